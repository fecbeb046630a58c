// Whether dist/ is a finished build of the current sources: scripts/build.mjs writes the stamp
// last, and scripts/start.mjs rebuilds when it is missing or older than a source.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const STAMP = 'dist/.build-stamp';
export const ENTRY = 'dist/app/server/main.js';
/** What a build is made from: a change to any of these (a file, or anything below a folder) means a rebuild. */
export const SOURCES = ['contracts', 'server', 'jobs', 'seed', 'ui', 'package.json', 'tsconfig.json', 'vite.config.ts', 'scripts/build.mjs'];

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** Whether a build was ever finished in `root` (its stamp is there). */
export const hasBuilt = (root = '.') => existsSync(join(root, STAMP));

/** True when `root`'s build is complete and no source is newer; a production artefact (no sources) is current. */
export function buildIsCurrent(root = '.') {
  if (!hasBuilt(root) || !existsSync(join(root, ENTRY))) return false;
  if (!existsSync(join(root, 'server'))) return true; // a production artefact: nothing to compare with
  const built = statSync(join(root, STAMP)).mtimeMs;
  const present = SOURCES.map((p) => join(root, p)).filter((p) => existsSync(p));
  return present.every((p) => newestMtime(p) <= built);
}
