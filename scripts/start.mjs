// `npm start`: runs the built server with plain node. On a fresh clone, or when a source file is
// newer than the last build, it builds first (scripts/build.mjs, which needs the dev
// dependencies) and meanwhile, on a first start of the embedded database, creates and migrates
// that database in another process (scripts/prepare-database.ts). A production install
// (`npm ci --omit=dev` next to a copied dist/, as in the Dockerfile) has no sources to compare with
// and simply starts. An older Node.js is refused first, with the version to install
// (node-guard.mjs), before anything else loads.
import './node-guard.mjs';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ENTRY, buildIsCurrent, hasBuilt } from './build-stamp.mjs';

/** Runs node with these arguments; resolves with its exit code (a signal counts as failure). */
const node = (args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });

if (!buildIsCurrent()) {
  console.log(hasBuilt() ? 'Sources changed since the last build: building…' : 'First start: building the UI and the server…');
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const [built, prepared] = await Promise.all([
    node(['scripts/build.mjs']).then((code) => (code === 0 && console.log(`Built in ${seconds()}.`), code)),
    node(['--import', 'tsx', 'scripts/prepare-database.ts']),
  ]);
  if (built !== 0) {
    console.error('The build failed (it needs the dev dependencies: run `npm install` first).');
    process.exit(built);
  }
  // Not fatal: the server creates and migrates the database itself, and reports what is wrong.
  if (prepared !== 0) console.warn('Preparing the embedded database beside the build failed; the server will try itself.');
}
await import(pathToFileURL(ENTRY).href);
