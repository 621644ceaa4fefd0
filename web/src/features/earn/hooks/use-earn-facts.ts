// What the flow knows about the user: signed in or not, and their publisher's status (publisher/profile).
import { useSession, useSponsorUser } from '../../auth';
import type { EarnFacts } from '../model/earn-progress';

export function useEarnFacts(): { facts: EarnFacts; loading: boolean; failed: boolean; retry: () => void } {
  const session = useSession();
  const sponsorUser = useSponsorUser();
  const loading = session.loggedIn && sponsorUser.isPending;
  return {
    facts: {
      signedIn: session.loggedIn,
      publisherStatus: sponsorUser.data?.publisher?.status ?? null,
    },
    loading,
    // getOrNull answers null on failure (docs/architecture.md "Errors").
    failed: session.loggedIn && !loading && !sponsorUser.data,
    retry: () => void sponsorUser.refetch(),
  };
}
