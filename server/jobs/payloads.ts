import { z } from 'zod';
import { findContactsRequest } from '../../contracts/company-intel.js';
import { PROMPT_MAX } from '../../contracts/presentations.js';
import { CONTACT_CATEGORY_KEYS } from '../../contracts/contacts.js';

/** Every company job carries who asked and for which workspace (tenant scoping in the worker). */
export const companyJobData = z.object({ companyId: z.uuid(), workspaceId: z.uuid(), userId: z.uuid() });

/**
 * Every job the server can ask for, by name, with the data it takes. The job runner (jobs/)
 * defines one handler per name (jobs/registry.ts checks that at compile time) and parses the data
 * with the same schema before each run.
 */
export const jobPayloads = {
  'maintenance.cleanup': z.object({}).default({}),
  'company.enrich': companyJobData,
  'company.research': companyJobData,
  'company.signals.detect': z.object({
    companyId: z.uuid(),
    workspaceId: z.uuid(),
    /** Absent for the scheduled sweep (nobody to tell about a failure). */
    userId: z.uuid().optional(),
    trigger: z.enum(['manual', 'research', 'sweep']),
  }),
  'signals.sweep': z.object({}).default({}),
  'company.contacts.find': companyJobData.extend(findContactsRequest.shape),
  'message.generate': z.object({ messageId: z.uuid(), userId: z.uuid(), workspaceId: z.uuid() }),
  'chat.reply': z.object({ sessionId: z.uuid(), userId: z.uuid(), workspaceId: z.uuid(), questionId: z.uuid(), replyId: z.uuid() }),
  'presentation.generate': z.object({ presentationId: z.uuid(), userId: z.uuid(), workspaceId: z.uuid(), prompt: z.string().min(1).max(PROMPT_MAX) }),
  'contact_batch.find': z.object({ batchId: z.uuid(), workspaceId: z.uuid(), userId: z.uuid(), categories: z.array(z.enum(CONTACT_CATEGORY_KEYS)).min(1) }),
} as const;

export type JobName = keyof typeof jobPayloads;
export type JobData<N extends JobName> = z.input<(typeof jobPayloads)[N]>;

const isJobName = (name: string): name is JobName => Object.hasOwn(jobPayloads, name);

/** The job's data checked against its schema (throws for an unknown job or bad data). */
export function validateJobData(name: string, data: unknown): unknown {
  if (!isJobName(name)) throw new Error(`Unknown job ${name}`);
  return jobPayloads[name].parse(data);
}
