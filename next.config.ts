import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run typecheck` checks the whole repository (site, local panel, tests) as its own step.
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(nextConfig);
