import { useAtomValue } from 'jotai';
import type { Company, DeleteCompanyResponse } from '../../../../contracts/companies.js';
import { messageOf } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.js';
import { alertRecords } from '../../../state/alerts.js';
import { markDeletedHere } from '../../../state/companies.js';
import { companyContactsAtom } from '../../../state/contacts.js';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Deleted Acme and its 2 alerts; its 3 contacts were kept without a company." */
export function deletedSummary(d: DeleteCompanyResponse['deleted']): string {
  const alerts = d.alerts ? ` and its ${count(d.alerts, 'alert')}` : '';
  const contacts = d.contacts ? `; ${d.contacts === 1 ? 'its contact was' : `its ${d.contacts} contacts were`} kept without a company` : '';
  return `Deleted ${d.name}${alerts}${contacts}.`;
}

/** Delete a company: its buyer signals go with it; its contacts stay, unlinked (the foreign keys' rule). */
export function DeleteCompanyDialog({ company, open, onClose, onDeleted }: { company: Company; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const contacts = useAtomValue(companyContactsAtom(company.id))?.length ?? 0;
  const alerts = useAtomValue(alertRecords.listOf(company.id))?.length ?? 0;
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Delete company"
      remove={() => {
        markDeletedHere(company.id);
        return api.companies.remove({ id: company.id });
      }}
      deleted={(res) => deletedSummary((res as DeleteCompanyResponse).deleted)}
      failed={(err) => messageOf(err, 'Failed to delete company')}
      onClose={onClose}
      onDeleted={onDeleted}
    >
      “{company.name}” will be deleted with its {count(alerts, 'buyer signal')}.
      {contacts > 0 && ` Its ${count(contacts, 'contact')} will be kept, without a company.`} This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
