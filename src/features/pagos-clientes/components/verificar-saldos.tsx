import { Alert, Button, Table } from 'react-bootstrap';
import { MoneyCell } from '../../../components/money';
import { ESTADO_CUENTA_MESSAGES } from '../../../contract/estado-cuenta';
import { toCents } from '../../../domain/cents';
import { errorMessage } from '../../../lib/api-error';
import { useVerificarSaldos } from '../api/get-verificar-saldos';

const CHECK_ERROR = 'No se pudieron verificar los saldos.';

/**
 * 'Verificar saldos' (extension `estado_cuenta`): the server recomputes every client's paid amount
 * and balance from its payment history and lists each disagreement.
 */
export function VerificarSaldos() {
  const check = useVerificarSaldos();
  const result = check.data;
  return (
    <div className="mb-3">
      <Button variant="outline-primary" disabled={check.isPending} onClick={() => check.mutate()}>
        {check.isPending ? 'Verificando...' : 'Verificar saldos'}
      </Button>
      <div aria-live="polite">
        {check.error && (
          <Alert variant="danger" className="mt-2 mb-0">
            {errorMessage(check.error, CHECK_ERROR)}
          </Alert>
        )}
        {result && result.diferencias.length === 0 && (
          <Alert variant="success" className="mt-2 mb-0">
            {ESTADO_CUENTA_MESSAGES.todosCuadran(result.revisados)}
          </Alert>
        )}
        {result && result.diferencias.length > 0 && (
          <Alert variant="warning" className="mt-2 mb-0">
            <p className="fw-semibold">
              {ESTADO_CUENTA_MESSAGES.conDiferencias(result.diferencias.length, result.revisados)}
            </p>
            <Table size="sm" responsive className="mb-0 bg-transparent">
              <caption className="visually-hidden">Diferencias de saldos</caption>
              <thead>
                <tr>
                  <th scope="col">Cliente</th>
                  <th scope="col" className="text-end">
                    Pagado registrado
                  </th>
                  <th scope="col" className="text-end">
                    Pagado según historial
                  </th>
                  <th scope="col">Detalle</th>
                </tr>
              </thead>
              <tbody>
                {result.diferencias.map((diferencia) => (
                  <tr key={diferencia.cliente.id}>
                    <th scope="row">{diferencia.cliente.nombre}</th>
                    <td className="text-end">
                      <MoneyCell cents={toCents(diferencia.pagado_registrado)} />
                    </td>
                    <td className="text-end">
                      <MoneyCell cents={toCents(diferencia.pagado_historial)} />
                    </td>
                    <td>{diferencia.detalle}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Alert>
        )}
      </div>
    </div>
  );
}
