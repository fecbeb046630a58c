import { atom } from 'jotai';
import type { Enrollment, Sequence } from '../../contracts/sequences.js';
import { createRecordStore } from './record-store.js';
import type { EventHandlers, Store } from './store.js';

/** The workspace's sequences; `ids`: the Sequences page's list, by name. */
export const sequenceRecords = createRecordStore<Sequence>();
export const sequenceListAtom = sequenceRecords.recordsOf();

const byName = (a: Sequence, b: Sequence) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export function upsertSequence(store: Store, sequence: Sequence): void {
  if (!sequenceRecords.upsert(store, sequence)) return;
  sequenceRecords.append(store, sequence.id);
  sequenceRecords.sort(store, byName);
}

export const setSequenceList = (store: Store, sequences: readonly Sequence[]) => sequenceRecords.setList(store, [...sequences].sort(byName));

/**
 * Contacts' places in sequences. Lists: a sequence's (`sequence:<id>`, oldest first), a contact's
 * (`contact:<id>`) and a company's (`company:<id>`, newest first); each loaded by its page, then live.
 */
export const enrollmentRecords = createRecordStore<Enrollment>();
export const enrollmentListKey = (about: { sequenceId?: string; contactId?: string; companyId?: string }) =>
  about.sequenceId ? `sequence:${about.sequenceId}` : about.contactId ? `contact:${about.contactId}` : `company:${about.companyId ?? ''}`;
export const enrollmentsAtom = (key: string) => enrollmentRecords.recordsOf(enrollmentRecords.listOf(key));

export function upsertEnrollment(store: Store, enrollment: Enrollment): void {
  enrollmentRecords.upsert(store, enrollment);
  enrollmentRecords.append(store, enrollment.id, enrollmentRecords.listOf(`sequence:${enrollment.sequenceId}`));
  enrollmentRecords.prepend(store, enrollment.id, enrollmentRecords.listOf(`contact:${enrollment.contactId}`));
  if (enrollment.companyId) enrollmentRecords.prepend(store, enrollment.id, enrollmentRecords.listOf(`company:${enrollment.companyId}`));
}

export const setEnrollmentList = (store: Store, key: string, enrollments: readonly Enrollment[]) =>
  enrollmentRecords.setList(store, enrollments, enrollmentRecords.listOf(key));

export const sequenceEvents: EventHandlers = {
  'sequence.created': ({ payload }, store) => upsertSequence(store, payload.sequence),
  'sequence.updated': ({ payload }, store) => upsertSequence(store, payload.sequence),
  'sequence.deleted': ({ payload }, store) => sequenceRecords.remove(store, payload.id),
};

/** Bumped by every enrolment change: the Sequences list re-reads its counts (sequences carry them). */
export const enrollmentChangesAtom = atom(0);

export const enrollmentEvents: EventHandlers = {
  'enrollment.updated': ({ payload }, store) => {
    upsertEnrollment(store, payload.enrollment);
    store.set(enrollmentChangesAtom, (n) => n + 1);
  },
};
