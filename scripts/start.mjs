// `npm start`: runs the built server with plain node. On a fresh clone, or when a source file is
// newer than the last build, it builds first (scripts/build.mjs, which needs the dev
// dependencies). A production install (`npm ci --omit=dev` next to a copied dist/, as in the
// Dockerfile) has no sources to compare with and simply starts. An older Node.js is refused first,
// with the version to install (node-guard.mjs), before anything else loads.
import './node-guard.mjs';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const STAMP = 'dist/.build-stamp';
const ENTRY = 'dist/app/server/main.js';
const SOURCES = ['contracts', 'server', 'jobs', 'seed', 'ui', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'vite.config.ts'];

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(STAMP) || !existsSync(ENTRY)) return false;
  const present = SOURCES.filter((p) => existsSync(p));
  if (!present.includes('server')) return true; // a production artefact: nothing to compare with
  const built = statSync(STAMP).mtimeMs;
  return present.every((p) => newestMtime(p) <= built);
}

if (!buildIsCurrent()) {
  console.log(existsSync(STAMP) ? 'Sources changed since the last build: building…' : 'First start: building the UI and the server…');
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The build failed (it needs the dev dependencies: run `npm install` first).');
    process.exit(r.status ?? 1);
  }
}
await import(pathToFileURL(ENTRY).href);
