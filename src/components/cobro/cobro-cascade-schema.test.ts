import { describe, expect, it } from 'vitest';
import { cobroCascadeSchema, EMPTY_CASCADE_VALUES } from './cobro-cascade-schema';

const complete = {
  ...EMPTY_CASCADE_VALUES,
  trabajador: '7',
  categoria: '1',
  cliente: '2',
  tipo_tarea: '4',
  documento: '11',
  registros: [1],
  mes: 'abril',
};

function messages(result: ReturnType<ReturnType<typeof cobroCascadeSchema>['safeParse']>) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
}

describe('cobroCascadeSchema', () => {
  const worker = cobroCascadeSchema({
    withTrabajador: false,
    needsSupervisor: () => false,
    supervisorMessage: 'Debe seleccionar un supervisor',
  });
  const admin = cobroCascadeSchema({
    withTrabajador: true,
    needsSupervisor: (id) => id === '7',
    supervisorMessage: 'Debe seleccionar un supervisor para este trabajador',
  });

  it('the worker screen does not ask for a worker; the admin screen does', () => {
    expect(messages(worker.safeParse({ ...EMPTY_CASCADE_VALUES }))).not.toHaveProperty('trabajador');
    expect(messages(admin.safeParse({ ...EMPTY_CASCADE_VALUES }))).toMatchObject({
      trabajador: 'El trabajador es requerido',
      categoria: 'La categoría es requerida',
    });
  });

  it('records are required only for the types that use them', () => {
    expect(messages(worker.safeParse({ ...complete, registros: [] }))).toHaveProperty('registros');
    expect(worker.safeParse({ ...complete, tipo_tarea: '3', registros: [] }).success).toBe(true);
  });

  it("the supervisor follows the chosen worker's role, in each screen's words", () => {
    expect(messages(admin.safeParse(complete))).toEqual({
      usuario_supervisor: 'Debe seleccionar un supervisor para este trabajador',
    });
    expect(admin.safeParse({ ...complete, trabajador: '8' }).success).toBe(true);
    expect(admin.safeParse({ ...complete, usuario_supervisor: '3' }).success).toBe(true);
  });
});
