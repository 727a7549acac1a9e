import type { Language } from '../../../contracts/locales';

/**
 * Month and weekday names as Intl.DateTimeFormat gives them in a date with its day (ICU 78,
 * CLDR 48): the months in their format form ("5 января"), the weekdays short. Written down
 * because Intl's date data takes a long task to start for each language (15-30 ms, 60-120 ms at
 * 4x CPU) on the first date of a page; tests/unit/core/format/date-names.test.ts compares every
 * pattern built from them with Intl.
 */
export interface DateNames {
  /** January first, for `MMMM` next to a day. */
  monthsLong: readonly string[];
  /** For `MMM` next to a day. */
  monthsShort: readonly string[];
  /** Sunday first (Date#getDay), for `ddd`. */
  weekdaysShort: readonly string[];
}

const NAMES: Record<Language, [monthsLong: string, monthsShort: string, weekdaysShort: string]> = {
  ru: [
    'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря',
    'янв.|февр.|мар.|апр.|мая|июн.|июл.|авг.|сент.|окт.|нояб.|дек.',
    'вс|пн|вт|ср|чт|пт|сб',
  ],
  en: [
    'January|February|March|April|May|June|July|August|September|October|November|December',
    'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec',
    'Sun|Mon|Tue|Wed|Thu|Fri|Sat',
  ],
  ka: [
    'იანვარი|თებერვალი|მარტი|აპრილი|მაისი|ივნისი|ივლისი|აგვისტო|სექტემბერი|ოქტომბერი|ნოემბერი|დეკემბერი',
    'იან|თებ|მარ|აპრ|მაი|ივნ|ივლ|აგვ|სექ|ოქტ|ნოე|დეკ',
    'კვი|ორშ|სამ|ოთხ|ხუთ|პარ|შაბ',
  ],
  kk: [
    'қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан',
    'қаң.|ақп.|нау.|сәу.|мам.|мау.|шіл.|там.|қыр.|қаз.|қар.|жел.',
    'жс|дс|сс|ср|бс|жм|сб',
  ],
  ky: [
    'январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь',
    'янв.|фев.|мар.|апр.|май|июн.|июл.|авг.|сен.|окт.|ноя.|дек.',
    'жек.|дүй.|шейш.|шарш.|бейш.|жума|ишм.',
  ],
  uz: [
    'yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr',
    'yan|fev|mar|apr|may|iyn|iyl|avg|sen|okt|noy|dek',
    'Yak|Dush|Sesh|Chor|Pay|Jum|Shan',
  ],
};

const split = new Map<Language, DateNames>();

/** The language's names, or undefined for a language the table lacks (its dates go through Intl). */
export function dateNames(language: Language): DateNames | undefined {
  let names = split.get(language);
  const row = NAMES[language];
  if (!names && row) {
    const [monthsLong, monthsShort, weekdaysShort] = row.map((list) => list.split('|'));
    names = { monthsLong: monthsLong!, monthsShort: monthsShort!, weekdaysShort: weekdaysShort! };
    split.set(language, names);
  }
  return names;
}
