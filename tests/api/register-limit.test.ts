import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../helpers/server.js';
import { ApiClient } from '../helpers/client.js';
import type { RunningServer } from '../../server/app.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('registration limit per email', () => {
  it('refuses a sixth sign-up attempt for one email within the hour, with a clear message', async () => {
    const client = new ApiClient(server.url);
    const body = { fullName: 'Repeat Person', email: 'Repeat@Example.com', password: 'swag-scout-42' };
    expect((await client.post('/api/auth/register', body)).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await client.post('/api/auth/register', { ...body, email: 'repeat@example.com' })).status).toBe(409);
    const limited = await client.post('/api/auth/register', body);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/^Too many sign-up attempts for this email\. Please try again in \d+ minutes\.$/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another email is unaffected.
    expect((await client.post('/api/auth/register', { ...body, email: 'someone-else@example.com' })).status).toBe(201);
  });
});
