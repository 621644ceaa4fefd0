// The marketplace's order: a select of the contract's sorts, applied on change (page 1).
import { SPOT_SORTS, SPOT_SORT_LABELS, type SpotSort } from '@sponsorspot/contract/search-rules';
import { useId } from 'react';

export function SpotSortSelect({ value, onChange }: { value: SpotSort; onChange: (sort: SpotSort) => void }) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label small mb-0 text-nowrap">
        Sort by
      </label>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value as SpotSort)}
      >
        {SPOT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SPOT_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
