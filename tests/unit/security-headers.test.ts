import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

const production = {
  storageOrigin: 'https://panel.example.com',
  googleMaps: false,
  development: false,
  https: true,
};
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('security headers', () => {
  it('allow only the site, the image storage, the video players and the keyless map', () => {
    const policy = contentSecurityPolicy(production);
    expect(directive(policy, 'img-src')).toContain('https://panel.example.com');
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
      'https://www.openstreetmap.org',
    ]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain('maps.googleapis.com');
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('let Google Maps in only when a key is configured, and then not OpenStreetMap', () => {
    const policy = contentSecurityPolicy({ ...production, googleMaps: true });
    expect(directive(policy, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(policy, 'img-src')).toContain('https://maps.gstatic.com');
    expect(policy).not.toContain('openstreetmap');
  });

  it('send HSTS, nosniff, a referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders(production).map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});
