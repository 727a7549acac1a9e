import { CLOSINGS, COUNTRY, TEXTILE_COUNTRIES } from './common';
import { FABRIC } from './fabrics';
import type { SubjectProfile } from './types';

export const ADULT: Record<string, SubjectProfile> = {
  'eroticheskoe-bele': {
    drawing: { icon: 'bikini' },
    kinds: [
      { ru: 'кружевной', en: 'lace', kk: 'шілтерлі', ky: 'шуру', uz: 'toʻrli', ka: 'მაქმანიანი' },
      { ru: 'полупрозрачный', en: 'sheer', kk: 'жартылай мөлдір', ky: 'жарым-жартылай тунук', uz: 'yarim shaffof', ka: 'ნახევრად გამჭვირვალე' },
      { ru: 'классический', en: 'classic', kk: 'классикалық', ky: 'классикалык', uz: 'klassik', ka: 'კლასიკური' },
    ],
    details: [
      { ru: 'из двух предметов', en: 'in two pieces', kk: 'екі заттан тұратын', ky: 'эки буюмдан турган', uz: 'ikki qismli', ka: 'ორი ნაწილისგან' },
      { ru: 'с бантами', en: 'with bows', kk: 'бантиктері бар', ky: 'бантиктери бар', uz: 'bantli', ka: 'ფიონკებით' },
      { ru: 'с поясом', en: 'with a belt', kk: 'белбеулі', ky: 'курлуу', uz: 'kamarli', ka: 'ქამრით' },
    ],
    materials: [FABRIC.lace, FABRIC.microfibre],
    materialOption: 'composition',
    countries: TEXTILE_COUNTRIES,
    specs: [],
    openings: [
      {
        ru: 'Комплект для особого вечера.',
        en: 'A set for a special evening.',
        kk: 'Ерекше кешке арналған жиынтық.',
        ky: 'Өзгөчө кеч үчүн топтом.',
        uz: 'Alohida oqshom uchun toʻplam.',
        ka: 'ნაკრები განსაკუთრებული საღამოსთვის.',
      },
      {
        ru: 'Изящный комплект, в котором чувствуешь себя уверенно.',
        en: 'An elegant set that makes you feel confident.',
        kk: 'Өзіңізді сенімді сезінетін талғампаз жиынтық.',
        ky: 'Өзүңүздү ишенимдүү сезген назик топтом.',
        uz: 'Oʻzingizni ishonchli his qiladigan nafis toʻplam.',
        ka: 'დახვეწილი ნაკრები, რომელშიც თავს თავდაჯერებულად იგრძნობთ.',
      },
    ],
    features: [
      {
        ru: 'Мягкие швы не натирают кожу.',
        en: 'Soft seams do not chafe.',
        kk: 'Жұмсақ тігістер теріні үйкемейді.',
        ky: 'Жумшак тигиштер терини сүрбөйт.',
        uz: 'Yumshoq choklar terini ishqalamaydi.',
        ka: 'რბილი ნაკერები კანს არ უხეხავს.',
      },
      {
        ru: 'Бретели регулируются по длине.',
        en: 'The straps adjust in length.',
        kk: 'Баулардың ұзындығы реттеледі.',
        ky: 'Боолордун узундугу жөнгө салынат.',
        uz: 'Bogʻichlar uzunligi sozlanadi.',
        ka: 'ბრეტელების სიგრძე რეგულირდება.',
      },
    ],
    closings: CLOSINGS.adult,
  },
  vino: {
    drawing: { icon: 'wine-glass', tint: 'none', accent: 'grapes' },
    kinds: [
      { ru: 'красное сухое', en: 'dry red', kk: 'қызыл құрғақ', ky: 'кызыл кургак', uz: 'qizil quruq', ka: 'წითელი მშრალი' },
      {
        ru: 'красное полусладкое',
        en: 'medium-sweet red',
        kk: 'қызыл жартылай тәтті',
        ky: 'кызыл жарым таттуу',
        uz: 'qizil yarim shirin',
        ka: 'წითელი ნახევრად ტკბილი',
      },
      { ru: 'белое сухое', en: 'dry white', kk: 'ақ құрғақ', ky: 'ак кургак', uz: 'oq quruq', ka: 'თეთრი მშრალი' },
      { ru: 'белое полусухое', en: 'off-dry white', kk: 'ақ жартылай құрғақ', ky: 'ак жарым кургак', uz: 'oq yarim quruq', ka: 'თეთრი ნახევრად მშრალი' },
      { ru: 'розовое сухое', en: 'dry rosé', kk: 'қызғылт құрғақ', ky: 'кызгылт кургак', uz: 'pushti quruq', ka: 'ვარდისფერი მშრალი' },
    ],
    details: [
      { ru: 'Мерло', en: 'Merlot', kk: 'Мерло', ky: 'Мерло', uz: 'Merlo', ka: 'მერლო' },
      { ru: 'Каберне Совиньон', en: 'Cabernet Sauvignon', kk: 'Каберне Совиньон', ky: 'Каберне Совиньон', uz: 'Kaberne Sovinyon', ka: 'კაბერნე სოვინიონი' },
      { ru: 'Шардоне', en: 'Chardonnay', kk: 'Шардоне', ky: 'Шардоне', uz: 'Shardone', ka: 'შარდონე' },
      { ru: 'Саперави', en: 'Saperavi', kk: 'Саперави', ky: 'Саперави', uz: 'Saperavi', ka: 'საფერავი' },
      { ru: 'Рислинг', en: 'Riesling', kk: 'Рислинг', ky: 'Рислинг', uz: 'Risling', ka: 'რისლინგი' },
      { ru: 'Пино Нуар', en: 'Pinot Noir', kk: 'Пино Нуар', ky: 'Пино Нуар', uz: 'Pino Nuar', ka: 'პინო ნუარი' },
    ],
    materials: [],
    materialOption: 'composition',
    countries: [COUNTRY.italy, COUNTRY.france, COUNTRY.spain, COUNTRY.georgia, COUNTRY.chile, COUNTRY.russia, COUNTRY.armenia],
    specs: [
      {
        name: { ru: 'Объём', en: 'Volume', kk: 'Көлемі', ky: 'Көлөмү', uz: 'Hajmi', ka: 'მოცულობა' },
        values: [
          { ru: '0,75 л', en: '0.75 L', kk: '0,75 л', ky: '0,75 л', uz: '0,75 l', ka: '0,75 ლ' },
          { ru: '1,5 л', en: '1.5 L', kk: '1,5 л', ky: '1,5 л', uz: '1,5 l', ka: '1,5 ლ' },
        ],
      },
      {
        name: { ru: 'Крепость', en: 'Alcohol', kk: 'Күштілігі', ky: 'Күчтүүлүгү', uz: 'Kuchi', ka: 'სიმაგრე' },
        values: [
          { ru: '11,5%', en: '11.5%', kk: '11,5%', ky: '11,5%', uz: '11,5%', ka: '11,5%' },
          { ru: '12,5%', en: '12.5%', kk: '12,5%', ky: '12,5%', uz: '12,5%', ka: '12,5%' },
          { ru: '13,5%', en: '13.5%', kk: '13,5%', ky: '13,5%', uz: '13,5%', ka: '13,5%' },
        ],
      },
      {
        name: { ru: 'Год урожая', en: 'Vintage', kk: 'Жинау жылы', ky: 'Түшүм жылы', uz: 'Hosil yili', ka: 'მოსავლის წელი' },
        values: [
          { ru: '2021', en: '2021', kk: '2021', ky: '2021', uz: '2021', ka: '2021' },
          { ru: '2022', en: '2022', kk: '2022', ky: '2022', uz: '2022', ka: '2022' },
          { ru: '2023', en: '2023', kk: '2023', ky: '2023', uz: '2023', ka: '2023' },
        ],
      },
    ],
    openings: [
      {
        ru: 'Вино к ужину с друзьями и к праздничному столу.',
        en: 'A wine for dinner with friends and for a festive table.',
        kk: 'Достармен кешкі асқа және мерекелік дастарханға арналған шарап.',
        ky: 'Достор менен кечки тамакка жана майрамдык дасторконго шарап.',
        uz: 'Doʻstlar bilan kechki ovqat va bayram dasturxoni uchun vino.',
        ka: 'ღვინო მეგობრებთან ვახშმისა და სადღესასწაულო სუფრისთვის.',
      },
      {
        ru: 'Сбалансированное вино с мягким фруктовым вкусом.',
        en: 'A balanced wine with a soft, fruity taste.',
        kk: 'Жұмсақ жеміс дәмі бар теңдестірілген шарап.',
        ky: 'Жумшак мөмө даамы бар тең салмактуу шарап.',
        uz: 'Yumshoq mevali taʼmga ega muvozanatli vino.',
        ka: 'დაბალანსებული ღვინო რბილი ხილის გემოთი.',
      },
    ],
    features: [
      {
        ru: 'Подавайте охлаждённым до 12–16 °C.',
        en: 'Serve chilled to 12–16 °C.',
        kk: '12–16 °C-қа дейін салқындатып ұсыныңыз.',
        ky: '12–16 °C-ка чейин муздатып бериңиз.',
        uz: '12–16 °C gacha sovutib torting.',
        ka: 'მიირთვით 12–16 °C-მდე გაგრილებული.',
      },
      {
        ru: 'Хорошо сочетается с мясом, сырами и пастой.',
        en: 'Pairs well with meat, cheese and pasta.',
        kk: 'Етпен, ірімшіктермен және макаронмен жақсы үйлеседі.',
        ky: 'Эт, сыр жана макарон менен жакшы айкалышат.',
        uz: 'Goʻsht, pishloq va makaron bilan yaxshi uygʻunlashadi.',
        ka: 'კარგად უხდება ხორცს, ყველსა და პასტას.',
      },
      {
        ru: 'Виноград собран вручную.',
        en: 'The grapes are picked by hand.',
        kk: 'Жүзім қолмен жиналған.',
        ky: 'Жүзүм кол менен терилген.',
        uz: 'Uzum qoʻlda terilgan.',
        ka: 'ყურძენი ხელით არის დაკრეფილი.',
      },
    ],
    closings: [
      {
        ru: 'Продаётся только покупателям старше 18 лет. Чрезмерное употребление алкоголя вредит вашему здоровью.',
        en: 'Sold only to customers over 18. Excessive drinking harms your health.',
        kk: 'Тек 18 жастан асқан сатып алушыларға сатылады. Алкогольді шамадан тыс тұтыну денсаулығыңызға зиян.',
        ky: '18 жаштан ашкан сатып алуучуларга гана сатылат. Алкоголду ашыкча колдонуу ден соолугуңузга зыян.',
        uz: 'Faqat 18 yoshdan oshgan xaridorlarga sotiladi. Spirtli ichimliklarni haddan ortiq isteʼmol qilish sogʻligʻingizga zarar.',
        ka: 'იყიდება მხოლოდ 18 წელს გადაცილებულ მყიდველებზე. ალკოჰოლის ჭარბი მოხმარება ზიანს აყენებს თქვენს ჯანმრთელობას.',
      },
    ],
  },
};
