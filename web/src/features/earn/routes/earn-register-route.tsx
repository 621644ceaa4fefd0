import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        Create your publisher account
      </h2>
      <p>
        Publishing needs a SponsorSpot account with a publisher profile: the business name sponsors see on
        your spots. Log in, or create an account first.
      </p>
      <Link className="btn btn-primary" to={paths.earn.href('connect')}>
        Next: connect payouts
      </Link>
    </section>
  );
}
