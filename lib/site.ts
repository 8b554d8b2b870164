import * as z from '@/lib/zod-mini';

const nonEmpty = z.string().check(z.minLength(1));

/** Settings with neutral defaults (see .env.example), never a guessed brand. */
const siteEnvSchema = z.object({
  SITE_URL: z._default(z.url(), 'http://localhost:3000'),
  SITE_NAME: z._default(nonEmpty, 'Lisbon Model & Talent Agency'),
  SITE_POWERED_BY_NAME: z._default(nonEmpty, 'Next.js'),
  SITE_POWERED_BY_URL: z._default(z.url(), 'https://nextjs.org'),
  SITE_PRIVACY_POLICY_URL: z._default(nonEmpty, '/privacy-policy.pdf'),
});

const env = siteEnvSchema.parse(process.env);

export const site = {
  url: env.SITE_URL.replace(/\/$/, ''),
  name: env.SITE_NAME,
  foundedYear: 2023,
  poweredBy: { name: env.SITE_POWERED_BY_NAME, url: env.SITE_POWERED_BY_URL },
  privacyPolicyUrl: env.SITE_PRIVACY_POLICY_URL,
} as const;

/** app/globals.css's --color-*, for what is drawn outside CSS: sharing cards, PDFs. */
export const brandColours = { ink: '#111111', paper: '#ffffff', accent: '#c9a27a' } as const;
