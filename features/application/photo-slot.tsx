'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FieldError } from '@/components/forms/form-parts';
import { PHOTO_TYPES, type PhotoSlot as PhotoSlotName } from './schema';
import { FilePicker } from './file-picker';
import { FilePreview } from './file-preview';
import formStyles from '@/components/forms/form.module.css';
import styles from './application.module.css';

type PhotoSlotProps = {
  slot: PhotoSlotName;
  id: string;
  /** The panel's example picture for this slot (or the drawn placeholder). */
  example: ReactNode;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  inputRef: (element: HTMLInputElement | null) => void;
};

/** One of the four photo slots: the example until a photo is chosen, then the photo itself. */
export function PhotoSlot({ slot, id, example, file, error, onChange, inputRef }: PhotoSlotProps) {
  const t = useTranslations('Application.photos');
  const title = t(`slots.${slot}`);
  return (
    <div className={styles.photoSlot} data-invalid={error ? true : undefined}>
      <p id={`${id}-title`} className={formStyles.label} data-required>
        {title}
      </p>
      <div className={styles.photoFrame}>
        {file ? (
          <FilePreview file={file} alt={t('preview', { slot: title })} className={styles.photoImage} />
        ) : (
          example
        )}
      </div>
      <FilePicker
        id={id}
        labelledBy={`${id}-title`}
        accept={PHOTO_TYPES}
        file={file}
        error={error}
        required
        labels={{
          choose: t('choose'),
          change: t('change'),
          remove: t('remove', { slot: title }),
          removeShort: t('removeShort'),
        }}
        onPick={onChange}
        inputRef={inputRef}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
