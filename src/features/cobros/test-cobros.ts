import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ClienteWire } from '../../contract/cliente';
import type { DocumentoWire } from '../../contract/documento';
import type { UserWire } from '../../contract/usuario';
import { cobroFactory, makeCliente, makeRegistro } from '../../test/factories';
import { api, server } from '../../test/msw-server';

/** The signed-in user of the component tests (src/test/tokens.ts gives every fake token id 7). */
export const ME = 7;

export const cobro = cobroFactory(101, {
  documento: { id: 11, nombre_documento: 'notas_san_rafael_marzo.xlsx' },
  usuario_registra: { id: ME, nombre: 'Ana Pérez' },
  mes: 'marzo',
});

export const registro = makeRegistro;

export const CLIENTES: ClienteWire[] = [
  makeCliente(1, 'Cliente interno'),
  makeCliente(2, 'Clínica San Rafael'),
  makeCliente(3, 'Centro Arcoíris'),
  makeCliente(4, 'Servicios TCM Los Andes', { categoria: 2 }),
  makeCliente(5, 'Clínica del Valle', { estado: false }),
];

/** Client 2's documents: a Terapia one (tipo 1) and a Bill one (tipo 2). */
export const REGISTROS_NOTAS = [
  registro(501, 'María García López', 4),
  registro(502, 'Juan Torres Ramos', 6),
  registro(503, 'Sofía Rojas Cruz', 3),
];
export const REGISTROS_BILL = Array.from({ length: 8 }, (_, index) =>
  registro(600 + index, `Paciente Bill ${index + 1}`, 10),
);
export const DOCUMENTOS: DocumentoWire[] = [
  {
    id: 11,
    nombre_archivo: 'notas_san_rafael.xlsx',
    fecha_creacion: '2025-03-07T10:00:00',
    tipo: 1,
    contenido_registros: REGISTROS_NOTAS,
  },
  {
    id: 12,
    nombre_archivo: 'bill_san_rafael.xlsx',
    fecha_creacion: '2025-04-02T10:00:00',
    tipo: 2,
    contenido_registros: REGISTROS_BILL,
  },
];

export const USUARIOS: UserWire[] = [
  {
    id: 1,
    username: 'superadmin',
    first_name: 'Carmen',
    last_name: 'Rodríguez',
    is_active: true,
    rol: { id: 1, nombre: 'SuperAdmin' },
  },
  {
    id: 3,
    username: 'supervisor',
    first_name: 'Rosa',
    last_name: 'Martínez',
    is_active: true,
    rol: { id: 3, nombre: 'user_Supervisor' },
  },
  {
    id: 4,
    username: 'usuario',
    first_name: 'Jorge',
    last_name: 'Ramírez',
    is_active: true,
    rol: { id: 4, nombre: 'user_User' },
  },
  {
    id: 8,
    username: 'psalazar',
    first_name: 'Patricia',
    last_name: 'Salazar',
    is_active: false,
    rol: { id: 5, nombre: 'user_Supervisado' },
  },
  { id: 9, username: 'dquispe', first_name: 'Diego', last_name: 'Quispe', is_active: true, rol: null },
];
export const SUPERVISORES: UserWire[] = [
  USUARIOS[1],
  {
    id: 7,
    username: 'emendoza',
    first_name: 'Elena',
    last_name: 'Mendoza',
    is_active: true,
    rol: { id: 3, nombre: 'user_Supervisor' },
  },
];

export function serveCobros(list: () => JsonBodyType) {
  const calls = { count: 0 };
  server.use(
    // The Admin's summary prices each registrant at its role.
    http.get(api('usuario/'), () => HttpResponse.json(USUARIOS)),
    http.get(api('listar_cobro/'), () => {
      calls.count += 1;
      return HttpResponse.json(list());
    }),
  );
  return calls;
}

/** The register cascade's reference data: clients, client 2's documents and each document's records. */
export function serveCascade() {
  server.use(
    http.get(api('list_client/'), () => HttpResponse.json(CLIENTES)),
    http.get(api('list_client_document_all/:clienteId/'), ({ params }) =>
      HttpResponse.json({ documentos: params.clienteId === '2' ? DOCUMENTOS : [] }),
    ),
    http.get(api('list_client_document/:clienteId/'), ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('document_id'));
      return HttpResponse.json({ documentos: DOCUMENTOS.filter((documento) => documento.id === id) });
    }),
    http.get(api('usuario/'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('rol') === 'supervisor' ? SUPERVISORES : USUARIOS,
      ),
    ),
  );
}
