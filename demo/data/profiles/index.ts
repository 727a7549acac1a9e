import { ADULT } from './adult';
import { BEAUTY } from './beauty';
import { BOOKS } from './books';
import { CLOSINGS, GOODS_COUNTRIES } from './common';
import { ELECTRONICS } from './electronics';
import { HOME } from './home';
import { KIDS } from './kids';
import { MEN } from './men';
import { SHOES } from './shoes';
import { SPORT } from './sport';
import type { Drawing, SubjectProfile } from './types';
import { WOMEN } from './women';

export type { Drawing, SubjectProfile } from './types';

/** The profile of every subject of the catalog tree, by its slug. */
export const SUBJECT_PROFILES: Readonly<Record<string, SubjectProfile>> = {
  ...WOMEN,
  ...MEN,
  ...SHOES,
  ...KIDS,
  ...HOME,
  ...ELECTRONICS,
  ...BEAUTY,
  ...SPORT,
  ...BOOKS,
  ...ADULT,
};

/** The drawing of a subject that has none of its own: a parcel, in its own colours. */
export const NEUTRAL_DRAWING: Drawing = { icon: 'package', tint: 'none' };

/** A subject without a profile (a new one in the tree) is named by its noun and drawn as a parcel. */
export const NEUTRAL_PROFILE: SubjectProfile = {
  drawing: NEUTRAL_DRAWING,
  kinds: [],
  details: [],
  materials: [],
  materialOption: 'material',
  countries: GOODS_COUNTRIES,
  specs: [],
  openings: [
    {
      ru: 'Товар от проверенного продавца.',
      en: 'A product from a trusted seller.',
      kk: 'Тексерілген сатушының тауары.',
      ky: 'Текшерилген сатуучунун товары.',
      uz: 'Ishonchli sotuvchidan mahsulot.',
      ka: 'პროდუქტი სანდო გამყიდველისგან.',
    },
  ],
  features: [
    {
      ru: 'Доставим в пункт выдачи рядом с домом.',
      en: 'We deliver to a pick-up point near your home.',
      kk: 'Үйге жақын тапсыру пунктіне жеткіземіз.',
      ky: 'Үйгө жакын берүү пунктуна жеткиребиз.',
      uz: 'Uyingiz yaqinidagi topshirish punktiga yetkazamiz.',
      ka: 'მოგიტანთ გაცემის პუნქტამდე სახლთან ახლოს.',
    },
    {
      ru: 'Отзывы покупателей — ниже на странице.',
      en: 'Customer reviews are further down the page.',
      kk: 'Сатып алушылардың пікірлері — беттің төменгі жағында.',
      ky: 'Сатып алуучулардын пикирлери — барактын ылдый жагында.',
      uz: 'Xaridorlar sharhlari — sahifaning pastki qismida.',
      ka: 'მყიდველების შეფასებები — გვერდის ქვემოთ.',
    },
  ],
  closings: CLOSINGS.electronics.slice(2),
};

export function profileFor(slug: string): SubjectProfile {
  return Object.hasOwn(SUBJECT_PROFILES, slug) ? SUBJECT_PROFILES[slug]! : NEUTRAL_PROFILE;
}
