export { loadServiceMap } from './load-service-map';
export { kitServiceMapUrl, namedServiceMapUrl, prefetchServiceMap } from './service-map-prefetch';
export { countryHosts, hasService, serviceMapReady, serviceUrl } from './services';
