/**
 * The deck rendered in a fully sandboxed iframe (no scripts, no same-origin access, no forms):
 * the HTML is also sanitised on the server, so this is the second wall.
 */
export function PresentationPreview({ html, title }: { html: string; title: string }) {
  if (!html.trim()) {
    return (
      <div className="flex min-h-[240px] items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-center text-sm text-slate-500">
        No content yet. Describe your presentation above and click Generate.
      </div>
    );
  }
  return <iframe title={`Preview of ${title}`} sandbox="" srcDoc={html} className="h-[70vh] min-h-[420px] w-full rounded-lg border border-slate-200 bg-white" />;
}
