import { ArtPicture } from '@/components/ui/art-picture';
import type { PhotoSlot } from '../model/field-table';
import type { WebsiteImage } from '@/lib/content/types';
import styles from '../application.module.css';

const SIZES = '(min-width: 1024px) 22vw, 45vw';

/** The panel's image for the slot (desktop from 768 px), or a drawn figure framed like the slot. */
export function PhotoExample({
  slot,
  image,
  alt,
}: {
  slot: PhotoSlot;
  image: WebsiteImage | undefined;
  alt: string;
}) {
  const desktop = image?.desktop ?? image?.mobile;
  const mobile = image?.mobile ?? image?.desktop;
  if (!desktop || !mobile) return <ExampleFigure slot={slot} alt={alt} />;
  return (
    <ArtPicture
      mobile={mobile}
      desktop={desktop}
      desktopMedia="(min-width: 768px)"
      sizes={SIZES}
      alt={alt}
      className={styles.photoImage}
    />
  );
}

/** Which part of the drawn figure (viewBox) each slot frames, all 3:4 like the slot. */
const FRAMES: Record<PhotoSlot, string> = {
  closeUp: '30 6 60 80',
  smiling: '30 6 60 80',
  halfBody: '0 0 120 160',
  fullBody: '-60 0 240 320',
};

function ExampleFigure({ slot, alt }: { slot: PhotoSlot; alt: string }) {
  return (
    <svg className={styles.exampleFigure} viewBox={FRAMES[slot]} role="img" aria-label={alt}>
      <rect x="-60" y="0" width="240" height="320" fill="#ecebe7" />
      <g fill="#c9c6bf">
        <circle cx="60" cy="40" r="18" />
        <path d="M52 56h16v10H52z" />
        <path d="M30 74q30-12 60 0l6 70H24z" />
        <path d="M30 74l-10 80 8 2 14-70zM90 74l10 80-8 2-14-70z" />
        <path d="M38 144h20l-2 150H44zM62 144h20l-6 150H64z" />
      </g>
      {slot === 'smiling' && (
        <path d="M52 45q8 8 16 0" fill="none" stroke="#8f8b82" strokeWidth="1.6" strokeLinecap="round" />
      )}
    </svg>
  );
}
