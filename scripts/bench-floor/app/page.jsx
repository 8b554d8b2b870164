export default function FloorPage() {
  return (
    <main>
      <h1>Lisbon Model &amp; Talent Agency</h1>
      <p>
        One heading and one paragraph, rendered on the server, with no component of its own in the browser.
      </p>
    </main>
  );
}
