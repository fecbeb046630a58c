import type { JobDefinition } from './define.js';
import type { JobKind } from '../server/jobs/port.js';
import type { JobName } from '../server/jobs/payloads.js';
import { cleanupJob } from './cleanup.js';
import { companyEnrichJob } from './company-enrich.js';
import { companyResearchJob } from './company-research.js';
import { companySignalsJob, signalSweepJob } from './company-signals.js';
import { companyContactsJob } from './company-contacts.js';
import { messageGenerateJob } from './message-generate.js';
import { chatReplyJob } from './chat-reply.js';
import { presentationGenerateJob } from './presentation-generate.js';
import { contactBatchFindJob } from './contact-batch-find.js';

/** Every job the workers know: one per name the server can ask for (server/jobs/payloads.ts). */
export const jobDefinitions = [cleanupJob, companyEnrichJob, companyResearchJob, companySignalsJob, signalSweepJob, companyContactsJob, messageGenerateJob, chatReplyJob, presentationGenerateJob, contactBatchFindJob] as const;

// Fails to compile when a job the server can ask for has no handler here, or the other way round.
type Defined = (typeof jobDefinitions)[number]['name'];
const everyJobHasAHandler: [Exclude<JobName, Defined>, Exclude<Defined, JobName>] extends [never, never] ? true : never = true;
void everyJobHasAHandler;

export const findJob = (name: string): JobDefinition | undefined =>
  (jobDefinitions as readonly JobDefinition[]).find((d) => d.name === name);

/** How the Background jobs page shows each job it lists: those whose definition has a `page`. */
export const jobKinds: readonly JobKind[] = (jobDefinitions as readonly JobDefinition[]).flatMap((d) => (d.page ? [{ name: d.name, ...d.page }] : []));
