// Runs once when a server process starts, before it answers requests: checks the back-end settings
// and hooks on every incoming request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    try {
      await import('./lib/panel/env');
    } catch (error) {
      // Next would log this and go on running a server that cannot answer: stop, saying what to set.
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    const [{ installRequestStartHook }, { clientAddressStep }, { unavailableStatusStep }] = await Promise.all(
      [
        import('./lib/server/request-start'),
        import('./lib/security/client-address-hook'),
        import('./lib/errors/unavailable-status'),
      ],
    );
    installRequestStartHook([clientAddressStep(), unavailableStatusStep()]);
  }
}
