export { loadServiceMap } from './load-service-map';
export { kitServiceMapUrl, prefetchServiceMap } from './service-map-prefetch';
export { hasService, serviceMapReady, serviceUrl } from './services';
