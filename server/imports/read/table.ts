import type { Worker } from 'node:worker_threads';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../../contracts/imports.js';
import type { ErrorCode, FieldError } from '../../../contracts/errors.js';
import { AppError } from '../../http/errors.js';
import { startThread } from '../../threads.js';

/**
 * Reading an uploaded CSV or .xlsx file, off the event loop. Detecting, decoding and parsing a
 * 25 MB file is seconds of CPU (and an .xlsx much memory), so each read runs on a worker thread
 * (worker.ts) of its own while it lasts: with a heap limit, so a file that needs too much memory
 * kills its thread and not the server; with a time limit, after which the thread is stopped; and
 * at most MAX_PARALLEL_READS parsing at once, later reads waiting their turn. The server's thread
 * only receives rows, a chunk at a time, each chunk asked for once the previous one is handled.
 *
 * A thread whose read ended with its final answer waits for the next read (up to
 * MAX_PARALLEL_READS of them, each ended after IDLE_THREAD_MS unused): starting one is a fifth of a
 * second of CPU before it reads anything, and an import reads its file twice (the preview, then the
 * rows). A thread stopped mid-read (too slow, the consumer failed, out of memory), or one that read
 * more than REUSE_MAX_BYTES, is never reused; the worker keeps nothing of one read for the next.
 */

/** A file's header and first rows, and how many data rows it has. */
export type TableHead = { headers: string[]; rows: string[][]; rowCount: number };

/** How long a worker may take to answer (to parse the file, or to send the next chunk), and its heap. */
export const readLimits = { timeMs: 60_000, heapMb: 1024 };
/** Threads parsing at once: each may use readLimits.heapMb. A thread streaming rows it has parsed does not count. */
export const MAX_PARALLEL_READS = 2;

export const TOO_SLOW = (ms: number) =>
  `Reading this file took more than ${Math.round(ms / 1000)} seconds: split it into smaller files, or save it as CSV, and upload it again`;
export const TOO_COMPLEX = 'This file needs more memory to read than an import allows: split it into smaller files, or save it as CSV, and upload it again';

/** What the worker is asked: peek (keep the first `keep` rows, answer with them) or read (stream every row in chunks). */
export type ReadRequest = { bytes: Uint8Array; fileName: string } & ({ mode: 'peek'; keep: number } | { mode: 'read'; chunkRows: number });

/** What the worker answers, in order: for a read, `rows` chunks (each awaiting `next`) then `done`; for a peek, `head`; or `failed`. */
export type ReadReply =
  | { type: 'head'; headers: string[]; rows: string[][]; rowCount: number }
  | { type: 'rows'; rows: string[][]; firstLine: number }
  | { type: 'done'; headers: string[]; rowCount: number }
  | { type: 'failed'; code: ErrorCode | null; message: string; details?: FieldError[] };

/** The main thread's answer to a `rows` chunk: send the next one. */
const NEXT = 'next';

let parsing = 0;
const waiting: (() => void)[] = [];

/** A parsing slot: at once when one is free, else when a read ahead in line hands its slot over. */
async function takeSlot(): Promise<void> {
  if (parsing < MAX_PARALLEL_READS) {
    parsing += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function giveSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else parsing -= 1;
}

/**
 * A thread that read a file larger than this is ended, not kept: its heap (hundreds of MB after a
 * large workbook) is given back at once rather than held while it waits, and for such a file the
 * thread's start is a small part of the read anyway.
 */
export const REUSE_MAX_BYTES = 1024 * 1024;
/** How long a thread that finished a read waits for the next before it ends. */
export const IDLE_THREAD_MS = 30_000;
/** Threads started since the process began (tests read it to see threads reused). */
export const readThreads = { started: 0 };

/** Threads waiting for a read, each with the timer that ends it. */
const idle = new Map<Worker, NodeJS.Timeout>();

function forgetIdle(worker: Worker): void {
  clearTimeout(idle.get(worker));
  idle.delete(worker);
}

/** A waiting thread, else a new one on worker.ts beside this file (server/threads.ts: compiled, or bundled from source). */
async function takeThread(): Promise<Worker> {
  const kept = idle.keys().next().value;
  if (kept) {
    forgetIdle(kept);
    kept.ref();
    return kept;
  }
  readThreads.started += 1;
  const worker = await startThread(import.meta.url, './worker', { resourceLimits: { maxOldGenerationSizeMb: readLimits.heapMb } });
  // A read in progress hears of its thread's end itself (inbox); a waiting thread is just dropped.
  worker.on('error', () => forgetIdle(worker));
  worker.once('exit', () => forgetIdle(worker));
  return worker;
}

/** Keeps a thread that answered in full for the next read (it does not keep the process alive), or ends it. */
function keepThread(worker: Worker): void {
  if (idle.size >= MAX_PARALLEL_READS) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const timer = setTimeout(() => {
    forgetIdle(worker);
    void worker.terminate();
  }, IDLE_THREAD_MS);
  idle.set(worker, timer.unref());
}

/** Hands a read to a thread; the copy made for it is moved to the thread, not copied again. */
function sendRead(worker: Worker, request: ReadRequest): void {
  worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
}

/**
 * The worker's messages, one at a time. Each wait is bounded by readLimits.timeMs (the worker is
 * stopped past it); the worker dying (out of memory, a crash) fails the wait in progress or the next.
 */
function inbox(worker: Worker) {
  const queue: ReadReply[] = [];
  let failure: Error | null = null;
  let waiter: { resolve: (reply: ReadReply) => void; reject: (err: Error) => void } | null = null;
  const fail = (err: Error) => {
    failure ??= err;
    waiter?.reject(failure);
    waiter = null;
  };
  const onMessage = (reply: ReadReply) => {
    if (waiter) waiter.resolve(reply);
    else queue.push(reply);
    waiter = null;
  };
  const onError = (err: Error & { code?: string }) => fail(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError('payload_too_large', TOO_COMPLEX) : err);
  const onExit = () => fail(new Error('The file reading thread stopped before it finished'));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  const close = () => {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
  };

  const next = (): Promise<ReadReply> => {
    const queued = queue.shift();
    if (queued) return Promise.resolve(queued);
    if (failure) return Promise.reject(failure);
    const limit = readLimits.timeMs;
    return new Promise<ReadReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        fail(new AppError('validation_failed', TOO_SLOW(limit)));
      }, limit);
      waiter = {
        resolve: (reply) => (clearTimeout(timer), resolve(reply)),
        reject: (err) => (clearTimeout(timer), reject(err)),
      };
    });
  };
  return { next, close, failed: () => failure !== null };
}

