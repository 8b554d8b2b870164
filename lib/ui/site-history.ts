/**
 * The tab's history through the Navigation API, where the browser has one (TypeScript assumes every
 * browser does). It lists only this site's entries: what came before the visitor arrived stays out.
 */
export function siteHistory(): Navigation | undefined {
  return (window as Partial<Pick<Window, 'navigation'>>).navigation;
}

/** The address of the entry before the current one when it is this site's; null when there is none. */
export function previousSiteAddress(): URL | null {
  const history = siteHistory();
  const current = history?.currentEntry;
  const previous = current && history.entries()[current.index - 1];
  return previous?.url ? new URL(previous.url) : null;
}
