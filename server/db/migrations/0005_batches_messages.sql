CREATE TABLE "batch_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"domain" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"industry" text,
	"company_size" text,
	"headquarters" text,
	"country" text,
	"linkedin_url" text,
	"logo_url" text,
	"description" text,
	"specialties" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_id" uuid,
	"company_id" uuid,
	"buying_signal_id" uuid,
	"template_id" uuid,
	"message_type" text NOT NULL,
	"subject" text,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "batch_companies" ADD CONSTRAINT "batch_companies_batch_id_company_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."company_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_companies" ADD CONSTRAINT "batch_companies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_batches" ADD CONSTRAINT "company_batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_batches" ADD CONSTRAINT "company_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_messages" ADD CONSTRAINT "generated_messages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_messages" ADD CONSTRAINT "generated_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_messages" ADD CONSTRAINT "generated_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_messages" ADD CONSTRAINT "generated_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_messages" ADD CONSTRAINT "generated_messages_buying_signal_id_buyer_signal_alerts_id_fk" FOREIGN KEY ("buying_signal_id") REFERENCES "public"."buyer_signal_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_companies_batch_idx" ON "batch_companies" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "company_batches_workspace_idx" ON "company_batches" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "generated_messages_user_idx" ON "generated_messages" USING btree ("user_id","created_at");