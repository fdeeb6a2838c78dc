import { Card, Col, Row } from 'react-bootstrap';
import { formatMoney } from '../../../domain/format';
import { formatUnits } from '../../../domain/format';

function SummaryCard({
  title,
  units,
  amount,
  note,
  accent,
}: {
  title: string;
  units?: number;
  amount: number;
  note: string;
  accent: string;
}) {
  return (
    <Card className={`h-100 shadow-sm border-0 border-start border-4 border-${accent}`}>
      <Card.Body>
        <h2 className="h6 text-secondary mb-2">{title}</h2>
        <p className="h4 mb-1">{formatMoney(amount)}</p>
        <p className="small text-secondary mb-0">
          {units !== undefined && `${formatUnits(units)} unidades · `}
          {note}
        </p>
      </Card.Body>
    </Card>
  );
}

/** Spec section 2: Mis Cobros, Cobros Supervisados (supervisors only) and Total Global. */
export function CobrosSummary({
  mineTitle,
  mineUnits,
  mineAmount,
  mineNote,
  supervised,
}: {
  mineTitle: string;
  mineUnits: number;
  mineAmount: number;
  mineNote: string;
  supervised: { units: number; amount: number; note: string } | null;
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
          />
        </Col>
      )}
      <Col>
        <SummaryCard
          title="Total Global"
          amount={mineAmount + (supervised?.amount ?? 0)}
          note="Suma de los montos"
          accent="success"
        />
      </Col>
    </Row>
  );
}
