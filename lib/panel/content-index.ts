import 'server-only';
import {
  isContentSlug,
  talentIdInPath,
  type ContentIndex,
  type ContentPath,
} from '@/lib/i18n/content-routes';
import type { Post, Talent } from '@/lib/content/types';
import { talentSlug } from '@/lib/talents/slug';
import { isPanelError } from './errors';
import { getAllPosts, getPost, getTalentProfile, getTalentsForRequests } from './index';

/** Background re-read, so content removed in the panel stops answering soon. */
const REFRESH_AFTER_MS = 30_000;
/** A path the index lacks may be content added since; an invented address costs one read per interval. */
const RECHECK_AFTER_MS = 5_000;

type Store = { index: ContentIndex | null; readAt: number; loading: Promise<ContentIndex> | null };

// One store per process, on globalThis: the proxy and the route handlers are separate bundles, and a
// revalidation received by one must reach the index the other reads.
const STORE_KEY = Symbol.for('agency-site.content-index');
const globalStore = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
const store: Store = (globalStore[STORE_KEY] ??= { index: null, readAt: 0, loading: null });

const talentEntry = (talent: Talent) =>
  [talent.id, { categoryIds: talent.categoryIds, slug: talentSlug(talent.name) }] as const;
const postSlugs = (post: Post) => Object.values(post.translations).map((translation) => translation.slug);

async function readIndex(): Promise<ContentIndex> {
  const [talents, posts] = await Promise.all([getTalentsForRequests(), getAllPosts()]);
  return { talents: new Map(talents.map(talentEntry)), postSlugs: new Set(posts.flatMap(postSlugs)) };
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

/** Null when the lists cannot be read: the pages then decide. */
export async function withContentIndex<T>(
  decide: (index: ContentIndex) => T,
  found: (decision: T) => boolean,
): Promise<T | null> {
  try {
    // After a revalidation (readAt 0) a removed talent or post must not pass on the old index.
    const index = store.index && store.readAt > 0 ? store.index : await reload();
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

export function markContentIndexStale(): void {
  store.readAt = 0;
}

const EMPTY_INDEX: ContentIndex = { talents: new Map(), postSlugs: new Set() };

// For when the lists cannot be read. Not the page's notFound(): Next 16 serves it as an HTML shell
// without the page's language or title (vercel/next.js#95613).
export async function indexOfOne(path: ContentPath): Promise<ContentIndex | null> {
  try {
    if (path.kind === 'profile') {
      const id = talentIdInPath(path.id);
      if (id === null) return EMPTY_INDEX;
      return { ...EMPTY_INDEX, talents: new Map([talentEntry(await getTalentProfile(id))]) };
    }
    const slug = decodeURIComponent(path.slug);
    if (!isContentSlug(slug)) return EMPTY_INDEX;
    return { ...EMPTY_INDEX, postSlugs: new Set(postSlugs(await getPost(slug))) };
  } catch (error) {
    if (error instanceof URIError || (isPanelError(error) && error.code === 'not_found')) return EMPTY_INDEX;
    console.error(`[content-index] ${path.kind} could not be read either: ${String(error)}`);
    return null;
  }
}
