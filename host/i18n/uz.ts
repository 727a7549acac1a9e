import type { HostTexts } from './types';

const texts: HostTexts = {
  ui: {
    home: 'Bosh sahifa', product: 'Mahsulot', catalog: 'Katalog', search: 'Qidiruv natijalari', brand: 'Brend', 'brand-list': 'Brendlar',
    seller: 'Sotuvchi', promotions: 'Aksiyalar', favorites: 'Saralanganlar', basket: 'Savat', cabinet: 'Shaxsiy kabinet', wallet: 'Hamyon', 'payment-fail': 'To‘lov o‘tmadi',
    services: 'Xizmat maʼlumotlari', subscription: 'Obuna', oauth: 'Ilova orqali kirish', listing: 'Mahsulotlar toʻplami', info: 'Maʼlumot',
    order: 'Buyurtma', thankYou: 'Buyurtmangiz uchun rahmat!', orderNumber: 'Buyurtma raqami', orderItems: 'Buyurtmadagi mahsulotlar', orderBroken: 'Buyurtma maʼlumotlarini yuklab bo‘lmadi. Buyurtmani «Yetkazib berishlar» bo‘limida topasiz.', orderTotal: 'Jami', orderAddress: 'Yetkazib berish manzili', orderSlot: 'Yetkazib berish vaqti', favoriteBrands: 'Sevimli brendlar', favoriteBrandsEmpty: 'Sevimli brendlar hali yo‘q', favoriteSellers: 'Sevimli sotuvchilar', wlArrived: 'Yana sotuvda',
    notFound: 'Sahifa topilmadi', notFoundText: 'Bunday sahifa yoʻq. Manzilni tekshiring yoki bosh sahifadan boshlang.', toHome: 'Bosh sahifaga',
    serverError: 'Nimadir xato ketdi', serverErrorText: 'Sahifani yuklab boʻlmadi. Qaytadan urinib koʻring.', details: 'Batafsil', retry: 'Sahifani yangilash',
    aboutCompany: 'Kompaniya haqida', toClient: 'Xaridorlarga', legal: 'Huquqiy hujjatlar', servicesMenu: 'Boʻlimlar', loading: 'Yuklanmoqda…',
    phishingTitle: 'Diqqat',
    recentViews: 'Siz ko‘rgansiz', recommended: 'Sizga tavsiya etamiz',
  },
  serviceTitles: {
    'o-nas': 'Biz haqimizda', rekvizity: 'Rekvizitlar', presservice: 'Matbuot xizmati', kontakty: 'Kontaktlar', 'bug-bounty': 'Bug Bounty dasturi',
    'sotsialnye-seti': 'Ijtimoiy tarmoqlar', 'voprosy-i-otvety': 'Savollar va javoblar', 'kak-sdelat-zakaz': 'Qanday buyurtma berish mumkin',
    'sposoby-oplaty': 'Toʻlov usullari', 'besplatnaya-dostavka': 'Bepul yetkazib berish', 'vozvrat-tovara': 'Mahsulotni qaytarish',
    'vozvrat-denezhnyh-sredstv': 'Pulni qaytarish', 'pravila-prodazhi': 'Sotish qoidalari',
    'pravila-polzovaniya-torgovoy-ploshchadkoy': 'Savdo maydonchasidan foydalanish qoidalari', 'kak-vernut-tovar-i-dengi': 'Mahsulot va pulni qanday qaytarish mumkin',
    'b2b-voprosy-i-otvety': 'Biznes uchun savollar va javoblar', 'account-linking-terms': 'Akkauntlarni bogʻlash shartlari',
    'politika-obrabotki-personalnyh-dannyh': 'Shaxsiy maʼlumotlarni qayta ishlash siyosati',
    'pravila-primeneniya-rekomendatelnyh-tehnologiy': 'Tavsiya texnologiyalarini qoʻllash qoidalari',
    'politika-videonablyudeniya': 'Videokuzatuv siyosati', 'politika-konfidentsialnosti': 'Maxfiylik siyosati',
    'cookies-policy': 'Cookie fayllaridan foydalanish siyosati',
  },
};
export default texts;
