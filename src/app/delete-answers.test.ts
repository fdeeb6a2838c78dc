import { http, HttpResponse } from 'msw';
import { api, server } from '../test/msw-server';
import { deleteAgencia } from '../features/agencias/api/delete-agencia';
import { deleteMontoExtra } from '../features/montos-extra/api/delete-monto-extra';
import { deleteDocumento } from '../features/documentacion/api/delete-documento';
import { deleteHistorialPago } from '../features/pagos-clientes/api/delete-historial-pago';
import { deleteCobro } from '../lib/queries/delete-cobro';
import { signIn } from '../test/render-app';

/** Every DELETE of the app, with the path the backend knows it by. */
const DELETES: [string, (id: number) => Promise<unknown>][] = [
  ['eliminar_agencia/:id', deleteAgencia],
  ['eliminar_monto_extra/:id', deleteMontoExtra],
  ['eliminar_documentacion/:id/', deleteDocumento],
  ['eliminar_historial_pago/:id/', deleteHistorialPago],
  ['eliminar_cobro/:id/', deleteCobro],
];

const ANSWERS: [string, () => Response][] = [
  ['204 sin cuerpo', () => new HttpResponse(null, { status: 204 })],
  ['200 {}', () => HttpResponse.json({})],
  ['200 {detail}', () => HttpResponse.json({ detail: 'Eliminado' })],
  ['200 {message}', () => HttpResponse.json({ message: 'Eliminado' })],
];

describe('DELETE answers that all mean done', () => {
  describe.each(DELETES)('%s', (path, remove) => {
    it.each(ANSWERS)('%s is success', async (_name, answer) => {
      signIn('SuperAdmin');
      server.use(http.delete(api(path), answer));
      await expect(remove(4)).resolves.toBeUndefined();
    });

    it('a 404 is still a failure', async () => {
      signIn('SuperAdmin');
      server.use(http.delete(api(path), () => HttpResponse.json({ detail: 'No existe' }, { status: 404 })));
      await expect(remove(4)).rejects.toMatchObject({ status: 404, message: 'No existe' });
    });
  });
});
