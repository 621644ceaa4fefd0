import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { Page } from './page';

export function NotFound() {
  const location = useLocation();
  return (
    <Page
      title="Page not found"
      lead={
        <>
          There is no page at <code>{location.pathname}</code>.
        </>
      }
    >
      <p>The link may be old, or the address may have a typo.</p>
      <div className="d-flex gap-2">
        <Link className="btn btn-primary" to={paths.marketplace.href()}>
          Browse the marketplace
        </Link>
        <Link className="btn btn-outline-secondary" to={paths.start.href()}>
          Go to the home page
        </Link>
      </div>
    </Page>
  );
}
