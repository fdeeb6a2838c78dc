/** UI texts that several features show, each declared once (the spec's wording). */
export const UNKNOWN_ERROR = 'Error desconocido';
export const LOAD_DATA_ERROR = 'Error al cargar los datos';
export const CLIENTES_LOAD_ERROR = 'Error al cargar los clientes';
export const AGENCIAS_LOAD_ERROR = 'Error al cargar las agencias';
export const CONFIRM_DELETE_TITLE = 'Confirmar Eliminación';
/** The client lists of the finance screens (Pagos de Clientes, Comparativa): no data, no match. */
export const NO_CLIENT_DATA = 'No hay datos de clientes disponibles';
export const NO_MATCHING_CLIENTS = 'No se encontraron clientes con los filtros aplicados';
