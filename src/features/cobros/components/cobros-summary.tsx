import { Card, Col, Row } from 'react-bootstrap';
import { formatMoney } from '../../../domain/format';
import { formatUnits } from '../../../domain/format';
import { ValuePlaceholder } from '../../../components/value-placeholder';

function SummaryCard({
  title,
  units,
  amount,
  note,
  accent,
  loading,
}: {
  title: string;
  units?: number;
  amount: number;
  note: string;
  accent: string;
  loading: boolean;
}) {
  return (
    <Card className={`h-100 shadow-sm border-0 border-start border-4 border-${accent}`}>
      <Card.Body>
        <h2 className="h6 text-secondary mb-2">{title}</h2>
        <p className="h4 mb-1">{loading ? <ValuePlaceholder /> : formatMoney(amount)}</p>
        <p className="small text-secondary mb-0">
          {units !== undefined && !loading && `${formatUnits(units)} unidades · `}
          {note}
        </p>
      </Card.Body>
    </Card>
  );
}

/**
 * Spec section 2: Mis Cobros, Cobros Supervisados (supervisors only) and Total Global. Each card is
 * pay as 'Lista Pagos' pays it, over the cobros the tables show; 'Total Global' is their sum, plus
 * for an Admin the supervisors' 0.20 on the supervised cobros listed, so it is the payroll of them.
 */
export function CobrosSummary({
  loading = false,
  mineTitle,
  mineUnits,
  mineAmount,
  mineNote,
  supervised,
  supervisorsAmount = null,
  totalAmount,
}: {
  loading?: boolean;
  mineTitle: string;
  mineUnits: number;
  mineAmount: number;
  mineNote: string;
  supervised: { units: number; amount: number; note: string } | null;
  /** The supervisors' cut of the main table's cobros, when the main table is every worker's. */
  supervisorsAmount?: number | null;
  /** The sum of the figures above, computed in céntimos by the caller (cobro-rows.ts). */
  totalAmount: number;
}) {
  return (
    <Row xs={1} md={supervised ? 3 : 2} className="g-3 mb-4" as="section" aria-label="Resumen">
      <Col>
        <SummaryCard
          title={mineTitle}
          units={mineUnits}
          amount={mineAmount}
          note={mineNote}
          accent="primary"
          loading={loading}
        />
      </Col>
      {supervised && (
        <Col>
          <SummaryCard
            title="Cobros Supervisados"
            units={supervised.units}
            amount={supervised.amount}
            note={supervised.note}
            accent="info"
            loading={loading}
          />
        </Col>
      )}
      <Col>
        <SummaryCard
          title="Total Global"
          amount={totalAmount}
          note={
            supervisorsAmount !== null
              ? loading
                ? 'Trabajadores y supervisores'
                : `Incluye ${formatMoney(supervisorsAmount)} de supervisores`
              : supervised
                ? `${mineTitle} + Cobros Supervisados`
                : 'Pago de los cobros listados'
          }
          accent="success"
          loading={loading}
        />
      </Col>
    </Row>
  );
}
