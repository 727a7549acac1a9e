import type { HostTexts } from './types';

const texts: HostTexts = {
  ui: {
    home: 'Башкы бет', product: 'Товар', catalog: 'Каталог', search: 'Издөө натыйжалары', brand: 'Бренд', 'brand-list': 'Бренддер',
    seller: 'Сатуучу', promotions: 'Акциялар', favorites: 'Тандалмалар', basket: 'Себет', cabinet: 'Жеке кабинет', wallet: 'Капчык', 'payment-fail': 'Төлөм өткөн жок',
    services: 'Кызматтык маалымат', subscription: 'Жазылуу', oauth: 'Тиркеме аркылуу кирүү', listing: 'Товарлар топтому', info: 'Маалымат',
    order: 'Буйрутма', thankYou: 'Буйрутмаңыз үчүн рахмат!', orderNumber: 'Буйрутманын номери', orderItems: 'Буйрутмадагы товарлар', orderBroken: 'Буйрутманын маалыматтарын жүктөө мүмкүн болгон жок. Буйрутманы «Жеткирүүлөр» бөлүмүнөн табасыз.', orderTotal: 'Бардыгы', orderAddress: 'Жеткирүү дареги', orderSlot: 'Жеткирүү убактысы', favoriteBrands: 'Тандалма бренддер', favoriteBrandsEmpty: 'Тандалма бренддер азырынча жок', favoriteSellers: 'Тандалма сатуучулар', wlArrived: 'Кайра сатыкта',
    notFound: 'Барак табылган жок', notFoundText: 'Мындай барак жок. Даректи текшериңиз же башкы барактан баштаңыз.', toHome: 'Башкы бетке',
    serverError: 'Бир нерсе туура эмес болду', serverErrorText: 'Баракты жүктөө мүмкүн болгон жок. Кайра аракет кылыңыз.', details: 'Кененирээк', retry: 'Баракты жаңылоо',
    aboutCompany: 'Компания жөнүндө', toClient: 'Сатып алуучуларга', legal: 'Укуктук документтер', servicesMenu: 'Бөлүмдөр', loading: 'Жүктөлүүдө…',
    phishingTitle: 'Көңүл буруңуз',
    recentViews: 'Сиз көргөндөр', recommended: 'Сизге сунушталат',
  },
  serviceTitles: {
    'o-nas': 'Биз жөнүндө', rekvizity: 'Реквизиттер', presservice: 'Басма сөз кызматы', kontakty: 'Байланыш', 'bug-bounty': 'Bug Bounty программасы',
    'sotsialnye-seti': 'Социалдык тармактар', 'voprosy-i-otvety': 'Суроолор жана жооптор', 'kak-sdelat-zakaz': 'Буйрутманы кантип берүү керек',
    'sposoby-oplaty': 'Төлөм ыкмалары', 'besplatnaya-dostavka': 'Акысыз жеткирүү', 'vozvrat-tovara': 'Товарды кайтаруу',
    'vozvrat-denezhnyh-sredstv': 'Акчаны кайтаруу', 'pravila-prodazhi': 'Сатуу эрежелери',
    'pravila-polzovaniya-torgovoy-ploshchadkoy': 'Соода аянтчасын колдонуу эрежелери', 'kak-vernut-tovar-i-dengi': 'Товарды жана акчаны кантип кайтаруу керек',
    'b2b-voprosy-i-otvety': 'Бизнес үчүн суроолор жана жооптор', 'account-linking-terms': 'Аккаунттарды байланыштыруу шарттары',
    'politika-obrabotki-personalnyh-dannyh': 'Жеке маалыматтарды иштетүү саясаты',
    'pravila-primeneniya-rekomendatelnyh-tehnologiy': 'Сунуштоо технологияларын колдонуу эрежелери',
    'politika-videonablyudeniya': 'Видеобайкоо саясаты', 'politika-konfidentsialnosti': 'Купуялуулук саясаты',
    'cookies-policy': 'Cookie файлдарын колдонуу саясаты',
  },
};
export default texts;
