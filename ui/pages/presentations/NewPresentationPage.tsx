import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import type { z } from 'zod';
import { createPresentationRequest, DESCRIPTION_MAX, PRESENTATION_MESSAGES as M, TITLE_MAX } from '../../../contracts/presentations.js';
import { api } from '../../api/endpoints.js';
import { showServerFieldErrors } from '../../api/field-errors.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useCan } from '../../state/permissions.js';
import { ViewerNotice } from '../../components/ViewerNotice.js';
import { addPresentation } from '../../state/presentations.js';
import { BackToPresentations } from './BackToPresentations.js';

type FormInput = z.input<typeof createPresentationRequest>;
type FormValues = z.output<typeof createPresentationRequest>;

/** docs/product.md#presentations: /presentations/new — Title (required), Description (optional), Cancel, Create Presentation. */
export function NewPresentationPage() {
  const [, navigate] = useLocation();
  const store = useStore();
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(createPresentationRequest), defaultValues: { title: '', description: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { presentation } = await api.presentations.create(values);
      addPresentation(store, presentation);
      toast.success('Success', { description: M.created });
      navigate(`/presentations/${presentation.id}`);
    } catch (err) {
      if (!showServerFieldErrors(err, ['title', 'description'], form.setError)) toast.error('Error', { description: M.createFailed });
    }
  });
  // A viewer reaching this page by its address: the permission table's words instead of the form.
  const mayWrite = useCan('records.write');
  return (
    <div className="mx-auto max-w-3xl">
      <BackToPresentations />
      <PageHeader title="New Presentation" />
      {!mayWrite ? (
        <ViewerNotice />
      ) : (
      <Card>
        <CardBody className="py-6">
          <form onSubmit={submit} noValidate className="space-y-5">
            <Field label="Title" error={errors.title?.message}>
              {(id, describedBy) => (
                <Input id={id} aria-describedby={describedBy} aria-invalid={Boolean(errors.title)} maxLength={TITLE_MAX} placeholder="e.g. Q3 proposal for Acme" {...form.register('title')} />
              )}
            </Field>
            <Field label="Description" error={errors.description?.message}>
              {(id, describedBy) => (
                <Textarea id={id} aria-describedby={describedBy} maxLength={DESCRIPTION_MAX} placeholder="What is this presentation for? (optional)" {...form.register('description')} />
              )}
            </Field>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => navigate('/presentations')} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Creating...' : 'Create Presentation'}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      )}
    </div>
  );
}
