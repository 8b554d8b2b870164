import ProfilePage from './[slug]/page';

/**
 * A profile address with the id alone (/en/models/1001): the proxy answers it with a permanent redirect to
 * the profile. This page does the same (the profile page redirects every other name to the right one) when
 * the proxy could not read the panel; then the panel decides: the redirect, the 404 or the 503 page.
 */
export default function ProfileByIdPage({ params }: PageProps<'/[locale]/[category]/[id]'>) {
  return ProfilePage({ params: params.then((values) => ({ ...values, slug: '' })) });
}
