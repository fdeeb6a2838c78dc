import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadedLazy } from './preloaded-lazy';

function Hello({ name }: { name: string }) {
  return <p>Hola, {name}</p>;
}

const show = (Component: (props: { name: string }) => React.ReactNode) =>
  render(
    <Suspense fallback={<p>Cargando…</p>}>
      <Component name="Ana" />
    </Suspense>,
  );

describe('preloadedLazy', () => {
  it('renders a component whose code is already in without showing the fallback', async () => {
    const { Component, preload } = preloadedLazy(() => Promise.resolve({ default: Hello }));
    await preload();
    show(Component);
    expect(screen.getByText('Hola, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('shows the fallback while the code loads, then the component, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const { Component, preload } = preloadedLazy(load);
    show(Component);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValueOnce({ default: Hello });
    const { preload } = preloadedLazy(load);
    await expect(preload()).rejects.toThrow('sin red');
    await expect(preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
