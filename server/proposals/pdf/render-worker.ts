import { parentPort } from 'node:worker_threads';
import { renderProposalPdf } from './render.js';
import type { RenderRequest } from './render-thread.js';

/** The PDF thread: renders what it is sent, one request at a time, and answers with the bytes or the error's message. */
parentPort?.on('message', (request: RenderRequest) => {
  renderProposalPdf(request.view, request.images).then(
    (pdf) => parentPort?.postMessage({ id: request.id, pdf }),
    (err: unknown) => parentPort?.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
