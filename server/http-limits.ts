import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './http-errors';

export type HttpLimits = {
  /** The whole request, headers and body, must arrive within this time, or the connection closes. */
  requestTimeoutMs: number;
  /** The headers alone. */
  headersTimeoutMs: number;
  /** A connection with nothing moving for this long is closed. */
  idleTimeoutMs: number;
  /** Connections open at once; Node closes any beyond it on arrival. */
  maxConnections: number;
};

/**
 * A request must arrive within 60 s: a document upload of the largest size allowed on a slow
 * line fits, a client that trickles a body to hold a connection does not. Up to 256 connections
 * at once: a browser opens six per origin, so that is dozens of users, and a flood of idle
 * sockets cannot take every file descriptor.
 */
export const DEFAULT_HTTP_LIMITS: Readonly<HttpLimits> = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  idleTimeoutMs: 30_000,
  maxConnections: 256,
};

/** The options for Node's server (through fastify's `http`); fastify sets `requestTimeout` itself. */
export function nodeServerOptions(limits: HttpLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the two time-outs above this often; its default of 30 s would let a slow request
    // run for up to half a minute past its limit.
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
    // Node answers a request without Host with a bare 400 of its own; the hook below answers it
    // in the API's shape, with the security headers.
    requireHostHeader: false,
  };
}

export function registerHttpLimits(app: FastifyInstance, limits: HttpLimits): void {
  app.server.maxConnections = limits.maxConnections;
  // HTTP/1.1 requires Host (RFC 9112 section 3.2). The security headers' hook runs first.
  app.addHook('onRequest', async (request) => {
    if (!request.headers.host) throw new HttpError(400, { detail: MESSAGES.hostRequired });
  });
}
