import type { HostTexts } from './types';

const texts: HostTexts = {
  ui: {
    home: 'Home', product: 'Product', catalog: 'Catalog', search: 'Search results', brand: 'Brand', 'brand-list': 'Brands',
    seller: 'Seller', promotions: 'Promotions', favorites: 'Favourites', basket: 'Basket', cabinet: 'My account', wallet: 'Wallet', 'payment-fail': 'Payment failed',
    services: 'Service information', subscription: 'Subscription', oauth: 'Sign in with an app', listing: 'Product selection', info: 'Information',
    order: 'Order', thankYou: 'Thank you for your order!', orderNumber: 'Order number', orderItems: 'Items in the order', orderBroken: 'The order details could not be loaded. You can find the order under My deliveries.', orderTotal: 'Total', orderAddress: 'Delivery address', orderSlot: 'Delivery time', favoriteBrands: 'Favourite brands', favoriteBrandsEmpty: 'No favourite brands yet', favoriteSellers: 'Favourite sellers', wlArrived: 'Back in stock',
    notFound: 'Page not found', notFoundText: 'There is no such page. Check the address or start from the home page.', toHome: 'Go to the home page',
    serverError: 'Something went wrong', serverErrorText: 'The page could not be loaded. Please try again.', details: 'Details', retry: 'Reload the page',
    aboutCompany: 'About the company', toClient: 'For customers', legal: 'Legal documents', servicesMenu: 'Sections', loading: 'Loading…',
    phishingTitle: 'Warning',
    recentViews: 'You viewed', recommended: 'Recommended for you',
  },
  serviceTitles: {
    'o-nas': 'About us', rekvizity: 'Company details', presservice: 'Press office', kontakty: 'Contacts', 'bug-bounty': 'Bug Bounty',
    'sotsialnye-seti': 'Social media', 'voprosy-i-otvety': 'Questions and answers', 'kak-sdelat-zakaz': 'How to place an order',
    'sposoby-oplaty': 'Payment methods', 'besplatnaya-dostavka': 'Free delivery', 'vozvrat-tovara': 'Returning goods',
    'vozvrat-denezhnyh-sredstv': 'Refunds', 'pravila-prodazhi': 'Terms of sale',
    'pravila-polzovaniya-torgovoy-ploshchadkoy': 'Marketplace terms of use', 'kak-vernut-tovar-i-dengi': 'How to return goods and get your money back',
    'b2b-voprosy-i-otvety': 'Questions and answers for business', 'account-linking-terms': 'Account linking terms',
    'politika-obrabotki-personalnyh-dannyh': 'Personal data processing policy',
    'pravila-primeneniya-rekomendatelnyh-tehnologiy': 'Rules for the use of recommendation technologies',
    'politika-videonablyudeniya': 'Video surveillance policy', 'politika-konfidentsialnosti': 'Privacy policy',
    'cookies-policy': 'Cookie policy',
  },
};
export default texts;
