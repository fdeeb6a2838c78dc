/**
 * Every TanStack Query key of the app, in one style: `[entity, 'list' | 'detail' | …, params]`.
 * Each entity's keys start with its `all`, so invalidating `all` after a mutation refreshes every
 * screen that shows the entity, whichever feature owns that screen.
 */
const usuarios = ['usuarios'] as const;
const clientes = ['clientes'] as const;
const agencias = ['agencias'] as const;
const documentos = ['documentos'] as const;
const cobros = ['cobros'] as const;
const montosExtra = ['montos-extra'] as const;
const roles = ['roles'] as const;
const cobrosEstimados = ['cobros-estimados'] as const;
const tareas = ['tareas'] as const;
const historialPago = ['historial-pago'] as const;
/** Under `cobros`: the payroll is computed from them, so a cobro change refreshes it too. */
const liquidacion = [...cobros, 'liquidacion'] as const;
const cierres = ['cierres'] as const;
const auditoria = ['auditoria'] as const;
const resumenes = ['resumenes'] as const;

export const queryKeys = {
  usuarios: {
    all: usuarios,
    list: () => [...usuarios, 'list'] as const,
    /** `usuario/?rol=supervisor`. */
    supervisores: () => [...usuarios, 'list', { rol: 'supervisor' }] as const,
    detail: (id: number | string) => [...usuarios, 'detail', String(id)] as const,
  },
  clientes: {
    all: clientes,
    list: () => [...clientes, 'list'] as const,
    detail: (id: number) => [...clientes, 'detail', id] as const,
  },
  agencias: {
    all: agencias,
    list: () => [...agencias, 'list'] as const,
  },
  documentos: {
    all: documentos,
    list: () => [...documentos, 'list'] as const,
    detail: (id: number) => [...documentos, 'detail', id] as const,
    /** A client's documents, as the cobro forms read them. */
    ofCliente: (clienteId: number) => [...documentos, 'cliente', clienteId, 'all'] as const,
    /** One document of a client, with its records. */
    ofClienteDetail: (clienteId: number, documentoId: number) =>
      [...documentos, 'cliente', clienteId, 'documento', documentoId] as const,
  },
  cobros: {
    all: cobros,
    list: () => [...cobros, 'list'] as const,
    /** `listar_cobro/?anio=&mes=` (extension `resumenes`): one period's cobros. */
    period: (anio: number, mes: string) => [...cobros, 'list', { anio, mes }] as const,
    /** `listar_cobro/?documento=` (extension `resumenes`): one document's cobros. */
    ofDocumento: (documento: number) => [...cobros, 'list', { documento }] as const,
    detail: (id: number) => [...cobros, 'detail', id] as const,
    /** Home's `listar_cobro_usuario_en_sesion/`: under `cobros` so a cobro change refreshes Home. */
    ofSessionUser: (userId: number | string | null | undefined) =>
      [...cobros, 'usuario-en-sesion', userId] as const,
  },
  cobrosEstimados: {
    all: cobrosEstimados,
    list: () => [...cobrosEstimados, 'list'] as const,
  },
  tareas: {
    all: tareas,
    list: () => [...tareas, 'list'] as const,
  },
  historialPago: {
    all: historialPago,
    list: () => [...historialPago, 'list'] as const,
  },
  montosExtra: {
    all: montosExtra,
    list: () => [...montosExtra, 'list'] as const,
  },
  roles: {
    all: roles,
    list: () => [...roles, 'list'] as const,
  },
  /** Extension `cierre_mes`: a month's payroll. */
  liquidacion: {
    all: liquidacion,
    period: (anio: number, mes: string) => [...liquidacion, 'period', { anio, mes }] as const,
  },
  /** Extension `cierre_mes`: the closings in force the signed-in user may see, per session user. */
  cierres: {
    all: cierres,
    list: (userId: number | null) => [...cierres, 'list', userId] as const,
  },
  /** Extension `auditoria`: the change history under one set of filters, read page by page. */
  auditoria: {
    all: auditoria,
    list: (filter: unknown) => [...auditoria, 'list', filter] as const,
  },
  /** Extension `resumenes`: refreshed after any write (app/query-client.ts), as any may change them. */
  resumenes: {
    all: resumenes,
    finanzas: (anio: number) => [...resumenes, 'finanzas', anio] as const,
    clientes: () => [...resumenes, 'clientes'] as const,
  },
} as const;
