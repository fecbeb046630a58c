import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread on the entry file beside its caller (`./render-worker`, say): the compiled
 * `.js` file when the server runs compiled (production), a bundle of the `.ts` source when it
 * runs from source (development and tests).
 *
 * From source, a thread started with tsx's loader (`--import tsx`) compiled its module graph
 * again in every thread: about 200 ms of CPU before the thread did anything, for each file an
 * import reads (a test run starts some 140). The entry is instead bundled by esbuild (the compiler
 * tsx itself uses; packages stay outside the bundle, and a module imported only when needed stays
 * a chunk of its own) into node_modules/.cache/swagscout-threads/, and a thread on the bundle starts
 * in plain Node. The bundle is built again only when one of the files it was built from changed
 * (a manifest beside it lists them with their sizes and times); processes building the same source
 * at once each write their own copy and keep whichever was renamed into place first. The build is
 * asynchronous (esbuild works in its own process): a first read after a change of source, or on a
 * fresh clone, does not hold the event loop while it bundles (buildSync held it ~180 ms).
 */
export async function startThread(callerUrl: string, entry: string, options: WorkerOptions = {}): Promise<Worker> {
  const fromSource = callerUrl.endsWith('.ts');
  if (!fromSource) return new Worker(new URL(`${entry}.js`, callerUrl), options);
  // Plain Node: no loader is inherited from a process started through tsx.
  return new Worker(await bundled(fileURLToPath(new URL(`${entry}.ts`, callerUrl))), { execArgv: [], ...options });
}

/** One long-lived thread: `get` starts it when first asked, and again once it has ended or failed to start. */
export interface LongLivedThread {
  get(): Promise<Worker>;
  /** Forgets the thread `get` gave (its caller is stopping it): the next `get` starts another rather than hand out one that is ending. */
  forget(thread: Promise<Worker>): void;
}

/** A long-lived thread on `entry` beside its caller; `onStart` adds the caller's own listeners to each thread started. */
export function longLivedThread(callerUrl: string, entry: string, onStart: (worker: Worker) => void): LongLivedThread {
  let current: Promise<Worker> | null = null;
  const forget = (thread: Promise<Worker>) => {
    if (current === thread) current = null;
  };
  return {
    get() {
      if (current) return current;
      const started: Promise<Worker> = startThread(callerUrl, entry).then((worker) => {
        worker.once('exit', () => forget(started));
        onStart(worker);
        return worker;
      });
      started.catch(() => forget(started));
      return (current = started);
    },
    forget,
  };
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'swagscout-threads');
/** Each entry's bundle, built once per process (callers starting threads at once wait for the same build). */
const bundles = new Map<string, Promise<string>>();

type Esbuild = typeof import('esbuild');
/** What a bundle was built from: each input file with its size and modification time. */
type Manifest = { entry: string; inputs: Array<[path: string, size: number, mtimeMs: number]> };

const stamp = (path: string): [string, number, number] => {
  const s = statSync(path);
  return [path, s.size, s.mtimeMs];
};

/** The bundle built earlier from these very files, if there is one. */
function fresh(manifestFile: string): string | null {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const unchanged = manifest.inputs.every(([path, size, mtimeMs]) => {
      const [, s, m] = stamp(path);
      return s === size && m === mtimeMs;
    });
    return unchanged && existsSync(manifest.entry) ? manifest.entry : null;
  } catch {
    return null; // none yet, or an input is gone
  }
}

function bundled(source: string): Promise<string> {
  let file = bundles.get(source);
  if (!file) {
    bundles.set(source, (file = threadBundle(source)));
    file.catch(() => bundles.delete(source)); // a failed build is tried again by the next thread
  }
  return file;
}

/** The bundle of a thread's `.ts` entry: the one built before when none of its files changed since, else a new one. */
export async function threadBundle(source: string, cache = CACHE): Promise<string> {
  const name = basename(source, '.ts');
  const manifestFile = join(cache, `${name}-${createHash('sha256').update(source).digest('hex').slice(0, 12)}.json`);
  return fresh(manifestFile) ?? (await build(source, name, cache, manifestFile));
}

async function build(source: string, name: string, cache: string, manifestFile: string): Promise<string> {
  // Only ever from source, where the development dependencies are installed.
  const esbuild: Esbuild = await import('esbuild');
  const out = await esbuild.build({
    entryPoints: [source],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    outdir: '/',
    entryNames: name,
    outExtension: { '.js': '.mjs' },
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const f of out.outputFiles) hash.update(f.path).update(f.contents);
  const dir = join(cache, `${name}-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(dir)) {
    const partial = `${dir}.${process.pid}.partial`;
    await mkdir(partial, { recursive: true });
    await Promise.all(out.outputFiles.map((f) => writeFile(join(partial, basename(f.path)), f.contents)));
    try {
      await rename(partial, dir);
    } catch {
      await rm(partial, { recursive: true, force: true }); // another process put the same bundle there first
    }
  }
  const entry = join(dir, `${name}.mjs`);
  const manifest: Manifest = { entry, inputs: Object.keys(out.metafile.inputs).map((path) => stamp(resolve(ROOT, path))) };
  const partialManifest = `${manifestFile}.${process.pid}.partial`;
  await writeFile(partialManifest, JSON.stringify(manifest));
  await rename(partialManifest, manifestFile);
  return entry;
}
