/** Messages shared by the contract's schemas and the screens that must not load zod (the login). */
export const USERNAME_REQUIRED = 'El nombre de usuario es requerido';
export const PASSWORD_REQUIRED = 'La contraseña es requerida';
