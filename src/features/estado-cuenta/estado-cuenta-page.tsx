import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { AgingFigures } from '../../components/aging';
import { BalanceText } from '../../components/balance-text';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { BackIcon, ExportIcon } from '../../components/icons';
import { LoadingState } from '../../components/loading-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../components/page/use-document-title';
import { movementCentsOf } from '../../contract/estado-cuenta';
import { aging } from '../../domain/client-account';
import { formatDate } from '../../domain/format';
import { agencyToday } from '../../lib/agency-zone';
import { errorMessage } from '../../lib/api-error';
import { paths } from '../../lib/paths';
import { useSearchFilters } from '../../lib/use-search-filters';
import { downloadEstadoCuentaPdf, useEstadoCuenta } from './api/get-estado-cuenta';
import { MovimientosTable } from './components/movimientos-table';
import { saldoOf } from './movimiento';
import { RangoForm } from './components/rango-form';
import { exportEstadoCuenta } from './export-estado-cuenta';

const LOAD_ERROR = 'No se pudo cargar el estado de cuenta.';
const PDF_ERROR = 'No se pudo descargar el PDF.';

function periodoText(desde: string, hasta: string): string {
  if (!desde && !hasta) return 'Todo el historial';
  if (!desde) return `Hasta el ${formatDate(hasta)}`;
  if (!hasta) return `Desde el ${formatDate(desde)}`;
  return `Del ${formatDate(desde)} al ${formatDate(hasta)}`;
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div className="small text-secondary">{label}</div>
      <div className="fs-5 fw-semibold">{children}</div>
    </div>
  );
}

/**
 * A client's statement (extension `estado_cuenta`, SuperAdmin): its opening balance, each charge,
 * adjustment and payment of the period with the running balance, the closing balance in the words
 * of 'Pagos de Clientes', and what is owed by age. The period lives in the URL.
 */
export default function EstadoCuentaPage() {
  const clienteId = Number(useParams().clienteId);
  const filters = useSearchFilters({ desde: '', hasta: '' });
  const rango = { desde: filters.values.desde, hasta: filters.values.hasta };
  const statement = useEstadoCuenta(clienteId, rango);
  // What is owed by age needs every charge up to the period's end, not only the period's.
  const wholeHistory = useEstadoCuenta(clienteId, { desde: '', hasta: rango.hasta }, rango.desde !== '');
  const [downloading, setDownloading] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const data = statement.data;
  useDocumentTitle(data ? `Estado de cuenta · ${data.cliente.nombre}` : 'Estado de cuenta');

  const agingSource = rango.desde ? wholeHistory.data : data;
  const buckets = useMemo(
    () =>
      agingSource
        ? aging(agingSource.movimientos.map(movementCentsOf), rango.hasta || agencyToday()).buckets
        : null,
    [agingSource, rango.hasta],
  );

  const downloadPdf = async () => {
    setDownloading(true);
    setPdfError(null);
    try {
      await downloadEstadoCuentaPdf(clienteId, rango);
    } catch (failure) {
      setPdfError(errorMessage(failure, PDF_ERROR));
    } finally {
      setDownloading(false);
    }
  };

  const body = () => {
    if (statement.isPending || (statement.error && statement.isFetching)) return <LoadingState />;
    if (statement.error || !data)
      return (
        <ErrorState
          message={`${LOAD_ERROR} ${errorMessage(statement.error, '')}`.trim()}
          onRetry={() => void statement.refetch()}
        />
      );
    const final = saldoOf(data.saldo_final);
    return (
      <>
        <Row className="g-3 mb-3">
          <Col sm={6} lg={3}>
            <Figure label="Saldo inicial">
              <BalanceText balance={saldoOf(data.saldo_inicial)} />
            </Figure>
          </Col>
          <Col sm={6} lg={3}>
            <Figure label="Saldo final">
              <BalanceText balance={final} />
            </Figure>
          </Col>
          <Col lg={6}>
            <div className="small text-secondary mb-1">Antigüedad de la deuda</div>
            {final.kind === 'Deuda' && buckets ? (
              <AgingFigures buckets={buckets} />
            ) : (
              <div className="text-secondary">
                {final.kind === 'Fondo' ? 'Sin deuda: el cliente tiene fondo.' : 'Sin deuda.'}
              </div>
            )}
          </Col>
        </Row>
        {data.movimientos.length === 0 ? (
          <EmptyState message="No hay movimientos en este periodo." />
        ) : (
          <MovimientosTable movimientos={data.movimientos} />
        )}
      </>
    );
  };

  return (
    <>
      <Link to={paths.pagosClientes.list.to()} className="d-inline-flex align-items-center gap-1 mb-2 small">
        <BackIcon size={16} /> Volver a Pagos de Clientes
      </Link>
      <PageHeader
        title="Estado de cuenta"
        subtitle={data ? `${data.cliente.nombre} · ${periodoText(rango.desde, rango.hasta)}` : undefined}
        actions={
          <>
            <Button
              variant="outline-secondary"
              disabled={!data}
              onClick={() => data && void exportEstadoCuenta(data)}
            >
              <ExportIcon /> Descargar Excel
            </Button>
            <Button variant="primary" disabled={!data || downloading} onClick={() => void downloadPdf()}>
              <ExportIcon /> {downloading ? 'Descargando...' : 'Descargar PDF'}
            </Button>
          </>
        }
      />
      {pdfError && <ErrorState message={pdfError} />}
      <Card as="section" className="shadow-sm mb-4" aria-label="Estado de cuenta">
        <Card.Body>
          <div className="mb-3">
            <RangoForm
              key={`${rango.desde}|${rango.hasta}`}
              applied={rango}
              onApply={(next) => filters.update(next)}
              onAll={filters.clear}
            />
          </div>
          {body()}
        </Card.Body>
      </Card>
    </>
  );
}
