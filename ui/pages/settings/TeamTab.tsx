import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { useCan } from '../../state/permissions.js';
import { invitationListAtom, invitationRecords, memberListAtom, setMembers } from '../../state/team.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { MembersCard } from './MembersCard.js';
import { InvitationsCard } from './InvitationsCard.js';

/**
 * Settings → Team (docs/product.md#teams): members for everyone; invitations for owners and
 * admins. Loaded once into the record stores; later changes (here or by a teammate) arrive as
 * events and as the answers of this tab's own calls.
 */
export function TeamTab() {
  const store = useStore();
  const manage = useCan('members.manage');
  const members = useAtomValue(memberListAtom);
  const invitations = useAtomValue(invitationListAtom);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    api.team
      .members()
      .then((r) => current && setMembers(store, r.members))
      .catch((err: unknown) => current && setError(messageOf(err, 'Failed to load the team')));
    if (manage) {
      api.team
        .invitations()
        .then((r) => current && invitationRecords.setList(store, r.invitations))
        .catch((err: unknown) => current && setError(messageOf(err, 'Failed to load the invitations')));
    }
    return () => {
      current = false;
    };
  }, [store, manage]);
  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!members) return <CenteredSpinner label="Loading the team" />;
  return (
    <div className="space-y-6">
      <MembersCard members={members} />
      {manage && <InvitationsCard invitations={invitations ?? []} />}
    </div>
  );
}
