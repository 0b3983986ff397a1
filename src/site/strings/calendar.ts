/** The calendar's strings beyond its first ones (src/site/i18n.ts): calendar and month names, errors. */
import type { Entry } from './entry';

export const CALENDAR_STRINGS = {
  'calendar.name.umm-al-qura': { en: 'Umm al-Qura', ar: 'أم القرى', ur: 'ام القریٰ', id: 'Umm al-Qura (Arab Saudi)', tr: 'Ümmü’l-Kurâ (Suudi Arabistan)' },
  'calendar.name.saudi-announced': { en: 'Saudi Arabia, as announced', ar: 'السعودية، كما أُعلن', ur: 'سعودی عرب، اعلان کے مطابق', id: 'Arab Saudi, sesuai pengumuman', tr: 'Suudi Arabistan, ilan edildiği gibi' },
  'calendar.name.diyanet': { en: 'Diyanet (Turkey)', ar: 'ديانت (تركيا)', ur: 'دیانت (ترکی)', id: 'Diyanet (Turki)', tr: 'Diyanet (Türkiye)' },
  'calendar.name.mabims': { en: 'Neo-MABIMS', ar: 'نيو مابيمس', ur: 'نیو مابمس', id: 'Neo-MABIMS (Kemenag)', tr: 'Neo-MABIMS' },
  'calendar.name.fcna': { en: 'Fiqh Council of North America', ar: 'مجلس الفقه لأمريكا الشمالية', ur: 'فقہ کونسل آف نارتھ امریکہ', id: 'Dewan Fikih Amerika Utara', tr: 'Kuzey Amerika Fıkıh Konseyi' },
  'calendar.months': {
    en: 'Muharram|Safar|Rabi al-Awwal|Rabi al-Thani|Jumada al-Ula|Jumada al-Akhirah|Rajab|Shaban|Ramadan|Shawwal|Dhu al-Qadah|Dhu al-Hijjah',
    ar: 'محرم|صفر|ربيع الأول|ربيع الآخر|جمادى الأولى|جمادى الآخرة|رجب|شعبان|رمضان|شوال|ذو القعدة|ذو الحجة',
    ur: 'محرم|صفر|ربیع الاول|ربیع الثانی|جمادی الاولیٰ|جمادی الثانیہ|رجب|شعبان|رمضان|شوال|ذوالقعدہ|ذوالحجہ',
    id: 'Muharam|Safar|Rabiulawal|Rabiulakhir|Jumadilawal|Jumadilakhir|Rajab|Syakban|Ramadan|Syawal|Zulkaidah|Zulhijah',
    tr: 'Muharrem|Safer|Rebiülevvel|Rebiülahir|Cemaziyelevvel|Cemaziyelahir|Recep|Şaban|Ramazan|Şevval|Zilkade|Zilhicce',
  },
  'calendar.yearRange': {
    en: 'The year is a Hijri year (AH), from {first} to {last}.',
    ar: 'السنة سنة هجرية، من {first} إلى {last} هـ.',
    ur: 'سال ہجری سال ہے، {first} سے {last} تک۔',
    id: 'Tahunnya tahun Hijriah, dari {first} sampai {last} H.',
    tr: 'Yıl bir Hicri yıldır, {first} ile {last} arasında.',
  },
  'calendar.offline': {
    en: 'You are offline, and this month is not stored on this device. Try again when you are connected.',
    ar: 'أنت غير متصل، وهذا الشهر غير محفوظ على هذا الجهاز. حاول مرة أخرى عند الاتصال.',
    ur: 'آپ آف لائن ہیں، اور یہ مہینہ اس آلے پر محفوظ نہیں۔ رابطہ بحال ہونے پر دوبارہ کوشش کریں۔',
    id: 'Anda sedang luring, dan bulan ini tidak tersimpan di perangkat ini. Coba lagi saat tersambung.',
    tr: 'Çevrimdışısınız ve bu ay bu cihazda kayıtlı değil. Bağlandığınızda yeniden deneyin.',
  },
  'calendar.loadFailed': {
    en: 'This month could not be loaded; try again later.',
    ar: 'تعذّر تحميل هذا الشهر؛ حاول لاحقًا.',
    ur: 'یہ مہینہ لوڈ نہیں ہو سکا؛ بعد میں کوشش کریں۔',
    id: 'Bulan ini tidak dapat dimuat; coba lagi nanti.',
    tr: 'Bu ay yüklenemedi; daha sonra yeniden deneyin.',
  },
  'calendar.event': { en: 'Event', ar: 'مناسبة', ur: 'موقع', id: 'Hari besar', tr: 'Özel gün' },
} satisfies Record<string, Entry>;

/**
 * The events' names in the interfaces that show them in their own language (Arabic and Urdu show
 * the API's Arabic name, English its English one), by the event's id (data/hijri-events.json).
 */
export const EVENT_NAMES: Record<string, Record<'id' | 'tr', string>> = {
  islamic_new_year: { id: 'Tahun Baru Islam', tr: 'Hicri Yılbaşı' },
  tasua: { id: 'Tasua', tr: 'Tasua' },
  ashura: { id: 'Asyura', tr: 'Aşure Günü' },
  mawlid: { id: 'Maulid Nabi', tr: 'Mevlid Kandili' },
  isra_miraj: { id: 'Isra Mikraj', tr: 'Miraç Kandili' },
  mid_shaban: { id: 'Nisfu Syakban', tr: 'Berat Kandili' },
  ramadan_start: { id: 'Awal Ramadan', tr: 'Ramazan’ın ilk günü' },
  nuzul_al_quran: { id: 'Nuzululquran', tr: 'Nüzul-i Kur’an' },
  laylat_al_qadr_21: { id: 'Kemungkinan Lailatulkadar: malam ke-21', tr: 'Kadir Gecesi olabilecek gece: 21. gece' },
  laylat_al_qadr_23: { id: 'Kemungkinan Lailatulkadar: malam ke-23', tr: 'Kadir Gecesi olabilecek gece: 23. gece' },
  laylat_al_qadr_25: { id: 'Kemungkinan Lailatulkadar: malam ke-25', tr: 'Kadir Gecesi olabilecek gece: 25. gece' },
  laylat_al_qadr_27: { id: 'Kemungkinan Lailatulkadar: malam ke-27', tr: 'Kadir Gecesi olabilecek gece: 27. gece' },
  laylat_al_qadr_29: { id: 'Kemungkinan Lailatulkadar: malam ke-29', tr: 'Kadir Gecesi olabilecek gece: 29. gece' },
  eid_al_fitr: { id: 'Idulfitri', tr: 'Ramazan Bayramı' },
  tarwiyah: { id: 'Hari Tarwiyah', tr: 'Terviye Günü' },
  arafah: { id: 'Hari Arafah', tr: 'Arefe Günü' },
  eid_al_adha: { id: 'Iduladha', tr: 'Kurban Bayramı' },
  tashreeq_1: { id: 'Hari Tasyrik pertama', tr: 'Teşrik günlerinin birincisi' },
  tashreeq_2: { id: 'Hari Tasyrik kedua', tr: 'Teşrik günlerinin ikincisi' },
  tashreeq_3: { id: 'Hari Tasyrik ketiga', tr: 'Teşrik günlerinin üçüncüsü' },
};
