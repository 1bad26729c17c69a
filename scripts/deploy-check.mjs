// The deploy kit (issue 25), run for real after the build:
// - `systemd-analyze verify` accepts deploy/selfdrive.service without a single warning, and
//   `systemd-analyze security` rates its sandbox;
// - the committed nginx site, deploy/nginx/selfdrive.conf (only ports, paths and certificate
//   swapped), runs in front of the built server in production mode with a throwaway
//   self-signed certificate, configured by deploy/selfdrive.env.example (blanks filled in),
//   whose first admin comes from `npm run staff:create` with those same settings;
// - promtool loads deploy/prometheus/ and runs the alert rules' unit tests.
// Without nginx, systemd-analyze or promtool that part is skipped with a line, unless E2E_REQUIRED=1.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ROOT, exited, startBuiltServer } from './lib/server-process.mjs';

const REQUIRED = process.env.E2E_REQUIRED === '1';
const HOST_NAME = 'selfdrive.example';
const ADMIN = { email: 'owner@selfdrive.example', password: 'Owner-Pass-2026' };
/** nginx lets the form around an uploaded file take this much beside the file itself. */
const FORM_ALLOWANCE = 64 * 1024;

/** The business's own values for the blanks of deploy/selfdrive.env.example. */
const FILLED = {
  SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
  MAIL_FROM: '"Raipur Wheels <bookings@raipurwheels.example>"',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  UPI_VPA: 'raipurwheels@icici',
  UPI_PAYEE_NAME: '"Raipur Wheels"',
  BANK_ACCOUNT_NUMBER: '002105012345',
  BANK_NAME: '"ICICI Bank, Pandri Raipur"',
  BANK_ACCOUNT_HOLDER: '"Raipur Wheels LLP"',
  BANK_IFSC: 'ICIC0000021',
  BUSINESS_PHONE: '"+91 77120 45678"',
  BUSINESS_EMAIL: 'help@raipurwheels.example',
  BUSINESS_ADDRESS: '"4 Pandri Main Road, Raipur, Chhattisgarh 492004"',
  LEARNING_INR_PER_USD: '86.25',
};

const { UPLOAD_MAX_BYTES } = await import(path.join(ROOT, 'dist/shared/account.js'));
const { CAR_PHOTO_MAX_BYTES } = await import(path.join(ROOT, 'dist/shared/console-fleet.js'));
const { CONTENT_IMAGE_MAX_BYTES } = await import(path.join(ROOT, 'dist/shared/console-content.js'));
const { tooLargeMessage } = await import(path.join(ROOT, 'dist/shared/uploads.js'));
const { COURSE_DRAFT_MAX_BYTES, COURSE_TOO_LARGE } = await import(
  path.join(ROOT, 'dist/shared/learning-authoring.js')
);

/** The path of a program, looking in the sbin directories too (nginx lives in /usr/sbin). */
function findProgram(name) {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin', '/usr/bin'];
  return dirs.map((d) => path.join(d, name)).find((p) => existsSync(p));
}

function skipOrFail(what, line) {
  if (REQUIRED) throw new Error(`E2E_REQUIRED=1: ${line} The ${what} check cannot run.`);
  console.log(`SKIPPED ${what} check: ${line}`);
}

/** Replaces each `from` (which must be there: the committed file changed otherwise). */
function substitute(text, pairs, file) {
  for (const [from, to] of pairs) {
    assert.ok(text.includes(from), `${file} no longer contains ${JSON.stringify(from)}`);
    text = text.replaceAll(from, to);
  }
  return text;
}

async function checkUnit(tmp) {
  const analyze = findProgram('systemd-analyze');
  if (!analyze) return skipOrFail('systemd unit', 'no systemd-analyze (apt-get install systemd).');
  const unit = path.join(tmp, 'selfdrive.service');
  const text = await fs.readFile(path.join(ROOT, 'deploy/selfdrive.service'), 'utf8');
  // verify checks that ExecStart's program exists: use the Node.js running this check.
  await fs.writeFile(unit, substitute(text, [['/opt/node24/bin/node', process.execPath]], unit));
  const verify = spawnSync(analyze, ['verify', unit], { encoding: 'utf8' });
  const said = `${verify.stdout}${verify.stderr}`.trim();
  assert.equal(verify.status, 0, `systemd-analyze verify failed:\n${said}`);
  assert.equal(said, '', `systemd-analyze verify warns (it exits 0 on these):\n${said}`);
  const security = spawnSync(analyze, ['security', '--offline=true', unit], { encoding: 'utf8' });
  const exposure = Number(/Overall exposure level for \S+: ([\d.]+)/.exec(security.stdout)?.[1]);
  assert.ok(exposure <= 2, `sandbox exposure ${exposure} (was 1.4): ${security.stdout}`);
  console.log(`✓ systemd-analyze verify: no warnings; security exposure ${exposure} (0-10, low)`);
}

