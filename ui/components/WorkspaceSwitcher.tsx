import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { toast } from 'sonner';
import type { WorkspaceSummary } from '../../contracts/team.js';
import { messageOf } from '../api/client.js';
import { api } from '../api/endpoints.js';
import { enterWorkspace } from '../state/team.js';
import { userAtom } from '../state/auth.js';
import { Select } from './Select.js';

/** Shown in the sidebar when the user belongs to several workspaces (docs/product.md#teams). */
export function WorkspaceSwitcher() {
  const user = useAtomValue(userAtom);
  const [workspaces, setWorkspaces] = useState<WorkspaceSummary[]>([]);
  useEffect(() => {
    if (!user) return;
    let current = true;
    api.team
      .workspaces()
      .then((r) => current && setWorkspaces(r.workspaces))
      // Optional chrome: without the list the sidebar simply shows no switcher.
      .catch(() => current && setWorkspaces([]));
    return () => {
      current = false;
    };
  }, [user]);
  if (!user || workspaces.length < 2) return null;
  const change = async (id: string) => {
    try {
      await api.team.switchWorkspace({ id });
      enterWorkspace('/');
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to switch workspace') });
    }
  };
  return (
    <div className="border-b border-slate-200 px-3 py-2">
      <Select aria-label="Workspace" value={user.workspaceId} onChange={(e) => void change(e.target.value)}>
        {workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
