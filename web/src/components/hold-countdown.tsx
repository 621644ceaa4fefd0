// A hold's one sentence with its time left in words ("Held for your checkout: 18 min left.",
// contract/reservation-rules.ts heldSentence), read again each second so it follows the clock. The words
// change once a minute at most, so where `announce` is set a screen reader hears each change politely. When
// the hold runs out it calls onExpired (and again every few seconds while the server still reports the
// hold, e.g. when this device's clock runs ahead of the server's).
import { heldSentence, holdMsLeft, type HoldHolder } from '@sponsorspot/contract/reservation-rules';
import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;
const RETRY_MS = 5000;

export function HoldCountdown({
  until,
  holder,
  announce = false,
  onExpired,
}: {
  /** When the hold ends (ISO time). */
  until: string;
  holder: HoldHolder;
  /** Whether a screen reader hears the time left change (one countdown on a page, not every card's). */
  announce?: boolean;
  onExpired?: () => void;
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
      if (holdMsLeft(until, at) === 0 && at - lastCall >= RETRY_MS) {
        lastCall = at;
        expired.current?.();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [until]);

  return (
    <span
      role="timer"
      aria-live={announce ? 'polite' : 'off'}
      aria-atomic="true"
      data-testid="hold-countdown"
    >
      {heldSentence(holder, holdMsLeft(until, now))}
    </span>
  );
}
