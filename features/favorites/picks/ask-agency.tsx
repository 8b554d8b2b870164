'use client';

import { useLocale, useTranslations } from 'next-intl';
import { startTransition, Suspense, useId, useState } from 'react';
import { formatCount } from '@/lib/i18n/numbers';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import type { FavoriteTalent } from '../types';
import { groupPicks, requestMessage, type Mark } from './picks-link';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './picks.module.css';

// As on the wishlist: the request form's code comes when the page is idle, the form when first asked for.
const RequestForm = lazyComponent(() => import('../request/form').then((module) => module.RequestForm));

type TalentPick = { talent: FavoriteTalent; mark: Mark | null; note: string };

type AskAgencyProps = {
  /** Whose picks these are: the message says so. */
  reviewer: string;
  picks: TalentPick[];
};

/** The booker sees each talent first and can take any out, but for the last Yes. */
export function AskAgency({ reviewer, picks }: AskAgencyProps) {
  const t = useTranslations('FavoritesPicks');
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  usePreloadWhenIdle(RequestForm.preload);

  const groups = groupPicks(picks);
  if (groups.yes.length === 0) return <p className={styles.intro}>{t('ask.noneChosen')}</p>;

  const included = (group: TalentPick[]) => group.filter(({ talent }) => !leftOut.has(talent.id));
  const yes = included(groups.yes);
  const maybe = included(groups.maybe);
  const named = ({ talent, note }: TalentPick) => ({ name: talent.name, note });
  const message = requestMessage(
    {
      heading: (name) => t('ask.heading', { name }),
      quote: (words) => t('ask.quote', { words }),
      maybe: (name) => t('ask.maybe', { name }),
    },
    reviewer,
    { yes: yes.map(named), maybe: maybe.map(named) },
  );

  function toggle(talentId: number, include: boolean) {
    setLeftOut((current) => {
      const next = new Set(current);
      if (include) next.delete(talentId);
      else next.add(talentId);
      return next;
    });
  }

  return (
    <div className={styles.ask}>
      <div>
        <button
          type="button"
          className={buttonStyles.button}
          aria-expanded={open}
          aria-controls={id}
          // A transition: the form opens once its code is there, never empty.
          onClick={() =>
            startTransition(() => {
              setAsked(true);
              setOpen((value) => !value);
            })
          }
        >
          {t('ask.open')}
        </button>
      </div>
      <div id={id} className={styles.askForm} hidden={!open}>
        <p className={styles.intro}>{t('ask.choiceHint')}</p>
        {(['yes', 'maybe'] as const)
          .filter((group) => groups[group].length > 0)
          .map((group) => (
            <fieldset key={group} className={styles.askChoice}>
              <legend className={styles.askLegend}>
                {t(`ask.${group}Legend`, {
                  shown: formatCount((group === 'yes' ? yes : maybe).length, locale),
                })}
              </legend>
              {group === 'yes' && yes.length === 1 && (
                <p id={`${id}-last-yes`} className={styles.askHint}>
                  {t('ask.lastYes')}
                </p>
              )}
              <ul className={styles.askList}>
                {groups[group].map((pick) => {
                  const checked = !leftOut.has(pick.talent.id);
                  const last = group === 'yes' && checked && yes.length === 1;
                  const noteId = `${id}-note-${pick.talent.id}`;
                  return (
                    <li key={pick.talent.id} className={styles.askPick}>
                      <label className={styles.askPickName}>
                        <input
                          type="checkbox"
                          checked={checked}
                          disabled={last}
                          aria-describedby={
                            [pick.note && noteId, last && `${id}-last-yes`].filter(Boolean).join(' ') ||
                            undefined
                          }
                          onChange={(event) => toggle(pick.talent.id, event.target.checked)}
                        />
                        {pick.talent.name}
                      </label>
                      {pick.note && (
                        <span id={noteId} className={styles.askNote}>
                          {t('ask.quote', { words: pick.note })}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        <Suspense>
          {asked && <RequestForm talents={yes.map(({ talent }) => talent)} message={message} />}
        </Suspense>
      </div>
    </div>
  );
}
