import type { Actor } from '../../auth/middleware.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { productImageSvg } from '../../catalogue/index.js';
import { lineColorOf } from '../../../contracts/proposals.js';
import { renderPdf } from './render-thread.js';
import { findLogo } from '../../companies/index.js';
import { findBrandingLogo } from '../../settings/index.js';
import { presentProposal, presentPublic } from '../presenter.js';
import { linkClosed, publicExtrasOf } from '../public/service.js';
import type { PublicLimits } from '../public/limits.js';
import { loadProposal, loadProposalById, type ProposalRecord } from '../queries.js';
import { findLiveShare } from '../shares.js';

export type ProposalPdf = { pdf: Buffer; filename: string };

/** Built-in products are drawn from the catalogue's own pictures; outside images are not fetched. */
const PDF_IMAGE_SIZE = 200;

async function pdfOf(app: AppContext, record: ProposalRecord): Promise<ProposalPdf> {
  const proposal = presentProposal(record);
  const view = presentPublic(proposal, await publicExtrasOf(app.db, record));
  const images = new Map<string, string | null>();
  for (const line of proposal.lines) {
    // Drawn in the line's colour, as the seller's page and the client's show it.
    if (line.product.source === 'builtin') images.set(line.id, await productImageSvg(app, line.product.id, PDF_IMAGE_SIZE, lineColorOf(line)));
  }
  const slug = view.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'proposal';
  const client = record.row.companyId && record.companyLogoHash ? await findLogo(app.db, record.row.workspaceId, record.row.companyId) : undefined;
  const brand = view.branding.logoVersion ? await findBrandingLogo(app.db, record.row.workspaceId) : undefined;
  return { pdf: await renderPdf(view, images, { client: client ?? null, brand: brand ?? null }), filename: `${slug}.pdf` };
}

export async function sellerProposalPdf(app: AppContext, actor: Actor, id: string): Promise<ProposalPdf> {
  const record = await loadProposal(app.db, actor.workspaceId, id);
  if (!record) throw notFound('Proposal not found');
  return pdfOf(app, record);
}

export async function publicProposalPdf(app: AppContext, limits: PublicLimits, token: string, ip: string): Promise<ProposalPdf> {
  await limits.hitView(ip);
  const share = await findLiveShare(app.db, token);
  const record = share && (await loadProposalById(app.db, share.proposalId));
  if (!record) throw linkClosed();
  return pdfOf(app, record);
}

