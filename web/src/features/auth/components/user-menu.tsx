// The signed-in user's menu in the navigation bar: their name opens Profile, Subscription, Settings and
// Log out (a disclosure: a button and a list of links, closed by Escape, a click elsewhere or a choice).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CurrentPlanBadge } from '../../plans/components/current-plan-badge';
import { displayName } from '../model/capabilities';
import { useSession } from '../model/use-session';
import { logout } from '../session/session-manager';

const LINKS = [
  { to: paths.account.href('profile'), label: 'Profile' },
  { to: paths.account.href('subscription'), label: 'Subscription' },
  { to: paths.account.href('settings'), label: 'Settings' },
];

export function UserMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    <div className="dropdown d-flex align-items-center gap-2" ref={root}>
      <CurrentPlanBadge />
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        data-testid="user-menu-button"
      >
        {displayName(session.user)}
      </button>
      {/* data-bs-popper="static": Bootstrap's CSS places the menu under the button without its JS. */}
      <ul
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link className="dropdown-item" to={link.to} onClick={close}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              close();
              logout('user');
            }}
          >
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}
