// /earn: the publisher onboarding flow; each step is a child route.
import { NavLink, Outlet } from 'react-router';
import { Page } from '../../../components/page';
import { paths, type EarnStep } from '../../../config/paths';

const STEPS: { step: EarnStep; label: string }[] = [
  { step: 'start', label: 'How it works' },
  { step: 'register', label: 'Publisher account' },
  { step: 'connect', label: 'Payouts' },
  { step: 'publish', label: 'First spot' },
];

export function Component() {
  return (
    <Page title="Earn with your site" lead="Offer spots on your pages to sponsors, in four steps.">
      <nav aria-label="Earn steps" className="mb-4">
        <ol className="nav nav-pills gap-2 flex-wrap list-unstyled">
          {STEPS.map(({ step, label }, index) => (
            <li className="nav-item" key={step}>
              <NavLink className="nav-link border" to={paths.earn.href(step)}>
                {index + 1}. {label}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      <Outlet />
    </Page>
  );
}
