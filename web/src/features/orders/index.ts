// The orders feature's public face: what other features may use (route modules are never exported).
export { CONTENT_STATE_LABEL, contentStateOf, type ContentState } from './model/order';
export { useUnreserve } from './api/reserve';
