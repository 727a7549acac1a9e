import type { PageProps, PageView } from '../../core/domain/navigation';
import { readListingRouteData } from '../../contracts/listings';
import { brandLetterPath } from '../../core/domain/catalog';
import { brandLetterGroup } from '../../core/platform/format';
import { hostText } from '../texts';
import { renderListingPage } from './listing-page';

/**
 * A brand's page (SpaBrandsData, routing-wallet §2.3 /brands/{brand}): the brand's goods, and a
 * way to the other brands of its letter group (§9 "letter group Cyrillic, Latin letter or 123").
 */
export function render(container: HTMLElement, props: PageProps): Promise<PageView> {
  const data = readListingRouteData(props.data);
  const group = data.heading ? brandLetterGroup(data.heading) : null;
  return renderListingPage(container, props, {
    heading: data.heading,
    fallbackHeading: 'brand',
    source: data.brandId ? { kind: 'brand', brandId: data.brandId } : null,
    links: group ? [{ href: brandLetterPath(group), text: hostText('allBrandsOnLetter', { letter: group }) }] : [],
  });
}
