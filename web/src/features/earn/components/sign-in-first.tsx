import { Link } from 'react-router-dom';
import { paths, type EarnStep } from '../../../config/paths';

/** For a visitor on a step that needs an account: create one or log in, then come back to `step`. */
export function SignInFirst({ step, what }: { step: EarnStep; what: string }) {
  const back = paths.earn.href(step);
  return (
    <div className="rounded-3 border bg-body-tertiary p-4">
      <p>{what} needs a SponsorSpot account. Create one or log in, and you come straight back here.</p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.register.href(back)}>
          Create an account
        </Link>
        <Link className="btn btn-outline-primary" to={paths.login.href(back)}>
          Log in
        </Link>
      </div>
    </div>
  );
}
