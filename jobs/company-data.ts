import type { JobSubject } from './subject.js';

export const companyOwner = (d: { userId?: string; companyId: string }) => ({ userId: d.userId, subjectId: d.companyId });
/** A company job's record: the company, in the workspace the data names, asked for by a member of it. */
export const companySubject = (d: { companyId: string; workspaceId: string; userId?: string }): JobSubject => ({
  kind: 'company',
  id: d.companyId,
  workspaceId: d.workspaceId,
  userId: d.userId,
});
