import { Badge } from '../../components/Badge.js';

export const SAMPLE_EXPLANATION =
  "Sample data: a fictional company or person SwagScout provides for trying the product out (its built-in directory, or the Test Customer every workspace starts with). Names, emails and phone numbers are made up — don't contact them.";

/** Marks a fictional company or person (the built-in directory's, the starter Test Customer); the tooltip and label say why. */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <span title={SAMPLE_EXPLANATION} aria-label={`Sample data. ${SAMPLE_EXPLANATION}`} className={className}>
      <Badge tone="amber">Sample data</Badge>
    </span>
  );
}

/** The banner Discover and Lookalikes show before their results. */
export function SampleDirectoryNotice() {
  return (
    <p role="note" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <strong className="font-semibold">Sample data.</strong> These companies come from SwagScout's built-in directory: fictional businesses and people,
      generated for trying the product out. Their emails and phone numbers are made up — don't contact them.
    </p>
  );
}
