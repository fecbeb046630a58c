import { useAtomValue } from 'jotai';
import { MemberAvatar } from '../../components/MemberAvatar.js';
import { memberRecords } from '../../state/team.js';

/** The account owner's avatar on a kanban card (docs/product.md#teams); nothing until the members are loaded. */
export function OwnerAvatar({ ownerId }: { ownerId: string | null }) {
  const owner = useAtomValue(memberRecords.atom(ownerId ?? ''));
  if (!ownerId || !owner) return null;
  return <MemberAvatar name={owner.fullName} avatarUrl={owner.avatarUrl} label={`Owner: ${owner.fullName}`} />;
}
