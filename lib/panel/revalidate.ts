import 'server-only';
import { revalidateTag } from 'next/cache';
import { markContentIndexStale } from './content-index';
import { forgetReusedTalentList } from './index';
import { PANEL_TAGS } from './tags';

export function revalidatePanelTags(tags: readonly string[]): void {
  // Expire at once: the panel asks after a change, so the next visitor must see it.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  if (tags.includes(PANEL_TAGS.talents)) forgetReusedTalentList();
  if (tags.some((tag) => tag === PANEL_TAGS.talents || tag === PANEL_TAGS.posts)) markContentIndexStale();
}
