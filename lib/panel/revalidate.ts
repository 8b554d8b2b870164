import 'server-only';
import { revalidateTag } from 'next/cache';
import { markContentIndexStale } from './content-index';
import { forgetReusedTalentList } from './index';
import { PANEL_TAGS } from './tags';

/**
 * Expires panel content at once, everywhere this process keeps it: Next's cache (pages and reads under
 * these tags, on every instance through cache/), the shared talent list and the content index.
 */
export function revalidatePanelTags(tags: readonly string[]): void {
  // Expire at once: the panel asks after a change, so the next visitor must see it.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (tags.includes(PANEL_TAGS.talents)) forgetReusedTalentList();
  if (tags.some((tag) => tag === PANEL_TAGS.talents || tag === PANEL_TAGS.posts)) markContentIndexStale();
}
