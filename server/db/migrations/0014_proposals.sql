CREATE TABLE "proposal_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"line_id" uuid,
	"kind" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_email" text NOT NULL,
	"text" text,
	"tier_qty" integer,
	"color" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_source" text NOT NULL,
	"product_id" text NOT NULL,
	"product" jsonb NOT NULL,
	"tiers" integer[] NOT NULL,
	"color" text,
	"decoration" jsonb,
	"margin_bp" integer,
	"unit_sell_cents" integer,
	"loss_allowed" boolean DEFAULT false NOT NULL,
	"chosen_qty" integer,
	"chosen_color" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" uuid,
	"company_id" uuid,
	"session_id" uuid,
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"margin_bp" integer DEFAULT 4000 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"message" text,
	"internal_notes" text,
	"expires_at" timestamp with time zone,
	"in_hands_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "proposal_margin_bp" integer DEFAULT 4000 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_actions" ADD CONSTRAINT "proposal_actions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_actions" ADD CONSTRAINT "proposal_actions_line_id_proposal_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."proposal_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_lines" ADD CONSTRAINT "proposal_lines_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_shares" ADD CONSTRAINT "proposal_shares_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_shares" ADD CONSTRAINT "proposal_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_actions_proposal_idx" ON "proposal_actions" USING btree ("proposal_id","at");--> statement-breakpoint
CREATE INDEX "proposal_lines_proposal_idx" ON "proposal_lines" USING btree ("proposal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_shares_token_key" ON "proposal_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "proposal_shares_proposal_idx" ON "proposal_shares" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposals_workspace_idx" ON "proposals" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "proposals_session_idx" ON "proposals" USING btree ("session_id");--> statement-breakpoint
-- Every existing document becomes a draft proposal with the same id (so /documents/:id can
-- redirect to /proposals/:id); its notes become internal notes, and each of its products a line
-- with one tier: the quantity the document's chat understood, else the product's minimum.
INSERT INTO "proposals" ("id", "workspace_id", "created_by", "company_id", "session_id", "title", "status", "margin_bp", "internal_notes", "created_at", "updated_at")
SELECT d."id", d."workspace_id", d."user_id", s."company_id", d."session_id", d."title", 'draft', w."proposal_margin_bp", d."notes", d."created_at", d."updated_at"
FROM "documents" d
JOIN "workspaces" w ON w."id" = d."workspace_id"
LEFT JOIN "chat_sessions" s ON s."id" = d."session_id";--> statement-breakpoint
INSERT INTO "proposal_lines" ("proposal_id", "position", "product_source", "product_id", "product", "tiers", "created_at", "updated_at")
SELECT d."id", (item.ord - 1)::int,
  CASE WHEN item.p->>'source' = 'sage' THEN 'sage' ELSE 'builtin' END,
  item.p->>'id',
  jsonb_build_object(
    'name', coalesce(item.p->>'name', ''),
    'itemNum', coalesce(item.p->>'itemNum', ''),
    'description', coalesce(item.p->>'keySellingPoint', ''),
    'imageUrl', item.p->'imageUrl',
    'thumbUrl', item.p->'thumbUrl',
    'colors', '[]'::jsonb,
    'categories', coalesce(item.p->'categories', '[]'::jsonb),
    'supplierName', coalesce(item.p->'supplier'->>'name', ''),
    'minQuantity', greatest(1, coalesce((item.p->>'minQuantity')::int, 1)),
    'priceBreaks', jsonb_build_array(jsonb_build_object('minQty', greatest(1, coalesce((item.p->>'minQuantity')::int, 1)), 'price', coalesce((item.p->'price'->>'max')::float8, 0)))
  ),
  ARRAY[greatest(1, least(1000000, coalesce(
    (SELECT (m."intent"->>'quantity')::int FROM "chat_messages" m
      WHERE m."session_id" = d."session_id" AND m."intent"->>'quantity' ~ '^[0-9]{1,7}$'
      ORDER BY m."created_at" DESC LIMIT 1),
    (item.p->>'minQuantity')::int, 1)))],
  d."created_at", d."updated_at"
FROM "documents" d, jsonb_array_elements(d."products") WITH ORDINALITY AS item(p, ord)
WHERE jsonb_typeof(item.p->'id') = 'string';
