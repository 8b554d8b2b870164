import type { PostDate as PostDateValue } from './dates';
import styles from './post-date.module.css';

/** A post's date as the news list and the post show it: the visitor's language, machine-readable too. */
export function PostDate({ date }: { date: PostDateValue }) {
  return (
    <time className={styles.date} dateTime={date.dateTime}>
      {date.label}
    </time>
  );
}
