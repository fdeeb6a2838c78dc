import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { INVALID_CREDENTIALS, PASSWORD_REQUIRED, USERNAME_REQUIRED } from '../../contract/messages';
import { toApiError } from '../../lib/api-error';
import { storeSession, takeReturnTo } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { paths } from '../../lib/paths';
import { FormError } from '../../components/form-error';
import { BrandIcon } from '../../components/brand-icons';
import { PRODUCT_NAME, useDocumentTitle } from '../../components/page/use-document-title';

export const LOGIN_FAILED = INVALID_CREDENTIALS;
export const CONNECTION_FAILED = 'Error de conexión con el servidor';

function loginErrorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.status === null) return CONNECTION_FAILED;
  return apiError.message ?? LOGIN_FAILED;
}

/**
 * The request code (axios) is not part of the first paint: it loads right after it, while the
 * user types, and a submit waits for it if it is still on its way.
 */
const loadLogin = () => import('./api/login');

type Errors = { username?: string; password?: string };

const fieldClass = (error: string | undefined) => (error ? 'form-control is-invalid' : 'form-control');

/**
 * A plain controlled form with a plain async handler on purpose: this is every user's first load,
 * and react-hook-form with zod (about 40 kB) or TanStack Query (about 10 kB) would weigh on it.
 */
export default function LoginPage() {
  const session = useSession();
  // Only a session that existed on arrival skips the form; signing in here navigates itself.
  const [signedInOnArrival] = useState(session.status === 'valid');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  useDocumentTitle('Iniciar Sesión');
  useEffect(() => {
    loadLogin().catch(() => undefined);
  }, []);

  if (signedInOnArrival) return <Navigate to={paths.home.to()} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      username: username.trim() ? undefined : USERNAME_REQUIRED,
      password: password ? undefined : PASSWORD_REQUIRED,
    };
    setErrors(next);
    if (next.username || next.password) return;
    const credentials = { username: username.trim(), password };
    setPending(true);
    setFailure(null);
    let token: string;
    try {
      const { login } = await loadLogin();
      ({ token } = await login(credentials));
    } catch (error) {
      setFailure(loginErrorText(error));
      setPending(false);
      return;
    }
    storeSession(token, credentials.username);
    navigate(takeReturnTo() ?? paths.home.to(), { replace: true });
  };

  return (
    // A fixed top offset rather than vertical centring, so the card does not jump when an error shows.
    <div className="login-page d-flex flex-column align-items-center">
      <p className="login-brand d-flex align-items-center gap-2 mb-4">
        <BrandIcon />
        <span>
          <span className="fw-semibold">{PRODUCT_NAME}</span> · Back office
        </span>
      </p>
      {/* Bootstrap's classes rather than react-bootstrap's components: they are not in the first load. */}
      <div className="card shadow-sm w-100" style={{ maxWidth: 420 }}>
        <div className="card-body p-4">
          <h1 className="h3 text-center mb-4">Iniciar Sesión</h1>
          <FormError message={failure} />
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <fieldset disabled={pending}>
              <div className="mb-3">
                <label className="form-label" htmlFor="login-username">
                  Usuario
                </label>
                <input
                  id="login-username"
                  name="username"
                  autoComplete="username"
                  autoFocus
                  placeholder="Ingrese su nombre de usuario"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                  className={fieldClass(errors.username)}
                />
                <div className="invalid-feedback">{errors.username}</div>
              </div>
              <div className="mb-4">
                <label className="form-label" htmlFor="login-password">
                  Contraseña
                </label>
                <input
                  id="login-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder="Ingrese su contraseña"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  className={fieldClass(errors.password)}
                />
                <div className="invalid-feedback">{errors.password}</div>
              </div>
              <button type="submit" className="btn btn-primary w-100">
                {pending ? (
                  <>
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    Cargando...
                  </>
                ) : (
                  'Ingresar'
                )}
              </button>
            </fieldset>
          </form>
        </div>
      </div>
    </div>
  );
}
