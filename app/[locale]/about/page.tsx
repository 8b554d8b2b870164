import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AboutInvitation, AboutPageSection, AboutTeam } from '@/features/about/about-page-section';
import { AboutStory } from '@/features/about/about-story';
import { SoundToggle } from '@/features/layout/sound-toggle';
import {
  ABOUT_PAGES,
  LAST_ABOUT_PAGE,
  VISION_PAGE,
  aboutTextKeys,
  slidesForAboutPage,
} from '@/features/about/pages';
import { readOr, requireContent } from '@/lib/errors/content-unavailable';
import { resolvePageLocale } from '@/lib/i18n/server';
import { namedPageMetadata } from '@/lib/seo/metadata';
import { websiteHtml, websiteText } from '@/lib/content/website-texts';
import { getSlides, getStaff, getWebsiteTexts } from '@/lib/panel';
import pageStyles from '@/components/ui/page.module.css';
import styles from './about.module.css';

export function generateMetadata({ params }: PageProps<'/[locale]/about'>) {
  return namedPageMetadata(params, 'about', '/about');
}

/** Without its texts it is the 503 error page; the pictures and the team are extras. */
export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await resolvePageLocale(params);
  const [texts, slides, staff, t] = await Promise.all([
    requireContent(getWebsiteTexts),
    readOr('about slides', () => getSlides('slidesabout'), []),
    readOr('staff', getStaff, []),
    getTranslations('About'),
  ]);
  const pages = ABOUT_PAGES.map((page) => {
    const keys = aboutTextKeys(page);
    const title = websiteText(texts, keys.title, locale) || t('pageTitle', { page });
    return (
      <AboutPageSection
        key={page}
        page={page}
        title={title}
        html={websiteHtml(texts, keys.text, locale)}
        slides={slidesForAboutPage(slides, page)}
        slideLabels={{ carousel: t('pictures', { title }), pause: t('pauseSlides'), play: t('playSlides') }}
        preloadFirst={page === 1}
      >
        {page === VISION_PAGE && <AboutTeam title={t('team')} staff={staff} />}
        {page === LAST_ABOUT_PAGE && <AboutInvitation apply={t('apply')} contact={t('contact')} />}
      </AboutPageSection>
    );
  });

  return (
    <article className={`${pageStyles.page} ${styles.about}`} aria-labelledby="about-title">
      <header className={styles.head}>
        <h1 id="about-title" className={styles.title}>
          {t('title')}
        </h1>
        <SoundToggle autoplay className={styles.sound} />
      </header>
      <ClientMessages namespaces={['About']}>
        <AboutStory pages={pages} />
      </ClientMessages>
    </article>
  );
}
