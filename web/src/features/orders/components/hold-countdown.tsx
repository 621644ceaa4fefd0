// A hold's countdown ("mm:ss", each second) as a timer, with a polite announcement only when the minute
// changes, so a screen reader hears "about 5 minutes left" once a minute instead of every second. When the
// hold runs out it calls onExpired (and again every few seconds while the server still reports the hold,
// e.g. when this device's clock runs ahead of the server's).
import { useEffect, useRef, useState } from 'react';
import { formatCountdown, minutesLeft, msLeft } from '../model/order';

const TICK_MS = 1000;
const RETRY_MS = 5000;

export function HoldCountdown({
  until,
  label,
  onExpired,
}: {
  /** When the hold ends (ISO time). */
  until: string;
  /** The words before the time, e.g. "Held for you for". */
  label: string;
  onExpired: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  }, [onExpired]);

  useEffect(() => {
    let lastCall = 0;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (msLeft(until, at) === 0 && at - lastCall >= RETRY_MS) {
        lastCall = at;
        expired.current();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [until]);

  const left = msLeft(until, now);
  const minutes = minutesLeft(left);
  return (
    <>
      <span role="timer" aria-atomic="true" data-testid="hold-countdown">
        {label} {formatCountdown(left)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {minutes > 0 ? `About ${minutes} minute${minutes === 1 ? '' : 's'} left.` : 'The hold has ended.'}
      </span>
    </>
  );
}
