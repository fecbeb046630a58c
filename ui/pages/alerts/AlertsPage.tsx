import { useEffect, useMemo, useState } from 'react';
import { atom, useAtom, useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { format, formatDistance } from 'date-fns';
import { formatDay } from '../../lib/dates.js';
import { Search } from 'lucide-react';
import { api, isAbort } from '../../api/endpoints.js';
import { Badge } from '../../components/Badge.js';
import { Card } from '../../components/Card.js';
import { Input } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { Spinner } from '../../components/Spinner.js';
import { cn } from '../../lib/cn.js';
import { alertRecords } from '../../state/alerts.js';
import { companyOwnerPasses } from '../../state/companies.js';
import { OwnerSelect } from '../../components/OwnerSelect.js';
import { SignalBadge } from '../companies/badges.js';
import { eventDateOf } from '../companies/detail/SignalItem.js';
import { AlertActions } from './AlertActions.js';

function AlertRow({ id }: { id: string }) {
  const a = useAtomValue(alertRecords.atom(id));
  if (!a) return null;
  const companyName = a.company?.name ?? 'Unknown';
  return (
    <li className={cn('px-5 py-4', !a.isRead && 'bg-brand-50/40')}>
      <div className="flex flex-wrap items-center gap-2">
        <SignalBadge signalType={a.signalType} />
        <Badge tone={a.isRead ? 'grey' : 'blue'}>{a.isRead ? 'Read' : 'Unread'}</Badge>
        <time dateTime={eventDateOf(a)} className="ml-auto text-xs text-slate-500" title={`Found ${format(new Date(a.triggeredAt), 'MMM d, yyyy h:mm a')}`}>
          {formatDay(eventDateOf(a))} · {formatDistance(new Date(eventDateOf(a)), new Date(), { addSuffix: true })}
        </time>
      </div>
      <p className="mt-2 text-sm text-slate-800">{a.summary}</p>
      {a.useCase && (
        <p className="mt-1 text-xs text-slate-600">
          <span className="font-medium">Pitch:</span> {a.useCase}
          {a.productCategories.length > 0 && <> — {a.productCategories.join(', ')}</>}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-500">
        {a.company ? (
          <Link href={`/companies/${a.company.id}`} className="font-medium text-brand-700 hover:underline">
            {companyName}
          </Link>
        ) : (
          companyName
        )}
      </p>
      {a.company && <AlertActions alert={a} />}
    </li>
  );
}

/** docs/product.md#signals Alerts: company filter, All Signals / Unread Only, badges, empty state; live. */
export function AlertsPage() {
  const store = useStore();
  const [ids, setIds] = useAtom(alertRecords.ids);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [companyFilter, setCompanyFilter] = useState('');
  const [owner, setOwner] = useState('');
  /** The alerts the server gave for this owner filter; live arrivals join when their company's owner matches. */
  const [loaded, setLoaded] = useState<{ owner: string; ids: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    api.alerts
      .list({ limit: 500, owner: owner || undefined }, { key: 'alerts-page' })
      .then((r) => {
        alertRecords.setList(store, r.items);
        setLoaded({ owner, ids: new Set(r.items.map((a) => a.id)) });
      })
      .catch((err) => {
        if (isAbort(err)) return;
        toast.error('Error', { description: 'Failed to load buyer signals' });
        setIds((prev) => prev ?? []);
        setLoaded({ owner, ids: new Set() });
      });
  }, [store, setIds, owner]);

  // Derived from the records, so a change in another tab (marked read, new alert) re-filters.
  const visibleAtom = useMemo(
    () =>
      atom((get) =>
        (get(alertRecords.ids) ?? []).filter((id) => {
          const a = get(alertRecords.atom(id));
          if (!a || (unreadOnly && a.isRead)) return false;
          if (!loaded?.ids.has(id) && !companyOwnerPasses(store, a.companyId, owner)) return false;
          return !companyFilter || (a.company?.name ?? 'Unknown').toLowerCase().includes(companyFilter.toLowerCase());
        }),
      ),
    [unreadOnly, companyFilter, owner, loaded, store],
  );
  const visible = useAtomValue(visibleAtom);

  return (
    <>
      <PageHeader title="Alerts" description="Buyer signals across your pipeline, with what to pitch." />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative sm:w-80">
          <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
          <Input aria-label="Filter by company" placeholder="Filter by company..." className="pl-9" value={companyFilter} onChange={(e) => setCompanyFilter(e.target.value)} />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <OwnerSelect value={owner} onChange={setOwner} />
          <SegmentedControl
            kind="toggle"
            label="Which signals"
            options={[
              { label: 'All Signals', value: false },
              { label: 'Unread Only', value: true },
            ]}
            value={unreadOnly}
            onChange={setUnreadOnly}
          />
        </div>
      </div>
      <Card>
        {ids === null || loaded?.owner !== owner ? (
          <div className="flex justify-center py-12">
            <Spinner />
          </div>
        ) : visible.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-slate-500">No alerts found</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Alerts">
            {visible.map((id) => (
              <AlertRow key={id} id={id} />
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
