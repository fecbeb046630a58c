import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import {
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  templateInput,
  type MessageTemplate,
  type TemplateInput,
  type TemplateValues,
} from '../../../contracts/templates.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { upsertTemplate } from '../../state/templates.js';
import { userAtom } from '../../state/auth.js';
import { FormActions } from '../../components/FormActions.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { TemplatePreview } from './TemplatePreview.js';
import { showServerFieldErrors } from '../../api/field-errors.js';

type FormValues = TemplateInput;

const FIELDS = Object.keys(templateInput.shape) as Path<FormValues>[];
const EMPTY: FormValues = { name: '', type: 'email', subject: '', content: '' };
const toForm = (t: MessageTemplate | null): FormValues =>
  t ? { name: t.name, type: t.type, subject: t.subject, content: t.content } : EMPTY;

const code = (text: string) => <code className="font-mono">{text}</code>;
const PLACEHOLDER_HELP = (
  <>
    Use {code('{first_name}')}, {code('{last_name}')}, {code('{contact}')}, {code('{company}')} and {code('{user}')} as placeholders: they are
    replaced with the contact&apos;s first name, last name and full name, the company&apos;s name and your name. Greet people by first
    name: Hi {code('{first_name}')},
  </>
);

/**
 * The product's Message Templates form with a live preview. With `template`, it edits that template
 * (mount it with a `key` per template); without, it creates a new one.
 */
export function TemplateEditor({ template, onDone }: { template: MessageTemplate | null; onDone: () => void }) {
  const store = useStore();
  const upsert = (t: MessageTemplate) => upsertTemplate(store, t);
  const user = useAtomValue(userAtom);
  // `values` follows the list: an edit saved in another tab shows here, except in edited fields.
  const form = useForm<FormValues, unknown, TemplateValues>({
    resolver: zodResolver(templateInput),
    defaultValues: toForm(template),
    values: toForm(template),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const [type, subject, content] = useWatch({ control: form.control, name: ['type', 'subject', 'content'] });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (template) {
        const r = await api.templates.update({ id: template.id }, values);
        upsert(r.template);
        form.reset(toForm(r.template), { keepDirtyValues: false });
        onDone();
      } else {
        const r = await api.templates.create(values);
        upsert(r.template);
        // An explicit reset must drop the typed values (resetOptions would keep them).
        form.reset(EMPTY, { keepDirtyValues: false });
      }
      toast.success('Success', { description: 'Template saved successfully' });
    } catch (err) {
      showServerFieldErrors(err, FIELDS, form.setError);
      toast.error('Error', { description: messageOf(err, 'Failed to save template') });
    }
  });

  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-3">
        <CardHeader
          title={template ? 'Edit Template' : 'Create Message Template'}
          description={template ? `Editing “${template.name}”.` : 'Save reusable messages for outreach by email or LinkedIn.'}
        />
        <CardBody>
          <form onSubmit={submit} noValidate className="space-y-5" aria-label={template ? 'Edit template' : 'New template'}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Template Name" error={errors.name?.message}>
                {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. Trade show follow-up" {...form.register('name')} />}
              </Field>
              <Field label="Message Type" error={errors.type?.message}>
                {(id, d) => (
                  <Select id={id} aria-describedby={d} {...form.register('type')}>
                    {MESSAGE_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {MESSAGE_TYPE_LABELS[t]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
            <Field label="Subject Line" error={errors.subject?.message}>
              {(id, d) => <Input id={id} aria-describedby={d} placeholder="e.g. Branded gear for {company}" {...form.register('subject')} />}
            </Field>
            <Field label="Message Content" error={errors.content?.message} help={PLACEHOLDER_HELP}>
              {(id, d) => (
                <Textarea
                  id={id}
                  aria-describedby={d}
                  className="min-h-[200px]"
                  placeholder={'Hi {first_name},\n\nI help teams like {company} …\n\n{user}'}
                  {...form.register('content')}
                />
              )}
            </Field>
            <FormActions onCancel={template ? onDone : undefined} busy={isSubmitting} label={template ? 'Update Template' : 'Save Template'} busyLabel="Saving Template..." />
          </form>
        </CardBody>
      </Card>
      <TemplatePreview
        className="lg:col-span-2 lg:self-start"
        type={type}
        subject={subject ?? ''}
        content={content ?? ''}
        userName={user?.fullName || 'You'}
      />
    </div>
  );
}
