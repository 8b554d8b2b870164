// The form and entry routes of both bases: store what arrives (once per Idempotency-Key) and answer its id.

import { sendJson } from '../http';
import type { RouteContext } from '../state';

/** Keys longer than this are ignored (the site sends its receipt references, 15 characters). */
const MAX_KEY_LENGTH = 255;

function idempotencyKeyOf(context: RouteContext): string | undefined {
  const key = context.req.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' && key.length <= MAX_KEY_LENGTH ? key : undefined;
}

/**
 * Stores the request as a submission of `kind`, or finds the one stored with the same idempotency key,
 * and answers `{success, id}` alike either way. Under "store-then-hang" the answer waits, once stored,
 * until the mode changes or the client gives up.
 */
export async function receiveForm(context: RouteContext, kind: string): Promise<void> {
  const { req, res, url, state } = context;
  const submission = await state.submissions.receive(req, kind, idempotencyKeyOf(context));
  if (state.control.modeFor(url.pathname) === 'store-then-hang') {
    await new Promise<void>((resume) => {
      const forget = state.control.park(() => {
        res.off('close', gaveUp);
        resume();
      });
      const gaveUp = () => {
        forget();
        resume();
      };
      res.on('close', gaveUp);
    });
    if (res.destroyed) return;
  }
  await sendJson(req, res, 200, { success: true, id: submission.id });
}
