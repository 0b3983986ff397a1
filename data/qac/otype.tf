@node
@acronym=quran
@convertedBy=Dirk Roorda and Cornelis van Lit
@createdBy=Kais Dukes
@createdDate=2011
@description=Quran: plain text plus morphological annotations at the word level
@license1=Open Source, unspecified, see http://corpus.quran.com/releasenotes.jsp
@license2=Creative Commons BY-ND 3.0 Unported
@source1=Morphology: Quranic Arabic Corpus 0.4 (2011) by Kais Dukes
@source1Url=http://corpus.quran.com
@source2=Text: Tanzil Quran Text (Uthmani, version 1.0.2)
@source2Url=http://tanzil.net/docs/home
@valueType=str
@writtenBy=Text-Fabric
@dateWritten=2019-05-13T07:17:56Z

1-128219	word
128220-134455	aya
134456-211884	group
211885-212124	hizb
212125-212154	juz
212155-216986	lex
216987-216993	manzil
216994-217597	page
217598-218153	ruku
218154-218168	sajda
218169-218282	sura
