import { ArtPicture } from '@/components/ui/art-picture';
import type { MenuBackground } from '@/lib/content/types';
import styles from './menu-content.module.css';

/** The slidesmenu image behind the open menu: the desktop picture from 1024 px, the mobile one below. */
export function MenuBackdrop({ image }: { image: MenuBackground }) {
  return (
    <div className={styles.backdrop}>
      <ArtPicture
        mobile={image.mobile}
        desktop={image.desktop}
        desktopMedia="(min-width: 1024px)"
        sizes="(min-width: 1024px) 45vw, 100vw"
        className={styles.image}
      />
    </div>
  );
}
