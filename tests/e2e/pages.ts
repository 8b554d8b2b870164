/** Every page's path in both languages, with the title each page carries. */
export const PAGES = {
  en: [
    ['/en', 'Home'],
    ['/en/models', 'Models'],
    ['/en/commercial', 'Commercial'],
    ['/en/digital', 'Digital'],
    ['/en/special', 'Special'],
    ['/en/actors', 'Actors'],
    ['/en/favorites', 'Wishlist'],
    ['/en/be-a-model', 'Join Us'],
    ['/en/about', 'About'],
    ['/en/contact', 'Contact'],
    ['/en/news', 'News'],
  ],
  pt: [
    ['/pt', 'Início'],
    ['/pt/modelos', 'Modelos'],
    ['/pt/comercial', 'Comercial'],
    ['/pt/digital', 'Digital'],
    ['/pt/special', 'Especial'],
    ['/pt/atores', 'Atores'],
    ['/pt/favoritos', 'Favoritos'],
    ['/pt/seja-modelo', 'Ser modelo'],
    ['/pt/sobre', 'Sobre'],
    ['/pt/contato', 'Contacto'],
    ['/pt/news', 'Notícias'],
  ],
} as const;

export const ALL_PAGES = [...PAGES.en, ...PAGES.pt];
