import { PlanBadge } from '../../../components/plan-badge';
import { useSession } from '../../auth';

/** The signed-in user's plan, read from the Feature claim of the token. */
export function CurrentPlanBadge() {
  return <PlanBadge plan={useSession().plan} />;
}
