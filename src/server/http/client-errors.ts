// Errors Node raises before a request exists (a malformed request line, headers too large, a
// client too slow to send its request: REQUEST_TIMEOUT_MS) answered in the API's error envelope
// `{message}`, as Fastify's default handler does but without its own fields, then the socket closed.
// No request means no user and no Accept-Language: the message is English, and the web client
// shows its own translation of the 408 and the 431 (src/client/providers/apiError.ts).
import http from 'node:http';
import type { Socket } from 'node:net';

const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code ?? ''] ?? { status: 400, message: 'The request is malformed.' };
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
