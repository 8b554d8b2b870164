'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { FieldError } from '@/components/forms/form-parts';
import { PHOTO_TYPES, type PhotoSlot as PhotoSlotName } from './fields';
import { FilePicker } from './file-picker';
import { FilePreview } from './file-preview';
import { canCheckPictures, isDrawablePicture } from './picture-check';
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

/** A file of a photo's type the browser cannot draw is refused as chosen: the slot keeps what it showed. */
export function PhotoSlot({ slot, id, example, file, error, onChange, inputRef }: PhotoSlotProps) {
  const t = useTranslations('Application.photos');
  const formErrors = useTranslations('FormErrors');
  const title = t(`slots.${slot}`);
  const input = useRef<HTMLInputElement | null>(null);
  // The latest choice: the answer about an earlier file is dropped.
  const latest = useRef<File | null>(null);
  /** The photo the slot held when a file was refused; the refusal shows while it still holds it. */
  const [refusedBeside, setRefusedBeside] = useState<{ file: File | null } | null>(null);
  const refused = refusedBeside !== null && refusedBeside.file === file;
  const shownError = refused ? formErrors('photoUnreadable') : error;

  function pick(chosen: File | null) {
    latest.current = chosen;
    setRefusedBeside(null);
    // Other types are refused by the form's own check, with their own message.
    if (!chosen || !PHOTO_TYPES.includes(chosen.type) || !canCheckPictures()) {
      onChange(chosen);
      return;
    }
    void isDrawablePicture(chosen).then((drawable) => {
      if (latest.current !== chosen) return;
      if (drawable) {
        onChange(chosen);
        return;
      }
      setRefusedBeside({ file });
      // The input forgets the refused file, so choosing it again (or another) is a change.
      if (input.current) input.current.value = '';
    });
  }

  return (
    <div className={styles.photoSlot} data-invalid={shownError ? true : undefined}>
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
        error={shownError}
        required
        labels={{
          choose: t('choose'),
          change: t('change'),
          remove: t('remove', { slot: title }),
          removeShort: t('removeShort'),
        }}
        onPick={pick}
        inputRef={(element) => {
          input.current = element;
          inputRef(element);
        }}
      />
      <FieldError id={id} error={shownError} />
      {/* A refused file is said at once, not only when the field is next focused. */}
      <p role="status" className="visually-hidden">
        {refused ? shownError : ''}
      </p>
    </div>
  );
}
