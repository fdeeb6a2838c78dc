import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgencyList } from './agency-list';
import { TruncatedText } from './truncated-text';

const FILE = 'bill_centro_de_terapia_arcoiris_septiembre.xlsx';

/** jsdom does no layout: make every element report a text wider than its box, or not. */
function layoutClipsText(clipped: boolean) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(clipped ? 400 : 100);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
}

afterEach(() => vi.restoreAllMocks());

describe('TruncatedText', () => {
  it('holds the whole text, and shows it in a tooltip on keyboard focus when cut', async () => {
    layoutClipsText(true);
    render(<TruncatedText text={FILE} />);
    const text = screen.getByText(FILE);
    expect(text).toHaveClass('truncated-text');
    const user = userEvent.setup();
    await user.tab();
    expect(text).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(FILE);
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the tooltip on hover and closes it with Escape', async () => {
    layoutClipsText(true);
    render(<TruncatedText text={FILE} />);
    const user = userEvent.setup();
    await user.hover(screen.getByText(FILE));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(FILE);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows no tooltip when the text fits', async () => {
    layoutClipsText(false);
    render(<TruncatedText text="corto.xlsx" />);
    const user = userEvent.setup();
    await user.hover(screen.getByText('corto.xlsx'));
    await user.tab();
    expect(screen.getByText('corto.xlsx')).toHaveFocus();
    // The tooltip chunk loads asynchronously; give it the chance to appear if it wrongly would.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('AgencyList', () => {
  it('shows the first agency and +N, with the full list on focus and for screen readers', async () => {
    layoutClipsText(false);
    render(<AgencyList names={['Agencia Norte', 'Agencia Sur', 'Agencia Este']} />);
    expect(screen.getByText('Agencia Norte')).toBeVisible();
    expect(screen.getByText('+2')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(', Agencia Sur, Agencia Este')).toHaveClass('visually-hidden');
    await userEvent.setup().tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Agencia Norte, Agencia Sur, Agencia Este');
  });

  it('shows a single agency as text and no agency as N/A', () => {
    layoutClipsText(false);
    const { rerender } = render(<AgencyList names={['Agencia Norte']} />);
    expect(screen.getByText('Agencia Norte')).toHaveClass('truncated-text');
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    rerender(<AgencyList names={[]} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });
});
