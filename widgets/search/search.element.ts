import { defineReactElement } from '../shared/define-element';
import { Search, type SearchProps } from './search';
import css from './search.css?inline';
import ru from './i18n/ru.json';

export const SEARCH_TAG = 'vt-search';

export function defineSearch(): CustomElementConstructor {
  return defineReactElement<SearchProps>(SEARCH_TAG, Search, {
    props: { resultsUrl: 'string', placeholder: 'string', seller: 'json', layout: 'string' },
    styles: [css],
    translations: ru,
  });
}
