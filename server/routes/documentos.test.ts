import {
  clientDocumentsResponseSchema,
  documentoListSchema,
  documentoSchema,
  procesarExcelResponseSchema,
} from '../../src/contract/documento';
import { ROLES, type Role } from '../../src/domain/roles';
import { billUnits } from '../../src/domain/units';
import { multipartBody, uploadFields } from '../test-fixtures/multipart';
import {
  emptyFile,
  messyFile,
  noUsableSheetFile,
  noValidRowsFile,
  oversizeFile,
  peopleUnits,
  randomBytesFile,
  secondSheetFile,
  simpleFile,
  textAsXlsxFile,
  textFile,
  truncatedFile,
  type UploadFile,
} from '../test-fixtures/spreadsheets';
import {
  bearer,
  countRows,
  createTestApp,
  TEST_NOW,
  tokenFor,
  USER_IDS,
  type TestApp,
} from '../test-support';

// Uploads start worker threads: about a second each, more on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const ADMIN = USER_IDS.admin;
/** Seed client 2 (Clínica San Rafael, agencies 1 and 2) is active; 12 (Clínica del Valle) is not. */
const CLIENTE = 2;
const INACTIVE_CLIENTE = 12;

let ctx: TestApp;
const tokens = new Map<number, string>();
beforeAll(async () => {
  ctx = await createTestApp();
  for (const id of Object.values(USER_IDS)) tokens.set(id, await tokenFor(ctx.app, id));
});
afterAll(async () => {
  await ctx.app.close();
});

const auth = (userId: number) => bearer(tokens.get(userId) ?? '');

function upload(
  files: readonly UploadFile[],
  fields: Record<string, string> = uploadFields(CLIENTE),
  userId: number = ADMIN,
) {
  const body = multipartBody(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/procesar_excel/',
    payload: body.payload,
    headers: { ...body.headers, ...auth(userId) },
  });
}

function get(url: string, userId: number = ADMIN) {
  return ctx.app.inject({ method: 'GET', url, headers: auth(userId) });
}

type Counts = { documentos: number; registros: number; estimados: number };
function counts(): Counts {
  return {
    documentos: countRows(ctx.db, 'documentos'),
    registros: countRows(ctx.db, 'documento_registros'),
    estimados: countRows(ctx.db, 'cobros_estimados'),
  };
}

type EstimateRow = {
  bill_cents: number;
  notas_cents: number;
  subir_notas_cents: number;
  open_cents: number;
  spr_cents: number;
};
function estimateOf(documentoId: number): EstimateRow | undefined {
  return ctx.db
    .prepare(
      'SELECT bill_cents, notas_cents, subir_notas_cents, open_cents, spr_cents FROM cobros_estimados WHERE documento_id = ?',
    )
    .get(documentoId) as EstimateRow | undefined;
}

const cents = (amount: number) => Math.round(amount * 100);

