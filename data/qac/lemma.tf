@node
@acronym=quran
@convertedBy=Dirk Roorda and Cornelis van Lit
@createdBy=Kais Dukes
@createdDate=2011
@description=lemma of word
@license1=Open Source, unspecified, see http://corpus.quran.com/releasenotes.jsp
@license2=Creative Commons BY-ND 3.0 Unported
@source1=Morphology: Quranic Arabic Corpus 0.4 (2011) by Kais Dukes
@source1Url=http://corpus.quran.com
@source2=Text: Tanzil Quran Text (Uthmani, version 1.0.2)
@source2Url=http://tanzil.net/docs/home
@valueType=str
@writtenBy=Text-Fabric
@dateWritten=2019-05-13T07:17:55Z

2	{som
{ll~ah
5	r~aHoma`n
7	r~aHiym
9	Hamod
11	{ll~ah
rab~
14	Ea`lamiyn
16	r~aHoma`n
18	r~aHiym
ma`lik
yawom
22	diyn
<iy~aA
Eabada
26	<iy~aA
{sotaEiynu
hadaY
31	Sira`T
33	m~usotaqiym
Sira`T
{l~a*iY
>anoEama
38	EalaY`
40	gayor
42	magoDuwb
EalaY`
46	laA
48	DaA^l~
50	*a`lik
52	kita`b
laA
rayob
fiY
57	hudFY
60	mut~aqiyn
{l~a*iY
'aAmana
66	gayob
68	>aqaAma
71	Salaw`p
73	min
maA
razaqa
78	>anfaqa
81	{l~a*iY
'aAmana
85	maA
>anzala
<ilaY`
90	maA
>anzala
min
qabol
98	A^xir
100	yuwqinu
102	>uwla`^}ik
EalaY`
hudFY
min
rab~
109	>uwla`^}ik
112	mufoliHuwn
<in~
{l~a*iY
kafara
117	sawaA^'
EalaY`
121	>an*ara
124	>am
lam
>an*ara
128	laA
'aAmana
131	xatama
{ll~ah
EalaY`
qalob
137	EalaY`
samoE
141	EalaY`
baSar
144	gi$a`wap
148	Ea*aAb
EaZiym
151	min
153	n~aAs
man
qaAla
'aAmana
159	{ll~ah
163	yawom
165	A^xir
167	maA
170	mu&omin
yuxa`diEu
173	{ll~ah
175	{l~a*iY
'aAmana
179	maA
yaxodaEu
182	<il~aA
nafos
186	maA
ya$oEuru
189	fiY
qalob
192	m~araD
194	zaAda
196	{ll~ah
m~araD
201	Ea*aAb
>aliym
204	maA
kaAna
207	ka*aba
210	<i*aA
qaAla
214	laA
>afosadu
217	fiY
219	>aroD
qaAla
222	<in~
maA
225	muSoliH
>alaA^
<in~
231	mufosid
233	la`kin
laA
ya$oEuru
238	<i*aA
qaAla
242	'aAmana
245	maA
'aAmana
248	n~aAs
qaAla
252	'aAmana
254	maA
'aAmana
257	safiyh
>alaA^
<in~
263	safiyh
265	la`kin
laA
Ealima
270	<i*aA
laqu
273	{l~a*iY
'aAmana
276	qaAla
278	'aAmana
281	<i*aA
xalaA
284	<ilaY`
$ayoTa`n
287	qaAla
289	<in~
291	maE
293	<in~
maA
296	musotahozi'uwn
{ll~ah
{sotuhozi}a
302	mad~a
304	fiY
Tugoya`n
307	yaEomahu
309	>uwla`^}ik
{l~a*iY
{$otaraY`
314	Dala`lap
317	hudFY
319	maA
rabiHat
tija`rap
324	maA
kaAna
327	m~uhotaduwn
maval
331	maval
{l~a*iY
{sotawoqada
naAr
336	lam~aA
>aDaA^'a
maA
Hawol
341	*ahaba
{ll~ah
344	nuwr
347	taraka
349	fiY
Zuluma`t
laA
>aboSara
354	>aSam~
>abokam
>aEomaY`
359	laA
rajaEa
362	>aw
364	Say~ib
min
367	samaA^'
fiY
370	Zuluma`t
372	raEod
374	baroq
jaEala
377	>aSa`biE
379	fiY
>u*unN
382	min
384	SaAEiqap
Ha*ar
387	mawot
389	{ll~ah
muHiyT
393	ka`firuwn
kaAda
396	baroq
xaTifa
baSar
400	kul~amaA
>aDaA^'a
404	m~a$a
406	fiY
409	<i*aA
>aZolama
EalaY`
413	qaAma
416	law
$aA^'a
{ll~ah
420	*ahaba
422	samoE
425	baSar
427	<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
434	>ay~uhaA
436	n~aAs
Eabada
439	rab~
441	{l~a*iY
xalaqa
445	{l~a*iY
min
qabol
449	laEal~
451	{t~aqaY`
453	{l~a*iY
jaEala
458	>aroD
fira`$
462	samaA^'
binaA^'
465	>anzala
min
468	samaA^'
maA^'
471	>axoraja
474	min
476	vamara`t
rizoq
481	laA
jaEala
485	{ll~ah
>andaAd
489	Ealima
492	<in
kaAna
495	fiY
rayob
min
maA
naz~ala
501	EalaY`
Eabod
505	>ataY
508	suwrap
min
mivol
513	daEaA
515	$ahiyd
517	min
duwn
{ll~ah
<in
kaAna
523	SaAdiq
525	<in
lam
faEala
530	lan
faEala
534	{t~aqaY`
537	naAr
{l~a*iY
waquwd
542	n~aAs
545	HijaArap
>aEad~a
549	ka`firuwn
551	bu$~ira
{l~a*iY
'aAmana
556	Eamila
559	S~a`liHa`t
>an~
563	jan~ap
jarayo
min
taHot
569	nahar
kul~amaA
razaqa
573	min
575	min
vamarap
rizoq
qaAla
580	ha`*aA
{l~a*iY
razaqa
584	min
qabol
587	>ataY
591	muta$a`bih
595	fiY
597	zawoj
m~uTah~arap
601	fiY
603	xa`lid
<in~
{ll~ah
laA
yasotaHoYi.^
>an
Daraba
maval
maA
baEuwDap
614	maA
fawoq
618	>am~aA
{l~a*iY
'aAmana
623	Ealima
625	>an~
628	Haq~
min
rab~
633	>am~aA
{l~a*iY
kafara
638	qaAla
640	maA*aA
>araAda
{ll~ah
644	ha`*aA
maval
>aDal~a
649	kaviyr
651	hadaY
654	kaviyr
656	maA
>aDal~a
660	<il~aA
662	faAsiq
{l~a*iY
naqaDato
666	Eahod
{ll~ah
min
baEod
m~iyva`q
673	quTiEa
675	maA
>amara
{ll~ah
680	>an
yaSilu
683	>afosadu
685	fiY
687	>aroD
>uwla`^}ik
691	xa`siriyn
kayof
kafara
696	{ll~ah
698	kaAna
700	m~ay~it
702	>aHoyaA
704	vum~
>amaAta
707	vum~
>aHoyaA
710	vum~
<ilaY`
713	rajaEa
716	{l~a*iY
xalaqa
720	maA
fiY
723	>aroD
jamiyE
vum~
{sotawaY`^
<ilaY`
729	samaA^'
731	saw~aY`
733	saboE
samaA^'
738	kul~
$aYo'
Ealiym
742	<i*
qaAla
rab~
748	malak
<in~
751	jaAEil
fiY
754	>aroD
xaliyfap
qaAla
759	jaEala
fiY
762	man
>afosadu
fiY
767	yasofiku
769	dam
772	sab~aHa
774	Hamod
777	nuqad~isu
780	qaAla
<in~
783	Ealima
maA
laA
Ealima
789	Eal~ama
A^dam
792	{som
kul~
795	vum~
EaraDa
798	EalaY`
800	malak
802	qaAla
>an[ba>a
807	{som
ha`*aA
<in
kaAna
812	SaAdiq
qaAla
815	suboHa`n
817	laA
Eilom
821	<il~aA
maA
Eal~ama
826	<in~
830	Ealiym
832	Hakiym
qaAla
835	A^dam
>an[ba>a
839	{som
842	lam~aA
>an[ba>a
846	{som
848	qaAla
850	lam
qaAla
854	<in~
856	Ealima
gayob
859	samaA^'
862	>aroD
864	Ealima
maA
yubodiYa
869	maA
kaAna
872	katama
875	<i*
qaAla
880	malak
sajada
884	A^dam
886	sajada
888	<il~aA
<iboliys
>abaY
892	{sotakobara
894	kaAna
min
897	ka`firuwn
899	qaAla
902	A^dam
sakana
906	zawoj
909	jan~ap
911	>akala
913	min
915	ragad
Hayov
$aA^'a
920	laA
yaqorabu
923	ha`*aA
925	$ajarap
927	kaAna
929	min
931	ZaAlim
933	>azal~a
936	$ayoTa`n
Ean
940	>axoraja
942	min
maA
kaAna
946	fiY
949	qaAla
951	yahobiTu
953	baEoD
956	baEoD
Eaduw~
961	fiY
963	>aroD
musotaqar~
966	mata`E
<ilaY`
Hiyn
970	talaq~aY`^
A^dam
min
rab~
975	kalima`t
977	taAba
EalaY`
980	<in~
984	taw~aAb
986	r~aHiym
qaAla
989	yahobiTu
991	min
993	jamiyE
995	<im~aA
>ataY
999	min
1001	hudFY
1003	man
tabiEa
hudFY
1008	laA
xawof
EalaY`
1013	laA
1015	yaHozun
1018	{l~a*iY
kafara
1022	ka*~aba
1025	'aAyap
1027	>uwla`^}ik
>aSoHa`b
1030	naAr
1032	fiY
1034	xa`lid
1036	bunaY~
<isoraA}iyl
*akara
1040	niEomap
1042	{l~a*iY
>anoEama
1045	EalaY`
1048	>awofaY`
1051	Eahod
1053	>awofaY`
1055	Eahod
1058	<iy~aA
1060	yarohabu
1064	'aAmana
1067	maA
>anzala
1070	muSad~iq
1072	maA
maE2
1076	laA
kaAna
1079	>aw~al
kaAfir
1084	laA
{$otaraY`
1088	'aAyap
1090	vaman
qaliyl
1093	<iy~aA
1095	{t~aqaY`
1099	laA
labaso
1103	Haq~
1106	ba`Til
1108	katama
1111	Haq~
1114	Ealima
1117	>aqaAma
1120	Salaw`p
1122	A^taY
1125	zakaw`p
1127	yarokaEu
1129	maE2
1131	raAkiE
1133	>amara
1136	n~aAs
1139	bir~
1141	nasiYa
1143	nafos
1147	talaY`
1150	kita`b
1153	laA
Eaqalu
1157	{sotaEiynu
1161	Sabor
1164	Salaw`p
1166	<in~
1169	kabiyrap
<il~aA
EalaY`
1173	xaA$iE
{l~a*iY
Zan~a
1177	>an~
1179	m~ula`quwA
rab~
1183	>an~
1185	<ilaY`
1187	ra`jiEuwn
1189	bunaY~
<isoraA}iyl
*akara
1193	niEomap
1195	{l~a*iY
>anoEama
1198	EalaY`
1201	>an~
1203	faD~ala
1206	EalaY`
1208	Ea`lamiyn
1210	{t~aqaY`
1212	yawom
laA
jazaY`
nafos
Ean
nafos
$aYo'
1220	laA
yaqobalu
min
1224	$afa`Eap
1226	laA
>axa*a
min
1230	Eadol
1232	laA
1234	naSara
1237	<i*
naj~aY`
1241	min
'aAl
firoEawon
yasuwmu
1247	suw^'
1249	Ea*aAb
yu*ab~iHu
1252	{bon
1255	yasotaHoYi.^
1257	nisaA^'
1260	fiY
*a`lik
balaA^'
min
rab~
1266	EaZiym
1268	<i*
faraqo
1274	baHor
1276	>anjaY`
1280	>ugoriqu
1282	'aAl
firoEawon
1286	n~aZara
1289	<i*
wa`Eado
1292	muwsaY`
>arobaE
layolap
vum~
{t~axa*a
1299	Eijol
min
baEod
1305	ZaAlim
vum~
EafaA
1309	Ean
1311	min
baEod
*a`lik
laEal~
1316	$akara
1319	<i*
A^taY
1322	muwsaY`
1324	kita`b
1327	furoqaAn
laEal~
1330	{hotadaY`
1333	<i*
qaAla
muwsaY`
1337	qawom
1340	qawom
1342	<in~
1344	Zalama
1346	nafos
1349	{t~ixaA*
1352	Eijol
1354	taAba
1356	<ilaY`
baAri}
1360	qatala
1362	nafos
1364	*a`lik
xayor
1368	Eind
baAri}
1372	taAba
EalaY`
1375	<in~
1379	taw~aAb
1381	r~aHiym
1383	<i*
qaAla
1387	muwsaY`
lan
'aAmana
1392	Hat~aY`
ra'aA
{ll~ah
jahorap
1397	>axa*a
1400	SaAEiqap
1403	n~aZara
1405	vum~
baEava
1409	min
baEod
mawot
1413	laEal~
1415	$akara
1418	Zal~alo
1420	EalaY`
1423	gama`m
1425	>anzala
1427	EalaY`
1430	man~
1433	s~alowaY`
>akala
1436	min
Tay~iba`t
maA
razaqa
1443	maA
Zalama
1448	la`kin
kaAna
1451	nafos
1453	Zalama
1456	<i*
qaAla
1459	daxala
1461	ha`*aA
1463	qaroyap
1465	>akala
1467	min
1469	Hayov
$aA^'a
1472	ragad
1474	daxala
1477	baAb
saAjid
1480	qaAla
1482	HiT~ap
gafara
1486	xaTiy^_#ap
1490	zaAda
1492	muHosin
1494	bad~ala
{l~a*iY
Zalama
1498	qawol
gayor
{l~a*iY
qaAla
1505	>anzala
1507	EalaY`
{l~a*iY
Zalama
1511	rijoz
min
1514	samaA^'
1516	maA
kaAna
1519	fasaqa
1522	<i*
{sotasoqaY`
muwsaY`
1526	qawom
1529	qaAla
1531	Daraba
1533	EaSaA2
1536	Hajar
1538	{nfajarato
min
1541	{vonatayon
Ea$orap
Eayon
qad
Ealima
kul~
<insa`n
m~a$orab
1550	>akala
1553	$ariba
1555	min
rizoq
{ll~ah
1559	laA
taEova
1562	fiY
1564	>aroD
mufosid
1567	<i*
qaAla
1571	muwsaY`
lan
Sabara
EalaY`
TaEaAm
wa`Hid
1578	daEaA
1581	rab~
1583	>axoraja
1586	min
maA
>an[bata
1590	>aroD
min
baqol
1595	qiv~aA^}
1598	fuwm
1601	Eadas
1604	baSal
1606	qaAla
1608	yasotabodilo
1610	{l~a*iY
1612	>adonaY`
1614	{l~a*iY
1616	xayor
yahobiTu
1619	miSor
1621	<in~
1624	maA
sa>ala
1628	Daraba
EalaY`
1632	*il~ap
1635	masokanap
1637	baA^'a
1640	gaDab
min
{ll~ah
*a`lik
1645	>an~
1647	kaAna
1649	kafara
1652	'aAyap
{ll~ah
1655	qatala
1658	n~abiY~
1660	gayor
1662	Haq~
*a`lik
1665	maA
EaSaA
1669	kaAna
1671	{EotadaY`
1673	<in~
{l~a*iY
'aAmana
1678	{l~a*iY
haAdu
1683	naSoraAniy~
1686	S~a`bi_#iyn
man
'aAmana
1690	{ll~ah
1693	yawom
1695	A^xir
1697	Eamila
Sa`liH
1702	>ajor
1704	Eind
rab~
1708	laA
xawof
EalaY`
1713	laA
1715	yaHozun
1718	<i*
>axa*a
1721	m~iyva`q
1724	rafaEa
1726	fawoq
1729	Tuwr
>axa*a
1732	maA
A^taY
1737	quw~ap
1739	*akara
1741	maA
fiY
1744	laEal~
1746	{t~aqaY`
1748	vum~
tawal~aY`
1751	min
baEod
*a`lik
1755	lawolaA^
faDol
{ll~ah
EalaY`
1761	raHomap
1764	kaAna
1766	min
1768	xa`siriyn
1771	qad
Ealima
1774	{l~a*iY
{EotadaY`
1777	min
1779	fiY
1781	s~abot
1783	qaAla
1787	kaAna
1789	qiradap
xaAsi}
1792	jaEala
1795	naka`l
1797	maA
bayon
yad
1802	maA
xalof
1806	m~awoEiZap
1809	mut~aqiyn
1811	<i*
qaAla
muwsaY`
1815	qawom
1817	<in~
{ll~ah
>amara
1821	>an
*ubiHa
1824	baqarap
qaAla
1828	{t~axa*a
1830	huzuw
qaAla
Eu*o
1834	{ll~ah
>an
kaAna
min
1839	jaAhil
qaAla
1842	daEaA
1845	rab~
1847	bay~anu
1850	maA
1852	qaAla
<in~
1855	qaAla
<in~
1858	baqarap
laA
faAriD
1862	laA
bikor
EawaAn
bayon
*a`lik
1868	faEala
1870	maA
>amara
1873	qaAla
1875	daEaA
1878	rab~
1880	bay~anu
1883	maA
lawon
1886	qaAla
<in~
1889	qaAla
<in~
1892	baqarap
SaforaA^'
faAqiE
lawon
1897	tasur~u
1899	na`Ziriyn
qaAla
1902	daEaA
1905	rab~
1907	bay~anu
1910	maA
1912	<in~
1914	baqar
ta$a`baha
EalaY`
1919	<in~
1921	<in
$aA^'a
{ll~ah
1925	m~uhotaduwn
qaAla
<in~
1929	qaAla
<in~
1932	baqarap
laA
*aluwl
>avaAru
1937	>aroD
1939	laA
saqaY`
1942	Harov
m~usal~amap
laA
$iyap
fiY
1948	qaAla
1951	_#a`n
jaA^'a
1956	Haq~
1958	*ubiHa
1962	maA
kaAda
1965	faEala
1968	<i*
qatala
1971	nafos
1973	{d~a`ra`#o
1975	fiY
1978	{ll~ah
muxorij
maA
kaAna
1983	katama
1986	qaAla
1988	Daraba
1992	baEoD
1995	*a`lik
>aHoyaA
{ll~ah
1999	m~ay~it
2001	>arayo
2003	'aAyap
2005	laEal~
2007	Eaqalu
2009	vum~
qasato
qalob
2013	min
baEod
*a`lik
2020	HijaArap
>aw
>a$ad~
qasowap
2025	<in~
min
2028	HijaArap
2030	maA
yatafaj~aru
min
2035	nahar
2037	<in~
min
2041	maA
ya$~aq~aqu
2044	xaraja
min
2048	maA^'
2050	<in~
min
2054	maA
yahobiTu
min
xa$oyap
{ll~ah
2060	maA
{ll~ah
2063	ga`fil
Ean
maA
Eamila
2070	yaTomaEu
2072	>an
'aAmana
2078	qad
kaAna
fariyq
min
2083	samiEa
2085	kala`m
{ll~ah
vum~
yuHar~ifu
2091	min
baEod
maA
Eaqalu
2099	Ealima
2102	<i*aA
laqu
2105	{l~a*iY
'aAmana
2108	qaAla
2110	'aAmana
2113	<i*aA
xalaA
baEoD
2117	<ilaY`
baEoD
qaAla
2122	tuHad~ivu
2126	maA
fataHa
{ll~ah
EalaY`
2132	HaA^j~a
2137	Eind
rab~
2142	laA
Eaqalu
2147	laA
Ealima
2150	>an~
{ll~ah
Ealima
maA
>asar~a
2157	maA
>aEolan
2161	min
2163	>um~iY~
laA
Ealima
2168	kita`b
<il~aA
>umoniy~at
2172	<in
2174	<il~aA
Zan~a
2178	wayol
2180	{l~a*iY
kataba
2184	kita`b
2186	yad
2188	vum~
qaAla
2191	ha`*aA
min
Eind
{ll~ah
2196	{$otaraY`
2200	vaman
qaliyl
2203	wayol
2206	min
maA
kataba
yad
2212	wayol
2215	min
maA
kasaba
2220	qaAla
2222	lan
mas~a
2226	naAr
<il~aA
yawom
m~aEoduwdap
qaAla
2232	{t~axa*a
2234	Eind
{ll~ah
Eahod
2238	lan
>axolafu
{ll~ah
Eahod
2243	>am
qaAla
2246	EalaY`
{ll~ah
maA
laA
Ealima
2252	balaY`
man
kasaba
say~i}ap
2257	>aHaATa
2260	xaTiy^_#ap
2263	>uwla`^}ik
>aSoHa`b
2266	naAr
2268	fiY
2270	xa`lid
2272	{l~a*iY
'aAmana
2276	Eamila
2279	S~a`liHa`t
>uwla`^}ik
>aSoHa`b
2283	jan~ap
2285	fiY
2287	xa`lid
2289	<i*
>axa*a
2292	m~iyva`q
bunaY~
<isoraA}iyl
laA
Eabada
2298	<il~aA
{ll~ah
2303	waAlid
<iHosa`n
2306	*uw
2308	qurobaY`
2311	yatiym
2314	misokiyn
2316	qaAla
2320	n~aAs
Huson
2323	>aqaAma
2326	Salaw`p
2328	A^taY
2331	zakaw`p
vum~
tawal~aY`
2335	<il~aA
qaliyl
min
2341	m~uEoriDuwn
2343	<i*
>axa*a
2346	m~iyva`q
2348	laA
yasofiku
2351	dam
2354	laA
>axoraja
2357	nafos
2359	min
daAr
2362	vum~
>aqoraro
2367	$ahida
2369	vum~
2371	ha`*aA
qatala
2374	nafos
2377	>axoraja
2379	fariyq
min
2382	min
daAr
2385	taZa`haru
2387	EalaY`
2391	<ivom
2394	Eudowa`n
2396	<in
>ataY
2400	>asiyr
tufa`du
2406	muHar~am
EalaY`
2409	<ixoraAj
2413	'aAmana
2416	baEoD
2418	kita`b
2420	kafara
2423	baEoD
2425	maA
jazaA^'
man
faEala
*a`lik
min
2432	<il~aA
xizoY
fiY
2436	Hayaw`p
2438	d~unoyaA
2440	yawom
2442	qiya`map
rad~a
2445	<ilaY`
>a$ad~
2448	Ea*aAb
2450	maA
{ll~ah
2453	ga`fil
Ean
maA
Eamila
2458	>uwla`^}ik
{l~a*iY
{$otaraY`
2463	Hayaw`p
2465	d~unoyaA
2468	A^xir
2470	laA
xaf~afa
Ean
2475	Ea*aAb
2477	laA
2479	naSara
2483	qad
A^taY
2486	muwsaY`
2488	kita`b
2490	qaf~ayo
2492	min
baEod
2497	rasuwl
2499	A^taY
2501	EiysaY
{bon
maroyam
2505	bay~inap
2507	>ay~ada
2511	ruwH
2513	qudus
2516	kul~amaA
jaA^'a
2519	rasuwl
2521	maA
laA
hawaY`
nafos
2526	{sotakobara
2529	fariyq
ka*~aba
2533	fariyq
qatala
2537	qaAla
2539	qalob
2541	gulof
bal
laEana
2545	{ll~ah
2547	kufor
2550	qaliyl
maA
'aAmana
2555	lam~aA
jaA^'a
2558	kita`b
min
Eind
{ll~ah
muSad~iq
2564	maA
maE
2568	kaAna
2570	min
qabol
{sotafotaHu
2574	EalaY`
{l~a*iY
kafara
2579	lam~aA
jaA^'a
2582	maA
Earafa
2585	kafara
2590	laEonap
{ll~ah
EalaY`
2594	ka`firuwn
bi}osa
maA
{$otaraY`
2601	nafos
2603	>an
kafara
2607	maA
>anzala
{ll~ah
bagoy
>an
naz~ala
{ll~ah
min
faDol
2617	EalaY`
man
$aA^'a
min
Eabod
2624	baA^'a
2627	gaDab
EalaY`
gaDab
2633	ka`firuwn
Ea*aAb
m~uhiyn
2637	<i*aA
qaAla
2641	'aAmana
2644	maA
>anzala
{ll~ah
qaAla
2649	'aAmana
2651	maA
>anzala
EalaY`
2656	kafara
2659	maA
waraA^'
2665	Haq~
muSad~iq
2668	maA
maE2
2671	qaAla
2674	maA
qatala
2677	n~abiY~
{ll~ah
min
qabol
<in
kaAna
2684	mu&omin
2687	qad
jaA^'a
2690	muwsaY`
2693	bay~inap
vum~
{t~axa*a
2698	Eijol
min
baEod
2704	ZaAlim
2706	<i*
>axa*a
2709	m~iyva`q
2712	rafaEa
2714	fawoq
2717	Tuwr
>axa*a
2720	maA
A^taY
2725	quw~ap
2727	samiEa
2729	qaAla
2731	samiEa
2734	EaSaA
2737	>u$oribu
2739	fiY
qalob
2743	Eijol
2745	kufor
2747	qaAla
bi}osa
maA
>amara
2754	<iyma`n
2756	<in
kaAna
2759	mu&omin
qaAla
<in
kaAna
2766	daAr
2768	A^xir
Eind
{ll~ah
xaAliSap
min
duwn
2775	n~aAs
2777	yataman~a
2780	mawot
<in
kaAna
2784	SaAdiq
2786	lan
yataman~a
2790	>abadFA
2792	maA
qad~ama
yad
2797	{ll~ah
Ealiym
2801	ZaAlim
2804	wajada
2807	>aHoraS
2809	n~aAs
EalaY`
Hayaw`p
2813	min
{l~a*iY
>a$oraka
2817	wad~a
>aHad
2820	law
yuEam~aru
>alof
sanap
2825	maA
2828	muzaHoziH
2830	min
2832	Ea*aAb
>an
yuEam~aru
2836	{ll~ah
baSiyr
2839	maA
Eamila
2842	qaAla
man
kaAna
Eaduw~
2847	jiboriyl
2849	<in~
2851	naz~ala
2853	EalaY`
qalob
2857	<i*on
{ll~ah
muSad~iq
2861	maA
bayon
yad
2866	hudFY
2868	bu$oraY`
2871	mu&omin
man
kaAna
Eaduw~
2876	{ll~ah
2878	malak
2881	rasuwl
2884	jiboriyl
2886	miykaY`l
2888	<in~
{ll~ah
Eaduw~
2893	ka`firuwn
2896	qad
>anzala
2899	<ilaY`
2901	'aAyap
bay~inap
2904	maA
kafara
2908	<il~aA
2910	faAsiq
2913	kul~amaA
Ea`hada
2916	Eahod
naba*a
2919	fariyq
min
2922	bal
>akovar
2925	laA
'aAmana
2929	lam~aA
jaA^'a
2932	rasuwl
min
Eind
{ll~ah
muSad~iq
2938	maA
maE
2941	naba*a
fariyq
min
{l~a*iY
A^taY
2948	kita`b
kita`b
{ll~ah
waraA^'
Zahor
2954	ka>an~
2956	laA
Ealima
2960	{t~abaEa
2962	maA
talaY`
2965	$ayoTa`n
EalaY`
mulok
sulayoma`n
2970	maA
kafara
sulayoma`n
2974	la`kin~
2976	$ayoTa`n
kafara
2979	Eal~ama
2982	n~aAs
2984	siHor
2986	maA
>anzala
EalaY`
2990	malak
2992	baAbil
ha`ruwt
2995	ma`ruwt
2997	maA
Eal~ama
3000	min
>aHad
Hat~aY`
qaAla
3005	<in~
maA
3008	fitonap
3010	laA
kafara
3013	yataEal~amu
3015	min
3017	maA
far~aqu
3022	bayon
3024	maro'
3026	zawoj
3029	maA
3032	DaA^r~
3035	min
>aHad
<il~aA
3039	<i*on
{ll~ah
3042	yataEal~amu
3044	maA
yaDur~a
3048	laA
nafaEa
3053	qad
Ealima
3057	man
{$otaraY`
3060	maA
3063	fiY
3065	A^xir
min
xala`q
3070	bi}osa
maA
$ara
3076	nafos
3078	law
kaAna
3081	Ealima
3084	law
>an~
3087	'aAmana
3090	{t~aqaY`
3093	mavuwbap
min
Eind
{ll~ah
xayor
law
kaAna
3101	Ealima
3104	>ay~uhaA
{l~a*iY
'aAmana
3108	laA
qaAla
3111	ra`Ei
3114	qaAla
3116	n~aZara
3119	samiEa
3124	ka`firuwn
Ea*aAb
>aliym
maA
wad~a
{l~a*iY
kafara
3132	min
>ahol
3135	kita`b
3137	laA
3139	mu$orik
>an
naz~ala
EalaY`
3144	min
xayor
min
rab~
3150	{ll~ah
yaxotaS~u
3153	raHomap
3155	man
$aA^'a
3158	{ll~ah
*uw
3161	faDol
3163	EaZiym
maA
yansaxu
min
'aAyap
>aw
>ansaY`
3171	>ataY
3173	xayor
min
3176	>aw
mivol
3180	lam
Ealima
>an~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
3189	lam
Ealima
>an~
{ll~ah
3195	mulok
3197	samaA^'
3200	>aroD
3202	maA
3205	min
duwn
{ll~ah
min
waliY~
3211	laA
naSiyr
>am
>araAda
3216	>an
sa>ala
3219	rasuwl
3222	maA
sa>ala
muwsaY`
min
qabol
3228	man
yatabad~ali
3231	kufor
3234	<iyma`n
3236	qad
Dal~a
sawaA^'
3240	sabiyl
wad~a
kaviyr
min
>ahol
3246	kita`b
law
rad~a
3251	min
baEod
<iyma`n
3255	kaAfir
Hasad
min
Eind
nafos
3261	min
baEod
maA
tabay~ana
3268	Haq~
3270	EafaA
3273	yaSofaHu
3275	Hat~aY`
>ataY
{ll~ah
3279	>amor
3281	<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
3288	>aqaAma
3291	Salaw`p
3293	A^taY
3296	zakaw`p
3298	maA
qad~ama
3302	nafos
3304	min
xayor
wajada
3309	Eind
{ll~ah
<in~
{ll~ah
3314	maA
Eamila
3317	baSiyr
3319	qaAla
3321	lan
daxala
3324	jan~ap
<il~aA
man
kaAna
huwd2
>aw
naSoraAniy~
*a`lik
>umoniy~at
3334	qaAla
haAtu
3337	buroha`n
3339	<in
kaAna
3342	SaAdiq
balaY`
man
>asolama
wajoh
3349	{ll~ah
3352	muHosin
3356	>ajor
3358	Eind
rab~
3362	laA
xawof
EalaY`
3367	laA
3369	yaHozun
3372	qaAla
3374	yahuwdiy~
l~ayosa
3377	naSoraAniy~
EalaY`
$aYo'
3381	qaAla
3383	naSoraAniy~
l~ayosa
3386	yahuwdiy~
EalaY`
$aYo'
3391	talaY`
3394	kita`b
3396	*a`lik
qaAla
{l~a*iY
laA
Ealima
3402	mivol
qawol
3406	{ll~ah
Hakama
bayon
3410	yawom
3412	qiya`map
fiY
maA
kaAna
3417	fiY
3419	{xotalafa
3422	man
>aZolam
min
man
m~anaEa
masojid
{ll~ah
>an
*akara
fiY
3433	{som
3436	saEaY`
fiY
xaraAb
3440	>uwla`^}ik
maA
kaAna
3445	>an
daxala
3449	<il~aA
xaA^}if
3453	fiY
3455	d~unoyaA
xizoY
3460	fiY
3462	A^xir
Ea*aAb
EaZiym
3467	{ll~ah
3469	ma$oriq
3472	magorib
3474	>ayon
wal~aY`
3478	vam~
wajoh
{ll~ah
<in~
{ll~ah
wa`siE
Ealiym
3486	qaAla
3488	{t~axa*a
{ll~ah
walad
suboHa`n
3493	bal
3496	maA
fiY
3499	samaA^'
3502	>aroD
kul~
3506	qaAnit
badiyE
3509	samaA^'
3512	>aroD
3514	<i*aA
qaDaY`^
>amor
3518	<in~
maA
qaAla
3523	kaAna
3525	kaAna
3527	qaAla
{l~a*iY
laA
Ealima
3532	lawolaA^
kal~ama
3535	{ll~ah
>aw
>ataY
3539	'aAyap
3541	*a`lik
qaAla
{l~a*iY
min
qabol
3547	mivol
qawol
3550	ta$a`baha
qalob
3553	qad
bay~anu
3557	'aAyap
3559	qawom
yuwqinu
3562	<in~
3564	>arosala
3569	Haq~
ba$iyr
3572	na*iyr
3574	laA
sa>ala
Ean
>aSoHa`b
3579	jaHiym
3581	lan
r~aDiYa
Ean
3586	yahuwdiy~
3588	laA
3590	naSoraAniy~
Hat~aY`
{t~abaEa
mil~ap
3595	qaAla
<in~
hudFY
{ll~ah
3601	hudFY
3604	<in
{t~abaEa
3607	>ahowaA^'
3609	baEod
{l~a*iY
jaA^'a
3613	min
3615	Eilom
maA
3619	min
{ll~ah
min
waliY~
3624	laA
naSiyr
{l~a*iY
A^taY
3631	kita`b
talaY`
3635	Haq~
tilaAwat
3638	>uwla`^}ik
'aAmana
3644	man
kafara
3649	>uwla`^}ik
3652	xa`siriyn
3654	bunaY~
<isoraA}iyl
*akara
3658	niEomap
3660	{l~a*iY
>anoEama
3663	EalaY`
3666	>an~
3668	faD~ala
3671	EalaY`
3673	Ea`lamiyn
3675	{t~aqaY`
3677	yawom
laA
jazaY`
nafos
Ean
nafos
$aYo'
3685	laA
yaqobalu
min
3689	Eadol
3691	laA
nafaEa
3694	$afa`Eap
3696	laA
3698	naSara
3701	<i*
{botalaY`^
<iboraAhiym
rab~
3707	kalima`t
3709	>atam~a
3711	qaAla
<in~
3714	jaAEil
3718	n~aAs
<imaAm
qaAla
3722	min
*ur~iy~ap
3725	qaAla
laA
yanaAlu
Eahod
3731	ZaAlim
3733	<i*
jaEala
3737	bayot
mavaAbap
3741	n~aAs
3743	>amon
3745	{t~axa*a
3747	min
maqaAm
<iboraAhiym
muSal~FY
3752	Eahida
3754	<ilaY`
<iboraAhiym
3757	<isomaAEiyl
>an
Tah~ara
3761	bayot
3765	TaA^}if
3768	EaAkif
3771	raAkiE
3773	s~ujuwd
3775	<i*
qaAla
<iboraAhiym
rab~
3780	jaEala
ha`*aA
balad
'aAmin
3785	razaqa
>ahol
3788	min
3790	vamara`t
man
'aAmana
min
3796	{ll~ah
3799	yawom
3801	A^xir
qaAla
3804	man
kafara
3807	m~at~aEo
3809	qaliyl
vum~
{DoTur~a
3813	<ilaY`
Ea*aAb
3816	naAr
3818	bi}osa
3820	maSiyr
3822	<i*
rafaEa
<iboraAhiym
3826	qawaAEid
min
3829	bayot
3831	<isomaAEiyl
rab~
3834	taqab~ala
min
3837	<in~
3841	samiyE
3843	Ealiym
rab~
3847	jaEala
3849	musolim
3853	min
*ur~iy~ap
3856	>um~ap
m~usolimap
3861	>arayo
3863	mansak
3866	taAba
EalaY`
3869	<in~
3873	taw~aAb
3875	r~aHiym
rab~
3879	baEava
fiY
3882	rasuwl
min
3885	talaY`
EalaY`
3888	'aAyap
3891	Eal~ama
3894	kita`b
3897	Hikomap
3899	zak~aY`
3901	<in~
3905	Eaziyz
3907	Hakiym
3909	man
yarogabu
Ean
mil~ap
<iboraAhiym
<il~aA
man
safiha
nafos
3921	qad
{SoTafaY`
3925	fiY
3927	d~unoyaA
3929	<in~
3931	fiY
3933	A^xir
3935	min
3937	Sa`liH
<i*
qaAla
3942	rab~
3944	>asolama
qaAla
>asolama
3949	rab~
3951	Ea`lamiyn
3953	waS~aY`
3956	<iboraAhiym
bunaY~
3960	yaEoquwb
3962	bunaY~
3964	<in~
{ll~ah
{SoTafaY`
3970	diyn
3972	laA
m~aAta
3975	<il~aA
3978	musolim
>am
kaAna
3982	$ahiyd
<i*
HaDara
yaEoquwb
3987	mawot
<i*
qaAla
3991	bunaY~
3993	maA
Eabada
3996	min
baEod
3999	qaAla
4001	Eabada
<ila`h
4005	<ila`h
A^baA'
4008	<iboraAhiym
4010	<isomaAEiyl
4012	<isoHaAq
<ila`h
wa`Hid
4019	musolim
*a`lik
>um~ap
qad
xalaA
4026	maA
kasaba
4031	maA
kasaba
4035	laA
sa>ala
4038	Ean
maA
kaAna
4042	Eamila
4045	qaAla
4047	kaAna
4049	huwd2
>aw
naSoraAniy~
{hotadaY`
4054	qaAla
bal
mil~ap
<iboraAhiym
Haniyf
4060	maA
kaAna
min
4064	mu$orik
qaAla
4067	'aAmana
4070	{ll~ah
4072	maA
>anzala
<ilaY`
4077	maA
>anzala
<ilaY`
<iboraAhiym
4082	<isomaAEiyl
4084	<isoHaAq
4086	yaEoquwb
4089	>asobaAT
4091	maA
A^taY
muwsaY`
4095	EiysaY
4097	maA
A^taY
4100	n~abiY~
min
rab~
4104	laA
far~aqu
bayon
>aHad
min
4114	musolim
4116	<in
'aAmana
4120	mivol
maA
'aAmana
4127	qad
{hotadaY`
4131	<in
tawal~aY`
4135	<in~
maA
4138	fiY
$iqaAq
4142	kafaY`
4145	{ll~ah
4149	samiyE
4151	Ealiym
Sibogap
{ll~ah
4155	man
>aHosan
min
{ll~ah
Sibogap
4164	EaAbid
qaAla
4167	HaA^j~a
4170	fiY
{ll~ah
4174	rab~
4177	rab~
4182	Eamal
4187	Eamal
4193	muxoliS
>am
qaAla
4197	<in~
<iboraAhiym
4200	<isomaAEiyl
4202	<isoHaAq
4204	yaEoquwb
4207	>asobaAT
kaAna
4210	huwd2
>aw
naSoraAniy~
qaAla
4216	>aEolam
>am
{ll~ah
4220	man
>aZolam
min
man
katama
$aha`dap
Eind
4228	min
{ll~ah
4231	maA
{ll~ah
4234	ga`fil
Ean
maA
Eamila
4239	*a`lik
>um~ap
qad
xalaA
4245	maA
kasaba
4250	maA
kasaba
4254	laA
sa>ala
4257	Ean
maA
kaAna
4261	Eamila
4264	qaAla
4266	safiyh
min
4269	n~aAs
maA
wal~aY`
4273	Ean
qibolap
4276	{l~a*iY
kaAna
4279	EalaY`
4281	qaAla
4283	{ll~ah
4285	ma$oriq
4288	magorib
hadaY
man
$aA^'a
<ilaY`
Sira`T
m~usotaqiym
4297	*a`lik
jaEala
4301	>um~ap
wasaT
4304	kaAna
4306	$ahiyd
EalaY`
4309	n~aAs
4311	kaAna
4313	rasuwl
EalaY`
4316	$ahiyd
4318	maA
jaEala
4322	qibolap
{l~a*iY
kaAna
4326	EalaY`
4328	<il~aA
4330	Ealima
man
{t~abaEa
4334	rasuwl
min
man
{nqalaba
EalaY`
Eaqib
4342	<in
kaAna
4345	kabiyrap
<il~aA
EalaY`
{l~a*iY
hadaY
{ll~ah
4352	maA
kaAna
{ll~ah
4356	>aDaAEu
<iyma`n
4359	<in~
{ll~ah
4363	n~aAs
4365	ra'uwf
r~aHiym
qad
ra'aA
taqal~ub
wajoh
4372	fiY
4374	samaA^'
4377	wal~aY`
4380	qibolap
r~aDiYa
4384	wal~aY`
wajoh
4387	$aTor
4389	masojid
4391	HaraAm
4393	Hayov2
maA
kaAna
4398	wal~aY`
4400	wajoh
4402	$aTor
4405	<in~
{l~a*iY
A^taY
4410	kita`b
4412	Ealima
4414	>an~
4417	Haq~
min
rab~
4422	maA
{ll~ah
4425	ga`fil
Ean
maA
Eamila
4432	<in
>ataY
4435	{l~a*iY
A^taY
4439	kita`b
4441	kul~
'aAyap
maA
tabiEa
4446	qibolap
4449	maA
4452	taAbiE
qibolap
4456	maA
baEoD
4460	taAbiE
qibolap
baEoD
4465	<in
{t~abaEa
4468	>ahowaA^'
4470	min
baEod
maA
jaA^'a
4475	min
4477	Eilom
<in~
4480	<i*FA
4482	min
4484	ZaAlim
{l~a*iY
A^taY
4490	kita`b
Earafa
4495	maA
Earafa
4498	{bon
4501	<in~
fariyq
min
4506	katama
4509	Haq~
4512	Ealima
4515	Haq~
min
rab~
4520	laA
kaAna
4523	min
4525	mumotariyn
4528	kul~
wijohap
4531	muwal~iy
4534	{sotabaqa
4537	xayora`t
>ayon
maA
kaAna
4542	>ataY
4545	{ll~ah
jamiyE
<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
4554	min
Hayov
xaraja
4559	wal~aY`
wajoh
4562	$aTor
4564	masojid
4566	HaraAm
4568	<in~
4572	Haq~
min
rab~
4577	maA
{ll~ah
4580	ga`fil
Ean
maA
Eamila
4586	min
Hayov
xaraja
4591	wal~aY`
wajoh
4594	$aTor
4596	masojid
4598	HaraAm
4600	Hayov2
maA
kaAna
4605	wal~aY`
4607	wajoh
4609	$aTor
4612	>an
laA
kaAna
4617	n~aAs
EalaY`
4620	Huj~ap
<il~aA
{l~a*iY
Zalama
4625	min
4628	laA
xa$iYa
4633	xa$iYa
4638	>atam~a
niEomap
4641	EalaY`
4644	laEal~
4646	{hotadaY`
4649	maA
>arosala
4652	fiY
4654	rasuwl
min
4657	talaY`
EalaY`
4660	'aAyap
4663	zak~aY`
4666	Eal~ama
4669	kita`b
4672	Hikomap
4674	Eal~ama
4676	maA
lam
kaAna
4680	Ealima
4683	*akara
4686	*akara
4689	$akara
4694	laA
kafara
4699	>ay~uhaA
{l~a*iY
'aAmana
4703	{sotaEiynu
4707	Sabor
4710	Salaw`p
<in~
{ll~ah
maE
4715	SaAbir
4717	laA
qaAla
4721	man
qatala
fiY
sabiyl
{ll~ah
m~ay~it
bal
Hay~
4730	la`kin
laA
ya$oEuru
4736	balawo
4740	$aYo'
min
4743	xawof
4746	juwE
4748	naqoS
min
4751	maAl
4754	nafos
4757	vamara`t
4759	bu$~ira
4761	SaAbir
{l~a*iY
<i*aA
>aSaAba
4766	m~uSiybap
qaAla
4769	<in~
4772	{ll~ah
4774	<in~
4776	<ilaY`
4778	ra`jiEuwn
>uwla`^}ik
EalaY`
4782	Salaw`p
min
rab~
4787	raHomap
4789	>uwla`^}ik
4792	m~uhotaduwn
<in~
4795	S~afaA
4798	marowap
min
$aEa`^}ir
{ll~ah
4803	man
Haj~a
4806	bayot
>aw
{Eotamara
4810	laA
junaAH
EalaY`
4814	>an
yaT~aw~afa
4819	man
taTaw~aEa
xayor
4823	<in~
{ll~ah
$aAkir
Ealiym
<in~
{l~a*iY
katama
4831	maA
>anzala
4834	min
4836	bay~inap
4839	hudFY
min
baEod
maA
bay~anu
4848	n~aAs
fiY
4851	kita`b
>uwla`^}ik
laEana
4855	{ll~ah
4857	laEana
4860	l~a`Einuwn
<il~aA
{l~a*iY
taAba
4866	>aSolaHa
4869	bay~anu
4872	>uwla`^}ik
taAba
EalaY`
4879	taw~aAb
4881	r~aHiym
<in~
{l~a*iY
kafara
4887	m~aAta
4891	kaAfir
>uwla`^}ik
EalaY`
4895	laEonap
{ll~ah
4899	malak
4902	n~aAs
>ajomaEiyn
xa`lid
fiY
4907	laA
xaf~afa
Ean
4912	Ea*aAb
4914	laA
4916	yunZaru
4919	<ila`h
4921	<ila`h
wa`Hid
laA
<ila`h
<il~aA
4928	r~aHoma`n
4930	r~aHiym
<in~
fiY
xaloq
4935	samaA^'
4938	>aroD
4940	{xotila`f
4942	layol
4945	nahaAr
4948	fulok
{l~a*iY
jarayo
fiY
4953	baHor
4955	maA
nafaEa
4958	n~aAs
4960	maA
>anzala
{ll~ah
min
4965	samaA^'
min
maA^'
4969	>aHoyaA
4973	>aroD
baEod
mawot
4978	bav~a
fiY
4981	min
kul~
daA^b~ap
4985	taSoriyf
4987	riyH
4990	saHaAb
4992	musax~ar
bayon
4995	samaA^'
4998	>aroD
5000	'aAyap
5002	qawom
Eaqalu
5006	min
5008	n~aAs
man
{t~axa*a
min
duwn
{ll~ah
>andaAd
>aHobabo
5019	Hub~
{ll~ah
5022	{l~a*iY
'aAmana
5025	>a$ad~
Hub~
5028	{ll~ah
5030	law
ra'aA
{l~a*iY
Zalama
5035	<i*
ra'aA
5039	Ea*aAb
>an~
5042	quw~ap
5044	{ll~ah
jamiyE
5047	>an~
{ll~ah
$adiyd
5051	Ea*aAb
<i*
tabar~a>a
{l~a*iY
{t~abaEa
5057	min
{l~a*iY
{t~abaEa
5062	ra'aA
5065	Ea*aAb
5067	t~aqaT~aEa
5071	sabab
5073	qaAla
{l~a*iY
{t~abaEa
5077	law
>an~
5081	kar~ap
5083	tabar~a>a
min
5087	maA
tabar~a>a
5090	min
5093	*a`lik
>arayo
5096	{ll~ah
Eamal
5099	Hasorap
EalaY`
5103	maA
5106	xaArij
min
5109	naAr
5111	>ay~uhaA
5113	n~aAs
>akala
5116	min
maA
fiY
5120	>aroD
Hala`l
Tay~ib
5124	laA
{t~abaEa
5127	xuTuwa`t
5129	$ayoTa`n
<in~
5134	Eaduw~
m~ubiyn
<in~
maA
>amara
5142	suw^'
5145	faHo$aA^'
5147	>an
qaAla
5150	EalaY`
{ll~ah
maA
laA
Ealima
5157	<i*aA
qaAla
5161	{t~abaEa
5163	maA
>anzala
{ll~ah
qaAla
5168	bal
{t~abaEa
maA
>alofa
5173	EalaY`
5175	A^baA'
5179	law
kaAna
A^baA'
5183	laA
Eaqalu
5186	$aYo'
5188	laA
{hotadaY`
5192	maval
{l~a*iY
kafara
5197	maval
{l~a*iY
yanoEiqu
5201	maA
laA
samiEa
<il~aA
duEaA^'
5207	nidaA^'
>aSam~
>abokam
>aEomaY`
5213	laA
Eaqalu
5217	>ay~uhaA
{l~a*iY
'aAmana
5221	>akala
5223	min
Tay~iba`t
maA
razaqa
5230	$akara
5233	{ll~ah
<in
kaAna
5237	<iy~aA
Eabada
5240	<in~
maA
Har~ama
EalaY`
5246	mayotap
5249	dam
5251	laHom
5253	xinziyr
5255	maA
>uhil~a
5260	gayor
{ll~ah
5263	man
{DoTur~a
gayor
baAg
5268	laA
EaAd
5271	laA
<ivom
EalaY`
5275	<in~
{ll~ah
gafuwr
r~aHiym
<in~
{l~a*iY
katama
5283	maA
>anzala
{ll~ah
min
5288	kita`b
5290	{$otaraY`
5294	vaman
qaliyl
>uwla`^}ik
maA
>akala
5300	fiY
baTon
5303	<il~aA
5305	naAr
5307	laA
kal~ama
5310	{ll~ah
yawom
5313	qiya`map
5315	laA
zak~aY`
5321	Ea*aAb
>aliym
>uwla`^}ik
{l~a*iY
{$otaraY`
5328	Dala`lap
5331	hudFY
5334	Ea*aAb
5337	m~agofirap
5339	maA
Sabara
5342	EalaY`
5344	naAr
*a`lik
5347	>an~
{ll~ah
naz~ala
5351	kita`b
5354	Haq~
5356	<in~
{l~a*iY
{xotalafa
5360	fiY
5362	kita`b
5364	fiY
$iqaAq
baEiyd
l~ayosa
5369	bir~
>an
wal~aY`
5373	wajoh
5375	qibal
5377	ma$oriq
5380	magorib
5382	la`kin~
5384	bir~
man
'aAmana
5388	{ll~ah
5391	yawom
5393	A^xir
5396	malak
5399	kita`b
5402	n~abiY~
5404	A^taY
5406	maAl
EalaY`
Hub~
5410	*uw
5412	qurobaY`
5415	yatiym
5418	misokiyn
5420	{bon
5422	sabiyl
5425	saA^}il
5427	fiY
5429	raqabap
5431	>aqaAma
5433	Salaw`p
5435	A^taY
5437	zakaw`p
5440	muwfuwn
5442	Eahod
5444	<i*aA
Ea`hada
5449	SaAbir
fiY
5452	ba>osaA^'
5455	Dar~aA^'
5457	Hiyn
5459	ba>os
>uwla`^}ik
{l~a*iY
Sadaqa
5465	>uwla`^}ik
5468	mut~aqiyn
5470	>ay~uhaA
{l~a*iY
'aAmana
5474	kataba
EalaY`
5478	qiSaAS
fiY
5481	qatolaY
5483	Hur~
5486	Hur~
5489	Eabod
5492	Eabod
5495	>unvaY`
5498	>unvaY`
5500	man
EafaA
5504	min
>ax
5507	$aYo'
5509	{t~ibaAE
5512	m~aEoruwf
5514	>adaA^'
<ilaY`
5518	<iHosa`n
*a`lik
taxofiyf
min
rab~
5525	raHomap
5527	man
{EotadaY`
baEod
*a`lik
5534	Ea*aAb
>aliym
5539	fiY
5541	qiSaAS
Hayaw`p
5544	>uwliY
5546	>aloba`b
laEal~
5549	{t~aqaY`
5551	kataba
EalaY`
5554	<i*aA
HaDara
>aHad
5559	mawot
<in
taraka
xayor
5564	waSiy~ap
5567	waAlid
5570	>aqorab
5573	m~aEoruwf
Haq~
EalaY`
5577	mut~aqiyn
5579	man
bad~ala
5582	baEod
maA
samiEa
5587	<in~
maA
<ivom
5591	EalaY`
{l~a*iY
bad~ala
5596	<in~
{ll~ah
samiyE
Ealiym
5601	man
xaAfa
min
m~uwS
janaf
>aw
<ivom
5609	>aSolaHa
bayon
5613	laA
<ivom
EalaY`
5617	<in~
{ll~ah
gafuwr
r~aHiym
5622	>ay~uhaA
{l~a*iY
'aAmana
5626	kataba
EalaY`
5630	SiyaAm
5632	maA
kataba
EalaY`
{l~a*iY
min
qabol
5639	laEal~
5641	{t~aqaY`
5643	yawom
m~aEoduwdap
5646	man
kaAna
min
5650	m~ariyD
>aw
EalaY`
safar
5655	Eid~ap
min
yawom
A^xar
5660	EalaY`
{l~a*iY
yuTiyqu
5665	fidoyap
TaEaAm
misokiyn
5669	man
taTaw~aEa
xayor
5674	xayor
5678	>an
yaSumo
5681	xayor
5684	<in
kaAna
5687	Ealima
5689	$ahor
ramaDaAn
{l~a*iY
>anzala
fiY
5696	quro'aAn
hudFY
5700	n~aAs
5702	bay~inap
min
5705	hudFY
5708	furoqaAn
5710	man
$ahida
min
5715	$ahor
5718	yaSumo
5721	man
kaAna
m~ariyD
>aw
EalaY`
safar
5728	Eid~ap
min
yawom
A^xar
>araAda
{ll~ah
5737	yusor
5739	laA
>araAda
5744	Eusor
5747	>akomalo
5750	Eid~ap
5753	kab~iro
5755	{ll~ah
EalaY`
maA
hadaY
5761	laEal~
5763	$akara
5766	<i*aA
sa>ala
5769	Eabod
5771	Ean
5774	<in~
5776	qariyb
>ujiybat
daEowap
5780	d~aAE
<i*aA
daEaA
5787	{sotajaAba
5793	'aAmana
5797	laEal~
5799	yaro$udu
5801	>aHal~a
5804	layolap
5806	SiyaAm
5808	rafav
<ilaY`
nisaA^'
5813	libaAs
5818	libaAs
5821	Ealima
{ll~ah
>an~
5825	kaAna
5827	yaxotaAnu
5829	nafos
5832	taAba
EalaY`
5836	EafaA
Ean
5841	_#a`n
ba`$iru
5846	{botagaY`
5848	maA
kataba
{ll~ah
5854	>akala
5857	$ariba
5859	Hat~aY`
tabay~ana
5864	xayoT
5866	>aboyaD
min
5869	xayoT
5871	>asowad
min
5874	fajor
vum~
>atam~a
5879	SiyaAm
<ilaY`
5882	layol
5884	laA
ba`$iru
5890	EaAkif
fiY
5893	masojid
*a`lik
Huduwd
{ll~ah
5898	laA
yaqorabu
5903	*a`lik
bay~anu
{ll~ah
'aAyap
5910	n~aAs
laEal~
5913	{t~aqaY`
5916	laA
>akala
5919	maAl
5921	bayon
5925	ba`Til
5927	>adolaY`
5931	<ilaY`
5933	Huk~aAm
5935	>akala
5937	fariyq
min
maAl
5941	n~aAs
5944	<ivom
5947	Ealima
5949	sa>ala
5952	Ean
5954	>ahil~ap
qaAla
5957	miyqa`t
5960	n~aAs
5963	Haj~
5965	l~ayosa
5967	bir~
5969	>an
>ataY
5973	bayot
min
Zahor
5978	la`kin~
5980	bir~
man
{t~aqaY`
5984	>ataY
5987	bayot
min
baAb
5992	{t~aqaY`
5994	{ll~ah
laEal~
5997	>afolaHa
6000	qa`tala
6002	fiY
sabiyl
{ll~ah
{l~a*iY
qa`tala
6010	laA
{EotadaY`
6013	<in~
{ll~ah
laA
>aHobabo
6018	muEotadiyn
6020	qatala
6023	Hayov
vuqifu
6028	>axoraja
6031	min
Hayov
>axoraja
6038	fitonap
>a$ad~
min
6042	qatol
6044	laA
qa`tala
6048	Eind
6050	masojid
6052	HaraAm
Hat~aY`
qa`tala
6057	fiY
6060	<in
qa`tala
6065	qatala
6069	*a`lik
jazaA^'
6072	ka`firuwn
6074	<in
{ntahaY`
6078	<in~
{ll~ah
gafuwr
r~aHiym
6083	qa`tala
6086	Hat~aY`
laA
kaAna
fitonap
6091	kaAna
6093	diyn
6095	{ll~ah
6097	<in
{ntahaY`
6101	laA
Eudowa`n
<il~aA
EalaY`
6106	ZaAlim
6108	$ahor
6110	HaraAm
6113	$ahor
6115	HaraAm
6118	Huruma`t
qiSaAS
6121	man
{EotadaY`
EalaY`
6126	{EotadaY`
6128	EalaY`
6131	mivol
maA
{EotadaY`
EalaY`
6137	{t~aqaY`
6139	{ll~ah
6141	Ealima
6143	>an~
{ll~ah
maE
6147	mut~aqiyn
6149	>anfaqa
6151	fiY
sabiyl
{ll~ah
6155	laA
>aloqaY`^
6159	yad
6161	<ilaY`
6163	t~aholukap
6165	>aHosana
6167	<in~
{ll~ah
>aHobabo
6171	muHosin
6173	>atam~a
6176	Haj~
6179	Eumorap
6181	{ll~ah
6183	<in
>uHoSiru
6187	maA
{sotayosara
min
6191	hadoy
6193	laA
taHoliqu
6196	ra>os
6198	Hat~aY`
balaga
6201	hadoy
maHil~
6205	man
kaAna
min
6209	m~ariyD
>aw
6213	>a*FY
min
ra>os
6218	fidoyap
min
SiyaAm
>aw
Sadaqap
>aw
nusuk
6226	<i*aA
>amina
6230	man
tamat~aEa
6234	Eumorap
<ilaY`
6237	Haj~
6239	maA
{sotayosara
min
6243	hadoy
6245	man
lam
wajada
6249	SiyaAm
vala`vap
yawom
fiY
6254	Haj~
6256	saboEap
<i*aA
rajaEa
6260	*a`lik
Ea$arap
kaAmilap
*a`lik
6265	man
lam
kaAna
>ahol
6270	HaADiriY
6272	masojid
6274	HaraAm
6276	{t~aqaY`
6278	{ll~ah
6280	Ealima
6282	>an~
{ll~ah
$adiyd
6286	EiqaAb
6288	Haj~
$ahor
m~aEoluwma`t
6292	man
faraDa
fiY
6297	Haj~
6299	laA
rafav
6302	laA
fusuwq
6305	laA
jidaAl
fiY
6309	Haj~
6311	maA
faEala
6314	min
xayor
Ealima
6318	{ll~ah
6320	tazaw~adu
6323	<in~
xayor
6326	z~aAd
6328	taqowaY
6330	{t~aqaY`
6334	>uwliY
6336	>aloba`b
l~ayosa
EalaY`
6340	junaAH
>an
{botagaY`
6344	faDol
min
rab~
6349	<i*aA
>afaADa
6352	min
Earafa`t
6355	*akara
6357	{ll~ah
Eind
6360	ma$oEar
6362	HaraAm
6364	*akara
6368	maA
hadaY
6372	<in
kaAna
6375	min
qabol
6379	min
6381	DaA^l~
vum~
>afaADa
6385	min
Hayov
>afaADa
6389	n~aAs
6391	{sotagofara
6393	{ll~ah
<in~
{ll~ah
gafuwr
r~aHiym
6399	<i*aA
qaDaY`^
6402	mansak
6405	*akara
6407	{ll~ah
6409	*ikor
6411	A^baA'
6413	>aw
>a$ad~
*ikor
6417	min
6419	n~aAs
man
qaAla
rab~
6424	A^taY
6426	fiY
6428	d~unoyaA
6430	maA
6433	fiY
6435	A^xir
min
xala`q
6439	min
6441	man
qaAla
rab~
6445	A^taY
6447	fiY
6449	d~unoyaA
Hasanap
6452	fiY
6454	A^xir
Hasanap
6457	waqaY`
6459	Ea*aAb
6461	naAr
>uwla`^}ik
6465	naSiyb
min
maA
kasaba
6471	{ll~ah
sariyE
6474	HisaAb
6476	*akara
6478	{ll~ah
fiY
yawom
m~aEoduwdap
6483	man
taEaj~ala
fiY
yawom
6488	laA
<ivom
EalaY`
6493	man
ta>ax~ara
6496	laA
<ivom
EalaY`
6501	man
{t~aqaY`
6504	{t~aqaY`
6506	{ll~ah
6508	Ealima
6510	>an~
6512	<ilaY`
6514	Ha$ara
6517	min
6519	n~aAs
man
>aEojaba
6523	qawol
6525	fiY
6527	Hayaw`p
6529	d~unoyaA
6531	>a$ohada
{ll~ah
EalaY`
maA
fiY
qalob
6540	>alad~
6542	xaSiym
6544	<i*aA
tawal~aY`
saEaY`
fiY
6549	>aroD
6551	>afosadu
fiY
6555	>aholaka
6557	Harov
6560	nasol
6562	{ll~ah
laA
>aHobabo
6566	fasaAd
6568	<i*aA
qaAla
6572	{t~aqaY`
{ll~ah
>axa*a
6577	Eiz~ap
6580	<ivom
6582	Hasob
6584	jahan~am
6587	bi}osa
6589	miha`d
6591	min
6593	n~aAs
man
$ara
nafos
6598	{botigaA^'
maroDaAt
{ll~ah
6602	{ll~ah
ra'uwf
6606	Eabod
6608	>ay~uhaA
{l~a*iY
'aAmana
6612	daxala
6614	fiY
6616	s~ilom
kaA^f~ap
6619	laA
{t~abaEa
6622	xuTuwa`t
6624	$ayoTa`n
<in~
6629	Eaduw~
m~ubiyn
6632	<in
zalalo
6635	min
baEod
maA
jaA^'a
6641	bay~inap
6643	Ealima
6645	>an~
{ll~ah
Eaziyz
Hakiym
hal
n~aZara
6652	<il~aA
>an
>ataY
6656	{ll~ah
fiY
Zul~ap
min
6661	gama`m
6664	malak
6666	qaDaY`^
6668	>amor
6670	<ilaY`
{ll~ah
rajaEa
6674	>amor
sa>ala
bunaY~
<isoraA}iyl
kam
A^taY
6682	min
'aAyap
bay~inap
6686	man
bad~ala
niEomap
{ll~ah
min
baEod
maA
jaA^'a
6696	<in~
{ll~ah
$adiyd
6700	EiqaAb
zay~ana
6703	{l~a*iY
kafara
6707	Hayaw`p
6709	d~unoyaA
6711	saxira
6713	min
{l~a*iY
'aAmana
6718	{l~a*iY
{t~aqaY`
6721	fawoq
6723	yawom
6725	qiya`map
6727	{ll~ah
razaqa
man
$aA^'a
6732	gayor
HisaAb
kaAna
6736	n~aAs
>um~ap
wa`Hidap
6740	baEava
{ll~ah
6743	n~abiY~
muba$~ir
6746	mun*ir
6748	>anzala
maE
6752	kita`b
6755	Haq~
6757	Hakama
bayon
6760	n~aAs
fiY
maA
{xotalafa
6765	fiY
6768	maA
{xotalafa
fiY
6772	<il~aA
{l~a*iY
A^taY
6777	min
baEod
maA
jaA^'a
6783	bay~inap
bagoy
bayon
6788	hadaY
{ll~ah
{l~a*iY
'aAmana
6794	maA
{xotalafa
6797	fiY
6799	min
6801	Haq~
6803	<i*on
6806	{ll~ah
hadaY
man
$aA^'a
<ilaY`
Sira`T
m~usotaqiym
>am
Hasiba
6816	>an
daxala
6820	jan~ap
6822	l~am~aA
>ataY
6825	maval
{l~a*iY
xalaA
6829	min
qabol
6832	mas~a
6835	ba>osaA^'
6838	Dar~aA^'
6840	zulozilu
6842	Hat~aY`
qaAla
6845	rasuwl
6847	{l~a*iY
'aAmana
6850	maE
6852	mataY`
naSor
{ll~ah
>alaA^
<in~
naSor
{ll~ah
qariyb
sa>ala
6863	maA*aA
>anfaqa
6866	qaAla
maA
>anfaqa
6870	min
xayor
6875	waAlid
6878	>aqorab
6881	yatiym
6884	misokiyn
6886	{bon
6888	sabiyl
6890	maA
faEala
6893	min
xayor
6896	<in~
{ll~ah
6900	Ealiym
kataba
EalaY`
6905	qitaAl
6908	kuroh
6912	EasaY
>an
kariha
6916	$aYo'
6919	xayor
6923	EasaY
>an
>aHobabo
6927	$aYo'
6930	$ar~
6934	{ll~ah
Ealima
6938	laA
Ealima
6941	sa>ala
6944	Ean
6946	$ahor
6948	HaraAm
qitaAl
fiY
6952	qaAla
qitaAl
fiY
6956	kabiyr
6958	Sad~
Ean
sabiyl
{ll~ah
6963	kufor
6968	masojid
6970	HaraAm
6972	<ixoraAj
>ahol
6975	min
6977	>akobar
Eind
{ll~ah
6982	fitonap
>akobar
min
6986	qatol
6988	laA
zaAlat
6991	qa`tala
6994	Hat~aY`
rad~a
6998	Ean
diyn
7001	<in
{sotaTaAEa
7005	man
{rotad~a
min
7009	Ean
diyn
7013	m~aAta
7016	kaAfir
7018	>uwla`^}ik
HabiTa
Eamal
7022	fiY
7024	d~unoyaA
7027	A^xir
7029	>uwla`^}ik
>aSoHa`b
7032	naAr
7034	fiY
7036	xa`lid
<in~
{l~a*iY
'aAmana
7042	{l~a*iY
haAjara
7046	ja`hada
7048	fiY
sabiyl
{ll~ah
>uwla`^}ik
yarojuwA@
7054	raHomap
{ll~ah
7057	{ll~ah
gafuwr
r~aHiym
sa>ala
7063	Ean
7065	xamor
7068	mayosir
qaAla
fiY
7072	<ivom
kabiyr
7075	mana`fiE
7078	n~aAs
7080	<ivom
7082	>akobar
min
nafoE
7087	sa>ala
7090	maA*aA
>anfaqa
7093	qaAla
7095	Eafow
7097	*a`lik
bay~anu
{ll~ah
7103	'aAyap
laEal~
7106	yatafak~aru
7108	fiY
7110	d~unoyaA
7113	A^xir
7115	sa>ala
7118	Ean
7120	yatiym
qaAla
<iSola`H
7125	xayor
7127	<in
tuxaAliTu
7132	>ax
7135	{ll~ah
Ealima
7138	mufosid
min
7141	muSoliH
7143	law
$aA^'a
{ll~ah
7147	>aEonata
7149	<in~
{ll~ah
Eaziyz
Hakiym
7154	laA
nakaHa
7158	mu$orika`t
Hat~aY`
'aAmana
7164	>amap
m~u&ominap
xayor
min
mu$orikap
7170	law
>aEojaba
7174	laA
tunkiHu
7178	mu$orik
Hat~aY`
'aAmana
7184	Eabod
mu&omin
xayor
min
mu$orik
7190	law
>aEojaba
7193	>uwla`^}ik
daEaA
7196	<ilaY`
7198	naAr
7200	{ll~ah
daEaA
<ilaY`
7204	jan~ap
7207	m~agofirap
7209	<i*on
7212	bay~anu
'aAyap
7217	n~aAs
laEal~
7220	ta*ak~ara
7223	sa>ala
7226	Ean
7228	maHiyD
qaAla
7231	>a*FY
7233	{Eotazala
7236	nisaA^'
fiY
7239	maHiyD
7241	laA
yaqorabu
7245	Hat~aY`
yaTohuro
7249	<i*aA
taTah~aro
7253	>ataY
7256	min
Hayov
>amara
7260	{ll~ah
<in~
{ll~ah
>aHobabo
7265	taw~aAb
7267	>aHobabo
7269	mutaTah~iriyn
nisaA^'
7272	Harov
7276	>ataY
7278	Harov
7280	>an~aY`
$aA^'a
7284	qad~ama
7287	nafos
7290	{t~aqaY`
7292	{ll~ah
7294	Ealima
7296	>an~
7298	m~ula`quwA
7301	bu$~ira
7303	mu&omin
7305	laA
jaEala
7308	{ll~ah
EuroDap
7311	yamiyn
7313	>an
tabar~u
7317	{t~aqaY`
7320	>aSolaHa
7322	bayon
7324	n~aAs
7326	{ll~ah
samiyE
Ealiym
laA
yu&aAxi*u
7332	{ll~ah
7335	lagow
fiY
yamiyn
7340	la`kin
yu&aAxi*u
7344	maA
kasaba
qalob
7349	{ll~ah
gafuwr
Haliym
7353	{l~a*iY
yu&olu
7356	min
nisaA^'
7359	tarab~uS
>arobaEap
$ahor
7363	<in
faA^'u
7367	<in~
{ll~ah
gafuwr
r~aHiym
7372	<in
Eazama
7376	T~ala`q
7378	<in~
{ll~ah
samiyE
Ealiym
7384	muTal~aqa`t
tarab~aSo
7388	nafos
7390	vala`vap
quruw^'
7393	laA
Halalo
7397	>an
katama
7400	maA
xalaqa
{ll~ah
fiY
>aroHaAm
7406	<in
kaAna
7409	'aAmana
7412	{ll~ah
7415	yawom
7417	A^xir
7419	baEol
7421	>aHaq~
7423	rad~
7425	fiY
*a`lik
<in
>araAda
7430	<iSola`H
7434	mivol
{l~a*iY
EalaY`
7440	m~aEoruwf
7444	rijaAl
EalaY`
7447	darajap
7449	{ll~ah
Eaziyz
Hakiym
7453	T~ala`q
mar~ap
7456	<imosaAk
7458	m~aEoruwf
>aw
tasoriyH
7462	<iHosa`n
7464	laA
Halalo
7468	>an
>axa*a
7471	min
maA
A^taY
7476	$aYo'
<il~aA
>an
xaAfa
7481	>an
laA
>aqaAma
7485	Huduwd
{ll~ah
7488	<in
xaAfa
7491	>an
laA
>aqaAma
7495	Huduwd
{ll~ah
7498	laA
junaAH
EalaY`
7502	fiY
maA
{fotadaY`
7507	*a`lik
Huduwd
{ll~ah
7511	laA
{EotadaY`
7516	man
yataEad~a
Huduwd
{ll~ah
7521	>uwla`^}ik
7524	ZaAlim
7526	<in
Tal~aqa
7530	laA
Halalo
7534	min
baEod
Hat~aY`
nakaHa
zawoj
gayor
7542	<in
Tal~aqa
7546	laA
junaAH
EalaY`
7550	>an
yataraAjaEa
7553	<in
Zan~a
7556	>an
>aqaAma
7559	Huduwd
{ll~ah
7562	*a`lik
Huduwd
{ll~ah
bay~anu
7568	qawom
Ealima
7572	<i*aA
Tal~aqa
7576	nisaA^'
7578	balaga
7580	>ajal
7583	>amosaka
7587	m~aEoruwf
>aw
sar~iHu
7593	m~aEoruwf
7595	laA
>amosaka
7599	DiraAr
7601	{EotadaY`
7604	man
faEala
*a`lik
7608	qad
Zalama
nafos
7613	laA
{t~axa*a
7616	'aAyap
{ll~ah
huzuw
7620	*akara
7622	niEomap
{ll~ah
EalaY`
7627	maA
>anzala
EalaY`
7631	min
7633	kita`b
7636	Hikomap
waEaZo
7642	{t~aqaY`
7644	{ll~ah
7646	Ealima
7648	>an~
{ll~ah
7651	kul~
$aYo'
Ealiym
7655	<i*aA
Tal~aqa
7659	nisaA^'
7661	balaga
7663	>ajal
7666	laA
taEoDulu
7670	>an
nakaHa
7673	zawoj
7675	<i*aA
tara`Da
7678	bayon
7682	m~aEoruwf
*a`lik
waEaZo
7687	man
kaAna
min
7691	'aAmana
7693	{ll~ah
7696	yawom
7698	A^xir
*a`lik
>azokaY`
7704	>aTohar
7706	{ll~ah
Ealima
7710	laA
Ealima
7715	wa`lida`t
yuroDiEo
7718	walad
7720	Hawol
kaAmilayon
7723	man
>araAda
>an
>atam~a
7728	r~aDaAEap
7730	EalaY`
7732	mawoluwd
7735	rizoq
7738	kisowat
7742	m~aEoruwf
laA
yukal~ifu
nafos
<il~aA
wusoE
7749	laA
yuDaA^r~a
wa`lidap
7753	walad
7756	laA
mawoluwd
7761	walad
7764	EalaY`
7766	waAriv
mivol
*a`lik
7770	<in
>araAda
7773	fiSaAl
Ean
taraAD
min
7779	ta$aAwur
7781	laA
junaAH
EalaY`
7786	<in
>araAda
7789	>an
tasotaroDiEu
7792	walad
7795	laA
junaAH
EalaY`
7799	<i*aA
sal~ama
7802	maA
A^taY
7807	m~aEoruwf
7809	{t~aqaY`
7811	{ll~ah
7813	Ealima
7815	>an~
{ll~ah
7818	maA
Eamila
7821	baSiyr
7823	{l~a*iY
tawaf~aY`
7826	min
7829	ya*ara
7831	zawoj
tarab~aSo
7835	nafos
7837	>arobaEap
$ahor
7840	Ea$or
7842	<i*aA
balaga
7845	>ajal
7848	laA
junaAH
EalaY`
7852	fiY
maA
faEala
7856	fiY
nafos
7861	m~aEoruwf
7863	{ll~ah
7865	maA
Eamila
7868	xabiyr
7870	laA
junaAH
EalaY`
7874	fiY
maA
Ear~aDo
7880	min
xiTobap
7883	nisaA^'
>aw
>akonan
7887	fiY
nafos
7890	Ealima
{ll~ah
>an~
7895	*akara
7899	la`kin
laA
wa`Eado
7904	sir~
<il~aA
>an
qaAla
7909	qawol
m~aEoruwf
7912	laA
Eazama
7915	Euqodap
7917	nikaAH
Hat~aY`
balaga
7921	kita`b
>ajal
7925	Ealima
7927	>an~
{ll~ah
Ealima
maA
fiY
nafos
7935	yaHo*aru
7939	Ealima
7941	>an~
{ll~ah
gafuwr
Haliym
laA
junaAH
EalaY`
7949	<in
Tal~aqa
7953	nisaA^'
maA
lam
mas~a
7959	>aw
faraDa
7964	fariyDap
7966	m~at~aEo
7969	EalaY`
7971	muwsiE
qadar
7975	EalaY`
7977	muqotir
qadar
7980	mata`E
7983	m~aEoruwf
Haq~
EalaY`
7987	muHosin
7989	<in
Tal~aqa
7993	min
qabol
>an
mas~a
8000	qad
faraDa
8005	fariyDap
8007	niSof
maA
faraDa
8011	<il~aA
>an
EafaA
8015	>aw
EafaA
{l~a*iY
8019	yad
8021	Euqodap
8023	nikaAH
8025	>an
EafaA
8028	>aqorab
8031	taqowaY
8033	laA
nasiYa
8037	faDol
bayon
8040	<in~
{ll~ah
8043	maA
Eamila
8046	baSiyr
yuHaAfiZu
8049	EalaY`
8051	Salaw`p
8054	Salaw`p
8056	wusoTaY`
8058	qaAma
8061	{ll~ah
qaAnit
8064	<in
xaAfa
8068	rijaAl
>aw
rukobaAn
8072	<i*aA
>amina
8076	*akara
8078	{ll~ah
8080	maA
Eal~ama
8083	maA
lam
kaAna
8087	Ealima
8090	{l~a*iY
tawaf~aY`
8093	min
8096	ya*ara
8098	zawoj
waSiy~ap
8101	zawoj
8103	mata`E
<ilaY`
8106	Hawol
gayor
<ixoraAj
8110	<in
xaraja
8114	laA
junaAH
EalaY`
8118	fiY
maA
faEala
8122	fiY
nafos
8125	min
m~aEoruwf
8128	{ll~ah
Eaziyz
Hakiym
8134	muTal~aqa`t
mata`E
8138	m~aEoruwf
Haq~
EalaY`
8142	mut~aqiyn
8144	*a`lik
bay~anu
{ll~ah
8149	'aAyap
8151	laEal~
8153	Eaqalu
8156	lam
ra'aA
<ilaY`
{l~a*iY
xaraja
8162	min
daAr
8167	>alof
Ha*ar
8170	mawot
8172	qaAla
8175	{ll~ah
m~aAta
8178	vum~
>aHoyaA
8181	<in~
{ll~ah
8184	*uw
faDol
EalaY`
8188	n~aAs
8190	la`kin~
>akovar
8193	n~aAs
laA
$akara
8198	qa`tala
8200	fiY
sabiyl
{ll~ah
8204	Ealima
8206	>an~
{ll~ah
samiyE
Ealiym
man
*aA
{l~a*iY
>aqoraDu
{ll~ah
qaroD
Hasan
8218	yuDa`Eifu
8222	DiEof
kaviyrap
8225	{ll~ah
qabaDo
8228	basaTa
8230	<ilaY`
8232	rajaEa
8235	lam
ra'aA
<ilaY`
8239	mala>
min
bunaY~
<isoraA}iyl
min
baEod
muwsaY`
<i*
qaAla
8250	n~abiY~
8253	baEava
8256	malik
qa`tala
fiY
sabiyl
{ll~ah
qaAla
hal
EasaY
8265	<in
kataba
EalaY`
8270	qitaAl
>an
laA
qa`tala
8275	qaAla
8278	maA
8281	>an
laA
qa`tala
fiY
sabiyl
{ll~ah
8288	qad
>axoraja
8291	min
daAr
8295	{bon
8298	lam~aA
kataba
EalaY`
8303	qitaAl
tawal~aY`
8306	<il~aA
qaliyl
min
8311	{ll~ah
Ealiym
8315	ZaAlim
8317	qaAla
8320	n~abiY~
8322	<in~
{ll~ah
qad
baEava
8328	TaAluwt
malik
qaAla
8332	>an~aY`
kaAna
8337	mulok
EalaY`
8342	>aHaq~
8345	mulok
min
8349	lam
A^taY
saEap
min
8354	maAl
qaAla
<in~
{ll~ah
{SoTafaY`
8360	EalaY`
8363	zaAda
8365	baSTap
fiY
8368	Eilom
8371	jisom
8373	{ll~ah
A^taY
mulok
8377	man
$aA^'a
8380	{ll~ah
wa`siE
Ealiym
8384	qaAla
8387	n~abiY~
8389	<in~
'aAyap
mulok
8393	>an
>ataY
8397	t~aAbuwt
fiY
8400	sakiynap
min
rab~
8405	baqiy~at
min
maA
taraka
'aAl
muwsaY`
8412	'aAl
ha`ruwn
Hamala
8417	malak
<in~
fiY
*a`lik
8422	'aAyap
8425	<in
kaAna
8428	mu&omin
8430	lam~aA
faSala
TaAluwt
8435	jund
qaAla
<in~
{ll~ah
mubotaliy
8442	nahar
8444	man
$ariba
min
8449	l~ayosa
min
8453	man
lam
TaEimu
8458	<in~
8460	min
8462	<il~aA
man
{gotarafa
gurofap
8467	yad
8470	$ariba
8472	min
8474	<il~aA
qaliyl
min
8479	lam~aA
jaAwaza
8484	{l~a*iY
'aAmana
8487	maE
8489	qaAla
8491	laA
TaAqap
8496	yawom
8498	jaAluwt
8500	jund
8502	qaAla
{l~a*iY
Zan~a
8506	>an~
8508	m~ula`quwA
{ll~ah
kam
min
fi}ap
qaliylap
galabu
fi}ap
kaviyrap
8518	<i*on
{ll~ah
8521	{ll~ah
maE
8524	SaAbir
8526	lam~aA
baraza
8530	jaAluwt
8532	jund
8534	qaAla
8536	rab~
8538	>aforigo
EalaY`
8541	Sabor
8543	vab~ato
qadam
8547	naSara
8549	EalaY`
8551	qawom
8553	ka`firuwn
8555	hazamu
8559	<i*on
{ll~ah
8562	qatala
daAwud
jaAluwt
8566	A^taY
8568	{ll~ah
8570	mulok
8573	Hikomap
8575	Eal~ama
8577	min
maA
$aA^'a
8581	lawolaA^
dafoE
{ll~ah
8585	n~aAs
baEoD
8589	baEoD
8591	fasadati
8593	>aroD
8595	la`kin~
{ll~ah
*uw
faDol
EalaY`
8601	Ea`lamiyn
*a`lik
'aAyap
{ll~ah
talaY`
8607	EalaY`
8611	Haq~
8613	<in~
8616	min
8618	m~urosal
*a`lik
8621	rasuwl
faD~ala
8624	baEoD
8626	EalaY`
baEoD
min
8630	man
kal~ama
{ll~ah
8634	rafaEa
baEoD
8637	darajap
8639	A^taY
8641	EiysaY
{bon
maroyam
8645	bay~inap
8647	>ay~ada
8651	ruwH
8653	qudus
8655	law
$aA^'a
{ll~ah
maA
{qotatala
{l~a*iY
min
baEod
8664	min
baEod
maA
jaA^'a
8670	bay~inap
8672	la`kin
{xotalafa
8676	min
8678	man
'aAmana
8681	min
8683	man
kafara
8686	law
$aA^'a
{ll~ah
maA
{qotatala
8693	la`kin~
{ll~ah
faEala
maA
>araAda
8699	>ay~uhaA
{l~a*iY
'aAmana
8703	>anfaqa
8705	min
maA
razaqa
8710	min
qabol
>an
>ataY
yawom
laA
bayoE
fiY
8720	laA
xul~ap
8723	laA
$afa`Eap
8727	ka`firuwn
8730	ZaAlim
{ll~ah
laA
<ila`h
<il~aA
8737	Hay~
8739	qay~uwm
laA
>axa*a
8743	sinap
8745	laA
nawom
8749	maA
fiY
8752	samaA^'
8754	maA
fiY
8757	>aroD
man
*aA
{l~a*iY
ya$ofaEu
Eind
8764	<il~aA
8766	<i*on
8768	Ealima
maA
bayon
yad
8774	maA
xalof
8778	laA
>aHaATa
8782	$aYo'
min
Eilom
8786	<il~aA
8788	maA
$aA^'a
wasiEa
kurosiy~
8794	samaA^'
8797	>aroD
8799	laA
ya_#uwdu
8802	HifoZ
8807	Ealiy~
8809	EaZiym
laA
<ikoraAh
fiY
8814	diyn
qad
tabay~ana
8818	ru$od
min
8821	gay~
8823	man
kafara
8827	T~a`guwt
8829	'aAmana
8831	{ll~ah
8833	qad
{sotamosaka
8837	Eurowap
8839	wuvoqaY`
laA
{nfiSaAm
8845	{ll~ah
samiyE
Ealiym
{ll~ah
waliY~
{l~a*iY
'aAmana
8853	>axoraja
8855	min
8857	Zuluma`t
<ilaY`
8860	nuwr
8862	{l~a*iY
kafara
8865	waliY~
8868	T~a`guwt
>axoraja
8872	min
8874	nuwr
<ilaY`
8877	Zuluma`t
>uwla`^}ik
>aSoHa`b
8881	naAr
8883	fiY
8885	xa`lid
8887	lam
ra'aA
<ilaY`
{l~a*iY
HaA^j~a
<iboraAhiym
fiY
rab~
8896	>an
A^taY
8899	{ll~ah
8901	mulok
<i*
qaAla
<iboraAhiym
rab~
8907	{l~a*iY
>aHoyaA
8910	>amaAta
qaAla
8913	>aHoyaA
8915	>amaAta
qaAla
<iboraAhiym
8919	<in~
{ll~ah
>ataY
8924	$amos
min
8927	ma$oriq
8929	>ataY
8932	min
8934	magorib
8936	buhita
{l~a*iY
kafara
8940	{ll~ah
laA
hadaY
8944	qawom
8946	ZaAlim
>aw
8949	{l~a*iY
mar~a
EalaY`
qaroyap
8955	xaAwiyap
EalaY`
Earo$
8959	qaAla
>an~aY`
>aHoyaA
ha`*aA
{ll~ah
baEod
mawot
8968	>amaAta
8970	{ll~ah
miA}ap
EaAm
vum~
baEava
8976	qaAla
kam
labiva
8980	qaAla
labiva
8983	yawom
>aw
baEoD
yawom
qaAla
bal
labiva
8991	miA}ap
EaAm
8994	n~aZara
<ilaY`
TaEaAm
8999	$araAb
9001	lam
yatasan~aho
9004	n~aZara
<ilaY`
HimaAr
9010	jaEala
9012	'aAyap
9015	n~aAs
9017	n~aZara
<ilaY`
9020	EaZiym
kayof
nun$izu
9024	vum~
kasawo
9027	laHom
9029	lam~aA
tabay~ana
9033	qaAla
Ealima
>an~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
9042	<i*
qaAla
<iboraAhiym
rab~
9047	>arayo
9049	kayof
>aHoyaA
9052	m~ay~it
qaAla
9056	lam
'aAmana
qaAla
balaY`
9061	la`kin
9063	{Toma>an~a
qalob
9066	qaAla
9068	>axa*a
>arobaEap
min
9072	Tayor
9074	Suro
9076	<ilaY`
9078	vum~
jaEala
EalaY`
kul~
jabal
min
9085	juzo'
vum~
daEaA
9089	>ataY
9092	saEoy
9094	Ealima
>an~
{ll~ah
Eaziyz
Hakiym
maval
{l~a*iY
>anfaqa
9103	maAl
9105	fiY
sabiyl
{ll~ah
9109	maval
Hab~ap
>an[bata
saboE
sunbulap
fiY
kul~
sunbulap
miA}ap
Hab~ap
9120	{ll~ah
yuDa`Eifu
9123	man
$aA^'a
9126	{ll~ah
wa`siE
Ealiym
{l~a*iY
>anfaqa
9132	maAl
9134	fiY
sabiyl
{ll~ah
vum~
laA
>atobaEa
9141	maA
>anfaqa
9144	man~
9146	laA
>a*FY
9150	>ajor
9152	Eind
rab~
9156	laA
xawof
EalaY`
9161	laA
9163	yaHozun
9165	qawol
m~aEoruwf
9168	m~agofirap
xayor
min
Sadaqap
tabiEa
9174	>a*FY
9176	{ll~ah
ganiY~
Haliym
9180	>ay~uhaA
{l~a*iY
'aAmana
9184	laA
yuboTila
9187	Sadaqa`t
9191	man~
9194	>a*FY
9196	{l~a*iY
>anfaqa
maAl
9200	ri}aA^'
9202	n~aAs
9204	laA
'aAmana
9207	{ll~ah
9210	yawom
9212	A^xir
9214	maval
9217	maval
SafowaAn
EalaY`
9221	turaAb
9223	>aSaAba
9225	waAbil
9227	taraka
9229	Salod
laA
qadara
9233	EalaY`
$aYo'
min
maA
kasaba
9240	{ll~ah
laA
hadaY
9244	qawom
9246	ka`firuwn
9248	maval
{l~a*iY
>anfaqa
9252	maAl
9254	{botigaA^'
maroDaAt
{ll~ah
9258	tavobiyt
min
nafos
9263	maval
jan~ap
9266	rabowap
>aSaAba
9269	waAbil
9271	A^taY
>ukul
9274	DiEof
9276	<in
lam
>aSaAba
9280	waAbil
9282	Tal~
9284	{ll~ah
9286	maA
Eamila
9289	baSiyr
9291	wad~a
>aHad
9294	>an
kaAna
9298	jan~ap
min
n~axiyl
9302	Einab
jarayo
min
taHot
9308	nahar
9311	fiY
9313	min
kul~
9316	vamara`t
9318	>aSaAba
9321	kibar
9325	*ur~iy~ap
DaEiyf
9328	>aSaAba
9330	<iEoSaAr
fiY
9333	naAr
9335	{Hotaraqato
9337	*a`lik
bay~anu
{ll~ah
9343	'aAyap
laEal~
9346	yatafak~aru
9349	>ay~uhaA
{l~a*iY
'aAmana
9353	>anfaqa
9355	min
Tay~iba`t
maA
kasaba
9361	min
maA
>axoraja
9367	min
9369	>aroD
9371	laA
tayam~amu
9375	xabiyv
min
9378	>anfaqa
9381	l~ayosa
9384	A^xi*
9386	<il~aA
>an
tugomiDu
9390	fiY
9393	Ealima
9395	>an~
{ll~ah
ganiY~
Hamiyd
9400	$ayoTa`n
waEada
9404	faqor
9406	>amara
9410	faHo$aA^'
9412	{ll~ah
waEada
9415	m~agofirap
min
9419	faDol
9421	{ll~ah
wa`siE
Ealiym
A^taY
9426	Hikomap
man
$aA^'a
9430	man
A^taY
9433	Hikomap
9435	qad
A^taY
xayor
kaviyr
9440	maA
ta*ak~ara
<il~aA
>uwliY
9445	>aloba`b
9447	maA
>anfaqa
9450	min
nafaqap
>aw
na*aro
9455	min
n~a*or
9458	<in~
{ll~ah
Ealima
9463	maA
9466	ZaAlim
min
naSiyr
<in
yubodiYa
9473	Sadaqa`t
9475	niEoma
9478	<in
>uxofiYa
9483	A^taY
9487	faqiyr
9490	xayor
9494	kaf~ara
Ean
9497	min
say~i_#aAt
9501	{ll~ah
9503	maA
Eamila
9506	xabiyr
l~ayosa
EalaY`
9510	hudFY
9513	la`kin~
{ll~ah
hadaY
man
$aA^'a
9519	maA
>anfaqa
9522	min
xayor
9526	nafos
9529	maA
>anfaqa
9532	<il~aA
{botigaA^'
wajoh
{ll~ah
9537	maA
>anfaqa
9540	min
xayor
waf~aY`^
<ilaY`
9547	laA
Zalama
9552	faqiyr
{l~a*iY
>uHoSiru
9556	fiY
sabiyl
{ll~ah
laA
{sotaTaAEa
9562	Darob
fiY
9565	>aroD
Hasiba
9569	jaAhil
ganiY~
min
9573	t~aEaf~uf
Earafa
9577	siyma`
9579	laA
sa>ala
9583	n~aAs
<iloHaAf
9586	maA
>anfaqa
9589	min
xayor
9592	<in~
{ll~ah
9596	Ealiym
{l~a*iY
>anfaqa
9600	maAl
9604	layol
9607	nahaAr
sir~
9610	EalaAniyap
9614	>ajor
9616	Eind
rab~
9620	laA
xawof
EalaY`
9625	laA
9627	yaHozun
9629	{l~a*iY
>akala
9633	r~ibaw`A
laA
qaAma
9637	<il~aA
9639	maA
qaAma
{l~a*iY
yataxab~aTu
9645	$ayoTa`n
min
9648	mas~
*a`lik
9651	>an~
9653	qaAla
9655	<in~
maA
9658	bayoE
mivol
9661	r~ibaw`A
9663	>aHal~a
{ll~ah
9666	bayoE
9668	Har~ama
9670	r~ibaw`A
9672	man
jaA^'a
9675	m~awoEiZap
min
rab~
9680	{ntahaY`
9684	maA
salafa
9687	>amor
9689	<ilaY`
{ll~ah
9692	man
EaAda
9695	>uwla`^}ik
>aSoHa`b
9698	naAr
9700	fiY
9702	xa`lid
yamoHaqu
{ll~ah
9706	r~ibaw`A
9708	>arobaY`
9710	Sadaqa`t
9712	{ll~ah
laA
>aHobabo
kul~
kaf~aAr
>aviym
<in~
{l~a*iY
'aAmana
9723	Eamila
9726	S~a`liHa`t
9728	>aqaAma
9731	Salaw`p
9733	A^taY
9736	zakaw`p
9739	>ajor
9741	Eind
rab~
9745	laA
xawof
EalaY`
9750	laA
9752	yaHozun
9755	>ay~uhaA
{l~a*iY
'aAmana
9759	{t~aqaY`
9761	{ll~ah
9763	ya*ara
9765	maA
baqiYa
min
9769	r~ibaw`A
<in
kaAna
9773	mu&omin
9775	<in
lam
faEala
9780	>a*ina
9783	Harob
min
{ll~ah
9787	rasuwl
9790	<in
taAba
9796	ra>os
maAl
9799	laA
Zalama
9803	laA
Zalama
9807	<in
kaAna
*uw
Eusorap
9812	naZirap
<ilaY`
mayosarap
9816	>an
taSad~aqa
9819	xayor
9822	<in
kaAna
9825	Ealima
9828	{t~aqaY`
9830	yawom
rajaEa
9833	fiY
9835	<ilaY`
{ll~ah
vum~
waf~aY`^
kul~
nafos
maA
kasaba
9845	laA
Zalama
9849	>ay~uhaA
{l~a*iY
'aAmana
9853	<i*aA
tadaAyan
9857	dayon
<ilaY`
>ajal
m~usam~FY
9862	kataba
9867	kataba
bayon
9870	kaAtib
9873	Eadol
9875	laA
>abaY
kaAtib
>an
kataba
9881	maA
Eal~ama
9884	{ll~ah
9887	kataba
9890	yumil~a
{l~a*iY
EalaY`
9895	Haq~
9898	{t~aqaY`
{ll~ah
rab~
9903	laA
yaboxaso
min
9907	$aYo'
9909	<in
kaAna
{l~a*iY
EalaY`
9915	Haq~
safiyh
>aw
DaEiyf
>aw
laA
{sotaTaAEa
>an
yumil~a
9927	yumil~a
waliY~
9932	Eadol
9934	{sota$ohidu
9936	$ahiyd
min
rijaAl
9941	<in
lam
kaAna
9945	rajul
9947	rajul
9949	{mora>at
min
man
r~aDiYa
9954	min
9956	$ahiyd
>an
Dal~a
<iHodaY
9962	*uk~ira
<iHodaY
9966	A^xar
9968	laA
>abaY
9971	$ahiyd
<i*aA
maA
daEaA
9977	laA
yaso_#amu
9980	>an
kataba
9984	Sagiyr
>aw
kabiyr
<ilaY`
>ajal
9990	*a`lik
>aqosaT
Eind
{ll~ah
9995	>aqowam
9998	$aha`dap
10000	>adonaY`
>an
laA
{rotaAba
10005	<il~aA
>an
kaAna
tija`rap
HaADirap
tudiyru
10013	bayon
10016	l~ayosa
EalaY`
10019	junaAH
>an
laA
kataba
10026	>a$ohada
10028	<i*aA
tabaAyaEo
10032	laA
yuDaA^r~a
kaAtib
10036	laA
$ahiyd
10039	<in
faEala
10043	<in~
10045	fusuwq
10049	{t~aqaY`
10051	{ll~ah
10053	Eal~ama
10055	{ll~ah
10057	{ll~ah
10059	kul~
$aYo'
Ealiym
10063	<in
kaAna
10066	EalaY`
safar
10069	lam
wajada
10072	kaAtib
10074	riha`n
m~aqobuwDap
10077	<in
>amina
baEoD
10081	baEoD
10084	yu&ad~i
{l~a*iY
{&otumina
>ama`nat
10091	{t~aqaY`
{ll~ah
rab~
10096	laA
katama
10100	$aha`dap
10102	man
katama
10106	<in~
10108	A^vim
qalob
10112	{ll~ah
10114	maA
Eamila
10117	Ealiym
10119	{ll~ah
maA
fiY
10123	samaA^'
10125	maA
fiY
10128	>aroD
10130	<in
yubodiYa
10133	maA
fiY
nafos
10137	>aw
>uxofiYa
10141	HaAsabo
10145	{ll~ah
10147	gafara
10149	man
$aA^'a
10152	Ea*~aba
man
$aA^'a
10156	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
'aAmana
10163	rasuwl
10165	maA
>anzala
<ilaY`
10169	min
rab~
10174	mu&omin
kul~
'aAmana
10178	{ll~ah
10180	malak
10183	kita`b
10186	rasuwl
10188	laA
far~aqu
bayon
>aHad
min
rasuwl
10196	qaAla
10198	samiEa
10201	>aTaAEa
10203	guforaAn
10205	rab~
10208	<ilaY`
10211	maSiyr
laA
yukal~ifu
{ll~ah
nafos
<il~aA
wusoE
10221	maA
kasaba
10224	EalaY`
10226	maA
{kotasaba
rab~
10230	laA
yu&aAxi*u
10233	<in
nasiYa
10236	>aw
>axoTa>o
10239	rab~
10242	laA
Hamala
EalaY`
10246	<iSor
10248	maA
Hamala
10252	EalaY`
{l~a*iY
min
qabol
10257	rab~
10260	laA
Hum~ila
10263	maA
laA
TaAqap
10271	EafaA
Ean
10275	gafara
10279	r~aHima
10282	mawolaY`
10285	naSara
10287	EalaY`
10289	qawom
10291	ka`firuwn
10293	{ll~ah
laA
<ila`h
<il~aA
10299	Hay~
10301	qay~uwm
naz~ala
EalaY`
10306	kita`b
10309	Haq~
muSad~iq
10312	maA
bayon
yad
10317	>anzala
10319	t~aworaY`p
10322	<injiyl
min
qabol
hudFY
10328	n~aAs
10330	>anzala
10332	furoqaAn
<in~
{l~a*iY
kafara
10338	'aAyap
{ll~ah
10342	Ea*aAb
$adiyd
10345	{ll~ah
Eaziyz
*uw
{ntiqaAm
<in~
{ll~ah
laA
yaxofaY`
EalaY`
10355	$aYo'
fiY
10358	>aroD
10360	laA
fiY
10363	samaA^'
10365	{l~a*iY
Saw~ara
10368	fiY
10370	>aroHaAm
kayof
$aA^'a
laA
<ila`h
<il~aA
10378	Eaziyz
10380	Hakiym
10382	{l~a*iY
>anzala
EalaY`
10387	kita`b
min
10390	'aAyap
m~uHokama`t
10393	>um~
10395	kita`b
10397	A^xar
muta$a`bih
10400	>am~aA
{l~a*iY
fiY
qalob
10405	zayog
10407	{t~abaEa
10409	maA
ta$a`baha
min
10413	{botigaA^'
10415	fitonap
10417	{botigaA^'
ta>owiyl
10421	maA
Ealima
ta>owiyl
10425	<il~aA
{ll~ah
10429	r~a`sixuwn
fiY
10432	Eilom
qaAla
10435	'aAmana
10439	kul~
min
Eind
rab~
10445	maA
ta*ak~ara
<il~aA
>uwliY
10450	>aloba`b
rab~
10453	laA
>azaAga
qalob
10457	baEod
<i*
hadaY
10463	wahaba
10466	min
l~adun
10469	raHomap
<in~
10474	wah~aAb
rab~
10477	<in~
10479	jaAmiE
10481	n~aAs
10483	yawom
laA
rayob
fiY
10488	<in~
{ll~ah
laA
>axolafu
10493	m~iyEaAd
<in~
{l~a*iY
kafara
10498	lan
>agonato
Ean
10502	maAl
10505	laA
walad
10508	min
{ll~ah
$aYo'
10512	>uwla`^}ik
10514	waquwd
10516	naAr
10518	da>ob
'aAl
firoEawon
10522	{l~a*iY
min
qabol
10526	ka*~aba
10529	'aAyap
10532	>axa*a
10534	{ll~ah
10536	*anb
10539	{ll~ah
$adiyd
10542	EiqaAb
qaAla
10545	{l~a*iY
kafara
10549	galabu
10552	Ha$ara
10554	<ilaY`
jahan~am
10557	bi}osa
10559	miha`d
qad
kaAna
10564	'aAyap
fiY
fi}ap
{lotaqaY
10569	fi}ap
qa`tala
fiY
sabiyl
{ll~ah
10575	A^xar
kaAfirap
ra'aA
10580	mivol
10582	ra>oY
10584	Eayon
10586	{ll~ah
>ay~ada
10589	naSor
10591	man
$aA^'a
<in~
fiY
*a`lik
10597	Eiborap
10599	>uwliY
10601	baSar
zay~ana
10605	n~aAs
Hub~
10608	$~ahawa`t
min
10611	nisaA^'
10614	bunaY~
10617	qinTaAr
10619	muqanTarap
min
10622	*ahab
10625	fiD~ap
10628	xayol
10630	m~usaw~amap
10633	n~aEam
10636	Harov
*a`lik
mata`E
10640	Hayaw`p
10642	d~unoyaA
10644	{ll~ah
Eind
10647	Huson
10649	ma_#aAb
qaAla
10652	nab~a>a
10655	xayor
min
*a`lik
10659	{l~a*iY
{t~aqaY`
10662	Eind
rab~
10665	jan~ap
jarayo
min
taHot
10671	nahar
xa`lid
fiY
10676	zawoj
m~uTah~arap
10679	riDowa`n
min
{ll~ah
10683	{ll~ah
baSiyr
10687	Eabod
{l~a*iY
qaAla
10691	rab~
10693	<in~
10695	'aAmana
10698	gafara
10701	*anb
10704	waqaY`
10706	Ea*aAb
10708	naAr
10710	SaAbir
10713	SaAdiq
10716	qaAnit
10719	munfiqiyn
10722	musotagofiriyn
10725	saHar
$ahida
{ll~ah
>an~
10730	laA
<ila`h
<il~aA
10736	malak
10738	>uwliY
10740	Eilom
qaA^}im
10744	qisoT
laA
<ila`h
<il~aA
10750	Eaziyz
10752	Hakiym
<in~
10755	diyn
Eind
{ll~ah
10759	<isola`m
10761	maA
{xotalafa
{l~a*iY
A^taY
10767	kita`b
<il~aA
min
baEod
maA
jaA^'a
10775	Eilom
bagoy
bayon
10780	man
kafara
10783	'aAyap
{ll~ah
10786	<in~
{ll~ah
sariyE
10790	HisaAb
10792	<in
HaA^j~a
10797	qaAla
>asolama
10800	wajoh
10803	{ll~ah
10805	man
{t~abaEa
10809	qaAla
10811	{l~a*iY
A^taY
10815	kita`b
10818	>um~iY~
10820	>asolama
10823	<in
>asolama
10827	qad
{hotadaY`
10831	<in
tawal~aY`
10835	<in~
maA
EalaY`
10840	bala`g
10842	{ll~ah
baSiyr
10846	Eabod
<in~
{l~a*iY
kafara
10852	'aAyap
{ll~ah
10855	qatala
10858	n~abiY~
10860	gayor
Haq~
10863	qatala
10865	{l~a*iY
>amara
10870	qisoT
min
10873	n~aAs
10875	bu$~ira
10878	Ea*aAb
>aliym
>uwla`^}ik
{l~a*iY
HabiTa
Eamal
10885	fiY
10887	d~unoyaA
10890	A^xir
10892	maA
10895	min
naASir
10898	lam
ra'aA
<ilaY`
{l~a*iY
A^taY
10904	naSiyb
min
10907	kita`b
daEaA
10910	<ilaY`
kita`b
{ll~ah
10914	Hakama
bayon
10917	vum~
tawal~aY`
fariyq
min
10924	m~uEoriDuwn
*a`lik
10927	>an~
10929	qaAla
10931	lan
mas~a
10935	naAr
<il~aA
yawom
m~aEoduwdap
10940	gar~a
10942	fiY
diyn
10945	maA
kaAna
10948	{fotaraY`
10951	kayof
<i*aA
jamaEa
10957	yawom
laA
rayob
fiY
10963	waf~aY`^
kul~
nafos
maA
kasaba
10970	laA
Zalama
10973	qaAla
{ll~ahum~a
10976	ma`lik
10978	mulok
A^taY
10981	mulok
man
$aA^'a
10985	nazaEa
10987	mulok
min
man
$aA^'a
10992	tuEiz~u
man
$aA^'a
10996	tu*il~u
man
$aA^'a
11000	yad
11003	xayor
<in~
11006	EalaY`
kul~
$aYo'
qadiyr
yuwliju
11012	layol
fiY
11015	nahaAr
11017	yuwliju
11019	nahaAr
fiY
11022	layol
11024	>axoraja
11026	Hay~
min
11029	m~ay~it
11031	>axoraja
11033	m~ay~it
min
11036	Hay~
11038	razaqa
man
$aA^'a
11042	gayor
HisaAb
laA
{t~axa*a
11047	mu&omin
11049	ka`firuwn
waliY~
min
duwn
11054	mu&omin
11056	man
faEala
*a`lik
11060	l~ayosa
min
{ll~ah
fiY
$aYo'
<il~aA
>an
{t~aqaY`
11069	min
11071	tuqaY`p
11073	yuHa*~iru
11075	{ll~ah
nafos
11079	<ilaY`
{ll~ah
11082	maSiyr
qaAla
<in
>uxofiYa
11087	maA
fiY
Sador
11091	>aw
yubodiYa
11095	Ealima
11097	{ll~ah
11099	Ealima
maA
fiY
11103	samaA^'
11105	maA
fiY
11108	>aroD
11110	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
yawom
wajada
kul~
nafos
maA
Eamila
min
xayor
m~uHoDar
11125	maA
Eamila
min
suw^'
wad~a
law
>an~
bayon
11135	bayon
11137	>amad
baEiyd
11140	yuHa*~iru
11142	{ll~ah
nafos
11146	{ll~ah
ra'uwf
11150	Eabod
qaAla
<in
kaAna
11155	>aHobabo
11157	{ll~ah
11159	{t~abaEa
11162	>aHobabo
11164	{ll~ah
11166	gafara
11169	*anb
11172	{ll~ah
gafuwr
r~aHiym
qaAla
>aTaAEa
11178	{ll~ah
11181	rasuwl
11183	<in
tawal~aY`
11187	<in~
{ll~ah
laA
>aHobabo
11192	ka`firuwn
<in~
{ll~ah
{SoTafaY`
A^dam
11198	nuwH
11200	'aAl
<iboraAhiym
11203	'aAl
Eimora`n
EalaY`
11207	Ea`lamiyn
*ur~iy~ap
baEoD
11211	min
baEoD
11214	{ll~ah
samiyE
Ealiym
<i*
qaAla
{mora>at
Eimora`n
rab~
11223	<in~
11225	na*aro
11229	maA
fiY
baTon
11233	muHar~ar
11235	taqab~ala
min
11238	<in~
11242	samiyE
11244	Ealiym
11246	lam~aA
waDaEa
11249	qaAla
rab~
11252	<in~
11254	waDaEa
11257	>unvaY`
11259	{ll~ah
>aEolam
11262	maA
waDaEa
11265	l~ayosa
11267	*akar
11270	>unvaY`
11272	<in~
11274	sam~aY`
11277	maroyam
11279	<in~
11281	>uEiy*u
11286	*ur~iy~ap
11288	min
11290	$ayoTa`n
11292	rajiym
11294	taqab~ala
11296	rab~
11299	qabuwl
Hasan
11302	>an[bata
11304	nabaAt
Hasan
11307	kaf~ala
11309	zakariy~aA
kul~amaA
daxala
EalaY`
11314	zakariy~aA
11316	miHoraAb
wajada
Eind
11320	rizoq
qaAla
11323	maroyam
>an~aY`
11327	ha`*aA
qaAla
11330	min
Eind
{ll~ah
<in~
{ll~ah
razaqa
man
$aA^'a
11339	gayor
HisaAb
hunaAlik
daEaA
zakariy~aA
rab~
11346	qaAla
rab~
11349	wahaba
11352	min
l~adun
11355	*ur~iy~ap
Tay~ibap
<in~
11359	samiyE
11361	duEaA^'
11363	naAdaY`
11366	malak
11369	qaA^}im
Sal~aY`
fiY
11373	miHoraAb
>an~
{ll~ah
bu$~ira
11379	yaHoyaY`
muSad~iq
11382	kalimap
min
{ll~ah
11386	say~id
11388	HaSuwr
11390	n~abiY~
min
11393	Sa`liH
qaAla
rab~
11397	>an~aY`
kaAna
11401	gula`m
11403	qad
balaga
11407	kibar
11409	{mora>at
11411	EaAqir
qaAla
11414	*a`lik
{ll~ah
faEala
maA
$aA^'a
qaAla
rab~
11422	jaEala
11425	'aAyap
qaAla
'aAyap
11429	>an
laA
kal~ama
11433	n~aAs
vala`vap
yawom
<il~aA
ramoz
11439	*akara
rab~
11442	kaviyr
11444	sab~aHa
11447	Ea$iY~
11450	<iboka`r
11452	<i*
qaAla
11455	malak
11457	maroyam
<in~
{ll~ah
{SoTafaY`
11463	Tah~ara
11466	{SoTafaY`
11468	EalaY`
nisaA^'
11471	Ea`lamiyn
11473	maroyam
yaqonuto
11477	rab~
11480	sajada
11483	yarokaEu
11485	maE
11487	raAkiE
*a`lik
min
naba>
11492	gayob
>awoHaY`^
11495	<ilaY`
11498	maA
kaAna
11501	laday
11503	<i*
>aloqaY`^
11506	qalam
11508	>aY~
11510	yakofulu
maroyam
11513	maA
kaAna
11516	laday
11518	<i*
{xotaSamu
11521	<i*
qaAla
11524	malak
11526	maroyam
<in~
{ll~ah
bu$~ira
11532	kalimap
min
11535	{som
11538	masiyH
EiysaY
{bon
maroyam
wajiyh
fiY
11545	d~unoyaA
11548	A^xir
11550	min
11552	muqar~abuwn
11554	kal~ama
11556	n~aAs
fiY
11559	mahod
11561	kahol
11563	min
11565	Sa`liH
qaAla
rab~
11569	>an~aY`
kaAna
11573	walad
11575	lam
mas~a
11578	ba$ar
qaAla
11581	*a`lik
{ll~ah
xalaqa
maA
$aA^'a
<i*aA
qaDaY`^
>amor
11590	<in~
maA
qaAla
11595	kaAna
11597	kaAna
11599	Eal~ama
11602	kita`b
11605	Hikomap
11608	t~aworaY`p
11611	<injiyl
11613	rasuwl
<ilaY`
bunaY~
<isoraA}iyl
>an~
11619	qad
jaA^'a
11624	'aAyap
min
rab~
11628	>an~
11630	xalaqa
11633	min
11635	Tiyn
11637	hayo_#ap
11639	Tayor
11641	nafaxa
fiY
11645	kaAna
Tayor
11648	<i*on
{ll~ah
11651	tubori}u
11653	>akomah
11656	>aboraS
11658	>aHoyaA
11660	m~ay~it
11662	<i*on
{ll~ah
11665	nab~a>a
11668	maA
>akala
11672	maA
tad~axiru
11675	fiY
bayot
11678	<in~
fiY
*a`lik
11682	'aAyap
11685	<in
kaAna
11688	mu&omin
11690	muSad~iq
11692	maA
bayon
yad
11696	min
11698	t~aworaY`p
11701	>aHal~a
11704	baEoD
{l~a*iY
Har~ama
EalaY`
11710	jaA^'a
11714	'aAyap
min
rab~
11719	{t~aqaY`
11721	{ll~ah
11723	>aTaAEa
11726	<in~
{ll~ah
rab~
11731	rab~
11734	Eabada
11737	ha`*aA
Sira`T
m~usotaqiym
11741	lam~aA
>aHas~a
EiysaY
min
11747	kufor
qaAla
man
naSiyr
11752	<ilaY`
{ll~ah
qaAla
11756	HawaAriy~uwn
11758	naSiyr
{ll~ah
'aAmana
11763	{ll~ah
11765	$ahida
11767	>an~
11769	musolim
rab~
11772	'aAmana
11775	maA
>anzala
11779	{t~abaEa
11782	rasuwl
11784	kataba
11786	maE
11788	$aAhid
11790	makara
11793	makara
{ll~ah
11796	{ll~ah
xayor
11799	ma`kiriyn
<i*
qaAla
{ll~ah
11804	EiysaY
<in~
11807	mutawaf~iy
11810	raAfiE
11812	<ilaY`
11815	muTah~ir
11817	min
{l~a*iY
kafara
11822	jaAEil
{l~a*iY
{t~abaEa
11827	fawoq
{l~a*iY
kafara
11831	<ilaY`
yawom
11834	qiya`map
vum~
<ilaY`
11838	marojiE
11841	Hakama
bayon
11844	fiY
maA
kaAna
11848	fiY
11850	{xotalafa
11853	>am~aA
{l~a*iY
kafara
11858	Ea*~aba
11860	Ea*aAb
$adiyd
fiY
11864	d~unoyaA
11867	A^xir
11869	maA
11872	min
naASir
11875	>am~aA
{l~a*iY
'aAmana
11880	Eamila
11883	S~a`liHa`t
11885	waf~aY`^
11887	>ajor
11890	{ll~ah
laA
>aHobabo
11894	ZaAlim
*a`lik
talaY`
11898	EalaY`
11900	min
11902	'aAyap
11905	*ikor
11907	Hakiym
<in~
maval
EiysaY
Eind
{ll~ah
11914	maval
A^dam
xalaqa
11918	min
turaAb
vum~
qaAla
11924	kaAna
11926	kaAna
11928	Haq~
min
rab~
11933	laA
kaAna
min
11937	mumotariyn
11939	man
HaA^j~a
11942	fiY
11944	min
baEod
maA
jaA^'a
11949	min
11951	Eilom
11953	qaAla
taEaAla
11956	daEaA
{bon
11960	{bon
11963	nisaA^'
11966	nisaA^'
11969	nafos
11972	nafos
11974	vum~
nabotahilo
11977	jaEala
laEonap
{ll~ah
EalaY`
11982	ka`*ib
<in~
ha`*aA
11988	qaSaS
11990	Haq~
11992	maA
min
<ila`h
<il~aA
{ll~ah
11998	<in~
{ll~ah
12003	Eaziyz
12005	Hakiym
12007	<in
tawal~aY`
12011	<in~
{ll~ah
Ealiym
12016	mufosid
qaAla
12019	>ahol
12021	kita`b
taEaAla
12024	<ilaY`
kalimap
sawaA^'
bayon
12030	bayon
12032	>an
laA
Eabada
<il~aA
{ll~ah
12038	laA
>a$oraka
12042	$aYo'
12044	laA
{t~axa*a
baEoD
12048	baEoD
rab~
min
duwn
{ll~ah
12054	<in
tawal~aY`
12058	qaAla
12060	$ahida
12063	>an~
12065	musolim
12067	>ahol
12069	kita`b
12071	maA
HaA^j~a
12074	fiY
<iboraAhiym
12077	maA
>anzala
12080	t~aworaY`p
12083	<injiyl
<il~aA
min
baEod
12090	laA
Eaqalu
12095	ha`*aA
HaA^j~a
12098	fiY
maA
12104	Eilom
12107	maA
HaA^j~a
12110	fiY
maA
l~ayosa
12117	Eilom
12119	{ll~ah
Ealima
12123	laA
Ealima
12126	maA
kaAna
<iboraAhiym
yahuwdiy~
12131	laA
naSoraAniy~
12134	la`kin
kaAna
Haniyf
musolim
12139	maA
kaAna
min
12143	mu$orik
<in~
>awolaY`
12147	n~aAs
12149	<iboraAhiym
12151	{l~a*iY
{t~abaEa
12156	ha`*aA
12158	n~abiY~
12160	{l~a*iY
'aAmana
12164	{ll~ah
waliY~
12167	mu&omin
wad~a
TaA^}ifap
min
>ahol
12173	kita`b
law
>aDal~a
12179	maA
>aDal~a
12182	<il~aA
nafos
12186	maA
ya$oEuru
12190	>ahol
12192	kita`b
12194	maA
kafara
12198	'aAyap
{ll~ah
12202	$ahida
12205	>ahol
12207	kita`b
12209	maA
labaso
12213	Haq~
12216	ba`Til
12218	katama
12221	Haq~
12224	Ealima
12227	qaAla
TaA^}ifap
min
>ahol
12232	kita`b
'aAmana
12236	{l~a*iY
>anzala
EalaY`
{l~a*iY
'aAmana
12242	wajoh
12244	nahaAr
12246	kafara
12248	A^xir
12250	laEal~
12252	rajaEa
12255	laA
'aAmana
12258	<il~aA
12260	man
tabiEa
diyn
12264	qaAla
<in~
12267	hudFY
hudFY
{ll~ah
>an
A^taY
>aHad
mivol
maA
A^taY
12277	>aw
HaA^j~a
12281	Eind
rab~
12284	qaAla
<in~
12287	faDol
12289	yad
{ll~ah
A^taY
12293	man
$aA^'a
12296	{ll~ah
wa`siE
Ealiym
yaxotaS~u
12301	raHomap
12303	man
$aA^'a
12306	{ll~ah
*uw
12309	faDol
12311	EaZiym
12313	min
>ahol
12316	kita`b
man
<in
>amina
12322	qinTaAr
yu&ad~i
12325	<ilaY`
12328	min
12330	man
<in
>amina
12335	diynaAr
laA
yu&ad~i
12339	<ilaY`
12341	<il~aA
maA
daAmu
12345	EalaY`
12347	qaA^}im
*a`lik
12350	>an~
12352	qaAla
12354	l~ayosa
EalaY`
12357	fiY
12359	>um~iY~
sabiyl
12362	qaAla
12364	EalaY`
{ll~ah
12367	ka*ib
12370	Ealima
12372	balaY`
man
>awofaY`
12376	Eahod
12379	{t~aqaY`
12381	<in~
{ll~ah
>aHobabo
12385	mut~aqiyn
<in~
{l~a*iY
{$otaraY`
12391	Eahod
{ll~ah
12394	yamiyn
12396	vaman
qaliyl
>uwla`^}ik
laA
xala`q
12403	fiY
12405	A^xir
12407	laA
kal~ama
12410	{ll~ah
12412	laA
n~aZara
<ilaY`
12416	yawom
12418	qiya`map
12420	laA
zak~aY`
12426	Ea*aAb
>aliym
12429	<in~
min
12433	fariyq
yalo
12436	lisaAn
12440	kita`b
12442	Hasiba
12445	min
12447	kita`b
12449	maA
12451	min
12453	kita`b
12455	qaAla
12458	min
Eind
{ll~ah
12462	maA
12464	min
Eind
{ll~ah
12468	qaAla
12470	EalaY`
{ll~ah
12473	ka*ib
12476	Ealima
12478	maA
kaAna
12481	ba$ar
>an
A^taY
12485	{ll~ah
12487	kita`b
12490	Hukom
12493	n~ubuw~ap
vum~
qaAla
12498	n~aAs
kaAna
12501	Eabod
12504	min
duwn
{ll~ah
12508	la`kin
kaAna
12511	rab~a`niy~in
12513	maA
kaAna
12516	Eal~ama
12519	kita`b
12522	maA
kaAna
12525	darasu
12528	laA
>amara
12531	>an
{t~axa*a
12535	malak
12538	n~abiY~
rab~
12541	>amara
12545	kufor
baEod
<i*
12549	musolim
12551	<i*
>axa*a
{ll~ah
m~iyva`q
12556	n~abiY~
12558	maA
A^taY
12562	min
kita`b
12565	Hikomap
vum~
jaA^'a
12569	rasuwl
muSad~iq
12572	maA
maE
12576	'aAmana
12582	naSara
12585	qaAla
12587	>aqoraro
12590	>axa*a
12592	EalaY`
*a`lik
<iSor
12596	qaAla
12598	>aqoraro
12600	qaAla
12602	$ahida
12606	maE
12608	min
12610	$aAhid
12612	man
tawal~aY`
baEod
*a`lik
12617	>uwla`^}ik
12620	faAsiq
12623	gayor
diyn
{ll~ah
bagaY`
12631	>asolama
man
fiY
12635	samaA^'
12638	>aroD
TawoE
12641	karoh
12643	<ilaY`
12645	rajaEa
12647	qaAla
'aAmana
12651	{ll~ah
12653	maA
>anzala
EalaY`
12658	maA
>anzala
EalaY`
<iboraAhiym
12663	<isomaAEiyl
12665	<isoHaAq
12667	yaEoquwb
12670	>asobaAT
12672	maA
A^taY
muwsaY`
12676	EiysaY
12679	n~abiY~
min
rab~
12683	laA
far~aqu
bayon
>aHad
min
12693	musolim
12695	man
{botagaY`
gayor
12699	<isola`m
diyn
12702	lan
yaqobalu
min
12708	fiY
12710	A^xir
min
12713	xa`siriyn
kayof
hadaY
{ll~ah
qawom
kafara
12720	baEod
<iyma`n
12724	$ahida
12726	>an~
12728	rasuwl
Haq~
12731	jaA^'a
12734	bay~inap
12736	{ll~ah
laA
hadaY
12740	qawom
12742	ZaAlim
>uwla`^}ik
jazaA^'
12746	>an~
EalaY`
12749	laEonap
{ll~ah
12753	malak
12756	n~aAs
>ajomaEiyn
xa`lid
fiY
12761	laA
xaf~afa
Ean
12766	Ea*aAb
12768	laA
12770	yunZaru
12772	<il~aA
{l~a*iY
taAba
12776	min
baEod
*a`lik
12780	>aSolaHa
12783	<in~
{ll~ah
gafuwr
r~aHiym
<in~
{l~a*iY
kafara
12791	baEod
<iyma`n
12794	vum~
{zodaAdu
12797	kufor
lan
yaqobalu
tawobap
12803	>uwla`^}ik
12806	DaA^l~
<in~
{l~a*iY
kafara
12812	m~aAta
12816	kaAfir
12818	lan
yaqobalu
min
>aHad
12823	m~ilo'
12825	>aroD
*ahab
12828	law
{fotadaY`
12832	>uwla`^}ik
12835	Ea*aAb
>aliym
12838	maA
12841	min
naASir
lan
yanaAlu
12847	bir~
Hat~aY`
>anfaqa
12851	min
maA
>aHobabo
12856	maA
>anfaqa
12859	min
$aYo'
12862	<in~
{ll~ah
12866	Ealiym
kul~
12869	TaEaAm
kaAna
Hil~
12873	bunaY~
<isoraA}iyl
<il~aA
maA
Har~ama
<isoraA}iyl
EalaY`
nafos
12882	min
qabol
>an
naz~ala
12887	t~aworaY`p
qaAla
12890	>ataY
12894	t~aworaY`p
12896	talaY`
12899	<in
kaAna
12902	SaAdiq
12904	man
{fotaraY`
EalaY`
{ll~ah
12909	ka*ib
min
baEod
*a`lik
12914	>uwla`^}ik
12917	ZaAlim
qaAla
Sadaqa
{ll~ah
12922	{t~abaEa
12924	mil~ap
<iboraAhiym
Haniyf
12928	maA
kaAna
min
12932	mu$orik
<in~
>aw~al
bayot
waDaEa
12939	n~aAs
12941	{l~a*iY
12943	bak~ap
mubaArak
12946	hudFY
12949	Ea`lamiyn
fiY
12952	'aAyap
bay~inap
maqaAm
<iboraAhiym
12957	man
daxala
12960	kaAna
'aAmin
12964	{ll~ah
EalaY`
12967	n~aAs
Hij~
12970	bayot
man
{sotaTaAEa
<ilaY`
12975	sabiyl
12977	man
kafara
12980	<in~
{ll~ah
ganiY~
Ean
12985	Ea`lamiyn
qaAla
12988	>ahol
12990	kita`b
12992	maA
kafara
12996	'aAyap
{ll~ah
12999	{ll~ah
$ahiyd
EalaY`
maA
Eamila
13005	qaAla
13007	>ahol
13009	kita`b
13011	maA
Sad~a
13014	Ean
sabiyl
{ll~ah
man
'aAmana
bagaY`
13022	Eiwaj
13025	$ahiyd
13027	maA
{ll~ah
13030	ga`fil
Ean
maA
Eamila
13036	>ay~uhaA
{l~a*iY
'aAmana
13040	<in
>aTaAEa
13043	fariyq
min
{l~a*iY
A^taY
13049	kita`b
rad~a
13053	baEod
<iyma`n
13056	ka`firuwn
13058	kayof
kafara
13063	talaY`
EalaY`
13066	'aAyap
{ll~ah
13069	fiY
13071	rasuwl
13074	man
{EotaSamu
13077	{ll~ah
13079	qad
hadaY
<ilaY`
Sira`T
m~usotaqiym
13085	>ay~uhaA
{l~a*iY
'aAmana
13089	{t~aqaY`
13091	{ll~ah
Haq~
taqiy~
13096	laA
m~aAta
13099	<il~aA
13102	musolim
13104	{EotaSamu
13107	Habol
{ll~ah
jamiyE
13111	laA
tafar~aqa
13115	*akara
13117	niEomap
{ll~ah
EalaY`
13121	<i*
kaAna
13124	Eaduw~
13126	>al~afa
bayon
qalob
13131	>aSobaHa
13134	niEomap
13136	>ax
13138	kaAna
13140	EalaY`
$afaA
Huforap
min
13145	naAr
13147	>anqa*a
13149	min
13152	*a`lik
bay~anu
{ll~ah
13157	'aAyap
13159	laEal~
13161	{hotadaY`
13165	kaAna
min
13168	>um~ap
daEaA
13171	<ilaY`
13173	xayor
13175	>amara
13179	m~aEoruwf
13181	nahaY`
13183	Ean
13185	munkar
13187	>uwla`^}ik
13190	mufoliHuwn
13192	laA
kaAna
13196	{l~a*iY
tafar~aqa
13200	{xotalafa
13202	min
baEod
maA
jaA^'a
13208	bay~inap
13210	>uwla`^}ik
13213	Ea*aAb
EaZiym
yawom
{boyaD~ato
wajoh
13219	{sowad~ato
wajoh
13222	>am~aA
{l~a*iY
{sowad~ato
wajoh
13228	kafara
13230	baEod
<iyma`n
13234	*aAqu
13237	Ea*aAb
13239	maA
kaAna
13242	kafara
13245	>am~aA
{l~a*iY
{boyaD~ato
wajoh
13251	fiY
raHomap
{ll~ah
13255	fiY
13257	xa`lid
*a`lik
'aAyap
{ll~ah
talaY`
13263	EalaY`
13267	Haq~
13269	maA
{ll~ah
>araAda
Zulom
13275	Ea`lamiyn
13278	{ll~ah
maA
fiY
13282	samaA^'
13284	maA
fiY
13287	>aroD
13289	<ilaY`
{ll~ah
rajaEa
13293	>amor
kaAna
13296	xayor
>um~ap
>axoraja
13301	n~aAs
>amara
13306	m~aEoruwf
13308	nahaY`
13310	Ean
13312	munkar
13314	'aAmana
13317	{ll~ah
13319	law
'aAmana
>ahol
13323	kita`b
13325	kaAna
xayor
13329	min
13332	mu&omin
13334	>akovar
13337	faAsiq
lan
yaDur~a
13342	<il~aA
>a*FY
13345	<in
qa`tala
13349	wal~aY`
13353	dubur
vum~
laA
naSara
13358	Daraba
EalaY`
13362	*il~ap
>ayon
maA
vuqifu
13367	<il~aA
13369	Habol
min
{ll~ah
13373	Habol
min
13376	n~aAs
13378	baA^'a
13381	gaDab
min
{ll~ah
13385	Daraba
EalaY`
13389	masokanap
*a`lik
13392	>an~
13394	kaAna
13396	kafara
13399	'aAyap
{ll~ah
13402	qatala
13405	n~abiY~
13407	gayor
Haq~
*a`lik
13411	maA
EaSaA
13415	kaAna
13417	{EotadaY`
13419	l~ayosa
13421	sawaA^'
min
>ahol
13425	kita`b
>um~ap
qaA^}imap
talaY`
13430	'aAyap
{ll~ah
'aAnaA^'
13434	layol
13437	sajada
13439	'aAmana
13442	{ll~ah
13445	yawom
13447	A^xir
13449	>amara
13453	m~aEoruwf
13455	nahaY`
13457	Ean
13459	munkar
13461	yusa`riEu
13463	fiY
13465	xayora`t
13467	>uwla`^}ik
min
13470	Sa`liH
13472	maA
faEala
13475	min
xayor
13478	lan
kafara
13483	{ll~ah
Ealiym
13487	mut~aqiyn
<in~
{l~a*iY
kafara
13492	lan
>agonato
Ean
13496	maAl
13499	laA
walad
13502	min
{ll~ah
$aYo'
13506	>uwla`^}ik
>aSoHa`b
13509	naAr
13511	fiY
13513	xa`lid
maval
maA
>anfaqa
13518	fiY
ha`*aA
13521	Hayaw`p
13523	d~unoyaA
13525	maval
riyH
fiY
13529	Sir~
>aSaAba
Harov
qawom
Zalama
13535	nafos
13538	>aholaka
13541	maA
Zalama
13544	{ll~ah
13546	la`kin
nafos
13549	Zalama
13552	>ay~uhaA
{l~a*iY
'aAmana
13556	laA
{t~axa*a
13559	biTaAnap
min
duwn
13563	laA
ya>olu
13567	xabaAl
wad~a
13570	maA
Eani
13573	qad
badaA
13576	bagoDaA^'
min
>afowa`h
13581	maA
>uxofiYa
Sador
13585	>akobar
qad
bay~anu
13592	'aAyap
<in
kaAna
13596	Eaqalu
13600	>uwlaA^'
>aHobabo
13605	laA
>aHobabo
13610	'aAmana
13614	kita`b
kul~
13618	<i*aA
laqu
13622	qaAla
13624	'aAmana
13627	<i*aA
xalaA
13630	EaD~u
13632	EalaY`
13635	>anaAmil
min
13638	gayoZ
qaAla
m~aAta
13643	gayoZ
13645	<in~
{ll~ah
Ealiym
13649	*uw
13651	Sador
<in
mas~a
13655	Hasanap
saA^'a
13659	<in
>aSaAba
13662	say~i}ap
fariHa
13668	<in
Sabara
13672	{t~aqaY`
13674	laA
yaDur~a
13677	kayod
13679	$aYo'
<in~
{ll~ah
13683	maA
Eamila
13686	muHiyT
13688	<i*
gada
13691	min
>ahol
13694	baw~a>a
13696	mu&omin
maqoEad
13700	qitaAl
13702	{ll~ah
samiyE
Ealiym
<i*
ham~a
TaA^}ifap
min
13710	>an
fa$ilo
13714	{ll~ah
waliY~
13718	EalaY`
{ll~ah
13722	tawak~alo
13724	mu&omin
13727	qad
naSara
13730	{ll~ah
13732	bador
13735	>a*il~ap
13737	{t~aqaY`
13739	{ll~ah
laEal~
13742	$akara
13744	<i*
qaAla
13748	mu&omin
13750	lan
kafaY`
13753	>an
>amad~a
13756	rab~
13759	vala`vap
>alof
min
13763	malak
munzal
balaY`
<in
Sabara
13770	{t~aqaY`
13773	>ataY
13776	min
fawor
13779	ha`*aA
>amad~a
13782	rab~
13785	xamosap
>alof
min
13789	malak
musaw~imiyn
13792	maA
jaEala
13795	{ll~ah
<il~aA
bu$oraY`
13802	{Toma>an~a
qalob
13808	maA
13810	naSor
<il~aA
min
Eind
{ll~ah
13816	Eaziyz
13818	Hakiym
13820	quTiEa
Taraf
min
{l~a*iY
kafara
13826	>aw
kubita
13830	{nqalaba
13832	xaA^}ibiyn
l~ayosa
13836	min
13838	>amor
$aYo'
>aw
taAba
EalaY`
13844	>aw
Ea*~aba
13848	<in~
13850	ZaAlim
13853	{ll~ah
maA
fiY
13857	samaA^'
13859	maA
fiY
13862	>aroD
gafara
13865	man
$aA^'a
13868	Ea*~aba
man
$aA^'a
13872	{ll~ah
gafuwr
r~aHiym
13876	>ay~uhaA
{l~a*iY
'aAmana
13880	laA
>akala
13884	r~ibaw`A
DiEof
m~uDa`Eafap
13888	{t~aqaY`
13890	{ll~ah
laEal~
13893	>afolaHa
13896	{t~aqaY`
13899	naAr
{l~a*iY
>aEad~a
13904	ka`firuwn
13906	>aTaAEa
13908	{ll~ah
13911	rasuwl
laEal~
13914	r~aHima
13917	yusa`riEu
13919	<ilaY`
m~agofirap
min
rab~
13925	jan~ap
EaroD
13929	samaA^'
13932	>aroD
>aEad~a
13936	mut~aqiyn
{l~a*iY
>anfaqa
13940	fiY
13942	s~ar~aA^'
13945	Dar~aA^'
13948	ka`Zimiyn
13950	gayoZ
13953	EaAfiyn
Ean
13956	n~aAs
13958	{ll~ah
>aHobabo
13961	muHosin
13963	{l~a*iY
<i*aA
faEala
13967	fa`Hi$ap
>aw
Zalama
13971	nafos
13973	*akara
13975	{ll~ah
13977	{sotagofara
13980	*anb
13983	man
gafara
13986	*anb
<il~aA
{ll~ah
13990	lam
>aSar~u
13993	EalaY`
maA
faEala
13999	Ealima
14001	>uwla`^}ik
jazaA^'
14004	m~agofirap
min
rab~
14009	jan~ap
jarayo
min
taHot
14015	nahar
xa`lid
fiY
14020	niEoma
>ajor
14023	Ea`mil
qad
xalaA
min
qabol
14029	sun~ap
14031	saAra
14033	fiY
14035	>aroD
14037	n~aZara
14039	kayof
kaAna
Ea`qibap
14043	m~uka*~ibiyn
ha`*aA
bayaAn
14048	n~aAs
14050	hudFY
14052	m~awoEiZap
14055	mut~aqiyn
14057	laA
wahana
14061	laA
yaHozun
14067	>aEolawon
<in
kaAna
14071	mu&omin
<in
mas~a
14075	qaroH
14077	qad
mas~a
14080	qawom
qaroH
mivol
14085	*a`lik
14087	yawom
nudaAwilu
14090	bayon
14092	n~aAs
14095	Ealima
{ll~ah
{l~a*iY
'aAmana
14101	{t~axa*a
min
14104	$ahiyd
14106	{ll~ah
laA
>aHobabo
14110	ZaAlim
14113	yumaH~iSa
{ll~ah
{l~a*iY
'aAmana
14119	yamoHaqu
14121	ka`firuwn
>am
Hasiba
14125	>an
daxala
14129	jan~ap
14131	lam~aA
Ealima
{ll~ah
{l~a*iY
ja`hada
14137	min
14140	Ealima
14142	SaAbir
14145	qad
kaAna
14148	yataman~a
14151	mawot
min
qabol
>an
laqu
14159	qad
ra'aA
14165	n~aZara
14168	maA
muHam~ad
<il~aA
rasuwl
qad
xalaA
min
qabol
14178	rasuwl
14181	<iyn
m~aAta
>aw
qatala
{nqalaba
14187	EalaY`
Eaqib
14191	man
{nqalaba
EalaY`
Eaqib
14197	lan
yaDur~a
{ll~ah
$aYo'
14203	jazaY`
{ll~ah
14206	$aAkir
14208	maA
kaAna
14211	nafos
>an
m~aAta
<il~aA
14216	<i*on
{ll~ah
kita`b
m~u&aj~al
14221	man
>araAda
vawaAb
14225	d~unoyaA
A^taY
14228	min
14231	man
>araAda
vawaAb
14235	A^xir
A^taY
14238	min
14242	jazaY`
14244	$aAkir
14246	ka>ay~in
min
n~abiY~
qa`tala
maE
14252	rib~iy~uwn
kaviyr
14255	maA
wahana
14259	maA
>aSaAba
14262	fiY
sabiyl
{ll~ah
14266	maA
DaEufa
14270	maA
{sotakaAnu
14274	{ll~ah
>aHobabo
14277	SaAbir
14279	maA
kaAna
qawol
14283	<il~aA
>an
qaAla
14287	rab~
14289	gafara
14292	*anb
14295	<isoraAf
14297	fiY
>amor
14301	vab~ato
qadam
14305	naSara
14307	EalaY`
14309	qawom
14311	ka`firuwn
14313	A^taY
14315	{ll~ah
vawaAb
14318	d~unoyaA
14320	Huson
vawaAb
14323	A^xir
14325	{ll~ah
>aHobabo
14328	muHosin
14330	>ay~uhaA
{l~a*iY
'aAmana
14334	<in
>aTaAEa
14337	{l~a*iY
kafara
14340	rad~a
14343	EalaY`
Eaqib
14347	{nqalaba
14349	xa`siriyn
bal
{ll~ah
mawolaY`
14356	xayor
14358	naASir
14360	>aloqaY`^
fiY
qalob
{l~a*iY
kafara
14367	ruEob
14369	maA
>a$oraka
14373	{ll~ah
maA
lam
naz~ala
14379	suloTa`n
14381	ma>owaY`
14384	naAr
14386	bi}osa
mavowFY
14389	ZaAlim
14392	qad
Sadaqa
14395	{ll~ah
waEod
14398	<i*
taHus~u
14403	<i*on
14405	Hat~aY`
<i*aA
fa$ilo
14410	tana`zaEu
14412	fiY
14414	>amor
14416	EaSaA
14418	min
baEod
maA
ra'aA
14423	maA
>aHobabo
14426	min
14428	man
>araAda
14431	d~unoyaA
14433	min
14435	man
>araAda
14438	A^xir
vum~
Sarafa
14442	Ean
14445	{botalaY`^
14449	qad
EafaA
Ean
14454	{ll~ah
*uw
faDol
EalaY`
14459	mu&omin
<i*
tuSoEidu
14464	laA
yalo
14467	EalaY`
>aHad
14471	rasuwl
daEaA
14474	fiY
A^xar
14478	>ava`ba
14480	gam~
14482	gam~
14484	kaY
yaHozun
14487	EalaY`
maA
faAta
14492	laA
maA
>aSaAba
14497	{ll~ah
xabiyr
14500	maA
Eamila
14503	vum~
>anzala
EalaY`
14507	min
baEod
14510	gam~
>amanap
n~uEaAs
ga$iya
TaA^}ifap
min
14518	TaA^}ifap
qad
>aham~ato
14522	nafos
14524	Zan~a
14527	{ll~ah
gayor
14530	Haq~
Zan~
14533	ja`hiliy~ap
qaAla
14536	hal
14539	min
14541	>amor
min
$aYo'
qaAla
<in~
14547	>amor
kul~
14551	{ll~ah
>uxofiYa
14554	fiY
nafos
14557	maA
laA
yubodiYa
14563	qaAla
14565	law
kaAna
14569	min
14571	>amor
$aYo'
maA
qatala
14577	hunaA
qaAla
law
kaAna
14582	fiY
bayot
14586	baraza
{l~a*iY
kataba
EalaY`
14592	qatol
<ilaY`
maDaAjiE
14598	{botalaY`^
{ll~ah
maA
fiY
Sador
14606	yumaH~iSa
maA
fiY
qalob
14612	{ll~ah
Ealiym
14615	*uw
14617	Sador
<in~
{l~a*iY
tawal~aY`
14622	min
14624	yawom
{lotaqaY
14627	jamoE
<in~
maA
{sotazal~a
14633	$ayoTa`n
14635	baEoD
maA
kasaba
14641	qad
EafaA
{ll~ah
Ean
14646	<in~
{ll~ah
gafuwr
Haliym
14651	>ay~uhaA
{l~a*iY
'aAmana
14655	laA
kaAna
14659	{l~a*iY
kafara
14663	qaAla
14666	>ax
14668	<i*aA
Daraba
14671	fiY
14673	>aroD
>aw
kaAna
14677	guz~FY
law
kaAna
14681	Eind
14683	maA
m~aAta
14687	maA
qatala
14691	jaEala
{ll~ah
*a`lik
Hasorap
fiY
qalob
14699	{ll~ah
>aHoyaA
14702	>amaAta
14704	{ll~ah
14706	maA
Eamila
14709	baSiyr
14712	<in
qatala
14715	fiY
sabiyl
{ll~ah
>aw
m~aAta
14722	m~agofirap
min
{ll~ah
14726	raHomap
xayor
min
maA
jamaEa
14734	<in
m~aAta
14737	>aw
qatala
14741	<ilaY`
{ll~ah
Ha$ara
14747	maA
raHomap
min
{ll~ah
lin
14756	law
kaAna
14759	faZ~
galiyZ
14762	qalob
14764	{nfaD~u
14766	min
Hawol
14770	EafaA
Ean
14774	{sotagofara
14778	$aAwiro
14780	fiY
14782	>amor
14784	<i*aA
Eazama
14788	tawak~alo
EalaY`
{ll~ah
<in~
{ll~ah
>aHobabo
14795	mutawak~iluwn
<in
naSara
14799	{ll~ah
14801	laA
gaAlib
14806	<in
yaxo*ulo
14810	man
*aA
{l~a*iY
naSara
14815	min
baEod
14819	EalaY`
{ll~ah
14823	tawak~alo
14825	mu&omin
14827	maA
kaAna
14830	n~abiY~
>an
gal~a
14834	man
gal~a
>ataY
14838	maA
gal~a
yawom
14842	qiya`map
vum~
waf~aY`^
kul~
nafos
maA
kasaba
14851	laA
Zalama
14856	man
{t~abaEa
riDowa`n
{ll~ah
14861	man
baA^'a
14864	saxaT
min
{ll~ah
14868	ma>owaY`
14870	jahan~am
14872	bi}osa
14874	maSiyr
14876	darajap
Eind
{ll~ah
14880	{ll~ah
baSiyr
14883	maA
Eamila
14887	qad
man~a
{ll~ah
EalaY`
14892	mu&omin
<i*
baEava
fiY
14897	rasuwl
min
nafos
14901	talaY`
EalaY`
14904	'aAyap
14907	zak~aY`
14910	Eal~ama
14913	kita`b
14916	Hikomap
14918	<in
kaAna
14921	min
qabol
14924	fiY
Dala`l
m~ubiyn
14929	lam~aA
>aSaAba
14932	m~uSiybap
qad
>aSaAba
14936	mivol
14938	qaAla
14940	>an~aY`
ha`*aA
qaAla
14944	min
Eind
nafos
14948	<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
14955	maA
>aSaAba
14958	yawom
{lotaqaY
14961	jamoE
14964	<i*on
{ll~ah
14968	Ealima
14970	mu&omin
14973	Ealima
{l~a*iY
naAfaqu
14978	qaAla
14981	taEaAla
14983	qa`tala
14985	fiY
sabiyl
{ll~ah
>aw
dafaEo
14991	qaAla
14993	law
Ealima
qitaAl
14997	{t~abaEa
15003	kufor
yawoma}i*
>aqorab
min
15010	<iyma`n
qaAla
15014	>afowa`h
15016	maA
l~ayosa
fiY
qalob
15022	{ll~ah
>aEolam
15025	maA
katama
15028	{l~a*iY
qaAla
15032	>ax
15035	qaEada
15037	law
>aTaAEa
15041	maA
qatala
15044	qaAla
15046	yadora&uA@
15048	Ean
nafos
15052	mawot
<in
kaAna
15056	SaAdiq
15058	laA
Hasiba
15061	{l~a*iY
qatala
15064	fiY
sabiyl
{ll~ah
m~ay~it
bal
Hay~
Eind
rab~
15073	razaqa
15075	fariH
15077	maA
A^taY
15080	{ll~ah
min
faDol
15085	yasotabo$iru
15088	{l~a*iY
lam
yaloHaqu
15094	min
xalof
15097	>an
laA
xawof
EalaY`
15103	laA
15105	yaHozun
15107	yasotabo$iru
15110	niEomap
min
{ll~ah
15114	faDol
15116	>an~
{ll~ah
laA
>aDaAEu
>ajor
15122	mu&omin
{l~a*iY
{sotajaAba
15127	{ll~ah
15130	rasuwl
min
baEod
maA
>aSaAba
15137	qaroH
15139	{l~a*iY
>aHosana
15142	min
15145	{t~aqaY`
15147	>ajor
EaZiym
{l~a*iY
qaAla
15154	n~aAs
<in~
15157	n~aAs
qad
jamaEa
15164	xa$iYa
15168	zaAda
15170	<iyma`n
15172	qaAla
15174	Hasob
15176	{ll~ah
15178	niEoma
15180	wakiyl
15182	{nqalaba
15185	niEomap
min
{ll~ah
15189	faDol
lam
mas~a
15193	suw^'
15195	{t~abaEa
15197	riDowa`n
{ll~ah
15200	{ll~ah
*uw
faDol
EaZiym
<in~
maA
*a`lik
15208	$ayoTa`n
yuxaw~ifu
waliY~
15213	laA
xaAfa
15218	xaAfa
15221	<in
kaAna
15224	mu&omin
15226	laA
yaHozun
15229	{l~a*iY
yusa`riEu
15232	fiY
15234	kufor
<in~
15237	lan
yaDur~a
15240	{ll~ah
$aYo'
>araAda
{ll~ah
>an
laA
jaEala
15249	HaZ~
fiY
15252	A^xir
15256	Ea*aAb
EaZiym
<in~
{l~a*iY
{$otaraY`
15263	kufor
15266	<iyma`n
lan
yaDur~a
15270	{ll~ah
$aYo'
15275	Ea*aAb
>aliym
15278	laA
Hasiba
15281	{l~a*iY
kafara
15284	>an~
maA
>amolaY`
15289	xayor
15291	nafos
15293	<in~
maA
>amolaY`
15299	{zodaAdu
15301	<ivom
15305	Ea*aAb
m~uhiyn
maA
kaAna
{ll~ah
15311	ya*ara
15313	mu&omin
EalaY`
maA
15317	EalaY`
15319	Hat~aY`
yamiyza
15322	xabiyv
min
15325	Tay~ib
15327	maA
kaAna
{ll~ah
15331	yuToliEa
15333	EalaY`
15335	gayob
15337	la`kin~
{ll~ah
{jotabaY`
min
rasuwl
15343	man
$aA^'a
15346	'aAmana
15349	{ll~ah
15351	rasuwl
15354	<in
'aAmana
15358	{t~aqaY`
15363	>ajor
EaZiym
15366	laA
Hasiba
15369	{l~a*iY
baxila
15373	maA
A^taY
15376	{ll~ah
min
faDol
15381	xayor
15384	bal
15386	$ar~
15390	yuTaw~aqu
15392	maA
baxila
15397	yawom
15399	qiya`map
15402	{ll~ah
miyra`v
15405	samaA^'
15408	>aroD
15410	{ll~ah
15412	maA
Eamila
15415	xabiyr
15417	qad
samiEa
{ll~ah
qawol
{l~a*iY
qaAla
15424	<in~
{ll~ah
faqiyr
15429	ganiY~
15431	kataba
maA
qaAla
15436	qatol
15439	n~abiY~
15441	gayor
Haq~
15444	qaAla
*aAqu
15447	Ea*aAb
15449	Hariyq
*a`lik
15452	maA
qad~ama
yad
15457	>an~
{ll~ah
l~ayosa
15461	Zal~a`m
15464	Eabod
{l~a*iY
qaAla
15468	<in~
{ll~ah
Eahida
<ilaY`
15473	>an
laA
'aAmana
15477	rasuwl
Hat~aY`
>ataY
15482	qurobaAn
>akala
15486	naAr
qaAla
qad
jaA^'a
15491	rasuwl
min
qabol
15497	bay~inap
15500	{l~a*iY
qaAla
15505	maA
qatala
15509	<in
kaAna
15512	SaAdiq
15514	<in
ka*~aba
15519	qad
ka*~aba
rasuwl
min
qabol
15525	jaA^'a
15529	bay~inap
15532	zubur
15535	kita`b
15537	m~uniyr
kul~
nafos
*aA^}iqap
15542	mawot
15544	<in~
maA
waf~aY`^
15548	>ajor
15550	yawom
15552	qiya`map
15554	man
zuHoziHa
Ean
15558	naAr
15560	>udoxila
15562	jan~ap
15564	qad
faAza
15567	maA
15569	Hayaw`p
15571	d~unoyaA
<il~aA
mata`E
15575	guruwr
15577	yuboliYa
15579	fiY
maAl
15583	nafos
15587	samiEa
15589	min
{l~a*iY
A^taY
15594	kita`b
min
qabol
15599	min
{l~a*iY
>a$oraka
15603	>a*FY
kaviyr
15606	<in
Sabara
15610	{t~aqaY`
15613	<in~
*a`lik
min
Eazom
15618	>amor
15620	<i*
>axa*a
{ll~ah
m~iyva`q
{l~a*iY
A^taY
15628	kita`b
15630	bay~anu
15635	n~aAs
15637	laA
katama
15642	naba*a
15645	waraA^'
Zahor
15649	{$otaraY`
15653	vaman
qaliyl
15656	bi}osa
maA
{$otaraY`
15660	laA
Hasiba
15663	{l~a*iY
fariHa
15667	maA
>ataY
15671	>aHobabo
15673	>an
yuHomadu
15677	maA
lam
faEala
15682	laA
Hasiba
15687	mafaAzap
min
15690	Ea*aAb
15694	Ea*aAb
>aliym
15698	{ll~ah
mulok
15701	samaA^'
15704	>aroD
15706	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
<in~
fiY
xaloq
15715	samaA^'
15718	>aroD
15720	{xotila`f
15722	layol
15725	nahaAr
15727	'aAyap
15729	>uwliY
15731	>aloba`b
{l~a*iY
*akara
15735	{ll~ah
qaA^}im
15738	quEuwd
15740	EalaY`
janb
15744	yatafak~aru
15746	fiY
xaloq
15749	samaA^'
15752	>aroD
rab~
15755	maA
xalaqa
15758	ha`*aA
ba`Til
suboHa`n
15763	waqaY`
15765	Ea*aAb
15767	naAr
rab~
15770	<in~
15772	man
>udoxila
15775	naAr
15777	qad
>axozayo
15782	maA
15785	ZaAlim
min
naSiyr
rab~
15790	<in~
15792	samiEa
15794	munaAdiy
naAdaY`
15798	<iyma`n
>an
'aAmana
15803	rab~
15806	'aAmana
15808	rab~
15811	gafara
15814	*anb
15817	kaf~ara
Ean
15820	say~i_#aAt
15823	tawaf~aY`
15825	maE
15827	bar~
rab~
15831	A^taY
15833	maA
waEada
15837	EalaY`
rasuwl
15841	laA
>axozayo
15844	yawom
15846	qiya`map
<in~
15849	laA
>axolafu
15852	m~iyEaAd
15854	{sotajaAba
15857	rab~
15859	>an~
15861	laA
>aDaAEu
Eamal
Ea`mil
min
15867	min
*akar
>aw
>unvaY`
baEoD
15873	min
baEoD
15876	{l~a*iY
haAjara
15880	>axoraja
15882	min
daAr
15886	>uw*iYa
15888	fiY
sabiyl
15892	qa`tala
15895	qatala
15898	kaf~ara
15900	Ean
15902	say~i_#aAt
15906	>udoxila
15909	jan~ap
jarayo
min
taHot
15915	nahar
vawaAb
min
Eind
{ll~ah
15921	{ll~ah
Eind
15924	Huson
15926	vawaAb
laA
gar~a
15931	taqal~ub
{l~a*iY
kafara
15935	fiY
15937	balad
mata`E
qaliyl
vum~
ma>owaY`
15943	jahan~am
15945	bi}osa
15947	miha`d
la`kin
{l~a*iY
{t~aqaY`
15952	rab~
15956	jan~ap
jarayo
min
taHot
15962	nahar
xa`lid
fiY
15966	nuzul
min
Eind
{ll~ah
15971	maA
Eind
{ll~ah
xayor
15977	bar~
15979	<in~
min
>ahol
15983	kita`b
15985	man
'aAmana
15988	{ll~ah
15990	maA
>anzala
<ilaY`
15995	maA
>anzala
<ilaY`
15999	xaA$iE
16001	{ll~ah
laA
{$otaraY`
16006	'aAyap
{ll~ah
vaman
qaliyl
>uwla`^}ik
16013	>ajor
16015	Eind
rab~
16018	<in~
{ll~ah
sariyE
16022	HisaAb
16024	>ay~uhaA
{l~a*iY
'aAmana
16028	Sabara
16031	SaAbiru
16034	raAbiTu
16037	{t~aqaY`
16039	{ll~ah
laEal~
16042	>afolaHa
16045	>ay~uhaA
16047	n~aAs
{t~aqaY`
16050	rab~
16052	{l~a*iY
xalaqa
16055	min
nafos
wa`Hidap
16059	xalaqa
min
16062	zawoj
16065	bav~a
min
16068	rijaAl
kaviyr
16071	nisaA^'
16073	{t~aqaY`
16075	{ll~ah
{l~a*iY
yatasaA^'alu
16083	>aroHaAm
<in~
{ll~ah
kaAna
EalaY`
16089	raqiyb
16091	A^taY
16094	yatiym
maAl
16098	laA
yatabad~ali
16102	xabiyv
16105	Tay~ib
16107	laA
>akala
16110	maAl
16112	<ilaY`
maAl
16115	<in~
16117	kaAna
Huwb
kabiyr
16121	<in
xaAfa
16124	>an
laA
tuqosiTu
16128	fiY
16130	yatiym
16132	nakaHa
16134	maA
TaAba
16138	min
16140	nisaA^'
mavonaY`
16143	vula`v
16145	ruba`E
16147	<in
xaAfa
16150	>an
laA
Eadala
16155	wa`Hidap
>aw
maA
malakato
yamiyn
16161	*a`lik
>adonaY`
>an
laA
taEuwlu
16168	A^taY
16171	nisaA^'
Saduqa`t
16174	niHolap
16176	<in
TaAba
16181	Ean
$aYo'
min
16185	nafos
16187	>akala
16190	haniy^_#
m~ariy^_#
16193	laA
A^taY
16197	safiyh
maAl
16200	{l~a*iY
jaEala
{ll~ah
16205	qaA^}im
16207	razaqa
16210	fiY
16213	kasawo
16217	qaAla
16221	qawol
m~aEoruwf
16224	{botalaY`^
16227	yatiym
Hat~aY`
<i*aA
balaga
16233	nikaAH
16235	<in
'aAnasa
16238	min
16240	ru$od
16242	dafaEo
16244	<ilaY`
16246	maAl
16249	laA
>akala
16253	<isoraAf
16255	bidaAr
>an
kabura
16260	man
kaAna
ganiY~
16265	yasotaEofifo
16267	man
kaAna
faqiyr
16272	>akala
16275	m~aEoruwf
16277	<i*aA
dafaEo
16280	<ilaY`
16282	maAl
16285	>a$ohada
16287	EalaY`
16290	kafaY`
16292	{ll~ah
Hasiyb
16296	rijaAl
naSiyb
min
maA
taraka
16302	waAlid
16305	>aqorab
16309	nisaA^'
naSiyb
min
maA
taraka
16315	waAlid
16318	>aqorab
min
maA
qal~a
min
16324	>aw
kavura
naSiyb
m~aforuwD
16329	<i*aA
HaDara
16332	qisomap
>uwliY
16335	qurobaY`
16338	yatiym
16341	misokiyn
16343	razaqa
16346	min
16349	qaAla
16353	qawol
m~aEoruwf
16357	xa$iYa
{l~a*iY
law
taraka
16362	min
xalof
16365	*ur~iy~ap
DiEa`f
xaAfa
16369	EalaY`
16373	{t~aqaY`
16375	{ll~ah
16378	qaAla
16380	qawol
sadiyd
<in~
{l~a*iY
>akala
16386	maAl
16388	yatiym
Zulom
<in~
maA
>akala
16394	fiY
baTon
16397	naAr
16400	yaSolaY
16402	saEiyr
>awoSa`
16405	{ll~ah
fiY
walad
16411	*akar
mivol
HaZ~
16415	>unvayayon
16417	<in
kaAna
16420	nisaA^'
fawoq
{vonatayon
16426	v~uluv
maA
taraka
16430	<in
kaAna
wa`Hidap
16437	niSof
16440	>abawaAn
16443	kul~
wa`Hid
min
16448	s~udus
min
maA
taraka
<in
kaAna
16456	walad
16458	<in
lam
kaAna
16463	walad
16465	wariva
16467	>abawaAn
16471	>um~
16474	v~uluv
16476	<in
kaAna
16480	<ixowapN
16483	>um~
16486	s~udus
min
baEod
waSiy~ap
>awoSa`
16493	>aw
dayon
A^baA'
16498	{bon
16500	laA
tadoriY
16503	>aY~
16505	>aqorab
16508	nafoE
fariyDap
min
{ll~ah
<in~
{ll~ah
kaAna
Ealiym
Hakiym
16520	niSof
maA
taraka
zawoj
16525	<in
lam
kaAna
16530	walad
16532	<in
kaAna
16536	walad
16541	r~ubuE
min
maA
taraka
16546	min
baEod
waSiy~ap
yuwSiy
16553	>aw
dayon
16559	r~ubuE
min
maA
taraka
16564	<in
lam
kaAna
16569	walad
16571	<in
kaAna
16575	walad
16580	v~umun
min
maA
taraka
16585	min
baEod
waSiy~ap
>awoSa`
16592	>aw
dayon
16595	<in
kaAna
rajul
wariva
kala`lap
>aw
{mora>at
16605	>ax
>aw
>uxot
16610	kul~
wa`Hid
min
16615	s~udus
16617	<in
kaAna
16620	>akovar
min
*a`lik
16625	$ariyk
fiY
16628	v~uluv
min
baEod
waSiy~ap
>awoSa`
16635	>aw
dayon
gayor
muDaA^r~
waSiy~ap
min
{ll~ah
16643	{ll~ah
Ealiym
Haliym
*a`lik
Huduwd
{ll~ah
16650	man
>aTaAEa
{ll~ah
16654	rasuwl
16656	>udoxila
16658	jan~ap
jarayo
min
taHot
16664	nahar
xa`lid
fiY
16669	*a`lik
16671	fawoz
16673	EaZiym
16675	man
EaSaA
{ll~ah
16679	rasuwl
16682	yataEad~a
Huduwd
16685	>udoxila
16687	naAr
xa`lid
fiY
16694	Ea*aAb
m~uhiyn
16697	{l~a*iY
>ataY
16701	fa`Hi$ap
min
nisaA^'
16706	{sota$ohidu
16708	EalaY`
16710	>arobaEap
min
16714	<in
$ahida
16718	>amosaka
16721	fiY
16723	bayot
Hat~aY`
tawaf~aY`
16728	mawot
>aw
jaEala
{ll~ah
16734	sabiyl
16736	{l~a*iY
>ataY
16740	min
16743	>uw*iYa
16747	<in
taAba
16751	>aSolaHa
16754	>aEoraDa
16756	Ean
16758	<in~
{ll~ah
kaAna
taw~aAb
r~aHiym
<in~
maA
16766	tawobap
EalaY`
{ll~ah
16770	{l~a*iY
Eamila
16774	suw^'
16776	jaha`lap
vum~
taAba
16780	min
qariyb
16783	>uwla`^}ik
taAba
{ll~ah
EalaY`
16789	kaAna
{ll~ah
Ealiym
Hakiym
16794	l~ayosa
16796	tawobap
16798	{l~a*iY
Eamila
16802	say~i_#aAt
Hat~aY`
<i*aA
HaDara
>aHad
16809	mawot
qaAla
<in~
16813	taAba
16816	_#a`n
16818	laA
{l~a*iY
m~aAta
16824	kaAfir
>uwla`^}ik
>aEotadato
16830	Ea*aAb
>aliym
16833	>ay~uhaA
{l~a*iY
'aAmana
16837	laA
Halalo
16841	>an
wariva
16845	nisaA^'
karoh
16848	laA
taEoDulu
16853	*ahaba
16856	baEoD
maA
A^taY
16861	<il~aA
>an
>ataY
16866	fa`Hi$ap
m~ubay~inap
16869	EaA$iru
16874	m~aEoruwf
16876	<in
kariha
16881	EasaY
>an
kariha
16885	$aYo'
16887	jaEala
{ll~ah
fiY
16891	xayor
kaviyr
16894	<in
>araAda
16897	{sotibodaAl
zawoj
m~akaAn
zawoj
16902	A^taY
16904	<iHodaY
16906	qinTaAr
16908	laA
>axa*a
16911	min
16913	$aYo'
16915	>axa*a
16918	buhota`n
16920	<ivom
m~ubiyn
16923	kayof
>axa*a
16928	qad
>afoDaY`
baEoD
16932	<ilaY`
baEoD
16935	>axa*a
16937	min
16939	m~iyva`q
galiyZ
16942	laA
nakaHa
16945	maA
nakaHa
A^baA'
16949	min
16951	nisaA^'
<il~aA
maA
qad
salafa
<in~
16958	kaAna
fa`Hi$ap
16961	maqot
16963	saA^'a
sabiyl
Har~ama
EalaY`
16968	>um~
16971	banaAt
16974	>uxot
16977	Eam~a`t
16980	xa`la`t
16983	banaAt
16985	>ax
16987	banaAt
16989	>uxot
16991	>um~
16993	{l~a*iY
>aroDaEato
16998	>uxot
17000	min
17002	r~aDaAEap
17004	>um~
nisaA^'
17008	raba`^}ib
17010	{l~a*iY
fiY
Hujuwr
17014	min
nisaA^'
17017	{l~a*iY
daxala
17023	<in
lam
kaAna
17027	daxala
17032	laA
junaAH
EalaY`
17037	Hala`^}il
{bon
17040	{l~a*iY
min
S~ulob
17045	>an
jamaEa
17048	bayon
17050	>uxot
<il~aA
maA
qad
salafa
<in~
{ll~ah
kaAna
gafuwr
r~aHiym
17062	muHoSana`t
min
17065	nisaA^'
<il~aA
maA
malakato
yamiyn
17071	kita`b
{ll~ah
EalaY`
17076	>aHal~a
17079	maA
waraA^'
*a`lik
>an
{botagaY`
17086	maAl
17088	m~uHoSiniyn
gayor
musa`fiHiyn
17092	maA
{sotamotaEa
17097	min
17100	A^taY
17103	>ajor
17105	fariyDap
17107	laA
junaAH
EalaY`
17111	fiY
maA
tara`Da
17117	min
baEod
17120	fariyDap
<in~
{ll~ah
kaAna
Ealiym
Hakiym
17127	man
lam
{sotaTaAEa
min
17132	Tawol
>an
nakaHa
17136	muHoSana`t
17138	m~u&omina`t
17140	min
maA
malakato
yamiyn
17145	min
fataya`t
17149	m~u&omina`t
17151	{ll~ah
>aEolam
17154	<iyma`n
17156	baEoD
17158	min
baEoD
17161	nakaHa
17165	<i*on
>ahol
17169	A^taY
17172	>ajor
17176	m~aEoruwf
muHoSana`t
gayor
musa`fiHa`t
17181	laA
mut~axi*
>axodaAn
17185	<i*aA
>aHoSanato
17189	<in
>ataY
17193	fa`Hi$ap
17195	EalaY`
17197	niSof
maA
EalaY`
17201	muHoSana`t
min
17204	Ea*aAb
*a`lik
17207	man
xa$iYa
17210	Eanat
min
17214	>an
Sabara
17217	xayor
17221	{ll~ah
gafuwr
r~aHiym
>araAda
{ll~ah
17227	bay~anu
17231	hadaY
17233	sun~ap
{l~a*iY
min
qabol
17239	taAba
EalaY`
17243	{ll~ah
Ealiym
Hakiym
17247	{ll~ah
>araAda
>an
taAba
EalaY`
17254	>araAda
{l~a*iY
{t~abaEa
17259	$~ahawa`t
>an
yamiylu
17263	mayol
EaZiym
>araAda
{ll~ah
>an
xaf~afa
Ean
17272	xalaqa
17274	<insa`n
DaEiyf
17277	>ay~uhaA
{l~a*iY
'aAmana
17281	laA
>akala
17284	maAl
17286	bayon
17290	ba`Til
<il~aA
>an
kaAna
tija`rap
Ean
taraAD
min
17300	laA
qatala
17303	nafos
17305	<in~
{ll~ah
kaAna
17310	r~aHiym
17312	man
faEala
*a`lik
Eudowa`n
17317	Zulom
17319	sawof
>uSoliy
17322	naAr
17324	kaAna
*a`lik
EalaY`
{ll~ah
yasiyr
<in
{jotanabu
17332	kabiyrap
maA
nahaY`
17336	Ean
17338	kaf~ara
Ean
17341	say~i_#aAt
17344	>udoxila
17346	m~udoxal
kariym
17349	laA
yataman~a
17352	maA
faD~ala
{ll~ah
17357	baEoD
17359	EalaY`
baEoD
17363	rijaAl
naSiyb
min
maA
{kotasaba
17372	nisaA^'
naSiyb
min
maA
{kotasaba
17379	sa>ala
17381	{ll~ah
min
faDol
17385	<in~
{ll~ah
kaAna
17389	kul~
$aYo'
Ealiym
17394	kul~
jaEala
17397	mawa`liY
min
maA
taraka
17402	waAlid
17405	>aqorab
17407	{l~a*iY
Eaqadato
yamiyn
17412	A^taY
17415	naSiyb
17417	<in~
{ll~ah
kaAna
EalaY`
kul~
$aYo'
$ahiyd
17425	rijaAl
qaw~a`miyn
EalaY`
17429	nisaA^'
17431	maA
faD~ala
{ll~ah
baEoD
17436	EalaY`
baEoD
17440	maA
>anfaqa
17443	min
maAl
17448	S~a`liHa`t
qa`nita`t
Ha`fiZa`t
17453	gayob
17455	maA
HafiZa
{ll~ah
17459	{l~a*iY
xaAfa
17462	nu$uwz
17465	waEaZo
17469	{hojuro
17472	fiY
17474	maDaAjiE
17476	Daraba
17480	<in
>aTaAEa
17485	laA
bagaY`
17488	EalaY`
17490	sabiyl
<in~
{ll~ah
kaAna
Ealiy~
kabiyr
17497	<in
xaAfa
17500	$iqaAq
bayon
17504	baEava
17506	Hakam
min
>ahol
17511	Hakam
min
>ahol
17515	<in
>araAda
17518	<iSola`H
yuwaf~iqi
{ll~ah
bayon
17523	<in~
{ll~ah
kaAna
Ealiym
xabiyr
17529	Eabada
17531	{ll~ah
17533	laA
>a$oraka
17538	$aYo'
17542	waAlid
<iHosa`n
17546	*uw
17548	qurobaY`
17551	yatiym
17554	misokiyn
17557	jaAr
*uw
17560	qurobaY`
17563	jaAr
17565	junub
17568	SaAHib
17571	janb
17573	{bon
17575	sabiyl
17577	maA
malakato
yamiyn
17581	<in~
{ll~ah
laA
>aHobabo
man
kaAna
muxotaAl
faxuwr
{l~a*iY
baxila
17593	>amara
17596	n~aAs
17599	buxol
17601	katama
17603	maA
A^taY
17606	{ll~ah
min
faDol
17611	>aEotadato
17615	ka`firuwn
Ea*aAb
m~uhiyn
17619	{l~a*iY
>anfaqa
17622	maAl
17624	ri}aA^'
17626	n~aAs
17628	laA
'aAmana
17632	{ll~ah
17634	laA
17637	yawom
17639	A^xir
17641	man
kaAna
17644	$ayoTa`n
17647	qariyn
17649	saA^'a
qariyn
17652	maA*aA
EalaY`
17655	law
'aAmana
17659	{ll~ah
17662	yawom
17664	A^xir
17666	>anfaqa
17668	min
maA
razaqa
17672	{ll~ah
17674	kaAna
{ll~ah
17678	Ealiym
<in~
{ll~ah
laA
Zalama
mivoqaAl
*ar~ap
17686	<in
kaAna
Hasanap
yuDa`Eifu
17692	A^taY
min
l~adun
17696	>ajor
EaZiym
17699	kayof
<i*aA
jaA^'a
17703	min
kul~
>um~ap
17707	$ahiyd
17709	jaA^'a
17713	EalaY`
ha`*aA
$ahiyd
yawoma}i*
wad~a
{l~a*iY
kafara
17722	EaSaA
17725	rasuwl
law
tusaw~aY`
17731	>aroD
17733	laA
katama
17736	{ll~ah
Hadiyv
17739	>ay~uhaA
{l~a*iY
'aAmana
17743	laA
yaqorabu
17747	Salaw`p
17750	suka`raY`
Hat~aY`
Ealima
17754	maA
qaAla
17758	laA
junub
<il~aA
EaAbiriY
sabiyl
Hat~aY`
tagotasilu
17767	<in
kaAna
17770	m~ariyD
>aw
EalaY`
safar
>aw
jaA^'a
>aHad
min
17779	min
17781	gaA^}iT
>aw
lamasu
17786	nisaA^'
17788	lam
wajada
17791	maA^'
17793	tayam~amu
17795	SaEiyd
Tay~ib
17798	{mosaHu
17801	wajoh
17804	yad
17806	<in~
{ll~ah
kaAna
Eafuw~
gafuwr
17812	lam
ra'aA
<ilaY`
{l~a*iY
A^taY
17818	naSiyb
min
17821	kita`b
{$otaraY`
17825	Dala`lap
17827	>araAda
17829	>an
Dal~a
17833	sabiyl
17835	{ll~ah
>aEolam
17838	Eaduw~
17841	kafaY`
17843	{ll~ah
waliY~
17846	kafaY`
17848	{ll~ah
naSiyr
min
{l~a*iY
haAdu
17854	yuHar~ifu
17857	kalim
Ean
m~awaADiE
17862	qaAla
17864	samiEa
17867	EaSaA
17870	samiEa
gayor
musomaE
17874	ra`Ei
17876	lay~
17878	lisaAn
17881	TaEon
fiY
17884	diyn
17886	law
>an~
17889	qaAla
17891	samiEa
17894	>aTaAEa
17897	samiEa
17899	n~aZara
17902	kaAna
xayor
17907	>aqowam
17909	la`kin
laEana
17912	{ll~ah
17914	kufor
17917	laA
'aAmana
17920	<il~aA
qaliyl
17923	>ay~uhaA
{l~a*iY
A^taY
17928	kita`b
'aAmana
17932	maA
naz~ala
17935	muSad~iq
17937	maA
maE
17940	min
qabol
>an
Tumisato
wajoh
17946	rad~a
17948	EalaY`
dubur
17951	>aw
laEana
17955	maA
laEana
17958	>aSoHa`b
17960	s~abot
17962	kaAna
>amor
{ll~ah
mafoEuwl
<in~
{ll~ah
laA
gafara
>an
>a$oraka
17975	gafara
maA
duwn
*a`lik
17980	man
$aA^'a
17983	man
>a$oraka
17986	{ll~ah
17988	qad
{fotaraY`
<ivom
EaZiym
17993	lam
ra'aA
<ilaY`
{l~a*iY
zak~aY`
17999	nafos
18001	bal
{ll~ah
zak~aY`
man
$aA^'a
18007	laA
Zalama
18010	fatiyl
n~aZara
kayof
{fotaraY`
18015	EalaY`
{ll~ah
18018	ka*ib
18020	kafaY`
18023	<ivom
m~ubiyn
18026	lam
ra'aA
<ilaY`
{l~a*iY
A^taY
18032	naSiyb
min
18035	kita`b
'aAmana
18040	jibot
18043	T~a`guwt
18045	qaAla
18048	{l~a*iY
kafara
18051	ha`*aA
>ahodaY`
min
{l~a*iY
'aAmana
18057	sabiyl
>uwla`^}ik
{l~a*iY
laEana
18062	{ll~ah
18064	man
laEana
{ll~ah
18068	lan
wajada
18072	naSiyr
>am
18076	naSiyb
min
18079	mulok
18081	<i*FA
laA
A^taY
18086	n~aAs
naqiyr
>am
Hasada
18092	n~aAs
EalaY`
maA
A^taY
18097	{ll~ah
min
faDol
18102	qad
A^taY
18105	'aAl
<iboraAhiym
18108	kita`b
18111	Hikomap
18113	A^taY
18116	mulok
EaZiym
18119	min
18121	man
'aAmana
18126	min
18128	man
Sad~a
Ean
18133	kafaY`
18135	jahan~am
saEiyr
<in~
{l~a*iY
kafara
18142	'aAyap
18144	sawof
>uSoliy
18147	naAr
kul~amaA
naDijato
juluwd
18152	bad~ala
18155	juluwd
gayor
18159	*aAqu
18162	Ea*aAb
<in~
{ll~ah
kaAna
Eaziyz
Hakiym
18169	{l~a*iY
'aAmana
18173	Eamila
18176	S~a`liHa`t
18178	>udoxila
18180	jan~ap
jarayo
min
taHot
18186	nahar
xa`lid
fiY
18190	>abadFA
18193	fiY
18195	zawoj
m~uTah~arap
18198	>udoxila
18200	Zil~
Zaliyl
<in~
{ll~ah
>amara
18206	>an
yu&ad~i
18210	>ama`na`t
<ilaY`
>ahol
18215	<i*aA
Hakama
18218	bayon
18220	n~aAs
>an
Hakama
18226	Eadol
<in~
{ll~ah
niEoma
maA
waEaZo
18235	<in~
{ll~ah
kaAna
samiyE
baSiyr
18241	>ay~uhaA
{l~a*iY
'aAmana
18245	>aTaAEa
18247	{ll~ah
18249	>aTaAEa
18252	rasuwl
18254	>uwliY
18256	>amor
min
18260	<in
tana`zaEu
18263	fiY
$aYo'
18266	rad~a
18269	<ilaY`
{ll~ah
18273	rasuwl
<in
kaAna
18277	'aAmana
18280	{ll~ah
18283	yawom
18285	A^xir
*a`lik
xayor
18289	>aHosan
ta>owiyl
18292	lam
ra'aA
<ilaY`
{l~a*iY
zaEama
18298	>an~
18300	'aAmana
18303	maA
>anzala
<ilaY`
18308	maA
>anzala
min
qabol
18313	>araAda
18315	>an
yataHaAkamu
18318	<ilaY`
18320	T~a`guwt
18322	qad
>amara
18325	>an
kafara
18331	>araAda
18333	$ayoTa`n
>an
>aDal~a
18337	Dala`l
baEiyd
18340	<i*aA
qaAla
18344	taEaAla
18346	<ilaY`
maA
>anzala
{ll~ah
18351	<ilaY`
18353	rasuwl
ra'aA
18357	muna`fiquwn
Sad~a
18360	Ean
18362	Suduwd
18364	kayof
<i*aA
>aSaAba
18368	m~uSiybap
18370	maA
qad~ama
yad
18374	vum~
jaA^'a
18378	Halafo
18381	{ll~ah
<in
>araAda
18385	<il~aA
<iHosa`n
18388	tawofiyq
>uwla`^}ik
{l~a*iY
Ealima
{ll~ah
maA
fiY
qalob
18398	>aEoraDa
Ean
18402	waEaZo
18405	qaAla
18408	fiY
nafos
18411	qawol
baliyg
18414	maA
>arosala
18417	min
rasuwl
<il~aA
18421	yuTaAEu
18423	<i*on
{ll~ah
18426	law
>an~
18429	<i*
Zalama
18432	nafos
18434	jaA^'a
18438	{sotagofara
18440	{ll~ah
18442	{sotagofara
18446	rasuwl
18448	wajada
18450	{ll~ah
taw~aAb
r~aHiym
18454	laA
18456	rab~
18458	laA
'aAmana
18461	Hat~aY`
yuHak~imu
18465	fiY
maA
$ajara
bayon
18470	vum~
laA
wajada
18474	fiY
nafos
18477	Haraj
min
maA
qaDaY`^
18483	sal~ama
18485	tasoliym
18487	law
>an~
18490	kataba
18492	EalaY`
18494	>an
qatala
18497	nafos
18499	>aw
xaraja
18502	min
daAr
18505	maA
faEala
18509	<il~aA
qaliyl
min
18514	law
>an~
18517	faEala
18519	maA
waEaZo
18525	kaAna
xayor
18530	>a$ad~
tavobiyt
18533	<i*FA
18535	A^taY
18538	min
l~adun
18541	>ajor
EaZiym
18545	hadaY
18548	Sira`T
m~usotaqiym
18551	man
>aTaAEa
{ll~ah
18556	rasuwl
18558	>uwla`^}ik
maE
{l~a*iY
>anoEama
{ll~ah
EalaY`
18565	min
18567	n~abiY~
18570	Sid~iyq
18573	$ahiyd
18576	Sa`liH
18578	Hasuna
>uwla`^}ik
rafiyq
*a`lik
18583	faDol
min
{ll~ah
18587	kafaY`
18589	{ll~ah
Ealiym
18592	>ay~uhaA
{l~a*iY
'aAmana
18596	>axa*a
18598	Hi*or
18601	nafara
18603	vubaAt
>aw
nafara
18607	jamiyE
18609	<in~
min
18613	man
18615	yubaT~i}a
18618	<in
>aSaAba
18621	m~uSiybap
qaAla
qad
>anoEama
{ll~ah
EalaY`
18628	<i*
lam
kaAna
maE
18633	$ahiyd
18636	<in
>aSaAba
18639	faDol
min
{ll~ah
18643	qaAla
18646	>an
lam
kaAna
bayon
18652	bayon
18654	m~awad~ap
18656	layot
18658	kaAna
18660	maE
18663	faAza
fawoz
EaZiym
18668	qa`tala
fiY
sabiyl
{ll~ah
{l~a*iY
$ara
18676	Hayaw`p
18678	d~unoyaA
18681	A^xir
18683	man
qa`tala
fiY
sabiyl
{ll~ah
18689	qatala
>aw
galabu
18693	sawof
A^taY
18696	>ajor
EaZiym
18699	maA
18702	laA
qa`tala
18705	fiY
sabiyl
{ll~ah
18710	m~usotaDoEafuwn
min
18713	rijaAl
18716	nisaA^'
18719	waliyd
{l~a*iY
qaAla
18723	rab~
18725	>axoraja
18727	min
ha`*aA
18730	qaroyap
18732	ZaAlim
>ahol
18736	jaEala
18739	min
l~adun
18742	waliY~
18744	jaEala
18747	min
l~adun
18750	naSiyr
{l~a*iY
'aAmana
18754	qa`tala
18756	fiY
sabiyl
{ll~ah
18760	{l~a*iY
kafara
18763	qa`tala
18765	fiY
sabiyl
18768	T~a`guwt
18770	qa`tala
18772	waliY~
18774	$ayoTa`n
<in~
kayod
18778	$ayoTa`n
kaAna
DaEiyf
18782	lam
ra'aA
<ilaY`
{l~a*iY
qaAla
18789	kaf~a
18791	yad
18794	>aqaAma
18797	Salaw`p
18799	A^taY
18802	zakaw`p
18804	lam~aA
kataba
EalaY`
18809	qitaAl
<i*aA2
fariyq
min
18814	xa$iYa
18817	n~aAs
18819	xa$oyap
{ll~ah
>aw
>a$ad~
xa$oyap
18825	qaAla
18827	rab~
18830	maA
kataba
18833	EalaY`
18836	qitaAl
lawolaA^
>ax~ara
18841	<ilaY`
>ajal
qariyb
qaAla
mata`E
18847	d~unoyaA
qaliyl
18851	A^xir
xayor
18854	man
{t~aqaY`
18857	laA
Zalama
18860	fatiyl
>ayon
maA
kaAna
18865	>adoraka
18868	mawot
18870	law
kaAna
18873	fiY
buruwj
m~u$ay~adap
18877	<in
>aSaAba
18880	Hasanap
qaAla
18883	ha`*aA
min
Eind
{ll~ah
18888	<in
>aSaAba
18891	say~i}ap
qaAla
18894	ha`*aA
min
Eind
18898	qaAla
kul~
min
Eind
{ll~ah
18904	maA
18906	ha`*aA
18908	qawom
laA
kaAda
18912	yafoqahu
18914	Hadiyv
maA
>aSaAba
18918	min
Hasanap
18921	min
{ll~ah
18924	maA
>aSaAba
18927	min
say~i}ap
18930	min
nafos
18934	>arosala
18939	n~aAs
rasuwl
18942	kafaY`
18944	{ll~ah
$ahiyd
man
>aTaAEa
18949	rasuwl
18951	qad
>aTaAEa
{ll~ah
18955	man
tawal~aY`
18958	maA
>arosala
18962	EalaY`
18964	HafiyZ
18966	qaAla
18968	TaAEap
18970	<i*aA
baraza
18973	min
Eind
18976	bay~ata
TaA^}ifap
min
18980	gayor
{l~a*iY
qaAla
18984	{ll~ah
kataba
maA
bay~ata
18990	>aEoraDa
Ean
18994	tawak~alo
EalaY`
{ll~ah
18998	kafaY`
19000	{ll~ah
wakiyl
19004	laA
yatadab~aru
19008	quro'aAn
19010	law
kaAna
min
Eind
gayor
{ll~ah
19017	wajada
19019	fiY
19021	{xotila`f
kaviyr
19024	<i*aA
jaA^'a
19027	>amor
min
19030	>amon
>aw
19033	xawof
>a*aAEu
19039	law
rad~a
19043	<ilaY`
19045	rasuwl
19047	<ilaY`
>uwliY
19050	>amor
min
19054	Ealima
19056	{l~a*iY
yasotan[biTu
19060	min
19063	lawolaA^
faDol
{ll~ah
EalaY`
19069	raHomap
19072	{t~abaEa
19075	$ayoTa`n
<il~aA
qaliyl
19079	qa`tala
fiY
sabiyl
{ll~ah
laA
yukal~ifu
<il~aA
nafos
19089	Har~iDi
19091	mu&omin
EasaY
{ll~ah
>an
kaf~a
ba>os
{l~a*iY
kafara
19101	{ll~ah
>a$ad~
ba>os
19105	>a$ad~
tankiyl
man
ya$ofaEu
$afa`Eap
Hasanap
kaAna
19114	naSiyb
min
19118	man
ya$ofaEu
$afa`Eap
say~i}ap
kaAna
19125	kifol
min
19129	kaAna
{ll~ah
EalaY`
kul~
$aYo'
m~uqiyt
19136	<i*aA
Hay~a
19140	taHiy~ap
19142	Hay~a
19145	>aHosan
min
19148	>aw
rad~a
19152	<in~
{ll~ah
kaAna
EalaY`
kul~
$aYo'
Hasiyb
{ll~ah
laA
<ila`h
<il~aA
19165	jamaEa
19168	<ilaY`
yawom
19171	qiya`map
laA
rayob
fiY
19177	man
>aSodaq
min
{ll~ah
Hadiyv
19183	maA
19186	fiY
19188	muna`fiquwn
fi}ap
19191	{ll~ah
>arokasa
19195	maA
kasaba
19199	>araAda
19201	>an
hadaY
19204	man
>aDal~a
{ll~ah
19208	man
>aDal~a
{ll~ah
19212	lan
wajada
19216	sabiyl
wad~a
19219	law
kafara
19223	maA
kafara
19227	kaAna
19229	sawaA^'
19231	laA
{t~axa*a
19234	min
19236	waliY~
Hat~aY`
haAjara
19240	fiY
sabiyl
{ll~ah
19244	<in
tawal~aY`
19248	>axa*a
19252	qatala
19255	Hayov
wajada
19260	laA
{t~axa*a
19263	min
19265	waliY~
19267	laA
naSiyr
<il~aA
{l~a*iY
yaSilu
19273	<ilaY`
qawom
bayon
19278	bayon
19280	m~iyva`q
>aw
jaA^'a
19285	HaSirato
Sador
19288	>an
qa`tala
19292	>aw
qa`tala
19295	qawom
19298	law
$aA^'a
{ll~ah
19302	sal~aTa
19304	EalaY`
19308	qa`tala
19312	<in
{Eotazala
19317	lam
qa`tala
19322	>aloqaY`^
19324	<ilaY`
19327	salam
19329	maA
jaEala
{ll~ah
19334	EalaY`
19336	sabiyl
19338	wajada
19340	A^xar
>araAda
19343	>an
>amina
19348	>amina
19350	qawom
19352	kul~
maA
rad~a
19356	<ilaY`
19358	fitonap
>arokasa
19361	fiY
19364	<in
lam
{Eotazala
19370	>aloqaY`^
19372	<ilaY`
19375	salam
19377	kaf~a
19379	yad
19382	>axa*a
19386	qatala
19389	Hayov
vuqifu
19394	>uwlaA^'
jaEala
19399	EalaY`
19401	suloTa`n
m~ubiyn
19404	maA
kaAna
19407	mu&omin
>an
qatala
mu&omin
<il~aA
xaTa_#
19414	man
qatala
mu&omin
xaTa_#
19419	taHoriyr
raqabap
m~u&ominap
19423	diyap
m~usal~amap
<ilaY`
>ahol
19428	<il~aA
>an
taSad~aqa
19433	<in
kaAna
min
qawom
Eaduw~
19442	mu&omin
19444	taHoriyr
raqabap
m~u&ominap
19448	<in
kaAna
min
qawom
bayon
19455	bayon
19457	m~iyva`q
19459	diyap
m~usal~amap
<ilaY`
>ahol
19465	taHoriyr
raqabap
m~u&ominap
19469	man
lam
wajada
19473	SiyaAm
$ahor
mutataAbiEayon
tawobap
min
{ll~ah
19480	kaAna
{ll~ah
Ealiym
Hakiym
19485	man
qatala
mu&omin
m~utaEam~id
19490	jazaA^'
19492	jahan~am
xa`lid
fiY
19497	gaDiba
{ll~ah
EalaY`
19502	laEana
19505	>aEad~a
19508	Ea*aAb
EaZiym
19511	>ay~uhaA
{l~a*iY
'aAmana
19515	<i*aA
Daraba
19518	fiY
sabiyl
{ll~ah
19522	tabay~ana
19525	laA
qaAla
19529	man
>aloqaY`^
<ilaY`
19534	sala`m
l~ayosa
19537	mu&omin
{botagaY`
19540	EaraD
19542	Hayaw`p
19544	d~unoyaA
19546	Eind
{ll~ah
magaAnim
kaviyrap
19551	*a`lik
kaAna
19554	min
qabol
19557	man~a
{ll~ah
EalaY`
19562	tabay~ana
19564	<in~
{ll~ah
kaAna
19568	maA
Eamila
19571	xabiyr
laA
{sotawaY`^
19575	qaAEid
min
19578	mu&omin
gayor
>uwliY
19582	D~arar
19585	muja`hidiyn
fiY
sabiyl
{ll~ah
19590	maAl
19593	nafos
19595	faD~ala
{ll~ah
19598	muja`hidiyn
19600	maAl
19603	nafos
19605	EalaY`
19607	qaAEid
darajap
19610	kul~
waEada
{ll~ah
19614	HusonaY`
19616	faD~ala
{ll~ah
19619	muja`hidiyn
EalaY`
19622	qaAEid
>ajor
EaZiym
darajap
min
19629	m~agofirap
19631	raHomap
19633	kaAna
{ll~ah
gafuwr
r~aHiym
<in~
{l~a*iY
tawaf~aY`
19642	malak
ZaAlimiY^
nafos
19646	qaAla
19648	fiY
maA
kaAna
19652	qaAla
19654	kaAna
19656	m~usotaDoEafuwn
fiY
19659	>aroD
qaAla
19663	lam
kaAna
>aroD
{ll~ah
wa`siEap
19669	haAjara
19671	fiY
19674	>uwla`^}ik
ma>owaY`
19677	jahan~am
19679	saA^'a
maSiyr
<il~aA
19683	m~usotaDoEafuwn
min
19686	rijaAl
19689	nisaA^'
19692	waliyd
laA
{sotaTaAEa
19696	Hiylap
19698	laA
{hotadaY`
19701	sabiyl
19703	>uwla`^}ik
EasaY
{ll~ah
>an
EafaA
Ean
19711	kaAna
{ll~ah
Eafuw~
gafuwr
19716	man
haAjara
fiY
sabiyl
{ll~ah
wajada
fiY
19724	>aroD
mura`gam
kaviyr
19728	saEap
19730	man
xaraja
min
bayot
19735	muhaAjir
<ilaY`
{ll~ah
19739	rasuwl
19741	vum~
>adoraka
19745	mawot
19747	qad
waqaEa
>ajor
19751	EalaY`
{ll~ah
19754	kaAna
{ll~ah
gafuwr
r~aHiym
19759	<i*aA
Daraba
19762	fiY
19764	>aroD
19766	l~ayosa
EalaY`
19769	junaAH
>an
taqoSuru
19773	min
19775	Salaw`p
<in
xaAfa
19779	>an
fatanu
19782	{l~a*iY
kafara
19785	<in~
19787	ka`firuwn
kaAna
19792	Eaduw~
m~ubiyn
19795	<i*aA
kaAna
19798	fiY
19801	>aqaAma
19806	Salaw`p
19809	qaAma
TaA^}ifap
min
19813	maE
19817	>axa*a
19819	>asoliHat
19822	<i*aA
sajada
19827	kaAna
19829	min
waraA^'
19834	>ataY
TaA^}ifap
A^xar
lam
Sal~aY`
19842	Sal~aY`
19844	maE
19848	>axa*a
19850	Hi*or
19853	>asoliHat
19855	wad~a
{l~a*iY
kafara
19859	law
tagofulu
19862	Ean
>asoliHat
19866	mata`E
19869	yamiylu
19871	EalaY`
19873	m~ayolap
wa`Hidap
19876	laA
junaAH
EalaY`
19880	<in
kaAna
19884	>a*FY
min
m~aTar
>aw
kaAna
19890	m~ariyD
>an
waDaEa
19894	>asoliHat
19897	>axa*a
19899	Hi*or
19901	<in~
{ll~ah
>aEad~a
19906	ka`firuwn
Ea*aAb
m~uhiyn
19910	<i*aA
qaDaY`^
19914	Salaw`p
19916	*akara
19918	{ll~ah
qaA^}im
19921	quEuwd
19923	EalaY`
janb
19927	<i*aA
{Toma>an~a
19931	>aqaAma
19934	Salaw`p
<in~
19937	Salaw`p
kaAna
EalaY`
19941	mu&omin
kita`b
m~awoquwt
19945	laA
wahana
19948	fiY
{botigaA^'
19951	qawom
<in
kaAna
19955	ya>olamu
19958	<in~
19960	ya>olamu
19963	maA
ya>olamu
19967	yarojuwA@
19969	min
{ll~ah
maA
laA
yarojuwA@
19976	kaAna
{ll~ah
Ealiym
Hakiym
<in~
19982	>anzala
19984	<ilaY`
19987	kita`b
19990	Haq~
19992	Hakama
bayon
19995	n~aAs
19997	maA
ra'aA
20000	{ll~ah
20002	laA
kaAna
20006	xaA^}iniyn
xaSiym
20009	{sotagofara
{ll~ah
<in~
{ll~ah
kaAna
gafuwr
r~aHiym
20017	laA
ja`dalu
Ean
{l~a*iY
yaxotaAnu
20023	nafos
20025	<in~
{ll~ah
laA
>aHobabo
man
kaAna
xaw~aAn
>aviym
yasotaxofu
20035	min
20037	n~aAs
20039	laA
yasotaxofu
20042	min
{ll~ah
20046	maE
20048	<i*
bay~ata
20051	maA
laA
r~aDiYa
min
20056	qawol
20058	kaAna
{ll~ah
20061	maA
Eamila
20064	muHiyT
20067	ha`*aA
ja`dalu
20070	Ean
20072	fiY
20074	Hayaw`p
20076	d~unoyaA
20078	man
ja`dalu
{ll~ah
Ean
20083	yawom
20085	qiya`map
>am
man
kaAna
EalaY`
20091	wakiyl
20093	man
Eamila
suw^'
>aw
Zalama
nafos
20100	vum~
{sotagofara
{ll~ah
wajada
{ll~ah
gafuwr
r~aHiym
20108	man
kasaba
<ivom
20112	<in~
maA
kasaba
20116	EalaY`
nafos
20120	kaAna
{ll~ah
Ealiym
Hakiym
20125	man
kasaba
xaTiy^_#ap
>aw
<ivom
vum~
ramaY`
20134	bariY^'
20136	qad
{Hotamala
buhota`n
20140	<ivom
m~ubiyn
20143	lawolaA^
faDol
{ll~ah
EalaY`
20149	raHomap
20152	ham~a
TaA^}ifap
min
20156	>an
>aDal~a
20161	maA
>aDal~a
20164	<il~aA
nafos
20168	maA
yaDur~a
20172	min
$aYo'
20175	>anzala
{ll~ah
EalaY`
20180	kita`b
20183	Hikomap
20185	Eal~ama
20187	maA
lam
kaAna
Ealima
20192	kaAna
faDol
{ll~ah
EalaY`
20197	EaZiym
laA
xayor
fiY
kaviyr
min
najowaY`^
20205	<il~aA
man
>amara
20209	Sadaqap
>aw
m~aEoruwf
>aw
<iSola`H
bayon
20216	n~aAs
20218	man
faEala
*a`lik
{botigaA^'
maroDaAt
{ll~ah
20225	sawof
A^taY
20228	>ajor
EaZiym
20231	man
$aA^q~u
20234	rasuwl
min
baEod
maA
tabay~ana
20242	hudFY
20244	{t~abaEa
gayor
sabiyl
20248	mu&omin
wal~aY`
20251	maA
tawal~aY`
20254	>uSoliy
20256	jahan~am
20258	saA^'a
maSiyr
>an~
{ll~ah
laA
gafara
>an
>a$oraka
20269	gafara
maA
duwn
*a`lik
20274	man
$aA^'a
20277	man
>a$oraka
20280	{ll~ah
20282	qad
Dal~a
Dala`l
baEiyd
<in
daEaA
20289	min
duwn
20292	<il~aA
>unvaY`
20295	<in
daEaA
20298	<il~aA
$ayoTa`n
m~ariyd
laEana
20303	{ll~ah
20305	qaAla
20307	{t~axa*a
20309	min
Eabod
20312	naSiyb
m~aforuwD
20316	>aDal~a
20321	yuman~iy
20326	>amara
20331	yubat~iku
20333	>u*unN
20335	n~aEam
20338	>amara
20343	yugay~iru
20345	xaloq
{ll~ah
20348	man
{t~axa*a
20351	$ayoTa`n
waliY~
min
duwn
{ll~ah
20357	qad
xasira
xusoraAn
m~ubiyn
waEada
20364	yuman~iy
20367	maA
waEada
20371	$ayoTa`n
<il~aA
guruwr
>uwla`^}ik
ma>owaY`
20377	jahan~am
20379	laA
wajada
20382	Ean
20384	m~aHiyS
20386	{l~a*iY
'aAmana
20390	Eamila
20393	S~a`liHa`t
20395	>udoxila
20397	jan~ap
jarayo
min
taHot
20403	nahar
xa`lid
fiY
20407	>abadFA
waEod
{ll~ah
Haq~
20412	man
>aSodaq
min
{ll~ah
qiyl
l~ayosa
20419	>umoniy~at
20422	laA
>umoniy~at
>ahol
20426	kita`b
man
Eamila
suw^'
jazaY`
20434	laA
wajada
20438	min
duwn
{ll~ah
waliY~
20443	laA
naSiyr
20446	man
Eamila
min
20450	S~a`liHa`t
min
*akar
>aw
>unvaY`
20457	mu&omin
20459	>uwla`^}ik
daxala
20463	jan~ap
20465	laA
Zalama
20468	naqiyr
20470	man
>aHosan
diyn
min
man
>asolama
wajoh
20479	{ll~ah
20482	muHosin
20484	{t~abaEa
mil~ap
<iboraAhiym
Haniyf
20489	{t~axa*a
{ll~ah
<iboraAhiym
xaliyl
20495	{ll~ah
maA
fiY
20499	samaA^'
20501	maA
fiY
20504	>aroD
20506	kaAna
{ll~ah
20509	kul~
$aYo'
muHiyT
20513	yasotafotu
20516	fiY
20518	nisaA^'
qaAla
{ll~ah
yufotiy
20523	fiY
20526	maA
talaY`
EalaY`
20530	fiY
20532	kita`b
fiY
yatiym
20536	nisaA^'
{l~a*iY
laA
A^taY
20542	maA
kataba
20547	yarogabu
20549	>an
nakaHa
20555	m~usotaDoEafuwn
min
20558	waliyd
20560	>an
qaAma
20565	yatiym
20568	qisoT
20570	maA
faEala
20573	min
xayor
20576	<in~
{ll~ah
kaAna
20581	Ealiym
20583	<in
{mora>at
xaAfa
min
baEol
20589	nu$uwz
>aw
<iEoraAD
20593	laA
junaAH
EalaY`
20597	>an
>aSolaHa
20600	bayon
20602	SuloH
20605	SuloH
xayor
20608	>aHoDarato
20610	nafos
20612	$uH~
20614	<in
>aHosana
20618	{t~aqaY`
20621	<in~
{ll~ah
kaAna
20625	maA
Eamila
20628	xabiyr
20630	lan
{sotaTaAEa
20633	>an
Eadala
20636	bayon
20638	nisaA^'
20640	law
HaraSo
20644	laA
yamiylu
20647	kul~
20649	mayol
20651	ya*ara
20656	muEal~aqap
20658	<in
>aSolaHa
20662	{t~aqaY`
20665	<in~
{ll~ah
kaAna
gafuwr
r~aHiym
20671	<in
tafar~aqa
20674	>agonato
{ll~ah
kul~
min
saEap
20681	kaAna
{ll~ah
wa`siE
Hakiym
20687	{ll~ah
maA
fiY
20691	samaA^'
20693	maA
fiY
20696	>aroD
20699	qad
waS~aY`
20702	{l~a*iY
A^taY
20706	kita`b
min
qabol
20711	<iy~aA
>an
{t~aqaY`
20715	{ll~ah
20717	<in
kafara
20721	<in~
20723	{ll~ah
maA
fiY
20727	samaA^'
20729	maA
fiY
20732	>aroD
20734	kaAna
{ll~ah
ganiY~
Hamiyd
20740	{ll~ah
maA
fiY
20744	samaA^'
20746	maA
fiY
20749	>aroD
20751	kafaY`
20753	{ll~ah
wakiyl
<in
$aA^'a
>a*ohaba
20759	>ay~uhaA
20761	n~aAs
20763	>ataY
20765	A^xar
20767	kaAna
{ll~ah
EalaY`
*a`lik
qadiyr
man
kaAna
>araAda
vawaAb
20777	d~unoyaA
20779	Eind
{ll~ah
vawaAb
20783	d~unoyaA
20786	A^xir
20788	kaAna
{ll~ah
samiyE
baSiyr
20793	>ay~uhaA
{l~a*iY
'aAmana
20797	kaAna
20799	qaw~a`miyn
20802	qisoT
$ahiyd
20805	{ll~ah
20807	law
EalaY`
nafos
20811	>aw
20813	waAlid
20816	>aqorab
<in
kaAna
ganiY~
>aw
faqiyr
20823	{ll~ah
>awolaY`
20828	laA
{t~abaEa
20832	hawaA^'
>an
Eadala
20837	<in
yalo
20840	>aw
>aEoraDa
20844	<in~
{ll~ah
kaAna
20848	maA
Eamila
20851	xabiyr
20853	>ay~uhaA
{l~a*iY
'aAmana
20857	'aAmana
20860	{ll~ah
20862	rasuwl
20866	kita`b
{l~a*iY
naz~ala
EalaY`
rasuwl
20874	kita`b
{l~a*iY
>anzala
min
qabol
20880	man
kafara
20883	{ll~ah
20885	malak
20888	kita`b
20891	rasuwl
20895	yawom
20897	A^xir
20899	qad
Dal~a
Dala`l
baEiyd
<in~
{l~a*iY
'aAmana
20907	vum~
kafara
20910	vum~
'aAmana
20913	vum~
kafara
20916	vum~
{zodaAdu
20919	kufor
lam
kaAna
{ll~ah
20924	gafara
20928	laA
20930	hadaY
20932	sabiyl
bu$~ira
20935	muna`fiquwn
20937	>an~
20940	Ea*aAb
>aliym
{l~a*iY
{t~axa*a
20946	ka`firuwn
waliY~
min
duwn
20951	mu&omin
20953	{botagaY`
20955	Eind
20958	Eiz~ap
20960	<in~
20962	Eiz~ap
20964	{ll~ah
jamiyE
20967	qad
naz~ala
EalaY`
20971	fiY
20973	kita`b
>an
<i*aA
samiEa
20978	'aAyap
{ll~ah
kafara
20984	{sotuhozi}a
20988	laA
qaEada
20991	maE
20993	Hat~aY`
xaADu
20996	fiY
Hadiyv
gayor
21000	<in~
21002	<i*FA
mivol
21005	<in~
{ll~ah
jaAmiE
21009	muna`fiquwn
21012	ka`firuwn
fiY
jahan~am
jamiyE
{l~a*iY
tarab~aSo
21022	<in
kaAna
21026	fatoH
min
{ll~ah
qaAla
21032	lam
kaAna
maE
21037	<in
kaAna
21041	ka`firuwn
naSiyb
qaAla
21046	lam
{sotaHowa*a
EalaY`
21051	m~anaEa
21053	min
21055	mu&omin
21057	{ll~ah
Hakama
bayon
21061	yawom
21063	qiya`map
21065	lan
jaEala
{ll~ah
21070	ka`firuwn
EalaY`
21073	mu&omin
sabiyl
<in~
21077	muna`fiquwn
yuxa`diEu
21080	{ll~ah
21083	xa`diE
21086	<i*aA
qaAma
21089	<ilaY`
21091	Salaw`p
qaAma
21094	kusaAlaY`
yuraA^'u
21098	n~aAs
21100	laA
*akara
21103	{ll~ah
<il~aA
qaliyl
m~u*abo*abiyn
bayon
*a`lik
laA
<ilaY`
ha`*aA
21113	laA
<ilaY`
ha`*aA
21117	man
>aDal~a
{ll~ah
21121	lan
wajada
21125	sabiyl
21127	>ay~uhaA
{l~a*iY
'aAmana
21131	laA
{t~axa*a
21135	ka`firuwn
waliY~
min
duwn
21140	mu&omin
21142	>araAda
21144	>an
jaEala
21148	{ll~ah
EalaY`
21151	suloTa`n
m~ubiyn
<in~
21155	muna`fiquwn
fiY
21158	d~arok
21160	>asofal
min
21163	naAr
21165	lan
wajada
21169	naSiyr
<il~aA
{l~a*iY
taAba
21175	>aSolaHa
21178	{EotaSamu
21181	{ll~ah
21183	>axolaSu
21185	diyn
21188	{ll~ah
21190	>uwla`^}ik
maE
21193	mu&omin
21195	sawof
A^taY
{ll~ah
21199	mu&omin
>ajor
EaZiym
maA
faEala
{ll~ah
21206	Ea*aAb
21208	<in
$akara
21212	'aAmana
21215	kaAna
{ll~ah
$aAkir
Ealiym
laA
>aHobabo
{ll~ah
21223	jahor
21226	suw^'
min
21229	qawol
<il~aA
man
Zalama
21234	kaAna
{ll~ah
samiyE
Ealiym
<in
yubodiYa
21241	xayor
>aw
>uxofiYa
21246	>aw
EafaA
21249	Ean
suw^'
21252	<in~
{ll~ah
kaAna
Eafuw~
qadiyr
<in~
{l~a*iY
kafara
21262	{ll~ah
21264	rasuwl
21267	>araAda
21269	>an
far~aqu
21272	bayon
{ll~ah
21275	rasuwl
21278	qaAla
21280	'aAmana
21282	baEoD
21284	kafara
21286	baEoD
21288	>araAda
21290	>an
{t~axa*a
21293	bayon
*a`lik
sabiyl
>uwla`^}ik
21299	ka`firuwn
Haq~
21302	>aEotadato
21306	ka`firuwn
Ea*aAb
m~uhiyn
21310	{l~a*iY
'aAmana
21314	{ll~ah
21316	rasuwl
21319	lam
far~aqu
21322	bayon
>aHad
min
21326	>uwla`^}ik
sawof
A^taY
21330	>ajor
21333	kaAna
{ll~ah
gafuwr
r~aHiym
sa>ala
21339	>ahol
21341	kita`b
>an
naz~ala
EalaY`
21346	kita`b
min
21349	samaA^'
21351	qad
sa>ala
21354	muwsaY`
>akobar
min
*a`lik
21359	qaAla
21361	>arayo
21363	{ll~ah
jahorap
21366	>axa*a
21369	SaAEiqap
21371	Zulom
21373	vum~
{t~axa*a
21377	Eijol
min
baEod
maA
jaA^'a
21384	bay~inap
21386	EafaA
21388	Ean
*a`lik
21391	A^taY
21393	muwsaY`
suloTa`n
m~ubiyn
21397	rafaEa
21399	fawoq
21402	Tuwr
21404	m~iyva`q
21407	qaAla
21411	daxala
21414	baAb
saAjid
21417	qaAla
21421	laA
yaEodu
21424	fiY
21426	s~abot
21428	>axa*a
21430	min
21432	m~iyva`q
galiyZ
21436	maA
naqoD
21439	m~iyva`q
21442	kufor
21445	'aAyap
{ll~ah
21448	qatol
21451	n~abiY~
21453	gayor
Haq~
21456	qawol
21458	qalob
21460	gulof
bal
TabaEa
{ll~ah
EalaY`
21467	kufor
21470	laA
'aAmana
21473	<il~aA
qaliyl
21477	kufor
21480	qawol
21482	EalaY`
maroyam
buhota`n
EaZiym
21487	qawol
21489	<in~
21491	qatala
21494	masiyH
EiysaY
{bon
maroyam
rasuwl
{ll~ah
21501	maA
qatala
21506	maA
Salabu
21511	la`kin
$ub~iha
21516	<in~
{l~a*iY
{xotalafa
21520	fiY
21523	fiY
$ak~
min
21527	maA
21532	min
Eilom
<il~aA
{t~ibaAE
21537	Zan~
21539	maA
qatala
21543	yaqiyn
bal
rafaEa
21547	{ll~ah
<ilaY`
21551	kaAna
{ll~ah
Eaziyz
Hakiym
21556	<in
min
>ahol
21560	kita`b
<il~aA
21563	'aAmana
21567	qabol
mawot
21571	yawom
21573	qiya`map
kaAna
EalaY`
21577	$ahiyd
21580	Zulom
min
{l~a*iY
haAdu
21585	Har~ama
21587	EalaY`
21589	Tay~iba`t
>aHal~a
21595	Sad~
21597	Ean
sabiyl
{ll~ah
kaviyr
21602	>axo*
21605	r~ibaw`A
21607	qad
nahaY`
21610	Ean
21613	>akol
21615	maAl
21617	n~aAs
21620	ba`Til
21622	>aEotadato
21626	ka`firuwn
min
21629	Ea*aAb
>aliym
la`kin
21633	r~a`sixuwn
fiY
21636	Eilom
min
21641	mu&omin
'aAmana
21645	maA
>anzala
<ilaY`
21650	maA
>anzala
min
qabol
21657	m~uqiym
21659	Salaw`p
21662	mu&otuwn
21664	zakaw`p
21667	mu&omin
21669	{ll~ah
21672	yawom
21674	A^xir
>uwla`^}ik
21677	A^taY
21679	>ajor
EaZiym
<in~
21683	>awoHaY`^
21685	<ilaY`
21688	maA
>awoHaY`^
21691	<ilaY`
nuwH
21695	n~abiY~
min
baEod
21700	>awoHaY`^
21702	<ilaY`
<iboraAhiym
21705	<isomaAEiyl
21707	<isoHaAq
21709	yaEoquwb
21712	>asobaAT
21714	EiysaY
21716	>ay~uwb
21718	yuwnus
21720	ha`ruwn
21722	sulayoma`n
21724	A^taY
21726	daAwud
zabuwr
21729	rasuwl
qad
qaS~a
21734	EalaY`
21736	min
qabol
21739	rasuwl
lam
qaS~a
21743	EalaY`
21746	kal~ama
{ll~ah
muwsaY`
takoliym
rasuwl
muba$~ir
21753	mun*ir
21755	laA
kaAna
21759	n~aAs
EalaY`
{ll~ah
Huj~ap
baEod
21765	rasuwl
21767	kaAna
{ll~ah
Eaziyz
Hakiym
la`kin
{ll~ah
$ahida
21775	maA
>anzala
<ilaY`
21779	>anzala
21782	Eilom
21786	malak
$ahida
21790	kafaY`
21792	{ll~ah
$ahiyd
<in~
{l~a*iY
kafara
21799	Sad~a
21801	Ean
sabiyl
{ll~ah
qad
Dal~a
21807	Dala`l
baEiyd
<in~
{l~a*iY
kafara
21814	Zalama
21816	lam
kaAna
{ll~ah
21820	gafara
21824	laA
21826	hadaY
21828	Tariyq
<il~aA
Tariyq
jahan~am
xa`lid
fiY
21835	>abadFA
21837	kaAna
*a`lik
EalaY`
{ll~ah
yasiyr
21843	>ay~uhaA
21845	n~aAs
qad
jaA^'a
21850	rasuwl
21853	Haq~
min
rab~
21858	'aAmana
21860	xayor
21864	<in
kafara
21868	<in~
21870	{ll~ah
maA
fiY
21874	samaA^'
21877	>aroD
21879	kaAna
{ll~ah
Ealiym
Hakiym
21884	>ahol
21886	kita`b
laA
tagoluw
21890	fiY
diyn
21894	laA
qaAla
21897	EalaY`
{ll~ah
<il~aA
21901	Haq~
<in~
maA
21905	masiyH
EiysaY
{bon
maroyam
rasuwl
{ll~ah
21912	kalimap
21914	>aloqaY`^
21916	<ilaY`
maroyam
21919	ruwH
min
21923	'aAmana
21926	{ll~ah
21928	rasuwl
21931	laA
qaAla
21934	vala`vap
{ntahaY`
21937	xayor
21940	<in~
maA
{ll~ah
<ila`h
wa`Hid
suboHa`n
21947	>an
kaAna
21951	walad
21954	maA
fiY
21957	samaA^'
21959	maA
fiY
21962	>aroD
21964	kafaY`
21966	{ll~ah
wakiyl
lan
{sotankafu
21971	masiyH
>an
kaAna
Eabod
21976	{ll~ah
21978	laA
21980	malak
21982	muqar~abuwn
21984	man
{sotankafu
Ean
EibaAdat
21990	{sotakobara
21993	Ha$ara
21995	<ilaY`
21997	jamiyE
21999	>am~aA
{l~a*iY
'aAmana
22004	Eamila
22007	S~a`liHa`t
22009	waf~aY`^
22011	>ajor
22014	zaAda
22016	min
faDol
22020	>am~aA
{l~a*iY
{sotankafu
22025	{sotakobara
22028	Ea*~aba
22030	Ea*aAb
>aliym
22033	laA
wajada
22038	min
duwn
{ll~ah
waliY~
22043	laA
naSiyr
22046	>ay~uhaA
22048	n~aAs
qad
jaA^'a
22052	buroha`n
min
rab~
22057	>anzala
22059	<ilaY`
22061	nuwr
m~ubiyn
22064	>am~aA
{l~a*iY
'aAmana
22069	{ll~ah
22071	{EotaSamu
22077	>udoxila
22079	fiY
raHomap
min
22084	faDol
22086	hadaY
22088	<ilaY`
22090	Sira`T
m~usotaqiym
yasotafotu
22095	qaAla
{ll~ah
yufotiy
22099	fiY
22101	kala`lap
<in
{moru&NA
halaka
l~ayosa
22108	walad
22112	>uxot
22116	niSof
maA
taraka
22121	wariva
22123	<in
lam
kaAna
22128	walad
22130	<in
kaAna
22133	{vonatayon
22138	v~uluv
min
maA
taraka
22143	<in
kaAna
22146	<ixowapN
rijaAl
22149	nisaA^'
22153	*akar
mivol
HaZ~
22157	>unvayayon
bay~anu
{ll~ah
22162	>an
Dal~a
22166	{ll~ah
22168	kul~
$aYo'
Ealiym
22172	>ay~uhaA
{l~a*iY
'aAmana
22176	>awofaY`
22180	Euquwd
>aHal~a
22184	bahiymap
22186	n~aEam
<il~aA
maA
talaY`
EalaY`
22192	gayor
muHil~iY
22195	Sayod
22198	HaraAm
<in~
{ll~ah
Hakama
maA
>araAda
22205	>ay~uhaA
{l~a*iY
'aAmana
22209	laA
>aHal~a
22212	$aEa`^}ir
{ll~ah
22215	laA
22217	$ahor
22219	HaraAm
22221	laA
22223	hadoy
22225	laA
22227	qala`^}id
22229	laA
A^m~iyn
22232	bayot
22234	HaraAm
{botagaY`
22237	faDol
min
rab~
22242	riDowa`n
22244	<i*aA
Halalo
22248	{SoTaAdu
22251	laA
yajorima
22255	$ana_#aAn
qawom
>an
Sad~a
22261	Ean
22263	masojid
22265	HaraAm
>an
{EotadaY`
22270	taEaAwanu
22272	EalaY`
22274	bir~
22277	taqowaY
22279	laA
taEaAwanu
22282	EalaY`
22284	<ivom
22287	Eudowa`n
22289	{t~aqaY`
22291	{ll~ah
<in~
{ll~ah
$adiyd
22296	EiqaAb
Har~ama
EalaY`
22301	mayotap
22304	dam
22306	laHom
22308	xinziyr
22310	maA
>uhil~a
22313	gayor
{ll~ah
22319	munoxaniqap
22322	mawoquw*ap
22325	mutarad~iyap
22328	n~aTiyHap
22330	maA
>akala
22333	s~abuE
<il~aA
maA
*ak~ayo
22339	maA
*ubiHa
EalaY`
22343	nuSub
22345	>an
tasotaqosimu
22350	>azola`m
*a`lik
fisoq
22354	yawom
ya}isa
{l~a*iY
kafara
22359	min
diyn
22363	laA
xa$iYa
22368	xa$iYa
22372	yawom
>akomalo
22377	diyn
22380	>atam~a
22382	EalaY`
22384	niEomap
22387	r~aDiYa
22392	<isola`m
diyn
22395	man
{DoTur~a
fiY
maxomaSap
gayor
mutajaAnif
22402	<ivom
22404	<in~
{ll~ah
gafuwr
r~aHiym
sa>ala
22411	maA*aA
>aHal~a
22415	qaAla
>aHal~a
22420	Tay~iba`t
22422	maA
Eal~ama
22425	min
22427	jawaAriH
mukal~ibiyn
Eal~ama
22432	min
maA
Eal~ama
22436	{ll~ah
22438	>akala
22440	min
maA
>amosaka
22444	EalaY`
22447	*akara
22449	{som
{ll~ah
EalaY`
22454	{t~aqaY`
22456	{ll~ah
<in~
{ll~ah
sariyE
22461	HisaAb
22463	yawom
>aHal~a
22468	Tay~iba`t
22470	TaEaAm
{l~a*iY
A^taY
22475	kita`b
Hil~
22480	TaEaAm
22482	Hil~
22487	muHoSana`t
min
22490	m~u&omina`t
22493	muHoSana`t
min
{l~a*iY
A^taY
22499	kita`b
min
qabol
22503	<i*aA
A^taY
22507	>ajor
22509	m~uHoSiniyn
gayor
musa`fiHiyn
22513	laA
mut~axi*
>axodaAn
22517	man
kafara
22521	<iyma`n
22523	qad
HabiTa
Eamal
22529	fiY
22531	A^xir
min
22534	xa`siriyn
22536	>ay~uhaA
{l~a*iY
'aAmana
22540	<i*aA
qaAma
22543	<ilaY`
22545	Salaw`p
22547	{gosilu
22549	wajoh
22552	yad
22554	<ilaY`
22556	maraAfiq
22558	{mosaHu
22561	ra>os
22564	rijol
22566	<ilaY`
22568	kaEobayon
22570	<in
kaAna
22573	junub
22575	taTah~aro
22578	<in
kaAna
22581	m~ariyD
>aw
EalaY`
safar
>aw
jaA^'a
>aHad
min
22590	min
22592	gaA^}iT
>aw
lamasu
22597	nisaA^'
22599	lam
wajada
22602	maA^'
22604	tayam~amu
22606	SaEiyd
Tay~ib
22609	{mosaHu
22612	wajoh
22615	yad
22617	min
22619	maA
>araAda
{ll~ah
22623	jaEala
EalaY`
22626	min
Haraj
22629	la`kin
>araAda
22632	Tah~ara
22636	>atam~a
niEomap
22639	EalaY`
22641	laEal~
22643	$akara
22646	*akara
22648	niEomap
{ll~ah
EalaY`
22653	m~iyva`q
22655	{l~a*iY
waAvaqa
22660	<i*
qaAla
22663	samiEa
22666	>aTaAEa
22669	{t~aqaY`
22671	{ll~ah
<in~
{ll~ah
Ealiym
22676	*uw
22678	Sador
22680	>ay~uhaA
{l~a*iY
'aAmana
22684	kaAna
22686	qaw~a`miyn
22688	{ll~ah
$ahiyd
22692	qisoT
22694	laA
yajorima
22698	$ana_#aAn
qawom
EalaY`
>an
laA
Eadala
22705	Eadala
22708	>aqorab
22711	taqowaY
22713	{t~aqaY`
22715	{ll~ah
<in~
{ll~ah
xabiyr
22720	maA
Eamila
22723	waEada
{ll~ah
{l~a*iY
'aAmana
22729	Eamila
22732	S~a`liHa`t
22735	m~agofirap
22737	>ajor
EaZiym
22740	{l~a*iY
kafara
22744	ka*~aba
22747	'aAyap
22749	>uwla`^}ik
>aSoHa`b
22752	jaHiym
22754	>ay~uhaA
{l~a*iY
'aAmana
22758	*akara
22760	niEomap
{ll~ah
EalaY`
22764	<i*
ham~a
qawom
>an
basaTa
22770	<ilaY`
22772	yad
22775	kaf~a
yad
22778	Ean
22781	{t~aqaY`
22783	{ll~ah
22785	EalaY`
{ll~ah
22789	tawak~alo
22791	mu&omin
22794	qad
>axa*a
{ll~ah
m~iyva`q
bunaY~
<isoraA}iyl
22801	baEava
22803	min
22805	{vonayon
Ea$ar
naqiyb
22809	qaAla
{ll~ah
<in~
22813	maE
22816	<in
>aqaAma
22820	Salaw`p
22822	A^taY
22825	zakaw`p
22827	'aAmana
22830	rasuwl
22833	Eaz~aru
22837	>aqoraDu
22839	{ll~ah
qaroD
Hasan
22843	kaf~ara
22845	Ean
22847	say~i_#aAt
22851	>udoxila
22854	jan~ap
jarayo
min
taHot
22860	nahar
22862	man
kafara
baEod
*a`lik
min
22869	qad
Dal~a
sawaA^'
22873	sabiyl
22876	maA
naqoD
22879	m~iyva`q
22881	laEana
22885	jaEala
22887	qalob
22889	qa`siyap
yuHar~ifu
22893	kalim
Ean
m~awaADiE
22898	nasiYa
22900	HaZ~
min
maA
*uk~ira
22908	laA
zaAlat
T~alaEa
EalaY`
xaA^}inap
min
22915	<il~aA
qaliyl
min
22920	EafaA
Ean
22924	yaSofaHu
<in~
{ll~ah
>aHobabo
22929	muHosin
22931	min
{l~a*iY
qaAla
22935	<in~
22937	naSoraAniy~
>axa*a
22940	m~iyva`q
22943	nasiYa
22945	HaZ~
min
maA
*uk~ira
22953	>agorayo
22955	bayon
22958	Eada`wap
22961	bagoDaA^'
<ilaY`
yawom
22965	qiya`map
22967	sawof
nab~a>a
22970	{ll~ah
22972	maA
kaAna
22975	SanaEu
22978	>ahol
22980	kita`b
qad
jaA^'a
22984	rasuwl
22986	bay~anu
22989	kaviyr
min
maA
kaAna
22994	>uxofiYa
22996	min
22998	kita`b
23000	EafaA
Ean
kaviyr
qad
jaA^'a
23006	min
{ll~ah
nuwr
23010	kita`b
m~ubiyn
hadaY
23015	{ll~ah
man
{t~abaEa
riDowa`n
23020	sabiyl
23022	sala`m
23024	>axoraja
23026	min
23028	Zuluma`t
<ilaY`
23031	nuwr
23033	<i*on
23036	hadaY
23038	<ilaY`
Sira`T
m~usotaqiym
23042	qad
kafara
{l~a*iY
qaAla
23047	<in~
{ll~ah
23051	masiyH
{bon
maroyam
qaAla
23056	man
malakato
min
{ll~ah
$aYo'
<in
>araAda
>an
>aholaka
23066	masiyH
{bon
maroyam
23070	>um~
23073	man
fiY
23076	>aroD
jamiyE
23080	{ll~ah
mulok
23083	samaA^'
23086	>aroD
23088	maA
bayon
23091	xalaqa
maA
$aA^'a
23095	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
23101	qaAla
23103	yahuwdiy~
23106	naSoraAniy~
23108	{bon
{ll~ah
23111	>aHib~a`^&
23113	qaAla
23116	maA
Ea*~aba
23120	*anb
23122	bal
23124	ba$ar
min
man
xalaqa
gafara
23130	man
$aA^'a
23133	Ea*~aba
man
$aA^'a
23138	{ll~ah
mulok
23141	samaA^'
23144	>aroD
23146	maA
bayon
23150	<ilaY`
23153	maSiyr
23155	>ahol
23157	kita`b
qad
jaA^'a
23161	rasuwl
23163	bay~anu
23166	EalaY`
fatorap
min
23170	rasuwl
>an
qaAla
23174	maA
jaA^'a
23177	min
ba$iyr
23180	laA
na*iyr
23183	qad
jaA^'a
23186	ba$iyr
23188	na*iyr
23190	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
23196	<i*
qaAla
muwsaY`
23200	qawom
23203	qawom
23205	*akara
23207	niEomap
{ll~ah
EalaY`
23211	<i*
jaEala
fiY
23215	n~abiY~
23217	jaEala
23219	malik
23221	A^taY
23223	maA
lam
A^taY
>aHad
min
23229	Ea`lamiyn
23231	qawom
23233	daxala
23236	>aroD
23238	muqad~asap
{l~a*iY
kataba
{ll~ah
23245	laA
{rotad~a
23248	EalaY`
dubur
23252	{nqalaba
23254	xa`siriyn
qaAla
23258	muwsaY`
<in~
fiY
23262	qawom
jab~aAr
23265	<in~
23267	lan
daxala
23270	Hat~aY`
xaraja
23273	min
23276	<in
xaraja
23279	min
23282	<in~
23284	da`xiluwn
qaAla
rajul
min
{l~a*iY
xaAfa
23291	>anoEama
{ll~ah
EalaY`
23295	daxala
23297	EalaY`
23300	baAb
23302	<i*aA
daxala
23307	<in~
23309	gaAlib
23311	EalaY`
{ll~ah
23314	tawak~alo
23316	<in
kaAna
23319	mu&omin
qaAla
23323	muwsaY`
<in~
23326	lan
daxala
23329	>abadFA
maA
daAmu
23333	fiY
23336	*ahaba
23339	rab~
23342	qa`tala
23344	<in~
23347	hunaA
qaAEid
qaAla
rab~
23352	<in~
23354	laA
malakato
<il~aA
nafos
23360	>ax
23363	faraqo
bayon
23367	bayon
23369	qawom
23371	faAsiq
qaAla
23374	<in~
23376	muHar~amap
EalaY`
23379	>arobaE
sanap
yatiyhu
23383	fiY
23385	>aroD
23387	laA
ta>osa
EalaY`
23391	qawom
23393	faAsiq
23395	talaY`
EalaY`
23398	naba>
{bon
A^dam
23403	Haq~
<i*
qar~aba
23407	qurobaAn
23409	taqab~ala
min
>aHad
23414	lam
taqab~ala
min
23418	A^xar
qaAla
23421	qatala
23424	qaAla
<in~
maA
taqab~ala
{ll~ah
min
23431	mut~aqiyn
23433	<in
basaTa
23436	<ilaY`
23438	yad
23441	qatala
23443	maA
23446	ba`siT
yad
23449	<ilaY`
23452	qatala
23454	<in~
23456	xaAfa
{ll~ah
rab~
23460	Ea`lamiyn
<in~
23463	>araAda
>an
baA^'a
23467	<ivom
23470	<ivom
23473	kaAna
min
>aSoHa`b
23477	naAr
23479	*a`lik
jazaA^'
23482	ZaAlim
23484	Taw~aEato
23487	nafos
23489	qatol
>ax
23493	qatala
23496	>aSobaHa
min
23499	xa`siriyn
23501	baEava
{ll~ah
guraAb
yaboHavu
fiY
23507	>aroD
23509	>arayo
23511	kayof
wu,riYa
sawo'ap
>ax
23516	qaAla
23518	wayol
23521	Eajazo
23523	>an
kaAna
mivol
ha`*aA
23528	guraAb
23530	wu,riYa
sawo'ap
>ax
23535	>aSobaHa
min
23538	na`dimiyn
min
>ajol
*a`lik
kataba
23544	EalaY`
bunaY~
<isoraA}iyl
>an~
23549	man
qatala
nafos
23553	gayor
nafos
>aw
fasaAd
fiY
23559	>aroD
23561	ka>an~
maA
qatala
23565	n~aAs
jamiyE
23568	man
>aHoyaA
23572	ka>an~
maA
>aHoyaA
23576	n~aAs
jamiyE
23580	qad
jaA^'a
23583	rasuwl
23587	bay~inap
vum~
<in~
kaviyr
min
23593	baEod
*a`lik
fiY
23597	>aroD
23599	musorif
<in~
maA
jazaA^'
{l~a*iY
HaAraba
23606	{ll~ah
23608	rasuwl
23611	saEaY`
23613	fiY
23615	>aroD
fasaAd
>an
qut~ilu
23620	>aw
yuSal~abu
23623	>aw
qaT~aEa
yad
23628	rijol
23630	min
xila`f
>aw
yunfa
23635	min
23637	>aroD
*a`lik
23641	xizoY
fiY
23644	d~unoyaA
23648	fiY
23650	A^xir
Ea*aAb
EaZiym
<il~aA
{l~a*iY
taAba
23657	min
qabol
>an
qadara
23662	EalaY`
23665	Ealima
23667	>an~
{ll~ah
gafuwr
r~aHiym
23672	>ay~uhaA
{l~a*iY
'aAmana
23676	{t~aqaY`
23678	{ll~ah
23680	{botagaY`
23682	<ilaY`
23685	wasiylap
23687	ja`hada
23689	fiY
sabiyl
23692	laEal~
23694	>afolaHa
23696	<in~
{l~a*iY
kafara
23700	law
>an~
23704	maA
fiY
23707	>aroD
jamiyE
23710	mivol
23712	maE
23715	{fotadaY`
23719	min
Ea*aAb
yawom
23723	qiya`map
maA
taqab~ala
min
23731	Ea*aAb
>aliym
>araAda
23735	>an
xaraja
23738	min
23740	naAr
23742	maA
23745	xaArij
min
23751	Ea*aAb
m~uqiym
23755	s~aAriq
23758	s~aAriqap
23760	quTiEa
23762	yad
23764	jazaA^'
23766	maA
kasaba
23769	naka`l
min
{ll~ah
23773	{ll~ah
Eaziyz
Hakiym
23777	man
taAba
min
baEod
Zulom
23784	>aSolaHa
23786	<in~
{ll~ah
taAba
EalaY`
23791	<in~
{ll~ah
gafuwr
r~aHiym
23796	lam
Ealima
>an~
{ll~ah
23802	mulok
23804	samaA^'
23807	>aroD
Ea*~aba
man
$aA^'a
23812	gafara
23814	man
$aA^'a
23817	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
23823	>ay~uhaA
23825	rasuwl
laA
yaHozun
23829	{l~a*iY
yusa`riEu
23832	fiY
23834	kufor
min
{l~a*iY
qaAla
23839	'aAmana
23842	>afowa`h
23845	lam
'aAmana
qalob
23850	min
{l~a*iY
haAdu
23854	sam~a`Euwn
23857	ka*ib
sam~a`Euwn
23860	qawom
A^xar
lam
>ataY
23866	yuHar~ifu
23869	kalim
min
baEod
m~awaADiE
23874	qaAla
23876	<in
A^taY
23879	ha`*aA
23881	>axa*a
23885	<in
lam
A^taY
23891	yaHo*aru
23894	man
>araAda
{ll~ah
fitonap
23900	lan
malakato
23904	min
{ll~ah
$aYo'
>uwla`^}ik
{l~a*iY
lam
>araAda
{ll~ah
>an
Tah~ara
qalob
23918	fiY
23920	d~unoyaA
xizoY
23925	fiY
23927	A^xir
Ea*aAb
EaZiym
sam~a`Euwn
23933	ka*ib
>ak~a`luwn
23937	s~uHot
23939	<in
jaA^'a
23944	Hakama
bayon
23947	>aw
>aEoraDa
Ean
23952	<in
>aEoraDa
Ean
23957	lan
yaDur~a
23961	$aYo'
23963	<in
Hakama
23967	Hakama
bayon
23972	qisoT
<in~
{ll~ah
>aHobabo
23977	muqosiTiyn
23979	kayof
yuHak~imu
23984	Eind
23987	t~aworaY`p
fiY
23990	Hukom
{ll~ah
vum~
tawal~aY`
23995	min
baEod
*a`lik
23999	maA
>uwla`^}ik
24003	mu&omin
<in~
24006	>anzala
24009	t~aworaY`p
fiY
24012	hudFY
24014	nuwr
Hakama
24019	n~abiY~
{l~a*iY
>asolama
24024	{l~a*iY
haAdu
24029	rab~a`niy~in
24032	>aHobaAr
24034	maA
{sotuHofiZu
24037	min
kita`b
{ll~ah
24041	kaAna
24043	EalaY`
24045	$ahiyd
24047	laA
xa$iYa
24051	n~aAs
24053	xa$iYa
24057	laA
{$otaraY`
24061	'aAyap
24063	vaman
qaliyl
24066	man
lam
Hakama
24070	maA
>anzala
{ll~ah
24074	>uwla`^}ik
24077	ka`firuwn
24079	kataba
24081	EalaY`
24083	fiY
24085	>an~
24087	nafos
24090	nafos
24093	Eayon
24096	Eayon
24099	>anf
24102	>anf
24105	>u*unN
24108	>u*unN
24111	s~in~
24114	s~in~
24117	juruwH
qiSaAS
24120	man
taSad~aqa
24126	kaf~a`rap
24130	man
lam
Hakama
24134	maA
>anzala
{ll~ah
24138	>uwla`^}ik
24141	ZaAlim
24143	qaf~ayo
24145	EalaY`
>avar
24149	EiysaY
{bon
maroyam
muSad~iq
24154	maA
bayon
yad
24158	min
24160	t~aworaY`p
24162	A^taY
24166	<injiyl
fiY
24169	hudFY
24171	nuwr
24173	muSad~iq
24175	maA
bayon
yad
24179	min
24181	t~aworaY`p
24183	hudFY
24185	m~awoEiZap
24188	mut~aqiyn
24191	Hakama
>ahol
24194	<injiyl
24196	maA
>anzala
{ll~ah
fiY
24202	man
lam
Hakama
24206	maA
>anzala
{ll~ah
24210	>uwla`^}ik
24213	faAsiq
24215	>anzala
24217	<ilaY`
24220	kita`b
24223	Haq~
muSad~iq
24226	maA
bayon
yad
24230	min
24232	kita`b
24234	muhayomin
EalaY`
24238	Hakama
bayon
24242	maA
>anzala
{ll~ah
24246	laA
{t~abaEa
>ahowaA^'
24250	Ean
maA
jaA^'a
24254	min
24256	Haq~
24258	kul~
jaEala
24261	min
24263	$iroEap
24265	minohaAj
24267	law
$aA^'a
{ll~ah
24271	jaEala
24273	>um~ap
wa`Hidap
24276	la`kin
24278	balawo
24280	fiY
maA
A^taY
24285	{sotabaqa
24288	xayora`t
<ilaY`
{ll~ah
marojiE
24293	jamiyE
24295	nab~a>a
24298	maA
kaAna
24301	fiY
24303	{xotalafa
24306	>an
Hakama
bayon
24311	maA
>anzala
{ll~ah
24315	laA
{t~abaEa
>ahowaA^'
24320	yaHo*aru
24322	>an
fatanu
24326	Ean
baEoD
maA
>anzala
{ll~ah
<ilaY`
24334	<in
tawal~aY`
24338	Ealima
>an~
maA
>araAda
{ll~ah
>an
>aSaAba
24347	baEoD
*anb
24351	<in~
kaviyr
min
24355	n~aAs
24357	faAsiq
24360	Hukom
24362	ja`hiliy~ap2
bagaY`
24366	man
>aHosan
min
{ll~ah
Hukom
24372	qawom
yuwqinu
24376	>ay~uhaA
{l~a*iY
'aAmana
24380	laA
{t~axa*a
24384	yahuwdiy~
24387	naSoraAniy~
waliY~
baEoD
24391	waliY~
baEoD
24394	man
tawal~aY`
24397	min
24400	<in~
24402	min
24404	<in~
{ll~ah
laA
hadaY
24409	qawom
24411	ZaAlim
24413	ra'aA
{l~a*iY
fiY
qalob
24418	m~araD
yusa`riEu
24421	fiY
24423	qaAla
24425	xa$iYa
>an
>aSaAba
24429	daA^}irap
24431	EasaY
{ll~ah
>an
>ataY
24437	fatoH
>aw
>amor
min
Eind
24444	>aSobaHa
24446	EalaY`
maA
>asar~a
24450	fiY
nafos
24453	na`dimiyn
24455	qaAla
{l~a*iY
'aAmana
24460	ha`*aA
{l~a*iY
>aqosamu
24465	{ll~ah
jahod
yamiyn
24469	<in~
24472	maE
24474	HabiTa
Eamal
24478	>aSobaHa
24480	xa`siriyn
24482	>ay~uhaA
{l~a*iY
'aAmana
24486	man
{rotad~a
min
24490	Ean
diyn
24494	sawof
>ataY
{ll~ah
24498	qawom
>aHobabo
24502	>aHobabo
24505	>a*il~ap
EalaY`
24508	mu&omin
Eaziyz
EalaY`
24512	ka`firuwn
ja`hada
24515	fiY
sabiyl
{ll~ah
24519	laA
xaAfa
24522	lawomap
laA^}im
*a`lik
faDol
{ll~ah
A^taY
24529	man
$aA^'a
24532	{ll~ah
wa`siE
Ealiym
<in~
maA
waliY~
24539	{ll~ah
24541	rasuwl
24544	{l~a*iY
'aAmana
24547	{l~a*iY
>aqaAma
24551	Salaw`p
24553	A^taY
24556	zakaw`p
24559	raAkiE
24561	man
tawal~aY`
{ll~ah
24565	rasuwl
24568	{l~a*iY
'aAmana
24572	<in~
Hizob
{ll~ah
24577	gaAlib
24579	>ay~uhaA
{l~a*iY
'aAmana
24583	laA
{t~axa*a
24586	{l~a*iY
{t~axa*a
24589	diyn
24591	huzuw
24593	laEib
min
{l~a*iY
A^taY
24599	kita`b
min
qabol
24605	kaAfir
waliY~
24608	{t~aqaY`
24610	{ll~ah
<in
kaAna
24614	mu&omin
24616	<i*aA
naAdaY`
24619	<ilaY`
24621	Salaw`p
{t~axa*a
24625	huzuw
24627	laEib
*a`lik
24630	>an~
24632	qawom
laA
Eaqalu
24636	qaAla
24638	>ahol
24640	kita`b
hal
naqamu
24644	min
24646	<il~aA
>an
'aAmana
24651	{ll~ah
24653	maA
>anzala
<ilaY`
24658	maA
>anzala
min
qabol
24663	>an~
>akovar
24666	faAsiq
qaAla
hal
nab~a>a
24672	$ar~
min
*a`lik
mavuwbap
Eind
{ll~ah
man
laEana
24681	{ll~ah
24683	gaDiba
EalaY`
24687	jaEala
min
24691	qiradap
24694	xinziyr
24696	Eabada
24698	T~a`guwt
>uwla`^}ik
$ar~
m~akaAn
24703	>aDal~
Ean
sawaA^'
24707	sabiyl
24709	<i*aA
jaA^'a
24713	qaAla
24715	'aAmana
24718	qad
daxala
24723	kufor
24726	qad
xaraja
24732	{ll~ah
>aEolam
24735	maA
kaAna
24738	katama
24741	ra'aA
kaviyr
min
24745	yusa`riEu
24747	fiY
24749	<ivom
24752	Eudowa`n
24754	>akol
24757	s~uHot
24759	bi}osa
maA
kaAna
24763	Eamila
24765	lawolaA^
nahaY`
24769	rab~a`niy~in
24772	>aHobaAr
Ean
qawol
24777	<ivom
24779	>akol
24782	s~uHot
24784	bi}osa
maA
kaAna
24788	SanaEu
24791	qaAla
24793	yahuwdiy~
yad
{ll~ah
magoluwlap
gal~a
yad
24801	laEana
24804	maA
qaAla
24807	bal
yad
24810	mabosuwTataAn
>anfaqa
kayof
$aA^'a
24816	zaAda
24818	kaviyr
min
24821	maA
>anzala
<ilaY`
24825	min
rab~
24828	Tugoya`n
24830	kufor
24832	>aloqaY`^
24834	bayon
24837	Eada`wap
24840	bagoDaA^'
<ilaY`
yawom
24844	qiya`map
kul~amaA
>awoqadu
24848	naAr
24851	Harob
>aTofa>a
24854	{ll~ah
24856	saEaY`
24858	fiY
24860	>aroD
fasaAd
24863	{ll~ah
laA
>aHobabo
24867	mufosid
24869	law
>an~
>ahol
24873	kita`b
'aAmana
24877	{t~aqaY`
24880	kaf~ara
24882	Ean
24884	say~i_#aAt
24888	>udoxila
24891	jan~ap
24893	naEiym
24895	law
>an~
24898	>aqaAma
24901	t~aworaY`p
24904	<injiyl
24906	maA
>anzala
<ilaY`
24910	min
rab~
24914	>akala
24916	min
fawoq
24920	min
taHot
rijol
24924	min
24926	>um~ap
m~uqotaSidap
24929	kaviyr
min
24932	saA^'a
maA
Eamila
24937	>ay~uhaA
24939	rasuwl
bal~ago
maA
>anzala
<ilaY`
24945	min
rab~
24949	<in
lam
faEala
24953	maA
bal~ago
24956	risaAlap
24959	{ll~ah
yaEoSimu
24962	min
24964	n~aAs
<in~
{ll~ah
laA
hadaY
24970	qawom
24972	ka`firuwn
qaAla
24975	>ahol
24977	kita`b
l~ayosa
24980	EalaY`
$aYo'
Hat~aY`
>aqaAma
24986	t~aworaY`p
24989	<injiyl
24991	maA
>anzala
<ilaY`
24995	min
rab~
25000	zaAda
25002	kaviyr
min
25005	maA
>anzala
<ilaY`
25009	min
rab~
25012	Tugoya`n
25014	kufor
25016	laA
ta>osa
EalaY`
25020	qawom
25022	ka`firuwn
<in~
{l~a*iY
'aAmana
25028	{l~a*iY
haAdu
25033	S~a`bi_#iyn
25036	naSoraAniy~
man
'aAmana
25040	{ll~ah
25043	yawom
25045	A^xir
25047	Eamila
Sa`liH
25050	laA
xawof
EalaY`
25055	laA
25057	yaHozun
25060	qad
>axa*a
25063	m~iyva`q
bunaY~
<isoraA}iyl
25067	>arosala
25069	<ilaY`
25071	rasuwl
kul~amaA
jaA^'a
25075	rasuwl
25077	maA
laA
hawaY`
nafos
25082	fariyq
ka*~aba
25086	fariyq
qatala
25090	Hasiba
25092	>an
laA
kaAna
fitonap
25097	EamiYa
25100	Sam~u
25102	vum~
taAba
{ll~ah
EalaY`
25107	vum~
EamiYa
25111	Sam~u
25113	kaviyr
min
25117	{ll~ah
baSiyr
25120	maA
Eamila
25124	qad
kafara
{l~a*iY
qaAla
25129	<in~
{ll~ah
25133	masiyH
{bon
maroyam
25137	qaAla
25139	masiyH
25141	bunaY~
<isoraA}iyl
Eabada
25145	{ll~ah
rab~
25149	rab~
25151	<in~
25153	man
>a$oraka
25156	{ll~ah
25158	qad
Har~ama
{ll~ah
EalaY`
25164	jan~ap
25166	ma>owaY`
25169	naAr
25171	maA
25174	ZaAlim
min
naSiyr
25178	qad
kafara
{l~a*iY
qaAla
25183	<in~
{ll~ah
vaAliv
vala`vap
25188	maA
min
<ila`h
<il~aA
<ila`h
wa`Hid
25195	<in
lam
{ntahaY`
25199	Ean
maA
qaAla
25204	mas~a
25206	{l~a*iY
kafara
25209	min
25211	Ea*aAb
>aliym
25215	laA
taAba
25218	<ilaY`
{ll~ah
25221	{sotagofara
25225	{ll~ah
gafuwr
r~aHiym
maA
25230	masiyH
{bon
maroyam
<il~aA
rasuwl
qad
xalaA
min
qabol
25241	rasuwl
25243	>um~
25245	Sid~iyqap
kaAna
25248	>akala
25251	TaEaAm
n~aZara
kayof
bay~anu
25258	'aAyap
vum~
n~aZara
>an~aY`
>ufika
25264	qaAla
25266	Eabada
25268	min
duwn
{ll~ah
maA
laA
malakato
25276	Dar~
25278	laA
nafoE
25281	{ll~ah
25284	samiyE
25286	Ealiym
qaAla
25289	>ahol
25291	kita`b
laA
tagoluw
25295	fiY
diyn
25298	gayor
25300	Haq~
25302	laA
{t~abaEa
25305	>ahowaA^'
qawom
qad
Dal~a
25310	min
qabol
25313	>aDal~a
25315	kaviyr
25317	Dal~a
25319	Ean
sawaA^'
25322	sabiyl
laEana
{l~a*iY
kafara
25327	min
bunaY~
<isoraA}iyl
EalaY`
lisaAn
daAwud
25334	EiysaY
{bon
maroyam
*a`lik
25339	maA
EaSaA
25343	kaAna
25345	{EotadaY`
25347	kaAna
25349	laA
yatanaAha
25352	Ean
munkar
faEala
25358	bi}osa
maA
kaAna
25362	faEala
25364	ra'aA
kaviyr
min
25368	tawal~aY`
25370	{l~a*iY
kafara
25374	bi}osa
maA
qad~ama
25379	nafos
25381	>an
saxiTa
{ll~ah
EalaY`
25387	fiY
25389	Ea*aAb
25391	xa`lid
25393	law
kaAna
25396	'aAmana
25399	{ll~ah
25402	n~abiY~
25404	maA
>anzala
<ilaY`
25408	maA
{t~axa*a
25412	waliY~
25414	la`kin~
kaviyr
min
25418	faAsiq
25420	wajada
25422	>a$ad~
25424	n~aAs
Eada`wap
25427	{l~a*iY
'aAmana
25431	yahuwdiy~
25433	{l~a*iY
>a$oraka
25438	wajada
25440	>aqorab
25442	m~awad~ap
25444	{l~a*iY
'aAmana
25447	{l~a*iY
qaAla
25450	<in~
25452	naSoraAniy~
*a`lik
25455	>an~
min
25458	qis~iysiyn
25460	ruhoba`n
25462	>an~
25464	laA
{sotakobara
25468	<i*aA
samiEa
25471	maA
>anzala
<ilaY`
25475	rasuwl
ra'aA
Eayon
25479	tafiyDu
min
25482	d~amoE
min
maA
Earafa
25487	min
25489	Haq~
qaAla
25492	rab~
25494	'aAmana
25497	kataba
25499	maE
25501	$aAhid
25503	maA
25506	laA
'aAmana
25509	{ll~ah
25511	maA
jaA^'a
25514	min
25516	Haq~
25518	yaTomaEu
>an
>udoxila
25522	rab~
25524	maE
25526	qawom
25528	Sa`liH
25530	>ava`ba
25532	{ll~ah
25534	maA
qaAla
25537	jan~ap
jarayo
min
taHot
25543	nahar
xa`lid
fiY
25548	*a`lik
jazaA^'
25551	muHosin
25553	{l~a*iY
kafara
25557	ka*~aba
25560	'aAyap
25562	>uwla`^}ik
>aSoHa`b
25565	jaHiym
25567	>ay~uhaA
{l~a*iY
'aAmana
25571	laA
Har~ama
25574	Tay~iba`t
maA
>aHal~a
{ll~ah
25581	laA
{EotadaY`
25584	<in~
{ll~ah
laA
>aHobabo
25589	muEotadiyn
25591	>akala
25593	min
maA
razaqa
25597	{ll~ah
Hala`l
Tay~ib
25601	{t~aqaY`
25603	{ll~ah
{l~a*iY
25608	mu&omin
laA
yu&aAxi*u
25612	{ll~ah
25615	lagow
fiY
yamiyn
25620	la`kin
yu&aAxi*u
25624	maA
Eaq~ad
25628	yamiyn
25630	kaf~a`rap
25632	<iToEa`m
Ea$arap
misokiyn
min
>awosaT
maA
>aToEama
25640	>ahol
25642	>aw
kisowat
25645	>aw
taHoriyr
raqabap
25649	man
lam
wajada
25653	SiyaAm
vala`vap
yawom
*a`lik
kaf~a`rap
yamiyn
25660	<i*aA
Halafo
25664	HafiZa
25666	yamiyn
25669	*a`lik
bay~anu
{ll~ah
25674	'aAyap
25676	laEal~
25678	$akara
25681	>ay~uhaA
{l~a*iY
'aAmana
25685	<in~
maA
25688	xamor
25691	mayosir
25694	nuSub
25697	>azola`m
rijos
min
Eamal
25702	$ayoTa`n
25704	{jotanabu
25707	laEal~
25709	>afolaHa
25711	<in~
maA
>araAda
25715	$ayoTa`n
>an
yuwqiEa
bayon
25721	Eada`wap
25724	bagoDaA^'
fiY
25727	xamor
25730	mayosir
25732	Sad~a
25734	Ean
*ikor
{ll~ah
25738	Ean
25740	Salaw`p
25742	hal
25744	m~untahuwn
25746	>aTaAEa
25748	{ll~ah
25750	>aTaAEa
25753	rasuwl
25755	yaHo*aru
25758	<in
tawal~aY`
25762	Ealima
25764	>an~
maA
EalaY`
rasuwl
25770	bala`g
25772	m~ubiyn
l~ayosa
EalaY`
{l~a*iY
'aAmana
25779	Eamila
25782	S~a`liHa`t
junaAH
fiY
maA
TaEimu
25788	<i*aA
maA
{t~aqaY`
25793	'aAmana
25796	Eamila
25799	S~a`liHa`t
vum~
{t~aqaY`
25804	'aAmana
25806	vum~
{t~aqaY`
25810	>aHosana
25813	{ll~ah
>aHobabo
25816	muHosin
25818	>ay~uhaA
{l~a*iY
'aAmana
25823	balawo
25826	{ll~ah
25828	$aYo'
min
25831	Sayod
yanaAlu
25834	yad
25837	rimaAH
25840	Ealima
{ll~ah
man
xaAfa
25847	gayob
25849	man
{EotadaY`
baEod
*a`lik
25856	Ea*aAb
>aliym
25859	>ay~uhaA
{l~a*iY
'aAmana
25863	laA
qatala
25867	Sayod
25870	HaraAm
25872	man
qatala
25875	min
25877	m~utaEam~id
25879	jazaA^'
mivol
maA
qatala
min
25885	n~aEam
Hakama
25889	*aA
Eadol
min
25893	hadoy
ba`lig
25896	kaEobap
>aw
kaf~a`rap
TaEaAm
misokiyn
>aw
Eadol
*a`lik
SiyaAm
25906	*aAqu
wabaAl
>amor
25910	EafaA
{ll~ah
Ean
maA
salafa
25916	man
EaAda
25919	{ntaqamo
{ll~ah
min
25924	{ll~ah
Eaziyz
*uw
{ntiqaAm
>aHal~a
25931	Sayod
25933	baHor
25935	TaEaAm
25937	mata`E
25943	say~aArap
25945	Har~ama
EalaY`
25948	Sayod
25950	bar~
maA
daAmu
25954	HaraAm
25956	{t~aqaY`
25958	{ll~ah
{l~a*iY
<ilaY`
25962	Ha$ara
25964	jaEala
{ll~ah
25967	kaEobap
25969	bayot
25971	HaraAm
qaA^}im
25975	n~aAs
25978	$ahor
25980	HaraAm
25983	hadoy
25986	qala`^}id
*a`lik
25989	Ealima
25991	>an~
{ll~ah
Ealima
maA
fiY
25997	samaA^'
25999	maA
fiY
26002	>aroD
26004	>an~
{ll~ah
26007	kul~
$aYo'
Ealiym
Ealima
26012	>an~
{ll~ah
$adiyd
26016	EiqaAb
26018	>an~
{ll~ah
gafuwr
r~aHiym
maA
EalaY`
26025	rasuwl
<il~aA
26028	bala`g
26030	{ll~ah
Ealima
maA
yubodiYa
26036	maA
katama
26039	qaAla
laA
{sotawaY`^
26043	xabiyv
26046	Tay~ib
26048	law
>aEojaba
26051	kavorap
26053	xabiyv
26055	{t~aqaY`
26057	{ll~ah
26059	>uwliY
26061	>aloba`b
laEal~
26064	>afolaHa
26067	>ay~uhaA
{l~a*iY
'aAmana
26071	laA
sa>ala
26074	Ean
$aYo'
<in
badaA
26080	saA^'a
26083	<in
sa>ala
26086	Ean
26088	Hiyn
naz~ala
26091	quro'aAn
badaA
26095	EafaA
{ll~ah
Ean
26100	{ll~ah
gafuwr
Haliym
qad
sa>ala
26106	qawom
min
qabol
26110	vum~
>aSobaHa
26115	ka`firuwn
maA
jaEala
{ll~ah
min
baHiyrap
26122	laA
saA^}ibap
26125	laA
waSiylap
26128	laA
HaAm
26131	la`kin~
{l~a*iY
kafara
26135	{fotaraY`
26137	EalaY`
{ll~ah
26140	ka*ib
26142	>akovar
26144	laA
Eaqalu
26148	<i*aA
qaAla
26152	taEaAla
26154	<ilaY`
maA
>anzala
{ll~ah
26159	<ilaY`
26161	rasuwl
qaAla
26164	Hasob
26166	maA
wajada
26169	EalaY`
26171	A^baA'
26175	law
kaAna
A^baA'
26179	laA
Ealima
26182	$aYo'
26184	laA
{hotadaY`
26188	>ay~uhaA
{l~a*iY
'aAmana
26192	EalaY`
26194	nafos
26196	laA
yaDur~a
26199	man
Dal~a
<i*aA
{hotadaY`
26204	<ilaY`
{ll~ah
marojiE
26208	jamiyE
26210	nab~a>a
26213	maA
kaAna
26216	Eamila
26219	>ay~uhaA
{l~a*iY
'aAmana
26223	$aha`dap
bayon
26226	<i*aA
HaDara
>aHad
26231	mawot
Hiyn
26234	waSiy~ap
{vonayon
*aA
Eadol
min
26240	>aw
A^xar
min
gayor
26245	<in
26247	Daraba
26249	fiY
26251	>aroD
26253	>aSaAba
26255	m~uSiybap
26257	mawot
yaHobisu
26261	min
baEod
26264	Salaw`p
26266	>aqosamu
26269	{ll~ah
<in
{rotaAba
26273	laA
{$otaraY`
26277	vaman
26279	law
kaAna
*aA
qurobaY`
26284	laA
katama
$aha`dap
{ll~ah
<in~
26290	<i*FA
26292	min
26294	A^vim
26296	<in
Euvira
EalaY`
>an~
26301	{sotaHaq~a
26303	<ivom
26305	A^xar
qaAma
26308	maqaAm
26310	min
{l~a*iY
{sotaHaq~a
EalaY`
26316	>awolaya`n
26318	>aqosamu
26321	{ll~ah
26323	$aha`dap
26325	>aHaq~
min
$aha`dap
26330	maA
{EotadaY`
26333	<in~
26335	<i*FA
26337	min
26339	ZaAlim
*a`lik
>adonaY`
>an
>ataY
26347	$aha`dap
EalaY`
wajoh
26351	>aw
xaAfa
26354	>an
rad~a
yamiyn
baEod
yamiyn
26361	{t~aqaY`
26363	{ll~ah
26365	samiEa
26368	{ll~ah
laA
hadaY
26372	qawom
26374	faAsiq
yawom
jamaEa
{ll~ah
26379	rasuwl
26381	qaAla
maA*aA
>ujiybat
26385	qaAla
26387	laA
Eilom
26391	<in~
26394	Eal~a`m
26396	guyuwb
<i*
qaAla
{ll~ah
26401	EiysaY
{bon
maroyam
*akara
niEomap
26407	EalaY`
26410	EalaY`
wa`lidap
26413	<i*
>ay~ada
26418	ruwH
26420	qudus
kal~ama
26423	n~aAs
fiY
26426	mahod
26428	kahol
26430	<i*
Eal~ama
26435	kita`b
26438	Hikomap
26441	t~aworaY`p
26444	<injiyl
26446	<i*
xalaqa
min
26450	Tiyn
26452	hayo_#ap
26454	Tayor
26456	<i*on
26459	nafaxa
fiY
26463	kaAna
Tayor
26466	<i*on
26469	tubori}u
26471	>akomah
26474	>aboraS
26476	<i*on
26479	<i*
>axoraja
26482	m~ay~it
26484	<i*on
26487	<i*
kaf~a
26490	bunaY~
<isoraA}iyl
Ean
26494	<i*
jaA^'a
26500	bay~inap
26502	qaAla
{l~a*iY
kafara
26506	min
26508	<in
ha`*aA
<il~aA
siHor
m~ubiyn
26514	<i*
>awoHaY`^
26517	<ilaY`
26519	HawaAriy~uwn
>an
'aAmana
26527	rasuwl
26529	qaAla
26531	'aAmana
26534	$ahida
26536	>an~
26538	musolim
<i*
qaAla
26542	HawaAriy~uwn
26544	EiysaY
{bon
maroyam
hal
{sotaTaAEa
rab~
26551	>an
naz~ala
EalaY`
26555	maA^}idap
min
26558	samaA^'
qaAla
{t~aqaY`
26562	{ll~ah
<in
kaAna
26566	mu&omin
qaAla
26569	>araAda
>an
>akala
min
26575	{Toma>an~a
qalob
26579	Ealima
>an
qad
Sadaqa
26586	kaAna
EalaY`
26589	min
26591	$aAhid
qaAla
EiysaY
{bon
maroyam
{ll~ahum~a
26598	rab~
26600	>anzala
EalaY`
26603	maA^}idap
min
26606	samaA^'
kaAna
26610	Eiyd
26612	>aw~al
26615	A^xir
26618	'aAyap
min
26622	razaqa
26626	xayor
26628	r~a`ziqiyn
qaAla
{ll~ah
<in~
26633	munaz~il
26635	EalaY`
26638	man
kafara
baEod
min
26644	<in~
26646	Ea*~aba
26648	Ea*aAb
laA
Ea*~aba
26652	>aHad
min
26655	Ea`lamiyn
26657	<i*
qaAla
{ll~ah
26661	EiysaY
{bon
maroyam
26666	qaAla
26670	n~aAs
{t~axa*a
26675	>um~
26677	<ila`h
min
duwn
{ll~ah
qaAla
suboHa`n
26684	maA
kaAna
26688	>an
qaAla
maA
l~ayosa
26695	Haq~
<in
kaAna
26699	qaAla
26703	qad
Ealima
26707	Ealima
maA
fiY
nafos
26713	laA
Ealima
maA
fiY
nafos
26719	<in~
26722	Eal~a`m
26724	guyuwb
maA
qaAla
26730	<il~aA
maA
>amara
26737	>an
Eabada
26740	{ll~ah
rab~
26744	rab~
26747	kaAna
26749	EalaY`
26751	$ahiyd
maA
daAmu
26755	fiY
26758	lam~aA
tawaf~aY`
26762	kaAna
26766	raqiyb
EalaY`
26771	EalaY`
kul~
$aYo'
$ahiyd
<in
Ea*~aba
26779	<in~
26781	Eabod
26784	<in
gafara
26789	<in~
26793	Eaziyz
26795	Hakiym
qaAla
{ll~ah
ha`*aA
yawom
nafaEa
26802	SaAdiq
Sidoq
26807	jan~ap
jarayo
min
taHot
26813	nahar
xa`lid
fiY
26817	>abadFA
r~aDiYa
{ll~ah
Ean
26823	r~aDiYa
26825	Ean
26827	*a`lik
26829	fawoz
26831	EaZiym
26833	{ll~ah
mulok
26836	samaA^'
26839	>aroD
26841	maA
fiY
26846	EalaY`
kul~
$aYo'
qadiyr
26851	Hamod
26853	{ll~ah
{l~a*iY
xalaqa
26857	samaA^'
26860	>aroD
26862	jaEala
26864	Zuluma`t
26867	nuwr
vum~
{l~a*iY
kafara
26873	rab~
26875	Eadala
26878	{l~a*iY
xalaqa
26881	min
Tiyn
vum~
qaDaY`^
>ajal
26887	>ajal
m~usam~FY
Eind
26891	vum~
26893	yamotaru
26897	{ll~ah
fiY
26900	samaA^'
26902	fiY
26904	>aroD
Ealima
sir~
26909	jahor
26912	Ealima
maA
kasaba
26917	maA
>ataY
26920	min
'aAyap
min
'aAyap
rab~
26926	<il~aA
kaAna
26929	Ean
26931	m~uEoriDuwn
26933	qad
ka*~aba
26938	Haq~
lam~aA
jaA^'a
26943	sawof
>ataY
26946	naba>
maA
kaAna
26952	{sotuhozi}a
26955	lam
ra'aA
26958	kam
>aholaka
26961	min
qabol
26964	min
qaron
mak~a
26969	fiY
26971	>aroD
maA
lam
mak~a
26978	>arosala
26981	samaA^'
EalaY`
26984	m~idoraAr
26986	jaEala
26989	nahar
jarayo
min
taHot
26995	>aholaka
26999	*anb
27002	>an$a>a
27004	min
baEod
27007	qaron
A^xar
27010	law
naz~ala
27013	EalaY`
27015	kita`b
fiY
qiroTaAs
27019	lamasu
27023	yad
27026	qaAla
{l~a*iY
kafara
27030	<in
ha`*aA
<il~aA
siHor
m~ubiyn
27036	qaAla
27038	lawolaA^
>anzala
EalaY`
27042	malak
27044	law
>anzala
27047	malak
27049	qaDaY`^
27051	>amor
vum~
laA
yunZaru
27057	law
jaEala
27061	malak
27063	jaEala
27066	rajul
27069	labaso
27071	EalaY`
27073	maA
labaso
27078	qad
{sotuhozi}a
27081	rasuwl
min
qabol
27086	HaAqa
27088	{l~a*iY
saxira
27091	min
27093	maA
kaAna
27098	{sotuhozi}a
27100	qaAla
saAra
27103	fiY
27105	>aroD
vum~
n~aZara
27109	kayof
kaAna
Ea`qibap
27113	m~uka*~ibiyn
qaAla
27116	man
maA
fiY
27120	samaA^'
27123	>aroD
qaAla
27126	{ll~ah
kataba
EalaY`
nafos
27132	raHomap
27134	jamaEa
27137	<ilaY`
yawom
27140	qiya`map
laA
rayob
fiY
27145	{l~a*iY
xasira
27148	nafos
27152	laA
'aAmana
27158	maA
sakana
fiY
27162	layol
27165	nahaAr
27169	samiyE
27171	Ealiym
qaAla
27174	gayor
{ll~ah
{t~axa*a
waliY~
faATir
27180	samaA^'
27183	>aroD
27186	>aToEama
27188	laA
>aToEama
qaAla
<in~
27193	>amara
27195	>an
kaAna
>aw~al
man
>asolama
27201	laA
kaAna
27204	min
27206	mu$orik
qaAla
<in~
27210	xaAfa
<in
EaSaA
27214	rab~
27216	Ea*aAb
yawom
EaZiym
man
Sarafa
Ean
27223	yawoma}i*
27225	qad
r~aHima
27229	*a`lik
27231	fawoz
27233	m~ubiyn
27235	<in
mas~a
27238	{ll~ah
27240	Dur~
27242	laA
kaA$if
27246	<il~aA
27249	<in
mas~a
27253	xayor
27256	EalaY`
kul~
$aYo'
qadiyr
27263	qaAhir
fawoq
Eabod
27270	Hakiym
27272	xabiyr
qaAla
>aY~
$aYo'
>akobar
$aha`dap
qaAla
{ll~ah
$ahiyd
bayon
27284	bayon
27287	>awoHaY`^
<ilaY`
27290	ha`*aA
27292	quro'aAn
27294	>an*ara
27299	man
balaga
27302	<in~
27305	$ahida
27307	>an~
maE
{ll~ah
<ila`h
A^xar
qaAla
laA
$ahida
qaAla
<in~
maA
27319	<ila`h
wa`Hid
27322	<in~
27324	bariY^'
min
maA
>a$oraka
27329	{l~a*iY
A^taY
27334	kita`b
Earafa
27339	maA
Earafa
27342	{bon
27344	{l~a*iY
xasira
27347	nafos
27351	laA
'aAmana
27355	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
>aw
ka*~aba
27366	'aAyap
27368	<in~
27370	laA
>afolaHa
27373	ZaAlim
27375	yawom
Ha$ara
27378	jamiyE
vum~
qaAla
27382	{l~a*iY
>a$oraka
27385	>ayon
$ariyk
27388	{l~a*iY
kaAna
27391	zaEama
27393	vum~
lam
kaAna
fitonap
27398	<il~aA
>an
qaAla
27403	{ll~ah
rab~
27406	maA
kaAna
27409	mu$orik
n~aZara
kayof
ka*aba
27414	EalaY`
nafos
27418	Dal~a
Ean
27421	maA
kaAna
27424	{fotaraY`
27427	min
27429	man
{sotamaEa
<ilaY`
27434	jaEala
27436	EalaY`
qalob
27439	>akin~ap
>an
yafoqahu
27445	fiY
>u*unN
27448	waqor
27450	<in
ra'aA
27453	kul~
'aAyap
laA
'aAmana
27460	Hat~aY`
<i*aA
jaA^'a
27465	ja`dalu
27468	qaAla
{l~a*iY
kafara
27472	<in
ha`*aA
<il~aA
>asa`Tiyr
27477	>aw~al
27480	nahaY`
27482	Ean
27485	na_#aA
27487	Ean
27490	<in
>aholaka
27493	<il~aA
nafos
27497	maA
ya$oEuru
27501	law
ra'aA
<i*
wuqifu
27506	EalaY`
27508	naAr
27510	qaAla
27513	layot
27515	rad~a
27517	laA
ka*~aba
27520	'aAyap
rab~
27524	kaAna
min
27527	mu&omin
bal
badaA
27532	maA
kaAna
27535	>uxofiYa
27537	min
qabol
27540	law
rad~a
27544	EaAda
27547	maA
nahaY`
27550	Ean
27553	<in~
27556	ka`*ib
27558	qaAla
27560	<in
27562	<il~aA
Hayaw`p
27566	d~unoyaA
27568	maA
27571	m~aboEuwvuwn
27573	law
ra'aA
<i*
wuqifu
27578	EalaY`
rab~
27581	qaAla
27583	l~ayosa
ha`*aA
27587	Haq~
qaAla
27590	balaY`
27592	rab~
27594	qaAla
27596	*aAqu
27599	Ea*aAb
27601	maA
kaAna
27604	kafara
27606	qad
xasira
{l~a*iY
ka*~aba
27612	liqaA^'
{ll~ah
Hat~aY`
<i*aA
jaA^'a
27619	saAEap
bagotap
qaAla
27624	Hasorat
27626	EalaY`
maA
far~aT
27630	fiY
27634	Hamala
27636	wizor
27638	EalaY`
Zahor
27641	>alaA^
saA^'a
maA
yaziru
27647	maA
27649	Hayaw`p
27651	d~unoyaA
<il~aA
laEib
27655	lahow
27659	daAr
27661	A^xir
xayor
27664	{l~a*iY
{t~aqaY`
27669	laA
Eaqalu
27672	qad
Ealima
<in~
27677	yaHozun
27679	{l~a*iY
qaAla
27683	<in~
27685	laA
ka*~aba
27690	la`kin~
27692	ZaAlim
27694	'aAyap
{ll~ah
jaHadu
27700	qad
ka*~aba
rasuwl
min
qabol
27707	Sabara
27709	EalaY`
maA
ka*~aba
27714	>uw*iYa
27716	Hat~aY`
>ataY
27719	naSor
27722	laA
mubad~il
27725	kalima`t
{ll~ah
27729	qad
jaA^'a
27732	min
naba>
27735	m~urosal
27737	<in
kaAna
kabura
EalaY`
27742	<iEoraAD
27745	<in
{sotaTaAEa
27748	>an
{botagaY`
nafaq
fiY
27753	>aroD
>aw
sul~am
fiY
27758	samaA^'
27760	>ataY
27763	'aAyap
27765	law
$aA^'a
{ll~ah
27769	jamaEa
27771	EalaY`
27773	hudFY
27775	laA
kaAna
27778	min
27780	jaAhil
<in~
maA
{sotajaAba
{l~a*iY
samiEa
27789	m~ay~it
baEava
27792	{ll~ah
vum~
<ilaY`
27796	rajaEa
27799	qaAla
27801	lawolaA^
naz~ala
EalaY`
27805	'aAyap
min
rab~
27809	qaAla
<in~
{ll~ah
qaAdir
EalaY`
>an
naz~ala
'aAyap
27818	la`kin~
>akovar
27821	laA
Ealima
27825	maA
min
daA^b~ap
fiY
27830	>aroD
27832	laA
Ta`^}ir
yaTiyru
27836	janaAH
27838	<il~aA
>um~ap
maval
27842	maA
far~aT
27845	fiY
27847	kita`b
min
$aYo'
vum~
<ilaY`
rab~
27854	Ha$ara
27857	{l~a*iY
ka*~aba
27861	'aAyap
27863	>aSam~
27865	>abokam
fiY
27868	Zuluma`t
man
$aA^'a
{ll~ah
>aDal~a
27875	man
$aA^'a
jaEala
27879	EalaY`
Sira`T
m~usotaqiym
qaAla
27884	ra'aA
27887	<in
>ataY
27890	Ea*aAb
{ll~ah
>aw
>ataY
27896	saAEap
27898	gayor
{ll~ah
daEaA
27902	<in
kaAna
27905	SaAdiq
bal
<iy~aA
daEaA
27911	ka$afa
maA
daEaA
27915	<ilaY`
27917	<in
$aA^'a
27920	nasiYa
27922	maA
>a$oraka
27927	qad
>arosala
27930	<ilaY`
>um~ap
min
qabol
27936	>axa*a
27941	ba>osaA^'
27944	Dar~aA^'
laEal~
27947	yataDar~aEu
27950	lawolaA^
<i*
jaA^'a
27954	ba>os
27956	taDar~aEu
27959	la`kin
qasato
qalob
27964	zay~ana
27968	$ayoTa`n
maA
kaAna
27972	Eamila
27975	lam~aA
nasiYa
27978	maA
*uk~ira
27983	fataHa
27985	EalaY`
27987	baAb
kul~
$aYo'
Hat~aY`
<i*aA
fariHa
27995	maA
A^taY
27998	>axa*a
28001	bagotap
28003	<i*aA
28005	mubolisuwn
28007	quTiEa
daAbir
28010	qawom
{l~a*iY
Zalama
28016	Hamod
28018	{ll~ah
rab~
28021	Ea`lamiyn
qaAla
28024	ra'aA
28026	<in
>axa*a
{ll~ah
samoE
28032	baSar
28035	xatama
EalaY`
qalob
28039	man
<ila`h
gayor
{ll~ah
>ataY
28047	n~aZara
kayof
Sar~afo
28051	'aAyap
vum~
28054	Sadafa
28056	qaAla
28058	ra'aA
28061	<in
>ataY
28064	Ea*aAb
{ll~ah
bagotap
>aw
jahorap
hal
>aholaka
<il~aA
28073	qawom
28075	ZaAlim
28077	maA
>arosala
28080	m~urosal
<il~aA
muba$~ir
28084	mun*ir
28086	man
'aAmana
28089	>aSolaHa
28091	laA
xawof
EalaY`
28096	laA
28098	yaHozun
28101	{l~a*iY
ka*~aba
28105	'aAyap
28107	mas~a
28110	Ea*aAb
28112	maA
kaAna
28115	fasaqa
28117	qaAla
laA
qaAla
28122	Eind
28124	xazaA^}in
{ll~ah
28127	laA
Ealima
28130	gayob
28132	laA
qaAla
28136	<in~
28138	malak
<in
{t~abaEa
<il~aA
maA
>awoHaY`^
<ilaY`
28146	qaAla
hal
{sotawaY`^
28150	>aEomaY`
28153	baSiyr
28156	laA
yatafak~aru
28160	>an*ara
28163	{l~a*iY
xaAfa
28166	>an
Ha$ara
28169	<ilaY`
rab~
28172	l~ayosa
28175	min
duwn
28178	waliY~
28180	laA
$afiyE
laEal~
28184	{t~aqaY`
28187	laA
Tarad
{l~a*iY
daEaA
28192	rab~
28196	gadaw`p
28199	Ea$iY~
>araAda
28202	wajoh
28204	maA
EalaY`
28207	min
HisaAb
28210	min
$aYo'
28213	maA
min
HisaAb
28217	EalaY`
28219	min
$aYo'
28222	Tarad
28225	kaAna
min
28228	ZaAlim
28231	*a`lik
fatanu
28234	baEoD
28237	baEoD
28239	qaAla
28242	ha`*aA
man~a
{ll~ah
EalaY`
28247	min
bayon
28251	l~ayosa
{ll~ah
28254	>aEolam
28257	$aAkir
28259	<i*aA
jaA^'a
28262	{l~a*iY
'aAmana
28266	'aAyap
28269	qaAla
sala`m
EalaY`
28273	kataba
rab~
28276	EalaY`
nafos
28280	raHomap
>an~
28283	man
Eamila
min
28287	suw^'
28289	jaha`lap
vum~
taAba
min
baEod
28296	>aSolaHa
28298	>an~
28300	gafuwr
r~aHiym
28304	*a`lik
faS~ala
28307	'aAyap
28310	tasotabiyna
sabiyl
28313	mujorim
qaAla
<in~
28317	nahaY`
28319	>an
Eabada
{l~a*iY
daEaA
28324	min
duwn
{ll~ah
qaAla
laA
{t~abaEa
>ahowaA^'
28332	qad
Dal~a
28335	<i*FA
28337	maA
28339	min
28341	m~uhotaduwn
qaAla
<in~
28345	EalaY`
bay~inap
min
rab~
28351	ka*~aba
28355	maA
Eind
28358	maA
{sotaEojala
28363	<in
28365	Hukom
<il~aA
28368	{ll~ah
qaS~a
28371	Haq~
28374	xayor
28376	fa`Siliyn
qaAla
law
>an~
Eind
28382	maA
{sotaEojala
28388	qaDaY`^
28390	>amor
bayon
28394	bayon
28397	{ll~ah
>aEolam
28401	ZaAlim
28403	Eind
28405	mafaAtiH
28407	gayob
laA
Ealima
28411	<il~aA
28414	Ealima
maA
fiY
28418	bar~
28421	baHor
28423	maA
suqiTa
min
waraqap
<il~aA
Ealima
28431	laA
Hab~ap
fiY
Zuluma`t
28436	>aroD
28438	laA
raTob
28441	laA
yaAbis
<il~aA
fiY
kita`b
m~ubiyn
28449	{l~a*iY
tawaf~aY`
28454	layol
28456	Ealima
maA
jaraHo
28462	nahaAr
vum~
baEava
28466	fiY
28469	qaDaY`^
>ajal
m~usam~FY
vum~
<ilaY`
28475	marojiE
28477	vum~
nab~a>a
28481	maA
kaAna
28484	Eamila
28489	qaAhir
fawoq
Eabod
28494	>arosala
EalaY`
28497	HafiyZ
Hat~aY`
<i*aA
jaA^'a
>aHad
28504	mawot
tawaf~aY`
28507	rasuwl
28511	laA
far~aT
28514	vum~
rad~a
28517	<ilaY`
{ll~ah
mawolaY`
28522	Haq~
>alaA^
28527	Hukom
28530	>asoraE
28532	Ha`sibiyn
qaAla
man
naj~aY`
28537	min
Zuluma`t
28540	bar~
28543	baHor
daEaA
28547	taDar~uE
28549	xufoyap
28551	<in
>anjaY`
28554	min
ha`*aA
28557	kaAna
28559	min
28561	$aAkir
qaAla
{ll~ah
naj~aY`
28566	min
28569	min
kul~
karob
vum~
28574	>a$oraka
28576	qaAla
28579	qaAdir
EalaY`
>an
baEava
EalaY`
28585	Ea*aAb
min
fawoq
28589	>aw
min
taHot
rijol
28594	>aw
labaso
28597	$iyEap
28599	>a*aAqa
baEoD
28602	ba>os
baEoD
n~aZara
kayof
Sar~afo
28608	'aAyap
laEal~
28611	yafoqahu
28614	ka*~aba
28617	qawom
28622	Haq~
qaAla
l~ayosa
28626	EalaY`
28629	wakiyl
28631	kul~
naba>
musotaqar~
28635	sawof
Ealima
28639	<i*aA
ra'aA
28642	{l~a*iY
xaADu
28645	fiY
'aAyap
28649	>aEoraDa
Ean
28652	Hat~aY`
xaADu
28655	fiY
Hadiyv
gayor
28660	<in
maA
>ansaY`
28666	$ayoTa`n
28668	laA
qaEada
baEod
28672	*ikoraY`
maE
28675	qawom
28677	ZaAlim
28679	maA
EalaY`
{l~a*iY
{t~aqaY`
28684	min
HisaAb
28687	min
$aYo'
28690	la`kin
*ikoraY`
laEal~
28694	{t~aqaY`
28697	ya*ara
{l~a*iY
{t~axa*a
28701	diyn
28703	laEib
28705	lahow
28707	gar~a
28710	Hayaw`p
28712	d~unoyaA
28714	*uk~ira
28717	>an
>ubosilu
nafos
28721	maA
kasaba
l~ayosa
28726	min
duwn
{ll~ah
waliY~
28731	laA
$afiyE
28734	<in
Eadala
kul~
Eadol
laA
>axa*a
min
28742	>uwla`^}ik
{l~a*iY
>ubosilu
28747	maA
kasaba
28752	$araAb
min
Hamiym
28756	Ea*aAb
>aliym
28759	maA
kaAna
28762	kafara
28764	qaAla
28766	daEaA
min
duwn
{ll~ah
maA
laA
nafaEa
28775	laA
yaDur~a
28779	rad~a
EalaY`
Eaqib
28783	baEod
<i*
hadaY
28787	{ll~ah
28789	{l~a*iY
{sotahowato
28793	$ayoTa`n
fiY
28796	>aroD
HayoraAn
28800	>aSoHa`b
daEaA
28804	<ilaY`
28806	hudFY
>ataY
28809	qaAla
<in~
hudFY
{ll~ah
28815	hudFY
28817	>amara
28820	>asolama
28822	rab~
28824	Ea`lamiyn
28826	>an
>aqaAma
28830	Salaw`p
28832	{t~aqaY`
28837	{l~a*iY
<ilaY`
28840	Ha$ara
28844	{l~a*iY
xalaqa
28847	samaA^'
28850	>aroD
28853	Haq~
28855	yawom
qaAla
kaAna
28859	kaAna
qawol
28863	Haq~
28868	mulok
yawom
nafaxa
fiY
28873	S~uwr
Ea`lim
28876	gayob
28879	$aha`dap
28883	Hakiym
28885	xabiyr
28887	<i*
qaAla
<iboraAhiym
28891	>abN
28893	A^zar
28895	{t~axa*a
>aSonaAm
<ila`h
<in~
28900	ra'aA
28903	qawom
28905	fiY
Dala`l
m~ubiyn
28910	*a`lik
>arayo
<iboraAhiym
malakuwt
28915	samaA^'
28918	>aroD
28921	kaAna
min
28924	m~uwqiniyn
28926	lam~aA
jan~a
EalaY`
28931	layol
ra'aA
kawokab
qaAla
ha`*aA
rab~
28939	lam~aA
>afala
qaAla
laA
>aHobabo
28945	'aAfiliyn
28947	lam~aA
ra'aA
28950	qamar
baAzig
qaAla
ha`*aA
rab~
28957	lam~aA
>afala
qaAla
28961	<in
lam
hadaY
28965	rab~
28968	kaAna
28970	min
28972	qawom
28974	DaA^l~
28976	lam~aA
ra'aA
28979	$amos
baAzigap
qaAla
ha`*aA
rab~
28985	ha`*aA
>akobar
28988	lam~aA
>afala
qaAla
28992	qawom
28994	<in~
28996	bariY^'
min
maA
>a$oraka
29001	<in~
29003	waj~aho
29005	wajoh
29008	{l~a*iY
faTara
29011	samaA^'
29014	>aroD
Haniyf
29017	maA
29019	min
29021	mu$orik
29023	HaA^j~a
29025	qawom
29027	qaAla
29029	HaA^j~a
29032	fiY
{ll~ah
29035	qad
hadaY
29039	laA
xaAfa
maA
>a$oraka
29046	<il~aA
>an
$aA^'a
rab~
29051	$aYo'
wasiEa
rab~
29055	kul~
$aYo'
Eilom
29060	laA
ta*ak~ara
29064	kayof
xaAfa
maA
>a$oraka
29070	laA
xaAfa
29073	>an~
29075	>a$oraka
29078	{ll~ah
maA
lam
naz~ala
29084	EalaY`
29086	suloTa`n
29088	>aY~
29090	fariyq
>aHaq~
29094	>amon
<in
kaAna
29098	Ealima
29100	{l~a*iY
'aAmana
29104	lam
labaso
29107	<iyma`n
29110	Zulom
>uwla`^}ik
29115	>amon
29118	m~uhotaduwn
29120	*a`lik
Huj~ap
29123	A^taY
29126	<iboraAhiym
EalaY`
qawom
29130	rafaEa
darajap
man
$aA^'a
<in~
rab~
29137	Hakiym
Ealiym
29140	wahaba
29144	<isoHaAq
29146	yaEoquwb
kul~
hadaY
29151	nuwH
hadaY
29154	min
qabol
29157	min
*ur~iy~ap
29160	daAwud
29162	sulayoma`n
29164	>ay~uwb
29166	yuwsuf
29168	muwsaY`
29170	ha`ruwn
29173	*a`lik
jazaY`
29176	muHosin
29178	zakariy~aA
29180	yaHoyaY`
29182	EiysaY
29184	<iloyaAs
kul~
min
29188	Sa`liH
29190	<isomaAEiyl
29193	{loyasaEa
29195	yuwnus
29197	luwT
29199	kul~
faD~ala
29202	EalaY`
29204	Ea`lamiyn
29206	min
A^baA'
29210	*ur~iy~a`t
29213	>ax
29216	{jotabaY`
29220	hadaY
29223	<ilaY`
Sira`T
m~usotaqiym
*a`lik
hudFY
{ll~ah
hadaY
29232	man
$aA^'a
min
Eabod
29238	law
>a$oraka
29242	HabiTa
Ean
29245	maA
kaAna
29248	Eamila
29250	>uwla`^}ik
{l~a*iY
A^taY
29256	kita`b
29259	Hukom
29262	n~ubuw~ap
29264	<in
kafara
29268	ha`*aA
29270	qad
wuk~ila
29275	qawom
l~ayosa
29281	ka`firuwn
>uwla`^}ik
{l~a*iY
hadaY
{ll~ah
29288	hudFY
29290	{qotadiho
qaAla
laA
sa>ala
29295	EalaY`
29297	>ajor
<in
29300	<il~aA
*ikoraY`
29304	Ea`lamiyn
29306	maA
qadara
29309	{ll~ah
Haq~
qador
29313	<i*
qaAla
29316	maA
>anzala
{ll~ah
EalaY`
ba$ar
min
$aYo'
qaAla
man
>anzala
29327	kita`b
{l~a*iY
jaA^'a
29332	muwsaY`
nuwr
29335	hudFY
29338	n~aAs
jaEala
29342	qiroTaAs
yubodiYa
29347	>uxofiYa
29349	kaviyr
29351	Eal~ama
29353	maA
lam
Ealima
29359	laA
A^baA'
29362	qaAla
{ll~ah
vum~
ya*ara
29367	fiY
xawoD
29370	yaloEabo
29373	ha`*aA
kita`b
>anzala
29378	mubaArak
muSad~iq
{l~a*iY
bayon
yad
29386	>an*ara
>um~
29389	qaroyap
29391	man
Hawol
29395	{l~a*iY
'aAmana
29400	A^xir
'aAmana
29407	EalaY`
Salaw`p
29410	yuHaAfiZu
29413	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
>aw
qaAla
>awoHaY`^
<ilaY`
29427	lam
>awoHaY`^
<ilaY`
29431	$aYo'
29433	man
qaAla
29436	>anzala
mivol
maA
>anzala
{ll~ah
29442	law
ra'aA
<i*
29446	ZaAlim
fiY
gamara`t
29450	mawot
29453	malak
ba`siT
yad
29457	>axoraja
29459	nafos
29462	yawom
jazaY`
29465	Ea*aAb
29467	huwn
29469	maA
kaAna
29472	qaAla
29474	EalaY`
{ll~ah
gayor
29478	Haq~
29480	kaAna
29482	Ean
'aAyap
29485	{sotakobara
29489	qad
jaA^'a
29493	fura`daY`
29495	maA
xalaqa
29499	>aw~al
mar~ap
29502	taraka
29504	maA
xaw~ala
29508	waraA^'
Zahor
29512	maA
ra'aA
maE
29516	$afiyE
29518	{l~a*iY
zaEama
29521	>an~
29523	fiY
29525	$ariyk
29527	qad
t~aqaT~aEa
bayon
29532	Dal~a
Ean
29535	maA
kaAna
29538	zaEama
29540	<in~
{ll~ah
faAliq
29544	Hab~
29547	n~awaY`
>axoraja
29550	Hay~
min
29553	m~ay~it
29555	muxorij
29557	m~ay~it
min
29560	Hay~
*a`lik
{ll~ah
29564	>an~aY`
>ufika
29567	faAliq
29569	<iSobaAH
29571	jaEala
29573	layol
sakan
29577	$amos
29580	qamar
HusobaAn
*a`lik
taqodiyr
29585	Eaziyz
29587	Ealiym
29590	{l~a*iY
jaEala
29595	n~ajom
29597	{hotadaY`
29601	fiY
Zuluma`t
29604	bar~
29607	baHor
qad
faS~ala
29612	'aAyap
29614	qawom
Ealima
29619	{l~a*iY
>an$a>a
29622	min
nafos
wa`Hidap
29626	musotaqar~
29628	musotawodaE
qad
faS~ala
29633	'aAyap
29635	qawom
yafoqahu
29640	{l~a*iY
>anzala
min
29644	samaA^'
maA^'
29647	>axoraja
29651	nabaAt
kul~
$aYo'
29655	>axoraja
29657	min
29659	xaDir
>axoraja
min
29663	Hab~
m~utaraAkib
29666	min
29668	naxol
min
TaloE
29672	qinowaAn
daAniyap
29675	jan~ap
min
Einab
29680	z~ayotuwn
29683	r~um~aAn
mu$otabih
29686	gayor
muta$a`bih
n~aZara
29690	<ilaY`
vamar
29693	<i*aA
>avomara
29696	yanoE
29698	<in~
fiY
*a`lik
29702	'aAyap
29704	qawom
'aAmana
29708	jaEala
29711	{ll~ah
$ariyk
29714	jin~
29716	xalaqa
29719	xaraqa
29723	bunaY~
29725	banaAt
29727	gayor
Eilom
suboHa`n
29732	taEa`laY`
Ean
maA
yaSifu
29737	badiyE
29739	samaA^'
29742	>aroD
>an~aY`
kaAna
29747	walad
29749	lam
kaAna
29753	Sa`Hibap
29755	xalaqa
kul~
$aYo'
29761	kul~
$aYo'
Ealiym
*a`lik
{ll~ah
rab~
29768	laA
<ila`h
<il~aA
29772	xa`liq
kul~
$aYo'
29776	Eabada
29781	EalaY`
kul~
$aYo'
wakiyl
laA
>adoraka
29789	baSar
29792	>adoraka
29794	baSar
29798	laTiyf
29800	xabiyr
qad
jaA^'a
29804	baSiyrap
min
rab~
29809	man
>aboSara
29813	nafos
29816	man
EamiYa
29819	EalaY`
29822	maA
29824	EalaY`
29827	HafiyZ
29830	*a`lik
Sar~afo
29833	'aAyap
29836	qaAla
29838	darasu
29842	bay~anu
29845	qawom
Ealima
29848	{t~abaEa
maA
>awoHaY`^
<ilaY`
29853	min
rab~
29856	laA
<ila`h
<il~aA
29861	>aEoraDa
Ean
29864	mu$orik
29866	law
$aA^'a
{ll~ah
maA
>a$oraka
29873	maA
jaEala
29877	EalaY`
29879	HafiyZ
29881	maA
29883	EalaY`
29886	wakiyl
29888	laA
yasub~u
29891	{l~a*iY
daEaA
29894	min
duwn
{ll~ah
29898	yasub~u
29900	{ll~ah
Eadow
29903	gayor
Eilom
29906	*a`lik
zay~ana
29910	kul~
>um~ap
Eamal
29914	vum~
<ilaY`
rab~
29918	marojiE
29921	nab~a>a
29924	maA
kaAna
29927	Eamila
29930	>aqosamu
29933	{ll~ah
jahod
yamiyn
29938	<in
jaA^'a
29941	'aAyap
29943	'aAmana
29947	qaAla
<in~
maA
29951	'aAyap
Eind
{ll~ah
29955	maA
yu$oEiru
29958	>an~
29960	<i*aA
jaA^'a
laA
'aAmana
29966	qal~abu
fu&aAd
29970	baSar
29973	maA
lam
'aAmana
29979	>aw~al
mar~ap
29982	ya*ara
29984	fiY
Tugoya`n
29987	yaEomahu
29990	law
>an~
29993	naz~ala
29995	<ilaY`
29998	malak
30000	kal~ama
30003	m~ay~it
30005	Ha$ara
30007	EalaY`
30009	kul~
$aYo'
qubul
maA
kaAna
30016	'aAmana
30018	<il~aA
>an
$aA^'a
{ll~ah
30023	la`kin~
>akovar
30026	yajohalu
30030	*a`lik
jaEala
30034	kul~
n~abiY~
Eaduw~
$ayoTa`n
30039	<ins
30042	jin~
>awoHaY`^
baEoD
30046	<ilaY`
baEoD
zuxoruf
30050	qawol
guruwr
30053	law
$aA^'a
rab~
30057	maA
faEala
30062	ya*ara
30065	maA
{fotaraY`
30070	Sagato
<ilaY`
30073	fu&aAd
{l~a*iY
laA
'aAmana
30080	A^xir
30083	r~aDiYa
30088	{qotarafo
30090	maA
30092	m~uqotarifuwn
30095	gayor
{ll~ah
{botagaY`
Hakam
30101	{l~a*iY
>anzala
<ilaY`
30106	kita`b
mufaS~al
30109	{l~a*iY
A^taY
30114	kita`b
Ealima
30117	>an~
30119	munaz~al
min
rab~
30125	Haq~
30127	laA
kaAna
30130	min
30132	mumotariyn
30134	tam~a
kalimap
rab~
30138	Sidoq
30140	Eadol
laA
mubad~il
30144	kalima`t
30149	samiyE
30151	Ealiym
30153	<in
>aTaAEa
>akovar
man
fiY
30159	>aroD
>aDal~a
30163	Ean
sabiyl
{ll~ah
<in
{t~abaEa
30169	<il~aA
30171	Zan~
30173	<in
30175	<il~aA
yaxoruSu
30178	<in~
rab~
30182	>aEolam
man
Dal~a
Ean
sabiyl
30190	>aEolam
30193	m~uhotaduwn
30195	>akala
30197	min
maA
*akara
{som
{ll~ah
EalaY`
30204	<in
kaAna
30208	'aAyap
30210	mu&omin
30212	maA
30215	>an
laA
>akala
30219	min
maA
*akara
{som
{ll~ah
EalaY`
30227	qad
faS~ala
30231	maA
Har~ama
EalaY`
30235	<il~aA
maA
{DoTur~a
30239	<ilaY`
30242	<in~
kaviyr
30245	>aDal~a
30248	>ahowaA^'
30251	gayor
Eilom
<in~
rab~
30257	>aEolam
30260	muEotadiyn
30262	ya*ara
30264	Za`hir
30266	<ivom
30268	baATin
30270	<in~
{l~a*iY
kasaba
30275	<ivom
30277	jazaY`
30280	maA
kaAna
30283	{qotarafo
30286	laA
>akala
30289	min
maA
lam
*akara
{som
{ll~ah
EalaY`
30298	<in~
30301	fisoq
30303	<in~
30305	$ayoTa`n
30307	>awoHaY`^
30309	<ilaY`
waliY~
30313	ja`dalu
30317	<in
>aTaAEa
30321	<in~
30324	mu$orik
30327	man
kaAna
m~ayot
30331	>aHoyaA
30335	jaEala
30339	nuwr
m~a$a
30343	fiY
30345	n~aAs
30347	man
maval
30350	fiY
30352	Zuluma`t
l~ayosa
30355	xaArij
min
30359	*a`lik
zay~ana
30363	ka`firuwn
maA
kaAna
30367	Eamila
30371	*a`lik
jaEala
30374	fiY
kul~
qaroyap
>akobar
mujorim
30381	makara
30383	fiY
30386	maA
makara
30389	<il~aA
30391	nafos
30394	maA
ya$oEuru
30398	<i*aA
jaA^'a
30401	'aAyap
qaAla
30404	lan
'aAmana
Hat~aY`
A^taY
mivol
maA
A^taY
rasuwl
{ll~ah
{ll~ah
>aEolam
Hayov
jaEala
risaAlap
30420	>aSaAba
{l~a*iY
>ajoramu
30424	SagaAr
Eind
{ll~ah
30428	Ea*aAb
$adiyd
30431	maA
kaAna
30434	makara
30437	man
>araAda
{ll~ah
>an
hadaY
30443	$araHa
Sador
30448	<isola`m
30450	man
>araAda
>an
>aDal~a
30455	jaEala
Sador
30458	Day~iq
Haraj
ka>an~
maA
yaS~aE~adu
fiY
30465	samaA^'
30467	*a`lik
jaEala
{ll~ah
30471	rijos
EalaY`
{l~a*iY
laA
'aAmana
30478	ha`*aA
Sira`T
rab~
30482	m~usotaqiym
qad
faS~ala
30487	'aAyap
30489	qawom
ta*ak~ara
30494	daAr
30496	sala`m
Eind
rab~
30502	waliY~
30505	maA
kaAna
30508	Eamila
30511	yawom
Ha$ara
30514	jamiyE
30516	maEo$ar
30518	jin~
qad
{sotakovaro
30522	min
30524	<ins
30526	qaAla
waliY~
30529	min
30531	<ins
rab~
30534	{sotamotaEa
baEoD
30538	baEoD
30540	balaga
30542	>ajal
30544	{l~a*iY
>aj~ala
30549	qaAla
30551	naAr
mavowFY
30554	xa`lid
fiY
30557	<il~aA
maA
$aA^'a
{ll~ah
<in~
rab~
30564	Hakiym
Ealiym
30568	*a`lik
wal~aY`
baEoD
30572	ZaAlim
baEoD
30575	maA
kaAna
30578	kasaba
30581	maEo$ar
30583	jin~
30586	<ins
30588	lam
>ataY
30591	rasuwl
min
30594	qaS~a
30596	EalaY`
30598	'aAyap
30601	>an*ara
30604	liqaA^'
yawom
30607	ha`*aA
qaAla
30610	$ahida
30612	EalaY`
nafos
30616	gar~a
30619	Hayaw`p
30621	d~unoyaA
30623	$ahida
30625	EalaY`
nafos
30628	>an~
30630	kaAna
30632	ka`firuwn
*a`lik
>an
lam
kaAna
rab~
30639	muholik
30641	qaroyap
30643	Zulom
30645	>ahol
30647	ga`fil
30650	kul~
darajap
min
maA
Eamila
30657	maA
rab~
30661	ga`fil
Ean
maA
Eamila
30667	rab~
30670	ganiY~
*uw
30673	raHomap
<in
$aA^'a
>a*ohaba
30679	{sotaxolafa
min
baEod
30683	maA
$aA^'a
30686	maA
>an$a>a
30689	min
*ur~iy~ap
qawom
A^xar
<in~
maA
waEada
30698	A^tiy
30700	maA
30703	muEojiz
qaAla
30706	qawom
30708	Eamila
30710	EalaY`
makaAnat
30713	<in~
30715	Ea`mil
30717	sawof
Ealima
30720	man
kaAna
30724	Ea`qibap
30726	daAr
<in~
30729	laA
>afolaHa
30732	ZaAlim
30734	jaEala
30737	{ll~ah
min
maA
*ara>a
min
30743	Harov
30746	n~aEam
naSiyb
30749	qaAla
30751	ha`*aA
30753	{ll~ah
30755	zaEom
30758	ha`*aA
30760	$ariyk
30763	maA
kaAna
30766	$ariyk
30769	laA
yaSilu
<ilaY`
{ll~ah
30774	maA
kaAna
30777	{ll~ah
30780	yaSilu
<ilaY`
$ariyk
30784	saA^'a
maA
Hakama
30790	*a`lik
zay~ana
30793	kaviyr
min
30796	mu$orik
qatol
walad
30800	$ariyk
30803	>arodaY`
30808	labaso
30810	EalaY`
30812	diyn
30815	law
$aA^'a
{ll~ah
maA
faEala
30823	ya*ara
30826	maA
{fotaraY`
30830	qaAla
30832	ha`*aA
n~aEam
30835	Harov
Hijor
laA
TaEimu
30840	<il~aA
man
$aA^'a
30844	zaEom
30847	n~aEam
Har~ama
Zahor
30852	n~aEam
laA
*akara
30856	{som
{ll~ah
EalaY`
30860	{fotiraA^'
EalaY`
30864	jazaY`
30867	maA
kaAna
30870	{fotaraY`
30873	qaAla
30875	maA
fiY
baTon
ha`*aA
30880	n~aEam
xaAliSap
30883	*akar
30886	muHar~am
EalaY`
zawoj
30891	<in
kaAna
mayotap
30896	fiY
30898	$ariyk
30900	jazaY`
30902	waSof
30904	<in~
30906	Hakiym
Ealiym
qad
xasira
{l~a*iY
qatala
30913	walad
30915	safah
30917	gayor
Eilom
30920	Har~ama
30922	maA
razaqa
30925	{ll~ah
{fotiraA^'
EalaY`
{ll~ah
qad
Dal~a
30933	maA
kaAna
30936	m~uhotaduwn
30939	{l~a*iY
>an$a>a
jan~ap
m~aEoruw$a`t
30944	gayor
m~aEoruw$a`t
30948	naxol
30951	zaroE
m~uxotalif
>ukul
30957	z~ayotuwn
30960	r~um~aAn
muta$a`bih
30963	gayor
muta$a`bih
>akala
30967	min
vamar
30970	<i*aA
>avomara
30973	A^taY
30975	Haq~
30977	yawom
HaSaAd
30981	laA
>asorafa
30984	<in~
30986	laA
>aHobabo
30989	musorif
30991	min
30993	n~aEam
Hamuwlap
30996	faro$
>akala
30999	min
maA
razaqa
31003	{ll~ah
31005	laA
{t~abaEa
31008	xuTuwa`t
31010	$ayoTa`n
<in~
31015	Eaduw~
m~ubiyn
vama`niyap
zawoj
min
31021	D~a>on
{vonayon
31024	min
31026	maEoz
{vonayon
qaAla
31031	*akar
Har~ama
>am
31035	>unvayayon
>am
maA
{$otamalato
EalaY`
31041	>aroHaAm
31043	>unvayayon
nab~a>a
31048	Eilom
<in
kaAna
31052	SaAdiq
31054	min
31056	<ibil
{vonayon
31059	min
31061	baqar
{vonayon
qaAla
31066	*akar
Har~ama
>am
31070	>unvayayon
>am
maA
{$otamalato
EalaY`
31076	>aroHaAm
31078	>unvayayon
>am
kaAna
31082	$ahiyd
<i*
waS~aY`
31086	{ll~ah
31088	ha`*aA
31090	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
31099	>aDal~a
31101	n~aAs
31103	gayor
Eilom
<in~
{ll~ah
laA
hadaY
31110	qawom
31112	ZaAlim
qaAla
laA
wajada
fiY
maA
>awoHaY`^
<ilaY`
31121	muHar~am
EalaY`
TaAEim
TaEimu
31126	<il~aA
>an
kaAna
mayotap
>aw
dam
m~asofuwH
>aw
laHom
xinziyr
31137	<in~
31139	rijos
>aw
fisoq
>uhil~a
31144	gayor
{ll~ah
31149	man
{DoTur~a
gayor
baAg
31154	laA
EaAd
31157	<in~
rab~
31160	gafuwr
r~aHiym
31163	EalaY`
{l~a*iY
haAdu
31167	Har~ama
31169	kul~
*uw
Zufur
31173	min
31175	baqar
31178	ganam
Har~ama
31181	EalaY`
31183	$uHuwm
31185	<il~aA
maA
Hamala
Zahor
31190	>aw
31192	HawaAyaA^
>aw
maA
{xotalaTa
31197	EaZom
*a`lik
jazaY`
31203	bagoy
31206	<in~
31209	SaAdiq
31211	<in
ka*~aba
31216	qaAla
rab~
31219	*uw
raHomap
wa`siEap
31223	laA
rad~a
ba>os
31227	Ean
31229	qawom
31231	mujorim
31233	qaAla
{l~a*iY
>a$oraka
31237	law
$aA^'a
{ll~ah
maA
>a$oraka
31244	laA
A^baA'
31248	laA
Har~ama
31251	min
$aYo'
31254	*a`lik
ka*~aba
{l~a*iY
min
qabol
31260	Hat~aY`
*aAqu
31263	ba>os
31265	qaAla
hal
Eind
31269	min
Eilom
31272	>axoraja
31277	<in
{t~abaEa
31280	<il~aA
31282	Zan~
31284	<in
31286	<il~aA
yaxoruSu
31289	qaAla
31292	{ll~ah
31294	Huj~ap
31296	ba`ligap
31298	law
$aA^'a
31301	hadaY
31303	>ajomaEiyn
qaAla
31306	lum~a
$ahiyd
31309	{l~a*iY
$ahida
31312	>an~
{ll~ah
Har~ama
ha`*aA
31317	<in
$ahida
31321	laA
$ahida
maE
31326	laA
{t~abaEa
>ahowaA^'
{l~a*iY
ka*~aba
31333	'aAyap
31336	{l~a*iY
laA
'aAmana
31342	A^xir
31346	rab~
31348	Eadala
31350	qaAla
taEaAla
31353	talaY`
maA
Har~ama
rab~
31358	EalaY`
31360	>an
laA
>a$oraka
31366	$aYo'
31370	waAlid
<iHosa`n
31373	laA
qatala
31376	walad
31378	min
<imola`q
31381	razaqa
31384	<iy~aA
31386	laA
yaqorabu
31390	fa`Hi$ap
maA
Zahara
min
31396	maA
baTana
31399	laA
qatala
31403	nafos
{l~a*iY
Har~ama
{ll~ah
<il~aA
31410	Haq~
*a`lik
waS~aY`
31416	laEal~
31418	Eaqalu
31421	laA
yaqorabu
31424	maAl
31426	yatiym
<il~aA
31429	{l~a*iY
31431	>aHosan
Hat~aY`
balaga
>a$ud~
31437	>awofaY`
31440	kayol
31443	miyzaAn
31446	qisoT
laA
yukal~ifu
nafos
<il~aA
wusoE
31454	<i*aA
qaAla
31458	Eadala
31461	law
kaAna
*aA
qurobaY`
31467	Eahod
{ll~ah
>awofaY`
31471	*a`lik
waS~aY`
31476	laEal~
31478	ta*ak~ara
31481	>an~
ha`*aA
Sira`T
31485	m~usotaqiym
31487	{t~abaEa
31491	laA
{t~abaEa
31495	sabiyl
31497	tafar~aqa
31500	Ean
sabiyl
31503	*a`lik
waS~aY`
31508	laEal~
31510	{t~aqaY`
31512	vum~
A^taY
31515	muwsaY`
31517	kita`b
tamaAm
EalaY`
{l~a*iY
>aHosana
31523	tafoSiyl
31525	kul~
$aYo'
31528	hudFY
31530	raHomap
laEal~
31534	liqaA^'
rab~
31537	'aAmana
31540	ha`*aA
kita`b
>anzala
31545	mubaArak
31547	{t~abaEa
31551	{t~aqaY`
31553	laEal~
31555	r~aHima
31557	>an
qaAla
31560	<in~
maA
>anzala
31564	kita`b
EalaY`
TaA^}ifap
min
qabol
31571	<in
kaAna
31574	Ean
diraAsat
31578	ga`fil
>aw
qaAla
31582	law
>an~
31585	>anzala
EalaY`
31589	kita`b
31591	kaAna
31593	>ahodaY`
min
31597	qad
jaA^'a
31600	bay~inap
min
rab~
31605	hudFY
31607	raHomap
31609	man
>aZolam
min
man
ka*~aba
31615	'aAyap
{ll~ah
31618	Sadafa
Ean
31622	jazaY`
{l~a*iY
Sadafa
31626	Ean
'aAyap
31629	suw^'
31631	Ea*aAb
31633	maA
kaAna
31636	Sadafa
31638	hal
n~aZara
31641	<il~aA
>an
>ataY
31646	malak
>aw
>ataY
rab~
31651	>aw
>ataY
baEoD
'aAyap
rab~
31657	yawom
>ataY
baEoD
'aAyap
rab~
31663	laA
nafaEa
nafos
<iyma`n
31668	lam
kaAna
'aAmana
min
qabol
>aw
kasaba
fiY
<iyma`n
31678	xayor
qaAla
yantaZiru
31682	<in~
31684	muntaZiruwn
<in~
{l~a*iY
far~aqu
31689	diyn
31692	kaAna
31694	$iyEap
l~ayosa
31697	min
31699	fiY
$aYo'
<in~
maA
>amor
31705	<ilaY`
{ll~ah
vum~
nab~a>a
31711	maA
kaAna
31714	faEala
31716	man
jaA^'a
31720	Hasanap
31724	Ea$or
maval
31728	man
jaA^'a
31732	say~i}ap
31734	laA
jazaY`
<il~aA
mivol
31741	laA
Zalama
31744	qaAla
<in~
31747	hadaY
31749	rab~
31751	<ilaY`
Sira`T
m~usotaqiym
diyn
qiyam
mil~ap
<iboraAhiym
Haniyf
31760	maA
kaAna
min
31764	mu$orik
qaAla
<in~
Salaw`p
31770	nusuk
31773	m~aHoyaA
31776	mamaAt
31779	{ll~ah
rab~
31782	Ea`lamiyn
laA
$ariyk
31789	*a`lik
>amara
31794	>aw~al
31796	musolim
qaAla
31799	gayor
{ll~ah
bagaY`
rab~
31805	rab~
kul~
$aYo'
31809	laA
kasaba
kul~
nafos
<il~aA
EalaY`
31817	laA
yaziru
waAzirap
wizor
A^xar
vum~
<ilaY`
rab~
31826	marojiE
31829	nab~a>a
31832	maA
kaAna
31835	fiY
31837	{xotalafa
31841	{l~a*iY
jaEala
31844	xaliyfap
31846	>aroD
31848	rafaEa
baEoD
31851	fawoq
baEoD
darajap
31855	balawo
31857	fiY
maA
A^taY
31861	<in~
rab~
31864	sariyE
31866	EiqaAb
31868	<in~
31871	gafuwr
r~aHiym
31874	kita`b
>anzala
<ilaY`
31879	laA
kaAna
fiY
Sador
31884	Haraj
min
31888	>an*ara
31892	*ikoraY`
31895	mu&omin
{t~abaEa
31898	maA
>anzala
<ilaY`
31902	min
rab~
31906	laA
{t~abaEa
31909	min
duwn
31912	waliY~
qaliyl
maA
ta*ak~ara
31918	kam
min
qaroyap
>aholaka
31925	jaA^'a
31927	ba>os
31929	baya`t
>aw
31932	qaA^}iluwn
31934	maA
kaAna
daEowaY`
31938	<i*
jaA^'a
31941	ba>os
31943	<il~aA
>an
qaAla
31947	<in~
31949	kaAna
31951	ZaAlim
31954	sa>ala
31956	{l~a*iY
>arosala
<ilaY`
31962	sa>ala
31965	m~urosal
31968	qaS~a
31970	EalaY`
31973	Eilom
31975	maA
kaAna
31978	gaA^}ibiyn
31981	wazon
yawoma}i*
31984	Haq~
31986	man
vaqulato
miyzaAn
31991	>uwla`^}ik
31994	mufoliHuwn
31996	man
xaf~ato
miyzaAn
32001	>uwla`^}ik
{l~a*iY
xasira
32005	nafos
32008	maA
kaAna
32012	'aAyap
32014	Zalama
32018	qad
mak~a
32022	fiY
32024	>aroD
32026	jaEala
32030	fiY
32032	maEa`yi$
qaliyl
maA
$akara
32039	qad
xalaqa
32043	vum~
Saw~ara
32047	vum~
qaAla
32052	malak
sajada
32056	A^dam
32058	sajada
32060	<il~aA
<iboliys
lam
kaAna
min
32066	saAjid
qaAla
maA
m~anaEa
32071	>an
laA
sajada
<i*
>amara
32078	qaAla
32080	xayor
min
32083	xalaqa
32086	min
naAr
32089	xalaqa
32092	min
Tiyn
qaAla
32096	yahobiTu
min
32100	maA
kaAna
32104	>an
yatakab~aru
fiY
32109	xaraja
<in~
32112	min
32114	Sa`giruwn
qaAla
yunZaru
32118	<ilaY`
yawom
baEava
32122	qaAla
<in~
32125	min
32127	munZaruwn
qaAla
32131	maA
>agowayo
32136	qaEada
32140	Sira`T
32143	m~usotaqiym
vum~
32146	>ataY
32148	min
bayon
yad
32153	min
xalof
32157	Ean
yamiyn
32161	Ean
$amaA^}il
32165	laA
wajada
>akovar
32169	$aAkir
qaAla
xaraja
min
32174	ma*o'uwm
m~adoHuwr
32177	man
tabiEa
32180	min
32183	muli}ato
32185	jahan~am
min
32188	>ajomaEiyn
32191	A^dam
sakana
32195	zawoj
32198	jan~ap
32200	>akala
32202	min
Hayov
$aA^'a
32207	laA
yaqorabu
32210	ha`*aA
32212	$ajarap
32214	kaAna
32216	min
32218	ZaAlim
32220	wasowasa
32224	$ayoTa`n
32226	yubodiYa
32229	maA
wu,riYa
Ean
32233	min
sawo'a`t
32237	qaAla
maA
nahaY`
32241	rab~
32243	Ean
ha`*aA
32246	$ajarap
<il~aA
>an
kaAna
32251	malak
>aw
kaAna
32255	min
32257	xa`lid
32259	qaAsama
32261	<in~
32266	min
32268	naASiH
32270	dal~a
32273	guruwr
32275	lam~aA
*aAqu
32279	$ajarap
badaA
32283	sawo'a`t
32286	Tafiqa
32288	yaxoSifa
32290	EalaY`
32292	min
waraq
32295	jan~ap
32297	naAdaY`
32299	rab~
32302	lam
nahaY`
32305	Ean
tilokum
32308	$ajarap
32310	qaAla
32313	<in~
32315	$ayoTa`n
32318	Eaduw~
m~ubiyn
qaAla
32322	rab~
32324	Zalama
32326	nafos
32329	<in
lam
gafara
32335	r~aHima
32338	kaAna
32340	min
32342	xa`siriyn
qaAla
yahobiTu
32346	baEoD
32349	baEoD
Eaduw~
32354	fiY
32356	>aroD
musotaqar~
32359	mata`E
<ilaY`
Hiyn
qaAla
fiY
32365	HaY~a
32368	fiY
32370	m~aAta
32373	min
32375	>axoraja
32378	bunaY~
A^dam
qad
>anzala
32383	EalaY`
32385	libaAs
wu,riYa
sawo'a`t
32390	riy$
32392	libaAs
32394	taqowaY
*a`lik
xayor
*a`lik
min
'aAyap
{ll~ah
laEal~
32403	ta*ak~ara
32406	bunaY~
A^dam
laA
fatanu
32413	$ayoTa`n
32415	maA
>axoraja
>abawaAn
32419	min
32421	jan~ap
nazaEa
Ean
32425	libaAs
32428	>arayo
32430	sawo'a`t
32432	<in~
32434	ra'aA
32438	qabiyl
32440	min
Hayov
laA
ra'aA
32446	<in~
32448	jaEala
32451	$ayoTa`n
waliY~
32454	{l~a*iY
laA
'aAmana
32459	<i*aA
faEala
32462	fa`Hi$ap
qaAla
32465	wajada
32467	EalaY`
32469	A^baA'
32472	{ll~ah
>amara
32477	qaAla
<in~
{ll~ah
laA
>amara
32484	faHo$aA^'
32486	qaAla
32488	EalaY`
{ll~ah
maA
laA
Ealima
32494	qaAla
>amara
rab~
32500	qisoT
32502	>aqaAma
32504	wajoh
32506	Eind
kul~
masojid
32510	daEaA
32513	muxoliS
32517	diyn
32519	maA
bada>a
32522	EaAda
32524	fariyq
hadaY
32527	fariyq
Haq~a
EalaY`
32532	Dala`lap
<in~
32535	{t~axa*a
32538	$ayoTa`n
waliY~
min
duwn
{ll~ah
32544	Hasiba
32546	>an~
32548	m~uhotaduwn
32550	bunaY~
A^dam
>axa*a
32554	ziynap
32556	Eind
kul~
masojid
32560	>akala
32563	$ariba
32566	laA
>asorafa
32569	<in~
32571	laA
>aHobabo
32574	musorif
qaAla
man
Har~ama
ziynap
{ll~ah
{l~a*iY
>axoraja
32583	Eabod
32587	Tay~iba`t
min
32590	rizoq
qaAla
32594	{l~a*iY
'aAmana
32597	fiY
32599	Hayaw`p
32601	d~unoyaA
xaAliSap
yawom
32605	qiya`map
32607	*a`lik
faS~ala
32610	'aAyap
32612	qawom
Ealima
32615	qaAla
<in~
maA
Har~ama
rab~
32622	fa`Hi$ap
maA
Zahara
min
32628	maA
baTana
32632	<ivom
32635	bagoy
32637	gayor
32639	Haq~
32641	>an
>a$oraka
32645	{ll~ah
maA
lam
naz~ala
32651	suloTa`n
32653	>an
qaAla
32656	EalaY`
{ll~ah
maA
laA
Ealima
32664	kul~
>um~ap
>ajal
32668	<i*aA
jaA^'a
>ajal
32672	laA
yasota>oxiru
32675	saAEap
32677	laA
yasotaqodimu
32681	bunaY~
A^dam
<in
maA
>ataY
32688	rasuwl
min
32691	qaS~a
32693	EalaY`
32695	'aAyap
32698	man
{t~aqaY`
32701	>aSolaHa
32703	laA
xawof
EalaY`
32708	laA
32710	yaHozun
32713	{l~a*iY
ka*~aba
32717	'aAyap
32720	{sotakobara
32722	Ean
32724	>uwla`^}ik
>aSoHa`b
32727	naAr
32729	fiY
32731	xa`lid
32733	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
>aw
ka*~aba
32744	'aAyap
32746	>uwla`^}ik
yanaAlu
32749	naSiyb
32751	min
32753	kita`b
Hat~aY`
<i*aA
jaA^'a
32758	rasuwl
32760	tawaf~aY`
32763	qaAla
32765	>ayon
maA
kaAna
32769	daEaA
32771	min
duwn
{ll~ah
qaAla
32776	Dal~a
32778	Ean
32781	$ahida
32783	EalaY`
nafos
32786	>an~
32788	kaAna
32790	ka`firuwn
qaAla
daxala
32794	fiY
>um~ap
qad
xalaA
min
qabol
32801	min
32803	jin~
32806	<ins
fiY
32809	naAr
kul~amaA
daxala
>um~ap
laEana
>uxot
32816	Hat~aY`
<i*aA
{d~a`raka
32820	fiY
32822	jamiyE
qaAla
A^xar
32827	>aw~al
32829	rab~
32831	ha`*aA
>aDal~a
32836	A^taY
32838	Ea*aAb
DiEof
min
32842	naAr
qaAla
32845	kul~
DiEof
32848	la`kin
laA
Ealima
32853	qaAla
>aw~al
32857	A^xar
32860	maA
kaAna
32864	EalaY`
32866	min
faDol
32869	*aAqu
32872	Ea*aAb
32874	maA
kaAna
32877	kasaba
32879	<in~
{l~a*iY
ka*~aba
32884	'aAyap
32887	{sotakobara
32889	Ean
32891	laA
tufat~aHu
32895	baAb
32897	samaA^'
32899	laA
daxala
32903	jan~ap
Hat~aY`
yalija
32907	jamal
fiY
sam~
32911	xiyaAT
32914	*a`lik
jazaY`
32917	mujorim
32920	min
jahan~am
miha`d
32924	min
fawoq
32927	ga`$iyap
32930	*a`lik
jazaY`
32933	ZaAlim
32935	{l~a*iY
'aAmana
32939	Eamila
32942	S~a`liHa`t
laA
yukal~ifu
nafos
<il~aA
wusoE
32949	>uwla`^}ik
>aSoHa`b
32952	jan~ap
32954	fiY
32956	xa`lid
32958	nazaEa
32960	maA
fiY
Sador
32964	min
gil~
jarayo
min
taHot
32971	nahar
32973	qaAla
32976	Hamod
32978	{ll~ah
{l~a*iY
hadaY
32983	ha`*aA
32985	maA
kaAna
32989	{hotadaY`
lawolaA^
>an
hadaY
32994	{ll~ah
32996	qad
jaA^'a
rasuwl
rab~
33003	Haq~
33005	naAdaY`
33007	>an
tilokum
33010	jan~ap
>aworava
33015	maA
kaAna
33018	Eamila
33021	naAdaY`
>aSoHa`b
33024	jan~ap
>aSoHa`b
33027	naAr
>an
qad
wajada
33032	maA
waEada
33035	rab~
33037	Haq~
33039	hal
wajada
33042	maA
waEada
rab~
33046	Haq~
qaAla
33049	naEam
33051	>a*~ana
mu&a*~in
bayon
33055	>an
laEonap
{ll~ah
EalaY`
33060	ZaAlim
{l~a*iY
Sad~a
33064	Ean
sabiyl
{ll~ah
33068	bagaY`
33071	Eiwaj
33076	A^xir
ka`firuwn
33079	bayon
33081	HijaAb
33083	EalaY`
33085	>aEoraAf
rijaAl
Earafa
33089	kul~
33091	siyma`
33094	naAdaY`
33096	>aSoHa`b
33098	jan~ap
>an
sala`m
EalaY`
33103	lam
daxala
33109	yaTomaEu
33112	<i*aA
Sarafa
baSar
33116	tiloqaA^'
>aSoHa`b
33119	naAr
qaAla
33122	rab~
33124	laA
jaEala
33127	maE
33129	qawom
33131	ZaAlim
33133	naAdaY`
>aSoHa`b
33136	>aEoraAf
rijaAl
Earafa
33142	siyma`
33144	qaAla
33146	maA
>agonaY`
Ean
33150	jamoE
33153	maA
kaAna
33156	{sotakobara
33159	ha`*aA
{l~a*iY
>aqosamu
33163	laA
yanaAlu
33166	{ll~ah
33168	raHomap
daxala
33172	jan~ap
laA
xawof
EalaY`
33178	laA
33180	yaHozun
33183	naAdaY`
>aSoHa`b
33186	naAr
>aSoHa`b
33189	jan~ap
>an
>afaADa
33193	EalaY`
33195	min
33197	maA^'
>aw
min
maA
razaqa
33203	{ll~ah
qaAla
33206	<in~
{ll~ah
Har~ama
33210	EalaY`
33212	ka`firuwn
{l~a*iY
{t~axa*a
33216	diyn
33218	lahow
33220	laEib
33222	gar~a
33225	Hayaw`p
33227	d~unoyaA
33230	yawom
nasiYa
33234	maA
nasiYa
33237	liqaA^'
yawom
33240	ha`*aA
33242	maA
kaAna
33246	'aAyap
33248	jaHadu
33252	qad
jaA^'a
33257	kita`b
faS~ala
33261	EalaY`
Eilom
hudFY
33265	raHomap
33267	qawom
'aAmana
33270	hal
n~aZara
33273	<il~aA
ta>owiyl
33276	yawom
>ataY
ta>owiyl
33280	qaAla
{l~a*iY
nasiYa
33285	min
qabol
qad
jaA^'a
rasuwl
rab~
33294	Haq~
33296	hal
33299	min
$afiyE
33302	ya$ofaEu
33306	>aw
rad~a
33309	Eamila
gayor
{l~a*iY
kaAna
33314	Eamila
qad
xasira
33318	nafos
33321	Dal~a
Ean
33324	maA
kaAna
33327	{fotaraY`
33329	<in~
rab~
33332	{ll~ah
{l~a*iY
xalaqa
33336	samaA^'
33339	>aroD
fiY
sit~ap
yawom
vum~
{sotawaY`^
EalaY`
33347	Earo$
>ugo$iyato
33350	layol
33352	nahaAr
yaTolubu
33355	Haviyv
33358	$amos
33361	qamar
33364	n~ajom
musax~ara`t
33367	>amor
33369	>alaA^
33373	xaloq
33376	>amor
tabaAraka
{ll~ah
rab~
33381	Ea`lamiyn
daEaA
33384	rab~
33386	taDar~uE
33388	xufoyap
<in~
33391	laA
>aHobabo
33394	muEotadiyn
33396	laA
>afosadu
33399	fiY
33401	>aroD
baEod
<iSola`H
33406	daEaA
33409	xawof
33411	TamaE
<in~
raHomap
{ll~ah
qariyb
min
33418	muHosin
33421	{l~a*iY
>arosala
33424	riyH
bu$or
bayon
yad
raHomap
33430	Hat~aY`
<i*aA
>aqal~ato
saHaAb
vaqiyl
siyqa
33439	balad
m~ay~it
33442	>anzala
33447	maA^'
33449	>axoraja
33453	min
kul~
33456	vamara`t
33458	*a`lik
>axoraja
33461	m~ay~it
laEal~
33464	ta*ak~ara
33468	balad
33470	Tay~ib
xaraja
nabaAt
33475	<i*on
rab~
33479	{l~a*iY
xabuva
laA
xaraja
<il~aA
nakid
33486	*a`lik
Sar~afo
33489	'aAyap
33491	qawom
$akara
33495	qad
>arosala
33498	nuwH
<ilaY`
qawom
33503	qaAla
33505	qawom
33507	Eabada
33509	{ll~ah
maA
33513	min
<ila`h
gayor
33517	<in~
33519	xaAfa
EalaY`
33522	Ea*aAb
yawom
EaZiym
qaAla
33527	mala>
min
qawom
33531	<in~
33534	ra'aA
33536	fiY
Dala`l
m~ubiyn
qaAla
33541	qawom
33543	l~ayosa
33546	Dala`lap
33548	la`kin
33550	rasuwl
min
rab~
33554	Ea`lamiyn
bal~ago
33557	risa`la`t
rab~
33561	naSaHu
33565	Ealima
min
{ll~ah
maA
laA
Ealima
33574	Eajibu
33576	>an
jaA^'a
33579	*ikor
min
rab~
33583	EalaY`
rajul
min
33588	>an*ara
33592	{t~aqaY`
33595	laEal~
33597	r~aHima
33600	ka*~aba
33604	>anjaY`
33608	{l~a*iY
maE
33611	fiY
33613	fulok
33615	>ugoriqu
33617	{l~a*iY
ka*~aba
33621	'aAyap
33623	<in~
33625	kaAna
33627	qawom
Eamuwn
33630	<ilaY`
EaAd2
>ax
33634	huwd
qaAla
33637	qawom
33639	Eabada
33641	{ll~ah
maA
33645	min
<ila`h
gayor
33651	laA
{t~aqaY`
33654	qaAla
33656	mala>
{l~a*iY
kafara
33660	min
qawom
33663	<in~
33666	ra'aA
33668	fiY
safaAhap
33671	<in~
33674	Zan~a
33676	min
33678	ka`*ib
qaAla
33681	qawom
33683	l~ayosa
33686	safaAhap
33688	la`kin
33690	rasuwl
min
rab~
33694	Ea`lamiyn
bal~ago
33697	risa`la`t
rab~
33704	naASiH
>amiyn
33708	Eajibu
33710	>an
jaA^'a
33713	*ikor
min
rab~
33717	EalaY`
rajul
min
33722	>an*ara
33725	*akara
33727	<i*
jaEala
33730	xaliyfap
min
baEod
qawom
nuwH
33736	zaAda
33738	fiY
33740	xaloq
baSTap
33743	*akara
33745	'aAlaA^'
{ll~ah
laEal~
33749	>afolaHa
33751	qaAla
33754	jaA^'a
33758	Eabada
{ll~ah
waHod
33763	ya*ara
maA
kaAna
Eabada
A^baA'
33770	>ataY
33773	maA
waEada
33776	<in
kaAna
33779	min
33781	SaAdiq
qaAla
qad
waqaEa
EalaY`
33787	min
rab~
33790	rijos
33792	gaDab
33794	ja`dalu
33797	fiY
{som
sam~aY`
33804	A^baA'
33806	maA
naz~ala
{ll~ah
33811	min
suloTa`n
33814	yantaZiru
33816	<in~
33818	maE
33820	min
33822	muntaZiruwn
33824	>anjaY`
33828	{l~a*iY
maE
33832	raHomap
min
33836	quTiEa
33838	daAbir
{l~a*iY
ka*~aba
33843	'aAyap
33846	maA
kaAna
33849	mu&omin
33851	<ilaY`
vamuwd
>ax
33855	Sa`liH2
qaAla
33858	qawom
33860	Eabada
33862	{ll~ah
maA
33866	min
<ila`h
gayor
33870	qad
jaA^'a
33873	bay~inap
min
rab~
33877	ha`*aA
naAqap
{ll~ah
33882	'aAyap
33884	ya*ara
33887	>akala
fiY
>aroD
{ll~ah
33892	laA
mas~a
33897	suw^'
33899	>axa*a
33901	Ea*aAb
>aliym
33904	*akara
33906	<i*
jaEala
33909	xaliyfap
min
baEod
EaAd2
33914	baw~a>a
33916	fiY
33918	>aroD
{t~axa*a
33921	min
suhuwl
33924	qaSor
33926	yanoHitu
33929	jabal
bayot
33932	*akara
33934	'aAlaA^'
{ll~ah
33937	laA
taEova
33940	fiY
33942	>aroD
mufosid
qaAla
33946	mala>
{l~a*iY
{sotakobara
33950	min
qawom
33954	{l~a*iY
{sotaDoEafu
33958	man
'aAmana
min
33963	Ealima
33965	>an~
Sa`liH2
m~urosal
min
rab~
33971	qaAla
33973	<in~
33976	maA
>arosala
33980	mu&omin
qaAla
{l~a*iY
{sotakobara
33985	<in~
33988	{l~a*iY
'aAmana
33993	ka`firuwn
33995	Eaqara
33998	naAqap
34000	Eata
34002	Ean
>amor
rab~
34007	qaAla
34010	Sa`liH2
>ataY
34014	maA
waEada
34017	<in
kaAna
34020	min
34022	m~urosal
34024	>axa*a
34027	r~ajofap
34029	>aSobaHa
34031	fiY
daAr
34034	ja`vimiyn
34036	tawal~aY`
Ean
34040	qaAla
34042	qawom
34045	qad
>abolagu
34049	risaAlap
rab~
34053	naSaHu
34058	la`kin
laA
>aHobabo
34063	naASiH
34065	luwT
<i*
qaAla
34069	qawom
34072	>ataY
34075	fa`Hi$ap
maA
sabaqa
34081	min
>aHad
min
34085	Ea`lamiyn
<in~
34089	>ataY
34092	rijaAl
$ahowap
min
duwn
34097	nisaA^'
bal
34100	qawom
musorif
34103	maA
kaAna
jawaAb
qawom
34108	<il~aA
>an
qaAla
34112	>axoraja
34115	min
qaroyap
34118	<in~
34120	<insa`n
taTah~aro
34124	>anjaY`
34128	>ahol
34130	<il~aA
{mora>at
34133	kaAna
min
34136	ga`biriyn
34138	>umoTirato
34140	EalaY`
34142	m~aTar
34144	n~aZara
kayof
kaAna
Ea`qibap
34149	mujorim
34151	<ilaY`
madoyan
>ax
34155	$uEayob
qaAla
34158	qawom
34160	Eabada
34162	{ll~ah
maA
34166	min
<ila`h
gayor
34170	qad
jaA^'a
34173	bay~inap
min
rab~
34178	>awofaY`
34181	kayol
34184	miyzaAn
34186	laA
yaboxaso
34190	n~aAs
$aYo'
34194	laA
>afosadu
34197	fiY
34199	>aroD
baEod
<iSola`H
34203	*a`lik
xayor
34207	<in
kaAna
34210	mu&omin
34212	laA
qaEada
34216	kul~
Sira`T
tuwEidu
34221	Sad~a
34223	Ean
sabiyl
{ll~ah
man
'aAmana
34231	bagaY`
34234	Eiwaj
34236	*akara
34238	<i*
kaAna
34241	qaliyl
34243	kav~ara
34246	n~aZara
34248	kayof
kaAna
Ea`qibap
34252	mufosid
34254	<in
kaAna
TaA^}ifap
min
34259	'aAmana
34262	{l~a*iY
>arosala
34268	TaA^}ifap
lam
'aAmana
34273	Sabara
34275	Hat~aY`
Hakama
{ll~ah
bayon
34282	xayor
34284	Ha`kimiyn
qaAla
34287	mala>
{l~a*iY
{sotakobara
34291	min
qawom
34295	>axoraja
34299	$uEayob
34301	{l~a*iY
'aAmana
34304	maE
34306	min
qaroyap
34309	>aw
34311	EaAda
34313	fiY
mil~ap
34316	qaAla
34319	law
kaAna
34322	ka`rihuwn
qad
{fotaraY`
34326	EalaY`
{ll~ah
ka*ib
<in
EaAda
34332	fiY
mil~ap
34335	baEod
<i*
naj~aY`
34339	{ll~ah
min
34343	maA
kaAna
34347	>an
EaAda
fiY
34351	<il~aA
>an
$aA^'a
{ll~ah
rab~
34357	wasiEa
rab~
34360	kul~
$aYo'
Eilom
EalaY`
{ll~ah
tawak~alo
34367	rab~
34369	fataHa
bayon
34373	bayon
qawom
34378	Haq~
34381	xayor
34383	fa`tiHiyn
34385	qaAla
34387	mala>
{l~a*iY
kafara
34391	min
qawom
34395	<in
{t~abaEa
34398	$uEayob
<in~
34401	<i*FA
34403	xa`siriyn
34405	>axa*a
34408	r~ajofap
34410	>aSobaHa
34412	fiY
daAr
34415	ja`vimiyn
{l~a*iY
ka*~aba
34419	$uEayob
34421	>an
lam
>agonaY`
34425	fiY
34427	{l~a*iY
ka*~aba
34430	$uEayob
kaAna
34435	xa`siriyn
34437	tawal~aY`
Ean
34441	qaAla
34443	qawom
34446	qad
>abolagu
34450	risa`la`t
rab~
34454	naSaHu
34459	kayof
ta>osa
EalaY`
qawom
ka`firuwn
34465	maA
>arosala
34468	fiY
qaroyap
min
n~abiY~
<il~aA
>axa*a
34475	>ahol
34479	ba>osaA^'
34482	Dar~aA^'
laEal~
34485	yataDar~aEu
34487	vum~
bad~ala
34490	m~akaAn
34492	say~i}ap
34494	Hasanap
Hat~aY`
EafaA
34499	qaAla
34501	qad
mas~a
A^baA'
34506	Dar~aA^'
34509	s~ar~aA^'
34511	>axa*a
34514	bagotap
34517	laA
ya$oEuru
34521	law
>an~
>ahol
34525	qaroyap
'aAmana
34529	{t~aqaY`
34532	fataHa
34534	EalaY`
34536	baraka`t
min
34539	samaA^'
34542	>aroD
34544	la`kin
ka*~aba
34548	>axa*a
34552	maA
kaAna
34555	kasaba
34559	>amina
>ahol
34562	qaroyap
>an
>ataY
34566	ba>os
34568	baya`t
34571	naA^}imuwn
34574	>amina
>ahol
34577	qaroyap
>an
>ataY
34581	ba>os
34583	DuHFY
34586	yaloEabo
34590	>amina
34592	makor
{ll~ah
34595	laA
>amina
makor
{ll~ah
<il~aA
34601	qawom
34603	xa`siriyn
34606	lam
hadaY
34609	{l~a*iY
wariva
34613	>aroD
min
baEod
>ahol
34618	>an
law
$aA^'a
>aSaAba
34625	*anb
34628	TabaEa
EalaY`
qalob
34634	laA
samiEa
34637	*a`lik
34639	qaroyap
qaS~a
EalaY`
34643	min
naba>
34648	qad
jaA^'a
34651	rasuwl
34655	bay~inap
34657	maA
kaAna
34661	'aAmana
34664	maA
ka*~aba
34667	min
qabol
34670	*a`lik
TabaEa
{ll~ah
EalaY`
qalob
34676	ka`firuwn
34678	maA
wajada
34682	>akovar
34684	min
Eahod
34687	<in
wajada
34690	>akovar
34693	faAsiq
vum~
baEava
34697	min
baEod
34700	muwsaY`
34702	'aAyap
34704	<ilaY`
firoEawon
34707	mala>
34710	Zalama
34715	n~aZara
kayof
kaAna
Ea`qibap
34720	mufosid
34722	qaAla
muwsaY`
34725	firoEawon
<in~
34728	rasuwl
min
rab~
34732	Ea`lamiyn
Haqiyq
EalaY`
>an
laA
qaAla
EalaY`
{ll~ah
<il~aA
34742	Haq~
qad
jaA^'a
34748	bay~inap
min
rab~
34753	>arosala
maE
34756	bunaY~
<isoraA}iyl
qaAla
<in
kaAna
34762	jaA^'a
34765	'aAyap
34767	>ataY
34770	<in
kaAna
34773	min
34775	SaAdiq
34777	>aloqaY`^
EaSaA2
34781	<i*aA2
34783	vuEobaAn
m~ubiyn
34786	nazaEa
yad
34790	<i*aA2
34792	>aboyaD
34795	na`Ziriyn
qaAla
34798	mala>
min
qawom
firoEawon
<in~
ha`*aA
34805	sa`Hir
Ealiym
>araAda
>an
>axoraja
34811	min
>aroD
34815	maA*aA
>amara
34818	qaAla
34820	turojiY
34823	>ax
34826	>arosala
fiY
34829	madaA^}in
Ha`$iriyn
>ataY
34835	kul~
sa`Hir
Ealiym
34839	jaA^'a
34841	sa`Hir
firoEawon
qaAla
34845	<in~
34849	>ajor
<in
kaAna
34855	gaAlib
qaAla
naEam
34859	<in~
34862	min
34864	muqar~abuwn
qaAla
34868	muwsaY`
<im~aA
>an
>aloqaY`^
34873	<im~aA
>an
kaAna
34878	m~uloquwn
qaAla
>aloqaY`^
34883	lam~aA
>aloqaY`^
34886	saHaru
34888	Eayon
34890	n~aAs
34892	{sotarohabu
34896	jaA^'a
34899	siHor
EaZiym
34902	>awoHaY`^
34904	<ilaY`
muwsaY`
>an
>aloqaY`^
EaSaA2
34911	<i*aA2
34913	taloqafu
maA
>ufika
34918	waqaEa
34920	Haq~
34922	baTala
maA
kaAna
34926	Eamila
34929	galabu
34931	hunaAlik
34933	{nqalaba
34935	Sa`giruwn
34937	>aloqaY`^
34939	sa`Hir
saAjid
qaAla
34943	'aAmana
34946	rab~
34948	Ea`lamiyn
rab~
muwsaY`
34952	ha`ruwn
qaAla
firoEawon
'aAmana
34959	qabol
>an
>a*ina
34964	<in~
ha`*aA
34967	makor
makara
34971	fiY
34973	madiynap
34975	>axoraja
34977	min
34979	>ahol
34982	sawof
Ealima
34986	qaT~aEa
34988	yad
34991	rijol
34993	min
xila`f
vum~
34997	yuSal~abu
35000	>ajomaEiyn
qaAla
35003	<in~
35005	<ilaY`
rab~
35008	munqalibuwn
35010	maA
naqamu
min
35014	<il~aA
>an
'aAmana
35019	'aAyap
rab~
35022	lam~aA
jaA^'a
35025	rab~
35027	>aforigo
EalaY`
35030	Sabor
35032	tawaf~aY`
35034	musolim
35036	qaAla
35038	mala>
min
qawom
firoEawon
35043	ya*ara
muwsaY`
35046	qawom
35049	>afosadu
35051	fiY
35053	>aroD
35055	ya*ara
35058	<ila`h
35060	qaAla
35062	qut~ilu
{bon
35066	yasotaHoYi.^
nisaA^'
35070	<in~
35072	fawoq
35074	qaAhir
qaAla
muwsaY`
35078	qawom
35080	{sotaEiynu
35083	{ll~ah
35085	Sabara
35087	<in~
35089	>aroD
35091	{ll~ah
>aworava
35094	man
$aA^'a
min
Eabod
35101	Ea`qibap
35104	mut~aqiyn
qaAla
35107	>uw*iYa
35109	min
qabol
>an
>ataY
35115	min
baEod
maA
jaA^'a
35121	qaAla
EasaY
rab~
35125	>an
>aholaka
Eaduw~
35130	{sotaxolafa
35132	fiY
35134	>aroD
35136	n~aZara
kayof
Eamila
35142	qad
>axa*a
35145	'aAl
firoEawon
35149	siniyn
35151	naqoS
min
35154	vamara`t
laEal~
35157	ta*ak~ara
35160	<i*aA
jaA^'a
35164	Hasanap
qaAla
35169	ha`*aA
35171	<in
>aSaAba
35174	say~i}ap
{T~ay~aro
35178	muwsaY`
35180	man
maE
35183	>alaA^
<in~
maA
Ta`^}ir
35188	Eind
{ll~ah
35191	la`kin~
>akovar
35194	laA
Ealima
35198	qaAla
35200	mahomaA
>ataY
35205	min
'aAyap
35208	saHaru
35213	maA
35218	mu&omin
35220	>arosala
35222	EalaY`
35225	T~uwfaAn
35228	jaraAd
35231	qum~al
35234	D~afaAdiE
35237	dam
'aAyap
m~ufaS~ala`t
35241	{sotakobara
35244	kaAna
35246	qawom
mujorim
35249	lam~aA
waqaEa
EalaY`
35254	rijoz
qaAla
35258	muwsaY`
daEaA
35262	rab~
35265	maA
Eahida
Eind
35270	<in
ka$afa
35273	Ean
35276	rijoz
35278	'aAmana
35284	>arosala
35286	maE
35288	bunaY~
<isoraA}iyl
35291	lam~aA
ka$afa
35294	Ean
35297	rijoz
<ilaY`
>ajal
35301	ba`lig
35303	<i*aA
35305	n~akava
35308	{ntaqamo
35310	min
35313	>ugoriqu
35316	fiY
35318	yam~
35320	>an~
35322	ka*~aba
35325	'aAyap
35328	kaAna
35330	Ean
35332	ga`fil
35334	>aworava
35337	qawom
{l~a*iY
kaAna
35341	{sotaDoEafu
35343	ma$oriq
35345	>aroD
35347	magorib
35349	{l~a*iY
ba`raka
35352	fiY
35355	tam~a
kalimap
rab~
35360	HusonaY`
EalaY`
bunaY~
<isoraA}iyl
35365	maA
Sabara
35369	dam~ara
35371	maA
kaAna
SanaEu
firoEawon
35376	qawom
35379	maA
kaAna
35382	yaEori$u
35385	jaAwaza
35388	bunaY~
<isoraA}iyl
35391	baHor
35393	>ataY
35395	EalaY`
qawom
yaEokufu
35399	EalaY`
>aSonaAm
35403	qaAla
35406	muwsaY`
jaEala
35410	<ila`h
35412	maA
35415	<ila`h
qaAla
<in~
35419	qawom
yajohalu
35422	<in~
ha`*aA
mutab~ar
maA
35427	fiY
35430	ba`Til
maA
kaAna
35434	Eamila
35436	qaAla
35438	gayor
{ll~ah
bagaY`
35442	<ila`h
35445	faD~ala
35447	EalaY`
35449	Ea`lamiyn
35451	<i*
>anjaY`
35455	min
'aAl
firoEawon
yasuwmu
35461	suw^'
35463	Ea*aAb
qut~ilu
35466	{bon
35469	yasotaHoYi.^
35471	nisaA^'
35474	fiY
*a`lik
balaA^'
min
rab~
35480	EaZiym
35482	wa`Eado
35484	muwsaY`
vala`v
layolap
35488	>atam~a
35492	Ea$or
35494	tam~a
miyqa`t
rab~
35498	>arobaE
layolap
35501	qaAla
muwsaY`
35504	>ax
35506	ha`ruwn
xalafa
35509	fiY
qawom
35513	>aSolaHa
35515	laA
{t~abaEa
sabiyl
35519	mufosid
35521	lam~aA
jaA^'a
muwsaY`
35525	miyqa`t
35528	kal~ama
35530	rab~
35532	qaAla
rab~
35535	>arayo
35537	n~aZara
<ilaY`
35540	qaAla
lan
ra'aA
35545	la`kin
n~aZara
<ilaY`
35549	jabal
35551	<in
{sotaqar~a
m~akaAn
35556	sawof
ra'aA
35560	lam~aA
tajal~aY`
rab~
35566	jabal
jaEala
35569	dak~
35571	xar~a
muwsaY`
SaEiq
35575	lam~aA
>afaAqa
qaAla
suboHa`n
35580	taAba
35582	<ilaY`
35586	>aw~al
35588	mu&omin
qaAla
35591	muwsaY`
<in~
35594	{SoTafaY`
35597	EalaY`
35599	n~aAs
35601	risaAlap
35605	kala`m
35608	>axa*a
maA
A^taY
35614	kaAna
min
35617	$aAkir
35619	kataba
35623	fiY
35625	lawoH
min
kul~
$aYo'
m~awoEiZap
35631	tafoSiyl
35633	kul~
$aYo'
35636	>axa*a
35639	quw~ap
35641	>amara
qawom
35644	>axa*a
35647	>aHosan
35650	>arayo
35652	daAr
35654	faAsiq
35656	Sarafa
Ean
'aAyap
35660	{l~a*iY
yatakab~aru
35663	fiY
35665	>aroD
35667	gayor
35669	Haq~
35671	<in
ra'aA
35674	kul~
'aAyap
laA
'aAmana
35682	<in
ra'aA
35685	sabiyl
35687	ru$od
laA
{t~axa*a
35692	sabiyl
35694	<in
ra'aA
35697	sabiyl
35699	gay~
{t~axa*a
35703	sabiyl
*a`lik
35706	>an~
35708	ka*~aba
35711	'aAyap
35714	kaAna
35716	Ean
35718	ga`fil
35720	{l~a*iY
ka*~aba
35724	'aAyap
35727	liqaA^'
35729	A^xir
HabiTa
Eamal
35733	hal
jazaY`
35736	<il~aA
maA
kaAna
35740	Eamila
35743	{t~axa*a
qawom
muwsaY`
min
baEod
35749	min
Huliy~
35752	Eijol
jasad
35756	xuwaAr
35758	lam
ra'aA
35761	>an~
35763	laA
kal~ama
35767	laA
hadaY
35770	sabiyl
{t~axa*a
35775	kaAna
35777	ZaAlim
35779	lam~aA
suqiTa
fiY
yad
35785	ra'aA
35787	>an~
35789	qad
Dal~a
35792	qaAla
35795	<in
lam
r~aHima
35799	rab~
35802	gafara
35806	kaAna
35808	min
35810	xa`siriyn
35812	lam~aA
rajaEa
muwsaY`
<ilaY`
qawom
35818	gaDoba`n
>asif
qaAla
bi}osa
maA
xalafa
35826	min
baEod
35830	Eajila
35832	>amor
rab~
35836	>aloqaY`^
35838	lawoH
35840	>axa*a
35842	ra>os
>ax
35845	yajur~u
35847	<ilaY`
35849	qaAla
{bon
>um~
35853	<in~
35855	qawom
{sotaDoEafu
35860	kaAda
35862	qatala
35866	laA
tu$omito
35871	Eaduw~
35873	laA
jaEala
35876	maE
35878	qawom
35880	ZaAlim
qaAla
rab~
35884	gafara
35889	>ax
35892	>udoxila
35894	fiY
raHomap
35899	>aroHam
35901	r~a`Himiyn
<in~
{l~a*iY
{t~axa*a
35907	Eijol
35909	yanaAlu
35911	gaDab
min
rab~
35916	*il~ap
fiY
35919	Hayaw`p
35921	d~unoyaA
35924	*a`lik
jazaY`
35927	mufotaruwn
35929	{l~a*iY
Eamila
35933	say~i_#aAt
vum~
taAba
35937	min
baEod
35941	'aAmana
35943	<in~
rab~
35946	min
baEod
35950	gafuwr
r~aHiym
35953	lam~aA
sakata
Ean
muwsaY`
35958	gaDab
>axa*a
35961	lawoH
35963	fiY
nusoxat
35966	hudFY
35968	raHomap
35970	{l~a*iY
35973	rab~
35975	yarohabu
35978	{xotaAra
muwsaY`
qawom
35982	saboE
rajul
35985	miyqa`t
35988	lam~aA
>axa*a
35992	r~ajofap
qaAla
rab~
35996	law
$aA^'a
35999	>aholaka
36002	min
qabol
36005	<iy~aA
36007	>aholaka
36010	maA
faEala
36013	safiyh
min
36016	<in
36018	<il~aA
fitonap
36021	>aDal~a
36024	man
$aA^'a
36027	hadaY
man
$aA^'a
36031	waliY~
36034	gafara
36038	r~aHima
36042	xayor
36044	gaAfir
36046	kataba
36049	fiY
ha`*aA
36052	d~unoyaA
Hasanap
36055	fiY
36057	A^xir
<in~
36060	haAdu
36062	<ilaY`
36064	qaAla
Ea*aAb
36067	>aSaAba
36070	man
$aA^'a
36073	raHomap
36075	wasiEa
kul~
$aYo'
36080	kataba
36083	{l~a*iY
{t~aqaY`
36087	A^taY
36090	zakaw`p
36092	{l~a*iY
36095	'aAyap
36097	'aAmana
36099	{l~a*iY
{t~abaEa
36103	rasuwl
36105	n~abiY~
36107	>um~iY~
{l~a*iY
wajada
36112	makotuwb
Eind
36115	fiY
36117	t~aworaY`p
36120	<injiyl
>amara
36125	m~aEoruwf
36127	nahaY`
36129	Ean
36131	munkar
36133	>aHal~a
36137	Tay~iba`t
36139	Har~ama
EalaY`
36143	xabiyvap
36145	waDaEa
Ean
36148	<iSor
36152	gil~
{l~a*iY
kaAna
EalaY`
36158	{l~a*iY
'aAmana
36164	Eaz~aru
36168	naSara
36172	{t~abaEa
36175	nuwr
{l~a*iY
>anzala
maE
36180	>uwla`^}ik
36183	mufoliHuwn
qaAla
36186	>ay~uhaA
36188	n~aAs
<in~
36191	rasuwl
{ll~ah
<ilaY`
36195	jamiyE
{l~a*iY
36199	mulok
36201	samaA^'
36204	>aroD
laA
<ila`h
<il~aA
36209	>aHoyaA
36211	>amaAta
36213	'aAmana
36216	{ll~ah
36218	rasuwl
36221	n~abiY~
36223	>um~iY~
{l~a*iY
'aAmana
36227	{ll~ah
36229	kalima`t
36232	{t~abaEa
36235	laEal~
36237	{hotadaY`
36240	min
qawom
muwsaY`
>um~ap
hadaY
36248	Haq~
36252	Eadala
36255	qaT~aEa
36258	{vonatayon
Ea$orap
>asobaAT
>um~ap
36263	>awoHaY`^
36265	<ilaY`
muwsaY`
<i*
{sotasoqaY`
36270	qawom
36272	>an
Daraba
36275	EaSaA2
36278	Hajar
36280	{n[bajasato
min
36283	{vonatayon
Ea$orap
Eayon
qad
Ealima
kul~
<insa`n
m~a$orab
36293	Zal~alo
36295	EalaY`
36298	gama`m
36300	>anzala
36302	EalaY`
36305	man~
36308	s~alowaY`
>akala
36311	min
Tay~iba`t
maA
razaqa
36318	maA
Zalama
36323	la`kin
kaAna
36326	nafos
36328	Zalama
36331	<i*
qaAla
36335	sakana
36337	ha`*aA
36339	qaroyap
36341	>akala
36343	min
36345	Hayov
$aA^'a
36349	qaAla
36351	HiT~ap
36353	daxala
36356	baAb
saAjid
gafara
36361	xaTiy^_#a`t
36364	zaAda
36366	muHosin
36368	bad~ala
{l~a*iY
Zalama
36372	min
36374	qawol
gayor
{l~a*iY
qaAla
36381	>arosala
36383	EalaY`
36385	rijoz
min
36388	samaA^'
36390	maA
kaAna
36393	Zalama
36396	sa>ala
36398	Ean
36400	qaroyap
{l~a*iY
kaAna
HaADirap
36405	baHor
<i*
yaEodu
36409	fiY
36411	s~abot
<i*
>ataY
36415	Huwt
36417	yawom
s~abot
36420	$ur~aE
36422	yawom
laA
yasobitu
36426	laA
>ataY
36430	*a`lik
balawo
36434	maA
kaAna
36437	fasaqa
36440	<i*
qaAla
>um~ap
min
36446	maA
waEaZo
36449	qawom
{ll~ah
muholik
36453	>aw
muEa*~ib
36456	Ea*aAb
$adiyd
qaAla
36460	maEo*irap
<ilaY`
rab~
36465	laEal~
36467	{t~aqaY`
36470	lam~aA
nasiYa
36473	maA
*uk~ira
36478	>anjaY`
36480	{l~a*iY
nahaY`
36483	Ean
36485	suw^'
36487	>axa*a
36489	{l~a*iY
Zalama
36493	Ea*aAb
ba_#iys
36496	maA
kaAna
36499	fasaqa
36502	lam~aA
Eata
36505	Ean
maA
nahaY`
36509	Ean
36511	qaAla
36515	kaAna
36517	qiradap
xaAsi}
36520	<i*
ta>a*~ana
rab~
36525	baEava
36527	EalaY`
36529	<ilaY`
yawom
36532	qiya`map
man
yasuwmu
36536	suw^'
36538	Ea*aAb
<in~
rab~
36543	sariyE
36545	EiqaAb
36547	<in~
36550	gafuwr
r~aHiym
36553	qaT~aEa
36556	fiY
36558	>aroD
>um~ap
min
36563	Sa`liH
36565	min
36567	duwn
*a`lik
36570	balawo
36575	Hasana`t
36578	say~i_#aAt
laEal~
36581	rajaEa
36584	xalafa
min
baEod
36588	xalof
wariva
36592	kita`b
>axa*a
36595	EaraD
ha`*aA
36598	>adonaY`
36600	qaAla
36603	gafara
36607	<in
>ataY
36610	EaraD
mivol
36613	>axa*a
36617	lam
>axa*a
EalaY`
36621	m~iyva`q
36623	kita`b
>an
laA
qaAla
36628	EalaY`
{ll~ah
<il~aA
36632	Haq~
36634	darasu
36636	maA
fiY
36641	daAr
36643	A^xir
xayor
36646	{l~a*iY
{t~aqaY`
36651	laA
Eaqalu
36655	{l~a*iY
yumas~iku
36660	kita`b
36662	>aqaAma
36665	Salaw`p
<in~
36668	laA
>aDaAEu
>ajor
36672	muSoliH
36674	<i*
nataqo
36678	jabal
fawoq
36681	ka>an~
36683	Zul~ap
36685	Zan~a
36687	>an~
36689	waAqiE
36692	>axa*a
36694	maA
A^taY
36699	quw~ap
36701	*akara
36703	maA
fiY
36706	laEal~
36708	{t~aqaY`
36711	<i*
>axa*a
rab~
36715	min
bunaY~
A^dam
min
Zahor
36721	*ur~iy~ap
36724	>a$ohada
36726	EalaY`
nafos
36730	l~ayosa
36733	rab~
36735	qaAla
36737	balaY`
$ahida
36740	>an
qaAla
36743	yawom
36745	qiya`map
<in~
36748	kaAna
36750	Ean
ha`*aA
ga`fil
>aw
qaAla
36756	<in~
maA
>a$oraka
A^baA'
36761	min
qabol
36764	kaAna
36766	*ur~iy~ap
min
baEod
36772	>aholaka
36775	maA
faEala
36778	muboTiluwn
36781	*a`lik
faS~ala
36784	'aAyap
36786	laEal~
36788	rajaEa
36791	talaY`
EalaY`
36794	naba>
{l~a*iY
A^taY
36799	'aAyap
36802	{nsalaxa
min
36806	>atobaEa
36809	$ayoTa`n
36811	kaAna
min
36814	ga`wiyn
36816	law
$aA^'a
36820	rafaEa
36826	la`kin~
36828	>axolada
<ilaY`
36831	>aroD
36833	{t~abaEa
hawaA^'
36837	maval
36840	maval
36842	kalob
<in
Hamala
EalaY`
36847	yalohavo
>aw
taraka
36851	yalohavo
*a`lik
maval
36855	qawom
{l~a*iY
ka*~aba
36860	'aAyap
36863	qaS~a
36865	qaSaS
laEal~
36868	yatafak~aru
36870	saA^'a
maval
36873	qawom
{l~a*iY
ka*~aba
36878	'aAyap
36881	nafos
36883	kaAna
36885	Zalama
36887	man
hadaY
{ll~ah
36893	muhotadiY
36895	man
>aDal~a
36898	>uwla`^}ik
36901	xa`siriyn
36904	qad
*ara>a
36908	jahan~am
kaviyr
min
36912	jin~
36915	<ins
36918	qalob
laA
yafoqahu
36927	Eayon
laA
>aboSara
36936	>u*unN
laA
samiEa
36942	>uwla`^}ik
36945	n~aEam
bal
36948	>aDal~
>uwla`^}ik
36952	ga`fil
36955	{ll~ah
36957	{som
36959	HusonaY`
36961	daEaA
36967	ya*ara
36969	{l~a*iY
yuloHidu
36972	fiY
{som
36976	jazaY`
36978	maA
kaAna
36981	Eamila
36984	min
man
xalaqa
36988	>um~ap
hadaY
36993	Haq~
36997	Eadala
37000	{l~a*iY
ka*~aba
37004	'aAyap
37007	nasotadoriju
37009	min
Hayov
laA
Ealima
37015	>amolaY`
37018	<in~
kayod
37021	matiyn
37024	lam
yatafak~aru
37027	maA
37029	SaAHib
37031	min
jin~ap
<in
37035	<il~aA
na*iyr
m~ubiyn
37040	lam
n~aZara
37043	fiY
malakuwt
37046	samaA^'
37049	>aroD
37051	maA
xalaqa
{ll~ah
min
$aYo'
37057	>an
EasaY
>an
kaAna
qad
{qotaraba
>ajal
37067	>aY~
Hadiyv
baEod
37071	'aAmana
37073	man
>aDal~a
{ll~ah
37077	laA
haAdiy
37082	ya*ara
37084	fiY
Tugoya`n
37087	yaEomahu
37089	sa>ala
37092	Ean
37094	saAEap
>ay~aAn
murosaY`
37098	qaAla
<in~
maA
Eilom
37103	Eind
rab~
37106	laA
jal~aY`
37110	waqot
37112	<il~aA
37114	vaqulato
fiY
37117	samaA^'
37120	>aroD
laA
>ataY
37124	<il~aA
bagotap
sa>ala
37129	ka>an~
37131	Hafiy~
Ean
37134	qaAla
<in~
maA
Eilom
37139	Eind
{ll~ah
37142	la`kin~
>akovar
37145	n~aAs
laA
Ealima
37149	qaAla
laA
malakato
37153	nafos
37155	nafoE
37157	laA
Dar~
<il~aA
maA
$aA^'a
{ll~ah
37164	law
kaAna
37167	Ealima
37169	gayob
37171	{sotakovaro
37173	min
37175	xayor
37177	maA
mas~a
37181	suw^'
<in
37184	<il~aA
na*iyr
37187	ba$iyr
37189	qawom
'aAmana
37193	{l~a*iY
xalaqa
37196	min
nafos
wa`Hidap
37200	jaEala
min
37203	zawoj
37206	sakana
<ilaY`
37210	lam~aA
taga$~aY`
37213	Hamala
Hamol
xafiyf
37217	mar~a
37221	lam~aA
>avoqalat
daEaA
37225	{ll~ah
rab~
37229	<in
A^taY
37233	Sa`liH
37235	kaAna
37237	min
37239	$aAkir
37241	lam~aA
A^taY
37244	Sa`liH
jaEala
37248	$ariyk
fiY
maA
A^taY
37254	taEa`laY`
{ll~ah
Ean
maA
>a$oraka
37261	>a$oraka
37263	maA
laA
xalaqa
$aYo'
37269	xalaqa
37272	laA
{sotaTaAEa
37277	naSor
37279	laA
nafos
37282	naSara
37285	<in
daEaA
37289	<ilaY`
37291	hudFY
laA
{t~abaEa
37296	sawaA^'
EalaY`
37300	daEaA
37303	>am
37305	Sa`mituwn
<in~
{l~a*iY
daEaA
37310	min
duwn
{ll~ah
Eabod
maval
37317	daEaA
37322	{sotajaAba
37326	<in
kaAna
37329	SaAdiq
37333	rijol
m~a$a
37338	>am
37341	yad
baTa$o
37346	>am
37349	Eayon
>aboSara
37354	>am
37357	>u*unN
samiEa
37362	qaAla
daEaA
37365	$ariyk
37367	vum~
kiydu
37372	laA
yunZaru
37376	<in~
waliY~
37379	{ll~ah
{l~a*iY
naz~ala
37383	kita`b
37386	tawal~aY`
37388	Sa`liH
37390	{l~a*iY
daEaA
37393	min
duwn
37396	laA
{sotaTaAEa
37399	naSor
37402	laA
nafos
37405	naSara
37408	<in
daEaA
37412	<ilaY`
37414	hudFY
laA
samiEa
37419	ra'aA
37421	n~aZara
37423	<ilaY`
37427	laA
>aboSara
37430	>axa*a
37432	Eafow
37434	>amara
37437	Eurof
37439	>aEoraDa
Ean
37442	jaAhil
37444	<in
maA
n~azaga
37449	min
37451	$ayoTa`n
nazog
37454	{sotaEi*o
37456	{ll~ah
<in~
37459	samiyE
Ealiym
<in~
{l~a*iY
{t~aqaY`
37465	<i*aA
mas~a
37468	TaA^}if
min
37471	$ayoTa`n
ta*ak~ara
37475	<i*aA
37477	muboSir
37479	>ax
37481	mad~a
37484	fiY
37486	gay~
vum~
laA
yuqoSiru
37492	<i*aA
lam
>ataY
37497	'aAyap
qaAla
37500	lawolaA^
{jotabaY`
37504	qaAla
<in~
maA
{t~abaEa
maA
>awoHaY`^
<ilaY`
37512	min
rab~
37515	ha`*aA
baSiyrap
min
rab~
37521	hudFY
37523	raHomap
37525	qawom
'aAmana
37529	<i*aA
qara>a
37532	quro'aAn
37534	{sotamaEa
37539	>anSitu
37541	laEal~
37543	r~aHima
37546	*akara
rab~
37549	fiY
nafos
37552	taDar~uE
37554	xiyfap
37556	duwn
37558	jahor
min
37561	qawol
37564	guduw~
37567	>aSiyl
37569	laA
kaAna
min
37573	ga`fil
<in~
{l~a*iY
Eind
rab~
37579	laA
{sotakobara
37582	Ean
EibaAdat
37586	sab~aHa
37592	sajada
37594	sa>ala
37597	Ean
37599	>anfaAl
qaAla
37602	>anfaAl
37604	{ll~ah
37607	rasuwl
37609	{t~aqaY`
37611	{ll~ah
37613	>aSolaHa
37615	*uw
bayon
37619	>aTaAEa
37621	{ll~ah
37623	rasuwl
37625	<in
kaAna
37628	mu&omin
<in~
maA
37632	mu&omin
{l~a*iY
<i*aA
*akara
{ll~ah
wajilato
qalob
37641	<i*aA
talaY`
EalaY`
37645	'aAyap
37647	zaAda
37649	<iyma`n
37651	EalaY`
rab~
37654	tawak~alo
37656	{l~a*iY
>aqaAma
37660	Salaw`p
37662	min
maA
razaqa
37667	>anfaqa
37669	>uwla`^}ik
37672	mu&omin
Haq~
37676	darajap
Eind
rab~
37681	m~agofirap
37683	rizoq
kariym
37686	maA
>axoraja
37689	rab~
37691	min
bayot
37696	Haq~
37698	<in~
fariyq
min
37702	mu&omin
37704	ka`rihuwn
ja`dalu
37708	fiY
37710	Haq~
baEod
maA
tabay~ana
ka>an~
maA
siyqa
37718	<ilaY`
37720	mawot
37723	n~aZara
37726	<i*
waEada
37729	{ll~ah
<iHodaY
37732	TaA^}ifap
>an~
37738	wad~a
37740	>an~
gayor
*uw
37744	$~awokap
kaAna
37749	>araAda
{ll~ah
>an
yuHiq~a
37754	Haq~
37756	kalima`t
37759	quTiEa
daAbir
37762	ka`firuwn
37764	yuHiq~a
37766	Haq~
37768	yuboTila
37770	ba`Til
37772	law
kariha
37775	mujorim
<i*
{sotaga`va
37779	rab~
37782	{sotajaAba
37785	>an~
37787	mumid~
37790	>alof
min
37793	malak
murodifiyn
37796	maA
jaEala
37799	{ll~ah
<il~aA
bu$oraY`
37804	{Toma>an~a
37807	qalob
37810	maA
37812	naSor
<il~aA
min
Eind
{ll~ah
<in~
{ll~ah
Eaziyz
Hakiym
<i*
ga$~aY`
37825	n~uEaAs
>amanap
min
37830	naz~ala
EalaY`
37833	min
37835	samaA^'
maA^'
37838	Tah~ara
37843	>a*ohaba
Ean
37846	rijoz
37848	$ayoTa`n
37851	r~abaTo
EalaY`
qalob
37856	vab~ato
37860	qadam
<i*
>awoHaY`^
rab~
37865	<ilaY`
37867	malak
>an~
37870	maE
37873	vab~ato
37875	{l~a*iY
'aAmana
37879	>aloqaY`^
fiY
qalob
{l~a*iY
kafara
37886	ruEob
37888	Daraba
37890	fawoq
37892	Eunuq
37894	Daraba
37896	min
37898	kul~
banaAn
*a`lik
37902	>an~
37904	$aA^q~u
37906	{ll~ah
37908	rasuwl
37911	man
$aA^q~u
{ll~ah
37915	rasuwl
37918	<in~
{ll~ah
$adiyd
37922	EiqaAb
*a`lik
37925	*aAqu
37929	>an~
37932	ka`firuwn
Ea*aAb
37935	naAr
37937	>ay~uhaA
{l~a*iY
'aAmana
37941	<i*aA
laqu
37944	{l~a*iY
kafara
37947	zaHof
37949	laA
wal~aY`
37954	dubur
37956	man
wal~aY`
37959	yawoma}i*
dubur
37962	<il~aA
mutaHar~if
37965	qitaAl
>aw
mutaHay~iz
<ilaY`
fi}ap
37971	qad
baA^'a
37974	gaDab
min
{ll~ah
37978	ma>owaY`
37980	jahan~am
37982	bi}osa
37984	maSiyr
37986	lam
qatala
37991	la`kin~
{ll~ah
qatala
37996	maA
ramaY`
37999	<i*
ramaY`
38003	la`kin~
{ll~ah
ramaY`
38008	yuboliYa
38010	mu&omin
min
38013	balaA^'
Hasan
<in~
{ll~ah
samiyE
Ealiym
*a`lik
38021	>an~
{ll~ah
muwhin
kayod
38026	ka`firuwn
<in
{sotafotaHu
38031	qad
jaA^'a
38035	fatoH
38037	<in
{ntahaY`
38042	xayor
38046	<in
EaAda
38049	EaAda
38051	lan
>agonato
Ean
38055	fi}at
38057	$aYo'
38059	law
kavura
38062	>an~
{ll~ah
maE
38066	mu&omin
38068	>ay~uhaA
{l~a*iY
'aAmana
38072	>aTaAEa
38074	{ll~ah
38076	rasuwl
38079	laA
tawal~aY`
38082	Ean
38086	samiEa
38089	laA
kaAna
38093	{l~a*iY
qaAla
38096	samiEa
38100	laA
samiEa
38103	<in~
$ar~
38106	daA^b~ap
Eind
{ll~ah
38110	>aSam~
38112	>abokam
{l~a*iY
laA
Eaqalu
38118	law
Ealima
{ll~ah
fiY
38123	xayor
38125	>asomaEa
38128	law
>asomaEa
38132	tawal~aY`
38136	m~uEoriDuwn
38138	>ay~uhaA
{l~a*iY
'aAmana
38142	{sotajaAba
38145	{ll~ah
38149	rasuwl
<i*aA
daEaA
38154	maA
>aHoyaA
38158	Ealima
38160	>an~
{ll~ah
HaAla
bayon
38165	maro'
38167	qalob
38170	>an~
38172	<ilaY`
38174	Ha$ara
38177	{t~aqaY`
38179	fitonap
laA
>aSaAba
38183	{l~a*iY
Zalama
38186	min
38188	xaA^S~ap
38190	Ealima
38192	>an~
{ll~ah
$adiyd
38196	EiqaAb
38198	*akara
38200	<i*
38202	qaliyl
m~usotaDoEafuwn
fiY
38206	>aroD
xaAfa
38209	>an
yataxaT~afa
38213	n~aAs
38215	'aAwaY`^
38218	>ay~ada
38221	naSor
38224	razaqa
38226	min
38228	Tay~iba`t
laEal~
38231	$akara
38234	>ay~uhaA
{l~a*iY
'aAmana
38238	laA
xaAnu
38241	{ll~ah
38244	rasuwl
38246	xaAnu
38248	>ama`na`t
38252	Ealima
38255	Ealima
38257	>an~
maA
maAl
38262	walad
38264	fitonap
38266	>an~
{ll~ah
Eind
38270	>ajor
EaZiym
38273	>ay~uhaA
{l~a*iY
'aAmana
38277	<in
{t~aqaY`
38280	{ll~ah
jaEala
38284	furoqaAn
38286	kaf~ara
Ean
38289	say~i_#aAt
38292	gafara
38296	{ll~ah
*uw
38299	faDol
38301	EaZiym
38303	<i*
makara
38307	{l~a*iY
kafara
38311	yuvobitu
38314	>aw
qatala
38318	>aw
>axoraja
38323	makara
38326	makara
{ll~ah
38329	{ll~ah
xayor
38332	ma`kiriyn
38334	<i*aA
talaY`
EalaY`
38338	'aAyap
38340	qaAla
38342	qad
samiEa
38345	law
$aA^'a
38348	qaAla
38350	mivol
ha`*aA
<in
ha`*aA
<il~aA
>asa`Tiyr
38357	>aw~al
38359	<i*
qaAla
38362	{ll~ahum~a
38364	<in
kaAna
ha`*aA
38369	Haq~
min
Eind
38374	>umoTirato
EalaY`
38377	HijaArap
min
38380	samaA^'
>aw
>ataY
38385	Ea*aAb
>aliym
38388	maA
kaAna
{ll~ah
38392	Ea*~aba
38396	fiY
38399	maA
kaAna
{ll~ah
muEa*~ib
38406	{sotagofara
38409	maA
38412	>an
laA
Ea*~aba
38416	{ll~ah
38419	Sad~a
38421	Ean
38423	masojid
38425	HaraAm
38427	maA
kaAna
38430	waliY~
38432	<in
waliY~
38435	<il~aA
38437	mut~aqiyn
38439	la`kin~
>akovar
38442	laA
Ealima
38446	maA
kaAna
Salaw`p
38450	Eind
38452	bayot
<il~aA
mukaA^'
38456	taSodiyap
38458	*aAqu
38461	Ea*aAb
38463	maA
kaAna
38466	kafara
38468	<in~
{l~a*iY
kafara
38472	>anfaqa
38474	maAl
38477	Sad~a
38479	Ean
sabiyl
{ll~ah
38484	>anfaqa
38487	vum~
kaAna
EalaY`
38491	Hasorap
vum~
galabu
38496	{l~a*iY
kafara
38499	<ilaY`
jahan~am
Ha$ara
38504	yamiyza
{ll~ah
38507	xabiyv
min
38510	Tay~ib
38512	jaEala
38514	xabiyv
baEoD
38517	EalaY`
baEoD
38520	yarokuma
38522	jamiyE
38524	jaEala
38526	fiY
jahan~am
>uwla`^}ik
38531	xa`siriyn
qaAla
38534	{l~a*iY
kafara
38537	<in
{ntahaY`
38540	gafara
38543	maA
qad
salafa
38547	<in
EaAda
38551	qad
maDaY`
sun~ap
38555	>aw~al
38557	qa`tala
38560	Hat~aY`
laA
kaAna
fitonap
38565	kaAna
38567	diyn
kul~
38571	{ll~ah
38573	<in
{ntahaY`
38577	<in~
{ll~ah
38580	maA
Eamila
38583	baSiyr
38585	<in
tawal~aY`
38589	Ealima
38591	>an~
{ll~ah
mawolaY`
38595	niEoma
38597	mawolaY`
38599	niEoma
38601	naSiyr
38603	Ealima
38605	>an~
maA
ganimo
38609	min
$aYo'
38612	>an~
38614	{ll~ah
xumus
38620	rasuwl
38623	*uw
38625	qurobaY`
38628	yatiym
38631	misokiyn
38633	{bon
38635	sabiyl
<in
kaAna
38639	'aAmana
38642	{ll~ah
38644	maA
>anzala
38647	EalaY`
Eabod
38650	yawom
38652	furoqaAn
yawom
{lotaqaY
38656	jamoE
38658	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
<i*
38667	Eudowap
38669	d~unoyaA
38674	Eudowap
38676	quSowaY`
38679	r~akob
>asofal
min
38684	law
tawaAEad
38688	{xotalafa
38690	fiY
38692	m~iyEaAd
38694	la`kin
38696	qaDaY`^
{ll~ah
>amor
kaAna
mafoEuwl
38702	halaka
man
halaka
Ean
bay~inap
38708	HaY~a
man
HaY~a
Ean
bay~inap
38714	<in~
{ll~ah
38717	samiyE
Ealiym
<i*
>arayo
38723	{ll~ah
fiY
manaAm
38727	qaliyl
38729	law
ra'aA
38732	kaviyr
38734	fa$ilo
38738	tana`zaEu
38740	fiY
38742	>amor
38744	la`kin~
{ll~ah
sal~ama
<in~
38749	Ealiym
38751	*uw
38753	Sador
38755	<i*
>arayo
38759	<i*
{lotaqaY
38762	fiY
Eayon
38765	qaliyl
38767	yuqal~ilu
38769	fiY
Eayon
38773	qaDaY`^
{ll~ah
>amor
kaAna
mafoEuwl
38779	<ilaY`
{ll~ah
rajaEa
38783	>amor
38785	>ay~uhaA
{l~a*iY
'aAmana
38789	<i*aA
laqu
38792	fi}ap
38794	{vobutu
38797	*akara
38799	{ll~ah
kaviyr
laEal~
38803	>afolaHa
38806	>aTaAEa
38808	{ll~ah
38810	rasuwl
38813	laA
tana`zaEu
38817	fa$ilo
38820	*ahaba
riyH
38824	Sabara
38826	<in~
{ll~ah
maE
38830	SaAbir
38832	laA
kaAna
38836	{l~a*iY
xaraja
38839	min
daAr
38842	baTar
38844	ri}aA^'
38846	n~aAs
38848	Sad~a
38850	Ean
sabiyl
{ll~ah
38854	{ll~ah
38856	maA
Eamila
38859	muHiyT
38861	<i*
zay~ana
38866	$ayoTa`n
Eamal
38870	qaAla
laA
gaAlib
38876	yawom
min
38879	n~aAs
38881	<in~
38883	jaAr
38887	lam~aA
taraA^'ati
38890	fi}ap
nakaSa
EalaY`
Eaqib
38896	qaAla
<in~
38899	bariY^'
min
38902	<in~
38904	ra'aA
maA
laA
ra'aA
38909	<in~
38911	xaAfa
{ll~ah
38914	{ll~ah
$adiyd
38917	EiqaAb
<i*
qaAla
38921	muna`fiquwn
38923	{l~a*iY
fiY
qalob
38927	m~araD
gar~a
ha`*aA
diyn
38933	man
tawak~alo
EalaY`
{ll~ah
38938	<in~
{ll~ah
Eaziyz
Hakiym
38943	law
ra'aA
<i*
tawaf~aY`
{l~a*iY
kafara
38951	malak
Daraba
38954	wajoh
38957	dubur
38960	*aAqu
38962	Ea*aAb
38964	Hariyq
*a`lik
38967	maA
qad~ama
yad
38972	>an~
{ll~ah
l~ayosa
38976	Zal~a`m
38979	Eabod
38981	da>ob
'aAl
firoEawon
38985	{l~a*iY
min
qabol
38989	kafara
38992	'aAyap
{ll~ah
38995	>axa*a
38997	{ll~ah
38999	*anb
39001	<in~
{ll~ah
qawiY~
$adiyd
39006	EiqaAb
*a`lik
39009	>an~
{ll~ah
lam
kaAna
mugay~ir
niEomap
>anoEama
39017	EalaY`
qawom
Hat~aY`
yugay~iru
39022	maA
39024	nafos
39027	>an~
{ll~ah
samiyE
Ealiym
39032	da>ob
'aAl
firoEawon
39036	{l~a*iY
min
qabol
39040	ka*~aba
39043	'aAyap
rab~
39047	>aholaka
39051	*anb
39054	>ugoriqu
39056	'aAl
firoEawon
39059	kul~
kaAna
39062	ZaAlim
<in~
$ar~
39066	daA^b~ap
Eind
{ll~ah
{l~a*iY
kafara
39074	laA
'aAmana
39077	{l~a*iY
Ea`hada
39080	min
39082	vum~
naqaDato
39085	Eahod
39087	fiY
kul~
mar~ap
39092	laA
{t~aqaY`
39096	<in
maA
vuqifu
39101	fiY
39103	Harob
39105	$ar~ido
39108	man
xalof
39111	laEal~
39113	ta*ak~ara
39116	<in
maA
xaAfa
39120	min
qawom
xiyaAnap
39124	naba*a
<ilaY`
39127	EalaY`
sawaA^'
<in~
{ll~ah
laA
>aHobabo
39134	xaA^}iniyn
39136	laA
Hasiba
39139	{l~a*iY
kafara
39142	sabaqa
39144	<in~
39146	laA
yuEojiza
39150	>aEad~a
39154	maA
{sotaTaAEa
39157	min
quw~ap
39160	min
r~ibaAT
39163	xayol
turohibu
39168	Eaduw~
{ll~ah
39171	Eaduw~
39174	A^xar
min
duwn
39178	laA
Ealima
39182	{ll~ah
Ealima
39186	maA
>anfaqa
39189	min
$aYo'
fiY
sabiyl
{ll~ah
waf~aY`^
<ilaY`
39199	laA
Zalama
39203	<in
janaHu
39208	s~alom
39210	janaHu
39214	tawak~alo
EalaY`
{ll~ah
<in~
39221	samiyE
39223	Ealiym
39225	<in
>araAda
39228	>an
yaxodaEu
39233	<in~
Hasob
39236	{ll~ah
39238	{l~a*iY
>ay~ada
39242	naSor
39247	mu&omin
39249	>al~afa
bayon
qalob
39253	law
>anfaqa
39256	maA
fiY
39259	>aroD
jamiyE
maA
>al~afa
39264	bayon
qalob
39268	la`kin~
{ll~ah
>al~afa
bayon
39273	<in~
39275	Eaziyz
Hakiym
39278	>ay~uhaA
39280	n~abiY~
Hasob
39283	{ll~ah
39285	man
{t~abaEa
39288	min
39290	mu&omin
39292	>ay~uhaA
39294	n~abiY~
Har~iDi
39297	mu&omin
EalaY`
39300	qitaAl
<in
kaAna
min
39305	Ei$oruwn
SaAbir
galabu
39309	miA}ap
39311	<in
kaAna
min
39315	miA}ap
galabu
39318	>alof
min
{l~a*iY
kafara
39324	>an~
39326	qawom
laA
yafoqahu
39331	_#a`n
xaf~afa
{ll~ah
Ean
39337	Ealima
>an~
fiY
39341	DaEof
39343	<in
kaAna
min
39347	miA}ap
SaAbirap
galabu
39351	miA}ap
39353	<in
kaAna
min
39357	>alof
galabu
39360	>alof
39362	<i*on
{ll~ah
39365	{ll~ah
maE
39368	SaAbir
maA
kaAna
39372	n~abiY~
>an
kaAna
39377	>asiyr
Hat~aY`
>avoxan
fiY
39382	>aroD
>araAda
39385	EaraD
39387	d~unoyaA
39389	{ll~ah
>araAda
39392	A^xir
39394	{ll~ah
Eaziyz
Hakiym
lawolaA^
kita`b
min
{ll~ah
sabaqa
39403	mas~a
39405	fiY
maA
>axa*a
39409	Ea*aAb
EaZiym
39412	>akala
39414	min
maA
ganimo
39418	Hala`l
Tay~ib
39421	{t~aqaY`
39423	{ll~ah
<in~
{ll~ah
gafuwr
r~aHiym
39429	>ay~uhaA
39431	n~abiY~
qaAla
39434	man
fiY
yad
39438	min
39440	>asiyr
<in
Ealima
{ll~ah
fiY
qalob
39447	xayor
A^taY
39450	xayor
min
maA
>axa*a
min
39457	gafara
39461	{ll~ah
gafuwr
r~aHiym
39465	<in
>araAda
39468	xiyaAnap
39471	qad
xaAnu
39474	{ll~ah
min
qabol
39478	>amokana
min
39482	{ll~ah
Ealiym
Hakiym
<in~
{l~a*iY
'aAmana
39490	haAjara
39493	ja`hada
39496	maAl
39499	nafos
39501	fiY
sabiyl
{ll~ah
39505	{l~a*iY
'aAwaY`^
39509	naSara
39511	>uwla`^}ik
baEoD
39514	waliY~
baEoD
39517	{l~a*iY
'aAmana
39521	lam
haAjara
39524	maA
39527	min
wala`yat
39530	min
$aYo'
Hat~aY`
haAjara
39536	<in
{sotanSara
39540	fiY
39542	diyn
39544	EalaY`
39547	naSor
<il~aA
EalaY`
qawom
bayon
39554	bayon
39556	m~iyva`q
39558	{ll~ah
39560	maA
Eamila
39563	baSiyr
39565	{l~a*iY
kafara
39568	baEoD
39570	waliY~
baEoD
<in
laA
faEala
39577	kaAna
fitonap
fiY
39581	>aroD
39583	fasaAd
kabiyr
39586	{l~a*iY
'aAmana
39590	haAjara
39593	ja`hada
39595	fiY
sabiyl
{ll~ah
39599	{l~a*iY
'aAwaY`^
39603	naSara
39605	>uwla`^}ik
39608	mu&omin
Haq~
39612	m~agofirap
39614	rizoq
kariym
39617	{l~a*iY
'aAmana
39620	min
baEod
39623	haAjara
39626	ja`hada
39628	maE
39631	>uwla`^}ik
min
39635	>uwliY
39637	>aroHaAm
baEoD
39640	>awolaY`
39642	baEoD
fiY
kita`b
{ll~ah
<in~
{ll~ah
39649	kul~
$aYo'
Ealiym
baraA^'ap
min
{ll~ah
39656	rasuwl
39658	<ilaY`
{l~a*iY
Ea`hada
39662	min
39664	mu$orik
39666	siyHu
39668	fiY
39670	>aroD
>arobaEap
$ahor
39674	Ealima
39676	>an~
39678	gayor
muEojiz
{ll~ah
39682	>an~
{ll~ah
muxoziY
39686	ka`firuwn
39688	>a*a`n
min
{ll~ah
39692	rasuwl
39694	<ilaY`
39696	n~aAs
yawom
39699	Haj~
39701	>akobar
>an~
{ll~ah
bariY^'
min
39707	mu$orik
39709	rasuwl
39712	<in
taAba
39717	xayor
39721	<in
tawal~aY`
39725	Ealima
39727	>an~
39729	gayor
muEojiz
{ll~ah
39733	bu$~ira
{l~a*iY
kafara
39738	Ea*aAb
>aliym
<il~aA
{l~a*iY
Ea`hada
39744	min
39746	mu$orik
vum~
lam
yunqaSu
39752	$aYo'
39754	lam
Za`haru
39757	EalaY`
39759	>aHad
39761	>atam~a
39763	<ilaY`
39765	Eahod
39767	<ilaY`
mud~at
39770	<in~
{ll~ah
>aHobabo
39774	mut~aqiyn
39776	<i*aA
{nsalaxa
39779	$ahor
39781	HaraAm
39783	qatala
39786	mu$orik
Hayov
wajada
39792	>axa*a
39796	HaSirato
39800	qaEada
39804	kul~
maroSad
39807	<in
taAba
39811	>aqaAma
39814	Salaw`p
39816	A^taY
39819	zakaw`p
39821	xal~u
39823	sabiyl
39825	<in~
{ll~ah
gafuwr
r~aHiym
39830	<in
>aHad
min
39834	mu$orik
{sotajaAra
39838	yujiyru
39840	Hat~aY`
samiEa
kala`m
{ll~ah
vum~
>abolagu
39847	ma>oman
39849	*a`lik
39851	>an~
39853	qawom
laA
Ealima
39857	kayof
kaAna
39861	mu$orik
Eahod
Eind
{ll~ah
39866	Eind
rasuwl
39869	<il~aA
{l~a*iY
Ea`hada
39873	Eind
39875	masojid
39877	HaraAm
39879	maA
{sotaqa`mu
39885	{sotaqa`mu
39889	<in~
{ll~ah
>aHobabo
39893	mut~aqiyn
kayof
39896	<in
Zahara
39899	EalaY`
39901	laA
yaroqubu
39904	fiY
39906	<il~
39908	laA
*im~ap
yuroDu
39914	>afowa`h
39917	>abaY
qalob
39921	>akovar
39923	faAsiq
{$otaraY`
39927	'aAyap
{ll~ah
vaman
qaliyl
39932	Sad~a
39934	Ean
sabiyl
39937	<in~
39939	saA^'a
maA
kaAna
39943	Eamila
39945	laA
yaroqubu
39948	fiY
mu&omin
<il~
39952	laA
*im~ap
39955	>uwla`^}ik
39958	muEotadiyn
39960	<in
taAba
39964	>aqaAma
39967	Salaw`p
39969	A^taY
39972	zakaw`p
39974	>ax
39976	fiY
39978	diyn
39980	faS~ala
39982	'aAyap
39984	qawom
Ealima
39988	<in
n~akava
39991	yamiyn
39993	min
baEod
Eahod
39998	TaEanu
40000	fiY
diyn
40004	qa`tala
40006	<imaAm
40008	kufor
<in~
40011	laA
yamiyn
40015	laEal~
40017	{ntahaY`
40020	laA
qa`tala
40023	qawom
n~akava
40026	yamiyn
40029	ham~a
40032	<ixoraAj
40034	rasuwl
40037	bada>a
40040	>aw~al
mar~ap
40043	xa$iYa
40047	{ll~ah
>aHaq~
>an
xa$iYa
40053	<in
kaAna
40056	mu&omin
qa`tala
40060	Ea*~aba
40062	{ll~ah
40064	yad
40067	>axozayo
40070	naSara
40072	EalaY`
40075	ya$ofi
Sador
qawom
mu&omin
40080	>a*ohaba
gayoZ
qalob
40085	taAba
{ll~ah
EalaY`
man
$aA^'a
40091	{ll~ah
Ealiym
Hakiym
>am
Hasiba
40097	>an
taraka
40101	lam
Ealima
{ll~ah
{l~a*iY
ja`hada
40107	min
40110	lam
{t~axa*a
40113	min
duwn
{ll~ah
40117	laA
rasuwl
40121	laA
40123	mu&omin
waliyjap
40126	{ll~ah
xabiyr
40129	maA
Eamila
40132	maA
kaAna
40136	mu$orik
>an
Eamaru
40140	masojid
{ll~ah
$aAhid
EalaY`
nafos
40148	kufor
>uwla`^}ik
HabiTa
Eamal
40154	fiY
40156	naAr
40158	xa`lid
<in~
maA
Eamaru
masojid
{ll~ah
man
'aAmana
40167	{ll~ah
40170	yawom
40172	A^xir
40174	>aqaAma
40176	Salaw`p
40178	A^taY
40180	zakaw`p
40182	lam
xa$iYa
<il~aA
{ll~ah
40187	EasaY
>uwla`^}ik
>an
kaAna
40192	min
40194	m~uhotaduwn
40196	jaEala
40198	siqaAyap
40200	HaA^j~
40202	EimaArap
40204	masojid
40206	HaraAm
40208	man
'aAmana
40211	{ll~ah
40214	yawom
40216	A^xir
40218	ja`hada
fiY
sabiyl
{ll~ah
laA
{sotawaY`^
40225	Eind
{ll~ah
40228	{ll~ah
laA
hadaY
40232	qawom
40234	ZaAlim
{l~a*iY
'aAmana
40239	haAjara
40242	ja`hada
40244	fiY
sabiyl
{ll~ah
40248	maAl
40251	nafos
40253	>aEoZam
darajap
Eind
{ll~ah
40258	>uwla`^}ik
40261	faA^}izuwn
bu$~ira
40264	rab~
40267	raHomap
min
40271	riDowa`n
40273	jan~ap
40276	fiY
40278	naEiym
m~uqiym
xa`lid
fiY
40283	>abadFA
<in~
{ll~ah
Eind
40288	>ajor
EaZiym
40291	>ay~uhaA
{l~a*iY
'aAmana
40295	laA
{t~axa*a
40298	A^baA'
40301	>ax
40303	waliY~
<in
{sotaHab~u
40308	kufor
EalaY`
40311	<iyma`n
40313	man
tawal~aY`
40316	min
40319	>uwla`^}ik
40322	ZaAlim
qaAla
<in
kaAna
A^baA'
40329	{bon
40332	>ax
40335	zawoj
40338	Ea$iyrat
40341	maAl
{qotarafo
40346	tija`rap
xa$iYa
40349	kasaAd
40352	masokan
r~aDiYa
40356	>aHab~
<ilaY`
40359	min
{ll~ah
40362	rasuwl
40365	jihaAd
fiY
sabiyl
40370	tarab~aSo
40372	Hat~aY`
>ataY
{ll~ah
40376	>amor
40379	{ll~ah
laA
hadaY
40383	qawom
40385	faAsiq
40387	qad
naSara
40390	{ll~ah
fiY
mawaATin
kaviyrap
40395	yawom
Hunayon
<i*
>aEojaba
40400	kavorap
40403	lam
>agonato
Ean
40407	$aYo'
40409	DaAqa
EalaY`
40413	>aroD
40415	maA
raHubato
vum~
wal~aY`
40420	mudobir
vum~
>anzala
{ll~ah
sakiynap
40426	EalaY`
rasuwl
40430	EalaY`
40432	mu&omin
40434	>anzala
jund
lam
ra'aA
40441	Ea*~aba
{l~a*iY
kafara
40446	*a`lik
jazaA^'
40449	ka`firuwn
vum~
taAba
{ll~ah
min
baEod
*a`lik
EalaY`
man
$aA^'a
40460	{ll~ah
gafuwr
r~aHiym
40464	>ay~uhaA
{l~a*iY
'aAmana
40468	<in~
maA
40471	mu$orik
najas
40474	laA
yaqorabu
40478	masojid
40480	HaraAm
baEod
EaAm
40484	ha`*aA
40486	<in
xaAfa
40489	Eayolap
40491	sawof
>agonato
40494	{ll~ah
min
faDol
40498	<in
$aA^'a
<in~
{ll~ah
Ealiym
Hakiym
qa`tala
40506	{l~a*iY
laA
'aAmana
40511	{ll~ah
40513	laA
40516	yawom
40518	A^xir
40520	laA
Har~ama
40523	maA
Har~ama
{ll~ah
40527	rasuwl
40530	laA
yadiynu
40533	diyn
40535	Haq~
min
{l~a*iY
A^taY
40541	kita`b
Hat~aY`
>aEoTaY`
40546	jizoyap
Ean
yad
40551	Sa`giruwn
40553	qaAla
40555	yahuwdiy~
Euzayor
{bon
{ll~ah
40560	qaAla
40562	naSoraAniy~
40564	masiyH
{bon
{ll~ah
*a`lik
qawol
40571	>afowa`h
40573	yuDa`hi_#u
40575	qawol
{l~a*iY
kafara
40579	min
qabol
qa`tala
40583	{ll~ah
>an~aY`
>ufika
40587	{t~axa*a
40589	>aHobaAr
40592	ruhoba`n
40594	rab~
min
duwn
{ll~ah
40600	masiyH
{bon
maroyam
40604	maA
>amara
40607	<il~aA
40609	Eabada
40611	<ila`h
wa`Hid
laA
<ila`h
<il~aA
40617	suboHa`n
40619	Ean
maA
>a$oraka
40623	>araAda
40625	>an
>aTofa>a
40628	nuwr
{ll~ah
40631	>afowa`h
40634	>abaY
{ll~ah
<il~aA
>an
>atam~a
nuwr
40642	law
kariha
40645	ka`firuwn
40647	{l~a*iY
>arosala
rasuwl
40653	hudFY
40655	diyn
40657	Haq~
40659	>aZohara
40661	EalaY`
40663	diyn
kul~
40667	law
kariha
40670	mu$orik
40672	>ay~uhaA
{l~a*iY
'aAmana
40676	<in~
kaviyr
min
40680	>aHobaAr
40683	ruhoba`n
40685	>akala
40687	maAl
40689	n~aAs
40692	ba`Til
40694	Sad~a
40696	Ean
sabiyl
{ll~ah
40700	{l~a*iY
kanazo
40704	*ahab
40707	fiD~ap
40709	laA
>anfaqa
40713	fiY
sabiyl
{ll~ah
40717	bu$~ira
40720	Ea*aAb
>aliym
yawom
yuHomaY`
EalaY`
40726	fiY
naAr
jahan~am
40730	tukowaY`
40733	jibaAh
40736	janb
40739	Zahor
40741	ha`*aA
maA
kanazo
40746	nafos
40749	*aAqu
40751	maA
kaAna
40754	kanazo
40756	<in~
Eid~ap
40759	$ahor
Eind
{ll~ah
{vonayon
Ea$ar
$ahor
fiY
kita`b
{ll~ah
yawom
xalaqa
40771	samaA^'
40774	>aroD
min
40777	>arobaEap
HaraAm
*a`lik
40781	diyn
40783	qay~im
40785	laA
Zalama
40788	fiY
40790	nafos
40793	qa`tala
40796	mu$orik
kaA^f~ap
40799	maA
qa`tala
40803	kaA^f~ap
40805	Ealima
40807	>an~
{ll~ah
maE
40811	mut~aqiyn
<in~
maA
40815	n~asiY^'
ziyaAdap
fiY
40819	kufor
Dal~a
40823	{l~a*iY
kafara
40826	>aHal~a
40829	EaAm
40831	Har~ama
40834	EaAm
40836	yuwaATi_#u
40838	Eid~ap
maA
Har~ama
{ll~ah
40843	>aHal~a
40845	maA
Har~ama
{ll~ah
zay~ana
40851	suw^'
Eamal
40855	{ll~ah
laA
hadaY
40859	qawom
40861	ka`firuwn
40863	>ay~uhaA
{l~a*iY
'aAmana
40867	maA
40870	<i*aA
qaAla
40874	nafara
40876	fiY
sabiyl
{ll~ah
{v~aAqalo
40881	<ilaY`
40883	>aroD
40885	r~aDiYa
40889	Hayaw`p
40891	d~unoyaA
min
40894	A^xir
40896	maA
mata`E
40899	Hayaw`p
40901	d~unoyaA
fiY
40904	A^xir
<il~aA
qaliyl
<il~aA
nafara
40910	Ea*~aba
40912	Ea*aAb
>aliym
40915	yasotabodilo
qawom
gayor
40920	laA
yaDur~a
40924	$aYo'
40926	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
<il~aA
naSara
40936	qad
naSara
40939	{ll~ah
<i*
>axoraja
40943	{l~a*iY
kafara
40946	vaAniY
{vonayon
<i*
40950	fiY
40952	gaAr
<i*
qaAla
40956	SaAHib
40958	laA
yaHozun
<in~
{ll~ah
maE
40965	>anzala
{ll~ah
sakiynap
40969	EalaY`
40972	>ay~ada
40975	jund
lam
ra'aA
40981	jaEala
kalimap
{l~a*iY
kafara
40987	s~ufolaY`
40989	kalimap
{ll~ah
40993	EuloyaA
40995	{ll~ah
Eaziyz
Hakiym
nafara
41000	xafiyf
41002	vaqiyl
41004	ja`hada
41007	maAl
41010	nafos
41012	fiY
sabiyl
{ll~ah
*a`lik
xayor
41019	<in
kaAna
41022	Ealima
41024	law
kaAna
EaraD
qariyb
41029	safar
qaASid
41032	{t~abaEa
41036	la`kin
baEudato
EalaY`
41041	$~uq~ap
41044	Halafo
41047	{ll~ah
law
{sotaTaAEa
41052	xaraja
41054	maE
41056	>aholaka
41058	nafos
41061	{ll~ah
Ealima
<in~
41066	ka`*ib
EafaA
{ll~ah
Ean
41072	maA
>a*ina
41077	Hat~aY`
tabay~ana
41081	{l~a*iY
Sadaqa
41085	Ealima
41087	ka`*ib
laA
{sota_#o*ana
41091	{l~a*iY
'aAmana
41095	{ll~ah
41098	yawom
41100	A^xir
>an
ja`hada
41105	maAl
41108	nafos
41111	{ll~ah
Ealiym
41115	mut~aqiyn
<in~
maA
{sota_#o*ana
41120	{l~a*iY
laA
'aAmana
41125	{ll~ah
41128	yawom
41130	A^xir
41132	{rotaAba
qalob
41137	fiY
rayob
41140	yatarad~adu
41143	law
>araAda
41147	xuruwj
41149	>aEad~a
41153	Eud~ap
41155	la`kin
kariha
{ll~ah
{nbiEaAv
41161	vab~aTa
41164	qaAla
qaEada
41167	maE
41169	qaAEid
law
xaraja
41173	fiY
41175	maA
zaAda
41179	<il~aA
xabaAl
41183	>awoDaEu
41185	xila`l
41187	bagaY`
41191	fitonap
41193	fiY
41195	sam~a`Euwn
41199	{ll~ah
Ealiym
41203	ZaAlim
41205	qad
{botagaY`
41209	fitonap
min
qabol
41213	qal~abu
41218	>amor
Hat~aY`
jaA^'a
41222	Haq~
41224	Zahara
>amor
{ll~ah
41229	ka`rihuwn
41231	min
41233	man
qaAla
>a*ina
41239	laA
fatanu
41242	>alaA^
fiY
41245	fitonap
suqiTa
41249	<in~
jahan~am
41252	muHiyTap
41255	ka`firuwn
<in
>aSaAba
41259	Hasanap
saA^'a
41263	<in
>aSaAba
41266	m~uSiybap
qaAla
41269	qad
>axa*a
41272	>amor
41274	min
qabol
41277	tawal~aY`
41281	fariH
qaAla
lan
>aSaAba
41286	<il~aA
maA
kataba
{ll~ah
41293	mawolaY`
41296	EalaY`
{ll~ah
41300	tawak~alo
41302	mu&omin
qaAla
hal
tarab~aSo
41309	<il~aA
<iHodaY
41312	Husonayayon
41315	tarab~aSo
41318	>an
>aSaAba
41321	{ll~ah
41323	Ea*aAb
min
Eind
41327	>aw
41329	yad
41332	tarab~aSo
41334	<in~
41336	maE
41338	m~utarab~iS
qaAla
>anfaqa
41342	TawoE
>aw
karoh
lan
taqab~ala
min
41349	<in~
41351	kaAna
41353	qawom
faAsiq
41356	maA
m~anaEa
41359	>an
yaqobalu
min
41363	nafaqa`t
41365	<il~aA
>an~
41368	kafara
41371	{ll~ah
41374	rasuwl
41377	laA
>ataY
41381	Salaw`p
<il~aA
41385	kusaAlaY`
41387	laA
>anfaqa
41390	<il~aA
41393	ka`rihuwn
41395	laA
>aEojaba
41398	maAl
41401	laA
walad
41404	<in~
maA
>araAda
{ll~ah
41409	Ea*~aba
41413	fiY
41415	Hayaw`p
41417	d~unoyaA
41419	zahaqa
nafos
41424	ka`firuwn
41426	Halafo
41429	{ll~ah
<in~
41433	min
41436	maA
41438	min
41441	la`kin~
41443	qawom
faraqo
41446	law
wajada
41449	m~aloja<
>aw
maga`ra`t
>aw
mud~axal
41455	wal~aY`
41457	<ilaY`
41461	yajomaHu
41464	min
41466	man
yalomizu
41469	fiY
41471	Sadaqa`t
41473	<in
>aEoTaY`
41476	min
41478	r~aDiYa
41481	<in
lam
>aEoTaY`
41485	min
41487	<i*aA
41489	saxiTa
41492	law
>an~
41495	r~aDiYa
41497	maA
A^taY
41500	{ll~ah
41502	rasuwl
41505	qaAla
41507	Hasob
41509	{ll~ah
41511	A^taY
41513	{ll~ah
min
faDol
41518	rasuwl
41520	<in~
41522	<ilaY`
{ll~ah
raAgib
<in~
maA
41528	Sadaqa`t
41531	faqiyr
41534	misokiyn
41537	Ea`mil
EalaY`
41542	mu&al~afap
qalob
41546	fiY
41548	raqabap
41551	ga`rimiyn
41553	fiY
sabiyl
{ll~ah
41557	{bon
41559	sabiyl
fariyDap
min
{ll~ah
41564	{ll~ah
Ealiym
Hakiym
41568	min
41570	{l~a*iY
>uw*iYa
41574	n~abiY~
41576	qaAla
41579	>u*unN
qaAla
>u*unN
xayor
41585	'aAmana
41587	{ll~ah
41589	'aAmana
41592	mu&omin
41594	raHomap
41596	{l~a*iY
'aAmana
41599	min
41602	{l~a*iY
>uw*iYa
41605	rasuwl
{ll~ah
41609	Ea*aAb
>aliym
Halafo
41614	{ll~ah
41618	yuroDu
41622	{ll~ah
41624	rasuwl
41626	>aHaq~
>an
yuroDu
41631	<in
kaAna
41634	mu&omin
41636	lam
Ealima
41639	>an~
41641	man
HaA^d~a
{ll~ah
41645	rasuwl
41648	>an~
41651	naAr
jahan~am
xa`lid
fiY
41656	*a`lik
41658	xizoY
41660	EaZiym
yaHo*aru
41663	muna`fiquwn
>an
naz~ala
EalaY`
41668	suwrap
nab~a>a
41672	maA
fiY
qalob
41676	qaAla
{sotuhozi}a
41679	<in~
{ll~ah
muxorij
maA
yaHo*aru
41687	<in
sa>ala
41692	qaAla
41694	<in~
maA
kaAna
41698	xaADu
41700	yaloEabo
qaAla
41704	{ll~ah
41706	'aAyap
41709	rasuwl
41711	kaAna
41713	{sotuhozi}a
41715	laA
yaEota*iru
41718	qad
kafara
41721	baEod
<iyma`n
41724	<in
EafaA
Ean
TaA^}ifap
min
41730	Ea*~aba
TaA^}ifap
41733	>an~
41735	kaAna
41737	mujorim
41739	muna`fiquwn
41742	muna`fiqa`t
baEoD
41745	min
baEoD
>amara
41751	munkar
41753	nahaY`
41755	Ean
41757	m~aEoruwf
41759	qabaDo
41761	yad
41763	nasiYa
41765	{ll~ah
41767	nasiYa
41769	<in~
41771	muna`fiquwn
41774	faAsiq
waEada
{ll~ah
41778	muna`fiquwn
41781	muna`fiqa`t
41784	kaAfir
naAr
jahan~am
xa`lid
fiY
41791	Hasob
41794	laEana
41796	{ll~ah
41800	Ea*aAb
m~uqiym
41803	{l~a*iY
min
qabol
41807	kaAna
41809	>a$ad~
min
41812	quw~ap
41814	>akovar
maAl
41817	walad
41819	{sotamotaEa
41822	xala`q
41825	{sotamotaEa
41828	xala`q
41831	maA
{sotamotaEa
{l~a*iY
min
qabol
41838	xala`q
41841	xaADu
41844	{l~a*iY
xaADu
41847	>uwla`^}ik
HabiTa
Eamal
41851	fiY
41853	d~unoyaA
41856	A^xir
41858	>uwla`^}ik
41861	xa`siriyn
41863	lam
>ataY
41866	naba>
{l~a*iY
min
qabol
41871	qawom
nuwH
41874	EaAd2
41876	vamuwd
41878	qawom
<iboraAhiym
41881	>aSoHa`b
madoyan
41885	mu&otafikap
>ataY
41888	rasuwl
41892	bay~inap
41894	maA
kaAna
{ll~ah
41898	Zalama
41901	la`kin
kaAna
41904	nafos
41906	Zalama
41910	mu&omin
41913	m~u&omina`t
baEoD
41916	waliY~
baEoD
>amara
41922	m~aEoruwf
41924	nahaY`
41926	Ean
41928	munkar
41930	>aqaAma
41933	Salaw`p
41935	A^taY
41938	zakaw`p
41940	>aTaAEa
41942	{ll~ah
41944	rasuwl
41946	>uwla`^}ik
41948	r~aHima
41950	{ll~ah
<in~
{ll~ah
Eaziyz
Hakiym
waEada
{ll~ah
41958	mu&omin
41961	m~u&omina`t
jan~ap
jarayo
min
taHot
41968	nahar
xa`lid
fiY
41973	masokan
Tay~ibap
fiY
jan~ap
Eadon
41979	riDowa`n
min
{ll~ah
>akobar
*a`lik
41986	fawoz
41988	EaZiym
41990	>ay~uhaA
41992	n~abiY~
ja`hada
41995	kaAfir
41998	muna`fiquwn
42000	{goluZo
EalaY`
42004	ma>owaY`
42006	jahan~am
42008	bi}osa
42010	maSiyr
Halafo
42014	{ll~ah
maA
qaAla
42020	qad
qaAla
42023	kalimap
42025	kufor
42027	kafara
42029	baEod
<isola`m
42033	ham~a
42036	maA
lam
yanaAlu
42041	maA
naqamu
42044	<il~aA
>an
>agonaY`
42048	{ll~ah
42050	rasuwl
42052	min
faDol
42056	<in
taAba
42059	kaAna
xayor
42064	<in
tawal~aY`
42067	Ea*~aba
42069	{ll~ah
Ea*aAb
>aliym
fiY
42074	d~unoyaA
42077	A^xir
42079	maA
42082	fiY
42084	>aroD
min
waliY~
42088	laA
naSiyr
42091	min
42093	man
Ea`hada
{ll~ah
42097	<in
A^taY
42100	min
faDol
42104	taSad~aqa
42108	kaAna
42110	min
42112	Sa`liH
42114	lam~aA
A^taY
42117	min
faDol
42120	baxila
42125	tawal~aY`
42129	m~uEoriDuwn
42131	>aEoqaba
42133	nifaAq
fiY
qalob
42137	<ilaY`
yawom
laqu
42143	maA
>axolafu
42146	{ll~ah
maA
waEada
42153	maA
kaAna
42156	ka*aba
42159	lam
Ealima
42162	>an~
{ll~ah
Ealima
sir~
42168	najowaY`^
42171	>an~
{ll~ah
Eal~a`m
42175	guyuwb
{l~a*iY
yalomizu
42180	muT~aw~iEiyn
min
42183	mu&omin
fiY
42186	Sadaqa`t
42188	{l~a*iY
laA
wajada
42192	<il~aA
juhod
42196	saxira
42198	min
42200	saxira
{ll~ah
min
42207	Ea*aAb
>aliym
{sotagofara
42212	>aw
laA
{sotagofara
42217	<in
{sotagofara
42221	saboE
mar~ap
42224	lan
gafara
{ll~ah
42229	*a`lik
42231	>an~
42233	kafara
42236	{ll~ah
42238	rasuwl
42241	{ll~ah
laA
hadaY
42245	qawom
42247	faAsiq
fariHa
42250	muxal~afuwn
42252	maqoEad
42254	xila`f
rasuwl
{ll~ah
42258	kariha
42260	>an
ja`hada
42264	maAl
42267	nafos
42269	fiY
sabiyl
{ll~ah
42273	qaAla
42275	laA
nafara
42278	fiY
42280	Har~
qaAla
naAr
jahan~am
>a$ad~
Har~
law
kaAna
42289	yafoqahu
42293	DaHikato
42295	qaliyl
42298	bakato
42300	kaviyr
jazaA^'
42303	maA
kaAna
42306	kasaba
42309	<in
rajaEa
42312	{ll~ah
<ilaY`
TaA^}ifap
min
42318	{sota_#o*ana
42323	xuruwj
42325	qaAla
lan
xaraja
42329	maE
42331	>abadFA
42333	lan
qa`tala
42336	maE
42338	Eaduw~
<in~
42341	r~aDiYa
42345	quEuwd
>aw~al
mar~ap
42349	qaEada
42351	maE
42353	xa`lifiyn
42355	laA
Sal~aY`
EalaY`
>aHad
min
42361	m~aAta
>abadFA
42364	laA
qaAma
EalaY`
qabor
42369	<in~
42371	kafara
42374	{ll~ah
42376	rasuwl
42379	m~aAta
42383	faAsiq
42385	laA
>aEojaba
42388	maAl
42391	walad
42393	<in~
maA
>araAda
{ll~ah
>an
Ea*~aba
42402	fiY
42404	d~unoyaA
42406	zahaqa
nafos
42411	ka`firuwn
42413	<i*aA
>anzala
suwrap
>an
'aAmana
42420	{ll~ah
42422	ja`hada
42424	maE
rasuwl
42427	{sota_#o*ana
42429	>uwliY
42431	Tawol
min
42435	qaAla
42437	ya*ara
42439	kaAna
maE
42442	qaAEid
r~aDiYa
42446	>an
kaAna
42449	maE
42451	xawaAlif
42453	TabaEa
EalaY`
qalob
42459	laA
yafoqahu
42462	la`kin
42464	rasuwl
42466	{l~a*iY
'aAmana
42469	maE
42471	ja`hada
42474	maAl
42477	nafos
42480	>uwla`^}ik
42484	xayora`t
42486	>uwla`^}ik
42489	mufoliHuwn
>aEad~a
{ll~ah
42494	jan~ap
jarayo
min
taHot
42500	nahar
xa`lid
fiY
42504	*a`lik
42506	fawoz
42508	EaZiym
42510	jaA^'a
42512	muEa*~iruwn
min
42515	>aEoraAb
42517	>a*ina
42521	qaEada
{l~a*iY
ka*aba
42525	{ll~ah
42527	rasuwl
42530	>aSaAba
{l~a*iY
kafara
42534	min
42536	Ea*aAb
>aliym
l~ayosa
EalaY`
42541	DaEiyf
42543	laA
EalaY`
42546	m~ariyD
42548	laA
EalaY`
{l~a*iY
laA
wajada
42554	maA
>anfaqa
42557	Haraj
<i*aA
naSaHu
42562	{ll~ah
42564	rasuwl
42566	maA
EalaY`
42569	muHosin
min
sabiyl
42573	{ll~ah
gafuwr
r~aHiym
42577	laA
EalaY`
{l~a*iY
<i*aA
maA
>ataY
42586	Hamala
42588	qaAla
42590	laA
wajada
maA
Hamala
42595	EalaY`
42597	tawal~aY`
42600	Eayon
42602	tafiyDu
min
42605	d~amoE
Hazan
>an
laA
wajada
42611	maA
>anfaqa
42614	<in~
maA
42617	sabiyl
EalaY`
{l~a*iY
{sota_#o*ana
42625	ganiY~
r~aDiYa
42629	>an
kaAna
42632	maE
42634	xawaAlif
42636	TabaEa
{ll~ah
EalaY`
qalob
42643	laA
Ealima
42646	yaEota*iru
42648	<ilaY`
42650	<i*aA
rajaEa
42653	<ilaY`
42655	qaAla
laA
yaEota*iru
42659	lan
'aAmana
42663	qad
nab~a>a
42666	{ll~ah
min
>axobaAr
42672	ra'aA
{ll~ah
Eamal
42677	rasuwl
42679	vum~
rad~a
42682	<ilaY`
Ea`lim
42685	gayob
42688	$aha`dap
42690	nab~a>a
42693	maA
kaAna
42696	Eamila
42699	Halafo
42702	{ll~ah
42705	<i*aA
{nqalaba
42708	<ilaY`
42711	>aEoraDa
42713	Ean
42716	>aEoraDa
42718	Ean
42720	<in~
42722	rijos
42724	ma>owaY`
42726	jahan~am
jazaA^'
42729	maA
kaAna
42732	kasaba
42734	Halafo
42739	r~aDiYa
42741	Ean
42744	<in
r~aDiYa
42747	Ean
42750	<in~
{ll~ah
laA
r~aDiYa
Ean
42756	qawom
42758	faAsiq
42760	>aEoraAb
>a$ad~
kufor
42764	nifaAq
42766	>ajodar
>an
laA
Ealima
42771	Huduwd
maA
>anzala
{ll~ah
EalaY`
rasuwl
42779	{ll~ah
Ealiym
Hakiym
42783	min
42785	>aEoraAb
man
{t~axa*a
maA
>anfaqa
m~agoram
42792	tarab~aSo
42796	d~awaA^}ir
EalaY`
42799	daA^}irap
42801	sawo'
42803	{ll~ah
samiyE
Ealiym
42807	min
42809	>aEoraAb
man
'aAmana
42813	{ll~ah
42816	yawom
42818	A^xir
42820	{t~axa*a
maA
>anfaqa
quruba`t
Eind
{ll~ah
42827	Salaw`p
42829	rasuwl
>alaA^
<in~
42833	qurobap
42837	>udoxila
42839	{ll~ah
fiY
raHomap
42843	<in~
{ll~ah
gafuwr
r~aHiym
42849	saAbiq
42851	>aw~al
min
42854	muhaAjir
42857	naSiyr
42859	{l~a*iY
{t~abaEa
42864	<iHosa`n
r~aDiYa
{ll~ah
Ean
42870	r~aDiYa
42872	Ean
42875	>aEad~a
42878	jan~ap
jarayo
taHot
42883	nahar
xa`lid
fiY
42887	>abadFA
*a`lik
42890	fawoz
42892	EaZiym
42894	min
man
Hawol
42898	min
42900	>aEoraAb
muna`fiquwn
42903	min
>ahol
42906	madiynap
maradu
42909	EalaY`
42911	nifaAq
laA
Ealima
42916	Ealima
42919	Ea*~aba
42921	mar~ap
vum~
rad~a
42925	<ilaY`
Ea*aAb
EaZiym
42929	A^xar
{Eotarafu
42933	*anb
42935	xalaTu
42937	Eamal
Sa`liH
42940	A^xar
say~i}
EasaY
{ll~ah
>an
taAba
EalaY`
42948	<in~
{ll~ah
gafuwr
r~aHiym
>axa*a
min
maAl
42956	Sadaqap
Tah~ara
42960	zak~aY`
42965	Sal~aY`
EalaY`
42968	<in~
Salaw`p
42971	sakan
42975	{ll~ah
samiyE
Ealiym
42979	lam
Ealima
42982	>an~
{ll~ah
42985	yaqobalu
42987	tawobap
Ean
Eabod
42992	>axa*a
42994	Sadaqa`t
42996	>an~
{ll~ah
43000	taw~aAb
43002	r~aHiym
43004	qaAla
Eamila
43009	ra'aA
{ll~ah
Eamal
43014	rasuwl
43018	mu&omin
43021	rad~a
43023	<ilaY`
Ea`lim
43026	gayob
43029	$aha`dap
43031	nab~a>a
43034	maA
kaAna
43037	Eamila
43040	A^xar
murojawon
43043	>amor
{ll~ah
<im~aA
Ea*~aba
43049	<im~aA
taAba
EalaY`
43054	{ll~ah
Ealiym
Hakiym
43058	{l~a*iY
{t~axa*a
43061	masojid
DiraAr
43064	kufor
43066	taforiyq
bayon
43069	mu&omin
43071	<iroSaAd
43073	man
HaAraba
{ll~ah
43077	rasuwl
43079	min
qabol
43083	Halafo
43085	<in
>araAda
43088	<il~aA
43090	HusonaY`
43092	{ll~ah
$ahida
<in~
43097	ka`*ib
laA
qaAma
fiY
43102	>abadFA
43104	masojid
>as~asa
EalaY`
43108	taqowaY
min
>aw~al
yawom
>aHaq~
>an
qaAma
fiY
43117	fiY
43119	rijaAl
>aHobabo
43122	>an
taTah~aro
43126	{ll~ah
>aHobabo
43129	muT~ah~iriyn
43132	man
>as~asa
bunoya`n
43136	EalaY`
taqowaY
min
{ll~ah
43141	riDowa`n
xayor
>am
man
>as~asa
bunoya`n
43148	EalaY`
$afaA
juruf
haAr
43153	{nohaAra
43156	fiY
naAr
jahan~am
43160	{ll~ah
laA
hadaY
43164	qawom
43166	ZaAlim
laA
zaAlat
bunoya`n
43171	{l~a*iY
banaY`
43174	riybap
fiY
qalob
43178	<il~aA
>an
t~aqaT~aEa
qalob
43184	{ll~ah
Ealiym
Hakiym
<in~
{ll~ah
{$otaraY`
min
43192	mu&omin
nafos
43196	maAl
43199	>an~
43203	jan~ap
qa`tala
43206	fiY
sabiyl
{ll~ah
43210	qatala
43213	qatala
43215	waEod
EalaY`
43218	Haq~
fiY
43221	t~aworaY`p
43224	<injiyl
43227	quro'aAn
43229	man
>awofaY`2
43232	Eahod
43234	min
{ll~ah
43237	yasotabo$iru
43240	bayoE
43242	{l~a*iY
baAyaEo
43248	*a`lik
43251	fawoz
43253	EaZiym
43255	t~a`^}ibuwn
43257	EaAbid
43259	Ha`miduwn
43261	s~a`^}iHuwn
43263	raAkiE
43265	saAjid
43267	'aAmiruwn
43270	m~aEoruwf
43273	n~aAhuwn
Ean
43276	munkar
43279	Ha`fiZ
43281	Huduwd
{ll~ah
43284	bu$~ira
43286	mu&omin
maA
kaAna
43291	n~abiY~
43293	{l~a*iY
'aAmana
43296	>an
{sotagofara
43301	mu$orik
43303	law
kaAna
43306	>uwliY
qurobaY`
min
baEod
maA
tabay~ana
43314	>an~
43316	>aSoHa`b
43318	jaHiym
43320	maA
kaAna
{sotigofaAr
<iboraAhiym
43325	>abN
43327	<il~aA
Ean
m~awoEidap
waEada
43332	<iy~aA
43334	lam~aA
tabay~ana
43338	>an~
43340	Eaduw~
43342	{ll~ah
tabar~a>a
min
43346	<in~
<iboraAhiym
43349	>aw~a`h
Haliym
43352	maA
kaAna
{ll~ah
43356	>aDal~a
qawom
baEod
<i*
hadaY
43362	Hat~aY`
bay~anu
43366	maA
{t~aqaY`
43369	<in~
{ll~ah
43372	kul~
$aYo'
Ealiym
<in~
{ll~ah
43379	mulok
43381	samaA^'
43384	>aroD
>aHoyaA
43387	>amaAta
43389	maA
43392	min
duwn
{ll~ah
min
waliY~
43398	laA
naSiyr
43401	qad
taAba
{ll~ah
EalaY`
43406	n~abiY~
43409	muhaAjir
43412	naSiyr
{l~a*iY
{t~abaEa
43417	fiY
saAEap
43420	Eusorap
min
baEod
maA
kaAda
zaAga
qalob
fariyq
min
43430	vum~
taAba
EalaY`
43434	<in~
43438	ra'uwf
r~aHiym
43441	EalaY`
43443	vala`vap
{l~a*iY
xul~ifu
43447	Hat~aY`
<i*aA
DaAqa
EalaY`
43453	>aroD
43455	maA
raHubato
43458	DaAqa
EalaY`
43461	nafos
43464	Zan~a
43466	>an
laA
m~aloja<
min
{ll~ah
<il~aA
<ilaY`
43474	vum~
taAba
EalaY`
43479	taAba
43481	<in~
{ll~ah
43485	taw~aAb
43487	r~aHiym
43489	>ay~uhaA
{l~a*iY
'aAmana
43493	{t~aqaY`
43495	{ll~ah
43497	kaAna
43499	maE
43501	SaAdiq
maA
kaAna
43505	>ahol
43507	madiynap
43509	man
Hawol
43512	min
43514	>aEoraAb
>an
yataxal~afu
43518	Ean
rasuwl
{ll~ah
43522	laA
yarogabu
43526	nafos
43528	Ean
nafos
43531	*a`lik
43533	>an~
43535	laA
>aSaAba
43538	Zama>
43540	laA
naSab
43543	laA
maxomaSap
fiY
sabiyl
{ll~ah
43549	laA
yaTa_#u
43552	mawoTi}
yagiyZu
43555	kaAfir
43557	laA
yanaAlu
43560	min
Eaduw~
n~ayol
<il~aA
kataba
43569	Eamal
Sa`liH
<in~
{ll~ah
laA
>aDaAEu
>ajor
43577	muHosin
43579	laA
>anfaqa
43582	nafaqap
Sagiyrap
43585	laA
kabiyrap
43588	laA
quTiEa
43591	waAdiy
<il~aA
kataba
43597	jazaY`
43599	{ll~ah
>aHosan
maA
kaAna
43604	Eamila
43607	maA
kaAna
43610	mu&omin
43612	nafara
43614	kaA^f~ap
43616	lawolaA^
nafara
min
kul~
firoqap
min
43623	TaA^}ifap
43625	yatafaq~ahu
43627	fiY
43629	diyn
43632	>an*ara
43634	qawom
43636	<i*aA
rajaEa
43639	<ilaY`
43641	laEal~
43643	yaHo*aru
43646	>ay~uhaA
{l~a*iY
'aAmana
43650	qa`tala
43652	{l~a*iY
yalu
43656	min
43658	kaAfir
43661	wajada
43663	fiY
43665	giloZap
43667	Ealima
43669	>an~
{ll~ah
maE
43673	mut~aqiyn
43675	<i*aA
maA
>anzala
suwrap
43680	min
43682	man
qaAla
>aY~
43686	zaAda
43688	ha`*aA
<iyma`n
43691	>am~aA
{l~a*iY
'aAmana
43696	zaAda
43698	<iyma`n
43701	yasotabo$iru
43704	>am~aA
{l~a*iY
fiY
qalob
43709	m~araD
43711	zaAda
43713	rijos
<ilaY`
rijos
43718	m~aAta
43722	ka`firuwn
43725	laA
ra'aA
43728	>an~
43730	fatanu
43732	fiY
kul~
EaAm
mar~ap
>aw
mar~ap
vum~
laA
taAba
43743	laA
43745	ta*ak~ara
43748	<i*aA
maA
>anzala
suwrap
n~aZara
baEoD
43755	<ilaY`
baEoD
hal
ra'aA
43760	min
>aHad
vum~
{nSarafu
43765	Sarafa
{ll~ah
qalob
43770	>an~
43772	qawom
laA
yafoqahu
43777	qad
jaA^'a
43780	rasuwl
min
nafos
43784	Eaziyz
EalaY`
43787	maA
Eani
43790	HariyS
EalaY`
43795	mu&omin
ra'uwf
r~aHiym
43799	<in
tawal~aY`
43803	qaAla
Hasob
43806	{ll~ah
laA
<ila`h
<il~aA
43811	EalaY`
43813	tawak~alo
43817	rab~
43819	Earo$
43821	EaZiym
43823	*a`lik
'aAyap
43826	kita`b
43828	Hakiym
43830	kaAna
43833	n~aAs
Eajab
>an
>awoHaY`^
43838	<ilaY`
rajul
min
43842	>an
>an*ara
43845	n~aAs
43847	bu$~ira
{l~a*iY
'aAmana
43851	>an~
43854	qadam
Sidoq
Eind
rab~
43859	qaAla
43861	ka`firuwn
<in~
ha`*aA
43865	sa`Hir
m~ubiyn
<in~
rab~
43870	{ll~ah
{l~a*iY
xalaqa
43874	samaA^'
43877	>aroD
fiY
sit~ap
yawom
vum~
{sotawaY`^
EalaY`
43885	Earo$
yudab~iru
43888	>amor
maA
min
$afiyE
<il~aA
min
baEod
<i*on
43897	*a`lik
{ll~ah
rab~
43902	Eabada
43907	laA
ta*ak~ara
43910	<ilaY`
43912	marojiE
43914	jamiyE
waEod
{ll~ah
Haq~
<in~
43920	bada>a
43922	xaloq
vum~
>uEiydu
43927	jazaY`
{l~a*iY
'aAmana
43932	Eamila
43935	S~a`liHa`t
43938	qisoT
43940	{l~a*iY
kafara
43945	$araAb
min
Hamiym
43949	Ea*aAb
>aliym
43952	maA
kaAna
43955	kafara
43958	{l~a*iY
jaEala
43961	$amos
DiyaA^'
43965	qamar
nuwr
43968	qad~ara
43970	manaAzil
43972	Ealima
43974	Eadad
43976	siniyn
43979	HisaAb
maA
xalaqa
{ll~ah
*a`lik
<il~aA
43987	Haq~
faS~ala
43990	'aAyap
43992	qawom
Ealima
43995	<in~
fiY
{xotila`f
43999	layol
44002	nahaAr
44004	maA
xalaqa
{ll~ah
fiY
44009	samaA^'
44012	>aroD
44014	'aAyap
44016	qawom
{t~aqaY`
44019	<in~
{l~a*iY
laA
yarojuwA@
44024	liqaA^'
44027	r~aDiYa
44031	Hayaw`p
44033	d~unoyaA
44035	{Toma>an~a
44040	{l~a*iY
44042	Ean
'aAyap
44045	ga`fil
>uwla`^}ik
ma>owaY`
44050	naAr
44052	maA
kaAna
44055	kasaba
44057	<in~
{l~a*iY
'aAmana
44062	Eamila
44065	S~a`liHa`t
hadaY
44068	rab~
44071	<iyma`n
44073	jarayo
min
taHot
44078	nahar
fiY
jan~ap
44082	naEiym
daEowaY`
44085	fiY
44087	suboHa`n
44089	{ll~ahum~a
44092	taHiy~ap
44094	fiY
44096	sala`m
44098	A^xir
daEowaY`
44101	>an
44103	Hamod
44105	{ll~ah
rab~
44108	Ea`lamiyn
44110	law
Eaj~ala
{ll~ah
44115	n~aAs
44117	$ar~
{sotiEojaAl
44122	xayor
44124	qaDaY`^
<ilaY`
44127	>ajal
44130	ya*ara
{l~a*iY
laA
yarojuwA@
44135	liqaA^'
44137	fiY
Tugoya`n
44140	yaEomahu
44143	<i*aA
mas~a
44146	<insa`n
44148	Dur~
daEaA
44152	janb
44154	>aw
qaAEid
>aw
qaA^}im
44159	lam~aA
ka$afa
44162	Ean
44164	Dur~
44166	mar~a
44168	>an
lam
daEaA
44172	<ilaY`
Dur~
mas~a
44177	*a`lik
zay~ana
44181	musorif
maA
kaAna
44185	Eamila
44189	qad
>aholaka
44193	qaron
min
qabol
44197	lam~aA
Zalama
44201	jaA^'a
44203	rasuwl
44207	bay~inap
44209	maA
kaAna
44213	'aAmana
44216	*a`lik
jazaY`
44219	qawom
44221	mujorim
vum~
jaEala
44226	xaliyfap
fiY
44229	>aroD
min
baEod
44234	n~aZara
kayof
Eamila
44239	<i*aA
talaY`
EalaY`
44243	'aAyap
44245	bay~inap
qaAla
{l~a*iY
laA
yarojuwA@
44251	liqaA^'
44253	>ataY
44255	quro'aAn
gayor
ha`*aA
>aw
bad~ala
44261	qaAla
maA
kaAna
44266	>an
bad~ala
44269	min
tiloqaA^'
nafos
44273	<in
{t~abaEa
<il~aA
maA
>awoHaY`^
<ilaY`
44280	<in~
44282	xaAfa
<in
EaSaA
44286	rab~
44288	Ea*aAb
yawom
EaZiym
qaAla
law
$aA^'a
{ll~ah
maA
talaY`
44299	EalaY`
44302	laA
>adoraY`
44308	qad
labiva
44311	fiY
44313	Eumur
min
qabol
44319	laA
Eaqalu
44323	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
>aw
ka*~aba
44334	'aAyap
44336	<in~
44338	laA
>afolaHa
44341	mujorim
44343	Eabada
44345	min
duwn
{ll~ah
maA
laA
yaDur~a
44353	laA
nafaEa
44357	qaAla
44359	ha`*aA
$afiyE
44362	Eind
{ll~ah
qaAla
44366	nab~a>a
44368	{ll~ah
44370	maA
laA
Ealima
fiY
44375	samaA^'
44377	laA
fiY
44380	>aroD
suboHa`n
44384	taEa`laY`
Ean
maA
>a$oraka
44390	maA
kaAna
44393	n~aAs
<il~aA
>um~ap
wa`Hidap
44398	{xotalafa
44401	lawolaA^
kalimap
sabaqa
min
rab~
44408	qaDaY`^
bayon
44411	fiY
maA
fiY
44415	{xotalafa
44418	qaAla
44420	lawolaA^
>anzala
EalaY`
44424	'aAyap
min
rab~
44429	qaAla
<in~
maA
44433	gayob
44435	{ll~ah
44437	yantaZiru
44439	<in~
44441	maE
44443	min
44445	muntaZiruwn
44447	<i*aA
>a*aAqa
44451	n~aAs
raHomap
min
baEod
Dar~aA^'
mas~a
44458	<i*aA2
44461	makor
fiY
'aAyap
44465	qaAla
{ll~ah
>asoraE
makor
<in~
rasuwl
44472	kataba
44474	maA
makara
44478	{l~a*iY
suy~irato
44481	fiY
44483	bar~
44486	baHor
Hat~aY`
<i*aA
kaAna
44491	fiY
44493	fulok
44495	jarayo
44500	riyH
Tay~ibap
44503	fariHa
44507	jaA^'a
44509	riyH
EaASif
44512	jaA^'a
44515	mawoj
min
kul~
m~akaAn
44520	Zan~a
44522	>an~
44524	>aHaATa
44527	daEaA
44529	{ll~ah
muxoliS
44534	diyn
44536	<in
>anjaY`
44540	min
ha`*aA
44543	kaAna
44545	min
44547	$aAkir
44549	lam~aA
>anjaY`
44552	<i*aA2
44554	bagaY`
44556	fiY
44558	>aroD
44560	gayor
44562	Haq~
44564	>ay~uhaA
44566	n~aAs
<in~
maA
bagoy
44571	EalaY`
nafos
44574	mata`E
44576	Hayaw`p
44578	d~unoyaA
vum~
<ilaY`
44582	marojiE
44585	nab~a>a
44588	maA
kaAna
44591	Eamila
44593	<in~
maA
maval
44597	Hayaw`p
44599	d~unoyaA
44601	maA^'
>anzala
44605	min
44607	samaA^'
44609	{xotalaTa
44612	nabaAt
44614	>aroD
min
maA
>akala
44619	n~aAs
44622	n~aEam
Hat~aY`
<i*aA
>axa*a
44627	>aroD
zuxoruf
44631	{z~ay~anato
44633	Zan~a
>ahol
44636	>an~
44638	qaAdir
EalaY`
44641	>ataY
44643	>amor
44645	layol
>aw
nahaAr
44649	jaEala
44652	HaSiyd
44654	>an
lam
>agonaY`
44659	>amos
44661	*a`lik
faS~ala
44664	'aAyap
44666	qawom
yatafak~aru
44670	{ll~ah
daEaA
<ilaY`
daAr
44675	sala`m
44677	hadaY
man
$aA^'a
<ilaY`
Sira`T
m~usotaqiym
44684	{l~a*iY
>aHosana
44688	HusonaY`
44690	ziyaAdap
44692	laA
yarohaqu
wajoh
44696	qatar
44698	laA
*il~ap
>uwla`^}ik
>aSoHa`b
44703	jan~ap
44705	fiY
44707	xa`lid
44709	{l~a*iY
kasaba
44713	say~i_#aAt
jazaA^'
say~i}ap
44717	mivol
44720	yarohaqu
44722	*il~ap
maA
44726	min
{ll~ah
min
EaASim
ka>an~
maA
>ugo$iyato
wajoh
44735	qiTaE
min
44738	layol
muZolim
>uwla`^}ik
>aSoHa`b
44743	naAr
44745	fiY
44747	xa`lid
44749	yawom
Ha$ara
44752	jamiyE
vum~
qaAla
44756	{l~a*iY
>a$oraka
44759	m~akaAn
44763	$ariyk
44766	zay~alo
44768	bayon
44771	qaAla
$ariyk
44774	maA
kaAna
44777	<iy~aA
Eabada
44781	kafaY`
44783	{ll~ah
$ahiyd
bayon
44788	bayon
44790	<in
kaAna
44793	Ean
EibaAdat
44797	ga`fil
hunaAlik
balawo
kul~
nafos
maA
>asolafato
44805	rad~a
44807	<ilaY`
{ll~ah
mawolaY`
44812	Haq~
44814	Dal~a
Ean
44817	maA
kaAna
44820	{fotaraY`
44822	qaAla
man
razaqa
44826	min
44828	samaA^'
44831	>aroD
>am
man
malakato
44836	samoE
44839	baSar
44841	man
>axoraja
44844	Hay~
min
44847	m~ay~it
44849	>axoraja
44851	m~ay~it
min
44854	Hay~
44856	man
yudab~iru
44859	>amor
44862	qaAla
44864	{ll~ah
44866	qaAla
44869	laA
{t~aqaY`
44873	*a`lik
{ll~ah
rab~
44878	Haq~
44880	maA*aA
baEod
44883	Haq~
<il~aA
44886	Dala`l
44888	>an~aY`
Sarafa
44892	*a`lik
Haq~a
kalimap
rab~
44897	EalaY`
{l~a*iY
fasaqa
44901	>an~
44903	laA
'aAmana
44906	qaAla
hal
min
$ariyk
44911	man
bada>a
44914	xaloq
vum~
>uEiydu
44918	qaAla
{ll~ah
bada>a
44922	xaloq
vum~
>uEiydu
44927	>an~aY`
>ufika
44930	qaAla
hal
min
$ariyk
44935	man
hadaY
<ilaY`
44939	Haq~
qaAla
{ll~ah
hadaY
44945	Haq~
44948	man
hadaY
<ilaY`
44952	Haq~
>aHaq~
>an
{t~abaEa
>am
man
laA
{hotadaY`
<il~aA
>an
hadaY
44964	maA
44967	kayof
Hakama
44971	maA
{t~abaEa
>akovar
44975	<il~aA
Zan~
<in~
44979	Zan~
laA
>agonato
min
44984	Haq~
$aYo'
<in~
{ll~ah
Ealiym
44990	maA
faEala
44994	maA
kaAna
ha`*aA
44998	quro'aAn
>an
{fotaraY`
min
duwn
{ll~ah
45005	la`kin
taSodiyq
{l~a*iY
bayon
yad
45012	tafoSiyl
45014	kita`b
laA
rayob
fiY
45019	min
rab~
45022	Ea`lamiyn
>am
qaAla
45026	{fotaraY`
45028	qaAla
45030	>ataY
45033	suwrap
mivol
45037	daEaA
45039	man
{sotaTaAEa
45042	min
duwn
{ll~ah
<in
kaAna
45048	SaAdiq
bal
ka*~aba
45053	maA
lam
>aHaATa
45058	Eilom
45061	lam
>ataY
45064	ta>owiyl
45067	*a`lik
ka*~aba
{l~a*iY
min
qabol
45074	n~aZara
kayof
kaAna
Ea`qibap
45079	ZaAlim
45081	min
45083	man
'aAmana
45088	min
45090	man
laA
'aAmana
45096	rab~
45098	>aEolam
45101	mufosid
45103	<in
ka*~aba
45108	qaAla
45111	Eamal
45116	Eamal
45119	bariY^'
min
maA
Eamila
45125	bariY^'
min
maA
Eamila
45131	min
45133	man
{sotamaEa
45136	<ilaY`
45141	>asomaEa
45143	>aSam~
45145	law
kaAna
45148	laA
Eaqalu
45152	min
45154	man
n~aZara
<ilaY`
45161	hadaY
45163	>aEomaY`
45165	law
kaAna
45168	laA
>aboSara
45171	<in~
{ll~ah
laA
Zalama
45176	n~aAs
$aYo'
45179	la`kin~
45181	n~aAs
nafos
45184	Zalama
45187	yawom
Ha$ara
45191	>an
lam
labiva
45195	<il~aA
saAEap
min
45199	nahaAr
yataEaArafu
45202	bayon
45204	qad
xasira
{l~a*iY
ka*~aba
45210	liqaA^'
{ll~ah
45213	maA
kaAna
45216	m~uhotaduwn
45218	<im~aA
>arayo
45222	baEoD
{l~a*iY
waEada
45226	>aw
tawaf~aY`
45231	<ilaY`
45233	marojiE
45235	vum~
{ll~ah
$ahiyd
EalaY`
maA
faEala
45244	kul~
>um~ap
rasuwl
45248	<i*aA
jaA^'a
rasuwl
45252	qaDaY`^
bayon
45257	qisoT
45260	laA
Zalama
45264	qaAla
45266	mataY`
ha`*aA
45269	waEod
<in
kaAna
45273	SaAdiq
qaAla
laA
malakato
45278	nafos
45280	Dar~
45282	laA
nafoE
<il~aA
maA
$aA^'a
{ll~ah
45289	kul~
>um~ap
>ajal
<i*aA
jaA^'a
>ajal
45297	laA
yasota>oxiru
45300	saAEap
45302	laA
yasotaqodimu
45305	qaAla
45307	ra'aA
45309	<in
>ataY
45312	Ea*aAb
45314	baya`t
>aw
nahaAr
maA*aA
{sotaEojala
min
45322	mujorim
45324	vum~
<i*aA
maA
waqaEa
'aAmana
45334	_#a`n
45336	qad
kaAna
45341	{sotaEojala
45343	vum~
qaAla
45346	{l~a*iY
Zalama
45349	*aAqu
45351	Ea*aAb
45353	xulod
hal
jazaY`
45357	<il~aA
45359	maA
kaAna
45362	kasaba
45365	yasotan[bi_#u
45369	Haq~
45371	qaAla
<iY
45374	rab~
45376	<in~
45379	Haq~
45381	maA
45384	muEojiz
45386	law
>an~
45389	kul~
nafos
Zalama
maA
fiY
45395	>aroD
45397	{fotadaY`
45401	>asar~a
45404	n~adaAmap
lam~aA
ra'aA
45409	Ea*aAb
45411	qaDaY`^
bayon
45416	qisoT
45419	laA
Zalama
45422	>alaA^
<in~
45425	{ll~ah
maA
fiY
45429	samaA^'
45432	>aroD
>alaA^
<in~
waEod
{ll~ah
Haq~
45439	la`kin~
>akovar
45442	laA
Ealima
45446	>aHoyaA
45448	>amaAta
45450	<ilaY`
45452	rajaEa
45455	>ay~uhaA
45457	n~aAs
qad
jaA^'a
45461	m~awoEiZap
min
rab~
45466	$ifaA^'
45468	maA
fiY
45471	Sador
45473	hudFY
45475	raHomap
45478	mu&omin
qaAla
45481	faDol
{ll~ah
45485	raHomap
45489	*a`lik
45492	fariHa
45495	xayor
min
maA
jamaEa
45500	qaAla
45502	ra'aA
45504	maA
>anzala
{ll~ah
45509	min
rizoq
45512	jaEala
45514	min
45516	HaraAm
45518	Hala`l
qaAla
45521	{ll~ah
>a*ina
45525	>am
EalaY`
{ll~ah
{fotaraY`
45531	maA
Zan~
{l~a*iY
{fotaraY`
45536	EalaY`
{ll~ah
45539	ka*ib
yawom
45542	qiya`map
<in~
{ll~ah
45546	*uw
faDol
EalaY`
45550	n~aAs
45552	la`kin~
>akovar
45555	laA
$akara
45559	maA
kaAna
fiY
$a>on
45564	maA
talaY`
min
45568	min
quro'aAn
45571	laA
Eamila
45574	min
Eamal
<il~aA
kaAna
45579	EalaY`
45581	$aAhid
<i*
>afaADa
45585	fiY
45588	maA
yaEozubu
Ean
rab~
45593	min
mivoqaAl
*ar~ap
fiY
45598	>aroD
45600	laA
fiY
45603	samaA^'
45605	laA
>aSogar
min
*a`lik
45610	laA
>akobar
<il~aA
fiY
kita`b
m~ubiyn
>alaA^
<in~
waliY~
{ll~ah
laA
xawof
EalaY`
45625	laA
45627	yaHozun
45629	{l~a*iY
'aAmana
45633	kaAna
45635	{t~aqaY`
45640	bu$oraY`
fiY
45643	Hayaw`p
45645	d~unoyaA
45647	fiY
45649	A^xir
laA
tabodiyl
45653	kalima`t
{ll~ah
*a`lik
45658	fawoz
45660	EaZiym
45662	laA
yaHozun
45665	qawol
45667	<in~
45669	Eiz~ap
45671	{ll~ah
jamiyE
45675	samiyE
45677	Ealiym
>alaA^
<in~
45681	{ll~ah
man
fiY
45685	samaA^'
45687	man
fiY
45690	>aroD
45692	maA
{t~abaEa
{l~a*iY
daEaA
45697	min
duwn
{ll~ah
$ariyk
<in
{t~abaEa
45704	<il~aA
45706	Zan~
45708	<in
45710	<il~aA
yaxoruSu
45714	{l~a*iY
jaEala
45719	layol
45721	sakana
45723	fiY
45727	nahaAr
muboSir
<in~
fiY
*a`lik
45733	'aAyap
45735	qawom
samiEa
45738	qaAla
45740	{t~axa*a
{ll~ah
walad
suboHa`n
45747	ganiY~
45750	maA
fiY
45753	samaA^'
45755	maA
fiY
45758	>aroD
<in
Eind
45762	min
suloTa`n
45765	ha`*aA
45767	qaAla
45769	EalaY`
{ll~ah
maA
laA
Ealima
45775	qaAla
<in~
{l~a*iY
{fotaraY`
45780	EalaY`
{ll~ah
45783	ka*ib
laA
>afolaHa
45787	mata`E
fiY
45790	d~unoyaA
vum~
<ilaY`
45794	marojiE
45796	vum~
>a*aAqa
45800	Ea*aAb
45802	$adiyd
45804	maA
kaAna
45807	kafara
45810	talaY`
EalaY`
45813	naba>
nuwH
<i*
qaAla
45818	qawom
45821	qawom
45823	<in
kaAna
kabura
EalaY`
45828	maqaAm
45831	ta*okiyr
45834	'aAyap
{ll~ah
45837	EalaY`
{ll~ah
tawak~alo
45842	>ajomaEu
45844	>amor
45847	$ariyk
45849	vum~
laA
kaAna
>amor
45854	EalaY`
45856	gum~ap
vum~
qaDaY`^
45860	<ilaY`
45863	laA
yunZaru
45868	<in
tawal~aY`
45872	maA
sa>ala
45876	min
>ajor
<in
>ajor
45881	<il~aA
EalaY`
{ll~ah
45885	>amara
45887	>an
kaAna
min
45891	musolim
45893	ka*~aba
45897	naj~aY`
45901	man
maE
45904	fiY
45906	fulok
45908	jaEala
45911	xaliyfap
45913	>ugoriqu
45915	{l~a*iY
ka*~aba
45919	'aAyap
45922	n~aZara
kayof
kaAna
Ea`qibap
45927	mun*ariyn
vum~
baEava
45931	min
baEod
45934	rasuwl
<ilaY`
qawom
45939	jaA^'a
45944	bay~inap
45946	maA
kaAna
45950	'aAmana
45953	maA
ka*~aba
45958	min
qabol
45961	*a`lik
TabaEa
EalaY`
qalob
45966	muEotadiyn
vum~
baEava
45970	min
baEod
45973	muwsaY`
45975	ha`ruwn
<ilaY`
firoEawon
45979	mala>
45982	'aAyap
45985	{sotakobara
45988	kaAna
45990	qawom
mujorim
45993	lam~aA
jaA^'a
45997	Haq~
min
Eind
46001	qaAla
46003	<in~
ha`*aA
46006	siHor
m~ubiyn
qaAla
muwsaY`
46011	qaAla
46015	Haq~
lam~aA
jaA^'a
46020	siHor
ha`*aA
46023	laA
>afolaHa
46026	sa`Hir
qaAla
46030	jaA^'a
46034	talofita
46036	Ean
maA
wajada
46040	EalaY`
46042	A^baA'
46045	kaAna
46049	kiboriyaA^'
fiY
46052	>aroD
46054	maA
46059	mu&omin
46061	qaAla
firoEawon
>ataY
46067	kul~
sa`Hir
Ealiym
46071	lam~aA
jaA^'a
46074	sa`Hir
qaAla
46078	muwsaY`
>aloqaY`^
46081	maA
46083	m~uloquwn
46085	lam~aA
>aloqaY`^
46088	qaAla
muwsaY`
maA
jaA^'a
46096	siHor
<in~
{ll~ah
46100	yuboTila
46102	<in~
{ll~ah
laA
>aSolaHa
Eamal
46108	mufosid
46110	yuHiq~a
{ll~ah
46113	Haq~
46115	kalima`t
46118	law
kariha
46121	mujorim
46123	maA
'aAmana
46126	muwsaY`
<il~aA
*ur~iy~ap
min
qawom
46132	EalaY`
xawof
min
firoEawon
46137	mala>
46139	>an
fatanu
46143	<in~
firoEawon
46146	EaAl
fiY
46149	>aroD
46151	<in~
46154	min
46156	musorif
46158	qaAla
muwsaY`
46161	qawom
46163	<in
kaAna
46166	'aAmana
46169	{ll~ah
46171	EalaY`
46173	tawak~alo
46175	<in
kaAna
46178	musolim
46180	qaAla
46182	EalaY`
{ll~ah
tawak~alo
46186	rab~
46188	laA
jaEala
46191	fitonap
46194	qawom
46196	ZaAlim
46198	naj~aY`
46201	raHomap
46203	min
46205	qawom
46207	ka`firuwn
46209	>awoHaY`^
46211	<ilaY`
muwsaY`
46214	>ax
46216	>an
yatabaw~a>u
46220	qawom
46223	miSor
bayot
46226	jaEala
46228	bayot
46230	qibolap
46232	>aqaAma
46235	Salaw`p
46237	bu$~ira
46239	mu&omin
46241	qaAla
muwsaY`
rab~
46245	<in~
46247	A^taY
46249	firoEawon
46251	mala>
46253	ziynap
46255	maAl
fiY
46258	Hayaw`p
46260	d~unoyaA
rab~
46264	>aDal~a
46266	Ean
sabiyl
46269	rab~
46271	Tumisato
EalaY`
maAl
46276	$adado
EalaY`
qalob
46281	laA
'aAmana
46284	Hat~aY`
ra'aA
46288	Ea*aAb
46290	>aliym
qaAla
qad
>ujiybat
daEowap
46297	{sotaqa`mu
46300	laA
{t~abaEa
46303	sabiyl
{l~a*iY
laA
Ealima
46309	jaAwaza
46312	bunaY~
<isoraA}iyl
46315	baHor
46317	>atobaEa
46319	firoEawon
46321	jund
46323	bagoy
46325	Eadow
Hat~aY`
<i*aA
>adoraka
46331	garaq
qaAla
'aAmana
46335	>an~
46337	laA
<ila`h
<il~aA
{l~a*iY
'aAmana
46344	bunaY~
<isoraA}iyl
46348	min
46350	musolim
46353	_#a`n
46355	qad
EaSaA
46358	qabol
46360	kaAna
46362	min
46364	mufosid
46367	yawom
naj~aY`
46371	badan
46374	kaAna
46376	man
xalof
46379	'aAyap
46381	<in~
kaviyr
min
46385	n~aAs
Ean
'aAyap
46390	ga`fil
46393	qad
baw~a>a
46396	bunaY~
<isoraA}iyl
mubaw~a>
Sidoq
46401	razaqa
46404	min
46406	Tay~iba`t
46408	maA
{xotalafa
46411	Hat~aY`
jaA^'a
46415	Eilom
<in~
rab~
46419	qaDaY`^
bayon
46422	yawom
46424	qiya`map
fiY
maA
kaAna
46429	fiY
46431	{xotalafa
46434	<in
kaAna
46437	fiY
$ak~
min
maA
>anzala
46443	<ilaY`
46446	sa>ala
{l~a*iY
qara>a
46451	kita`b
min
qabol
46456	qad
jaA^'a
46460	Haq~
min
rab~
46465	laA
kaAna
46468	min
46470	mumotariyn
46472	laA
kaAna
46475	min
{l~a*iY
ka*~aba
46480	'aAyap
{ll~ah
46483	kaAna
min
46486	xa`siriyn
<in~
{l~a*iY
Haq~a
EalaY`
46492	kalimap
rab~
46495	laA
'aAmana
46499	law
jaA^'a
46502	kul~
'aAyap
Hat~aY`
ra'aA
46508	Ea*aAb
46510	>aliym
46512	lawolaA^
kaAna
qaroyap
'aAmana
46517	nafaEa
46519	<iyma`n
46521	<il~aA
qawom
yuwnus
lam~aA
'aAmana
46527	ka$afa
46529	Ean
46531	Ea*aAb
46533	xizoY
fiY
46536	Hayaw`p
46538	d~unoyaA
46540	m~at~aEo
46543	<ilaY`
Hiyn
46546	law
$aA^'a
rab~
46551	'aAmana
man
fiY
46555	>aroD
kul~
46558	jamiyE
46562	>ukoriha
46564	n~aAs
Hat~aY`
kaAna
46568	mu&omin
46570	maA
kaAna
46573	nafos
>an
'aAmana
<il~aA
46578	<i*on
{ll~ah
46581	jaEala
46583	rijos
EalaY`
{l~a*iY
laA
Eaqalu
46589	qaAla
n~aZara
46592	maA*aA
fiY
46595	samaA^'
46598	>aroD
46600	maA
>agonato
46603	'aAyap
46606	na*iyr
Ean
qawom
laA
'aAmana
46613	hal
yantaZiru
46616	<il~aA
mivol
yawom
{l~a*iY
xalaA
46622	min
qabol
46625	qaAla
46627	yantaZiru
46629	<in~
46631	maE
46633	min
46635	muntaZiruwn
vum~
naj~aY`
rasuwl
46641	{l~a*iY
'aAmana
46645	*a`lik
Haq~
EalaY`
46649	>anjaY`
46651	mu&omin
qaAla
46654	>ay~uhaA
46656	n~aAs
<in
kaAna
46660	fiY
$ak~
min
diyn
46666	laA
Eabada
{l~a*iY
Eabada
46671	min
duwn
{ll~ah
46675	la`kin
Eabada
{ll~ah
{l~a*iY
tawaf~aY`
46682	>amara
46684	>an
kaAna
min
46688	mu&omin
46690	>an
>aqaAma
wajoh
46696	diyn
Haniyf
46699	laA
kaAna
46702	min
46704	mu$orik
46706	laA
daEaA
min
duwn
{ll~ah
maA
laA
nafaEa
46716	laA
yaDur~a
46720	<in
faEala
46724	<in~
46726	<i*FA
min
46729	ZaAlim
46731	<in
mas~a
46734	{ll~ah
46736	Dur~
46738	laA
kaA$if
46742	<il~aA
46745	<in
>araAda
46749	xayor
46751	laA
raA^d~
46754	faDol
46756	>aSaAba
46759	man
$aA^'a
min
Eabod
46767	gafuwr
46769	r~aHiym
qaAla
46772	>ay~uhaA
46774	n~aAs
qad
jaA^'a
46779	Haq~
min
rab~
46784	man
{hotadaY`
46787	<in~
maA
{hotadaY`
46791	nafos
46794	man
Dal~a
46797	<in~
maA
Dal~a
EalaY`
46803	maA
46805	EalaY`
46808	wakiyl
46810	{t~abaEa
maA
>awoHaY`^
<ilaY`
46816	Sabara
Hat~aY`
Hakama
{ll~ah
46822	xayor
46824	Ha`kimiyn
46826	kita`b
>uHokimato
'aAyap
46830	vum~
faS~ala
min
l~adun
Hakiym
xabiyr
>an
laA
Eabada
46840	<il~aA
{ll~ah
<in~
46846	min
46848	na*iyr
46850	ba$iyr
46852	>an
{sotagofara
46855	rab~
46857	vum~
taAba
46860	<ilaY`
46862	m~at~aEo
46864	mata`E
Hasan
<ilaY`
>ajal
m~usam~FY
46870	A^taY
kul~
*uw
faDol
faDol
46877	<in
tawal~aY`
46881	<in~
46883	xaAfa
EalaY`
46886	Ea*aAb
yawom
kabiyr
<ilaY`
{ll~ah
marojiE
46895	EalaY`
kul~
$aYo'
qadiyr
>alaA^
<in~
46902	yavonu
46904	Sador
46907	yasotaxofu
46909	min
46911	>alaA^
Hiyn
{sotago$a
46915	viyaAb
46917	Ealima
maA
>asar~a
46922	maA
>aEolan
46925	<in~
46927	Ealiym
46929	*uw
46931	Sador
46933	maA
min
daA^b~ap
fiY
46938	>aroD
<il~aA
EalaY`
{ll~ah
rizoq
46945	Ealima
musotaqar~
46949	musotawodaE
46951	kul~
fiY
kita`b
m~ubiyn
46957	{l~a*iY
xalaqa
46960	samaA^'
46963	>aroD
fiY
sit~ap
yawom
46968	kaAna
Earo$
46971	EalaY`
46973	maA^'
46975	balawo
46977	>aY~
46979	>aHosan
Eamal
46983	<in
qaAla
46986	<in~
46988	m~aboEuwvuwn
min
baEod
46992	mawot
46994	qaAla
46996	{l~a*iY
kafara
46999	<in
ha`*aA
<il~aA
siHor
m~ubiyn
47006	<in
>ax~ara
47009	Ean
47012	Ea*aAb
<ilaY`
>um~ap
m~aEoduwdap
47017	qaAla
47019	maA
yaHobisu
47022	>alaA^
yawom
>ataY
47026	l~ayosa
maSoruwf
Ean
47031	HaAqa
47034	maA
kaAna
47039	{sotuhozi}a
47043	<in
>a*aAqa
47047	<insa`n
min
47050	raHomap
vum~
nazaEa
47055	min
47057	<in~
47060	ya_#uws
kafuwr
47064	<in
>a*aAqa
47068	naEomaA^'
baEod
Dar~aA^'
mas~a
47074	qaAla
47076	*ahaba
47078	say~i_#aAt
Ean
47081	<in~
47084	fariH
faxuwr
<il~aA
{l~a*iY
Sabara
47091	Eamila
47094	S~a`liHa`t
>uwla`^}ik
47098	m~agofirap
47100	>ajor
kabiyr
47103	laEal~
47105	taArik
baEoD
maA
>awoHaY`^
<ilaY`
47112	DaA^}iq
47115	Sador
47117	>an
qaAla
47120	lawolaA^
>anzala
EalaY`
47124	kanz
>aw
jaA^'a
maE
47129	malak
<in~
maA
47133	na*iyr
47135	{ll~ah
EalaY`
kul~
$aYo'
wakiyl
>am
qaAla
47143	{fotaraY`
47145	qaAla
47147	>ataY
47150	Ea$or
suwrap
mivol
47154	mufotaraya`t
47156	daEaA
47158	man
{sotaTaAEa
47161	min
duwn
{ll~ah
<in
kaAna
47167	SaAdiq
47169	<il~am
{sotajaAba
47175	Ealima
47177	>an~
maA
>anzala
47181	Eilom
{ll~ah
47184	>an
laA
<ila`h
<il~aA
47190	hal
47192	musolim
man
kaAna
>araAda
47197	Hayaw`p
47199	d~unoyaA
47201	ziynap
47203	waf~aY`^
<ilaY`
47206	Eamal
47208	fiY
47212	fiY
47214	laA
yaboxaso
47217	>uwla`^}ik
{l~a*iY
l~ayosa
47222	fiY
47224	A^xir
<il~aA
47227	naAr
47229	HabiTa
maA
SanaEu
47233	fiY
47236	ba`Til
maA
kaAna
47240	Eamila
47244	man
kaAna
EalaY`
bay~inap
min
rab~
47252	talaY`
47254	$aAhid
min
47258	min
qabol
47261	kita`b
muwsaY`
<imaAm
47265	raHomap
>uwla`^}ik
'aAmana
47272	man
kafara
47276	min
47278	Hizob
47281	naAr
m~awoEid
47285	laA
kaAna
fiY
miroyap
min
47291	<in~
47294	Haq~
min
rab~
47299	la`kin~
>akovar
47302	n~aAs
laA
'aAmana
47307	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
>uwla`^}ik
EaraDa
47318	EalaY`
rab~
47322	qaAla
47324	$aAhid
ha`*aA
{l~a*iY
ka*aba
47329	EalaY`
rab~
47332	>alaA^
laEonap
{ll~ah
EalaY`
47337	ZaAlim
{l~a*iY
Sad~a
47341	Ean
sabiyl
{ll~ah
47345	bagaY`
47348	Eiwaj
47353	A^xir
47355	ka`firuwn
>uwla`^}ik
lam
kaAna
47360	muEojiz
fiY
47363	>aroD
47365	maA
kaAna
47369	min
duwn
{ll~ah
min
waliY~
yuDa`Eifu
47378	Ea*aAb
maA
kaAna
47382	{sotaTaAEa
47385	samoE
47387	maA
kaAna
47390	>aboSara
47392	>uwla`^}ik
{l~a*iY
xasira
47396	nafos
47399	Dal~a
Ean
47402	maA
kaAna
47405	{fotaraY`
47407	laA
jaram
>an~
47411	fiY
47413	A^xir
47416	>axosariyn
<in~
{l~a*iY
'aAmana
47422	Eamila
47425	S~a`liHa`t
47427	>axobatu
47429	<ilaY`
rab~
47432	>uwla`^}ik
>aSoHa`b
47435	jan~ap
47437	fiY
47439	xa`lid
maval
47442	fariyq
47445	>aEomaY`
47448	>aSam~
47451	baSiyr
47454	samiyE
hal
{sotawaY`^
47458	maval
47461	laA
ta*ak~ara
47466	qad
>arosala
47469	nuwH
<ilaY`
qawom
47473	<in~
47477	na*iyr
m~ubiyn
>an
laA
Eabada
47483	<il~aA
{ll~ah
<in~
47487	xaAfa
EalaY`
47490	Ea*aAb
yawom
>aliym
47494	qaAla
47496	mala>
{l~a*iY
kafara
47500	min
qawom
47503	maA
ra'aA
47506	<il~aA
ba$ar
mivol
47511	maA
ra'aA
47514	{t~abaEa
47516	<il~aA
{l~a*iY
47519	>aro*al
47521	baAdiY
47523	ra>oY
47525	maA
ra'aA
47529	EalaY`
47531	min
faDol
bal
Zan~a
47536	ka`*ib
qaAla
47539	qawom
47542	ra'aA
47544	<in
kaAna
47547	EalaY`
bay~inap
min
rab~
47553	A^taY
47555	raHomap
min
Eind
47560	Eum~iyato
EalaY`
47564	>alozama
47571	ka`rihuwn
47574	qawom
47576	laA
sa>ala
47579	EalaY`
47581	maAl
<in
>ajor
47585	<il~aA
EalaY`
{ll~ah
47589	maA
47592	TaArid
{l~a*iY
'aAmana
47596	<in~
47598	m~ula`quwA
rab~
47602	la`kin
47604	ra'aA
47606	qawom
yajohalu
47611	qawom
47613	man
naSara
47616	min
{ll~ah
<in
Tarad
47624	laA
ta*ak~ara
47628	laA
qaAla
47632	Eind
47634	xazaA^}in
{ll~ah
47637	laA
Ealima
47640	gayob
47642	laA
qaAla
<in~
47646	malak
47648	laA
qaAla
47651	{l~a*iY
tazodariY^
Eayon
47655	lan
A^taY
47658	{ll~ah
xayor
{ll~ah
>aEolam
47663	maA
fiY
nafos
47667	<in~
47669	<i*FA
47671	min
47673	ZaAlim
qaAla
47677	nuwH
qad
ja`dalu
47683	>akovaru
47685	jidaAl
47688	>ataY
47691	maA
waEada
47694	<in
kaAna
47697	min
47699	SaAdiq
qaAla
<in~
maA
>ataY
47707	{ll~ah
<in
$aA^'a
47711	maA
47714	muEojiz
47716	laA
nafaEa
47719	nuSoH
47721	<in
>araAda
47724	>an
naSaHu
47728	<in
kaAna
{ll~ah
>araAda
>an
>agowayo
47736	rab~
47739	<ilaY`
47741	rajaEa
47743	>am
qaAla
47746	{fotaraY`
47748	qaAla
<in
{fotaraY`
47754	EalaY`
47756	<ijoraAm
47760	bariY^'
min
maA
>ajoramu
47766	>awoHaY`^
<ilaY`
nuwH
>an~
47771	lan
'aAmana
min
qawom
47776	<il~aA
man
qad
'aAmana
47781	laA
tabota}iso
47784	maA
kaAna
47787	faEala
47790	SanaEu
47792	fulok
47794	Eayon
47797	waHoY
47800	laA
xaATaba
47803	fiY
{l~a*iY
Zalama
47807	<in~
47809	m~ugoraquwn
47811	SanaEu
47813	fulok
47815	kul~amaA
mar~a
EalaY`
47819	mala>
min
qawom
47823	saxira
47825	min
47827	qaAla
<in
saxira
47831	min
47834	<in~
47836	saxira
min
47840	maA
saxira
47844	sawof
Ealima
47847	man
>ataY
47850	Ea*aAb
>axozayo
47854	Halalo
EalaY`
47857	Ea*aAb
m~uqiym
Hat~aY`
<i*aA
jaA^'a
>amor
47865	faAra
47867	t~an~uwr
qaAla
47870	Hamala
fiY
47873	min
kul~
zawoj
{vonayon
47878	>ahol
47880	<il~aA
man
sabaqa
EalaY`
47886	qawol
47888	man
'aAmana
47891	maA
'aAmana
maE
47895	<il~aA
qaliyl
47898	qaAla
rakiba
47901	fiY
47904	{som
{ll~ah
majorY`
47909	murosaY`
47911	<in~
rab~
47915	gafuwr
r~aHiym
47919	jarayo
47922	fiY
mawoj
47926	jabal
47928	naAdaY`
nuwH
{bon
47933	kaAna
fiY
maEozil
47937	bunaY~
47939	rakiba
maE
47943	laA
kaAna
maE
47947	ka`firuwn
qaAla
47950	>awaY
<ilaY`
jabal
yaEoSimu
47955	min
47957	maA^'
qaAla
laA
EaASim
47962	yawom
min
>amor
{ll~ah
<il~aA
man
r~aHima
47970	HaAla
bayon
47974	mawoj
47976	kaAna
min
47979	m~ugoraquwn
47981	qaAla
47983	>aroD
{bolaEi
47986	maA^'
47990	samaA^'
>aqoliEi
47994	giyDa
47996	maA^'
47998	qaDaY`^
48000	>amor
48002	{sotawaY`^
EalaY`
48005	juwdiY~
48007	qaAla
buEod
48011	qawom
48013	ZaAlim
48015	naAdaY`
nuwH
rab~
48020	qaAla
rab~
48023	<in~
{bon
48026	min
>ahol
48030	<in~
waEod
48034	Haq~
48037	>aHokam
48039	Ha`kimiyn
qaAla
48042	nuwH
<in~
48045	l~ayosa
min
>ahol
48049	<in~
48051	Eamal
gayor
Sa`liH
48055	laA
sa>ala
48058	maA
l~ayosa
48064	Eilom
<in~
48067	waEaZo
48069	>an
kaAna
min
48073	jaAhil
qaAla
rab~
48077	<in~
48079	Eu*o
48082	>an
sa>ala
48085	maA
l~ayosa
48091	Eilom
48093	<il~aA
gafara
48098	r~aHima
48100	kaAna
min
48103	xa`siriyn
qaAla
48106	nuwH
yahobiTu
48109	sala`m
min
48113	baraka`t
EalaY`
48117	EalaY`
>um~ap
min
man
maE
48124	>um~ap
48126	m~at~aEo
48128	vum~
mas~a
48131	min
48133	Ea*aAb
>aliym
*a`lik
min
naba>
48139	gayob
>awoHaY`^
48142	<ilaY`
48144	maA
kaAna
48147	Ealima
48151	laA
qawom
48154	min
qabol
ha`*aA
48158	Sabara
<in~
48161	Ea`qibap
48164	mut~aqiyn
48166	<ilaY`
EaAd2
>ax
48170	huwd
qaAla
48173	qawom
48175	Eabada
48177	{ll~ah
maA
48181	min
<ila`h
gayor
48185	<in
48187	<il~aA
mufotaruwn
48190	qawom
48192	laA
sa>ala
48195	EalaY`
48197	>ajor
<in
>ajor
48201	<il~aA
EalaY`
{l~a*iY
faTara
48208	laA
Eaqalu
48213	qawom
48215	{sotagofara
48217	rab~
48219	vum~
taAba
48222	<ilaY`
48224	>arosala
48226	samaA^'
EalaY`
48229	m~idoraAr
48231	zaAda
48233	quw~ap
<ilaY`
quw~ap
48238	laA
tawal~aY`
48241	mujorim
qaAla
48245	huwd
maA
jaA^'a
48251	bay~inap
48253	maA
48256	taArik
<ila`h
48259	Ean
qawol
48263	maA
48268	mu&omin
<in
qaAla
<il~aA
{EotaraY`
48274	baEoD
<ila`h
48278	suw^'
qaAla
<in~
48282	>a$ohada
{ll~ah
48285	$ahida
48287	>an~
48289	bariY^'
min
maA
>a$oraka
48294	min
duwn
48298	kiydu
48301	jamiyE
vum~
laA
yunZaru
48307	<in~
48309	tawak~alo
48311	EalaY`
{ll~ah
rab~
48316	rab~
48318	maA
min
daA^b~ap
<il~aA
48323	A^xi*
48325	naASiyap
48327	<in~
rab~
48330	EalaY`
Sira`T
m~usotaqiym
48334	<in
tawal~aY`
48338	qad
>abolagu
48342	maA
>arosala
48347	<ilaY`
48350	{sotaxolafa
rab~
48353	qawom
gayor
48357	laA
yaDur~a
48361	$aYo'
<in~
rab~
48365	EalaY`
kul~
$aYo'
HafiyZ
48370	lam~aA
jaA^'a
>amor
48374	naj~aY`
48376	huwd
48378	{l~a*iY
'aAmana
48381	maE
48384	raHomap
min
48388	naj~aY`
48391	min
Ea*aAb
galiyZ
48395	*a`lik
EaAd2
jaHadu
48400	'aAyap
rab~
48404	EaSaA
48406	rasuwl
48409	{t~abaEa
48411	>amor
kul~
jab~aAr
Eaniyd
48416	>atobaEa
48418	fiY
ha`*aA
48421	d~unoyaA
laEonap
48424	yawom
48426	qiya`map
>alaA^
<in~
EaAd2
kafara
48432	rab~
48434	>alaA^
buEod
48437	EaAd2
qawom
huwd
48441	<ilaY`
vamuwd
>ax
48445	Sa`liH2
qaAla
48448	qawom
48450	Eabada
48452	{ll~ah
maA
48456	min
<ila`h
gayor
48461	>an$a>a
48463	min
48465	>aroD
48467	{sotaEomara
48469	fiY
48472	{sotagofara
48475	vum~
taAba
48478	<ilaY`
48480	<in~
rab~
48483	qariyb
m~ujiyb
qaAla
48488	Sa`liH2
qad
kaAna
48492	fiY
48494	marojuw~
qabol
ha`*aA
48498	nahaY`
48500	>an
Eabada
maA
Eabada
A^baA'
48507	<in~
48510	fiY
$ak~
min
maA
daEaA
48516	<ilaY`
48518	muriyb
qaAla
48521	qawom
48524	ra'aA
48526	<in
kaAna
48529	EalaY`
bay~inap
min
rab~
48535	A^taY
48537	min
48539	raHomap
48541	man
naSara
48544	min
{ll~ah
<in
EaSaA
48551	maA
zaAda
48555	gayor
taxosiyr
48559	qawom
48561	ha`*aA
naAqap
{ll~ah
48566	'aAyap
48568	ya*ara
48571	>akala
fiY
>aroD
{ll~ah
48576	laA
mas~a
48581	suw^'
48583	>axa*a
48585	Ea*aAb
qariyb
48588	Eaqara
48592	qaAla
tamat~aEa
48595	fiY
daAr
48598	vala`vap
yawom
*a`lik
waEod
gayor
mako*uwb
48605	lam~aA
jaA^'a
>amor
48609	naj~aY`
48611	Sa`liH2
48613	{l~a*iY
'aAmana
48616	maE
48619	raHomap
min
48623	min
xizoY
yawoma}i*
<in~
rab~
48631	qawiY~
48633	Eaziyz
48635	>axa*a
{l~a*iY
Zalama
48640	SayoHap
48642	>aSobaHa
48644	fiY
daAr
48647	ja`vimiyn
48649	>an
lam
>agonaY`
48653	fiY
48655	>alaA^
<in~
vamuwd
kafara
48660	rab~
48662	>alaA^
buEod
48665	vamuwd
48668	qad
jaA^'a
rasuwl
48672	<iboraAhiym
48675	bu$oraY`
qaAla
48678	sala`m
qaAla
sala`m
48682	maA
labiva
>an
jaA^'a
48687	Eijol
Haniy*
48690	lam~aA
ra'aA
yad
48694	laA
yaSilu
<ilaY`
48698	nakira
48701	>awojasa
min
48704	xiyfap
qaAla
48707	laA
xaAfa
<in~
48711	>arosala
48713	<ilaY`
qawom
luwT
48717	{mora>at
48719	qaA^}imap
48721	DaHikato
48723	bu$~ira
48727	<isoHaAq
48729	min
waraA^'
<isoHaAq
yaEoquwb
qaAla
48735	wayol
48737	walada
48740	Eajuwz
48742	ha`*aA
baEol
48745	$ayox
<in~
ha`*aA
48749	$aYo'
Eajiyb
qaAla
48754	Eajibu
min
>amor
{ll~ah
raHomap
{ll~ah
48761	baraka`t
48763	EalaY`
48765	>ahol
48767	bayot
<in~
48770	Hamiyd
m~ajiyd
48773	lam~aA
*ahaba
Ean
<iboraAhiym
48778	r~awoE
48780	jaA^'a
48783	bu$oraY`
ja`dalu
48786	fiY
qawom
luwT
<in~
<iboraAhiym
48792	Haliym
>aw~a`h
m~uniyb
48796	<iboraAhiym
>aEoraDa
Ean
ha`*aA
<in~
48802	qad
jaA^'a
>amor
rab~
48808	<in~
48810	A^tiy
48812	Ea*aAb
gayor
maroduwd
48816	lam~aA
jaA^'a
rasuwl
48820	luwT
saA^'a
48825	DaAqa
48828	*aroE
48830	qaAla
ha`*aA
yawom
EaSiyb
48835	jaA^'a
48837	qawom
48839	yuhoraEu
48841	<ilaY`
48844	min
qabol
kaAna
48848	Eamila
48851	say~i_#aAt
qaAla
48854	qawom
48856	ha`*aA
banaAt
48860	>aTohar
48864	{t~aqaY`
48866	{ll~ah
48868	laA
>axozayo
48872	fiY
Dayof
48876	l~ayosa
min
48879	rajul
r~a$iyd
qaAla
48884	qad
Ealima
48887	maA
48890	fiY
banaAt
48893	min
Haq~
48896	<in~
48899	Ealima
maA
>araAda
qaAla
law
>an~
48909	quw~ap
>aw
>awaY
<ilaY`
rukon
$adiyd
qaAla
48918	luwT
<in~
48921	rasuwl
rab~
48924	lan
yaSilu
48927	<ilaY`
48930	>asoraY`
48932	>ahol
48935	qiToE
min
48938	layol
48940	laA
yalotafito
min
48944	>aHad
<il~aA
{mora>at
48948	<in~
48950	muSiyb
48952	maA
>aSaAba
48955	<in~
m~awoEid
48959	SuboH
48961	l~ayosa
48963	SuboH
48965	qariyb
48967	lam~aA
jaA^'a
>amor
48971	jaEala
48973	EaAliy
48975	saAfil
48978	>umoTirato
48980	EalaY`
48982	HijaArap
min
sij~iyl
m~anDuwd
m~usaw~amap
Eind
rab~
48991	maA
48993	min
48995	ZaAlim
48997	baEiyd
48999	<ilaY`
madoyan
>ax
49003	$uEayob
qaAla
49006	qawom
49008	Eabada
49010	{ll~ah
maA
49014	min
<ila`h
gayor
49019	laA
yunqaSu
49023	mikoyaAl
49026	miyzaAn
<in~
49029	ra'aA
49032	xayor
49034	<in~
49036	xaAfa
EalaY`
49039	Ea*aAb
yawom
muHiyT
49044	qawom
49046	>awofaY`
49049	mikoyaAl
49052	miyzaAn
49055	qisoT
49057	laA
yaboxaso
49061	n~aAs
$aYo'
49065	laA
taEova
49068	fiY
49070	>aroD
mufosid
baqiy~at
{ll~ah
xayor
49077	<in
kaAna
49080	mu&omin
49082	maA
49084	EalaY`
49087	HafiyZ
qaAla
49091	$uEayob
49093	Salaw`p
49095	>amara
49097	>an
taraka
maA
Eabada
A^baA'
49103	>aw
>an
faEala
fiY
maAl
49109	maA
$aA^'a
<in~
49116	Haliym
49118	r~a$iyd
qaAla
49121	qawom
49124	ra'aA
49126	<in
kaAna
49129	EalaY`
bay~inap
min
rab~
49135	razaqa
49137	min
49139	rizoq
Hasan
49142	maA
>araAda
>an
yuxaAlifu
49147	<ilaY`
maA
nahaY`
49151	Ean
49153	<in
>araAda
<il~aA
49157	<iSola`H
maA
{sotaTaAEa
49162	maA
tawofiyq
49165	<il~aA
49167	{ll~ah
EalaY`
49170	tawak~alo
49173	<ilaY`
49175	>anaAba
49178	qawom
49180	laA
yajorima
49184	$iqaAq
49186	>an
>aSaAba
49189	mivol
maA
>aSaAba
qawom
nuwH
>aw
qawom
huwd
>aw
qawom
Sa`liH2
49201	maA
qawom
luwT
min
49207	baEiyd
49209	{sotagofara
49211	rab~
49213	vum~
taAba
49216	<ilaY`
49218	<in~
rab~
49221	r~aHiym
waduwd
qaAla
49226	$uEayob
maA
yafoqahu
kaviyr
min
maA
qaAla
49234	<in~
49237	ra'aA
49239	fiY
49241	DaEiyf
49243	lawolaA^
rahoT
49247	rajamo
49251	maA
49253	EalaY`
49256	Eaziyz
qaAla
49259	qawom
49262	rahoT
49264	>aEaz~
EalaY`
49267	min
{ll~ah
49270	{t~axa*a
49273	waraA^'
49275	Zihoriy~
<in~
rab~
49280	maA
Eamila
49283	muHiyT
49286	qawom
49288	Eamila
49290	EalaY`
makaAnat
49293	<in~
49295	Ea`mil
sawof
Ealima
49299	man
>ataY
49302	Ea*aAb
>axozayo
49306	man
49308	ka`*ib
49310	{rotaqibo
49312	<in~
49314	maE
49316	raqiyb
49318	lam~aA
jaA^'a
>amor
49322	naj~aY`
49324	$uEayob
49326	{l~a*iY
'aAmana
49329	maE
49332	raHomap
min
49336	>axa*a
{l~a*iY
Zalama
49341	SayoHap
49343	>aSobaHa
49345	fiY
daAr
49348	ja`vimiyn
49350	>an
lam
>agonaY`
49354	fiY
49356	>alaA^
buEod
49359	madoyan
49361	maA
baEudato
vamuwd
49366	qad
>arosala
49369	muwsaY`
49371	'aAyap
49374	suloTa`n
m~ubiyn
<ilaY`
firoEawon
49379	mala>
49382	{t~abaEa
49384	>amor
firoEawon
49387	maA
>amor
firoEawon
49391	r~a$iyd
qadimo
qawom
49395	yawom
49397	qiya`map
49399	>aworada
49402	naAr
49404	bi}osa
49406	wirod
49408	maworuwd
49410	>atobaEa
49412	fiY
ha`*aA
laEonap
49416	yawom
49418	qiya`map
bi}osa
49421	r~ifod
49423	marofuwd
*a`lik
min
naba>
49428	qaroyap
qaS~a
49431	EalaY`
49433	min
49435	qaA^}im
49437	HaSiyd
49439	maA
Zalama
49444	la`kin
Zalama
49447	nafos
49450	maA
>agonato
Ean
49454	<ila`h
49456	{l~a*iY
daEaA
49459	min
duwn
{ll~ah
min
$aYo'
lam~aA
jaA^'a
>amor
rab~
49470	maA
zaAda
49474	gayor
tatobiyb
49478	*a`lik
>axo*
rab~
49482	<i*aA
>axa*a
49485	qaroyap
49488	ZaAlimap
<in~
>axo*
49492	>aliym
$adiyd
<in~
fiY
*a`lik
49498	'aAyap
49500	man
xaAfa
Ea*aAb
49504	A^xir
*a`lik
yawom
m~ajomuwE
49511	n~aAs
49513	*a`lik
yawom
ma$ohuwd
49517	maA
>ax~ara
49520	<il~aA
49522	>ajal
m~aEoduwd
yawom
>ataY
laA
yatakal~amu
nafos
<il~aA
49531	<i*on
49534	min
49536	$aqiy~
49538	saEiyd
49540	>am~aA
{l~a*iY
$aqu
49545	fiY
49547	naAr
49550	fiY
49552	zafiyr
49554	$ahiyq
xa`lid
fiY
49558	maA
daAmu
49561	samaA^'
49564	>aroD
<il~aA
maA
$aA^'a
rab~
49570	<in~
rab~
49573	faE~aAl
49575	maA
>araAda
49578	>am~aA
{l~a*iY
suEidu
49583	fiY
49585	jan~ap
xa`lid
fiY
49589	maA
daAmu
49592	samaA^'
49595	>aroD
<il~aA
maA
$aA^'a
rab~
49601	EaTaA^'
gayor
majo*uw*
49605	laA
kaAna
fiY
miroyap
min
maA
Eabada
ha`*aA
maA
Eabada
49616	<il~aA
49618	maA
Eabada
A^baA'
49622	min
qabol
49625	<in~
49628	muwaf~uw
49630	naSiyb
49632	gayor
manquwS
49636	qad
A^taY
49639	muwsaY`
49641	kita`b
49643	{xotalafa
fiY
49647	lawolaA^
kalimap
sabaqa
min
rab~
49654	qaDaY`^
bayon
49658	<in~
49661	fiY
$ak~
min
49665	muriyb
49667	<in~
kul~
lam~aA
49671	waf~aY`^
49674	rab~
49676	Eamal
49678	<in~
49681	maA
Eamila
49684	xabiyr
49686	{sotaqa`mu
49688	maA
>amara
49692	man
taAba
maE
49697	laA
TagaY`
49700	<in~
49703	maA
Eamila
49706	baSiyr
49708	laA
tarokanu
49711	<ilaY`
{l~a*iY
Zalama
49716	mas~a
49719	naAr
49721	maA
49724	min
duwn
{ll~ah
min
waliY~
vum~
laA
naSara
49734	>aqaAma
49736	Salaw`p
Taraf
49739	nahaAr
49741	zulofap
min
49744	layol
<in~
49747	Hasana`t
>a*ohaba
49751	say~i_#aAt
*a`lik
*ikoraY`
49756	*~a`kiriyn
49758	Sabara
49760	<in~
{ll~ah
laA
>aDaAEu
>ajor
49766	muHosin
49768	lawolaA^
kaAna
min
49772	qaron
min
qabol
49776	>uwliY
baqiy~at
nahaY`
49780	Ean
49782	fasaAd
fiY
49785	>aroD
<il~aA
qaliyl
min
man
>anjaY`
49792	min
49795	{t~abaEa
{l~a*iY
Zalama
49799	maA
>utorifu
49802	fiY
49805	kaAna
49807	mujorim
49809	maA
kaAna
rab~
49814	>aholaka
49816	qaroyap
49818	Zulom
49820	>ahol
49822	muSoliH
49824	law
$aA^'a
rab~
49829	jaEala
49831	n~aAs
>um~ap
wa`Hidap
49835	laA
zaAlat
49838	m~uxotalif
<il~aA
man
r~aHima
rab~
49846	*a`lik
xalaqa
49850	tam~a
kalimap
rab~
49855	muli}ato
49857	jahan~am
min
49860	jin~ap
49863	n~aAs
>ajomaEiyn
49866	kul~
qaS~a
EalaY`
49870	min
naba>
49873	rasuwl
maA
vab~ato
49878	fu&aAd
49881	jaA^'a
49883	fiY
ha`*aA
49886	Haq~
49888	m~awoEiZap
49890	*ikoraY`
49893	mu&omin
49895	qaAla
49897	{l~a*iY
laA
'aAmana
49901	Eamila
49903	EalaY`
makaAnat
49906	<in~
49908	Ea`mil
49910	yantaZiru
49912	<in~
49914	muntaZiruwn
49917	{ll~ah
gayob
49920	samaA^'
49923	>aroD
49925	<ilaY`
49927	rajaEa
49929	>amor
kul~
49933	Eabada
49936	tawak~alo
EalaY`
49940	maA
rab~
49944	ga`fil
Ean
maA
Eamila
49950	*a`lik
'aAyap
49953	kita`b
49955	m~ubiyn
<in~
49958	>anzala
49961	quro'aAn
Earabiy~
laEal~
49965	Eaqalu
49968	qaS~a
EalaY`
49971	>aHosan
49973	qaSaS
49975	maA
>awoHaY`^
49978	<ilaY`
49980	ha`*aA
49982	quro'aAn
49984	<in
kaAna
49987	min
qabol
49991	min
49993	ga`fil
<i*
qaAla
yuwsuf
49998	>abN
50001	>abN
50003	<in~
50005	ra'aA
50007	>aHad
Ea$ar
kawokab
50012	$amos
50015	qamar
ra'aA
50021	saAjid
qaAla
50024	bunaY~
50026	laA
qaS~a
r~u'oyaA
50030	EalaY`
<ixowapN
50034	kiydu
50038	kayod
<in~
50041	$ayoTa`n
50044	<insa`n
Eaduw~
m~ubiyn
50049	*a`lik
{jotabaY`
50052	rab~
50055	Eal~ama
50057	min
ta>owiyl
50060	Hadiyv
50062	>atam~a
niEomap
50065	EalaY`
50068	EalaY`
'aAl
yaEoquwb
50072	maA
>atam~a
50075	EalaY`
>abawaAn
50078	min
qabol
<iboraAhiym
50082	<isoHaAq
<in~
rab~
50086	Ealiym
Hakiym
50089	qad
kaAna
fiY
yuwsuf
50094	<ixowapN
50096	'aAyap
50099	saA^}il
<i*
qaAla
50104	yuwsuf
50106	>ax
50108	>aHab~
<ilaY`
>abN
50112	min
50116	EuSobap
<in~
>abN
50121	fiY
Dala`l
m~ubiyn
qatala
50126	yuwsuf
>aw
{ToraHu
50131	>aroD
xalaA
50135	wajoh
>abN
50139	kaAna
50141	min
baEod
50144	qawom
Sa`liH
qaAla
qaA^}il
min
50150	laA
qatala
50153	yuwsuf
50155	>aloqaY`^
50158	fiY
gaya`bat
50161	jub~
{lotaqaTa
50164	baEoD
50166	say~aArap
<in
kaAna
50170	faAEil
qaAla
50174	>abN
50176	maA
50179	laA
>amina
50182	EalaY`
yuwsuf
50185	<in~
50190	naASiH
>arosala
50193	maE
50195	gad
yarotaEo
50198	yaloEabo
50200	<in~
50205	Ha`fiZ
qaAla
<in~
50210	yaHozun
50212	>an
*ahaba
50218	xaAfa
>an
>akala
50223	*~i}ob
50226	Ean
50228	ga`fil
qaAla
50232	<in
>akala
50236	*~i}ob
50239	EuSobap
<in~
50242	<i*FA
50244	xa`siriyn
50246	lam~aA
*ahaba
50252	>ajomaEu
50254	>an
jaEala
50258	fiY
gaya`bat
50261	jub~
50263	>awoHaY`^
50265	<ilaY`
50268	nab~a>a
50272	>amor
50274	ha`*aA
50277	laA
ya$oEuru
50281	jaA^'a
50283	>abN
50285	Ei$aA^'
bakato
50288	qaAla
50291	>abN
50293	<in~
50295	*ahaba
50297	{sotabaqa
50299	taraka
50301	yuwsuf
Eind
mata`E
50306	>akala
50309	*~i}ob
50311	maA
50314	mu&omin
50318	law
kaAna
50321	SaAdiq
50323	jaA^'a
50325	EalaY`
qamiyS
50329	dam
ka*ib
qaAla
bal
saw~ala
50336	nafos
50338	>amor
50340	Sabor
jamiyl
50343	{ll~ah
50345	musotaEaAn
EalaY`
maA
yaSifu
50351	jaA^'a
say~aArap
50354	>arosala
50356	waArid
50359	>adolaY`
dalow
50362	qaAla
50364	bu$oraY`
ha`*aA
gula`m
50368	>asar~a
50371	biDa`Eap
50373	{ll~ah
Ealiym
50376	maA
Eamila
50380	$ara
50384	vaman
baxos
dara`him
m~aEoduwdap
50389	kaAna
50391	fiY
50393	min
50395	z~a`hidiyn
50397	qaAla
{l~a*iY
{$otaraY`
50401	min
miSor
50404	{mora>at
50406	>akorama
50408	mavowFY
50410	EasaY
>an
nafaEa
50414	>aw
{t~axa*a
50417	walad
50420	*a`lik
mak~a
50424	yuwsuf
fiY
50427	>aroD
50430	Eal~ama
50432	min
ta>owiyl
50435	Hadiyv
50437	{ll~ah
gaAlib
EalaY`
>amor
50443	la`kin~
>akovar
50446	n~aAs
laA
Ealima
50451	lam~aA
balaga
>a$ud~
50455	A^taY
50458	Hukom
50460	Eilom
50463	*a`lik
jazaY`
50466	muHosin
50468	ra`wadu
50470	{l~a*iY
50472	fiY
bayot
50475	Ean
nafos
50479	gal~aqati
50481	baAb
50483	qaAla
hayota
50487	qaAla
maEaA*
{ll~ah
<in~
50492	rab~
50494	>aHosana
mavowFY
50497	<in~
50499	laA
>afolaHa
50502	ZaAlim
50505	qad
ham~a
50510	ham~a
50513	lawolaA^
>an
ra'aA
buroha`n
rab~
50520	*a`lik
50522	Sarafa
Ean
50526	suw^'
50529	faHo$aA^'
<in~
50532	min
Eabod
50536	muxolaS
50538	{sotabaqa
50541	baAb
50543	qud~a
qamiyS
50546	min
dubur
50549	>alofa
50551	say~id
50553	ladaY
50555	baAb
qaAla
maA
jazaA^'
man
>araAda
50562	>ahol
50564	suw^'
<il~aA
>an
yusojana
>aw
Ea*aAb
>aliym
qaAla
50573	ra`wadu
50575	Ean
nafos
50579	$ahida
$aAhid
min
>ahol
50584	<in
kaAna
qamiyS
50588	qud~a
min
qubul
50592	Sadaqa
50595	min
50597	ka`*ib
50599	<in
kaAna
qamiyS
50603	qud~a
min
dubur
50607	ka*aba
50610	min
50612	SaAdiq
50614	lam~aA
ra'aA
qamiyS
50618	qud~a
min
dubur
qaAla
<in~
50624	min
kayod
50627	<in~
kayod
50630	EaZiym
yuwsuf
>aEoraDa
Ean
ha`*aA
50636	{sotagofara
50639	*anb
50641	<in~
50643	kaAna
50645	min
50647	xa`Ti_#iyn
50649	qaAla
nisaA^'
fiY
50653	madiynap
{mora>at
50656	Eaziyz
ra`wadu
fataY`
50660	Ean
nafos
50663	qad
$agafa
50666	Hub~
<in~
50670	ra'aA
50672	fiY
Dala`l
m~ubiyn
50676	lam~aA
samiEa
50679	makor
50681	>arosala
<ilaY`
50685	>aEotadato
50688	mut~aka_#
50690	A^taY
kul~
wa`Hidap
min
50695	sik~iyn
50697	qaAla
xaraja
EalaY`
50702	lam~aA
ra'aA
50706	>akobaro
50710	qaT~aEa
50712	yad
50715	qaAla
50717	Ha`$
50719	{ll~ah
maA
ha`*aA
ba$ar
<in
ha`*aA
<il~aA
malak
kariym
qaAla
50730	*a`lik
{l~a*iY
lumo
50735	fiY
50739	qad
ra`wadu
50743	Ean
nafos
50747	{sotaEoSama
50750	<in
lam
faEala
maA
>amara
50757	yusojana
50761	kaAna
50763	min
50765	Sa`giruwn
qaAla
rab~
50770	s~ijon
>aHab~
<ilaY`
50774	min
maA
daEaA
50779	<ilaY`
50782	<il~aA
Sarafa
Ean
50786	kayod
50788	>aSobu
<ilaY`
50792	kaAna
min
50795	jaAhil
50797	{sotajaAba
50800	rab~
50803	Sarafa
Ean
50806	kayod
50808	<in~
50812	samiyE
50814	Ealiym
vum~
badaA
50819	min
baEod
maA
ra'aA
50825	'aAyap
50827	yusojana
50830	Hat~aY`
Hiyn
50833	daxala
maE
50837	s~ijon
fatayaAn
qaAla
>aHad
50842	<in~
50844	ra'aA
50846	yaEoSiru
xamor
50849	qaAla
50851	A^xar
<in~
50854	ra'aA
50856	Hamala
fawoq
ra>os
50860	xuboz
>akala
50863	Tayor
min
50866	nab~a>a
50869	ta>owiyl
50871	<in~
50873	ra'aA
50875	min
50877	muHosin
qaAla
laA
>ataY
50882	TaEaAm
razaqa
50886	<il~aA
nab~a>a
50891	ta>owiyl
50893	qabol
>an
>ataY
50897	*a`lik
min
maA
Eal~ama
50902	rab~
50904	<in~
50906	taraka
50908	mil~ap
qawom
laA
'aAmana
50914	{ll~ah
50919	A^xir
50921	ka`firuwn
50923	{t~abaEa
50925	mil~ap
A^baA'
50928	<iboraAhiym
50930	<isoHaAq
50932	yaEoquwb
maA
kaAna
50937	>an
>a$oraka
50940	{ll~ah
min
$aYo'
*a`lik
min
faDol
{ll~ah
EalaY`
50950	EalaY`
50952	n~aAs
50954	la`kin~
>akovar
50957	n~aAs
laA
$akara
50962	SaY`Hib
50965	s~ijon
50967	rab~
m~utafar~iquwn
xayor
>am
{ll~ah
50973	wa`Hid
50975	qah~aAr
maA
Eabada
50979	min
duwn
50982	<il~aA
{som
sam~aY`
50989	A^baA'
50991	maA
>anzala
{ll~ah
50996	min
suloTa`n
<in
51000	Hukom
<il~aA
51003	{ll~ah
>amara
>an
laA
Eabada
51009	<il~aA
<iy~aA
*a`lik
51013	diyn
51015	qay~im
51017	la`kin~
>akovar
51020	n~aAs
laA
Ealima
51025	SaY`Hib
51028	s~ijon
>am~aA
>aHad
51033	saqaY`
rab~
51036	xamor
51038	>am~aA
51040	A^xar
51042	Salabu
51044	>akala
51046	Tayor
min
ra>os
51050	qaDaY`^
51052	>amor
{l~a*iY
fiY
51056	yasotafotu
51059	qaAla
51061	{l~a*iY
Zan~a
>an~
51065	naAj
min
51068	*akara
51070	Eind
rab~
51074	>ansaY`
51077	$ayoTa`n
*ikor
rab~
51082	labiva
fiY
51085	s~ijon
biDoE
siniyn
51089	qaAla
51091	malik
<in~
51094	ra'aA
saboE
baqara`t
samiyn
>akala
51100	saboE
EijaAf
51103	saboE
sunbula`t
xuDor
51107	A^xar
yaAbisa`t
51110	>ay~uhaA
51112	mala>
yufotiy
51116	fiY
r~u'oyaA
51119	<in
kaAna
51124	r~u'oyaA
taEoburu
51127	qaAla
51129	Digov
Hulum
51132	maA
51135	ta>owiyl
51137	Hulum
51139	Ea`lim
51141	qaAla
{l~a*iY
najaA
min
51147	{d~akara
baEod
>um~ap
51151	nab~a>a
51154	ta>owiyl
51157	>arosala
51160	yuwsuf
>ay~uhaA
51163	Sid~iyq
yufotiy
51166	fiY
saboE
baqara`t
samiyn
>akala
51172	saboE
EijaAf
51175	saboE
sunbula`t
xuDor
51179	A^xar
yaAbisa`t
l~aEal~
51183	rajaEa
<ilaY`
51186	n~aAs
laEal~
51189	Ealima
51191	qaAla
tazoraEu
51194	saboE
siniyn
da>ab
51198	maA
HaSad
51202	ya*ara
51205	fiY
sunbul
51208	<il~aA
qaliyl
min
maA
>akala
51214	vum~
>ataY
min
baEod
*a`lik
saboE
$adiyd
>akala
51223	maA
qad~ama
51228	<il~aA
qaliyl
min
maA
>aHoSanato
51234	vum~
>ataY
min
baEod
*a`lik
EaAm
fiY
51242	yugaAvu2
51244	n~aAs
51246	fiY
51248	yaEoSiru
51251	qaAla
51253	malik
>ataY
51260	lam~aA
jaA^'a
51264	rasuwl
qaAla
rajaEa
<ilaY`
rab~
51271	sa>ala
51273	maA
baAl
51276	nisaA^'
{l~a*iY
qaT~aEa
51280	yad
51282	<in~
rab~
51286	kayod
51288	Ealiym
qaAla
maA
xaTob
51293	<i*
ra`wadu
51296	yuwsuf
Ean
nafos
51300	qaAla
51302	Ha`$
51304	{ll~ah
maA
Ealima
51308	EalaY`
51310	min
suw^'
qaAla
{mora>at
51315	Eaziyz
51317	_#a`n
HaSoHaSa
51320	Haq~
51322	ra`wadu
51325	Ean
nafos
51329	<in~
51332	min
51334	SaAdiq
*a`lik
51337	Ealima
>an~
51340	lam
xaAnu
51345	gayob
51347	>an~
{ll~ah
laA
hadaY
kayod
51353	xaA^}iniyn
51355	maA
bar~a>a
nafos
51359	<in~
51361	nafos
51363	>am~aArap
51366	suw^'
<il~aA
maA
r~aHima
rab~
51372	<in~
rab~
51375	gafuwr
r~aHiym
51378	qaAla
51380	malik
>ataY
51386	>asotaxoliSo
51389	nafos
51392	lam~aA
kal~ama
51395	qaAla
<in~
51399	yawom
laday
51402	m~akiyn
>amiyn
qaAla
jaEala
51407	EalaY`
xazaA^}in
51410	>aroD
<in~
51413	HafiyZ
Ealiym
51417	*a`lik
mak~a
51421	yuwsuf
fiY
51424	>aroD
yatabaw~a>u
min
51428	Hayov
$aA^'a
>aSaAba
51432	raHomap
51434	man
$aA^'a
51437	laA
>aDaAEu
>ajor
51441	muHosin
51444	>ajor
51446	A^xir
xayor
51449	{l~a*iY
'aAmana
51453	kaAna
51455	{t~aqaY`
51458	jaA^'a
<ixowapN
yuwsuf
51462	daxala
51464	EalaY`
51467	Earafa
51473	munkiruwn
51475	lam~aA
jah~aza
51479	jahaAz
51481	qaAla
>ataY
51486	>ax
51489	min
>abN
51493	laA
ra'aA
51496	>an~
51498	>awofaY`
51500	kayol
51503	xayor
51505	munziliyn
51507	<in
lam
>ataY
51515	laA
kayol
51519	Eind
51522	laA
yaqorabu
51526	qaAla
51529	ra`wadu
Ean
51532	>abN
51535	<in~
51538	faAEil
51540	qaAla
51542	fitoyap
51544	jaEala
51546	biDa`Eap
51548	fiY
raHol
51551	laEal~
51553	Earafa
51556	<i*aA
{nqalaba
51559	<ilaY`
>ahol
51562	laEal~
51564	rajaEa
51567	lam~aA
rajaEa
51570	<ilaY`
>abN
51573	qaAla
51576	>abN
51578	m~anaEa
min
51582	kayol
51584	>arosala
maE
51587	>ax
51589	{kotaAlu
51591	<in~
51596	Ha`fiZ
qaAla
hal
>amina
51601	EalaY`
51603	<il~aA
51605	maA
>amina
51609	EalaY`
>ax
51612	min
qabol
51615	{ll~ah
xayor
Ha`fiZ
51620	>aroHam
51622	r~a`Himiyn
51624	lam~aA
fataHa
51627	mata`E
51629	wajada
51631	biDa`Eap
51633	rad~a
<ilaY`
51636	qaAla
51639	>abN
51641	maA
bagaY`
ha`*aA
biDa`Eap
51646	rad~a
<ilaY`
51650	namiyru
>ahol
51654	HafiZa
>ax
51658	{zodaAdu
kayol
baEiyr
*a`lik
kayol
yasiyr
qaAla
lan
>arosala
51668	maE
51670	Hat~aY`
A^taY
51674	m~awoviq
min
{ll~ah
51678	>ataY
51683	<il~aA
>an
>aHaATa
51689	lam~aA
A^taY
51693	m~awoviq
51695	qaAla
{ll~ah
EalaY`
maA
qaAla
wakiyl
51702	qaAla
51704	bunaY~
51706	laA
daxala
51709	min
baAb
wa`Hid
51713	daxala
51715	min
baAb
m~utafar~iqap
51719	maA
>agonato
Ean
51723	min
{ll~ah
min
$aYo'
<in
51729	Hukom
<il~aA
51732	{ll~ah
EalaY`
51735	tawak~alo
51738	EalaY`
51742	tawak~alo
51744	mutawak~iluwn
51746	lam~aA
daxala
51749	min
Hayov
>amara
51753	>abN
51755	maA
kaAna
>agonato
Ean
51760	min
{ll~ah
min
$aYo'
<il~aA
HaAjap
fiY
nafos
yaEoquwb
qaDaY`^
51772	<in~
51775	*uw
Eilom
51778	maA
Eal~ama
51783	la`kin~
>akovar
51786	n~aAs
laA
Ealima
51791	lam~aA
daxala
51794	EalaY`
yuwsuf
'aAwaY`^
<ilaY`
51799	>ax
51801	qaAla
<in~
51805	>ax
51808	laA
tabota}iso
51811	maA
kaAna
51814	Eamila
51817	lam~aA
jah~aza
51821	jahaAz
51823	jaEala
51825	siqaAyap
fiY
raHol
>ax
51830	vum~
>a*~ana
mu&a*~in
>ay~atuhaA
51835	Eiyr
<in~
51839	s~aAriq
qaAla
51843	>aqobala
51845	EalaY`
51847	maA*aA
tafoqidu
51850	qaAla
51852	tafoqidu
SuwaAE
51855	malik
51858	man
jaA^'a
51862	Himol
baEiyr
51868	zaEiym
qaAla
51872	{ll~ah
51874	qad
Ealima
51877	maA
jaA^'a
51881	>afosadu
fiY
51884	>aroD
51886	maA
kaAna
51889	s~aAriq
qaAla
51893	maA
jazaA^'
51896	<in
kaAna
51899	ka`*ib
qaAla
51902	jazaA^'
51904	man
wajada
fiY
raHol
51911	jazaA^'
51914	*a`lik
jazaY`
51917	ZaAlim
51919	bada>a
51921	wiEaA^'
51923	qabol
wiEaA^'
>ax
51927	vum~
{sotaxoraja
51930	min
wiEaA^'
>ax
51935	*a`lik
kiydu
51939	yuwsuf
maA
kaAna
51943	>axa*a
>ax
51946	fiY
diyn
51949	malik
<il~aA
>an
$aA^'a
{ll~ah
rafaEa
darajap
man
$aA^'a
51959	fawoq
kul~
*uw
Eilom
Ealiym
qaAla
51966	<in
saraqa
51969	qad
saraqa
>ax
51974	min
qabol
51977	>asar~a
51979	yuwsuf
fiY
nafos
51984	lam
yubodiYa
51989	qaAla
51991	$ar~
m~akaAn
51994	{ll~ah
>aEolam
51997	maA
yaSifu
52000	qaAla
52003	>ay~uhaA
52005	Eaziyz
<in~
52009	>abN
$ayox
kabiyr
52013	>axa*a
>aHad
52016	m~akaAn
52018	<in~
52020	ra'aA
52022	min
52024	muHosin
qaAla
maEaA*
{ll~ah
>an
>axa*a
<il~aA
man
wajada
52034	mata`E
52036	Eind
52038	<in~
52040	<i*FA
52042	ZaAlim
52044	lam~aA
{sotayo_#asa
52047	min
52049	xalaSu
52051	najiy~
qaAla
kabiyr
52056	lam
Ealima
52059	>an~
>abN
52062	qad
>axa*a
EalaY`
52066	m~awoviq
min
{ll~ah
52070	min
qabol
maA
far~aT
52075	fiY
yuwsuf
52078	lan
>aboraHa
52081	>aroD
Hat~aY`
>a*ina
52086	>abN
52088	>aw
Hakama
{ll~ah
52095	xayor
52097	Ha`kimiyn
rajaEa
52100	<ilaY`
>abN
52104	qaAla
52107	>abN
52109	<in~
{bon
52112	saraqa
52114	maA
$ahida
52117	<il~aA
52119	maA
Ealima
52123	maA
kaAna
52128	gayob
Ha`fiZ
52131	sa>ala
52133	qaroyap
{l~a*iY
kaAna
52137	fiY
52141	Eiyr
{l~a*iY
>aqobala
52145	fiY
52148	<in~
52151	SaAdiq
qaAla
bal
saw~ala
52157	nafos
52159	>amor
52161	Sabor
jamiyl
EasaY
{ll~ah
>an
>ataY
52170	jamiyE
<in~
52175	Ealiym
52177	Hakiym
52179	tawal~aY`
Ean
52183	qaAla
52185	>asaf
52187	EalaY`
yuwsuf
52190	{boyaD~ato
Eayon
52193	min
52195	Huzon
52198	kaZiym
qaAla
52202	{ll~ah
tafota&uA@
*akara
yuwsuf
Hat~aY`
kaAna
HaraD
>aw
kaAna
min
52213	haAlik
qaAla
<in~
maA
>a$okuwA@
bav~
52221	Huzon
52223	<ilaY`
{ll~ah
52226	Ealima
min
{ll~ah
maA
laA
Ealima
52234	bunaY~
52236	*ahaba
52239	taHas~asu
52241	min
yuwsuf
52244	>ax
52247	laA
ya}isa
52250	min
r~awoH
{ll~ah
<in~
52255	laA
ya}isa
min
r~awoH
{ll~ah
<il~aA
52262	qawom
52264	ka`firuwn
52266	lam~aA
daxala
52269	EalaY`
52271	qaAla
52274	>ay~uhaA
52276	Eaziyz
mas~a
52280	>ahol
52283	Dur~
52285	jaA^'a
52288	biDa`Eap
m~uzojaY`p
52291	>awofaY`
52295	kayol
52297	taSad~aqa
EalaY`
52300	<in~
{ll~ah
jazaY`
52304	mutaSad~iqiyn
qaAla
hal
Ealima
52309	maA
faEala
52313	yuwsuf
52315	>ax
52317	<i*
52319	jaAhil
qaAla
52323	<in~
52327	yuwsuf
qaAla
52330	yuwsuf
52332	ha`*aA
>ax
52335	qad
man~a
{ll~ah
EalaY`
52340	<in~
52342	man
{t~aqaY`
52345	Sabara
52347	<in~
{ll~ah
laA
>aDaAEu
>ajor
52353	muHosin
qaAla
52357	{ll~ah
52359	qad
A^vara
52362	{ll~ah
EalaY`
52366	<in
kaAna
52370	xa`Ti_#iyn
qaAla
laA
tavoriyb
EalaY`
52377	yawom
gafara
{ll~ah
52384	>aroHam
52386	r~a`Himiyn
*ahaba
52390	qamiyS
52392	ha`*aA
52394	>aloqaY`^
52397	EalaY`
wajoh
>abN
52401	>ataY
baSiyr
52404	>ataY
52408	>ahol
52410	>ajomaEiyn
52412	lam~aA
faSala
52415	Eiyr
qaAla
>abN
52419	<in~
52422	wajada
riyH
yuwsuf
lawolaA^
>an
tufan~idu
52430	qaAla
52433	{ll~ah
<in~
52437	fiY
Dala`l
52441	qadiym
52443	lam~aA
>an
jaA^'a
52447	ba$iyr
>aloqaY`^
52450	EalaY`
wajoh
52454	{rotad~a
baSiyr
qaAla
52458	lam
qaAla
52462	<in~
52464	Ealima
min
{ll~ah
maA
laA
Ealima
52471	qaAla
52474	>abN
52476	{sotagofara
52479	*anb
52481	<in~
52483	kaAna
52485	xa`Ti_#iyn
qaAla
sawof
{sotagofara
52491	rab~
52493	<in~
52497	gafuwr
52499	r~aHiym
52501	lam~aA
daxala
52504	EalaY`
yuwsuf
'aAwaY`^
<ilaY`
52509	>abawaAn
52512	qaAla
daxala
52515	miSor
<in
$aA^'a
{ll~ah
'aAminiyn
52521	rafaEa
>abawaAn
52524	EalaY`
52526	Earo$
52528	xar~a
52532	saAjid
52534	qaAla
52536	>abN
52538	ha`*aA
ta>owiyl
r~u'oyaA
52542	min
qabol
qad
jaEala
52547	rab~
52549	Haq~
52551	qad
>aHosana
52555	<i*
>axoraja
52558	min
52560	s~ijon
52562	jaA^'a
52565	min
52567	badow
min
baEod
>an
n~azaga
52573	$ayoTa`n
bayon
52577	bayon
<ixowapN
52580	<in~
rab~
52583	laTiyf
52585	maA
$aA^'a
<in~
52591	Ealiym
52593	Hakiym
rab~
52596	qad
A^taY
52600	min
52602	mulok
52604	Eal~ama
52607	min
ta>owiyl
52610	Hadiyv
faATir
52613	samaA^'
52616	>aroD
52618	waliY~
52620	fiY
52622	d~unoyaA
52625	A^xir
tawaf~aY`
52628	musolim
52630	>aloHaqo
52634	Sa`liH
*a`lik
min
naba>
52639	gayob
>awoHaY`^
52642	<ilaY`
52645	maA
kaAna
52648	laday
52650	<i*
>ajomaEu
52653	>amor
52657	makara
52660	maA
>akovar
52663	n~aAs
52665	law
HaraSo
52669	mu&omin
52671	maA
sa>ala
52674	EalaY`
52676	min
>ajor
<in
52680	<il~aA
*ikor
52684	Ea`lamiyn
52686	ka>ay~in
min
'aAyap
fiY
52691	samaA^'
52694	>aroD
mar~a
52697	EalaY`
52701	Ean
52703	m~uEoriDuwn
52705	maA
'aAmana
>akovar
52710	{ll~ah
<il~aA
52714	mu$orik
52717	>amina
52719	>an
>ataY
52722	ga`$iyap
min
Ea*aAb
{ll~ah
>aw
>ataY
52730	saAEap
bagotap
52734	laA
ya$oEuru
52737	qaAla
ha`*aA
sabiyl
52741	daEaA
<ilaY`
{ll~ah
EalaY`
baSiyrap
52748	man
{t~abaEa
52752	suboHa`n
{ll~ah
52755	maA
52757	min
52759	mu$orik
52761	maA
>arosala
52764	min
qabol
52767	<il~aA
rijaAl
>awoHaY`^
<ilaY`
52772	min
>ahol
52775	qaroyap
52778	lam
saAra
52781	fiY
52783	>aroD
52785	n~aZara
52787	kayof
kaAna
Ea`qibap
{l~a*iY
min
qabol
52796	daAr
52798	A^xir
xayor
52801	{l~a*iY
{t~aqaY`
52806	laA
Eaqalu
52809	Hat~aY`
<i*aA
{sotayo_#asa
52813	rasuwl
52815	Zan~a
52817	>an~
52819	qad
ka*aba
52822	jaA^'a
52824	naSor
52827	naj~aY`
man
$aA^'a
52831	laA
rad~a
ba>os
52835	Ean
52837	qawom
52839	mujorim
52841	qad
kaAna
fiY
qaSaS
52846	Eiborap
52848	>uwliY
52850	>aloba`b
maA
kaAna
Hadiyv
{fotaraY`
52856	la`kin
taSodiyq
{l~a*iY
bayon
yad
52863	tafoSiyl
kul~
$aYo'
52867	hudFY
52869	raHomap
52871	qawom
'aAmana
52875	*a`lik
'aAyap
52878	kita`b
52880	{l~a*iY
>anzala
<ilaY`
52884	min
rab~
52888	Haq~
52890	la`kin~
>akovar
52893	n~aAs
laA
'aAmana
52897	{ll~ah
{l~a*iY
rafaEa
52901	samaA^'
52903	gayor
Eamad
ra'aA
52908	vum~
{sotawaY`^
EalaY`
52912	Earo$
52914	sax~ara
52916	$amos
52919	qamar
kul~
jarayo
52923	>ajal
m~usam~FY
yudab~iru
52927	>amor
faS~ala
52930	'aAyap
laEal~
52934	liqaA^'
rab~
52937	yuwqinu
52941	{l~a*iY
mad~a
52944	>aroD
52946	jaEala
fiY
52949	rawa`siY
52951	nahar
52953	min
kul~
52956	vamara`t
jaEala
fiY
52960	zawoj
{vonayon
>ugo$iyato
52964	layol
52966	nahaAr
<in~
fiY
*a`lik
52971	'aAyap
52973	qawom
yatafak~aru
52977	fiY
52979	>aroD
qiTaE
m~utaja`wira`t
52983	jan~ap
min
Einab
52987	zaroE
52989	n~axiyl
SinowaAn
52992	gayor
SinowaAn
saqaY`
52996	maA^'
wa`Hid
52999	faD~ala
baEoD
53002	EalaY`
baEoD
fiY
53006	>ukul
<in~
fiY
*a`lik
53011	'aAyap
53013	qawom
Eaqalu
53017	<in
Eajibu
53020	Eajab
qawol
53024	<i*aA
kaAna
53027	turaAb
53029	<in~
53032	fiY
xaloq
jadiyd
>uwla`^}ik
{l~a*iY
kafara
53040	rab~
53043	>uwla`^}ik
53045	gil~
fiY
Eunuq
53050	>uwla`^}ik
>aSoHa`b
53053	naAr
53055	fiY
53057	xa`lid
53059	{sotaEojala
53064	say~i}ap
qabol
53067	Hasanap
53069	qad
xalaA
min
qabol
53075	mavula`t
53077	<in~
rab~
53081	*uw
m~agofirap
53085	n~aAs
EalaY`
Zulom
53090	<in~
rab~
53094	$adiyd
53096	EiqaAb
53098	qaAla
{l~a*iY
kafara
53102	lawolaA^
>anzala
EalaY`
53106	'aAyap
min
rab~
53110	<in~
maA
53113	mun*ir
53116	kul~
qawom
haAd
{ll~ah
Ealima
maA
Hamala
kul~
>unvaY`
53126	maA
giyDa
53129	>aroHaAm
53131	maA
{zodaAdu
53134	kul~
$aYo'
Eind
53139	miqodaAr
Ea`lim
53142	gayob
53145	$aha`dap
53147	kabiyr
53149	mutaEaAl
sawaA^'
min
53153	man
>asar~a
53156	qawol
53158	man
jahara
53163	man
53165	musotaxof
53168	layol
53170	saArib
53173	nahaAr
53176	muEaq~iba`t
min
bayon
yad
53182	min
xalof
53185	HafiZa
53188	min
>amor
{ll~ah
<in~
{ll~ah
laA
yugay~iru
maA
53197	qawom
Hat~aY`
yugay~iru
53201	maA
53203	nafos
53206	<i*aA
>araAda
{ll~ah
53210	qawom
suw^'
53213	laA
marad~
53218	maA
53221	min
duwn
53224	min
waAl
53227	{l~a*iY
>arayo
53231	baroq
xawof
53234	TamaE
53236	>an$a>a
53238	saHaAb
53240	vaqiyl
53242	sab~aHa
53244	raEod
53246	Hamod
53250	malak
min
xiyfap
53255	>arosala
53257	SaAEiqap
53259	>aSaAba
53262	man
$aA^'a
53266	ja`dalu
53268	fiY
{ll~ah
53272	$adiyd
53274	miHaAl
53277	daEowap
53279	Haq~
53281	{l~a*iY
daEaA
53284	min
duwn
53287	laA
{sotajaAba
53293	$aYo'
<il~aA
53296	ba`siT
kaf~ay
53299	<ilaY`
53301	maA^'
53303	balaga
faA
53307	maA
53310	ba`lig
53313	maA
duEaA^'
53316	ka`firuwn
<il~aA
fiY
Dala`l
53322	{ll~ah
sajada
man
fiY
53327	samaA^'
53330	>aroD
TawoE
53333	karoh
53335	Zil~
53339	guduw~
53342	>aSiyl
qaAla
man
rab~
53347	samaA^'
53350	>aroD
qaAla
{ll~ah
qaAla
53356	{t~axa*a
53358	min
duwn
53361	waliY~
laA
malakato
53366	nafos
53368	nafoE
53370	laA
Dar~
qaAla
hal
{sotawaY`^
53376	>aEomaY`
53379	baSiyr
>am
hal
{sotawaY`^
53384	Zuluma`t
53387	nuwr
>am
jaEala
53392	{ll~ah
$ariyk
xalaqa
53397	xaloq
53400	ta$a`baha
53402	xaloq
EalaY`
53405	qaAla
{ll~ah
xa`liq
kul~
$aYo'
53413	wa`Hid
53415	qah~aAr
>anzala
min
53419	samaA^'
maA^'
53422	saAlato
>awodiyap
53425	qadar
53428	{Hotamala
53430	sayol
zabad
r~aAbiy
53434	min
maA
>awoqadu
53438	EalaY`
53440	fiY
53442	naAr
{botigaA^'
Hiloyap
>aw
mata`E
zabad
mivol
53451	*a`lik
Daraba
{ll~ah
53455	Haq~
53458	ba`Til
53460	>am~aA
53462	zabad
53464	*ahaba
jufaA^'
53467	>am~aA
maA
nafaEa
53471	n~aAs
53473	makava
fiY
53476	>aroD
53478	*a`lik
Daraba
{ll~ah
53482	maval
53484	{l~a*iY
{sotajaAba
53488	rab~
53491	HusonaY`
53493	{l~a*iY
lam
{sotajaAba
53499	law
>an~
53503	maA
fiY
53506	>aroD
jamiyE
53509	mivol
53511	maE
53514	{fotadaY`
53518	>uwla`^}ik
53521	suw^'
53523	HisaAb
53525	ma>owaY`
53527	jahan~am
53529	bi}osa
53531	miha`d
53534	man
Ealima
<in~
>anzala
<ilaY`
53540	min
rab~
53544	Haq~
53546	man
53548	>aEomaY`
<in~
maA
ta*ak~ara
>uwliY
53554	>aloba`b
{l~a*iY
>awofaY`
53559	Eahod
{ll~ah
53562	laA
naqaDato
53566	m~iyva`q
53568	{l~a*iY
yaSilu
53571	maA
>amara
{ll~ah
53576	>an
yaSilu
53579	xa$iYa
53581	rab~
53584	xaAfa
53586	suw^'
53588	HisaAb
53590	{l~a*iY
Sabara
53593	{botigaA^'
wajoh
rab~
53598	>aqaAma
53601	Salaw`p
53603	>anfaqa
53605	min
maA
razaqa
53610	sir~
53612	EalaAniyap
53614	yadora&uA@
53618	Hasanap
53620	say~i}ap
>uwla`^}ik
53624	EuqobaY
53626	daAr
jan~ap
Eadon
daxala
53633	man
SalaHa
min
A^baA'
53639	zawoj
53642	*ur~iy~a`t
53646	malak
daxala
53649	EalaY`
53651	min
kul~
baAb
sala`m
EalaY`
53658	maA
Sabara
53662	niEoma
EuqobaY
53665	daAr
53667	{l~a*iY
naqaDato
53670	Eahod
{ll~ah
min
baEod
m~iyva`q
53677	quTiEa
53679	maA
>amara
{ll~ah
53684	>an
yaSilu
53687	>afosadu
53689	fiY
53691	>aroD
>uwla`^}ik
53696	laEonap
53700	suw^'
53702	daAr
{ll~ah
basaTa
53706	rizoq
53708	man
$aA^'a
53711	qadara
53713	fariHa
53717	Hayaw`p
53719	d~unoyaA
53721	maA
53723	Hayaw`p
53725	d~unoyaA
fiY
53728	A^xir
<il~aA
mata`E
53732	qaAla
{l~a*iY
kafara
53736	lawolaA^
>anzala
EalaY`
53740	'aAyap
min
rab~
53744	qaAla
<in~
{ll~ah
>aDal~a
man
$aA^'a
53751	hadaY
<ilaY`
53754	man
>anaAba
{l~a*iY
'aAmana
53760	{Toma>an~a
qalob
53764	*ikor
{ll~ah
>alaA^
53768	*ikor
{ll~ah
{Toma>an~a
53772	qalob
{l~a*iY
'aAmana
53777	Eamila
53780	S~a`liHa`t
TuwbaY`
53785	Huson
ma_#aAb
53788	*a`lik
>arosala
53792	fiY
>um~ap
qad
xalaA
min
qabol
53799	>um~ap
53801	talaY`
EalaY`
53804	{l~a*iY
>awoHaY`^
53807	<ilaY`
53811	kafara
53815	r~aHoma`n
qaAla
53818	rab~
53820	laA
<ila`h
<il~aA
53824	EalaY`
53826	tawak~alo
53829	<ilaY`
53831	mataAb
53834	law
>an~
quro'aAn
suy~irato
53841	jabal
>aw
qaT~aEa
53847	>aroD
>aw
kal~ama
53853	m~ay~it
bal
53856	{ll~ah
53858	>amor
jamiyE
53862	lam
ya}isa
{l~a*iY
'aAmana
53867	>an
law
$aA^'a
{ll~ah
53872	hadaY
53874	n~aAs
jamiyE
53877	laA
zaAlat
{l~a*iY
kafara
53882	>aSaAba
53885	maA
SanaEu
53888	qaAriEap
>aw
Halalo
qariyb
min
daAr
53895	Hat~aY`
>ataY
waEod
{ll~ah
<in~
{ll~ah
laA
>axolafu
53904	m~iyEaAd
53907	qad
{sotuhozi}a
53910	rasuwl
min
qabol
53915	>amolaY`
53918	{l~a*iY
kafara
53921	vum~
>axa*a
53926	kayof
kaAna
EiqaAb
53932	man
53934	qaA^}im
EalaY`
kul~
nafos
53939	maA
kasaba
53942	jaEala
53945	{ll~ah
$ariyk
qaAla
sam~aY`
53951	>am
nab~a>a
53956	maA
laA
Ealima
fiY
53961	>aroD
>am
53964	Za`hir
min
53967	qawol
bal
zay~ana
53971	{l~a*iY
kafara
53974	makor
53977	Sud~u
53979	Ean
53981	sabiyl
53983	man
>aDal~a
{ll~ah
53987	maA
53990	min
haAd
53994	Ea*aAb
fiY
53997	Hayaw`p
53999	d~unoyaA
54002	Ea*aAb
54004	A^xir
>a$aq~
54007	maA
54010	min
{ll~ah
min
waAq
maval
54016	jan~ap
{l~a*iY
waEada
54020	mut~aqiyn
jarayo
min
taHot
54026	nahar
>ukul
54029	daA^}im
54031	Zil~
54033	*a`lik
EuqobaY
{l~a*iY
{t~aqaY`
54039	EuqobaY
54041	ka`firuwn
54043	naAr
54045	{l~a*iY
A^taY
54050	kita`b
fariHa
54054	maA
>anzala
<ilaY`
54059	min
54061	Hizob
man
yunkiru
baEoD
54066	qaAla
<in~
maA
>amara
54071	>an
Eabada
{ll~ah
54075	laA
>a$oraka
54079	<ilaY`
54081	daEaA
54083	<ilaY`
54085	ma_#aAb
54088	*a`lik
>anzala
54092	Hukom
Earabiy~
54096	<in
{t~abaEa
54099	>ahowaA^'
54101	baEod
maA
jaA^'a
54105	min
54107	Eilom
maA
54111	min
{ll~ah
min
waliY~
54116	laA
waAq
54120	qad
>arosala
54123	rasuwl
min
qabol
54128	jaEala
54132	zawoj
54134	*ur~iy~ap
54136	maA
kaAna
54139	rasuwl
>an
>ataY
54143	'aAyap
<il~aA
54146	<i*on
{ll~ah
54149	kul~
>ajal
kita`b
maHawo
{ll~ah
maA
$aA^'a
54157	yuvobitu
54159	Eind
54161	>um~
54163	kita`b
54165	<in
maA
>arayo
54170	baEoD
{l~a*iY
waEada
54174	>aw
tawaf~aY`
54179	<in~
maA
EalaY`
54184	bala`g
54186	EalaY`
54189	HisaAb
54192	lam
ra'aA
54195	>an~
54197	>ataY
54199	>aroD
yunqaSu
54202	min
Taraf
54206	{ll~ah
Hakama
laA
muEaq~ib
54211	Hukom
54215	sariyE
54217	HisaAb
54219	qad
makara
{l~a*iY
min
qabol
54227	{ll~ah
54229	makor
jamiyE
Ealima
maA
kasaba
kul~
nafos
54238	Ealima
54240	kaAfir
54242	man
EuqobaY
54245	daAr
54247	qaAla
{l~a*iY
kafara
54251	l~ayosa
54253	m~urosal
qaAla
kafaY`
54257	{ll~ah
$ahiyd
bayon
54262	bayon
54265	man
Eind
54268	Eilom
54270	kita`b
54272	kita`b
>anzala
54276	<ilaY`
54279	>axoraja
54281	n~aAs
min
54284	Zuluma`t
<ilaY`
54287	nuwr
54289	<i*on
rab~
54292	<ilaY`
Sira`T
54295	Eaziyz
54297	Hamiyd
{ll~ah
{l~a*iY
54302	maA
fiY
54305	samaA^'
54307	maA
fiY
54310	>aroD
54312	wayol
54315	ka`firuwn
min
Ea*aAb
$adiyd
{l~a*iY
{sotaHab~u
54323	Hayaw`p
54325	d~unoyaA
EalaY`
54328	A^xir
54330	Sad~a
54332	Ean
sabiyl
{ll~ah
54336	bagaY`
54339	Eiwaj
>uwla`^}ik
fiY
Dala`l
baEiyd
54345	maA
>arosala
54348	min
rasuwl
<il~aA
54352	lisaAn
qawom
54356	bay~anu
54360	>aDal~a
{ll~ah
man
$aA^'a
54365	hadaY
man
$aA^'a
54371	Eaziyz
54373	Hakiym
54376	qad
>arosala
54379	muwsaY`
54381	'aAyap
54383	>an
>axoraja
qawom
54387	min
54389	Zuluma`t
<ilaY`
54392	nuwr
54394	*uk~ira
54397	yawom
{ll~ah
<in~
fiY
*a`lik
54403	'aAyap
54405	kul~
Sab~aAr
$akuwr
54409	<i*
qaAla
muwsaY`
54413	qawom
54415	*akara
54417	niEomap
{ll~ah
EalaY`
54421	<i*
>anjaY`
54424	min
'aAl
firoEawon
yasuwmu
54430	suw^'
54432	Ea*aAb
54434	yu*ab~iHu
54436	{bon
54439	yasotaHoYi.^
54441	nisaA^'
54444	fiY
*a`lik
balaA^'
min
rab~
54450	EaZiym
54452	<i*
ta>a*~ana
rab~
54457	<in
$akara
54461	zaAda
54466	<in
kafara
54469	<in~
Ea*aAb
54473	$adiyd
54475	qaAla
muwsaY`
<in
kafara
54482	man
fiY
54485	>aroD
jamiyE
54488	<in~
{ll~ah
54491	ganiY~
Hamiyd
54494	lam
>ataY
54497	naba>
{l~a*iY
min
qabol
54502	qawom
nuwH
54505	EaAd2
54507	vamuwd
54509	{l~a*iY
min
baEod
54513	laA
Ealima
54516	<il~aA
{ll~ah
jaA^'a
54520	rasuwl
54524	bay~inap
54526	rad~a
54528	yad
54530	fiY
>afowa`h
54534	qaAla
54536	<in~
54538	kafara
54541	maA
>arosala
54547	<in~
54550	fiY
$ak~
min
maA
daEaA
54557	<ilaY`
54559	muriyb
qaAla
rasuwl
54564	fiY
{ll~ah
$ak~
faATir
54569	samaA^'
54572	>aroD
daEaA
54576	gafara
54579	min
*anb
54583	>ax~ara
54585	<ilaY`
>ajal
m~usam~FY
qaAla
54590	<in
54592	<il~aA
ba$ar
mivol
54596	>araAda
54598	>an
Sad~a
54602	Ean
maA
kaAna
Eabada
A^baA'
54609	>ataY
54613	suloTa`n
m~ubiyn
qaAla
54618	rasuwl
54620	<in
54622	<il~aA
ba$ar
mivol
54627	la`kin~
{ll~ah
man~a
EalaY`
man
$aA^'a
min
Eabod
54637	maA
kaAna
54641	>an
>ataY
54645	suloTa`n
<il~aA
54648	<i*on
{ll~ah
54651	EalaY`
{ll~ah
54655	tawak~alo
54657	mu&omin
54659	maA
54662	>an
laA
tawak~alo
EalaY`
{ll~ah
54668	qad
hadaY
54671	sabiyl
54675	Sabara
54677	EalaY`
maA
>uw*iYa
54683	EalaY`
{ll~ah
54687	tawak~alo
54689	mutawak~iluwn
54691	qaAla
{l~a*iY
kafara
54696	rasuwl
54699	>axoraja
54702	min
>aroD
54705	>aw
54707	EaAda
54709	fiY
mil~ap
54713	>awoHaY`^
<ilaY`
54716	rab~
54719	>aholaka
54722	ZaAlim
54725	>asokan
54729	>aroD
min
baEod
54733	*a`lik
54735	man
xaAfa
maqaAm
54740	xaAfa
waEiyd
54744	{sotafotaHu
54747	xaAba
kul~
jab~aAr
Eaniyd
min
waraA^'
54754	jahan~am
54756	saqaY`
min
maA^'
Sadiyd
yatajar~aEu
54763	laA
kaAda
yusiygu
54768	>ataY
54771	mawot
min
kul~
m~akaAn
54776	maA
54779	m~ay~it
54781	min
waraA^'
54784	Ea*aAb
galiyZ
maval
{l~a*iY
kafara
54791	rab~
54793	Eamal
54796	ramaAd
{$otad~ato
54801	riyH
fiY
yawom
EaASif
laA
qadara
54808	min
maA
kasaba
54812	EalaY`
$aYo'
*a`lik
54817	Dala`l
54819	baEiyd
54821	lam
ra'aA
>an~
{ll~ah
xalaqa
54827	samaA^'
54830	>aroD
54833	Haq~
<in
$aA^'a
>a*ohaba
54839	>ataY
54841	xaloq
jadiyd
54844	maA
*a`lik
EalaY`
{ll~ah
54849	Eaziyz
54851	baraza
54854	{ll~ah
jamiyE
54857	qaAla
54859	DaEiyf
54861	{l~a*iY
{sotakobara
54864	<in~
54866	kaAna
54870	tabaE
54872	hal
54874	m~ugonuwn
Ean
54877	min
Ea*aAb
{ll~ah
min
$aYo'
qaAla
54884	law
hadaY
54887	{ll~ah
54889	hadaY
54892	sawaA^'
EalaY`
54896	jaziEo
54898	>am
Sabara
54901	maA
54904	min
m~aHiyS
54907	qaAla
54909	$ayoTa`n
lam~aA
qaDaY`^
54913	>amor
<in~
{ll~ah
waEada
54918	waEod
54920	Haq~
54922	waEada
54926	>axolafu
54930	maA
kaAna
54934	EalaY`
54936	min
suloTa`n
<il~aA
>an
daEaA
54944	{sotajaAba
54949	laA
lumo
54954	lumo
54956	nafos
54958	maA
54961	muSorix
54964	maA
54967	muSorix
54969	<in~
54971	kafara
54974	maA
>a$oraka
54978	min
qabol
<in~
54982	ZaAlim
54985	Ea*aAb
>aliym
54988	>udoxila
{l~a*iY
'aAmana
54993	Eamila
54996	S~a`liHa`t
jan~ap
jarayo
min
taHot
55003	nahar
xa`lid
fiY
55008	<i*on
rab~
55011	taHiy~ap
55013	fiY
55015	sala`m
55017	lam
ra'aA
kayof
Daraba
{ll~ah
maval
kalimap
Tay~ibap
55026	$ajarap
Tay~ibap
>aSol
55030	vaAbit
55032	faroE
55034	fiY
55036	samaA^'
A^taY
>ukul
55040	kul~
Hiyn
55043	<i*on
rab~
55047	Daraba
{ll~ah
55050	maval
55053	n~aAs
laEal~
55056	ta*ak~ara
55059	maval
kalimap
xabiyvap
55063	$ajarap
xabiyvap
{jotuv~ato
min
fawoq
55069	>aroD
maA
55073	min
qaraAr
vab~ato
{ll~ah
{l~a*iY
'aAmana
55082	qawol
55084	vaAbit
fiY
55087	Hayaw`p
55089	d~unoyaA
55091	fiY
55093	A^xir
55095	>aDal~a
{ll~ah
55098	ZaAlim
55100	faEala
{ll~ah
maA
$aA^'a
55105	lam
ra'aA
<ilaY`
{l~a*iY
bad~ala
55111	niEomap
{ll~ah
kufor
55115	>aHal~a
55117	qawom
55119	daAr
55121	bawaAr
jahan~am
yaSolaY
55127	bi}osa
55129	qaraAr
55131	jaEala
55134	{ll~ah
>andaAd
55137	>aDal~a
55139	Ean
sabiyl
55142	qaAla
tamat~aEa
55146	<in~
maSiyr
55149	<ilaY`
55151	naAr
qaAla
55154	Eabod
55156	{l~a*iY
'aAmana
55159	>aqaAma
55162	Salaw`p
55164	>anfaqa
55166	min
maA
razaqa
55171	sir~
55173	EalaAniyap
min
qabol
>an
>ataY
yawom
laA
bayoE
fiY
55184	laA
xila`l
{ll~ah
{l~a*iY
xalaqa
55190	samaA^'
55193	>aroD
55195	>anzala
min
55198	samaA^'
maA^'
55201	>axoraja
55204	min
55206	vamara`t
rizoq
55211	sax~ara
55215	fulok
55217	jarayo
fiY
55220	baHor
55222	>amor
55225	sax~ara
55229	nahar
55231	sax~ara
55235	$amos
55238	qamar
daA^}ibayon
55241	sax~ara
55245	layol
55248	nahaAr
55250	A^taY
55252	min
kul~
maA
sa>ala
55259	<in
Ead~a
55262	niEomap
{ll~ah
laA
>aHoSaY`
55268	<in~
55270	<insa`n
55272	Zaluwm
kaf~aAr
55275	<i*
qaAla
<iboraAhiym
rab~
55280	jaEala
ha`*aA
55283	balad
'aAmin
55286	{jonubo
55289	bunaY~
55291	>an
Eabada
55294	>aSonaAm
rab~
55297	<in~
55299	>aDal~a
55301	kaviyr
min
55304	n~aAs
55306	man
tabiEa
55310	<in~
55312	min
55315	man
EaSaA
55319	<in~
55321	gafuwr
r~aHiym
rab~
55325	<in~
55327	>asokan
55329	min
*ur~iy~ap
55333	waAd
gayor
*uw
zaroE
Eind
bayot
55341	muHar~am
rab~
55345	>aqaAma
55348	Salaw`p
55350	jaEala
fu&aAd
min
55354	n~aAs
hawaY`
<ilaY`
55359	razaqa
55361	min
55363	vamara`t
laEal~
55366	$akara
55368	rab~
55370	<in~
55372	Ealima
maA
>uxofiYa
55376	maA
>aEolan
55379	maA
yaxofaY`
EalaY`
{ll~ah
min
$aYo'
fiY
55387	>aroD
55389	laA
fiY
55392	samaA^'
55394	Hamod
55396	{ll~ah
{l~a*iY
wahaba
55401	EalaY`
55403	kibar
<isomaAEiyl
55406	<isoHaAq
<in~
rab~
55411	samiyE
55413	duEaA^'
rab~
55416	jaEala
55418	m~uqiym
55420	Salaw`p
55422	min
*ur~iy~ap
55425	rab~
55428	taqab~ala
duEaA^'
55431	rab~
55433	gafara
55438	wa`liday
55443	mu&omin
yawom
qaAma
55447	HisaAb
55449	laA
Hasiba
55452	{ll~ah
ga`fil
Ean
maA
Eamila
55458	ZaAlim
<in~
maA
>ax~ara
55464	yawom
ta$oxaSu
fiY
55469	baSar
muhoTiEiyn
muqoniEiY
ra>os
55474	laA
{rotad~a
<ilaY`
55478	Tarof
55481	fu&aAd
55483	hawaA^'
55485	>an*ara
55487	n~aAs
yawom
>ataY
55492	Ea*aAb
55494	qaAla
{l~a*iY
Zalama
55498	rab~
55500	>ax~ara
55502	<ilaY`
>ajal
qariyb
>ujiybat
daEowap
55509	{t~abaEa
55511	rasuwl
55514	lam
kaAna
55517	>aqosamu
55519	min
qabol
maA
55524	min
zawaAl
55527	sakana
55529	fiY
masokan
{l~a*iY
Zalama
55534	nafos
55537	tabay~ana
55540	kayof
faEala
55546	Daraba
55551	maval
55553	qad
makara
55556	makor
55559	Eind
{ll~ah
makor
55564	<in
kaAna
makor
55569	zaAla
min
55573	jabal
55575	laA
Hasiba
55578	{ll~ah
muxolif
waEod
55582	rasuwl
55584	<in~
{ll~ah
Eaziyz
*uw
{ntiqaAm
yawom
bad~ala
55592	>aroD
gayor
55595	>aroD
55598	samaA^'
55600	baraza
55603	{ll~ah
55605	wa`Hid
55607	qah~aAr
55609	ra'aA
55611	mujorim
yawoma}i*
m~uqar~aniyn
fiY
55616	>aSofaAd
sara`biyl
55619	min
qaTiraAn
55622	ga$iya
wajoh
55626	naAr
55628	jazaY`
{ll~ah
kul~
nafos
maA
kasaba
<in~
{ll~ah
sariyE
55638	HisaAb
ha`*aA
bala`g
55643	n~aAs
55646	>an*ara
55652	Ealima
55654	>an~
maA
55657	<ila`h
wa`Hid
55661	ta*ak~ara
>uwliY
55664	>aloba`b
55666	*a`lik
'aAyap
55669	kita`b
55671	quro'aAn
m~ubiyn
r~ub
maA
wad~a
{l~a*iY
kafara
55679	law
kaAna
55682	musolim
ya*ara
55685	>akala
55688	tamat~aEa
55691	>alohaY`
55694	>amal
55696	sawof
Ealima
55700	maA
>aholaka
55703	min
qaroyap
<il~aA
55709	kita`b
m~aEoluwm
maA
sabaqa
min
>um~ap
>ajal
55718	maA
yasota>oxiru
55722	qaAla
55725	>ay~uhaA
{l~a*iY
naz~ala
EalaY`
55731	*ikor
<in~
55735	majonuwn
law
maA
>ataY
55742	malak
<in
kaAna
55746	min
55748	SaAdiq
maA
naz~ala
55752	malak
<il~aA
55756	Haq~
55758	maA
kaAna
55761	<i*FA
munZaruwn
<in~
55766	naz~ala
55769	*ikor
55771	<in~
55776	Ha`fiZ
55779	qad
>arosala
55782	min
qabol
55785	fiY
$iyEap
55788	>aw~al
55790	maA
>ataY
55793	min
rasuwl
<il~aA
kaAna
55800	{sotuhozi}a
55803	*a`lik
salaka
55806	fiY
qalob
55809	mujorim
laA
'aAmana
55816	qad
xalaA
sun~ap
55820	>aw~al
55822	law
fataHa
55825	EalaY`
55827	baAb
min
55830	samaA^'
55832	Zal~a
55834	fiY
55836	yaEoruju
55839	qaAla
55841	<in~
maA
suk~irato
baSar
55846	bal
55848	qawom
m~asoHuwr
55852	qad
jaEala
55855	fiY
55857	samaA^'
buruwj
55860	zay~ana
55865	na`Ziriyn
55867	HafiZa
55870	min
kul~
$ayoTa`n
rajiym
<il~aA
man
{sotaraqa
55878	samoE
55880	>atobaEa
55882	$ihaAb
m~ubiyn
55886	>aroD
mad~a
55891	>aloqaY`^
55893	fiY
55895	rawa`siY
55897	>an[bata
55899	fiY
55901	min
kul~
$aYo'
m~awozuwn
55906	jaEala
55910	fiY
55912	maEa`yi$
55914	man
l~ayosa
55920	r~a`ziqiyn
55922	<in
min
$aYo'
<il~aA
Eind
55928	xazaA^}in
55931	maA
naz~ala
55934	<il~aA
55936	qadar
m~aEoluwm
55939	>arosala
55942	riyH
lawa`qiH
55945	>anzala
55947	min
55949	samaA^'
maA^'
55952	>asoqayo
55957	maA
55962	xa`ziniyn
55964	<in~
55968	>aHoyaA
55970	>amaAta
55974	waAriv
55977	qad
Ealima
55981	musotaqodimiyn
min
55986	qad
Ealima
55990	musota_#oxiriyn
55992	<in~
rab~
55996	Ha$ara
55998	<in~
56000	Hakiym
Ealiym
56004	qad
xalaqa
56008	<insa`n
min
SaloSa`l
min
Hama<
m~asonuwn
56016	jaA^n~
xalaqa
56020	min
qabol
min
naAr
56025	samuwm
56027	<i*
qaAla
rab~
56033	malak
<in~
56036	xa`liq
ba$ar
min
SaloSa`l
min
Hama<
m~asonuwn
56044	<i*aA
saw~aY`
56049	nafaxa
56051	fiY
56053	min
ruwH
56057	waqaEa
56061	saAjid
56063	sajada
56065	malak
kul~
56068	>ajomaEiyn
<il~aA
<iboliys
>abaY
>an
kaAna
maE
56076	saAjid
qaAla
56079	<iboliys
maA
56083	>an
laA
kaAna
maE
56088	saAjid
qaAla
lam
kaAna
56093	sajada
56095	ba$ar
xalaqa
56099	min
SaloSa`l
min
Hama<
m~asonuwn
qaAla
56106	xaraja
min
56110	<in~
56112	rajiym
56114	<in~
EalaY`
56118	laEonap
<ilaY`
yawom
56122	diyn
qaAla
rab~
56127	yunZaru
56129	<ilaY`
yawom
baEava
56133	qaAla
56135	<in~
56137	min
56139	munZaruwn
<ilaY`
yawom
56143	waqot
56145	m~aEoluwm
qaAla
rab~
56150	maA
>agowayo
56155	zay~ana
56159	fiY
56161	>aroD
56164	>agowayo
56167	>ajomaEiyn
<il~aA
Eabod
56171	min
56174	muxolaS
qaAla
ha`*aA
Sira`T
EalaY`
56180	m~usotaqiym
<in~
Eabod
56184	l~ayosa
56187	EalaY`
56189	suloTa`n
<il~aA
man
{t~abaEa
56194	min
56196	ga`wiyn
56198	<in~
jahan~am
56201	m~awoEid
56203	>ajomaEiyn
56206	saboEap
baAb
56209	kul~
baAb
min
56213	juzo'
m~aqosuwm
<in~
56217	mut~aqiyn
fiY
jan~ap
56221	Eayon
daxala
56226	sala`m
'aAminiyn
56229	nazaEa
56231	maA
fiY
Sador
56235	min
gil~
>ax
EalaY`
surur
m~utaqa`biliyn
laA
mas~a
56244	fiY
56246	naSab
56248	maA
56250	min
56253	muxoraj
nab~a>a
Eabod
56257	>an~
56261	gafuwr
56263	r~aHiym
56265	>an~
Ea*aAb
56270	Ea*aAb
56272	>aliym
56274	nab~a>a
56276	Ean
Dayof
<iboraAhiym
<i*
daxala
56282	EalaY`
56285	qaAla
56287	sala`m
qaAla
<in~
56291	min
56293	wajiluwn
qaAla
56296	laA
wajilato
<in~
56300	bu$~ira
56303	gula`m
Ealiym
qaAla
56307	bu$~ira
56310	EalaY`
>an
mas~a
56315	kibar
56318	maA
bu$~ira
56321	qaAla
56323	bu$~ira
56328	Haq~
56330	laA
kaAna
min
56334	qa`niTiyn
qaAla
56337	man
qanaTu
min
raHomap
rab~
56343	<il~aA
56345	DaA^l~
qaAla
56348	maA
xaTob
56351	>ay~uhaA
56353	m~urosal
qaAla
56356	<in~
56358	>arosala
56360	<ilaY`
qawom
mujorim
<il~aA
'aAl
luwT
<in~
56369	munaj~uw
56371	>ajomaEiyn
<il~aA
{mora>at
56375	qad~ara
56377	<in~
56380	min
56382	ga`biriyn
56384	lam~aA
jaA^'a
'aAl
luwT
56389	m~urosal
qaAla
<in~
56393	qawom
munkar
qaAla
56397	bal
jaA^'a
56402	maA
kaAna
56405	fiY
56407	yamotaru
56410	>ataY
56415	Haq~
56417	<in~
56420	SaAdiq
56422	>asoraY`
56424	>ahol
56427	qiToE
min
56430	layol
56432	{t~abaEa
dubur
56436	laA
yalotafito
min
56440	>aHad
56442	maDaY`
56444	Hayov
>amara
56448	qaDaY`^
56450	<ilaY`
56452	*a`lik
56454	>amor
>an~
daAbir
ha`*aA
maqoTuwE
muSobiHiyn
56461	jaA^'a
>ahol
56464	madiynap
yasotabo$iru
56467	qaAla
<in~
ha`*aA
Dayof
56473	laA
tafoDaHu
56478	{t~aqaY`
56480	{ll~ah
56482	laA
>axozayo
56486	qaAla
56490	lam
nahaY`
56493	Ean
56495	Ea`lamiyn
qaAla
ha`*aA
banaAt
56500	<in
kaAna
56503	faAEil
56505	Eamor
56507	<in~
56510	fiY
sakorap
56513	yaEomahu
56516	>axa*a
56519	SayoHap
m~u$oriqiyn
56522	jaEala
56524	EaAliy
56526	saAfil
56529	>umoTirato
56531	EalaY`
56533	HijaArap
min
sij~iyl
<in~
fiY
*a`lik
56540	'aAyap
56543	mutawas~imiyn
56545	<in~
56549	sabiyl
m~uqiym
<in~
fiY
*a`lik
56555	'aAyap
56558	mu&omin
56560	<in
kaAna
>aSoHa`b
56564	>ayokap
56566	ZaAlim
56568	{ntaqamo
56570	min
56573	<in~
56577	<imaAm
m~ubiyn
56581	qad
ka*~aba
>aSoHa`b
56585	Hijor
56587	m~urosal
56589	A^taY
56592	'aAyap
56595	kaAna
56597	Ean
56599	m~uEoriDuwn
56601	kaAna
56603	yanoHitu
56605	min
56607	jabal
bayot
'aAminiyn
56611	>axa*a
56614	SayoHap
muSobiHiyn
56617	maA
>agonaY`
Ean
56621	maA
kaAna
56624	kasaba
56627	maA
xalaqa
56631	samaA^'
56634	>aroD
56636	maA
bayon
56639	<il~aA
56642	Haq~
56644	<in~
56646	saAEap
56648	A^tiy
56650	yaSofaHu
56652	SafoH
56654	jamiyl
<in~
rab~
56660	xal~a`q
56662	Ealiym
56665	qad
A^taY
56669	saboE
min
56672	m~avaAniY
56675	quro'aAn
56677	EaZiym
laA
mad~a
56681	Eayon
56683	<ilaY`
maA
m~at~aEo
56689	zawoj
min
56693	laA
yaHozun
EalaY`
56698	{xofiDo
janaAH
56703	mu&omin
56705	qaAla
<in~
56710	na*iyr
56712	m~ubiyn
56714	maA
>anzala
56717	EalaY`
56719	muqotasimiyn
{l~a*iY
jaEala
56724	quro'aAn
EiDiyn
56728	rab~
56731	sa>ala
56734	>ajomaEiyn
Ean
maA
kaAna
56739	Eamila
56742	{SodaEo
56744	maA
>amara
56747	>aEoraDa
Ean
56750	mu$orik
<in~
56753	kafaY`
56757	musotahozi'uwn
{l~a*iY
jaEala
56761	maE
{ll~ah
<ila`h
A^xar
56766	sawof
Ealima
56771	qad
Ealima
>an~
56775	DaAqa
Sador
56779	maA
qaAla
56783	sab~aHa
56785	Hamod
rab~
56789	kaAna
min
56792	saAjid
56794	Eabada
rab~
56797	Hat~aY`
>ataY
56801	yaqiyn
>ataY
>amor
{ll~ah
56806	laA
{sotaEojala
56810	suboHa`n
56813	taEa`laY`
Ean
maA
>a$oraka
56818	naz~ala
56820	malak
56823	ruwH
min
>amor
56827	EalaY`
man
$aA^'a
min
Eabod
56833	>an
>an*ara
56836	>an~
56838	laA
<ila`h
<il~aA
56843	{t~aqaY`
56846	xalaqa
56848	samaA^'
56851	>aroD
56854	Haq~
taEa`laY`
Ean
maA
>a$oraka
56860	xalaqa
56862	<insa`n
min
n~uTofap
56866	<i*aA
56868	xaSiym
m~ubiyn
56872	n~aEam
xalaqa
56877	fiY
56879	difo'
56881	mana`fiE
56883	min
56885	>akala
56890	fiY
56892	jamaAl
Hiyn
turiyHu
56897	Hiyn
tasoraHu
56901	Hamala
v~aqalaAn
56904	<ilaY`
balad
lam
kaAna
56909	ba`lig
56911	<il~aA
56913	$iq~
56915	nafos
<in~
rab~
56920	ra'uwf
r~aHiym
56924	xayol
56927	bigaAl
56930	HimaAr
56932	rakiba
56936	ziynap
56938	xalaqa
maA
laA
Ealima
56944	EalaY`
{ll~ah
qaSod
56948	sabiyl
56950	min
56952	jaA^}ir
56954	law
$aA^'a
56957	hadaY
56959	>ajomaEiyn
56961	{l~a*iY
>anzala
min
56965	samaA^'
maA^'
56969	min
56971	$araAb
56973	min
56975	$ajar
fiY
56978	tusiymu
56980	>an[bata
56986	zaroE
56989	z~ayotuwn
56992	n~axiyl
56995	Einab
56997	min
kul~
57000	vamara`t
<in~
fiY
*a`lik
57005	'aAyap
57007	qawom
yatafak~aru
57011	sax~ara
57015	layol
57018	nahaAr
57021	$amos
57024	qamar
57027	n~ajom
musax~ara`t
57030	>amor
57032	<in~
fiY
*a`lik
57036	'aAyap
57038	qawom
Eaqalu
57042	maA
*ara>a
57046	fiY
57048	>aroD
m~uxotalif
lawon
57052	<in~
fiY
*a`lik
57056	'aAyap
57058	qawom
ta*ak~ara
57063	{l~a*iY
sax~ara
57066	baHor
57068	>akala
57070	min
57072	laHom
Tariy~
57075	{sotaxoraja
57077	min
57079	Hiloyap
labaso
57084	ra'aA
57086	fulok
mawaAxir
fiY
57092	{botagaY`
57094	min
faDol
57098	laEal~
57100	$akara
57103	>aloqaY`^
fiY
57106	>aroD
rawa`siY
>an
tamiyda
57113	nahar
57115	sabiyl
laEal~
57118	{hotadaY`
57121	Eala`ma`t
57125	n~ajom
57127	{hotadaY`
57131	man
xalaqa
57134	man
laA
xalaqa
57139	laA
ta*ak~ara
57143	<in
Ead~a
57146	niEomap
{ll~ah
laA
>aHoSaY`
57152	<in~
{ll~ah
57155	gafuwr
r~aHiym
57158	{ll~ah
Ealima
maA
>asar~a
57164	maA
>aEolan
57168	{l~a*iY
daEaA
57171	min
duwn
{ll~ah
laA
xalaqa
57177	$aYo'
57180	xalaqa
57182	m~ay~it
gayor
Hay~
57186	maA
ya$oEuru
57189	>ay~aAn
baEava
57192	<ila`h
57194	<ila`h
wa`Hid
57197	{l~a*iY
laA
'aAmana
57203	A^xir
qalob
57206	m~unkirap
57209	musotakobir
laA
jaram
>an~
{ll~ah
Ealima
maA
>asar~a
57219	maA
>aEolan
57222	<in~
57224	laA
>aHobabo
57227	musotakobir
57229	<i*aA
qaAla
57233	maA*aA
>anzala
rab~
57237	qaAla
57239	>asa`Tiyr
57241	>aw~al
57243	Hamala
57245	wizor
57247	kaAmilap
yawom
57250	qiya`map
57252	min
wizor
{l~a*iY
>aDal~a
57259	gayor
Eilom
>alaA^
saA^'a
maA
yaziru
57266	qad
makara
{l~a*iY
min
qabol
57273	>ataY
{ll~ah
bunoya`n
57277	min
57279	qawaAEid
57281	xar~a
EalaY`
57285	saqof
min
fawoq
57290	>ataY
57293	Ea*aAb
min
Hayov
laA
ya$oEuru
57299	vum~
yawom
57302	qiya`map
>axozayo
57306	qaAla
>ayon
$ariyk
57310	{l~a*iY
kaAna
57313	$aA^q~u
57315	fiY
57317	qaAla
{l~a*iY
A^taY
57322	Eilom
<in~
57325	xizoY
57327	yawom
57330	suw^'
EalaY`
57333	ka`firuwn
{l~a*iY
tawaf~aY`
57338	malak
ZaAlimiY^
nafos
57343	>aloqaY`^
57346	salam
maA
kaAna
57350	Eamila
min
suw^'
balaY`
<in~
{ll~ah
Ealiym
57358	maA
kaAna
57361	Eamila
57364	daxala
57366	baAb
jahan~am
xa`lid
fiY
57373	bi}osa
mavowFY
57376	mutakab~ir
57378	qaAla
57380	{l~a*iY
{t~aqaY`
57383	maA*aA
>anzala
rab~
57387	qaAla
57389	xayor
57391	{l~a*iY
>aHosana
57394	fiY
ha`*aA
57397	d~unoyaA
Hasanap
57401	daAr
57403	A^xir
xayor
57407	niEoma
daAr
57410	mut~aqiyn
jan~ap
Eadon
daxala
57416	jarayo
min
taHot
57421	nahar
57424	fiY
57426	maA
$aA^'a
57430	*a`lik
jazaY`
{ll~ah
57434	mut~aqiyn
{l~a*iY
tawaf~aY`
57439	malak
Tay~ib
qaAla
57443	sala`m
EalaY`
57446	daxala
57449	jan~ap
57451	maA
kaAna
57454	Eamila
57456	hal
n~aZara
57459	<il~aA
>an
>ataY
57464	malak
>aw
>ataY
>amor
rab~
57471	*a`lik
faEala
{l~a*iY
min
qabol
57478	maA
Zalama
57481	{ll~ah
57483	la`kin
kaAna
57486	nafos
57488	Zalama
57491	>aSaAba
57493	say~i_#aAt
maA
Eamila
57498	HaAqa
57501	maA
kaAna
57506	{sotuhozi}a
57509	qaAla
{l~a*iY
>a$oraka
57513	law
$aA^'a
{ll~ah
maA
Eabada
57519	min
duwn
57522	min
$aYo'
57526	laA
A^baA'
57530	laA
Har~ama
57533	min
duwn
57536	min
$aYo'
57539	*a`lik
faEala
{l~a*iY
min
qabol
57546	hal
EalaY`
57549	rasuwl
<il~aA
57552	bala`g
57554	m~ubiyn
57557	qad
baEava
57560	fiY
kul~
>um~ap
rasuwl
>an
Eabada
57567	{ll~ah
57569	{jotanabu
57572	T~a`guwt
57574	min
57576	man
hadaY
{ll~ah
57580	min
57582	man
Haq~a
EalaY`
57587	Dala`lap
57589	saAra
57591	fiY
57593	>aroD
57595	n~aZara
57597	kayof
kaAna
Ea`qibap
57601	m~uka*~ibiyn
<in
HaraSo
EalaY`
hudFY
57608	<in~
{ll~ah
laA
hadaY
man
>aDal~a
57615	maA
57618	min
naASir
57621	>aqosamu
57624	{ll~ah
jahod
yamiyn
57628	laA
baEava
{ll~ah
man
m~aAta
balaY`
waEod
EalaY`
57637	Haq~
57639	la`kin~
>akovar
57642	n~aAs
laA
Ealima
57647	bay~anu
57650	{l~a*iY
{xotalafa
57653	fiY
57657	Ealima
{l~a*iY
kafara
57661	>an~
57663	kaAna
57665	ka`*ib
<in~
maA
qawol
57671	$aYo'
<i*aA
>araAda
57676	>an
qaAla
57680	kaAna
57682	kaAna
57684	{l~a*iY
haAjara
57687	fiY
{ll~ah
min
baEod
maA
Zalama
57695	baw~a>a
57698	fiY
57700	d~unoyaA
Hasanap
57704	>ajor
57706	A^xir
>akobar
law
kaAna
57711	Ealima
57713	{l~a*iY
Sabara
57717	EalaY`
rab~
57720	tawak~alo
57723	maA
>arosala
57726	min
qabol
57729	<il~aA
rijaAl
>awoHaY`^
<ilaY`
57735	sa>ala
57737	>ahol
57739	*ikor
<in
kaAna
57743	laA
Ealima
57748	bay~inap
57751	zubur
57753	>anzala
57755	<ilaY`
57758	*ikor
57760	bay~anu
57763	n~aAs
maA
naz~ala
<ilaY`
57769	laEal~
57771	yatafak~aru
57775	>amina
{l~a*iY
makara
57780	say~i_#aAt
>an
xasafa
{ll~ah
57787	>aroD
>aw
>ataY
57792	Ea*aAb
min
Hayov
laA
ya$oEuru
57798	>aw
>axa*a
57801	fiY
taqal~ub
57805	maA
57808	muEojiz
>aw
>axa*a
57812	EalaY`
taxaw~uf
57815	<in~
rab~
57819	ra'uwf
r~aHiym
57823	lam
ra'aA
57826	<ilaY`
maA
xalaqa
{ll~ah
min
$aYo'
yatafay~a&uA@
Zil~
57835	Ean
57837	yamiyn
57840	$amaA^}il
saAjid
57843	{ll~ah
57846	da`xiruwn
57849	{ll~ah
sajada
maA
fiY
57854	samaA^'
57856	maA
fiY
57859	>aroD
min
daA^b~ap
57864	malak
57867	laA
{sotakobara
57870	xaAfa
57872	rab~
57874	min
fawoq
57878	faEala
57880	maA
>amara
57884	qaAla
{ll~ah
laA
{t~axa*a
57889	<ila`h
{vonayon
<in~
maA
57894	<ila`h
wa`Hid
57897	<iy~aA
57899	yarohabu
57905	maA
fiY
57908	samaA^'
57911	>aroD
57916	diyn
waASib
57920	gayor
{ll~ah
{t~aqaY`
57925	maA
57928	min
niEomap
57931	min
{ll~ah
vum~
<i*aA
mas~a
57938	Dur~
57940	<ilaY`
57942	yajo_#aru
57944	vum~
<i*aA
ka$afa
57948	Dur~
Ean
57951	<i*aA
fariyq
min
57956	rab~
57958	>a$oraka
57961	kafara
57964	maA
A^taY
57969	tamat~aEa
57972	sawof
Ealima
57976	jaEala
57979	maA
laA
Ealima
57983	naSiyb
min
maA
razaqa
57990	{ll~ah
57992	sa>ala
57994	Ean
maA
kaAna
57998	{fotaraY`
58001	jaEala
58004	{ll~ah
58006	banaAt
suboHa`n
58012	maA
{$otahato
58016	<i*aA
bu$~ira
>aHad
58022	>unvaY`
Zal~a
wajoh
58026	musowad~
58029	kaZiym
tawaArato
min
58033	qawom
min
suw^'
maA
bu$~ira
58041	>amosaka
58043	EalaY`
huwn
>am
yadus~u
58048	fiY
58050	turaAb
>alaA^
saA^'a
maA
Hakama
58057	{l~a*iY
laA
'aAmana
58063	A^xir
maval
58066	sawo'
58069	{ll~ah
58071	maval
58073	>aEolaY`
58077	Eaziyz
58079	Hakiym
58081	law
yu&aAxi*u
{ll~ah
58085	n~aAs
58087	Zulom
58089	maA
taraka
EalaY`
58093	min
daA^b~ap
58096	la`kin
>ax~ara
58099	<ilaY`
>ajal
m~usam~FY
58103	<i*aA
jaA^'a
>ajal
58107	laA
yasota>oxiru
58110	saAEap
58112	laA
yasotaqodimu
58116	jaEala
58119	{ll~ah
maA
kariha
58124	yaSifu
lisaAn
58128	ka*ib
>an~
58133	HusonaY`
laA
jaram
>an~
58140	naAr
58142	>an~
58144	m~uforaTuwn
58146	{ll~ah
58148	qad
>arosala
58151	<ilaY`
>um~ap
min
qabol
58157	zay~ana
58161	$ayoTa`n
Eamal
58166	waliY~
58169	yawom
58173	Ea*aAb
>aliym
58176	maA
>anzala
58179	EalaY`
58182	kita`b
<il~aA
58185	bay~anu
58188	{l~a*iY
{xotalafa
58191	fiY
58194	hudFY
58196	raHomap
58198	qawom
'aAmana
58202	{ll~ah
>anzala
min
58206	samaA^'
maA^'
58209	>aHoyaA
58213	>aroD
baEod
mawot
58217	<in~
fiY
*a`lik
58221	'aAyap
58223	qawom
samiEa
58227	<in~
58230	fiY
58232	n~aEam
58234	Eiborap
>asoqayo
58237	min
maA
fiY
baTon
58242	min
bayon
farov
58246	dam
l~aban
xaAliS
saA^}ig
58252	$~a`ribiyn
58254	min
vamara`t
58257	n~axiyl
58260	Einab
{t~axa*a
58263	min
58265	sakar
58267	rizoq
Hasan
<in~
fiY
*a`lik
58273	'aAyap
58275	qawom
Eaqalu
58279	>awoHaY`^
rab~
58282	<ilaY`
58284	n~aHol
>an
{t~axa*a
58288	min
58290	jabal
bayot
58293	min
58295	$ajar
58297	min
maA
yaEori$u
58301	vum~
>akala
58304	min
kul~
58307	vamara`t
58309	salaka
58311	sabiyl
rab~
58314	*ulul
xaraja
min
baTon
58319	$araAb
m~uxotalif
lawon
58323	fiY
58325	$ifaA^'
58328	n~aAs
<in~
fiY
*a`lik
58333	'aAyap
58335	qawom
yatafak~aru
58339	{ll~ah
xalaqa
58342	vum~
tawaf~aY`
58346	min
58348	man
rad~a
<ilaY`
>aro*al
58353	Eumur
58355	kaY
laA
Ealima
baEod
Eilom
$aYo'
<in~
{ll~ah
Ealiym
qadiyr
58366	{ll~ah
faD~ala
baEoD
58370	EalaY`
baEoD
fiY
58374	rizoq
58376	maA
{l~a*iY
faD~ala
58381	raA^d~iY
rizoq
58384	EalaY`
maA
malakato
yamiyn
58391	fiY
58393	sawaA^'
58397	niEomap
{ll~ah
jaHadu
58402	{ll~ah
jaEala
58406	min
nafos
58409	zawoj
58411	jaEala
58414	min
zawoj
58417	bunaY~
58419	Hafadap
58421	razaqa
58423	min
58425	Tay~iba`t
58430	ba`Til
'aAmana
58435	niEomap
{ll~ah
58438	kafara
58441	Eabada
58443	min
duwn
{ll~ah
maA
laA
malakato
58451	rizoq
min
58454	samaA^'
58457	>aroD
$aYo'
58460	laA
{sotaTaAEa
58464	laA
Daraba
58468	{ll~ah
58470	maval
<in~
{ll~ah
Ealima
58476	laA
Ealima
58479	Daraba
{ll~ah
maval
Eabod
m~amoluwk
laA
qadara
EalaY`
$aYo'
58489	man
razaqa
58493	min
58495	rizoq
Hasan
58499	>anfaqa
min
58502	sir~
58504	jahor
hal
{sotawaY`^
58509	Hamod
58511	{ll~ah
bal
>akovar
58515	laA
Ealima
58519	Daraba
{ll~ah
maval
rajul
>aHad
58525	>abokam
laA
qadara
EalaY`
$aYo'
58532	kal~
EalaY`
mawolaY`
58536	>ayon
maA
waj~aho
58540	laA
>ataY
58543	xayor
hal
{sotawaY`^
58548	man
>amara
58552	Eadol
58555	EalaY`
Sira`T
m~usotaqiym
58560	{ll~ah
gayob
58563	samaA^'
58566	>aroD
58568	maA
>amor
58571	saAEap
<il~aA
58574	lamoH
58576	baSar
>aw
58579	>aqorab
<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
58587	{ll~ah
>axoraja
58590	min
baTon
>um~
58594	laA
Ealima
58597	$aYo'
58599	jaEala
58603	samoE
58606	baSar
58609	fu&aAd
laEal~
58612	$akara
58615	lam
ra'aA
58618	<ilaY`
58620	Tayor
musax~ara`t
fiY
jaw~
58625	samaA^'
maA
>amosaka
58629	<il~aA
{ll~ah
<in~
fiY
*a`lik
58635	'aAyap
58637	qawom
'aAmana
58641	{ll~ah
jaEala
58645	min
bayot
58648	sakan
58650	jaEala
58653	min
juluwd
58656	n~aEam
bayot
{sotaxaf~a
58661	yawom
ZaEon
58665	yawom
<iqaAmat
58669	min
>aSowaAf
58673	>awobaAr
58676	$~iEor
58678	>ava`v
58680	mata`E
<ilaY`
Hiyn
58684	{ll~ah
jaEala
58688	min
maA
xalaqa
Zil~
58693	jaEala
58696	min
58698	jabal
>akona`n
58701	jaEala
58704	sara`biyl
waqaY`
58708	Har~
58710	sara`biyl
waqaY`
58713	ba>os
58716	*a`lik
>atam~a
niEomap
58720	EalaY`
58722	laEal~
58724	>asolama
58727	<in
tawal~aY`
58731	<in~
maA
EalaY`
58736	bala`g
58738	m~ubiyn
Earafa
58741	niEomap
{ll~ah
vum~
yunkiru
58748	>akovar
58751	ka`firuwn
58753	yawom
baEava
min
kul~
>um~ap
$ahiyd
vum~
laA
>a*ina
58763	{l~a*iY
kafara
58767	laA
58769	yasotaEotibu
58772	<i*aA
ra'aA
{l~a*iY
Zalama
58778	Ea*aAb
58780	laA
xaf~afa
Ean
58785	laA
58787	yunZaru
58790	<i*aA
ra'aA
{l~a*iY
>a$oraka
58795	$ariyk
58797	qaAla
58799	rab~
58801	ha`*aA
$ariyk
58804	{l~a*iY
kaAna
58807	daEaA
min
duwn
58812	>aloqaY`^
58814	<ilaY`
58817	qawol
<in~
58821	ka`*ib
58823	>aloqaY`^
58825	<ilaY`
{ll~ah
yawoma}i*
58829	salam
58831	Dal~a
Ean
58834	maA
kaAna
58837	{fotaraY`
58839	{l~a*iY
kafara
58843	Sad~a
58845	Ean
sabiyl
{ll~ah
zaAda
58851	Ea*aAb
fawoq
58854	Ea*aAb
58856	maA
kaAna
58859	>afosadu
58862	yawom
baEava
fiY
kul~
>um~ap
$ahiyd
EalaY`
58870	min
nafos
58874	jaA^'a
58878	$ahiyd
EalaY`
ha`*aA
58882	naz~ala
58884	EalaY`
58887	kita`b
tiboya`n
58890	kul~
$aYo'
58893	hudFY
58895	raHomap
58897	bu$oraY`
58900	musolim
<in~
{ll~ah
>amara
58906	Eadol
58909	<iHosa`n
58911	<iytaA'N
*uw
58914	qurobaY`
58916	nahaY`
Ean
58919	faHo$aA^'
58922	munkar
58925	bagoy
waEaZo
58928	laEal~
58930	ta*ak~ara
58933	>awofaY`
58936	Eahod
{ll~ah
<i*aA
Ea`hada
58942	laA
naqaDato
58946	yamiyn
baEod
tawokiyd
58951	qad
jaEala
58954	{ll~ah
EalaY`
58957	kafiyl
<in~
{ll~ah
Ealima
maA
faEala
58965	laA
kaAna
58969	{l~a*iY
naqaDato
gazol
58973	min
baEod
quw~ap
>anka`v
{t~axa*a
58979	yamiyn
58981	daxal
bayon
58984	>an
kaAna
>um~ap
58988	>arobaY`
min
>um~ap
<in~
maA
balawo
58995	{ll~ah
59000	bay~anu
59004	yawom
59006	qiya`map
maA
kaAna
59010	fiY
59012	{xotalafa
59015	law
$aA^'a
{ll~ah
59019	jaEala
59021	>um~ap
wa`Hidap
59024	la`kin
>aDal~a
man
$aA^'a
59029	hadaY
man
$aA^'a
59034	sa>ala
59036	Ean
maA
kaAna
59040	Eamila
59043	laA
{t~axa*a
59046	yamiyn
59048	daxal
bayon
59052	zalalo
qadam
baEod
vubuwt
59058	*aAqu
59061	suw^'
59063	maA
Sad~a
59066	Ean
sabiyl
{ll~ah
59072	Ea*aAb
EaZiym
59075	laA
{$otaraY`
59079	Eahod
{ll~ah
vaman
qaliyl
<in~
maA
Eind
{ll~ah
59088	xayor
59091	<in
kaAna
59094	Ealima
59096	maA
Eind
59099	nafida
59101	maA
Eind
{ll~ah
baAq
59107	jazaY`
59109	{l~a*iY
Sabara
59112	>ajor
59115	>aHosan
maA
kaAna
59119	Eamila
59121	man
Eamila
Sa`liH
min
*akar
>aw
>unvaY`
59130	mu&omin
59133	>aHoyaA
59136	Hayaw`p
Tay~ibap
59140	jazaY`
59143	>ajor
59146	>aHosan
maA
kaAna
59150	Eamila
59153	<i*aA
qara>a
59157	quro'aAn
59159	{sotaEi*o
59161	{ll~ah
min
59164	$ayoTa`n
59166	rajiym
<in~
59169	l~ayosa
59172	suloTa`n
EalaY`
{l~a*iY
'aAmana
59178	EalaY`
rab~
59181	tawak~alo
59183	<in~
maA
suloTa`n
59187	EalaY`
{l~a*iY
tawal~aY`
59193	{l~a*iY
59197	mu$orik
59199	<i*aA
bad~ala
59202	'aAyap
m~akaAn
'aAyap
59206	{ll~ah
>aEolam
59209	maA
naz~ala
qaAla
59213	<in~
maA
59216	mufotar
bal
>akovar
59220	laA
Ealima
59223	qaAla
naz~ala
59226	ruwH
59228	qudus
min
rab~
59234	Haq~
59236	vab~ato
{l~a*iY
'aAmana
59241	hudFY
59243	bu$oraY`
59246	musolim
59249	qad
Ealima
>an~
59253	qaAla
59255	<in~
maA
Eal~ama
59259	ba$ar
lisaAn
{l~a*iY
yuloHidu
59264	<ilaY`
59266	>aEojamiY~
59268	ha`*aA
lisaAn
Earabiy~
m~ubiyn
<in~
{l~a*iY
laA
'aAmana
59278	'aAyap
{ll~ah
laA
hadaY
59283	{ll~ah
59287	Ea*aAb
>aliym
<in~
maA
{fotaraY`
59293	ka*ib
{l~a*iY
laA
'aAmana
59299	'aAyap
{ll~ah
59302	>uwla`^}ik
59305	ka`*ib
man
kafara
59309	{ll~ah
min
baEod
<iyma`n
59314	<il~aA
man
>ukoriha
59318	qalob
59320	muToma}in~
59323	<iyma`n
59325	la`kin
man
$araHa
59330	kufor
Sador
59333	EalaY`
59335	gaDab
min
{ll~ah
59341	Ea*aAb
EaZiym
*a`lik
59345	>an~
59347	{sotaHab~u
59350	Hayaw`p
59352	d~unoyaA
EalaY`
59355	A^xir
59357	>an~
{ll~ah
laA
hadaY
59362	qawom
59364	ka`firuwn
>uwla`^}ik
{l~a*iY
TabaEa
{ll~ah
EalaY`
qalob
59373	samoE
59376	baSar
59379	>uwla`^}ik
59382	ga`fil
laA
jaram
>an~
59387	fiY
59389	A^xir
59392	xa`siriyn
vum~
<in~
rab~
59398	{l~a*iY
haAjara
59401	min
baEod
maA
fatanu
59406	vum~
ja`hada
59410	Sabara
59412	<in~
rab~
59415	min
baEod
59419	gafuwr
r~aHiym
yawom
>ataY
kul~
nafos
ja`dalu
Ean
nafos
59430	waf~aY`^
kul~
nafos
maA
Eamila
59437	laA
Zalama
59441	Daraba
{ll~ah
maval
qaroyap
kaAna
'aAminap
m~uToma}in~ap
>ataY
59450	rizoq
59452	ragad
min
kul~
m~akaAn
59457	kafara
59459	niEomap
{ll~ah
59462	>a*aAqa
59464	{ll~ah
libaAs
59467	juwE
59470	xawof
59472	maA
kaAna
59475	SanaEu
59479	qad
jaA^'a
59482	rasuwl
min
59486	ka*~aba
59490	>axa*a
59493	Ea*aAb
59496	ZaAlim
59498	>akala
59500	min
maA
razaqa
59504	{ll~ah
Hala`l
Tay~ib
59508	$akara
59510	niEomap
{ll~ah
<in
kaAna
59515	<iy~aA
Eabada
59518	<in~
maA
Har~ama
EalaY`
59524	mayotap
59527	dam
59529	laHom
59531	xinziyr
59533	maA
>uhil~a
59536	gayor
{ll~ah
59541	man
{DoTur~a
gayor
baAg
59546	laA
EaAd
59549	<in~
{ll~ah
gafuwr
r~aHiym
59554	laA
qaAla
59558	maA
yaSifu
lisaAn
59563	ka*ib
ha`*aA
Hala`l
59567	ha`*aA
HaraAm
59570	{fotaraY`
59572	EalaY`
{ll~ah
59575	ka*ib
<in~
{l~a*iY
{fotaraY`
59580	EalaY`
{ll~ah
59583	ka*ib
laA
>afolaHa
59587	mata`E
qaliyl
59592	Ea*aAb
>aliym
59595	EalaY`
{l~a*iY
haAdu
59599	Har~ama
59601	maA
qaS~a
59604	EalaY`
59606	min
qabol
59609	maA
Zalama
59614	la`kin
kaAna
59617	nafos
59619	Zalama
59621	vum~
<in~
rab~
59626	{l~a*iY
Eamila
59630	suw^'
59632	jaha`lap
vum~
taAba
59636	min
baEod
*a`lik
59640	>aSolaHa
59642	<in~
rab~
59645	min
baEod
59649	gafuwr
r~aHiym
<in~
<iboraAhiym
kaAna
>um~ap
qaAnit
59657	{ll~ah
Haniyf
59660	lam
kaAna
min
59664	mu$orik
$aAkir
59667	niEomap
59669	{jotabaY`
59672	hadaY
59674	<ilaY`
Sira`T
m~usotaqiym
59678	A^taY
59681	fiY
59683	d~unoyaA
Hasanap
59686	<in~
59688	fiY
59690	A^xir
59692	min
59694	Sa`liH
vum~
>awoHaY`^
59698	<ilaY`
59700	>an
{t~abaEa
mil~ap
<iboraAhiym
Haniyf
59706	maA
kaAna
min
59710	mu$orik
<in~
maA
jaEala
59715	s~abot
EalaY`
{l~a*iY
{xotalafa
59720	fiY
59723	<in~
rab~
59727	Hakama
bayon
59730	yawom
59732	qiya`map
fiY
maA
kaAna
59737	fiY
59739	{xotalafa
59741	daEaA
<ilaY`
sabiyl
rab~
59748	Hikomap
59751	m~awoEiZap
59753	Hasanap
59755	ja`dalu
59758	{l~a*iY
59760	>aHosan
<in~
rab~
59765	>aEolam
59767	man
Dal~a
Ean
sabiyl
59774	>aEolam
59777	m~uhotaduwn
59779	<in
EaAqaba
59783	EaAqaba
59786	mivol
maA
EaAqaba
59794	<in
Sabara
59799	xayor
59802	SaAbir
59804	Sabara
59806	maA
Sabor
59809	<il~aA
59811	{ll~ah
59813	laA
yaHozun
EalaY`
59818	laA
kaAna
fiY
Dayoq
min
maA
makara
59826	<in~
{ll~ah
maE
{l~a*iY
{t~aqaY`
59833	{l~a*iY
59835	muHosin
suboHa`n
{l~a*iY
>asoraY`
59840	Eabod
59842	layol
min
59845	masojid
59847	HaraAm
<ilaY`
59850	masojid
59852	>aqoSaA
{l~a*iY
ba`raka
59856	Hawol
59859	>arayo
59861	min
'aAyap
59864	<in~
59868	samiyE
59870	baSiyr
59872	A^taY
59874	muwsaY`
59876	kita`b
59878	jaEala
59881	hudFY
59883	bunaY~
<isoraA}iyl
>an
laA
{t~axa*a
59889	min
duwn
59892	wakiyl
*ur~iy~ap
man
Hamala
59897	maE
nuwH
<in~
59901	kaAna
Eabod
$akuwr
59905	qaDaY`^
59907	<ilaY`
bunaY~
<isoraA}iyl
fiY
59912	kita`b
59914	>afosadu
59916	fiY
59918	>aroD
mar~ap
59922	taEa`laY`
59924	Euluw~
kabiyr
59927	<i*aA
jaA^'a
waEod
>aw~al
59932	baEava
59934	EalaY`
59936	Eabod
59939	>uwliY
ba>os
$adiyd
59943	jaAsu
59945	xila`l
59947	daAr
59949	kaAna
waEod
mafoEuwl
vum~
rad~a
59958	kar~ap
EalaY`
59962	>amad~a
59966	maAl
59968	bunaY~
59970	jaEala
59973	>akovar
nafiyr
<in
>aHosana
59978	>aHosana
59981	nafos
59984	<in
>asaA^'a
59991	<i*aA
jaA^'a
waEod
59995	A^xir
59997	saA^'a
59999	wajoh
60003	daxala
60006	masojid
60008	maA
daxala
60012	>aw~al
mar~ap
60016	tab~aro
60018	maA
taEa`laY`
60021	tatobiyr
EasaY
rab~
60025	>an
r~aHima
60029	<in
EaAda
60032	EaAda
60035	jaEala
60037	jahan~am
60040	ka`firuwn
HaSiyr
<in~
ha`*aA
60045	quro'aAn
hadaY
60048	{l~a*iY
60050	>aqowam
60052	bu$~ira
60054	mu&omin
{l~a*iY
Eamila
60059	S~a`liHa`t
>an~
60063	>ajor
kabiyr
60066	>an~
{l~a*iY
laA
'aAmana
60073	A^xir
>aEotadato
60078	Ea*aAb
>aliym
60081	daEaA
60083	<insa`n
60086	$ar~
duEaA^'
60091	xayor
60093	kaAna
60095	<insa`n
Eajuwl
60098	jaEala
60101	layol
60104	nahaAr
'aAyap
60107	maHawo
60109	'aAyap
60111	layol
60113	jaEala
60115	'aAyap
60117	nahaAr
muboSirap
60120	{botagaY`
60122	faDol
min
rab~
60128	Ealima
60130	Eadad
60132	siniyn
60135	HisaAb
60137	kul~
$aYo'
faS~ala
60142	tafoSiyl
60144	kul~
<insa`n
>alozama
60149	Ta`^}ir
60151	fiY
Eunuq
60155	>axoraja
60158	yawom
60160	qiya`map
kita`b
laqu
60164	man$uwr
qara>a
kita`b
60168	kafaY`
60170	nafos
60173	yawom
EalaY`
60176	Hasiyb
man
{hotadaY`
60180	<in~
maA
{hotadaY`
60184	nafos
60187	man
Dal~a
60190	<in~
maA
Dal~a
EalaY`
60196	laA
yaziru
waAzirap
wizor
A^xar
60202	maA
kaAna
60205	muEa*~ib
Hat~aY`
baEava
rasuwl
60210	<i*aA
>araAda
60213	>an
>aholaka
qaroyap
>amara
60218	mutorafiyn
60221	fasaqa
60223	fiY
60226	Haq~a
EalaY`
60230	qawol
60232	dam~ara
60235	tadomiyr
60237	kam
>aholaka
60240	min
60242	qaron
min
baEod
nuwH
60247	kafaY`
60249	rab~
60252	*anb
Eabod
60255	xabiyr
baSiyr
man
kaAna
>araAda
60261	EaAjilapN
Eaj~ala
60266	fiY
60268	maA
$aA^'a
60271	man
>araAda
vum~
jaEala
60278	jahan~am
yaSolaY
60281	ma*omuwm
m~adoHuwr
60284	man
>araAda
60287	A^xir
60289	saEaY`
60292	saEoy
60296	mu&omin
60298	>uwla`^}ik
kaAna
saEoy
60302	m~a$okuwr
kul~
>amad~a
ha`*aA
60307	ha`*aA
min
EaTaA^'
rab~
60313	maA
kaAna
EaTaA^'
rab~
60318	maHoZuwr
n~aZara
kayof
faD~ala
60323	baEoD
60325	EalaY`
baEoD
60330	A^xir
>akobar
darajap
60334	>akobar
tafoDiyl
laA
jaEala
maE
{ll~ah
<ila`h
A^xar
60343	qaEada
ma*omuwm
m~axo*uwl
60347	qaDaY`^
rab~
60350	>an
laA
Eabada
60354	<il~aA
<iy~aA
60359	waAlid
<iHosa`n
<im~aA
balaga
60364	Eind
60367	kibar
>aHad
60370	>aw
kilaA
60374	laA
qaAla
60378	>uf~
60380	laA
tanoharo
60384	qaAla
60387	qawol
kariym
60390	{xofiDo
60393	janaAH
60395	*~ul~
min
60398	raHomap
60400	qaAla
rab~
60403	r~aHima
60406	maA
rab~aya
60410	Sagiyr
rab~
60413	>aEolam
60415	maA
fiY
nafos
60419	<in
kaAna
60422	Sa`liH
60424	<in~
60426	kaAna
60429	>aw~aAb
gafuwr
60432	A^taY
*aA
60435	qurobaY`
Haq~
60440	misokiyn
60442	{bon
60444	sabiyl
60446	laA
tuba*~iro
tabo*iyr
<in~
60451	muba*~iriyn
kaAna
60454	>ax
60456	$ayoTa`n
60458	kaAna
60460	$ayoTa`n
60462	rab~
60464	kafuwr
60466	<im~aA
>aEoraDa
60469	Ean
60471	{botigaA^'
raHomap
min
rab~
60476	yarojuwA@
60479	qaAla
60482	qawol
m~ayosuwr
60485	laA
jaEala
yad
60489	magoluwlap
<ilaY`
Eunuq
60494	laA
basaTa
60497	kul~
60499	basoT
60501	qaEada
maluwm
m~aHosuwr
<in~
rab~
60507	basaTa
60509	rizoq
60511	man
$aA^'a
60514	qadara
<in~
60517	kaAna
60519	Eabod
60521	xabiyr
baSiyr
60524	laA
qatala
60527	walad
60529	xa$oyap
<imola`q
60532	razaqa
60535	<iy~aA
<in~
qatol
60539	kaAna
xiTo_#
kabiyr
60543	laA
yaqorabu
60547	z~inaY`^
<in~
60550	kaAna
fa`Hi$ap
60553	saA^'a
sabiyl
60556	laA
qatala
60560	nafos
{l~a*iY
Har~ama
{ll~ah
<il~aA
60567	Haq~
60569	man
qatala
maZoluwm
60573	qad
jaEala
60577	waliY~
60579	suloTa`n
60581	laA
>asorafa
fiY
60585	qatol
<in~
60588	kaAna
manSuwr
60591	laA
yaqorabu
60594	maAl
60596	yatiym
<il~aA
60599	{l~a*iY
60601	>aHosan
Hat~aY`
balaga
>a$ud~
60607	>awofaY`
60611	Eahod
<in~
60614	Eahod
kaAna
maso_#uwl
60618	>awofaY`
60621	kayol
<i*aA
kaAlu
60626	w~azanu
60630	qisoTaAs
60632	m~usotaqiym
*a`lik
xayor
60636	>aHosan
ta>owiyl
60639	laA
taqofu
maA
l~ayosa
60647	Eilom
<in~
60650	samoE
60653	baSar
60656	fu&aAd
kul~
>uwla`^}ik
kaAna
Ean
60662	maso_#uwl
60664	laA
m~a$a
fiY
60668	>aroD
maraH
<in~
60672	lan
xaraqa
60675	>aroD
60677	lan
balaga
60680	jabal
Tuwl
kul~
*a`lik
kaAna
say~i}
60687	Eind
rab~
60690	makoruwh
*a`lik
min
maA
>awoHaY`^
<ilaY`
60697	rab~
60699	min
60701	Hikomap
60703	laA
jaEala
maE
{ll~ah
<ila`h
A^xar
60710	>aloqaY`^
fiY
jahan~am
maluwm
m~adoHuwr
60717	>aSofaY`
60719	rab~
60723	bunaY~
60725	{t~axa*a
min
60728	malak
>unvaY`
<in~
60733	qaAla
60735	qawol
EaZiym
60739	qad
Sar~afo
60742	fiY
ha`*aA
60745	quro'aAn
60747	ta*ak~ara
60750	maA
zaAda
60753	<il~aA
nufuwr
qaAla
law
kaAna
maE
60760	<ila`h
60762	maA
qaAla
60765	<i*FA
60767	{botagaY`
60769	<ilaY`
*uw
60772	Earo$
sabiyl
suboHa`n
60777	taEa`laY`
Ean
maA
qaAla
60782	Euluw~
kabiyr
sab~aHa
60788	samaA^'
60790	saboE
60793	>aroD
60795	man
fiY
60799	<in
min
$aYo'
<il~aA
sab~aHa
60805	Hamod
60808	la`kin
laA
yafoqahu
60812	tasobiyH
60814	<in~
60816	kaAna
Haliym
gafuwr
60820	<i*aA
qara>a
60824	quro'aAn
jaEala
60827	bayon
60830	bayon
{l~a*iY
laA
'aAmana
60837	A^xir
HijaAb
m~asotuwr
60841	jaEala
60843	EalaY`
qalob
60846	>akin~ap
>an
yafoqahu
60852	fiY
>u*unN
60855	waqor
60857	<i*aA
*akara
60860	rab~
60862	fiY
60864	quro'aAn
waHod
60867	wal~aY`
60869	EalaY`
dubur
60872	nufuwr
60874	>aEolam
60876	maA
{sotamaEa
60881	<i*
{sotamaEa
60884	<ilaY`
60887	<i*
60889	najowaY`^
<i*
qaAla
60893	ZaAlim
<in
{t~abaEa
60897	<il~aA
rajul
m~asoHuwr
n~aZara
kayof
Daraba
60907	maval
60909	Dal~a
60912	laA
{sotaTaAEa
60915	sabiyl
60917	qaAla
60920	<i*aA
kaAna
60923	EaZiym
60925	rufa`t
60927	<in~
60930	m~aboEuwvuwn
xaloq
jadiyd
qaAla
kaAna
60936	HijaArap
>aw
Hadiyd
>aw
xaloq
min
maA
kabura
fiY
Sador
60949	qaAla
60951	man
>uEiydu
60954	qaAla
{l~a*iY
faTara
60958	>aw~al
mar~ap
60962	yunogiDu
60964	<ilaY`
60966	ra>os
60969	qaAla
60971	mataY`
60973	qaAla
EasaY
>an
kaAna
qariyb
yawom
daEaA
60982	{sotajaAba
60985	Hamod
60988	Zan~a
60990	<in
labiva
60993	<il~aA
qaliyl
60996	qaAla
60998	Eabod
61000	qaAla
61002	{l~a*iY
61004	>aHosan
<in~
61007	$ayoTa`n
n~azaga
bayon
61011	<in~
61013	$ayoTa`n
kaAna
61017	<insa`n
Eaduw~
m~ubiyn
rab~
61022	>aEolam
61025	<in
$aA^'a
r~aHima
61029	>aw
<in
$aA^'a
Ea*~aba
61035	maA
>arosala
61039	EalaY`
61041	wakiyl
61043	rab~
61045	>aEolam
61047	man
fiY
61050	samaA^'
61053	>aroD
61056	qad
faD~ala
61059	baEoD
61061	n~abiY~
EalaY`
baEoD
61065	A^taY
61067	daAwud
zabuwr
qaAla
daEaA
61072	{l~a*iY
zaEama
61075	min
duwn
61079	laA
malakato
61082	ka$of
61084	Dur~
Ean
61088	laA
taHowiyl
>uwla`^}ik
{l~a*iY
daEaA
61094	{botagaY`
61096	<ilaY`
rab~
61100	wasiylap
>aY~
61103	>aqorab
61105	yarojuwA@
61107	raHomap
61110	xaAfa
61112	Ea*aAb
61114	<in~
Ea*aAb
rab~
61118	kaAna
maHo*uwr
61121	<in
min
qaroyap
<il~aA
61126	muholik
61128	qabol
yawom
61131	qiya`map
>aw
muEa*~ib
61135	Ea*aAb
$adiyd
kaAna
*a`lik
fiY
61141	kita`b
masoTuwr
61144	maA
m~anaEa
61147	>an
>arosala
61151	'aAyap
<il~aA
>an
ka*~aba
61158	>aw~al
61160	A^taY
61162	vamuwd
61164	naAqap
muboSirap
61167	Zalama
61172	maA
>arosala
61176	'aAyap
<il~aA
taxowiyf
61180	<i*
qaAla
61185	<in~
rab~
61188	>aHaATa
61191	n~aAs
61193	maA
jaEala
61197	r~u'oyaA
{l~a*iY
>arayo
61202	<il~aA
fitonap
61206	n~aAs
61209	$ajarap
61211	maloEuwnap
fiY
61214	quro'aAn
61216	yuxaw~ifu
61219	maA
zaAda
61222	<il~aA
Tugoya`n
kabiyr
61226	<i*
qaAla
61231	malak
sajada
61235	A^dam
61237	sajada
61239	<il~aA
<iboliys
qaAla
61243	sajada
61245	man
xalaqa
61248	Tiyn
qaAla
61251	ra'aA
61254	ha`*aA
{l~a*iY
kar~amo
61258	EalaY`
61261	<in
>ax~ara
61265	<ilaY`
yawom
61268	qiya`map
61270	>aHotanika
61272	*ur~iy~ap
61274	<il~aA
qaliyl
qaAla
*ahaba
61279	man
tabiEa
61282	min
61285	<in~
jahan~am
jazaA^'
61289	jazaA^'
m~awofuwr
61292	yasotafiz~a
man
{sotaTaAEa
61296	min
61299	Sawot
61302	>ajolibo
EalaY`
61306	xayol
61309	rajil
61312	$aAriko
61314	fiY
61316	maAl
61319	walad
61321	waEada
61324	maA
waEada
61328	$ayoTa`n
<il~aA
guruwr
<in~
Eabod
61334	l~ayosa
61337	EalaY`
61339	suloTa`n
61341	kafaY`
61343	rab~
61345	wakiyl
rab~
61348	{l~a*iY
yuzojiY
61353	fulok
fiY
61356	baHor
61358	{botagaY`
61360	min
faDol
61363	<in~
61365	kaAna
61368	r~aHiym
61370	<i*aA
mas~a
61374	Dur~
fiY
61377	baHor
Dal~a
man
daEaA
61382	<il~aA
<iy~aA
61385	lam~aA
naj~aY`
61388	<ilaY`
61390	bar~
>aEoraDa
61394	kaAna
61396	<insa`n
kafuwr
61400	>amina
61402	>an
xasafa
61406	jaAnib
61408	bar~
>aw
>arosala
EalaY`
61413	HaASib
vum~
laA
wajada
61420	wakiyl
>am
>amina
61424	>an
>uEiydu
61427	fiY
61429	taArap
A^xar
61432	>arosala
EalaY`
61435	qaASif
min
61438	riyH
61440	>ugoriqu
61443	maA
kafara
61446	vum~
laA
wajada
61452	EalaY`
61456	tabiyE
61459	qad
kar~amo
61462	bunaY~
A^dam
61465	Hamala
61468	fiY
61470	bar~
61473	baHor
61475	razaqa
61478	min
61480	Tay~iba`t
61482	faD~ala
61485	EalaY`
kaviyr
min
man
xalaqa
61491	tafoDiyl
yawom
daEaA
kul~
<insa`n
61497	<imaAm
61500	man
A^taY
kita`b
61505	yamiyn
61508	>uwla`^}ik
qara>a
61511	kita`b
61514	laA
Zalama
61517	fatiyl
61519	man
kaAna
fiY
ha`*aA
>aEomaY`
61526	fiY
61528	A^xir
>aEomaY`
61531	>aDal~
sabiyl
61534	<in
kaAda
61538	fatanu
61541	Ean
{l~a*iY
>awoHaY`^
61545	<ilaY`
61548	{fotaraY`
EalaY`
61551	gayor
61554	<i*FA
61556	{t~axa*a
61559	xaliyl
61561	lawolaA^
>an
vab~ato
61567	qad
kaAda
61570	tarokanu
<ilaY`
61573	$aYo'
qaliyl
<i*FA
61577	>a*aAqa
61580	DiEof
61582	Hayaw`p
61584	DiEof
61586	mamaAt
vum~
laA
wajada
61592	EalaY`
61594	naSiyr
61596	<in
kaAda
61600	yasotafiz~a
61603	min
61605	>aroD
61607	>axoraja
61610	min
61613	<i*FA
laA
labiva
61617	xila`f
61619	<il~aA
qaliyl
sun~ap
man
qad
>arosala
61626	qabol
61628	min
rasuwl
61632	laA
wajada
61635	sun~ap
61637	taHowiyl
>aqaAma
61640	Salaw`p
61642	duluwk
61644	$amos
<ilaY`
gasaq
61648	layol
61650	quro'aAn
61652	fajor
<in~
quro'aAn
61656	fajor
kaAna
ma$ohuwd
61660	min
61662	layol
61664	tahaj~ado
61667	naAfilap
61670	EasaY
>an
baEava
61674	rab~
61676	maqaAm
m~aHomuwd
61679	qaAla
rab~
61682	>udoxila
61684	m~udoxal
Sidoq
61687	>axoraja
61689	muxoraj
Sidoq
61692	jaEala
61695	min
l~adun
61698	suloTa`n
naSiyr
61701	qaAla
jaA^'a
61704	Haq~
61706	zahaqa
61708	ba`Til
<in~
61711	ba`Til
kaAna
zahuwq
61715	naz~ala
min
61718	quro'aAn
maA
61721	$ifaA^'
61723	raHomap
61726	mu&omin
61728	laA
zaAda
61731	ZaAlim
<il~aA
xasaAr
61735	<i*aA
>anoEama
61738	EalaY`
61740	<insa`n
>aEoraDa
61743	na_#aA
61745	jaAnib
61748	<i*aA
mas~a
61752	$ar~
kaAna
ya_#uws
qaAla
kul~
Eamila
EalaY`
$aAkilat
61762	rab~
61764	>aEolam
61766	man
61768	>ahodaY`
sabiyl
61771	sa>ala
61774	Ean
61776	ruwH
qaAla
61779	ruwH
min
>amor
rab~
61785	maA
A^taY
61788	min
61790	Eilom
<il~aA
qaliyl
61795	<in
$aA^'a
61799	*ahaba
61802	{l~a*iY
>awoHaY`^
61805	<ilaY`
61807	vum~
laA
wajada
61814	EalaY`
61816	wakiyl
<il~aA
raHomap
min
rab~
61822	<in~
faDol
61825	kaAna
EalaY`
61828	kabiyr
qaAla
61831	<in
{jotamaEu
61834	<ins
61837	jin~
EalaY`
>an
>ataY
61843	mivol
ha`*aA
61846	quro'aAn
laA
>ataY
61851	mivol
61854	law
kaAna
baEoD
61859	baEoD
Zahiyr
61863	qad
Sar~afo
61868	n~aAs
fiY
ha`*aA
61872	quro'aAn
min
kul~
maval
61877	>abaY
>akovar
61880	n~aAs
<il~aA
kufuwr
61884	qaAla
61886	lan
'aAmana
61890	Hat~aY`
yafojura
61894	min
61896	>aroD
yanbuwE
>aw
kaAna
61902	jan~ap
min
n~axiyl
61906	Einab
61908	fuj~irato
61910	nahar
xila`l
61913	tafojiyr
>aw
tusoqiTa
61917	samaA^'
61919	maA
zaEama
61922	EalaY`
61924	kisaf
>aw
>ataY
61928	{ll~ah
61931	malak
qabiyl
>aw
kaAna
61937	bayot
min
zuxoruf
>aw
taroqaY`
fiY
61944	samaA^'
61946	lan
'aAmana
61949	ruqiy~
61951	Hat~aY`
naz~ala
EalaY`
61955	kita`b
qara>a
61958	qaAla
suboHa`n
rab~
61962	hal
kaAna
61965	<il~aA
ba$ar
rasuwl
61969	maA
m~anaEa
61972	n~aAs
>an
'aAmana
61976	<i*
jaA^'a
61980	hudFY
<il~aA
>an
qaAla
61986	baEava
{ll~ah
ba$ar
rasuwl
qaAla
law
kaAna
fiY
61995	>aroD
malak
m~a$a
61999	muToma}in~
62001	naz~ala
62003	EalaY`
62005	min
62007	samaA^'
malak
rasuwl
qaAla
kafaY`
62013	{ll~ah
$ahiyd
bayon
62018	bayon
62020	<in~
62022	kaAna
62024	Eabod
62026	xabiyr
baSiyr
62029	man
hadaY
{ll~ah
62035	m~uhotad
62037	man
>aDal~a
62040	lan
wajada
62044	waliY~
min
duwn
62049	Ha$ara
62051	yawom
62053	qiya`map
EalaY`
wajoh
62057	>aEomaY`
62059	>abokam
62061	>aSam~
ma>owaY`
62064	jahan~am
kul~amaA
maA
xabato
zaAda
62071	saEiyr
*a`lik
jazaA^'
62076	>an~
62078	kafara
62081	'aAyap
62084	qaAla
62087	<i*aA
kaAna
62090	EaZiym
62092	rufa`t
62094	<in~
62097	m~aboEuwvuwn
xaloq
jadiyd
62102	lam
ra'aA
62105	>an~
{ll~ah
{l~a*iY
xalaqa
62110	samaA^'
62113	>aroD
qaAdir
EalaY`
>an
xalaqa
mivol
62121	jaEala
62124	>ajal
laA
rayob
fiY
62130	>abaY
62132	ZaAlim
<il~aA
kufuwr
qaAla
law
62138	malakato
62140	xazaA^}in
raHomap
rab~
62144	<i*FA
62146	>amosaka
62148	xa$oyap
62150	<infaAq
62152	kaAna
62154	<insa`n
qatuwr
62158	qad
A^taY
62161	muwsaY`
tisoE
'aAyap
bay~inap
62166	sa>ala
bunaY~
<isoraA}iyl
<i*
jaA^'a
62173	qaAla
62176	firoEawon
<in~
62180	Zan~a
62183	muwsaY`
m~asoHuwr
qaAla
62187	qad
Ealima
62190	maA
>anzala
ha`*aA
<il~aA
rab~
62196	samaA^'
62199	>aroD
baSiyrap
62202	<in~
62205	Zan~a
62208	firoEawon
mavobuwr
62211	>araAda
>an
yasotafiz~a
62215	min
62217	>aroD
62219	>ugoriqu
62223	man
maE
62226	jamiyE
62228	qaAla
62230	min
baEod
62234	bunaY~
<isoraA}iyl
sakana
62239	>aroD
62241	<i*aA
jaA^'a
waEod
62245	A^xir
jaA^'a
62250	lafiyf
62254	Haq~
>anzala
62261	Haq~
nazala
62264	maA
>arosala
62268	<il~aA
muba$~ir
62271	na*iyr
62273	quro'aAn
faraqo
62278	qara>a
62280	EalaY`
62282	n~aAs
EalaY`
mukov
62286	naz~ala
62289	tanziyl
qaAla
'aAmana
62295	>aw
laA
'aAmana
62299	<in~
{l~a*iY
A^taY
62304	Eilom
min
qabol
62308	<i*aA
talaY`
EalaY`
62312	xar~a
62316	>a*oqaAn
saAjid
62319	qaAla
62321	suboHa`n
rab~
62324	<in
kaAna
waEod
rab~
62330	mafoEuwl
62332	xar~a
62336	>a*oqaAn
bakato
62340	zaAda
62342	xu$uwE
qaAla
daEaA
62346	{ll~ah
>aw
daEaA
62351	r~aHoma`n
>aY~
maA
daEaA
62360	{som
62362	HusonaY`
62364	laA
jahara
62367	Salaw`p
62370	laA
tuxaAfito
62375	{botagaY`
bayon
*a`lik
sabiyl
62380	qaAla
62382	Hamod
62384	{ll~ah
{l~a*iY
lam
{t~axa*a
walad
62390	lam
kaAna
62394	$ariyk
fiY
62397	mulok
62399	lam
kaAna
62403	waliY~
min
62406	*~ul~
62408	kab~iro
62410	takobiyr
62412	Hamod
62414	{ll~ah
{l~a*iY
>anzala
EalaY`
Eabod
62421	kita`b
62423	lam
jaEala
62427	Eiwaj
qay~im
62430	>an*ara
ba>os
$adiyd
min
l~adun
62437	bu$~ira
62439	mu&omin
{l~a*iY
Eamila
62444	S~a`liHa`t
>an~
62448	>ajor
Hasan
m~a`kiviyn
fiY
62453	>abadFA
62455	>an*ara
{l~a*iY
qaAla
62459	{t~axa*a
{ll~ah
walad
maA
62467	min
Eilom
62470	laA
62472	A^baA'
62474	kabura
kalimap
xaraja
min
>afowa`h
62480	<in
qaAla
62483	<il~aA
ka*ib
62486	laEal~
62488	ba`xiE
nafos
62491	EalaY`
>avar
62494	<in
lam
'aAmana
62499	ha`*aA
62501	Hadiyv
>asaf
<in~
62505	jaEala
62507	maA
EalaY`
62510	>aroD
ziynap
62515	balawo
62517	>aY~
62519	>aHosan
Eamal
62522	<in~
62525	jaAEil
maA
EalaY`
62529	SaEiyd
juruz
>am
Hasiba
62534	>an~
>aSoHa`b
62537	kahof
62540	r~aqiym
kaAna
62543	min
'aAyap
62546	Eajab
<i*
>awaY
62550	fitoyap
<ilaY`
62553	kahof
62555	qaAla
62557	rab~
62559	A^taY
62561	min
l~adun
62564	raHomap
62566	yuhay~i}o
62569	min
>amor
62572	ra$ad
62574	Daraba
62576	EalaY`
>u*unN
62579	fiY
62581	kahof
siniyn
Eadad
vum~
baEava
62589	Ealima
>aY~
62592	Hizob
>aHoSaY`2
62595	maA
labiva
62598	>amad
62600	qaS~a
EalaY`
62603	naba>
62607	Haq~
<in~
62610	fitoyap
'aAmana
62614	rab~
62617	zaAda
62620	hudFY
62622	r~abaTo
62624	EalaY`
qalob
62627	<i*
qaAma
62631	qaAla
62633	rab~
62635	rab~
62637	samaA^'
62640	>aroD
lan
daEaA
min
duwn
62646	<ila`h
62648	qad
qaAla
62651	<i*FA
$aTaT
ha`*aA
qawom
62656	{t~axa*a
62658	min
duwn
62661	<ila`h
lawolaA^
>ataY
62665	EalaY`
62668	suloTa`n
bay~in
62671	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
62680	<i*
{Eotazala
62685	maA
Eabada
62688	<il~aA
{ll~ah
62691	>awaY
62693	<ilaY`
62695	kahof
nu$irato
62699	rab~
62701	min
raHomap
62705	yuhay~i}o
62708	min
>amor
62711	m~irofaq
62713	ra'aA
62715	$amos
<i*aA
TalaEat
t~aza`waru
Ean
kahof
62722	*uw
62724	yamiyn
62726	<i*aA
garabat
t~aqoriDu
62730	*uw
62732	$~imaAl
62735	fiY
fajowap
min
62739	*a`lik
min
'aAyap
{ll~ah
man
hadaY
{ll~ah
62749	m~uhotad
62751	man
>aDal~a
62754	lan
wajada
62758	waliY~
m~uro$id
62761	Hasiba
62763	>ayoqaAZ
62766	ruquwd
62768	qal~abu
62770	*uw
62772	yamiyn
62774	*uw
62776	$~imaAl
62778	kalob
62780	ba`siT
*iraAE
62785	waSiyd
law
T~alaEa
62789	EalaY`
62792	wal~aY`
62794	min
62796	firaAr
62799	muli}ato
62801	min
62803	ruEob
62806	*a`lik
baEava
62811	yatasaA^'alu
62813	bayon
62815	qaAla
qaA^}il
min
62819	kam
labiva
62822	qaAla
62824	labiva
62826	yawom
>aw
baEoD
yawom
qaAla
62832	rab~
62834	>aEolam
62836	maA
labiva
62840	baEava
62842	>aHad
62845	wariq
62847	ha`*aA
<ilaY`
62850	madiynap
62853	n~aZara
>ay~uhaA
>azokaY`
TaEaAm
62859	>ataY
62862	rizoq
min
62867	yatalaT~afo
62869	laA
yu$oEiru
62874	>aHad
<in~
62877	<in
Zahara
62880	EalaY`
62882	rajamo
62885	>aw
>uEiydu
62889	fiY
mil~ap
62893	lan
>afolaHa
62896	<i*FA
>abadFA
62900	*a`lik
>aEovaro
62903	EalaY`
62906	Ealima
62908	>an~
waEod
{ll~ah
Haq~
62913	>an~
62915	saAEap
laA
rayob
fiY
62920	<i*
tana`zaEu
62923	bayon
62925	>amor
62928	qaAla
62930	banaY`
62932	EalaY`
62934	bunoya`n
rab~
62937	>aEolam
62940	qaAla
{l~a*iY
galabu
62944	EalaY`
>amor
62948	{t~axa*a
62950	EalaY`
62952	masojid
62954	qaAla
62956	vala`vap
raAbiE
62959	kalob
62962	qaAla
62964	xamosap
saAdis
62967	kalob
62969	rajom
62972	gayob
62974	qaAla
62976	saboEap
62978	vaAmin
62980	kalob
62982	qaAla
rab~
62985	>aEolam
62987	Eid~ap
62989	maA
Ealima
62992	<il~aA
qaliyl
62995	laA
tumaAri
fiY
62999	<il~aA
miraA^'
Za`hir
63003	laA
yasotafotu
fiY
63007	min
63009	>aHad
63011	laA
qaAla
63015	$aYo'
<in~
63018	faAEil
*a`lik
gad
<il~aA
>an
$aA^'a
{ll~ah
63026	*akara
rab~
63029	<i*aA
nasiYa
63033	qaAla
EasaY
>an
hadaY
63038	rab~
63041	>aqorab
min
ha`*aA
ra$ad
63046	labiva
63048	fiY
kahof
63051	vala`v
miA}ap
siniyn
63055	{zodaAdu
63057	tisoE
qaAla
{ll~ah
>aEolam
63062	maA
labiva
63067	gayob
63069	samaA^'
63072	>aroD
>aboSara
63077	>asomaEa
maA
63081	min
duwn
63084	min
waliY~
63087	laA
>a$oraka
fiY
Hukom
63092	>aHad
63094	talaY`
maA
>awoHaY`^
<ilaY`
63099	min
kita`b
rab~
63103	laA
mubad~il
63106	kalima`t
63109	lan
wajada
min
duwn
63114	mulotaHad
63116	Sabara
nafos
63119	maE
{l~a*iY
daEaA
63123	rab~
63127	gadaw`p
63130	Ea$iY~
>araAda
63133	wajoh
63136	laA
yaEodu
Eayon
63140	Ean
63142	>araAda
ziynap
63145	Hayaw`p
63147	d~unoyaA
63149	laA
>aTaAEa
man
>agofalo
63154	qalob
63156	Ean
*ikor
63160	{t~abaEa
hawaA^'
63164	kaAna
>amor
63167	furuT
63169	qaAla
63171	Haq~
min
rab~
63176	man
$aA^'a
63180	'aAmana
63182	man
$aA^'a
63186	kafara
<in~
63189	>aEotadato
63193	ZaAlim
naAr
>aHaATa
63198	suraAdiq
63201	<in
{sotaga`va
63204	yugaAvu
63207	maA^'
63210	muhol
ya$owiY
63213	wajoh
bi}osa
63216	$araAb
63218	saA^'a
murotafaq
<in~
{l~a*iY
'aAmana
63225	Eamila
63228	S~a`liHa`t
<in~
63231	laA
>aDaAEu
>ajor
man
>aHosana
Eamal
>uwla`^}ik
63240	jan~ap
Eadon
jarayo
min
taHot
63247	nahar
Hul~u
63250	fiY
63252	min
>asaAwir
min
*ahab
63257	labaso
63259	viyaAb
xuDor
min
sundus
63264	<isotaboraq
mut~aki_#iyn
fiY
63268	EalaY`
63270	>araA^}ik
niEoma
63273	vawaAb
63275	Hasuna
murotafaq
63278	Daraba
63281	maval
rajul
jaEala
63286	>aHad
63288	jan~ap
min
Einab
63292	Hafafo
63296	naxol
63298	jaEala
63300	bayon
63302	zaroE
kilotaA
63305	jan~ap
A^taY
>ukul
63310	lam
Zalama
min
63314	$aYo'
63316	fuj~irato
63318	xila`l
63320	nahar
63322	kaAna
63325	vamar
63327	qaAla
63329	SaAHib
63333	yuHaAwiru
63336	>akovar
min
63339	maAl
63341	>aEaz~
nafar
63344	daxala
jan~ap
63349	ZaAlim
63351	nafos
63353	qaAla
maA
Zan~a
>an
tabiyda
ha`*aA
>abadFA
63361	maA
Zan~a
63364	saAEap
qaA^}imap
63368	<in
rad~a
63371	<ilaY`
rab~
63375	wajada
63377	xayor
min
63380	munqalab
qaAla
63384	SaAHib
63388	yuHaAwiru
63391	kafara
63394	{l~a*iY
xalaqa
63397	min
turaAb
vum~
min
n~uTofap
vum~
saw~aY`
63405	rajul
la`kin
63409	{ll~ah
rab~
63413	laA
>a$oraka
63416	rab~
63418	>aHad
63420	lawolaA^
<i*
daxala
63424	jan~ap
63426	qaAla
63428	maA
$aA^'a
{ll~ah
laA
quw~ap
<il~aA
63435	{ll~ah
<in
ra'aA
63440	>aqal~
min
63443	maAl
63445	walad
63447	EasaY
rab~
63450	>an
A^taY
63453	xayor
min
jan~ap
63458	>arosala
EalaY`
63461	HusobaAn
min
63464	samaA^'
63466	>aSobaHa
SaEiyd
zalaq
>aw
>aSobaHa
maA^'
63473	gawor
63475	lan
{sotaTaAEa
63479	Talab
63481	>aHaATa
63483	vamar
63486	>aSobaHa
qal~abu
kaf~ay
63490	EalaY`
maA
>anfaqa
fiY
63497	xaAwiyap
EalaY`
Earo$
63502	qaAla
63504	layot
63506	lam
>a$oraka
63509	rab~
63511	>aHad
63513	lam
kaAna
63517	fi}ap
naSara
63521	min
duwn
{ll~ah
63525	maA
kaAna
m~untaSir
hunaAlik
63530	wala`yat
63532	{ll~ah
63534	Haq~
63536	xayor
vawaAb
63539	xayor
Euqob
63542	Daraba
63545	maval
63547	Hayaw`p
63549	d~unoyaA
63551	maA^'
>anzala
63555	min
63557	samaA^'
63559	{xotalaTa
63562	nabaAt
63564	>aroD
63566	>aSobaHa
ha$iym
ta*oruw
63571	riyH
63573	kaAna
{ll~ah
EalaY`
kul~
$aYo'
m~uqotadir
63580	maAl
63583	bunaY~
ziynap
63586	Hayaw`p
63588	d~unoyaA
63591	ba`qiya`t
63593	S~a`liHa`t
xayor
Eind
rab~
63598	vawaAb
63600	xayor
>amal
63603	yawom
suy~irato
63606	jabal
63608	ra'aA
63610	>aroD
baArizap
63613	Ha$ara
63617	lam
yugaAdiru
min
63621	>aHad
63623	EaraDa
63625	EalaY`
rab~
63628	Saf~
63630	qad
jaA^'a
63635	maA
xalaqa
63639	>aw~al
mar~ap
bal
zaEama
63644	>an
lan
jaEala
63649	m~awoEid
63651	waDaEa
63653	kita`b
63655	ra'aA
63657	mujorim
mu$ofiquwn
min
maA
fiY
63664	qaAla
63667	wayol
63669	maA
ha`*aA
63672	kita`b
laA
yugaAdiru
Sagiyrap
63677	laA
kabiyrap
<il~aA
>aHoSaY`
63683	wajada
63685	maA
Eamila
63688	HaADir
63690	laA
Zalama
rab~
63694	>aHad
63696	<i*
qaAla
63701	malak
sajada
63705	A^dam
63707	sajada
63709	<il~aA
<iboliys
kaAna
min
63714	jin~
63716	fasaqa
Ean
>amor
rab~
63723	{t~axa*a
63727	*ur~iy~ap
63729	waliY~
min
duwn
63737	Eaduw~
bi}osa
63741	ZaAlim
badal
maA
>a$ohada
63747	xaloq
63749	samaA^'
63752	>aroD
63754	laA
xaloq
nafos
63759	maA
kaAna
63762	mut~axi*
63764	m~uDil~
EaDud
63767	yawom
qaAla
naAdaY`
63771	$ariyk
63773	{l~a*iY
zaEama
63777	daEaA
63781	lam
{sotajaAba
63787	jaEala
63789	bayon
63791	m~awobiq
63793	ra'aA
63795	mujorim
63797	naAr
63799	Zan~a
63801	>an~
63803	m~uwaAqiEuw
63806	lam
wajada
63809	Ean
63811	maSorif
63814	qad
Sar~afo
63817	fiY
ha`*aA
63820	quro'aAn
63823	n~aAs
min
kul~
maval
63828	kaAna
63830	<insa`n
>akovar
$aYo'
jadal
63835	maA
m~anaEa
63838	n~aAs
>an
'aAmana
63842	<i*
jaA^'a
63846	hudFY
63848	{sotagofara
63850	rab~
63852	<il~aA
>an
>ataY
63856	sun~ap
63858	>aw~al
>aw
>ataY
63863	Ea*aAb
qubul
63866	maA
>arosala
63869	m~urosal
<il~aA
muba$~ir
63873	mun*ir
63875	ja`dalu
{l~a*iY
kafara
63881	ba`Til
63883	yudoHiDu
63888	Haq~
63890	{t~axa*a
63892	'aAyap
63895	maA
>an*ara
63898	huzuw
63900	man
>aZolam
min
man
*uk~ira
63906	'aAyap
rab~
63910	>aEoraDa
Ean
63914	nasiYa
maA
qad~ama
yad
63919	<in~
63921	jaEala
63923	EalaY`
qalob
63926	>akin~ap
>an
yafoqahu
63932	fiY
>u*unN
63935	waqor
63937	<in
daEaA
63940	<ilaY`
63942	hudFY
63944	lan
{hotadaY`
63947	<i*FA
>abadFA
63950	rab~
63953	gafuwr
*uw
63956	raHomap
law
yu&aAxi*u
63961	maA
kasaba
63965	Eaj~ala
63969	Ea*aAb
bal
63973	m~awoEid
lan
wajada
63977	min
duwn
63980	mawo}il
63982	*a`lik
63984	qaroyap
>aholaka
63988	lam~aA
Zalama
63992	jaEala
63995	maholik
63997	m~awoEid
63999	<i*
qaAla
muwsaY`
64003	fataY`
64005	laA
>aboraHa
Hat~aY`
balaga
majomaE
64011	baHor
>aw
maDaY`
Huqub
64016	lam~aA
balaga
64019	majomaE
bayon
64022	nasiYa
64024	Huwt
64027	{t~axa*a
sabiyl
64030	fiY
64032	baHor
sarab
64035	lam~aA
jaAwaza
64038	qaAla
64040	fataY`
64042	A^taY
64044	gadaA^'
64047	qad
laqu
64050	min
safar
64053	ha`*aA
naSab
qaAla
64057	ra'aA
64059	<i*
>awaY
64062	<ilaY`
64064	Saxorap
64066	<in~
64068	nasiYa
64071	Huwt
64073	maA
>ansaY`
64077	<il~aA
64079	$ayoTa`n
>an
*akara
64084	{t~axa*a
sabiyl
64087	fiY
64089	baHor
Eajab
qaAla
*a`lik
maA
kaAna
64096	bagaY`
64098	{rotad~a
64100	EalaY`
>avar
64103	qaSaS
64105	wajada
64107	Eabod
min
Eabod
64111	A^taY
64114	raHomap
min
Eind
64119	Eal~ama
64122	min
l~adun
64125	Eilom
qaAla
64129	muwsaY`
hal
{t~abaEa
64133	EalaY`
>an
Eal~ama
64137	min
maA
Eal~ama
64141	ru$od
qaAla
<in~
64145	lan
{sotaTaAEa
maE
64149	Sabor
64151	kayof
Sabara
EalaY`
maA
lam
>aHaATa
64159	xubor
qaAla
64162	wajada
64164	<in
$aA^'a
{ll~ah
SaAbir
64169	laA
EaSaA
64173	>amor
qaAla
64176	<in
{t~abaEa
64181	laA
sa>ala
64184	Ean
$aYo'
Hat~aY`
yuHodivu
64190	min
64192	*ikor
64194	{nTalaqa
64196	Hat~aY`
<i*aA
rakiba
64200	fiY
64202	safiynap
xaraqa
64205	qaAla
64207	xaraqa
64211	>ugoriqu
>ahol
64215	qad
jaA^'a
64218	$aYo'
<imor
qaAla
64222	lam
qaAla
<in~
64226	lan
{sotaTaAEa
maE
64230	Sabor
qaAla
laA
yu&aAxi*u
64236	maA
nasiYa
64240	laA
yurohiqa
64243	min
>amor
64246	Eusor
64248	{nTalaqa
64250	Hat~aY`
<i*aA
laqu
64254	gula`m
64256	qatala
64258	qaAla
64260	qatala
64262	nafos
zakiy~ap
64265	gayor
nafos
64268	qad
jaA^'a
64271	$aYo'
n~ukor
qaAla
64275	lam
qaAla
64279	<in~
64281	lan
{sotaTaAEa
maE
64285	Sabor
qaAla
<in
sa>ala
64291	Ean
$aYo'
baEod
64296	laA
tuSa`Hibo
64299	qad
balaga
64302	min
l~adun
64305	Eu*or
64307	{nTalaqa
64309	Hat~aY`
<i*aA
>ataY
64313	>ahol
qaroyap
{sotaToEama
64317	>ahol
64320	>abaY
64322	>an
yuDay~ifu
64327	wajada
64329	fiY
64331	jidaAr
>araAda
>an
yanqaD~a
64336	>aqaAma
64338	qaAla
law
$aA^'a
64343	{t~axa*a
64345	EalaY`
64347	>ajor
qaAla
ha`*aA
firaAq
bayon
64354	bayon
64357	nab~a>a
64360	ta>owiyl
maA
lam
{sotaTaAEa
EalaY`
64366	Sabor
>am~aA
64369	safiynap
64371	kaAna
64373	misokiyn
Eamila
64376	fiY
64378	baHor
64380	>araAda
64382	>an
>aEiyba
64386	kaAna
waraA^'
64389	malik
>axa*a
kul~
safiynap
gaSob
64395	>am~aA
64397	gula`m
64399	kaAna
>abawaAn
64402	mu&omin
64404	xa$iYa
64406	>an
yurohiqa
64409	Tugoya`n
64411	kufor
64413	>araAda
64415	>an
yubodila
64418	rab~
64420	xayor
min
64423	zakaw`p
64425	>aqorab
ruHom
64428	>am~aA
64430	jidaAr
64432	kaAna
64434	gula`m
yatiym
fiY
64438	madiynap
64440	kaAna
taHot
64443	kanz
64447	kaAna
>abN
64450	Sa`liH
64452	>araAda
rab~
64455	>an
balaga
64458	>a$ud~
64461	{sotaxoraja
64463	kanz
64465	raHomap
min
rab~
64470	maA
faEala
64474	Ean
>amor
64477	*a`lik
ta>owiyl
maA
lam
{sotaTaAEa
EalaY`
64484	Sabor
64486	sa>ala
64489	Ean
*uw
64492	qaron
qaAla
64495	talaY`
EalaY`
64498	min
64500	*ikor
<in~
64503	mak~a
64507	fiY
64509	>aroD
64511	A^taY
64514	min
kul~
$aYo'
sabab
64519	>atobaEa
sabab
Hat~aY`
<i*aA
balaga
magorib
64526	$amos
wajada
64529	garabat
fiY
Eayon
Hami}ap
64534	wajada
Eind
64537	qawom
qaAla
64541	*aA
64543	qaron
<im~aA
>an
Ea*~aba
64548	<im~aA
>an
{t~axa*a
fiY
64553	Huson
qaAla
>am~aA
man
Zalama
64559	sawof
Ea*~aba
64562	vum~
rad~a
<ilaY`
rab~
64568	Ea*~aba
64570	Ea*aAb
n~ukor
64573	>am~aA
man
'aAmana
64577	Eamila
Sa`liH
64582	jazaA^'
64584	HusonaY`
64587	qaAla
64590	min
>amor
64593	yusor
vum~
>atobaEa
sabab
Hat~aY`
<i*aA
balaga
maToliE
64602	$amos
wajada
64605	TalaEat
EalaY`
qawom
lam
jaEala
64612	min
duwn
64615	sitor
64617	*a`lik
64619	qad
>aHaATa
64623	maA
laday
64626	xubor
vum~
>atobaEa
sabab
Hat~aY`
<i*aA
balaga
bayon
64635	sad~
wajada
min
duwn
64640	qawom
laA
kaAda
64644	yafoqahu
64646	qawol
qaAla
64650	*aA
64652	qaron
<in~
ya>ojuwj
64656	ma>ojuwj
mufosid
fiY
64660	>aroD
64662	hal
jaEala
64666	xaroj
EalaY`
>an
jaEala
bayon
64673	bayon
64675	sad~
qaAla
maA
mak~a
64680	fiY
64682	rab~
64684	xayor
64686	>aEaAna
64690	quw~ap
jaEala
bayon
64695	bayon
64697	radom
A^taY
64701	zubar
64703	Hadiyd
Hat~aY`
<i*aA
saAwaY`
bayon
64709	S~adafayon
qaAla
nafaxa
64713	Hat~aY`
<i*aA
jaEala
64717	naAr
qaAla
A^taY
64722	>aforigo
EalaY`
64725	qiTor
64727	maA
{sotaTaAEa
64730	>an
Zahara
64735	maA
{sotaTaAEa
64740	naqob
qaAla
ha`*aA
raHomap
min
rab~
64748	<i*aA
jaA^'a
waEod
rab~
64753	jaEala
64755	dak~aA^'
64757	kaAna
waEod
rab~
64761	Haq~
64763	taraka
64765	baEoD
64767	yawoma}i*
yamuwju
fiY
baEoD
64772	nafaxa
fiY
64775	S~uwr
64777	jamaEa
64780	jamoE
64782	EaraDa
64784	jahan~am
yawoma}i*
64788	ka`firuwn
EaroD
{l~a*iY
kaAna
Eayon
64794	fiY
giTaA^'
Ean
*ikor
64800	kaAna
64802	laA
{sotaTaAEa
64805	samoE
64808	Hasiba
{l~a*iY
kafara
64812	>an
{t~axa*a
64815	Eabod
64817	min
duwn
64820	waliY~
<in~
64823	>aEotadato
64825	jahan~am
64828	ka`firuwn
nuzul
qaAla
hal
nab~a>a
64836	>axosariyn
Eamal
{l~a*iY
Dal~a
saEoy
64842	fiY
64844	Hayaw`p
64846	d~unoyaA
64849	Hasiba
64851	>an~
64853	>aHosana
64855	SunoE
>uwla`^}ik
{l~a*iY
kafara
64861	'aAyap
rab~
64865	liqaA^'
64868	HabiTa
Eamal
64872	laA
>aqaAma
64876	yawom
64878	qiya`map
wazon
*a`lik
jazaA^'
64883	jahan~am
64885	maA
kafara
64889	{t~axa*a
64891	'aAyap
64894	rasuwl
64896	huzuw
<in~
{l~a*iY
'aAmana
64902	Eamila
64905	S~a`liHa`t
kaAna
64909	jan~ap
64911	firodawos
nuzul
xa`lid
fiY
64916	laA
bagaY`
64919	Ean
64921	Hiwal
qaAla
law
kaAna
64926	baHor
midaAd
64929	kalima`t
rab~
64933	nafida
64935	baHor
qabol
>an
nafida
kalima`t
rab~
64943	law
jaA^'a
64947	mivol
64949	madad
qaAla
<in~
maA
64954	ba$ar
mivol
64957	>awoHaY`^
<ilaY`
64960	>an~
maA
<ila`h
64964	<ila`h
wa`Hid
64967	man
kaAna
yarojuwA@
liqaA^'
rab~
64975	Eamila
Eamal
Sa`liH
64979	laA
>a$oraka
64982	EibaAdat
rab~
64985	>aHad
64987	*ikor
raHomap
rab~
64991	Eabod
64993	zakariy~aA
<i*
naAdaY`
rab~
64998	nidaA^'
xafiY~
qaAla
rab~
65003	<in~
65005	wahana
65007	EaZom
min
65011	{$otaEala
65013	ra>os
$ayob
65016	lam
kaAna
65019	duEaA^'
65021	rab~
65023	$aqiy~
65025	<in~
65027	xaAfa
65030	mawa`liY
min
waraA^'
65035	kaAna
{mora>at
65038	EaAqir
65040	wahaba
65043	min
l~adun
65046	waliY~
wariva
65050	wariva
min
'aAl
yaEoquwb
65055	jaEala
65057	rab~
65059	raDiy~
65061	zakariy~aA
<in~
65064	bu$~ira
65067	gula`m
{som
65070	yaHoyaY`
lam
jaEala
65075	min
qabol
samiy~
qaAla
rab~
65081	>an~aY`
kaAna
65085	gula`m
65087	kaAna
{mora>at
65090	EaAqir
65092	qad
balaga
65095	min
65097	kibar
Eitiy~
qaAla
65101	*a`lik
qaAla
rab~
65106	EalaY`
65108	hay~in
65110	qad
xalaqa
65114	min
qabol
65117	lam
kaAna
$aYo'
qaAla
rab~
65123	jaEala
65126	'aAyap
qaAla
'aAyap
65130	>an
laA
kal~ama
65134	n~aAs
vala`v
layol
sawiy~
65139	xaraja
EalaY`
qawom
65143	min
65145	miHoraAb
65147	>awoHaY`^
<ilaY`
65150	>an
sab~aHa
65153	bukorap
65155	Ea$iY~
65157	yaHoyaY`
>axa*a
65160	kita`b
65162	quw~ap
65164	A^taY
65168	Hukom
Sabiy~
65171	HanaAn
min
l~adun
65176	zakaw`p
65178	kaAna
taqiy~
65181	bar~
65183	wa`liday
65186	lam
kaAna
jab~aAr
EaSiy~
65191	sala`m
EalaY`
65194	yawom
walada
65197	yawom
m~aAta
65200	yawom
baEava
Hay~
65204	*akara
fiY
65207	kita`b
maroyam
<i*
{ntaba*ato
min
>ahol
65214	m~akaAn
$aroqiy~
65217	{t~axa*a
min
duwn
65221	HijaAb
65223	>arosala
65225	<ilaY`
65227	ruwH
65230	tamav~ala
65233	ba$ar
sawiy~
qaAla
<in~
65238	Eu*o
65241	r~aHoma`n
min
65244	<in
kaAna
65247	taqiy~
qaAla
<in~
maA
65252	rasuwl
rab~
65256	wahaba
65259	gula`m
zakiy~
qaAla
>an~aY`
kaAna
65266	gula`m
65268	lam
mas~a
65271	ba$ar
65273	lam
kaAna
bagiy~
qaAla
65278	*a`lik
qaAla
rab~
65283	EalaY`
65285	hay~in
65288	jaEala
65290	'aAyap
65293	n~aAs
65295	raHomap
min
65299	kaAna
>amor
m~aqoDiy~
65303	Hamala
65306	{ntaba*ato
65309	m~akaAn
qaSiy~
65312	jaA^'a
65315	maxaAD
<ilaY`
ji*oE
65319	n~axolap
qaAla
65322	layot
65324	m~aAta
65326	qabol
ha`*aA
65329	kaAna
65331	nasoy
m~ansiy~
65334	naAdaY`
65336	min
taHot
65339	>an
laA
yaHozun
qad
jaEala
rab~
65346	taHot
65348	sariy~
65350	huz~i
65352	<ilaY`
65355	ji*oE
65357	n~axolap
tusa`qiTo
EalaY`
65361	ruTab
janiy~
65364	>akala
65367	$ariba
65370	taqar~a
65372	Eayon
65374	<im~aA
ra'aA
65377	min
65379	ba$ar
>aHad
65382	qaAla
65384	<in~
65386	na*aro
65390	r~aHoma`n
Sawom
65393	lan
kal~ama
65396	yawom
<insiy~
65399	>ataY
65402	qawom
65404	Hamala
65406	qaAla
65409	maroyam
65411	qad
jaA^'a
65414	$aYo'
fariy~
65417	>uxot
ha`ruwn
maA
kaAna
>abN
65423	{mora>
sawo'
65426	maA
kaAna
>um~
65430	bagiy~
65432	>a$aArato
<ilaY`
65435	qaAla
65437	kayof
kal~ama
man
kaAna
fiY
65443	mahod
Sabiy~
qaAla
<in~
65448	Eabod
{ll~ah
A^taY
65453	kita`b
65455	jaEala
65457	n~abiY~
65459	jaEala
65461	mubaArak
>ayon
maA
kaAna
65467	>awoSa`
65471	Salaw`p
65474	zakaw`p
maA
daAmu
65478	Hay~
65480	bar~
65482	waAlid
65485	lam
jaEala
65488	jab~aAr
$aqiy~
65492	sala`m
EalaY`
65495	yawom
walada
65499	yawom
m~aAta
65502	yawom
baEava
Hay~
*a`lik
EiysaY
{bon
maroyam
qawol
65511	Haq~
{l~a*iY
fiY
65515	yamotaru
65517	maA
kaAna
65520	{ll~ah
>an
{t~axa*a
min
walad
suboHa`n
65527	<i*aA
qaDaY`^
>amor
65531	<in~
maA
qaAla
65536	kaAna
65538	kaAna
65540	<in~
{ll~ah
rab~
65545	rab~
65548	Eabada
65551	ha`*aA
Sira`T
m~usotaqiym
65555	{xotalafa
65557	Hizob
min
bayon
65562	wayol
65564	{l~a*iY
kafara
65567	min
m~a$ohad
yawom
EaZiym
>asomaEa
65575	>aboSara
yawom
>ataY
65580	la`kin
65582	ZaAlim
65584	yawom
fiY
Dala`l
m~ubiyn
65589	>an*ara
65591	yawom
65593	Hasorap
<i*
qaDaY`^
65597	>amor
65600	fiY
gafolap
65604	laA
'aAmana
65607	<in~
65610	wariva
65612	>aroD
65614	man
EalaY`
65618	<ilaY`
65620	rajaEa
65623	*akara
fiY
65626	kita`b
<iboraAhiym
<in~
65630	kaAna
Sid~iyq
n~abiY~
<i*
qaAla
65636	>abN
65639	>abN
65642	maA
Eabada
maA
laA
samiEa
65648	laA
>aboSara
65651	laA
>agonato
Ean
65655	$aYo'
65657	>abN
65659	<in~
65661	qad
jaA^'a
65664	min
65666	Eilom
maA
lam
>ataY
65672	{t~abaEa
65674	hadaY
65676	Sira`T
sawiy~
65679	>abN
65681	laA
Eabada
65684	$ayoTa`n
<in~
65687	$ayoTa`n
kaAna
65691	r~aHoma`n
EaSiy~
65694	>abN
65696	<in~
65698	xaAfa
>an
mas~a
65702	Ea*aAb
min
65705	r~aHoma`n
65707	kaAna
65710	$ayoTa`n
waliY~
qaAla
65714	raAgib
65716	Ean
<ila`h
65720	<iboraAhiym
65722	<in
lam
{ntahaY`
65726	rajamo
65730	{hojuro
65732	maliy~
qaAla
sala`m
EalaY`
65738	{sotagofara
65741	rab~
65743	<in~
65745	kaAna
65748	Hafiy~
65750	{Eotazala
65753	maA
daEaA
65756	min
duwn
{ll~ah
65760	daEaA
rab~
65763	EasaY
>an
laA
kaAna
65768	duEaA^'
rab~
65771	$aqiy~
65773	lam~aA
{Eotazala
65777	maA
Eabada
65780	min
duwn
{ll~ah
wahaba
65787	<isoHaAq
65789	yaEoquwb
65791	kul~
jaEala
65794	n~abiY~
65796	wahaba
65800	min
raHomap
65804	jaEala
65808	lisaAn
Sidoq
Ealiy~
65812	*akara
fiY
65815	kita`b
muwsaY`
<in~
65819	kaAna
muxolaS
65822	kaAna
rasuwl
n~abiY~
65826	naAdaY`
65829	min
jaAnib
65832	Tuwr
65834	>ayoman
65836	qar~aba
65839	najiy~
65841	wahaba
65845	min
raHomap
65848	>ax
65850	ha`ruwn
n~abiY~
65853	*akara
fiY
65856	kita`b
<isomaAEiyl
<in~
65860	kaAna
SaAdiq
65863	waEod
65865	kaAna
rasuwl
n~abiY~
65869	kaAna
>amara
>ahol
65875	Salaw`p
65878	zakaw`p
65880	kaAna
Eind
rab~
65884	maroDiy~
65886	*akara
fiY
65889	kita`b
<idoriys
<in~
65893	kaAna
Sid~iyq
n~abiY~
65897	rafaEa
65900	m~akaAn
Ealiy~
>uwla`^}ik
{l~a*iY
>anoEama
{ll~ah
EalaY`
65908	min
65910	n~abiY~
min
*ur~iy~ap
A^dam
65915	min
man
Hamala
65919	maE
nuwH
65922	min
*ur~iy~ap
<iboraAhiym
65926	<isoraA}iyl
65928	min
man
hadaY
65933	{jotabaY`
65935	<i*aA
talaY`
EalaY`
65939	'aAyap
65941	r~aHoma`n
xar~a
65944	saAjid
65946	bukiy~
65948	xalafa
min
baEod
65952	xalof
>aDaAEu
65956	Salaw`p
65958	{t~abaEa
65961	$~ahawa`t
65963	sawof
laqu
65966	gay~
<il~aA
man
taAba
65971	'aAmana
65973	Eamila
Sa`liH
65976	>uwla`^}ik
daxala
65980	jan~ap
65982	laA
Zalama
65985	$aYo'
jan~ap
Eadon
{l~a*iY
waEada
65991	r~aHoma`n
Eabod
65996	gayob
<in~
65999	kaAna
waEod
66002	ma>otiy~N
laA
samiEa
66006	fiY
66008	lagow
<il~aA
sala`m
66014	rizoq
66016	fiY
66018	bukorap
66020	Ea$iY~
*a`lik
66023	jan~ap
{l~a*iY
>aworava
min
Eabod
66029	man
kaAna
taqiy~
66033	maA
tanaz~alato
<il~aA
66037	>amor
rab~
66042	maA
bayon
yad
66047	maA
xalof
66051	maA
bayon
*a`lik
66055	maA
kaAna
rab~
66059	nasiy~
rab~
66062	samaA^'
66065	>aroD
66067	maA
bayon
66071	Eabada
66074	{SoTabiro
66076	EibaAdat
66078	hal
Ealima
66082	samiy~
66084	qaAla
66086	<insa`n
66088	<i*aA
maA
m~aAta
66093	sawof
>axoraja
Hay~
66098	laA
*akara
66101	<insa`n
>an~
66104	xalaqa
66107	min
qabol
66110	lam
kaAna
$aYo'
66115	rab~
66118	Ha$ara
66123	$ayoTa`n
vum~
66126	>aHoDarato
66129	Hawol
jahan~am
jiviy~
vum~
66134	nazaEa
66136	min
kul~
$iyEap
>aY~
66141	>a$ad~
EalaY`
66144	r~aHoma`n
Eitiy~
vum~
66149	>aEolam
66151	{l~a*iY
66153	>awolaY`
66156	Siliy~
66158	<in
min
66161	<il~aA
waArid
66164	kaAna
EalaY`
rab~
66168	Hatom
m~aqoDiy~
vum~
naj~aY`
{l~a*iY
{t~aqaY`
66176	ya*ara
66178	ZaAlim
fiY
66181	jiviy~
66183	<i*aA
talaY`
EalaY`
66187	'aAyap
66189	bay~inap
qaAla
{l~a*iY
kafara
66195	{l~a*iY
'aAmana
66198	>aY~
66200	fariyq
xayor
maqaAm
66204	>aHosan
nadiy~
66207	kam
>aholaka
66210	qabol
66212	min
qaron
66215	>aHosan
>ava`v
66218	ri'oy
qaAla
man
kaAna
fiY
66224	Dala`lap
66227	mad~a
66231	r~aHoma`n
mad~
Hat~aY`
<i*aA
ra'aA
66237	maA
waEada
66240	<im~aA
66242	Ea*aAb
66244	<im~aA
66246	saAEap
66249	Ealima
66251	man
66253	$ar~
m~akaAn
66256	>aDoEaf
jund
66259	zaAda
{ll~ah
{l~a*iY
{hotadaY`
66264	hudFY
66267	ba`qiya`t
66269	S~a`liHa`t
xayor
Eind
rab~
66274	vawaAb
66276	xayor
marad~
66280	ra'aA
66282	{l~a*iY
kafara
66285	'aAyap
66288	qaAla
66290	A^taY
66292	maAl
66294	walad
66296	T~alaEa
66298	gayob
>am
{t~axa*a
Eind
66303	r~aHoma`n
Eahod
kal~aA
66307	kataba
maA
qaAla
66311	mad~a
66314	min
66316	Ea*aAb
mad~
66319	wariva
66321	maA
qaAla
66324	>ataY
66326	farod
66328	{t~axa*a
66330	min
duwn
{ll~ah
<ila`h
66335	kaAna
66339	Eiz~
kal~aA
66342	kafara
66345	EibaAdat
66348	kaAna
66350	EalaY`
66352	Did~
66354	lam
ra'aA
>an~
66358	>arosala
66361	$ayoTa`n
EalaY`
66364	ka`firuwn
ta&uz~u
66367	>az~
66369	laA
Eajila
EalaY`
66373	<in~
maA
Ead~a
66378	Ead~
yawom
Ha$ara
66382	mut~aqiyn
<ilaY`
66385	r~aHoma`n
wafod
66388	siyqa
66390	mujorim
<ilaY`
jahan~am
wirod
laA
malakato
66398	$afa`Eap
<il~aA
man
{t~axa*a
Eind
66404	r~aHoma`n
Eahod
66407	qaAla
66409	{t~axa*a
66411	r~aHoma`n
walad
66414	qad
jaA^'a
66417	$aYo'
<id~
kaAda
66421	samaA^'
faTara
66424	min
66427	{n$aq~a
66429	>aroD
66431	xar~a
66433	jabal
had~
>an
daEaA
66440	r~aHoma`n
walad
66443	maA
yan[bagiY
66447	r~aHoma`n
>an
{t~axa*a
walad
<in
kul~
man
fiY
66456	samaA^'
66459	>aroD
<il~aA
A^tiy
66463	r~aHoma`n
Eabod
66466	qad
>aHoSaY`
66470	Ead~a
66472	Ead~
66474	kul~
66476	A^tiy
66478	yawom
66480	qiya`map
farod
<in~
{l~a*iY
'aAmana
66487	Eamila
66490	S~a`liHa`t
66492	jaEala
66496	r~aHoma`n
wud~
66499	<in~
maA
yas~ara
66505	lisaAn
66508	bu$~ira
66512	mut~aqiyn
66514	>an*ara
66517	qawom
l~ud~
66520	kam
>aholaka
66523	qabol
66525	min
qaron
hal
>aHas~a
min
66531	min
>aHad
>aw
samiEa
66537	rikoz
66539	maA
>anzala
66542	EalaY`
66545	quro'aAn
66547	$aqu
<il~aA
ta*okirap
66551	man
xa$iYa
tanziyl
min
man
xalaqa
66558	>aroD
66561	samaA^'
66563	EuloyaA
66565	r~aHoma`n
EalaY`
66568	Earo$
{sotawaY`^
66572	maA
fiY
66575	samaA^'
66577	maA
fiY
66580	>aroD
66582	maA
bayon
66586	maA
taHot
66589	v~araY`
66591	<in
jahara
66595	qawol
66597	<in~
66599	Ealima
66601	sir~
66603	>axofaY
{ll~ah
laA
<ila`h
<il~aA
66612	{som
66614	HusonaY`
66616	hal
>ataY
66619	Hadiyv
muwsaY`
<i*
ra'aA
naAr
66625	qaAla
66627	>ahol
66629	makava
66631	<in~
66633	'aAnasa
66635	naAr
l~aEal~
66638	>ataY
66640	min
66643	qabas
>aw
wajada
EalaY`
66648	naAr
hudFY
66651	lam~aA
>ataY
66654	naAdaY`
66656	muwsaY`
<in~
66660	rab~
66663	{xolaEo
naEolay
66666	<in~
66670	waAd
66672	muqad~as
TuwFY
66676	{xotaAra
66680	{sotamaEa
66682	maA
>awoHaY`^
<in~
66687	{ll~ah
laA
<ila`h
<il~aA
66693	Eabada
66696	>aqaAma
66698	Salaw`p
66700	*ikor
66702	<in~
66704	saAEap
A^tiy
kaAda
>uxofiYa
66710	jazaY`
kul~
nafos
66714	maA
saEaY`
66717	laA
Sad~a
66721	Ean
66723	man
laA
'aAmana
66729	{t~abaEa
hawaA^'
66733	tarodaY`
66735	maA
*a`lik
66738	yamiyn
66741	muwsaY`
qaAla
66744	EaSaA2
66746	>atawak~a&uA@
EalaY`
66750	>ahu$~u
66753	EalaY`
ganam
66759	fiY
66761	ma_#aArib
A^xar
qaAla
>aloqaY`^
66767	muwsaY`
66769	>aloqaY`^
66772	<i*aA2
66774	Hay~ap
saEaY`
qaAla
>axa*a
66780	laA
xaAfa
66783	>uEiydu
66785	siyrat
66788	>aw~al
66790	{Domumo
yad
66793	<ilaY`
janaAH
66796	xaraja
>aboyaD
min
gayor
suw^'
'aAyap
A^xar
66804	>arayo
66806	min
'aAyap
66810	kuboraY`
*ahaba
<ilaY`
firoEawon
<in~
66816	TagaY`
qaAla
rab~
66820	$araHa
66823	Sador
66826	yas~ara
66829	>amor
66832	Halalo
Euqodap
min
lisaAn
66837	yafoqahu
66839	qawol
66842	jaEala
66845	waziyr
min
>ahol
66849	ha`ruwn
>ax
66852	$adado
66855	>azor
66858	>a$oraka
66860	fiY
>amor
66863	kaY
sab~aHa
66866	kaviyr
66868	*akara
66870	kaviyr
<in~
66873	kaAna
66877	baSiyr
qaAla
qad
A^taY
66882	su&ol
66885	muwsaY`
66888	qad
man~a
66891	EalaY`
66893	mar~ap
A^xar
<i*
>awoHaY`^
66898	<ilaY`
>um~
66901	maA
>awoHaY`^
>an
qa*afa
66907	fiY
66909	t~aAbuwt
66911	qa*afa
66914	fiY
66916	yam~
66919	>aloqaY`^
66922	yam~
66925	s~aAHil
>axa*a
66928	Eaduw~
66932	Eaduw~
66936	>aloqaY`^
66938	EalaY`
66940	maHab~ap
min
66945	SanaEu
EalaY`
Eayon
66949	<i*
m~a$a
>uxot
66954	qaAla
hal
dal~a
66958	EalaY`
man
yakofulu
66963	rajaEa
66966	<ilaY`
>um~
66969	kaY
taqar~a
Eayon
66974	laA
yaHozun
66977	qatala
66979	nafos
66981	naj~aY`
66984	min
66986	gam~
66988	fatanu
66991	futuwn
66993	labiva
66995	siniyn
fiY
>ahol
madoyan
vum~
jaA^'a
67002	EalaY`
qadar
67005	muwsaY`
67007	{SoTanaEo
67011	nafos
67013	*ahaba
67016	>ax
67019	'aAyap
67022	laA
taniya
67025	fiY
*ikor
67028	*ahaba
67030	<ilaY`
firoEawon
<in~
67034	TagaY`
67036	qaAla
67040	qawol
l~ay~in
laEal~
67044	ta*ak~ara
>aw
xa$iYa
qaAla
67049	rab~
67051	<in~
67053	xaAfa
>an
yaforuTa
EalaY`
67058	>aw
>an
TagaY`
qaAla
laA
xaAfa
67065	<in~
67067	maE
67069	samiEa
67071	ra'aA
67073	>ataY
67077	qaAla
67079	<in~
67081	rasuwl
rab~
67085	>arosala
maE
67088	bunaY~
<isoraA}iyl
67091	laA
Ea*~aba
67094	qad
jaA^'a
67099	'aAyap
min
rab~
67105	sala`m
EalaY`
man
{t~abaEa
67110	hudFY
<in~
67113	qad
>awoHaY`^
<ilaY`
67117	>an~
67119	Ea*aAb
EalaY`
man
ka*~aba
67124	tawal~aY`
qaAla
67127	man
rab~
67131	muwsaY`
qaAla
rab~
67135	{l~a*iY
>aEoTaY`
kul~
$aYo'
xaloq
67141	vum~
hadaY
qaAla
67145	maA
baAl
67148	qaron
67150	>aw~al
qaAla
Eilom
67154	Eind
rab~
67157	fiY
kita`b
laA
Dal~a
rab~
67164	laA
nasiYa
{l~a*iY
jaEala
67171	>aroD
mahod
67174	salaka
67177	fiY
67179	sabiyl
67181	>anzala
min
67184	samaA^'
maA^'
67187	>axoraja
67191	zawoj
min
nabaAt
$at~aY`
>akala
67198	raEa
67200	n~aEam
67202	<in~
fiY
*a`lik
67206	'aAyap
67208	>uwliY
67210	n~uhaY`
min
67213	xalaqa
67217	fiY
67219	>uEiydu
67222	min
67224	>axoraja
67226	taArap
A^xar
67230	qad
>arayo
67234	'aAyap
67236	kul~
67239	ka*~aba
67241	>abaY
qaAla
67244	jaA^'a
67248	>axoraja
67250	min
>aroD
67254	siHor
67257	muwsaY`
67260	>ataY
67264	siHor
mivol
67268	jaEala
bayon
67272	bayon
67274	m~awoEid
laA
>axolafu
67280	laA
67282	m~akaAn
suwFY
qaAla
m~awoEid
67287	yawom
67289	ziynap
67291	>an
Ha$ara
67294	n~aAs
DuHFY
67297	tawal~aY`
firoEawon
67300	jamaEa
kayod
67303	vum~
>ataY
qaAla
67308	muwsaY`
wayol
67311	laA
{fotaraY`
67314	EalaY`
{ll~ah
ka*ib
67318	yusoHita
67321	Ea*aAb
67323	qad
xaAba
man
{fotaraY`
67328	tana`zaEu
67330	>amor
67332	bayon
67335	>asar~a
67338	najowaY`^
qaAla
67341	<in
ha`*a`n
67344	sa`Hir
>araAda
67347	>an
>axoraja
67351	min
>aroD
67355	siHor
67358	*ahaba
67361	Tariyqap
67364	muvolaY`
67366	>ajomaEu
67368	kayod
67370	vum~
>ataY
67373	Saf~
67375	qad
>afolaHa
67378	yawom
man
{sotaEolaY`
qaAla
67384	muwsaY`
<im~aA
>an
>aloqaY`^
67389	<im~aA
>an
kaAna
>aw~al
man
>aloqaY`^
qaAla
bal
>aloqaY`^
67400	<i*aA2
Habol
67404	EiSiy~
67406	yuxay~alu
<ilaY`
67409	min
siHor
67412	>an~
67414	saEaY`
67416	>awojasa
fiY
nafos
67420	xiyfap
muwsaY`
qaAla
67424	laA
xaAfa
<in~
67430	>aEolaY`
67432	>aloqaY`^
maA
fiY
yamiyn
67437	taloqafu
maA
SanaEu
67441	<in~
maA
SanaEu
67445	kayod
sa`Hir
67448	laA
>afolaHa
67451	sa`Hir
Hayov
>ataY
67455	>aloqaY`^
67457	sa`Hir
saAjid
qaAla
67461	'aAmana
67464	rab~
ha`ruwn
67467	muwsaY`
qaAla
'aAmana
67473	qabol
>an
>a*ina
67478	<in~
67481	kabiyr
67483	{l~a*iY
Eal~ama
67487	siHor
67490	qaT~aEa
67492	yad
67495	rijol
67497	min
xila`f
67501	yuSal~abu
67504	fiY
ji*oE
67507	naxol
67510	Ealima
67512	>aY~
67514	>a$ad~
Ea*aAb
67517	>aboqaY`^
qaAla
67520	lan
A^vara
67523	EalaY`
maA
jaA^'a
67527	min
67529	bay~inap
67531	{l~a*iY
faTara
67535	qaDaY`^
maA
67538	qaAD
<in~
maA
qaDaY`^
ha`*aA
67544	Hayaw`p
67546	d~unoyaA
<in~
67549	'aAmana
67552	rab~
67555	gafara
67558	xaTiy^_#ap
67561	maA
>ukoriha
67565	EalaY`
67567	min
67569	siHor
67571	{ll~ah
xayor
67574	>aboqaY`^
<in~
67577	man
>ataY
rab~
67581	mujorim
67583	<in~
67586	jahan~am
laA
m~aAta
fiY
67592	laA
HaY~a
67595	man
>ataY
67598	mu&omin
qad
Eamila
67602	S~a`liHa`t
67604	>uwla`^}ik
67608	darajap
67610	EuloyaA
jan~ap
Eadon
jarayo
min
taHot
67618	nahar
xa`lid
fiY
67623	*a`lik
jazaA^'
man
tazak~aY`
67629	qad
>awoHaY`^
67632	<ilaY`
muwsaY`
>an
>asoraY`
67637	Eabod
67640	Daraba
67643	Tariyq
fiY
67646	baHor
yabas
laA
xaAfa
darak
67652	laA
xa$iYa
67655	>atobaEa
67657	firoEawon
67659	jund
67662	ga$iya
67664	min
67666	yam~
maA
ga$iya
67671	>aDal~a
firoEawon
qawom
67676	maA
hadaY
67679	bunaY~
<isoraA}iyl
qad
>anjaY`
67685	min
Eaduw~
67689	wa`Eado
67692	jaAnib
67694	Tuwr
67696	>ayoman
67698	naz~ala
67700	EalaY`
67703	man~
67706	s~alowaY`
>akala
67709	min
Tay~iba`t
maA
razaqa
67716	laA
TagaY`
67719	fiY
67722	Halalo
EalaY`
67725	gaDab
67728	man
Halalo
EalaY`
67732	gaDab
67735	qad
hawaY`
67738	<in~
67741	gaf~aAr
67743	man
taAba
67746	'aAmana
67748	Eamila
Sa`liH
vum~
{hotadaY`
67753	maA
>aEojala
67756	Ean
qawom
67760	muwsaY`
qaAla
67763	>uwlaA^'
EalaY`
>avar
67768	Eajila
67770	<ilaY`
67772	rab~
67775	r~aDiYa
qaAla
67778	<in~
67780	qad
fatanu
67783	qawom
67785	min
baEod
67789	>aDal~a
67792	s~aAmiriY~
67794	rajaEa
muwsaY`
<ilaY`
qawom
67799	gaDoba`n
>asif
qaAla
67803	qawom
67806	lam
waEada
67809	rab~
67811	waEod
Hasan
67815	TaAla
EalaY`
67819	Eahod
>am
>araAda
67823	>an
Halalo
EalaY`
67827	gaDab
min
rab~
67832	>axolafu
67834	m~awoEid
67836	qaAla
67838	maA
>axolafu
67841	m~awoEid
67844	malok
67847	la`kin
67849	Hum~ila
67851	wizor
min
ziynap
67855	qawom
67857	qa*afa
67862	*a`lik
>aloqaY`^
67865	s~aAmiriY~
67867	>axoraja
67870	Eijol
jasad
67874	xuwaAr
67876	qaAla
67878	ha`*aA
<ila`h
67882	<ila`h
muwsaY`
67885	nasiYa
67888	laA
ra'aA
67891	>an~
laA
rajaEa
<ilaY`
67896	qawol
67898	laA
malakato
67902	Dar~
67904	laA
nafoE
67908	qad
qaAla
67912	ha`ruwn
min
qabol
67916	qawom
67918	<in~
maA
fatanu
67925	<in~
rab~
67929	r~aHoma`n
67931	{t~abaEa
67935	>aTaAEa
67937	>amor
67939	qaAla
67941	lan
>aboraHa
EalaY`
67945	EaAkif
Hat~aY`
rajaEa
<ilaY`
67950	muwsaY`
qaAla
67953	ha`ruwn
maA
m~anaEa
67957	<i*
ra'aA
67961	Dal~a
67963	>an
laA
{t~abaEa
67969	EaSaA
67971	>amor
67973	qaAla
67975	{bon
>um~
67978	laA
>axa*a
67981	liHoyat
67984	laA
67986	ra>os
67988	<in~
67990	xa$iYa
67992	>an
qaAla
far~aqu
67996	bayon
bunaY~
<isoraA}iyl
68000	lam
yaroqubu
qawol
68004	qaAla
68006	maA
xaTob
68010	s~aAmiriY~
qaAla
baSurato
68015	maA
lam
baSurato
68022	qabaDo
68024	qaboDap
min
>avar
68028	rasuwl
68030	naba*a
68035	*a`lik
saw~ala
68039	nafos
68041	qaAla
68043	*ahaba
68045	<in~
68048	fiY
68050	Hayaw`p
>an
qaAla
laA
misaAs
68056	<in~
68059	m~awoEid
lan
>axolafu
68064	n~aZara
<ilaY`
<ila`h
68068	{l~a*iY
Zal~a
68071	EalaY`
68073	EaAkif
68075	Har~iqu
68078	vum~
68080	nusifato
68083	fiY
68085	yam~
nasof
<in~
maA
<ila`h
68091	{ll~ah
{l~a*iY
laA
<ila`h
<il~aA
68097	wasiEa
kul~
$aYo'
Eilom
68102	*a`lik
qaS~a
EalaY`
68106	min
naba>
maA
qad
sabaqa
68112	qad
A^taY
68116	min
l~adun
68119	*ikor
man
>aEoraDa
Ean
68125	<in~
68127	Hamala
yawom
68130	qiya`map
wizor
xa`lid
fiY
68136	saA^'a
68139	yawom
68141	qiya`map
Himol
yawom
nafaxa
fiY
68147	S~uwr
68149	Ha$ara
68151	mujorim
yawoma}i*
zuroq
yataxa`fatu
68156	bayon
68158	<in
labiva
68161	<il~aA
Ea$or
68164	>aEolam
68166	maA
qaAla
68169	<i*
qaAla
>amoval
68173	Tariyqap
<in
labiva
68177	<il~aA
yawom
68180	sa>ala
68183	Ean
68185	jabal
68187	qaAla
nusifato
68190	rab~
68192	nasof
68194	ya*ara
68196	qaAE
SafoSaf
laA
ra'aA
fiY
68202	Eiwaj
68204	laA
>amot
yawoma}i*
{t~abaEa
68210	daAEiY
laA
Eiwaj
68216	xa$aEati
68218	Sawot
68221	r~aHoma`n
68223	laA
samiEa
<il~aA
hamos
yawoma}i*
laA
nafaEa
68231	$afa`Eap
<il~aA
man
>a*ina
68238	r~aHoma`n
68240	r~aDiYa
68243	qawol
Ealima
maA
bayon
yad
68250	maA
xalof
68254	laA
>aHaATa
68259	Eilom
68261	Eanati
68263	wajoh
68266	Hay~
68268	qay~uwm
68270	qad
xaAba
man
Hamala
Zulom
68276	man
Eamila
min
68280	S~a`liHa`t
68283	mu&omin
68285	laA
xaAfa
Zulom
68289	laA
haDom
68293	*a`lik
>anzala
68297	quro'aAn
Earabiy~
68300	Sar~afo
68302	fiY
68304	min
68306	waEiyd
laEal~
68309	{t~aqaY`
68311	>aw
yuHodivu
68315	*ikor
68317	taEa`laY`
{ll~ah
68320	malik
68322	Haq~
68324	laA
Eajila
68328	quro'aAn
min
qabol
>an
qaDaY`^
<ilaY`
68335	waHoY
68338	qaAla
rab~
68341	zaAda
68343	Eilom
68346	qad
Eahida
68349	<ilaY`
A^dam
min
qabol
68354	nasiYa
68356	lam
wajada
68360	Eazom
68362	<i*
qaAla
68367	malak
sajada
68371	A^dam
68373	sajada
68375	<il~aA
<iboliys
>abaY
68379	qaAla
68382	A^dam
<in~
ha`*aA
Eaduw~
68390	zawoj
68393	laA
>axoraja
68397	min
68399	jan~ap
68401	$aqu
<in~
68405	>an
laA
tajuwEa
fiY
68411	laA
taEoraY`
68414	>an~
68416	laA
taZoma&uA@
fiY
68421	laA
taDoHaY`
68424	wasowasa
<ilaY`
68428	$ayoTa`n
qaAla
68431	A^dam
hal
dal~a
68435	EalaY`
$ajarap
68438	xulod
68440	mulok
laA
balawo
68444	>akala
68446	min
68449	badaA
68452	sawo'a`t
68455	Tafiqa
68457	yaxoSifa
68459	EalaY`
68461	min
waraq
68464	jan~ap
68466	EaSaA
A^dam
rab~
68471	gawaY`
vum~
{jotabaY`
68475	rab~
68478	taAba
EalaY`
68482	hadaY
qaAla
yahobiTu
68486	min
68488	jamiyE
baEoD
68492	baEoD
Eaduw~
68495	<in
maA
>ataY
68500	min
68502	hudFY
68504	man
{t~abaEa
hudFY
68509	laA
Dal~a
68512	laA
$aqu
68515	man
>aEoraDa
Ean
*ikor
68521	<in~
68524	maEiy$ap
Dank
68527	Ha$ara
68529	yawom
68531	qiya`map
>aEomaY`
qaAla
rab~
68537	maA
Ha$ara
68541	>aEomaY`
68543	qad
kaAna
68546	baSiyr
qaAla
68549	*a`lik
>ataY
68552	'aAyap
68555	nasiYa
68560	*a`lik
68562	yawom
nasiYa
68566	*a`lik
jazaY`
man
>asorafa
68571	lam
'aAmana
68574	'aAyap
rab~
68579	Ea*aAb
68581	A^xir
>a$ad~
68584	>aboqaY`^
68587	lam
hadaY
68591	kam
>aholaka
68594	qabol
68596	min
68598	qaron
m~a$a
68601	fiY
masokan
68604	<in~
fiY
*a`lik
68608	'aAyap
68610	>uwliY
68612	n~uhaY`
68614	lawolaA^
kalimap
sabaqa
min
rab~
68621	kaAna
lizaAm
68624	>ajal
m~usam~FY
68627	Sabara
EalaY`
maA
qaAla
68633	sab~aHa
68635	Hamod
rab~
68638	qabol
TuluwE
68641	$amos
68643	qabol
guruwb
68647	min
'aAnaA^'
68650	layol
68652	sab~aHa
68654	Taraf
68656	nahaAr
laEal~
68659	r~aDiYa
68661	laA
mad~a
68664	Eayon
68666	<ilaY`
maA
m~at~aEo
68672	zawoj
min
68675	zahorap
68677	Hayaw`p
68679	d~unoyaA
68681	fatanu
68683	fiY
68686	rizoq
rab~
68689	xayor
68691	>aboqaY`^
68693	>amara
>ahol
68698	Salaw`p
68700	{SoTabiro
EalaY`
68703	laA
sa>ala
68706	rizoq
68708	razaqa
68712	Ea`qibap
68715	taqowaY
68717	qaAla
68719	lawolaA^
>ataY
68723	'aAyap
min
rab~
68729	lam
>ataY
68732	bay~inap
maA
fiY
68736	SuHuf
68738	>aw~al
68740	law
>an~
68743	>aholaka
68747	Ea*aAb
min
qabol
68752	qaAla
68754	rab~
68756	lawolaA^
>arosala
68759	<ilaY`
68761	rasuwl
68763	{t~abaEa
'aAyap
68766	min
qabol
>an
n~a*il~a
68771	naxozaY`
qaAla
kul~
m~utarab~iS
68776	tarab~aSo
68780	Ealima
68782	man
>aSoHa`b
68785	Sira`T
68787	sawiy~
68789	man
{hotadaY`
{qotaraba
68794	n~aAs
HisaAb
68799	fiY
gafolap
m~uEoriDuwn
maA
>ataY
68805	min
*ikor
min
rab~
68810	muHodav
<il~aA
{sotamaEa
68817	yaloEabo
68819	laAhiyap
qalob
68823	>asar~a
68826	najowaY`^
{l~a*iY
Zalama
68830	hal
ha`*aA
<il~aA
ba$ar
mivol
68838	>ataY
68841	siHor
68844	>aboSara
68846	qaAla
rab~
68849	Ealima
68851	qawol
fiY
68854	samaA^'
68857	>aroD
68861	samiyE
68863	Ealiym
bal
qaAla
68867	Digov
Hulum
bal
{fotaraY`
68872	bal
68874	$aAEir
68877	>ataY
68880	'aAyap
68882	maA
>arosala
68885	>aw~al
maA
'aAmana
qabol
68890	min
qaroyap
>aholaka
68898	'aAmana
68901	maA
>arosala
68904	qabol
68906	<il~aA
rijaAl
>awoHaY`^
<ilaY`
68912	sa>ala
68914	>ahol
68916	*ikor
<in
kaAna
68920	laA
Ealima
68924	maA
jaEala
68928	jasad
laA
>akala
68933	TaEaAm
68935	maA
kaAna
68938	xa`lid
vum~
Sadaqa
68944	waEod
68946	>anjaY`
68950	man
$aA^'a
68953	>aholaka
68956	musorif
68958	qad
>anzala
68961	<ilaY`
68963	kita`b
fiY
68966	*ikor
68970	laA
Eaqalu
68974	kam
qaSamo
68977	min
qaroyap
kaAna
ZaAlimap
68982	>an$a>a
68984	baEod
68986	qawom
A^xar
68989	lam~aA
>aHas~a
68992	ba>os
68994	<i*aA
68996	min
68998	yarokuDu
69000	laA
yarokuDu
69004	rajaEa
69006	<ilaY`
maA
>utorifu
69010	fiY
69013	masokan
69015	laEal~
69017	sa>ala
69019	qaAla
69022	wayol
69024	<in~
69026	kaAna
69028	ZaAlim
69030	maA
zaAlat
*a`lik
daEowaY`
69035	Hat~aY`
jaEala
69039	HaSiyd
xa`midiyn
69042	maA
xalaqa
69046	samaA^'
69049	>aroD
69051	maA
bayon
69054	la`Eibiyn
law
>araAda
69058	>an
{t~axa*a
lahow
69062	{t~axa*a
69065	min
l~adun
69068	<in
kaAna
69071	faAEil
bal
qa*afa
69076	Haq~
EalaY`
69079	ba`Til
69081	yadomagu
69084	<i*aA
69086	zaAhiq
69091	wayol
min
maA
yaSifu
69099	man
fiY
69102	samaA^'
69105	>aroD
69107	man
Eind
69110	laA
{sotakobara
69113	Ean
EibaAdat
69117	laA
yasotaHosiru
69120	sab~aHa
69123	layol
69126	nahaAr
laA
yafoturu
69130	>am
{t~axa*a
69133	<ila`h
min
69136	>aroD
69138	>an$ara
69140	law
kaAna
fiY
69144	<ila`h
<il~aA
{ll~ah
69148	fasadati
69151	suboHa`n
{ll~ah
rab~
69155	Earo$
Ean
maA
yaSifu
69160	laA
sa>ala
Ean
maA
faEala
69167	sa>ala
69169	>am
{t~axa*a
69172	min
duwn
69175	<ila`h
qaAla
haAtu
69179	buroha`n
69181	ha`*aA
*ikor
man
maE
69187	*ikor
man
qabol
69191	bal
>akovar
69194	laA
Ealima
69198	Haq~
69201	m~uEoriDuwn
69203	maA
>arosala
69206	min
qabol
69209	min
rasuwl
<il~aA
>awoHaY`^
<ilaY`
69215	>an~
69217	laA
<ila`h
<il~aA
69222	Eabada
69226	qaAla
69228	{t~axa*a
69230	r~aHoma`n
walad
suboHa`n
69234	bal
Eabod
m~ukoramuwn
laA
sabaqa
69243	qawol
69247	>amor
69249	Eamila
69251	Ealima
maA
bayon
yad
69257	maA
xalof
69261	laA
ya$ofaEu
69264	<il~aA
69266	man
{rotaDaY`
69270	min
xa$oyap
69273	mu$ofiquwn
69275	man
qaAla
min
69279	<in~
69281	<ila`h
min
duwn
69286	*a`lik
jazaY`
69289	jahan~am
69291	*a`lik
jazaY`
69294	ZaAlim
69297	lam
ra'aA
{l~a*iY
kafara
69302	>an~
69304	samaA^'
69307	>aroD
kaAna
69310	ratoq
69312	fataqo
69316	jaEala
69318	min
69320	maA^'
kul~
$aYo'
Hay~
69326	laA
'aAmana
69330	jaEala
69332	fiY
69334	>aroD
rawa`siY
>an
tamiyda
69341	jaEala
69343	fiY
69345	faj~
sabiyl
laEal~
69349	{hotadaY`
69352	jaEala
69355	samaA^'
saqof
m~aHofuwZ
69360	Ean
'aAyap
69363	m~uEoriDuwn
69366	{l~a*iY
xalaqa
69369	layol
69372	nahaAr
69375	$amos
69378	qamar
kul~
fiY
falak
yasobaHu
69385	maA
jaEala
69389	ba$ar
min
qabol
69394	xulod
69397	<in
m~aAta
69403	xa`lid
kul~
nafos
*aA^}iqap
69408	mawot
69410	balawo
69414	$ar~
69417	xayor
fitonap
69420	<ilaY`
69422	rajaEa
69425	<i*aA
ra'aA
69428	{l~a*iY
kafara
69431	<in
{t~axa*a
69435	<il~aA
huzuw
69438	ha`*aA
{l~a*iY
*akara
<ila`h
69446	*ikor
69448	r~aHoma`n
69450	ka`firuwn
xalaqa
69453	<insa`n
min
Eajal
69457	>arayo
69459	'aAyap
69462	laA
{sotaEojala
69467	qaAla
69469	mataY`
ha`*aA
69472	waEod
<in
kaAna
69476	SaAdiq
law
Ealima
{l~a*iY
kafara
69482	Hiyn
laA
kaf~a
69486	Ean
wajoh
69490	naAr
69492	laA
Ean
Zahor
69497	laA
69499	naSara
69501	bal
>ataY
69504	bagotap
69506	buhita
69509	laA
{sotaTaAEa
69512	rad~
69515	laA
69517	yunZaru
69521	qad
{sotuhozi}a
69524	rasuwl
min
qabol
69529	HaAqa
69531	{l~a*iY
saxira
69534	min
69536	maA
kaAna
69541	{sotuhozi}a
69543	qaAla
man
yakola&u
69549	layol
69552	nahaAr
min
69555	r~aHoma`n
bal
69558	Ean
*ikor
rab~
69562	m~uEoriDuwn
>am
69566	<ila`h
m~anaEa
69569	min
duwn
69572	laA
{sotaTaAEa
69575	naSor
nafos
69579	laA
69581	min
69583	yuSoHabu
69585	bal
m~at~aEo
69588	ha`*aA
69590	A^baA'
69592	Hat~aY`
TaAla
EalaY`
69597	Eumur
69600	laA
ra'aA
69603	>an~
69605	>ataY
69607	>aroD
yunqaSu
69610	min
Taraf
69617	gaAlib
qaAla
<in~
maA
>an*ara
69625	waHoY
69627	laA
samiEa
69630	>aSam~
69632	duEaA^'
<i*aA
maA
na*aro
69639	<in
mas~a
69642	nafoHap
min
Ea*aAb
rab~
69648	qaAla
69651	wayol
69653	<in~
69655	kaAna
69657	ZaAlim
69659	waDaEa
69661	miyzaAn
69663	qisoT
69665	yawom
69667	qiya`map
69669	laA
Zalama
nafos
$aYo'
69674	<in
kaAna
mivoqaAl
Hab~ap
min
xarodal
>ataY
69685	kafaY`
69688	Ha`sibiyn
69691	qad
A^taY
69694	muwsaY`
69696	ha`ruwn
69698	furoqaAn
69700	DiyaA^'
69702	*ikor
69705	mut~aqiyn
{l~a*iY
xa$iYa
69709	rab~
69713	gayob
69716	min
69718	saAEap
mu$ofiquwn
69721	ha`*aA
*ikor
mubaArak
>anzala
69732	munkiruwn
69735	qad
A^taY
69738	<iboraAhiym
ru$od
69741	min
qabol
69744	kaAna
69748	Ea`lim
<i*
qaAla
69752	>abN
69755	qawom
69757	maA
ha`*aA
69760	t~amaAviyl
{l~a*iY
69765	EaAkif
qaAla
69768	wajada
69770	A^baA'
69774	EaAbid
qaAla
69777	qad
kaAna
69782	A^baA'
69784	fiY
Dala`l
m~ubiyn
qaAla
69790	jaA^'a
69795	Haq~
>am
69798	min
69800	la`Eibiyn
qaAla
bal
rab~
69805	rab~
69807	samaA^'
69810	>aroD
{l~a*iY
faTara
69816	EalaY`
*a`lik
min
69820	$aAhid
69823	{ll~ah
69825	kiydu
69827	>aSonaAm
69829	baEod
>an
wal~aY`
69833	mudobir
69835	jaEala
69837	ju*a`*
<il~aA
kabiyr
69842	laEal~
69844	<ilaY`
69846	rajaEa
69848	qaAla
69850	man
faEala
ha`*aA
69854	<ila`h
69856	<in~
69859	min
69861	ZaAlim
qaAla
69864	samiEa
69866	fatFY
*akara
69869	qaAla
69872	<iboraAhiym
qaAla
69876	>ataY
69880	EalaY`
Eayon
69883	n~aAs
laEal~
69886	$ahida
69888	qaAla
69892	faEala
69894	ha`*aA
69896	<ila`h
69899	<iboraAhiym
qaAla
bal
faEala
69904	kabiyr
69906	ha`*aA
69908	sa>ala
69911	<in
kaAna
69914	yanTiqu
69917	rajaEa
69919	<ilaY`
nafos
69923	qaAla
69925	<in~
69929	ZaAlim
vum~
nukisu
69933	EalaY`
ra>os
69937	qad
Ealima
69940	maA
ha`*aA
yanTiqu
69944	qaAla
69947	Eabada
69949	min
duwn
{ll~ah
maA
laA
nafaEa
69956	$aYo'
69958	laA
yaDur~a
69961	>uf~
69966	maA
Eabada
69969	min
duwn
{ll~ah
69974	laA
Eaqalu
69977	qaAla
69979	Har~iqu
69983	naSara
69985	<ila`h
69987	<in
kaAna
69990	faAEil
qaAla
69994	naAr
kaAna
69997	barod
69999	sala`m
EalaY`
<iboraAhiym
70003	>araAda
70007	kayod
70009	jaEala
70013	>axosariyn
70015	naj~aY`
70019	luwT
<ilaY`
70022	>aroD
{l~a*iY
ba`raka
70026	fiY
70030	Ea`lamiyn
70032	wahaba
70036	<isoHaAq
70038	yaEoquwb
naAfilap
70041	kul~
jaEala
70044	Sa`liH
70046	jaEala
70049	<imaAm
hadaY
70053	>amor
70056	>awoHaY`^
70058	<ilaY`
70060	fiEol
70062	xayora`t
70064	<iqaAm
70066	Salaw`p
70068	<iytaA'N
70070	zakaw`p
70072	kaAna
70076	EaAbid
70078	luwT
A^taY
70082	Hukom
70084	Eilom
70086	naj~aY`
70089	min
70091	qaroyap
{l~a*iY
kaAna
Eamila
70096	xabiyvap
<in~
70099	kaAna
70101	qawom
sawo'
faAsiq
70105	>udoxila
70108	fiY
raHomap
70111	<in~
70113	min
70115	Sa`liH
70117	nuwH
<i*
naAdaY`
min
qabol
70123	{sotajaAba
70128	naj~aY`
70132	>ahol
70134	min
70136	karob
70138	EaZiym
70140	naSara
70143	min
70145	qawom
{l~a*iY
ka*~aba
70150	'aAyap
70152	<in~
70154	kaAna
70156	qawom
sawo'
70159	>ugoriqu
70162	>ajomaEiyn
70164	daAwud
70166	sulayoma`n
<i*
Hakama
70170	fiY
70172	Harov
<i*
nafa$ato
fiY
70177	ganam
70179	qawom
70181	kaAna
70184	Hukom
70186	$aAhid
70188	fah~amo
70191	sulayoma`n
70193	kul~
A^taY
70196	Hukom
70198	Eilom
70200	sax~ara
70202	maE
daAwud
70205	jabal
sab~aHa
70210	Tayor
70212	kaAna
70214	faAEil
70216	Eal~ama
70219	SanoEap
labuws
70224	>aHoSanato
70226	min
ba>os
70230	hal
70232	$aAkir
70235	sulayoma`n
70237	riyH
EaASifap
jarayo
70241	>amor
70243	<ilaY`
70245	>aroD
{l~a*iY
ba`raka
70249	fiY
70252	kaAna
70255	kul~
$aYo'
Ea`lim
70259	min
70261	$ayoTa`n
man
yaguwSu
70268	Eamila
70270	Eamal
duwn
*a`lik
70274	kaAna
70278	Ha`fiZ
70280	>ay~uwb
<i*
naAdaY`
rab~
70285	>an~
70287	mas~a
70290	Dur~
70293	>aroHam
70295	r~a`Himiyn
70297	{sotajaAba
70302	ka$afa
70304	maA
70307	min
Dur~
70310	A^taY
70313	>ahol
70316	mivol
70318	maE
70320	raHomap
min
Eind
70325	*ikoraY`
70328	EaAbid
70330	<isomaAEiyl
70332	<idoriys
70334	*aA
70336	kifol
kul~
min
70340	SaAbir
70342	>udoxila
70345	fiY
raHomap
70348	<in~
70350	min
70352	Sa`liH
70354	*aA
70356	n~uwn
<i*
*ahaba
muga`Dib
70361	Zan~a
>an
lan
qadara
EalaY`
70368	naAdaY`
fiY
70371	Zuluma`t
>an
laA
<ila`h
<il~aA
70377	suboHa`n
70379	<in~
70381	kaAna
70383	min
70385	ZaAlim
70387	{sotajaAba
70392	naj~aY`
70395	min
70397	gam~
70400	*a`lik
>anjaY`
70403	mu&omin
70405	zakariy~aA
<i*
naAdaY`
rab~
70410	rab~
70412	laA
ya*ara
70415	farod
70418	xayor
70420	waAriv
70422	{sotajaAba
70427	wahaba
70431	yaHoyaY`
70433	>aSolaHa
70437	zawoj
70439	<in~
70441	kaAna
70443	yusa`riEu
70445	fiY
70447	xayora`t
70449	daEaA
70452	ragab
70454	rahab
70456	kaAna
70460	xaA$iE
70462	{l~a*iY
>aHoSanato
faroj
70467	nafaxa
70469	fiY
70471	min
ruwH
70475	jaEala
70479	{bon
70481	'aAyap
70484	Ea`lamiyn
<in~
ha`*aA
>um~ap
70489	>um~ap
wa`Hidap
70493	rab~
70496	Eabada
70500	t~aqaT~aEa
70502	>amor
70504	bayon
70506	kul~
<ilaY`
70509	ra`jiEuwn
70511	man
Eamila
min
70515	S~a`liHa`t
70518	mu&omin
70520	laA
kuforaAn
70523	saEoy
70526	<in~
70530	kaAtib
70532	HaraAm
EalaY`
qaroyap
>aholaka
70538	>an~
70540	laA
rajaEa
70543	Hat~aY`
<i*aA
fataHa
ya>ojuwj
70548	ma>ojuwj
70551	min
kul~
Hadab
yansilu
70557	{qotaraba
70559	waEod
70561	Haq~
70563	<i*aA
70565	$a`xiSap
baSar
{l~a*iY
kafara
70571	wayol
70573	qad
kaAna
70576	fiY
gafolap
min
ha`*aA
bal
kaAna
70583	ZaAlim
<in~
70587	maA
Eabada
70590	min
duwn
{ll~ah
HaSab
jahan~am
70598	waArid
law
kaAna
ha`*aA
<ila`h
maA
warada
70608	kul~
fiY
70611	xa`lid
70614	fiY
70616	zafiyr
70619	fiY
70621	laA
samiEa
70624	<in~
{l~a*iY
sabaqa
70629	min
70632	HusonaY`
>uwla`^}ik
Ean
70636	muboEaduwn
laA
samiEa
70640	Hasiys
70644	fiY
maA
{$otahato
nafos
70649	xa`lid
laA
yaHozun
70654	fazaE
70656	>akobar
70658	talaq~aY`^
70661	malak
ha`*aA
yawom
70665	{l~a*iY
kaAna
70668	waEada
70670	yawom
naTowiY
70673	samaA^'
70675	TaY~
70677	s~ijil~
70680	kita`b
70682	maA
bada>a
70685	>aw~al
xaloq
>uEiydu
70689	waEod
EalaY`
70692	<in~
70694	kaAna
70696	faAEil
70699	qad
kataba
70702	fiY
70704	zabuwr
min
baEod
70708	*ikor
>an~
70711	>aroD
wariva
70714	Eabod
70717	Sa`liH
<in~
fiY
ha`*aA
70722	bala`g
70724	qawom
EaAbid
70727	maA
>arosala
70731	<il~aA
raHomap
70735	Ea`lamiyn
qaAla
<in~
maA
>awoHaY`^
<ilaY`
70742	>an~
maA
<ila`h
70746	<ila`h
wa`Hid
70749	hal
70751	musolim
70753	<in
tawal~aY`
70757	qaAla
'aA*an
70761	EalaY`
sawaA^'
70764	<in
tadoriY
70767	qariyb
>am
baEiyd
maA
waEada
70773	<in~
70775	Ealima
70777	jahor
min
70780	qawol
70782	Ealima
maA
katama
70787	<in
tadoriY
laEal~
70791	fitonap
70795	mata`E
<ilaY`
Hiyn
qaAla
rab~
70801	Hakama
70804	Haq~
70806	rab~
70809	r~aHoma`n
70811	musotaEaAn
EalaY`
maA
yaSifu
70817	>ay~uhaA
70819	n~aAs
{t~aqaY`
70822	rab~
70824	<in~
zalozalap
70827	saAEap
$aYo'
EaZiym
yawom
ra'aA
70834	ta*ohalu
kul~
muroDiEap
Ean
maA
>aroDaEato
70841	waDaEa
kul~
*uw
Hamol
Hamol
70848	ra'aA
70850	n~aAs
suka`raY`
70853	maA
70856	suka`raY`
70858	la`kin~
Ea*aAb
{ll~ah
$adiyd
70863	min
70865	n~aAs
man
ja`dalu
fiY
{ll~ah
70871	gayor
Eilom
70874	{t~abaEa
kul~
$ayoTa`n
m~ariyd
kataba
EalaY`
70881	>an~
70883	man
tawal~aY`
70887	>an~
70889	>aDal~a
70892	hadaY
70894	<ilaY`
Ea*aAb
70897	saEiyr
70899	>ay~uhaA
70901	n~aAs
<in
kaAna
70905	fiY
rayob
min
70909	baEov
70911	<in~
70913	xalaqa
70916	min
turaAb
vum~
min
n~uTofap
vum~
min
Ealaqap
vum~
min
muDogap
muxal~aqap
70929	gayor
muxal~aqap
70932	bay~anu
70936	>aqoraro
fiY
70939	>aroHaAm
maA
$aA^'a
<ilaY`
>ajal
m~usam~FY
vum~
>axoraja
70948	Tifol
vum~
70951	balaga
70953	>a$ud~
70956	min
70958	man
tawaf~aY`
70961	min
70963	man
rad~a
<ilaY`
>aro*al
70968	Eumur
70970	kaY
Ealima
min
baEod
Eilom
$aYo'
70977	ra'aA
70979	>aroD
haAmidap
70982	<i*aA
>anzala
70985	EalaY`
70988	maA^'
{hotaz~ato
70991	rabato
70993	>an[bata
min
kul~
zawoj
bahiyj
*a`lik
71000	>an~
{ll~ah
71004	Haq~
71006	>an~
71008	>aHoyaA
71010	m~ay~it
71012	>an~
71014	EalaY`
kul~
$aYo'
qadiyr
71019	>an~
71021	saAEap
A^tiy
laA
rayob
fiY
71028	>an~
{ll~ah
baEava
man
fiY
71034	qabor
71036	min
71038	n~aAs
man
ja`dalu
fiY
{ll~ah
71044	gayor
Eilom
71047	laA
hudFY
71050	laA
kita`b
m~uniyr
vaAniY
EiTof
71057	>aDal~a
Ean
sabiyl
{ll~ah
71063	fiY
71065	d~unoyaA
xizoY
71068	>a*aAqa
71070	yawom
71072	qiya`map
Ea*aAb
71075	Hariyq
*a`lik
71078	maA
qad~ama
yad
71083	>an~
{ll~ah
l~ayosa
71087	Zal~a`m
71090	Eabod
71092	min
71094	n~aAs
man
Eabada
{ll~ah
EalaY`
Harof
71101	<in
>aSaAba
71104	xayor
{Toma>an~a
71109	<in
>aSaAba
71112	fitonap
{nqalaba
EalaY`
wajoh
71117	xasira
71119	d~unoyaA
71122	A^xir
*a`lik
71126	xusoraAn
71128	m~ubiyn
daEaA
min
duwn
{ll~ah
maA
laA
yaDur~a
71138	maA
laA
nafaEa
71142	*a`lik
71145	Dala`l
71147	baEiyd
daEaA
71150	man
Dar~
71153	>aqorab
min
nafoE
71158	bi}osa
71160	mawolaY`
71163	bi}osa
71165	Ea$iyr
<in~
{ll~ah
>udoxila
{l~a*iY
'aAmana
71173	Eamila
71176	S~a`liHa`t
jan~ap
jarayo
min
taHot
71183	nahar
<in~
{ll~ah
faEala
maA
>araAda
man
kaAna
Zan~a
>an
lan
naSara
71196	{ll~ah
fiY
71199	d~unoyaA
71202	A^xir
71205	mad~a
71207	sabab
<ilaY`
71210	samaA^'
vum~
71213	quTiEa
71216	n~aZara
hal
>a*ohaba
71220	kayod
71222	maA
yagiyZu
71226	*a`lik
>anzala
71230	'aAyap
bay~inap
71233	>an~
{ll~ah
hadaY
man
>araAda
<in~
{l~a*iY
'aAmana
71243	{l~a*iY
haAdu
71248	S~a`bi_#iyn
71251	naSoraAniy~
71254	majuws
71256	{l~a*iY
>a$oraka
71259	<in~
{ll~ah
faSala
bayon
71264	yawom
71266	qiya`map
<in~
{ll~ah
EalaY`
kul~
$aYo'
$ahiyd
71274	lam
ra'aA
>an~
{ll~ah
sajada
71281	man
fiY
71284	samaA^'
71286	man
fiY
71289	>aroD
71292	$amos
71295	qamar
71298	n~ajom
71301	jabal
71304	$ajar
71307	daA^b~ap
71309	kaviyr
min
71312	n~aAs
71314	kaviyr
Haq~a
EalaY`
71319	Ea*aAb
71321	man
>aha`na
{ll~ah
71325	maA
71328	min
m~ukorim
<in~
{ll~ah
faEala
maA
$aA^'a
ha`*a`n
xaSom
{xotaSamu
71339	fiY
rab~
71343	{l~a*iY
kafara
71346	qaT~aEa
71349	viyaAb
min
naAr
Sab~a
min
fawoq
ra>os
71358	Hamiym
yuSoharu
71362	maA
fiY
baTon
71368	juluwd
71372	m~aqa`miE
min
Hadiyd
kul~amaA
>araAda
71378	>an
xaraja
71381	min
71383	min
gam~
>uEiydu
71387	fiY
71390	*aAqu
71392	Ea*aAb
71394	Hariyq
<in~
{ll~ah
>udoxila
{l~a*iY
'aAmana
71402	Eamila
71405	S~a`liHa`t
jan~ap
jarayo
min
taHot
71412	nahar
Hul~u
71415	fiY
71417	min
>asaAwir
min
*ahab
71422	lu&olu&
71424	libaAs
71426	fiY
71428	Hariyr
71430	hadaY
71432	<ilaY`
71434	Tay~ib
min
71437	qawol
71439	hadaY
71441	<ilaY`
Sira`T
71444	Hamiyd
<in~
{l~a*iY
kafara
71450	Sad~a
71452	Ean
sabiyl
{ll~ah
71457	masojid
71459	HaraAm
{l~a*iY
jaEala
71466	n~aAs
sawaA^'
71469	EaAkif
fiY
71474	baAd
71476	man
>araAda
fiY
71481	<iloHaAd
71483	Zulom
>a*aAqa
71486	min
Ea*aAb
>aliym
71490	<i*
baw~a>a
71494	<iboraAhiym
m~akaAn
71497	bayot
>an
laA
>a$oraka
71503	$aYo'
71505	Tah~ara
bayot
71510	TaA^}if
71513	qaA^}im
71516	raAkiE
71518	s~ujuwd
71520	>a*~ana
fiY
71523	n~aAs
71526	Haj~
>ataY
71530	rijaAl
71532	EalaY`
kul~
DaAmir
>ataY
71537	min
kul~
faj~
Eamiyq
71542	$ahida
71544	mana`fiE
71548	*akara
71550	{som
{ll~ah
fiY
yawom
m~aEoluwma`t
EalaY`
maA
razaqa
71559	min
bahiymap
71562	n~aEam
71564	>akala
71566	min
71569	>aToEama
71572	baA^}is
71574	faqiyr
vum~
71577	qaDaY`^
71579	tafav
71583	>awofaY`
71585	nu*uwr
71589	yaT~aw~afa
71593	bayot
71595	Eatiyq
*a`lik
71598	man
yuEaZ~imo
Huruma`t
{ll~ah
71604	xayor
71607	Eind
rab~
71611	>aHal~a
71615	n~aEam
<il~aA
maA
talaY`
EalaY`
71622	{jotanabu
71625	rijos
min
71628	>awova`n
71630	{jotanabu
71632	qawol
71634	z~uwr
Haniyf
71637	{ll~ah
gayor
mu$orik
71643	man
>a$oraka
71646	{ll~ah
71648	ka>an~
maA
xar~a
min
71653	samaA^'
71655	xaTifa
71658	Tayor
>aw
hawaY`
71664	riyH
fiY
m~akaAn
saHiyq
*a`lik
71670	man
yuEaZ~imo
$aEa`^}ir
{ll~ah
71675	<in~
71677	min
taqowaY
71680	qalob
71683	fiY
71685	mana`fiE
<ilaY`
>ajal
m~usam~FY
vum~
maHil~
71692	<ilaY`
71694	bayot
71696	Eatiyq
71699	kul~
>um~ap
jaEala
71703	mansak
71705	*akara
71707	{som
{ll~ah
EalaY`
maA
razaqa
71713	min
bahiymap
71716	n~aEam
71718	<ila`h
71720	<ila`h
wa`Hid
71725	>asolama
71728	bu$~ira
71730	muxobitiyn
{l~a*iY
<i*aA
*akara
{ll~ah
wajilato
qalob
71740	SaAbir
EalaY`
maA
>aSaAba
71747	m~uqiym
71749	Salaw`p
71751	min
maA
razaqa
71756	>anfaqa
71760	budon
jaEala
71766	min
$aEa`^}ir
{ll~ah
71771	fiY
71773	xayor
71775	*akara
71777	{som
{ll~ah
EalaY`
71781	SawaA^f~
71783	<i*aA
wajabato
janb
71788	>akala
71790	min
71793	>aToEama
71796	qaAniE
71799	muEotar~
71801	*a`lik
sax~ara
71807	laEal~
71809	$akara
71811	lan
yanaAlu
{ll~ah
laHom
71817	laA
dam
71821	la`kin
yanaAlu
71825	taqowaY
min
71829	*a`lik
sax~ara
71835	kab~iro
71837	{ll~ah
EalaY`
maA
hadaY
71843	bu$~ira
71845	muHosin
<in~
{ll~ah
yuda`fiEu
Ean
{l~a*iY
'aAmana
71853	<in~
{ll~ah
laA
>aHobabo
kul~
xaw~aAn
kafuwr
>a*ina
71862	{l~a*iY
qa`tala
71866	>an~
71868	Zalama
71871	<in~
{ll~ah
EalaY`
naSor
71877	qadiyr
{l~a*iY
>axoraja
71881	min
daAr
71885	gayor
Haq~
<il~aA
>an
qaAla
71891	rab~
71893	{ll~ah
71895	lawolaA^
dafoE
{ll~ah
71899	n~aAs
baEoD
71903	baEoD
71905	hud~imato
Sawa`miE
71908	biyaE
71910	Salaw`p
71912	masojid
*akara
fiY
71916	{som
{ll~ah
kaviyr
71921	naSara
71923	{ll~ah
man
naSara
71927	<in~
{ll~ah
71930	qawiY~
Eaziyz
{l~a*iY
<in
mak~a
71937	fiY
71939	>aroD
>aqaAma
71943	Salaw`p
71945	A^taY
71948	zakaw`p
71950	>amara
71954	m~aEoruwf
71956	nahaY`
71958	Ean
71960	munkar
71963	{ll~ah
Ea`qibap
71966	>amor
71968	<in
ka*~aba
71973	qad
ka*~aba
qabol
71977	qawom
nuwH
71980	EaAd2
71982	vamuwd
71984	qawom
<iboraAhiym
71987	qawom
luwT
71990	>aSoHa`b
madoyan
71993	ka*~aba
muwsaY`
71996	>amolaY`
72000	ka`firuwn
vum~
>axa*a
72006	kayof
kaAna
nakiyr
72011	ka>ay~in
min
qaroyap
>aholaka
72019	ZaAlimap
72022	xaAwiyap
EalaY`
Earo$
72027	bi}or
m~uEaT~alap
72030	qaSor
m~a$iyd
72034	lam
saAra
72037	fiY
72039	>aroD
72041	kaAna
72044	qalob
Eaqalu
72049	>aw
>u*unN
samiEa
72056	<in~
72058	laA
EamiYa
72061	baSar
72063	la`kin
EamiYa
72066	qalob
{l~a*iY
fiY
72070	Sador
72072	{sotaEojala
72077	Ea*aAb
72079	lan
>axolafu
{ll~ah
waEod
72085	<in~
yawom
Eind
rab~
72091	>alof
sanap
min
maA
Ead~a
72098	ka>ay~in
min
qaroyap
>amolaY`
72107	ZaAlimap
vum~
>axa*a
72113	<ilaY`
72116	maSiyr
qaAla
72119	>ay~uhaA
72121	n~aAs
<in~
maA
72127	na*iyr
m~ubiyn
72130	{l~a*iY
'aAmana
72134	Eamila
72137	S~a`liHa`t
72140	m~agofirap
72142	rizoq
kariym
72145	{l~a*iY
saEaY`
72148	fiY
'aAyap
72151	muEa`jiziyn
>uwla`^}ik
>aSoHa`b
72155	jaHiym
72157	maA
>arosala
72160	min
qabol
72163	min
rasuwl
72166	laA
n~abiY~
<il~aA
<i*aA
taman~aY`^
>aloqaY`^
72173	$ayoTa`n
fiY
>umoniy~at
72178	yansaxu
{ll~ah
maA
>aloqaY`^
72183	$ayoTa`n
vum~
>uHokimato
{ll~ah
'aAyap
72190	{ll~ah
Ealiym
Hakiym
72194	jaEala
maA
>aloqaY`^
72198	$ayoTa`n
fitonap
72201	{l~a*iY
fiY
qalob
72205	m~araD
72208	qa`siyap
qalob
72212	<in~
72214	ZaAlim
72216	fiY
$iqaAq
baEiyd
72221	Ealima
{l~a*iY
A^taY
72226	Eilom
>an~
72230	Haq~
min
rab~
72235	'aAmana
72240	>axobatu
72243	qalob
72246	<in~
{ll~ah
72249	haAd
{l~a*iY
'aAmana
72253	<ilaY`
Sira`T
m~usotaqiym
72257	laA
zaAlat
{l~a*iY
kafara
72262	fiY
miroyap
min
72266	Hat~aY`
>ataY
72270	saAEap
bagotap
>aw
>ataY
72275	Ea*aAb
yawom
Eaqiym
72279	mulok
yawoma}i*
72282	{ll~ah
Hakama
bayon
72287	{l~a*iY
'aAmana
72291	Eamila
72294	S~a`liHa`t
fiY
jan~ap
72298	naEiym
72300	{l~a*iY
kafara
72304	ka*~aba
72307	'aAyap
72310	>uwla`^}ik
72313	Ea*aAb
m~uhiyn
72316	{l~a*iY
haAjara
72319	fiY
sabiyl
{ll~ah
vum~
qatala
72325	>aw
m~aAta
72329	razaqa
72332	{ll~ah
rizoq
Hasan
72336	<in~
{ll~ah
72340	xayor
72342	r~a`ziqiyn
72344	>udoxila
72347	m~udoxal
r~aDiYa
72352	<in~
{ll~ah
72355	Ealiym
Haliym
*a`lik
72359	man
EaAqaba
72362	mivol
maA
EaAqaba
72367	vum~
bagaY`
EalaY`
72372	naSara
72375	{ll~ah
<in~
{ll~ah
72379	Eafuw~
gafuwr
*a`lik
72383	>an~
{ll~ah
yuwliju
72387	layol
fiY
72390	nahaAr
72392	yuwliju
72394	nahaAr
fiY
72397	layol
72399	>an~
{ll~ah
samiyE
baSiyr
*a`lik
72405	>an~
{ll~ah
72409	Haq~
72411	>an~
maA
daEaA
72415	min
duwn
72420	ba`Til
72422	>an~
{ll~ah
72426	Ealiy~
72428	kabiyr
72430	lam
ra'aA
>an~
{ll~ah
>anzala
min
72437	samaA^'
maA^'
72440	>aSobaHa
72442	>aroD
muxoDar~ap
<in~
{ll~ah
laTiyf
xabiyr
72450	maA
fiY
72453	samaA^'
72455	maA
fiY
72458	>aroD
72460	<in~
{ll~ah
72465	ganiY~
72467	Hamiyd
72469	lam
ra'aA
>an~
{ll~ah
sax~ara
72476	maA
fiY
72479	>aroD
72482	fulok
jarayo
fiY
72486	baHor
72488	>amor
72491	>amosaka
72493	samaA^'
>an
waqaEa
EalaY`
72498	>aroD
<il~aA
72501	<i*on
72503	<in~
{ll~ah
72507	n~aAs
72509	ra'uwf
r~aHiym
72513	{l~a*iY
>aHoyaA
72516	vum~
>amaAta
72519	vum~
>aHoyaA
72522	<in~
72524	<insa`n
72526	kafuwr
72528	kul~
>um~ap
jaEala
72532	mansak
72534	naAsikuw
72537	laA
yuna`ziEu
72541	fiY
72543	>amor
72545	daEaA
<ilaY`
rab~
72549	<in~
72552	EalaY`
hudFY
m~usotaqiym
72556	<in
ja`dalu
72561	qaAla
{ll~ah
>aEolam
72565	maA
Eamila
72568	{ll~ah
Hakama
bayon
72572	yawom
72574	qiya`map
fiY
maA
kaAna
72579	fiY
72581	{xotalafa
72584	lam
Ealima
>an~
{ll~ah
Ealima
maA
fiY
72592	samaA^'
72595	>aroD
<in~
*a`lik
fiY
kita`b
<in~
*a`lik
EalaY`
{ll~ah
yasiyr
72606	Eabada
72608	min
duwn
{ll~ah
maA
lam
naz~ala
72616	suloTa`n
72618	maA
l~ayosa
72624	Eilom
72626	maA
72629	ZaAlim
min
naSiyr
72633	<i*aA
talaY`
EalaY`
72637	'aAyap
72639	bay~inap
Earafa
fiY
wajoh
{l~a*iY
kafara
72647	munkar
kaAda
72650	yasoTu
72653	{l~a*iY
talaY`
72656	EalaY`
72658	'aAyap
72660	qaAla
72663	nab~a>a
72666	$ar~
min
*a`lik
72670	naAr
waEada
72673	{ll~ah
{l~a*iY
kafara
72678	bi}osa
72680	maSiyr
72682	>ay~uhaA
72684	n~aAs
Daraba
maval
72688	{sotamaEa
72692	<in~
{l~a*iY
daEaA
72696	min
duwn
{ll~ah
lan
xalaqa
72702	*ubaAb
72704	law
{jotamaEu
72710	<in
yasolubo
72714	*ubaAb
$aYo'
laA
yasotanqi*u
72720	min
72722	DaEufa
72724	T~aAlib
72727	maToluwb
maA
qadara
72731	{ll~ah
Haq~
qador
72735	<in~
{ll~ah
72738	qawiY~
Eaziyz
{ll~ah
{SoTafaY`
min
72744	malak
rasuwl
72747	min
72749	n~aAs
<in~
{ll~ah
samiyE
baSiyr
Ealima
maA
bayon
yad
72760	maA
xalof
72764	<ilaY`
{ll~ah
rajaEa
72768	>amor
72770	>ay~uhaA
{l~a*iY
'aAmana
72774	yarokaEu
72777	sajada
72780	Eabada
72782	rab~
72785	faEala
72788	xayor
laEal~
72791	>afolaHa
72794	ja`hada
72796	fiY
{ll~ah
Haq~
jihaAd
72802	{jotabaY`
72805	maA
jaEala
EalaY`
72809	fiY
72811	diyn
min
Haraj
mil~ap
>abN
72817	<iboraAhiym
72819	sam~aY`
72822	musolim
min
qabol
72826	fiY
ha`*aA
72829	kaAna
72831	rasuwl
$ahiyd
EalaY`
72836	kaAna
72838	$ahiyd
EalaY`
72841	n~aAs
72843	>aqaAma
72846	Salaw`p
72848	A^taY
72851	zakaw`p
72853	{EotaSamu
72856	{ll~ah
72858	mawolaY`
72861	niEoma
72863	mawolaY`
72865	niEoma
72867	naSiyr
qad
>afolaHa
72871	mu&omin
{l~a*iY
72874	fiY
Salaw`p
72877	xaA$iE
72879	{l~a*iY
72881	Ean
72883	lagow
m~uEoriDuwn
72886	{l~a*iY
72890	zakaw`p
faAEil
72893	{l~a*iY
72896	faroj
72898	Ha`fiZ
<il~aA
EalaY`
zawoj
72903	>aw
maA
malakato
yamiyn
72909	<in~
72911	gayor
maluwm
72914	man
{botagaY`
waraA^'
*a`lik
72919	>uwla`^}ik
72922	EaAd
72924	{l~a*iY
72927	>ama`na`t
72930	Eahod
72932	ra`Euwn
72934	{l~a*iY
72936	EalaY`
Salaw`p
72939	yuHaAfiZu
72941	>uwla`^}ik
72944	waAriv
{l~a*iY
wariva
72949	firodawos
72951	fiY
72953	xa`lid
72956	qad
xalaqa
72960	<insa`n
min
sula`lap
min
Tiyn
vum~
jaEala
72969	n~uTofap
fiY
qaraAr
m~akiyn
vum~
xalaqa
72977	n~uTofap
Ealaqap
72980	xalaqa
72983	Ealaqap
muDogap
72986	xalaqa
72989	muDogap
EaZiym
72992	kasawo
72995	EaZiym
laHom
vum~
>an$a>a
73001	xaloq
A^xar
73004	tabaAraka
{ll~ah
>aHosan
73008	xa`liq
vum~
<in~
73012	baEod
*a`lik
73015	m~ay~it
vum~
<in~
73019	yawom
73021	qiya`map
baEava
73026	qad
xalaqa
73029	fawoq
73031	saboE
Tariyqap
73034	maA
kaAna
73037	Ean
73039	xaloq
ga`fil
73042	>anzala
73044	min
73046	samaA^'
maA^'
73049	qadar
73051	>asokan
73054	fiY
73056	>aroD
73058	<in~
73060	EalaY`
*ahaAb
73065	qaAdir
73067	>an$a>a
73073	jan~ap
min
n~axiyl
73077	Einab
73080	fiY
73082	fawa`kih
kaviyrap
73085	min
73087	>akala
73090	$ajarap
xaraja
min
Tuwr
sayonaA^'
tan[butu
73098	d~uhon
73100	Sibog
73103	'aAkiluwn
73105	<in~
73108	fiY
73110	n~aEam
73112	Eiborap
>asoqayo
73115	min
maA
fiY
baTon
73123	fiY
73125	mana`fiE
kaviyrap
73128	min
73130	>akala
73133	EalaY`
73136	EalaY`
73138	fulok
Hamala
73143	qad
>arosala
73146	nuwH
<ilaY`
qawom
73151	qaAla
73153	qawom
73155	Eabada
73157	{ll~ah
maA
73161	min
<ila`h
gayor
73167	laA
{t~aqaY`
73171	qaAla
73173	mala>
{l~a*iY
kafara
73177	min
qawom
73180	maA
ha`*aA
<il~aA
ba$ar
mivol
73186	>araAda
>an
yatafaD~ala
EalaY`
73192	law
$aA^'a
{ll~ah
73196	>anzala
malak
maA
samiEa
73202	ha`*aA
fiY
A^baA'
73207	>aw~al
<in
73210	<il~aA
rajul
73214	jin~ap
73216	tarab~aSo
73220	Hat~aY`
Hiyn
qaAla
rab~
73225	naSara
73228	maA
ka*~aba
73233	>awoHaY`^
73235	<ilaY`
73237	>an
SanaEu
73240	fulok
73242	Eayon
73245	waHoY
73248	<i*aA
jaA^'a
>amor
73253	faAra
73255	t~an~uwr
73257	salaka
fiY
73260	min
kul~
zawoj
{vonayon
73265	>ahol
73267	<il~aA
man
sabaqa
EalaY`
73273	qawol
min
73277	laA
xaATaba
73280	fiY
{l~a*iY
Zalama
73284	<in~
73286	m~ugoraquwn
73288	<i*aA
{sotawaY`^
73293	man
maE
73296	EalaY`
73298	fulok
73300	qaAla
73302	Hamod
73304	{ll~ah
{l~a*iY
naj~aY`
73308	min
73310	qawom
73312	ZaAlim
73314	qaAla
rab~
73317	>anzala
73319	munzal
mubaArak
73323	xayor
73325	munziliyn
<in~
fiY
*a`lik
73330	'aAyap
73332	<in
kaAna
73336	mubotaliy
vum~
>an$a>a
73340	min
baEod
73343	qaron
A^xar
73346	>arosala
73348	fiY
73350	rasuwl
min
73353	>an
Eabada
73356	{ll~ah
maA
73360	min
<ila`h
gayor
73366	laA
{t~aqaY`
73370	qaAla
73372	mala>
min
qawom
73376	{l~a*iY
kafara
73380	ka*~aba
73383	liqaA^'
73385	A^xir
73387	>utorifu
73390	fiY
73392	Hayaw`p
73394	d~unoyaA
maA
ha`*aA
<il~aA
ba$ar
mivol
73401	>akala
min
maA
>akala
73406	min
73409	$ariba
min
maA
$ariba
73416	<in
>aTaAEa
73419	ba$ar
mivol
73422	<in~
73424	<i*FA
73426	xa`siriyn
73428	waEada
73430	>an~
73432	<i*aA
m~aAta
73436	kaAna
73438	turaAb
73440	EaZiym
>an~
73443	muxoraj
hayohaAt
hayohaAt
73447	maA
waEada
73450	<in
73452	<il~aA
Hayaw`p
73456	d~unoyaA
m~aAta
73459	HaY~a
73461	maA
73464	m~aboEuwvuwn
<in
73467	<il~aA
rajul
{fotaraY`
EalaY`
{ll~ah
ka*ib
73474	maA
73479	mu&omin
qaAla
rab~
73483	naSara
73486	maA
ka*~aba
73490	qaAla
Ean
maA
qaliyl
73495	>aSobaHa
73497	na`dimiyn
73499	>axa*a
73502	SayoHap
73505	Haq~
73507	jaEala
73510	guvaA^'
73512	buEod
73515	qawom
73517	ZaAlim
vum~
>an$a>a
73521	min
baEod
73524	qaron
A^xar
maA
sabaqa
min
>um~ap
>ajal
73533	maA
yasota>oxiru
73536	vum~
>arosala
73539	rasuwl
73541	tatoraA
kul~
maA
jaA^'a
>um~ap
rasuwl
73548	ka*~aba
73552	>atobaEa
73554	baEoD
73556	baEoD
73558	jaEala
73561	Hadiyv
73563	buEod
73565	qawom
laA
'aAmana
73569	vum~
>arosala
73572	muwsaY`
73574	>ax
73576	ha`ruwn
73578	'aAyap
73581	suloTa`n
m~ubiyn
<ilaY`
firoEawon
73586	mala>
73589	{sotakobara
73592	kaAna
73594	qawom
EaAliyn
73597	qaAla
73600	'aAmana
73602	ba$ar
mivol
73606	qawom
73610	EaAbid
73612	ka*~aba
73616	kaAna
73618	min
73620	muholakiyn
73623	qad
A^taY
73626	muwsaY`
73628	kita`b
laEal~
73631	{hotadaY`
73634	jaEala
73636	{bon
maroyam
73639	>um~
73641	'aAyap
73643	'aAwaY`^
73646	<ilaY`
rabowap
*uw
qaraAr
73651	m~aEiyn
73653	>ay~uhaA
73655	rasuwl
>akala
73658	min
73660	Tay~iba`t
73662	Eamila
73664	Sa`liH
<in~
73668	maA
Eamila
73671	Ealiym
73673	<in~
ha`*aA
>um~ap
73677	>um~ap
wa`Hidap
73681	rab~
73684	{t~aqaY`
73688	t~aqaT~aEa
73690	>amor
73692	bayon
73694	zubur
kul~
Hizob
73698	maA
laday
73701	fariH
73703	ya*ara
73705	fiY
gamorap
73708	Hat~aY`
Hiyn
73711	Hasiba
73713	>an~
maA
>amad~a
73719	min
maAl
73722	bunaY~
yusa`riEu
73726	fiY
73728	xayora`t
bal
laA
ya$oEuru
73733	<in~
{l~a*iY
73736	min
xa$oyap
rab~
73740	mu$ofiquwn
73742	{l~a*iY
73745	'aAyap
rab~
73748	'aAmana
73751	{l~a*iY
73754	rab~
73756	laA
>a$oraka
73760	{l~a*iY
A^taY
73763	maA
A^taY
73767	qalob
73769	wajilap
>an~
73772	<ilaY`
rab~
73775	ra`jiEuwn
>uwla`^}ik
yusa`riEu
73779	fiY
73781	xayora`t
73786	saAbiq
73788	laA
yukal~ifu
nafos
<il~aA
wusoE
73795	laday
73797	kita`b
yanTiqu
73801	Haq~
73804	laA
Zalama
73807	bal
qalob
73810	fiY
gamorap
min
ha`*aA
73817	Eamal
min
duwn
*a`lik
73824	Ea`mil
Hat~aY`
<i*aA
>axa*a
73829	mutorafiyn
73833	Ea*aAb
<i*aA
73836	yajo_#aru
73838	laA
yajo_#aru
73842	yawom
<in~
73845	min
73847	laA
naSara
73850	qad
kaAna
'aAyap
73854	talaY`
EalaY`
73858	kaAna
73860	EalaY`
Eaqib
73863	nakaSa
73865	musotakobir
73868	sa`mir
{hojuro
73873	lam
yatadab~aru
73877	qawol
>am
jaA^'a
73881	maA
lam
>ataY
A^baA'
73887	>aw~al
>am
lam
Earafa
73892	rasuwl
73898	munkiruwn
>am
qaAla
73904	jin~ap
bal
jaA^'a
73910	Haq~
73912	>akovar
73916	Haq~
ka`rihuwn
73919	law
{t~abaEa
73922	Haq~
>ahowaA^'
73926	fasadati
73928	samaA^'
73931	>aroD
73933	man
fiY
73936	bal
>ataY
73941	*ikor
73945	Ean
*ikor
73948	m~uEoriDuwn
>am
sa>ala
73952	xaroj
73954	xaraAj
rab~
73957	xayor
73960	xayor
73962	r~a`ziqiyn
73964	<in~
73967	daEaA
73969	<ilaY`
Sira`T
m~usotaqiym
73973	<in~
{l~a*iY
laA
'aAmana
73980	A^xir
Ean
73983	Sira`T
73985	na`kibuwn
73987	law
r~aHima
73992	ka$afa
73994	maA
73997	min
Dur~
74000	l~aj~u
74002	fiY
Tugoya`n
74005	yaEomahu
74009	qad
>axa*a
74015	Ea*aAb
74017	maA
{sotakaAnu
74021	rab~
74024	maA
yataDar~aEu
74027	Hat~aY`
<i*aA
fataHa
74031	EalaY`
74033	baAb
*aA
Ea*aAb
$adiyd
<i*aA
74039	fiY
74041	mubolisuwn
74044	{l~a*iY
>an$a>a
74049	samoE
74052	baSar
74055	fu&aAd
qaliyl
maA
$akara
74062	{l~a*iY
*ara>a
74065	fiY
74067	>aroD
74069	<ilaY`
74071	Ha$ara
74075	{l~a*iY
>aHoyaA
74078	>amaAta
74082	{xotila`f
74084	layol
74087	nahaAr
74090	laA
Eaqalu
74093	bal
qaAla
74096	mivol
maA
qaAla
74100	>aw~al
qaAla
74104	<i*aA
m~aAta
74108	kaAna
74110	turaAb
74112	EaZiym
74114	<in~
74117	m~aboEuwvuwn
74119	qad
waEada
74124	A^baA'
74126	ha`*aA
min
qabol
<in
ha`*aA
<il~aA
>asa`Tiyr
74134	>aw~al
qaAla
74137	man
74139	>aroD
74141	man
fiY
74144	<in
kaAna
74147	Ealima
74150	qaAla
74153	{ll~ah
qaAla
74157	laA
ta*ak~ara
74160	qaAla
man
rab~
74164	samaA^'
74166	saboE
74168	rab~
74170	Earo$
74172	EaZiym
74174	qaAla
74177	{ll~ah
qaAla
74181	laA
{t~aqaY`
74184	qaAla
man
74187	yad
74189	malakuwt
kul~
$aYo'
74194	yujiyru
74196	laA
yujiyru
EalaY`
74200	<in
kaAna
74203	Ealima
74206	qaAla
74209	{ll~ah
qaAla
74212	>an~aY`
saHaru
74215	bal
>ataY
74221	Haq~
74223	<in~
74226	ka`*ib
maA
{t~axa*a
{ll~ah
min
walad
74233	maA
kaAna
maE
74237	min
<ila`h
<i*FA
74241	*ahaba
kul~
<ila`h
74245	maA
xalaqa
74249	taEa`laY`
baEoD
74252	EalaY`
baEoD
suboHa`n
{ll~ah
Ean
maA
yaSifu
74260	Ea`lim
74262	gayob
74265	$aha`dap
74267	taEa`laY`
Ean
maA
>a$oraka
74272	qaAla
rab~
74275	<im~aA
>arayo
74279	maA
waEada
74282	rab~
74285	laA
jaEala
74288	fiY
74290	qawom
74292	ZaAlim
74294	<in~
74296	EalaY`
>an
>arayo
74300	maA
waEada
74304	qaAdir
dafaEo
74307	{l~a*iY
74309	>aHosan
74311	say~i}ap
74313	>aEolam
74315	maA
yaSifu
74319	qaAla
rab~
74322	Eu*o
74325	min
hamaza`t
74328	$ayoTa`n
74330	Eu*o
74333	rab~
74335	>an
HaDara
74339	Hat~aY`
<i*aA
jaA^'a
>aHad
74345	mawot
qaAla
rab~
74349	rajaEa
74352	l~aEal~
74354	Eamila
Sa`liH
fiY
maA
taraka
74360	kal~aA
<in~
74363	kalimap
74365	qaA^}il
74368	min
waraA^'
74371	barozax
<ilaY`
yawom
baEava
74377	<i*aA
nafaxa
fiY
74381	S~uwr
74383	laA
nasab
bayon
74387	yawoma}i*
74389	laA
yatasaA^'alu
74393	man
vaqulato
miyzaAn
74398	>uwla`^}ik
74401	mufoliHuwn
74403	man
xaf~ato
miyzaAn
74408	>uwla`^}ik
{l~a*iY
xasira
74412	nafos
74414	fiY
jahan~am
xa`lid
talofaHu
wajoh
74421	naAr
74424	fiY
74426	ka`liHuwn
74428	lam
kaAna
'aAyap
74432	talaY`
EalaY`
74436	kaAna
74440	ka*~aba
74442	qaAla
74444	rab~
74446	galabu
EalaY`
74449	$iqowat
74452	kaAna
74454	qawom
DaA^l~
rab~
74458	>axoraja
74460	min
74463	<in
EaAda
74467	<in~
74469	ZaAlim
qaAla
{xosa_#u
74473	fiY
74476	laA
kal~ama
74480	<in~
74482	kaAna
fariyq
min
Eabod
74487	qaAla
74489	rab~
74491	'aAmana
74494	gafara
74498	r~aHima
74502	xayor
74504	r~a`Himiyn
74506	{t~axa*a
74509	sixoriy~
Hat~aY`
>ansaY`
74514	*ikor
74517	kaAna
74519	min
74521	DaHikato
74523	<in~
74525	jazaY`
74529	yawom
74531	maA
Sabara
74534	>an~
74538	faA^}izuwn
qaAla
kam
labiva
74543	fiY
74545	>aroD
Eadad
siniyn
qaAla
74550	labiva
74552	yawom
>aw
baEoD
yawom
74557	sa>ala
74559	EaA^d~iyn
qaAla
<in
labiva
74564	<il~aA
qaliyl
law
>an~
74569	kaAna
74571	Ealima
74575	Hasiba
74577	>an~
maA
xalaqa
74582	Eabav
74584	>an~
74586	<ilaY`
74588	laA
rajaEa
74592	taEa`laY`
{ll~ah
74595	malik
74597	Haq~
laA
<ila`h
<il~aA
74602	rab~
74604	Earo$
74606	kariym
74608	man
daEaA
maE
{ll~ah
<ila`h
A^xar
laA
buroha`n
74621	<in~
maA
HisaAb
74625	Eind
rab~
74628	<in~
74630	laA
>afolaHa
74633	ka`firuwn
74635	qaAla
rab~
74638	gafara
74640	r~aHima
74643	xayor
74645	r~a`Himiyn
suwrap
>anzala
74651	faraDa
74655	>anzala
74657	fiY
74659	'aAyap
bay~inap
laEal~
74663	ta*ak~ara
74666	zaAniyap
74669	zaAn
74671	{jolidu
74673	kul~
wa`Hid
min
74677	miA}ap
jalodap
74680	laA
>axa*a
74685	ra>ofap
fiY
diyn
{ll~ah
<in
kaAna
74692	'aAmana
74695	{ll~ah
74698	yawom
74700	A^xir
74703	$ahida
Ea*aAb
74706	TaA^}ifap
min
74709	mu&omin
74711	zaAn
laA
nakaHa
<il~aA
zaAniyap
>aw
mu$orikap
74720	zaAniyap
laA
nakaHa
74724	<il~aA
zaAn
>aw
mu$orik
74729	Har~ama
*a`lik
EalaY`
74733	mu&omin
74735	{l~a*iY
ramaY`
74739	muHoSana`t
vum~
lam
>ataY
74745	>arobaEap
$ahiyd
74748	{jolidu
74751	vama`niyn
jalodap
74754	laA
yaqobalu
74759	$aha`dap
>abadFA
74762	>uwla`^}ik
74765	faAsiq
<il~aA
{l~a*iY
taAba
74770	min
baEod
*a`lik
74774	>aSolaHa
74777	<in~
{ll~ah
gafuwr
r~aHiym
74782	{l~a*iY
ramaY`
74785	zawoj
74788	lam
kaAna
74792	$ahiyd
<il~aA
nafos
74797	$aha`dap
>aHad
74800	>arobaE
$aha`da`t
74803	{ll~ah
<in~
74807	min
74809	SaAdiq
74812	xa`misap
>an~
laEonap
{ll~ah
EalaY`
74818	<in
kaAna
min
74822	ka`*ib
74824	yadora&uA@
Ean
74828	Ea*aAb
>an
$ahida
>arobaE
$aha`da`t
74834	{ll~ah
<in~
74838	min
74840	ka`*ib
74843	xa`misap
>an~
gaDab
{ll~ah
EalaY`
74849	<in
kaAna
min
74853	SaAdiq
74855	lawolaA^
faDol
{ll~ah
EalaY`
74861	raHomap
74864	>an~
{ll~ah
taw~aAb
Hakiym
<in~
{l~a*iY
jaA^'a
74874	<ifok
EuSobap
min
74878	laA
Hasiba
74882	$ar~
74885	bal
74887	xayor
74891	kul~
{mori}
min
74895	maA
{kotasaba
min
74899	<ivom
74901	{l~a*iY
tawal~aY`
kibor
74905	min
74909	Ea*aAb
EaZiym
lawolaA^
<i*
samiEa
74916	Zan~a
74918	mu&omin
74921	m~u&omina`t
74923	nafos
74925	xayor
74927	qaAla
74929	ha`*aA
<ifok
m~ubiyn
lawolaA^
jaA^'a
74935	EalaY`
74938	>arobaEap
$ahiyd
74941	<i*
lam
>ataY
74947	$ahiyd
74949	>uwla`^}ik
Eind
{ll~ah
74954	ka`*ib
74956	lawolaA^
faDol
{ll~ah
EalaY`
74962	raHomap
74964	fiY
74966	d~unoyaA
74969	A^xir
74971	mas~a
74973	fiY
maA
>afaADa
74977	fiY
74979	Ea*aAb
EaZiym
<i*
talaq~aY`^
74986	lisaAn
74989	qaAla
74992	>afowa`h
74994	maA
l~ayosa
75000	Eilom
75002	Hasiba
75005	hay~in
75008	Eind
{ll~ah
EaZiym
75012	lawolaA^
<i*
samiEa
75017	qaAla
75019	maA
kaAna
75023	>an
yatakal~amu
75026	ha`*aA
suboHa`n
75029	ha`*aA
buhota`n
EaZiym
waEaZo
75034	{ll~ah
>an
EaAda
75039	mivol
75041	>abadFA
<in
kaAna
75045	mu&omin
75047	bay~anu
{ll~ah
75052	'aAyap
75054	{ll~ah
Ealiym
Hakiym
<in~
{l~a*iY
>aHobabo
75061	>an
ta$iyEa
75064	fa`Hi$ap
fiY
{l~a*iY
'aAmana
75071	Ea*aAb
>aliym
fiY
75075	d~unoyaA
75078	A^xir
75080	{ll~ah
Ealima
75084	laA
Ealima
75088	lawolaA^
faDol
{ll~ah
EalaY`
75094	raHomap
75097	>an~
{ll~ah
ra'uwf
r~aHiym
75102	>ay~uhaA
{l~a*iY
'aAmana
75106	laA
{t~abaEa
75109	xuTuwa`t
75111	$ayoTa`n
75113	man
{t~abaEa
xuTuwa`t
75117	$ayoTa`n
75119	<in~
75121	>amara
75124	faHo$aA^'
75127	munkar
75129	lawolaA^
faDol
{ll~ah
EalaY`
75135	raHomap
75137	maA
zakaY`
min
75141	min
>aHad
>abadFA
75145	la`kin~
{ll~ah
zak~aY`
man
$aA^'a
75151	{ll~ah
samiyE
Ealiym
75155	laA
ya>otali
>uwliY
75159	faDol
min
75164	saEap
>an
A^taY
75168	>uwliY
75170	qurobaY`
75173	misokiyn
75176	muhaAjir
fiY
sabiyl
{ll~ah
75182	EafaA
75186	yaSofaHu
75189	laA
>aHobabo
75192	>an
gafara
{ll~ah
75198	{ll~ah
gafuwr
r~aHiym
<in~
{l~a*iY
ramaY`
75206	muHoSana`t
75208	ga`fila`t
75210	m~u&omina`t
laEana
75213	fiY
75215	d~unoyaA
75218	A^xir
75222	Ea*aAb
EaZiym
yawom
$ahida
EalaY`
75228	lisaAn
75231	yad
75234	rijol
75237	maA
kaAna
75240	Eamila
75242	yawoma}i*
waf~aY`^
75245	{ll~ah
diyn
75249	Haq~
75251	Ealima
75253	>an~
{ll~ah
75257	Haq~
75259	m~ubiyn
75261	xabiyva`t
75264	xabiyv
75267	xabiyv
75270	xabiyva`t
75273	Tay~iba`t
75276	Tay~ib
75279	Tay~ib
75282	Tay~iba`t
>uwla`^}ik
mubar~a'uwn
min
maA
qaAla
75291	m~agofirap
75293	rizoq
kariym
75296	>ay~uhaA
{l~a*iY
'aAmana
75300	laA
daxala
75303	bayot
gayor
bayot
75307	Hat~aY`
tasota>onisu
75311	sal~ama
75313	EalaY`
>ahol
75316	*a`lik
xayor
75320	laEal~
75322	ta*ak~ara
75325	<in
lam
wajada
75329	fiY
75331	>aHad
75333	laA
daxala
75337	Hat~aY`
>a*ina
75342	<in
qaAla
75346	rajaEa
75349	rajaEa
75352	>azokaY`
75356	{ll~ah
75358	maA
Eamila
75361	Ealiym
l~ayosa
EalaY`
75365	junaAH
>an
daxala
75369	bayot
gayor
masokuwnap
fiY
75374	mata`E
75378	{ll~ah
Ealima
maA
yubodiYa
75384	maA
katama
75387	qaAla
75390	mu&omin
yaguD~u
75393	min
baSar
75397	HafiZa
75399	faroj
75401	*a`lik
>azokaY`
75405	<in~
{ll~ah
xabiyr
75409	maA
SanaEu
75413	qaAla
75416	m~u&omina`t
yaguD~u
75419	min
baSar
75423	HafiZa
75425	faroj
75428	laA
yubodiYa
75431	ziynap
75433	<il~aA
maA
Zahara
min
75440	Daraba
75443	xumur
75445	EalaY`
jayob
75449	laA
yubodiYa
75452	ziynap
75454	<il~aA
75456	baEol
75458	>aw
A^baA'
75461	>aw
A^baA'
baEol
75465	>aw
{bon
75468	>aw
{bon
baEol
75472	>aw
>ax
75475	>aw
bunaY~
>ax
75479	>aw
bunaY~
>uxot
75483	>aw
nisaA^'
75486	>aw
maA
malakato
yamiyn
75491	>aw
75493	taAbiE
gayor
>uwliY
75497	<irobap
min
75500	rijaAl
>aw
75503	Tifol
{l~a*iY
lam
Zahara
75508	EalaY`
Eaworap
75511	nisaA^'
75513	laA
Daraba
75517	rijol
75520	Ealima
maA
>uxofiYa
75524	min
ziynap
75528	taAba
75530	<ilaY`
{ll~ah
jamiyE
>ay~uhaA
75535	mu&omin
laEal~
75538	>afolaHa
75541	tunkiHu
75544	>aya`maY`
min
75549	Sa`liH
min
Eabod
75554	>amap
75556	<in
kaAna
75559	faqiyr
>agonato
75562	{ll~ah
min
faDol
75567	{ll~ah
wa`siE
Ealiym
75572	yasotaEofifo
{l~a*iY
laA
wajada
75577	nikaAH
Hat~aY`
>agonato
75581	{ll~ah
min
faDol
75586	{l~a*iY
{botagaY`
75590	kita`b
min
maA
malakato
yamiyn
75597	kaAtibu
75600	<in
Ealima
75603	fiY
75605	xayor
75607	A^taY
75610	min
maAl
{ll~ah
{l~a*iY
A^taY
75617	laA
>ukoriha
75620	fataya`t
75622	EalaY`
75624	bigaA^'
<in
>araAda
75628	taHaS~un
75630	{botagaY`
75632	EaraD
75634	Hayaw`p
75636	d~unoyaA
75638	man
>ukoriha
75642	<in~
{ll~ah
min
baEod
<ikoraAh
75648	gafuwr
r~aHiym
75652	qad
>anzala
75655	<ilaY`
75657	'aAyap
m~ubay~ina`t
75660	maval
min
{l~a*iY
xalaA
75665	min
qabol
75669	m~awoEiZap
75672	mut~aqiyn
{ll~ah
nuwr
75676	samaA^'
75679	>aroD
maval
nuwr
75684	mi$okaw`p
fiY
75687	miSobaAH
75689	miSobaAH
fiY
zujaAjap
75693	zujaAjap
ka>an~
75696	kawokab
dur~iY~
>awoqadu
min
$ajarap
m~uba`rakap
zayotuwnap
laA
$aroqiy~ap
75706	laA
garobiy~ap
kaAda
zayot
75711	>aDaA^'a
75713	law
lam
mas~a
75717	naAr
nuwr
EalaY`
nuwr
hadaY
{ll~ah
75724	nuwr
75726	man
$aA^'a
75729	Daraba
{ll~ah
75732	maval
75735	n~aAs
75737	{ll~ah
75739	kul~
$aYo'
Ealiym
fiY
bayot
>a*ina
{ll~ah
>an
rafaEa
75749	*akara
fiY
75752	{som
75754	sab~aHa
75757	fiY
75761	guduw~
75764	>aSiyl
rijaAl
laA
>alohaY`
75769	tija`rap
75771	laA
bayoE
Ean
*ikor
{ll~ah
75777	<iqaAm
75779	Salaw`p
75781	<iytaA'N
75783	zakaw`p
xaAfa
75786	yawom
tataqal~abu
fiY
75791	qalob
75794	baSar
75796	jazaY`
75798	{ll~ah
>aHosan
maA
Eamila
75804	zaAda
75806	min
faDol
75810	{ll~ah
razaqa
man
$aA^'a
75815	gayor
HisaAb
75818	{l~a*iY
kafara
75821	Eamal
75824	saraAb
75826	qiyEap
Hasiba
75830	Z~amo_#aAn
maA^'
Hat~aY`
<i*aA
jaA^'a
75836	lam
wajada
75839	$aYo'
75841	wajada
{ll~ah
Eind
75846	waf~aY`^
75848	HisaAb
75851	{ll~ah
sariyE
75854	HisaAb
>aw
75857	Zuluma`t
fiY
baHor
l~uj~iY~
ga$iya
75863	mawoj
min
fawoq
75867	mawoj
min
fawoq
75871	saHaAb
Zuluma`t
baEoD
75875	fawoq
baEoD
<i*aA
>axoraja
yad
75881	lam
kaAda
ra'aA
75886	man
lam
jaEala
{ll~ah
75892	nuwr
75894	maA
75897	min
nuwr
75900	lam
ra'aA
>an~
{ll~ah
sab~aHa
75907	man
fiY
75910	samaA^'
75913	>aroD
75916	Tayor
Sa`^f~a`t
kul~
qad
Ealima
Salaw`p
75924	tasobiyH
75927	{ll~ah
Ealiym
75930	maA
faEala
75935	{ll~ah
mulok
75938	samaA^'
75941	>aroD
75943	<ilaY`
{ll~ah
75946	maSiyr
75948	lam
ra'aA
>an~
{ll~ah
yuzojiY
saHaAb
vum~
>al~afa
bayon
75958	vum~
jaEala
75961	rukaAm
75963	ra'aA
75965	wadoq
xaraja
min
xila`l
75971	naz~ala
min
75974	samaA^'
min
jabal
fiY
75979	min
barad
75982	>aSaAba
75985	man
$aA^'a
75988	Sarafa
75990	Ean
man
$aA^'a
kaAda
sanaA
baroq
75997	*ahaba
76000	baSar
qal~abu
{ll~ah
76004	layol
76007	nahaAr
<in~
fiY
*a`lik
76012	Eiborap
76014	>uwliY
76016	baSar
76018	{ll~ah
xalaqa
kul~
daA^b~ap
min
maA^'
76025	min
76027	man
m~a$a
EalaY`
baTon
76033	min
76035	man
m~a$a
EalaY`
rijol
76040	min
76042	man
m~a$a
EalaY`
>arobaE
xalaqa
{ll~ah
maA
$aA^'a
<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
76057	qad
>anzala
76060	'aAyap
m~ubay~ina`t
76063	{ll~ah
hadaY
man
$aA^'a
<ilaY`
Sira`T
m~usotaqiym
76071	qaAla
76073	'aAmana
76076	{ll~ah
76080	rasuwl
76082	>aTaAEa
76084	vum~
tawal~aY`
fariyq
min
76089	min
baEod
*a`lik
76093	maA
>uwla`^}ik
76097	mu&omin
76099	<i*aA
daEaA
76102	<ilaY`
{ll~ah
76105	rasuwl
76108	Hakama
bayon
76111	<i*aA
fariyq
min
76115	m~uEoriDuwn
76117	<in
kaAna
76122	Haq~
>ataY
76125	<ilaY`
76127	mu*oEiniyn
76129	fiY
qalob
76132	m~araD
>am
{rotaAba
76136	>am
xaAfa
76139	>an
yaHiyfa
{ll~ah
EalaY`
76145	rasuwl
76147	bal
>uwla`^}ik
76151	ZaAlim
<in~
maA
kaAna
qawol
76157	mu&omin
<i*aA
daEaA
76161	<ilaY`
{ll~ah
76164	rasuwl
76167	Hakama
bayon
76170	>an
qaAla
76173	samiEa
76176	>aTaAEa
76179	>uwla`^}ik
76182	mufoliHuwn
76184	man
>aTaAEa
{ll~ah
76188	rasuwl
76191	xa$iYa
{ll~ah
76194	{t~aqaY`
76197	>uwla`^}ik
76200	faA^}izuwn
76202	>aqosamu
76205	{ll~ah
jahod
yamiyn
76210	<in
>amara
76215	xaraja
76217	qaAla
laA
>aqosamu
76221	TaAEap
m~aEoruwfap
<in~
{ll~ah
xabiyr
76227	maA
Eamila
76230	qaAla
>aTaAEa
76233	{ll~ah
76235	>aTaAEa
76238	rasuwl
76240	<in
tawal~aY`
76244	<in~
maA
EalaY`
76248	maA
Hum~ila
76251	EalaY`
76253	maA
Hum~ila
76257	<in
>aTaAEa
76261	{hotadaY`
76264	maA
EalaY`
76267	rasuwl
<il~aA
76270	bala`g
76272	m~ubiyn
waEada
{ll~ah
{l~a*iY
'aAmana
76278	min
76281	Eamila
76284	S~a`liHa`t
76286	{sotaxolafa
76289	fiY
76291	>aroD
76293	maA
{sotaxolafa
{l~a*iY
min
qabol
76301	mak~a
76305	diyn
76307	{l~a*iY
{rotaDaY`
76313	bad~ala
76316	min
baEod
xawof
76320	>amon
Eabada
76324	laA
>a$oraka
76329	$aYo'
76331	man
kafara
baEod
*a`lik
76336	>uwla`^}ik
76339	faAsiq
76341	>aqaAma
76344	Salaw`p
76346	A^taY
76349	zakaw`p
76351	>aTaAEa
76354	rasuwl
laEal~
76357	r~aHima
76359	laA
Hasiba
76362	{l~a*iY
kafara
76365	muEojiz
fiY
76368	>aroD
76370	ma>owaY`
76373	naAr
76376	bi}osa
76378	maSiyr
76380	>ay~uhaA
{l~a*iY
'aAmana
76385	{sota_#o*ana
76387	{l~a*iY
malakato
yamiyn
76392	{l~a*iY
lam
balaga
76397	Hulum
min
76400	vala`v
mar~a`t
min
qabol
Salaw`p
76406	fajor
76408	Hiyn
waDaEa
76411	viyaAb
76413	min
76415	Z~ahiyrap
76417	min
baEod
Salaw`p
76421	Ei$aA^'
vala`v
Eaworap
76426	l~ayosa
EalaY`
76430	laA
EalaY`
76433	junaAH
baEod
76436	Taw~a`fuwn
EalaY`
76439	baEoD
76441	EalaY`
baEoD
76444	*a`lik
bay~anu
{ll~ah
76450	'aAyap
76452	{ll~ah
Ealiym
Hakiym
76456	<i*aA
balaga
76459	Tifol
min
76463	Hulum
76466	{sota_#o*ana
76469	maA
{sota_#o*ana
{l~a*iY
min
qabol
76476	*a`lik
bay~anu
{ll~ah
76481	'aAyap
76484	{ll~ah
Ealiym
Hakiym
76489	qawaAEid
min
76492	nisaA^'
{l~a*iY
laA
yarojuwA@
76497	nikaAH
76499	l~ayosa
EalaY`
76502	junaAH
>an
waDaEa
76506	viyaAb
76508	gayor
mutabar~ija`t
76511	ziynap
76513	>an
yasotaEofifo
76516	xayor
76520	{ll~ah
samiyE
Ealiym
l~ayosa
EalaY`
76526	>aEomaY`
Haraj
76529	laA
EalaY`
76532	>aEoraj
Haraj
76535	laA
EalaY`
76538	m~ariyD
Haraj
76541	laA
EalaY`
nafos
76545	>an
>akala
76548	min
bayot
76551	>aw
bayot
A^baA'
76555	>aw
bayot
>um~
76559	>aw
bayot
>ax
76563	>aw
bayot
>uxot
76567	>aw
bayot
Eam~
76571	>aw
bayot
Eam~a`t
76575	>aw
bayot
xaAl
76579	>aw
bayot
xa`la`t
76583	>aw
maA
malakato
76587	mafaAtiH
76589	>aw
Sadiyq
76592	l~ayosa
EalaY`
76595	junaAH
>an
>akala
76599	jamiyE
>aw
>a$otaAt
76603	<i*aA
daxala
76606	bayot
76608	sal~ama
76610	EalaY`
nafos
76613	taHiy~ap
min
Eind
{ll~ah
m~uba`rakap
Tay~ibap
76620	*a`lik
bay~anu
{ll~ah
76626	'aAyap
laEal~
76629	Eaqalu
76631	<in~
maA
76634	mu&omin
{l~a*iY
'aAmana
76639	{ll~ah
76641	rasuwl
76644	<i*aA
kaAna
76647	maE
76649	EalaY`
>amor
jaAmiE
lam
*ahaba
76655	Hat~aY`
{sota_#o*ana
76659	<in~
{l~a*iY
{sota_#o*ana
76664	>uwla`^}ik
{l~a*iY
'aAmana
76669	{ll~ah
76671	rasuwl
76674	<i*aA
{sota_#o*ana
76679	baEoD
$a>on
76683	>a*ina
76685	man
$aA^'a
76688	min
76691	{sotagofara
76694	{ll~ah
<in~
{ll~ah
gafuwr
r~aHiym
laA
jaEala
76702	duEaA^'
76704	rasuwl
bayon
76708	duEaA^'
baEoD
76711	baEoD
qad
Ealima
{ll~ah
{l~a*iY
yatasal~alu
76718	min
76720	liwaA*
76723	yaHo*aru
{l~a*iY
yuxaAlifu
76727	Ean
>amor
76730	>an
>aSaAba
76733	fitonap
>aw
>aSaAba
76737	Ea*aAb
>aliym
>alaA^
<in~
76742	{ll~ah
maA
fiY
76746	samaA^'
76749	>aroD
qad
Ealima
maA
76754	EalaY`
76757	yawom
rajaEa
76760	<ilaY`
76763	nab~a>a
76766	maA
Eamila
76770	{ll~ah
76772	kul~
$aYo'
Ealiym
tabaAraka
{l~a*iY
naz~ala
76779	furoqaAn
EalaY`
Eabod
76784	kaAna
76787	Ea`lamiyn
na*iyr
{l~a*iY
76792	mulok
76794	samaA^'
76797	>aroD
76799	lam
{t~axa*a
walad
76803	lam
kaAna
76807	$ariyk
fiY
76810	mulok
76812	xalaqa
kul~
$aYo'
76816	qad~ara
76818	taqodiyr
76820	{t~axa*a
76822	min
duwn
76825	<ila`h
laA
xalaqa
76829	$aYo'
76832	xalaqa
76835	laA
malakato
76839	nafos
76841	Dar~
76843	laA
nafoE
76846	laA
malakato
76849	mawot
76851	laA
Hayaw`p
76854	laA
nu$uwr
76857	qaAla
{l~a*iY
kafara
76861	<in
ha`*aA
<il~aA
<ifok
{fotaraY`
76868	>aEaAna
76870	EalaY`
76872	qawom
A^xar
76875	qad
jaA^'a
76878	Zulom
76880	z~uwr
76882	qaAla
76884	>asa`Tiyr
76886	>aw~al
{kotataba
76891	>amolaY`
EalaY`
76894	bukorap
76896	>aSiyl
qaAla
>anzala
76900	{l~a*iY
Ealima
76903	sir~
fiY
76906	samaA^'
76909	>aroD
<in~
76912	kaAna
gafuwr
r~aHiym
76916	qaAla
76918	maA
ha`*aA
76921	rasuwl
>akala
76924	TaEaAm
76926	m~a$a
fiY
76929	s~uwq
lawolaA^
>anzala
<ilaY`
76934	malak
76936	kaAna
maE
76939	na*iyr
>aw
>aloqaY`^
<ilaY`
76944	kanz
>aw
kaAna
76949	jan~ap
>akala
min
76954	qaAla
76956	ZaAlim
<in
{t~abaEa
76960	<il~aA
rajul
m~asoHuwr
n~aZara
kayof
Daraba
76970	maval
76972	Dal~a
76975	laA
{sotaTaAEa
76978	sabiyl
tabaAraka
{l~a*iY
<in
$aA^'a
jaEala
76986	xayor
min
*a`lik
jan~ap
jarayo
min
taHot
76995	nahar
76997	jaEala
77000	qaSor
bal
ka*~aba
77006	saAEap
77008	>aEotadato
77011	man
ka*~aba
77015	saAEap
saEiyr
<i*aA
ra'aA
77020	min
m~akaAn
baEiyd
samiEa
77027	tagay~uZ
77029	zafiyr
77031	<i*aA
>aloqaY`^
77034	min
77036	m~akaAn
Day~iq
m~uqar~aniyn
daEaA
77041	hunaAlik
vubuwr
laA
daEaA
77047	yawom
vubuwr
wa`Hid
77051	daEaA
77053	vubuwr
kaviyr
qaAla
77057	*a`lik
xayor
>am
jan~ap
77062	xulod
{l~a*iY
waEada
77066	mut~aqiyn
kaAna
77070	jazaA^'
77072	maSiyr
77075	fiY
77077	maA
$aA^'a
77080	xa`lid
kaAna
EalaY`
rab~
77085	waEod
maso_#uwl
77088	yawom
Ha$ara
77092	maA
Eabada
77095	min
duwn
{ll~ah
77099	qaAla
77102	>aDal~a
77104	Eabod
77106	ha`*aA
>am
77109	Dal~a
77112	sabiyl
qaAla
77115	suboHa`n
77117	maA
kaAna
yan[bagiY
77122	>an
{t~axa*a
min
duwn
77127	min
waliY~
77130	la`kin
m~at~aEo
77135	A^baA'
77137	Hat~aY`
nasiYa
77141	*ikor
77143	kaAna
77145	qawom
buwr
77148	qad
ka*~aba
77153	maA
qaAla
77157	maA
{sotaTaAEa
77160	Sarof
77162	laA
naSor
77165	man
Zalama
min
77169	>a*aAqa
77171	Ea*aAb
kabiyr
77174	maA
>arosala
77177	qabol
77179	min
77181	m~urosal
<il~aA
<in~
77186	>akala
77189	TaEaAm
77191	m~a$a
77193	fiY
77195	s~uwq
77197	jaEala
77199	baEoD
77202	baEoD
fitonap
77205	Sabara
77208	kaAna
rab~
77211	baSiyr
77213	qaAla
{l~a*iY
laA
yarojuwA@
77218	liqaA^'
77220	lawolaA^
>anzala
EalaY`
77225	malak
>aw
ra'aA
rab~
77231	qad
{sotakobara
77234	fiY
nafos
77238	Eata
77240	Eutuw~
kabiyr
yawom
ra'aA
77246	malak
laA
bu$oraY`
yawoma}i*
77252	mujorim
77254	qaAla
77256	Hijor
m~aHojuwr
77259	qadimo
77261	<ilaY`
maA
Eamila
77265	min
Eamal
77268	jaEala
77271	habaA^'
m~anvuwr
>aSoHa`b
77275	jan~ap
yawoma}i*
xayor
musotaqar~
77280	>aHosan
maqiyl
77283	yawom
ya$~aq~aqu
77286	samaA^'
77289	gama`m
77291	naz~ala
77293	malak
tanziyl
77296	mulok
yawoma}i*
77299	Haq~
77302	r~aHoma`n
77304	kaAna
yawom
EalaY`
77308	ka`firuwn
Easiyr
77311	yawom
EaD~u
77314	ZaAlim
EalaY`
yad
77318	qaAla
77320	layot
77322	{t~axa*a
77324	maE
77326	rasuwl
sabiyl
77329	wayol
layot
77332	lam
{t~axa*a
fulaAn
xaliyl
77337	qad
>aDal~a
77340	Ean
77342	*ikor
baEod
<i*
jaA^'a
77348	kaAna
77350	$ayoTa`n
77353	<insa`n
xa*uwl
77356	qaAla
77358	rasuwl
77360	rab~
77362	<in~
qawom
77365	{t~axa*a
77367	ha`*aA
77369	quro'aAn
mahojuwr
77373	*a`lik
jaEala
77377	kul~
n~abiY~
Eaduw~
min
77382	mujorim
77384	kafaY`
77386	rab~
77388	haAdiy
77390	naSiyr
77392	qaAla
{l~a*iY
kafara
77396	lawolaA^
naz~ala
EalaY`
77401	quro'aAn
jumolap
wa`Hidap
77405	*a`lik
77407	vab~ato
77410	fu&aAd
77413	rat~alo
77416	tarotiyl
77418	laA
>ataY
77423	maval
<il~aA
jaA^'a
77430	Haq~
77432	>aHosan
tafosiyr
{l~a*iY
Ha$ara
77437	EalaY`
wajoh
77440	<ilaY`
jahan~am
>uwla`^}ik
$ar~
m~akaAn
77446	>aDal~
sabiyl
77450	qad
A^taY
77453	muwsaY`
77455	kita`b
77457	jaEala
77459	maE
77461	>ax
77463	ha`ruwn
waziyr
77466	qaAla
77468	*ahaba
77470	<ilaY`
77472	qawom
{l~a*iY
ka*~aba
77477	'aAyap
77480	dam~ara
77483	tadomiyr
77485	qawom
nuwH
lam~aA
ka*~aba
77491	rasuwl
>ugoriqu
77496	jaEala
77501	n~aAs
'aAyap
77504	>aEotadato
77508	ZaAlim
Ea*aAb
>aliym
77512	EaAd2
77514	vamuwd
77516	>aSoHa`b
77518	r~as~
77520	qaron
bayon
*a`lik
kaviyr
77525	kul~
Daraba
77531	maval
77533	kul~
tab~aro
77536	tatobiyr
77539	qad
>ataY
77542	EalaY`
77544	qaroyap
{l~a*iY
>umoTirato
m~aTar
77549	sawo'
77552	lam
kaAna
77555	ra'aA
77558	bal
kaAna
77561	laA
yarojuwA@
77564	nu$uwr
77566	<i*aA
ra'aA
77570	<in
{t~axa*a
77574	<il~aA
huzuw
77577	ha`*aA
{l~a*iY
baEava
{ll~ah
rasuwl
<in
kaAda
77585	>aDal~a
77587	Ean
<ila`h
77590	lawolaA^
>an
Sabara
77594	EalaY`
77597	sawof
Ealima
77600	Hiyn
ra'aA
77604	Ea*aAb
man
>aDal~
sabiyl
77609	ra'aA
77611	man
{t~axa*a
<ila`h
77615	hawaA^'
77620	kaAna
EalaY`
77623	wakiyl
>am
Hasiba
>an~
>akovar
77629	samiEa
77631	>aw
Eaqalu
77634	<in
77636	<il~aA
77639	n~aEam
bal
77642	>aDal~
sabiyl
77645	lam
ra'aA
<ilaY`
rab~
77650	kayof
mad~a
77653	Zil~
77655	law
$aA^'a
77658	jaEala
77660	saAkin
vum~
jaEala
77665	$amos
EalaY`
77668	daliyl
vum~
qabaDo
77673	<ilaY`
77675	qaboD
yasiyr
77679	{l~a*iY
jaEala
77684	layol
libaAs
77688	nawom
subaAt
77691	jaEala
77693	nahaAr
nu$uwr
77697	{l~a*iY
>arosala
77700	riyH
bu$or
bayon
yad
raHomap
77707	>anzala
77709	min
77711	samaA^'
maA^'
Tahuwr
77715	>aHoyaA
77718	balodap
m~ayot
77721	>asoqayo
77723	min
maA
xalaqa
77727	n~aEam
77729	<insa`n
kaviyr
77733	qad
Sar~afo
77737	bayon
77740	ta*ak~ara
77743	>abaY
>akovar
77746	n~aAs
<il~aA
kufuwr
77750	law
$aA^'a
77754	baEava
77756	fiY
kul~
qaroyap
na*iyr
77761	laA
>aTaAEa
77764	ka`firuwn
77766	ja`hada
77770	jihaAd
kabiyr
77774	{l~a*iY
maraja
77777	baHor
ha`*aA
Ea*ob
furaAt
77782	ha`*aA
miloH
>ujaAj
77786	jaEala
bayon
77789	barozax
77791	Hijor
m~aHojuwr
77795	{l~a*iY
xalaqa
min
77799	maA^'
ba$ar
77802	jaEala
77804	nasab
77806	Sihor
77808	kaAna
rab~
77811	qadiyr
77813	Eabada
77815	min
duwn
{ll~ah
maA
laA
nafaEa
77823	laA
yaDur~a
77827	kaAna
77829	kaAfir
EalaY`
rab~
77833	Zahiyr
77835	maA
>arosala
77839	<il~aA
muba$~ir
77842	na*iyr
qaAla
maA
sa>ala
77847	EalaY`
77849	min
>ajor
<il~aA
man
$aA^'a
>an
{t~axa*a
<ilaY`
rab~
77859	sabiyl
77861	tawak~alo
EalaY`
77864	Hay~
{l~a*iY
laA
m~aAta
77869	sab~aHa
77871	Hamod
77874	kafaY`
77878	*anb
Eabod
77881	xabiyr
{l~a*iY
xalaqa
77885	samaA^'
77888	>aroD
77890	maA
bayon
77893	fiY
sit~ap
yawom
vum~
{sotawaY`^
EalaY`
77900	Earo$
77902	r~aHoma`n
77904	sa>ala
77907	xabiyr
77909	<i*aA
qaAla
77913	sajada
77917	r~aHoma`n
qaAla
77921	maA
77923	r~aHoma`n
77925	sajada
77927	maA
>amara
77931	zaAda
77933	nufuwr
tabaAraka
{l~a*iY
jaEala
fiY
77939	samaA^'
buruwj
77942	jaEala
fiY
77945	siraAj
77947	qamar
m~uniyr
77951	{l~a*iY
jaEala
77954	layol
77957	nahaAr
xilofap
77960	man
>araAda
>an
ta*ak~ara
>aw
>araAda
$ukuwr
77968	Eabod
77970	r~aHoma`n
{l~a*iY
m~a$a
77974	EalaY`
77976	>aroD
hawon
77979	<i*aA
xaATaba
77983	jaAhil
qaAla
77986	sala`m
77988	{l~a*iY
yabiytu
77992	rab~
77994	saAjid
77996	qaA^}im
77998	{l~a*iY
qaAla
78001	rab~
78003	Sarafa
Ean
78006	Ea*aAb
jahan~am
<in~
Ea*aAb
78011	kaAna
garaAm
<in~
78015	saA^'a
musotaqar~
78018	muqaAm
78020	{l~a*iY
<i*aA
>anfaqa
78024	lam
>asorafa
78028	lam
yaqoturu
78032	kaAna
bayon
*a`lik
qawaAm
78037	{l~a*iY
laA
daEaA
78041	maE
{ll~ah
<ila`h
A^xar
78046	laA
qatala
78050	nafos
{l~a*iY
Har~ama
{ll~ah
<il~aA
78057	Haq~
78059	laA
yazonu
78063	man
faEala
*a`lik
laqu
>avaAm
yuDa`Eifu
78072	Ea*aAb
yawom
78075	qiya`map
78077	yaxoludo
fiY
78080	muhaAn
<il~aA
man
taAba
78085	'aAmana
78087	Eamila
Eamal
Sa`liH
78091	>uwla`^}ik
bad~ala
{ll~ah
say~i_#aAt
78096	Hasana`t
78098	kaAna
{ll~ah
gafuwr
r~aHiym
78103	man
taAba
78106	Eamila
Sa`liH
78109	<in~
78111	taAba
<ilaY`
{ll~ah
mataAb
78116	{l~a*iY
laA
$ahida
78121	z~uwr
78123	<i*aA
mar~a
78128	lagow
mar~a
78131	kariym
78133	{l~a*iY
<i*aA
*uk~ira
78138	'aAyap
rab~
78141	lam
xar~a
78144	EalaY`
78146	>aSam~
78148	>aEomaY`
78150	{l~a*iY
qaAla
78153	rab~
78155	wahaba
78158	min
zawoj
78162	*ur~iy~a`t
78164	qur~ap
Eayon
78167	jaEala
78171	mut~aqiyn
<imaAm
>uwla`^}ik
jazaY`
78177	gurofap
78179	maA
Sabara
78183	laq~aY`
78185	fiY
78187	taHiy~ap
78189	sala`m
xa`lid
fiY
78193	Hasuna
musotaqar~
78196	muqaAm
qaAla
maA
yaEoba&uA@
78202	rab~
78204	lawolaA^
duEaA^'
78208	qad
ka*~aba
78212	sawof
kaAna
lizaAm
78216	*a`lik
'aAyap
78219	kita`b
78221	m~ubiyn
laEal~
78224	ba`xiE
nafos
78227	>an
laA
kaAna
78231	mu&omin
<in
$aA^'a
naz~ala
EalaY`
78237	min
78239	samaA^'
'aAyap
78242	Zal~a
Eunuq
78247	xa`DiEiyn
78249	maA
>ataY
78252	min
*ikor
min
78256	r~aHoma`n
muHodav
<il~aA
kaAna
78261	Ean
78263	m~uEoriDuwn
78265	qad
ka*~aba
78270	>ataY
78272	naba>
maA
kaAna
78278	{sotuhozi}a
78282	lam
ra'aA
78285	<ilaY`
78287	>aroD
kam
>an[bata
78291	fiY
78293	min
kul~
zawoj
kariym
<in~
fiY
*a`lik
78301	'aAyap
78303	maA
kaAna
>akovar
78307	mu&omin
78309	<in~
rab~
78315	Eaziyz
78317	r~aHiym
78319	<i*
naAdaY`
rab~
78323	muwsaY`
>an
>ataY
78327	qawom
78329	ZaAlim
qawom
firoEawon
78333	laA
{t~aqaY`
78336	qaAla
rab~
78339	<in~
78341	xaAfa
>an
ka*~aba
78347	DaAqa
Sador
78351	laA
{nTalaqa
lisaAn
78356	>arosala
<ilaY`
ha`ruwn
78362	EalaY`
78364	*anb
78366	xaAfa
>an
qatala
78371	qaAla
kal~aA
78374	*ahaba
78377	'aAyap
78379	<in~
78381	maE
78383	musotamiE
78385	>ataY
78387	firoEawon
78389	qaAla
78391	<in~
78393	rasuwl
rab~
78396	Ea`lamiyn
>an
>arosala
maE
78401	bunaY~
<isoraA}iyl
qaAla
78405	lam
rab~aya
78408	fiY
78410	waliyd
78412	labiva
78414	fiY
78416	min
Eumur
78419	siniyn
78421	faEala
78423	faEolat
78425	{l~a*iY
faEala
78430	min
78432	ka`firuwn
qaAla
faEala
78437	<i*FA
78440	min
78442	DaA^l~
78444	far~ato
78446	min
78448	lam~aA
xaAfa
78453	wahaba
78456	rab~
78458	Hukom
78460	jaEala
78462	min
78464	m~urosal
78466	*a`lik
niEomap
man~a
78470	EalaY`
78472	>an
Eab~ad
78475	bunaY~
<isoraA}iyl
qaAla
firoEawon
78480	maA
rab~
78483	Ea`lamiyn
qaAla
rab~
78487	samaA^'
78490	>aroD
78492	maA
bayon
78495	<in
kaAna
78498	m~uwqiniyn
qaAla
78501	man
Hawol
78505	laA
{sotamaEa
78508	qaAla
rab~
78512	rab~
A^baA'
78516	>aw~al
qaAla
<in~
rasuwl
78521	{l~a*iY
>arosala
<ilaY`
78526	majonuwn
qaAla
rab~
78530	ma$oriq
78533	magorib
78535	maA
bayon
78538	<in
kaAna
78541	Eaqalu
78543	qaAla
78545	<in
{t~axa*a
78548	<ila`h
gayor
78552	jaEala
78555	min
78557	masojuwniyn
qaAla
78561	law
jaA^'a
78566	$aYo'
m~ubiyn
qaAla
78570	>ataY
78573	<in
kaAna
78576	min
78578	SaAdiq
78580	>aloqaY`^
EaSaA2
78584	<i*aA
78586	vuEobaAn
m~ubiyn
78589	nazaEa
yad
78593	<i*aA
78595	>aboyaD
78598	na`Ziriyn
qaAla
78602	mala>
Hawol
78605	<in~
ha`*aA
78608	sa`Hir
Ealiym
>araAda
>an
>axoraja
78614	min
>aroD
78618	siHor
78621	maA*aA
>amara
78624	qaAla
78626	turojiY
78629	>ax
78632	baEava
fiY
78635	madaA^}in
Ha`$iriyn
>ataY
78641	kul~
saH~aAr
Ealiym
78645	jamaEa
78647	sa`Hir
78649	miyqa`t
yawom
m~aEoluwm
78653	qaAla
78656	n~aAs
hal
78659	m~ujotamiEuwn
laEal~
78662	{t~abaEa
78664	sa`Hir
<in
kaAna
78670	gaAlib
78672	lam~aA
jaA^'a
78675	sa`Hir
qaAla
78679	firoEawon
78681	<in~
78685	>ajor
<in
kaAna
78691	gaAlib
qaAla
naEam
78695	<in~
78697	<i*FA
78699	min
78701	muqar~abuwn
qaAla
78705	muwsaY`
>aloqaY`^
78708	maA
78710	m~uloquwn
78712	>aloqaY`^
78714	Habol
78717	EiSiy~
78720	qaAla
78723	Eiz~ap
firoEawon
<in~
78730	gaAlib
78732	>aloqaY`^
muwsaY`
EaSaA2
78737	<i*aA
78739	taloqafu
maA
>ufika
78744	>aloqaY`^
78746	sa`Hir
saAjid
qaAla
78750	'aAmana
78753	rab~
78755	Ea`lamiyn
rab~
muwsaY`
78759	ha`ruwn
qaAla
'aAmana
78765	qabol
>an
>a*ina
78770	<in~
78773	kabiyr
78775	{l~a*iY
Eal~ama
78779	siHor
78782	sawof
Ealima
78786	qaT~aEa
78788	yad
78791	rijol
78793	min
xila`f
78797	yuSal~abu
78800	>ajomaEiyn
qaAla
78803	laA
Dayor
<in~
78807	<ilaY`
rab~
78810	munqalibuwn
<in~
78813	yaTomaEu
>an
gafara
78818	rab~
78820	xaTiy^_#ap
78822	>an
kaAna
78825	>aw~al
78827	mu&omin
78829	>awoHaY`^
78831	<ilaY`
muwsaY`
>an
>asoraY`
78836	Eabod
78838	<in~
78840	m~ut~abaEuwn
78842	>arosala
firoEawon
fiY
78846	madaA^}in
Ha`$iriyn
<in~
ha`*aA
78851	$iro*imap
qaliyl
78854	<in~
78859	gaA^}iZuwn
78861	<in~
78864	jamiyE
Ha`*iruwn
78867	>axoraja
78870	min
jan~ap
78873	Eayon
78875	kanz
78877	maqaAm
kariym
78880	*a`lik
78882	>aworava
78885	bunaY~
<isoraA}iyl
78888	>atobaEa
78891	m~u$oriqiyn
78893	lam~aA
taraA^'ati
78896	jamoE
qaAla
>aSoHa`b
muwsaY`
<in~
78903	mudorakuwn
qaAla
kal~aA
<in~
maE
78909	rab~
78912	hadaY
78915	>awoHaY`^
78917	<ilaY`
muwsaY`
>an
Daraba
78922	EaSaA2
78925	baHor
78927	{nfalaqa
78929	kaAna
kul~
firoq
78934	T~awod
78936	EaZiym
78938	>uzolifato
78940	vam~
78942	A^xar
78944	>anjaY`
78946	muwsaY`
78948	man
maE
78951	>ajomaEiyn
vum~
>ugoriqu
78956	A^xar
<in~
fiY
*a`lik
78961	'aAyap
78963	maA
kaAna
>akovar
78967	mu&omin
78969	<in~
rab~
78975	Eaziyz
78977	r~aHiym
78979	talaY`
EalaY`
78982	naba>
<iboraAhiym
<i*
qaAla
78987	>abN
78990	qawom
78992	maA
Eabada
78995	qaAla
78997	Eabada
>aSonaAm
79000	Zal~a
79003	EaAkif
qaAla
hal
samiEa
79009	<i*
daEaA
79012	>aw
nafaEa
79016	>aw
yaDur~a
79019	qaAla
79021	bal
wajada
79024	A^baA'
79027	*a`lik
faEala
79030	qaAla
79033	ra'aA
79035	maA
kaAna
79038	Eabada
79042	A^baA'
79045	>aqodamuwn
79047	<in~
79049	Eaduw~
79052	<il~aA
rab~
79055	Ea`lamiyn
{l~a*iY
xalaqa
79061	hadaY
79064	{l~a*iY
79066	>aToEama
79069	saqaY`
79072	<i*aA
mariDo
79077	ya$ofi
79080	{l~a*iY
>amaAta
79083	vum~
>aHoyaA
79087	{l~a*iY
yaTomaEu
>an
gafara
79093	xaTiy^_#ap
79095	yawom
79097	diyn
rab~
79100	wahaba
79103	Hukom
79105	>aloHaqo
79109	Sa`liH
79111	jaEala
79114	lisaAn
Sidoq
fiY
79118	A^xir
79120	jaEala
79122	min
waAriv
jan~ap
79126	naEiym
79128	gafara
79130	>abN
<in~
79133	kaAna
min
79136	DaA^l~
79138	laA
>axozayo
79141	yawom
baEava
79144	yawom
laA
nafaEa
maAl
79149	laA
bunaY~
<il~aA
man
>ataY
{ll~ah
79156	qalob
saliym
79159	>uzolifato
79161	jan~ap
79164	mut~aqiyn
79166	bur~izati
79168	jaHiym
79171	ga`wiyn
79173	qaAla
79176	>ayon
maA
kaAna
79180	Eabada
79182	min
duwn
{ll~ah
hal
naSara
79189	>aw
{ntaSara
79193	kubokibu
79195	fiY
79200	ga`wiyn
79202	jund
<iboliys
>ajomaEiyn
qaAla
79209	fiY
79211	{xotaSamu
79214	{ll~ah
<in
kaAna
79219	fiY
Dala`l
m~ubiyn
<i*
saw~aY`
79226	rab~
79228	Ea`lamiyn
79230	maA
>aDal~a
79233	<il~aA
79235	mujorim
79237	maA
79240	min
$a`fiEiyn
79243	laA
Sadiyq
Hamiym
79247	law
>an~
79251	kar~ap
79253	kaAna
min
79256	mu&omin
<in~
fiY
*a`lik
79261	'aAyap
79263	maA
kaAna
>akovar
79267	mu&omin
79269	<in~
rab~
79275	Eaziyz
79277	r~aHiym
ka*~aba
qawom
nuwH
79282	m~urosal
<i*
qaAla
79287	>ax
79289	nuwH
79291	laA
{t~aqaY`
79294	<in~
79298	rasuwl
>amiyn
79301	{t~aqaY`
79303	{ll~ah
79305	>aTaAEa
79309	maA
sa>ala
79312	EalaY`
79314	min
>ajor
<in
>ajor
79319	<il~aA
EalaY`
rab~
79323	Ea`lamiyn
79325	{t~aqaY`
79327	{ll~ah
79329	>aTaAEa
79332	qaAla
79335	'aAmana
79339	{t~abaEa
79342	>aro*al
qaAla
79345	maA
Eilom
79349	maA
kaAna
79352	Eamila
79354	<in
HisaAb
79357	<il~aA
EalaY`
rab~
79361	law
ya$oEuru
79365	maA
79368	TaArid
79370	mu&omin
<in
79373	<il~aA
na*iyr
m~ubiyn
qaAla
79379	<in
lam
{ntahaY`
79383	nuwH
79385	kaAna
79387	min
79389	marojuwmiyn
qaAla
rab~
79393	<in~
qawom
79396	ka*~aba
79400	fataHa
bayon
79404	bayon
79406	fatoH
79408	naj~aY`
79411	man
maE
79414	min
79416	mu&omin
79418	>anjaY`
79422	man
maE
79425	fiY
79427	fulok
79429	ma$oHuwn
vum~
>ugoriqu
79433	baEod
79435	baAqiyn
<in~
fiY
*a`lik
79440	'aAyap
79442	maA
kaAna
>akovar
79446	mu&omin
79448	<in~
rab~
79454	Eaziyz
79456	r~aHiym
ka*~aba
EaAd2
79460	m~urosal
<i*
qaAla
79465	>ax
79467	huwd
79469	laA
{t~aqaY`
79472	<in~
79476	rasuwl
>amiyn
79479	{t~aqaY`
79481	{ll~ah
79483	>aTaAEa
79487	maA
sa>ala
79490	EalaY`
79492	min
>ajor
<in
>ajor
79497	<il~aA
EalaY`
rab~
79501	Ea`lamiyn
79503	banaY`
79506	kul~
riyE
'aAyap
taEobavu
79512	{t~axa*a
79514	maSaAniE
laEal~
79517	yaxoludo
79520	<i*aA
baTa$o
79523	baTa$o
79525	jab~aAr
79527	{t~aqaY`
79529	{ll~ah
79531	>aTaAEa
79535	{t~aqaY`
79537	{l~a*iY
>amad~a
79541	maA
Ealima
79544	>amad~a
79547	n~aEam
79549	bunaY~
79551	jan~ap
79553	Eayon
<in~
79556	xaAfa
EalaY`
79559	Ea*aAb
yawom
EaZiym
qaAla
79564	sawaA^'
EalaY`
79568	waEaZo
79570	>am
lam
kaAna
min
79575	wa`EiZiyn
<in
ha`*aA
<il~aA
xuluq
79581	>aw~al
79583	maA
79586	muEa*~abiyn
79588	ka*~aba
79592	>aholaka
79595	<in~
fiY
*a`lik
79599	'aAyap
79601	maA
kaAna
>akovar
79605	mu&omin
79607	<in~
rab~
79613	Eaziyz
79615	r~aHiym
ka*~aba
vamuwd
79619	m~urosal
<i*
qaAla
79624	>ax
79626	Sa`liH2
79628	laA
{t~aqaY`
79631	<in~
79635	rasuwl
>amiyn
79638	{t~aqaY`
79640	{ll~ah
79642	>aTaAEa
79646	maA
sa>ala
79649	EalaY`
79651	min
>ajor
<in
>ajor
79656	<il~aA
EalaY`
rab~
79660	Ea`lamiyn
79662	taraka
79664	fiY
maA
79667	hunaA
'aAminiyn
fiY
jan~ap
79672	Eayon
79674	zaroE
79676	naxol
TaloE
79679	haDiym
79681	yanoHitu
79683	min
79685	jabal
bayot
fa`rihiyn
79689	{t~aqaY`
79691	{ll~ah
79693	>aTaAEa
79697	laA
>aTaAEa
79700	>amor
79702	musorif
{l~a*iY
>afosadu
79706	fiY
79708	>aroD
79710	laA
>aSolaHa
79713	qaAla
79715	<in~
maA
79718	min
79720	musaH~ariyn
maA
79723	<il~aA
ba$ar
mivol
79728	>ataY
79730	'aAyap
<in
kaAna
79734	min
79736	SaAdiq
qaAla
ha`*aA
naAqap
79742	$irob
79746	$irob
yawom
m~aEoluwm
79750	laA
mas~a
79755	suw^'
79757	>axa*a
79759	Ea*aAb
yawom
EaZiym
79763	Eaqara
79767	>aSobaHa
79769	na`dimiyn
79771	>axa*a
79774	Ea*aAb
<in~
fiY
*a`lik
79779	'aAyap
79781	maA
kaAna
>akovar
79785	mu&omin
79787	<in~
rab~
79793	Eaziyz
79795	r~aHiym
ka*~aba
qawom
luwT
79800	m~urosal
<i*
qaAla
79805	>ax
79807	luwT
79809	laA
{t~aqaY`
79812	<in~
79816	rasuwl
>amiyn
79819	{t~aqaY`
79821	{ll~ah
79823	>aTaAEa
79827	maA
sa>ala
79830	EalaY`
79832	min
>ajor
<in
>ajor
79837	<il~aA
EalaY`
rab~
79841	Ea`lamiyn
79843	>ataY
79846	*akar
min
79849	Ea`lamiyn
79851	ya*ara
79853	maA
xalaqa
79857	rab~
79859	min
zawoj
79862	bal
79864	qawom
EaAd
qaAla
79869	<in
lam
{ntahaY`
79873	luwT
79875	kaAna
79877	min
79879	muxoraj
qaAla
<in~
79884	Eamal
79886	min
79888	qaAliyn
rab~
79891	naj~aY`
79894	>ahol
79896	min
maA
Eamila
79901	naj~aY`
79905	>ahol
79907	>ajomaEiyn
<il~aA
Eajuwz
fiY
79912	ga`biriyn
vum~
dam~ara
79917	A^xar
79919	>umoTirato
79921	EalaY`
79923	m~aTar
79925	saA^'a
m~aTar
79928	mun*ariyn
<in~
fiY
*a`lik
79933	'aAyap
79935	maA
kaAna
>akovar
79939	mu&omin
79941	<in~
rab~
79947	Eaziyz
79949	r~aHiym
ka*~aba
>aSoHa`b
79953	>ayokap
79955	m~urosal
<i*
qaAla
79960	$uEayob
79962	laA
{t~aqaY`
79965	<in~
79969	rasuwl
>amiyn
79972	{t~aqaY`
79974	{ll~ah
79976	>aTaAEa
79980	maA
sa>ala
79983	EalaY`
79985	min
>ajor
<in
>ajor
79990	<il~aA
EalaY`
rab~
79994	Ea`lamiyn
>awofaY`
79998	kayol
80000	laA
kaAna
80003	min
80005	muxosiriyn
80007	w~azanu
80011	qisoTaAs
80013	m~usotaqiym
80015	laA
yaboxaso
80019	n~aAs
$aYo'
80023	laA
taEova
80026	fiY
80028	>aroD
mufosid
80031	{t~aqaY`
80033	{l~a*iY
xalaqa
80038	jibil~ap
80040	>aw~al
qaAla
80043	<in~
maA
80046	min
80048	musaH~ariyn
80050	maA
80052	<il~aA
ba$ar
mivol
80057	<in
Zan~a
80061	min
80063	ka`*ib
80065	tusoqiTa
EalaY`
80068	kisaf
min
80071	samaA^'
<in
kaAna
80075	min
80077	SaAdiq
qaAla
rab~
80081	>aEolam
80083	maA
Eamila
80087	ka*~aba
80091	>axa*a
80093	Ea*aAb
yawom
80096	Zul~ap
<in~
80099	kaAna
Ea*aAb
yawom
EaZiym
<in~
fiY
*a`lik
80107	'aAyap
80109	maA
kaAna
>akovar
80113	mu&omin
80115	<in~
rab~
80121	Eaziyz
80123	r~aHiym
80125	<in~
80128	tanziyl
rab~
80131	Ea`lamiyn
nazala
80136	ruwH
80138	>amiyn
EalaY`
qalob
80143	kaAna
min
80146	mun*ir
80148	lisaAn
Earabiy~
m~ubiyn
80152	<in~
80155	fiY
zubur
80158	>aw~al
80161	lam
kaAna
80165	'aAyap
>an
Ealima
80169	Ealiym
bunaY~
<isoraA}iyl
80173	law
naz~ala
80177	EalaY`
baEoD
80180	>aEojamiyn
80182	qara>a
80184	EalaY`
80186	maA
kaAna
80191	mu&omin
80193	*a`lik
salaka
80197	fiY
qalob
80200	mujorim
laA
'aAmana
80206	Hat~aY`
ra'aA
80210	Ea*aAb
80212	>aliym
80214	>ataY
80216	bagotap
80219	laA
ya$oEuru
80223	qaAla
80225	hal
80227	munZaruwn
80231	Ea*aAb
80233	{sotaEojala
80237	ra'aA
80239	<in
m~at~aEo
80243	siniyn
vum~
jaA^'a
80247	maA
kaAna
80250	waEada
80252	maA
>agonaY`
Ean
80256	maA
kaAna
80259	m~at~aEo
80262	maA
>aholaka
80265	min
qaroyap
<il~aA
80270	mun*ir
*ikoraY`
80273	maA
kaAna
80276	ZaAlim
80278	maA
tanaz~alato
80283	$ayoTa`n
80285	maA
yan[bagiY
80290	maA
{sotaTaAEa
80293	<in~
80295	Ean
80297	samoE
80299	maEozuwluwn
80301	laA
daEaA
maE
{ll~ah
<ila`h
A^xar
80308	kaAna
min
80311	muEa*~abiyn
80313	>an*ara
Ea$iyrat
80317	>aqorab
80319	{xofiDo
janaAH
80323	man
{t~abaEa
80326	min
80328	mu&omin
80330	<in
EaSaA
80335	qaAla
<in~
80338	bariY^'
min
maA
Eamila
80344	tawak~alo
EalaY`
80347	Eaziyz
80349	r~aHiym
{l~a*iY
ra'aA
80353	Hiyn
qaAma
80356	taqal~ub
80358	fiY
80360	saAjid
<in~
80365	samiyE
80367	Ealiym
hal
nab~a>a
80371	EalaY`
man
tanaz~alato
80375	$ayoTa`n
tanaz~alato
EalaY`
kul~
>af~aAk
>aviym
>aloqaY`^
80384	samoE
80386	>akovar
80388	ka`*ib
80391	$aAEir
{t~abaEa
80395	ga`wiyn
80397	lam
ra'aA
>an~
80401	fiY
kul~
waAd
yahiymu
80407	>an~
80409	qaAla
80411	maA
laA
faEala
80415	<il~aA
{l~a*iY
'aAmana
80420	Eamila
80423	S~a`liHa`t
80425	*akara
80427	{ll~ah
kaviyr
80430	{ntaSara
80432	min
baEod
maA
Zalama
80439	Ealima
{l~a*iY
Zalama
80443	>aY~
munqalab
{nqalaba
80448	*a`lik
'aAyap
80451	quro'aAn
80453	kita`b
m~ubiyn
hudFY
80457	bu$oraY`
80460	mu&omin
{l~a*iY
>aqaAma
80465	Salaw`p
80467	A^taY
80470	zakaw`p
80475	A^xir
80477	yuwqinu
80479	<in~
{l~a*iY
laA
'aAmana
80486	A^xir
zay~ana
80491	Eamal
80495	yaEomahu
80497	>uwla`^}ik
{l~a*iY
80501	suw^'
80503	Ea*aAb
80506	fiY
80508	A^xir
80511	>axosariyn
80513	<in~
80516	laq~aY`
80518	quro'aAn
min
l~adun
Hakiym
Ealiym
<i*
qaAla
muwsaY`
80527	>ahol
80529	<in~
80531	'aAnasa
80533	naAr
80535	>ataY
80537	min
80540	xabar
>aw
>ataY
80545	$ihaAb
qabas
laEal~
80549	taSoTalu
80552	lam~aA
jaA^'a
80555	naAdaY`
>an
ba`raka
man
fiY
80561	naAr
80563	man
Hawol
80567	suboHa`n
{ll~ah
rab~
80571	Ea`lamiyn
80573	muwsaY`
<in~
80577	{ll~ah
80579	Eaziyz
80581	Hakiym
80583	>aloqaY`^
EaSaA2
80587	lam~aA
ra'aA
80590	{hotaz~ato
ka>an~
80593	jaA^n~
wal~aY`
mudobir
80597	lam
yuEaq~ibo
80600	muwsaY`
laA
xaAfa
<in~
80605	laA
xaAfa
laday
80610	m~urosal
<il~aA
man
Zalama
vum~
bad~ala
Huson
baEod
suw^'
80620	<in~
80622	gafuwr
r~aHiym
80625	>udoxila
yad
80628	fiY
jayob
80631	xaraja
>aboyaD
min
gayor
suw^'
fiY
tisoE
'aAyap
<ilaY`
firoEawon
80642	qawom
80644	<in~
80646	kaAna
80648	qawom
faAsiq
80651	lam~aA
jaA^'a
80654	'aAyap
80656	muboSirap
qaAla
80659	ha`*aA
siHor
m~ubiyn
80663	jaHadu
80668	{sotayoqanato
80670	nafos
80672	Zulom
80674	Euluw~
80676	n~aZara
kayof
kaAna
Ea`qibap
80681	mufosid
80684	qad
A^taY
80687	daAwud
80689	sulayoma`n
Eilom
80692	qaAla
80695	Hamod
80697	{ll~ah
{l~a*iY
faD~ala
80701	EalaY`
kaviyr
min
Eabod
80707	mu&omin
80709	wariva
sulayoma`n
daAwud
80713	qaAla
80715	>ay~uhaA
80717	n~aAs
Eal~ama
80720	manTiq
80722	Tayor
80724	A^taY
80726	min
kul~
$aYo'
<in~
ha`*aA
80734	faDol
80736	m~ubiyn
80738	Ha$ara
80740	sulayoma`n
jund
80743	min
80745	jin~
80748	<ins
80751	Tayor
80754	yuwzaEu
80756	Hat~aY`
<i*aA
>ataY
80760	EalaY`
waAd
80763	n~amol
qaAla
namolap
80767	>ay~uhaA
80769	n~amol
daxala
80772	masokan
80774	laA
yaHoTima
80778	sulayoma`n
80780	jund
80784	laA
ya$oEuru
80788	tabas~ama
DaAHik
min
qawol
80794	qaAla
rab~
80797	>awoziEo
80799	>an
$akara
niEomap
80803	{l~a*iY
>anoEama
80806	EalaY`
80809	EalaY`
wa`liday
80813	>an
Eamila
Sa`liH
r~aDiYa
80819	>udoxila
80822	raHomap
80824	fiY
Eabod
80828	Sa`liH
80830	tafaq~ada
80832	Tayor
80834	qaAla
maA
80838	laA
ra'aA
80841	hudohud
>am
kaAna
min
80846	gaA^}ibiyn
80848	Ea*~aba
80851	Ea*aAb
$adiyd
>aw
80855	*ubiHa
80858	>aw
80860	>ataY
80864	suloTa`n
m~ubiyn
80867	makava
gayor
baEiyd
80871	qaAla
>aHaATa
80875	maA
lam
>aHaATa
80881	jaA^'a
80884	min
saba<
80887	naba>
yaqiyn
<in~
80891	wajada
80893	{mora>at
malakato
80897	A^taY
min
kul~
$aYo'
80904	Earo$
EaZiym
wajada
80910	qawom
80912	sajada
80916	$amos
min
duwn
{ll~ah
80921	zay~ana
80925	$ayoTa`n
Eamal
80929	Sad~a
80931	Ean
80933	sabiyl
80936	laA
{hotadaY`
80939	>an
laA
sajada
80944	{ll~ah
{l~a*iY
>axoraja
80948	xabo'
fiY
80951	samaA^'
80954	>aroD
80956	Ealima
maA
>uxofiYa
80961	maA
>aEolan
80964	{ll~ah
laA
<ila`h
<il~aA
80969	rab~
80971	Earo$
80973	EaZiym
qaAla
80976	n~aZara
80978	Sadaqa
80980	>am
kaAna
80983	min
80985	ka`*ib
*ahaba
80988	kita`biY
ha`*aA
80991	>aloqaY`^
80993	<ilaY`
80995	vum~
tawal~aY`
Ean
81000	n~aZara
maA*aA
rajaEa
81004	qaAla
81006	>ay~uhaA
81008	mala>
<in~
81011	>aloqaY`^
<ilaY`
81014	kita`b
kariym
<in~
81018	min
sulayoma`n
81021	<in~
81024	{som
{ll~ah
81027	r~aHoma`n
81029	r~aHiym
>an
laA
taEa`laY`
81034	EalaY`
81037	>ataY
81040	musolim
qaAla
81043	>ay~uhaA
81045	mala>
yufotiy
81049	fiY
>amor
81052	maA
kaAna
81055	qaATiEap
>amor
Hat~aY`
$ahida
81061	qaAla
81064	>uwliY
quw~ap
81067	>uwliY
ba>os
$adiyd
81072	>amor
<ilaY`
81076	n~aZara
81078	maA*aA
>amara
qaAla
<in~
81083	malik
<i*aA
daxala
81087	qaroyap
>afosadu
81092	jaEala
81094	Eaziyz
>ahol
81097	>a*il~ap
81100	*a`lik
faEala
81104	<in~
81106	murosilap
<ilaY`
81110	hadiy~ap
81112	naAZirap
81114	maA
rajaEa
81117	m~urosal
81119	lam~aA
jaA^'a
sulayoma`n
qaAla
81124	>amad~a
81128	maAl
81130	maA
A^taY
81133	{ll~ah
xayor
min
maA
A^taY
81139	bal
81142	hadiy~ap
81144	fariHa
81146	rajaEa
<ilaY`
81151	>ataY
81155	jund
laA
qibal
81164	>axoraja
81167	min
81169	>a*il~ap
81172	Sa`giruwn
qaAla
81175	>ay~uhaA
81177	mala>
>aY~
81180	>ataY
81183	Earo$
81185	qabol
>an
>ataY
81190	musolim
qaAla
Eiforiyt
min
81195	jin~
81197	>ataY
81201	qabol
>an
qaAma
min
maqaAm
81208	<in~
81210	EalaY`
81213	qawiY~
>amiyn
qaAla
{l~a*iY
Eind
81219	Eilom
min
81222	kita`b
81224	>ataY
81228	qabol
>an
{rotad~a
<ilaY`
81233	Tarof
81236	lam~aA
ra'aA
81239	m~usotaqir~
Eind
81242	qaAla
ha`*aA
min
faDol
rab~
81249	balawo
81252	$akara
>am
kafara
81256	man
$akara
81259	<in~
maA
$akara
81263	nafos
81266	man
kafara
81269	<in~
rab~
81272	ganiY~
kariym
qaAla
nak~iru
81279	Earo$
81281	n~aZara
81283	{hotadaY`
>am
kaAna
min
{l~a*iY
laA
{hotadaY`
81292	lam~aA
jaA^'a
qaAla
81296	ha`ka*aA
Earo$
81299	qaAla
ka>an~
81304	A^taY
81307	Eilom
min
qabol
81312	kaAna
81314	musolim
81316	Sad~a
81318	maA
kaAna
Eabada
min
duwn
{ll~ah
<in~
81326	kaAna
min
qawom
ka`firuwn
qaAla
81333	daxala
81336	SaroH
81338	lam~aA
ra'aA
81341	Hasiba
81343	luj~ap
81345	ka$afa
Ean
saAq
81349	qaAla
<in~
81352	SaroH
m~umar~ad
min
qawaAriyraA
qaAla
rab~
81359	<in~
81361	Zalama
81363	nafos
81366	>asolama
81368	maE
sulayoma`n
81371	{ll~ah
rab~
81374	Ea`lamiyn
81377	qad
>arosala
81380	<ilaY`
vamuwd
>ax
81384	Sa`liH2
>an
Eabada
81388	{ll~ah
81390	<i*aA
81392	fariyq
{xotaSamu
81395	qaAla
81397	qawom
81400	maA
{sotaEojala
81405	say~i}ap
qabol
81408	Hasanap
lawolaA^
{sotagofara
81412	{ll~ah
laEal~
81415	r~aHima
81417	qaAla
81419	{T~ay~aro
81425	man
maE
81428	qaAla
Ta`^}ir
81431	Eind
{ll~ah
bal
81435	qawom
fatanu
81439	kaAna
fiY
81442	madiynap
tisoEap
rahoT
>afosadu
81447	fiY
81449	>aroD
81451	laA
>aSolaHa
81454	qaAla
81456	taqaAsamu
81459	{ll~ah
81461	bay~ata
81465	>ahol
81467	vum~
81469	qaAla
81472	waliY~
81474	maA
$ahida
81477	maholik
>ahol
81481	<in~
81484	SaAdiq
81486	makara
81488	makor
81490	makara
81492	makor
81495	laA
ya$oEuru
81499	n~aZara
kayof
kaAna
Ea`qibap
makor
81505	>an~
81507	dam~ara
81511	qawom
81513	>ajomaEiyn
81515	*a`lik
bayot
81518	xaAwiyap
81520	maA
Zalama
81523	<in~
fiY
*a`lik
81527	'aAyap
81529	qawom
Ealima
81533	>anjaY`
81535	{l~a*iY
'aAmana
81539	kaAna
81541	{t~aqaY`
81544	luwT
<i*
qaAla
81548	qawom
81551	>ataY
81554	fa`Hi$ap
81557	>aboSara
81560	<in~
81563	>ataY
81566	rijaAl
$ahowap
min
duwn
81571	nisaA^'
bal
81574	qawom
yajohalu
81578	maA
kaAna
jawaAb
qawom
81583	<il~aA
>an
qaAla
81587	>axoraja
81589	'aAl
luwT
min
qaroyap
81594	<in~
81596	<insa`n
taTah~aro
81600	>anjaY`
81604	>ahol
81606	<il~aA
{mora>at
81609	qad~ara
81612	min
81614	ga`biriyn
81616	>umoTirato
81618	EalaY`
81620	m~aTar
81622	saA^'a
m~aTar
81625	mun*ariyn
qaAla
81628	Hamod
81630	{ll~ah
81632	sala`m
EalaY`
Eabod
81636	{l~a*iY
{SoTafaY`
81639	{ll~ah
xayor
>am
>a$oraka
81644	>am
man
xalaqa
81648	samaA^'
81651	>aroD
81653	>anzala
81656	min
81658	samaA^'
maA^'
81661	>an[bata
81665	HadaA^}iq
*uw
bahojap
maA
kaAna
81672	>an
>an[bata
81675	$ajar
81678	<ila`h
maE
{ll~ah
bal
81683	qawom
Eadala
81686	>am
man
jaEala
81690	>aroD
qaraAr
81693	jaEala
xila`l
81696	nahar
81698	jaEala
81701	rawa`siY
81703	jaEala
bayon
81706	baHor
HaAjiz
81709	<ila`h
maE
{ll~ah
bal
>akovar
81715	laA
Ealima
81718	>am
man
>ujiybat
81722	muDoTar~
<i*aA
daEaA
81727	ka$afa
81729	suw^'
81731	jaEala
81733	xaliyfap
81735	>aroD
81737	<ila`h
maE
{ll~ah
qaliyl
maA
ta*ak~ara
81744	>am
man
hadaY
81748	fiY
Zuluma`t
81751	bar~
81754	baHor
81756	man
>arosala
81759	riyH
bu$or
bayon
yad
raHomap
81766	<ila`h
maE
{ll~ah
taEa`laY`
{ll~ah
Ean
maA
>a$oraka
81775	>am
man
bada>a
81779	xaloq
vum~
>uEiydu
81784	man
razaqa
81787	min
81789	samaA^'
81792	>aroD
81794	<ila`h
maE
{ll~ah
qaAla
haAtu
81800	buroha`n
81802	<in
kaAna
81805	SaAdiq
qaAla
laA
Ealima
man
fiY
81812	samaA^'
81815	>aroD
81817	gayob
<il~aA
{ll~ah
81821	maA
ya$oEuru
81824	>ay~aAn
baEava
81827	bal
{d~a`raka
Eilom
81831	fiY
81833	A^xir
bal
81836	fiY
$ak~
min
81840	bal
81842	min
81844	Eamuwn
81846	qaAla
{l~a*iY
kafara
81851	<i*aA
kaAna
81854	turaAb
81856	A^baA'
81859	<in~
81862	muxoraj
81864	qad
waEada
81867	ha`*aA
81870	A^baA'
81872	min
qabol
<in
ha`*aA
<il~aA
>asa`Tiyr
81879	>aw~al
qaAla
saAra
81883	fiY
81885	>aroD
81887	n~aZara
81889	kayof
kaAna
Ea`qibap
81893	mujorim
81895	laA
yaHozun
EalaY`
81900	laA
kaAna
fiY
Dayoq
min
maA
makara
81909	qaAla
81911	mataY`
ha`*aA
81914	waEod
<in
kaAna
81918	SaAdiq
qaAla
EasaY
>an
kaAna
radifa
81926	baEoD
{l~a*iY
{sotaEojala
81931	<in~
rab~
81935	*uw
faDol
EalaY`
81939	n~aAs
81941	la`kin~
>akovar
81944	laA
$akara
81948	<in~
rab~
81952	Ealima
maA
>akonan
Sador
81958	maA
>aEolan
81962	maA
min
gaA^}ibap
fiY
81967	samaA^'
81970	>aroD
<il~aA
fiY
kita`b
m~ubiyn
<in~
ha`*aA
81978	quro'aAn
qaS~a
EalaY`
bunaY~
<isoraA}iyl
>akovar
{l~a*iY
81986	fiY
81988	{xotalafa
81991	<in~
81994	hudFY
81996	raHomap
81999	mu&omin
<in~
rab~
82003	qaDaY`^
bayon
82007	Hukom
82012	Eaziyz
82014	Ealiym
82016	tawak~alo
EalaY`
{ll~ah
<in~
82021	EalaY`
82023	Haq~
82025	m~ubiyn
<in~
82028	laA
>asomaEa
82031	m~ay~it
82033	laA
>asomaEa
82036	>aSam~
82038	duEaA^'
<i*aA
wal~aY`
82042	mudobir
82044	maA
82047	ha`diY
82049	>aEomaY`
Ean
Dala`lap
82053	<in
>asomaEa
<il~aA
man
'aAmana
82059	'aAyap
82063	musolim
82065	<i*aA
waqaEa
82068	qawol
EalaY`
82071	>axoraja
82075	daA^b~ap
min
82078	>aroD
kal~ama
82081	>an~
82083	n~aAs
kaAna
82087	'aAyap
82089	laA
yuwqinu
82093	yawom
Ha$ara
min
kul~
>um~ap
fawoj
min
man
ka*~aba
82103	'aAyap
82107	yuwzaEu
82109	Hat~aY`
<i*aA
jaA^'a
82113	qaAla
82115	ka*~aba
82118	'aAyap
82121	lam
>aHaATa
82126	Eilom
>am
kaAna
82130	Eamila
82133	waqaEa
82135	qawol
EalaY`
82139	maA
Zalama
82144	laA
yanTiqu
82148	lam
ra'aA
82151	>an~
82153	jaEala
82156	layol
82158	sakana
82160	fiY
82164	nahaAr
muboSir
<in~
fiY
*a`lik
82170	'aAyap
82172	qawom
'aAmana
82176	yawom
nafaxa
fiY
82180	S~uwr
82182	faziEa
man
fiY
82186	samaA^'
82188	man
fiY
82191	>aroD
<il~aA
man
$aA^'a
{ll~ah
82197	kul~
>ataY
82201	da`xiruwn
82203	ra'aA
82205	jabal
Hasiba
82208	jaAmidap
82211	mar~a
mar~
82214	saHaAb
SunoE
{ll~ah
{l~a*iY
>atoqana
kul~
$aYo'
<in~
82223	xabiyr
82225	maA
faEala
82228	man
jaA^'a
82232	Hasanap
82236	xayor
min
82241	min
fazaE
yawoma}i*
'aAminiyn
82246	man
jaA^'a
82250	say~i}ap
82252	kub~ato
wajoh
82255	fiY
82257	naAr
hal
jazaY`
82261	<il~aA
maA
kaAna
82265	Eamila
82267	<in~
maA
>amara
82271	>an
Eabada
rab~
ha`*aA
82276	balodap
{l~a*iY
Har~ama
82283	kul~
$aYo'
82286	>amara
82288	>an
kaAna
min
82292	musolim
82294	>an
talaY`
82297	quro'aAn
82299	man
{hotadaY`
82302	<in~
maA
{hotadaY`
82306	nafos
82309	man
Dal~a
82312	qaAla
<in~
maA
82316	min
82318	mun*ir
82320	qaAla
82322	Hamod
82324	{ll~ah
82326	>arayo
82328	'aAyap
82331	Earafa
82335	maA
rab~
82339	ga`fil
Ean
maA
Eamila
82345	*a`lik
'aAyap
82348	kita`b
82350	m~ubiyn
talaY`
EalaY`
82354	min
naba>
muwsaY`
82358	firoEawon
82361	Haq~
82363	qawom
'aAmana
82366	<in~
firoEawon
taEa`laY`
fiY
82371	>aroD
82373	jaEala
>ahol
82376	$iyEap
{sotaDoEafu
TaA^}ifap
min
82381	yu*ab~iHu
{bon
82385	yasotaHoYi.^
nisaA^'
82388	<in~
82390	kaAna
min
82393	mufosid
82395	>araAda
>an
man~a
EalaY`
{l~a*iY
{sotaDoEafu
82402	fiY
82404	>aroD
82406	jaEala
82408	<imaAm
82410	jaEala
82413	waAriv
82415	mak~a
82418	fiY
82420	>aroD
82422	>arayo
firoEawon
82425	ha`ma`n
82427	jund
82429	min
82431	maA
kaAna
82434	yaHo*aru
82437	>awoHaY`^
82439	<ilaY`
>um~
muwsaY`
>an
>aroDaEato
82447	<i*aA
xaAfa
82450	EalaY`
82453	>aloqaY`^
82456	fiY
82458	yam~
82460	laA
xaAfa
82463	laA
yaHozun
<in~
82467	raA^d~
82469	<ilaY`
82472	jaAEil
82474	min
82476	m~urosal
82478	{lotaqaTa
82480	'aAl
firoEawon
82483	kaAna
82486	Eaduw~
82488	Hazan
<in~
firoEawon
82492	ha`ma`n
82494	jund
82496	kaAna
82498	xa`Ti_#iyn
82500	qaAla
{mora>at
firoEawon
qur~ap
Eayon
82510	laA
qatala
82514	EasaY
>an
nafaEa
82518	>aw
{t~axa*a
82521	walad
82524	laA
ya$oEuru
82528	>aSobaHa
fu&aAd
>um~
muwsaY`
fa`rig
<in
kaAda
82536	yubodiYa
82539	lawolaA^
>an
r~abaTo
82543	EalaY`
qalob
82547	kaAna
min
82550	mu&omin
82552	qaAla
82554	>uxot
82556	qaS~a
82560	baSurato
82563	Ean
junub
82567	laA
ya$oEuru
82571	Har~ama
82573	EalaY`
82576	maraADiE
min
qabol
82580	qaAla
hal
dal~a
82584	EalaY`
>ahol
bayot
yakofulu
82596	naASiH
82598	rad~a
82601	<ilaY`
>um~
82604	kaY
taqar~a
Eayon
82609	laA
yaHozun
82613	Ealima
>an~
waEod
{ll~ah
Haq~
82619	la`kin~
>akovar
82622	laA
Ealima
82626	lam~aA
balaga
>a$ud~
82631	{sotawaY`^
A^taY
82635	Hukom
82637	Eilom
82640	*a`lik
jazaY`
82643	muHosin
82645	daxala
82647	madiynap
EalaY`
Hiyn
gafolap
min
>ahol
82655	wajada
fiY
82658	rajul
{qotatala
82661	ha`*aA
min
$iyEap
82666	ha`*aA
min
Eaduw~
82671	{sotaga`va
82673	{l~a*iY
min
$iyEap
82677	EalaY`
{l~a*iY
min
Eaduw~
82683	wakaza
82685	muwsaY`
82687	qaDaY`^
EalaY`
82690	qaAla
ha`*aA
min
Eamal
82695	$ayoTa`n
<in~
82698	Eaduw~
m~uDil~
m~ubiyn
qaAla
rab~
82704	<in~
82706	Zalama
82708	nafos
82711	gafara
82715	gafara
82718	<in~
82722	gafuwr
82724	r~aHiym
qaAla
rab~
82729	maA
>anoEama
82732	EalaY`
82735	lan
kaAna
Zahiyr
82740	mujorim
82742	>aSobaHa
fiY
82745	madiynap
xaA^}if
yataraq~abu
82749	<i*aA
{l~a*iY
{sotanSara
82755	>amos
yasotaSorixu
82758	qaAla
82761	muwsaY`
<in~
82765	gawiY~
m~ubiyn
82768	lam~aA
>an
>araAda
>an
baTa$o
82774	{l~a*iY
82776	Eaduw~
82779	qaAla
82781	muwsaY`
82783	>araAda
>an
qatala
82788	maA
qatala
82791	nafos
82794	>amos
<in
>araAda
<il~aA
>an
kaAna
jab~aAr
fiY
82803	>aroD
82805	maA
>araAda
>an
kaAna
min
82811	muSoliH
82813	jaA^'a
rajul
min
>aqoSaA
82818	madiynap
saEaY`
qaAla
82822	muwsaY`
<in~
82825	mala>
ya>otamiru
82831	qatala
82835	xaraja
<in~
82840	min
82842	naASiH
82844	xaraja
min
82847	xaA^}if
yataraq~abu
qaAla
rab~
82852	naj~aY`
82854	min
82856	qawom
82858	ZaAlim
82860	lam~aA
tawaj~aha
tiloqaA^'
madoyan
qaAla
EasaY
rab~
82868	>an
hadaY
82871	sawaA^'
82873	sabiyl
82875	lam~aA
warada
maA^'
madoyan
wajada
EalaY`
82882	>um~ap
min
82885	n~aAs
saqaY`
82889	wajada
min
duwn
82893	{mora>at
ta*uwda
82896	qaAla
maA
xaTob
82900	qaAla
82902	laA
saqaY`
Hat~aY`
yuSodira
82907	r~iEaA^'
82909	>abN
82911	$ayox
kabiyr
82914	saqaY`
82917	vum~
tawal~aY`
<ilaY`
82921	Zil~
82923	qaAla
rab~
82926	<in~
82929	maA
>anzala
82932	<ilaY`
82934	min
xayor
faqiyr
82938	jaA^'a
82940	<iHodaY
82942	m~a$a
EalaY`
{sotiHoyaA^'
qaAla
<in~
>abN
82949	daEaA
82952	jazaY`
82954	>ajor
maA
saqaY`
82961	lam~aA
jaA^'a
82965	qaS~a
EalaY`
82969	qaSaS
qaAla
laA
xaAfa
najaA
82975	min
82977	qawom
82979	ZaAlim
qaAla
<iHodaY
82984	>abN
82986	{sota_#ojaro
82988	<in~
xayor
man
{sota_#ojaro
82994	qawiY~
82996	>amiyn
qaAla
<in~
83000	>araAda
>an
tunkiHu
83004	<iHodaY
{bonat
83007	ha`tayon
EalaY`
>an
ta>ojura
83012	vama`niY
Hijaj
83015	<in
>atam~a
83018	Ea$or
83020	min
Eind
83024	maA
>araAda
>an
$aqaqo
EalaY`
83031	wajada
83033	<in
$aA^'a
{ll~ah
min
83038	Sa`liH
qaAla
*a`lik
bayon
83044	bayon
83046	>aY~
maA
83049	>ajal
qaDaY`^
83053	laA
Eudowa`n
EalaY`
83058	{ll~ah
EalaY`
maA
qaAla
wakiyl
83064	lam~aA
qaDaY`^
muwsaY`
83068	>ajal
83070	saAra
83072	>ahol
83074	'aAnasa
min
jaAnib
83078	Tuwr
naAr
qaAla
83082	>ahol
83084	makava
83086	<in~
83088	'aAnasa
83090	naAr
l~aEal~
83093	>ataY
83095	min
83098	xabar
>aw
ja*owap
min
83103	naAr
laEal~
83106	taSoTalu
83109	lam~aA
>ataY
83112	naAdaY`
min
$a`Ti}
83116	waAd
83118	>ayoman
fiY
83121	buqoEap
83123	m~uba`rakap
min
83126	$ajarap
>an
83129	muwsaY`
<in~
83133	{ll~ah
rab~
83136	Ea`lamiyn
83138	>an
>aloqaY`^
EaSaA2
83143	lam~aA
ra'aA
83146	{hotaz~ato
ka>an~
83149	jaA^n~
wal~aY`
mudobir
83153	lam
yuEaq~ibo
83156	muwsaY`
>aqobala
83159	laA
xaAfa
<in~
83163	min
83165	'aAminiyn
salaka
yad
83169	fiY
jayob
83172	xaraja
>aboyaD
min
gayor
suw^'
83178	{Domumo
<ilaY`
83181	janaAH
83183	min
83185	r~ahob
83187	*a`nik
buroha`n
min
rab~
83192	<ilaY`
firoEawon
83195	mala>
83197	<in~
83199	kaAna
83201	qawom
faAsiq
qaAla
rab~
83206	<in~
83208	qatala
83210	min
83212	nafos
83214	xaAfa
>an
qatala
83220	>ax
83222	ha`ruwn
83224	>afoSaH
min
83227	lisaAn
83229	>arosala
83231	maE
83233	rido'
Sad~aqa
83236	<in~
83238	xaAfa
>an
ka*~aba
83243	qaAla
83245	$adado
EaDud
83249	>ax
83252	jaEala
83255	suloTa`n
83257	laA
yaSilu
83260	<ilaY`
83263	'aAyap
83267	man
{t~abaEa
83271	gaAlib
83273	lam~aA
jaA^'a
83276	muwsaY`
83278	'aAyap
83280	bay~inap
qaAla
83283	maA
ha`*aA
<il~aA
siHor
m~ufotarFY
83289	maA
samiEa
83293	ha`*aA
fiY
A^baA'
83298	>aw~al
83300	qaAla
muwsaY`
rab~
83304	>aEolam
83306	man
jaA^'a
83310	hudFY
min
Eind
83315	man
kaAna
83319	Ea`qibap
83321	daAr
<in~
83324	laA
>afolaHa
83327	ZaAlim
83329	qaAla
firoEawon
83332	>ay~uhaA
83334	mala>
maA
Ealima
83340	min
<ila`h
gayor
83345	>awoqadu
83349	ha`ma`n
EalaY`
83352	Tiyn
83354	jaEala
83357	SaroH
l~aEal~
83360	T~alaEa
<ilaY`
<ila`h
muwsaY`
83365	<in~
83368	Zan~a
83370	min
83372	ka`*ib
83374	{sotakobara
83377	jund
83379	fiY
83381	>aroD
83383	gayor
83385	Haq~
83387	Zan~a
83389	>an~
83391	<ilaY`
83393	laA
rajaEa
83397	>axa*a
83401	jund
83404	naba*a
83407	fiY
83409	yam~
83411	n~aZara
kayof
kaAna
Ea`qibap
83416	ZaAlim
83418	jaEala
83421	<imaAm
daEaA
83424	<ilaY`
83426	naAr
83428	yawom
83430	qiya`map
laA
naSara
83435	>atobaEa
83438	fiY
ha`*aA
83441	d~unoyaA
laEonap
83444	yawom
83446	qiya`map
83448	min
83450	maqobuwHiyn
83453	qad
A^taY
83456	muwsaY`
83458	kita`b
min
baEod
maA
>aholaka
83465	qaron
83467	>aw~al
baSiyrap
83471	n~aAs
83473	hudFY
83475	raHomap
laEal~
83478	ta*ak~ara
83481	maA
kaAna
83485	jaAnib
83487	garobiY~
<i*
qaDaY`^
83491	<ilaY`
muwsaY`
83494	>amor
83496	maA
kaAna
83499	min
83501	$aAhid
83503	la`kin
83505	>an$a>a
83507	qaron
83509	taTaAwala
EalaY`
83513	Eumur
83515	maA
kaAna
83518	vaAwiy
fiY
>ahol
madoyan
talaY`
EalaY`
83525	'aAyap
83528	la`kin
83530	kaAna
83532	murosil
83534	maA
kaAna
83538	jaAnib
83540	Tuwr
<i*
naAdaY`
83545	la`kin
raHomap
min
rab~
83551	>an*ara
qawom
maA
>ataY
83556	min
na*iyr
min
qabol
83561	laEal~
83563	ta*ak~ara
83566	lawolaA^
>an
>aSaAba
83570	m~uSiybap
83572	maA
qad~ama
yad
83577	qaAla
83579	rab~
83581	lawolaA^
>arosala
83584	<ilaY`
83586	rasuwl
83588	{t~abaEa
'aAyap
83592	kaAna
min
83595	mu&omin
83597	lam~aA
jaA^'a
83601	Haq~
min
Eind
83605	qaAla
83607	lawolaA^
A^taY
mivol
maA
A^taY
muwsaY`
83615	lam
kafara
83619	maA
A^taY
muwsaY`
min
qabol
qaAla
83626	siHor
>aZohara
83630	qaAla
83632	<in~
83635	kul~
ka`firuwn
qaAla
83639	>ataY
83642	kita`b
min
Eind
{ll~ah
83647	>ahodaY`
min
83650	{t~abaEa
83652	<in
kaAna
83655	SaAdiq
83657	<in
lam
{sotajaAba
83664	Ealima
>an~
maA
{t~abaEa
83669	>ahowaA^'
83672	man
>aDal~
min
man
{t~abaEa
hawaA^'
83680	gayor
hudFY
min
{ll~ah
<in~
{ll~ah
laA
hadaY
83689	qawom
83691	ZaAlim
83694	qad
waS~alo
83700	qawol
laEal~
83703	ta*ak~ara
83705	{l~a*iY
A^taY
83710	kita`b
min
qabol
83717	'aAmana
83720	<i*aA
talaY`
EalaY`
83724	qaAla
83726	'aAmana
83730	<in~
83733	Haq~
min
rab~
83737	<in~
83739	kaAna
83741	min
qabol
83744	musolim
>uwla`^}ik
A^taY
83748	>ajor
83750	mar~ap
83752	maA
Sabara
83756	yadora&uA@
83760	Hasanap
83762	say~i}ap
83764	min
maA
razaqa
83769	>anfaqa
83772	<i*aA
samiEa
83776	lagow
>aEoraDa
83779	Ean
83782	qaAla
83786	Eamal
83791	Eamal
83793	sala`m
EalaY`
83796	laA
{botagaY`
83799	jaAhil
<in~
83802	laA
hadaY
man
>aHobabo
83808	la`kin~
{ll~ah
hadaY
man
$aA^'a
83815	>aEolam
83818	m~uhotaduwn
83820	qaAla
83822	<in
{t~abaEa
83825	hudFY
maE
83828	yataxaT~afa
min
>aroD
83834	lam
mak~a
83838	HaraAm
'aAmin
yujobaY`^
<ilaY`
83843	vamara`t
kul~
$aYo'
rizoq
min
l~adun
83851	la`kin~
>akovar
83854	laA
Ealima
83858	kam
>aholaka
83861	min
qaroyap
baTirato
maEiy$ap
83867	*a`lik
masokan
83870	lam
sakana
min
baEod
83875	<il~aA
qaliyl
83878	kaAna
83882	waAriv
83884	maA
kaAna
rab~
83888	muholik
83890	qaroyap
Hat~aY`
baEava
fiY
>um~
83896	rasuwl
talaY`
EalaY`
83900	'aAyap
83903	maA
kaAna
83906	muholikiY
83908	qaroyap
<il~aA
83911	>ahol
83913	ZaAlim
83915	maA
A^taY
83918	min
$aYo'
83921	mata`E
83923	Hayaw`p
83925	d~unoyaA
83927	ziynap
83930	maA
Eind
{ll~ah
xayor
83935	>aboqaY`^
83938	laA
Eaqalu
83943	man
waEada
83947	waEod
Hasan
83951	la`qiy
83954	man
m~at~aEo
83958	mata`E
83960	Hayaw`p
83962	d~unoyaA
vum~
83965	yawom
83967	qiya`map
min
83970	m~uHoDar
83972	yawom
naAdaY`
83976	qaAla
>ayon
$ariyk
83980	{l~a*iY
kaAna
83983	zaEama
83985	qaAla
{l~a*iY
Haq~a
EalaY`
83991	qawol
rab~
83994	ha`*aA
{l~a*iY
>agowayo
83998	>agowayo
84002	maA
gawaY`
84005	tabar~a>a
84007	<ilaY`
84009	maA
kaAna
84012	<iy~aA
Eabada
84016	qaAla
daEaA
84019	$ariyk
84022	daEaA
84026	lam
{sotajaAba
84032	ra'aA
84035	Ea*aAb
law
>an~
84039	kaAna
84041	{hotadaY`
84044	yawom
naAdaY`
84048	qaAla
maA*aA
>ujiybat
84053	m~urosal
84055	EamiYa
EalaY`
84059	naba>
yawoma}i*
84063	laA
yatasaA^'alu
84067	>am~aA
man
taAba
84071	'aAmana
84073	Eamila
Sa`liH
84076	EasaY
>an
kaAna
min
84081	mufoliHuwn
84083	rab~
84085	xalaqa
maA
$aA^'a
84089	{xotaAra
maA
kaAna
84095	xiyarap
suboHa`n
{ll~ah
84099	taEa`laY`
Ean
maA
>a$oraka
84105	rab~
84107	Ealima
maA
>akonan
Sador
84113	maA
>aEolan
84118	{ll~ah
laA
<ila`h
<il~aA
84126	Hamod
fiY
84129	>aw~al
84132	A^xir
84137	Hukom
84139	<ilaY`
84141	rajaEa
84143	qaAla
84145	ra'aA
84147	<in
jaEala
{ll~ah
EalaY`
84153	layol
saromad
<ilaY`
yawom
84158	qiya`map
man
<ila`h
gayor
{ll~ah
>ataY
84166	DiyaA^'
84169	laA
samiEa
84172	qaAla
84174	ra'aA
84176	<in
jaEala
{ll~ah
EalaY`
84182	nahaAr
saromad
<ilaY`
yawom
84187	qiya`map
man
<ila`h
gayor
{ll~ah
>ataY
84195	layol
sakana
84198	fiY
84202	laA
>aboSara
84206	min
raHomap
84209	jaEala
84213	layol
84216	nahaAr
84218	sakana
84220	fiY
84224	{botagaY`
84226	min
faDol
84230	laEal~
84232	$akara
84235	yawom
naAdaY`
84239	qaAla
>ayon
$ariyk
84243	{l~a*iY
kaAna
84246	zaEama
84249	nazaEa
84251	min
kul~
>um~ap
$ahiyd
84256	qaAla
84258	haAtu
84260	buroha`n
84263	Ealima
84265	>an~
84267	Haq~
84269	{ll~ah
84271	Dal~a
Ean
84274	maA
kaAna
84277	{fotaraY`
84279	<in~
qa`ruwn
kaAna
min
qawom
muwsaY`
84286	bagaY`
EalaY`
84290	A^taY
84293	min
84295	kanz
maA
<in~
mafaAtiH
84301	tanuw^>u
84304	EuSobap
>uwliY
84307	quw~ap
<i*
qaAla
84312	qawom
84314	laA
fariHa
<in~
{ll~ah
laA
>aHobabo
84321	fariH
84323	{botagaY`
fiY
maA
A^taY
84328	{ll~ah
84330	daAr
84332	A^xir
84334	laA
nasiYa
naSiyb
84338	min
84340	d~unoyaA
84342	>aHosana
84344	maA
>aHosana
{ll~ah
<ilaY`
84350	laA
bagaY`
84353	fasaAd
fiY
84356	>aroD
<in~
{ll~ah
laA
>aHobabo
84362	mufosid
qaAla
<in~
maA
A^taY
84369	EalaY`
Eilom
Eind
84375	lam
Ealima
>an~
{ll~ah
qad
>aholaka
min
qabol
84384	min
84386	qaron
man
84389	>a$ad~
min
84392	quw~ap
84394	>akovar
jamoE
84397	laA
sa>ala
Ean
*anb
84403	mujorim
84405	xaraja
EalaY`
qawom
84409	fiY
ziynap
84412	qaAla
{l~a*iY
>araAda
84417	Hayaw`p
84419	d~unoyaA
84421	layot
84424	mivol
maA
A^taY
qa`ruwn
<in~
84431	*uw
HaZ~
EaZiym
84435	qaAla
{l~a*iY
A^taY
84440	Eilom
wayol
84443	vawaAb
{ll~ah
xayor
84447	man
'aAmana
84450	Eamila
Sa`liH
84453	laA
laq~aY`
84456	<il~aA
84458	SaAbir
84460	xasafa
84466	daAr
84469	>aroD
84471	maA
kaAna
84475	min
fi}ap
naSara
84480	min
duwn
{ll~ah
84484	maA
kaAna
min
84488	m~untaSir
84490	>aSobaHa
{l~a*iY
taman~aY`^
84494	m~akaAn
84498	>amos
qaAla
84501	wayoka>an~
{ll~ah
basaTa
84505	rizoq
84507	man
$aA^'a
min
Eabod
84513	qadara
lawolaA^
>an
man~a
{ll~ah
EalaY`
84521	xasafa
84524	wayoka>an~
84526	laA
>afolaHa
84529	ka`firuwn
*a`lik
84532	daAr
84534	A^xir
jaEala
84538	{l~a*iY
laA
>araAda
84542	Euluw~
fiY
84545	>aroD
84547	laA
fasaAd
84551	Ea`qibap
84554	mut~aqiyn
man
jaA^'a
84559	Hasanap
84563	xayor
min
84567	man
jaA^'a
84571	say~i}ap
84573	laA
jazaY`
{l~a*iY
Eamila
84579	say~i_#aAt
<il~aA
maA
kaAna
84584	Eamila
84586	<in~
{l~a*iY
faraDa
EalaY`
84592	quro'aAn
84594	raA^d~
84596	<ilaY`
maEaAd
qaAla
rab~
84601	>aEolam
man
jaA^'a
84606	hudFY
84608	man
84610	fiY
Dala`l
m~ubiyn
84614	maA
kaAna
84617	yarojuwA@
>an
>aloqaY`^
<ilaY`
84623	kita`b
<il~aA
raHomap
min
rab~
84630	laA
kaAna
84633	Zahiyr
84636	ka`firuwn
84638	laA
Sad~a
84642	Ean
'aAyap
{ll~ah
baEod
<i*
>anzala
<ilaY`
84651	daEaA
<ilaY`
rab~
84656	laA
kaAna
84659	min
84661	mu$orik
84663	laA
daEaA
maE
{ll~ah
<ila`h
A^xar
laA
<ila`h
<il~aA
84673	kul~
$aYo'
haAlik
<il~aA
wajoh
84682	Hukom
84684	<ilaY`
84686	rajaEa
84690	Hasiba
84692	n~aAs
>an
taraka
84696	>an
qaAla
84699	'aAmana
84703	laA
fatanu
84708	qad
fatanu
84711	{l~a*iY
min
qabol
84717	Ealima
84719	{ll~ah
{l~a*iY
Sadaqa
84725	Ealima
84728	ka`*ib
>am
Hasiba
{l~a*iY
Eamila
84735	say~i_#aAt
>an
sabaqa
84740	saA^'a
maA
Hakama
84744	man
kaAna
yarojuwA@
liqaA^'
{ll~ah
84750	<in~
>ajal
{ll~ah
84754	A^tiy
84758	samiyE
84760	Ealiym
84762	man
ja`hada
84765	<in~
maA
ja`hada
84769	nafos
84771	<in~
{ll~ah
84774	ganiY~
Ean
84777	Ea`lamiyn
84779	{l~a*iY
'aAmana
84783	Eamila
84786	S~a`liHa`t
84788	kaf~ara
84790	Ean
84792	say~i_#aAt
84796	jazaY`
84799	>aHosan
{l~a*iY
kaAna
84803	Eamila
84806	waS~aY`
84809	<insa`n
84811	wa`liday
84813	Huson
84815	<in
ja`hada
84820	>a$oraka
84823	maA
l~ayosa
84829	Eilom
84831	laA
>aTaAEa
84834	<ilaY`
84836	marojiE
84839	nab~a>a
84842	maA
kaAna
84845	Eamila
84848	{l~a*iY
'aAmana
84852	Eamila
84855	S~a`liHa`t
84857	>udoxila
84860	fiY
84862	Sa`liH
84864	min
84866	n~aAs
man
qaAla
'aAmana
84872	{ll~ah
84874	<i*aA
>uw*iYa
fiY
{ll~ah
jaEala
fitonap
84881	n~aAs
84883	Ea*aAb
{ll~ah
84887	<in
jaA^'a
naSor
min
rab~
84894	qaAla
84896	<in~
84898	kaAna
84900	maE
84904	l~ayosa
{ll~ah
84907	>aEolam
84909	maA
fiY
Sador
84913	Ea`lamiyn
84916	Ealima
84918	{ll~ah
{l~a*iY
'aAmana
84924	Ealima
84927	muna`fiquwn
84929	qaAla
{l~a*iY
kafara
84934	{l~a*iY
'aAmana
84937	{t~abaEa
84939	sabiyl
84943	Hamala
xaTiy^_#ap
84947	maA
84950	Ha`miliyn
min
xaTiy^_#ap
84954	min
$aYo'
<in~
84959	ka`*ib
84962	Hamala
84964	v~aqalaAn
84967	v~aqalaAn
maE
v~aqalaAn
84973	sa>ala
84975	yawom
84977	qiya`map
Ean
maA
kaAna
84982	{fotaraY`
84986	qad
>arosala
84989	nuwH
<ilaY`
qawom
84994	labiva
fiY
84997	>alof
sanap
<il~aA
xamosiyn
EaAm
85003	>axa*a
85006	T~uwfaAn
85009	ZaAlim
85011	>anjaY`
85015	>aSoHa`b
85017	safiynap
85019	jaEala
85022	'aAyap
85025	Ea`lamiyn
85027	<iboraAhiym
<i*
qaAla
85031	qawom
85033	Eabada
85035	{ll~ah
85037	{t~aqaY`
85040	*a`lik
xayor
85044	<in
kaAna
85047	Ealima
85049	<in~
maA
Eabada
85053	min
duwn
{ll~ah
>awova`n
85058	xalaqa
85060	<ifok
<in~
{l~a*iY
Eabada
85065	min
duwn
{ll~ah
laA
malakato
85073	rizoq
85075	{botagaY`
85077	Eind
{ll~ah
85080	rizoq
85082	Eabada
85086	$akara
85090	<ilaY`
85092	rajaEa
85095	<in
ka*~aba
85099	qad
ka*~aba
>um~ap
min
qabol
85106	maA
EalaY`
85109	rasuwl
<il~aA
85112	bala`g
85114	m~ubiyn
85117	lam
ra'aA
85120	kayof
yubodi}u
{ll~ah
85124	xaloq
vum~
>uEiydu
85128	<in~
*a`lik
EalaY`
{ll~ah
yasiyr
qaAla
saAra
85136	fiY
85138	>aroD
85140	n~aZara
85142	kayof
bada>a
85145	xaloq
vum~
{ll~ah
>an$a>a
85150	n~a$o>ap
85152	A^xir
<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
Ea*~aba
man
$aA^'a
85163	r~aHima
man
$aA^'a
85167	<ilaY`
85169	tuqolabu
85172	maA
85175	muEojiz
fiY
85178	>aroD
85180	laA
fiY
85183	samaA^'
85185	maA
85188	min
duwn
{ll~ah
min
waliY~
85194	laA
naSiyr
85197	{l~a*iY
kafara
85201	'aAyap
{ll~ah
85204	liqaA^'
85206	>uwla`^}ik
ya}isa
85209	min
raHomap
85213	>uwla`^}ik
85216	Ea*aAb
>aliym
85219	maA
kaAna
jawaAb
qawom
85224	<il~aA
>an
qaAla
85228	qatala
85231	>aw
Har~iqu
85236	>anjaY`
85238	{ll~ah
min
85241	naAr
<in~
fiY
*a`lik
85246	'aAyap
85248	qawom
'aAmana
85252	qaAla
<in~
maA
{t~axa*a
85257	min
duwn
{ll~ah
>awova`n
m~awad~ap
bayon
85264	fiY
85266	Hayaw`p
85268	d~unoyaA
vum~
yawom
85272	qiya`map
kafara
baEoD
85277	baEoD
85279	laEana
baEoD
85282	baEoD
85284	ma>owaY`
85287	naAr
85289	maA
85292	min
naASir
85295	'aAmana
85298	luwT
85300	qaAla
<in~
85303	muhaAjir
<ilaY`
rab~
85307	<in~
85311	Eaziyz
85313	Hakiym
85315	wahaba
85319	<isoHaAq
85321	yaEoquwb
85323	jaEala
85325	fiY
*ur~iy~ap
85329	n~ubuw~ap
85332	kita`b
85334	A^taY
85337	>ajor
85339	fiY
85341	d~unoyaA
85343	<in~
85345	fiY
85347	A^xir
85349	min
85351	Sa`liH
85353	luwT
<i*
qaAla
85357	qawom
85359	<in~
85362	>ataY
85365	fa`Hi$ap
maA
sabaqa
85371	min
>aHad
min
85375	Ea`lamiyn
85377	<in~
85380	>ataY
85383	rijaAl
85385	quTiEa
85388	sabiyl
85390	>ataY
85392	fiY
naAdiy
85396	munkar
85398	maA
kaAna
jawaAb
qawom
85403	<il~aA
>an
qaAla
85407	>ataY
85410	Ea*aAb
{ll~ah
<in
kaAna
85415	min
85417	SaAdiq
qaAla
rab~
85421	naSara
85423	EalaY`
85425	qawom
85427	mufosid
85429	lam~aA
jaA^'a
rasuwl
85433	<iboraAhiym
85436	bu$oraY`
qaAla
85439	<in~
85441	muholik
>ahol
ha`*aA
85445	qaroyap
<in~
>ahol
85449	kaAna
85451	ZaAlim
qaAla
<in~
fiY
85456	luwT
qaAla
85460	>aEolam
85462	man
fiY
85466	naj~aY`
85470	>ahol
85472	<il~aA
{mora>at
85475	kaAna
min
85478	ga`biriyn
85480	lam~aA
>an
jaA^'a
rasuwl
85485	luwT
saA^'a
85490	DaAqa
85493	*aroE
85495	qaAla
85497	laA
xaAfa
85500	laA
yaHozun
<in~
85504	munaj~uw
85507	>ahol
85509	<il~aA
{mora>at
85512	kaAna
min
85515	ga`biriyn
<in~
85518	munziliyn
EalaY`
>ahol
ha`*aA
85523	qaroyap
rijoz
min
85527	samaA^'
85529	maA
kaAna
85532	fasaqa
85536	qad
taraka
85539	min
85541	'aAyap
bay~inap
85544	qawom
Eaqalu
85548	<ilaY`
madoyan
>ax
85552	$uEayob
85554	qaAla
85556	qawom
85558	Eabada
85560	{ll~ah
85562	yarojuwA@
85565	yawom
85567	A^xir
85569	laA
taEova
85572	fiY
85574	>aroD
mufosid
85577	ka*~aba
85581	>axa*a
85584	r~ajofap
85586	>aSobaHa
85588	fiY
daAr
85591	ja`vimiyn
85593	EaAd2
85595	vamuwd
85597	qad
tabay~ana
85601	min
masokan
85605	zay~ana
85609	$ayoTa`n
Eamal
85613	Sad~a
85615	Ean
85617	sabiyl
85619	kaAna
85621	musotaboSiriyn
85623	qa`ruwn
85625	firoEawon
85627	ha`ma`n
85630	qad
jaA^'a
85633	muwsaY`
85636	bay~inap
85638	{sotakobara
85640	fiY
85642	>aroD
85644	maA
kaAna
85647	saAbiq
85649	kul~
>axa*a
85653	*anb
85656	min
85658	man
>arosala
85661	EalaY`
85663	HaASib
85665	min
85667	man
>axa*a
85671	SayoHap
85673	min
85675	man
xasafa
85681	>aroD
85683	min
85685	man
>ugoriqu
85689	maA
kaAna
{ll~ah
85693	Zalama
85696	la`kin
kaAna
85699	nafos
85701	Zalama
85703	maval
{l~a*iY
{t~axa*a
85707	min
duwn
{ll~ah
waliY~
85712	maval
85714	Eankabuwt
{t~axa*a
bayot
85718	<in~
>awohan
85721	bayot
85723	bayot
85725	Eankabuwt
law
kaAna
85729	Ealima
85731	<in~
{ll~ah
Ealima
maA
daEaA
85737	min
duwn
85740	min
$aYo'
85745	Eaziyz
85747	Hakiym
85749	*a`lik
85751	maval
Daraba
85756	n~aAs
85758	maA
Eaqalu
85761	<il~aA
85763	Ea`lim
xalaqa
{ll~ah
85767	samaA^'
85770	>aroD
85773	Haq~
<in~
fiY
*a`lik
85778	'aAyap
85781	mu&omin
talaY`
maA
>awoHaY`^
<ilaY`
85787	min
85789	kita`b
85791	>aqaAma
85793	Salaw`p
<in~
85796	Salaw`p
nahaY`
Ean
85800	faHo$aA^'
85803	munkar
85806	*ikor
{ll~ah
>akobar
85810	{ll~ah
Ealima
maA
SanaEu
85816	laA
ja`dalu
85819	>ahol
85821	kita`b
<il~aA
85824	{l~a*iY
85826	>aHosan
<il~aA
{l~a*iY
Zalama
85831	min
85834	qaAla
85836	'aAmana
85839	{l~a*iY
>anzala
<ilaY`
85844	>anzala
<ilaY`
85848	<ila`h
85851	<ila`h
85853	wa`Hid
85858	musolim
85861	*a`lik
>anzala
85864	<ilaY`
85867	kita`b
85869	{l~a*iY
A^taY
85874	kita`b
'aAmana
85880	min
ha`*aA
man
'aAmana
85887	maA
jaHadu
85890	'aAyap
85892	<il~aA
85894	ka`firuwn
85896	maA
kaAna
85899	talaY`
min
qabol
85903	min
kita`b
85906	laA
taxuT~u
85910	yamiyn
85912	<i*FA
85914	{rotaAba
85916	muboTiluwn
bal
85919	'aAyap
bay~inap
fiY
Sador
{l~a*iY
A^taY
85927	Eilom
85929	maA
jaHadu
85932	'aAyap
85934	<il~aA
85936	ZaAlim
85938	qaAla
85940	lawolaA^
>anzala
EalaY`
85944	'aAyap
min
rab~
85948	qaAla
<in~
maA
85952	'aAyap
Eind
{ll~ah
85956	<in~
maA
85959	na*iyr
m~ubiyn
85963	lam
kafaY`
85966	>an~
85968	>anzala
85970	EalaY`
85973	kita`b
talaY`
EalaY`
85977	<in~
fiY
*a`lik
85981	raHomap
85983	*ikoraY`
85985	qawom
'aAmana
85988	qaAla
kafaY`
85991	{ll~ah
bayon
85995	bayon
85997	$ahiyd
Ealima
maA
fiY
86002	samaA^'
86005	>aroD
86007	{l~a*iY
'aAmana
86012	ba`Til
86014	kafara
86017	{ll~ah
>uwla`^}ik
86021	xa`siriyn
86023	{sotaEojala
86028	Ea*aAb
86030	lawolaA^
>ajal
m~usam~FY
86034	jaA^'a
86037	Ea*aAb
86040	>ataY
86043	bagotap
86046	laA
ya$oEuru
86049	{sotaEojala
86054	Ea*aAb
86056	<in~
jahan~am
86059	muHiyTap
86062	ka`firuwn
yawom
ga$iya
86067	Ea*aAb
min
fawoq
86072	min
taHot
rijol
86077	qaAla
*aAqu
86080	maA
kaAna
86083	Eamila
86086	Eabod
86088	{l~a*iY
'aAmana
86091	<in~
>aroD
86094	wa`siEap
86096	<iy~aA
86098	Eabada
86101	kul~
nafos
*aA^}iqap
86105	mawot
vum~
<ilaY`
86109	rajaEa
86112	{l~a*iY
'aAmana
86116	Eamila
86119	S~a`liHa`t
86121	baw~a>a
86124	min
86126	jan~ap
gurofap
jarayo
min
taHot
86133	nahar
xa`lid
fiY
86137	niEoma
>ajor
86140	Ea`mil
{l~a*iY
Sabara
86145	EalaY`
rab~
86148	tawak~alo
86151	ka>ay~in
min
daA^b~ap
laA
Hamala
rizoq
86158	{ll~ah
razaqa
86162	<iy~aA
86166	samiyE
86168	Ealiym
86171	<in
sa>ala
86175	man
xalaqa
86178	samaA^'
86181	>aroD
86183	sax~ara
86185	$amos
86188	qamar
86190	qaAla
86192	{ll~ah
86194	>an~aY`
>ufika
86197	{ll~ah
basaTa
86200	rizoq
86202	man
$aA^'a
min
Eabod
86208	qadara
86211	<in~
{ll~ah
86214	kul~
$aYo'
Ealiym
86219	<in
sa>ala
86223	man
naz~ala
min
86227	samaA^'
maA^'
86230	>aHoyaA
86234	>aroD
min
baEod
mawot
86240	qaAla
86242	{ll~ah
qaAla
86245	Hamod
86247	{ll~ah
bal
>akovar
86251	laA
Eaqalu
86255	maA
ha`*aA
86258	Hayaw`p
86260	d~unoyaA
<il~aA
lahow
86264	laEib
86266	<in~
86268	daAr
86270	A^xir
86274	HayawaAn
law
kaAna
86278	Ealima
86281	<i*aA
rakiba
86284	fiY
86286	fulok
daEaA
86289	{ll~ah
muxoliS
86294	diyn
86296	lam~aA
naj~aY`
86299	<ilaY`
86301	bar~
<i*aA2
86304	>a$oraka
86307	kafara
86310	maA
A^taY
86316	tamat~aEa
86319	sawof
Ealima
86324	lam
ra'aA
86327	>an~
86329	jaEala
86331	HaraAm
'aAmin
86334	yataxaT~afa
86336	n~aAs
min
Hawol
86344	ba`Til
'aAmana
86349	niEomap
{ll~ah
kafara
86354	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
ka*ib
>aw
ka*~aba
86366	Haq~
lam~aA
jaA^'a
86371	l~ayosa
fiY
jahan~am
mavowFY
86377	ka`firuwn
86379	{l~a*iY
ja`hada
86382	fiY
86385	hadaY
86388	sabiyl
86391	<in~
{ll~ah
86394	maE
86396	muHosin
86398	galabu
86400	r~uwm
fiY
>adonaY`
86404	>aroD
86407	min
baEod
galab
86412	galabu
86414	fiY
biDoE
siniyn
86418	{ll~ah
86420	>amor
min
qabol
86424	min
baEod
86427	yawoma}i*
fariHa
86430	mu&omin
86432	naSor
{ll~ah
naSara
man
$aA^'a
86440	Eaziyz
86442	r~aHiym
waEod
{ll~ah
laA
>axolafu
{ll~ah
waEod
86451	la`kin~
>akovar
86454	n~aAs
laA
Ealima
86458	Ealima
86460	Za`hir
min
86463	Hayaw`p
86465	d~unoyaA
86468	Ean
86470	A^xir
86472	ga`fil
86475	lam
yatafak~aru
86478	fiY
nafos
86481	maA
xalaqa
{ll~ah
86485	samaA^'
86488	>aroD
86490	maA
bayon
86493	<il~aA
86496	Haq~
86498	>ajal
m~usam~FY
86501	<in~
kaviyr
min
86505	n~aAs
86507	liqaA^'
rab~
86511	ka`firuwn
86514	lam
saAra
86517	fiY
86519	>aroD
86521	n~aZara
86523	kayof
kaAna
Ea`qibap
{l~a*iY
min
qabol
86530	kaAna
86532	>a$ad~
min
86535	quw~ap
86537	>avaAru
86540	>aroD
86542	Eamaru
86545	>akovar
min
maA
Eamaru
86552	jaA^'a
86554	rasuwl
86558	bay~inap
86560	maA
kaAna
{ll~ah
86564	Zalama
86567	la`kin
kaAna
86570	nafos
86572	Zalama
86574	vum~
kaAna
Ea`qibap
{l~a*iY
>asaA^'a
86581	s~uw^>aY`^
>an
ka*~aba
86586	'aAyap
{ll~ah
86589	kaAna
86593	{sotuhozi}a
86595	{ll~ah
bada>a
86598	xaloq
vum~
>uEiydu
86602	vum~
<ilaY`
86605	rajaEa
86608	yawom
qaAma
86611	saAEap
yubolisu
86614	mujorim
86616	lam
kaAna
86620	min
$ariyk
86623	$afiyE
86625	kaAna
86628	$ariyk
86630	ka`firuwn
86632	yawom
qaAma
86635	saAEap
yawoma}i*
tafar~aqa
86640	>am~aA
{l~a*iY
'aAmana
86645	Eamila
86648	S~a`liHa`t
86651	fiY
rawoDap
yuHobaru
86656	>am~aA
{l~a*iY
kafara
86661	ka*~aba
86664	'aAyap
86667	liqaA^'
86669	A^xir
86671	>uwla`^}ik
fiY
86674	Ea*aAb
m~uHoDar
86677	suboHa`n
{ll~ah
Hiyn
tumosu
86683	Hiyn
>aSobaHa
86690	Hamod
fiY
86693	samaA^'
86696	>aroD
86698	Ea$iY~
86700	Hiyn
>aZohara
86703	>axoraja
86705	Hay~
min
86708	m~ay~it
86710	>axoraja
86712	m~ay~it
min
86715	Hay~
86717	>aHoyaA
86719	>aroD
baEod
mawot
86725	*a`lik
>axoraja
86729	min
'aAyap
86732	>an
xalaqa
86735	min
turaAb
vum~
<i*aA
86740	ba$ar
tanta$iru
86744	min
'aAyap
86747	>an
xalaqa
86751	min
nafos
86754	zawoj
86756	sakana
86758	<ilaY`
86761	jaEala
bayon
86764	m~awad~ap
86766	raHomap
<in~
fiY
*a`lik
86771	'aAyap
86773	qawom
yatafak~aru
86777	min
'aAyap
86780	xaloq
86782	samaA^'
86785	>aroD
86787	{xotila`f
lisaAn
86791	lawon
86793	<in~
fiY
*a`lik
86797	'aAyap
86800	Ea`lim
86802	min
'aAyap
86805	manaAm
86809	layol
86812	nahaAr
86814	{botigaA^'
86816	min
faDol
86819	<in~
fiY
*a`lik
86823	'aAyap
86825	qawom
samiEa
86829	min
'aAyap
86832	>arayo
86835	baroq
xawof
86838	TamaE
86840	naz~ala
min
86843	samaA^'
maA^'
86846	>aHoyaA
86850	>aroD
baEod
mawot
86854	<in~
fiY
*a`lik
86858	'aAyap
86860	qawom
Eaqalu
86864	min
'aAyap
86867	>an
qaAma
86870	samaA^'
86873	>aroD
86875	>amor
86877	vum~
<i*aA
daEaA
86881	daEowap
min
86884	>aroD
<i*aA2
86887	xaraja
86892	man
fiY
86895	samaA^'
86898	>aroD
kul~
86902	qaAnit
86905	{l~a*iY
bada>a
86908	xaloq
vum~
>uEiydu
86914	>ahowan
EalaY`
86921	maval
86923	>aEolaY`
fiY
86926	samaA^'
86929	>aroD
86933	Eaziyz
86935	Hakiym
Daraba
86939	maval
min
nafos
86943	hal
86946	min
maA
malakato
yamiyn
86951	min
$ariyk
fiY
maA
razaqa
86960	fiY
86962	sawaA^'
xaAfa
86967	xiyfap
86969	nafos
86972	*a`lik
faS~ala
86975	'aAyap
86977	qawom
Eaqalu
86980	bal
{t~abaEa
{l~a*iY
Zalama
86985	>ahowaA^'
86988	gayor
Eilom
86991	man
hadaY
man
>aDal~a
{ll~ah
86997	maA
87000	min
naASir
87003	>aqaAma
wajoh
87008	diyn
Haniyf
fiTorat
{ll~ah
{l~a*iY
faTara
87015	n~aAs
EalaY`
87018	laA
tabodiyl
87021	xaloq
{ll~ah
*a`lik
87025	diyn
87027	qay~im
87029	la`kin~
>akovar
87032	n~aAs
laA
Ealima
87036	m~uniyb
<ilaY`
87040	{t~aqaY`
87044	>aqaAma
87047	Salaw`p
87049	laA
kaAna
87052	min
87054	mu$orik
min
{l~a*iY
far~aqu
87059	diyn
87062	kaAna
87064	$iyEap
kul~
Hizob
87068	maA
laday
87071	fariH
87073	<i*aA
mas~a
87076	n~aAs
Dur~
daEaA
87080	rab~
87082	m~uniyb
<ilaY`
87085	vum~
<i*aA
>a*aAqa
87089	min
87091	raHomap
<i*aA
fariyq
min
87097	rab~
87099	>a$oraka
87102	kafara
87105	maA
A^taY
87110	tamat~aEa
87113	sawof
Ealima
87116	>am
>anzala
87119	EalaY`
87121	suloTa`n
87124	yatakal~amu
87126	maA
kaAna
87131	>a$oraka
87134	<i*aA
>a*aAqa
87138	n~aAs
raHomap
fariHa
87145	<in
>aSaAba
87148	say~i}ap
87150	maA
qad~ama
yad
87154	<i*aA2
87156	qanaTu
87160	lam
ra'aA
87163	>an~
{ll~ah
basaTa
87167	rizoq
87169	man
$aA^'a
87172	qadara
<in~
fiY
*a`lik
87177	'aAyap
87179	qawom
'aAmana
87183	A^taY
*aA
87186	qurobaY`
Haq~
87191	misokiyn
87193	{bon
87195	sabiyl
*a`lik
xayor
87199	{l~a*iY
>araAda
87202	wajoh
{ll~ah
87205	>uwla`^}ik
87208	mufoliHuwn
87210	maA
A^taY
87213	min
r~ib
87216	rabato
fiY
maAl
87220	n~aAs
87222	laA
rabato
Eind
{ll~ah
87227	maA
A^taY
87230	min
zakaw`p
>araAda
87234	wajoh
{ll~ah
87237	>uwla`^}ik
87240	muDoEifuwn
{ll~ah
{l~a*iY
xalaqa
87245	vum~
razaqa
87248	vum~
>amaAta
87251	vum~
>aHoyaA
87254	hal
min
$ariyk
87258	man
faEala
min
*a`lik
min
$aYo'
suboHa`n
87267	taEa`laY`
Ean
maA
>a$oraka
87272	Zahara
87274	fasaAd
fiY
87277	bar~
87280	baHor
87282	maA
kasaba
yad
87286	n~aAs
87288	>a*aAqa
87290	baEoD
{l~a*iY
Eamila
87294	laEal~
87296	rajaEa
87298	qaAla
saAra
87301	fiY
87303	>aroD
87305	n~aZara
87307	kayof
kaAna
Ea`qibap
{l~a*iY
min
qabol
kaAna
>akovar
87316	mu$orik
87318	>aqaAma
wajoh
87323	diyn
87325	qay~im
min
qabol
>an
>ataY
yawom
laA
marad~
87335	min
{ll~ah
yawoma}i*
yaS~ad~aEu
87340	man
kafara
87343	EalaY`
87345	kufor
87348	man
Eamila
Sa`liH
87353	nafos
87355	yamohadu
87358	jazaY`
{l~a*iY
'aAmana
87363	Eamila
87366	S~a`liHa`t
min
faDol
87370	<in~
87372	laA
>aHobabo
87375	ka`firuwn
87377	min
'aAyap
87380	>an
>arosala
87383	riyH
muba$~ira`t
87387	>a*aAqa
87389	min
raHomap
87394	jarayo
87396	fulok
87398	>amor
87402	{botagaY`
87404	min
faDol
87408	laEal~
87410	$akara
87414	qad
>arosala
87417	min
qabol
87420	rasuwl
<ilaY`
qawom
87425	jaA^'a
87430	bay~inap
87432	{ntaqamo
87434	min
{l~a*iY
>ajoramu
87439	kaAna
Haq~
EalaY`
87443	naSor
87445	mu&omin
{ll~ah
{l~a*iY
>arosala
87450	riyH
87452	>avaAru
saHaAb
87455	basaTa
87457	fiY
87459	samaA^'
kayof
$aA^'a
87463	jaEala
87465	kisaf
87467	ra'aA
87469	wadoq
xaraja
min
xila`l
87475	<i*aA
>aSaAba
87479	man
$aA^'a
min
Eabod
87484	<i*aA
87486	yasotabo$iru
87489	<in
kaAna
87492	min
qabol
>an
naz~ala
EalaY`
87498	min
qabol
87502	mubolisuwn
87504	n~aZara
<ilaY`
>avar
raHomap
{ll~ah
kayof
>aHoyaA
87512	>aroD
baEod
mawot
87516	<in~
*a`lik
87519	muHoY
87521	m~ay~it
87524	EalaY`
kul~
$aYo'
qadiyr
87530	<in
>arosala
87533	riyH
87535	ra'aA
87538	muSofar~
87540	Zal~a
87542	min
baEod
87545	kafara
87548	<in~
87550	laA
>asomaEa
87553	m~ay~it
87555	laA
>asomaEa
87558	>aSam~
87560	duEaA^'
<i*aA
wal~aY`
87564	mudobir
87566	maA
87569	haAd
87571	>aEomaY`
Ean
Dala`lap
87575	<in
>asomaEa
<il~aA
man
'aAmana
87581	'aAyap
87585	musolim
{ll~ah
{l~a*iY
xalaqa
87590	min
DaEof
vum~
jaEala
min
baEod
DaEof
quw~ap
vum~
jaEala
min
baEod
quw~ap
DaEof
87605	$ayobap
xalaqa
maA
$aA^'a
87612	Ealiym
87614	qadiyr
87616	yawom
qaAma
87619	saAEap
>aqosamu
87622	mujorim
maA
labiva
87626	gayor
saAEap
87629	*a`lik
kaAna
87632	>ufika
87635	qaAla
{l~a*iY
A^taY
87640	Eilom
87643	<iyma`n
87645	qad
labiva
87648	fiY
kita`b
{ll~ah
<ilaY`
yawom
87654	baEov
87656	ha`*aA
yawom
87659	baEov
87661	la`kin~
87663	kaAna
87665	laA
Ealima
87669	yawoma}i*
laA
nafaEa
{l~a*iY
Zalama
87675	maEo*irap
87678	laA
87680	yasotaEotibu
87684	qad
Daraba
87689	n~aAs
fiY
ha`*aA
87693	quro'aAn
min
kul~
maval
87699	<in
jaA^'a
87704	'aAyap
87706	qaAla
87708	{l~a*iY
kafara
87711	<in
87713	<il~aA
muboTiluwn
87716	*a`lik
TabaEa
{ll~ah
EalaY`
qalob
{l~a*iY
laA
Ealima
87726	Sabara
<in~
waEod
{ll~ah
Haq~
87732	laA
{sotaxaf~a
87736	{l~a*iY
laA
yuwqinu
87741	*a`lik
'aAyap
87744	kita`b
87746	Hakiym
hudFY
87749	raHomap
87752	muHosin
{l~a*iY
>aqaAma
87757	Salaw`p
87759	A^taY
87762	zakaw`p
87767	A^xir
87769	yuwqinu
87771	>uwla`^}ik
EalaY`
hudFY
min
rab~
87778	>uwla`^}ik
87781	mufoliHuwn
87783	min
87785	n~aAs
man
{$otaraY`
lahow
87790	Hadiyv
87792	>aDal~a
Ean
sabiyl
{ll~ah
87797	gayor
Eilom
87800	{t~axa*a
87802	huzuw
>uwla`^}ik
87806	Ea*aAb
m~uhiyn
87809	<i*aA
talaY`
EalaY`
87813	'aAyap
87815	wal~aY`
musotakobir
87818	>an
lam
samiEa
87822	ka>an~
fiY
>u*unN
87826	waqor
87828	bu$~ira
87831	Ea*aAb
>aliym
<in~
{l~a*iY
'aAmana
87838	Eamila
87841	S~a`liHa`t
87844	jan~ap
87846	naEiym
xa`lid
fiY
87850	waEod
{ll~ah
Haq~
87856	Eaziyz
87858	Hakiym
xalaqa
87861	samaA^'
87863	gayor
Eamad
ra'aA
87869	>aloqaY`^
fiY
87872	>aroD
rawa`siY
>an
tamiyda
87879	bav~a
fiY
87882	min
kul~
daA^b~ap
87886	>anzala
87888	min
87890	samaA^'
maA^'
87893	>an[bata
87895	fiY
87897	min
kul~
zawoj
kariym
ha`*aA
xaloq
{ll~ah
87905	>arayo
87908	maA*aA
xalaqa
{l~a*iY
min
duwn
87914	bal
87916	ZaAlim
fiY
Dala`l
m~ubiyn
87922	qad
A^taY
87925	luqoma`n
87927	Hikomap
>an
$akara
87931	{ll~ah
87933	man
$akara
87936	<in~
maA
$akara
87940	nafos
87943	man
kafara
87946	<in~
{ll~ah
ganiY~
Hamiyd
87951	<i*
qaAla
luqoma`n
87955	{bon
87959	waEaZo
87962	bunaY~
87964	laA
>a$oraka
87967	{ll~ah
<in~
87970	$irok
87972	Zulom
EaZiym
87975	waS~aY`
87978	<insa`n
87980	wa`liday
87982	Hamala
87984	>um~
87986	wahon
EalaY`
wahon
87990	fiSaAl
87992	fiY
EaAm
>an
$akara
88000	wa`liday
88002	<ilaY`
88005	maSiyr
88007	<in
ja`hada
88011	EalaY`
>an
>a$oraka
88016	maA
l~ayosa
88022	Eilom
88024	laA
>aTaAEa
88028	tuSa`Hibo
88030	fiY
88032	d~unoyaA
m~aEoruwf
88035	{t~abaEa
sabiyl
man
>anaAba
<ilaY`
88041	vum~
<ilaY`
88044	marojiE
88047	nab~a>a
88050	maA
kaAna
88053	Eamila
88056	bunaY~
88058	<in~
88060	<in
kaAna
mivoqaAl
Hab~ap
min
xarodal
88067	kaAna
fiY
Saxorap
>aw
fiY
88073	samaA^'
>aw
fiY
88077	>aroD
>ataY
88081	{ll~ah
<in~
{ll~ah
laTiyf
xabiyr
88087	bunaY~
88089	>aqaAma
88091	Salaw`p
88093	>amara
88096	m~aEoruwf
88098	nahaY`
Ean
88101	munkar
88103	Sabara
EalaY`
maA
>aSaAba
88108	<in~
*a`lik
min
Eazom
88113	>amor
88115	laA
tuSaE~iro
xad~
88121	n~aAs
88123	laA
m~a$a
fiY
88127	>aroD
maraH
<in~
{ll~ah
laA
>aHobabo
kul~
muxotaAl
faxuwr
88137	{qoSido
fiY
ma$oy
88142	yaguD~u
min
Sawot
88146	<in~
>ankar
88149	Sawot
88151	Sawot
88153	HimaAr
88155	lam
ra'aA
88158	>an~
{ll~ah
sax~ara
88163	maA
fiY
88166	samaA^'
88168	maA
fiY
88171	>aroD
88173	>asobaga
EalaY`
88176	niEomap
88178	Za`hirap
88180	baATinap
88182	min
88184	n~aAs
man
ja`dalu
fiY
{ll~ah
88190	gayor
Eilom
88193	laA
hudFY
88196	laA
kita`b
m~uniyr
88200	<i*aA
qaAla
88204	{t~abaEa
88206	maA
>anzala
{ll~ah
qaAla
88211	bal
{t~abaEa
maA
wajada
88216	EalaY`
88218	A^baA'
88222	law
kaAna
88225	$ayoTa`n
daEaA
88228	<ilaY`
Ea*aAb
88231	saEiyr
88233	man
>asolama
wajoh
88237	<ilaY`
{ll~ah
88241	muHosin
88243	qad
{sotamosaka
88247	Eurowap
88249	wuvoqaY`
88251	<ilaY`
{ll~ah
Ea`qibap
88255	>amor
88257	man
kafara
88260	laA
yaHozun
88263	kufor
88265	<ilaY`
88267	marojiE
88270	nab~a>a
88273	maA
Eamila
88276	<in~
{ll~ah
Ealiym
88280	*uw
88282	Sador
m~at~aEo
88285	qaliyl
vum~
{DoTur~a
88289	<ilaY`
Ea*aAb
galiyZ
88294	<in
sa>ala
88298	man
xalaqa
88301	samaA^'
88304	>aroD
88306	qaAla
88308	{ll~ah
qaAla
88311	Hamod
88313	{ll~ah
bal
>akovar
88317	laA
Ealima
88321	{ll~ah
maA
fiY
88325	samaA^'
88328	>aroD
<in~
{ll~ah
88333	ganiY~
88335	Hamiyd
88337	law
>an~
maA
fiY
88342	>aroD
min
$ajarap
qalam
88348	baHor
mad~a
88351	min
baEod
88354	saboEap
baHor
maA
nafida
kalima`t
{ll~ah
<in~
{ll~ah
Eaziyz
Hakiym
maA
xaloq
88368	laA
baEov
88371	<il~aA
88373	nafos
wa`Hidap
<in~
{ll~ah
samiyE
baSiyr
88380	lam
ra'aA
>an~
{ll~ah
yuwliju
88386	layol
fiY
88389	nahaAr
88391	yuwliju
88393	nahaAr
fiY
88396	layol
88398	sax~ara
88400	$amos
88403	qamar
kul~
jarayo
<ilaY`
>ajal
m~usam~FY
88410	>an~
{ll~ah
88413	maA
Eamila
88416	xabiyr
*a`lik
88419	>an~
{ll~ah
88423	Haq~
88425	>an~
maA
daEaA
88429	min
duwn
88433	ba`Til
88435	>an~
{ll~ah
88439	Ealiy~
88441	kabiyr
88443	lam
ra'aA
>an~
88447	fulok
jarayo
fiY
88451	baHor
88453	niEomap
{ll~ah
88456	>arayo
88458	min
'aAyap
88461	<in~
fiY
*a`lik
88465	'aAyap
88467	kul~
Sab~aAr
$akuwr
88471	<i*aA
ga$iya
88474	mawoj
88477	Zul~ap
daEaA
88480	{ll~ah
muxoliS
88485	diyn
88487	lam~aA
naj~aY`
88490	<ilaY`
88492	bar~
88494	min
88496	m~uqotaSid
88498	maA
jaHadu
88501	'aAyap
88503	<il~aA
kul~
xat~aAr
kafuwr
88508	>ay~uhaA
88510	n~aAs
{t~aqaY`
88513	rab~
88516	xa$iYa
88518	yawom
laA
jazaY`
waAlid
Ean
walad
88526	laA
mawoluwd
88529	jaAz
Ean
waAlid
88533	$aYo'
<in~
waEod
{ll~ah
Haq~
88539	laA
gar~a
88544	Hayaw`p
88546	d~unoyaA
88548	laA
gar~a
88553	{ll~ah
88555	garuwr
<in~
{ll~ah
Eind
88560	Eilom
88562	saAEap
88564	naz~ala
88566	gayov
88568	Ealima
maA
fiY
88572	>aroHaAm
88574	maA
tadoriY
nafos
maA*aA
kasaba
gad
88581	maA
tadoriY
nafos
88585	>aY~
>aroD
m~aAta
<in~
{ll~ah
Ealiym
xabiyr
88593	tanziyl
88595	kita`b
laA
rayob
fiY
88600	min
rab~
88603	Ea`lamiyn
>am
qaAla
88607	{fotaraY`
88609	bal
88612	Haq~
min
rab~
88617	>an*ara
qawom
maA
>ataY
88622	min
na*iyr
min
qabol
88627	laEal~
88629	{hotadaY`
88631	{ll~ah
{l~a*iY
xalaqa
88635	samaA^'
88638	>aroD
88640	maA
bayon
88643	fiY
sit~ap
yawom
vum~
{sotawaY`^
EalaY`
88650	Earo$
maA
88654	min
duwn
88657	min
waliY~
88660	laA
$afiyE
88664	laA
ta*ak~ara
88667	yudab~iru
88669	>amor
min
88672	samaA^'
<ilaY`
88675	>aroD
vum~
yaEoruju
<ilaY`
88680	fiY
yawom
kaAna
miqodaAr
88685	>alof
sanap
min
maA
Ead~a
88691	*a`lik
Ea`lim
88694	gayob
88697	$aha`dap
88699	Eaziyz
88701	r~aHiym
{l~a*iY
>aHosana
kul~
$aYo'
xalaqa
88709	bada>a
xaloq
88712	<insa`n
min
Tiyn
vum~
jaEala
nasol
88719	min
sula`lap
min
maA^'
m~ahiyn
vum~
saw~aY`
88728	nafaxa
fiY
88731	min
ruwH
88735	jaEala
88739	samoE
88742	baSar
88745	fu&aAd
qaliyl
maA
$akara
88751	qaAla
88754	<i*aA
Dal~a
88757	fiY
88759	>aroD
88761	<in~
88764	fiY
xaloq
jadiyd
bal
88770	liqaA^'
rab~
88773	ka`firuwn
qaAla
tawaf~aY`
88777	malak
88779	mawot
{l~a*iY
wuk~ila
88784	vum~
<ilaY`
rab~
88788	rajaEa
88791	law
ra'aA
<i*
88795	mujorim
naAkisuwA
ra>os
88799	Eind
rab~
88802	rab~
88804	>aboSara
88807	samiEa
88810	rajaEa
88812	Eamila
Sa`liH
<in~
88816	m~uwqiniyn
88818	law
$aA^'a
88822	A^taY
88824	kul~
nafos
hudFY
88829	la`kin
Haq~a
88832	qawol
min
88836	muli}ato
88838	jahan~am
min
88841	jin~ap
88844	n~aAs
>ajomaEiyn
88847	*aAqu
88850	maA
nasiYa
88853	liqaA^'
yawom
88856	ha`*aA
<in~
88859	nasiYa
88863	*aAqu
88865	Ea*aAb
88867	xulod
88869	maA
kaAna
88872	Eamila
88874	<in~
maA
'aAmana
88878	'aAyap
88880	{l~a*iY
<i*aA
*uk~ira
88886	xar~a
88888	saAjid
88890	sab~aHa
88893	Hamod
rab~
88898	laA
{sotakobara
88901	tatajaAfaY`
janb
88904	Ean
88906	maDaAjiE
daEaA
88909	rab~
88911	xawof
88913	TamaE
88915	min
maA
razaqa
88920	>anfaqa
88923	laA
Ealima
nafos
maA
>uxofiYa
88930	min
qur~ap
Eayon
jazaA^'
88935	maA
kaAna
88938	Eamila
88942	man
kaAna
mu&omin
88946	man
kaAna
faAsiq
laA
{sotawaY`^
88952	>am~aA
{l~a*iY
'aAmana
88957	Eamila
88960	S~a`liHa`t
88964	jan~ap
88966	ma>owaY`
nuzul
88969	maA
kaAna
88972	Eamila
88975	>am~aA
{l~a*iY
fasaqa
88980	ma>owaY`
88983	naAr
kul~amaA
>araAda
88987	>an
xaraja
88990	min
88992	>uEiydu
88994	fiY
88997	qaAla
89000	*aAqu
89002	Ea*aAb
89004	naAr
{l~a*iY
kaAna
89010	ka*~aba
89014	>a*aAqa
89017	min
89019	Ea*aAb
89021	>adonaY`
duwn
89024	Ea*aAb
89026	>akobar
laEal~
89029	rajaEa
89032	man
>aZolam
min
man
*uk~ira
89038	'aAyap
rab~
89041	vum~
>aEoraDa
Ean
89045	<in~
89047	min
89049	mujorim
muntaqimuwn
89053	qad
A^taY
89056	muwsaY`
89058	kita`b
89060	laA
kaAna
fiY
miroyap
min
liqaA^'
89068	jaEala
89071	hudFY
89073	bunaY~
<isoraA}iyl
89076	jaEala
89078	min
89080	<imaAm
hadaY
89084	>amor
89086	lam~aA
Sabara
89090	kaAna
89093	'aAyap
89095	yuwqinu
89097	<in~
rab~
89101	faSala
bayon
89104	yawom
89106	qiya`map
fiY
maA
kaAna
89111	fiY
89113	{xotalafa
89117	lam
hadaY
89121	kam
>aholaka
89124	min
qabol
89127	min
89129	qaron
m~a$a
89132	fiY
masokan
89135	<in~
fiY
*a`lik
89139	'aAyap
89142	laA
samiEa
89147	lam
ra'aA
89150	>an~
89152	siyqa
89154	maA^'
<ilaY`
89157	>aroD
89159	juruz
89161	>axoraja
89164	zaroE
>akala
min
89168	n~aEam
89171	nafos
89175	laA
>aboSara
89179	qaAla
89181	mataY`
ha`*aA
89184	fatoH
<in
kaAna
89188	SaAdiq
qaAla
yawom
89192	fatoH
laA
nafaEa
{l~a*iY
kafara
89198	<iyma`n
89201	laA
89203	yunZaru
89206	>aEoraDa
Ean
89210	yantaZiru
<in~
89213	muntaZiruwn
89215	>ay~uhaA
89217	n~abiY~
{t~aqaY`
{ll~ah
89221	laA
>aTaAEa
89224	ka`firuwn
89227	muna`fiquwn
<in~
{ll~ah
kaAna
Ealiym
Hakiym
89234	{t~abaEa
maA
>awoHaY`^
<ilaY`
89239	min
rab~
89242	<in~
{ll~ah
kaAna
89246	maA
Eamila
89249	xabiyr
89251	tawak~alo
EalaY`
{ll~ah
89255	kafaY`
89257	{ll~ah
wakiyl
maA
jaEala
{ll~ah
89263	rajul
min
qalob
fiY
jawof
89270	maA
jaEala
zawoj
89274	{l~a`^_#iY
Za`haru
89277	min
89279	>um~
89282	maA
jaEala
duEaA^'
89286	{bon
89288	*a`lik
qawol
89292	>afowa`h
89295	{ll~ah
qaAla
89298	Haq~
89301	hadaY
89303	sabiyl
daEaA
89308	A^baA'
89311	>aqosaT
Eind
{ll~ah
89315	<in
lam
Ealima
89319	A^baA'
89322	>ax
89324	fiY
89326	diyn
89328	mawa`liy
89331	l~ayosa
EalaY`
89334	junaAH
fiY
maA
>axoTa>o
89342	la`kin
maA
taEam~adato
qalob
89348	kaAna
{ll~ah
gafuwr
r~aHiym
89353	n~abiY~
>awolaY`
89357	mu&omin
min
nafos
89362	zawoj
89364	>um~
89367	>uwliY
89369	>aroHaAm
baEoD
89372	>awolaY`
89374	baEoD
fiY
kita`b
{ll~ah
min
89380	mu&omin
89383	muhaAjir
<il~aA
>an
faEala
89388	<ilaY`
waliY~
89391	m~aEoruwf
kaAna
*a`lik
fiY
89396	kita`b
masoTuwr
89399	<i*
>axa*a
89402	min
89404	n~abiY~
m~iyva`q
89408	min
89411	min
nuwH
89414	<iboraAhiym
89416	muwsaY`
89418	EiysaY
{bon
maroyam
89422	>axa*a
89424	min
89426	m~iyva`q
galiyZ
89429	sa>ala
89431	SaAdiq
Ean
Sidoq
89436	>aEad~a
89439	ka`firuwn
Ea*aAb
>aliym
89443	>ay~uhaA
{l~a*iY
'aAmana
89447	*akara
89449	niEomap
{ll~ah
EalaY`
89453	<i*
jaA^'a
89456	jund
89458	>arosala
89460	EalaY`
89462	riyH
89464	jund
lam
ra'aA
89470	kaAna
{ll~ah
89473	maA
Eamila
89476	baSiyr
<i*
jaA^'a
89481	min
fawoq
89485	min
>asofal
min
89490	<i*
zaAga
89493	baSar
89495	balaga
89497	qalob
89499	HanaAjir
89501	Zan~a
89504	{ll~ah
89506	Zan~
hunaAlik
{botalaY`^
89510	mu&omin
89512	zulozilu
89514	zilozaAl
$adiyd
89517	<i*
qaAla
89520	muna`fiquwn
89522	{l~a*iY
fiY
qalob
89526	m~araD
maA
waEada
89530	{ll~ah
89532	rasuwl
89534	<il~aA
guruwr
89537	<i*
qaAla
TaA^}ifap
min
89543	>ahol
yavorib
laA
muqaAm
89550	rajaEa
89553	{sota_#o*ana
fariyq
min
89558	n~abiY~
qaAla
89561	<in~
bayot
89564	Eaworap
89566	maA
89569	Eaworap
<in
>araAda
89573	<il~aA
firaAr
89576	law
daxala
EalaY`
89580	min
>aqoTaAr
89583	vum~
sa>ala
89587	fitonap
89589	A^taY
89593	maA
labiva
89598	<il~aA
yasiyr
89602	qad
kaAna
89605	Ea`hada
89607	{ll~ah
min
qabol
laA
wal~aY`
89614	dubur
89616	kaAna
Eahod
{ll~ah
maso_#uwl
qaAla
lan
nafaEa
89625	firaAr
<in
far~ato
89629	min
89631	mawot
>aw
89634	qatol
89636	<i*FA
laA
m~at~aEo
89640	<il~aA
qaliyl
qaAla
man
*aA
{l~a*iY
yaEoSimu
89648	min
{ll~ah
<in
>araAda
89654	suw^'
>aw
>araAda
89659	raHomap
89661	laA
wajada
89666	min
duwn
{ll~ah
waliY~
89671	laA
naSiyr
qad
Ealima
{ll~ah
89677	muEaw~iqiyn
min
89682	qaA^}il
89684	>ax
89687	lum~a
<ilaY`
89691	laA
>ataY
89695	ba>os
<il~aA
qaliyl
$uH~
EalaY`
89702	<i*aA
jaA^'a
89705	xawof
ra'aA
89709	n~aZara
89711	<ilaY`
89713	taduwru
Eayon
89717	{l~a*iY
ga$iya
EalaY`
89721	min
89723	mawot
89725	<i*aA
*ahaba
89728	xawof
salaqu
89733	lisaAn
HidaAd
$uH~
EalaY`
89738	xayor
>uwla`^}ik
lam
'aAmana
89744	>aHobaTa
{ll~ah
Eamal
89749	kaAna
*a`lik
EalaY`
{ll~ah
yasiyr
Hasiba
89757	Hizob
lam
*ahaba
89762	<in
>ataY
89765	Hizob
wad~a
89768	law
>an~
89771	baAduwn
fiY
89774	>aEoraAb
sa>ala
89777	Ean
naba>
89781	law
kaAna
89784	fiY
89786	maA
qa`tala
89789	<il~aA
qaliyl
89792	qad
kaAna
89796	fiY
rasuwl
{ll~ah
>usowap
Hasanap
89802	man
kaAna
yarojuwA@
{ll~ah
89808	yawom
89810	A^xir
89812	*akara
{ll~ah
kaviyr
89816	lam~aA
ra'aA
89819	mu&omin
89821	Hizob
qaAla
89824	ha`*aA
maA
waEada
89828	{ll~ah
89830	rasuwl
89833	Sadaqa
{ll~ah
89836	rasuwl
89839	maA
zaAda
89842	<il~aA
<iyma`n
89845	tasoliym
min
89848	mu&omin
rijaAl
Sadaqa
89852	maA
Ea`hada
89855	{ll~ah
EalaY`
89859	min
89861	man
qaDaY`^
naHob
89866	min
89868	man
yantaZiru
89871	maA
bad~ala
89874	tabodiyl
89876	jazaY`
{ll~ah
89879	SaAdiq
89881	Sidoq
89884	Ea*~aba
89886	muna`fiquwn
<in
$aA^'a
>aw
taAba
EalaY`
89893	<in~
{ll~ah
kaAna
gafuwr
r~aHiym
89899	rad~a
{ll~ah
{l~a*iY
kafara
89905	gayoZ
89907	lam
yanaAlu
89910	xayor
89912	kafaY`
{ll~ah
89915	mu&omin
89917	qitaAl
89919	kaAna
{ll~ah
qawiY~
Eaziyz
89924	>anzala
{l~a*iY
Za`haru
89929	min
>ahol
89932	kita`b
min
SayaASiy
89937	qa*afa
fiY
qalob
89942	ruEob
fariyq
qatala
89947	ta>osiru
89949	fariyq
89951	>aworava
89953	>aroD
89956	daAr
89959	maAl
89962	>aroD
lam
yaTa_#u
89968	kaAna
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
89975	>ay~uhaA
89977	n~abiY~
qaAla
89980	zawoj
89982	<in
kaAna
89985	>araAda
89988	Hayaw`p
89990	d~unoyaA
89992	ziynap
89995	taEaAla
89997	m~at~aEo
90000	sar~iHu
90002	saraAH
jamiyl
90005	<in
kaAna
90008	>araAda
90010	{ll~ah
90012	rasuwl
90016	daAr
90018	A^xir
90020	<in~
{ll~ah
>aEad~a
90025	muHosina`t
min
90028	>ajor
EaZiym
90031	nisaA^'
90033	n~abiY~
man
>ataY
min
90039	fa`Hi$ap
m~ubay~inap
yuDa`Eifu
90045	Ea*aAb
DiEof
90048	kaAna
*a`lik
EalaY`
{ll~ah
yasiyr
90054	man
yaqonuto
min
90059	{ll~ah
90061	rasuwl
90064	Eamila
Sa`liH
A^taY
90068	>ajor
90070	mar~ap
90072	>aEotadato
90076	rizoq
kariym
90079	nisaA^'
90081	n~abiY~
l~ayosa
90085	>aHad
min
90088	nisaA^'
<in
{t~aqaY`
90093	laA
taxoDaEo
90098	qawol
90100	yaTomaEu
{l~a*iY
fiY
qalob
90105	m~araD
90107	qaAla
90109	qawol
m~aEoruwf
90112	taqar~a
90114	fiY
bayot
90118	laA
tabar~ajo
90121	tabar~uj
90123	ja`hiliy~ap2
90125	>aw~al
90127	>aqaAma
90130	Salaw`p
90132	A^taY
90135	zakaw`p
90137	>aTaAEa
90139	{ll~ah
90141	rasuwl
90143	<in~
maA
>araAda
{ll~ah
90148	>a*ohaba
Ean
90152	rijos
>ahol
90155	bayot
90157	Tah~ara
90159	taTohiyr
90161	*akara
90163	maA
talaY`
fiY
bayot
90168	min
'aAyap
{ll~ah
90173	Hikomap
<in~
{ll~ah
kaAna
laTiyf
xabiyr
<in~
90181	musolim
90184	musolima`t
90187	mu&omin
90190	m~u&omina`t
90193	qaAnit
90196	qa`nita`t
90199	SaAdiq
90202	S~a`diqa`t
90205	SaAbir
90208	S~a`bira`t
90211	xaA$iE
90214	xaA$iE
90217	mutaSad~iqiyn
90220	mutaSad~iqa`t
90223	S~a`^}imiyn
90226	S~a`^}ima`t
90229	Ha`fiZ
faroj
90234	Ha`fiZa`t
90237	*~a`kiriyn
{ll~ah
kaviyr
90242	*~a`kira`t
>aEad~a
{ll~ah
90247	m~agofirap
90249	>ajor
EaZiym
90252	maA
kaAna
90255	mu&omin
90257	laA
m~u&ominap
<i*aA
qaDaY`^
{ll~ah
90263	rasuwl
90265	>amor
>an
kaAna
90271	xiyarap
min
>amor
90276	man
EaSaA
{ll~ah
90280	rasuwl
90283	qad
Dal~a
Dala`l
m~ubiyn
90288	<i*
qaAla
90291	{l~a*iY
>anoEama
{ll~ah
EalaY`
90297	>anoEama
90299	EalaY`
90301	>amosaka
EalaY`
90304	zawoj
90307	{t~aqaY`
{ll~ah
90310	>uxofiYa
fiY
nafos
90314	maA
{ll~ah
mubodiy
90319	xa$iYa
90321	n~aAs
90323	{ll~ah
>aHaq~
>an
xa$iYa
90329	lam~aA
qaDaY`^
zayod
min
90334	waTar
zuw~ijato
90340	kaY
laA
kaAna
EalaY`
90345	mu&omin
Haraj
fiY
zawoj
duEaA^'
90351	<i*aA
qaDaY`^
90354	min
90356	waTar
90358	kaAna
>amor
{ll~ah
mafoEuwl
maA
kaAna
EalaY`
90366	n~abiY~
min
Haraj
fiY
maA
faraDa
{ll~ah
90375	sun~ap
{ll~ah
fiY
{l~a*iY
xalaA
90381	min
qabol
90384	kaAna
>amor
{ll~ah
qadar
m~aqoduwr
{l~a*iY
bal~ago
90392	risa`la`t
{ll~ah
90395	xa$iYa
90399	laA
xa$iYa
90402	>aHad
<il~aA
{ll~ah
90406	kafaY`
90408	{ll~ah
Hasiyb
maA
kaAna
muHam~ad
>abN
>aHad
min
rijaAl
90419	la`kin
rasuwl
{ll~ah
90423	xaAtam
90425	n~abiY~
90427	kaAna
{ll~ah
90430	kul~
$aYo'
Ealiym
90434	>ay~uhaA
{l~a*iY
'aAmana
90438	*akara
90440	{ll~ah
*ikor
kaviyr
90444	sab~aHa
90447	bukorap
90449	>aSiyl
90451	{l~a*iY
Sal~aY`
EalaY`
90456	malak
90459	>axoraja
90461	min
90463	Zuluma`t
<ilaY`
90466	nuwr
90468	kaAna
90471	mu&omin
r~aHiym
taHiy~ap
90475	yawom
laqu
90479	sala`m
90481	>aEad~a
90484	>ajor
kariym
90487	>ay~uhaA
90489	n~abiY~
<in~
90492	>arosala
90495	$aAhid
90497	muba$~ir
90499	na*iyr
90501	daAEiY
<ilaY`
{ll~ah
90505	<i*on
90508	siraAj
m~uniyr
90511	bu$~ira
90513	mu&omin
90515	>an~
90518	min
{ll~ah
faDol
kabiyr
90523	laA
>aTaAEa
90526	ka`firuwn
90529	muna`fiquwn
90531	daEo
>a*FY
90535	tawak~alo
EalaY`
{ll~ah
90539	kafaY`
90541	{ll~ah
wakiyl
90544	>ay~uhaA
{l~a*iY
'aAmana
90548	<i*aA
nakaHa
90552	m~u&omina`t
vum~
Tal~aqa
90557	min
qabol
>an
mas~a
90564	maA
90567	EalaY`
90569	min
Eid~ap
taEotad~u
90575	m~at~aEo
90579	sar~iHu
90582	saraAH
jamiyl
90585	>ay~uhaA
90587	n~abiY~
<in~
90590	>aHal~a
90594	zawoj
90596	{l~a*iY
A^taY
90599	>ajor
90602	maA
malakato
yamiyn
90606	min
maA
>afaA^'a
{ll~ah
EalaY`
90613	banaAt
Eam~
90617	banaAt
Eam~a`t
90621	banaAt
xaAl
90625	banaAt
xa`la`t
90628	{l~a*iY
haAjara
90631	maE
90634	{mora>at
m~u&ominap
<in
wahaba
nafos
90642	n~abiY~
<in
>araAda
90646	n~abiY~
>an
yasotankiHa
90650	xaAliSap
90653	min
duwn
90656	mu&omin
qad
Ealima
90660	maA
faraDa
90663	EalaY`
90665	fiY
zawoj
90669	maA
malakato
yamiyn
90674	kaY
kaAna
EalaY`
90678	Haraj
90680	kaAna
{ll~ah
gafuwr
r~aHiym
turojiY
man
$aA^'a
min
90690	'aAwaY`^
<ilaY`
90693	man
$aA^'a
90696	man
{botagaY`
90699	min
man
Eazalo
90704	laA
junaAH
EalaY`
90708	*a`lik
>adonaY`
>an
taqar~a
Eayon
90715	laA
yaHozun
90719	r~aDiYa
90722	maA
A^taY
90726	kul~
90729	{ll~ah
Ealima
maA
fiY
qalob
90736	kaAna
{ll~ah
Ealiym
Haliym
laA
Halalo
90745	nisaA^'
min
baEod
90749	laA
>an
yatabad~ali
90754	min
zawoj
90757	law
>aEojaba
90760	Huson
90762	<il~aA
maA
malakato
yamiyn
90768	kaAna
{ll~ah
EalaY`
kul~
$aYo'
raqiyb
90775	>ay~uhaA
{l~a*iY
'aAmana
90779	laA
daxala
90782	bayot
90784	n~abiY~
<il~aA
>an
>a*ina
90790	<ilaY`
TaEaAm
gayor
na`Ziriyn
<inaY`
90797	la`kin
<i*aA
daEaA
90802	daxala
90805	<i*aA
TaEimu
90809	tanta$iru
90812	laA
musota_#onisiyn
90815	Hadiyv
<in~
*a`lik
kaAna
>uw*iYa
90821	n~abiY~
90823	yasotaHoYi.^
min
90827	{ll~ah
laA
yasotaHoYi.^
min
90832	Haq~
90834	<i*aA
sa>ala
90838	mata`E
90840	sa>ala
90843	min
waraA^'
HijaAb
*a`lik
>aTohar
90849	qalob
90852	qalob
90855	maA
kaAna
90859	>an
>uw*iYa
90862	rasuwl
{ll~ah
90865	laA
>an
nakaHa
90869	zawoj
90871	min
baEod
90874	>abadFA
<in~
*a`lik
kaAna
Eind
{ll~ah
EaZiym
<in
yubodiYa
90884	$aYo'
>aw
>uxofiYa
90890	<in~
{ll~ah
kaAna
90894	kul~
$aYo'
Ealiym
laA
junaAH
EalaY`
90901	fiY
A^baA'
90905	laA
{bon
90909	laA
>ax
90913	laA
{bon
>ax
90918	laA
{bon
>uxot
90923	laA
nisaA^'
90927	laA
maA
malakato
yamiyn
90933	{t~aqaY`
90935	{ll~ah
<in~
{ll~ah
kaAna
EalaY`
kul~
$aYo'
$ahiyd
<in~
{ll~ah
90946	malak
90948	Sal~aY`
90950	EalaY`
90952	n~abiY~
90954	>ay~uhaA
{l~a*iY
'aAmana
90958	Sal~aY`
90960	EalaY`
90963	sal~ama
90965	tasoliym
<in~
{l~a*iY
>uw*iYa
90970	{ll~ah
90972	rasuwl
90974	laEana
90976	{ll~ah
fiY
90979	d~unoyaA
90982	A^xir
90984	>aEad~a
90987	Ea*aAb
m~uhiyn
90990	{l~a*iY
>uw*iYa
90994	mu&omin
90997	m~u&omina`t
90999	gayor
maA
{kotasaba
91004	qad
{Hotamala
91007	buhota`n
91009	<ivom
m~ubiyn
91012	>ay~uhaA
91014	n~abiY~
qaAla
91017	zawoj
91020	banaAt
91023	nisaA^'
91025	mu&omin
danaA
91028	EalaY`
91030	min
jala`biyb
91033	*a`lik
>adonaY`
>an
Earafa
91039	laA
>uw*iYa
91043	kaAna
{ll~ah
gafuwr
r~aHiym
91048	<in
lam
{ntahaY`
91052	muna`fiquwn
91054	{l~a*iY
fiY
qalob
91058	m~araD
91061	murojifuwn
fiY
91064	madiynap
91066	>agorayo
91071	vum~
laA
yujaAwiru
91076	fiY
91078	<il~aA
qaliyl
m~aloEuwniyn
>ayon
maA
vuqifu
91085	>axa*a
91088	qut~ilu
91090	taqotiyl
sun~ap
{ll~ah
fiY
{l~a*iY
xalaA
91097	min
qabol
91100	lan
wajada
91103	sun~ap
{ll~ah
tabodiyl
sa>ala
91109	n~aAs
Ean
91112	saAEap
qaAla
<in~
maA
Eilom
91118	Eind
{ll~ah
91121	maA
>adoraY`
91124	laEal~
91126	saAEap
kaAna
qariyb
<in~
{ll~ah
laEana
91133	ka`firuwn
91135	>aEad~a
91138	saEiyr
xa`lid
fiY
91142	>abadFA
laA
wajada
91146	waliY~
91148	laA
naSiyr
yawom
qal~abu
wajoh
91154	fiY
91156	naAr
qaAla
91160	layot
91162	>aTaAEa
91164	{ll~ah
91166	>aTaAEa
91169	rasuwl
91171	qaAla
91173	rab~
91175	<in~
91177	>aTaAEa
91179	say~id
91182	kubaraA^'
91185	>aDal~a
91189	sabiyl
rab~
91192	A^taY
91194	DiEof
min
91197	Ea*aAb
91199	laEana
91201	laEon
kabiyr
91204	>ay~uhaA
{l~a*iY
'aAmana
91208	laA
kaAna
91212	{l~a*iY
>uw*iYa
91215	muwsaY`
91217	bar~a>a
91219	{ll~ah
min
maA
qaAla
91225	kaAna
Eind
{ll~ah
wajiyh
91230	>ay~uhaA
{l~a*iY
'aAmana
91234	{t~aqaY`
91236	{ll~ah
91238	qaAla
91240	qawol
sadiyd
>aSolaHa
91245	Eamal
91248	gafara
91251	*anb
91254	man
>aTaAEa
{ll~ah
91258	rasuwl
91261	qad
faAza
fawoz
EaZiym
<in~
91267	EaraDa
91270	>ama`nat
EalaY`
91273	samaA^'
91276	>aroD
91279	jabal
91281	>abaY
91283	>an
Hamala
91288	>a$ofaqo
91290	min
91293	Hamala
91296	<insa`n
<in~
91299	kaAna
Zaluwm
jahuwl
91303	Ea*~aba
{ll~ah
91306	muna`fiquwn
91309	muna`fiqa`t
91312	mu$orik
91315	mu$orika`t
91317	taAba
{ll~ah
EalaY`
91321	mu&omin
91324	m~u&omina`t
91326	kaAna
{ll~ah
gafuwr
r~aHiym
91331	Hamod
91333	{ll~ah
{l~a*iY
91337	maA
fiY
91340	samaA^'
91342	maA
fiY
91345	>aroD
91350	Hamod
fiY
91353	A^xir
91357	Hakiym
91359	xabiyr
Ealima
maA
yalija
fiY
91365	>aroD
91367	maA
xaraja
min
91372	maA
nazala
min
91376	samaA^'
91378	maA
yaEoruju
fiY
91385	r~aHiym
91387	gafuwr
91389	qaAla
{l~a*iY
kafara
91393	laA
>ataY
91397	saAEap
qaAla
balaY`
91401	rab~
91404	>ataY
91407	Ea`lim
91409	gayob
laA
yaEozubu
Ean
91414	mivoqaAl
*ar~ap
fiY
91418	samaA^'
91420	laA
fiY
91423	>aroD
91425	laA
>aSogar
min
*a`lik
91430	laA
>akobar
<il~aA
fiY
kita`b
m~ubiyn
91437	jazaY`
{l~a*iY
'aAmana
91442	Eamila
91445	S~a`liHa`t
>uwla`^}ik
91449	m~agofirap
91451	rizoq
kariym
91454	{l~a*iY
saEaY`
91457	fiY
'aAyap
91460	muEa`jiziyn
>uwla`^}ik
91464	Ea*aAb
min
rijoz
>aliym
91469	ra'aA
{l~a*iY
A^taY
91474	Eilom
{l~a*iY
>anzala
<ilaY`
91479	min
rab~
91484	Haq~
91486	hadaY
<ilaY`
Sira`T
91490	Eaziyz
91492	Hamiyd
91494	qaAla
{l~a*iY
kafara
91498	hal
dal~a
91501	EalaY`
rajul
nab~a>a
91505	<i*aA
muz~iqo
91508	kul~
mumaz~aq
<in~
91513	fiY
xaloq
jadiyd
91517	{fotaraY`
EalaY`
{ll~ah
ka*ib
>am
91524	jin~ap
bal
{l~a*iY
laA
'aAmana
91532	A^xir
fiY
91535	Ea*aAb
91538	Dala`l
91540	baEiyd
91543	lam
ra'aA
91546	<ilaY`
maA
bayon
yad
91552	maA
xalof
91555	min
91557	samaA^'
91560	>aroD
<in
$aA^'a
xasafa
91567	>aroD
>aw
tusoqiTa
EalaY`
91572	kisaf
min
91575	samaA^'
<in~
fiY
*a`lik
91580	'aAyap
91582	kul~
Eabod
m~uniyb
91587	qad
A^taY
91590	daAwud
min
91593	faDol
91595	jabal
>aw~ibi
91598	maE
91602	Tayor
91604	>ala
91609	Hadiyd
>an
Eamila
sa`biga`t
91614	qad~ara
fiY
91617	s~arod
91619	Eamila
91621	Sa`liH
<in~
91625	maA
Eamila
91628	baSiyr
91631	sulayoma`n
91633	riyH
guduw~
91636	$ahor
91638	rawaAH
91640	$ahor
91642	>asalo
91646	Eayon
91648	qiTor
91650	min
91652	jin~
man
Eamila
bayon
yad
91659	<i*on
rab~
91663	man
zaAga
min
91667	Ean
>amor
91670	>a*aAqa
91672	min
Ea*aAb
91675	saEiyr
Eamila
91680	maA
$aA^'a
min
m~aHa`riyb
91685	t~amaAviyl
91687	jifaAn
91690	jawaAb2
91692	quduwr
rawa`siY
Eamila
91696	'aAl
daAwud
$ukor
91700	qaliyl
min
Eabod
91705	$akuwr
91707	lam~aA
qaDaY`^
91710	EalaY`
91713	mawot
maA
dal~a
91717	EalaY`
mawot
91720	<il~aA
daA^b~ap
91723	>aroD
>akala
minsa>at
91728	lam~aA
xar~a
tabay~ana
91732	jin~
>an
law
kaAna
91737	Ealima
91740	gayob
maA
labiva
91744	fiY
91746	Ea*aAb
91748	m~uhiyn
91750	qad
kaAna
91753	saba<
fiY
masokan
91757	'aAyap
jan~ap
Ean
yamiyn
91762	$~imaAl
>akala
91765	min
rizoq
rab~
91770	$akara
91774	balodap
Tay~ibap
91777	rab~
gafuwr
91780	>aEoraDa
91783	>arosala
91785	EalaY`
91787	sayol
91789	Earim
91791	bad~ala
91795	jan~ap
91797	jan~ap
*uw
>ukul
xamoT
91802	>avol
91804	$aYo'
min
sidor
qaliyl
*a`lik
jazaY`
91813	maA
kafara
91817	hal
nuja`ziY^
<il~aA
91821	kafuwr
91823	jaEala
91825	bayon
91828	bayon
91830	qaroyap
{l~a*iY
ba`raka
91834	fiY
91836	qaroyap
Za`hirap
91839	qad~ara
91841	fiY
91844	sayor
saAra
91847	fiY
91849	layol
91851	yawom
'aAminiyn
91854	qaAla
91856	rab~
91858	ba`Eido
bayon
>asofaAr
91863	Zalama
91865	nafos
91868	jaEala
91871	Hadiyv
91873	muz~iqo
91876	kul~
mumaz~aq
<in~
fiY
*a`lik
91882	'aAyap
91884	kul~
Sab~aAr
$akuwr
91889	qad
Sad~aqa
EalaY`
91893	<iboliys
Zan~
91897	{t~abaEa
91900	<il~aA
fariyq
min
91904	mu&omin
91906	maA
kaAna
91910	EalaY`
91912	min
suloTa`n
<il~aA
91916	Ealima
man
'aAmana
91921	A^xir
min
man
91925	min
91927	fiY
$ak~
91930	rab~
91932	EalaY`
kul~
$aYo'
HafiyZ
qaAla
daEaA
91939	{l~a*iY
zaEama
91942	min
duwn
{ll~ah
laA
malakato
91948	mivoqaAl
*ar~ap
fiY
91952	samaA^'
91954	laA
fiY
91957	>aroD
91959	maA
91962	fiY
91964	min
$irok
91967	maA
91970	min
91972	min
Zahiyr
91975	laA
nafaEa
91978	$afa`Eap
Eind
91981	<il~aA
91983	man
>a*ina
91987	Hat~aY`
<i*aA
fuz~iEa
Ean
qalob
91993	qaAla
91995	maA*aA
qaAla
rab~
91999	qaAla
92002	Haq~
92006	Ealiy~
92008	kabiyr
qaAla
man
razaqa
92013	min
92015	samaA^'
92018	>aroD
qaAla
{ll~ah
92022	<in~
92024	>aw
<iy~aA
92027	EalaY`
hudFY
>aw
fiY
Dala`l
m~ubiyn
qaAla
laA
sa>ala
92037	Ean
maA
>ajoramu
92042	laA
sa>ala
Ean
maA
Eamila
92048	qaAla
jamaEa
bayon
92052	rab~
92054	vum~
fataHa
bayon
92060	Haq~
92064	fat~aAH
92066	Ealiym
qaAla
>arayo
92071	{l~a*iY
>aloHaqo
92076	$ariyk
kal~aA
bal
92080	{ll~ah
92082	Eaziyz
92084	Hakiym
92086	maA
>arosala
92090	<il~aA
kaA^f~ap
92094	n~aAs
ba$iyr
92097	na*iyr
92099	la`kin~
>akovar
92102	n~aAs
laA
Ealima
92107	qaAla
92109	mataY`
ha`*aA
92112	waEod
<in
kaAna
92116	SaAdiq
qaAla
92120	m~iyEaAd
yawom
laA
yasota>oxiru
92125	Ean
92127	saAEap
92129	laA
yasotaqodimu
92133	qaAla
{l~a*iY
kafara
92137	lan
'aAmana
92140	ha`*aA
92142	quro'aAn
92144	laA
92146	{l~a*iY
bayon
yad
92151	law
ra'aA
<i*
92155	ZaAlim
mawoquwfuwn
Eind
rab~
92160	rajaEa
baEoD
92163	<ilaY`
baEoD
92166	qawol
qaAla
{l~a*iY
{sotaDoEafu
92172	{l~a*iY
{sotakobara
92175	lawolaA^
92178	kaAna
92180	mu&omin
qaAla
{l~a*iY
{sotakobara
92186	{l~a*iY
{sotaDoEafu
92191	Sad~a
92194	Ean
92196	hudFY
baEod
<i*
jaA^'a
92201	bal
kaAna
92204	mujorim
92206	qaAla
{l~a*iY
{sotaDoEafu
92211	{l~a*iY
{sotakobara
92214	bal
makor
92217	layol
92220	nahaAr
<i*
>amara
92225	>an
kafara
92228	{ll~ah
92230	jaEala
92233	>andaAd
92235	>asar~a
92238	n~adaAmap
lam~aA
ra'aA
92243	Ea*aAb
92245	jaEala
92248	gil~
fiY
Eunuq
{l~a*iY
kafara
92254	hal
jazaY`
92257	<il~aA
maA
kaAna
92261	Eamila
92264	maA
>arosala
92267	fiY
qaroyap
min
na*iyr
<il~aA
qaAla
mutorafiyn
92275	<in~
92278	maA
>arosala
92283	ka`firuwn
92285	qaAla
92288	>akovar
maAl
92291	walad
92293	maA
92296	muEa*~abiyn
qaAla
<in~
rab~
92301	basaTa
92303	rizoq
92305	man
$aA^'a
92308	qadara
92310	la`kin~
>akovar
92313	n~aAs
laA
Ealima
92318	maA
maAl
92322	laA
walad
92326	{l~a*iY
qar~aba
92329	Eind
92331	zulofaY`^
<il~aA
man
'aAmana
92336	Eamila
Sa`liH
92339	>uwla`^}ik
92342	jazaA^'
92344	DiEof
92346	maA
Eamila
92351	fiY
92353	gurufa`t
'aAminiyn
92356	{l~a*iY
saEaY`
92359	fiY
'aAyap
92362	muEa`jiziyn
>uwla`^}ik
fiY
92366	Ea*aAb
m~uHoDar
qaAla
<in~
rab~
92372	basaTa
92374	rizoq
92376	man
$aA^'a
min
Eabod
92382	qadara
92386	maA
>anfaqa
92389	min
$aYo'
92393	>axolafu
92397	xayor
92399	r~a`ziqiyn
92401	yawom
Ha$ara
92404	jamiyE
vum~
qaAla
92409	malak
92411	ha`*aA
<iy~aA
kaAna
92415	Eabada
92417	qaAla
92419	suboHa`n
92422	waliY~
92424	min
duwn
92427	bal
kaAna
92430	Eabada
92433	jin~
>akovar
92438	mu&omin
92441	yawom
laA
malakato
baEoD
92447	baEoD
nafoE
92450	laA
Dar~
92453	qaAla
92455	{l~a*iY
Zalama
92458	*aAqu
92460	Ea*aAb
92462	naAr
{l~a*iY
kaAna
92468	ka*~aba
92471	<i*aA
talaY`
EalaY`
92475	'aAyap
92477	bay~inap
qaAla
92480	maA
ha`*aA
<il~aA
rajul
>araAda
>an
Sad~a
92488	Ean
maA
kaAna
Eabada
A^baA'
92495	qaAla
92497	maA
ha`*aA
<il~aA
<ifok
m~ufotarFY
92503	qaAla
{l~a*iY
kafara
92509	Haq~
lam~aA
jaA^'a
92513	<in
ha`*aA
<il~aA
siHor
m~ubiyn
92519	maA
A^taY
92523	min
kita`b
darasu
92529	maA
>arosala
92532	<ilaY`
92534	qabol
92536	min
na*iyr
92539	ka*~aba
{l~a*iY
min
qabol
92545	maA
balaga
92548	miEo$aAr
maA
A^taY
92554	ka*~aba
92556	rasuwl
92559	kayof
kaAna
nakiyr
92563	qaAla
<in~
maA
waEaZo
92569	wa`Hidap
>an
qaAma
92574	{ll~ah
mavonaY`
92577	fura`daY`
vum~
yatafak~aru
92581	maA
92583	SaAHib
92585	min
jin~ap
<in
92589	<il~aA
na*iyr
92593	bayon
yad
Ea*aAb
$adiyd
qaAla
maA
sa>ala
92602	min
>ajor
92608	<in
>ajor
92611	<il~aA
EalaY`
{ll~ah
92616	EalaY`
kul~
$aYo'
$ahiyd
qaAla
<in~
rab~
92624	qa*afa
92627	Haq~
Eal~a`m
92630	guyuwb
qaAla
jaA^'a
92634	Haq~
92636	maA
yubodi}u
92639	ba`Til
92641	maA
>uEiydu
qaAla
<in
Dal~a
92648	<in~
maA
Dal~a
EalaY`
nafos
92655	<in
{hotadaY`
92660	maA
>awoHaY`^
<ilaY`
92664	rab~
92666	<in~
92668	samiyE
qariyb
92671	law
ra'aA
<i*
faziEa
92677	laA
fawot
92680	>axa*a
92682	min
m~akaAn
qariyb
92686	qaAla
92688	'aAmana
92693	>an~aY`
92697	t~anaAwu$
min
m~akaAn
baEiyd
92702	qad
kafara
92707	min
qabol
92710	qa*afa
92714	gayob
min
m~akaAn
baEiyd
92719	HaAla
bayon
92723	bayon
maA
{$otahato
92728	maA
faEala
92731	$iyEap
92733	min
qabol
<in~
92737	kaAna
92739	fiY
$ak~
muriyb
92743	Hamod
92745	{ll~ah
faATir
92748	samaA^'
92751	>aroD
jaAEil
92754	malak
rasuwl
>uwliY
janaAH
mavonaY`
92760	vula`v
92762	ruba`E
zaAda
fiY
92766	xaloq
maA
$aA^'a
<in~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
maA
fataHa
{ll~ah
92780	n~aAs
min
raHomap
92784	laA
mumosik
92789	maA
>amosaka
92792	laA
murosil
92796	min
baEod
92802	Eaziyz
92804	Hakiym
92806	>ay~uhaA
92808	n~aAs
*akara
92811	niEomap
{ll~ah
EalaY`
92815	hal
min
xa`liq
gayor
{ll~ah
razaqa
92822	min
92824	samaA^'
92827	>aroD
laA
<ila`h
<il~aA
92833	>an~aY`
>ufika
92837	<in
ka*~aba
92842	qad
ka*~aba
rasuwl
min
qabol
92849	<ilaY`
{ll~ah
rajaEa
92853	>amor
92855	>ay~uhaA
92857	n~aAs
<in~
waEod
{ll~ah
Haq~
92863	laA
gar~a
92868	Hayaw`p
92870	d~unoyaA
92872	laA
gar~a
92877	{ll~ah
92879	garuwr
<in~
92882	$ayoTa`n
92885	Eaduw~
92887	{t~axa*a
92890	Eaduw~
<in~
maA
daEaA
Hizob
92897	kaAna
92899	min
>aSoHa`b
92902	saEiyr
{l~a*iY
kafara
92908	Ea*aAb
$adiyd
92911	{l~a*iY
'aAmana
92915	Eamila
92918	S~a`liHa`t
92921	m~agofirap
92923	>ajor
kabiyr
92927	man
zay~ana
92931	suw^'
Eamal
92935	ra'aA
92937	Hasan
92939	<in~
{ll~ah
>aDal~a
man
$aA^'a
92945	hadaY
man
$aA^'a
92949	laA
*ahaba
nafos
92953	EalaY`
92955	Hasorap
<in~
{ll~ah
Ealiym
92960	maA
SanaEu
92964	{ll~ah
{l~a*iY
>arosala
92968	riyH
92970	>avaAru
saHaAb
92973	siyqa
92976	<ilaY`
balad
m~ay~it
92980	>aHoyaA
92985	>aroD
baEod
mawot
92990	*a`lik
92992	nu$uwr
man
kaAna
>araAda
92997	Eiz~ap
93000	{ll~ah
93002	Eiz~ap
jamiyE
<ilaY`
93006	yaSoEadu
93008	kalim
93010	Tay~ib
93013	Eamal
93015	Sa`liH
rafaEa
93019	{l~a*iY
makara
93023	say~i_#aAt
93026	Ea*aAb
$adiyd
93029	makor
>uwla`^}ik
93032	yabuwru
93034	{ll~ah
xalaqa
93037	min
turaAb
vum~
min
n~uTofap
vum~
jaEala
93045	zawoj
93047	maA
Hamala
min
>unvaY`
93052	laA
waDaEa
<il~aA
93056	Eilom
93059	maA
yuEam~aru
min
m~uEam~ar
93064	laA
yunqaSu
min
Eumur
93069	<il~aA
fiY
kita`b
<in~
*a`lik
EalaY`
{ll~ah
yasiyr
93078	maA
{sotawaY`^
93081	baHor
ha`*aA
Ea*ob
furaAt
saA^}ig
$araAb
93089	ha`*aA
miloH
>ujaAj
93093	min
kul~
>akala
93097	laHom
Tariy~
93100	{sotaxoraja
93102	Hiloyap
labaso
93107	ra'aA
93109	fulok
fiY
93112	mawaAxir
93114	{botagaY`
93116	min
faDol
93120	laEal~
93122	$akara
93124	yuwliju
93126	layol
fiY
93129	nahaAr
93131	yuwliju
93133	nahaAr
fiY
93136	layol
93138	sax~ara
93140	$amos
93143	qamar
kul~
jarayo
93147	>ajal
m~usam~FY
*a`lik
{ll~ah
rab~
93156	mulok
93158	{l~a*iY
daEaA
93161	min
duwn
93164	maA
malakato
93167	min
qiTomiyr
<in
daEaA
93173	laA
samiEa
93176	duEaA^'
93179	law
samiEa
93182	maA
{sotajaAba
93188	yawom
93190	qiya`map
kafara
93194	$irok
93197	laA
nab~a>a
93200	mivol
xabiyr
93203	>ay~uhaA
93205	n~aAs
93208	faqiyr
<ilaY`
{ll~ah
93212	{ll~ah
93215	ganiY~
93217	Hamiyd
<in
$aA^'a
>a*ohaba
93223	>ataY
93225	xaloq
jadiyd
93228	maA
*a`lik
EalaY`
{ll~ah
93233	Eaziyz
93235	laA
yaziru
waAzirap
wizor
A^xar
93241	<in
daEaA
muvoqalap
<ilaY`
Himol
93247	laA
Hamala
min
93251	$aYo'
93253	law
kaAna
*aA
qurobaY`
<in~
maA
>an*ara
{l~a*iY
xa$iYa
93263	rab~
93267	gayob
93269	>aqaAma
93272	Salaw`p
93274	man
tazak~aY`
93277	<in~
maA
tazak~aY`
93281	nafos
93284	<ilaY`
{ll~ah
93287	maSiyr
93289	maA
{sotawaY`^
93292	>aEomaY`
93295	baSiyr
93297	laA
93299	Zuluma`t
93301	laA
93303	nuwr
93305	laA
93307	Zil~
93309	laA
93311	Haruwr
93313	maA
{sotawaY`^
93316	Hay~
93318	laA
93320	m~ay~it
<in~
{ll~ah
>asomaEa
man
$aA^'a
93327	maA
93330	musomiE
man
fiY
93334	qabor
<in
93337	<il~aA
na*iyr
<in~
93341	>arosala
93346	Haq~
ba$iyr
93349	na*iyr
93351	<in
min
>um~ap
<il~aA
xalaA
fiY
93358	na*iyr
93360	<in
ka*~aba
93365	qad
ka*~aba
{l~a*iY
min
qabol
93371	jaA^'a
93373	rasuwl
93377	bay~inap
93381	zubur
93385	kita`b
93387	m~uniyr
vum~
>axa*a
93391	{l~a*iY
kafara
93395	kayof
kaAna
nakiyr
93400	lam
ra'aA
>an~
{ll~ah
>anzala
min
93407	samaA^'
maA^'
93410	>axoraja
93414	vamara`t
m~uxotalif
lawon
93419	min
93421	jabal
judad
>aboyaD
93425	Humor
m~uxotalif
lawon
93430	garaAbiyb
suwd
93433	min
93435	n~aAs
93438	daA^b~ap
93441	n~aEam
m~uxotalif
lawon
93446	*a`lik
<in~
maA
xa$iYa
{ll~ah
min
Eabod
93455	Ealiym
<in~
{ll~ah
Eaziyz
gafuwr
<in~
{l~a*iY
talaY`
93464	kita`b
{ll~ah
93467	>aqaAma
93470	Salaw`p
93472	>anfaqa
93474	min
maA
razaqa
93479	sir~
93481	EalaAniyap
yarojuwA@
93484	tija`rap
lan
yabuwru
93488	waf~aY`^
93490	>ajor
93493	zaAda
93495	min
faDol
93498	<in~
93500	gafuwr
$akuwr
93503	{l~a*iY
>awoHaY`^
93506	<ilaY`
93508	min
93510	kita`b
93513	Haq~
muSad~iq
93516	maA
bayon
yad
93520	<in~
{ll~ah
93523	Eabod
93526	xabiyr
baSiyr
vum~
>aworava
93532	kita`b
{l~a*iY
{SoTafaY`
93536	min
Eabod
93540	min
93542	ZaAlim
93544	nafos
93547	min
93549	m~uqotaSid
93551	min
93553	saAbiq
93556	xayora`t
93558	<i*on
{ll~ah
*a`lik
93563	faDol
93565	kabiyr
jan~ap
Eadon
daxala
93571	Hul~u
93573	fiY
93575	min
>asaAwir
min
*ahab
93580	lu&olu&
93582	libaAs
93584	fiY
93586	Hariyr
93588	qaAla
93591	Hamod
93593	{ll~ah
{l~a*iY
>a*ohaba
Ean
93599	Hazan
<in~
rab~
93604	gafuwr
$akuwr
{l~a*iY
>aHal~a
93609	daAr
93611	muqaAmap
min
faDol
93615	laA
mas~a
93618	fiY
93620	naSab
93622	laA
mas~a
93625	fiY
93627	l~uguwb
93629	{l~a*iY
kafara
93634	naAr
jahan~am
laA
qaDaY`^
EalaY`
93641	m~aAta
93644	laA
xaf~afa
Ean
93648	min
Ea*aAb
93652	*a`lik
jazaY`
kul~
kafuwr
93658	yaSoTarixu
93660	fiY
93662	rab~
93664	>axoraja
93666	Eamila
Sa`liH
gayor
{l~a*iY
kaAna
93672	Eamila
93675	lam
yuEam~aru
93678	maA
ta*ak~ara
fiY
93682	man
ta*ak~ara
93685	jaA^'a
93688	na*iyr
93690	*aAqu
93693	maA
93696	ZaAlim
min
naSiyr
<in~
{ll~ah
Ea`lim
gayob
93704	samaA^'
93707	>aroD
<in~
93710	Ealiym
93712	*uw
93714	Sador
93716	{l~a*iY
jaEala
93719	xaliyfap
fiY
93722	>aroD
93724	man
kafara
93727	EalaY`
93729	kufor
93732	laA
zaAda
93735	ka`firuwn
kufor
93738	Eind
rab~
93741	<il~aA
maqot
93744	laA
zaAda
93747	ka`firuwn
kufor
93750	<il~aA
xasaAr
qaAla
93754	ra'aA
93756	$ariyk
93758	{l~a*iY
daEaA
93761	min
duwn
{ll~ah
>arayo
93767	maA*aA
xalaqa
93770	min
93772	>aroD
>am
93776	$irok
fiY
93779	samaA^'
>am
A^taY
93784	kita`b
93787	EalaY`
bay~inap
min
93791	bal
<in
waEada
93795	ZaAlim
baEoD
93798	baEoD
<il~aA
guruwr
<in~
{ll~ah
>amosaka
93805	samaA^'
93808	>aroD
>an
zaAla
93814	<in
zaAla
93817	<in
>amosaka
93820	min
>aHad
min
baEod
93825	<in~
93827	kaAna
Haliym
gafuwr
93831	>aqosamu
93834	{ll~ah
jahod
yamiyn
93839	<in
jaA^'a
93842	na*iyr
93844	kaAna
93846	>ahodaY`
min
<iHodaY
93850	>um~ap
93852	lam~aA
jaA^'a
93855	na*iyr
maA
zaAda
93859	<il~aA
nufuwr
{sotikobaAr
fiY
93864	>aroD
93866	makor
93868	say~i}
93870	laA
HaAqa
93873	makor
93875	say~i}
<il~aA
93878	>ahol
93881	hal
n~aZara
93884	<il~aA
sun~ap
93887	>aw~al
93889	lan
wajada
93892	sun~ap
{ll~ah
tabodiyl
93896	lan
wajada
93899	sun~ap
{ll~ah
taHowiyl
93904	lam
saAra
93907	fiY
93909	>aroD
93911	n~aZara
93913	kayof
kaAna
Ea`qibap
{l~a*iY
min
qabol
93921	kaAna
93923	>a$ad~
min
93926	quw~ap
93928	maA
kaAna
{ll~ah
93932	yuEojiza
93934	min
$aYo'
fiY
93938	samaA^'
93940	laA
fiY
93943	>aroD
<in~
93946	kaAna
Ealiym
qadiyr
93950	law
yu&aAxi*u
{ll~ah
93954	n~aAs
93956	maA
kasaba
93959	maA
taraka
EalaY`
Zahor
93964	min
daA^b~ap
93967	la`kin
>ax~ara
93970	<ilaY`
>ajal
m~usam~FY
93974	<i*aA
jaA^'a
>ajal
93979	<in~
{ll~ah
kaAna
93983	Eabod
93985	baSiyr
93989	quro'aAn
93991	Hakiym
<in~
93995	min
93997	m~urosal
EalaY`
Sira`T
m~usotaqiym
tanziyl
94003	Eaziyz
94005	r~aHiym
94007	>an*ara
qawom
maA
>an*ara
A^baA'
94015	ga`fil
94017	qad
Haq~a
94020	qawol
EalaY`
>akovar
94026	laA
'aAmana
94029	<in~
94031	jaEala
94033	fiY
Eunuq
94036	gil~
94039	<ilaY`
94041	>a*oqaAn
94044	m~uqomaHuwn
94046	jaEala
94048	min
bayon
yad
94052	sad~
94054	min
xalof
94057	sad~
94059	>ugo$iyato
94064	laA
>aboSara
94068	sawaA^'
EalaY`
94072	>an*ara
94075	>am
lam
>an*ara
94079	laA
'aAmana
94082	<in~
maA
>an*ara
man
{t~abaEa
94088	*ikor
94090	xa$iYa
94092	r~aHoma`n
94095	gayob
94097	bu$~ira
94100	m~agofirap
94102	>ajor
kariym
<in~
94107	>aHoyaA
94109	m~ay~it
94111	kataba
maA
qad~ama
94116	>avar
94119	kul~
$aYo'
>aHoSaY`
94124	fiY
<imaAm
m~ubiyn
94128	Daraba
94131	maval
>aSoHa`b
94134	qaroyap
<i*
jaA^'a
94139	m~urosal
<i*
>arosala
94143	<ilaY`
94145	{vonayon
94147	ka*~aba
94151	Eaz~azo
94154	vaAliv
94156	qaAla
94158	<in~
94160	<ilaY`
94162	m~urosal
qaAla
94165	maA
94167	<il~aA
ba$ar
mivol
94172	maA
>anzala
94175	r~aHoma`n
min
$aYo'
<in
94180	<il~aA
ka*aba
94183	qaAla
94185	rab~
94187	Ealima
<in~
94190	<ilaY`
94193	m~urosal
94195	maA
EalaY`
94198	<il~aA
94200	bala`g
94202	m~ubiyn
qaAla
94205	<in~
94207	{T~ay~aro
94212	<in
lam
{ntahaY`
94217	rajamo
94222	mas~a
94225	min
94227	Ea*aAb
>aliym
qaAla
94231	Ta`^}ir
94233	maE
94236	<in
*uk~ira
94239	bal
94241	qawom
musorif
94244	jaA^'a
min
>aqoSaA
94248	madiynap
rajul
saEaY`
qaAla
94253	qawom
94255	{t~abaEa
94258	m~urosal
{t~abaEa
94261	man
laA
sa>ala
94265	>ajor
94268	m~uhotaduwn
94270	maA
94273	laA
Eabada
{l~a*iY
faTara
94279	<ilaY`
94281	rajaEa
94284	{t~axa*a
min
duwn
94288	<ila`h
<in
>araAda
94293	r~aHoma`n
94295	Dur~
laA
>agonato
Ean
94300	$afa`Eap
94302	$aYo'
94304	laA
>anqa*a
94308	<in~
94310	<i*FA
94312	fiY
Dala`l
m~ubiyn
<in~
94317	'aAmana
94320	rab~
94323	samiEa
94326	qaAla
daxala
94329	jan~ap
qaAla
94332	layot
qawom
94335	Ealima
94338	maA
gafara
94342	rab~
94345	jaEala
94347	min
94349	m~ukoramuwn
94351	maA
>anzala
94354	EalaY`
qawom
94357	min
baEod
94360	min
jund
min
94364	samaA^'
94366	maA
kaAna
94369	munziliyn
<in
kaAna
<il~aA
SayoHap
wa`Hidap
94376	<i*aA2
94378	xa`midiyn
94380	Hasorap
EalaY`
94383	Eabod
maA
>ataY
94387	min
rasuwl
<il~aA
kaAna
94394	{sotuhozi}a
94397	lam
ra'aA
94400	kam
>aholaka
94403	qabol
94405	min
94407	qaron
>an~
94410	<ilaY`
94412	laA
rajaEa
94416	<in
kul~
lam~aA
jamiyE
laday
94422	m~uHoDar
94424	'aAyap
94428	>aroD
94430	mayotap
>aHoyaA
94435	>axoraja
94437	min
94439	Hab~
94441	min
94443	>akala
94446	jaEala
94448	fiY
94450	jan~ap
min
n~axiyl
94454	Einab
94456	fuj~irato
94458	fiY
94460	min
94462	Eayon
94464	>akala
94466	min
vamar
94470	maA
Eamila
94473	yad
94477	laA
$akara
94480	suboHa`n
{l~a*iY
xalaqa
94484	zawoj
kul~
94487	min
maA
>an[bata
94491	>aroD
94493	min
nafos
94497	min
maA
laA
Ealima
94503	'aAyap
94507	layol
nasolaxu
min
94512	nahaAr
94514	<i*aA
94516	muZolim
94519	$amos
jarayo
94522	musotaqar~
94525	*a`lik
taqodiyr
94528	Eaziyz
94530	Ealiym
94533	qamar
qad~ara
94537	manaAzil
Hat~aY`
EaAda
94542	Eurojuwn
94544	qadiym
laA
94547	$amos
yan[bagiY
94551	>an
>adoraka
94554	qamar
94556	laA
94558	layol
saAbiq
94561	nahaAr
94563	kul~
fiY
falak
yasobaHu
94569	'aAyap
94572	>an~
94574	Hamala
94576	*ur~iy~ap
94578	fiY
94580	fulok
94582	ma$oHuwn
94584	xalaqa
94588	min
mivol
94591	maA
rakiba
94595	<in
$aA^'a
>ugoriqu
94600	laA
Sariyx
94605	laA
94607	>anqa*a
94609	<il~aA
raHomap
min
94614	mata`E
<ilaY`
Hiyn
94618	<i*aA
qaAla
94622	{t~aqaY`
94624	maA
bayon
yad
94629	maA
xalof
94632	laEal~
94634	r~aHima
94637	maA
>ataY
94640	min
'aAyap
min
'aAyap
rab~
94646	<il~aA
kaAna
94649	Ean
94651	m~uEoriDuwn
94653	<i*aA
qaAla
94657	>anfaqa
94659	min
maA
razaqa
94663	{ll~ah
qaAla
{l~a*iY
kafara
94669	{l~a*iY
'aAmana
94673	>aToEama
man
law
$aA^'a
{ll~ah
>aToEama
94680	<in
94682	<il~aA
fiY
Dala`l
m~ubiyn
94687	qaAla
94689	mataY`
ha`*aA
94692	waEod
<in
kaAna
94696	SaAdiq
maA
n~aZara
94700	<il~aA
SayoHap
wa`Hidap
>axa*a
94707	{xotaSamu
94710	laA
{sotaTaAEa
94713	tawoSiyap
94715	laA
<ilaY`
>ahol
94719	rajaEa
94722	nafaxa
fiY
94725	S~uwr
94727	<i*aA
94729	min
94731	>ajodaAv
<ilaY`
rab~
94735	yansilu
94737	qaAla
94740	wayol
94742	man
baEava
94745	min
m~aroqad
94748	ha`*aA
maA
waEada
94752	r~aHoma`n
94754	Sadaqa
94756	m~urosal
<in
kaAna
<il~aA
SayoHap
wa`Hidap
94763	<i*aA
94765	jamiyE
laday
94768	m~uHoDar
94771	yawom
laA
Zalama
nafos
$aYo'
94777	laA
jazaY`
94780	<il~aA
maA
kaAna
94784	Eamila
94786	<in~
>aSoHa`b
94789	jan~ap
94791	yawom
fiY
$ugul
fa`kihiyn
94797	zawoj
94799	fiY
Zil~
EalaY`
94803	>araA^}ik
mut~aki_#iyn
94807	fiY
94809	fa`kihap
94813	maA
yad~aEu
94816	sala`m
qawol
min
rab~
r~aHiym
94822	{mota`zu
94825	yawom
>ay~uhaA
94828	mujorim
94830	lam
Eahida
<ilaY`
94835	bunaY~
A^dam
>an
laA
Eabada
94842	$ayoTa`n
<in~
94847	Eaduw~
m~ubiyn
94850	>an
Eabada
94854	ha`*aA
Sira`T
m~usotaqiym
94859	qad
>aDal~a
min
94863	jibil~ap
kaviyr
94867	lam
kaAna
94870	Eaqalu
94872	ha`*aA
jahan~am
{l~a*iY
kaAna
94877	waEada
94879	yaSolaY
94883	yawom
94885	maA
kaAna
94888	kafara
94891	yawom
xatama
EalaY`
>afowa`h
94897	kal~ama
94899	yad
94902	$ahida
rijol
94906	maA
kaAna
94909	kasaba
94912	law
$aA^'a
94915	Tumisato
94917	EalaY`
Eayon
94921	{sotabaqa
94924	Sira`T
94926	>an~aY`
>aboSara
94930	law
$aA^'a
94933	masaxo
94936	EalaY`
makaAnat
94940	maA
{sotaTaAEa
94943	muDiy~
94945	laA
rajaEa
94949	man
yuEam~aru
94952	nunak~iso
94954	fiY
94956	xaloq
94959	laA
Eaqalu
94963	maA
Eal~ama
94968	$~iEor
94970	maA
yan[bagiY
94974	<in
94976	<il~aA
*ikor
94979	quro'aAn
m~ubiyn
94982	>an*ara
man
kaAna
Hay~
94987	Haq~a
94989	qawol
EalaY`
94992	ka`firuwn
94995	lam
ra'aA
94998	>an~
95000	xalaqa
95004	min
maA
Eamila
yad
95009	n~aEam
95014	ma`lik
95016	*ul~ilato
95022	min
95024	rakuwb
95027	min
95029	>akala
95034	fiY
95036	mana`fiE
95038	m~a$orab
95041	laA
$akara
95045	{t~axa*a
95047	min
duwn
{ll~ah
<ila`h
laEal~
95053	naSara
95055	laA
{sotaTaAEa
95058	naSor
95064	jund
m~uHoDar
95067	laA
yaHozun
95070	qawol
95072	<in~
95074	Ealima
maA
>asar~a
95079	maA
>aEolan
95084	lam
ra'aA
95087	<insa`n
>an~
95090	xalaqa
95093	min
n~uTofap
95096	<i*aA
95098	xaSiym
m~ubiyn
95101	Daraba
95104	maval
95106	nasiYa
xaloq
95109	qaAla
man
>aHoyaA
95113	EaZiym
95116	ramiym
qaAla
>aHoyaA
95120	{l~a*iY
>an$a>a
95123	>aw~al
mar~ap
95128	kul~
xaloq
Ealiym
{l~a*iY
jaEala
95135	min
95137	$ajar
95139	>axoDar
naAr
95142	<i*aA
95144	min
95146	>awoqadu
95150	l~ayosa
{l~a*iY
xalaqa
95154	samaA^'
95157	>aroD
95159	qaAdir
EalaY`
>an
xalaqa
mivol
95165	balaY`
95169	xal~a`q
95171	Ealiym
<in~
maA
>amor
95176	<i*aA
>araAda
$aYo'
>an
qaAla
95183	kaAna
95185	kaAna
95187	suboHa`n
{l~a*iY
95190	yad
95192	malakuwt
kul~
$aYo'
95196	<ilaY`
95198	rajaEa
95202	Sa`^f~a`t
Saf~
95206	z~a`jira`t
zajor
95210	t~a`liya`t
*ikor
<in~
<ila`h
95216	wa`Hid
rab~
95219	samaA^'
95222	>aroD
95224	maA
bayon
95228	rab~
95230	ma$oriq
<in~
95233	zay~ana
95236	samaA^'
95238	d~unoyaA
95240	ziynap
95242	kawokab
95244	HifoZ
min
kul~
$ayoTa`n
m~aArid
laA
yas~am~aEu
95252	<ilaY`
95254	mala>
95256	>aEolaY`
95258	qa*afa
95260	min
kul~
jaAnib
duHuwr
95267	Ea*aAb
waASib
<il~aA
man
xaTifa
95273	xaTofap
95275	>atobaEa
95277	$ihaAb
vaAqib
95280	yasotafotu
95284	>a$ad~
xaloq
>am
man
xalaqa
95290	<in~
95292	xalaqa
95295	min
Tiyn
l~aAzib
bal
Eajibu
95302	saxira
95305	<i*aA
*uk~ira
95308	laA
*akara
95312	<i*aA
ra'aA
95315	'aAyap
yasotasoxiru
95319	qaAla
95321	<in
ha`*aA
<il~aA
siHor
m~ubiyn
95327	<i*aA
m~aAta
95331	kaAna
95333	turaAb
95335	EaZiym
95337	<in~
95340	m~aboEuwvuwn
95343	A^baA'
95346	>aw~al
qaAla
naEam
95351	da`xiruwn
95353	<in~
maA
95356	zajorap
wa`Hidap
95359	<i*aA
95361	n~aZara
95364	qaAla
95367	wayol
95369	ha`*aA
yawom
95372	diyn
ha`*aA
yawom
95376	faSol
{l~a*iY
kaAna
95382	ka*~aba
95384	Ha$ara
95386	{l~a*iY
Zalama
95390	zawoj
95393	maA
kaAna
95396	Eabada
95398	min
duwn
{ll~ah
95402	hadaY
95405	<ilaY`
Sira`T
95408	jaHiym
95410	wuqifu
95413	<in~
95415	maso_#uwl
maA
95419	laA
tanaASaru
95422	bal
95425	yawom
musotasolimuwn
95428	>aqobala
baEoD
95431	EalaY`
baEoD
yatasaA^'alu
95435	qaAla
95437	<in~
95439	kaAna
95441	>ataY
95444	Ean
95446	yamiyn
qaAla
95449	bal
lam
kaAna
95453	mu&omin
95455	maA
kaAna
95459	EalaY`
95461	min
suloTa`n
bal
kaAna
95466	qawom
Ta`giyn
95469	Haq~a
EalaY`
95472	qawol
rab~
95475	<in~
95478	*aA^}iquwA
95480	>agowayo
95483	<in~
95485	kaAna
95487	ga`wiyn
95489	<in~
95491	yawoma}i*
fiY
95494	Ea*aAb
mu$otarikuwn
<in~
95499	*a`lik
faEala
95503	mujorim
<in~
95506	kaAna
95508	<i*aA
qaAla
95512	laA
<ila`h
<il~aA
{ll~ah
{sotakobara
95519	qaAla
95522	<in~
95525	taArik
<ila`h
95529	$aAEir
majonuwn
bal
jaA^'a
95535	Haq~
95537	Sad~aqa
95539	m~urosal
<in~
95543	*aA^}iquwA
95545	Ea*aAb
95547	>aliym
95549	maA
jazaY`
95552	<il~aA
maA
kaAna
95556	Eamila
95558	<il~aA
Eabod
{ll~ah
95562	muxolaS
>uwla`^}ik
95566	rizoq
m~aEoluwm
fawa`kih
95571	m~ukoramuwn
fiY
jan~ap
95575	naEiym
EalaY`
surur
m~utaqa`biliyn
TaAfa
EalaY`
95583	ka>os
min
m~aEiyn
>aboyaD
la*~ap
95590	$~a`ribiyn
laA
fiY
95594	gawol
95596	laA
95598	Ean
95600	yunzafu
95603	Eind
95605	qa`Sira`t
95607	Tarof
Eiyn
ka>an~
95611	bayoD
m~akonuwn
95614	>aqobala
baEoD
95617	EalaY`
baEoD
yatasaA^'alu
95621	qaAla
qaA^}il
min
95625	<in~
95627	kaAna
95630	qariyn
qaAla
95633	<in~
95636	min
95638	muSad~iq
95640	<i*aA
m~aAta
95644	kaAna
95646	turaAb
95648	EaZiym
95650	<in~
95653	madiyniyn
qaAla
hal
95657	m~uT~aliEuwn
95659	T~alaEa
95661	ra'aA
95663	fiY
sawaA^'
95666	jaHiym
qaAla
95669	{ll~ah
<in
kaAda
95674	>arodaY`
95677	lawolaA^
niEomap
rab~
95682	kaAna
95684	min
95686	m~uHoDar
95689	maA
95692	m~ay~it
<il~aA
mawotat
95697	>aw~al
95699	maA
95702	muEa*~abiyn
<in~
ha`*aA
95708	fawoz
95710	EaZiym
95712	mivol
ha`*aA
95716	Eamila
95718	Ea`mil
95720	*a`lik
xayor
nuzul
>am
$ajarap
95726	zaq~uwm
<in~
95729	jaEala
95732	fitonap
95735	ZaAlim
<in~
95738	$ajarap
xaraja
fiY
>aSol
95743	jaHiym
TaloE
95746	ka>an~
95748	ra>os
95750	$ayoTa`n
95752	<in~
95755	'aAkiluwn
min
95759	maAli_#uwn
min
95763	baTon
vum~
<in~
95768	EalaY`
95771	$awob
min
Hamiym
vum~
<in~
marojiE
95779	<ilaY`
95781	jaHiym
<in~
95784	>alofa
95786	A^baA'
95788	DaA^l~
95791	EalaY`
>avar
95794	yuhoraEu
95798	qad
Dal~a
qabol
95802	>akovar
95804	>aw~al
95807	qad
>arosala
95810	fiY
95812	mun*ir
95814	n~aZara
kayof
kaAna
Ea`qibap
95819	mun*ariyn
<il~aA
Eabod
{ll~ah
95824	muxolaS
95827	qad
naAdaY`
95830	nuwH
95833	niEoma
95835	m~ujiyb
95837	naj~aY`
95841	>ahol
95843	min
95845	karob
95847	EaZiym
95849	jaEala
95851	*ur~iy~ap
95855	baAqiyn
95857	taraka
95859	EalaY`
95861	fiY
95863	A^xir
sala`m
EalaY`
nuwH
fiY
95869	Ea`lamiyn
<in~
95873	*a`lik
jazaY`
95876	muHosin
<in~
95879	min
Eabod
95883	mu&omin
vum~
>ugoriqu
95888	A^xar
95890	<in~
min
$iyEap
95895	<iboraAhiym
<i*
jaA^'a
rab~
95901	qalob
saliym
<i*
qaAla
95906	>abN
95909	qawom
95911	maA*aA
Eabada
95915	<ifok
<ila`h
duwn
{ll~ah
>araAda
95922	maA
Zan~
95926	rab~
95928	Ea`lamiyn
95930	n~aZara
naZorap
fiY
95934	n~ajom
95936	qaAla
<in~
95939	saqiym
95941	tawal~aY`
95943	Ean
95945	mudobir
95947	raAga
<ilaY`
<ila`h
95952	qaAla
95954	laA
>akala
95957	maA
95960	laA
yanTiqu
95964	raAga
EalaY`
95967	Darob
95970	yamiyn
95972	>aqobala
95974	<ilaY`
95976	yazif~u
95978	qaAla
95980	Eabada
95982	maA
yanoHitu
95986	{ll~ah
xalaqa
95990	maA
Eamila
95993	qaAla
95995	banaY`
95999	bunoya`n
96001	>aloqaY`^
96004	fiY
96006	jaHiym
96008	>araAda
96012	kayod
96014	jaEala
96018	>asofal
96020	qaAla
<in~
96023	*aAhib
<ilaY`
rab~
96028	hadaY
96030	rab~
96032	wahaba
96035	min
96037	Sa`liH
96039	bu$~ira
96043	gula`m
Haliym
96046	lam~aA
balaga
maE
96051	saEoy
qaAla
96054	bunaY~
96056	<in~
96058	ra'aA
fiY
96061	manaAm
>an~
96064	*ubiHa
96067	n~aZara
maA*aA
ra'aA
qaAla
96072	>abN
96074	faEala
maA
>amara
96078	wajada
96080	<in
$aA^'a
{ll~ah
min
96085	SaAbir
96087	lam~aA
>asolama
96091	tal~a
96095	jabiyn
96097	naAdaY`
96100	>an
96102	<iboraAhiym
qad
Sad~aqa
96107	r~u'oyaA
<in~
96111	*a`lik
jazaY`
96114	muHosin
<in~
ha`*aA
96120	balaA^'
96122	m~ubiyn
96124	fadayo
96128	*iboH
EaZiym
96131	taraka
96133	EalaY`
96135	fiY
96137	A^xir
sala`m
EalaY`
<iboraAhiym
96142	*a`lik
jazaY`
96145	muHosin
<in~
96148	min
Eabod
96152	mu&omin
96154	bu$~ira
96158	<isoHaAq
n~abiY~
min
96162	Sa`liH
96164	ba`raka
96166	EalaY`
96169	EalaY`
<isoHaAq
96172	min
*ur~iy~ap
96175	muHosin
96177	ZaAlim
96179	nafos
96181	m~ubiyn
96184	qad
man~a
96187	EalaY`
muwsaY`
96190	ha`ruwn
96192	naj~aY`
96196	qawom
96198	min
96200	karob
96202	EaZiym
96204	naSara
96208	kaAna
96212	gaAlib
96214	A^taY
96218	kita`b
96220	musotabiyn
96222	hadaY
96226	Sira`T
96228	m~usotaqiym
96230	taraka
96232	EalaY`
96234	fiY
96236	A^xir
sala`m
EalaY`
muwsaY`
96241	ha`ruwn
<in~
96245	*a`lik
jazaY`
96248	muHosin
<in~
96251	min
Eabod
96255	mu&omin
96257	<in~
<iloyaAs
96260	min
96262	m~urosal
<i*
qaAla
96266	qawom
96269	laA
{t~aqaY`
96273	daEaA
96275	baEol2
96277	ya*ara
96279	>aHosan
96281	xa`liq
{ll~ah
rab~
96286	rab~
A^baA'
96290	>aw~al
96292	ka*~aba
96296	<in~
96299	m~uHoDar
<il~aA
Eabod
{ll~ah
96304	muxolaS
96306	taraka
96308	EalaY`
96310	fiY
96312	A^xir
sala`m
EalaY`
<iloyaAs
<in~
96319	*a`lik
jazaY`
96322	muHosin
<in~
96325	min
Eabod
96329	mu&omin
96331	<in~
luwT
96334	min
96336	m~urosal
<i*
naj~aY`
96342	>ahol
96344	>ajomaEiyn
<il~aA
Eajuwz
fiY
96349	ga`biriyn
vum~
dam~ara
96354	A^xar
96356	<in~
96359	mar~a
96361	EalaY`
96363	muSobiHiyn
96367	layol
96370	laA
Eaqalu
96374	<in~
yuwnus
96377	min
96379	m~urosal
<i*
>abaqa
<ilaY`
96384	fulok
96386	ma$oHuwn
96388	saAhama
96390	kaAna
min
96393	mudoHaDiyn
96395	{lotaqama
96398	Huwt
96401	muliym
96403	lawolaA^
>an~
96406	kaAna
min
96409	musab~iHuwn
96411	labiva
fiY
baTon
96415	<ilaY`
yawom
baEava
96420	naba*a
96425	EaraA^'
96428	saqiym
96430	>an[bata
96432	EalaY`
96434	$ajarap
min
yaqoTiyn
96438	>arosala
96441	<ilaY`
miA}ap
>alof
>aw
zaAda
96448	'aAmana
96451	m~at~aEo
96454	<ilaY`
Hiyn
96457	yasotafotu
96461	rab~
96464	banaAt
96469	bunaY~
>am
xalaqa
96474	malak
>unvaY`
96478	$aAhid
>alaA^
<in~
96482	min
<ifok
96486	qaAla
96488	walada
{ll~ah
96491	<in~
96494	ka`*ib
96496	{SoTafaY`
96498	banaAt
EalaY`
96501	bunaY~
maA
96505	kayof
Hakama
96510	laA
ta*ak~ara
96513	>am
96516	suloTa`n
m~ubiyn
96519	>ataY
96522	kita`b
96524	<in
kaAna
96527	SaAdiq
96529	jaEala
96531	bayon
96534	bayon
96536	jin~ap
nasab
96540	qad
Ealima
96543	jin~ap
<in~
96547	m~uHoDar
suboHa`n
{ll~ah
Ean
maA
yaSifu
96554	<il~aA
Eabod
{ll~ah
96558	muxolaS
96560	<in~
96563	maA
Eabada
96566	maA
96568	EalaY`
96571	fa`tiniyn
<il~aA
man
96575	SaAl
96577	jaHiym
96579	maA
min
96582	<il~aA
96585	maqaAm
m~aEoluwm
96588	<in~
96593	S~aA^f~uwn
96595	<in~
96600	musab~iHuwn
96602	<in
kaAna
96606	qaAla
96608	law
>an~
Eind
96612	*ikor
min
96615	>aw~al
96617	kaAna
96619	Eabod
{ll~ah
96622	muxolaS
96624	kafara
96629	sawof
Ealima
96634	qad
sabaqa
kalimap
96639	Eabod
96642	m~urosal
<in~
96648	manSuwr
96650	<in~
jund
96656	gaAlib
96658	tawal~aY`
Ean
96661	Hat~aY`
Hiyn
96664	>aboSara
96667	sawof
>aboSara
96673	Ea*aAb
96675	{sotaEojala
96678	<i*aA
nazala
96681	saAHat
96684	saA^'a
SabaAH
96687	mun*ariyn
96689	tawal~aY`
Ean
96692	Hat~aY`
Hiyn
96695	>aboSara
96697	sawof
>aboSara
96700	suboHa`n
rab~
96703	rab~
96705	Eiz~ap
Ean
maA
yaSifu
96711	sala`m
EalaY`
96714	m~urosal
96717	Hamod
96719	{ll~ah
rab~
96722	Ea`lamiyn
96726	quro'aAn
*uw
96729	*ikor
bal
{l~a*iY
kafara
96734	fiY
Eiz~ap
96737	$iqaAq
kam
>aholaka
96741	min
qabol
96744	min
qaron
96747	naAdaY`
96750	laAta
Hiyn
manaAS
96754	Eajibu
96756	>an
jaA^'a
96759	mun*ir
min
96763	qaAla
96765	ka`firuwn
ha`*aA
sa`Hir
ka*~aAb
96770	jaEala
96772	<ila`h
<ila`h
wa`Hid
<in~
ha`*aA
96778	$aYo'
EujaAb
96781	{nTalaqa
96783	mala>
min
96786	>an
m~a$a
96790	Sabara
96792	EalaY`
<ila`h
96795	<in~
ha`*aA
96798	$aYo'
>araAda
maA
samiEa
96804	ha`*aA
fiY
96807	mil~ap
96809	A^xir
<in
ha`*aA
<il~aA
{xotila`q
96815	>anzala
EalaY`
96819	*ikor
min
bayon
96823	bal
96825	fiY
$ak~
min
*ikor
96830	bal
lam
*aAqu
96834	Ea*aAb
96836	>am
Eind
96839	xazaA^}in
raHomap
rab~
96844	Eaziyz
96846	wah~aAb
>am
96850	mulok
96852	samaA^'
96855	>aroD
96857	maA
bayon
96862	yarotaqu
96864	fiY
96866	sabab
jund
maA
hunaAlik
mahozuwm
min
96873	Hizob
ka*~aba
qabol
96877	qawom
nuwH
96880	EaAd2
96882	firoEawon
*uw
96885	>awotaAd
96887	vamuwd
96889	qawom
luwT
96892	>aSoHa`b
96894	>ayokap
>uwla`^}ik
96897	Hizob
<in
kul~
<il~aA
ka*~aba
96903	rasuwl
96905	Haq~a
EiqaAb
96909	maA
n~aZara
ha`*aA
<il~aA
SayoHap
wa`Hidap
maA
96918	min
fawaAq
96921	qaAla
96923	rab~
96925	Eaj~ala
96928	qiT~
96930	qabol
yawom
96933	HisaAb
Sabara
EalaY`
maA
qaAla
96940	*akara
Eabod
96943	daAwud
*aA
96946	>ayoyd
<in~
96949	>aw~aAb
<in~
96952	sax~ara
96955	jabal
maE
96958	sab~aHa
96962	Ea$iY~
96965	<i$oraAq
96968	Tayor
maHo$uwrap
kul~
96973	>aw~aAb
96975	$adado
96977	mulok
96980	A^taY
96984	Hikomap
96986	faSol
96988	xiTaAb
96990	hal
>ataY
96993	naba>
96995	xaSom
<i*
tasaw~aru
97000	miHoraAb
<i*
daxala
97004	EalaY`
daAwud
97007	faziEa
min
97010	qaAla
97012	laA
xaAfa
xaSom
bagaY`
baEoD
97018	EalaY`
baEoD
97021	Hakama
bayon
97026	Haq~
97028	laA
tu$oTiTo
97031	hadaY
97033	<ilaY`
sawaA^'
97036	Sira`T
<in~
ha`*aA
>ax
97043	tisoE
97045	tisoE
naEojap
97050	naEojap
wa`Hidap
97053	qaAla
>akofilo
97058	Eaz~a
97060	fiY
97062	xiTaAb
qaAla
97065	qad
Zalama
97069	su&aAl
naEojap
97072	<ilaY`
naEojap
97076	<in~
kaviyr
min
97080	xulaTaA^'
97082	bagaY`
baEoD
97085	EalaY`
baEoD
<il~aA
{l~a*iY
'aAmana
97092	Eamila
97095	S~a`liHa`t
97097	qaliyl
maA
97101	Zan~a
daAwud
>an~
maA
fatanu
97109	{sotagofara
rab~
97113	xar~a
raAkiE
97116	>anaAba
97118	gafara
97122	*a`lik
97124	<in~
97127	Eind
97130	zulofaY`^
97132	Huson
ma_#aAb
97135	daAwud
<in~
97138	jaEala
97141	xaliyfap
fiY
97144	>aroD
97146	Hakama
bayon
97149	n~aAs
97152	Haq~
97154	laA
{t~abaEa
97157	hawaA^'
97159	>aDal~a
97161	Ean
sabiyl
{ll~ah
<in~
{l~a*iY
Dal~a
97168	Ean
sabiyl
{ll~ah
97173	Ea*aAb
$adiyd
97176	maA
nasiYa
97179	yawom
97181	HisaAb
97183	maA
xalaqa
97187	samaA^'
97190	>aroD
97192	maA
bayon
97195	ba`Til
*a`lik
Zan~
{l~a*iY
kafara
97202	wayol
97204	{l~a*iY
kafara
97207	min
97209	naAr
>am
jaEala
{l~a*iY
'aAmana
97216	Eamila
97219	S~a`liHa`t
97222	mufosid
fiY
97225	>aroD
>am
jaEala
97229	mut~aqiyn
97232	fuj~aAr
kita`b
>anzala
97237	<ilaY`
97239	mubaArak
97241	yatadab~aru
97243	'aAyap
97247	ta*ak~ara
>uwliY
97250	>aloba`b
97252	wahaba
97255	daAwud
sulayoma`n
niEoma
97259	Eabod
<in~
97262	>aw~aAb
<i*
EaraDa
EalaY`
97269	Ea$iY~
97271	S~a`fina`t
97273	jiyaAd
97275	qaAla
<in~
97278	>aHobabo
97280	Hub~
97282	xayor
Ean
*ikor
rab~
97287	Hat~aY`
tawaArato
97291	HijaAb
rad~a
97295	EalaY`
97298	Tafiqa
masoH
97302	s~uwq
97305	Eunuq
97308	qad
fatanu
97311	sulayoma`n
97313	>aloqaY`^
97315	EalaY`
kurosiy~
97318	jasad
vum~
>anaAba
qaAla
rab~
97324	gafara
97328	wahaba
97331	mulok
laA
yan[bagiY
97335	>aHad
min
baEod
97339	<in~
97343	wah~aAb
97345	sax~ara
97350	riyH
jarayo
97353	>amor
97355	ruxaA^'
Hayov
>aSaAba
97360	$ayoTa`n
kul~
ban~aA^'
97364	gaw~aAS
97366	A^xar
m~uqar~aniyn
fiY
97370	>aSofaAd
ha`*aA
EaTaA^'
97375	man~a
>aw
>amosaka
97379	gayor
HisaAb
97382	<in~
97385	Eind
97388	zulofaY`^
97390	Huson
ma_#aAb
97393	*akara
Eabod
97396	>ay~uwb
<i*
naAdaY`
rab~
97401	>an~
97403	mas~a
97406	$ayoTa`n
97408	nuSob
97410	Ea*aAb
yarokuDu
97413	rijol
97415	ha`*aA
mugotasal
baArid
97419	$araAb
97421	wahaba
97425	>ahol
97428	mivol
97430	maE
97432	raHomap
min
97436	*ikoraY`
97438	>uwliY
97440	>aloba`b
97442	>axa*a
97444	yad
97446	Digov
97448	Daraba
97452	laA
taHonavo
<in~
97456	wajada
97459	SaAbir
niEoma
97462	Eabod
<in~
97465	>aw~aAb
97467	*akara
Eabod
97470	<iboraAhiym
97472	<isoHaAq
97474	yaEoquwb
>uwliY
97477	yad
97480	baSar
<in~
97483	>axolaSu
97487	xaAliSap
*ikoraY`
97490	daAr
97492	<in~
97494	Eind
97497	min
97499	muSoTafayon
97501	xayor
97503	*akara
<isomaAEiyl
97507	{loyasaEa
97509	*aA
97511	kifol
97513	kul~
min
97516	xayor
ha`*aA
*ikor
97520	<in~
97523	mut~aqiyn
97525	Huson
ma_#aAb
jan~ap
Eadon
m~ufat~aHap
97533	baAb
mut~aki_#iyn
fiY
97537	daEaA
97539	fiY
97542	fa`kihap
kaviyrap
97545	$araAb
97547	Eind
97549	qa`Sira`t
97551	Tarof
>atoraAb
ha`*aA
maA
waEada
97558	yawom
97560	HisaAb
<in~
ha`*aA
97564	rizoq
97566	maA
97569	min
n~afaAd
ha`*aA
97573	<in~
97576	Ta`giyn
97578	$ar~
ma_#aAb
jahan~am
yaSolaY
97585	bi}osa
97587	miha`d
ha`*aA
97591	*aAqu
97594	Hamiym
97596	gas~aAq
97598	A^xar
min
$akol
97602	zawoj
ha`*aA
fawoj
m~uqotaHim
maE
97608	laA
maroHab
97612	<in~
97614	SaAluwA
97616	naAr
qaAla
97619	bal
97621	laA
maroHab
97626	qad~ama
97632	bi}osa
97634	qaraAr
qaAla
97637	rab~
97639	man
qad~ama
97643	ha`*aA
97645	zaAda
97647	Ea*aAb
DiEof
fiY
97651	naAr
97653	qaAla
97655	maA
97658	laA
ra'aA
rijaAl
kaAna
97663	Ead~a
97665	min
97667	$ar~
97669	{t~axa*a
97672	sixoriy~
>am
zaAga
Ean
97678	baSar
<in~
*a`lik
97682	Haq~
taxaASum
>ahol
97686	naAr
qaAla
<in~
maA
97691	mun*ir
97693	maA
min
<ila`h
<il~aA
{ll~ah
97699	wa`Hid
97701	qah~aAr
rab~
97704	samaA^'
97707	>aroD
97709	maA
bayon
97713	Eaziyz
97715	gaf~aAr
qaAla
97718	naba>
EaZiym
97721	Ean
97723	m~uEoriDuwn
maA
kaAna
97728	min
Eilom
97732	mala>
97734	>aEolaY`
<i*
{xotaSamu
97738	<in
>awoHaY`^
<ilaY`
97742	<il~aA
>an~
maA
97746	na*iyr
m~ubiyn
<i*
qaAla
rab~
97754	malak
<in~
97757	xa`liq
ba$ar
min
Tiyn
97762	<i*aA
saw~aY`
97767	nafaxa
97769	fiY
97771	min
ruwH
97775	waqaEa
97779	saAjid
97781	sajada
97783	malak
kul~
97786	>ajomaEiyn
<il~aA
<iboliys
{sotakobara
97791	kaAna
min
97794	ka`firuwn
qaAla
97797	<iboliys
maA
m~anaEa
97801	>an
sajada
97804	maA
xalaqa
97808	yad
97811	{sotakobara
97813	>am
kaAna
97816	min
97818	EaAliyn
qaAla
97821	xayor
min
97824	xalaqa
97827	min
naAr
97830	xalaqa
97833	min
Tiyn
qaAla
97837	xaraja
min
97841	<in~
97843	rajiym
97845	<in~
EalaY`
97848	laEonap
97850	<ilaY`
yawom
97853	diyn
qaAla
rab~
97858	yunZaru
97860	<ilaY`
yawom
baEava
97864	qaAla
97866	<in~
97868	min
97870	munZaruwn
<ilaY`
yawom
97874	waqot
97876	m~aEoluwm
qaAla
97880	Eiz~ap
97883	>agowayo
97886	>ajomaEiyn
<il~aA
Eabod
97890	min
97893	muxolaS
qaAla
97897	Haq~
97900	Haq~
qaAla
97903	muli}ato
97905	jahan~am
min
97909	min
man
tabiEa
97913	min
97915	>ajomaEiyn
qaAla
maA
sa>ala
97920	EalaY`
97922	min
>ajor
97925	maA
97927	min
97929	mutakal~ifiyn
<in
97932	<il~aA
*ikor
97936	Ea`lamiyn
97939	Ealima
97941	naba>
97943	baEod
Hiyn
tanziyl
97947	kita`b
min
{ll~ah
97951	Eaziyz
97953	Hakiym
<in~
97956	>anzala
97958	<ilaY`
97961	kita`b
97964	Haq~
97966	Eabada
{ll~ah
muxoliS
97972	diyn
>alaA^
97975	{ll~ah
97977	diyn
97979	xaAliS
97981	{l~a*iY
{t~axa*a
97984	min
duwn
97987	waliY~
maA
Eabada
97991	<il~aA
97993	qar~aba
97996	<ilaY`
{ll~ah
zulofaY`^
<in~
{ll~ah
Hakama
bayon
98004	fiY
maA
98007	fiY
98009	{xotalafa
98011	<in~
{ll~ah
laA
hadaY
man
98017	ka`*ib
kaf~aAr
law
>araAda
{ll~ah
>an
{t~axa*a
walad
98026	{SoTafaY`
min
maA
xalaqa
maA
$aA^'a
suboHa`n
98035	{ll~ah
98037	wa`Hid
98039	qah~aAr
xalaqa
98042	samaA^'
98045	>aroD
98048	Haq~
kuw~irato
98051	layol
EalaY`
98054	nahaAr
98056	kuw~irato
98058	nahaAr
EalaY`
98061	layol
98063	sax~ara
98065	$amos
98068	qamar
kul~
jarayo
98072	>ajal
m~usam~FY
>alaA^
98077	Eaziyz
98079	gaf~aAr
xalaqa
98082	min
nafos
wa`Hidap
vum~
jaEala
min
98089	zawoj
98092	>anzala
98095	min
98097	n~aEam
vama`niyap
zawoj
xalaqa
98102	fiY
baTon
>um~
98106	xaloq
min
baEod
xaloq
fiY
Zuluma`t
vala`v
*a`lik
{ll~ah
rab~
98120	mulok
laA
<ila`h
<il~aA
98126	>an~aY`
Sarafa
98129	<in
kafara
98133	<in~
{ll~ah
ganiY~
Ean
98139	laA
r~aDiYa
98142	Eabod
98145	kufor
98147	<in
$akara
98150	r~aDiYa
98155	laA
yaziru
waAzirap
wizor
A^xar
vum~
<ilaY`
rab~
98164	marojiE
98167	nab~a>a
98170	maA
kaAna
98173	Eamila
98175	<in~
98177	Ealiym
98179	*uw
98181	Sador
98183	<i*aA
mas~a
98186	<insa`n
Dur~
daEaA
rab~
98191	m~uniyb
<ilaY`
98194	vum~
<i*aA
xaw~ala
98198	niEomap
min
98201	nasiYa
maA
kaAna
daEaA
<ilaY`
98207	min
qabol
98210	jaEala
98212	{ll~ah
>andaAd
98215	>aDal~a
Ean
sabiyl
98219	qaAla
tamat~aEa
98222	kufor
98224	qaliyl
<in~
98227	min
>aSoHa`b
98230	naAr
>am
man
98234	qaAnit
'aAnaA^'
98237	layol
saAjid
98240	qaA^}im
yaHo*aru
98243	A^xir
98245	yarojuwA@
raHomap
rab~
98249	qaAla
hal
{sotawaY`^
{l~a*iY
Ealima
98256	{l~a*iY
laA
Ealima
98260	<in~
maA
ta*ak~ara
>uwliY
98265	>aloba`b
qaAla
98268	Eabod
98270	{l~a*iY
'aAmana
98273	{t~aqaY`
98275	rab~
98278	{l~a*iY
>aHosana
98281	fiY
ha`*aA
98284	d~unoyaA
Hasanap
98287	>aroD
{ll~ah
wa`siEap
<in~
maA
waf~aY`^
98294	SaAbir
>ajor
98298	gayor
HisaAb
qaAla
<in~
98303	>amara
98305	>an
Eabada
{ll~ah
muxoliS
98312	diyn
98314	>amara
98317	>an
kaAna
>aw~al
98321	musolim
qaAla
<in~
98325	xaAfa
<in
EaSaA
98329	rab~
98331	Ea*aAb
yawom
EaZiym
qaAla
{ll~ah
Eabada
muxoliS
98340	diyn
98343	Eabada
98345	maA
$aA^'a
98348	min
duwn
98351	qaAla
<in~
98354	xa`siriyn
{l~a*iY
xasira
98358	nafos
98361	>ahol
98363	yawom
98365	qiya`map
>alaA^
*a`lik
98370	xusoraAn
98372	m~ubiyn
98375	min
fawoq
98378	Zul~ap
min
98381	naAr
98383	min
taHot
98386	Zul~ap
*a`lik
yuxaw~ifu
{ll~ah
98392	Eabod
98395	Eabod
98398	{t~aqaY`
98402	{l~a*iY
{jotanabu
98406	T~a`guwt
>an
Eabada
98412	>anaAba
98414	<ilaY`
{ll~ah
98419	bu$oraY`
98421	bu$~ira
Eabod
98424	{l~a*iY
{sotamaEa
98428	qawol
98430	{t~abaEa
98432	>aHosan
98434	>uwla`^}ik
{l~a*iY
hadaY
98438	{ll~ah
98440	>uwla`^}ik
98442	>uwliY
98444	>aloba`b
98447	man
Haq~a
EalaY`
98451	kalimap
98453	Ea*aAb
98457	>anqa*a
man
fiY
98461	naAr
la`kin
{l~a*iY
{t~aqaY`
98466	rab~
98470	gurofap
min
fawoq
98474	gurofap
m~aboniy~ap
jarayo
min
taHot
98481	nahar
waEod
{ll~ah
laA
>axolafu
{ll~ah
98488	m~iyEaAd
98490	lam
ra'aA
>an~
{ll~ah
>anzala
min
98497	samaA^'
maA^'
98500	salaka
98502	yanbuwE
fiY
98505	>aroD
vum~
>axoraja
98510	zaroE
m~uxotalif
lawon
98514	vum~
yahiyju
98517	ra'aA
98519	muSofar~
vum~
jaEala
98523	HuTa`m
<in~
fiY
*a`lik
98528	*ikoraY`
98530	>uwliY
98532	>aloba`b
98535	man
$araHa
{ll~ah
Sador
98542	<isola`m
98545	EalaY`
nuwr
min
rab~
98551	wayol
98554	qa`siyap
qalob
98557	min
*ikor
{ll~ah
>uwla`^}ik
fiY
Dala`l
m~ubiyn
{ll~ah
naz~ala
>aHosan
98568	Hadiyv
kita`b
muta$a`bih
m~avaAniY
taqo$aEir~u
min
98575	juluwd
{l~a*iY
xa$iYa
98579	rab~
98581	vum~
lin
juluwd
98586	qalob
98588	<ilaY`
*ikor
{ll~ah
*a`lik
hudFY
{ll~ah
hadaY
98597	man
$aA^'a
98600	man
>aDal~a
{ll~ah
98604	maA
98607	min
haAd
98611	man
{t~aqaY`
98614	wajoh
98616	suw^'
98618	Ea*aAb
yawom
98621	qiya`map
98623	qaAla
98626	ZaAlim
*aAqu
98629	maA
kaAna
98632	kasaba
98634	ka*~aba
{l~a*iY
min
qabol
98640	>ataY
98643	Ea*aAb
min
Hayov
laA
ya$oEuru
98650	>a*aAqa
98652	{ll~ah
98654	xizoY
fiY
98657	Hayaw`p
98659	d~unoyaA
98662	Ea*aAb
98664	A^xir
>akobar
law
kaAna
98669	Ealima
98673	qad
Daraba
98678	n~aAs
fiY
ha`*aA
98682	quro'aAn
min
kul~
maval
laEal~
98688	ta*ak~ara
98690	quro'aAn
Earabiy~
gayor
*uw
Eiwaj
laEal~
98697	{t~aqaY`
98699	Daraba
{ll~ah
maval
rajul
fiY
98705	$ariyk
muta$a`kisuwn
98708	rajul
salam
98711	rajul
hal
{sotawaY`^
98715	maval
98717	Hamod
98719	{ll~ah
bal
>akovar
98723	laA
Ealima
98726	<in~
98728	m~ay~it
98730	<in~
98732	m~ay~it
vum~
<in~
98736	yawom
98738	qiya`map
Eind
rab~
98742	{xotaSamu
98745	man
>aZolam
min
man
ka*aba
EalaY`
{ll~ah
98753	ka*~aba
98756	Sidoq
<i*
jaA^'a
98761	l~ayosa
fiY
jahan~am
mavowFY
98767	ka`firuwn
98769	{l~a*iY
jaA^'a
98773	Sidoq
98775	Sad~aqa
98778	>uwla`^}ik
98781	mut~aqiyn
98784	maA
$aA^'a
98787	Eind
rab~
98790	*a`lik
jazaA^'
98793	muHosin
98795	kaf~ara
{ll~ah
Ean
98799	>asowa>
{l~a*iY
Eamila
98804	jazaY`
98806	>ajor
98809	>aHosan
{l~a*iY
kaAna
98813	Eamila
98816	l~ayosa
{ll~ah
98819	kaAf
Eabod
98823	yuxaw~ifu
98827	{l~a*iY
min
duwn
98832	man
>aDal~a
{ll~ah
98836	maA
98839	min
haAd
98842	man
hadaY
{ll~ah
98846	maA
98849	min
m~uDil~
98852	l~ayosa
{ll~ah
98855	Eaziyz
*uw
{ntiqaAm
98860	<in
sa>ala
98864	man
xalaqa
98867	samaA^'
98870	>aroD
98872	qaAla
98874	{ll~ah
qaAla
98878	ra'aA
98880	maA
daEaA
98883	min
duwn
{ll~ah
<in
>araAda
98889	{ll~ah
98891	Dur~
hal
98894	ka`$ifa`t
Dur~
98897	>aw
>araAda
98901	raHomap
hal
98904	mumosika`t
raHomap
98907	qaAla
Hasob
98910	{ll~ah
EalaY`
98913	tawak~alo
98915	mutawak~iluwn
qaAla
98918	qawom
98920	Eamila
98922	EalaY`
makaAnat
98925	<in~
98927	Ea`mil
98929	sawof
Ealima
98932	man
>ataY
98935	Ea*aAb
>axozayo
98939	Halalo
EalaY`
98942	Ea*aAb
m~uqiym
<in~
98946	>anzala
98948	EalaY`
98951	kita`b
98954	n~aAs
98957	Haq~
98959	man
{hotadaY`
98963	nafos
98966	man
Dal~a
98969	<in~
maA
Dal~a
EalaY`
98975	maA
98977	EalaY`
98980	wakiyl
{ll~ah
tawaf~aY`
98984	nafos
Hiyn
mawot
98989	{l~a*iY
lam
m~aAta
fiY
manaAm
98996	>amosaka
{l~a*iY
qaDaY`^
EalaY`
99002	mawot
99004	>arosala
99006	A^xar
<ilaY`
>ajal
m~usam~FY
<in~
fiY
*a`lik
99014	'aAyap
99016	qawom
yatafak~aru
99019	>am
{t~axa*a
99022	min
duwn
{ll~ah
$afiyE
qaAla
99029	law
kaAna
99032	laA
malakato
99035	$aYo'
99037	laA
Eaqalu
99040	qaAla
99042	{ll~ah
99044	$afa`Eap
jamiyE
99048	mulok
99050	samaA^'
99053	>aroD
vum~
<ilaY`
99057	rajaEa
99060	<i*aA
*akara
{ll~ah
waHod
99065	{$oma>az~ato
qalob
{l~a*iY
laA
'aAmana
99073	A^xir
99075	<i*aA
*akara
{l~a*iY
min
duwn
99081	<i*aA
99083	yasotabo$iru
99085	qaAla
{ll~ahum~a
99088	faATir
99090	samaA^'
99093	>aroD
Ea`lim
99096	gayob
99099	$aha`dap
99101	Hakama
bayon
Eabod
99105	fiY
maA
kaAna
99109	fiY
99111	{xotalafa
99114	law
>an~
99117	{l~a*iY
Zalama
99120	maA
fiY
99123	>aroD
jamiyE
99126	mivol
99128	maE
99131	{fotadaY`
99135	min
suw^'
99138	Ea*aAb
yawom
99141	qiya`map
99143	badaA
99146	min
{ll~ah
maA
lam
kaAna
99152	yaHotasibu
99155	badaA
99158	say~i_#aAt
maA
kasaba
99163	HaAqa
99166	maA
kaAna
99171	{sotuhozi}a
99174	<i*aA
mas~a
99177	<insa`n
Dur~
daEaA
99181	vum~
<i*aA
xaw~ala
99186	niEomap
min
99189	qaAla
<in~
maA
A^taY
99195	EalaY`
Eilom
bal
99199	fitonap
99201	la`kin~
>akovar
99204	laA
Ealima
99207	qad
qaAla
99210	{l~a*iY
min
qabol
99215	maA
>agonaY`
Ean
99219	maA
kaAna
99222	kasaba
99225	>aSaAba
99227	say~i_#aAt
maA
kasaba
99232	{l~a*iY
Zalama
99235	min
ha`*aA
99238	>aSaAba
99240	say~i_#aAt
maA
kasaba
99245	maA
99248	muEojiz
99251	lam
Ealima
99254	>an~
{ll~ah
basaTa
99258	rizoq
99260	man
$aA^'a
99263	qadara
<in~
fiY
*a`lik
99268	'aAyap
99270	qawom
'aAmana
99273	qaAla
99275	Eabod
99277	{l~a*iY
>asorafa
99280	EalaY`
nafos
99283	laA
qanaTu
99286	min
raHomap
{ll~ah
<in~
{ll~ah
gafara
99293	*anb
jamiyE
<in~
99299	gafuwr
99301	r~aHiym
99303	>anaAba
99305	<ilaY`
rab~
99309	>asolama
99313	min
qabol
>an
>ataY
99319	Ea*aAb
vum~
laA
naSara
99325	{t~abaEa
99327	>aHosan
maA
>anzala
<ilaY`
99332	min
rab~
99335	min
qabol
>an
>ataY
99341	Ea*aAb
bagotap
99345	laA
ya$oEuru
99348	>an
qaAla
nafos
99352	HasorataY`
EalaY`
maA
far~aT
99357	fiY
janb
{ll~ah
99361	<in
kaAna
99365	min
99367	s~a`xiriyn
>aw
qaAla
law
>an~
{ll~ah
hadaY
99376	kaAna
99378	min
99380	mut~aqiyn
>aw
qaAla
Hiyn
ra'aA
99386	Ea*aAb
law
>an~
99391	kar~ap
99393	kaAna
min
99396	muHosin
balaY`
qad
jaA^'a
99401	'aAyap
99404	ka*~aba
99409	{sotakobara
99412	kaAna
99414	min
99416	ka`firuwn
99418	yawom
99420	qiya`map
ra'aA
{l~a*iY
ka*aba
99425	EalaY`
{ll~ah
wajoh
99429	m~usowad~ap
99431	l~ayosa
fiY
jahan~am
mavowFY
99437	mutakab~ir
99439	naj~aY`
{ll~ah
{l~a*iY
{t~aqaY`
99445	mafaAzap
99447	laA
mas~a
99451	suw^'
99453	laA
99455	yaHozun
99457	{ll~ah
xa`liq
kul~
$aYo'
99463	EalaY`
kul~
$aYo'
wakiyl
99469	maqaAliyd
99471	samaA^'
99474	>aroD
99476	{l~a*iY
kafara
99480	'aAyap
{ll~ah
>uwla`^}ik
99485	xa`siriyn
qaAla
99489	gayor
{ll~ah
>amara
99494	Eabada
>ay~uhaA
99497	jaAhil
99500	qad
>awoHaY`^
<ilaY`
99505	<ilaY`
{l~a*iY
min
qabol
99511	<in
>a$oraka
99515	HabiTa
99517	Eamal
99521	kaAna
99523	min
99525	xa`siriyn
bal
{ll~ah
99529	Eabada
99531	kaAna
min
99534	$aAkir
99536	maA
qadara
99539	{ll~ah
Haq~
qador
99545	>aroD
jamiyE
qaboDap
99549	yawom
99551	qiya`map
99554	samaA^'
maTowiy~a`t
99557	yamiyn
99559	suboHa`n
99562	taEa`laY`
Ean
maA
>a$oraka
99568	nafaxa
fiY
99571	S~uwr
99573	SaEiqa
man
fiY
99577	samaA^'
99579	man
fiY
99582	>aroD
<il~aA
man
$aA^'a
{ll~ah
vum~
nafaxa
fiY
99591	A^xar
99593	<i*aA
99595	qaA^}im
n~aZara
99599	>a$oraqati
99601	>aroD
99603	nuwr
rab~
99607	waDaEa
99609	kita`b
99611	jaA^'a
99614	n~abiY~
99617	$ahiyd
99619	qaDaY`^
bayon
99624	Haq~
99627	laA
Zalama
99631	waf~aY`^
kul~
nafos
maA
Eamila
99638	>aEolam
99640	maA
faEala
99644	siyqa
{l~a*iY
kafara
99648	<ilaY`
jahan~am
zumar
Hat~aY`
<i*aA
jaA^'a
99656	fataHa
baAb
99660	qaAla
99663	xazanat
99666	lam
>ataY
99669	rasuwl
min
99672	talaY`
99674	EalaY`
99676	'aAyap
rab~
99680	>an*ara
99683	liqaA^'
yawom
99686	ha`*aA
qaAla
99689	balaY`
99691	la`kin
Haq~a
kalimap
99695	Ea*aAb
EalaY`
99698	ka`firuwn
qaAla
daxala
99702	baAb
jahan~am
xa`lid
fiY
99708	bi}osa
mavowFY
99711	mutakab~ir
99713	siyqa
{l~a*iY
{t~aqaY`
99717	rab~
99719	<ilaY`
99721	jan~ap
zumar
Hat~aY`
<i*aA
jaA^'a
99729	fataHa
baAb
99733	qaAla
99736	xazanat
99738	sala`m
EalaY`
99741	TaAba
99744	daxala
99747	xa`lid
99749	qaAla
99752	Hamod
99754	{ll~ah
{l~a*iY
Sadaqa
99758	waEod
99761	>aworava
99764	>aroD
yatabaw~a>u
min
99768	jan~ap
Hayov
$aA^'a
99772	niEoma
>ajor
99775	Ea`mil
99777	ra'aA
99779	malak
HaA^f~iyn
min
Hawol
99784	Earo$
sab~aHa
99788	Hamod
rab~
99792	qaDaY`^
bayon
99797	Haq~
99799	qaAla
99801	Hamod
99803	{ll~ah
rab~
99806	Ea`lamiyn
99808	tanziyl
99810	kita`b
min
{ll~ah
99814	Eaziyz
99816	Ealiym
gaAfir
99819	*anb
99821	qaAbil
99823	t~awob
$adiyd
99826	EiqaAb
*uw
99829	Tawol
laA
<ila`h
<il~aA
99834	<ilaY`
99837	maSiyr
maA
ja`dalu
fiY
'aAyap
{ll~ah
<il~aA
{l~a*iY
kafara
99848	laA
gar~a
99851	taqal~ub
99853	fiY
99855	balad
ka*~aba
qabol
99859	qawom
nuwH
99863	Hizob
min
baEod
99868	ham~a
kul~
>um~ap
99872	rasuwl
99875	>axa*a
99879	ja`dalu
99883	ba`Til
99885	yudoHiDu
99890	Haq~
99892	>axa*a
99896	kayof
kaAna
EiqaAb
99902	*a`lik
Haq~a
kalimap
rab~
99907	EalaY`
{l~a*iY
kafara
99911	>an~
99913	>aSoHa`b
99915	naAr
{l~a*iY
Hamala
99920	Earo$
99922	man
Hawol
99925	sab~aHa
99928	Hamod
rab~
99932	'aAmana
99937	{sotagofara
99940	{l~a*iY
'aAmana
99943	rab~
99945	wasiEa
99947	kul~
$aYo'
raHomap
99951	Eilom
99953	gafara
99955	{l~a*iY
taAba
99959	{t~abaEa
99961	sabiyl
99964	waqaY`
99966	Ea*aAb
99968	jaHiym
rab~
99972	>udoxila
99974	jan~ap
Eadon
{l~a*iY
waEada
99981	man
SalaHa
min
A^baA'
99987	zawoj
99990	*ur~iy~a`t
99992	<in~
99996	Eaziyz
99998	Hakiym
100000	waqaY`
100003	say~i_#aAt
100005	man
waqaY`
100008	say~i_#aAt
yawoma}i*
100011	qad
r~aHima
100016	*a`lik
100019	fawoz
100021	EaZiym
<in~
{l~a*iY
kafara
100026	naAdaY`
100029	maqot
{ll~ah
>akobar
min
maqot
100035	nafos
100037	<i*
daEaA
100040	<ilaY`
100042	<iyma`n
100044	kafara
100046	qaAla
100048	rab~
100050	>amaAta
100053	{vonatayon
100055	>aHoyaA
100058	{vonatayon
100060	{Eotarafu
100063	*anb
100066	hal
<ilaY`
xuruwj
min
sabiyl
*a`lik
100073	>an~
100075	<i*aA
daEaA
{ll~ah
waHod
100080	kafara
100083	<in
>a$oraka
100087	'aAmana
100091	Hukom
100093	{ll~ah
100095	Ealiy~
100097	kabiyr
100099	{l~a*iY
>arayo
100102	'aAyap
100105	naz~ala
100108	min
100110	samaA^'
rizoq
100113	maA
ta*ak~ara
<il~aA
man
>anaAba
100119	daEaA
100121	{ll~ah
muxoliS
100126	diyn
100128	law
kariha
100131	ka`firuwn
rafiyE
100134	darajap
*uw
100137	Earo$
>aloqaY`^
100140	ruwH
min
>amor
100144	EalaY`
man
$aA^'a
min
Eabod
100151	>an*ara
yawom
100154	t~alaAq
yawom
100157	ba`rizuwn
laA
yaxofaY`
EalaY`
{ll~ah
min
100164	$aYo'
100166	man
100168	mulok
100170	yawom
100172	{ll~ah
100174	wa`Hid
100176	qah~aAr
100178	yawom
jazaY`
kul~
nafos
100183	maA
kasaba
laA
Zulom
100188	yawom
<in~
{ll~ah
sariyE
100193	HisaAb
100195	>an*ara
100197	yawom
100199	'aAzifap
<i*
100202	qalob
ladaY
100205	HanaAjir
ka`Zimiyn
maA
100210	ZaAlim
min
Hamiym
100214	laA
$afiyE
yuTaAEu
Ealima
xaA^}inap
100220	Eayon
100222	maA
>uxofiYa
100225	Sador
100227	{ll~ah
qaDaY`^
100231	Haq~
100233	{l~a*iY
daEaA
100236	min
duwn
100239	laA
qaDaY`^
100243	$aYo'
<in~
{ll~ah
100248	samiyE
100250	baSiyr
100253	lam
saAra
100256	fiY
100258	>aroD
100260	n~aZara
100262	kayof
kaAna
Ea`qibap
{l~a*iY
kaAna
100268	min
qabol
100271	kaAna
100274	>a$ad~
min
100277	quw~ap
100279	>avar
fiY
100282	>aroD
100284	>axa*a
100286	{ll~ah
100288	*anb
100291	maA
kaAna
100295	min
{ll~ah
min
waAq
*a`lik
100301	>an~
100303	kaAna
>ataY
100306	rasuwl
100310	bay~inap
100312	kafara
100315	>axa*a
100317	{ll~ah
<in~
100320	qawiY~
$adiyd
100323	EiqaAb
100326	qad
>arosala
100329	muwsaY`
100331	'aAyap
100334	suloTa`n
m~ubiyn
<ilaY`
firoEawon
100339	ha`ma`n
100341	qa`ruwn
100343	qaAla
100345	sa`Hir
ka*~aAb
100348	lam~aA
jaA^'a
100353	Haq~
min
Eind
100357	qaAla
100359	qatala
100361	{bon
{l~a*iY
'aAmana
100365	maE
100368	yasotaHoYi.^
100370	nisaA^'
100373	maA
kayod
100376	ka`firuwn
<il~aA
fiY
Dala`l
100381	qaAla
firoEawon
ya*ara
100386	qatala
muwsaY`
100390	daEaA
rab~
100393	<in~
100395	xaAfa
>an
bad~ala
diyn
100400	>aw
>an
>aZohara
fiY
100405	>aroD
100407	fasaAd
100409	qaAla
muwsaY`
<in~
100413	Eu*o
100416	rab~
100419	rab~
100421	min
kul~
mutakab~ir
laA
'aAmana
100427	yawom
100429	HisaAb
100431	qaAla
rajul
mu&omin
min
'aAl
firoEawon
katama
<iyma`n
100441	qatala
100443	rajul
>an
qaAla
rab~
100448	{ll~ah
100450	qad
jaA^'a
100455	bay~inap
min
rab~
100460	<in
kaAna
ka`*ib
100464	EalaY`
100466	ka*ib
100469	<in
kaAna
SaAdiq
>aSaAba
100474	baEoD
{l~a*iY
waEada
100478	<in~
{ll~ah
laA
hadaY
man
100484	musorif
ka*~aAb
100487	qawom
100492	mulok
100494	yawom
Za`hir
fiY
100498	>aroD
100500	man
naSara
100503	min
ba>os
{ll~ah
<in
jaA^'a
100509	qaAla
firoEawon
maA
>arayo
100514	<il~aA
maA
ra'aA
100518	maA
hadaY
100521	<il~aA
sabiyl
100524	r~a$aAd
100526	qaAla
{l~a*iY
'aAmana
100530	qawom
100532	<in~
100534	xaAfa
EalaY`
100537	mivol
yawom
100540	Hizob
mivol
da>ob
qawom
nuwH
100546	EaAd2
100548	vamuwd
100550	{l~a*iY
min
baEod
100555	maA
{ll~ah
>araAda
Zulom
100561	Eabod
100564	qawom
100566	<in~
100568	xaAfa
EalaY`
100571	yawom
100573	t~anaAd
yawom
wal~aY`
100577	mudobir
maA
100581	min
{ll~ah
min
EaASim
100586	man
>aDal~a
{ll~ah
100590	maA
100593	min
haAd
100597	qad
jaA^'a
100600	yuwsuf
min
qabol
100605	bay~inap
100607	maA
zaAlat
100610	fiY
$ak~
min
maA
jaA^'a
100618	Hat~aY`
<i*aA
halaka
qaAla
100623	lan
baEava
{ll~ah
min
baEod
100629	rasuwl
100631	*a`lik
>aDal~a
{ll~ah
man
100636	musorif
m~urotaAb
{l~a*iY
ja`dalu
100641	fiY
'aAyap
{ll~ah
100645	gayor
suloTa`n
>ataY
100649	kabura
maqot
Eind
{ll~ah
100654	Eind
{l~a*iY
'aAmana
100659	*a`lik
TabaEa
{ll~ah
EalaY`
kul~
qalob
mutakab~ir
jab~aAr
100668	qaAla
firoEawon
100671	ha`ma`n
banaY`
100675	SaroH
l~aEal~
100678	balaga
100680	sabab
sabab
100683	samaA^'
100685	T~alaEa
<ilaY`
<ila`h
muwsaY`
100690	<in~
100693	Zan~a
100695	ka`*ib
100698	*a`lik
zay~ana
100701	firoEawon
suw^'
Eamal
100706	Sad~a
Ean
100709	sabiyl
100711	maA
kayod
firoEawon
<il~aA
fiY
tabaAb
100718	qaAla
{l~a*iY
'aAmana
100722	qawom
100724	{t~abaEa
100727	hadaY
100729	sabiyl
100731	r~a$aAd
100733	qawom
100735	<in~
maA
ha`*aA
100739	Hayaw`p
100741	d~unoyaA
mata`E
100744	<in~
100746	A^xir
100748	daAr
100750	qaraAr
man
Eamila
say~i}ap
100755	laA
jazaY`
<il~aA
mivol
100761	man
Eamila
Sa`liH
min
*akar
>aw
>unvaY`
100770	mu&omin
100772	>uwla`^}ik
daxala
100776	jan~ap
razaqa
100779	fiY
100782	gayor
HisaAb
100786	qawom
100788	maA
100791	daEaA
100793	<ilaY`
100795	n~ajaw`p
100797	daEaA
100800	<ilaY`
100802	naAr
daEaA
100807	kafara
100809	{ll~ah
100811	>a$oraka
100814	maA
l~ayosa
100820	Eilom
100823	daEaA
100825	<ilaY`
100827	Eaziyz
100829	gaf~aAr
laA
jaram
>an~
maA
daEaA
100837	<ilaY`
100839	l~ayosa
100842	daEowap
fiY
100845	d~unoyaA
100847	laA
fiY
100850	A^xir
100852	>an~
marad~
100855	<ilaY`
{ll~ah
100858	>an~
100860	musorif
100862	>aSoHa`b
100864	naAr
100867	*akara
100869	maA
qaAla
100874	>ufaw~iDu
>amor
100877	<ilaY`
{ll~ah
<in~
{ll~ah
baSiyr
100884	Eabod
100886	waqaY`
100888	{ll~ah
say~i_#aAt
maA
makara
100894	HaAqa
100896	'aAl
firoEawon
suw^'
100900	Ea*aAb
100902	naAr
EaraDa
100905	EalaY`
100907	guduw~
100909	Ea$iY~
100911	yawom
qaAma
100914	saAEap
>udoxila
100917	'aAl
firoEawon
>a$ad~
100921	Ea*aAb
100923	<i*
yataHaA^j~u
100926	fiY
100928	naAr
100930	qaAla
100932	DaEiyf
100934	{l~a*iY
{sotakobara
100937	<in~
100939	kaAna
100943	tabaE
100945	hal
100947	m~ugonuwn
Ean
100950	naSiyb
min
100953	naAr
qaAla
{l~a*iY
{sotakobara
100958	<in~
100960	kul~
fiY
100963	<in~
{ll~ah
qad
Hakama
bayon
100969	Eabod
100971	qaAla
{l~a*iY
fiY
100975	naAr
100977	xazanat
jahan~am
daEaA
100981	rab~
100983	xaf~afa
Ean
100986	yawom
min
100989	Ea*aAb
qaAla
100994	lam
kaAna
>ataY
100998	rasuwl
101002	bay~inap
qaAla
101005	balaY`
qaAla
101009	daEaA
101012	maA
duEaA^'
101015	ka`firuwn
<il~aA
fiY
Dala`l
<in~
101022	naSara
rasuwl
101026	{l~a*iY
'aAmana
101029	fiY
101031	Hayaw`p
101033	d~unoyaA
101035	yawom
qaAma
101038	$aAhid
yawom
laA
nafaEa
101043	ZaAlim
maEo*irap
101050	laEonap
101054	suw^'
101056	daAr
101059	qad
A^taY
101062	muwsaY`
101064	hudFY
101066	>aworava
101068	bunaY~
<isoraA}iyl
101071	kita`b
hudFY
101074	*ikoraY`
101076	>uwliY
101078	>aloba`b
101080	Sabara
<in~
waEod
{ll~ah
Haq~
101086	{sotagofara
101088	*anb
101091	sab~aHa
101093	Hamod
rab~
101098	Ea$iY~
101101	<iboka`r
<in~
{l~a*iY
ja`dalu
101106	fiY
'aAyap
{ll~ah
101110	gayor
suloTa`n
>ataY
101114	<in
fiY
Sador
101118	<il~aA
kibor
maA
101123	ba`lig
101126	{sotaEi*o
101128	{ll~ah
<in~
101133	samiyE
101135	baSiyr
101137	xaloq
101139	samaA^'
101142	>aroD
>akobar
min
xaloq
101147	n~aAs
101149	la`kin~
>akovar
101152	n~aAs
laA
Ealima
101157	maA
{sotawaY`^
101160	>aEomaY`
101163	baSiyr
101165	{l~a*iY
'aAmana
101169	Eamila
101172	S~a`liHa`t
101174	laA
101176	musiY^'
qaliyl
maA
ta*ak~ara
101181	<in~
101183	saAEap
101185	A^tiy
laA
rayob
fiY
101191	la`kin~
>akovar
101194	n~aAs
laA
'aAmana
101199	qaAla
rab~
101202	daEaA
101205	{sotajaAba
101208	<in~
{l~a*iY
{sotakobara
101212	Ean
EibaAdat
101216	daxala
101218	jahan~am
da`xiruwn
{ll~ah
{l~a*iY
jaEala
101226	layol
101228	sakana
101230	fiY
101234	nahaAr
muboSir
<in~
{ll~ah
101239	*uw
faDol
EalaY`
101243	n~aAs
101245	la`kin~
>akovar
101248	n~aAs
laA
$akara
101252	*a`lik
{ll~ah
rab~
101256	xa`liq
kul~
$aYo'
laA
<ila`h
<il~aA
101264	>an~aY`
>ufika
101268	*a`lik
>ufika
{l~a*iY
kaAna
101274	'aAyap
{ll~ah
jaHadu
101278	{ll~ah
{l~a*iY
jaEala
101284	>aroD
qaraAr
101288	samaA^'
binaA^'
101291	Saw~ara
101294	>aHosana
Suwrap
101298	razaqa
101300	min
101302	Tay~iba`t
*a`lik
{ll~ah
rab~
101308	tabaAraka
{ll~ah
rab~
101312	Ea`lamiyn
101315	Hay~
laA
<ila`h
<il~aA
101321	daEaA
101324	muxoliS
101328	diyn
101330	Hamod
101332	{ll~ah
rab~
101335	Ea`lamiyn
qaAla
<in~
101339	nahaY`
101341	>an
Eabada
{l~a*iY
daEaA
101346	min
duwn
{ll~ah
lam~aA
jaA^'a
101353	bay~inap
min
rab~
101358	>amara
101360	>an
>asolama
101363	rab~
101365	Ea`lamiyn
101367	{l~a*iY
xalaqa
101370	min
turaAb
vum~
min
n~uTofap
vum~
min
Ealaqap
vum~
>axoraja
101381	Tifol
vum~
101384	balaga
101386	>a$ud~
101388	vum~
101390	kaAna
101392	$ayox
101394	min
101396	man
tawaf~aY`
min
qabol
101402	balaga
101404	>ajal
m~usam~FY
101407	laEal~
101409	Eaqalu
101412	{l~a*iY
>aHoyaA
101415	>amaAta
101417	<i*aA
qaDaY`^
>amor
101421	<in~
maA
qaAla
101426	kaAna
101428	kaAna
101430	lam
ra'aA
<ilaY`
{l~a*iY
ja`dalu
101436	fiY
'aAyap
{ll~ah
>an~aY`
Sarafa
101442	{l~a*iY
ka*~aba
101447	kita`b
101450	maA
>arosala
101455	rasuwl
101458	sawof
Ealima
101461	<i*
101463	gil~
fiY
Eunuq
101469	silosilap
yusoHabu
101472	fiY
101474	Hamiym
vum~
fiY
101478	naAr
yusojaru
101481	vum~
qaAla
101485	>ayon
maA
kaAna
101489	>a$oraka
101491	min
duwn
{ll~ah
qaAla
101496	Dal~a
101498	Ean
101500	bal
lam
kaAna
daEaA
min
qabol
$aYo'
101508	*a`lik
>aDal~a
{ll~ah
101512	ka`firuwn
*a`lik
101515	maA
kaAna
101518	fariHa
101520	fiY
101522	>aroD
101524	gayor
101526	Haq~
101529	maA
kaAna
101532	tamoraHu
101534	daxala
101536	baAb
jahan~am
xa`lid
fiY
101542	bi}osa
mavowFY
101545	mutakab~ir
101547	Sabara
<in~
waEod
{ll~ah
Haq~
101553	<im~aA
>arayo
101557	baEoD
{l~a*iY
waEada
101561	>aw
tawaf~aY`
101566	<ilaY`
101568	rajaEa
101572	qad
>arosala
101575	rasuwl
min
qabol
101579	min
101581	man
qaS~a
101584	EalaY`
101587	min
101589	man
lam
qaS~a
EalaY`
101595	maA
kaAna
101598	rasuwl
>an
>ataY
101602	'aAyap
<il~aA
101605	<i*on
{ll~ah
101608	<i*aA
jaA^'a
>amor
{ll~ah
qaDaY`^
101615	Haq~
101617	xasira
hunaAlik
101620	muboTiluwn
{ll~ah
{l~a*iY
jaEala
101627	n~aEam
101629	rakiba
101631	min
101634	min
101636	>akala
101641	fiY
101643	mana`fiE
101646	balaga
101648	EalaY`
101650	HaAjap
fiY
Sador
101655	EalaY`
101658	EalaY`
101660	fulok
Hamala
101664	>arayo
101666	'aAyap
101669	>aY~
'aAyap
{ll~ah
yunkiru
101676	lam
saAra
101679	fiY
101681	>aroD
101683	n~aZara
101685	kayof
kaAna
Ea`qibap
{l~a*iY
min
qabol
101692	kaAna
101694	>akovar
min
101698	>a$ad~
quw~ap
101701	>avar
fiY
101704	>aroD
101706	maA
>agonaY`
Ean
101710	maA
kaAna
101713	kasaba
101716	lam~aA
jaA^'a
101719	rasuwl
101723	bay~inap
fariHa
101727	maA
Eind
101730	min
101732	Eilom
101734	HaAqa
101737	maA
kaAna
101742	{sotuhozi}a
101745	lam~aA
ra'aA
101748	ba>os
101750	qaAla
101752	'aAmana
101755	{ll~ah
waHod
101759	kafara
101762	maA
kaAna
101767	mu$orik
101769	lam
kaAna
nafaEa
101773	<iyma`n
101775	lam~aA
ra'aA
101778	ba>os
101780	sun~ap
{ll~ah
{l~a*iY
qad
xalaA
fiY
Eabod
101789	xasira
hunaAlik
101792	ka`firuwn
101794	tanziyl
min
101797	r~aHoma`n
101799	r~aHiym
kita`b
faS~ala
'aAyap
101804	quro'aAn
Earabiy~
101807	qawom
Ealima
101810	ba$iyr
101812	na*iyr
101814	>aEoraDa
>akovar
101819	laA
samiEa
101823	qaAla
101825	qalob
101827	fiY
>akin~ap
min
maA
daEaA
101833	<ilaY`
101836	fiY
>u*unN
101839	waqor
101841	min
bayon
101845	bayon
101847	HijaAb
101849	Eamila
<in~
101852	Ea`mil
qaAla
<in~
maA
101857	ba$ar
mivol
101860	>awoHaY`^
<ilaY`
101863	>an~
maA
<ila`h
101867	<ila`h
wa`Hid
101870	{sotaqa`mu
101872	<ilaY`
101875	{sotagofara
101879	wayol
101882	mu$orik
{l~a*iY
laA
A^taY
101888	zakaw`p
101893	A^xir
101895	ka`firuwn
<in~
{l~a*iY
'aAmana
101901	Eamila
101904	S~a`liHa`t
101907	>ajor
gayor
mamonuwn
qaAla
101912	<in~
101915	kafara
101918	{l~a*iY
xalaqa
101921	>aroD
fiY
yawom
101925	jaEala
101929	>andaAd
*a`lik
rab~
101933	Ea`lamiyn
101935	jaEala
fiY
101938	rawa`siY
min
fawoq
101943	ba`raka
fiY
101947	qad~ara
fiY
101950	>aqowa`t
101952	fiY
>arobaEap
yawom
sawaA^'
101958	saA^}il
vum~
{sotawaY`^
<ilaY`
101963	samaA^'
101966	duxaAn
101968	qaAla
101974	>aroD
>ataY
101977	TawoE
>aw
karoh
qaAla
101982	>ataY
101984	TaA^}iEiyn
101986	qaDaY`^
101988	saboE
samaA^'
fiY
yawom
101993	>awoHaY`^
fiY
kul~
samaA^'
>amor
102000	zay~ana
102003	samaA^'
102005	d~unoyaA
102007	miSobaAH
102009	HifoZ
*a`lik
taqodiyr
102013	Eaziyz
102015	Ealiym
102017	<in
>aEoraDa
102021	qaAla
>an*ara
102025	SaAEiqap
mivol
SaAEiqap
EaAd2
102030	vamuwd
<i*
jaA^'a
102035	rasuwl
min
bayon
yad
102041	min
xalof
102044	>an
laA
Eabada
102048	<il~aA
{ll~ah
qaAla
102052	law
$aA^'a
rab~
102057	>anzala
malak
102060	<in~
102063	maA
>arosala
102068	ka`firuwn
102070	>am~aA
EaAd2
102073	{sotakobara
102075	fiY
102077	>aroD
102079	gayor
102081	Haq~
102083	qaAla
102085	man
>a$ad~
min
102089	quw~ap
102092	lam
ra'aA
102095	>an~
{ll~ah
{l~a*iY
xalaqa
102101	>a$ad~
min
102104	quw~ap
102106	kaAna
102109	'aAyap
102111	jaHadu
102114	>arosala
102116	EalaY`
102118	riyH
SaroSar
fiY
yawom
n~aHisaAt
102124	>a*aAqa
102126	Ea*aAb
102128	xizoY
fiY
102131	Hayaw`p
102133	d~unoyaA
102136	Ea*aAb
102138	A^xir
>axozaY`
102142	laA
naSara
102146	>am~aA
vamuwd
102149	hadaY
102153	{sotaHab~u
102156	EamFY
EalaY`
102159	hudFY
102161	>axa*a
102163	SaAEiqap
102165	Ea*aAb
102167	huwn
102169	maA
kaAna
102172	kasaba
102175	naj~aY`
102177	{l~a*iY
'aAmana
102181	kaAna
102183	{t~aqaY`
102186	yawom
Ha$ara
Eaduw~
{ll~ah
<ilaY`
102192	naAr
102195	yuwzaEu
102197	Hat~aY`
<i*aA
maA
jaA^'a
102203	$ahida
EalaY`
102206	samoE
102209	baSar
102212	juluwd
102215	maA
kaAna
102218	Eamila
102221	qaAla
102224	juluwd
102227	maA
$ahida
102230	EalaY`
102232	qaAla
102234	>anTaqa
102236	{ll~ah
{l~a*iY
>anTaqa
kul~
$aYo'
102243	xalaqa
102245	>aw~al
mar~ap
102248	<ilaY`
102250	rajaEa
102253	maA
kaAna
102256	tasotatiru
102258	>an
$ahida
EalaY`
102262	samoE
102265	laA
baSar
102269	laA
juluwd
102273	la`kin
Zan~a
102276	>an~
{ll~ah
laA
Ealima
kaviyr
min
maA
Eamila
102286	*a`lik
Zan~
102289	{l~a*iY
Zan~a
102293	rab~
102295	>arodaY`
102298	>aSobaHa
102300	min
102302	xa`siriyn
102304	<in
Sabara
102309	naAr
mavowFY
102314	<in
yasotaEotibu
102318	maA
102320	min
102322	muEotabiyn
102324	qay~aDo
102328	qariyn
102330	zay~ana
102334	maA
bayon
yad
102339	maA
xalof
102343	Haq~a
EalaY`
102347	qawol
fiY
>um~ap
qad
xalaA
min
qabol
102355	min
102357	jin~
102360	<ins
<in~
102363	kaAna
102365	xa`siriyn
102367	qaAla
{l~a*iY
kafara
102371	laA
samiEa
102375	ha`*aA
102377	quro'aAn
102379	{loga
102381	fiY
102383	laEal~
102385	galabu
102389	>a*aAqa
102391	{l~a*iY
kafara
102394	Ea*aAb
$adiyd
102398	jazaY`
102401	>asowa>
{l~a*iY
kaAna
102405	Eamila
102407	*a`lik
jazaA^'
Eaduw~
{ll~ah
102412	naAr
102415	fiY
102417	daAr
102419	xulod
jazaA^'
102422	maA
kaAna
102426	'aAyap
102428	jaHadu
102431	qaAla
{l~a*iY
kafara
102435	rab~
102437	>arayo
102439	{l~a*iY
>aDal~a
102443	min
102445	jin~
102448	<ins
jaEala
102451	taHot
qadam
102455	kaAna
102457	min
102459	>asofal
<in~
{l~a*iY
qaAla
102464	rab~
102466	{ll~ah
vum~
{sotaqa`mu
102470	tanaz~alato
EalaY`
102474	malak
>an
laA
xaAfa
102480	laA
yaHozun
102484	>abo$iru
102488	jan~ap
{l~a*iY
kaAna
102492	waEada
102495	waliY~
102497	fiY
102499	Hayaw`p
102501	d~unoyaA
102503	fiY
102505	A^xir
102509	fiY
102511	maA
{$otahato
nafos
102518	fiY
102520	maA
yad~aEu
102523	nuzul
min
gafuwr
r~aHiym
102528	man
>aHosan
qawol
min
man
daEaA
<ilaY`
{ll~ah
102537	Eamila
Sa`liH
102540	qaAla
<in~
102543	min
102545	musolim
102547	laA
{sotawaY`^
102550	Hasanap
102552	laA
102554	say~i}ap
dafaEo
102557	{l~a*iY
102559	>aHosan
102561	<i*aA
{l~a*iY
bayon
102566	bayon
102568	Eada`wap
ka>an~
102571	waliY~
Hamiym
102574	maA
laq~aY`
102577	<il~aA
{l~a*iY
Sabara
102582	maA
laq~aY`
102585	<il~aA
*uw
HaZ~
EaZiym
102590	<im~aA
n~azaga
102594	min
102596	$ayoTa`n
nazog
102599	{sotaEi*o
102601	{ll~ah
<in~
102606	samiyE
102608	Ealiym
102610	min
'aAyap
102614	layol
102617	nahaAr
102620	$amos
102623	qamar
laA
sajada
102629	$amos
102631	laA
102634	qamar
102636	sajada
102639	{ll~ah
{l~a*iY
xalaqa
102643	<in
kaAna
102646	<iy~aA
Eabada
102650	<in
{sotakobara
102654	{l~a*iY
Eind
rab~
102658	sab~aHa
102664	layol
102667	nahaAr
102670	laA
yaso_#amu
102674	min
'aAyap
102677	>an~
102679	ra'aA
102681	>aroD
xaA$iE
102684	<i*aA
>anzala
102687	EalaY`
102690	maA^'
{hotaz~ato
102693	rabato
<in~
{l~a*iY
>aHoyaA
102699	muHoY
102701	m~ay~it
<in~
102704	EalaY`
kul~
$aYo'
qadiyr
<in~
{l~a*iY
yuloHidu
102712	fiY
'aAyap
102715	laA
yaxofaY`
102718	EalaY`
102722	man
>aloqaY`^
fiY
102726	naAr
xayor
>am
man
>ataY
'aAmin
yawom
102734	qiya`map
Eamila
102737	maA
$aA^'a
102740	<in~
102743	maA
Eamila
102746	baSiyr
<in~
{l~a*iY
kafara
102753	*ikor
lam~aA
jaA^'a
102758	<in~
102761	kita`b
Eaziyz
laA
>ataY
102767	ba`Til
min
bayon
yad
102773	laA
min
xalof
102777	tanziyl
min
Hakiym
Hamiyd
maA
qaAla
102785	<il~aA
maA
qad
qaAla
102791	rasuwl
min
qabol
102795	<in~
rab~
102799	*uw
m~agofirap
102802	*uw
EiqaAb
>aliym
102806	law
jaEala
102810	quro'aAn
>aEojamiY~
102813	qaAla
102815	lawolaA^
faS~ala
'aAyap
102820	>aEojamiY~
102822	Earabiy~
qaAla
102826	{l~a*iY
'aAmana
102829	hudFY
102831	$ifaA^'
102833	{l~a*iY
laA
'aAmana
102837	fiY
>u*unN
102840	waqor
102843	EalaY`
102845	EamFY
>uwla`^}ik
naAdaY`
102849	min
m~akaAn
baEiyd
102854	qad
A^taY
102857	muwsaY`
102859	kita`b
102861	{xotalafa
fiY
102865	lawolaA^
kalimap
sabaqa
min
rab~
102872	qaDaY`^
bayon
102876	<in~
102879	fiY
$ak~
min
102883	muriyb
man
Eamila
Sa`liH
102889	nafos
102892	man
>asaA^'a
102895	EalaY`
102898	maA
rab~
102902	Zal~a`m
102905	Eabod
<ilaY`
102908	rad~a
Eilom
102911	saAEap
102913	maA
xaraja
min
vamara`t
min
>akomaAm
102921	maA
Hamala
min
>unvaY`
102926	laA
waDaEa
<il~aA
102930	Eilom
102933	yawom
naAdaY`
102936	>ayon
$ariyk
102939	qaAla
102941	'aA*an
102944	maA
min
102947	min
$ahiyd
102950	Dal~a
Ean
102953	maA
kaAna
102956	daEaA
102958	min
qabol
102961	Zan~a
102963	maA
102966	min
m~aHiyS
laA
yaso_#amu
102971	<insa`n
min
duEaA^'
102975	xayor
102977	<in
mas~a
102981	$ar~
102983	ya_#uws
qanuwT
102987	<in
>a*aAqa
102991	raHomap
min
102994	min
baEod
Dar~aA^'
mas~a
103000	qaAla
103002	ha`*aA
103006	maA
Zan~a
103009	saAEap
qaA^}imap
103013	<in
rajaEa
103016	<ilaY`
rab~
103019	<in~
103022	Eind
103026	HusonaY`
103029	nab~a>a
103031	{l~a*iY
kafara
103035	maA
Eamila
103040	>a*aAqa
103043	min
Ea*aAb
galiyZ
103047	<i*aA
>anoEama
103050	EalaY`
103052	<insa`n
>aEoraDa
103055	na_#aA
103057	jaAnib
103060	<i*aA
mas~a
103064	$ar~
103066	*uw
duEaA^'
EariyD
qaAla
103071	ra'aA
103073	<in
kaAna
min
Eind
{ll~ah
vum~
kafara
103083	man
>aDal~
min
man
103088	fiY
$iqaAq
baEiyd
103092	>arayo
103094	'aAyap
103096	fiY
103098	>ufuq
103100	fiY
nafos
103103	Hat~aY`
tabay~ana
103107	>an~
103110	Haq~
103113	lam
kafaY`
103116	rab~
103118	>an~
103120	EalaY`
kul~
$aYo'
$ahiyd
>alaA^
<in~
103127	fiY
miroyap
min
liqaA^'
rab~
103133	>alaA^
<in~
103137	kul~
$aYo'
muHiyT
103143	*a`lik
>awoHaY`^
<ilaY`
103148	<ilaY`
{l~a*iY
min
qabol
103153	{ll~ah
103155	Eaziyz
103157	Hakiym
103160	maA
fiY
103163	samaA^'
103165	maA
fiY
103168	>aroD
103172	Ealiy~
103174	EaZiym
kaAda
103177	samaA^'
faTara
103180	min
fawoq
103185	malak
sab~aHa
103189	Hamod
rab~
103193	{sotagofara
103196	man
fiY
103199	>aroD
>alaA^
<in~
{ll~ah
103205	gafuwr
103207	r~aHiym
103209	{l~a*iY
{t~axa*a
103212	min
duwn
103215	waliY~
{ll~ah
HafiyZ
EalaY`
103221	maA
103223	EalaY`
103226	wakiyl
103229	*a`lik
>awoHaY`^
103232	<ilaY`
103234	quro'aAn
Earabiy~
103237	>an*ara
>um~
103240	qaroyap
103242	man
Hawol
103246	>an*ara
yawom
103249	jamoE
laA
rayob
fiY
103254	fariyq
fiY
103257	jan~ap
103259	fariyq
fiY
103262	saEiyr
103264	law
$aA^'a
{ll~ah
103268	jaEala
103270	>um~ap
wa`Hidap
103273	la`kin
>udoxila
man
$aA^'a
fiY
raHomap
103282	ZaAlim
maA
103286	min
waliY~
103289	laA
naSiyr
>am
{t~axa*a
103294	min
duwn
103297	waliY~
103299	{ll~ah
103302	waliY~
103305	>aHoyaA
103307	m~ay~it
103310	EalaY`
kul~
$aYo'
qadiyr
103315	maA
{xotalafa
103318	fiY
103320	min
$aYo'
103323	Hukom
103325	<ilaY`
{ll~ah
*a`lik
{ll~ah
rab~
103331	EalaY`
103333	tawak~alo
103336	<ilaY`
103338	>anaAba
faATir
103341	samaA^'
103344	>aroD
jaEala
103348	min
nafos
103351	zawoj
103353	min
103355	n~aEam
zawoj
*ara>a
103359	fiY
103361	l~ayosa
103363	mivol
103365	$aYo'
103369	samiyE
103371	baSiyr
103374	maqaAliyd
103376	samaA^'
103379	>aroD
basaTa
103382	rizoq
103384	man
$aA^'a
103387	qadara
<in~
103391	kul~
$aYo'
Ealiym
$araEa
103397	min
103399	diyn
maA
waS~aY`
103404	nuwH
103406	{l~a*iY
>awoHaY`^
103409	<ilaY`
103412	maA
waS~aY`
103417	<iboraAhiym
103419	muwsaY`
103421	EiysaY
>an
>aqaAma
103426	diyn
103428	laA
tafar~aqa
103431	fiY
103433	kabura
EalaY`
103436	mu$orik
maA
daEaA
103440	<ilaY`
103442	{ll~ah
{jotabaY`
<ilaY`
103446	man
$aA^'a
103449	hadaY
<ilaY`
103452	man
>anaAba
103455	maA
tafar~aqa
103458	<il~aA
min
baEod
maA
jaA^'a
103465	Eilom
bagoy
bayon
103470	lawolaA^
kalimap
sabaqa
min
rab~
103476	<ilaY`
>ajal
m~usam~FY
103480	qaDaY`^
bayon
103484	<in~
{l~a*iY
>aworava
103489	kita`b
min
baEod
103494	fiY
$ak~
min
103498	muriyb
103501	*a`lik
103503	daEaA
103505	{sotaqa`mu
103507	maA
>amara
103511	laA
{t~abaEa
>ahowaA^'
103516	qaAla
'aAmana
103520	maA
>anzala
{ll~ah
min
kita`b
103526	>amara
103529	Eadala
bayon
103532	{ll~ah
rab~
103536	rab~
103540	Eamal
103545	Eamal
103547	laA
Huj~ap
bayon
103552	bayon
103554	{ll~ah
jamaEa
bayon
103559	<ilaY`
103562	maSiyr
103564	{l~a*iY
HaA^j~a
103567	fiY
{ll~ah
min
baEod
maA
{sotajaAba
103575	Huj~ap
103577	daAHiDap
Eind
rab~
103582	EalaY`
103584	gaDab
103588	Ea*aAb
$adiyd
{ll~ah
{l~a*iY
>anzala
103594	kita`b
103597	Haq~
103600	miyzaAn
103602	maA
>adoraY`
103605	laEal~
103607	saAEap
qariyb
{sotaEojala
103612	{l~a*iY
laA
'aAmana
103619	{l~a*iY
'aAmana
103622	mu$ofiquwn
min
103626	Ealima
103628	>an~
103631	Haq~
>alaA^
<in~
{l~a*iY
tamaAra
103637	fiY
103639	saAEap
103641	fiY
Dala`l
baEiyd
{ll~ah
laTiyf
103647	Eabod
103649	razaqa
man
$aA^'a
103655	qawiY~
103657	Eaziyz
man
kaAna
>araAda
Harov
103663	A^xir
zaAda
103667	fiY
Harov
103671	man
kaAna
>araAda
Harov
103676	d~unoyaA
A^taY
103679	min
103682	maA
103685	fiY
103687	A^xir
min
naSiyb
>am
103693	$ariyk
$araEa
103698	min
103700	diyn
maA
lam
>a*ina
103706	{ll~ah
103708	lawolaA^
kalimap
103711	faSol
103713	qaDaY`^
bayon
103717	<in~
103719	ZaAlim
103722	Ea*aAb
>aliym
ra'aA
103726	ZaAlim
mu$ofiquwn
min
maA
kasaba
103734	waAqiE
103738	{l~a*iY
'aAmana
103742	Eamila
103745	S~a`liHa`t
fiY
rawoDaAt
103749	jan~ap
103752	maA
$aA^'a
103755	Eind
rab~
103758	*a`lik
103761	faDol
103763	kabiyr
*a`lik
{l~a*iY
bu$~ira
{ll~ah
Eabod
103770	{l~a*iY
'aAmana
103774	Eamila
103777	S~a`liHa`t
qaAla
laA
sa>ala
103782	EalaY`
103784	>ajor
<il~aA
103787	m~awad~ap
fiY
103790	qurobaY`
103792	man
{qotarafo
Hasanap
zaAda
103798	fiY
103800	Huson
<in~
{ll~ah
gafuwr
$akuwr
>am
qaAla
103808	{fotaraY`
EalaY`
{ll~ah
ka*ib
103813	<in
$aA^'a
{ll~ah
xatama
EalaY`
qalob
103821	maHawo
{ll~ah
103824	ba`Til
103826	yuHiq~a
103828	Haq~
103830	kalima`t
103832	<in~
103834	Ealiym
103836	*uw
103838	Sador
103841	{l~a*iY
yaqobalu
103844	tawobap
Ean
Eabod
103849	EafaA
Ean
103852	say~i_#aAt
103854	Ealima
maA
faEala
103859	{sotajaAba
{l~a*iY
'aAmana
103864	Eamila
103867	S~a`liHa`t
103869	zaAda
103871	min
faDol
103876	ka`firuwn
103879	Ea*aAb
$adiyd
103882	law
basaTa
{ll~ah
103886	rizoq
103888	Eabod
103891	bagaY`
103893	fiY
103895	>aroD
103897	la`kin
naz~ala
103900	qadar
maA
$aA^'a
<in~
103906	Eabod
103908	xabiyr
baSiyr
103912	{l~a*iY
naz~ala
103915	gayov
min
baEod
maA
qanaTu
103922	nu$irato
raHomap
103928	waliY~
103930	Hamiyd
103932	min
'aAyap
103935	xaloq
103937	samaA^'
103940	>aroD
103942	maA
bav~a
fiY
103946	min
daA^b~ap
103950	EalaY`
jamoE
103953	<i*aA
$aA^'a
qadiyr
103957	maA
>aSaAba
103960	min
m~uSiybap
103964	maA
kasaba
yad
103969	EafaA
Ean
kaviyr
103973	maA
103976	muEojiz
fiY
103979	>aroD
103981	maA
103984	min
duwn
{ll~ah
min
waliY~
103990	laA
naSiyr
103993	min
'aAyap
103997	jawaAr
fiY
104000	baHor
104003	>aEola`m
<in
$aA^'a
>asokan
104008	riyH
104010	Zal~a
104012	rawaAkid
EalaY`
Zahor
104016	<in~
fiY
*a`lik
104020	'aAyap
104022	kul~
Sab~aAr
$akuwr
>aw
yuwbiqo
104029	maA
kasaba
104033	EafaA
Ean
kaviyr
104037	Ealima
{l~a*iY
ja`dalu
104041	fiY
'aAyap
104044	maA
104047	min
m~aHiyS
104050	maA
A^taY
104053	min
$aYo'
104056	mata`E
104058	Hayaw`p
104060	d~unoyaA
104062	maA
Eind
{ll~ah
xayor
104067	>aboqaY`^
104069	{l~a*iY
'aAmana
104073	EalaY`
rab~
104076	tawak~alo
104079	{l~a*iY
{jotanabu
104082	kabiyrap
104084	<ivom
104087	fa`Hi$ap
104089	<i*aA
maA
gaDiba
104094	gafara
104097	{l~a*iY
{sotajaAba
104101	rab~
104104	>aqaAma
104107	Salaw`p
104109	>amor
104111	$uwraY`
bayon
104115	min
maA
razaqa
104120	>anfaqa
104123	{l~a*iY
<i*aA
>aSaAba
104128	bagoy
104130	{ntaSara
104133	jazaA^'
say~i}ap
say~i}ap
mivol
104139	man
EafaA
104142	>aSolaHa
104144	>ajor
104146	EalaY`
{ll~ah
<in~
104150	laA
>aHobabo
104153	ZaAlim
104156	man
{ntaSara
baEod
Zulom
104162	>uwla`^}ik
maA
EalaY`
104166	min
sabiyl
<in~
maA
104171	sabiyl
EalaY`
{l~a*iY
Zalama
104177	n~aAs
104179	bagaY`
104181	fiY
104183	>aroD
104185	gayor
104187	Haq~
>uwla`^}ik
104191	Ea*aAb
>aliym
104195	man
Sabara
104198	gafara
<in~
*a`lik
104202	min
Eazom
104205	>amor
104207	man
>aDal~a
{ll~ah
104211	maA
104214	min
waliY~
min
baEod
104220	ra'aA
104222	ZaAlim
lam~aA
ra'aA
104227	Ea*aAb
qaAla
104230	hal
<ilaY`
marad~
min
sabiyl
104236	ra'aA
104238	EaraDa
104240	EalaY`
104242	xaA$iE
min
104245	*~ul~
n~aZara
104248	min
Tarof
xafiY~
104252	qaAla
{l~a*iY
'aAmana
104256	<in~
104258	xa`siriyn
{l~a*iY
xasira
104262	nafos
104265	>ahol
104267	yawom
104269	qiya`map
>alaA^
<in~
104273	ZaAlim
fiY
Ea*aAb
m~uqiym
104278	maA
kaAna
104282	min
waliY~
naSara
104287	min
duwn
{ll~ah
104291	man
>aDal~a
{ll~ah
104295	maA
104298	min
sabiyl
{sotajaAba
104303	rab~
104305	min
qabol
>an
>ataY
yawom
laA
marad~
104314	min
{ll~ah
maA
104319	min
m~aloja<
yawoma}i*
104323	maA
104326	min
n~akiyr
104329	<in
>aEoraDa
104333	maA
>arosala
104337	EalaY`
104339	HafiyZ
<in
EalaY`
104343	<il~aA
104345	bala`g
104347	<in~
104349	<i*aA
>a*aAqa
104353	<insa`n
min
104356	raHomap
fariHa
104361	<in
>aSaAba
104364	say~i}ap
104366	maA
qad~ama
yad
104371	<in~
104373	<insa`n
kafuwr
104376	{ll~ah
mulok
104379	samaA^'
104382	>aroD
xalaqa
maA
$aA^'a
wahaba
104388	man
$aA^'a
>unvaY`
104392	wahaba
104394	man
$aA^'a
104397	*akar
>aw
zuw~ijato
104401	*akar
104403	>unvaY`
104405	jaEala
man
$aA^'a
Eaqiym
<in~
104411	Ealiym
qadiyr
104414	maA
kaAna
104417	ba$ar
>an
kal~ama
104421	{ll~ah
<il~aA
waHoY
>aw
min
waraA^'
104428	HijaAb
>aw
>arosala
rasuwl
104433	>awoHaY`^
104435	<i*on
104437	maA
$aA^'a
<in~
104441	Ealiy~
Hakiym
104445	*a`lik
>awoHaY`^
104448	<ilaY`
104450	ruwH
min
>amor
104454	maA
kaAna
104457	tadoriY
maA
104460	kita`b
104462	laA
104464	<iyma`n
104466	la`kin
jaEala
104470	nuwr
hadaY
104474	man
$aA^'a
min
Eabod
104480	<in~
104483	hadaY
<ilaY`
Sira`T
m~usotaqiym
Sira`T
{ll~ah
{l~a*iY
104492	maA
fiY
104495	samaA^'
104497	maA
fiY
104500	>aroD
>alaA^
<ilaY`
{ll~ah
taSiyru
104506	>amor
104510	kita`b
104512	m~ubiyn
<in~
104515	jaEala
104518	quro'aAn
Earabiy~
laEal~
104522	Eaqalu
104525	<in~
104527	fiY
>um~
104530	kita`b
laday
104534	Ealiy~
Hakiym
104538	Daraba
Ean
104542	*ikor
SafoH
>an
kaAna
104547	qawom
musorif
104550	kam
>arosala
104553	min
n~abiY~
fiY
104557	>aw~al
104559	maA
>ataY
104562	min
n~abiY~
<il~aA
kaAna
104569	{sotuhozi}a
104572	>aholaka
104574	>a$ad~
min
104577	baTo$
104579	maDaY`
maval
104582	>aw~al
104585	<in
sa>ala
104589	man
xalaqa
104592	samaA^'
104595	>aroD
104597	qaAla
104599	xalaqa
104602	Eaziyz
104604	Ealiym
{l~a*iY
jaEala
104610	>aroD
mahod
104613	jaEala
104616	fiY
104618	sabiyl
laEal~
104621	{hotadaY`
104624	{l~a*iY
naz~ala
min
104628	samaA^'
maA^'
104631	qadar
104633	>an$ara
104637	balodap
m~ayot
104640	*a`lik
>axoraja
104644	{l~a*iY
xalaqa
104647	zawoj
kul~
104651	jaEala
104654	min
104656	fulok
104659	n~aEam
maA
rakiba
104664	{sotawaY`^
104666	EalaY`
Zahor
104669	vum~
*akara
104672	niEomap
rab~
104675	<i*aA
{sotawaY`^
104678	EalaY`
104681	qaAla
104683	suboHa`n
{l~a*iY
sax~ara
104688	ha`*aA
104690	maA
kaAna
104695	muqoriniyn
104697	<in~
104699	<ilaY`
rab~
104703	munqalibuwn
104705	jaEala
104709	min
Eabod
104712	juzo'
<in~
104715	<insa`n
104717	kafuwr
m~ubiyn
>am
{t~axa*a
min
maA
xalaqa
banaAt
104726	>aSofaY`
104730	bunaY~
104732	<i*aA
bu$~ira
>aHad
104737	maA
Daraba
104741	r~aHoma`n
maval
Zal~a
wajoh
104746	musowad~
104749	kaZiym
104752	man
yuna$~a&uA@
fiY
104756	Hiloyap
104759	fiY
104761	xaSiym
gayor
m~ubiyn
104765	jaEala
104768	malak
{l~a*iY
104771	Eabod
104773	r~aHoma`n
>unvaY`
104776	$ahida
104778	xaloq
104781	kataba
$aha`dap
104785	sa>ala
104788	qaAla
104790	law
$aA^'a
104793	r~aHoma`n
maA
Eabada
104798	maA
104802	*a`lik
min
Eilom
<in
104807	<il~aA
yaxoruSu
104810	>am
A^taY
104814	kita`b
min
qabol
104822	musotamosikuwn
bal
qaAla
104826	<in~
104828	wajada
104830	A^baA'
104832	EalaY`
>um~ap
104835	<in~
104837	EalaY`
>avar
104840	m~uhotaduwn
104843	*a`lik
maA
>arosala
104847	min
qabol
104850	fiY
qaroyap
min
na*iyr
<il~aA
qaAla
mutorafiyn
104858	<in~
104860	wajada
104862	A^baA'
104864	EalaY`
>um~ap
104867	<in~
104869	EalaY`
>avar
104872	m~uqotaduwn
qaAla
104876	law
jaA^'a
104881	>ahodaY`
min
maA
wajada
104886	EalaY`
104888	A^baA'
104890	qaAla
104892	<in~
104895	maA
>arosala
104900	ka`firuwn
104902	{ntaqamo
104904	min
104907	n~aZara
kayof
kaAna
Ea`qibap
104912	m~uka*~ibiyn
104914	<i*
qaAla
<iboraAhiym
104918	>abN
104921	qawom
104923	<in~
104925	baraA^'
min
maA
Eabada
104930	<il~aA
{l~a*iY
faTara
104935	<in~
104938	hadaY
104941	jaEala
104943	kalimap
baAqiyap
fiY
Eaqib
104948	laEal~
104950	rajaEa
104952	bal
m~at~aEo
104955	ha`*aA
104957	A^baA'
104959	Hat~aY`
jaA^'a
104963	Haq~
104965	rasuwl
m~ubiyn
104968	lam~aA
jaA^'a
104972	Haq~
qaAla
104975	ha`*aA
siHor
104978	<in~
104982	ka`firuwn
104984	qaAla
104986	lawolaA^
naz~ala
ha`*aA
104990	quro'aAn
EalaY`
rajul
min
104995	qaroyap
EaZiym
104999	qasamo
105001	raHomap
rab~
105005	qasamo
105007	bayon
105009	maEiy$ap
105011	fiY
105013	Hayaw`p
105015	d~unoyaA
105017	rafaEa
105019	baEoD
105021	fawoq
baEoD
darajap
105025	{t~axa*a
baEoD
105028	baEoD
suxoriy~
105031	raHomap
rab~
105034	xayor
min
maA
jamaEa
105040	lawolaA^
>an
kaAna
105044	n~aAs
>um~ap
wa`Hidap
105048	jaEala
105051	man
kafara
105055	r~aHoma`n
105057	bayot
105059	saqof
min
fiD~ap
105063	maEaArij
EalaY`
105066	Zahara
105070	bayot
105072	baAb
105074	surur
EalaY`
105077	yat~aki_#u
105080	zuxoruf
105082	<in
kul~
*a`lik
l~am~aA
mata`E
105088	Hayaw`p
105090	d~unoyaA
105093	A^xir
Eind
rab~
105099	mut~aqiyn
105101	man
yaEo$u
Ean
*ikor
105106	r~aHoma`n
qay~aDo
105110	$ayoTa`n
105115	qariyn
105117	<in~
105120	Sad~a
105123	Ean
105125	sabiyl
105127	Hasiba
105129	>an~
105131	m~uhotaduwn
Hat~aY`
<i*aA
jaA^'a
105136	qaAla
105138	layot
bayon
105142	bayon
105144	buEod
105146	ma$oriq
105148	bi}osa
105150	qariyn
105152	lan
nafaEa
105156	yawom
<i*
Zalama
105160	>an~
105162	fiY
105164	Ea*aAb
mu$otarikuwn
105169	>asomaEa
105171	>aSam~
>aw
hadaY
105175	>aEomaY`
105177	man
kaAna
fiY
Dala`l
m~ubiyn
105183	<im~aA
*ahaba
105189	<in~
105191	min
105193	muntaqimuwn
>aw
>arayo
105198	{l~a*iY
waEada
105203	<in~
105205	EalaY`
105207	m~uqotadir
105209	{sotamosaka
105211	{l~a*iY
>awoHaY`^
<ilaY`
105215	<in~
105217	EalaY`
Sira`T
m~usotaqiym
105221	<in~
105224	*ikor
105229	qawom
105232	sawof
sa>ala
105236	sa>ala
man
>arosala
105240	min
qabol
105243	min
rasuwl
105247	jaEala
105249	min
duwn
105252	r~aHoma`n
<ila`h
Eabada
105258	qad
>arosala
105261	muwsaY`
105263	'aAyap
105265	<ilaY`
firoEawon
105268	mala>
105271	qaAla
<in~
105274	rasuwl
rab~
105277	Ea`lamiyn
105279	lam~aA
jaA^'a
105283	'aAyap
105285	<i*aA
105287	min
105289	DaHikato
105292	maA
>arayo
105295	min
'aAyap
<il~aA
105299	>akobar
min
>uxot
105304	>axa*a
105309	Ea*aAb
laEal~
105312	rajaEa
105315	qaAla
105318	>ay~uhaA
105320	sa`Hir
daEaA
105324	rab~
105327	maA
Eahida
Eind
105331	<in~
105334	m~uhotaduwn
105336	lam~aA
ka$afa
105339	Ean
105342	Ea*aAb
<i*aA
105345	n~akava
105348	naAdaY`
firoEawon
fiY
qawom
105353	qaAla
105355	qawom
105358	l~ayosa
105361	mulok
miSor
105364	ha`*aA
105366	nahar
jarayo
min
taHot
105373	laA
>aboSara
105376	>am
105378	xayor
min
ha`*aA
{l~a*iY
105383	m~ahiyn
105385	laA
kaAda
yubiynu
105389	lawolaA^
>aloqaY`^
EalaY`
105393	>asaAwir
min
*ahab
>aw
jaA^'a
maE
105401	malak
muqotariniyn
105404	{sotaxaf~a
qawom
105408	>aTaAEa
105411	<in~
105413	kaAna
105415	qawom
faAsiq
105418	lam~aA
'aAsafu
105422	{ntaqamo
105424	min
105427	>ugoriqu
105430	>ajomaEiyn
105432	jaEala
105435	salaf
105437	maval
105440	A^xir
105442	lam~aA
Daraba
{bon
maroyam
maval
<i*aA
qawom
105450	min
105452	Sad~a
105455	qaAla
105458	<ila`h
105460	xayor
>am
105463	maA
Daraba
105469	<il~aA
jadal
bal
105473	qawom
xaSimuwn
<in
105477	<il~aA
Eabod
>anoEama
105481	EalaY`
105484	jaEala
105487	maval
105489	bunaY~
<isoraA}iyl
105492	law
$aA^'a
105495	jaEala
105497	min
105499	malak
fiY
105502	>aroD
xalafa
105506	<in~
105509	Eilom
105512	saAEap
105514	laA
yamotaru
105520	{t~abaEa
105523	ha`*aA
Sira`T
m~usotaqiym
105527	laA
Sad~a
105532	$ayoTa`n
<in~
105537	Eaduw~
m~ubiyn
105540	lam~aA
jaA^'a
EiysaY
105545	bay~inap
qaAla
qad
jaA^'a
105553	Hikomap
105556	bay~anu
105559	baEoD
{l~a*iY
{xotalafa
105563	fiY
105566	{t~aqaY`
105568	{ll~ah
105570	>aTaAEa
105573	<in~
{ll~ah
105576	rab~
105579	rab~
105582	Eabada
105585	ha`*aA
Sira`T
m~usotaqiym
105589	{xotalafa
105591	Hizob
min
bayon
105596	wayol
105598	{l~a*iY
Zalama
105601	min
Ea*aAb
yawom
>aliym
hal
n~aZara
105608	<il~aA
105610	saAEap
>an
>ataY
105614	bagotap
105617	laA
ya$oEuru
105621	xaliyl
yawoma}i*
baEoD
105626	baEoD
Eaduw~
<il~aA
105630	mut~aqiyn
105632	Eabod
105634	laA
xawof
EalaY`
105639	yawom
105641	laA
105643	yaHozun
105645	{l~a*iY
'aAmana
105649	'aAyap
105652	kaAna
105654	musolim
daxala
105658	jan~ap
105661	zawoj
105663	yuHobaru
105665	TaAfa
EalaY`
105669	SiHaAf
min
*ahab
105673	>akowaAb
105675	fiY
105677	maA
{$otahato
105681	nafos
105683	tala*~u
105685	Eayon
105688	fiY
105690	xa`lid
105692	*a`lik
105694	jan~ap
{l~a*iY
>aworava
105700	maA
kaAna
105703	Eamila
105707	fiY
105709	fa`kihap
kaviyrap
min
105713	>akala
105715	<in~
105717	mujorim
fiY
Ea*aAb
jahan~am
xa`lid
laA
yufat~aru
Ean
105728	fiY
105730	mubolisuwn
105732	maA
Zalama
105737	la`kin
kaAna
105742	ZaAlim
105744	naAdaY`
105747	ma`lik2
105749	qaDaY`^
EalaY`
105752	rab~
105754	qaAla
<in~
105757	m~a`kiviyn
105759	qad
jaA^'a
105765	Haq~
105767	la`kin~
>akovar
105772	Haq~
ka`rihuwn
>am
>aboramu
105777	>amor
105779	<in~
105781	muborimuwn
>am
Hasiba
105785	>an~
105787	laA
samiEa
sir~
105792	najowaY`^
105794	balaY`
105796	rasuwl
105798	laday
105800	kataba
105802	qaAla
<in
kaAna
105807	r~aHoma`n
walad
105811	>aw~al
105813	EaAbid
suboHa`n
rab~
105817	samaA^'
105820	>aroD
rab~
105823	Earo$
Ean
maA
yaSifu
105829	ya*ara
105831	xaADu
105834	yaloEabo
105836	Hat~aY`
yula`qu
105839	yawom
105841	{l~a*iY
waEada
105846	{l~a*iY
fiY
105849	samaA^'
<ila`h
105852	fiY
105854	>aroD
<ila`h
105859	Hakiym
105861	Ealiym
105863	tabaAraka
{l~a*iY
105867	mulok
105869	samaA^'
105872	>aroD
105874	maA
bayon
105878	Eind
105880	Eilom
105882	saAEap
105884	<ilaY`
105886	rajaEa
105889	laA
malakato
{l~a*iY
daEaA
105894	min
duwn
105898	$afa`Eap
<il~aA
man
$ahida
105904	Haq~
105907	Ealima
105911	<in
sa>ala
105915	man
xalaqa
105919	qaAla
105921	{ll~ah
105923	>an~aY`
>ufika
105927	qiyl
105930	rab~
105932	<in~
ha`*aA
qawom
laA
'aAmana
105939	yaSofaHu
Ean
105943	qaAla
sala`m
105946	sawof
Ealima
105952	kita`b
105954	m~ubiyn
<in~
105957	>anzala
105960	fiY
layolap
m~uba`rakap
<in~
105965	kaAna
105967	mun*ir
fiY
105970	faraqo
kul~
>amor
Hakiym
>amor
min
Eind
105978	<in~
105980	kaAna
105982	murosil
raHomap
min
rab~
105987	<in~
105991	samiyE
105993	Ealiym
rab~
105996	samaA^'
105999	>aroD
106001	maA
bayon
106004	<in
kaAna
106007	m~uwqiniyn
laA
<ila`h
<il~aA
106012	>aHoyaA
106014	>amaAta
rab~
106018	rab~
A^baA'
106022	>aw~al
bal
106025	fiY
$ak~
yaloEabo
106030	{rotaqibo
yawom
>ataY
106034	samaA^'
106036	duxaAn
m~ubiyn
ga$iya
106040	n~aAs
ha`*aA
Ea*aAb
>aliym
rab~
106046	ka$afa
Ean
106050	Ea*aAb
<in~
106053	mu&omin
>an~aY`
106058	*ikoraY`
106060	qad
jaA^'a
106063	rasuwl
m~ubiyn
vum~
tawal~aY`
106068	Ean
106071	qaAla
106073	muEal~am
majonuwn
<in~
106077	kaA$if
106079	Ea*aAb
qaliyl
<in~
106083	EaA^}iduwn
yawom
baTa$o
106087	baTo$ap
106089	kuboraY`
<in~
106092	muntaqimuwn
106095	qad
fatanu
106098	qabol
106100	qawom
firoEawon
106103	jaA^'a
106105	rasuwl
kariym
>an
yu&ad~i
106110	<ilaY`
106112	Eabod
{ll~ah
<in~
106118	rasuwl
>amiyn
106121	>an
laA
taEa`laY`
106125	EalaY`
{ll~ah
<in~
106129	>ataY
106132	suloTa`n
m~ubiyn
106135	<in~
106137	Eu*o
106140	rab~
106143	rab~
106145	>an
rajamo
106150	<in
lam
'aAmana
106157	{Eotazala
106161	daEaA
rab~
106164	>an~
ha`*aA
qawom
mujorim
106169	>asoraY`
106171	Eabod
106173	layol
<in~
106176	m~ut~abaEuwn
106178	taraka
106180	baHor
rahow
<in~
106184	jund
m~ugoraquwn
kam
taraka
106189	min
jan~ap
106192	Eayon
106194	zaroE
106196	maqaAm
kariym
106199	n~aEomap
kaAna
106202	fiY
106204	fa`kihiyn
106206	*a`lik
106208	>aworava
106211	qawom
A^xar
106214	maA
bakato
EalaY`
106219	samaA^'
106222	>aroD
106224	maA
kaAna
106227	munZaruwn
106230	qad
naj~aY`
106233	bunaY~
<isoraA}iyl
min
106237	Ea*aAb
106239	m~uhiyn
min
firoEawon
<in~
106244	kaAna
EaAliy
min
106248	musorif
106251	qad
{xotaAra
106255	EalaY`
Eilom
EalaY`
106259	Ea`lamiyn
106261	A^taY
106264	min
106266	'aAyap
maA
fiY
106270	balaA^'
m~ubiyn
<in~
ha`*aA
106275	qaAla
106277	<in
106279	<il~aA
mawotat
106283	>aw~al
106285	maA
106288	mun$ariyn
106290	>ataY
106293	A^baA'
106295	<in
kaAna
106298	SaAdiq
106301	xayor
>am
qawom
tub~aE
106306	{l~a*iY
min
qabol
106310	>aholaka
106313	<in~
106315	kaAna
106317	mujorim
106319	maA
xalaqa
106323	samaA^'
106326	>aroD
106328	maA
bayon
106331	la`Eibiyn
maA
xalaqa
106336	<il~aA
106339	Haq~
106341	la`kin~
>akovar
106344	laA
Ealima
106347	<in~
yawom
106350	faSol
miyqa`t
106353	>ajomaEiyn
yawom
laA
>agonato
mawolaY`
Ean
mawolaY`
$aYo'
106362	laA
106364	naSara
106366	<il~aA
man
r~aHima
{ll~ah
<in~
106374	Eaziyz
106376	r~aHiym
<in~
$ajarap
106380	zaq~uwm
TaEaAm
106383	>aviym
106386	muhol
yagoliY
fiY
106390	baTon
106392	galoY
106394	Hamiym
>axa*a
106399	{Eotilu
106402	<ilaY`
sawaA^'
106405	jaHiym
vum~
Sab~a
106409	fawoq
ra>os
106412	min
Ea*aAb
106415	Hamiym
*aAqu
<in~
106421	Eaziyz
106423	kariym
<in~
ha`*aA
maA
kaAna
106431	yamotaru
106433	<in~
106435	mut~aqiyn
fiY
maqaAm
>amiyn
fiY
jan~ap
106442	Eayon
labaso
106445	min
sundus
106448	<isotaboraq
m~utaqa`biliyn
106451	*a`lik
106453	zuw~ijato
106457	Huwr
Eiyn
daEaA
106461	fiY
106464	kul~
fa`kihap
'aAminiyn
laA
*aAqu
106470	fiY
106473	mawot
<il~aA
106476	mawotat
106478	>aw~al
106480	waqaY`
106482	Ea*aAb
106484	jaHiym
faDol
min
rab~
106489	*a`lik
106492	fawoz
106494	EaZiym
106496	<in~
maA
yas~ara
106502	lisaAn
106504	laEal~
106506	ta*ak~ara
106509	{rotaqibo
<in~
106512	m~urotaqibuwn
106514	tanziyl
106516	kita`b
min
{ll~ah
106520	Eaziyz
106522	Hakiym
<in~
fiY
106526	samaA^'
106529	>aroD
106531	'aAyap
106534	mu&omin
106536	fiY
xaloq
106540	maA
bav~a
min
daA^b~ap
'aAyap
106546	qawom
yuwqinu
106550	{xotila`f
106552	layol
106555	nahaAr
106557	maA
>anzala
{ll~ah
min
106562	samaA^'
min
rizoq
106566	>aHoyaA
106570	>aroD
baEod
mawot
106575	taSoriyf
106577	riyH
'aAyap
106580	qawom
Eaqalu
106583	*a`lik
'aAyap
{ll~ah
talaY`
106588	EalaY`
106592	Haq~
106595	>aY~
Hadiyv
baEod
{ll~ah
106600	'aAyap
106602	'aAmana
106604	wayol
106606	kul~
>af~aAk
>aviym
samiEa
'aAyap
{ll~ah
talaY`
EalaY`
106615	vum~
>aSar~u
musotakobir
106619	>an
lam
samiEa
106624	bu$~ira
106627	Ea*aAb
>aliym
106630	<i*aA
Ealima
min
'aAyap
106635	$aYo'
{t~axa*a
106638	huzuw
>uwla`^}ik
106642	Ea*aAb
m~uhiyn
min
waraA^'
106647	jahan~am
106649	laA
>agonato
Ean
106653	maA
kasaba
106656	$aYo'
106658	laA
maA
{t~axa*a
106662	min
duwn
{ll~ah
waliY~
106669	Ea*aAb
EaZiym
ha`*aA
hudFY
106674	{l~a*iY
kafara
106678	'aAyap
rab~
106683	Ea*aAb
min
rijoz
>aliym
{ll~ah
{l~a*iY
sax~ara
106693	baHor
106695	jarayo
106697	fulok
fiY
106701	>amor
106705	{botagaY`
106707	min
faDol
106711	laEal~
106713	$akara
106716	sax~ara
106719	maA
fiY
106722	samaA^'
106724	maA
fiY
106727	>aroD
jamiyE
min
106731	<in~
fiY
*a`lik
106735	'aAyap
106737	qawom
yatafak~aru
106740	qaAla
106742	{l~a*iY
'aAmana
106745	gafara
106748	{l~a*iY
laA
yarojuwA@
106752	yawom
{ll~ah
106755	jazaY`
qawom
106758	maA
kaAna
106761	kasaba
106763	man
Eamila
Sa`liH
106768	nafos
106771	man
>asaA^'a
106774	EalaY`
106776	vum~
<ilaY`
rab~
106780	rajaEa
106784	qad
A^taY
106787	bunaY~
<isoraA}iyl
106790	kita`b
106793	Hukom
106796	n~ubuw~ap
106798	razaqa
106801	min
106803	Tay~iba`t
106805	faD~ala
106808	EalaY`
106810	Ea`lamiyn
106812	A^taY
106815	bay~inap
min
106818	>amor
106820	maA
{xotalafa
106823	<il~aA
min
baEod
maA
jaA^'a
106830	Eilom
bagoy
bayon
106834	<in~
rab~
106837	qaDaY`^
bayon
106840	yawom
106842	qiya`map
fiY
maA
kaAna
106847	fiY
106849	{xotalafa
106851	vum~
jaEala
106855	EalaY`
$ariyEap
min
106859	>amor
106861	{t~abaEa
106864	laA
{t~abaEa
>ahowaA^'
{l~a*iY
laA
Ealima
106871	<in~
106873	lan
>agonato
106876	Ean
106878	min
{ll~ah
$aYo'
106882	<in~
106884	ZaAlim
baEoD
106887	waliY~
baEoD
106890	{ll~ah
waliY~
106893	mut~aqiyn
ha`*aA
baSiyrap
106898	n~aAs
106900	hudFY
106902	raHomap
106904	qawom
yuwqinu
106907	>am
Hasiba
{l~a*iY
{jotaraHu
106913	say~i_#aAt
>an
jaEala
106918	{l~a*iY
'aAmana
106922	Eamila
106925	S~a`liHa`t
sawaA^'
m~aHoyaA
106930	mamaAt
106932	saA^'a
maA
Hakama
106937	xalaqa
{ll~ah
106940	samaA^'
106943	>aroD
106946	Haq~
106949	jazaY`
kul~
nafos
106953	maA
kasaba
106957	laA
Zalama
106962	ra'aA
106964	man
{t~axa*a
<ila`h
106968	hawaA^'
106971	>aDal~a
106973	{ll~ah
EalaY`
Eilom
106977	xatama
EalaY`
samoE
106982	qalob
106985	jaEala
EalaY`
baSar
106989	gi$a`wap
106991	man
hadaY
106994	min
baEod
{ll~ah
106999	laA
ta*ak~ara
107003	qaAla
107005	maA
107007	<il~aA
Hayaw`p
107011	d~unoyaA
m~aAta
107014	HaY~a
107016	maA
>aholaka
107019	<il~aA
107021	d~ahor
107023	maA
107027	*a`lik
min
Eilom
<in
107032	<il~aA
Zan~a
107036	<i*aA
talaY`
EalaY`
107040	'aAyap
107042	bay~inap
maA
kaAna
Huj~ap
107047	<il~aA
>an
qaAla
107051	>ataY
107054	A^baA'
107056	<in
kaAna
107059	SaAdiq
qaAla
{ll~ah
>aHoyaA
107064	vum~
>amaAta
107067	vum~
jamaEa
107070	<ilaY`
yawom
107073	qiya`map
laA
rayob
fiY
107079	la`kin~
>akovar
107082	n~aAs
laA
Ealima
107088	{ll~ah
mulok
107091	samaA^'
107094	>aroD
107096	yawom
qaAma
107099	saAEap
yawoma}i*
xasira
107103	muboTiluwn
107105	ra'aA
kul~
>um~ap
jaAviyap
kul~
>um~ap
daEaA
<ilaY`
kita`b
107116	yawom
jazaY`
107119	maA
kaAna
107122	Eamila
107124	ha`*aA
kita`b
107127	yanTiqu
EalaY`
107132	Haq~
<in~
107135	kaAna
107137	nasotansixu
maA
kaAna
107141	Eamila
107144	>am~aA
{l~a*iY
'aAmana
107149	Eamila
107152	S~a`liHa`t
107154	>udoxila
107156	rab~
107158	fiY
raHomap
107161	*a`lik
107164	fawoz
107166	m~ubiyn
107168	>am~aA
{l~a*iY
kafara
107174	lam
kaAna
'aAyap
107178	talaY`
EalaY`
107182	{sotakobara
107185	kaAna
107187	qawom
mujorim
107190	<i*aA
qaAla
<in~
waEod
{ll~ah
Haq~
107198	saAEap
laA
rayob
fiY
107203	qaAla
107205	maA
tadoriY
maA
107209	saAEap
<in
Zan~a
<il~aA
Zan~
107215	maA
107218	musotayoqiniyn
107220	badaA
107223	say~i_#aAt
maA
Eamila
107228	HaAqa
107231	maA
kaAna
107236	{sotuhozi}a
107239	qaAla
107241	yawom
nasiYa
107245	maA
nasiYa
107248	liqaA^'
yawom
107251	ha`*aA
107253	ma>owaY`
107256	naAr
107258	maA
107261	min
naASir
*a`lik
107265	>an~
107267	{t~axa*a
107269	'aAyap
{ll~ah
huzuw
107273	gar~a
107276	Hayaw`p
107278	d~unoyaA
107281	yawom
laA
>axoraja
107285	min
107288	laA
107290	yasotaEotibu
107294	{ll~ah
107296	Hamod
rab~
107299	samaA^'
107301	rab~
107303	>aroD
rab~
107306	Ea`lamiyn
107311	kiboriyaA^'
fiY
107314	samaA^'
107317	>aroD
107321	Eaziyz
107323	Hakiym
107325	tanziyl
107327	kita`b
min
{ll~ah
107331	Eaziyz
107333	Hakiym
maA
xalaqa
107338	samaA^'
107341	>aroD
107343	maA
bayon
107346	<il~aA
107349	Haq~
107351	>ajal
m~usam~FY
107354	{l~a*iY
kafara
107357	Ean
maA
>an*ara
107361	m~uEoriDuwn
qaAla
107364	ra'aA
107366	maA
daEaA
107369	min
duwn
{ll~ah
>arayo
107375	maA*aA
xalaqa
107378	min
107380	>aroD
>am
107384	$irok
fiY
107387	samaA^'
>ataY
107392	kita`b
min
qabol
ha`*aA
>aw
>ava`rap
min
Eilom
<in
kaAna
107403	SaAdiq
107405	man
>aDal~
min
man
daEaA
min
duwn
{ll~ah
man
laA
{sotajaAba
107418	<ilaY`
yawom
107421	qiya`map
107424	Ean
duEaA^'
107427	ga`fil
107429	<i*aA
Ha$ara
107432	n~aAs
kaAna
107437	Eaduw~
107439	kaAna
107442	EibaAdat
107444	ka`firuwn
107446	<i*aA
talaY`
EalaY`
107450	'aAyap
107452	bay~inap
qaAla
{l~a*iY
kafara
107459	Haq~
lam~aA
jaA^'a
107463	ha`*aA
siHor
m~ubiyn
>am
qaAla
107469	{fotaraY`
107471	qaAla
<in
{fotaraY`
107477	laA
malakato
107482	min
{ll~ah
$aYo'
107486	>aEolam
107488	maA
>afaADa
107491	fiY
107493	kafaY`
107496	$ahiyd
bayon
107500	bayon
107505	gafuwr
107507	r~aHiym
qaAla
maA
kaAna
107512	bidoE
min
107515	rasuwl
107517	maA
tadoriY
maA
faEala
107524	laA
107527	<in
{t~abaEa
<il~aA
maA
>awoHaY`^
<ilaY`
107535	maA
107537	<il~aA
na*iyr
m~ubiyn
qaAla
107542	ra'aA
107544	<in
kaAna
min
Eind
{ll~ah
107550	kafara
107555	$ahida
$aAhid
min
bunaY~
<isoraA}iyl
EalaY`
mivol
107564	'aAmana
107566	{sotakobara
107568	<in~
{ll~ah
laA
hadaY
107573	qawom
107575	ZaAlim
107577	qaAla
{l~a*iY
kafara
107582	{l~a*iY
'aAmana
107585	law
kaAna
xayor
maA
sabaqa
107592	<ilaY`
107595	<i*
lam
{hotadaY`
107603	qaAla
107605	ha`*aA
<ifok
qadiym
107609	min
qabol
107612	kita`b
muwsaY`
<imaAm
107616	raHomap
107618	ha`*aA
kita`b
muSad~iq
lisaAn
Earabiy~
107624	>an*ara
{l~a*iY
Zalama
107629	bu$oraY`
107632	muHosin
<in~
{l~a*iY
qaAla
107637	rab~
107639	{ll~ah
vum~
{sotaqa`mu
107644	laA
xawof
EalaY`
107649	laA
107651	yaHozun
107653	>uwla`^}ik
>aSoHa`b
107656	jan~ap
xa`lid
fiY
107660	jazaA^'
107662	maA
kaAna
107665	Eamila
107668	waS~aY`
107671	<insa`n
107673	wa`liday
107675	<iHosa`n
Hamala
107678	>um~
107680	kuroh
107682	waDaEa
107684	kuroh
107686	Hamol
107689	fiSaAl
107691	vala`v
$ahor
Hat~aY`
<i*aA
balaga
>a$ud~
107699	balaga
>arobaE
sanap
qaAla
rab~
107705	>awoziEo
107707	>an
$akara
niEomap
107711	{l~a*iY
>anoEama
107714	EalaY`
107717	EalaY`
wa`liday
107721	>an
Eamila
Sa`liH
r~aDiYa
107727	>aSolaHa
107730	fiY
*ur~iy~ap
107733	<in~
107735	taAba
107737	<ilaY`
107740	<in~
107742	min
107744	musolim
>uwla`^}ik
{l~a*iY
taqab~ala
Ean
107750	>aHosan
maA
Eamila
107755	natajaAwazu
Ean
say~i_#aAt
107759	fiY
>aSoHa`b
107762	jan~ap
waEod
107765	Sidoq
{l~a*iY
kaAna
107769	waEada
107772	{l~a*iY
qaAla
107775	wa`liday
107777	>uf~
107781	waEada
107784	>an
>axoraja
107787	qad
xalaA
107790	qaron
min
qabol
107796	{sotaga`va
107798	{ll~ah
wayol
107801	'aAmana
<in~
waEod
{ll~ah
Haq~
107807	qaAla
maA
ha`*aA
<il~aA
>asa`Tiyr
107813	>aw~al
>uwla`^}ik
{l~a*iY
Haq~a
EalaY`
107820	qawol
fiY
>um~ap
qad
xalaA
min
qabol
107828	min
107830	jin~
107833	<ins
<in~
107836	kaAna
107838	xa`siriyn
107841	kul~
darajap
min
maA
Eamila
107849	waf~aY`^
107851	Eamal
107855	laA
Zalama
107859	yawom
EaraDa
{l~a*iY
kafara
107864	EalaY`
107866	naAr
>a*ohaba
107869	Tay~iba`t
107871	fiY
Hayaw`p
107875	d~unoyaA
107877	{sotamotaEa
107883	yawom
jazaY`
107886	Ea*aAb
107888	huwn
107890	maA
kaAna
107893	{sotakobara
107895	fiY
107897	>aroD
107899	gayor
107901	Haq~
107904	maA
kaAna
107907	fasaqa
107910	*akara
>ax
EaAd2
<i*
>an*ara
qawom
107919	>aHoqaAf
107921	qad
xalaA
107924	na*iyr
min
bayon
yad
107930	min
xalof
107933	>an
laA
Eabada
107937	<il~aA
{ll~ah
<in~
107941	xaAfa
EalaY`
107944	Ea*aAb
yawom
EaZiym
qaAla
107950	jaA^'a
107954	>ufika
107956	Ean
<ila`h
107960	>ataY
107963	maA
waEada
107966	<in
kaAna
107969	min
107971	SaAdiq
qaAla
<in~
maA
107976	Eilom
Eind
{ll~ah
107980	bal~ago
107982	maA
>arosala
107988	la`kin
107990	ra'aA
107992	qawom
yajohalu
107996	lam~aA
ra'aA
108000	EaAriD
m~usotaqobil
>awodiyap
108004	qaAla
108006	ha`*aA
EaAriD
m~umoTir
108010	bal
108012	maA
{sotaEojala
108017	riyH
fiY
108020	Ea*aAb
>aliym
dam~ara
kul~
$aYo'
108026	>amor
rab~
108030	>aSobaHa
108032	laA
ra'aA
<il~aA
masokan
108038	*a`lik
jazaY`
108041	qawom
108043	mujorim
108046	qad
mak~a
108050	fiY
maA
<in
mak~a
108056	fiY
108059	jaEala
108063	samoE
108065	baSar
108067	fu&aAd
108069	maA
>agonaY`
Ean
108073	samoE
108076	laA
baSar
108080	laA
fu&aAd
108083	min
$aYo'
<i*
kaAna
108088	jaHadu
108091	'aAyap
{ll~ah
108094	HaAqa
108097	maA
kaAna
108102	{sotuhozi}a
108106	qad
>aholaka
108109	maA
Hawol
108112	min
108114	qaroyap
108116	Sar~afo
108119	'aAyap
laEal~
108122	rajaEa
108125	lawolaA^
naSara
108128	{l~a*iY
{t~axa*a
108131	min
duwn
{ll~ah
qurobaAn
<ila`h
bal
Dal~a
108139	Ean
108142	*a`lik
<ifok
108146	maA
kaAna
108149	{fotaraY`
108152	<i*
Sarafa
108155	<ilaY`
108157	nafar
min
108160	jin~
{sotamaEa
108164	quro'aAn
108166	lam~aA
HaDara
108170	qaAla
108172	>anSitu
108175	lam~aA
qaDaY`^
wal~aY`
108179	<ilaY`
qawom
108182	mun*ir
qaAla
108186	qawom
108188	<in~
108190	samiEa
108192	kita`b
>anzala
min
baEod
muwsaY`
muSad~iq
108199	maA
bayon
yad
108203	hadaY
<ilaY`
108206	Haq~
108208	<ilaY`
Tariyq
m~usotaqiym
108212	qawom
108214	>ujiybat
108216	daAEiY
{ll~ah
108219	'aAmana
108223	gafara
108226	min
*anb
108230	yujiyru
108232	min
Ea*aAb
>aliym
108236	man
laA
>ujiybat
daAEiY
{ll~ah
108242	l~ayosa
108244	muEojiz
fiY
108247	>aroD
108249	l~ayosa
108252	min
duwn
108255	waliY~
>uwla`^}ik
fiY
Dala`l
m~ubiyn
108262	lam
ra'aA
108265	>an~
{ll~ah
{l~a*iY
xalaqa
108270	samaA^'
108273	>aroD
108275	lam
Eayiy
108278	xaloq
108281	qaAdir
EalaY`
>an
>aHoyaA
108286	m~ay~it
balaY`
<in~
108290	EalaY`
kul~
$aYo'
qadiyr
108295	yawom
EaraDa
{l~a*iY
kafara
108300	EalaY`
108302	naAr
108304	l~ayosa
ha`*aA
108308	Haq~
qaAla
108311	balaY`
108313	rab~
108315	qaAla
108317	*aAqu
108320	Ea*aAb
108322	maA
kaAna
108325	kafara
108328	Sabara
108330	maA
Sabara
>uwliY
108334	Eazom
min
108337	rasuwl
108339	laA
{sotaEojala
108343	ka>an~
108345	yawom
ra'aA
108348	maA
waEada
108351	lam
labiva
108354	<il~aA
saAEap
min
nahaAr
bala`g
108360	hal
>aholaka
<il~aA
108364	qawom
108366	faAsiq
{l~a*iY
kafara
108371	Sad~a
108373	Ean
sabiyl
{ll~ah
>aDal~a
Eamal
108380	{l~a*iY
'aAmana
108384	Eamila
108387	S~a`liHa`t
108389	'aAmana
108392	maA
naz~ala
EalaY`
muHam~ad
108399	Haq~
min
rab~
108403	kaf~ara
Ean
108406	say~i_#aAt
108409	>aSolaHa
baAl
108412	*a`lik
108414	>an~
{l~a*iY
kafara
108418	{t~abaEa
108421	ba`Til
108423	>an~
{l~a*iY
'aAmana
108427	{t~abaEa
108430	Haq~
min
rab~
108435	*a`lik
Daraba
{ll~ah
108440	n~aAs
maval
108444	<i*aA
laqu
108447	{l~a*iY
kafara
108451	Darob
108453	raqabap
Hat~aY`
<i*aA
>avoxan
108460	$adado
108463	wavaAq
108465	<im~aA
man~
baEod
108469	<im~aA
fidaA^'
Hat~aY`
waDaEa
108474	Harob
wizor
108477	*a`lik
108479	law
$aA^'a
{ll~ah
108483	{ntaSara
min
108487	la`kin
108489	balawo
baEoD
108493	baEoD
108495	{l~a*iY
qatala
108498	fiY
sabiyl
{ll~ah
108502	lan
>aDal~a
Eamal
108507	hadaY
108510	>aSolaHa
baAl
108514	>udoxila
108517	jan~ap
Ear~afa
108523	>ay~uhaA
{l~a*iY
'aAmana
108527	<in
naSara
108530	{ll~ah
naSara
108534	vab~ato
qadam
108538	{l~a*iY
kafara
108542	taEos
108546	>aDal~a
Eamal
108549	*a`lik
108551	>an~
108553	kariha
108555	maA
>anzala
{ll~ah
108559	>aHobaTa
Eamal
108564	lam
saAra
108567	fiY
108569	>aroD
108571	n~aZara
108573	kayof
kaAna
Ea`qibap
{l~a*iY
min
qabol
108580	dam~ara
{ll~ah
EalaY`
108587	ka`firuwn
maval
108590	*a`lik
108592	>an~
{ll~ah
mawolaY`
{l~a*iY
'aAmana
108599	>an~
108601	ka`firuwn
laA
mawolaY`
108606	<in~
{ll~ah
>udoxila
{l~a*iY
'aAmana
108613	Eamila
108616	S~a`liHa`t
jan~ap
jarayo
min
taHot
108623	nahar
108625	{l~a*iY
kafara
108628	tamat~aEa
108631	>akala
108634	maA
>akala
108637	n~aEam
108640	naAr
mavowFY
108645	ka>ay~in
min
qaroyap
108649	>a$ad~
quw~ap
min
qaroyap
108654	{l~a*iY
>axoraja
108657	>aholaka
108661	laA
naASir
108667	man
kaAna
EalaY`
bay~inap
min
rab~
108675	man
zay~ana
108679	suw^'
Eamal
108683	{t~abaEa
108685	>ahowaA^'
108687	maval
108689	jan~ap
{l~a*iY
waEada
108693	mut~aqiyn
fiY
108696	nahar
min
maA^'
gayor
'aAsin
108702	nahar
min
l~aban
lam
yatagay~aro
TaEom
108710	nahar
min
xamor
la*~ap
108716	$~a`ribiyn
108718	nahar
min
Easal
m~uSaf~FY
108725	fiY
108727	min
kul~
108730	vamara`t
108732	m~agofirap
min
rab~
108737	man
108739	xa`lid
fiY
108742	naAr
108744	saqaY`
108746	maA^'
Hamiym
108749	qaT~aEa
>amoEaA^'
108753	min
108755	man
{sotamaEa
<ilaY`
108759	Hat~aY`
<i*aA
xaraja
108763	min
Eind
108766	qaAla
108769	{l~a*iY
A^taY
108773	Eilom
maA*aA
qaAla
'aAnif
>uwla`^}ik
{l~a*iY
TabaEa
{ll~ah
EalaY`
qalob
108785	{t~abaEa
108787	>ahowaA^'
108790	{l~a*iY
{hotadaY`
108793	zaAda
108795	hudFY
108797	A^taY
108799	taqowaY
108802	hal
n~aZara
108805	<il~aA
108807	saAEap
>an
>ataY
108811	bagotap
108813	qad
jaA^'a
>a$oraAT
108818	>an~aY`
108821	<i*aA
jaA^'a
108824	*ikoraY`
108827	Ealima
>an~
108830	laA
<ila`h
<il~aA
{ll~ah
108835	{sotagofara
108837	*anb
108842	mu&omin
108845	m~u&omina`t
108847	{ll~ah
Ealima
mutaqal~ab
108852	mavowFY
108855	qaAla
{l~a*iY
'aAmana
108859	lawolaA^
naz~ala
suwrap
108863	<i*aA
>anzala
suwrap
m~uHokamap
108868	*akara
fiY
108872	qitaAl
ra'aA
108875	{l~a*iY
fiY
qalob
108879	m~araD
n~aZara
108882	<ilaY`
108884	naZar
108886	mago$iY~
EalaY`
108889	min
108891	mawot
108893	>awolaY`
108896	TaAEap
108898	qawol
m~aEoruwf
108901	<i*aA
Eazama
108904	>amor
108906	law
Sadaqa
108909	{ll~ah
108911	kaAna
xayor
108916	hal
EasaY
108919	<in
tawal~aY`
108922	>an
>afosadu
108925	fiY
108927	>aroD
108929	qaT~aEa
108931	>aroHaAm
108933	>uwla`^}ik
{l~a*iY
laEana
108937	{ll~ah
108939	>aSam~a
108942	EamiYa
baSar
108947	laA
yatadab~aru
108951	quro'aAn
>am
EalaY`
qalob
>aqofaAl
108957	<in~
{l~a*iY
{rotad~a
108961	EalaY`
dubur
108964	min
baEod
maA
tabay~ana
108971	hudFY
108973	$ayoTa`n
saw~ala
108978	>amolaY`
108981	*a`lik
108983	>an~
108985	qaAla
108988	{l~a*iY
kariha
108991	maA
naz~ala
{ll~ah
108995	>aTaAEa
108997	fiY
baEoD
109000	>amor
109002	{ll~ah
Ealima
<isoraAr
109007	kayof
<i*aA
tawaf~aY`
109012	malak
Daraba
109015	wajoh
109018	dubur
109020	*a`lik
109022	>an~
109024	{t~abaEa
109026	maA
>asoxaTa
{ll~ah
109030	kariha
109032	riDowa`n
109035	>aHobaTa
Eamal
109038	>am
Hasiba
{l~a*iY
fiY
qalob
109044	m~araD
>an
lan
>axoraja
{ll~ah
>aDoga`n
109052	law
$aA^'a
109055	>arayo
109061	Earafa
109065	siyma`
109069	Earafa
109072	fiY
laHon
109075	qawol
109077	{ll~ah
Ealima
Eamal
109083	balawo
109086	Hat~aY`
Ealima
109089	muja`hidiyn
min
109094	SaAbir
109096	balawo
>axobaAr
109099	<in~
{l~a*iY
kafara
109104	Sad~a
109106	Ean
sabiyl
{ll~ah
109110	$aA^q~u
109113	rasuwl
min
baEod
maA
tabay~ana
109121	hudFY
lan
yaDur~a
109125	{ll~ah
$aYo'
109129	>aHobaTa
Eamal
109133	>ay~uhaA
{l~a*iY
'aAmana
109137	>aTaAEa
109139	{ll~ah
109141	>aTaAEa
109144	rasuwl
109146	laA
yuboTila
109149	Eamal
109151	<in~
{l~a*iY
kafara
109156	Sad~a
109158	Ean
sabiyl
{ll~ah
vum~
m~aAta
109166	kaAfir
109168	lan
gafara
{ll~ah
109174	laA
wahana
109178	daEaA
109180	<ilaY`
109182	s~alom
109186	>aEolawon
109188	{ll~ah
maE
109192	lan
yatira
109195	Eamal
109197	<in~
maA
109200	Hayaw`p
109202	d~unoyaA
laEib
109205	lahow
109207	<in
'aAmana
109211	{t~aqaY`
109213	A^taY
109215	>ajor
109218	laA
sa>ala
109221	maAl
109223	<in
sa>ala
109228	yuHofi
109230	baxila
109233	>axoraja
>aDoga`n
109238	ha`*aA
daEaA
109242	>anfaqa
109244	fiY
sabiyl
{ll~ah
109248	min
109250	man
baxila
109253	man
baxila
109256	<in~
maA
baxila
Ean
nafos
109263	{ll~ah
109265	ganiY~
109269	faqiyr
109271	<in
tawal~aY`
109274	yasotabodilo
qawom
gayor
109278	vum~
laA
kaAna
109282	maval
109284	<in~
109286	fataHa
109290	fatoH
m~ubiyn
109293	gafara
109296	{ll~ah
maA
taqad~ama
min
*anb
109303	maA
ta>ax~ara
109306	>atam~a
niEomap
109309	EalaY`
109312	hadaY
109314	Sira`T
m~usotaqiym
109317	naSara
109319	{ll~ah
naSor
Eaziyz
109323	{l~a*iY
>anzala
109326	sakiynap
fiY
qalob
109330	mu&omin
109332	{zodaAdu
109334	<iyma`n
maE
<iyma`n
109340	{ll~ah
jund
109343	samaA^'
109346	>aroD
109348	kaAna
{ll~ah
Ealiym
Hakiym
109353	>udoxila
109355	mu&omin
109358	m~u&omina`t
jan~ap
jarayo
min
taHot
109365	nahar
xa`lid
fiY
109370	kaf~ara
Ean
109373	say~i_#aAt
109376	kaAna
*a`lik
Eind
{ll~ah
fawoz
EaZiym
109383	Ea*~aba
109385	muna`fiquwn
109388	muna`fiqa`t
109391	mu$orik
109394	mu$orika`t
109396	Z~aA^n~iyn
109398	{ll~ah
Zan~
109401	sawo'
EalaY`
109404	daA^}irap
109406	sawo'
109408	gaDiba
{ll~ah
EalaY`
109413	laEana
109416	>aEad~a
109419	jahan~am
109421	saA^'a
maSiyr
109425	{ll~ah
jund
109428	samaA^'
109431	>aroD
109433	kaAna
{ll~ah
Eaziyz
Hakiym
<in~
109439	>arosala
109442	$aAhid
109444	muba$~ir
109446	na*iyr
109448	'aAmana
109451	{ll~ah
109453	rasuwl
109456	Eaz~aru
109460	tuwaq~iru
109464	sab~aHa
109467	bukorap
109469	>aSiyl
<in~
{l~a*iY
baAyaEo
109475	<in~
maA
baAyaEo
109479	{ll~ah
yad
{ll~ah
fawoq
yad
109486	man
n~akava
109489	<in~
maA
n~akava
EalaY`
nafos
109496	man
>awofaY`
109499	maA
Ea`hada
EalaY`
109503	{ll~ah
109506	A^taY
109508	>ajor
EaZiym
109511	qaAla
109515	muxal~afuwn
min
109518	>aEoraAb
$agalato
109521	maAl
109524	>ahol
109527	{sotagofara
109530	qaAla
109533	lisaAn
109535	maA
l~ayosa
fiY
qalob
109540	qaAla
109542	man
malakato
109546	min
{ll~ah
$aYo'
<in
>araAda
109553	Dar~
>aw
>araAda
109558	nafoE
bal
kaAna
{ll~ah
109563	maA
Eamila
109566	xabiyr
bal
Zan~a
109570	>an
lan
{nqalaba
109574	rasuwl
109577	mu&omin
<ilaY`
>ahol
109581	>abadFA
109583	zay~ana
*a`lik
fiY
qalob
109589	Zan~a
109591	Zan~
109593	sawo'
109595	kaAna
109597	qawom
buwr
109600	man
lam
'aAmana
109604	{ll~ah
109606	rasuwl
109609	<in~
109611	>aEotadato
109615	ka`firuwn
saEiyr
109619	{ll~ah
mulok
109622	samaA^'
109625	>aroD
gafara
109628	man
$aA^'a
109631	Ea*~aba
man
$aA^'a
109635	kaAna
{ll~ah
gafuwr
r~aHiym
109640	qaAla
109642	muxal~afuwn
<i*aA
{nTalaqa
109646	<ilaY`
magaAnim
109649	>axa*a
109652	ya*ara
109655	{t~abaEa
109657	>araAda
109659	>an
bad~ala
109662	kala`m
{ll~ah
qaAla
lan
{t~abaEa
109670	*a`lik
qaAla
{ll~ah
min
qabol
109677	qaAla
109679	bal
Hasada
109683	bal
kaAna
109686	laA
yafoqahu
109689	<il~aA
qaliyl
qaAla
109694	muxal~afuwn
min
109697	>aEoraAb
109699	daEaA
109701	<ilaY`
qawom
>uwliY
ba>os
$adiyd
qa`tala
109709	>aw
>asolama
109713	<in
>aTaAEa
109716	A^taY
109718	{ll~ah
>ajor
Hasan
109722	<in
tawal~aY`
109726	maA
tawal~aY`
109729	min
qabol
Ea*~aba
109733	Ea*aAb
>aliym
l~ayosa
EalaY`
109738	>aEomaY`
Haraj
109741	laA
EalaY`
109744	>aEoraj
Haraj
109747	laA
EalaY`
109750	m~ariyD
Haraj
109753	man
>aTaAEa
{ll~ah
109757	rasuwl
109759	>udoxila
109761	jan~ap
jarayo
min
taHot
109767	nahar
109769	man
tawal~aY`
Ea*~aba
109773	Ea*aAb
>aliym
109776	qad
r~aDiYa
{ll~ah
Ean
109781	mu&omin
<i*
baAyaEo
109786	taHot
109788	$ajarap
109790	Ealima
maA
fiY
qalob
109796	>anzala
109798	sakiynap
EalaY`
109802	>ava`ba
109804	fatoH
qariyb
109807	magaAnim
kaviyrap
>axa*a
109813	kaAna
{ll~ah
Eaziyz
Hakiym
waEada
109819	{ll~ah
magaAnim
kaviyrap
>axa*a
109826	Eaj~ala
109829	ha`*aA
109831	kaf~a
yad
109834	n~aAs
Ean
109839	kaAna
'aAyap
109843	mu&omin
109845	hadaY
109847	Sira`T
m~usotaqiym
109850	A^xar
lam
qadara
109854	EalaY`
109856	qad
>aHaATa
{ll~ah
109862	kaAna
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
109869	law
qa`tala
109872	{l~a*iY
kafara
109876	wal~aY`
109879	dubur
vum~
laA
wajada
109884	waliY~
109886	laA
naSiyr
sun~ap
{ll~ah
{l~a*iY
qad
xalaA
min
qabol
109896	lan
wajada
109899	sun~ap
{ll~ah
tabodiyl
109904	{l~a*iY
kaf~a
yad
109908	Ean
109911	yad
109913	Ean
109916	baTon
mak~ap
min
baEod
>an
>aZofara
109923	EalaY`
109926	kaAna
{ll~ah
109929	maA
Eamila
109932	baSiyr
109934	{l~a*iY
kafara
109938	Sad~a
109941	Ean
109943	masojid
109945	HaraAm
109948	hadoy
maEokuwf
>an
balaga
maHil~
109955	lawolaA^
rijaAl
mu&omin
109959	nisaA^'
m~u&omina`t
lam
Ealima
109965	>an
yaTa_#u
109970	>aSaAba
109972	min
109974	m~aEar~ap
109976	gayor
Eilom
109979	>udoxila
{ll~ah
fiY
raHomap
109984	man
$aA^'a
law
tazay~alu
109990	Ea*~aba
109992	{l~a*iY
kafara
109995	min
109997	Ea*aAb
>aliym
<i*
jaEala
{l~a*iY
kafara
110004	fiY
qalob
110008	Hamiy~ap
Hamiy~ap
110011	ja`hiliy~ap2
110013	>anzala
{ll~ah
sakiynap
110017	EalaY`
rasuwl
110021	EalaY`
110023	mu&omin
110025	>alozama
110027	kalimap
110029	taqowaY
110031	kaAna
110033	>aHaq~
110037	>ahol
110040	kaAna
{ll~ah
110043	kul~
$aYo'
Ealiym
110047	qad
Sadaqa
{ll~ah
rasuwl
110053	r~u'oyaA
110056	Haq~
110058	daxala
110061	masojid
110063	HaraAm
<in
$aA^'a
{ll~ah
'aAminiyn
muHal~iqiyn
ra>os
110072	muqaS~iriyn
laA
xaAfa
110077	Ealima
maA
lam
Ealima
110083	jaEala
min
duwn
*a`lik
fatoH
qariyb
110090	{l~a*iY
>arosala
rasuwl
110096	hudFY
110098	diyn
110100	Haq~
110102	>aZohara
110104	EalaY`
110106	diyn
kul~
110110	kafaY`
110112	{ll~ah
$ahiyd
muHam~ad
rasuwl
{ll~ah
110118	{l~a*iY
maE
110121	$adiyd
EalaY`
110124	kaAfir
r~aHiym
bayon
110128	ra'aA
110130	raAkiE
saAjid
{botagaY`
110134	faDol
min
{ll~ah
110138	riDowa`n
siyma`
110141	fiY
wajoh
110144	min
>avar
110147	s~ujuwd
*a`lik
maval
110151	fiY
110153	t~aworaY`p
110155	maval
110157	fiY
110159	<injiyl
110161	zaroE
>axoraja
$aTo_#
110166	A^zara
110169	{sotagolaZa
110171	{sotawaY`^
EalaY`
s~uwq
110175	>aEojaba
110177	z~ur~aAE
110179	yagiyZu
110183	kaAfir
waEada
{ll~ah
{l~a*iY
'aAmana
110190	Eamila
110193	S~a`liHa`t
min
110196	m~agofirap
110198	>ajor
EaZiym
110201	>ay~uhaA
{l~a*iY
'aAmana
110205	laA
qad~ama
110208	bayon
yad
{ll~ah
110212	rasuwl
110215	{t~aqaY`
110217	{ll~ah
<in~
{ll~ah
samiyE
Ealiym
110223	>ay~uhaA
{l~a*iY
'aAmana
110227	laA
rafaEa
110230	Sawot
110232	fawoq
Sawot
110235	n~abiY~
110237	laA
jahara
110244	qawol
110246	jahor
baEoD
110250	baEoD
>an
HabiTa
Eamal
110257	laA
ya$oEuru
110260	<in~
{l~a*iY
yaguD~u
110264	Sawot
110266	Eind
rasuwl
{ll~ah
>uwla`^}ik
{l~a*iY
{motaHana
{ll~ah
qalob
110277	taqowaY
110280	m~agofirap
110282	>ajor
EaZiym
<in~
{l~a*iY
naAdaY`
110289	min
waraA^'
110292	Hujura`t
>akovar
110295	laA
Eaqalu
110299	law
>an~
110302	Sabara
110304	Hat~aY`
xaraja
<ilaY`
110309	kaAna
xayor
110314	{ll~ah
gafuwr
r~aHiym
110318	>ay~uhaA
{l~a*iY
'aAmana
110322	<in
jaA^'a
110325	faAsiq
110327	naba>
110329	tabay~ana
110331	>an
>aSaAba
110334	qawom
110336	jaha`lap
110338	>aSobaHa
110340	EalaY`
maA
faEala
110344	na`dimiyn
110346	Ealima
110348	>an~
fiY
110351	rasuwl
{ll~ah
law
>aTaAEa
110356	fiY
kaviyr
min
110360	>amor
110362	Eani
110365	la`kin~
{ll~ah
Hab~aba
<ilaY`
110371	<iyma`n
110373	zay~ana
110375	fiY
qalob
110379	kar~aha
<ilaY`
110383	kufor
110386	fusuwq
110389	EiSoyaAn
>uwla`^}ik
110393	r~a`$iduwn
faDol
min
{ll~ah
110398	niEomap
110400	{ll~ah
Ealiym
Hakiym
110404	<in
TaA^}ifap
min
110408	mu&omin
{qotatala
110412	>aSolaHa
110414	bayon
110417	<in
bagaY`
<iHodaY
110421	EalaY`
110423	A^xar
110425	qa`tala
110427	{l~a*iY
bagaY`
Hat~aY`
faA^'u
<ilaY`
>amor
{ll~ah
110435	<in
faA^'u
110438	>aSolaHa
110440	bayon
110444	Eadol
110446	tuqosiTu
110448	<in~
{ll~ah
>aHobabo
110452	muqosiTiyn
<in~
maA
110456	mu&omin
<ixowapN
110459	>aSolaHa
110461	bayon
>ax
110465	{t~aqaY`
110467	{ll~ah
laEal~
110470	r~aHima
110473	>ay~uhaA
{l~a*iY
'aAmana
110477	laA
saxira
qawom
min
qawom
EasaY
>an
kaAna
110486	xayor
min
110490	laA
nisaA^'
min
nisaA^'
EasaY
>an
kaAna
110498	xayor
min
110502	laA
yalomizu
110505	nafos
110508	laA
tanaAbazu
110513	>aloqa`b
bi}osa
110516	{som
110518	fusuwq
baEod
110521	<iyma`n
110523	man
lam
taAba
110527	>uwla`^}ik
110530	ZaAlim
110532	>ay~uhaA
{l~a*iY
'aAmana
110536	{jotanabu
110538	kaviyr
min
110541	Zan~
<in~
baEoD
110545	Zan~
<ivom
110548	laA
tajas~asu
110552	laA
yagotab
baEoD
110556	baEoD
110558	>aHobabo
>aHad
110561	>an
>akala
laHom
>ax
110566	m~ayot
110568	kariha
110572	{t~aqaY`
110574	{ll~ah
<in~
{ll~ah
taw~aAb
r~aHiym
110580	>ay~uhaA
110582	n~aAs
<in~
110585	xalaqa
110588	min
*akar
110591	>unvaY`
110593	jaEala
110596	$uEuwb
110598	qabaA^}il
110600	yataEaArafu
110602	<in~
>akoram
110605	Eind
{ll~ah
>atoqaY
110609	<in~
{ll~ah
Ealiym
xabiyr
qaAla
110615	>aEoraAb
'aAmana
110618	qaAla
lam
'aAmana
110623	la`kin
qaAla
110626	>asolama
110629	lam
daxala
110632	<iyma`n
fiY
qalob
110637	<in
>aTaAEa
110640	{ll~ah
110642	rasuwl
110644	laA
yalito
110647	min
Eamal
110650	$aYo'
<in~
{ll~ah
gafuwr
r~aHiym
<in~
maA
110658	mu&omin
{l~a*iY
'aAmana
110663	{ll~ah
110665	rasuwl
110667	vum~
lam
{rotaAba
110672	ja`hada
110675	maAl
110678	nafos
110680	fiY
sabiyl
{ll~ah
>uwla`^}ik
110686	SaAdiq
qaAla
110689	Eal~ama
110691	{ll~ah
110693	diyn
110696	{ll~ah
Ealima
maA
fiY
110701	samaA^'
110703	maA
fiY
110706	>aroD
110708	{ll~ah
110710	kul~
$aYo'
Ealiym
man~a
110715	EalaY`
110717	>an
>asolama
110720	qaAla
laA
man~a
110724	EalaY`
110726	<isola`m
110728	bal
{ll~ah
man~a
EalaY`
110733	>an
hadaY
110738	<iyma`n
<in
kaAna
110742	SaAdiq
<in~
{ll~ah
Ealima
gayob
110748	samaA^'
110751	>aroD
110753	{ll~ah
baSiyr
110756	maA
Eamila
110762	quro'aAn
110764	m~ajiyd
bal
Eajibu
110768	>an
jaA^'a
110771	mun*ir
min
110775	qaAla
110777	ka`firuwn
ha`*aA
$aYo'
Eajiyb
110782	<i*aA
m~aAta
110786	kaAna
110788	turaAb
*a`lik
rajoE
baEiyd
qad
Ealima
110795	maA
yunqaSu
110798	>aroD
min
110802	Eind
110804	kita`b
HafiyZ
bal
ka*~aba
110811	Haq~
lam~aA
jaA^'a
110817	fiY
>amor
m~ariyj
110822	lam
n~aZara
110825	<ilaY`
110827	samaA^'
fawoq
110830	kayof
banaY`
110835	zay~ana
110839	maA
110842	min
faroj
110846	>aroD
mad~a
110851	>aloqaY`^
110853	fiY
110855	rawa`siY
110857	>an[bata
110859	fiY
110861	min
kul~
zawoj
bahiyj
taboSirap
110867	*ikoraY`
110869	kul~
Eabod
m~uniyb
110873	naz~ala
110875	min
110877	samaA^'
maA^'
mubaArak
110881	>an[bata
110885	jan~ap
110887	Hab~
110889	HaSiyd
110892	naxol
baAsiqa`t
110896	TaloE
n~aDiyd
rizoq
110901	Eabod
110903	>aHoyaA
110907	balodap
m~ayot
110910	*a`lik
110912	xuruwj
ka*~aba
qabol
110916	qawom
nuwH
110919	>aSoHa`b
110921	r~as~
110923	vamuwd
110925	EaAd2
110927	firoEawon
110929	>ax
luwT
110932	>aSoHa`b
110934	>ayokap
110936	qawom
tub~aE
kul~
ka*~aba
110941	rasuwl
110943	Haq~a
waEiyd
110947	Eayiy
110951	xaloq
110953	>aw~al
bal
110956	fiY
labos
min
xaloq
jadiyd
110963	qad
xalaqa
110967	<insa`n
110969	Ealima
maA
wasowasa
110974	nafos
110978	>aqorab
<ilaY`
110981	min
Habol
110984	wariyd
<i*
talaq~aY`^
110988	mutalaq~iyaAn
Ean
110991	yamiyn
110993	Ean
110995	$~imaAl
qaEiyd
maA
yalofiZu
min
qawol
<il~aA
laday
111004	raqiyb
Eatiyd
111007	jaA^'a
sakorap
111010	mawot
111013	Haq~
*a`lik
maA
kaAna
111018	min
111020	taHiydu
111022	nafaxa
fiY
111025	S~uwr
*a`lik
yawom
111029	waEiyd
111031	jaA^'a
kul~
nafos
maE
111036	saA^}iq
111038	$ahiyd
111040	qad
kaAna
111043	fiY
gafolap
min
ha`*aA
111048	ka$afa
111050	Ean
111052	giTaA^'
111055	baSar
111058	yawom
Hadiyd
111061	qaAla
qariyn
111064	ha`*aA
maA
laday
111068	Eatiyd
>aloqaY`^
111071	fiY
jahan~am
kul~
kaf~aAr
Eaniyd
m~an~aAE
111079	xayor
muEotad
muriyb
{l~a*iY
jaEala
maE
{ll~ah
<ila`h
A^xar
111089	>aloqaY`^
111092	fiY
111094	Ea*aAb
111096	$adiyd
qaAla
qariyn
111100	rab~
111102	maA
>aTogayo
111107	la`kin
kaAna
fiY
Dala`l
baEiyd
qaAla
laA
{xotaSamu
111116	laday
111119	qad
qad~ama
111122	<ilaY`
111126	waEiyd
maA
bad~ala
111130	qawol
laday
111134	maA
111137	Zal~a`m
111140	Eabod
yawom
qaAla
111144	jahan~am
hal
{motala>o
111149	qaAla
hal
min
m~aziyd
111154	>uzolifato
111156	jan~ap
111159	mut~aqiyn
gayor
baEiyd
ha`*aA
maA
waEada
111167	kul~
>aw~aAb
HafiyZ
man
xa$iYa
111173	r~aHoma`n
111176	gayob
111178	jaA^'a
111180	qalob
m~uniyb
daxala
111186	sala`m
*a`lik
yawom
111190	xuluwd
111193	maA
$aA^'a
111196	fiY
111199	laday
111201	m~aziyd
111203	kam
>aholaka
111206	qabol
111208	min
qaron
111211	>a$ad~
min
111214	baTo$
111216	naq~abu
111218	fiY
111220	balad
hal
min
m~aHiyS
<in~
fiY
*a`lik
111228	*ikoraY`
111230	man
kaAna
111234	qalob
>aw
>aloqaY`^
111238	samoE
111241	$ahiyd
111244	qad
xalaqa
111248	samaA^'
111251	>aroD
111253	maA
bayon
111256	fiY
sit~ap
yawom
111260	maA
mas~a
111263	min
l~uguwb
111266	Sabara
EalaY`
maA
qaAla
111272	sab~aHa
111274	Hamod
rab~
111277	qabol
TuluwE
111280	$amos
111282	qabol
111284	guruwb
111286	min
111288	layol
111290	sab~aHa
111293	dubur
111295	s~ujuwd
111297	{sotamaEa
yawom
naAdaY`
111301	munaAd
min
m~akaAn
qariyb
yawom
samiEa
111309	SayoHap
111312	Haq~
*a`lik
yawom
111316	xuruwj
<in~
111320	>aHoyaA
111322	>amaAta
111324	<ilaY`
111327	maSiyr
yawom
ya$~aq~aqu
111331	>aroD
Ean
111334	siraAE
*a`lik
Ha$or
EalaY`
111339	yasiyr
111341	>aEolam
111343	maA
qaAla
111347	maA
111349	EalaY`
111352	jab~aAr
111354	*uk~ira
111357	quro'aAn
man
xaAfa
waEiyd
111364	*~a`riya`t
*arow
111368	Ha`mila`t
wiqor
111372	ja`riya`t
yusor
111376	muqas~ima`t
>amor
<in~
maA
waEada
111383	SaAdiq
111385	<in~
111387	diyn
111389	waAqiE
111392	samaA^'
*uw
111395	Hubuk
<in~
111399	fiY
qawol
m~uxotalif
>ufika
Ean
111405	man
>ufika
qatala
111409	xar~a`Suwn
{l~a*iY
111412	fiY
gamorap
saAhuwn
sa>ala
111417	>ay~aAn
yawom
111420	diyn
yawom
111423	EalaY`
111425	naAr
fatanu
111428	*aAqu
111430	fitonap
111432	ha`*aA
{l~a*iY
kaAna
111438	{sotaEojala
111440	<in~
111442	mut~aqiyn
fiY
jan~ap
111446	Eayon
A^xi*
maA
A^taY
111451	rab~
111453	<in~
111455	kaAna
111457	qabol
*a`lik
muHosin
kaAna
111462	qaliyl
min
111465	layol
maA
yahojaEu
111472	saHar
111474	{sotagofara
111477	fiY
maAl
111480	Haq~
111483	saA^}il
111486	maHoruwm
111488	fiY
111490	>aroD
'aAyap
111494	m~uwqiniyn
111496	fiY
nafos
111501	laA
>aboSara
111505	fiY
111507	samaA^'
rizoq
111511	maA
waEada
111516	rab~
111518	samaA^'
111521	>aroD
<in~
111525	Haq~
mivol
maA
>an~
111530	yanTiqu
111532	hal
>ataY
111535	Hadiyv
Dayof
<iboraAhiym
111539	m~ukoramuwn
<i*
daxala
111543	EalaY`
111546	qaAla
111548	sala`m
qaAla
sala`m
qawom
munkar
111554	raAga
<ilaY`
>ahol
111559	jaA^'a
111561	Eijol
samiyn
111564	qar~aba
111566	<ilaY`
111568	qaAla
111570	laA
>akala
111574	>awojasa
min
111577	xiyfap
qaAla
111580	laA
xaAfa
111583	bu$~ira
111587	gula`m
Ealiym
111590	>aqobala
{mora>at
111593	fiY
Sar~ap
111596	Sak~ato
wajoh
111600	qaAla
Eajuwz
Eaqiym
qaAla
111606	*a`lik
qaAla
rab~
111610	<in~
111614	Hakiym
111616	Ealiym
qaAla
111619	maA
xaTob
111622	>ay~uhaA
111624	m~urosal
qaAla
111627	<in~
111629	>arosala
111631	<ilaY`
qawom
mujorim
111635	>arosala
EalaY`
111638	HijaArap
min
Tiyn
m~usaw~amap
Eind
rab~
111647	musorif
111649	>axoraja
111651	man
kaAna
fiY
111655	min
111657	mu&omin
111659	maA
wajada
111662	fiY
111664	gayor
bayot
min
111668	musolim
111670	taraka
111672	fiY
111674	'aAyap
111676	{l~a*iY
xaAfa
111680	Ea*aAb
111682	>aliym
111684	fiY
muwsaY`
<i*
>arosala
111690	<ilaY`
firoEawon
111693	suloTa`n
m~ubiyn
111696	tawal~aY`
111698	rukon
111701	qaAla
sa`Hir
>aw
majonuwn
111706	>axa*a
111710	jund
111713	naba*a
111716	fiY
111718	yam~
111721	muliym
111723	fiY
EaAd2
<i*
>arosala
111728	EalaY`
111731	riyH
111733	Eaqiym
maA
ya*ara
min
$aYo'
>ataY
EalaY`
111741	<il~aA
jaEala
111746	ramiym
111748	fiY
vamuwd
<i*
qaAla
111754	tamat~aEa
111756	Hat~aY`
Hiyn
111759	Eata
111761	Ean
>amor
rab~
111766	>axa*a
111769	SaAEiqap
111772	n~aZara
111775	maA
{sotaTaAEa
111778	min
qaA^}im
111781	maA
kaAna
111784	m~untaSir
111786	qawom
nuwH
min
qabol
<in~
111792	kaAna
111794	qawom
faAsiq
111798	samaA^'
banaY`
111803	>ayoyd
111805	<in~
111808	muwsiE
111811	>aroD
fara$o
111816	niEoma
111818	ma`hiduwn
111820	min
kul~
$aYo'
xalaqa
111825	zawoj
laEal~
111828	ta*ak~ara
111831	far~ato
111833	<ilaY`
{ll~ah
<in~
111839	min
111841	na*iyr
m~ubiyn
111844	laA
jaEala
111847	maE
{ll~ah
<ila`h
A^xar
<in~
111855	min
111857	na*iyr
m~ubiyn
111860	*a`lik
maA
>ataY
{l~a*iY
min
qabol
111867	min
rasuwl
<il~aA
qaAla
111872	sa`Hir
>aw
majonuwn
111876	tawaASa
111880	bal
111882	qawom
Ta`giyn
111885	tawal~aY`
Ean
111889	maA
111892	maluwm
111894	*uk~ira
111896	<in~
111898	*ikoraY`
nafaEa
111901	mu&omin
111903	maA
xalaqa
111907	jin~
111910	<ins
<il~aA
111913	Eabada
111916	maA
>araAda
min
111920	min
rizoq
111923	maA
>araAda
>an
>aToEama
111929	<in~
{ll~ah
111933	r~az~aAq
*uw
111936	quw~ap
111938	matiyn
111940	<in~
111942	{l~a*iY
Zalama
111945	*anuwb
mivol
*anuwb
>aSoHa`b
111951	laA
{sotaEojala
111956	wayol
111958	{l~a*iY
kafara
111961	min
yawom
111964	{l~a*iY
waEada
111969	Tuwr
111971	kita`b
masoTuwr
fiY
raq~
man$uwr
111978	bayot
111980	maEomuwr
111983	saqof
111985	marofuwE
111988	baHor
111990	masojuwr
<in~
Ea*aAb
rab~
111996	waAqiE
maA
112000	min
daAfiE
yawom
tamuwru
112005	samaA^'
mawor
112008	saAra
112010	jabal
sayor
112013	wayol
yawoma}i*
112017	m~uka*~ibiyn
{l~a*iY
112020	fiY
xawoD
yaloEabo
112024	yawom
yaduE~u
112027	<ilaY`
naAr
jahan~am
daE~
ha`*aA
112033	naAr
{l~a*iY
kaAna
112039	ka*~aba
112043	siHor
ha`*aA
>am
112047	laA
>aboSara
112050	yaSolaY
112054	Sabara
112056	>aw
laA
Sabara
112060	sawaA^'
EalaY`
112063	<in~
maA
jazaY`
112067	maA
kaAna
112070	Eamila
112072	<in~
112074	mut~aqiyn
fiY
jan~ap
112078	naEiym
fa`kihiyn
112081	maA
A^taY
112084	rab~
112087	waqaY`
112089	rab~
112091	Ea*aAb
112093	jaHiym
>akala
112097	$ariba
112099	haniy^_#
112101	maA
kaAna
112104	Eamila
112106	mut~aki_#iyn
EalaY`
surur
maSofuwfap
112111	zuw~ijato
112115	Huwr
Eiyn
112118	{l~a*iY
'aAmana
112122	{t~abaEa
112124	*ur~iy~ap
112127	<iyma`n
>aloHaqo
112132	*ur~iy~ap
112135	maA
>alato
112139	min
Eamal
112142	min
$aYo'
kul~
{mori}
112147	maA
kasaba
rahiyn
112151	>amad~a
112155	fa`kihap
112157	laHom
min
maA
{$otahato
112162	tana`zaEu
112164	fiY
112166	ka>os
laA
lagow
fiY
112172	laA
ta>oviym
112175	TaAfa
EalaY`
112178	gula`m
112181	ka>an~
112183	lu&olu&
m~akonuwn
112186	>aqobala
baEoD
112189	EalaY`
baEoD
yatasaA^'alu
112193	qaAla
112195	<in~
112197	kaAna
112199	qabol
fiY
>ahol
112203	mu$ofiquwn
112205	man~a
{ll~ah
EalaY`
112210	waqaY`
112212	Ea*aAb
112214	samuwm
<in~
112217	kaAna
112219	min
qabol
daEaA
112223	<in~
112227	bar~
112229	r~aHiym
112231	*uk~ira
112233	maA
112236	niEomap
rab~
112240	kaAhin
112242	laA
majonuwn
>am
qaAla
112247	$aAEir
tarab~aSo
112251	rayob
112253	manuwn
qaAla
tarab~aSo
112258	<in~
112260	maE
112262	min
112264	m~utarab~iS
>am
>amara
112268	Hulum
112271	ha`*aA
>am
112274	qawom
Ta`giyn
>am
qaAla
112279	taqaw~ala
112281	bal
laA
'aAmana
112287	>ataY
112290	Hadiyv
mivol
112293	<in
kaAna
112296	SaAdiq
>am
xalaqa
112300	min
gayor
$aYo'
>am
112306	xa`liq
>am
xalaqa
112311	samaA^'
112314	>aroD
bal
laA
yuwqinu
112319	>am
Eind
112322	xazaA^}in
rab~
112325	>am
112328	muSayoTir
>am
112332	sul~am
{sotamaEa
112335	fiY
112339	>ataY
musotamiE
112343	suloTa`n
m~ubiyn
>am
112349	banaAt
112354	bunaY~
>am
sa>ala
112358	>ajor
112361	min
m~agoram
m~uvoqaluwn
>am
Eind
112368	gayob
112371	kataba
112373	>am
>araAda
112376	kayod
112378	{l~a*iY
kafara
112383	makiyduwn
>am
112387	<ila`h
gayor
{ll~ah
suboHa`n
{ll~ah
Ean
maA
>a$oraka
112397	<in
ra'aA
112400	kisof
min
112403	samaA^'
saAqiT
qaAla
112407	saHaAb
m~arokuwm
112410	ya*ara
112412	Hat~aY`
yula`qu
112415	yawom
112417	{l~a*iY
fiY
112420	SaEiqa
112422	yawom
laA
>agonato
Ean
112427	kayod
112429	$aYo'
112431	laA
112433	naSara
112436	<in~
112438	{l~a*iY
Zalama
112441	Ea*aAb
duwn
*a`lik
112445	la`kin~
>akovar
112448	laA
Ealima
112452	Sabara
112454	Hukom
rab~
112458	<in~
112461	Eayon
112464	sab~aHa
112466	Hamod
rab~
112469	Hiyn
qaAma
112472	min
112474	layol
112476	sab~aHa
112479	<idoba`r
112481	n~ajom
112484	n~ajom
<i*aA
hawaY`
maA
Dal~a
SaAHib
112492	maA
gawaY`
112495	maA
yanTiqu
Ean
112499	hawaA^'
<in
112502	<il~aA
waHoY
>awoHaY`^
Eal~ama
112507	$adiyd
112509	quw~ap
*uw
mir~ap
112513	{sotawaY`^
112518	>ufuq
112520	>aEolaY`
vum~
danaA
112524	tadal~aY`
112526	kaAna
qaAb
qawosayon
>aw
>adonaY`
112532	>awoHaY`^
<ilaY`
Eabod
112536	maA
>awoHaY`^
maA
ka*aba
112541	fu&aAd
maA
ra'aA
112546	tamaAra
112549	EalaY`
maA
ra'aA
112554	qad
ra'aA
112557	nazolap
A^xar
Eind
sidorap
112562	muntahaY`
Eind
112565	jan~ap
112567	ma>owaY`
<i*
ga$iya
112571	sidorap
maA
ga$iya
maA
zaAga
112577	baSar
112579	maA
TagaY`
112582	qad
ra'aA
min
'aAyap
rab~
112589	kuboraY`
112592	ra'aA
112594	{ll~a`t
112596	{loEuz~aY`
112598	manaw`p
112600	v~aAlivap
112602	A^xar
112607	*akar
112612	>unvaY`
*a`lik
<i*FA
qisomap
DiyzaY`^
<in
112619	<il~aA
{som
sam~aY`
112626	A^baA'
112628	maA
>anzala
{ll~ah
112633	min
suloTa`n
<in
{t~abaEa
112638	<il~aA
112640	Zan~
112642	maA
hawaY`
112645	nafos
112648	qad
jaA^'a
112651	min
rab~
112655	hudFY
>am
112659	<insa`n
maA
taman~aY`^
112664	{ll~ah
112666	A^xir
112669	>aw~al
112671	kam
min
malak
fiY
112676	samaA^'
laA
>agonato
$afa`Eap
112681	$aYo'
<il~aA
min
baEod
>an
>a*ina
{ll~ah
112689	man
$aA^'a
112692	r~aDiYa
<in~
{l~a*iY
laA
'aAmana
112700	A^xir
112702	sam~aY`
112705	malak
tasomiyap
112708	>unvaY`
112710	maA
112715	min
Eilom
<in
{t~abaEa
112720	<il~aA
112722	Zan~
112724	<in~
112726	Zan~
laA
>agonato
min
112731	Haq~
$aYo'
112734	>aEoraDa
Ean
man
tawal~aY`
Ean
*ikor
112742	lam
>araAda
<il~aA
112746	Hayaw`p
112748	d~unoyaA
*a`lik
mabolag
112752	min
112754	Eilom
<in~
rab~
112759	>aEolam
112761	man
Dal~a
Ean
sabiyl
112768	>aEolam
112770	man
{hotadaY`
112774	{ll~ah
maA
fiY
112778	samaA^'
112780	maA
fiY
112783	>aroD
112785	jazaY`
{l~a*iY
>asaA^'a
112790	maA
Eamila
112794	jazaY`
{l~a*iY
>aHosana
112800	HusonaY`
{l~a*iY
{jotanabu
112804	kabiyrap
112806	<ivom
112809	fa`Hi$ap
<il~aA
112812	l~amam
<in~
rab~
112816	wa`siE
112818	m~agofirap
112820	>aEolam
112823	<i*
>an$a>a
112826	min
112828	>aroD
112830	<i*
112832	>ajin~ap
fiY
baTon
>um~
112838	laA
zak~aY`
112841	nafos
112844	>aEolam
112846	man
{t~aqaY`
112850	ra'aA
112852	{l~a*iY
tawal~aY`
112855	>aEoTaY`
qaliyl
112858	>akodaY`^
112860	Eind
112862	Eilom
112864	gayob
112867	ra'aA
>am
lam
nab~a>a
112872	maA
fiY
SuHuf
muwsaY`
112877	<iboraAhiym
{l~a*iY
waf~aY`^
>an
laA
yaziru
waAzirap
wizor
A^xar
112887	>an
l~ayosa
112891	<insa`n
<il~aA
maA
saEaY`
112896	>an~
saEoy
112899	sawof
ra'aA
vum~
jazaY`
112905	jazaA^'
112907	>awofaY`2
112909	>an~
<ilaY`
rab~
112914	muntahaY`
112916	>an~
112919	>aDoHaka
112921	>abokaY`
112923	>an~
112926	>amaAta
112928	>aHoyaA
112930	>an~
112932	xalaqa
112934	zawoj
112936	*akar
112939	>unvaY`
min
n~uTofap
<i*aA
yumonaY`
112945	>an~
EalaY`
112949	n~a$o>ap
112951	A^xar
112953	>an~
112956	>agonaY`
112958	>aqonaY`
112960	>an~
112963	rab~
112965	$~iEoraY`
112967	>an~
112969	>aholaka
EaAd2
112972	>aw~al
112974	vamuwd
112976	maA
baqiYa
112979	qawom
nuwH
min
qabol
<in~
112985	kaAna
112988	>aZolam
112990	>aTogaY`
112993	mu&otafikap
hawaY`
112996	ga$~aY`
112998	maA
ga$~aY`
113002	>aY~
'aAlaA^'
rab~
113006	tamaAra
ha`*aA
na*iyr
min
113011	na*iyr
113013	>aw~al
>azifati
113016	'aAzifap
l~ayosa
113020	min
duwn
{ll~ah
kaA$ifap
113026	min
ha`*aA
113029	Hadiyv
Eajibu
113033	DaHikato
113036	laA
bakato
113041	sa`miduwn
113043	sajada
113046	{ll~ah
113048	Eabada
113050	{qotaraba
113052	saAEap
113054	{n$aq~a
113056	qamar
113058	<in
ra'aA
113061	'aAyap
>aEoraDa
113065	qaAla
113067	siHor
m~usotamir~
113070	ka*~aba
113073	{t~abaEa
113075	>ahowaA^'
113078	kul~
>amor
m~usotaqir~
113083	qad
jaA^'a
113086	min
113088	naba>
maA
fiY
113092	muzodajar
Hikomap
ba`ligap
113096	maA
>agonato
113099	na*iyr
113101	tawal~aY`
Ean
113104	yawom
daEaA
113107	d~aAE
<ilaY`
$aYo'
n~ukur
xaA$iE
baSar
113114	xaraja
113116	min
113118	>ajodaAv
ka>an~
113121	jaraAd
m~unta$ir
muhoTiEiyn
<ilaY`
113126	d~aAE
qaAla
113129	ka`firuwn
ha`*aA
yawom
Easir
ka*~aba
qabol
113136	qawom
nuwH
113139	ka*~aba
113141	Eabod
113144	qaAla
113146	majonuwn
113148	{zodujira
113150	daEaA
rab~
113153	>an~
113155	magoluwb
113157	{ntaSara
113159	fataHa
113161	baAb
113163	samaA^'
113165	maA^'
m~unohamir
113168	fuj~irato
113171	>aroD
Eayon
113174	{lotaqaY
113176	maA^'
EalaY`
>amor
qad
qadara
113182	Hamala
113185	EalaY`
*uw
lawoH
113189	dusur
jarayo
113192	Eayon
113194	jazaA^'
113196	man
kaAna
kafara
113201	qad
taraka
113205	'aAyap
113207	hal
min
m~ud~akir
113211	kayof
kaAna
Ea*aAb
113216	na*iyr
113219	qad
yas~ara
113223	quro'aAn
113226	*ikor
113228	hal
min
m~ud~akir
ka*~aba
EaAd2
113234	kayof
kaAna
Ea*aAb
113239	na*iyr
<in~
113242	>arosala
113244	EalaY`
113246	riyH
SaroSar
fiY
yawom
naHos
m~usotamir~
nazaEa
113254	n~aAs
ka>an~
113257	>aEojaAz
naxol
m~unqaEir
113261	kayof
kaAna
Ea*aAb
113266	na*iyr
113269	qad
yas~ara
113273	quro'aAn
113276	*ikor
113278	hal
min
m~ud~akir
ka*~aba
vamuwd
113285	na*iyr
113287	qaAla
113290	ba$ar
min
113293	wa`Hid
{t~abaEa
113296	<in~
113298	<i*FA
113300	fiY
Dala`l
113303	suEur
113305	>aloqaY`^
113307	*ikor
EalaY`
113310	min
bayon
113313	bal
113315	ka*~aAb
>a$ir
113318	Ealima
113320	gad
man
113323	ka*~aAb
113325	>a$ir
<in~
113328	murosil
113330	naAqap
fitonap
113335	{rotaqibo
113338	{SoTabiro
113340	nab~a>a
113342	>an~
113344	maA^'
qisomap
bayon
113348	kul~
$irob
m~uHotaDar
113352	naAdaY`
113354	SaAHib
113357	taEaATaY`
113359	Eaqara
113361	kayof
kaAna
Ea*aAb
113366	na*iyr
<in~
113369	>arosala
113371	EalaY`
113373	SayoHap
wa`Hidap
113376	kaAna
113379	ha$iym
113381	muHotaZir
113384	qad
yas~ara
113388	quro'aAn
113391	*ikor
113393	hal
min
m~ud~akir
ka*~aba
qawom
luwT
113401	na*iyr
<in~
113404	>arosala
113406	EalaY`
113408	HaASib
<il~aA
'aAl
luwT
naj~aY`
113416	saHar
niEomap
min
Eind
113422	*a`lik
jazaY`
man
$akara
113428	qad
>an*ara
113431	baTo$ap
113434	tamaAra
113438	na*iyr
113441	qad
ra`wadu
113445	Ean
Dayof
113449	Tumisato
113451	Eayon
113454	*aAqu
113456	Ea*aAb
113459	na*iyr
113462	qad
Sab~aHa
113465	bukorap
Ea*aAb
m~usotaqir~
113469	*aAqu
113471	Ea*aAb
113474	na*iyr
113477	qad
yas~ara
113481	quro'aAn
113484	*ikor
113486	hal
min
m~ud~akir
113491	qad
jaA^'a
'aAl
firoEawon
113496	na*iyr
ka*~aba
113500	'aAyap
113502	kul~
113505	>axa*a
113508	>axo*
Eaziyz
m~uqotadir
113512	kaAfir
113514	xayor
min
>uwlaA^'
>am
113520	baraA^'ap
fiY
113523	zubur
>am
qaAla
113528	jamiyE
m~untaSir
113531	hazamu
113533	jamoE
113535	wal~aY`
113538	dubur
bal
113541	saAEap
m~awoEid
113546	saAEap
>adohaY`
113549	>amar~
<in~
113552	mujorim
fiY
Dala`l
113556	suEur
yawom
yusoHabu
113560	fiY
113562	naAr
EalaY`
wajoh
113566	*aAqu
113568	mas~
saqar
<in~
113572	kul~
$aYo'
xalaqa
113578	qadar
113580	maA
>amor
113583	<il~aA
wa`Hidap
113586	lamoH
113589	baSar
113592	qad
>aholaka
113595	$iyEap
113598	hal
min
m~ud~akir
113602	kul~
$aYo'
faEala
113607	fiY
113609	zubur
113611	kul~
Sagiyr
113614	kabiyr
m~usotaTar
<in~
113618	mut~aqiyn
fiY
jan~ap
113622	nahar
fiY
maqoEad
Sidoq
Eind
maliyk
m~uqotadir
113630	r~aHoma`n
Eal~ama
113633	quro'aAn
xalaqa
113636	<insa`n
Eal~ama
113640	bayaAn
113642	$amos
113645	qamar
113647	HusobaAn
113650	n~ajom
113653	$ajar
sajada
113658	samaA^'
rafaEa
113662	waDaEa
113664	miyzaAn
>an
laA
TagaY`
113669	fiY
113671	miyzaAn
113673	>aqaAma
113676	wazon
113679	qisoT
113681	laA
yuxosiru
113685	miyzaAn
113688	>aroD
waDaEa
113693	>anaAm
fiY
113696	fa`kihap
113699	naxol
*uw
113702	>akomaAm
113705	Hab~
*uw
113708	EaSof
113711	r~ayoHaAn
113714	>aY~
'aAlaA^'
rab~
113718	ka*~aba
113720	xalaqa
113722	<insa`n
min
SaloSa`l
113727	fax~aAr
113729	xalaqa
113731	jaA^n~
min
m~aArij
min
naAr
113738	>aY~
'aAlaA^'
rab~
113742	ka*~aba
113744	rab~
113746	ma$oriq
113748	rab~
113750	magorib
113753	>aY~
'aAlaA^'
rab~
113757	ka*~aba
113759	maraja
113761	baHor
{lotaqaY
113764	bayon
113766	barozax
laA
bagaY`
113772	>aY~
'aAlaA^'
rab~
113776	ka*~aba
113778	xaraja
min
113782	lu&olu&
113785	marojaAn
113788	>aY~
'aAlaA^'
rab~
113792	ka*~aba
113798	jawaAr
113800	mun$a_#aAt
fiY
113803	baHor
113806	>aEola`m
113809	>aY~
'aAlaA^'
rab~
113813	ka*~aba
113815	kul~
man
EalaY`
113819	faAn
113821	baqiYa
wajoh
rab~
113825	*uw
113827	jala`l
113830	<ikoraAm
113833	>aY~
'aAlaA^'
rab~
113837	ka*~aba
113839	sa>ala
113841	man
fiY
113844	samaA^'
113847	>aroD
kul~
yawom
113851	fiY
$a>on
113855	>aY~
'aAlaA^'
rab~
113859	ka*~aba
113862	farago
113865	>ay~uhaA
113867	v~aqalaAn
113870	>aY~
'aAlaA^'
rab~
113874	ka*~aba
113877	maEo$ar
113879	jin~
113882	<ins
<in
{sotaTaAEa
113886	>an
tanfu*u
113889	min
>aqoTaAr
113892	samaA^'
113895	>aroD
113897	tanfu*u
113899	laA
tanfu*u
113902	<il~aA
113904	suloTa`n
113907	>aY~
'aAlaA^'
rab~
113911	ka*~aba
113913	>arosala
EalaY`
113916	$uwaAZ
min
naAr
113920	nuHaAs
113922	laA
{ntaSara
113927	>aY~
'aAlaA^'
rab~
113931	ka*~aba
113934	<i*aA
{n$aq~a
113937	samaA^'
113939	kaAna
warodap
113943	d~ihaAn
113946	>aY~
'aAlaA^'
rab~
113950	ka*~aba
113953	yawoma}i*
laA
sa>ala
Ean
*anb
113959	<ins
113961	laA
jaA^n~
113965	>aY~
'aAlaA^'
rab~
113969	ka*~aba
113971	Earafa
113973	mujorim
113975	siyma`
113978	>axa*a
113981	n~awa`SiY
113984	qadam
113987	>aY~
'aAlaA^'
rab~
113991	ka*~aba
113993	ha`*aA
jahan~am
{l~a*iY
ka*~aba
114000	mujorim
TaAfa
114003	bayon
114006	bayon
Hamiym
'aAn
114011	>aY~
'aAlaA^'
rab~
114015	ka*~aba
114019	man
xaAfa
maqaAm
rab~
114024	jan~ap
114027	>aY~
'aAlaA^'
rab~
114031	ka*~aba
114033	*uw
>afonaAn
114037	>aY~
'aAlaA^'
rab~
114041	ka*~aba
114043	fiY
114045	Eayon
jarayo
114050	>aY~
'aAlaA^'
rab~
114054	ka*~aba
114056	fiY
114058	min
kul~
fa`kihap
zawoj
114064	>aY~
'aAlaA^'
rab~
114068	ka*~aba
114070	mut~aki_#iyn
EalaY`
fira`$
biTaAnap
114075	min
<isotaboraq
114078	janaY
114080	jan~ap
daAn
114084	>aY~
'aAlaA^'
rab~
114088	ka*~aba
114090	fiY
114092	qa`Sira`t
114094	Tarof
lam
yaTomivo
114098	<ins
qabol
114102	laA
jaA^n~
114106	>aY~
'aAlaA^'
rab~
114110	ka*~aba
114112	ka>an~
114115	yaAquwt
114118	marojaAn
114121	>aY~
'aAlaA^'
rab~
114125	ka*~aba
114127	hal
jazaA^'
114130	<iHosa`n
<il~aA
114133	<iHosa`n
114136	>aY~
'aAlaA^'
rab~
114140	ka*~aba
114143	min
duwn
114146	jan~ap
114149	>aY~
'aAlaA^'
rab~
114153	ka*~aba
114155	mudohaA^m~ataAn
114158	>aY~
'aAlaA^'
rab~
114162	ka*~aba
114164	fiY
114166	Eayon
naD~aAxataAn
114170	>aY~
'aAlaA^'
rab~
114174	ka*~aba
114176	fiY
114178	fa`kihap
114180	naxol
114182	r~um~aAn
114185	>aY~
'aAlaA^'
rab~
114189	ka*~aba
114191	fiY
114193	xayora`t
Hasan
114197	>aY~
'aAlaA^'
rab~
114201	ka*~aba
114203	Huwr
m~aqoSuwra`t
fiY
114207	xiyaAm
114210	>aY~
'aAlaA^'
rab~
114214	ka*~aba
114216	lam
yaTomivo
114219	<ins
qabol
114223	laA
jaA^n~
114227	>aY~
'aAlaA^'
rab~
114231	ka*~aba
114233	mut~aki_#iyn
EalaY`
raforaf
xuDor
114238	EaboqariY~
Hasan
114242	>aY~
'aAlaA^'
rab~
114246	ka*~aba
114248	tabaAraka
{som
rab~
114252	*uw
114254	jala`l
114257	<ikoraAm
<i*aA
waqaEa
114261	waAqiEap
l~ayosa
114264	waqoEat
114266	ka`*ib
xaAfiDap
r~aAfiEap
<i*aA
ruj~ati
114272	>aroD
raj~
114275	bus~ati
114277	jabal
bas~
114280	kaAna
habaA^'
m~unbav~
114284	kaAna
114286	zawoj
vala`vap
114289	>aSoHa`b
114291	mayomanap
maA
>aSoHa`b
114295	mayomanap
114297	>aSoHa`b
114299	ma$o_#amap
maA
>aSoHa`b
114303	ma$o_#amap
114306	saAbiq
114308	saAbiq
>uwla`^}ik
114311	muqar~abuwn
fiY
jan~ap
114315	naEiym
vul~ap
min
114319	>aw~al
114321	qaliyl
min
114324	A^xir
EalaY`
surur
m~awoDuwnap
mut~aki_#iyn
EalaY`
114331	m~utaqa`biliyn
TaAfa
EalaY`
114335	waliyd
m~uxal~aduwn
114338	>akowaAb
114340	>abaAriyq
114342	ka>os
min
m~aEiyn
laA
yuSad~aEu
114348	Ean
114351	laA
yunzafu
114355	fa`kihap
min
maA
yataxay~aru
114361	laHom
Tayor
min
maA
{$otahato
114368	Huwr
Eiyn
114371	maval
114373	lu&olu&
114375	m~akonuwn
jazaA^'
114378	maA
kaAna
114381	Eamila
114383	laA
samiEa
114386	fiY
114388	lagow
114390	laA
ta>oviym
<il~aA
qiyl
sala`m
sala`m
114397	>aSoHa`b
114399	yamiyn
maA
>aSoHa`b
114403	yamiyn
fiY
sidor
m~axoDuwd
114408	TaloH
m~anDuwd
114411	Zil~
m~amoduwd
114414	maA^'
m~asokuwb
114417	fa`kihap
kaviyrap
laA
maqoTuwEap
114422	laA
mamonuwEap
114425	fira`$
m~arofuwEap
<in~
114429	>an$a>a
114432	<in$aA^'
114434	jaEala
114437	bikor
Eurub
>atoraAb
114441	>aSoHa`b
114443	yamiyn
vul~ap
min
114447	>aw~al
114449	vul~ap
min
114452	A^xir
114454	>aSoHa`b
114456	$~imaAl
maA
>aSoHa`b
114460	$~imaAl
fiY
samuwm
114464	Hamiym
114466	Zil~
min
yaHomuwm
laA
baArid
114472	laA
kariym
<in~
114476	kaAna
114478	qabol
*a`lik
mutorafiyn
114482	kaAna
114484	>aSar~u
114486	EalaY`
114488	Hinv
114490	EaZiym
114492	kaAna
114494	qaAla
114497	<i*aA
m~aAta
114501	kaAna
114503	turaAb
114505	EaZiym
114507	<in~
114510	m~aboEuwvuwn
114513	A^baA'
114516	>aw~al
qaAla
<in~
114520	>aw~al
114523	A^xir
114525	m~ajomuwE
<ilaY`
miyqa`t
yawom
m~aEoluwm
vum~
<in~
114533	>ay~uhaA
114535	DaA^l~
114537	m~uka*~ibiyn
114539	'aAkiluwn
min
$ajar
min
zaq~uwm
114545	maAli_#uwn
min
114549	baTon
114551	$~a`ribiyn
EalaY`
114554	min
114556	Hamiym
114558	$~a`ribiyn
$urob
114561	hiym
ha`*aA
nuzul
114565	yawom
114567	diyn
114569	xalaqa
114573	lawolaA^
Sad~aqa
114578	ra'aA
114580	maA
yumonaY`
114585	xalaqa
114588	>am
114591	xa`liq
114593	qad~ara
114595	bayon
114598	mawot
114600	maA
114603	masobuwqiyn
EalaY`
>an
bad~ala
maval
114610	>an$a>a
114612	fiY
maA
laA
Ealima
114619	qad
Ealima
114623	n~a$o>ap
114625	>aw~al
114627	lawolaA^
ta*ak~ara
114632	ra'aA
114634	maA
taHoruvu
114639	tazoraEu
114642	>am
114645	z~a`riEuwn
law
$aA^'a
114649	jaEala
114652	HuTa`m
114654	Zal~a
114656	tafak~ahu
114658	<in~
114661	mugoramuwn
bal
114664	maHoruwm
114667	ra'aA
114670	maA^'
{l~a*iY
$ariba
114676	>anzala
114679	min
114681	muzon
>am
114685	munziliyn
law
$aA^'a
jaEala
114691	>ujaAj
114693	lawolaA^
$akara
114698	ra'aA
114701	naAr
{l~a*iY
tuwru
114707	>an$a>a
114709	$ajarap
114711	>am
114714	mun$i_#uwn
114716	jaEala
114719	ta*okirap
114721	mata`E
114724	muqowiyn
114726	sab~aHa
114728	{som
rab~
114732	EaZiym
114734	laA
>aqosamu
114737	mawa`qiE
114739	n~ajom
114741	<in~
114744	qasam
law
Ealima
114748	EaZiym
<in~
114752	quro'aAn
kariym
fiY
kita`b
m~akonuwn
laA
mas~a
114760	<il~aA
114762	muTah~aruwn
tanziyl
min
rab~
114767	Ea`lamiyn
114771	ha`*aA
114773	Hadiyv
114775	m~udohinuwn
114777	jaEala
114779	rizoq
114781	>an~
114783	ka*~aba
114786	lawolaA^
<i*aA
balaga
114790	Huloquwm
114793	Hiyn
n~aZara
114798	>aqorab
<ilaY`
114801	min
114804	la`kin
laA
>aboSara
114809	lawolaA^
<in
kaAna
114813	gayor
madiyniyn
rajaEa
114818	<in
kaAna
114821	SaAdiq
114823	>am~aA
<in
kaAna
min
114828	muqar~abuwn
114830	r~awoH
114832	r~ayoHaAn
114834	jan~ap
naEiym
114837	>am~aA
<in
kaAna
min
>aSoHa`b
114843	yamiyn
114845	sala`m
114848	min
>aSoHa`b
114851	yamiyn
114853	>am~aA
<in
kaAna
min
114858	m~uka*~ibiyn
114860	DaA^l~
114862	nuzul
min
Hamiym
114866	taSoliyap
jaHiym
<in~
ha`*aA
114872	Haq~
114874	yaqiyn
114876	sab~aHa
114878	{som
rab~
114882	EaZiym
sab~aHa
114885	{ll~ah
maA
fiY
114889	samaA^'
114892	>aroD
114896	Eaziyz
114898	Hakiym
114901	mulok
114903	samaA^'
114906	>aroD
>aHoyaA
114909	>amaAta
114912	EalaY`
kul~
$aYo'
qadiyr
114918	>aw~al
114921	A^xir
114924	Za`hir
114927	baATin
114931	kul~
$aYo'
Ealiym
114935	{l~a*iY
xalaqa
114938	samaA^'
114941	>aroD
fiY
sit~ap
yawom
vum~
{sotawaY`^
EalaY`
114949	Earo$
Ealima
maA
yalija
fiY
114955	>aroD
114957	maA
xaraja
min
114962	maA
nazala
min
114966	samaA^'
114968	maA
yaEoruju
fiY
114974	maE
114976	>ayon
maA
kaAna
114981	{ll~ah
114983	maA
Eamila
114986	baSiyr
114989	mulok
114991	samaA^'
114994	>aroD
114996	<ilaY`
{ll~ah
rajaEa
115000	>amor
yuwliju
115003	layol
fiY
115006	nahaAr
115008	yuwliju
115010	nahaAr
fiY
115013	layol
115016	Ealiym
115018	*uw
115020	Sador
'aAmana
115024	{ll~ah
115026	rasuwl
115029	>anfaqa
115031	min
maA
jaEala
115035	m~usotaxolafiyn
fiY
115039	{l~a*iY
'aAmana
115042	min
115045	>anfaqa
115049	>ajor
kabiyr
115052	maA
115055	laA
'aAmana
115059	{ll~ah
115062	rasuwl
daEaA
115066	'aAmana
115069	rab~
115072	qad
>axa*a
m~iyva`q
115076	<in
kaAna
115079	mu&omin
115081	{l~a*iY
naz~ala
EalaY`
Eabod
115086	'aAyap
bay~inap
115089	>axoraja
115091	min
115093	Zuluma`t
<ilaY`
115096	nuwr
115098	<in~
{ll~ah
115103	ra'uwf
r~aHiym
115106	maA
115109	>an
laA
>anfaqa
115113	fiY
sabiyl
{ll~ah
115118	{ll~ah
miyra`v
115121	samaA^'
115124	>aroD
laA
{sotawaY`^
min
115129	man
>anfaqa
min
qabol
115134	fatoH
115136	qa`tala
>uwla`^}ik
>aEoZam
darajap
min
{l~a*iY
>anfaqa
115144	min
baEod
115147	qa`tala
115150	kul~
waEada
{ll~ah
115154	HusonaY`
115156	{ll~ah
115158	maA
Eamila
115161	xabiyr
man
*aA
{l~a*iY
>aqoraDu
{ll~ah
qaroD
Hasan
115170	yuDa`Eifu
115177	>ajor
kariym
yawom
ra'aA
115182	mu&omin
115185	m~u&omina`t
saEaY`
nuwr
115189	bayon
yad
115194	yamiyn
115196	bu$oraY`
115199	yawom
jan~ap
jarayo
min
taHot
115206	nahar
xa`lid
fiY
115210	*a`lik
115213	fawoz
115215	EaZiym
yawom
qaAla
115219	muna`fiquwn
115222	muna`fiqa`t
115224	{l~a*iY
'aAmana
115227	n~aZara
115230	naqotabiso
min
nuwr
115234	qaAla
rajaEa
115237	waraA^'
115240	{lotamisu
115242	nuwr
115244	Daraba
bayon
115248	suwr
115251	baAb
baATin
115254	fiY
115257	raHomap
115259	Za`hir
115261	min
qibal
115265	Ea*aAb
naAdaY`
115270	lam
kaAna
maE
115274	qaAla
115276	balaY`
115278	la`kin~
115280	fatanu
115282	nafos
115285	tarab~aSo
115288	{rotaAba
115291	gar~a
115294	>umoniy~at
Hat~aY`
jaA^'a
>amor
{ll~ah
115300	gar~a
115303	{ll~ah
115305	garuwr
115308	yawom
laA
>axa*a
min
115313	fidoyap
115315	laA
min
{l~a*iY
kafara
115320	ma>owaY`
115323	naAr
115325	mawolaY`
115328	bi}osa
115330	maSiyr
115332	lam
ya>oni
115335	{l~a*iY
'aAmana
115338	>an
xa$aEati
qalob
115343	*ikor
{ll~ah
115346	maA
nazala
min
115350	Haq~
115352	laA
kaAna
115356	{l~a*iY
A^taY
115360	kita`b
min
qabol
115364	TaAla
EalaY`
115368	>amad
115370	qasato
qalob
115374	kaviyr
min
115377	faAsiq
Ealima
115380	>an~
{ll~ah
>aHoyaA
115384	>aroD
baEod
mawot
115388	qad
bay~anu
115394	'aAyap
laEal~
115397	Eaqalu
115399	<in~
115401	muS~ad~iqiyn
115404	muS~ad~iqa`t
115406	>aqoraDu
115408	{ll~ah
qaroD
Hasan
yuDa`Eifu
115417	>ajor
kariym
115420	{l~a*iY
'aAmana
115424	{ll~ah
115426	rasuwl
115428	>uwla`^}ik
115431	Sid~iyq
115434	$ahiyd
Eind
rab~
115440	>ajor
115443	nuwr
115446	{l~a*iY
kafara
115450	ka*~aba
115453	'aAyap
115455	>uwla`^}ik
>aSoHa`b
115458	jaHiym
Ealima
115461	>an~
maA
115464	Hayaw`p
115466	d~unoyaA
laEib
115469	lahow
115471	ziynap
115473	tafaAxur
bayon
115477	t~akaAvur
fiY
115480	maAl
115483	walad
115485	maval
gayov
>aEojaba
115489	kaAfir
nabaAt
115492	vum~
yahiyju
115495	ra'aA
115497	muSofar~
vum~
kaAna
HuTa`m
115502	fiY
115504	A^xir
Ea*aAb
$adiyd
115508	m~agofirap
min
{ll~ah
115512	riDowa`n
115514	maA
115516	Hayaw`p
115518	d~unoyaA
<il~aA
mata`E
115522	guruwr
saAbiqu
115525	<ilaY`
m~agofirap
min
rab~
115531	jan~ap
EaroD
115535	EaroD
115537	samaA^'
115540	>aroD
>aEad~a
115543	{l~a*iY
'aAmana
115547	{ll~ah
115549	rasuwl
115551	*a`lik
faDol
{ll~ah
A^taY
115556	man
$aA^'a
115559	{ll~ah
*uw
115562	faDol
115564	EaZiym
maA
>aSaAba
min
m~uSiybap
fiY
115571	>aroD
115573	laA
fiY
nafos
115577	<il~aA
fiY
kita`b
min
qabol
>an
n~abora>a
115585	<in~
*a`lik
EalaY`
{ll~ah
yasiyr
115591	kaY
ta>osa
115594	EalaY`
maA
faAta
115599	laA
fariHa
115603	maA
A^taY
115607	{ll~ah
laA
>aHobabo
kul~
muxotaAl
faxuwr
{l~a*iY
baxila
115617	>amara
115620	n~aAs
115623	buxol
115625	man
tawal~aY`
115628	<in~
{ll~ah
115632	ganiY~
115634	Hamiyd
115636	qad
>arosala
115639	rasuwl
115643	bay~inap
115645	>anzala
115647	maE
115650	kita`b
115653	miyzaAn
115655	qaAma
115657	n~aAs
115660	qisoT
115662	>anzala
115665	Hadiyd
fiY
115668	ba>os
$adiyd
115671	mana`fiE
115674	n~aAs
115677	Ealima
{ll~ah
man
naSara
115683	rasuwl
115687	gayob
<in~
{ll~ah
qawiY~
Eaziyz
115694	qad
>arosala
115697	nuwH
115699	<iboraAhiym
115701	jaEala
115703	fiY
*ur~iy~ap
115707	n~ubuw~ap
115710	kita`b
115712	min
115714	m~uhotad
115716	kaviyr
min
115719	faAsiq
vum~
qaf~ayo
115723	EalaY`
>avar
115727	rasuwl
115730	qaf~ayo
115733	EiysaY
{bon
maroyam
115737	A^taY
115741	<injiyl
115743	jaEala
115745	fiY
qalob
{l~a*iY
{t~abaEa
115751	ra>ofap
115753	raHomap
115755	rahobaAniy~ap
{botadaEu
115759	maA
kataba
115763	EalaY`
115765	<il~aA
{botigaA^'
riDowa`n
{ll~ah
115770	maA
raEa
115774	Haq~
riEaAyat
115778	A^taY
115780	{l~a*iY
'aAmana
115783	min
115785	>ajor
115788	kaviyr
min
115791	faAsiq
115793	>ay~uhaA
{l~a*iY
'aAmana
115797	{t~aqaY`
115799	{ll~ah
115801	'aAmana
115804	rasuwl
115806	A^taY
115808	kifol
min
raHomap
115813	jaEala
115816	nuwr
m~a$a
115822	gafara
115826	{ll~ah
gafuwr
r~aHiym
115830	laA
Ealima
>ahol
115834	kita`b
>an
laA
qadara
115839	EalaY`
$aYo'
min
faDol
{ll~ah
115845	>an~
115847	faDol
115849	yad
{ll~ah
A^taY
115853	man
$aA^'a
115856	{ll~ah
*uw
115859	faDol
115861	EaZiym
qad
samiEa
{ll~ah
qawol
{l~a*iY
ja`dalu
115869	fiY
zawoj
115873	ta$otakiY^
<ilaY`
{ll~ah
115877	{ll~ah
samiEa
taHaAwur
115881	<in~
{ll~ah
samiyE
baSiyr
{l~a*iY
Za`haru
115888	min
115890	min
nisaA^'
115893	maA
115895	>um~
115897	<in
>um~
115900	<il~aA
{l~a`^_#iY
walada
115906	<in~
115909	qaAla
115911	munkar
min
115914	qawol
115916	z~uwr
115918	<in~
{ll~ah
115921	Eafuw~
gafuwr
115924	{l~a*iY
Za`haru
115927	min
nisaA^'
115930	vum~
EaAda
115934	maA
qaAla
115938	taHoriyr
raqabap
min
qabol
>an
yatamaA^s~a
115945	*a`lik
waEaZo
115951	{ll~ah
115953	maA
Eamila
115956	xabiyr
115958	man
lam
wajada
115962	SiyaAm
$ahor
mutataAbiEayon
min
qabol
>an
yatamaA^s~a
115971	man
lam
{sotaTaAEa
115975	<iToEa`m
sit~iyn
misokiyn
*a`lik
115980	'aAmana
115983	{ll~ah
115985	rasuwl
115988	*a`lik
Huduwd
{ll~ah
115994	ka`firuwn
Ea*aAb
>aliym
<in~
{l~a*iY
yuHaA^d~u
116001	{ll~ah
116003	rasuwl
116005	kubita
116008	maA
kubita
{l~a*iY
min
qabol
116015	qad
>anzala
116018	'aAyap
bay~inap
116023	ka`firuwn
Ea*aAb
m~uhiyn
yawom
baEava
116029	{ll~ah
jamiyE
116032	nab~a>a
116035	maA
Eamila
116038	>aHoSaY`
116040	{ll~ah
116042	nasiYa
116046	{ll~ah
EalaY`
kul~
$aYo'
$ahiyd
116052	lam
ra'aA
>an~
{ll~ah
Ealima
maA
fiY
116060	samaA^'
116062	maA
fiY
116065	>aroD
maA
kaAna
min
najowaY`^
vala`vap
<il~aA
116073	raAbiE
116076	laA
xamosap
<il~aA
116080	saAdis
116083	laA
>adonaY`
min
*a`lik
116088	laA
>akovar
<il~aA
116092	maE
116094	>ayon
maA
kaAna
116098	vum~
nab~a>a
116102	maA
Eamila
116105	yawom
116107	qiya`map
<in~
{ll~ah
116111	kul~
$aYo'
Ealiym
116115	lam
ra'aA
<ilaY`
{l~a*iY
nahaY`
116121	Ean
116123	najowaY`^
vum~
EaAda
116128	maA
nahaY`
116131	Ean
116134	tana`jayo
116138	<ivom
116141	Eudowa`n
116143	maEoSiyat
116145	rasuwl
116147	<i*aA
jaA^'a
116151	Hay~a
116155	maA
lam
Hay~a
116161	{ll~ah
116163	qaAla
116165	fiY
nafos
116168	lawolaA^
Ea*~aba
116171	{ll~ah
116173	maA
qaAla
Hasob
116177	jahan~am
yaSolaY
116182	bi}osa
116184	maSiyr
116186	>ay~uhaA
{l~a*iY
'aAmana
116190	<i*aA
tana`jayo
116194	laA
tana`jayo
116199	<ivom
116202	Eudowa`n
116204	maEoSiyat
116206	rasuwl
116208	tana`jayo
116212	bir~
116215	taqowaY
116217	{t~aqaY`
116219	{ll~ah
{l~a*iY
<ilaY`
116223	Ha$ara
116225	<in~
maA
116228	najowaY`^
min
116231	$ayoTa`n
116233	yaHozun
{l~a*iY
'aAmana
116238	l~ayosa
116240	DaA^r~
116242	$aYo'
<il~aA
116245	<i*on
{ll~ah
116248	EalaY`
{ll~ah
116252	tawak~alo
116254	mu&omin
116256	>ay~uhaA
{l~a*iY
'aAmana
116260	<i*aA
qaAla
116264	tafas~aHu
116266	fiY
116268	maja`lis
116270	yafosaHi
116272	yafosaHi
{ll~ah
116277	<i*aA
qaAla
{n$uzu
116282	{n$uzu
116284	rafaEa
{ll~ah
{l~a*iY
'aAmana
116289	min
116292	{l~a*iY
A^taY
116296	Eilom
darajap
116299	{ll~ah
116301	maA
Eamila
116304	xabiyr
116306	>ay~uhaA
{l~a*iY
'aAmana
116310	<i*aA
na`jayo
116314	rasuwl
116316	qad~ama
116318	bayon
yad
najowaY`^
116322	Sadaqap
*a`lik
xayor
116328	>aTohar
116330	<in
lam
wajada
116335	<in~
{ll~ah
gafuwr
r~aHiym
116340	>a$ofaqo
116342	>an
qad~ama
116345	bayon
yad
najowaY`^
116349	Sadaqa`t
116351	<i*
lam
faEala
116356	taAba
{ll~ah
EalaY`
116361	>aqaAma
116364	Salaw`p
116366	A^taY
116369	zakaw`p
116371	>aTaAEa
116373	{ll~ah
116375	rasuwl
116378	{ll~ah
xabiyr
116381	maA
Eamila
116385	lam
ra'aA
<ilaY`
{l~a*iY
tawal~aY`
116391	qawom
gaDiba
{ll~ah
EalaY`
116396	maA
116398	min
116401	laA
min
116405	Halafo
116407	EalaY`
116409	ka*ib
116412	Ealima
116414	>aEad~a
{ll~ah
116418	Ea*aAb
$adiyd
<in~
116422	saA^'a
maA
kaAna
116426	Eamila
116428	{t~axa*a
116430	yamiyn
116432	jun~ap
116434	Sad~a
116436	Ean
sabiyl
{ll~ah
116442	Ea*aAb
m~uhiyn
lan
>agonato
Ean
116448	maAl
116451	laA
walad
116454	min
{ll~ah
$aYo'
>uwla`^}ik
>aSoHa`b
116460	naAr
116462	fiY
116464	xa`lid
yawom
baEava
116468	{ll~ah
jamiyE
116471	Halafo
116476	maA
Halafo
116482	Hasiba
116484	>an~
116486	EalaY`
$aYo'
>alaA^
<in~
116493	ka`*ib
{sotaHowa*a
EalaY`
116498	$ayoTa`n
116500	>ansaY`
116502	*ikor
{ll~ah
>uwla`^}ik
Hizob
116507	$ayoTa`n
>alaA^
<in~
Hizob
116512	$ayoTa`n
116515	xa`siriyn
<in~
{l~a*iY
yuHaA^d~u
116520	{ll~ah
116522	rasuwl
116524	>uwla`^}ik
fiY
116527	>a*al~
kataba
{ll~ah
116531	galabu
116535	rasuwl
116537	<in~
{ll~ah
qawiY~
Eaziyz
laA
wajada
qawom
'aAmana
116547	{ll~ah
116550	yawom
116552	A^xir
wad~a
116555	man
HaA^d~a
{ll~ah
116559	rasuwl
116562	law
kaAna
116565	A^baA'
116567	>aw
{bon
116570	>aw
>ax
116573	>aw
Ea$iyrat
116576	>uwla`^}ik
kataba
fiY
qalob
116582	<iyma`n
116584	>ay~ada
116587	ruwH
min
116591	>udoxila
116593	jan~ap
jarayo
min
taHot
116599	nahar
xa`lid
fiY
116603	r~aDiYa
{ll~ah
Ean
116608	r~aDiYa
116610	Ean
116612	>uwla`^}ik
Hizob
{ll~ah
>alaA^
<in~
Hizob
{ll~ah
116621	mufoliHuwn
sab~aHa
116624	{ll~ah
maA
fiY
116628	samaA^'
116630	maA
fiY
116633	>aroD
116637	Eaziyz
116639	Hakiym
116641	{l~a*iY
>axoraja
{l~a*iY
kafara
116646	min
>ahol
116649	kita`b
min
daAr
116654	>aw~al
116656	Ha$or
maA
Zan~a
116660	>an
xaraja
116664	Zan~a
116666	>an~
116668	m~aAniEat
116670	HuSuwn
116672	min
{ll~ah
116675	>ataY
116677	{ll~ah
min
Hayov
lam
yaHotasibu
116684	qa*afa
fiY
qalob
116689	ruEob
yuxoribu
116692	bayot
116695	yad
116698	yad
116700	mu&omin
116702	{Eotabiru
116705	>uwliY
116707	baSar
116709	lawolaA^
>an
kataba
{ll~ah
EalaY`
116716	jalaA^'
116718	Ea*~aba
116720	fiY
116722	d~unoyaA
116726	fiY
116728	A^xir
Ea*aAb
116731	naAr
*a`lik
116734	>an~
116736	$aA^q~u
116738	{ll~ah
116740	rasuwl
116743	man
$aA^q~u
{ll~ah
116747	<in~
{ll~ah
$adiyd
116751	EiqaAb
maA
quTiEa
116755	min
l~iynap
>aw
taraka
116761	qaA^}imap
EalaY`
>aSol
116767	<i*on
{ll~ah
116771	>axozayo
116773	faAsiq
116775	maA
>afaA^'a
{ll~ah
EalaY`
rasuwl
116781	min
116784	maA
>awojafo
116787	EalaY`
116789	min
xayol
116792	laA
rikaAb
116795	la`kin~
{ll~ah
sal~aTa
rasuwl
116800	EalaY`
man
$aA^'a
116804	{ll~ah
EalaY`
kul~
$aYo'
qadiyr
maA
>afaA^'a
{ll~ah
EalaY`
rasuwl
116815	min
>ahol
116818	qaroyap
116821	{ll~ah
116825	rasuwl
116828	*uw
116830	qurobaY`
116833	yatiym
116836	misokiyn
116838	{bon
116840	sabiyl
kaY
laA
kaAna
duwlap
bayon
116847	ganiY~
min
116851	maA
A^taY
116855	rasuwl
116857	>axa*a
116861	maA
nahaY`
116864	Ean
116867	{ntahaY`
116870	{t~aqaY`
116872	{ll~ah
<in~
{ll~ah
$adiyd
116877	EiqaAb
116880	faqiyr
116882	muhaAjir
{l~a*iY
>axoraja
116886	min
daAr
116890	maAl
116892	{botagaY`
116894	faDol
min
{ll~ah
116898	riDowa`n
116900	naSara
116902	{ll~ah
116904	rasuwl
116906	>uwla`^}ik
116909	SaAdiq
116911	{l~a*iY
yatabaw~a>u
116915	daAr
116918	<iyma`n
min
qabol
116922	>aHobabo
116924	man
haAjara
<ilaY`
116929	laA
wajada
116932	fiY
Sador
116935	HaAjap
min
maA
A^taY
116941	A^vara
116943	EalaY`
nafos
116947	law
kaAna
116951	xaSaASap
116953	man
waqaY`
$uH~
nafos
116959	>uwla`^}ik
116962	mufoliHuwn
116964	{l~a*iY
jaA^'a
116967	min
baEod
116970	qaAla
116972	rab~
116974	gafara
116979	>ax
116981	{l~a*iY
sabaqa
116987	<iyma`n
116989	laA
jaEala
fiY
qalob
116994	gil~
116996	{l~a*iY
'aAmana
116999	rab~
117001	<in~
117003	ra'uwf
r~aHiym
117006	lam
ra'aA
<ilaY`
{l~a*iY
naAfaqu
117012	qaAla
117015	>ax
117017	{l~a*iY
kafara
117020	min
>ahol
117023	kita`b
117025	<in
>axoraja
117029	xaraja
117031	maE
117034	laA
>aTaAEa
fiY
117038	>aHad
>abadFA
117041	<in
qa`tala
117045	naSara
117049	{ll~ah
$ahida
<in~
117054	ka`*ib
117056	<in
>axoraja
117059	laA
xaraja
117062	maE
117066	<in
qa`tala
117069	laA
naSara
117075	<in
naSara
117080	wal~aY`
117083	dubur
vum~
laA
naSara
117090	>a$ad~
rahobap
fiY
Sador
117095	min
{ll~ah
*a`lik
117099	>an~
117101	qawom
laA
yafoqahu
117105	laA
qa`tala
117109	jamiyE
<il~aA
fiY
qaroyap
m~uHaS~anap
>aw
min
waraA^'
judur
ba>os
117120	bayon
117122	$adiyd
Hasiba
117125	jamiyE
117127	qalob
117129	$at~aY`
*a`lik
117132	>an~
117134	qawom
laA
Eaqalu
117139	maval
{l~a*iY
min
qabol
117144	qariyb
*aAqu
117147	wabaAl
>amor
117153	Ea*aAb
>aliym
117156	maval
117158	$ayoTa`n
<i*
qaAla
117163	<insa`n
kafara
117166	lam~aA
kafara
qaAla
<in~
117171	bariY^'
min
117174	<in~
117176	xaAfa
{ll~ah
rab~
117180	Ea`lamiyn
117182	kaAna
Ea`qibap
117185	>an~
117187	fiY
117189	naAr
xa`lid
fiY
117194	*a`lik
jazaA^'
117197	ZaAlim
117199	>ay~uhaA
{l~a*iY
'aAmana
117203	{t~aqaY`
117205	{ll~ah
117208	n~aZara
nafos
maA
qad~ama
117213	gad
117215	{t~aqaY`
117217	{ll~ah
<in~
{ll~ah
xabiyr
117222	maA
Eamila
117226	laA
kaAna
117230	{l~a*iY
nasiYa
117233	{ll~ah
117235	>ansaY`
117237	nafos
117239	>uwla`^}ik
117242	faAsiq
laA
{sotawaY`^
>aSoHa`b
117247	naAr
117249	>aSoHa`b
117251	jan~ap
>aSoHa`b
117254	jan~ap
117257	faA^}izuwn
law
>anzala
117261	ha`*aA
117263	quro'aAn
EalaY`
jabal
117267	ra'aA
117270	xaA$iE
m~utaSad~iE
min
xa$oyap
{ll~ah
117276	*a`lik
117278	maval
Daraba
117283	n~aAs
laEal~
117286	yatafak~aru
117289	{ll~ah
{l~a*iY
laA
<ila`h
<il~aA
117295	Ea`lim
117297	gayob
117300	$aha`dap
117303	r~aHoma`n
117305	r~aHiym
117307	{ll~ah
{l~a*iY
laA
<ila`h
<il~aA
117314	malik
117316	qud~uws
117318	sala`m
117320	mu&omin
117322	muhayomin
117324	Eaziyz
117326	jab~aAr
117328	mutakab~ir
suboHa`n
{ll~ah
Ean
maA
>a$oraka
117336	{ll~ah
117338	xa`liq
117340	baAri}
117342	muSaw~ir
117346	{som
117348	HusonaY`
sab~aHa
117352	maA
fiY
117355	samaA^'
117358	>aroD
117362	Eaziyz
117364	Hakiym
117366	>ay~uhaA
{l~a*iY
'aAmana
117370	laA
{t~axa*a
117373	Eaduw~
117376	Eaduw~
117378	waliY~
>aloqaY`^
117381	<ilaY`
117385	m~awad~ap
117387	qad
kafara
117391	maA
jaA^'a
117394	min
117396	Haq~
>axoraja
117400	rasuwl
117402	<iy~aA
>an
'aAmana
117407	{ll~ah
rab~
117410	<in
kaAna
117413	xaraja
117415	jihaAd
fiY
sabiyl
117420	{botigaA^'
maroDaAt
117423	>asar~a
117425	<ilaY`
117429	m~awad~ap
117432	>aEolam
117434	maA
>uxofiYa
117438	maA
>aEolan
117442	man
faEala
117445	min
117448	qad
Dal~a
sawaA^'
117452	sabiyl
<in
vuqifu
117457	kaAna
117461	Eaduw~
117463	basaTa
117465	<ilaY`
117467	yad
117470	lisaAn
117474	suw^'
117476	wad~a
117478	law
kafara
117481	lan
nafaEa
117484	>aroHaAm
117487	laA
walad
117490	yawom
117492	qiya`map
faSala
bayon
117497	{ll~ah
117499	maA
Eamila
117502	baSiyr
qad
kaAna
117507	>usowap
Hasanap
fiY
<iboraAhiym
117512	{l~a*iY
maE
117515	<i*
qaAla
117519	qawom
117521	<in~
117523	bariY^'
min
117527	min
maA
Eabada
117531	min
duwn
{ll~ah
kafara
117539	badaA
bayon
117543	bayon
117546	Eada`wap
117549	bagoDaA^'
>abadFA
Hat~aY`
'aAmana
117555	{ll~ah
waHod
117558	<il~aA
qawol
<iboraAhiym
117562	>abN
117565	{sotagofara
117570	maA
malakato
117574	min
{ll~ah
min
$aYo'
rab~
117580	EalaY`
117582	tawak~alo
117585	<ilaY`
117587	>anaAba
117590	<ilaY`
117593	maSiyr
rab~
117596	laA
jaEala
117599	fitonap
117601	{l~a*iY
kafara
117605	gafara
117608	rab~
117610	<in~
117614	Eaziyz
117616	Hakiym
117618	qad
kaAna
117622	fiY
117624	>usowap
Hasanap
117627	man
kaAna
yarojuwA@
{ll~ah
117633	yawom
117635	A^xir
117637	man
tawal~aY`
117640	<in~
{ll~ah
117644	ganiY~
117646	Hamiyd
EasaY
{ll~ah
>an
jaEala
bayon
117654	bayon
{l~a*iY
EaAdayo
117658	min
117660	m~awad~ap
117662	{ll~ah
qadiyr
117665	{ll~ah
gafuwr
r~aHiym
laA
nahaY`
117671	{ll~ah
Ean
{l~a*iY
lam
qa`tala
117678	fiY
117680	diyn
117682	lam
>axoraja
117686	min
daAr
117689	>an
tabar~u
117694	tuqosiTu
117696	<ilaY`
117698	<in~
{ll~ah
>aHobabo
117702	muqosiTiyn
<in~
maA
nahaY`
117707	{ll~ah
Ean
{l~a*iY
qa`tala
117713	fiY
117715	diyn
117717	>axoraja
117720	min
daAr
117724	Za`haru
117726	EalaY`
<ixoraAj
117729	>an
tawal~aY`
117734	man
tawal~aY`
117738	>uwla`^}ik
117741	ZaAlim
117743	>ay~uhaA
{l~a*iY
'aAmana
117747	<i*aA
jaA^'a
117751	m~u&omina`t
muha`jira`t
117754	{motaHana
117757	{ll~ah
>aEolam
117760	<iyma`n
117763	<in
Ealima
117767	m~u&omina`t
117769	laA
rajaEa
117773	<ilaY`
117775	kaAfir
laA
117778	Hil~
117782	laA
117784	Halalo
117789	A^taY
117792	maA
>anfaqa
117796	laA
junaAH
EalaY`
117800	>an
nakaHa
117804	<i*aA
A^taY
117808	>ajor
117811	laA
>amosaka
117815	EiSam
117817	kawaAfir
117819	sa>ala
117821	maA
>anfaqa
117826	sa>ala
117828	maA
>anfaqa
117831	*a`lik
Hukom
{ll~ah
Hakama
bayon
117838	{ll~ah
Ealiym
Hakiym
117842	<in
faAta
117845	$aYo'
min
zawoj
117849	<ilaY`
117851	kaAfir
117853	EaAqaba
117856	A^taY
117858	{l~a*iY
*ahaba
zawoj
117862	mivol
maA
>anfaqa
117867	{t~aqaY`
117869	{ll~ah
{l~a*iY
117874	mu&omin
117876	>ay~uhaA
117878	n~abiY~
<i*aA
jaA^'a
117883	m~u&omina`t
baAyaEo
117887	EalaY`
>an
laA
>a$oraka
117893	{ll~ah
$aYo'
117896	laA
saraqa
117900	laA
yazonu
117904	laA
qatala
117907	walad
117910	laA
>ataY
117914	buhota`n
yafotariy
117918	bayon
yad
117922	rijol
117925	laA
EaSaA
117929	fiY
m~aEoruwf
117932	baAyaEo
117935	{sotagofara
117938	{ll~ah
<in~
{ll~ah
gafuwr
r~aHiym
117944	>ay~uhaA
{l~a*iY
'aAmana
117948	laA
tawal~aY`
117951	qawom
gaDiba
{ll~ah
EalaY`
117956	qad
ya}isa
117959	min
117961	A^xir
117963	maA
ya}isa
117966	kaAfir
min
>aSoHa`b
117970	qabor
sab~aHa
117973	{ll~ah
maA
fiY
117977	samaA^'
117979	maA
fiY
117982	>aroD
117986	Eaziyz
117988	Hakiym
117990	>ay~uhaA
{l~a*iY
'aAmana
117995	maA
qaAla
117998	maA
laA
faEala
118002	kabura
maqot
Eind
{ll~ah
>an
qaAla
118009	maA
laA
faEala
118013	<in~
{ll~ah
>aHobabo
{l~a*iY
qa`tala
118019	fiY
sabiyl
118022	Saf~
ka>an~
118025	bunoya`n
m~aroSuwS
118028	<i*
qaAla
muwsaY`
118032	qawom
118035	qawom
118038	maA
>uw*iYa
118043	qad
Ealima
118046	>an~
118048	rasuwl
{ll~ah
<ilaY`
118053	lam~aA
zaAga
118056	>azaAga
{ll~ah
qalob
118061	{ll~ah
laA
hadaY
118065	qawom
118067	faAsiq
118069	<i*
qaAla
EiysaY
{bon
maroyam
118075	bunaY~
<isoraA}iyl
<in~
118079	rasuwl
{ll~ah
<ilaY`
118083	muSad~iq
118085	maA
bayon
yad
118089	min
118091	t~aworaY`p
118093	muba$~ir
118095	rasuwl
>ataY
min
baEod
118100	{som
118102	>aHomad
118104	lam~aA
jaA^'a
118109	bay~inap
qaAla
118112	ha`*aA
siHor
m~ubiyn
118116	man
>aZolam
min
man
{fotaraY`
EalaY`
{ll~ah
118124	ka*ib
118127	daEaA
<ilaY`
118130	<isola`m
118132	{ll~ah
laA
hadaY
118136	qawom
118138	ZaAlim
>araAda
118142	>aTofa>a
118144	nuwr
{ll~ah
118147	>afowa`h
118150	{ll~ah
mutim~
nuwr
118155	law
kariha
118158	ka`firuwn
118160	{l~a*iY
>arosala
rasuwl
118166	hudFY
118168	diyn
118170	Haq~
118172	>aZohara
118174	EalaY`
118176	diyn
kul~
118180	law
kariha
118183	mu$orik
118185	>ay~uhaA
{l~a*iY
'aAmana
118189	hal
dal~a
118192	EalaY`
tija`rap
>anjaY`
118196	min
Ea*aAb
>aliym
'aAmana
118202	{ll~ah
118204	rasuwl
118207	ja`hada
118209	fiY
sabiyl
{ll~ah
118213	maAl
118216	nafos
118218	*a`lik
xayor
118222	<in
kaAna
118225	Ealima
118227	gafara
118230	*anb
118233	>udoxila
118235	jan~ap
jarayo
min
taHot
118241	nahar
118243	masokan
Tay~ibap
fiY
jan~ap
Eadon
*a`lik
118250	fawoz
118252	EaZiym
118254	A^xar
>aHobabo
118258	naSor
min
{ll~ah
118262	fatoH
qariyb
118265	bu$~ira
118267	mu&omin
118269	>ay~uhaA
{l~a*iY
'aAmana
118273	kaAna
118275	naSiyr
{ll~ah
118278	maA
qaAla
EiysaY
{bon
maroyam
118285	HawaAriy~uwn
man
naSiyr
118289	<ilaY`
{ll~ah
qaAla
118293	HawaAriy~uwn
118295	naSiyr
{ll~ah
118298	'aAmana
TaA^}ifap
min
bunaY~
<isoraA}iyl
118304	kafara
TaA^}ifap
118307	>ay~ada
118309	{l~a*iY
'aAmana
118312	EalaY`
Eaduw~
118316	>aSobaHa
118318	Za`hir
sab~aHa
118321	{ll~ah
maA
fiY
118325	samaA^'
118327	maA
fiY
118330	>aroD
118332	malik
118334	qud~uws
118336	Eaziyz
118338	Hakiym
118340	{l~a*iY
baEava
fiY
118344	>um~iY~
rasuwl
min
118348	talaY`
EalaY`
118351	'aAyap
118354	zak~aY`
118357	Eal~ama
118360	kita`b
118363	Hikomap
118365	<in
kaAna
118368	min
qabol
118371	fiY
Dala`l
m~ubiyn
118375	A^xar
min
118378	lam
yaloHaqu
118386	Eaziyz
118388	Hakiym
*a`lik
faDol
{ll~ah
A^taY
118394	man
$aA^'a
118397	{ll~ah
*uw
118400	faDol
118402	EaZiym
maval
{l~a*iY
Hum~ila
118408	t~aworaY`p
vum~
lam
Hamala
118415	maval
118417	HimaAr
Hamala
>asofaAr
bi}osa
maval
118423	qawom
{l~a*iY
ka*~aba
118428	'aAyap
{ll~ah
118431	{ll~ah
laA
hadaY
118435	qawom
118437	ZaAlim
qaAla
118440	>ay~uhaA
{l~a*iY
haAdu
118444	<in
zaEama
118447	>an~
118449	waliY~
118451	{ll~ah
min
duwn
118455	n~aAs
118457	yataman~a
118460	mawot
<in
kaAna
118464	SaAdiq
118466	laA
yataman~a
118470	>abadFA
118472	maA
qad~ama
yad
118477	{ll~ah
Ealiym
118481	ZaAlim
qaAla
<in~
118485	mawot
{l~a*iY
far~ato
118489	min
118492	<in~
118494	mula`qiy
118496	vum~
rad~a
118499	<ilaY`
Ea`lim
118502	gayob
118505	$aha`dap
118507	nab~a>a
118510	maA
kaAna
118513	Eamila
118516	>ay~uhaA
{l~a*iY
'aAmana
118520	<i*aA
naAdaY`
118524	Salaw`p
min
yawom
118528	jumuEap
118530	saEaY`
118532	<ilaY`
*ikor
{ll~ah
118536	ya*ara
118539	bayoE
*a`lik
xayor
118544	<in
kaAna
118547	Ealima
118550	<i*aA
qaDaY`^
118553	Salaw`p
118555	tanta$iru
118557	fiY
118559	>aroD
118561	{botagaY`
118563	min
faDol
{ll~ah
118567	*akara
118569	{ll~ah
kaviyr
laEal~
118573	>afolaHa
118576	<i*aA
ra'aA
118579	tija`rap
>aw
lahow
{nfaD~u
118584	<ilaY`
118587	taraka
118590	qaA^}im
qaAla
maA
Eind
{ll~ah
xayor
min
118598	lahow
118600	min
118602	tija`rap
118604	{ll~ah
xayor
118607	r~a`ziqiyn
<i*aA
jaA^'a
118612	muna`fiquwn
qaAla
118615	$ahida
<in~
118619	rasuwl
{ll~ah
118622	{ll~ah
Ealima
<in~
118627	rasuwl
118630	{ll~ah
$ahida
<in~
118634	muna`fiquwn
118636	ka`*ib
{t~axa*a
118639	yamiyn
118641	jun~ap
118643	Sad~a
118645	Ean
sabiyl
{ll~ah
<in~
118650	saA^'a
maA
kaAna
118654	Eamila
118656	*a`lik
118658	>an~
118660	'aAmana
118662	vum~
kafara
118666	TabaEa
EalaY`
qalob
118672	laA
yafoqahu
118676	<i*aA
ra'aA
118680	>aEojaba
118682	jisom
118685	<in
qaAla
118688	samiEa
118690	qawol
118692	ka>an~
118694	xu$ub
m~usan~adap
Hasiba
118698	kul~
SayoHap
EalaY`
118704	Eaduw~
118706	yaHo*aru
118708	qa`tala
118710	{ll~ah
>an~aY`
>ufika
118715	<i*aA
qaAla
118719	taEaAla
118721	{sotagofara
118724	rasuwl
{ll~ah
law~a
118728	ra>os
118731	ra'aA
118734	Sad~a
118738	musotakobir
sawaA^'
EalaY`
118743	{sotagofara
118747	>am
lam
{sotagofara
118752	lan
gafara
{ll~ah
118757	<in~
{ll~ah
laA
hadaY
118762	qawom
118764	faAsiq
118766	{l~a*iY
qaAla
118769	laA
>anfaqa
118772	EalaY`
man
Eind
rasuwl
{ll~ah
Hat~aY`
{nfaD~u
118782	{ll~ah
xazaA^}in
118785	samaA^'
118788	>aroD
118790	la`kin~
118792	muna`fiquwn
laA
yafoqahu
118796	qaAla
118799	<in
rajaEa
118802	<ilaY`
118804	madiynap
118806	>axoraja
118809	>aEaz~
min
118813	>a*al~
118816	{ll~ah
118818	Eiz~ap
118821	rasuwl
118826	mu&omin
118828	la`kin~
118830	muna`fiquwn
laA
Ealima
118835	>ay~uhaA
{l~a*iY
'aAmana
118839	laA
>alohaY`
118842	maAl
118845	laA
walad
118848	Ean
*ikor
{ll~ah
118852	man
faEala
*a`lik
118856	>uwla`^}ik
118859	xa`siriyn
118861	>anfaqa
118863	min
maA
razaqa
118868	min
qabol
>an
>ataY
>aHad
118875	mawot
118877	qaAla
rab~
118880	lawolaA^
>ax~ara
118884	<ilaY`
>ajal
qariyb
118888	taSad~aqa
118890	kaAna
min
118893	Sa`liH
118895	lan
>ax~ara
{ll~ah
nafos
<i*aA
jaA^'a
>ajal
118904	{ll~ah
xabiyr
118907	maA
Eamila
118910	sab~aHa
118912	{ll~ah
maA
fiY
118916	samaA^'
118918	maA
fiY
118921	>aroD
118925	mulok
118930	Hamod
118933	EalaY`
kul~
$aYo'
qadiyr
118938	{l~a*iY
xalaqa
118942	min
118944	kaAfir
118946	min
118948	mu&omin
118950	{ll~ah
118952	maA
Eamila
118955	baSiyr
xalaqa
118958	samaA^'
118961	>aroD
118964	Haq~
118966	Saw~ara
118969	>aHosana
Suwrap
118973	<ilaY`
118976	maSiyr
Ealima
maA
fiY
118981	samaA^'
118984	>aroD
118986	Ealima
maA
>asar~a
118991	maA
>aEolan
118995	{ll~ah
Ealiym
118998	*uw
119000	Sador
119002	lam
>ataY
119005	naba>
{l~a*iY
kafara
119009	min
qabol
119012	*aAqu
119014	wabaAl
>amor
119020	Ea*aAb
>aliym
*a`lik
119024	>an~
119026	kaAna
>ataY
119029	rasuwl
119033	bay~inap
119035	qaAla
119038	ba$ar
hadaY
119043	kafara
119046	tawal~aY`
119049	{sotagonaY`
{ll~ah
119052	{ll~ah
ganiY~
Hamiyd
zaEama
{l~a*iY
kafara
119059	>an
lan
baEava
119063	qaAla
balaY`
119066	rab~
119069	baEava
119071	vum~
119073	nab~a>a
119076	maA
Eamila
119080	*a`lik
EalaY`
{ll~ah
yasiyr
119085	'aAmana
119088	{ll~ah
119090	rasuwl
119094	nuwr
{l~a*iY
>anzala
119099	{ll~ah
119101	maA
Eamila
119104	xabiyr
yawom
jamaEa
119109	yawom
119111	jamoE
*a`lik
yawom
119115	t~agaAbun
119117	man
'aAmana
119120	{ll~ah
119122	Eamila
Sa`liH
kaf~ara
Ean
119127	say~i_#aAt
119130	>udoxila
119132	jan~ap
jarayo
min
taHot
119138	nahar
xa`lid
fiY
119142	>abadFA
*a`lik
119145	fawoz
119147	EaZiym
119149	{l~a*iY
kafara
119153	ka*~aba
119156	'aAyap
119158	>uwla`^}ik
>aSoHa`b
119161	naAr
xa`lid
fiY
119166	bi}osa
119168	maSiyr
maA
>aSaAba
min
m~uSiybap
<il~aA
119175	<i*on
{ll~ah
119178	man
'aAmana
119181	{ll~ah
hadaY
qalob
119186	{ll~ah
119188	kul~
$aYo'
Ealiym
119192	>aTaAEa
119194	{ll~ah
119196	>aTaAEa
119199	rasuwl
119201	<in
tawal~aY`
119205	<in~
maA
EalaY`
rasuwl
119211	bala`g
119213	m~ubiyn
{ll~ah
laA
<ila`h
<il~aA
119220	EalaY`
{ll~ah
119224	tawak~alo
119226	mu&omin
119228	>ay~uhaA
{l~a*iY
'aAmana
119232	<in~
min
zawoj
119237	walad
119239	Eaduw~
119243	yaHo*aru
119247	<in
EafaA
119251	yaSofaHu
119254	gafara
119257	<in~
{ll~ah
gafuwr
r~aHiym
<in~
maA
maAl
119266	walad
119268	fitonap
119270	{ll~ah
Eind
119273	>ajor
EaZiym
119276	{t~aqaY`
119278	{ll~ah
maA
{sotaTaAEa
119283	samiEa
119286	>aTaAEa
119289	>anfaqa
119291	xayor
119293	nafos
119296	man
waqaY`
$uH~
nafos
119302	>uwla`^}ik
119305	mufoliHuwn
<in
>aqoraDu
119309	{ll~ah
qaroD
Hasan
yuDa`Eifu
119317	gafara
119321	{ll~ah
$akuwr
Haliym
Ea`lim
119326	gayob
119329	$aha`dap
119331	Eaziyz
119333	Hakiym
119335	>ay~uhaA
119337	n~abiY~
<i*aA
Tal~aqa
119342	nisaA^'
119344	Tal~aqa
119348	Eid~ap
119351	>aHoSaY`
119354	Eid~ap
119356	{t~aqaY`
119358	{ll~ah
rab~
119361	laA
>axoraja
119365	min
bayot
119369	laA
xaraja
119372	<il~aA
>an
>ataY
119377	fa`Hi$ap
m~ubay~inap
119380	*a`lik
Huduwd
{ll~ah
119384	man
yataEad~a
Huduwd
{ll~ah
119389	qad
Zalama
nafos
119393	laA
tadoriY
laEal~
{ll~ah
yuHodivu
baEod
*a`lik
>amor
119402	<i*aA
balaga
119405	>ajal
119408	>amosaka
119412	m~aEoruwf
>aw
faAriqu
119418	m~aEoruwf
119420	>a$ohada
119422	*uw
Eadol
min
119427	>aqaAma
119430	$aha`dap
119432	{ll~ah
*a`lik
waEaZo
119437	man
kaAna
'aAmana
119441	{ll~ah
119444	yawom
119446	A^xir
119448	man
{t~aqaY`
{ll~ah
jaEala
119454	maxoraj
119456	razaqa
119458	min
Hayov
laA
yaHotasibu
119463	man
tawak~alo
EalaY`
{ll~ah
119469	Hasob
119471	<in~
{ll~ah
ba`lig
>amor
119476	qad
jaEala
{ll~ah
119480	kul~
$aYo'
qador
119484	{l~a`^_#iY
ya}isa
119487	min
119489	maHiyD
min
nisaA^'
119493	<in
{rotaAba
119497	Eid~ap
119499	vala`vap
$ahor
119502	{l~a`^_#iY
lam
yaHiDo
119507	>uwliY
119509	>aHomaAl
>ajal
119512	>an
waDaEa
119515	Hamol
119518	man
{t~aqaY`
{ll~ah
jaEala
119524	min
>amor
119527	yusor
*a`lik
>amor
{ll~ah
>anzala
119533	<ilaY`
119536	man
{t~aqaY`
{ll~ah
kaf~ara
Ean
119542	say~i_#aAt
119545	yuEoZimo
119548	>ajor
>asokan
119552	min
Hayov
sakana
119556	min
wujod
119560	laA
yuDaA^r~a
119565	tuDay~iqu
119567	EalaY`
119570	<in
kaAna
119573	>uwliY
Hamol
119576	>anfaqa
119578	EalaY`
119580	Hat~aY`
waDaEa
119583	Hamol
119586	<in
>aroDaEato
119592	A^taY
119595	>ajor
119598	ya>otamiru
119600	bayon
119603	m~aEoruwf
119605	<in
taEaAsaro
119610	>aroDaEato
119613	A^xar
119615	>anfaqa
*uw
saEap
min
saEap
119622	man
qadara
EalaY`
119626	rizoq
119630	>anfaqa
min
maA
A^taY
119635	{ll~ah
laA
yukal~ifu
{ll~ah
nafos
<il~aA
maA
A^taY
119645	jaEala
{ll~ah
baEod
Eusor
yusor
119651	ka>ay~in
min
qaroyap
Eata
Ean
>amor
rab~
119660	rasuwl
119663	HaAsabo
119666	HisaAb
$adiyd
119669	Ea*~aba
119672	Ea*aAb
n~ukor
119675	*aAqu
wabaAl
>amor
119680	kaAna
Ea`qibap
>amor
119684	xusor
>aEad~a
{ll~ah
119689	Ea*aAb
$adiyd
119692	{t~aqaY`
119694	{ll~ah
119696	>uwliY
119698	>aloba`b
{l~a*iY
'aAmana
119702	qad
>anzala
{ll~ah
<ilaY`
119707	*ikor
rasuwl
talaY`
EalaY`
119712	'aAyap
{ll~ah
m~ubay~ina`t
119716	>axoraja
{l~a*iY
'aAmana
119721	Eamila
119724	S~a`liHa`t
min
119727	Zuluma`t
<ilaY`
119730	nuwr
119732	man
'aAmana
119735	{ll~ah
119737	Eamila
Sa`liH
>udoxila
119741	jan~ap
jarayo
min
taHot
119747	nahar
xa`lid
fiY
119751	>abadFA
qad
>aHosana
{ll~ah
119757	rizoq
{ll~ah
{l~a*iY
xalaqa
saboE
samaA^'
119764	min
119766	>aroD
mivol
119769	tanaz~alato
119771	>amor
bayon
119775	Ealima
119777	>an~
{ll~ah
EalaY`
kul~
$aYo'
qadiyr
119784	>an~
{ll~ah
qad
>aHaATa
119789	kul~
$aYo'
Eilom
119793	>ay~uhaA
119795	n~abiY~
119797	maA
Har~ama
maA
>aHal~a
{ll~ah
119804	{botagaY`
maroDaAt
zawoj
119809	{ll~ah
gafuwr
r~aHiym
qad
faraDa
{ll~ah
119817	taHil~ap
yamiyn
119821	{ll~ah
mawolaY`
119827	Ealiym
119829	Hakiym
119831	<i*
>asar~a
119834	n~abiY~
<ilaY`
baEoD
zawoj
119839	Hadiyv
119841	lam~aA
nab~a>a
119846	>aZohara
119848	{ll~ah
EalaY`
119851	Ear~afa
baEoD
119855	>aEoraDa
Ean
baEoD
119859	lam~aA
nab~a>a
119864	qaAla
man
>an[ba>a
119868	ha`*aA
qaAla
nab~a>a
119873	Ealiym
119875	xabiyr
<in
taAba
119879	<ilaY`
{ll~ah
119882	qad
Sagato
qalob
119887	<in
taZa`haru
119890	EalaY`
119893	<in~
{ll~ah
119896	mawolaY`
119899	jiboriyl
119901	Sa`liH
119903	mu&omin
119906	malak
baEod
*a`lik
Zahiyr
EasaY
rab~
119913	<in
Tal~aqa
119916	>an
yubodila
119919	zawoj
xayor
min
119923	musolima`t
m~u&omina`t
qa`nita`t
ta`^}iba`t
Ea`bida`t
sa`^}iHa`t
vay~iba`t
119931	bikor
119933	>ay~uhaA
{l~a*iY
'aAmana
119937	waqaY`
119939	nafos
119942	>ahol
119944	naAr
waquwd
119948	n~aAs
119951	HijaArap
EalaY`
119954	malak
galiyZ
$adiyd
laA
EaSaA
119960	{ll~ah
maA
>amara
119965	faEala
119967	maA
>amara
119971	>ay~uhaA
{l~a*iY
kafara
119975	laA
yaEota*iru
119979	yawom
<in~
maA
jazaY`
119984	maA
kaAna
119987	Eamila
119990	>ay~uhaA
{l~a*iY
'aAmana
119994	taAba
119996	<ilaY`
{ll~ah
tawobap
n~aSuwH
EasaY
rab~
120003	>an
kaf~ara
Ean
120007	say~i_#aAt
120010	>udoxila
120012	jan~ap
jarayo
min
taHot
120018	nahar
yawom
laA
>axozayo
{ll~ah
120024	n~abiY~
120026	{l~a*iY
'aAmana
120029	maE
120031	nuwr
120033	saEaY`
bayon
yad
120039	yamiyn
120041	qaAla
120043	rab~
120045	>atam~a
120048	nuwr
120051	gafara
120054	<in~
120056	EalaY`
kul~
$aYo'
qadiyr
120061	>ay~uhaA
120063	n~abiY~
ja`hada
120066	kaAfir
120069	muna`fiquwn
120071	{goluZo
EalaY`
120075	ma>owaY`
120077	jahan~am
120079	bi}osa
120081	maSiyr
Daraba
{ll~ah
maval
120086	{l~a*iY
kafara
120089	{mora>at
nuwH
120092	{mora>at
luwT
kaAna
120096	taHot
Eabod
min
Eabod
120101	Sa`liH
120103	xaAnu
120107	lam
>agonato
120110	Ean
120112	min
{ll~ah
$aYo'
120116	qaAla
daxala
120120	naAr
maE
120123	da`xiluwn
120125	Daraba
{ll~ah
maval
120129	{l~a*iY
'aAmana
120132	{mora>at
firoEawon
<i*
qaAla
rab~
120138	banaY`
120141	Eind
120143	bayot
fiY
120146	jan~ap
120148	naj~aY`
120150	min
firoEawon
120153	Eamal
120156	naj~aY`
120158	min
120160	qawom
120162	ZaAlim
120164	maroyam
{bonat
Eimora`n
{l~a*iY
>aHoSanato
faroj
120172	nafaxa
120174	fiY
120176	min
ruwH
120180	Sad~aqa
120182	kalima`t
rab~
120186	kita`b
120189	kaAna
min
120192	qaAnit
tabaAraka
{l~a*iY
120196	yad
120199	mulok
120202	EalaY`
kul~
$aYo'
qadiyr
{l~a*iY
xalaqa
120209	mawot
120212	Hayaw`p
120214	balawo
120216	>aY~
120218	>aHosan
Eamal
120223	Eaziyz
120225	gafuwr
{l~a*iY
xalaqa
saboE
samaA^'
Tabaq
maA
ra'aA
fiY
xaloq
120236	r~aHoma`n
min
tafa`wut
120240	rajaEa
120242	baSar
hal
ra'aA
min
fuTuwr
vum~
rajaEa
120250	baSar
kar~ap
{nqalaba
<ilaY`
120256	baSar
xaAsi}
120260	Hasiyr
120263	qad
zay~ana
120267	samaA^'
120269	d~unoyaA
120271	miSobaAH
120273	jaEala
120276	rujuwm
120279	$ayoTa`n
120281	>aEotadato
120285	Ea*aAb
120287	saEiyr
120290	{l~a*iY
kafara
120294	rab~
120296	Ea*aAb
jahan~am
120299	bi}osa
120301	maSiyr
<i*aA
>aloqaY`^
120305	fiY
120307	samiEa
120311	$ahiyq
120314	faAra
kaAda
tamay~azu
min
120319	gayoZ
kul~amaA
>aloqaY`^
fiY
120324	fawoj
sa>ala
120327	xazanat
120330	lam
>ataY
120333	na*iyr
qaAla
120336	balaY`
qad
jaA^'a
120340	na*iyr
120342	ka*~aba
120345	qaAla
120347	maA
naz~ala
{ll~ah
min
$aYo'
<in
120354	<il~aA
fiY
Dala`l
kabiyr
120359	qaAla
120361	law
kaAna
120364	samiEa
>aw
Eaqalu
maA
kaAna
120370	fiY
>aSoHa`b
120373	saEiyr
120375	{Eotarafu
120378	*anb
120381	suHoq
120383	>aSoHa`b
120385	saEiyr
<in~
{l~a*iY
xa$iYa
120390	rab~
120394	gayob
120397	m~agofirap
120399	>ajor
kabiyr
120402	>asar~a
120404	qawol
120406	>aw
jahara
120411	<in~
120413	Ealiym
120415	*uw
120417	Sador
120419	laA
Ealima
man
xalaqa
120426	laTiyf
120428	xabiyr
120430	{l~a*iY
jaEala
120435	>aroD
*aluwl
120438	m~a$a
120440	fiY
manaAkib
120444	>akala
120446	min
rizoq
120450	<ilaY`
120453	nu$uwr
120455	>amina
120457	man
fiY
120460	samaA^'
>an
xasafa
120466	>aroD
120468	<i*aA2
120470	tamuwru
>am
>amina
120474	man
fiY
120477	samaA^'
>an
>arosala
EalaY`
120482	HaASib
120485	Ealima
120487	kayof
na*iyr
120492	qad
ka*~aba
{l~a*iY
min
qabol
120499	kayof
kaAna
nakiyr
120505	lam
ra'aA
120508	<ilaY`
120510	Tayor
fawoq
120513	Sa`^f~a`t
120515	qabaDo
120517	maA
>amosaka
120520	<il~aA
120522	r~aHoma`n
<in~
120526	kul~
$aYo'
baSiyr
>am
man
ha`*aA
{l~a*iY
120534	jund
120537	naSara
120539	min
duwn
120542	r~aHoma`n
<in
120545	ka`firuwn
<il~aA
fiY
guruwr
>am
man
ha`*aA
{l~a*iY
razaqa
120555	<in
>amosaka
rizoq
120559	bal
l~aj~u
120562	fiY
Eutuw~
120565	nufuwr
120568	man
m~a$a
mukib~
EalaY`
wajoh
120574	>ahodaY`
>am
man
m~a$a
sawiy~
EalaY`
Sira`T
m~usotaqiym
qaAla
120584	{l~a*iY
>an$a>a
120588	jaEala
120592	samoE
120595	baSar
120598	fu&aAd
qaliyl
maA
$akara
120603	qaAla
120605	{l~a*iY
*ara>a
120608	fiY
120610	>aroD
120612	<ilaY`
120614	Ha$ara
120617	qaAla
120619	mataY`
ha`*aA
120622	waEod
<in
kaAna
120626	SaAdiq
qaAla
<in~
maA
120631	Eilom
Eind
{ll~ah
120635	<in~
maA
120638	na*iyr
m~ubiyn
120641	lam~aA
ra'aA
120645	zulofap
saA^'a
wajoh
{l~a*iY
kafara
120652	qaAla
ha`*aA
{l~a*iY
kaAna
120659	yad~aEu
120661	qaAla
120663	ra'aA
120665	<in
>aholaka
120668	{ll~ah
120670	man
maE
120673	>aw
r~aHima
120677	man
yujiyru
120680	ka`firuwn
min
Ea*aAb
>aliym
qaAla
120687	r~aHoma`n
'aAmana
120693	EalaY`
120695	tawak~alo
120699	Ealima
120701	man
120703	fiY
Dala`l
m~ubiyn
qaAla
120708	ra'aA
120710	<in
>aSobaHa
maA^'
120714	gawor
120716	man
>ataY
120720	maA^'
m~aEiyn
120725	qalam
120727	maA
yasoTuru
120730	maA
120733	niEomap
rab~
120737	majonuwn
120739	<in~
120743	>ajor
gayor
mamonuwn
120747	<in~
120750	EalaY`
xuluq
EaZiym
120755	>aboSara
120757	>aboSara
120760	>aY~
120763	mafotuwn
<in~
rab~
120768	>aEolam
120770	man
Dal~a
Ean
sabiyl
120777	>aEolam
120780	m~uhotaduwn
120782	laA
>aTaAEa
120785	m~uka*~ibiyn
wad~a
120788	law
yudohinu
120791	yudohinu
120794	laA
>aTaAEa
kul~
Hal~aAf
m~ahiyn
ham~aAz
m~a$~aA^'
120802	namiym
m~an~aAE
120806	xayor
muEotad
>aviym
Eutul~
baEod
*a`lik
zaniym
>an
kaAna
*aA
maAl
120818	bunaY~
<i*aA
talaY`
EalaY`
120823	'aAyap
120825	qaAla
>asa`Tiyr
120828	>aw~al
120830	nasimu
120832	EalaY`
120834	xuroTuwm
<in~
120837	balawo
120841	maA
balawo
120844	>aSoHa`b
120846	jan~ap
<i*
>aqosamu
120851	yaSorimu
120854	muSobiHiyn
120856	laA
yasotavonu
120860	TaAfa
EalaY`
120863	TaA^}if
min
rab~
120869	naA^}imuwn
120871	>aSobaHa
120874	S~ariym
120876	tanaAda
120878	muSobiHiyn
>an
gada
120882	EalaY`
Harov
120885	<in
kaAna
120888	Sa`rimiyn
120890	{nTalaqa
120894	yataxa`fatu
120896	>an
laA
daxala
120902	yawom
EalaY`
120905	misokiyn
120907	gada
120909	EalaY`
Harod
qaAdir
120913	lam~aA
ra'aA
120917	qaAla
120919	<in~
120922	DaA^l~
bal
120925	maHoruwm
qaAla
>awosaT
120930	lam
qaAla
120934	lawolaA^
sab~aHa
120937	qaAla
120939	suboHa`n
rab~
120942	<in~
120944	kaAna
120946	ZaAlim
120948	>aqobala
baEoD
120951	EalaY`
baEoD
yatala`wamu
120955	qaAla
120958	wayol
120960	<in~
120962	kaAna
120964	Ta`giyn
EasaY
rab~
120968	>an
yubodila
120971	xayor
min
120974	<in~
120976	<ilaY`
rab~
120979	raAgib
120981	*a`lik
120983	Ea*aAb
120986	Ea*aAb
120988	A^xir
>akobar
law
kaAna
120993	Ealima
120995	<in~
120998	mut~aqiyn
Eind
rab~
121002	jan~ap
121004	naEiym
121007	jaEala
121009	musolim
121012	mujorim
maA
121016	kayof
Hakama
121019	>am
121022	kita`b
fiY
121025	darasu
121027	<in~
121030	fiY
121033	maA
yataxay~aru
121036	>am
121039	yamiyn
EalaY`
121042	ba`ligap
<ilaY`
yawom
121046	qiya`map
<in~
121051	maA
Hakama
121054	sa>ala
121056	>aY~
121059	*a`lik
zaEiym
>am
121064	$ariyk
121067	>ataY
121070	$ariyk
121072	<in
kaAna
121075	SaAdiq
yawom
ka$afa
Ean
saAq
121081	daEaA
121083	<ilaY`
121085	s~ujuwd
121087	laA
{sotaTaAEa
121090	xaA$iE
baSar
121093	yarohaqu
121095	*il~ap
121097	qad
kaAna
121100	daEaA
121102	<ilaY`
121104	s~ujuwd
121107	sa`limuwn
121109	ya*ara
121112	man
ka*~aba
121115	ha`*aA
121117	Hadiyv
121119	nasotadoriju
121121	min
Hayov
laA
Ealima
121127	>amolaY`
121130	<in~
kayod
121133	matiyn
>am
sa>ala
121137	>ajor
121140	min
m~agoram
m~uvoqaluwn
>am
Eind
121147	gayob
121150	kataba
121153	Sabara
121155	Hukom
rab~
121159	laA
kaAna
121162	SaAHib
121164	Huwt
<i*
naAdaY`
121169	makoZuwm
lawolaA^
>an
{d~a`raka
121174	niEomap
min
rab~
121179	naba*a
121182	EaraA^'
121185	ma*omuwm
121187	{jotabaY`
121189	rab~
121192	jaEala
121194	min
121196	Sa`liH
121198	<in
kaAda
{l~a*iY
kafara
121204	yuzoliqu
121208	baSar
121210	lam~aA
samiEa
121214	*ikor
121216	qaAla
121218	<in~
121221	majonuwn
121223	maA
121225	<il~aA
*ikor
121229	Ea`lamiyn
121231	HaA^q~ap
maA
121234	HaA^q~ap
121236	maA
>adoraY`
121239	maA
121241	HaA^q~ap
ka*~aba
vamuwd
121245	EaAd2
121248	qaAriEap
121250	>am~aA
vamuwd
121253	>aholaka
121257	T~aAgiyap
121259	>am~aA
EaAd2
121262	>aholaka
121265	riyH
SaroSar
EaAtiyap
sax~ara
121270	EalaY`
121272	saboE
layol
121275	vama`niyap
yawom
Husuwm
121279	ra'aA
121281	qawom
fiY
121284	SaroEaY`
ka>an~
121287	>aEojaAz
naxol
xaAwiyap
121291	hal
ra'aA
121295	min
baAqiyap
121298	jaA^'a
firoEawon
121301	man
qabol
121306	mu&otafikap
121309	xaATi}ap
121311	EaSaA
121313	rasuwl
rab~
121317	>axa*a
121319	>axo*
r~aAbiyap
<in~
121323	lam~aA
TagaY`
121326	maA^'
Hamala
121330	fiY
121332	jaAriyap
121334	jaEala
121338	ta*okirap
121340	taEiya
121342	>u*unN
wa`Eiyap
121345	<i*aA
nafaxa
fiY
121349	S~uwr
nafoxap
wa`Hidap
121353	Hamala
121355	>aroD
121358	jabal
121360	duk~ati
121362	dak~ap
wa`Hidap
121365	yawoma}i*
waqaEa
121368	waAqiEap
121370	{n$aq~a
121372	samaA^'
121375	yawoma}i*
waAhiyap
121379	malak
EalaY`
>arojaA^}
121384	Hamala
Earo$
rab~
121388	fawoq
121390	yawoma}i*
vama`niyap
yawoma}i*
EaraDa
121395	laA
yaxofaY`
min
121399	xaAfiyap
121401	>am~aA
man
A^taY
kita`b
121407	yamiyn
121410	qaAla
haA^&um
qara>a
121414	kita`b
121416	<in~
121418	Zan~a
121420	>an~
121422	mula`q
HisaAb
121427	fiY
Eiy$ap
raADiyap
fiY
jan~ap
EaAliyap
quTuwf
121435	daAniyap
>akala
121439	$ariba
121441	haniy^_#
121443	maA
>asolafato
121446	fiY
121448	yawom
121450	xaAliyap
121452	>am~aA
man
A^taY
kita`b
121458	$~imaAl
121461	qaAla
121463	layot
121465	lam
A^taY
kita`b
121470	lam
tadoriY
maA
HisaAb
121476	layot
121478	kaAna
121480	qaADiyap
maA
>agonaY`
Ean
121485	maAl
121487	halaka
Ean
121490	suloTa`n
121492	>axa*a
121496	gal~a
121499	vum~
121501	jaHiym
Sal~u
121505	vum~
fiY
silosilap
*aroE
121510	saboE
*iraAE
121513	salaka
121516	<in~
121518	kaAna
laA
'aAmana
121522	{ll~ah
121524	EaZiym
121526	laA
yaHuD~u
EalaY`
TaEaAm
121531	misokiyn
121533	l~ayosa
121537	yawom
121539	hunaA
Hamiym
121542	laA
TaEaAm
<il~aA
min
gisoliyn
laA
>akala
121550	<il~aA
121552	xa`Ti_#iyn
121554	laA
>aqosamu
121557	maA
>aboSara
121561	maA
laA
>aboSara
121565	<in~
121568	qawol
rasuwl
kariym
121572	maA
121575	qawol
$aAEir
qaliyl
maA
'aAmana
121582	laA
121584	qawol
kaAhin
qaliyl
maA
ta*ak~ara
121590	tanziyl
min
rab~
121594	Ea`lamiyn
121596	law
taqaw~ala
EalaY`
121600	baEoD
121602	>aqaAwiyl
121604	>axa*a
121606	min
121610	yamiyn
vum~
121613	quTiEa
121615	min
121618	watiyn
121620	maA
min
121623	min
>aHad
Ean
121627	Ha`jiziyn
121629	<in~
121632	ta*okirap
121635	mut~aqiyn
121637	<in~
121640	Ealima
>an~
min
121644	m~uka*~ibiyn
121646	<in~
121649	Hasorap
EalaY`
121652	ka`firuwn
121654	<in~
121657	Haq~
121659	yaqiyn
121661	sab~aHa
121663	{som
rab~
121667	EaZiym
sa>ala
saA^}il
121671	Ea*aAb
waAqiE
121675	ka`firuwn
l~ayosa
121679	daAfiE
min
{ll~ah
*uw
121684	maEaArij
yaEoruju
121687	malak
121690	ruwH
<ilaY`
121693	fiY
yawom
kaAna
miqodaAr
121698	xamosiyn
>alof
sanap
121702	Sabara
Sabor
jamiyl
<in~
121707	ra'aA
121710	baEiyd
121712	ra'aA
121714	qariyb
yawom
kaAna
121718	samaA^'
121721	muhol
121723	kaAna
121725	jabal
121728	Eihon
121730	laA
sa>ala
Hamiym
Hamiym
yubaS~aru
121737	wad~a
121739	mujorim
law
{fotadaY`
min
Ea*aAb
yawoma}i*
121746	bunaY~
121749	Sa`Hibap
121752	>ax
121755	faSiylat
121757	{l~a*iY
'aAwaY`^
121761	man
fiY
121764	>aroD
jamiyE
vum~
>anjaY`
121769	kal~aA
<in~
121772	laZaY`
naz~aAEap
121776	$~awaY`
daEaA
man
>adobara
121781	tawal~aY`
121783	jamaEa
121785	>awoEaY`^
<in~
121788	<insa`n
xalaqa
haluwE
<i*aA
mas~a
121795	$ar~
jazuwE
121798	<i*aA
mas~a
121802	xayor
manuwE
<il~aA
121806	muSal~iyn
{l~a*iY
121809	EalaY`
Salaw`p
121812	daA^}im
121814	{l~a*iY
fiY
maAl
121818	Haq~
m~aEoluwm
121822	saA^}il
121825	maHoruwm
121827	{l~a*iY
Sad~aqa
121831	yawom
121833	diyn
121835	{l~a*iY
121837	min
Ea*aAb
rab~
121841	mu$ofiquwn
<in~
Ea*aAb
rab~
121846	gayor
ma>omuwn
121849	{l~a*iY
121852	faroj
121854	Ha`fiZ
<il~aA
EalaY`
zawoj
121859	>aw
maA
malakato
yamiyn
121865	<in~
121867	gayor
maluwm
121870	man
{botagaY`
waraA^'
*a`lik
121875	>uwla`^}ik
121878	EaAd
121880	{l~a*iY
121883	>ama`na`t
121886	Eahod
121888	ra`Euwn
121890	{l~a*iY
121893	$aha`da`t
121895	qaA^}im
121897	{l~a*iY
121899	EalaY`
Salaw`p
121902	yuHaAfiZu
121904	>uwla`^}ik
fiY
jan~ap
m~ukoramuwn
121909	maA
121911	{l~a*iY
kafara
121914	qibal
121916	muhoTiEiyn
Ean
121919	yamiyn
121921	Ean
121923	$~imaAl
Eiziyn
121926	yaTomaEu
kul~
{mori}
min
121931	>an
>udoxila
jan~ap
naEiym
kal~aA
<in~
121938	xalaqa
121941	min
maA
Ealima
121946	laA
>aqosamu
121949	rab~
121951	ma$oriq
121954	magorib
<in~
121958	qaAdir
EalaY`
>an
bad~ala
xayor
min
121966	maA
121969	masobuwqiyn
121971	ya*ara
121973	xaADu
121976	yaloEabo
121978	Hat~aY`
yula`qu
121981	yawom
121983	{l~a*iY
waEada
121986	yawom
xaraja
121989	min
121991	>ajodaAv
siraAE
ka>an~
121995	<ilaY`
nuSub
yuwfiDu
121999	xaA$iE
baSar
122002	yarohaqu
122004	*il~ap
*a`lik
122007	yawom
{l~a*iY
kaAna
122011	waEada
122013	<in~
122015	>arosala
122017	nuwH
<ilaY`
qawom
122021	>an
>an*ara
qawom
122025	min
qabol
>an
>ataY
122030	Ea*aAb
>aliym
qaAla
122034	qawom
122036	<in~
122040	na*iyr
m~ubiyn
>an
Eabada
122045	{ll~ah
122047	{t~aqaY`
122051	>aTaAEa
122054	gafara
122057	min
*anb
122061	>ax~ara
122063	<ilaY`
>ajal
m~usam~FY
<in~
>ajal
{ll~ah
<i*aA
jaA^'a
laA
>ax~ara
law
kaAna
122076	Ealima
122078	qaAla
rab~
122081	<in~
122083	daEaA
122085	qawom
122087	layol
122089	nahaAr
122091	lam
zaAda
122094	duEaA^'
122096	<il~aA
firaAr
122099	<in~
122101	kul~amaA
daEaA
122106	gafara
122109	jaEala
122111	>aSa`biE
122113	fiY
>u*unN
122117	{sotago$a
122119	viyaAb
122122	>aSar~u
122125	{sotakobara
122127	{sotikobaAr
vum~
<in~
122131	daEaA
122134	jihaAr
vum~
<in~
122138	>aEolan
122143	>asar~a
122147	<isoraAr
122149	qaAla
122151	{sotagofara
122153	rab~
122155	<in~
122157	kaAna
gaf~aAr
>arosala
122161	samaA^'
EalaY`
122164	m~idoraAr
122166	>amad~a
122169	maAl
122171	bunaY~
122173	jaEala
122176	jan~ap
122178	jaEala
122181	nahar
maA
122185	laA
yarojuwA@
122189	{ll~ah
waqaAr
122192	qad
xalaqa
122195	>aTowaAr
122197	lam
ra'aA
122200	kayof
xalaqa
{ll~ah
saboE
samaA^'
Tabaq
122207	jaEala
122209	qamar
fiY
122212	nuwr
122214	jaEala
122216	$amos
siraAj
122219	{ll~ah
>an[bata
122222	min
122224	>aroD
nabaAt
vum~
>uEiydu
122229	fiY
122232	>axoraja
122234	<ixoraAj
122236	{ll~ah
jaEala
122241	>aroD
bisaAT
122244	salaka
122246	min
122248	sabiyl
faj~
qaAla
nuwH
rab~
122254	<in~
122256	EaSaA
122260	{t~abaEa
122262	man
lam
zaAda
122266	maAl
122269	walad
122271	<il~aA
xasaAr
122274	makara
122276	makor
kub~aAr
122279	qaAla
122281	laA
ya*ara
122284	<ila`h
122287	laA
ya*ara
122290	wad~
122292	laA
suwaAE
122295	laA
yaguwv
122298	yaEuwq
122300	nasor
122302	qad
>aDal~a
122305	kaviyr
122307	laA
zaAda
122310	ZaAlim
<il~aA
Dala`l
min
maA
xaTiy^_#a`t
122317	>ugoriqu
122320	>udoxila
122322	naAr
122324	lam
wajada
122329	min
duwn
{ll~ah
naSiyr
122334	qaAla
nuwH
rab~
122338	laA
ya*ara
EalaY`
122342	>aroD
min
122345	ka`firuwn
day~aAr
<in~
122349	<in
ya*ara
122352	>aDal~a
122354	Eabod
122357	laA
walada
122360	<il~aA
faAjir
kaf~aAr
rab~
122365	gafara
122370	wa`liday
122374	man
daxala
bayot
122378	mu&omin
122382	mu&omin
122385	m~u&omina`t
122387	laA
zaAda
122390	ZaAlim
<il~aA
tabaAr
qaAla
>awoHaY`^
<ilaY`
122397	>an~
122399	{sotamaEa
nafar
min
122403	jin~
122405	qaAla
122407	<in~
122409	samiEa
122411	quro'aAn
Eajab
hadaY
<ilaY`
122416	ru$od
122418	'aAmana
122423	lan
>a$oraka
122426	rab~
122428	>aHad
122430	>an~
122432	taEa`laY`
jad~
rab~
122436	maA
{t~axa*a
Sa`Hibap
122440	laA
walad
122443	>an~
122445	kaAna
qaAla
safiyh
122449	EalaY`
{ll~ah
$aTaT
122453	>an~
122455	Zan~a
122457	>an
lan
qaAla
122461	<ins
122464	jin~
EalaY`
{ll~ah
ka*ib
122469	>an~
122471	kaAna
rijaAl
min
122475	<ins
Eu*o
122479	rijaAl
min
122482	jin~
122484	zaAda
122487	rahaq
122489	>an~
122491	Zan~a
122494	maA
Zan~a
122497	>an
lan
baEava
{ll~ah
>aHad
122503	>an~
122505	lamasu
122508	samaA^'
122510	wajada
122513	muli}ato
Haras
$adiyd
122517	$uhub
122519	>an~
122521	kaAna
122523	qaEada
min
122526	maqoEad
122529	samoE
122531	man
{sotamaEa
122534	_#a`n
wajada
122538	$ihaAb
raSad
122541	>an~
122543	laA
tadoriY
122546	$ar~
>araAda
122549	man
fiY
122552	>aroD
>am
>araAda
122557	rab~
122559	ra$ad
122561	>an~
122563	min
122566	Sa`liH
122568	min
122570	duwn
*a`lik
kaAna
122574	Tariyqap
qidad
122577	>an~
122579	Zan~a
122581	>an
lan
yuEojiza
{ll~ah
fiY
122587	>aroD
122589	lan
yuEojiza
122592	harab
122594	>an~
122596	lam~aA
samiEa
122600	hudFY
'aAmana
122606	man
'aAmana
122609	rab~
122612	laA
xaAfa
baxos
122616	laA
rahaq
122619	>an~
122621	min
122624	musolim
122626	min
122629	qa`siTuwn
122631	man
>asolama
122634	>uwla`^}ik
taHar~a
122637	ra$ad
122639	>am~aA
122641	qa`siTuwn
122643	kaAna
122646	jahan~am
HaTab
122649	>an
law
{sotaqa`mu
122653	EalaY`
122655	Tariyqap
122657	>asoqayo
122660	maA^'
gadaq
122663	fatanu
122665	fiY
122668	man
>aEoraDa
Ean
*ikor
rab~
122674	salaka
122676	Ea*aAb
SaEad
122679	>an~
122681	masojid
122683	{ll~ah
122685	laA
daEaA
122688	maE
{ll~ah
>aHad
122692	>an~
122694	lam~aA
qaAma
Eabod
{ll~ah
daEaA
122700	kaAda
122702	kaAna
122704	EalaY`
122706	libad
qaAla
<in~
maA
daEaA
rab~
122714	laA
>a$oraka
122718	>aHad
qaAla
<in~
122722	laA
malakato
122726	Dar~
122728	laA
ra$ad
qaAla
<in~
122733	lan
yujiyru
122736	min
{ll~ah
>aHad
122740	lan
wajada
min
duwn
122745	mulotaHad
<il~aA
bala`g
min
{ll~ah
122751	risa`la`t
122754	man
EaSaA
{ll~ah
122758	rasuwl
122761	<in~
122764	naAr
jahan~am
xa`lid
fiY
122769	>abadFA
Hat~aY`
<i*aA
ra'aA
122774	maA
waEada
122779	Ealima
122781	man
>aDoEaf
naASir
122785	>aqal~
Eadad
qaAla
<in
tadoriY
122791	qariyb
maA
waEada
122795	>am
jaEala
122799	rab~
122801	>amad
Ea`lim
122804	gayob
122806	laA
>aZohara
EalaY`
gayob
122811	>aHad
<il~aA
man
{rotaDaY`
min
rasuwl
122818	<in~
122820	salaka
min
bayon
yad
122826	min
xalof
122829	raSad
122831	Ealima
>an
qad
>abolagu
122836	risa`la`t
rab~
122840	>aHaATa
122842	maA
laday
122846	>aHoSaY`
kul~
$aYo'
Eadad
122851	>ay~uhaA
122853	muz~am~il
qaAma
122856	layol
<il~aA
qaliyl
niSof
122861	>aw
yunqaSu
min
122865	qaliyl
>aw
zaAda
EalaY`
122871	rat~alo
122873	quro'aAn
tarotiyl
<in~
122878	>aloqaY`^
EalaY`
122881	qawol
vaqiyl
<in~
naA$i}ap
122886	layol
122888	>a$ad~
waTo_#
122891	>aqowam
qiyl
<in~
122896	fiY
122898	nahaAr
saboH
Tawiyl
122902	*akara
{som
rab~
122907	tabat~alo
<ilaY`
122910	tabotiyl
rab~
122913	ma$oriq
122916	magorib
laA
<ila`h
<il~aA
122922	{t~axa*a
122924	wakiyl
122926	Sabara
EalaY`
maA
qaAla
122932	{hojuro
122934	hajor
jamiyl
122937	ya*ara
122941	m~uka*~ibiyn
>uwliY
122944	n~aEomap
122946	mah~ili
122948	qaliyl
<in~
laday
122952	>ankaAl
122954	jaHiym
122956	TaEaAm
*aA
guS~ap
122960	Ea*aAb
>aliym
yawom
tarojufu
122965	>aroD
122968	jabal
122970	kaAna
122972	jabal
kaviyb
m~ahiyl
<in~
122977	>arosala
122979	<ilaY`
122981	rasuwl
$aAhid
EalaY`
122986	maA
>arosala
122989	<ilaY`
firoEawon
rasuwl
122993	EaSaA
firoEawon
122996	rasuwl
122998	>axa*a
123001	>axo*
wabiyl
123004	kayof
{t~aqaY`
123007	<in
kafara
123010	yawom
jaEala
123013	waliyd
$iyb
123016	samaA^'
munfaTir
123020	kaAna
waEod
123023	mafoEuwl
<in~
ha`*aA
ta*okirap
123028	man
$aA^'a
{t~axa*a
<ilaY`
rab~
123034	sabiyl
<in~
rab~
123038	Ealima
>an~
123041	qaAma
>adonaY`
min
v~uluv
123046	layol
123048	niSof
123051	v~uluv
123054	TaA^}ifap
min
{l~a*iY
maE
123060	{ll~ah
qad~ara
123063	layol
123066	nahaAr
Ealima
>an
lan
>aHoSaY`
123074	taAba
EalaY`
123078	qara>a
123080	maA
tayas~ara
min
123084	quro'aAn
Ealima
>an
123088	kaAna
min
123091	m~ariyD
123093	A^xar
Daraba
123096	fiY
123098	>aroD
{botagaY`
123101	min
faDol
{ll~ah
123105	A^xar
qa`tala
123108	fiY
sabiyl
{ll~ah
123112	qara>a
123114	maA
tayas~ara
min
123119	>aqaAma
123122	Salaw`p
123124	A^taY
123127	zakaw`p
123129	>aqoraDu
123131	{ll~ah
qaroD
Hasan
123135	maA
qad~ama
123139	nafos
123141	min
xayor
wajada
123146	Eind
{ll~ah
123149	xayor
123151	>aEoZam
>ajor
123154	{sotagofara
123156	{ll~ah
<in~
{ll~ah
gafuwr
r~aHiym
123162	>ay~uhaA
123164	mud~av~ir
qaAma
123167	>an*ara
123169	rab~
123172	kab~iro
123174	viyaAb
123177	Tah~ara
123180	r~ujoz
123182	{hojuro
123184	laA
man~a
{sotakovaro
123189	rab~
123192	Sabara
123194	<i*aA
nuqira
fiY
123198	n~aAquwr
123200	*a`lik
yawoma}i*
yawom
Easiyr
EalaY`
123206	ka`firuwn
gayor
yasiyr
ya*ara
123212	man
xalaqa
123215	waHiyd
123217	jaEala
123221	maAl
m~amoduwd
123224	bunaY~
$aAhid
123227	mah~ad
123231	tamohiyd
vum~
yaTomaEu
>an
zaAda
kal~aA
<in~
123239	kaAna
123241	'aAyap
123243	Eaniyd
123245	yurohiqa
123247	SaEuwd
<in~
123250	fak~ara
123252	qad~ara
123254	qatala
kayof
qad~ara
vum~
qatala
kayof
qad~ara
vum~
n~aZara
vum~
Eabasa
123266	basara
vum~
>adobara
123270	{sotakobara
123272	qaAla
<in
ha`*aA
<il~aA
siHor
yu&ovaru
<in
ha`*aA
<il~aA
qawol
123283	ba$ar
123285	>uSoliy
123287	saqar
123289	maA
>adoraY`
123292	maA
saqar
laA
tuboqiY
123297	laA
ya*ara
law~aAHap
123302	ba$ar
EalaY`
123305	tisoEap
Ea$ar
123308	maA
jaEala
123311	>aSoHa`b
123313	naAr
<il~aA
malak
123317	maA
jaEala
123320	Eid~ap
123322	<il~aA
fitonap
123325	{l~a*iY
kafara
123329	{sotayoqanato
{l~a*iY
A^taY
123334	kita`b
123336	{zodaAdu
{l~a*iY
'aAmana
123340	<iyma`n
123342	laA
{rotaAba
{l~a*iY
A^taY
123348	kita`b
123351	mu&omin
123354	qaAla
{l~a*iY
fiY
qalob
123359	m~araD
123362	ka`firuwn
maA*aA
>araAda
{ll~ah
123367	ha`*aA
maval
123370	*a`lik
>aDal~a
{ll~ah
man
$aA^'a
123376	hadaY
man
$aA^'a
123380	maA
Ealima
jund
rab~
123385	<il~aA
123388	maA
123390	<il~aA
*ikoraY`
123394	ba$ar
kal~aA
123398	qamar
123401	layol
<i*
>adobara
123406	SuboH
<i*aA
>asofara
<in~
123412	<iHodaY
123414	kuboraY`
na*iyr
123418	ba$ar
123420	man
$aA^'a
min
123424	>an
taqad~ama
>aw
ta>ax~ara
kul~
nafos
123431	maA
kasaba
rahiynap
<il~aA
>aSoHa`b
123437	yamiyn
fiY
jan~ap
yatasaA^'alu
123442	Ean
123444	mujorim
maA
salaka
123448	fiY
saqar
qaAla
123452	lam
kaAna
min
123456	muSal~iyn
123458	lam
kaAna
>aToEama
123462	misokiyn
123464	kaAna
123466	xaADu
maE
123469	xaA^}iDiyn
123471	kaAna
123473	ka*~aba
123475	yawom
123477	diyn
Hat~aY`
>ataY
123482	yaqiyn
123484	maA
nafaEa
123487	$afa`Eap
123489	$a`fiEiyn
123491	maA
123494	Ean
123496	ta*okirap
m~uEoriDuwn
ka>an~
123500	HimaAr
m~usotanfirap
far~ato
min
qasowarap
bal
>araAda
kul~
{mori}
min
123511	>an
A^taY
SuHuf
m~una$~arap
kal~aA
bal
laA
xaAfa
123521	A^xir
kal~aA
<in~
123525	ta*okirap
123527	man
$aA^'a
*akara
123532	maA
*akara
123535	<il~aA
>an
$aA^'a
{ll~ah
123540	>ahol
123542	taqowaY
123544	>ahol
123546	m~agofirap
laA
>aqosamu
123550	yawom
123552	qiya`map
123554	laA
>aqosamu
123558	nafos
123560	l~aw~aAmap
123562	Hasiba
123564	<insa`n
>an
lan
jamaEa
EaZiym
123570	balaY`
qaAdir
EalaY`
>an
saw~aY`
banaAn
123577	bal
>araAda
123580	<insa`n
123582	yafojura
>amaAm
123585	sa>ala
>ay~aAn
yawom
123589	qiya`map
123591	<i*aA
bariqa
123594	baSar
123596	xasafa
123598	qamar
123600	jamaEa
123602	$amos
123605	qamar
qaAla
123608	<insa`n
yawoma}i*
>ayon
123612	mafar~
kal~aA
laA
wazar
<ilaY`
rab~
123619	yawoma}i*
123621	musotaqar~
nab~a>a
123624	<insa`n
yawoma}i*
123627	maA
qad~ama
123630	>ax~ara
bal
123633	<insa`n
EalaY`
nafos
123637	baSiyrap
123639	law
>aloqaY`^
maEaA*iyr
123643	laA
tuHar~iko
123647	lisaAn
123650	Eajila
123653	<in~
EalaY`
123656	jamoE
123659	quro'aAn
123662	<i*aA
qara>a
123667	{t~abaEa
quro'aAn
123670	vum~
<in~
EalaY`
123674	bayaAn
123676	kal~aA
bal
>aHobabo
123681	EaAjilapN
123683	ya*ara
123686	A^xir
wajoh
yawoma}i*
n~aADirap
<ilaY`
rab~
123693	naAZirap
123695	wajoh
yawoma}i*
baAsirap
Zan~a
>an
faEala
123703	faAqirap
kal~aA
<i*aA
balaga
123708	t~araAqiY
123710	qaAla
man
raAq
123714	Zan~a
>an~
123718	firaAq
123720	{lotaf~ati
123722	saAq
123725	saAq
<ilaY`
rab~
123729	yawoma}i*
123731	masaAq
123733	laA
Sad~aqa
123736	laA
Sal~aY`
123739	la`kin
ka*~aba
123742	tawal~aY`
vum~
*ahaba
<ilaY`
>ahol
123748	yatamaT~aY`^
>awolaY`
123753	>awolaY`
vum~
>awolaY`
123759	>awolaY`
123761	Hasiba
123763	<insa`n
>an
taraka
sudFY
123768	lam
kaAna
n~uTofap
min
m~aniY~
yumonaY`
vum~
kaAna
Ealaqap
123778	xalaqa
123780	saw~aY`
123782	jaEala
min
123786	zawoj
123788	*akar
123791	>unvaY`
123793	l~ayosa
*a`lik
123796	qaAdir
EalaY`
>an
>aHoyaA
123801	m~ay~it
hal
>ataY
EalaY`
123806	<insa`n
Hiyn
min
123810	d~ahor
lam
kaAna
$aYo'
m~a*okuwr
<in~
123817	xalaqa
123820	<insa`n
min
n~uTofap
>amo$aAj
{botalaY`^
123827	jaEala
123830	samiyE
baSiyr
<in~
123834	hadaY
123838	sabiyl
<im~aA
$aAkir
123842	<im~aA
kafuwr
<in~
123846	>aEotadato
123850	ka`firuwn
silosilap
123853	gil~
123855	saEiyr
<in~
123858	bar~
$ariba
123861	min
ka>os
kaAna
mizaAj
123866	kaAfuwr
Eayon
$ariba
123871	Eabod
{ll~ah
fuj~irato
123876	tafojiyr
>awofaY`
123881	n~a*or
123883	xaAfa
123885	yawom
kaAna
$ar~
123889	musotaTiyr
123891	>aToEama
123894	TaEaAm
EalaY`
Hub~
123898	misokiyn
123900	yatiym
123902	>asiyr
<in~
maA
>aToEama
123908	wajoh
{ll~ah
laA
>araAda
min
123914	jazaA^'
123916	laA
$ukuwr
<in~
123920	xaAfa
min
rab~
123924	yawom
Eabuws
qamoTariyr
123928	waqaY`
123930	{ll~ah
$ar~
*a`lik
123934	yawom
123936	laq~aY`
123938	naDorap
123940	suruwr
123942	jazaY`
123945	maA
Sabara
123948	jan~ap
123950	Hariyr
mut~aki_#iyn
fiY
123954	EalaY`
123956	>araA^}ik
laA
ra'aA
123960	fiY
123962	$amos
123964	laA
zamohariyr
123967	daAniyap
EalaY`
123970	Zil~
123973	*ul~ilato
quTuwf
123976	ta*oliyl
123978	TaAfa
EalaY`
123982	'aAniyap
min
fiD~ap
123986	>akowaAb
kaAna
qawaAriyraA
qawaAriyraA
min
fiD~ap
qad~ara
123995	taqodiyr
123997	>asoqayo
123999	fiY
124001	ka>os
kaAna
mizaAj
124005	zanjabiyl
Eayon
fiY
124009	sam~aY`
salosabiyl
124012	TaAfa
EalaY`
124015	waliyd
m~uxal~aduwn
<i*aA
ra'aA
124021	Hasiba
124024	lu&olu&
m~anvuwr
124027	<i*aA
ra'aA
124030	vam~
ra'aA
124033	naEiym
124035	mulok
kabiyr
EaAliy
124039	viyaAb
sundus
xuDor
124043	<isotaboraq
124045	Hul~u
124047	>asaAwir
min
fiD~ap
124051	saqaY`
124053	rab~
124055	$araAb
Tahuwr
<in~
ha`*aA
kaAna
124062	jazaA^'
124064	kaAna
saEoy
124067	m~a$okuwr
<in~
124071	naz~ala
124073	EalaY`
124076	quro'aAn
tanziyl
124079	Sabara
124081	Hukom
rab~
124085	laA
>aTaAEa
min
124089	A^vim
>aw
kafuwr
124093	*akara
{som
rab~
124097	bukorap
124099	>aSiyl
124101	min
124103	layol
124105	sajada
124109	sab~aHa
124111	layol
Tawiyl
<in~
ha`*aA
>aHobabo
124118	EaAjilapN
124120	ya*ara
124122	waraA^'
124124	yawom
vaqiyl
124127	xalaqa
124131	$adado
124133	>asor
124136	<i*aA
$aA^'a
124139	bad~ala
124141	maval
124143	tabodiyl
<in~
ha`*aA
ta*okirap
124148	man
$aA^'a
{t~axa*a
<ilaY`
rab~
124154	sabiyl
124156	maA
$aA^'a
124159	<il~aA
>an
$aA^'a
{ll~ah
<in~
{ll~ah
kaAna
Ealiym
Hakiym
>udoxila
man
$aA^'a
fiY
raHomap
124176	ZaAlim
>aEad~a
124180	Ea*aAb
>aliym
124184	murosala`t
Eurof
124188	Ea`Sifa`t
EaSof2
124192	n~a`$ira`t
na$or
124196	fa`riqa`t
faroq
124200	muloqiya`t
*ikor
Eu*or
>aw
nu*or
<in~
maA
waEada
124210	waAqiE
124212	<i*aA
124214	n~ajom
Tumisato
124217	<i*aA
124219	samaA^'
furijato
124222	<i*aA
124224	jabal
nusifato
124227	<i*aA
124229	rasuwl
>uq~itato
124232	>aY~
yawom
>aj~ala
124236	yawom
124238	faSol
124240	maA
>adoraY`
124243	maA
yawom
124246	faSol
wayol
yawoma}i*
124251	m~uka*~ibiyn
124253	lam
>aholaka
124256	>aw~al
vum~
>atobaEa
124261	A^xir
124263	*a`lik
faEala
124267	mujorim
wayol
yawoma}i*
124272	m~uka*~ibiyn
124274	lam
xalaqa
124277	min
maA^'
m~ahiyn
124281	jaEala
124284	fiY
qaraAr
m~akiyn
<ilaY`
qadar
m~aEoluwm
124291	qadara
124294	niEoma
124296	qaAdir
wayol
yawoma}i*
124301	m~uka*~ibiyn
124303	lam
jaEala
124306	>aroD
kifaAt
Hay~
124310	m~ay~it
124312	jaEala
124314	fiY
124316	rawa`siY
$a`mixa`t
124319	>asoqayo
124322	maA^'
furaAt
wayol
yawoma}i*
124328	m~uka*~ibiyn
{nTalaqa
124331	<ilaY`
maA
kaAna
124337	ka*~aba
124339	{nTalaqa
124341	<ilaY`
Zil~
*uw
vala`v
$uEab
laA
Zaliyl
124349	laA
>agonato
min
124353	lahab
<in~
124356	ramaY`
124358	$arar
124361	qaSor
ka>an~
124364	jima`lat
Sufor
wayol
yawoma}i*
124370	m~uka*~ibiyn
ha`*aA
yawom
laA
yanTiqu
124377	laA
>a*ina
124382	yaEota*iru
124384	wayol
yawoma}i*
124388	m~uka*~ibiyn
ha`*aA
yawom
124392	faSol
jamaEa
124398	>aw~al
124400	<in
kaAna
124404	kayod
124406	kiydu
124409	wayol
yawoma}i*
124413	m~uka*~ibiyn
<in~
124416	mut~aqiyn
fiY
Zil~
124420	Eayon
124422	fawa`kih
min
maA
{$otahato
124427	>akala
124430	$ariba
124432	haniy^_#
124434	maA
kaAna
124437	Eamila
124439	<in~
124442	*a`lik
jazaY`
124445	muHosin
wayol
yawoma}i*
124450	m~uka*~ibiyn
>akala
124454	tamat~aEa
124456	qaliyl
<in~
124459	mujorim
wayol
yawoma}i*
124464	m~uka*~ibiyn
124466	<i*aA
qaAla
124470	yarokaEu
124472	laA
yarokaEu
124475	wayol
yawoma}i*
124479	m~uka*~ibiyn
124482	>aY~
Hadiyv
baEod
124486	'aAmana
124488	Ean
maA
yatasaA^'alu
124492	Ean
124494	naba>
124496	EaZiym
{l~a*iY
124499	fiY
124501	m~uxotalif
kal~aA
124504	Ealima
124506	vum~
kal~aA
124509	Ealima
124512	lam
jaEala
124515	>aroD
miha`d
124519	jabal
>awotaAd
124522	xalaqa
124525	zawoj
124527	jaEala
124529	nawom
124531	subaAt
124533	jaEala
124536	layol
libaAs
124539	jaEala
124542	nahaAr
maEaA$
124545	banaY`
124547	fawoq
124549	saboE
$adiyd
124552	jaEala
124554	siraAj
wah~aAj
124557	>anzala
124559	min
124561	muEoSira`t
maA^'
vaj~aAj
124565	>axoraja
124568	Hab~
124570	nabaAt
124572	jan~ap
>alofaAf
<in~
yawom
124577	faSol
kaAna
miyqa`t
yawom
nafaxa
fiY
124584	S~uwr
124586	>ataY
124588	fawoj
124590	fataHa
124592	samaA^'
124594	kaAna
baAb
124597	suy~irato
124599	jabal
124601	kaAna
saraAb
<in~
jahan~am
kaAna
miroSaAd
124609	Ta`giyn
ma_#aAb
l~a`biviyn
fiY
124614	>aHoqaAb
laA
*aAqu
124618	fiY
124620	barod
124622	laA
$araAb
<il~aA
Hamiym
124627	gas~aAq
jazaA^'
wifaAq
<in~
124632	kaAna
124634	laA
yarojuwA@
124637	HisaAb
124639	ka*~aba
124642	'aAyap
124644	ki*~aAb
124646	kul~
$aYo'
>aHoSaY`
124651	kita`b
124653	*aAqu
124656	lan
zaAda
124659	<il~aA
Ea*aAb
<in~
124664	mut~aqiyn
mafaAz
HadaA^}iq
124668	Einab
124670	kawaAEib
>atoraAb
124673	ka>os
dihaAq
laA
samiEa
124678	fiY
124680	lagow
124682	laA
ki*~aAb
jazaA^'
min
rab~
124688	EaTaA^'
HisaAb
rab~
124692	samaA^'
124695	>aroD
124697	maA
bayon
124701	r~aHoma`n
laA
malakato
124705	min
124707	xiTaAb
yawom
qaAma
124711	ruwH
124714	malak
Saf~
laA
yatakal~amu
124719	<il~aA
man
>a*ina
124725	r~aHoma`n
124727	qaAla
SawaAb
*a`lik
124731	yawom
124733	Haq~
124735	man
$aA^'a
{t~axa*a
<ilaY`
rab~
124741	ma_#aAb
<in~
124744	>an*ara
124747	Ea*aAb
qariyb
yawom
n~aZara
124752	maro'
maA
qad~ama
yad
124758	qaAla
124760	kaAfir
124762	layot
124764	kaAna
124766	turaAb
124769	n~a`ziEa`t
garoq
124773	n~a`$iTa`t
na$oT
124777	s~a`biHa`t
saboH
124781	s~a`biqa`t
saboq
124785	mudab~ira`t
>amor
yawom
tarojufu
124790	r~aAjifap
tabiEa
124794	r~aAdifap
qalob
yawoma}i*
waAjifap
baSar
124800	xaA$iE
qaAla
124804	<in~
124807	maroduwd
fiY
124810	HaAfirap
124812	<i*aA
kaAna
124815	EaZiym
n~axirap
qaAla
124819	*a`lik
<i*FA
kar~ap
xaAsirap
124824	<in~
maA
124827	zajorap
wa`Hidap
124830	<i*aA2
124834	s~aAhirap
hal
>ataY
124838	Hadiyv
muwsaY`
<i*
naAdaY`
124843	rab~
124847	waAd
124849	muqad~as
TuwFY
*ahaba
<ilaY`
firoEawon
<in~
124856	TagaY`
124858	qaAla
hal
124862	<ilaY`
>an
tazak~aY`
124866	hadaY
124868	<ilaY`
rab~
124872	xa$iYa
124874	ra'aA
124877	'aAyap
124879	kuboraY`
124881	ka*~aba
124883	EaSaA
vum~
>adobara
saEaY`
124888	Ha$ara
124890	naAdaY`
124892	qaAla
124894	rab~
124897	>aEolaY`
124899	>axa*a
124901	{ll~ah
naka`l
124904	A^xir
124907	>aw~al
<in~
fiY
*a`lik
124912	Eiborap
124914	man
xa$iYa
124918	>a$ad~
xaloq
>am
124922	samaA^'
banaY`
124925	rafaEa
samok
124929	saw~aY`
124932	>agoTa$a
layol
124936	>axoraja
DuHFY
124941	>aroD
baEod
*a`lik
daHaY`
124946	>axoraja
min
124949	maA^'
124952	maroEaY`
124956	jabal
>arosaY`
124959	mata`E
124964	n~aEam
124967	<i*aA
jaA^'a
124970	T~aA^m~ap
124972	kuboraY`
yawom
ta*ak~ara
124976	<insa`n
maA
saEaY`
124980	bur~izati
124982	jaHiym
124984	man
ra'aA
124987	>am~aA
man
TagaY`
124991	A^vara
124993	Hayaw`p
124995	d~unoyaA
124997	<in~
124999	jaHiym
125002	ma>owaY`
125004	>am~aA
man
xaAfa
maqaAm
rab~
125011	nahaY`
125013	nafos
Ean
125016	hawaA^'
125018	<in~
125020	jan~ap
125023	ma>owaY`
sa>ala
125027	Ean
125029	saAEap
>ay~aAn
murosaY`
125033	fiY
maA
125036	min
*ikoraY`
125039	<ilaY`
rab~
125042	muntahaY`
125044	<in~
maA
125047	mun*ir
man
xa$iYa
125051	ka>an~
125053	yawom
ra'aA
125057	lam
labiva
125060	<il~aA
Ea$iy~ap
>aw
DuHFY
125065	Eabasa
125067	tawal~aY`
>an
jaA^'a
125072	>aEomaY`
125074	maA
>adoraY`
125077	laEal~
125079	tazak~aY`
>aw
ta*ak~ara
125083	nafaEa
125086	*ikoraY`
>am~aA
man
{sotagonaY`
125094	taSad~aY`
125096	maA
EalaY`
125099	>an
laA
tazak~aY`
125103	>am~aA
man
jaA^'a
125107	saEaY`
125110	xa$iYa
125113	Ean
125115	talah~aY`
kal~aA
<in~
125119	ta*okirap
125121	man
$aA^'a
*akara
125125	fiY
SuHuf
m~ukar~amap
m~arofuwEap
m~uTah~arap
125131	yad
safarap
kariym
bar~
qatala
125137	<insa`n
maA
>akofara
125141	min
>aY~
$aYo'
xalaqa
125146	min
n~uTofap
xalaqa
125151	qad~ara
125153	vum~
125155	sabiyl
yas~ara
125158	vum~
>amaAta
125162	>aqobara
125164	vum~
<i*aA
$aA^'a
>an$ara
125169	kal~aA
lam
qaDaY`^
maA
>amara
125177	n~aZara
125179	<insa`n
<ilaY`
TaEaAm
125183	>an~
125185	Sab~a
125188	maA^'
Sab~
vum~
$aqaqo
125194	>aroD
$aq~
125197	>an[bata
125199	fiY
125201	Hab~
125203	Einab
125205	qaDob
125207	z~ayotuwn
125209	naxol
125211	HadaA^}iq
gulob
125214	fa`kihap
125216	>ab~
mata`E
125222	n~aEam
125225	<i*aA
jaA^'a
125228	S~aA^x~ap
yawom
far~ato
125232	maro'
min
>ax
125237	>um~
125240	>abN
125243	Sa`Hibap
125246	bunaY~
125249	kul~
{mori}
min
125253	yawoma}i*
$a>on
>agonato
125257	wajoh
yawoma}i*
m~usofirap
DaAHikap
m~usotabo$irap
125263	wajoh
yawoma}i*
EalaY`
125267	gabarap
yarohaqu
125270	qatarap
>uwla`^}ik
125274	kaAfir
125276	fuj~aAr
<i*aA
125279	$amos
kuw~irato
125282	<i*aA
125284	n~ajom
{nkadarato
125287	<i*aA
125289	jabal
suy~irato
125292	<i*aA
125294	Ei$aAr
EuT~ilato
125297	<i*aA
125299	wuHuw$
Ha$ara
125302	<i*aA
125304	baHor
suj~irato
125307	<i*aA
125309	nafos
zuw~ijato
125312	<i*aA
125314	mawo'udap
sa>ala
125317	>aY~
*anb
qatala
125321	<i*aA
125323	SuHuf
nu$irato
125326	<i*aA
125328	samaA^'
ku$iTato
125331	<i*aA
125333	jaHiym
suE~irato
125336	<i*aA
125338	jan~ap
>uzolifato
Ealima
nafos
maA
>aHoDarato
125345	laA
>aqosamu
125349	xun~as
125351	jawaAr
125353	kun~as
125356	layol
<i*aA
EasoEasa
125361	SuboH
<i*aA
tanaf~asa
<in~
125367	qawol
rasuwl
kariym
*uw
quw~ap
Eind
*uw
125375	Earo$
m~akiyn
m~uTaAE
vam~
>amiyn
125381	maA
SaAHib
125385	majonuwn
125388	qad
ra'aA
125393	>ufuq
125395	m~ubiyn
125397	maA
125399	EalaY`
125401	gayob
125403	Daniyn
125405	maA
125408	qawol
$ayoTa`n
rajiym
125412	>ayon
*ahaba
125415	<in
125417	<il~aA
*ikor
125421	Ea`lamiyn
125423	man
$aA^'a
min
125427	>an
{sotaqa`mu
125430	maA
$aA^'a
125433	<il~aA
>an
$aA^'a
{ll~ah
rab~
125439	Ea`lamiyn
<i*aA
125442	samaA^'
{nfaTarato
125445	<i*aA
125447	kawokab
{ntavarato
125450	<i*aA
125452	baHor
fuj~irato
125455	<i*aA
125457	qabor
buEovira
Ealima
nafos
maA
qad~ama
125464	>ax~ara
125466	>ay~uhaA
125468	<insa`n
maA
gar~a
125473	rab~
125476	kariym
{l~a*iY
xalaqa
125481	saw~aY`
125484	Eadala
125486	fiY
>aY~
Suwrap
maA
$aA^'a
rak~aba
125493	kal~aA
bal
ka*~aba
125499	diyn
125501	<in~
EalaY`
125505	Ha`fiZ
kariym
kaAtib
Ealima
125510	maA
faEala
125513	<in~
125515	bar~
125517	fiY
naEiym
125520	<in~
125522	fuj~aAr
125524	fiY
jaHiym
yaSolaY
125529	yawom
125531	diyn
125533	maA
125535	Ean
125538	gaA^}ibiyn
125540	maA
>adoraY`
125543	maA
yawom
125546	diyn
vum~
maA
>adoraY`
125551	maA
yawom
125554	diyn
yawom
laA
malakato
nafos
125560	nafos
$aYo'
125564	>amor
yawoma}i*
125567	{ll~ah
wayol
125571	muTaf~ifiyn
{l~a*iY
<i*aA
{kotaAlu
125576	EalaY`
125578	n~aAs
yasotawofu
125582	<i*aA
kaAlu
125586	>aw
w~azanu
125590	yuxosiru
125593	laA
Zan~a
>uwla`^}ik
>an~
125598	m~aboEuwvuwn
125600	yawom
EaZiym
yawom
qaAma
125605	n~aAs
125607	rab~
125609	Ea`lamiyn
kal~aA
<in~
kita`b
125614	fuj~aAr
125616	fiY
sij~iyn
125619	maA
>adoraY`
125622	maA
sij~iyn
kita`b
m~aroquwm
wayol
yawoma}i*
125630	m~uka*~ibiyn
{l~a*iY
ka*~aba
125635	yawom
125637	diyn
125639	maA
ka*~aba
125643	<il~aA
kul~
muEotad
>aviym
<i*aA
talaY`
EalaY`
125651	'aAyap
125653	qaAla
>asa`Tiyr
125656	>aw~al
kal~aA
bal
raAna
EalaY`
qalob
125663	maA
kaAna
125666	kasaba
125668	kal~aA
<in~
125671	Ean
rab~
125674	yawoma}i*
125676	maHojuwbuwn
vum~
<in~
125681	SaAluwA
125683	jaHiym
vum~
qaAla
ha`*aA
{l~a*iY
kaAna
125692	ka*~aba
125694	kal~aA
<in~
kita`b
125698	bar~
125700	fiY
Eil~iy~iyn
125703	maA
>adoraY`
125706	maA
Eil~iy~iyn
kita`b
m~aroquwm
$ahida
125713	muqar~abuwn
<in~
125716	bar~
125718	fiY
naEiym
EalaY`
125722	>araA^}ik
n~aZara
125725	Earafa
fiY
wajoh
125729	naDorap
125731	naEiym
>asoqayo
125734	min
r~aHiyq
m~axotuwm
xita`m
125739	misok
125741	fiY
*a`lik
125745	yatanaAfasi
125747	mutana`fisuwn
125749	mizaAj
125751	min
tasoniym
Eayon
$ariba
125758	muqar~abuwn
<in~
{l~a*iY
>ajoramu
125763	kaAna
125765	min
{l~a*iY
'aAmana
125769	DaHikato
125772	<i*aA
mar~a
125777	yatagaAmazu
125780	<i*aA
{nqalaba
125783	<ilaY`
>ahol
125786	{nqalaba
125788	fakihiyn
125790	<i*aA
ra'aA
125794	qaAla
125796	<in~
ha`*aA
125799	DaA^l~
125801	maA
>arosala
125804	EalaY`
125806	Ha`fiZ
125809	yawom
{l~a*iY
'aAmana
125813	min
125815	kaAfir
DaHikato
125818	EalaY`
125820	>araA^}ik
n~aZara
125823	hal
vuw~iba
125826	kaAfir
maA
kaAna
125830	faEala
125832	<i*aA
125834	samaA^'
{n$aq~a
125837	>a*ina
125839	rab~
125842	Haq~a
125844	<i*aA
125846	>aroD
mad~a
125849	>aloqaY`^
maA
fiY
125854	taxal~ato
125856	>a*ina
125858	rab~
125861	Haq~a
125863	>ay~uhaA
125865	<insa`n
<in~
125868	kaAdiH
<ilaY`
rab~
125872	kadoH
125874	mula`qiy
125877	>am~aA
man
A^taY
kita`b
125883	yamiyn
125886	sawof
HaAsabo
HisaAb
yasiyr
125891	{nqalaba
<ilaY`
>ahol
125895	masoruwr
125897	>am~aA
man
A^taY
kita`b
125902	waraA^'
Zahor
125906	sawof
daEaA
vubuwr
125910	yaSolaY
saEiyr
<in~
125914	kaAna
fiY
>ahol
125918	masoruwr
<in~
125921	Zan~a
>an
lan
yaHuwra
balaY`
<in~
rab~
125929	kaAna
125932	baSiyr
125934	laA
>aqosamu
125938	$~afaq
125941	layol
125943	maA
wasaqa
125947	qamar
<i*aA
{t~asaqa
125951	rakiba
125953	Tabaq
Ean
Tabaq
125957	maA
125960	laA
'aAmana
125964	<i*aA
qara>a
EalaY`
125969	quro'aAn
laA
sajada
125973	bal
{l~a*iY
kafara
125977	ka*~aba
125980	{ll~ah
>aEolam
125983	maA
>awoEaY`^
125987	bu$~ira
125990	Ea*aAb
>aliym
<il~aA
{l~a*iY
'aAmana
125997	Eamila
126000	S~a`liHa`t
126003	>ajor
gayor
mamonuwn
126008	samaA^'
*uw
126011	buruwj
126014	yawom
126016	mawoEuwd
126018	$aAhid
126020	ma$ohuwd
qatala
>aSoHa`b
126024	>uxoduwd
126026	naAr
*uw
126029	waquwd
<i*
126032	EalaY`
126034	quEuwd
126037	EalaY`
maA
faEala
126043	mu&omin
$aAhid
126046	maA
naqamu
126049	min
126051	<il~aA
>an
'aAmana
126056	{ll~ah
126058	Eaziyz
126060	Hamiyd
{l~a*iY
126064	mulok
126066	samaA^'
126069	>aroD
126071	{ll~ah
EalaY`
kul~
$aYo'
$ahiyd
<in~
{l~a*iY
fatanu
126081	mu&omin
126084	m~u&omina`t
vum~
lam
taAba
126092	Ea*aAb
jahan~am
126097	Ea*aAb
126099	Hariyq
<in~
{l~a*iY
'aAmana
126105	Eamila
126108	S~a`liHa`t
126111	jan~ap
jarayo
min
taHot
126117	nahar
*a`lik
126120	fawoz
126122	kabiyr
<in~
baTo$
rab~
126128	$adiyd
<in~
126132	yubodi}u
126134	>uEiydu
126138	gafuwr
126140	waduwd
*uw
126143	Earo$
126145	m~ajiyd
faE~aAl
126148	maA
>araAda
hal
>ataY
126153	Hadiyv
126155	jund
firoEawon
126158	vamuwd
bal
{l~a*iY
kafara
126163	fiY
tako*iyb
126166	{ll~ah
min
waraA^'
126170	muHiyT
bal
126173	quro'aAn
m~ajiyd
fiY
lawoH
m~aHofuwZ
126180	samaA^'
126183	T~aAriq
126185	maA
>adoraY`
126188	maA
126190	T~aAriq
126192	n~ajom
126194	vaAqib
<in
kul~
nafos
l~am~aA
EalaY`
126201	Ha`fiZ
126204	n~aZara
126206	<insa`n
min
maA
xalaqa
xalaqa
min
maA^'
daAfiq
xaraja
min
bayon
126218	S~ulob
126221	t~araA^}ib
<in~
126224	EalaY`
rajoE
126228	qaAdir
yawom
balawo
126232	s~araA^}ir
126234	maA
126237	min
quw~ap
126240	laA
naASir
126244	samaA^'
*uw
126247	rajoE
126250	>aroD
*uw
126253	S~adoE
<in~
126257	qawol
faSol
126260	maA
126264	hazol
<in~
126267	kiydu
126269	kayod
126271	kiydu
kayod
126274	mah~ili
126276	ka`firuwn
>amohilo
126279	ruwayod
sab~aHa
{som
rab~
126285	>aEolaY`
{l~a*iY
xalaqa
126289	saw~aY`
126291	{l~a*iY
qad~ara
126294	hadaY
126296	{l~a*iY
>axoraja
126299	maroEaY`
126301	jaEala
126303	guvaA^'
>aHowaY`
126306	nuqori}u
126309	laA
nasiYa
<il~aA
maA
$aA^'a
{ll~ah
<in~
126317	Ealima
126319	jahor
126321	maA
yaxofaY`
126324	yas~ara
126328	yusoraY`
126330	*uk~ira
<in
nafaEa
126334	*ikoraY`
126336	ta*ak~ara
man
xa$iYa
126340	yatajan~abu
126343	>a$oqaY
{l~a*iY
yaSolaY
126347	naAr
126349	kuboraY`
vum~
laA
m~aAta
fiY
126356	laA
HaY~a
qad
>afolaHa
man
tazak~aY`
126363	*akara
{som
rab~
126368	Sal~aY`
bal
A^vara
126373	Hayaw`p
126375	d~unoyaA
126378	A^xir
xayor
126381	>aboqaY`^
<in~
ha`*aA
126385	fiY
126387	SuHuf
126389	>aw~al
SuHuf
<iboraAhiym
126393	muwsaY`
hal
>ataY
126397	Hadiyv
126399	ga`$iyap
wajoh
yawoma}i*
xaA$iE
EaAmilap
n~aASibap
yaSolaY
naAr
HaAmiyap
saqaY`
min
Eayon
'aAniyap
l~ayosa
126415	TaEaAm
<il~aA
min
DariyE
laA
yusominu
126422	laA
>agonato
min
juwE
wajoh
yawoma}i*
n~aAEimap
126430	saEoy
126432	raADiyap
fiY
jan~ap
EaAliyap
laA
samiEa
fiY
126440	la`giyap
fiY
126443	Eayon
jaAriyap
fiY
126447	surur
m~arofuwEap
126450	>akowaAb
m~awoDuwEap
126453	namaAriq
maSofuwfap
126456	zaraAbiY~
mabovuwvap
126460	laA
n~aZara
126463	<ilaY`
126465	<ibil
kayof
xalaqa
126469	<ilaY`
126471	samaA^'
kayof
rafaEa
126475	<ilaY`
126477	jabal
kayof
nuSibato
126481	<ilaY`
126483	>aroD
kayof
suTiHato
126487	*uk~ira
<in~
maA
126491	mu*ak~ir
l~ayosa
126494	EalaY`
126497	muSayoTir
<il~aA
man
tawal~aY`
126502	kafara
126504	Ea*~aba
126506	{ll~ah
126508	Ea*aAb
126510	>akobar
<in~
<ilaY`
126514	<iyaAb
126516	vum~
<in~
EalaY`
126520	HisaAb
126524	fajor
126526	layol
Ea$or
126530	$~afoE
126533	wator
126536	layol
<i*aA
yasori
hal
fiY
*a`lik
qasam
126544	*uw
Hijor
126547	lam
ra'aA
kayof
faEala
rab~
126554	EaAd2
<iram
*uw
126558	EimaAd
{l~a*iY
lam
xalaqa
mivol
126564	fiY
126566	balad
126568	vamuwd
{l~a*iY
jaAbu
126573	S~axor
126576	waAd
126578	firoEawon
*uw
126581	>awotaAd
{l~a*iY
TagaY`
126585	fiY
126587	balad
126589	>akovaru
126591	fiY
126594	fasaAd
126596	Sab~a
EalaY`
126599	rab~
126601	sawoT
Ea*aAb
<in~
rab~
126609	miroSaAd
126611	>am~aA
126613	<insa`n
<i*aA
maA
{botalaY`^
126618	rab~
126621	>akorama
126624	naE~ama
126627	qaAla
rab~
126630	>akorama
126633	>am~aA
<i*aA
maA
{botalaY`^
126639	qadara
EalaY`
126642	rizoq
126645	qaAla
rab~
126648	>aha`na
126650	kal~aA
bal
laA
>akorama
126656	yatiym
126658	laA
taHa`^D~u
126661	EalaY`
TaEaAm
126664	misokiyn
126666	>akala
126669	t~uraAv
>akol
l~am~
126673	>aHobabo
126676	maAl
Hub~
jam~
kal~aA
<i*aA
duk~ati
126683	>aroD
dak~
dak~
126687	jaA^'a
rab~
126692	malak
Saf~
Saf~
126696	jaA^'a
yawoma}i*
126699	jahan~am
yawoma}i*
ta*ak~ara
126703	<insa`n
126705	>an~aY`
126709	*ikoraY`
qaAla
126712	layot
126714	qad~ama
126717	Hayaw`p
126720	yawoma}i*
laA
Ea*~aba
Ea*aAb
126725	>aHad
126727	laA
yuwviqu
wavaAq
126731	>aHad
126733	>ay~atuhaA
126735	nafos
126737	m~uToma}in~ap
rajaEa
126740	<ilaY`
rab~
126743	raADiyap
m~aroDiy~ap
126746	daxala
126748	fiY
Eabod
126752	daxala
126754	jan~ap
126756	laA
>aqosamu
126759	ha`*aA
126761	balad
126764	Hil~
126766	ha`*aA
126768	balad
126770	waAlid
126772	maA
walada
126775	qad
xalaqa
126779	<insa`n
fiY
kabad
126783	Hasiba
>an
lan
qadara
EalaY`
126789	>aHad
qaAla
>aholaka
126793	maAl
l~ubad
126796	Hasiba
>an
lam
ra'aA
126801	>aHad
126803	lam
jaEala
126807	Eayon
126809	lisaAn
126811	$afatayon
126813	hadaY
126817	n~ajodayon
126819	laA
{qotaHama
126822	Eaqabap
126824	maA
>adoraY`
126827	maA
126829	Eaqabap
fak~
raqabap
>aw
<iToEa`m
fiY
yawom
*uw
masogabap
yatiym
*aA
maqorabap
>aw
misokiyn
*aA
matorabap
vum~
kaAna
min
{l~a*iY
'aAmana
126852	tawaASa
126856	Sabor
126858	tawaASa
126862	maroHamap
>uwla`^}ik
>aSoHa`b
126866	mayomanap
126868	{l~a*iY
kafara
126872	'aAyap
126875	>aSoHa`b
126877	ma$o_#amap
EalaY`
126880	naAr
m~u&oSadap
126884	$amos
126886	DuHFY
126890	qamar
<i*aA
talaY`
126896	nahaAr
<i*aA
jal~aY`
126902	layol
<i*aA
ga$iya
126908	samaA^'
126910	maA
banaY`
126915	>aroD
126917	maA
TaHaY`
126921	nafos
126923	maA
saw~aY`
126927	>alohama
126929	fujuwr
126932	taqowaY
126934	qad
>afolaHa
man
zak~aY`
126940	qad
xaAba
man
das~aY`
126945	ka*~aba
vamuwd
126948	TagowaY`
126950	<i*
{n[baEava
>a$oqaY
126955	qaAla
126958	rasuwl
{ll~ah
naAqap
{ll~ah
126963	suqoya`
126966	ka*~aba
126970	Eaqara
126974	damodama
EalaY`
126977	rab~
126980	*anb
126983	saw~aY`
126986	laA
xaAfa
EuqobaY
126992	layol
<i*aA
ga$iya
126997	nahaAr
<i*aA
tajal~aY`
127001	maA
xalaqa
127004	*akar
127007	>unvaY`
<in~
saEoy
127012	$at~aY`
127014	>am~aA
man
>aEoTaY`
127018	{t~aqaY`
127020	Sad~aqa
127023	HusonaY`
127026	yas~ara
127030	yusoraY`
127032	>am~aA
man
baxila
127036	{sotagonaY`
127038	ka*~aba
127041	HusonaY`
127044	yas~ara
127048	EusoraY`
127050	maA
>agonato
Ean
127054	maAl
127056	<i*aA
tarad~aY`^
<in~
EalaY`
127063	hudFY
127065	<in~
127070	A^xir
127073	>aw~al
127075	>an*ara
127078	naAr
talaZ~aY`
laA
yaSolaY
127083	<il~aA
127085	>a$oqaY
{l~a*iY
ka*~aba
127089	tawal~aY`
127092	yujan~abu
127095	>atoqaY
{l~a*iY
A^taY
maAl
127100	tazak~aY`
127102	maA
127104	>aHad
Eind
127107	min
niEomap
jazaY`
<il~aA
{botigaA^'
wajoh
rab~
127116	>aEolaY`
127119	sawof
r~aDiYa
127123	DuHFY
127126	layol
<i*aA
sajaY`
maA
wad~aEa
127132	rab~
127135	maA
qalaY`
127140	A^xir
xayor
127144	min
127146	>aw~al
127149	sawof
>aEoTaY`
127152	rab~
127155	r~aDiYa
127157	lam
wajada
127160	yatiym
127162	'aAwaY`^
127164	wajada
127166	DaA^l~
127168	hadaY
127170	wajada
127172	EaA^}il
127174	>agonaY`
127176	>am~aA
127178	yatiym
127180	laA
taqoharo
127183	>am~aA
127185	saA^}il
127187	laA
tanoharo
127190	>am~aA
127192	niEomap
rab~
127196	tuHad~ivu
127198	lam
$araHa
127202	Sador
127205	waDaEa
127207	Ean
127209	wizor
127211	{l~a*iY
>anqaDa
Zahor
127216	rafaEa
127220	*ikor
127223	<in~
maE2
127226	Eusor
yusor
<in~
maE2
127231	Eusor
yusor
127234	<i*aA
farago
127238	nuSibato
127240	<ilaY`
rab~
127244	yarogabu
127247	t~iyn
127250	z~ayotuwn
127252	Tuwr
siyniyn
127255	ha`*aA
127257	balad
127259	>amiyn
127261	qad
xalaqa
127265	<insa`n
fiY
>aHosan
taqowiym
vum~
rad~a
127273	>asofal
saAfil
<il~aA
{l~a*iY
'aAmana
127280	Eamila
127283	S~a`liHa`t
127287	>ajor
gayor
mamonuwn
127291	maA
ka*~aba
127294	baEod
127297	diyn
127299	l~ayosa
{ll~ah
127302	>aHokam
127304	Ha`kimiyn
qara>a
127307	{som
rab~
127310	{l~a*iY
xalaqa
xalaqa
127314	<insa`n
min
Ealaq
qara>a
127319	rab~
127322	>akoram
{l~a*iY
Eal~ama
127327	qalam
Eal~ama
127330	<insa`n
maA
lam
Ealima
kal~aA
<in~
127337	<insa`n
127339	TagaY`
>an
ra'aA
127343	{sotagonaY`
<in~
<ilaY`
rab~
127349	r~ujoEaY`^
127351	ra'aA
127353	{l~a*iY
nahaY`
Eabod
<i*aA
Sal~aY`
127359	ra'aA
127361	<in
kaAna
EalaY`
127365	hudFY
>aw
>amara
127370	taqowaY
127372	ra'aA
127374	<in
ka*~aba
127377	tawal~aY`
127379	lam
Ealima
127382	>an~
{ll~ah
ra'aA
kal~aA
127387	<in
lam
{ntahaY`
127391	nasofaEF[
127395	naASiyap
naASiyap
ka`*ib
xaATi}ap
127401	daEaA
naAdiy
127405	daEaA
127407	z~abaAniyap
kal~aA
laA
>aTaAEa
127413	sajada
127415	{qotaraba
<in~
127418	>anzala
127421	fiY
layolap
127424	qador
127426	maA
>adoraY`
127429	maA
layolap
127432	qador
layolap
127435	qador
xayor
min
>alof
$ahor
tanaz~alato
127442	malak
127445	ruwH
fiY
127449	<i*on
rab~
127452	min
kul~
>amor
sala`m
127457	Hat~aY`
maTolaE
127460	fajor
lam
kaAna
{l~a*iY
kafara
127466	min
>ahol
127469	kita`b
127472	mu$orik
munfak~iyn
Hat~aY`
>ataY
127478	bay~inap
rasuwl
min
{ll~ah
talaY`
SuHuf
m~uTah~arap
fiY
127487	kita`b
qay~imap
127490	maA
tafar~aqa
{l~a*iY
A^taY
127496	kita`b
<il~aA
min
baEod
maA
jaA^'a
127504	bay~inap
127506	maA
>amara
127509	<il~aA
127511	Eabada
127513	{ll~ah
muxoliS
127518	diyn
Haniyf
127521	>aqaAma
127524	Salaw`p
127526	A^taY
127529	zakaw`p
127531	*a`lik
diyn
127534	qay~imap
<in~
{l~a*iY
kafara
127539	min
>ahol
127542	kita`b
127545	mu$orik
fiY
naAr
jahan~am
xa`lid
fiY
127552	>uwla`^}ik
127554	$ar~
127556	bariy~ap
<in~
{l~a*iY
'aAmana
127562	Eamila
127565	S~a`liHa`t
>uwla`^}ik
127568	xayor
127570	bariy~ap
jazaA^'
127573	Eind
rab~
127576	jan~ap
Eadon
jarayo
min
taHot
127583	nahar
xa`lid
fiY
127587	>abadFA
r~aDiYa
{ll~ah
Ean
127593	r~aDiYa
127595	Ean
127597	*a`lik
127599	man
xa$iYa
rab~
127603	<i*aA
zulozilu
127606	>aroD
zilozaAl
127610	>axoraja
127612	>aroD
v~aqalaAn
127616	qaAla
127618	<insa`n
maA
127622	yawoma}i*
tuHad~ivu
>axobaAr
127627	>an~
rab~
127630	>awoHaY`^
127633	yawoma}i*
yaSoduru
127636	n~aAs
>a$otaAt
127639	>arayo
127641	Eamal
127644	man
Eamila
mivoqaAl
*ar~ap
xayor
ra'aA
127652	man
Eamila
mivoqaAl
*ar~ap
$ar~
ra'aA
127661	Ea`diya`t
DaboH
127665	muwriya`t
qadoH
127669	mugiyra`t
SuboH
127672	>avaAru
127676	naqoE
127678	wasaTo
127682	jamoE
<in~
127685	<insa`n
127687	rab~
127690	kanuwd
127692	<in~
127694	EalaY`
*a`lik
127697	$ahiyd
127699	<in~
127702	Hub~
127704	xayor
127706	$adiyd
127709	laA
Ealima
<i*aA
buEovira
maA
fiY
127716	qabor
127718	HuS~ila
maA
fiY
127722	Sador
<in~
rab~
127728	yawoma}i*
127730	xabiyr
127732	qaAriEap
maA
127735	qaAriEap
127737	maA
>adoraY`
127740	maA
127742	qaAriEap
yawom
kaAna
127746	n~aAs
127749	faraA$
127751	mabovuwv
127753	kaAna
127755	jabal
127758	Eihon
127760	manfuw$
127762	>am~aA
man
vaqulato
miyzaAn
127769	fiY
Eiy$ap
raADiyap
127773	>am~aA
man
xaf~ato
miyzaAn
127779	>um~
127781	haAwiyap
127783	maA
>adoraY`
127786	maA
127788	naAr
HaAmiyap
>alohaY`
127793	t~akaAvur
Hat~aY`
zuro
127798	maqaAbir
kal~aA
sawof
Ealima
127803	vum~
kal~aA
sawof
Ealima
127808	kal~aA
law
Ealima
127812	Eilom
127814	yaqiyn
127816	ra'aA
127819	jaHiym
vum~
127822	ra'aA
127825	Eayon
127827	yaqiyn
vum~
127830	sa>ala
127832	yawoma}i*
Ean
127835	naEiym
127838	EaSor
<in~
127841	<insa`n
127843	fiY
xusor
<il~aA
{l~a*iY
'aAmana
127850	Eamila
127853	S~a`liHa`t
127855	tawaASa
127859	Haq~
127861	tawaASa
127865	Sabor
wayol
127868	kul~
humazap
l~umazap
{l~a*iY
jamaEa
maAl
127875	Ead~ada
127877	Hasiba
>an~
maAl
127881	>axolada
127883	kal~aA
127885	naba*a
127887	fiY
127889	HuTamap
127891	maA
>adoraY`
127894	maA
127896	HuTamap
naAr
{ll~ah
127900	muwqadap
{l~a*iY
T~alaEa
EalaY`
127905	fu&aAd
<in~
127908	EalaY`
127910	m~u&oSadap
fiY
Eamad
m~umad~adap
127915	lam
ra'aA
kayof
faEala
rab~
127922	>aSoHa`b
127924	fiyl
127926	lam
jaEala
kayod
127930	fiY
taDoliyl
127933	>arosala
EalaY`
127936	Tayor
>abaAbiyl
ramaY`
127941	HijaArap
min
sij~iyl
127945	jaEala
127948	EaSof
m~a>okuwl
127951	<ila`f
qurayo$
<ila`f
127955	riHolap
127957	$~itaA^'
127960	S~ayof
127963	Eabada
127965	rab~
ha`*aA
127968	bayot
{l~a*iY
>aToEama
127972	min
juwE
127975	'aAmana
127977	min
xawof
127980	ra'aA
127982	{l~a*iY
ka*~aba
127986	diyn
127988	*a`lik
{l~a*iY
yaduE~u
127992	yatiym
127994	laA
yaHuD~u
EalaY`
TaEaAm
127999	misokiyn
128001	wayol
128004	muSal~iyn
{l~a*iY
128007	Ean
Salaw`p
128010	saAhuwn
{l~a*iY
128013	yuraA^'u
128016	m~anaEa
128019	maAEuwn
<in~
128022	>aEoTaY`
128026	kawovar
128028	Sal~aY`
128030	rab~
128033	{noHaro
<in~
$aAni}
128039	>abotar
qaAla
128042	>ay~uhaA
128044	ka`firuwn
laA
Eabada
maA
Eabada
128051	laA
128053	EaAbid
maA
Eabada
128057	laA
128059	EaAbid
maA
Eabada
128064	laA
128066	EaAbid
maA
Eabada
128071	diyn
128076	diyn
128078	<i*aA
jaA^'a
naSor
{ll~ah
128084	fatoH
128086	ra'aA
128089	n~aAs
daxala
128092	fiY
diyn
{ll~ah
fawoj
128097	sab~aHa
128099	Hamod
rab~
128103	{sotagofara
128105	<in~
128107	kaAna
taw~aAb
tab~a
yad
>abN
lahab
128114	tab~a
maA
>agonaY`
Ean
128119	maAl
128122	maA
kasaba
128125	yaSolaY
naAr
*uw
lahab
128130	{mora>at
128132	Ham~aAlap
128134	HaTab
fiY
jiyd
128138	Habol
min
m~asad
qaAla
128143	{ll~ah
>aHad
{ll~ah
128147	S~amad
lam
walada
128151	lam
walada
128154	lam
kaAna
128158	kufuw
>aHad
qaAla
Eu*o
128163	rab~
128165	falaq
min
$ar~
maA
xalaqa
128171	min
$ar~
gaAsiq
<i*aA
waqaba
128177	min
$ar~
128180	n~af~a`va`t
fiY
128183	Euqodap
128185	min
$ar~
HaAsid
<i*aA
Hasada
qaAla
Eu*o
128193	rab~
128195	n~aAs
malik
128198	n~aAs
<ila`h
128201	n~aAs
min
$ar~
128205	wasowaAs
128207	xan~aAs
{l~a*iY
wasowasa
fiY
Sador
128213	n~aAs
min
128216	jin~ap
128219	n~aAs
212155	{som
{ll~ah
r~aHoma`n
r~aHiym
Hamod
rab~
Ea`lamiyn
ma`lik
yawom
diyn
<iy~aA
Eabada
{sotaEiynu
hadaY
Sira`T
m~usotaqiym
{l~a*iY
>anoEama
EalaY`
gayor
magoDuwb
laA
DaA^l~
*a`lik
kita`b
rayob
fiY
hudFY
mut~aqiyn
'aAmana
gayob
>aqaAma
Salaw`p
min
maA
razaqa
>anfaqa
>anzala
<ilaY`
qabol
A^xir
yuwqinu
>uwla`^}ik
mufoliHuwn
<in~
kafara
sawaA^'
>an*ara
>am
lam
xatama
qalob
samoE
baSar
gi$a`wap
Ea*aAb
EaZiym
n~aAs
man
qaAla
mu&omin
yuxa`diEu
yaxodaEu
<il~aA
nafos
ya$oEuru
m~araD
zaAda
>aliym
kaAna
ka*aba
<i*aA
>afosadu
>aroD
muSoliH
>alaA^
mufosid
la`kin
safiyh
Ealima
laqu
xalaA
$ayoTa`n
maE
musotahozi'uwn
{sotuhozi}a
mad~a
Tugoya`n
yaEomahu
{$otaraY`
Dala`lap
rabiHat
tija`rap
m~uhotaduwn
maval
{sotawoqada
naAr
lam~aA
>aDaA^'a
Hawol
*ahaba
nuwr
taraka
Zuluma`t
>aboSara
>aSam~
>abokam
>aEomaY`
rajaEa
>aw
Say~ib
samaA^'
raEod
baroq
jaEala
>aSa`biE
>u*unN
SaAEiqap
Ha*ar
mawot
muHiyT
ka`firuwn
kaAda
xaTifa
kul~amaA
m~a$a
>aZolama
qaAma
law
$aA^'a
kul~
$aYo'
qadiyr
>ay~uhaA
xalaqa
laEal~
{t~aqaY`
fira`$
binaA^'
maA^'
>axoraja
vamara`t
rizoq
>andaAd
<in
naz~ala
Eabod
>ataY
suwrap
mivol
daEaA
$ahiyd
duwn
SaAdiq
faEala
lan
waquwd
HijaArap
>aEad~a
bu$~ira
Eamila
S~a`liHa`t
>an~
jan~ap
jarayo
taHot
nahar
vamarap
ha`*aA
muta$a`bih
zawoj
m~uTah~arap
xa`lid
yasotaHoYi.^
>an
Daraba
baEuwDap
fawoq
>am~aA
Haq~
maA*aA
>araAda
>aDal~a
kaviyr
faAsiq
naqaDato
Eahod
baEod
m~iyva`q
quTiEa
>amara
yaSilu
xa`siriyn
kayof
m~ay~it
>aHoyaA
vum~
>amaAta
jamiyE
{sotawaY`^
saw~aY`
saboE
Ealiym
<i*
malak
jaAEil
xaliyfap
yasofiku
dam
sab~aHa
nuqad~isu
Eal~ama
A^dam
EaraDa
>an[ba>a
suboHa`n
Eilom
Hakiym
yubodiYa
katama
sajada
<iboliys
>abaY
{sotakobara
sakana
>akala
ragad
Hayov
yaqorabu
$ajarap
ZaAlim
>azal~a
Ean
yahobiTu
baEoD
Eaduw~
musotaqar~
mata`E
Hiyn
talaq~aY`^
kalima`t
taAba
taw~aAb
<im~aA
tabiEa
xawof
yaHozun
ka*~aba
'aAyap
>aSoHa`b
bunaY~
<isoraA}iyl
*akara
niEomap
>awofaY`
yarohabu
muSad~iq
maE2
>aw~al
kaAfir
vaman
qaliyl
labaso
ba`Til
A^taY
zakaw`p
yarokaEu
raAkiE
bir~
nasiYa
talaY`
Eaqalu
Sabor
kabiyrap
xaA$iE
Zan~a
m~ula`quwA
ra`jiEuwn
faD~ala
jazaY`
yaqobalu
$afa`Eap
>axa*a
Eadol
naSara
naj~aY`
'aAl
firoEawon
yasuwmu
suw^'
yu*ab~iHu
{bon
nisaA^'
balaA^'
faraqo
baHor
>anjaY`
>ugoriqu
n~aZara
wa`Eado
muwsaY`
>arobaE
layolap
{t~axa*a
Eijol
EafaA
$akara
furoqaAn
{hotadaY`
qawom
Zalama
{t~ixaA*
baAri}
qatala
xayor
Eind
Hat~aY`
ra'aA
jahorap
baEava
Zal~alo
gama`m
man~
s~alowaY`
Tay~iba`t
daxala
qaroyap
baAb
saAjid
HiT~ap
gafara
xaTiy^_#ap
muHosin
bad~ala
qawol
rijoz
fasaqa
{sotasoqaY`
EaSaA2
Hajar
{nfajarato
{vonatayon
Ea$orap
Eayon
qad
<insa`n
m~a$orab
$ariba
taEova
Sabara
TaEaAm
wa`Hid
>an[bata
baqol
qiv~aA^}
fuwm
Eadas
baSal
yasotabodilo
>adonaY`
miSor
sa>ala
*il~ap
masokanap
baA^'a
gaDab
n~abiY~
EaSaA
{EotadaY`
haAdu
naSoraAniy~
S~a`bi_#iyn
Sa`liH
>ajor
rafaEa
Tuwr
quw~ap
tawal~aY`
lawolaA^
faDol
raHomap
s~abot
qiradap
xaAsi}
naka`l
bayon
yad
xalof
m~awoEiZap
*ubiHa
baqarap
huzuw
Eu*o
jaAhil
bay~anu
faAriD
bikor
EawaAn
lawon
SaforaA^'
faAqiE
tasur~u
na`Ziriyn
baqar
ta$a`baha
*aluwl
>avaAru
saqaY`
Harov
m~usal~amap
$iyap
_#a`n
jaA^'a
{d~a`ra`#o
muxorij
>arayo
qasato
>a$ad~
qasowap
yatafaj~aru
ya$~aq~aqu
xaraja
xa$oyap
ga`fil
yaTomaEu
fariyq
samiEa
kala`m
yuHar~ifu
tuHad~ivu
fataHa
HaA^j~a
>asar~a
>aEolan
>um~iY~
>umoniy~at
wayol
kataba
kasaba
mas~a
m~aEoduwdap
>axolafu
balaY`
say~i}ap
>aHaATa
waAlid
<iHosa`n
*uw
qurobaY`
yatiym
misokiyn
Huson
m~uEoriDuwn
daAr
>aqoraro
$ahida
taZa`haru
<ivom
Eudowa`n
>asiyr
tufa`du
muHar~am
<ixoraAj
jazaA^'
xizoY
Hayaw`p
d~unoyaA
qiya`map
rad~a
xaf~afa
qaf~ayo
rasuwl
EiysaY
maroyam
bay~inap
>ay~ada
ruwH
qudus
hawaY`
gulof
bal
laEana
kufor
{sotafotaHu
Earafa
laEonap
bi}osa
bagoy
m~uhiyn
waraA^'
>u$oribu
<iyma`n
xaAliSap
yataman~a
>abadFA
qad~ama
wajada
>aHoraS
>a$oraka
wad~a
>aHad
yuEam~aru
>alof
sanap
muzaHoziH
baSiyr
jiboriyl
<i*on
bu$oraY`
miykaY`l
Ea`hada
naba*a
>akovar
Zahor
ka>an~
{t~abaEa
mulok
sulayoma`n
la`kin~
siHor
baAbil
ha`ruwt
ma`ruwt
fitonap
yataEal~amu
far~aqu
maro'
DaA^r~
yaDur~a
nafaEa
xala`q
$ara
mavuwbap
ra`Ei
>ahol
mu$orik
yaxotaS~u
yansaxu
>ansaY`
waliY~
naSiyr
yatabad~ali
Dal~a
sabiyl
Hasad
tabay~ana
yaSofaHu
>amor
huwd2
haAtu
buroha`n
>asolama
wajoh
yahuwdiy~
l~ayosa
Hakama
{xotalafa
>aZolam
m~anaEa
masojid
saEaY`
xaraAb
xaA^}if
ma$oriq
magorib
>ayon
wal~aY`
vam~
wa`siE
walad
qaAnit
badiyE
qaDaY`^
kal~ama
>arosala
ba$iyr
na*iyr
jaHiym
r~aDiYa
mil~ap
>ahowaA^'
tilaAwat
{botalaY`^
<iboraAhiym
>atam~a
<imaAm
*ur~iy~ap
yanaAlu
bayot
mavaAbap
>amon
maqaAm
muSal~FY
Eahida
<isomaAEiyl
Tah~ara
TaA^}if
EaAkif
s~ujuwd
balad
'aAmin
m~at~aEo
{DoTur~a
maSiyr
qawaAEid
taqab~ala
samiyE
musolim
>um~ap
m~usolimap
mansak
Hikomap
zak~aY`
Eaziyz
yarogabu
safiha
{SoTafaY`
waS~aY`
yaEoquwb
m~aAta
HaDara
<ila`h
A^baA'
<isoHaAq
Haniyf
>asobaAT
$iqaAq
kafaY`
Sibogap
>aHosan
EaAbid
Eamal
muxoliS
>aEolam
$aha`dap
qibolap
wasaT
{nqalaba
Eaqib
>aDaAEu
ra'uwf
taqal~ub
$aTor
HaraAm
Hayov2
taAbiE
<i*FA
mumotariyn
wijohap
muwal~iy
{sotabaqa
xayora`t
Huj~ap
xa$iYa
SaAbir
Hay~
balawo
juwE
naqoS
maAl
>aSaAba
m~uSiybap
S~afaA
marowap
$aEa`^}ir
Haj~a
{Eotamara
junaAH
yaT~aw~afa
taTaw~aEa
$aAkir
l~a`Einuwn
>aSolaHa
>ajomaEiyn
yunZaru
xaloq
{xotila`f
layol
nahaAr
fulok
bav~a
daA^b~ap
taSoriyf
riyH
saHaAb
musax~ar
>aHobabo
Hub~
$adiyd
tabar~a>a
t~aqaT~aEa
sabab
kar~ap
Hasorap
xaArij
Hala`l
Tay~ib
xuTuwa`t
m~ubiyn
faHo$aA^'
>alofa
yanoEiqu
duEaA^'
nidaA^'
Har~ama
mayotap
laHom
xinziyr
>uhil~a
baAg
EaAd
gafuwr
baTon
m~agofirap
baEiyd
qibal
saA^}il
raqabap
muwfuwn
ba>osaA^'
Dar~aA^'
ba>os
Sadaqa
qiSaAS
qatolaY
Hur~
>unvaY`
>ax
{t~ibaAE
m~aEoruwf
>adaA^'
taxofiyf
>uwliY
>aloba`b
waSiy~ap
>aqorab
xaAfa
m~uwS
janaf
SiyaAm
m~ariyD
safar
Eid~ap
A^xar
yuTiyqu
fidoyap
yaSumo
$ahor
ramaDaAn
quro'aAn
yusor
Eusor
>akomalo
kab~iro
qariyb
>ujiybat
daEowap
d~aAE
{sotajaAba
yaro$udu
>aHal~a
rafav
libaAs
yaxotaAnu
ba`$iru
{botagaY`
xayoT
>aboyaD
>asowad
fajor
Huduwd
>adolaY`
Huk~aAm
>ahil~ap
miyqa`t
Haj~
>afolaHa
qa`tala
muEotadiyn
vuqifu
qatol
{ntahaY`
Huruma`t
>aloqaY`^
t~aholukap
>aHosana
Eumorap
>uHoSiru
{sotayosara
hadoy
taHoliqu
ra>os
balaga
maHil~
>a*FY
Sadaqap
nusuk
>amina
tamat~aEa
vala`vap
saboEap
Ea$arap
kaAmilap
HaADiriY
EiqaAb
m~aEoluwma`t
faraDa
fusuwq
jidaAl
tazaw~adu
z~aAd
taqowaY
>afaADa
Earafa`t
ma$oEar
{sotagofara
*ikor
Hasanap
waqaY`
naSiyb
sariyE
HisaAb
taEaj~ala
ta>ax~ara
Ha$ara
>aEojaba
>a$ohada
>alad~
xaSiym
>aholaka
nasol
fasaAd
Eiz~ap
Hasob
jahan~am
miha`d
{botigaA^'
maroDaAt
s~ilom
kaA^f~ap
zalalo
hal
Zul~ap
kam
zay~ana
saxira
wa`Hidap
muba$~ir
mun*ir
Hasiba
l~am~aA
zulozilu
mataY`
naSor
qitaAl
kuroh
EasaY
kariha
$ar~
kabiyr
Sad~
>akobar
zaAlat
{sotaTaAEa
{rotad~a
HabiTa
haAjara
ja`hada
yarojuwA@
xamor
mayosir
mana`fiE
nafoE
Eafow
yatafak~aru
<iSola`H
tuxaAliTu
>aEonata
nakaHa
mu$orika`t
>amap
m~u&ominap
mu$orikap
tunkiHu
ta*ak~ara
maHiyD
{Eotazala
yaTohuro
taTah~aro
mutaTah~iriyn
>an~aY`
EuroDap
yamiyn
tabar~u
yu&aAxi*u
lagow
Haliym
yu&olu
tarab~uS
>arobaEap
faA^'u
Eazama
T~ala`q
muTal~aqa`t
tarab~aSo
quruw^'
Halalo
>aroHaAm
baEol
>aHaq~
rad~
rijaAl
darajap
mar~ap
<imosaAk
tasoriyH
{fotadaY`
yataEad~a
Tal~aqa
yataraAjaEa
>ajal
>amosaka
sar~iHu
DiraAr
waEaZo
taEoDulu
tara`Da
>azokaY`
>aTohar
wa`lida`t
yuroDiEo
kaAmilayon
r~aDaAEap
mawoluwd
kisowat
yukal~ifu
wusoE
yuDaA^r~a
wa`lidap
waAriv
fiSaAl
taraAD
ta$aAwur
tasotaroDiEu
sal~ama
tawaf~aY`
ya*ara
Ea$or
xabiyr
Ear~aDo
xiTobap
>akonan
sir~
Euqodap
nikaAH
yaHo*aru
fariyDap
muwsiE
qadar
muqotir
niSof
yuHaAfiZu
wusoTaY`
rukobaAn
*aA
>aqoraDu
qaroD
Hasan
yuDa`Eifu
DiEof
kaviyrap
qabaDo
basaTa
mala>
malik
TaAluwt
saEap
baSTap
jisom
t~aAbuwt
sakiynap
baqiy~at
ha`ruwn
Hamala
faSala
jund
mubotaliy
TaEimu
{gotarafa
gurofap
jaAwaza
TaAqap
jaAluwt
fi}ap
qaliylap
galabu
baraza
>aforigo
vab~ato
qadam
hazamu
daAwud
dafoE
fasadati
m~urosal
{qotatala
bayoE
xul~ap
qay~uwm
sinap
nawom
ya$ofaEu
wasiEa
kurosiy~
ya_#uwdu
HifoZ
Ealiy~
<ikoraAh
ru$od
gay~
T~a`guwt
{sotamosaka
Eurowap
wuvoqaY`
{nfiSaAm
$amos
buhita
mar~a
xaAwiyap
Earo$
miA}ap
EaAm
labiva
$araAb
yatasan~aho
HimaAr
nun$izu
kasawo
{Toma>an~a
Tayor
Suro
jabal
juzo'
saEoy
Hab~ap
sunbulap
>atobaEa
ganiY~
yuboTila
Sadaqa`t
ri}aA^'
SafowaAn
turaAb
waAbil
Salod
qadara
tavobiyt
rabowap
>ukul
Tal~
n~axiyl
Einab
kibar
DaEiyf
<iEoSaAr
{Hotaraqato
tayam~amu
xabiyv
A^xi*
tugomiDu
Hamiyd
waEada
faqor
nafaqap
na*aro
n~a*or
niEoma
>uxofiYa
faqiyr
kaf~ara
say~i_#aAt
waf~aY`^
Darob
t~aEaf~uf
siyma`
<iloHaAf
EalaAniyap
r~ibaw`A
yataxab~aTu
mas~
salafa
EaAda
yamoHaqu
>arobaY`
kaf~aAr
>aviym
baqiYa
>a*ina
Harob
Eusorap
naZirap
mayosarap
taSad~aqa
tadaAyan
dayon
m~usam~FY
kaAtib
yumil~a
yaboxaso
{sota$ohidu
rajul
{mora>at
<iHodaY
*uk~ira
yaso_#amu
Sagiyr
>aqosaT
>aqowam
{rotaAba
HaADirap
tudiyru
tabaAyaEo
riha`n
m~aqobuwDap
yu&ad~i
{&otumina
>ama`nat
A^vim
HaAsabo
Ea*~aba
>aTaAEa
guforaAn
{kotasaba
>axoTa>o
<iSor
Hum~ila
r~aHima
mawolaY`
t~aworaY`p
<injiyl
{ntiqaAm
yaxofaY`
Saw~ara
m~uHokama`t
>um~
zayog
ta>owiyl
r~a`sixuwn
>azaAga
wahaba
l~adun
wah~aAb
jaAmiE
m~iyEaAd
>agonato
da>ob
*anb
{lotaqaY
kaAfirap
ra>oY
Eiborap
$~ahawa`t
qinTaAr
muqanTarap
*ahab
fiD~ap
xayol
m~usaw~amap
n~aEam
ma_#aAb
nab~a>a
riDowa`n
munfiqiyn
musotagofiriyn
saHar
qaA^}im
qisoT
<isola`m
bala`g
naASir
gar~a
{fotaraY`
jamaEa
{ll~ahum~a
nazaEa
tuEiz~u
tu*il~u
yuwliju
tuqaY`p
yuHa*~iru
Sador
m~uHoDar
>amad
nuwH
Eimora`n
muHar~ar
waDaEa
*akar
sam~aY`
>uEiy*u
rajiym
qabuwl
nabaAt
kaf~ala
zakariy~aA
miHoraAb
hunaAlik
Tay~ibap
naAdaY`
Sal~aY`
yaHoyaY`
kalimap
say~id
HaSuwr
gula`m
EaAqir
ramoz
Ea$iY~
<iboka`r
yaqonuto
naba>
>awoHaY`^
laday
qalam
>aY~
yakofulu
{xotaSamu
masiyH
wajiyh
muqar~abuwn
mahod
kahol
ba$ar
Tiyn
hayo_#ap
nafaxa
tubori}u
>akomah
>aboraS
tad~axiru
>aHas~a
HawaAriy~uwn
$aAhid
makara
ma`kiriyn
mutawaf~iy
raAfiE
muTah~ir
marojiE
taEaAla
nabotahilo
ka`*ib
qaSaS
>awolaY`
TaA^}ifap
diynaAr
daAmu
ka*ib
yalo
lisaAn
Hukom
n~ubuw~ap
rab~a`niy~in
darasu
bagaY`
TawoE
karoh
{zodaAdu
tawobap
m~ilo'
Hil~
bak~ap
mubaArak
Hij~
Sad~a
Eiwaj
{EotaSamu
taqiy~
Habol
tafar~aqa
>al~afa
>aSobaHa
$afaA
Huforap
>anqa*a
nahaY`
munkar
{boyaD~ato
{sowad~ato
*aAqu
Zulom
dubur
qaA^}imap
'aAnaA^'
yusa`riEu
Sir~
biTaAnap
ya>olu
xabaAl
Eani
badaA
bagoDaA^'
>afowa`h
>uwlaA^'
EaD~u
>anaAmil
gayoZ
saA^'a
fariHa
kayod
gada
baw~a>a
maqoEad
ham~a
fa$ilo
tawak~alo
bador
>a*il~ap
>amad~a
munzal
fawor
xamosap
musaw~imiyn
Taraf
kubita
xaA^}ibiyn
m~uDa`Eafap
EaroD
s~ar~aA^'
ka`Zimiyn
EaAfiyn
fa`Hi$ap
>aSar~u
Ea`mil
sun~ap
saAra
Ea`qibap
m~uka*~ibiyn
bayaAn
wahana
>aEolawon
qaroH
nudaAwilu
yumaH~iSa
muHam~ad
<iyn
m~u&aj~al
vawaAb
ka>ay~in
rib~iy~uwn
DaEufa
{sotakaAnu
<isoraAf
ruEob
suloTa`n
ma>owaY`
mavowFY
waEod
taHus~u
tana`zaEu
Sarafa
tuSoEidu
>ava`ba
gam~
kaY
faAta
>amanap
n~uEaAs
ga$iya
>aham~ato
Zan~
ja`hiliy~ap
hunaA
maDaAjiE
jamoE
{sotazal~a
guz~FY
lin
faZ~
galiyZ
{nfaD~u
$aAwiro
mutawak~iluwn
gaAlib
yaxo*ulo
gal~a
saxaT
man~a
Dala`l
naAfaqu
dafaEo
yawoma}i*
qaEada
yadora&uA@
fariH
yasotabo$iru
yaloHaqu
wakiyl
yuxaw~ifu
HaZ~
>amolaY`
yamiyza
yuToliEa
{jotabaY`
baxila
yuTaw~aqu
miyra`v
Hariyq
Zal~a`m
qurobaAn
zubur
m~uniyr
*aA^}iqap
zuHoziHa
>udoxila
faAza
guruwr
yuboliYa
Eazom
yuHomadu
mafaAzap
quEuwd
janb
>axozayo
munaAdiy
bar~
>uw*iYa
nuzul
SaAbiru
raAbiTu
yatasaA^'alu
raqiyb
Huwb
tuqosiTu
TaAba
mavonaY`
vula`v
ruba`E
Eadala
malakato
taEuwlu
Saduqa`t
niHolap
haniy^_#
m~ariy^_#
'aAnasa
bidaAr
kabura
yasotaEofifo
Hasiyb
qal~a
kavura
m~aforuwD
qisomap
DiEa`f
sadiyd
yaSolaY
saEiyr
>awoSa`
>unvayayon
v~uluv
>abawaAn
s~udus
wariva
<ixowapN
tadoriY
r~ubuE
yuwSiy
v~umun
kala`lap
>uxot
$ariyk
muDaA^r~
fawoz
>aEoraDa
jaha`lap
>aEotadato
m~ubay~inap
EaA$iru
{sotibodaAl
m~akaAn
buhota`n
>afoDaY`
maqot
banaAt
Eam~a`t
xa`la`t
>aroDaEato
raba`^}ib
Hujuwr
Hala`^}il
S~ulob
muHoSana`t
m~uHoSiniyn
musa`fiHiyn
{sotamotaEa
Tawol
m~u&omina`t
fataya`t
musa`fiHa`t
mut~axi*
>axodaAn
>aHoSanato
Eanat
yamiylu
mayol
sawof
>uSoliy
yasiyr
{jotanabu
m~udoxal
kariym
mawa`liY
Eaqadato
qaw~a`miyn
qa`nita`t
Ha`fiZa`t
HafiZa
nu$uwz
{hojuro
Hakam
yuwaf~iqi
jaAr
junub
SaAHib
muxotaAl
faxuwr
buxol
qariyn
mivoqaAl
*ar~ap
tusaw~aY`
Hadiyv
suka`raY`
EaAbiriY
tagotasilu
gaA^}iT
lamasu
SaEiyd
{mosaHu
Eafuw~
kalim
m~awaADiE
musomaE
lay~
TaEon
Tumisato
mafoEuwl
fatiyl
jibot
>ahodaY`
naqiyr
Hasada
naDijato
juluwd
Zil~
Zaliyl
>ama`na`t
zaEama
yataHaAkamu
muna`fiquwn
Suduwd
Halafo
tawofiyq
baliyg
yuTaAEu
yuHak~imu
$ajara
Haraj
tasoliym
Sid~iyq
Hasuna
rafiyq
Hi*or
nafara
vubaAt
yubaT~i}a
m~awad~ap
layot
m~usotaDoEafuwn
waliyd
kaf~a
<i*aA2
>ax~ara
>adoraka
buruwj
m~u$ay~adap
yafoqahu
HafiyZ
TaAEap
bay~ata
yatadab~aru
>a*aAEu
yasotan[biTu
Har~iDi
tankiyl
kifol
m~uqiyt
Hay~a
taHiy~ap
>aSodaq
>arokasa
HaSirato
sal~aTa
salam
xaTa_#
taHoriyr
diyap
mutataAbiEayon
m~utaEam~id
gaDiba
sala`m
EaraD
magaAnim
qaAEid
D~arar
muja`hidiyn
HusonaY`
ZaAlimiY^
wa`siEap
Hiylap
mura`gam
muhaAjir
waqaEa
taqoSuru
fatanu
>asoliHat
tagofulu
m~ayolap
m~aTar
m~awoquwt
ya>olamu
xaA^}iniyn
ja`dalu
xaw~aAn
yasotaxofu
ramaY`
bariY^'
{Hotamala
najowaY`^
$aA^q~u
m~ariyd
yuman~iy
yubat~iku
yugay~iru
xasira
xusoraAn
m~aHiyS
qiyl
xaliyl
yasotafotu
yufotiy
<iEoraAD
SuloH
>aHoDarato
$uH~
HaraSo
muEal~aqap
>a*ohaba
hawaA^'
xaADu
fatoH
{sotaHowa*a
xa`diE
kusaAlaY`
yuraA^'u
m~u*abo*abiyn
d~arok
>asofal
>axolaSu
jahor
yaEodu
naqoD
TabaEa
Salabu
$ub~iha
$ak~
yaqiyn
>axo*
>akol
m~uqiym
mu&otuwn
>ay~uwb
yuwnus
zabuwr
qaS~a
takoliym
Tariyq
tagoluw
{sotankafu
EibaAdat
{moru&NA
halaka
Euquwd
bahiymap
muHil~iY
Sayod
qala`^}id
A^m~iyn
{SoTaAdu
yajorima
$ana_#aAn
taEaAwanu
munoxaniqap
mawoquw*ap
mutarad~iyap
n~aTiyHap
s~abuE
*ak~ayo
nuSub
tasotaqosimu
>azola`m
fisoq
ya}isa
maxomaSap
mutajaAnif
jawaAriH
mukal~ibiyn
{gosilu
maraAfiq
rijol
kaEobayon
waAvaqa
{vonayon
Ea$ar
naqiyb
Eaz~aru
qa`siyap
T~alaEa
xaA^}inap
>agorayo
Eada`wap
SanaEu
>aHib~a`^&
fatorap
muqad~asap
jab~aAr
da`xiluwn
muHar~amap
yatiyhu
ta>osa
qar~aba
ba`siT
Taw~aEato
guraAb
yaboHavu
wu,riYa
sawo'ap
Eajazo
na`dimiyn
>ajol
musorif
HaAraba
qut~ilu
yuSal~abu
qaT~aEa
xila`f
yunfa
wasiylap
s~aAriq
s~aAriqap
sam~a`Euwn
>ak~a`luwn
s~uHot
muqosiTiyn
>aHobaAr
{sotuHofiZu
>anf
s~in~
juruwH
kaf~a`rap
>avar
muhayomin
$iroEap
minohaAj
ja`hiliy~ap2
daA^}irap
>aqosamu
jahod
lawomap
laA^}im
Hizob
laEib
naqamu
>aDal~
magoluwlap
mabosuwTataAn
>awoqadu
>aTofa>a
naEiym
m~uqotaSidap
bal~ago
risaAlap
yaEoSimu
EamiYa
Sam~u
vaAliv
Sid~iyqap
>ufika
Dar~
yatanaAha
saxiTa
qis~iysiyn
ruhoba`n
tafiyDu
d~amoE
Eaq~ad
<iToEa`m
>awosaT
>aToEama
rijos
yuwqiEa
m~untahuwn
rimaAH
ba`lig
kaEobap
wabaAl
{ntaqamo
say~aArap
kavorap
baHiyrap
saA^}ibap
waSiylap
HaAm
yaHobisu
Euvira
{sotaHaq~a
>awolaya`n
Eal~a`m
guyuwb
maA^}idap
Eiyd
r~a`ziqiyn
munaz~il
Sidoq
yamotaru
qaron
mak~a
m~idoraAr
>an$a>a
qiroTaAs
HaAqa
faATir
Dur~
kaA$if
qaAhir
{sotamaEa
>akin~ap
waqor
>asa`Tiyr
na_#aA
wuqifu
m~aboEuwvuwn
liqaA^'
saAEap
bagotap
Hasorat
far~aT
wizor
yaziru
lahow
jaHadu
mubad~il
nafaq
sul~am
qaAdir
Ta`^}ir
yaTiyru
janaAH
ka$afa
yataDar~aEu
taDar~aEu
mubolisuwn
daAbir
Sar~afo
Sadafa
xazaA^}in
$afiyE
Tarad
gadaw`p
faS~ala
tasotabiyna
mujorim
{sotaEojala
fa`Siliyn
mafaAtiH
suqiTa
waraqap
raTob
yaAbis
jaraHo
>asoraE
Ha`sibiyn
taDar~uE
xufoyap
karob
$iyEap
>a*aAqa
*ikoraY`
>ubosilu
Hamiym
{sotahowato
HayoraAn
S~uwr
Ea`lim
>abN
A^zar
>aSonaAm
malakuwt
m~uwqiniyn
jan~a
kawokab
>afala
'aAfiliyn
qamar
baAzig
baAzigap
waj~aho
faTara
yuwsuf
<iloyaAs
{loyasaEa
luwT
*ur~iy~a`t
wuk~ila
{qotadiho
qador
xawoD
yaloEabo
gamara`t
huwn
fura`daY`
xaw~ala
faAliq
Hab~
n~awaY`
<iSobaAH
sakan
HusobaAn
taqodiyr
n~ajom
musotawodaE
xaDir
m~utaraAkib
naxol
TaloE
qinowaAn
daAniyap
z~ayotuwn
r~um~aAn
mu$otabih
vamar
>avomara
yanoE
jin~
xaraqa
taEa`laY`
yaSifu
Sa`Hibap
xa`liq
laTiyf
baSiyrap
yasub~u
Eadow
yu$oEiru
qal~abu
fu&aAd
qubul
yajohalu
<ins
zuxoruf
Sagato
{qotarafo
m~uqotarifuwn
mufaS~al
munaz~al
tam~a
yaxoruSu
Za`hir
baATin
m~ayot
>ajoramu
SagaAr
$araHa
Day~iq
yaS~aE~adu
maEo$ar
{sotakovaro
>aj~ala
muholik
{sotaxolafa
A^tiy
muEojiz
makaAnat
*ara>a
zaEom
>arodaY`
Hijor
{fotiraA^'
waSof
safah
m~aEoruw$a`t
zaroE
m~uxotalif
HaSaAd
>asorafa
Hamuwlap
faro$
vama`niyap
D~a>on
maEoz
{$otamalato
<ibil
TaAEim
m~asofuwH
Zufur
ganam
$uHuwm
HawaAyaA^
{xotalaTa
EaZom
ba`ligap
lum~a
<imola`q
Zahara
baTana
>a$ud~
kayol
miyzaAn
tamaAm
tafoSiyl
diraAsat
yantaZiru
muntaZiruwn
qiyam
m~aHoyaA
mamaAt
waAzirap
baya`t
qaA^}iluwn
daEowaY`
gaA^}ibiyn
wazon
vaqulato
xaf~ato
maEa`yi$
yatakab~aru
Sa`giruwn
munZaruwn
>agowayo
$amaA^}il
ma*o'uwm
m~adoHuwr
muli}ato
wasowasa
sawo'a`t
qaAsama
naASiH
dal~a
Tafiqa
yaxoSifa
waraq
tilokum
HaY~a
riy$
qabiyl
bada>a
Haq~a
ziynap
yasota>oxiru
yasotaqodimu
{d~a`raka
tufat~aHu
yalija
jamal
sam~
xiyaAT
ga`$iyap
gil~
>aworava
naEam
>a*~ana
mu&a*~in
HijaAb
>aEoraAf
tiloqaA^'
>agonaY`
sit~ap
>ugo$iyato
yaTolubu
Haviyv
musax~ara`t
tabaAraka
TamaE
bu$or
>aqal~ato
vaqiyl
siyqa
xabuva
nakid
risa`la`t
naSaHu
Eajibu
Eamuwn
EaAd2
huwd
safaAhap
>amiyn
'aAlaA^'
waHod
vamuwd
Sa`liH2
naAqap
suhuwl
qaSor
yanoHitu
{sotaDoEafu
Eaqara
Eata
r~ajofap
ja`vimiyn
>abolagu
sabaqa
$ahowap
jawaAb
ga`biriyn
>umoTirato
madoyan
$uEayob
tuwEidu
kav~ara
Ha`kimiyn
ka`rihuwn
fa`tiHiyn
baraka`t
naA^}imuwn
DuHFY
makor
Haqiyq
vuEobaAn
sa`Hir
turojiY
madaA^}in
Ha`$iriyn
m~uloquwn
saHaru
{sotarohabu
taloqafu
baTala
madiynap
munqalibuwn
siniyn
{T~ay~aro
mahomaA
T~uwfaAn
jaraAd
qum~al
D~afaAdiE
m~ufaS~ala`t
n~akava
yam~
ba`raka
dam~ara
yaEori$u
yaEokufu
mutab~ar
vala`v
xalafa
{sotaqar~a
tajal~aY`
dak~
xar~a
SaEiq
>afaAqa
lawoH
Huliy~
jasad
xuwaAr
gaDoba`n
>asif
Eajila
yajur~u
tu$omito
>aroHam
r~a`Himiyn
mufotaruwn
sakata
nusoxat
{xotaAra
gaAfir
makotuwb
xabiyvap
{n[bajasato
xaTiy^_#a`t
Huwt
$ur~aE
yasobitu
muEa*~ib
maEo*irap
ba_#iys
ta>a*~ana
Hasana`t
yumas~iku
nataqo
waAqiE
muboTiluwn
{nsalaxa
ga`wiyn
>axolada
kalob
yalohavo
muhotadiY
yuloHidu
nasotadoriju
matiyn
jin~ap
{qotaraba
haAdiy
>ay~aAn
murosaY`
jal~aY`
waqot
Hafiy~
taga$~aY`
Hamol
xafiyf
>avoqalat
Sa`mituwn
baTa$o
kiydu
Eurof
n~azaga
nazog
{sotaEi*o
muboSir
yuqoSiru
qara>a
>anSitu
xiyfap
guduw~
>aSiyl
>anfaAl
wajilato
$~awokap
yuHiq~a
{sotaga`va
mumid~
murodifiyn
ga$~aY`
r~abaTo
Eunuq
banaAn
zaHof
mutaHar~if
mutaHay~iz
muwhin
fi}at
>asomaEa
HaAla
xaA^S~ap
yataxaT~afa
'aAwaY`^
xaAnu
yuvobitu
mukaA^'
taSodiyap
yarokuma
maDaY`
ganimo
xumus
Eudowap
quSowaY`
r~akob
tawaAEad
manaAm
yuqal~ilu
{vobutu
baTar
taraA^'ati
nakaSa
qawiY~
mugay~ir
$ar~ido
xiyaAnap
yuEojiza
r~ibaAT
turohibu
janaHu
s~alom
Ei$oruwn
DaEof
SaAbirap
>avoxan
>amokana
wala`yat
{sotanSara
baraA^'ap
siyHu
muxoziY
>a*a`n
yunqaSu
Za`haru
mud~at
maroSad
xal~u
{sotajaAra
yujiyru
ma>oman
{sotaqa`mu
yaroqubu
<il~
*im~ap
yuroDu
TaEanu
ya$ofi
waliyjap
Eamaru
siqaAyap
HaA^j~
EimaArap
>aEoZam
faA^}izuwn
{sotaHab~u
Ea$iyrat
kasaAd
masokan
>aHab~
jihaAd
mawaATin
Hunayon
DaAqa
raHubato
mudobir
najas
Eayolap
yadiynu
>aEoTaY`
jizoyap
Euzayor
yuDa`hi_#u
>aZohara
kanazo
yuHomaY`
tukowaY`
jibaAh
qay~im
n~asiY^'
ziyaAdap
yuwaATi_#u
{v~aAqalo
vaAniY
gaAr
s~ufolaY`
EuloyaA
qaASid
baEudato
$~uq~ap
{sota_#o*ana
yatarad~adu
xuruwj
Eud~ap
{nbiEaAv
vab~aTa
>awoDaEu
xila`l
muHiyTap
Husonayayon
m~utarab~iS
nafaqa`t
zahaqa
m~aloja<
maga`ra`t
mud~axal
yajomaHu
yalomizu
raAgib
mu&al~afap
ga`rimiyn
HaA^d~a
yaEota*iru
muna`fiqa`t
mu&otafikap
Eadon
{goluZo
>aEoqaba
nifaAq
muT~aw~iEiyn
juhod
muxal~afuwn
Har~
DaHikato
bakato
xa`lifiyn
qabor
xawaAlif
muEa*~iruwn
>aEoraAb
Hazan
>axobaAr
>ajodar
m~agoram
d~awaA^}ir
sawo'
quruba`t
qurobap
saAbiq
maradu
{Eotarafu
xalaTu
say~i}
murojawon
taforiyq
<iroSaAd
>as~asa
muT~ah~iriyn
bunoya`n
juruf
haAr
{nohaAra
banaY`
riybap
>awofaY`2
baAyaEo
t~a`^}ibuwn
Ha`miduwn
s~a`^}iHuwn
'aAmiruwn
n~aAhuwn
Ha`fiZ
{sotigofaAr
m~awoEidap
>aw~a`h
zaAga
xul~ifu
yataxal~afu
Zama>
naSab
yaTa_#u
mawoTi}
yagiyZu
n~ayol
Sagiyrap
waAdiy
firoqap
yatafaq~ahu
yalu
giloZap
{nSarafu
HariyS
Eajab
yudab~iru
>uEiydu
DiyaA^'
qad~ara
manaAzil
Eadad
Eaj~ala
{sotiEojaAl
>adoraY`
Eumur
suy~irato
EaASif
mawoj
{z~ay~anato
HaSiyd
>amos
yarohaqu
qatar
EaASim
qiTaE
muZolim
zay~alo
>asolafato
taSodiyq
yataEaArafu
xulod
yasotan[bi_#u
<iY
n~adaAmap
$ifaA^'
$a>on
yaEozubu
>aSogar
tabodiyl
ta*okiyr
>ajomaEu
gum~ap
mun*ariyn
talofita
kiboriyaA^'
EaAl
yatabaw~a>u
$adado
garaq
badan
mubaw~a>
>ukoriha
raA^d~
>uHokimato
yavonu
{sotago$a
viyaAb
maSoruwf
ya_#uws
kafuwr
naEomaA^'
taArik
DaA^}iq
kanz
mufotaraya`t
<il~am
m~awoEid
miroyap
jaram
>axosariyn
>axobatu
>aro*al
baAdiY
Eum~iyato
>alozama
TaArid
tazodariY^
>akovaru
nuSoH
<ijoraAm
tabota}iso
waHoY
xaATaba
m~ugoraquwn
faAra
t~an~uwr
rakiba
majorY`
maEozil
>awaY
{bolaEi
>aqoliEi
giyDa
juwdiY~
buEod
>aHokam
{EotaraY`
naASiyap
Eaniyd
{sotaEomara
m~ujiyb
marojuw~
muriyb
taxosiyr
mako*uwb
SayoHap
Haniy*
nakira
>awojasa
walada
Eajuwz
$ayox
Eajiyb
m~ajiyd
r~awoE
m~uniyb
maroduwd
*aroE
EaSiyb
yuhoraEu
Dayof
r~a$iyd
rukon
>asoraY`
qiToE
yalotafito
muSiyb
SuboH
EaAliy
saAfil
sij~iyl
m~anDuwd
mikoyaAl
yuxaAlifu
>anaAba
waduwd
rahoT
rajamo
>aEaz~
Zihoriy~
{rotaqibo
qadimo
>aworada
wirod
maworuwd
r~ifod
marofuwd
tatobiyb
ZaAlimap
m~ajomuwE
ma$ohuwd
m~aEoduwd
yatakal~amu
$aqiy~
saEiyd
$aqu
zafiyr
$ahiyq
faE~aAl
suEidu
EaTaA^'
majo*uw*
muwaf~uw
manquwS
TagaY`
tarokanu
zulofap
*~a`kiriyn
>utorifu
Earabiy~
r~u'oyaA
EuSobap
{ToraHu
qaA^}il
gaya`bat
jub~
{lotaqaTa
faAEil
gad
yarotaEo
*~i}ob
Ei$aA^'
qamiyS
saw~ala
jamiyl
musotaEaAn
waArid
dalow
biDa`Eap
baxos
dara`him
z~a`hidiyn
>akorama
ra`wadu
gal~aqati
hayota
maEaA*
muxolaS
qud~a
ladaY
yusojana
xa`Ti_#iyn
fataY`
$agafa
mut~aka_#
sik~iyn
>akobaro
Ha`$
lumo
{sotaEoSama
s~ijon
>aSobu
fatayaAn
yaEoSiru
xuboz
SaY`Hib
m~utafar~iquwn
qah~aAr
naAj
biDoE
baqara`t
samiyn
EijaAf
sunbula`t
xuDor
yaAbisa`t
taEoburu
Digov
Hulum
najaA
{d~akara
l~aEal~
tazoraEu
da>ab
HaSad
sunbul
yugaAvu2
baAl
xaTob
HaSoHaSa
bar~a>a
>am~aArap
>asotaxoliSo
m~akiyn
munkiruwn
jah~aza
jahaAz
munziliyn
fitoyap
raHol
{kotaAlu
namiyru
baEiyr
m~awoviq
m~utafar~iqap
HaAjap
>ay~atuhaA
Eiyr
>aqobala
tafoqidu
SuwaAE
Himol
zaEiym
wiEaA^'
{sotaxoraja
saraqa
{sotayo_#asa
xalaSu
najiy~
>aboraHa
>asaf
Huzon
kaZiym
tafota&uA@
HaraD
haAlik
>a$okuwA@
bav~
taHas~asu
r~awoH
m~uzojaY`p
mutaSad~iqiyn
A^vara
tavoriyb
tufan~idu
qadiym
'aAminiyn
badow
>aloHaqo
Eamad
sax~ara
rawa`siY
m~utaja`wira`t
SinowaAn
jadiyd
mavula`t
haAd
miqodaAr
mutaEaAl
jahara
musotaxof
saArib
muEaq~iba`t
marad~
waAl
miHaAl
kaf~ay
faA
saAlato
>awodiyap
sayol
zabad
r~aAbiy
Hiloyap
jufaA^'
makava
EuqobaY
SalaHa
TuwbaY`
mataAb
qaAriEap
Sud~u
>a$aq~
waAq
daA^}im
yunkiru
maHawo
muEaq~ib
Sab~aAr
$akuwr
>asokan
waEiyd
xaAba
Sadiyd
yatajar~aEu
yusiygu
ramaAd
{$otad~ato
tabaE
m~ugonuwn
jaziEo
muSorix
>aSol
vaAbit
faroE
{jotuv~ato
qaraAr
bawaAr
daA^}ibayon
Ead~a
>aHoSaY`
Zaluwm
{jonubo
waAd
wa`liday
ta$oxaSu
muhoTiEiyn
muqoniEiY
Tarof
zawaAl
zaAla
muxolif
m~uqar~aniyn
>aSofaAd
sara`biyl
qaTiraAn
r~ub
>alohaY`
>amal
m~aEoluwm
majonuwn
salaka
Zal~a
yaEoruju
suk~irato
m~asoHuwr
{sotaraqa
$ihaAb
m~awozuwn
lawa`qiH
>asoqayo
xa`ziniyn
musotaqodimiyn
musota_#oxiriyn
SaloSa`l
Hama<
m~asonuwn
jaA^n~
samuwm
m~aqosuwm
surur
m~utaqa`biliyn
muxoraj
wajiluwn
qa`niTiyn
qanaTu
munaj~uw
maqoTuwE
muSobiHiyn
tafoDaHu
Eamor
sakorap
m~u$oriqiyn
mutawas~imiyn
>ayokap
SafoH
xal~a`q
m~avaAniY
{xofiDo
muqotasimiyn
EiDiyn
{SodaEo
n~uTofap
difo'
jamaAl
turiyHu
tasoraHu
v~aqalaAn
$iq~
bigaAl
qaSod
jaA^}ir
$ajar
tusiymu
Tariy~
mawaAxir
tamiyda
Eala`ma`t
m~unkirap
musotakobir
saqof
mutakab~ir
xasafa
taxaw~uf
yatafay~a&uA@
da`xiruwn
waASib
yajo_#aru
{$otahato
musowad~
tawaArato
yadus~u
>aEolaY`
m~uforaTuwn
farov
l~aban
xaAliS
saA^}ig
$~a`ribiyn
sakar
n~aHol
*ulul
raA^d~iY
Hafadap
m~amoluwk
kal~
lamoH
jaw~
{sotaxaf~a
ZaEon
<iqaAmat
>aSowaAf
>awobaAr
$~iEor
>ava`v
>akona`n
yasotaEotibu
tiboya`n
<iytaA'N
tawokiyd
kafiyl
gazol
>anka`v
daxal
vubuwt
nafida
baAq
mufotar
>aEojamiY~
muToma}in~
'aAminap
m~uToma}in~ap
EaAqaba
Dayoq
>aqoSaA
Euluw~
jaAsu
nafiyr
>asaA^'a
tab~aro
tatobiyr
HaSiyr
Eajuwl
muboSirap
man$uwr
mutorafiyn
tadomiyr
EaAjilapN
ma*omuwm
m~a$okuwr
maHoZuwr
tafoDiyl
m~axo*uwl
kilaA
>uf~
tanoharo
*~ul~
rab~aya
>aw~aAb
tuba*~iro
tabo*iyr
muba*~iriyn
m~ayosuwr
basoT
maluwm
m~aHosuwr
xiTo_#
z~inaY`^
maZoluwm
manSuwr
maso_#uwl
kaAlu
w~azanu
qisoTaAs
taqofu
maraH
Tuwl
makoruwh
>aSofaY`
nufuwr
tasobiyH
m~asotuwr
rufa`t
Hadiyd
yunogiDu
ka$of
taHowiyl
maHo*uwr
masoTuwr
taxowiyf
maloEuwnap
kar~amo
>aHotanika
m~awofuwr
yasotafiz~a
Sawot
>ajolibo
rajil
$aAriko
yuzojiY
jaAnib
HaASib
taArap
qaASif
tabiyE
duluwk
gasaq
tahaj~ado
naAfilap
m~aHomuwd
zahuwq
xasaAr
$aAkilat
{jotamaEu
Zahiyr
kufuwr
yafojura
yanbuwE
fuj~irato
tafojiyr
tusoqiTa
kisaf
taroqaY`
ruqiy~
m~uhotad
xabato
<infaAq
qatuwr
tisoE
mavobuwr
lafiyf
nazala
mukov
tanziyl
>a*oqaAn
xu$uwE
tuxaAfito
takobiyr
m~a`kiviyn
ba`xiE
juruz
kahof
r~aqiym
yuhay~i}o
ra$ad
>aHoSaY`2
$aTaT
bay~in
nu$irato
m~irofaq
TalaEat
t~aza`waru
garabat
t~aqoriDu
$~imaAl
fajowap
m~uro$id
>ayoqaAZ
ruquwd
*iraAE
waSiyd
firaAr
wariq
yatalaT~afo
>aEovaro
raAbiE
saAdis
rajom
vaAmin
tumaAri
miraA^'
mulotaHad
>agofalo
furuT
suraAdiq
yugaAvu
muhol
ya$owiY
murotafaq
Hul~u
>asaAwir
sundus
<isotaboraq
mut~aki_#iyn
>araA^}ik
Hafafo
kilotaA
yuHaAwiru
nafar
tabiyda
munqalab
>aqal~
zalaq
gawor
Talab
m~untaSir
Euqob
ha$iym
ta*oruw
m~uqotadir
ba`qiya`t
baArizap
yugaAdiru
Saf~
mu$ofiquwn
HaADir
badal
m~uDil~
EaDud
m~awobiq
m~uwaAqiEuw
maSorif
jadal
yudoHiDu
mawo}il
maholik
majomaE
Huqub
sarab
gadaA^'
Saxorap
xubor
yuHodivu
{nTalaqa
safiynap
<imor
yurohiqa
zakiy~ap
n~ukor
tuSa`Hibo
Eu*or
{sotaToEama
yuDay~ifu
jidaAr
yanqaD~a
firaAq
>aEiyba
gaSob
yubodila
ruHom
Hami}ap
maToliE
sitor
sad~
ya>ojuwj
ma>ojuwj
xaroj
>aEaAna
radom
zubar
saAwaY`
S~adafayon
qiTor
naqob
dak~aA^'
yamuwju
giTaA^'
SunoE
firodawos
Hiwal
midaAd
madad
xafiY~
{$otaEala
$ayob
raDiy~
samiy~
Eitiy~
hay~in
sawiy~
bukorap
Sabiy~
HanaAn
EaSiy~
{ntaba*ato
$aroqiy~
tamav~ala
zakiy~
bagiy~
m~aqoDiy~
qaSiy~
maxaAD
ji*oE
n~axolap
nasoy
m~ansiy~
sariy~
huz~i
tusa`qiTo
ruTab
janiy~
taqar~a
Sawom
<insiy~
fariy~
{mora>
>a$aArato
m~a$ohad
gafolap
maliy~
>ayoman
maroDiy~
<idoriys
bukiy~
ma>otiy~N
tanaz~alato
nasiy~
{SoTabiro
jiviy~
Siliy~
Hatom
nadiy~
ri'oy
mad~
>aDoEaf
kal~aA
farod
Eiz~
Did~
ta&uz~u
>az~
Ead~
wafod
<id~
{n$aq~a
had~
yan[bagiY
wud~
yas~ara
l~ud~
rikoz
ta*okirap
v~araY`
>axofaY
qabas
{xolaEo
naEolay
muqad~as
TuwFY
tarodaY`
>atawak~a&uA@
>ahu$~u
ma_#aArib
Hay~ap
siyrat
{Domumo
kuboraY`
waziyr
>azor
su&ol
qa*afa
s~aAHil
maHab~ap
futuwn
{SoTanaEo
taniya
l~ay~in
yaforuTa
$at~aY`
raEa
n~uhaY`
suwFY
yusoHita
ha`*a`n
Tariyqap
muvolaY`
{sotaEolaY`
EiSiy~
yuxay~alu
>aboqaY`^
qaAD
tazak~aY`
yabas
darak
gaf~aAr
>aEojala
s~aAmiriY~
TaAla
malok
liHoyat
baSurato
qaboDap
misaAs
Har~iqu
nusifato
nasof
zuroq
yataxa`fatu
>amoval
qaAE
SafoSaf
>amot
daAEiY
xa$aEati
hamos
Eanati
haDom
tajuwEa
taEoraY`
taZoma&uA@
taDoHaY`
gawaY`
maEiy$ap
Dank
lizaAm
TuluwE
guruwb
zahorap
SuHuf
n~a*il~a
naxozaY`
muHodav
laAhiyap
$aAEir
qaSamo
yarokuDu
xa`midiyn
la`Eibiyn
yadomagu
zaAhiq
yasotaHosiru
yafoturu
>an$ara
m~ukoramuwn
{rotaDaY`
ratoq
fataqo
faj~
m~aHofuwZ
falak
yasobaHu
Eajal
yakola&u
yuSoHabu
nafoHap
xarodal
t~amaAviyl
ju*a`*
fatFY
yanTiqu
nukisu
barod
fiEol
<iqaAm
nafa$ato
fah~amo
SanoEap
labuws
EaASifap
yaguwSu
n~uwn
muga`Dib
ragab
rahab
faroj
kuforaAn
Hadab
yansilu
$a`xiSap
HaSab
warada
muboEaduwn
Hasiys
fazaE
naTowiY
TaY~
s~ijil~
'aA*an
zalozalap
ta*ohalu
muroDiEap
baEov
Ealaqap
muDogap
muxal~aqap
Tifol
haAmidap
{hotaz~ato
rabato
bahiyj
EiTof
Harof
Ea$iyr
majuws
>aha`na
m~ukorim
xaSom
Sab~a
yuSoharu
m~aqa`miE
lu&olu&
Hariyr
baAd
<iloHaAd
DaAmir
Eamiyq
baA^}is
tafav
nu*uwr
Eatiyq
yuEaZ~imo
>awova`n
z~uwr
saHiyq
muxobitiyn
budon
SawaA^f~
wajabato
qaAniE
muEotar~
yuda`fiEu
hud~imato
Sawa`miE
biyaE
nakiyr
bi}or
m~uEaT~alap
m~a$iyd
muEa`jiziyn
taman~aY`^
Eaqiym
muxoDar~ap
naAsikuw
yuna`ziEu
yasoTu
*ubaAb
yasolubo
yasotanqi*u
T~aAlib
maToluwb
ra`Euwn
sula`lap
*ahaAb
fawa`kih
sayonaA^'
tan[butu
d~uhon
Sibog
'aAkiluwn
yatafaD~ala
hayohaAt
guvaA^'
tatoraA
EaAliyn
muholakiyn
m~aEiyn
gamorap
wajilap
sa`mir
xaraAj
na`kibuwn
l~aj~u
hamaza`t
barozax
nasab
talofaHu
ka`liHuwn
$iqowat
{xosa_#u
sixoriy~
EaA^d~iyn
Eabav
zaAniyap
zaAn
{jolidu
jalodap
ra>ofap
vama`niyn
$aha`da`t
xa`misap
<ifok
{mori}
kibor
ta$iyEa
zakaY`
ya>otali
ga`fila`t
xabiyva`t
mubar~a'uwn
tasota>onisu
masokuwnap
yaguD~u
xumur
jayob
<irobap
Eaworap
>aya`maY`
kaAtibu
bigaA^'
taHaS~un
m~ubay~ina`t
mi$okaw`p
miSobaAH
zujaAjap
dur~iY~
m~uba`rakap
zayotuwnap
$aroqiy~ap
garobiy~ap
zayot
tataqal~abu
saraAb
qiyEap
Z~amo_#aAn
l~uj~iY~
Sa`^f~a`t
rukaAm
wadoq
barad
sanaA
mu*oEiniyn
yaHiyfa
m~aEoruwfap
mar~a`t
Z~ahiyrap
Taw~a`fuwn
mutabar~ija`t
>aEoraj
Eam~
xaAl
Sadiyq
>a$otaAt
yatasal~alu
liwaA*
nu$uwr
{kotataba
s~uwq
tagay~uZ
vubuwr
buwr
Sarof
Eutuw~
m~aHojuwr
habaA^'
m~anvuwr
maqiyl
Easiyr
fulaAn
xa*uwl
mahojuwr
jumolap
rat~alo
tarotiyl
tafosiyr
r~as~
saAkin
daliyl
qaboD
subaAt
Tahuwr
balodap
maraja
Ea*ob
furaAt
miloH
>ujaAj
Sihor
siraAj
xilofap
$ukuwr
hawon
yabiytu
garaAm
muqaAm
yaqoturu
qawaAm
yazonu
>avaAm
yaxoludo
muhaAn
qur~ap
laq~aY`
yaEoba&uA@
xa`DiEiyn
musotamiE
faEolat
far~ato
Eab~ad
masojuwniyn
saH~aAr
m~ujotamiEuwn
Dayor
m~ut~abaEuwn
$iro*imap
gaA^}iZuwn
Ha`*iruwn
mudorakuwn
{nfalaqa
firoq
T~awod
>uzolifato
>aqodamuwn
mariDo
saliym
bur~izati
{ntaSara
kubokibu
$a`fiEiyn
marojuwmiyn
ma$oHuwn
baAqiyn
riyE
taEobavu
maSaAniE
wa`EiZiyn
xuluq
muEa*~abiyn
haDiym
fa`rihiyn
musaH~ariyn
$irob
qaAliyn
muxosiriyn
jibil~ap
>aEojamiyn
maEozuwluwn
>af~aAk
yahiymu
xabar
taSoTalu
yuEaq~ibo
{sotayoqanato
manTiq
yuwzaEu
n~amol
namolap
yaHoTima
tabas~ama
DaAHik
>awoziEo
tafaq~ada
hudohud
saba<
xabo'
kita`biY
qaATiEap
murosilap
hadiy~ap
naAZirap
Eiforiyt
m~usotaqir~
nak~iru
ha`ka*aA
SaroH
luj~ap
saAq
m~umar~ad
qawaAriyraA
tisoEap
taqaAsamu
HadaA^}iq
bahojap
HaAjiz
muDoTar~
radifa
gaA^}ibap
ha`diY
fawoj
faziEa
jaAmidap
mar~
>atoqana
kub~ato
ha`ma`n
fa`rig
maraADiE
wakaza
yataraq~abu
yasotaSorixu
gawiY~
ya>otamiru
tawaj~aha
ta*uwda
yuSodira
r~iEaA^'
{sotiHoyaA^'
{sota_#ojaro
{bonat
ha`tayon
ta>ojura
vama`niY
Hijaj
$aqaqo
ja*owap
$a`Ti}
buqoEap
r~ahob
*a`nik
>afoSaH
rido'
Sad~aqa
m~ufotarFY
maqobuwHiyn
garobiY~
taTaAwala
vaAwiy
murosil
waS~alo
yujobaY`^
baTirato
muholikiY
la`qiy
xiyarap
saromad
qa`ruwn
tanuw^>u
wayoka>an~
maEaAd
Ha`miliyn
xamosiyn
yubodi}u
n~a$o>ap
tuqolabu
naAdiy
musotaboSiriyn
Eankabuwt
>awohan
taxuT~u
HayawaAn
r~uwm
galab
s~uw^>aY`^
yubolisu
rawoDap
yuHobaru
tumosu
tanta$iru
>ahowan
fiTorat
r~ib
muDoEifuwn
yaS~ad~aEu
yamohadu
muba$~ira`t
muHoY
muSofar~
$ayobap
luqoma`n
$irok
wahon
tuSaE~iro
xad~
{qoSido
ma$oy
>ankar
>asobaga
Za`hirap
baATinap
m~uqotaSid
xat~aAr
jaAz
garuwr
gayov
m~ahiyn
naAkisuwA
tatajaAfaY`
muntaqimuwn
jawof
{l~a`^_#iY
mawa`liy
taEam~adato
HanaAjir
zilozaAl
yavorib
>aqoTaAr
muEaw~iqiyn
taduwru
salaqu
HidaAd
>aHobaTa
baAduwn
>usowap
naHob
SayaASiy
ta>osiru
saraAH
muHosina`t
taxoDaEo
tabar~ajo
tabar~uj
taTohiyr
musolima`t
S~a`diqa`t
S~a`bira`t
mutaSad~iqa`t
S~a`^}imiyn
S~a`^}ima`t
*~a`kira`t
mubodiy
zayod
waTar
zuw~ijato
m~aqoduwr
xaAtam
daEo
taEotad~u
>afaA^'a
yasotankiHa
Eazalo
<inaY`
musota_#onisiyn
danaA
jala`biyb
murojifuwn
yujaAwiru
m~aloEuwniyn
taqotiyl
kubaraA^'
laEon
>a$ofaqo
jahuwl
muz~iqo
mumaz~aq
>aw~ibi
>ala
sa`biga`t
s~arod
rawaAH
>asalo
m~aHa`riyb
jifaAn
jawaAb2
quduwr
$ukor
minsa>at
Earim
xamoT
>avol
sidor
nuja`ziY^
sayor
ba`Eido
>asofaAr
fuz~iEa
fat~aAH
mawoquwfuwn
zulofaY`^
gurufa`t
miEo$aAr
fawot
t~anaAwu$
mumosik
yaSoEadu
yabuwru
m~uEam~ar
qiTomiyr
muvoqalap
Haruwr
musomiE
judad
Humor
garaAbiyb
suwd
muqaAmap
l~uguwb
yaSoTarixu
{sotikobaAr
m~uqomaHuwn
Eaz~azo
nasolaxu
Eurojuwn
Sariyx
tawoSiyap
>ajodaAv
m~aroqad
$ugul
fa`kihiyn
fa`kihap
yad~aEu
{mota`zu
masaxo
muDiy~
nunak~iso
*ul~ilato
rakuwb
ramiym
>axoDar
z~a`jira`t
zajor
t~a`liya`t
m~aArid
yas~am~aEu
duHuwr
xaTofap
vaAqib
l~aAzib
yasotasoxiru
zajorap
faSol
tanaASaru
musotasolimuwn
Ta`giyn
*aA^}iquwA
mu$otarikuwn
TaAfa
ka>os
la*~ap
gawol
yunzafu
qa`Sira`t
Eiyn
bayoD
m~akonuwn
madiyniyn
m~uT~aliEuwn
mawotat
zaq~uwm
maAli_#uwn
$awob
naZorap
saqiym
raAga
yazif~u
*aAhib
tal~a
jabiyn
fadayo
*iboH
musotabiyn
baEol2
>abaqa
saAhama
mudoHaDiyn
{lotaqama
muliym
musab~iHuwn
EaraA^'
yaqoTiyn
fa`tiniyn
SaAl
S~aA^f~uwn
saAHat
SabaAH
laAta
manaAS
ka*~aAb
EujaAb
{xotila`q
yarotaqu
mahozuwm
>awotaAd
fawaAq
qiT~
>ayoyd
<i$oraAq
maHo$uwrap
xiTaAb
tasaw~aru
tu$oTiTo
naEojap
>akofilo
Eaz~a
su&aAl
xulaTaA^'
fuj~aAr
S~a`fina`t
jiyaAd
masoH
ruxaA^'
ban~aA^'
gaw~aAS
nuSob
mugotasal
baArid
taHonavo
muSoTafayon
m~ufat~aHap
>atoraAb
n~afaAd
gas~aAq
$akol
m~uqotaHim
maroHab
SaAluwA
taxaASum
mutakal~ifiyn
kuw~irato
m~aboniy~ap
yahiyju
HuTa`m
taqo$aEir~u
muta$a`kisuwn
>asowa>
kaAf
ka`$ifa`t
mumosika`t
{$oma>az~ato
yaHotasibu
HasorataY`
s~a`xiriyn
m~usowad~ap
maqaAliyd
maTowiy~a`t
SaEiqa
>a$oraqati
zumar
xazanat
HaA^f~iyn
qaAbil
t~awob
rafiyE
t~alaAq
ba`rizuwn
'aAzifap
r~a$aAd
t~anaAd
m~urotaAb
tabaAb
n~ajaw`p
>ufaw~iDu
yataHaA^j~u
musiY^'
Suwrap
silosilap
yusoHabu
yusojaru
tamoraHu
mamonuwn
>aqowa`t
duxaAn
TaA^}iEiyn
SaroSar
n~aHisaAt
>axozaY`
EamFY
>anTaqa
tasotatiru
muEotabiyn
qay~aDo
{loga
>abo$iru
>akomaAm
qanuwT
EariyD
>ufuq
$araEa
daAHiDap
tamaAra
rawoDaAt
jawaAr
>aEola`m
rawaAkid
yuwbiqo
$uwraY`
n~akiyr
taSiyru
baTo$
muqoriniyn
yuna$~a&uA@
musotamosikuwn
m~uqotaduwn
baraA^'
baAqiyap
qasamo
suxoriy~
maEaArij
yat~aki_#u
yaEo$u
yubiynu
muqotariniyn
'aAsafu
salaf
xaSimuwn
SiHaAf
>akowaAb
tala*~u
yufat~aru
ma`lik2
>aboramu
muborimuwn
yula`qu
muEal~am
EaA^}iduwn
baTo$ap
rahow
n~aEomap
mun$ariyn
tub~aE
yagoliY
galoY
{Eotilu
Huwr
m~urotaqibuwn
$ariyEap
{jotaraHu
d~ahor
jaAviyap
nasotansixu
musotayoqiniyn
>ava`rap
bidoE
natajaAwazu
>aHoqaAf
EaAriD
m~usotaqobil
m~umoTir
Eayiy
wavaAq
fidaA^'
Ear~afa
taEos
'aAsin
yatagay~aro
TaEom
Easal
m~uSaf~FY
>amoEaA^'
'aAnif
>a$oraAT
mutaqal~ab
m~uHokamap
naZar
mago$iY~
>aSam~a
>aqofaAl
<isoraAr
>asoxaTa
>aDoga`n
laHon
yatira
yuHofi
taqad~ama
Z~aA^n~iyn
tuwaq~iru
$agalato
mak~ap
>aZofara
maEokuwf
m~aEar~ap
tazay~alu
Hamiy~ap
muHal~iqiyn
muqaS~iriyn
$aTo_#
A^zara
{sotagolaZa
z~ur~aAE
{motaHana
Hujura`t
Hab~aba
kar~aha
EiSoyaAn
r~a`$iduwn
tanaAbazu
>aloqa`b
tajas~asu
yagotab
$uEuwb
qabaA^}il
>akoram
>atoqaY
yalito
rajoE
m~ariyj
taboSirap
baAsiqa`t
n~aDiyd
labos
wariyd
mutalaq~iyaAn
qaEiyd
yalofiZu
Eatiyd
taHiydu
saA^}iq
m~an~aAE
muEotad
>aTogayo
{motala>o
m~aziyd
xuluwd
naq~abu
munaAd
siraAE
Ha$or
*~a`riya`t
*arow
Ha`mila`t
wiqor
ja`riya`t
muqas~ima`t
Hubuk
xar~a`Suwn
saAhuwn
yahojaEu
maHoruwm
Sar~ap
Sak~ato
fara$o
ma`hiduwn
tawaASa
r~az~aAq
*anuwb
raq~
maEomuwr
marofuwE
masojuwr
daAfiE
tamuwru
mawor
yaduE~u
daE~
maSofuwfap
>alato
rahiyn
ta>oviym
kaAhin
manuwn
taqaw~ala
muSayoTir
m~uvoqaluwn
makiyduwn
kisof
saAqiT
m~arokuwm
<idoba`r
mir~ap
tadal~aY`
qaAb
qawosayon
nazolap
sidorap
muntahaY`
{ll~a`t
{loEuz~aY`
manaw`p
v~aAlivap
DiyzaY`^
tasomiyap
mabolag
l~amam
>ajin~ap
>akodaY`^
>aDoHaka
>abokaY`
yumonaY`
>aqonaY`
$~iEoraY`
>aTogaY`
>azifati
kaA$ifap
sa`miduwn
m~usotamir~
muzodajar
n~ukur
m~unta$ir
Easir
{zodujira
magoluwb
m~unohamir
dusur
m~ud~akir
naHos
>aEojaAz
m~unqaEir
suEur
>a$ir
m~uHotaDar
taEaATaY`
muHotaZir
Sab~aHa
>adohaY`
>amar~
saqar
m~usotaTar
maliyk
yuxosiru
>anaAm
EaSof
r~ayoHaAn
fax~aAr
m~aArij
marojaAn
mun$a_#aAt
faAn
jala`l
<ikoraAm
farago
tanfu*u
$uwaAZ
nuHaAs
warodap
d~ihaAn
n~awa`SiY
'aAn
>afonaAn
janaY
daAn
yaTomivo
yaAquwt
mudohaA^m~ataAn
naD~aAxataAn
m~aqoSuwra`t
xiyaAm
raforaf
EaboqariY~
waAqiEap
waqoEat
xaAfiDap
r~aAfiEap
ruj~ati
raj~
bus~ati
bas~
m~unbav~
mayomanap
ma$o_#amap
vul~ap
m~awoDuwnap
m~uxal~aduwn
>abaAriyq
yuSad~aEu
yataxay~aru
m~axoDuwd
TaloH
m~amoduwd
m~asokuwb
maqoTuwEap
mamonuwEap
m~arofuwEap
<in$aA^'
Eurub
yaHomuwm
Hinv
$urob
hiym
masobuwqiyn
taHoruvu
z~a`riEuwn
tafak~ahu
mugoramuwn
muzon
tuwru
mun$i_#uwn
muqowiyn
mawa`qiE
qasam
muTah~aruwn
m~udohinuwn
Huloquwm
taSoliyap
m~usotaxolafiyn
naqotabiso
{lotamisu
suwr
ya>oni
muS~ad~iqiyn
muS~ad~iqa`t
tafaAxur
t~akaAvur
saAbiqu
n~abora>a
rahobaAniy~ap
{botadaEu
riEaAyat
ta$otakiY^
taHaAwur
yatamaA^s~a
sit~iyn
yuHaA^d~u
tana`jayo
maEoSiyat
tafas~aHu
maja`lis
yafosaHi
{n$uzu
na`jayo
jun~ap
>a*al~
m~aAniEat
HuSuwn
yuxoribu
{Eotabiru
jalaA^'
l~iynap
>awojafo
rikaAb
duwlap
xaSaASap
rahobap
m~uHaS~anap
judur
m~utaSad~iE
qud~uws
muSaw~ir
EaAdayo
muha`jira`t
EiSam
kawaAfir
yafotariy
m~aroSuwS
>aHomad
mutim~
mula`qiy
jumuEap
xu$ub
m~usan~adap
law~a
{sotagonaY`
t~agaAbun
faAriqu
maxoraj
yaHiDo
>aHomaAl
yuEoZimo
wujod
tuDay~iqu
taEaAsaro
xusor
taHil~ap
ta`^}iba`t
Ea`bida`t
sa`^}iHa`t
vay~iba`t
n~aSuwH
Tabaq
tafa`wut
fuTuwr
Hasiyr
rujuwm
tamay~azu
suHoq
manaAkib
mukib~
yasoTuru
mafotuwn
yudohinu
Hal~aAf
ham~aAz
m~a$~aA^'
namiym
Eutul~
zaniym
nasimu
xuroTuwm
yaSorimu
yasotavonu
S~ariym
tanaAda
Sa`rimiyn
Harod
yatala`wamu
sa`limuwn
makoZuwm
yuzoliqu
HaA^q~ap
T~aAgiyap
EaAtiyap
Husuwm
SaroEaY`
xaATi}ap
r~aAbiyap
jaAriyap
taEiya
wa`Eiyap
nafoxap
duk~ati
dak~ap
waAhiyap
>arojaA^}
xaAfiyap
haA^&um
mula`q
Eiy$ap
raADiyap
EaAliyap
quTuwf
xaAliyap
qaADiyap
Sal~u
yaHuD~u
gisoliyn
>aqaAwiyl
watiyn
Ha`jiziyn
Eihon
yubaS~aru
faSiylat
laZaY`
naz~aAEap
$~awaY`
>adobara
>awoEaY`^
haluwE
jazuwE
manuwE
muSal~iyn
ma>omuwn
Eiziyn
yuwfiDu
jihaAr
waqaAr
>aTowaAr
bisaAT
kub~aAr
wad~
suwaAE
yaguwv
yaEuwq
nasor
day~aAr
faAjir
tabaAr
jad~
rahaq
Haras
$uhub
raSad
qidad
harab
qa`siTuwn
taHar~a
HaTab
gadaq
SaEad
libad
muz~am~il
naA$i}ap
waTo_#
saboH
Tawiyl
tabat~alo
tabotiyl
hajor
mah~ili
>ankaAl
guS~ap
tarojufu
kaviyb
m~ahiyl
wabiyl
$iyb
munfaTir
tayas~ara
mud~av~ir
r~ujoz
nuqira
n~aAquwr
waHiyd
mah~ad
tamohiyd
SaEuwd
fak~ara
Eabasa
basara
yu&ovaru
tuboqiY
law~aAHap
>asofara
rahiynap
xaA^}iDiyn
m~usotanfirap
qasowarap
m~una$~arap
l~aw~aAmap
>amaAm
bariqa
mafar~
wazar
maEaA*iyr
tuHar~iko
n~aADirap
baAsirap
faAqirap
t~araAqiY
raAq
{lotaf~ati
masaAq
yatamaT~aY`^
sudFY
m~aniY~
m~a*okuwr
>amo$aAj
mizaAj
kaAfuwr
musotaTiyr
Eabuws
qamoTariyr
naDorap
suruwr
zamohariyr
ta*oliyl
'aAniyap
zanjabiyl
salosabiyl
>asor
murosala`t
Ea`Sifa`t
EaSof2
n~a`$ira`t
na$or
fa`riqa`t
faroq
muloqiya`t
nu*or
furijato
>uq~itato
kifaAt
$a`mixa`t
$uEab
lahab
$arar
jima`lat
Sufor
maEaA$
wah~aAj
muEoSira`t
vaj~aAj
>alofaAf
miroSaAd
l~a`biviyn
>aHoqaAb
wifaAq
ki*~aAb
mafaAz
kawaAEib
dihaAq
SawaAb
n~a`ziEa`t
garoq
n~a`$iTa`t
na$oT
s~a`biHa`t
s~a`biqa`t
saboq
mudab~ira`t
r~aAjifap
r~aAdifap
waAjifap
HaAfirap
n~axirap
xaAsirap
s~aAhirap
samok
>agoTa$a
daHaY`
maroEaY`
>arosaY`
T~aA^m~ap
Ea$iy~ap
taSad~aY`
talah~aY`
m~ukar~amap
safarap
>akofara
>aqobara
Sab~
$aq~
qaDob
gulob
>ab~
S~aA^x~ap
m~usofirap
DaAHikap
m~usotabo$irap
gabarap
qatarap
{nkadarato
Ei$aAr
EuT~ilato
wuHuw$
suj~irato
mawo'udap
ku$iTato
suE~irato
xun~as
kun~as
EasoEasa
tanaf~asa
m~uTaAE
Daniyn
{nfaTarato
{ntavarato
buEovira
rak~aba
muTaf~ifiyn
yasotawofu
sij~iyn
m~aroquwm
raAna
maHojuwbuwn
Eil~iy~iyn
r~aHiyq
m~axotuwm
xita`m
misok
yatanaAfasi
mutana`fisuwn
tasoniym
yatagaAmazu
fakihiyn
vuw~iba
taxal~ato
kaAdiH
kadoH
masoruwr
yaHuwra
$~afaq
wasaqa
{t~asaqa
mawoEuwd
>uxoduwd
tako*iyb
T~aAriq
daAfiq
t~araA^}ib
s~araA^}ir
S~adoE
hazol
>amohilo
ruwayod
>aHowaY`
nuqori}u
yusoraY`
yatajan~abu
>a$oqaY
EaAmilap
n~aASibap
HaAmiyap
DariyE
yusominu
n~aAEimap
la`giyap
m~awoDuwEap
namaAriq
zaraAbiY~
mabovuwvap
nuSibato
suTiHato
mu*ak~ir
<iyaAb
$~afoE
wator
yasori
<iram
EimaAd
jaAbu
S~axor
sawoT
naE~ama
taHa`^D~u
t~uraAv
l~am~
jam~
yuwviqu
m~aroDiy~ap
kabad
l~ubad
$afatayon
n~ajodayon
{qotaHama
Eaqabap
fak~
masogabap
maqorabap
matorabap
maroHamap
m~u&oSadap
TaHaY`
>alohama
fujuwr
das~aY`
TagowaY`
{n[baEava
suqoya`
damodama
EusoraY`
tarad~aY`^
talaZ~aY`
yujan~abu
sajaY`
wad~aEa
qalaY`
EaA^}il
taqoharo
>anqaDa
t~iyn
siyniyn
taqowiym
Ealaq
r~ujoEaY`^
nasofaEF[
z~abaAniyap
maTolaE
munfak~iyn
qay~imap
bariy~ap
yaSoduru
Ea`diya`t
DaboH
muwriya`t
qadoH
mugiyra`t
naqoE
wasaTo
kanuwd
HuS~ila
faraA$
mabovuwv
manfuw$
haAwiyap
zuro
maqaAbir
EaSor
humazap
l~umazap
Ead~ada
HuTamap
muwqadap
m~umad~adap
fiyl
taDoliyl
>abaAbiyl
m~a>okuwl
<ila`f
qurayo$
riHolap
$~itaA^'
S~ayof
maAEuwn
kawovar
{noHaro
$aAni}
>abotar
tab~a
Ham~aAlap
jiyd
m~asad
S~amad
kufuw
falaq
gaAsiq
waqaba
n~af~a`va`t
HaAsid
wasowaAs
xan~aAs
