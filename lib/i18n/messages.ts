import type en from '@/messages/en.json';
import type { Locale } from './locales';

/** Every language's texts have English's shape (a unit test holds each messages file to it). */
export type Messages = typeof en;

/** A language's texts, messages/<locale>.json, loaded only when that language is asked for. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default;
}
