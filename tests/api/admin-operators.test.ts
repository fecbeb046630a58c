import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import type { RunningServer } from '../../server/app.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ operatorEmails: ['ops@example.com'] });
});
afterAll(async () => {
  await server?.close();
});

describe('Agendash with OPERATOR_EMAILS', () => {
  it('admits only the listed operators, even among workspace owners', async () => {
    const owner = await signUp(server.url, 'Plain Owner');
    const refused = await owner.client.get('/admin/jobs/');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only an operator can open this page');

    const ops = await signUp(server.url, 'Operator');
    await server.app.database.pool.query('update users set email = $1 where id = $2', ['Ops@Example.com', ops.user.id]);
    const page = await ops.client.get('/admin/jobs/');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Agendash');
  });
});
