import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { agencyToday } from '../../lib/agency-zone';
import { MONTOS, serveFinance } from '../../test/finance-fixtures';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

/** Every write Registrar Pago sends, with its Idempotency-Key header (null when absent). */
type Sent = { method: string; path: string; body: unknown; key: string | null };

function record(sent: Sent[], method: string, answer: (body: unknown) => Response): HttpResponseResolver {
  return async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^.*\/api\//, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    sent.push({ method, path, body, key: request.headers.get('idempotency-key') });
    return answer(body);
  };
}

const created = (body: unknown) => HttpResponse.json(body as object, { status: 201 });
const MONTO_ROW = { id: 31, monto: 60.5, cliente: 1, fecha_registro: '2026-06-15' };
/** What POST ext/pagos_cliente/ answers on success: both rows it wrote. */
const atomicOk = () =>
  HttpResponse.json(
    { monto_extra: MONTO_ROW, pago: { id: 40, cliente_id: 1, monto: 60.5, fecha: agencyToday() } },
    { status: 201 },
  );
const FECHA_FUTURA = { fecha_pago: ['La fecha de pago no puede ser posterior a hoy'] };

/** The spec's two calls and the undo, each answered as given. */
function serveTwoCalls(
  sent: Sent[],
  answers: { put?: () => Response; post?: () => Response; undo?: () => Response } = {},
) {
  server.use(
    http.put(
      api('monto_extra/:id'),
      record(sent, 'PUT', answers.put ?? (() => HttpResponse.json(MONTO_ROW, { status: 201 }))),
    ),
    http.post(api('historial_pago/'), record(sent, 'POST', answers.post ?? created)),
    http.delete(
      api('eliminar_monto_extra/:id'),
      record(sent, 'DELETE', answers.undo ?? (() => HttpResponse.json({ detail: 'ok' }))),
    ),
  );
}

async function fillAndSubmit() {
  signIn('SuperAdmin');
  const user = userEvent.setup();
  renderApp('/superVisarPagoCliente/listarPagosClientes');
  await screen.findByRole('table', { name: 'Pagos de Clientes' });
  const card = screen.getByRole('region', { name: 'Registrar Pago' });
  const select = within(card).getByLabelText('Cliente');
  await within(select).findByRole('option', { name: 'Clínica Norte' });
  await user.selectOptions(select, 'Clínica Norte');
  await user.type(within(card).getByLabelText('Monto del pago'), '60,50');
  await user.type(within(card).getByLabelText('Fecha de pago'), agencyToday());
  const submit = () => user.click(within(card).getByRole('button', { name: 'Registrar Pago' }));
  await submit();
  return { user, card, submit };
}

const BODY = () => ({ cliente: 1, monto: 60.5, fecha_pago: agencyToday() });
/** The form keeps what was typed after a failure. */
function expectKept(card: HTMLElement) {
  expect((within(card).getByLabelText('Monto del pago') as HTMLInputElement).value).toBe('60,50');
  expect(within(card).getByLabelText('Cliente')).toHaveValue('1');
  expect((within(card).getByLabelText('Fecha de pago') as HTMLInputElement).value).toBe(agencyToday());
}

