import { defineReactElement } from '../shared/define-element';
import { Header, type HeaderProps } from './header';
import css from './header.css?inline';
import ru from './i18n/ru.json';

export const HEADER_TAG = 'vt-header';

export function defineHeader(): CustomElementConstructor {
  return defineReactElement<HeaderProps>(HEADER_TAG, Header, {
    props: { path: 'string', layout: 'string', resultsUrl: 'string' },
    styles: [css],
    translations: ru,
  });
}
