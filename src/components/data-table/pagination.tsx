import { useId, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { pageCount } from './rows';

const PAGE_WINDOW = 5;

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being counted, as in 'Mostrando 1 a 10 de 42 clientes'. */
  noun?: string;
  /** The page size select appears only with these and a handler. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/** Up to five page numbers with the current one centred while the ends allow it. */
function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_WINDOW / 2), pages - PAGE_WINDOW + 1));
  const last = Math.min(pages, first + PAGE_WINDOW - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function PageButton({
  label,
  disabled,
  current,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  current?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li className={`page-item${current ? ' active' : ''}${disabled ? ' disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  noun,
  pageSizeOptions,
  onPageSizeChange,
}: PaginationProps) {
  const sizeSelectId = useId();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const isFirst = page <= 1;
  const isLast = page >= pages;
  const showSizeSelect =
    pageSizeOptions && onPageSizeChange && pageSizeOptions.length > 1 && total > Math.min(...pageSizeOptions);

  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div className="small text-secondary" aria-live="polite">
        {`Mostrando ${from} a ${to} de ${total}${noun ? ` ${noun}` : ''}`}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {showSizeSelect && (
          <div className="d-flex align-items-center gap-2">
            <label htmlFor={sizeSelectId} className="small text-secondary text-nowrap">
              Por página
            </label>
            <Form.Select
              id={sizeSelectId}
              size="sm"
              className="w-auto"
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizeOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Form.Select>
          </div>
        )}
        {pages > 1 && (
          <nav aria-label="Paginación">
            <ul className="pagination pagination-sm mb-0">
              <PageButton label="Primera página" disabled={isFirst} onClick={() => onPageChange(1)}>
                «
              </PageButton>
              <PageButton label="Página anterior" disabled={isFirst} onClick={() => onPageChange(page - 1)}>
                ‹
              </PageButton>
              {pageWindow(page, pages).map((number) => (
                <PageButton
                  key={number}
                  label={`Página ${number}`}
                  current={number === page}
                  onClick={() => onPageChange(number)}
                >
                  {number}
                </PageButton>
              ))}
              <PageButton label="Página siguiente" disabled={isLast} onClick={() => onPageChange(page + 1)}>
                ›
              </PageButton>
              <PageButton label="Última página" disabled={isLast} onClick={() => onPageChange(pages)}>
                »
              </PageButton>
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