describe('Registrar Pago: a payment is recorded whole or not at all', { timeout: 20_000 }, () => {
  beforeAll(() => import('./pagos-clientes-page'), 20_000);

  it('with pago_atomico, one POST ext/pagos_cliente/ and nothing else', async () => {
    serveFinance();
    offerCapacidades('pago_atomico');
    const sent: Sent[] = [];
    serveTwoCalls(sent);
    server.use(http.post(api('ext/pagos_cliente/'), record(sent, 'POST', atomicOk)));
    const { card } = await fillAndSubmit();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Pago registrado correctamente');
    expect(sent).toEqual([{ method: 'POST', path: 'ext/pagos_cliente/', body: BODY(), key: null }]);
  });

  it('with pago_atomico refused, says nothing was recorded and keeps the form', async () => {
    serveFinance();
    offerCapacidades('pago_atomico');
    const sent: Sent[] = [];
    serveTwoCalls(sent);
    server.use(
      http.post(
        api('ext/pagos_cliente/'),
        record(sent, 'POST', () => HttpResponse.json(FECHA_FUTURA, { status: 400 })),
      ),
    );
    const { card } = await fillAndSubmit();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No se pudo aplicar el pago: fecha_pago: La fecha de pago no puede ser posterior a hoy. No se registró nada; puede corregir los datos e intentarlo de nuevo.',
    );
    expect(sent.map((call) => call.path)).toEqual(['ext/pagos_cliente/']);
    expectKept(card);
  });

  it('without extensions, the spec’s two calls, and no header nor ext/ call', async () => {
    serveFinance();
    const sent: Sent[] = [];
    serveTwoCalls(sent);
    const { card } = await fillAndSubmit();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Pago registrado correctamente');
    expect(sent).toEqual([
      { method: 'PUT', path: 'monto_extra/1', body: { monto: 60.5 }, key: null },
      { method: 'POST', path: 'historial_pago/', body: BODY(), key: null },
    ]);
  });

  it('when the second call is refused, deletes the extra amount the PUT answered and says nothing was recorded', async () => {
    serveFinance();
    const sent: Sent[] = [];
    serveTwoCalls(sent, { post: () => HttpResponse.json(FECHA_FUTURA, { status: 400 }) });
    const { card } = await fillAndSubmit();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No se pudo aplicar el pago: fecha_pago: La fecha de pago no puede ser posterior a hoy. No se registró nada; puede corregir los datos e intentarlo de nuevo.',
    );
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT monto_extra/1',
      'POST historial_pago/',
      'DELETE eliminar_monto_extra/31',
    ]);
    expectKept(card);
  });

  it('when the PUT answers no row, finds the extra amount just written in listar_monto_extra/ to undo it', async () => {
    const newest = { id: 55, monto: '60.50', cliente: 1 };
    serveFinance({
      montos: () =>
        HttpResponse.json([
          ...MONTOS,
          { id: 54, monto: 60.5, cliente: 2 },
          { id: 53, monto: 60.5, cliente: 1 },
          newest,
        ]),
    });
    const sent: Sent[] = [];
    serveTwoCalls(sent, {
      put: () => HttpResponse.json({ detail: 'Monto registrado' }),
      post: () => HttpResponse.json({ detail: 'Error' }, { status: 500 }),
    });
    const { card } = await fillAndSubmit();
    expect(await within(card).findByRole('alert')).toHaveTextContent('No se registró nada');
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: 'eliminar_monto_extra/55' });
  });

  it('when the undo fails too, says plainly that the amount stayed and where to fix it', async () => {
    serveFinance();
    const sent: Sent[] = [];
    serveTwoCalls(sent, {
      post: () => HttpResponse.json(FECHA_FUTURA, { status: 400 }),
      undo: () => HttpResponse.json({ detail: 'Servicio caído' }, { status: 503 }),
    });
    const { card } = await fillAndSubmit();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No se pudo aplicar el pago: fecha_pago: La fecha de pago no puede ser posterior a hoy. El monto extra de $60.50 quedó registrado sin su pago en Historial y no se pudo deshacer (Servicio caído): corríjalo o elimínelo en Montos Extra.',
    );
    expect(sent.map(({ method }) => method)).toEqual(['PUT', 'POST', 'DELETE']);
    expectKept(card);
  });

  it('with idempotencia, one key per intent: kept on a retry of the same values, new after a success', async () => {
    serveFinance();
    offerCapacidades('pago_atomico', 'idempotencia');
    const sent: Sent[] = [];
    let refuse = true;
    server.use(
      http.post(
        api('ext/pagos_cliente/'),
        record(sent, 'POST', () =>
          refuse ? HttpResponse.json({ detail: 'Servicio caído' }, { status: 503 }) : atomicOk(),
        ),
      ),
    );
    const { user, card, submit } = await fillAndSubmit();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Servicio caído');
    refuse = false;
    await submit();
    expect(await within(card).findByText('Pago registrado correctamente')).toBeInTheDocument();
    await user.selectOptions(within(card).getByLabelText('Cliente'), 'Clínica Norte');
    await user.type(within(card).getByLabelText('Monto del pago'), '60,50');
    await user.type(within(card).getByLabelText('Fecha de pago'), agencyToday());
    await submit();
    await within(card).findByText('Pago registrado correctamente');
    const keys = sent.map((call) => call.key);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
