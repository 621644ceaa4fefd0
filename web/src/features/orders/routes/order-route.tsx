// /order/:id/:tab?: one reservation (a sponsor's order) — its spot, decal, payment and charts.
import { NavLink, useParams } from 'react-router';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';

const TABS = [
  {
    tab: undefined,
    label: 'Summary',
    text: 'The spot, its publisher, your decal and link, and the reservation status.',
  },
  {
    tab: 'performance',
    label: 'Performance',
    text: 'Views and clicks of your decal on this spot, day by day.',
  },
  {
    tab: 'billing',
    label: 'Billing',
    text: 'The subscription that pays for this reservation and its renewals.',
  },
] as const;

export function Component() {
  const { id = '', tab } = useParams();
  const current = TABS.find((item) => item.tab === tab) ?? TABS[0];
  return (
    <Page
      title={`Order #${id}`}
      lead="A reservation of a spot: what you placed on it, how it performs and how it is paid."
    >
      <ul className="nav nav-tabs mb-3">
        {TABS.map((item) => (
          <li className="nav-item" key={item.label}>
            <NavLink className="nav-link" to={paths.order.href(id, item.tab)} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <p>{current.text}</p>
    </Page>
  );
}
