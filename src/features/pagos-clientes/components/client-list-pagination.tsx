import { Pagination } from '../../../components/data-table/pagination';
import { CLIENT_LIST_PAGE_SIZE, type Page } from '../../../domain/paging';

/** The pager under this feature's client lists (Pagos de Clientes, Historial de Pagos). */
export function ClientListPagination({
  page,
  onPageChange,
}: {
  page: Page<unknown>;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pagination
      page={page.page}
      pageSize={CLIENT_LIST_PAGE_SIZE}
      total={page.total}
      noun="clientes"
      onPageChange={onPageChange}
    />
  );
}
