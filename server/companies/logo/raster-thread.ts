import { longLivedThread } from '../../threads.js';

/**
 * Sanitises and draws uploaded SVG logos on one long-lived worker thread (raster-worker.ts), one
 * at a time, so a slow file never holds the event loop. A drawing that takes longer than RASTER_TIMEOUT_MS is
 * abandoned: the thread is stopped (started again on the next upload) and the upload refused.
 */
export const RASTER_TIMEOUT_MS = 10_000;

export type RasterRequest = { id: number; svg: string; side: number };
export type RasterReply = { id: number; png?: Uint8Array; error?: string; empty?: boolean };

/** The SVG had nothing drawable once sanitised. */
export class EmptySvgError extends Error {}

/** The drawing thread: idle, it does not hold the process open; while a drawing is pending it does. */
const thread = longLivedThread(import.meta.url, './raster-worker', (w) => w.unref());
let nextId = 1;
let queue: Promise<unknown> = Promise.resolve();

async function drawOnThread(svg: string, side: number, timeoutMs: number): Promise<Buffer> {
  const started = thread.get();
  const w = await started;
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    const done = (err: Error | null, png?: Buffer) => {
      clearTimeout(timer);
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      w.unref();
      if (err) reject(err);
      else resolve(png!);
    };
    const onMessage = (reply: RasterReply) => {
      if (reply.id !== id) return;
      if (reply.png) done(null, Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else done(reply.empty ? new EmptySvgError(reply.error) : new Error(reply.error ?? 'The drawing failed'));
    };
    const onError = (err: Error) => done(err);
    const onExit = () => done(new Error('The logo thread stopped'));
    const timer = setTimeout(() => {
      thread.forget(started);
      void w.terminate();
      done(new Error('The drawing took too long'));
    }, timeoutMs);
    w.on('message', onMessage);
    w.on('error', onError);
    w.on('exit', onExit);
    w.ref();
    w.postMessage({ id, svg, side } satisfies RasterRequest);
  });
}

/** The uploaded SVG, sanitised and drawn as a PNG whose longest side is `side` pixels; rejects when it cannot be, in time. */
export function svgToPng(svg: string, side: number, timeoutMs = RASTER_TIMEOUT_MS): Promise<Buffer> {
  const turn = queue.then(() => drawOnThread(svg, side, timeoutMs));
  queue = turn.catch(() => undefined);
  return turn;
}
