import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { FavoriteToggle } from '@/features/favorites/favorite-toggle';
import { BackToList } from '@/features/profile/back-to-list';
import { ProfileGalleries } from '@/features/profile/profile-galleries';
import { ProfileLinks } from '@/features/profile/profile-links';
import { ProfileNeighbours } from '@/features/profile/profile-neighbours';
import { SimilarTalent } from '@/features/profile/similar-talent';
import styles from '@/features/profile/profile.module.css';
import { talentIdInPath } from '@/lib/i18n/content-routes';
import { profileHref } from '@/lib/i18n/hrefs';
import { permanentRedirect } from '@/lib/i18n/navigation';
import { canonicalCategory, isCategory, primaryCategory } from '@/lib/i18n/categories';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import { resolvePageLocale } from '@/lib/i18n/server';
import { readOr, requireContent } from '@/lib/errors/content-unavailable';
import { getTalentProfile, getTalentsForRequests, isPanelError } from '@/lib/panel';
import { neighboursIn } from '@/lib/talents/neighbours';
import { similarTalents } from '@/lib/talents/similar';
import { toProfileView, type ProfileView } from '@/lib/talents/profile';
import { pageMetadata } from '@/lib/seo/metadata';
import { shareCard, shareCardPath } from '@/lib/seo/sharing';
import { breadcrumbs, person } from '@/lib/seo/structured-data';
import { searchablePictures } from '@/lib/seo/talent-pictures';
import { JsonLd } from '@/components/seo/json-ld';

// Any talent id may exist in the panel: profiles render on their first visit and are then cached.
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Params = PageProps<'/[locale]/[category]/[id]/[slug]'>['params'];

/** Shared by the metadata and the page; a panel failure is the 503 page. */
const loadProfile = cache((id: number) =>
  requireContent(async () => {
    try {
      return await getTalentProfile(id);
    } catch (error) {
      if (isPanelError(error) && error.code === 'not_found') return null;
      throw error;
    }
  }),
);

async function resolveProfile(params: Params) {
  const locale = await resolvePageLocale(params);
  const { category, id, slug } = await params;
  const talentId = talentIdInPath(id);
  if (!isCategory(category) || talentId === null) notFound();
  const profile = await loadProfile(talentId);
  if (!profile) notFound();
  const shownUnder = canonicalCategory(profile.categoryIds, category) ?? category;
  const view = toProfileView(profile, shownUnder, locale, new Date());
  // One canonical URL per talent (its first category), however many lists show it.
  const canonical = profileHref(primaryCategory(profile.categoryIds) ?? shownUnder, view.id, view.slug);
  return { locale, requested: { category, slug }, view, canonical };
}

function profileDescription(view: ProfileView, fallback: string | undefined): string | undefined {
  const first = view.biography[0];
  return first ? first.slice(0, 160) : fallback;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, view, canonical } = await resolveProfile(params);
  const t = await getTranslations({ locale, namespace: 'Profile' });
  return pageMetadata({
    locale,
    title: view.name,
    description: profileDescription(view, t('description', { name: view.name })),
    href: canonical,
    image: shareCard(shareCardPath.talent(view.id), t('coverAlt', { name: view.name })),
    type: 'profile',
  });
}

export default async function ProfilePage({ params }: { params: Params }) {
  const { locale, requested, view, canonical } = await resolveProfile(params);
  // A stale name slug or a category the talent is not in: one permanent address per profile.
  if (requested.category !== view.category || requested.slug !== view.slug) {
    permanentRedirect({ href: profileHref(view.category, view.id, view.slug), locale });
  }
  const [t, titles, talents] = await Promise.all([
    getTranslations('Profile'),
    getTranslations('Metadata'),
    // Only the look-alikes and the previous and next links need the list: the profile shows without them.
    readOr('talents', getTalentsForRequests, []),
  ]);
  const pageUrl = absoluteUrl(canonical, locale);
  const structuredData = [
    person({
      name: view.name,
      url: pageUrl,
      images: searchablePictures(view.cover, view.galleries.book),
      description: profileDescription(view, undefined),
      city: view.links.find((link) => link.kind === 'city')?.text ?? null,
      jobTitle: titles(view.category),
    }),
    breadcrumbs([
      { name: titles('home'), url: absoluteUrl('/', locale) },
      { name: titles(view.category), url: absoluteUrl(`/${view.category}`, locale) },
      { name: view.name, url: pageUrl },
    ]),
  ];

  return (
    <ClientMessages namespaces={['Profile', 'Catalogue']}>
      <article className={styles.profile} aria-labelledby="profile-name">
        <JsonLd data={structuredData} />
        <header className={styles.head}>
          <BackToList category={view.category} label={titles(view.category)} />
          <h1 id="profile-name" className={styles.name}>
            {view.name}
          </h1>
          <FavoriteToggle
            talent={{
              id: view.id,
              name: view.name,
              slug: view.slug,
              category: view.category,
              cover: view.cover,
            }}
            className={styles.favorite}
          />
        </header>
        <div className={styles.facts}>
          {view.age !== null && <p className={styles.age}>{t('age', { age: view.age })}</p>}
          <ProfileLinks links={view.links} name={view.name} />
        </div>
        {view.biography.length > 0 && (
          <section className={styles.biography} aria-label={t('biography')}>
            {view.biography.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        )}
        <ProfileGalleries profile={view} />
        <SimilarTalent
          lookAlikes={similarTalents(talents, view.category, view.id)}
          category={view.category}
          locale={locale}
        />
        <ProfileNeighbours
          key={view.id}
          category={view.category}
          id={view.id}
          initial={neighboursIn(talents, view.category, view.id)}
        />
      </article>
    </ClientMessages>
  );
}
