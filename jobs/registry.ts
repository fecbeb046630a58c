import type { ZodType, z } from 'zod';
import type { JobDefinition } from './define.js';
import type { JobKind, JobName, JobPayloads } from '../server/jobs/port.js';
import { cleanupJob } from './cleanup.js';
import { companyEnrichJob } from './company-enrich.js';
import { companyResearchJob } from './company-research.js';
import { companySignalsJob } from './company-signals.js';
import { signalSweepJob } from './signal-sweep.js';
import { companyContactsJob } from './company-contacts.js';
import { messageGenerateJob } from './message-generate.js';
import { chatReplyJob } from './chat-reply.js';
import { presentationGenerateJob } from './presentation-generate.js';
import { contactBatchFindJob } from './contact-batch-find.js';
import { importRunJob } from './import-run.js';
import { importUndoJob } from './import-undo.js';
import { emailSendJob } from './email-send.js';
import { sequenceStepJob } from './sequence-step.js';

/** Every job the workers know: one per name the server can ask for (JobPayloads, which each job's file fills in). */
export const jobDefinitions = [cleanupJob, companyEnrichJob, companyResearchJob, companySignalsJob, signalSweepJob, companyContactsJob, messageGenerateJob, chatReplyJob, presentationGenerateJob, contactBatchFindJob, importRunJob, importUndoJob, emailSendJob, sequenceStepJob] as const;

// Fails to compile when a job the server can ask for has no handler here, or the other way round.
type Defined = (typeof jobDefinitions)[number]['name'];
const everyJobHasAHandler: [Exclude<JobName, Defined>, Exclude<Defined, JobName>] extends [never, never] ? true : never = true;
void everyJobHasAHandler;

// Fails to compile when the data a job's file declares for JobPayloads is not its schema's input.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mismatched<D> = D extends { name: infer N extends JobName; schema: infer S extends ZodType } ? (Same<JobPayloads[N], z.input<S>> extends true ? never : N) : never;
const everyPayloadIsItsSchema: [Mismatched<(typeof jobDefinitions)[number]>] extends [never] ? true : never = true;
void everyPayloadIsItsSchema;

export const findJob = (name: string): JobDefinition | undefined =>
  (jobDefinitions as readonly JobDefinition[]).find((d) => d.name === name);

/** The job's data checked against its schema, as parsed (throws for an unknown job or bad data). */
export function validateJobData(name: string, data: unknown): unknown {
  const def = findJob(name);
  if (!def) throw new Error(`Unknown job ${name}`);
  return def.schema.parse(data);
}

/** How the Background jobs page shows each job it lists: those whose definition has a `page`. */
export const jobKinds: readonly JobKind[] = (jobDefinitions as readonly JobDefinition[]).flatMap((d) => (d.page ? [{ name: d.name, ...d.page, live: d.live ?? 'all' }] : []));
