import 'server-only';
import type { Agency } from '@/lib/content/types';
import { websiteHtml, websiteText } from '@/lib/content/website-texts';
import { readOr } from '@/lib/errors/content-unavailable';
import type { Locale } from '@/lib/i18n/locales';
import { htmlParagraphs } from '@/lib/html-text';
import { getWebsiteTexts } from '@/lib/panel';
import { site } from '@/lib/site';

/** The agency as its PDFs and the printed comparison sign them; without the panel's texts, its name alone. */
export async function readAgency(locale: Locale): Promise<Agency> {
  const texts = await readOr('website texts', getWebsiteTexts, {});
  const contact = [
    ...htmlParagraphs(websiteHtml(texts, 'contact_address', locale)).flatMap((line) => line.split('\n')),
    websiteText(texts, 'contact_email', locale),
    websiteText(texts, 'contact_phone', locale),
    site.url.replace(/^https?:\/\//, ''),
  ].filter(Boolean);
  return { name: site.name, contact };
}
