import { Alert, Button } from 'react-bootstrap';
import { useRouteError } from 'react-router-dom';

/** Shown when a page's code fails to load (timeout, missing chunk after a deploy) or a page crashes. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /(dynamically imported module|Loading chunk|Tiempo de espera|Failed to fetch)/i.test(error.message);
  return (
    <Alert variant="danger" className="mt-4">
      <Alert.Heading as="h2" className="h5">
        {chunkFailed ? 'No se pudo cargar la página' : 'Ocurrió un error inesperado'}
      </Alert.Heading>
      <p className="mb-3">
        {chunkFailed
          ? 'Verifique su conexión o si hay una versión nueva de la aplicación, y vuelva a intentarlo.'
          : 'Vuelva a intentarlo. Si el problema continúa, contacte al administrador.'}
      </p>
      <Button variant="outline-danger" onClick={() => window.location.reload()}>
        Recargar
      </Button>
    </Alert>
  );
}
