import { format, formatDistanceToNow } from 'date-fns';
import { Bell, Building2, CircleCheck, CircleDollarSign, Mail, PackageCheck, Pencil, Radar, Sparkles, UserRound, Users, Wand2, ArrowRightLeft, type LucideIcon } from 'lucide-react';
import type { TimelineEntry } from '../../../../contracts/company-intel.js';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { Spinner } from '../../../components/Spinner.js';
import { useCompanyTimeline } from './useCompanyTimeline.js';

const icons: Record<TimelineEntry['kind'], LucideIcon> = {
  created: Building2,
  stage: ArrowRightLeft,
  deal: CircleDollarSign,
  edited: Pencil,
  owner: UserRound,
  enrichment: Wand2,
  research: Sparkles,
  signal: Bell,
  signals_checked: Radar,
  contacts: Users,
  task: CircleCheck,
  email: Mail,
  order: PackageCheck,
};

export function ActivityTimelineCard({ companyId }: { companyId: string }) {
  const items = useCompanyTimeline(companyId);
  return (
    <Card>
      <CardHeader title="Activity" />
      <CardBody>
        {items === null ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading activity" />
          </div>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-500">No activity yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Activity">
            {items.map((t) => {
              const Icon = icons[t.kind] ?? Building2;
              return (
                <li key={t.id} className="flex gap-3">
                  <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                    <Icon className="h-3.5 w-3.5" aria-hidden />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm text-slate-800">{t.text}</p>
                    <time dateTime={t.at} title={format(new Date(t.at), 'MMM d, yyyy h:mm a')} className="text-xs text-slate-500">
                      {formatDistanceToNow(new Date(t.at), { addSuffix: true })}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
