import type { ReactNode } from 'react';

// The <html> element lives in app/[locale]/layout.tsx so it carries the page's language.
// This pass-through exists because app/not-found.tsx needs a root layout.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
