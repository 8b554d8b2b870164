import type { ComponentType, SVGProps } from 'react';
import {
  FacebookIcon,
  GlobeIcon,
  InstagramIcon,
  LinkedInIcon,
  SpotifyIcon,
  TikTokIcon,
  YouTubeIcon,
} from '@/components/ui/icons';
import type { SocialLinks as SocialLinkMap } from '@/lib/content/types';
import styles from './social-links.module.css';

/** The networks the site knows, in display order, with the names they go by everywhere. */
const NETWORKS: Record<string, { name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = {
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  youtube: { name: 'YouTube', Icon: YouTubeIcon },
  spotify: { name: 'Spotify', Icon: SpotifyIcon },
  tiktok: { name: 'TikTok', Icon: TikTokIcon },
  linkedin: { name: 'LinkedIn', Icon: LinkedInIcon },
};

type SocialEntry = {
  network: string;
  url: string;
  name: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/** Known networks first in display order, others named by host; only web addresses become links. */
export function socialEntries(links: SocialLinkMap): SocialEntry[] {
  const entries: SocialEntry[] = [];
  const known = Object.keys(NETWORKS);
  const order = [
    ...known,
    ...Object.keys(links)
      .filter((network) => !known.includes(network))
      .sort(),
  ];
  for (const network of order) {
    const url = links[network];
    const host = url && /^https?:\/\//i.test(url) ? hostOf(url) : null;
    if (!url || !host) continue;
    const { name, Icon } = NETWORKS[network] ?? { name: host.replace(/^www\./, ''), Icon: GlobeIcon };
    entries.push({ network, url, name, Icon });
  }
  return entries;
}

export function SocialLinks({ links, opensInNewTab }: { links: SocialLinkMap; opensInNewTab: string }) {
  const entries = socialEntries(links);
  if (entries.length === 0) return null;
  return (
    <ul className={styles.links}>
      {entries.map(({ network, url, name, Icon }) => (
        <li key={network}>
          <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
            <Icon width={22} height={22} />
            <span>{name}</span>
            <span className="visually-hidden"> {opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
