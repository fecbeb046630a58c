import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { METHOD_NOT_SUPPORTED } from './error-middleware.js';

/**
 * Requests Node's HTTP parser refuses before Koa sees them (an unknown method such as `FOO`, a
 * malformed request line, oversized headers) still get the JSON error envelope, not an empty body.
 */
export function answerClientErrorsWithEnvelope(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, code, message] =
      err.code === 'HPE_INVALID_METHOD'
        ? [405, 'method_not_allowed', METHOD_NOT_SUPPORTED]
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'payload_too_large', 'The request headers are too large']
          : [400, 'validation_failed', 'Bad request'];
    const body = JSON.stringify({ error: { code, message } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
