import { z } from 'zod';
import { route, uuidParam } from './http/route.js';

/**
 * Sequences (docs/product.md#sequences): named lists of steps a number of business days apart.
 * Email steps are written when they run and sent from the rep's mailbox; LinkedIn and call steps
 * become tasks (LinkedIn is not automated). A reply, a bounce or an unsubscribe stops a contact's
 * sequence.
 */

export const SEQUENCE_STEP_KINDS = {
  email: 'Email',
  follow_up: 'Follow-up email (same thread)',
  linkedin_connect: 'LinkedIn connection request',
  linkedin_message: 'LinkedIn message',
  call: 'Call',
} as const;
export const sequenceStepKind = z.enum(['email', 'follow_up', 'linkedin_connect', 'linkedin_message', 'call']);
export type SequenceStepKind = z.infer<typeof sequenceStepKind>;
export const isEmailStep = (kind: SequenceStepKind) => kind === 'email' || kind === 'follow_up';

export const sequenceStep = z.object({
  kind: sequenceStepKind,
  /** Business days after the step before (after enrolment, for the first). */
  delayDays: z.number().int().min(0).max(60),
  /** A message template of the rep's to write from (email and LinkedIn message steps). */
  templateId: z.uuid().nullable().optional(),
  /** What the rep should do on a task step (shown on the task). */
  note: z.string().trim().max(500).optional(),
});
export type SequenceStep = z.infer<typeof sequenceStep>;

export const sequenceInput = z
  .object({
    name: z.string().trim().min(1, 'Name the sequence').max(120),
    steps: z.array(sequenceStep).min(1, 'Add at least one step').max(12, 'A sequence has at most 12 steps'),
    requireApproval: z.boolean().default(false),
  })
  .refine((s) => s.steps[0]?.kind !== 'follow_up', { message: 'A follow-up needs an email before it', path: ['steps', 0, 'kind'] });
export type SequenceInput = z.infer<typeof sequenceInput>;

export const ENROLLMENT_STATUSES = { active: 'Active', paused: 'Paused', finished: 'Finished', stopped: 'Stopped' } as const;
export const enrollmentStatus = z.enum(['active', 'paused', 'finished', 'stopped']);
export const STOP_REASONS = {
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  removed: 'Removed by a rep',
  mailbox_failing: 'Mailbox password stopped working',
  suppressed: 'Address on the do-not-email list',
  no_email: 'No email address',
} as const;
export const stopReason = z.enum(['replied', 'bounced', 'unsubscribed', 'removed', 'mailbox_failing', 'suppressed', 'no_email']);

export const sequence = z.object({
  id: z.string(),
  name: z.string(),
  steps: z.array(sequenceStep),
  requireApproval: z.boolean(),
  createdBy: z.string().nullable(),
  counts: z.object({ active: z.number(), paused: z.number(), finished: z.number(), stopped: z.number() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sequence = z.infer<typeof sequence>;

export const enrollment = z.object({
  id: z.string(),
  sequenceId: z.string(),
  sequenceName: z.string(),
  contactId: z.string(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  ownerId: z.string().nullable(),
  status: enrollmentStatus,
  stopReason: stopReason.nullable(),
  nextStep: z.number(),
  stepCount: z.number(),
  nextRunAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Enrollment = z.infer<typeof enrollment>;

export const enrollBody = z
  .object({
    contactIds: z.array(z.uuid()).max(5000).optional(),
    companyId: z.uuid().optional(),
    alertId: z.uuid().optional(),
  })
  .refine((b) => Boolean(b.contactIds?.length || b.companyId || b.alertId), { message: 'Choose contacts, a company or an alert to enrol' });
export type EnrollBody = z.infer<typeof enrollBody>;

/** Why a contact was not enrolled. */
export const SKIP_REASONS = {
  already_enrolled: 'Already in a sequence',
  no_email: 'No email address',
  suppressed: 'Unsubscribed or bounced',
} as const;
export const enrollResult = z.object({
  enrolled: z.number(),
  skipped: z.array(z.object({ contactId: z.string(), name: z.string(), reason: z.enum(['already_enrolled', 'no_email', 'suppressed']) })),
});

export const SEQUENCE_MESSAGES = {
  needsMailbox: 'Connect your mailbox in Settings → Mailbox before enrolling contacts in a sequence with email steps',
  notFound: 'Sequence not found',
  noContacts: 'None of these contacts can be enrolled',
} as const;

const sequenceId = { id: uuidParam('sequence id') };
const enrollmentId = { id: uuidParam('enrolment id') };

export const sequencesApi = {
  list: route({ method: 'GET', path: '/api/sequences', permission: 'read', summary: 'The workspace’s sequences', response: z.object({ sequences: z.array(sequence) }) }),
  create: route({ method: 'POST', path: '/api/sequences', permission: 'records.write', summary: 'Create a sequence', body: sequenceInput, status: 201, response: z.object({ sequence }) }),
  get: route({ method: 'GET', path: '/api/sequences/:id', permission: 'read', params: sequenceId, summary: 'A sequence and its enrolments', response: z.object({ sequence, enrollments: z.array(enrollment) }) }),
  update: route({ method: 'PUT', path: '/api/sequences/:id', permission: 'records.write', params: sequenceId, summary: 'Change a sequence (enrolled contacts follow the new steps from their next one)', body: sequenceInput, response: z.object({ sequence }) }),
  remove: route({ method: 'DELETE', path: '/api/sequences/:id', permission: 'records.write', params: sequenceId, summary: 'Delete a sequence and stop everyone in it', status: 204 }),
  enroll: route({ method: 'POST', path: '/api/sequences/:id/enrollments', permission: 'records.write', params: sequenceId, summary: 'Enrol contacts (by id, a company’s contacts, or an alert’s company)', body: enrollBody, status: 201, response: enrollResult }),
  enrollments: route({ method: 'GET', path: '/api/enrollments', permission: 'read', summary: 'Enrolments of a contact or company', query: z.object({ contactId: z.uuid().optional(), companyId: z.uuid().optional() }), response: z.object({ enrollments: z.array(enrollment) }) }),
  pause: route({ method: 'POST', path: '/api/enrollments/:id/pause', permission: 'records.write', params: enrollmentId, summary: 'Pause a contact’s sequence (its next step is cancelled)', response: z.object({ enrollment }) }),
  resume: route({ method: 'POST', path: '/api/enrollments/:id/resume', permission: 'records.write', params: enrollmentId, summary: 'Resume a paused sequence (its next step is scheduled again)', response: z.object({ enrollment }) }),
  unenroll: route({ method: 'DELETE', path: '/api/enrollments/:id', permission: 'records.write', params: enrollmentId, summary: 'Take a contact out of its sequence', response: z.object({ enrollment }) }),
};
