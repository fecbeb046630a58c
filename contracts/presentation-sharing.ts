import { z } from 'zod';
import { route, textParam, uuidParam } from './http/route.js';
import { STORED_LOGO } from './company-logo.js';
import { shareState } from './proposals.js';
import { CLIENT_TEXT_MAX, createShareRequest, publicBranding, shareResponse } from './proposal-sharing.js';

/**
 * Sharing an AI presentation with a client (docs/product.md#presentations): the proposals' link
 * mechanism (256 random bits, only the hash stored, optional expiry, revocable), opening a
 * read-only view of the deck where the client can leave comments.
 */

/** A client's comment as the seller sees it (with the email the client gave). */
export const presentationComment = z.object({ id: z.string(), actorName: z.string(), actorEmail: z.string(), text: z.string(), at: z.string() });
export type PresentationComment = z.infer<typeof presentationComment>;
/** A comment as events carry it to every seller tab: without the client's email. */
export const presentationCommentHeard = presentationComment.omit({ actorEmail: true });
export type PresentationCommentHeard = z.infer<typeof presentationCommentHeard>;

/** GET /api/presentations/:id/sharing: the live link (if any) and the comments, oldest first. */
export const presentationSharing = z.object({ presentationId: z.string(), share: shareState, comments: z.array(presentationComment) });
export type PresentationSharing = z.infer<typeof presentationSharing>;
export const presentationSharingResponse = z.object({ sharing: presentationSharing });
/** The link's state as events carry it (the comments come one at a time, as `presentation.client_comment`). */
export const presentationLinkState = presentationSharing.omit({ comments: true });
export type PresentationLinkState = z.infer<typeof presentationLinkState>;

/** What the link shows: the deck and the comments — never the rep's guidance, nor any client's email. */
export const publicPresentation = z
  .object({
    title: z.string(),
    description: z.string().nullable(),
    html: z.string(),
    branding: publicBranding,
    rep: z.object({ name: z.string(), email: z.string() }).strict(),
    comments: z.array(z.object({ id: z.string(), actorName: z.string(), text: z.string(), at: z.string() }).strict()),
    updatedAt: z.string(),
  })
  .strict();
export type PublicPresentation = z.infer<typeof publicPresentation>;
export const publicPresentationResponse = z.object({ presentation: publicPresentation });

/** POST /api/public/presentations/:token/comments. */
export const presentationCommentRequest = z
  .object({
    text: z.string({ error: 'Write a comment' }).trim().min(1, 'Write a comment').max(CLIENT_TEXT_MAX, `Comments must be at most ${CLIENT_TEXT_MAX} characters`),
    name: z.string({ error: 'Your name is required' }).trim().min(1, 'Your name is required').max(120, 'Name must be at most 120 characters'),
    email: z.email({ error: 'Enter a valid email' }).max(254, 'Enter a valid email'),
  })
  .strict();
export type PresentationCommentRequest = z.input<typeof presentationCommentRequest>;

/** The seller's toast when a client comments: "Dana commented on Acme Deck". */
export const presentationCommentSummary = (who: string, title: string) => `${who} commented on ${title}`;

/** The deck link's live channel: a Socket.IO namespace admitted by token; `presentation` carries the fresh view, `link.closed` ends it. */
export const PUBLIC_PRESENTATIONS_NAMESPACE = '/public-presentations';
export const PUBLIC_PRESENTATION_EVENT = 'presentation';

const presentationId = { id: uuidParam('presentation id') };

export const presentationSharingApi = {
  get: route({ method: 'GET', path: '/api/presentations/:id/sharing', permission: 'read', params: presentationId, summary: 'A presentation’s client link and the comments left through it', response: presentationSharingResponse }),
  share: route({ method: 'POST', path: '/api/presentations/:id/share', permission: 'records.write', params: presentationId, summary: 'Create the presentation’s client link (replaces an earlier one)', body: createShareRequest, status: 201, response: shareResponse }),
  revoke: route({ method: 'DELETE', path: '/api/presentations/:id/share', permission: 'records.write', params: presentationId, summary: 'Revoke the presentation’s client link', status: 204 }),
};

const token = { token: textParam('the client link’s token') };

/** What a presentation link opens, without an account: the token is the only key. */
export const publicPresentationsApi = {
  get: route({ method: 'GET', path: '/api/public/presentations/:token', auth: 'public', params: token, summary: 'The presentation as the client sees it (read-only, with comments)', response: publicPresentationResponse }),
  comment: route({
    method: 'POST',
    path: '/api/public/presentations/:token/comments',
    auth: 'public',
    params: token,
    summary: 'Leave a comment on a shared presentation',
    body: presentationCommentRequest,
    status: 201,
    response: publicPresentationResponse,
  }),
  brandingLogo: route({ method: 'GET', path: '/api/public/presentations/:token/branding-logo', auth: 'public', params: token, summary: 'The workspace’s own logo, as the shared deck’s page shows it', raw: STORED_LOGO }),
};
