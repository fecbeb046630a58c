// docs/product.md#orders: proofs — the rep uploads one per line (checked by content, at most 20 MB),
// the client approves it or asks for changes on the proposal's link, a revision racing an approval
// (one wins, the other is told), the purchase order following, the client emailed (a real SMTP server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../contracts/catalogue.js';
import { PO_MESSAGES, orderResponse, type Order } from '../../contracts/orders.js';
import { PROOF_MESSAGES } from '../../contracts/proofs.js';
import { publicProposalResponse } from '../../contracts/proposal-sharing.js';
import type { RunningServer } from '../../server/app.js';
import { sharedCatalogueServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';
import { connectMailbox, eventually } from '../helpers/mail.js';
import { approvedProposal, catalogueBags, orderFrom } from '../helpers/orders.js';
import { pngImage } from '../helpers/images.js';
import { startSmtpTestServer, type SmtpTestServer } from '../fixtures/smtp-server.js';

let server: RunningServer;
let smtp: SmtpTestServer;
let rep: Awaited<ReturnType<typeof signUp>>;
let products: ProductSummary[];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(client: ApiClient, order: Order, lineId: string, body: Buffer | Uint8Array, name = 'proof.pdf', type = 'application/pdf') {
  const res = await fetch(`${server.url}/api/orders/${order.id}/lines/${lineId}/proofs?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'content-type': type, origin: server.url },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** An order whose purchase orders went to their suppliers (the supplier emails set, sent through the API). */
async function sentOrder() {
  const made = await approvedProposal(server.url, rep.client, products);
  const order = await orderFrom(rep.client, made.proposal.id);
  for (const po of order.purchaseOrders) {
    await rep.client.patch(`/api/suppliers/${po.supplierId}`, { orderEmail: `orders-${po.supplierId.slice(0, 8)}@supplier.example` });
    expect((await rep.client.post(`/api/purchase-orders/${po.id}/send`, {})).status).toBe(200);
  }
  return { ...made, order: orderResponse.parse((await rep.client.get(`/api/orders/${order.id}`)).body).order };
}

const decide = (anon: ApiClient, token: string, proofId: string, body: Record<string, unknown>) =>
  anon.post(`/api/public/proposals/${token}/proofs/${proofId}/decision`, { name: 'Dana Buyer', email: 'dana@acme.example', ...body });

beforeAll(async () => {
  server = await sharedCatalogueServer();
  smtp = await startSmtpTestServer({ rita: 'app-password-1' });
  rep = await signUp(server.url, 'Rita Rep');
  products = await catalogueBags(rep.client);
  await connectMailbox(rep.client, smtp, 'rita', 'app-password-1');
}, 120_000);

afterAll(async () => {
  await smtp?.close();
});

describe('proofs', () => {
  it('refuses what is not a PDF or image whatever it claims, and more than 20 MB', async () => {
    const { order } = await sentOrder();
    const line = order.lines[0]!;
    const html = await upload(rep.client, order, line.id, Buffer.from('<html><script>alert(1)</script></html>'), 'proof.pdf', 'application/pdf');
    expect(html.status).toBe(415);
    expect(html.body.error.message).toBe(PROOF_MESSAGES.notAProof);
    const huge = await upload(rep.client, order, line.id, Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe(PROOF_MESSAGES.tooLarge);
    expect((await rep.client.get(`/api/orders/${order.id}`)).body.order.proofs).toEqual([]);
  }, 60_000);

  it('a proof goes to the client’s link and email; approving every line’s proof approves the PO, and production may start', async () => {
    const { order, token, anon } = await sentOrder();
    const po = order.purchaseOrders.find((p) => p.lineCount === 1) ?? order.purchaseOrders[0]!;
    const lines = order.lines.filter((l) => l.supplierName === po.supplierName);
    const uploaded: Array<Record<string, any>> = [];
    for (const [i, line] of lines.entries()) {
      const res = await upload(rep.client, order, line.id, i === 0 ? PDF : pngImage(), i === 0 ? 'front.pdf' : 'front.png', i === 0 ? 'application/pdf' : 'image/png');
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.proof).toMatchObject({ version: 1, status: 'pending', contentType: i === 0 ? 'application/pdf' : 'image/png' });
      uploaded.push(res.body.proof);
    }
    const afterUpload = orderResponse.parse((await rep.client.get(`/api/orders/${order.id}`)).body).order;
    expect(afterUpload.purchaseOrders.find((p) => p.id === po.id)!.status).toBe('proof_received');
    // The client is told by email (from the rep's mailbox), and their link lists the proofs.
    const mails = await eventually(async () => smtp.to('dana@acme.example'), (m) => m.length >= lines.length);
    expect(mails[0]!.parsed.subject).toContain('A proof is ready for your approval');
    const view = publicProposalResponse.parse((await anon.get(`/api/public/proposals/${token}`)).body).proposal;
    expect(view.order!.proofs.map((p) => p.id).sort()).toEqual(uploaded.map((p) => p.id).sort());
    // Its file, through the link only, served as what it is.
    const file = await fetch(`${server.url}/api/public/proposals/${token}/proofs/${uploaded[0].id}/file`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain(uploaded[0].contentType);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${server.url}/api/public/proposals/${'x'.repeat(43)}/proofs/${uploaded[0].id}/file`)).status).toBe(404);
    // Production waits until every proof of the PO is approved.
    const early = await rep.client.post(`/api/purchase-orders/${po.id}/status`, { status: 'in_production' });
    expect(early.body.error.message).toBe(PO_MESSAGES.proofFirst);
    for (const proof of uploaded) expect((await decide(anon, token, proof.id, { decision: 'approve' })).status).toBe(200);
    const approved = orderResponse.parse((await rep.client.get(`/api/orders/${order.id}`)).body).order;
    expect(approved.purchaseOrders.find((p) => p.id === po.id)!.status).toBe('proof_approved');
    expect(approved.proofs.every((p) => p.status !== 'pending' || !uploaded.some((u) => u.id === p.id))).toBe(true);
    expect(approved.proofs.find((p) => p.id === uploaded[0].id)).toMatchObject({ status: 'approved', decidedByName: 'Dana Buyer' });
    expect((await rep.client.post(`/api/purchase-orders/${po.id}/status`, { status: 'in_production' })).status).toBe(200);
    const timeline = JSON.stringify((await rep.client.get(`/api/companies/${order.companyId}/timeline`)).body);
    expect(timeline).toContain(`Dana Buyer approved the proof of ${lines[0]!.name} (v1)`);
  }, 60_000);

  it('changes requested need a comment; the revision supersedes it; a decision racing a revision is told to look again', async () => {
    const { order, token, anon } = await sentOrder();
    const line = order.lines[0]!;
    const v1 = (await upload(rep.client, order, line.id, PDF)).body.proof;
    expect((await decide(anon, token, v1.id, { decision: 'request_changes' })).status).toBe(400);
    const changes = await decide(anon, token, v1.id, { decision: 'request_changes', comment: 'Logo larger, please' });
    expect(changes.status).toBe(200);
    expect((await decide(anon, token, v1.id, { decision: 'approve' })).body.error.message).toBe(PROOF_MESSAGES.decided);
    const v2 = (await upload(rep.client, order, line.id, PDF, 'v2.pdf')).body.proof;
    expect(v2.version).toBe(2);
    // v3 and an approval of v2 at the same moment: one wins, the other is told.
    const [v3, late] = await Promise.all([upload(rep.client, order, line.id, PDF, 'v3.pdf'), decide(anon, token, v2.id, { decision: 'approve' })]);
    expect(v3.status).toBe(201);
    const proofs = orderResponse.parse((await rep.client.get(`/api/orders/${order.id}`)).body).order.proofs.filter((p) => p.orderLineId === line.id);
    expect(proofs.map((p) => p.version)).toEqual([3, 2, 1]);
    expect(proofs[2]).toMatchObject({ status: 'changes_requested', comment: 'Logo larger, please' });
    if (late.status === 200) expect(proofs[1]!.status).toBe('approved');
    else {
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe(PROOF_MESSAGES.superseded);
      expect(proofs[1]!.status).toBe('superseded');
    }
    expect(proofs[0]!.status).toBe('pending');
  }, 60_000);

  it('tenancy and roles: another workspace, a viewer and another link find nothing to do', async () => {
    const { order, token } = await sentOrder();
    const other = await sentOrder();
    const line = order.lines[0]!;
    const proof = (await upload(rep.client, order, line.id, PDF)).body.proof;
    const stranger = (await signUp(server.url, 'Stranger')).client;
    expect((await upload(stranger, order, line.id, PDF)).status).toBe(404);
    expect((await stranger.get(`/api/orders/${order.id}/proofs/${proof.id}/file`)).status).toBe(404);
    const viewer = await memberOf(server, rep.user.workspaceId, 'viewer');
    expect((await upload(viewer.client, order, line.id, PDF)).status).toBe(403);
    expect((await fetch(`${server.url}/api/orders/${order.id}/proofs/${proof.id}/file`, { headers: { cookie: viewer.client.cookieHeader } })).status).toBe(200);
    // Another proposal's link cannot read or decide this order's proof.
    const anon = new ApiClient(server.url);
    expect((await fetch(`${server.url}/api/public/proposals/${other.token}/proofs/${proof.id}/file`)).status).toBe(404);
    expect((await decide(anon, other.token, proof.id, { decision: 'approve' })).status).toBe(404);
    expect((await decide(anon, token, proof.id, { decision: 'approve' })).status).toBe(200);
  }, 60_000);
});
