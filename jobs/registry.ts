import type { z } from 'zod';
import type { JobDefinition } from './define.js';
import { cleanupJob } from './cleanup.js';
import { companyEnrichJob } from './company-enrich.js';
import { companyResearchJob } from './company-research.js';
import { companySignalsJob, signalSweepJob } from './company-signals.js';
import { companyContactsJob } from './company-contacts.js';
import { messageGenerateJob } from './message-generate.js';
import { chatReplyJob } from './chat-reply.js';
import { presentationGenerateJob } from './presentation-generate.js';

/** Every job the workers know. Add a job here and `jobs.schedule(name, data)` type-checks it. */
export const jobDefinitions = [cleanupJob, companyEnrichJob, companyResearchJob, companySignalsJob, signalSweepJob, companyContactsJob, messageGenerateJob, chatReplyJob, presentationGenerateJob] as const;

type Defs = (typeof jobDefinitions)[number];
export type JobName = Defs['name'];
export type JobData<N extends JobName> = z.input<Extract<Defs, { name: N }>['schema']>;

export const findJob = (name: string): JobDefinition | undefined =>
  (jobDefinitions as readonly JobDefinition[]).find((d) => d.name === name);
