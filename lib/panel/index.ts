import 'server-only';
import { panelLocale } from '@/lib/i18n/locales';
import * as z from '@/lib/zod-mini';
import { cachedRead, sharedForAWhile } from './cache';
import { callPanel as call } from './client';
import { panelEnv } from './env';
import {
  BOOK_ALBUM_ID,
  reshapeCustomizations,
  reshapeMenuBackground,
  reshapePost,
  reshapeProfile,
  reshapeSlides,
  reshapeSocialLinks,
  reshapeStaff,
  reshapeTalent,
  reshapeWebsiteImages,
  reshapeWebsiteTexts,
  SHOWS_ALBUM_ID,
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
  rawSlide,
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
  MenuBackground,
  Option,
  Post,
  PostPage,
  Slide,
  StaffMember,
  Talent,
  TalentAttributes,
  TalentProfile,
} from '@/lib/content/types';

// The panel's calls, each a cached read (./cache.ts) over the transport (./client.ts), its answer
// reshaped into the site's types (./reshape.ts).

export { PanelError, isPanelError } from './errors';
export { PANEL_TAGS, isPanelTag } from './tags';

const TALENT_PAGE_SIZE = 100_000;
const BLOG_TYPE = 'blog';

const media = (path: string) => storageUrl(panelEnv.storageUrl, path);

/** Pages read it through Next's cache so they carry its tag and revalidation time. */
export const getTalents = cachedRead('talents', [PANEL_TAGS.talents], async (): Promise<Talent[]> => {
  const answer = await call('integration', '/api/talents', rawTalentList, {
    method: 'POST',
    query: { language: panelLocale, paginate: TALENT_PAGE_SIZE, cover_web: 1, website_categories: 1 },
  });
  return answer.data.data.map((raw) => reshapeTalent(raw, panelEnv.storageUrl));
});

const TALENT_LIST_REUSE_MS = 5_000;

/** For hot paths without cache tags: one parse shared a few seconds; revalidating `talents` drops it. */
const sharedTalentList = sharedForAWhile(() => getTalents(), TALENT_LIST_REUSE_MS);
export const getTalentsForRequests = sharedTalentList.get;
export const forgetReusedTalentList = sharedTalentList.forget;

export const getTalentProfile = cachedRead(
  'talent-profile',
  (id: number) => [PANEL_TAGS.talents, PANEL_TAGS.talent(id)],
  async (id: number): Promise<TalentProfile> => {
    const answer = await call('integration', '/api/talent/profile', rawProfileAnswer, {
      query: {
        language: panelLocale,
        id,
        cover2: 1,
        cover_web: 1,
        skills: 1,
        nationality: 1,
        city: 1,
        media_id: 1,
        current_address: 1,
        albums: JSON.stringify([BOOK_ALBUM_ID, SHOWS_ALBUM_ID]),
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

export function getOptions(query: OptionsQuery) {
  return getOptionsByKey(JSON.stringify(query));
}

export const getSlides = cachedRead(
  'slides',
  (type: string) => [PANEL_TAGS.slides(type)],
  async (type: string): Promise<Slide[]> => {
    const answer = await call('panel', `/api/slides/${encodeURIComponent(type)}`, rawSlides);
    return reshapeSlides(answer.data, panelEnv.storageUrl);
  },
);

function entityList<T>(entity: string, schema: z.ZodMiniType<T>) {
  return cachedRead(`entity-${entity}`, [PANEL_TAGS.entity(entity)], async (): Promise<T[]> => {
    const answer = await call('panel', `/api/entities/${entity}`, z.object({ data: z.array(schema) }));
    return answer.data;
  });
}

const getStaffRaw = entityList('staff', rawStaff);
const getMenuSlidesRaw = entityList('slidesmenu', rawSlide);
const getBlogTitlesRaw = entityList('blog', rawBlogTitle);

export async function getStaff(): Promise<StaffMember[]> {
  return reshapeStaff(await getStaffRaw());
}

export async function getMenuBackground(): Promise<MenuBackground | null> {
  const [first] = await getMenuSlidesRaw();
  return reshapeMenuBackground(first, panelEnv.storageUrl);
}

export async function getBlogTitles(): Promise<BlogTitle[]> {
  return getBlogTitlesRaw();
}

type WebsiteSetting = (typeof PANEL_TAGS)[
  'websiteTexts' | 'websiteImages' | 'customizations' | 'socialMedias'];

function websiteSetting<Data, T>(
  setting: WebsiteSetting,
  schema: z.ZodMiniType<{ data: Data }>,
  reshape: (data: Data) => T,
) {
  return cachedRead(setting, [setting], async (): Promise<T> => {
    const answer = await call('panel', `/api/${setting}`, schema);
    return reshape(answer.data);
  });
}

export const getWebsiteTexts = websiteSetting(PANEL_TAGS.websiteTexts, rawWebsiteTexts, reshapeWebsiteTexts);
export const getWebsiteImages = websiteSetting(PANEL_TAGS.websiteImages, rawWebsiteImages, (data) =>
  reshapeWebsiteImages(data, panelEnv.storageUrl),
);
export const getCustomizations = websiteSetting(
  PANEL_TAGS.customizations,
  rawCustomizations,
  reshapeCustomizations,
);
export const getSocialLinks = websiteSetting(PANEL_TAGS.socialMedias, rawSocialMedias, reshapeSocialLinks);

export const getPosts = cachedRead(
  'posts',
  [PANEL_TAGS.posts],
  async (page: number, pageSize: number): Promise<PostPage> => {
    const answer = await call('panel', `/api/posts/${BLOG_TYPE}/${panelLocale}`, rawPostPage, {
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

export async function getAllPosts(): Promise<Post[]> {
  const posts: Post[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await getPosts(page, POSTS_PER_READ);
    posts.push(...batch.posts);
    if (batch.page >= batch.lastPage) return posts;
  }
}

export const getPost = cachedRead(
  'post',
  (slug: string) => [PANEL_TAGS.posts, PANEL_TAGS.post(slug)],
  async (slug: string): Promise<Post> => {
    const answer = await call(
      'panel',
      `/api/posts/${BLOG_TYPE}/${panelLocale}/${encodeURIComponent(slug)}`,
      rawPostAnswer,
    );
    return reshapePost(answer.data, panelEnv.storageUrl);
  },
);

/** The panel builds a zip on every call, so the URL is cached per talent and gallery content. */
export const getCompositeZipUrl = cachedRead<[talentId: number, items: string], string>(
  'composite-zip',
  (talentId: number) => [PANEL_TAGS.talent(talentId), PANEL_TAGS.compositeZip(talentId)],
  async (talentId: number, items: string): Promise<string> => {
    const answer = await call('integration', '/api/download/zip', rawZip, {
      method: 'POST',
      body: { id_talent: talentId, media: 'compo', items: items.split(',').map(Number) },
    });
    return media(answer.data.url);
  },
);

/** Resolves only on the panel's documented success. */
export async function sendEntry(
  entry: 'getScouted' | 'favorites',
  form: FormData,
  idempotencyKey?: string,
): Promise<Record<string, unknown>> {
  return call('integration', `/api/entry/${entry}/send`, rawEntryAnswer, {
    method: 'POST',
    body: form,
    idempotencyKey,
  });
}

/** The receipt reference goes with the message and as its idempotency key. */
export async function sendContactMessage(message: {
  name: string;
  email: string;
  message: string;
  reference: string;
}): Promise<Record<string, unknown>> {
  return call('panel', `/api/contact/${panelLocale}`, rawEntryAnswer, {
    method: 'POST',
    body: message,
    idempotencyKey: message.reference,
  });
}