describe('POST /api/procesar_excel/', () => {
  it('creates the document, its records and its estimate, and reports omitted rows', async () => {
    const before = counts();
    const response = await upload([messyFile()]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(procesarExcelResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      status: 'completed',
      archivos_procesados: 1,
      archivos_fallidos: 0,
      resultados_individuales: [
        {
          archivo: 'reporte_mensual.xlsx',
          resultado: {
            status: 'partial_success',
            cliente_id: CLIENTE,
            documento_id: expect.any(Number),
            registros_creados: 3,
            filas_omitidas: 5,
            hoja_procesada: 'Reporte',
            rango_filas: '5-13',
            fecha_procesada: TEST_NOW.toISOString(),
            errores: [
              'Fila 6: unidades no numéricas',
              'Fila 8: nombre vacío',
              'Fila 9: unidades negativas',
              'Fila 10: unidades vacías',
              'Fila 13: fila de totales',
            ],
          },
        },
      ],
      errores: [],
    });
    expect(counts()).toEqual({
      documentos: before.documentos + 1,
      registros: before.registros + 3,
      estimados: before.estimados + 1,
    });

    const documentoId = body.resultados_individuales[0].resultado.documento_id as number;
    const detail = await get(`/api/detalle_documento/${documentoId}/`);
    expect(detail.json()).toMatchObject({
      id: documentoId,
      nombre_archivo: 'reporte_mensual.xlsx',
      tipo: 1,
      bill: true,
      notas: true,
      hoja_procesada: 'Reporte',
      rango_filas: '5-13',
      total_registros: 3,
      contenido_registros: [
        { id: expect.any(Number), nombre_completo: 'Ana Pérez', unidades: 3 },
        { id: expect.any(Number), nombre_completo: 'Elena Mora', unidades: 7.5 },
        { id: expect.any(Number), nombre_completo: 'Fabián Núñez', unidades: 2.25 },
      ],
    });
    // 12.75 units: the lowest Bill band (10), notas = the units, 3 records → the small subir-notas band.
    expect(estimateOf(documentoId)).toEqual({
      bill_cents: cents(10),
      notas_cents: cents(12.75),
      subir_notas_cents: cents(10),
      open_cents: 0,
      spr_cents: 0,
    });
  });

  it('takes one file of each extension, and sets the estimate from the flags', async () => {
    const fields = uploadFields(CLIENTE, { tipo_documento: '2', bill: 'true', notas: 'false' });
    const response = await upload(
      [simpleFile(60, 'xlsx'), simpleFile(7, 'biff8'), simpleFile(3, 'xlsm')],
      fields,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'completed',
      archivos_procesados: 3,
      archivos_fallidos: 0,
      errores: [],
    });
    expect(body.resultados_individuales.map((item: { archivo: string }) => item.archivo)).toEqual([
      'simple.xlsx',
      'simple.xls',
      'simple.xlsm',
    ]);
    const [xlsx, xls, xlsm] = body.resultados_individuales.map(
      (item: { resultado: { documento_id: number; registros_creados: number; rango_filas: string } }) =>
        item.resultado,
    );
    expect([xlsx.registros_creados, xls.registros_creados, xlsm.registros_creados]).toEqual([60, 7, 3]);
    expect([xlsx.rango_filas, xls.rango_filas, xlsm.rango_filas]).toEqual(['2-61', '2-8', '2-4']);
    // Files of one upload get ids in upload order.
    expect(xls.documento_id).toBe(xlsx.documento_id + 1);

    const total = peopleUnits(60).reduce((sum, units) => sum + units, 0);
    expect(estimateOf(xlsx.documento_id)).toEqual({
      bill_cents: cents(billUnits(total)),
      notas_cents: 0,
      subir_notas_cents: 0,
      open_cents: 0,
      spr_cents: 0,
    });
    expect(billUnits(total)).toBe(60);
    const detail = documentoSchema.parse((await get(`/api/detalle_documento/${xls.documento_id}/`)).json());
    expect(detail).toMatchObject({ tipo: 2, bill: true, notas: false, total_registros: 7 });
  });

  it('processes the good files of a batch and lists the bad one, which writes nothing', async () => {
    const before = counts();
    // Some browsers send a path; the document keeps the bare name.
    const withPath = { ...secondSheetFile(), name: 'mis documentos/junio/dos_hojas.xlsx' };
    const response = await upload([simpleFile(4, 'xlsx', 'primero'), randomBytesFile(), withPath]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      archivos_procesados: 2,
      archivos_fallidos: 1,
      resultados_individuales: [
        {
          archivo: 'primero.xlsx',
          resultado: { status: 'success', registros_creados: 4, filas_omitidas: 0 },
        },
        {
          archivo: 'dos_hojas.xlsx',
          resultado: { status: 'success', hoja_procesada: 'Datos', rango_filas: '2-3' },
        },
      ],
      errores: [{ archivo: 'aleatorio.xlsx', error: 'El archivo no es una hoja de cálculo válida' }],
    });
    expect(counts()).toEqual({
      documentos: before.documentos + 2,
      registros: before.registros + 6,
      estimados: before.estimados + 2,
    });
  });

  it('answers 200 with every file in errores when none can be processed, and writes nothing', async () => {
    const before = counts();
    const response = await upload([
      noUsableSheetFile(),
      noValidRowsFile(),
      truncatedFile(),
      textAsXlsxFile(),
      emptyFile(),
      textFile(),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'completed',
      archivos_procesados: 0,
      archivos_fallidos: 6,
      resultados_individuales: [],
      errores: [
        {
          archivo: 'sin_columnas.xlsx',
          error:
            'No se encontró ninguna hoja con una columna de nombre (p. ej. "Nombre") y una de unidades (p. ej. "Unidades")',
        },
        { archivo: 'sin_registros.xlsx', error: 'No se encontraron registros válidos en el archivo' },
        { archivo: 'cortado.xlsx', error: 'El archivo está dañado o no se pudo leer' },
        { archivo: 'notas.xlsx', error: 'El archivo no es una hoja de cálculo válida' },
        { archivo: 'vacio.xlsx', error: 'El archivo está vacío' },
        { archivo: 'lista.txt', error: 'Formato no permitido: solo se aceptan archivos .xls, .xlsx y .xlsm' },
      ],
    });
    expect(counts()).toEqual(before);
  });

  it('fails a file over 10 MB alone', async () => {
    const before = counts();
    const response = await upload([oversizeFile(10 * 1024 * 1024), simpleFile(2)]);
    expect(response.json()).toMatchObject({
      archivos_procesados: 1,
      archivos_fallidos: 1,
      errores: [{ archivo: 'enorme.xlsx', error: 'El archivo supera el tamaño máximo de 10 MB' }],
    });
    expect(counts().documentos).toBe(before.documentos + 1);
  });

  it('refuses more than 20 files at once, before writing anything', async () => {
    const before = counts();
    const files = Array.from({ length: 21 }, (_, index) => ({
      name: `f${index}.xlsx`,
      content: Buffer.from('x'),
    }));
    const response = await upload(files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ archivo: ['Puede subir como máximo 20 archivos a la vez'] });
    expect(counts()).toEqual(before);
  });

  it('writes nothing of a file whose save fails half-way (one transaction per file)', async () => {
    const before = counts();
    ctx.db.exec(
      "CREATE TEMP TRIGGER fallar_estimado BEFORE INSERT ON cobros_estimados BEGIN SELECT RAISE(ABORT, 'fallo'); END",
    );
    try {
      const response = await upload([simpleFile(5)]);
      expect(response.json()).toMatchObject({
        archivos_procesados: 0,
        errores: [{ archivo: 'simple.xlsx', error: 'No se pudo guardar el documento; intente nuevamente' }],
      });
    } finally {
      ctx.db.exec('DROP TRIGGER fallar_estimado');
    }
    expect(counts()).toEqual(before);
  });

  describe('field validation (before any file is read)', () => {
    it('reports every missing field in Spanish', async () => {
      const response = await upload([], {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        tipo_documento: ['Seleccione el tipo de documento'],
        cliente_id: ['Seleccione un cliente'],
        archivo: ['Seleccione al menos un archivo'],
      });
    });

    it.each([
      [{ tipo_documento: '3' }, { tipo_documento: ['Seleccione el tipo de documento'] }],
      [{ cliente_id: 'abc' }, { cliente_id: ['Seleccione un cliente'] }],
      [{ cliente_id: '999' }, { cliente_id: ['El cliente seleccionado no existe o está inactivo'] }],
      [
        { cliente_id: String(INACTIVE_CLIENTE) },
        { cliente_id: ['El cliente seleccionado no existe o está inactivo'] },
      ],
      [{ bill: 'si' }, { bill: ['Debe ser "true" o "false"'] }],
    ])('refuses %j with %j and writes nothing', async (override, errors) => {
      const before = counts();
      const response = await upload([simpleFile(1)], uploadFields(CLIENTE, override));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
      expect(counts()).toEqual(before);
    });

    it('treats a file input left empty as no file', async () => {
      const response = await upload([{ name: '', content: Buffer.alloc(0) }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ archivo: ['Seleccione al menos un archivo'] });
    });

    it('answers a JSON body with the field errors', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/procesar_excel/',
        payload: { tipo_documento: '1' },
        headers: auth(ADMIN),
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['archivo', 'cliente_id', 'tipo_documento']);
    });
  });

  describe('hostile files', () => {
    // Running out of heap is tested on the pool (pool.test.ts), with a decompression bomb.
    afterEach(() => {
      ctx.app.documentUploads.configure({ parseTimeoutMs: 10_000 });
    });

    it('fails a file that parses too long, and the server keeps answering', async () => {
      ctx.app.documentUploads.configure({ parseTimeoutMs: 1 });
      const response = await upload([simpleFile(3000)]);
      expect(response.json()).toMatchObject({
        archivos_procesados: 0,
        errores: [
          { archivo: 'simple.xlsx', error: 'El archivo tardó demasiado en procesarse (límite de 0,001 s)' },
        ],
      });
      expect((await get('/api/listar_documentacion/')).statusCode).toBe(200);
    });
  });
});

