import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isLoopback, loadDotEnv, resolveJwtSecret, SECRET_FILE_NAME, SecretError } from './secrets';

const STRONG = 'k'.repeat(32);
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'cobros-secret-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const local = { nodeEnv: undefined, host: '127.0.0.1' };

describe('resolveJwtSecret', () => {
  it('a local start without a secret generates one, keeps it in the data folder and reuses it', () => {
    const first = resolveJwtSecret({ ...local, secret: undefined, dataDir });
    expect(first.source).toBe('generated');
    expect(Buffer.byteLength(first.secret)).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, SECRET_FILE_NAME);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = resolveJwtSecret({ ...local, secret: '', dataDir });
    expect(second).toEqual({ secret: first.secret, source: 'file' });
    // Another data folder, another secret: no key is shared through the code.
    const other = mkdtempSync(join(tmpdir(), 'cobros-secret-'));
    expect(resolveJwtSecret({ ...local, secret: undefined, dataDir: other }).secret).not.toBe(first.secret);
    rmSync(other, { recursive: true, force: true });
  });

  it('uses the given secret as is and writes no file', () => {
    expect(resolveJwtSecret({ ...local, secret: STRONG, dataDir })).toEqual({
      secret: STRONG,
      source: 'environment',
    });
    expect(existsSync(join(dataDir, SECRET_FILE_NAME))).toBe(false);
  });

  it.each([
    ['production', { nodeEnv: 'production', host: '127.0.0.1' }],
    ['every interface', { nodeEnv: undefined, host: '0.0.0.0' }],
    ['a public address', { nodeEnv: 'development', host: '10.0.0.5' }],
  ])('refuses in %s a missing, example or short secret, saying what to do', (_name, where) => {
    for (const secret of [undefined, '', 'change-me-in-production', 'x', 'k'.repeat(31)]) {
      expect(() => resolveJwtSecret({ ...where, secret, dataDir })).toThrow(SecretError);
    }
    expect(() => resolveJwtSecret({ ...where, secret: 'x', dataDir })).toThrow(/Defina JWT_SECRET.*32 bytes/);
    expect(existsSync(join(dataDir, SECRET_FILE_NAME))).toBe(false);
    expect(resolveJwtSecret({ ...where, secret: STRONG, dataDir }).secret).toBe(STRONG);
  });

  it('counts bytes, not characters', () => {
    // 16 two-byte characters are 32 bytes.
    expect(
      resolveJwtSecret({ nodeEnv: 'production', host: '::1', secret: 'ñ'.repeat(16), dataDir }).secret,
    ).toBe('ñ'.repeat(16));
  });

  it('warns, without refusing, about a weak secret on a local start', () => {
    const result = resolveJwtSecret({ ...local, secret: 'change-me-in-production', dataDir });
    expect(result.warning).toMatch(/valor de ejemplo/);
  });

  it('knows the loopback names', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'cobros.example.com'])
      expect(isLoopback(host)).toBe(false);
  });
});

describe('loadDotEnv', () => {
  it('reads .env under the environment, which wins', () => {
    const file = join(dataDir, '.env');
    writeFileSync(file, 'COBROS_TEST_A=archivo\nCOBROS_TEST_B=archivo\n');
    process.env.COBROS_TEST_A = 'entorno';
    try {
      expect(loadDotEnv(file)).toBe(true);
      expect(process.env.COBROS_TEST_A).toBe('entorno');
      expect(process.env.COBROS_TEST_B).toBe('archivo');
    } finally {
      delete process.env.COBROS_TEST_A;
      delete process.env.COBROS_TEST_B;
    }
    expect(loadDotEnv(join(dataDir, 'no-existe'))).toBe(false);
  });
});

describe('server start', () => {
  it('refuses with NODE_ENV=production and no secret, in Spanish, before opening anything', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE: join(dataDir, 'c.sqlite'),
    };
    delete env.JWT_SECRET;
    const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/No se puede arrancar con NODE_ENV=production: falta JWT_SECRET/);
    expect(existsSync(join(dataDir, 'c.sqlite'))).toBe(false);
  }, 60_000);
});
