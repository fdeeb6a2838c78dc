import { userSchema } from './usuario';

const wire = {
  id: '7',
  username: 'emendoza',
  email: null,
  first_name: 'Elena',
  last_name: 'Mendoza',
  ID_user: 42,
  dir: null,
  phone: undefined,
  servicio: 'TCM',
  subir_notas: null,
  is_active: true,
  rol: { id: '3', nombre: 'user_Supervisor' },
  password: 'nunca se usa',
};

describe('userSchema', () => {
  it('normalises numeric strings, nulls and casing into the app shape and drops unknown fields', () => {
    expect(userSchema.parse(wire)).toEqual({
      id: 7,
      username: 'emendoza',
      email: '',
      first_name: 'Elena',
      last_name: 'Mendoza',
      ID_user: '42',
      dir: '',
      phone: '',
      servicio: 'tcm',
      subir_notas: false,
      is_active: true,
      rol: { id: 3, nombre: 'user_Supervisor' },
    });
  });

  it('accepts a user without a role and an unknown servicio', () => {
    const user = userSchema.parse({ ...wire, rol: null, servicio: 'otro' });
    expect(user.rol).toBeNull();
    expect(user.servicio).toBeNull();
  });

  it('fails without a username', () => {
    expect(userSchema.safeParse({ ...wire, username: undefined }).success).toBe(false);
  });
});
