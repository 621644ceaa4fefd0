// /start: the home page — what SponsorSpot is for each side, a live look at the open spots, and the two
// ways in (browse the marketplace, earn with your site).
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { availableSpotsQueryOptions } from '../api/available-spots';
import { AvailableSpotsPreview } from '../components/available-spots-preview';

// Route modules export their loader factory beside the screen (see app/route-types.ts).
// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    // Starts the count as the route matches without holding the navigation: the screen shows its
    // placeholders, and a failure itself with "Try again".
    void queryClient.ensureQueryData(availableSpotsQueryOptions()).catch(() => undefined);
    return null;
  };
}

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

      <div className="row g-4 mb-4">
        <section className="col-md-6" aria-labelledby="home-sponsors">
          <h2 id="home-sponsors" className="h5">
            For sponsors
          </h2>
          <p className="mb-2">
            Find a place on a site your audience already reads, see exactly where it sits on the page and what
            it costs a month, and reserve it. Upload your decal, agree to the terms and it goes live after a
            quick automatic check. Views and clicks are counted by rules you can read.
          </p>
          <Link to={paths.marketplace.href()}>Find a spot to sponsor</Link>
        </section>
        <section className="col-md-6" aria-labelledby="home-publishers">
          <h2 id="home-publishers" className="h5">
            For publishers
          </h2>
          <p className="mb-2">
            List the places on your pages where a sponsor may appear, connect a payout account and publish.
            One snippet of plain HTML, no JavaScript, shows the sponsor’s decal; you are paid for every month
            a spot is reserved.
          </p>
          <Link to={paths.earn.href('start')}>Offer spots on your site</Link>
        </section>
      </div>

      <section aria-labelledby="home-open-spots">
        <h2 id="home-open-spots" className="h5 mb-3">
          Open right now
        </h2>
        <AvailableSpotsPreview />
      </section>
    </section>
  );
}
