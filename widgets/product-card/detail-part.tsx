import dialogCss from '../shared/dialog/dialog.css?inline';
import { usePartStyles } from '../shared/use-part-styles';
import detailCss from './detail-view.css?inline';
import { DetailView, type DetailViewProps } from './detail-view';

export { useDetail } from './use-detail';

/** After the card's own sheet: detail-view.css comes after dialog.css and keeps the card's :host. */
const DETAIL_STYLES = [dialogCss, detailCss];

/** The full card's view with its styles, adopted before its first paint (never shown unstyled). */
export function DetailPartView({ root, ...props }: Omit<DetailViewProps, 'host'> & { root: ShadowRoot }) {
  usePartStyles(root, DETAIL_STYLES);
  return <DetailView {...props} host={root.host} />;
}
