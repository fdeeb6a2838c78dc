import { useId } from 'react';
import { Card, ProgressBar } from 'react-bootstrap';
import { formatMoney, formatNumber } from '../../../domain/format';
import { monthLabel } from '../../../domain/months';
import { periodoLabel } from '../../../contract/cierre-mes';
import { formatUnits } from '../../../domain/format';
import type { HomeSummary } from '../home-summary';

function MonthFigure({
  label,
  value,
  percent,
  barLabel,
}: {
  label: string;
  value: string;
  percent: number;
  barLabel: string;
}) {
  const percentText = `${formatNumber(percent, 1)}% del total`;
  return (
    <div>
      <div className="d-flex justify-content-between align-items-baseline gap-3">
        <span className="text-secondary">{label}</span>
        <span className="fs-4 fw-semibold text-end">{value}</span>
      </div>
      {/* The inner bar carries the role, so the name and value text must go on it, not on the track. */}
      <ProgressBar className="my-1" style={{ height: '0.5rem' }}>
        <ProgressBar now={percent} aria-label={barLabel} aria-valuetext={percentText} />
      </ProgressBar>
      <div className="small text-secondary text-end">{percentText}</div>
    </div>
  );
}

/** 'Resumen de {mes}': the current month's share of the user's units and value (spec sections 2 and 9). */
export function MonthSummary({ month }: { month: HomeSummary['month'] }) {
  const headingId = useId();
  const label = month.anio === null ? monthLabel(month.month) : periodoLabel(month.anio, month.month);
  return (
    <Card as="section" aria-labelledby={headingId} className="h-100 shadow-sm">
      <Card.Body>
        <h2 id={headingId} className="h5 mb-3">
          Resumen de {label}
        </h2>
        <div className="d-grid gap-3">
          <MonthFigure
            label="Unidades"
            value={formatUnits(month.units)}
            percent={month.unitsPercent}
            barLabel={`Unidades de ${label} sobre el total`}
          />
          <MonthFigure
            label="Valor"
            value={formatMoney(month.amount)}
            percent={month.amountPercent}
            barLabel={`Valor de ${label} sobre el total`}
          />
        </div>
      </Card.Body>
    </Card>
  );
}
