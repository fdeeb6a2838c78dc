import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cierresVigentesSchema, periodoLabel, type CierreVigenteWire } from '../../contract/cierre-mes';
import { todayIn } from '../../domain/agency-time';
import { formatDate } from '../../domain/format';
import { cobroPeriodYear, periodYear } from '../../domain/months';
import { apiGet } from '../api-client';
import { AGENCY_TIME_ZONE, agencyToday } from '../agency-zone';
import { toApiError } from '../api-error';
import { useCapacidad } from '../capacidades';
import { queryKeys } from '../query-keys';
import { useSession } from '../use-session';

/**
 * The month lock on the screens (extension `cierre_mes`): the closings in force the signed-in user
 * may see, read once and kept for a while, so a screen says a month is closed before the user
 * tries a change the server would refuse with 409. Without the extension nothing is asked and
 * nothing is closed.
 */

/** Closings change rarely and only by an admin's hand; a 409 'Mes cerrado' refreshes them anyway. */
const CIERRES_STALE_MS = 5 * 60_000;

export function getCierres(): Promise<CierreVigenteWire[]> {
  return apiGet('ext/cierres/', cierresVigentesSchema);
}

/** 'Mes cerrado: Marzo de 2026 cerrado por Ana Admin el 02/04/2026', the closing day in agency time. */
export function cierreMotivo(cierre: CierreVigenteWire): string {
  const day = todayIn(AGENCY_TIME_ZONE, new Date(cierre.cerrado_en));
  return `Mes cerrado: ${periodoLabel(cierre.anio, cierre.mes)} cerrado por ${cierre.cerrado_por.nombre} el ${formatDate(day)}`;
}

/** Whether a failed write is the server's month lock (409 'Mes cerrado: …'). */
export function isMesCerrado(error: unknown): boolean {
  const { status, message } = toApiError(error);
  return status === 409 && (message ?? '').startsWith('Mes cerrado');
}

export type CierreDe = (
  usuarioId: number | null | undefined,
  anio: number | null | undefined,
  mes: string | null | undefined,
) => CierreVigenteWire | undefined;

/** What of a cobro decides its lock: the server refuses a change when its worker's or its supervisor's month is closed. */
export type CobroCerrable = {
  mes: string;
  anio?: number;
  fecha_creacion?: string | null;
  usuario_registra: { id?: number | null } | null;
  usuario_supervisor?: { id?: number | null } | null;
};

export function useCierres(): {
  cierreDe: CierreDe;
  cierreDeCobro: (cobro: CobroCerrable) => CierreVigenteWire | undefined;
  isLoading: boolean;
} {
  const offered = useCapacidad('cierre_mes');
  const session = useSession();
  const userId = session.status === 'valid' ? session.user.id : null;
  const query = useQuery({
    queryKey: queryKeys.cierres.list(userId),
    queryFn: getCierres,
    enabled: offered && userId !== null,
    staleTime: CIERRES_STALE_MS,
  });
  const byPeriod = useMemo(
    () =>
      new Map(
        (offered ? (query.data ?? []) : []).map((cierre) => [
          `${cierre.usuario.id}|${cierre.anio}|${cierre.mes}`,
          cierre,
        ]),
      ),
    [offered, query.data],
  );
  const cierreDe = useCallback<CierreDe>(
    (usuarioId, anio, mes) =>
      usuarioId == null || anio == null || !mes ? undefined : byPeriod.get(`${usuarioId}|${anio}|${mes}`),
    [byPeriod],
  );
  const cierreDeCobro = useCallback(
    (cobro: CobroCerrable) => {
      const anio = cobroPeriodYear(cobro);
      return (
        cierreDe(cobro.usuario_registra?.id, anio, cobro.mes) ??
        cierreDe(cobro.usuario_supervisor?.id, anio, cobro.mes)
      );
    },
    [cierreDe],
  );
  return { cierreDe, cierreDeCobro, isLoading: offered && query.isLoading };
}

/**
 * Why a cobro registered now for `mes` would be refused, or null: its period (this year's month,
 * or last year's when the month is later than today's, `periodYear`) closed for any of the
 * workers it pays.
 */
export function useMotivoCierreAlRegistrar(
  usuarioIds: readonly (number | null | undefined)[],
  mes: string | null | undefined,
): string | null {
  const { cierreDe } = useCierres();
  if (!mes) return null;
  const anio = periodYear(mes, agencyToday());
  for (const usuarioId of usuarioIds) {
    const cierre = cierreDe(usuarioId, anio, mes);
    if (cierre) return cierreMotivo(cierre);
  }
  return null;
}
