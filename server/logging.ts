/**
 * How much the server logs. By default its start, warnings and errors only: one JSON line per
 * request buried 'Servidor listo' under about 2,000 lines in one walk through the app.
 * LOG_LEVEL=info (or debug, trace) brings back fastify's per-request lines.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value);
}

/** LOG_LEVEL's value, or the default when unset; an unknown level stops the start with a reason. */
export function logLevelFrom(raw: string | undefined): LogLevel {
  const value = raw?.trim().toLowerCase();
  if (!value) return DEFAULT_LOG_LEVEL;
  if (!isLogLevel(value))
    throw new Error(`LOG_LEVEL debe ser uno de ${LOG_LEVELS.join(', ')} (recibido: ${raw})`);
  return value;
}

/** Where log lines go; tests pass their own to read them. */
export type LogStream = { write: (line: string) => void };

export type LoggerOptions = { level: LogLevel; stream?: LogStream };
