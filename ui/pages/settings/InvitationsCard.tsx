import { useState } from 'react';
import { useStore } from 'jotai';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ROLE_LABELS } from '../../../contracts/roles.js';
import { INVITABLE_ROLES, invitationInput, type Invitation, type InvitationInput } from '../../../contracts/team.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { upsertInvitation } from '../../state/team.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input } from '../../components/Field.js';
import { Select } from '../../components/Select.js';

const STATUS_TONES: Record<Invitation['status'], BadgeTone> = { pending: 'blue', accepted: 'green', revoked: 'grey', expired: 'amber' };
const STATUS_LABELS: Record<Invitation['status'], string> = { pending: 'Pending', accepted: 'Accepted', revoked: 'Revoked', expired: 'Expired' };

const copy = async (url: string) => {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Invitation link copied');
  } catch {
    toast.error('Error', { description: 'Could not copy the link: select it and copy it by hand' });
  }
};

/**
 * Invite by email with a role; the list shows each invitation's status and Revoke. The link is
 * shown (with Copy link) only when it was just made: it is stored hashed and cannot be shown again.
 */
export function InvitationsCard({ invitations }: { invitations: readonly Invitation[] }) {
  const store = useStore();
  const form = useForm<InvitationInput>({ resolver: zodResolver(invitationInput), defaultValues: { email: '', role: 'member' } });
  const { errors, isSubmitting } = form.formState;
  const [lastLink, setLastLink] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    try {
      const { invitation, emailed } = await api.team.invite(values);
      upsertInvitation(store, invitation);
      toast.success(emailed ? `Invitation sent to ${invitation.email}` : 'Invitation created: copy the link and send it');
      setLastLink(emailed ? null : invitation.url);
      form.reset({ email: '', role: values.role });
    } catch (err) {
      const field = err instanceof ApiError ? err.details.find((d) => d.path === 'email') : undefined;
      if (field) form.setError('email', { message: field.message });
      else toast.error('Error', { description: messageOf(err, 'Failed to invite') });
    }
  });
  const revoke = async (inv: Invitation) => {
    try {
      await api.team.revokeInvitation({ id: inv.id });
      upsertInvitation(store, { ...inv, status: 'revoked', url: null });
      toast.success('Invitation revoked');
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to revoke the invitation') });
    }
  };
  return (
    <Card>
      <CardHeader title="Invitations" description="Invite teammates by email. A link works once, for 7 days." />
      <CardBody className="space-y-6">
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <Field label="Email" error={errors.email?.message}>
              {(id, d) => <Input id={id} aria-describedby={d} type="email" {...form.register('email')} />}
            </Field>
          </div>
          <Field label="Role" error={errors.role?.message}>
            {(id, d) => (
              <Select id={id} aria-describedby={d} {...form.register('role')}>
                {INVITABLE_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Inviting...' : 'Invite'}
          </Button>
        </form>
        {lastLink && (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-slate-50 p-3">
            <p className="min-w-0 flex-1 break-all text-sm" data-testid="invitation-link">
              {lastLink}
            </p>
            <Button variant="outline" size="sm" onClick={() => void copy(lastLink)}>
              Copy link
            </Button>
          </div>
        )}
        {invitations.length === 0 ? (
          <p className="text-sm text-slate-500">No invitations yet</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {invitations.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{inv.email}</p>
                  <p className="text-sm text-slate-500">
                    {ROLE_LABELS[inv.role]} · expires {new Date(inv.expiresAt).toLocaleDateString()}
                  </p>
                </div>
                <Badge tone={STATUS_TONES[inv.status]}>{STATUS_LABELS[inv.status]}</Badge>
                {inv.status === 'pending' && (
                  <Button variant="ghost" size="sm" onClick={() => void revoke(inv)}>
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
