import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DuplicatePolicy, ImportCounts, ImportProblem } from '../../contracts/imports.js';
import { companies, contacts, importChanges } from '../db/schema/index.js';
import type { Tx } from '../db/connect.js';
import { initialStage } from '../companies/index.js';
import type { CompanyValues, ContactValues, ImportKind, MappedRow } from './rows.js';

/** The problems an import keeps (the rest are counted). */
export const PROBLEMS_KEPT = 500;

export type StoreContext = { importId: string; workspaceId: string; userId: string | null; kind: ImportKind; policy: DuplicatePolicy };

/** What an import has done so far, carried from one chunk to the next. */
export type StoreState = {
  counts: ImportCounts;
  problems: ImportProblem[];
  /** Companies this import created or already matched, by domain: later rows link to them, and never update them twice. */
  companyByDomain: Map<string, string>;
  /** Records this import already created or updated (an update's `before` is taken once, from before the import). */
  touched: Set<string>;
  /** The first line of each domain (companies files) or email (contacts files), for rows that repeat one. */
  firstLine: Map<string, number>;
};

export const emptyCounts = (): ImportCounts => ({ companiesCreated: 0, companiesUpdated: 0, contactsCreated: 0, contactsUpdated: 0, skipped: 0, failed: 0 });
export const newStoreState = (): StoreState => ({ counts: emptyCounts(), problems: [], companyByDomain: new Map(), touched: new Set(), firstLine: new Map() });

type Change = typeof importChanges.$inferInsert;
type CompanyRow = typeof companies.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

const COMPANY_FIELDS = ['name', 'industry', 'companySize', 'employeeCount', 'headquarters', 'country', 'linkedinUrl', 'description', 'notes'] as const;
const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'jobTitle', 'linkedinProfile', 'notes', 'companyId'] as const;
/** The columns Undo may write back (an update's `before` names only these). */
export const RESTORABLE = { company: COMPANY_FIELDS, contact: CONTACT_FIELDS } as const;

/**
 * The fields a duplicate gets from the file: under "fill" only those empty in the record, under
 * "overwrite" every value the file has (blank cells never erase anything). `before` is what they were.
 */
function changesFor<K extends string, V extends string | number>(policy: DuplicatePolicy, fields: readonly K[], current: Record<K, unknown>, incoming: Partial<Record<K, V | null>>) {
  const set: Partial<Record<K, V>> = {};
  const before: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    const value = incoming[field];
    if (!value || value === current[field]) continue;
    const empty = current[field] === null || current[field] === '';
    if (policy === 'overwrite' || (policy === 'fill' && empty)) {
      set[field] = value;
      before[field] = current[field];
    }
  }
  return Object.keys(set).length ? { set, before } : null;
}

const problem = (state: StoreState, line: number, reason: string) => {
  state.counts.failed += 1;
  if (state.problems.length < PROBLEMS_KEPT) state.problems.push({ line, reason });
};

/** Rows that repeat a domain (companies) or an email (contacts) of an earlier row are problems, named with that row. */
function withoutRepeats(ctx: StoreContext, rows: readonly MappedRow[], state: StoreState) {
  const kept: Array<Extract<MappedRow, { problem: null }>> = [];
  for (const row of rows) {
    if (row.problem !== null) {
      problem(state, row.line, row.problem);
      continue;
    }
    const key = ctx.kind === 'companies' ? row.company?.domain : row.contact?.email;
    const first = key ? state.firstLine.get(key) : undefined;
    if (key && first !== undefined) {
      problem(state, row.line, `${key} is already on line ${first}`);
      continue;
    }
    if (key) state.firstLine.set(key, row.line);
    kept.push(row);
  }
  return kept;
}

const companyInsert = (ctx: StoreContext, c: CompanyValues, notes: string | null): typeof companies.$inferInsert => ({
  workspaceId: ctx.workspaceId,
  createdBy: ctx.userId,
  ownerId: ctx.userId,
  name: c.name ?? c.domain!,
  domain: c.domain!,
  website: `https://${c.domain}`,
  industry: c.industry,
  companySize: c.companySize,
  employeeCount: c.employeeCount,
  headquarters: c.headquarters,
  country: c.country,
  linkedinUrl: c.linkedinUrl,
  description: c.description,
  notes,
  stage: initialStage({}),
});

