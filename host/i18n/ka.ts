import type { HostTexts } from './types';

const texts: HostTexts = {
  ui: {
    home: 'მთავარი', product: 'პროდუქტი', catalog: 'კატალოგი', search: 'ძიების შედეგები', brand: 'ბრენდი', 'brand-list': 'ბრენდები',
    seller: 'გამყიდველი', promotions: 'აქციები', favorites: 'რჩეულები', basket: 'კალათა', cabinet: 'პირადი კაბინეტი', wallet: 'საფულე', 'payment-fail': 'გადახდა ვერ შესრულდა',
    services: 'სერვისული ინფორმაცია', subscription: 'გამოწერა', oauth: 'აპლიკაციით შესვლა', listing: 'პროდუქტების შერჩევა', info: 'ინფორმაცია',
    order: 'შეკვეთა', thankYou: 'გმადლობთ შეკვეთისთვის!', orderNumber: 'შეკვეთის ნომერი', orderItems: 'შეკვეთის ნივთები', orderBroken: 'შეკვეთის დეტალების ჩატვირთვა ვერ მოხერხდა. შეკვეთას ნახავთ განყოფილებაში „მიწოდებები“.', orderTotal: 'სულ', orderAddress: 'მიწოდების მისამართი', orderSlot: 'მიწოდების დრო', favoriteBrands: 'რჩეული ბრენდები', favoriteBrandsEmpty: 'რჩეული ბრენდები ჯერ არ გაქვთ', favoriteSellers: 'რჩეული გამყიდველები', wlArrived: 'კვლავ მარაგშია',
    notFound: 'გვერდი ვერ მოიძებნა', notFoundText: 'ასეთი გვერდი არ არსებობს. შეამოწმეთ მისამართი ან დაიწყეთ მთავარი გვერდიდან.', toHome: 'მთავარ გვერდზე',
    serverError: 'რაღაც შეცდომა მოხდა', serverErrorText: 'გვერდის ჩატვირთვა ვერ მოხერხდა. სცადეთ ხელახლა.', details: 'დეტალები', retry: 'გვერდის განახლება',
    aboutCompany: 'კომპანიის შესახებ', toClient: 'მყიდველებს', legal: 'სამართლებრივი დოკუმენტები', servicesMenu: 'განყოფილებები', loading: 'იტვირთება…',
    phishingTitle: 'ყურადღება',
    recentViews: 'თქვენ ნახეთ', recommended: 'რეკომენდებულია თქვენთვის',
  },
  serviceTitles: {
    'o-nas': 'ჩვენს შესახებ', rekvizity: 'რეკვიზიტები', presservice: 'პრესსამსახური', kontakty: 'კონტაქტები', 'bug-bounty': 'Bug Bounty პროგრამა',
    'sotsialnye-seti': 'სოციალური ქსელები', 'voprosy-i-otvety': 'კითხვები და პასუხები', 'kak-sdelat-zakaz': 'როგორ გავაფორმოთ შეკვეთა',
    'sposoby-oplaty': 'გადახდის მეთოდები', 'besplatnaya-dostavka': 'უფასო მიწოდება', 'vozvrat-tovara': 'ნივთის დაბრუნება',
    'vozvrat-denezhnyh-sredstv': 'თანხის დაბრუნება', 'pravila-prodazhi': 'გაყიდვის წესები',
    'pravila-polzovaniya-torgovoy-ploshchadkoy': 'სავაჭრო პლატფორმით სარგებლობის წესები', 'kak-vernut-tovar-i-dengi': 'როგორ დავაბრუნოთ ნივთი და თანხა',
    'b2b-voprosy-i-otvety': 'კითხვები და პასუხები ბიზნესისთვის', 'account-linking-terms': 'ანგარიშების დაკავშირების პირობები',
    'politika-obrabotki-personalnyh-dannyh': 'პერსონალური მონაცემების დამუშავების პოლიტიკა',
    'pravila-primeneniya-rekomendatelnyh-tehnologiy': 'სარეკომენდაციო ტექნოლოგიების გამოყენების წესები',
    'politika-videonablyudeniya': 'ვიდეომეთვალყურეობის პოლიტიკა', 'politika-konfidentsialnosti': 'კონფიდენციალურობის პოლიტიკა',
    'cookies-policy': 'cookie ფაილების გამოყენების პოლიტიკა',
  },
};
export default texts;
