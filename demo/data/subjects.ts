/**
 * The catalog tree: level 1 sections, level 2 groups, level 3 subjects (the products' subjectId).
 * Names are vocabulary, not data: products, prices and stocks are generated from them with the seed.
 */
import type { Language } from '../../contracts/locales';

/** Text in every shop language (contracts/locales.ts LANGUAGES): a missing translation is a type error. */
export type Names = Readonly<Record<Language, string>>;
export type SubjectDef = { id: number; parentId: number; names: Names; slug: string; noun: Names; adult?: boolean; noReturn?: boolean };
export type GroupDef = { id: number; sectionId: number; names: Names; slug: string; subjects: SubjectDef[] };
export type SectionDef = { id: number; names: Names; slug: string; groups: GroupDef[] };

type Leaf = [slug: string, names: Names, noun: Names, flags?: 'adult' | 'noReturn'];
type Group = [slug: string, names: Names, leaves: Leaf[]];
type Section = [slug: string, names: Names, groups: Group[]];

const TREE: Section[] = [
  [
    'zhenshchinam',
    { ru: 'Женщинам', en: 'Women', kk: 'Әйелдерге', ky: 'Аялдарга', uz: 'Ayollar uchun', ka: 'ქალებს' },
    [
      [
        'odezhda',
        { ru: 'Одежда', en: 'Clothing', kk: 'Киім', ky: 'Кийим', uz: 'Kiyim', ka: 'ტანსაცმელი' },
        [
          [
            'platya',
            { ru: 'Платья', en: 'Dresses', kk: 'Көйлектер', ky: 'Көйнөктөр', uz: 'Koʻylaklar', ka: 'კაბები' },
            { ru: 'Платье', en: 'Dress', kk: 'Көйлек', ky: 'Көйнөк', uz: 'Koʻylak', ka: 'კაბა' },
          ],
          [
            'bluzki',
            { ru: 'Блузки', en: 'Blouses', kk: 'Блузкалар', ky: 'Блузкалар', uz: 'Bluzkalar', ka: 'ბლუზები' },
            { ru: 'Блузка', en: 'Blouse', kk: 'Блузка', ky: 'Блузка', uz: 'Bluzka', ka: 'ბლუზა' },
          ],
          [
            'yubki',
            { ru: 'Юбки', en: 'Skirts', kk: 'Юбкалар', ky: 'Юбкалар', uz: 'Yubkalar', ka: 'ქვედაბოლოები' },
            { ru: 'Юбка', en: 'Skirt', kk: 'Юбка', ky: 'Юбка', uz: 'Yubka', ka: 'ქვედაბოლო' },
          ],
          [
            'dzhinsy-zhenskie',
            { ru: 'Джинсы', en: 'Jeans', kk: 'Джинсы', ky: 'Джинсы', uz: 'Jinsi shim', ka: 'ჯინსები' },
            { ru: 'Джинсы', en: 'Jeans', kk: 'Джинсы', ky: 'Джинсы', uz: 'Jinsi shim', ka: 'ჯინსები' },
          ],
        ],
      ],
      [
        'bele',
        { ru: 'Бельё', en: 'Lingerie', kk: 'Іш киім', ky: 'Ички кийим', uz: 'Ichki kiyim', ka: 'საცვლები' },
        [
          [
            'byustgaltery',
            { ru: 'Бюстгальтеры', en: 'Bras', kk: 'Бюстгальтерлер', ky: 'Бюстгальтерлер', uz: 'Byustgalterlar', ka: 'ბიუსტჰალტერები' },
            { ru: 'Бюстгальтер', en: 'Bra', kk: 'Бюстгальтер', ky: 'Бюстгальтер', uz: 'Byustgalter', ka: 'ბიუსტჰალტერი' },
            'noReturn',
          ],
          [
            'kolgotki',
            { ru: 'Колготки', en: 'Tights', kk: 'Колготкалар', ky: 'Колготкалар', uz: 'Kolgotkalar', ka: 'კოლგოტები' },
            { ru: 'Колготки', en: 'Tights', kk: 'Колготкалар', ky: 'Колготкалар', uz: 'Kolgotkalar', ka: 'კოლგოტები' },
            'noReturn',
          ],
        ],
      ],
    ],
  ],
  [
    'muzhchinam',
    { ru: 'Мужчинам', en: 'Men', kk: 'Ерлерге', ky: 'Эркектерге', uz: 'Erkaklar uchun', ka: 'მამაკაცებს' },
    [
      [
        'odezhda-muzhskaya',
        { ru: 'Одежда', en: 'Clothing', kk: 'Киім', ky: 'Кийим', uz: 'Kiyim', ka: 'ტანსაცმელი' },
        [
          [
            'futbolki',
            { ru: 'Футболки', en: 'T-shirts', kk: 'Футболкалар', ky: 'Футболкалар', uz: 'Futbolkalar', ka: 'მაისურები' },
            { ru: 'Футболка', en: 'T-shirt', kk: 'Футболка', ky: 'Футболка', uz: 'Futbolka', ka: 'მაისური' },
          ],
          [
            'rubashki',
            { ru: 'Рубашки', en: 'Shirts', kk: 'Жейделер', ky: 'Жейделер', uz: 'Erkaklar koʻylaklari', ka: 'პერანგები' },
            { ru: 'Рубашка', en: 'Shirt', kk: 'Жейде', ky: 'Жейде', uz: 'Koʻylak', ka: 'პერანგი' },
          ],
          [
            'bryuki',
            { ru: 'Брюки', en: 'Trousers', kk: 'Шалбар', ky: 'Шым', uz: 'Shim', ka: 'შარვალი' },
            { ru: 'Брюки', en: 'Trousers', kk: 'Шалбар', ky: 'Шым', uz: 'Shim', ka: 'შარვალი' },
          ],
          [
            'kurtki',
            { ru: 'Куртки', en: 'Jackets', kk: 'Курткалар', ky: 'Курткалар', uz: 'Kurtkalar', ka: 'ქურთუკები' },
            { ru: 'Куртка', en: 'Jacket', kk: 'Куртка', ky: 'Куртка', uz: 'Kurtka', ka: 'ქურთუკი' },
          ],
        ],
      ],
      [
        'aksessuary-muzhskie',
        { ru: 'Аксессуары', en: 'Accessories', kk: 'Аксессуарлар', ky: 'Аксессуарлар', uz: 'Aksessuarlar', ka: 'აქსესუარები' },
        [
          [
            'remni',
            { ru: 'Ремни', en: 'Belts', kk: 'Белдіктер', ky: 'Курлар', uz: 'Kamarlar', ka: 'ქამრები' },
            { ru: 'Ремень', en: 'Belt', kk: 'Белдік', ky: 'Кур', uz: 'Kamar', ka: 'ქამარი' },
          ],
          [
            'koshelki',
            { ru: 'Кошельки', en: 'Wallets', kk: 'Әмияндар', ky: 'Капчыктар', uz: 'Hamyonlar', ka: 'საფულეები' },
            { ru: 'Кошелёк', en: 'Wallet', kk: 'Әмиян', ky: 'Капчык', uz: 'Hamyon', ka: 'საფულე' },
          ],
        ],
      ],
    ],
  ],
  [
    'obuv',
    { ru: 'Обувь', en: 'Shoes', kk: 'Аяқ киім', ky: 'Бут кийим', uz: 'Poyabzal', ka: 'ფეხსაცმელი' },
    [
      [
        'obuv-zhenskaya',
        { ru: 'Женская', en: "Women's", kk: 'Әйелдерге', ky: 'Аялдарга', uz: 'Ayollar uchun', ka: 'ქალის' },
        [
          [
            'tufli',
            { ru: 'Туфли', en: 'Pumps', kk: 'Туфлилер', ky: 'Туфлилер', uz: 'Tuflilar', ka: 'ტუფლები' },
            { ru: 'Туфли', en: 'Pumps', kk: 'Туфлилер', ky: 'Туфлилер', uz: 'Tuflilar', ka: 'ტუფლები' },
          ],
          [
            'botinki-zhenskie',
            { ru: 'Ботинки', en: 'Boots', kk: 'Бәтеңкелер', ky: 'Ботинкалар', uz: 'Botinkalar', ka: 'ბოტინკები' },
            { ru: 'Ботинки', en: 'Boots', kk: 'Бәтеңкелер', ky: 'Ботинкалар', uz: 'Botinkalar', ka: 'ბოტინკები' },
          ],
        ],
      ],
      [
        'obuv-muzhskaya',
        { ru: 'Мужская', en: "Men's", kk: 'Ерлерге', ky: 'Эркектерге', uz: 'Erkaklar uchun', ka: 'მამაკაცის' },
        [
          [
            'krossovki',
            { ru: 'Кроссовки', en: 'Sneakers', kk: 'Кроссовкалар', ky: 'Кроссовкалар', uz: 'Krossovkalar', ka: 'კედები' },
            { ru: 'Кроссовки', en: 'Sneakers', kk: 'Кроссовкалар', ky: 'Кроссовкалар', uz: 'Krossovkalar', ka: 'კედები' },
          ],
          [
            'sandalii',
            { ru: 'Сандалии', en: 'Sandals', kk: 'Сандалийлер', ky: 'Сандалдар', uz: 'Sandallar', ka: 'სანდლები' },
            { ru: 'Сандалии', en: 'Sandals', kk: 'Сандалийлер', ky: 'Сандалдар', uz: 'Sandallar', ka: 'სანდლები' },
          ],
        ],
      ],
    ],
  ],
  [
    'detyam',
    { ru: 'Детям', en: 'Kids', kk: 'Балаларға', ky: 'Балдарга', uz: 'Bolalar uchun', ka: 'ბავშვებს' },
    [
      [
        'igrushki',
        { ru: 'Игрушки', en: 'Toys', kk: 'Ойыншықтар', ky: 'Оюнчуктар', uz: 'Oʻyinchoqlar', ka: 'სათამაშოები' },
        [
          [
            'konstruktory',
            { ru: 'Конструкторы', en: 'Building sets', kk: 'Конструкторлар', ky: 'Конструкторлор', uz: 'Konstruktorlar', ka: 'კონსტრუქტორები' },
            { ru: 'Конструктор', en: 'Building set', kk: 'Конструктор', ky: 'Конструктор', uz: 'Konstruktor', ka: 'კონსტრუქტორი' },
          ],
          [
            'kukly',
            { ru: 'Куклы', en: 'Dolls', kk: 'Қуыршақтар', ky: 'Куурчактар', uz: 'Qoʻgʻirchoqlar', ka: 'თოჯინები' },
            { ru: 'Кукла', en: 'Doll', kk: 'Қуыршақ', ky: 'Куурчак', uz: 'Qoʻgʻirchoq', ka: 'თოჯინა' },
          ],
          [
            'myagkie-igrushki',
            { ru: 'Мягкие игрушки', en: 'Plush toys', kk: 'Жұмсақ ойыншықтар', ky: 'Жумшак оюнчуктар', uz: 'Yumshoq oʻyinchoqlar', ka: 'რბილი სათამაშოები' },
            { ru: 'Мягкая игрушка', en: 'Plush toy', kk: 'Жұмсақ ойыншық', ky: 'Жумшак оюнчук', uz: 'Yumshoq oʻyinchoq', ka: 'რბილი სათამაშო' },
          ],
        ],
      ],
      [
        'detskaya-odezhda',
        { ru: 'Одежда', en: 'Clothing', kk: 'Киім', ky: 'Кийим', uz: 'Kiyim', ka: 'ტანსაცმელი' },
        [
          [
            'bodi',
            { ru: 'Боди', en: 'Bodysuits', kk: 'Боди', ky: 'Боди', uz: 'Bodilar', ka: 'ბოდები' },
            { ru: 'Боди', en: 'Bodysuit', kk: 'Боди', ky: 'Боди', uz: 'Bodi', ka: 'ბოდი' },
          ],
          [
            'pizhamy',
            { ru: 'Пижамы', en: 'Pyjamas', kk: 'Пижамалар', ky: 'Пижамалар', uz: 'Pijamalar', ka: 'პიჟამოები' },
            { ru: 'Пижама', en: 'Pyjamas', kk: 'Пижама', ky: 'Пижама', uz: 'Pijama', ka: 'პიჟამო' },
          ],
        ],
      ],
    ],
  ],
  [
    'dom',
    { ru: 'Дом', en: 'Home', kk: 'Үй', ky: 'Үй', uz: 'Uy', ka: 'სახლი' },
    [
      [
        'kuhnya',
        { ru: 'Кухня', en: 'Kitchen', kk: 'Ас үй', ky: 'Ашкана', uz: 'Oshxona', ka: 'სამზარეულო' },
        [
          [
            'kastryuli',
            { ru: 'Кастрюли', en: 'Saucepans', kk: 'Кәстрөлдер', ky: 'Кастрюлдар', uz: 'Kastryulkalar', ka: 'ქვაბები' },
            { ru: 'Кастрюля', en: 'Saucepan', kk: 'Кәстрөл', ky: 'Кастрюль', uz: 'Kastryulka', ka: 'ქვაბი' },
          ],
          [
            'skovorody',
            { ru: 'Сковороды', en: 'Frying pans', kk: 'Табалар', ky: 'Табалар', uz: 'Tovalar', ka: 'ტაფები' },
            { ru: 'Сковорода', en: 'Frying pan', kk: 'Таба', ky: 'Таба', uz: 'Tova', ka: 'ტაფა' },
          ],
          [
            'kruzhki',
            { ru: 'Кружки', en: 'Mugs', kk: 'Саптыаяқтар', ky: 'Кружкалар', uz: 'Krujkalar', ka: 'ფინჯნები' },
            { ru: 'Кружка', en: 'Mug', kk: 'Саптыаяқ', ky: 'Кружка', uz: 'Krujka', ka: 'ფინჯანი' },
          ],
        ],
      ],
      [
        'tekstil',
        { ru: 'Текстиль', en: 'Textiles', kk: 'Тоқыма', ky: 'Текстиль', uz: 'Toʻqimachilik', ka: 'ტექსტილი' },
        [
          [
            'postelnoe-bele',
            { ru: 'Постельное бельё', en: 'Bed linen', kk: 'Төсек жабдықтары', ky: 'Төшөк жабдыктары', uz: 'Choyshablar', ka: 'თეთრეული' },
            {
              ru: 'Комплект постельного белья',
              en: 'Bed linen set',
              kk: 'Төсек жабдықтарының жиынтығы',
              ky: 'Төшөк жабдыктарынын топтому',
              uz: 'Choyshab toʻplami',
              ka: 'თეთრეულის ნაკრები',
            },
            'noReturn',
          ],
          [
            'polotentsa',
            { ru: 'Полотенца', en: 'Towels', kk: 'Сүлгілер', ky: 'Сүлгүлөр', uz: 'Sochiqlar', ka: 'პირსახოცები' },
            { ru: 'Полотенце', en: 'Towel', kk: 'Сүлгі', ky: 'Сүлгү', uz: 'Sochiq', ka: 'პირსახოცი' },
          ],
          [
            'pledy',
            { ru: 'Пледы', en: 'Throws', kk: 'Пледтер', ky: 'Пледдер', uz: 'Pledlar', ka: 'პლედები' },
            { ru: 'Плед', en: 'Throw', kk: 'Плед', ky: 'Плед', uz: 'Pled', ka: 'პლედი' },
          ],
        ],
      ],
    ],
  ],
  [
    'elektronika',
    { ru: 'Электроника', en: 'Electronics', kk: 'Электроника', ky: 'Электроника', uz: 'Elektronika', ka: 'ელექტრონიკა' },
    [
      [
        'smartfony-i-aksessuary',
        {
          ru: 'Смартфоны и аксессуары',
          en: 'Phones and accessories',
          kk: 'Смартфондар мен аксессуарлар',
          ky: 'Смартфондор жана аксессуарлар',
          uz: 'Smartfonlar va aksessuarlar',
          ka: 'სმარტფონები და აქსესუარები',
        },
        [
          [
            'smartfony',
            { ru: 'Смартфоны', en: 'Smartphones', kk: 'Смартфондар', ky: 'Смартфондор', uz: 'Smartfonlar', ka: 'სმარტფონები' },
            { ru: 'Смартфон', en: 'Smartphone', kk: 'Смартфон', ky: 'Смартфон', uz: 'Smartfon', ka: 'სმარტფონი' },
          ],
          [
            'chekhly',
            { ru: 'Чехлы', en: 'Cases', kk: 'Қаптар', ky: 'Каптар', uz: 'Gʻiloflar', ka: 'ქეისები' },
            { ru: 'Чехол', en: 'Case', kk: 'Қап', ky: 'Кап', uz: 'Gʻilof', ka: 'ქეისი' },
          ],
          [
            'zaryadnye-ustroystva',
            { ru: 'Зарядные устройства', en: 'Chargers', kk: 'Зарядтағыштар', ky: 'Кубаттагычтар', uz: 'Quvvatlagichlar', ka: 'დამტენები' },
            { ru: 'Зарядное устройство', en: 'Charger', kk: 'Зарядтағыш', ky: 'Кубаттагыч', uz: 'Quvvatlagich', ka: 'დამტენი' },
          ],
        ],
      ],
      [
        'audio',
        { ru: 'Аудио', en: 'Audio', kk: 'Аудио', ky: 'Аудио', uz: 'Audio', ka: 'აუდიო' },
        [
          [
            'naushniki',
            { ru: 'Наушники', en: 'Headphones', kk: 'Құлаққап', ky: 'Кулакчын', uz: 'Quloqchin', ka: 'ყურსასმენი' },
            { ru: 'Наушники', en: 'Headphones', kk: 'Құлаққап', ky: 'Кулакчын', uz: 'Quloqchin', ka: 'ყურსასმენი' },
          ],
          [
            'kolonki',
            { ru: 'Колонки', en: 'Speakers', kk: 'Колонкалар', ky: 'Колонкалар', uz: 'Kolonkalar', ka: 'დინამიკები' },
            { ru: 'Колонка', en: 'Speaker', kk: 'Колонка', ky: 'Колонка', uz: 'Kolonka', ka: 'დინამიკი' },
          ],
        ],
      ],
    ],
  ],
  [
    'krasota',
    { ru: 'Красота', en: 'Beauty', kk: 'Сұлулық', ky: 'Сулуулук', uz: 'Goʻzallik', ka: 'სილამაზე' },
    [
      [
        'uhod',
        { ru: 'Уход', en: 'Skin care', kk: 'Күтім', ky: 'Кам көрүү', uz: 'Parvarish', ka: 'მოვლა' },
        [
          [
            'kremy',
            { ru: 'Кремы', en: 'Creams', kk: 'Кремдер', ky: 'Кремдер', uz: 'Kremlar', ka: 'კრემები' },
            { ru: 'Крем', en: 'Cream', kk: 'Крем', ky: 'Крем', uz: 'Krem', ka: 'კრემი' },
            'noReturn',
          ],
          [
            'maski',
            { ru: 'Маски', en: 'Masks', kk: 'Маскалар', ky: 'Маскалар', uz: 'Niqoblar', ka: 'ნიღბები' },
            { ru: 'Маска', en: 'Mask', kk: 'Маска', ky: 'Маска', uz: 'Niqob', ka: 'ნიღაბი' },
            'noReturn',
          ],
        ],
      ],
      [
        'parfyumeriya',
        { ru: 'Парфюмерия', en: 'Fragrance', kk: 'Парфюмерия', ky: 'Парфюмерия', uz: 'Parfyumeriya', ka: 'პარფიუმერია' },
        [
          [
            'duhi',
            { ru: 'Духи', en: 'Perfume', kk: 'Әтір', ky: 'Атыр', uz: 'Atir', ka: 'სუნამო' },
            { ru: 'Духи', en: 'Perfume', kk: 'Әтір', ky: 'Атыр', uz: 'Atir', ka: 'სუნამო' },
            'noReturn',
          ],
          [
            'tualetnaya-voda',
            { ru: 'Туалетная вода', en: 'Eau de toilette', kk: 'Иіссу', ky: 'Туалет суусу', uz: 'Tualet suvi', ka: 'ტუალეტის წყალი' },
            { ru: 'Туалетная вода', en: 'Eau de toilette', kk: 'Иіссу', ky: 'Туалет суусу', uz: 'Tualet suvi', ka: 'ტუალეტის წყალი' },
            'noReturn',
          ],
        ],
      ],
    ],
  ],
  [
    'sport',
    { ru: 'Спорт', en: 'Sports', kk: 'Спорт', ky: 'Спорт', uz: 'Sport', ka: 'სპორტი' },
    [
      [
        'fitnes',
        { ru: 'Фитнес', en: 'Fitness', kk: 'Фитнес', ky: 'Фитнес', uz: 'Fitnes', ka: 'ფიტნესი' },
        [
          [
            'kovriki',
            { ru: 'Коврики', en: 'Mats', kk: 'Кілемшелер', ky: 'Килемчелер', uz: 'Gilamchalar', ka: 'ხალიჩები' },
            { ru: 'Коврик для йоги', en: 'Yoga mat', kk: 'Йога кілемшесі', ky: 'Йога килемчеси', uz: 'Yoga gilamchasi', ka: 'იოგას ხალიჩა' },
          ],
          [
            'ganteli',
            { ru: 'Гантели', en: 'Dumbbells', kk: 'Гантельдер', ky: 'Гантелдер', uz: 'Gantellar', ka: 'ჰანტელები' },
            { ru: 'Гантель', en: 'Dumbbell', kk: 'Гантель', ky: 'Гантель', uz: 'Gantel', ka: 'ჰანტელი' },
          ],
        ],
      ],
      [
        'turizm',
        { ru: 'Туризм', en: 'Outdoors', kk: 'Туризм', ky: 'Туризм', uz: 'Turizm', ka: 'ტურიზმი' },
        [
          [
            'palatki',
            { ru: 'Палатки', en: 'Tents', kk: 'Шатырлар', ky: 'Чатырлар', uz: 'Chodirlar', ka: 'კარვები' },
            { ru: 'Палатка', en: 'Tent', kk: 'Шатыр', ky: 'Чатыр', uz: 'Chodir', ka: 'კარავი' },
          ],
          [
            'ryukzaki',
            { ru: 'Рюкзаки', en: 'Backpacks', kk: 'Рюкзактар', ky: 'Рюкзактар', uz: 'Ryukzaklar', ka: 'ზურგჩანთები' },
            { ru: 'Рюкзак', en: 'Backpack', kk: 'Рюкзак', ky: 'Рюкзак', uz: 'Ryukzak', ka: 'ზურგჩანთა' },
          ],
        ],
      ],
    ],
  ],
  [
    'knigi',
    { ru: 'Книги', en: 'Books', kk: 'Кітаптар', ky: 'Китептер', uz: 'Kitoblar', ka: 'წიგნები' },
    [
      [
        'hudozhestvennaya',
        { ru: 'Художественная литература', en: 'Fiction', kk: 'Көркем әдебиет', ky: 'Көркөм адабият', uz: 'Badiiy adabiyot', ka: 'მხატვრული ლიტერატურა' },
        [
          [
            'romany',
            { ru: 'Романы', en: 'Novels', kk: 'Романдар', ky: 'Романдар', uz: 'Romanlar', ka: 'რომანები' },
            { ru: 'Роман', en: 'Novel', kk: 'Роман', ky: 'Роман', uz: 'Roman', ka: 'რომანი' },
          ],
          [
            'detektivy',
            { ru: 'Детективы', en: 'Crime', kk: 'Детективтер', ky: 'Детективдер', uz: 'Detektivlar', ka: 'დეტექტივები' },
            { ru: 'Детектив', en: 'Crime novel', kk: 'Детектив', ky: 'Детектив', uz: 'Detektiv', ka: 'დეტექტივი' },
          ],
        ],
      ],
    ],
  ],
  [
    'dlya-vzroslyh',
    { ru: 'Для взрослых', en: 'Adults only', kk: 'Ересектерге', ky: 'Чоңдорго', uz: 'Kattalar uchun', ka: 'მოზრდილებს' },
    [
      [
        'intim',
        { ru: 'Товары 18+', en: 'Adult goods', kk: '18+ тауарлар', ky: '18+ товарлар', uz: '18+ mahsulotlar', ka: '18+ პროდუქცია' },
        [
          [
            'eroticheskoe-bele',
            {
              ru: 'Эротическое бельё',
              en: 'Erotic lingerie',
              kk: 'Эротикалық іш киім',
              ky: 'Эротикалык ички кийим',
              uz: 'Erotik ichki kiyim',
              ka: 'ეროტიკული საცვლები',
            },
            { ru: 'Эротический комплект', en: 'Erotic set', kk: 'Эротикалық жиынтық', ky: 'Эротикалык топтом', uz: 'Erotik toʻplam', ka: 'ეროტიკული ნაკრები' },
            'adult',
          ],
          [
            'vino',
            { ru: 'Вино', en: 'Wine', kk: 'Шарап', ky: 'Шарап', uz: 'Vino', ka: 'ღვინო' },
            { ru: 'Вино', en: 'Wine', kk: 'Шарап', ky: 'Шарап', uz: 'Vino', ka: 'ღვინო' },
            'adult',
          ],
        ],
      ],
    ],
  ],
];

