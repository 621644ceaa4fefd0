import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from '../lib/notify';

/** Shows lib/notify toasts at the bottom of the screen; each closes itself or by its button. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div
      className="toast-container position-fixed bottom-0 start-50 translate-middle-x p-3"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast show align-items-center border-0 text-bg-${toast.kind}`}
          role={toast.kind === 'danger' ? 'alert' : 'status'}
          aria-atomic="true"
        >
          <div className="d-flex">
            <div className="toast-body">{toast.message}</div>
            <button
              type="button"
              className={`btn-close me-2 m-auto ${toast.kind === 'warning' ? '' : 'btn-close-white'}`}
              aria-label="Close notification"
              onClick={() => dismissToast(toast.id)}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