describe('GET /api/listar_documentacion/', () => {
  it('lists every document newest first, with client, agencies, totals and records', async () => {
    const response = await get('/api/listar_documentacion/');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(list).toHaveLength(countRows(ctx.db, 'documentos'));
    expect(documentoListSchema.safeParse(list).success).toBe(true);
    const dates = list.map((documento) => String(documento.fecha_creacion));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const documento of list) {
      const stored = ctx.db
        .prepare(
          'SELECT id, nombre_completo, unidades FROM documento_registros WHERE documento_id = ? ORDER BY id',
        )
        .all(documento.id);
      expect(documento.contenido_registros).toEqual(stored);
    }

    const seeded = list.find((documento) => documento.id === 1);
    expect(seeded).toEqual({
      id: 1,
      nombre_archivo: expect.stringMatching(/\.xlsx$/),
      fecha_creacion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      cliente: {
        id_cliente: 2,
        nombre_cliente: 'Clínica San Rafael',
        agencias: [
          { id: 1, nombre: 'Agencia Sol Naciente' },
          { id: 2, nombre: 'Bienestar Familiar' },
        ],
      },
      tipo: 1,
      bill: false,
      notas: true,
      hoja_procesada: 'Hoja1',
      rango_filas: '2-6',
      total_registros: 5,
      contenido_registros: expect.any(Array),
    });
  });
});

