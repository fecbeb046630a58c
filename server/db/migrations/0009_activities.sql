CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_subject_idx" ON "activities" USING btree ("workspace_id","subject_type","subject_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_workspace_idx" ON "activities" USING btree ("workspace_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_actor_idx" ON "activities" USING btree ("workspace_id","actor_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Backfill: the history still in the outbox, by the mapping in server/events/activity.ts.
INSERT INTO "activities" ("workspace_id", "actor_id", "kind", "subject_type", "subject_id", "payload", "created_at")
SELECT w."id", actor."id", m."kind", m."subject_type", m."subject_id", m."payload", e."created_at"
FROM "domain_events" e
JOIN LATERAL (
  SELECT 'company.created' AS "kind", 'company' AS "subject_type", e."subject_id" AS "subject_id",
         jsonb_build_object('name', e."payload"->'company'->>'name') AS "payload"
   WHERE e."type" = 'company.created'
  UNION ALL
  SELECT 'company.' || (e."payload"->'change'->>'kind'), 'company', e."subject_id", (e."payload"->'change') - 'kind'
   WHERE e."type" = 'company.updated' AND jsonb_typeof(e."payload"->'change') = 'object'
  UNION ALL
  SELECT 'company.signal_found', 'company', e."payload"->'alert'->>'companyId',
         jsonb_build_object('alertId', e."payload"->'alert'->>'id', 'signalType', e."payload"->'alert'->>'signalType', 'summary', e."payload"->'alert'->>'summary')
   WHERE e."type" = 'alert.created'
  UNION ALL
  SELECT 'company.signals_checked', 'company', e."payload"->>'companyId',
         jsonb_build_object('found', e."payload"->'found', 'created', e."payload"->'created')
   WHERE e."type" = 'company.signals.checked'
  UNION ALL
  SELECT 'company.contacts_found', 'company', e."payload"->>'companyId',
         jsonb_build_object('count', jsonb_array_length(e."payload"->'contacts'))
   WHERE e."type" = 'company.contacts.found' AND jsonb_typeof(e."payload"->'contacts') = 'array'
  UNION ALL
  SELECT 'contact.added', CASE WHEN e."payload"->'contact'->>'companyId' IS NULL THEN 'contact' ELSE 'company' END,
         coalesce(e."payload"->'contact'->>'companyId', e."payload"->'contact'->>'id'),
         jsonb_build_object('contactId', e."payload"->'contact'->>'id',
                            'name', trim(coalesce(e."payload"->'contact'->>'firstName', '') || ' ' || coalesce(e."payload"->'contact'->>'lastName', '')))
   WHERE e."type" = 'contact.created'
  UNION ALL
  SELECT 'message.requested', CASE WHEN e."payload"->'message'->>'companyId' IS NULL THEN 'message' ELSE 'company' END,
         coalesce(e."payload"->'message'->>'companyId', e."payload"->'message'->>'id'),
         jsonb_build_object('messageId', e."payload"->'message'->>'id')
   WHERE e."type" = 'message.created'
) m ON m."subject_id" IS NOT NULL
JOIN "workspaces" w ON w."id" = coalesce(e."workspace_id", (SELECT u."workspace_id" FROM "users" u WHERE u."id" = coalesce(e."user_id", e."actor_id")))
LEFT JOIN "users" actor ON actor."id" = e."actor_id"
ORDER BY e."id";
