import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { contact } from './contacts.js';
import { alert } from './alerts.js';
import { repGuidance } from './guidance.js';

/** docs/product.md#messages: message types, Email by default. Stored and sent as keys; shown with the labels. */
export const MESSAGE_KINDS = ['email', 'connection_request', 'post_connection'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  email: 'Email',
  connection_request: 'Connection Request Message',
  post_connection: 'Post-Connection Message',
};
export const DEFAULT_MESSAGE_KIND: MessageKind = 'email';
export const MESSAGE_KIND_MESSAGE = 'Message type must be Email, Connection Request Message or Post-Connection Message';
/** LinkedIn's limit for the note on a connection request. */
export const CONNECTION_REQUEST_MAX = 300;

export const MESSAGE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** docs/product.md#messages: what a message shows while it is being written. */
export const PLACEHOLDER_SUBJECT = 'Message in progress';
export const PLACEHOLDER_MESSAGE = 'Your message is being generated. Please check back shortly.';
/** docs/product.md#messages. */
export const NO_COMPANY_MESSAGE = "This contact doesn't have an associated company.";
export const GENERATE_FAILED_MESSAGE = 'Failed to generate message content. Please try again.';
/**
 * docs/product.md#messages: a message is signed with the sender's company, never "our company";
 * without a company name in Settings → Company the writer asks for it.
 */
export const BRAND_NAME_REQUIRED_MESSAGE = 'Add your company name in Settings → Company before generating messages.';
export const BRAND_NAME_PATH = 'branding.companyName';

const labelToKind = new Map<string, MessageKind>(MESSAGE_KINDS.map((k) => [MESSAGE_KIND_LABELS[k].toLowerCase(), k]));
/** Accepts the key (`connection_request`) or the label the original app names (`Connection Request Message`). */
const messageKind = z.preprocess(
  (v) => (typeof v === 'string' ? (labelToKind.get(v.trim().toLowerCase()) ?? v) : v),
  z.enum(MESSAGE_KINDS, { error: MESSAGE_KIND_MESSAGE }),
);

const optionalId = (label: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: `Invalid ${label}` }).nullable().optional());

/** POST /api/messages/generate. */
export const generateMessageRequest = z.object({
  contactId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Contact ID is required' : 'Invalid contact id') }),
  messageType: messageKind.default(DEFAULT_MESSAGE_KIND),
  buyingSignalId: optionalId('buying signal id'),
  templateId: optionalId('template id'),
});
export type GenerateMessageRequest = z.input<typeof generateMessageRequest>;

/** PATCH /api/messages/:id: the user's edits of a written message (docs/product.md#messages messages). */
export const updateMessageRequest = z
  .object({
    subject: z
      .string({ error: 'Subject must be text' })
      .trim()
      .max(300, 'Subject must be at most 300 characters')
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v ? v : null)),
    message: z
      .string({ error: 'Message content is required' })
      .trim()
      .min(1, 'Message content is required')
      .max(10_000, 'Message content must be at most 10000 characters')
      .optional(),
  })
  .strict();
export type UpdateMessageRequest = z.input<typeof updateMessageRequest>;

export const listMessagesQuery = z.object({
  cursor: z.string().max(200, 'Invalid cursor').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(25),
});

export const generatedMessage = z.object({
  id: z.string(),
  messageType: z.enum(MESSAGE_KINDS),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  /** Who wrote it: the built-in writer or the configured model. */
  provider: z.string().nullable(),
  error: z.string().nullable(),
  /** For the rep, shown beside the message and never part of it (null until written). */
  guidance: repGuidance.nullable(),
  contactId: z.string().nullable(),
  companyId: z.string().nullable(),
  buyingSignalId: z.string().nullable(),
  templateId: z.string().nullable(),
  contact: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GeneratedMessage = z.infer<typeof generatedMessage>;

export const messageResponse = z.object({ message: generatedMessage });
export const messageListResponse = z.object({ items: z.array(generatedMessage), nextCursor: z.string().nullable() });
export type MessageListResponse = z.infer<typeof messageListResponse>;

/** GET /api/messages/compose?contactId: what the generator needs (docs/product.md#messages Message form). */
export const composeQuery = z.object({
  contactId: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Contact ID is required' : 'Invalid contact id') }),
});
export const composeCompany = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  eventParticipationLikelihood: z.string().nullable(),
  promoOpportunities: z.string().nullable(),
  uniqueCharacteristics: z.string().nullable(),
});
export const composeResponse = z.object({
  contact,
  company: composeCompany.nullable(),
  /** The company's buying signals, newest first (selectable for a message). */
  signals: z.array(alert),
});
export type ComposeResponse = z.infer<typeof composeResponse>;

const messageId = { id: uuidParam('message id') };
export const messagesApi = {
  list: route({ method: 'GET', path: '/api/messages', permission: 'read', summary: 'The user’s messages, newest first, a page at a time', query: listMessagesQuery, response: messageListResponse }),
  compose: route({ method: 'GET', path: '/api/messages/compose', permission: 'read', summary: 'What the generator needs for a contact', query: composeQuery, response: composeResponse }),
  generate: route({ method: 'POST', path: '/api/messages/generate', permission: 'records.write', summary: 'Start writing a message (it arrives by event)', body: generateMessageRequest, status: 202, response: messageResponse }),
  get: route({ method: 'GET', path: '/api/messages/:id', permission: 'read', params: messageId, summary: 'One message', response: messageResponse }),
  update: route({ method: 'PATCH', path: '/api/messages/:id', permission: 'records.write', params: messageId, summary: 'Edit a written message', body: updateMessageRequest, response: messageResponse }),
  remove: route({ method: 'DELETE', path: '/api/messages/:id', permission: 'records.write', params: messageId, summary: 'Delete a message', status: 204 }),
};

/** The list's preview: the first 20 characters then an ellipsis (docs/product.md#messages). */
export const PREVIEW_LENGTH = 20;
export const previewOf = (text: string): string => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text);
