import 'server-only';
import { unstable_cache } from 'next/cache';
import { z } from '@/lib/zod';
import { panelClient, parseResponse } from './client';
import { panelEnv } from './env';
import { isPanelError, type PanelBase } from './errors';
import {
  isVideoFile,
  optionalStorageUrl,
  reshapePost,
  reshapeProfile,
  reshapeTalent,
  storageUrl,
} from './reshape';
import {
  rawAttributes,
  rawBlogTitle,
  rawCustomizations,
  rawEntryAnswer,
  rawOptions,
  rawPostAnswer,
  rawPostPage,
  rawProfileAnswer,
  rawSlides,
  rawSocialMedias,
  rawStaff,
  rawTalentList,
  rawWebsiteImages,
  rawWebsiteTexts,
  rawZip,
} from './schemas';
import { PANEL_TAGS } from './tags';
import type {
  BlogTitle,
  Customizations,
  MenuBackground,
  Option,
  Post,
  PostPage,
  Slide,
  SocialLinks,
  StaffMember,
  Talent,
  TalentAttributes,
  TalentProfile,
  WebsiteImage,
  WebsiteTexts,
} from './types';

export { PanelError, isPanelError } from './errors';
export { localizedText } from './localized';
export { PANEL_TAGS, isPanelTag } from './tags';
export type * from './types';

/** The spec's query: the panel is always asked in Portuguese; translations come inside the answers. */
const PANEL_LANGUAGE = 'pt';
const TALENT_PAGE_SIZE = 100_000;
const BLOG_TYPE = 'blog';

async function call<T>(
  base: PanelBase,
  path: string,
  schema: z.ZodType<T>,
  options?: Parameters<typeof panelClient.request>[2],
): Promise<T> {
  return parseResponse(schema, await panelClient.request(base, path, options), base, path);
}

const BACK_END_KEY = [panelEnv.panel.url, panelEnv.integration.url, panelEnv.storageUrl].join(' ');

/** Last good answers of this server process, newest last; bounded so a huge catalogue cannot grow it forever. */
const LAST_GOOD_LIMIT = 1_000;
const lastGood = new Map<string, unknown>();

function rememberGood(key: string, value: unknown): void {
  lastGood.delete(key);
  lastGood.set(key, value);
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value as string);
}

/**
 * A read kept in Next's data cache under `tags`, refreshed every PANEL_REVALIDATE_SECONDS. When a
 * time-based refresh fails (panel down, 500, timeout), Next keeps serving the cached value. When a refresh
 * forced by a tag revalidation fails, the last good answer this process read (fetched or from the cache)
 * is served instead, so visitors keep the last good content either way. The cache key is the back end, the call's name and
 * its arguments: bearer tokens never enter it.
 */
function cachedRead<A extends (string | number)[], R>(
  name: string,
  tags: string[] | ((...args: A) => string[]),
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => {
    // The back end's addresses are part of the key: entries read from another panel (another storage
    // host in every image URL) must never be served, even from a cache kept across builds.
    const keyParts = ['panel', BACK_END_KEY, name, ...args.map(String)];
    const key = JSON.stringify(keyParts);
    const readOrLastGood = async (): Promise<R> => {
      try {
        const value = await read(...args);
        rememberGood(key, value);
        return value;
      } catch (error) {
        if (!lastGood.has(key)) throw error;
        console.error(`[panel] ${name} failed; serving the last good answer: ${describe(error)}`);
        return lastGood.get(key) as R;
      }
    };
    const cached = unstable_cache(readOrLastGood, keyParts, {
      tags: typeof tags === 'function' ? tags(...args) : tags,
      revalidate: panelEnv.revalidateSeconds,
    })();
    // A cached answer is a good answer too: this process may never have fetched it itself (the build
    // did, or another instance sharing the cache).
    return cached.then((value) => {
      rememberGood(key, value);
      return value;
    });
  };
}

/** Panel failures are expected events: their message says it all; anything else keeps its stack. */
function describe(error: unknown): string {
  return isPanelError(error) ? error.message : String(error instanceof Error ? error.stack : error);
}

