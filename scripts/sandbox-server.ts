// The sandbox API alone, as an HTTP server on loopback: the upstream of `npm run serve:nginx`.
import express from 'express';
import { sandboxMiddleware } from '../src/mocks/middleware';

export function startSandboxServer(port: number, host = '127.0.0.1') {
  const app = express();
  app.disable('x-powered-by');
  app.use(sandboxMiddleware);
  return new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const server = app.listen(port, host, () => resolve(server));
  });
}

if (require.main === module) {
  const port = Number(process.env.SANDBOX_PORT ?? 8090);
  void startSandboxServer(port).then(() => console.log(`Sandbox API on http://127.0.0.1:${port}/v1`));
}
