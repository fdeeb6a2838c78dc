import { z } from 'zod';
import { idSchema } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { PASSWORD_REQUIRED, PASSWORD_TOO_SHORT, USERNAME_REQUIRED } from './messages';
import { lazySchema } from './lazy-schema';

const PASSWORD_TOO_LONG = `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres`;

export const loginRequestSchema = lazySchema(() =>
  z.object({
    username: z.string({ error: USERNAME_REQUIRED }).trim().min(1, USERNAME_REQUIRED),
    password: z
      .string({ error: PASSWORD_REQUIRED })
      .min(1, PASSWORD_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = lazySchema(() =>
  z.object({
    token: z.string().min(1),
    message: z.string().optional(),
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** JWT claims (spec section 3, backend-notes "Token"). Unknown claims are ignored. */
export const tokenClaimsSchema = lazySchema(() =>
  z.object({
    rol_nombre: z.string().nullable().optional(),
    id: z.number().int().optional(),
    user_id: z.number().int().optional(),
    name: z.string().optional(),
    nombre: z.string().optional(),
    apellido: z.string().optional(),
    ID_user: z.union([z.string(), z.number()]).nullable().optional(),
    Dir: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
    subir_notas: z.boolean().optional(),
    exp: z.number().optional(),
  }),
);
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const updatePasswordRequestSchema = lazySchema(() =>
  z.object({
    password: z
      .string({ error: PASSWORD_REQUIRED })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  }),
);
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/**
 * The reference server adds `token`: the new password ends every earlier session, and the one
 * that changed it goes on with this token. The real backend sends only `message`.
 */
export const updatePasswordResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    token: z.string().min(1).optional(),
  }),
);
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponseSchema>;

/** `GET verify-token/`: `rol` is the role name, like the token's `rol_nombre`. */
export const verifyTokenResponseSchema = lazySchema(() =>
  z.object({
    valid: z.literal(true),
    user: z.object({
      id: idSchema,
      username: z.string(),
      rol: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
    }),
  }),
);
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;
