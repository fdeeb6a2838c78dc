import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { DeniedIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/page/use-document-title';

export default function UnauthorizedPage() {
  useDocumentTitle('Acceso Denegado');
  return (
    <Card className="mx-auto mt-5 shadow-sm text-center" style={{ maxWidth: 520 }}>
      <Card.Body className="p-5">
        <DeniedIcon className="text-danger mb-3" size={40} />
        <h1 className="h3 text-danger">Acceso Denegado</h1>
        <p className="text-secondary">No tienes permisos para acceder a esta página</p>
        <Link to={paths.home.to()} className="btn btn-primary">
          Volver al inicio
        </Link>
      </Card.Body>
    </Card>
  );
}
