import { z } from 'zod';
import { route } from './http/route.js';

/** docs/product.md#analytics: analytics_product_interactions.interaction_type. */
export const INTERACTION_TYPES = ['click', 'compare', 'document'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** docs/product.md#analytics: analytics_feature_usage.feature — the features the app records. */
export const ANALYTICS_FEATURES = ['chat_page_view', 'new_chat_created', 'chat_error', 'product_results_received'] as const;
export type AnalyticsFeature = (typeof ANALYTICS_FEATURES)[number];

export const ANALYTICS_METADATA_MAX_BYTES = 2048;
export const ANALYTICS_BATCH_MAX = 50;

const metadata = z
  .record(z.string(), z.unknown())
  .refine((m) => JSON.stringify(m).length <= ANALYTICS_METADATA_MAX_BYTES, `Metadata must be at most ${ANALYTICS_METADATA_MAX_BYTES} bytes of JSON`);

export const productInteractionEvent = z.object({
  kind: z.literal('product_interaction'),
  sessionId: z.uuid('Session id must be a UUID').optional(),
  productId: z.string().trim().min(1, 'Product id is required').max(200, 'Product id must be at most 200 characters'),
  productName: z.string().trim().max(300, 'Product name must be at most 300 characters').optional(),
  interactionType: z.enum(INTERACTION_TYPES, { error: 'Interaction type must be click, compare or document' }),
});

export const featureEvent = z.object({
  kind: z.literal('feature'),
  feature: z.enum(ANALYTICS_FEATURES, { error: 'Unknown feature' }),
  metadata: metadata.optional(),
});

export const analyticsEvent = z.discriminatedUnion('kind', [productInteractionEvent, featureEvent], {
  error: 'Event kind must be product_interaction or feature',
});
export type AnalyticsEvent = z.input<typeof analyticsEvent>;

/** POST /api/analytics/events → 204. */
export const analyticsEventsRequest = z.object({
  events: z
    .array(analyticsEvent, { error: 'Events must be a list' })
    .min(1, 'At least one event is required')
    .max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events per request`),
});
export type AnalyticsEventsRequest = z.input<typeof analyticsEventsRequest>;

export const UNKNOWN_SESSION_MESSAGE = 'Unknown chat session';

export const analyticsApi = {
  record: route({ method: 'POST', path: '/api/analytics/events', permission: 'self.manage', summary: 'Record a batch of product and feature events', body: analyticsEventsRequest, status: 204 }),
};
