// docs/product.md#tasks: tasks by hand, from alerts and proposals and from other areas' transactions;
// grouped on the server's clock, snoozed by business days, filtered by owner, live in every tab of
// the workspace and nowhere else, and handed to the heir of a removed member.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGES } from '../../contracts/permissions.js';
import { errorEnvelope } from '../../contracts/errors.js';
import { taskBadgeResponse, taskGroupOf, taskListResponse, taskResponse, type Task, type TaskGroup } from '../../contracts/tasks.js';
import type { EventEnvelope } from '../../contracts/events.js';
import type { RunningServer } from '../../server/app.js';
import { buyerSignalAlerts, products } from '../../server/db/schema/index.js';
import { inTransaction } from '../../server/events/outbox.js';
import { completeTasksFrom, createTask } from '../../server/tasks/index.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, expectNoEventBefore, profileBarrier } from '../helpers/socket.js';
import { fieldErrors } from '../helpers/field-errors.js';
import { memberOf } from '../helpers/team.js';
import { firstColourOf } from '../helpers/orders.js';

// The server's clock starts on Wednesday 26 November 2031 at noon (UTC): "today" for every rule here.
const NOW = new Date('2031-11-26T12:00:00.000Z');
const TODAY = '2031-11-26';

let server: RunningServer;
let owner: Awaited<ReturnType<typeof signUp>>;
let workspaceId: string;
let outsider: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // A server of its own: its business clock is set (CLOCK_NOW), and a few catalogue products make a proposal's line.
  server = await startTestServer({ clockStartsAt: NOW, seedCatalogueSize: 20, authRatePerIp: 1_000_000 });
  await server.seeded;
  owner = await signUp(server.url, 'Tess Owner');
  workspaceId = owner.user.workspaceId;
  outsider = await signUp(server.url, 'Otto Outsider');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const addCompany = async (client: ApiClient, name = 'Acme Outdoor') => {
  const res = await client.post('/api/companies', { name, domain: `acme-${randomUUID().slice(0, 8)}.example` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.company as { id: string; name: string };
};
const addContact = async (client: ApiClient, companyId: string | null, firstName = 'Dana') => {
  const res = await client.post('/api/contacts', { firstName, lastName: 'Okafor', companyId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.contact as { id: string };
};
const addTask = async (client: ApiClient, body: Record<string, unknown>): Promise<Task> => {
  const res = await client.post('/api/tasks', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return taskResponse.parse(res.body).task;
};
const list = async (client: ApiClient, query = '') => {
  const res = await client.get(`/api/tasks${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return taskListResponse.parse(res.body);
};
const badge = async (client: ApiClient) => taskBadgeResponse.parse((await client.get('/api/tasks/badge')).body);
/** The sections of the My tasks page, as the UI makes them from the server's today. */
const sections = async (client: ApiClient, query = '') => {
  const { today, items } = await list(client, query);
  const out: Record<TaskGroup, string[]> = { today: [], overdue: [], upcoming: [], done: [] };
  for (const t of items) out[taskGroupOf(t, today)].push(t.title);
  return out;
};

describe('tasks', () => {
  it('adds tasks and groups them on the server’s today: Today, Overdue, Upcoming, Done', async () => {
    const { client } = await signUp(server.url, 'Grace Grouper');
    const acme = await addCompany(client);
    const dana = await addContact(client, acme.id);
    const late = await addTask(client, { title: 'Send the catalogue', dueAt: '2031-11-24' });
    const timed = await addTask(client, { title: '  Call Dana  ', dueAt: '2031-11-26T15:30:00Z', contactId: dana.id, notes: 'About the kits' });
    const plain = await addTask(client, { title: 'Check samples', dueAt: TODAY });
    const later = await addTask(client, { title: 'Quarterly review', dueAt: '2031-12-03', companyId: acme.id });

    expect(timed).toMatchObject({
      title: 'Call Dana',
      notes: 'About the kits',
      dueAt: '2031-11-26T15:30:00.000Z',
      dueHasTime: true,
      dueDay: TODAY,
      status: 'open',
      doneAt: null,
      source: 'manual',
      // A contact brings its company along.
      companyId: acme.id,
      company: { id: acme.id, name: 'Acme Outdoor' },
      contact: { id: dana.id, name: 'Dana Okafor' },
      owner: { fullName: 'Grace Grouper' },
    });
    expect(plain).toMatchObject({ dueAt: `${TODAY}T00:00:00.000Z`, dueHasTime: false });

    const { today, items } = await list(client);
    expect(today).toBe(TODAY);
    // Open tasks soonest first.
    expect(items.map((t) => t.id)).toEqual([late.id, plain.id, timed.id, later.id]);
    expect(await sections(client)).toEqual({ today: ['Check samples', 'Call Dana'], overdue: ['Send the catalogue'], upcoming: ['Quarterly review'], done: [] });
    expect(await badge(client)).toEqual({ due: 3, today: TODAY });

    // Done with one click, then open again.
    const done = await client.patch(`/api/tasks/${late.id}`, { status: 'done' });
    expect(done.status).toBe(200);
    expect(taskResponse.parse(done.body).task).toMatchObject({ status: 'done', doneAt: expect.stringMatching(/^2031-11-26T12:/) }); // the server's clock
    expect(await sections(client)).toMatchObject({ overdue: [], done: ['Send the catalogue'] });
    expect((await badge(client)).due).toBe(2);
    expect((await list(client, '?status=done')).items.map((t) => t.id)).toEqual([late.id]);
    expect((await list(client, '?status=open')).items).toHaveLength(3);
    const reopened = taskResponse.parse((await client.patch(`/api/tasks/${late.id}`, { status: 'open' })).body).task;
    expect(reopened).toMatchObject({ status: 'open', doneAt: null });

    // The company's and the contact's pages list theirs.
    expect((await list(client, `?companyId=${acme.id}&status=open`)).items.map((t) => t.title)).toEqual(['Call Dana', 'Quarterly review']);
    expect((await list(client, `?contactId=${dana.id}`)).items.map((t) => t.title)).toEqual(['Call Dana']);
  });

  it('edits a task (refusing a stale edit) and deletes it', async () => {
    const { client } = await signUp(server.url);
    const acme = await addCompany(client);
    const task = await addTask(client, { title: 'Draft a quote', dueAt: '2031-11-28' });
    const edited = await client.patch(`/api/tasks/${task.id}`, { title: 'Draft the quote', notes: 'Tiered', dueAt: '2031-11-28T09:00:00+01:00', companyId: acme.id, expectedUpdatedAt: task.updatedAt });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = taskResponse.parse(edited.body).task;
    expect(after).toMatchObject({ title: 'Draft the quote', notes: 'Tiered', dueAt: '2031-11-28T08:00:00.000Z', dueHasTime: true, companyId: acme.id });
    // Begun on the old version: refused, with the task as it is now.
    const stale = await client.patch(`/api/tasks/${task.id}`, { title: 'Mine', expectedUpdatedAt: task.updatedAt });
    expect(stale.status).toBe(409);
    expect(errorEnvelope.parse(stale.body).error.details?.[0]).toMatchObject({ current: { title: 'Draft the quote' } });
    // Clearing the company and the notes.
    expect(taskResponse.parse((await client.patch(`/api/tasks/${task.id}`, { companyId: null, notes: '' })).body).task).toMatchObject({ companyId: null, company: null, notes: null });

    expect((await client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await client.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await client.patch(`/api/tasks/${task.id}`, { title: 'Gone' })).status).toBe(404);
  });

  it('snoozes by business days: to tomorrow, in 3 business days, to next week', async () => {
    const { client } = await signUp(server.url);
    const snooze = async (id: string, option?: string) => {
      const res = await client.post(`/api/tasks/${id}/snooze`, option ? { option } : {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return taskResponse.parse(res.body).task;
    };
    const today = await addTask(client, { title: 'Today', dueAt: TODAY });
    expect((await snooze(today.id)).dueDay).toBe('2031-11-27'); // Thursday
    expect((await snooze(today.id)).dueDay).toBe('2031-11-28'); // Friday: its own day is later than today
    expect((await snooze(today.id)).dueDay).toBe('2031-12-01'); // over the weekend to Monday
    const overdue = await addTask(client, { title: 'Overdue', dueAt: '2031-11-10' });
    expect((await snooze(overdue.id, '3d')).dueDay).toBe('2031-12-01'); // Wed + 3 business days, from today
    const timed = await addTask(client, { title: 'Timed', dueAt: '2031-11-26T16:45:00Z' });
    expect((await snooze(timed.id, 'next-week')).dueAt).toBe('2031-12-01T16:45:00.000Z'); // Monday, same time
    expect((await badge(client)).due).toBe(0);

    const bad = await client.post(`/api/tasks/${today.id}/snooze`, { option: '2d' });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({ option: 'Snooze must be one of 1d, 3d, next-week' });
    await client.patch(`/api/tasks/${today.id}`, { status: 'done' });
    const closed = await client.post(`/api/tasks/${today.id}/snooze`, {});
    expect(closed.status).toBe(409);
    expect(errorEnvelope.parse(closed.body).error.message).toBe('This task is done: open it again to snooze it');
  });

  it('makes a task from an alert or a proposal, taking its company; a proposal’s follow-up is 3 business days out and closes when the client approves', async () => {
    const { client, user } = await signUp(server.url);
    const acme = await addCompany(client);
    const [alert] = await server.app.db
      .insert(buyerSignalAlerts)
      .values({ workspaceId: user.workspaceId, companyId: acme.id, signalKey: randomUUID(), signalType: 'Hiring Surge', summary: 'Hiring 40 nurses' })
      .returning({ id: buyerSignalAlerts.id });
    const fromAlert = await addTask(client, { title: 'Pitch onboarding kits', dueAt: TODAY, source: 'alert', sourceId: alert.id });
    expect(fromAlert).toMatchObject({ source: 'alert', sourceId: alert.id, companyId: acme.id });

    const [product] = await server.app.db.select({ id: products.id }).from(products).limit(1);
    const created = await client.post('/api/proposals', { title: 'Acme Kit', companyId: acme.id, lines: [{ productId: product.id, tiers: [100], color: await firstColourOf(client, product.id) }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const proposalId = created.body.proposal.id as string;
    const followUp = await addTask(client, { title: 'Follow up on Acme Kit', dueInBusinessDays: 3, source: 'proposal', sourceId: proposalId });
    expect(followUp).toMatchObject({ source: 'proposal', sourceId: proposalId, companyId: acme.id, dueDay: '2031-12-01', dueHasTime: false });

    const missing = await client.post('/api/tasks', { title: 'x', dueAt: TODAY, source: 'proposal' });
    expect(fieldErrors(missing.body)).toEqual({ sourceId: 'A task from an alert or a proposal needs the alert’s or the proposal’s id' });

    // The client approves everything through the link: the follow-up is done, and the company's timeline says so.
    const share = await client.post(`/api/proposals/${proposalId}/share`, {});
    expect(share.status).toBe(201);
    const approve = await client.request('POST', `/api/public/proposals/${share.body.token as string}/actions`, { kind: 'approve', name: 'Dana Buyer', email: 'dana@acme.example' });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    expect(taskResponse.parse((await client.get(`/api/tasks/${followUp.id}`)).body).task).toMatchObject({ status: 'done' });
    expect(taskResponse.parse((await client.get(`/api/tasks/${fromAlert.id}`)).body).task).toMatchObject({ status: 'open' });
    const timeline = (await client.get(`/api/companies/${acme.id}/timeline`)).body.items as { kind: string; text: string }[];
    expect(timeline[0]).toEqual(expect.objectContaining({ kind: 'task', text: 'Task done: Follow up on Acme Kit' }));
  });

  it('filters by owner: mine, a teammate’s, everyone’s — for owners, admins and members alike', async () => {
    const admin = await memberOf(server, workspaceId, 'admin', 'Ada Admin');
    const rep = await memberOf(server, workspaceId, 'member', 'Remy Rep');
    const mine = await addTask(owner.client, { title: 'Owner task', dueAt: TODAY });
    const repsOwn = await addTask(rep.client, { title: 'Rep task', dueAt: TODAY });
    // An owner (or admin) gives a task to a member.
    const given = await addTask(admin.client, { title: 'Given to the rep', dueAt: '2031-11-27', ownerId: rep.user.id });
    expect(given).toMatchObject({ ownerId: rep.user.id, owner: { fullName: 'Remy Rep' }, createdBy: admin.user.id });

    const titles = async (client: ApiClient, query: string) => (await list(client, query)).items.map((t) => t.id);
    expect(await titles(owner.client, '?owner=me')).toEqual([mine.id]);
    expect(await titles(owner.client, `?owner=${rep.user.id}`)).toEqual([repsOwn.id, given.id]);
    expect(await titles(admin.client, `?owner=${rep.user.id}`)).toEqual([repsOwn.id, given.id]);
    expect(await titles(admin.client, '?owner=me')).toEqual([]);
    // A member sees their own, and may look at the team's.
    expect(await titles(rep.client, '?owner=me')).toEqual([repsOwn.id, given.id]);
    expect(await titles(rep.client, '')).toEqual(expect.arrayContaining([mine.id, repsOwn.id, given.id]));
    // The badge is always one's own.
    expect((await badge(rep.client)).due).toBe(1);
    expect((await badge(admin.client)).due).toBe(0);
    // Only members of this workspace are owners.
    const stranger = await owner.client.get(`/api/tasks?owner=${outsider.user.id}`);
    expect(stranger.status).toBe(400);
    expect(fieldErrors(stranger.body)).toEqual({ owner: 'Choose a member of the workspace' });
  });

  it('lets viewers read tasks but not write them (403)', async () => {
    const viewer = await memberOf(server, workspaceId, 'viewer', 'Val Viewer');
    const task = await addTask(owner.client, { title: 'Visible to viewers', dueAt: TODAY });
    expect((await viewer.client.get('/api/tasks')).status).toBe(200);
    expect((await viewer.client.get(`/api/tasks/${task.id}`)).status).toBe(200);
    expect((await viewer.client.get('/api/tasks/badge')).status).toBe(200);
    for (const res of [
      await viewer.client.post('/api/tasks', { title: 'Mine', dueAt: TODAY }),
      await viewer.client.patch(`/api/tasks/${task.id}`, { status: 'done' }),
      await viewer.client.post(`/api/tasks/${task.id}/snooze`, {}),
      await viewer.client.delete(`/api/tasks/${task.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(errorEnvelope.parse(res.body).error.message).toBe(FORBIDDEN_MESSAGES['records.write']);
    }
    expect(taskResponse.parse((await owner.client.get(`/api/tasks/${task.id}`)).body).task.status).toBe('open');
  });

  it('refuses another workspace’s ids: its tasks are not found, its company, contact, owner, alert or proposal are field errors', async () => {
    const theirCompany = await addCompany(outsider.client, 'Their Co');
    const theirContact = await addContact(outsider.client, theirCompany.id);
    const theirTask = await addTask(outsider.client, { title: 'Theirs', dueAt: TODAY });
    const theirProposal = await outsider.client.post('/api/proposals', { title: 'Theirs', companyId: theirCompany.id });
    const refused = await owner.client.post('/api/tasks', { title: 'Sneaky', dueAt: TODAY, companyId: theirCompany.id, contactId: theirContact.id, ownerId: outsider.user.id });
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused.body)).toEqual({ companyId: 'Company not found', contactId: 'Contact not found', ownerId: 'Choose a member of the workspace' });
    const fromTheirs = await owner.client.post('/api/tasks', { title: 'Sneaky', dueAt: TODAY, source: 'proposal', sourceId: theirProposal.body.proposal.id });
    expect(fieldErrors(fromTheirs.body)).toEqual({ sourceId: 'Proposal not found' });
    const alertOfNobody = await owner.client.post('/api/tasks', { title: 'Sneaky', dueAt: TODAY, source: 'alert', sourceId: randomUUID() });
    expect(fieldErrors(alertOfNobody.body)).toEqual({ sourceId: 'Alert not found' });

    const mine = await addTask(owner.client, { title: 'Mine to move', dueAt: TODAY });
    const moved = await owner.client.patch(`/api/tasks/${mine.id}`, { companyId: theirCompany.id });
    expect(fieldErrors(moved.body)).toEqual({ companyId: 'Company not found' });

    expect((await owner.client.get(`/api/tasks/${theirTask.id}`)).status).toBe(404);
    expect((await owner.client.patch(`/api/tasks/${theirTask.id}`, { status: 'done' })).status).toBe(404);
    expect((await owner.client.post(`/api/tasks/${theirTask.id}/snooze`, {})).status).toBe(404);
    expect((await owner.client.delete(`/api/tasks/${theirTask.id}`)).status).toBe(404);
    expect((await list(owner.client, `?companyId=${theirCompany.id}`)).items).toEqual([]);
    expect(taskResponse.parse((await outsider.client.get(`/api/tasks/${theirTask.id}`)).body).task.status).toBe('open');
  });

  it('answers bad input with 400 and a field message, never 500', async () => {
    const { client } = await signUp(server.url);
    const task = await addTask(client, { title: 'Fine', dueAt: TODAY });
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ dueAt: TODAY }, { title: 'Please enter what the task is' }],
      [{ title: '   ', dueAt: TODAY }, { title: 'Please enter what the task is' }],
      [{ title: 'x'.repeat(10_000), dueAt: TODAY }, { title: 'The title must be at most 200 characters' }],
      [{ title: 5, dueAt: TODAY }, { title: 'Please enter what the task is' }],
      [{ title: 'Bad day', dueAt: '2031-02-30' }, { dueAt: 'Please choose a valid due date (YYYY-MM-DD, or a date and time)' }],
      [{ title: 'Words', dueAt: 'tomorrow' }, { dueAt: 'Please choose a valid due date (YYYY-MM-DD, or a date and time)' }],
      [{ title: 'Far', dueAt: '9999-01-01' }, { dueAt: 'The due date must be between the years 2000 and 2099' }],
      [{ title: 'None' }, { dueAt: 'Please choose a due date' }],
      [{ title: 'Both', dueAt: TODAY, dueInBusinessDays: 3 }, { dueAt: 'Give a due date or a number of business days, not both' }],
      [{ title: 'Many', dueInBusinessDays: 1000 }, { dueInBusinessDays: 'Business days must be at most 60' }],
      [{ title: 'Src', dueAt: TODAY, source: 'sequence', sourceId: randomUUID() }, { source: 'Source must be one of manual, alert, proposal' }],
      [{ title: 'Ids', dueAt: TODAY, companyId: 'acme' }, { companyId: 'Invalid company id' }],
      [{ title: 'Notes', dueAt: TODAY, notes: 'n'.repeat(5001) }, { notes: 'Notes must be at most 5000 characters' }],
    ];
    for (const [body, errors] of cases) {
      const res = await client.post('/api/tasks', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(fieldErrors(res.body)).toEqual(errors);
    }
    expect(fieldErrors((await client.patch(`/api/tasks/${task.id}`, { status: 'finished' })).body)).toEqual({ status: 'Status must be open or done' });
    expect((await client.patch(`/api/tasks/${task.id}`, { source: 'alert' })).status).toBe(400);
    expect((await client.patch(`/api/tasks/${task.id}`, { title: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await client.get('/api/tasks/not-a-task')).status).toBe(400);
    expect((await client.get('/api/tasks?limit=100000')).status).toBe(400);
    expect((await client.get('/api/tasks?owner=somebody')).status).toBe(400);
    expect((await client.request('POST', '/api/tasks', '{"title": ')).status).toBe(400);
    expect((await list(client)).items.map((t) => t.title)).toEqual(['Fine']);
  });

  it('is live in every tab of the workspace, and in no other workspace', async () => {
    const teammate = await memberOf(server, workspaceId, 'member', 'Tab Mate');
    const tab = await connectSocket(server.url, teammate.client.cookieHeader);
    const elsewhere = await connectSocket(server.url, outsider.client.cookieHeader);
    try {
      const acme = await addCompany(owner.client, 'Live Co');
      const task = await addTask(owner.client, { title: 'Live task', dueAt: TODAY, companyId: acme.id });
      const isTask = (type: string) => (e: EventEnvelope) => e.type === type && (e.payload as { task?: Task; id?: string }).task?.id === task.id;
      expect((await tab.waitFor(isTask('task.created'))).payload).toMatchObject({ task: { title: 'Live task', companyId: acme.id } });
      await owner.client.post(`/api/tasks/${task.id}/snooze`, {});
      expect((await tab.waitFor((e) => isTask('task.updated')(e) && (e.payload as { change: string }).change === 'snoozed')).payload).toMatchObject({ task: { dueDay: '2031-11-27' } });
      await owner.client.patch(`/api/tasks/${task.id}`, { status: 'done' });
      await tab.waitFor((e) => isTask('task.updated')(e) && (e.payload as { change: string }).change === 'done');
      // Done is history: the activity feed of every tab hears it too.
      await tab.waitFor((e) => e.type === 'activity.created' && (e.payload as { activity: { text: string } }).activity.text === 'Task done: Live task');
      await owner.client.delete(`/api/tasks/${task.id}`);
      expect((await tab.waitFor((e) => e.type === 'task.deleted' && (e.payload as { id: string }).id === task.id)).payload).toEqual({ id: task.id, companyId: acme.id, contactId: null });
      await expectNoEventBefore(elsewhere, (e) => e.type.startsWith('task.'), profileBarrier(outsider.client));
    } finally {
      tab.close();
      elsewhere.close();
    }
  });

  it('hands a removed member’s tasks to the heir', async () => {
    const leaving = await memberOf(server, workspaceId, 'member', 'Lee Leaving');
    const heir = await memberOf(server, workspaceId, 'member', 'Hal Heir');
    const open = await addTask(leaving.client, { title: 'Unfinished business', dueAt: TODAY });
    const done = await addTask(leaving.client, { title: 'Finished business', dueAt: TODAY });
    await leaving.client.patch(`/api/tasks/${done.id}`, { status: 'done' });
    const tab = await connectSocket(server.url, heir.client.cookieHeader);
    try {
      const removed = await owner.client.delete(`/api/workspace/members/${leaving.user.id}?reassignTo=${heir.user.id}`);
      expect(removed.status, JSON.stringify(removed.body)).toBe(204);
      const moved = await tab.waitFor((e) => e.type === 'task.updated' && (e.payload as { task: Task }).task.id === open.id);
      expect(moved.payload).toMatchObject({ change: 'owner', task: { ownerId: heir.user.id, owner: { fullName: 'Hal Heir' } } });
      expect((await list(heir.client, '?owner=me')).items.map((t) => t.id).sort()).toEqual([open.id, done.id].sort());
      expect((await badge(heir.client)).due).toBe(1);
    } finally {
      tab.close();
    }
  });

  it('offers other areas createTask in their own transaction (checked ids, the event after commit) and completeTasksFrom', async () => {
    const { client, user } = await signUp(server.url, 'Seq Owner');
    const acme = await addCompany(client);
    const dana = await addContact(client, acme.id);
    const tab = await connectSocket(server.url, client.cookieHeader);
    try {
      const enrolment = randomUUID();
      const task = await inTransaction(server.app, (tx, publish) =>
        createTask(tx, publish, {
          workspaceId: user.workspaceId,
          ownerId: user.id,
          createdBy: null,
          title: 'LinkedIn: connect with Dana',
          dueAt: new Date('2031-11-27T10:11:12Z'),
          contactId: dana.id,
          source: 'sequence',
          sourceId: enrolment,
        }),
      );
      // Without a time, due that day (midnight UTC); the contact's company comes along.
      expect(task).toMatchObject({ dueAt: '2031-11-27T00:00:00.000Z', dueHasTime: false, source: 'sequence', sourceId: enrolment, companyId: acme.id, createdBy: null });
      await tab.waitFor((e) => e.type === 'task.created' && (e.payload as { task: Task }).task.id === task.id);
      expect((await list(client)).items.map((t) => t.id)).toEqual([task.id]);

      // Another workspace's contact is refused, and the caller's transaction rolls back with nothing written.
      const theirs = await addContact(outsider.client, null, 'Theirs');
      await expect(
        inTransaction(server.app, (tx, publish) =>
          createTask(tx, publish, { workspaceId: user.workspaceId, ownerId: user.id, createdBy: null, title: 'Reply from them', dueAt: NOW, contactId: theirs.id, source: 'reply' }),
        ),
      ).rejects.toMatchObject({ status: 400, message: 'Contact not found' });
      expect((await list(client)).items).toHaveLength(1);

      const closed = await inTransaction(server.app, (tx, publish) => completeTasksFrom(tx, publish, { workspaceId: user.workspaceId, source: 'sequence', sourceId: enrolment, actorId: null, now: NOW }));
      expect(closed).toBe(1);
      expect(taskResponse.parse((await client.get(`/api/tasks/${task.id}`)).body).task).toMatchObject({ status: 'done', doneAt: NOW.toISOString() });
    } finally {
      tab.close();
    }
  });
});
