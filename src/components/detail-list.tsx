import type { ReactNode } from 'react';
import { Col, Row, type RowProps } from 'react-bootstrap';

export type DetailEntry = readonly [label: string, value: ReactNode];

/**
 * Labelled values as a description list in a grid: a small grey label over each value. The
 * `xs`…`lg` sizes say how many share a row at each width (Bootstrap's row columns).
 */
export function DetailList({
  items,
  className,
  ...rowColumns
}: { items: readonly DetailEntry[]; className?: string } & Pick<RowProps, 'xs' | 'sm' | 'md' | 'lg'>) {
  return (
    <Row as="dl" className={className} {...rowColumns}>
      {items.map(([label, value]) => (
        <Col key={label}>
          <dt className="small text-secondary fw-normal">{label}</dt>
          <dd className="fw-semibold text-break mb-0">{value}</dd>
        </Col>
      ))}
    </Row>
  );
}
