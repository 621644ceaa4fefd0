import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        Connect payouts
      </h2>
      <p>
        Sponsors pay by card through our payment provider. Connect a payout account so the money reaches you;
        your publisher profile becomes active once it is connected.
      </p>
      <Link className="btn btn-primary" to={paths.earn.href('publish')}>
        Next: publish your first spot
      </Link>
    </section>
  );
}
