import { useId } from 'react';
import { Button, Card, Col, Form, Row } from 'react-bootstrap';
import type { FilterSpec } from './filter-specs';

/**
 * The filter card above a finance list: labelled filters in one row and 'Limpiar' at the end.
 * Values live in the URL (useSearchFilters); `onChange` writes one of them.
 */
export function FilterCard({
  filters,
  values,
  onChange,
  onClear,
  isFiltered,
}: {
  filters: readonly FilterSpec[];
  values: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
  isFiltered: boolean;
}) {
  const id = useId();
  const used = filters.reduce((total, filter) => total + filter.md, 0);
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <Form role="search" aria-label="Filtros" onSubmit={(event) => event.preventDefault()}>
          <Row className="g-3 align-items-end">
            {filters.map((filter) => (
              <Col key={filter.key} md={filter.md}>
                <Form.Group controlId={`${id}-${filter.key}`}>
                  <Form.Label>{filter.label}</Form.Label>
                  {filter.type === 'select' ? (
                    <Form.Select
                      value={values[filter.key]}
                      onChange={(event) => onChange(filter.key, event.target.value)}
                    >
                      {filter.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </Form.Select>
                  ) : (
                    <Form.Control
                      type={filter.type}
                      placeholder={filter.type === 'search' ? filter.placeholder : undefined}
                      min={filter.type === 'date' ? filter.min || undefined : undefined}
                      value={values[filter.key]}
                      onChange={(event) => onChange(filter.key, event.target.value)}
                    />
                  )}
                </Form.Group>
              </Col>
            ))}
            <Col md={Math.max(2, 12 - used)} className="d-grid d-md-flex justify-content-md-end">
              <Button variant="outline-secondary" onClick={onClear} disabled={!isFiltered}>
                Limpiar
              </Button>
            </Col>
          </Row>
        </Form>
      </Card.Body>
    </Card>
  );
}
