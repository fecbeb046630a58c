import { z } from 'zod';
import { repGuidance } from './guidance.js';
import { route, uuidParam } from './http/route.js';
import { expectedUpdatedAt } from './stale-save.js';

/** docs/product.md#presentations: presentations' rules, toasts and constants, word for word. */
export const TITLE_REQUIRED_MESSAGE = 'Title is required';
export const PROMPT_REQUIRED_MESSAGE = 'Prompt is required';
export const PRESENTATION_MESSAGES = {
  loadListFailed: 'Failed to load presentations',
  loadFailed: 'Failed to load presentation',
  createFailed: 'Failed to create presentation',
  deleteFailed: 'Failed to delete presentation',
  saveFailed: 'Failed to save presentation content',
  generateFailed: 'Failed to generate presentation content',
  created: 'Presentation created successfully',
  deleted: 'Presentation deleted',
  saved: 'Presentation content saved successfully',
} as const;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const PROMPT_MAX = 4000;
/** Generated decks with inline styles run to tens of kilobytes; this leaves room for edits. */
export const HTML_MAX = 500_000;

export const GENERATION_STATUSES = ['idle', 'generating', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

const title = z
  .string({ error: TITLE_REQUIRED_MESSAGE })
  .trim()
  .min(1, TITLE_REQUIRED_MESSAGE)
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);

/** Optional text: empty is stored as null; absent (on PATCH) leaves it as it is. */
const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v ? v : null));

/** POST /api/presentations (Title required, Description optional). */
export const createPresentationRequest = z.object({ title, description });
export type CreatePresentationRequest = z.input<typeof createPresentationRequest>;

/** PATCH /api/presentations/:id: any of title, description and the HTML (sanitised on save). */
export const updatePresentationRequest = z
  .object({
    title: title.optional(),
    description,
    htmlContent: z
      .string({ error: 'HTML content must be text' })
      .max(HTML_MAX, `HTML content must be at most ${HTML_MAX.toLocaleString('en-US')} characters`)
      .optional(),
    /** The presentation's `updatedAt` when the edit began (contracts/stale-save.ts). */
    expectedUpdatedAt,
  });
export type UpdatePresentationRequest = z.input<typeof updatePresentationRequest>;

/** POST /api/presentations/:id/generate (docs/product.md#presentations: Generate needs a prompt). */
export const generatePresentationRequest = z.object({
  prompt: z
    .string({ error: PROMPT_REQUIRED_MESSAGE })
    .trim()
    .min(1, PROMPT_REQUIRED_MESSAGE)
    .max(PROMPT_MAX, `Prompt must be at most ${PROMPT_MAX} characters`),
});
export type GeneratePresentationRequest = z.input<typeof generatePresentationRequest>;

/** docs/product.md#presentations Presentation, plus who wrote it and whether a generation is running or failed. */
export const presentation = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.object({ htmlContent: z.string() }).nullable(),
  generationStatus: z.enum(GENERATION_STATUSES),
  provider: z.string().nullable(),
  error: z.string().nullable(),
  /** For the rep, shown beside the deck and never part of it (null until written). */
  guidance: repGuidance.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Presentation = z.infer<typeof presentation>;

/** What the list reads (id, title, description, created_at), plus status for live cards. */
export const presentationSummary = presentation.pick({ id: true, title: true, description: true, generationStatus: true, createdAt: true, updatedAt: true });
export type PresentationSummary = z.infer<typeof presentationSummary>;

// A presentation's card from the presentation: contracts/presentation-summary.ts (it reads this file's types).

export const presentationListResponse = z.object({ items: z.array(presentationSummary) });
export type PresentationListResponse = z.infer<typeof presentationListResponse>;
export const presentationResponse = z.object({ presentation });
export type PresentationResponse = z.infer<typeof presentationResponse>;

const presentationId = { id: uuidParam('presentation id') };
export const presentationsApi = {
  list: route({ method: 'GET', path: '/api/presentations', permission: 'read', summary: 'The user’s presentations', response: presentationListResponse }),
  create: route({ method: 'POST', path: '/api/presentations', permission: 'records.write', summary: 'Create a presentation', body: createPresentationRequest, status: 201, response: presentationResponse }),
  get: route({ method: 'GET', path: '/api/presentations/:id', permission: 'read', params: presentationId, summary: 'One presentation with its deck', response: presentationResponse }),
  update: route({ method: 'PATCH', path: '/api/presentations/:id', permission: 'records.write', params: presentationId, summary: 'Save a presentation’s title, description or deck', body: updatePresentationRequest, response: presentationResponse }),
  remove: route({ method: 'DELETE', path: '/api/presentations/:id', permission: 'records.write', params: presentationId, summary: 'Delete a presentation', status: 204 }),
  generate: route({
    method: 'POST',
    path: '/api/presentations/:id/generate',
    permission: 'records.write',
    params: presentationId,
    summary: 'Start generating the deck from a prompt (it arrives by event)',
    body: generatePresentationRequest,
    status: 202,
    response: presentationResponse,
  }),
};
