import { roleLabel } from './role-labels';

describe('roleLabel', () => {
  it.each([
    ['SuperAdmin', 'Super Admin'],
    ['Admin', 'Administrador'],
    ['user_Supervisor', 'Supervisor'],
    ['user_User', 'Usuario'],
    ['user_Supervisado', 'Supervisado'],
    ['', 'Sin rol'],
    [null, 'Sin rol'],
    [undefined, 'Sin rol'],
    ['user_Otro', 'Sin rol'],
    ['toString', 'Sin rol'],
  ])('%s → %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
