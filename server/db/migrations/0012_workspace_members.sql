-- A workspace becomes a team (docs/product.md#teams). Every existing user joins their workspace
-- with the role they had (owner), and what was keyed to the user moves to that workspace.
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "joined_at")
	SELECT "workspace_id", "id", coalesce("role", 'owner'), "created_at" FROM "users";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
-- A session remembers its current workspace; open sessions continue in the user's workspace.
ALTER TABLE "refresh_tokens" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "refresh_tokens" AS r SET "workspace_id" = u."workspace_id" FROM "users" AS u WHERE u."id" = r."user_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Branding: one per workspace (a workspace had exactly one user, so one profile at most).
ALTER TABLE "user_company_profiles" DROP CONSTRAINT "user_company_profiles_user_id_users_id_fk";--> statement-breakpoint
DROP INDEX "user_company_profiles_user_key";--> statement-breakpoint
ALTER TABLE "user_company_profiles" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "user_company_profiles" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "user_company_profiles" AS b SET "workspace_id" = u."workspace_id" FROM "users" AS u WHERE u."id" = b."user_id";--> statement-breakpoint
ALTER TABLE "user_company_profiles" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_company_profiles" ADD CONSTRAINT "user_company_profiles_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_profiles" ADD CONSTRAINT "user_company_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_company_profiles_workspace_key" ON "user_company_profiles" USING btree ("workspace_id");--> statement-breakpoint
-- Templates: today's templates become the workspace library; new ones start as personal drafts.
ALTER TABLE "message_templates" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "message_templates" AS t SET "workspace_id" = u."workspace_id", "shared" = true FROM "users" AS u WHERE u."id" = t."user_id";--> statement-breakpoint
ALTER TABLE "message_templates" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_templates_workspace_idx" ON "message_templates" USING btree ("workspace_id","created_at");
