import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, useLocation } from 'react-router-dom';
import type { SessionUser } from '../lib/session';
import { navFor, type NavItem } from './nav-items';
import { logout } from './logout';
import { useCapacidad, useCapacidades } from '../lib/capacidades';
import { notify } from '../lib/notify';
import { cerrarSesiones } from '../features/auth/api/cerrar-sesiones';
import { RoleBadge, UserAvatar } from '../components/user-avatar';
import { paths } from '../lib/paths';
import { displayName } from '../domain/greeting';
import {
  AgenciasIcon,
  BrandIcon,
  ClientesIcon,
  CobrosIcon,
  ComparativaIcon,
  DocumentacionIcon,
  HistorialIcon,
  HomeIcon,
  KeyIcon,
  LogoutIcon,
  PagosIcon,
  RolIcon,
  TrabajadoresIcon,
  type Icon,
} from '../components/icons';

/** Each nav destination's icon, by path; the same icons head the Home cards and the pages. */
const NAV_ICONS: Record<string, Icon> = {
  [paths.home.pattern]: HomeIcon,
  [paths.cobros.list.pattern]: CobrosIcon,
  [paths.pagosClientes.list.pattern]: CobrosIcon,
  [paths.pagosClientes.historial.pattern]: HistorialIcon,
  [paths.roles.list.pattern]: RolIcon,
  [paths.pagosClientes.comparativa.pattern]: ComparativaIcon,
  [paths.historialCambios.pattern]: HistorialIcon,
  [paths.pagos.list.pattern]: PagosIcon,
  [paths.pagos.liquidacion.pattern]: PagosIcon,
  [paths.trabajadores.list.pattern]: TrabajadoresIcon,
  [paths.clientes.list.pattern]: ClientesIcon,
  [paths.agencias.list.pattern]: AgenciasIcon,
  [paths.documentacion.list.pattern]: DocumentacionIcon,
};

function NavLabel({ to, label }: { to: string; label: string }) {
  const ItemIcon = NAV_ICONS[to];
  return (
    <span className="d-inline-flex align-items-center gap-2">
      {ItemIcon && <ItemIcon />}
      {label}
    </span>
  );
}

const CERRAR_TODAS_FAILED = 'No se pudo cerrar la sesión en todos los dispositivos. Intente de nuevo.';

/** Ends the user's sessions on every device (this one included), then signs out here. */
async function cerrarEnTodos(onDone: () => void) {
  try {
    await cerrarSesiones();
  } catch {
    // A 401 has already taken the app's one session-expired path; anything else leaves the session as it was.
    notify.error(CERRAR_TODAS_FAILED);
    return;
  }
  onDone();
}

export function AppNavbar({ user, onLogout = logout }: { user: SessionUser | null; onLogout?: () => void }) {
  const { pathname } = useLocation();
  const sesiones = useCapacidad('sesiones');
  const offered = useCapacidades();
  const { primary, more, current } = navFor(user?.role, pathname, offered ?? undefined);
  // 'page' on the link to this very page, 'true' on the one whose section holds it.
  const currentMark = (item: NavItem) =>
    current.shown && current.item === item ? (item.to === pathname ? 'page' : 'true') : undefined;

  return (
    <Navbar bg="dark" variant="dark" expand="md" className="app-navbar shadow-sm" as="header" role="banner">
      <Container fluid="xl">
        {/* Not 'Cobros': workers' only item is Cobros, and the bar read 'Cobros Cobros'. */}
        <Navbar.Brand as={Link} to={paths.home.to()} className="d-inline-flex align-items-center gap-2">
          <BrandIcon />
          Back office
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" label="Mostrar navegación" />
        <Navbar.Collapse id="main-nav">
          <Nav as="nav" aria-label="Principal" className="me-auto">
            {primary.map((item) => (
              <Nav.Link
                key={item.to}
                as={Link}
                to={item.to}
                active={!!currentMark(item)}
                aria-current={currentMark(item)}
              >
                <NavLabel to={item.to} label={item.label} />
              </Nav.Link>
            ))}
            {more.length > 0 && (
              <NavDropdown
                title={
                  <>
                    Más
                    {current.inMore && <span className="visually-hidden"> (sección actual)</span>}
                  </>
                }
                id="nav-more"
                active={current.inMore}
              >
                {more.map((item) => (
                  <NavDropdown.Item
                    key={item.to}
                    as={Link}
                    to={item.to}
                    active={!!currentMark(item)}
                    aria-current={currentMark(item)}
                  >
                    <NavLabel to={item.to} label={item.label} />
                  </NavDropdown.Item>
                ))}
              </NavDropdown>
            )}
          </Nav>
          {user && (
            <Nav>
              <NavDropdown
                align="end"
                id="nav-user"
                title={
                  <span className="d-inline-flex align-items-center gap-2">
                    <UserAvatar user={user} size={28} />
                    <span>{displayName(user)}</span>
                    <RoleBadge role={user.role} />
                  </span>
                }
              >
                <NavDropdown.Item
                  as={Link}
                  to={paths.changePassword.to()}
                  className="d-flex align-items-center gap-2"
                >
                  <KeyIcon />
                  Cambiar Contraseña
                </NavDropdown.Item>
                <NavDropdown.Divider />
                <NavDropdown.Item as="button" onClick={onLogout} className="d-flex align-items-center gap-2">
                  <LogoutIcon />
                  Cerrar Sesión
                </NavDropdown.Item>
                {sesiones && (
                  <NavDropdown.Item
                    as="button"
                    onClick={() => void cerrarEnTodos(onLogout)}
                    className="d-flex align-items-center gap-2"
                  >
                    <LogoutIcon />
                    Cerrar sesión en todos los dispositivos
                  </NavDropdown.Item>
                )}
              </NavDropdown>
            </Nav>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
