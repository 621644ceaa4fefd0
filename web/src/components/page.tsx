import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  /** One or two sentences on what this screen is for. */
  lead?: ReactNode;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: its heading, what it is for, then its content. */
export function Page({ title, lead, actions, children }: PageProps) {
  return (
    <section aria-labelledby="page-title">
      <header className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-4">
        <div>
          <h1 id="page-title" className="h2 mb-1">
            {title}
          </h1>
          {lead ? <p className="lead fs-6 text-body-secondary mb-0">{lead}</p> : null}
        </div>
        {actions ? <div className="d-flex gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
