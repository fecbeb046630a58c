import { atom } from 'jotai';
import type { Supplier } from '../../contracts/orders.js';
import { createAtomMap } from './atom-map.js';
import { createRecordStore } from './record-store.js';
import { proposalRecords } from './proposals.js';
import type { EventHandlers, Store } from './store.js';

/**
 * Orders, purchase orders and suppliers (docs/product.md#orders). Events carry no cost, so the
 * pages that show costs re-read over HTTP when one comes: each page watches a version that goes
 * up when something it shows may have changed.
 */

/** The orders list: any order (or its purchase orders, which move its status and count) changed. */
export const ordersVersionAtom = atom(0);
/** The production board: a purchase order, or a supplier's transit days (the late risk), changed. */
export const boardVersionAtom = atom(0);
const orderVersions = createAtomMap<number>(() => 0);
/** One order's page: the order, or one of its purchase orders, changed. */
export const orderVersionAtom = (orderId: string) => orderVersions.get(orderId);
const invoiceVersions = createAtomMap<number>(() => 0);
/** One order's invoices: one was made, sent, paid or voided. */
export const invoiceVersionAtom = (orderId: string) => invoiceVersions.get(orderId);
/** The commission report: an order was made or changed, or the commission rate changed. */
export const commissionVersionAtom = atom(0);

/** The workspace's suppliers (the suppliers page, the board's filter), kept current by 'supplier.updated'. */
export const supplierRecords = createRecordStore<Supplier>();

const bump = (store: Store, orderId: string) => {
  store.set(ordersVersionAtom, (v) => v + 1);
  store.set(orderVersionAtom(orderId), (v) => v + 1);
};

/** A proposal page open in this tab links the order made from it at once. */
function linkProposal(store: Store, proposalId: string | null, order: { id: string; number: number }) {
  if (!proposalId) return;
  const held = proposalRecords.get(store, proposalId);
  if (held && held.order?.id !== order.id) proposalRecords.upsert(store, { ...held, order: { id: order.id, number: order.number } });
}

export const orderEvents: EventHandlers = {
  'order.updated': ({ payload: { order } }, store) => {
    bump(store, order.id);
    store.set(commissionVersionAtom, (v) => v + 1);
    linkProposal(store, order.proposalId, order);
  },
  'purchase_order.updated': ({ payload: { purchaseOrder } }, store) => {
    bump(store, purchaseOrder.orderId);
    store.set(boardVersionAtom, (v) => v + 1);
  },
  'invoice.updated': ({ payload: { invoice } }, store) => store.set(invoiceVersionAtom(invoice.orderId), (v) => v + 1),
  'order_settings.updated': (_event, store) => store.set(commissionVersionAtom, (v) => v + 1),
  'supplier.updated': ({ payload: { supplier } }, store) => {
    supplierRecords.upsert(store, supplier);
    supplierRecords.append(store, supplier.id);
    store.set(boardVersionAtom, (v) => v + 1);
  },
};
