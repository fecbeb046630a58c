-- Catalogue credentials become catalogue connections: a provider, settings that may be shown back,
-- and one encrypted key. Existing SAGE rows keep their key ciphertext as is (same server key, same
-- workspace binding), so nothing has to be decrypted to move them.
ALTER TABLE "catalogue_credentials" RENAME TO "catalogue_connections";--> statement-breakpoint
ALTER TABLE "catalogue_connections" RENAME CONSTRAINT "catalogue_credentials_pkey" TO "catalogue_connections_pkey";--> statement-breakpoint
ALTER TABLE "catalogue_connections" RENAME CONSTRAINT "catalogue_credentials_workspace_id_workspaces_id_fk" TO "catalogue_connections_workspace_id_workspaces_id_fk";--> statement-breakpoint
ALTER TABLE "catalogue_connections" RENAME CONSTRAINT "catalogue_credentials_updated_by_users_id_fk" TO "catalogue_connections_updated_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "catalogue_connections" ADD COLUMN "provider" text DEFAULT 'sage' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_connections" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_connections" ADD COLUMN "settings" jsonb;--> statement-breakpoint
UPDATE "catalogue_connections" SET "settings" = jsonb_build_object('acctId', "acct_id", 'loginId', "login_id");--> statement-breakpoint
ALTER TABLE "catalogue_connections" ALTER COLUMN "settings" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_connections" DROP COLUMN "acct_id";--> statement-breakpoint
ALTER TABLE "catalogue_connections" DROP COLUMN "login_id";