describe('GET /api/detalle_documento/:id/', () => {
  it('answers the document with its records', async () => {
    const response = await get('/api/detalle_documento/1/');
    expect(response.statusCode).toBe(200);
    const documento = documentoSchema.parse(response.json());
    expect(documento.contenido_registros).toHaveLength(5);
    expect(documento.total_registros).toBe(5);
  });

  it.each(['9999', 'abc'])('answers 404 for %s', async (id) => {
    const response = await get(`/api/detalle_documento/${id}/`);
    expect(response.statusCode).toBe(404);
    if (id === '9999') expect(response.json()).toEqual({ detail: 'No se encontró el documento' });
  });
});

describe('PUT /api/actualizar_documento/:id/', () => {
  const put = (id: number | string, payload: unknown) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/actualizar_documento/${id}/`,
      payload: payload as object,
      headers: auth(ADMIN),
    });

  it('changes the flags, recomputes the estimate and keeps open and spr', async () => {
    const created = (await upload([simpleFile(8, 'xlsx', 'flags')])).json();
    const id = created.resultados_individuales[0].resultado.documento_id as number;
    ctx.db
      .prepare('UPDATE cobros_estimados SET open_cents = 5000, spr_cents = 2500 WHERE documento_id = ?')
      .run(id);
    const total = peopleUnits(8).reduce((sum, units) => sum + units, 0);

    const off = await put(id, { bill: false, notas: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, bill: false, notas: false, total_registros: 8 });
    expect(documentoSchema.safeParse(off.json()).success).toBe(true);
    expect(estimateOf(id)).toEqual({
      bill_cents: 0,
      notas_cents: 0,
      subir_notas_cents: 0,
      open_cents: 5000,
      spr_cents: 2500,
    });

    const on = await put(id, { bill: 'true', notas: 'true' });
    expect(on.json()).toMatchObject({ bill: true, notas: true });
    // 8 records: the larger subir-notas band (20).
    expect(estimateOf(id)).toEqual({
      bill_cents: cents(billUnits(total)),
      notas_cents: cents(total),
      subir_notas_cents: cents(20),
      open_cents: 5000,
      spr_cents: 2500,
    });
  });

  it('validates both flags', async () => {
    const response = await put(1, { bill: 'quizás' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ bill: ['Debe ser true o false'], notas: ['Este campo es requerido.'] });
  });

  it('answers 404 for an unknown document', async () => {
    const response = await put(9999, { bill: true, notas: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No se encontró el documento' });
  });
});

describe('DELETE /api/eliminar_documentacion/:id/', () => {
  const remove = (id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/eliminar_documentacion/${id}/`, headers: auth(ADMIN) });

  it('refuses while cobros use the document, naming how many', async () => {
    const { documentoId, cobros } = ctx.db
      .prepare(
        'SELECT documento_id AS documentoId, COUNT(*) AS cobros FROM cobros GROUP BY documento_id ORDER BY cobros DESC LIMIT 1',
      )
      .get() as { documentoId: number; cobros: number };
    const before = counts();
    const response = await remove(documentoId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: `No se puede eliminar el documento: tiene ${cobros} cobro(s) registrado(s).`,
    });
    expect(counts()).toEqual(before);
  });

  it('removes the document with its records, its estimate and its tareas', async () => {
    const created = (await upload([simpleFile(4, 'xlsx', 'borrar')])).json();
    const id = created.resultados_individuales[0].resultado.documento_id as number;
    const estimadoId = (
      ctx.db.prepare('SELECT id FROM cobros_estimados WHERE documento_id = ?').get(id) as { id: number }
    ).id;
    ctx.db
      .prepare(
        "INSERT INTO tareas (cobro_estimado_id, tarea, suma, restar, fecha) VALUES (?, 4, 50, 0, '2026-06-01')",
      )
      .run(estimadoId);
    const before = counts();

    const response = await remove(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Documento eliminado correctamente' });
    expect(counts()).toEqual({
      documentos: before.documentos - 1,
      registros: before.registros - 4,
      estimados: before.estimados - 1,
    });
    expect(
      ctx.db.prepare('SELECT COUNT(*) AS n FROM tareas WHERE cobro_estimado_id = ?').get(estimadoId),
    ).toEqual({
      n: 0,
    });
    expect((await get(`/api/detalle_documento/${id}/`)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
  });
});

describe('documents of a client (the register-cobro cascade)', () => {
  const clientDocuments = (path: string, userId: number = USER_IDS.usuario) => get(path, userId);
  const seededIds = (clienteId: number, tipo?: number) =>
    (
      ctx.db
        .prepare(
          `SELECT id FROM documentos WHERE cliente_id = ? ${tipo ? 'AND tipo = ?' : ''} ORDER BY fecha_creacion DESC, id DESC`,
        )
        .all(...(tipo ? [clienteId, tipo] : [clienteId])) as { id: number }[]
    ).map((row) => row.id);

  it('list_client_document_all/ answers every document of the client with its records', async () => {
    const response = await clientDocuments('/api/list_client_document_all/3/?cliente_id=3');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { documentos: Record<string, unknown>[] };
    expect(Object.keys(body)).toEqual(['documentos']);
    expect(body.documentos.map((documento) => documento.id)).toEqual(seededIds(3));
    for (const documento of body.documentos) {
      expect(documento.cliente).toMatchObject({ id_cliente: 3 });
      expect(documento.contenido_registros).toHaveLength(documento.total_registros as number);
    }
    expect(clientDocumentsResponseSchema.parse(body)).toHaveLength(seededIds(3).length);
  });

  it('filters by document_id and by tipo', async () => {
    const [first] = seededIds(3);
    const one = (await clientDocuments(`/api/list_client_document_all/3/?document_id=${first}`)).json();
    expect(one.documentos.map((documento: { id: number }) => documento.id)).toEqual([first]);
    const bills = (await clientDocuments('/api/list_client_document_all/3/?tipo=2')).json();
    expect(bills.documentos.map((documento: { id: number }) => documento.id)).toEqual(seededIds(3, 2));
    expect((await clientDocuments('/api/list_client_document_all/3/?tipo=7')).statusCode).toBe(400);
  });

  it('list_client_document/ leaves the records out unless one document is asked for', async () => {
    const list = (await clientDocuments('/api/list_client_document/3/')).json();
    expect(list.documentos.length).toBe(seededIds(3).length);
    for (const documento of list.documentos) {
      expect(documento).not.toHaveProperty('contenido_registros');
      expect(documento.total_registros).toBeGreaterThan(0);
    }
    const [first] = seededIds(3);
    const one = (await clientDocuments(`/api/list_client_document/3/?document_id=${first}`)).json();
    expect(one.documentos).toHaveLength(1);
    expect(one.documentos[0].contenido_registros).toHaveLength(one.documentos[0].total_registros);
  });

  it.each(['list_client_document_all', 'list_client_document'])(
    '%s answers 404 for an unknown client or a document of another client',
    async (endpoint) => {
      const unknown = await clientDocuments(`/api/${endpoint}/999/`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'No se encontró el cliente' });
      const [otherClientsDocument] = seededIds(4);
      const foreign = await clientDocuments(`/api/${endpoint}/3/?document_id=${otherClientsDocument}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ detail: 'No se encontró el documento' });
    },
  );
});

describe('permissions of the document endpoints', () => {
  const ROLE_USER: Readonly<Record<Role, number>> = {
    SuperAdmin: USER_IDS.superadmin,
    Admin: USER_IDS.admin,
    user_Supervisor: USER_IDS.supervisor,
    user_User: USER_IDS.usuario,
    user_Supervisado: USER_IDS.supervisado,
  };
  const ADMINS: readonly Role[] = ['SuperAdmin', 'Admin'];

  /** Requests that pass authorisation without changing anything (unknown ids, empty forms). */
  const CALLS = [
    { method: 'POST', url: '/api/procesar_excel/', allowed: ADMINS, payload: {} },
    { method: 'GET', url: '/api/listar_documentacion/', allowed: ROLES },
    { method: 'GET', url: '/api/detalle_documento/9999/', allowed: ADMINS },
    {
      method: 'PUT',
      url: '/api/actualizar_documento/9999/',
      allowed: ADMINS,
      payload: { bill: true, notas: true },
    },
    { method: 'DELETE', url: '/api/eliminar_documentacion/9999/', allowed: ADMINS },
    { method: 'GET', url: '/api/list_client_document_all/3/', allowed: ROLES },
    { method: 'GET', url: '/api/list_client_document/3/', allowed: ROLES },
  ] as const;

  it.each(CALLS)(
    '$method $url: allowed roles get through, the others get 403, no token gets 401',
    async (call) => {
      const inject = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: call.method,
          url: call.url,
          headers,
          ...('payload' in call ? { payload: call.payload } : {}),
        });
      for (const role of ROLES) {
        const response = await inject(auth(ROLE_USER[role]));
        if ((call.allowed as readonly Role[]).includes(role)) {
          expect([401, 403], `${role}`).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, role).toBe(403);
          expect(response.json()).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
        }
      }
      const noRole = await inject(auth(USER_IDS.dquispe));
      expect(noRole.statusCode).toBe(403);
      const anonymous = await inject({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ detail: 'Las credenciales de autenticación no se proveyeron.' });
    },
  );
});
