import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { companyLogos } from '../../db/schema/index.js';

export type StoredLogo = { contentType: string; bytes: Buffer; sha256: string };

/** A company's uploaded logo within its workspace, or undefined (none, or another workspace's). */
export async function findLogo(db: Db, workspaceId: string, companyId: string): Promise<StoredLogo | undefined> {
  const [row] = await db
    .select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes, sha256: companyLogos.sha256 })
    .from(companyLogos)
    .where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.workspaceId, workspaceId)));
  return row;
}
