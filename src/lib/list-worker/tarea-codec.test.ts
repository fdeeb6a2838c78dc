import { tareaSchema, type Tarea } from '../../contract/finanzas';
import { randomTools } from '../../domain/seeded-random';
import { packTareas, unpackTareas } from './tarea-codec';

/** Packed, transferred as postMessage would, and unpacked: what the page gets. */
function roundTrip(tareas: Tarea[]): Tarea[] {
  const { packed, transfer } = packTareas(tareas);
  return unpackTareas(structuredClone(packed, { transfer }));
}

describe('the task codec', () => {
  it('gives back what structured clone would, every field and key order', () => {
    const { random } = randomTools(12);
    const tareas = Array.from({ length: 500 }, (_, index) =>
      tareaSchema.parse({
        id: index === 7 ? Number.MAX_SAFE_INTEGER : index + 1,
        tipo_tarea: index % 9 === 0 ? null : 1 + (index % 5),
        cobro: {
          id: 1 + Math.floor(random() * 10_000),
          tarea: index % 3 === 0 ? undefined : 1 + (index % 5),
          suma: index % 4 === 0 ? '12.50' : Math.round(random() * 1000) / 100,
          restar: index === 11 ? -0 : index % 6 === 0 ? null : 2.25,
        },
      }),
    );
    expect(tareas.some((tarea) => tarea.tarea === null)).toBe(true);
    const back = roundTrip(tareas);
    expect(back).toStrictEqual(structuredClone(tareas));
    expect(back.map((tarea) => Object.keys(tarea))).toEqual(tareas.map((tarea) => Object.keys(tarea)));
    expect(Object.is(back[11].restar, -0)).toBe(true);
  });

  it('gives back an empty part', () => {
    expect(roundTrip([])).toEqual([]);
  });
});
