import { z } from 'zod';
import { idSchema, namedRefSchema } from './common';

/** `{id, nombre}` of a role (spec section 3). */
export const rolSchema = namedRefSchema;
export type Rol = z.infer<typeof rolSchema>;
export const rolListSchema = z.array(rolSchema);

export const SERVICIOS = ['tcm', 'terapia'] as const;
export const servicioSchema = z.enum(SERVICIOS);
export type Servicio = z.infer<typeof servicioSchema>;

/** Optional text fields come back as null from Django when never set; the app shows them as ''. */
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? '' : String(value)));

/**
 * A user as GET usuario/ and usuario/{id}/ send it. Tolerant on the way in: ids may be numeric
 * strings, optional texts may be null, `rol` may be null (the list shows 'Sin rol'), and an
 * unknown `servicio` becomes null rather than failing the whole list.
 */
export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: optionalText,
  first_name: optionalText,
  last_name: optionalText,
  ID_user: optionalText,
  dir: optionalText,
  phone: optionalText,
  servicio: z
    .string()
    .nullish()
    .transform((value) => value?.trim().toLowerCase() ?? null)
    .pipe(servicioSchema.nullable())
    .catch(null),
  subir_notas: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  is_active: z.boolean(),
  rol: rolSchema.nullish().transform((value) => value ?? null),
});
export type User = z.infer<typeof userSchema>;
/** What the server sends; the reference server builds its answers against this type. */
export type UserWire = z.input<typeof userSchema>;
export const userListSchema = z.array(userSchema);

/** `GET usuario/?rol=supervisor` (the real backend's alias); the full role name works too. */
export const userListQuerySchema = z.object({
  rol: z.string().trim().min(1).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
