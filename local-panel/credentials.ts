// Service credentials the local panel accepts. scripts/site.mjs hands them to the site as its back-end
// settings (localPanelEnvironment), so a fresh checkout runs against the local panel with no
// configuration. They guard nothing real.

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

/** The revalidation secret of a site run against the local panel (its tests call /api/revalidate with it). */
export const LOCAL_REVALIDATE_SECRET = 'local-revalidate-secret';

/**
 * The site's back-end settings (see .env.example) for a local panel listening on `port`: what
 * scripts/site.mjs sets when no back end is configured, and what the tests set to point lib/panel at one.
 */
export function localPanelEnvironment(port: number | string): Record<string, string> {
  const bases = localPanelBases(`http://${LOCAL_PANEL_DEFAULT_HOST}:${port}`);
  return {
    PANEL_API_URL: bases.panel,
    PANEL_API_SALT: LOCAL_PANEL_SALT,
    PANEL_API_TOKEN: LOCAL_PANEL_PANEL_API_TOKEN,
    INTEGRATION_API_URL: bases.integration,
    INTEGRATION_API_SALT: LOCAL_PANEL_SALT,
    INTEGRATION_API_KEY: LOCAL_PANEL_INTEGRATION_API_KEY,
    STORAGE_URL: bases.storage,
    REVALIDATE_SECRET: LOCAL_REVALIDATE_SECRET,
  };
}
