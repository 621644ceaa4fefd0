import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';

interface SpotSearchBoxProps {
  /** The search text in the URL. */
  value: string;
  /**
   * Push for the first pause of a new search and for Enter, `replace` for the pauses after it: one history
   * entry per search, never one per keystroke, and Back returns to the results before it.
   */
  onSearch: (text: string, options: { replace: boolean }) => void;
}

/** The marketplace search: follows typing after a short pause, and searches at once on Enter. */
export function SpotSearchBox({ value, onSearch }: SpotSearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The words this box last put in the URL (null once the URL says otherwise), and whether the search being
  // typed has its history entry already (its first pause pushed one). Refs: a pause and an Enter may both
  // fire before the URL's new words come back as `value`, and must not push the same words twice.
  const sent = useRef<string | null>(null);
  const typing = useRef(false);

  // The URL changed by other means (back button, "Clear search"): show what it says, unless the box already
  // holds the same words (don't eat a trailing space the user is about to follow with another word).
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }
  // Words typed after such a change are a new search, with an entry of their own.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = null;
    typing.current = false;
  }, [value]);

  useEffect(() => {
    const words = text.trim();
    if (words === value) return;
    const timer = setTimeout(() => {
      if (words === sent.current) return;
      sent.current = words;
      onSearch(words, { replace: typing.current });
      typing.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (words !== value && words !== sent.current) {
      sent.current = words;
      onSearch(words, { replace: typing.current });
    }
    // Enter ends the search: the next words typed start another.
    typing.current = false;
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
