import { Outlet } from 'react-router-dom';
import { Shell } from './shell';

/** The logged-out group: the shared frame around public screens. */
export function AuthLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
