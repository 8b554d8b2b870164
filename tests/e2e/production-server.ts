import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { PANEL_CONTROL } from './panel';

/** A port nothing listens on, for a server a test starts itself. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

/** The back-end settings of a site run against the tests' local panel, as scripts/site.mjs gets them. */
export async function localPanelSettings(): Promise<Record<string, string>> {
  return (await (await fetch(`${PANEL_CONTROL}/site-environment`)).json()) as Record<string, string>;
}
