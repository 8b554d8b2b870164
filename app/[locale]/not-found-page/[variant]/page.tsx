import { NotFoundView } from '@/features/errors/not-found-view';
import { resolvePageLocale } from '@/lib/i18n/server';
import { notFoundVariants } from '@/lib/i18n/routes';
import { notFoundMetadata } from '@/lib/seo/metadata';

// The proxy rewrites every unknown address here with status 404: a page prerendered per language and
// variant answers at once, where notFound() renders an empty shell anew each time (proxy.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return notFoundVariants.map((variant) => ({ variant }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/not-found-page/[variant]'>) {
  return notFoundMetadata(await resolvePageLocale(params));
}

/** Rendered in full on the server, so crawlers and visitors without JavaScript read it. */
export default async function UnknownAddressPage({
  params,
}: PageProps<'/[locale]/not-found-page/[variant]'>) {
  await resolvePageLocale(params);
  const { variant } = await params;
  return <NotFoundView post={variant === 'post'} />;
}
