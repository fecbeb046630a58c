import { Link } from 'wouter';
import { format } from 'date-fns';
import { Bell, Building2, MessageSquareText, Presentation, UserPlus, Users, Bot, PlusCircle } from 'lucide-react';
import { reviewHref, sourceLabel } from '../company-batches/badges.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { CardLink } from './CardLink.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { RecentProposalsCard } from './RecentProposalsCard.js';
import { useDashboardSummary } from './useDashboardSummary.js';
import { RecentActivityCard } from './RecentActivityCard.js';
import { GettingStartedCard } from './GettingStartedCard.js';
import { DealForecastCard } from './DealForecastCard.js';
import { AlertActions } from '../alerts/AlertActions.js';

function StatCard(props: { title: string; value: number | null; sub: React.ReactNode; icon: React.ElementType }) {
  const Icon = props.icon;
  return (
    <Card>
      <CardBody>
        <div className="flex items-center justify-between">
          <p className="text-sm font-medium text-slate-600">{props.title}</p>
          <Icon className="h-4 w-4 text-slate-400" aria-hidden />
        </div>
        <p className="mt-2 text-2xl font-semibold">{props.value === null ? 'Loading...' : props.value}</p>
        <p className="mt-1 text-xs text-slate-500">{props.sub}</p>
      </CardBody>
    </Card>
  );
}

const quickActions = [
  { title: 'Generate Message', text: 'Create AI-powered messages for prospects', href: '/message-generator', icon: MessageSquareText },
  { title: 'Add Company', text: 'Add a new company to track', href: '/companies/batch-upload', icon: PlusCircle },
  { title: 'Add Contact', text: 'Add a new contact to your database', href: '/contacts/new', icon: UserPlus },
  { title: 'Chat Assistant', text: 'Get AI-powered assistance for your work', href: '/chat', icon: Bot },
];

/** docs/product.md#dashboard Dashboard. Load failures are logged only: zeros and empty lists are shown. */
export function DashboardPage() {
  // Live: re-read (throttled) when companies, contacts, alerts, batches or presentations change in any tab.
  const data = useDashboardSummary();
  const s = data?.stats;
  return (
    <>
      <PageHeader title="Dashboard" />
      <GettingStartedCard progress={data?.gettingStarted ?? null} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total Companies" value={s ? s.totalCompanies : null} sub={`${s?.enrichedCompanies ?? 0} enriched`} icon={Building2} />
        <StatCard title="Total Contacts" value={s ? s.totalContacts : null} sub="Across all companies" icon={Users} />
        <StatCard title="Unread Alerts" value={s ? s.unreadAlerts : null} sub="Buyer signals detected" icon={Bell} />
        <StatCard
          title="Presentations"
          value={s ? s.presentations : null}
          sub={
            <Link href="/presentations" className="font-medium text-brand-700 hover:underline">
              View
            </Link>
          }
          icon={Presentation}
        />
      </div>
      <DealForecastCard deals={data?.deals ?? null} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader
            title="Recent Alerts"
            action={
              <CardLink href="/alerts">View All Alerts</CardLink>
            }
          />
          <CardBody>
            {!data ? (
              <Spinner />
            ) : data.recentAlerts.length === 0 ? (
              <p className="text-sm text-slate-500">No recent alerts</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.recentAlerts.map((a) => (
                  <li key={a.id} className="py-3">
                    <p className="text-sm font-medium">{a.signalType}</p>
                    <p className="line-clamp-2 text-sm text-slate-600">{a.summary}</p>
                    <p className="mt-1 text-xs text-slate-500">
                      {a.company?.name ?? 'Unknown Company'} · {format(new Date(a.createdAt), 'MMM d, h:mm a')}
                    </p>
                    {/* The card lists unread alerts only. */}
                    {a.company && <AlertActions alert={{ ...a, isRead: false }} />}
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="Recent Batches"
            action={
              <CardLink href="/companies/batches">View All Batches</CardLink>
            }
          />
          <CardBody>
            {!data ? (
              <Spinner />
            ) : data.recentBatches.length === 0 ? (
              <p className="text-sm text-slate-500">No recent batches</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.recentBatches.map((b) => (
                  <li key={b.id} className="py-3">
                    <Link href={b.type === 'company' ? reviewHref(b) : `/contacts/batch/${b.id}`} className="block hover:bg-slate-50">
                      <p className="text-sm font-medium">{b.name}</p>
                      <p className="text-xs text-slate-500">
                        {sourceLabel(b.source)} · {format(new Date(b.createdAt), 'MMM d')}
                      </p>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <RecentProposalsCard />
        <RecentActivityCard />
      </div>
      <Card className="mt-6">
        <CardHeader title="Quick Actions" description="Common tasks to help you get started" />
        <CardBody className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {quickActions.map(({ title, text, href, icon: Icon }) => (
            <Link key={title} href={href} className="flex flex-col items-start gap-1 rounded-lg border border-slate-200 p-4 hover:border-brand-200 hover:bg-brand-50">
              <Icon className="h-5 w-5 text-brand-700" aria-hidden />
              <span className="text-sm font-semibold">{title}</span>
              <span className="text-xs text-slate-500">{text}</span>
            </Link>
          ))}
        </CardBody>
      </Card>
    </>
  );
}
