'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { FieldError } from '@/components/forms/form-parts';
import { PHOTO_TYPES, type PhotoSlot as PhotoSlotName } from './fields';
import { FilePicker } from './file-picker';
import { FilePreview } from './file-preview';
import { canCheckPictures, isDrawablePicture } from './picture-check';
import { shrinkPhoto } from './shrink-photo';
import formStyles from '@/components/forms/form.module.css';
import spinnerStyles from '@/components/ui/spinner.module.css';
import styles from './application.module.css';

type PhotoSlotProps = {
  slot: PhotoSlotName;
  id: string;
  /** The panel's example picture for this slot (or the drawn placeholder). */
  example: ReactNode;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  /** The chosen photo's check and shrinking under way, so a send can wait for them. */
  onCheck: (check: Promise<unknown>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
};

/**
 * A file of a photo's type the browser cannot draw is refused as chosen: the slot keeps what it showed.
 * One it can draw is shrunk as it is chosen, and the slot shows (and the form sends) the shrunk photo.
 */
export function PhotoSlot({ slot, id, example, file, error, onChange, onCheck, inputRef }: PhotoSlotProps) {
  const t = useTranslations('Application.photos');
  const formErrors = useTranslations('FormErrors');
  const title = t(`slots.${slot}`);
  const input = useRef<HTMLInputElement | null>(null);
  // The latest choice: the answer about an earlier file is dropped.
  const latest = useRef<File | null>(null);
  /** The photo the slot held when a file was refused; the refusal shows while it still holds it. */
  const [refusedBeside, setRefusedBeside] = useState<{ file: File | null } | null>(null);
  const refused = refusedBeside !== null && refusedBeside.file === file;
  const [preparing, setPreparing] = useState(false);
  const shownError = refused ? formErrors('photoUnreadable') : error;

  function pick(chosen: File | null) {
    latest.current = chosen;
    setRefusedBeside(null);
    // Other types are refused by the form's own check, with their own message.
    if (!chosen || !PHOTO_TYPES.includes(chosen.type) || !canCheckPictures()) {
      setPreparing(false);
      onChange(chosen);
      return;
    }
    setPreparing(true);
    onCheck(
      isDrawablePicture(chosen).then(async (drawable) => {
        const photo = drawable ? await shrinkPhoto(chosen) : null;
        if (latest.current !== chosen) return;
        setPreparing(false);
        if (photo) {
          onChange(photo);
          return;
        }
        setRefusedBeside({ file });
        // The input forgets the refused file, so choosing it again (or another) is a change.
        if (input.current) input.current.value = '';
      }),
    );
  }

  return (
    <div className={styles.photoSlot} data-invalid={shownError ? true : undefined}>
      <p id={`${id}-title`} className={formStyles.label} data-required>
        {title}
      </p>
      <div className={styles.photoFrame} aria-busy={preparing || undefined}>
        {file ? (
          <FilePreview file={file} alt={t('preview', { slot: title })} className={styles.photoImage} />
        ) : (
          example
        )}
        {preparing && (
          <div className={styles.photoPreparing} aria-hidden>
            <span className={spinnerStyles.spinner} />
            {t('preparing')}
          </div>
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
      {/* A refused file is said at once, not only when the field is next focused; so is the wait. */}
      <p role="status" className="visually-hidden">
        {refused ? shownError : preparing ? t('preparing') : ''}
      </p>
    </div>
  );
}
