/** TypeScript assumes every browser has the Navigation API. */
export function siteHistory(): Navigation | undefined {
  return (window as Partial<Pick<Window, 'navigation'>>).navigation;
}

export function previousSiteAddress(): URL | null {
  const history = siteHistory();
  const current = history?.currentEntry;
  const previous = current && history.entries()[current.index - 1];
  return previous?.url ? new URL(previous.url) : null;
}
