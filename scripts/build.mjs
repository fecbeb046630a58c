// Builds what `npm start` and the Docker image run: the UI bundle (dist/ui, Vite) and the server
// as JavaScript (dist/app) with its SQL migrations beside it. The two are built at once: Vite in a
// child process, the server here.
//
// The server is transpiled file by file with Vite's Oxc transform: types are stripped, nothing is
// bundled, each `x.ts` becomes `dist/app/x.js` (+ source map) in the same layout, and imports
// already end in `.js`. Nothing is type-checked here — that is `npm run typecheck`'s job (tsc's
// emit, which checks the whole program first, took most of a first start). tsconfig.json's
// `isolatedModules` keeps every file transpilable on its own.
//
// Writes dist/.build-stamp last, so scripts/start.mjs can tell a finished build from a broken one.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { STAMP } from './build-stamp.mjs';

/** What the server artefact holds: these folders' TypeScript, tests left out. */
export const SERVER_ROOTS = ['contracts', 'server', 'jobs', 'seed'];
const OUT = 'dist/app';

/** The server's source files, relative to the project root. */
export function serverSources(roots = SERVER_ROOTS) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) found.push(path);
    }
  };
  for (const root of roots) walk(root);
  return found;
}

/** Transpiles the server into dist/app (no type check), with the files it reads at run time. */
export async function buildServer() {
  const { transformWithOxc } = await import('vite');
  rmSync(OUT, { recursive: true, force: true });
  await Promise.all(
    serverSources().map(async (source) => {
      const out = join(OUT, source.replace(/\.ts$/, '.js'));
      const { code, map } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts', target: 'es2022', sourcemap: true });
      // Like tsc's maps: the source by relative path, its text not copied in.
      const sourceMap = { ...map, file: basename(out), sources: [relative(dirname(out), source)], sourcesContent: undefined };
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, `${code}\n//# sourceMappingURL=${basename(out)}.map\n`);
      writeFileSync(`${out}.map`, JSON.stringify(sourceMap));
    }),
  );
  cpSync('server/db/migrations', join(OUT, 'server/db/migrations'), { recursive: true });
  // The Node.js version guard server/main.js imports first (plain JavaScript, not compiled).
  for (const f of ['node-guard.mjs', 'node-version.mjs']) cpSync(`scripts/${f}`, join(OUT, 'scripts', f));
}

/** `vite build` in a child process; resolves when it succeeded. */
export function buildUi() {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code ?? signal})`))));
  });
}

async function main() {
  const only = process.argv[2]; // 'ui' | 'server' | undefined (both)
  rmSync(STAMP, { force: true });
  const results = await Promise.allSettled([only !== 'server' && buildUi(), only !== 'ui' && buildServer()]);
  const failed = results.filter((r) => r.status === 'rejected');
  for (const r of failed) console.error(r.reason instanceof Error ? r.reason.message : r.reason);
  if (failed.length) process.exit(1);
  if (!only) writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

if (process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url) await main();
