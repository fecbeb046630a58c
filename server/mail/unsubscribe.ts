import type Router from '@koa/router';
import type { Context } from 'koa';
import { eq } from 'drizzle-orm';
import { mailApi } from '../../contracts/mail.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { outboundEmails, workspaces } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import type { Footer } from './compose.js';
import { mailSettingsRowOf } from './queries.js';
import type { OutboundRow } from './presenter.js';
import { suppressAddress } from './suppressions.js';
import { stopEnrollment } from './sequences/control.js';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const unsubscribeUrl = (app: Pick<AppContext, 'config'>, token: string) => `${app.config.appOrigin}/u/${token}`;

/** The footer of a sequence email: the workspace's postal address and the one-click unsubscribe link. One-off emails have none. */
export async function footerFor(app: AppContext, row: OutboundRow): Promise<Footer> {
  if (!row.enrollmentId || !row.unsubscribeToken) return null;
  const settings = await mailSettingsRowOf(app.db, row.workspaceId);
  return { postalAddress: settings?.postalAddress ?? '', unsubscribeUrl: unsubscribeUrl(app, row.unsubscribeToken) };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** a•••@example.com: enough for the reader to recognise, not enough to harvest. */
const masked = (email: string) => email.replace(/^(.)[^@]*/, (_, first: string) => `${first}•••`);

function page(ctx: Context, status: number, title: string, body: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.25rem}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:0;background:#4f46e5;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`;
}

async function find(app: AppContext, token: string) {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await app.db
    .select({ email: outboundEmails, workspaceName: workspaces.name })
    .from(outboundEmails)
    .innerJoin(workspaces, eq(workspaces.id, outboundEmails.workspaceId))
    .where(eq(outboundEmails.unsubscribeToken, token));
  return row;
}

const NOT_FOUND = ['Link not valid', '<h1>This unsubscribe link is not valid</h1><p>It may have been copied incompletely. Reply to the email and ask to be removed, and the sender will take care of it.</p>'] as const;

/**
 * One-click unsubscribe (RFC 8058): the `List-Unsubscribe` URL takes a POST from the mail client
 * and unsubscribes at once, without confirmation; the link in the text opens a page (GET never
 * unsubscribes, so a link scanner cannot do it) whose button sends the same POST. The token is
 * random and looked up; it names nothing by itself.
 */
export function unsubscribeRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(mailApi.unsubscribePage, async ({ params, ctx }) => {
    const found = await find(app, params.token);
    if (!found) return page(ctx, 404, ...NOT_FOUND);
    page(
      ctx,
      200,
      'Unsubscribe',
      `<h1>Unsubscribe ${escapeHtml(masked(found.email.toEmail))}?</h1><p>You will get no more emails from ${escapeHtml(found.workspaceName)} sent through SwagScout.</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
    );
  });
  route(mailApi.unsubscribe, async ({ params, ctx }) => {
    const found = await find(app, params.token);
    if (!found) return page(ctx, 404, ...NOT_FOUND);
    const email = found.email;
    await inTransaction(app, async (tx, publish) => {
      await suppressAddress(tx, email.workspaceId, email.toEmail, 'unsubscribed');
      if (email.contactId) await stopEnrollment(app, tx, publish, { workspaceId: email.workspaceId, contactId: email.contactId, reason: 'unsubscribed' });
    });
    page(ctx, 200, 'Unsubscribed', `<h1>You are unsubscribed</h1><p>${escapeHtml(masked(email.toEmail))} will get no more emails from ${escapeHtml(found.workspaceName)} sent through SwagScout.</p>`);
  });
  return router;
}
