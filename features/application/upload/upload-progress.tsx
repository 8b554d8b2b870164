import { useLocale, useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import type { useFormSend } from '@/components/forms/use-form-send';
import { announcedStep } from '@/lib/forms/upload-figures';
import { countValues, formatTenths } from '@/lib/i18n/numbers';
import styles from './upload-progress.module.css';

type UploadProgressProps = {
  sender: Pick<ReturnType<typeof useFormSend>, 'status' | 'upload'>;
};

const SECONDS_PER_MINUTE = 60;

// While the application is on its way: a bar, how much has left and how long the rest should take;
// screen readers hear each quarter. The wait before another try, and Cancel, are the send footer's.
export function UploadProgress({ sender: { status, upload } }: UploadProgressProps) {
  const t = useTranslations('Application.upload');
  const locale = useLocale();
  const progress = useStore(upload, (shown) => shown.figures);
  if (status !== 'sending') return null;

  const megabytes = (value: number) => formatTenths(value, locale);
  let figures = '';
  if (progress) {
    const { percent, sentMegabytes, totalMegabytes, secondsLeft } = progress;
    const sent = t('sent', { percent, sent: megabytes(sentMegabytes), total: megabytes(totalMegabytes) });
    const left =
      secondsLeft === null
        ? null
        : secondsLeft < SECONDS_PER_MINUTE
          ? t('secondsLeft', countValues(secondsLeft, locale))
          : t('minutesLeft', countValues(Math.ceil(secondsLeft / SECONDS_PER_MINUTE), locale));
    figures = left === null ? sent : `${sent} · ${left}`;
  }
  const step = progress ? announcedStep(progress.percent) : 0;

  return (
    <div className={styles.upload}>
      {/* Without a value the bar shows it is busy: before the first bytes leave, and between tries. */}
      <progress className={styles.bar} aria-label={t('label')} max={100} value={progress?.percent} />
      <p className={styles.figures}>{figures}</p>
      <p role="status" className="visually-hidden">
        {step > 0 ? t('step', { percent: step }) : ''}
      </p>
    </div>
  );
}
