/** How the wishlist's grid draws its cards (favorites.module.css): cards in a row at its widest. */
export const CARDS_PER_ROW = 4;

/** How wide a card's cover is drawn (<img sizes>), for the card and for the cover fetched before it. */
export const FAVORITE_COVER_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
