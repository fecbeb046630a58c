import { useAtomValue } from 'jotai';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { Badge } from '../../../components/Badge.js';
import { companyAtom } from '../../../state/companies.js';
import { EnrichmentBadge } from '../badges.js';
import { ExternalLink, Facts } from './Facts.js';
import { SourceNote } from './SourceNote.js';

export function CompanyOverviewCard({ companyId }: { companyId: string }) {
  const c = useAtomValue(companyAtom(companyId));
  if (!c) return null;
  const website = c.website ?? c.domain;
  return (
    <Card>
      <CardHeader title="Company Overview" />
      <CardBody className="space-y-4">
        <Facts
          rows={[
            ['Industry', c.industry ?? c.primaryIndustry],
            ['Company Size', c.companySize],
            ['Employees', c.employeeCount?.toLocaleString('en-US')],
            ['Founded', c.founded],
            ['Headquarters', c.headquarters ?? c.location],
            ['Country', c.country],
            ['Website', website ? <ExternalLink url={website} /> : null],
            ['LinkedIn', c.linkedinUrl ? <ExternalLink url={c.linkedinUrl} label="Company page" /> : null],
          ]}
        />
        {c.description && <p className="text-sm leading-6 text-slate-700">{c.description}</p>}
        {c.specialties && c.specialties.length > 0 && (
          <div>
            <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Specialties</h3>
            <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Specialties">
              {c.specialties.map((s) => (
                <li key={s}>
                  <Badge>{s}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm">
          <span className="text-slate-600">Enrichment</span>
          <EnrichmentBadge status={c.enrichmentStatus} />
          {c.enrichmentStatus === 'Enriched' && <SourceNote source={c.enrichmentSource} />}
        </div>
      </CardBody>
    </Card>
  );
}
