import { clienteListSchema, clienteSchema } from '../../src/contract/cliente';
import type { Role } from '../../src/domain/roles';
import { type Call, countRows, requestChecks, USER_IDS, setupRouteTests } from '../test-support';

const CLIENT_NOT_FOUND = { detail: 'No se encontró el cliente' };
const TABLES = ['clientes', 'cliente_agencias', 'agencias'];

const ADMINS: readonly Role[] = ['SuperAdmin', 'Admin'];
const ALL_ROLES: readonly Role[] = [
  'SuperAdmin',
  'Admin',
  'user_Supervisor',
  'user_User',
  'user_Supervisado',
];

const ctx = setupRouteTests(USER_IDS.admin);
const { send } = ctx;
const contents = ctx.contentsOf(TABLES);

const { expectRejected, expectAccess } = requestChecks(send, contents);

const create = (payload: unknown): Call => ({ method: 'POST', url: '/api/create_client/', payload });
const update = (id: number | string, payload: unknown): Call => ({
  method: 'PUT',
  url: `/api/update_client/${id}/`,
  payload,
});
const toggle = (id: number | string): Call => ({
  method: 'DELETE',
  url: `/api/desactivate_activate_client/${id}/`,
});

describe('GET /api/list_client/', () => {
  it('lists every client, inactive ones too, in the wire shape, ordered by nombre in Spanish', async () => {
    const response = await send({ method: 'GET', url: '/api/list_client/' }, USER_IDS.supervisado);
    expect(response.statusCode).toBe(200);
    const clientes = response.json() as { id: number; nombre: string; estado: boolean }[];
    expect(clientes).toHaveLength(countRows(ctx.db, 'clientes'));
    const names = clientes.map((cliente) => cliente.nombre);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(clientes.find((cliente) => cliente.nombre === 'Clínica del Valle')?.estado).toBe(false);
    expect(clientes.find((cliente) => cliente.id === 2)).toEqual({
      id: 2,
      nombre: 'Clínica San Rafael',
      categoria: 1,
      agencia: [
        { id: 1, nombre: 'Agencia Sol Naciente' },
        { id: 2, nombre: 'Bienestar Familiar' },
      ],
      estado: true,
      // A Django DateField: the seed's moment 397 days before TEST_NOW, as its calendar day.
      creado: '2025-05-14',
    });
    expect(clienteListSchema.parse(clientes)).toHaveLength(clientes.length);
  });

  it('sorts accented and lowercase names where a Spanish reader expects them', async () => {
    for (const nombre of ['Zeta Salud', 'árbol de Vida', 'Ámbar Terapias', 'azucena']) {
      expect((await send(create({ nombre, categoria: 1, agencia: [1] }))).statusCode).toBe(201);
    }
    const response = await send({ method: 'GET', url: '/api/list_client/' });
    const names = (response.json() as { nombre: string }[]).map((cliente) => cliente.nombre);
    const chosen = names.filter((nombre) =>
      ['Zeta Salud', 'árbol de Vida', 'Ámbar Terapias', 'azucena'].includes(nombre),
    );
    expect(chosen).toEqual(['Ámbar Terapias', 'árbol de Vida', 'azucena', 'Zeta Salud']);
  });

  it('is open to every role', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/list_client/' }), ALL_ROLES, 200);
  });

  it('shows every change to a client at once, though the answer is kept between writes', async () => {
    const list = async () =>
      clienteListSchema.parse((await send({ method: 'GET', url: '/api/list_client/' })).json());
    const before = await list();
    const [first] = before;
    const agency = await send({
      method: 'POST',
      url: '/api/crear_agencia/',
      payload: { nombre: 'Agencia Sur' },
    });
    expect(agency.statusCode).toBe(201);
    expect(await list()).toEqual(before);
    expect(
      (await send(update(first.id, { nombre: 'Renombrado', categoria: 2, agencia: [agency.json().id] })))
        .statusCode,
    ).toBe(200);
    const renamed = (await list()).find((cliente) => cliente.id === first.id);
    expect(renamed).toMatchObject({ nombre: 'Renombrado', categoria: 2, estado: first.estado });
    expect(renamed?.agencias.map((item) => item.nombre)).toEqual(['Agencia Sur']);
    expect((await send(toggle(first.id))).statusCode).toBe(200);
    expect((await list()).find((cliente) => cliente.id === first.id)?.estado).toBe(!first.estado);
  });
});

