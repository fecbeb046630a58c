import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { applyMigration, pgliteBefore } from '../helpers/migration-steps.js';
import { decryptSecret, deriveKey, encryptSecret } from '../../server/auth/secret-box.js';

// Catalogue credentials became catalogue connections (0012): every saved SAGE row must arrive
// with its ids as settings and its key still opening with the same server key and workspace.

const TARGET = '0012_catalogue_connections';

const key = deriveKey('test-encryption-key-0123456789abcdef012', 'catalogue-credentials');
let db: PGlite;
beforeAll(async () => {
  db = await pgliteBefore(TARGET);
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('migration 0012: catalogue credentials → catalogue connections', () => {
  it('moves every saved SAGE row without loss', async () => {
    const { rows: [ws] } = await db.query<{ id: string }>(`insert into workspaces (name) values ('Acme') returning id`);
    const { rows: [user] } = await db.query<{ id: string }>(
      `insert into users (workspace_id, email, full_name, password_hash) values ($1, 'o@acme.test', 'Owner', 'x') returning id`,
      [ws.id],
    );
    const ciphertext = encryptSecret('sage-key-123', key, ws.id);
    await db.query(
      `insert into catalogue_credentials (workspace_id, acct_id, login_id, key_ciphertext, updated_by, updated_at) values ($1, 12345, 'demo', $2, $3, '2026-01-02T03:04:05Z')`,
      [ws.id, ciphertext, user.id],
    );

    await applyMigration(db, TARGET);

    const { rows } = await db.query<Record<string, unknown>>(`select * from catalogue_connections`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ workspace_id: ws.id, provider: 'sage', settings: { acctId: 12345, loginId: 'demo' }, key_ciphertext: ciphertext, updated_by: user.id });
    expect(Object.keys(rows[0]).sort()).toEqual(['key_ciphertext', 'provider', 'settings', 'updated_at', 'updated_by', 'workspace_id']);
    expect(decryptSecret(String(rows[0].key_ciphertext), key, ws.id)).toBe('sage-key-123');
    // Still owned by its workspace: deleting the workspace deletes the connection.
    await db.query(`delete from workspaces where id = $1`, [ws.id]);
    expect((await db.query(`select 1 from catalogue_connections`)).rows).toHaveLength(0);
  });
});
