import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ClienteWire } from '../../contract/cliente';
import { makeCliente } from '../../test/factories';
import { api, server } from '../../test/msw-server';

export const AGENCIAS = [
  { id: 1, nombre: 'Agencia Norte' },
  { id: 2, nombre: 'Agencia Sur' },
  { id: 3, nombre: 'Agencia Central' },
];

/** As the client endpoints send them: the agency list under `agencia`. */
export const CLIENTES: ClienteWire[] = [
  makeCliente(4, 'Servicios TCM Los Andes', {
    categoria: 2,
    agencia: [AGENCIAS[2]],
    creado: '2025-03-07T10:00:00',
  }),
  makeCliente(2, 'Clínica San Rafael', {
    agencia: [AGENCIAS[0], AGENCIAS[1]],
    creado: '2025-01-15T09:30:00',
  }),
  makeCliente(12, 'Clínica del Valle', {
    categoria: 2,
    agencia: [AGENCIAS[0]],
    estado: false,
    creado: '2024-11-02T08:00:00',
  }),
];

export function serveAgencias() {
  server.use(http.get(api('listar_agencia/'), () => HttpResponse.json(AGENCIAS)));
}

/** Counts the list requests, so a test can tell a cache update from a reload. */
export function serveClientes(list: () => JsonBodyType = () => CLIENTES) {
  const calls = { count: 0 };
  server.use(
    http.get(api('list_client/'), () => {
      calls.count += 1;
      return HttpResponse.json(list());
    }),
  );
  return calls;
}

/** The Agencias checkbox list of the client forms. */
export const agenciasGroup = () => screen.getByRole('group', { name: 'Agencias' });

/** Ticks (or unticks) the named agencies in the client form's checkbox list. */
export async function toggleAgencias(user: UserEvent, names: readonly string[]) {
  for (const name of names) await user.click(within(agenciasGroup()).getByRole('checkbox', { name }));
}

/** The agencies ticked in the client form, in list order. */
export const checkedAgencias = () =>
  within(agenciasGroup())
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('.form-check')?.textContent);
