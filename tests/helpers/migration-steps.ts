import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { freshPGlite } from './pglite-initdb.js';

/**
 * A migration's test: the database as it was just before that migration (a PGlite fresh from initdb
 * with every earlier migration applied), rows written in the shapes of then, the migration run, what
 * it made of them read back.
 */

const FOLDER = new URL('../../server/db/migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', FOLDER), 'utf8')) as { entries: { tag: string }[] };

/** The migrations' tags in the journal's order ('0014_proposals'). */
export const MIGRATION_TAGS: readonly string[] = journal.entries.map((e) => e.tag);

/** One migration's statements, run in order. */
export async function applyMigration(db: PGlite, tag: string): Promise<void> {
  await db.exec(readFileSync(new URL(`${tag}.sql`, FOLDER), 'utf8').replaceAll('--> statement-breakpoint', '\n'));
}

/** A PGlite (with pg_trgm, as the server's) migrated up to, not including, the migration `tag`. */
export async function pgliteBefore(tag: string): Promise<PGlite> {
  const at = MIGRATION_TAGS.indexOf(tag);
  if (at < 0) throw new Error(`no migration ${tag} in the journal`);
  const db = await freshPGlite({ extensions: { pg_trgm } });
  for (const earlier of MIGRATION_TAGS.slice(0, at)) await applyMigration(db, earlier);
  return db;
}
