import type { Context } from 'koa';
import type { ProposalPdf } from './service.js';

/** A PDF download: never cached (it carries the proposal's current prices and state). */
export function sendPdf(ctx: Context, { pdf, filename }: ProposalPdf): void {
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = pdf;
}
