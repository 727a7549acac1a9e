import type { Rng } from './rng';
import { DATA_EPOCH_S } from './products';

export const NOTIFICATIONS_PER_USER = 30;
export type Notice = { uuid: string; user_id: number; dt: number; title: string; text: string; link: string; important: boolean; initiallyRead: boolean };

const TEMPLATES: readonly [string, string, string][] = [
  ['Заказ в пути', 'Ваш заказ передан в доставку', '/lk/myorders/delivery'],
  ['Заказ готов к выдаче', 'Заберите заказ в пункте выдачи в течение 12 дней', '/lk/myorders/delivery'],
  ['Скидки клуба', 'Новые клубные скидки уже доступны', '/promotions/klubnye-skidki'],
  ['Возврат средств', 'Деньги за возврат зачислены на баланс', '/lk/mywallet/purchases'],
  ['Товар снова в наличии', 'Товар из листа ожидания снова в продаже', '/lk/favorites'],
  ['Оцените покупку', 'Расскажите, как вам товар', '/lk/discussion/feedback'],
];

function uuidFrom(rng: Rng): string {
  const hex = () => rng.int(0, 0xffff).toString(16).padStart(4, '0');
  return `${hex()}${hex()}-${hex()}-4${hex().slice(1)}-a${hex().slice(1)}-${hex()}${hex()}${hex()}`;
}

export function generateNotifications(rng: Rng, userIds: readonly number[]): Notice[] {
  return userIds.flatMap((userId) =>
    Array.from({ length: NOTIFICATIONS_PER_USER }, (_, i) => {
      const [title, text, link] = rng.pick(TEMPLATES);
      return {
        uuid: uuidFrom(rng),
        user_id: userId,
        dt: DATA_EPOCH_S - i * 3 * 3600 - rng.int(0, 3000),
        title,
        text,
        link,
        important: rng.chance(0.1),
        initiallyRead: i >= 5,
      };
    }),
  );
}
