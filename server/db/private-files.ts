import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds every tenant's data, the embedded database's socket and the generated secrets:
 * only the user running SwagScout may enter it. Created 0700, and narrowed to 0700 when it
 * already exists with wider permissions.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o777) !== 0o700) chmodSync(dir, 0o700);
}

/**
 * Files 0600 and directories 0700 below `dir` (PGlite unpacks its initial cluster world-writable;
 * files PostgreSQL creates later are already 0600). Symbolic links are left alone.
 */
export function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      restrictTree(path);
    } else if ((lstatSync(path).mode & 0o077) !== 0) {
      chmodSync(path, 0o600);
    }
  }
}
