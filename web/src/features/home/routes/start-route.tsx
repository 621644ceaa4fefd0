// /start: the home page — what SponsorSpot is and where to begin.
import { Link } from 'react-router';
import { LinkCards } from '../../../components/link-cards';
import { paths } from '../../../config/paths';

export function Component() {
  return (
    <section aria-labelledby="page-title">
      <div className="p-4 p-md-5 mb-4 rounded-3 bg-body-tertiary border">
        <h1 id="page-title" className="display-6 fw-semibold">
          Sponsorship, one spot at a time
        </h1>
        <p className="lead col-lg-8">
          Publishers offer advertising spots on their sites. Sponsors reserve a spot and place a decal on it:
          an image and a link, checked before it goes live.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-primary btn-lg" to={paths.marketplace.href()}>
            Browse the marketplace
          </Link>
          <Link className="btn btn-outline-secondary btn-lg" to={paths.earn.href()}>
            Earn with your site
          </Link>
        </div>
      </div>
      <h2 className="h5 mb-3">Where to go next</h2>
      <LinkCards
        label="Start here"
        links={[
          {
            to: paths.marketplace.href(),
            title: 'Find a spot to sponsor',
            description: 'Search spots by name, publisher or place on the page, and see which are open.',
          },
          {
            to: paths.earn.href('start'),
            title: 'Offer spots on your site',
            description: 'Create a publisher account, connect payouts and publish your first spot.',
          },
          {
            to: paths.register.href(),
            title: 'Create an account',
            description:
              'One account for publishing, sponsoring, or both. Start free; upgrade when you need more.',
          },
        ]}
      />
    </section>
  );
}
