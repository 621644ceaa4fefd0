// /earn/register: an account comes first. A signed-in user skips this step; a visitor registers (or logs
// in) on the auth screens, which bring them back to the connect step.
import { Link, Navigate } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { useEarnFacts } from '../hooks/use-earn-facts';
import { skipTarget } from '../model/earn-progress';

export function Component() {
  const { facts, loading } = useEarnFacts();
  if (loading) {
    return <LoadingLine>Checking your account…</LoadingLine>;
  }
  const skip = skipTarget('register', facts);
  if (skip) return <Navigate to={paths.earn.href(skip)} replace />;
  const back = paths.earn.href('connect');
  return (
    <section aria-labelledby="earn-step-title">
      <h2 id="earn-step-title" className="h4">
        Create your account
      </h2>
      <p>
        One SponsorSpot account lets you list spots on your site, sponsor spots on others’, or both. Create
        one with your email (we send a code to verify it), then log in: you come back here to connect payouts.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={paths.register.href(back)}>
          Create an account
        </Link>
        <Link className="btn btn-outline-primary" to={paths.login.href(back)}>
          I have an account: log in
        </Link>
      </div>
    </section>
  );
}
