import type Router from '@koa/router';
import { ordersApi } from '../../contracts/orders-api.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { sendPdf } from '../proposals/index.js';
import { createOrder, getOrder, listOrders, updateOrder } from './service.js';
import { getPurchaseOrder, productionBoard, purchaseOrderPdf, sendPurchaseOrder, setPurchaseOrderStatus, updatePurchaseOrder } from './purchase-orders.js';
import { listSuppliers, updateSupplier } from './suppliers.js';
import { createInvoice, invoicePdf, listInvoices, recordPayment, sendInvoice, voidInvoice } from './invoices/service.js';
import { commissionReportOf, marginReportOf } from './reports.js';
import { accountingExport } from './accounting/export.js';
import { loadOrderSettings, saveOrderSettings } from './settings.js';

export function orderRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(ordersApi.create, async ({ params, actor, ctx }) => {
    const { order, created } = await createOrder(app, actor, params.id);
    ctx.status = created ? 201 : 200;
    return { order };
  });
  route(ordersApi.list, async ({ actor }) => ({ items: await listOrders(app, actor) }));
  route(ordersApi.get, async ({ params, actor }) => ({ order: await getOrder(app, actor, params.id) }));
  route(ordersApi.update, async ({ params, body, actor }) => ({ order: await updateOrder(app, actor, params.id, body) }));
  route(ordersApi.board, async ({ query, actor }) => productionBoard(app, actor, query));
  route(ordersApi.getPo, async ({ params, actor }) => ({ purchaseOrder: await getPurchaseOrder(app, actor, params.id) }));
  route(ordersApi.poPdf, async ({ params, actor, ctx }) => sendPdf(ctx, await purchaseOrderPdf(app, actor, params.id)));
  route(ordersApi.sendPo, async ({ params, body, actor }) => ({ purchaseOrder: await sendPurchaseOrder(app, actor, params.id, body) }));
  route(ordersApi.updatePo, async ({ params, body, actor }) => ({ purchaseOrder: await updatePurchaseOrder(app, actor, params.id, body) }));
  route(ordersApi.setPoStatus, async ({ params, body, actor }) => ({ purchaseOrder: await setPurchaseOrderStatus(app, actor, params.id, body) }));
  route(ordersApi.suppliers, async ({ actor }) => ({ items: await listSuppliers(app.db, actor.workspaceId) }));
  route(ordersApi.updateSupplier, async ({ params, body, actor }) => ({ supplier: await updateSupplier(app, actor, params.id, body) }));
  route(ordersApi.margin, async ({ params, actor }) => marginReportOf(app, actor, params.id));
  route(ordersApi.invoices, async ({ params, actor }) => ({ items: await listInvoices(app, actor, params.id) }));
  route(ordersApi.createInvoice, async ({ params, body, actor }) => ({ invoice: await createInvoice(app, actor, params.id, body) }));
  route(ordersApi.invoicePdf, async ({ params, actor, ctx }) => sendPdf(ctx, await invoicePdf(app, actor, params.id)));
  route(ordersApi.sendInvoice, async ({ params, body, actor }) => ({ invoice: await sendInvoice(app, actor, params.id, body.message ?? null) }));
  route(ordersApi.pay, async ({ params, body, actor }) => ({ invoice: await recordPayment(app, actor, params.id, body) }));
  route(ordersApi.voidInvoice, async ({ params, actor }) => ({ invoice: await voidInvoice(app, actor, params.id) }));
  route(ordersApi.settings, async ({ actor }) => ({ settings: await loadOrderSettings(app.db, actor.workspaceId) }));
  route(ordersApi.updateSettings, async ({ body, actor }) => ({ settings: await saveOrderSettings(app, actor, body) }));
  route(ordersApi.commission, async ({ query, actor }) => commissionReportOf(app, actor, query));
  route(ordersApi.exportCsv, async ({ query, actor, ctx }) => {
    const { csv, filename } = await accountingExport(app, actor, query);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = csv;
  });
  return router;
}
