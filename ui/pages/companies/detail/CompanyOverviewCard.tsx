import { useAtomValue } from 'jotai';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { Badge } from '../../../components/Badge.js';
import { companyRecords } from '../../../state/companies.js';
import { EnrichmentBadge } from '../badges.js';
import { ExternalLink, Facts } from './Facts.js';
import { SourceNote } from './SourceNote.js';
import type { Company } from '../../../../contracts/companies.js';
import { sourceText, withSource } from './fact-source.js';
import { SampleBadge } from '../SampleBadge.js';

export function CompanyOverviewCard({ companyId }: { companyId: string }) {
  const c = useAtomValue(companyRecords.atom(companyId));
  if (!c) return null;
  const website = c.website ?? c.domain;
  // One Evidence line for the card when every fact came from the same place; otherwise one per fact.
  const texts = [...new Set(Object.values(c.factSources).map((f) => sourceText(f, c)))];
  const single = texts.length === 1 ? texts[0] : null;
  const src = (field: keyof Company) => (single ? null : sourceText(c.factSources[field], c));
  return (
    <Card>
      <CardHeader title="Company Overview" />
      <CardBody className="space-y-4">
        <Facts
          rows={[
            ['Industry', withSource(c.industry ?? c.primaryIndustry, src('industry'))],
            ['Company Size', withSource(c.companySize, src('companySize'))],
            ['Employees', withSource(c.employeeCount?.toLocaleString('en-US'), src('employeeCount'))],
            ['Founded', withSource(c.founded, src('founded'))],
            ['Headquarters', withSource(c.headquarters ?? c.location, src('headquarters') ?? src('location'))],
            ['Country', withSource(c.country, src('country'))],
            ['Website', website ? withSource(<ExternalLink url={website} />, src('website')) : null],
            ['LinkedIn', c.linkedinUrl ? withSource(<ExternalLink url={c.linkedinUrl} label="Company page" />, src('linkedinUrl')) : null],
          ]}
        />
        {single && <p className="text-xs text-slate-500">Evidence: {single}</p>}
        {c.isSample && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <SampleBadge /> A fictional company for trying SwagScout out; its people, emails and phone numbers are made up.
          </p>
        )}
        {c.description && <p className="text-sm leading-6 text-slate-700">{c.description}</p>}
        {c.notes && (
          <div>
            <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Notes</h3>
            <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{c.notes}</p>
          </div>
        )}
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
          {c.enrichmentStatus === 'Enriched' && (c.enrichedBy === 'manual' ? <span className="text-xs text-slate-500">by hand</span> : <SourceNote source={c.enrichmentSource} />)}
        </div>
      </CardBody>
    </Card>
  );
}
