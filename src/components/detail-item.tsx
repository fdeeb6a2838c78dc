import type { ReactNode } from 'react';
import { Col, type ColProps } from 'react-bootstrap';

/**
 * One labelled value in a grid of details (inside a `<Row as="dl">`): a small grey label over the
 * value. The column sizes say how many share a row at each width.
 */
export function DetailItem({
  label,
  value,
  ...columns
}: { label: string; value: ReactNode } & Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg'>) {
  return (
    <Col {...columns}>
      <dt className="small text-secondary fw-normal">{label}</dt>
      <dd className="fw-semibold text-break mb-0">{value}</dd>
    </Col>
  );
}
