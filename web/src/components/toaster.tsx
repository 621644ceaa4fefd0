// Shows lib/notify's toasts at the bottom of the screen (react-bootstrap's Toast); each closes itself after
// its time (lib/notify keeps the timers) or by its button.
import { useSyncExternalStore } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { NOTIFICATION_POSITION } from '../config/constants';
import { dismissToast, getToasts, subscribeToasts } from '../lib/notify';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastContainer position={NOTIFICATION_POSITION} containerPosition="fixed" className="p-3">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          className={`align-items-center border-0 text-bg-${toast.kind}`}
          onClose={() => dismissToast(toast.id)}
        >
          <div className="d-flex">
            <Toast.Body>{toast.message}</Toast.Body>
            <CloseButton
              className="me-2 m-auto"
              variant={toast.kind === 'warning' ? undefined : 'white'}
              aria-label="Close notification"
              onClick={() => dismissToast(toast.id)}
            />
          </div>
        </Toast>
      ))}
    </ToastContainer>
  );
}
