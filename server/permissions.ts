import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ADMINS, ALL_ROLES, COBRO_SCREENS, SUPER_ADMIN, isRole, type Role } from '../src/domain/roles';
import { verifyToken } from './auth/token';
import { findUserById, type UserRow } from './db/usuario-queries';
import { MESSAGES, forbidden, unauthorized } from './http-errors';

/**
 * 'public': no token. 'authenticated': any active user with a valid token, with or without a
 * role, so that a user the admins have not given a role yet can still check the session and
 * change the password. Otherwise the roles allowed.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

/**
 * Who may call each endpoint of spec section 7 (plus POST historial_pago/, which the payment
 * registration sends), derived from the screens that use it in the route table of section 2.
 * Keys are the exact paths, `:param` named as the spec names it; three have no trailing slash.
 * Handlers narrow further where a row is the user's own (e.g. a worker reads only itself).
 */
export const PERMISSIONS = {
  'POST /api/login/': 'public',
  'GET /api/verify-token/': 'authenticated',
  'PUT /api/update_password/': 'authenticated',

  // Workers read the list too: the supervisor select (?rol=supervisor) and the Insert Bill worker select.
  'GET /api/usuario/': ALL_ROLES,
  // Workers only themselves (checked in the handler).
  'GET /api/usuario/:id/': ALL_ROLES,
  'POST /api/usuario/': ADMINS,
  'PUT /api/update_user/:id/': ADMINS,
  'PATCH /api/usuario/:id/': ADMINS,
  'GET /api/rol/': SUPER_ADMIN,
  'PUT /api/update_rol/:id/': SUPER_ADMIN,

  // Registering a cobro starts by choosing a client, on every role's cobro screen.
  'GET /api/list_client/': ALL_ROLES,
  'GET /api/detail_client/:id/': ADMINS,
  'POST /api/create_client/': ADMINS,
  'PUT /api/update_client/:id/': ADMINS,
  'DELETE /api/desactivate_activate_client/:id/': ADMINS,

  'GET /api/listar_agencia/': ADMINS,
  'POST /api/crear_agencia/': ADMINS,
  'DELETE /api/eliminar_agencia/:id': ADMINS,

  // SuperAdmin's dashboard and Admin's payroll read every cobro; workers get only theirs and the ones they supervise.
  'GET /api/listar_cobro/': ALL_ROLES,
  'GET /api/listar_cobro_usuario_en_sesion/': COBRO_SCREENS,
  // The charge detail (SuperAdmin, Admin) and the modify-cobro screen (workers, own cobros only).
  'GET /api/listar_cobro_detalles/:id/': ALL_ROLES,
  // Workers register their own; SuperAdmin and Admin assign one to a worker (/gestPago/insertarPagoCobros).
  'POST /api/insertar_cobro/': ALL_ROLES,
  // Insert Bill payment lives under /gestCobro.
  'POST /api/insertar_cobro_doble/': COBRO_SCREENS,
  // Workers edit their own (/gestCobro); SuperAdmin and Admin any, from the worker's payment
  // detail (/gestPago/modificarPagoCobros/{id}, which the route table gives both).
  'PUT /api/modificar_cobro/:id/': ALL_ROLES,
  // The cobro list (Admin, workers: own cobros) and the charge detail (SuperAdmin, Admin).
  'DELETE /api/eliminar_cobro/:id/': ALL_ROLES,
  // Bonus and discount buttons of the worker payment detail.
  'PUT /api/sancionar_acreditar/:cobroId/': ADMINS,

  // Workers too: a register screen of the real backend's client reads it for every worker (server/README.md).
  'GET /api/listar_documentacion/': ALL_ROLES,
  // The register-cobro cascade (cliente → documento → registros) on every role's cobro screen.
  'GET /api/list_client_document_all/:clienteId/': ALL_ROLES,
  'GET /api/list_client_document/:clienteId/': ALL_ROLES,
  'POST /api/procesar_excel/': ADMINS,
  'GET /api/detalle_documento/:id/': ADMINS,
  'PUT /api/actualizar_documento/:id/': ADMINS,
  'DELETE /api/eliminar_documentacion/:id/': ADMINS,

  // Comparativa (SuperAdmin, Admin) and the SuperAdmin dashboard and client payments.
  'GET /api/listar_cobros_estimados/': ADMINS,
  'GET /api/listar_tarea/': ADMINS,
  // Comparativa's adjust-units modal and the assign-payment screen's Open/SPR follow-up.
  'POST /api/crear_tarea/': ADMINS,

  // /monto_extra is open to all roles; only SuperAdmin, who registers client payments, may change amounts.
  'GET /api/listar_monto_extra/': ALL_ROLES,
  'PUT /api/actualizar_monto_extra/:id/': SUPER_ADMIN,
  'DELETE /api/eliminar_monto_extra/:id': SUPER_ADMIN,
  'PUT /api/monto_extra/:clienteId': SUPER_ADMIN,
  'POST /api/historial_pago/': SUPER_ADMIN,
  'GET /api/historial_fondo/': SUPER_ADMIN,
  'GET /api/listar_historial_pago/': SUPER_ADMIN,
  'DELETE /api/eliminar_historial_pago/:paymentId/': SUPER_ADMIN,

  // Extensions (shared/extensions.md): the discovery is open to any signed-in user.
  'GET /api/ext/capacidades/': 'authenticated',
  // pago_atomico: the same caller as the two calls it replaces.
  'POST /api/ext/pagos_cliente/': SUPER_ADMIN,
  // cierre_mes: Admin's 'Lista Pagos' and SuperAdmin close a month; only SuperAdmin reopens one.
  'GET /api/ext/liquidacion/': ADMINS,
  'POST /api/ext/cierres/': ADMINS,
  // The closings in force, for every signed-in user as far as it sees cobros (checked in the handler).
  'GET /api/ext/cierres/': 'authenticated',
  'DELETE /api/ext/cierres/:id/': SUPER_ADMIN,
  // The pay statement: SuperAdmin and Admin any worker's, a worker its own (checked in the handler).
  'GET /api/ext/liquidacion/:usuarioId/boleta.pdf': ALL_ROLES,
  // Every worker's statement of a month in one file.
  'GET /api/ext/liquidacion/boletas.pdf': ADMINS,
  // auditoria: the change history is SuperAdmin's.
  'GET /api/ext/auditoria/': SUPER_ADMIN,
  // estado_cuenta: a client's statement (and its PDF) and the balance check are SuperAdmin's.
  'GET /api/ext/estado_cuenta/:clienteId/': SUPER_ADMIN,
  'GET /api/ext/estado_cuenta/:clienteId/pdf': SUPER_ADMIN,
  'GET /api/ext/verificar_saldos/': SUPER_ADMIN,
  // resumenes: the Home's figures are SuperAdmin's; the per-client figures are Pagos de Clientes' and Comparativa's.
  'GET /api/ext/resumen_finanzas/': SUPER_ADMIN,
  'GET /api/ext/resumen_clientes/': ADMINS,
  // Any signed-in user ends its own sessions, even one without a role.
  'POST /api/ext/cerrar_sesiones/': 'authenticated',
} as const satisfies Record<string, Access>;

