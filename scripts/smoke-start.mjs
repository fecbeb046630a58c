// CI smoke test of the production artefact: starts `node dist/app/server/main.js` (built by
// `npm run build`) on a free port with an empty data directory, waits for /readyz, checks that
// the UI and the API answer, then stops it with SIGTERM and expects a clean exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'swagscout-smoke-'));
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_CATALOGUE_SIZE: '200', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL; // the embedded database: what `npm start` gives a new user
const child = spawn(process.execPath, ['dist/app/server/main.js'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
void exited.then(({ code }) => {
  if (!stopping) fail(`the server exited by itself with ${code}`);
});
let stopping = false;
const base = `http://127.0.0.1:${port}`;
const fail = (msg) => {
  console.error(`smoke: ${msg}`);
  child.kill('SIGKILL');
  process.exit(1);
};

const deadline = Date.now() + 60_000;
for (;;) {
  const res = await fetch(`${base}/readyz`).catch(() => null);
  if (res?.ok) break;
  if (Date.now() > deadline) fail('/readyz did not answer within 60 s');
  await new Promise((r) => setTimeout(r, 250));
}
const page = await fetch(`${base}/companies`);
if (!page.ok || !(await page.text()).includes('<div id="root">')) fail('the UI page did not load');
const me = await fetch(`${base}/api/auth/me`);
if (me.status !== 401) fail(`/api/auth/me answered ${me.status} without a session, expected 401`);
stopping = true;
child.kill('SIGTERM');
const { code, signal } = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`the server exited with ${code ?? signal} after SIGTERM`);
console.log(`smoke: the built server started, answered and stopped cleanly (port ${port})`);
