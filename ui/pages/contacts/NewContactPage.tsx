import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { useCan } from '../../state/permissions.js';
import { ViewerNotice } from '../../components/ViewerNotice.js';
import type { CompanyRef } from './CompanyCombobox.js';
import { ContactForm } from './ContactForm.js';
import { ContactPageFrame } from './ContactPageFrame.js';
import { isUuid } from '../../../contracts/ids.js';


/** The company named by ?companyId= (null when absent or not one of ours); undefined while looking it up. */
function usePreselectedCompany(): CompanyRef | null | undefined {
  const companyId = new URLSearchParams(useSearch()).get('companyId') ?? '';
  const valid = isUuid(companyId);
  const [company, setCompany] = useState<CompanyRef | null | undefined>(valid ? undefined : null);
  useEffect(() => {
    if (!valid) return setCompany(null);
    let current = true;
    api.companies
      .get({ id: companyId })
      .then((r) => current && setCompany({ id: r.company.id, name: r.company.name }))
      .catch(() => current && setCompany(null));
    return () => {
      current = false;
    };
  }, [companyId, valid]);
  return company;
}

/** docs/product.md#contacts: /contacts/new — Create Contact; ?companyId= pre-selects the company and is where it returns to. */
export function NewContactPage() {
  const [, navigate] = useLocation();
  const company = usePreselectedCompany();
  const mayWrite = useCan('records.write');
  // Added from a company's page: back to that company, where the rep was working.
  const back = company ? `/companies/${company.id}` : '/contacts';
  return (
    <ContactPageFrame title="Create Contact">
      {!mayWrite ? (
        <ViewerNotice />
      ) : company === undefined ? (
        <CenteredSpinner label="Loading company" />
      ) : (
        <ContactForm
          contact={null}
          initialCompany={company}
          submitLabel="Create Contact"
          onCancel={() => navigate(back)}
          save={async (values) => {
            await api.contacts.create(values);
            toast.success('Success', { description: 'Contact created' });
            navigate(back);
          }}
        />
      )}
    </ContactPageFrame>
  );
}
