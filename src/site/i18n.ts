/**
 * The site's interface in every language it speaks: one dictionary, so a page edit adds its string
 * here once, in each language, and a new page is translated in one place.
 *
 * English is the default (the site's current URLs); every other language lives under its own
 * prefix (/ar/, /ur/, /id/, /tr/), built by src/pages/[locale]/[...page].astro from the same page
 * files, and Starlight's own internationalisation (astro.config.mjs: `locales`, the sidebar's
 * `translations`) gives each its direction, navigation, search box and "untranslated" notice.
 *
 * A key missing in a language falls back to English. Each area can keep its strings in a file of
 * its own under src/site/strings/ (one spread line in UI). Starlight's and the search box's own
 * strings are src/site/strings/starlight.ts.
 */
import type { Entry } from './strings/entry';
import { CALCULATOR_STRINGS } from './strings/calculator';
import { CALENDAR_STRINGS } from './strings/calendar';
import { HOME_STRINGS } from './strings/home';
import { READER_STRINGS } from './strings/reader';
import { WORDS_STRINGS } from './strings/words';
import { PRAYER_STRINGS } from './strings/prayer';
import { PLAYER_STRINGS } from './strings/player';
import { SURAH_TITLE } from './strings/surah-title';

import { LANGS, PREFIXED_LANGS, langOfPath, type Lang } from './langs';
export { LANGS, PREFIXED_LANGS, langOfPath, type Lang };

export const LANG_INFO: Record<Lang, { label: string; dir: 'ltr' | 'rtl' }> = {
  en: { label: 'English', dir: 'ltr' },
  ar: { label: 'العربية', dir: 'rtl' },
  ur: { label: 'اردو', dir: 'rtl' },
  id: { label: 'Bahasa Indonesia', dir: 'ltr' },
  tr: { label: 'Türkçe', dir: 'ltr' },
};

