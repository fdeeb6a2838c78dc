import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../../contract/auth';
import { PASSWORD_TOO_SHORT } from '../../contract/messages';

const REQUIRED = 'Este campo es requerido';

/** Spec section 5: all three required, new at least 8 characters, confirmation must match. */
export const changePasswordSchema = z
  .object({
    actual: z.string().min(1, REQUIRED),
    nueva: z.string().min(1, REQUIRED).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    confirmar: z.string().min(1, REQUIRED),
  })
  .refine((values) => values.nueva === values.confirmar, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmar'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
