import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NEGATIVE_MARGIN_MESSAGE,
  PROPOSAL_LINES_MAX,
  type createLineRequest,
  type createProposalRequest,
  type Proposal,
  type ProposalSummary,
  type updateLineRequest,
  type updateProposalRequest,
} from '../../contracts/proposals.js';
import { proposalSummaryOf } from '../../contracts/proposal-summary.js';
import type { Actor } from '../auth/middleware.js';
import type { AppContext } from '../context.js';
import { chatSessions, companies, proposalLines, proposals, workspaces } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { AppError, conflict, invalid, notFound } from '../http/errors.js';
import { refuseStaleSave } from '../http/stale-save.js';
import { catalogueProductWithCosting } from '../catalogue/index.js';
import { keepTotals } from './totals-snapshot.js';
import { readSnapshot, snapshotOf, type ProductSnapshot } from './line-product.js';
import { assertLineSellable, readDecoration, resolveDecoration } from './line-pricing.js';
import { percentToBp } from './pricing.js';
import { presentProposal, proposalForEvent } from './presenter.js';
import { listProposalRecords, loadProposal, type LineRow, type ProposalRow } from './queries.js';

type CreateInput = z.output<typeof createProposalRequest>;
type UpdateInput = z.output<typeof updateProposalRequest>;
type CreateLineInput = z.output<typeof createLineRequest>;
type UpdateLineInput = z.output<typeof updateLineRequest>;

const proposalNotFound = () => notFound('Proposal not found');

/** A product of the workspace's catalogue, as a line keeps it. Called outside transactions (SAGE is a network call). */
async function productFor(app: AppContext, actor: Actor, productId: string): Promise<{ source: 'builtin' | 'sage'; snapshot: ProductSnapshot }> {
  const { product, provider, costing } = await catalogueProductWithCosting(app, actor, productId);
  return { source: provider === 'sage' ? 'sage' : 'builtin', snapshot: snapshotOf(product, costing) };
}

async function assertCompany(tx: Tx, workspaceId: string, companyId: string | null | undefined): Promise<void> {
  if (!companyId) return;
  const [row] = await tx.select({ id: companies.id }).from(companies).where(and(eq(companies.id, companyId), eq(companies.workspaceId, workspaceId)));
  if (!row) throw invalid([{ path: 'companyId', message: 'Company not found' }]);
}

/** The company of one of the actor's chats (a proposal made from it is for that company). */
async function companyOfChat(tx: Tx, actor: Actor, sessionId: string | null | undefined): Promise<string | null> {
  if (!sessionId) return null;
  const [session] = await tx.select({ companyId: chatSessions.companyId }).from(chatSessions).where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, actor.userId)));
  if (!session) throw invalid([{ path: 'sessionId', message: 'Chat session not found' }]);
  return session.companyId;
}

function assertMargin(marginPct: number | undefined, allowNegative: boolean | undefined): void {
  if (marginPct !== undefined && marginPct < 0 && !allowNegative) throw invalid([{ path: 'marginPct', message: NEGATIVE_MARGIN_MESSAGE }]);
}

/** The values of a new line, checked to price (and not to lose money unless allowed). */
function newLineValues(proposal: ProposalRow, input: CreateLineInput, product: { source: 'builtin' | 'sage'; snapshot: ProductSnapshot }, position: number) {
  const decoration = resolveDecoration(input.decoration, product.snapshot);
  const marginBp = input.marginPct == null ? null : percentToBp(input.marginPct);
  const unitSellCents = input.unitSellCents ?? null;
  const lossAllowed = input.allowNegativeMargin ?? false;
  assertLineSellable({ product: product.snapshot, tiers: input.tiers, decoration, marginBp: marginBp ?? proposal.marginBp, unitSellCents }, lossAllowed || (marginBp === null && proposal.marginBp < 0));
  return {
    proposalId: proposal.id,
    position,
    productSource: product.source,
    productId: input.productId,
    product: product.snapshot,
    tiers: input.tiers,
    color: input.color ?? null,
    decoration,
    marginBp,
    unitSellCents,
    lossAllowed,
  };
}

