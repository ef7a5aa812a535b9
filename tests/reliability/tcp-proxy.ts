// A TCP proxy between the app and PostgreSQL, so a test can make the database "go away" (drop every
// connection and refuse new ones) and come back, without touching the machine's PostgreSQL server.
// Given several ports it is also the bench's small round-robin balancer in front of two app instances.
import { createConnection, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** With several target ports, each new connection goes to the next one in turn (round robin). */
export function startTcpProxy(targetPort: number | number[], targetHost = "127.0.0.1"): Promise<TcpProxy> {
  let down = false;
  const targets = Array.isArray(targetPort) ? targetPort : [targetPort];
  let next = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = createConnection(targets[next++ % targets.length], targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({
        port: (server.address() as { port: number }).port,
        cut() {
          down = true;
          for (const s of sockets) s.destroy();
        },
        restore() {
          down = false;
        },
        close: () =>
          new Promise((r) => {
            for (const s of sockets) s.destroy();
            server.close(() => r());
          }),
      });
    });
  });
}
