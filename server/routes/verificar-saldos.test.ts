import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verificarSaldosSchema, type VerificarSaldosWire } from '../../src/contract/estado-cuenta';
import { migrate } from '../db/migrations';
import { IN_MEMORY, openDatabase } from '../db/open-database';
import { seedDemo } from '../db/seed';
import { seedLarge } from '../db/seed-large';
import { verificarSaldos } from '../ext/estado-cuenta';
import { requestChecks, setupRouteTests, TEST_NOW, USER_IDS } from '../test-support';

/** Extension `estado_cuenta`: every client's paid amount and balance checked against its payment history. */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const contents = route.contentsOf(['historial_pago', 'montos_extra']);
const { expectAccess } = requestChecks(send, contents);

async function verificar(): Promise<VerificarSaldosWire> {
  const response = await send({ method: 'GET', url: '/api/ext/verificar_saldos/' });
  expect(response.statusCode).toBe(200);
  return verificarSaldosSchema.parse(response.json());
}

/** Runs `sql` behind the API, checks what verificar_saldos says, then undoes it with `undo`. */
async function behindTheApi(sql: string, undo: string, check: (answer: VerificarSaldosWire) => void) {
  route.db.exec(sql);
  try {
    check(await verificar());
  } finally {
    route.db.exec(undo);
  }
  expect((await verificar()).diferencias).toEqual([]);
}

describe('GET ext/verificar_saldos/', () => {
  it('finds every client of the demo seed in agreement', async () => {
    expect(await verificar()).toEqual({ revisados: 12, diferencias: [] });
  });

  it('names a payment whose amount was changed behind the API, with both sums and both balances', async () => {
    const pago = route.db.prepare('SELECT * FROM historial_pago WHERE id = 1').get() as {
      cliente_id: number;
      monto_cents: number;
      monto_extra_id: number;
    };
    expect(pago).toMatchObject({ cliente_id: 2, monto_cents: 5150, monto_extra_id: 1 });
    await behindTheApi(
      'UPDATE historial_pago SET monto_cents = 5400 WHERE id = 1',
      'UPDATE historial_pago SET monto_cents = 5150 WHERE id = 1',
      ({ revisados, diferencias }) => {
        expect(revisados).toBe(12);
        expect(diferencias).toHaveLength(1);
        const [diferencia] = diferencias;
        expect(diferencia.cliente).toEqual({ id: 2, nombre: 'Clínica San Rafael' });
        expect(Math.round((diferencia.pagado_historial - diferencia.pagado_registrado) * 100)).toBe(250);
        expect(diferencia.detalle).toContain(
          'El pago 1 del historial es de $54.00 y su monto extra 1 de $51.50.',
        );
        expect(diferencia.detalle).toMatch(
          /^El pagado registrado \(montos extra\) suma \$[\d,.]+ y el historial de pagos \$[\d,.]+\./,
        );
        expect(diferencia.detalle).toMatch(
          /Pagos de Clientes muestra Saldado; según el historial sería Fondo \$2\.50\.$/,
        );
      },
    );
  });

  it('names a payment moved to another client, under both clients', async () => {
    await behindTheApi(
      'UPDATE historial_pago SET cliente_id = 3 WHERE id = 1',
      'UPDATE historial_pago SET cliente_id = 2 WHERE id = 1',
      ({ diferencias }) => {
        expect(diferencias.map((diferencia) => diferencia.cliente.id)).toEqual([2, 3]);
        expect(diferencias[0].detalle).toContain(
          'El monto extra 1 es de este cliente, pero su pago 1 del historial es del cliente 3.',
        );
        expect(diferencias[1].detalle).toContain(
          'El pago 1 del historial es de este cliente, pero su monto extra 1 es del cliente 2.',
        );
      },
    );
  });

  it('names a payment without its extra amount even when the sums agree', async () => {
    await behindTheApi(
      'UPDATE historial_pago SET monto_extra_id = NULL WHERE id = 1',
      'UPDATE historial_pago SET monto_extra_id = 1 WHERE id = 1',
      ({ diferencias }) => {
        expect(diferencias).toHaveLength(1);
        expect(diferencias[0].pagado_historial).toBe(diferencias[0].pagado_registrado);
        expect(diferencias[0].detalle).toBe(
          'El pago 1 del historial ($51.50) no tiene monto extra: no cuenta como pagado. El monto extra 1 ($51.50) no tiene pago en el historial.',
        );
      },
    );
  });

  it('names an extra amount registered without its payment (the first of the two calls alone)', async () => {
    const put = await send({ method: 'PUT', url: '/api/monto_extra/6', payload: { monto: 12.34 } });
    expect(put.statusCode).toBe(201);
    const { id } = put.json() as { id: number };
    try {
      const { diferencias } = await verificar();
      expect(diferencias).toHaveLength(1);
      expect(diferencias[0]).toMatchObject({ cliente: { id: 6 } });
      expect(diferencias[0].detalle).toContain(
        `El monto extra ${id} ($12.34) no tiene pago en el historial.`,
      );
    } finally {
      route.db.prepare('DELETE FROM montos_extra WHERE id = ?').run(id);
    }
  });

  it('is SuperAdmin’s alone', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/ext/verificar_saldos/' }), ['SuperAdmin'], 200);
  });
});

describe('verificar_saldos on the large seed (small sizes)', () => {
  it('finds every client in agreement', () => {
    const db = openDatabase(IN_MEMORY);
    migrate(db);
    seedLarge(db, { cobros: 1_500, users: 60, clients: 40, now: TEST_NOW });
    expect(verificarSaldos(db)).toEqual({ revisados: 40, diferencias: [] });
    db.close();
  });
});

describe('npm run verificar-saldos', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-verificar-'));
  const file = join(dir, 'cobros.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'server/verificar-saldos-cli.ts', ...args],
      {
        env: { ...process.env, DATABASE: join(dir, 'otra.sqlite') },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );

  it('exits 0 when every client agrees, 1 naming each one that does not, 2 without a database', () => {
    const db = openDatabase(file);
    migrate(db);
    seedDemo(db, TEST_NOW);
    const agrees = cli(file);
    expect(agrees.stdout.trim(), agrees.stderr).toBe('Los 12 clientes cuadran.');
    expect(agrees.status).toBe(0);

    db.exec('UPDATE historial_pago SET monto_cents = 5400 WHERE id = 1');
    db.close();
    const disagrees = cli(file);
    expect(disagrees.status).toBe(1);
    const lines = disagrees.stdout.trim().split('\n');
    expect(lines[0]).toBe('1 de 12 clientes no cuadran:');
    expect(lines[1]).toMatch(
      /^- Clínica San Rafael \(id 2\): pagado registrado \$[\d,.]+, según el historial \$[\d,.]+\. /,
    );
    expect(lines[1]).toContain('El pago 1 del historial es de $54.00 y su monto extra 1 de $51.50.');

    const missing = cli();
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`No existe la base de datos ${join(dir, 'otra.sqlite')}.`);
  }, 60_000);
});
