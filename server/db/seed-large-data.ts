import type { TaskType } from '../../src/domain/task-types';

/** The name lists and proportions of the production-sized seed (seed-large.ts). */

export const FIRST_NAMES = `
  María José Ana Juan Carlos Sofía Valentina Mateo Camila Diego Isabel Andrés Gabriela Fernando
  Daniela Ricardo Paula Alejandro Lucía Javier Martina Sebastián Elena Tomás Verónica Raúl Natalia
  Héctor Adriana Óscar Rocío Manuel Beatriz Gustavo Pilar Ernesto Milagros César Silvia Hugo
`
  .trim()
  .split(/\s+/);
export const LAST_NAMES = `
  García López Pérez Sánchez Romero Torres Flores Vargas Castillo Morales Ortiz Chávez Ramos
  Guerrero Medina Aguilar Rojas Cruz Reyes Gutiérrez Navarro Delgado Espinoza Cabrera Ibáñez Peña
  Zúñiga Villanueva Quispe Mamani Huamán Salazar Paredes Cárdenas Valdivia Palacios Benites Alvarado
`
  .trim()
  .split(/\s+/);
export const CLIENT_KINDS = [
  'Clínica',
  'Centro de Terapia',
  'Hogar',
  'Instituto',
  'Consultorio',
  'Fundación',
  'Centro Pediátrico',
  'Red de Apoyo',
  'Terapia Integral',
  'Servicios TCM',
];
export const CLIENT_NAMES = `
  San Rafael|Arcoíris|Los Andes|Santa Teresa|Renacer|Vida Plena|Manos Unidas|Estrella|Amanecer|del Valle
  |San Martín|Santa Rosa|El Buen Pastor|Horizonte|Nueva Vida|La Esperanza|San José|Sol de Oro|Las Palmeras
  |Monte Sinaí|San Judas|Virgen del Carmen|Camino Verde|Corazón de Jesús|Los Olivos|Santa María|El Milagro
  |San Pedro|Miraflores|Bella Vista|La Alameda|Los Cedros|San Felipe|Las Lomas|Valle Sagrado|Puerta del Sol
`
  .split('|')
  .map((name) => name.trim());
export const DISTRICTS = `
  Lima|Miraflores|Surco|San Borja|Jesús María|Lince|Barranco|Chorrillos|San Miguel|Pueblo Libre
  |Los Olivos|Comas|Ate|La Molina|San Isidro|Magdalena|Breña|Rímac|Callao|Independencia
`
  .split('|')
  .map((name) => name.trim());
export const AGENCY_WORDS = ['Agencia', 'Red', 'Servicios', 'Grupo', 'Asociación'];
export const AGENCY_NAMES = [
  'Sol Naciente',
  'Bienestar Familiar',
  'Cuidado Integral',
  'Salud Andina',
  'Horizonte',
  'Nueva Esperanza',
  'Manos Amigas',
  'Vida Sana',
];
export const BONUS_NOTES = ['Excelente calidad en las notas', 'Entrega anticipada', 'Apoyo en cierre de mes'];
export const PENALTY_NOTES = [
  'Entrega fuera de plazo',
  'Registros incompletos',
  'Notas con errores de formato',
];

/** Task mix of a busy month: Notas and Bill dominate, Subir notas is the rarest. */
export const TASK_WEIGHTS: readonly (readonly [TaskType, number])[] = [
  [1, 30],
  [2, 10],
  [3, 25],
  [4, 20],
  [5, 15],
];
export const SUPERVISED_SHARE = 0.3;
/** The tables that get hundreds of thousands of rows. */
export const BULK_TABLES = ['documento_registros', 'cobros', 'cobro_registros', 'tareas'];
export const SUPERVISORS_PER_300_USERS = 20;
export const MAX_RECORDS_PER_COBRO = 8;

/** The demo supervisor (id 3) is made the busiest, and the demo supervisado (id 5) reports to it. */
export const BUSIEST_SUPERVISOR_ID = 3;
export const SUPERVISADO_DEMO_ID = 5;
