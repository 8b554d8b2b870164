// Bearer tokens for the two bases, kept in memory like the real back end's sessions.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

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
