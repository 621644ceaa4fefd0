// /dashboard (logged-out group): for a signed-in user, their summary and the way into each side they have
// (publisher, sponsor) with real figures; for a visitor, the marketplace at a glance and the way in.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { Page } from '../../../components/page';
import { getAccessToken } from '../../../lib/auth-token';
import { useSession } from '../../auth';
import { availableSpotsQueryOptions } from '../../home';
import { userSummaryQueryOptions } from '../api/get-user-summary';
import { SignedInDashboard } from '../components/signed-in-dashboard';
import { VisitorDashboard } from '../components/visitor-dashboard';

// Route modules export their loader factory beside the screen (see app/route-types.ts).
// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    // Starts what the screen reads without holding the navigation; the screen shows its own loading and
    // failure.
    const started = getAccessToken()
      ? queryClient.ensureQueryData(userSummaryQueryOptions())
      : queryClient.ensureQueryData(availableSpotsQueryOptions());
    void started.catch(() => undefined);
    return null;
  };
}

export function Component() {
  const session = useSession();
  return (
    <Page
      title="Dashboard"
      lead={
        session.loggedIn
          ? 'Your spots and reservations at a glance, and the way into each.'
          : 'What is open in the marketplace right now, and the way in.'
      }
    >
      {session.loggedIn ? <SignedInDashboard /> : <VisitorDashboard />}
    </Page>
  );
}
