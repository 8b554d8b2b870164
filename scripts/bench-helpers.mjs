// Shared by the benchmark scripts.

/** Resolves once `url` answers 2xx; the site builds and its local panel generates images first. */
export async function waitFor(url, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
