// docs/product.md#orders: from the client's approval (with the ship-to) to a sales order, one
// purchase order per supplier sent by email with its PDF (read back at a real SMTP server), its steps,
// revisions, the production board, the permission matrix and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ProductSummary } from '../../contracts/catalogue.js';
import { PO_MESSAGES, boardResponse, orderResponse, purchaseOrderResponse, type Order } from '../../contracts/orders.js';
import { PUBLIC_PROPOSAL_EVENT, PUBLIC_PROPOSALS_NAMESPACE, publicProposalResponse, type PublicProposal } from '../../contracts/proposal-sharing.js';
import { openLinkSocket } from '../helpers/link-socket.js';
import type { RunningServer } from '../../server/app.js';
import { outboundEmails } from '../../server/db/schema/index.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';
import { connectMailbox, eventually } from '../helpers/mail.js';
import { SHIP_TO, approvedProposal as approvedProposalOf, catalogueBags } from '../helpers/orders.js';
import { pdfText } from '../helpers/pdf-text.js';
import { startSmtpTestServer, type SmtpTestServer } from '../fixtures/smtp-server.js';

let server: RunningServer;
let smtp: SmtpTestServer;
let rep: Awaited<ReturnType<typeof signUp>>;
let repTab: TestSocket;
let stranger: ApiClient;
let products: ProductSummary[];

