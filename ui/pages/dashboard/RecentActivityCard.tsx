import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { CardLink } from './CardLink.js';
import { Spinner } from '../../components/Spinner.js';
import { ActivityRow } from '../activity/ActivityRow.js';
import { useActivityFeed } from '../activity/useActivityFeed.js';

const SHOWN = 8;
const NO_FILTER = {};

/** The dashboard's latest activity (docs/product.md#teams), live; the full feed is /activity. */
export function RecentActivityCard() {
  const feed = useActivityFeed(NO_FILTER, SHOWN, 'dashboard-activity');
  return (
    <Card>
      <CardHeader
        title="Recent activity"
        action={
          <CardLink href="/activity">View all</CardLink>
        }
      />
      <CardBody>
        {feed.status === 'loading' ? (
          <Spinner label="Loading activity" />
        ) : feed.status === 'error' ? (
          <p className="text-sm text-slate-500">Activity could not be loaded.</p>
        ) : feed.items.length === 0 ? (
          <p className="text-sm text-slate-500">No activity yet</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Recent activity">
            {feed.items.slice(0, SHOWN).map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
