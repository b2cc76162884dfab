// Small stand-in builds for deploy/deploy.sh's tests: a build's files (differing by `label`), with its
// server beside it (dist-server/: server.js, a template, the inline styles' hashes, the route table's paths).
import fs from 'node:fs';
import path from 'node:path';
import { NGINX_ROUTES_FILE, nginxRoutesFile } from '../../scripts/nginxRoutes';
import { routeList } from '../../src/lib/routes';

export const DEPLOY_SCRIPT = path.resolve(__dirname, '../../deploy/deploy.sh');

/** The CSP source of a stand-in build's own inline style (the other, 'sha256-shared=', is every build's). */
export const styleHash = (label: string) => `'sha256-${label}='`;

/**
 * A build named `name` in `<root>/<name>/dist`. Its server.js stays alive when run (a server a deploy
 * must not pull its folder from under); with `appLinks`, the build's .well-known/ files; with `copies`,
 * precompressed copies (`.br`, `.gz`: stand-ins, `br:` or `gz:` and the file's text) of the worker, the
 * landing page and the entry.
 */
export function standInBuild(root: string, name: string, label: string, { server = true, appLinks = false, copies = false } = {}) {
  const dist = path.join(root, name, 'dist');
  const files: Record<string, string> = {
    'app.html': `<script src="/assets/main.${label}.js"></script>`,
    'index.html': `landing ${label}`,
    'terms/index.html': `terms ${label}`,
    'sw.js': `precache main.${label}.js`,
    'manifest.webmanifest': '{}',
    'favicon.svg': '<svg/>',
    [`assets/main.${label}.js`]: `main ${label}`,
    [`assets/main.${label}.js.map`]: '{}',
    [`assets/page-transfer.${label}.js`]: `transfer ${label}`,
    // A file whose content (and so name) did not change between builds.
    'assets/font.0123456789.woff2': 'font',
    ...(appLinks
      ? { '.well-known/assetlinks.json': `[{"build":"${label}"}]`, '.well-known/apple-app-site-association': `{"build":"${label}"}` }
      : {}),
  };
  if (copies) {
    for (const file of ['sw.js', 'index.html', `assets/main.${label}.js`]) {
      for (const suffix of ['br', 'gz']) files[`${file}.${suffix}`] = `${suffix}:${files[file]}`;
    }
  }
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  }
  if (server) {
    const serverDir = `${dist}-server`;
    fs.mkdirSync(path.join(serverDir, 'templates'), { recursive: true });
    fs.writeFileSync(path.join(serverDir, 'server.js'), `// server ${label}\nsetInterval(() => undefined, 1 << 30);\n`);
    fs.writeFileSync(path.join(serverDir, 'templates', 'page-recording.html'), `template ${label}`);
    fs.writeFileSync(path.join(serverDir, 'templates', 'style-hashes.txt'), `'sha256-shared=' ${styleHash(label)}\n`);
    fs.writeFileSync(path.join(serverDir, NGINX_ROUTES_FILE), nginxRoutesFile(routeList));
  }
  return dist;
}
