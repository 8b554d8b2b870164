import ProfilePage from './[slug]/page';

// The proxy redirects an id alone to the profile; this page does so when the proxy could not read the panel.
export default function ProfileByIdPage({ params }: PageProps<'/[locale]/[category]/[id]'>) {
  return ProfilePage({ params: params.then((values) => ({ ...values, slug: '' })) });
}
