import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { productSummary } from './catalogue.js';

/** docs/product.md#chat (chat constants). */
export const WELCOME_MESSAGE = "Hello! I'm your product research assistant powered by AI. How can I help you today?";
export const CHAT_DATE_FORMAT = 'MMM d, yyyy • h:mm a';
export const DEFAULT_COMPANY_LABEL = 'Product Research';
export const DEFAULT_HEADER = 'Product Research Assistant';
export const GENERAL_CHAT_LABEL = 'General Chat';
/** docs/product.md#chat. */
export const COMPANY_REQUIRED_TITLE = 'Company Required';
export const COMPANY_REQUIRED_MESSAGE = 'Please select a company to start a chat';
export const START_FAILED_MESSAGE = 'Failed to start new chat';
export const LOAD_COMPANIES_FAILED_MESSAGE = 'Failed to load companies';
export const SEND_FAILED_TOAST = 'Failed to process your message';
export const SEND_FAILED_TEXT = "Sorry, I couldn't process your request. Please try again later.";
export const PROJECT_NAME_MAX = 120;
export const CHAT_MESSAGE_MAX = 4000;
/** Products an assistant reply keeps. */
export const REPLY_PRODUCTS_MAX = 12;

/** What the assistant understood from a question (and the follow-ups that refined it). */
export const chatIntent = z.object({
  /** The catalogue's term for the product asked for ('tumbler', 'golf ball'); null for a category or no product. */
  productType: z.string().nullable().default(null),
  category: z.string().nullable(),
  /** Product words of the catalogue's vocabulary ('tumbler', 'insulated'). */
  keywords: z.array(z.string()),
  quantity: z.number().int().positive().nullable(),
  /** Unit price bounds in dollars. */
  budgetMin: z.number().nonnegative().nullable(),
  budgetMax: z.number().nonnegative().nullable(),
  colors: z.array(z.string()),
  themes: z.array(z.string()),
  /** Calendar days until the products are needed, and the production days that leaves. */
  deadlineDays: z.number().int().nonnegative().nullable(),
  prodTimeDays: z.number().int().positive().nullable(),
  rush: z.boolean(),
  eco: z.boolean(),
  recyclable: z.boolean(),
  sort: z.enum(['relevance', 'price-low', 'price-high', 'fastest']),
  /** A total budget as asked (dollars); budgetMax is its share per unit at the quantity. */
  budgetTotal: z.number().nonnegative().nullable().default(null),
  /** Set while "cheaper" has lowered budgetMax: the client's own unit ceiling before it (dollars; null when none was said). */
  cheaper: z.object({ askedMax: z.number().nonnegative().nullable() }).nullable().default(null),
  /** Country of origin asked for ('US'). */
  madeIn: z.string().nullable().default(null),
  /** Product words the catalogue has no type for ('sunglasses'): products shown are alternatives. */
  absent: z.array(z.string()).default([]),
  /** Constraints dropped because nothing matched them all (in an answer for several products: by any of them). */
  relaxed: z.array(z.string()).default([]),
});
export type ChatIntent = z.infer<typeof chatIntent>;

/** How a recommended product meets the question: its unit price at the quantity, production time, and what it misses. */
export const productFit = z.object({
  quantity: z.number().int().positive().nullable(),
  unitPrice: z.number().nonnegative().nullable(),
  productionDays: z.number().int().nonnegative().nullable(),
  /** Meets the deadline only with the supplier's rush service. */
  rush: z.boolean(),
  /** Why it fits, one short phrase per constraint met ('navy', 'within $15.00 each'). */
  fits: z.array(z.string()),
  /** Constraints it does not meet ('colour: no navy'); empty for a full fit. */
  misses: z.array(z.string()),
  /** The same constraints by key, as ChatIntent.relaxed names them ('colors', 'budget'). */
  missed: z.array(z.string()).optional(),
  /** Shown in place of a product the catalogue does not have. */
  alternative: z.boolean().default(false),
});
export type ProductFit = z.infer<typeof productFit>;

/** A product in an assistant reply, with how it fits when the assistant checked it. */
export const recommendedProduct = productSummary.extend({ fit: productFit.optional() });
export type RecommendedProduct = z.infer<typeof recommendedProduct>;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const CHAT_STATUSES = ['pending', 'ready', 'failed'] as const;

