/** UI texts that several features show, each declared once (the spec's wording). */
export const UNKNOWN_ERROR = 'Error desconocido';
export const LOAD_DATA_ERROR = 'Error al cargar los datos';
export const CLIENTES_LOAD_ERROR = 'Error al cargar los clientes';
export const AGENCIAS_LOAD_ERROR = 'Error al cargar las agencias';
export const CONFIRM_DELETE_TITLE = 'Confirmar Eliminación';
