import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { api } from '../api/endpoints.js';
import { userAtom } from '../state/auth.js';
import { memberListAtom, setMembers } from '../state/team.js';
import { Select } from './Select.js';

/** Loads the workspace's members into the store (the owner filters' teammates, owners' avatars). */
export function useTeamMembers() {
  const store = useStore();
  useEffect(() => {
    api.team
      .members({ key: 'team-members' })
      .then((r) => setMembers(store, r.members))
      .catch(() => undefined);
  }, [store]);
  return useAtomValue(memberListAtom);
}

/**
 * "Everyone / Mine / a teammate" (docs/product.md#teams): the owner filter of the pipeline,
 * contacts and alerts. The value is the API's `owner` ('' is everyone).
 */
export function OwnerSelect({ value, onChange, label = 'Owner', mineFirst = false }: { value: string; onChange: (owner: string) => void; label?: string; mineFirst?: boolean }) {
  const me = useAtomValue(userAtom);
  const members = useTeamMembers();
  const everyone = <option value="">Everyone</option>;
  const mine = <option value="me">Mine</option>;
  return (
    <Select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {mineFirst ? mine : everyone}
      {mineFirst ? everyone : mine}
      {(members ?? [])
        .filter((m) => m.userId !== me?.id)
        .map((m) => (
          <option key={m.userId} value={m.userId}>
            {m.fullName}
          </option>
        ))}
    </Select>
  );
}
