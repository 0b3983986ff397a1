/**
 * Starlight's own interface and the search box's (Pagefind's UI) in each language, one table per
 * language, given to Starlight by the `i18n` collection (src/content.config.ts). Starlight ships
 * Arabic, Indonesian and Turkish for its own strings, not Urdu, and no language has Pagefind's here.
 * `[COUNT]` and `[SEARCH_TERM]` are Pagefind's placeholders.
 */
type Strings = Record<string, string>;

const ar: Strings = {
  'tableOfContents.onThisPage': 'في هذه الصفحة',
  'pagefind.clear_search': 'مسح',
  'pagefind.load_more': 'عرض مزيد من النتائج',
  'pagefind.search_label': 'ابحث في الموقع',
  'pagefind.filters_label': 'عوامل التصفية',
  'pagefind.zero_results': 'لا نتائج لـ ‎«[SEARCH_TERM]»',
  'pagefind.many_results': 'نتائج «[SEARCH_TERM]»: [COUNT]',
  'pagefind.one_result': 'نتيجة واحدة لـ «[SEARCH_TERM]»',
  'pagefind.alt_search': 'لا نتائج لـ «[SEARCH_TERM]». المعروض نتائج «[DIFFERENT_TERM]»',
  'pagefind.search_suggestion': 'لا نتائج لـ «[SEARCH_TERM]». جرّب كلمات أخرى:',
  'pagefind.searching': 'جارٍ البحث عن «[SEARCH_TERM]»…',
  'expressiveCode.copyButtonCopied': 'نُسخ!',
  'expressiveCode.copyButtonTooltip': 'انسخ',
  'expressiveCode.terminalWindowFallbackTitle': 'نافذة الطرفية',
  'fileTree.directory': 'مجلد',
  'heading.anchorLabel': 'قسم بعنوان «{{title}}»',
};

const ur: Strings = {
  'skipLink.label': 'مواد پر جائیں',
  'search.label': 'تلاش',
  'search.ctrlKey': 'Ctrl',
  'search.cancelLabel': 'منسوخ',
  'search.devWarning': 'تلاش صرف پروڈکشن بلڈ میں دستیاب ہے۔',
  'themeSelect.accessibleLabel': 'تھیم منتخب کریں',
  'themeSelect.dark': 'گہرا',
  'themeSelect.light': 'ہلکا',
  'themeSelect.auto': 'خودکار',
  'languageSelect.accessibleLabel': 'زبان منتخب کریں',
  'menuButton.accessibleLabel': 'فہرست',
  'sidebarNav.accessibleLabel': 'مرکزی',
  'tableOfContents.onThisPage': 'اس صفحے پر',
  'tableOfContents.overview': 'جائزہ',
  'i18n.untranslatedContent': 'یہ مواد ابھی آپ کی زبان میں دستیاب نہیں۔',
  'page.editLink': 'صفحہ میں ترمیم کریں',
  'page.lastUpdated': 'آخری تازہ کاری:',
  'page.previousLink': 'پچھلا',
  'page.nextLink': 'اگلا',
  'page.draft': 'یہ مواد مسودہ ہے۔',
  '404.text': 'صفحہ نہیں ملا۔ پتا دیکھیں یا تلاش استعمال کریں۔',
  'aside.note': 'نوٹ',
  'aside.tip': 'مشورہ',
  'aside.caution': 'احتیاط',
  'aside.danger': 'خطرہ',
  'fileTree.directory': 'فولڈر',
  'builtWithStarlight.label': 'Starlight سے بنایا گیا',
  'heading.anchorLabel': '«{{title}}» کا حصہ',
  'pagefind.clear_search': 'صاف کریں',
  'pagefind.load_more': 'مزید نتائج',
  'pagefind.search_label': 'سائٹ میں تلاش کریں',
  'pagefind.filters_label': 'فلٹر',
  'pagefind.zero_results': '«[SEARCH_TERM]» کا کوئی نتیجہ نہیں',
  'pagefind.many_results': '«[SEARCH_TERM]» کے [COUNT] نتائج',
  'pagefind.one_result': '«[SEARCH_TERM]» کا ایک نتیجہ',
  'pagefind.alt_search': '«[SEARCH_TERM]» کا کوئی نتیجہ نہیں۔ اس کی جگہ «[DIFFERENT_TERM]» کے نتائج',
  'pagefind.search_suggestion': '«[SEARCH_TERM]» کا کوئی نتیجہ نہیں۔ یہ تلاش کریں:',
  'pagefind.searching': '«[SEARCH_TERM]» تلاش ہو رہا ہے…',
  'expressiveCode.copyButtonCopied': 'نقل ہو گیا!',
  'expressiveCode.copyButtonTooltip': 'نقل کریں',
  'expressiveCode.terminalWindowFallbackTitle': 'ٹرمینل',
};

const id: Strings = {
  'pagefind.clear_search': 'Hapus',
  'pagefind.load_more': 'Muat lebih banyak hasil',
  'pagefind.search_label': 'Cari di situs ini',
  'pagefind.filters_label': 'Filter',
  'pagefind.zero_results': 'Tidak ada hasil untuk [SEARCH_TERM]',
  'pagefind.many_results': '[COUNT] hasil untuk [SEARCH_TERM]',
  'pagefind.one_result': '[COUNT] hasil untuk [SEARCH_TERM]',
  'pagefind.alt_search': 'Tidak ada hasil untuk [SEARCH_TERM]. Menampilkan hasil untuk [DIFFERENT_TERM]',
  'pagefind.search_suggestion': 'Tidak ada hasil untuk [SEARCH_TERM]. Coba salah satu pencarian ini:',
  'pagefind.searching': 'Mencari [SEARCH_TERM]…',
  'expressiveCode.copyButtonCopied': 'Tersalin!',
  'expressiveCode.copyButtonTooltip': 'Salin',
  'expressiveCode.terminalWindowFallbackTitle': 'Jendela terminal',
  'fileTree.directory': 'Direktori',
  'heading.anchorLabel': 'Bagian berjudul “{{title}}”',
};

const tr: Strings = {
  'pagefind.clear_search': 'Temizle',
  'pagefind.load_more': 'Daha fazla sonuç',
  'pagefind.search_label': 'Sitede ara',
  'pagefind.filters_label': 'Filtreler',
  'pagefind.zero_results': '[SEARCH_TERM] için sonuç yok',
  'pagefind.many_results': '[SEARCH_TERM] için [COUNT] sonuç',
  'pagefind.one_result': '[SEARCH_TERM] için [COUNT] sonuç',
  'pagefind.alt_search': '[SEARCH_TERM] için sonuç yok. [DIFFERENT_TERM] için sonuçlar gösteriliyor',
  'pagefind.search_suggestion': '[SEARCH_TERM] için sonuç yok. Şunları deneyin:',
  'pagefind.searching': '[SEARCH_TERM] aranıyor…',
  'expressiveCode.copyButtonCopied': 'Kopyalandı!',
  'expressiveCode.copyButtonTooltip': 'Kopyala',
  'expressiveCode.terminalWindowFallbackTitle': 'Terminal penceresi',
  'fileTree.directory': 'Dizin',
  'heading.anchorLabel': '“{{title}}” başlıklı bölüm',
};

/** Starlight's and Pagefind's strings of each language under a prefix. */
export const STARLIGHT_STRINGS: Record<'ar' | 'ur' | 'id' | 'tr', Strings> = { ar, ur, id, tr };
