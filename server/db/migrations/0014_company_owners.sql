ALTER TABLE "companies" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_workspace_owner_idx" ON "companies" USING btree ("workspace_id","owner_id");--> statement-breakpoint
-- Every company gets an owner: whoever created it, else the workspace's first owner.
UPDATE "companies" AS c SET "owner_id" = coalesce(
	(SELECT m."user_id" FROM "workspace_members" AS m WHERE m."workspace_id" = c."workspace_id" AND m."user_id" = c."created_by"),
	(SELECT m."user_id" FROM "workspace_members" AS m WHERE m."workspace_id" = c."workspace_id" AND m."role" = 'owner' ORDER BY m."joined_at" LIMIT 1)
);
