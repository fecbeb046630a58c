import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import { useSetAtom } from 'jotai';
import { toast } from 'sonner';
import { registerRequest, type RegisterRequest } from '../../../contracts/auth.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { signInEmailAtom } from '../../state/auth.js';
import { AuthCard } from './AuthCard.js';

export function RegisterPage() {
  const [, navigate] = useLocation();
  const setSignInEmail = useSetAtom(signInEmailAtom);
  const form = useForm<RegisterRequest>({ resolver: zodResolver(registerRequest), defaultValues: { fullName: '', email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await api.auth.register(values);
      toast.success('Account created! Please sign in.');
      setSignInEmail(values.email);
      navigate('/login');
    } catch (err) {
      // A field the server refused (e.g. a too-common password) is shown under that field.
      const fields = err instanceof ApiError ? err.details.filter((d) => d.path in values) : [];
      for (const d of fields) form.setError(d.path as keyof RegisterRequest, { message: d.message });
      if (fields.length === 0) toast.error('Error', { description: messageOf(err, 'Failed to create account') });
    }
  });
  return (
    <AuthCard
      title="Create an account"
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Full Name" error={errors.fullName?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="name" {...form.register('fullName')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full justify-center">
          {isSubmitting ? 'Creating account...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
