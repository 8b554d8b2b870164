'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useFieldErrorText } from '@/components/forms/form-parts';
import { PhotoSlot } from '../controls/photo-slot';
import { PHOTO_SLOT_NAMES, type PhotoSlot as PhotoSlotName } from '../model/field-table';
import { Section, useApplicationForm } from './inputs';
import styles from '../application.module.css';

type PhotosSectionProps = {
  /** Each slot's example picture, rendered on the server. */
  examples: Record<PhotoSlotName, ReactNode>;
  /** A chosen photo's check and shrinking under way, so a send can wait for them. */
  onCheck: (slot: PhotoSlotName, check: Promise<unknown>) => void;
};

export function PhotosSection({ examples, onCheck }: PhotosSectionProps) {
  const t = useTranslations('Application');
  const id = useId();
  const errorText = useFieldErrorText();
  const { control, trigger, formState } = useApplicationForm();
  return (
    <Section legend={t('sections.photos')} intro={t('hints.photos')}>
      <div className={styles.photoGrid}>
        {PHOTO_SLOT_NAMES.map((slot) => (
          <Controller
            key={slot}
            control={control}
            name={slot}
            render={({ field }) => (
              <PhotoSlot
                slot={slot}
                id={`${id}-${slot}`}
                example={examples[slot]}
                file={field.value instanceof File ? field.value : null}
                error={errorText(formState.errors[slot])}
                inputRef={field.ref}
                onChange={(file) => {
                  field.onChange(file);
                  void trigger(slot);
                }}
                onCheck={(check) => onCheck(slot, check)}
              />
            )}
          />
        ))}
      </div>
    </Section>
  );
}
