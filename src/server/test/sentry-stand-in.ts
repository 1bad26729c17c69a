import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedEnvelope {
  /** The envelope as it arrived (after gzip), every byte of it: what to grep for secrets. */
  raw: string;
  /** Its items, each `{ type, payload }` (events are `type: 'event'`). */
  items: { type: string; payload: unknown }[];
}

/**
 * A stand-in for Sentry (or GlitchTip): an HTTP server taking what the SDK sends to
 * `/api/<project>/envelope/` and keeping each envelope, parsed as newline-delimited JSON
 * (envelope header, then item header and payload pairs).
 */
export async function startSentryStandIn() {
  const envelopes: ReceivedEnvelope[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
        res.writeHead(404).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      const raw = body.toString('utf8');
      const lines = raw.split('\n').filter((line) => line.trim() !== '');
      const items: ReceivedEnvelope['items'] = [];
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const header = JSON.parse(lines[i]!) as { type: string };
        items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!) as unknown });
      }
      envelopes.push({ raw, items });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public0123456789abcdef@127.0.0.1:${port}/1`,
    envelopes,
    events: () =>
      envelopes.flatMap((e) =>
        e.items.filter((item) => item.type === 'event').map((i) => i.payload),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