/** Refused before a thread is started: nothing to read, or more than an import takes. */
function precheck(bytes: Buffer): void {
  if (bytes.byteLength > IMPORT_MAX_BYTES) throw new AppError('payload_too_large', IMPORT_MESSAGES.tooLarge);
  if (bytes.byteLength === 0) throw new AppError('validation_failed', IMPORT_MESSAGES.empty);
}

/** Runs a request on a thread until its final answer, handing each chunk of rows to `onRows` first. */
async function runRead(request: ReadRequest, onRows: (rows: string[][], firstLine: number) => Promise<void>): Promise<ReadReply> {
  await takeSlot();
  let slotHeld = true;
  const release = () => {
    if (slotHeld) giveSlot();
    slotHeld = false;
  };
  let worker: Worker | null = null;
  let replies: ReturnType<typeof inbox> | null = null;
  // The thread answered in full (its last message was the read's final one): it may read again.
  let answered = false;
  // Read before the bytes are moved to the thread.
  const reusable = request.bytes.byteLength <= REUSE_MAX_BYTES;
  try {
    worker = await takeThread();
    replies = inbox(worker);
    sendRead(worker, request);
    for (;;) {
      const reply = await replies.next();
      // Parsed: its CPU and memory peak are behind it.
      release();
      answered = reply.type !== 'rows';
      if (reply.type === 'failed') {
        if (reply.code) throw new AppError(reply.code, reply.message, reply.details);
        throw new Error(`Reading the file failed: ${reply.message}`);
      }
      if (reply.type !== 'rows') return reply;
      await onRows(reply.rows, reply.firstLine);
      worker.postMessage(NEXT);
    }
  } finally {
    release();
    replies?.close();
    if (worker && answered && reusable && !replies?.failed()) keepThread(worker);
    else if (worker) void worker.terminate();
  }
}

/** A copy of the upload for the worker, in a buffer of its own (a Buffer may be a view of a shared pool). */
function ownCopy(bytes: Buffer): Uint8Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy;
}

/**
 * The header and first `sample` data rows of an uploaded CSV or .xlsx file, and its number of
 * data rows. Refuses, as an AppError with the message to show (IMPORT_MESSAGES), a file that is
 * empty, too large, binary, an old .xls, a corrupt workbook, headerless, without rows, or with
 * more than IMPORT_MAX_ROWS rows or MAX_COLUMNS columns.
 */
export async function peekTable(bytes: Buffer, fileName: string, sample = 20): Promise<TableHead> {
  precheck(bytes);
  const keep = Number.isFinite(sample) ? Math.max(0, Math.floor(sample)) : 20;
  const reply = await runRead({ bytes: ownCopy(bytes), fileName, mode: 'peek', keep }, () => Promise.resolve());
  if (reply.type !== 'head') throw new Error(`Unexpected answer from the file reading thread: ${reply.type}`);
  return { headers: reply.headers, rows: reply.rows, rowCount: reply.rowCount };
}

/**
 * Streams every data row in order, in chunks, to `onRows` (awaited before the next chunk is sent:
 * back-pressure). `firstLine` is the row number of chunk[0] in the file, where the header is row 1
 * (so spreadsheet row numbers; a quoted field spanning lines counts as one row). Rows are padded
 * to the header's width. The rows of a chunk are consecutive rows of the file, so row i of a
 * chunk is row `firstLine + i`: a chunk ends early where blank rows were skipped.
 *
 * The whole file is parsed and checked before the first chunk is sent: a file refused (too many
 * rows, no header…) never delivers any row. Errors as peekTable; an error thrown by `onRows` stops
 * the read and is thrown here.
 */
export async function readTable(
  bytes: Buffer,
  fileName: string,
  onRows: (rows: string[][], firstLine: number) => Promise<void>,
  opts?: { chunkRows?: number },
): Promise<{ headers: string[]; rowCount: number }> {
  precheck(bytes);
  const asked = opts?.chunkRows ?? 500;
  const chunkRows = Number.isFinite(asked) ? Math.max(1, Math.floor(asked)) : 500;
  const reply = await runRead({ bytes: ownCopy(bytes), fileName, mode: 'read', chunkRows }, onRows);
  if (reply.type !== 'done') throw new Error(`Unexpected answer from the file reading thread: ${reply.type}`);
  return { headers: reply.headers, rowCount: reply.rowCount };
}
