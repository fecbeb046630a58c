import { z } from 'zod';
import { route, textParam } from './http/route.js';

/** docs/product.md#settings: message types. */
export const MESSAGE_TYPES = ['email', 'linkedin'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = { email: 'Email', linkedin: 'LinkedIn Message' };
export const MESSAGE_TYPE_MESSAGE = 'Message type must be email or linkedin';

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

/** POST /api/templates (docs/product.md#settings rules, enforced by UI and server alike). */
export const templateInput = z.object({
  name: required('Template name is required', 120, 'Template name'),
  type: z.enum(MESSAGE_TYPES, { error: MESSAGE_TYPE_MESSAGE }),
  subject: required('Subject is required', 300, 'Subject'),
  content: required('Content is required', 10_000, 'Content'),
  /** In the workspace library (owners and admins) rather than the author's personal drafts. */
  shared: z.boolean().optional(),
});
export type TemplateInput = z.input<typeof templateInput>;
export type TemplateValues = z.output<typeof templateInput>;

/** PATCH /api/templates/:id: any of the fields, each under the same rules. */
export const templatePatch = templateInput.partial();
export type TemplatePatch = z.input<typeof templatePatch>;

export const messageTemplate = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(MESSAGE_TYPES),
  subject: z.string(),
  content: z.string(),
  /** docs/product.md#teams: the workspace library (true) or the author's personal draft. */
  shared: z.boolean(),
  authorId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;

export const templateResponse = z.object({ template: messageTemplate });
/** GET /api/templates: the workspace library and the user's personal drafts, newest first. */
export const templateListResponse = z.object({ templates: z.array(messageTemplate) });

/** Template ids are checked by the service (an unknown or malformed one is a 404). */
const templateId = { id: textParam('template id') };
export const templatesApi = {
  list: route({ method: 'GET', path: '/api/templates', permission: 'read', summary: 'The user’s message templates, newest first', response: templateListResponse }),
  create: route({ method: 'POST', path: '/api/templates', permission: 'records.write', summary: 'Add a message template', body: templateInput, status: 201, response: templateResponse }),
  get: route({ method: 'GET', path: '/api/templates/:id', permission: 'read', params: templateId, summary: 'One message template', response: templateResponse }),
  update: route({ method: 'PATCH', path: '/api/templates/:id', permission: 'records.write', params: templateId, summary: 'Change a message template', body: templatePatch, response: templateResponse }),
  remove: route({ method: 'DELETE', path: '/api/templates/:id', permission: 'records.write', params: templateId, summary: 'Delete a message template', status: 204 }),
};

/**
 * The placeholders a template may use: the company's name, the contact's full name ({contact}, kept
 * for templates written before the others), first and last name (a greeting says "Hi {first_name},"),
 * and the sender's name.
 */
export const TEMPLATE_PLACEHOLDERS = ['first_name', 'last_name', 'contact', 'company', 'user'] as const;
export type PlaceholderValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

/** The values for one message: the contact's names, the company's and the sender's. */
export function placeholderValues(p: { company: string; firstName: string; lastName: string; user: string }): PlaceholderValues {
  const first = p.firstName.trim();
  const last = p.lastName.trim();
  return { first_name: first, last_name: last, contact: `${first} ${last}`.trim(), company: p.company, user: p.user };
}

const PLACEHOLDER = new RegExp(`\\{\\s*(${TEMPLATE_PLACEHOLDERS.join('|')})\\s*\\}`, 'gi');

/** Replaces each placeholder (any letter case, spaces inside the braces allowed); other braces are left alone. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_, key: string) => values[key.toLowerCase() as keyof PlaceholderValues]);
}
