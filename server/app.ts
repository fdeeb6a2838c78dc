import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Database } from './db/sqlite-driver';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAnswerCache } from './answer-cache';
import { HASHED_ASSET, IMMUTABLE, registerHashedAssets } from './hashed-assets';
import { secretKey } from './auth/token';
import { registerCompression } from './compression';
import type { AppDeps } from './context';
import { MESSAGES, clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './http-errors';
import { agenciaRoutes } from './routes/agencias';
import { authRoutes } from './routes/auth';
import { clienteRoutes } from './routes/clientes';
import { cobroRoutes } from './routes/cobros';
import { documentoRoutes } from './routes/documentos';
import { extRoutes } from './routes/ext';
import { sesionesRoutes } from './routes/sesiones';
import { cierreMesRoutes } from './routes/cierre-mes';
import { boletaRoutes } from './routes/boletas';
import { estadoCuentaRoutes } from './routes/estado-cuenta';
import { resumenesRoutes } from './routes/resumenes';
import { montoExtraRoutes } from './routes/montos-extra';
import { pagoClienteRoutes } from './routes/pagos-clientes';
import { rolRoutes } from './routes/roles';
import { registerSecurityHeaders } from './security-headers';
import { DEFAULT_HTTP_LIMITS, nodeServerOptions, registerHttpLimits, type HttpLimits } from './http-limits';
import { tareaRoutes } from './routes/tareas';
import { usuarioRoutes } from './routes/usuarios';
import { canonicalApiUrl } from './slashes';
import type { LoggerOptions } from './logging';
import { DEFAULT_AGENCY_TIME_ZONE } from '../src/domain/agency-time';

export type BuildAppOptions = {
  db: Database;
  jwtSecret: string;
  tokenTtlSeconds?: number;
  /** The built SPA; served at / when the folder exists. */
  staticDir?: string | null;
  /** Off by default (tests); main.ts passes the level from LOG_LEVEL (server/logging.ts). */
  logger?: boolean | LoggerOptions;
  /** Time-outs and the connection cap (http-limits.ts); tests shorten them. */
  httpLimits?: Partial<HttpLimits>;
  /** The clock for token issue and expiry and for dates the server writes; tests move it. */
  now?: () => Date;
  /** The agency's IANA time zone, whose calendar day is "today" (AGENCY_TIME_ZONE). */
  timeZone?: string;
};

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

const ROUTE_MODULES: readonly ((app: FastifyInstance) => void)[] = [
  authRoutes,
  usuarioRoutes,
  rolRoutes,
  clienteRoutes,
  agenciaRoutes,
  montoExtraRoutes,
  documentoRoutes,
  cobroRoutes,
  tareaRoutes,
  pagoClienteRoutes,
  extRoutes,
  sesionesRoutes,
  cierreMesRoutes,
  boletaRoutes,
  estadoCuentaRoutes,
  resumenesRoutes,
];

function isApiPath(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Vite names every built asset by its content hash, so a file under assets/ never changes: a
 * browser may keep it for a year without asking. index.html names the current hashes, so it is
 * checked on every load; any other file (favicon) is checked too.
 */
export function staticCacheControl(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache';
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const httpLimits: HttpLimits = { ...DEFAULT_HTTP_LIMITS, ...options.httpLimits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Every /api/ path is answered with and without its trailing slash, as Django's APPEND_SLASH does.
    rewriteUrl: (request) => canonicalApiUrl(request.url ?? '/'),
    // Node's and the router's own refusals, in Spanish JSON like every other error (http-errors.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    requestTimeout: httpLimits.requestTimeoutMs,
    connectionTimeout: httpLimits.idleTimeoutMs,
    http: nodeServerOptions(httpLimits),
  });

  const deps: AppDeps = {
    db: options.db,
    token: {
      secret: secretKey(options.jwtSecret),
      ttlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      now,
    },
    now,
    timeZone: options.timeZone ?? DEFAULT_AGENCY_TIME_ZONE,
    answers: createAnswerCache(options.db),
  };
  app.decorate('deps', deps);
  app.decorateRequest('user', null);
  // The API takes JSON only; fastify's default text/plain parser would hand routes a bare string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  registerHttpLimits(app, httpLimits);
  registerCompression(app);

  // Only procesar_excel/ reads multipart; it sets its own limits per request (server/excel/limits.ts).
  await app.register(fastifyMultipart);
  for (const registerRoutes of ROUTE_MODULES) registerRoutes(app);

  const staticRoot = options.staticDir && existsSync(options.staticDir) ? resolve(options.staticDir) : null;
  if (staticRoot) {
    registerHashedAssets(app, staticRoot);
    await app.register(fastifyStatic, {
      root: staticRoot,
      // fastify-static's own max-age would apply to index.html too; staticCacheControl decides per file.
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', staticCacheControl(path));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // The app routes by hash, so this fallback only catches deep links typed without '#'.
    if (staticRoot && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });

  return app;
}
