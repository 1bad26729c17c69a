import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CloudApiRequest {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

/**
 * A real HTTP server on loopback standing in for the WhatsApp Cloud API: records each request;
 * `failWith` makes it answer that status with a Graph API error body.
 */
export async function startCloudApiServer() {
  const requests: CloudApiRequest[] = [];
  const state = { failWith: 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as CloudApiRequest['body'],
      });
      res.setHeader('Content-Type', 'application/json');
      if (state.failWith) {
        res.statusCode = state.failWith;
        res.end(JSON.stringify({ error: { message: 'Service temporarily unavailable' } }));
        return;
      }
      res.end(JSON.stringify({ messages: [{ id: `wamid.${requests.length}` }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    state,
    env: {
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
      WHATSAPP_PHONE_NUMBER_ID: '1098765432',
      WHATSAPP_ACCESS_TOKEN: 'test-whatsapp-token',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
