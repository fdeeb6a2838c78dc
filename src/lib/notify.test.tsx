import { render, screen, waitFor } from '@testing-library/react';
import { LazyToastHost } from '../app/lazy-toast-host';
import { notify } from './notify';

const BONUS = 'Bonificación aplicada correctamente';
const DISCOUNT = 'Descuento aplicado correctamente';

describe('notify', () => {
  it('shows a second message sent under the same toastId right after the first, in its place', async () => {
    render(<LazyToastHost />);
    notify.success(BONUS, { toastId: 'pago-ajuste' });
    expect(await screen.findByText(BONUS)).toBeInTheDocument();
    notify.success(DISCOUNT, { toastId: 'pago-ajuste' });
    expect(await screen.findByText(DISCOUNT)).toBeInTheDocument();
    // At most one toast on screen (spec section 9): the bonus leaves (jsdom never ends its exit animation).
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.Toastify__toast[data-in="true"]')].map((toast) => toast.textContent),
      ).toEqual([DISCOUNT]),
    );
  });

  it('shows the same message under the same toastId once', async () => {
    render(<LazyToastHost />);
    notify.error('Error al cargar los datos', { toastId: 'carga' });
    notify.error('Error al cargar los datos', { toastId: 'carga' });
    await screen.findByText('Error al cargar los datos');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Error al cargar los datos')).toHaveLength(1);
  });
});
