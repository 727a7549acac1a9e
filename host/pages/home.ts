import type { PageProps, PageView } from '../../core/domain/navigation';
import { mergeRecent, readHomeData, refreshRecentViews, loadSimilarProducts } from '../../core/domain/catalog';
import { h } from '../dom';
import { startProductPopup } from '../product-popup';
import { hostText } from '../texts';
import { adoptShelfStyles, productShelf, SHELF_SIZE, type Shelf } from './shelf';

/**
 * The home page: the main banners, the route data's shelves, recommendations (like
 * the last product viewed) and recent views. The carousel renders its first picture itself; the
 * shelves are below the fold and load their cards on visibility.
 */
export function render(container: HTMLElement, props: PageProps): PageView {
  const title = hostText('home');
  adoptShelfStyles(document);
  startProductPopup(document); // shelf cards open the popup on desktop
  const data = readHomeData(props.data);
  const shelves: Shelf[] = [];
  const add = (shelf: Shelf) => {
    shelves.push(shelf);
    return shelf.element;
  };

  const recent = mergeRecent(refreshRecentViews(), data.recentNms, SHELF_SIZE);
  const recommendations = h('div', { class: 'home-recommendations' });
  const section = h(
    'section',
    { class: 'page page--home', 'data-route': props.route.name },
    h('h1', { id: 'page-title', class: 'vt-page-hidden', tabindex: '-1' }, title),
    h('vt-banner-carousel', { location: 'home-main' }),
    ...data.shelves.map((shelf) => add(productShelf(shelf.id, shelf.title, shelf.items.slice(0, SHELF_SIZE)))),
    recommendations,
    recent.length > 0
      ? add(
          productShelf(
            'recent',
            hostText('recentViews'),
            recent.map((nmId) => ({ nmId })),
          ),
        )
      : null,
  );
  container.append(section);

  const lastViewed = recent[0];
  if (lastViewed !== undefined) {
    void loadSimilarProducts(lastViewed).then((nms) => {
      if (!nms || props.signal.aborted || !section.isConnected) return;
      recommendations.append(
        add(
          productShelf(
            'recommended',
            hostText('recommended'),
            nms.slice(0, SHELF_SIZE).map((nmId) => ({ nmId })),
          ),
        ),
      );
    });
  }
  return {
    title,
    unmount: () => {
      shelves.forEach((shelf) => shelf.dispose());
      section.remove();
    },
  };
}
