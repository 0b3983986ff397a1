/**
 * The editions we serve, chosen by hand: who made each, who publishes it, and which release we copy.
 * Pure data, no file access (the site's browser code reads it too). The texts themselves and their
 * provenance (mirror, commit, sha256) are in data/translations/, written by
 * scripts/import-translations.ts from this list.
 *
 * Rule of choice: the publisher's own release; QuranEnc where QuranEnc publishes the translation we
 * serve (it keeps the translator's footnotes), Tanzil otherwise. Existing ids never change. One or two
 * editions a language, to keep the static tree (an edition is 6,350 files) within the build budget;
 * every other translation of the two mirrors can be added with one line here and a re-import.
 */

export type Publisher = 'tanzil' | 'quranenc';
export type EditionKind = 'translation' | 'transliteration' | 'tafsir';

/** What an edition is, as the selection and the API's list of editions both say it. */
export interface EditionIdentity {
  /** `<language>-<name>`, stable. */
  id: string;
  /** ISO 639-1 where there is one (ISO 639-2 otherwise). */
  language: string;
  name: string;
  translator: string;
  direction: 'ltr' | 'rtl';
  kind: EditionKind;
}

export interface SelectedEdition extends EditionIdentity {
  publisher: Publisher;
  /** Tanzil's id (`en.sahih`) or QuranEnc's translation key (`indonesian_affairs`). */
  source_id: string;
  /** QuranEnc only: the mirror's file name under `ayah-translation/`. */
  mirror_file?: string;
  /** QuranEnc only: the release date QuranEnc gave the copied release (the mirror's README, "Source Last Update"). */
  release?: string;
  /** QuranEnc only: the title QuranEnc gives the translation. */
  title?: string;
}

/** A translation, left to right unless `extra` says otherwise. */
const translation = (publisher: Publisher, id: string, language: string, name: string, translator: string, sourceId: string, extra: Partial<SelectedEdition>): SelectedEdition => ({
  id,
  language,
  name,
  translator,
  direction: 'ltr',
  kind: 'translation',
  publisher,
  source_id: sourceId,
  ...extra,
});

const tanzil = (id: string, language: string, name: string, translator: string, sourceId: string, extra: Partial<SelectedEdition> = {}): SelectedEdition =>
  translation('tanzil', id, language, name, translator, sourceId, extra);

const quranenc = (id: string, language: string, name: string, translator: string, key: string, mirrorFile: string, release: string, title: string, extra: Partial<SelectedEdition> = {}): SelectedEdition =>
  translation('quranenc', id, language, name, translator, key, { mirror_file: mirrorFile, release, title, ...extra });

const RTL = { direction: 'rtl' } as const;

