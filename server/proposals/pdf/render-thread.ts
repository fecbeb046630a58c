import type { PublicProposal } from '../../../contracts/proposal-sharing.js';
import { renderProposalPdf, type PdfImages, type PdfLogos } from './render.js';
import { longLivedThread } from '../../threads.js';

/**
 * Large proposal PDFs are rendered off the server's event loop. pdfkit lays a page out
 * synchronously: a 50-line proposal with pictures is a few hundred milliseconds of CPU during which
 * no request, socket or client action would be answered. A proposal of more than
 * THREAD_FROM_LINES lines goes to one long-lived worker thread (created when first needed, holding
 * the process open only while a render is pending, started again if it dies); a small one is rendered in place, where a
 * thread's message passing would cost more than it saves.
 */
export const THREAD_FROM_LINES = 10;

export type RenderRequest = { id: number; view: PublicProposal; images: PdfImages; logos: PdfLogos };
type RenderReply = { id: number; pdf?: Uint8Array; error?: string };

let threadRenders = 0;
/** How many PDFs this process has rendered on the PDF thread (for tests and the benchmark). */
export const pdfThreadRenders = () => threadRenders;
let nextId = 1;
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (err: Error) => void }>();

function failAll(err: Error): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

/** The PDF thread, on the worker file beside this one (server/threads.ts: compiled, or bundled from source). */
const thread = longLivedThread(import.meta.url, './render-worker', (w) => {
  w.on('message', (reply: RenderReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) w.unref();
    if (reply.pdf) waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    else waiting.reject(new Error(reply.error ?? 'PDF rendering failed'));
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', () => failAll(new Error('The PDF thread stopped')));
  // Idle, the thread does not hold the process open; while a render is pending it does.
  w.unref();
});

/** The proposal's PDF: on the PDF thread when it is large, in place otherwise. */
export async function renderPdf(view: PublicProposal, images: PdfImages, logos: PdfLogos): Promise<Buffer> {
  if (view.lines.length <= THREAD_FROM_LINES) return renderProposalPdf(view, images, logos);
  threadRenders += 1;
  const id = nextId++;
  const w = await thread.get();
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, view, images, logos } satisfies RenderRequest);
  });
}
