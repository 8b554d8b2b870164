import 'server-only';
import { createHash } from 'node:crypto';
import { rateLimitRedis, redisWanted, type RedisConnection } from '@/cache/redis.cjs';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from './bot-traps';
import { REFERENCE_FIELD } from './reference';

/** The first time a reference is sent, the same form again under it, or another form under it. */
export type ReferenceClaim = 'first' | 'again' | 'changed';

export interface SentReferences {
  /** Binds `reference` to `digest` the first time; answers how a later send compares. */
  claim(reference: string, digest: string): Promise<ReferenceClaim>;
}

/** Longer than a browser keeps trying, and than a visitor leaves a failed form open before sending again. */
const REMEMBER_SECONDS = 24 * 60 * 60;
/** A slower Redis answer is not waited for: the reference is remembered in this process instead. */
const REDIS_TIMEOUT_MS = 500;
/** The memory's bound; the oldest go first. */
const MEMORY_REFERENCES = 10_000;

/** Not part of what was sent: the bot traps change with every send, the reference is the key. */
const UNSENT_FIELDS = new Set([HONEYPOT_FIELD, FILL_TIME_FIELD, REFERENCE_FIELD]);

/** Of what the visitor sent (fields in any order, files by their bytes), so a resend can be compared. */
export function sentDigest(fields: Record<string, unknown>, files: Record<string, { bytes: Buffer }> = {}) {
  const hash = createHash('sha256');
  const sent = Object.entries(fields).filter(([name]) => !UNSENT_FIELDS.has(name));
  hash.update(JSON.stringify(sent.sort(([a], [b]) => (a < b ? -1 : 1))));
  for (const [name, file] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    hash.update(`\n${name}\n`).update(file.bytes);
  }
  return hash.digest('base64url');
}

// The panel answers any repeat of an idempotency key with its first success, whatever the body, so the
// site itself tells a changed form from a resend; kept in Redis, as a resend may reach another instance.
export function createSentReferences(form: string): SentReferences {
  const memory = memoryReferences();
  if (!redisWanted()) return memory;
  const { client, firstAttempt } = rateLimitRedis();
  return redisReferences(form, client, firstAttempt, memory);
}

export function memoryReferences(): SentReferences {
  const bound = new Map<string, { digest: string; until: number }>();
  return {
    async claim(reference, digest) {
      const now = Date.now();
      const known = bound.get(reference);
      if (known && known.until > now) return known.digest === digest ? 'again' : 'changed';
      bound.delete(reference);
      bound.set(reference, { digest, until: now + REMEMBER_SECONDS * 1000 });
      if (bound.size > MEMORY_REFERENCES) bound.delete(bound.keys().next().value!);
      return 'first';
    },
  };
}

/** Binds and compares in one step, so two sends at once cannot both be first. */
const CLAIM_SCRIPT = `
local bound = redis.call('GET', KEYS[1])
if not bound then
  redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
  return 'first'
end
if bound == ARGV[1] then return 'again' end
return 'changed'`;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Any failure, a client not connected or a late answer, falls back on `memory`. */
export function redisReferences(
  form: string,
  client: Pick<RedisConnection, 'eval'>,
  ready: Promise<void>,
  memory: SentReferences,
): SentReferences {
  return {
    async claim(reference, digest) {
      await ready;
      try {
        const claim = await withinTimeout(
          client.eval(CLAIM_SCRIPT, {
            keys: [`form-reference:${form}:${reference}`],
            arguments: [digest, String(REMEMBER_SECONDS)],
          }),
        );
        if (claim === 'first' || claim === 'again' || claim === 'changed') return claim;
        throw new Error(`unexpected answer ${String(claim)}`);
      } catch (error) {
        console.warn(`[${form}] Redis could not check reference ${reference}: ${String(error)}`);
        return memory.claim(reference, digest);
      }
    },
  };
}