/**
 * Runs a change of one proposal of the actor's workspace in a transaction, stamps it, and
 * publishes the proposal as it now is (`proposal.updated`, or the given event type). The proposal
 * row is held FOR UPDATE, so changes of one proposal (its lines too) run one after another; a
 * change begun on an older version (`expectedUpdatedAt`: the proposal's, for a line's edit as well,
 * since every change stamps the proposal) is refused with the fresh proposal (contracts/stale-save.ts).
 */
async function changeProposal(
  app: AppContext,
  actor: Actor,
  id: string,
  change: (tx: Tx, row: ProposalRow, lines: LineRow[]) => Promise<void>,
  expectedUpdatedAt?: string,
): Promise<Proposal> {
  return inTransaction(app, async (tx, publish) => {
    await tx.select({ id: proposals.id }).from(proposals).where(and(eq(proposals.id, id), eq(proposals.workspaceId, actor.workspaceId))).for('update');
    const before = await loadProposal(tx, actor.workspaceId, id);
    if (!before) throw proposalNotFound();
    await refuseStaleSave(expectedUpdatedAt, before.row, 'proposal', async () => presentProposal(before));
    await change(tx, before.row, before.lines);
    return publishProposal(tx, publish, actor, id, 'proposal.updated');
  });
}

/** Stamps the proposal as changed and publishes it as it now is (inside the change's transaction). */
export async function publishProposal(tx: Tx, publish: Publish, actor: Actor, id: string, type: 'proposal.created' | 'proposal.updated'): Promise<Proposal> {
  await tx.update(proposals).set({ updatedAt: new Date() }).where(eq(proposals.id, id));
  const record = await loadProposal(tx, actor.workspaceId, id);
  if (!record) throw proposalNotFound();
  const proposal = presentProposal(record);
  await keepTotals(tx, publish, actor.workspaceId, proposal);
  await publish({ type, workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { proposal: proposalForEvent(proposal) } });
  return proposal;
}

export async function createProposal(app: AppContext, actor: Actor, input: CreateInput): Promise<Proposal> {
  assertMargin(input.marginPct, input.allowNegativeMargin);
  const products: Awaited<ReturnType<typeof productFor>>[] = [];
  for (const line of input.lines ?? []) products.push(await productFor(app, actor, line.productId));
  return inTransaction(app, async (tx, publish) => {
    const companyId = input.companyId ?? (await companyOfChat(tx, actor, input.sessionId));
    await assertCompany(tx, actor.workspaceId, companyId);
    const [workspace] = await tx.select({ marginBp: workspaces.proposalMarginBp }).from(workspaces).where(eq(workspaces.id, actor.workspaceId));
    const [row] = await tx
      .insert(proposals)
      .values({
        workspaceId: actor.workspaceId,
        createdBy: actor.userId,
        companyId: companyId ?? null,
        sessionId: input.sessionId ?? null,
        title: input.title,
        marginBp: input.marginPct === undefined ? (workspace?.marginBp ?? 4000) : percentToBp(input.marginPct),
        shippingCents: input.shippingCents ?? 0,
        taxRateBp: input.taxRatePct === undefined ? 0 : percentToBp(input.taxRatePct),
        message: input.message,
        internalNotes: input.internalNotes,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        inHandsDate: input.inHandsDate ?? null,
      })
      .returning();
    const lines = (input.lines ?? []).map((line, i) => {
      try {
        return newLineValues(row, line, products[i], i);
      } catch (err) {
        throw prefixed(err, `lines.${i}`);
      }
    });
    if (lines.length) await tx.insert(proposalLines).values(lines);
    return publishProposal(tx, publish, actor, row.id, 'proposal.created');
  });
}

/** A line's field errors, addressed inside the create request's `lines`. */
function prefixed(err: unknown, prefix: string): unknown {
  if (!(err instanceof AppError) || !err.details) return err;
  return invalid(err.details.map((d) => ({ ...d, path: `${prefix}.${d.path}` })));
}

export async function getProposal(app: AppContext, actor: Actor, id: string): Promise<Proposal> {
  const record = await loadProposal(app.db, actor.workspaceId, id);
  if (!record) throw proposalNotFound();
  return presentProposal(record);
}

export async function listProposals(app: AppContext, actor: Actor, filter: { sessionId?: string } = {}): Promise<ProposalSummary[]> {
  return (await listProposalRecords(app.db, actor.workspaceId, filter)).map((r) => proposalSummaryOf(presentProposal(r)));
}

