import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { DeniedIcon } from '../../components/brand-icons';
import { useDocumentTitle } from '../../components/page/use-document-title';

/**
 * Bootstrap's card classes rather than react-bootstrap's Card: what a public page imports joins
 * the login screen's first load (vite.config.ts), and react-bootstrap's index would bring along
 * every component the app uses.
 */
export default function UnauthorizedPage() {
  useDocumentTitle('Acceso Denegado');
  return (
    <div className="card mx-auto mt-5 shadow-sm text-center" style={{ maxWidth: 520 }}>
      <div className="card-body p-5">
        <DeniedIcon className="text-danger mb-3" size={40} />
        <h1 className="h3 text-danger">Acceso Denegado</h1>
        <p className="text-secondary">No tienes permisos para acceder a esta página</p>
        <Link to={paths.home.to()} className="btn btn-primary">
          Volver al inicio
        </Link>
      </div>
    </div>
  );
}
