'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { FieldError } from '@/components/forms/form-parts';
import type { PhotoSlot as PhotoSlotName } from '../model/field-table';
import { PHOTO_TYPES } from '../model/file-rules';
import { canCheckPictures, isDrawablePicture } from '../upload/picture-check';
import { shrinkPhoto } from '../upload/shrink-photo';
import { FilePicker } from './file-picker';
import { FilePreview } from './file-preview';
import formStyles from '@/components/forms/form.module.css';
import spinnerStyles from '@/components/ui/spinner.module.css';
import styles from '../application.module.css';

type PhotoSlotProps = {
  slot: PhotoSlotName;
  id: string;
  example: ReactNode;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  /** The chosen photo's check and shrinking under way, so a send can wait for them. */
  onCheck: (check: Promise<unknown>) => void;
  inputRef: (element: HTMLInputElement | null) => void;
};

/** Why a chosen file is refused at once (`FormErrors.<key>`). */
type Refusal = 'photoType' | 'photoHeic' | 'photoEmpty' | 'photoUnreadable';

/** An iPhone's own format, named by its type or, where the browser gives none, by its extension. */
function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

// A file the browser cannot draw is refused as chosen and the slot keeps what it showed; one it can draw
// is shrunk, and the slot shows and sends that (a HEIC the browser opens becomes a JPEG).
export function PhotoSlot({ slot, id, example, file, error, onChange, onCheck, inputRef }: PhotoSlotProps) {
  const t = useTranslations('Application.photos');
  const formErrors = useTranslations('FormErrors');
  const title = t(`slots.${slot}`);
  const input = useRef<HTMLInputElement | null>(null);
  // The latest choice: the answer about an earlier file is dropped.
  const latest = useRef<File | null>(null);
  /** The photo the slot held when a file was refused; the refusal shows while it still holds it. */
  const [refusedBeside, setRefusedBeside] = useState<{ file: File | null; reason: Refusal } | null>(null);
  const refused = refusedBeside !== null && refusedBeside.file === file;
  const [preparing, setPreparing] = useState(false);
  const shownError = refused ? formErrors(refusedBeside.reason) : error;

  function refuse(reason: Refusal) {
    setPreparing(false);
    setRefusedBeside({ file, reason });
    // The input forgets the refused file, so choosing it again (or another) is a change.
    if (input.current) input.current.value = '';
  }

  function pick(chosen: File | null) {
    latest.current = chosen;
    setRefusedBeside(null);
    if (!chosen) {
      setPreparing(false);
      onChange(null);
      return;
    }
    if (chosen.size === 0) return refuse('photoEmpty');
    const heic = isHeic(chosen);
    if (!heic && !PHOTO_TYPES.includes(chosen.type)) return refuse('photoType');
    // Where nothing can be checked, the server's check decides; a HEIC it would refuse by type.
    if (!canCheckPictures()) {
      if (heic) return refuse('photoHeic');
      setPreparing(false);
      onChange(chosen);
      return;
    }
    setPreparing(true);
    onCheck(
      isDrawablePicture(chosen).then(async (drawable) => {
        const photo = drawable ? await shrinkPhoto(chosen) : null;
        if (latest.current !== chosen) return;
        // A HEIC the browser opened but could not turn into a JPEG is still one the server refuses.
        if (photo && PHOTO_TYPES.includes(photo.type)) {
          setPreparing(false);
          onChange(photo);
          return;
        }
        refuse(heic ? 'photoHeic' : 'photoUnreadable');
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
