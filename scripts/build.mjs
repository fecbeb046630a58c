// Builds what `npm start` and the Docker image run: the UI bundle (dist/ui, Vite) and the server
// as JavaScript (dist/app, tsc with tsconfig.build.json) with its SQL migrations beside it.
// Writes dist/.build-stamp last, so scripts/start.mjs can tell a finished build from a broken one.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const only = process.argv[2]; // 'ui' | 'server' | undefined (both)
rmSync('dist/.build-stamp', { force: true });
if (only !== 'server') run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (only !== 'ui') {
  rmSync('dist/app', { recursive: true, force: true });
  run('npx', ['tsc', '-p', 'tsconfig.build.json']);
  cpSync('server/db/migrations', 'dist/app/server/db/migrations', { recursive: true });
  // The Node.js version guard server/main.js imports first (plain JavaScript, not compiled).
  for (const f of ['node-guard.mjs', 'node-version.mjs']) cpSync(`scripts/${f}`, `dist/app/scripts/${f}`);
}
if (!only) writeFileSync('dist/.build-stamp', `${new Date().toISOString()}\n`);
