// The time now, renewed every `everyMs`, for the screens that count down to a deadline (a hold, a grace
// period, the automatic approval of a decal).
import { useEffect, useState } from 'react';

export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