export const chatMessage = z.object({
  id: z.string(),
  sessionId: z.string(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  products: z.array(recommendedProduct).nullable(),
  intent: chatIntent.nullable(),
  status: z.enum(CHAT_STATUSES),
  /** Who answered (assistant messages). */
  provider: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatSession = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  projectName: z.string().nullable(),
  /** The session's first question (what the chat is about), null before one is asked. */
  firstQuestion: z.string().nullable().default(null),
  createdAt: z.string(),
});
export type ChatSession = z.infer<typeof chatSession>;

/** POST /api/chat/sessions. */
export const createChatSessionRequest = z.object({
  companyId: z.uuid({ error: (i) => (i.input === undefined || i.input === null || i.input === '' ? COMPANY_REQUIRED_MESSAGE : 'Invalid company id') }),
  projectName: z
    .string({ error: 'Project name must be text' })
    .trim()
    .max(PROJECT_NAME_MAX, `Project name must be at most ${PROJECT_NAME_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateChatSessionRequest = z.input<typeof createChatSessionRequest>;

/** POST /api/chat/sessions/:id/messages. */
export const sendChatMessageRequest = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
});
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequest>;

export const chatSessionResponse = z.object({ session: chatSession });
export const chatSessionListResponse = z.object({ items: z.array(chatSession) });
export const chatSessionDetailResponse = z.object({ session: chatSession, messages: z.array(chatMessage) });
export type ChatSessionDetailResponse = z.infer<typeof chatSessionDetailResponse>;
export const chatMessageResponse = z.object({ message: chatMessage });

const sessionId = { id: uuidParam('chat session id') };
export const chatApi = {
  sessions: route({ method: 'GET', path: '/api/chat/sessions', permission: 'read', summary: 'The user’s chats', response: chatSessionListResponse }),
  createSession: route({ method: 'POST', path: '/api/chat/sessions', permission: 'records.write', summary: 'Start a chat about a company', body: createChatSessionRequest, status: 201, response: chatSessionResponse }),
  session: route({ method: 'GET', path: '/api/chat/sessions/:id', permission: 'read', params: sessionId, summary: 'A chat with its messages', response: chatSessionDetailResponse }),
  send: route({
    method: 'POST',
    path: '/api/chat/sessions/:id/messages',
    permission: 'records.write',
    params: sessionId,
    summary: 'Ask a question (the answer arrives by event)',
    body: sendChatMessageRequest,
    status: 202,
    response: chatMessageResponse,
  }),
};

/** How much of the first question a chat's label shows. */
export const QUESTION_LABEL_MAX = 60;
const clip = (text: string) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > QUESTION_LABEL_MAX ? `${t.slice(0, QUESTION_LABEL_MAX - 1).trimEnd()}…` : t;
};

/**
 * Chats sidebar: 'company name - project name'. Issue 8 (newer than the product's 'General Chat',
 * which made every client's chat look the same): without a project, the company name plus the
 * first question ('Acme Corp - 250 tumblers under $10'), or the company name alone.
 */
export function sidebarLabel(s: Pick<ChatSession, 'companyName' | 'projectName'> & { firstQuestion?: string | null }): string {
  if (s.projectName) return `${s.companyName ?? DEFAULT_COMPANY_LABEL} - ${s.projectName}`;
  if (!s.companyName && !s.firstQuestion) return GENERAL_CHAT_LABEL;
  const company = s.companyName ?? DEFAULT_COMPANY_LABEL;
  return s.firstQuestion ? `${company} - ${clip(s.firstQuestion)}` : company;
}
/** docs/product.md#chat: company name (default 'Product Research') plus ' - project' (history drawer). */
export function historyLabel(s: Pick<ChatSession, 'companyName' | 'projectName'>): string {
  return `${s.companyName ?? DEFAULT_COMPANY_LABEL}${s.projectName ? ` - ${s.projectName}` : ''}`;
}
/** docs/product.md#chat: the header, company name (default 'Product Research Assistant') plus ' - project'. */
export function headerLabel(s: Pick<ChatSession, 'companyName' | 'projectName'> | null): string {
  if (!s) return DEFAULT_HEADER;
  return `${s.companyName ?? DEFAULT_HEADER}${s.projectName ? ` - ${s.projectName}` : ''}`;
}
