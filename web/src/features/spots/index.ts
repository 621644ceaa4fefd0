// The spots feature's public face: the rules other features show spots by.
export { displayLocationPath } from './model/location-path';
export { isSpotAvailable, isSpotLive, spotStateOf, type SpotState } from './model/spot-state';
