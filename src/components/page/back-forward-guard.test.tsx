import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter, Link, Route, Routes } from 'react-router-dom';
import { installBackForwardGuard } from './back-forward-guard';
import { FormPage } from './form-page';
import { UNSAVED_CHANGES_MESSAGE } from './use-unsaved-changes';

function NotaForm() {
  const [nota, setNota] = useState('');
  const [saved, setSaved] = useState(false);
  return (
    <FormPage
      title="Nueva nota"
      cancelTo="/lista"
      submitLabel="Guardar"
      dirty={nota !== ''}
      success={saved ? <p>Nota guardada</p> : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(true);
      }}
    >
      <label htmlFor="nota">Nota</label>
      <input id="nota" value={nota} onChange={(event) => setNota(event.target.value)} />
    </FormPage>
  );
}

/** The app's HashRouter over a list and a form, with jsdom's real history under it. */
function renderHashApp() {
  window.history.replaceState(null, '', '#/lista');
  render(
    <HashRouter>
      <Routes>
        <Route
          path="/lista"
          element={
            <>
              <h1>Lista</h1>
              <Link to="/nueva">Nueva nota</Link>
            </>
          }
        />
        <Route path="/nueva" element={<NotaForm />} />
      </Routes>
    </HashRouter>,
  );
}

/**
 * Back or Forward, resolved once the browser has told the page (jsdom traverses asynchronously).
 * Listens in the capture phase, which runs first: the guard stops the bubbling listeners.
 */
function traverse(delta: -1 | 1) {
  const popped = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true, capture: true }),
  );
  window.history.go(delta);
  return popped;
}

const hash = () => window.location.hash;
const nota = () => screen.getByRole('textbox', { name: 'Nota' });

async function openFormAndType(text: string) {
  const user = userEvent.setup();
  renderHashApp();
  await user.click(screen.getByRole('link', { name: 'Nueva nota' }));
  if (text) await user.type(nota(), text);
  return user;
}

describe('Back and Forward away from a form with unsaved changes', () => {
  let uninstall: () => void;
  // Installed before any router listens, as main.tsx does.
  beforeAll(() => {
    uninstall = installBackForwardGuard(window);
  });
  afterAll(() => uninstall());
  afterEach(() => vi.restoreAllMocks());

  it('asks on Back; saying no keeps the form, its input and its address; saying yes leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await openFormAndType('a medias');
    await traverse(-1);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    await waitFor(() => expect(hash()).toBe('#/nueva'));
    expect(nota()).toHaveValue('a medias');
    expect(screen.queryByRole('heading', { name: 'Lista' })).not.toBeInTheDocument();

    confirm.mockReturnValue(true);
    await traverse(-1);
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(hash()).toBe('#/lista');
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks on Forward the same way', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = await openFormAndType('');
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await screen.findByRole('heading', { name: 'Lista' });
    await traverse(-1);
    await user.type(await screen.findByRole('textbox', { name: 'Nota' }), 'otra');

    await traverse(1);
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    await waitFor(() => expect(hash()).toBe('#/nueva'));
    expect(nota()).toHaveValue('otra');

    confirm.mockReturnValue(true);
    await traverse(1);
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('asks on an address typed in the address bar too; saying no puts the form\'s address back', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await openFormAndType('a medias');
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true, capture: true }),
    );
    window.location.hash = '#/lista';
    await popped;
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(hash()).toBe('#/nueva');
    expect(nota()).toHaveValue('a medias');
  });

  it('asks nothing while the form is clean, or once it is saved', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = await openFormAndType('');
    await traverse(-1);
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Nueva nota' }));
    await user.type(nota(), 'guardada');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Nota guardada');
    await traverse(-1);
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
