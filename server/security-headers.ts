import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer, the app's files and the API's JSON alike:
 * - Scripts only from this origin: the built index.html loads one module file and has no inline script.
 * - style-src allows 'unsafe-inline' because react-bootstrap and the app's components set `style`
 *   attributes (e.g. a card's maxWidth), which CSP counts as inline styles; style cannot run code.
 * - connect-src 'self': the app calls this origin's /api/ (a VITE_API_URL elsewhere must be added here).
 * - data: images are Bootstrap's own icons (form validation, select arrows) inlined in its CSS.
 */
const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** As helmet writes it: directives joined by ';'. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * Every header the answers carry: helmet's (configured below) plus Permissions-Policy, which
 * helmet does not set. The answers written before fastify's hooks run (a malformed request, a URL
 * the router cannot decode) send this list by hand; security-headers.test.ts holds helmet's
 * answers to it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // Older browsers ignore frame-ancestors.
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': PERMISSIONS_POLICY,
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Awaited, so that helmet's onRequest hooks come before any hook registered later: even an
  // answer a later hook refuses carries the headers.
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES as Record<string, string[]> },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Plain HTTP here; HSTS belongs to the TLS front that serves the product on the internet.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}
