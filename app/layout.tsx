import type { ReactNode } from 'react';

// A pass-through app/not-found.tsx needs; <html> is in app/[locale]/layout.tsx to carry the page's language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
