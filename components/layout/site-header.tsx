import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { HeartIcon } from '@/components/ui/icons';
import { site } from '@/lib/site';
import { SiteMenu } from './site-menu';
import { SoundToggle } from './sound-toggle';
import styles from './site-header.module.css';

/**
 * The top bar. Home-only parts (sound) and the logo (every page but home) are both rendered; the page
 * marker `data-page="home"` decides in CSS which shows, so the header stays a server component.
 */
export async function SiteHeader() {
  const t = await getTranslations('Header');
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <Link href="/" className={`${styles.logo} not-home`} aria-label={`${site.name}: ${t('home')}`}>
          {site.name}
        </Link>
        <div className={`${styles.homeTools} home-only`}>
          <SoundToggle />
        </div>
      </div>
      <div className={styles.end}>
        <Link href="/favorites" className={styles.icon} aria-label={t('favorites')}>
          <HeartIcon />
        </Link>
        <SiteMenu />
      </div>
    </header>
  );
}
