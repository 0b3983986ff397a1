/**
 * The grammatical terms of the Quranic Arabic Corpus tagset (https://corpus.quran.com/documentation/tagset.jsp)
 * in English and Arabic. The Text-Fabric conversion spells each tag as a main class and a refined
 * class (`pos`, `posx`); TAGS maps those pairs back to the corpus's tags.
 */
export interface Tag {
  tag: string;
  name: string;
  name_ar: string;
}

const tag = (code: string, name: string, nameAr: string): Tag => ({ tag: code, name, name_ar: nameAr });

/** Keyed by `pos` or `pos/posx` as the conversion writes them. */
export const TAGS: Record<string, Tag> = {
  noun: tag('N', 'noun', 'اسم'),
  'noun/proper': tag('PN', 'proper noun', 'اسم علم'),
  'noun/imperative verbal': tag('IMPN', 'imperative verbal noun', 'اسم فعل أمر'),
  adjective: tag('ADJ', 'adjective', 'صفة'),
  'pronoun/personal': tag('PRON', 'personal pronoun', 'ضمير'),
  'pronoun/demonstrative': tag('DEM', 'demonstrative pronoun', 'اسم إشارة'),
  'pronoun/relative': tag('REL', 'relative pronoun', 'اسم موصول'),
  'adverb/time': tag('T', 'time adverb', 'ظرف زمان'),
  'adverb/location': tag('LOC', 'location adverb', 'ظرف مكان'),
  verb: tag('V', 'verb', 'فعل'),
  preposition: tag('P', 'preposition', 'حرف جر'),
  determiner: tag('DET', 'determiner', 'لام التعريف'),
  'determiner/': tag('DET', 'determiner', 'لام التعريف'),
  'prefix/emphatic': tag('EMPH', 'emphatic particle', 'حرف توكيد'),
  'prefix/imperative': tag('IMPV', 'imperative particle', 'لام الأمر'),
  'prefix/purpose': tag('PRP', 'purpose particle', 'لام التعليل'),
  'conjunction/coordinating': tag('CONJ', 'coordinating conjunction', 'حرف عطف'),
  'conjunction/subordinating': tag('SUB', 'subordinating conjunction', 'حرف مصدري'),
  'particle/accusative': tag('ACC', 'accusative particle', 'حرف نصب'),
  'particle/amendment': tag('AMD', 'amendment particle', 'حرف استدراك'),
  'particle/answer': tag('ANS', 'answer particle', 'حرف جواب'),
  'particle/aversion': tag('AVR', 'aversion particle', 'حرف ردع'),
  'particle/cause': tag('CAUS', 'particle of cause', 'حرف سببية'),
  'particle/certainty': tag('CERT', 'particle of certainty', 'حرف تحقيق'),
  'particle/circumstantial': tag('CIRC', 'circumstantial particle', 'حرف حال'),
  'particle/comitative': tag('COM', 'comitative particle', 'واو المعية'),
  'particle/conditional': tag('COND', 'conditional particle', 'حرف شرط'),
  'particle/equalization': tag('EQ', 'equalization particle', 'حرف تسوية'),
  'particle/exhortation': tag('EXH', 'exhortation particle', 'حرف تحضيض'),
  'particle/explanation': tag('EXL', 'explanation particle', 'حرف تفصيل'),
  'particle/exceptive': tag('EXP', 'exceptive particle', 'أداة استثناء'),
  'particle/future': tag('FUT', 'future particle', 'حرف استقبال'),
  'particle/inceptive': tag('INC', 'inceptive particle', 'حرف ابتداء'),
  'particle/interpretation': tag('INT', 'particle of interpretation', 'حرف تفسير'),
  'particle/interrogative': tag('INTG', 'interrogative particle', 'حرف استفهام'),
  'particle/negative': tag('NEG', 'negative particle', 'حرف نفي'),
  'particle/preventive': tag('PREV', 'preventive particle', 'حرف كاف'),
  'particle/prohibition': tag('PRO', 'prohibition particle', 'حرف نهي'),
  'particle/resumption': tag('REM', 'resumption particle', 'حرف استئنافية'),
  'particle/restriction': tag('RES', 'restriction particle', 'أداة حصر'),
  'particle/retraction': tag('RET', 'retraction particle', 'حرف إضراب'),
  'particle/result': tag('RSLT', 'result particle', 'حرف واقع في جواب الشرط'),
  'particle/supplemental': tag('SUP', 'supplemental particle', 'حرف زائد'),
  'particle/surprise': tag('SUR', 'surprise particle', 'حرف فجاءة'),
  'particle/vocative': tag('VOC', 'vocative particle', 'حرف نداء'),
  initials: tag('INL', 'Quranic initials', 'حروف مقطعة'),
};

/** Each feature's values as the conversion writes them: [English, Arabic]. */
export const FEATURE_TERMS = {
  case: { nominative: ['nominative', 'مرفوع'], accusative: ['accusative', 'منصوب'], genitive: ['genitive', 'مجرور'] },
  gender: { m: ['masculine', 'مذكر'], f: ['feminine', 'مؤنث'] },
  number: { s: ['singular', 'مفرد'], d: ['dual', 'مثنى'], p: ['plural', 'جمع'] },
  person: { '1': ['first', 'متكلم'], '2': ['second', 'مخاطب'], '3': ['third', 'غائب'] },
  tense: { perfect: ['perfect', 'فعل ماض'], imperfect: ['imperfect', 'فعل مضارع'], imperative: ['imperative', 'فعل أمر'] },
  derivation: { participle: ['participle', 'اسم مشتق'], verbalNoun: ['verbal noun', 'مصدر'] },
  voice: { active: ['active', 'مبني للمعلوم'], passive: ['passive', 'مبني للمجهول'] },
  mood: { indicative: ['indicative', 'مرفوع'], subjunctive: ['subjunctive', 'منصوب'], jussive: ['jussive', 'مجزوم'] },
  special: { kaAn: ['kāna and its sisters', 'كان وأخواتها'], '<in~': ['inna and its sisters', 'إن وأخواتها'], kaAd: ['kāda and its sisters', 'كاد وأخواتها'] },
} as const satisfies Record<string, Record<string, readonly [string, string]>>;

/** The verb forms (QAC writes I to XII) with the Arabic pattern each stands for. */
export const VERB_FORMS: Record<string, string> = {
  I: 'فَعَلَ', II: 'فَعَّلَ', III: 'فَاعَلَ', IV: 'أَفْعَلَ', V: 'تَفَعَّلَ', VI: 'تَفَاعَلَ', VII: 'انْفَعَلَ', VIII: 'افْتَعَلَ',
  IX: 'افْعَلَّ', X: 'اسْتَفْعَلَ', XI: 'افْعَالَّ', XII: 'افْعَوْعَلَ',
};
