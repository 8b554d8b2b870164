'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useShownMeasureUnit } from '@/lib/ui/measure-unit';
import { compCardHref } from '@/lib/api/comp-card-links';
import buttonStyles from '@/components/ui/button.module.css';

/** A plain download link, so it works before any script runs. */
export function CompCardLink({ talentId }: { talentId: number }) {
  const t = useTranslations('Profile.compositeDownload');
  const locale = useLocale();
  const unit = useShownMeasureUnit();
  return (
    <a className={buttonStyles.button} href={compCardHref(talentId, locale, unit)} download>
      {t('compCard')}
    </a>
  );
}
