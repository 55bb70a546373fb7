import type { Server } from 'node:http';
import { problemPage, TOO_LONG } from '../app';

/**
 * Node answers a request whose headers (address included) pass its 16 KB limit with an empty
 * 431 before the app sees it; this answers with a readable page instead (the socket is ours to
 * close once a `clientError` listener is attached).
 */
export function readableClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const body = tooLarge ? problemPage(TOO_LONG) : 'Bad request';
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    const type = tooLarge ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
