import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/headers';
import {
  LOCAL_PANEL_DEFAULT_HOST,
  LOCAL_PANEL_DEFAULT_PORT,
  localPanelBases,
} from './local-panel/credentials';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** Where the panel's images live: STORAGE_URL, or the bundled local panel when no back end is set. */
function storageBase(): { url: URL; isLocalPanel: boolean } {
  const configured = process.env.STORAGE_URL?.trim();
  if (configured) return { url: new URL(configured), isLocalPanel: false };
  const port = process.env.LOCAL_PANEL_PORT?.trim() || String(LOCAL_PANEL_DEFAULT_PORT);
  return {
    url: new URL(localPanelBases(`http://${LOCAL_PANEL_DEFAULT_HOST}:${port}`).storage),
    isLocalPanel: true,
  };
}

const storage = storageBase();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run typecheck` checks the whole repository (site, local panel, tests) as its own step.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    const headers = securityHeaders({
      storageOrigin: storage.url.origin,
      googleMaps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()),
      development: process.env.NODE_ENV === 'development',
      https: (process.env.SITE_URL ?? '').startsWith('https://'),
    });
    return [{ source: '/:path*', headers }];
  },
  images: {
    remotePatterns: [
      {
        protocol: storage.url.protocol === 'https:' ? 'https' : 'http',
        hostname: storage.url.hostname,
        port: storage.url.port,
        pathname: `${storage.url.pathname.replace(/\/+$/, '')}/**`,
      },
    ],
    // The bundled local panel serves images from loopback, which Next 16 refuses unless told otherwise.
    dangerouslyAllowLocalIP: storage.isLocalPanel,
    // Cards and galleries are photographs: a day of browser cache; the panel's paths change with the file.
    minimumCacheTTL: 86_400,
  },
};

export default withNextIntl(nextConfig);
