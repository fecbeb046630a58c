import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useParams } from 'wouter';
import { toast } from 'sonner';
import { registerRequest, type RegisterRequest } from '../../../contracts/auth.js';
import { ROLE_LABELS } from '../../../contracts/roles.js';
import type { InvitationPreview } from '../../../contracts/team.js';
import { ApiError, messageOf, sessionStarted } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { enterWorkspace } from '../../state/team.js';
import { userAtom } from '../../state/auth.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { AuthCard } from './AuthCard.js';

const UNUSABLE: Record<Exclude<InvitationPreview['status'], 'pending'>, string> = {
  accepted: 'This invitation has already been used',
  revoked: 'This invitation was revoked',
  expired: 'This invitation has expired',
};

/** /join/:token — an invitation link (docs/product.md#teams): register into the workspace, or join it signed in. */
export function JoinPage() {
  const { token = '' } = useParams<{ token: string }>();
  const user = useAtomValue(userAtom);
  const [invitation, setInvitation] = useState<InvitationPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.team
      .previewInvitation({ token })
      .then((r) => current && setInvitation(r.invitation))
      .catch((err: unknown) => current && setError(messageOf(err, 'This invitation link is not valid')));
    return () => {
      current = false;
    };
  }, [token]);

  const home = (
    <Link href="/" className="font-medium text-brand-700 hover:underline">
      Return to Home
    </Link>
  );
  if (error) return <AuthCard title="Invitation" footer={home}>{<p className="text-sm text-red-700">{error}</p>}</AuthCard>;
  if (!invitation || user === undefined) return <CenteredSpinner label="Loading the invitation" />;
  const title = `Join ${invitation.workspaceName} on SwagScout`;
  const intro = (
    <p className="mb-4 text-sm text-slate-600">
      {invitation.invitedBy ?? 'A teammate'} invited {invitation.email} as {ROLE_LABELS[invitation.role].toLowerCase()}.
    </p>
  );
  if (invitation.status !== 'pending') return <AuthCard title={title} footer={home}>{<p className="text-sm text-red-700">{UNUSABLE[invitation.status]}</p>}</AuthCard>;
  return (
    <AuthCard
      title={title}
      footer={
        user ? (
          home
        ) : (
          <>
            Already have an account?{' '}
            <Link href="/login" className="font-medium text-brand-700 hover:underline">
              Sign in
            </Link>
            , then open this link again.
          </>
        )
      }
    >
      {intro}
      {user ? <AcceptInvitation token={token} /> : <RegisterInvited token={token} email={invitation.email} />}
    </AuthCard>
  );
}

function AcceptInvitation({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await api.team.acceptInvitation({ token });
      enterWorkspace('/');
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to join the workspace') });
      setBusy(false);
    }
  };
  return (
    <Button className="w-full justify-center" disabled={busy} onClick={() => void accept()}>
      {busy ? 'Joining...' : 'Join workspace'}
    </Button>
  );
}

/** Registering through the link signs the new member in, straight to the workspace's dashboard. */
function RegisterInvited({ token, email }: { token: string; email: string }) {
  const [, navigate] = useLocation();
  const setUser = useSetAtom(userAtom);
  const form = useForm<RegisterRequest>({ resolver: zodResolver(registerRequest), defaultValues: { fullName: '', email, password: '', inviteToken: token } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await api.auth.register(values);
      sessionStarted();
      setUser(user);
      navigate('/');
    } catch (err) {
      const fields = err instanceof ApiError ? err.details.filter((d) => d.path in values) : [];
      for (const d of fields) form.setError(d.path as keyof RegisterRequest, { message: d.message });
      if (fields.length === 0) toast.error('Error', { description: messageOf(err, 'Failed to create account') });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Full Name" error={errors.fullName?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="name" {...form.register('fullName')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="email" readOnly {...form.register('email')} />}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Button type="submit" disabled={isSubmitting} className="w-full justify-center">
          {isSubmitting ? 'Creating account...' : 'Register'}
        </Button>
    </form>
  );
}
