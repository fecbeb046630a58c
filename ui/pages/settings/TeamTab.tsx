import { useCallback, useEffect, useState } from 'react';
import type { Invitation, Member } from '../../../contracts/team.js';
import { messageOf } from '../../api/client.js';
import { fetchInvitations, fetchMembers } from '../../api/team.js';
import { useCan } from '../../state/permissions.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { MembersCard } from './MembersCard.js';
import { InvitationsCard } from './InvitationsCard.js';

/** Settings → Team (docs/product.md#teams): members for everyone; invitations for owners and admins. */
export function TeamTab() {
  const manage = useCan('members.manage');
  const [members, setMembers] = useState<Member[] | null>(null);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    Promise.all([fetchMembers(), manage ? fetchInvitations() : Promise.resolve([])])
      .then(([m, i]) => {
        setMembers(m);
        setInvitations(i);
      })
      .catch((err: unknown) => setError(messageOf(err, 'Failed to load the team')));
  }, [manage]);
  useEffect(load, [load]);
  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!members) return <CenteredSpinner label="Loading the team" />;
  return (
    <div className="space-y-6">
      <MembersCard members={members} onChanged={load} />
      {manage && <InvitationsCard invitations={invitations} onChanged={load} />}
    </div>
  );
}
