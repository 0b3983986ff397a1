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
import { CALENDAR_STRINGS } from './strings/calendar';
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

/** The strings of the site's frame, home page and first tools. `{name}` marks a value filled in by `t`. */
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

  // The home page.
  'home.intro': {
    en: 'A free, public, read-only JSON API. No sign-up, no key needed, CORS open to every origin. Every deterministic answer is also a static JSON file, byte-identical to the live answer, so you can mirror the whole API offline.',
    ar: 'واجهة برمجية مجانية وعامة للقراءة فقط، تجيب بصيغة JSON. لا تسجيل ولا مفتاح، وهي مفتوحة لكل المواقع (CORS). وكل جواب ثابت متاح أيضًا ملفًّا ثابتًا مطابقًا للجواب الحي بايتًا ببايت، فيمكنك نسخ الواجهة كلها والعمل بها دون اتصال.',
    ur: 'ایک مفت، عوامی، صرف پڑھنے والی JSON API۔ نہ اندراج، نہ کلید؛ CORS ہر ویب سائٹ کے لیے کھلا ہے۔ ہر مستقل جواب ایک جامد JSON فائل کے طور پر بھی موجود ہے، جو براہِ راست جواب سے بائٹ بہ بائٹ یکساں ہے، اس لیے پوری API کی نقل آف لائن رکھی جا سکتی ہے۔',
    id: 'API JSON yang gratis, publik, dan hanya-baca. Tanpa pendaftaran dan tanpa kunci; CORS terbuka untuk semua situs. Setiap jawaban yang tetap juga tersedia sebagai berkas JSON statis yang sama persis dengan jawaban langsungnya, sehingga seluruh API dapat dicerminkan untuk dipakai luring.',
    tr: 'Ücretsiz, herkese açık, salt okunur bir JSON API. Kayıt ve anahtar gerekmez; CORS her siteye açıktır. Değişmeyen her yanıt, canlı yanıtla bayt bayt aynı olan statik bir JSON dosyası olarak da sunulur; API’nin tamamını çevrimdışı kullanmak için kopyalayabilirsiniz.',
  },
  'home.tools': { en: 'Tools', ar: 'الأدوات', ur: 'ٹولز', id: 'Alat', tr: 'Araçlar' },
  'home.tool.reader': {
    en: 'every surah in the Uthmani script with a translation beside it, in any of the editions.',
    ar: 'كل سورة بالرسم العثماني ومعها ترجمة بأي من الطبعات المتاحة.',
    ur: 'ہر سورت رسمِ عثمانی میں، ساتھ کسی بھی دستیاب نسخے کا ترجمہ۔',
    id: 'setiap surah dalam rasm Utsmani dengan terjemahan di sampingnya, dari edisi mana pun.',
    tr: 'her sure Osmanlı hattıyla (rasm-ı Osmânî), yanında dilediğiniz baskının meali.',
  },
  'home.tool.calendar': {
    en: 'the Umm al-Qura calendar month by month, with Gregorian dates and Islamic events.',
    ar: 'تقويم أم القرى شهرًا بشهر، مع التاريخ الميلادي والمناسبات الإسلامية.',
    ur: 'ام القریٰ کیلنڈر مہینہ بہ مہینہ، عیسوی تاریخوں اور اسلامی مواقع کے ساتھ۔',
    id: 'kalender Umm al-Qura bulan demi bulan, dengan tanggal Masehi dan hari-hari besar Islam.',
    tr: 'Ümmü’l-Kurâ takvimi ay ay, Miladi tarihler ve İslami günlerle.',
  },
  'home.tool.calculator': {
    en: 'the abjad value of an Arabic text, letter by letter, under every convention.',
    ar: 'القيمة الأبجدية لنص عربي حرفًا حرفًا، بكل اصطلاح معروف.',
    ur: 'کسی عربی متن کی ابجدی قیمت، حرف بہ حرف، ہر رائج طریقے کے مطابق۔',
    id: 'nilai abjad sebuah teks Arab, huruf demi huruf, menurut setiap konvensi.',
    tr: 'Arapça bir metnin ebced değeri, harf harf, her usule göre.',
  },
  'home.endpoints': { en: 'Endpoints', ar: 'نقاط الوصول', ur: 'اینڈ پوائنٹس', id: 'Endpoint', tr: 'Uç noktalar' },
  'home.col.endpoint': { en: 'endpoint', ar: 'نقطة الوصول', ur: 'اینڈ پوائنٹ', id: 'endpoint', tr: 'uç nokta' },
  'home.col.answers': { en: 'what it answers', ar: 'ما تجيب عنه', ur: 'کیا جواب دیتا ہے', id: 'jawabannya', tr: 'ne döndürür' },
  'home.col.docs': { en: 'docs', ar: 'التوثيق', ur: 'دستاویز', id: 'dokumentasi', tr: 'belgeler' },
  'home.ep.today': { en: "Today's Hijri date in a time zone (default Asia/Riyadh), in any of the six calendars", ar: 'تاريخ اليوم الهجري في منطقة زمنية (الافتراضية Asia/Riyadh)، بأي من التقاويم الستة', ur: 'کسی ٹائم زون میں آج کی ہجری تاریخ (طے شدہ Asia/Riyadh)، چھ تقویموں میں سے کسی میں بھی', id: 'Tanggal Hijriah hari ini di suatu zona waktu (bawaan Asia/Riyadh), dalam salah satu dari enam kalender', tr: 'Bir saat diliminde bugünün Hicrî tarihi (varsayılan Asia/Riyadh), altı takvimden herhangi birinde' },
  'home.ep.fromGregorian': { en: 'Gregorian → Hijri', ar: 'من الميلادي إلى الهجري', ur: 'عیسوی سے ہجری', id: 'Masehi → Hijriah', tr: 'Miladi → Hicri' },
  'home.ep.fromHijri': { en: 'Hijri → Gregorian', ar: 'من الهجري إلى الميلادي', ur: 'ہجری سے عیسوی', id: 'Hijriah → Masehi', tr: 'Hicri → Miladi' },
  'home.ep.month': { en: 'A Hijri month with the Gregorian date of every day', ar: 'شهر هجري مع التاريخ الميلادي لكل يوم', ur: 'ایک ہجری مہینہ، ہر دن کی عیسوی تاریخ کے ساتھ', id: 'Satu bulan Hijriah dengan tanggal Masehi setiap harinya', tr: 'Her gününün Miladi tarihiyle bir Hicri ay' },
  'home.ep.events': { en: 'Islamic events of a Hijri month', ar: 'المناسبات الإسلامية في شهر هجري', ur: 'کسی ہجری مہینے کے اسلامی مواقع', id: 'Hari-hari besar Islam dalam satu bulan Hijriah', tr: 'Bir Hicri ayın İslami günleri' },
  'home.ep.jummal': { en: 'Abjad value of Arabic text, letter by letter', ar: 'القيمة الأبجدية لنص عربي حرفًا حرفًا', ur: 'عربی متن کی ابجدی قیمت، حرف بہ حرف', id: 'Nilai abjad teks Arab, huruf demi huruf', tr: 'Arapça metnin ebced değeri, harf harf' },
  'home.ep.surahs': { en: 'The 114 surahs', ar: 'السور الـ114', ur: '114 سورتیں', id: '114 surah', tr: '114 sure' },
  'home.ep.surah': { en: 'A surah with all its ayahs', ar: 'سورة بجميع آياتها', ur: 'ایک سورت اپنی تمام آیات کے ساتھ', id: 'Satu surah dengan semua ayatnya', tr: 'Bütün ayetleriyle bir sure' },
  'home.ep.ayah': { en: 'One ayah', ar: 'آية واحدة', ur: 'ایک آیت', id: 'Satu ayat', tr: 'Tek ayet' },
  'home.ep.search': { en: 'Ayahs containing a phrase, in Arabic or a translation', ar: 'الآيات التي تحوي عبارة، بالعربية أو في ترجمة', ur: 'وہ آیات جن میں کوئی عبارت ہو، عربی میں یا کسی ترجمے میں', id: 'Ayat yang memuat suatu frasa, dalam bahasa Arab atau terjemahan', tr: 'Bir ifadeyi içeren ayetler, Arapça ya da bir mealde' },
  'home.ep.calendars': { en: 'The six calendars by authority (Umm al-Qura, Saudi announcements, Diyanet, MABIMS, FCNA, civil), each with its criterion and sources; add calendar= to any Hijri endpoint', ar: 'التقاويم الستة بحسب الجهة (أم القرى، إعلانات السعودية، ديانت، مابيمس، FCNA، المدني)، لكل منها معياره ومصادره؛ أضف calendar= إلى أي نقطة هجرية', ur: 'ادارے کے لحاظ سے چھ تقویمیں (ام القریٰ، سعودی اعلانات، دیانت، MABIMS، FCNA، شمسی حساب)، ہر ایک اپنے معیار اور مآخذ کے ساتھ؛ کسی بھی ہجری اینڈ پوائنٹ میں calendar= لگائیں', id: 'Enam kalender menurut otoritasnya (Umm al-Qura, pengumuman Saudi, Diyanet, MABIMS, FCNA, sipil), masing-masing dengan kriteria dan sumbernya; tambahkan calendar= ke endpoint Hijriah mana pun', tr: 'Kuruma göre altı takvim (Ümmü’l-Kurâ, Suudi ilanları, Diyanet, MABIMS, FCNA, hesabî), her biri ölçütü ve kaynaklarıyla; herhangi bir Hicrî uç noktaya calendar= ekleyin' },
  'home.ep.editions': { en: 'The 42 editions (translations, a transliteration, tafsirs), each with its publisher and terms', ar: 'الإصدارات الـ42 (ترجمات، ونقحرة، وتفاسير)، لكل منها ناشره وشروطه', ur: '42 ایڈیشن (تراجم، ایک نقل حرفی، تفاسیر)، ہر ایک اپنے ناشر اور شرائط کے ساتھ', id: '42 edisi (terjemahan, transliterasi, tafsir), masing-masing dengan penerbit dan ketentuannya', tr: '42 baskı (mealler, bir transliterasyon, tefsirler), her biri yayımcısı ve şartlarıyla' },
  'home.ep.editionAyah': { en: 'One ayah (or a whole surah) in an edition, with its licence', ar: 'آية واحدة (أو سورة كاملة) في إصدار، مع ترخيصه', ur: 'کسی ایڈیشن میں ایک آیت (یا پوری سورت)، اس کے لائسنس کے ساتھ', id: 'Satu ayat (atau satu surah utuh) dalam suatu edisi, beserta lisensinya', tr: 'Bir baskıda bir ayet (ya da bütün bir sure), lisansıyla' },
  'home.ep.divisions': { en: 'A juz, page, hizb quarter, ruku or manzil with its ayahs; the 15 sajdas', ar: 'جزء أو صفحة أو ربع حزب أو ركوع أو منزل بآياته؛ والسجدات الـ15', ur: 'کوئی پارہ، صفحہ، ربع حزب، رکوع یا منزل اپنی آیات کے ساتھ؛ 15 سجدے', id: 'Satu juz, halaman, seperempat hizb, ruku atau manzil beserta ayat-ayatnya; 15 sajdah', tr: 'Ayetleriyle bir cüz, sayfa, hizb çeyreği, rükû ya da menzil; 15 secde' },
  'home.ep.random': { en: 'A random ayah (of a surah, if asked)', ar: 'آية عشوائية (من سورة إن طُلب)', ur: 'کوئی بے ترتیب آیت (چاہیں تو کسی سورت سے)', id: 'Satu ayat acak (dari suatu surah, bila diminta)', tr: 'Rastgele bir ayet (istenirse bir sureden)' },
  'home.ep.words': { en: 'Every word of an ayah with its root, lemma and grammar (Quranic Arabic Corpus)', ar: 'كل كلمة من الآية بجذرها ولمّتها وإعرابها (المدونة القرآنية العربية)', ur: 'آیت کا ہر لفظ اپنے مادّے، اصل لفظ اور صرف و نحو کے ساتھ (قرآنی عربی کارپس)', id: 'Setiap kata suatu ayat dengan akar, lema dan tata bahasanya (Quranic Arabic Corpus)', tr: 'Bir ayetin her kelimesi kökü, lemması ve dil bilgisiyle (Quranic Arabic Corpus)' },
  'home.ep.roots': { en: 'A root with its lemmas and every occurrence; search?root= finds its ayahs', ar: 'جذر بلمّاته وكل مواضعه؛ ويجد search?root= آياته', ur: 'کوئی مادّہ اپنے الفاظ اور ہر مقام کے ساتھ؛ search?root= اس کی آیات ڈھونڈتا ہے', id: 'Suatu akar dengan lema dan setiap kemunculannya; search?root= menemukan ayat-ayatnya', tr: 'Bir kök, lemmaları ve her geçtiği yerle; search?root= ayetlerini bulur' },
  'home.ep.prayer': { en: 'Prayer times for a place and a day (or a month, a Ramadan), with the rule applied to each prayer', ar: 'مواقيت الصلاة لمكان ويوم (أو شهر، أو رمضان)، مع القاعدة المطبقة على كل صلاة', ur: 'کسی جگہ اور دن (یا مہینے، رمضان) کے اوقاتِ نماز، ہر نماز پر لاگو قاعدے کے ساتھ', id: 'Jadwal salat untuk suatu tempat dan hari (atau sebulan, Ramadan), dengan aturan yang dipakai untuk setiap salat', tr: 'Bir yer ve gün için namaz vakitleri (ya da bir ay, bir Ramazan), her vakitte uygulanan kuralla' },
  'home.ep.qibla': { en: 'The Qibla: bearing from true north, distance, and the magnetic declination', ar: 'القبلة: الاتجاه من الشمال الحقيقي، والمسافة، والانحراف المغناطيسي', ur: 'قبلہ: حقیقی شمال سے سمت، فاصلہ، اور مقناطیسی انحراف', id: 'Kiblat: arah dari utara sejati, jarak, dan deklinasi magnetik', tr: 'Kıble: gerçek kuzeyden açı, uzaklık ve manyetik sapma' },
  'home.ep.manifest': { en: 'What a copy of the data holds: every file kind, package and source with its terms', ar: 'ما تحويه نسخة من البيانات: كل نوع ملف وحزمة ومصدر مع شروطه', ur: 'ڈیٹا کی کسی نقل میں کیا ہے: ہر قسم کی فائل، پیکیج اور ماخذ اپنی شرائط کے ساتھ', id: 'Isi suatu salinan data: setiap jenis berkas, paket dan sumber beserta ketentuannya', tr: 'Verinin bir kopyasında ne var: her dosya türü, paket ve kaynak, şartlarıyla' },
  'home.docsWords': { en: 'Words and roots', ar: 'الكلمات والجذور', ur: 'الفاظ اور مادّے', id: 'Kata dan akar', tr: 'Kelimeler ve kökler' },
  'home.docsPrayer': { en: 'Prayer times', ar: 'مواقيت الصلاة', ur: 'اوقاتِ نماز', id: 'Jadwal salat', tr: 'Namaz vakitleri' },
  'home.conventions': { en: 'Conventions', ar: 'الأعراف', ur: 'ضوابط', id: 'Ketentuan', tr: 'Kurallar' },

  // The conventions list of the home page: HTML of our own (inline code and links), {errors},
  // {limits} and {openapi} are the links' addresses.
  'home.conv.json': {
    en: 'JSON only, UTF-8, bare resources (no envelope), snake_case fields.',
    ar: 'JSON فقط، بترميز UTF-8، والمورد نفسه دون غلاف، وأسماء الحقول بصيغة snake_case.',
    ur: 'صرف JSON، UTF-8، خالص وسیلہ (کوئی لفافہ نہیں)، فیلڈز کے نام snake_case میں۔',
    id: 'Hanya JSON, UTF-8, sumber daya apa adanya (tanpa amplop), nama kolom snake_case.',
    tr: 'Yalnızca JSON, UTF-8, zarfsız kaynaklar, snake_case alan adları.',
  },
  'home.conv.methods': {
    en: 'GET and HEAD; OPTIONS answers CORS preflights with 204; other methods get 405 with <code>Allow</code>.',
    ar: 'GET وHEAD؛ وتجيب OPTIONS عن طلبات CORS التمهيدية بالرمز 204؛ وسائر الطرق تُرد بالرمز 405 مع <code>Allow</code>.',
    ur: 'GET اور HEAD؛ OPTIONS، CORS کی پیشگی درخواستوں کا جواب 204 سے دیتا ہے؛ باقی طریقوں کو <code>Allow</code> کے ساتھ 405 ملتا ہے۔',
    id: 'GET dan HEAD; OPTIONS menjawab preflight CORS dengan 204; metode lain mendapat 405 dengan <code>Allow</code>.',
    tr: 'GET ve HEAD; OPTIONS, CORS ön isteklerini 204 ile yanıtlar; diğer yöntemler <code>Allow</code> ile 405 alır.',
  },
  'home.conv.cache': {
    en: 'Deterministic answers: <code>Cache-Control: public, max-age=86400</code> and an <code>ETag</code>; send <code>If-None-Match</code> for a 304. <code>/v1/hijri/today</code> is cacheable until the next midnight of its time zone.',
    ar: 'الأجوبة الثابتة: <code>Cache-Control: public, max-age=86400</code> ومعها <code>ETag</code>؛ أرسل <code>If-None-Match</code> تحصل على 304. وجواب <code>/v1/hijri/today</code> صالح للتخزين حتى منتصف الليل التالي في منطقته الزمنية.',
    ur: 'مستقل جوابات: <code>Cache-Control: public, max-age=86400</code> اور ایک <code>ETag</code>؛ 304 کے لیے <code>If-None-Match</code> بھیجیں۔ <code>/v1/hijri/today</code> اپنے ٹائم زون کی اگلی آدھی رات تک محفوظ کیا جا سکتا ہے۔',
    id: 'Jawaban yang tetap: <code>Cache-Control: public, max-age=86400</code> dan sebuah <code>ETag</code>; kirim <code>If-None-Match</code> untuk mendapat 304. <code>/v1/hijri/today</code> dapat disimpan sampai tengah malam berikutnya di zona waktunya.',
    tr: 'Değişmeyen yanıtlar: <code>Cache-Control: public, max-age=86400</code> ve bir <code>ETag</code>; 304 için <code>If-None-Match</code> gönderin. <code>/v1/hijri/today</code> kendi saat diliminin bir sonraki gece yarısına kadar önbelleğe alınabilir.',
  },
  'home.conv.errors': {
    en: 'Errors are <a href="{errors}">problem documents</a> with a stable <code>code</code>. Unknown query parameters are an error, not ignored.',
    ar: 'الأخطاء <a href="{errors}">وثائق مشكلات</a> لكل منها <code>code</code> ثابت. والمعامل غير المعروف في الاستعلام خطأ، لا يُتجاهل.',
    ur: 'خرابیاں <a href="{errors}">مسئلہ دستاویزات</a> ہیں جن کا <code>code</code> مستقل ہے۔ نامعلوم استفساری پیرامیٹر خرابی ہے، نظر انداز نہیں ہوتا۔',
    id: 'Galat berupa <a href="{errors}">dokumen masalah</a> dengan <code>code</code> yang tetap. Parameter kueri yang tidak dikenal adalah galat, tidak diabaikan.',
    tr: 'Hatalar, sabit bir <code>code</code> taşıyan <a href="{errors}">sorun belgeleridir</a>. Bilinmeyen sorgu parametreleri yok sayılmaz, hatadır.',
  },
  'home.conv.versions': {
    en: 'Versions live in the path: <code>/v1</code> (Hijri, Jummal), <code>/api/v1</code> (Quran).',
    ar: 'الإصدار جزء من المسار: <code>/v1</code> (الهجري والجُمَّل)، و<code>/api/v1</code> (القرآن).',
    ur: 'ورژن راستے میں ہے: <code>/v1</code> (ہجری، ابجد)، <code>/api/v1</code> (قرآن)۔',
    id: 'Versi ada di jalur: <code>/v1</code> (Hijriah, Jummal), <code>/api/v1</code> (Al-Qur’an).',
    tr: 'Sürüm yoldadır: <code>/v1</code> (Hicri, ebced), <code>/api/v1</code> (Kur’an).',
  },
  'home.conv.limits': {
    en: '<a href="{limits}">Rate limits</a>: 30/s Hijri, 60/s Jummal, 30/s search per client; keys raise them.',
    ar: '<a href="{limits}">حدود المعدل</a> لكل عميل: 30 طلبًا في الثانية للهجري، و60 للجُمَّل، و30 للبحث؛ والمفاتيح ترفعها.',
    ur: '<a href="{limits}">شرح کی حدیں</a> فی صارف: ہجری 30 فی سیکنڈ، ابجد 60، تلاش 30؛ کلیدیں انہیں بڑھاتی ہیں۔',
    id: '<a href="{limits}">Batas laju</a> per klien: Hijriah 30/dtk, Jummal 60/dtk, pencarian 30/dtk; kunci menaikkannya.',
    tr: 'İstemci başına <a href="{limits}">hız sınırları</a>: Hicri 30/sn, ebced 60/sn, arama 30/sn; anahtarlar bunları yükseltir.',
  },
  'home.conv.openapi': {
    en: 'Machine-readable description: <a href="{openapi}">OpenAPI 3.1</a>.',
    ar: 'الوصف المقروء آليًّا: <a href="{openapi}">OpenAPI 3.1</a>.',
    ur: 'مشین کے پڑھنے کے قابل وضاحت: <a href="{openapi}">OpenAPI 3.1</a>۔',
    id: 'Deskripsi yang dapat dibaca mesin: <a href="{openapi}">OpenAPI 3.1</a>.',
    tr: 'Makinenin okuyabileceği tanım: <a href="{openapi}">OpenAPI 3.1</a>.',
  },

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

  // The Jummal calculator.
  'calculator.title': { en: 'Jummal calculator', ar: 'حاسبة الجُمَّل', ur: 'ابجد کیلکولیٹر', id: 'Kalkulator abjad (Jummal)', tr: 'Ebced hesaplayıcı' },
  'calculator.description': {
    en: 'The abjad value of an Arabic text, letter by letter, under every convention, computed in your browser.',
    ar: 'القيمة الأبجدية لنص عربي حرفًا حرفًا، بكل اصطلاح، تُحسب في متصفحك.',
    ur: 'کسی عربی متن کی ابجدی قیمت، حرف بہ حرف، ہر طریقے کے مطابق، آپ کے براؤزر میں۔',
    id: 'Nilai abjad sebuah teks Arab, huruf demi huruf, menurut setiap konvensi, dihitung di peramban Anda.',
    tr: 'Arapça bir metnin ebced değeri, harf harf, her usule göre, tarayıcınızda hesaplanır.',
  },
  'calculator.noscript': {
    en: 'This calculator needs JavaScript. Without it, ask the API:',
    ar: 'تحتاج هذه الحاسبة إلى JavaScript. ومن دونه اسأل الواجهة:',
    ur: 'اس کیلکولیٹر کے لیے JavaScript درکار ہے۔ اس کے بغیر API سے پوچھیں:',
    id: 'Kalkulator ini memerlukan JavaScript. Tanpanya, tanyakan ke API:',
    tr: 'Bu hesaplayıcı JavaScript gerektirir. JavaScript olmadan API’ye sorun:',
  },
  'calculator.text': { en: 'Text', ar: 'النص', ur: 'متن', id: 'Teks', tr: 'Metin' },
  'calculator.total': { en: 'Total:', ar: 'المجموع:', ur: 'کل:', id: 'Jumlah:', tr: 'Toplam:' },
  'calculator.col.letter': { en: 'letter', ar: 'الحرف', ur: 'حرف', id: 'huruf', tr: 'harf' },
  'calculator.col.value': { en: 'value', ar: 'القيمة', ur: 'قیمت', id: 'nilai', tr: 'değer' },
  'calculator.col.note': { en: 'note', ar: 'ملاحظة', ur: 'نوٹ', id: 'catatan', tr: 'not' },
  'calculator.note.written': { en: 'written {letter}', ar: 'مكتوب {letter}', ur: 'لکھا ہوا {letter}', id: 'ditulis {letter}', tr: '{letter} olarak yazılı' },
  'calculator.note.shadda': { en: 'shadda', ar: 'شدّة', ur: 'تشدید', id: 'syaddah', tr: 'şedde' },
  'calculator.note.seated': { en: 'hamza of the seat before', ar: 'همزة الكرسي السابق', ur: 'پچھلی کرسی کا ہمزہ', id: 'hamzah di atas kursi sebelumnya', tr: 'önceki harfin üstündeki hemze' },
  'calculator.refused': {
    en: 'The API refuses this text as well ({code}):',
    ar: 'والواجهة ترفض هذا النص أيضًا ({code}):',
    ur: 'API بھی یہ متن قبول نہیں کرتی ({code}):',
    id: 'API juga menolak teks ini ({code}):',
    tr: 'API de bu metni kabul etmez ({code}):',
  },
  'calculator.error.no_arabic_letters': { en: 'There is no Arabic letter to count.', ar: 'لا يوجد حرف عربي يُحسب.', ur: 'گننے کے لیے کوئی عربی حرف نہیں۔', id: 'Tidak ada huruf Arab untuk dihitung.', tr: 'Sayılacak Arapça harf yok.' },
  'calculator.error.missing_parameter': { en: 'Type a text to count.', ar: 'اكتب نصًّا لحسابه.', ur: 'گننے کے لیے متن لکھیں۔', id: 'Ketik teks untuk dihitung.', tr: 'Hesaplamak için bir metin yazın.' },
  'calculator.error.text_too_long': { en: 'The text is too long.', ar: 'النص أطول من المسموح.', ur: 'متن بہت طویل ہے۔', id: 'Teksnya terlalu panjang.', tr: 'Metin çok uzun.' },
  'calculator.error.unsupported_letter': { en: 'The text holds a letter with no abjad value.', ar: 'في النص حرف ليست له قيمة أبجدية.', ur: 'متن میں ایسا حرف ہے جس کی کوئی ابجدی قیمت نہیں۔', id: 'Teks memuat huruf yang tidak memiliki nilai abjad.', tr: 'Metinde ebced değeri olmayan bir harf var.' },
  'calculator.footer': {
    en: 'The same counting as GET /v1/jummal, with the same errors; nothing is sent anywhere. The rules:',
    ar: 'الحساب نفسه الذي تجريه GET /v1/jummal، بالأخطاء نفسها؛ ولا يُرسل شيء إلى أي مكان. القواعد:',
    ur: 'وہی حساب جو GET /v1/jummal کرتی ہے، انہی خرابیوں کے ساتھ؛ کچھ بھی کہیں نہیں بھیجا جاتا۔ قواعد:',
    id: 'Perhitungan yang sama dengan GET /v1/jummal, dengan galat yang sama; tidak ada yang dikirim ke mana pun. Aturannya:',
    tr: 'GET /v1/jummal ile aynı hesap, aynı hatalarla; hiçbir şey bir yere gönderilmez. Kurallar:',
  },
  'calculator.option.system': { en: 'system', ar: 'الترتيب', ur: 'ترتیب', id: 'sistem', tr: 'sistem' },
  'calculator.option.hamza': { en: 'hamza', ar: 'الهمزة', ur: 'ہمزہ', id: 'hamzah', tr: 'hemze' },
  'calculator.option.madda': { en: 'madda', ar: 'المدّة', ur: 'مدّ', id: 'madd', tr: 'med' },
  'calculator.option.ta_marbuta': { en: 'ta_marbuta', ar: 'التاء المربوطة', ur: 'تائے مربوطہ', id: 'ta marbuthah', tr: 'yuvarlak te' },
  'calculator.option.alef_maqsura': { en: 'alef_maqsura', ar: 'الألف المقصورة', ur: 'الفِ مقصورہ', id: 'alif maqshurah', tr: 'elif-i maksûre' },
  'calculator.option.shadda': { en: 'shadda', ar: 'الشدّة', ur: 'تشدید', id: 'syaddah', tr: 'şedde' },
  'calculator.option.seated_hamza': { en: 'seated_hamza', ar: 'الهمزة على كرسي', ur: 'کرسی پر ہمزہ', id: 'hamzah di atas kursi', tr: 'kürsülü hemze' },
  'calculator.value.system.mashriqi': { en: '', ar: 'المشرقي أبجد هوز حطي كلمن سعفص قرشت ثخذ ضظغ: س=60 ص=90 ش=300 ض=800 ظ=900 غ=1000', id: 'Masyriqi (timur) أبجد هوز حطي كلمن سعفص قرشت ثخذ ضظغ: س=60 ص=90 ش=300 ض=800 ظ=900 غ=1000', tr: 'Meşrikî (doğu) أبجد هوز حطي كلمن سعفص قرشت ثخذ ضظغ: س=60 ص=90 ش=300 ض=800 ظ=900 غ=1000' },
  'calculator.value.system.maghribi': { en: '', ar: 'المغربي أبجد هوز حطي كلمن صعفض قرست ثخذ ظغش: ص=60 ض=90 س=300 ظ=800 غ=900 ش=1000', id: 'Magribi (barat) أبجد هوز حطي كلمن صعفض قرست ثخذ ظغش: ص=60 ض=90 س=300 ظ=800 غ=900 ش=1000', tr: 'Mağribî (batı) أبجد هوز حطي كلمن صعفض قرست ثخذ ظغش: ص=60 ض=90 س=300 ظ=800 غ=900 ش=1000' },
  'calculator.value.hamza.1': { en: '', ar: 'ء تُحسب 1 كالألف', id: 'ء bernilai 1, seperti alif', tr: 'ء 1 sayılır, elif gibi' },
  'calculator.value.hamza.0': { en: '', ar: 'ء تُحسب 0 (وتبقى في التفصيل بقيمة 0)', id: 'ء bernilai 0 (tetap tercantum di rincian dengan nilai 0)', tr: 'ء 0 sayılır (dökümde 0 değeriyle kalır)' },
  'calculator.value.madda.1': { en: '', ar: 'آ تُحسب 1، ألفًا واحدة', id: 'آ bernilai 1, satu alif', tr: 'آ 1 sayılır, tek elif' },
  'calculator.value.madda.2': { en: '', ar: 'آ تُحسب 2، ألفين (ءا)', id: 'آ bernilai 2, dua alif (ءا)', tr: 'آ 2 sayılır, iki elif (ءا)' },
  'calculator.value.ta_marbuta.5': { en: '', ar: 'ة تُحسب 5، كالهاء التي تُكتب بها', id: 'ة bernilai 5, seperti ه yang menjadi tulisannya', tr: 'ة 5 sayılır, yazıldığı ه gibi' },
  'calculator.value.ta_marbuta.400': { en: '', ar: 'ة تُحسب 400، كالتاء التي تُنطق بها', id: 'ة bernilai 400, seperti ت yang menjadi bunyinya', tr: 'ة 400 sayılır, okunduğu ت gibi' },
  'calculator.value.alef_maqsura.10': { en: '', ar: 'ى تُحسب 10، كالياء التي تُكتب بها', id: 'ى bernilai 10, seperti ي yang menjadi tulisannya', tr: 'ى 10 sayılır, yazıldığı ي gibi' },
  'calculator.value.alef_maqsura.1': { en: '', ar: 'ى تُحسب 1، كالألف التي تُنطق بها', id: 'ى bernilai 1, seperti alif yang menjadi bunyinya', tr: 'ى 1 sayılır, okunduğu elif gibi' },
  'calculator.value.shadda.once': { en: '', ar: 'يُحسب كل حرف مكتوب مرة واحدة، ولا قيمة للشدّة', id: 'Setiap huruf tertulis dihitung sekali; syaddah tidak bernilai', tr: 'Yazılan her harf bir kez sayılır; şeddenin değeri yoktur' },
  'calculator.value.shadda.double': { en: '', ar: 'الحرف المشدّد يُحسب مرتين', id: 'Huruf bersyaddah dihitung dua kali', tr: 'Şeddeli harf iki kez sayılır' },
  'calculator.value.seated_hamza.seat': { en: '', ar: 'يُحسب الحرف بكرسيه وحده: ؤ = و = 6، ئ = ي = 10', id: 'Huruf dihitung sebagai kursinya saja: ؤ = و = 6, ئ = ي = 10', tr: 'Harf yalnız kürsüsü sayılır: ؤ = و = 6, ئ = ي = 10' },
  'calculator.value.seated_hamza.seat_and_hamza': { en: '', ar: 'يُحسب الكرسي والهمزة كلاهما: ؤ = و + ء = 7، ئ = ي + ء = 11', id: 'Kursi dan hamzah sama-sama dihitung: ؤ = و + ء = 7, ئ = ي + ء = 11', tr: 'Kürsü ve hemze birlikte sayılır: ؤ = و + ء = 7, ئ = ي + ء = 11' },

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
export const UI = { ...CORE_STRINGS, ...READER_STRINGS, ...CALENDAR_STRINGS, ...WORDS_STRINGS, ...PRAYER_STRINGS, ...PLAYER_STRINGS };

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
