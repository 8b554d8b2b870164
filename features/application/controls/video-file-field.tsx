'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { FieldError, FieldHint } from '@/components/forms/form-parts';
import { VIDEO_TYPES, type VideoChoice } from '../model/file-rules';
import { readVideoDuration } from '../upload/read-video-duration';
import { FilePicker } from './file-picker';
import formStyles from '@/components/forms/form.module.css';
import styles from '../application.module.css';

type VideoFileFieldProps = {
  id: string;
  value: VideoChoice | null;
  error: string | null;
  /** Called with the file at once (`settled` false), then with its length once read (null: unreadable). */
  onChange: (value: VideoChoice | null, settled: boolean) => void;
  /** The length check under way, so a send can wait for it. */
  onCheck: (check: Promise<unknown>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
};

const asTime = (seconds: number) =>
  `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;

/** The length is read in the browser as soon as chosen, so a video over 40 s is refused before upload. */
export function VideoFileField({ id, value, error, onChange, onCheck, inputRef }: VideoFileFieldProps) {
  const t = useTranslations('Application.video');
  const [checking, setChecking] = useState<File | null>(null);
  // The latest choice: a late answer about an earlier file is dropped.
  const latest = useRef<File | null>(null);
  const file = value?.file instanceof File ? value.file : null;

  function pick(chosen: File | null) {
    latest.current = chosen;
    if (!chosen) {
      onChange(null, true);
      return;
    }
    onChange({ file: chosen, seconds: null }, false);
    setChecking(chosen);
    onCheck(
      readVideoDuration(chosen).then((seconds) => {
        if (latest.current !== chosen) return;
        setChecking(null);
        onChange({ file: chosen, seconds }, true);
      }),
    );
  }

  return (
    <div className={styles.videoFile}>
      <p id={`${id}-title`} className={formStyles.label}>
        {t('file')}
      </p>
      <FilePicker
        id={id}
        labelledBy={`${id}-title`}
        accept={VIDEO_TYPES}
        file={file}
        detail={value?.seconds != null ? asTime(value.seconds) : undefined}
        error={error}
        hint
        labels={{
          choose: t('choose'),
          change: t('change'),
          remove: t('remove'),
          removeShort: t('removeShort'),
        }}
        onPick={pick}
        inputRef={inputRef}
      />
      <FieldHint id={id}>{t('fileHint')}</FieldHint>
      <p role="status" className={formStyles.hint}>
        {checking && checking === file ? t('checking') : ''}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
