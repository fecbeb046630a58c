import type { SourceCompanySummary } from '../../../contracts/company-batches.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';

/** The pipeline company the lookalikes were found for. */
export function SourceCompanyCard({ company }: { company: SourceCompanySummary }) {
  const facts: Array<[string, string | null]> = [
    ['Name', company.name],
    ['Industry', company.industry],
    ['Size', company.companySize],
    ['Location', company.headquarters],
    ['Country', company.country],
    ['Specialties', company.specialties?.length ? company.specialties.join(', ') : null],
  ];
  return (
    <Card className="mb-6">
      <CardHeader title="Source Company" description="Lookalikes share its industry and are ranked by similar size and country." />
      <CardBody>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className={label === 'Specialties' ? 'sm:col-span-2 lg:col-span-3' : undefined}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="mt-0.5 text-sm text-slate-900">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
