import type { Documento, DocumentoWire } from '../../contract/documento';
import { randomTools } from '../../domain/seeded-random';
import { exactText, typedArraysOf } from '../../test/columns';
import { packDocumentos, unpackDocumentos } from './documento-codec';
import { fastDocumento } from './fast-documento';

/** What the page gets: the packed columns moved through postMessage's algorithm, then unpacked. */
function roundTrip(documentos: readonly Documento[]): Documento[] {
  const { packed, transfer } = packDocumentos(documentos);
  return unpackDocumentos(structuredClone(packed, { transfer }));
}

/** The document exactly as the list worker builds it, key order included. */
function read(wire: DocumentoWire): Documento {
  const documento = fastDocumento(wire);
  if (!documento) throw new Error(`not a canonical document: ${JSON.stringify(wire)}`);
  return documento;
}

function expectSame(actual: readonly Documento[], expected: readonly Documento[]) {
  expect(actual).toStrictEqual(expected);
  expect(exactText(actual)).toBe(exactText(expected));
}

const ODD = ['', '\u0000', '😀 «hoja»', '"comillas" y \\barras\\', '\ud800', 'línea\nnueva'];

const full: DocumentoWire = {
  id: 7,
  nombre_archivo: 'bill_sur_enero.xlsx',
  fecha_creacion: '2026-02-20T16:42:00.000Z',
  cliente: {
    id_cliente: 2,
    nombre_cliente: 'Clínica Sur',
    agencias: [
      { id: 1, nombre: 'Norte' },
      { id: null, nombre: '' },
    ],
  },
  tipo: 2,
  bill: true,
  notas: true,
  contenido_registros: [
    { id: 10, nombre_completo: 'Luis Pérez', unidades: 1.25 },
    { id: 11, nombre_completo: 'Marta Díaz', unidades: -0 },
  ],
  total_registros: 40,
  hoja_procesada: 'Hoja1',
  rango_filas: '2-41',
};

const bare: DocumentoWire = { id: 8, nombre_archivo: '' };

describe('packDocumentos and unpackDocumentos', () => {
  it('bring every field back exactly, through postMessage with the buffers transferred', () => {
    const documentos = [
      read(full),
      read(bare),
      read({
        ...full,
        id: 0,
        cliente: { nombre: '' },
        tipo: null,
        bill: false,
        notas: true,
        total_registros: null,
      }),
      read({ ...full, id: 9, cliente: { id: 3, nombre: ODD[2] }, bill: false, notas: false, tipo: 3 }),
      read({
        ...full,
        id: -1,
        nombre_archivo: ODD[1],
        fecha_creacion: '',
        hoja_procesada: ODD[4],
        rango_filas: '',
        contenido_registros: ODD.map((nombre, index) => ({
          id: index,
          nombre_completo: nombre,
          unidades: index / 3,
        })),
      }),
    ];
    expect(documentos[2].cliente).toEqual({ id: null, nombre: '', agencias: [] });
    expectSame(roundTrip(documentos), documentos);
  });

  it('bring zero documents back as none', () => {
    const { packed, transfer } = packDocumentos([]);
    expect(unpackDocumentos(structuredClone(packed, { transfer }))).toStrictEqual([]);
  });

  it('bring a few thousand random documents back exactly', () => {
    const { random, between, pick } = randomTools(20261124);
    const chance = (probability: number) => random() < probability;
    const name = () => (chance(0.1) ? pick(ODD) : `Nombre ${between(0, 500)}`);
    const note = () => (chance(0.3) ? null : name());
    const documentos = Array.from({ length: 2000 }, (_, index) =>
      read({
        id: index,
        nombre_archivo: name(),
        fecha_creacion: note(),
        cliente: chance(0.1)
          ? null
          : {
              id_cliente: chance(0.1) ? undefined : between(1, 900),
              nombre_cliente: name(),
              agencias: Array.from({ length: between(0, 2) }, () => ({ id: between(1, 9), nombre: name() })),
            },
        tipo: chance(0.2) ? null : between(1, 3),
        bill: chance(0.5),
        notas: chance(0.5),
        contenido_registros: Array.from({ length: pick([0, 1, 2, 40, 90]) }, () => ({
          id: between(1, 1_000_000),
          nombre_completo: name(),
          unidades: pick([0, -0, 1, between(0, 9999) / 100, -between(0, 40)]),
        })),
        total_registros: chance(0.5) ? null : between(0, 100),
        hoja_procesada: note(),
        rango_filas: note(),
      }),
    );
    expectSame(roundTrip(documentos), documentos);
  });

  it('hand every buffer over in transfer, so none is copied', () => {
    const { packed, transfer } = packDocumentos([read(full), read(bare)]);
    const arrays = typedArraysOf(packed);
    expect(new Set(transfer)).toEqual(new Set(arrays.map((array) => array.buffer)));
    expect(transfer).toHaveLength(arrays.length);
    structuredClone(packed, { transfer });
    expect(arrays.every((array) => array.byteLength === 0)).toBe(true);
  });
});
