import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { MESSAGES } from './http-errors';
import type { HttpLimits } from './http-limits';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { SECURITY_HEADERS } from './security-headers';
import { TEST_SECRET } from './test-support';

const SHORT: HttpLimits = {
  requestTimeoutMs: 1_500,
  headersTimeoutMs: 1_000,
  idleTimeoutMs: 5_000,
  maxConnections: 3,
};

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  app = await buildApp({ db, jwtSecret: TEST_SECRET, httpLimits: SHORT });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
});

/** A raw connection: what it receives, and when the server closed it. */
function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const opened = Date.now();
    socket.on('data', (chunk) => (data += chunk.toString()));
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

function headersOf(response: string): Record<string, string> {
  const [head] = response.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
      }),
  );
}

describe('HTTP limits', () => {
  it('answers a request without Host in the API shape, with the security headers', async () => {
    const connection = await open();
    connection.socket.write('GET /api/usuario/ HTTP/1.1\r\nConnection: close\r\n\r\n');
    await connection.closed;
    const response = connection.received();
    expect(response).toMatch(/^HTTP\/1\.1 400 /);
    expect(headersOf(response)).toMatchObject(SECURITY_HEADERS);
    expect(JSON.parse(response.split('\r\n\r\n')[1])).toEqual({ detail: MESSAGES.hostRequired });
  });

  it('closes a request whose body trickles in past the time-out, with a 408 in the API shape', async () => {
    const connection = await open();
    connection.socket.write(
      'POST /api/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const timer = setInterval(() => connection.socket.write(' '), 200);
    const closedAfter = await connection.closed;
    clearInterval(timer);
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs - 100);
    expect(closedAfter).toBeLessThan(SHORT.requestTimeoutMs + 3_000);
    const response = connection.received();
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(headersOf(response)).toMatchObject(SECURITY_HEADERS);
    expect(JSON.parse(response.split('\r\n\r\n')[1])).toEqual({ detail: MESSAGES.requestTimeout });
  }, 10_000);

  it('closes a connection whose headers never end', async () => {
    const connection = await open();
    connection.socket.write('GET /api/usuario/ HTTP/1.1\r\nHost: x\r\n');
    const timer = setInterval(() => connection.socket.write('X-Lento: 1\r\n'), 200);
    const closedAfter = await connection.closed;
    clearInterval(timer);
    expect(closedAfter).toBeLessThan(SHORT.headersTimeoutMs + 3_000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  }, 10_000);

  it('refuses connections beyond the cap, and takes new ones once they close', async () => {
    const held = await Promise.all([open(), open(), open()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = await open();
    const closedAfter = await Promise.race([
      extra.closed,
      new Promise<number>((r) => setTimeout(() => r(-1), 1_000)),
    ]);
    expect(closedAfter).toBeGreaterThanOrEqual(0);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const response = await app.inject({ method: 'GET', url: '/api/no-existe/' });
    expect(response.statusCode).toBe(404);
    const later = await open();
    later.socket.write('GET /api/no-existe/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await later.closed;
    expect(later.received()).toMatch(/^HTTP\/1\.1 404 /);
  }, 10_000);
});
