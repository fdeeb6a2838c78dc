/** The feature's routes as src/app/routes.ts lists them. */
export const TRABAJADORES_PATH = '/gestTrabajador/listaTrabajadores';
export const INSERT_TRABAJADOR_PATH = '/gestTrabajador/insertarTrabajador';
export const modifyTrabajadorPath = (id: number | string) => `/gestTrabajador/modificarTrabajador/${id}`;
