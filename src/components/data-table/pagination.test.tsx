import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

function renderPagination(props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <Pagination
      page={1}
      pageSize={10}
      total={42}
      onPageChange={onPageChange}
      pageSizeOptions={[10, 20]}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { onPageChange, onPageSizeChange, user: userEvent.setup() };
}

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /^Página \d+$/ }).map((button) => button.textContent);

describe('Pagination', () => {
  it('says which rows are shown, with the noun', () => {
    renderPagination({ page: 5, noun: 'clientes' });
    expect(screen.getByText('Mostrando 41 a 42 de 42 clientes')).toBeInTheDocument();
  });

  it('shows up to five page numbers around the current one', () => {
    renderPagination({ page: 6, total: 200 });
    expect(pageNumbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps five numbers at the ends', () => {
    renderPagination({ page: 20, total: 200 });
    expect(pageNumbers()).toEqual(['16', '17', '18', '19', '20']);
  });

  it('disables first and previous on the first page and moves with the others', async () => {
    const { onPageChange, user } = renderPagination({ page: 1 });
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [5], [3]]);
  });

  it('disables next and last on the last page', () => {
    renderPagination({ page: 5 });
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
  });

  it('changes the page size', async () => {
    const { onPageSizeChange, user } = renderPagination();
    await user.selectOptions(screen.getByLabelText('Por página'), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
  });

  it('hides the controls but keeps the count when everything fits on one page', () => {
    renderPagination({ total: 7 });
    expect(screen.getByText('Mostrando 1 a 7 de 7')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Por página')).not.toBeInTheDocument();
  });
});
