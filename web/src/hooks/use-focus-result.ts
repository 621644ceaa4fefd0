// The one way a screen moves focus to the result of an action (lib/focus.ts says why):
// `const [resultRef, focusResult] = useFocusResult()`; give the result's element `resultRef` as its ref, call
// `focusResult()` when the action is done, and focus lands on the element once it is on
// screen — at once when it is, or when it mounts (a reservation's outcome replaces the form it came from).
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { focusResult as moveFocus } from '../lib/focus';

export function useFocusResult<T extends HTMLElement = HTMLElement>(): [
  resultRef: RefCallback<T>,
  focusResult: () => void,
] {
  const node = useRef<T | null>(null);
  const pending = useRef(false);
  const [request, setRequest] = useState(0);
  const land = useCallback(() => {
    if (pending.current && moveFocus(node.current)) pending.current = false;
  }, []);
  const resultRef = useCallback<RefCallback<T>>(
    (element) => {
      node.current = element;
      land();
    },
    [land],
  );
  // A request made while the element shows the action's earlier state lands once the new state is drawn.
  useEffect(land, [request, land]);
  const focusResult = useCallback(() => {
    pending.current = true;
    setRequest((count) => count + 1);
  }, []);
  return [resultRef, focusResult];
}