/** The strings of the site's frame, the reader and the calendar. `{name}` marks a value filled in by `t`. */
const CORE_STRINGS = {
  // The site and its navigation (astro.config.mjs).
  'site.title': { en: 'Islamic Tools API', ar: 'واجهة برمجة الأدوات الإسلامية', ur: 'اسلامی ٹولز API', id: 'API Alat Islami', tr: 'İslami Araçlar API' },
  'site.description': {
    en: 'Free, public, read-only JSON API: Umm al-Qura Hijri calendar, Jummal (Abjad) calculator, Quran lookup and search.',
    ar: 'واجهة برمجية مجانية وعامة للقراءة فقط بصيغة JSON: تقويم أم القرى الهجري، وحساب الجُمَّل (الأبجد)، ونصوص القرآن والبحث فيه.',
    ur: 'مفت، عوامی، صرف پڑھنے والی JSON API: ام القریٰ ہجری کیلنڈر، ابجد (جمل) حساب، قرآن کے متن اور اس میں تلاش۔',
    id: 'API JSON gratis, publik, hanya-baca: kalender Hijriah Umm al-Qura, kalkulator Jummal (abjad), teks Al-Qur’an dan pencariannya.',
    tr: 'Ücretsiz, herkese açık, salt okunur JSON API: Ümmü’l-Kurâ Hicri takvimi, ebced (cümmel) hesabı, Kur’an metni ve araması.',
  },
  'nav.overview': { en: 'Overview', ar: 'نظرة عامة', ur: 'جائزہ', id: 'Ikhtisar', tr: 'Genel bakış' },
  'nav.useIt': { en: 'Use it', ar: 'الأدوات', ur: 'ٹولز', id: 'Alat', tr: 'Araçlar' },
  'nav.reader': { en: 'Quran reader', ar: 'قراءة القرآن', ur: 'قرآن پڑھیں', id: 'Baca Al-Qur’an', tr: 'Kur’an oku' },
  'nav.calendar': { en: 'Hijri calendar', ar: 'التقويم الهجري', ur: 'ہجری کیلنڈر', id: 'Kalender Hijriah', tr: 'Hicri takvim' },
  'nav.calculator': { en: 'Jummal calculator', ar: 'حاسبة الجُمَّل', ur: 'ابجد کیلکولیٹر', id: 'Kalkulator abjad (Jummal)', tr: 'Ebced hesaplayıcı' },
  'nav.reference': { en: 'API reference and try-it', ar: 'مرجع الواجهة وتجربتها', ur: 'API حوالہ اور آزمائش', id: 'Referensi API dan uji coba', tr: 'API başvurusu ve deneme' },
  'nav.endpoints': { en: 'Endpoints', ar: 'نقاط الوصول', ur: 'اینڈ پوائنٹس', id: 'Endpoint', tr: 'Uç noktalar' },
  'nav.docsHijri': { en: 'Hijri calendar', ar: 'التقويم الهجري', ur: 'ہجری کیلنڈر', id: 'Kalender Hijriah', tr: 'Hicri takvim' },
  'nav.docsJummal': { en: 'Jummal', ar: 'الجُمَّل', ur: 'ابجد', id: 'Jummal (abjad)', tr: 'Ebced' },
  'nav.docsQuran': { en: 'Quran', ar: 'القرآن', ur: 'قرآن', id: 'Al-Qur’an', tr: 'Kur’an' },
  'nav.docsSearch': { en: 'Search', ar: 'البحث', ur: 'تلاش', id: 'Pencarian', tr: 'Arama' },
  'nav.docsHijriCalendars': { en: 'Hijri calendars compared', ar: 'التقاويم الهجرية ومقارنتها', ur: 'ہجری کیلنڈروں کا موازنہ', id: 'Perbandingan kalender Hijriah', tr: 'Hicri takvimlerin karşılaştırması' },
  'nav.docsPrayerTimes': { en: 'Prayer times, Qibla and places', ar: 'مواقيت الصلاة والقبلة والأماكن', ur: 'اوقاتِ نماز، قبلہ اور مقامات', id: 'Jadwal salat, kiblat dan tempat', tr: 'Namaz vakitleri, kıble ve yerler' },
  'nav.docsWords': { en: 'Words, roots and lemmas', ar: 'الكلمات والجذور والأصول', ur: 'الفاظ، مادے اور اصل', id: 'Kata, akar dan lema', tr: 'Kelimeler, kökler ve lemmalar' },
  'nav.docsRecitations': { en: 'Recitations', ar: 'التلاوات', ur: 'تلاوتیں', id: 'Tilawah', tr: 'Tilavetler' },
  'nav.docsMcp': { en: 'MCP server and quotation checker', ar: 'أدوات النماذج اللغوية ومدقّق الاقتباس', ur: 'لسانی ماڈلوں کے اوزار اور اقتباس کی جانچ', id: 'Server MCP dan pemeriksa kutipan', tr: 'MCP sunucusu ve alıntı denetleyicisi' },
  'nav.words': { en: 'Word by word', ar: 'كلمة كلمة', ur: 'لفظ بہ لفظ', id: 'Kata per kata', tr: 'Kelime kelime' },
  'nav.roots': { en: 'Quranic roots', ar: 'جذور القرآن', ur: 'قرآنی مادے', id: 'Akar kata Al-Qur’an', tr: 'Kur’an kökleri' },
  'nav.using': { en: 'Using the API', ar: 'استخدام الواجهة', ur: 'API کا استعمال', id: 'Menggunakan API', tr: 'API’yi kullanmak' },
  'nav.errors': { en: 'Errors', ar: 'الأخطاء', ur: 'خرابیاں', id: 'Galat', tr: 'Hatalar' },
  'nav.limits': { en: 'Limits & keys', ar: 'الحدود والمفاتيح', ur: 'حدود اور کلیدیں', id: 'Batas & kunci', tr: 'Sınırlar ve anahtarlar' },
  'nav.staticFiles': { en: 'Static files & mirrors', ar: 'الملفات الثابتة والنسخ', ur: 'جامد فائلیں اور نقول', id: 'Berkas statis & cermin', tr: 'Statik dosyalar ve yansılar' },
  'nav.sources': { en: 'Sources', ar: 'المصادر', ur: 'ماخذ', id: 'Sumber', tr: 'Kaynaklar' },
  'nav.deployment': { en: 'Deployment', ar: 'النشر والتشغيل', ur: 'تنصیب', id: 'Penerapan', tr: 'Kurulum' },
  'nav.contract': { en: 'Contract', ar: 'العقد', ur: 'معاہدہ', id: 'Kontrak', tr: 'Sözleşme' },

  // The Quran reader.
  'reader.title': { en: 'Quran reader', ar: 'قراءة القرآن', ur: 'قرآن پڑھیں', id: 'Baca Al-Qur’an', tr: 'Kur’an oku' },
  'reader.description': {
    en: 'Read every surah in the Uthmani script with a translation beside it, in any of the editions.',
    ar: 'اقرأ كل سورة بالرسم العثماني ومعها ترجمة بأي من الطبعات المتاحة.',
    ur: 'ہر سورت رسمِ عثمانی میں پڑھیں، ساتھ کسی بھی نسخے کا ترجمہ۔',
    id: 'Baca setiap surah dalam rasm Utsmani dengan terjemahan di sampingnya, dari edisi mana pun.',
    tr: 'Her sureyi Osmanlı hattıyla, yanında dilediğiniz mealle okuyun.',
  },
  'reader.intro': {
    en: "Each surah in the Uthmani script (KFGQPC Hafs) with a translation beside it; pick any edition on the surah's page. Every ayah links to its JSON.",
    ar: 'كل سورة بالرسم العثماني (مصحف مجمع الملك فهد، رواية حفص) ومعها ترجمة؛ اختر الطبعة في صفحة السورة. ولكل آية رابط إلى ملف JSON الخاص بها.',
    ur: 'ہر سورت رسمِ عثمانی میں (شاہ فہد کمپلیکس، روایتِ حفص) ترجمے کے ساتھ؛ سورت کے صفحے پر کوئی بھی نسخہ منتخب کریں۔ ہر آیت کا ربط اس کے JSON تک جاتا ہے۔',
    id: 'Setiap surah dalam rasm Utsmani (Mushaf KFGQPC riwayat Hafsh) dengan terjemahan di sampingnya; pilih edisi di halaman surah. Setiap ayat bertaut ke JSON-nya.',
    tr: 'Her sure Osmanlı hattıyla (Kral Fahd Kompleksi, Hafs rivayeti) ve yanında bir mealle; meali surenin sayfasında seçin. Her ayet kendi JSON’una bağlanır.',
  },
  'reader.surahTitle': SURAH_TITLE,
  'reader.surahDescription': {
    en: 'Surah {transliteration} ({englishName}), {ayahs}, in the Uthmani script with a translation.',
    ar: 'سورة {name}، {ayahs}، بالرسم العثماني مع ترجمة.',
    ur: 'سورۃ {name}، {ayahs}، رسمِ عثمانی میں ترجمے کے ساتھ۔',
    id: 'Surah {transliteration} ({englishName}), {ayahs}, dalam rasm Utsmani dengan terjemahan.',
    tr: '{transliteration} suresi, {ayahs}, Osmanlı hattıyla ve mealiyle.',
  },
  'reader.meccan': { en: 'Meccan', ar: 'مكية', ur: 'مکی', id: 'Makkiyah', tr: 'Mekkî' },
  'reader.medinan': { en: 'Medinan', ar: 'مدنية', ur: 'مدنی', id: 'Madaniyah', tr: 'Medenî' },
  'reader.translation': { en: 'Translation', ar: 'الترجمة', ur: 'ترجمہ', id: 'Terjemahan', tr: 'Meal' },
  'reader.noscript': {
    en: 'Choosing another translation needs JavaScript; the Arabic text and the Saheeh International translation are shown without it.',
    ar: 'اختيار ترجمة أخرى يحتاج إلى JavaScript؛ ويظهر النص العربي وترجمة Saheeh International من دونه.',
    ur: 'دوسرا ترجمہ منتخب کرنے کے لیے JavaScript درکار ہے؛ اس کے بغیر عربی متن اور Saheeh International کا ترجمہ دکھایا جاتا ہے۔',
    id: 'Memilih terjemahan lain memerlukan JavaScript; tanpanya ditampilkan teks Arab dan terjemahan Saheeh International.',
    tr: 'Başka bir meal seçmek JavaScript gerektirir; JavaScript olmadan Arapça metin ve Saheeh International çevirisi gösterilir.',
  },
  'reader.allSurahs': { en: 'All surahs', ar: 'كل السور', ur: 'تمام سورتیں', id: 'Semua surah', tr: 'Bütün sureler' },
  'reader.surahsNav': { en: 'Surahs', ar: 'السور', ur: 'سورتیں', id: 'Surah', tr: 'Sureler' },
  'reader.noSurahTitle': { en: 'No surah {number}', ar: 'لا توجد سورة {number}', ur: 'سورت {number} موجود نہیں', id: 'Tidak ada surah {number}', tr: '{number}. sure yok' },
  'reader.noSurah': {
    en: 'There is no surah {number} in the Quran: its 114 surahs are numbered 1 to 114.',
    ar: 'لا توجد في القرآن سورة رقمها {number}؛ فيه ١١٤ سورة مرقّمة من ١ إلى ١١٤.',
    ur: 'قرآن میں سورت نمبر {number} نہیں ہے: اس کی 114 سورتوں کے نمبر 1 سے 114 تک ہیں۔',
    id: 'Tidak ada surah {number} dalam Al-Qur\'an: 114 surahnya bernomor 1 sampai 114.',
    tr: 'Kur\'an\'da {number} numaralı bir sure yoktur: 114 suresi 1\'den 114\'e kadar numaralıdır.',
  },
  'reader.loadFailed': {
    en: 'The {edition} translation could not be loaded. The translation shown is still {shown}; try again later.',
    ar: 'تعذّر تحميل ترجمة {edition}. ما زالت الترجمة المعروضة {shown}؛ حاول لاحقًا.',
    ur: '{edition} کا ترجمہ لوڈ نہیں ہو سکا۔ دکھایا گیا ترجمہ اب بھی {shown} ہے؛ بعد میں دوبارہ کوشش کریں۔',
    id: 'Terjemahan {edition} tidak dapat dimuat. Terjemahan yang tampil masih {shown}; coba lagi nanti.',
    tr: '{edition} meali yüklenemedi. Gösterilen meal hâlâ {shown}; daha sonra yeniden deneyin.',
  },
  'reader.offline': {
    en: 'You are offline, and the {edition} translation is not stored on this device. The translation shown is still {shown}.',
    ar: 'أنت غير متصل، وترجمة {edition} غير محفوظة على هذا الجهاز. ما زالت الترجمة المعروضة {shown}.',
    ur: 'آپ آف لائن ہیں، اور {edition} کا ترجمہ اس آلے پر محفوظ نہیں۔ دکھایا گیا ترجمہ اب بھی {shown} ہے۔',
    id: 'Anda sedang luring, dan terjemahan {edition} tidak tersimpan di perangkat ini. Terjemahan yang tampil masih {shown}.',
    tr: 'Çevrimdışısınız ve {edition} meali bu cihazda kayıtlı değil. Gösterilen meal hâlâ {shown}.',
  },

  // The calendar.
  'calendar.title': { en: 'Hijri calendar', ar: 'التقويم الهجري', ur: 'ہجری کیلنڈر', id: 'Kalender Hijriah', tr: 'Hicri takvim' },
  'calendar.description': {
    en: "The Umm al-Qura calendar month by month, with Gregorian dates, today marked and the month's events.",
    ar: 'تقويم أم القرى شهرًا بشهر، مع التاريخ الميلادي وتحديد اليوم ومناسبات الشهر.',
    ur: 'ام القریٰ کیلنڈر مہینہ بہ مہینہ، عیسوی تاریخوں، آج کے نشان اور مہینے کے مواقع کے ساتھ۔',
    id: 'Kalender Umm al-Qura bulan demi bulan, dengan tanggal Masehi, hari ini ditandai, dan hari-hari besar bulan itu.',
    tr: 'Ümmü’l-Kurâ takvimi ay ay: Miladi tarihler, işaretli bugün ve ayın İslami günleri.',
  },
  'calendar.noscript': {
    en: 'The calendar needs JavaScript. Without it, the API answers every month:',
    ar: 'يحتاج التقويم إلى JavaScript. ومن دونه تجيب الواجهة عن كل شهر:',
    ur: 'کیلنڈر کے لیے JavaScript درکار ہے۔ اس کے بغیر API ہر مہینے کا جواب دیتی ہے:',
    id: 'Kalender ini memerlukan JavaScript. Tanpanya, API menjawab setiap bulan:',
    tr: 'Takvim JavaScript gerektirir. JavaScript olmadan API her ayı yanıtlar:',
  },
  'calendar.previous': { en: '← Previous month', ar: '→ الشهر السابق', ur: '→ پچھلا مہینہ', id: '← Bulan sebelumnya', tr: '← Önceki ay' },
  'calendar.next': { en: 'Next month →', ar: 'الشهر التالي ←', ur: 'اگلا مہینہ ←', id: 'Bulan berikutnya →', tr: 'Sonraki ay →' },
  'calendar.loading': { en: 'Loading…', ar: 'جارٍ التحميل…', ur: 'لوڈ ہو رہا ہے…', id: 'Memuat…', tr: 'Yükleniyor…' },
  'calendar.year': { en: 'Year', ar: 'السنة', ur: 'سال', id: 'Tahun', tr: 'Yıl' },
  'calendar.month': { en: 'Month', ar: 'الشهر', ur: 'مہینہ', id: 'Bulan', tr: 'Ay' },
  'calendar.go': { en: 'Go', ar: 'اذهب', ur: 'جائیں', id: 'Tampilkan', tr: 'Git' },
  'calendar.days': { en: 'Days of the month', ar: 'أيام الشهر', ur: 'مہینے کے دن', id: 'Hari-hari dalam bulan', tr: 'Ayın günleri' },
  'calendar.events': { en: 'Events this month', ar: 'مناسبات هذا الشهر', ur: 'اس مہینے کے مواقع', id: 'Hari besar bulan ini', tr: 'Bu ayın İslami günleri' },
  'calendar.noEvents': { en: 'No events this month.', ar: 'لا مناسبات في هذا الشهر.', ur: 'اس مہینے کوئی موقع نہیں۔', id: 'Tidak ada hari besar bulan ini.', tr: 'Bu ay özel bir gün yok.' },
  'calendar.outOfRange': {
    en: 'Only {first}-{last} AH are covered.',
    ar: 'التقويم يغطي السنوات {first}-{last} هـ فقط.',
    ur: 'صرف {first} تا {last} ہجری شامل ہیں۔',
    id: 'Hanya tahun {first}-{last} H yang tercakup.',
    tr: 'Yalnızca {first}-{last} Hicri yılları kapsanır.',
  },
  'calendar.heading': { en: '{month} {year} AH', ar: '{month} {year} هـ', ur: '{month} {year} ہجری', id: '{month} {year} H', tr: '{month} {year} Hicri' },
  'calendar.range': { en: '{first} to {last}', ar: 'من {first} إلى {last}', ur: '{first} تا {last}', id: '{first} sampai {last}', tr: '{first} ile {last} arası' },
  'calendar.night': {
    en: ' (the night begins at sunset on {date})',
    ar: ' (تبدأ ليلته بغروب شمس {date})',
    ur: ' (رات {date} کو غروبِ آفتاب سے شروع ہوتی ہے)',
    id: ' (malamnya dimulai saat matahari terbenam pada {date})',
    tr: ' (gecesi {date} günü gün batımında başlar)',
  },
  'calendar.footer': {
    en: 'Umm al-Qura dates, {first}-{last} AH. "Today" is today\'s date in your time zone. The data:',
    ar: 'تواريخ أم القرى للسنوات {first}-{last} هـ. «اليوم» هو تاريخ اليوم في منطقتك الزمنية. البيانات:',
    ur: 'ام القریٰ کی تاریخیں، {first} تا {last} ہجری۔ «آج» آپ کے ٹائم زون کی آج کی تاریخ ہے۔ ڈیٹا:',
    id: 'Tanggal Umm al-Qura, {first}-{last} H. "Hari ini" adalah tanggal hari ini di zona waktu Anda. Datanya:',
    tr: 'Ümmü’l-Kurâ tarihleri, {first}-{last} Hicri. "Bugün", saat diliminizdeki bugünün tarihidir. Veriler:',
  },

  'calendar.calendar': { en: 'Calendar', ar: 'التقويم', ur: 'کیلنڈر', id: 'Kalender', tr: 'Takvim' },
  'calendar.basis.announced': { en: 'Month start: as announced.', ar: 'بداية الشهر: كما أُعلنت.', ur: 'مہینے کا آغاز: اعلان کے مطابق۔', id: 'Awal bulan: sesuai pengumuman.', tr: 'Ay başı: ilan edildiği gibi.' },
  'calendar.basis.table': { en: 'Month start: from the published table.', ar: 'بداية الشهر: من الجدول المنشور.', ur: 'مہینے کا آغاز: شائع شدہ جدول سے۔', id: 'Awal bulan: dari tabel yang diterbitkan.', tr: 'Ay başı: yayımlanan tablodan.' },
  'calendar.basis.computed': { en: 'Month start: computed by the criterion.', ar: 'بداية الشهر: محسوبة بالمعيار.', ur: 'مہینے کا آغاز: معیار کے مطابق حساب شدہ۔', id: 'Awal bulan: dihitung menurut kriteria.', tr: 'Ay başı: ölçüte göre hesaplandı.' },
  'calendar.otherCalendars': { en: 'another calendar:', ar: 'وتقويم آخر:', ur: 'کوئی اور کیلنڈر:', id: 'kalender lain:', tr: 'başka bir takvim:' },
  'calendar.compared': { en: 'the calendars compared', ar: 'مقارنة التقاويم', ur: 'کیلنڈروں کا موازنہ', id: 'perbandingan kalender', tr: 'takvimlerin karşılaştırması' },

  // Counts and the "not in your language" note of the documentation pages.
  'count.ayahs': { en: '{n} ayahs', ar: '{n} آية', ur: '{n} آیات', id: '{n} ayat', tr: '{n} ayet' },
  'count.ayahs.one': { en: '{n} ayah', ar: 'آية واحدة', ur: '{n} آیت', id: '{n} ayat', tr: '{n} ayet' },
  'count.ayahs.two': { en: '{n} ayahs', ar: 'آيتان', ur: '{n} آیات', id: '{n} ayat', tr: '{n} ayet' },
  'count.ayahs.few': { en: '{n} ayahs', ar: '{n} آيات', ur: '{n} آیات', id: '{n} ayat', tr: '{n} ayet' },
  'docs.index.title': { en: 'Documentation', ar: 'التوثيق', ur: 'دستاویزات', id: 'Dokumentasi', tr: 'Belgeler' },
  'docs.index.intro': {
    en: 'Every page about the API: its endpoints, how to use it, and where its texts come from. To call an endpoint from this site, open the API reference.',
    ar: 'كل صفحات الواجهة البرمجية: نقاط الوصول، وطريقة الاستخدام، ومصادر النصوص. لتجربة نقطة وصول من هذا الموقع افتح مرجع الواجهة.',
    ur: 'API کے تمام صفحات: اس کے اینڈ پوائنٹس، استعمال کا طریقہ، اور اس کے متون کے ماخذ۔ اس سائٹ سے کسی اینڈ پوائنٹ کو آزمانے کے لیے API حوالہ کھولیں۔',
    id: 'Semua halaman tentang API: endpoint-nya, cara memakainya, dan asal teks-teksnya. Untuk mencoba sebuah endpoint dari situs ini, buka referensi API.',
    tr: 'API hakkındaki bütün sayfalar: uç noktaları, nasıl kullanılacağı ve metinlerinin kaynakları. Bu siteden bir uç noktayı denemek için API başvurusunu açın.',
  },
  'docs.english': {
    en: '',
    ar: 'صفحات التوثيق التقنية بالإنجليزية؛ أسماء الحقول ورموز الأخطاء هي نفسها في كل اللغات.',
    ur: 'تکنیکی دستاویزات انگریزی میں ہیں؛ فیلڈز کے نام اور خرابیوں کے کوڈ ہر زبان میں یکساں ہیں۔',
    id: 'Dokumentasi teknis ditulis dalam bahasa Inggris; nama kolom dan kode galat sama dalam semua bahasa.',
    tr: 'Teknik belgeler İngilizcedir; alan adları ve hata kodları her dilde aynıdır.',
  },
} satisfies Record<string, Entry>;