const media = (path: string) => storageUrl(panelEnv.storageUrl, path);

/** A slide's two images; a slide with only one uses it for both screens. */
function slideImages(raw: { image_desktop?: string | null; image_mobile?: string | null } | undefined) {
  const desktop = raw?.image_desktop ?? raw?.image_mobile;
  const mobile = raw?.image_mobile ?? raw?.image_desktop;
  return desktop && mobile ? { desktop, mobile } : null;
}

/**
 * Every talent, fetched once with the spec's query and reused from the cache (spec section 4). Pages
 * read it through Next's cache so they carry its tag and revalidation time.
 */
export const getTalents = cachedRead('talents', [PANEL_TAGS.talents], async (): Promise<Talent[]> => {
  const answer = await call('integration', '/api/talents', rawTalentList, {
    method: 'POST',
    query: { language: PANEL_LANGUAGE, paginate: TALENT_PAGE_SIZE, cover_web: 1, website_categories: 1 },
  });
  return answer.data.data.map((raw) => reshapeTalent(raw, panelEnv.storageUrl));
});

/** How long the infinite-scroll route reuses one parsed talent list before asking the cache again. */
const TALENT_LIST_REUSE_MS = 5_000;
let reusedTalentList: { until: number; list: Promise<Talent[]> } | null = null;

/**
 * The talent list for hot paths that carry no cache tags (the talent-page route handler): Next's cache
 * hands out a fresh parse of the whole list on every read, which at 10,000 talents costs more than the
 * request itself, so one parse is shared for a few seconds. A revalidation of `talents` drops it.
 */
export function getTalentsForRequests(): Promise<Talent[]> {
  const now = Date.now();
  if (!reusedTalentList || reusedTalentList.until < now) {
    const list = getTalents();
    reusedTalentList = { until: now + TALENT_LIST_REUSE_MS, list };
    list.catch(() => {
      if (reusedTalentList?.list === list) reusedTalentList = null;
    });
  }
  return reusedTalentList.list;
}

export function forgetReusedTalentList(): void {
  reusedTalentList = null;
}

export const getTalentProfile = cachedRead(
  'talent-profile',
  (id: number) => [PANEL_TAGS.talents, PANEL_TAGS.talent(id)],
  async (id: number): Promise<TalentProfile> => {
    const answer = await call('integration', '/api/talent/profile', rawProfileAnswer, {
      query: {
        language: PANEL_LANGUAGE,
        id,
        cover2: 1,
        cover_web: 1,
        skills: 1,
        nationality: 1,
        city: 1,
        media_id: 1,
        current_address: 1,
        albums: JSON.stringify([19, 21]),
      },
    });
    return reshapeProfile(answer.data, panelEnv.storageUrl);
  },
);

export const getTalentAttributes = cachedRead(
  'talent-attributes',
  [PANEL_TAGS.attributes],
  async (): Promise<TalentAttributes> =>
    (await call('integration', '/api/talents/attributes', rawAttributes)).data,
);

type OptionsQuery = {
  language: string;
  countries?: boolean;
  languages?: boolean;
  states?: number;
  ethnicities?: string;
  cities?: { country: number; state: number };
};

const toOptions = (list: { id: number; value: string; iso?: string | null }[] | undefined): Option[] =>
  (list ?? []).map(({ id, value, iso }) => (iso ? { id, value, iso } : { id, value }));

const getOptionsByKey = cachedRead('options', [PANEL_TAGS.options], async (key: string) => {
  const query = JSON.parse(key) as OptionsQuery;
  const answer = await call('integration', '/api/options', rawOptions, {
    query: {
      language: query.language,
      countries: query.countries ? 1 : undefined,
      languages: query.languages ? 1 : undefined,
      states: query.states,
      ethnicities: query.ethnicities,
      cities: query.cities ? JSON.stringify(query.cities) : undefined,
    },
  });
  return {
    countries: toOptions(answer.data.countries),
    languages: toOptions(answer.data.languages),
    states: toOptions(answer.data.states),
    cities: toOptions(answer.data.cities),
    ethnicities: toOptions(answer.data.ethnicities),
  };
});

