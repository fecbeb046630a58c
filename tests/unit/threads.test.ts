import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { longLivedThread, startThread, threadBundle } from '../../server/threads.js';

/** A worker entry in a directory of its own: it answers with what its imported module says, and whether a loader is in its Node options. */
const dir = mkdtempSync(join(tmpdir(), 'swagscout-threads-'));
const entry = join(dir, 'echo-worker.ts');
const part = join(dir, 'said.ts');
writeFileSync(entry, `import { parentPort, workerData } from 'node:worker_threads';\nimport { said } from './said.js';\nconst n: number = workerData.n;\nparentPort!.postMessage({ said, n, execArgv: process.execArgv });\n`);
// A worker that says it is up and ends.
writeFileSync(join(dir, 'brief-worker.ts'), `import { parentPort } from 'node:worker_threads';\nparentPort!.postMessage('up');\n`);
const say = (text: string) => writeFileSync(part, `export const said: string = ${JSON.stringify(text)};\n`);
say('first');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function ask(callerUrl: string): Promise<{ said: string; n: number; execArgv: string[] }> {
  const worker = await startThread(callerUrl, './echo-worker', { workerData: { n: 7 } });
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('worker threads from source (server/threads.ts)', () => {
  it('start on a bundle of the TypeScript entry in plain Node, with their data', async () => {
    const reply = await ask(pathToFileURL(join(dir, 'caller.ts')).href);
    expect(reply).toEqual({ said: 'first', n: 7, execArgv: [] });
  });

  it('reuse the bundle while its files are unchanged, and build a new one when one changes', async () => {
    const cache = join(dir, 'cache');
    const before = await threadBundle(entry, cache);
    expect(before.endsWith('.mjs')).toBe(true);
    expect(await threadBundle(entry, cache)).toBe(before);
    say('second, longer');
    const after = await threadBundle(entry, cache);
    expect(after).not.toBe(before);
  });

  it('build a bundle without holding the event loop: other work goes on while esbuild bundles', async () => {
    let turned = false;
    const tick = setImmediate(() => {
      turned = true;
    });
    const built = await threadBundle(entry, join(dir, 'cold-cache'));
    clearImmediate(tick);
    expect(built.endsWith('.mjs')).toBe(true);
    expect(turned).toBe(true);
  });

  it('as a long-lived thread: started once for every caller, again after it ended or was forgotten', async () => {
    const callerUrl = pathToFileURL(join(dir, 'caller.ts')).href;
    let starts = 0;
    const thread = longLivedThread(callerUrl, './brief-worker', () => void (starts += 1));
    const first = thread.get();
    expect(thread.get()).toBe(first);
    const w = await first;
    // The worker ends: the next get starts another.
    await new Promise((resolve) => w.once('exit', resolve));
    const second = thread.get();
    expect(second).not.toBe(first);
    thread.forget(second);
    const third = thread.get();
    expect(third).not.toBe(second);
    await Promise.all([(await second).terminate(), (await third).terminate()]);
    expect(starts).toBe(3);
  });

  it('start on the compiled file beside a compiled caller', async () => {
    writeFileSync(join(dir, 'echo-worker.js'), `import { parentPort } from 'node:worker_threads';\nparentPort.postMessage({ said: 'compiled', n: 0, execArgv: [] });\n`);
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    const reply = await ask(pathToFileURL(join(dir, 'caller.js')).href);
    expect(reply.said).toBe('compiled');
  });
});
