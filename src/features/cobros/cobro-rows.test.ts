import { cobroListSchema, type CobroWire } from '../../contract/cobro';
import { fromCents } from '../../domain/cents';
import { payroll, workerPay } from '../../domain/pay';
import { cobroFactory, makeRegistro } from '../../test/factories';
import { EMPTY_FILTERS, type CobroFilters } from './cobro-filters';
import { deriveCobrosView, type CobrosViewOptions } from './cobro-rows';

const SUPERVISOR = 3;
const make = cobroFactory(1, {
  documento: { id: 11, nombre_documento: 'notas_marzo.xlsx' },
  usuario_registra: { id: 8, nombre: 'Pedro Salazar' },
  mes: 'marzo',
});
const record = (unidades: number) => makeRegistro(500 + unidades, 'Paciente', unidades);
const supervised = { usuario_supervisor: { id: SUPERVISOR, nombre: 'Rosa Martínez' } };

const wire: CobroWire[] = [
  make({ cliente: { id: 11, nombre: 'Clínica San José', agencias: [] }, contenido: [record(4), record(6)] }),
  make({
    cliente: { id: 21, nombre: 'Centro Arcoíris', agencias: [] },
    contenido_open: [record(50)],
    ...supervised,
  }),
  make({
    cliente: { nombre: 'CLINICA SAN JOSE', agencias: [] },
    documento: { id: 12, nombre_documento: 'Bill Peña abril.xlsx' },
    mes: 'abril',
    tipo_tarea: 3,
    unidades: 30,
    bonificado: 2.5,
    ...supervised,
  }),
  make({
    cliente: null,
    documento: null,
    unidades: 10,
    tipo_tarea: 2,
    usuario_registra: { id: 9, nombre: 'Luz' },
  }),
];
const cobros = cobroListSchema.parse(wire);

const admin = (filters: Partial<CobroFilters> = {}): CobrosViewOptions => ({
  userId: 2,
  allCobros: true,
  supervises: false,
  role: null,
  filters: { ...EMPTY_FILTERS, ...filters },
});
const ids = (options: CobrosViewOptions) => deriveCobrosView(cobros, options).mine.map((row) => row.id);

