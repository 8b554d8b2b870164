import { useLocale, useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import type { useFormSend } from '@/components/forms/use-form-send';
import { announcedStep } from '@/lib/forms/upload-figures';
import { countValues, formatTenths } from '@/lib/i18n/numbers';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './upload-progress.module.css';

type UploadProgressProps = {
  sender: Pick<ReturnType<typeof useFormSend>, 'status' | 'upload' | 'cancel'>;
};

const SECONDS_PER_MINUTE = 60;

/**
 * While the application is on its way: a bar, how much has left and how long the rest should take, the
 * wait before another try after a dropped connection, and Cancel. Screen readers hear each quarter and each
 * retry, not every byte.
 */
export function UploadProgress({ sender: { status, upload, cancel } }: UploadProgressProps) {
  const t = useTranslations('Application.upload');
  const locale = useLocale();
  const { figures: progress, retry } = useStore(upload);
  if (status !== 'sending') return null;

  const megabytes = (value: number) => formatTenths(value, locale);
  const retryText =
    retry &&
    t('retrying', {
      ...countValues(retry.seconds, locale),
      attempt: retry.attempt,
      attempts: retry.attempts,
    });
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
      <div className={styles.row}>
        <p className={styles.figures}>{retryText || figures}</p>
        <button
          type="button"
          className={buttonStyles.button}
          onClick={(event) => {
            // The button leaves with the bar: focus goes back to Send.
            const submit =
              event.currentTarget.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
            cancel();
            submit?.focus();
          }}
        >
          {t('cancel')}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {retryText || (step > 0 ? t('step', { percent: step }) : '')}
      </p>
    </div>
  );
}
