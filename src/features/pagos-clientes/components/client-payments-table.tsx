import { Fragment } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { AgingBar, AgingFigures } from '../../../components/aging';
import { BalanceText } from '../../../components/balance-text';
import { ClientAccountLinks } from './estado-cuenta-link';
import { ExpandButton } from '../../../components/expand-button';
import { ExpandableClientTable, type RowCells } from '../../../components/expandable-client-table';
import { DocumentAdjustmentRows } from '../../../components/lazy-detail-rows';
import type { TableColumn } from '../../../components/data-table/table-columns';
import { fromCents } from '../../../domain/cents';
import { clientPaymentTotals, type ClientPaymentRow } from '../../../domain/client-payments';
import type { AgingBucket } from '../../../domain/client-account';
import type { PaymentStatus } from '../../../domain/finance';
import { formatMoney } from '../../../domain/format';

const money = (cents: number) => formatMoney(fromCents(cents));
const COLUMNS: readonly TableColumn[] = [
  { id: 'estimado', header: 'Estimado', end: true },
  { id: 'pagado', header: 'Pagado', end: true },
  { id: 'saldo', header: 'Saldo', end: true },
  { id: 'estado', header: 'Estado' },
];

function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge bg={status === 'Pagado' ? 'success' : 'warning'} text={status === 'Pagado' ? undefined : 'dark'}>
      {status}
    </Badge>
  );
}

/** Above an open debtor's documents: its debt by age, as four labelled figures. */
function AgingRow({ buckets, span }: { buckets: readonly AgingBucket[] | undefined; span: number }) {
  if (!buckets) return null;
  return (
    <tr>
      <td />
      <td colSpan={span} className="ps-4 py-2">
        <span className="small fw-semibold me-3">Antigüedad de la deuda</span>
        <AgingFigures buckets={buckets} />
      </td>
    </tr>
  );
}

/**
 * Clients, then their documents, then the documents' adjustments (spec section 2). Each level
 * opens with a button carrying aria-expanded. The footer sums `rows`, the clients drawn, so it
 * always adds up to the lines above it; `footerLabel` says whether that is every client or a page.
 */
export function ClientPaymentsTable({
  rows,
  footerLabel,
  onShowRegistros,
  agingOf,
}: {
  rows: readonly ClientPaymentRow[];
  footerLabel: string;
  onShowRegistros: (documentoId: number) => void;
  /** A debtor's debt by age; undefined for a client who owes nothing. */
  agingOf: (clienteId: number) => readonly AgingBucket[] | undefined;
}) {
  const totals = clientPaymentTotals(rows);
  return (
    <ExpandableClientTable
      caption="Pagos de Clientes"
      listId="pagos-clientes"
      columns={COLUMNS}
      rows={rows}
      clientCells={(client) => ({
        estimado: money(client.estimatedCents),
        pagado: money(client.paidCents),
        saldo: (
          <>
            <BalanceText balance={client.balance} />
            {client.balance.kind === 'Deuda' && <AgingBar buckets={agingOf(client.id) ?? []} />}
          </>
        ),
        estado: <StatusBadge status={client.status} />,
      })}
      clientActions={(client) => <ClientAccountLinks cliente={client} />}
      renderDocuments={(client, openDocuments, cells, span) => [
        <AgingRow
          key="aging"
          span={span}
          buckets={client.balance.kind === 'Deuda' ? agingOf(client.id) : undefined}
        />,
        ...client.documents.map((document) => {
          const docOpen = openDocuments.isOpen(document.id);
          return (
            <Fragment key={document.id}>
              <tr className="table-light">
                <td className="ps-3">
                  {document.adjustmentCount > 0 && (
                    <ExpandButton
                      expanded={docOpen}
                      label={`Ajustes de ${document.nombre}`}
                      onToggle={() => openDocuments.toggle(document.id)}
                    />
                  )}
                </td>
                <td className="ps-4">{document.nombre}</td>
                {cells({
                  estimado: money(document.estimatedCents),
                  pagado: money(document.paidCents),
                  estado: <StatusBadge status={document.status} />,
                })}
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={`Ver registros de ${document.nombre}`}
                    onClick={() => onShowRegistros(document.id)}
                  >
                    Registros
                  </Button>
                </td>
              </tr>
              {docOpen && (
                <DocumentAdjustmentRows document={document} span={span} cells={cells} column="estimado" />
              )}
            </Fragment>
          );
        }),
      ]}
      footer={(cells: RowCells) => (
        <tfoot>
          <tr className="fw-semibold">
            <td />
            <th scope="row">{footerLabel}</th>
            {cells({
              estimado: money(totals.estimatedCents),
              pagado: money(totals.paidCents),
              // Debts and funds of different clients are summed apart: one client's fund pays no other's debt.
              saldo: (
                <>
                  <span className="d-block text-danger text-nowrap">Deuda: {money(totals.debtCents)}</span>
                  <span className="d-block text-success text-nowrap">Fondo: {money(totals.fundsCents)}</span>
                </>
              ),
            })}
            <td />
          </tr>
        </tfoot>
      )}
    />
  );
}
