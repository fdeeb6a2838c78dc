import { render } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './use-document-title';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('documentTitle', () => {
  it.each([
    ['Lista de Cobros', 'Lista de Cobros · Cobros'],
    ['  Lista Pagos ', 'Lista Pagos · Cobros'],
    ['', 'Cobros'],
  ])('%j → %s', (page, title) => {
    expect(documentTitle(page)).toBe(title);
  });
});

describe('useDocumentTitle', () => {
  it('sets the tab title, follows changes and restores the previous title on unmount', () => {
    document.title = 'Cobros · Back office';
    const { rerender, unmount } = render(<Titled title="Lista de Clientes" />);
    expect(document.title).toBe('Lista de Clientes · Cobros');
    rerender(<Titled title="Modificar Cliente" />);
    expect(document.title).toBe('Modificar Cliente · Cobros');
    unmount();
    expect(document.title).toBe('Cobros · Back office');
  });
});
