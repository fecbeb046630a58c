import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './client.js';

/**
 * Shows an error envelope's field messages (a 400's rules, a 409's duplicate) under the form's own
 * fields. Returns whether any was shown, so the caller can fall back to a toast.
 */
export function showServerFieldErrors<T extends FieldValues>(err: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!(err instanceof ApiError) || (err.code !== 'validation_failed' && err.code !== 'conflict')) return false;
  let shown = false;
  for (const detail of err.details) {
    const field = detail.path.split('.')[0] as Path<T>;
    if (!fields.includes(field)) continue;
    setError(field, { type: 'server', message: detail.message });
    shown = true;
  }
  return shown;
}
