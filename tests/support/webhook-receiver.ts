import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  body: string;
  signature: string;
}

/**
 * A webhook receiver on 127.0.0.1 that answers the statuses given, in turn (the last one from then on), and keeps
 * every request it got.
 */
export async function webhookReceiver(statuses: number[]) {
  const requests: ReceivedWebhook[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['soundsleeve-signature'] ?? ''),
      });
      res.statusCode = statuses[Math.min(requests.length - 1, statuses.length - 1)]!;
      res.end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Resolves once `count` requests have arrived (fails after 15 s). */
    async received(count: number) {
      const until = Date.now() + 15_000;
      while (requests.length < count) {
        if (Date.now() > until) throw new Error(`only ${requests.length} of ${count} webhooks arrived`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
