import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { spaHtml } from './spa-html.ts';

/** Serves the built SPA from `root`; any other GET falls back to index.html so client routes load. */
export const spaPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    const hasBuild = existsSync(join(root, 'index.html'));
    const htmlFor = hasBuild ? spaHtml(root) : null;
    if (hasBuild) {
      // Not awaited: it loads next, under its own start-up time limit rather than this plugin's.
      void app.register(fastifyStatic, {
        root,
        wildcard: false,
        // npm start writes .br and .gz copies of the built assets.
        preCompressed: true,
        setHeaders: (res, path) => {
          res.header(
            'cache-control',
            path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply.status(404).send({ error_message: 'Not found' });
      if (htmlFor === null)
        return reply.status(404).type('text/plain').send('The web app is not built. Run npm start (or npm run build).');
      const { pathname } = new URL(request.url, 'http://localhost');
      const html = htmlFor(pathname, String(request.headers['accept-encoding'] ?? ''));
      if (html.encoding !== null) reply.header('content-encoding', html.encoding);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(html.body);
    });
  },
  { name: 'spa' },
);
