import { isLanguage, type Language } from '../../../contracts/locales';

/** The demo's sign-in and sign-out pages in each language of the shop (ru first, as the shop). */
export interface SignInTexts {
  shop: string;
  title: string;
  heading: string;
  lead: string;
  accounts: string;
  submit: string;
  guest: string;
  chooseAccount: string;
  signingIn: string;
  signingOut: string;
  needsScript: string;
  /** The demo accounts by their id (an account missing here shows its own English title). */
  accountTitles: Readonly<Record<string, string>>;
}

export const DEFAULT_SIGN_IN_LANGUAGE: Language = 'ru';

/** The query parameter naming the page's language (the page's script adds the shopper's stored choice). */
export const SIGN_IN_LANGUAGE_QUERY = 'lang';

export const SIGN_IN_TEXTS: Readonly<Record<Language, SignInTexts>> = {
  ru: {
    shop: 'Витрина',
    title: 'Вход — Витрина',
    heading: 'Вход',
    lead: 'Это демо-магазин: выберите покупателя, от имени которого войти.',
    accounts: 'Демо-аккаунт',
    submit: 'Войти',
    guest: 'Продолжить без входа',
    chooseAccount: 'Выберите один из демо-аккаунтов.',
    signingIn: 'Входим…',
    signingOut: 'Выходим…',
    needsScript: 'Чтобы завершить вход, нужен JavaScript.',
    accountTitles: {
      regular: 'Покупатель (Россия)',
      club: 'Участник клуба (Россия)',
      employee: 'Сотрудник (Россия)',
      business: 'Покупатель для бизнеса (Россия)',
      seller: 'Продавец с ресейлом (Россия)',
      ge: 'Покупатель из Грузии (баланс в GEL)',
      'ge-empty': 'Покупатель из Грузии (нулевой баланс в GEL)',
      tj: 'Покупатель из Таджикистана (баланс в TJS)',
      'wallet-redesign': 'Новый кошелёк с кодом безопасности (Россия)',
      global: 'Покупатель из другой страны (USD)',
    },
  },
  en: {
    shop: 'Vitrina',
    title: 'Sign in — Vitrina',
    heading: 'Sign in',
    lead: 'This is a demo shop: choose the shopper to sign in as.',
    accounts: 'Demo account',
    submit: 'Sign in',
    guest: 'Continue as a guest',
    chooseAccount: 'Choose one of the demo accounts.',
    signingIn: 'Signing in…',
    signingOut: 'Signing out…',
    needsScript: 'JavaScript is needed to finish signing in.',
    accountTitles: {},
  },
  kk: {
    shop: 'Витрина',
    title: 'Кіру — Витрина',
    heading: 'Кіру',
    lead: 'Бұл демо-дүкен: кімнің атынан кіретініңізді таңдаңыз.',
    accounts: 'Демо-аккаунт',
    submit: 'Кіру',
    guest: 'Кірмей жалғастыру',
    chooseAccount: 'Демо-аккаунттардың бірін таңдаңыз.',
    signingIn: 'Кіріп жатырмыз…',
    signingOut: 'Шығып жатырмыз…',
    needsScript: 'Кіруді аяқтау үшін JavaScript қажет.',
    accountTitles: {
      regular: 'Сатып алушы (Ресей)',
      club: 'Клуб мүшесі (Ресей)',
      employee: 'Қызметкер (Ресей)',
      business: 'Бизнеске арналған сатып алушы (Ресей)',
      seller: 'Ресейлі бар сатушы (Ресей)',
      ge: 'Грузиядан сатып алушы (GEL балансы)',
      'ge-empty': 'Грузиядан сатып алушы (GEL балансы нөл)',
      tj: 'Тәжікстаннан сатып алушы (TJS балансы)',
      'wallet-redesign': 'Қауіпсіздік коды бар жаңа әмиян (Ресей)',
      global: 'Басқа елден сатып алушы (USD)',
    },
  },
  ky: {
    shop: 'Витрина',
    title: 'Кирүү — Витрина',
    heading: 'Кирүү',
    lead: 'Бул демо-дүкөн: кимдин атынан кирерин тандаңыз.',
    accounts: 'Демо-аккаунт',
    submit: 'Кирүү',
    guest: 'Кирбей улантуу',
    chooseAccount: 'Демо-аккаунттардын бирин тандаңыз.',
    signingIn: 'Кирип жатабыз…',
    signingOut: 'Чыгып жатабыз…',
    needsScript: 'Кирүүнү бүтүрүү үчүн JavaScript керек.',
    accountTitles: {
      regular: 'Сатып алуучу (Россия)',
      club: 'Клубдун мүчөсү (Россия)',
      employee: 'Кызматкер (Россия)',
      business: 'Бизнес үчүн сатып алуучу (Россия)',
      seller: 'Ресейли бар сатуучу (Россия)',
      ge: 'Грузиялык сатып алуучу (GEL балансы)',
      'ge-empty': 'Грузиялык сатып алуучу (GEL балансы нөл)',
      tj: 'Тажикстандык сатып алуучу (TJS балансы)',
      'wallet-redesign': 'Коопсуздук коду бар жаңы капчык (Россия)',
      global: 'Башка өлкөдөн сатып алуучу (USD)',
    },
  },
  uz: {
    shop: 'Vitrina',
    title: 'Kirish — Vitrina',
    heading: 'Kirish',
    lead: 'Bu demo doʻkon: kim nomidan kirishni tanlang.',
    accounts: 'Demo akkaunt',
    submit: 'Kirish',
    guest: 'Kirmasdan davom etish',
    chooseAccount: 'Demo akkauntlardan birini tanlang.',
    signingIn: 'Kirilmoqda…',
    signingOut: 'Chiqilmoqda…',
    needsScript: 'Kirishni yakunlash uchun JavaScript kerak.',
    accountTitles: {
      regular: 'Xaridor (Rossiya)',
      club: 'Klub aʼzosi (Rossiya)',
      employee: 'Xodim (Rossiya)',
      business: 'Biznes uchun xaridor (Rossiya)',
      seller: 'Reseyl sotuvchisi (Rossiya)',
      ge: 'Gruziyalik xaridor (GEL balansi)',
      'ge-empty': 'Gruziyalik xaridor (GEL balansi nol)',
      tj: 'Tojikistonlik xaridor (TJS balansi)',
      'wallet-redesign': 'Xavfsizlik kodli yangi hamyon (Rossiya)',
      global: 'Boshqa mamlakatdan xaridor (USD)',
    },
  },
  ka: {
    shop: 'Vitrina',
    title: 'შესვლა — Vitrina',
    heading: 'შესვლა',
    lead: 'ეს სადემონსტრაციო მაღაზიაა: აირჩიეთ მყიდველი, ვისი სახელითაც შეხვალთ.',
    accounts: 'სადემონსტრაციო ანგარიში',
    submit: 'შესვლა',
    guest: 'გაგრძელება შესვლის გარეშე',
    chooseAccount: 'აირჩიეთ ერთ-ერთი სადემონსტრაციო ანგარიში.',
    signingIn: 'შესვლა…',
    signingOut: 'გასვლა…',
    needsScript: 'შესვლის დასასრულებლად საჭიროა JavaScript.',
    accountTitles: {
      regular: 'მყიდველი (რუსეთი)',
      club: 'კლუბის წევრი (რუსეთი)',
      employee: 'თანამშრომელი (რუსეთი)',
      business: 'ბიზნეს-მყიდველი (რუსეთი)',
      seller: 'გამყიდველი რესეილით (რუსეთი)',
      ge: 'მყიდველი საქართველოდან (ბალანსი GEL-ში)',
      'ge-empty': 'მყიდველი საქართველოდან (ნულოვანი ბალანსი GEL-ში)',
      tj: 'მყიდველი ტაჯიკეთიდან (ბალანსი TJS-ში)',
      'wallet-redesign': 'ახალი საფულე უსაფრთხოების კოდით (რუსეთი)',
      global: 'მყიდველი სხვა ქვეყნიდან (USD)',
    },
  },
};

/** The page's language from its query; the shop's default otherwise. */
export function signInLanguage(raw: string | undefined): Language {
  return isLanguage(raw) ? raw : DEFAULT_SIGN_IN_LANGUAGE;
}
