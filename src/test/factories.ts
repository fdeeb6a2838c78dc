import type { ClienteWire } from '../contract/cliente';
import type { CobroWire } from '../contract/cobro';
import type { UserWire } from '../contract/usuario';

/** The shared builders of wire objects for the component tests; each feature's test data sets only what it is about. */

/** A record of a document or of a cobro. */
export const makeRegistro = (id: number, nombre_completo: string, unidades: number) => ({
  id,
  nombre_completo,
  unidades,
});

/**
 * A builder of cobros as listar_cobro/ sends them: task type 1, no units, no amounts and no
 * records unless overridden. `defaults` sets the feature's world (who registers, which month,
 * which document); ids count up from `firstId`, so two features' cobros never share one.
 */
export function cobroFactory(
  firstId: number,
  defaults: Pick<CobroWire, 'documento' | 'usuario_registra' | 'mes'>,
): (overrides?: Partial<CobroWire>) => CobroWire {
  let nextId = firstId;
  return (overrides = {}) => ({
    id: nextId++,
    cliente: { nombre: 'Clínica San Rafael', agencias: [{ id: 1, nombre: 'Agencia Norte' }] },
    usuario_supervisor: null,
    tipo_tarea: 1,
    unidades: 0,
    bonificado: 0,
    sancionado: 0,
    contenido: [],
    contenido_open: [],
    contenido_spr: [],
    ...defaults,
    ...overrides,
  });
}

/** An active Terapia client without agencies, as list_client/ sends it. */
export function makeCliente(id: number, nombre: string, overrides: Partial<ClienteWire> = {}): ClienteWire {
  return { id, nombre, categoria: 1, agencia: [], estado: true, ...overrides };
}

/** An active user with every field GET usuario/ sends, blank or off unless overridden. */
export function makeUsuario(fields: Pick<UserWire, 'id' | 'username'> & Partial<UserWire>): UserWire {
  return {
    email: '',
    first_name: '',
    last_name: '',
    ID_user: null,
    dir: null,
    phone: null,
    servicio: 'tcm',
    subir_notas: false,
    is_active: true,
    rol: null,
    ...fields,
  };
}
