import { Link } from 'react-router-dom';

export interface LinkCard {
  to: string;
  title: string;
  description: string;
}

/** Where a screen leads: a labelled list of cards, each a link with one line on what is there. */
export function LinkCards({ label, links }: { label: string; links: readonly LinkCard[] }) {
  return (
    <nav aria-label={label}>
      <ul className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3 list-unstyled mb-0">
        {links.map((link) => (
          <li key={link.to} className="col">
            <Link to={link.to} className="card h-100 text-decoration-none link-card">
              <span className="card-body">
                <span className="card-title h6 d-block text-body-emphasis">{link.title}</span>
                <span className="card-text small text-body-secondary d-block">{link.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
