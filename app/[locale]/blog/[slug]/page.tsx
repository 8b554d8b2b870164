import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { PostDate } from '@/features/news/post-date';
import { JsonLd } from '@/components/seo/json-ld';
import { SlideCarousel } from '@/components/slides/slide-carousel';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { NeighbourLink, neighboursClassName } from '@/components/ui/neighbour-link';
import { formatPostDate } from '@/features/news/dates';
import { postNeighbours } from '@/features/news/neighbours';
import { sanitizePostHtml } from '@/lib/content/sanitize';
import { translationFor } from '@/features/news/translation';
import { readOr, requireContent } from '@/lib/errors/content-unavailable';
import { isContentSlug } from '@/lib/i18n/content-routes';
import { postHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import { permanentRedirect, type AppHref } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/locales';
import { resolvePageLocale } from '@/lib/i18n/server';
import type { Post } from '@/lib/content/types';
import { getAllPosts, getPost, isPanelError } from '@/lib/panel';
import { isVideoFile } from '@/lib/panel/reshape';
import { pageMetadata } from '@/lib/seo/metadata';
import { shareCard, shareCardPath } from '@/lib/seo/sharing';
import { blogPosting, breadcrumbs } from '@/lib/seo/structured-data';
import styles from '@/features/news/post.module.css';

// Any post may exist in the panel: each renders on its first visit and is then cached like every page.
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

const SLIDE_SIZES = '(min-width: 60rem) 56rem, 100vw';

type Params = PageProps<'/[locale]/blog/[slug]'>['params'];

/** Shared by the metadata and the page. */
const loadPost = cache((slug: string) =>
  requireContent(async (): Promise<Post | null> => {
    try {
      return await getPost(slug);
    } catch (error) {
      if (isPanelError(error) && error.code === 'not_found') return null;
      throw error;
    }
  }),
);

async function resolvePost(params: Params) {
  const locale = await resolvePageLocale(params);
  const { slug } = await params;
  // The panel's 404 (or a slug no post could have) is this post's not-found page (./not-found.tsx).
  const post = isContentSlug(slug) ? await loadPost(slug) : null;
  const shown = post && translationFor(post, locale);
  if (!post || !shown) notFound();
  return { locale, slug, post, shown };
}

/** The slugs differ per language. */
function translationHrefs(post: Post): Partial<Record<Locale, AppHref>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const translation = post.translations[locale];
      return translation ? [[locale, postHref(translation.slug)]] : [];
    }),
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { post, shown } = await resolvePost(params);
  // A post missing the visitor's language is shown in another one: that version is the canonical page.
  return pageMetadata({
    locale: shown.language,
    title: shown.title,
    description: shown.description || undefined,
    href: postHref(shown.slug),
    translations: translationHrefs(post),
    image: shareCard(shareCardPath.post(shown.slug), shown.title),
    type: 'article',
    publishedTime: formatPostDate(post.createdAt, shown.language)?.dateTime,
  });
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { locale, slug, post, shown } = await resolvePost(params);
  // Another language's slug (e.g. /en/blog/{pt slug}): one permanent address per translation.
  if (slug !== shown.slug) permanentRedirect({ href: postHref(shown.slug), locale });
  const [t, titles, posts] = await Promise.all([
    getTranslations('Blog'),
    getTranslations('Metadata'),
    readOr('posts beside this one', getAllPosts, []),
  ]);
  const neighbours = postNeighbours(posts, post.id, shown.language);
  const date = formatPostDate(post.createdAt, locale);
  const postUrl = absoluteUrl(postHref(shown.slug), shown.language);
  const slides = shown.slides.map((url, index) => ({
    id: index,
    desktop: url,
    mobile: url,
    isVideo: isVideoFile(url),
    description: null,
  }));

  return (
    <>
      <JsonLd
        data={[
          blogPosting({ post: shown, url: postUrl, datePublished: date?.dateTime }),
          breadcrumbs([
            { name: titles('home'), url: absoluteUrl('/', locale) },
            { name: titles('news'), url: absoluteUrl('/news', locale) },
            { name: shown.title, url: postUrl },
          ]),
        ]}
      />
      <article
        className={styles.post}
        aria-labelledby="post-title"
        lang={shown.language === locale ? undefined : shown.language}
      >
        <header className={styles.head}>
          <Link href="/news" className={styles.back}>
            <ArrowLeftIcon width={18} height={18} />
            {t('allNews')}
          </Link>
          {date && <PostDate date={date} />}
          <h1 id="post-title" className={styles.title}>
            {shown.title}
          </h1>
          {shown.description && <p className={styles.lead}>{shown.description}</p>}
        </header>
        {slides.length > 0 && (
          <SlideCarousel
            variant="gallery"
            className={styles.slides}
            labels={{
              carousel: t('pictures', { title: shown.title }),
              pause: t('pauseVideo'),
              play: t('playVideo'),
              previous: t('previousPicture'),
              next: t('nextPicture'),
            }}
            slides={slides}
            sizes={SLIDE_SIZES}
            preloadFirst
          />
        )}
        <div
          className={styles.content}
          dangerouslySetInnerHTML={{ __html: sanitizePostHtml(shown.content) }}
        />
        <footer className={styles.foot}>
          {(neighbours.previous || neighbours.next) && (
            <nav className={neighboursClassName} aria-label={t('morePosts')}>
              {neighbours.previous && (
                <NeighbourLink
                  href={postHref(neighbours.previous.slug)}
                  direction="previous"
                  label={t('previousPost')}
                  name={neighbours.previous.title}
                />
              )}
              {neighbours.next && (
                <NeighbourLink
                  href={postHref(neighbours.next.slug)}
                  direction="next"
                  label={t('nextPost')}
                  name={neighbours.next.title}
                />
              )}
            </nav>
          )}
          <Link href="/news" className={styles.back}>
            <ArrowLeftIcon width={18} height={18} />
            {t('allNews')}
          </Link>
        </footer>
      </article>
    </>
  );
}
