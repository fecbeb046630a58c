import { parentPort, type MessagePort } from 'node:worker_threads';
import { AppError } from '../../http/errors.js';
import { parseTable } from './parse.js';
import type { ReadReply, ReadRequest } from './table.js';

/**
 * The import reading thread (started by table.ts): for each read it is handed, one at a time,
 * parses the file, then answers with its head (a peek) or sends its rows in chunks, each once the
 * server's thread asks for the next (a read). A refusal is sent as the AppError's code and
 * message. Nothing of a read outlives it: the next read may be another workspace's file.
 */

/** The kept rows in chunks of at most `size` consecutive file rows: a chunk ends where blank rows were skipped, so row i of a chunk is row firstLine + i. */
export function* chunksOf(rows: string[][], lines: number[], size: number): Generator<{ rows: string[][]; firstLine: number }> {
  let start = 0;
  while (start < rows.length) {
    let end = start + 1;
    while (end < rows.length && end - start < size && lines[end] === lines[end - 1] + 1) end++;
    yield { rows: rows.slice(start, end), firstLine: lines[start] };
    start = end;
  }
}

async function run(port: MessagePort, request: ReadRequest): Promise<void> {
  const send = (reply: ReadReply) => port.postMessage(reply);
  const nextAsked = () => new Promise<void>((resolve) => port.once('message', () => resolve()));
  try {
    const table = await parseTable(request.bytes, request.fileName, request.mode === 'peek' ? request.keep : Infinity);
    if (request.mode === 'peek') {
      send({ type: 'head', headers: table.headers, rows: table.rows, rowCount: table.rowCount });
      return;
    }
    for (const chunk of chunksOf(table.rows, table.lines, request.chunkRows)) {
      const asked = nextAsked();
      send({ type: 'rows', ...chunk });
      await asked;
    }
    send({ type: 'done', headers: table.headers, rowCount: table.rowCount });
  } catch (err) {
    if (err instanceof AppError) send({ type: 'failed', code: err.code, message: err.message, details: err.details });
    else send({ type: 'failed', code: null, message: err instanceof Error ? err.message : String(err) });
  }
}

const port = parentPort;
if (port) {
  port.on('message', (message: unknown) => {
    // A read is an object; the server's 'next' (asking for the next chunk) is taken by the read in progress.
    if (typeof message === 'object' && message !== null) void run(port, message as ReadRequest);
  });
}
