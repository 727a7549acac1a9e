import type { HostTexts } from './types';

const texts: HostTexts = {
  ui: {
    home: 'Басты бет', product: 'Тауар', catalog: 'Каталог', search: 'Іздеу нәтижелері', brand: 'Бренд', 'brand-list': 'Брендтер',
    seller: 'Сатушы', promotions: 'Акциялар', favorites: 'Таңдаулылар', basket: 'Себет', cabinet: 'Жеке кабинет', wallet: 'Әмиян', 'payment-fail': 'Төлем өтпеді',
    services: 'Қызмет ақпараты', subscription: 'Жазылым', oauth: 'Қосымша арқылы кіру', listing: 'Тауарлар топтамасы', info: 'Ақпарат',
    order: 'Тапсырыс', thankYou: 'Тапсырысыңызға рахмет!', orderNumber: 'Тапсырыс нөмірі', orderItems: 'Тапсырыстағы тауарлар', orderBroken: 'Тапсырыс мәліметтерін жүктеу мүмкін болмады. Тапсырысты «Жеткізулер» бөлімінен табуға болады.', orderTotal: 'Барлығы', orderAddress: 'Жеткізу мекенжайы', orderSlot: 'Жеткізу уақыты', favoriteBrands: 'Таңдаулы брендтер', favoriteBrandsEmpty: 'Таңдаулы брендтер әлі жоқ', favoriteSellers: 'Таңдаулы сатушылар', wlArrived: 'Қайтадан қоймада',
    notFound: 'Бет табылмады', notFoundText: 'Мұндай бет жоқ. Мекенжайды тексеріңіз немесе басты беттен бастаңыз.', toHome: 'Басты бетке',
    serverError: 'Бірдеңе дұрыс болмады', serverErrorText: 'Бетті жүктеу мүмкін болмады. Қайталап көріңіз.', details: 'Толығырақ', retry: 'Бетті жаңарту',
    aboutCompany: 'Компания туралы', toClient: 'Сатып алушыларға', legal: 'Құқықтық құжаттар', servicesMenu: 'Бөлімдер', loading: 'Жүктелуде…',
    phishingTitle: 'Назар аударыңыз',
    recentViews: 'Сіз қарадыңыз', recommended: 'Сізге ұсынамыз',
  },
  serviceTitles: {
    'o-nas': 'Біз туралы', rekvizity: 'Деректемелер', presservice: 'Баспасөз қызметі', kontakty: 'Байланыс', 'bug-bounty': 'Bug Bounty бағдарламасы',
    'sotsialnye-seti': 'Әлеуметтік желілер', 'voprosy-i-otvety': 'Сұрақтар мен жауаптар', 'kak-sdelat-zakaz': 'Тапсырысты қалай беруге болады',
    'sposoby-oplaty': 'Төлем тәсілдері', 'besplatnaya-dostavka': 'Тегін жеткізу', 'vozvrat-tovara': 'Тауарды қайтару',
    'vozvrat-denezhnyh-sredstv': 'Ақшаны қайтару', 'pravila-prodazhi': 'Сату ережелері',
    'pravila-polzovaniya-torgovoy-ploshchadkoy': 'Сауда алаңын пайдалану ережелері', 'kak-vernut-tovar-i-dengi': 'Тауар мен ақшаны қалай қайтаруға болады',
    'b2b-voprosy-i-otvety': 'Бизнеске арналған сұрақтар мен жауаптар', 'account-linking-terms': 'Аккаунттарды байланыстыру шарттары',
    'politika-obrabotki-personalnyh-dannyh': 'Дербес деректерді өңдеу саясаты',
    'pravila-primeneniya-rekomendatelnyh-tehnologiy': 'Ұсыныс технологияларын қолдану ережелері',
    'politika-videonablyudeniya': 'Бейнебақылау саясаты', 'politika-konfidentsialnosti': 'Құпиялылық саясаты',
    'cookies-policy': 'Cookie файлдарын пайдалану саясаты',
  },
};
export default texts;
