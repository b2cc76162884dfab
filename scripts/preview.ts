// `npm run preview` (after `npm run build`): the production server (dist-server/server.js, `npm run
// serve`) exactly as deployed, with the sandbox API as its API: the sandbox listens on a loopback port
// of its own (scripts/sandbox-server.ts) and the server proxies /v1/ there and renders the share pages
// from it. PORT (8080) and HOST (localhost) as for the server; API_URL set means a real API instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startSandboxServer } from './sandbox-server';
import { serverScriptFor } from './serverBuild';

const dist = path.resolve(__dirname, '..', process.env.DIST_DIR ?? 'dist');
const serverScript = serverScriptFor(dist);
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? 'localhost';

async function main() {
  if (!fs.existsSync(serverScript) || !fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${path.relative(process.cwd(), dist)} has no build: run \`npm run build\` first.`);
    process.exit(1);
  }
  let apiUrl = process.env.API_URL;
  if (!apiUrl) {
    const sandboxPort = Number(process.env.SANDBOX_PORT ?? port + 2000);
    await startSandboxServer(sandboxPort);
    apiUrl = `http://127.0.0.1:${sandboxPort}`;
  }
  const server = spawn(process.execPath, [serverScript], {
    stdio: 'inherit',
    // The sandbox also serves its pictures and recordings (/sandbox/…) on the API's origin; its
    // pictures are SVG placeholders, which the cards draw only when told (never a real API's).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      API_URL: apiUrl,
      PROXY_PATHS: '/v1,/sandbox',
      ...(process.env.API_URL ? {} : { CARD_SVG_IMAGES: '1' }),
    },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
  console.log(`Preview: the production server on http://${host}:${port}${process.env.API_URL ? '' : ' (sandbox API)'}`);
}

void main();