const SECTION_ID_BASE = 1000;
const GROUP_ID_BASE = 2000;
const SUBJECT_ID_BASE = 100;

/** Builds the tree with stable ids derived from the positions in the vocabulary. */
export function buildSubjectTree(): SectionDef[] {
  let groupSeq = 0;
  let subjectSeq = 0;
  return TREE.map(([slug, names, groups], si) => {
    const sectionId = SECTION_ID_BASE + si + 1;
    return {
      id: sectionId,
      slug,
      names,
      groups: groups.map(([gslug, gnames, leaves]) => {
        const groupId = GROUP_ID_BASE + ++groupSeq;
        return {
          id: groupId,
          sectionId,
          slug: gslug,
          names: gnames,
          subjects: leaves.map(([lslug, lnames, noun, flag]) => ({
            id: SUBJECT_ID_BASE + ++subjectSeq,
            parentId: groupId,
            slug: lslug,
            names: lnames,
            noun,
            ...(flag === 'adult' ? { adult: true } : {}),
            ...(flag === 'noReturn' ? { noReturn: true } : {}),
          })),
        };
      }),
    };
  });
}

export function allSubjects(tree: readonly SectionDef[]): SubjectDef[] {
  return tree.flatMap((s) => s.groups.flatMap((g) => g.subjects));
}
