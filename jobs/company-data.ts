import { z } from 'zod';

/** Every company job carries who asked and for which workspace (tenant scoping in the worker). */
export const companyJobData = z.object({ companyId: z.uuid(), workspaceId: z.uuid(), userId: z.uuid() });
export const companyOwner = (d: { userId?: string; companyId: string }) => ({ userId: d.userId, subjectId: d.companyId });
