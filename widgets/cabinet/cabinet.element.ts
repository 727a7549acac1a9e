import { defineReactElement } from '../shared/define-element';
import { Cabinet, type CabinetProps } from './cabinet';
import css from './cabinet.css?inline';
import ru from './i18n/ru.json';

export const CABINET_TAG = 'vt-cabinet';

export function defineCabinet(): CustomElementConstructor {
  return defineReactElement<CabinetProps>(CABINET_TAG, Cabinet, {
    props: { path: 'string', routeName: 'string', hiddenItems: 'json', section: 'string', data: 'json' },
    styles: [css],
    translations: ru,
  });
}
