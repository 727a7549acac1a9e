import type { Rng } from './rng';
import { DATA_EPOCH_S } from './products';
import type { Names } from './subjects';

export const NOTIFICATIONS_PER_USER = 30;
export type Notice = { uuid: string; user_id: number; dt: number; title: Names; text: Names; link: string; important: boolean; initiallyRead: boolean };

/** Each notice in every shop language (the bell answers in the one the client asks for). */
const TEMPLATES: readonly [Names, Names, string][] = [
  [
    { ru: 'Заказ в пути', en: 'Your order is on its way', kk: 'Тапсырыс жолда', ky: 'Буйрутма жолдо', uz: 'Buyurtma yoʻlda', ka: 'შეკვეთა გზაშია' },
    {
      ru: 'Ваш заказ передан в доставку',
      en: 'Your order has been handed over for delivery',
      kk: 'Тапсырысыңыз жеткізуге берілді',
      ky: 'Буйрутмаңыз жеткирүүгө өткөрүлдү',
      uz: 'Buyurtmangiz yetkazib berishga topshirildi',
      ka: 'თქვენი შეკვეთა გადაეცა მიწოდების სამსახურს',
    },
    '/lk/myorders/delivery',
  ],
  [
    {
      ru: 'Заказ готов к выдаче',
      en: 'Your order is ready for pickup',
      kk: 'Тапсырыс беруге дайын',
      ky: 'Буйрутма берүүгө даяр',
      uz: 'Buyurtma topshirishga tayyor',
      ka: 'შეკვეთა მზადაა გასაცემად',
    },
    {
      ru: 'Заберите заказ в пункте выдачи в течение 12 дней',
      en: 'Collect your order at the pickup point within 12 days',
      kk: 'Тапсырысты 12 күн ішінде беру пунктінен алыңыз',
      ky: 'Буйрутманы 12 күндүн ичинде берүү пунктунан алыңыз',
      uz: 'Buyurtmani 12 kun ichida topshirish punktidan oling',
      ka: 'აიღეთ შეკვეთა გაცემის პუნქტიდან 12 დღის განმავლობაში',
    },
    '/lk/myorders/delivery',
  ],
  [
    { ru: 'Скидки клуба', en: 'Club discounts', kk: 'Клуб жеңілдіктері', ky: 'Клубдун арзандатуулары', uz: 'Klub chegirmalari', ka: 'კლუბის ფასდაკლებები' },
    {
      ru: 'Новые клубные скидки уже доступны',
      en: 'New club discounts are available now',
      kk: 'Жаңа клуб жеңілдіктері қолжетімді',
      ky: 'Жаңы клубдук арзандатуулар жеткиликтүү',
      uz: 'Yangi klub chegirmalari allaqachon mavjud',
      ka: 'ახალი კლუბური ფასდაკლებები უკვე ხელმისაწვდომია',
    },
    '/promotions/klubnye-skidki',
  ],
  [
    { ru: 'Возврат средств', en: 'Refund', kk: 'Қаражатты қайтару', ky: 'Акчаны кайтаруу', uz: 'Mablagʻni qaytarish', ka: 'თანხის დაბრუნება' },
    {
      ru: 'Деньги за возврат зачислены на баланс',
      en: 'The money for your return has been credited to your balance',
      kk: 'Қайтарылған тауардың ақшасы балансқа түсті',
      ky: 'Кайтарылган товардын акчасы баланска түштү',
      uz: 'Qaytarilgan mahsulot puli balansga oʻtkazildi',
      ka: 'დაბრუნებული ნივთის თანხა ჩაირიცხა ბალანსზე',
    },
    '/lk/mywallet/purchases',
  ],
  [
    {
      ru: 'Товар снова в наличии',
      en: 'Back in stock',
      kk: 'Тауар қайта сатылымда',
      ky: 'Товар кайра сатыкта',
      uz: 'Mahsulot yana sotuvda',
      ka: 'ნივთი კვლავ მარაგშია',
    },
    {
      ru: 'Товар из листа ожидания снова в продаже',
      en: 'An item on your waiting list is on sale again',
      kk: 'Күту тізіміндегі тауар қайта сатылымда',
      ky: 'Күтүү тизмесиндеги товар кайра сатыкта',
      uz: 'Kutish roʻyxatidagi mahsulot yana sotuvda',
      ka: 'მოლოდინის სიიდან ნივთი კვლავ იყიდება',
    },
    '/lk/favorites',
  ],
  [
    {
      ru: 'Оцените покупку',
      en: 'Rate your purchase',
      kk: 'Сатып алуды бағалаңыз',
      ky: 'Сатып алууну баалаңыз',
      uz: 'Xaridni baholang',
      ka: 'შეაფასეთ შენაძენი',
    },
    {
      ru: 'Расскажите, как вам товар',
      en: 'Tell us how you like the item',
      kk: 'Тауар ұнады ма, айтып беріңіз',
      ky: 'Товар жактыбы, айтып бериңиз',
      uz: 'Mahsulot sizga yoqdimi, aytib bering',
      ka: 'გვითხარით, როგორ მოგეწონათ ნივთი',
    },
    '/lk/discussion/feedback',
  ],
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
