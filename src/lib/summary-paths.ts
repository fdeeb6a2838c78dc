import { queryString } from './paths';

/**
 * The extensions' answers a screen reads instead of the full lists, path and query string as its
 * query asks them, so a cold load can start them from the entry (app/route-table `early`) and the
 * query takes that answer (early-get.ts). Kept free of the API client and the schemas, which the
 * entry does not load.
 */

/** `ext/resumen_finanzas/?anio=`: the SuperAdmin Home's cards, series, debtors and payments. */
export const resumenFinanzasPath = (anio: number) => `ext/resumen_finanzas/${queryString({ anio })}`;

/** `ext/resumen_clientes/`: every client and document with its figures. */
export const RESUMEN_CLIENTES_PATH = 'ext/resumen_clientes/';

/**
 * `listar_cobro/?anio=&mes=&formato=columnas` (extension `resumenes`): one period's cobros, in
 * columns where the server has them (the reference server's own addition), else in JSON.
 */
export const cobrosDelPeriodoPath = (anio: number, mes: string) =>
  `listar_cobro/${queryString({ anio, mes, formato: 'columnas' })}`;

/** `ext/liquidacion/?anio=&mes=`: the month's payroll. */
export const liquidacionPath = (anio: number, mes: string) => `ext/liquidacion/${queryString({ anio, mes })}`;
