import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        Publish your first spot
      </h2>
      <p>
        Give the spot a name, the page it sits on (a sample URL) and its location path, such as /BLOG/SIDEBAR.
        Once published it appears in the marketplace as available.
      </p>
      <Link className="btn btn-primary" to={paths.publisherSpots.href()}>
        Go to your spots
      </Link>
    </section>
  );
}
