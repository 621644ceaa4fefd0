import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        How earning works
      </h2>
      <p>
        Choose where on your pages a sponsor may appear and list each place as a spot. Sponsors reserve open
        spots and place a decal (an image and a link) that is checked before it shows. You earn for every
        month a spot is reserved.
      </p>
      <Link className="btn btn-primary" to={paths.earn.href('register')}>
        Next: your publisher account
      </Link>
    </section>
  );
}
