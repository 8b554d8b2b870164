'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CARD_WIDEST, PlainImage } from '@/components/ui/plain-image';
import { fieldA11y, FieldError } from '@/components/forms/form-parts';
import { singleLine } from '@/lib/forms/text-lines';
import { getPathname } from '@/lib/i18n/navigation';
import { formatCount } from '@/lib/i18n/numbers';
import { LinkField } from '../share-panel';
import type { FavoriteTalent } from '../types';
import { AskAgency } from './ask-agency';
import { picksFragment } from './picks-param';
import { encodePicks, MARKS, MAX_NOTE_LENGTH, MAX_REVIEWER_LENGTH, type Mark } from './picks-link';
import {
  emptyReview,
  forgetReview,
  readReview,
  reviewPicks,
  saveReview,
  type Review,
} from './review-storage';
import buttonStyles from '@/components/ui/button.module.css';
import formStyles from '@/components/forms/form.module.css';
import favoritesStyles from '../favorites.module.css';
import styles from './picks.module.css';

type Problem = 'name' | 'noneMarked' | 'tooLong';

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** Kept in this browser per shared list (review-storage.ts): a stored review opens the panel again. */
export function ShortlistReview({ listIds, talents }: { listIds: number[]; talents: FavoriteTalent[] }) {
  const t = useTranslations('FavoritesPicks');
  const locale = useLocale();
  const id = useId();
  // Rendered in the browser only: the shared view is drawn once its talents have come.
  const [review, setReview] = useState<Review | null>(() => readReview(listIds));
  const [open, setOpen] = useState(review !== null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const current = review ?? emptyReview;
  const reviewed = talents.filter((talent) => current.marks[talent.id]?.mark).length;
  const nameError = problem === 'name' ? t('review.nameRequired') : null;

  // Any change makes a link already written stale: it goes until the picks are sent again.
  function update(next: Review) {
    setReview(next);
    saveReview(listIds, next);
    setLink(null);
    setProblem(null);
  }

  function updateTalent(talentId: number, change: { mark?: Mark; note?: string }) {
    const before = current.marks[talentId] ?? { mark: null, note: '' };
    update({ ...current, marks: { ...current.marks, [talentId]: { ...before, ...change } } });
  }

  async function send() {
    if (!singleLine(current.reviewer)) {
      setProblem('name');
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    if (reviewed === 0) return setProblem('noneMarked');
    const written = await encodePicks(
      reviewPicks(
        current,
        talents.map((talent) => talent.id),
      ),
    );
    if (written.value === null) return setProblem(written.problem);
    const address = getPathname({ href: '/favorites', locale });
    setLink(`${window.location.origin}${address}${picksFragment(written.value)}`);
    forgetReview(listIds);
  }

  const picks = talents.map((talent) => ({
    talent,
    mark: current.marks[talent.id]?.mark ?? null,
    note: current.marks[talent.id]?.note ?? '',
  }));

  return (
    <div className={styles.review}>
      <button
        type="button"
        className={buttonStyles.button}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        {t('review.open')}
      </button>
      <section
        id={`${id}-panel`}
        className={styles.reviewPanel}
        aria-labelledby={`${id}-title`}
        hidden={!open}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {t('review.title')}
        </h2>
        <p className={styles.intro}>{t('review.intro')}</p>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-name`} className={formStyles.label} data-required>
            {t('review.name')}
          </label>
          <input
            {...fieldA11y(`${id}-name`, { error: nameError, required: true })}
            className={`${formStyles.input} ${styles.nameInput}`}
            type="text"
            autoComplete="name"
            maxLength={MAX_REVIEWER_LENGTH}
            value={current.reviewer}
            onChange={(event) => update({ ...current, reviewer: event.target.value })}
          />
          <FieldError id={`${id}-name`} error={nameError} />
        </div>
        <p className={styles.progress} role="status">
          {t('review.progress', {
            reviewed: formatCount(reviewed, locale),
            total: formatCount(talents.length, locale),
          })}
        </p>
        <ol className={styles.reviewList}>
          {talents.map((talent) => (
            <ReviewRow
              key={talent.id}
              talent={talent}
              mark={current.marks[talent.id]?.mark ?? null}
              note={current.marks[talent.id]?.note ?? ''}
              onChange={(change) => updateTalent(talent.id, change)}
            />
          ))}
        </ol>
        {(problem === 'noneMarked' || problem === 'tooLong') && (
          <p role="alert" className={formStyles.problem}>
            {t(`review.${problem}`)}
          </p>
        )}
        <div>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={send}>
            {t('review.send')}
          </button>
        </div>
        {link && (
          <section className={styles.ready} aria-labelledby={`${id}-ready`}>
            <h3 id={`${id}-ready`} ref={focusOnMount} tabIndex={-1} className={styles.readyTitle}>
              {t('review.readyTitle')}
            </h3>
            <LinkField
              link={link}
              label={t('review.linkLabel')}
              note={t('review.linkNote')}
              shareSheet={{
                label: t('review.shareSheet'),
                title: t('picks.title', { name: singleLine(current.reviewer) }),
              }}
            />
            <AskAgency reviewer={singleLine(current.reviewer)} picks={picks} />
          </section>
        )}
      </section>
    </div>
  );
}

type ReviewRowProps = {
  talent: FavoriteTalent;
  mark: Mark | null;
  note: string;
  onChange: (change: { mark?: Mark; note?: string }) => void;
};

function ReviewRow({ talent, mark, note, onChange }: ReviewRowProps) {
  const t = useTranslations('FavoritesPicks');
  const id = useId();
  return (
    <li className={styles.reviewRow}>
      <span className={favoritesStyles.cover}>
        {talent.cover && (
          <PlainImage src={talent.cover} alt="" fill sizes="3rem" widest={CARD_WIDEST} loading="lazy" />
        )}
      </span>
      <div className={styles.reviewFields}>
        <span className={styles.talentName}>{talent.name}</span>
        <div
          role="radiogroup"
          aria-label={t('review.markLabel', { name: talent.name })}
          className={styles.marks}
        >
          {MARKS.map((value) => (
            <label key={value} className={styles.mark} data-mark={value}>
              <input
                type="radio"
                name={`${id}-mark`}
                value={value}
                checked={mark === value}
                onChange={() => onChange({ mark: value })}
              />
              {t(`marks.${value}`)}
            </label>
          ))}
        </div>
        <label htmlFor={`${id}-note`} className={styles.noteLabel}>
          {t('review.noteLabel', { name: talent.name })}
        </label>
        <textarea
          id={`${id}-note`}
          className={`${formStyles.input} ${styles.noteInput}`}
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          value={note}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </div>
    </li>
  );
}
