import { CLOSINGS, COUNTRY } from './common';
import type { Spec, SubjectProfile } from './types';

const AUTHOR: Spec = {
  name: { ru: 'Автор', en: 'Author', kk: 'Авторы', ky: 'Автору', uz: 'Muallif', ka: 'ავტორი' },
  values: [
    { ru: 'Анна Соколова', en: 'Anna Sokolova', kk: 'Анна Соколова', ky: 'Анна Соколова', uz: 'Anna Sokolova', ka: 'ანა სოკოლოვა' },
    { ru: 'Дмитрий Орлов', en: 'Dmitry Orlov', kk: 'Дмитрий Орлов', ky: 'Дмитрий Орлов', uz: 'Dmitriy Orlov', ka: 'დმიტრი ორლოვი' },
    { ru: 'Мария Белова', en: 'Maria Belova', kk: 'Мария Белова', ky: 'Мария Белова', uz: 'Mariya Belova', ka: 'მარია ბელოვა' },
    { ru: 'Алексей Громов', en: 'Alexey Gromov', kk: 'Алексей Громов', ky: 'Алексей Громов', uz: 'Aleksey Gromov', ka: 'ალექსეი გრომოვი' },
    { ru: 'Елена Воронцова', en: 'Elena Vorontsova', kk: 'Елена Воронцова', ky: 'Елена Воронцова', uz: 'Yelena Voronsova', ka: 'ელენა ვორონცოვა' },
    { ru: 'Игорь Лебедев', en: 'Igor Lebedev', kk: 'Игорь Лебедев', ky: 'Игорь Лебедев', uz: 'Igor Lebedev', ka: 'იგორ ლებედევი' },
    { ru: 'Ольга Миронова', en: 'Olga Mironova', kk: 'Ольга Миронова', ky: 'Ольга Миронова', uz: 'Olga Mironova', ka: 'ოლგა მირონოვა' },
    { ru: 'Павел Ветров', en: 'Pavel Vetrov', kk: 'Павел Ветров', ky: 'Павел Ветров', uz: 'Pavel Vetrov', ka: 'პაველ ვეტროვი' },
  ],
};
const BOOK_SPECS: readonly Spec[] = [
  AUTHOR,
  {
    name: { ru: 'Переплёт', en: 'Binding', kk: 'Мұқабасы', ky: 'Мукабасы', uz: 'Muqova', ka: 'ყდა' },
    values: [
      { ru: 'твёрдый', en: 'hardcover', kk: 'қатты', ky: 'катуу', uz: 'qattiq', ka: 'მაგარი' },
      { ru: 'мягкий', en: 'paperback', kk: 'жұмсақ', ky: 'жумшак', uz: 'yumshoq', ka: 'რბილი' },
    ],
  },
  {
    name: { ru: 'Количество страниц', en: 'Pages', kk: 'Беттер саны', ky: 'Барактардын саны', uz: 'Sahifalar soni', ka: 'გვერდების რაოდენობა' },
    values: [
      { ru: '288', en: '288', kk: '288', ky: '288', uz: '288', ka: '288' },
      { ru: '352', en: '352', kk: '352', ky: '352', uz: '352', ka: '352' },
      { ru: '416', en: '416', kk: '416', ky: '416', uz: '416', ka: '416' },
      { ru: '544', en: '544', kk: '544', ky: '544', uz: '544', ka: '544' },
    ],
  },
  {
    name: { ru: 'Год издания', en: 'Published', kk: 'Шыққан жылы', ky: 'Басылып чыккан жылы', uz: 'Nashr yili', ka: 'გამოცემის წელი' },
    values: [
      { ru: '2023', en: '2023', kk: '2023', ky: '2023', uz: '2023', ka: '2023' },
      { ru: '2024', en: '2024', kk: '2024', ky: '2024', uz: '2024', ka: '2024' },
      { ru: '2025', en: '2025', kk: '2025', ky: '2025', uz: '2025', ka: '2025' },
    ],
  },
  {
    name: { ru: 'Возрастные ограничения', en: 'Age rating', kk: 'Жас шектеулері', ky: 'Курак чектөөлөрү', uz: 'Yosh cheklovlari', ka: 'ასაკობრივი შეზღუდვა' },
    values: [
      { ru: '12+', en: '12+', kk: '12+', ky: '12+', uz: '12+', ka: '12+' },
      { ru: '16+', en: '16+', kk: '16+', ky: '16+', uz: '16+', ka: '16+' },
    ],
  },
];
const PAPER = [
  {
    value: { ru: 'офсетная бумага', en: 'offset paper', kk: 'офсеттік қағаз', ky: 'офсеттик кагаз', uz: 'ofset qogʻoz', ka: 'ოფსეტური ქაღალდი' },
    sentence: {
      ru: 'Белая офсетная бумага не просвечивает.',
      en: 'White offset paper that does not show through.',
      kk: 'Ақ офсеттік қағаз жарық өткізбейді.',
      ky: 'Ак офсеттик кагаз жарык өткөрбөйт.',
      uz: 'Oq ofset qogʻoz shaffof emas.',
      ka: 'თეთრი ოფსეტური ქაღალდი არ ჭვირვალებს.',
    },
  },
  {
    value: { ru: 'газетная бумага', en: 'newsprint', kk: 'газет қағазы', ky: 'гезит кагазы', uz: 'gazeta qogʻozi', ka: 'საგაზეთე ქაღალდი' },
    sentence: {
      ru: 'Лёгкая книга в мягкой обложке удобна в дороге.',
      en: 'A light paperback that is easy to take on a journey.',
      kk: 'Жұмсақ мұқабалы жеңіл кітап жолда ыңғайлы.',
      ky: 'Жумшак мукабалуу жеңил китеп жолдо ыңгайлуу.',
      uz: 'Yumshoq muqovali yengil kitob yoʻlda qulay.',
      ka: 'მსუბუქი წიგნი რბილ ყდაში მგზავრობისას მოსახერხებელია.',
    },
  },
];

