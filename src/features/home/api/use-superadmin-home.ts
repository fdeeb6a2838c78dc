import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgingBucket } from '../../../domain/client-account';
import { agingByClient } from '../../../domain/client-aging';
import { clientPaymentRows } from '../../../domain/client-payments';
import {
  homeListsFromResumen,
  moneyByMonthFromResumen,
  superAdminCardsFromResumen,
} from '../../../domain/resumen-rows';
import {
  latestPayments,
  moneyByMonth,
  superAdminCardsOf,
  topDebtors,
  type Debtor,
  type MonthMoney,
  type RecentPayment,
  type SuperAdminCards,
} from '../../../domain/superadmin-home';
import { agencyToday } from '../../../lib/agency-zone';
import { useCapacidades } from '../../../lib/capacidades';
import { useFinanceSources } from '../../../lib/queries/finance-sources';
import { queriesState, resumenFinanzasQueryOptions, type QueriesState } from '../../../lib/queries/resumenes';
import { usuariosQueryOptions } from '../../../lib/queries/usuarios';

/** How many debtors and payments the Home lists; the screens behind them list every one. */
const DEBTORS_SHOWN = 5;
const PAYMENTS_SHOWN = 6;

export type SuperAdminHome = {
  cards: SuperAdminCards;
  series: MonthMoney[];
  debtors: Debtor[];
  aging: Map<number, AgingBucket[]>;
  payments: RecentPayment[];
};

/**
 * The SuperAdmin Home's figures, each from one source. Where the backend offers `resumenes`,
 * everything comes from `resumen_finanzas`: the cards, the series, the debtors with their debt by
 * age and the latest payments (no list is read); from a server whose answer lacks the debtors and
 * payments, those come from the small lists, as without it. Without the extension everything
 * comes from the full lists, cobros included. Nothing is read until the discovery has answered,
 * so the cobros are never asked for in vain.
 */
export function useSuperAdminHome(year: number): QueriesState & { home: SuperAdminHome | null } {
  const capacidades = useCapacidades();
  const summarized = capacidades?.has('resumenes') ?? false;
  const fullLists = capacidades !== null && !summarized;
  const resumen = useQuery({ ...resumenFinanzasQueryOptions(year), enabled: summarized });
  const fromResumen = useMemo(
    () => (resumen.data ? homeListsFromResumen(resumen.data) : null),
    [resumen.data],
  );
  const withLists = fullLists || (resumen.data !== undefined && fromResumen === null);
  const sources = useFinanceSources({
    withCobros: !summarized,
    withClientes: true,
    withPagos: true,
    enabled: withLists,
  });
  // The roles price each worker's cobros as 'Lista Pagos' does (a user_Supervisado earns 0.20).
  const usuarios = useQuery({ ...usuariosQueryOptions(), enabled: fullLists });

  const home = useMemo((): SuperAdminHome | null => {
    if (summarized && resumen.data && fromResumen)
      return {
        ...fromResumen,
        cards: superAdminCardsFromResumen(resumen.data),
        series: moneyByMonthFromResumen(resumen.data),
      };
    const data = sources.data;
    if (!data) return null;
    // The client rows of 'Pagos de Clientes', joined once for the debtors (and the cards).
    const rows = clientPaymentRows(data);
    const lists = {
      debtors: topDebtors(rows, DEBTORS_SHOWN),
      aging: agingByClient(data, agencyToday()),
      payments: latestPayments(data.pagos, data.clientes, PAYMENTS_SHOWN),
    };
    if (summarized) {
      if (!resumen.data) return null;
      return {
        ...lists,
        cards: superAdminCardsFromResumen(resumen.data),
        series: moneyByMonthFromResumen(resumen.data),
      };
    }
    if (!usuarios.data) return null;
    const users = usuarios.data.map((user) => ({
      id: user.id,
      nombre: user.username,
      rol: user.rol?.nombre ?? null,
    }));
    return { ...lists, cards: superAdminCardsOf({ ...data, users }, rows), series: moneyByMonth(data, year) };
  }, [sources.data, usuarios.data, resumen.data, fromResumen, summarized, year]);

  const parts = summarized
    ? fromResumen || !withLists
      ? [resumen]
      : [sources, resumen]
    : [sources, usuarios];
  return { ...queriesState(parts), home };
}
