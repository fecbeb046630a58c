import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { format, formatDistanceToNow } from 'date-fns';
import { Bot, UserRound } from 'lucide-react';
import type { ActivityItem } from '../../../contracts/activity.js';
import { activityFamily } from '../../../contracts/activity-kinds.js';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { memberRecords } from '../../state/team.js';

/** Where a feed row's subject opens (members and unknown types have no page). */
export function subjectHref(subject: ActivityItem['subject']): string | null {
  switch (subject.type) {
    case 'company':
      return `/companies/${subject.id}`;
    case 'contact':
      return `/contacts/${subject.id}`;
    case 'message':
      return '/messages';
    default:
      return null;
  }
}

/** Who did it: a member, a client through a proposal link, or SwagScout itself (jobs, sweeps). */
function Actor({ item }: { item: ActivityItem }) {
  const member = useAtomValue(memberRecords.atom(item.actor?.id ?? ''));
  if (item.actor) {
    return (
      <>
        <MemberAvatar name={item.actor.fullName} avatarUrl={member?.avatarUrl ?? null} size="lg" />
        <span className="font-medium text-slate-900">{item.actor.fullName}</span>
      </>
    );
  }
  const client = activityFamily(item.kind) === 'proposal';
  const Icon = client ? UserRound : Bot;
  return (
    <>
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <span className="font-medium text-slate-900">{client ? 'Client' : 'SwagScout'}</span>
    </>
  );
}

/** One row of the activity feed: who, what, about which record, and when. */
export function ActivityRow({ item }: { item: ActivityItem }) {
  const href = subjectHref(item.subject);
  const at = new Date(item.at);
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Actor item={item} />
        <span className="min-w-0 break-words text-slate-700">{item.text}</span>
        {href && item.subject.name && item.subject.type !== 'member' && (
          <Link href={href} className="min-w-0 break-words font-medium text-brand-700 hover:underline">
            {item.subject.name}
          </Link>
        )}
      </div>
      <time dateTime={item.at} title={format(at, 'MMM d, yyyy h:mm a')} className="shrink-0 text-xs text-slate-500">
        {formatDistanceToNow(at, { addSuffix: true })}
      </time>
    </li>
  );
}
