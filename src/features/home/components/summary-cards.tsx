import { useId, type ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { formatMoney, formatNumber } from '../../../domain/format';
import { formatUnits } from '../../../domain/format';
import type { HomeSummary } from '../home-summary';
import { ClientesIcon, DocumentacionIcon, MoneyIcon, UnitsIcon, type Icon } from '../../../components/icons';

function SummaryCard({
  label,
  value,
  hint,
  icon: CardIcon,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  icon: Icon;
}) {
  const labelId = useId();
  return (
    <Card as="section" aria-labelledby={labelId} className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-column">
        <h2 id={labelId} className="h6 text-secondary mb-1 d-flex align-items-center gap-2">
          <span className="summary-card-icon">
            <CardIcon />
          </span>
          {label}
        </h2>
        {hint && <p className="small text-secondary mb-0">{hint}</p>}
        {/* Bottom-aligned so the four figures line up whether or not a card has a hint. */}
        <p className="fs-3 fw-semibold text-end text-break lh-sm mb-0 mt-auto pt-2">{value}</p>
      </Card.Body>
    </Card>
  );
}

/** Spec section 2: the four cards of a worker's or an Admin's Home. */
export function SummaryCards({ summary }: { summary: HomeSummary }) {
  return (
    <Row xs={1} sm={2} lg={4} className="g-3 mb-4">
      <Col>
        <SummaryCard
          label="Total de Unidades"
          icon={UnitsIcon}
          value={formatUnits(summary.units)}
          hint={summary.cobros === 1 ? 'En 1 cobro' : `En ${formatNumber(summary.cobros)} cobros`}
        />
      </Col>
      <Col>
        <SummaryCard
          label="Total a Cobrar"
          icon={MoneyIcon}
          value={formatMoney(summary.amount)}
          hint={`${formatMoney(summary.rate)} por unidad`}
        />
      </Col>
      <Col>
        <SummaryCard
          label="Clientes"
          icon={ClientesIcon}
          value={formatNumber(summary.clientes)}
          hint="Con cobros registrados"
        />
      </Col>
      <Col>
        <SummaryCard
          label="Documentos"
          icon={DocumentacionIcon}
          value={formatNumber(summary.documentos)}
          hint="Con cobros registrados"
        />
      </Col>
    </Row>
  );
}
