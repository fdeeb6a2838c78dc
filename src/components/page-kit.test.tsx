import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ReactNode } from 'react';
import { FilterSelect } from './filter-select';
import { FormError } from './form-error';
import { queryTableProps } from './data-table/query-table-props';
import { useConfirmAction } from './use-confirm-action';
import { useErrorToast } from './use-error-toast';
import { useRedirectAfterSave } from './use-redirect-after-save';
import { notify } from '../lib/notify';
import { LocationProbe, type LocationRef } from '../test/location-probe';

describe('FormError', () => {
  it('shows the message as an alert, and nothing without one', () => {
    const { rerender } = render(<FormError message="Error al guardar" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al guardar');
    rerender(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FilterSelect', () => {
  it('is found by its label and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="Tipo"
        value=""
        options={[
          ['', 'Todos'],
          ['2', 'Terapia'],
        ]}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'Terapia');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});

describe('queryTableProps', () => {
  const query = (state: Partial<{ isPending: boolean; isError: boolean; isFetching: boolean }>) => ({
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...state,
  });

  it.each([
    ['loading', { isPending: true }, true, null],
    ['failed', { isError: true }, false, 'Error'],
    ['retrying after a failure', { isError: true, isFetching: true }, true, 'Error'],
    ['loaded', {}, false, null],
  ])('%s', (_name, state, isLoading, error) => {
    const props = queryTableProps(query(state), 'Error');
    expect(props.isLoading).toBe(isLoading);
    expect(props.error).toBe(error);
  });

  it('retries every query of the list', () => {
    const a = query({ isError: true });
    const b = query({});
    queryTableProps([a, b], 'Error').onRetry();
    expect(a.refetch).toHaveBeenCalled();
    expect(b.refetch).toHaveBeenCalled();
  });
});

describe('useErrorToast', () => {
  it('toasts once per failure through notify', () => {
    const spy = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const { rerender } = renderHook(
      (props: { isError: boolean; errorUpdatedAt: number }) =>
        useErrorToast(props, 'Error al cargar', 'carga'),
      { initialProps: { isError: false, errorUpdatedAt: 0 } },
    );
    expect(spy).not.toHaveBeenCalled();
    rerender({ isError: true, errorUpdatedAt: 1 });
    rerender({ isError: true, errorUpdatedAt: 1 });
    expect(spy).toHaveBeenCalledTimes(1);
    rerender({ isError: true, errorUpdatedAt: 2 });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith('Error al cargar', { toastId: 'carga' });
    spy.mockRestore();
  });
});

describe('useConfirmAction', () => {
  it('opens on a target, resets the mutation, confirms and closes on success', () => {
    const reset = vi.fn();
    const perform = vi.fn((_target: string, close: () => void) => close());
    const mutation = { isPending: false, isError: true, error: new Error('x'), reset };
    const { result } = renderHook(() =>
      useConfirmAction<string>({ mutation, perform, errorText: () => 'No se pudo' }),
    );
    expect(result.current.modalProps.show).toBe(false);
    act(() => result.current.open('agencia 1'));
    expect(reset).toHaveBeenCalled();
    expect(result.current.target).toBe('agencia 1');
    expect(result.current.modalProps).toMatchObject({ show: true, error: 'No se pudo', isPending: false });
    act(() => result.current.modalProps.onConfirm());
    expect(perform).toHaveBeenCalledWith('agencia 1', expect.any(Function));
    expect(result.current.isOpen).toBe(false);
    // The target stays so the dialog keeps its text while it fades out.
    expect(result.current.target).toBe('agencia 1');
  });
});

describe('useRedirectAfterSave', () => {
  function Saved({ saved }: { saved: boolean }): ReactNode {
    useRedirectAfterSave(saved, '/lista', 1500);
    return null;
  }

  it('navigates after the delay once saved', () => {
    vi.useFakeTimers();
    const location = { current: { pathname: '' } } as LocationRef;
    render(
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={<Saved saved />} />
          <Route path="/lista" element={null} />
        </Routes>
        <LocationProbe into={location} />
      </MemoryRouter>,
    );
    expect(location.current.pathname).toBe('/form');
    act(() => vi.advanceTimersByTime(1499));
    expect(location.current.pathname).toBe('/form');
    act(() => vi.advanceTimersByTime(1));
    expect(location.current.pathname).toBe('/lista');
    vi.useRealTimers();
  });
});
