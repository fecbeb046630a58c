import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { toast } from 'sonner';
import { Pencil, Trash2 } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { PageHeader } from '../../components/PageHeader.js';
import { EditingNotice, PresenceAvatars } from '../../components/PresenceAvatars.js';
import { usePresence } from '../../state/presence.js';
import { companyRecords, wasDeletedHere } from '../../state/companies.js';
import { EditCompanyDialog } from './detail/EditCompanyDialog.js';
import { DeleteCompanyDialog } from './detail/DeleteCompanyDialog.js';
import { ManualEnrichmentDialog } from './detail/ManualEnrichmentDialog.js';
import { SampleBadge } from './SampleBadge.js';
import { EnrichmentBadge, StageBadge } from './badges.js';
import { ActivityTimelineCard } from './detail/ActivityTimelineCard.js';
import { DealCard } from './deal/DealCard.js';
import { BuyerSignalsCard } from './detail/BuyerSignalsCard.js';
import { CompanyOverviewCard } from './detail/CompanyOverviewCard.js';
import { ClientLogoCard } from './detail/ClientLogoCard.js';
import { CompanyResearchCard } from './detail/CompanyResearchCard.js';
import { EnrichButton, EnrichmentProgressBar } from './detail/EnrichControls.js';
import { KeyContactsCard } from './detail/KeyContactsCard.js';
import { NarrativeCards } from './detail/NarrativeCards.js';
import { useCompanyActions } from './detail/useCompanyActions.js';
import { useCompanyDetail } from './detail/useCompanyDetail.js';
import { useProviders } from './detail/useProviders.js';
import type { Company } from '../../../contracts/companies.js';
import { FindLookalikesButton } from '../company-batches/FindLookalikesButton.js';
import { TasksCard } from '../tasks/TasksCard.js';
import { EmailsCard, SequenceStatusCard } from '../sequences/OutreachCards.js';

const BackLink = () => (
  <Link href="/companies" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Companies
  </Link>
);

function NotFound() {
  const [, navigate] = useLocation();
  return (
    <div className="flex flex-col items-center justify-center py-24 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Company not found</h1>
      <p className="mt-1 text-sm text-slate-500">It may have been removed, or the link is wrong.</p>
      <Button className="mt-6" onClick={() => navigate('/companies')}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Companies
      </Button>
    </div>
  );
}

function CompanyDetail({ company }: { company: Company }) {
  const actions = useCompanyActions(company);
  const providers = useProviders();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [byHand, setByHand] = useState(false);
  const viewers = usePresence('company', company.id);
  // docs/product.md#teams: viewers read the company; every action that changes it is hidden.
  const mayWrite = useCan('records.write');
  return (
    <>
      <BackLink />
      <PageHeader
        title={company.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {company.domain}
            <StageBadge stage={company.stage} />
            <EnrichmentBadge status={company.enrichmentStatus} />
            {company.isSample && <SampleBadge />}
          </span>
        }
        actions={
          mayWrite && (
          <>
            <PresenceAvatars viewers={viewers} />
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden /> Edit
            </Button>
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </Button>
            <FindLookalikesButton companyId={company.id} />
            <EnrichButton enriching={actions.enriching} enriched={company.enrichmentStatus === 'Enriched'} onEnrich={actions.enrich} />
            {company.enrichmentStatus === 'Unenriched' && !actions.enriching && (
              <Button variant="outline" onClick={() => setByHand(true)}>
                Enter details by hand
              </Button>
            )}
          </>
          )
        }
      />
      <EditingNotice viewers={viewers} type="company" />
      <EditCompanyDialog company={company} open={editing} onClose={() => setEditing(false)} />
      <ManualEnrichmentDialog company={company} open={byHand} onClose={() => setByHand(false)} />
      <DeleteCompanyDialog company={company} open={deleting} onClose={() => setDeleting(false)} onDeleted={() => navigate('/companies')} />
      {actions.enriching && <EnrichmentProgressBar companyId={company.id} />}
      <div className="grid gap-6 xl:grid-cols-5">
        <div className="min-w-0 space-y-6 xl:col-span-3">
          <DealCard company={company} />
          <CompanyOverviewCard companyId={company.id} />
          <NarrativeCards companyId={company.id} />
          <CompanyResearchCard companyId={company.id} researching={actions.researching} provider={providers?.research} onResearch={mayWrite ? actions.research : undefined} />
          <BuyerSignalsCard
            companyId={company.id}
            detecting={actions.detecting}
            provider={providers?.signals}
            onDetect={mayWrite ? actions.detectSignals : undefined}
            onMarkRead={mayWrite ? actions.markRead : undefined}
          />
        </div>
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <ClientLogoCard companyId={company.id} />
          <KeyContactsCard
            companyId={company.id}
            companyName={company.name}
            enriched={company.enrichmentStatus === 'Enriched'}
            finding={actions.findingContacts}
            provider={providers?.contacts}
            onFindClick={actions.checkCanFindContacts}
            onFind={mayWrite ? actions.findContacts : undefined}
          />
          <TasksCard companyId={company.id} companyName={company.name} />
          <SequenceStatusCard about={{ companyId: company.id, name: company.name }} />
          <EmailsCard about={{ companyId: company.id, name: company.name }} />
          <ActivityTimelineCard companyId={company.id} />
        </div>
      </div>
    </>
  );
}

function CompanyDetailLoader({ id }: { id: string }) {
  const state = useCompanyDetail(id);
  const company = useAtomValue(companyRecords.atom(id));
  const [, navigate] = useLocation();
  const lastName = useRef<string | null>(null);
  useEffect(() => {
    if (company) lastName.current = company.name;
    // Deleted in another tab while open here: say so and go back to the pipeline.
    else if (state === 'ready' && lastName.current && !wasDeletedHere(id)) {
      toast.info('Company deleted', { description: `${lastName.current} was deleted in another tab.` });
      navigate('/companies');
    }
  }, [company, state, id, navigate]);
  if (state === 'not_found') return <NotFound />;
  if (state === 'loading') return <CenteredSpinner label="Loading company" />;
  // Failed to load (the toast said so), or deleted in another tab since.
  if (!company) return state === 'error' ? <BackLink /> : <NotFound />;
  return <CompanyDetail company={company} />;
}

/** docs/product.md#company: Company detail /companies/{id}, live in every tab. */
export function CompanyDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  // A fresh page (pending actions, claimed jobs) per company.
  return <CompanyDetailLoader key={id} id={id} />;
}
