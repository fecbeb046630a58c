import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 free right now, for a process the test starts (Dovecot, a server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
