import { useAtomValue } from 'jotai';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { companyRecords } from '../../../state/companies.js';

function TextCard({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody>
        <p className="whitespace-pre-line text-sm leading-6 text-slate-700">{text}</p>
      </CardBody>
    </Card>
  );
}

/** docs/product.md#company: Recent Activities always; Promotional Opportunities and Unique Characteristics only when present. */
export function NarrativeCards({ companyId }: { companyId: string }) {
  const c = useAtomValue(companyRecords.atom(companyId));
  if (!c) return null;
  return (
    <>
      <TextCard title="Recent Activities" text={c.recentActivity || 'No recent activities recorded yet. Research the company to find them.'} />
      {c.promoOpportunities && <TextCard title="Promotional Opportunities" text={c.promoOpportunities} />}
      {c.uniqueCharacteristics && <TextCard title="Unique Characteristics" text={c.uniqueCharacteristics} />}
    </>
  );
}
