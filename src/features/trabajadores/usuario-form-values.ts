import type { CreateUserRequest, Servicio, User } from '../../contract/usuario';

/**
 * The form validates with the wire contract's createUserRequestSchema, so the screen rejects what
 * the server would; its output is the POST usuario/ body. Modify shows and sends all but is_active.
 */
export type UsuarioFormValues = CreateUserRequest;

export const SERVICIO_LABELS: Record<Servicio, string> = { tcm: 'TCM', terapia: 'Terapia' };

/** Spec section 5: servicio defaults to tcm; a new user is active unless unticked. */
export const EMPTY_USUARIO: UsuarioFormValues = {
  username: '',
  email: '',
  first_name: '',
  last_name: '',
  ID_user: '',
  dir: '',
  phone: '',
  servicio: 'tcm',
  subir_notas: false,
  is_active: true,
};

export function isUsuarioField(name: string): name is keyof UsuarioFormValues {
  return Object.hasOwn(EMPTY_USUARIO, name);
}

/** A stored user as the form's starting values; an unknown servicio falls back to the default. */
export function usuarioFormValues(user: User): UsuarioFormValues {
  return {
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    ID_user: user.ID_user,
    dir: user.dir,
    phone: user.phone,
    servicio: user.servicio ?? EMPTY_USUARIO.servicio,
    subir_notas: user.subir_notas,
    is_active: user.is_active,
  };
}
