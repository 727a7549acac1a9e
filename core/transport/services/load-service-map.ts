import { setServiceMap } from './services';
import { parseServiceMap } from '../../../contracts/service-map';
import { SERVICE_MAP_FETCH, takePrefetchedServiceMap } from './service-map-prefetch';

/** Fetches and installs a services.json; a failure is logged clearly and leaves the map as it was. */
export async function loadServiceMap(url: string): Promise<boolean> {
  let absolute: string;
  try {
    absolute = new URL(url, document.baseURI).href;
  } catch {
    console.error(`[vitrina] service map URL "${url}" is not a valid URL`);
    return false;
  }
  try {
    const response = await (takePrefetchedServiceMap(absolute) ?? fetch(absolute, SERVICE_MAP_FETCH));
    if (!response.ok) throw new Error(`answered ${response.status}`);
    setServiceMap(parseServiceMap(await response.json(), absolute));
    return true;
  } catch (error) {
    console.error(`[vitrina] could not load the service map ${absolute}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
