import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { brandingLogoPath } from '../../../contracts/branding.js';
import type { Actor } from '../../auth/middleware.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connect.js';
import { brandingLogos } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { inTransaction } from '../../events/outbox.js';
import type { CheckedLogo, StoredLogo } from '../../companies/index.js';

/**
 * The workspace's own logo (Settings → Branding): checked and made into the bounded PNG by the
 * client logos' pipeline (server/companies/logo/image-check.ts), one per workspace. Members read
 * it at GET /api/branding/logo; clients only through a live link's token (proposals/public,
 * presentations/sharing), and the PDF draws it in its header.
 */

const noLogo = () => notFound('The workspace has no logo');

export async function findBrandingLogo(db: Db, workspaceId: string): Promise<StoredLogo | undefined> {
  const [row] = await db.select({ contentType: brandingLogos.contentType, bytes: brandingLogos.bytes, sha256: brandingLogos.sha256 }).from(brandingLogos).where(eq(brandingLogos.workspaceId, workspaceId));
  return row;
}

/** The versioned path of the workspace's logo, or null when it has none (the bytes are not read). */
export async function brandingLogoUrl(db: Db, workspaceId: string): Promise<string | null> {
  const [row] = await db.select({ sha256: brandingLogos.sha256 }).from(brandingLogos).where(eq(brandingLogos.workspaceId, workspaceId));
  return row ? brandingLogoPath(row.sha256) : null;
}

export async function workspaceLogo(app: AppContext, actor: Actor): Promise<StoredLogo> {
  const logo = await findBrandingLogo(app.db, actor.workspaceId);
  if (!logo) throw noLogo();
  return logo;
}

export async function saveBrandingLogo(app: AppContext, actor: Actor, logo: CheckedLogo): Promise<string> {
  const sha256 = createHash('sha256').update(logo.bytes).digest('hex');
  const values = { contentType: logo.contentType, bytes: logo.bytes, size: logo.bytes.length, sha256, uploadedBy: actor.userId, updatedAt: new Date() };
  const logoUrl = brandingLogoPath(sha256);
  await inTransaction(app, async (tx, publish) => {
    await tx.insert(brandingLogos).values({ workspaceId: actor.workspaceId, ...values }).onConflictDoUpdate({ target: brandingLogos.workspaceId, set: values });
    await publish(logoUpdated(actor, logoUrl));
  });
  return logoUrl;
}

export async function removeBrandingLogo(app: AppContext, actor: Actor): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const removed = await tx.delete(brandingLogos).where(eq(brandingLogos.workspaceId, actor.workspaceId)).returning({ sha256: brandingLogos.sha256 });
    if (removed.length === 0) throw noLogo();
    await publish(logoUpdated(actor, null));
  });
}

/** Every open tab of the workspace shows the logo now on file (Settings → Company). */
const logoUpdated = (actor: Actor, logoUrl: string | null) =>
  ({ type: 'branding.logo.updated', workspaceId: actor.workspaceId, actorId: actor.userId, payload: { logoUrl } }) as const;
