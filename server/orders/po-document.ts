import { eq } from 'drizzle-orm';
import { addressLine, type PurchaseOrder } from '../../contracts/orders.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/connect.js';
import { userCompanyProfiles, users, workspaceMailSettings, workspaces } from '../db/schema/index.js';
import { clientBranding } from '../proposals/index.js';
import { findBrandingLogo } from '../settings/index.js';
import { findLogo } from '../companies/index.js';
import { dayOf } from '../../contracts/task-rules.js';
import { renderPurchaseOrderPdf } from './pdf/po-pdf.js';

/** Who a purchase order is from: the workspace's branding, its postal address, the rep who sends it. */
export type Distributor = { companyName: string; primaryColor: string; address: string | null; repName: string; repEmail: string };

export async function distributorOf(db: Db, workspaceId: string, userId: string | null): Promise<Distributor> {
  const [row] = await db
    .select({ workspaceName: workspaces.name, brand: userCompanyProfiles, address: workspaceMailSettings.postalAddress })
    .from(workspaces)
    .leftJoin(userCompanyProfiles, eq(userCompanyProfiles.workspaceId, workspaces.id))
    .leftJoin(workspaceMailSettings, eq(workspaceMailSettings.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  const [rep] = userId ? await db.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, userId)) : [];
  const branding = clientBranding(row?.brand, row?.workspaceName ?? '', null);
  return { companyName: branding.companyName, primaryColor: branding.primaryColor, address: row?.address?.trim() || null, repName: rep?.name ?? '', repEmail: rep?.email ?? '' };
}

/** The purchase order's PDF, from the workspace and its rep (`from`: who sends it; else the order's rep), with its artwork. */
export async function renderPo(app: AppContext, workspaceId: string, po: PurchaseOrder, from: Distributor, companyId: string | null): Promise<Buffer> {
  const logo = await findBrandingLogo(app.db, workspaceId);
  // The artwork: the client company's uploaded logo, as the proposal's virtual samples drew it.
  const clientLogo = companyId ? await findLogo(app.db, workspaceId, companyId) : undefined;
  const artwork = clientLogo ? { image: { contentType: clientLogo.contentType, bytes: clientLogo.bytes }, caption: `${po.companyName ?? 'The client'}'s logo as uploaded (full size on request). Imprint colours per line as listed above.` } : null;
  return renderPurchaseOrderPdf({ po, distributor: from, logo: logo ? { contentType: logo.contentType, bytes: logo.bytes } : null, artwork, issuedOn: dayOf(app.clock.now()) });
}

const dayText = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The email a supplier's order desk reads: what is attached, where and by when, and what we ask of them. */
export function poEmailText(po: PurchaseOrder, from: Distributor, message: string | null, revised: boolean): string {
  const parts = [
    message?.trim() || `Hello ${po.supplier.name} order desk,`,
    `${revised ? 'Attached is a revised copy of' : 'Please find attached'} purchase order PO #${po.number} (our order #${po.orderNumber}${po.supplier.accountNumber ? `, account ${po.supplier.accountNumber}` : ''}): ${po.lines.length} ${po.lines.length === 1 ? 'item' : 'items'}.`,
    `Ship to: ${addressLine(po.shipTo)}`,
    po.inHandsDate ? `In hands by: ${dayText(po.inHandsDate)}` : 'In-hands date: none given',
    'Please confirm receipt and send a proof for approval before production.',
    [from.repName, from.companyName, from.repEmail].filter(Boolean).join('\n'),
  ];
  return parts.join('\n\n');
}
