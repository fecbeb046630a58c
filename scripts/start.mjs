// `npm start`: runs the built server with plain node. On a fresh clone, or when a source file is
// newer than the last build, it builds first (scripts/build.mjs, which needs the dev
// dependencies). A production install (`npm ci --omit=dev` next to a copied dist/, as in the
// Dockerfile) has no sources to compare with and simply starts. An older Node.js is refused first,
// with the version to install (node-guard.mjs), before anything else loads.
import './node-guard.mjs';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ENTRY, buildIsCurrent, hasBuilt } from './build-stamp.mjs';

if (!buildIsCurrent()) {
  console.log(hasBuilt() ? 'Sources changed since the last build: building…' : 'First start: building the UI and the server…');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The build failed (it needs the dev dependencies: run `npm install` first).');
    process.exit(r.status ?? 1);
  }
}
await import(pathToFileURL(ENTRY).href);
