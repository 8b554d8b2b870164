import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A pass-through to the site under test that, while `cutting`, drops every connection carrying a post to
 * `path` once `afterBytes` of it have passed: the connection lost mid-body a phone's uplink loses.
 * Drops every such connection, not one, since the browser quietly resends a post lost on a reused
 * connection before the page hears of it.
 */
export async function startCuttingProxy(target: URL, path: string, afterBytes: number) {
  const state = { cutting: false, cuts: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let postBytes: number | null = null;
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes(`POST ${path} `)) postBytes = 0;
      if (postBytes !== null) {
        postBytes += chunk.length;
        if (state.cutting && postBytes > afterBytes) {
          state.cuts += 1;
          drop();
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      // An answer ends the post: what follows on a kept-alive connection is another request.
      postBytes = null;
      client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', drop);
      socket.on('close', () => {
        sockets.delete(socket);
        drop();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