describe('deriveCobrosView', () => {
  // Client 11 and document 11 are different names: each field keeps its own names by id.
  it('filters by client or document name, blind to case and accents, and by month', () => {
    expect(ids(admin())).toEqual([1, 2, 3, 4]);
    expect(ids(admin({ texto: 'clinica san jose' }))).toEqual([1, 3]);
    expect(ids(admin({ texto: 'ARCOÍRIS' }))).toEqual([2]);
    expect(ids(admin({ texto: 'pena', por: 'documento' }))).toEqual([3]);
    expect(ids(admin({ texto: 'notas', por: 'documento' }))).toEqual([1, 2]);
    expect(ids(admin({ texto: 'notas', por: 'documento', mes: 'marzo' }))).toEqual([1, 2]);
    expect(ids(admin({ mes: 'abril' }))).toEqual([3]);
    expect(ids(admin({ texto: 'jose', mes: 'marzo' }))).toEqual([1]);
  });

  it('filters by the year of the period where cobros carry one (periodos)', () => {
    const dated = cobroListSchema.parse([
      make({ id: 1, mes: 'diciembre', anio: 2025 }),
      make({ id: 2, mes: 'diciembre', anio: 2026 }),
      make({ id: 3, mes: 'enero', anio: 2026 }),
    ]);
    const view = (filters: Partial<CobroFilters>) =>
      deriveCobrosView(dated, admin(filters)).mine.map((row) => row.id);
    expect(view({})).toEqual([1, 2, 3]);
    expect(view({ anio: 2026 })).toEqual([2, 3]);
    expect(view({ anio: 2026, mes: 'diciembre' })).toEqual([2]);
    expect(view({ mes: 'diciembre' })).toEqual([1, 2]);
    expect(view({ anio: 2024 })).toEqual([]);
  });

  it('finds in a long list what a cobro-by-cobro search finds, each client decided once per search', () => {
    const names = ['Clínica Norte', 'Centro Sur', 'CLINICA del norte', 'Arcoíris', 'Peña'];
    const many = cobroListSchema.parse(
      Array.from({ length: 200 }, (_, index) =>
        make({
          id: index + 1,
          cliente: index % 7 === 0 ? null : { id: index % 5, nombre: names[index % 5], agencias: [] },
          mes: index % 3 === 0 ? 'abril' : 'marzo',
        }),
      ),
    );
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    for (const [texto, mes] of [
      ['norte', ''],
      ['NORTE', 'abril'],
      ['pena', ''],
      ['c', 'marzo'],
      ['zzz', ''],
    ] as const) {
      const expected = many
        .filter(
          (cobro) => (!mes || cobro.mes === mes) && plain(cobro.cliente?.nombre ?? '').includes(plain(texto)),
        )
        .map((cobro) => cobro.id);
      const found = deriveCobrosView(many, admin({ texto, mes: mes || null })).mine.map((row) => row.id);
      expect(found, `${texto} ${mes}`).toEqual(expected);
    }
  });

  it('filters the Admin’s rows again without reading the cobros: month, year and names are kept per list', () => {
    let reads = 0;
    const counted = cobroListSchema
      .parse([
        ...wire,
        make({ id: 5, mes: 'abril', anio: 2026, cliente: { id: 11, nombre: 'x', agencias: [] } }),
      ])
      .map(
        (cobro) =>
          new Proxy(cobro, {
            get(target, key, receiver) {
              reads += 1;
              return Reflect.get(target, key, receiver) as unknown;
            },
          }),
      );
    const view = (filters: Partial<CobroFilters>) =>
      deriveCobrosView(counted, admin(filters)).mine.map((row) => row.id);
    expect(view({ texto: 'arco' })).toEqual([2]);
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    // Client 11 keeps the name its first cobro gave it; the nameless client is read where it is.
    expect(view({ texto: 'san jose' })).toEqual([1, 3, 5]);
    expect(view({ texto: 'pena', por: 'documento', mes: 'abril' })).toEqual([3]);
    expect(view({ anio: 2026 })).toEqual([5]);
    expect(view({})).toEqual([1, 2, 3, 4, 5]);
    // Only the two cobros whose client has no id are read, each once, by the search by client.
    expect(reads).toBe(2);
  });

  it('reuses each cobro’s row across filter changes, with the figures of a fresh one', () => {
    const all = deriveCobrosView(cobros, admin()).mine;
    const filtered = deriveCobrosView(cobros, admin({ texto: 'san jose' })).mine;
    expect(filtered[0]).toBe(all[0]);
    expect(filtered[1]).toBe(all[2]);
    const fresh = deriveCobrosView(cobroListSchema.parse(wire), admin()).mine;
    expect(fresh[0]).not.toBe(all[0]);
    expect(all).toEqual(fresh);
    expect(all.map((row) => row.units)).toEqual([10, 50, 30, 10]);
  });

  it('sums the cards over the cobros shown, by the domain pay rule: the payroll of those cobros', () => {
    const view = deriveCobrosView(cobros, admin({ texto: 'jose' }));
    const pay = workerPay({ own: [cobros[0], cobros[2]] });
    expect(view.mineUnits).toBe(40);
    expect(view.mineUnits).toBe(pay.ownUnits);
    expect(view.mineAmount).toBe(fromCents(pay.ownPayCents));
    // 10 units at 0.40, and 30 supervised units at 0.20 plus the bonus S/. 2.50.
    expect(view.mineAmount).toBe(12.5);
    // Rosa's 0.20 on the 30 supervised units.
    expect(view.mineSupervisorsAmount).toBe(6);
    const users = [
      { id: 8, nombre: 'Pedro Salazar', rol: 'user_User' },
      { id: SUPERVISOR, nombre: 'Rosa Martínez', rol: 'user_Supervisor' },
    ];
    expect(view.totalAmount).toBe(fromCents(payroll([cobros[0], cobros[2]], users).totalCents));
  });

  it("gives each row its cobro's pay line ('A cobrar', 'Pago total'), at the cobro's own tarifa when it has one", () => {
    const rows = deriveCobrosView(cobros, admin()).mine;
    // 10 units at 0.40; 30 supervised units at 0.20 plus S/. 2.50, and the supervisor's 0.20.
    expect(rows.map((row) => [row.workerCents, row.supervisorCents])).toEqual([
      [400, 0],
      [1000, 1000],
      [850, 600],
      [400, 0],
    ]);
    const view = deriveCobrosView(cobros, admin());
    const columnCents = rows.reduce((sum, row) => sum + row.workerCents + row.supervisorCents, 0);
    expect(fromCents(columnCents)).toBe(view.totalAmount);

    const fixed = cobroListSchema.parse([make({ id: 7, unidades: 10, tipo_tarea: 2, tarifa: 0.35 })]);
    expect(deriveCobrosView(fixed, admin()).mine[0].workerCents).toBe(350);
  });

  it('prices each registrant at its role when the roles are known (Admin): as the payroll does', () => {
    const roles = new Map<number, string | null>([
      [8, 'user_User'],
      [9, 'user_Supervisado'],
    ]);
    const view = deriveCobrosView(cobros, { ...admin(), role: roles });
    // Luz (user_Supervisado) earns 0.20 on her 10 unsupervised units: 2.00, not 4.00.
    const users = [
      { id: 8, nombre: 'Pedro Salazar', rol: 'user_User' },
      { id: 9, nombre: 'Luz', rol: 'user_Supervisado' },
      { id: SUPERVISOR, nombre: 'Rosa Martínez', rol: 'user_Supervisor' },
    ];
    const total = payroll(cobros, users).totalCents;
    expect(view.totalAmount).toBe(fromCents(total));
    expect(deriveCobrosView(cobros, admin()).mineAmount - view.mineAmount).toBe(2);
  });

  it('groups a supervisor’s table by worker with 0.20 of each unit, filtered like the main one', () => {
    const options = (texto: string): CobrosViewOptions => ({
      userId: SUPERVISOR,
      allCobros: false,
      supervises: true,
      role: 'user_Supervisor',
      filters: { ...EMPTY_FILTERS, texto, en: 'ambas' },
    });
    const all = deriveCobrosView(cobros, options(''));
    expect(all.mine).toEqual([]);
    expect(all.supervised).toEqual([
      { usuarioId: 8, usuario: 'Pedro Salazar', sharedName: false, units: 80, amount: 16 },
    ]);
    expect(all.supervisedAmount).toBe(16);
    // A supervisor's 'Total Global': its own cobros' pay (none here) plus the supervised 0.20.
    expect(all.totalAmount).toBe(all.mineAmount + 16);
    const one = deriveCobrosView(cobros, options('arcoiris'));
    expect(one.supervised).toEqual([
      { usuarioId: 8, usuario: 'Pedro Salazar', sharedName: false, units: 50, amount: 10 },
    ]);
  });
});
