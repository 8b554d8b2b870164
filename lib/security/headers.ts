export type SecurityOptions = {
  storageOrigin: string;
  /** Else the map is OpenStreetMap's embed. */
  googleMaps: boolean;
  /** React's dev tooling evaluates code; production never does. */
  development: boolean;
  https: boolean;
};

const VIDEO_PLAYERS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];
const VIDEO_THUMBNAILS = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];
/** The keyless map is OpenStreetMap's page in a frame: its tiles and script load under its own policy. */
const OPENSTREETMAP_EMBED = ['https://www.openstreetmap.org'];
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  img: [
    'https://maps.googleapis.com',
    'https://maps.gstatic.com',
    'https://*.googleapis.com',
    'https://*.ggpht.com',
  ],
  connect: ['https://maps.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

export function contentSecurityPolicy(options: SecurityOptions): string {
  const maps = options.googleMaps;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's inline payload scripts need 'unsafe-inline' on a first render; cached pages add a policy of
    // their scripts' hashes (cache/page-script-policy.cjs), which the browser enforces as well.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(options.development ? ["'unsafe-eval'"] : []),
      ...(maps ? GOOGLE_MAPS.script : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...(maps ? GOOGLE_MAPS.style : [])],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      options.storageOrigin,
      ...VIDEO_THUMBNAILS,
      ...(maps ? GOOGLE_MAPS.img : []),
    ],
    'media-src': ["'self'", 'blob:', options.storageOrigin],
    'font-src': ["'self'", ...(maps ? GOOGLE_MAPS.font : [])],
    'connect-src': ["'self'", ...(options.development ? ['ws:'] : []), ...(maps ? GOOGLE_MAPS.connect : [])],
    'frame-src': [...VIDEO_PLAYERS, ...(maps ? [] : OPENSTREETMAP_EMBED)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(
    ([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`,
  );
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: [
        'camera=()',
        'microphone=()',
        'geolocation=()',
        'payment=()',
        'usb=()',
        'browsing-topics=()',
        `autoplay=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(' ')})`,
        `fullscreen=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(' ')})`,
      ].join(', '),
    },
  ];
}
