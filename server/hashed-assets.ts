import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cachedAnswer, sendAnswer } from './compression';

/** The types of what Vite writes under assets/; any other file is left to @fastify/static. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
/** Fonts are compressed already; text assets shrink to a third or less. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg']);

/** Vite names every built asset by its content hash, so such a file never changes. */
export const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built app's hashed assets, served from memory, compressed once on first demand.
 * A signed-in page's first load asks for some 70 of them at once; read from disk each time they
 * took about 3 ms apiece of the server's one thread, in the way of the page's list answer.
 * The files are read when the server starts: a build is never changed in place, only replaced.
 */
export function registerHashedAssets(app: FastifyInstance, root: string): void {
  const folder = join(root, 'assets');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(folder, name);
    const extension = extname(name);
    const type = ASSET_TYPES[extension];
    if (!type || !HASHED_ASSET.test(path) || !statSync(path).isFile()) continue;
    const answer = cachedAnswer(readFileSync(path));
    const compressible = COMPRESSIBLE.has(extension);
    app.get(`/assets/${name}`, (request, reply) => {
      reply.header('cache-control', IMMUTABLE);
      if (!compressible) return reply.type(type).send(answer.body());
      return sendAnswer(request, reply, answer, 200, type);
    });
  }
}
