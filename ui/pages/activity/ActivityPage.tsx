import { useState } from 'react';
import { toast } from 'sonner';
import type { ActivityFamily } from '../../../contracts/activity.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Select } from '../../components/Select.js';
import { Spinner } from '../../components/Spinner.js';
import { useTeamMembers } from '../../components/OwnerSelect.js';
import { ActivityRow } from './ActivityRow.js';
import { useActivityFeed } from './useActivityFeed.js';

const PAGE = 30;

/** The kind filter's families (contracts/activity.ts ACTIVITY_FAMILIES), as the select names them. */
const KINDS: { value: ActivityFamily; label: string }[] = [
  { value: 'company', label: 'Companies' },
  { value: 'contact', label: 'Contacts' },
  { value: 'message', label: 'Messages' },
  { value: 'proposal', label: 'Proposals' },
  { value: 'member', label: 'Members' },
];

/** docs/product.md#teams: the workspace's activity feed — who did what to which record, when; live. */
export function ActivityPage() {
  const members = useTeamMembers();
  const [actor, setActor] = useState('');
  const [kind, setKind] = useState('');
  const feed = useActivityFeed({ actor: actor || undefined, kind: kind || undefined }, PAGE, 'activity-page');
  const filtered = Boolean(actor || kind);

  const more = () =>
    feed.more().catch(() => {
      toast.error('Error', { description: 'Failed to load more activity' });
    });

  return (
    <>
      <PageHeader title="Activity" description="Who did what across the workspace, as it happens." />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <Select aria-label="Person" value={actor} onChange={(e) => setActor(e.target.value)}>
          <option value="">Everyone</option>
          {(members ?? []).map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.fullName}
            </option>
          ))}
        </Select>
        <Select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">All activity</option>
          {KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </Select>
      </div>
      <Card>
        {feed.status === 'loading' ? (
          <div className="flex justify-center py-16">
            <Spinner className="h-8 w-8" label="Loading activity" />
          </div>
        ) : feed.status === 'error' ? (
          <div className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-slate-500">
            <p>Activity could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void feed.reload()}>
              Try again
            </Button>
          </div>
        ) : feed.items.length === 0 ? (
          <p className="px-4 py-12 text-center text-sm text-slate-500">{filtered ? 'No activity matches these filters' : 'No activity yet'}</p>
        ) : (
          <ul className="divide-y divide-slate-100 px-4 sm:px-5" aria-label="Activity">
            {feed.items.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        {feed.status === 'ready' && feed.hasMore && (
          <div className="border-t border-slate-100 p-3 text-center">
            <Button variant="ghost" size="sm" onClick={() => void more()} disabled={feed.loadingMore}>
              {feed.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </Card>
    </>
  );
}
