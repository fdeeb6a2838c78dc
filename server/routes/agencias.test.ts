import { agenciaListSchema, agenciaSchema } from '../../src/contract/agencia';
import type { Role } from '../../src/domain/roles';
import { type Call, countRows, requestChecks, USER_IDS, setupRouteTests } from '../test-support';

const AGENCY_NOT_FOUND = { detail: 'No se encontró la agencia' };
const DUPLICATE = { nombre: ['Ya existe una agencia con este nombre.'] };
const TABLES = ['agencias', 'cliente_agencias', 'clientes'];
const ADMINS: readonly Role[] = ['SuperAdmin', 'Admin'];

const ctx = setupRouteTests(USER_IDS.admin);
const { send } = ctx;
const contents = ctx.contentsOf(TABLES);

const { expectRejected, expectAccess } = requestChecks(send, contents);

const crear = (payload: unknown): Call => ({ method: 'POST', url: '/api/crear_agencia/', payload });
const eliminar = (id: number | string): Call => ({ method: 'DELETE', url: `/api/eliminar_agencia/${id}` });

describe('GET /api/listar_agencia/', () => {
  it('lists {id, nombre} ordered by nombre', async () => {
    const response = await send({ method: 'GET', url: '/api/listar_agencia/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, nombre: 'Agencia Sol Naciente' },
      { id: 2, nombre: 'Bienestar Familiar' },
      { id: 3, nombre: 'Cuidado Integral del Sur' },
      { id: 6, nombre: 'Nueva Esperanza Servicios' },
      { id: 4, nombre: 'Red Salud Andina' },
      { id: 5, nombre: 'Terapias Horizonte' },
    ]);
    expect(agenciaListSchema.parse(response.json())).toHaveLength(6);
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/listar_agencia/' }), ADMINS, 200);
  });
});

describe('POST /api/crear_agencia/', () => {
  it('creates the agency with a trimmed name and answers 201 {id, nombre}', async () => {
    const before = countRows(ctx.db, 'agencias');
    const response = await send(crear({ nombre: '  Ágape Cuidados  ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), nombre: 'Ágape Cuidados' });
    expect(agenciaSchema.parse(response.json()).nombre).toBe('Ágape Cuidados');
    expect(countRows(ctx.db, 'agencias')).toBe(before + 1);
    const list = (await send({ method: 'GET', url: '/api/listar_agencia/' })).json() as { nombre: string }[];
    // Spanish order puts Á with the A's, before "Agencia" ("Ága" < "Age").
    expect(list[0]).toEqual(response.json());
  });

  it.each(['Red Salud Andina', 'red salud andina', 'RED SALUD ANDINA', ' Red Salud Andina '])(
    'refuses the existing name %j, whatever its case, and writes nothing',
    async (nombre) => {
      await expectRejected(crear({ nombre }), 400, DUPLICATE);
    },
  );

  it('tells apart names that differ in accents', async () => {
    expect((await send(crear({ nombre: 'Bienestar Familiár' }))).statusCode).toBe(201);
  });

  it('accepts a name of exactly 120 characters', async () => {
    expect((await send(crear({ nombre: 'n'.repeat(120) }))).statusCode).toBe(201);
  });

  it.each([
    ['a missing nombre', {}, { nombre: ['El nombre de la agencia es requerido'] }],
    ['a blank nombre', { nombre: '   ' }, { nombre: ['El nombre de la agencia es requerido'] }],
    ['a number', { nombre: 12 }, { nombre: ['El nombre de la agencia es requerido'] }],
    [
      'a name over 120 characters',
      { nombre: 'n'.repeat(121) },
      { nombre: ['El nombre de la agencia no puede tener más de 120 caracteres'] },
    ],
  ])('answers 400 for %s and writes nothing', async (_case, payload, errors) => {
    await expectRejected(crear(payload), 400, errors);
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess((role) => crear({ nombre: `Agencia matriz ${role}` }), ADMINS, 201);
  });
});

describe('DELETE /api/eliminar_agencia/:id', () => {
  async function newAgency(nombre: string): Promise<number> {
    return (await send(crear({ nombre }))).json().id as number;
  }

  it('deletes an agency no client uses', async () => {
    const id = await newAgency('Agencia temporal');
    const response = await send(eliminar(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Agencia eliminada correctamente' });
    expect(ctx.db.prepare('SELECT 1 FROM agencias WHERE id = ?').get(id)).toBeUndefined();
  });

  it('refuses an agency that clients use, saying how many, and deletes nothing', async () => {
    await expectRejected(eliminar(1), 400, {
      detail: 'No se puede eliminar la agencia: la usan 4 cliente(s).',
    });
    await expectRejected(eliminar(3), 400, {
      detail: 'No se puede eliminar la agencia: la usan 2 cliente(s).',
    });
  });

  it('counts inactive clients too', async () => {
    const id = await newAgency('Agencia de un cliente inactivo');
    ctx.db.prepare('INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (12, ?)').run(id);
    await expectRejected(eliminar(id), 400, {
      detail: 'No se puede eliminar la agencia: la usan 1 cliente(s).',
    });
  });

  it('answers 404 for an unknown agency or a non-id', async () => {
    await expectRejected(eliminar(999), 404, AGENCY_NOT_FOUND);
    await expectRejected(eliminar('abc'), 404, { detail: 'No encontrado.' });
  });

  it('answers at the path with a trailing slash too, as APPEND_SLASH does in Django', async () => {
    const id = await newAgency('Agencia con barra');
    const response = await send({ method: 'DELETE', url: `/api/eliminar_agencia/${id}/` });
    expect(response.statusCode).toBe(200);
    expect(ctx.db.prepare('SELECT 1 FROM agencias WHERE id = ?').get(id)).toBeUndefined();
  });

  it('allows SuperAdmin and Admin only', async () => {
    const ids = new Map<string, number>();
    for (const role of ADMINS) ids.set(role, await newAgency(`Para borrar ${role}`));
    await expectAccess((role) => eliminar(ids.get(String(role)) ?? 1), ADMINS, 200);
  });
});
