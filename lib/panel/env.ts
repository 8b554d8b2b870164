import 'server-only';
import { z } from '@/lib/zod';
import {
  LOCAL_PANEL_DEFAULT_HOST,
  LOCAL_PANEL_DEFAULT_PORT,
  LOCAL_PANEL_INTEGRATION_API_KEY,
  LOCAL_PANEL_PANEL_API_TOKEN,
  LOCAL_PANEL_SALT,
  localPanelBases,
} from '@/local-panel/credentials';

/**
 * The back-end settings, validated once at start. With none of the panel variables set, every value
 * points at the bundled local panel, which `npm start` and `npm run dev` then start alongside the site.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const panelEnvSchema = z.object({
  PANEL_API_URL: optional.pipe(z.url().optional()),
  PANEL_API_SALT: optional,
  PANEL_API_TOKEN: optional,
  INTEGRATION_API_URL: optional.pipe(z.url().optional()),
  INTEGRATION_API_SALT: optional,
  INTEGRATION_API_KEY: optional,
  STORAGE_URL: optional.pipe(z.url().optional()),
  REVALIDATE_SECRET: optional,
  LOCAL_PANEL_PORT: z.coerce.number().int().positive().default(LOCAL_PANEL_DEFAULT_PORT),
  PANEL_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  PANEL_REVALIDATE_SECONDS: z.coerce.number().int().positive().default(300),
});

export type PanelEnv = {
  usesLocalPanel: boolean;
  panel: { url: string; salt: string; token: string };
  integration: { url: string; salt: string; key: string };
  storageUrl: string;
  revalidateSecret: string | undefined;
  timeoutMs: number;
  revalidateSeconds: number;
};

export function parsePanelEnv(source: Record<string, string | undefined>): PanelEnv {
  const env = panelEnvSchema.parse(source);
  const usesLocalPanel = !env.PANEL_API_URL && !env.INTEGRATION_API_URL;
  const local = localPanelBases(`http://${LOCAL_PANEL_DEFAULT_HOST}:${env.LOCAL_PANEL_PORT}`);
  if (!usesLocalPanel) {
    const missing = (
      [
        'PANEL_API_URL',
        'PANEL_API_SALT',
        'PANEL_API_TOKEN',
        'INTEGRATION_API_URL',
        'INTEGRATION_API_SALT',
        'INTEGRATION_API_KEY',
        'STORAGE_URL',
      ] as const
    ).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(`Panel configuration incomplete: set ${missing.join(', ')} (see .env.example)`);
    }
  }
  return {
    usesLocalPanel,
    panel: {
      url: trimSlash(env.PANEL_API_URL ?? local.panel),
      salt: env.PANEL_API_SALT ?? LOCAL_PANEL_SALT,
      token: env.PANEL_API_TOKEN ?? LOCAL_PANEL_PANEL_API_TOKEN,
    },
    integration: {
      url: trimSlash(env.INTEGRATION_API_URL ?? local.integration),
      salt: env.INTEGRATION_API_SALT ?? LOCAL_PANEL_SALT,
      key: env.INTEGRATION_API_KEY ?? LOCAL_PANEL_INTEGRATION_API_KEY,
    },
    storageUrl: trimSlash(env.STORAGE_URL ?? local.storage),
    revalidateSecret: env.REVALIDATE_SECRET ?? (usesLocalPanel ? 'local-revalidate-secret' : undefined),
    timeoutMs: env.PANEL_TIMEOUT_MS,
    revalidateSeconds: env.PANEL_REVALIDATE_SECONDS,
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export const panelEnv = parsePanelEnv(process.env);
