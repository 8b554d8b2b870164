import { CARD_WIDEST, pictureCandidates } from '@/components/ui/plain-image';
import { FAVORITE_COVER_SIZES } from './card-layout';
import { MOVE_PICKS_TO_FRAGMENT_SCRIPT, PICKS_PARAM } from './picks/picks-param';
import { SHARE_PARAM } from './share';
import { FAVORITES_STORAGE_KEY } from './storage';
import styles from './favorites.module.css';

/** Stands for a cover's address in the candidates the script fills in. */
const COVER = '{cover}';
const COVER_CANDIDATES = pictureCandidates(COVER, FAVORITE_COVER_SIZES, CARD_WIDEST).srcSet;

// Runs before the first paint: a stored or shared list (or picks) makes the placeholder as tall as the
// screen, so cards do not push the footer away, and the first two covers (the largest paint) start loading.
function placeholderScript(locale: string): string {
  const text = JSON.stringify;
  return [
    MOVE_PICKS_TO_FRAGMENT_SCRIPT,
    'var q=new URLSearchParams(location.search);',
    `var s=q.has(${text(SHARE_PARAM)})||new URLSearchParams(location.hash.slice(1)).has(${text(PICKS_PARAM)});`,
    "if(s)document.documentElement.setAttribute('data-wishlist-stored','');",
    'try{',
    // As storage.ts keeps the wishlist, `{ state: { favorites } }`, or an earlier visit's bare map.
    `var w=JSON.parse(localStorage.getItem(${text(FAVORITES_STORAGE_KEY)}))||{};`,
    'var f=Object.values((w.state?w.state.favorites:w)||{});',
    'if(f.length){',
    "document.documentElement.setAttribute('data-wishlist-stored','');",
    'if(!s){',
    `var c=new Intl.Collator(${text(locale)},{sensitivity:'base'});`,
    'f.sort(function(a,b){return c.compare(a.name,b.name)||a.id-b.id}).slice(0,2).forEach(function(t){',
    "if(typeof t.cover!=='string')return;",
    "var l=document.createElement('link');",
    "l.setAttribute('rel','preload');l.setAttribute('as','image');l.setAttribute('fetchpriority','high');",
    `l.setAttribute('imagesizes',${text(FAVORITE_COVER_SIZES)});`,
    `l.setAttribute('imagesrcset',${text(COVER_CANDIDATES)}.split(${text(encodeURIComponent(COVER))}).join(encodeURIComponent(t.cover)));`,
    'document.head.appendChild(l)})}}',
    '}catch(e){}',
  ].join('');
}

/** Shown by the server's page and the island's first render until the stored list is read. */
export function WishlistPlaceholder({ label, locale }: { label: string; locale: string }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: placeholderScript(locale) }} />
      <p className={styles.loading} role="status">
        {label}
      </p>
    </>
  );
}
