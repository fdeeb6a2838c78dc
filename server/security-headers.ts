import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer, the app's files and the API's JSON alike (issue 13; server/README.md).
 * - Scripts only from this origin: the built index.html loads one module file and has no inline script.
 * - style-src allows 'unsafe-inline' because react-bootstrap and the app's components set `style`
 *   attributes (e.g. a card's maxWidth), which CSP counts as inline styles; style cannot run code.
 * - connect-src 'self': the app calls this origin's /api/ (a VITE_API_URL elsewhere must be added here).
 * - data: images are Bootstrap's own icons (form validation, select arrows) inlined in its CSS.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // Older browsers ignore frame-ancestors.
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  // onRequest rather than onSend, so even the answers of fastify's own early errors carry them.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
