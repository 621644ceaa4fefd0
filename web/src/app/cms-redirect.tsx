// /cms leaves the app for the content site (nginx redirects there too when the address is opened directly).
import type { LoaderFunction } from 'react-router-dom';
import { getConfig } from '../config/load-config';
import { cmsTarget } from '../config/paths';

// Route modules export their loader factory beside the screen (see app/route-types.ts).
// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(): LoaderFunction {
  return ({ request }) => {
    window.location.assign(cmsTarget(getConfig().cmsUrl, new URL(request.url)));
    return null;
  };
}

export function Component() {
  return (
    <main id="main" className="container py-5">
      <p role="status">
        Opening the SponsorSpot content site… <a href={getConfig().cmsUrl}>Continue to the content site</a>.
      </p>
    </main>
  );
}
