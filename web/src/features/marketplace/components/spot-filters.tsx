// The marketplace's filters: monthly price range, availability, size and placement, each choice with how many
// spots it leaves (the answer's facets). Below 992 px they fold into a disclosure; from there they stand
// beside the results. A tick applies at once (focus stays on it); the price range applies on "Apply price".
import { MARKET_STATE_LABELS, type MarketState, placementLabel } from '@sponsorspot/contract/search-rules';
import { PRICE_LIMITS } from '@sponsorspot/contract/spot-product';
import type { SearchFacets } from '@sponsorspot/contract/sponsor';
import { useId, useState, type FormEvent } from 'react';
import { activeFilterCount, toggled, type MarketplaceFilters } from '../model/marketplace-query';
import { focusResult } from '../../../lib/focus';
import { nounFor } from '../../../lib/format';
import { priceHint } from '../model/price-hint';
import { dollars, sizeLabel } from '../model/spot-labels';

interface SpotFiltersProps {
  filters: MarketplaceFilters;
  /** The latest answer's facets (absent while the first answer loads). */
  facets: SearchFacets | undefined;
  /** The search's state and its answer's spot count, for the price hint. */
  search: { status: 'loading' } | { status: 'error' } | { status: 'ready'; totalCount: number };
  /** Applies new filters (page 1); `focusResults` moves the focus to the results once they are asked for. */
  onChange: (filters: MarketplaceFilters, options?: { focusResults?: boolean }) => void;
  onClear: () => void;
}

function ChoiceGroup<T extends string>({
  legend,
  choices,
  chosen,
  label,
  onToggle,
}: {
  legend: string;
  choices: { value: T; count: number }[];
  chosen: readonly T[];
  label: (value: T) => string;
  onToggle: (value: T, on: boolean) => void;
}) {
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <fieldset className="mb-3">
      <legend className="h6 mb-2">{legend}</legend>
      {choices.map(({ value, count }, index) => (
        <div className="form-check" key={value}>
          <input
            className="form-check-input"
            type="checkbox"
            id={`${id}-${index}`}
            checked={chosen.includes(value)}
            onChange={(event) => onToggle(value, event.target.checked)}
          />
          <label className="form-check-label d-flex justify-content-between gap-2" htmlFor={`${id}-${index}`}>
            <span>{label(value)}</span>
            <span className="text-body-secondary">
              <span className="visually-hidden">, </span>
              {count}
              <span className="visually-hidden"> {nounFor(count, 'spot')}</span>
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The price range's text fields, which apply together on "Apply price". */
function PriceRange({
  filters,
  facets,
  search,
  onChange,
}: Pick<SpotFiltersProps, 'filters' | 'facets' | 'search' | 'onChange'>) {
  const id = useId();
  const fromUrl = (value: number | null) => (value === null ? '' : String(value));
  const [min, setMin] = useState(fromUrl(filters.priceMin));
  const [max, setMax] = useState(fromUrl(filters.priceMax));
  const [shown, setShown] = useState({ min: filters.priceMin, max: filters.priceMax });
  const [problem, setProblem] = useState<string | null>(null);
  // The URL changed by other means (back button, "Clear filters"): show what it says.
  if (shown.min !== filters.priceMin || shown.max !== filters.priceMax) {
    setShown({ min: filters.priceMin, max: filters.priceMax });
    setMin(fromUrl(filters.priceMin));
    setMax(fromUrl(filters.priceMax));
    setProblem(null);
  }

  const read = (text: string): number | null | undefined => {
    if (text.trim() === '') return null;
    const value = Number(text);
    return /^\d+(\.\d{1,2})?$/.test(text.trim()) && value <= PRICE_LIMITS.max ? value : undefined;
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const priceMin = read(min);
    const priceMax = read(max);
    // Focus goes to the field in error (From when the two are the wrong way round); the message describes it.
    const refuse = (field: 'min' | 'max', message: string) => {
      setProblem(message);
      focusResult(document.getElementById(`${id}-${field}`));
    };
    if (priceMin === undefined || priceMax === undefined) {
      refuse(
        priceMin === undefined ? 'min' : 'max',
        `Enter prices in US dollars from $0 to ${dollars(PRICE_LIMITS.max)}, such as 25 or 25.50.`,
      );
      return;
    }
    if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
      refuse('min', 'The lowest price must not be above the highest.');
      return;
    }
    setProblem(null);
    onChange({ ...filters, priceMin, priceMax }, { focusResults: true });
  };
  const { hint, fromPlaceholder, toPlaceholder } = priceHint(
    search.status === 'ready' ? { ...search, price: facets?.price } : search,
  );
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const described = [hintId, problem ? problemId : null].filter(Boolean).join(' ');

  return (
    <form className="mb-3" onSubmit={apply} noValidate>
      <fieldset>
        <legend className="h6 mb-2">Monthly price (USD)</legend>
        <div className="row g-2">
          <div className="col-6">
            <label className="form-label small mb-1" htmlFor={`${id}-min`}>
              From $
            </label>
            <input
              id={`${id}-min`}
              className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
              inputMode="decimal"
              value={min}
              placeholder={fromPlaceholder}
              aria-describedby={described}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setMin(event.target.value)}
            />
          </div>
          <div className="col-6">
            <label className="form-label small mb-1" htmlFor={`${id}-max`}>
              To $
            </label>
            <input
              id={`${id}-max`}
              className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
              inputMode="decimal"
              value={max}
              placeholder={toPlaceholder}
              aria-describedby={described}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setMax(event.target.value)}
            />
          </div>
        </div>
        <p id={hintId} className="form-text small mb-1">
          {hint}
        </p>
        {problem ? (
          <p id={problemId} className="invalid-feedback d-block small mb-1">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn-outline-primary btn-sm">
          Apply price
        </button>
      </fieldset>
    </form>
  );
}

export function SpotFilters({ filters, facets, search, onChange, onClear }: SpotFiltersProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const toggle =
    <K extends 'sizes' | 'placements' | 'availability'>(key: K) =>
    (value: MarketplaceFilters[K][number], on: boolean) =>
      onChange({ ...filters, [key]: toggled(filters[key] as string[], value, on) });

  return (
    <section aria-labelledby={`${panelId}-heading`} className="spot-filters mb-3">
      <button
        type="button"
        className="btn btn-outline-secondary w-100 d-lg-none mb-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide filters' : 'Show filters'}
        {active > 0 ? ` (${active} on)` : ''}
      </button>
      <div id={panelId} className={`${open ? '' : 'd-none '}d-lg-block border rounded-3 p-3`}>
        <h2 id={`${panelId}-heading`} className="h5">
          Filters
        </h2>
        <PriceRange filters={filters} facets={facets} search={search} onChange={onChange} />
        <ChoiceGroup<MarketState>
          legend="Availability"
          choices={facets?.availability ?? []}
          chosen={filters.availability}
          label={(value) => MARKET_STATE_LABELS[value]}
          onToggle={toggle('availability')}
        />
        <ChoiceGroup
          legend="Size"
          choices={facets?.sizes ?? []}
          chosen={filters.sizes}
          label={sizeLabel}
          onToggle={toggle('sizes')}
        />
        <ChoiceGroup
          legend="Placement"
          choices={facets?.placements ?? []}
          chosen={filters.placements}
          label={placementLabel}
          onToggle={toggle('placements')}
        />
        {active > 0 ? (
          <button type="button" className="btn btn-link px-0" onClick={onClear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </section>
  );
}
