import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * An embedded cluster fresh from initdb, made once per machine and PGlite version. initdb is about
 * five seconds of CPU on a two-core machine, and the suite made one for every test that needs a
 * PGlite of its own (the migration tests, the library contract, the embedded servers of the
 * PostgreSQL run); loading a dump of one is about one. The dump holds nothing but what initdb writes
 * (no migration, no extension created), so a test that loads it starts where `new PGlite()` does.
 */

/** A Blob over bytes already in memory, answering arrayBuffer() with one copy (PGlite reads a dump with it). */
export class BytesBlob extends Blob {
  readonly #data: Uint8Array;
  constructor(data: Uint8Array) {
    super([]);
    this.#data = data;
  }
  override get size(): number {
    return this.#data.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#data.slice().buffer);
  }
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@electric-sql/pglite' && version) return version;
  }
  throw new Error('the installed PGlite has no version');
}

/** Where this machine keeps the dump (the OS's temporary directory, named for the PGlite version). */
export function initdbDumpFile(): string {
  return join(tmpdir(), `swagscout-pglite-initdb-${pgliteVersion()}.tar`);
}

let dump: Promise<Blob> | undefined;

/**
 * The dump of a fresh cluster: read from this machine's copy, else made (and kept, written under
 * another name and renamed, so a process never reads half a file; two processes making it at once
 * each write a whole one).
 */
export function initdbDump(): Promise<Blob> {
  return (dump ??= (async () => {
    const file = initdbDumpFile();
    if (existsSync(file)) return new BytesBlob(readFileSync(file));
    const lite = await PGlite.create();
    let tarball: Blob;
    try {
      tarball = await lite.dumpDataDir('none');
    } finally {
      await lite.close();
    }
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    const partial = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch {
      await rm(partial, { force: true });
    }
    return new BytesBlob(bytes);
  })());
}

/** An in-memory PGlite as `PGlite.create(options)` makes it, loaded from the dump instead of running initdb. */
export async function freshPGlite(options: Omit<PGliteOptions, 'dataDir' | 'loadDataDir'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, loadDataDir: await initdbDump() });
}
