import { companies } from '../db/schema/index.js';
import { SAMPLE_COMPANY_NAME } from '../../contracts/companies.js';
import type { WorkspaceCreated } from '../accounts/workspace-hooks.js';

/** docs/product.md#company: every new workspace has a sample company named Test Customer (clay_row_id = the user). */
export async function createSampleCompany({ tx, workspaceId, userId }: WorkspaceCreated): Promise<void> {
  await tx
    .insert(companies)
    .values({
      workspaceId,
      createdBy: userId,
      ownerId: userId,
      name: SAMPLE_COMPANY_NAME,
      domain: 'testcustomer.com',
      website: 'https://testcustomer.com',
      clayRowId: userId,
      stage: 'Lead',
    })
    .onConflictDoNothing();
}
