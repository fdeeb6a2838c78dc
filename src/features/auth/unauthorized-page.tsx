import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

export default function UnauthorizedPage() {
  return (
    <Card className="mx-auto mt-5 shadow-sm text-center" style={{ maxWidth: 520 }}>
      <Card.Body className="p-5">
        <h1 className="h3 text-danger">Acceso Denegado</h1>
        <p className="text-secondary">No tienes permisos para acceder a esta página</p>
        <Link to={paths.home.to()} className="btn btn-primary">
          Volver al inicio
        </Link>
      </Card.Body>
    </Card>
  );
}
