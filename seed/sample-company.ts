import { SAMPLE_COMPANY_NAME } from '../contracts/companies.js';
import type { PipelineStage } from '../contracts/pipeline-stages.js';

/**
 * docs/product.md#company: every new workspace has a sample company named Test Customer
 * (clay_row_id = the user), a lead its owner created and owns. The row for one owner; the
 * server's workspace hook stores it (server/companies/starter-company.ts).
 */
export function sampleCompany({ workspaceId, userId }: { workspaceId: string; userId: string }) {
  return {
    workspaceId,
    createdBy: userId,
    ownerId: userId,
    name: SAMPLE_COMPANY_NAME,
    domain: 'testcustomer.com',
    website: 'https://testcustomer.com',
    clayRowId: userId,
    stage: 'Lead' satisfies PipelineStage,
  };
}
