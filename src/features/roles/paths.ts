/** The feature's routes as src/app/routes.ts lists them. */
export const USUARIOS_PATH = '/gestRol/listaUsuarios';
export const modifyRolPath = (id: number | string) => `/modificarRol/${id}`;
