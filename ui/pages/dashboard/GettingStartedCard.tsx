import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { CheckCircle2, Circle, X } from 'lucide-react';
import type { GettingStarted } from '../../../contracts/dashboard.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { userAtom } from '../../state/auth.js';
import { cn } from '../../lib/cn.js';

type Step = { key: keyof GettingStarted; title: string; hint: string; href: string };

/** A new rep's first hour, in order; each step links to where it is done. */
export const GETTING_STARTED_STEPS: Step[] = [
  { key: 'companiesAdded', title: 'Add or discover companies', hint: 'Add a prospect, import a list, or discover companies in the directory.', href: '/companies' },
  { key: 'companyResearched', title: 'Research a company', hint: 'Open a company and run Research or Enrich to see its facts and signals.', href: '/companies' },
  { key: 'alertHandled', title: 'Act on an alert', hint: 'Write to a contact about a buying signal, or mark it read.', href: '/alerts' },
  { key: 'assistantAsked', title: 'Ask the assistant', hint: 'Ask which products fit a prospect, a budget or an event.', href: '/chat' },
  { key: 'proposalSent', title: 'Send a proposal', hint: 'Build a proposal and share its link with the client.', href: '/proposals' },
];

const storageKey = (userId: string) => `swagscout-getting-started-dismissed:${userId}`;

function readDismissed(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(storageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The dashboard's getting-started checklist: five steps ticked from the workspace's own records
 * (the dashboard summary's `gettingStarted`), until the rep dismisses it (remembered per user in
 * this browser).
 */
export function GettingStartedCard({ progress }: { progress: GettingStarted | null }) {
  const userId = useAtomValue(userAtom)?.id;
  const [dismissedFor, setDismissedFor] = useState<string | undefined>(undefined);
  if (!userId || dismissedFor === userId || readDismissed(userId)) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(userId), '1');
    } catch {
      // storage unavailable: hidden until the page is opened again
    }
    setDismissedFor(userId);
  };
  const done = progress ? GETTING_STARTED_STEPS.filter((s) => progress[s.key]).length : 0;
  return (
    <Card className="mb-6">
      <CardHeader
        title="Getting started"
        description={progress ? `${done} of ${GETTING_STARTED_STEPS.length} done` : 'Your first steps in SwagScout'}
        action={
          <button type="button" onClick={dismiss} className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100" aria-label="Dismiss getting started">
            <X className="h-4 w-4" aria-hidden />
          </button>
        }
      />
      <CardBody>
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5" aria-label="Getting started">
          {GETTING_STARTED_STEPS.map((step) => {
            const complete = Boolean(progress?.[step.key]);
            const Icon = complete ? CheckCircle2 : Circle;
            return (
              <li key={step.key}>
                <Link
                  href={step.href}
                  className={cn(
                    'flex h-full items-start gap-2 rounded-lg border p-3 hover:border-brand-200 hover:bg-brand-50',
                    complete ? 'border-emerald-200 bg-emerald-50/50' : 'border-slate-200',
                  )}
                >
                  <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', complete ? 'text-emerald-600' : 'text-slate-400')} aria-hidden />
                  <span className="min-w-0">
                    <span className="sr-only">{complete ? 'Done: ' : 'To do: '}</span>
                    <span className={cn('block text-sm font-semibold', complete && 'text-slate-500 line-through')}>{step.title}</span>
                    <span className="block text-xs text-slate-500">{step.hint}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </CardBody>
    </Card>
  );
}
