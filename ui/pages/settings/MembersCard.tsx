import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { ROLES, ROLE_LABELS, isRole, type Role } from '../../../contracts/roles.js';
import type { Member } from '../../../contracts/team.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { userAtom } from '../../state/auth.js';
import { memberRecords, upsertMember } from '../../state/team.js';
import { useCan } from '../../state/permissions.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Modal } from '../../components/Modal.js';
import { Select } from '../../components/Select.js';

/** The members and their roles; owners and admins change roles and remove people (docs/product.md#teams). */
export function MembersCard({ members }: { members: readonly Member[] }) {
  const store = useStore();
  const me = useAtomValue(userAtom);
  const manage = useCan('members.manage');
  const transfer = useCan('ownership.transfer');
  const [removing, setRemoving] = useState<Member | null>(null);
  const mayTouch = (m: Member) => manage && m.userId !== me?.id && (m.role !== 'owner' || transfer);
  const roleChoices = ROLES.filter((r) => r !== 'owner' || transfer);

  const setRole = async (m: Member, role: Role) => {
    try {
      const { member } = await api.team.updateMember({ userId: m.userId }, { role });
      upsertMember(store, member);
      toast.success(`${m.fullName} is now ${ROLE_LABELS[role].toLowerCase()}`);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to change the role') });
    }
  };

  return (
    <Card>
      <CardHeader title="Members" description="Everyone in this workspace and what they can do." />
      <CardBody>
        <ul className="divide-y divide-slate-100">
          {members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">
                  {m.fullName}
                  {m.userId === me?.id && <span className="text-slate-500"> (you)</span>}
                </p>
                <p className="truncate text-sm text-slate-500">{m.email}</p>
              </div>
              {mayTouch(m) ? (
                <>
                  <Select aria-label={`Role of ${m.fullName}`} value={m.role} onChange={(e) => isRole(e.target.value) && void setRole(m, e.target.value)} className="w-32">
                    {roleChoices.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </Select>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(m)}>
                    Remove
                  </Button>
                </>
              ) : (
                <Badge tone={m.role === 'owner' ? 'purple' : 'secondary'}>{ROLE_LABELS[m.role]}</Badge>
              )}
            </li>
          ))}
        </ul>
      </CardBody>
      {removing && <RemoveMemberDialog member={removing} members={members} onClose={() => setRemoving(null)} />}
    </Card>
  );
}

/** Removing asks who takes over the companies the member owned. */
function RemoveMemberDialog({ member, members, onClose }: { member: Member; members: readonly Member[]; onClose: () => void }) {
  const store = useStore();
  const me = useAtomValue(userAtom);
  const heirs = members.filter((m) => m.userId !== member.userId && m.role !== 'viewer');
  const [heir, setHeir] = useState(me?.id ?? heirs[0]?.userId ?? '');
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await api.team.removeMember({ userId: member.userId }, { reassignTo: heir });
      memberRecords.remove(store, member.userId);
      toast.success(`${member.fullName} was removed`);
      onClose();
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to remove the member') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open onClose={onClose} title={`Remove ${member.fullName}?`}>
      <p className="mb-4 text-sm text-slate-600">They are signed out of this workspace at once. Their companies go to:</p>
      <Select aria-label="Give their companies to" value={heir} onChange={(e) => setHeir(e.target.value)}>
        {heirs.map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.fullName}
          </option>
        ))}
      </Select>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy || !heir} onClick={() => void remove()}>
          {busy ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </Modal>
  );
}
