import { defineReactElement } from '../shared/define-element';
import { AdultConfirmation, type AdultConfirmationProps } from './adult-confirmation';
import dialogCss from '../shared/dialog/dialog.css?inline';
import ru from './i18n/ru.json';

export const ADULT_CONFIRMATION_TAG = 'vt-adult-confirmation';

export function defineAdultConfirmation(): CustomElementConstructor {
  return defineReactElement<AdultConfirmationProps>(ADULT_CONFIRMATION_TAG, AdultConfirmation, {
    props: { subject: 'string' },
    styles: [dialogCss],
    translations: ru,
  });
}
