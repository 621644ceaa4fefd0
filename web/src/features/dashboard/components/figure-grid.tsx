// A row of figures (label, value, and a line under it), each with its own loading and failure, so one slow
// or failed request does not hide the others.
export interface Figure {
  /** Names the figure for tests (data-testid figure-<key>). */
  key: string;
  label: string;
  /** undefined while loading; null when it could not be loaded. */
  value: string | null | undefined;
  detail?: string | null;
}

export function FigureGrid({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <dl className="row row-cols-2 row-cols-sm-3 g-3 mb-3" aria-label={label}>
      {figures.map((figure) => (
        <div className="col" key={figure.key} data-testid={`figure-${figure.key}`}>
          <dt className="small fw-normal text-body-secondary">{figure.label}</dt>
          <dd className="mb-0">
            {figure.value === undefined ? (
              <span className="placeholder-glow" role="status">
                <span className="placeholder col-6" aria-hidden="true" />
                <span className="visually-hidden">Loading</span>
              </span>
            ) : figure.value === null ? (
              <span className="small text-body-secondary">Could not be loaded</span>
            ) : (
              <>
                <span className="fs-4 fw-semibold d-block" data-testid="figure-value">
                  {figure.value}
                </span>
                {figure.detail ? <span className="small text-body-secondary">{figure.detail}</span> : null}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
