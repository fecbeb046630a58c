import { Fragment } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { alertRecords } from '../../../state/alerts.js';
import { cn } from '../../../lib/cn.js';
import { SignalBadge } from '../badges.js';
import { SourceNote } from './SourceNote.js';
import { formatDistance } from 'date-fns';
import { formatDay } from '../../../lib/dates.js';

/** When the event happened (its own date, else when it was found), and how long ago in words. */
export const eventDateOf = (a: { occurredAt: string | null; triggeredAt: string }) => a.occurredAt ?? a.triggeredAt;
export const newestEventFirst = (x: { occurredAt: string | null; triggeredAt: string }, y: { occurredAt: string | null; triggeredAt: string }) =>
  eventDateOf(y).localeCompare(eventDateOf(x));
const ago = (iso: string) => formatDistance(new Date(iso), new Date(), { addSuffix: true });

const productSearchHref = (category: string) => `/product-search?${new URLSearchParams({ categories: category })}`;

/** One buyer signal: highlighted with a New badge while unread, with what to pitch. No `onMarkRead`: a role that only reads. */
export function SignalItem({ id, onMarkRead }: { id: string; onMarkRead?: (id: string) => Promise<void> }) {
  const a = useAtomValue(alertRecords.atom(id));
  if (!a) return null;
  const isNew = !a.isRead && !a.isHistory;
  const when = eventDateOf(a);
  return (
    <li
      aria-label={`${a.signalType}${isNew ? ', new' : ''}`}
      className={cn('border-l-4 px-5 py-4', isNew ? 'border-brand-600 bg-brand-50/60' : 'border-transparent')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SignalBadge signalType={a.signalType} />
        {isNew && <Badge tone="blue">New</Badge>}
        <time dateTime={when} className="text-xs text-slate-500" title={a.occurredAt ? `Happened ${formatDay(when)}; found ${formatDay(a.triggeredAt)}` : `Found ${formatDay(when)}`}>
          {formatDay(when)} · {ago(when)}
        </time>
        {isNew && onMarkRead && (
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => onMarkRead(a.id)}>
            Mark as Read
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm font-medium text-slate-900">{a.summary}</p>
      {a.reasoning && <p className="mt-1 text-sm text-slate-600">{a.reasoning}</p>}
      {a.evidence && (
        <details className="mt-1 text-xs text-slate-500">
          <summary className="cursor-pointer select-none">Evidence</summary>
          <p className="mt-1 border-l-2 border-slate-200 pl-2 italic">{a.evidence}</p>
          {a.provider && <p className="mt-1 pl-2">Detected by {a.provider}</p>}
        </details>
      )}
      {a.stepsTaken.length > 0 && (
        <div className="mt-2">
          <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500">Next steps</h4>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-slate-700">
            {a.stepsTaken.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
        </div>
      )}
      {(a.useCase || a.productCategories.length > 0) && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">Pitch:</span> {a.useCase}
          {a.productCategories.length > 0 && (
            <>
              {a.useCase && ' — '}
              {a.productCategories.map((p, i) => (
                <Fragment key={p}>
                  {i > 0 && ', '}
                  <Link href={productSearchHref(p)} className="font-medium text-brand-700 hover:underline">
                    {p}
                  </Link>
                </Fragment>
              ))}
            </>
          )}
        </p>
      )}
      <SourceNote source={a.provider} className="mt-2 block" />
    </li>
  );
}
