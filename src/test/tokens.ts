/** Builds unsigned JWTs for component tests; the browser never checks signatures. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.firma`;
}

export function tokenFor(role: string | null, extra: Record<string, unknown> = {}): string {
  return fakeToken({
    rol_nombre: role,
    id: 7,
    user_id: 7,
    name: 'Ana',
    nombre: 'Ana',
    apellido: 'Pérez',
    subir_notas: false,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...extra,
  });
}
