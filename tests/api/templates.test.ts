import { beforeAll, describe, expect, it } from 'vitest';
import { templateListResponse, templateResponse } from '../../contracts/templates.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const intro = {
  name: 'Warm intro',
  type: 'email',
  subject: 'Ideas for {company}',
  content: 'Hi {contact},\n\nI put together a few ideas for {company}.\n\n{user}',
};

describe('templates API', () => {
  it('creates, lists newest first, reads, updates and deletes', async () => {
    const { client } = await signUp(server.url);
    expect((await client.get('/api/templates')).body).toEqual({ templates: [] });

    const created = await client.post('/api/templates', { ...intro, name: '  Warm intro  ' });
    expect(created.status).toBe(201);
    const first = templateResponse.parse(created.body).template;
    expect(first).toMatchObject({ ...intro, name: 'Warm intro' });

    await new Promise((r) => setTimeout(r, 5));
    const second = templateResponse.parse(
      (await client.post('/api/templates', { name: 'Follow-up', type: 'linkedin', subject: 'Quick follow-up', content: 'Hi {contact}' })).body,
    ).template;

    const list = templateListResponse.parse((await client.get('/api/templates')).body).templates;
    expect(list.map((t) => t.id)).toEqual([second.id, first.id]);

    expect(templateResponse.parse((await client.get(`/api/templates/${first.id}`)).body).template).toEqual(first);

    const patched = await client.patch(`/api/templates/${first.id}`, { subject: 'New ideas for {company}', type: 'linkedin' });
    expect(patched.status).toBe(200);
    const updated = templateResponse.parse(patched.body).template;
    expect(updated).toMatchObject({ id: first.id, name: 'Warm intro', subject: 'New ideas for {company}', type: 'linkedin', content: intro.content });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));

    const removed = await client.delete(`/api/templates/${first.id}`);
    expect(removed.status).toBe(204);
    expect((await client.get(`/api/templates/${first.id}`)).status).toBe(404);
    expect(templateListResponse.parse((await client.get('/api/templates')).body).templates.map((t) => t.id)).toEqual([second.id]);
  });

  it('gives the spec messages as 400 field errors', async () => {
    const { client } = await signUp(server.url);
    const empty = await client.post('/api/templates', { name: ' ', type: 'sms', subject: '', content: '   ' });
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body)).toEqual({
      name: 'Template name is required',
      type: 'Message type must be email or linkedin',
      subject: 'Subject is required',
      content: 'Content is required',
    });
    const missing = await client.post('/api/templates', {});
    expect(fieldErrors(missing.body)).toEqual({
      name: 'Template name is required',
      type: 'Message type must be email or linkedin',
      subject: 'Subject is required',
      content: 'Content is required',
    });
    expect((await client.get('/api/templates')).body).toEqual({ templates: [] });
  });

  it('applies the same rules to a PATCH and rejects over-long fields', async () => {
    const { client } = await signUp(server.url);
    const { template } = templateResponse.parse((await client.post('/api/templates', intro)).body);
    const blank = await client.patch(`/api/templates/${template.id}`, { name: '', content: '' });
    expect(fieldErrors(blank.body)).toEqual({ name: 'Template name is required', content: 'Content is required' });
    const badType = await client.patch(`/api/templates/${template.id}`, { type: 'fax' });
    expect(fieldErrors(badType.body)).toEqual({ type: 'Message type must be email or linkedin' });
    const long = await client.post('/api/templates', { ...intro, name: 'n'.repeat(121), subject: 's'.repeat(301), content: 'c'.repeat(10_001) });
    expect(fieldErrors(long.body)).toEqual({
      name: 'Template name must be at most 120 characters',
      subject: 'Subject must be at most 300 characters',
      content: 'Content must be at most 10000 characters',
    });
    expect(templateResponse.parse((await client.get(`/api/templates/${template.id}`)).body).template).toEqual(template);
  });

  it('hides one user’s templates from another (404, never 403)', async () => {
    const owner = await signUp(server.url);
    const other = await signUp(server.url);
    const { template } = templateResponse.parse((await owner.client.post('/api/templates', intro)).body);

    expect((await other.client.get('/api/templates')).body).toEqual({ templates: [] });
    const read = await other.client.get(`/api/templates/${template.id}`);
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('not_found');
    expect((await other.client.patch(`/api/templates/${template.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await other.client.delete(`/api/templates/${template.id}`)).status).toBe(404);

    expect(templateResponse.parse((await owner.client.get(`/api/templates/${template.id}`)).body).template).toEqual(template);
  });

  it('answers a malformed or unknown id with 404, not 500', async () => {
    const { client } = await signUp(server.url);
    for (const id of ['not-a-uuid', '123', '00000000-0000-0000-0000-000000000000']) {
      expect((await client.get(`/api/templates/${id}`)).status).toBe(404);
      expect((await client.patch(`/api/templates/${id}`, { name: 'x' })).status).toBe(404);
      expect((await client.delete(`/api/templates/${id}`)).status).toBe(404);
    }
  });

  it('needs a signed-in user', async () => {
    const anon = new ApiClient(server.url);
    expect((await anon.get('/api/templates')).status).toBe(401);
    expect((await anon.post('/api/templates', intro)).status).toBe(401);
  });

  it('sends template events to the same user’s other tabs, not to another user', async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    const otherTab = await connectSocket(server.url, a.client.cookieHeader);
    const stranger = await connectSocket(server.url, b.client.cookieHeader);
    try {
      const { template } = templateResponse.parse((await a.client.post('/api/templates', intro)).body);
      const created = await otherTab.waitFor((e) => e.type === 'template.created');
      expect(created.payload).toEqual({ template });

      const patched = templateResponse.parse((await a.client.patch(`/api/templates/${template.id}`, { name: 'Renamed' })).body).template;
      const updated = await otherTab.waitFor((e) => e.type === 'template.updated');
      expect(updated.payload).toEqual({ template: patched });

      await a.client.delete(`/api/templates/${template.id}`);
      const deleted = await otherTab.waitFor((e) => e.type === 'template.deleted');
      expect(deleted.payload).toEqual({ id: template.id });

      // b's own change reaches b; by then a's three events would have arrived too.
      await b.client.post('/api/templates', { ...intro, name: 'Mine' });
      await stranger.waitFor((e) => e.type === 'template.created');
      const seen = stranger.events.filter((e) => e.type.startsWith('template.'));
      expect(seen).toHaveLength(1);
      expect(seen[0].payload).toMatchObject({ template: { name: 'Mine' } });
    } finally {
      otherTab.close();
      stranger.close();
    }
  });
});