/** Form option lists (countries, languages, states, cities, ethnicities); only the requested ones come back. */
export function getOptions(query: OptionsQuery) {
  return getOptionsByKey(JSON.stringify(query));
}

/** Slides of one type: `slides` (home) or `slidesabout` (about pages, by description). */
export const getSlides = cachedRead(
  'slides',
  (type: string) => [PANEL_TAGS.slides(type)],
  async (type: string): Promise<Slide[]> => {
    const answer = await call('panel', `/api/slides/${encodeURIComponent(type)}`, rawSlides);
    return answer.data.flatMap((raw) => {
      const images = slideImages(raw);
      if (!images) return [];
      const { desktop, mobile } = images;
      return [
        {
          id: raw.id,
          desktop: media(desktop),
          mobile: media(mobile),
          isVideo: isVideoFile(desktop),
          description:
            raw.description === null || raw.description === undefined ? null : String(raw.description),
        },
      ];
    });
  },
);

function entityList<T>(entity: string, schema: z.ZodType<T>) {
  return cachedRead(`entity-${entity}`, [PANEL_TAGS.entity(entity)], async (): Promise<T[]> => {
    const answer = await call('panel', `/api/entities/${entity}`, z.object({ data: z.array(schema) }));
    return answer.data;
  });
}

const getStaffRaw = entityList('staff', rawStaff);
const getMenuSlidesRaw = entityList('slidesmenu', rawSlides.shape.data.element);
const getBlogTitlesRaw = entityList('blog', rawBlogTitle);

export async function getStaff(): Promise<StaffMember[]> {
  return (await getStaffRaw()).map((raw) => ({
    id: raw.id,
    name: raw.name,
    role: raw.role ?? '',
    email: raw.email,
  }));
}

/** The menu's background image (the first slidesmenu entry), if the panel has one. */
export async function getMenuBackground(): Promise<MenuBackground | null> {
  const [first] = await getMenuSlidesRaw();
  const images = slideImages(first);
  return images ? { desktop: media(images.desktop), mobile: media(images.mobile) } : null;
}

export async function getBlogTitles(): Promise<BlogTitle[]> {
  return getBlogTitlesRaw();
}

export const getWebsiteTexts = cachedRead(
  'website-texts',
  [PANEL_TAGS.websiteTexts],
  async (): Promise<WebsiteTexts> => {
    const answer = await call('panel', '/api/website-texts', rawWebsiteTexts);
    return Object.fromEntries(
      answer.data.map(({ name, text }) => [
        name,
        Object.fromEntries(
          Object.entries(text).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ),
      ]),
    );
  },
);

export const getWebsiteImages = cachedRead(
  'website-images',
  [PANEL_TAGS.websiteImages],
  async (): Promise<WebsiteImage[]> => {
    const answer = await call('panel', '/api/website-images', rawWebsiteImages);
    return answer.data.map((raw) => ({
      name: raw.name,
      desktop: optionalStorageUrl(panelEnv.storageUrl, raw.image_desktop),
      mobile: optionalStorageUrl(panelEnv.storageUrl, raw.image_mobile),
    }));
  },
);

export const getCustomizations = cachedRead(
  'customizations',
  [PANEL_TAGS.customizations],
  async (): Promise<Customizations> => {
    const answer = await call('panel', '/api/customizations', rawCustomizations);
    const value = (name: string) => answer.data.find((entry) => entry.name === name)?.value ?? null;
    return { homeTextColor: value('home_text_color'), beAModelColor: value('menu_text_color_be_a_model') };
  },
);

export const getSocialLinks = cachedRead(
  'social-medias',
  [PANEL_TAGS.socialMedias],
  async (): Promise<SocialLinks> => {
    const answer = await call('panel', '/api/social-medias', rawSocialMedias);
    return Object.fromEntries(
      Object.entries(answer.data).flatMap(([network, entry]) => (entry?.url ? [[network, entry.url]] : [])),
    );
  },
);