/** Creates or updates the chunk's companies; returns each row's company id (by domain) for its contact. */
async function storeCompanies(tx: Tx, ctx: StoreContext, rows: ReadonlyArray<Extract<MappedRow, { problem: null }>>, state: StoreState, changes: Change[]) {
  const wanted = new Map<string, { company: CompanyValues; notes: string | null; line: number }>();
  for (const row of rows) {
    const domain = row.company?.domain;
    if (domain && !state.companyByDomain.has(domain) && !wanted.has(domain)) wanted.set(domain, { company: row.company!, notes: ctx.kind === 'companies' ? row.notes : null, line: row.line });
  }
  const existing: CompanyRow[] = wanted.size
    ? await tx.select().from(companies).where(and(eq(companies.workspaceId, ctx.workspaceId), inArray(companies.domain, [...wanted.keys()])))
    : [];
  for (const current of existing) {
    const { company, notes } = wanted.get(current.domain)!;
    wanted.delete(current.domain);
    state.companyByDomain.set(current.domain, current.id);
    if (ctx.kind === 'companies' && ctx.policy === 'skip') state.counts.skipped += 1;
    if (ctx.policy === 'skip') continue;
    const update = changesFor<(typeof COMPANY_FIELDS)[number], string | number>(ctx.policy, COMPANY_FIELDS, current, { ...company, name: company.name, notes });
    if (!update) {
      if (ctx.kind === 'companies') state.counts.skipped += 1; // nothing new for it
      continue;
    }
    // Each field's value comes from the row's own CompanyValues, typed as the column is (the head count a number).
    await tx.update(companies).set({ ...(update.set as Partial<typeof companies.$inferInsert>), updatedAt: new Date() }).where(and(eq(companies.id, current.id), eq(companies.workspaceId, ctx.workspaceId)));
    state.touched.add(current.id);
    state.counts.companiesUpdated += 1;
    changes.push({ importId: ctx.importId, workspaceId: ctx.workspaceId, entity: 'company', recordId: current.id, action: 'updated', before: update.before });
  }
  if (wanted.size) {
    const created = await tx
      .insert(companies)
      .values([...wanted.values()].map((w) => companyInsert(ctx, w.company, w.notes)))
      // Added meanwhile by someone else: matched, not created (below).
      .onConflictDoNothing()
      .returning({ id: companies.id, domain: companies.domain });
    for (const c of created) {
      state.companyByDomain.set(c.domain, c.id);
      state.touched.add(c.id);
      changes.push({ importId: ctx.importId, workspaceId: ctx.workspaceId, entity: 'company', recordId: c.id, action: 'created' });
    }
    state.counts.companiesCreated += created.length;
    const raced = [...wanted.keys()].filter((d) => !state.companyByDomain.has(d));
    if (raced.length) {
      const found = await tx.select({ id: companies.id, domain: companies.domain }).from(companies).where(and(eq(companies.workspaceId, ctx.workspaceId), inArray(companies.domain, raced)));
      for (const c of found) state.companyByDomain.set(c.domain, c.id);
    }
  }
}

/** Pipeline companies by lower-case name, for contacts whose company has no domain. */
async function companiesNamed(tx: Tx, workspaceId: string, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const found = await tx
    .select({ id: companies.id, name: sql<string>`lower(${companies.name})` })
    .from(companies)
    .where(and(eq(companies.workspaceId, workspaceId), inArray(sql`lower(${companies.name})`, names)))
    .orderBy(companies.createdAt);
  const byName = new Map<string, string>();
  for (const c of found) if (!byName.has(c.name)) byName.set(c.name, c.id);
  return byName;
}

async function storeContacts(tx: Tx, ctx: StoreContext, rows: ReadonlyArray<Extract<MappedRow, { problem: null }>>, state: StoreState, changes: Change[]) {
  const names = [...new Set(rows.filter((r) => r.company && !r.company.domain && r.company.name).map((r) => r.company!.name!.toLowerCase()))];
  const byName = await companiesNamed(tx, ctx.workspaceId, names);
  const companyIdOf = (c: CompanyValues | null) => (c?.domain ? state.companyByDomain.get(c.domain) : c?.name ? byName.get(c.name.toLowerCase()) : undefined) ?? null;
  const emails = rows.flatMap((r) => (r.contact?.email ? [r.contact.email] : []));
  const existing: ContactRow[] = emails.length
    ? await tx.select().from(contacts).where(and(eq(contacts.workspaceId, ctx.workspaceId), inArray(sql`lower(${contacts.email})`, emails)))
    : [];
  const byEmail = new Map(existing.map((c) => [c.email!.toLowerCase(), c]));
  const fresh: Array<typeof contacts.$inferInsert> = [];
  for (const row of rows) {
    const contact: ContactValues = row.contact!;
    const companyId = companyIdOf(row.company);
    // A company that could not be made (no domain) nor found by name is kept on the contact, not lost.
    const notes = !companyId && row.company?.name ? [`Company: ${row.company.name}`, row.notes].filter(Boolean).join('\n') : row.notes;
    const current = contact.email ? byEmail.get(contact.email) : undefined;
    if (!current) {
      fresh.push({ workspaceId: ctx.workspaceId, userId: ctx.userId, companyId, ...contact, notes });
      continue;
    }
    if (ctx.policy === 'skip' || state.touched.has(current.id)) {
      state.counts.skipped += 1;
      continue;
    }
    const update = changesFor(ctx.policy, CONTACT_FIELDS, current, { ...contact, notes, companyId });
    if (!update) {
      state.counts.skipped += 1; // nothing new for it
      continue;
    }
    await tx.update(contacts).set({ ...update.set, updatedAt: new Date() }).where(and(eq(contacts.id, current.id), eq(contacts.workspaceId, ctx.workspaceId)));
    state.touched.add(current.id);
    state.counts.contactsUpdated += 1;
    changes.push({ importId: ctx.importId, workspaceId: ctx.workspaceId, entity: 'contact', recordId: current.id, action: 'updated', before: update.before });
  }
  if (fresh.length) {
    const created = await tx.insert(contacts).values(fresh).returning({ id: contacts.id });
    for (const c of created) changes.push({ importId: ctx.importId, workspaceId: ctx.workspaceId, entity: 'contact', recordId: c.id, action: 'created' });
    state.counts.contactsCreated += created.length;
  }
}

/**
 * Stores one chunk of mapped rows in the caller's transaction: companies matched by registrable
 * domain and contacts by email, created or (by the duplicate policy) updated, each change
 * recorded for Undo. Set-based: a chunk costs a handful of statements, plus one per updated record.
 */
export async function storeChunk(tx: Tx, ctx: StoreContext, rows: readonly MappedRow[], state: StoreState): Promise<void> {
  const kept = withoutRepeats(ctx, rows, state);
  const changes: Change[] = [];
  await storeCompanies(tx, ctx, kept, state, changes);
  if (ctx.kind === 'contacts') await storeContacts(tx, ctx, kept, state, changes);
  for (let i = 0; i < changes.length; i += 1000) await tx.insert(importChanges).values(changes.slice(i, i + 1000));
}
