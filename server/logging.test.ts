import { buildApp } from './app';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { DEFAULT_LOG_LEVEL, logLevelFrom, type LogLevel } from './logging';
import { TEST_NOW, TEST_SECRET } from './test-support';

/** The lines the app logs while answering one request, at a level. */
async function linesAt(level: LogLevel, url: string): Promise<{ msg: string; level: number }[]> {
  const lines: string[] = [];
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  const app = await buildApp({
    db,
    jwtSecret: TEST_SECRET,
    now: () => TEST_NOW,
    logger: { level, stream: { write: (line) => lines.push(line) } },
  });
  await app.inject({ method: 'GET', url });
  await app.close();
  return lines.map((line) => JSON.parse(line) as { msg: string; level: number });
}

describe('server logging', () => {
  it('logs no per-request lines by default, and does with LOG_LEVEL=info', async () => {
    expect(logLevelFrom(undefined)).toBe(DEFAULT_LOG_LEVEL);
    expect(await linesAt(logLevelFrom(undefined), '/api/listar_cobro/')).toEqual([]);
    const info = await linesAt(logLevelFrom('info'), '/api/listar_cobro/');
    expect(info.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
  });

  it('reads the level case-insensitively and refuses an unknown one', () => {
    expect(logLevelFrom(' INFO ')).toBe('info');
    expect(logLevelFrom('')).toBe('warn');
    expect(() => logLevelFrom('verbose')).toThrow('LOG_LEVEL debe ser uno de');
  });
});
