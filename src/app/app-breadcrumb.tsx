import { Link, useLocation } from 'react-router-dom';
import { breadcrumbFor } from './nav-items';

/**
 * The line under the navbar that says where the user is: the section (in bold), then the page.
 * The navbar hides the current section's item (spec section 2) and marks what it can ('Más'), so
 * for Home and Cobros this is the one 'you are here'.
 */
export function AppBreadcrumb() {
  const { pathname } = useLocation();
  const crumb = breadcrumbFor(pathname);
  if (!crumb) return null;
  return (
    <nav aria-label="Ruta de navegación" className="app-breadcrumb">
      <ol className="breadcrumb mb-0">
        {crumb.section && (
          <li className="breadcrumb-item app-breadcrumb-section">
            <Link to={crumb.section.to}>{crumb.section.label}</Link>
          </li>
        )}
        <li className="breadcrumb-item active" aria-current="page">
          {crumb.page}
        </li>
      </ol>
    </nav>
  );
}
