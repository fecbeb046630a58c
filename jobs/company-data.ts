import { z } from 'zod';
import type { JobSubject } from './subject.js';

/** Every company job carries who asked and for which workspace (tenant scoping in the worker). */
export const companyJobData = z.object({ companyId: z.uuid(), workspaceId: z.uuid(), userId: z.uuid() });

export const companyOwner = (d: { userId?: string; companyId: string }) => ({ userId: d.userId, subjectId: d.companyId });
/** A company job's record: the company, in the workspace the data names, asked for by a member of it. */
export const companySubject = (d: { companyId: string; workspaceId: string; userId?: string }): JobSubject => ({
  kind: 'company',
  id: d.companyId,
  workspaceId: d.workspaceId,
  userId: d.userId,
});
