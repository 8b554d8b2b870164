import type { AbstractIntlMessages } from 'next-intl';
import type { Messages } from './messages';

export type Namespace = keyof Messages;

/** Pages add the ones their islands use, so a page ships only the texts it can show. */
export const LAYOUT_NAMESPACES = [
  'Menu',
  'LanguageSwitch',
  'Sound',
  'Loading',
  'Favorites',
  'Error',
  'NotFound',
] as const satisfies readonly Namespace[];

export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly Namespace[],
): AbstractIntlMessages {
  return Object.fromEntries(
    namespaces.flatMap((name) => (name in messages ? [[name, messages[name]!]] : [])),
  );
}
