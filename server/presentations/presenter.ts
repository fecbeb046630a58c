import type { GenerationStatus, Presentation } from '../../contracts/presentations.js';
import type { presentations } from '../db/schema/index.js';

export type PresentationRow = typeof presentations.$inferSelect;

/** The one shape a presentation has in HTTP bodies and socket payloads. */
export function presentPresentation(row: PresentationRow): Presentation {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    content: row.content ? { htmlContent: row.content.htmlContent ?? '' } : null,
    generationStatus: row.generationStatus as GenerationStatus,
    provider: row.provider,
    error: row.error,
    guidance: row.guidance ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

