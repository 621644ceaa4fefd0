// Toast notifications: a tiny store any code can push to; components/toaster.tsx shows them at the bottom.
import { NOTIFICATION_TIMEOUT_MS } from '../config/constants';

export type ToastKind = 'success' | 'danger' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** ms before the toast closes itself; 0 keeps it until closed. */
  timeoutMs: number;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

export function notify(
  message: string,
  kind: ToastKind = 'info',
  timeoutMs = NOTIFICATION_TIMEOUT_MS,
): number {
  const id = nextId++;
  emit([...toasts, { id, kind, message, timeoutMs }]);
  if (timeoutMs > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), timeoutMs),
    );
  return id;
}

export const notifySuccess = (message: string) => notify(message, 'success');
export const notifyError = (message: string) => notify(message, 'danger');

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
