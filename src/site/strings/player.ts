/**
 * The reader's recitation player (src/site/player.ts): its controls, what it says while it plays,
 * and what it says when a host cannot be reached. `{place}` is `surah:ayah`; `{play}`, `{next}` and
 * `{previous}` in `player.keys` are the keys, filled in as <kbd> elements.
 */
import type { Entry } from './entry';

export const PLAYER_STRINGS = {
  'player.region': { en: 'Recitation player', ar: 'مشغّل التلاوة', ur: 'تلاوت سننے کا آلہ', id: 'Pemutar tilawah', tr: 'Tilavet çalar' },
  'player.listen': { en: 'Listen', ar: 'استمع', ur: 'سنیں', id: 'Dengarkan', tr: 'Dinle' },
  'player.playFrom': { en: 'Listen from {place}', ar: 'استمع من الآية {place}', ur: 'آیت {place} سے سنیں', id: 'Dengarkan mulai {place}', tr: '{place} ayetinden dinle' },
  'player.play': { en: 'Play', ar: 'تشغيل', ur: 'چلائیں', id: 'Putar', tr: 'Oynat' },
  'player.pause': { en: 'Pause', ar: 'إيقاف مؤقت', ur: 'روکیں', id: 'Jeda', tr: 'Duraklat' },
  'player.next': { en: 'Next ayah', ar: 'الآية التالية', ur: 'اگلی آیت', id: 'Ayat berikutnya', tr: 'Sonraki ayet' },
  'player.previous': { en: 'Previous ayah', ar: 'الآية السابقة', ur: 'پچھلی آیت', id: 'Ayat sebelumnya', tr: 'Önceki ayet' },
  'player.reciter': { en: 'Reciter', ar: 'القارئ', ur: 'قاری', id: 'Qari', tr: 'Kâri' },
  'player.group.recited': { en: 'Recited in Arabic', ar: 'تلاوة بالعربية', ur: 'عربی میں تلاوت', id: 'Tilawah bahasa Arab', tr: 'Arapça tilavet' },
  'player.group.translations': { en: 'Translations read aloud', ar: 'ترجمات مقروءة', ur: 'پڑھے گئے تراجم', id: 'Terjemahan yang dibacakan', tr: 'Sesli mealler' },
  'player.repeat': { en: 'Repeat', ar: 'التكرار', ur: 'تکرار', id: 'Ulangi', tr: 'Tekrar' },
  'player.each': { en: 'Play each ayah (times)', ar: 'تكرار كل آية (مرات)', ur: 'ہر آیت کتنی بار', id: 'Ulangi tiap ayat (kali)', tr: 'Her ayeti tekrarla (kez)' },
  'player.to': {
    en: 'Up to ayah (empty: on into the next surah)',
    ar: 'حتى الآية (فارغ: إلى السورة التالية وما بعدها)',
    ur: 'آیت تک (خالی: اگلی سورت تک جاری)',
    id: 'Sampai ayat (kosong: terus ke surah berikutnya)',
    tr: 'Şu ayete kadar (boş: sonraki sureye devam)',
  },
  'player.range': { en: 'Repeat the range (times)', ar: 'تكرار المقطع (مرات)', ur: 'پورا حصہ کتنی بار', id: 'Ulangi rentang (kali)', tr: 'Aralığı tekrarla (kez)' },
  'player.keys': {
    en: 'Keys: {play} play or pause, {next} next ayah, {previous} previous ayah (the same keys on any keyboard layout).',
    ar: 'مفاتيح التحكم: {play} تشغيل أو إيقاف، {next} الآية التالية، {previous} الآية السابقة (المفاتيح نفسها في أي تخطيط للوحة المفاتيح).',
    ur: 'کلیدیں: {play} چلائیں یا روکیں، {next} اگلی آیت، {previous} پچھلی آیت (کسی بھی کی بورڈ کی ترتیب میں یہی کلیدیں)۔',
    id: 'Tombol: {play} putar atau jeda, {next} ayat berikutnya, {previous} ayat sebelumnya (tombol yang sama pada tata letak papan ketik apa pun).',
    tr: 'Tuşlar: {play} oynat veya duraklat, {next} sonraki ayet, {previous} önceki ayet (her klavye düzeninde aynı tuşlar).',
  },
  'player.loading': { en: 'Loading {place}…', ar: 'جارٍ تحميل {place}…', ur: '{place} لوڈ ہو رہی ہے…', id: 'Memuat {place}…', tr: '{place} yükleniyor…' },
  'player.now': { en: 'Reciting {place}', ar: 'تُتلى الآن {place}', ur: 'اب تلاوت: {place}', id: 'Dibacakan {place}', tr: 'Okunuyor: {place}' },
  'player.nowRepeat': {
    en: 'Reciting {place}, time {play} of {times}',
    ar: 'تُتلى الآن {place}، المرة {play} من {times}',
    ur: 'اب تلاوت: {place}، {times} میں سے {play} بار',
    id: 'Dibacakan {place}, ke-{play} dari {times}',
    tr: 'Okunuyor: {place}, {times} kezden {play}.',
  },
  'player.otherSurah': {
    en: 'Reciting {place}, surah {surah}:',
    ar: 'تُتلى الآن {place} من سورة {surah}:',
    ur: 'اب تلاوت: {place}، سورۂ {surah}:',
    id: 'Dibacakan {place}, surah {surah}:',
    tr: 'Okunuyor: {place}, {surah} suresi:',
  },
  'player.openSurah': { en: 'open the surah', ar: 'افتح السورة', ur: 'سورت کھولیں', id: 'buka surahnya', tr: 'sureyi aç' },
  'player.paused': { en: 'Paused at {place}.', ar: 'متوقف عند {place}.', ur: '{place} پر رکی ہوئی۔', id: 'Dijeda di {place}.', tr: '{place} ayetinde duraklatıldı.' },
  'player.done': { en: 'Finished at {place}.', ar: 'انتهت التلاوة عند {place}.', ur: 'تلاوت {place} پر مکمل ہوئی۔', id: 'Selesai di {place}.', tr: '{place} ayetinde bitti.' },
  'player.unreachable': {
    en: 'The recitation could not be loaded from its host: you may be offline, or the host is blocked on this network. Playback stopped; try again, or choose another reciter.',
    ar: 'تعذّر تحميل التلاوة من موقعها: ربما أنت غير متصل بالشبكة، أو أن الموقع محجوب على هذه الشبكة. توقفت التلاوة؛ أعد المحاولة أو اختر قارئًا آخر.',
    ur: 'تلاوت اپنی ویب سائٹ سے لوڈ نہیں ہو سکی: شاید آپ آف لائن ہیں، یا یہ سائٹ اس نیٹ ورک پر بند ہے۔ تلاوت رک گئی؛ دوبارہ کوشش کریں یا کوئی اور قاری منتخب کریں۔',
    id: 'Tilawah tidak dapat dimuat dari situsnya: mungkin Anda luring, atau situs itu diblokir di jaringan ini. Pemutaran berhenti; coba lagi atau pilih qari lain.',
    tr: 'Tilavet kaynağından yüklenemedi: çevrimdışı olabilirsiniz ya da kaynak bu ağda engellenmiş olabilir. Çalma durdu; yeniden deneyin ya da başka bir kâri seçin.',
  },
  'player.listFailed': {
    en: 'The list of reciters or of the recitation’s files could not be loaded: you may be offline.',
    ar: 'تعذّر تحميل قائمة القراء أو روابط التلاوة: ربما أنت غير متصل بالشبكة.',
    ur: 'قاریوں کی فہرست یا تلاوت کے روابط لوڈ نہیں ہو سکے: شاید آپ آف لائن ہیں۔',
    id: 'Daftar qari atau tautan tilawah tidak dapat dimuat: mungkin Anda luring.',
    tr: 'Kâri listesi ya da tilavet bağlantıları yüklenemedi: çevrimdışı olabilirsiniz.',
  },
} satisfies Record<string, Entry>;
