import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { companyLogos } from '../../db/schema/index.js';
import { rasteriseStoredLogo } from './legacy.js';

export type StoredLogo = { contentType: string; bytes: Buffer; sha256: string };

/**
 * A company's logo within its workspace as the bounded PNG, or undefined (none, or another
 * workspace's). A logo stored before rasters is made into one here, once (legacy.ts).
 */
export async function findLogo(db: Db, workspaceId: string, companyId: string): Promise<StoredLogo | undefined> {
  const [row] = await db
    .select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes, sha256: companyLogos.sha256, rasterised: companyLogos.rasterised })
    .from(companyLogos)
    .where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.workspaceId, workspaceId)));
  if (!row) return undefined;
  const { rasterised, ...logo } = row;
  return rasterised ? logo : rasteriseStoredLogo(db, companyId, logo);
}
