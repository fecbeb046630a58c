import { sql } from 'drizzle-orm';
import { userCompanyProfiles, workspaces } from '../db/schema/index.js';

/**
 * What a workspace is called where people see it (invitations, the workspace switcher): the
 * company in its branding once saved ("Acme Promo"), else the name given at registration. For a
 * query that has `workspaces` in its FROM.
 */
export const workspaceDisplayName = sql<string>`coalesce((select nullif(trim(${userCompanyProfiles.companyName}), '') from ${userCompanyProfiles} where ${userCompanyProfiles.workspaceId} = ${workspaces.id}), ${workspaces.name})`;
