import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { InstagramIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/i18n/locales';
import type { LayoutContent } from './layout-content';
import { site } from '@/lib/site';
import { readableTextColor } from '@/lib/ui/contrast';
import { MenuTicker } from './menu-ticker';
import { FavoritesLink } from './favorites-link';
import { HeaderSoundToggle } from './header-sound-toggle';
import { MenuContact } from './menu-content';
import { SiteMenu } from './site-menu';
import styles from './site-header.module.css';

const MENU_BACKGROUND = '#ffffff';

type SiteHeaderProps = { locale: Locale; content: LayoutContent };

// Home-only parts and the logo are both rendered and `data-page="home"` decides in CSS which shows, so
// the header stays a server component.
export async function SiteHeader({ locale, content }: SiteHeaderProps) {
  const t = await getTranslations('Header');
  const { socialLinks } = content;
  const tickerPosts = postsInLanguage(content.blogTitles, locale);
  // The menu is white: the panel's colour, darkened if needed so the entry stays readable.
  const beAModelColor = content.beAModelColor && readableTextColor(content.beAModelColor, MENU_BACKGROUND);

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <Link href="/" className={`${styles.logo} not-home`} aria-label={`${site.name}: ${t('home')}`}>
          {site.name}
        </Link>
        <div className={`${styles.homeTools} home-only`}>
          {socialLinks.models && (
            <a
              className={styles.textLink}
              href={socialLinks.models}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('modelsDirectory')}
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          )}
          <HeaderSoundToggle />
        </div>
      </div>
      <div className={styles.end}>
        {socialLinks.instagram && (
          <a
            className={styles.icon}
            href={socialLinks.instagram}
            rel="noopener noreferrer"
            target="_blank"
            aria-label={`${t('socialMedia')} ${t('opensInNewTab')}`}
          >
            <InstagramIcon />
          </a>
        )}
        <FavoritesLink className={styles.icon} label={t('favorites')} />
        <SiteMenu
          beAModelColor={beAModelColor ?? undefined}
          background={content.menuBackground ?? undefined}
          extras={
            <>
              <MenuContact texts={content.texts} locale={locale} />
              <MenuTicker posts={tickerPosts} />
            </>
          }
        />
      </div>
    </header>
  );
}

/** The ticker shows the visitor's language; a panel with posts in only one language shows those. */
function postsInLanguage(titles: LayoutContent['blogTitles'], locale: Locale) {
  const own = titles.filter((title) => title.language === locale);
  return (own.length > 0 ? own : titles).map(({ id, title, slug }) => ({ id, title, slug }));
}
