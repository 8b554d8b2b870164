'use client';

import { useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import { VideoFileField } from '../controls/video-file-field';
import { Section, TextInput, useField } from './inputs';
import styles from '../application.module.css';

/** A link to an introduction video, or the file itself. */
export function VideoSection({ onCheck }: { onCheck: (check: Promise<unknown>) => void }) {
  const t = useTranslations('Application');
  const { form, id, error } = useField('video');
  return (
    <Section legend={t('sections.video')} intro={t('hints.video')}>
      <div className={styles.columns}>
        {/* Not autocomplete="url": that names the visitor's own home page, which this is not. */}
        <TextInput name="videoLink" type="url" placeholder="https://" />
        <Controller
          control={form.control}
          name="video"
          render={({ field }) => (
            <VideoFileField
              id={id}
              value={field.value ?? null}
              error={error}
              inputRef={field.ref}
              onCheck={onCheck}
              onChange={(value, settled) => {
                field.onChange(value);
                if (settled) void form.trigger('video');
              }}
            />
          )}
        />
      </div>
    </Section>
  );
}
