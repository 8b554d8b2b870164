'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '@/components/ui/link';
import { SearchIcon } from '@/components/ui/icons';
import { profileHref } from '@/lib/i18n/hrefs';
import { useRouter } from '@/lib/i18n/navigation';
import { NAME_SEARCH_MAX_LENGTH } from '@/lib/talents/name-search-answer';
import { countValues } from '@/lib/i18n/numbers';
import { useNameSearch, type NameSearchState } from './use-name-search';
import searchField from '@/components/forms/search-field.module.css';
import styles from './menu-search.module.css';

function resultLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

// Arrow Down moves from the field into the list, the arrows through it; Escape goes back to the field
// (and from an empty field closes the menu); Enter in the field opens the first result.
export function MenuSearch() {
  const t = useTranslations('Menu');
  const router = useRouter();
  const [text, setText] = useState('');
  const search = useNameSearch(text);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const statusId = useId();
  const listId = useId();
  const results = search.status === 'found' ? search.answer.results : [];

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      resultLinks(listRef.current)[0]?.focus();
    } else if (event.key === 'Escape' && text !== '') {
      // Clears the field; the menu itself closes on the next Escape.
      event.preventDefault();
      setText('');
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = resultLinks(listRef.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const target = {
      ArrowDown: links[index + 1],
      ArrowUp: index > 0 ? links[index - 1] : inputRef.current,
      Home: links[0],
      End: links.at(-1),
      Escape: inputRef.current,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    target?.focus();
  };

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const first = results[0];
        if (first) router.push(profileHref(first.category, first.id, first.slug));
      }}
    >
      <label className={styles.label} htmlFor={inputId}>
        {t('search.label')}
      </label>
      <div className={searchField.field}>
        <SearchIcon width={18} height={18} className={searchField.icon} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={NAME_SEARCH_MAX_LENGTH}
          aria-describedby={statusId}
          aria-controls={results.length > 0 ? listId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onFieldKey}
        />
      </div>
      {/* The live region stays in the page while empty, so its first message is announced. */}
      <div className={styles.popup} data-open={search.status !== 'idle' || undefined}>
        <p id={statusId} className={styles.status} role="status">
          <SearchStatus search={search} />
        </p>
        {results.length > 0 && (
          <ul
            ref={listRef}
            id={listId}
            className={styles.results}
            aria-label={t('search.results')}
            onKeyDown={onListKey}
          >
            {results.map((talent) => (
              <li key={talent.id}>
                <Link href={profileHref(talent.category, talent.id, talent.slug)} className={styles.result}>
                  <span className={styles.thumb}>
                    {talent.cover && <Image src={talent.cover} alt="" width={40} height={52} />}
                  </span>
                  <span className={styles.name}>{talent.name}</span>
                  <span className={styles.category}>{t(talent.category)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {search.status === 'failed' && (
          <button type="button" className={styles.retry} onClick={search.retry}>
            {t('search.retry')}
          </button>
        )}
      </div>
    </form>
  );
}

function SearchStatus({ search }: { search: NameSearchState }) {
  const t = useTranslations('Menu.search');
  const locale = useLocale();
  switch (search.status) {
    case 'idle':
      return null;
    case 'searching':
      return t('searching');
    case 'failed':
      return t('failed');
    case 'found': {
      const { results, total } = search.answer;
      if (total === 0) return t('none');
      const found = t('found', countValues(total, locale));
      return total > results.length ? `${found} ${t('firstShown', { count: results.length })}` : found;
    }
  }
}
