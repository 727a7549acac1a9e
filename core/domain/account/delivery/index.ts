export { officesAtom, loadOffices, fetchOffices, type OfficesState } from './offices';
export { deliveryAddressAtom, selectAddress, followDeliveryAddress, reloadDeliveryAddress, FALLBACK_CITY_BY_LOCALE, type FallbackCity } from './address';
export { createStoresLoader, createStoresService, storeOfOffice, storesDataAtom, storesService, STORES_REFRESH_MS, type StoresData } from './stores';
