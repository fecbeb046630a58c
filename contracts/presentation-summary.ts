// Schema-free (its imports are types only), so the browser's first screens import it without zod.
import type { Presentation, PresentationSummary } from './presentations.js';

/** A presentation's card in the list (no HTML): the server's list and the UI's live updates. */
export const presentationSummaryOf = (p: Presentation): PresentationSummary => ({
  id: p.id,
  title: p.title,
  description: p.description,
  generationStatus: p.generationStatus,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});
