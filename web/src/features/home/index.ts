// The home feature's public face: the live look at the open spots, which /dashboard shows visitors too
// (route modules are not exported: the route table loads them lazily).
export { availableSpotsQueryOptions } from './api/available-spots';
export { AvailableSpotsPreview } from './components/available-spots-preview';
