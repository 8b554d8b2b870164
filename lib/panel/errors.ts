export type PanelBase = 'panel' | 'integration';

/** `status` is 0 when none came back. */
export class PanelError extends Error {
  override readonly name = 'PanelError';

  constructor(
    readonly code: 'timeout' | 'network' | 'http' | 'unauthorized' | 'malformed' | 'not_found',
    readonly status: number,
    readonly base: PanelBase,
    readonly path: string,
    detail?: string,
  ) {
    super(`Panel ${base} ${path}: ${code}${status ? ` ${status}` : ''}${detail ? ` (${detail})` : ''}`);
  }
}

export function isPanelError(error: unknown): error is PanelError {
  return error instanceof PanelError;
}

/** Panel failures are expected: their message says it all; anything else keeps its stack. */
export function describeFailure(error: unknown): string {
  return isPanelError(error) ? error.message : String(error instanceof Error ? error.stack : error);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
