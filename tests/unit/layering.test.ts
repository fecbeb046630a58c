// The server's dependency rules, read from its import lines: server/ depends on neither the job
// runner (jobs/ implements server/jobs/port.ts) nor seed/ (the built-in data generators); only the
// composition root wires them in. seed/ itself is data only: it imports contracts/ and packages.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = join(ROOT, 'server');

/** The composition root: the one server file that builds the job runner. */
const COMPOSITION_ROOT = 'server/app.ts';

/** The composition root's files that hand the generated data (seed/) to the server. */
const SEED_ALLOWED = new Set(['server/app.ts', 'server/areas.ts', 'server/seed-on-start.ts']);

const SEED = join(ROOT, 'seed');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative module a file imports (static, re-exported, type-only or dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^[ \t]*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(ROOT, resolve(dirname(file), s)).split(sep).join('/'));
}

/** Every module a file imports, relative or a package name. */
function allImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^[ \t]*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/** `server/x.ts → jobs/y.js` for each server file (outside `allowed`) that imports from `folder`/. */
function importsInto(folder: string, allowed: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(SERVER)) {
    const file = relative(ROOT, path).split(sep).join('/');
    if (allowed(file)) continue;
    for (const target of importsOf(path)) if (target === folder || target.startsWith(`${folder}/`)) found.push(`${file} → ${target}`);
  }
  return found;
}

describe('server layering', () => {
  it('finds the imports it is looking for (the composition root does import jobs/)', () => {
    expect(importsOf(join(ROOT, COMPOSITION_ROOT)).some((t) => t.startsWith('jobs/'))).toBe(true);
  });

  it('only the composition root imports jobs/', () => {
    expect(importsInto('jobs', (file) => file === COMPOSITION_ROOT)).toEqual([]);
  });

  it('finds the imports it is looking for (the composition root does import seed/)', () => {
    for (const file of SEED_ALLOWED) expect(importsOf(join(ROOT, file)).some((t) => t.startsWith('seed/'))).toBe(true);
  });

  it('nothing in server/ but the composition root imports seed/', () => {
    expect(importsInto('seed', (file) => SEED_ALLOWED.has(file))).toEqual([]);
  });
});

describe('seed layering', () => {
  it('seed/ imports only seed/, contracts/ and npm packages: no server/ code, no Node built-ins (data only)', () => {
    const files = sourceFiles(SEED);
    expect(files.length).toBeGreaterThan(0);
    const found: string[] = [];
    for (const path of files) {
      const file = relative(ROOT, path).split(sep).join('/');
      for (const target of importsOf(path)) if (!target.startsWith('seed/') && !target.startsWith('contracts/')) found.push(`${file} → ${target}`);
      for (const spec of allImportsOf(path)) if (spec.startsWith('node:')) found.push(`${file} → ${spec}`);
    }
    expect(found).toEqual([]);
  });
});
