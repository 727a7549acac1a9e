import { onDemand } from '../shared/on-demand';
import { useOnDemand } from '../shared/use-on-demand';
import type { CreativeLayerProps } from './creative-layer';
import { useLatest } from './use-latest';

/**
 * The creative layer's code (the iframe protocol of core/banners: creative frame, lifecycle,
 * messages, sandbox) is a part of its own, fetched when the first HTML5 or video creative starts,
 * which is after the first slide has painted (the creatives start in idle periods): an area of
 * picture banners never downloads it. The part imports nothing this element's chunk holds.
 */
const creativeLayer = onDemand(() => import('./creative-layer'));

/**
 * The creative's layer once its part is here; until then, or if it could not download, the slide
 * shows its picture (§8 "Iframe banner error: falls back to the image").
 */
export function CreativeLayerOnDemand({ banner, title, active, visible, ...callbacks }: CreativeLayerProps) {
  const latest = useLatest(callbacks);
  const { part } = useOnDemand(creativeLayer, true, '<vt-banner-carousel> could not load its creative layer: the banners show their pictures');
  return part ? <part.CreativeLayer banner={banner} title={title} active={active} visible={visible} latest={latest} /> : null;
}
