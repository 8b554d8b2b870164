// Bearer tokens for the two bases, kept in memory like the real back end's sessions.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LOCAL_PANEL_SALT } from './credentials';
import { HttpError } from './http';

export type Base = 'integration' | 'panel';

/** Lifetime announced by the integration sign-in (`expires_in`) and enforced for both bases. */
export const TOKEN_LIFETIME_SECONDS = 3600;

interface IssuedToken {
  base: Base;
  expiresAt: number;
}

export class TokenStore {
  private readonly tokens = new Map<string, IssuedToken>();

  issue(base: Base): string {
    const token = `${base === 'integration' ? 'int' : 'pnl'}_${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { base, expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000 });
    return token;
  }

  /** True when the request carries a live token issued by `base`'s sign-in. */
  isAuthorized(req: IncomingMessage, base: Base): boolean {
    const match = /^Bearer\s+(\S+)$/i.exec(String(req.headers.authorization ?? '').trim());
    const token = match?.[1];
    if (!token) return false;
    const issued = this.tokens.get(token);
    if (!issued || issued.base !== base) return false;
    if (issued.expiresAt <= Date.now()) {
      this.tokens.delete(token);
      return false;
    }
    return true;
  }

  /** Invalidates every token; returns how many there were. */
  revokeAll(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }
}

/**
 * Checks a sign-in body the way the real back end does: 422 naming each missing field, 401 for wrong
 * values. `keyField` is `api_key` on the integration base and `api_token` on the panel base.
 */
export function assertServiceCredentials(
  body: Record<string, unknown>,
  keyField: string,
  expectedKey: string,
): void {
  const errors: Record<string, string[]> = {};
  if (typeof body.salt !== 'string' || body.salt === '') errors.salt = ['The salt field is required.'];
  if (typeof body[keyField] !== 'string' || body[keyField] === '') {
    errors[keyField] = [`The ${keyField.replace('_', ' ')} field is required.`];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'The given data was invalid.', { errors });
  if (body.salt !== LOCAL_PANEL_SALT || body[keyField] !== expectedKey)
    throw new HttpError(401, 'Invalid credentials.');
}
