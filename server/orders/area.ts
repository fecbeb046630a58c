import { defineArea } from '../ports/server-area.js';
import { aboutCompany } from '../ports/activity.js';
import { orderRoutes } from './routes.js';
import { proofRoutes } from './proofs/routes.js';

const ORDER_KINDS = { created: 'company.order_created', revised: 'company.order_revised', proof: 'company.order_proof' } as const;

/**
 * Sales orders, supplier purchase orders, suppliers and the production board (docs/product.md#orders).
 * An order made or revised, and each purchase order sent or moved, are in the company's history.
 */
export const ordersArea = defineArea({
  name: 'orders',
  routes: (app) => [orderRoutes(app), proofRoutes(app)],
  activity: {
    'order.updated': (p, subjectId) => (p.change === 'edited' ? null : aboutCompany(subjectId, ORDER_KINDS[p.change], { orderId: p.order.id, number: p.order.number, summary: p.summary })),
    'purchase_order.updated': (p, subjectId) =>
      p.change === 'sent' || p.change === 'status' ? aboutCompany(subjectId, 'company.purchase_order', { orderId: p.purchaseOrder.orderId, purchaseOrderId: p.purchaseOrder.id, status: p.purchaseOrder.status, summary: p.summary }) : null,
  },
});
