import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';

interface SpotSearchBoxProps {
  /** The search text in the URL. */
  value: string;
  /** `replace` for typing (no history entry per keystroke), push for Enter. */
  onSearch: (text: string, options: { replace: boolean }) => void;
}

/** The marketplace search: follows typing after a short pause, and searches at once on Enter. */
export function SpotSearchBox({ value, onSearch }: SpotSearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  // The URL changed by other means (back button, "Clear search"): show what it says, unless the box already
  // holds the same words (don't eat a trailing space the user is about to follow with another word).
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim(), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim(), { replace: false });
  };

  return (
    <form role="search" className="mb-3" onSubmit={submit}>
      <label htmlFor={inputId} className="form-label fw-semibold">
        Search spots
      </label>
      <div className="input-group">
        <input
          id={inputId}
          type="search"
          className="form-control"
          placeholder="Name, publisher, location path or description"
          value={text}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
    </form>
  );
}
