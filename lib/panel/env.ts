import 'server-only';
import * as z from '@/lib/zod-mini';

// Validated at start (instrumentation.ts), so a server without them stops with a message naming what is
// missing.
const optional = z.optional(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((value) => value || undefined),
  ),
);
const optionalUrl = z.pipe(optional, z.optional(z.url()));
const positiveInt = (fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.positive()), fallback);

const REQUIRED = [
  'PANEL_API_URL',
  'PANEL_API_SALT',
  'PANEL_API_TOKEN',
  'INTEGRATION_API_URL',
  'INTEGRATION_API_SALT',
  'INTEGRATION_API_KEY',
  'STORAGE_URL',
] as const;

const panelEnvSchema = z.object({
  PANEL_API_URL: optionalUrl,
  PANEL_API_SALT: optional,
  PANEL_API_TOKEN: optional,
  INTEGRATION_API_URL: optionalUrl,
  INTEGRATION_API_SALT: optional,
  INTEGRATION_API_KEY: optional,
  STORAGE_URL: optionalUrl,
  REVALIDATE_SECRET: optional,
  PANEL_TIMEOUT_MS: positiveInt(8000),
  PANEL_REVALIDATE_SECONDS: positiveInt(300),
});

export type PanelEnv = {
  panel: { url: string; salt: string; token: string };
  integration: { url: string; salt: string; key: string };
  storageUrl: string;
  revalidateSecret: string | undefined;
  timeoutMs: number;
  revalidateSeconds: number;
};

export function parsePanelEnv(source: Record<string, string | undefined>): PanelEnv {
  const env = panelEnvSchema.parse(source);
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) {
    throw new Error(
      `No back end configured: set ${REQUIRED.join(', ')} (see .env.example), or run the site with ` +
        '`npm run dev` or `npm start`, which start the bundled local panel and set them.',
    );
  }
  if (missing.length > 0) {
    throw new Error(`Panel configuration incomplete: set ${missing.join(', ')} (see .env.example)`);
  }
  const setting = (name: (typeof REQUIRED)[number]) => env[name] as string;
  return {
    panel: {
      url: trimSlash(setting('PANEL_API_URL')),
      salt: setting('PANEL_API_SALT'),
      token: setting('PANEL_API_TOKEN'),
    },
    integration: {
      url: trimSlash(setting('INTEGRATION_API_URL')),
      salt: setting('INTEGRATION_API_SALT'),
      key: setting('INTEGRATION_API_KEY'),
    },
    storageUrl: trimSlash(setting('STORAGE_URL')),
    revalidateSecret: env.REVALIDATE_SECRET,
    timeoutMs: env.PANEL_TIMEOUT_MS,
    revalidateSeconds: env.PANEL_REVALIDATE_SECONDS,
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const panelEnv = parsePanelEnv(process.env);
