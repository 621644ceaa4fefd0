// The publisher feature's public face: what other features may use (the /earn publish step reuses the spot
// form and its requests). Route modules are not exported: the route table loads them lazily.
export { useCreateSpot, type CreateSpotInput } from './api/create-spot';
export { useUpdateSpot, type UpdateSpotInput } from './api/update-spot';
export { SpotForm, type SpotFormProps } from './components/spot-form';
export type { SpotFields } from './model/spot-form';
export { SpotEmbed } from './components/spot-embed';
export { publisherSpotsQueryOptions, usePublisherSpots } from './api/list-publisher-spots';
export { liveSpotCountOf, type LiveSpotCount } from './model/live-count';
