/** The Quran reader's strings beyond its first ones (src/site/i18n.ts): editions, groups, errors. */
import type { Entry } from './entry';

export const READER_STRINGS = {
  'reader.group.translations': { en: 'Translations', ar: 'الترجمات', ur: 'تراجم', id: 'Terjemahan', tr: 'Mealler' },
  'reader.group.tafsirs': { en: 'Tafsirs (Arabic commentary)', ar: 'التفاسير', ur: 'تفاسیر (عربی)', id: 'Tafsir (bahasa Arab)', tr: 'Tefsirler (Arapça)' },
  'reader.defaultNote': {
    en: 'Shown with {edition}, the default of this interface; choose another above.',
    ar: 'يظهر مع كل آية {edition}، وهو اختيار الواجهة العربية، إذ لا حاجة فيها إلى ترجمة؛ ويمكنك اختيار غيره من القائمة أعلاه.',
    ur: 'اردو کا طے شدہ ترجمہ {edition} ہے؛ اوپر کی فہرست سے کوئی اور منتخب کریں۔',
    id: 'Ditampilkan dengan {edition}, terjemahan bawaan antarmuka ini; pilih yang lain di atas.',
    tr: 'Bu arayüzün varsayılan meali {edition} ile gösteriliyor; yukarıdan başka birini seçebilirsiniz.',
  },
  'reader.defaultName': { en: 'Saheeh International', ar: 'التفسير الميسر', ur: 'فتح محمد جالندھری', id: 'Kementerian Agama RI', tr: 'Diyanet İşleri' },
  'reader.unknownEdition': {
    en: 'There is no edition “{edition}”. Shown instead: {shown}.',
    ar: 'لا توجد طبعة باسم «{edition}». المعروض بدلًا منها: {shown}.',
    ur: '«{edition}» نام کا کوئی نسخہ نہیں۔ اس کی جگہ دکھایا گیا: {shown}۔',
    id: 'Tidak ada edisi “{edition}”. Yang ditampilkan: {shown}.',
    tr: '“{edition}” adlı bir baskı yok. Yerine gösterilen: {shown}.',
  },
  'reader.sharedBelow': {
    en: 'Translated together with {range}: the text is under {last}.',
    ar: 'فُسِّرت مع {range}: النص تحت {last}.',
    ur: '{range} کا ترجمہ ایک ساتھ ہے: متن {last} کے نیچے ہے۔',
    id: 'Diterjemahkan bersama {range}: teksnya di bawah {last}.',
    tr: '{range} birlikte çevrilmiştir: metin {last} altında.',
  },
} satisfies Record<string, Entry>;
