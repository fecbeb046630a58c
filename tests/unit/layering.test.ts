// The server's dependency rules, read from its import lines: server/ depends on neither the job
// runner (jobs/ implements server/jobs/port.ts and only the composition root wires it in) nor
// seed/ (the built-in data generators live under server/).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = join(ROOT, 'server');

/** The composition root: the one server file that builds the job runner. */
const COMPOSITION_ROOT = 'server/app.ts';

const SEED_ALLOWED = new Set<string>();

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

  it('nothing in server/ imports seed/', () => {
    expect(importsInto('seed', (file) => SEED_ALLOWED.has(file))).toEqual([]);
  });
});
