import type { LiquidacionRowWire, Periodo } from '../../../contract/cierre-mes';
import { periodoLabel } from '../../../contract/cierre-mes';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { ConfirmModalProps } from '../../../components/use-confirm-action';
import { fromCents, sumCents, toCents } from '../../../domain/cents';
import { formatMoney } from '../../../domain/format';

/** Whom 'Cerrar mes' closes: one worker, or every worker whose month is still open. */
export type CerrarTarget =
  { kind: 'uno'; row: LiquidacionRowWire } | { kind: 'todos'; rows: LiquidacionRowWire[] };

const neto = (cents: number) => formatMoney(fromCents(cents));

/** The confirmation names the period, the worker(s) and what each is paid, before anything is closed. */
export function CerrarConfirm({
  target,
  periodo,
  modalProps,
}: {
  target: CerrarTarget | null;
  periodo: Periodo;
  modalProps: ConfirmModalProps;
}) {
  const label = periodoLabel(periodo.anio, periodo.mes);
  const rows = target === null ? [] : target.kind === 'uno' ? [target.row] : target.rows;
  const total = sumCents(rows.map((row) => toCents(row.neto)));
  return (
    <ConfirmModal
      {...modalProps}
      title={target?.kind === 'todos' ? 'Cerrar mes para todos' : 'Cerrar mes'}
      confirmLabel="Cerrar mes"
      pendingLabel="Cerrando..."
      confirmVariant="primary"
    >
      {target?.kind === 'uno' && (
        <p className="mb-2">
          ¿Cerrar el mes de <strong>{label}</strong> de <strong>{target.row.usuario.nombre}</strong>, con un
          neto de <strong>{neto(total)}</strong>?
        </p>
      )}
      {target?.kind === 'todos' && (
        <>
          <p className="mb-2">
            ¿Cerrar el mes de <strong>{label}</strong> para{' '}
            {rows.length === 1 ? 'el trabajador' : `los ${rows.length} trabajadores`} que siguen abiertos?
          </p>
          <ul className="mb-2" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
            {rows.map((row) => (
              <li key={row.usuario.id}>
                {row.usuario.nombre}: {neto(toCents(row.neto))}
              </li>
            ))}
          </ul>
          <p className="mb-2">
            Neto total: <strong>{neto(total)}</strong>
          </p>
        </>
      )}
      <p className="mb-0 text-secondary small">
        Mientras esté cerrado, ningún cambio podrá alterar su pago de ese mes; solo un SuperAdmin puede
        reabrirlo.
      </p>
    </ConfirmModal>
  );
}
