import { describe, expect, it } from 'vitest';
import { api, isAbort } from '../../ui/api/endpoints.js';
import { mockFetch } from './render.js';

const list = { items: [], nextCursor: null };

describe('the typed API client', () => {
  it('builds the path and the query (in the caller’s key order, without empty values) from the route table', async () => {
    const { calls } = mockFetch([{ path: /^\/api\/companies/, body: list }]);
    await api.companies.list({ q: 'acme co', industry: undefined, limit: 20 });
    await api.companies.get({ id: 'a/b' });
    expect(calls.map((c) => c.url)).toEqual(['/api/companies?q=acme+co&limit=20', '/api/companies/a%2Fb']);
  });

  it('sends the body as JSON, {} for a body-less POST, nothing for GET and DELETE', async () => {
    const { calls } = mockFetch([
      { method: 'PATCH', path: '/api/alerts/a1', body: { alert: {} } },
      { method: 'POST', path: '/api/companies/c1/enrich', status: 202, body: { jobId: 'j' } },
      { method: 'DELETE', path: '/api/contacts/k1', status: 204 },
    ]);
    await api.alerts.update({ id: 'a1' }, { isRead: true });
    expect(await api.companyIntel.enrich({ id: 'c1' })).toEqual({ jobId: 'j' });
    expect(await api.contacts.remove({ id: 'k1' })).toBeUndefined();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', '/api/alerts/a1', { isRead: true }],
      ['POST', '/api/companies/c1/enrich', {}],
      ['DELETE', '/api/contacts/k1', undefined],
    ]);
  });

  it('a newer call of the same key supersedes the older one: only the newer result arrives', async () => {
    mockFetch([{ path: /^\/api\/companies/, body: list }]);
    const older = api.companies.list({ q: 'a' }, { key: 'pipeline' });
    const newer = api.companies.list({ q: 'ab' }, { key: 'pipeline' });
    const other = api.companies.list({ q: 'b' }, { key: 'elsewhere' });
    const failure = await older.catch((err: unknown) => err);
    expect(isAbort(failure)).toBe(true);
    await expect(newer).resolves.toEqual(list);
    await expect(other).resolves.toEqual(list);
  });

  it('a call whose signal is aborted rejects with an AbortError, even when the answer came back', async () => {
    mockFetch([{ path: '/api/dashboard', body: {} }]);
    const controller = new AbortController();
    const pending = api.dashboard.get({ signal: controller.signal });
    controller.abort();
    expect(isAbort(await pending.catch((err: unknown) => err))).toBe(true);
  });
});
