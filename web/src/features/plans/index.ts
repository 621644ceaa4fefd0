// The plans feature's public face: what other features may use (route modules are never exported).
export { useCatalogue } from './api/manifest';
export { CurrentPlanBadge } from './components/current-plan-badge';
export { formatPrice } from './model/catalogue';
