// Without REDIS_URL, and while Redis cannot answer, Next's own filesystem cache serves, so pages stay
// cached and the panel is not asked for every visit.
const { RedisStringsHandler } = require('@trieb.work/nextjs-turbo-redis-cache');
// An internal path of Next: acceptable because next is pinned to an exact version; check it on upgrades.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { pageScriptPolicy } = require('./page-script-policy.cjs');
const { guarded, redisOptions, redisUsable, redisWanted, revalidateOnRedis } = require('./redis.cjs');

// Next writes the rendering request's query into the router payload (root row's "q") and would serve that
// visitor's query to everyone: only a render of the plain address is kept. Page requests reach Next at
// their plain address (lib/i18n/page-query.ts); a render with a query is one that step missed, remade (and
// lost) at each such visit.
const ROOT_ROW_WITH_QUERY = /^0:\{[^\n]*?"q":"(?!")/m;

function renderedWithQuery(data) {
  return (
    data?.kind === 'APP_PAGE' &&
    Buffer.isBuffer(data.rscData) &&
    ROOT_ROW_WITH_QUERY.test(data.rscData.toString())
  );
}

const SCRIPT_POLICY = 'content-security-policy';

/** Next sends a cached page's `headers` with it; worked out once per entry held in memory. */
function withScriptPolicy(entry) {
  const page = entry?.value;
  const applies =
    page?.kind === 'APP_PAGE' && typeof page.html === 'string' && !page.headers?.[SCRIPT_POLICY];
  // Development evaluates code, which this policy would refuse.
  if (!applies || process.env.NODE_ENV !== 'production') return entry;
  page.headers = { ...page.headers, [SCRIPT_POLICY]: pageScriptPolicy(page.html) };
  return entry;
}

// Next constructs this class for every request: the Redis handler and its connections are made once.
let sharedRedis;

module.exports = class IncrementalCacheHandler {
  constructor(context) {
    this.local = new FileSystemCache(context);
    this.redis = redisWanted()
      ? (sharedRedis ??= new RedisStringsHandler(redisOptions('incremental-cache')))
      : null;
  }

  async get(key, context) {
    const local = () => this.local.get(key, context);
    const entry = await (this.#redisUsable()
      ? guarded('get', () => this.redis.get(key, context), local)
      : local());
    return withScriptPolicy(entry);
  }

  set(key, data, context) {
    if (renderedWithQuery(data)) {
      console.warn(
        `[cache] ${key} was rendered with a visitor's query and is not kept (see lib/i18n/page-query.ts)`,
      );
      return Promise.resolve();
    }
    const local = () => this.local.set(key, data, context);
    return this.#redisUsable() ? guarded('set', () => this.redis.set(key, data, context), local) : local();
  }

  // Also locally, so this instance's own cache honours it should Redis become unreachable later.
  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
    if (this.redis) {
      const redis = this.redis;
      await revalidateOnRedis(
        redis.client,
        'revalidateTag',
        () => redis.revalidateTag(tags, durations),
        tags,
      );
    }
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }

  #redisUsable() {
    return this.redis !== null && redisUsable(this.redis.client);
  }
};
