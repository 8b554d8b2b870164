import { getTranslations } from 'next-intl/server';
import { InstagramIcon, LinkedInIcon, TikTokIcon } from '@/components/ui/icons';
import type { ProfileLink } from '@/lib/talents/profile';
import styles from './profile.module.css';

const ICONS = { tiktok: TikTokIcon, instagram: InstagramIcon, linkedin: LinkedInIcon } as const;

export async function ProfileLinks({ links, name }: { links: ProfileLink[]; name: string }) {
  const t = await getTranslations('Profile');
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link) => {
        if (link.kind === 'city') {
          return (
            <li key={link.kind} className={styles.city}>
              <span className="visually-hidden">{t('city')}: </span>
              {link.text}
            </li>
          );
        }
        const label = `${t(`links.${link.kind}`, { name })} ${t('opensInNewTab')}`;
        const Icon = link.kind === 'modelsCom' ? null : ICONS[link.kind];
        return (
          <li key={link.kind}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              className={Icon ? styles.iconLink : styles.textLink}
            >
              {Icon ? <Icon width={22} height={22} /> : 'models.com'}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
