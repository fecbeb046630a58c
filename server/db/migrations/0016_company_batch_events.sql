-- Company batch events are named company_batch.* (beside contact_batch.*); events already in the
-- outbox keep replaying to reconnecting tabs under their new names.
UPDATE "domain_events" SET "type" = 'company_batch.created' WHERE "type" = 'batch.created';--> statement-breakpoint
UPDATE "domain_events" SET "type" = 'company_batch.updated' WHERE "type" = 'batch.updated';
