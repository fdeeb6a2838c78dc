import { ADMINS, SUPER_ADMIN } from '../../domain/roles';
import { EARLY_GET_PATHS } from '../../lib/early-get';
import { paths } from '../../lib/paths';
import type { AppRoute } from './types';

/** The records the admins keep: users' roles, workers, agencies, clients, documents, and the change log. */
export const RECORD_ROUTES: readonly AppRoute[] = [
  {
    path: paths.roles.list.pattern,
    title: 'Lista de Usuarios',
    access: SUPER_ADMIN,
    load: () => import('../../features/roles/usuarios-list-page'),
  },
  {
    path: paths.roles.modificar.pattern,
    title: 'Modificar Rol',
    access: SUPER_ADMIN,
    load: () => import('../../features/roles/modificar-rol-page'),
  },

  {
    path: paths.trabajadores.list.pattern,
    title: 'Lista de Trabajadores',
    access: ADMINS,
    load: () => import('../../features/trabajadores/trabajadores-list-page'),
  },
  {
    path: paths.trabajadores.insertar.pattern,
    title: 'Insertar Nuevo Usuario',
    access: ADMINS,
    load: () => import('../../features/trabajadores/insertar-trabajador-page'),
  },
  {
    path: paths.trabajadores.modificar.pattern,
    title: 'Modificar Trabajador',
    access: ADMINS,
    load: () => import('../../features/trabajadores/modificar-trabajador-page'),
  },
  {
    path: paths.agencias.list.pattern,
    title: 'Lista de Agencias',
    access: ADMINS,
    load: () => import('../../features/agencias/agencias-list-page'),
  },
  {
    path: paths.agencias.insertar.pattern,
    title: 'Insertar Agencia',
    access: ADMINS,
    load: () => import('../../features/agencias/insertar-agencia-page'),
  },
  {
    path: paths.clientes.list.pattern,
    title: 'Lista de Clientes',
    access: ADMINS,
    load: () => import('../../features/clientes/clientes-list-page'),
    gets: () => [EARLY_GET_PATHS.clientes],
  },
  {
    path: paths.clientes.insertar.pattern,
    title: 'Insertar Nuevo Cliente',
    access: ADMINS,
    load: () => import('../../features/clientes/insertar-cliente-page'),
  },
  {
    path: paths.clientes.modificar.pattern,
    title: 'Modificar Cliente',
    access: ADMINS,
    load: () => import('../../features/clientes/modificar-cliente-page'),
  },
  {
    path: paths.documentacion.list.pattern,
    title: 'Lista de Documentos',
    access: ADMINS,
    load: () => import('../../features/documentacion/documentos-list-page'),
    lists: () => ['documento'],
  },
  {
    path: paths.documentacion.insertar.pattern,
    title: 'Insertar Documentación',
    access: ADMINS,
    load: () => import('../../features/documentacion/insertar-documentacion-page'),
  },
  {
    path: paths.documentacion.modificar.pattern,
    title: 'Modificar Documentación',
    access: ADMINS,
    load: () => import('../../features/documentacion/modificar-documentacion-page'),
  },

  {
    path: paths.historialCambios.pattern,
    title: 'Historial de cambios',
    access: SUPER_ADMIN,
    capacidad: 'auditoria',
    load: () => import('../../features/historial-cambios/historial-cambios-page'),
  },
];
