// /dashboard for a visitor: the marketplace at a glance (how many spots are open now, the first few) and
// the ways in.
import { LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';
import { AvailableSpotsPreview } from '../../home';

export function VisitorDashboard() {
  return (
    <>
      <section aria-labelledby="dashboard-open-spots" className="mb-4">
        <h2 id="dashboard-open-spots" className="h5 mb-3">
          The marketplace at a glance
        </h2>
        <AvailableSpotsPreview />
      </section>
      <section aria-labelledby="dashboard-way-in">
        <h2 id="dashboard-way-in" className="h5 mb-3">
          Your dashboard
        </h2>
        <p>
          Log in to see your spots and reservations here, with their views, clicks and click-through rate.
        </p>
        <LinkCards
          label="Ways in"
          links={[
            {
              to: paths.login.href(paths.dashboard.href()),
              title: 'Log in',
              description: 'Back to your spots, reservations and their figures.',
            },
            {
              to: paths.register.href(paths.dashboard.href()),
              title: 'Create an account',
              description: 'Free: sponsor spots, or list your own.',
            },
            {
              to: paths.earn.href(),
              title: 'Earn with your site',
              description: 'Offer spots on your pages and be paid for every month one is reserved.',
            },
          ]}
        />
      </section>
    </>
  );
}
