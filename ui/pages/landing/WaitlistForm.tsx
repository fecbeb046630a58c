import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CheckCircle2 } from 'lucide-react';
import { waitlistRequest, type WaitlistRequest } from '../../../contracts/auth.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';

/** First-party waitlist sign-up (replaces the old third-party embed). */
export function WaitlistForm() {
  const [done, setDone] = useState(false);
  const form = useForm<WaitlistRequest>({ resolver: zodResolver(waitlistRequest), defaultValues: { email: '', name: '', company: '' } });
  const submit = form.handleSubmit(async (values) => {
    try {
      await api.auth.joinWaitlist(values);
      setDone(true);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to join the waitlist') });
    }
  });
  if (done)
    return (
      <p role="status" className="mt-8 flex items-center justify-center gap-2 rounded-lg bg-white p-6 text-sm font-medium text-emerald-700 shadow-sm">
        <CheckCircle2 className="h-5 w-5" aria-hidden /> Thanks! You are on the list — we will email you when your spot opens.
      </p>
    );
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-4 rounded-lg bg-white p-6 shadow-sm">
      <Field label="Work email" error={errors.email?.message}>
        {(id, d) => <Input id={id} aria-describedby={d} type="email" autoComplete="email" {...form.register('email')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="name" {...form.register('name')} />}
        </Field>
        <Field label="Company" error={errors.company?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="organization" {...form.register('company')} />}
        </Field>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full justify-center">
        {isSubmitting ? 'Joining...' : 'Join the waitlist'}
      </Button>
    </form>
  );
}
