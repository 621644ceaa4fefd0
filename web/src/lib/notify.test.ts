import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, notify, subscribeToasts } from './notify';

describe('notify', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const toast of getToasts()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it('closes a toast after 5000 ms by default', () => {
    notify('Saved', 'success');
    expect(getToasts().map((toast) => toast.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('closes on request and tells subscribers', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToasts(() => seen.push(getToasts().length));
    const id = notify('Hello', 'info', 0);
    dismissToast(id);
    unsubscribe();
    expect(seen).toEqual([1, 0]);
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(0);
  });
});