async function download(client: ApiClient | null, path: string) {
  const res = await fetch(server.url + path, { headers: client ? { cookie: client.cookieHeader } : {} });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

const approvedProposal = (client: ApiClient, delivery?: Record<string, unknown> | null) => approvedProposalOf(server.url, client, products, delivery);

const orderOf = async (client: ApiClient, id: string): Promise<Order> => orderResponse.parse((await client.get(`/api/orders/${id}`)).body).order;

beforeAll(async () => {
  server = await sharedCatalogueServer();
  smtp = await startSmtpTestServer({ rita: 'app-password-1' });
  rep = await signUp(server.url, 'Rita Rep');
  stranger = (await signUp(server.url, 'Stranger Seller')).client;
  repTab = await connectSocket(server.url, rep.client.cookieHeader);
  products = await catalogueBags(rep.client);
  await connectMailbox(rep.client, smtp, 'rita', 'app-password-1');
}, 120_000);

afterAll(async () => {
  repTab?.close();
  await smtp?.close();
});

describe('the client approves with the delivery details', () => {
  it('keeps the ship-to, in-hands date and PO number on the proposal and shows them on the link', async () => {
    const { proposal, token, anon } = await approvedProposal(rep.client);
    const seen = (await rep.client.get(`/api/proposals/${proposal.id}`)).body.proposal;
    expect(seen.shipTo).toMatchObject({ ...SHIP_TO, country: 'US', line2: null });
    expect(seen.clientPoNumber).toBe('ACME-PO-77');
    expect(seen.inHandsDate).toBe('2026-12-18');
    const link = publicProposalResponse.parse((await anon.get(`/api/public/proposals/${token}`)).body).proposal;
    expect(link.delivery).toMatchObject({ poNumber: 'ACME-PO-77', inHandsDate: '2026-12-18' });
    expect(link.order).toBeNull();
  });

  it('refuses a bad address or date with clear messages, and delivery details on anything but an approval', async () => {
    const { token, anon } = await approvedProposal(rep.client, null);
    const noStreet = await anon.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', name: 'D', email: 'd@acme.example', delivery: { shipTo: { ...SHIP_TO, line1: '' } } });
    expect(noStreet.status).toBe(400);
    expect(JSON.stringify(noStreet.body)).toContain('Street address is required');
    const badDay = await anon.post(`/api/public/proposals/${token}/actions`, { kind: 'approve', name: 'D', email: 'd@acme.example', delivery: { inHandsDate: '2026-02-30' } });
    expect(badDay.status).toBe(400);
    expect(JSON.stringify(badDay.body)).toContain('In-hands date must be a real date');
    const onComment = await anon.post(`/api/public/proposals/${token}/actions`, { kind: 'comment', text: 'hi', name: 'D', email: 'd@acme.example', delivery: { poNumber: 'X' } });
    expect(onComment.status).toBe(400);
  });
});

describe('the sales order and its purchase orders', () => {
  let order: Order;
  let token: string;
  let anon: ApiClient;

  it('is made from the approved lines at the chosen tier, numbered per workspace, with a draft PO per supplier', async () => {
    const made = await approvedProposal(rep.client);
    token = made.token;
    anon = made.anon;
    const res = await rep.client.post(`/api/proposals/${made.proposal.id}/order`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    order = orderResponse.parse(res.body).order;
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect(order.clientPoNumber).toBe('ACME-PO-77');
    expect(order.inHandsDate).toBe('2026-12-18');
    expect(order.shipTos).toHaveLength(1);
    expect(order.lines).toHaveLength(3);
    expect(order.lines[0]!.quantity).toBe(250);
    expect(order.lines[1]!.quantity).toBe(100);
    // The proposal's prices: its grand total is the order's.
    const proposal = (await rep.client.get(`/api/proposals/${made.proposal.id}`)).body.proposal;
    expect(order.totals.grandTotalCents).toBe(proposal.totals.grandTotalCents);
    expect(order.totals.costCents).toBe(proposal.totals.costCents);
    expect(proposal.order).toEqual({ id: order.id, number: order.number });
    const suppliers = new Set(order.lines.map((l) => l.supplierName));
    expect(order.purchaseOrders).toHaveLength(suppliers.size);
    expect(suppliers.size).toBeGreaterThanOrEqual(2);
    expect(order.purchaseOrders.every((p) => p.status === 'draft')).toBe(true);
    await repTab.waitFor((e) => e.type === 'order.updated' && (e.payload as { order: { id: string } }).order.id === order.id);
    // Again (a double-click): the same order.
    const again = await rep.client.post(`/api/proposals/${made.proposal.id}/order`, {});
    expect(again.status).toBe(200);
    expect(again.body.order.id).toBe(order.id);
    const timeline = await rep.client.get(`/api/companies/${made.company.id}/timeline`);
    expect(JSON.stringify(timeline.body)).toContain(`Order #${order.number} created`);
  }, 60_000);

  it('two orders made at once from one proposal give one order', async () => {
    const made = await approvedProposal(rep.client);
    const [a, b] = await Promise.all([rep.client.post(`/api/proposals/${made.proposal.id}/order`, {}), rep.client.post(`/api/proposals/${made.proposal.id}/order`, {})]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.order.id).toBe(b.body.order.id);
  }, 30_000);

  it('refuses a proposal with nothing approved', async () => {
    const created = await rep.client.post('/api/proposals', { title: 'Not yet', lines: [{ productId: products[0]!.id, tiers: [100] }] });
    const res = await rep.client.post(`/api/proposals/${created.body.proposal.id}/order`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(PO_MESSAGES.noApprovedLines);
  });

  it('a PO for a supplier with no order email is refused with what to do', async () => {
    const po = order.purchaseOrders[0]!;
    const res = await rep.client.post(`/api/purchase-orders/${po.id}/send`, {});
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PO_MESSAGES.noSupplierEmail);
    expect((await orderOf(rep.client, order.id)).purchaseOrders[0]!.status).toBe('draft');
  });

  it('gives a draft PO its own in-hands date, kept when the order’s moves, and the order’s again on null', async () => {
    const [own, follows] = [order.purchaseOrders[0]!, order.purchaseOrders[1]!];
    const poOf = async (id: string) => purchaseOrderResponse.parse((await rep.client.get(`/api/purchase-orders/${id}`)).body).purchaseOrder;
    const set = await rep.client.patch(`/api/purchase-orders/${own.id}`, { inHandsDate: '2026-12-11' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(purchaseOrderResponse.parse(set.body).purchaseOrder).toMatchObject({ inHandsDate: '2026-12-11', inHandsOwn: true });
    expect((await rep.client.patch(`/api/purchase-orders/${own.id}`, { inHandsDate: '11/12/2026' })).body.error.details[0].path).toBe('inHandsDate');
    // The order's date moves (nothing sent yet: no revision): the other PO follows it, this one keeps its own.
    expect((await rep.client.patch(`/api/orders/${order.id}`, { inHandsDate: '2026-12-21' })).status).toBe(200);
    expect(await poOf(own.id)).toMatchObject({ inHandsDate: '2026-12-11', inHandsOwn: true });
    expect(await poOf(follows.id)).toMatchObject({ inHandsDate: '2026-12-21', inHandsOwn: false });
    const board = boardResponse.parse((await rep.client.get('/api/purchase-orders')).body);
    expect(board.items.find((i) => i.id === own.id)?.inHandsDate).toBe('2026-12-11');
    const { text } = await pdfText(await download(rep.client, `/api/purchase-orders/${own.id}/pdf`).then((d) => d.bytes));
    expect(text).toMatch(/In hands by[^\n]*(?:Dec(?:ember)? 11|12\/11)/);
    // Null: the order's date again.
    expect(purchaseOrderResponse.parse((await rep.client.patch(`/api/purchase-orders/${own.id}`, { inHandsDate: null })).body).purchaseOrder).toMatchObject({ inHandsDate: '2026-12-21', inHandsOwn: false });
    expect((await rep.client.patch(`/api/orders/${order.id}`, { inHandsDate: '2026-12-18' })).status).toBe(200);
    expect((await poOf(own.id)).inHandsDate).toBe('2026-12-18');
  });

  it('sends each PO to its supplier with its PDF (once on a double-click), and the history says so', async () => {
    const suppliers = (await rep.client.get('/api/suppliers')).body.items as Array<{ id: string; name: string }>;
    for (const po of order.purchaseOrders) {
      const supplier = suppliers.find((s) => s.id === po.supplierId)!;
      const res = await rep.client.patch(`/api/suppliers/${supplier.id}`, { orderEmail: `orders-${po.number}@supplier.example`, accountNumber: 'ACCT-42', transitDays: 3 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (const po of order.purchaseOrders) {
      const send = () => rep.client.post(`/api/purchase-orders/${po.id}/send`, { message: 'Hi team, rush if you can.' });
      const [first, second] = await Promise.all([send(), send()]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      expect([first.body, second.body].map((b) => b.error?.message).filter(Boolean)).toEqual([PO_MESSAGES.alreadySent]);
    }
    for (const po of order.purchaseOrders) {
      const mails = await eventually(async () => smtp.to(`orders-${po.number}@supplier.example`), (m) => m.length >= 1);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.parsed.subject).toContain(`PO #${po.number}`);
      expect(mail.parsed.text).toContain('Hi team, rush if you can.');
      expect(mail.parsed.text).toContain('Ship to: Dana Buyer, Acme Corp, 12 Main St, Austin, TX 78701');
      expect(mail.parsed.attachments).toHaveLength(1);
      const { text } = await pdfText(new Uint8Array(mail.parsed.attachments[0]!.content));
      expect(text).toContain(`PO #${po.number}`);
      expect(text).toContain(po.supplierName);
      expect(text).toContain('12 Main St');
      expect(text).toContain('Account');
      // The supplier's copy carries net costs, never the client's sell prices.
      const lines = order.lines.filter((l) => l.supplierName === po.supplierName);
      for (const l of lines) expect(text).toContain(l.itemNum);
      expect(text).not.toContain('ACME-PO-77-SECRET');
    }
    const after = await orderOf(rep.client, order.id);
    expect(after.purchaseOrders.every((p) => p.status === 'sent' && p.sentAt)).toBe(true);
    const emails = await server.app.db.select({ n: sql<number>`count(*)::int` }).from(outboundEmails).where(eq(outboundEmails.workspaceId, rep.user.workspaceId));
    expect(emails[0]!.n).toBeGreaterThanOrEqual(order.purchaseOrders.length);
    const po = purchaseOrderResponse.parse((await rep.client.get(`/api/purchase-orders/${order.purchaseOrders[0]!.id}`)).body).purchaseOrder;
    expect(po.history.map((h) => h.status)).toEqual(['sent']);
    expect(po.email).toMatchObject({ status: 'sent' });
    // Sent with its date: the order's date is changed instead (a revision).
    const late = await rep.client.patch(`/api/purchase-orders/${po.id}`, { inHandsDate: '2026-12-30' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(PO_MESSAGES.inHandsAfterSent);
  }, 60_000);

  it('moves forward only; production waits for the proof unless overridden with a reason; shipping needs its details', async () => {
    const po = order.purchaseOrders[0]!;
    const step = (body: Record<string, unknown>) => rep.client.post(`/api/purchase-orders/${po.id}/status`, body);
    expect((await step({ status: 'acknowledged' })).status).toBe(200);
    const early = await step({ status: 'in_production' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(PO_MESSAGES.proofFirst);
    expect((await step({ status: 'acknowledged' })).body.error.message).toBe(PO_MESSAGES.backwards);
    const overridden = await step({ status: 'in_production', overrideReason: 'Client approved the proof by phone' });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(200);
    expect(overridden.body.purchaseOrder.productionOverride).toBe('Client approved the proof by phone');
    const noTracking = await step({ status: 'shipped', carrier: 'UPS' });
    expect(noTracking.status).toBe(400);
    expect(JSON.stringify(noTracking.body)).toContain(PO_MESSAGES.shipmentDetails);
    // A draft cannot move at all.
    const draftOrder = await approvedProposal(rep.client);
    const draft = (await rep.client.post(`/api/proposals/${draftOrder.proposal.id}/order`, {})).body.order.purchaseOrders[0];
    expect((await rep.client.post(`/api/purchase-orders/${draft.id}/status`, { status: 'acknowledged' })).body.error.message).toBe(PO_MESSAGES.notSentYet);
  }, 60_000);

  it('ships with carrier and tracking: the client’s link shows Shipped live, and the timeline has every step', async () => {
    const link = await openLinkSocket<PublicProposal>(server.url, { namespace: PUBLIC_PROPOSALS_NAMESPACE, event: PUBLIC_PROPOSAL_EVENT, key: 'proposal' }, token);
    try {
      for (const po of order.purchaseOrders) {
        const moves = po === order.purchaseOrders[0] ? [] : [{ status: 'proof_received' }, { status: 'proof_approved' }, { status: 'in_production' }];
        for (const m of moves) expect((await rep.client.post(`/api/purchase-orders/${po.id}/status`, m)).status).toBe(200);
        const shipped = await rep.client.post(`/api/purchase-orders/${po.id}/status`, { status: 'shipped', carrier: 'UPS', trackingNumber: `1Z${po.number}`, shipDate: '2026-12-10' });
        expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
      }
      const seen = await link.next((p) => p.order?.status === 'shipped');
      expect(seen.order!.shipments).toHaveLength(order.purchaseOrders.length);
    } finally {
      link.socket.close();
    }
    const view = publicProposalResponse.parse((await anon.get(`/api/public/proposals/${token}`)).body).proposal;
    expect(view.order).toMatchObject({ number: order.number, status: 'shipped' });
    // The client who approved is emailed each shipment, from the rep's mailbox.
    const told = await eventually(async () => smtp.to('dana@acme.example').filter((m) => m.parsed.subject?.includes(`order #${order.number} has shipped`)), (m) => m.length === order.purchaseOrders.length);
    expect(told[0]!.parsed.text).toContain(`tracking number 1Z${order.purchaseOrders[0]!.number}`);
    expect(JSON.stringify(view)).not.toMatch(/Cost|supplier\.example|ACCT-42/);
    const timeline = await rep.client.get(`/api/companies/${order.companyId}/timeline`);
    expect(JSON.stringify(timeline.body)).toContain(`PO #${order.purchaseOrders[0]!.number} (${order.purchaseOrders[0]!.supplierName}): Shipped — UPS 1Z`);
  }, 60_000);

  it('a change after the POs went is a revision: reason required, kept in the history, POs outdated until sent again', async () => {
    const line = order.lines[0]!;
    const noReason = await rep.client.patch(`/api/orders/${order.id}`, { lines: [{ id: line.id, quantity: 300 }] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(PO_MESSAGES.changedAfterSent);
    const revised = await rep.client.patch(`/api/orders/${order.id}`, { lines: [{ id: line.id, quantity: 300 }], revisionReason: 'Client added 50 for new hires' });
    expect(revised.status, JSON.stringify(revised.body)).toBe(200);
    const after = orderResponse.parse(revised.body).order;
    expect(after.revision).toBe(1);
    expect(after.history[0]).toMatchObject({ revision: 1, reason: 'Client added 50 for new hires', byName: 'Rita Rep' });
    expect(after.history[0]!.changes.join(' ')).toContain('quantity 250 → 300');
    const outdated = after.purchaseOrders.find((p) => p.supplierName === line.supplierName)!;
    expect(outdated.outdated).toBe(true);
    const resent = await rep.client.post(`/api/purchase-orders/${outdated.id}/send`, {});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.purchaseOrder.outdated).toBe(false);
    expect(resent.body.purchaseOrder.status).toBe('shipped');
    const mails = await eventually(async () => smtp.to(`orders-${outdated.number}@supplier.example`), (m) => m.length === 2);
    expect(mails[1]!.parsed.subject).toContain('Revised purchase order');
  }, 60_000);

  it('the production board lists open POs with the late risk, filtered by rep, supplier and late', async () => {
    const made = await approvedProposal(rep.client, { shipTo: SHIP_TO, inHandsDate: '2026-01-02' });
    const late = orderResponse.parse((await rep.client.post(`/api/proposals/${made.proposal.id}/order`, {})).body).order;
    const board = boardResponse.parse((await rep.client.get('/api/purchase-orders')).body);
    const mine = board.items.filter((i) => i.orderId === late.id);
    expect(mine).toHaveLength(late.purchaseOrders.length);
    expect(mine.every((i) => i.late.late && /after the in-hands date/.test(i.late.reason!))).toBe(true);
    const lateOnly = boardResponse.parse((await rep.client.get('/api/purchase-orders?late=true')).body);
    expect(lateOnly.items.every((i) => i.late.late)).toBe(true);
    const supplierId = mine[0]!.supplierId;
    const bySupplier = boardResponse.parse((await rep.client.get(`/api/purchase-orders?supplierId=${supplierId}`)).body);
    expect(bySupplier.items.every((i) => i.supplierId === supplierId)).toBe(true);
    const byRep = boardResponse.parse((await rep.client.get(`/api/purchase-orders?repId=${rep.user.id}`)).body);
    expect(byRep.items.length).toBe(board.items.length);
    expect((await rep.client.get('/api/purchase-orders?repId=nope')).status).toBe(400);
  }, 60_000);
});

describe('roles and tenancy', () => {
  it('viewers see orders and the board without a cost, and cannot open a PO, send or move one', async () => {
    const made = await approvedProposal(rep.client);
    const order = orderResponse.parse((await rep.client.post(`/api/proposals/${made.proposal.id}/order`, {})).body).order;
    const viewer = await memberOf(server, rep.user.workspaceId, 'viewer', 'Vera Viewer');
    const seen = await orderOf(viewer.client, order.id);
    expect(seen.totals.costCents).toBeNull();
    expect(seen.lines.every((l) => l.unitCostCents === null && l.totalCostCents === null)).toBe(true);
    expect(seen.purchaseOrders.every((p) => p.totalCostCents === null)).toBe(true);
    const board = boardResponse.parse((await viewer.client.get('/api/purchase-orders')).body);
    expect(board.items.every((i) => i.totalCostCents === null)).toBe(true);
    const po = order.purchaseOrders[0]!;
    expect((await viewer.client.get(`/api/purchase-orders/${po.id}`)).status).toBe(403);
    expect((await download(viewer.client, `/api/purchase-orders/${po.id}/pdf`)).status).toBe(403);
    expect((await viewer.client.post(`/api/purchase-orders/${po.id}/send`, {})).status).toBe(403);
    expect((await viewer.client.post(`/api/purchase-orders/${po.id}/status`, { status: 'acknowledged' })).status).toBe(403);
    expect((await viewer.client.patch(`/api/purchase-orders/${po.id}`, { inHandsDate: '2026-12-01' })).status).toBe(403);
    expect((await viewer.client.patch(`/api/orders/${order.id}`, { title: 'x' })).status).toBe(403);
    expect((await viewer.client.post(`/api/proposals/${made.proposal.id}/order`, {})).status).toBe(403);
    // A member may.
    const member = await memberOf(server, rep.user.workspaceId, 'member', 'Mo Member');
    expect((await member.client.get(`/api/purchase-orders/${po.id}`)).status).toBe(200);
    const pdf = await download(member.client, `/api/purchase-orders/${po.id}/pdf`);
    expect(pdf.type).toBe('application/pdf');
    const downloaded = (await pdfText(pdf.bytes)).text;
    expect(downloaded).toContain(`PO #${po.number}`);
    // Downloaded by another member, the PO still names the order's rep as the contact.
    expect(downloaded).toContain('Contact: Rita Rep');
  }, 60_000);

  it('another workspace finds none of it', async () => {
    const made = await approvedProposal(rep.client);
    const order = orderResponse.parse((await rep.client.post(`/api/proposals/${made.proposal.id}/order`, {})).body).order;
    const po = order.purchaseOrders[0]!;
    const supplierId = po.supplierId;
    expect((await stranger.get(`/api/orders/${order.id}`)).status).toBe(404);
    expect((await stranger.patch(`/api/orders/${order.id}`, { title: 'x' })).status).toBe(404);
    expect((await stranger.post(`/api/proposals/${made.proposal.id}/order`, {})).status).toBe(404);
    expect((await stranger.get(`/api/purchase-orders/${po.id}`)).status).toBe(404);
    expect((await download(stranger, `/api/purchase-orders/${po.id}/pdf`)).status).toBe(404);
    expect((await stranger.post(`/api/purchase-orders/${po.id}/send`, {})).status).toBe(404);
    expect((await stranger.post(`/api/purchase-orders/${po.id}/status`, { status: 'acknowledged' })).status).toBe(404);
    expect((await stranger.patch(`/api/purchase-orders/${po.id}`, { inHandsDate: '2026-12-01' })).status).toBe(404);
    expect((await stranger.patch(`/api/suppliers/${supplierId}`, { notes: 'x' })).status).toBe(404);
    expect((await stranger.get('/api/orders')).body.items).toEqual([]);
    expect((await stranger.get('/api/purchase-orders')).body.items).toEqual([]);
    expect((await stranger.get('/api/suppliers')).body.items).toEqual([]);
    expect((await new ApiClient(server.url).get('/api/orders')).status).toBe(401);
  }, 60_000);
});
