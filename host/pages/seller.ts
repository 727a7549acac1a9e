import type { PageProps, PageView } from '../../core/domain/navigation';
import { readListingRouteData } from '../../contracts/listings';
import { renderListingPage } from './listing-page';
import { offerSellerToSearch } from '../search-in-seller';

/** A seller's page (SpaSellerCatalogData, /seller/{sellerId}; a non-numeric id is the router's 404, routing-wallet §5). */
export function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  if (data.sellerId && data.heading) offerSellerToSearch(container.ownerDocument, { id: data.sellerId, trademark: data.heading });
  return renderListingPage(container, props, {
    heading: data.heading,
    fallbackHeading: 'seller',
    source: data.sellerId ? { kind: 'seller', sellerId: data.sellerId } : null,
  });
}
