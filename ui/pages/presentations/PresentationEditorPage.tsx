import { useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { Link, useParams } from 'wouter';
import { toast } from 'sonner';
import { format } from 'date-fns';
import { Save } from 'lucide-react';
import { PRESENTATION_MESSAGES as M, type Presentation } from '../../../contracts/presentations.js';
import { ApiError } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody } from '../../components/Card.js';
import { Textarea } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { EditingNotice, PresenceAvatars } from '../../components/PresenceAvatars.js';
import { useEditingPresence, usePresence } from '../../state/presence.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { Tabs } from '../../components/Tabs.js';
import { StaleSaveNotice } from '../../components/StaleSaveNotice.js';
import { saveInOrder, useStaleSave } from '../../state/stale-save.js';
import { useCan } from '../../state/permissions.js';
import { upsertPresentation } from '../../state/presentations.js';
import { BackToPresentations } from './BackToPresentations.js';
import { PresentationPreview } from './PresentationPreview.js';
import { PresentationSharingCard } from './PresentationSharingCard.js';
import { PromptCard } from './PromptCard.js';
import { RepGuidance } from '../../components/RepGuidance.js';
import { usePresentation } from './usePresentation.js';

const htmlOf = (p: Presentation | null) => p?.content?.htmlContent ?? '';

/**
 * Keeps the HTML being edited in step with the stored one: a new stored version (a save in another
 * tab, a finished generation) replaces the draft unless the user has unsaved edits — a generation
 * this user asked for always replaces it.
 */
function useDraft(p: Presentation | null) {
  const [draft, setDraft] = useState(htmlOf(p));
  const base = useRef(htmlOf(p));
  const lastStatus = useRef(p?.generationStatus);
  const stored = htmlOf(p);
  useEffect(() => {
    const justGenerated = lastStatus.current === 'generating' && p?.generationStatus === 'idle';
    if (justGenerated || draft === base.current) setDraft(stored);
    base.current = stored;
    // Only the stored version drives this; the draft is read as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored, p?.generationStatus]);
  useEffect(() => {
    if (lastStatus.current === 'generating' && p?.generationStatus === 'failed') toast.error('Error', { description: M.generateFailed });
    lastStatus.current = p?.generationStatus;
  }, [p?.generationStatus]);
  return { draft, setDraft, dirty: draft !== stored };
}

function Editor({ presentation: p }: { presentation: Presentation }) {
  const store = useStore();
  const { draft, setDraft, dirty } = useDraft(p);
  // The version the HTML being edited began from: a teammate's save since refuses this one.
  const stale = useStaleSave(p.updatedAt, dirty);
  // docs/product.md#teams: a viewer reads the deck; Generate, the HTML editor's changes and Save are not theirs.
  const mayWrite = useCan('records.write');
  const [requesting, setRequesting] = useState(false);
  const [saving, setSaving] = useState(false);
  const generating = requesting || p.generationStatus === 'generating';
  const viewers = usePresence('presentation', p.id);
  // Unsaved changes to the HTML: teammates viewing the deck see '… is editing this presentation'.
  useEditingPresence('presentation', p.id, dirty);

  const generate = async (prompt: string) => {
    setRequesting(true);
    try {
      upsertPresentation(store, (await api.presentations.generate({ id: p.id }, { prompt })).presentation);
    } catch (err) {
      toast.error('Error', { description: err instanceof ApiError && (err.code === 'conflict' || err.code === 'rate_limited') ? err.message : M.generateFailed });
    } finally {
      setRequesting(false);
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const presentation = await saveInOrder(`presentation:${p.id}`, stale.version(), async (expectedUpdatedAt) => (await api.presentations.update({ id: p.id }, { htmlContent: draft, expectedUpdatedAt })).presentation);
      upsertPresentation(store, presentation);
      setDraft(htmlOf(presentation));
      stale.clear();
      toast.success('Success', { description: M.saved });
    } catch (err) {
      const current = stale.refused<Presentation>(err);
      if (current) {
        // A teammate saved first: the editor shows their deck (the notice says so).
        upsertPresentation(store, current);
        setDraft(htmlOf(current));
      } else toast.error('Error', { description: M.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl">
      <BackToPresentations />
      <PageHeader
        title={p.title}
        description={p.description ?? undefined}
        actions={
          <>
            <PresenceAvatars viewers={viewers} />
            {mayWrite && (
              <Button onClick={save} disabled={saving || generating || !draft.trim()}>
                <Save className="h-4 w-4" aria-hidden /> {saving ? 'Saving...' : 'Save Presentation'}
              </Button>
            )}
          </>
        }
      />
      <EditingNotice viewers={viewers} type="presentation" />
      {mayWrite && <PromptCard busy={generating} onGenerate={generate} />}
      <StaleSaveNotice message={stale.notice} className="mb-4" />
      {p.generationStatus === 'failed' && (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {M.generateFailed}
          {p.error ? `: ${p.error}` : ''}
        </p>
      )}
      <Card>
        <CardBody>
          <Tabs
            tabs={[
              { key: 'preview', label: 'Preview', content: <PresentationPreview html={draft} title={p.title} /> },
              {
                key: 'html',
                label: 'HTML',
                content: (
                  <Textarea
                    aria-label="HTML"
                    spellCheck={false}
                    className="h-[70vh] min-h-[420px] font-mono text-xs"
                    value={draft}
                    readOnly={!mayWrite}
                    onChange={(e) => setDraft(e.target.value)}
                    placeholder="<section>…</section>"
                  />
                ),
              },
            ]}
          />
          <div className="mt-4">
            <RepGuidance guidance={p.guidance} />
          </div>
          <p className="mt-3 text-xs text-slate-500" data-testid="presentation-provenance">
            {generating ? 'Generating...' : p.provider ? `Written by ${p.provider}` : 'Not generated yet'}
            {dirty && !generating ? ' · Unsaved changes' : ''} · Updated {format(new Date(p.updatedAt), 'MMM d, yyyy h:mm a')}
          </p>
        </CardBody>
      </Card>
      <PresentationSharingCard presentationId={p.id} />
    </div>
  );
}

/** docs/product.md#presentations: /presentations/:id — AI prompt, Generate, Preview and HTML tabs, Save Presentation. */
export function PresentationEditorPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { presentation, state } = usePresentation(id);
  if (state === 'missing') {
    return (
      <div className="mx-auto max-w-3xl py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Presentation Not Found</h1>
        <p className="mt-2 text-sm text-slate-500">It may have been deleted, or the link is wrong.</p>
        <Link href="/presentations" className="mt-6 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800">
          Back to Presentations
        </Link>
      </div>
    );
  }
  if (state === 'loading' || !presentation) return <CenteredSpinner label="Loading presentation" />;
  return <Editor presentation={presentation} />;
}