export async function updateProposal(app: AppContext, actor: Actor, id: string, input: UpdateInput): Promise<Proposal> {
  assertMargin(input.marginPct, input.allowNegativeMargin);
  const { expectedUpdatedAt, ...fields } = input;
  return changeProposal(app, actor, id, async (tx) => {
    await assertCompany(tx, actor.workspaceId, fields.companyId);
    const { allowNegativeMargin: _allow, marginPct, taxRatePct, expiresAt, ...plain } = fields;
    const changes = {
      ...Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)),
      ...(marginPct !== undefined ? { marginBp: percentToBp(marginPct) } : {}),
      ...(taxRatePct !== undefined ? { taxRateBp: percentToBp(taxRatePct) } : {}),
      ...(expiresAt !== undefined ? { expiresAt: expiresAt ? new Date(expiresAt) : null } : {}),
    };
    if (Object.keys(changes).length) await tx.update(proposals).set(changes).where(eq(proposals.id, id));
  }, expectedUpdatedAt);
}

export async function deleteProposal(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx.delete(proposals).where(and(eq(proposals.id, id), eq(proposals.workspaceId, actor.workspaceId))).returning({ id: proposals.id });
    if (!row) throw proposalNotFound();
    await publish({ type: 'proposal.deleted', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: id, payload: { id } });
  });
}

export async function addLine(app: AppContext, actor: Actor, id: string, input: CreateLineInput): Promise<Proposal> {
  // Found first (a 404 for another workspace's proposal before any catalogue call); one row is enough here.
  const [found] = await app.db.select({ id: proposals.id }).from(proposals).where(and(eq(proposals.id, id), eq(proposals.workspaceId, actor.workspaceId)));
  if (!found) throw proposalNotFound();
  const product = await productFor(app, actor, input.productId);
  return changeProposal(app, actor, id, async (tx, row, lines) => {
    if (lines.length >= PROPOSAL_LINES_MAX) throw conflict(`A proposal holds at most ${PROPOSAL_LINES_MAX} lines`);
    const position = lines.reduce((max, l) => Math.max(max, l.position + 1), 0);
    await tx.insert(proposalLines).values(newLineValues(row, input, product, position));
  });
}

/** Changes to what a line costs or sells for take back the client's approval of it. */
const PRICED_FIELDS = ['tiers', 'decoration', 'marginPct', 'unitSellCents', 'color'] as const;

export async function updateLine(app: AppContext, actor: Actor, id: string, lineId: string, input: UpdateLineInput): Promise<Proposal> {
  return changeProposal(app, actor, id, async (tx, row, lines) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw notFound('Line not found');
    const product = readSnapshot(line.product);
    const tiers = input.tiers ?? line.tiers;
    const decoration = input.decoration === undefined ? readDecoration(line.decoration) : resolveDecoration(input.decoration, product);
    const marginBp = input.marginPct === undefined ? line.marginBp : input.marginPct === null ? null : percentToBp(input.marginPct);
    const unitSellCents = input.unitSellCents === undefined ? line.unitSellCents : input.unitSellCents;
    const lossAllowed = input.allowNegativeMargin ?? line.lossAllowed;
    assertLineSellable({ product, tiers, decoration, marginBp: marginBp ?? row.marginBp, unitSellCents }, lossAllowed || (marginBp === null && row.marginBp < 0));
    const repriced = PRICED_FIELDS.some((f) => input[f] !== undefined);
    await tx
      .update(proposalLines)
      .set({
        tiers,
        decoration,
        marginBp,
        unitSellCents,
        lossAllowed,
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        ...(input.logoNudge !== undefined ? { logoNudge: input.logoNudge } : {}),
        ...(line.chosenQty !== null && !tiers.includes(line.chosenQty) ? { chosenQty: null } : {}),
        ...(repriced ? { status: 'open' } : {}),
        updatedAt: new Date(),
      })
      .where(eq(proposalLines.id, lineId));
  }, input.expectedUpdatedAt);
}

export async function deleteLine(app: AppContext, actor: Actor, id: string, lineId: string): Promise<Proposal> {
  return changeProposal(app, actor, id, async (tx) => {
    const [gone] = await tx.delete(proposalLines).where(and(eq(proposalLines.id, lineId), eq(proposalLines.proposalId, id))).returning({ id: proposalLines.id });
    if (!gone) throw notFound('Line not found');
  });
}
