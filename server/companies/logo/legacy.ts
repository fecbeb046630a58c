import { and, eq } from 'drizzle-orm';
import type { LogoType } from '../../../contracts/company-logo.js';
import type { Db } from '../../db/connect.js';
import { companies, companyLogos } from '../../db/schema/index.js';
import { rasterOf } from './image-check.js';

/**
 * Logos stored before rasters (migration 0019_logo_rasters: `rasterised` false) hold the upload
 * itself: a PNG or JPEG of any pixel size, or a sanitised SVG. A migration cannot draw them, so
 * each is made into the bounded PNG the first time it is read, and stored; from then on it is read
 * like any other. One the new rules refuse (more than 4096 pixels a side, unreadable, not
 * drawable) is removed, as if it had never been uploaded: the company shows no uploaded logo and
 * the workspace can upload one again. The hash (the ETag and URL version) is kept.
 */
export async function rasteriseStoredLogo<T extends { contentType: string; bytes: Buffer; sha256: string }>(db: Db, companyId: string, logo: T): Promise<T | undefined> {
  let png: Buffer;
  try {
    png = await rasterOf(logo.contentType as LogoType, logo.bytes);
  } catch {
    await db.transaction(async (tx) => {
      await tx.delete(companyLogos).where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.sha256, logo.sha256)));
      await tx.update(companies).set({ logoHash: null }).where(and(eq(companies.id, companyId), eq(companies.logoHash, logo.sha256)));
    });
    return undefined;
  }
  await db
    .update(companyLogos)
    .set({ contentType: 'image/png', bytes: png, size: png.length, rasterised: true })
    .where(and(eq(companyLogos.companyId, companyId), eq(companyLogos.sha256, logo.sha256), eq(companyLogos.rasterised, false)));
  return { ...logo, contentType: 'image/png', bytes: png };
}
