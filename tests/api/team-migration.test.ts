// docs/product.md#teams: the migration that makes workspaces teams loses nothing — every user is
// the owner of their workspace, and branding and templates move from the user to the workspace.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const folder = new URL('../../server/db/migrations/', import.meta.url);
const files = readdirSync(folder).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
const TEAM_MIGRATION = '0012_workspace_members.sql';
const apply = (db: PGlite, file: string) => db.exec(readFileSync(new URL(file, folder), 'utf8').replaceAll('--> statement-breakpoint', ''));

let db: PGlite;
const W = '00000000-0000-4000-8000-00000000000a';
const U = '00000000-0000-4000-8000-00000000000b';
const rows = async <T,>(text: string) => (await db.query<T>(text)).rows;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const file of files.slice(0, files.indexOf(TEAM_MIGRATION))) await apply(db, file);
  await db.exec(`
    insert into workspaces (id, name) values ('${W}', 'Ada''s workspace');
    insert into users (id, workspace_id, email, full_name, password_hash, role) values ('${U}', '${W}', 'ada@example.com', 'Ada', 'x', 'owner');
    insert into user_company_profiles (user_id, company_name) values ('${U}', 'Ada Promo');
    insert into message_templates (user_id, name, type, subject, content) values ('${U}', 'Intro', 'email', 'Hi', 'Hello {contact}');
    insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values ('${U}', gen_random_uuid(), 'h', now() + interval '1 day');
  `);
  await apply(db, TEAM_MIGRATION);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the team migration', () => {
  it('makes every existing user the owner of their workspace', async () => {
    expect(await rows(`select workspace_id, user_id, role from workspace_members`)).toEqual([{ workspace_id: W, user_id: U, role: 'owner' }]);
  });

  it('moves the branding profile to the workspace', async () => {
    expect(await rows(`select workspace_id, user_id, company_name from user_company_profiles`)).toEqual([{ workspace_id: W, user_id: U, company_name: 'Ada Promo' }]);
  });

  it('puts existing templates in the workspace library', async () => {
    expect(await rows(`select workspace_id, user_id, shared, name from message_templates`)).toEqual([{ workspace_id: W, user_id: U, shared: true, name: 'Intro' }]);
  });

  it('keeps open sessions in the user’s workspace', async () => {
    expect(await rows(`select workspace_id from refresh_tokens`)).toEqual([{ workspace_id: W }]);
  });
});