/** Every interface string: the core above and each area's file in src/site/strings/. */
export const UI = { ...CORE_STRINGS, ...HOME_STRINGS, ...CALCULATOR_STRINGS, ...READER_STRINGS, ...CALENDAR_STRINGS, ...WORDS_STRINGS, ...PRAYER_STRINGS, ...PLAYER_STRINGS };

export type Key = keyof typeof UI;

/** A string of the interface in a language (English where the language lacks it), `{name}`s filled. */
export function t(lang: Lang, key: Key, values: Record<string, string | number> = {}): string {
  const entry: Entry = UI[key];
  const template = entry[lang as Exclude<Lang, 'en'>] || entry.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}


/** A site path in a language: `/quran/2/` in Arabic is `/ar/quran/2/` (without the base). */
export function localePath(lang: Lang, path: string): string {
  return lang === 'en' ? path : `/${lang}${path}`;
}

/** "286 ayahs", in the language's plural rules (Arabic: آية واحدة, آيتان, 3-10 آيات, 11+ آية). */
export function ayahCount(lang: Lang, n: number): string {
  const rule = new Intl.PluralRules(lang).select(n);
  const key = rule === 'one' ? 'count.ayahs.one' : rule === 'two' ? 'count.ayahs.two' : rule === 'few' ? 'count.ayahs.few' : 'count.ayahs';
  return t(lang, key, { n });
}

/** The name of a language (an edition's `language` code) in the interface's language. */
export function languageName(lang: Lang, code: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A sidebar label with its translations, as Starlight's sidebar config takes it. */
export function sidebarLabel(key: Key): { label: string; translations: Record<string, string> } {
  const entry: Entry = UI[key];
  const translations: Record<string, string> = {};
  for (const lang of PREFIXED_LANGS) if (entry[lang]) translations[lang] = entry[lang]!;
  return { label: entry.en, translations };
}

/** Starlight's `locales`: English at the root, the others under their prefix. */
export function starlightLocales() {
  return Object.fromEntries(
    LANGS.map((lang) => [lang === 'en' ? 'root' : lang, { label: LANG_INFO[lang].label, lang, dir: LANG_INFO[lang].dir }]),
  );
}
