import { CLOSINGS, TECH_COUNTRIES } from './common';
import type { Spec, SubjectProfile } from './types';

const BATTERY_HOURS: Spec = {
  name: { ru: 'Время работы', en: 'Battery life' },
  values: [
    { ru: '8 ч', en: '8 h' },
    { ru: '12 ч', en: '12 h' },
    { ru: '20 ч', en: '20 h' },
    { ru: '30 ч', en: '30 h' },
  ],
};
const BLUETOOTH: Spec = {
  name: { ru: 'Версия Bluetooth', en: 'Bluetooth version' },
  values: [
    { ru: '5.0', en: '5.0' },
    { ru: '5.2', en: '5.2' },
    { ru: '5.3', en: '5.3' },
  ],
};

export const ELECTRONICS: Record<string, SubjectProfile> = {
  smartfony: {
    drawing: { icon: 'mobile-phone' },
    naming: 'model',
    kinds: [
      { ru: '4/64 ГБ', en: '4/64 GB', enAfter: true },
      { ru: '6/128 ГБ', en: '6/128 GB', enAfter: true },
      { ru: '8/256 ГБ', en: '8/256 GB', enAfter: true },
      { ru: '12/512 ГБ', en: '12/512 GB', enAfter: true },
    ],
    details: [
      { ru: 'с NFC', en: 'with NFC' },
      { ru: 'с тройной камерой', en: 'with a triple camera' },
      { ru: 'с двумя SIM', en: 'with dual SIM' },
      { ru: '5G', en: '5G' },
    ],
    materials: [
      {
        value: { ru: 'алюминий, закалённое стекло', en: 'aluminium, toughened glass' },
        sentence: {
          ru: 'Алюминиевая рамка и закалённое стекло переживут случайное падение.',
          en: 'An aluminium frame and toughened glass survive an accidental drop.',
        },
      },
      {
        value: { ru: 'поликарбонат, закалённое стекло', en: 'polycarbonate, toughened glass' },
        sentence: { ru: 'Корпус из поликарбоната лёгкий и не скользит в руке.', en: 'The polycarbonate body is light and does not slip in the hand.' },
      },
    ],
    materialOption: 'material',
    countries: TECH_COUNTRIES,
    specs: [
      {
        name: { ru: 'Диагональ экрана', en: 'Screen size' },
        values: [
          { ru: '6,1″', en: '6.1″' },
          { ru: '6,5″', en: '6.5″' },
          { ru: '6,7″', en: '6.7″' },
        ],
      },
      {
        name: { ru: 'Ёмкость аккумулятора', en: 'Battery capacity' },
        values: [
          { ru: '4500 мА·ч', en: '4,500 mAh' },
          { ru: '5000 мА·ч', en: '5,000 mAh' },
          { ru: '5500 мА·ч', en: '5,500 mAh' },
        ],
      },
      {
        name: { ru: 'Основная камера', en: 'Main camera' },
        values: [
          { ru: '50 Мп', en: '50 MP' },
          { ru: '64 Мп', en: '64 MP' },
          { ru: '108 Мп', en: '108 MP' },
        ],
      },
    ],
    openings: [
      { ru: 'Смартфон с ярким экраном и батареей, которой хватает на весь день.', en: 'A smartphone with a bright screen and a battery that lasts all day.' },
      { ru: 'Быстрый смартфон для фото, видео и игр.', en: 'A fast smartphone for photos, videos and games.' },
      { ru: 'Смартфон, который снимает чёткие фото даже вечером.', en: 'A smartphone that takes sharp photos even in the evening.' },
    ],
    features: [
      { ru: 'Экран с частотой 120 Гц делает прокрутку плавной.', en: 'A 120 Hz screen makes scrolling smooth.' },
      { ru: 'Быстрая зарядка до 50% за 30 минут.', en: 'Fast charging to 50% in 30 minutes.' },
      { ru: 'Сканер отпечатка в кнопке питания.', en: 'A fingerprint reader in the power button.' },
      { ru: 'Защита от брызг по стандарту IP54.', en: 'IP54 splash protection.' },
    ],
    closings: CLOSINGS.electronics,
  },
  chekhly: {
    drawing: { icon: 'mobile-phone', tint: 'none' },
    kinds: [
      { ru: 'противоударный', en: 'shockproof' },
      { ru: 'тонкий', en: 'slim' },
      { ru: 'для смартфона', en: 'phone' },
      { ru: 'матовый', en: 'matte' },
    ],
    details: [
      { ru: 'с кольцом-держателем', en: 'with a ring holder' },
      { ru: 'с отделением для карт', en: 'with a card slot' },
      { ru: 'с защитой камеры', en: 'with camera protection' },
    ],
    materials: [
      {
        value: { ru: 'силикон', en: 'silicone' },
        phrase: { ru: 'силиконовый', en: 'silicone' },
        sentence: {
          ru: 'Мягкий силикон с бархатистым покрытием изнутри не царапает корпус.',
          en: 'Soft silicone with a velvety lining will not scratch the phone.',
        },
      },
      {
        value: { ru: 'поликарбонат, термополиуретан', en: 'polycarbonate, TPU' },
        sentence: { ru: 'Жёсткая спинка и мягкие борта гасят удар при падении.', en: 'A hard back and soft bumpers absorb the shock of a fall.' },
      },
      {
        value: { ru: 'экокожа', en: 'faux leather' },
        sentence: { ru: 'Экокожа приятна на ощупь и не собирает пыль.', en: 'Faux leather feels nice and does not collect dust.' },
      },
    ],
    materialOption: 'material',
    countries: [TECH_COUNTRIES[0]!, TECH_COUNTRIES[1]!],
    specs: [
      {
        name: { ru: 'Совместимость', en: 'Fits' },
        values: [
          { ru: 'смартфоны 6,1″', en: '6.1″ smartphones' },
          { ru: 'смартфоны 6,5″', en: '6.5″ smartphones' },
          { ru: 'смартфоны 6,7″', en: '6.7″ smartphones' },
        ],
      },
    ],
    openings: [
      { ru: 'Чехол, который защищает смартфон и не добавляет ему лишней толщины.', en: 'A case that protects your phone without adding bulk.' },
      { ru: 'Чехол на каждый день с точными вырезами под кнопки и разъёмы.', en: 'An everyday case with precise cut-outs for the buttons and ports.' },
    ],
    features: [
      { ru: 'Бортик над экраном защищает стекло, если положить телефон лицом вниз.', en: 'A raised lip protects the screen when the phone lies face down.' },
      { ru: 'Не мешает беспроводной зарядке.', en: 'Works with wireless charging.' },
      { ru: 'Кнопки нажимаются чётко, как без чехла.', en: 'The buttons click as crisply as without a case.' },
    ],
    closings: CLOSINGS.electronics,
  },
  'zaryadnye-ustroystva': {
    drawing: { icon: 'electric-plug', tint: 'neutral' },
    kinds: [
      { ru: 'быстрое', en: 'fast' },
      { ru: 'сетевое', en: 'wall' },
      { ru: 'автомобильное', en: 'car' },
      { ru: 'компактное', en: 'compact' },
    ],
    details: [
      { ru: '20 Вт', en: '20 W' },
      { ru: '33 Вт', en: '33 W' },
      { ru: '65 Вт', en: '65 W' },
      { ru: 'с кабелем USB-C', en: 'with a USB-C cable' },
    ],
    materials: [
      {
        value: { ru: 'огнестойкий поликарбонат', en: 'fire-resistant polycarbonate' },
        sentence: { ru: 'Корпус из огнестойкого пластика почти не нагревается.', en: 'The fire-resistant casing barely warms up.' },
      },
    ],
    materialOption: 'material',
    countries: [TECH_COUNTRIES[0]!, TECH_COUNTRIES[1]!, TECH_COUNTRIES[3]!],
    specs: [
      {
        name: { ru: 'Разъёмы', en: 'Ports' },
        values: [
          { ru: 'USB-C', en: 'USB-C' },
          { ru: 'USB-C и USB-A', en: 'USB-C and USB-A' },
          { ru: '2 × USB-C', en: '2 × USB-C' },
        ],
      },
      {
        name: { ru: 'Протоколы', en: 'Protocols' },
        values: [
          { ru: 'Power Delivery 3.0', en: 'Power Delivery 3.0' },
          { ru: 'Quick Charge 4.0', en: 'Quick Charge 4.0' },
          { ru: 'PD 3.0 и QC 4.0', en: 'PD 3.0 and QC 4.0' },
        ],
      },
    ],
    openings: [
      {
        ru: 'Зарядное устройство, которое заряжает смартфон в несколько раз быстрее обычного.',
        en: 'A charger that powers up your phone several times faster than a standard one.',
      },
      { ru: 'Компактная зарядка для дома, офиса и поездок.', en: 'A compact charger for home, the office and travel.' },
    ],
    features: [
      { ru: 'Защита от перегрева, перенапряжения и короткого замыкания.', en: 'Protection against overheating, overvoltage and short circuits.' },
      { ru: 'Подходит для смартфонов, планшетов и наушников.', en: 'Works with phones, tablets and headphones.' },
      { ru: 'Сам определяет нужную мощность для каждого устройства.', en: 'Picks the right power for each device by itself.' },
    ],
    closings: CLOSINGS.electronics,
  },
  naushniki: {
    drawing: { icon: 'headphone', tint: 'neutral' },
    naming: 'model',
    kinds: [
      { ru: 'беспроводные', en: 'wireless' },
      { ru: 'накладные', en: 'on-ear' },
      { ru: 'полноразмерные', en: 'over-ear' },
      { ru: 'спортивные', en: 'sports' },
      { ru: 'детские', en: 'kids’' },
    ],
    details: [
      { ru: 'с шумоподавлением', en: 'with noise cancelling' },
      { ru: 'с микрофоном', en: 'with a microphone' },
      { ru: 'со складной конструкцией', en: 'with a folding design' },
    ],
    materials: [
      {
        value: { ru: 'пластик, амбушюры — экокожа', en: 'plastic, faux leather ear cushions' },
        sentence: { ru: 'Мягкие амбушюры из экокожи не давят даже через несколько часов.', en: 'Soft faux leather ear cushions stay comfortable for hours.' },
      },
      {
        value: { ru: 'алюминий, пластик, амбушюры — велюр', en: 'aluminium, plastic, velour ear cushions' },
        sentence: { ru: 'Велюровые амбушюры не потеют в жару.', en: 'Velour ear cushions stay cool in the heat.' },
      },
    ],
    materialOption: 'material',
    countries: TECH_COUNTRIES,
    specs: [BATTERY_HOURS, BLUETOOTH],
    openings: [
      { ru: 'Наушники с чистым звуком и глубоким басом.', en: 'Headphones with clear sound and deep bass.' },
      { ru: 'Лёгкие наушники для дороги, работы и спорта.', en: 'Light headphones for travel, work and sport.' },
    ],
    features: [
      { ru: 'Подключаются к двум устройствам одновременно.', en: 'They connect to two devices at once.' },
      { ru: 'Десять минут зарядки — два часа музыки.', en: 'Ten minutes of charging gives two hours of music.' },
      { ru: 'Кнопки на корпусе управляют громкостью и треками.', en: 'Buttons on the earcup control volume and tracks.' },
      { ru: 'Микрофон с подавлением ветра для звонков на улице.', en: 'A wind-reducing microphone for calls outdoors.' },
    ],
    closings: CLOSINGS.electronics,
  },
  kolonki: {
    drawing: { icon: 'speaker-high-volume', tint: 'neutral' },
    naming: 'model',
    kinds: [
      { ru: 'портативная', en: 'portable' },
      { ru: 'беспроводная', en: 'wireless' },
      { ru: 'умная', en: 'smart' },
      { ru: 'водонепроницаемая', en: 'waterproof' },
    ],
    details: [
      { ru: '10 Вт', en: '10 W' },
      { ru: '20 Вт', en: '20 W' },
      { ru: '40 Вт', en: '40 W' },
      { ru: 'с подсветкой', en: 'with lights' },
    ],
    materials: [
      {
        value: { ru: 'пластик, текстильная сетка', en: 'plastic, fabric grille' },
        sentence: { ru: 'Текстильная сетка защищает динамик и приятна на ощупь.', en: 'The fabric grille protects the driver and feels pleasant.' },
      },
      {
        value: { ru: 'алюминий, силикон', en: 'aluminium, silicone' },
        sentence: {
          ru: 'Силиконовые вставки смягчают удары и не дают колонке скользить.',
          en: 'Silicone inserts soften knocks and keep the speaker from sliding.',
        },
      },
    ],
    materialOption: 'material',
    countries: TECH_COUNTRIES,
    specs: [
      BATTERY_HOURS,
      {
        name: { ru: 'Защита от воды', en: 'Water resistance' },
        values: [
          { ru: 'IPX5', en: 'IPX5' },
          { ru: 'IP67', en: 'IP67' },
        ],
      },
    ],
    openings: [
      { ru: 'Колонка, которая наполнит звуком комнату или пикник.', en: 'A speaker that fills a room or a picnic with sound.' },
      { ru: 'Компактная колонка с громким и чистым звуком.', en: 'A compact speaker with loud, clear sound.' },
    ],
    features: [
      { ru: 'Две колонки можно объединить в стереопару.', en: 'Pair two speakers for stereo.' },
      { ru: 'Встроенный микрофон для звонков по громкой связи.', en: 'A built-in microphone for hands-free calls.' },
      { ru: 'Ремешок, чтобы повесить на рюкзак или ветку.', en: 'A strap to hang it from a backpack or a branch.' },
    ],
    closings: CLOSINGS.electronics,
  },
};
