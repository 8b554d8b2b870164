import { getTranslations } from 'next-intl/server';
import { InChosenUnit } from '@/features/catalogue/measure-list';
import { CARD_WIDEST, PlainImage } from '@/components/ui/plain-image';
import { Link } from '@/components/ui/link';
import type { Category } from '@/lib/i18n/categories';
import { profileHref } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';
import type { MeasureUnit } from '@/lib/talents/measures';
import { differenceAmount, type Difference, type LookAlike } from '@/lib/talents/similar';
import { talentSlug } from '@/lib/talents/slug';
import styles from './similar-talent.module.css';

type SimilarTalentProps = { lookAlikes: LookAlike[]; category: Category; locale: Locale };

export async function SimilarTalent({ lookAlikes, category, locale }: SimilarTalentProps) {
  const t = await getTranslations({ locale, namespace: 'SimilarTalent' });
  if (lookAlikes.length === 0) return null;
  const differs = (difference: Difference, unit: MeasureUnit) =>
    t(`differs.${difference.key}`, {
      amount: differenceAmount(difference, unit, locale),
      years: Math.abs(difference.amount),
    });

  return (
    <section className={styles.similar} aria-labelledby="similar-talent">
      <h2 id="similar-talent" className={styles.heading}>
        {t('heading')}
      </h2>
      <ul className={styles.list}>
        {lookAlikes.map(({ talent, differsMost }) => (
          <li key={talent.id}>
            {/* Every look-alike is in this category: its profile there, as this list links it. */}
            <Link href={profileHref(category, talent.id, talentSlug(talent.name))} className={styles.card}>
              <span className={styles.cover}>
                {/* The link's text names the talent: the picture adds nothing to read out. */}
                {talent.cover && (
                  <PlainImage
                    src={talent.cover}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 16vw, (min-width: 700px) 25vw, 33vw"
                    widest={CARD_WIDEST}
                    loading="lazy"
                  />
                )}
              </span>
              <span className={styles.name}>{talent.name}</span>{' '}
              {differsMost && (
                <span className={styles.differs}>
                  <InChosenUnit cm={differs(differsMost, 'cm')} in={differs(differsMost, 'in')} />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
