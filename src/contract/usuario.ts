import { z } from 'zod';
import { listOf } from './list';
import {
  CONTROL_CHARACTERS_INVALID,
  hasNoControlCharacters,
  idSchema,
  namedRefSchema,
  nameRule,
} from './common';
import { FIELD_REQUIRED, USERNAME_REQUIRED } from './messages';
import { lazySchema } from './lazy-schema';

/** `{id, nombre}` of a role (spec section 3). */
export const rolSchema = namedRefSchema;
export type Rol = z.infer<typeof rolSchema>;
export const rolListSchema = lazySchema(() => listOf(rolSchema));

export const SERVICIOS = ['tcm', 'terapia'] as const;
export const servicioSchema = lazySchema(() => z.enum(SERVICIOS));
export type Servicio = z.infer<typeof servicioSchema>;

/** Optional text fields come back as null from Django when never set; the app shows them as ''. */
const optionalText = lazySchema(() =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? '' : String(value))),
);

/**
 * A user as GET usuario/ and usuario/{id}/ send it. Tolerant on the way in: ids may be numeric
 * strings, optional texts may be null, `rol` may be null (the list shows 'Sin rol'), and an
 * unknown `servicio` becomes null rather than failing the whole list.
 */
export const userSchema = lazySchema(() =>
  z.object({
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
    // The reduced list a non-admin reads holds active users only and leaves the flag out.
    is_active: z.boolean().optional().default(true),
    rol: rolSchema.nullish().transform((value) => value ?? null),
  }),
);
export type User = z.infer<typeof userSchema>;
/** What the server sends; the reference server builds its answers against this type. */
export type UserWire = z.input<typeof userSchema>;
export const userListSchema = lazySchema(() => listOf(userSchema));

/** `GET usuario/?rol=supervisor` (the real backend's alias); the full role name works too. */
export const userListQuerySchema = lazySchema(() =>
  z.object({
    rol: z.string().trim().min(1).optional(),
  }),
);
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const EMAIL_INVALID = 'Introduzca una dirección de correo electrónico válida.';
/** Django's UnicodeUsernameValidator: the login looks usernames up exactly, so no spaces. */
const USERNAME_PATTERN = /^[\p{L}\p{N}_.@+-]*$/u;
const USERNAME_INVALID =
  'Introduzca un nombre de usuario válido. Este valor solo puede contener letras, números y los caracteres @/./+/-/_.';
const SERVICIO_INVALID = 'Seleccione un servicio válido: tcm o terapia.';
const BOOLEAN_INVALID = 'Debe ser verdadero o falso.';
const ROL_INVALID = 'Seleccione un rol válido.';

const tooLong = (max: number) => `Asegúrese de que este campo no tenga más de ${max} caracteres.`;

/** Text the form may leave empty; null (Django's "never set") is taken as ''. */
const optionalTextInput = (max: number) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .max(max, tooLong(max))
    .refine(hasNoControlCharacters, CONTROL_CHARACTERS_INVALID)
    .superRefine(nameRule)
    .nullish()
    .transform((value) => value ?? '');

/**
 * `POST usuario/` (spec section 7). No password: the server sets the documented initial one.
 * Lengths follow Django's User model; ID_user, dir and phone are the backend's own fields,
 * whose limits are not known, so they get generous ones.
 */
export const createUserRequestSchema = lazySchema(() =>
  z.object({
    username: z
      .string()
      .trim()
      .normalize('NFC')
      .min(1, USERNAME_REQUIRED)
      .max(150, tooLong(150))
      .superRefine(nameRule)
      .regex(USERNAME_PATTERN, USERNAME_INVALID),
    email: optionalTextInput(254).refine(
      (value) => value === '' || z.email().safeParse(value).success,
      EMAIL_INVALID,
    ),
    first_name: optionalTextInput(150),
    last_name: optionalTextInput(150),
    ID_user: optionalTextInput(50),
    dir: optionalTextInput(255),
    phone: optionalTextInput(30),
    // Through z.string() first so that a missing servicio reads "Este campo es requerido.".
    servicio: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(SERVICIOS, { error: SERVICIO_INVALID })),
    subir_notas: z.boolean({ error: BOOLEAN_INVALID }).optional().default(false),
    is_active: z.boolean({ error: BOOLEAN_INVALID }).optional().default(true),
  }),
);
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** `PUT update_user/{id}/`: the same fields except is_active, which only PATCH usuario/{id}/ changes. */
export const updateUserRequestSchema = lazySchema(() => createUserRequestSchema.omit({ is_active: true }));
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** `PATCH usuario/{id}/`. */
export const toggleUserActiveRequestSchema = lazySchema(() =>
  z.object({
    is_active: z.boolean({
      error: (issue) => (issue.input === undefined ? FIELD_REQUIRED : BOOLEAN_INVALID),
    }),
  }),
);
export type ToggleUserActiveRequest = z.infer<typeof toggleUserActiveRequestSchema>;

/** `PUT update_rol/{id}/`: the app sends a number; a numeric string such as "3" is forgiven. */
export const updateRolRequestSchema = lazySchema(() =>
  z.object({
    rol: z
      .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
        error: (issue) => (issue.input === undefined ? FIELD_REQUIRED : ROL_INVALID),
      })
      .pipe(z.number().int(ROL_INVALID).positive(ROL_INVALID).max(Number.MAX_SAFE_INTEGER, ROL_INVALID)),
  }),
);
export type UpdateRolRequest = z.infer<typeof updateRolRequestSchema>;
