import { z } from 'zod';

/**
 * docs/product.md#orders: artwork proofs. The rep uploads one per order line (a PDF or an image, at
 * most 20 MB, its type read from its content), the client approves it or asks for changes on the same
 * link as the proposal, the rep uploads a revision; every version and decision is kept.
 */

export const PROOF_MAX_BYTES = 20 * 1024 * 1024;
/** What an upload may declare; what is kept is what the bytes say (server/orders/proofs/file-type.ts). */
export const PROOF_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'] as const;
export const PROOF_STATUSES = ['pending', 'approved', 'changes_requested', 'superseded'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];
export const PROOF_STATUS_LABELS: Record<ProofStatus, string> = { pending: 'Awaiting approval', approved: 'Approved', changes_requested: 'Changes requested', superseded: 'Replaced by a newer proof' };

export const PROOF_MESSAGES = {
  notAProof: 'A proof must be a PDF or an image (PNG or JPEG)',
  tooLarge: 'A proof is at most 20 MB',
  superseded: 'A newer proof was uploaded: look at it again before deciding',
  decided: 'This proof was already decided',
  noOrder: 'There is no order on this link yet',
  commentNeeded: 'Say what should change',
} as const;

export const proof = z.object({
  id: z.string(),
  orderLineId: z.string(),
  lineName: z.string(),
  version: z.number().int(),
  status: z.enum(PROOF_STATUSES),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  comment: z.string().nullable(),
});
export type Proof = z.infer<typeof proof>;
export const proofResponse = z.object({ proof });

/** A proof as the client's link shows it (no uploader, no email). */
export const publicProof = proof.omit({ size: true }).strict();
export type PublicProof = z.infer<typeof publicProof>;

/** POST /api/public/proposals/:token/proofs/:proofId/decision. */
export const proofDecisionRequest = z
  .object({
    decision: z.enum(['approve', 'request_changes'], { error: 'Approve or ask for changes' }),
    comment: z.string().trim().max(2000, 'Comments must be at most 2000 characters').nullish(),
    name: z.string({ error: 'Your name is required' }).trim().min(1, 'Your name is required').max(120, 'Name must be at most 120 characters'),
    email: z.email({ error: 'Enter a valid email' }).max(254, 'Enter a valid email'),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.decision === 'request_changes' && !r.comment) ctx.addIssue({ code: 'custom', path: ['comment'], message: PROOF_MESSAGES.commentNeeded });
  });
export type ProofDecisionRequest = z.input<typeof proofDecisionRequest>;

/** Where the client's link reads a proof's file (the token is the only key). */
export const publicProofPath = (token: string, proofId: string) => `/api/public/proposals/${encodeURIComponent(token)}/proofs/${proofId}/file`;
