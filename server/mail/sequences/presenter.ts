import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Enrollment, Sequence, SequenceStep } from '../../../contracts/sequences.js';
import type { Db, Tx } from '../../db/connect.js';
import { companies, contacts, sequenceEnrollments, sequences } from '../../db/schema/index.js';

export type SequenceRow = typeof sequences.$inferSelect;
export type EnrollmentRow = typeof sequenceEnrollments.$inferSelect;

type Counts = Sequence['counts'];
const noCounts = (): Counts => ({ active: 0, paused: 0, finished: 0, stopped: 0 });

export async function countsBySequence(db: Db | Tx, workspaceId: string, ids: readonly string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  if (!ids.length) return out;
  const rows = await db
    .select({ sequenceId: sequenceEnrollments.sequenceId, status: sequenceEnrollments.status, n: count() })
    .from(sequenceEnrollments)
    .where(and(eq(sequenceEnrollments.workspaceId, workspaceId), inArray(sequenceEnrollments.sequenceId, [...ids])))
    .groupBy(sequenceEnrollments.sequenceId, sequenceEnrollments.status);
  for (const r of rows) {
    const c = out.get(r.sequenceId) ?? noCounts();
    if (r.status in c) c[r.status as keyof Counts] = r.n;
    out.set(r.sequenceId, c);
  }
  return out;
}

export function presentSequence(row: SequenceRow, counts: Counts = noCounts()): Sequence {
  return {
    id: row.id,
    name: row.name,
    steps: row.steps as SequenceStep[],
    requireApproval: row.requireApproval,
    createdBy: row.createdBy,
    counts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function presentSequenceWithCounts(db: Db | Tx, row: SequenceRow): Promise<Sequence> {
  return presentSequence(row, (await countsBySequence(db, row.workspaceId, [row.id])).get(row.id));
}

/** Enrolments with their contact, company and sequence names, newest first. */
export async function enrollmentsWhere(db: Db | Tx, workspaceId: string, where: SQL | undefined, limit = 500): Promise<Enrollment[]> {
  const rows = await db
    .select({ e: sequenceEnrollments, seq: { name: sequences.name, steps: sequences.steps }, contact: { first: contacts.firstName, last: contacts.lastName, email: contacts.email, companyId: contacts.companyId }, companyName: companies.name })
    .from(sequenceEnrollments)
    .innerJoin(sequences, eq(sequences.id, sequenceEnrollments.sequenceId))
    .innerJoin(contacts, eq(contacts.id, sequenceEnrollments.contactId))
    .leftJoin(companies, eq(companies.id, contacts.companyId))
    .where(and(eq(sequenceEnrollments.workspaceId, workspaceId), where))
    .orderBy(sequenceEnrollments.createdAt)
    .limit(limit);
  return rows.map((r) => ({
    id: r.e.id,
    sequenceId: r.e.sequenceId,
    sequenceName: r.seq.name,
    contactId: r.e.contactId,
    contactName: `${r.contact.first} ${r.contact.last}`.trim(),
    contactEmail: r.contact.email,
    companyId: r.contact.companyId,
    companyName: r.companyName,
    ownerId: r.e.ownerId,
    status: r.e.status as Enrollment['status'],
    stopReason: (r.e.stopReason as Enrollment['stopReason']) ?? null,
    nextStep: r.e.nextStep,
    stepCount: (r.seq.steps as SequenceStep[]).length,
    nextRunAt: r.e.nextRunAt?.toISOString() ?? null,
    createdAt: r.e.createdAt.toISOString(),
  }));
}

export async function presentEnrollment(db: Db | Tx, row: EnrollmentRow): Promise<Enrollment> {
  const [one] = await enrollmentsWhere(db, row.workspaceId, eq(sequenceEnrollments.id, row.id), 1);
  return one!;
}
