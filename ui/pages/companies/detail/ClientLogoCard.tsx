import { useAtomValue, useStore } from 'jotai';
import { api } from '../../../api/endpoints.js';
import { LogoUploadCard } from '../../../components/LogoUploadCard.js';
import { companyRecords, updateCompany } from '../../../state/companies.js';
import { useCan } from '../../../state/permissions.js';

/** The client company's own logo, uploaded by the team: shown on product pictures in its proposals. */
export function ClientLogoCard({ companyId }: { companyId: string }) {
  const company = useAtomValue(companyRecords.atom(companyId));
  const canWrite = useCan('records.write');
  const store = useStore();
  if (!company) return null;
  return (
    <LogoUploadCard
      title="Client Logo"
      description="Shown on product pictures in this company’s proposals."
      hint="PNG, JPEG or SVG, up to 2 MB."
      logoUrl={company.uploadedLogoUrl}
      alt={`${company.name} logo`}
      mayEdit={canWrite}
      rowClassName="flex items-center gap-4"
      previewClassName="w-20"
      upload={async (file) => updateCompany(store, (await api.companyLogo.put({ id: companyId }, file)).company)}
      remove={async () => updateCompany(store, (await api.companyLogo.remove({ id: companyId })).company)}
    />
  );
}
