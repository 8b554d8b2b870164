// Runs once when a server process starts, before it answers requests: checks the back-end settings,
// hooks on every incoming request and removes the video copies a stopped server left behind.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    try {
      await import('./lib/panel/env');
    } catch (error) {
      // Next would log this and go on running a server that cannot answer: stop, saying what to set.
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    const [
      { installRequestStartHook },
      { clientAddressStep },
      { unavailableStatusStep },
      { internalHeadersStep },
      { pageQueryStep },
    ] = await Promise.all([
      import('./lib/server/request-start'),
      import('./lib/security/client-address-hook'),
      import('./lib/errors/unavailable-status'),
      import('./lib/security/internal-headers-hook'),
      import('./lib/i18n/page-query'),
    ]);
    installRequestStartHook([
      clientAddressStep(),
      unavailableStatusStep(),
      internalHeadersStep(),
      pageQueryStep(),
    ]);
    const { removeLeftoverVideoCopies } = await import('./features/application/server/clean-video');
    const removed = await removeLeftoverVideoCopies();
    if (removed > 0)
      console.warn(`[be-a-model] removed ${removed} video copies a stopped server left behind`);
  }
}
