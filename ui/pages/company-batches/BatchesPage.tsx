import { PageHeader } from '../../components/PageHeader.js';
import { Tabs } from '../../components/Tabs.js';
import { CompanyBatchesTable } from './CompanyBatchesTable.js';
import { CreateBatchLink } from './CreateBatchLink.js';
import { ContactBatchesTable } from '../contact-batches/ContactBatchesTable.js';
import { NewContactBatchButton } from '../contact-batches/ContactBatchesPage.js';

/** docs/product.md#company-batches: /batches, with Company Batches and Contact Batches tabs. */
export function BatchesPage() {
  return (
    <>
      <PageHeader title="Batches" actions={<CreateBatchLink />} />
      <Tabs
        tabs={[
          { key: 'companies', label: 'Company Batches', content: <CompanyBatchesTable /> },
          {
            key: 'contacts',
            label: 'Contact Batches',
            content: (
              <>
                <div className="mb-4 flex justify-end">
                  <NewContactBatchButton />
                </div>
                <ContactBatchesTable />
              </>
            ),
          },
        ]}
      />
    </>
  );
}
