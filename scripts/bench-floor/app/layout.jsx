// The bench's floor (scripts/bench.mjs): the smallest page this Next.js and React can serve, to tell what
// the framework itself costs on this machine from what the site adds.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
