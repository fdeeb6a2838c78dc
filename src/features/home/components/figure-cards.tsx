import { useId, type ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Icon } from '../../../components/icons';
import { valueSizeClass } from './figure-size';

export type Figure = {
  label: string;
  value: string;
  hint?: ReactNode;
  icon?: Icon;
  /** Related figures under the value, each readable by its own label (a dt/dd pair). */
  details?: readonly { label: string; value: string }[];
  /** The screen the figure comes from: the label links there and the whole card is clickable. */
  to?: string;
};

/**
 * Each detail line is one line of small text (labels never wrap), so a card without details can
 * keep the same space under its value and the four values stay on one line.
 */
const DETAIL_LINE_EM = 1.5;

function FigureCard({
  label,
  value,
  hint,
  icon: CardIcon,
  details,
  to,
  detailRows,
  valueSize,
}: Figure & { detailRows: number; valueSize: string }) {
  const labelId = useId();
  // Border-box: the lines, plus the top padding (pt-2) and the 1px rule above them.
  const detailsHeight = { minHeight: `calc(${detailRows * DETAIL_LINE_EM}em + 0.5rem + 1px)` };
  return (
    <Card as="section" aria-labelledby={labelId} className="h-100 shadow-sm">
      <Card.Body className="d-flex flex-column">
        <h2 id={labelId} className="h6 text-secondary mb-1 d-flex align-items-center gap-2">
          {CardIcon && (
            <span className="summary-card-icon">
              <CardIcon />
            </span>
          )}
          {to ? (
            <Link
              to={to}
              className="stretched-link text-reset link-underline-opacity-0 link-underline-opacity-100-hover"
            >
              {label}
            </Link>
          ) : (
            label
          )}
        </h2>
        {hint && <p className="small text-secondary mb-0">{hint}</p>}
        {/* Bottom-aligned so the four figures line up whether or not a card has a hint. */}
        <p className={`${valueSize} fw-semibold text-end text-nowrap lh-sm mb-0 mt-auto pt-2`}>{value}</p>
        {details && details.length > 0 ? (
          <dl className="small mb-0 mt-2 border-top pt-2" style={detailsHeight}>
            {details.map((detail) => (
              <div key={detail.label} className="d-flex justify-content-between gap-2 lh-base">
                <dt className="fw-normal text-secondary text-nowrap">{detail.label}</dt>
                <dd className="mb-0 text-end fw-semibold text-nowrap">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          detailRows > 0 && (
            <div
              aria-hidden="true"
              className="small mt-2 pt-2"
              style={{ ...detailsHeight, borderTop: '1px solid transparent' }}
            />
          )
        )}
      </Card.Body>
    </Card>
  );
}

/** Spec section 2: the row of four figure cards that heads every role's Home. */
export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  const detailRows = Math.max(0, ...figures.map((figure) => figure.details?.length ?? 0));
  const valueSize = valueSizeClass(figures.map((figure) => figure.value));
  return (
    <Row xs={1} sm={2} lg={4} className="g-3 mb-4">
      {figures.map((figure) => (
        <Col key={figure.label}>
          <FigureCard {...figure} detailRows={detailRows} valueSize={valueSize} />
        </Col>
      ))}
    </Row>
  );
}
