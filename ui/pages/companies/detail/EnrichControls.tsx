import { useAtomValue } from 'jotai';
import { Wand2 } from 'lucide-react';
import { Button } from '../../../components/Button.js';
import { enrichmentProgressAtom } from '../../../state/company-detail.js';

/** docs/product.md#company: the Enrich button is disabled while Enriching or once Enriched. */
export function EnrichButton(props: { enriching: boolean; enriched: boolean; onEnrich: () => void }) {
  return (
    <Button onClick={props.onEnrich} disabled={props.enriching || props.enriched}>
      <Wand2 className="h-4 w-4" aria-hidden />
      {props.enriching ? 'Enriching...' : 'Enrich'}
    </Button>
  );
}

/** The running enrichment's step and a progress bar, live from company.enrichment.progress. */
export function EnrichmentProgressBar({ companyId }: { companyId: string }) {
  const progress = useAtomValue(enrichmentProgressAtom(companyId));
  const pct = Math.max(0, Math.min(100, Math.round(progress?.pct ?? 5)));
  return (
    <div className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3">
      <div className="flex items-center justify-between gap-4 text-sm">
        <span className="font-medium text-amber-900">Enriching... {progress?.step && <span className="font-normal text-amber-800">{progress.step}</span>}</span>
        <span className="text-xs tabular-nums text-amber-800">{pct}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Enrichment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={progress?.step}
        className="mt-2 h-2 overflow-hidden rounded-full bg-amber-100"
      >
        <div className="h-full rounded-full bg-amber-500 transition-[width] duration-500" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
