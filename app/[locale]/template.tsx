import type { ReactNode } from 'react';

// A template remounts on every navigation, which replays the fade-in half of the page transition.
export default function PageTemplate({ children }: { children: ReactNode }) {
  return <div className="page-enter">{children}</div>;
}
