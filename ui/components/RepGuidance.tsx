import type { ReactNode } from 'react';
import type { RepGuidance as Guidance } from '../../contracts/guidance.js';
import { Badge } from './Badge.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500">{title}</h4>
      <div className="mt-1 text-sm text-slate-700">{children}</div>
    </div>
  );
}

/**
 * The writer's notes for the rep, shown beside a message or deck and never part of it
 * (docs/product.md#messages): next steps, pitch notes, the brand's keywords and the source of
 * each fact the text rests on.
 */
export function RepGuidance({ guidance }: { guidance: Guidance | null | undefined }) {
  if (!guidance) return null;
  const { nextSteps, pitchNotes, keywords, sources } = guidance;
  if (!nextSteps.length && !pitchNotes.length && !keywords.length && !sources.length) return null;
  return (
    <aside aria-label="Notes for you" className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/60 p-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Notes for you</h3>
        <p className="text-xs text-slate-500">For you only: not part of what the client receives.</p>
      </div>
      {nextSteps.length > 0 && (
        <Section title="Next steps">
          <ol className="list-decimal space-y-0.5 pl-5">
            {nextSteps.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
        </Section>
      )}
      {pitchNotes.length > 0 && (
        <Section title="Pitch notes">
          <ul className="list-disc space-y-0.5 pl-5">
            {pitchNotes.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </Section>
      )}
      {keywords.length > 0 && (
        <Section title="Brand keywords">
          <ul className="flex flex-wrap gap-1.5" aria-label="Brand keywords">
            {keywords.map((k) => (
              <li key={k}>
                <Badge>{k}</Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {sources.length > 0 && (
        <Section title="Sources">
          <ul className="space-y-1">
            {sources.map((s, i) => (
              <li key={i}>
                {s.fact} <span className="block text-xs text-slate-500">Source: {s.source}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </aside>
  );
}
