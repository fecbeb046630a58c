import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { companies, contacts } from '../db/schema/index.js';
import type { Contact } from '../../contracts/contacts.js';
import { presentContact } from './presenter.js';
import { containsPattern } from '../db/like.js';
import { ownedBy } from '../team/index.js';
import { decodeCursor, encodeCursor } from '../http/cursor.js';

const lastKey = sql<string>`lower(${contacts.lastName})`;
const firstKey = sql<string>`lower(${contacts.firstName})`;

/** The folded text a contact is searched by; the same expression as contacts_search_fold_trgm_idx (migration 0009). */
const contactSearchText = sql`search_fold(${contacts.firstName} || ' ' || ${contacts.lastName} || ' ' || coalesce(${contacts.email}, '') || ' ' || coalesce(${contacts.jobTitle}, ''))`;

/**
 * Contains on first, last or full name, email, job title or company name, ignoring case and
 * accents ("NUNEZ" finds "Núñez"): both sides go through the database's `search_fold`.
 */
export function contactSearchCondition(q: string): SQL | undefined {
  const term = q.trim().replace(/\s+/g, ' ');
  if (!term) return undefined;
  const like = containsPattern(term);
  return or(sql`${contactSearchText} like search_fold(${like})`, sql`search_fold(${companies.name}) like search_fold(${like})`);
}

/** Position after a row in last name, first name, id order (lower-cased, as the list sorts). */
export type ContactCursor = { last: string; first: string; id: string };
export const encodeContactCursor = (c: ContactCursor) => encodeCursor([c.last, c.first], c.id);
export function decodeContactCursor(s: string): ContactCursor | null {
  const page = decodeCursor(s, 2);
  return page ? { last: page.keys[0], first: page.keys[1], id: page.id } : null;
}

const companyRef = { id: companies.id, name: companies.name };
type Joined = { row: typeof contacts.$inferSelect; company: { id: string; name: string } | null };
const present = (r: Joined) => presentContact(r.row, r.company);

export async function listContacts(
  db: Db,
  workspaceId: string,
  f: { q?: string; companyId?: string; ownerId?: string; cursor?: ContactCursor | null; limit: number },
): Promise<{ items: Contact[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(contacts.workspaceId, workspaceId)];
  const search = f.q ? contactSearchCondition(f.q) : undefined;
  if (search) conditions.push(search);
  if (f.companyId) conditions.push(eq(contacts.companyId, f.companyId));
  if (f.ownerId) conditions.push(ownedBy(f.ownerId));
  if (f.cursor) {
    const { last, first, id } = f.cursor;
    const after = or(
      gt(lastKey, last),
      and(eq(lastKey, last), gt(firstKey, first)),
      and(eq(lastKey, last), eq(firstKey, first), gt(contacts.id, id)),
    );
    if (after) conditions.push(after);
  }
  const rows = await db
    .select({ row: contacts, company: companyRef, lastKey, firstKey })
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(...conditions))
    .orderBy(asc(lastKey), asc(firstKey), asc(contacts.id))
    .limit(f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => present(r)),
    nextCursor:
      rows.length > f.limit && last
        ? encodeContactCursor({ last: last.lastKey, first: last.firstKey, id: last.row.id })
        : null,
  };
}

/** One contact of this workspace with its company, or undefined (another workspace's too). */
export async function findContact(db: Db | Tx, workspaceId: string, id: string): Promise<Contact | undefined> {
  const [r] = await db
    .select({ row: contacts, company: companyRef })
    .from(contacts)
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)));
  return r ? present(r) : undefined;
}

/** `lock`: held FOR UPDATE until the transaction ends (a save compares, then writes). */
export async function findContactRow(db: Db | Tx, workspaceId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(contacts).where(and(eq(contacts.workspaceId, workspaceId), eq(contacts.id, id)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The company's id and name when it belongs to this workspace. */
export async function findCompanyRef(db: Db | Tx, workspaceId: string, id: string): Promise<{ id: string; name: string } | undefined> {
  const [r] = await db.select(companyRef).from(companies).where(and(eq(companies.workspaceId, workspaceId), eq(companies.id, id)));
  return r;
}

/** The workspace's contact with this email (any case), other than `exceptId`, for refusing a second one. */
export async function findContactByEmail(db: Db | Tx, workspaceId: string, email: string, exceptId?: string): Promise<{ id: string; firstName: string; lastName: string } | undefined> {
  const [r] = await db
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(and(eq(contacts.workspaceId, workspaceId), sql`lower(${contacts.email}) = ${email.trim().toLowerCase()}`, exceptId ? sql`${contacts.id} <> ${exceptId}` : undefined))
    .limit(1);
  return r;
}
