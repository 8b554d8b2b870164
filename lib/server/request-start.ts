import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What Node publishes on `http.server.request.start` for each incoming request. */
type RequestStart = { request: IncomingMessage; response: ServerResponse; socket: Socket };

/** Something done to every request before Next's handler sees it. */
export type RequestStartStep = (start: RequestStart) => void;

/**
 * Runs the steps, in order, on every incoming request of this process. Node publishes the message
 * synchronously, ahead of the server's request listener, so what a step changes is what Next reads and
 * an AsyncLocalStorage store a step enters is inherited by the request's whole handling.
 */
export function installRequestStartHook(steps: RequestStartStep[]): void {
  subscribe('http.server.request.start', (message) => {
    for (const step of steps) step(message as RequestStart);
  });
}

/**
 * Runs `change` on the response's status just before its head is written, after Next has set its
 * headers (it may change those too); the status it answers is the one sent.
 */
export function beforeHead(response: ServerResponse, change: (statusCode: number) => number): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((statusCode: number, ...rest: unknown[]) =>
    writeHead(change(statusCode), ...rest)) as ServerResponse['writeHead'];
}
