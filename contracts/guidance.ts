import { z } from 'zod';

/**
 * What the writer tells the rep beside a message or deck, never inside it (docs/product.md#messages):
 * next steps, pitch notes, the brand's keywords, and where each fact about the client came from.
 */
export const repGuidance = z.object({
  nextSteps: z.array(z.string()),
  pitchNotes: z.array(z.string()),
  keywords: z.array(z.string()),
  /** Each fact the text rests on, with who said it (research source, signal evidence). */
  sources: z.array(z.object({ fact: z.string(), source: z.string() })),
});
export type RepGuidance = z.infer<typeof repGuidance>;

export const emptyGuidance = (): RepGuidance => ({ nextSteps: [], pitchNotes: [], keywords: [], sources: [] });
