import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link, useLocation, useParams } from 'wouter';
import { toast } from 'sonner';
import { ArrowLeft } from 'lucide-react';
import type { Sequence } from '../../../contracts/sequences.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Card, CardBody } from '../../components/Card.js';
import { Field, Input } from '../../components/Field.js';
import { FormActions } from '../../components/FormActions.js';
import { PageHeader } from '../../components/PageHeader.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { sequenceRecords, upsertSequence } from '../../state/sequences.js';
import { templateListAtom, templateRecords } from '../../state/templates.js';
import { draftOf, toSequenceInput, type DraftErrors, type SequenceDraft } from './sequence-form.js';
import { StepsEditor } from './StepsEditor.js';

export const BackToSequences = ({ id, name }: { id?: string; name?: string }) => (
  <Link href={id ? `/sequences/${id}` : '/sequences'} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Back to {name ?? 'Sequences'}
  </Link>
);

/** The rep's message templates, for the email and LinkedIn message steps (null while loading). */
function useTemplates() {
  const store = useStore();
  useEffect(() => {
    api.templates
      .list()
      .then((r) => templateRecords.setList(store, r.templates))
      .catch(() => store.set(templateRecords.ids, (ids) => ids ?? []));
  }, [store]);
  return useAtomValue(templateListAtom);
}

/** A new sequence, or a change to one: name, steps, approval. */
export function SequenceEditor({ sequence }: { sequence: Sequence | null }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const templates = useTemplates();
  const [draft, setDraft] = useState<SequenceDraft>(() => draftOf(sequence));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<SequenceDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const save = async () => {
    const result = toSequenceInput(draft);
    if ('errors' in result) return setErrors(result.errors);
    setSaving(true);
    try {
      const r = sequence ? await api.sequences.update({ id: sequence.id }, result.input) : await api.sequences.create(result.input);
      upsertSequence(store, r.sequence);
      toast.success('Success', { description: sequence ? 'Sequence saved' : 'Sequence created' });
      navigate(`/sequences/${r.sequence.id}`);
    } catch (err) {
      const fields = err instanceof ApiError && err.code === 'validation_failed' ? Object.fromEntries(err.details.map((d) => [d.path, d.message])) : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else toast.error('Error', { description: messageOf(err, 'Failed to save the sequence') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl">
      <BackToSequences id={sequence?.id} name={sequence?.name} />
      <PageHeader
        title={sequence ? 'Edit sequence' : 'New sequence'}
        description={sequence ? 'Contacts already in it follow the new steps from their next one.' : 'Steps a number of business days apart. A reply, a bounce or an unsubscribe stops a contact’s sequence.'}
      />
      <Card>
        <CardBody className="py-6">
          <form
            noValidate
            aria-label={sequence ? 'Edit sequence' : 'New sequence'}
            className="space-y-6"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <Field label="Name" error={errors.name}>
              {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. Trade show follow-up" value={draft.name} onChange={(e) => change({ name: e.target.value })} />}
            </Field>
            <StepsEditor steps={draft.steps} onChange={(steps) => change({ steps })} errors={errors} templates={templates} />
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-500"
                checked={draft.requireApproval}
                onChange={(e) => change({ requireApproval: e.target.checked })}
              />
              <span>
                <span className="font-medium text-slate-900">Require my approval before each email</span>
                <span className="block text-xs text-slate-500">Each email waits under Approvals on the Sequences page until you read, edit and approve it.</span>
              </span>
            </label>
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="text-sm text-red-600">
                Check the highlighted fields.
              </p>
            )}
            <FormActions onCancel={() => navigate(sequence ? `/sequences/${sequence.id}` : '/sequences')} busy={saving} label={sequence ? 'Save sequence' : 'Create sequence'} />
          </form>
        </CardBody>
      </Card>
    </div>
  );
}

/** /sequences/new */
export function NewSequencePage() {
  return <SequenceEditor sequence={null} />;
}

/** /sequences/:id/edit: the sequence loaded first (held if this tab has it). */
export function EditSequencePage() {
  const { id = '' } = useParams<{ id: string }>();
  const store = useStore();
  const held = useAtomValue(sequenceRecords.atom(id));
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    api.sequences
      .get({ id })
      .then((r) => {
        if (!live) return;
        upsertSequence(store, r.sequence);
        setLoaded(true);
      })
      .catch((err: unknown) => live && setError(err instanceof ApiError && (err.status === 404 || err.status === 400) ? 'Sequence not found' : messageOf(err, 'Failed to load the sequence')));
    return () => {
      live = false;
    };
  }, [id, store]);
  if (!error && !loaded) return <CenteredSpinner label="Loading sequence" />;
  if (error || !held)
    return (
      <>
        <BackToSequences />
        <p role="alert" className="text-sm text-red-600">
          {error ?? 'This sequence was deleted.'}
        </p>
      </>
    );
  // The draft starts from the sequence as loaded; a change saved elsewhere meanwhile is not merged in.
  return <SequenceEditor key={id} sequence={held} />;
}
