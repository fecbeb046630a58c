import { FORBIDDEN_MESSAGES, can, type Action } from '../../contracts/permissions.js';
import type { Role } from '../../contracts/roles.js';
import { forbidden } from '../http/errors.js';

/** Refuses with 403 and the permission table's message when the role may not do `action`. */
export function assertCan(actor: { role: Role }, action: Action): void {
  if (!can(actor.role, action)) throw forbidden(FORBIDDEN_MESSAGES[action]);
}
