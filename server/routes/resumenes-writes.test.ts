import { gunzipSync } from 'node:zlib';
import { agencyToday } from '../dates';
import { resumenClientesSchema, resumenFinanzasSchema } from '../../src/contract/resumenes';
import { bearer, setupRouteTests, tokenFor, USER_IDS } from '../test-support';
import { appClientes, appFinanceSources, appFinanzas } from './resumenes-app-view';

/**
 * Extension `resumenes` read right after each kind of cobro write: the summaries keep their cobro
 * figures per document and redo only the documents a write touched, so each answer must still
 * equal, to the cent, what the app computes from the full lists read after the same write.
 */

const route = setupRouteTests(USER_IDS.superadmin);

async function getJson(url: string): Promise<unknown> {
  const response = await route.send({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

async function expectSummariesAsTheApp(after: string) {
  const finanzas = resumenFinanzasSchema.parse(await getJson('/api/ext/resumen_finanzas/'));
  const clientes = resumenClientesSchema.parse(await getJson('/api/ext/resumen_clientes/'));
  // The per-client answer is kept as gzip pieces: what a browser inflates is the same answer.
  const zipped = await route.app.inject({
    method: 'GET',
    url: '/api/ext/resumen_clientes/',
    headers: { ...bearer(await tokenFor(route.app, USER_IDS.superadmin)), 'accept-encoding': 'gzip' },
  });
  expect(zipped.headers['content-encoding'], after).toBe('gzip');
  expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()), after).toEqual(clientes);
  const sources = await appFinanceSources(getJson);
  expect(finanzas, after).toEqual(appFinanzas(sources, 2026, agencyToday(route.app.deps)));
  expect(clientes, after).toEqual(appClientes(sources, agencyToday(route.app.deps)));
  return { finanzas, clientes };
}

async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await route.send({ method, url, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as { id?: number };
}

type DocumentRow = { id: number; cliente_id: number; tipo: number };

describe('resumenes right after a cobro write', () => {
  it('equal the app’s figures after a cobro is registered, modified, rewarded, adjusted, deleted and loses its document', async () => {
    const { db } = route;
    const documento = db
      .prepare(
        `SELECT d.id, d.cliente_id, d.tipo FROM documentos d
         WHERE d.tipo = 1 AND (SELECT COUNT(*) FROM documento_registros r WHERE r.documento_id = d.id) >= 3
           AND EXISTS (SELECT 1 FROM cobros c WHERE c.documento_id = d.id) ORDER BY d.id LIMIT 1`,
      )
      .get() as DocumentRow;
    const registros = db
      .prepare('SELECT id FROM documento_registros WHERE documento_id = ? ORDER BY id')
      .pluck()
      .all(documento.id) as number[];
    const before = await expectSummariesAsTheApp('before any write');
    const realOf = ({ clientes }: typeof before.clientes) =>
      clientes.flatMap((cliente) => cliente.documentos).find((row) => row.id === documento.id)?.real_unidades;

    const { id } = await write('POST', '/api/insertar_cobro/', {
      usuario_registra: String(USER_IDS.usuario),
      usuario_supervisor: USER_IDS.supervisor,
      cliente: documento.cliente_id,
      documento: documento.id,
      tipo_tarea: 1,
      mes: 'abril',
      contenido: registros
        .slice(0, 2)
        .map((registro) => ({ id: registro, nombre_completo: 'x', unidades: 1 })),
    });
    const inserted = await expectSummariesAsTheApp('after a cobro is registered');
    expect(realOf(inserted.clientes)).not.toBe(realOf(before.clientes));
    expect(inserted.finanzas.total_pagado).toBeGreaterThan(before.finanzas.total_pagado);

    await write('PUT', `/api/modificar_cobro/${id}/`, {
      mes: 'abril',
      contenido: registros
        .slice(0, 3)
        .map((registro) => ({ id: registro, nombre_completo: 'x', unidades: 1 })),
    });
    await expectSummariesAsTheApp('after its records change');

    await write('PUT', `/api/sancionar_acreditar/${id}/`, { sancionado: 999, nota_sancionado: 'Prueba' });
    const floored = await expectSummariesAsTheApp('after a discount larger than its pay');
    expect(floored.finanzas.total_pagado).toBeLessThan(inserted.finanzas.total_pagado);

    // A record's units changed alone, to a fraction whose line rounds: the record marks its cobro's document.
    db.prepare('UPDATE cobro_registros SET unidades = 2.005 WHERE cobro_id = ?').run(id);
    await expectSummariesAsTheApp('after a record’s units change');

    const estimado = db
      .prepare('SELECT id FROM cobros_estimados ORDER BY id LIMIT 1')
      .pluck()
      .get() as number;
    await write('POST', '/api/crear_tarea/', { cobro: estimado, tarea: 4, sumar: 1.5, restar: 0 });
    const adjusted = await expectSummariesAsTheApp('after an adjustment');
    expect(adjusted.finanzas.total_cobrar).toBeGreaterThan(before.finanzas.total_cobrar);
    db.prepare('DELETE FROM tareas WHERE id = (SELECT max(id) FROM tareas)').run();
    await expectSummariesAsTheApp('after the adjustment is removed');

    // What a client paid, and its name, change its row alone; the other rows are kept.
    db.prepare(
      "INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (?, 1250, '2026-04-10')",
    ).run(documento.cliente_id);
    const paid = await expectSummariesAsTheApp('after a payment');
    const paidOf = ({ clientes }: typeof before.clientes) =>
      clientes.find((cliente) => cliente.id === documento.cliente_id)?.pagado;
    expect(paidOf(paid.clientes)).toBe((paidOf(adjusted.clientes) ?? 0) + 12.5);
    // A credit on the Home's first debtor's estimate pays its oldest debt first: its debt by age
    // changes, and only its client's kept row is redone.
    const debtor = paid.finanzas.deudores?.[0];
    expect(debtor?.antiguedad).not.toBeNull();
    const debtorEstimate = db
      .prepare(
        `SELECT e.id FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id
         WHERE d.cliente_id = ? ORDER BY e.id LIMIT 1`,
      )
      .pluck()
      .get(debtor?.id) as number;
    await write('POST', '/api/crear_tarea/', { cobro: debtorEstimate, tarea: 4, sumar: 0, restar: 1 });
    const credited = await expectSummariesAsTheApp('after a credit to a debtor');
    expect(credited.finanzas.deudores?.find((row) => row.id === debtor?.id)?.antiguedad).not.toEqual(
      debtor?.antiguedad,
    );
    db.prepare("UPDATE clientes SET nombre = 'Zulema Renombrada' WHERE id = ?").run(documento.cliente_id);
    await expectSummariesAsTheApp('after the client is renamed');

    await write('DELETE', `/api/eliminar_cobro/${id}/`);
    const deleted = await expectSummariesAsTheApp('after the cobro is deleted');
    expect(deleted.finanzas.total_pagado).toBe(before.finanzas.total_pagado);
    expect(realOf(deleted.clientes)).toBe(realOf(before.clientes));

    // The API refuses to delete a document with cobros; a database that holds such cobros (the
    // foreign key sets their document to null) still pays them, and Comparativa no longer counts them.
    db.prepare('DELETE FROM documentos WHERE id = ?').run(documento.id);
    expect(
      db.prepare('SELECT COUNT(*) FROM cobros WHERE documento_id IS NULL').pluck().get(),
    ).toBeGreaterThan(0);
    const orphaned = await expectSummariesAsTheApp('after their document is deleted');
    expect(orphaned.finanzas.total_pagado).toBe(before.finanzas.total_pagado);
  });
});
