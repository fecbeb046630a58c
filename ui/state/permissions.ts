import { useAtomValue } from 'jotai';
import { can, type Action } from '../../contracts/permissions.js';
import { isRole } from '../../contracts/role-names.js';
import { userAtom } from './auth.js';

/** Whether the signed-in user's role in the current workspace allows `action` (docs/product.md#teams). */
export function useCan(action: Action): boolean {
  const user = useAtomValue(userAtom);
  return Boolean(user && isRole(user.role) && can(user.role, action));
}
