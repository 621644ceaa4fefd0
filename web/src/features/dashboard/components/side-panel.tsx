// One side of a signed-in user (publisher or sponsor) on /dashboard: its name and standing, its figures,
// and the way in.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SideView } from '../model/sides';

const TITLE = { publisher: 'Publisher', sponsor: 'Sponsor' } as const;

export function SidePanel({ side, children }: { side: SideView; children?: ReactNode }) {
  const headingId = `dashboard-${side.kind}`;
  const [main, ...more] = side.links;
  return (
    <section className="card h-100" aria-labelledby={headingId}>
      <div className="card-body d-flex flex-column">
        <h2 id={headingId} className="h5 mb-1">
          {TITLE[side.kind]}
        </h2>
        {side.businessName ? <p className="text-body-secondary mb-2">{side.businessName}</p> : null}
        {side.note ? (
          <p className={side.state === 'disabled' ? 'text-danger-emphasis' : ''}>{side.note}</p>
        ) : null}
        {children}
        <div className="d-flex flex-wrap gap-2 mt-auto">
          {main ? (
            <Link className="btn btn-primary" to={main.to}>
              {main.label}
            </Link>
          ) : null}
          {more.map((link) => (
            <Link key={link.to} className="btn btn-outline-secondary" to={link.to}>
              {link.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
