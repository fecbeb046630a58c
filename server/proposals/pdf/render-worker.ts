import { parentPort } from 'node:worker_threads';
import { renderProposalPdf } from './render.js';
import type { RenderRequest } from './render-thread.js';

/** The PDF thread: renders what it is sent, one request at a time, and answers with the bytes or the error's message. */
parentPort?.on('message', (request: RenderRequest) => {
  // A Buffer crosses to this thread as a plain Uint8Array.
  const asBuffer = <T extends { bytes: Uint8Array }>(logo: T | null) => logo && { ...logo, bytes: Buffer.from(logo.bytes) };
  const logos = { client: asBuffer(request.logos.client), brand: asBuffer(request.logos.brand) };
  renderProposalPdf(request.view, request.images, logos).then(
    (pdf) => parentPort?.postMessage({ id: request.id, pdf }),
    (err: unknown) => parentPort?.postMessage({ id: request.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
