import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../contracts/errors.js';
import { contactListResponse, contactResponse, type Contact } from '../../contracts/contacts.js';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';

let server: RunningServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function addCompany(client: ApiClient, name: string, domain: string): Promise<{ id: string; name: string }> {
  const res = await client.post('/api/companies', { name, domain });
  expect(res.status).toBe(201);
  return res.body.company;
}

async function addContact(client: ApiClient, body: Record<string, unknown>): Promise<Contact> {
  const res = await client.post('/api/contacts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return contactResponse.parse(res.body).contact;
}

const list = async (client: ApiClient, query = '') => contactListResponse.parse((await client.get(`/api/contacts${query}`)).body);

describe('contacts API', () => {
  it('creates, reads, updates and deletes a contact, with its company', async () => {
    const { client, user } = await signUp(server.url);
    const acme = await addCompany(client, 'Acme Outdoor', 'acme-outdoor.example');
    const created = await client.post('/api/contacts', {
      firstName: '  Dana ',
      lastName: 'Okafor',
      email: ' dana@acme-outdoor.example ',
      phone: '+1 503 555 0100',
      jobTitle: 'HR Director',
      companyId: acme.id,
      linkedinProfile: 'linkedin.com/in/dana-okafor',
      notes: '',
    });
    expect(created.status).toBe(201);
    const contact = contactResponse.parse(created.body).contact;
    expect(contact).toMatchObject({
      firstName: 'Dana',
      lastName: 'Okafor',
      email: 'dana@acme-outdoor.example',
      phone: '+1 503 555 0100',
      jobTitle: 'HR Director',
      companyId: acme.id,
      linkedinProfile: 'https://linkedin.com/in/dana-okafor',
      contactStatus: 'lead',
      notes: null,
      company: { id: acme.id, name: 'Acme Outdoor' },
    });
    expect(user.id).toBeTruthy();

    expect(contactResponse.parse((await client.get(`/api/contacts/${contact.id}`)).body).contact).toEqual(contact);

    const patched = await client.patch(`/api/contacts/${contact.id}`, { contactStatus: 'customer', email: '', companyId: null, notes: ' Met at the expo ' });
    expect(patched.status).toBe(200);
    const updated = contactResponse.parse(patched.body).contact;
    expect(updated).toMatchObject({ id: contact.id, firstName: 'Dana', contactStatus: 'customer', email: null, companyId: null, company: null, notes: 'Met at the expo', phone: '+1 503 555 0100' });

    // The company page lists its contacts: the contact has left it.
    expect((await client.get(`/api/companies/${acme.id}`)).body.contacts).toEqual([]);

    expect((await client.delete(`/api/contacts/${contact.id}`)).status).toBe(204);
    expect((await client.get(`/api/contacts/${contact.id}`)).status).toBe(404);
    expect((await client.delete(`/api/contacts/${contact.id}`)).status).toBe(404);
    expect((await list(client)).items).toEqual([]);
  });

  it('gives field messages for bad input and writes nothing', async () => {
    const { client } = await signUp(server.url);
    const missing = await client.post('/api/contacts', {});
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toEqual({ firstName: 'First name and last name are required', lastName: 'First name and last name are required' });

    const bad = await client.post('/api/contacts', {
      firstName: '   ',
      lastName: 'x'.repeat(101),
      email: 'not-an-email',
      linkedinProfile: 'not a url',
      contactStatus: 'vip',
      companyId: 'nope',
      notes: 'n'.repeat(5001),
    });
    expect(fieldErrors(bad.body)).toEqual({
      firstName: 'First name and last name are required',
      lastName: 'Last name must be at most 100 characters',
      email: 'Please enter a valid email address',
      linkedinProfile: 'Please enter a valid URL (like https://www.linkedin.com/in/name)',
      contactStatus: 'Status must be one of lead, active, customer, archived',
      companyId: 'Please choose a company from the list',
      notes: 'Notes must be at most 5000 characters',
    });
    const unknownField = await client.patch('/api/contacts/00000000-0000-4000-8000-000000000000', { foo: 1 });
    expect(unknownField.status).toBe(400);
    expect((await client.get('/api/contacts/not-a-uuid')).status).toBe(400);
    expect((await client.get('/api/contacts?limit=0')).status).toBe(400);
    expect((await client.get('/api/contacts?cursor=garbage')).status).toBe(400);
    expect((await list(client)).items).toEqual([]);

    const c = await addContact(client, { firstName: 'Ann', lastName: 'Lee' });
    const blank = await client.patch(`/api/contacts/${c.id}`, { firstName: '', lastName: ' ' });
    expect(fieldErrors(blank.body)).toEqual({ firstName: 'First name and last name are required', lastName: 'First name and last name are required' });
    expect(contactResponse.parse((await client.get(`/api/contacts/${c.id}`)).body).contact).toEqual(c);
  });

  it("refuses a company of another workspace as a field error, on create and update", async () => {
    const owner = await signUp(server.url);
    const other = await signUp(server.url);
    const theirs = await addCompany(other.client, 'Their Co', 'their-co.example');
    const res = await owner.client.post('/api/contacts', { firstName: 'Sam', lastName: 'Park', companyId: theirs.id });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ companyId: 'Company not found' });
    expect((await list(owner.client)).items).toEqual([]);

    const mine = await addContact(owner.client, { firstName: 'Sam', lastName: 'Park' });
    const moved = await owner.client.patch(`/api/contacts/${mine.id}`, { companyId: theirs.id });
    expect(fieldErrors(moved.body)).toEqual({ companyId: 'Company not found' });
    expect((await owner.client.get(`/api/contacts/${mine.id}`)).body.contact.companyId).toBeNull();
  });

  it("treats another workspace's contact as not found on GET, PATCH and DELETE", async () => {
    const owner = await signUp(server.url);
    const other = await signUp(server.url);
    const c = await addContact(owner.client, { firstName: 'Private', lastName: 'Person', email: 'p@private.example' });
    for (const res of [
      await other.client.get(`/api/contacts/${c.id}`),
      await other.client.patch(`/api/contacts/${c.id}`, { firstName: 'Stolen' }),
      await other.client.delete(`/api/contacts/${c.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'not_found', message: 'Contact not found' });
    }
    expect((await list(other.client)).items).toEqual([]);
    expect((await list(other.client, '?q=private')).items).toEqual([]);
    expect(contactResponse.parse((await owner.client.get(`/api/contacts/${c.id}`)).body).contact).toEqual(c);
  });

  it('searches names, email, job title and company name, case-insensitively', async () => {
    const { client } = await signUp(server.url);
    const helix = await addCompany(client, 'Helix Medical', 'helix-medical.example');
    await addContact(client, { firstName: 'Maria', lastName: 'Gonzalez', email: 'maria@ridge.example', jobTitle: 'Events Manager' });
    await addContact(client, { firstName: 'Tom', lastName: 'Baker', jobTitle: 'CFO', companyId: helix.id });
    await addContact(client, { firstName: 'Priya', lastName: 'Shah', email: 'priya@lake.example' });
    const names = async (q: string) => (await list(client, `?q=${encodeURIComponent(q)}`)).items.map((c) => `${c.firstName} ${c.lastName}`);
    expect(await names('MARIA')).toEqual(['Maria Gonzalez']);
    expect(await names('maria gonz')).toEqual(['Maria Gonzalez']);
    expect(await names('shah')).toEqual(['Priya Shah']);
    expect(await names('LAKE.example')).toEqual(['Priya Shah']);
    expect(await names('events')).toEqual(['Maria Gonzalez']);
    expect(await names('helix')).toEqual(['Tom Baker']);
    expect(await names('100%')).toEqual([]);
    expect(await names('zzz')).toEqual([]);
    expect((await list(client, `?companyId=${helix.id}`)).items.map((c) => c.lastName)).toEqual(['Baker']);
  });

  it('contact search ignores accents and case ("NUNEZ" finds "Núñez")', async () => {
    const { client } = await signUp(server.url);
    const cafe = await addCompany(client, 'Café Société', 'cafe-societe.example');
    await addContact(client, { firstName: 'José', lastName: 'Núñez', jobTitle: 'Directeur Général' });
    await addContact(client, { firstName: 'Zoë', lastName: 'Ødegård', companyId: cafe.id });
    await addContact(client, { firstName: 'Jurgen', lastName: 'Strasse' });
    await addContact(client, { firstName: 'Ana', lastName: 'Lopez' });
    const names = async (q: string) => (await list(client, `?q=${encodeURIComponent(q)}`)).items.map((c) => `${c.firstName} ${c.lastName}`);
    expect(await names('NUNEZ')).toEqual(['José Núñez']);
    expect(await names('jose nunez')).toEqual(['José Núñez']);
    expect(await names('núñez')).toEqual(['José Núñez']);
    expect(await names('directeur general')).toEqual(['José Núñez']);
    expect(await names('odegard')).toEqual(['Zoë Ødegård']);
    expect(await names('ZOE')).toEqual(['Zoë Ødegård']);
    expect(await names('cafe societe')).toEqual(['Zoë Ødegård']);
    expect(await names('JÜRGEN')).toEqual(['Jurgen Strasse']);
    expect(await names('lópez')).toEqual(['Ana Lopez']);
  });

  it('refuses a second contact with an existing email (409), naming the first', async () => {
    const { client } = await signUp(server.url);
    const jane = await addContact(client, { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.example' });
    const again = await client.post('/api/contacts', { firstName: 'Janet', lastName: 'Doe', email: 'JANE@acme.example' });
    expect(again.status).toBe(409);
    expect(errorEnvelope.parse(again.body).error).toEqual({
      code: 'conflict',
      message: 'A contact with this email already exists: Jane Doe',
      details: [
        { path: 'email', message: 'A contact with this email already exists: Jane Doe' },
        { path: 'existingContactId', message: jane.id },
      ],
    });
    expect((await list(client)).items).toHaveLength(1);
    // Editing another contact onto that email is refused too; keeping one's own email is not.
    const john = await addContact(client, { firstName: 'John', lastName: 'Roe', email: 'john@acme.example' });
    expect((await client.patch(`/api/contacts/${john.id}`, { email: 'jane@acme.example' })).status).toBe(409);
    expect((await client.patch(`/api/contacts/${jane.id}`, { email: 'Jane@acme.example', jobTitle: 'CEO' })).status).toBe(200);
    // Another workspace may hold the same person.
    const other = await signUp(server.url);
    await addContact(other.client, { firstName: 'Jane', lastName: 'Doe', email: 'jane@acme.example' });
  });

  it('pages in last name, first name order without repeats', async () => {
    const { client } = await signUp(server.url);
    const people = [
      ['Zoe', 'adams'],
      ['Amy', 'Adams'],
      ['Ben', 'Young'],
      ['Cara', 'brown'],
      ['Al', 'Brown'],
      ['Dee', 'Chen'],
      ['Eve', 'Chen'],
    ];
    for (const [firstName, lastName] of people) await addContact(client, { firstName, lastName });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(client, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((c) => `${c.firstName} ${c.lastName}`));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['Amy Adams', 'Zoe adams', 'Al Brown', 'Cara brown', 'Dee Chen', 'Eve Chen', 'Ben Young']);
  });

  it('tells every tab of the workspace, and no other workspace, about contact changes', async () => {
    const { client } = await signUp(server.url);
    const outsider = await signUp(server.url);
    const tab = await connectSocket(server.url, client.cookieHeader);
    const otherWorkspace = await connectSocket(server.url, outsider.client.cookieHeader);
    try {
      const acme = await addCompany(client, 'Live Co', 'live-co.example');
      const c = await addContact(client, { firstName: 'Lia', lastName: 'Live', companyId: acme.id });
      const created = await tab.waitFor((e) => e.type === 'contact.created');
      expect(created.payload).toEqual({ contact: c });

      const updated = contactResponse.parse((await client.patch(`/api/contacts/${c.id}`, { jobTitle: 'Buyer', companyId: null })).body).contact;
      const upd = await tab.waitFor((e) => e.type === 'contact.updated');
      expect(upd.payload).toEqual({ contact: updated, previousCompanyId: acme.id });

      await client.delete(`/api/contacts/${c.id}`);
      const del = await tab.waitFor((e) => e.type === 'contact.deleted');
      expect(del.payload).toEqual({ id: c.id, companyId: null });

      // An event of a later change proves the outsider's socket was live the whole time.
      await outsider.client.post('/api/companies', { name: 'Outsider Co', domain: 'outsider-co.example' });
      await otherWorkspace.waitFor((e) => e.type === 'company.created');
      expect(otherWorkspace.events.filter((e) => e.type.startsWith('contact.'))).toEqual([]);
    } finally {
      tab.close();
      otherWorkspace.close();
    }
  });

  it('requires a signed-in user', async () => {
    const res = await fetch(`${server.url}/api/contacts`);
    expect(res.status).toBe(401);
  });
});
