import { Link } from 'wouter';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Tabs } from '../../components/Tabs.js';
import { CompanyBatchesTable } from './CompanyBatchesTable.js';
import { CreateBatchLink } from './CreateBatchLink.js';

/** Contact batches come from contact finding review, which is not built yet: say so plainly. */
function ContactBatchesNote() {
  return (
    <Card>
      <div className="px-4 py-12 text-center text-sm text-slate-500">
        <p className="font-medium text-slate-700">Contact batches are not available yet.</p>
        <p className="mt-1">
          They will arrive with contact finding review. Until then, people found for a company appear on its page — open one from{' '}
          <Link href="/companies" className="font-medium text-brand-700 hover:underline">
            Companies
          </Link>
          .
        </p>
      </div>
    </Card>
  );
}

/** Spec part 2: /batches, with Company Batches and Contact Batches tabs. */
export function BatchesPage() {
  return (
    <>
      <PageHeader title="Batches" actions={<CreateBatchLink />} />
      <Tabs
        tabs={[
          { key: 'companies', label: 'Company Batches', content: <CompanyBatchesTable /> },
          { key: 'contacts', label: 'Contact Batches', content: <ContactBatchesNote /> },
        ]}
      />
    </>
  );
}
