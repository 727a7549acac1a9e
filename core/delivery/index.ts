export { reshapeOffices, reshapeAddress, toDeliveryAddress } from '../../contracts/delivery';
export { isDeliveryWay, DELIVERY_WAYS, type PickupOffice, type DeliveryAddress, type DeliveryWay } from '../../contracts/delivery';
export { officesAtom, loadOffices, fetchOffices, officesPath, type OfficesState } from './offices';
export {
  deliveryAddressAtom,
  selectAddress,
  followDeliveryAddress,
  reloadDeliveryAddress,
  FALLBACK_CITY_BY_LOCALE,
  ADDRESS_SELECT_PATH,
  type FallbackCity,
} from './address';
