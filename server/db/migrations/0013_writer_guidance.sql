ALTER TABLE "generated_messages" ADD COLUMN "guidance" jsonb;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "guidance" jsonb;