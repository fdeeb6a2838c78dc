import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SECURITY_HEADERS } from './security-headers';
import { createTestApp, type TestApp } from './test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

/** Sends raw bytes, since Node's parser refuses some requests before inject could reach them. */
async function raw(request: string): Promise<string> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

describe('framework errors answer Spanish JSON in the API shape', () => {
  it.each(['/api/%E0%A4%A/', '/%zz', '/api/usuario/%'])('a malformed URL (%s), not echoed', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'La dirección solicitada no es válida.' });
    expect(response.body).not.toContain('%');
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
  });

  it('a body over 1 MB', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"${'x'.repeat(1_100_000)}"}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'El cuerpo de la solicitud supera el tamaño máximo permitido (1 MB).',
    });
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])(
    'a body of the wrong content type (%s)',
    async (type) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login/',
        headers: { 'content-type': type },
        payload: 'username=admin',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        detail: 'Tipo de contenido no soportado. Envíe el cuerpo como application/json.',
      });
    },
  );

  it('headers over Node\u2019s limit: 431, and a request Node cannot parse: 400', async () => {
    const tooLarge = await raw(
      `GET /api/rol/ HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431 /);
    expect(tooLarge).toContain('content-security-policy:');
    expect(JSON.parse(tooLarge.slice(tooLarge.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'Las cabeceras de la solicitud superan el tamaño máximo permitido.',
    });
    const garbage = await raw('ESTO NO ES HTTP\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'Solicitud inválida.',
    });
  });
});
