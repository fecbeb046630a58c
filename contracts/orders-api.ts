import { z } from 'zod';
import { route, textParam, uuidParam } from './http/route.js';
import { PROOF_MAX_BYTES, PROOF_UPLOAD_TYPES, proofDecisionRequest, proofResponse } from './proofs.js';
import {
  commissionQuery,
  commissionReport,
  createInvoiceRequest,
  exportQuery,
  invoiceListResponse,
  invoiceResponse,
  marginReport,
  orderSettingsResponse,
  paymentRequest,
  sendInvoiceRequest,
  updateOrderSettingsRequest,
} from './invoices.js';
import { publicProposalResponse } from './proposal-sharing.js';
import {
  boardQuery,
  boardResponse,
  createOrderRequest,
  orderListResponse,
  orderResponse,
  poStatusRequest,
  purchaseOrderResponse,
  sendPoRequest,
  supplierListResponse,
  supplierResponse,
  updateOrderRequest,
  updatePoRequest,
  updateSupplierRequest,
} from './orders.js';

// ---- the routes of sales orders, supplier purchase orders, suppliers and the production board ----

const id = (label: string) => ({ id: uuidParam(label) });
const pdf = { contentType: 'application/pdf', description: 'The purchase order as a PDF (never cached)' } as const;
const invoicePdf = { contentType: 'application/pdf', description: 'The invoice as a PDF (never cached)' } as const;
const proofFile = { contentType: 'application/pdf', description: 'The proof file as uploaded (a PDF, PNG or JPEG: its own type), never cached' } as const;
const csv = { contentType: 'text/csv', description: 'A CSV file in the accounting package’s import layout (docs/accounting-exports.md)' } as const;
const lineParams = { id: uuidParam('order id'), lineId: uuidParam('line id') };
const proofParams = { id: uuidParam('order id'), proofId: uuidParam('proof id') };

