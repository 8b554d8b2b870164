import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PICKS_PARAM } from '@/features/favorites/picks/picks-param';
import { locales } from '@/lib/i18n/locales';
import { VISITOR_QUERY_HEADER } from '@/lib/i18n/page-query';
import { localizedPageRewrites, localizedSlug } from '@/lib/i18n/routes';
import { securityHeaders } from './lib/security/headers';
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './lib/ui/image-widths';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // The texts are compiled at build time: browsers get no ICU parser (intl-messageformat) to run.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// STORAGE_URL is absent only for tools that read this file without running the site (typegen): the
// server refuses to start without it (lib/panel/env.ts).
const storage = process.env.STORAGE_URL?.trim() ? new URL(process.env.STORAGE_URL.trim()) : null;
/** The local panel serves from loopback, which Next 16's image optimizer refuses unless told otherwise. */
const storageOnLoopback = ['127.0.0.1', 'localhost', '[::1]'].includes(storage?.hostname ?? '');

// The release's id: Next uses it against version skew and the Redis cache keys carry it, so a release never
// serves pages rendered by another. Kept in the environment so the build's worker processes agree on it.
function deploymentId(): string {
  process.env.DEPLOYMENT_ID ||= [gitCommit(), Date.now().toString(36)].filter(Boolean).join('-');
  return process.env.DEPLOYMENT_ID;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null; // no git (a Docker build context leaves .git out)
  }
}

const inProject = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const nextConfig: NextConfig = {
  output: 'standalone',
  outputFileTracingRoot: inProject('.'),
  deploymentId: deploymentId(),
  // Shared by every instance when REDIS_URL is set; Next's own caches otherwise (see cache/).
  cacheHandler: inProject('./cache/incremental-cache-handler.cjs'),
  poweredByHeader: false,
  // The proxy sees `request.url` as the server received it, so its rewrites stay on the server's own
  // address when it is bound to a loopback address (proxy.ts, `sameOrigin`).
  skipProxyUrlNormalize: true,
  // No ETag on pages: Next hashes the whole HTML for it on every request, while nginx or a CDN keeps the
  // pages. A browser's reload then gets the page again instead of a 304.
  generateEtags: false,
  // `npm run bench` only: source maps tell which packages each chunk holds; never in a release build.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  reactStrictMode: true,
  // `npm run typecheck` checks the whole repository (site, local panel, tests) as its own step.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    const headers = securityHeaders({
      storageOrigin: storage?.origin ?? "'self'",
      googleMaps: Boolean(process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()),
      development: process.env.NODE_ENV === 'development',
      https: (process.env.SITE_URL ?? '').startsWith('https://'),
    });
    // Every path, through an unnamed group: with a named one (`/:path*`) Next compiles each header value
    // containing a colon (the CSP's sources) as a path template on every response.
    // An older picks link carries a visitor's words in its query: keep it out of search and referrers.
    const picksPages = locales.map((locale) => ({
      source: `/${locale}/${localizedSlug('favorites', locale)}`,
      // The page's query reaches Next in this header (lib/i18n/page-query.ts).
      has: [{ type: 'header' as const, key: VISITOR_QUERY_HEADER, value: `(?:.*&)?${PICKS_PARAM}=.*` }],
      headers: [
        { key: 'X-Robots-Tag', value: 'noindex' },
        { key: 'Referrer-Policy', value: 'no-referrer' },
      ],
    }));
    return [{ source: '/(.*)', headers }, ...picksPages];
  },
  // Before the file system: `/pt/modelos` would otherwise reach `[category]` as an unknown category.
  async rewrites() {
    return { beforeFiles: localizedPageRewrites(), afterFiles: [], fallback: [] };
  },
  images: {
    remotePatterns: storage
      ? [
          {
            protocol: storage.protocol === 'https:' ? 'https' : 'http',
            hostname: storage.hostname,
            port: storage.port,
            pathname: `${storage.pathname.replace(/\/+$/, '')}/**`,
            // The panel's addresses carry no query: each extra one would be fetched and resized anew.
            search: '',
          },
        ]
      : [],
    dangerouslyAllowLocalIP: storageOnLoopback,
    // The widths and quality PlainImage asks for in the browser (lib/ui/image-widths.ts).
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
    // Cards and galleries are photographs: a day of browser cache; the panel's paths change with the file.
    minimumCacheTTL: 86_400,
  },
};

export default withNextIntl(nextConfig);
