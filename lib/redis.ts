import 'server-only';
import { createClient } from 'redis';

export type RedisConnection = ReturnType<typeof createClient>;

/** A connection attempt that takes longer is given up (an unreachable host would otherwise hang). */
const CONNECT_TIMEOUT_MS = 1_000;
/** Reconnection attempts after a loss back off up to this, so a down Redis is not hammered. */
const MAX_RECONNECT_DELAY_MS = 5_000;

let connection: { client: RedisConnection; firstAttempt: Promise<void> } | undefined;

/** Whether the instances of this site share state through Redis. */
export function redisConfigured(): boolean {
  return Boolean(process.env.REDIS_URL?.trim());
}

/**
 * This process's one Redis connection (REDIS_URL, database REDIS_DB), ready for commands; rejects when
 * Redis cannot be reached. It connects on first use and reconnects on its own. Only the first connection
 * attempt is waited for; afterwards a caller learns at once that Redis is away, and commands fail at once
 * while it is (no offline queue), so a down Redis never holds a request up. (The cache handlers in
 * cache/ keep connections of their own.)
 */
export async function readyRedis(): Promise<RedisConnection> {
  connection ??= connect();
  await connection.firstAttempt;
  if (!connection.client.isReady) throw new Error('Redis is not connected');
  return connection.client;
}

function connect() {
  const client = createClient({
    url: process.env.REDIS_URL?.trim(),
    database: Number(process.env.REDIS_DB || 0),
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  // An 'error' event without a listener would end the process; callers report failed commands themselves.
  client.on('error', () => {});
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });
  // It retries by itself (reconnectStrategy); failures surface as 'error' events, not here.
  client.connect().catch(() => {});
  return { client, firstAttempt };
}
