// What the navigation bar adds for a signed-in user: the workspace links (Publisher with its review count,
// Sponsor, Account), the plan badge and the user menu. A visitor's first paint shows none of it, so the
// shell (shell.tsx) loads this module, with the user menu's dropdown code, once a session exists.
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSponsorUser } from '../../features/auth/api/sponsor-user';
import { UserMenu } from '../../features/auth/components/user-menu';
import { workspacesOf } from '../../features/auth/model/capabilities';
import { CurrentPlanBadge } from '../../features/plans';
import { ReviewCountBadge } from '../../features/publisher/components/review-count-badge';

/** The links only a signed-in user may follow: Publisher and Sponsor follow the sponsor-side user. */
export function SignedInNavItems({ onNavigate }: { onNavigate: () => void }) {
  const sponsorUser = useSponsorUser();
  const { isPublisher, isSponsor } = workspacesOf(sponsorUser.data);
  const items = [
    ...(isPublisher ? [{ to: paths.publisher.href(), label: 'Publisher', badge: <ReviewCountBadge /> }] : []),
    ...(isSponsor ? [{ to: paths.sponsor.href(), label: 'Sponsor', badge: null }] : []),
    { to: paths.account.href(), label: 'Account', badge: null },
  ];
  return items.map((item) => (
    <li className="nav-item" key={item.to}>
      <NavLink className="nav-link" to={item.to} onClick={onNavigate}>
        {item.label}
        {item.badge}
      </NavLink>
    </li>
  ));
}

/** The plan badge and the user menu, at the end of the bar. */
export function SignedInTools({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <CurrentPlanBadge />
      <UserMenu onNavigate={onNavigate} />
    </>
  );
}
