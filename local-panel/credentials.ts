// Service credentials the local panel accepts. The site's env defaults reuse these, so a fresh checkout
// runs against the local panel with no configuration. They guard nothing real.

export const LOCAL_PANEL_SALT = 'local-salt';
export const LOCAL_PANEL_INTEGRATION_API_KEY = 'local-integration-key';
export const LOCAL_PANEL_PANEL_API_TOKEN = 'local-panel-token';

export const LOCAL_PANEL_DEFAULT_PORT = 4010;
export const LOCAL_PANEL_DEFAULT_HOST = '127.0.0.1';

/** Path prefixes of the two back-end bases and of the file storage on the local panel. */
export const LOCAL_PANEL_PREFIXES = {
  integration: '/integration',
  panel: '/panel',
  storage: '/storage',
  control: '/__control',
} as const;

/** Base URLs for a local panel listening at `origin` (e.g. "http://127.0.0.1:4010"). */
export function localPanelBases(origin: string): { integration: string; panel: string; storage: string } {
  const root = origin.replace(/\/+$/, '');
  return {
    integration: `${root}${LOCAL_PANEL_PREFIXES.integration}`,
    panel: `${root}${LOCAL_PANEL_PREFIXES.panel}`,
    storage: `${root}${LOCAL_PANEL_PREFIXES.storage}`,
  };
}