describe('GET /api/detail_client/:id/', () => {
  it('answers one client in the same shape as the list', async () => {
    const response = await send({ method: 'GET', url: '/api/detail_client/5/' });
    expect(response.statusCode).toBe(200);
    const list = (await send({ method: 'GET', url: '/api/list_client/' })).json() as { id: number }[];
    expect(response.json()).toEqual(list.find((cliente) => cliente.id === 5));
    expect(clienteSchema.parse(response.json()).agencias.map((agencia) => agencia.id)).toEqual([1, 4]);
  });

  it('answers 404 with the Spanish detail for an unknown client', async () => {
    const response = await send({ method: 'GET', url: '/api/detail_client/999/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(CLIENT_NOT_FOUND);
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 404 for the non-id %s', async (id) => {
    const response = await send({ method: 'GET', url: `/api/detail_client/${id}/` });
    expect(response.statusCode).toBe(404);
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/detail_client/2/' }), ADMINS, 200);
  });
});

describe('POST /api/create_client/', () => {
  it('creates an active client dated now and answers 201 with it', async () => {
    const before = countRows(ctx.db, 'clientes');
    const response = await send(create({ nombre: '  Centro Vida Nueva ', categoria: 2, agencia: [5, 3] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      nombre: 'Centro Vida Nueva',
      categoria: 2,
      agencia: [
        { id: 3, nombre: 'Cuidado Integral del Sur' },
        { id: 5, nombre: 'Terapias Horizonte' },
      ],
      estado: true,
      creado: '2026-06-15',
    });
    expect(countRows(ctx.db, 'clientes')).toBe(before + 1);
    const read = await send({ method: 'GET', url: `/api/detail_client/${response.json().id}/` });
    expect(read.json()).toEqual(response.json());
  });

  it('drops repeated agencies and accepts ids and categoria as numeric strings', async () => {
    const response = await send(
      create({ nombre: 'Hogar Las Palmas', categoria: '1', agencia: [2, '2', 2, '6'] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().categoria).toBe(1);
    expect(response.json().agencia.map((agencia: { id: number }) => agencia.id)).toEqual([2, 6]);
    const links = ctx.db
      .prepare('SELECT COUNT(*) AS count FROM cliente_agencias WHERE cliente_id = ?')
      .get(response.json().id) as { count: number };
    expect(links.count).toBe(2);
  });

  it('names every unknown agency and writes nothing', async () => {
    await expectRejected(create({ nombre: 'Nuevo', categoria: 1, agencia: [99] }), 400, {
      agencia: ['La agencia 99 no existe.'],
    });
    await expectRejected(create({ nombre: 'Nuevo', categoria: 1, agencia: [1, 99, 98] }), 400, {
      agencia: ['La agencia 99 no existe.', 'La agencia 98 no existe.'],
    });
  });

  it.each([
    ['a missing nombre', { nombre: undefined }, { nombre: ['El nombre es requerido'] }],
    ['a blank nombre', { nombre: '   ' }, { nombre: ['El nombre es requerido'] }],
    [
      'a nombre over 200 characters',
      { nombre: 'x'.repeat(201) },
      { nombre: ['El nombre no puede tener más de 200 caracteres'] },
    ],
    ['a missing categoria', { categoria: undefined }, { categoria: ['La categoría es requerida'] }],
    ['an empty categoria', { categoria: '' }, { categoria: ['La categoría es requerida'] }],
    ['categoria 3', { categoria: 3 }, { categoria: ['La categoría debe ser 1 (Terapia) o 2 (TCM)'] }],
    [
      'categoria as a word',
      { categoria: 'TCM' },
      { categoria: ['La categoría debe ser 1 (Terapia) o 2 (TCM)'] },
    ],
    ['no agencies', { agencia: [] }, { agencia: ['Selecciona al menos una agencia'] }],
    ['a missing agencia', { agencia: undefined }, { agencia: ['Selecciona al menos una agencia'] }],
    ['agencia as one id', { agencia: 1 }, { agencia: ['Selecciona al menos una agencia'] }],
    [
      'an agency that is not an id',
      { agencia: [1, 'uno'] },
      { agencia: ['Cada agencia debe indicarse con su id numérico.'] },
    ],
    ['an agency id 0', { agencia: [0] }, { agencia: ['Cada agencia debe indicarse con su id numérico.'] }],
    [
      'too many agencies',
      { agencia: Array.from({ length: 101 }, (_, index) => index + 1) },
      { agencia: ['Selecciona como máximo 100 agencias'] },
    ],
  ])('answers 400 for %s and writes nothing', async (_case, change, errors) => {
    await expectRejected(create({ nombre: 'Nuevo', categoria: 1, agencia: [1], ...change }), 400, errors);
  });

  it('reports every field of an empty body at once', async () => {
    await expectRejected(create({}), 400, {
      nombre: ['El nombre es requerido'],
      categoria: ['La categoría es requerida'],
      agencia: ['Selecciona al menos una agencia'],
    });
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(
      (role) => create({ nombre: `Matriz ${role}`, categoria: 1, agencia: [1] }),
      ADMINS,
      201,
    );
  });
});

describe('PUT /api/update_client/:id/', () => {
  it('replaces nombre, categoria and agencies, keeping estado and creado', async () => {
    const before = (await send({ method: 'GET', url: '/api/detail_client/4/' })).json();
    const response = await send(
      update(4, { nombre: 'Servicios TCM Los Andes SAC', categoria: 1, agencia: [6, 2] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 4,
      nombre: 'Servicios TCM Los Andes SAC',
      categoria: 1,
      agencia: [
        { id: 2, nombre: 'Bienestar Familiar' },
        { id: 6, nombre: 'Nueva Esperanza Servicios' },
      ],
      estado: before.estado,
      creado: before.creado,
    });
    const links = ctx.db
      .prepare('SELECT agencia_id FROM cliente_agencias WHERE cliente_id = 4 ORDER BY 1')
      .all();
    expect(links).toEqual([{ agencia_id: 2 }, { agencia_id: 6 }]);
  });

  it('keeps the client as it was when an agency is unknown', async () => {
    await expectRejected(update(3, { nombre: 'Otro nombre', categoria: 2, agencia: [1, 77] }), 400, {
      agencia: ['La agencia 77 no existe.'],
    });
  });

  it('answers 400 for an invalid body and writes nothing', async () => {
    await expectRejected(update(3, { nombre: '', categoria: 1, agencia: [] }), 400, {
      nombre: ['El nombre es requerido'],
      agencia: ['Selecciona al menos una agencia'],
    });
  });

  it('answers 404 for an unknown client, before looking at the body', async () => {
    await expectRejected(update(999, { nombre: 'X', categoria: 1, agencia: [1] }), 404, CLIENT_NOT_FOUND);
    await expectRejected(update(999, {}), 404, CLIENT_NOT_FOUND);
    await expectRejected(update('abc', {}), 404, { detail: 'No encontrado.' });
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(
      () => update(6, { nombre: 'Instituto Renacer', categoria: 1, agencia: [5] }),
      ADMINS,
      200,
    );
  });
});

describe('DELETE /api/desactivate_activate_client/:id/', () => {
  it('deactivates an active client and activates it again', async () => {
    const off = await send(toggle(7));
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ detail: 'Cliente desactivado correctamente', estado: false });
    expect((await send({ method: 'GET', url: '/api/detail_client/7/' })).json().estado).toBe(false);

    const on = await send(toggle(7));
    expect(on.json()).toEqual({ detail: 'Cliente activado correctamente', estado: true });
    expect((await send({ method: 'GET', url: '/api/detail_client/7/' })).json().estado).toBe(true);
  });

  it('removes nothing: the client, its agencies and its documents stay', async () => {
    const counts = () =>
      ['clientes', 'cliente_agencias', 'documentos', 'cobros'].map((table) => countRows(ctx.db, table));
    const before = counts();
    await send(toggle(8));
    expect(counts()).toEqual(before);
    await send(toggle(8));
  });

  it('answers 404 for an unknown client or a non-id', async () => {
    await expectRejected(toggle(999), 404, CLIENT_NOT_FOUND);
    await expectRejected(toggle('0'), 404, { detail: 'No encontrado.' });
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(() => toggle(9), ADMINS, 200);
  });
});
