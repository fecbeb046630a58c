import type { Invoice } from '../../../contracts/invoices.js';
import type { AppContext } from '../../context.js';
import { findBrandingLogo } from '../../settings/index.js';
import type { OrderRecord } from '../queries.js';
import { distributorOf } from '../po-document.js';
import { clientOf } from '../client-mail.js';
import { invoicePdfFilename, renderInvoicePdf } from '../pdf/invoice-pdf.js';

/** The invoice's PDF as the client receives it: the workspace's branding, the client who approved, the order's first address. */
export async function invoicePdfOf(app: AppContext, record: OrderRecord, invoice: Invoice, userId: string | null): Promise<{ pdf: Buffer; filename: string }> {
  const seller = await distributorOf(app.db, record.row.workspaceId, record.row.repId ?? userId);
  const client = await clientOf(app.db, record.row.proposalId);
  const logo = await findBrandingLogo(app.db, record.row.workspaceId);
  const pdf = await renderInvoicePdf({
    invoice,
    seller,
    billTo: { name: client?.name ?? record.companyName ?? record.row.title, company: record.companyName, email: client?.email ?? null, address: record.row.shipTos[0] ?? null },
    clientPoNumber: record.row.clientPoNumber,
    logo: logo ? { contentType: logo.contentType, bytes: logo.bytes } : null,
  });
  return { pdf, filename: invoicePdfFilename(invoice) };
}
