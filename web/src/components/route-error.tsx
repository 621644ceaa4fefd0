import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { errorMessage } from '../lib/errors';

/** The route error boundary: what broke, in words, and a way on. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error &&
        /dynamically imported module|Importing a module script failed/i.test(error.message)
      ? 'A part of the app could not be loaded; a new version may have been released. Reload the page.'
      : errorMessage(error);
  return (
    <main id="main" className="container py-5" tabIndex={-1}>
      <div className="alert alert-danger" role="alert">
        <h1 className="h4">Something went wrong</h1>
        <p className="mb-3">{message}</p>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-danger" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link className="btn btn-outline-danger" to={paths.marketplace.href()}>
            Go to the marketplace
          </Link>
        </div>
      </div>
    </main>
  );
}
