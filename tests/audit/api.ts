/** Reads the lists the recomputation starts from, straight from the API. */
import type { Wire } from './recompute';

export async function login(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export async function call<T = unknown>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Everything the money figures depend on, as the SuperAdmin reads it. */
export async function readWire(base: string, token: string): Promise<Wire> {
  const get = <T>(path: string) => call<T>(base, token, 'GET', path);
  const [usuarios, cobros, estimados, tareas, montos, historial, documentos, clientes, capacidades] =
    await Promise.all([
      get<Wire['usuarios']>('usuario/'),
      get<Wire['cobros']>('listar_cobro/'),
      get<Wire['estimados']>('listar_cobros_estimados/'),
      get<Wire['tareas']>('listar_tarea/'),
      get<Wire['montos']>('listar_monto_extra/'),
      get<Wire['historial']>('listar_historial_pago/'),
      get<Wire['documentos']>('listar_documentacion/'),
      get<Wire['clientes']>('list_client/'),
      // A backend without extensions answers 404 (or anything else): no extensions.
      get<{ capacidades?: unknown }>('ext/capacidades/').then(
        (answer) =>
          Array.isArray(answer?.capacidades)
            ? answer.capacidades.filter((c): c is string => typeof c === 'string')
            : [],
        () => [],
      ),
    ]);
  return { usuarios, cobros, estimados, tareas, montos, historial, documentos, clientes, capacidades };
}
