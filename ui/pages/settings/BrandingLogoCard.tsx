import { api } from '../../api/endpoints.js';
import { LogoUploadCard } from '../../components/LogoUploadCard.js';
import { useCan } from '../../state/permissions.js';

/**
 * The workspace's own logo (Settings → Company): uploaded here, kept as a bounded PNG, and shown
 * on every client-facing page — the proposal link, its PDF and the shared deck.
 */
export function BrandingLogoCard({ logoUrl, companyName, onChange }: { logoUrl: string | null; companyName: string; onChange: (logoUrl: string | null) => void }) {
  const mayEdit = useCan('workspace.settings');
  return (
    <LogoUploadCard
      title="Logo"
      description="Shown on your proposals’ client pages, their PDFs and shared presentations."
      hint="PNG, JPEG or SVG, up to 2 MB and 4096 × 4096 pixels."
      logoUrl={logoUrl}
      alt={`${companyName || 'Company'} logo`}
      mayEdit={mayEdit}
      rowClassName="flex flex-wrap items-center gap-4"
      previewClassName="w-40"
      upload={async (file) => onChange((await api.branding.uploadLogo(file)).logoUrl)}
      remove={async () => onChange((await api.branding.removeLogo()).logoUrl)}
    />
  );
}
