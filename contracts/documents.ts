import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { productSummary } from './catalogue.js';

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_NOTES_MAX = 5000;
export const DOCUMENT_PRODUCTS_MAX = 50;
/** docs/product.md#documents. */
export const DOCUMENT_CREATE_FAILED = 'Failed to create document';
export const DOCUMENT_CREATED_TITLE = 'Document Created';
export const DOCUMENT_CREATED_MESSAGE = 'Your document has been created successfully.';
export const NOTES_PLACEHOLDER = 'Add any additional information or context here...';

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(DOCUMENT_TITLE_MAX, `Title must be at most ${DOCUMENT_TITLE_MAX} characters`);
const notes = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(DOCUMENT_NOTES_MAX, `Notes must be at most ${DOCUMENT_NOTES_MAX} characters`)
  .nullish()
  .transform((v) => (v ? v : null));
const products = z
  .array(productSummary, { error: 'Products must be a list' })
  .min(1, 'Choose at least one product')
  .max(DOCUMENT_PRODUCTS_MAX, `A document holds at most ${DOCUMENT_PRODUCTS_MAX} products`);

/** POST /api/documents. */
export const createDocumentRequest = z.object({
  title,
  notes,
  sessionId: z.uuid({ error: 'Invalid session id' }).nullish(),
  products,
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequest>;

/** PATCH /api/documents/:id. */
export const updateDocumentRequest = z.object({ title: title.optional(), notes: notes.optional(), products: products.optional() }).strict();
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequest>;

export const proposalDocument = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  sessionId: z.string().nullable(),
  products: z.array(productSummary),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProposalDocument = z.infer<typeof proposalDocument>;
export const documentResponse = z.object({ document: proposalDocument });
export const documentCreatedResponse = z.object({ id: z.string() });

/** docs/product.md#documents: the default title 'Product Proposal - {today's date}'. */
export const defaultDocumentTitle = (today: Date) => `Product Proposal - ${today.toLocaleDateString('en-US')}`;

/** GET /api/documents: the user's documents, newest first, a page at a time (optionally one chat's). */
export const listDocumentsQuery = z.object({
  cursor: z.string().max(200, 'Invalid cursor').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(25),
  sessionId: z.uuid({ error: 'Invalid session id' }).optional(),
});
export type ListDocumentsQuery = z.input<typeof listDocumentsQuery>;

/** A document as the list shows it: no product bodies, just how many. */
export const documentSummary = z.object({
  id: z.string(),
  title: z.string(),
  sessionId: z.string().nullable(),
  /** The company of the chat the document was made in. */
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  itemCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;
export const documentListResponse = z.object({ items: z.array(documentSummary), nextCursor: z.string().nullable() });
export type DocumentListResponse = z.infer<typeof documentListResponse>;

const documentId = { id: uuidParam('document id') };
export const documentsApi = {
  list: route({ method: 'GET', path: '/api/documents', permission: 'read', summary: 'The user’s documents, newest first, a page at a time', query: listDocumentsQuery, response: documentListResponse }),
  create: route({ method: 'POST', path: '/api/documents', permission: 'records.write', summary: 'Save chosen products as a document', body: createDocumentRequest, status: 201, response: documentCreatedResponse }),
  get: route({ method: 'GET', path: '/api/documents/:id', permission: 'read', params: documentId, summary: 'One document', response: documentResponse }),
  update: route({ method: 'PATCH', path: '/api/documents/:id', permission: 'records.write', params: documentId, summary: 'Edit a document', body: updateDocumentRequest, response: documentResponse }),
};
