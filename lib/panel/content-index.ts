import 'server-only';
import type { ContentIndex } from '@/lib/i18n/content-routes';
import { talentSlug } from '@/lib/talents/slug';
import { getAllPosts, getTalentsForRequests } from './index';

/** A background re-read after this long: a talent or post removed in the panel stops answering soon. */
const REFRESH_AFTER_MS = 30_000;
/** A path the index lacks may be content added since: re-read for it, at most this often. */
const RECHECK_AFTER_MS = 5_000;

type Store = { index: ContentIndex | null; readAt: number; loading: Promise<ContentIndex> | null };

// One store per process, on globalThis: the proxy and the route handlers are separate bundles, and a
// revalidation received by one must reach the index the other reads.
const STORE_KEY = Symbol.for('agency-site.content-index');
const globalStore = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
const store: Store = (globalStore[STORE_KEY] ??= { index: null, readAt: 0, loading: null });

async function readIndex(): Promise<ContentIndex> {
  const [talents, posts] = await Promise.all([getTalentsForRequests(), getAllPosts()]);
  return {
    talents: new Map(
      talents.map((talent) => [
        talent.id,
        { categoryIds: talent.categoryIds, slug: talentSlug(talent.name) },
      ]),
    ),
    postSlugs: new Set(
      posts.flatMap((post) => Object.values(post.translations).map((translation) => translation.slug)),
    ),
  };
}

function reload(): Promise<ContentIndex> {
  store.loading ??= readIndex()
    .then((index) => {
      store.index = index;
      store.readAt = Date.now();
      return index;
    })
    .finally(() => {
      store.loading = null;
    });
  return store.loading;
}

/**
 * The panel's talents and posts by the keys paths name, from the cached lists. Read once, then re-read
 * in the background every 30 s; `decide` gets a fresh read when it finds nothing and the index is more
 * than 5 s old (content added since), so an invented address costs at most one cached read per 5 s.
 * Null when the lists cannot be read: the pages then decide, as they always could.
 */
export async function withContentIndex<T>(
  decide: (index: ContentIndex) => T,
  found: (decision: T) => boolean,
): Promise<T | null> {
  try {
    const index = store.index ?? (await reload());
    const age = Date.now() - store.readAt;
    if (age > REFRESH_AFTER_MS) void reload().catch(() => undefined);
    const decision = decide(index);
    if (found(decision) || age <= RECHECK_AFTER_MS) return decision;
    return decide(await reload());
  } catch (error) {
    console.error(`[content-index] the panel's lists could not be read: ${String(error)}`);
    return null;
  }
}

/** After a revalidation of talents or posts: the next path the index lacks is checked against a fresh read. */
export function markContentIndexStale(): void {
  store.readAt = 0;
}
