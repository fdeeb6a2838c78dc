/**
 * Every route path of the app, written once (spec section 2). The route table reads `pattern`;
 * links and navigations call `to(…)`, which fills the id and appends the query string.
 */

/** A query string's values; null, undefined and '' are left out. */
export type PathQuery = Record<string, string | number | boolean | null | undefined>;

export function queryString(query?: PathQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type StaticPath = { pattern: string; to: (query?: PathQuery) => string };
export type IdPath = { pattern: string; to: (id: number | string, query?: PathQuery) => string };

function fixed(pattern: string): StaticPath {
  return { pattern, to: (query) => `${pattern}${queryString(query)}` };
}

/** A path whose last segment is one parameter (`/x/:id`). */
function withId(base: string, param: string): IdPath {
  return {
    pattern: `${base}/:${param}`,
    to: (id, query) => `${base}/${encodeURIComponent(String(id))}${queryString(query)}`,
  };
}

export const paths = {
  root: fixed('/'),
  login: fixed('/login'),
  unauthorized: fixed('/unauthorized'),
  home: fixed('/home'),
  changePassword: fixed('/changerPassword'),
  montosExtra: fixed('/monto_extra'),
  cobros: {
    list: fixed('/gestCobro/listarCobros'),
    insertar: fixed('/gestCobro/insertarCobro'),
    /** Query: `tipo` (the record kind). */
    modificar: withId('/gestCobro/modificarCobro', 'id'),
    insertarPagoBill: fixed('/gestCobro/insertarPagoCobroBill'),
  },
  roles: {
    list: fixed('/gestRol/listaUsuarios'),
    modificar: withId('/modificarRol', 'id'),
  },
  trabajadores: {
    list: fixed('/gestTrabajador/listaTrabajadores'),
    insertar: fixed('/gestTrabajador/insertarTrabajador'),
    modificar: withId('/gestTrabajador/modificarTrabajador', 'id'),
  },
  agencias: {
    list: fixed('/gestAgencia/listarAgencias'),
    insertar: fixed('/gestAgencia/insertarAgencia'),
  },
  clientes: {
    list: fixed('/gestCliente/listarClientes'),
    insertar: fixed('/gestCliente/insertarCliente'),
    modificar: withId('/gestCliente/modificarCliente', 'id'),
  },
  documentacion: {
    list: fixed('/gestDocumentacion/listarDocumentacion'),
    insertar: fixed('/gestDocumentacion/insertarDocumentacion'),
    modificar: withId('/gestDocumentacion/modificarDocumentacion', 'id'),
  },
  pagos: {
    list: fixed('/gestPago/listarPagosCobros'),
    insertar: fixed('/gestPago/insertarPagoCobros'),
    modificar: withId('/gestPago/modificarPagoCobros', 'id'),
    detallados: withId('/gestPago/listarPagosCobrosDetallados', 'userId'),
    registros: withId('/gestPago/listarRegistrosDeCobros', 'cobroId'),
    /** Extension `cierre_mes`. Query: `anio`, `mes`. */
    liquidacion: fixed('/gestPago/liquidacion'),
  },
  pagosClientes: {
    list: fixed('/superVisarPagoCliente/listarPagosClientes'),
    historial: fixed('/superVisarPagoCliente/modificarPagoCliente'),
    comparativa: fixed('/superVisarPagoCliente/comparativaTotalCobrar'),
    /** Extension `estado_cuenta`. Query: `desde`, `hasta`. */
    estadoCuenta: withId('/superVisarPagoCliente/estadoCuenta', 'clienteId'),
  },
  /** Extension `auditoria`. Query: `entidad`, `id`, `usuario`, `desde`, `hasta`. */
  historialCambios: fixed('/historialCambios'),
} as const;

/** The first segment of a path ('/gestCobro' for '/gestCobro/listarCobros'): its navbar section. */
export function sectionOf(path: { pattern: string }): string {
  return `/${path.pattern.split('/')[1]}`;
}
