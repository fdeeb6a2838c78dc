import {
  clearSession,
  decodeClaims,
  purgeStaleSession,
  getSessionSnapshot,
  rememberReturnTo,
  SESSION_KEYS,
  storeSession,
  takeReturnTo,
} from './session';
import { fakeToken, tokenFor } from '../test/tokens';

describe('session', () => {
  it('stores the spec keys from the token claims', () => {
    storeSession(
      tokenFor('user_User', { ID_user: 'U-7', Dir: 'Calle 1', phone: '555', subir_notas: true }),
      'ana',
    );
    expect(localStorage.getItem('auth')).toMatch(/^ey/);
    expect(localStorage.getItem('userID')).toBe('7');
    expect(localStorage.getItem('role')).toBe('user_User');
    expect(localStorage.getItem('username')).toBe('ana');
    expect(localStorage.getItem('nombre')).toBe('Ana');
    expect(localStorage.getItem('apellido')).toBe('Pérez');
    expect(localStorage.getItem('ID_user')).toBe('U-7');
    expect(localStorage.getItem('Dir')).toBe('Calle 1');
    expect(localStorage.getItem('phone')).toBe('555');
    expect(localStorage.getItem('subir_notas')).toBe('true');
    const state = getSessionSnapshot();
    expect(state.status).toBe('valid');
    if (state.status === 'valid')
      expect(state.user).toMatchObject({ id: 7, role: 'user_User', subirNotas: true });
  });

  it('logout clears every key, legacy ones included', () => {
    storeSession(tokenFor('Admin'), 'ana');
    localStorage.setItem('token', 'viejo');
    localStorage.setItem('user', '{}');
    clearSession();
    SESSION_KEYS.forEach((key) => expect(localStorage.getItem(key)).toBeNull());
    expect(getSessionSnapshot().status).toBe('none');
  });

  it('an expired token is no session', () => {
    storeSession(tokenFor('Admin', { exp: Math.floor(Date.now() / 1000) - 10 }), 'ana');
    expect(getSessionSnapshot().status).toBe('none');
  });

  it('an undecodable token is invalid', () => {
    storeSession('no-es-un-jwt', 'ana');
    expect(getSessionSnapshot().status).toBe('invalid');
    storeSession(fakeToken({ id: 'texto' }), 'ana');
    expect(getSessionSnapshot().status).toBe('invalid');
  });

  it('follows another tab logging out', () => {
    storeSession(tokenFor('Admin'), 'ana');
    expect(getSessionSnapshot().status).toBe('valid');
    localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: null }));
    expect(getSessionSnapshot().status).toBe('none');
  });

  it('remembers where to return, but never the login screen', () => {
    rememberReturnTo('/login');
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo('/gestCliente/listarClientes?q=ana');
    expect(takeReturnTo()).toBe('/gestCliente/listarClientes?q=ana');
    expect(takeReturnTo()).toBeNull();
  });
});

describe('logout on purpose', () => {
  it('forgets the page to return to, even if a guard asks to remember it afterwards', async () => {
    const { endSessionOnPurpose } = await import('./session');
    storeSession(tokenFor('user_User'), 'ana');
    rememberReturnTo('/gestCobro/listarCobros');
    endSessionOnPurpose();
    rememberReturnTo('/gestRol/listaUsuarios');
    expect(takeReturnTo()).toBeNull();
    expect(getSessionSnapshot().status).toBe('none');
  });
});

describe('decodeClaims', () => {
  const claims = { rol_nombre: 'user_Supervisado', id: 5, user_id: 5, nombre: 'Lucía', apellido: 'Núñez' };
  const base64url = (binary: string) =>
    btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

  it('reads the ASCII payload PyJWT writes, with \\uXXXX escapes', () => {
    const ascii = JSON.stringify(claims).replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(ascii).toContain('Luc\\u00eda');
    const token = `${header}.${base64url(ascii)}.firma`;
    expect(decodeClaims(token)).toMatchObject({ nombre: 'Lucía', apellido: 'Núñez' });
  });

  it('reads a raw UTF-8 payload too', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(claims));
    const token = `${header}.${base64url(String.fromCharCode(...bytes))}.firma`;
    expect(decodeClaims(token)).toMatchObject({ nombre: 'Lucía', apellido: 'Núñez' });
  });
});

describe('claims as other backends write them', () => {
  it('a string user_id and id are ids', () => {
    storeSession(
      fakeToken({ rol_nombre: 'Admin', user_id: '12', id: '12', exp: Date.now() / 1000 + 60 }),
      'ana',
    );
    const state = getSessionSnapshot();
    expect(state.status).toBe('valid');
    if (state.status === 'valid') expect(state.user).toMatchObject({ id: 12, role: 'Admin' });
    expect(localStorage.getItem('userID')).toBe('12');
  });

  it('display claims that are numbers or null never refuse the session', () => {
    storeSession(
      tokenFor('user_User', { phone: 5551234, Dir: null, name: null, apellido: 7, ID_user: null }),
      'ana',
    );
    const state = getSessionSnapshot();
    expect(state.status).toBe('valid');
    expect(localStorage.getItem('phone')).toBe('5551234');
    expect(localStorage.getItem('apellido')).toBe('7');
    expect(localStorage.getItem('Dir')).toBeNull();
  });

  it('a role that is missing or not a string reads as no role', () => {
    storeSession(fakeToken({ id: 3, rol_nombre: 4 }), 'ana');
    const state = getSessionSnapshot();
    expect(state.status === 'valid' && state.user.role).toBeNull();
  });
});

describe('purgeStaleSession', () => {
  it('removes an expired stored token with every session key', () => {
    storeSession(tokenFor('Admin', { exp: Math.floor(Date.now() / 1000) - 10 }), 'ana');
    localStorage.setItem('token', 'viejo');
    purgeStaleSession();
    SESSION_KEYS.forEach((key) => expect(localStorage.getItem(key)).toBeNull());
  });

  it('removes an undecodable stored token', () => {
    storeSession('no-es-un-jwt', 'ana');
    purgeStaleSession();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('keeps a valid session', () => {
    storeSession(tokenFor('Admin'), 'ana');
    purgeStaleSession();
    expect(getSessionSnapshot().status).toBe('valid');
  });
});
