import type { HostTexts } from './types';

const texts: HostTexts = {
  ui: {
    home: 'Главная', product: 'Товар', catalog: 'Каталог', search: 'Результаты поиска', brand: 'Бренд', 'brand-list': 'Бренды',
    seller: 'Продавец', promotions: 'Акции', favorites: 'Избранное', basket: 'Корзина', cabinet: 'Личный кабинет', wallet: 'Кошелёк', 'payment-fail': 'Оплата не прошла',
    services: 'Сервисная информация', subscription: 'Подписка', oauth: 'Вход через приложение', listing: 'Подборка товаров', info: 'Информация',
    order: 'Заказ', thankYou: 'Спасибо за заказ!', orderNumber: 'Номер заказа', orderItems: 'Товары в заказе', orderBroken: 'Не удалось загрузить сведения о заказе. Заказ можно найти в разделе «Доставки».', orderTotal: 'Итого', orderAddress: 'Адрес доставки', orderSlot: 'Время доставки', favoriteBrands: 'Любимые бренды', favoriteBrandsEmpty: 'Любимых брендов пока нет', favoriteSellers: 'Любимые продавцы', wlArrived: 'Снова в наличии',
    notFound: 'Страница не найдена', notFoundText: 'Такой страницы нет. Проверьте адрес или начните с главной.', toHome: 'На главную',
    serverError: 'Что-то пошло не так', serverErrorText: 'Страницу не удалось загрузить. Попробуйте ещё раз.', details: 'Подробности', retry: 'Обновить страницу',
    aboutCompany: 'О компании', toClient: 'Покупателям', legal: 'Правовые документы', servicesMenu: 'Разделы', loading: 'Загрузка…',
    phishingTitle: 'Внимание',
    recentViews: 'Вы смотрели', recommended: 'Рекомендуем вам',
  },
  serviceTitles: {
    'o-nas': 'О нас', rekvizity: 'Реквизиты', presservice: 'Пресс-служба', kontakty: 'Контакты', 'bug-bounty': 'Bug Bounty',
    'sotsialnye-seti': 'Социальные сети', 'voprosy-i-otvety': 'Вопросы и ответы', 'kak-sdelat-zakaz': 'Как сделать заказ',
    'sposoby-oplaty': 'Способы оплаты', 'besplatnaya-dostavka': 'Бесплатная доставка', 'vozvrat-tovara': 'Возврат товара',
    'vozvrat-denezhnyh-sredstv': 'Возврат денежных средств', 'pravila-prodazhi': 'Правила продажи',
    'pravila-polzovaniya-torgovoy-ploshchadkoy': 'Правила пользования торговой площадкой', 'kak-vernut-tovar-i-dengi': 'Как вернуть товар и деньги',
    'b2b-voprosy-i-otvety': 'Вопросы и ответы для бизнеса', 'account-linking-terms': 'Условия привязки аккаунтов',
    'politika-obrabotki-personalnyh-dannyh': 'Политика обработки персональных данных',
    'pravila-primeneniya-rekomendatelnyh-tehnologiy': 'Правила применения рекомендательных технологий',
    'politika-videonablyudeniya': 'Политика видеонаблюдения', 'politika-konfidentsialnosti': 'Политика конфиденциальности',
    'cookies-policy': 'Политика использования файлов cookie',
  },
};
export default texts;
