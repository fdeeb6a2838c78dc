import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { SessionUser } from '../lib/session';
import { navFor } from './routes';
import { logout } from './logout';
import { RoleBadge, UserAvatar } from '../components/user-avatar';
import { paths } from '../lib/paths';

export function AppNavbar({ user }: { user: SessionUser | null }) {
  const { pathname } = useLocation();
  const { primary, more } = navFor(user?.role, pathname);
  const displayName = [user?.nombre, user?.apellido].filter(Boolean).join(' ') || user?.username || '';

  return (
    <Navbar bg="dark" variant="dark" expand="md" className="mb-4 shadow-sm" as="header" role="banner">
      <Container fluid="xl">
        <Navbar.Brand as={Link} to={paths.home.to()}>
          Cobros
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" label="Mostrar navegación" />
        <Navbar.Collapse id="main-nav">
          <Nav as="nav" aria-label="Principal" className="me-auto">
            {primary.map((item) => (
              <Nav.Link key={item.to} as={NavLink} to={item.to}>
                {item.label}
              </Nav.Link>
            ))}
            {more.length > 0 && (
              <NavDropdown title="Más" id="nav-more">
                {more.map((item) => (
                  <NavDropdown.Item key={item.to} as={Link} to={item.to}>
                    {item.label}
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
                    <UserAvatar
                      role={user.role}
                      nombre={user.nombre}
                      apellido={user.apellido}
                      username={user.username}
                      size={28}
                    />
                    <span>{displayName}</span>
                    <RoleBadge role={user.role} />
                  </span>
                }
              >
                <NavDropdown.Item as={Link} to={paths.changePassword.to()}>
                  Cambiar Contraseña
                </NavDropdown.Item>
                <NavDropdown.Divider />
                <NavDropdown.Item as="button" onClick={logout}>
                  Cerrar Sesión
                </NavDropdown.Item>
              </NavDropdown>
            </Nav>
          )}
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
