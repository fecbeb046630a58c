import { parentPort } from 'node:worker_threads';
import { renderProposalPdf } from './render.js';
import type { RenderRequest } from './render-thread.js';

/** The PDF thread: renders what it is sent, one request at a time, and answers with the bytes or the error's message. */
parentPort?.on('message', (request: RenderRequest) => {
  // A Buffer crosses to this thread as a plain Uint8Array.
  const logo = request.logo && { ...request.logo, bytes: Buffer.from(request.logo.bytes) };
  renderProposalPdf(request.view, request.images, logo).then(
    (pdf) => parentPort?.postMessage({ id: request.id, pdf }),
    (err: unknown) => parentPort?.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
