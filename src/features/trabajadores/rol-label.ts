import type { User } from '../../contract/usuario';

export const SIN_ROL = 'Sin rol';

export function rolLabel(user: Pick<User, 'rol'>): string {
  return user.rol?.nombre ?? SIN_ROL;
}
