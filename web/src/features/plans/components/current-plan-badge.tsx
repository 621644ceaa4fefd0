import { PlanBadge } from '../../../components/plan-badge';
import { planOf } from '../../auth/model/claims';
import { useClaims } from '../../auth/model/use-session';

/** The signed-in user's plan, read from the Feature claim of the token. */
export function CurrentPlanBadge() {
  const claims = useClaims();
  return <PlanBadge plan={planOf(claims)} />;
}
