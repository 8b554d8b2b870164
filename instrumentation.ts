// Runs once when a server process starts, before it answers requests: hooks on every incoming request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
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
