// docs/product.md#teams: the migration that makes workspaces teams loses nothing — every user is
// the owner of their workspace, branding and templates move from the user to the workspace, open
// sessions stay in it, and every company gets an owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { applyMigration, MIGRATION_TAGS, pgliteBefore } from '../helpers/migration-steps.js';

/** Found by name: its number moves when other migrations land first. */
const TEAM_MIGRATION = MIGRATION_TAGS.find((t) => t.endsWith('_workspace_teams'))!;

let db: PGlite;
// Two people, each alone in the workspace they registered (as every workspace was before teams).
const W = '00000000-0000-4000-8000-00000000000a';
const U = '00000000-0000-4000-8000-00000000000b';
const W2 = '00000000-0000-4000-8000-00000000000c';
const U2 = '00000000-0000-4000-8000-00000000000d';
const rows = async <T,>(text: string) => (await db.query<T>(text)).rows;

beforeAll(async () => {
  expect(TEAM_MIGRATION).toBeDefined();
  db = await pgliteBefore(TEAM_MIGRATION);
  await db.exec(`
    insert into workspaces (id, name) values ('${W}', 'Ada''s workspace'), ('${W2}', 'Bob''s workspace');
    insert into users (id, workspace_id, email, full_name, password_hash, role, created_at) values
      ('${U}', '${W}', 'ada@example.com', 'Ada', 'x', 'owner', '2026-01-01T00:00:00Z'),
      ('${U2}', '${W2}', 'bob@example.com', 'Bob', 'y', 'owner', '2026-02-01T00:00:00Z');
    insert into user_company_profiles (user_id, company_name) values ('${U}', 'Ada Promo'), ('${U2}', 'Bob Swag');
    insert into message_templates (user_id, name, type, subject, content) values
      ('${U}', 'Intro', 'email', 'Hi', 'Hello {contact}'),
      ('${U2}', 'Follow-up', 'email', 'Again', 'Hello again');
    insert into refresh_tokens (user_id, family_id, token_hash, expires_at) values
      ('${U}', gen_random_uuid(), 'h1', now() + interval '1 day'),
      ('${U2}', gen_random_uuid(), 'h2', now() + interval '1 day');
    insert into companies (workspace_id, created_by, name, domain) values
      ('${W}', '${U}', 'Made by Ada', 'ada.example'),
      ('${W}', null, 'Imported', 'imported.example'),
      ('${W2}', '${U2}', 'Made by Bob', 'bob.example');
  `);
  await applyMigration(db, TEAM_MIGRATION);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the team migration', () => {
  it('makes every existing user the owner of their workspace, joined when they registered', async () => {
    expect(await rows(`select workspace_id, user_id, role, joined_at from workspace_members order by joined_at`)).toEqual([
      { workspace_id: W, user_id: U, role: 'owner', joined_at: new Date('2026-01-01T00:00:00Z') },
      { workspace_id: W2, user_id: U2, role: 'owner', joined_at: new Date('2026-02-01T00:00:00Z') },
    ]);
  });

  it('keeps every user row and drops only the role column', async () => {
    expect(await rows(`select id, workspace_id, email, password_hash from users order by email`)).toEqual([
      { id: U, workspace_id: W, email: 'ada@example.com', password_hash: 'x' },
      { id: U2, workspace_id: W2, email: 'bob@example.com', password_hash: 'y' },
    ]);
    expect(await rows(`select column_name from information_schema.columns where table_name = 'users' and column_name = 'role'`)).toEqual([]);
  });

  it('moves each branding profile to its workspace', async () => {
    expect(await rows(`select workspace_id, user_id, company_name from user_company_profiles order by company_name`)).toEqual([
      { workspace_id: W, user_id: U, company_name: 'Ada Promo' },
      { workspace_id: W2, user_id: U2, company_name: 'Bob Swag' },
    ]);
  });

  it('puts existing templates in their workspace library', async () => {
    expect(await rows(`select workspace_id, user_id, shared, name from message_templates order by name`)).toEqual([
      { workspace_id: W2, user_id: U2, shared: true, name: 'Follow-up' },
      { workspace_id: W, user_id: U, shared: true, name: 'Intro' },
    ]);
  });

  it('keeps open sessions in the user’s workspace', async () => {
    expect(await rows(`select user_id, workspace_id from refresh_tokens order by token_hash`)).toEqual([
      { user_id: U, workspace_id: W },
      { user_id: U2, workspace_id: W2 },
    ]);
  });

  it('gives every company an owner: its creator, else the workspace’s owner', async () => {
    expect(await rows(`select name, owner_id from companies order by name`)).toEqual([
      { name: 'Imported', owner_id: U },
      { name: 'Made by Ada', owner_id: U },
      { name: 'Made by Bob', owner_id: U2 },
    ]);
  });
});
