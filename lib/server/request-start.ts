import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

type RequestStart = { request: IncomingMessage; response: ServerResponse; socket: Socket };

export type RequestStartStep = (start: RequestStart) => void;

// Node publishes the message synchronously, ahead of the request listener: Next reads what a step changes,
// and an AsyncLocalStorage store a step enters spans the request's whole handling.
export function installRequestStartHook(steps: RequestStartStep[]): void {
  subscribe('http.server.request.start', (message) => {
    for (const step of steps) step(message as RequestStart);
  });
}

/** After Next has set its headers (`change` may change those too). */
export function beforeHead(response: ServerResponse, change: (statusCode: number) => number): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((statusCode: number, ...rest: unknown[]) =>
    writeHead(change(statusCode), ...rest)) as ServerResponse['writeHead'];
}
