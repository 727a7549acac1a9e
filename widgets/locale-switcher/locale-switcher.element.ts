import { defineReactElement } from '../shared/define-element';
import { LocaleSwitcher, type LocaleSwitcherProps } from './locale-switcher';
import css from './locale-switcher.css?inline';
import ru from './i18n/ru.json';

export const LOCALE_SWITCHER_TAG = 'vt-locale-switcher';

export function defineLocaleSwitcher(): CustomElementConstructor {
  return defineReactElement<LocaleSwitcherProps>(LOCALE_SWITCHER_TAG, LocaleSwitcher, {
    props: { languages: 'json', currencies: 'json' },
    styles: [css],
    translations: ru,
  });
}