export const ordersApi = {
  create: route({ method: 'POST', path: '/api/proposals/:id/order', permission: 'records.write', params: id('proposal id'), summary: 'Create the sales order of an approved (or partly approved) proposal, with a draft purchase order per supplier', body: createOrderRequest, status: [201, 200], response: orderResponse }),
  list: route({ method: 'GET', path: '/api/orders', permission: 'read', summary: 'The workspace’s sales orders, newest first', response: orderListResponse }),
  get: route({ method: 'GET', path: '/api/orders/:id', permission: 'read', params: id('order id'), summary: 'One sales order with its lines, ship-to addresses, history and purchase orders', response: orderResponse }),
  update: route({ method: 'PATCH', path: '/api/orders/:id', permission: 'records.write', params: id('order id'), summary: 'Edit an order (a revision with its reason once a purchase order has gone)', body: updateOrderRequest, response: orderResponse }),
  board: route({ method: 'GET', path: '/api/purchase-orders', permission: 'read', summary: 'The production board: every purchase order not yet delivered, with its late risk', query: boardQuery, response: boardResponse }),
  getPo: route({ method: 'GET', path: '/api/purchase-orders/:id', permission: 'costs.read', params: id('purchase order id'), summary: 'One purchase order with its net-cost lines and history', response: purchaseOrderResponse }),
  poPdf: route({ method: 'GET', path: '/api/purchase-orders/:id/pdf', permission: 'costs.read', params: id('purchase order id'), summary: 'The purchase order as the supplier receives it', raw: pdf }),
  sendPo: route({ method: 'POST', path: '/api/purchase-orders/:id/send', permission: 'records.write', params: id('purchase order id'), summary: 'Email the purchase order, its PDF attached, to the supplier’s order address', body: sendPoRequest, response: purchaseOrderResponse }),
  updatePo: route({ method: 'PATCH', path: '/api/purchase-orders/:id', permission: 'records.write', params: id('purchase order id'), summary: 'Give a purchase order not yet sent its own in-hands date, or the order’s again (null)', body: updatePoRequest, response: purchaseOrderResponse }),
  setPoStatus: route({ method: 'POST', path: '/api/purchase-orders/:id/status', permission: 'records.write', params: id('purchase order id'), summary: 'Move a purchase order to its next step (shipped: carrier, tracking number, ship date)', body: poStatusRequest, response: purchaseOrderResponse }),
  suppliers: route({ method: 'GET', path: '/api/suppliers', permission: 'read', summary: 'The workspace’s suppliers (made on first use from the catalogue)', response: supplierListResponse }),
  uploadProof: route({
    method: 'POST',
    path: '/api/orders/:id/lines/:lineId/proofs',
    permission: 'records.write',
    params: lineParams,
    summary: 'Upload a proof of a line (raw body; ?name= the file name): a new version for the client to approve on their link',
    upload: { contentTypes: PROOF_UPLOAD_TYPES, maxBytes: PROOF_MAX_BYTES, description: 'The proof itself: a PDF, PNG or JPEG of at most 20 MB' },
    query: z.object({ name: z.string().trim().min(1, 'Give the file a name').max(200, 'File names are at most 200 characters') }),
    status: 201,
    response: proofResponse,
  }),
  proofFile: route({ method: 'GET', path: '/api/orders/:id/proofs/:proofId/file', permission: 'read', params: proofParams, summary: 'A proof’s file', raw: proofFile }),
  margin: route({ method: 'GET', path: '/api/orders/:id/margin', permission: 'costs.read', params: id('order id'), summary: 'The order’s margin report: sell, cost and profit per line and in total', response: marginReport }),
  invoices: route({ method: 'GET', path: '/api/orders/:id/invoices', permission: 'read', params: id('order id'), summary: 'The order’s invoices with their payments', response: invoiceListResponse }),
  createInvoice: route({ method: 'POST', path: '/api/orders/:id/invoices', permission: 'records.write', params: id('order id'), summary: 'Invoice a deposit, progress or the final balance', body: createInvoiceRequest, status: 201, response: invoiceResponse }),
  invoicePdf: route({ method: 'GET', path: '/api/invoices/:id/pdf', permission: 'read', params: id('invoice id'), summary: 'The invoice as the client receives it', raw: invoicePdf }),
  sendInvoice: route({ method: 'POST', path: '/api/invoices/:id/send', permission: 'records.write', params: id('invoice id'), summary: 'Email the invoice, its PDF attached, to the client who approved', body: sendInvoiceRequest, response: invoiceResponse }),
  pay: route({ method: 'POST', path: '/api/invoices/:id/payments', permission: 'records.write', params: id('invoice id'), summary: 'Record a payment (partly paid, then paid)', body: paymentRequest, status: 201, response: invoiceResponse }),
  voidInvoice: route({ method: 'POST', path: '/api/invoices/:id/void', permission: 'records.write', params: id('invoice id'), summary: 'Void an invoice without payments', response: invoiceResponse }),
  settings: route({ method: 'GET', path: '/api/settings/orders', permission: 'read', summary: 'The workspace’s order settings (commission, invoice terms, PO terms)', response: orderSettingsResponse }),
  updateSettings: route({ method: 'PUT', path: '/api/settings/orders', permission: 'workspace.settings', summary: 'Change the order settings: owners and admins', body: updateOrderSettingsRequest, response: orderSettingsResponse }),
  commission: route({ method: 'GET', path: '/api/reports/commission', permission: 'costs.read', summary: 'Commission per rep for a period (gross profit of their orders)', query: commissionQuery, response: commissionReport }),
  exportCsv: route({ method: 'GET', path: '/api/accounting/export', permission: 'costs.read', summary: 'Invoices or supplier bills of a period as a QuickBooks Online or Xero import file', query: exportQuery, raw: csv }),
  updateSupplier: route({ method: 'PATCH', path: '/api/suppliers/:id', permission: 'records.write', params: id('supplier id'), summary: 'A supplier’s order email, account number, notes and transit days', body: updateSupplierRequest, response: supplierResponse }),
};

const publicProofParams = { token: textParam('the client link’s token'), proofId: uuidParam('proof id') };

/** The proofs of the order made from a proposal, through the proposal's client link (the token is the only key). */
export const publicProofsApi = {
  file: route({ method: 'GET', path: '/api/public/proposals/:token/proofs/:proofId/file', auth: 'public', params: publicProofParams, summary: 'A proof’s file, through the client link', raw: proofFile }),
  decide: route({
    method: 'POST',
    path: '/api/public/proposals/:token/proofs/:proofId/decision',
    auth: 'public',
    params: publicProofParams,
    summary: 'The client approves a proof or asks for changes',
    body: proofDecisionRequest,
    response: publicProposalResponse,
  }),
};
