import { useLayoutEffect } from 'react';
import { styleSheet } from '../shared/style-sheet';
import dialogCss from '../shared/dialog/dialog.css?inline';
import detailCss from './detail-view.css?inline';
import { DetailView, type DetailViewProps } from './detail-view';

export { useDetail } from './use-detail';

const detailSheets = [dialogCss, detailCss].map(styleSheet);

/** After the card's own sheet: detail-view.css comes after dialog.css and keeps the card's :host. */
function adoptDetailStyles(root: ShadowRoot): void {
  if (!root.adoptedStyleSheets.includes(detailSheets[1]!)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...detailSheets];
}

/** The full card's view with its styles, adopted before its first paint (never shown unstyled). */
export function DetailPartView({ root, ...props }: Omit<DetailViewProps, 'host'> & { root: ShadowRoot }) {
  useLayoutEffect(() => adoptDetailStyles(root), [root]);
  return <DetailView {...props} host={root.host} />;
}
