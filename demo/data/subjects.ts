/**
 * The catalog tree: level 1 sections, level 2 groups, level 3 subjects (the products' subjectId).
 * Names are vocabulary, not data: products, prices and stocks are generated from them with the seed.
 */
/**
 * Text in the shop's languages: ru and en always; kk, ky, uz and ka where the vocabulary has them
 * (text.ts `textIn` falls back to ru or en as the menu does).
 */
export type Names = { ru: string; en: string } & Partial<Record<ExtraLanguage, string>>;
export type ExtraLanguage = 'kk' | 'ky' | 'uz' | 'ka';
export type SubjectDef = { id: number; parentId: number; names: Names; slug: string; noun: Names; adult?: boolean; noReturn?: boolean };
export type GroupDef = { id: number; sectionId: number; names: Names; slug: string; subjects: SubjectDef[] };
export type SectionDef = { id: number; names: Names; slug: string; groups: GroupDef[] };

type Leaf = [slug: string, ru: string, en: string, nounRu: string, nounEn: string, flags?: 'adult' | 'noReturn'];
type Group = [slug: string, ru: string, en: string, leaves: Leaf[]];
type Section = [slug: string, ru: string, en: string, groups: Group[]];

const TREE: Section[] = [
  [
    'zhenshchinam',
    'Женщинам',
    'Women',
    [
      [
        'odezhda',
        'Одежда',
        'Clothing',
        [
          ['platya', 'Платья', 'Dresses', 'Платье', 'Dress'],
          ['bluzki', 'Блузки', 'Blouses', 'Блузка', 'Blouse'],
          ['yubki', 'Юбки', 'Skirts', 'Юбка', 'Skirt'],
          ['dzhinsy-zhenskie', 'Джинсы', 'Jeans', 'Джинсы', 'Jeans'],
        ],
      ],
      [
        'bele',
        'Бельё',
        'Lingerie',
        [
          ['byustgaltery', 'Бюстгальтеры', 'Bras', 'Бюстгальтер', 'Bra', 'noReturn'],
          ['kolgotki', 'Колготки', 'Tights', 'Колготки', 'Tights', 'noReturn'],
        ],
      ],
    ],
  ],
  [
    'muzhchinam',
    'Мужчинам',
    'Men',
    [
      [
        'odezhda-muzhskaya',
        'Одежда',
        'Clothing',
        [
          ['futbolki', 'Футболки', 'T-shirts', 'Футболка', 'T-shirt'],
          ['rubashki', 'Рубашки', 'Shirts', 'Рубашка', 'Shirt'],
          ['bryuki', 'Брюки', 'Trousers', 'Брюки', 'Trousers'],
          ['kurtki', 'Куртки', 'Jackets', 'Куртка', 'Jacket'],
        ],
      ],
      [
        'aksessuary-muzhskie',
        'Аксессуары',
        'Accessories',
        [
          ['remni', 'Ремни', 'Belts', 'Ремень', 'Belt'],
          ['koshelki', 'Кошельки', 'Wallets', 'Кошелёк', 'Wallet'],
        ],
      ],
    ],
  ],
  [
    'obuv',
    'Обувь',
    'Shoes',
    [
      [
        'obuv-zhenskaya',
        'Женская',
        "Women's",
        [
          ['tufli', 'Туфли', 'Pumps', 'Туфли', 'Pumps'],
          ['botinki-zhenskie', 'Ботинки', 'Boots', 'Ботинки', 'Boots'],
        ],
      ],
      [
        'obuv-muzhskaya',
        'Мужская',
        "Men's",
        [
          ['krossovki', 'Кроссовки', 'Sneakers', 'Кроссовки', 'Sneakers'],
          ['sandalii', 'Сандалии', 'Sandals', 'Сандалии', 'Sandals'],
        ],
      ],
    ],
  ],
  [
    'detyam',
    'Детям',
    'Kids',
    [
      [
        'igrushki',
        'Игрушки',
        'Toys',
        [
          ['konstruktory', 'Конструкторы', 'Building sets', 'Конструктор', 'Building set'],
          ['kukly', 'Куклы', 'Dolls', 'Кукла', 'Doll'],
          ['myagkie-igrushki', 'Мягкие игрушки', 'Plush toys', 'Мягкая игрушка', 'Plush toy'],
        ],
      ],
      [
        'detskaya-odezhda',
        'Одежда',
        'Clothing',
        [
          ['bodi', 'Боди', 'Bodysuits', 'Боди', 'Bodysuit'],
          ['pizhamy', 'Пижамы', 'Pyjamas', 'Пижама', 'Pyjamas'],
        ],
      ],
    ],
  ],
  [
    'dom',
    'Дом',
    'Home',
    [
      [
        'kuhnya',
        'Кухня',
        'Kitchen',
        [
          ['kastryuli', 'Кастрюли', 'Saucepans', 'Кастрюля', 'Saucepan'],
          ['skovorody', 'Сковороды', 'Frying pans', 'Сковорода', 'Frying pan'],
          ['kruzhki', 'Кружки', 'Mugs', 'Кружка', 'Mug'],
        ],
      ],
      [
        'tekstil',
        'Текстиль',
        'Textiles',
        [
          ['postelnoe-bele', 'Постельное бельё', 'Bed linen', 'Комплект постельного белья', 'Bed linen set', 'noReturn'],
          ['polotentsa', 'Полотенца', 'Towels', 'Полотенце', 'Towel'],
          ['pledy', 'Пледы', 'Throws', 'Плед', 'Throw'],
        ],
      ],
    ],
  ],
  [
    'elektronika',
    'Электроника',
    'Electronics',
    [
      [
        'smartfony-i-aksessuary',
        'Смартфоны и аксессуары',
        'Phones and accessories',
        [
          ['smartfony', 'Смартфоны', 'Smartphones', 'Смартфон', 'Smartphone'],
          ['chekhly', 'Чехлы', 'Cases', 'Чехол', 'Case'],
          ['zaryadnye-ustroystva', 'Зарядные устройства', 'Chargers', 'Зарядное устройство', 'Charger'],
        ],
      ],
      [
        'audio',
        'Аудио',
        'Audio',
        [
          ['naushniki', 'Наушники', 'Headphones', 'Наушники', 'Headphones'],
          ['kolonki', 'Колонки', 'Speakers', 'Колонка', 'Speaker'],
        ],
      ],
    ],
  ],
  [
    'krasota',
    'Красота',
    'Beauty',
    [
      [
        'uhod',
        'Уход',
        'Skin care',
        [
          ['kremy', 'Кремы', 'Creams', 'Крем', 'Cream', 'noReturn'],
          ['maski', 'Маски', 'Masks', 'Маска', 'Mask', 'noReturn'],
        ],
      ],
      [
        'parfyumeriya',
        'Парфюмерия',
        'Fragrance',
        [
          ['duhi', 'Духи', 'Perfume', 'Духи', 'Perfume', 'noReturn'],
          ['tualetnaya-voda', 'Туалетная вода', 'Eau de toilette', 'Туалетная вода', 'Eau de toilette', 'noReturn'],
        ],
      ],
    ],
  ],
  [
    'sport',
    'Спорт',
    'Sports',
    [
      [
        'fitnes',
        'Фитнес',
        'Fitness',
        [
          ['kovriki', 'Коврики', 'Mats', 'Коврик для йоги', 'Yoga mat'],
          ['ganteli', 'Гантели', 'Dumbbells', 'Гантель', 'Dumbbell'],
        ],
      ],
      [
        'turizm',
        'Туризм',
        'Outdoors',
        [
          ['palatki', 'Палатки', 'Tents', 'Палатка', 'Tent'],
          ['ryukzaki', 'Рюкзаки', 'Backpacks', 'Рюкзак', 'Backpack'],
        ],
      ],
    ],
  ],
  [
    'knigi',
    'Книги',
    'Books',
    [
      [
        'hudozhestvennaya',
        'Художественная литература',
        'Fiction',
        [
          ['romany', 'Романы', 'Novels', 'Роман', 'Novel'],
          ['detektivy', 'Детективы', 'Crime', 'Детектив', 'Crime novel'],
        ],
      ],
    ],
  ],
  [
    'dlya-vzroslyh',
    'Для взрослых',
    'Adults only',
    [
      [
        'intim',
        'Товары 18+',
        'Adult goods',
        [
          ['eroticheskoe-bele', 'Эротическое бельё', 'Erotic lingerie', 'Эротический комплект', 'Erotic set', 'adult'],
          ['vino', 'Вино', 'Wine', 'Вино', 'Wine', 'adult'],
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
  return TREE.map(([slug, ru, en, groups], si) => {
    const sectionId = SECTION_ID_BASE + si + 1;
    return {
      id: sectionId,
      slug,
      names: { ru, en },
      groups: groups.map(([gslug, gru, gen, leaves]) => {
        const groupId = GROUP_ID_BASE + ++groupSeq;
        return {
          id: groupId,
          sectionId,
          slug: gslug,
          names: { ru: gru, en: gen },
          subjects: leaves.map(([lslug, lru, len, nru, nen, flag]) => ({
            id: SUBJECT_ID_BASE + ++subjectSeq,
            parentId: groupId,
            slug: lslug,
            names: { ru: lru, en: len },
            noun: { ru: nru, en: nen },
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
