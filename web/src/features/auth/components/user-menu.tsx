// The signed-in user's menu in the navigation bar: their name opens Profile, Subscription, Settings and
// Log out. react-bootstrap's Dropdown does the keyboard work: Enter or Space opens it on the first item,
// the arrow keys move between items, Escape or Tab closes it (Escape gives focus back to the button), and
// a click elsewhere or a choice closes it. The items stay links and a button (no menu role), as the
// disclosure pattern of a site navigation expects.
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../hooks/use-session';
import { displayName } from '../model/capabilities';
import { logout } from '../session/session-manager';

const LINKS = [
  { to: paths.account.href('profile'), label: 'Profile' },
  { to: paths.account.href('subscription'), label: 'Subscription' },
  { to: paths.account.href('settings'), label: 'Settings' },
];

export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  return (
    <Dropdown align="end" focusFirstItemOnShow="keyboard">
      <Dropdown.Toggle variant="outline-secondary" size="sm" data-testid="user-menu-button">
        {displayName(session.user)}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LINKS.map((link) => (
          <Dropdown.Item key={link.to} as={Link} to={link.to} onClick={onNavigate}>
            {link.label}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          type="button"
          onClick={() => {
            onNavigate?.();
            logout('user');
          }}
        >
          Log out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
