import { defineReactElement } from '../shared/define-element';
import { SellerFollow, type SellerFollowProps } from './seller-follow';
import css from './seller-follow.css?inline';
import noticeCss from '../shared/unfollow-undo/bottom-notice.css?inline';
import ru from './i18n/ru.json';

export const SELLER_FOLLOW_TAG = 'vt-seller-follow';

export function defineSellerFollow(): CustomElementConstructor {
  return defineReactElement<SellerFollowProps>(SELLER_FOLLOW_TAG, SellerFollow, {
    props: { sellerId: 'number' },
    styles: [noticeCss, css],
    translations: ru,
  });
}
