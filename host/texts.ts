import { languageAtom } from '../core/config/atoms';
import { getStore } from '../core/store';
import type { PageKey } from '../core/routes/table';

type HostText = Record<PageKey | 'notFound' | 'notFoundText' | 'toHome' | 'serverError' | 'serverErrorText' | 'details' | 'retry'
  | 'aboutCompany' | 'toClient' | 'legal' | 'servicesMenu' | 'loading', string>;

/** The host page's own words (headings, error pages); ru is the default, en the second language. */
const RU: HostText = {
  home: 'Главная', product: 'Товар', catalog: 'Каталог', search: 'Результаты поиска', brand: 'Бренд', 'brand-list': 'Бренды',
  seller: 'Продавец', promotions: 'Акции', favorites: 'Избранное', basket: 'Корзина', cabinet: 'Личный кабинет', wallet: 'Кошелёк',
  services: 'Сервисная информация', subscription: 'Подписка', oauth: 'Вход через приложение', listing: 'Подборка товаров', info: 'Информация',
  notFound: 'Страница не найдена', notFoundText: 'Такой страницы нет. Проверьте адрес или начните с главной.', toHome: 'На главную',
  serverError: 'Что-то пошло не так', serverErrorText: 'Страницу не удалось загрузить. Попробуйте ещё раз.', details: 'Подробности', retry: 'Обновить страницу',
  aboutCompany: 'О компании', toClient: 'Покупателям', legal: 'Правовые документы', servicesMenu: 'Разделы', loading: 'Загрузка…',
};

const EN: HostText = {
  home: 'Home', product: 'Product', catalog: 'Catalog', search: 'Search results', brand: 'Brand', 'brand-list': 'Brands',
  seller: 'Seller', promotions: 'Promotions', favorites: 'Favourites', basket: 'Basket', cabinet: 'My account', wallet: 'Wallet',
  services: 'Service information', subscription: 'Subscription', oauth: 'Sign in with an app', listing: 'Product selection', info: 'Information',
  notFound: 'Page not found', notFoundText: 'There is no such page. Check the address or start from the home page.', toHome: 'Go to the home page',
  serverError: 'Something went wrong', serverErrorText: 'The page could not be loaded. Please try again.', details: 'Details', retry: 'Reload the page',
  aboutCompany: 'About the company', toClient: 'For customers', legal: 'Legal documents', servicesMenu: 'Sections', loading: 'Loading…',
};

export type HostTextKey = keyof HostText;

export function hostText(key: HostTextKey): string {
  return (getStore().get(languageAtom) === 'en' ? EN : RU)[key];
}
