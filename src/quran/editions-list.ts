/**
 * The editions as data (no file access), so that the site's browser code can use the list too.
 * The loader and the responses are in editions.ts.
 */
export interface Edition {
  id: string;
  language: string;
  name: string;
  translator: string;
  direction: 'ltr' | 'rtl';
  kind: 'translation' | 'transliteration';
  source: string;
}

export interface EditionSource extends Edition {
  file: string;
  sha256: string;
}

const tanzil = (slug: string) => `https://tanzil.net/trans/${slug} (via quran-json 3.1.2)`;
const quranenc = (slug: string) => `https://quranenc.com/en/browse/${slug} (via quran-json 3.1.2)`;

/** Sorted by id. The sha256 of each file was taken from quran-json 3.1.2 as published on npm. */
export const EDITION_SOURCES: readonly EditionSource[] = [
  { id: 'bn-khan', language: 'bn', name: 'Muhiuddin Khan', translator: 'Muhiuddin Khan', direction: 'ltr', kind: 'translation', source: tanzil('bn.bengali'), file: 'dist/quran_bn.json', sha256: '894086074f0e637d0488de1e6cb48a729dd60d38bfde3326bb6a2c66bf171a71' },
  { id: 'en-sahih', language: 'en', name: 'Saheeh International', translator: 'Umm Muhammad (Saheeh International)', direction: 'ltr', kind: 'translation', source: tanzil('en.sahih'), file: 'dist/quran_en.json', sha256: 'bae3acab517304dc2684d65949a00f31000a92818041cefabc234663da99d7a3' },
  { id: 'en-transliteration', language: 'en', name: 'Transliteration', translator: 'Tanzil', direction: 'ltr', kind: 'transliteration', source: tanzil('en.transliteration'), file: 'dist/quran_transliteration.json', sha256: '36369741f23fe2b64fdcca39d047659256dab7b40f1717aefcb6198c514313a0' },
  { id: 'es-garcia', language: 'es', name: 'Muhammad Isa García', translator: 'Muhammad Isa García', direction: 'ltr', kind: 'translation', source: tanzil('es.garcia'), file: 'dist/quran_es.json', sha256: '3232ba080fa1a04d23cc174550e84554af89fdcd2ff59b8870aef2267d0cd7c0' },
  { id: 'fr-hamidullah', language: 'fr', name: 'Muhammad Hamidullah', translator: 'Muhammad Hamidullah', direction: 'ltr', kind: 'translation', source: tanzil('fr.hamidullah'), file: 'dist/quran_fr.json', sha256: '2efc6d899d9504d63c4d62efa4fc89d38f99105237b7030b01b12f24bc1ebb8e' },
  { id: 'id-affairs', language: 'id', name: 'Indonesian Islamic Affairs Ministry', translator: 'Indonesian Islamic Affairs Ministry', direction: 'ltr', kind: 'translation', source: quranenc('indonesian_affairs'), file: 'dist/quran_id.json', sha256: '75d4672e11a638fc4e374df2ee9fa4d2257c562de9a5eb824532514e5c59d0ee' },
  { id: 'ru-kuliev', language: 'ru', name: 'Elmir Kuliev', translator: 'Elmir Kuliev', direction: 'ltr', kind: 'translation', source: tanzil('ru.kuliev'), file: 'dist/quran_ru.json', sha256: 'b04ec3408c6edd3c4ff2d5794eab4b63ee5363f1eb6ca0969663624e877346e2' },
  { id: 'sv-bernstrom', language: 'sv', name: 'Knut Bernström', translator: 'Knut Bernström', direction: 'ltr', kind: 'translation', source: tanzil('sv.bernstrom'), file: 'dist/quran_sv.json', sha256: '60a3051fd522ddb32295d3a9837826e131db0607a9143c0c65bac153c6d723a7' },
  { id: 'tr-diyanet', language: 'tr', name: 'Diyanet İşleri', translator: 'Turkish Directorate of Religious Affairs', direction: 'ltr', kind: 'translation', source: tanzil('tr.diyanet'), file: 'dist/quran_tr.json', sha256: '53c9772e2d4579ea290318302ba25aee2c74bef9537cbc360d7988d003e57fe1' },
  { id: 'ur-maududi', language: 'ur', name: "Abul A'la Maududi", translator: "Abul A'la Maududi", direction: 'rtl', kind: 'translation', source: tanzil('ur.maududi'), file: 'dist/quran_ur.json', sha256: 'fe9c2ff72c287b3df8390b16eb27bb6de0210f20b417a5659b1fbdc29e58325f' },
  { id: 'zh-makin', language: 'zh', name: 'Muhammad Makin', translator: 'Muhammad Makin', direction: 'ltr', kind: 'translation', source: quranenc('chinese_makin'), file: 'dist/quran_zh.json', sha256: '0646a4794227cfbcd45f23b86328e7b9617bfbcce9571e91f87360495b11ef6c' },
];

export const EDITIONS: readonly Edition[] = EDITION_SOURCES.map(({ file: _file, sha256: _sha256, ...edition }) => edition);

