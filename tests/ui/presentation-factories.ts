import { presentationSummaryOf } from '../../contracts/presentation-summary.js';
import { randomUUID } from 'node:crypto';
import type { Presentation } from '../../contracts/presentations.js';

export function buildPresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: randomUUID(),
    title: 'Q3 Proposal',
    description: 'For the Acme trade show',
    content: null,
    generationStatus: 'idle',
    provider: null,
    error: null,
    guidance: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A deck's list card, as the server and live updates make it. */
export const summary = presentationSummaryOf;
