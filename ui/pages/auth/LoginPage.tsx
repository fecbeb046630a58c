import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation, useSearch } from 'wouter';
import { toast } from 'sonner';
import { loginRequest, type LoginRequest } from '../../../contracts/auth.js';
import { messageOf, sessionStarted } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { signInEmailAtom, userAtom } from '../../state/auth.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { AuthCard } from './AuthCard.js';
import { returnPathFrom } from '../../state/return-to.js';

export function LoginPage() {
  const setUser = useSetAtom(userAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  // Just registered: the email is filled in, the password is next.
  const registeredEmail = useAtomValue(signInEmailAtom);
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequest), defaultValues: { email: registeredEmail, password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await api.auth.login(values);
      sessionStarted();
      setUser(user);
      navigate(returnPathFrom(search));
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to sign in') });
    }
  });
  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href="/register" className="font-medium text-brand-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Email" error={errors.email?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="password" autoComplete="current-password" autoFocus={Boolean(registeredEmail)} {...form.register('password')} />}
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full justify-center">
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthCard>
  );
}