export const BOOKS: Record<string, SubjectProfile> = {
  romany: {
    drawing: { icon: 'closed-book' },
    naming: 'book',
    titles: [
      { ru: 'Тихая гавань', en: 'Quiet Harbour', kk: 'Тыныш айлақ', ky: 'Тынч булуң', uz: 'Sokin bandargoh', ka: 'მშვიდი ნავსადგური' },
      { ru: 'Последнее лето', en: 'The Last Summer', kk: 'Соңғы жаз', ky: 'Акыркы жай', uz: 'Soʻnggi yoz', ka: 'ბოლო ზაფხული' },
      {
        ru: 'Дом у реки',
        en: 'The House by the River',
        kk: 'Өзен жағасындағы үй',
        ky: 'Дарыянын жээгиндеги үй',
        uz: 'Daryo boʻyidagi uy',
        ka: 'სახლი მდინარესთან',
      },
      {
        ru: 'Письма из Риги',
        en: 'Letters from Riga',
        kk: 'Ригадан келген хаттар',
        ky: 'Ригадан келген каттар',
        uz: 'Rigadan maktublar',
        ka: 'წერილები რიგიდან',
      },
      {
        ru: 'Сад за стеной',
        en: 'The Garden Behind the Wall',
        kk: 'Қабырға артындағы бақ',
        ky: 'Дубалдын артындагы бак',
        uz: 'Devor ortidagi bogʻ',
        ka: 'ბაღი კედლის მიღმა',
      },
      { ru: 'Северный ветер', en: 'North Wind', kk: 'Солтүстік жел', ky: 'Түндүк шамалы', uz: 'Shimol shamoli', ka: 'ჩრდილოეთის ქარი' },
      { ru: 'Время яблок', en: 'Apple Season', kk: 'Алма маусымы', ky: 'Алма мезгили', uz: 'Olma mavsumi', ka: 'ვაშლის დრო' },
      { ru: 'Остров в тумане', en: 'An Island in the Fog', kk: 'Тұмандағы арал', ky: 'Тумандагы арал', uz: 'Tumandagi orol', ka: 'კუნძული ნისლში' },
    ],
    kinds: [],
    details: [],
    materials: PAPER,
    materialOption: 'material',
    countries: [COUNTRY.russia],
    specs: BOOK_SPECS,
    openings: [
      {
        ru: 'Тёплый роман о семье, выборе и втором шансе.',
        en: 'A warm novel about family, choices and second chances.',
        kk: 'Отбасы, таңдау және екінші мүмкіндік туралы жылы роман.',
        ky: 'Үй-бүлө, тандоо жана экинчи мүмкүнчүлүк жөнүндө жылуу роман.',
        uz: 'Oila, tanlov va ikkinchi imkoniyat haqida iliq roman.',
        ka: 'თბილი რომანი ოჯახზე, არჩევანსა და მეორე შანსზე.',
      },
      {
        ru: 'История трёх поколений одной семьи, от которой трудно оторваться.',
        en: 'The story of three generations of one family that is hard to put down.',
        kk: 'Бір отбасының үш буыны туралы, оқып тоқтай алмайтын хикая.',
        ky: 'Бир үй-бүлөнүн үч муунунун окуп токтото албаган тарыхы.',
        uz: 'Bir oilaning uch avlodi haqidagi, oʻqishdan toʻxtash qiyin boʻlgan hikoya.',
        ka: 'ერთი ოჯახის სამი თაობის ისტორია, რომლისგანაც თავის მოწყვეტა ძნელია.',
      },
      {
        ru: 'Роман о любви, дружбе и городе, который меняется вместе с героями.',
        en: 'A novel about love, friendship and a city that changes with its characters.',
        kk: 'Махаббат, достық және кейіпкерлермен бірге өзгеретін қала туралы роман.',
        ky: 'Сүйүү, достук жана каармандар менен бирге өзгөргөн шаар жөнүндө роман.',
        uz: 'Sevgi, doʻstlik va qahramonlar bilan birga oʻzgaradigan shahar haqida roman.',
        ka: 'რომანი სიყვარულზე, მეგობრობასა და ქალაქზე, რომელიც გმირებთან ერთად იცვლება.',
      },
    ],
    features: [
      {
        ru: 'Книга вошла в длинный список национальной литературной премии.',
        en: 'The book was longlisted for a national literary prize.',
        kk: 'Кітап ұлттық әдеби сыйлықтың ұзын тізіміне енді.',
        ky: 'Китеп улуттук адабий сыйлыктын узун тизмесине кирди.',
        uz: 'Kitob milliy adabiy mukofotning uzun roʻyxatiga kirdi.',
        ka: 'წიგნი ეროვნული ლიტერატურული პრემიის გრძელ სიაში მოხვდა.',
      },
      {
        ru: 'Живой язык и герои, которых узнаёшь в знакомых.',
        en: 'Lively language and characters you will recognise in people you know.',
        kk: 'Тірі тіл және таныстарыңыздан танитын кейіпкерлер.',
        ky: 'Жандуу тил жана тааныштарыңыздан тааныган каармандар.',
        uz: 'Jonli til va tanishlaringizda taniydigan qahramonlar.',
        ka: 'ცოცხალი ენა და გმირები, რომლებსაც ნაცნობებში ამოიცნობთ.',
      },
      {
        ru: 'Идеальное чтение для отпуска и долгой дороги.',
        en: 'Perfect reading for a holiday or a long journey.',
        kk: 'Демалыс пен ұзақ жолға арналған тамаша оқу.',
        ky: 'Эс алуу жана узак жол үчүн сонун окуу.',
        uz: 'Taʼtil va uzoq yoʻl uchun ajoyib mutolaa.',
        ka: 'იდეალური საკითხავი შვებულებისა და გრძელი გზისთვის.',
      },
    ],
    closings: CLOSINGS.books,
  },
  detektivy: {
    drawing: { icon: 'closed-book', accent: 'magnifying-glass-tilted-left' },
    naming: 'book',
    titles: [
      { ru: 'Тень на перроне', en: 'A Shadow on the Platform', kk: 'Перрондағы көлеңке', ky: 'Перрондогу көлөкө', uz: 'Perrondagi soya', ka: 'ჩრდილი ბაქანზე' },
      { ru: 'Пятый свидетель', en: 'The Fifth Witness', kk: 'Бесінші куә', ky: 'Бешинчи күбө', uz: 'Beshinchi guvoh', ka: 'მეხუთე მოწმე' },
      { ru: 'Ключ от мансарды', en: 'The Attic Key', kk: 'Мансарданың кілті', ky: 'Мансарданын ачкычы', uz: 'Mansarda kaliti', ka: 'სხვენის გასაღები' },
      { ru: 'Ночной экспресс', en: 'The Night Express', kk: 'Түнгі экспресс', ky: 'Түнкү экспресс', uz: 'Tungi ekspress', ka: 'ღამის ექსპრესი' },
      {
        ru: 'Дело о пропавшей скрипке',
        en: 'The Case of the Missing Violin',
        kk: 'Жоғалған скрипка ісі',
        ky: 'Жоголгон скрипка иши',
        uz: 'Yoʻqolgan skripka ishi',
        ka: 'დაკარგული ვიოლინოს საქმე',
      },
      {
        ru: 'Туман над заливом',
        en: 'Fog over the Bay',
        kk: 'Шығанақ үстіндегі тұман',
        ky: 'Булуңдун үстүндөгү туман',
        uz: 'Koʻrfaz ustidagi tuman',
        ka: 'ნისლი ყურის თავზე',
      },
    ],
    kinds: [],
    details: [],
    materials: PAPER,
    materialOption: 'material',
    countries: [COUNTRY.russia],
    specs: BOOK_SPECS,
    openings: [
      {
        ru: 'Детектив, в котором разгадку не угадать до последней главы.',
        en: 'A mystery whose solution you will not guess until the last chapter.',
        kk: 'Шешімін соңғы тарауға дейін таба алмайтын детектив.',
        ky: 'Табышмагын акыркы бапка чейин таба албаган детектив.',
        uz: 'Yechimini soʻnggi bobgacha topib boʻlmaydigan detektiv.',
        ka: 'დეტექტივი, რომლის გამოცანასაც ბოლო თავამდე ვერ გამოიცნობთ.',
      },
      {
        ru: 'Следователь из провинции берётся за дело, от которого отказались в столице.',
        en: 'A provincial detective takes on a case the capital gave up on.',
        kk: 'Провинциялық тергеуші астанада бас тартқан іске кіріседі.',
        ky: 'Провинциялык тергөөчү борбор калаада баш тарткан ишти колго алат.',
        uz: 'Viloyatlik tergovchi poytaxtda voz kechilgan ishni qoʻlga oladi.',
        ka: 'პროვინციელი გამომძიებელი იღებს საქმეს, რომელზეც დედაქალაქში უარი თქვეს.',
      },
    ],
    features: [
      {
        ru: 'Напряжённый сюжет и неожиданная развязка.',
        en: 'A tense plot and an unexpected ending.',
        kk: 'Шиеленіскен сюжет және күтпеген шешім.',
        ky: 'Курч сюжет жана күтүлбөгөн аяктоо.',
        uz: 'Keskin syujet va kutilmagan yakun.',
        ka: 'დაძაბული სიუჟეტი და მოულოდნელი ფინალი.',
      },
      {
        ru: 'Первая книга новой серии.',
        en: 'The first book in a new series.',
        kk: 'Жаңа серияның алғашқы кітабы.',
        ky: 'Жаңы сериянын биринчи китеби.',
        uz: 'Yangi seriyaning birinchi kitobi.',
        ka: 'ახალი სერიის პირველი წიგნი.',
      },
      {
        ru: 'Читается за один вечер.',
        en: 'You will read it in one evening.',
        kk: 'Бір кеште оқылады.',
        ky: 'Бир кечте окулат.',
        uz: 'Bir oqshomda oʻqiladi.',
        ka: 'ერთ საღამოში იკითხება.',
      },
    ],
    closings: CLOSINGS.books,
  },
};