/** One page of blog posts, newest first (the news page asks for 10 first, then 6 per "load more"). */
export const getPosts = cachedRead(
  'posts',
  [PANEL_TAGS.posts],
  async (page: number, pageSize: number): Promise<PostPage> => {
    const answer = await call('panel', `/api/posts/${BLOG_TYPE}/${PANEL_LANGUAGE}`, rawPostPage, {
      query: { paginate: pageSize, page },
    });
    return {
      posts: answer.data.data.map((raw) => reshapePost(raw, panelEnv.storageUrl)),
      page: answer.data.current_page,
      lastPage: answer.data.last_page,
      total: answer.data.total,
    };
  },
);

const POSTS_PER_READ = 500;

/** Every blog post, read in pages of 500 (the sitemap and the content index). */
export async function getAllPosts(): Promise<Post[]> {
  const posts: Post[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await getPosts(page, POSTS_PER_READ);
    posts.push(...batch.posts);
    if (batch.page >= batch.lastPage) return posts;
  }
}

/** One post by the slug of any of its translations. */
export const getPost = cachedRead(
  'post',
  (slug: string) => [PANEL_TAGS.posts, PANEL_TAGS.post(slug)],
  async (slug: string): Promise<Post> => {
    const answer = await call(
      'panel',
      `/api/posts/${BLOG_TYPE}/${PANEL_LANGUAGE}/${encodeURIComponent(slug)}`,
      rawPostAnswer,
    );
    return reshapePost(answer.data, panelEnv.storageUrl);
  },
);

/** The tag of a talent's cached composite zip, expired when its file turns out to be gone from storage. */
export const compositeZipTag = (talentId: number) => `composite-zip:${talentId}`;

/**
 * The URL of a zip of a talent's composite images (`items`: the compo item ids, comma-separated). The
 * panel builds a zip on every call, so the URL is cached per talent and gallery content (a changed
 * gallery is another key) and renewed with the talent's tag.
 */
export const getCompositeZipUrl = cachedRead<[talentId: number, items: string], string>(
  'composite-zip',
  (talentId: number) => [PANEL_TAGS.talent(talentId), compositeZipTag(talentId)],
  async (talentId: number, items: string): Promise<string> => {
    const answer = await call('integration', '/api/download/zip', rawZip, {
      method: 'POST',
      body: { id_talent: talentId, media: 'compo', items: items.split(',').map(Number) },
    });
    return media(answer.data.url);
  },
);

/** Forwards a form entry (`getScouted` or `favorites`) as multipart; the panel's answer is returned as is. */
export async function sendEntry(
  entry: 'getScouted' | 'favorites',
  form: FormData,
): Promise<Record<string, unknown>> {
  return call('integration', `/api/entry/${entry}/send`, rawEntryAnswer, { method: 'POST', body: form });
}

export async function sendContactMessage(message: {
  name: string;
  email: string;
  message: string;
}): Promise<Record<string, unknown>> {
  return call('panel', `/api/contact/${PANEL_LANGUAGE}`, rawEntryAnswer, { method: 'POST', body: message });
}

/**
 * A read whose failure must not take the page down (layout chrome, optional extras): the error is logged
 * and the fallback used. With a cached value Next serves it and never gets here; this is the first-start,
 * nothing-cached-yet case.
 */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[panel] ${what} unavailable, rendering without it: ${describe(error)}`);
    return fallback;
  }
}

export type LayoutContent = {
  menuBackground: MenuBackground | null;
  blogTitles: BlogTitle[];
  beAModelColor: string | null;
  socialLinks: SocialLinks;
  texts: WebsiteTexts;
};

/** What every page's header, menu and footer show, in the spec's start-up order; each part optional. */
export async function getLayoutContent(): Promise<LayoutContent> {
  const [texts, socialLinks, menuBackground, blogTitles, customizations] = await Promise.all([
    readOr('website texts', getWebsiteTexts, {}),
    readOr('social medias', getSocialLinks, {}),
    readOr('menu slides', getMenuBackground, null),
    readOr('blog titles', getBlogTitles, []),
    readOr('customizations', getCustomizations, null),
  ]);
  return {
    menuBackground,
    blogTitles,
    beAModelColor: customizations?.beAModelColor ?? null,
    socialLinks,
    texts,
  };
}
