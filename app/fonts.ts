import localFont from 'next/font/local';

// Shipped in npm packages: the build machine has no access to Google Fonts.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '100 900',
  display: 'swap',
});

export const display = localFont({
  src: '../node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '400 900',
  display: 'swap',
});

// Only the open menu uses it: not preloaded; the menu fetches it once the page is idle (site-menu.tsx).
export const displayItalic = localFont({
  src: '../node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-italic.woff2',
  variable: '--font-display-italic',
  style: 'italic',
  weight: '400 900',
  display: 'swap',
  preload: false,
});
