import type { PageProps, PageView } from '../../core/domain/navigation';
import { readListingRouteData } from '../../contracts/listings';
import { renderListingPage } from './listing-page';

/** A brand's page (SpaBrandsData, routing-wallet §2.3 /brands/{brand}): the brand's goods. */
export function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  return renderListingPage(container, props, {
    heading: data.heading,
    fallbackHeading: 'brand',
    source: data.brandId ? { kind: 'brand', brandId: data.brandId } : null,
  });
}
