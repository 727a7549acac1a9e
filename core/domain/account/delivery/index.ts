export { reshapeOffices, reshapeAddress, toDeliveryAddress } from '../../../../contracts/delivery';
export { isDeliveryWay, DELIVERY_WAYS, type PickupOffice, type DeliveryAddress, type DeliveryWay } from '../../../../contracts/delivery';
export { officesAtom, loadOffices, fetchOffices, type OfficesState } from './offices';
export { officesPath } from '../../../../contracts/delivery';
export { deliveryAddressAtom, selectAddress, followDeliveryAddress, reloadDeliveryAddress, FALLBACK_CITY_BY_LOCALE, type FallbackCity } from './address';
export { ADDRESS_SELECT_PATH } from '../../../../contracts/delivery';
