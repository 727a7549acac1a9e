import { defineReactElement } from '../shared/define-element';
import { Wallet, type WalletProps } from './wallet';
import css from './wallet.css?inline';
import ru from './i18n/ru.json';

export const WALLET_TAG = 'vt-wallet';

export function defineWallet(): CustomElementConstructor {
  return defineReactElement<WalletProps>(WALLET_TAG, Wallet, {
    props: { details: 'json', skipChecks: 'boolean' },
    styles: [css],
    translations: ru,
  });
}
