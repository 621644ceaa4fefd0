// The spots feature's public face: the rules other features show spots by.
export { bookedFromLabel, bookedWords, bookingWords, flightDay } from './model/bookings';
export { displayLocationPath } from './model/location-path';
export { recentViewsLabel, sizeLabel } from './model/spot-facts';
export {
  SPOT_AVAILABILITY_LABEL,
  isSpotAvailable,
  isSpotLive,
  spotAvailabilityOf,
  spotStateOf,
  type SpotAvailability,
  type SpotState,
} from './model/spot-state';