/** Sorted by id. */
export const EDITION_SELECTION: readonly SelectedEdition[] = [
  quranenc('am-sadiq', 'am', 'Muhammad Sadiq and Muhammad Sani Habib', 'Muhammad Sadiq and Muhammad Sani Habib', 'amharic_sadiq', 'am-sadiq-quranenc.json', '2019-12-25', 'Amharic Translation - Muhammad Sadiq'),
  tanzil('ar-jalalayn', 'ar', 'Tafsir al-Jalalayn', 'Jalal ad-Din al-Mahalli and Jalal ad-Din as-Suyuti', 'ar.jalalayn', { ...RTL, kind: 'tafsir' }),
  tanzil('ar-muyassar', 'ar', 'Al-Tafsir al-Muyassar', 'King Fahd Glorious Quran Printing Complex', 'ar.muyassar', { ...RTL, kind: 'tafsir' }),
  tanzil('az-mammadaliyev', 'az', 'Məmmədəliyev & Bünyadov', 'Vasim Mammadaliyev and Ziya Bunyadov', 'az.mammadaliyev'),
  tanzil('bn-khan', 'bn', 'Muhiuddin Khan', 'Muhiuddin Khan', 'bn.bengali'),
  tanzil('bs-korkut', 'bs', 'Besim Korkut', 'Besim Korkut', 'bs.korkut'),
  quranenc('de-bubenheim', 'de', 'Bubenheim & Elyas', 'Abdullah as-Samit (Frank Bubenheim) and Nadeem Elyas', 'german_bubenheim', 'de-bubenheim-quranenc.json', '2021-01-07', 'German Translation - Abdullah as-Samit (Frank Bubenheim) and Nadeem Elyas'),
  tanzil('dv-divehi', 'dv', 'Divehi', 'Office of the President of Maldives', 'dv.divehi', RTL),
  tanzil('en-sahih', 'en', 'Saheeh International', 'Umm Muhammad (Saheeh International)', 'en.sahih'),
  tanzil('en-transliteration', 'en', 'Transliteration', 'Tanzil', 'en.transliteration', { kind: 'transliteration' }),
  tanzil('es-garcia', 'es', 'Muhammad Isa García', 'Muhammad Isa García', 'es.garcia'),
  tanzil('fa-fooladvand', 'fa', 'Fooladvand', 'Mohammad Mahdi Fooladvand', 'fa.fooladvand', RTL),
  quranenc('fa-ih', 'fa', 'IslamHouse', 'IslamHouse.com', 'persian_ih', 'fa-ih-quranenc.json', '2020-05-10', 'Persian Translation - IslamHouse', RTL),
  tanzil('fr-hamidullah', 'fr', 'Muhammad Hamidullah', 'Muhammad Hamidullah', 'fr.hamidullah'),
  quranenc('ha-gumi', 'ha', 'Abubakar Mahmoud Gumi', 'Abubakar Mahmoud Gumi', 'hausa_gummi', 'ha-gumi-quranenc.json', '2021-01-07', 'Hausa Translation - Abubakar Mahmoud Gumi'),
  quranenc('hi-omari', 'hi', 'Azizul-Haqq al-Umari', 'Maulana Azizul-Haqq al-Umari', 'hindi_omari', 'hi-omari-quranenc.json', '2020-12-22', 'Hindi Translation - Azizul-Haqq al-Umari'),
  quranenc('id-affairs', 'id', 'Indonesian Ministry of Religious Affairs', 'Indonesian Ministry of Religious Affairs', 'indonesian_affairs', 'id-affairs-quranenc.json', '2018-08-13', 'Indonesian Translation - Ministry of Religious Affairs'),
  tanzil('it-piccardo', 'it', 'Hamza Roberto Piccardo', 'Hamza Roberto Piccardo', 'it.piccardo'),
  tanzil('ja-japanese', 'ja', 'Japanese', 'Unknown (as Tanzil gives it)', 'ja.japanese'),
  tanzil('ko-korean', 'ko', 'Korean', 'Unknown (as Tanzil gives it)', 'ko.korean'),
  tanzil('ml-abdulhameed', 'ml', 'Abdul Hameed & Parappoor', 'Cheriyamundam Abdul Hameed and Kunhi Mohammed Parappoor', 'ml.abdulhameed'),
  tanzil('ms-basmeih', 'ms', 'Abdullah Muhammad Basmeih', 'Abdullah Muhammad Basmeih', 'ms.basmeih'),
  tanzil('nl-siregar', 'nl', 'Sofian S. Siregar', 'Sofian S. Siregar', 'nl.siregar'),
  tanzil('pl-bielawskiego', 'pl', 'Józef Bielawski', 'Józef Bielawski', 'pl.bielawskiego'),
  tanzil('ps-abdulwali', 'ps', 'Abdulwali Khan', 'Abdulwali Khan', 'ps.abdulwali', RTL),
  quranenc('pt-nasr', 'pt', 'Helmi Nasr', 'Helmi Nasr', 'portuguese_nasr', 'pt-nasr-quranenc.json', '2020-09-22', 'Portuguese Translation - Helmi Nasr'),
  tanzil('ru-kuliev', 'ru', 'Elmir Kuliev', 'Elmir Kuliev', 'ru.kuliev'),
  tanzil('so-abduh', 'so', 'Mahmud Muhammad Abduh', 'Mahmud Muhammad Abduh', 'so.abduh'),
  quranenc('sq-nahi', 'sq', 'Hasan Efendi Nahi', 'Hasan Efendi Nahi', 'albanian_nahi', 'sq-nahi-quranenc.json', '2019-12-22', 'Albanian Translation - Hasan Efendi Nahi'),
  tanzil('sv-bernstrom', 'sv', 'Knut Bernström', 'Knut Bernström', 'sv.bernstrom'),
  tanzil('sw-barwani', 'sw', 'Ali Muhsin Al-Barwani', 'Ali Muhsin Al-Barwani', 'sw.barwani'),
  quranenc('ta-baqavi', 'ta', 'Abdul Hamid Baqavi', 'Abdul Hamid Baqavi', 'tamil_baqavi', 'ta-baqavi-quranenc.json', '2021-01-07', 'Tamil Translation - Abdul Hamid Baqavi'),
  tanzil('tg-ayati', 'tg', 'AbdolMohammad Ayati', 'AbdolMohammad Ayati', 'tg.ayati'),
  tanzil('th-thai', 'th', 'King Fahd Complex (Thai)', 'King Fahd Glorious Quran Printing Complex', 'th.thai'),
  quranenc('tl-rwwad', 'tl', 'Rowwad Translation Center', 'Rowwad Translation Center', 'tagalog_rwwad', 'tl-rwwad-quranenc.json', '2020-06-29', 'Filipino (Tagalog) Translation - Rowwad Translation Center'),
  tanzil('tr-diyanet', 'tr', 'Diyanet İşleri', 'Turkish Directorate of Religious Affairs', 'tr.diyanet'),
  tanzil('ug-saleh', 'ug', 'Muhammad Saleh', 'Muhammad Saleh', 'ug.saleh', RTL),
  tanzil('ur-jalandhry', 'ur', 'Fateh Muhammad Jalandhry', 'Fateh Muhammad Jalandhry', 'ur.jalandhry', RTL),
  tanzil('ur-junagarhi', 'ur', 'Muhammad Junagarhi', 'Muhammad Junagarhi', 'ur.junagarhi', RTL),
  tanzil('ur-maududi', 'ur', "Abul A'la Maududi", "Abul A'la Maududi", 'ur.maududi', RTL),
  quranenc('uz-mansour', 'uz', 'Alauddin Mansour', 'Alauddin Mansour', 'uzbek_mansour', 'uz-mansour-quranenc.json', '2017-03-25', 'Uzbek Translation - Alauddin Mansour'),
  quranenc('zh-makin', 'zh', 'Muhammad Makin', 'Muhammad Makin', 'chinese_makin', 'zh-makin-quranenc.json', '2017-07-13', 'Chinese Translation - Muhammad Makin'),
];
