// /earn: the publisher onboarding flow, start → register → connect → publish, each step a child route
// under the step indicator, which marks the step on screen and the ones already behind the user.
import { Outlet, useLocation } from 'react-router-dom';
import { Page } from '../../../components/page';
import { EarnSteps } from '../components/earn-steps';
import { useEarnFacts } from '../hooks/use-earn-facts';
import { stepOfPath, stepsDone } from '../model/earn-progress';

export function Component() {
  const { pathname } = useLocation();
  const { facts } = useEarnFacts();
  return (
    <Page title="Earn with your site" lead="Offer spots on your pages to sponsors, in four steps.">
      <EarnSteps current={stepOfPath(pathname)} done={stepsDone(facts)} />
      <Outlet />
    </Page>
  );
}
