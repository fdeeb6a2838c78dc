import type { Servicio } from '../../src/contract/usuario';
import type { Role } from '../../src/domain/roles';

/** The demo database's fixed content: accounts, agencies, clients and the names records are drawn from. */

export type SeedUser = {
  username: string;
  rol: Role | null;
  first_name: string;
  last_name: string;
  servicio: Servicio;
  subir_notas: boolean;
  is_active?: boolean;
};

/** The first five are the documented demo accounts, in this order (ids 1–5); seed-large.ts keeps them too. */
export const USERS: readonly SeedUser[] = [
  {
    username: 'superadmin',
    rol: 'SuperAdmin',
    first_name: 'Carmen',
    last_name: 'Rodríguez Vega',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'admin',
    rol: 'Admin',
    first_name: 'Luis',
    last_name: 'Fernández Castro',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'supervisor',
    rol: 'user_Supervisor',
    first_name: 'Rosa',
    last_name: 'Martínez Díaz',
    servicio: 'terapia',
    subir_notas: true,
  },
  {
    username: 'usuario',
    rol: 'user_User',
    first_name: 'Jorge',
    last_name: 'Ramírez Soto',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'supervisado',
    rol: 'user_Supervisado',
    first_name: 'Lucía',
    last_name: 'Herrera Paredes',
    servicio: 'terapia',
    subir_notas: false,
  },
  {
    username: 'mgomez',
    rol: 'user_User',
    first_name: 'Miguel',
    last_name: 'Gómez Rivas',
    servicio: 'terapia',
    subir_notas: false,
  },
  {
    username: 'emendoza',
    rol: 'user_Supervisor',
    first_name: 'Elena',
    last_name: 'Mendoza Rojas',
    servicio: 'tcm',
    subir_notas: true,
  },
  {
    username: 'psalazar',
    rol: 'user_Supervisado',
    first_name: 'Patricia',
    last_name: 'Salazar Núñez',
    servicio: 'tcm',
    subir_notas: false,
    is_active: false,
  },
  {
    username: 'dquispe',
    rol: null,
    first_name: 'Diego',
    last_name: 'Quispe Huamán',
    servicio: 'terapia',
    subir_notas: false,
  },
];

export const STREETS = [
  'Av. Arequipa',
  'Jr. de la Unión',
  'Av. Brasil',
  'Calle Los Pinos',
  'Av. La Marina',
  'Jr. Huallaga',
  'Calle Las Begonias',
  'Av. Grau',
  'Jr. Junín',
];

export const AGENCIAS = [
  'Agencia Sol Naciente',
  'Bienestar Familiar',
  'Cuidado Integral del Sur',
  'Red Salud Andina',
  'Terapias Horizonte',
  'Nueva Esperanza Servicios',
];

export type SeedClient = { nombre: string; categoria: 1 | 2; agencias: readonly number[]; estado?: boolean };

/** Client 1 is the internal placeholder (EXCLUDED_CLIENT_ID) and gets no documents. */
export const CLIENTES: readonly SeedClient[] = [
  { nombre: 'Cliente interno', categoria: 1, agencias: [1] },
  { nombre: 'Clínica San Rafael', categoria: 1, agencias: [1, 2] },
  { nombre: 'Centro de Terapia Arcoíris', categoria: 1, agencias: [2] },
  { nombre: 'Servicios TCM Los Andes', categoria: 2, agencias: [3] },
  { nombre: 'Hogar Santa Teresa', categoria: 2, agencias: [1, 4] },
  { nombre: 'Instituto Renacer', categoria: 1, agencias: [5] },
  { nombre: 'Consultorio Vida Plena', categoria: 1, agencias: [6] },
  { nombre: 'Fundación Manos Unidas', categoria: 2, agencias: [3, 5] },
  { nombre: 'Centro Pediátrico Estrella', categoria: 1, agencias: [4] },
  { nombre: 'Red de Apoyo Comunitario', categoria: 2, agencias: [6] },
  { nombre: 'Terapia Integral Amanecer', categoria: 1, agencias: [2, 6] },
  { nombre: 'Clínica del Valle', categoria: 2, agencias: [1], estado: false },
];

export const FIRST_NAMES = `
  María José Ana Juan Carlos Sofía Valentina Mateo Camila Diego
  Isabel Andrés Gabriela Fernando Daniela Ricardo Paula Alejandro Lucía Javier
  Martina Sebastián Elena Tomás Verónica Raúl Natalia Héctor Adriana Óscar
`
  .trim()
  .split(/\s+/);
export const LAST_NAMES = `
  García López Pérez Sánchez Romero Torres Flores Vargas Castillo Morales
  Ortiz Chávez Ramos Guerrero Medina Aguilar Rojas Cruz Reyes Gutiérrez
  Navarro Delgado Espinoza Cabrera Ibáñez Peña Zúñiga Villanueva
`
  .trim()
  .split(/\s+/);
