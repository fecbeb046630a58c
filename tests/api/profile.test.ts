import { beforeAll, describe, expect, it } from 'vitest';
import { profileResponse } from '../../contracts/profile.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

/** The field messages of a 400 response, by path. */

describe('profile API', () => {
  it('starts from the registration name with every other field empty', async () => {
    const { client, user } = await signUp(server.url, 'Grace Hopper');
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    const { profile } = profileResponse.parse(res.body);
    expect(profile).toEqual({
      id: user.id,
      fullName: 'Grace Hopper',
      title: null,
      bio: null,
      linkedinProfile: null,
      emailSignature: null,
      avatarUrl: null,
      updatedAt: expect.any(String),
    });
  });

  it('saves every field, trims them, and moves updatedAt on', async () => {
    const { client } = await signUp(server.url, 'Grace Hopper');
    const first = profileResponse.parse((await client.get('/api/profile')).body).profile;
    expect((await client.get('/api/auth/me')).body.user.fullName).toBe('Grace Hopper'); // now remembered for a few seconds
    await new Promise((r) => setTimeout(r, 20));
    const res = await client.put('/api/profile', {
      fullName: '  Rear Admiral Hopper ',
      title: ' Head of Sales ',
      bio: 'Promotional products for 20 years.',
      linkedinProfile: 'https://www.linkedin.com/in/grace-hopper',
      emailSignature: 'Grace\nHead of Sales',
    });
    expect(res.status).toBe(200);
    const { profile } = profileResponse.parse(res.body);
    expect(profile).toMatchObject({
      fullName: 'Rear Admiral Hopper',
      title: 'Head of Sales',
      bio: 'Promotional products for 20 years.',
      linkedinProfile: 'https://www.linkedin.com/in/grace-hopper',
      emailSignature: 'Grace\nHead of Sales',
    });
    expect(Date.parse(profile.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    // Stored, not just echoed; the account's name follows the profile at once (/me's cache is dropped).
    expect(profileResponse.parse((await client.get('/api/profile')).body).profile).toEqual(profile);
    expect((await client.get('/api/auth/me')).body.user.fullName).toBe('Rear Admiral Hopper');

    await new Promise((r) => setTimeout(r, 20));
    const again = profileResponse.parse((await client.put('/api/profile', { fullName: 'Grace', title: 'CEO' })).body).profile;
    expect(Date.parse(again.updatedAt)).toBeGreaterThan(Date.parse(profile.updatedAt));
  });

  it('saves empty optional fields as null', async () => {
    const { client } = await signUp(server.url);
    await client.put('/api/profile', { fullName: 'Full', title: 'Title', bio: 'Bio', linkedinProfile: 'https://linkedin.com/in/x', emailSignature: 'Sig' });
    const res = await client.put('/api/profile', { fullName: 'Full', title: 'Title', bio: '', linkedinProfile: '   ', emailSignature: '  \n ' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ bio: null, linkedinProfile: null, emailSignature: null });
    const omitted = await client.put('/api/profile', { fullName: 'Full', title: 'Title', bio: null });
    expect(omitted.status).toBe(200);
    expect(omitted.body.profile).toMatchObject({ bio: null, linkedinProfile: null, emailSignature: null });
  });

  it('refuses invalid input with the spec messages and changes nothing', async () => {
    const { client } = await signUp(server.url, 'Unchanged Name');
    const before = (await client.get('/api/profile')).body.profile;

    const empty = await client.put('/api/profile', { fullName: '   ', title: '' });
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty.body)).toMatchObject({ fullName: 'Full name is required', title: 'Job title is required' });

    const missing = await client.put('/api/profile', {});
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toMatchObject({ fullName: 'Full name is required', title: 'Job title is required' });

    for (const linkedinProfile of ['not a url', 'linkedin', 'ftp://linkedin.com/in/x', 'javascript:alert(1)', 'http://localhost']) {
      const res = await client.put('/api/profile', { fullName: 'A', title: 'B', linkedinProfile });
      expect(res.status, linkedinProfile).toBe(400);
      expect(fieldErrors(res.body)).toEqual({ linkedinProfile: 'Please enter a valid LinkedIn URL' });
    }

    const tooLong = await client.put('/api/profile', { fullName: 'x'.repeat(121), title: 'B', bio: 'y'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(fieldErrors(tooLong.body)).toMatchObject({
      fullName: 'Full name must be at most 120 characters',
      bio: 'Bio must be at most 2000 characters',
    });

    const wrongTypes = await client.put('/api/profile', { fullName: 42, title: ['x'], bio: {} });
    expect(wrongTypes.status).toBe(400);

    expect((await client.get('/api/profile')).body.profile).toEqual(before);
  });

  it('needs a session', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get('/api/profile')).status).toBe(401);
    expect((await anonymous.put('/api/profile', { fullName: 'A', title: 'B' })).status).toBe(401);
  });

  it("never shows or changes another user's profile", async () => {
    const alice = await signUp(server.url, 'Alice Private');
    const bob = await signUp(server.url, 'Bob Other');
    await alice.client.put('/api/profile', { fullName: 'Alice Private', title: 'Secret title', bio: 'Alice only' });

    const bobView = (await bob.client.get('/api/profile')).body.profile;
    expect(bobView.id).toBe(bob.user.id);
    expect(bobView.fullName).toBe('Bob Other');
    expect(JSON.stringify(bobView)).not.toContain('Alice');

    // An id in the body is not a way in: Bob's save only ever touches Bob's profile.
    const sneaky = await bob.client.put('/api/profile', { id: alice.user.id, fullName: 'Hijacked', title: 'Nope' });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.profile.id).toBe(bob.user.id);
    const aliceView = (await alice.client.get('/api/profile')).body.profile;
    expect(aliceView).toMatchObject({ id: alice.user.id, fullName: 'Alice Private', title: 'Secret title', bio: 'Alice only' });
    // Nor is a query string.
    const viaQuery = await bob.client.get(`/api/profile?id=${alice.user.id}&userId=${alice.user.id}`);
    expect(viaQuery.body.profile.id).toBe(bob.user.id);
  });
});
