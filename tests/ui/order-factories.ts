import type { Invoice } from '../../contracts/invoices.js';
import type { BoardRow, Order, OrderSummary, PoSummary, Supplier } from '../../contracts/orders.js';
import type { Proof } from '../../contracts/proofs.js';

export const orderId = '3f6c2a10-8b1d-4e2f-9a3c-5d7e9f1a2b3c';
export const poId = 'a1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b';
export const po2Id = 'a1b2c3d4-2222-4aaa-8bbb-0c0d0e0f1a2b';
export const lineA = 'b1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b';
export const lineB = 'b1b2c3d4-2222-4aaa-8bbb-0c0d0e0f1a2b';
export const supplierId = 'c1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b';
export const supplier2Id = 'c1b2c3d4-2222-4aaa-8bbb-0c0d0e0f1a2b';

export function buildPo(over: Partial<PoSummary> = {}): PoSummary {
  return {
    id: poId,
    number: 7,
    supplierId,
    supplierName: 'Harbor Promo',
    status: 'draft',
    shipToIndex: 0,
    inHandsDate: '2026-04-01',
    inHandsOwn: false,
    lineCount: 1,
    totalCostCents: 69000,
    sentAt: null,
    email: null,
    carrier: null,
    trackingNumber: null,
    shipDate: null,
    revision: 0,
    outdated: false,
    ...over,
  };
}

/** Order #1042 of two lines from two suppliers, one address; draft purchase orders. */
export function buildOrder(over: Partial<Order> = {}): Order {
  return {
    id: orderId,
    number: 1042,
    title: 'Acme Onboarding Kit',
    status: 'open',
    proposalId: '0b8c2f36-5c59-4f1e-9d43-9e8a4b8f7c21',
    companyId: 'd1b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b',
    companyName: 'Acme',
    repId: 'u-signed-in',
    repName: 'Rita Rep',
    clientPoNumber: 'ACME-PO-77',
    inHandsDate: '2026-04-01',
    shipTos: [{ name: 'Dana Buyer', company: 'Acme', line1: '12 Main St', line2: null, city: 'Austin', region: 'TX', postalCode: '78701', country: 'US', phone: null }],
    lines: [
      {
        id: lineA,
        position: 0,
        name: 'Summit Tumbler',
        itemNum: 'ST-1',
        supplierName: 'Harbor Promo',
        quantity: 100,
        color: 'Navy',
        decoration: { method: 'screen_print', label: 'Screen print', locations: ['Front'], colors: [] },
        unitSellCents: 1067,
        setupSellCents: 8333,
        totalSellCents: 115033,
        unitCostCents: 640,
        setupCostCents: 5000,
        totalCostCents: 69000,
        shipToIndex: 0,
      },
      {
        id: lineB,
        position: 1,
        name: 'Metal Pen',
        itemNum: 'MP-9',
        supplierName: 'Pen Works',
        quantity: 250,
        color: null,
        decoration: null,
        unitSellCents: 200,
        setupSellCents: 0,
        totalSellCents: 50000,
        unitCostCents: 120,
        setupCostCents: 0,
        totalCostCents: 30000,
        shipToIndex: 0,
      },
    ],
    totals: { subtotalCents: 165033, shippingCents: 2500, taxCents: 0, grandTotalCents: 167533, costCents: 99000, profitCents: 66033 },
    revision: 0,
    history: [],
    purchaseOrders: [buildPo(), buildPo({ id: po2Id, number: 8, supplierId: supplier2Id, supplierName: 'Pen Works', totalCostCents: 30000 })],
    proofs: [],
    createdAt: '2026-03-05T14:30:00.000Z',
    updatedAt: '2026-03-05T14:30:00.000Z',
    ...over,
  };
}

/** What a viewer receives: every cost null. */
export function asViewerSees(order: Order): Order {
  return {
    ...order,
    lines: order.lines.map((l) => ({ ...l, unitCostCents: null, setupCostCents: null, totalCostCents: null })),
    totals: { ...order.totals, costCents: null, profitCents: null },
    purchaseOrders: order.purchaseOrders.map((po) => ({ ...po, totalCostCents: null })),
  };
}

export function buildSummary(over: Partial<OrderSummary> = {}): OrderSummary {
  const o = buildOrder();
  return {
    id: o.id,
    number: o.number,
    proposalId: o.proposalId,
    title: o.title,
    status: o.status,
    companyId: o.companyId,
    companyName: o.companyName,
    repName: o.repName,
    inHandsDate: o.inHandsDate,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    grandTotalCents: o.totals.grandTotalCents,
    poCount: 2,
    ...over,
  };
}

export function buildBoardRow(over: Partial<BoardRow> = {}): BoardRow {
  return {
    ...buildPo({ status: 'sent', totalCostCents: null }),
    orderId,
    proposalId: null,
    orderNumber: 1042,
    orderTitle: 'Acme Onboarding Kit',
    companyName: 'Acme',
    repId: 'u-signed-in',
    repName: 'Rita Rep',
    late: { late: false, reason: null },
    statusChangedAt: '2026-03-05T14:30:00.000Z',
    ...over,
  };
}

export function buildSupplier(over: Partial<Supplier> = {}): Supplier {
  return { id: supplierId, name: 'Harbor Promo', orderEmail: null, accountNumber: null, notes: null, transitDays: 5, location: 'Portland, OR', createdAt: '2026-03-05T14:30:00.000Z', ...over };
}

export const proofId = 'e2b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b';
export const proof2Id = 'e2b2c3d4-2222-4aaa-8bbb-0c0d0e0f1a2b';
export const invoiceId = 'f2b2c3d4-1111-4aaa-8bbb-0c0d0e0f1a2b';

/** Version 1 of the tumbler's proof, waiting for the client. */
export function buildProof(over: Partial<Proof> = {}): Proof {
  return {
    id: proofId,
    orderLineId: lineA,
    lineName: 'Summit Tumbler',
    version: 1,
    status: 'pending',
    fileName: 'tumbler-proof.pdf',
    contentType: 'application/pdf',
    size: 48_000,
    uploadedAt: '2026-03-06T10:00:00.000Z',
    decidedAt: null,
    decidedByName: null,
    comment: null,
    ...over,
  };
}

/** INV-1001, a draft deposit of half of order #1042. */
export function buildInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: invoiceId,
    number: 1001,
    orderId,
    orderNumber: 1042,
    companyName: 'Acme',
    kind: 'deposit',
    status: 'draft',
    issuedOn: '2026-03-06',
    dueOn: '2026-04-05',
    lines: [{ description: 'Deposit: 50% of order #1042', quantity: 1, unitCents: 83767, amountCents: 83767, taxable: false }],
    subtotalCents: 83767,
    shippingCents: 0,
    taxCents: 0,
    totalCents: 83767,
    paidCents: 0,
    balanceCents: 83767,
    notes: null,
    sentAt: null,
    email: null,
    payments: [],
    createdAt: '2026-03-06T10:00:00.000Z',
    ...over,
  };
}
