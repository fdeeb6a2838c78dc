import {
  ADMINS,
  COBRO_SCREENS,
  SUPER_ADMIN,
  canToggleActive,
  cobroVisibility,
  inGroup,
  isRole,
  roleBadgeLabel,
} from './roles';

describe('roleBadgeLabel', () => {
  it.each([
    ['SuperAdmin', 'Administrador'],
    ['Admin', 'Administrador'],
    ['user_Supervisor', 'Supervisor'],
    ['user_User', 'Usuario'],
    ['user_Supervisado', 'Usuario'],
    ['otro', 'Invitado'],
    [null, 'Invitado'],
  ])('%s → %s', (role, label) => {
    expect(roleBadgeLabel(role)).toBe(label);
  });
});

describe('canToggleActive', () => {
  it.each([
    ['SuperAdmin', 'SuperAdmin', false],
    ['SuperAdmin', 'Admin', true],
    ['SuperAdmin', 'user_User', true],
    ['SuperAdmin', null, true],
    ['Admin', 'SuperAdmin', false],
    ['Admin', 'Admin', false],
    ['Admin', 'user_Supervisado', true],
    ['Admin', 'user_Supervisor', true],
    ['Admin', 'user_User', true],
    ['Admin', null, true],
    ['user_User', 'user_User', false],
  ])('%s may toggle %s: %s', (actor, target, expected) => {
    expect(canToggleActive(actor, target)).toBe(expected);
  });
});

describe('isRole', () => {
  it('accepts the five role names only', () => {
    expect(isRole('Admin')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('role groups', () => {
  it.each([
    ['SuperAdmin', true, true, false],
    ['Admin', true, false, true],
    ['user_Supervisor', false, false, true],
    ['user_User', false, false, true],
    ['user_Supervisado', false, false, true],
    [null, false, false, false],
  ])('%s: admins %s, super admin %s, cobro screens %s', (role, admin, superAdmin, cobros) => {
    expect(inGroup(ADMINS, role)).toBe(admin);
    expect(inGroup(SUPER_ADMIN, role)).toBe(superAdmin);
    expect(inGroup(COBRO_SCREENS, role)).toBe(cobros);
  });
});

describe('cobroVisibility', () => {
  it.each([
    ['SuperAdmin', 'all'],
    ['Admin', 'all'],
    ['user_Supervisor', 'ownAndSupervised'],
    ['user_User', 'own'],
    ['user_Supervisado', 'own'],
    [null, 'own'],
  ])('%s sees %s', (role, visibility) => {
    expect(cobroVisibility(role)).toBe(visibility);
  });
});
