/** Pages get theirs from Next's ISR (PANEL_REVALIDATE_SECONDS). */
export const CACHE_CONTROL = {
  panelReads: 'public, max-age=60, stale-while-revalidate=300',
  /** They change a few times a year. */
  optionLists: 'public, max-age=3600, stale-while-revalidate=86400',
  download: 'private, max-age=0',
  /** Answers that depend on who asks (a redirect by language). */
  perVisitor: 'private, no-store',
  noStore: 'no-store',
} as const;
