'use client';

import { useTranslations } from 'next-intl';
import { startTransition, Suspense, useId, useState } from 'react';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import type { FavoriteTalent } from '../types';
import { requestMessage } from './picks-link';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './picks.module.css';

// As on the wishlist: the request form's code comes when the page is idle, the form when first asked for.
const RequestForm = lazyComponent(() => import('../request/form').then((module) => module.RequestForm));

type AskAgencyProps = {
  /** Whose picks these are: the message says so. */
  reviewer: string;
  /** The talents marked Yes, in the shortlist's order, with the reviewer's notes. */
  chosen: { talent: FavoriteTalent; note: string }[];
};

/** "Ask the agency for these": the booking request with the Yes talents, their notes in its message. */
export function AskAgency({ reviewer, chosen }: AskAgencyProps) {
  const t = useTranslations('FavoritesPicks');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  usePreloadWhenIdle(RequestForm.preload);

  if (chosen.length === 0) return <p className={styles.intro}>{t('ask.noneChosen')}</p>;

  const message = requestMessage(
    t('ask.heading', { name: reviewer }),
    chosen.map(({ talent, note }) => ({ name: talent.name, note })),
  );
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
        <Suspense>
          {asked && <RequestForm talents={chosen.map(({ talent }) => talent)} message={message} />}
        </Suspense>
      </div>
    </div>
  );
}
