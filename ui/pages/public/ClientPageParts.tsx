import { LINK_CLOSED_MESSAGE } from '../../../contracts/proposal-sharing.js';

/** What every client page (a proposal, a shared deck) shows once its link is revoked or expired. */
export function LinkUnavailable() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Link unavailable</h1>
      <p className="mt-2 text-sm text-slate-600">{LINK_CLOSED_MESSAGE}</p>
    </main>
  );
}

type ClientBranding = { companyName: string; primaryColor: string };
type ClientRep = { name: string; email: string };

/** The client page's header in the workspace's branding (`logoSrc`: its uploaded logo through the link), with the rep to contact. */
export function BrandedHeader({ branding, logoSrc, rep }: { branding: ClientBranding; logoSrc: string | null; rep: ClientRep }) {
  const accent = branding.primaryColor;
  return (
    <header className="border-b border-slate-200 bg-white" style={{ borderTop: `4px solid ${accent}` }}>
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4">
        <div className="flex items-center gap-3">
          {logoSrc && <img src={logoSrc} alt={`${branding.companyName} logo`} className="h-10 w-auto max-w-40 object-contain" />}
          <span className="text-lg font-semibold" style={{ color: accent }}>
            {branding.companyName}
          </span>
        </div>
        {/* No rep when the author has left the workspace: nobody to name. */}
        {rep.email && (
          <div className="text-right text-xs text-slate-600">
            <div className="font-medium text-slate-900">{rep.name}</div>
            <a href={`mailto:${rep.email}`} className="hover:underline">
              {rep.email}
            </a>
          </div>
        )}
      </div>
    </header>
  );
}
