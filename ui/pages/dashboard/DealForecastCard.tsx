import { Link } from 'wouter';
import { format } from 'date-fns';
import { staleReasonText, type StaleReason } from '../../../contracts/deal-rules.js';
import type { DashboardDeals } from '../../../contracts/dashboard.js';
import { formatCents } from '../../../contracts/money.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { CardLink } from './CardLink.js';

/** "November 2026" for `2026-11`. */
const monthName = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return year && m ? format(new Date(year, m - 1, 1), 'MMMM yyyy') : '';
};

/** The pipeline card's words; without the settings (still loading, or failed) the day count is left out. */
const staleText = (reason: StaleReason, staleDays: number) => staleReasonText(reason, staleDays);

function Figure({ label, value, main = false }: { label: string; value: string; main?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={main ? 'text-2xl font-semibold tabular-nums' : 'text-lg font-semibold tabular-nums text-slate-800'}>{value}</dd>
    </div>
  );
}

/** The stale deals shown (the largest first), each linking to its company. */
function StaleList({ stale, staleDays }: { stale: DashboardDeals['stale']; staleDays: number }) {
  return (
    <ul className="mt-1 divide-y divide-slate-100" aria-label="Stale deals">
      {stale.map((d) => (
        <li key={d.companyId} className="py-2">
          <Link href={`/companies/${d.companyId}`} className="flex items-start justify-between gap-3 hover:bg-slate-50">
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{d.name}</span>
              <span className="block text-xs text-amber-700">{staleText(d.reason, staleDays)}</span>
            </span>
            <span className="shrink-0 text-right text-xs text-slate-600">
              <span className="block tabular-nums">{d.amountCents === null ? 'No amount' : formatCents(d.amountCents)}</span>
              <span className="block">{d.stage}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StaleDeals({ deals }: { deals: DashboardDeals }) {
  const more = deals.staleCount - deals.stale.length;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">Stale deals{deals.staleCount > 0 && ` (${deals.staleCount})`}</h3>
      {deals.stale.length === 0 ? <p className="mt-2 text-sm text-slate-500">No stale deals</p> : <StaleList stale={deals.stale} staleDays={deals.staleDays} />}
      {more > 0 && <p className="mt-1 text-xs text-slate-500">and {more} more</p>}
    </div>
  );
}

/**
 * The dashboard's forecast (docs/product.md#deals): this month's open deals, weighted, and what was
 * won; the largest stale deals. A member sees their own deals, everyone else the team's.
 */
export function DealForecastCard({ deals }: { deals: DashboardDeals | null }) {
  const scope = deals ? `${deals.scope === 'mine' ? 'Your deals' : 'Team'}${deals.month ? ` · ${monthName(deals.month)}` : ''}` : undefined;
  return (
    <Card className="mt-6" role="region" aria-label="This month's forecast">
      <CardHeader title="This month's forecast" description={scope} action={<CardLink href="/reports">View reports</CardLink>} />
      <CardBody>
        {!deals ? (
          <Spinner label="Loading the forecast" />
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <dl className="grid grid-cols-2 gap-4 self-start sm:grid-cols-4 lg:grid-cols-2">
              <Figure label="Weighted" value={formatCents(deals.weightedCents)} main />
              <Figure label="Amount" value={formatCents(deals.amountCents)} />
              <Figure label="Deals" value={String(deals.deals)} />
              <Figure label="Won this month" value={formatCents(deals.wonCents)} />
            </dl>
            <StaleDeals deals={deals} />
          </div>
        )}
      </CardBody>
    </Card>
  );
}
