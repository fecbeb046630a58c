import { beforeAll, describe, expect, it } from 'vitest';
import { brandingResponse, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../contracts/branding.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const valid = {
  companyName: 'Summit Promo Supply',
  websiteUrl: 'https://summitpromo.example.com',
  brandTone: 'friendly',
  primaryColor: '#2563EB',
  secondaryColor: '#FDA',
  brandKeywords: ' eco, , durable ,local ',
  servicesOffered: ['Screen printing', '  Embroidery  ', ''],
  industriesServed: '',
};

/** The field messages of a 400 response, by path. */

describe('branding API', () => {
  it('returns null before the first save, then the saved profile with lists and empty URLs normalised', async () => {
    const { client } = await signUp(server.url);
    const before = await client.get('/api/branding');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ branding: null, logoUrl: null });

    const saved = await client.put('/api/branding', valid);
    expect(saved.status).toBe(200);
    const { branding } = brandingResponse.parse(saved.body);
    expect(branding).toMatchObject({
      companyName: 'Summit Promo Supply',
      websiteUrl: 'https://summitpromo.example.com',
      brandTone: 'friendly',
      primaryColor: '#2563EB',
      secondaryColor: '#FDA',
      brandKeywords: ['eco', 'durable', 'local'],
      servicesOffered: ['Screen printing', 'Embroidery'],
      industriesServed: null,
    });

    const after = await client.get('/api/branding');
    expect(brandingResponse.parse(after.body)).toEqual({ branding, logoUrl: null });
  });

  it('upserts one row per user and moves updatedAt on every save', async () => {
    const { client } = await signUp(server.url);
    const first = brandingResponse.parse((await client.put('/api/branding', valid)).body).branding!;
    await new Promise((r) => setTimeout(r, 5));
    const second = brandingResponse.parse(
      (await client.put('/api/branding', { ...valid, companyName: 'Summit Promo', websiteUrl: null, brandKeywords: null })).body,
    ).branding!;
    expect(second.companyName).toBe('Summit Promo');
    expect(second.websiteUrl).toBeNull();
    expect(second.brandKeywords).toBeNull();
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect(brandingResponse.parse((await client.get('/api/branding')).body).branding?.companyName).toBe('Summit Promo');
  });

  it('keeps each user to their own branding', async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    await a.client.put('/api/branding', valid);
    expect((await b.client.get('/api/branding')).body).toEqual({ branding: null, logoUrl: null });
  });

  it('takes a website typed without its scheme, as the add-prospect form does', async () => {
    const { client } = await signUp(server.url);
    const res = await client.put('/api/branding', { ...valid, websiteUrl: ' lakeshorepromo.com ' });
    expect(res.status).toBe(200);
    expect(res.body.branding.websiteUrl).toBe('https://lakeshorepromo.com');
    expect((await client.put('/api/branding', { ...valid, websiteUrl: 'lakeshore promo' })).status).toBe(400);
  });

  it('gives the spec messages as 400 field errors', async () => {
    const { client } = await signUp(server.url);
    const res = await client.put('/api/branding', {
      companyName: '   ',
      websiteUrl: 'not a url',
      brandTone: 'sarcastic',
      primaryColor: '7E69AB',
      secondaryColor: '#12345',
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      companyName: 'Company name is required',
      websiteUrl: 'Please enter a valid URL',
      brandTone: 'Please select a brand tone',
      primaryColor: 'Please enter a valid hex color',
      secondaryColor: 'Please enter a valid hex color',
    });
    expect((await client.get('/api/branding')).body).toEqual({ branding: null, logoUrl: null });
  });

  it('requires the company name, tone and colours when they are missing', async () => {
    const { client } = await signUp(server.url);
    const res = await client.put('/api/branding', {});
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      companyName: 'Company name is required',
      brandTone: 'Please select a brand tone',
      primaryColor: 'Please enter a valid hex color',
      secondaryColor: 'Please enter a valid hex color',
    });
  });

  it('accepts the defaults and 3-digit colours, rejects colours without #', async () => {
    const { client } = await signUp(server.url);
    const ok = await client.put('/api/branding', {
      companyName: 'Acme',
      brandTone: 'professional',
      primaryColor: DEFAULT_PRIMARY_COLOR,
      secondaryColor: DEFAULT_SECONDARY_COLOR,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.branding).toMatchObject({ websiteUrl: null, brandKeywords: null, servicesOffered: null, industriesServed: null });
    for (const bad of ['#GGG', '#1234', 'red', '']) {
      const res = await client.put('/api/branding', { companyName: 'Acme', brandTone: 'casual', primaryColor: bad, secondaryColor: '#abc' });
      expect(fieldErrors(res.body)).toEqual({ primaryColor: 'Please enter a valid hex color' });
    }
  });

  it('rejects over-long fields and wrong types', async () => {
    const { client } = await signUp(server.url);
    const res = await client.put('/api/branding', {
      ...valid,
      companyName: 'x'.repeat(201),
      websiteUrl: `https://example.com/${'a'.repeat(2000)}`,
      brandKeywords: 'k'.repeat(2001),
      servicesOffered: ['s'.repeat(101)],
      industriesServed: 42,
    });
    expect(res.status).toBe(400);
    const errors = fieldErrors(res.body);
    expect(errors.companyName).toBe('Company name must be at most 200 characters');
    expect(errors.websiteUrl).toBe('Website URL must be at most 2000 characters');
    expect(errors.brandKeywords).toBe('Brand Keywords must be at most 2000 characters');
    expect(Object.keys(errors)).toContain('servicesOffered.0');
    expect(errors.industriesServed).toBe('Industries Served must be a comma-separated list');
    const tooMany = await client.put('/api/branding', { ...valid, brandKeywords: Array.from({ length: 51 }, (_, i) => `k${i}`).join(',') });
    expect(fieldErrors(tooMany.body)).toEqual({ brandKeywords: 'Brand Keywords can have at most 50 items' });
  });

  it('refuses a signed-out save with the spec message', async () => {
    const anon = new ApiClient(server.url);
    const put = await anon.put('/api/branding', valid);
    expect(put.status).toBe(401);
    expect(put.body.error.message).toBe('You must be logged in to save branding settings');
    expect((await anon.get('/api/branding')).status).toBe(401);
  });

  it('tells the same user’s other tabs, and no one else', async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    const otherTab = await connectSocket(server.url, a.client.cookieHeader);
    const stranger = await connectSocket(server.url, b.client.cookieHeader);
    try {
      const saved = await a.client.put('/api/branding', valid);
      const event = await otherTab.waitFor((e) => e.type === 'branding.updated');
      expect(event.payload).toEqual({ branding: saved.body.branding });
      // The stranger's own save arrives on their socket; a's never did before it.
      await b.client.put('/api/branding', { ...valid, companyName: 'Stranger Co' });
      const own = await stranger.waitFor((e) => e.type === 'branding.updated');
      expect(own.payload).toMatchObject({ branding: { companyName: 'Stranger Co' } });
      expect(stranger.events.filter((e) => e.type === 'branding.updated')).toHaveLength(1);
    } finally {
      otherTab.close();
      stranger.close();
    }
  });
});
