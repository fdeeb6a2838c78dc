import { Fragment } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { ExpandButton } from '../../../components/expand-button';
import type { TableColumn } from '../../../components/data-table/table-columns';
import { ExpandableClientTable } from '../../../components/expandable-client-table';
import { DocumentAdjustmentRows } from '../../../components/lazy-detail-rows';
import { fromCents } from '../../../domain/cents';
import type { ComparativaClientRow } from '../../../domain/comparativa';
import { formatMoney } from '../../../domain/format';
import type { AjusteMode, AjusteTarget } from './ajuste-modal';
import { CobroLine, DocumentoCobroRows } from './documento-cobros';

const money = (cents: number) => formatMoney(fromCents(cents));
const COLUMNS: readonly TableColumn[] = [
  { id: 'estimado', header: 'Estimado', end: true },
  { id: 'real', header: 'Real', end: true },
  { id: 'pagado', header: 'Pagado', end: true },
  { id: 'discrepancias', header: 'Discrepancias' },
];
const AJUSTE_MODES: readonly AjusteMode[] = ['sumar', 'restar'];
const AJUSTE_BUTTONS = {
  sumar: { verb: 'Sumar', variant: 'outline-success', symbol: '+' },
  restar: { verb: 'Restar', variant: 'outline-danger', symbol: '−' },
} as const;

/**
 * Clients, then documents (estimated against actual), then the actual cobros and the adjustments.
 * With `cobrosPorDocumento` (rows from the summaries, which carry no cobro) an open document asks
 * for its own cobros.
 */
export function ComparativaTable({
  rows,
  onAjuste,
  cobrosPorDocumento = false,
}: {
  rows: readonly ComparativaClientRow[];
  onAjuste: (target: AjusteTarget) => void;
  cobrosPorDocumento?: boolean;
}) {
  return (
    <ExpandableClientTable
      caption="Comparativa Total a Cobrar"
      listId="comparativa"
      columns={COLUMNS}
      rows={rows}
      clientCells={(client) => ({
        estimado: money(client.estimatedCents),
        real: money(client.actualCents),
        pagado: (
          <>
            {money(client.paidCents)}
            {client.balance.kind === 'Fondo' && (
              <div className="small text-success">Fondo: {money(client.balance.cents)}</div>
            )}
          </>
        ),
        discrepancias:
          client.discrepancies > 0 ? (
            <Badge bg="danger">{client.discrepancies}</Badge>
          ) : (
            <span className="text-secondary">0</span>
          ),
      })}
      renderDocuments={(client, openDocuments, cells, span) =>
        client.documents.map((document) => {
          const docOpen = openDocuments.isOpen(document.id);
          const hasDetail = document.cobroCount > 0 || document.adjustmentCount > 0;
          const estimadoId = document.estimadoId;
          // Adjustments are written against the cobro estimado: a document without one has none.
          const ajustar =
            estimadoId === null
              ? undefined
              : (mode: AjusteMode) => onAjuste({ mode, estimadoId, documento: document.nombre });
          return (
            <Fragment key={document.id}>
              <tr className={document.discrepancy ? 'table-danger' : 'table-light'}>
                <td className="ps-3">
                  {hasDetail && (
                    <ExpandButton
                      expanded={docOpen}
                      label={`Detalle de ${document.nombre}`}
                      onToggle={() => openDocuments.toggle(document.id)}
                    />
                  )}
                </td>
                <td className="ps-4">{document.nombre}</td>
                {cells({
                  estimado: money(document.estimatedCents),
                  real: money(document.actualCents),
                  pagado: money(document.paidCents),
                  discrepancias: document.discrepancy ? (
                    <Badge bg="danger">Discrepancia: {money(document.differenceCents)}</Badge>
                  ) : (
                    <Badge bg="success">Cuadra</Badge>
                  ),
                })}
                <td className="text-end text-nowrap">
                  {AJUSTE_MODES.map((mode, index) => (
                    <Button
                      key={mode}
                      size="sm"
                      variant={AJUSTE_BUTTONS[mode].variant}
                      className={index === 0 ? 'me-1' : undefined}
                      aria-label={`${AJUSTE_BUTTONS[mode].verb} unidades a ${document.nombre}`}
                      disabled={!ajustar}
                      onClick={ajustar && (() => ajustar(mode))}
                    >
                      {AJUSTE_BUTTONS[mode].symbol}
                    </Button>
                  ))}
                </td>
              </tr>
              {docOpen &&
                (cobrosPorDocumento
                  ? document.cobroCount > 0 && (
                      <DocumentoCobroRows
                        documentoId={document.id}
                        nombre={document.nombre}
                        span={span}
                        cells={cells}
                      />
                    )
                  : document.cobros.map((cobro) => (
                      <CobroLine key={`cobro-${cobro.id}`} cobro={cobro} cells={cells} />
                    )))}
              {docOpen && (
                <DocumentAdjustmentRows document={document} span={span} cells={cells} column="estimado" />
              )}
            </Fragment>
          );
        })
      }
    />
  );
}
