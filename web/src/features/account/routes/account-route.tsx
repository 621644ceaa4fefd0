// /account: profile, subscription and settings, each a child route.
import { NavLink, Outlet } from 'react-router-dom';
import { Page } from '../../../components/page';
import { paths, type AccountSection } from '../../../config/paths';

const SECTIONS: { section: AccountSection; label: string }[] = [
  { section: 'profile', label: 'Profile' },
  { section: 'subscription', label: 'Subscription' },
  { section: 'settings', label: 'Settings' },
];

export function Component() {
  return (
    <Page
      title="Account"
      lead="Who you are on SponsorSpot, what you pay for, and how the app behaves for you."
    >
      <ul className="nav nav-tabs mb-3">
        {SECTIONS.map(({ section, label }) => (
          <li className="nav-item" key={section}>
            <NavLink className="nav-link" to={paths.account.href(section)}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Outlet />
    </Page>
  );
}