/** promtool: the sample scrape config and alert rules load, and each alert fires on its series. */
function checkPrometheus() {
  const promtool = findProgram('promtool');
  if (!promtool) return skipOrFail('Prometheus', 'no promtool (apt-get install prometheus).');
  const dir = path.join(ROOT, 'deploy/prometheus');
  for (const args of [
    ['check', 'config', 'prometheus.yml'],
    ['check', 'rules', 'selfdrive-alerts.yml'],
    ['test', 'rules', 'selfdrive-alerts.test.yml'],
  ]) {
    const run = spawnSync(promtool, args, { cwd: dir, encoding: 'utf8' });
    assert.equal(run.status, 0, `promtool ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  }
  console.log(
    '✓ promtool: scrape config and alert rules valid; every alert fires on its unit test',
  );
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The env example with its blanks filled: written for `sh`, parsed for the server. */
async function productionSettings(tmp, port, dataDir) {
  const example = await fs.readFile(path.join(ROOT, 'deploy/selfdrive.env.example'), 'utf8');
  const lines = example.split('\n').map((line) => {
    const [, key, value] = /^([A-Z0-9_]+)=(.*)$/.exec(line) ?? [];
    if (!key) return line;
    if (key === 'PORT') return `PORT=${port}`;
    if (key === 'DATA_DIR') return `DATA_DIR=${dataDir}`;
    if (value === '' && FILLED[key]) return `${key}=${FILLED[key]}`;
    return line;
  });
  const file = path.join(tmp, 'selfdrive.env');
  await fs.writeFile(file, lines.join('\n'));
  const env = { NODE_ENV: 'production' };
  for (const line of lines) {
    const [, key, value] = /^([A-Z0-9_]+)=(.*)$/.exec(line) ?? [];
    if (key) env[key] = value.replace(/^(["'])(.*)\1$/, '$2');
  }
  return { file, env };
}

/**
 * One request; `tls` goes through nginx's HTTPS port, `localAddress` picks the client address.
 * `declaredLength` sends only the headers, announcing a body of that size: the server refuses
 * it from Content-Length alone. (Sending a refused body straight to Node races its answer: Node
 * closes without nginx's lingering close, and the client's next write can fail with EPIPE
 * before it reads the 413. nginx reads and drops the rest of a refused body, so requests
 * through it send real bodies.)
 */
function request(
  port,
  urlPath,
  { method = 'GET', headers = {}, body, declaredLength, tls, ca, localAddress } = {},
) {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      path: urlPath,
      method,
      localAddress,
      agent: false,
      headers: {
        host: HOST_NAME,
        ...(body ? { 'content-length': body.length } : {}),
        ...(declaredLength ? { 'content-length': declaredLength } : {}),
        ...headers,
      },
      ...(tls ? { ca, servername: HOST_NAME } : {}),
    };
    const req = (tls ? https : http).request(options, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString();
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode, headers: res.headers, raw, text, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const multipart = (bytes) => {
  const boundary = '----selfdrive-deploy-check';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.alloc(bytes, 0xff),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const json = (value) => ({
  body: Buffer.from(JSON.stringify(value)),
  headers: { 'content-type': 'application/json' },
});

async function startNginx(nginx, tmp, ports, cert) {
  const logs = path.join(tmp, 'logs');
  await fs.mkdir(logs);
  const site = path.join(tmp, 'selfdrive.conf');
  const text = await fs.readFile(path.join(ROOT, 'deploy/nginx/selfdrive.conf'), 'utf8');
  await fs.writeFile(
    site,
    substitute(
      text,
      [
        ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`],
        ['listen 80;', `listen 127.0.0.1:${ports.http};`],
        ['listen [::]:80;', ''],
        ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
        ['listen [::]:443 ssl http2;', ''],
        [`/etc/letsencrypt/live/${HOST_NAME}/fullchain.pem`, cert.certFile],
        [`/etc/letsencrypt/live/${HOST_NAME}/privkey.pem`, cert.keyFile],
        ['/var/log/nginx/', `${logs}/`],
        ['/var/www/html', path.join(tmp, 'acme')],
        ['/opt/selfdrive/', `${ROOT}/`],
      ],
      'deploy/nginx/selfdrive.conf',
    ),
  );
  // What Debian's /etc/nginx/nginx.conf gives a site, with every path in this run's directory.
  const main = path.join(tmp, 'nginx.conf');
  const temp = (name) => `${name}_temp_path ${path.join(tmp, name)};`;
  await fs.writeFile(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, workers would run as nobody, who cannot enter this run's private directory.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${path.join(tmp, 'nginx.pid')};`,
      `error_log ${path.join(logs, 'main-error.log')} info;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${path.join(logs, 'access.log')};`,
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${site};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', tmp, '-c', main, '-e', path.join(logs, 'startup-error.log')];
  const test = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  assert.equal(test.status, 0, `nginx -t refuses the site:\n${test.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const up = await new Promise((resolve) => {
      const socket = net.connect(ports.https, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() || true));
      socket.once('error', () => resolve(false));
    });
    if (up) return { child, siteErrorLog: path.join(logs, 'selfdrive.error.log') };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('nginx did not listen within 10 s');
}

function http2Get(port, ca, urlPath) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca, servername: HOST_NAME });
    session.on('error', reject);
    const stream = session.request({ ':path': urlPath, ':authority': HOST_NAME });
    stream.on('response', (headers) => {
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve({ status: headers[':status'], protocol: session.alpnProtocol });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}

async function checkNginx(tmp) {
  const nginx = findProgram('nginx');
  if (!nginx) return skipOrFail('nginx', 'no nginx (apt-get install nginx).');
  const ports = { app: await freePort(), http: await freePort(), https: await freePort() };
  const cert = { certFile: path.join(tmp, 'cert.pem'), keyFile: path.join(tmp, 'key.pem') };
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST_NAME}`,
      '-addext',
      `subjectAltName=DNS:${HOST_NAME},IP:127.0.0.1`,
      '-keyout',
      cert.keyFile,
      '-out',
      cert.certFile,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(openssl.status, 0, `openssl req -x509 failed:\n${openssl.stderr}`);
  const ca = await fs.readFile(cert.certFile);

  const dataDir = path.join(tmp, 'data');
  const settings = await productionSettings(tmp, ports.app, dataDir);

  // The first admin, as docs/deploy.md creates it: the service's settings sourced by sh.
  const create = spawnSync(
    'sh',
    [
      '-c',
      'set -a && . "$1" && shift && exec npm run --silent staff:create -- "$@"',
      'sh',
      settings.file,
      '--email',
      ADMIN.email,
      '--role',
      'admin',
      '--password',
      ADMIN.password,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: process.env.HOME } },
  );
  assert.equal(create.status, 0, `staff:create failed:\n${create.stdout}${create.stderr}`);
  assert.match(create.stdout, new RegExp(`Created admin ${ADMIN.email}`));

  const { child: server } = await startBuiltServer({ ...settings.env, LOG_LEVEL: 'warn' });
  let proxy;
  try {
    proxy = await startNginx(nginx, tmp, ports, cert);
    const viaNginx = (urlPath, options = {}) =>
      request(ports.https, urlPath, { ...options, tls: true, ca });
    const direct = (urlPath, options = {}) => request(ports.app, urlPath, options);

    // HTTPS, HTTP/2, HSTS once, no version in the Server header, HTTP redirected.
    const health = await viaNginx('/api/health');
    assert.equal(health.status, 200);
    assert.equal(
      health.headers['strict-transport-security'],
      'max-age=31536000; includeSubDomains',
    );
    assert.equal(health.headers.server, 'nginx');
    const h2 = await http2Get(ports.https, ca, '/api/health');
    assert.deepEqual(h2, { status: 200, protocol: 'h2' });
    const challenge = path.join(tmp, 'acme/.well-known/acme-challenge');
    await fs.mkdir(challenge, { recursive: true });
    await fs.writeFile(path.join(challenge, 'token-1'), 'token-1.key');
    const acme = await request(ports.http, '/.well-known/acme-challenge/token-1');
    assert.equal(acme.text, 'token-1.key', "Let's Encrypt's challenge is served over HTTP");
    const plain = await request(ports.http, '/cars?city=raipur');
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.location, `https://${HOST_NAME}/cars?city=raipur`);
    console.log('✓ HTTPS with HTTP/2 and HSTS; HTTP redirects there, but for ACME challenges');

    // Sign-in over HTTPS: a Secure, httpOnly session cookie that works through the proxy.
    const login = await viaNginx('/api/staff/login', { method: 'POST', ...json(ADMIN) });
    assert.equal(login.status, 200, login.text);
    const setCookie = login.headers['set-cookie'] ?? [];
    assert.ok(setCookie.length > 0, 'sign-in sets a cookie');
    for (const line of setCookie) {
      assert.match(line, /;\s*Secure/i, `cookie not Secure: ${line}`);
      assert.match(line, /;\s*HttpOnly/i, `cookie not HttpOnly: ${line}`);
    }
    const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const me = await viaNginx('/api/console/me', { headers: { cookie } });
    assert.equal(me.status, 200, me.text);
    assert.equal(me.json.staffRole, 'admin');
    console.log('✓ the admin made by staff:create signs in over HTTPS: Secure, HttpOnly cookie');

    // Rate limits count the address nginx saw, whatever X-Forwarded-For the client sends.
    const attempt = (send, from, forged) =>
      send('/api/auth/verify-email', {
        method: 'POST',
        localAddress: from,
        ...json({ token: 'not-a-real-token' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
      }).then((r) => r.status);
    const forgedRun = async (send, from) => {
      const statuses = [];
      for (let i = 1; i <= 21; i++) statuses.push(await attempt(send, from, `203.0.113.${i}`));
      return statuses;
    };
    const throughProxy = await forgedRun(viaNginx, '127.0.0.2');
    assert.ok(!throughProxy.slice(0, 20).includes(429), `early 429: ${throughProxy}`);
    assert.equal(throughProxy[20], 429, 'forged X-Forwarded-For through nginx escaped the limit');
    assert.notEqual(await attempt(viaNginx, '127.0.0.3', '203.0.113.1'), 429, 'another client');
    const straight = await forgedRun(direct, '127.0.0.4');
    assert.equal(straight[20], 429, 'forged X-Forwarded-For straight to the server was believed');
    console.log('✓ rate limits count the client nginx forwarded; forged X-Forwarded-For ignored');

    // /assets/: served by nginx from dist/web, immutable, gzipped.
    const assets = await fs.readdir(path.join(ROOT, 'dist/web/assets'));
    const script = assets.find((f) => f.endsWith('.js'));
    const asset = await viaNginx(`/assets/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(asset.headers['content-encoding'], 'gzip');
    assert.equal(asset.headers['content-security-policy'], undefined, 'served by node, not nginx');
    assert.deepEqual(
      gunzipSync(asset.raw),
      await fs.readFile(path.join(ROOT, 'dist/web/assets', script)),
    );
    assert.equal((await viaNginx('/assets/not-built-0000.js')).status, 404);
    console.log('✓ /assets/ from disk with Cache-Control immutable and gzip; unknown ones 404');

    // Body limits: nginx's equal the server's, and it refuses with the server's own message.
    const site = await fs.readFile(path.join(ROOT, 'deploy/nginx/selfdrive.conf'), 'utf8');
    const limits = [...site.matchAll(/client_max_body_size (\d+)k;/g)].map((m) => m[1] * 1024);
    assert.deepEqual(limits, [
      UPLOAD_MAX_BYTES + FORM_ALLOWANCE,
      COURSE_DRAFT_MAX_BYTES,
      Math.max(CAR_PHOTO_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES) + FORM_ALLOWANCE,
    ]);
    assert.equal(CAR_PHOTO_MAX_BYTES, CONTENT_IMAGE_MAX_BYTES, 'one location for both limits');

    const sixMb = multipart(6 * 1024 * 1024);
    const document = await viaNginx('/api/account/documents/licence_img', {
      method: 'PUT',
      ...sixMb,
    });
    assert.equal(document.status, 413);
    assert.equal(document.json?.message, tooLargeMessage('file', UPLOAD_MAX_BYTES));
    assert.equal(document.headers['content-type'], 'application/json');
    assert.match(
      await fs.readFile(proxy.siteErrorLog, 'utf8'),
      /client intended to send too large body/,
    );
    const atLimit = multipart(UPLOAD_MAX_BYTES);
    const passed = await viaNginx('/api/account/documents/licence_img', {
      method: 'PUT',
      ...atLimit,
    });
    assert.equal(passed.status, 401, `a 5 MB file reaches the server: ${passed.text}`);
    // Staff's 5 MB uploads too: a handover photo and a document taken at the counter (the
    // route list is src/server/nginx-body-limits.test.ts's; here nginx itself answers).
    for (const [urlPath, what] of [
      ['/api/console/bookings/999999/handover-photos/pickup', 'photo'],
      ['/api/console/customers/999999/documents/licence_img', 'file'],
    ]) {
      const method = urlPath.includes('/customers/') ? 'PUT' : 'POST';
      const refused = await viaNginx(urlPath, {
        method,
        ...sixMb,
        headers: { ...sixMb.headers, cookie },
      });
      assert.equal(refused.status, 413, `${urlPath}: ${refused.text}`);
      assert.equal(refused.json?.message, tooLargeMessage(what, UPLOAD_MAX_BYTES));
      const reached = await viaNginx(urlPath, {
        method,
        ...atLimit,
        headers: { ...atLimit.headers, cookie },
      });
      assert.notEqual(reached.status, 413, `a 5 MB upload must reach the server: ${urlPath}`);
    }

    const nineMb = multipart(9 * 1024 * 1024);
    const gallery = { method: 'POST', ...nineMb, headers: { ...nineMb.headers, cookie } };
    // The server's own answer to each route one byte over is src/server/nginx-body-limits.test.ts's.
    const galleryByNginx = await viaNginx('/api/console/content/gallery/photos', gallery);
    assert.equal(galleryByNginx.status, 413);
    assert.equal(galleryByNginx.json?.message, tooLargeMessage('image', CONTENT_IMAGE_MAX_BYTES));
    const sevenMb = multipart(7 * 1024 * 1024);
    const carPhoto = await viaNginx('/api/console/cars/999999/photo', {
      method: 'POST',
      ...sevenMb,
      headers: { ...sevenMb.headers, cookie },
    });
    assert.notEqual(carPhoto.status, 413, 'a 7 MB car photo must reach the server');

    // A course is saved whole: 2 MB of lessons reach the server, 5 MB are refused in words.
    const course = (mb) => json({ lessons: [{ bodyHtmlHi: 'x'.repeat(mb * 1024 * 1024) }] });
    const longCourse = await viaNginx('/api/learning/instructor/courses', {
      method: 'POST',
      ...course(2),
    });
    assert.notEqual(longCourse.status, 413, 'a 2 MB course must reach the server');
    const tooLongCourse = await viaNginx('/api/learning/instructor/courses/7', {
      method: 'PUT',
      ...course(5),
    });
    assert.equal(tooLongCourse.status, 413);
    assert.equal(tooLongCourse.json?.message, COURSE_TOO_LARGE);

    const bigJson = json({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' });
    const jsonByNginx = await viaNginx('/api/auth/login', { method: 'POST', ...bigJson });
    const jsonByServer = await direct('/api/auth/login', {
      method: 'POST',
      headers: bigJson.headers,
      declaredLength: bigJson.body.length,
    });
    assert.equal(jsonByServer.status, 413);
    assert.equal(jsonByNginx.status, 413);
    assert.equal(jsonByNginx.json?.message, jsonByServer.json?.message);
    console.log(
      "✓ nginx refuses 6 MB documents and photos, a 9 MB picture, a 5 MB course and 2 MB of JSON with the server's messages",
    );
  } finally {
    if (proxy) {
      proxy.child.kill('SIGTERM');
      await exited(proxy.child);
    }
    server.kill('SIGTERM');
    await exited(server);
  }
}

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-deploy-'));
try {
  await checkUnit(tmp);
  checkPrometheus();
  await checkNginx(tmp);
} finally {
  await fs.rm(tmp, { recursive: true, force: true });
}