export type EndpointKey = keyof typeof PERMISSIONS;
export type PublicEndpointKey = {
  [K in EndpointKey]: (typeof PERMISSIONS)[K] extends 'public' ? K : never;
}[EndpointKey];
export type SecuredEndpointKey = Exclude<EndpointKey, PublicEndpointKey>;

export type AuthedRequest = FastifyRequest & { user: UserRow };
export type SecuredHandler = (request: AuthedRequest, reply: FastifyReply) => unknown;
export type PublicHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function splitEndpointKey(key: EndpointKey): { method: HTTPMethods; url: string } {
  const [method, url] = key.split(' ');
  return { method: method as HTTPMethods, url };
}

function isAllowed(access: Access, role: string | null): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return isRole(role) && access.includes(role);
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** DRF order: no credentials, then a bad token, then a user who can no longer sign in. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<UserRow> {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\b/i.test(header)) throw unauthorized(MESSAGES.notAuthenticated);
  const token = BEARER.exec(header)?.[1];
  const verified = token ? await verifyToken(token, app.deps.token) : null;
  const user = verified === null ? undefined : findUserById(app.deps.db, verified.userId);
  if (!user) throw unauthorized(MESSAGES.invalidToken);
  if (user.is_active !== 1) throw unauthorized(MESSAGES.inactiveUser);
  // A token issued before the user's last password, role or activity change, or before a
  // 'close every session', no longer authenticates.
  if (user.token_version !== verified?.version) throw unauthorized(MESSAGES.invalidToken);
  return user;
}

/**
 * Registers a route from its permission-table key. Authentication and the role check run in
 * onRequest, before the body is read, so a rejected caller never reaches validation or a write.
 * The role comes from the database, not the token, so a role change applies at once.
 */
export function secureRoute(app: FastifyInstance, key: SecuredEndpointKey, handler: SecuredHandler): void {
  const access: Access = PERMISSIONS[key];
  app.route({
    ...splitEndpointKey(key),
    onRequest: async (request) => {
      const user = await authenticate(app, request);
      if (!isAllowed(access, user.rol_nombre)) throw forbidden();
      request.user = user;
    },
    handler: async (request, reply) => {
      const { user } = request;
      // onRequest always set it; the check narrows the type without a cast.
      if (!user) throw unauthorized(MESSAGES.notAuthenticated);
      return handler(Object.assign(request, { user }), reply);
    },
  });
}

export function publicRoute(app: FastifyInstance, key: PublicEndpointKey, handler: PublicHandler): void {
  app.route({ ...splitEndpointKey(key), handler: async (request, reply) => handler(request, reply) });
}
