import type { PipelineSummaryResponse } from '../../../contracts/companies.js';
import { formatCents } from '../../../contracts/money.js';
import { plural } from '../../../contracts/plural.js';

/** The table's totals under its filters (docs/product.md#deals): how many deals, their amount and weighted amount. */
export function TableTotals({ summary }: { summary: PipelineSummaryResponse }) {
  const sums = Object.values(summary.sums);
  const amount = sums.reduce((total, s) => total + s.amountCents, 0);
  const weighted = sums.reduce((total, s) => total + s.weightedCents, 0);
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-3 text-sm text-slate-600" aria-label="Totals">
      <span>{plural(summary.total, 'deal')}</span>
      <span>
        Amount <strong className="font-semibold tabular-nums text-slate-900">{formatCents(amount)}</strong>
      </span>
      <span>
        Weighted <strong className="font-semibold tabular-nums text-slate-900">{formatCents(weighted)}</strong>
      </span>
    </p>
  );
}
