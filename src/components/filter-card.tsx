import { useId } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { formatDate } from '../domain/format';
import { FilterChips, type AppliedFilter } from './filter-chips';
import { ListToolbar } from './page/list-toolbar';
import type { FilterSpec } from './filter-specs';

/**
 * The filters in force as chips. A select's first option is its 'all rows' value, so it makes no
 * chip; removing a chip puts its filter back to that empty value.
 */
function appliedFilters(
  filters: readonly FilterSpec[],
  values: Readonly<Record<string, string>>,
  onChange: (key: string, value: string) => void,
): AppliedFilter[] {
  return filters.flatMap((filter) => {
    const value = values[filter.key] ?? '';
    const empty = filter.type === 'select' ? (filter.options[0]?.value ?? '') : '';
    if (value === empty) return [];
    const shown =
      filter.type === 'select'
        ? (filter.options.find((option) => option.value === value)?.label ?? value)
        : filter.type === 'date'
          ? formatDate(value)
          : value;
    return [
      { id: filter.key, label: filter.label, value: shown, onRemove: () => onChange(filter.key, empty) },
    ];
  });
}

/**
 * The filters of a finance list, drawn as the toolbar of its ListPage card: labelled filters in one
 * row, 'Limpiar' at the end and the filters in force as removable chips under them. Values live in the URL
 * (useSearchFilters); `onChange` writes one of them.
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
    <ListToolbar chips={<FilterChips filters={appliedFilters(filters, values, onChange)} />}>
      <Form
        role="search"
        aria-label="Filtros"
        className="flex-grow-1"
        onSubmit={(event) => event.preventDefault()}
      >
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
    </ListToolbar>
  );
}
