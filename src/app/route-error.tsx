import { Component, type ErrorInfo, type ReactNode } from 'react';

const CHUNK_FAILURE =
  /(dynamically imported module|Loading chunk|Tiempo de espera|Failed to fetch|Importing a module script failed)/i;

/**
 * Shown when a page's code fails to load (timeout, a chunk missing after a deploy) or a page
 * crashes. Plain Bootstrap classes: this is part of the first load.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunkFailed = CHUNK_FAILURE.test(error.message);
    return (
      <div className="alert alert-danger mt-4" role="alert">
        <h2 className="h5 alert-heading">
          {chunkFailed ? 'No se pudo cargar la página' : 'Ocurrió un error inesperado'}
        </h2>
        <p className="mb-3">
          {chunkFailed
            ? 'Verifica tu conexión o si hay una versión nueva de la aplicación, y vuelve a intentarlo.'
            : 'Vuelve a intentarlo. Si el problema continúa, contacta al administrador.'}
        </p>
        <button type="button" className="btn btn-danger" onClick={() => window.location.reload()}>
          Recargar
        </button>
      </div>
    );
  }
}
