import { FAVORITES_STORAGE_KEY } from './storage';
import styles from './favorites.module.css';

/**
 * Runs before the first paint, from the server's HTML: a stored wishlist makes the placeholder as tall as
 * the screen, so the cards that replace it do not push the footer out of view (a layout shift). An empty
 * or unreadable one leaves it short, as the empty wishlist is.
 */
const SIZE_PLACEHOLDER = [
  'try{',
  `if(Object.keys(JSON.parse(localStorage.getItem(${JSON.stringify(FAVORITES_STORAGE_KEY)}))||{}).length)`,
  "document.documentElement.setAttribute('data-wishlist-stored','')",
  '}catch(e){}',
].join('');

/**
 * What the wishlist shows until the browser's stored list is read: the server's page (whose island waits
 * for the address) and the island's first render alike.
 */
export function WishlistPlaceholder({ label }: { label: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: SIZE_PLACEHOLDER }} />
      <p className={styles.loading} role="status">
        {label}
      </p>
    </>
  );
}
