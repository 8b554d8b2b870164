import { ArtPicture } from '@/components/ui/art-picture';
import type { MenuBackground } from '@/lib/content/types';
import styles from './menu-content.module.css';

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
