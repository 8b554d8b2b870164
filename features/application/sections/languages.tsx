'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/forms/form-parts';
import type { Option } from '@/lib/content/types';
import { DeferredOptions } from '../controls/deferred-options';
import { DEFAULT_LANGUAGE_LEVEL, LANGUAGE_LEVELS, optionChoices, type LanguageLevel } from '../model/choices';
import { useField } from './inputs';
import buttonStyles from '@/components/ui/button.module.css';
import formStyles from '@/components/forms/form.module.css';
import styles from '../application.module.css';

// A language is added with a button rather than on the select's change: keyboards change a closed select
// with the arrow keys, which would add every language passed on the way.
export function LanguagesSection({ languages }: { languages: Option[] }) {
  const t = useTranslations('Application.languages');
  const { form, id, error } = useField('languages');
  const {
    field: { onChange, ref },
  } = useController({ control: form.control, name: 'languages' });
  const chosen = useWatch({ control: form.control, name: 'languages' });
  const [candidate, setCandidate] = useState('');
  const nameOf = (languageId: number) => languages.find((option) => option.id === languageId)?.value ?? '';
  const available = useMemo(
    () => optionChoices(languages.filter((option) => !chosen.some((entry) => entry.id === option.id))),
    [languages, chosen],
  );

  function add() {
    const option = languages.find((entry) => String(entry.id) === candidate);
    if (!option) return;
    onChange([...chosen, { id: option.id, lang: option.iso ?? '', level: DEFAULT_LANGUAGE_LEVEL }]);
    setCandidate('');
  }

  function setLevel(languageId: number, level: LanguageLevel) {
    onChange(chosen.map((entry) => (entry.id === languageId ? { ...entry, level } : entry)));
  }

  return (
    <fieldset className={styles.section} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{t('legend')}</legend>
      {chosen.length === 0 ? (
        <p className={formStyles.hint}>{t('none')}</p>
      ) : (
        <ul className={styles.languageList}>
          {chosen.map((entry) => {
            const name = nameOf(entry.id);
            return (
              <li key={entry.id} className={styles.languageRow}>
                <span className={styles.languageName}>{name}</span>
                <select
                  aria-label={t('level', { language: name })}
                  className={formStyles.input}
                  value={entry.level}
                  onChange={(event) => {
                    const level = LANGUAGE_LEVELS.find((candidate) => candidate === event.target.value);
                    if (level) setLevel(entry.id, level);
                  }}
                >
                  {LANGUAGE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {t(`levels.${level}`)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className={styles.removeButton}
                  onClick={() => onChange(chosen.filter((other) => other.id !== entry.id))}
                  aria-label={t('remove', { language: name })}
                >
                  {t('removeShort')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.addLanguage}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-add`} className={formStyles.label}>
            {t('add')}
          </label>
          <select
            id={`${id}-add`}
            ref={ref}
            className={formStyles.input}
            value={candidate}
            onChange={(event) => setCandidate(event.target.value)}
          >
            <DeferredOptions placeholder={t('choose')} choices={available} />
          </select>
        </div>
        <button type="button" className={buttonStyles.button} onClick={add} disabled={!candidate}>
          {t('addButton')}
        </button>
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
