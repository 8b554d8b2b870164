import type { Category } from '@/lib/i18n/categories';

/** Enough to draw a wishlist card, link to the profile and tell the panel who was chosen. */
export type FavoriteTalent = {
  id: number;
  name: string;
  /** Name slug of the profile path `/{lang}/{category}/{id}/{slug}`. */
  slug: string;
  /** The category the talent was favorited from; its profile path lives under it. */
  category: Category;
  cover: string | null;
};

/** The answer of `GET /api/favorites/shared`: the link's talents the catalogue has, in the link's order. */
export type SharedShortlistAnswer = { talents: FavoriteTalent[] };
