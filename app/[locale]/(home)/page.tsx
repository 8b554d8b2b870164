import type { CSSProperties } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getTranslations } from 'next-intl/server';
import { homeTheme } from '@/features/home/home-theme';
import { HomeTextPanel } from '@/features/home/home-text-panel';
import { JsonLd } from '@/components/seo/json-ld';
import { SlideCarousel } from '@/components/slides/slide-carousel';
import { readOr, requireContent } from '@/lib/errors/content-unavailable';
import { resolvePageLocale } from '@/lib/i18n/server';
import { websiteHtml } from '@/lib/content/website-texts';
import type { Slide } from '@/lib/content/types';
import { getCustomizations, getSlides, getSocialLinks, getWebsiteTexts } from '@/lib/panel';
import { namedPageMetadata } from '@/lib/seo/metadata';
import { agency, webSite } from '@/lib/seo/structured-data';
import { site } from '@/lib/site';
import styles from './home.module.css';

const firstPicture = (slides: Slide[]) => slides.find((slide) => !slide.isVideo)?.desktop ?? null;

// In a route group: Next applies the layout's title template to the segments below it only.
export function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return namedPageMetadata(params, 'home', '/');
}

/** Without the slides it is the 503 error page; the text and its colour are extras. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const [slides, texts, customizations, socialLinks, t] = await Promise.all([
    requireContent(() => getSlides('slides')),
    readOr('website texts', getWebsiteTexts, {}),
    readOr('customizations', getCustomizations, null),
    readOr('social medias', getSocialLinks, {}),
    getTranslations('Home'),
  ]);
  const homeText = websiteHtml(texts, 'home_text', locale);
  const theme = homeTheme(customizations?.homeTextColor ?? null);
  const themeStyle = { '--home-accent': theme.accent, '--home-ground': theme.ground } as CSSProperties;

  return (
    <div data-page="home" className={styles.home} style={themeStyle}>
      <h1 className="visually-hidden">{site.name}</h1>
      <JsonLd data={[webSite(locale), agency({ locale, texts, socialLinks, image: firstPicture(slides) })]} />
      {slides.length > 0 && (
        <SlideCarousel
          variant="show"
          className={styles.slideshow}
          slides={slides}
          sizes="100vw"
          preloadFirst
          labels={{ carousel: t('slideshow'), pause: t('pauseSlides'), play: t('playSlides') }}
        />
      )}
      {homeText && (
        <ClientMessages namespaces={['Home']}>
          <HomeTextPanel>
            <div dangerouslySetInnerHTML={{ __html: homeText }} />
          </HomeTextPanel>
        </ClientMessages>
      )}
    </div>
  );
}
