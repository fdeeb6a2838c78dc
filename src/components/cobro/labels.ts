import type { Documento } from '../../contract/documento';
import type { User } from '../../contract/usuario';
import { formatDate } from '../../domain/format';

/** 'file name — creation date', as the document selects show it (spec section 2). */
export function documentoLabel(documento: Pick<Documento, 'nombre_archivo' | 'fecha_creacion'>): string {
  // Date first: a closed select cuts the end of a long file name, and the date must stay readable.
  return `${formatDate(documento.fecha_creacion)} — ${documento.nombre_archivo}`;
}

/** 'Nombre Apellido (username)'; a user with no names on file is shown by username alone. */
export function usuarioLabel(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name ? `${name} (${user.username})` : user.username;
}
