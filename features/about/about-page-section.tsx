import type { ReactNode } from 'react';
import { TeamList } from '@/components/ui/team-list';
import { SlideCarousel, type CarouselLabels } from '@/components/slides/slide-carousel';
import { aboutHeadingId, type AboutPage } from './pages';
import { Link } from '@/components/ui/link';
import type { Slide, StaffMember } from '@/lib/content/types';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './about-page-section.module.css';

/** From 1024 px the slider sits beside the text in a landscape frame: the desktop art; the mobile art below. */
const DESKTOP_MEDIA = '(min-width: 1024px)';
const SLIDE_SIZES = '(min-width: 1024px) 55vw, 100vw';

type AboutPageSectionProps = {
  page: AboutPage;
  title: string;
  /** The page's text, already sanitized. */
  html: string;
  slides: Slide[];
  slideLabels: CarouselLabels;
  /** Page 1's first picture is the page's largest paint. */
  preloadFirst: boolean;
  children?: ReactNode;
};

export function AboutPageSection({
  page,
  title,
  html,
  slides,
  slideLabels,
  preloadFirst,
  children,
}: AboutPageSectionProps) {
  const headingId = aboutHeadingId(page);
  return (
    <section
      className={`${styles.section} ${slides.length > 0 ? styles.withSlides : styles.textOnly}`}
      aria-labelledby={headingId}
    >
      {slides.length > 0 && (
        <SlideCarousel
          variant="show"
          className={styles.slides}
          labels={slideLabels}
          slides={slides}
          sizes={SLIDE_SIZES}
          desktopMedia={DESKTOP_MEDIA}
          preloadFirst={preloadFirst}
        />
      )}
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {html && <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />}
        {children}
      </div>
    </section>
  );
}

export function AboutTeam({ title, staff }: { title: string; staff: StaffMember[] }) {
  if (staff.length === 0) return null;
  return (
    <section className={styles.extra} aria-labelledby="about-team">
      <h3 id="about-team" className={styles.extraTitle}>
        {title}
      </h3>
      <TeamList staff={staff} />
    </section>
  );
}

export function AboutInvitation({ apply, contact }: { apply: string; contact: string }) {
  return (
    <p className={styles.actions}>
      <Link href="/be-a-model" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
        {apply}
      </Link>
      <Link href="/contact" className={buttonStyles.button}>
        {contact}
      </Link>
    </p>
  );
}
