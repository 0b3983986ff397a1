@node
@acronym=quran
@convertedBy=Dirk Roorda and Cornelis van Lit
@createdBy=Kais Dukes
@createdDate=2011
@description=root of word
@license1=Open Source, unspecified, see http://corpus.quran.com/releasenotes.jsp
@license2=Creative Commons BY-ND 3.0 Unported
@source1=Morphology: Quranic Arabic Corpus 0.4 (2011) by Kais Dukes
@source1Url=http://corpus.quran.com
@source2=Text: Tanzil Quran Text (Uthmani, version 1.0.2)
@source2Url=http://tanzil.net/docs/home
@valueType=str
@writtenBy=Text-Fabric
@dateWritten=2019-05-13T07:17:56Z

2	smw
Alh
5	rHm
7	rHm
9	Hmd
11	Alh
rbb
14	Elm
16	rHm
18	rHm
mlk
ywm
22	dyn
24	Ebd
27	Ewn
hdy
31	SrT
33	qwm
SrT
36	nEm
40	gyr
42	gDb
48	Dll
52	ktb
54	ryb
57	hdy
60	wqy
62	Amn
66	gyb
68	qwm
71	Slw
75	rzq
78	nfq
82	Amn
86	nzl
91	nzl
93	qbl
98	Axr
100	yqn
104	hdy
106	rbb
112	flH
115	kfr
117	swy
121	n*r
126	n*r
129	Amn
131	xtm
Alh
134	qlb
138	smE
142	bSr
144	g$w
148	E*b
EZm
153	nws
155	qwl
Amn
159	Alh
163	ywm
165	Axr
170	Amn
xdE
173	Alh
176	Amn
180	xdE
183	nfs
187	$Er
190	qlb
192	mrD
194	zyd
196	Alh
mrD
201	E*b
Alm
205	kwn
207	k*b
211	qwl
215	fsd
219	ArD
qwl
225	SlH
231	fsd
235	$Er
239	qwl
242	Amn
246	Amn
248	nws
qwl
252	Amn
255	Amn
257	sfh
263	sfh
267	Elm
271	lqy
274	Amn
276	qwl
278	Amn
282	xlw
285	$Tn
287	qwl
296	hzA
Alh
hzA
302	mdd
305	Tgy
307	Emh
311	$ry
314	Dll
317	hdy
320	rbH
tjr
325	kwn
327	hdy
mvl
331	mvl
333	wqd
nwr
337	DwA
339	Hwl
341	*hb
Alh
344	nwr
347	trk
350	Zlm
352	bSr
354	Smm
bkm
Emy
360	rjE
364	Swb
367	smw
370	Zlm
372	rEd
374	brq
jEl
377	SbE
380	A*n
384	SEq
H*r
387	mwt
389	Alh
HwT
393	kfr
kwd
396	brq
xTf
bSr
400	kll
DwA
404	m$y
410	Zlm
413	qwm
417	$yA
Alh
420	*hb
422	smE
425	bSr
428	Alh
430	kll
$yA
qdr
436	nws
Ebd
439	rbb
442	xlq
447	qbl
451	wqy
454	jEl
458	ArD
fr$
462	smw
bny
465	nzl
468	smw
mwh
471	xrj
476	vmr
rzq
482	jEl
485	Alh
ndd
489	Elm
493	kwn
496	ryb
499	nzl
502	Ebd
505	Aty
508	swr
510	mvl
513	dEw
515	$hd
518	dwn
Alh
521	kwn
523	Sdq
527	fEl
531	fEl
534	wqy
537	nwr
539	wqd
542	nws
545	Hjr
Edd
549	kfr
551	b$r
553	Amn
556	Eml
559	SlH
563	jnn
jry
566	tHt
569	nhr
kll
rzq
576	vmr
rzq
qwl
582	rzq
585	qbl
587	Aty
591	$bh
597	zwj
Thr
603	xld
605	Alh
607	Hyy
609	Drb
mvl
612	bED
615	fwq
620	Amn
623	Elm
628	Hqq
630	rbb
635	kfr
638	qwl
641	rwd
Alh
645	mvl
Dll
649	kvr
651	hdy
654	kvr
657	Dll
662	fsq
664	nqD
666	Ehd
Alh
669	bEd
wvq
673	qTE
676	Amr
Alh
681	wSl
683	fsd
687	ArD
691	xsr
kyf
kfr
696	Alh
698	kwn
700	mwt
702	Hyy
705	mwt
708	Hyy
713	rjE
717	xlq
723	ArD
jmE
726	swy
729	smw
731	swy
733	sbE
smw
738	kll
$yA
Elm
743	qwl
rbb
748	mlk
751	jEl
754	ArD
xlf
qwl
759	jEl
763	fsd
767	sfk
769	dmw
772	sbH
774	Hmd
777	qds
780	qwl
783	Elm
786	Elm
789	Elm
792	smw
kll
796	ErD
800	mlk
802	qwl
nbA
807	smw
810	kwn
812	Sdq
qwl
815	sbH
818	Elm
823	Elm
830	Elm
832	Hkm
qwl
836	nbA
839	smw
843	nbA
846	smw
848	qwl
851	qwl
856	Elm
gyb
859	smw
862	ArD
864	Elm
866	bdw
870	kwn
872	ktm
876	qwl
880	mlk
sjd
886	sjd
890	Aby
892	kbr
894	kwn
897	kfr
899	qwl
903	skn
906	zwj
909	jnn
911	Akl
915	rgd
Hyv
$yA
921	qrb
925	$jr
927	kwn
931	Zlm
933	zll
936	$Tn
940	xrj
944	kwn
949	qwl
951	hbT
953	bED
956	bED
Edw
963	ArD
qrr
966	mtE
968	Hyn
970	lqy
973	rbb
975	klm
977	twb
984	twb
986	rHm
qwl
989	hbT
993	jmE
996	Aty
1001	hdy
1004	tbE
hdy
1009	xwf
1015	Hzn
1019	kfr
1022	k*b
1025	Ayy
1028	SHb
1030	nwr
1034	xld
1036	bny
1038	*kr
1040	nEm
1043	nEm
1048	wfy
1051	Ehd
1053	wfy
1055	Ehd
1060	rhb
1064	Amn
1068	nzl
1070	Sdq
1077	kwn
1079	Awl
kfr
1085	$ry
1088	Ayy
1090	vmn
qll
1095	wqy
1100	lbs
1103	Hqq
1106	bTl
1108	ktm
1111	Hqq
1114	Elm
1117	qwm
1120	Slw
1122	Aty
1125	zkw
1127	rkE
1131	rkE
1133	Amr
1136	nws
1139	brr
1141	nsy
1143	nfs
1147	tlw
1150	ktb
1154	Eql
1157	Ewn
1161	Sbr
1164	Slw
1169	kbr
1173	x$E
1175	Znn
1179	lqy
rbb
1187	rjE
1189	bny
1191	*kr
1193	nEm
1196	nEm
1203	fDl
1208	Elm
1210	wqy
1212	ywm
1214	jzy
nfs
1217	nfs
$yA
1221	qbl
1224	$fE
1227	Ax*
1230	Edl
1234	nSr
1238	njw
1242	Awl
1244	swm
1247	swA
1249	E*b
*bH
1252	bny
1255	Hyy
1257	nsw
1262	blw
1264	rbb
1266	EZm
1269	frq
1274	bHr
1276	njw
1280	grq
1282	Awl
1286	nZr
1290	wEd
1293	rbE
lyl
1296	Ax*
1299	Ejl
1301	bEd
1305	Zlm
1307	Efw
1312	bEd
1316	$kr
1320	Aty
1324	ktb
1327	frq
1330	hdy
1334	qwl
1337	qwm
1340	qwm
1344	Zlm
1346	nfs
1349	Ax*
1352	Ejl
1354	twb
1357	brA
1360	qtl
1362	nfs
1365	xyr
1368	End
brA
1372	twb
1379	twb
1381	rHm
1384	qwl
1389	Amn
1393	rAy
Alh
jhr
1397	Ax*
1400	SEq
1403	nZr
1406	bEv
1410	bEd
mwt
1415	$kr
1418	Zll
1423	gmm
1425	nzl
1430	mnn
1433	slw
Akl
1437	Tyb
1439	rzq
1444	Zlm
1449	kwn
1451	nfs
1453	Zlm
1457	qwl
1459	dxl
1463	qry
1465	Akl
1469	Hyv
$yA
1472	rgd
1474	dxl
1477	bwb
sjd
1480	qwl
1482	HTT
gfr
1486	xTA
1490	zyd
1492	Hsn
1494	bdl
1496	Zlm
1498	qwl
gyr
1501	qwl
1505	nzl
1509	Zlm
1511	rjz
1514	smw
1517	kwn
1519	fsq
1523	sqy
1526	qwm
1529	qwl
1531	Drb
1533	ESw
1536	Hjr
1538	fjr
1541	vny
E$r
Eyn
1545	Elm
kll
Ans
$rb
1550	Akl
1553	$rb
1556	rzq
Alh
1560	Evw
1564	ArD
fsd
1568	qwl
1573	Sbr
1575	TEm
wHd
1578	dEw
1581	rbb
1583	xrj
1588	nbt
1590	ArD
1592	bql
1595	qvA
1598	fwm
1601	Eds
1604	bSl
1606	qwl
1608	bdl
1612	dnw
1616	xyr
hbT
1619	mSr
1625	sAl
1628	Drb
1632	*ll
1635	skn
1637	bwA
1640	gDb
1642	Alh
1647	kwn
1649	kfr
1652	Ayy
Alh
1655	qtl
1658	nbA
1660	gyr
1662	Hqq
1666	ESy
1669	kwn
1671	Edw
1675	Amn
1679	hwd
1683	nSr
1686	SbA
1688	Amn
1690	Alh
1693	ywm
1695	Axr
1697	Eml
SlH
1702	Ajr
1704	End
rbb
1709	xwf
1715	Hzn
1719	Ax*
1721	wvq
1724	rfE
1726	fwq
1729	Twr
Ax*
1733	Aty
1737	qwy
1739	*kr
1746	wqy
1749	wly
1752	bEd
1756	fDl
Alh
1761	rHm
1764	kwn
1768	xsr
1772	Elm
1775	Edw
1781	sbt
1783	qwl
1787	kwn
1789	qrd
xsA
1792	jEl
1795	nkl
1798	byn
ydy
1803	xlf
1806	wEZ
1809	wqy
1812	qwl
1815	qwm
1818	Alh
Amr
1822	*bH
1824	bqr
qwl
1828	Ax*
1830	hzA
qwl
Ew*
1834	Alh
1836	kwn
1839	jhl
qwl
1842	dEw
1845	rbb
1847	byn
1852	qwl
1855	qwl
1858	bqr
1860	frD
1863	bkr
Ewn
byn
1868	fEl
1871	Amr
1873	qwl
1875	dEw
1878	rbb
1880	byn
1884	lwn
1886	qwl
1889	qwl
1892	bqr
Sfr
fqE
lwn
1897	srr
1899	nZr
qwl
1902	dEw
1905	rbb
1907	byn
1914	bqr
$bh
1922	$yA
Alh
1925	hdy
qwl
1929	qwl
1932	bqr
1934	*ll
vwr
1937	ArD
1940	sqy
1942	Hrv
slm
1945	w$y
1948	qwl
1952	jyA
1956	Hqq
1958	*bH
1963	kwd
1965	fEl
1969	qtl
1971	nfs
1973	drA
1978	Alh
xrj
1981	kwn
1983	ktm
1986	qwl
1988	Drb
1992	bED
1996	Hyy
Alh
1999	mwt
2001	rAy
2003	Ayy
2007	Eql
2010	qsw
qlb
2014	bEd
2020	Hjr
2022	$dd
qsw
2028	Hjr
2031	fjr
2035	nhr
2042	$qq
2044	xrj
2048	mwh
2055	hbT
2057	x$y
Alh
2061	Alh
2063	gfl
2066	Eml
2070	TmE
2073	Amn
2079	kwn
frq
2083	smE
2085	klm
Alh
2088	Hrf
2092	bEd
2094	Eql
2099	Elm
2103	lqy
2106	Amn
2108	qwl
2110	Amn
2114	xlw
bED
2118	bED
qwl
2122	Hdv
2127	ftH
Alh
2132	Hjj
2137	End
rbb
2143	Eql
2148	Elm
2151	Alh
Elm
2154	srr
2158	Eln
2163	Amm
2165	Elm
2168	ktb
2170	mny
2175	Znn
2181	ktb
2184	ktb
2186	ydy
2189	qwl
2193	End
Alh
2196	$ry
2200	vmn
qll
2208	ktb
ydy
2217	ksb
2220	qwl
2223	mss
2226	nwr
2228	ywm
Edd
qwl
2232	Ax*
2234	End
Alh
Ehd
2239	xlf
Alh
Ehd
2244	qwl
2247	Alh
2250	Elm
2254	ksb
swA
2257	HwT
2260	xTA
2264	SHb
2266	nwr
2270	xld
2273	Amn
2276	Eml
2279	SlH
2281	SHb
2283	jnn
2287	xld
2290	Ax*
2292	wvq
bny
2296	Ebd
2299	Alh
2303	wld
Hsn
2308	qrb
2311	ytm
2314	skn
2316	qwl
2320	nws
Hsn
2323	qwm
2326	Slw
2328	Aty
2331	zkw
2333	wly
2336	qll
2341	ErD
2344	Ax*
2346	wvq
2349	sfk
2351	dmw
2355	xrj
2357	nfs
2360	dwr
2363	qrr
2367	$hd
2372	qtl
2374	nfs
2377	xrj
2379	frq
2383	dwr
2385	Zhr
2391	Avm
2394	Edw
2397	Aty
2400	Asr
fdy
2406	Hrm
2409	xrj
2413	Amn
2416	bED
2418	ktb
2420	kfr
2423	bED
2426	jzy
2428	fEl
2433	xzy
2436	Hyy
2438	dnw
2440	ywm
2442	qwm
rdd
2446	$dd
2448	E*b
2451	Alh
2453	gfl
2456	Eml
2460	$ry
2463	Hyy
2465	dnw
2468	Axr
2471	xff
2475	E*b
2479	nSr
2484	Aty
2488	ktb
2490	qfw
2493	bEd
2497	rsl
2499	Aty
2502	bny
2505	byn
2507	Ayd
2511	rwH
2513	qds
2516	kll
jyA
2519	rsl
2523	hwy
nfs
2526	kbr
2529	frq
k*b
2533	frq
qtl
2537	qwl
2539	qlb
2541	glf
2543	lEn
2545	Alh
2547	kfr
2550	qll
2552	Amn
2556	jyA
2558	ktb
2560	End
Alh
Sdq
2568	kwn
2571	qbl
ftH
2576	kfr
2580	jyA
2583	Erf
2585	kfr
2590	lEn
Alh
2594	kfr
bAs
2597	$ry
2601	nfs
2604	kfr
2608	nzl
Alh
bgy
2612	nzl
Alh
2615	fDl
2619	$yA
2621	Ebd
2624	bwA
2627	gDb
2629	gDb
2633	kfr
E*b
hwn
2638	qwl
2641	Amn
2645	nzl
Alh
qwl
2649	Amn
2652	nzl
2656	kfr
2660	wry
2665	Hqq
Sdq
2671	qwl
2675	qtl
2677	nbA
Alh
2680	qbl
2682	kwn
2684	Amn
2688	jyA
2693	byn
2695	Ax*
2698	Ejl
2700	bEd
2704	Zlm
2707	Ax*
2709	wvq
2712	rfE
2714	fwq
2717	Twr
Ax*
2721	Aty
2725	qwy
2727	smE
2729	qwl
2731	smE
2734	ESy
2737	$rb
2740	qlb
2743	Ejl
2745	kfr
2747	qwl
bAs
2750	Amr
2754	Amn
2757	kwn
2759	Amn
qwl
2762	kwn
2766	dwr
2768	Axr
End
Alh
xlS
2773	dwn
2775	nws
2777	mny
2780	mwt
2782	kwn
2784	Sdq
2787	mny
2790	Abd
2793	qdm
ydy
2797	Alh
Elm
2801	Zlm
2804	wjd
2807	HrS
2809	nws
2811	Hyy
2815	$rk
2817	wdd
AHd
2821	Emr
Alf
snw
2828	zHzH
2832	E*b
2834	Emr
2836	Alh
bSr
2840	Eml
2842	qwl
2844	kwn
Edw
2851	nzl
2854	qlb
2857	A*n
Alh
Sdq
2862	byn
ydy
2866	hdy
2868	b$r
2871	Amn
2873	kwn
Edw
2876	Alh
2878	mlk
2881	rsl
2889	Alh
Edw
2893	kfr
2897	nzl
2901	Ayy
byn
2905	kfr
2910	fsq
2913	kll
Ehd
2916	Ehd
nb*
2919	frq
2923	kvr
2926	Amn
2930	jyA
2932	rsl
2934	End
Alh
Sdq
2941	nb*
frq
2945	Aty
2948	ktb
ktb
Alh
wry
Zhr
2957	Elm
2960	tbE
2963	tlw
2965	$Tn
2967	mlk
2971	kfr
2976	$Tn
kfr
2979	Elm
2982	nws
2984	sHr
2987	nzl
2990	mlk
2998	Elm
3001	AHd
3003	qwl
3008	ftn
3011	kfr
3013	Elm
3018	frq
3022	byn
3024	mrA
3026	zwj
3032	Drr
3036	AHd
3039	A*n
Alh
3042	Elm
3045	Drr
3049	nfE
3054	Elm
3058	$ry
3065	Axr
3067	xlq
3070	bAs
3072	$ry
3076	nfs
3079	kwn
3081	Elm
3087	Amn
3090	wqy
3093	vwb
3095	End
Alh
xyr
3099	kwn
3101	Elm
3106	Amn
3109	qwl
3111	rEy
3114	qwl
3116	nZr
3119	smE
3124	kfr
E*b
Alm
3128	wdd
3130	kfr
3133	Ahl
3135	ktb
3139	$rk
3141	nzl
3145	xyr
3147	rbb
3150	Alh
xSS
3153	rHm
3156	$yA
3158	Alh
3161	fDl
3163	EZm
3165	nsx
3167	Ayy
3169	nsy
3171	Aty
3173	xyr
3177	mvl
3181	Elm
3183	Alh
3185	kll
$yA
qdr
3190	Elm
3192	Alh
3195	mlk
3197	smw
3200	ArD
3206	dwn
Alh
3209	wly
3212	nSr
3214	rwd
3217	sAl
3219	rsl
3223	sAl
3226	qbl
3229	bdl
3231	kfr
3234	Amn
3237	Dll
swy
3240	sbl
wdd
kvr
3244	Ahl
3246	ktb
3248	rdd
3252	bEd
Amn
3255	kfr
Hsd
3258	End
nfs
3262	bEd
3264	byn
3268	Hqq
3270	Efw
3273	SfH
3276	Aty
Alh
3279	Amr
3282	Alh
3284	kll
$yA
qdr
3288	qwm
3291	Slw
3293	Aty
3296	zkw
3299	qdm
3302	nfs
3305	xyr
wjd
3309	End
Alh
3312	Alh
3315	Eml
3317	bSr
3319	qwl
3322	dxl
3324	jnn
3327	kwn
hwd
3330	nSr
3332	mny
3334	qwl
hAt
3337	brhn
3340	kwn
3342	Sdq
3345	slm
wjh
3349	Alh
3352	Hsn
3356	Ajr
3358	End
rbb
3363	xwf
3369	Hzn
3372	qwl
3375	lys
3377	nSr
3379	$yA
3381	qwl
3383	nSr
lys
3388	$yA
3391	tlw
3394	ktb
3397	qwl
3400	Elm
3402	mvl
qwl
3406	Alh
Hkm
byn
3410	ywm
3412	qwm
3415	kwn
3419	xlf
3423	Zlm
3426	mnE
sjd
Alh
3430	*kr
3433	smw
3436	sEy
3438	xrb
3442	kwn
3446	dxl
3450	xwf
3455	dnw
xzy
3462	Axr
E*b
EZm
3467	Alh
3469	$rq
3472	grb
3475	wly
3479	wjh
Alh
3482	Alh
wsE
Elm
3486	qwl
3488	Ax*
Alh
wld
sbH
3499	smw
3502	ArD
kll
3506	qnt
bdE
3509	smw
3512	ArD
3515	qDy
Amr
3520	qwl
3523	kwn
3525	kwn
3527	qwl
3530	Elm
3533	klm
3535	Alh
3537	Aty
3539	Ayy
3542	qwl
3545	qbl
3547	mvl
qwl
3550	$bh
qlb
3554	byn
3557	Ayy
3559	qwm
yqn
3564	rsl
3569	Hqq
b$r
3572	n*r
3575	sAl
3577	SHb
3579	jHm
3582	rDw
3590	nSr
3592	tbE
mll
3595	qwl
3597	hdy
Alh
3601	hdy
3605	tbE
3607	hwy
3609	bEd
3611	jyA
3615	Elm
3620	Alh
3622	wly
3625	nSr
3627	Aty
3631	ktb
tlw
3635	Hqq
tlw
3639	Amn
3645	kfr
3652	xsr
3654	bny
3656	*kr
3658	nEm
3661	nEm
3668	fDl
3673	Elm
3675	wqy
3677	ywm
3679	jzy
nfs
3682	nfs
$yA
3686	qbl
3689	Edl
3692	nfE
3694	$fE
3698	nSr
3702	blw
3704	rbb
3707	klm
3709	tmm
3711	qwl
3714	jEl
3718	nws
Amm
qwl
3723	*rr
3725	qwl
3727	nyl
Ehd
3731	Zlm
3734	jEl
3737	byt
vwb
3741	nws
3743	Amn
3745	Ax*
3748	qwm
3750	Slw
3752	Ehd
3759	Thr
3761	byt
3765	Twf
3768	Ekf
3771	rkE
3773	sjd
3776	qwl
3778	rbb
3780	jEl
3782	bld
Amn
3785	rzq
Ahl
3790	vmr
3792	Amn
3796	Alh
3799	ywm
3801	Axr
qwl
3805	kfr
3807	mtE
3809	qll
3811	Drr
3814	E*b
3816	nwr
3818	bAs
3820	Syr
3823	rfE
3826	qEd
3829	byt
3832	rbb
3834	qbl
3841	smE
3843	Elm
rbb
3847	jEl
3849	slm
3854	*rr
3856	Amm
slm
3861	rAy
3863	nsk
3866	twb
3873	twb
3875	rHm
rbb
3879	bEv
3882	rsl
3885	tlw
3888	Ayy
3891	Elm
3894	ktb
3897	Hkm
3899	zkw
3905	Ezz
3907	Hkm
3910	rgb
3912	mll
3916	sfh
nfs
3922	Sfw
3927	dnw
3933	Axr
3937	SlH
3939	qwl
3942	rbb
3944	slm
qwl
slm
3949	rbb
3951	Elm
3953	wSy
3957	bny
3962	bny
3965	Alh
Sfw
3970	dyn
3973	mwt
3978	slm
3980	kwn
3982	$hd
3984	HDr
3987	mwt
3989	qwl
3991	bny
3994	Ebd
3997	bEd
3999	qwl
4001	Ebd
Alh
4005	Alh
Abw
4013	Alh
wHd
4019	slm
4021	Amm
4023	xlw
4027	ksb
4032	ksb
4036	sAl
4040	kwn
4042	Eml
4045	qwl
4047	kwn
4049	hwd
4051	nSr
hdy
4054	qwl
4056	mll
4058	Hnf
4061	kwn
4064	$rk
qwl
4067	Amn
4070	Alh
4073	nzl
4078	nzl
4089	sbT
4092	Aty
4098	Aty
4100	nbA
4102	rbb
4105	frq
byn
AHd
4114	slm
4117	Amn
4120	mvl
4122	Amn
4128	hdy
4132	wly
4139	$qq
4142	kfy
4145	Alh
4149	smE
4151	Elm
Sbg
Alh
4156	Hsn
4158	Alh
Sbg
4164	Ebd
qwl
4167	Hjj
4171	Alh
4174	rbb
4177	rbb
4182	Eml
4187	Eml
4193	xlS
4195	qwl
4207	sbT
kwn
4210	hwd
4212	nSr
qwl
4216	Elm
4218	Alh
4221	Zlm
4224	ktm
$hd
End
4229	Alh
4232	Alh
4234	gfl
4237	Eml
4240	Amm
4242	xlw
4246	ksb
4251	ksb
4255	sAl
4259	kwn
4261	Eml
4264	qwl
4266	sfh
4269	nws
4271	wly
4274	qbl
4277	kwn
4281	qwl
4283	Alh
4285	$rq
4288	grb
hdy
4291	$yA
4293	SrT
qwm
4298	jEl
4301	Amm
wsT
4304	kwn
4306	$hd
4309	nws
4311	kwn
4313	rsl
4316	$hd
4319	jEl
4322	qbl
4324	kwn
4330	Elm
4332	tbE
4334	rsl
4337	qlb
4339	Eqb
4343	kwn
4345	kbr
4349	hdy
Alh
4353	kwn
Alh
4356	DyE
Amn
4360	Alh
4363	nws
4365	rAf
rHm
4368	rAy
qlb
wjh
4374	smw
4377	wly
4380	qbl
rDw
4384	wly
wjh
4387	$Tr
4389	sjd
4391	Hrm
4393	Hyv
4395	kwn
4398	wly
4400	wjh
4402	$Tr
4407	Aty
4410	ktb
4412	Elm
4417	Hqq
4419	rbb
4423	Alh
4425	gfl
4428	Eml
4433	Aty
4436	Aty
4439	ktb
4441	kll
Ayy
4444	tbE
4446	qbl
4452	tbE
qbl
4457	bED
4460	tbE
qbl
bED
4466	tbE
4468	hwy
4471	bEd
4473	jyA
4477	Elm
4484	Zlm
4486	Aty
4490	ktb
Erf
4496	Erf
4498	bny
4502	frq
4506	ktm
4509	Hqq
4512	Elm
4515	Hqq
4517	rbb
4521	kwn
4525	mry
4528	kll
wjh
4531	wly
4534	sbq
4537	xyr
4540	kwn
4542	Aty
4545	Alh
jmE
4548	Alh
4550	kll
$yA
qdr
4555	Hyv
xrj
4559	wly
wjh
4562	$Tr
4564	sjd
4566	Hrm
4572	Hqq
4574	rbb
4578	Alh
4580	gfl
4583	Eml
4587	Hyv
xrj
4591	wly
wjh
4594	$Tr
4596	sjd
4598	Hrm
4600	Hyv
4602	kwn
4605	wly
4607	wjh
4609	$Tr
4614	kwn
4617	nws
4620	Hjj
4623	Zlm
4629	x$y
4633	x$y
4638	tmm
nEm
4646	hdy
4650	rsl
4654	rsl
4657	tlw
4660	Ayy
4663	zkw
4666	Elm
4669	ktb
4672	Hkm
4674	Elm
4678	kwn
4680	Elm
4683	*kr
4686	*kr
4689	$kr
4695	kfr
4701	Amn
4703	Ewn
4707	Sbr
4710	Slw
4712	Alh
4715	Sbr
4718	qwl
4722	qtl
4724	sbl
Alh
mwt
4728	Hyy
4732	$Er
4736	blw
4740	$yA
4743	xwf
4746	jwE
4748	nqS
4751	mwl
4754	nfs
4757	vmr
4759	b$r
4761	Sbr
4764	Swb
4766	Swb
qwl
4772	Alh
4778	rjE
4782	Slw
4784	rbb
4787	rHm
4792	hdy
4800	$Er
Alh
4804	Hjj
4806	byt
4808	Emr
4811	jnH
4815	Twf
4820	TwE
xyr
4824	Alh
$kr
Elm
4829	ktm
4832	nzl
4836	byn
4839	hdy
4841	bEd
4843	byn
4848	nws
4851	ktb
4853	lEn
4855	Alh
4857	lEn
4860	lEn
4863	twb
4866	SlH
4869	byn
4873	twb
4879	twb
4881	rHm
4884	kfr
4887	mwt
4891	kfr
4895	lEn
Alh
4899	mlk
4902	nws
jmE
xld
4908	xff
4912	E*b
4916	nZr
4919	Alh
4921	Alh
wHd
4924	Alh
4928	rHm
4930	rHm
4933	xlq
4935	smw
4938	ArD
4940	xlf
4942	lyl
4945	nhr
4948	flk
4950	jry
4953	bHr
4956	nfE
4958	nws
4961	nzl
Alh
4965	smw
4967	mwh
4969	Hyy
4973	ArD
bEd
mwt
4978	bvv
4982	kll
dbb
4985	Srf
4987	rwH
4990	sHb
4992	sxr
byn
4995	smw
4998	ArD
5000	Ayy
5002	qwm
Eql
5008	nws
5010	Ax*
5012	dwn
Alh
ndd
Hbb
5019	Hbb
Alh
5023	Amn
5025	$dd
Hbb
5028	Alh
5031	rAy
5033	Zlm
5036	rAy
5039	E*b
5042	qwy
5044	Alh
jmE
5048	Alh
$dd
5051	E*b
5053	brA
5055	tbE
5059	tbE
5062	rAy
5065	E*b
5067	qTE
5071	sbb
5073	qwl
5075	tbE
5081	krr
5083	brA
5088	brA
5094	rAy
5096	Alh
Eml
5099	Hsr
5106	xrj
5109	nwr
5113	nws
Akl
5120	ArD
Hll
Tyb
5125	tbE
5127	xTw
5129	$Tn
5134	Edw
byn
5138	Amr
5142	swA
5145	fH$
5148	qwl
5151	Alh
5154	Elm
5158	qwl
5161	tbE
5164	nzl
Alh
qwl
5169	tbE
5171	lfw
5175	Abw
5180	kwn
Abw
5184	Eql
5186	$yA
5189	hdy
5192	mvl
5194	kfr
5197	mvl
5199	nEq
5203	smE
5205	dEw
5207	ndw
Smm
bkm
Emy
5214	Eql
5219	Amn
5221	Akl
5224	Tyb
5226	rzq
5230	$kr
5233	Alh
5235	kwn
5238	Ebd
5242	Hrm
5246	mwt
5249	dmw
5251	lHm
5253	xnzr
5256	hll
5260	gyr
Alh
5264	Drr
gyr
bgy
5269	Edw
5272	Avm
5276	Alh
gfr
rHm
5281	ktm
5284	nzl
Alh
5288	ktb
5290	$ry
5294	vmn
qll
5298	Akl
5301	bTn
5305	nwr
5308	klm
5310	Alh
ywm
5313	qwm
5316	zkw
5321	E*b
Alm
5325	$ry
5328	Dll
5331	hdy
5334	E*b
5337	gfr
5340	Sbr
5344	nwr
5348	Alh
nzl
5351	ktb
5354	Hqq
5358	xlf
5362	ktb
5365	$qq
bEd
lys
5369	brr
5371	wly
5373	wjh
5375	qbl
5377	$rq
5380	grb
5384	brr
5386	Amn
5388	Alh
5391	ywm
5393	Axr
5396	mlk
5399	ktb
5402	nbA
5404	Aty
5406	mwl
5408	Hbb
5412	qrb
5415	ytm
5418	skn
5420	bny
5422	sbl
5425	sAl
5429	rqb
5431	qwm
5433	Slw
5435	Aty
5437	zkw
5440	wfy
5442	Ehd
5445	Ehd
5449	Sbr
5452	bAs
5455	Drr
5457	Hyn
5459	bAs
5462	Sdq
5468	wqy
5472	Amn
5474	ktb
5478	qSS
5481	qtl
5483	Hrr
5486	Hrr
5489	Ebd
5492	Ebd
5495	Anv
5498	Anv
5501	Efw
5505	Axw
5507	$yA
5509	tbE
5512	Erf
5514	Ady
5518	Hsn
5520	xff
5522	rbb
5525	rHm
5528	Edw
bEd
5534	E*b
Alm
5541	qSS
Hyy
5544	Awl
5546	lbb
5549	wqy
5551	ktb
5555	HDr
AHd
5559	mwt
5561	trk
xyr
5564	wSy
5567	wld
5570	qrb
5573	Erf
Hqq
5577	wqy
5580	bdl
5582	bEd
5584	smE
5589	Avm
5593	bdl
5597	Alh
smE
Elm
5602	xwf
5604	wSy
jnf
5607	Avm
5609	SlH
byn
5614	Avm
5618	Alh
gfr
rHm
5624	Amn
5626	ktb
5630	Swm
5633	ktb
5637	qbl
5641	wqy
5643	ywm
Edd
5647	kwn
5650	mrD
5653	sfr
5655	Edd
5657	ywm
Axr
5662	Twq
5665	fdy
TEm
skn
5670	TwE
xyr
5674	xyr
5679	Swm
5681	xyr
5685	kwn
5687	Elm
5689	$hr
5692	nzl
5696	qrA
hdy
5700	nws
5702	byn
5705	hdy
5708	frq
5711	$hd
5715	$hr
5718	Swm
5722	kwn
mrD
5726	sfr
5728	Edd
5730	ywm
Axr
rwd
Alh
5737	ysr
5740	rwd
5744	Esr
5747	kml
5750	Edd
5753	kbr
5755	Alh
5758	hdy
5763	$kr
5767	sAl
5769	Ebd
5776	qrb
jwb
dEw
5780	dEw
5782	dEw
5787	jwb
5793	Amn
5799	r$d
5801	Hll
5804	lyl
5806	Swm
5808	rfv
5810	nsw
5813	lbs
5818	lbs
5821	Elm
Alh
5825	kwn
5827	xwn
5829	nfs
5832	twb
5836	Efw
5842	b$r
5846	bgy
5849	ktb
Alh
5854	Akl
5857	$rb
5860	byn
5864	xyT
5866	byD
5869	xyT
5871	swd
5874	fjr
5876	tmm
5879	Swm
5882	lyl
5885	b$r
5890	Ekf
5893	sjd
5895	Hdd
Alh
5899	qrb
5904	byn
Alh
Ayy
5910	nws
5913	wqy
5917	Akl
5919	mwl
5921	byn
5925	bTl
5927	dlw
5933	Hkm
5935	Akl
5937	frq
5939	mwl
5941	nws
5944	Avm
5947	Elm
5949	sAl
5954	hll
qwl
5957	wqt
5960	nws
5963	Hjj
5965	lys
5967	brr
5970	Aty
5973	byt
5975	Zhr
5980	brr
5982	wqy
5984	Aty
5987	byt
5989	bwb
5992	wqy
5994	Alh
5997	flH
6000	qtl
6003	sbl
Alh
6006	qtl
6011	Edw
6014	Alh
6016	Hbb
6018	Edw
6020	qtl
6023	Hyv
vqf
6028	xrj
6032	Hyv
xrj
6038	ftn
$dd
6042	qtl
6045	qtl
6048	End
6050	sjd
6052	Hrm
6054	qtl
6061	qtl
6065	qtl
6070	jzy
6072	kfr
6075	nhy
6079	Alh
gfr
rHm
6083	qtl
6088	kwn
ftn
6091	kwn
6093	dyn
6095	Alh
6098	nhy
6102	Edw
6106	Zlm
6108	$hr
6110	Hrm
6113	$hr
6115	Hrm
6118	Hrm
qSS
6122	Edw
6126	Edw
6131	mvl
6133	Edw
6137	wqy
6139	Alh
6141	Elm
6144	Alh
6147	wqy
6149	nfq
6152	sbl
Alh
6156	lqy
6159	ydy
6163	hlk
6165	Hsn
6168	Alh
Hbb
6171	Hsn
6173	tmm
6176	Hjj
6179	Emr
6181	Alh
6184	HSr
6188	ysr
6191	hdy
6194	Hlq
6196	rAs
6199	blg
6201	hdy
Hll
6206	kwn
6209	mrD
6213	A*y
6215	rAs
6218	fdy
6220	Swm
6222	Sdq
6224	nsk
6227	Amn
6231	mtE
6234	Emr
6237	Hjj
6240	ysr
6243	hdy
6247	wjd
6249	Swm
vlv
ywm
6254	Hjj
6256	sbE
6258	rjE
6261	E$r
kml
6267	kwn
Ahl
6270	HDr
6272	sjd
6274	Hrm
6276	wqy
6278	Alh
6280	Elm
6283	Alh
$dd
6286	Eqb
6288	Hjj
$hr
Elm
6293	frD
6297	Hjj
6300	rfv
6303	fsq
6306	jdl
6309	Hjj
6312	fEl
6315	xyr
Elm
6318	Alh
6320	zwd
6324	xyr
6326	zwd
6328	wqy
6330	wqy
6334	Awl
6336	lbb
lys
6340	jnH
6342	bgy
6344	fDl
6346	rbb
6350	fyD
6355	*kr
6357	Alh
End
6360	$Er
6362	Hrm
6364	*kr
6369	hdy
6373	kwn
6376	qbl
6381	Dll
6383	fyD
6386	Hyv
fyD
6389	nws
6391	gfr
6393	Alh
6395	Alh
gfr
rHm
6400	qDy
6402	nsk
6405	*kr
6407	Alh
6409	*kr
6411	Abw
6414	$dd
*kr
6419	nws
6421	qwl
rbb
6424	Aty
6428	dnw
6435	Axr
6437	xlq
6442	qwl
rbb
6445	Aty
6449	dnw
Hsn
6454	Axr
Hsn
6457	wqy
6459	E*b
6461	nwr
6465	nSb
6468	ksb
6471	Alh
srE
6474	Hsb
6476	*kr
6478	Alh
6480	ywm
Edd
6484	Ejl
6486	ywm
6489	Avm
6494	Axr
6497	Avm
6502	wqy
6504	wqy
6506	Alh
6508	Elm
6514	H$r
6519	nws
6521	Ejb
6523	qwl
6527	Hyy
6529	dnw
6531	$hd
Alh
6536	qlb
6540	ldd
6542	xSm
6545	wly
sEy
6549	ArD
6551	fsd
6555	hlk
6557	Hrv
6560	nsl
6562	Alh
6564	Hbb
6566	fsd
6569	qwl
6572	wqy
Alh
Ax*
6577	Ezz
6580	Avm
6582	Hsb
6587	bAs
6589	mhd
6593	nws
6595	$ry
nfs
6598	bgy
rDw
Alh
6602	Alh
rAf
6606	Ebd
6610	Amn
6612	dxl
6616	slm
kff
6620	tbE
6622	xTw
6624	$Tn
6629	Edw
byn
6633	zll
6636	bEd
6638	jyA
6641	byn
6643	Elm
6646	Alh
Ezz
Hkm
6650	nZr
6654	Aty
6656	Alh
6658	Zll
6661	gmm
6664	mlk
6666	qDy
6668	Amr
6671	Alh
rjE
6674	Amr
sAl
bny
6679	Aty
6683	Ayy
byn
6687	bdl
nEm
Alh
6691	bEd
6693	jyA
6697	Alh
$dd
6700	Eqb
zyn
6704	kfr
6707	Hyy
6709	dnw
6711	sxr
6715	Amn
6719	wqy
6721	fwq
6723	ywm
6725	qwm
6727	Alh
rzq
6730	$yA
6732	gyr
Hsb
kwn
6736	nws
Amm
wHd
6740	bEv
Alh
6743	nbA
b$r
6746	n*r
6748	nzl
6752	ktb
6755	Hqq
6757	Hkm
byn
6760	nws
6763	xlf
6769	xlf
6774	Aty
6778	bEd
6780	jyA
6783	byn
bgy
byn
6788	hdy
Alh
6791	Amn
6795	xlf
6801	Hqq
6803	A*n
6806	Alh
hdy
6809	$yA
6811	SrT
qwm
6814	Hsb
6817	dxl
6820	jnn
6823	Aty
6825	mvl
6827	xlw
6830	qbl
6832	mss
6835	bAs
6838	Drr
6840	zlzl
6843	qwl
6845	rsl
6848	Amn
6853	nSr
Alh
6857	nSr
Alh
qrb
sAl
6864	nfq
6866	qwl
6868	nfq
6871	xyr
6875	wld
6878	qrb
6881	ytm
6884	skn
6886	bny
6888	sbl
6891	fEl
6894	xyr
6897	Alh
6900	Elm
ktb
6905	qtl
6908	krh
6912	Esy
6914	krh
6916	$yA
6919	xyr
6923	Esy
6925	Hbb
6927	$yA
6930	$rr
6934	Alh
Elm
6939	Elm
6941	sAl
6946	$hr
6948	Hrm
qtl
6952	qwl
qtl
6956	kbr
6958	Sdd
6960	sbl
Alh
6963	kfr
6968	sjd
6970	Hrm
6972	xrj
Ahl
6977	kbr
End
Alh
6982	ftn
kbr
6986	qtl
6989	zyl
6991	qtl
6995	rdd
6999	dyn
7002	TwE
7006	rdd
7010	dyn
7013	mwt
7016	kfr
7019	HbT
Eml
7024	dnw
7027	Axr
7030	SHb
7032	nwr
7036	xld
7039	Amn
7043	hjr
7046	jhd
7049	sbl
Alh
7052	rjw
7054	rHm
Alh
7057	Alh
gfr
rHm
sAl
7065	xmr
7068	ysr
qwl
7072	Avm
kbr
7075	nfE
7078	nws
7080	Avm
7082	kbr
7084	nfE
7087	sAl
7091	nfq
7093	qwl
7095	Efw
7098	byn
Alh
7103	Ayy
7106	fkr
7110	dnw
7113	Axr
7115	sAl
7120	ytm
qwl
SlH
7125	xyr
7128	xlT
7132	Axw
7135	Alh
Elm
7138	fsd
7141	SlH
7144	$yA
Alh
7147	Ent
7150	Alh
Ezz
Hkm
7155	nkH
7158	$rk
7160	Amn
7164	Amw
Amn
xyr
7168	$rk
7171	Ejb
7175	nkH
7178	$rk
7180	Amn
7184	Ebd
Amn
xyr
7188	$rk
7191	Ejb
7194	dEw
7198	nwr
7200	Alh
dEw
7204	jnn
7207	gfr
7209	A*n
7212	byn
Ayy
7217	nws
7220	*kr
7223	sAl
7228	HyD
qwl
7231	A*y
7233	Ezl
7236	nsw
7239	HyD
7242	qrb
7246	Thr
7250	Thr
7253	Aty
7257	Hyv
Amr
7260	Alh
7262	Alh
Hbb
7265	twb
7267	Hbb
7269	Thr
nsw
7272	Hrv
7276	Aty
7278	Hrv
7280	Any
$yA
7284	qdm
7287	nfs
7290	wqy
7292	Alh
7294	Elm
7298	lqy
7301	b$r
7303	Amn
7306	jEl
7308	Alh
ErD
7311	ymn
7314	brr
7317	wqy
7320	SlH
7322	byn
7324	nws
7326	Alh
smE
Elm
7330	Ax*
7332	Alh
7335	lgw
7337	ymn
7341	Ax*
7345	ksb
qlb
7349	Alh
gfr
Hlm
7354	Alw
7357	nsw
7359	rbS
rbE
$hr
7364	fyA
7368	Alh
gfr
rHm
7373	Ezm
7376	Tlq
7379	Alh
smE
Elm
7384	Tlq
rbS
7388	nfs
7390	vlv
qrA
7394	Hll
7398	ktm
7401	xlq
Alh
7404	rHm
7407	kwn
7409	Amn
7412	Alh
7415	ywm
7417	Axr
7419	bEl
7421	Hqq
7423	rdd
7428	rwd
7430	SlH
7434	mvl
7440	Erf
7444	rjl
7447	drj
7449	Alh
Ezz
Hkm
7453	Tlq
mrr
7456	msk
7458	Erf
7460	srH
7462	Hsn
7465	Hll
7469	Ax*
7473	Aty
7476	$yA
7479	xwf
7483	qwm
7485	Hdd
Alh
7489	xwf
7493	qwm
7495	Hdd
Alh
7499	jnH
7504	fdy
7508	Hdd
Alh
7512	Edw
7517	Edw
Hdd
Alh
7524	Zlm
7527	Tlq
7531	Hll
7535	bEd
7537	nkH
zwj
gyr
7543	Tlq
7547	jnH
7551	rjE
7554	Znn
7557	qwm
7559	Hdd
Alh
7563	Hdd
Alh
byn
7568	qwm
Elm
7573	Tlq
7576	nsw
7578	blg
7580	Ajl
7583	msk
7587	Erf
7589	srH
7593	Erf
7596	msk
7599	Drr
7601	Edw
7605	fEl
7609	Zlm
nfs
7614	Ax*
7616	Ayy
Alh
hzA
7620	*kr
7622	nEm
Alh
7628	nzl
7633	ktb
7636	Hkm
wEZ
7642	wqy
7644	Alh
7646	Elm
7649	Alh
7651	kll
$yA
Elm
7656	Tlq
7659	nsw
7661	blg
7663	Ajl
7667	EDl
7671	nkH
7673	zwj
7676	rDw
7678	byn
7682	Erf
7684	wEZ
7688	kwn
7691	Amn
7693	Alh
7696	ywm
7698	Axr
7700	zkw
7704	Thr
7706	Alh
Elm
7711	Elm
7715	wld
rDE
7718	wld
7720	Hwl
kml
7724	rwd
7726	tmm
7728	rDE
7732	wld
7735	rzq
7738	ksw
7742	Erf
7744	klf
nfs
7747	wsE
7750	Drr
wld
7753	wld
7757	wld
7761	wld
7766	wrv
mvl
7771	rwd
7773	fSl
7775	rDw
7779	$wr
7782	jnH
7787	rwd
7790	rDE
7792	wld
7796	jnH
7800	slm
7803	Aty
7807	Erf
7809	wqy
7811	Alh
7813	Elm
7816	Alh
7819	Eml
7821	bSr
7824	wfy
7829	w*r
7831	zwj
rbS
7835	nfs
7837	rbE
$hr
7840	E$r
7843	blg
7845	Ajl
7849	jnH
7854	fEl
7857	nfs
7861	Erf
7863	Alh
7866	Eml
7868	xbr
7871	jnH
7876	ErD
7881	xTb
7883	nsw
7885	knn
7888	nfs
7890	Elm
Alh
7895	*kr
7901	wEd
7904	srr
7907	qwl
7909	qwl
Erf
7913	Ezm
7915	Eqd
7917	nkH
7919	blg
7921	ktb
Ajl
7925	Elm
7928	Alh
Elm
7932	nfs
7935	H*r
7939	Elm
7942	Alh
gfr
Hlm
7946	jnH
7950	Tlq
7953	nsw
7956	mss
7960	frD
7964	frD
7966	mtE
7971	wsE
qdr
7977	qtr
qdr
7980	mtE
7983	Erf
Hqq
7987	Hsn
7990	Tlq
7994	qbl
7996	mss
8001	frD
8005	frD
8007	nSf
8009	frD
8013	Efw
8016	Efw
8019	ydy
8021	Eqd
8023	nkH
8026	Efw
8028	qrb
8031	wqy
8034	nsy
8037	fDl
byn
8041	Alh
8044	Eml
8046	bSr
HfZ
8051	Slw
8054	Slw
8056	wsT
8058	qwm
8061	Alh
qnt
8065	xwf
8068	rjl
8070	rkb
8073	Amn
8076	*kr
8078	Alh
8081	Elm
8085	kwn
8087	Elm
8091	wfy
8096	w*r
8098	zwj
wSy
8101	zwj
8103	mtE
8106	Hwl
gyr
xrj
8111	xrj
8115	jnH
8120	fEl
8123	nfs
8126	Erf
8128	Alh
Ezz
Hkm
8134	Tlq
mtE
8138	Erf
Hqq
8142	wqy
8145	byn
Alh
8149	Ayy
8153	Eql
8157	rAy
8160	xrj
8163	dwr
8167	Alf
H*r
8170	mwt
8172	qwl
8175	Alh
mwt
8179	Hyy
8182	Alh
8185	fDl
8188	nws
8191	kvr
8193	nws
8195	$kr
8198	qtl
8201	sbl
Alh
8204	Elm
8207	Alh
smE
Elm
8213	qrD
Alh
qrD
Hsn
8218	DEf
8222	DEf
kvr
8225	Alh
qbD
8228	bsT
8232	rjE
8236	rAy
8239	mlA
8241	bny
8244	bEd
8247	qwl
8250	nbA
8253	bEv
8256	mlk
qtl
8259	sbl
Alh
qwl
8263	Esy
8266	ktb
8270	qtl
8273	qtl
8275	qwl
8283	qtl
8285	sbl
Alh
8289	xrj
8292	dwr
8295	bny
8299	ktb
8303	qtl
wly
8307	qll
8311	Alh
Elm
8315	Zlm
8317	qwl
8320	nbA
8323	Alh
8325	bEv
8329	mlk
qwl
8332	Any
kwn
8337	mlk
8342	Hqq
8345	mlk
8350	Aty
wsE
8354	mwl
qwl
8357	Alh
Sfw
8363	zyd
8365	bsT
8368	Elm
8371	jsm
8373	Alh
Aty
mlk
8378	$yA
8380	Alh
wsE
Elm
8384	qwl
8387	nbA
8390	Ayy
mlk
8394	Aty
8400	skn
8402	rbb
8405	bqy
8408	trk
Awl
8412	Awl
8414	Hml
8417	mlk
8422	Ayy
8426	kwn
8428	Amn
8431	fSl
8435	jnd
qwl
8438	Alh
blw
8442	nhr
8445	$rb
8449	lys
8455	TEm
8464	grf
grf
8467	ydy
8470	$rb
8475	qll
8480	jwz
8485	Amn
8489	qwl
8492	Twq
8496	ywm
8500	jnd
8502	qwl
8504	Znn
8508	lqy
Alh
8512	fAy
qll
glb
fAy
kvr
8518	A*n
Alh
8521	Alh
8524	Sbr
8527	brz
8532	jnd
8534	qwl
8536	rbb
8538	frg
8541	Sbr
8543	vbt
qdm
8547	nSr
8551	qwm
8553	kfr
8555	hzm
8559	A*n
Alh
8562	qtl
8566	Aty
8568	Alh
8570	mlk
8573	Hkm
8575	Elm
8579	$yA
8582	dfE
Alh
8585	nws
bED
8589	bED
8591	fsd
8593	ArD
8596	Alh
8598	fDl
8601	Elm
8603	Ayy
Alh
tlw
8611	Hqq
8618	rsl
8621	rsl
fDl
8624	bED
8627	bED
8631	klm
Alh
8634	rfE
bED
8637	drj
8639	Aty
8642	bny
8645	byn
8647	Ayd
8651	rwH
8653	qds
8656	$yA
Alh
8659	qtl
8662	bEd
8665	bEd
8667	jyA
8670	byn
8673	xlf
8679	Amn
8684	kfr
8687	$yA
Alh
8690	qtl
8694	Alh
fEl
8697	rwd
8701	Amn
8703	nfq
8707	rzq
8711	qbl
8713	Aty
ywm
8716	byE
8721	xll
8724	$fE
8727	kfr
8730	Zlm
Alh
8733	Alh
8737	Hyy
8739	qwm
8741	Ax*
8743	wsn
8746	nwm
8752	smw
8757	ArD
8761	$fE
End
8766	A*n
8768	Elm
8770	byn
ydy
8775	xlf
8779	HwT
8782	$yA
8784	Elm
8789	$yA
wsE
krs
8794	smw
8797	ArD
8800	Awd
8802	HfZ
8807	Elw
8809	EZm
8811	krh
8814	dyn
8816	byn
8818	r$d
8821	gwy
8824	kfr
8827	Tgy
8829	Amn
8831	Alh
8834	msk
8837	Erw
8839	wvq
8841	fSm
8845	Alh
smE
Elm
Alh
wly
8851	Amn
8853	xrj
8857	Zlm
8860	nwr
8863	kfr
8865	wly
8868	Tgy
xrj
8874	nwr
8877	Zlm
8879	SHb
8881	nwr
8885	xld
8888	rAy
8891	Hjj
8894	rbb
8897	Aty
8899	Alh
8901	mlk
8903	qwl
8905	rbb
8908	Hyy
8910	mwt
qwl
8913	Hyy
8915	mwt
qwl
8920	Alh
Aty
8924	$ms
8927	$rq
8929	Aty
8934	grb
8936	bht
8938	kfr
8940	Alh
8942	hdy
8944	qwm
8946	Zlm
8950	mrr
8952	qry
8955	xwy
8957	Er$
8959	qwl
Any
Hyy
8963	Alh
bEd
mwt
8968	mwt
8970	Alh
mAy
Ewm
8974	bEv
8976	qwl
8978	lbv
8980	qwl
lbv
8983	ywm
8985	bED
ywm
qwl
8989	lbv
8991	mAy
Ewm
8994	nZr
8996	TEm
8999	$rb
9002	snh
9004	nZr
9006	Hmr
9010	jEl
9012	Ayy
9015	nws
9017	nZr
9020	EZm
kyf
n$z
9025	ksw
9027	lHm
9030	byn
9033	qwl
Elm
9036	Alh
9038	kll
$yA
qdr
9043	qwl
9045	rbb
9047	rAy
9049	kyf
Hyy
9052	mwt
qwl
9057	Amn
qwl
9063	Tmn
qlb
9066	qwl
9068	Ax*
rbE
9072	Tyr
9074	Swr
9079	jEl
9081	kll
jbl
9085	jzA
9087	dEw
9089	Aty
9092	sEy
9094	Elm
9096	Alh
Ezz
Hkm
mvl
9101	nfq
9103	mwl
9106	sbl
Alh
9109	mvl
Hbb
nbt
sbE
snbl
9115	kll
snbl
mAy
Hbb
9120	Alh
DEf
9124	$yA
9126	Alh
wsE
Elm
9130	nfq
9132	mwl
9135	sbl
Alh
9139	tbE
9142	nfq
9144	mnn
9147	A*y
9150	Ajr
9152	End
rbb
9157	xwf
9163	Hzn
9165	qwl
Erf
9168	gfr
xyr
9171	Sdq
tbE
9174	A*y
9176	Alh
gny
Hlm
9182	Amn
9185	bTl
9187	Sdq
9191	mnn
9194	A*y
9197	nfq
mwl
9200	rAy
9202	nws
9205	Amn
9207	Alh
9210	ywm
9212	Axr
9214	mvl
9217	mvl
Sfw
9221	trb
9223	Swb
9225	wbl
9227	trk
9229	Sld
9231	qdr
9234	$yA
9237	ksb
9240	Alh
9242	hdy
9244	qwm
9246	kfr
9248	mvl
9250	nfq
9252	mwl
9254	bgy
rDw
Alh
9258	vbt
9260	nfs
9263	mvl
jnn
9266	rbw
Swb
9269	wbl
9271	Aty
Akl
9274	DEf
9278	Swb
9280	wbl
9282	Tll
9284	Alh
9287	Eml
9289	bSr
9291	wdd
AHd
9295	kwn
9298	jnn
9300	nxl
9302	Enb
jry
9305	tHt
9308	nhr
9314	kll
9316	vmr
9318	Swb
9321	kbr
9325	*rr
DEf
9328	Swb
9330	ESr
9333	nwr
9335	Hrq
9338	byn
Alh
9343	Ayy
9346	fkr
9351	Amn
9353	nfq
9356	Tyb
9358	ksb
9363	xrj
9369	ArD
9372	ymm
9375	xbv
9378	nfq
9381	lys
9384	Ax*
9388	gmD
9393	Elm
9396	Alh
gny
Hmd
9400	$Tn
wEd
9404	fqr
9406	Amr
9410	fH$
9412	Alh
wEd
9415	gfr
9419	fDl
9421	Alh
wsE
Elm
Aty
9426	Hkm
9428	$yA
9431	Aty
9433	Hkm
9436	Aty
xyr
kvr
9441	*kr
9443	Awl
9445	lbb
9448	nfq
9451	nfq
9453	n*r
9456	n*r
9459	Alh
Elm
9466	Zlm
9468	nSr
9470	bdw
9473	Sdq
9475	nEm
9479	xfy
9483	Aty
9487	fqr
9490	xyr
9494	kfr
9498	swA
9501	Alh
9504	Eml
9506	xbr
lys
9510	hdy
9514	Alh
hdy
9517	$yA
9520	nfq
9523	xyr
9526	nfs
9530	nfq
9533	bgy
wjh
Alh
9538	nfq
9541	xyr
wfy
9548	Zlm
9552	fqr
9554	HSr
9557	sbl
Alh
9560	TwE
9562	Drb
9565	ArD
Hsb
9569	jhl
gny
9573	Eff
Erf
9577	swm
9580	sAl
9583	nws
lHf
9587	nfq
9590	xyr
9593	Alh
9596	Elm
9598	nfq
9600	mwl
9604	lyl
9607	nhr
srr
9610	Eln
9614	Ajr
9616	End
rbb
9621	xwf
9627	Hzn
9630	Akl
9633	rbw
9635	qwm
9640	qwm
9642	xbT
9645	$Tn
9648	mss
9653	qwl
9658	byE
mvl
9661	rbw
9663	Hll
Alh
9666	byE
9668	Hrm
9670	rbw
9673	jyA
9675	wEZ
9677	rbb
9680	nhy
9685	slf
9687	Amr
9690	Alh
9693	Ewd
9696	SHb
9698	nwr
9702	xld
mHq
Alh
9706	rbw
9708	rbw
9710	Sdq
9712	Alh
9714	Hbb
kll
kfr
Avm
9720	Amn
9723	Eml
9726	SlH
9728	qwm
9731	Slw
9733	Aty
9736	zkw
9739	Ajr
9741	End
rbb
9746	xwf
9752	Hzn
9757	Amn
9759	wqy
9761	Alh
9763	w*r
9766	bqy
9769	rbw
9771	kwn
9773	Amn
9777	fEl
9780	A*n
9783	Hrb
9785	Alh
9787	rsl
9791	twb
9796	rAs
mwl
9800	Zlm
9804	Zlm
9808	kwn
9810	Esr
9812	nZr
9814	ysr
9817	Sdq
9819	xyr
9823	kwn
9825	Elm
9828	wqy
9830	ywm
rjE
9836	Alh
9838	wfy
kll
nfs
9842	ksb
9846	Zlm
9851	Amn
9854	dyn
9857	dyn
9859	Ajl
smw
9862	ktb
9867	ktb
byn
9870	ktb
9873	Edl
9876	Aby
ktb
9879	ktb
9882	Elm
9884	Alh
9887	ktb
9890	mll
9895	Hqq
9898	wqy
Alh
rbb
9904	bxs
9907	$yA
9910	kwn
9915	Hqq
sfh
9918	DEf
9921	TwE
9923	mll
9927	mll
wly
9932	Edl
9934	$hd
9936	$hd
9938	rjl
9943	kwn
9945	rjl
9947	rjl
9949	mrA
9952	rDw
9956	$hd
9958	Dll
AHd
9962	*kr
AHd
9966	Axr
9969	Aby
9971	$hd
9974	dEw
9978	sAm
9981	ktb
9984	Sgr
9986	kbr
9988	Ajl
9991	qsT
End
Alh
9995	qwm
9998	$hd
10000	dnw
10003	ryb
10007	kwn
tjr
HDr
dwr
10013	byn
10016	lys
10019	jnH
10022	ktb
10026	$hd
10029	byE
10033	Drr
ktb
10037	$hd
10040	fEl
10045	fsq
10049	wqy
10051	Alh
10053	Elm
10055	Alh
10057	Alh
10059	kll
$yA
Elm
10064	kwn
10067	sfr
10070	wjd
10072	ktb
10074	rhn
qbD
10078	Amn
bED
10081	bED
10084	Ady
10086	Amn
Amn
10091	wqy
Alh
rbb
10097	ktm
10100	$hd
10103	ktm
10108	Avm
qlb
10112	Alh
10115	Eml
10117	Elm
10119	Alh
10123	smw
10128	ArD
10131	bdw
10135	nfs
10138	xfy
10141	Hsb
10145	Alh
10147	gfr
10150	$yA
10152	E*b
10154	$yA
10156	Alh
10158	kll
$yA
qdr
Amn
10163	rsl
10166	nzl
10170	rbb
10174	Amn
kll
Amn
10178	Alh
10180	mlk
10183	ktb
10186	rsl
10189	frq
byn
AHd
10193	rsl
10196	qwl
10198	smE
10201	TwE
10203	gfr
10205	rbb
10211	Syr
10213	klf
Alh
nfs
10217	wsE
10222	ksb
10227	ksb
rbb
10231	Ax*
10234	nsy
10237	xTA
10239	rbb
10243	Hml
10246	ASr
10249	Hml
10255	qbl
10257	rbb
10261	Hml
10265	Twq
10271	Efw
10275	gfr
10279	rHm
10282	wly
10285	nSr
10289	qwm
10291	kfr
10293	Alh
10295	Alh
10299	Hyy
10301	qwm
nzl
10306	ktb
10309	Hqq
Sdq
10313	byn
ydy
10317	nzl
10324	qbl
hdy
10328	nws
10330	nzl
10332	frq
10335	kfr
10338	Ayy
Alh
10342	E*b
$dd
10345	Alh
Ezz
10348	nqm
10350	Alh
10352	xfy
10355	$yA
10358	ArD
10363	smw
10366	Swr
10370	rHm
kyf
$yA
10374	Alh
10378	Ezz
10380	Hkm
10383	nzl
10387	ktb
10390	Ayy
Hkm
10393	Amm
10395	ktb
10397	Axr
$bh
10403	qlb
10405	zyg
10407	tbE
10410	$bh
10413	bgy
10415	ftn
10417	bgy
Awl
10422	Elm
Awl
10426	Alh
10429	rsx
10432	Elm
qwl
10435	Amn
10439	kll
10441	End
rbb
10446	*kr
10448	Awl
10450	lbb
rbb
10454	zyg
qlb
10457	bEd
10459	hdy
10463	whb
10467	ldn
10469	rHm
10474	whb
rbb
10479	jmE
10481	nws
10483	ywm
10485	ryb
10489	Alh
10491	xlf
10493	wEd
10496	kfr
10499	gny
10502	mwl
10506	wld
10509	Alh
$yA
10514	wqd
10516	nwr
10518	dAb
Awl
10524	qbl
10526	k*b
10529	Ayy
10532	Ax*
10534	Alh
10536	*nb
10539	Alh
$dd
10542	Eqb
qwl
10546	kfr
10549	glb
10552	H$r
10557	bAs
10559	mhd
10561	kwn
10564	Ayy
10566	fAy
lqy
10569	fAy
qtl
10572	sbl
Alh
10575	Axr
kfr
rAy
10580	mvl
10582	rAy
10584	Eyn
10586	Alh
Ayd
10589	nSr
10592	$yA
10597	Ebr
10599	Awl
10601	bSr
zyn
10605	nws
Hbb
10608	$hw
10611	nsw
10614	bny
10617	qnTr
10619	qnTr
10622	*hb
10625	fDD
10628	xyl
10630	swm
10633	nEm
10636	Hrv
10638	mtE
10640	Hyy
10642	dnw
10644	Alh
End
10647	Hsn
10649	Awb
qwl
10652	nbA
10655	xyr
10660	wqy
10662	End
rbb
10665	jnn
jry
10668	tHt
10671	nhr
xld
10676	zwj
Thr
10679	rDw
10681	Alh
10683	Alh
bSr
10687	Ebd
10689	qwl
10691	rbb
10695	Amn
10698	gfr
10701	*nb
10704	wqy
10706	E*b
10708	nwr
10710	Sbr
10713	Sdq
10716	qnt
10719	nfq
10722	gfr
10725	sHr
$hd
Alh
10731	Alh
10736	mlk
10738	Awl
10740	Elm
qwm
10744	qsT
10746	Alh
10750	Ezz
10752	Hkm
10755	dyn
End
Alh
10759	slm
10762	xlf
10764	Aty
10767	ktb
10770	bEd
10772	jyA
10775	Elm
bgy
byn
10781	kfr
10783	Ayy
Alh
10787	Alh
srE
10790	Hsb
10793	Hjj
10797	qwl
slm
10800	wjh
10803	Alh
10806	tbE
10809	qwl
10812	Aty
10815	ktb
10818	Amm
10820	slm
10824	slm
10828	hdy
10832	wly
10840	blg
10842	Alh
bSr
10846	Ebd
10849	kfr
10852	Ayy
Alh
10855	qtl
10858	nbA
10860	gyr
Hqq
10863	qtl
10866	Amr
10870	qsT
10873	nws
10875	b$r
10878	E*b
Alm
10882	HbT
Eml
10887	dnw
10890	Axr
10896	nSr
10899	rAy
10902	Aty
10904	nSb
10907	ktb
dEw
10911	ktb
Alh
10914	Hkm
byn
10918	wly
frq
10924	ErD
10929	qwl
10932	mss
10935	nwr
10937	ywm
Edd
10940	grr
10943	dyn
10946	kwn
10948	fry
10951	kyf
10953	jmE
10957	ywm
10959	ryb
10963	wfy
kll
nfs
10967	ksb
10971	Zlm
10973	qwl
Alh
10976	mlk
10978	mlk
Aty
10981	mlk
10983	$yA
10985	nzE
10987	mlk
10990	$yA
10992	Ezz
10994	$yA
10996	*ll
10998	$yA
11000	ydy
11003	xyr
11007	kll
$yA
qdr
wlj
11012	lyl
11015	nhr
11017	wlj
11019	nhr
11022	lyl
11024	xrj
11026	Hyy
11029	mwt
11031	xrj
11033	mwt
11036	Hyy
11038	rzq
11040	$yA
11042	gyr
Hsb
11045	Ax*
11047	Amn
11049	kfr
wly
11052	dwn
11054	Amn
11057	fEl
11060	lys
11062	Alh
11064	$yA
11067	wqy
11071	wqy
11073	H*r
11075	Alh
nfs
11080	Alh
11082	Syr
qwl
11085	xfy
11089	Sdr
11092	bdw
11095	Elm
11097	Alh
11099	Elm
11103	smw
11108	ArD
11110	Alh
11112	kll
$yA
qdr
ywm
wjd
kll
nfs
11120	Eml
11122	xyr
HDr
11126	Eml
11128	swA
wdd
11132	byn
11135	byn
11137	Amd
bEd
11140	H*r
11142	Alh
nfs
11146	Alh
rAf
11150	Ebd
qwl
11153	kwn
11155	Hbb
11157	Alh
11159	tbE
11162	Hbb
11164	Alh
11166	gfr
11169	*nb
11172	Alh
gfr
rHm
qwl
TwE
11178	Alh
11181	rsl
11184	wly
11188	Alh
11190	Hbb
11192	kfr
11194	Alh
Sfw
11200	Awl
11203	Awl
11207	Elm
*rr
bED
11212	bED
11214	Alh
smE
Elm
11218	qwl
mrA
11221	rbb
11225	n*r
11231	bTn
11233	Hrr
11235	qbl
11242	smE
11244	Elm
11247	wDE
11249	qwl
rbb
11254	wDE
11257	Anv
11259	Alh
Elm
11263	wDE
11265	lys
11267	*kr
11270	Anv
11274	smw
11281	Ew*
11286	*rr
11290	$Tn
11292	rjm
11294	qbl
11296	rbb
11299	qbl
Hsn
11302	nbt
11304	nbt
Hsn
11307	kfl
11310	kll
dxl
11316	Hrb
wjd
End
11320	rzq
qwl
11324	Any
11328	qwl
11331	End
Alh
11334	Alh
rzq
11337	$yA
11339	gyr
Hsb
11342	dEw
11344	rbb
11346	qwl
rbb
11349	whb
11353	ldn
11355	*rr
Tyb
11359	smE
11361	dEw
11363	ndw
11366	mlk
11369	qwm
Slw
11373	Hrb
11375	Alh
b$r
11380	Sdq
11382	klm
11384	Alh
11386	swd
11388	HSr
11390	nbA
11393	SlH
qwl
rbb
11397	Any
kwn
11401	glm
11404	blg
11407	kbr
11409	mrA
11411	Eqr
qwl
11415	Alh
fEl
11418	$yA
qwl
rbb
11422	jEl
11425	Ayy
qwl
Ayy
11431	klm
11433	nws
vlv
ywm
11437	rmz
11439	*kr
rbb
11442	kvr
11444	sbH
11447	E$w
11450	bkr
11453	qwl
11455	mlk
11459	Alh
Sfw
11463	Thr
11466	Sfw
11469	nsw
11471	Elm
11474	qnt
11477	rbb
11480	sjd
11483	rkE
11487	rkE
11490	nbA
11492	gyb
wHy
11499	kwn
11504	lqy
11506	qlm
11510	kfl
11514	kwn
11519	xSm
11522	qwl
11524	mlk
11528	Alh
b$r
11532	klm
11535	smw
11540	bny
11542	wjh
11545	dnw
11548	Axr
11552	qrb
11554	klm
11556	nws
11559	mhd
11561	khl
11565	SlH
qwl
rbb
11569	Any
kwn
11573	wld
11576	mss
11578	b$r
qwl
11582	Alh
xlq
11585	$yA
11587	qDy
Amr
11592	qwl
11595	kwn
11597	kwn
11599	Elm
11602	ktb
11605	Hkm
11613	rsl
11615	bny
11620	jyA
11624	Ayy
11626	rbb
11630	xlq
11635	Tyn
11637	hyA
11639	Tyr
11641	nfx
11645	kwn
Tyr
11648	A*n
Alh
11651	brA
11653	kmh
11656	brS
11658	Hyy
11660	mwt
11662	A*n
Alh
11665	nbA
11669	Akl
11673	*xr
11676	byt
11682	Ayy
11686	kwn
11688	Amn
11690	Sdq
11693	byn
ydy
11701	Hll
11704	bED
11706	Hrm
11710	jyA
11714	Ayy
11716	rbb
11719	wqy
11721	Alh
11723	TwE
11727	Alh
rbb
11731	rbb
11734	Ebd
11738	SrT
qwm
11742	Hss
11747	kfr
qwl
11750	nSr
11753	Alh
qwl
11756	Hwr
11758	nSr
Alh
Amn
11763	Alh
11765	$hd
11769	slm
rbb
11772	Amn
11776	nzl
11779	tbE
11782	rsl
11784	ktb
11788	$hd
11790	mkr
11793	mkr
Alh
11796	Alh
xyr
11799	mkr
11801	qwl
Alh
11807	wfy
11810	rfE
11815	Thr
11819	kfr
11822	jEl
11824	tbE
11827	fwq
11829	kfr
11832	ywm
11834	qwm
11838	rjE
11841	Hkm
byn
11846	kwn
11850	xlf
11855	kfr
11858	E*b
11860	E*b
$dd
11864	dnw
11867	Axr
11873	nSr
11877	Amn
11880	Eml
11883	SlH
11885	wfy
11887	Ajr
11890	Alh
11892	Hbb
11894	Zlm
11896	tlw
11902	Ayy
11905	*kr
11907	Hkm
11909	mvl
11911	End
Alh
11914	mvl
11916	xlq
11919	trb
11921	qwl
11924	kwn
11926	kwn
11928	Hqq
11930	rbb
11934	kwn
11937	mry
11940	Hjj
11945	bEd
11947	jyA
11951	Elm
11953	qwl
Elw
11956	dEw
bny
11960	bny
11963	nsw
11966	nsw
11969	nfs
11972	nfs
11975	bhl
11977	jEl
lEn
Alh
11982	k*b
11988	qSS
11990	Hqq
11994	Alh
11996	Alh
11999	Alh
12003	Ezz
12005	Hkm
12008	wly
12012	Alh
Elm
12016	fsd
qwl
12019	Ahl
12021	ktb
Elw
12025	klm
swy
byn
12030	byn
12034	Ebd
12036	Alh
12039	$rk
12042	$yA
12045	Ax*
bED
12048	bED
rbb
12051	dwn
Alh
12055	wly
12058	qwl
12060	$hd
12065	slm
12067	Ahl
12069	ktb
12072	Hjj
12078	nzl
12086	bEd
12091	Eql
12096	Hjj
12104	Elm
12108	Hjj
12112	lys
12117	Elm
12119	Alh
Elm
12124	Elm
12127	kwn
12132	nSr
12135	kwn
Hnf
slm
12140	kwn
12143	$rk
12145	wly
12147	nws
12152	tbE
12158	nbA
12161	Amn
12164	Alh
wly
12167	Amn
wdd
Twf
12171	Ahl
12173	ktb
12175	Dll
12180	Dll
12183	nfs
12187	$Er
12190	Ahl
12192	ktb
12195	kfr
12198	Ayy
Alh
12202	$hd
12205	Ahl
12207	ktb
12210	lbs
12213	Hqq
12216	bTl
12218	ktm
12221	Hqq
12224	Elm
12227	qwl
Twf
12230	Ahl
12232	ktb
Amn
12237	nzl
12240	Amn
12242	wjh
12244	nhr
12246	kfr
12248	Axr
12252	rjE
12256	Amn
12261	tbE
dyn
12264	qwl
12267	hdy
hdy
Alh
12271	Aty
AHd
mvl
12275	Aty
12278	Hjj
12281	End
rbb
12284	qwl
12287	fDl
12289	ydy
Alh
Aty
12294	$yA
12296	Alh
wsE
Elm
xSS
12301	rHm
12304	$yA
12306	Alh
12309	fDl
12311	EZm
12314	Ahl
12316	ktb
12319	Amn
12322	qnTr
Ady
12332	Amn
12335	dnr
12337	Ady
12343	dwm
12347	qwm
12352	qwl
12354	lys
12359	Amm
sbl
12362	qwl
12365	Alh
12367	k*b
12370	Elm
12374	wfy
12376	Ehd
12379	wqy
12382	Alh
Hbb
12385	wqy
12388	$ry
12391	Ehd
Alh
12394	ymn
12396	vmn
qll
12400	xlq
12405	Axr
12408	klm
12410	Alh
12413	nZr
12416	ywm
12418	qwm
12421	zkw
12426	E*b
Alm
12433	frq
lwy
12436	lsn
12440	ktb
12442	Hsb
12447	ktb
12453	ktb
12455	qwl
12459	End
Alh
12465	End
Alh
12468	qwl
12471	Alh
12473	k*b
12476	Elm
12479	kwn
12481	b$r
12483	Aty
12485	Alh
12487	ktb
12490	Hkm
12493	nbA
12495	qwl
12498	nws
kwn
12501	Ebd
12505	dwn
Alh
12509	kwn
12511	rbb
12514	kwn
12516	Elm
12519	ktb
12523	kwn
12525	drs
12529	Amr
12532	Ax*
12535	mlk
12538	nbA
rbb
12541	Amr
12545	kfr
bEd
12549	slm
12552	Ax*
Alh
wvq
12556	nbA
12559	Aty
12563	ktb
12565	Hkm
12567	jyA
12569	rsl
Sdq
12576	Amn
12582	nSr
12585	qwl
12587	qrr
12590	Ax*
12594	ASr
12596	qwl
12598	qrr
12600	qwl
12602	$hd
12610	$hd
12613	wly
bEd
12620	fsq
12623	gyr
dyn
Alh
bgy
12631	slm
12635	smw
12638	ArD
TwE
12641	krh
12645	rjE
12647	qwl
Amn
12651	Alh
12654	nzl
12659	nzl
12670	sbT
12673	Aty
12679	nbA
12681	rbb
12684	frq
byn
AHd
12693	slm
12696	bgy
gyr
12699	slm
dyn
12703	qbl
12710	Axr
12713	xsr
kyf
hdy
Alh
qwm
kfr
12720	bEd
Amn
12724	$hd
12728	rsl
Hqq
12731	jyA
12734	byn
12736	Alh
12738	hdy
12740	qwm
12742	Zlm
12744	jzy
12749	lEn
Alh
12753	mlk
12756	nws
jmE
xld
12762	xff
12766	E*b
12770	nZr
12774	twb
12777	bEd
12780	SlH
12784	Alh
gfr
rHm
12789	kfr
12791	bEd
Amn
12795	zyd
12797	kfr
12799	qbl
twb
12806	Dll
12809	kfr
12812	mwt
12816	kfr
12819	qbl
12821	AHd
12823	mlA
12825	ArD
*hb
12829	fdy
12835	E*b
Alm
12842	nSr
12844	nyl
12847	brr
12849	nfq
12853	Hbb
12857	nfq
12860	$yA
12863	Alh
12866	Elm
kll
12869	TEm
kwn
Hll
12873	bny
12877	Hrm
12880	nfs
12883	qbl
12885	nzl
12888	qwl
12890	Aty
12896	tlw
12900	kwn
12902	Sdq
12905	fry
12907	Alh
12909	k*b
12911	bEd
12917	Zlm
qwl
Sdq
Alh
12922	tbE
12924	mll
12926	Hnf
12929	kwn
12932	$rk
12934	Awl
byt
wDE
12939	nws
12944	brk
12946	hdy
12949	Elm
12952	Ayy
byn
qwm
12958	dxl
12960	kwn
Amn
12964	Alh
12967	nws
Hjj
12970	byt
12972	TwE
12975	sbl
12978	kfr
12981	Alh
gny
12985	Elm
qwl
12988	Ahl
12990	ktb
12993	kfr
12996	Ayy
Alh
12999	Alh
$hd
13003	Eml
13005	qwl
13007	Ahl
13009	ktb
13012	Sdd
13015	sbl
Alh
13018	Amn
bgy
13022	Ewj
13025	$hd
13028	Alh
13030	gfl
13033	Eml
13038	Amn
13041	TwE
13043	frq
13046	Aty
13049	ktb
rdd
13053	bEd
Amn
13056	kfr
13058	kyf
kfr
13063	tlw
13066	Ayy
Alh
13071	rsl
13075	ESm
13077	Alh
13080	hdy
13082	SrT
qwm
13087	Amn
13089	wqy
13091	Alh
Hqq
wqy
13097	mwt
13102	slm
13104	ESm
13107	Hbl
Alh
jmE
13112	frq
13115	*kr
13117	nEm
Alh
13122	kwn
13124	Edw
13126	Alf
byn
qlb
13131	SbH
13134	nEm
13136	Axw
13138	kwn
13141	$fw
Hfr
13145	nwr
13147	nq*
13153	byn
Alh
13157	Ayy
13161	hdy
13165	kwn
13168	Amm
dEw
13173	xyr
13175	Amr
13179	Erf
13181	nhy
13185	nkr
13190	flH
13193	kwn
13197	frq
13200	xlf
13203	bEd
13205	jyA
13208	byn
13213	E*b
EZm
ywm
byD
wjh
13219	swd
wjh
13224	swd
wjh
13228	kfr
13230	bEd
Amn
13234	*wq
13237	E*b
13240	kwn
13242	kfr
13247	byD
wjh
13252	rHm
Alh
13257	xld
13259	Ayy
Alh
tlw
13267	Hqq
13270	Alh
rwd
Zlm
13275	Elm
13278	Alh
13282	smw
13287	ArD
13290	Alh
rjE
13293	Amr
kwn
13296	xyr
Amm
xrj
13301	nws
Amr
13306	Erf
13308	nhy
13312	nkr
13314	Amn
13317	Alh
13320	Amn
Ahl
13323	ktb
13325	kwn
xyr
13332	Amn
13334	kvr
13337	fsq
13339	Drr
13343	A*y
13346	qtl
13349	wly
13353	dbr
13356	nSr
13358	Drb
13362	*ll
13365	vqf
13369	Hbl
13371	Alh
13373	Hbl
13376	nws
13378	bwA
13381	gDb
13383	Alh
13385	Drb
13389	skn
13394	kwn
13396	kfr
13399	Ayy
Alh
13402	qtl
13405	nbA
13407	gyr
Hqq
13412	ESy
13415	kwn
13417	Edw
13419	lys
13421	swy
13423	Ahl
13425	ktb
Amm
qwm
tlw
13430	Ayy
Alh
Any
13434	lyl
13437	sjd
13439	Amn
13442	Alh
13445	ywm
13447	Axr
13449	Amr
13453	Erf
13455	nhy
13459	nkr
13461	srE
13465	xyr
13470	SlH
13473	fEl
13476	xyr
13479	kfr
13483	Alh
Elm
13487	wqy
13490	kfr
13493	gny
13496	mwl
13500	wld
13503	Alh
$yA
13507	SHb
13509	nwr
13513	xld
mvl
13516	nfq
13521	Hyy
13523	dnw
13525	mvl
rwH
13529	Srr
Swb
Hrv
qwm
Zlm
13535	nfs
13538	hlk
13542	Zlm
13544	Alh
13547	nfs
13549	Zlm
13554	Amn
13557	Ax*
13559	bTn
13561	dwn
13564	Alw
13567	xbl
wdd
13571	Ent
13574	bdw
13576	bgD
13578	fwh
13582	xfy
Sdr
13585	kbr
13587	byn
13592	Ayy
13594	kwn
13596	Eql
13601	Hbb
13606	Hbb
13610	Amn
13614	ktb
kll
13619	lqy
13622	qwl
13624	Amn
13628	xlw
13630	EDD
13635	nml
13638	gyZ
qwl
mwt
13643	gyZ
13646	Alh
Elm
13651	Sdr
13653	mss
13655	Hsn
swA
13660	Swb
13662	swA
frH
13669	Sbr
13672	wqy
13675	Drr
13677	kyd
13679	$yA
13681	Alh
13684	Eml
13686	HwT
13689	gdw
13692	Ahl
13694	bwA
13696	Amn
qEd
13700	qtl
13702	Alh
smE
Elm
13706	hmm
Twf
13711	f$l
13714	Alh
wly
13719	Alh
13722	wkl
13724	Amn
13728	nSr
13730	Alh
13735	*ll
13737	wqy
13739	Alh
13742	$kr
13745	qwl
13748	Amn
13751	kfy
13754	mdd
13756	rbb
13759	vlv
Alf
13763	mlk
nzl
13767	Sbr
13770	wqy
13773	Aty
13777	fwr
13780	mdd
13782	rbb
13785	xms
Alf
13789	mlk
swm
13793	jEl
13795	Alh
13797	b$r
13802	Tmn
qlb
13810	nSr
13813	End
Alh
13816	Ezz
13818	Hkm
13820	qTE
Trf
13824	kfr
13827	kbt
13830	qlb
13832	xyb
lys
13838	Amr
$yA
13841	twb
13845	E*b
13850	Zlm
13853	Alh
13857	smw
13862	ArD
gfr
13866	$yA
13868	E*b
13870	$yA
13872	Alh
gfr
rHm
13878	Amn
13881	Akl
13884	rbw
DEf
DEf
13888	wqy
13890	Alh
13893	flH
13896	wqy
13899	nwr
13901	Edd
13904	kfr
13906	TwE
13908	Alh
13911	rsl
13914	rHm
13917	srE
13920	gfr
13922	rbb
13925	jnn
ErD
13929	smw
13932	ArD
Edd
13936	wqy
13938	nfq
13942	srr
13945	Drr
13948	kZm
13950	gyZ
13953	Efw
13956	nws
13958	Alh
Hbb
13961	Hsn
13965	fEl
13967	fH$
13969	Zlm
13971	nfs
13973	*kr
13975	Alh
13977	gfr
13980	*nb
13984	gfr
13986	*nb
13988	Alh
13991	Srr
13995	fEl
13999	Elm
14002	jzy
14004	gfr
14006	rbb
14009	jnn
jry
14012	tHt
14015	nhr
xld
14020	nEm
Ajr
14023	Eml
14025	xlw
14027	qbl
14029	snn
14031	syr
14035	ArD
14037	nZr
14039	kyf
kwn
Eqb
14043	k*b
14045	byn
14048	nws
14050	hdy
14052	wEZ
14055	wqy
14058	whn
14062	Hzn
14067	Elw
14069	kwn
14071	Amn
14073	mss
14075	qrH
14078	mss
14080	qwm
qrH
mvl
14087	ywm
dwl
14090	byn
14092	nws
14095	Elm
Alh
14098	Amn
14101	Ax*
14104	$hd
14106	Alh
14108	Hbb
14110	Zlm
14113	mHS
Alh
14116	Amn
14119	mHq
14121	kfr
14123	Hsb
14126	dxl
14129	jnn
14132	Elm
Alh
14135	jhd
14140	Elm
14142	Sbr
14146	kwn
14148	mny
14151	mwt
14153	qbl
14155	lqy
14160	rAy
14165	nZr
14171	rsl
14173	xlw
14175	qbl
14178	rsl
14182	mwt
14184	qtl
qlb
14188	Eqb
14192	qlb
14194	Eqb
14198	Drr
Alh
$yA
14203	jzy
Alh
14206	$kr
14209	kwn
14211	nfs
14213	mwt
14216	A*n
Alh
ktb
Ajl
14222	rwd
vwb
14225	dnw
Aty
14232	rwd
vwb
14235	Axr
Aty
14242	jzy
14244	$kr
14248	nbA
qtl
14252	rbb
kvr
14256	whn
14260	Swb
14263	sbl
Alh
14267	DEf
14271	kyn
14274	Alh
Hbb
14277	Sbr
14280	kwn
qwl
14285	qwl
14287	rbb
14289	gfr
14292	*nb
14295	srf
14298	Amr
14301	vbt
qdm
14305	nSr
14309	qwm
14311	kfr
14313	Aty
14315	Alh
vwb
14318	dnw
14320	Hsn
vwb
14323	Axr
14325	Alh
Hbb
14328	Hsn
14332	Amn
14335	TwE
14338	kfr
14340	rdd
14344	Eqb
14347	qlb
14349	xsr
14351	Alh
wly
14356	xyr
14358	nSr
14360	lqy
14362	qlb
14364	kfr
14367	rEb
14370	$rk
14373	Alh
14376	nzl
14379	slT
14381	Awy
14384	nwr
14386	bAs
vwy
14389	Zlm
14393	Sdq
14395	Alh
wEd
14399	Hss
14403	A*n
14407	f$l
14410	nzE
14414	Amr
14416	ESy
14419	bEd
14421	rAy
14424	Hbb
14429	rwd
14431	dnw
14436	rwd
14438	Axr
14440	Srf
14445	blw
14450	Efw
14454	Alh
14456	fDl
14459	Amn
14461	SEd
14465	lwy
14468	AHd
14471	rsl
dEw
14475	Axr
14478	vwb
14480	gmm
14482	gmm
14485	Hzn
14489	fwt
14494	Swb
14497	Alh
xbr
14501	Eml
14504	nzl
14508	bEd
14510	gmm
Amn
nEs
g$w
Twf
14518	Twf
14520	hmm
14522	nfs
14524	Znn
14527	Alh
gyr
14530	Hqq
Znn
14533	jhl
qwl
14541	Amr
14543	$yA
qwl
14547	Amr
kll
14551	Alh
xfy
14555	nfs
14559	bdw
14563	qwl
14566	kwn
14571	Amr
$yA
14574	qtl
14578	qwl
14580	kwn
14583	byt
14586	brz
14588	ktb
14592	qtl
14594	DjE
14598	blw
Alh
14602	Sdr
14606	mHS
14609	qlb
14612	Alh
Elm
14617	Sdr
14620	wly
14624	ywm
lqy
14627	jmE
14630	zll
14633	$Tn
14635	bED
14637	ksb
14642	Efw
Alh
14647	Alh
gfr
Hlm
14653	Amn
14656	kwn
14660	kfr
14663	qwl
14666	Axw
14669	Drb
14673	ArD
14675	kwn
14677	gzw
14679	kwn
14681	End
14684	mwt
14688	qtl
14691	jEl
Alh
14694	Hsr
14696	qlb
14699	Alh
Hyy
14702	mwt
14704	Alh
14707	Eml
14709	bSr
14713	qtl
14716	sbl
Alh
14719	mwt
14722	gfr
14724	Alh
14726	rHm
xyr
14730	jmE
14735	mwt
14738	qtl
14742	Alh
H$r
14748	rHm
14750	Alh
lyn
14757	kwn
14759	fZZ
glZ
14762	qlb
14764	fDD
14767	Hwl
14770	Efw
14774	gfr
14778	$wr
14782	Amr
14785	Ezm
14788	wkl
14790	Alh
14792	Alh
Hbb
14795	wkl
14797	nSr
14799	Alh
14802	glb
14807	x*l
14813	nSr
14816	bEd
14820	Alh
14823	wkl
14825	Amn
14828	kwn
14830	nbA
14832	gll
14835	gll
Aty
14839	gll
ywm
14842	qwm
14844	wfy
kll
nfs
14848	ksb
14852	Zlm
14857	tbE
rDw
Alh
14862	bwA
14864	sxT
14866	Alh
14868	Awy
14872	bAs
14874	Syr
14876	drj
End
Alh
14880	Alh
bSr
14884	Eml
14888	mnn
Alh
14892	Amn
14894	bEv
14897	rsl
14899	nfs
14901	tlw
14904	Ayy
14907	zkw
14910	Elm
14913	ktb
14916	Hkm
14919	kwn
14922	qbl
14925	Dll
byn
14930	Swb
14932	Swb
14934	Swb
14936	mvl
14938	qwl
14940	Any
14942	qwl
14945	End
nfs
14949	Alh
14951	kll
$yA
qdr
14956	Swb
14958	ywm
lqy
14961	jmE
14964	A*n
Alh
14968	Elm
14970	Amn
14973	Elm
14975	nfq
14978	qwl
14981	Elw
14983	qtl
14986	sbl
Alh
14989	dfE
14991	qwl
14994	Elm
qtl
14997	tbE
15003	kfr
15005	qrb
15010	Amn
qwl
15014	fwh
15017	lys
15019	qlb
15022	Alh
Elm
15026	ktm
15029	qwl
15032	Axw
15035	qEd
15038	TwE
15042	qtl
15044	qwl
15046	drA
15049	nfs
15052	mwt
15054	kwn
15056	Sdq
15059	Hsb
15062	qtl
15065	sbl
Alh
mwt
15069	Hyy
End
rbb
15073	rzq
15075	frH
15078	Aty
15080	Alh
15082	fDl
15085	b$r
15090	lHq
15095	xlf
15099	xwf
15105	Hzn
15107	b$r
15110	nEm
15112	Alh
15114	fDl
15117	Alh
15119	DyE
Ajr
15122	Amn
15124	jwb
15127	Alh
15130	rsl
15132	bEd
15134	Swb
15137	qrH
15140	Hsn
15145	wqy
15147	Ajr
EZm
15150	qwl
15154	nws
15157	nws
15159	jmE
15164	x$y
15168	zyd
15170	Amn
15172	qwl
15174	Hsb
15176	Alh
15178	nEm
15180	wkl
15182	qlb
15185	nEm
15187	Alh
15189	fDl
15191	mss
15193	swA
15195	tbE
15197	rDw
Alh
15200	Alh
15202	fDl
EZm
15208	$Tn
xwf
wly
15214	xwf
15218	xwf
15222	kwn
15224	Amn
15227	Hzn
15230	srE
15234	kfr
15238	Drr
15240	Alh
$yA
rwd
Alh
15246	jEl
15249	HZZ
15252	Axr
15256	E*b
EZm
15260	$ry
15263	kfr
15266	Amn
15268	Drr
15270	Alh
$yA
15275	E*b
Alm
15279	Hsb
15282	kfr
15286	mlw
15289	xyr
15291	nfs
15295	mlw
15299	zyd
15301	Avm
15305	E*b
hwn
15308	kwn
Alh
15311	w*r
15313	Amn
15320	myz
15322	xbv
15325	Tyb
15328	kwn
Alh
15331	TlE
15335	gyb
15338	Alh
jby
15341	rsl
15344	$yA
15346	Amn
15349	Alh
15351	rsl
15355	Amn
15358	wqy
15363	Ajr
EZm
15367	Hsb
15370	bxl
15374	Aty
15376	Alh
15378	fDl
15381	xyr
15386	$rr
15390	Twq
15393	bxl
15397	ywm
15399	qwm
15402	Alh
wrv
15405	smw
15408	ArD
15410	Alh
15413	Eml
15415	xbr
15418	smE
Alh
qwl
15422	qwl
15425	Alh
fqr
15429	gny
15431	ktb
15433	qwl
15436	qtl
15439	nbA
15441	gyr
Hqq
15444	qwl
*wq
15447	E*b
15449	Hrq
15453	qdm
ydy
15458	Alh
lys
15461	Zlm
15464	Ebd
15466	qwl
15469	Alh
Ehd
15475	Amn
15477	rsl
15479	Aty
15482	qrb
Akl
15486	nwr
qwl
15489	jyA
15491	rsl
15493	qbl
15497	byn
15501	qwl
15506	qtl
15510	kwn
15512	Sdq
15515	k*b
15520	k*b
rsl
15523	qbl
15525	jyA
15529	byn
15532	zbr
15535	ktb
15537	nwr
kll
nfs
*wq
15542	mwt
15546	wfy
15548	Ajr
15550	ywm
15552	qwm
15555	zHzH
15558	nwr
15560	dxl
15562	jnn
15565	fwz
15569	Hyy
15571	dnw
15573	mtE
15575	grr
15577	blw
15580	mwl
15583	nfs
15587	smE
15591	Aty
15594	ktb
15596	qbl
15601	$rk
15603	A*y
kvr
15607	Sbr
15610	wqy
15616	Ezm
15618	Amr
15621	Ax*
Alh
wvq
15625	Aty
15628	ktb
15630	byn
15635	nws
15638	ktm
15642	nb*
15645	wry
Zhr
15649	$ry
15653	vmn
qll
15656	bAs
15658	$ry
15661	Hsb
15664	frH
15668	Aty
15671	Hbb
15674	Hmd
15679	fEl
15683	Hsb
15687	fwz
15690	E*b
15694	E*b
Alm
15698	Alh
mlk
15701	smw
15704	ArD
15706	Alh
15708	kll
$yA
qdr
15713	xlq
15715	smw
15718	ArD
15720	xlf
15722	lyl
15725	nhr
15727	Ayy
15729	Awl
15731	lbb
15733	*kr
15735	Alh
qwm
15738	qEd
15741	jnb
15744	fkr
15747	xlq
15749	smw
15752	ArD
rbb
15756	xlq
15759	bTl
sbH
15763	wqy
15765	E*b
15767	nwr
rbb
15773	dxl
15775	nwr
15778	xzy
15785	Zlm
15787	nSr
rbb
15792	smE
15794	ndw
ndw
15798	Amn
15800	Amn
15803	rbb
15806	Amn
15808	rbb
15811	gfr
15814	*nb
15817	kfr
15820	swA
15823	wfy
15827	brr
rbb
15831	Aty
15834	wEd
15838	rsl
15842	xzy
15844	ywm
15846	qwm
15850	xlf
15852	wEd
15854	jwb
15857	rbb
15862	DyE
Eml
Eml
15868	*kr
15870	Anv
bED
15874	bED
15877	hjr
15880	xrj
15883	dwr
15886	A*y
15889	sbl
15892	qtl
15895	qtl
15898	kfr
15902	swA
15906	dxl
15909	jnn
jry
15912	tHt
15915	nhr
vwb
15918	End
Alh
15921	Alh
End
15924	Hsn
15926	vwb
15928	grr
15931	qlb
15933	kfr
15937	bld
mtE
qll
15941	Awy
15945	bAs
15947	mhd
15950	wqy
15952	rbb
15956	jnn
jry
15959	tHt
15962	nhr
xld
15966	nzl
15968	End
Alh
15972	End
Alh
xyr
15977	brr
15981	Ahl
15983	ktb
15986	Amn
15988	Alh
15991	nzl
15996	nzl
15999	x$E
16001	Alh
16003	$ry
16006	Ayy
Alh
vmn
qll
16013	Ajr
16015	End
rbb
16019	Alh
srE
16022	Hsb
16026	Amn
16028	Sbr
16031	Sbr
16034	rbT
16037	wqy
16039	Alh
16042	flH
16047	nws
wqy
16050	rbb
16053	xlq
16056	nfs
wHd
16059	xlq
16062	zwj
16065	bvv
16068	rjl
kvr
16071	nsw
16073	wqy
16075	Alh
16077	sAl
16083	rHm
16085	Alh
kwn
16089	rqb
16091	Aty
16094	ytm
mwl
16099	bdl
16102	xbv
16105	Tyb
16108	Akl
16110	mwl
16113	mwl
16117	kwn
Hwb
kbr
16122	xwf
16126	qsT
16130	ytm
16132	nkH
16135	Tyb
16140	nsw
vny
16143	vlv
16145	rbE
16148	xwf
16152	Edl
16155	wHd
16158	mlk
ymn
16162	dnw
16165	Ewl
16168	Aty
16171	nsw
Sdq
16174	nHl
16177	Tyb
16182	$yA
16185	nfs
16187	Akl
16190	hnA
mrA
16194	Aty
16197	sfh
mwl
16201	jEl
Alh
16205	qwm
16207	rzq
16213	ksw
16217	qwl
16221	qwl
Erf
16224	blw
16227	ytm
16230	blg
16233	nkH
16236	Ans
16240	r$d
16242	dfE
16246	mwl
16250	Akl
16253	srf
16255	bdr
16257	kbr
16261	kwn
gny
16265	Eff
16268	kwn
fqr
16272	Akl
16275	Erf
16278	dfE
16282	mwl
16285	$hd
16290	kfy
16292	Alh
Hsb
16296	rjl
nSb
16300	trk
16302	wld
16305	qrb
16309	nsw
nSb
16313	trk
16315	wld
16318	qrb
16321	qll
16325	kvr
nSb
frD
16330	HDr
16332	qsm
Awl
16335	qrb
16338	ytm
16341	skn
16343	rzq
16349	qwl
16353	qwl
Erf
16357	x$y
16360	trk
16363	xlf
16365	*rr
DEf
xwf
16373	wqy
16375	Alh
16378	qwl
16380	qwl
sdd
16384	Akl
16386	mwl
16388	ytm
Zlm
16392	Akl
16395	bTn
16397	nwr
16400	Sly
16402	sEr
wSy
16405	Alh
16407	wld
16411	*kr
mvl
HZZ
16415	Anv
16418	kwn
16420	nsw
fwq
vny
16426	vlv
16428	trk
16431	kwn
wHd
16437	nSf
16440	Abw
16443	kll
wHd
16448	sds
16451	trk
16453	kwn
16456	wld
16460	kwn
16463	wld
16465	wrv
16467	Abw
16471	Amm
16474	vlv
16477	kwn
16480	Axw
16483	Amm
16486	sds
16488	bEd
wSy
wSy
16494	dyn
Abw
16498	bny
16501	dry
16505	qrb
16508	nfE
frD
16511	Alh
16513	Alh
kwn
Elm
Hkm
16520	nSf
16522	trk
zwj
16527	kwn
16530	wld
16533	kwn
16536	wld
16541	rbE
16544	trk
16547	bEd
wSy
wSy
16554	dyn
16559	rbE
16562	trk
16566	kwn
16569	wld
16572	kwn
16575	wld
16580	vmn
16583	trk
16586	bEd
wSy
wSy
16593	dyn
16596	kwn
rjl
wrv
kll
16601	mrA
16605	Axw
16607	Axw
16610	kll
wHd
16615	sds
16618	kwn
16620	kvr
16625	$rk
16628	vlv
16630	bEd
wSy
wSy
16636	dyn
gyr
Drr
wSy
16641	Alh
16643	Alh
Elm
Hlm
16647	Hdd
Alh
16651	TwE
Alh
16654	rsl
16656	dxl
16658	jnn
jry
16661	tHt
16664	nhr
xld
16671	fwz
16673	EZm
16676	ESy
Alh
16679	rsl
16682	Edw
Hdd
16685	dxl
16687	nwr
xld
16694	E*b
hwn
16698	Aty
16701	fH$
16703	nsw
16706	$hd
16710	rbE
16715	$hd
16718	msk
16723	byt
16725	wfy
16728	mwt
16730	jEl
Alh
16734	sbl
16737	Aty
16743	A*y
16748	twb
16751	SlH
16754	ErD
16759	Alh
kwn
twb
rHm
16766	twb
16768	Alh
16771	Eml
16774	swA
16776	jhl
16778	twb
16781	qrb
16784	twb
Alh
16789	kwn
Alh
Elm
Hkm
16794	lys
16796	twb
16799	Eml
16802	swA
16805	HDr
AHd
16809	mwt
qwl
16813	twb
16820	mwt
16824	kfr
16826	Etd
16830	E*b
Alm
16835	Amn
16838	Hll
16842	wrv
16845	nsw
krh
16849	EDl
16853	*hb
16856	bED
16858	Aty
16863	Aty
16866	fH$
byn
16869	E$r
16874	Erf
16877	krh
16881	Esy
16883	krh
16885	$yA
16887	jEl
Alh
16891	xyr
kvr
16895	rwd
16897	bdl
zwj
kwn
zwj
16902	Aty
16904	AHd
16906	qnTr
16909	Ax*
16913	$yA
16915	Ax*
16918	bht
16920	Avm
byn
16923	kyf
Ax*
16929	fDw
bED
16933	bED
16935	Ax*
16939	wvq
glZ
16943	nkH
16946	nkH
Abw
16951	nsw
16955	slf
16958	kwn
fH$
16961	mqt
16963	swA
sbl
Hrm
16968	Amm
16971	bny
16974	Axw
16977	Emm
16980	xwl
16983	bny
16985	Axw
16987	bny
16989	Axw
16991	Amm
16994	rDE
16998	Axw
17002	rDE
17004	Amm
nsw
17008	rbb
17012	Hjr
17015	nsw
17018	dxl
17025	kwn
17027	dxl
17033	jnH
17037	Hll
bny
17042	Slb
17046	jmE
17048	byn
17050	Axw
17054	slf
17056	Alh
kwn
gfr
rHm
17062	HSn
17065	nsw
17068	mlk
ymn
17071	ktb
Alh
17076	Hll
17080	wry
17083	bgy
17086	mwl
17088	HSn
gyr
sfH
17093	mtE
17100	Aty
17103	Ajr
17105	frD
17108	jnH
17113	rDw
17118	bEd
17120	frD
17122	Alh
kwn
Elm
Hkm
17129	TwE
17132	Twl
17134	nkH
17136	HSn
17138	Amn
17142	mlk
ymn
17146	fty
17149	Amn
17151	Alh
Elm
17154	Amn
17156	bED
17159	bED
17161	nkH
17165	A*n
Ahl
17169	Aty
17172	Ajr
17176	Erf
HSn
gyr
sfH
17182	Ax*
xdn
17186	HSn
17190	Aty
17193	fH$
17197	nSf
17201	HSn
17204	E*b
17208	x$y
17210	Ent
17215	Sbr
17217	xyr
17221	Alh
gfr
rHm
rwd
Alh
17227	byn
17231	hdy
17233	snn
17236	qbl
17239	twb
17243	Alh
Elm
Hkm
17247	Alh
rwd
17250	twb
17254	rwd
17256	tbE
17259	$hw
17261	myl
17263	myl
EZm
rwd
Alh
17268	xff
17272	xlq
17274	Ans
DEf
17279	Amn
17282	Akl
17284	mwl
17286	byn
17290	bTl
17293	kwn
tjr
17296	rDw
17301	qtl
17303	nfs
17306	Alh
kwn
17310	rHm
17313	fEl
17315	Edw
17317	Zlm
17320	Sly
17322	nwr
17324	kwn
17327	Alh
ysr
17330	jnb
17332	kbr
17334	nhy
17338	kfr
17341	swA
17344	dxl
17346	dxl
krm
17350	mny
17353	fDl
Alh
17357	bED
17360	bED
17363	rjl
nSb
17367	ksb
17372	nsw
nSb
17376	ksb
17379	sAl
17381	Alh
17383	fDl
17386	Alh
kwn
17389	kll
$yA
Elm
17394	kll
jEl
17397	wly
17400	trk
17402	wld
17405	qrb
17408	Eqd
ymn
17412	Aty
17415	nSb
17418	Alh
kwn
17421	kll
$yA
$hd
17425	rjl
qwm
17429	nsw
17432	fDl
Alh
bED
17437	bED
17441	nfq
17444	mwl
17448	SlH
qnt
HfZ
17453	gyb
17456	HfZ
Alh
17460	xwf
17462	n$z
17465	wEZ
17469	hjr
17474	DjE
17476	Drb
17481	TwE
17486	bgy
17490	sbl
17492	Alh
kwn
Elw
kbr
17498	xwf
17500	$qq
byn
17504	bEv
17506	Hkm
17508	Ahl
17511	Hkm
17513	Ahl
17516	rwd
17518	SlH
wfq
Alh
byn
17524	Alh
kwn
Elm
xbr
17529	Ebd
17531	Alh
17534	$rk
17538	$yA
17542	wld
Hsn
17548	qrb
17551	ytm
17554	skn
17557	jwr
17560	qrb
17563	jwr
17565	jnb
17568	SHb
17571	jnb
17573	bny
17575	sbl
17578	mlk
ymn
17582	Alh
17584	Hbb
17586	kwn
xyl
fxr
17590	bxl
17593	Amr
17596	nws
17599	bxl
17601	ktm
17604	Aty
17606	Alh
17608	fDl
17611	Etd
17615	kfr
E*b
hwn
17620	nfq
17622	mwl
17624	rAy
17626	nws
17629	Amn
17632	Alh
17637	ywm
17639	Axr
17642	kwn
17644	$Tn
17647	qrn
17649	swA
qrn
17656	Amn
17659	Alh
17662	ywm
17664	Axr
17666	nfq
17670	rzq
17672	Alh
17674	kwn
Alh
17678	Elm
17680	Alh
17682	Zlm
vql
*rr
17687	kwn
Hsn
DEf
17692	Aty
17694	ldn
17696	Ajr
EZm
17699	kyf
17701	jyA
17704	kll
Amm
17707	$hd
17709	jyA
17715	$hd
17717	wdd
17719	kfr
17722	ESy
17725	rsl
17727	swy
17731	ArD
17734	ktm
17736	Alh
Hdv
17741	Amn
17744	qrb
17747	Slw
17750	skr
17752	Elm
17755	qwl
17759	jnb
17761	Ebr
sbl
17764	gsl
17768	kwn
17770	mrD
17773	sfr
17775	jyA
AHd
17781	gwT
17783	lms
17786	nsw
17789	wjd
17791	mwh
17793	ymm
17795	SEd
Tyb
17798	msH
17801	wjh
17804	ydy
17807	Alh
kwn
Efw
gfr
17813	rAy
17816	Aty
17818	nSb
17821	ktb
$ry
17825	Dll
17827	rwd
17830	Dll
17833	sbl
17835	Alh
Elm
17838	Edw
17841	kfy
17843	Alh
wly
17846	kfy
17848	Alh
nSr
17852	hwd
17854	Hrf
17857	klm
17859	wDE
17862	qwl
17864	smE
17867	ESy
17870	smE
gyr
smE
17874	rEy
17876	lwy
17878	lsn
17881	TEn
17884	dyn
17889	qwl
17891	smE
17894	TwE
17897	smE
17899	nZr
17902	kwn
xyr
17907	qwm
17910	lEn
17912	Alh
17914	kfr
17918	Amn
17921	qll
17925	Aty
17928	ktb
Amn
17933	nzl
17935	Sdq
17941	qbl
17943	Tms
wjh
17946	rdd
17949	dbr
17952	lEn
17956	lEn
17958	SHb
17960	sbt
17962	kwn
Amr
Alh
fEl
17967	Alh
17969	gfr
17971	$rk
17975	gfr
17977	dwn
17981	$yA
17984	$rk
17986	Alh
17989	fry
Avm
EZm
17994	rAy
17997	zkw
17999	nfs
18002	Alh
zkw
18005	$yA
18008	Zlm
18010	ftl
nZr
kyf
fry
18016	Alh
18018	k*b
18020	kfy
18023	Avm
byn
18027	rAy
18030	Aty
18032	nSb
18035	ktb
Amn
18040	jbt
18043	Tgy
18045	qwl
18049	kfr
18052	hdy
18055	Amn
18057	sbl
18060	lEn
18062	Alh
18065	lEn
Alh
18069	wjd
18072	nSr
18076	nSb
18079	mlk
18083	Aty
18086	nws
nqr
18089	Hsd
18092	nws
18095	Aty
18097	Alh
18099	fDl
18103	Aty
18105	Awl
18108	ktb
18111	Hkm
18113	Aty
18116	mlk
EZm
18122	Amn
18129	Sdd
18133	kfy
18136	sEr
18139	kfr
18142	Ayy
18145	Sly
18147	nwr
kll
nDj
jld
18152	bdl
18155	jld
gyr
18159	*wq
18162	E*b
18164	Alh
kwn
Ezz
Hkm
18170	Amn
18173	Eml
18176	SlH
18178	dxl
18180	jnn
jry
18183	tHt
18186	nhr
xld
18190	Abd
18195	zwj
Thr
18198	dxl
18200	Zll
Zll
18203	Alh
Amr
18207	Ady
18210	Amn
18212	Ahl
18216	Hkm
18218	byn
18220	nws
18222	Hkm
18226	Edl
18228	Alh
nEm
18231	wEZ
18236	Alh
kwn
smE
bSr
18243	Amn
18245	TwE
18247	Alh
18249	TwE
18252	rsl
18254	Awl
18256	Amr
18261	nzE
18264	$yA
18266	rdd
18270	Alh
18273	rsl
18275	kwn
18277	Amn
18280	Alh
18283	ywm
18285	Axr
18287	xyr
18289	Hsn
Awl
18293	rAy
18296	zEm
18300	Amn
18304	nzl
18309	nzl
18311	qbl
18313	rwd
18316	Hkm
18320	Tgy
18323	Amr
18326	kfr
18331	rwd
18333	$Tn
18335	Dll
18337	Dll
bEd
18341	qwl
18344	Elw
18348	nzl
Alh
18353	rsl
rAy
18357	nfq
Sdd
18362	Sdd
18364	kyf
18366	Swb
18368	Swb
18371	qdm
ydy
18375	jyA
18378	Hlf
18381	Alh
18383	rwd
18386	Hsn
18388	wfq
18391	Elm
Alh
18395	qlb
18398	ErD
18402	wEZ
18405	qwl
18409	nfs
18411	qwl
blg
18415	rsl
18418	rsl
18421	TwE
18423	A*n
Alh
18430	Zlm
18432	nfs
18434	jyA
18438	gfr
18440	Alh
18442	gfr
18446	rsl
18448	wjd
18450	Alh
twb
rHm
18456	rbb
18459	Amn
18462	Hkm
18467	$jr
byn
18472	wjd
18475	nfs
18477	Hrj
18480	qDy
18483	slm
18485	slm
18490	ktb
18495	qtl
18497	nfs
18500	xrj
18503	dwr
18506	fEl
18510	qll
18517	fEl
18520	wEZ
18525	kwn
xyr
18530	$dd
vbt
18535	Aty
18539	ldn
18541	Ajr
EZm
18545	hdy
18548	SrT
qwm
18552	TwE
Alh
18556	rsl
18561	nEm
Alh
18567	nbA
18570	Sdq
18573	$hd
18576	SlH
18578	Hsn
18580	rfq
18583	fDl
18585	Alh
18587	kfy
18589	Alh
Elm
18594	Amn
18596	Ax*
18598	H*r
18601	nfr
18603	vby
18605	nfr
18607	jmE
18615	bTA
18619	Swb
18621	Swb
qwl
18624	nEm
Alh
18630	kwn
18633	$hd
18637	Swb
18639	fDl
18641	Alh
18643	qwl
18648	kwn
byn
18652	byn
18654	wdd
18658	kwn
18663	fwz
fwz
EZm
18668	qtl
18670	sbl
Alh
18673	$ry
18676	Hyy
18678	dnw
18681	Axr
18684	qtl
18686	sbl
Alh
18689	qtl
18691	glb
18694	Aty
18696	Ajr
EZm
18703	qtl
18706	sbl
Alh
18710	DEf
18713	rjl
18716	nsw
18719	wld
18721	qwl
18723	rbb
18725	xrj
18730	qry
18732	Zlm
Ahl
18736	jEl
18740	ldn
18742	wly
18744	jEl
18748	ldn
18750	nSr
18752	Amn
18754	qtl
18757	sbl
Alh
18761	kfr
18763	qtl
18766	sbl
18768	Tgy
18770	qtl
18772	wly
18774	$Tn
18776	kyd
18778	$Tn
kwn
DEf
18783	rAy
18786	qwl
18789	kff
18791	ydy
18794	qwm
18797	Slw
18799	Aty
18802	zkw
18805	ktb
18809	qtl
18811	frq
18814	x$y
18817	nws
18819	x$y
Alh
18822	$dd
x$y
18825	qwl
18827	rbb
18831	ktb
18836	qtl
18838	Axr
18842	Ajl
qrb
qwl
mtE
18847	dnw
qll
18851	Axr
xyr
18855	wqy
18858	Zlm
18860	ftl
18863	kwn
18865	drk
18868	mwt
18871	kwn
18874	brj
$yd
18878	Swb
18880	Hsn
qwl
18885	End
Alh
18889	Swb
18891	swA
qwl
18896	End
18898	qwl
kll
18901	End
Alh
18908	qwm
18910	kwd
18912	fqh
18914	Hdv
18916	Swb
18919	Hsn
18922	Alh
18925	Swb
18928	swA
18931	nfs
18934	rsl
18939	nws
rsl
18942	kfy
18944	Alh
$hd
18947	TwE
18949	rsl
18952	TwE
Alh
18956	wly
18959	rsl
18964	HfZ
18966	qwl
18968	TwE
18971	brz
18974	End
18976	byt
Twf
18980	gyr
18982	qwl
18984	Alh
ktb
18987	byt
18990	ErD
18994	wkl
18996	Alh
18998	kfy
19000	Alh
wkl
19005	dbr
19008	qrA
19011	kwn
19013	End
gyr
Alh
19017	wjd
19021	xlf
kvr
19025	jyA
19027	Amr
19030	Amn
19033	xwf
*yE
19040	rdd
19045	rsl
19048	Awl
19050	Amr
19054	Elm
19057	nbT
19064	fDl
Alh
19069	rHm
19072	tbE
19075	$Tn
19077	qll
19079	qtl
19081	sbl
Alh
19084	klf
19086	nfs
19089	HrD
19091	Amn
Esy
Alh
19095	kff
bAs
19098	kfr
19101	Alh
$dd
bAs
19105	$dd
nkl
19108	$fE
$fE
Hsn
kwn
19114	nSb
19119	$fE
$fE
swA
kwn
19125	kfl
19129	kwn
Alh
19132	kll
$yA
qwt
19137	Hyy
19140	Hyy
19142	Hyy
19145	Hsn
19149	rdd
19153	Alh
kwn
19156	kll
$yA
Hsb
Alh
19161	Alh
19165	jmE
19169	ywm
19171	qwm
19173	ryb
19178	Sdq
19180	Alh
Hdv
19188	nfq
fAy
19191	Alh
rks
19196	ksb
19199	rwd
19202	hdy
19205	Dll
Alh
19209	Dll
Alh
19213	wjd
19216	sbl
wdd
19220	kfr
19224	kfr
19227	kwn
19229	swy
19232	Ax*
19236	wly
19238	hjr
19241	sbl
Alh
19245	wly
19248	Ax*
19252	qtl
19255	Hyv
wjd
19261	Ax*
19265	wly
19268	nSr
19271	wSl
19274	qwm
byn
19278	byn
19280	wvq
19282	jyA
19285	HSr
Sdr
19289	qtl
19293	qtl
19295	qwm
19299	$yA
Alh
19302	slT
19308	qtl
19313	Ezl
19318	qtl
19322	lqy
19327	slm
19330	jEl
Alh
19336	sbl
19338	wjd
19340	Axr
rwd
19344	Amn
19348	Amn
19350	qwm
19352	kll
19354	rdd
19358	ftn
rks
19366	Ezl
19370	lqy
19375	slm
19377	kff
19379	ydy
19382	Ax*
19386	qtl
19389	Hyv
vqf
19395	jEl
19401	slT
byn
19405	kwn
19407	Amn
19409	qtl
Amn
19412	xTA
19415	qtl
Amn
xTA
19419	Hrr
rqb
Amn
19423	wdy
slm
19426	Ahl
19430	Sdq
19434	kwn
19436	qwm
Edw
19442	Amn
19444	Hrr
rqb
Amn
19449	kwn
19451	qwm
byn
19455	byn
19457	wvq
19459	wdy
slm
19462	Ahl
19465	Hrr
rqb
Amn
19471	wjd
19473	Swm
$hr
tbE
twb
19478	Alh
19480	kwn
Alh
Elm
Hkm
19486	qtl
Amn
Emd
19490	jzy
19493	xld
19497	gDb
Alh
19502	lEn
19505	Edd
19508	E*b
EZm
19513	Amn
19516	Drb
19519	sbl
Alh
19522	byn
19526	qwl
19530	lqy
19534	slm
lys
19537	Amn
bgy
19540	ErD
19542	Hyy
19544	dnw
19546	End
Alh
gnm
kvr
19552	kwn
19555	qbl
19557	mnn
Alh
19562	byn
19565	Alh
kwn
19569	Eml
19571	xbr
19573	swy
19575	qEd
19578	Amn
gyr
Awl
19582	Drr
19585	jhd
19587	sbl
Alh
19590	mwl
19593	nfs
19595	fDl
Alh
19598	jhd
19600	mwl
19603	nfs
19607	qEd
drj
19610	kll
wEd
Alh
19614	Hsn
19616	fDl
Alh
19619	jhd
19622	qEd
Ajr
EZm
drj
19629	gfr
19631	rHm
19633	kwn
Alh
gfr
rHm
19639	wfy
19642	mlk
Zlm
nfs
19646	qwl
19650	kwn
19652	qwl
19654	kwn
19656	DEf
19659	ArD
qwl
19664	kwn
ArD
Alh
wsE
19669	hjr
19675	Awy
19679	swA
Syr
19683	DEf
19686	rjl
19689	nsw
19692	wld
19694	TwE
19696	Hwl
19699	hdy
19701	sbl
19704	Esy
Alh
19707	Efw
19711	kwn
Alh
Efw
gfr
19717	hjr
19719	sbl
Alh
wjd
19724	ArD
rgm
kvr
19728	wsE
19731	xrj
19733	byt
19735	hjr
19737	Alh
19739	rsl
19742	drk
19745	mwt
19748	wqE
Ajr
19752	Alh
19754	kwn
Alh
gfr
rHm
19760	Drb
19764	ArD
19766	lys
19769	jnH
19771	qSr
19775	Slw
19777	xwf
19780	ftn
19783	kfr
19787	kfr
kwn
19792	Edw
byn
19796	kwn
19801	qwm
19806	Slw
19809	qwm
Twf
19817	Ax*
19819	slH
19823	sjd
19827	kwn
19830	wry
19834	Aty
Twf
Axr
19838	Slw
19842	Slw
19848	Ax*
19850	H*r
19853	slH
19855	wdd
19857	kfr
19860	gfl
19863	slH
19866	mtE
19869	myl
19873	myl
wHd
19877	jnH
19881	kwn
19884	A*y
19886	mTr
19888	kwn
19890	mrD
19892	wDE
19894	slH
19897	Ax*
19899	H*r
19902	Alh
Edd
19906	kfr
E*b
hwn
19911	qDy
19914	Slw
19916	*kr
19918	Alh
qwm
19921	qEd
19924	jnb
19928	Tmn
19931	qwm
19934	Slw
19937	Slw
kwn
19941	Amn
ktb
wqt
19946	whn
19949	bgy
19951	qwm
19953	kwn
19955	Alm
19960	Alm
19964	Alm
19967	rjw
19970	Alh
19973	rjw
19976	kwn
Alh
Elm
Hkm
19982	nzl
19987	ktb
19990	Hqq
19992	Hkm
byn
19995	nws
19998	rAy
20000	Alh
20003	kwn
20006	xwn
xSm
20009	gfr
Alh
20012	Alh
kwn
gfr
rHm
20018	jdl
20021	xwn
20023	nfs
20026	Alh
20028	Hbb
20030	kwn
xwn
Avm
xfy
20037	nws
20040	xfy
20043	Alh
20049	byt
20053	rDw
20056	qwl
20058	kwn
Alh
20062	Eml
20064	HwT
20068	jdl
20074	Hyy
20076	dnw
20079	jdl
Alh
20083	ywm
20085	qwm
20088	kwn
20091	wkl
20094	Eml
swA
20097	Zlm
nfs
20101	gfr
Alh
wjd
Alh
gfr
rHm
20109	ksb
Avm
20114	ksb
20117	nfs
20120	kwn
Alh
Elm
Hkm
20126	ksb
xTA
20129	Avm
20131	rmy
20134	brA
20137	Hml
bht
20140	Avm
byn
20144	fDl
Alh
20149	rHm
20152	hmm
Twf
20157	Dll
20162	Dll
20165	nfs
20169	Drr
20173	$yA
20175	nzl
Alh
20180	ktb
20183	Hkm
20185	Elm
20189	kwn
Elm
20192	kwn
fDl
Alh
20197	EZm
20199	xyr
20201	kvr
20203	njw
20207	Amr
20209	Sdq
20211	Erf
20213	SlH
byn
20216	nws
20219	fEl
20221	bgy
rDw
Alh
20226	Aty
20228	Ajr
EZm
20232	$qq
20234	rsl
20236	bEd
20238	byn
20242	hdy
20244	tbE
gyr
sbl
20248	Amn
wly
20252	wly
20254	Sly
20258	swA
Syr
20261	Alh
20263	gfr
20265	$rk
20269	gfr
20271	dwn
20275	$yA
20278	$rk
20280	Alh
20283	Dll
Dll
bEd
20287	dEw
20290	dwn
20293	Anv
20296	dEw
20299	$Tn
mrd
lEn
20303	Alh
20305	qwl
20307	Ax*
20310	Ebd
20312	nSb
frD
20316	Dll
20321	mny
20326	Amr
20331	btk
20333	A*n
20335	nEm
20338	Amr
20343	gyr
20345	xlq
Alh
20349	Ax*
20351	$Tn
wly
20354	dwn
Alh
20358	xsr
xsr
byn
wEd
20364	mny
20368	wEd
20371	$Tn
20373	grr
20375	Awy
20380	wjd
20384	HyS
20387	Amn
20390	Eml
20393	SlH
20395	dxl
20397	jnn
jry
20400	tHt
20403	nhr
xld
20407	Abd
wEd
Alh
Hqq
20413	Sdq
20415	Alh
qwl
lys
20419	mny
20423	mny
Ahl
20426	ktb
20428	Eml
swA
jzy
20435	wjd
20439	dwn
Alh
wly
20444	nSr
20447	Eml
20450	SlH
20452	*kr
20454	Anv
20457	Amn
20460	dxl
20463	jnn
20466	Zlm
20468	nqr
20471	Hsn
dyn
20475	slm
wjh
20479	Alh
20482	Hsn
20484	tbE
mll
20487	Hnf
20489	Ax*
Alh
20492	xll
20495	Alh
20499	smw
20504	ArD
20506	kwn
Alh
20509	kll
$yA
HwT
20513	fty
20518	nsw
qwl
Alh
fty
20527	tlw
20532	ktb
20534	ytm
20536	nsw
20539	Aty
20543	ktb
20547	rgb
20550	nkH
20555	DEf
20558	wld
20561	qwm
20565	ytm
20568	qsT
20571	fEl
20574	xyr
20577	Alh
kwn
20581	Elm
20584	mrA
xwf
20587	bEl
20589	n$z
20591	ErD
20594	jnH
20598	SlH
20600	byn
20602	SlH
20605	SlH
xyr
20608	HDr
20610	nfs
20612	$HH
20615	Hsn
20618	wqy
20622	Alh
kwn
20626	Eml
20628	xbr
20631	TwE
20634	Edl
20636	byn
20638	nsw
20641	HrS
20645	myl
20647	kll
20649	myl
20651	w*r
20656	Elq
20659	SlH
20662	wqy
20666	Alh
kwn
gfr
rHm
20672	frq
20674	gny
Alh
kll
20678	wsE
20681	kwn
Alh
wsE
Hkm
20687	Alh
20691	smw
20696	ArD
20700	wSy
20703	Aty
20706	ktb
20708	qbl
20713	wqy
20715	Alh
20718	kfr
20723	Alh
20727	smw
20732	ArD
20734	kwn
Alh
gny
Hmd
20740	Alh
20744	smw
20749	ArD
20751	kfy
20753	Alh
wkl
20756	$yA
*hb
20761	nws
20763	Aty
20765	Axr
20767	kwn
Alh
20771	qdr
20773	kwn
rwd
vwb
20777	dnw
20779	End
Alh
vwb
20783	dnw
20786	Axr
20788	kwn
Alh
smE
bSr
20795	Amn
20797	kwn
20799	qwm
20802	qsT
$hd
20805	Alh
20809	nfs
20813	wld
20816	qrb
20818	kwn
gny
20821	fqr
20823	Alh
wly
20829	tbE
20832	hwy
20834	Edl
20838	lwy
20841	ErD
20845	Alh
kwn
20849	Eml
20851	xbr
20855	Amn
20857	Amn
20860	Alh
20862	rsl
20866	ktb
20868	nzl
20870	rsl
20874	ktb
20876	nzl
20878	qbl
20881	kfr
20883	Alh
20885	mlk
20888	ktb
20891	rsl
20895	ywm
20897	Axr
20900	Dll
Dll
bEd
20905	Amn
20908	kfr
20911	Amn
20914	kfr
20917	zyd
20919	kfr
20921	kwn
Alh
20924	gfr
20930	hdy
20932	sbl
b$r
20935	nfq
20940	E*b
Alm
20943	Ax*
20946	kfr
wly
20949	dwn
20951	Amn
20953	bgy
20955	End
20958	Ezz
20962	Ezz
20964	Alh
jmE
20968	nzl
20973	ktb
20976	smE
20978	Ayy
Alh
kfr
20984	hzA
20989	qEd
20994	xwD
20997	Hdv
gyr
21003	mvl
21006	Alh
jmE
21009	nfq
21012	kfr
21015	jmE
21017	rbS
21023	kwn
21026	ftH
21028	Alh
qwl
21033	kwn
21038	kwn
21041	kfr
nSb
qwl
21047	Hw*
21051	mnE
21055	Amn
21057	Alh
Hkm
byn
21061	ywm
21063	qwm
21066	jEl
Alh
21070	kfr
21073	Amn
sbl
21077	nfq
xdE
21080	Alh
21083	xdE
21087	qwm
21091	Slw
qwm
21094	ksl
rAy
21098	nws
21101	*kr
21103	Alh
21105	qll
*b*b
byn
21118	Dll
Alh
21122	wjd
21125	sbl
21129	Amn
21132	Ax*
21135	kfr
wly
21138	dwn
21140	Amn
21142	rwd
21145	jEl
21148	Alh
21151	slT
byn
21155	nfq
21158	drk
21160	sfl
21163	nwr
21166	wjd
21169	nSr
21172	twb
21175	SlH
21178	ESm
21181	Alh
21183	xlS
21185	dyn
21188	Alh
21193	Amn
21196	Aty
Alh
21199	Amn
Ajr
EZm
21203	fEl
Alh
21206	E*b
21209	$kr
21212	Amn
21215	kwn
Alh
$kr
Elm
21220	Hbb
Alh
21223	jhr
21226	swA
21229	qwl
21232	Zlm
21234	kwn
Alh
smE
Elm
21239	bdw
21241	xyr
21243	xfy
21247	Efw
21250	swA
21253	Alh
kwn
Efw
qdr
21259	kfr
21262	Alh
21264	rsl
21267	rwd
21270	frq
21272	byn
Alh
21275	rsl
21278	qwl
21280	Amn
21282	bED
21284	kfr
21286	bED
21288	rwd
21291	Ax*
21293	byn
21295	sbl
21299	kfr
Hqq
21302	Etd
21306	kfr
E*b
hwn
21311	Amn
21314	Alh
21316	rsl
21320	frq
21322	byn
AHd
21328	Aty
21330	Ajr
21333	kwn
Alh
gfr
rHm
sAl
21339	Ahl
21341	ktb
21343	nzl
21346	ktb
21349	smw
21352	sAl
21355	kbr
21359	qwl
21361	rAy
21363	Alh
jhr
21366	Ax*
21369	SEq
21371	Zlm
21374	Ax*
21377	Ejl
21379	bEd
21381	jyA
21384	byn
21386	Efw
21391	Aty
21394	slT
byn
21397	rfE
21399	fwq
21402	Twr
21404	wvq
21407	qwl
21411	dxl
21414	bwb
sjd
21417	qwl
21422	Edw
21426	sbt
21428	Ax*
21432	wvq
glZ
21437	nqD
21439	wvq
21442	kfr
21445	Ayy
Alh
21448	qtl
21451	nbA
21453	gyr
Hqq
21456	qwl
21458	qlb
21460	glf
21462	TbE
Alh
21467	kfr
21471	Amn
21474	qll
21477	kfr
21480	qwl
21484	bht
EZm
21487	qwl
21491	qtl
21496	bny
21498	rsl
Alh
21502	qtl
21507	Slb
21512	$bh
21518	xlf
21524	$kk
21533	Elm
21535	tbE
21537	Znn
21540	qtl
21543	yqn
21545	rfE
21547	Alh
21551	kwn
Alh
Ezz
Hkm
21558	Ahl
21560	ktb
21563	Amn
21567	qbl
mwt
21571	ywm
21573	qwm
kwn
21577	$hd
21580	Zlm
21583	hwd
21585	Hrm
21589	Tyb
Hll
21595	Sdd
21598	sbl
Alh
kvr
21602	Ax*
21605	rbw
21608	nhy
21613	Akl
21615	mwl
21617	nws
21620	bTl
21622	Etd
21626	kfr
21629	E*b
Alm
21633	rsx
21636	Elm
21641	Amn
Amn
21646	nzl
21651	nzl
21653	qbl
21657	qwm
21659	Slw
21662	Aty
21664	zkw
21667	Amn
21669	Alh
21672	ywm
21674	Axr
21677	Aty
21679	Ajr
EZm
21683	wHy
21689	wHy
21695	nbA
21697	bEd
21700	wHy
21712	sbT
21724	Aty
21727	zbr
21729	rsl
21731	qSS
21737	qbl
21739	rsl
21741	qSS
21746	klm
Alh
21749	klm
rsl
b$r
21753	n*r
21756	kwn
21759	nws
21761	Alh
Hjj
bEd
21765	rsl
21767	kwn
Alh
Ezz
Hkm
21772	Alh
$hd
21776	nzl
21779	nzl
21782	Elm
21786	mlk
$hd
21790	kfy
21792	Alh
$hd
21796	kfr
21799	Sdd
21802	sbl
Alh
21805	Dll
21807	Dll
bEd
21811	kfr
21814	Zlm
21817	kwn
Alh
21820	gfr
21826	hdy
21828	Trq
21830	Trq
21832	xld
21835	Abd
21837	kwn
21840	Alh
ysr
21845	nws
21847	jyA
21850	rsl
21853	Hqq
21855	rbb
21858	Amn
21860	xyr
21865	kfr
21870	Alh
21874	smw
21877	ArD
21879	kwn
Alh
Elm
Hkm
21884	Ahl
21886	ktb
21888	glw
21891	dyn
21895	qwl
21898	Alh
21901	Hqq
21907	bny
21909	rsl
Alh
21912	klm
21914	lqy
21919	rwH
21923	Amn
21926	Alh
21928	rsl
21932	qwl
21934	vlv
nhy
21937	xyr
21942	Alh
Alh
wHd
sbH
21948	kwn
21951	wld
21957	smw
21962	ArD
21964	kfy
21966	Alh
wkl
21969	nkf
21973	kwn
Ebd
21976	Alh
21980	mlk
21982	qrb
21985	nkf
21987	Ebd
21990	kbr
21993	H$r
21997	jmE
22001	Amn
22004	Eml
22007	SlH
22009	wfy
22011	Ajr
22014	zyd
22017	fDl
22022	nkf
22025	kbr
22028	E*b
22030	E*b
Alm
22034	wjd
22039	dwn
Alh
wly
22044	nSr
22048	nws
22050	jyA
22052	brhn
22054	rbb
22057	nzl
22061	nwr
byn
22066	Amn
22069	Alh
22071	ESm
22077	dxl
22080	rHm
22084	fDl
22086	hdy
22090	SrT
qwm
fty
22095	qwl
Alh
fty
22101	kll
22103	mrA
hlk
lys
22108	wld
22112	Axw
22116	nSf
22118	trk
22121	wrv
22125	kwn
22128	wld
22131	kwn
22133	vny
22138	vlv
22141	trk
22144	kwn
22146	Axw
rjl
22149	nsw
22153	*kr
mvl
HZZ
22157	Anv
byn
Alh
22163	Dll
22166	Alh
22168	kll
$yA
Elm
22174	Amn
22176	wfy
22180	Eqd
Hll
22184	bhm
22186	nEm
22189	tlw
22192	gyr
Hll
22195	Syd
22198	Hrm
22200	Alh
Hkm
22203	rwd
22207	Amn
22210	Hll
22212	$Er
Alh
22217	$hr
22219	Hrm
22223	hdy
22227	qld
22230	Amm
22232	byt
22234	Hrm
bgy
22237	fDl
22239	rbb
22242	rDw
22245	Hll
22248	Syd
22252	jrm
22255	$nA
qwm
22258	Sdd
22263	sjd
22265	Hrm
22267	Edw
22270	Ewn
22274	brr
22277	wqy
22280	Ewn
22284	Avm
22287	Edw
22289	wqy
22291	Alh
22293	Alh
$dd
22296	Eqb
Hrm
22301	mwt
22304	dmw
22306	lHm
22308	xnzr
22311	hll
22313	gyr
Alh
22319	xnq
22322	wq*
22325	rdy
22328	nTH
22331	Akl
22333	sbE
22336	*kw
22340	*bH
22343	nSb
22346	qsm
22350	zlm
22352	fsq
22354	ywm
yAs
22357	kfr
22360	dyn
22364	x$y
22368	x$y
22372	ywm
kml
22377	dyn
22380	tmm
22384	nEm
22387	rDw
22392	slm
dyn
22396	Drr
22398	xmS
gyr
jnf
22402	Avm
22405	Alh
gfr
rHm
sAl
22412	Hll
22415	qwl
Hll
22420	Tyb
22423	Elm
22427	jrH
klb
Elm
22434	Elm
22436	Alh
22438	Akl
22442	msk
22447	*kr
22449	smw
Alh
22454	wqy
22456	Alh
22458	Alh
srE
22461	Hsb
22463	ywm
Hll
22468	Tyb
22470	TEm
22472	Aty
22475	ktb
Hll
22480	TEm
22482	Hll
22487	HSn
22490	Amn
22493	HSn
22496	Aty
22499	ktb
22501	qbl
22504	Aty
22507	Ajr
22509	HSn
gyr
sfH
22514	Ax*
xdn
22518	kfr
22521	Amn
22524	HbT
Eml
22531	Axr
22534	xsr
22538	Amn
22541	qwm
22545	Slw
22547	gsl
22549	wjh
22552	ydy
22556	rfq
22558	msH
22561	rAs
22564	rjl
22568	kEb
22571	kwn
22573	jnb
22575	Thr
22579	kwn
22581	mrD
22584	sfr
22586	jyA
AHd
22592	gwT
22594	lms
22597	nsw
22600	wjd
22602	mwh
22604	ymm
22606	SEd
Tyb
22609	msH
22612	wjh
22615	ydy
22620	rwd
Alh
22623	jEl
22627	Hrj
22630	rwd
22632	Thr
22636	tmm
nEm
22643	$kr
22646	*kr
22648	nEm
Alh
22653	wvq
22656	wvq
22661	qwl
22663	smE
22666	TwE
22669	wqy
22671	Alh
22673	Alh
Elm
22678	Sdr
22682	Amn
22684	kwn
22686	qwm
22688	Alh
$hd
22692	qsT
22695	jrm
22698	$nA
qwm
22703	Edl
22705	Edl
22708	qrb
22711	wqy
22713	wqy
22715	Alh
22717	Alh
xbr
22721	Eml
22723	wEd
Alh
22726	Amn
22729	Eml
22732	SlH
22735	gfr
22737	Ajr
EZm
22741	kfr
22744	k*b
22747	Ayy
22750	SHb
22752	jHm
22756	Amn
22758	*kr
22760	nEm
Alh
22765	hmm
qwm
22768	bsT
22772	ydy
22775	kff
ydy
22781	wqy
22783	Alh
22786	Alh
22789	wkl
22791	Amn
22795	Ax*
Alh
wvq
bny
22801	bEv
22805	vny
E$r
nqb
22809	qwl
Alh
22817	qwm
22820	Slw
22822	Aty
22825	zkw
22827	Amn
22830	rsl
22833	Ezr
22837	qrD
22839	Alh
qrD
Hsn
22843	kfr
22847	swA
22851	dxl
22854	jnn
jry
22857	tHt
22860	nhr
22863	kfr
bEd
22870	Dll
swy
22873	sbl
22877	nqD
22879	wvq
22881	lEn
22885	jEl
22887	qlb
22889	qsw
Hrf
22893	klm
22895	wDE
22898	nsy
22900	HZZ
22903	*kr
22909	zyl
TlE
22912	xwn
22916	qll
22920	Efw
22924	SfH
22926	Alh
Hbb
22929	Hsn
22933	qwl
22937	nSr
Ax*
22940	wvq
22943	nsy
22945	HZZ
22948	*kr
22953	grw
22955	byn
22958	Edw
22961	bgD
22963	ywm
22965	qwm
22968	nbA
22970	Alh
22973	kwn
22975	SnE
22978	Ahl
22980	ktb
22982	jyA
22984	rsl
22986	byn
22989	kvr
22992	kwn
22994	xfy
22998	ktb
23000	Efw
23002	kvr
23004	jyA
23007	Alh
nwr
23010	ktb
byn
hdy
23015	Alh
23017	tbE
rDw
23020	sbl
23022	slm
23024	xrj
23028	Zlm
23031	nwr
23033	A*n
23036	hdy
23039	SrT
qwm
23043	kfr
23045	qwl
23048	Alh
23052	bny
23054	qwl
23057	mlk
23059	Alh
$yA
23062	rwd
23064	hlk
23067	bny
23070	Amm
23076	ArD
jmE
23080	Alh
mlk
23083	smw
23086	ArD
23089	byn
23091	xlq
23093	$yA
23095	Alh
23097	kll
$yA
qdr
23101	qwl
23106	nSr
23108	bny
Alh
23111	Hbb
23113	qwl
23117	E*b
23120	*nb
23124	b$r
23127	xlq
gfr
23131	$yA
23133	E*b
23135	$yA
23138	Alh
mlk
23141	smw
23144	ArD
23147	byn
23153	Syr
23155	Ahl
23157	ktb
23159	jyA
23161	rsl
23163	byn
23167	ftr
23170	rsl
23172	qwl
23175	jyA
23178	b$r
23181	n*r
23184	jyA
23186	b$r
23188	n*r
23190	Alh
23192	kll
$yA
qdr
23197	qwl
23200	qwm
23203	qwm
23205	*kr
23207	nEm
Alh
23212	jEl
23215	nbA
23217	jEl
23219	mlk
23221	Aty
23225	Aty
AHd
23229	Elm
23231	qwm
23233	dxl
23236	ArD
23238	qds
23240	ktb
Alh
23246	rdd
23249	dbr
23252	qlb
23254	xsr
qwl
23262	qwm
jbr
23268	dxl
23271	xrj
23277	xrj
23284	dxl
qwl
rjl
23289	xwf
23291	nEm
Alh
23295	dxl
23300	bwb
23303	dxl
23309	glb
23312	Alh
23314	wkl
23317	kwn
23319	Amn
qwl
23327	dxl
23329	Abd
23331	dwm
23336	*hb
23339	rbb
23342	qtl
23348	qEd
qwl
rbb
23355	mlk
23357	nfs
23360	Axw
23363	frq
byn
23367	byn
23369	qwm
23371	fsq
qwl
23376	Hrm
23379	rbE
snw
tyh
23385	ArD
23388	Asw
23391	qwm
23393	fsq
23395	tlw
23398	nbA
bny
23403	Hqq
23405	qrb
23407	qrb
23409	qbl
23411	AHd
23415	qbl
23418	Axr
qwl
23421	qtl
23424	qwl
23427	qbl
Alh
23431	wqy
23434	bsT
23438	ydy
23441	qtl
23446	bsT
ydy
23452	qtl
23456	xwf
Alh
rbb
23460	Elm
23463	rwd
23465	bwA
23467	Avm
23470	Avm
23473	kwn
23475	SHb
23477	nwr
23480	jzy
23482	Zlm
23484	TwE
23487	nfs
23489	qtl
Axw
23493	qtl
23496	SbH
23499	xsr
23501	bEv
Alh
grb
bHv
23507	ArD
23509	rAy
23511	kyf
wry
swA
Axw
23516	qwl
23521	Ejz
23524	kwn
mvl
23528	grb
23530	wry
swA
Axw
23535	SbH
23538	ndm
23540	Ajl
23542	ktb
23545	bny
23550	qtl
nfs
23553	gyr
nfs
23556	fsd
23559	ArD
23563	qtl
23565	nws
jmE
23569	Hyy
23574	Hyy
23576	nws
jmE
23581	jyA
23583	rsl
23587	byn
23590	kvr
23593	bEd
23597	ArD
23599	srf
23602	jzy
23604	Hrb
23606	Alh
23608	rsl
23611	sEy
23615	ArD
fsd
23618	qtl
23621	Slb
23624	qTE
ydy
23628	rjl
23631	xlf
23633	nfy
23637	ArD
23641	xzy
23644	dnw
23650	Axr
E*b
EZm
23655	twb
23658	qbl
23660	qdr
23665	Elm
23668	Alh
gfr
rHm
23674	Amn
23676	wqy
23678	Alh
23680	bgy
23685	wsl
23687	jhd
23690	sbl
23694	flH
23698	kfr
23707	ArD
jmE
23710	mvl
23715	fdy
23720	E*b
ywm
23723	qwm
23725	qbl
23731	E*b
Alm
rwd
23736	xrj
23740	nwr
23745	xrj
23751	E*b
qwm
23755	srq
23758	srq
23760	qTE
23762	ydy
23764	jzy
23767	ksb
23769	nkl
23771	Alh
23773	Alh
Ezz
Hkm
23778	twb
23780	bEd
Zlm
23784	SlH
23787	Alh
twb
23792	Alh
gfr
rHm
23797	Elm
23799	Alh
23802	mlk
23804	smw
23807	ArD
E*b
23810	$yA
23812	gfr
23815	$yA
23817	Alh
23819	kll
$yA
qdr
23825	rsl
23827	Hzn
23830	srE
23834	kfr
23837	qwl
23839	Amn
23842	fwh
23846	Amn
qlb
23852	hwd
23854	smE
23857	k*b
smE
23860	qwm
Axr
23863	Aty
23866	Hrf
23869	klm
23871	bEd
wDE
23874	qwl
23877	Aty
23881	Ax*
23887	Aty
23891	H*r
23895	rwd
Alh
ftn
23901	mlk
23905	Alh
$yA
23910	rwd
Alh
23913	Thr
qlb
23920	dnw
xzy
23927	Axr
E*b
EZm
smE
23933	k*b
Akl
23937	sHt
23940	jyA
23944	Hkm
byn
23948	ErD
23953	ErD
23958	Drr
23961	$yA
23964	Hkm
23967	Hkm
byn
23972	qsT
23974	Alh
Hbb
23977	qsT
23979	kyf
Hkm
23984	End
23990	Hkm
Alh
23993	wly
23996	bEd
24003	Amn
24006	nzl
24012	hdy
24014	nwr
Hkm
24019	nbA
24021	slm
24025	hwd
24029	rbb
24032	Hbr
24035	HfZ
24038	ktb
Alh
24041	kwn
24045	$hd
24048	x$y
24051	nws
24053	x$y
24058	$ry
24061	Ayy
24063	vmn
qll
24068	Hkm
24071	nzl
Alh
24077	kfr
24079	ktb
24087	nfs
24090	nfs
24093	Eyn
24096	Eyn
24099	Anf
24102	Anf
24105	A*n
24108	A*n
24111	snn
24114	snn
24117	jrH
qSS
24121	Sdq
24126	kfr
24132	Hkm
24135	nzl
Alh
24141	Zlm
24143	qfw
24146	Avr
24150	bny
24152	Sdq
24155	byn
ydy
24162	Aty
24169	hdy
24171	nwr
24173	Sdq
24176	byn
ydy
24183	hdy
24185	wEZ
24188	wqy
24191	Hkm
Ahl
24197	nzl
Alh
24204	Hkm
24207	nzl
Alh
24213	fsq
24215	nzl
24220	ktb
24223	Hqq
Sdq
24227	byn
ydy
24232	ktb
24234	hmn
24238	Hkm
byn
24243	nzl
Alh
24247	tbE
hwy
24252	jyA
24256	Hqq
24258	kll
jEl
24263	$rE
24265	nhj
24268	$yA
Alh
24271	jEl
24273	Amm
wHd
24278	blw
24282	Aty
24285	sbq
24288	xyr
24290	Alh
rjE
24293	jmE
24295	nbA
24299	kwn
24303	xlf
24307	Hkm
byn
24312	nzl
Alh
24316	tbE
hwy
24320	H*r
24323	ftn
24327	bED
24329	nzl
Alh
24335	wly
24338	Elm
24341	rwd
Alh
24344	Swb
24347	bED
*nb
24352	kvr
24355	nws
24357	fsq
24360	Hkm
24362	jhl
bgy
24367	Hsn
24369	Alh
Hkm
24372	qwm
yqn
24378	Amn
24381	Ax*
24387	nSr
wly
bED
24391	wly
bED
24395	wly
24405	Alh
24407	hdy
24409	qwm
24411	Zlm
24413	rAy
24416	qlb
24418	mrD
srE
24423	qwl
24425	x$y
24427	Swb
24429	dwr
24431	Esy
Alh
24434	Aty
24437	ftH
24439	Amr
24441	End
24444	SbH
24448	srr
24451	nfs
24453	ndm
24455	qwl
24457	Amn
24462	qsm
24465	Alh
jhd
ymn
24474	HbT
Eml
24478	SbH
24480	xsr
24484	Amn
24487	rdd
24491	dyn
24495	Aty
Alh
24498	qwm
Hbb
24502	Hbb
24505	*ll
24508	Amn
Ezz
24512	kfr
jhd
24516	sbl
Alh
24520	xwf
24522	lwm
lwm
24525	fDl
Alh
Aty
24530	$yA
24532	Alh
wsE
Elm
24537	wly
24539	Alh
24541	rsl
24545	Amn
24548	qwm
24551	Slw
24553	Aty
24556	zkw
24559	rkE
24562	wly
Alh
24565	rsl
24569	Amn
24573	Hzb
Alh
24577	glb
24581	Amn
24584	Ax*
24587	Ax*
24589	dyn
24591	hzA
24593	lEb
24596	Aty
24599	ktb
24601	qbl
24605	kfr
wly
24608	wqy
24610	Alh
24612	kwn
24614	Amn
24617	ndw
24621	Slw
Ax*
24625	hzA
24627	lEb
24632	qwm
24634	Eql
24636	qwl
24638	Ahl
24640	ktb
24642	nqm
24648	Amn
24651	Alh
24654	nzl
24659	nzl
24661	qbl
24664	kvr
24666	fsq
qwl
24669	nbA
24672	$rr
24675	vwb
End
Alh
24679	lEn
24681	Alh
24683	gDb
24687	jEl
24691	qrd
24694	xnzr
24696	Ebd
24698	Tgy
24700	$rr
kwn
24703	Dll
24705	swy
24707	sbl
24710	jyA
24713	qwl
24715	Amn
24719	dxl
24723	kfr
24727	xrj
24732	Alh
Elm
24736	kwn
24738	ktm
24741	rAy
kvr
24745	srE
24749	Avm
24752	Edw
24754	Akl
24757	sHt
24759	bAs
24761	kwn
24763	Eml
24766	nhy
24769	rbb
24772	Hbr
24774	qwl
24777	Avm
24779	Akl
24782	sHt
24784	bAs
24786	kwn
24788	SnE
24791	qwl
24794	ydy
Alh
gll
gll
ydy
24801	lEn
24805	qwl
24808	ydy
24810	bsT
nfq
kyf
$yA
24816	zyd
24818	kvr
24822	nzl
24826	rbb
24828	Tgy
24830	kfr
24832	lqy
24834	byn
24837	Edw
24840	bgD
24842	ywm
24844	qwm
kll
wqd
24848	nwr
24851	Hrb
TfA
24854	Alh
24856	sEy
24860	ArD
fsd
24863	Alh
24865	Hbb
24867	fsd
24871	Ahl
24873	ktb
Amn
24877	wqy
24880	kfr
24884	swA
24888	dxl
24891	jnn
24893	nEm
24898	qwm
24907	nzl
24911	rbb
24914	Akl
24917	fwq
24921	tHt
rjl
24926	Amm
qSd
24929	kvr
24932	swA
24934	Eml
24939	rsl
blg
24942	nzl
24946	rbb
24951	fEl
24954	blg
24956	rsl
24959	Alh
ESm
24964	nws
24966	Alh
24968	hdy
24970	qwm
24972	kfr
qwl
24975	Ahl
24977	ktb
lys
24981	$yA
24983	qwm
24992	nzl
24996	rbb
25000	zyd
25002	kvr
25006	nzl
25010	rbb
25012	Tgy
25014	kfr
25017	Asw
25020	qwm
25022	kfr
25025	Amn
25029	hwd
25033	SbA
25036	nSr
25038	Amn
25040	Alh
25043	ywm
25045	Axr
25047	Eml
SlH
25051	xwf
25057	Hzn
25061	Ax*
25063	wvq
bny
25067	rsl
25071	rsl
kll
jyA
25075	rsl
25079	hwy
nfs
25082	frq
k*b
25086	frq
qtl
25090	Hsb
25094	kwn
ftn
25097	Emy
25100	Smm
25103	twb
Alh
25108	Emy
25111	Smm
25113	kvr
25117	Alh
bSr
25121	Eml
25125	kfr
25127	qwl
25130	Alh
25134	bny
25137	qwl
25141	bny
25143	Ebd
25145	Alh
rbb
25149	rbb
25154	$rk
25156	Alh
25159	Hrm
Alh
25164	jnn
25166	Awy
25169	nwr
25174	Zlm
25176	nSr
25179	kfr
25181	qwl
25184	Alh
vlv
vlv
25190	Alh
25192	Alh
wHd
25197	nhy
25201	qwl
25204	mss
25207	kfr
25211	E*b
Alm
25216	twb
25219	Alh
25221	gfr
25225	Alh
gfr
rHm
25231	bny
25234	rsl
25236	xlw
25238	qbl
25241	rsl
25243	Amm
25245	Sdq
kwn
25248	Akl
25251	TEm
nZr
kyf
byn
25258	Ayy
25260	nZr
Any
Afk
25264	qwl
25266	Ebd
25269	dwn
Alh
25273	mlk
25276	Drr
25279	nfE
25281	Alh
25284	smE
25286	Elm
qwl
25289	Ahl
25291	ktb
25293	glw
25296	dyn
25298	gyr
25300	Hqq
25303	tbE
25305	hwy
qwm
25308	Dll
25311	qbl
25313	Dll
25315	kvr
25317	Dll
25320	swy
25322	sbl
lEn
25325	kfr
25328	bny
25331	lsn
25335	bny
25340	ESy
25343	kwn
25345	Edw
25347	kwn
25350	nhy
25353	nkr
fEl
25358	bAs
25360	kwn
25362	fEl
25364	rAy
kvr
25368	wly
25371	kfr
25374	bAs
25376	qdm
25379	nfs
25382	sxT
Alh
25389	E*b
25391	xld
25394	kwn
25396	Amn
25399	Alh
25402	nbA
25405	nzl
25409	Ax*
25412	wly
25415	kvr
25418	fsq
25420	wjd
25422	$dd
25424	nws
Edw
25428	Amn
25434	$rk
25438	wjd
25440	qrb
25442	wdd
25445	Amn
25448	qwl
25452	nSr
25458	qss
25460	rhb
25465	kbr
25469	smE
25472	nzl
25475	rsl
rAy
Eyn
25479	fyD
25482	dmE
25485	Erf
25489	Hqq
qwl
25492	rbb
25494	Amn
25497	ktb
25501	$hd
25507	Amn
25509	Alh
25512	jyA
25516	Hqq
25518	TmE
25520	dxl
25522	rbb
25526	qwm
25528	SlH
25530	vwb
25532	Alh
25535	qwl
25537	jnn
jry
25540	tHt
25543	nhr
xld
25549	jzy
25551	Hsn
25554	kfr
25557	k*b
25560	Ayy
25563	SHb
25565	jHm
25569	Amn
25572	Hrm
25574	Tyb
25576	Hll
Alh
25582	Edw
25585	Alh
25587	Hbb
25589	Edw
25591	Akl
25595	rzq
25597	Alh
Hll
Tyb
25601	wqy
25603	Alh
25608	Amn
25610	Ax*
25612	Alh
25615	lgw
25617	ymn
25621	Ax*
25625	Eqd
25628	ymn
25630	kfr
25632	TEm
E$r
skn
25636	wsT
25638	TEm
25640	Ahl
25643	ksw
25646	Hrr
rqb
25651	wjd
25653	Swm
vlv
ywm
25657	kfr
ymn
25661	Hlf
25664	HfZ
25666	ymn
25670	byn
Alh
25674	Ayy
25678	$kr
25683	Amn
25688	xmr
25691	ysr
25694	nSb
25697	zlm
rjs
25700	Eml
25702	$Tn
25704	jnb
25709	flH
25713	rwd
25715	$Tn
25717	wqE
byn
25721	Edw
25724	bgD
25727	xmr
25730	ysr
25732	Sdd
25735	*kr
Alh
25740	Slw
25744	nhy
25746	TwE
25748	Alh
25750	TwE
25753	rsl
25755	H*r
25759	wly
25762	Elm
25767	rsl
25770	blg
25772	byn
lys
25776	Amn
25779	Eml
25782	SlH
jnH
25786	TEm
25790	wqy
25793	Amn
25796	Eml
25799	SlH
25801	wqy
25804	Amn
25807	wqy
25810	Hsn
25813	Alh
Hbb
25816	Hsn
25820	Amn
25823	blw
25826	Alh
25828	$yA
25831	Syd
nyl
25834	ydy
25837	rmH
25840	Elm
Alh
25843	xwf
25847	gyb
25850	Edw
bEd
25856	E*b
Alm
25861	Amn
25864	qtl
25867	Syd
25870	Hrm
25873	qtl
25877	Emd
25879	jzy
mvl
25882	qtl
25885	nEm
Hkm
25890	Edl
25893	hdy
blg
25896	kEb
25898	kfr
TEm
skn
25902	Edl
25904	Swm
25906	*wq
wbl
Amr
25910	Efw
Alh
25914	slf
25917	Ewd
25919	nqm
Alh
25924	Alh
Ezz
25927	nqm
Hll
25931	Syd
25933	bHr
25935	TEm
25937	mtE
25943	syr
25945	Hrm
25948	Syd
25950	brr
25952	dwm
25954	Hrm
25956	wqy
25958	Alh
25962	H$r
25964	jEl
Alh
25967	kEb
25969	byt
25971	Hrm
qwm
25975	nws
25978	$hr
25980	Hrm
25983	hdy
25986	qld
25989	Elm
25992	Alh
Elm
25997	smw
26002	ArD
26005	Alh
26007	kll
$yA
Elm
Elm
26013	Alh
$dd
26016	Eqb
26019	Alh
gfr
rHm
26025	rsl
26028	blg
26030	Alh
Elm
26033	bdw
26037	ktm
26039	qwl
26041	swy
26043	xbv
26046	Tyb
26049	Ejb
26051	kvr
26053	xbv
26055	wqy
26057	Alh
26059	Awl
26061	lbb
26064	flH
26069	Amn
26072	sAl
26075	$yA
26077	bdw
26080	swA
26084	sAl
26088	Hyn
nzl
26091	qrA
bdw
26095	Efw
Alh
26100	Alh
gfr
Hlm
26104	sAl
26106	qwm
26108	qbl
26111	SbH
26115	kfr
26117	jEl
Alh
26120	bHr
26123	syb
26126	wSl
26129	Hmy
26133	kfr
26135	fry
26138	Alh
26140	k*b
26142	kvr
26145	Eql
26149	qwl
26152	Elw
26156	nzl
Alh
26161	rsl
qwl
26164	Hsb
26167	wjd
26171	Abw
26176	kwn
Abw
26180	Elm
26182	$yA
26185	hdy
26190	Amn
26194	nfs
26197	Drr
26200	Dll
26202	hdy
26205	Alh
rjE
26208	jmE
26210	nbA
26214	kwn
26216	Eml
26221	Amn
26223	$hd
byn
26227	HDr
AHd
26231	mwt
Hyn
26234	wSy
vny
26237	Edl
26241	Axr
26243	gyr
26247	Drb
26251	ArD
26253	Swb
26255	Swb
26257	mwt
Hbs
26262	bEd
26264	Slw
26266	qsm
26269	Alh
26271	ryb
26274	$ry
26277	vmn
26280	kwn
26282	qrb
26285	ktm
$hd
Alh
26294	Avm
26297	Evr
26301	Hqq
26303	Avm
26305	Axr
qwm
26308	qwm
26312	Hqq
26316	wly
26318	qsm
26321	Alh
26323	$hd
26325	Hqq
26327	$hd
26331	Edw
26339	Zlm
26341	dnw
26343	Aty
26347	$hd
26349	wjh
26352	xwf
26355	rdd
ymn
bEd
ymn
26361	wqy
26363	Alh
26365	smE
26368	Alh
26370	hdy
26372	qwm
26374	fsq
ywm
jmE
Alh
26379	rsl
26381	qwl
26383	jwb
26385	qwl
26388	Elm
26394	Elm
26396	gyb
26398	qwl
Alh
26402	bny
26404	*kr
nEm
26411	wld
26414	Ayd
26418	rwH
26420	qds
klm
26423	nws
26426	mhd
26428	khl
26431	Elm
26435	ktb
26438	Hkm
26447	xlq
26450	Tyn
26452	hyA
26454	Tyr
26456	A*n
26459	nfx
26463	kwn
Tyr
26466	A*n
26469	brA
26471	kmh
26474	brS
26476	A*n
26480	xrj
26482	mwt
26484	A*n
26488	kff
26490	bny
26495	jyA
26500	byn
26502	qwl
26504	kfr
26511	sHr
byn
26515	wHy
26519	Hwr
26521	Amn
26527	rsl
26529	qwl
26531	Amn
26534	$hd
26538	slm
26540	qwl
26542	Hwr
26545	bny
26548	TwE
rbb
26552	nzl
26555	myd
26558	smw
qwl
wqy
26562	Alh
26564	kwn
26566	Amn
qwl
26569	rwd
26571	Akl
26575	Tmn
qlb
26579	Elm
26582	Sdq
26586	kwn
26591	$hd
qwl
26594	bny
26596	Alh
26598	rbb
26600	nzl
26603	myd
26606	smw
kwn
26610	Ewd
26612	Awl
26615	Axr
26618	Ayy
26622	rzq
26626	xyr
26628	rzq
qwl
Alh
26633	nzl
26639	kfr
bEd
26646	E*b
26648	E*b
26650	E*b
26652	AHd
26655	Elm
26658	qwl
Alh
26662	bny
26666	qwl
26670	nws
Ax*
26675	Amm
26677	Alh
26679	dwn
Alh
qwl
sbH
26685	kwn
26689	qwl
26691	lys
26695	Hqq
26697	kwn
26699	qwl
26704	Elm
26707	Elm
26710	nfs
26714	Elm
26717	nfs
26722	Elm
26724	gyb
26726	qwl
26732	Amr
26738	Ebd
26740	Alh
rbb
26744	rbb
26747	kwn
26751	$hd
26753	dwm
26759	wfy
26762	kwn
26766	rqb
26772	kll
$yA
$hd
26776	E*b
26781	Ebd
26785	gfr
26793	Ezz
26795	Hkm
qwl
Alh
26799	ywm
nfE
26802	Sdq
Sdq
26807	jnn
jry
26810	tHt
26813	nhr
xld
26817	Abd
rDw
Alh
26823	rDw
26829	fwz
26831	EZm
26833	Alh
mlk
26836	smw
26839	ArD
26847	kll
$yA
qdr
26851	Hmd
26853	Alh
26855	xlq
26857	smw
26860	ArD
26862	jEl
26864	Zlm
26867	nwr
26870	kfr
26873	rbb
26875	Edl
26879	xlq
26882	Tyn
26884	qDy
Ajl
26887	Ajl
smw
End
26893	mry
26897	Alh
26900	smw
26904	ArD
Elm
srr
26909	jhr
26912	Elm
26914	ksb
26918	Aty
26921	Ayy
26923	Ayy
rbb
26927	kwn
26931	ErD
26934	k*b
26938	Hqq
26940	jyA
26944	Aty
26946	nbA
26948	kwn
26952	hzA
26956	rAy
26959	hlk
26962	qbl
26965	qrn
mkn
26971	ArD
26974	mkn
26978	rsl
26981	smw
26984	drr
26986	jEl
26989	nhr
jry
26992	tHt
26995	hlk
26999	*nb
27002	n$A
27005	bEd
27007	qrn
Axr
27011	nzl
27015	ktb
27017	qrTs
27019	lms
27023	ydy
27026	qwl
27028	kfr
27033	sHr
byn
27036	qwl
27039	nzl
27042	mlk
27045	nzl
27047	mlk
27049	qDy
27051	Amr
27054	nZr
27058	jEl
27061	mlk
27063	jEl
27066	rjl
27069	lbs
27074	lbs
27079	hzA
27081	rsl
27083	qbl
27086	Hyq
27089	sxr
27094	kwn
27098	hzA
27100	qwl
syr
27105	ArD
27107	nZr
27109	kyf
kwn
Eqb
27113	k*b
qwl
27120	smw
27123	ArD
qwl
27126	Alh
ktb
27129	nfs
27132	rHm
27134	jmE
27138	ywm
27140	qwm
27142	ryb
27146	xsr
27148	nfs
27153	Amn
27159	skn
27162	lyl
27165	nhr
27169	smE
27171	Elm
qwl
27174	gyr
Alh
Ax*
wly
fTr
27180	smw
27183	ArD
27186	TEm
27189	TEm
qwl
27193	Amr
27196	kwn
Awl
27199	slm
27202	kwn
27206	$rk
qwl
27210	xwf
27212	ESy
27214	rbb
27216	E*b
ywm
EZm
27220	Srf
27226	rHm
27231	fwz
27233	byn
27236	mss
27238	Alh
27240	Drr
27243	k$f
27250	mss
27253	xyr
27257	kll
$yA
qdr
27263	qhr
fwq
Ebd
27270	Hkm
27272	xbr
qwl
27275	$yA
kbr
$hd
qwl
Alh
$hd
byn
27284	byn
27287	wHy
27292	qrA
27294	n*r
27300	blg
27305	$hd
27309	Alh
Alh
Axr
qwl
27314	$hd
qwl
27319	Alh
wHd
27324	brA
27327	$rk
27330	Aty
27334	ktb
Erf
27340	Erf
27342	bny
27345	xsr
27347	nfs
27352	Amn
27356	Zlm
27359	fry
27361	Alh
k*b
27364	k*b
27366	Ayy
27371	flH
27373	Zlm
27375	ywm
H$r
27378	jmE
27380	qwl
27383	$rk
27386	$rk
27389	kwn
27391	zEm
27395	kwn
ftn
27400	qwl
27403	Alh
rbb
27407	kwn
27409	$rk
nZr
kyf
k*b
27415	nfs
27418	Dll
27422	kwn
27424	fry
27430	smE
27434	jEl
27437	qlb
27439	knn
27441	fqh
27446	A*n
27448	wqr
27451	rAy
27453	kll
Ayy
27456	Amn
27462	jyA
27465	jdl
27468	qwl
27470	kfr
27475	sTr
27477	Awl
27480	nhy
27485	nAy
27491	hlk
27494	nfs
27498	$Er
27502	rAy
27504	wqf
27508	nwr
27510	qwl
27515	rdd
27518	k*b
27520	Ayy
rbb
27524	kwn
27527	Amn
27529	bdw
27533	kwn
27535	xfy
27538	qbl
27541	rdd
27544	Ewd
27548	nhy
27556	k*b
27558	qwl
27563	Hyy
27566	dnw
27571	bEv
27574	rAy
27576	wqf
27579	rbb
27581	qwl
27583	lys
27587	Hqq
qwl
27592	rbb
27594	qwl
27596	*wq
27599	E*b
27602	kwn
27604	kfr
27607	xsr
27609	k*b
27612	lqy
Alh
27616	jyA
27619	swE
bgt
qwl
27624	Hsr
27628	frT
27634	Hml
27636	wzr
27639	Zhr
27642	swA
27644	wzr
27649	Hyy
27651	dnw
27653	lEb
27655	lhw
27659	dwr
27661	Axr
xyr
27665	wqy
27670	Eql
27673	Elm
27677	Hzn
27680	qwl
27686	k*b
27692	Zlm
27694	Ayy
Alh
jHd
27701	k*b
rsl
27704	qbl
27707	Sbr
27711	k*b
27714	A*y
27717	Aty
27719	nSr
27723	bdl
27725	klm
Alh
27730	jyA
27733	nbA
27735	rsl
27738	kwn
kbr
27742	ErD
27746	TwE
27749	bgy
nfq
27753	ArD
27755	slm
27758	smw
27760	Aty
27763	Ayy
27766	$yA
Alh
27769	jmE
27773	hdy
27776	kwn
27780	jhl
27783	jwb
27785	smE
27789	mwt
bEv
27792	Alh
27796	rjE
27799	qwl
27802	nzl
27805	Ayy
27807	rbb
27809	qwl
27811	Alh
qdr
27815	nzl
Ayy
27819	kvr
27822	Elm
27827	dbb
27830	ArD
27833	Tyr
Tyr
27836	jnH
27839	Amm
mvl
27843	frT
27847	ktb
27849	$yA
27852	rbb
27854	H$r
27858	k*b
27861	Ayy
27863	Smm
27865	bkm
27868	Zlm
27870	$yA
Alh
Dll
27876	$yA
jEl
27880	SrT
qwm
qwl
27884	rAy
27888	Aty
27890	E*b
Alh
27893	Aty
27896	swE
27898	gyr
Alh
dEw
27903	kwn
27905	Sdq
27908	dEw
27911	k$f
27913	dEw
27918	$yA
27920	nsy
27923	$rk
27928	rsl
27931	Amm
27933	qbl
27936	Ax*
27941	bAs
27944	Drr
27947	DrE
27952	jyA
27954	bAs
27956	DrE
27960	qsw
qlb
27964	zyn
27968	$Tn
27970	kwn
27972	Eml
27976	nsy
27979	*kr
27983	ftH
27987	bwb
kll
$yA
27992	frH
27996	Aty
27998	Ax*
28001	bgt
28005	bls
28007	qTE
dbr
28010	qwm
28012	Zlm
28016	Hmd
28018	Alh
rbb
28021	Elm
qwl
28024	rAy
28027	Ax*
Alh
smE
28032	bSr
28035	xtm
28037	qlb
28040	Alh
gyr
Alh
Aty
28047	nZr
kyf
Srf
28051	Ayy
28054	Sdf
28056	qwl
28058	rAy
28062	Aty
28064	E*b
Alh
bgt
28068	jhr
28070	hlk
28073	qwm
28075	Zlm
28078	rsl
28080	rsl
28082	b$r
28084	n*r
28087	Amn
28089	SlH
28092	xwf
28098	Hzn
28102	k*b
28105	Ayy
28107	mss
28110	E*b
28113	kwn
28115	fsq
28117	qwl
28119	qwl
28122	End
28124	xzn
Alh
28128	Elm
28130	gyb
28133	qwl
28138	mlk
28140	tbE
28143	wHy
28146	qwl
28148	swy
28150	Emy
28153	bSr
28157	fkr
28160	n*r
28164	xwf
28167	H$r
28170	rbb
28172	lys
28176	dwn
28178	wly
28181	$fE
28184	wqy
28188	Trd
28190	dEw
28192	rbb
28196	gdw
28199	E$w
rwd
28202	wjh
28208	Hsb
28211	$yA
28215	Hsb
28220	$yA
28222	Trd
28225	kwn
28228	Zlm
28232	ftn
28234	bED
28237	bED
28239	qwl
28243	mnn
Alh
28248	byn
28251	lys
Alh
28254	Elm
28257	$kr
28260	jyA
28263	Amn
28266	Ayy
28269	qwl
slm
28273	ktb
rbb
28277	nfs
28280	rHm
28284	Eml
28287	swA
28289	jhl
28291	twb
28293	bEd
28296	SlH
28300	gfr
rHm
28305	fSl
28307	Ayy
28310	byn
sbl
28313	jrm
qwl
28317	nhy
28320	Ebd
28322	dEw
28325	dwn
Alh
qwl
28329	tbE
hwy
28333	Dll
28341	hdy
qwl
28346	byn
28348	rbb
28351	k*b
28356	End
28359	Ejl
28365	Hkm
28368	Alh
qSS
28371	Hqq
28374	xyr
28376	fSl
qwl
28380	End
28383	Ejl
28388	qDy
28390	Amr
byn
28394	byn
28397	Alh
Elm
28401	Zlm
28403	End
28405	ftH
28407	gyb
28409	Elm
28414	Elm
28418	brr
28421	bHr
28424	sqT
28426	wrq
28428	Elm
28432	Hbb
28434	Zlm
28436	ArD
28439	rTb
28442	ybs
28445	ktb
byn
28450	wfy
28454	lyl
28456	Elm
28458	jrH
28462	nhr
28464	bEv
28469	qDy
Ajl
smw
28475	rjE
28478	nbA
28482	kwn
28484	Eml
28489	qhr
fwq
Ebd
28494	rsl
28497	HfZ
28500	jyA
AHd
28504	mwt
wfy
28507	rsl
28512	frT
28515	rdd
28518	Alh
wly
28522	Hqq
28527	Hkm
28530	srE
28532	Hsb
qwl
28535	njw
28538	Zlm
28540	brr
28543	bHr
dEw
28547	DrE
28549	xfy
28552	njw
28557	kwn
28561	$kr
qwl
Alh
njw
28570	kll
krb
28574	$rk
28576	qwl
28579	qdr
28582	bEv
28585	E*b
28587	fwq
28591	tHt
rjl
28595	lbs
28597	$yE
28599	*wq
bED
28602	bAs
bED
nZr
kyf
Srf
28608	Ayy
28611	fqh
28614	k*b
28617	qwm
28622	Hqq
qwl
lys
28629	wkl
28631	kll
nbA
qrr
28636	Elm
28640	rAy
28643	xwD
28646	Ayy
28649	ErD
28653	xwD
28656	Hdv
gyr
28662	nsy
28666	$Tn
28669	qEd
bEd
28672	*kr
28675	qwm
28677	Zlm
28682	wqy
28685	Hsb
28688	$yA
28691	*kr
28694	wqy
28697	w*r
28699	Ax*
28701	dyn
28703	lEb
28705	lhw
28707	grr
28710	Hyy
28712	dnw
28714	*kr
28718	bsl
nfs
28722	ksb
lys
28727	dwn
Alh
wly
28732	$fE
28735	Edl
kll
Edl
28739	Ax*
28744	bsl
28748	ksb
28752	$rb
28754	Hmm
28756	E*b
Alm
28760	kwn
28762	kfr
28764	qwl
28766	dEw
28768	dwn
Alh
28772	nfE
28776	Drr
28779	rdd
28781	Eqb
28783	bEd
28785	hdy
28787	Alh
28790	hwy
28793	$Tn
28796	ArD
Hyr
28800	SHb
dEw
28806	hdy
Aty
28809	qwl
28811	hdy
Alh
28815	hdy
28817	Amr
28820	slm
28822	rbb
28824	Elm
28827	qwm
28830	Slw
28832	wqy
28840	H$r
28845	xlq
28847	smw
28850	ArD
28853	Hqq
28855	ywm
qwl
kwn
28859	kwn
qwl
28863	Hqq
28868	mlk
ywm
nfx
28873	Swr
Elm
28876	gyb
28879	$hd
28883	Hkm
28885	xbr
28888	qwl
28891	Abw
28895	Ax*
Snm
Alh
28900	rAy
28903	qwm
28906	Dll
byn
28911	rAy
28913	mlk
28915	smw
28918	ArD
28921	kwn
28924	yqn
28927	jnn
28931	lyl
rAy
kwkb
qwl
28936	rbb
28940	Afl
qwl
28943	Hbb
28945	Afl
28948	rAy
28950	qmr
bzg
qwl
28954	rbb
28958	Afl
qwl
28963	hdy
28965	rbb
28968	kwn
28972	qwm
28974	Dll
28977	rAy
28979	$ms
bzg
qwl
28983	rbb
28986	kbr
28989	Afl
qwl
28992	qwm
28996	brA
28999	$rk
29003	wjh
29005	wjh
29009	fTr
29011	smw
29014	ArD
Hnf
29021	$rk
29023	Hjj
29025	qwm
29027	qwl
29029	Hjj
29033	Alh
29036	hdy
29040	xwf
29042	$rk
29048	$yA
rbb
29051	$yA
wsE
rbb
29055	kll
$yA
Elm
29061	*kr
29064	kyf
xwf
29067	$rk
29071	xwf
29075	$rk
29078	Alh
29081	nzl
29086	slT
29090	frq
Hqq
29094	Amn
29096	kwn
29098	Elm
29101	Amn
29105	lbs
29107	Amn
29110	Zlm
29115	Amn
29118	hdy
29121	Hjj
29123	Aty
29128	qwm
29130	rfE
drj
29133	$yA
29135	rbb
29137	Hkm
Elm
29140	whb
29147	kll
hdy
29152	hdy
29155	qbl
29158	*rr
29174	jzy
29176	Hsn
29185	kll
29188	SlH
29199	kll
fDl
29204	Elm
29207	Abw
29210	*rr
29213	Axw
29216	jby
29220	hdy
29224	SrT
qwm
29227	hdy
Alh
hdy
29233	$yA
29235	Ebd
29239	$rk
29242	HbT
29246	kwn
29248	Eml
29252	Aty
29256	ktb
29259	Hkm
29262	nbA
29265	kfr
29271	wkl
29275	qwm
lys
29281	kfr
29284	hdy
Alh
29288	hdy
29290	qdw
qwl
29293	sAl
29297	Ajr
29301	*kr
29304	Elm
29307	qdr
29309	Alh
Hqq
qdr
29314	qwl
29317	nzl
Alh
29320	b$r
29322	$yA
qwl
29325	nzl
29327	ktb
29329	jyA
29333	nwr
29335	hdy
29338	nws
jEl
29342	qrTs
bdw
29347	xfy
29349	kvr
29351	Elm
29355	Elm
29360	Abw
29362	qwl
Alh
29365	w*r
29368	xwD
29370	lEb
29374	ktb
nzl
29378	brk
Sdq
29381	byn
ydy
29386	n*r
Amm
29389	qry
29392	Hwl
29396	Amn
29400	Axr
Amn
29408	Slw
29410	HfZ
29414	Zlm
29417	fry
29419	Alh
k*b
29422	qwl
wHy
29428	wHy
29431	$yA
29434	qwl
29436	nzl
mvl
29439	nzl
Alh
29443	rAy
29446	Zlm
29448	gmr
29450	mwt
29453	mlk
bsT
ydy
29457	xrj
29459	nfs
29462	ywm
jzy
29465	E*b
29467	hwn
29470	kwn
29472	qwl
29475	Alh
gyr
29478	Hqq
29480	kwn
29483	Ayy
29485	kbr
29490	jyA
29493	frd
29496	xlq
29499	Awl
mrr
29502	trk
29505	xwl
29508	wry
Zhr
29513	rAy
29516	$fE
29519	zEm
29525	$rk
29528	qTE
byn
29532	Dll
29536	kwn
29538	zEm
29541	Alh
flq
29544	Hbb
29547	nwy
xrj
29550	Hyy
29553	mwt
29555	xrj
29557	mwt
29560	Hyy
29562	Alh
29564	Any
Afk
29567	flq
29569	SbH
29571	jEl
29573	lyl
skn
29577	$ms
29580	qmr
Hsb
29583	qdr
29585	Ezz
29587	Elm
29591	jEl
29595	njm
29597	hdy
29602	Zlm
29604	brr
29607	bHr
29609	fSl
29612	Ayy
29614	qwm
Elm
29620	n$A
29623	nfs
wHd
29626	qrr
29628	wdE
29630	fSl
29633	Ayy
29635	qwm
fqh
29641	nzl
29644	smw
mwh
29647	xrj
29651	nbt
kll
$yA
29655	xrj
29659	xDr
xrj
29663	Hbb
rkb
29668	nxl
29670	TlE
29672	qnw
dnw
29675	jnn
29677	Enb
29680	zyt
29683	rmn
$bh
29686	gyr
$bh
nZr
29691	vmr
29694	vmr
29696	ynE
29702	Ayy
29704	qwm
Amn
29708	jEl
29711	Alh
$rk
29714	jnn
29716	xlq
29719	xrq
29723	bny
29725	bny
29727	gyr
Elm
sbH
29732	Elw
29735	wSf
29737	bdE
29739	smw
29742	ArD
Any
kwn
29747	wld
29750	kwn
29753	SHb
29755	xlq
kll
$yA
29761	kll
$yA
Elm
29765	Alh
rbb
29769	Alh
29772	xlq
kll
$yA
29776	Ebd
29782	kll
$yA
wkl
29786	drk
29789	bSr
29792	drk
29794	bSr
29798	lTf
29800	xbr
29802	jyA
29804	bSr
29806	rbb
29810	bSr
29813	nfs
29817	Emy
29827	HfZ
29831	Srf
29833	Ayy
29836	qwl
29838	drs
29842	byn
29845	qwm
Elm
29848	tbE
29850	wHy
29854	rbb
29857	Alh
29861	ErD
29864	$rk
29867	$yA
Alh
29870	$rk
29874	jEl
29879	HfZ
29886	wkl
29889	sbb
29892	dEw
29895	dwn
Alh
29898	sbb
29900	Alh
Edw
29903	gyr
Elm
29907	zyn
29910	kll
Amm
Eml
29916	rbb
29918	rjE
29921	nbA
29925	kwn
29927	Eml
29930	qsm
29933	Alh
jhd
ymn
29939	jyA
29941	Ayy
29943	Amn
29947	qwl
29951	Ayy
End
Alh
29956	$Er
29961	jyA
29963	Amn
29966	qlb
fAd
29970	bSr
29975	Amn
29979	Awl
mrr
29982	w*r
29985	Tgy
29987	Emh
29993	nzl
29998	mlk
30000	klm
30003	mwt
30005	H$r
30009	kll
$yA
qbl
30013	kwn
30016	Amn
30020	$yA
Alh
30024	kvr
30026	jhl
30031	jEl
30034	kll
nbA
Edw
$Tn
30039	Ans
30042	jnn
wHy
bED
30047	bED
zxrf
30050	qwl
grr
30054	$yA
rbb
30058	fEl
30062	w*r
30066	fry
30070	Sgw
30073	fAd
30076	Amn
30080	Axr
30083	rDw
30088	qrf
30092	qrf
30095	gyr
Alh
bgy
Hkm
30102	nzl
30106	ktb
fSl
30110	Aty
30114	ktb
Elm
30119	nzl
30121	rbb
30125	Hqq
30128	kwn
30132	mry
30134	tmm
klm
rbb
30138	Sdq
30140	Edl
30142	bdl
30144	klm
30149	smE
30151	Elm
30154	TwE
kvr
30159	ArD
Dll
30164	sbl
Alh
30167	tbE
30171	Znn
30176	xrS
30179	rbb
30182	Elm
30184	Dll
30186	sbl
30190	Elm
30193	hdy
30195	Akl
30199	*kr
smw
Alh
30205	kwn
30208	Ayy
30210	Amn
30217	Akl
30221	*kr
smw
Alh
30228	fSl
30232	Hrm
30237	Drr
30243	kvr
30245	Dll
30248	hwy
30251	gyr
Elm
30254	rbb
30257	Elm
30260	Edw
30262	w*r
30264	Zhr
30266	Avm
30268	bTn
30272	ksb
30275	Avm
30277	jzy
30281	kwn
30283	qrf
30287	Akl
30292	*kr
smw
Alh
30301	fsq
30305	$Tn
30307	wHy
30310	wly
30313	jdl
30318	TwE
30324	$rk
30328	kwn
mwt
30331	Hyy
30335	jEl
30339	nwr
m$y
30345	nws
30348	mvl
30352	Zlm
lys
30355	xrj
30360	zyn
30363	kfr
30365	kwn
30367	Eml
30372	jEl
30375	kll
qry
kbr
jrm
30381	mkr
30387	mkr
30391	nfs
30395	$Er
30399	jyA
30401	Ayy
qwl
30405	Amn
30407	Aty
mvl
30410	Aty
rsl
Alh
Alh
Elm
Hyv
jEl
rsl
30420	Swb
30422	jrm
30424	Sgr
End
Alh
30428	E*b
$dd
30432	kwn
30434	mkr
30438	rwd
Alh
30441	hdy
30443	$rH
Sdr
30448	slm
30451	rwd
30453	Dll
30455	jEl
Sdr
30458	Dyq
Hrj
30462	SEd
30465	smw
30468	jEl
Alh
30471	rjs
30475	Amn
30479	SrT
rbb
30482	qwm
30484	fSl
30487	Ayy
30489	qwm
*kr
30494	dwr
30496	slm
End
rbb
30502	wly
30506	kwn
30508	Eml
30511	ywm
H$r
30514	jmE
30516	E$r
30518	jnn
30520	kvr
30524	Ans
30526	qwl
wly
30531	Ans
rbb
30534	mtE
bED
30538	bED
30540	blg
30542	Ajl
30545	Ajl
30549	qwl
30551	nwr
vwy
30554	xld
30559	$yA
Alh
30562	rbb
30564	Hkm
Elm
30569	wly
bED
30572	Zlm
bED
30576	kwn
30578	ksb
30581	E$r
30583	jnn
30586	Ans
30589	Aty
30591	rsl
30594	qSS
30598	Ayy
30601	n*r
30604	lqy
ywm
30608	qwl
30610	$hd
30613	nfs
30616	grr
30619	Hyy
30621	dnw
30623	$hd
30626	nfs
30630	kwn
30632	kfr
30636	kwn
rbb
30639	hlk
30641	qry
30643	Zlm
30645	Ahl
30647	gfl
30650	kll
drj
30654	Eml
30658	rbb
30661	gfl
30664	Eml
30667	rbb
30670	gny
30673	rHm
30675	$yA
*hb
30679	xlf
30681	bEd
30684	$yA
30687	n$A
30690	*rr
qwm
Axr
30695	wEd
30698	Aty
30703	Ejz
qwl
30706	qwm
30708	Eml
30711	kwn
30715	Eml
30718	Elm
30721	kwn
30724	Eqb
30726	dwr
30730	flH
30732	Zlm
30734	jEl
30737	Alh
30740	*rA
30743	Hrv
30746	nEm
nSb
30749	qwl
30753	Alh
30755	zEm
30760	$rk
30764	kwn
30766	$rk
30770	wSl
30772	Alh
30775	kwn
30777	Alh
30780	wSl
30782	$rk
30784	swA
30786	Hkm
30791	zyn
30793	kvr
30796	$rk
qtl
wld
30800	$rk
30803	rdy
30808	lbs
30812	dyn
30816	$yA
Alh
30819	fEl
30823	w*r
30827	fry
30830	qwl
30833	nEm
30835	Hrv
Hjr
30838	TEm
30842	$yA
30844	zEm
30847	nEm
Hrm
Zhr
30852	nEm
30854	*kr
30856	smw
Alh
30860	fry
30864	jzy
30868	kwn
30870	fry
30873	qwl
30877	bTn
30880	nEm
xlS
30883	*kr
30886	Hrm
30888	zwj
30892	kwn
mwt
30898	$rk
30900	jzy
30902	wSf
30906	Hkm
Elm
30909	xsr
30911	qtl
30913	wld
30915	sfh
30917	gyr
Elm
30920	Hrm
30923	rzq
30925	Alh
fry
30928	Alh
30930	Dll
30934	kwn
30936	hdy
30940	n$A
jnn
Er$
30944	gyr
Er$
30948	nxl
30951	zrE
xlf
Akl
30957	zyt
30960	rmn
$bh
30963	gyr
$bh
Akl
30968	vmr
30971	vmr
30973	Aty
30975	Hqq
30977	ywm
HSd
30982	srf
30987	Hbb
30989	srf
30993	nEm
Hml
30996	fr$
Akl
31001	rzq
31003	Alh
31006	tbE
31008	xTw
31010	$Tn
31015	Edw
byn
vmn
zwj
31021	DAn
vny
31026	mEz
vny
qwl
31031	*kr
Hrm
31035	Anv
31038	$ml
31041	rHm
31043	Anv
nbA
31048	Elm
31050	kwn
31052	Sdq
31056	Abl
vny
31061	bqr
vny
qwl
31066	*kr
Hrm
31070	Anv
31073	$ml
31076	rHm
31078	Anv
31080	kwn
31082	$hd
31084	wSy
31086	Alh
31091	Zlm
31094	fry
31096	Alh
k*b
31099	Dll
31101	nws
31103	gyr
Elm
31106	Alh
31108	hdy
31110	qwm
31112	Zlm
qwl
31115	wjd
31118	wHy
31121	Hrm
31123	TEm
TEm
31128	kwn
mwt
31131	dmw
sfH
31134	lHm
xnzr
31139	rjs
31141	fsq
hll
31144	gyr
Alh
31150	Drr
gyr
bgy
31155	Edw
31158	rbb
31160	gfr
rHm
31165	hwd
31167	Hrm
31169	kll
31171	Zfr
31175	bqr
31178	gnm
Hrm
31183	$Hm
31187	Hml
Zhr
31192	Hwy
31195	xlT
31197	EZm
31199	jzy
31203	bgy
31209	Sdq
31212	k*b
31216	qwl
rbb
31220	rHm
wsE
31224	rdd
bAs
31229	qwm
31231	jrm
31233	qwl
31235	$rk
31238	$yA
Alh
31241	$rk
31245	Abw
31249	Hrm
31252	$yA
31255	k*b
31258	qbl
31261	*wq
31263	bAs
31265	qwl
31267	End
31270	Elm
31272	xrj
31278	tbE
31282	Znn
31287	xrS
31289	qwl
31292	Alh
31294	Hjj
31296	blg
31299	$yA
31301	hdy
31303	jmE
qwl
31306	lmm
$hd
31310	$hd
31313	Alh
Hrm
31318	$hd
31322	$hd
31327	tbE
hwy
31330	k*b
31333	Ayy
31338	Amn
31342	Axr
31346	rbb
31348	Edl
31350	qwl
Elw
31353	tlw
31355	Hrm
rbb
31362	$rk
31366	$yA
31370	wld
Hsn
31374	qtl
31376	wld
31379	mlq
31381	rzq
31387	qrb
31390	fH$
31392	Zhr
31397	bTn
31400	qtl
31403	nfs
31405	Hrm
Alh
31410	Hqq
31412	wSy
31418	Eql
31422	qrb
31424	mwl
31426	ytm
31431	Hsn
31433	blg
$dd
31437	wfy
31440	kyl
31443	wzn
31446	qsT
31448	klf
nfs
31451	wsE
31455	qwl
31458	Edl
31462	kwn
31464	qrb
31467	Ehd
Alh
wfy
31472	wSy
31478	*kr
31483	SrT
31485	qwm
31487	tbE
31492	tbE
31495	sbl
31497	frq
31501	sbl
31504	wSy
31510	wqy
31513	Aty
31517	ktb
tmm
31521	Hsn
31523	fSl
31525	kll
$yA
31528	hdy
31530	rHm
31534	lqy
rbb
31537	Amn
31541	ktb
nzl
31545	brk
31547	tbE
31551	wqy
31555	rHm
31558	qwl
31562	nzl
31564	ktb
31566	Twf
31568	qbl
31572	kwn
31575	drs
31578	gfl
31580	qwl
31585	nzl
31589	ktb
31591	kwn
31593	hdy
31598	jyA
31600	byn
31602	rbb
31605	hdy
31607	rHm
31610	Zlm
31613	k*b
31615	Ayy
Alh
31618	Sdf
31622	jzy
31624	Sdf
31627	Ayy
31629	swA
31631	E*b
31634	kwn
31636	Sdf
31639	nZr
31643	Aty
31646	mlk
31648	Aty
rbb
31652	Aty
bED
Ayy
rbb
31657	ywm
Aty
bED
Ayy
rbb
31664	nfE
nfs
Amn
31669	kwn
Amn
31672	qbl
31674	ksb
31676	Amn
31678	xyr
qwl
nZr
31684	nZr
31687	frq
31689	dyn
31692	kwn
31694	$yE
lys
31700	$yA
31703	Amr
31706	Alh
31708	nbA
31712	kwn
31714	fEl
31717	jyA
31720	Hsn
31724	E$r
mvl
31729	jyA
31732	swA
31735	jzy
31737	mvl
31742	Zlm
31744	qwl
31747	hdy
31749	rbb
31752	SrT
qwm
dyn
qwm
mll
31758	Hnf
31761	kwn
31764	$rk
qwl
31767	Slw
31770	nsk
31773	Hyy
31776	mwt
31779	Alh
rbb
31782	Elm
31784	$rk
31790	Amr
31794	Awl
31796	slm
qwl
31799	gyr
Alh
bgy
rbb
31805	rbb
kll
$yA
31810	ksb
kll
nfs
31818	wzr
wzr
wzr
Axr
31824	rbb
31826	rjE
31829	nbA
31833	kwn
31837	xlf
31842	jEl
31844	xlf
31846	ArD
31848	rfE
bED
31851	fwq
bED
drj
31855	blw
31859	Aty
31862	rbb
31864	srE
31866	Eqb
31871	gfr
rHm
31874	ktb
nzl
31880	kwn
31882	Sdr
31884	Hrj
31888	n*r
31892	*kr
31895	Amn
tbE
31899	nzl
31903	rbb
31907	tbE
31910	dwn
31912	wly
qll
31915	*kr
31920	qry
hlk
31925	jyA
31927	bAs
31929	byt
31932	qyl
31935	kwn
dEw
31939	jyA
31941	bAs
31945	qwl
31949	kwn
31951	Zlm
31954	sAl
31957	rsl
31962	sAl
31965	rsl
31968	qSS
31973	Elm
31976	kwn
31978	gyb
31981	wzn
31984	Hqq
31987	vql
wzn
31994	flH
31997	xff
wzn
32003	xsr
32005	nfs
32009	kwn
32012	Ayy
32014	Zlm
32019	mkn
32024	ArD
32026	jEl
32032	Ey$
qll
32035	$kr
32040	xlq
32044	Swr
32048	qwl
32052	mlk
sjd
32058	sjd
32063	kwn
32066	sjd
qwl
32069	mnE
32073	sjd
32075	Amr
32078	qwl
32080	xyr
32083	xlq
32087	nwr
32089	xlq
32093	Tyn
qwl
32096	hbT
32101	kwn
32105	kbr
32109	xrj
32114	Sgr
qwl
nZr
32119	ywm
bEv
32122	qwl
32127	nZr
qwl
32132	gwy
32136	qEd
32140	SrT
32143	qwm
32146	Aty
32149	byn
ydy
32154	xlf
32158	ymn
32162	$ml
32166	wjd
kvr
32169	$kr
qwl
xrj
32174	*Am
dHr
32178	tbE
32183	mlA
32188	jmE
32192	skn
32195	zwj
32198	jnn
32200	Akl
32203	Hyv
$yA
32208	qrb
32212	$jr
32214	kwn
32218	Zlm
32220	wsws
32224	$Tn
32226	bdw
32230	wry
32234	swA
32237	qwl
32239	nhy
32241	rbb
32246	$jr
32249	kwn
32251	mlk
32253	kwn
32257	xld
32259	qsm
32268	nSH
32270	dll
32273	grr
32276	*wq
32279	$jr
bdw
32283	swA
32286	Tfq
32288	xSf
32293	wrq
32295	jnn
32297	ndw
32299	rbb
32303	nhy
32308	$jr
32310	qwl
32315	$Tn
32318	Edw
byn
qwl
32322	rbb
32324	Zlm
32326	nfs
32331	gfr
32335	rHm
32338	kwn
32342	xsr
qwl
hbT
32346	bED
32349	bED
Edw
32356	ArD
qrr
32359	mtE
32361	Hyn
qwl
32365	Hyy
32370	mwt
32375	xrj
32378	bny
32381	nzl
32385	lbs
wry
swA
32390	ry$
32392	lbs
32394	wqy
32396	xyr
32399	Ayy
Alh
32403	*kr
32406	bny
32409	ftn
32413	$Tn
32416	xrj
Abw
32421	jnn
nzE
32425	lbs
32428	rAy
32430	swA
32434	rAy
32438	qbl
32441	Hyv
32443	rAy
32448	jEl
32451	$Tn
wly
32456	Amn
32460	fEl
32462	fH$
qwl
32465	wjd
32469	Abw
32472	Alh
Amr
32477	qwl
32479	Alh
32481	Amr
32484	fH$
32486	qwl
32489	Alh
32492	Elm
32494	qwl
Amr
rbb
32500	qsT
32502	qwm
32504	wjh
32506	End
kll
sjd
32510	dEw
32513	xlS
32517	dyn
32520	bdA
32522	Ewd
32524	frq
hdy
32527	frq
Hqq
32532	Dll
32535	Ax*
32538	$Tn
wly
32541	dwn
Alh
32544	Hsb
32548	hdy
32550	bny
32552	Ax*
32554	zyn
32556	End
kll
sjd
32560	Akl
32563	$rb
32567	srf
32572	Hbb
32574	srf
qwl
32577	Hrm
zyn
Alh
32581	xrj
32583	Ebd
32587	Tyb
32590	rzq
qwl
32595	Amn
32599	Hyy
32601	dnw
xlS
ywm
32605	qwm
32608	fSl
32610	Ayy
32612	qwm
Elm
32615	qwl
32618	Hrm
rbb
32622	fH$
32624	Zhr
32629	bTn
32632	Avm
32635	bgy
32637	gyr
32639	Hqq
32642	$rk
32645	Alh
32648	nzl
32651	slT
32654	qwl
32657	Alh
32660	Elm
32664	kll
Amm
Ajl
32669	jyA
Ajl
32673	Axr
32675	swE
32678	qdm
32681	bny
32685	Aty
32688	rsl
32691	qSS
32695	Ayy
32699	wqy
32701	SlH
32704	xwf
32710	Hzn
32714	k*b
32717	Ayy
32720	kbr
32725	SHb
32727	nwr
32731	xld
32734	Zlm
32737	fry
32739	Alh
k*b
32742	k*b
32744	Ayy
32747	nyl
32749	nSb
32753	ktb
32756	jyA
32758	rsl
32760	wfy
32763	qwl
32767	kwn
32769	dEw
32772	dwn
Alh
qwl
32776	Dll
32781	$hd
32784	nfs
32788	kwn
32790	kfr
qwl
dxl
32795	Amm
32797	xlw
32799	qbl
32803	jnn
32806	Ans
32809	nwr
kll
dxl
Amm
lEn
Axw
32818	drk
32822	jmE
qwl
Axr
32827	Awl
32829	rbb
32832	Dll
32836	Aty
32838	E*b
DEf
32842	nwr
qwl
32845	kll
DEf
32850	Elm
32853	qwl
Awl
32857	Axr
32861	kwn
32867	fDl
32869	*wq
32872	E*b
32875	kwn
32877	ksb
32881	k*b
32884	Ayy
32887	kbr
32892	ftH
32895	bwb
32897	smw
32900	dxl
32903	jnn
32905	wlj
32907	jml
32909	smm
32911	xyT
32915	jzy
32917	jrm
32922	mhd
32925	fwq
32927	g$w
32931	jzy
32933	Zlm
32936	Amn
32939	Eml
32942	SlH
32944	klf
nfs
32947	wsE
32950	SHb
32952	jnn
32956	xld
32958	nzE
32962	Sdr
32965	gll
jry
32968	tHt
32971	nhr
32973	qwl
32976	Hmd
32978	Alh
32980	hdy
32986	kwn
32989	hdy
32992	hdy
32994	Alh
32997	jyA
rsl
rbb
33003	Hqq
33005	ndw
33010	jnn
wrv
33016	kwn
33018	Eml
33021	ndw
SHb
33024	jnn
SHb
33027	nwr
33030	wjd
33033	wEd
33035	rbb
33037	Hqq
33040	wjd
33043	wEd
rbb
33046	Hqq
qwl
33051	A*n
A*n
byn
33056	lEn
Alh
33060	Zlm
33062	Sdd
33065	sbl
Alh
33068	bgy
33071	Ewj
33076	Axr
kfr
33079	byn
33081	Hjb
33085	Erf
rjl
Erf
33089	kll
33091	swm
33094	ndw
33096	SHb
33098	jnn
33100	slm
33104	dxl
33109	TmE
33113	Srf
bSr
33116	lqy
SHb
33119	nwr
qwl
33122	rbb
33125	jEl
33129	qwm
33131	Zlm
33133	ndw
SHb
33136	Erf
rjl
Erf
33142	swm
33144	qwl
33147	gny
33150	jmE
33154	kwn
33156	kbr
33161	qsm
33164	nyl
33166	Alh
33168	rHm
dxl
33172	jnn
33174	xwf
33180	Hzn
33183	ndw
SHb
33186	nwr
SHb
33189	jnn
33191	fyD
33197	mwh
33201	rzq
33203	Alh
qwl
33207	Alh
Hrm
33212	kfr
33214	Ax*
33216	dyn
33218	lhw
33220	lEb
33222	grr
33225	Hyy
33227	dnw
33230	ywm
nsy
33235	nsy
33237	lqy
ywm
33243	kwn
33246	Ayy
33248	jHd
33253	jyA
33257	ktb
fSl
33262	Elm
hdy
33265	rHm
33267	qwm
Amn
33271	nZr
33274	Awl
33276	ywm
Aty
Awl
33280	qwl
33282	nsy
33286	qbl
33288	jyA
rsl
rbb
33294	Hqq
33300	$fE
33302	$fE
33307	rdd
33309	Eml
gyr
33312	kwn
33314	Eml
33316	xsr
33318	nfs
33321	Dll
33325	kwn
33327	fry
33330	rbb
33332	Alh
33334	xlq
33336	smw
33339	ArD
33341	stt
ywm
33344	swy
33347	Er$
g$w
33350	lyl
33352	nhr
Tlb
33355	Hvv
33358	$ms
33361	qmr
33364	njm
sxr
33367	Amr
33373	xlq
33376	Amr
brk
Alh
rbb
33381	Elm
dEw
33384	rbb
33386	DrE
33388	xfy
33392	Hbb
33394	Edw
33397	fsd
33401	ArD
bEd
SlH
33406	dEw
33409	xwf
33411	TmE
33413	rHm
Alh
qrb
33418	Hsn
33422	rsl
33424	rwH
b$r
byn
ydy
rHm
33432	qll
sHb
vql
swq
33439	bld
mwt
33442	nzl
33447	mwh
33449	xrj
33454	kll
33456	vmr
33459	xrj
33461	mwt
33464	*kr
33468	bld
33470	Tyb
xrj
nbt
33475	A*n
rbb
33480	xbv
33482	xrj
33484	nkd
33487	Srf
33489	Ayy
33491	qwm
$kr
33496	rsl
33500	qwm
33503	qwl
33505	qwm
33507	Ebd
33509	Alh
33514	Alh
gyr
33519	xwf
33522	E*b
ywm
EZm
qwl
33527	mlA
33529	qwm
33534	rAy
33537	Dll
byn
qwl
33541	qwm
33543	lys
33546	Dll
33550	rsl
33552	rbb
33554	Elm
blg
33557	rsl
rbb
33561	nSH
33565	Elm
33567	Alh
33570	Elm
33574	Ejb
33577	jyA
33579	*kr
33581	rbb
33584	rjl
33588	n*r
33592	wqy
33597	rHm
33600	k*b
33604	njw
33613	flk
33615	grq
33618	k*b
33621	Ayy
33625	kwn
33627	qwm
Emy
33631	Ewd
Axw
33634	hwd
qwl
33637	qwm
33639	Ebd
33641	Alh
33646	Alh
gyr
33652	wqy
33654	qwl
33656	mlA
33658	kfr
33661	qwm
33666	rAy
33669	sfh
33674	Znn
33678	k*b
qwl
33681	qwm
33683	lys
33686	sfh
33690	rsl
33692	rbb
33694	Elm
blg
33697	rsl
rbb
33704	nSH
Amn
33708	Ejb
33711	jyA
33713	*kr
33715	rbb
33718	rjl
33722	n*r
33725	*kr
33728	jEl
33730	xlf
33732	bEd
qwm
33736	zyd
33740	xlq
bsT
33743	*kr
33745	Alw
Alh
33749	flH
33751	qwl
33754	jyA
33758	Ebd
Alh
wHd
33763	w*r
33765	kwn
Ebd
Abw
33770	Aty
33774	wEd
33777	kwn
33781	Sdq
qwl
33784	wqE
33788	rbb
33790	rjs
33792	gDb
33794	jdl
33798	smw
smw
33804	Abw
33807	nzl
Alh
33812	slT
33814	nZr
33822	nZr
33824	njw
33832	rHm
33836	qTE
33838	dbr
33840	k*b
33843	Ayy
33847	kwn
33849	Amn
33853	Axw
33855	SlH
qwl
33858	qwm
33860	Ebd
33862	Alh
33867	Alh
gyr
33871	jyA
33873	byn
33875	rbb
33878	nwq
Alh
33882	Ayy
33884	w*r
33887	Akl
33889	ArD
Alh
33893	mss
33897	swA
33899	Ax*
33901	E*b
Alm
33904	*kr
33907	jEl
33909	xlf
33911	bEd
Ewd
33914	bwA
33918	ArD
Ax*
33922	shl
33924	qSr
33926	nHt
33929	jbl
byt
33932	*kr
33934	Alw
Alh
33938	Evw
33942	ArD
fsd
qwl
33946	mlA
33948	kbr
33951	qwm
33955	DEf
33959	Amn
33963	Elm
33966	SlH
rsl
33969	rbb
33971	qwl
33977	rsl
33980	Amn
qwl
33983	kbr
33989	Amn
33993	kfr
33995	Eqr
33998	nwq
34000	Etw
34003	Amr
rbb
34007	qwl
34010	SlH
Aty
34015	wEd
34018	kwn
34022	rsl
34024	Ax*
34027	rjf
34029	SbH
34032	dwr
34034	jvm
34036	wly
34040	qwl
34042	qwm
34046	blg
34049	rsl
rbb
34053	nSH
34060	Hbb
34063	nSH
34067	qwl
34069	qwm
34072	Aty
34075	fH$
34077	sbq
34082	AHd
34085	Elm
34089	Aty
34092	rjl
$hw
34095	dwn
34097	nsw
34100	qwm
srf
34104	kwn
jwb
qwm
34110	qwl
34112	xrj
34116	qry
34120	Ans
Thr
34124	njw
34128	Ahl
34131	mrA
34133	kwn
34136	gbr
34138	mTr
34142	mTr
34144	nZr
kyf
kwn
Eqb
34149	jrm
34153	Axw
34156	qwl
34158	qwm
34160	Ebd
34162	Alh
34167	Alh
gyr
34171	jyA
34173	byn
34175	rbb
34178	wfy
34181	kyl
34184	wzn
34187	bxs
34190	nws
$yA
34195	fsd
34199	ArD
bEd
SlH
34204	xyr
34208	kwn
34210	Amn
34213	qEd
34216	kll
SrT
wEd
34221	Sdd
34224	sbl
Alh
34227	Amn
34231	bgy
34234	Ewj
34236	*kr
34239	kwn
34241	qll
34243	kvr
34246	nZr
34248	kyf
kwn
Eqb
34252	fsd
34255	kwn
Twf
34259	Amn
34263	rsl
34268	Twf
34270	Amn
34273	Sbr
34276	Hkm
Alh
byn
34282	xyr
34284	Hkm
qwl
34287	mlA
34289	kbr
34292	qwm
34295	xrj
34302	Amn
34307	qry
34311	Ewd
34314	mll
34316	qwl
34320	kwn
34322	krh
34324	fry
34327	Alh
k*b
34330	Ewd
34333	mll
34335	bEd
34337	njw
34339	Alh
34344	kwn
34348	Ewd
34353	$yA
Alh
rbb
34357	wsE
rbb
34360	kll
$yA
Elm
34364	Alh
wkl
34367	rbb
34369	ftH
byn
34373	byn
qwm
34378	Hqq
34381	xyr
34383	ftH
34385	qwl
34387	mlA
34389	kfr
34392	qwm
34396	tbE
34403	xsr
34405	Ax*
34408	rjf
34410	SbH
34413	dwr
34415	jvm
34417	k*b
34423	gny
34428	k*b
34431	kwn
34435	xsr
34437	wly
34441	qwl
34443	qwm
34447	blg
34450	rsl
rbb
34454	nSH
34459	kyf
Asw
34462	qwm
kfr
34466	rsl
34469	qry
34471	nbA
34473	Ax*
34475	Ahl
34479	bAs
34482	Drr
34485	DrE
34488	bdl
34490	kwn
34492	swA
34494	Hsn
34496	Efw
34499	qwl
34502	mss
Abw
34506	Drr
34509	srr
34511	Ax*
34514	bgt
34518	$Er
34523	Ahl
34525	qry
Amn
34529	wqy
34532	ftH
34536	brk
34539	smw
34542	ArD
34545	k*b
34548	Ax*
34553	kwn
34555	ksb
34559	Amn
Ahl
34562	qry
34564	Aty
34566	bAs
34568	byt
34571	nwm
34574	Amn
Ahl
34577	qry
34579	Aty
34581	bAs
34583	DHw
34586	lEb
34590	Amn
34592	mkr
Alh
34596	Amn
mkr
Alh
34601	qwm
34603	xsr
34607	hdy
34610	wrv
34613	ArD
34615	bEd
Ahl
34620	$yA
Swb
34625	*nb
34628	TbE
34630	qlb
34635	smE
34639	qry
qSS
34644	nbA
34649	jyA
34651	rsl
34655	byn
34658	kwn
34661	Amn
34665	k*b
34668	qbl
34671	TbE
Alh
34674	qlb
34676	kfr
34679	wjd
34682	kvr
34685	Ehd
34688	wjd
34690	kvr
34693	fsq
34695	bEv
34698	bEd
34702	Ayy
34707	mlA
34710	Zlm
34715	nZr
kyf
kwn
Eqb
34720	fsd
34722	qwl
34728	rsl
34730	rbb
34732	Elm
Hqq
34737	qwl
34739	Alh
34742	Hqq
34744	jyA
34748	byn
34750	rbb
34753	rsl
34756	bny
34758	qwl
34760	kwn
34762	jyA
34765	Ayy
34767	Aty
34771	kwn
34775	Sdq
34777	lqy
ESw
34783	vEb
byn
34786	nzE
ydy
34792	byD
34795	nZr
qwl
34798	mlA
34800	qwm
34805	sHr
Elm
rwd
34809	xrj
34812	ArD
34816	Amr
34818	qwl
34820	rjw
34823	Axw
34826	rsl
34829	mdn
H$r
Aty
34835	kll
sHr
Elm
34839	jyA
34841	sHr
34843	qwl
34849	Ajr
34851	kwn
34855	glb
qwl
34864	qrb
qwl
34871	lqy
34875	kwn
34878	lqy
qwl
lqy
34884	lqy
34886	sHr
34888	Eyn
34890	nws
34892	rhb
34896	jyA
34899	sHr
EZm
34902	wHy
34907	lqy
ESw
34913	lqf
34915	Afk
34918	wqE
34920	Hqq
34922	bTl
34924	kwn
34926	Eml
34929	glb
34933	qlb
34935	Sgr
34937	lqy
34939	sHr
sjd
qwl
34943	Amn
34946	rbb
34948	Elm
rbb
34953	qwl
34955	Amn
34959	qbl
34961	A*n
34967	mkr
mkr
34973	mdn
34975	xrj
34979	Ahl
34983	Elm
34986	qTE
34988	ydy
34991	rjl
34994	xlf
34997	Slb
35000	jmE
qwl
35006	rbb
35008	qlb
35011	nqm
35016	Amn
35019	Ayy
rbb
35023	jyA
35025	rbb
35027	frg
35030	Sbr
35032	wfy
35034	slm
35036	qwl
35038	mlA
35040	qwm
35043	w*r
35046	qwm
35049	fsd
35053	ArD
35055	w*r
35058	Alh
35060	qwl
35062	qtl
bny
35066	Hyy
nsw
35072	fwq
35074	qhr
qwl
35078	qwm
35080	Ewn
35083	Alh
35085	Sbr
35089	ArD
35091	Alh
wrv
35095	$yA
35097	Ebd
35101	Eqb
35104	wqy
qwl
35107	A*y
35110	qbl
35112	Aty
35116	bEd
35118	jyA
35121	qwl
Esy
rbb
35126	hlk
Edw
35130	xlf
35134	ArD
35136	nZr
kyf
Eml
35143	Ax*
35145	Awl
35149	snw
35151	nqS
35154	vmr
35157	*kr
35161	jyA
35164	Hsn
qwl
35172	Swb
35174	swA
Tyr
35186	Tyr
35188	End
Alh
35192	kvr
35195	Elm
35198	qwl
35201	Aty
35206	Ayy
35208	sHr
35218	Amn
35220	rsl
35225	Twf
35228	jrd
35231	qml
35234	DfdE
35237	dmw
Ayy
fSl
35241	kbr
35244	kwn
35246	qwm
jrm
35250	wqE
35254	rjz
qwl
35259	dEw
35262	rbb
35266	Ehd
End
35271	k$f
35276	rjz
35278	Amn
35284	rsl
35288	bny
35292	k$f
35297	rjz
35299	Ajl
35301	blg
35305	nkv
35308	nqm
35313	grq
35318	ymm
35322	k*b
35325	Ayy
35328	kwn
35332	gfl
35334	wrv
35337	qwm
35339	kwn
35341	DEf
35343	$rq
35345	ArD
35347	grb
35350	brk
35355	tmm
klm
rbb
35360	Hsn
35362	bny
35366	Sbr
35369	dmr
35372	kwn
SnE
35376	qwm
35380	kwn
35382	Er$
35385	jwz
35388	bny
35391	bHr
35393	Aty
35396	qwm
Ekf
35400	Snm
35403	qwl
35407	jEl
35410	Alh
35415	Alh
qwl
35419	qwm
jhl
35424	tbr
35430	bTl
35432	kwn
35434	Eml
35436	qwl
35438	gyr
Alh
bgy
35442	Alh
35445	fDl
35449	Elm
35452	njw
35456	Awl
35458	swm
35461	swA
35463	E*b
qtl
35466	bny
35469	Hyy
35471	nsw
35476	blw
35478	rbb
35480	EZm
35482	wEd
35485	vlv
lyl
35488	tmm
35492	E$r
35494	tmm
wqt
rbb
35498	rbE
lyl
35501	qwl
35504	Axw
35507	xlf
35510	qwm
35513	SlH
35516	tbE
sbl
35519	fsd
35522	jyA
35525	wqt
35528	klm
35530	rbb
35532	qwl
rbb
35535	rAy
35537	nZr
35540	qwl
35542	rAy
35546	nZr
35549	jbl
35552	qrr
kwn
35557	rAy
35561	jlw
rbb
35566	jbl
jEl
35569	dkk
35571	xrr
35573	SEq
35576	fwq
qwl
sbH
35580	twb
35586	Awl
35588	Amn
qwl
35594	Sfw
35599	nws
35601	rsl
35605	klm
35608	Ax*
35610	Aty
35614	kwn
35617	$kr
35619	ktb
35625	lwH
35627	kll
$yA
wEZ
35631	fSl
35633	kll
$yA
35636	Ax*
35639	qwy
35641	Amr
qwm
35644	Ax*
35647	Hsn
35650	rAy
35652	dwr
35654	fsq
35656	Srf
35658	Ayy
35661	kbr
35665	ArD
35667	gyr
35669	Hqq
35672	rAy
35674	kll
Ayy
35677	Amn
35683	rAy
35685	sbl
35687	r$d
35689	Ax*
35692	sbl
35695	rAy
35697	sbl
35699	gwy
Ax*
35703	sbl
35708	k*b
35711	Ayy
35714	kwn
35718	gfl
35721	k*b
35724	Ayy
35727	lqy
35729	Axr
HbT
Eml
35734	jzy
35738	kwn
35740	Eml
35743	Ax*
qwm
35747	bEd
35750	Hly
35752	Ejl
jsd
35756	xwr
35759	rAy
35764	klm
35768	hdy
35770	sbl
Ax*
35775	kwn
35777	Zlm
35780	sqT
35782	ydy
35785	rAy
35790	Dll
35792	qwl
35797	rHm
35799	rbb
35802	gfr
35806	kwn
35810	xsr
35813	rjE
35816	qwm
35818	gDb
Asf
qwl
bAs
35823	xlf
35827	bEd
35830	Ejl
35832	Amr
rbb
35836	lqy
35838	lwH
35840	Ax*
35842	rAs
Axw
35845	jrr
35849	qwl
bny
Amm
35855	qwm
DEf
35860	kwd
35862	qtl
35867	$mt
35871	Edw
35874	jEl
35878	qwm
35880	Zlm
qwl
rbb
35884	gfr
35889	Axw
35892	dxl
35895	rHm
35899	rHm
35901	rHm
35904	Ax*
35907	Ejl
35909	nyl
35911	gDb
35913	rbb
35916	*ll
35919	Hyy
35921	dnw
35925	jzy
35927	fry
35930	Eml
35933	swA
35935	twb
35938	bEd
35941	Amn
35944	rbb
35947	bEd
35950	gfr
rHm
35954	skt
35958	gDb
Ax*
35961	lwH
35964	nsx
35966	hdy
35968	rHm
35973	rbb
35975	rhb
35978	xyr
35980	qwm
35982	sbE
rjl
35985	wqt
35989	Ax*
35992	rjf
qwl
rbb
35997	$yA
35999	hlk
36003	qbl
36007	hlk
36011	fEl
36013	sfh
36019	ftn
36021	Dll
36025	$yA
36027	hdy
36029	$yA
36031	wly
36034	gfr
36038	rHm
36042	xyr
36044	gfr
36046	ktb
36052	dnw
Hsn
36057	Axr
36060	hwd
36064	qwl
E*b
36067	Swb
36071	$yA
36073	rHm
36075	wsE
kll
$yA
36080	ktb
36084	wqy
36087	Aty
36090	zkw
36095	Ayy
36097	Amn
36100	tbE
36103	rsl
36105	nbA
36107	Amm
36109	wjd
36112	ktb
End
36121	Amr
36125	Erf
36127	nhy
36131	nkr
36133	Hll
36137	Tyb
36139	Hrm
36143	xbv
36145	wDE
36148	ASr
36152	gll
36154	kwn
36159	Amn
36164	Ezr
36168	nSr
36172	tbE
36175	nwr
36177	nzl
36183	flH
qwl
36188	nws
36191	rsl
Alh
36195	jmE
36199	mlk
36201	smw
36204	ArD
36206	Alh
36209	Hyy
36211	mwt
36213	Amn
36216	Alh
36218	rsl
36221	nbA
36223	Amm
36225	Amn
36227	Alh
36229	klm
36232	tbE
36237	hdy
36241	qwm
36243	Amm
hdy
36248	Hqq
36252	Edl
36255	qTE
36258	vny
E$r
sbT
Amm
36263	wHy
36268	sqy
36270	qwm
36273	Drb
36275	ESw
36278	Hjr
36280	bjs
36283	vny
E$r
Eyn
36287	Elm
kll
Ans
$rb
36293	Zll
36298	gmm
36300	nzl
36305	mnn
36308	slw
Akl
36312	Tyb
36314	rzq
36319	Zlm
36324	kwn
36326	nfs
36328	Zlm
36332	qwl
36335	skn
36339	qry
36341	Akl
36345	Hyv
$yA
36349	qwl
36351	HTT
36353	dxl
36356	bwb
sjd
gfr
36361	xTA
36364	zyd
36366	Hsn
36368	bdl
36370	Zlm
36374	qwl
gyr
36377	qwl
36381	rsl
36385	rjz
36388	smw
36391	kwn
36393	Zlm
36396	sAl
36400	qry
36402	kwn
HDr
36405	bHr
36407	Edw
36411	sbt
36413	Aty
36415	Hwt
36417	ywm
sbt
36420	$rE
36422	ywm
36424	sbt
36427	Aty
36431	blw
36435	kwn
36437	fsq
36441	qwl
Amm
36447	wEZ
36449	qwm
Alh
hlk
36454	E*b
36456	E*b
$dd
qwl
36460	E*r
36462	rbb
36467	wqy
36471	nsy
36474	*kr
36478	njw
36481	nhy
36485	swA
36487	Ax*
36490	Zlm
36493	E*b
bAs
36497	kwn
36499	fsq
36503	Etw
36507	nhy
36511	qwl
36515	kwn
36517	qrd
xsA
36521	A*n
rbb
36525	bEv
36530	ywm
36532	qwm
36534	swm
36536	swA
36538	E*b
36540	rbb
36543	srE
36545	Eqb
36550	gfr
rHm
36553	qTE
36558	ArD
Amm
36563	SlH
36567	dwn
36570	blw
36575	Hsn
36578	swA
36581	rjE
36584	xlf
36586	bEd
36588	xlf
wrv
36592	ktb
Ax*
36595	ErD
36598	dnw
36600	qwl
36603	gfr
36608	Aty
36610	ErD
mvl
36613	Ax*
36618	Ax*
36621	wvq
36623	ktb
36626	qwl
36629	Alh
36632	Hqq
36634	drs
36641	dwr
36643	Axr
xyr
36647	wqy
36652	Eql
36656	msk
36660	ktb
36662	qwm
36665	Slw
36669	DyE
Ajr
36672	SlH
36675	ntq
36678	jbl
fwq
36683	Zll
36685	Znn
36689	wqE
36692	Ax*
36695	Aty
36699	qwy
36701	*kr
36708	wqy
36712	Ax*
rbb
36716	bny
36719	Zhr
36721	*rr
36724	$hd
36727	nfs
36730	lys
36733	rbb
36735	qwl
36738	$hd
36741	qwl
36743	ywm
36745	qwm
36748	kwn
36752	gfl
36754	qwl
36758	$rk
Abw
36762	qbl
36764	kwn
36766	*rr
36768	bEd
36772	hlk
36776	fEl
36778	bTl
36782	fSl
36784	Ayy
36788	rjE
36791	tlw
36794	nbA
36796	Aty
36799	Ayy
36802	slx
36806	tbE
36809	$Tn
36811	kwn
36814	gwy
36817	$yA
36820	rfE
36828	xld
36831	ArD
36833	tbE
hwy
36837	mvl
36840	mvl
36842	klb
36844	Hml
36847	lhv
36849	trk
36851	lhv
36853	mvl
36855	qwm
36857	k*b
36860	Ayy
36863	qSS
36865	qSS
36868	fkr
36870	swA
mvl
36873	qwm
36875	k*b
36878	Ayy
36881	nfs
36883	kwn
36885	Zlm
36888	hdy
Alh
36893	hdy
36896	Dll
36901	xsr
36905	*rA
36909	kvr
36912	jnn
36915	Ans
36918	qlb
36920	fqh
36927	Eyn
36929	bSr
36936	A*n
36938	smE
36945	nEm
36948	Dll
36952	gfl
36955	Alh
36957	smw
36959	Hsn
36961	dEw
36967	w*r
36970	lHd
36973	smw
36976	jzy
36979	kwn
36981	Eml
36986	xlq
36988	Amm
hdy
36993	Hqq
36997	Edl
37001	k*b
37004	Ayy
37007	drj
37010	Hyv
37012	Elm
37015	mlw
37019	kyd
37021	mtn
37025	fkr
37029	SHb
37032	jnn
37036	n*r
byn
37041	nZr
37044	mlk
37046	smw
37049	ArD
37052	xlq
Alh
37055	$yA
37058	Esy
37060	kwn
37062	qrb
Ajl
37068	Hdv
bEd
37071	Amn
37074	Dll
Alh
37078	hdy
37082	w*r
37085	Tgy
37087	Emh
37089	sAl
37094	swE
37096	rsw
37098	qwl
37101	Elm
37103	End
rbb
37107	jlw
37110	wqt
37114	vql
37117	smw
37120	ArD
37122	Aty
37125	bgt
sAl
37131	Hfw
37134	qwl
37137	Elm
37139	End
Alh
37143	kvr
37145	nws
37147	Elm
37149	qwl
37151	mlk
37153	nfs
37155	nfE
37158	Drr
37161	$yA
Alh
37165	kwn
37167	Elm
37169	gyb
37171	kvr
37175	xyr
37178	mss
37181	swA
37185	n*r
37187	b$r
37189	qwm
Amn
37194	xlq
37197	nfs
wHd
37200	jEl
37203	zwj
37206	skn
37211	g$w
37213	Hml
Hml
xff
37217	mrr
37222	vql
dEw
37225	Alh
rbb
37230	Aty
37233	SlH
37235	kwn
37239	$kr
37242	Aty
37244	SlH
jEl
37248	$rk
37251	Aty
37254	Elw
Alh
37258	$rk
37261	$rk
37265	xlq
$yA
37269	xlq
37273	TwE
37277	nSr
37280	nfs
37282	nSr
37286	dEw
37291	hdy
37293	tbE
37296	swy
37300	dEw
37305	Smt
37308	dEw
37311	dwn
Alh
Ebd
mvl
37317	dEw
37322	jwb
37327	kwn
37329	Sdq
37333	rjl
m$y
37341	ydy
bT$
37349	Eyn
bSr
37357	A*n
smE
37362	qwl
dEw
37365	$rk
37368	kyd
37373	nZr
37377	wly
37379	Alh
37381	nzl
37383	ktb
37386	wly
37388	SlH
37391	dEw
37394	dwn
37397	TwE
37399	nSr
37403	nfs
37405	nSr
37409	dEw
37414	hdy
37416	smE
37419	rAy
37421	nZr
37428	bSr
37430	Ax*
37432	Efw
37434	Amr
37437	Erf
37439	ErD
37442	jhl
37446	nzg
37451	$Tn
nzg
37454	Ew*
37456	Alh
37459	smE
Elm
37463	wqy
37466	mss
37468	Twf
37471	$Tn
*kr
37477	bSr
37479	Axw
37481	mdd
37486	gwy
37489	qSr
37494	Aty
37497	Ayy
qwl
37501	jby
37504	qwl
37507	tbE
37509	wHy
37513	rbb
37516	bSr
37518	rbb
37521	hdy
37523	rHm
37525	qwm
Amn
37530	qrA
37532	qrA
37534	smE
37539	nSt
37543	rHm
37546	*kr
rbb
37550	nfs
37552	DrE
37554	xwf
37556	dwn
37558	jhr
37561	qwl
37564	gdw
37567	ASl
37570	kwn
37573	gfl
37576	End
rbb
37580	kbr
37583	Ebd
37586	sbH
37592	sjd
37594	sAl
37599	nfl
qwl
37602	nfl
37604	Alh
37607	rsl
37609	wqy
37611	Alh
37613	SlH
37616	byn
37619	TwE
37621	Alh
37623	rsl
37626	kwn
37628	Amn
37632	Amn
37635	*kr
Alh
wjl
qlb
37642	tlw
37645	Ayy
37647	zyd
37649	Amn
37652	rbb
37654	wkl
37657	qwm
37660	Slw
37664	rzq
37667	nfq
37672	Amn
Hqq
37676	drj
End
rbb
37681	gfr
37683	rzq
krm
37687	xrj
37689	rbb
37692	byt
37696	Hqq
37699	frq
37702	Amn
37704	krh
jdl
37710	Hqq
bEd
37713	byn
37716	swq
37720	mwt
37723	nZr
37727	wEd
37729	Alh
AHd
37732	Twf
37738	wdd
37741	gyr
37744	$wk
kwn
37749	rwd
Alh
37752	Hqq
37754	Hqq
37756	klm
37759	qTE
dbr
37762	kfr
37764	Hqq
37766	Hqq
37768	bTl
37770	bTl
37773	krh
37775	jrm
37777	gwv
37779	rbb
37782	jwb
37787	mdd
37790	Alf
37793	mlk
rdf
37797	jEl
37799	Alh
37801	b$r
37804	Tmn
37807	qlb
37812	nSr
37815	End
Alh
37818	Alh
Ezz
Hkm
37822	g$w
37825	nEs
Amn
37830	nzl
37835	smw
mwh
37838	Thr
37843	*hb
37846	rjz
37848	$Tn
37851	rbT
37853	qlb
37856	vbt
37860	qdm
37862	wHy
rbb
37867	mlk
37873	vbt
37876	Amn
37879	lqy
37881	qlb
37883	kfr
37886	rEb
37888	Drb
37890	fwq
37892	Enq
37894	Drb
37898	kll
bnn
37904	$qq
37906	Alh
37908	rsl
37912	$qq
Alh
37915	rsl
37919	Alh
$dd
37922	Eqb
37925	*wq
37932	kfr
E*b
37935	nwr
37939	Amn
37942	lqy
37945	kfr
37947	zHf
37950	wly
37954	dbr
37957	wly
37960	dbr
37963	Hrf
37965	qtl
37967	Hwz
37969	fAy
37972	bwA
37974	gDb
37976	Alh
37978	Awy
37982	bAs
37984	Syr
37987	qtl
37992	Alh
qtl
37997	rmy
38000	rmy
38004	Alh
rmy
38008	blw
38010	Amn
38013	blw
Hsn
38016	Alh
smE
Elm
38022	Alh
whn
kyd
38026	kfr
38028	ftH
38032	jyA
38035	ftH
38038	nhy
38042	xyr
38047	Ewd
38049	Ewd
38052	gny
38055	fAy
38057	$yA
38060	kvr
38063	Alh
38066	Amn
38070	Amn
38072	TwE
38074	Alh
38076	rsl
38080	wly
38086	smE
38090	kwn
38094	qwl
38096	smE
38101	smE
38104	$rr
38106	dbb
End
Alh
38110	Smm
38112	bkm
38115	Eql
38119	Elm
Alh
38123	xyr
38125	smE
38129	smE
38132	wly
38136	ErD
38140	Amn
38142	jwb
38145	Alh
38149	rsl
38151	dEw
38155	Hyy
38158	Elm
38161	Alh
Hwl
byn
38165	mrA
38167	qlb
38174	H$r
38177	wqy
38179	ftn
38181	Swb
38184	Zlm
38188	xSS
38190	Elm
38193	Alh
$dd
38196	Eqb
38198	*kr
38202	qll
DEf
38206	ArD
xwf
38210	xTf
38213	nws
38215	Awy
38218	Ayd
38221	nSr
38224	rzq
38228	Tyb
38231	$kr
38236	Amn
38239	xwn
38241	Alh
38244	rsl
38246	xwn
38248	Amn
38252	Elm
38255	Elm
38259	mwl
38262	wld
38264	ftn
38267	Alh
End
38270	Ajr
EZm
38275	Amn
38278	wqy
38280	Alh
jEl
38284	frq
38286	kfr
38289	swA
38292	gfr
38296	Alh
38299	fDl
38301	EZm
38304	mkr
38308	kfr
38311	vbt
38315	qtl
38319	xrj
38323	mkr
38326	mkr
Alh
38329	Alh
xyr
38332	mkr
38335	tlw
38338	Ayy
38340	qwl
38343	smE
38346	$yA
38348	qwl
38350	mvl
38355	sTr
38357	Awl
38360	qwl
38362	Alh
38365	kwn
38369	Hqq
38371	End
38374	mTr
38377	Hjr
38380	smw
38382	Aty
38385	E*b
Alm
38389	kwn
Alh
38392	E*b
38400	kwn
Alh
E*b
38406	gfr
38414	E*b
38416	Alh
38419	Sdd
38423	sjd
38425	Hrm
38428	kwn
38430	wly
38433	wly
38437	wqy
38440	kvr
38443	Elm
38447	kwn
Slw
38450	End
38452	byt
38454	mkw
38456	Sdy
38458	*wq
38461	E*b
38464	kwn
38466	kfr
38470	kfr
38472	nfq
38474	mwl
38477	Sdd
38480	sbl
Alh
38484	nfq
38488	kwn
38491	Hsr
38493	glb
38497	kfr
38501	H$r
38504	myz
Alh
38507	xbv
38510	Tyb
38512	jEl
38514	xbv
bED
38518	bED
38520	rkm
38522	jmE
38524	jEl
38531	xsr
qwl
38535	kfr
38538	nhy
38540	gfr
38545	slf
38548	Ewd
38552	mDy
snn
38555	Awl
38557	qtl
38562	kwn
ftn
38565	kwn
38567	dyn
kll
38571	Alh
38574	nhy
38578	Alh
38581	Eml
38583	bSr
38586	wly
38589	Elm
38592	Alh
wly
38595	nEm
38597	wly
38599	nEm
38601	nSr
38603	Elm
38607	gnm
38610	$yA
38614	Alh
xms
38620	rsl
38625	qrb
38628	ytm
38631	skn
38633	bny
38635	sbl
38637	kwn
38639	Amn
38642	Alh
38645	nzl
38648	Ebd
38650	ywm
38652	frq
ywm
lqy
38656	jmE
38658	Alh
38660	kll
$yA
qdr
38667	Edw
38669	dnw
38674	Edw
38676	qSw
38679	rkb
sfl
38685	wEd
38688	xlf
38692	wEd
38696	qDy
Alh
Amr
kwn
fEl
38702	hlk
38704	hlk
38706	byn
38708	Hyy
38710	Hyy
38712	byn
38715	Alh
38717	smE
Elm
38720	rAy
38723	Alh
38725	nwm
38727	qll
38730	rAy
38732	kvr
38734	f$l
38738	nzE
38742	Amr
38745	Alh
slm
38749	Elm
38753	Sdr
38756	rAy
38760	lqy
38763	Eyn
38765	qll
38767	qll
38770	Eyn
38773	qDy
Alh
Amr
kwn
fEl
38780	Alh
rjE
38783	Amr
38787	Amn
38790	lqy
38792	fAy
38794	vbt
38797	*kr
38799	Alh
kvr
38803	flH
38806	TwE
38808	Alh
38810	rsl
38814	nzE
38817	f$l
38820	*hb
rwH
38824	Sbr
38827	Alh
38830	Sbr
38833	kwn
38837	xrj
38840	dwr
38842	bTr
38844	rAy
38846	nws
38848	Sdd
38851	sbl
Alh
38854	Alh
38857	Eml
38859	HwT
38862	zyn
38866	$Tn
Eml
38870	qwl
38872	glb
38876	ywm
38879	nws
38883	jwr
38888	rAy
38890	fAy
nkS
38893	Eqb
38896	qwl
38899	brA
38904	rAy
38907	rAy
38911	xwf
Alh
38914	Alh
$dd
38917	Eqb
38919	qwl
38921	nfq
38925	qlb
38927	mrD
grr
38930	dyn
38934	wkl
38936	Alh
38939	Alh
Ezz
Hkm
38944	rAy
38946	wfy
38948	kfr
38951	mlk
Drb
38954	wjh
38957	dbr
38960	*wq
38962	E*b
38964	Hrq
38968	qdm
ydy
38973	Alh
lys
38976	Zlm
38979	Ebd
38981	dAb
Awl
38987	qbl
38989	kfr
38992	Ayy
Alh
38995	Ax*
38997	Alh
38999	*nb
39002	Alh
qwy
$dd
39006	Eqb
39010	Alh
39012	kwn
gyr
nEm
nEm
39018	qwm
39020	gyr
39024	nfs
39028	Alh
smE
Elm
39032	dAb
Awl
39038	qbl
39040	k*b
39043	Ayy
rbb
39047	hlk
39051	*nb
39054	grq
39056	Awl
39059	kll
kwn
39062	Zlm
39064	$rr
39066	dbb
End
Alh
39070	kfr
39075	Amn
39078	Ehd
39083	nqD
39085	Ehd
39088	kll
mrr
39093	wqy
39098	vqf
39103	Hrb
39105	$rd
39109	xlf
39113	*kr
39118	xwf
39121	qwm
xwn
39124	nb*
39128	swy
39130	Alh
39132	Hbb
39134	xwn
39137	Hsb
39140	kfr
39142	sbq
39147	Ejz
39150	Edd
39155	TwE
39158	qwy
39161	rbT
39163	xyl
rhb
39168	Edw
Alh
39171	Edw
39174	Axr
39176	dwn
39179	Elm
39182	Alh
Elm
39187	nfq
39190	$yA
39192	sbl
Alh
wfy
39200	Zlm
39204	jnH
39208	slm
39210	jnH
39214	wkl
39216	Alh
39221	smE
39223	Elm
39226	rwd
39229	xdE
39234	Hsb
39236	Alh
39239	Ayd
39242	nSr
39247	Amn
39249	Alf
byn
qlb
39254	nfq
39259	ArD
jmE
39262	Alf
39264	byn
qlb
39269	Alh
Alf
byn
39275	Ezz
Hkm
39280	nbA
Hsb
39283	Alh
39286	tbE
39290	Amn
39294	nbA
HrD
39297	Amn
39300	qtl
39302	kwn
39305	E$r
Sbr
glb
39309	mAy
39312	kwn
39315	mAy
glb
39318	Alf
39321	kfr
39326	qwm
39328	fqh
39332	xff
Alh
39337	Elm
39341	DEf
39344	kwn
39347	mAy
Sbr
glb
39351	mAy
39354	kwn
39357	Alf
glb
39360	Alf
39362	A*n
Alh
39365	Alh
39368	Sbr
39370	kwn
39372	nbA
39374	kwn
39377	Asr
39379	vxn
39382	ArD
rwd
39385	ErD
39387	dnw
39389	Alh
rwd
39392	Axr
39394	Alh
Ezz
Hkm
39398	ktb
39400	Alh
sbq
39403	mss
39407	Ax*
39409	E*b
EZm
39412	Akl
39416	gnm
39418	Hll
Tyb
39421	wqy
39423	Alh
39425	Alh
gfr
rHm
39431	nbA
qwl
39436	ydy
39440	Asr
39442	Elm
Alh
39445	qlb
39447	xyr
Aty
39450	xyr
39453	Ax*
39457	gfr
39461	Alh
gfr
rHm
39466	rwd
39468	xwn
39472	xwn
39474	Alh
39476	qbl
39478	mkn
39482	Alh
Elm
Hkm
39487	Amn
39490	hjr
39493	jhd
39496	mwl
39499	nfs
39502	sbl
Alh
39506	Awy
39509	nSr
39512	bED
39514	wly
bED
39518	Amn
39522	hjr
39528	wly
39531	$yA
39533	hjr
39537	nSr
39542	dyn
39547	nSr
39550	qwm
byn
39554	byn
39556	wvq
39558	Alh
39561	Eml
39563	bSr
39566	kfr
39568	bED
39570	wly
bED
39574	fEl
39577	kwn
ftn
39581	ArD
39583	fsd
kbr
39587	Amn
39590	hjr
39593	jhd
39596	sbl
Alh
39600	Awy
39603	nSr
39608	Amn
Hqq
39612	gfr
39614	rzq
krm
39618	Amn
39621	bEd
39623	hjr
39626	jhd
39635	Awl
39637	rHm
bED
39640	wly
39642	bED
39644	ktb
Alh
39647	Alh
39649	kll
$yA
Elm
brA
39654	Alh
39656	rsl
39660	Ehd
39664	$rk
39666	syH
39670	ArD
rbE
$hr
39674	Elm
39678	gyr
Ejz
Alh
39683	Alh
xzy
39686	kfr
39688	A*n
39690	Alh
39692	rsl
39696	nws
ywm
39699	Hjj
39701	kbr
39703	Alh
brA
39707	$rk
39709	rsl
39713	twb
39717	xyr
39722	wly
39725	Elm
39729	gyr
Ejz
Alh
39733	b$r
39735	kfr
39738	E*b
Alm
39742	Ehd
39746	$rk
39749	nqS
39752	$yA
39755	Zhr
39759	AHd
39761	tmm
39765	Ehd
39768	mdd
39771	Alh
Hbb
39774	wqy
39777	slx
39779	$hr
39781	Hrm
39783	qtl
39786	$rk
Hyv
wjd
39792	Ax*
39796	HSr
39800	qEd
39804	kll
rSd
39808	twb
39811	qwm
39814	Slw
39816	Aty
39819	zkw
39821	xlw
39823	sbl
39826	Alh
gfr
rHm
39831	AHd
39834	$rk
jwr
39838	jwr
39841	smE
klm
Alh
39845	blg
39847	Amn
39853	qwm
39855	Elm
39857	kyf
kwn
39861	$rk
Ehd
End
Alh
39866	End
rsl
39871	Ehd
39873	End
39875	sjd
39877	Hrm
39880	qwm
39885	qwm
39890	Alh
Hbb
39893	wqy
kyf
39897	Zhr
39902	rqb
39906	All
39909	*mm
rDw
39914	fwh
39917	Aby
qlb
39921	kvr
39923	fsq
$ry
39927	Ayy
Alh
vmn
qll
39932	Sdd
39935	sbl
39939	swA
39941	kwn
39943	Eml
39946	rqb
39949	Amn
All
39953	*mm
39958	Edw
39961	twb
39964	qwm
39967	Slw
39969	Aty
39972	zkw
39974	Axw
39978	dyn
39980	fSl
39982	Ayy
39984	qwm
Elm
39989	nkv
39991	ymn
39994	bEd
Ehd
39998	TEn
40001	dyn
40004	qtl
40006	Amm
40008	kfr
40012	ymn
40017	nhy
40021	qtl
40023	qwm
nkv
40026	ymn
40029	hmm
40032	xrj
40034	rsl
40037	bdA
40040	Awl
mrr
40043	x$y
40047	Alh
Hqq
40050	x$y
40054	kwn
40056	Amn
qtl
40060	E*b
40062	Alh
40064	ydy
40067	xzy
40070	nSr
40075	$fy
Sdr
qwm
Amn
40080	*hb
gyZ
qlb
40085	twb
Alh
40089	$yA
40091	Alh
Elm
Hkm
40095	Hsb
40098	trk
40102	Elm
Alh
40105	jhd
40111	Ax*
40114	dwn
Alh
40118	rsl
40123	Amn
wlj
40126	Alh
xbr
40130	Eml
40133	kwn
40136	$rk
40138	Emr
40140	sjd
Alh
$hd
40144	nfs
40148	kfr
40150	HbT
Eml
40156	nwr
40158	xld
40161	Emr
sjd
Alh
40165	Amn
40167	Alh
40170	ywm
40172	Axr
40174	qwm
40176	Slw
40178	Aty
40180	zkw
40183	x$y
40185	Alh
40187	Esy
40190	kwn
40194	hdy
40196	jEl
40198	sqy
40200	Hjj
40202	Emr
40204	sjd
40206	Hrm
40209	Amn
40211	Alh
40214	ywm
40216	Axr
40218	jhd
40220	sbl
Alh
40223	swy
40225	End
Alh
40228	Alh
40230	hdy
40232	qwm
40234	Zlm
40236	Amn
40239	hjr
40242	jhd
40245	sbl
Alh
40248	mwl
40251	nfs
40253	EZm
drj
End
Alh
40261	fwz
b$r
40264	rbb
40267	rHm
40271	rDw
40273	jnn
40278	nEm
qwm
xld
40283	Abd
40285	Alh
End
40288	Ajr
EZm
40293	Amn
40296	Ax*
40298	Abw
40301	Axw
40303	wly
40305	Hbb
40308	kfr
40311	Amn
40314	wly
40322	Zlm
qwl
40325	kwn
Abw
40329	bny
40332	Axw
40335	zwj
40338	E$r
40341	mwl
qrf
40346	tjr
x$y
40349	ksd
40352	skn
rDw
40356	Hbb
40360	Alh
40362	rsl
40365	jhd
40367	sbl
40370	rbS
40373	Aty
Alh
40376	Amr
40379	Alh
40381	hdy
40383	qwm
40385	fsq
40388	nSr
40390	Alh
40392	wTn
kvr
40395	ywm
40398	Ejb
40400	kvr
40404	gny
40407	$yA
40409	Dyq
40413	ArD
40416	rHb
40418	wly
40420	dbr
40422	nzl
Alh
skn
40427	rsl
40432	Amn
40434	nzl
jnd
40437	rAy
40441	E*b
40443	kfr
40447	jzy
40449	kfr
40451	twb
Alh
40454	bEd
40458	$yA
40460	Alh
gfr
rHm
40466	Amn
40471	$rk
njs
40475	qrb
40478	sjd
40480	Hrm
bEd
Ewm
40487	xwf
40489	Eyl
40492	gny
40494	Alh
40496	fDl
40499	$yA
40501	Alh
Elm
Hkm
qtl
40508	Amn
40511	Alh
40516	ywm
40518	Axr
40521	Hrm
40524	Hrm
Alh
40527	rsl
40531	dyn
40533	dyn
40535	Hqq
40538	Aty
40541	ktb
40543	ETw
40546	jzy
40548	ydy
40551	Sgr
40553	qwl
40557	bny
Alh
40560	qwl
40562	nSr
40565	bny
Alh
40568	qwl
40571	fwh
40573	DhA
40575	qwl
40577	kfr
40580	qbl
qtl
40583	Alh
Any
Afk
40587	Ax*
40589	Hbr
40592	rhb
40594	rbb
40596	dwn
Alh
40601	bny
40605	Amr
40609	Ebd
40611	Alh
wHd
40614	Alh
40617	sbH
40621	$rk
40623	rwd
40626	TfA
40628	nwr
Alh
40631	fwh
40634	Aby
Alh
40638	tmm
nwr
40643	krh
40645	kfr
40648	rsl
rsl
40653	hdy
40655	dyn
40657	Hqq
40659	Zhr
40663	dyn
kll
40668	krh
40670	$rk
40674	Amn
40677	kvr
40680	Hbr
40683	rhb
40685	Akl
40687	mwl
40689	nws
40692	bTl
40694	Sdd
40697	sbl
Alh
40701	knz
40704	*hb
40707	fDD
40710	nfq
40714	sbl
Alh
40717	b$r
40720	E*b
Alm
ywm
Hmy
40727	nwr
40730	kwy
40733	jbh
40736	jnb
40739	Zhr
40743	knz
40746	nfs
40749	*wq
40752	kwn
40754	knz
40757	Edd
40759	$hr
End
Alh
vny
E$r
$hr
40766	ktb
Alh
ywm
xlq
40771	smw
40774	ArD
40777	rbE
Hrm
40781	dyn
40783	qwm
40786	Zlm
40790	nfs
40793	qtl
40796	$rk
kff
40800	qtl
40803	kff
40805	Elm
40808	Alh
40811	wqy
40815	nsA
zyd
40819	kfr
Dll
40824	kfr
40826	Hll
40829	Ewm
40831	Hrm
40834	Ewm
40836	wTA
40838	Edd
40840	Hrm
Alh
40843	Hll
40846	Hrm
Alh
zyn
40851	swA
Eml
40855	Alh
40857	hdy
40859	qwm
40861	kfr
40865	Amn
40871	qwl
40874	nfr
40877	sbl
Alh
vql
40883	ArD
40885	rDw
40889	Hyy
40891	dnw
40894	Axr
40897	mtE
40899	Hyy
40901	dnw
40904	Axr
40906	qll
40908	nfr
40910	E*b
40912	E*b
Alm
40915	bdl
qwm
gyr
40921	Drr
40924	$yA
40926	Alh
40928	kll
$yA
qdr
40932	nSr
40937	nSr
40939	Alh
40941	xrj
40944	kfr
40946	vny
vny
40952	gwr
40954	qwl
40956	SHb
40959	Hzn
40961	Alh
40965	nzl
Alh
skn
40972	Ayd
40975	jnd
40977	rAy
40981	jEl
klm
40984	kfr
40987	sfl
40989	klm
Alh
40993	Elw
40995	Alh
Ezz
Hkm
nfr
41000	xff
41002	vql
41004	jhd
41007	mwl
41010	nfs
41013	sbl
Alh
41016	xyr
41020	kwn
41022	Elm
41025	kwn
ErD
qrb
41029	sfr
qSd
41032	tbE
41037	bEd
41041	$qq
41044	Hlf
41047	Alh
41049	TwE
41052	xrj
41056	hlk
41058	nfs
41061	Alh
Elm
41066	k*b
Efw
Alh
41073	A*n
41078	byn
41082	Sdq
41085	Elm
41087	k*b
41089	A*n
41092	Amn
41095	Alh
41098	ywm
41100	Axr
41102	jhd
41105	mwl
41108	nfs
41111	Alh
Elm
41115	wqy
41118	A*n
41122	Amn
41125	Alh
41128	ywm
41130	Axr
41132	ryb
qlb
41138	ryb
41140	rdd
41144	rwd
41147	xrj
41149	Edd
41153	Edd
41156	krh
Alh
bEv
41161	vbT
41164	qwl
qEd
41169	qEd
41171	xrj
41176	zyd
41180	xbl
41183	wDE
41185	xll
41187	bgy
41191	ftn
41195	smE
41199	Alh
Elm
41203	Zlm
41206	bgy
41209	ftn
41211	qbl
41213	qlb
41218	Amr
41220	jyA
41222	Hqq
41224	Zhr
Amr
Alh
41229	krh
41234	qwl
A*n
41240	ftn
41245	ftn
sqT
41252	HwT
41255	kfr
41257	Swb
41259	Hsn
swA
41264	Swb
41266	Swb
qwl
41270	Ax*
41272	Amr
41275	qbl
41277	wly
41281	frH
qwl
41284	Swb
41288	ktb
Alh
41293	wly
41297	Alh
41300	wkl
41302	Amn
qwl
41305	rbS
41310	AHd
41312	Hsn
41315	rbS
41319	Swb
41321	Alh
41323	E*b
41325	End
41329	ydy
41332	rbS
41338	rbS
qwl
nfq
41342	TwE
41344	krh
41346	qbl
41351	kwn
41353	qwm
fsq
41357	mnE
41360	qbl
41363	nfq
41368	kfr
41371	Alh
41374	rsl
41378	Aty
41381	Slw
41385	ksl
41388	nfq
41393	krh
41396	Ejb
41398	mwl
41402	wld
41406	rwd
Alh
41409	E*b
41415	Hyy
41417	dnw
41419	zhq
nfs
41424	kfr
41426	Hlf
41429	Alh
41443	qwm
frq
41447	wjd
41449	ljA
41451	gwr
41453	dxl
41455	wly
41461	jmH
41467	lmz
41471	Sdq
41474	ETw
41478	rDw
41483	ETw
41489	sxT
41495	rDw
41498	Aty
41500	Alh
41502	rsl
41505	qwl
41507	Hsb
41509	Alh
41511	Aty
41513	Alh
41515	fDl
41518	rsl
41523	Alh
rgb
41528	Sdq
41531	fqr
41534	skn
41537	Eml
41542	Alf
qlb
41548	rqb
41551	grm
41554	sbl
Alh
41557	bny
41559	sbl
frD
41562	Alh
41564	Alh
Elm
Hkm
41571	A*y
41574	nbA
41576	qwl
41579	A*n
qwl
A*n
xyr
41585	Amn
41587	Alh
41589	Amn
41592	Amn
41594	rHm
41597	Amn
41603	A*y
41605	rsl
Alh
41609	E*b
Alm
Hlf
41614	Alh
41618	rDw
41622	Alh
41624	rsl
41626	Hqq
41628	rDw
41632	kwn
41634	Amn
41637	Elm
41642	Hdd
Alh
41645	rsl
41651	nwr
41653	xld
41658	xzy
41660	EZm
H*r
41663	nfq
41665	nzl
41668	swr
nbA
41674	qlb
41676	qwl
hzA
41680	Alh
xrj
41683	H*r
41688	sAl
41692	qwl
41696	kwn
41698	xwD
41700	lEb
qwl
41704	Alh
41706	Ayy
41709	rsl
41711	kwn
41713	hzA
41716	E*r
41719	kfr
41721	bEd
Amn
41725	Efw
41727	Twf
41730	E*b
Twf
41735	kwn
41737	jrm
41739	nfq
41742	nfq
bED
41746	bED
Amr
41751	nkr
41753	nhy
41757	Erf
41759	qbD
41761	ydy
41763	nsy
41765	Alh
41767	nsy
41771	nfq
41774	fsq
wEd
Alh
41778	nfq
41781	nfq
41784	kfr
nwr
41787	xld
41791	Hsb
41794	lEn
41796	Alh
41800	E*b
qwm
41805	qbl
41807	kwn
41809	$dd
41812	qwy
41814	kvr
mwl
41817	wld
41819	mtE
41822	xlq
41825	mtE
41828	xlq
41832	mtE
41835	qbl
41838	xlq
41841	xwD
41845	xwD
41848	HbT
Eml
41853	dnw
41856	Axr
41861	xsr
41864	Aty
41866	nbA
41869	qbl
41871	qwm
41874	Ewd
41878	qwm
41881	SHb
41885	Afk
Aty
41888	rsl
41892	byn
41895	kwn
Alh
41898	Zlm
41902	kwn
41904	nfs
41906	Zlm
41910	Amn
41913	Amn
bED
41916	wly
bED
Amr
41922	Erf
41924	nhy
41928	nkr
41930	qwm
41933	Slw
41935	Aty
41938	zkw
41940	TwE
41942	Alh
41944	rsl
41948	rHm
41950	Alh
41952	Alh
Ezz
Hkm
wEd
Alh
41958	Amn
41961	Amn
jnn
jry
41965	tHt
41968	nhr
xld
41973	skn
Tyb
41976	jnn
41979	rDw
41981	Alh
kbr
41986	fwz
41988	EZm
41992	nbA
jhd
41995	kfr
41998	nfq
42000	glZ
42004	Awy
42008	bAs
42010	Syr
Hlf
42014	Alh
42016	qwl
42021	qwl
42023	klm
42025	kfr
42027	kfr
42029	bEd
slm
42033	hmm
42038	nyl
42042	nqm
42046	gny
42048	Alh
42050	rsl
42053	fDl
42057	twb
42059	kwn
xyr
42065	wly
42067	E*b
42069	Alh
E*b
Alm
42074	dnw
42077	Axr
42084	ArD
42086	wly
42089	nSr
42094	Ehd
Alh
42098	Aty
42101	fDl
42104	Sdq
42108	kwn
42112	SlH
42115	Aty
42118	fDl
42120	bxl
42125	wly
42129	ErD
42131	Eqb
42133	nfq
42135	qlb
42138	ywm
lqy
42144	xlf
42146	Alh
42148	wEd
42154	kwn
42156	k*b
42160	Elm
42163	Alh
Elm
srr
42168	njw
42172	Alh
Elm
42175	gyb
42177	lmz
42180	TwE
42183	Amn
42186	Sdq
42190	wjd
42193	jhd
42196	sxr
42200	sxr
Alh
42207	E*b
Alm
gfr
42214	gfr
42218	gfr
42221	sbE
mrr
42225	gfr
Alh
42233	kfr
42236	Alh
42238	rsl
42241	Alh
42243	hdy
42245	qwm
42247	fsq
frH
42250	xlf
42252	qEd
42254	xlf
rsl
Alh
42258	krh
42261	jhd
42264	mwl
42267	nfs
42270	sbl
Alh
42273	qwl
42276	nfr
42280	Hrr
qwl
nwr
42284	$dd
Hrr
42287	kwn
42289	fqh
42293	DHk
42295	qll
42298	bky
42300	kvr
jzy
42304	kwn
42306	ksb
42310	rjE
42312	Alh
42314	Twf
42318	A*n
42323	xrj
42325	qwl
42327	xrj
42331	Abd
42334	qtl
42338	Edw
42341	rDw
42345	qEd
Awl
mrr
42349	qEd
42353	xlf
42356	Slw
42358	AHd
42361	mwt
Abd
42365	qwm
42367	qbr
42371	kfr
42374	Alh
42376	rsl
42379	mwt
42383	fsq
42386	Ejb
42388	mwl
42391	wld
42395	rwd
Alh
42398	E*b
42404	dnw
42406	zhq
nfs
42411	kfr
42414	nzl
swr
42417	Amn
42420	Alh
42422	jhd
42425	rsl
42427	A*n
42429	Awl
42431	Twl
42435	qwl
42437	w*r
42439	kwn
42442	qEd
rDw
42447	kwn
42451	xlf
42453	TbE
42455	qlb
42460	fqh
42464	rsl
42467	Amn
42471	jhd
42474	mwl
42477	nfs
42484	xyr
42489	flH
Edd
Alh
42494	jnn
jry
42497	tHt
42500	nhr
xld
42506	fwz
42508	EZm
42510	jyA
42512	E*r
42515	Erb
42517	A*n
42521	qEd
42523	k*b
42525	Alh
42527	rsl
42530	Swb
42532	kfr
42536	E*b
Alm
lys
42541	DEf
42546	mrD
42552	wjd
42555	nfq
42557	Hrj
42559	nSH
42562	Alh
42564	rsl
42569	Hsn
42571	sbl
42573	Alh
gfr
rHm
42582	Aty
42586	Hml
42588	qwl
42591	wjd
42593	Hml
42597	wly
42600	Eyn
42602	fyD
42605	dmE
Hzn
42609	wjd
42612	nfq
42617	sbl
42620	A*n
42625	gny
rDw
42630	kwn
42634	xlf
42636	TbE
Alh
42639	qlb
42644	Elm
42646	E*r
42651	rjE
42655	qwl
42657	E*r
42660	Amn
42664	nbA
42666	Alh
42668	xbr
42672	rAy
Alh
Eml
42677	rsl
42680	rdd
42683	Elm
42685	gyb
42688	$hd
42690	nbA
42694	kwn
42696	Eml
42699	Hlf
42702	Alh
42706	qlb
42711	ErD
42716	ErD
42722	rjs
42724	Awy
42727	jzy
42730	kwn
42732	ksb
42734	Hlf
42739	rDw
42745	rDw
42751	Alh
42753	rDw
42756	qwm
42758	fsq
42760	Erb
$dd
kfr
42764	nfq
42766	jdr
42769	Elm
42771	Hdd
42773	nzl
Alh
42776	rsl
42779	Alh
Elm
Hkm
42785	Erb
42787	Ax*
42789	nfq
grm
42792	rbS
42796	dwr
42799	dwr
42801	swA
42803	Alh
smE
Elm
42809	Erb
42811	Amn
42813	Alh
42816	ywm
42818	Axr
42820	Ax*
42822	nfq
qrb
End
Alh
42827	Slw
42829	rsl
42833	qrb
42837	dxl
42839	Alh
42841	rHm
42844	Alh
gfr
rHm
42849	sbq
42851	Awl
42854	hjr
42857	nSr
42860	tbE
42864	Hsn
rDw
Alh
42870	rDw
42875	Edd
42878	jnn
jry
tHt
42883	nhr
xld
42887	Abd
42890	fwz
42892	EZm
42896	Hwl
42900	Erb
nfq
42904	Ahl
42906	mdn
mrd
42911	nfq
42913	Elm
42916	Elm
42919	E*b
42921	mrr
42923	rdd
42926	E*b
EZm
42929	Axr
Erf
42933	*nb
42935	xlT
42937	Eml
SlH
42940	Axr
swA
Esy
Alh
42945	twb
42949	Alh
gfr
rHm
Ax*
42954	mwl
42956	Sdq
Thr
42960	zkw
42965	Slw
42969	Slw
42971	skn
42975	Alh
smE
Elm
42980	Elm
42983	Alh
42985	qbl
42987	twb
42989	Ebd
42992	Ax*
42994	Sdq
42997	Alh
43000	twb
43002	rHm
43004	qwl
Eml
43009	rAy
Alh
Eml
43014	rsl
43018	Amn
43021	rdd
43024	Elm
43026	gyb
43029	$hd
43031	nbA
43035	kwn
43037	Eml
43040	Axr
rjw
43043	Amr
Alh
43046	E*b
43050	twb
43054	Alh
Elm
Hkm
43059	Ax*
43061	sjd
Drr
43064	kfr
43066	frq
byn
43069	Amn
43071	rSd
43074	Hrb
Alh
43077	rsl
43080	qbl
43083	Hlf
43086	rwd
43090	Hsn
43092	Alh
$hd
43097	k*b
43099	qwm
43102	Abd
43104	sjd
Ass
43108	wqy
43110	Awl
ywm
Hqq
43114	qwm
43119	rjl
Hbb
43123	Thr
43126	Alh
Hbb
43129	Thr
43133	Ass
bny
43137	wqy
43139	Alh
43141	rDw
xyr
43145	Ass
bny
43149	$fw
jrf
hwr
43153	hwr
43157	nwr
43160	Alh
43162	hdy
43164	qwm
43166	Zlm
43168	zyl
bny
43172	bny
43174	ryb
43176	qlb
43180	qTE
qlb
43184	Alh
Elm
Hkm
43188	Alh
$ry
43192	Amn
nfs
43196	mwl
43203	jnn
qtl
43207	sbl
Alh
43210	qtl
43213	qtl
43215	wEd
43218	Hqq
43227	qrA
43230	wfy
43232	Ehd
43235	Alh
43237	b$r
43240	byE
43243	byE
43251	fwz
43253	EZm
43255	twb
43257	Ebd
43259	Hmd
43261	syH
43263	rkE
43265	sjd
43267	Amr
43270	Erf
43273	nhy
43276	nkr
43279	HfZ
43281	Hdd
Alh
43284	b$r
43286	Amn
43288	kwn
43291	nbA
43294	Amn
43297	gfr
43301	$rk
43304	kwn
43306	Awl
qrb
43309	bEd
43311	byn
43316	SHb
43318	jHm
43321	kwn
gfr
43325	Abw
43329	wEd
wEd
43335	byn
43340	Edw
43342	Alh
brA
43349	Awh
Hlm
43353	kwn
Alh
43356	Dll
qwm
bEd
43360	hdy
43363	byn
43367	wqy
43370	Alh
43372	kll
$yA
Elm
43376	Alh
43379	mlk
43381	smw
43384	ArD
Hyy
43387	mwt
43393	dwn
Alh
43396	wly
43399	nSr
43402	twb
Alh
43406	nbA
43409	hjr
43412	nSr
43414	tbE
43418	swE
43420	Esr
43422	bEd
43424	kwd
zyg
qlb
frq
43431	twb
43438	rAf
rHm
43443	vlv
43445	xlf
43449	Dyq
43453	ArD
43456	rHb
43458	Dyq
43461	nfs
43464	Znn
43468	ljA
43470	Alh
43475	twb
43479	twb
43482	Alh
43485	twb
43487	rHm
43491	Amn
43493	wqy
43495	Alh
43497	kwn
43501	Sdq
43503	kwn
43505	Ahl
43507	mdn
43510	Hwl
43514	Erb
43516	xlf
43519	rsl
Alh
43523	rgb
43526	nfs
43529	nfs
43536	Swb
43538	ZmA
43541	nSb
43544	xmS
43546	sbl
Alh
43550	wTA
43552	wTA
gyZ
43555	kfr
43558	nyl
43561	Edw
nyl
43564	ktb
43569	Eml
SlH
43572	Alh
43574	DyE
Ajr
43577	Hsn
43580	nfq
43582	nfq
Sgr
43586	kbr
43589	qTE
43591	wdy
43593	ktb
43597	jzy
43599	Alh
Hsn
43602	kwn
43604	Eml
43608	kwn
43610	Amn
43612	nfr
43614	kff
43617	nfr
43619	kll
frq
43623	Twf
43625	fqh
43629	dyn
43632	n*r
43634	qwm
43637	rjE
43643	H*r
43648	Amn
43650	qtl
43653	wly
43658	kfr
43661	wjd
43665	glZ
43667	Elm
43670	Alh
43673	wqy
43677	nzl
swr
43683	qwl
43686	zyd
43689	Amn
43693	Amn
43696	zyd
43698	Amn
43701	b$r
43707	qlb
43709	mrD
43711	zyd
43713	rjs
43715	rjs
43718	mwt
43722	kfr
43726	rAy
43730	ftn
43733	kll
Ewm
mrr
43737	mrr
43740	twb
43745	*kr
43750	nzl
swr
nZr
bED
43756	bED
43758	rAy
43761	AHd
43763	Srf
43765	Srf
Alh
qlb
43772	qwm
43774	fqh
43778	jyA
43780	rsl
43782	nfs
43784	Ezz
43788	Ent
43790	HrS
43795	Amn
rAf
rHm
43800	wly
43803	qwl
Hsb
43806	Alh
43808	Alh
43813	wkl
43817	rbb
43819	Er$
43821	EZm
43824	Ayy
43826	ktb
43828	Hkm
43830	kwn
43833	nws
Ejb
43836	wHy
43839	rjl
43843	n*r
43845	nws
43847	b$r
43849	Amn
43854	qdm
Sdq
End
rbb
43859	qwl
43861	kfr
43865	sHr
byn
43868	rbb
43870	Alh
43872	xlq
43874	smw
43877	ArD
43879	stt
ywm
43882	swy
43885	Er$
dbr
43888	Amr
43891	$fE
43894	bEd
A*n
43898	Alh
rbb
43902	Ebd
43908	*kr
43912	rjE
43914	jmE
wEd
Alh
Hqq
43920	bdA
43922	xlq
43924	Ewd
43927	jzy
43929	Amn
43932	Eml
43935	SlH
43938	qsT
43941	kfr
43945	$rb
43947	Hmm
43949	E*b
Alm
43953	kwn
43955	kfr
43959	jEl
43961	$ms
DwA
43965	qmr
nwr
43968	qdr
43970	nzl
43972	Elm
43974	Edd
43976	snw
43979	Hsb
43981	xlq
Alh
43987	Hqq
fSl
43990	Ayy
43992	qwm
Elm
43997	xlf
43999	lyl
44002	nhr
44005	xlq
Alh
44009	smw
44012	ArD
44014	Ayy
44016	qwm
wqy
44022	rjw
44024	lqy
44027	rDw
44031	Hyy
44033	dnw
44035	Tmn
44043	Ayy
44045	gfl
44047	Awy
44050	nwr
44053	kwn
44055	ksb
44059	Amn
44062	Eml
44065	SlH
hdy
44068	rbb
44071	Amn
44073	jry
44075	tHt
44078	nhr
44080	jnn
44082	nEm
dEw
44087	sbH
44089	Alh
44092	Hyy
44096	slm
44098	Axr
dEw
44103	Hmd
44105	Alh
rbb
44108	Elm
44111	Ejl
Alh
44115	nws
44117	$rr
Ejl
44122	xyr
44124	qDy
44127	Ajl
44130	w*r
44133	rjw
44135	lqy
44138	Tgy
44140	Emh
44144	mss
44146	Ans
44148	Drr
dEw
44152	jnb
44155	qEd
44157	qwm
44160	k$f
44164	Drr
44166	mrr
44170	dEw
44173	Drr
mss
44178	zyn
44181	srf
44183	kwn
44185	Eml
44190	hlk
44193	qrn
44195	qbl
44198	Zlm
44201	jyA
44203	rsl
44207	byn
44210	kwn
44213	Amn
44217	jzy
44219	qwm
44221	jrm
44223	jEl
44226	xlf
44229	ArD
44231	bEd
44234	nZr
kyf
Eml
44240	tlw
44243	Ayy
44245	byn
qwl
44249	rjw
44251	lqy
44253	Aty
44255	qrA
gyr
44259	bdl
44261	qwl
44263	kwn
44267	bdl
44270	lqy
nfs
44274	tbE
44277	wHy
44282	xwf
44284	ESy
44286	rbb
44288	E*b
ywm
EZm
qwl
44293	$yA
Alh
44296	tlw
44303	dry
44309	lbv
44313	Emr
44315	qbl
44320	Eql
44324	Zlm
44327	fry
44329	Alh
k*b
44332	k*b
44334	Ayy
44339	flH
44341	jrm
44343	Ebd
44346	dwn
Alh
44350	Drr
44354	nfE
44357	qwl
44360	$fE
44362	End
Alh
qwl
44366	nbA
44368	Alh
44372	Elm
44375	smw
44380	ArD
sbH
44384	Elw
44387	$rk
44391	kwn
44393	nws
44395	Amm
wHd
44398	xlf
44402	klm
sbq
44405	rbb
44408	qDy
byn
44415	xlf
44418	qwl
44421	nzl
44424	Ayy
44426	rbb
44429	qwl
44433	gyb
44435	Alh
44437	nZr
44445	nZr
44448	*wq
44451	nws
rHm
44454	bEd
Drr
mss
44461	mkr
44463	Ayy
44465	qwl
Alh
srE
mkr
44470	rsl
44472	ktb
44475	mkr
44479	syr
44483	brr
44486	bHr
44489	kwn
44493	flk
44495	jry
44500	rwH
Tyb
44503	frH
44507	jyA
44509	rwH
ESf
44512	jyA
44515	mwj
44517	kll
kwn
44520	Znn
44524	HwT
44527	dEw
44529	Alh
xlS
44534	dyn
44537	njw
44543	kwn
44547	$kr
44550	njw
44554	bgy
44558	ArD
44560	gyr
44562	Hqq
44566	nws
44569	bgy
44572	nfs
44574	mtE
44576	Hyy
44578	dnw
44582	rjE
44585	nbA
44589	kwn
44591	Eml
44595	mvl
44597	Hyy
44599	dnw
44601	mwh
nzl
44607	smw
44609	xlT
44612	nbt
44614	ArD
44617	Akl
44619	nws
44622	nEm
44625	Ax*
44627	ArD
zxrf
44631	zyn
44633	Znn
Ahl
44638	qdr
44641	Aty
44643	Amr
44645	lyl
44647	nhr
44649	jEl
44652	HSd
44656	gny
44662	fSl
44664	Ayy
44666	qwm
fkr
44670	Alh
dEw
44673	dwr
44675	slm
44677	hdy
44679	$yA
44681	SrT
qwm
44685	Hsn
44688	Hsn
44690	zyd
44693	rhq
wjh
44696	qtr
44699	*ll
44701	SHb
44703	jnn
44707	xld
44710	ksb
44713	swA
jzy
swA
44717	mvl
44720	rhq
44722	*ll
44727	Alh
44729	ESm
44732	g$w
wjh
44735	qTE
44738	lyl
Zlm
44741	SHb
44743	nwr
44747	xld
44749	ywm
H$r
44752	jmE
44754	qwl
44757	$rk
44759	kwn
44763	$rk
44766	zyl
44768	byn
44771	qwl
$rk
44775	kwn
44778	Ebd
44781	kfy
44783	Alh
$hd
byn
44788	byn
44791	kwn
44794	Ebd
44797	gfl
44799	blw
kll
nfs
44803	slf
44805	rdd
44808	Alh
wly
44812	Hqq
44814	Dll
44818	kwn
44820	fry
44822	qwl
44824	rzq
44828	smw
44831	ArD
44834	mlk
44836	smE
44839	bSr
44842	xrj
44844	Hyy
44847	mwt
44849	xrj
44851	mwt
44854	Hyy
44857	dbr
44859	Amr
44862	qwl
44864	Alh
44866	qwl
44870	wqy
44874	Alh
rbb
44878	Hqq
44881	bEd
44883	Hqq
44886	Dll
44888	Any
Srf
44893	Hqq
klm
rbb
44899	fsq
44904	Amn
44906	qwl
44909	$rk
44912	bdA
44914	xlq
44916	Ewd
44918	qwl
Alh
bdA
44922	xlq
44924	Ewd
44927	Any
Afk
44930	qwl
44933	$rk
44936	hdy
44939	Hqq
qwl
Alh
hdy
44945	Hqq
44949	hdy
44952	Hqq
Hqq
44955	tbE
44959	hdy
44962	hdy
44967	kyf
Hkm
44972	tbE
kvr
44976	Znn
44979	Znn
44981	gny
44984	Hqq
$yA
44987	Alh
Elm
44991	fEl
44995	kwn
44998	qrA
45000	fry
45002	dwn
Alh
45006	Sdq
45008	byn
ydy
45012	fSl
45014	ktb
45016	ryb
45020	rbb
45022	Elm
45024	qwl
45026	fry
45028	qwl
45030	Aty
45033	swr
mvl
45037	dEw
45040	TwE
45043	dwn
Alh
45046	kwn
45048	Sdq
45050	k*b
45055	HwT
45058	Elm
45062	Aty
45064	Awl
45068	k*b
45071	qbl
45074	nZr
kyf
kwn
Eqb
45079	Zlm
45084	Amn
45092	Amn
45096	rbb
45098	Elm
45101	fsd
45104	k*b
45108	qwl
45111	Eml
45116	Eml
45119	brA
45122	Eml
45125	brA
45128	Eml
45134	smE
45141	smE
45143	Smm
45146	kwn
45149	Eql
45155	nZr
45161	hdy
45163	Emy
45166	kwn
45169	bSr
45172	Alh
45174	Zlm
45176	nws
$yA
45181	nws
nfs
45184	Zlm
45187	ywm
H$r
45193	lbv
45196	swE
45199	nhr
Erf
45202	byn
45205	xsr
45207	k*b
45210	lqy
Alh
45214	kwn
45216	hdy
45219	rAy
45222	bED
45224	wEd
45227	wfy
45233	rjE
45236	Alh
$hd
45240	fEl
45244	kll
Amm
rsl
45249	jyA
rsl
45252	qDy
byn
45257	qsT
45261	Zlm
45264	qwl
45269	wEd
45271	kwn
45273	Sdq
qwl
45276	mlk
45278	nfs
45280	Drr
45283	nfE
45286	$yA
Alh
45289	kll
Amm
Ajl
45293	jyA
Ajl
45298	Axr
45300	swE
45303	qdm
45305	qwl
45307	rAy
45310	Aty
45312	E*b
45314	byt
45316	nhr
45318	Ejl
45322	jrm
45327	wqE
Amn
45337	kwn
45341	Ejl
45344	qwl
45347	Zlm
45349	*wq
45351	E*b
45353	xld
45355	jzy
45360	kwn
45362	ksb
45365	nbA
45369	Hqq
45371	qwl
45374	rbb
45379	Hqq
45384	Ejz
45389	kll
nfs
Zlm
45395	ArD
45397	fdy
45401	srr
45404	ndm
45406	rAy
45409	E*b
45411	qDy
byn
45416	qsT
45420	Zlm
45425	Alh
45429	smw
45432	ArD
45435	wEd
Alh
Hqq
45440	kvr
45443	Elm
45446	Hyy
45448	mwt
45452	rjE
45457	nws
45459	jyA
45461	wEZ
45463	rbb
45466	$fy
45471	Sdr
45473	hdy
45475	rHm
45478	Amn
qwl
45481	fDl
Alh
45485	rHm
45492	frH
45495	xyr
45498	jmE
45500	qwl
45502	rAy
45505	nzl
Alh
45510	rzq
45512	jEl
45516	Hrm
45518	Hll
qwl
45521	Alh
A*n
45527	Alh
fry
45532	Znn
45534	fry
45537	Alh
45539	k*b
ywm
45542	qwm
45544	Alh
45547	fDl
45550	nws
45553	kvr
45556	$kr
45560	kwn
45562	$An
45565	tlw
45569	qrA
45572	Eml
45575	Eml
45577	kwn
45581	$hd
45583	fyD
45589	Ezb
45591	rbb
45594	vql
*rr
45598	ArD
45603	smw
45606	Sgr
45611	kbr
45614	ktb
byn
45618	wly
Alh
45621	xwf
45627	Hzn
45630	Amn
45633	kwn
45635	wqy
45640	b$r
45643	Hyy
45645	dnw
45649	Axr
45651	bdl
45653	klm
Alh
45658	fwz
45660	EZm
45663	Hzn
45665	qwl
45669	Ezz
45671	Alh
jmE
45675	smE
45677	Elm
45681	Alh
45685	smw
45690	ArD
45693	tbE
45695	dEw
45698	dwn
Alh
$rk
45702	tbE
45706	Znn
45711	xrS
45715	jEl
45719	lyl
45721	skn
45727	nhr
bSr
45733	Ayy
45735	qwm
smE
45738	qwl
45740	Ax*
Alh
wld
sbH
45747	gny
45753	smw
45758	ArD
45760	End
45763	slT
45767	qwl
45770	Alh
45773	Elm
45775	qwl
45778	fry
45781	Alh
45783	k*b
45785	flH
45787	mtE
45790	dnw
45794	rjE
45797	*wq
45800	E*b
45802	$dd
45805	kwn
45807	kfr
45810	tlw
45813	nbA
45816	qwl
45818	qwm
45821	qwm
45824	kwn
kbr
45828	qwm
45831	*kr
45834	Ayy
Alh
45838	Alh
wkl
45842	jmE
45844	Amr
45847	$rk
45851	kwn
Amr
45856	gmm
45858	qDy
45864	nZr
45869	wly
45873	sAl
45877	Ajr
45879	Ajr
45883	Alh
45885	Amr
45888	kwn
45891	slm
45893	k*b
45897	njw
45906	flk
45908	jEl
45911	xlf
45913	grq
45916	k*b
45919	Ayy
45922	nZr
kyf
kwn
Eqb
45927	n*r
45929	bEv
45932	bEd
45934	rsl
45936	qwm
45939	jyA
45944	byn
45947	kwn
45950	Amn
45954	k*b
45959	qbl
45962	TbE
45964	qlb
45966	Edw
45968	bEv
45971	bEd
45979	mlA
45982	Ayy
45985	kbr
45988	kwn
45990	qwm
jrm
45994	jyA
45997	Hqq
45999	End
46001	qwl
46006	sHr
byn
qwl
46011	qwl
46015	Hqq
46017	jyA
46020	sHr
46024	flH
46026	sHr
qwl
46030	jyA
46034	lft
46038	wjd
46042	Abw
46045	kwn
46049	kbr
46052	ArD
46059	Amn
46061	qwl
46063	Aty
46067	kll
sHr
Elm
46072	jyA
46074	sHr
qwl
46079	lqy
46083	lqy
46086	lqy
46088	qwl
46091	jyA
46096	sHr
46098	Alh
46100	bTl
46103	Alh
46105	SlH
Eml
46108	fsd
46110	Hqq
Alh
46113	Hqq
46115	klm
46119	krh
46121	jrm
46124	Amn
46128	*rr
46130	qwm
46133	xwf
46137	mlA
46140	ftn
46146	Elw
46149	ArD
46156	srf
46158	qwl
46161	qwm
46164	kwn
46166	Amn
46169	Alh
46173	wkl
46176	kwn
46178	slm
46180	qwl
46183	Alh
wkl
46186	rbb
46189	jEl
46191	ftn
46194	qwm
46196	Zlm
46198	njw
46201	rHm
46205	qwm
46207	kfr
46209	wHy
46214	Axw
46217	bwA
46220	qwm
46223	mSr
byt
46226	jEl
46228	byt
46230	qbl
46232	qwm
46235	Slw
46237	b$r
46239	Amn
46241	qwl
46243	rbb
46247	Aty
46251	mlA
46253	zyn
46255	mwl
46258	Hyy
46260	dnw
rbb
46264	Dll
46267	sbl
46269	rbb
46271	Tms
46273	mwl
46276	$dd
46278	qlb
46282	Amn
46285	rAy
46288	E*b
46290	Alm
qwl
46293	jwb
dEw
46297	qwm
46301	tbE
46303	sbl
46306	Elm
46309	jwz
46312	bny
46315	bHr
46317	tbE
46321	jnd
46323	bgy
46325	Edw
46328	drk
46331	grq
qwl
Amn
46338	Alh
46341	Amn
46344	bny
46350	slm
46356	ESy
46358	qbl
46360	kwn
46364	fsd
46367	ywm
njw
46371	bdn
46374	kwn
46377	xlf
46379	Ayy
46382	kvr
46385	nws
46387	Ayy
46390	gfl
46394	bwA
46396	bny
46398	bwA
Sdq
46401	rzq
46406	Tyb
46409	xlf
46412	jyA
46415	Elm
46417	rbb
46419	qDy
byn
46422	ywm
46424	qwm
46427	kwn
46431	xlf
46435	kwn
46438	$kk
46441	nzl
46446	sAl
46448	qrA
46451	ktb
46453	qbl
46457	jyA
46460	Hqq
46462	rbb
46466	kwn
46470	mry
46473	kwn
46477	k*b
46480	Ayy
Alh
46483	kwn
46486	xsr
46489	Hqq
46492	klm
rbb
46496	Amn
46500	jyA
46502	kll
Ayy
46505	rAy
46508	E*b
46510	Alm
46513	kwn
qry
Amn
46517	nfE
46519	Amn
46522	qwm
46525	Amn
46527	k$f
46531	E*b
46533	xzy
46536	Hyy
46538	dnw
46540	mtE
46544	Hyn
46547	$yA
rbb
46551	Amn
46555	ArD
kll
46558	jmE
46562	krh
46564	nws
46566	kwn
46568	Amn
46571	kwn
46573	nfs
46575	Amn
46578	A*n
Alh
46581	jEl
46583	rjs
46587	Eql
46589	qwl
nZr
46595	smw
46598	ArD
46601	gny
46603	Ayy
46606	n*r
46608	qwm
46610	Amn
46614	nZr
46617	mvl
ywm
46620	xlw
46623	qbl
46625	qwl
46627	nZr
46635	nZr
46637	njw
rsl
46642	Amn
46646	Hqq
46649	njw
46651	Amn
qwl
46656	nws
46658	kwn
46661	$kk
46663	dyn
46667	Ebd
46669	Ebd
46672	dwn
Alh
46676	Ebd
Alh
46679	wfy
46682	Amr
46685	kwn
46688	Amn
46691	qwm
wjh
46696	dyn
Hnf
46700	kwn
46704	$rk
46707	dEw
46709	dwn
Alh
46713	nfE
46717	Drr
46721	fEl
46729	Zlm
46732	mss
46734	Alh
46736	Drr
46739	k$f
46746	rwd
46749	xyr
46752	rdd
46754	fDl
46756	Swb
46760	$yA
46762	Ebd
46767	gfr
46769	rHm
qwl
46774	nws
46776	jyA
46779	Hqq
46781	rbb
46785	hdy
46789	hdy
46791	nfs
46795	Dll
46799	Dll
46808	wkl
46810	tbE
46812	wHy
46816	Sbr
46818	Hkm
Alh
46822	xyr
46824	Hkm
46826	ktb
Hkm
Ayy
46831	fSl
46833	ldn
Hkm
xbr
46838	Ebd
46841	Alh
46848	n*r
46850	b$r
46853	gfr
46855	rbb
46858	twb
46862	mtE
46864	mtE
Hsn
46867	Ajl
smw
46870	Aty
kll
46873	fDl
fDl
46878	wly
46883	xwf
46886	E*b
ywm
kbr
46890	Alh
rjE
46896	kll
$yA
qdr
46902	vny
46904	Sdr
46907	xfy
46912	Hyn
g$w
46915	vwb
46917	Elm
46919	srr
46923	Eln
46927	Elm
46931	Sdr
46935	dbb
46938	ArD
46941	Alh
rzq
46945	Elm
qrr
46949	wdE
46951	kll
46953	ktb
byn
46958	xlq
46960	smw
46963	ArD
46965	stt
ywm
46968	kwn
Er$
46973	mwh
46975	blw
46979	Hsn
Eml
46984	qwl
46988	bEv
46990	bEd
46992	mwt
46994	qwl
46997	kfr
47002	sHr
byn
47007	Axr
47012	E*b
47014	Amm
Edd
47017	qwl
47020	Hbs
47023	ywm
Aty
47026	lys
Srf
47031	Hyq
47035	kwn
47039	hzA
47044	*wq
47047	Ans
47050	rHm
47052	nzE
47060	yAs
kfr
47065	*wq
47068	nEm
bEd
Drr
mss
47074	qwl
47076	*hb
47078	swA
47084	frH
fxr
47088	Sbr
47091	Eml
47094	SlH
47098	gfr
47100	Ajr
kbr
47105	trk
bED
47108	wHy
47112	Dyq
47115	Sdr
47118	qwl
47121	nzl
47124	knz
47126	jyA
47129	mlk
47133	n*r
47135	Alh
47137	kll
$yA
wkl
47141	qwl
47143	fry
47145	qwl
47147	Aty
47150	E$r
swr
mvl
47154	fry
47156	dEw
47159	TwE
47162	dwn
Alh
47165	kwn
47167	Sdq
47170	jwb
47175	Elm
47179	nzl
47181	Elm
Alh
47186	Alh
47192	slm
47194	kwn
rwd
47197	Hyy
47199	dnw
47201	zyn
47203	wfy
47206	Eml
47215	bxs
47219	lys
47224	Axr
47227	nwr
47229	HbT
47231	SnE
47236	bTl
47238	kwn
47240	Eml
47245	kwn
47247	byn
47249	rbb
47252	tlw
47254	$hd
47259	qbl
47261	ktb
47263	Amm
47265	rHm
47267	Amn
47273	kfr
47278	Hzb
47281	nwr
wEd
47286	kwn
47288	mry
47294	Hqq
47296	rbb
47300	kvr
47302	nws
47304	Amn
47308	Zlm
47311	fry
47313	Alh
k*b
47316	ErD
47319	rbb
47322	qwl
47324	$hd
47327	k*b
47330	rbb
47333	lEn
Alh
47337	Zlm
47339	Sdd
47342	sbl
Alh
47345	bgy
47348	Ewj
47353	Axr
47355	kfr
47358	kwn
47360	Ejz
47363	ArD
47366	kwn
47370	dwn
Alh
47373	wly
DEf
47378	E*b
47380	kwn
47382	TwE
47385	smE
47388	kwn
47390	bSr
47394	xsr
47396	nfs
47399	Dll
47403	kwn
47405	fry
47408	jrm
47413	Axr
47416	xsr
47419	Amn
47422	Eml
47425	SlH
47427	xbt
47430	rbb
47433	SHb
47435	jnn
47439	xld
mvl
47442	frq
47445	Emy
47448	Smm
47451	bSr
47454	smE
47456	swy
47458	mvl
47462	*kr
47467	rsl
47471	qwm
47477	n*r
byn
47481	Ebd
47484	Alh
47487	xwf
47490	E*b
ywm
Alm
47494	qwl
47496	mlA
47498	kfr
47501	qwm
47504	rAy
47507	b$r
mvl
47512	rAy
47514	tbE
47519	r*l
47521	bdw
47523	rAy
47526	rAy
47532	fDl
47534	Znn
47536	k*b
qwl
47539	qwm
47542	rAy
47545	kwn
47548	byn
47550	rbb
47553	Aty
47555	rHm
47557	End
47560	Emy
47564	lzm
47571	krh
47574	qwm
47577	sAl
47581	mwl
47583	Ajr
47587	Alh
47592	Trd
47594	Amn
47598	lqy
rbb
47604	rAy
47606	qwm
jhl
47611	qwm
47614	nSr
47617	Alh
47619	Trd
47625	*kr
47629	qwl
47632	End
47634	xzn
Alh
47638	Elm
47640	gyb
47643	qwl
47646	mlk
47649	qwl
47652	zry
Eyn
47656	Aty
47658	Alh
xyr
Alh
Elm
47665	nfs
47673	Zlm
qwl
47679	jdl
47683	kvr
47685	jdl
47688	Aty
47692	wEd
47695	kwn
47699	Sdq
qwl
47703	Aty
47707	Alh
47709	$yA
47714	Ejz
47717	nfE
47719	nSH
47722	rwd
47725	nSH
47729	kwn
Alh
rwd
47733	gwy
47736	rbb
47741	rjE
47744	qwl
47746	fry
47748	qwl
47750	fry
47756	jrm
47760	brA
47763	jrm
47766	wHy
47772	Amn
47774	qwm
47779	Amn
47782	bAs
47785	kwn
47787	fEl
47790	SnE
47792	flk
47794	Eyn
47797	wHy
47801	xTb
47805	Zlm
47809	grq
47811	SnE
47813	flk
47815	kll
mrr
47819	mlA
47821	qwm
47823	sxr
47827	qwl
47829	sxr
47836	sxr
47841	sxr
47845	Elm
47848	Aty
47850	E*b
xzy
47854	Hll
47857	E*b
qwm
47861	jyA
Amr
47865	fwr
47868	qwl
47870	Hml
47874	kll
zwj
vny
47878	Ahl
47882	sbq
47886	qwl
47889	Amn
47892	Amn
47896	qll
47898	qwl
rkb
47904	smw
Alh
jry
47909	rsw
47912	rbb
47915	gfr
rHm
47919	jry
47923	mwj
47926	jbl
47928	ndw
47930	bny
47933	kwn
47935	Ezl
47937	bny
47939	rkb
47944	kwn
47947	kfr
qwl
47950	Awy
47952	jbl
ESm
47957	mwh
qwl
47960	ESm
47962	ywm
47964	Amr
Alh
47968	rHm
47970	Hwl
byn
47974	mwj
47976	kwn
47979	grq
47981	qwl
47983	ArD
blE
47986	mwh
47990	smw
qlE
47994	gyD
47996	mwh
47998	qDy
48000	Amr
48002	swy
48007	qwl
bEd
48011	qwm
48013	Zlm
48015	ndw
48017	rbb
48020	qwl
rbb
48024	bny
48027	Ahl
48031	wEd
48034	Hqq
48037	Hkm
48039	Hkm
qwl
48045	lys
48047	Ahl
48051	Eml
gyr
SlH
48056	sAl
48059	lys
48064	Elm
48067	wEZ
48070	kwn
48073	jhl
qwl
rbb
48079	Ew*
48083	sAl
48086	lys
48091	Elm
48094	gfr
48098	rHm
48100	kwn
48103	xsr
qwl
48107	hbT
48109	slm
48113	brk
48118	Amm
48124	Amm
48126	mtE
48129	mss
48133	E*b
Alm
48137	nbA
48139	gyb
wHy
48145	kwn
48147	Elm
48152	qwm
48155	qbl
48158	Sbr
48161	Eqb
48164	wqy
48167	Ewd
Axw
48170	hwd
qwl
48173	qwm
48175	Ebd
48177	Alh
48182	Alh
gyr
48188	fry
48190	qwm
48193	sAl
48197	Ajr
48199	Ajr
48204	fTr
48209	Eql
48213	qwm
48215	gfr
48217	rbb
48220	twb
48224	rsl
48226	smw
48229	drr
48231	zyd
48233	qwy
48235	qwy
48239	wly
48241	jrm
qwl
48245	hwd
48247	jyA
48251	byn
48256	trk
Alh
48260	qwl
48268	Amn
48270	qwl
48272	Erw
48274	bED
Alh
48278	swA
qwl
48282	$hd
Alh
48285	$hd
48289	brA
48292	$rk
48295	dwn
48298	kyd
48301	jmE
48304	nZr
48309	wkl
48312	Alh
rbb
48316	rbb
48320	dbb
48323	Ax*
48325	nSy
48328	rbb
48331	SrT
qwm
48335	wly
48339	blg
48343	rsl
48350	xlf
rbb
48353	qwm
gyr
48358	Drr
48361	$yA
48363	rbb
48366	kll
$yA
HfZ
48371	jyA
Amr
48374	njw
48376	hwd
48379	Amn
48384	rHm
48388	njw
48392	E*b
glZ
48396	Ewd
jHd
48400	Ayy
rbb
48404	ESy
48406	rsl
48409	tbE
48411	Amr
kll
jbr
End
48416	tbE
48421	dnw
lEn
48424	ywm
48426	qwm
48429	Ewd
kfr
48432	rbb
48435	bEd
48437	Ewd
qwm
hwd
48443	Axw
48445	SlH
qwl
48448	qwm
48450	Ebd
48452	Alh
48457	Alh
gyr
48461	n$A
48465	ArD
48467	Emr
48472	gfr
48476	twb
48481	rbb
48483	qrb
jwb
qwl
48488	SlH
48490	kwn
48494	rjw
qbl
48498	nhy
48501	Ebd
48503	Ebd
Abw
48511	$kk
48514	dEw
48518	ryb
qwl
48521	qwm
48524	rAy
48527	kwn
48530	byn
48532	rbb
48535	Aty
48539	rHm
48542	nSr
48545	Alh
48547	ESy
48552	zyd
48555	gyr
xsr
48559	qwm
48562	nwq
Alh
48566	Ayy
48568	w*r
48571	Akl
48573	ArD
Alh
48577	mss
48581	swA
48583	Ax*
48585	E*b
qrb
48588	Eqr
48592	qwl
mtE
48596	dwr
48598	vlv
ywm
48601	wEd
gyr
k*b
48606	jyA
Amr
48609	njw
48611	SlH
48614	Amn
48619	rHm
48624	xzy
48627	rbb
48631	qwy
48633	Ezz
48635	Ax*
48637	Zlm
48640	SyH
48642	SbH
48645	dwr
48647	jvm
48651	gny
48658	kfr
48660	rbb
48663	bEd
48669	jyA
rsl
48675	b$r
qwl
48678	slm
qwl
slm
48683	lbv
48685	jyA
48687	Ejl
Hn*
48691	rAy
ydy
48695	wSl
48698	nkr
48701	wjs
48704	xwf
qwl
48708	xwf
48711	rsl
48714	qwm
48717	mrA
48719	qwm
48721	DHk
48723	b$r
48730	wry
48733	qwl
48737	wld
48740	Ejz
48743	bEl
48745	$yx
48749	$yA
Ejb
qwl
48754	Ejb
48756	Amr
Alh
rHm
Alh
48761	brk
48765	Ahl
48767	byt
48770	Hmd
mjd
48774	*hb
48778	rwE
48780	jyA
48783	b$r
jdl
48787	qwm
48792	Hlm
Awh
nwb
48797	ErD
48803	jyA
Amr
rbb
48810	Aty
48812	E*b
gyr
rdd
48817	jyA
rsl
48821	swA
48825	Dyq
48828	*rE
48830	qwl
48832	ywm
ESb
48835	jyA
48837	qwm
48839	hrE
48845	qbl
kwn
48848	Eml
48851	swA
qwl
48854	qwm
48857	bny
48860	Thr
48864	wqy
48866	Alh
48869	xzy
48873	Dyf
48876	lys
48879	rjl
r$d
qwl
48885	Elm
48891	bny
48894	Hqq
48899	Elm
48901	rwd
qwl
48909	qwy
48911	Awy
48913	rkn
$dd
qwl
48921	rsl
rbb
48925	wSl
48930	sry
48932	Ahl
48935	qTE
48938	lyl
48941	lft
48944	AHd
48946	mrA
48950	Swb
48953	Swb
48956	wEd
48959	SbH
48961	lys
48963	SbH
48965	qrb
48968	jyA
Amr
48971	jEl
48973	Elw
48975	sfl
48978	mTr
48982	Hjr
48984	sjl
nDd
swm
End
rbb
48995	Zlm
48997	bEd
49001	Axw
49004	qwl
49006	qwm
49008	Ebd
49010	Alh
49015	Alh
gyr
49020	nqS
49023	kyl
49026	wzn
49029	rAy
49032	xyr
49036	xwf
49039	E*b
ywm
HwT
49044	qwm
49046	wfy
49049	kyl
49052	wzn
49055	qsT
49058	bxs
49061	nws
$yA
49066	Evw
49070	ArD
fsd
bqy
Alh
xyr
49078	kwn
49080	Amn
49087	HfZ
qwl
49093	Slw
49095	Amr
49098	trk
49100	Ebd
Abw
49105	fEl
49107	mwl
49110	$yA
49116	Hlm
49118	r$d
qwl
49121	qwm
49124	rAy
49127	kwn
49130	byn
49132	rbb
49135	rzq
49139	rzq
Hsn
49143	rwd
49145	xlf
49149	nhy
49154	rwd
49157	SlH
49159	TwE
49163	wfq
49167	Alh
49170	wkl
49175	nwb
49178	qwm
49181	jrm
49184	$qq
49187	Swb
49189	mvl
49191	Swb
qwm
49195	qwm
hwd
49198	qwm
SlH
49202	qwm
49207	bEd
49209	gfr
49211	rbb
49214	twb
49219	rbb
49221	rHm
wdd
qwl
49228	fqh
kvr
49232	qwl
49237	rAy
49241	DEf
49244	rhT
49247	rjm
49256	Ezz
qwl
49259	qwm
49262	rhT
49264	Ezz
49268	Alh
49270	Ax*
49273	wry
49275	Zhr
49277	rbb
49281	Eml
49283	HwT
49286	qwm
49288	Eml
49291	kwn
49295	Eml
49297	Elm
49300	Aty
49302	E*b
xzy
49308	k*b
49310	rqb
49316	rqb
49319	jyA
Amr
49322	njw
49327	Amn
49332	rHm
49336	Ax*
49338	Zlm
49341	SyH
49343	SbH
49346	dwr
49348	jvm
49352	gny
49357	bEd
49362	bEd
49367	rsl
49371	Ayy
49374	slT
byn
49379	mlA
49382	tbE
49384	Amr
49388	Amr
49391	r$d
qdm
qwm
49395	ywm
49397	qwm
49399	wrd
49402	nwr
49404	bAs
49406	wrd
49408	wrd
49410	tbE
49414	lEn
49416	ywm
49418	qwm
bAs
49421	rfd
49423	rfd
49426	nbA
49428	qry
qSS
49435	qwm
49437	HSd
49440	Zlm
49445	Zlm
49447	nfs
49451	gny
49454	Alh
49457	dEw
49460	dwn
Alh
49463	$yA
49465	jyA
Amr
rbb
49471	zyd
49474	gyr
tbb
49479	Ax*
rbb
49483	Ax*
49485	qry
49488	Zlm
49490	Ax*
49492	Alm
$dd
49498	Ayy
49501	xwf
E*b
49504	Axr
49506	ywm
jmE
49511	nws
49514	ywm
$hd
49518	Axr
49522	Ajl
Edd
ywm
Aty
49527	klm
nfs
49531	A*n
49536	$qw
49538	sEd
49542	$qw
49547	nwr
49552	zfr
49554	$hq
xld
49559	dwm
49561	smw
49564	ArD
49567	$yA
rbb
49571	rbb
49573	fEl
49576	rwd
49580	sEd
49585	jnn
xld
49590	dwm
49592	smw
49595	ArD
49598	$yA
rbb
49601	ETw
gyr
j**
49606	kwn
49608	mry
49611	Ebd
49614	Ebd
49619	Ebd
Abw
49623	qbl
49628	wfy
49630	nSb
49632	gyr
nqS
49637	Aty
49641	ktb
49643	xlf
49648	klm
sbq
49651	rbb
49654	qDy
byn
49662	$kk
49665	ryb
49668	kll
49671	wfy
49674	rbb
49676	Eml
49682	Eml
49684	xbr
49686	qwm
49689	Amr
49693	twb
49698	Tgy
49704	Eml
49706	bSr
49709	rkn
49713	Zlm
49716	mss
49719	nwr
49725	dwn
Alh
49728	wly
49731	nSr
49734	qwm
49736	Slw
Trf
49739	nhr
49741	zlf
49744	lyl
49747	Hsn
*hb
49751	swA
49753	*kr
49756	*kr
49758	Sbr
49761	Alh
49763	DyE
Ajr
49766	Hsn
49769	kwn
49772	qrn
49774	qbl
49776	Awl
bqy
nhy
49782	fsd
49785	ArD
49787	qll
49790	njw
49795	tbE
49797	Zlm
49800	trf
49805	kwn
49807	jrm
49810	kwn
rbb
49814	hlk
49816	qry
49818	Zlm
49820	Ahl
49822	SlH
49825	$yA
rbb
49829	jEl
49831	nws
Amm
wHd
49836	zyl
49838	xlf
49841	rHm
rbb
49847	xlq
49850	tmm
klm
rbb
49855	mlA
49860	jnn
49863	nws
jmE
49866	kll
qSS
49871	nbA
49873	rsl
49875	vbt
49878	fAd
49881	jyA
49886	Hqq
49888	wEZ
49890	*kr
49893	Amn
49895	qwl
49899	Amn
49901	Eml
49904	kwn
49908	Eml
49910	nZr
49914	nZr
49917	Alh
gyb
49920	smw
49923	ArD
49927	rjE
49929	Amr
kll
49933	Ebd
49936	wkl
49941	rbb
49944	gfl
49947	Eml
49951	Ayy
49953	ktb
49955	byn
49958	nzl
49961	qrA
Erb
49965	Eql
49968	qSS
49971	Hsn
49973	qSS
49976	wHy
49982	qrA
49985	kwn
49988	qbl
49993	gfl
49995	qwl
49998	Abw
50001	Abw
50005	rAy
50007	AHd
E$r
kwkb
50012	$ms
50015	qmr
rAy
50021	sjd
qwl
50024	bny
50027	qSS
rAy
50031	Axw
50034	kyd
50038	kyd
50041	$Tn
50044	Ans
Edw
byn
50050	jby
50052	rbb
50055	Elm
50058	Awl
50060	Hdv
50062	tmm
nEm
50069	Awl
50073	tmm
50076	Abw
50079	qbl
50084	rbb
50086	Elm
Hkm
50090	kwn
50094	Axw
50096	Ayy
50099	sAl
50101	qwl
50106	Axw
50108	Hbb
50110	Abw
50116	ESb
50118	Abw
50122	Dll
byn
qtl
50128	TrH
50131	ArD
xlw
50135	wjh
Abw
50139	kwn
50142	bEd
50144	qwm
SlH
qwl
qwl
50151	qtl
50155	lqy
50159	gyb
50161	jbb
lqT
50164	bED
50166	syr
50168	kwn
50170	fEl
qwl
50174	Abw
50180	Amn
50190	nSH
rsl
50195	gdw
rtE
50198	lEb
50205	HfZ
qwl
50210	Hzn
50213	*hb
50218	xwf
50220	Akl
50223	*Ab
50228	gfl
qwl
50233	Akl
50236	*Ab
50239	ESb
50244	xsr
50247	*hb
50252	jmE
50255	jEl
50259	gyb
50261	jbb
50263	wHy
50268	nbA
50272	Amr
50278	$Er
50281	jyA
50283	Abw
50285	E$w
bky
50288	qwl
50291	Abw
50295	*hb
50297	sbq
50299	trk
50302	End
mtE
50306	Akl
50309	*Ab
50314	Amn
50319	kwn
50321	Sdq
50323	jyA
50326	qmS
50329	dmw
k*b
qwl
50333	swl
50336	nfs
50338	Amr
50340	Sbr
jml
50343	Alh
50345	Ewn
50348	wSf
50351	jyA
syr
50354	rsl
50356	wrd
50359	dlw
dlw
50362	qwl
50364	b$r
50366	glm
50368	srr
50371	bDE
50373	Alh
Elm
50377	Eml
50380	$ry
50384	vmn
bxs
drhm
Edd
50389	kwn
50395	zhd
50397	qwl
50399	$ry
50402	mSr
50404	mrA
50406	krm
50408	vwy
50410	Esy
50412	nfE
50415	Ax*
50417	wld
50421	mkn
50427	ArD
50430	Elm
50433	Awl
50435	Hdv
50437	Alh
glb
50440	Amr
50444	kvr
50446	nws
50448	Elm
50452	blg
$dd
50455	Aty
50458	Hkm
50460	Elm
50464	jzy
50466	Hsn
50468	rwd
50473	byt
50476	nfs
50479	glq
50481	bwb
50483	qwl
hyt
50487	qwl
Ew*
Alh
50492	rbb
50494	Hsn
vwy
50500	flH
50502	Zlm
50506	hmm
50510	hmm
50515	rAy
brhn
rbb
50522	Srf
50526	swA
50529	fH$
50533	Ebd
50536	xlS
50538	sbq
50541	bwb
50543	qdd
qmS
50547	dbr
50549	lfw
50551	swd
50555	bwb
qwl
50558	jzy
50560	rwd
50562	Ahl
50564	swA
50567	sjn
50569	E*b
Alm
qwl
50573	rwd
50576	nfs
50579	$hd
$hd
50582	Ahl
50585	kwn
qmS
50588	qdd
50590	qbl
50592	Sdq
50597	k*b
50600	kwn
qmS
50603	qdd
50605	dbr
50607	k*b
50612	Sdq
50615	rAy
qmS
50618	qdd
50620	dbr
qwl
50625	kyd
50628	kyd
50630	EZm
50632	ErD
50636	gfr
50639	*nb
50643	kwn
50647	xTA
50649	qwl
nsw
50653	mdn
mrA
50656	Ezz
rwd
fty
50661	nfs
50664	$gf
50666	Hbb
50670	rAy
50673	Dll
byn
50677	smE
50679	mkr
50681	rsl
50685	Etd
50688	wkA
50690	Aty
kll
wHd
50695	skn
50697	qwl
xrj
50703	rAy
50706	kbr
50710	qTE
50712	ydy
50715	qwl
50717	Hw$
50719	Alh
50722	b$r
50726	mlk
krm
qwl
50732	lwm
50740	rwd
50744	nfs
50747	ESm
50752	fEl
50754	Amr
50757	sjn
50761	kwn
50765	Sgr
qwl
rbb
50770	sjn
Hbb
50776	dEw
50783	Srf
50786	kyd
50788	Sbw
50792	kwn
50795	jhl
50797	jwb
50800	rbb
50803	Srf
50806	kyd
50812	smE
50814	Elm
50816	bdw
50820	bEd
50822	rAy
50825	Ayy
50827	sjn
50831	Hyn
50833	dxl
50837	sjn
fty
qwl
AHd
50844	rAy
50846	ESr
xmr
50849	qwl
50851	Axr
50854	rAy
50856	Hml
fwq
rAs
50860	xbz
Akl
50863	Tyr
50866	nbA
50869	Awl
50873	rAy
50877	Hsn
qwl
50880	Aty
50882	TEm
rzq
50887	nbA
50891	Awl
50893	qbl
50895	Aty
50900	Elm
50902	rbb
50906	trk
50908	mll
qwm
50911	Amn
50914	Alh
50919	Axr
50921	kfr
50923	tbE
50925	mll
Abw
50934	kwn
50938	$rk
50940	Alh
50942	$yA
50945	fDl
Alh
50952	nws
50955	kvr
50957	nws
50959	$kr
50962	SHb
50965	sjn
50967	rbb
frq
xyr
50971	Alh
50973	wHd
50975	qhr
50977	Ebd
50980	dwn
50983	smw
smw
50989	Abw
50992	nzl
Alh
50997	slT
51000	Hkm
51003	Alh
Amr
51007	Ebd
51013	dyn
51015	qwm
51018	kvr
51020	nws
51022	Elm
51025	SHb
51028	sjn
51030	AHd
51033	sqy
rbb
51036	xmr
51040	Axr
51042	Slb
51044	Akl
51046	Tyr
51048	rAs
51050	qDy
51052	Amr
51056	fty
51059	qwl
51062	Znn
51065	njw
51068	*kr
51070	End
rbb
51074	nsy
51077	$Tn
*kr
rbb
51082	lbv
51085	sjn
bDE
snw
51089	qwl
51091	mlk
51094	rAy
sbE
bqr
smn
Akl
51100	sbE
Ejf
51103	sbE
snbl
xDr
51107	Axr
ybs
51112	mlA
fty
51117	rAy
51120	kwn
51124	rAy
Ebr
51127	qwl
51129	Dgv
Hlm
51135	Awl
51137	Hlm
51139	Elm
51141	qwl
51143	njw
51147	*kr
bEd
Amm
51151	nbA
51154	Awl
51157	rsl
51163	Sdq
fty
51167	sbE
bqr
smn
Akl
51172	sbE
Ejf
51175	sbE
snbl
xDr
51179	Axr
ybs
51183	rjE
51186	nws
51189	Elm
51191	qwl
zrE
51194	sbE
snw
dAb
51199	HSd
51202	w*r
51206	snbl
51209	qll
51212	Akl
51215	Aty
51217	bEd
51219	sbE
$dd
Akl
51224	qdm
51229	qll
51232	HSn
51235	Aty
51237	bEd
51239	Ewm
51242	gyv
51244	nws
51248	ESr
51251	qwl
51253	mlk
Aty
51261	jyA
51264	rsl
qwl
rjE
51268	rbb
51271	sAl
51274	bwl
51276	nsw
51278	qTE
51280	ydy
51283	rbb
51286	kyd
51288	Elm
qwl
51291	xTb
51294	rwd
51298	nfs
51300	qwl
51302	Hw$
51304	Alh
51306	Elm
51311	swA
qwl
mrA
51315	Ezz
51318	HSHS
51320	Hqq
51322	rwd
51326	nfs
51334	Sdq
51337	Elm
51341	xwn
51345	gyb
51348	Alh
51350	hdy
kyd
51353	xwn
51356	brA
nfs
51361	nfs
51363	Amr
51366	swA
51369	rHm
rbb
51373	rbb
51375	gfr
rHm
51378	qwl
51380	mlk
Aty
51386	xlS
51389	nfs
51393	klm
51395	qwl
51399	ywm
51402	mkn
Amn
qwl
jEl
51408	xzn
51410	ArD
51413	HfZ
Elm
51418	mkn
51424	ArD
bwA
51428	Hyv
$yA
Swb
51432	rHm
51435	$yA
51438	DyE
Ajr
51441	Hsn
51444	Ajr
51446	Axr
xyr
51450	Amn
51453	kwn
51455	wqy
51458	jyA
Axw
51462	dxl
51467	Erf
51473	nkr
51476	jhz
51479	jhz
51481	qwl
Aty
51486	Axw
51490	Abw
51494	rAy
51498	wfy
51500	kyl
51503	xyr
51505	nzl
51509	Aty
51516	kyl
51519	End
51523	qrb
51526	qwl
51529	rwd
51532	Abw
51538	fEl
51540	qwl
51542	fty
51544	jEl
51546	bDE
51549	rHl
51553	Erf
51557	qlb
51560	Ahl
51564	rjE
51568	rjE
51571	Abw
51573	qwl
51576	Abw
51578	mnE
51582	kyl
51584	rsl
51587	Axw
51589	kyl
51596	HfZ
qwl
51599	Amn
51606	Amn
51610	Axw
51613	qbl
51615	Alh
xyr
HfZ
51620	rHm
51622	rHm
51625	ftH
51627	mtE
51629	wjd
51631	bDE
51633	rdd
51636	qwl
51639	Abw
51642	bgy
51644	bDE
51646	rdd
51650	myr
Ahl
51654	HfZ
Axw
51658	zyd
kyl
bEr
51662	kyl
ysr
qwl
51666	rsl
51671	Aty
51674	wvq
51676	Alh
51678	Aty
51685	HwT
51690	Aty
51693	wvq
51695	qwl
Alh
51699	qwl
wkl
51702	qwl
51704	bny
51707	dxl
51710	bwb
wHd
51713	dxl
51716	bwb
frq
51720	gny
51724	Alh
51726	$yA
51729	Hkm
51732	Alh
51735	wkl
51742	wkl
51744	wkl
51747	dxl
51750	Hyv
Amr
51753	Abw
51756	kwn
gny
51761	Alh
51763	$yA
51765	Hwj
51767	nfs
51769	qDy
51776	Elm
51779	Elm
51784	kvr
51786	nws
51788	Elm
51792	dxl
51796	Awy
51799	Axw
51801	qwl
51805	Axw
51809	bAs
51812	kwn
51814	Eml
51818	jhz
51821	jhz
51823	jEl
51825	sqy
51827	rHl
Axw
51831	A*n
A*n
51835	Eyr
51839	srq
qwl
51843	qbl
51848	fqd
51850	qwl
51852	fqd
SwE
51855	mlk
51859	jyA
51862	Hml
bEr
51868	zEm
qwl
51872	Alh
51875	Elm
51878	jyA
51881	fsd
51884	ArD
51887	kwn
51889	srq
qwl
51894	jzy
51897	kwn
51899	k*b
qwl
51902	jzy
51905	wjd
51907	rHl
51911	jzy
51915	jzy
51917	Zlm
51919	bdA
51921	wEy
51923	qbl
wEy
Axw
51928	xrj
51931	wEy
Axw
51936	kyd
51941	kwn
51943	Ax*
Axw
51947	dyn
51949	mlk
51952	$yA
Alh
rfE
drj
51957	$yA
51959	fwq
kll
51962	Elm
Elm
qwl
51967	srq
51970	srq
Axw
51975	qbl
51977	srr
51981	nfs
51985	bdw
51989	qwl
51991	$rr
kwn
51994	Alh
Elm
51998	wSf
52000	qwl
52005	Ezz
52009	Abw
$yx
kbr
52013	Ax*
AHd
52016	kwn
52020	rAy
52024	Hsn
qwl
Ew*
Alh
52029	Ax*
52032	wjd
52034	mtE
52036	End
52042	Zlm
52045	yAs
52049	xlS
52051	njw
qwl
kbr
52057	Elm
52060	Abw
52063	Ax*
52066	wvq
52068	Alh
52071	qbl
52073	frT
52079	brH
52081	ArD
52083	A*n
52086	Abw
52089	Hkm
Alh
52095	xyr
52097	Hkm
rjE
52101	Abw
52104	qwl
52107	Abw
52110	bny
52112	srq
52115	$hd
52120	Elm
52124	kwn
52128	gyb
HfZ
52131	sAl
52133	qry
52135	kwn
52141	Eyr
52143	qbl
52151	Sdq
qwl
52154	swl
52157	nfs
52159	Amr
52161	Sbr
jml
Esy
Alh
52166	Aty
52170	jmE
52175	Elm
52177	Hkm
52179	wly
52183	qwl
52185	Asf
52190	byD
Eyn
52195	Hzn
52198	kZm
qwl
52202	Alh
ftA
*kr
52207	kwn
HrD
52210	kwn
52213	hlk
qwl
52217	$kw
bvv
52221	Hzn
52224	Alh
52226	Elm
52228	Alh
52231	Elm
52234	bny
52236	*hb
52239	Hss
52244	Axw
52248	yAs
52251	rwH
Alh
52256	yAs
52258	rwH
Alh
52262	qwm
52264	kfr
52267	dxl
52271	qwl
52276	Ezz
mss
52280	Ahl
52283	Drr
52285	jyA
52288	bDE
zjw
52291	wfy
52295	kyl
52297	Sdq
52301	Alh
jzy
52304	Sdq
qwl
52307	Elm
52310	fEl
52315	Axw
52319	jhl
qwl
52328	qwl
52333	Axw
52336	mnn
Alh
52343	wqy
52345	Sbr
52348	Alh
52350	DyE
Ajr
52353	Hsn
qwl
52357	Alh
52360	Avr
52362	Alh
52367	kwn
52370	xTA
qwl
52373	vrb
52377	ywm
gfr
Alh
52384	rHm
52386	rHm
*hb
52390	qmS
52394	lqy
52398	wjh
Abw
52401	Aty
bSr
52404	Aty
52408	Ahl
52410	jmE
52413	fSl
52415	Eyr
qwl
Abw
52422	wjd
rwH
52427	fnd
52430	qwl
52433	Alh
52438	Dll
52441	qdm
52445	jyA
52447	b$r
lqy
52451	wjh
52454	rdd
bSr
qwl
52459	qwl
52464	Elm
52466	Alh
52469	Elm
52471	qwl
52474	Abw
52476	gfr
52479	*nb
52483	kwn
52485	xTA
qwl
52488	gfr
52491	rbb
52497	gfr
52499	rHm
52502	dxl
52506	Awy
52509	Abw
52512	qwl
dxl
52515	mSr
52517	$yA
Alh
Amn
52521	rfE
Abw
52526	Er$
52528	xrr
52532	sjd
52534	qwl
52536	Abw
52539	Awl
rAy
52543	qbl
52545	jEl
52547	rbb
52549	Hqq
52552	Hsn
52556	xrj
52560	sjn
52562	jyA
52567	bdw
52569	bEd
52571	nzg
52573	$Tn
byn
52577	byn
Axw
52581	rbb
52583	lTf
52586	$yA
52591	Elm
52593	Hkm
rbb
52597	Aty
52602	mlk
52604	Elm
52608	Awl
52610	Hdv
fTr
52613	smw
52616	ArD
52618	wly
52622	dnw
52625	Axr
wfy
52628	slm
52630	lHq
52634	SlH
52637	nbA
52639	gyb
wHy
52646	kwn
52651	jmE
52653	Amr
52657	mkr
52661	kvr
52663	nws
52666	HrS
52669	Amn
52672	sAl
52677	Ajr
52681	*kr
52684	Elm
52688	Ayy
52691	smw
52694	ArD
mrr
52703	ErD
52706	Amn
kvr
52710	Alh
52714	$rk
52717	Amn
52720	Aty
52722	g$w
52724	E*b
Alh
52727	Aty
52730	swE
bgt
52735	$Er
52737	qwl
52739	sbl
52741	dEw
52743	Alh
52745	bSr
52749	tbE
52752	sbH
Alh
52759	$rk
52762	rsl
52765	qbl
52768	rjl
wHy
52773	Ahl
52775	qry
52779	syr
52783	ArD
52785	nZr
52787	kyf
kwn
Eqb
52792	qbl
52796	dwr
52798	Axr
xyr
52802	wqy
52807	Eql
52811	yAs
52813	rsl
52815	Znn
52820	k*b
52822	jyA
52824	nSr
52827	njw
52829	$yA
52832	rdd
bAs
52837	qwm
52839	jrm
52842	kwn
52844	qSS
52846	Ebr
52848	Awl
52850	lbb
52852	kwn
Hdv
fry
52857	Sdq
52859	byn
ydy
52863	fSl
kll
$yA
52867	hdy
52869	rHm
52871	qwm
Amn
52876	Ayy
52878	ktb
52881	nzl
52885	rbb
52888	Hqq
52891	kvr
52893	nws
52895	Amn
52897	Alh
52899	rfE
52901	smw
52903	gyr
Emd
rAy
52909	swy
52912	Er$
52914	sxr
52916	$ms
52919	qmr
kll
jry
52923	Ajl
smw
dbr
52927	Amr
fSl
52930	Ayy
52934	lqy
rbb
52937	yqn
52942	mdd
52944	ArD
52946	jEl
52949	rsw
52951	nhr
52954	kll
52956	vmr
jEl
52960	zwj
vny
g$w
52964	lyl
52966	nhr
52971	Ayy
52973	qwm
fkr
52979	ArD
qTE
jwr
52983	jnn
52985	Enb
52987	zrE
52989	nxl
Snw
52992	gyr
Snw
sqy
52996	mwh
wHd
52999	fDl
bED
53003	bED
53006	Akl
53011	Ayy
53013	qwm
Eql
53018	Ejb
53020	Ejb
qwl
53025	kwn
53027	trb
53033	xlq
jdd
53037	kfr
53040	rbb
53045	gll
53047	Enq
53051	SHb
53053	nwr
53057	xld
53059	Ejl
53064	swA
qbl
53067	Hsn
53070	xlw
53072	qbl
53075	mvl
53078	rbb
53082	gfr
53085	nws
53087	Zlm
53091	rbb
53094	$dd
53096	Eqb
53098	qwl
53100	kfr
53103	nzl
53106	Ayy
53108	rbb
53113	n*r
53116	kll
qwm
hdy
Alh
Elm
53122	Hml
kll
Anv
53127	gyD
53129	rHm
53132	zyd
53134	kll
$yA
End
53139	qdr
Elm
53142	gyb
53145	$hd
53147	kbr
53149	Elw
swy
53154	srr
53156	qwl
53159	jhr
53165	xfy
53168	lyl
53170	srb
53173	nhr
53176	Eqb
53178	byn
ydy
53183	xlf
53185	HfZ
53189	Amr
Alh
53192	Alh
53194	gyr
53197	qwm
53199	gyr
53203	nfs
53207	rwd
Alh
53210	qwm
swA
53214	rdd
53222	dwn
53225	wly
53228	rAy
53231	brq
xwf
53234	TmE
53236	n$A
53238	sHb
53240	vql
53242	sbH
53244	rEd
53246	Hmd
53250	mlk
53252	xwf
53255	rsl
53257	SEq
53259	Swb
53263	$yA
53266	jdl
53269	Alh
53272	$dd
53274	mHl
53277	dEw
53279	Hqq
53282	dEw
53285	dwn
53288	jwb
53293	$yA
53296	bsT
kff
53301	mwh
53303	blg
fwh
53310	blg
53314	dEw
53316	kfr
53319	Dll
53322	Alh
sjd
53327	smw
53330	ArD
TwE
53333	krh
53335	Zll
53339	gdw
53342	ASl
qwl
53345	rbb
53347	smw
53350	ArD
qwl
Alh
qwl
53356	Ax*
53359	dwn
53361	wly
53363	mlk
53366	nfs
53368	nfE
53371	Drr
qwl
53374	swy
53376	Emy
53379	bSr
53382	swy
53384	Zlm
53387	nwr
53389	jEl
53392	Alh
$rk
xlq
53397	xlq
53400	$bh
53402	xlq
53405	qwl
Alh
xlq
kll
$yA
53413	wHd
53415	qhr
nzl
53419	smw
mwh
53422	syl
wdy
53425	qdr
53428	Hml
53430	syl
zbd
rbw
53436	wqd
53442	nwr
bgy
Hly
53446	mtE
zbd
mvl
53452	Drb
Alh
53455	Hqq
53458	bTl
53462	zbd
53464	*hb
jfA
53469	nfE
53471	nws
53473	mkv
53476	ArD
53479	Drb
Alh
53482	mvl
53485	jwb
53488	rbb
53491	Hsn
53495	jwb
53506	ArD
jmE
53509	mvl
53514	fdy
53521	swA
53523	Hsb
53525	Awy
53529	bAs
53531	mhd
53535	Elm
53537	nzl
53541	rbb
53544	Hqq
53548	Emy
53551	*kr
Awl
53554	lbb
53556	wfy
53559	Ehd
Alh
53563	nqD
53566	wvq
53569	wSl
53572	Amr
Alh
53577	wSl
53579	x$y
53581	rbb
53584	xwf
53586	swA
53588	Hsb
53591	Sbr
53593	bgy
wjh
rbb
53598	qwm
53601	Slw
53603	nfq
53607	rzq
53610	srr
53612	Eln
53614	drA
53618	Hsn
53620	swA
53624	Eqb
53626	dwr
jnn
53629	dxl
53634	SlH
53636	Abw
53639	zwj
53642	*rr
53646	mlk
dxl
53652	kll
bwb
slm
53659	Sbr
53662	nEm
Eqb
53665	dwr
53668	nqD
53670	Ehd
Alh
53673	bEd
wvq
53677	qTE
53680	Amr
Alh
53685	wSl
53687	fsd
53691	ArD
53696	lEn
53700	swA
53702	dwr
Alh
bsT
53706	rzq
53709	$yA
53711	qdr
53713	frH
53717	Hyy
53719	dnw
53723	Hyy
53725	dnw
53728	Axr
53730	mtE
53732	qwl
53734	kfr
53737	nzl
53740	Ayy
53742	rbb
53744	qwl
53746	Alh
Dll
53749	$yA
53751	hdy
53755	nwb
53757	Amn
53760	Tmn
qlb
53764	*kr
Alh
53768	*kr
Alh
Tmn
53772	qlb
53774	Amn
53777	Eml
53780	SlH
Tyb
53785	Hsn
Awb
53789	rsl
53793	Amm
53795	xlw
53797	qbl
53799	Amm
53801	tlw
53805	wHy
53811	kfr
53815	rHm
qwl
53818	rbb
53821	Alh
53826	wkl
53831	twb
53836	qrA
syr
53841	jbl
53843	qTE
53847	ArD
53849	klm
53853	mwt
53856	Alh
53858	Amr
jmE
53863	yAs
53865	Amn
53869	$yA
Alh
53872	hdy
53874	nws
jmE
53878	zyl
53880	kfr
53882	Swb
53886	SnE
53888	qrE
53890	Hll
qrb
53893	dwr
53896	Aty
wEd
Alh
53900	Alh
53902	xlf
53904	wEd
53908	hzA
53910	rsl
53912	qbl
53915	mlw
53919	kfr
53922	Ax*
53926	kyf
kwn
Eqb
53934	qwm
53936	kll
nfs
53940	ksb
53942	jEl
53945	Alh
$rk
qwl
smw
53952	nbA
53958	Elm
53961	ArD
53964	Zhr
53967	qwl
53969	zyn
53972	kfr
53974	mkr
53977	Sdd
53981	sbl
53984	Dll
Alh
53991	hdy
53994	E*b
53997	Hyy
53999	dnw
54002	E*b
54004	Axr
$qq
54011	Alh
54013	wqy
mvl
54016	jnn
54018	wEd
54020	wqy
jry
54023	tHt
54026	nhr
Akl
54029	dwm
54031	Zll
54034	Eqb
54036	wqy
54039	Eqb
54041	kfr
54043	nwr
54046	Aty
54050	ktb
frH
54055	nzl
54061	Hzb
54063	nkr
bED
54066	qwl
54069	Amr
54072	Ebd
Alh
54076	$rk
54081	dEw
54085	Awb
54089	nzl
54092	Hkm
Erb
54097	tbE
54099	hwy
54101	bEd
54103	jyA
54107	Elm
54112	Alh
54114	wly
54117	wqy
54121	rsl
54123	rsl
54125	qbl
54128	jEl
54132	zwj
54134	*rr
54137	kwn
54139	rsl
54141	Aty
54143	Ayy
54146	A*n
Alh
54149	kll
Ajl
ktb
mHw
Alh
54155	$yA
54157	vbt
54159	End
54161	Amm
54163	ktb
54167	rAy
54170	bED
54172	wEd
54175	wfy
54184	blg
54189	Hsb
54193	rAy
54197	Aty
54199	ArD
nqS
54203	Trf
54206	Alh
Hkm
54209	Eqb
54211	Hkm
54215	srE
54217	Hsb
54220	mkr
54223	qbl
54227	Alh
54229	mkr
jmE
Elm
54233	ksb
kll
nfs
54238	Elm
54240	kfr
54243	Eqb
54245	dwr
54247	qwl
54249	kfr
54251	lys
54253	rsl
qwl
kfy
54257	Alh
$hd
byn
54262	byn
54266	End
54268	Elm
54270	ktb
54272	ktb
nzl
54279	xrj
54281	nws
54284	Zlm
54287	nwr
54289	A*n
rbb
54293	SrT
54295	Ezz
54297	Hmd
Alh
54305	smw
54310	ArD
54315	kfr
54317	E*b
$dd
54320	Hbb
54323	Hyy
54325	dnw
54328	Axr
54330	Sdd
54333	sbl
Alh
54336	bgy
54339	Ewj
54342	Dll
bEd
54346	rsl
54349	rsl
54352	lsn
qwm
54356	byn
54360	Dll
Alh
54363	$yA
54365	hdy
54367	$yA
54371	Ezz
54373	Hkm
54377	rsl
54381	Ayy
54384	xrj
qwm
54389	Zlm
54392	nwr
54394	*kr
54397	ywm
Alh
54403	Ayy
54405	kll
Sbr
$kr
54410	qwl
54413	qwm
54415	*kr
54417	nEm
Alh
54422	njw
54425	Awl
54427	swm
54430	swA
54432	E*b
54434	*bH
54436	bny
54439	Hyy
54441	nsw
54446	blw
54448	rbb
54450	EZm
54453	A*n
rbb
54458	$kr
54461	zyd
54467	kfr
54470	E*b
54473	$dd
54475	qwl
54478	kfr
54485	ArD
jmE
54489	Alh
54491	gny
Hmd
54495	Aty
54497	nbA
54500	qbl
54502	qwm
54505	Ewd
54511	bEd
54514	Elm
54517	Alh
jyA
54520	rsl
54524	byn
54526	rdd
54528	ydy
54531	fwh
54534	qwl
54538	kfr
54542	rsl
54551	$kk
54554	dEw
54559	ryb
qwl
rsl
54565	Alh
$kk
fTr
54569	smw
54572	ArD
dEw
54576	gfr
54580	*nb
54583	Axr
54586	Ajl
smw
qwl
54593	b$r
mvl
54596	rwd
54599	Sdd
54604	kwn
Ebd
Abw
54609	Aty
54613	slT
byn
qwl
54618	rsl
54623	b$r
mvl
54628	Alh
mnn
54632	$yA
54634	Ebd
54638	kwn
54642	Aty
54645	slT
54648	A*n
Alh
54652	Alh
54655	wkl
54657	Amn
54664	wkl
54666	Alh
54669	hdy
54671	sbl
54675	Sbr
54679	A*y
54684	Alh
54687	wkl
54689	wkl
54691	qwl
54693	kfr
54696	rsl
54699	xrj
54703	ArD
54707	Ewd
54710	mll
54713	wHy
54716	rbb
54719	hlk
54722	Zlm
54725	skn
54729	ArD
54731	bEd
54736	xwf
qwm
54740	xwf
wEd
54744	ftH
54747	xyb
kll
jbr
End
54752	wry
54756	sqy
54758	mwh
Sdd
jrE
54764	kwd
swg
54768	Aty
54771	mwt
54773	kll
kwn
54779	mwt
54782	wry
54784	E*b
glZ
mvl
54788	kfr
54791	rbb
54793	Eml
54796	rmd
$dd
54801	rwH
54803	ywm
ESf
54806	qdr
54810	ksb
54813	$yA
54817	Dll
54819	bEd
54822	rAy
54824	Alh
xlq
54827	smw
54830	ArD
54833	Hqq
54835	$yA
*hb
54839	Aty
54841	xlq
jdd
54847	Alh
54849	Ezz
54851	brz
54854	Alh
jmE
54857	qwl
54859	DEf
54862	kbr
54866	kwn
54870	tbE
54874	gny
54878	E*b
Alh
54881	$yA
qwl
54885	hdy
54887	Alh
54889	hdy
54892	swy
54896	jzE
54899	Sbr
54905	HyS
54907	qwl
54909	$Tn
54911	qDy
54913	Amr
54915	Alh
wEd
54918	wEd
54920	Hqq
54922	wEd
54926	xlf
54931	kwn
54937	slT
54940	dEw
54944	jwb
54950	lwm
54954	lwm
54956	nfs
54961	Srx
54967	Srx
54971	kfr
54975	$rk
54979	qbl
54982	Zlm
54985	E*b
Alm
54988	dxl
54990	Amn
54993	Eml
54996	SlH
jnn
jry
55000	tHt
55003	nhr
xld
55008	A*n
rbb
55011	Hyy
55015	slm
55018	rAy
kyf
Drb
Alh
mvl
klm
Tyb
55026	$jr
Tyb
ASl
55030	vbt
55032	frE
55036	smw
Aty
Akl
55040	kll
Hyn
55043	A*n
rbb
55047	Drb
Alh
55050	mvl
55053	nws
55056	*kr
55059	mvl
klm
xbv
55063	$jr
xbv
jvv
55067	fwq
55069	ArD
55074	qrr
vbt
Alh
55078	Amn
55082	qwl
55084	vbt
55087	Hyy
55089	dnw
55093	Axr
55095	Dll
Alh
55098	Zlm
55100	fEl
Alh
55103	$yA
55106	rAy
55109	bdl
55111	nEm
Alh
kfr
55115	Hll
55117	qwm
55119	dwr
55121	bwr
55123	Sly
55127	bAs
55129	qrr
55131	jEl
55134	Alh
ndd
55137	Dll
55140	sbl
55142	qwl
mtE
55147	Syr
55151	nwr
qwl
55154	Ebd
55157	Amn
55159	qwm
55162	Slw
55164	nfq
55168	rzq
55171	srr
55173	Eln
55175	qbl
55177	Aty
ywm
55180	byE
55185	xll
Alh
55188	xlq
55190	smw
55193	ArD
55195	nzl
55198	smw
mwh
55201	xrj
55206	vmr
rzq
55211	sxr
55215	flk
55217	jry
55220	bHr
55222	Amr
55225	sxr
55229	nhr
55231	sxr
55235	$ms
55238	qmr
dAb
55241	sxr
55245	lyl
55248	nhr
55250	Aty
55253	kll
55255	sAl
55260	Edd
55262	nEm
Alh
55265	HSy
55270	Ans
55272	Zlm
kfr
55276	qwl
55278	rbb
55280	jEl
55283	bld
Amn
55286	jnb
55289	bny
55292	Ebd
55294	Snm
rbb
55299	Dll
55301	kvr
55304	nws
55307	tbE
55316	ESy
55321	gfr
rHm
rbb
55327	skn
55330	*rr
55333	wdy
gyr
55336	zrE
End
byt
55341	Hrm
rbb
55345	qwm
55348	Slw
55350	jEl
fAd
55354	nws
hwy
55359	rzq
55363	vmr
55366	$kr
55368	rbb
55372	Elm
55374	xfy
55377	Eln
55380	xfy
55382	Alh
55384	$yA
55387	ArD
55392	smw
55394	Hmd
55396	Alh
55398	whb
55403	kbr
55408	rbb
55411	smE
55413	dEw
rbb
55416	jEl
55418	qwm
55420	Slw
55423	*rr
55425	rbb
55428	qbl
dEw
55431	rbb
55433	gfr
55438	wld
55443	Amn
ywm
qwm
55447	Hsb
55450	Hsb
55452	Alh
gfl
55456	Eml
55458	Zlm
55461	Axr
55464	ywm
$xS
55469	bSr
hTE
qnE
rAs
55475	rdd
55478	Trf
55481	fAd
55483	hwy
55485	n*r
55487	nws
ywm
Aty
55492	E*b
55494	qwl
55496	Zlm
55498	rbb
55500	Axr
55503	Ajl
qrb
jwb
dEw
55509	tbE
55511	rsl
55515	kwn
55517	qsm
55520	qbl
55525	zwl
55527	skn
55530	skn
55532	Zlm
55534	nfs
55537	byn
55540	kyf
fEl
55546	Drb
55551	mvl
55554	mkr
55556	mkr
55559	End
Alh
mkr
55565	kwn
mkr
55569	zwl
55573	jbl
55576	Hsb
55578	Alh
xlf
wEd
55582	rsl
55585	Alh
Ezz
55588	nqm
ywm
bdl
55592	ArD
gyr
55595	ArD
55598	smw
55600	brz
55603	Alh
55605	wHd
55607	qhr
55609	rAy
55611	jrm
55613	qrn
55616	Sfd
srbl
55620	qTr
55622	g$w
wjh
55626	nwr
55628	jzy
Alh
kll
nfs
55633	ksb
55635	Alh
srE
55638	Hsb
55640	blg
55643	nws
55646	n*r
55652	Elm
55657	Alh
wHd
55661	*kr
Awl
55664	lbb
55667	Ayy
55669	ktb
55671	qrA
byn
55675	wdd
55677	kfr
55680	kwn
55682	slm
w*r
55685	Akl
55688	mtE
55691	lhw
55694	Aml
55697	Elm
55701	hlk
55704	qry
55709	ktb
Elm
55712	sbq
55714	Amm
Ajl
55719	Axr
55722	qwl
55727	nzl
55731	*kr
55735	jnn
55738	Aty
55742	mlk
55744	kwn
55748	Sdq
55750	nzl
55752	mlk
55756	Hqq
55759	kwn
55762	nZr
55766	nzl
55769	*kr
55776	HfZ
55780	rsl
55783	qbl
55786	$yE
55788	Awl
55791	Aty
55794	rsl
55796	kwn
55800	hzA
55804	slk
55807	qlb
55809	jrm
55811	Amn
55817	xlw
snn
55820	Awl
55823	ftH
55827	bwb
55830	smw
55832	Zll
55836	Erj
55839	qwl
55843	skr
bSr
55848	qwm
sHr
55853	jEl
55857	smw
brj
55860	zyn
55865	nZr
55867	HfZ
55871	kll
$Tn
rjm
55876	srq
55878	smE
55880	tbE
55882	$hb
byn
55886	ArD
mdd
55891	lqy
55895	rsw
55897	nbt
55902	kll
$yA
wzn
55906	jEl
55912	Ey$
55915	lys
55920	rzq
55924	$yA
55926	End
55928	xzn
55932	nzl
55936	qdr
Elm
55939	rsl
55942	rwH
lqH
55945	nzl
55949	smw
mwh
55952	sqy
55962	xzn
55968	Hyy
55970	mwt
55974	wrv
55978	Elm
55981	qdm
55987	Elm
55990	Axr
55993	rbb
55996	H$r
56000	Hkm
Elm
56005	xlq
56008	Ans
56010	SlSl
56012	HmA
snn
56016	jnn
xlq
56021	qbl
56023	nwr
56025	smm
56028	qwl
rbb
56033	mlk
56036	xlq
b$r
56039	SlSl
56041	HmA
snn
56045	swy
56049	nfx
56054	rwH
56057	wqE
56061	sjd
56063	sjd
56065	mlk
kll
56068	jmE
56071	Aby
56073	kwn
56076	sjd
qwl
56085	kwn
56088	sjd
qwl
56091	kwn
56093	sjd
56095	b$r
xlq
56100	SlSl
56102	HmA
snn
qwl
56106	xrj
56112	rjm
56118	lEn
56120	ywm
56122	dyn
qwl
rbb
56127	nZr
56130	ywm
bEv
56133	qwl
56139	nZr
56141	ywm
56143	wqt
56145	Elm
qwl
rbb
56151	gwy
56155	zyn
56161	ArD
56164	gwy
56167	jmE
56169	Ebd
56174	xlS
qwl
56177	SrT
56180	qwm
56182	Ebd
56184	lys
56189	slT
56192	tbE
56196	gwy
56201	wEd
56203	jmE
56206	sbE
bwb
56209	kll
bwb
56213	jzA
qsm
56217	wqy
56219	jnn
56221	Eyn
dxl
56226	slm
Amn
56229	nzE
56233	Sdr
56236	gll
Axw
56239	srr
qbl
56242	mss
56246	nSb
56253	xrj
nbA
Ebd
56261	gfr
56263	rHm
56266	E*b
56270	E*b
56272	Alm
56274	nbA
56277	Dyf
56280	dxl
56285	qwl
56287	slm
qwl
56293	wjl
qwl
56297	wjl
56300	b$r
56303	glm
Elm
qwl
56307	b$r
56312	mss
56315	kbr
56319	b$r
56321	qwl
56323	b$r
56328	Hqq
56331	kwn
56334	qnT
qwl
56338	qnT
56340	rHm
rbb
56345	Dll
qwl
56349	xTb
56353	rsl
qwl
56358	rsl
56361	qwm
jrm
56364	Awl
56369	njw
56371	jmE
56373	mrA
56375	qdr
56382	gbr
56385	jyA
Awl
56389	rsl
qwl
56393	qwm
nkr
qwl
56398	jyA
56403	kwn
56407	mry
56410	Aty
56415	Hqq
56420	Sdq
56422	sry
56424	Ahl
56427	qTE
56430	lyl
56432	tbE
dbr
56437	lft
56440	AHd
56442	mDy
56444	Hyv
Amr
56448	qDy
56454	Amr
56456	dbr
56458	qTE
SbH
56461	jyA
Ahl
56464	mdn
b$r
56467	qwl
56470	Dyf
56474	fDH
56478	wqy
56480	Alh
56483	xzy
56486	qwl
56491	nhy
56495	Elm
qwl
56498	bny
56501	kwn
56503	fEl
56505	Emr
56511	skr
56513	Emh
56516	Ax*
56519	SyH
$rq
56522	jEl
56524	Elw
56526	sfl
56529	mTr
56533	Hjr
56535	sjl
56540	Ayy
56543	wsm
56549	sbl
qwm
56555	Ayy
56558	Amn
56561	kwn
SHb
56566	Zlm
56568	nqm
56577	Amm
byn
56582	k*b
SHb
56585	Hjr
56587	rsl
56589	Aty
56592	Ayy
56595	kwn
56599	ErD
56601	kwn
56603	nHt
56607	jbl
byt
Amn
56611	Ax*
56614	SyH
SbH
56618	gny
56622	kwn
56624	ksb
56628	xlq
56631	smw
56634	ArD
56637	byn
56642	Hqq
56646	swE
56648	Aty
56650	SfH
56652	SfH
56654	jml
56656	rbb
56660	xlq
56662	Elm
56666	Aty
56669	sbE
56672	vny
56675	qrA
56677	EZm
56679	mdd
56681	Eyn
56685	mtE
56689	zwj
56694	Hzn
56698	xfD
jnH
56703	Amn
56705	qwl
56710	n*r
56712	byn
56715	nzl
56719	qsm
56721	jEl
56724	qrA
EDw
56728	rbb
56731	sAl
56734	jmE
56737	kwn
56739	Eml
56742	SdE
56745	Amr
56747	ErD
56750	$rk
56753	kfy
56757	hzA
56759	jEl
56762	Alh
Alh
Axr
56767	Elm
56772	Elm
56775	Dyq
Sdr
56780	qwl
56783	sbH
56785	Hmd
rbb
56789	kwn
56792	sjd
56794	Ebd
rbb
56798	Aty
56801	yqn
Aty
Amr
Alh
56807	Ejl
56810	sbH
56813	Elw
56816	$rk
56818	nzl
56820	mlk
56823	rwH
56825	Amr
56829	$yA
56831	Ebd
56834	n*r
56839	Alh
56843	wqy
56846	xlq
56848	smw
56851	ArD
56854	Hqq
Elw
56858	$rk
56860	xlq
56862	Ans
56864	nTf
56868	xSm
byn
56872	nEm
xlq
56879	dfA
56881	nfE
56885	Akl
56892	jml
Hyn
rwH
56897	Hyn
srH
56901	Hml
vql
56905	bld
56907	kwn
56909	blg
56913	$qq
56915	nfs
56917	rbb
56920	rAf
rHm
56924	xyl
56927	bgl
56930	Hmr
56932	rkb
56936	zyn
56938	xlq
56941	Elm
56945	Alh
qSd
56948	sbl
56952	jwr
56955	$yA
56957	hdy
56959	jmE
56962	nzl
56965	smw
mwh
56971	$rb
56975	$jr
56978	swm
56980	nbt
56986	zrE
56989	zyt
56992	nxl
56995	Enb
56998	kll
57000	vmr
57005	Ayy
57007	qwm
fkr
57011	sxr
57015	lyl
57018	nhr
57021	$ms
57024	qmr
57027	njm
sxr
57030	Amr
57036	Ayy
57038	qwm
Eql
57043	*rA
57048	ArD
xlf
lwn
57056	Ayy
57058	qwm
*kr
57064	sxr
57066	bHr
57068	Akl
57072	lHm
Trw
57075	xrj
57079	Hly
lbs
57084	rAy
57086	flk
mxr
57092	bgy
57095	fDl
57100	$kr
57103	lqy
57106	ArD
rsw
57109	myd
57113	nhr
57115	sbl
57118	hdy
57121	Elm
57125	njm
57127	hdy
57132	xlq
57136	xlq
57140	*kr
57144	Edd
57146	nEm
Alh
57149	HSy
57153	Alh
57155	gfr
rHm
57158	Alh
Elm
57161	srr
57165	Eln
57169	dEw
57172	dwn
Alh
57175	xlq
57177	$yA
57180	xlq
57182	mwt
gyr
Hyy
57187	$Er
57190	bEv
57192	Alh
57194	Alh
wHd
57199	Amn
57203	Axr
qlb
57206	nkr
57209	kbr
57211	jrm
57213	Alh
Elm
57216	srr
57220	Eln
57225	Hbb
57227	kbr
57230	qwl
57234	nzl
rbb
57237	qwl
57239	sTr
57241	Awl
57243	Hml
57245	wzr
57247	kml
ywm
57250	qwm
57253	wzr
57255	Dll
57259	gyr
Elm
57262	swA
57264	wzr
57267	mkr
57270	qbl
57273	Aty
Alh
bny
57279	qEd
57281	xrr
57285	sqf
57287	fwq
57290	Aty
57293	E*b
57295	Hyv
57297	$Er
57300	ywm
57302	qwm
xzy
57306	qwl
57308	$rk
57311	kwn
57313	$qq
57317	qwl
57319	Aty
57322	Elm
57325	xzy
57327	ywm
57330	swA
57333	kfr
57335	wfy
57338	mlk
Zlm
nfs
57343	lqy
57346	slm
57348	kwn
57350	Eml
57352	swA
57355	Alh
Elm
57359	kwn
57361	Eml
57364	dxl
57366	bwb
57368	xld
57373	bAs
vwy
57376	kbr
57378	qwl
57381	wqy
57384	nzl
rbb
57387	qwl
57389	xyr
57392	Hsn
57397	dnw
Hsn
57401	dwr
57403	Axr
xyr
57407	nEm
dwr
57410	wqy
jnn
57413	dxl
57416	jry
57418	tHt
57421	nhr
57427	$yA
57431	jzy
Alh
57434	wqy
57436	wfy
57439	mlk
Tyb
qwl
57443	slm
57446	dxl
57449	jnn
57452	kwn
57454	Eml
57457	nZr
57461	Aty
57464	mlk
57466	Aty
Amr
rbb
57472	fEl
57475	qbl
57479	Zlm
57481	Alh
57484	kwn
57486	nfs
57488	Zlm
57491	Swb
57493	swA
57495	Eml
57498	Hyq
57502	kwn
57506	hzA
57509	qwl
57511	$rk
57514	$yA
Alh
57517	Ebd
57520	dwn
57523	$yA
57527	Abw
57531	Hrm
57534	dwn
57537	$yA
57540	fEl
57543	qbl
57549	rsl
57552	blg
57554	byn
57558	bEv
57561	kll
Amm
rsl
57565	Ebd
57567	Alh
57569	jnb
57572	Tgy
57577	hdy
Alh
57583	Hqq
57587	Dll
57589	syr
57593	ArD
57595	nZr
57597	kyf
kwn
Eqb
57601	k*b
57603	HrS
57605	hdy
57609	Alh
57611	hdy
57613	Dll
57619	nSr
57621	qsm
57624	Alh
jhd
ymn
57629	bEv
Alh
57632	mwt
57634	wEd
57637	Hqq
57640	kvr
57642	nws
57644	Elm
57647	byn
57651	xlf
57657	Elm
57659	kfr
57663	kwn
57665	k*b
57668	qwl
57671	$yA
57673	rwd
57677	qwl
57680	kwn
57682	kwn
57685	hjr
57688	Alh
57690	bEd
57692	Zlm
57695	bwA
57700	dnw
Hsn
57704	Ajr
57706	Axr
kbr
57709	kwn
57711	Elm
57714	Sbr
57718	rbb
57720	wkl
57724	rsl
57727	qbl
57730	rjl
wHy
57735	sAl
57737	Ahl
57739	*kr
57741	kwn
57744	Elm
57748	byn
57751	zbr
57753	nzl
57758	*kr
57760	byn
57763	nws
57765	nzl
57771	fkr
57775	Amn
57777	mkr
57780	swA
57782	xsf
Alh
57787	ArD
57789	Aty
57792	E*b
57794	Hyv
57796	$Er
57799	Ax*
57802	qlb
57808	Ejz
57810	Ax*
57813	xwf
57816	rbb
57819	rAf
rHm
57824	rAy
57828	xlq
Alh
57831	$yA
fyA
Zll
57837	ymn
57840	$ml
sjd
57843	Alh
57846	dxr
57849	Alh
sjd
57854	smw
57859	ArD
57861	dbb
57864	mlk
57868	kbr
57870	xwf
57872	rbb
57875	fwq
57878	fEl
57881	Amr
57884	qwl
Alh
57887	Ax*
57889	Alh
vny
57894	Alh
wHd
57899	rhb
57908	smw
57911	ArD
57916	dyn
wSb
57920	gyr
Alh
wqy
57929	nEm
57932	Alh
57935	mss
57938	Drr
57942	jAr
57946	k$f
57948	Drr
57952	frq
57956	rbb
57958	$rk
57961	kfr
57965	Aty
57969	mtE
57973	Elm
57976	jEl
57981	Elm
57983	nSb
57986	rzq
57990	Alh
57992	sAl
57996	kwn
57998	fry
58001	jEl
58004	Alh
58006	bny
sbH
58013	$hw
58017	b$r
AHd
58022	Anv
Zll
wjh
58026	swd
58029	kZm
wry
58033	qwm
58035	swA
58037	b$r
58041	msk
58044	hwn
58046	dss
58050	trb
58052	swA
58054	Hkm
58059	Amn
58063	Axr
mvl
58066	swA
58069	Alh
58071	mvl
58073	Elw
58077	Ezz
58079	Hkm
58082	Ax*
Alh
58085	nws
58087	Zlm
58090	trk
58094	dbb
58097	Axr
58100	Ajl
smw
58104	jyA
Ajl
58108	Axr
58110	swE
58113	qdm
58116	jEl
58119	Alh
58121	krh
58124	wSf
lsn
58128	k*b
58133	Hsn
58135	jrm
58140	nwr
58144	frT
58146	Alh
58149	rsl
58152	Amm
58154	qbl
58157	zyn
58161	$Tn
Eml
58166	wly
58169	ywm
58173	E*b
Alm
58177	nzl
58182	ktb
58185	byn
58189	xlf
58194	hdy
58196	rHm
58198	qwm
Amn
58202	Alh
nzl
58206	smw
mwh
58209	Hyy
58213	ArD
bEd
mwt
58221	Ayy
58223	qwm
smE
58232	nEm
58234	Ebr
sqy
58240	bTn
58243	byn
frv
58246	dmw
lbn
xlS
swg
58252	$rb
58255	vmr
58257	nxl
58260	Enb
Ax*
58265	skr
58267	rzq
Hsn
58273	Ayy
58275	qwm
Eql
58279	wHy
rbb
58284	nHl
58286	Ax*
58290	jbl
byt
58295	$jr
58299	Er$
58302	Akl
58305	kll
58307	vmr
58309	slk
58311	sbl
rbb
58314	*ll
xrj
58317	bTn
58319	$rb
xlf
lwn
58325	$fy
58328	nws
58333	Ayy
58335	qwm
fkr
58339	Alh
xlq
58343	wfy
58349	rdd
58351	r*l
58353	Emr
58357	Elm
bEd
Elm
$yA
58362	Alh
Elm
qdr
58366	Alh
fDl
bED
58371	bED
58374	rzq
58378	fDl
58381	rdd
rzq
58386	mlk
ymn
58393	swy
58397	nEm
Alh
jHd
58402	Alh
jEl
58407	nfs
58409	zwj
58411	jEl
58415	zwj
58417	bny
58419	Hfd
58421	rzq
58425	Tyb
58430	bTl
Amn
58435	nEm
Alh
58438	kfr
58441	Ebd
58444	dwn
Alh
58448	mlk
58451	rzq
58454	smw
58457	ArD
$yA
58461	TwE
58465	Drb
58468	Alh
58470	mvl
58472	Alh
Elm
58477	Elm
58479	Drb
Alh
mvl
Ebd
mlk
58485	qdr
58487	$yA
58490	rzq
58495	rzq
Hsn
58499	nfq
58502	srr
58504	jhr
58506	swy
58509	Hmd
58511	Alh
58513	kvr
58516	Elm
58519	Drb
Alh
mvl
rjl
AHd
58525	bkm
58527	qdr
58529	$yA
58532	kll
58534	wly
58538	wjh
58541	Aty
58543	xyr
58545	swy
58549	Amr
58552	Edl
58556	SrT
qwm
58560	Alh
gyb
58563	smw
58566	ArD
58569	Amr
58571	swE
58574	lmH
58576	bSr
58579	qrb
58581	Alh
58583	kll
$yA
qdr
58587	Alh
xrj
58591	bTn
Amm
58595	Elm
58597	$yA
58599	jEl
58603	smE
58606	bSr
58609	fAd
58612	$kr
58616	rAy
58620	Tyr
sxr
58623	jww
58625	smw
58627	msk
58630	Alh
58635	Ayy
58637	qwm
Amn
58641	Alh
jEl
58646	byt
58648	skn
58650	jEl
58654	jld
58656	nEm
byt
xff
58661	ywm
ZEn
58665	ywm
qwm
58670	Swf
58673	wbr
58676	$Er
58678	Avv
58680	mtE
58682	Hyn
58684	Alh
jEl
58690	xlq
Zll
58693	jEl
58698	jbl
knn
58701	jEl
58704	srbl
wqy
58708	Hrr
58710	srbl
wqy
58713	bAs
58717	tmm
nEm
58724	slm
58728	wly
58736	blg
58738	byn
Erf
58741	nEm
Alh
58744	nkr
58748	kvr
58751	kfr
58753	ywm
bEv
58756	kll
Amm
$hd
58761	A*n
58764	kfr
58769	Etb
58773	rAy
58775	Zlm
58778	E*b
58781	xff
58787	nZr
58791	rAy
58793	$rk
58795	$rk
58797	qwl
58799	rbb
58802	$rk
58805	kwn
58807	dEw
58809	dwn
58812	lqy
58817	qwl
58821	k*b
58823	lqy
58826	Alh
58829	slm
58831	Dll
58835	kwn
58837	fry
58840	kfr
58843	Sdd
58846	sbl
Alh
zyd
58851	E*b
fwq
58854	E*b
58857	kwn
58859	fsd
58862	ywm
bEv
58865	kll
Amm
$hd
58871	nfs
58874	jyA
58878	$hd
58882	nzl
58887	ktb
byn
58890	kll
$yA
58893	hdy
58895	rHm
58897	b$r
58900	slm
58902	Alh
Amr
58906	Edl
58909	Hsn
58911	Aty
58914	qrb
58916	nhy
58919	fH$
58922	nkr
58925	bgy
wEZ
58930	*kr
58933	wfy
58936	Ehd
Alh
58939	Ehd
58943	nqD
58946	ymn
bEd
wkd
58952	jEl
58954	Alh
58957	kfl
58959	Alh
Elm
58962	fEl
58966	kwn
58970	nqD
gzl
58974	bEd
qwy
nkv
Ax*
58979	ymn
58981	dxl
byn
58985	kwn
Amm
58988	rbw
58990	Amm
58993	blw
58995	Alh
59000	byn
59004	ywm
59006	qwm
59008	kwn
59012	xlf
59016	$yA
Alh
59019	jEl
59021	Amm
wHd
59025	Dll
59027	$yA
59029	hdy
59031	$yA
59034	sAl
59038	kwn
59040	Eml
59044	Ax*
59046	ymn
59048	dxl
byn
59052	zll
qdm
bEd
vbt
59058	*wq
59061	swA
59064	Sdd
59067	sbl
Alh
59072	E*b
EZm
59076	$ry
59079	Ehd
Alh
vmn
qll
59085	End
Alh
59088	xyr
59092	kwn
59094	Elm
59097	End
59099	nfd
59102	End
Alh
bqy
59107	jzy
59110	Sbr
59112	Ajr
59115	Hsn
59117	kwn
59119	Eml
59122	Eml
SlH
59125	*kr
59127	Anv
59130	Amn
59133	Hyy
59136	Hyy
Tyb
59140	jzy
59143	Ajr
59146	Hsn
59148	kwn
59150	Eml
59154	qrA
59157	qrA
59159	Ew*
59161	Alh
59164	$Tn
59166	rjm
59169	lys
59172	slT
59175	Amn
59179	rbb
59181	wkl
59185	slT
59189	wly
59197	$rk
59200	bdl
59202	Ayy
kwn
Ayy
59206	Alh
Elm
59210	nzl
qwl
59216	fry
59218	kvr
59221	Elm
59223	qwl
nzl
59226	rwH
59228	qds
59230	rbb
59234	Hqq
59236	vbt
59238	Amn
59241	hdy
59243	b$r
59246	slm
59250	Elm
59253	qwl
59257	Elm
59259	b$r
lsn
59262	lHd
59266	Ejm
59269	lsn
Erb
byn
59275	Amn
59278	Ayy
Alh
59281	hdy
59283	Alh
59287	E*b
Alm
59291	fry
59293	k*b
59296	Amn
59299	Ayy
Alh
59305	k*b
59307	kfr
59309	Alh
59311	bEd
Amn
59316	krh
59318	qlb
59320	Tmn
59323	Amn
59327	$rH
59330	kfr
Sdr
59335	gDb
59337	Alh
59341	E*b
EZm
59347	Hbb
59350	Hyy
59352	dnw
59355	Axr
59358	Alh
59360	hdy
59362	qwm
59364	kfr
59367	TbE
Alh
59370	qlb
59373	smE
59376	bSr
59382	gfl
59384	jrm
59389	Axr
59392	xsr
59395	rbb
59399	hjr
59402	bEd
59404	ftn
59407	jhd
59410	Sbr
59413	rbb
59416	bEd
59419	gfr
rHm
ywm
Aty
kll
nfs
jdl
59427	nfs
59430	wfy
kll
nfs
59434	Eml
59438	Zlm
59441	Drb
Alh
mvl
qry
kwn
Amn
Tmn
Aty
59450	rzq
59452	rgd
59454	kll
kwn
59457	kfr
59459	nEm
Alh
59462	*wq
59464	Alh
lbs
59467	jwE
59470	xwf
59473	kwn
59475	SnE
59480	jyA
59482	rsl
59486	k*b
59490	Ax*
59493	E*b
59496	Zlm
59498	Akl
59502	rzq
59504	Alh
Hll
Tyb
59508	$kr
59510	nEm
Alh
59513	kwn
59516	Ebd
59520	Hrm
59524	mwt
59527	dmw
59529	lHm
59531	xnzr
59534	hll
59536	gyr
Alh
59542	Drr
gyr
bgy
59547	Edw
59550	Alh
gfr
rHm
59555	qwl
59559	wSf
lsn
59563	k*b
59565	Hll
59568	Hrm
59570	fry
59573	Alh
59575	k*b
59578	fry
59581	Alh
59583	k*b
59585	flH
59587	mtE
qll
59592	E*b
Alm
59597	hwd
59599	Hrm
59602	qSS
59607	qbl
59610	Zlm
59615	kwn
59617	nfs
59619	Zlm
59623	rbb
59627	Eml
59630	swA
59632	jhl
59634	twb
59637	bEd
59640	SlH
59643	rbb
59646	bEd
59649	gfr
rHm
59653	kwn
Amm
qnt
59657	Alh
Hnf
59661	kwn
59664	$rk
$kr
59667	nEm
59669	jby
59672	hdy
59675	SrT
qwm
59678	Aty
59683	dnw
Hsn
59690	Axr
59694	SlH
59696	wHy
59701	tbE
mll
59704	Hnf
59707	kwn
59710	$rk
59713	jEl
59715	sbt
59718	xlf
59724	rbb
59727	Hkm
byn
59730	ywm
59732	qwm
59735	kwn
59739	xlf
59741	dEw
59743	sbl
rbb
59748	Hkm
59751	wEZ
59753	Hsn
59755	jdl
59760	Hsn
59762	rbb
59765	Elm
59768	Dll
59770	sbl
59774	Elm
59777	hdy
59780	Eqb
59783	Eqb
59786	mvl
59788	Eqb
59795	Sbr
59799	xyr
59802	Sbr
59804	Sbr
59807	Sbr
59811	Alh
59814	Hzn
59819	kwn
59821	Dyq
59824	mkr
59827	Alh
59830	wqy
59835	Hsn
sbH
59838	sry
59840	Ebd
59842	lyl
59845	sjd
59847	Hrm
59850	sjd
59852	qSw
59854	brk
59856	Hwl
59859	rAy
59862	Ayy
59868	smE
59870	bSr
59872	Aty
59876	ktb
59878	jEl
59881	hdy
59883	bny
59887	Ax*
59890	dwn
59892	wkl
*rr
59895	Hml
59901	kwn
Ebd
$kr
59905	qDy
59908	bny
59912	ktb
59914	fsd
59918	ArD
mrr
59922	Elw
59924	Elw
kbr
59928	jyA
wEd
Awl
59932	bEv
59936	Ebd
59939	Awl
bAs
$dd
59943	jws
59945	xll
59947	dwr
59949	kwn
wEd
fEl
59953	rdd
59958	krr
59962	mdd
59966	mwl
59968	bny
59970	jEl
59973	kvr
nfr
59976	Hsn
59978	Hsn
59981	nfs
59985	swA
59992	jyA
wEd
59995	Axr
59997	swA
59999	wjh
60003	dxl
60006	sjd
60009	dxl
60012	Awl
mrr
60016	tbr
60019	Elw
60021	tbr
Esy
rbb
60026	rHm
60030	Ewd
60032	Ewd
60035	jEl
60040	kfr
HSr
60045	qrA
hdy
60050	qwm
60052	b$r
60054	Amn
60056	Eml
60059	SlH
60063	Ajr
kbr
60069	Amn
60073	Axr
Etd
60078	E*b
Alm
60081	dEw
60083	Ans
60086	$rr
dEw
60091	xyr
60093	kwn
60095	Ans
Ejl
60098	jEl
60101	lyl
60104	nhr
Ayy
60107	mHw
60109	Ayy
60111	lyl
60113	jEl
60115	Ayy
60117	nhr
bSr
60120	bgy
60122	fDl
60124	rbb
60128	Elm
60130	Edd
60132	snw
60135	Hsb
60137	kll
$yA
fSl
60142	fSl
60144	kll
Ans
lzm
60149	Tyr
60152	Enq
60155	xrj
60158	ywm
60160	qwm
ktb
lqy
60164	n$r
qrA
ktb
60168	kfy
60170	nfs
60173	ywm
60176	Hsb
60178	hdy
60182	hdy
60184	nfs
60188	Dll
60192	Dll
60197	wzr
wzr
wzr
Axr
60203	kwn
60205	E*b
60207	bEv
rsl
60211	rwd
60214	hlk
qry
Amr
60218	trf
60221	fsq
60226	Hqq
60230	qwl
60232	dmr
60235	dmr
60238	hlk
60242	qrn
60244	bEd
60247	kfy
60249	rbb
60252	*nb
Ebd
60255	xbr
bSr
60258	kwn
rwd
60261	Ejl
Ejl
60269	$yA
60272	rwd
60274	jEl
60279	Sly
60281	*mm
dHr
60285	rwd
60287	Axr
60289	sEy
60292	sEy
60296	Amn
60299	kwn
sEy
60302	$kr
kll
mdd
60309	ETw
rbb
60314	kwn
ETw
rbb
60318	HZr
nZr
kyf
fDl
60323	bED
60326	bED
60330	Axr
kbr
drj
60334	kbr
fDl
60337	jEl
60339	Alh
Alh
Axr
60343	qEd
*mm
x*l
60347	qDy
rbb
60352	Ebd
60359	wld
Hsn
60362	blg
60364	End
60367	kbr
AHd
60371	klw
60375	qwl
60378	Aff
60381	nhr
60384	qwl
60387	qwl
krm
60390	xfD
60393	jnH
60395	*ll
60398	rHm
60400	qwl
rbb
60403	rHm
60407	rbw
60410	Sgr
rbb
60413	Elm
60417	nfs
60420	kwn
60422	SlH
60426	kwn
60429	Awb
gfr
60432	Aty
60435	qrb
Hqq
60440	skn
60442	bny
60444	sbl
60447	b*r
b*r
60451	b*r
kwn
60454	Axw
60456	$Tn
60458	kwn
60460	$Tn
60462	rbb
60464	kfr
60467	ErD
60471	bgy
rHm
60474	rbb
60476	rjw
60479	qwl
60482	qwl
ysr
60486	jEl
ydy
60489	gll
60491	Enq
60495	bsT
60497	kll
60499	bsT
60501	qEd
lwm
Hsr
60505	rbb
60507	bsT
60509	rzq
60512	$yA
60514	qdr
60517	kwn
60519	Ebd
60521	xbr
bSr
60525	qtl
60527	wld
60529	x$y
mlq
60532	rzq
60537	qtl
60539	kwn
xTA
kbr
60544	qrb
60547	zny
60550	kwn
fH$
60553	swA
sbl
60557	qtl
60560	nfs
60562	Hrm
Alh
60567	Hqq
60570	qtl
Zlm
60574	jEl
60577	wly
60579	slT
60582	srf
60585	qtl
60588	kwn
nSr
60592	qrb
60594	mwl
60596	ytm
60601	Hsn
60603	blg
$dd
60607	wfy
60611	Ehd
60614	Ehd
kwn
sAl
60618	wfy
60621	kyl
60623	kyl
60626	wzn
60630	qsTs
60632	qwm
60634	xyr
60636	Hsn
Awl
60640	qfw
60642	lys
60647	Elm
60650	smE
60653	bSr
60656	fAd
kll
60659	kwn
60662	sAl
60665	m$y
60668	ArD
mrH
60673	xrq
60675	ArD
60678	blg
60680	jbl
Twl
kll
60684	kwn
swA
60687	End
rbb
60690	krh
60694	wHy
60697	rbb
60701	Hkm
60704	jEl
60706	Alh
Alh
Axr
60710	lqy
60713	lwm
dHr
60717	Sfw
60719	rbb
60723	bny
60725	Ax*
60728	mlk
Anv
60733	qwl
60735	qwl
EZm
60740	Srf
60745	qrA
60747	*kr
60751	zyd
60754	nfr
qwl
60757	kwn
60760	Alh
60763	qwl
60767	bgy
60772	Er$
sbl
sbH
60777	Elw
60780	qwl
60782	Elw
kbr
sbH
60788	smw
60790	sbE
60793	ArD
60801	$yA
60803	sbH
60805	Hmd
60810	fqh
60812	sbH
60816	kwn
Hlm
gfr
60821	qrA
60824	qrA
jEl
60827	byn
60830	byn
60833	Amn
60837	Axr
Hjb
str
60841	jEl
60844	qlb
60846	knn
60848	fqh
60853	A*n
60855	wqr
60858	*kr
60860	rbb
60864	qrA
wHd
60867	wly
60870	dbr
60872	nfr
60874	Elm
60877	smE
60882	smE
60889	njw
60891	qwl
60893	Zlm
60895	tbE
60898	rjl
sHr
nZr
kyf
Drb
60907	mvl
60909	Dll
60913	TwE
60915	sbl
60917	qwl
60921	kwn
60923	EZm
60925	rft
60930	bEv
xlq
jdd
qwl
kwn
60936	Hjr
60938	Hdd
60940	xlq
60943	kbr
60945	Sdr
60949	qwl
60952	Ewd
60954	qwl
60956	fTr
60958	Awl
mrr
60962	ngD
60966	rAs
60969	qwl
60973	qwl
Esy
60976	kwn
qrb
ywm
dEw
60982	jwb
60985	Hmd
60988	Znn
60991	lbv
60994	qll
60996	qwl
60998	Ebd
61000	qwl
61004	Hsn
61007	$Tn
nzg
byn
61013	$Tn
kwn
61017	Ans
Edw
byn
rbb
61022	Elm
61026	$yA
rHm
61031	$yA
E*b
61036	rsl
61041	wkl
61043	rbb
61045	Elm
61050	smw
61053	ArD
61057	fDl
61059	bED
61061	nbA
61063	bED
61065	Aty
61068	zbr
qwl
dEw
61073	zEm
61076	dwn
61080	mlk
61082	k$f
61084	Drr
61089	Hwl
61092	dEw
61094	bgy
61097	rbb
61100	wsl
61103	qrb
61105	rjw
61107	rHm
61110	xwf
61112	E*b
61115	E*b
rbb
61118	kwn
H*r
61123	qry
61126	hlk
61128	qbl
ywm
61131	qwm
61133	E*b
61135	E*b
$dd
kwn
61141	ktb
sTr
61145	mnE
61148	rsl
61151	Ayy
61154	k*b
61158	Awl
61160	Aty
61164	nwq
bSr
61167	Zlm
61173	rsl
61176	Ayy
61178	xwf
61181	qwl
61186	rbb
61188	HwT
61191	nws
61194	jEl
61197	rAy
61199	rAy
61203	ftn
61206	nws
61209	$jr
61211	lEn
61214	qrA
61216	xwf
61220	zyd
61223	Tgy
kbr
61227	qwl
61231	mlk
sjd
61237	sjd
61241	qwl
61243	sjd
61246	xlq
61248	Tyn
qwl
61251	rAy
61256	krm
61262	Axr
61266	ywm
61268	qwm
61270	Hnk
61272	*rr
61275	qll
qwl
*hb
61280	tbE
61287	jzy
61289	jzy
wfr
61292	fzz
61294	TwE
61299	Swt
61302	jlb
61306	xyl
61309	rjl
61312	$rk
61316	mwl
61319	wld
61321	wEd
61325	wEd
61328	$Tn
61330	grr
61332	Ebd
61334	lys
61339	slT
61341	kfy
61343	rbb
61345	wkl
rbb
61349	zjw
61353	flk
61356	bHr
61358	bgy
61361	fDl
61365	kwn
61368	rHm
61371	mss
61374	Drr
61377	bHr
Dll
61380	dEw
61386	njw
61390	brr
ErD
61394	kwn
61396	Ans
kfr
61400	Amn
61403	xsf
61406	jnb
61408	brr
61410	rsl
61413	HSb
61416	wjd
61420	wkl
61422	Amn
61425	Ewd
61429	twr
Axr
61432	rsl
61435	qSf
61438	rwH
61440	grq
61444	kfr
61448	wjd
61456	tbE
61460	krm
61462	bny
61465	Hml
61470	brr
61473	bHr
61475	rzq
61480	Tyb
61482	fDl
61486	kvr
61489	xlq
61491	fDl
ywm
dEw
kll
Ans
61497	Amm
61501	Aty
ktb
61505	ymn
61509	qrA
61511	ktb
61515	Zlm
61517	ftl
61520	kwn
61523	Emy
61528	Axr
Emy
61531	Dll
sbl
61535	kwd
61538	ftn
61543	wHy
61548	fry
61551	gyr
61556	Ax*
61559	xll
61563	vbt
61568	kwd
61570	rkn
61573	$yA
qll
61577	*wq
61580	DEf
61582	Hyy
61584	DEf
61586	mwt
61589	wjd
61594	nSr
61597	kwd
61600	fzz
61605	ArD
61607	xrj
61615	lbv
61617	xlf
61620	qll
snn
61624	rsl
61626	qbl
61629	rsl
61633	wjd
61635	snn
61637	Hwl
qwm
61640	Slw
61642	dlk
61644	$ms
61646	gsq
61648	lyl
61650	qrA
61652	fjr
61654	qrA
61656	fjr
kwn
$hd
61662	lyl
61664	hjd
61667	nfl
61670	Esy
61672	bEv
61674	rbb
61676	qwm
Hmd
61679	qwl
rbb
61682	dxl
61684	dxl
Sdq
61687	xrj
61689	xrj
Sdq
61692	jEl
61696	ldn
61698	slT
nSr
61701	qwl
jyA
61704	Hqq
61706	zhq
61708	bTl
61711	bTl
kwn
zhq
61715	nzl
61718	qrA
61721	$fy
61723	rHm
61726	Amn
61729	zyd
61731	Zlm
61733	xsr
61736	nEm
61740	Ans
ErD
61743	nAy
61745	jnb
61749	mss
61752	$rr
kwn
yAs
qwl
kll
Eml
61759	$kl
61762	rbb
61764	Elm
61768	hdy
sbl
61771	sAl
61776	rwH
qwl
61779	rwH
61781	Amr
rbb
61786	Aty
61790	Elm
61792	qll
61796	$yA
61799	*hb
61803	wHy
61809	wjd
61816	wkl
61818	rHm
61820	rbb
61823	fDl
61825	kwn
61828	kbr
qwl
61832	jmE
61834	Ans
61837	jnn
61840	Aty
61843	mvl
61846	qrA
61848	Aty
61851	mvl
61855	kwn
bED
61859	bED
Zhr
61864	Srf
61868	nws
61872	qrA
61874	kll
mvl
61877	Aby
kvr
61880	nws
61882	kfr
61884	qwl
61887	Amn
61891	fjr
61896	ArD
nbE
61899	kwn
61902	jnn
61904	nxl
61906	Enb
61908	fjr
61910	nhr
xll
61913	fjr
61915	sqT
61917	smw
61920	zEm
61924	ksf
61926	Aty
61928	Alh
61931	mlk
qbl
61934	kwn
61937	byt
61939	zxrf
61941	rqy
61944	smw
61947	Amn
61949	rqy
61952	nzl
61955	ktb
qrA
61958	qwl
sbH
rbb
61963	kwn
61966	b$r
rsl
61970	mnE
61972	nws
61974	Amn
61977	jyA
61980	hdy
61983	qwl
61986	bEv
Alh
b$r
rsl
qwl
61992	kwn
61995	ArD
mlk
m$y
61999	Tmn
62001	nzl
62007	smw
mlk
rsl
qwl
kfy
62013	Alh
$hd
byn
62018	byn
62022	kwn
62024	Ebd
62026	xbr
bSr
62030	hdy
Alh
62035	hdy
62038	Dll
62041	wjd
62044	wly
62046	dwn
62049	H$r
62051	ywm
62053	qwm
62055	wjh
62057	Emy
62059	bkm
62061	Smm
Awy
62065	kll
62067	xbw
zyd
62071	sEr
62073	jzy
62078	kfr
62081	Ayy
62084	qwl
62088	kwn
62090	EZm
62092	rft
62097	bEv
xlq
jdd
62103	rAy
62106	Alh
62108	xlq
62110	smw
62113	ArD
qdr
62117	xlq
mvl
62121	jEl
62124	Ajl
62126	ryb
62130	Aby
62132	Zlm
62134	kfr
qwl
62138	mlk
62140	xzn
rHm
rbb
62146	msk
62148	x$y
62150	nfq
62152	kwn
62154	Ans
qtr
62159	Aty
62162	tsE
Ayy
byn
62166	sAl
bny
62170	jyA
62173	qwl
62180	Znn
62184	sHr
qwl
62188	Elm
62191	nzl
62194	rbb
62196	smw
62199	ArD
bSr
62205	Znn
62209	vbr
62211	rwd
62213	fzz
62217	ArD
62219	grq
62226	jmE
62228	qwl
62231	bEd
62234	bny
62236	skn
62239	ArD
62242	jyA
wEd
62245	Axr
jyA
62250	lff
62254	Hqq
nzl
62261	Hqq
nzl
62265	rsl
62269	b$r
62271	n*r
62273	qrA
frq
62278	qrA
62282	nws
62284	mkv
62286	nzl
62289	nzl
qwl
Amn
62297	Amn
62301	Aty
62304	Elm
62306	qbl
62309	tlw
62312	xrr
62316	*qn
sjd
62319	qwl
62321	sbH
rbb
62325	kwn
wEd
rbb
62330	fEl
62332	xrr
62336	*qn
bky
62340	zyd
62342	x$E
qwl
dEw
62346	Alh
62348	dEw
62351	rHm
62354	dEw
62360	smw
62362	Hsn
62365	jhr
62367	Slw
62371	xft
62375	bgy
byn
62378	sbl
62380	qwl
62382	Hmd
62384	Alh
62387	Ax*
wld
62391	kwn
62394	$rk
62397	mlk
62400	kwn
62403	wly
62406	*ll
62408	kbr
62410	kbr
62412	Hmd
62414	Alh
62416	nzl
62418	Ebd
62421	ktb
62424	jEl
62427	Ewj
qwm
62430	n*r
bAs
$dd
62434	ldn
62437	b$r
62439	Amn
62441	Eml
62444	SlH
62448	Ajr
Hsn
mkv
62453	Abd
62455	n*r
62457	qwl
62459	Ax*
Alh
wld
62468	Elm
62472	Abw
62474	kbr
klm
xrj
62478	fwh
62481	qwl
62484	k*b
62488	bxE
nfs
62492	Avr
62496	Amn
62501	Hdv
Asf
62505	jEl
62510	ArD
zyn
62515	blw
62519	Hsn
Eml
62525	jEl
62529	SEd
jrz
62532	Hsb
62535	SHb
62537	khf
62540	rqm
kwn
62544	Ayy
62546	Ejb
62548	Awy
62550	fty
62553	khf
62555	qwl
62557	rbb
62559	Aty
62562	ldn
62564	rHm
62566	hyA
62570	Amr
62572	r$d
62574	Drb
62577	A*n
62581	khf
snw
Edd
62585	bEv
62589	Elm
62592	Hzb
HSy
62596	lbv
62598	Amd
62600	qSS
62603	nbA
62607	Hqq
62610	fty
Amn
62614	rbb
62617	zyd
62620	hdy
62622	rbT
62625	qlb
62628	qwm
62631	qwl
62633	rbb
62635	rbb
62637	smw
62640	ArD
62642	dEw
62644	dwn
62646	Alh
62649	qwl
62652	$TT
62654	qwm
62656	Ax*
62659	dwn
62661	Alh
62663	Aty
62668	slT
byn
62672	Zlm
62675	fry
62677	Alh
k*b
62681	Ezl
62686	Ebd
62689	Alh
62691	Awy
62695	khf
n$r
62699	rbb
62702	rHm
62705	hyA
62709	Amr
62711	rfq
62713	rAy
62715	$ms
62717	TlE
zwr
62720	khf
62724	ymn
62727	grb
qrD
62732	$ml
62736	fjw
62741	Ayy
Alh
62744	hdy
Alh
62749	hdy
62752	Dll
62755	wjd
62758	wly
r$d
62761	Hsb
62763	yqZ
62766	rqd
62768	qlb
62772	ymn
62776	$ml
62778	klb
62780	bsT
*rE
62785	wSd
62787	TlE
62792	wly
62796	frr
62799	mlA
62803	rEb
62807	bEv
62811	sAl
62813	byn
62815	qwl
qwl
62820	lbv
62822	qwl
62824	lbv
62826	ywm
62828	bED
ywm
qwl
62832	rbb
62834	Elm
62837	lbv
62840	bEv
62842	AHd
62845	wrq
62850	mdn
62853	nZr
62855	zkw
TEm
62859	Aty
62862	rzq
62867	lTf
62870	$Er
62874	AHd
62878	Zhr
62882	rjm
62886	Ewd
62890	mll
62894	flH
62897	Abd
62901	Evr
62906	Elm
62909	wEd
Alh
Hqq
62915	swE
62917	ryb
62921	nzE
62923	byn
62925	Amr
62928	qwl
62930	bny
62934	bny
rbb
62937	Elm
62940	qwl
62942	glb
62945	Amr
62948	Ax*
62952	sjd
62954	qwl
62956	vlv
rbE
62959	klb
62962	qwl
62964	xms
sds
62967	klb
62969	rjm
62972	gyb
62974	qwl
62976	sbE
62978	vmn
62980	klb
62982	qwl
rbb
62985	Elm
62987	Edd
62990	Elm
62993	qll
62996	mry
63000	mry
Zhr
63004	fty
63009	AHd
63012	qwl
63015	$yA
63018	fEl
63020	gdw
63023	$yA
Alh
63026	*kr
rbb
63030	nsy
63033	qwl
Esy
63036	hdy
63038	rbb
63041	qrb
63044	r$d
63046	lbv
63049	khf
63051	vlv
mAy
snw
63055	zyd
63057	tsE
qwl
Alh
Elm
63063	lbv
63067	gyb
63069	smw
63072	ArD
bSr
63077	smE
63082	dwn
63085	wly
63088	$rk
63090	Hkm
63092	AHd
63094	tlw
63096	wHy
63100	ktb
rbb
63104	bdl
63106	klm
63110	wjd
63112	dwn
63114	lHd
63116	Sbr
nfs
63121	dEw
63123	rbb
63127	gdw
63130	E$w
rwd
63133	wjh
63137	Edw
Eyn
63142	rwd
zyn
63145	Hyy
63147	dnw
63150	TwE
63152	gfl
63154	qlb
63157	*kr
63160	tbE
hwy
63164	kwn
Amr
63167	frT
63169	qwl
63171	Hqq
63173	rbb
63177	$yA
63180	Amn
63183	$yA
63186	kfr
63189	Etd
63193	Zlm
nwr
HwT
63198	srdq
63202	gwv
63204	gwv
63207	mwh
63210	mhl
$wy
63213	wjh
bAs
63216	$rb
63218	swA
rfq
63222	Amn
63225	Eml
63228	SlH
63232	DyE
Ajr
63235	Hsn
Eml
63240	jnn
63242	jry
63244	tHt
63247	nhr
Hly
63253	swr
63255	*hb
63257	lbs
63259	vwb
xDr
63265	wkA
63270	Ark
nEm
63273	vwb
63275	Hsn
rfq
63278	Drb
63281	mvl
rjl
jEl
63286	AHd
63288	jnn
63290	Enb
63292	Hff
63296	nxl
63298	jEl
63300	byn
63302	zrE
klw
63305	jnn
Aty
Akl
63311	Zlm
63314	$yA
63316	fjr
63318	xll
63320	nhr
63322	kwn
63325	vmr
63327	qwl
63329	SHb
63333	Hwr
63336	kvr
63339	mwl
63341	Ezz
nfr
63344	dxl
jnn
63349	Zlm
63351	nfs
63353	qwl
63355	Znn
63357	byd
63359	Abd
63362	Znn
63364	swE
qwm
63369	rdd
63372	rbb
63375	wjd
63377	xyr
63380	qlb
qwl
63384	SHb
63388	Hwr
63391	kfr
63395	xlq
63398	trb
63401	nTf
63403	swy
63405	rjl
63409	Alh
rbb
63414	$rk
63416	rbb
63418	AHd
63422	dxl
63424	jnn
63426	qwl
63429	$yA
Alh
63432	qwy
63435	Alh
63437	rAy
63440	qll
63443	mwl
63445	wld
63447	Esy
rbb
63451	Aty
63453	xyr
63455	jnn
63458	rsl
63461	Hsb
63464	smw
63466	SbH
SEd
zlq
63470	SbH
mwh
63473	gwr
63476	TwE
63479	Tlb
63481	HwT
63483	vmr
63486	SbH
qlb
kff
63492	nfq
63497	xwy
63499	Er$
63502	qwl
63507	$rk
63509	rbb
63511	AHd
63514	kwn
63517	fAy
nSr
63522	dwn
Alh
63526	kwn
nSr
63530	wly
63532	Alh
63534	Hqq
63536	xyr
vwb
63539	xyr
Eqb
63542	Drb
63545	mvl
63547	Hyy
63549	dnw
63551	mwh
nzl
63557	smw
63559	xlT
63562	nbt
63564	ArD
63566	SbH
h$m
*rw
63571	rwH
63573	kwn
Alh
63576	kll
$yA
qdr
63580	mwl
63583	bny
zyn
63586	Hyy
63588	dnw
63591	bqy
63593	SlH
xyr
End
rbb
63598	vwb
63600	xyr
Aml
63603	ywm
syr
63606	jbl
63608	rAy
63610	ArD
brz
63613	H$r
63618	gdr
63621	AHd
63623	ErD
63626	rbb
63628	Sff
63631	jyA
63636	xlq
63639	Awl
mrr
63642	zEm
63646	jEl
63649	wEd
63651	wDE
63653	ktb
63655	rAy
63657	jrm
$fq
63664	qwl
63672	ktb
63674	gdr
Sgr
63678	kbr
63680	HSy
63683	wjd
63686	Eml
63688	HDr
63691	Zlm
rbb
63694	AHd
63697	qwl
63701	mlk
sjd
63707	sjd
63711	kwn
63714	jnn
63716	fsq
63718	Amr
rbb
63723	Ax*
63727	*rr
63729	wly
63731	dwn
63737	Edw
bAs
63741	Zlm
bdl
63744	$hd
63747	xlq
63749	smw
63752	ArD
63755	xlq
nfs
63760	kwn
63762	Ax*
63764	Dll
EDd
63767	ywm
qwl
ndw
63771	$rk
63774	zEm
63777	dEw
63782	jwb
63787	jEl
63789	byn
63791	wbq
63793	rAy
63795	jrm
63797	nwr
63799	Znn
63803	wqE
63807	wjd
63811	Srf
63815	Srf
63820	qrA
63823	nws
63825	kll
mvl
63828	kwn
63830	Ans
kvr
$yA
jdl
63836	mnE
63838	nws
63840	Amn
63843	jyA
63846	hdy
63848	gfr
63850	rbb
63854	Aty
63856	snn
63858	Awl
63860	Aty
63863	E*b
qbl
63867	rsl
63869	rsl
63871	b$r
63873	n*r
63875	jdl
63877	kfr
63881	bTl
63883	dHD
63888	Hqq
63890	Ax*
63892	Ayy
63896	n*r
63898	hzA
63901	Zlm
63904	*kr
63906	Ayy
rbb
63910	ErD
63914	nsy
63916	qdm
ydy
63921	jEl
63924	qlb
63926	knn
63928	fqh
63933	A*n
63935	wqr
63938	dEw
63942	hdy
63945	hdy
63948	Abd
63950	rbb
63953	gfr
63956	rHm
63958	Ax*
63962	ksb
63965	Ejl
63969	E*b
63973	wEd
63975	wjd
63978	dwn
63980	wAl
63984	qry
hlk
63989	Zlm
63992	jEl
63995	hlk
63997	wEd
64000	qwl
64003	fty
64006	brH
64008	blg
jmE
64011	bHr
64013	mDy
Hqb
64017	blg
64019	jmE
byn
64022	nsy
64024	Hwt
64027	Ax*
sbl
64032	bHr
srb
64036	jwz
64038	qwl
64040	fty
64042	Aty
64044	gdw
64048	lqy
64051	sfr
64054	nSb
qwl
64057	rAy
64060	Awy
64064	Sxr
64068	nsy
64071	Hwt
64074	nsy
64079	$Tn
64081	*kr
64084	Ax*
sbl
64089	bHr
Ejb
qwl
64094	kwn
64096	bgy
64098	rdd
64101	Avr
64103	qSS
64105	wjd
64107	Ebd
64109	Ebd
64111	Aty
64114	rHm
64116	End
64119	Elm
64123	ldn
64125	Elm
qwl
64131	tbE
64135	Elm
64139	Elm
64141	r$d
qwl
64146	TwE
64149	Sbr
64151	kyf
Sbr
64156	HwT
64159	xbr
qwl
64162	wjd
64165	$yA
Alh
Sbr
64170	ESy
64173	Amr
qwl
64177	tbE
64182	sAl
64185	$yA
64187	Hdv
64192	*kr
64194	Tlq
64198	rkb
64202	sfn
xrq
64205	qwl
64207	xrq
64211	grq
Ahl
64216	jyA
64218	$yA
Amr
qwl
64223	qwl
64227	TwE
64230	Sbr
qwl
64233	Ax*
64237	nsy
64241	rhq
64244	Amr
64246	Esr
64248	Tlq
64252	lqy
64254	glm
64256	qtl
64258	qwl
64260	qtl
64262	nfs
zkw
64265	gyr
nfs
64269	jyA
64271	$yA
nkr
qwl
64276	qwl
64282	TwE
64285	Sbr
qwl
64288	sAl
64292	$yA
bEd
64297	SHb
64300	blg
64303	ldn
64305	E*r
64307	Tlq
64311	Aty
64313	Ahl
qry
TEm
64317	Ahl
64320	Aby
64323	Dyf
64327	wjd
64331	jdr
rwd
64334	qDD
64336	qwm
64338	qwl
64340	$yA
64343	Ax*
64347	Ajr
qwl
64350	frq
byn
64354	byn
64357	nbA
64360	Awl
64363	TwE
64366	Sbr
64369	sfn
64371	kwn
64373	skn
Eml
64378	bHr
64380	rwd
64383	Eyb
64386	kwn
wry
64389	mlk
Ax*
kll
sfn
gSb
64397	glm
64399	kwn
Abw
64402	Amn
64404	x$y
64407	rhq
64409	Tgy
64411	kfr
64413	rwd
64416	bdl
64418	rbb
64420	xyr
64423	zkw
64425	qrb
rHm
64430	jdr
64432	kwn
64434	glm
ytm
64438	mdn
64440	kwn
tHt
64443	knz
64447	kwn
Abw
64450	SlH
64452	rwd
rbb
64456	blg
64458	$dd
64461	xrj
64463	knz
64465	rHm
64467	rbb
64471	fEl
64475	Amr
64478	Awl
64481	TwE
64484	Sbr
64486	sAl
64492	qrn
qwl
64495	tlw
64500	*kr
64503	mkn
64509	ArD
64511	Aty
64515	kll
$yA
sbb
64519	tbE
sbb
64523	blg
grb
64526	$ms
wjd
64529	grb
64531	Eyn
HmA
64534	wjd
End
64537	qwm
qwl
64543	qrn
64546	E*b
64550	Ax*
64553	Hsn
qwl
64557	Zlm
64560	E*b
64563	rdd
64565	rbb
64568	E*b
64570	E*b
nkr
64575	Amn
64577	Eml
SlH
64582	jzy
64584	Hsn
64587	qwl
64591	Amr
64593	ysr
64595	tbE
sbb
64599	blg
TlE
64602	$ms
wjd
64605	TlE
64607	qwm
64609	jEl
64613	dwn
64615	str
64620	HwT
64626	xbr
64628	tbE
sbb
64632	blg
byn
64635	sdd
wjd
64638	dwn
64640	qwm
64642	kwd
64644	fqh
64646	qwl
qwl
64652	qrn
64657	fsd
64660	ArD
64663	jEl
64666	xrj
64669	jEl
byn
64673	byn
64675	sdd
qwl
64678	mkn
64682	rbb
64684	xyr
64686	Ewn
64690	qwy
jEl
byn
64695	byn
64697	rdm
Aty
64701	zbr
64703	Hdd
64706	swy
byn
64709	Sdf
qwl
nfx
64715	jEl
64717	nwr
qwl
Aty
64722	frg
64725	qTr
64728	TwE
64731	Zhr
64736	TwE
64740	nqb
qwl
64743	rHm
64745	rbb
64749	jyA
wEd
rbb
64753	jEl
64755	dkk
64757	kwn
wEd
rbb
64761	Hqq
64763	trk
64765	bED
64768	mwj
64770	bED
64772	nfx
64775	Swr
64777	jmE
64780	jmE
64782	ErD
64788	kfr
ErD
64791	kwn
Eyn
64795	gTw
64797	*kr
64800	kwn
64803	TwE
64805	smE
64808	Hsb
64810	kfr
64813	Ax*
64815	Ebd
64818	dwn
64820	wly
64823	Etd
64828	kfr
nzl
qwl
64832	nbA
64836	xsr
Eml
64839	Dll
sEy
64844	Hyy
64846	dnw
64849	Hsb
64853	Hsn
64855	SnE
64858	kfr
64861	Ayy
rbb
64865	lqy
64868	HbT
Eml
64873	qwm
64876	ywm
64878	qwm
wzn
64881	jzy
64886	kfr
64889	Ax*
64891	Ayy
64894	rsl
64896	hzA
64899	Amn
64902	Eml
64905	SlH
kwn
64909	jnn
64912	nzl
xld
64917	bgy
64921	Hwl
qwl
64924	kwn
64926	bHr
mdd
64929	klm
rbb
64933	nfd
64935	bHr
qbl
64938	nfd
klm
rbb
64944	jyA
64947	mvl
64949	mdd
qwl
64954	b$r
mvl
64957	wHy
64962	Alh
64964	Alh
wHd
64968	kwn
rjw
lqy
rbb
64975	Eml
Eml
SlH
64980	$rk
64982	Ebd
rbb
64985	AHd
64987	*kr
rHm
rbb
64991	Ebd
64995	ndw
rbb
64998	ndw
xfy
qwl
rbb
65005	whn
65007	EZm
65011	$El
65013	rAs
$yb
65017	kwn
65019	dEw
65021	rbb
65023	$qw
65027	xwf
65030	wly
65032	wry
65035	kwn
mrA
65038	Eqr
65040	whb
65044	ldn
65046	wly
wrv
65050	wrv
65052	Awl
65055	jEl
65057	rbb
65059	rDw
65064	b$r
65067	glm
smw
65072	jEl
65076	qbl
smw
qwl
rbb
65081	Any
kwn
65085	glm
65087	kwn
mrA
65090	Eqr
65093	blg
65097	kbr
Etw
qwl
65102	qwl
rbb
65108	hwn
65111	xlq
65115	qbl
65118	kwn
$yA
qwl
rbb
65123	jEl
65126	Ayy
qwl
Ayy
65132	klm
65134	nws
vlv
lyl
swy
65139	xrj
65141	qwm
65145	Hrb
65147	wHy
65151	sbH
65153	bkr
65155	E$w
65158	Ax*
65160	ktb
65162	qwy
65164	Aty
65168	Hkm
Sbw
65171	Hnn
65173	ldn
65176	zkw
65178	kwn
wqy
65181	brr
65183	wld
65187	kwn
jbr
ESy
65191	slm
65194	ywm
wld
65197	ywm
mwt
65200	ywm
bEv
Hyy
65204	*kr
65207	ktb
65210	nb*
65212	Ahl
65214	kwn
$rq
65217	Ax*
65219	dwn
65221	Hjb
65223	rsl
65227	rwH
65230	mvl
65233	b$r
swy
qwl
65238	Ew*
65241	rHm
65245	kwn
65247	wqy
qwl
65252	rsl
rbb
65256	whb
65259	glm
zkw
qwl
Any
kwn
65266	glm
65269	mss
65271	b$r
65274	kwn
bgy
qwl
65279	qwl
rbb
65285	hwn
65288	jEl
65290	Ayy
65293	nws
65295	rHm
65299	kwn
Amr
qDy
65303	Hml
65306	nb*
65309	kwn
qSw
65312	jyA
65315	mxD
65317	j*E
65319	nxl
qwl
65324	mwt
65326	qbl
65329	kwn
65331	nsy
nsy
65334	ndw
65337	tHt
65341	Hzn
65343	jEl
rbb
65346	tHt
65348	sry
65350	hzz
65355	j*E
65357	nxl
sqT
65361	rTb
jny
65364	Akl
65367	$rb
65370	qrr
65372	Eyn
65375	rAy
65379	b$r
AHd
65382	qwl
65386	n*r
65390	rHm
Swm
65394	klm
65396	ywm
Ans
65399	Aty
65402	qwm
65404	Hml
65406	qwl
65412	jyA
65414	$yA
fry
65417	Axw
65420	kwn
Abw
65423	mrA
swA
65427	kwn
Amm
65430	bgy
65432	$wr
65435	qwl
65437	kyf
klm
65440	kwn
65443	mhd
Sbw
qwl
65448	Ebd
Alh
Aty
65453	ktb
65455	jEl
65457	nbA
65459	jEl
65461	brk
65464	kwn
65467	wSy
65471	Slw
65474	zkw
65476	dwm
65478	Hyy
65480	brr
65482	wld
65486	jEl
65488	jbr
$qw
65492	slm
65495	ywm
wld
65499	ywm
mwt
65502	ywm
bEv
Hyy
65507	bny
65509	qwl
65511	Hqq
65515	mry
65518	kwn
65520	Alh
65522	Ax*
65524	wld
sbH
65528	qDy
Amr
65533	qwl
65536	kwn
65538	kwn
65541	Alh
rbb
65545	rbb
65548	Ebd
65552	SrT
qwm
65555	xlf
65557	Hzb
65559	byn
65565	kfr
65568	$hd
ywm
EZm
smE
65575	bSr
ywm
Aty
65582	Zlm
65584	ywm
65586	Dll
byn
65589	n*r
65591	ywm
65593	Hsr
65595	qDy
65597	Amr
65601	gfl
65605	Amn
65610	wrv
65612	ArD
65620	rjE
65623	*kr
65626	ktb
65630	kwn
Sdq
nbA
65634	qwl
65636	Abw
65639	Abw
65643	Ebd
65646	smE
65649	bSr
65652	gny
65655	$yA
65657	Abw
65662	jyA
65666	Elm
65669	Aty
65672	tbE
65674	hdy
65676	SrT
swy
65679	Abw
65682	Ebd
65684	$Tn
65687	$Tn
kwn
65691	rHm
ESy
65694	Abw
65698	xwf
65700	mss
65702	E*b
65705	rHm
65707	kwn
65710	$Tn
wly
qwl
65714	rgb
65717	Alh
65724	nhy
65726	rjm
65730	hjr
65732	mlw
qwl
slm
65738	gfr
65741	rbb
65745	kwn
65748	Hfw
65750	Ezl
65754	dEw
65757	dwn
Alh
65760	dEw
rbb
65763	Esy
65766	kwn
65768	dEw
rbb
65771	$qw
65774	Ezl
65778	Ebd
65781	dwn
Alh
whb
65791	kll
jEl
65794	nbA
65796	whb
65801	rHm
65804	jEl
65808	lsn
Sdq
Elw
65812	*kr
65815	ktb
65819	kwn
xlS
65822	kwn
rsl
nbA
65826	ndw
65830	jnb
65832	Twr
65834	ymn
65836	qrb
65839	njw
65841	whb
65846	rHm
65848	Axw
65851	nbA
65853	*kr
65856	ktb
65860	kwn
Sdq
65863	wEd
65865	kwn
rsl
nbA
65869	kwn
Amr
Ahl
65875	Slw
65878	zkw
65880	kwn
End
rbb
65884	rDw
65886	*kr
65889	ktb
65893	kwn
Sdq
nbA
65897	rfE
65900	kwn
Elw
65904	nEm
Alh
65910	nbA
65912	*rr
65917	Hml
65923	*rr
65930	hdy
65933	jby
65936	tlw
65939	Ayy
65941	rHm
xrr
65944	sjd
65946	bky
65948	xlf
65950	bEd
65952	xlf
DyE
65956	Slw
65958	tbE
65961	$hw
65964	lqy
65966	gwy
65969	twb
65971	Amn
65973	Eml
SlH
65977	dxl
65980	jnn
65983	Zlm
65985	$yA
jnn
65989	wEd
65991	rHm
Ebd
65996	gyb
65999	kwn
wEd
66002	Aty
66004	smE
66008	lgw
66010	slm
66014	rzq
66018	bkr
66020	E$w
66023	jnn
66025	wrv
66027	Ebd
66030	kwn
wqy
66034	nzl
66037	Amr
rbb
66043	byn
ydy
66048	xlf
66052	byn
66056	kwn
rbb
66059	nsy
rbb
66062	smw
66065	ArD
66068	byn
66071	Ebd
66074	Sbr
66076	Ebd
66079	Elm
66082	smw
66084	qwl
66086	Ans
66090	mwt
66094	xrj
Hyy
66099	*kr
66101	Ans
66104	xlq
66108	qbl
66111	kwn
$yA
66115	rbb
66118	H$r
66123	$Tn
66126	HDr
66129	Hwl
66131	jvw
66134	nzE
66137	kll
$yE
66141	$dd
66144	rHm
Etw
66149	Elm
66153	wly
66156	Sly
66162	wrd
66164	kwn
66166	rbb
66168	Htm
qDy
66171	njw
66173	wqy
66176	w*r
66178	Zlm
66181	jvw
66184	tlw
66187	Ayy
66189	byn
qwl
66192	kfr
66196	Amn
66200	frq
xyr
qwm
66204	Hsn
ndw
66208	hlk
66210	qbl
66213	qrn
66215	Hsn
Avv
66218	rAy
qwl
66221	kwn
66224	Dll
66227	mdd
66231	rHm
mdd
66235	rAy
66238	wEd
66242	E*b
66246	swE
66249	Elm
66253	$rr
kwn
66256	DEf
jnd
66259	zyd
Alh
66262	hdy
66264	hdy
66267	bqy
66269	SlH
xyr
End
rbb
66274	vwb
66276	xyr
rdd
66280	rAy
66283	kfr
66285	Ayy
66288	qwl
66290	Aty
66292	mwl
66294	wld
66296	TlE
66298	gyb
66300	Ax*
End
66303	rHm
Ehd
66307	ktb
66309	qwl
66311	mdd
66316	E*b
mdd
66319	wrv
66322	qwl
66324	Aty
66326	frd
66328	Ax*
66331	dwn
Alh
Alh
66335	kwn
66339	Ezz
66342	kfr
66345	Ebd
66348	kwn
66352	Ddd
66355	rAy
66358	rsl
66361	$Tn
66364	kfr
Azz
66367	Azz
66370	Ejl
66375	Edd
66378	Edd
ywm
H$r
66382	wqy
66385	rHm
wfd
66388	swq
66390	jrm
66393	wrd
66395	mlk
66398	$fE
66401	Ax*
End
66404	rHm
Ehd
66407	qwl
66409	Ax*
66411	rHm
wld
66415	jyA
66417	$yA
Add
kwd
66421	smw
fTr
66427	$qq
66429	ArD
66431	xrr
66433	jbl
hdd
66436	dEw
66440	rHm
wld
66444	bgy
66447	rHm
66449	Ax*
wld
66452	kll
66456	smw
66459	ArD
66461	Aty
66463	rHm
Ebd
66467	HSy
66470	Edd
66472	Edd
66474	kll
66476	Aty
66478	ywm
66480	qwm
frd
66484	Amn
66487	Eml
66490	SlH
66492	jEl
66496	rHm
wdd
66501	ysr
66505	lsn
66508	b$r
66512	wqy
66514	n*r
66517	qwm
ldd
66521	hlk
66523	qbl
66526	qrn
66528	Hss
66532	AHd
66534	smE
66537	rkz
66540	nzl
66545	qrA
66547	$qw
66549	*kr
66552	x$y
nzl
66556	xlq
66558	ArD
66561	smw
66563	Elw
66565	rHm
66568	Er$
swy
66575	smw
66580	ArD
66583	byn
66587	tHt
66589	vry
66592	jhr
66595	qwl
66599	Elm
66601	srr
66603	xfy
Alh
66606	Alh
66612	smw
66614	Hsn
66617	Aty
66619	Hdv
66622	rAy
nwr
66625	qwl
66627	Ahl
66629	mkv
66633	Ans
66635	nwr
66638	Aty
66643	qbs
66645	wjd
66648	nwr
hdy
66652	Aty
66654	ndw
66660	rbb
66663	xlE
nEl
66670	wdy
66672	qds
Twy
66676	xyr
66680	smE
66683	wHy
66687	Alh
66689	Alh
66693	Ebd
66696	qwm
66698	Slw
66700	*kr
66704	swE
Aty
kwd
xfy
66710	jzy
kll
nfs
66715	sEy
66718	Sdd
66725	Amn
66729	tbE
hwy
66733	rdy
66738	ymn
66742	qwl
66744	ESw
66746	wkA
66750	h$$
66754	gnm
66761	Arb
Axr
qwl
lqy
66769	lqy
66774	Hyy
sEy
qwl
Ax*
66781	xwf
66783	Ewd
66785	syr
66788	Awl
66790	Dmm
ydy
66794	jnH
66796	xrj
byD
66799	gyr
swA
Ayy
Axr
66804	rAy
66807	Ayy
66810	kbr
*hb
66816	Tgy
qwl
rbb
66820	$rH
66823	Sdr
66826	ysr
66829	Amr
66832	Hll
Eqd
66835	lsn
66837	fqh
66839	qwl
66842	jEl
66845	wzr
66847	Ahl
66850	Axw
66852	$dd
66855	Azr
66858	$rk
66861	Amr
66864	sbH
66866	kvr
66868	*kr
66870	kvr
66873	kwn
66877	bSr
qwl
66880	Aty
66882	sAl
66889	mnn
66893	mrr
Axr
66896	wHy
66899	Amm
66902	wHy
66904	q*f
66911	q*f
66916	ymm
66919	lqy
66922	ymm
66925	sHl
Ax*
66928	Edw
66932	Edw
66936	lqy
66940	Hbb
66945	SnE
66947	Eyn
66950	m$y
Axw
66954	qwl
66956	dll
66960	kfl
66963	rjE
66967	Amm
66970	qrr
Eyn
66975	Hzn
66977	qtl
66979	nfs
66981	njw
66986	gmm
66988	ftn
66991	ftn
66993	lbv
66995	snw
66997	Ahl
67000	jyA
67003	qdr
67007	SnE
67011	nfs
67013	*hb
67016	Axw
67019	Ayy
67023	wny
67026	*kr
67028	*hb
67034	Tgy
67036	qwl
67040	qwl
lyn
67044	*kr
67046	x$y
qwl
67049	rbb
67053	xwf
67055	frT
67060	Tgy
qwl
67063	xwf
67069	smE
67071	rAy
67073	Aty
67077	qwl
67081	rsl
rbb
67085	rsl
67088	bny
67092	E*b
67095	jyA
67099	Ayy
67101	rbb
67105	slm
67108	tbE
67110	hdy
67114	wHy
67119	E*b
67122	k*b
67124	wly
qwl
67128	rbb
67132	qwl
rbb
67136	ETw
kll
$yA
xlq
67142	hdy
qwl
67146	bwl
67148	qrn
67150	Awl
qwl
Elm
67154	End
rbb
67158	ktb
67160	Dll
rbb
67165	nsy
67167	jEl
67171	ArD
mhd
67174	slk
67179	sbl
67181	nzl
67184	smw
mwh
67187	xrj
67191	zwj
67193	nbt
$tt
Akl
67198	rEy
67200	nEm
67206	Ayy
67208	Awl
67210	nhy
67213	xlq
67219	Ewd
67224	xrj
67226	twr
Axr
67231	rAy
67234	Ayy
67236	kll
67239	k*b
67241	Aby
qwl
67244	jyA
67248	xrj
67251	ArD
67254	sHr
67260	Aty
67264	sHr
mvl
67268	jEl
byn
67272	byn
67274	wEd
67276	xlf
67282	kwn
swy
qwl
wEd
67287	ywm
67289	zyn
67292	H$r
67294	nws
DHw
67297	wly
67300	jmE
kyd
67304	Aty
qwl
67312	fry
67315	Alh
k*b
67318	sHt
67321	E*b
67324	xyb
67326	fry
67328	nzE
67330	Amr
67332	byn
67335	srr
67338	njw
qwl
67344	sHr
rwd
67348	xrj
67352	ArD
67355	sHr
67358	*hb
67361	Trq
67364	mvl
67366	jmE
67368	kyd
67371	Aty
67373	Sff
67376	flH
67378	ywm
67380	Elw
qwl
67387	lqy
67391	kwn
Awl
67394	lqy
qwl
67397	lqy
67401	Hbl
67404	ESw
67406	xyl
67410	sHr
67414	sEy
67416	wjs
67418	nfs
67420	xwf
67422	qwl
67425	xwf
67430	Elw
67432	lqy
67435	ymn
67437	lqf
67439	SnE
67443	SnE
67445	kyd
sHr
67449	flH
67451	sHr
Hyv
Aty
67455	lqy
67457	sHr
sjd
qwl
67461	Amn
67464	rbb
67468	qwl
Amn
67473	qbl
67475	A*n
67481	kbr
67484	Elm
67487	sHr
67490	qTE
67492	ydy
67495	rjl
67498	xlf
67501	Slb
67505	j*E
67507	nxl
67510	Elm
67514	$dd
E*b
67517	bqy
qwl
67521	Avr
67525	jyA
67529	byn
67532	fTr
67535	qDy
67538	qDy
67541	qDy
67544	Hyy
67546	dnw
67549	Amn
67552	rbb
67555	gfr
67558	xTA
67562	krh
67569	sHr
67571	Alh
xyr
67574	bqy
67578	Aty
rbb
67581	jrm
67588	mwt
67593	Hyy
67596	Aty
67598	Amn
67600	Eml
67602	SlH
67608	drj
67610	Elw
jnn
67613	jry
67615	tHt
67618	nhr
xld
67624	jzy
67626	zkw
67630	wHy
67635	sry
67637	Ebd
67640	Drb
67643	Trq
67646	bHr
ybs
67649	xwf
drk
67653	x$y
67655	tbE
67659	jnd
67662	g$w
67666	ymm
67668	g$w
67671	Dll
67673	qwm
67677	hdy
67679	bny
67682	njw
67686	Edw
67689	wEd
67692	jnb
67694	Twr
67696	ymn
67698	nzl
67703	mnn
67706	slw
Akl
67710	Tyb
67712	rzq
67717	Tgy
67722	Hll
67725	gDb
67729	Hll
67732	gDb
67736	hwy
67741	gfr
67744	twb
67746	Amn
67748	Eml
SlH
67751	hdy
67754	Ejl
67757	qwm
67761	qwl
67765	Avr
67768	Ejl
67772	rbb
67775	rDw
qwl
67781	ftn
67783	qwm
67786	bEd
67789	Dll
67792	smr
67794	rjE
67797	qwm
67799	gDb
Asf
qwl
67803	qwm
67807	wEd
67809	rbb
67811	wEd
Hsn
67815	Twl
67819	Ehd
67821	rwd
67824	Hll
67827	gDb
67829	rbb
67832	xlf
67834	wEd
67836	qwl
67839	xlf
67841	wEd
67844	mlk
67849	Hml
67851	wzr
67853	zyn
67855	qwm
67857	q*f
67863	lqy
67865	smr
67867	xrj
67870	Ejl
jsd
67874	xwr
67876	qwl
67879	Alh
67882	Alh
67885	nsy
67889	rAy
67893	rjE
67896	qwl
67899	mlk
67902	Drr
67905	nfE
67909	qwl
67914	qbl
67916	qwm
67920	ftn
67926	rbb
67929	rHm
67931	tbE
67935	TwE
67937	Amr
67939	qwl
67942	brH
67945	Ekf
67947	rjE
67951	qwl
67955	mnE
67958	rAy
67961	Dll
67965	tbE
67969	ESy
67971	Amr
67973	qwl
67975	bny
Amm
67979	Ax*
67981	lHy
67986	rAs
67990	x$y
67993	qwl
frq
67996	byn
bny
68001	rqb
qwl
68004	qwl
68007	xTb
68010	smr
qwl
bSr
68017	bSr
68022	qbD
68024	qbD
68026	Avr
68028	rsl
68030	nb*
68036	swl
68039	nfs
68041	qwl
68043	*hb
68050	Hyy
68052	qwl
68054	mss
68059	wEd
68061	xlf
68064	nZr
68066	Alh
68069	Zll
68073	Ekf
68075	Hrq
68080	nsf
68085	ymm
nsf
68089	Alh
68091	Alh
68094	Alh
68097	wsE
kll
$yA
Elm
68103	qSS
68107	nbA
68110	sbq
68113	Aty
68117	ldn
68119	*kr
68121	ErD
68127	Hml
ywm
68130	qwm
wzr
xld
68136	swA
68139	ywm
68141	qwm
Hml
ywm
nfx
68147	Swr
68149	H$r
68151	jrm
68153	zrq
xft
68156	byn
68159	lbv
68162	E$r
68164	Elm
68167	qwl
68170	qwl
mvl
68173	Trq
68175	lbv
68178	ywm
68180	sAl
68185	jbl
68187	qwl
nsf
68190	rbb
68192	nsf
68194	w*r
68196	qwE
SfSf
68199	rAy
68202	Ewj
68205	Amt
68207	tbE
68210	dEw
68212	Ewj
68216	x$E
68218	Swt
68221	rHm
68224	smE
68226	hms
68229	nfE
68231	$fE
68234	A*n
68238	rHm
68240	rDw
68243	qwl
Elm
68246	byn
ydy
68251	xlf
68255	HwT
68259	Elm
68261	Enw
68263	wjh
68266	Hyy
68268	qwm
68271	xyb
68273	Hml
Zlm
68277	Eml
68280	SlH
68283	Amn
68286	xwf
Zlm
68290	hDm
68294	nzl
68297	qrA
Erb
68300	Srf
68306	wEd
68309	wqy
68312	Hdv
68315	*kr
68317	Elw
Alh
68320	mlk
68322	Hqq
68325	Ejl
68328	qrA
68330	qbl
68332	qDy
68335	wHy
68338	qwl
rbb
68341	zyd
68343	Elm
68347	Ehd
68352	qbl
68354	nsy
68357	wjd
68360	Ezm
68363	qwl
68367	mlk
sjd
68373	sjd
68377	Aby
68379	qwl
68385	Edw
68390	zwj
68394	xrj
68399	jnn
68401	$qw
68407	jwE
68412	Ery
68417	ZmA
68422	DHw
68424	wsws
68428	$Tn
qwl
68433	dll
68436	$jr
68438	xld
68440	mlk
68442	blw
68444	Akl
68449	bdw
68452	swA
68455	Tfq
68457	xSf
68462	wrq
68464	jnn
68466	ESy
68468	rbb
68471	gwy
68473	jby
68475	rbb
68478	twb
68482	hdy
qwl
hbT
68488	jmE
bED
68492	bED
Edw
68497	Aty
68502	hdy
68505	tbE
hdy
68510	Dll
68513	$qw
68516	ErD
68518	*kr
68524	Ey$
Dnk
68527	H$r
68529	ywm
68531	qwm
Emy
qwl
rbb
68538	H$r
68541	Emy
68544	kwn
68546	bSr
qwl
68550	Aty
68552	Ayy
68555	nsy
68562	ywm
nsy
68567	jzy
68569	srf
68572	Amn
68574	Ayy
rbb
68579	E*b
68581	Axr
$dd
68584	bqy
68588	hdy
68592	hlk
68594	qbl
68598	qrn
m$y
68602	skn
68608	Ayy
68610	Awl
68612	nhy
68615	klm
sbq
68618	rbb
68621	kwn
lzm
68624	Ajl
smw
68627	Sbr
68630	qwl
68633	sbH
68635	Hmd
rbb
68638	qbl
TlE
68641	$ms
68643	qbl
grb
68648	Any
68650	lyl
68652	sbH
68654	Trf
68656	nhr
68659	rDw
68662	mdd
68664	Eyn
68668	mtE
68672	zwj
68675	zhr
68677	Hyy
68679	dnw
68681	ftn
68686	rzq
rbb
68689	xyr
68691	bqy
68693	Amr
Ahl
68698	Slw
68700	Sbr
68704	sAl
68706	rzq
68708	rzq
68712	Eqb
68715	wqy
68717	qwl
68720	Aty
68723	Ayy
68725	rbb
68730	Aty
68732	byn
68736	SHf
68738	Awl
68743	hlk
68747	E*b
68749	qbl
68752	qwl
68754	rbb
68757	rsl
68761	rsl
68763	tbE
Ayy
68767	qbl
68769	*ll
68771	xzy
qwl
kll
rbS
68776	rbS
68780	Elm
68783	SHb
68785	SrT
68787	swy
68790	hdy
qrb
68794	nws
Hsb
68800	gfl
ErD
68803	Aty
68806	*kr
68808	rbb
68810	Hdv
68812	smE
68817	lEb
68819	lhw
qlb
68823	srr
68826	njw
68828	Zlm
68833	b$r
mvl
68838	Aty
68841	sHr
68844	bSr
68846	qwl
rbb
68849	Elm
68851	qwl
68854	smw
68857	ArD
68861	smE
68863	Elm
68865	qwl
68867	Dgv
Hlm
68870	fry
68874	$Er
68877	Aty
68880	Ayy
68883	rsl
68885	Awl
68887	Amn
qbl
68891	qry
hlk
68898	Amn
68902	rsl
68904	qbl
68907	rjl
wHy
68912	sAl
68914	Ahl
68916	*kr
68918	kwn
68921	Elm
68925	jEl
68928	jsd
68930	Akl
68933	TEm
68936	kwn
68938	xld
68940	Sdq
68944	wEd
68946	njw
68951	$yA
68953	hlk
68956	srf
68959	nzl
68963	ktb
68966	*kr
68971	Eql
68975	qSm
68978	qry
kwn
Zlm
68982	n$A
68984	bEd
68986	qwm
Axr
68990	Hss
68992	bAs
68998	rkD
69001	rkD
69004	rjE
69008	trf
69013	skn
69017	sAl
69019	qwl
69026	kwn
69028	Zlm
69031	zyl
69033	dEw
69036	jEl
69039	HSd
xmd
69043	xlq
69046	smw
69049	ArD
69052	byn
69054	lEb
69056	rwd
69059	Ax*
lhw
69062	Ax*
69066	ldn
69069	kwn
69071	fEl
69073	q*f
69076	Hqq
69079	bTl
69081	dmg
69086	zhq
69094	wSf
69102	smw
69105	ArD
69108	End
69111	kbr
69114	Ebd
69118	Hsr
69120	sbH
69123	lyl
69126	nhr
69128	ftr
69131	Ax*
69133	Alh
69136	ArD
69138	n$r
69141	kwn
69144	Alh
69146	Alh
69148	fsd
69151	sbH
Alh
rbb
69155	Er$
69158	wSf
69161	sAl
69164	fEl
69167	sAl
69170	Ax*
69173	dwn
69175	Alh
qwl
hAt
69179	brhn
69182	*kr
69187	*kr
69189	qbl
69192	kvr
69195	Elm
69198	Hqq
69201	ErD
69204	rsl
69207	qbl
69210	rsl
69212	wHy
69218	Alh
69222	Ebd
69226	qwl
69228	Ax*
69230	rHm
wld
sbH
69235	Ebd
krm
69238	sbq
69243	qwl
69247	Amr
69249	Eml
69251	Elm
69253	byn
ydy
69258	xlf
69262	$fE
69267	rDw
69271	x$y
69273	$fq
69276	qwl
69281	Alh
69283	dwn
69287	jzy
69292	jzy
69294	Zlm
69298	rAy
69300	kfr
69304	smw
69307	ArD
kwn
69310	rtq
69312	ftq
69316	jEl
69320	mwh
kll
$yA
Hyy
69327	Amn
69330	jEl
69334	ArD
rsw
69337	myd
69341	jEl
69345	fjj
sbl
69349	hdy
69352	jEl
69355	smw
sqf
HfZ
69361	Ayy
69363	ErD
69367	xlq
69369	lyl
69372	nhr
69375	$ms
69378	qmr
kll
69381	flk
sbH
69386	jEl
69389	b$r
69391	qbl
69394	xld
69398	mwt
69403	xld
kll
nfs
*wq
69408	mwt
69410	blw
69414	$rr
69417	xyr
ftn
69422	rjE
69426	rAy
69429	kfr
69432	Ax*
69436	hzA
69440	*kr
Alh
69446	*kr
69448	rHm
69450	kfr
xlq
69453	Ans
69455	Ejl
69457	rAy
69459	Ayy
69463	Ejl
69467	qwl
69472	wEd
69474	kwn
69476	Sdq
69478	Elm
69480	kfr
69482	Hyn
69484	kff
69487	wjh
69490	nwr
69494	Zhr
69499	nSr
69502	Aty
69504	bgt
69506	bht
69510	TwE
69512	rdd
69517	nZr
69522	hzA
69524	rsl
69526	qbl
69529	Hyq
69532	sxr
69537	kwn
69541	hzA
69543	qwl
69545	klA
69549	lyl
69552	nhr
69555	rHm
69559	*kr
rbb
69562	ErD
69566	Alh
mnE
69570	dwn
69573	TwE
69575	nSr
nfs
69583	SHb
69586	mtE
69590	Abw
69593	Twl
69597	Emr
69601	rAy
69605	Aty
69607	ArD
nqS
69611	Trf
69617	glb
qwl
69621	n*r
69625	wHy
69628	smE
69630	Smm
69632	dEw
69635	n*r
69640	mss
69642	nfH
69644	E*b
rbb
69648	qwl
69655	kwn
69657	Zlm
69659	wDE
69661	wzn
69663	qsT
69665	ywm
69667	qwm
69670	Zlm
nfs
$yA
69675	kwn
vql
Hbb
69679	xrdl
Aty
69685	kfy
69688	Hsb
69692	Aty
69698	frq
69700	DwA
69702	*kr
69705	wqy
69707	x$y
69709	rbb
69713	gyb
69718	swE
$fq
69722	*kr
brk
nzl
69732	nkr
69736	Aty
69739	r$d
69742	qbl
69744	kwn
69748	Elm
69750	qwl
69752	Abw
69755	qwm
69760	mvl
69765	Ekf
qwl
69768	wjd
69770	Abw
69774	Ebd
qwl
69778	kwn
69782	Abw
69785	Dll
byn
qwl
69790	jyA
69795	Hqq
69800	lEb
qwl
69803	rbb
69805	rbb
69807	smw
69810	ArD
69812	fTr
69820	$hd
69823	Alh
69825	kyd
69827	Snm
69829	bEd
69831	wly
69833	dbr
69835	jEl
69837	j**
69839	kbr
69846	rjE
69848	qwl
69851	fEl
69854	Alh
69861	Zlm
qwl
69864	smE
69866	fty
*kr
69869	qwl
69873	qwl
69876	Aty
69881	Eyn
69883	nws
69886	$hd
69888	qwl
69892	fEl
69896	Alh
69900	qwl
69902	fEl
69904	kbr
69908	sAl
69912	kwn
69914	nTq
69917	rjE
69920	nfs
69923	qwl
69929	Zlm
69931	nks
69934	rAs
69938	Elm
69942	nTq
69944	qwl
69947	Ebd
69950	dwn
Alh
69954	nfE
69956	$yA
69959	Drr
69961	Aff
69967	Ebd
69970	dwn
Alh
69975	Eql
69977	qwl
69979	Hrq
69983	nSr
69985	Alh
69988	kwn
69990	fEl
qwl
69994	nwr
kwn
69997	brd
69999	slm
70003	rwd
70007	kyd
70009	jEl
70013	xsr
70015	njw
70022	ArD
70024	brk
70030	Elm
70032	whb
70039	nfl
70041	kll
jEl
70044	SlH
70046	jEl
70049	Amm
hdy
70053	Amr
70056	wHy
70060	fEl
70062	xyr
70064	qwm
70066	Slw
70068	Aty
70070	zkw
70072	kwn
70076	Ebd
70079	Aty
70082	Hkm
70084	Elm
70086	njw
70091	qry
70093	kwn
Eml
70096	xbv
70099	kwn
70101	qwm
swA
fsq
70105	dxl
70109	rHm
70115	SlH
70119	ndw
70121	qbl
70123	jwb
70128	njw
70132	Ahl
70136	krb
70138	EZm
70140	nSr
70145	qwm
70147	k*b
70150	Ayy
70154	kwn
70156	qwm
swA
70159	grq
70162	jmE
70168	Hkm
70172	Hrv
70174	nf$
70177	gnm
70179	qwm
70181	kwn
70184	Hkm
70186	$hd
70188	fhm
70193	kll
Aty
70196	Hkm
70198	Elm
70200	sxr
70205	jbl
sbH
70210	Tyr
70212	kwn
70214	fEl
70216	Elm
70219	SnE
lbs
70224	HSn
70227	bAs
70232	$kr
70237	rwH
ESf
jry
70241	Amr
70245	ArD
70247	brk
70252	kwn
70255	kll
$yA
Elm
70261	$Tn
70263	gwS
70268	Eml
70270	Eml
dwn
70274	kwn
70278	HfZ
70282	ndw
rbb
70287	mss
70290	Drr
70293	rHm
70295	rHm
70297	jwb
70302	k$f
70308	Drr
70310	Aty
70313	Ahl
70316	mvl
70320	rHm
70322	End
70325	*kr
70328	Ebd
70336	kfl
kll
70340	Sbr
70342	dxl
70346	rHm
70352	SlH
70356	nwn
70358	*hb
gDb
70361	Znn
70364	qdr
70368	ndw
70371	Zlm
70374	Alh
70377	sbH
70381	kwn
70385	Zlm
70387	jwb
70392	njw
70397	gmm
70401	njw
70403	Amn
70407	ndw
rbb
70410	rbb
70413	w*r
70415	frd
70418	xyr
70420	wrv
70422	jwb
70427	whb
70433	SlH
70437	zwj
70441	kwn
70443	srE
70447	xyr
70449	dEw
70452	rgb
70454	rhb
70456	kwn
70460	x$E
70463	HSn
frj
70467	nfx
70472	rwH
70475	jEl
70479	bny
70481	Ayy
70484	Elm
70487	Amm
70489	Amm
wHd
70493	rbb
70496	Ebd
70500	qTE
70502	Amr
70504	byn
70506	kll
70509	rjE
70512	Eml
70515	SlH
70518	Amn
70521	kfr
70523	sEy
70530	ktb
70532	Hrm
70534	qry
hlk
70541	rjE
70545	ftH
70552	kll
Hdb
nsl
70557	qrb
70559	wEd
70561	Hqq
70565	$xS
bSr
70568	kfr
70574	kwn
70577	gfl
70581	kwn
70583	Zlm
70588	Ebd
70591	dwn
Alh
HSb
70598	wrd
70600	kwn
70602	Alh
70604	wrd
70608	kll
70611	xld
70616	zfr
70622	smE
70626	sbq
70632	Hsn
70636	bEd
70638	smE
70640	Hss
70646	$hw
nfs
70649	xld
70651	Hzn
70654	fzE
70656	kbr
70658	lqy
70661	mlk
70663	ywm
70666	kwn
70668	wEd
70670	ywm
Twy
70673	smw
70675	Twy
70677	sjl
70680	ktb
70683	bdA
70685	Awl
xlq
Ewd
70689	wEd
70694	kwn
70696	fEl
70700	ktb
70704	zbr
70706	bEd
70708	*kr
70711	ArD
wrv
70714	Ebd
70717	SlH
70722	blg
70724	qwm
Ebd
70728	rsl
70732	rHm
70735	Elm
qwl
70739	wHy
70744	Alh
70746	Alh
wHd
70751	slm
70754	wly
70757	qwl
A*n
70762	swy
70765	dry
70767	qrb
70769	bEd
70771	wEd
70775	Elm
70777	jhr
70780	qwl
70782	Elm
70784	ktm
70788	dry
70791	ftn
70795	mtE
70797	Hyn
qwl
rbb
70801	Hkm
70804	Hqq
70806	rbb
70809	rHm
70811	Ewn
70814	wSf
70819	nws
wqy
70822	rbb
70825	zlzl
70827	swE
$yA
EZm
ywm
rAy
70834	*hl
kll
rDE
70839	rDE
70841	wDE
kll
70844	Hml
Hml
70848	rAy
70850	nws
skr
70856	skr
70859	E*b
Alh
$dd
70865	nws
70867	jdl
70869	Alh
70871	gyr
Elm
70874	tbE
kll
$Tn
mrd
ktb
70884	wly
70889	Dll
70892	hdy
70895	E*b
70897	sEr
70901	nws
70903	kwn
70906	ryb
70909	bEv
70913	xlq
70917	trb
70920	nTf
70923	Elq
70926	mDg
xlq
70929	gyr
xlq
70932	byn
70936	qrr
70939	rHm
70941	$yA
70943	Ajl
smw
70946	xrj
70948	Tfl
70951	blg
70953	$dd
70959	wfy
70964	rdd
70966	r*l
70968	Emr
70971	Elm
70973	bEd
Elm
$yA
70977	rAy
70979	ArD
hmd
70983	nzl
70988	mwh
hzz
70991	rbw
70993	nbt
70995	kll
zwj
bhj
71001	Alh
71004	Hqq
71008	Hyy
71010	mwt
71015	kll
$yA
qdr
71021	swE
Aty
71024	ryb
71029	Alh
bEv
71034	qbr
71038	nws
71040	jdl
71042	Alh
71044	gyr
Elm
71048	hdy
71051	ktb
nwr
vny
ETf
71057	Dll
71059	sbl
Alh
71065	dnw
xzy
71068	*wq
71070	ywm
71072	qwm
E*b
71075	Hrq
71079	qdm
ydy
71084	Alh
lys
71087	Zlm
71090	Ebd
71094	nws
71096	Ebd
Alh
71099	Hrf
71102	Swb
71104	xyr
Tmn
71110	Swb
71112	ftn
qlb
71115	wjh
71117	xsr
71119	dnw
71122	Axr
71126	xsr
71128	byn
dEw
71131	dwn
Alh
71135	Drr
71140	nfE
71145	Dll
71147	bEd
dEw
71151	Drr
71153	qrb
71155	nfE
71158	bAs
71160	wly
71163	bAs
71165	E$r
71167	Alh
dxl
71170	Amn
71173	Eml
71176	SlH
jnn
jry
71180	tHt
71183	nhr
71185	Alh
fEl
71188	rwd
71190	kwn
Znn
71194	nSr
71196	Alh
71199	dnw
71202	Axr
71205	mdd
71207	sbb
71210	smw
71213	qTE
71216	nZr
71218	*hb
71220	kyd
71223	gyZ
71227	nzl
71230	Ayy
byn
71234	Alh
hdy
71237	rwd
71240	Amn
71244	hwd
71248	SbA
71251	nSr
71254	mjs
71257	$rk
71260	Alh
fSl
byn
71264	ywm
71266	qwm
71268	Alh
71270	kll
$yA
$hd
71275	rAy
71277	Alh
sjd
71284	smw
71289	ArD
71292	$ms
71295	qmr
71298	njm
71301	jbl
71304	$jr
71307	dbb
71309	kvr
71312	nws
71314	kvr
Hqq
71319	E*b
71322	hwn
Alh
71329	krm
71331	Alh
fEl
71334	$yA
71336	xSm
xSm
71340	rbb
71344	kfr
71346	qTE
71349	vwb
71351	nwr
Sbb
71354	fwq
rAs
71358	Hmm
Shr
71364	bTn
71368	jld
71372	qmE
71374	Hdd
kll
rwd
71379	xrj
71384	gmm
Ewd
71390	*wq
71392	E*b
71394	Hrq
71396	Alh
dxl
71399	Amn
71402	Eml
71405	SlH
jnn
jry
71409	tHt
71412	nhr
Hly
71418	swr
71420	*hb
71422	lAlA
71424	lbs
71428	Hrr
71430	hdy
71434	Tyb
71437	qwl
71439	hdy
71442	SrT
71444	Hmd
71447	kfr
71450	Sdd
71453	sbl
Alh
71457	sjd
71459	Hrm
71461	jEl
71466	nws
swy
71469	Ekf
71474	bdw
71477	rwd
71481	lHd
71483	Zlm
*wq
71487	E*b
Alm
71491	bwA
71495	kwn
71497	byt
71500	$rk
71503	$yA
71505	Thr
byt
71510	Twf
71513	qwm
71516	rkE
71518	sjd
71520	A*n
71523	nws
71526	Hjj
Aty
71530	rjl
71533	kll
Dmr
Aty
71538	kll
fjj
Emq
71542	$hd
71544	nfE
71548	*kr
71550	smw
Alh
71553	ywm
Elm
71557	rzq
71560	bhm
71562	nEm
71564	Akl
71569	TEm
71572	bAs
71574	fqr
71577	qDy
71579	tfv
71583	wfy
71585	n*r
71589	Twf
71593	byt
71595	Etq
71599	EZm
Hrm
Alh
71604	xyr
71607	End
rbb
71611	Hll
71615	nEm
71618	tlw
71622	jnb
71625	rjs
71628	wvn
71630	jnb
71632	qwl
71634	zwr
Hnf
71637	Alh
gyr
$rk
71644	$rk
71646	Alh
71650	xrr
71653	smw
71655	xTf
71658	Tyr
71660	hwy
71664	rwH
71666	kwn
sHq
71671	EZm
$Er
Alh
71678	wqy
71680	qlb
71685	nfE
71687	Ajl
smw
71690	Hll
71694	byt
71696	Etq
71699	kll
Amm
jEl
71703	nsk
71705	*kr
71707	smw
Alh
71711	rzq
71714	bhm
71716	nEm
71718	Alh
71720	Alh
wHd
71725	slm
71728	b$r
71730	xbt
71733	*kr
Alh
wjl
qlb
71740	Sbr
71743	Swb
71747	qwm
71749	Slw
71753	rzq
71756	nfq
71760	bdn
jEl
71767	$Er
Alh
71773	xyr
71775	*kr
71777	smw
Alh
71781	Sff
71784	wjb
jnb
71788	Akl
71793	TEm
71796	qnE
71799	Err
71802	sxr
71809	$kr
71812	nyl
Alh
lHm
71818	dmw
71822	nyl
71825	wqy
71830	sxr
71835	kbr
71837	Alh
71840	hdy
71843	b$r
71845	Hsn
71847	Alh
dfE
71851	Amn
71854	Alh
71856	Hbb
kll
xwn
kfr
A*n
71863	qtl
71868	Zlm
71872	Alh
71874	nSr
71877	qdr
71879	xrj
71882	dwr
71885	gyr
Hqq
71889	qwl
71891	rbb
71893	Alh
71896	dfE
Alh
71899	nws
bED
71903	bED
71905	hdm
SmE
71908	byE
71910	Slw
71912	sjd
*kr
71916	smw
Alh
kvr
71921	nSr
71923	Alh
71925	nSr
71928	Alh
71930	qwy
Ezz
71934	mkn
71939	ArD
qwm
71943	Slw
71945	Aty
71948	zkw
71950	Amr
71954	Erf
71956	nhy
71960	nkr
71963	Alh
Eqb
71966	Amr
71969	k*b
71974	k*b
qbl
71977	qwm
71980	Ewd
71984	qwm
71987	qwm
71990	SHb
71993	k*b
71996	mlw
72000	kfr
72002	Ax*
72006	kyf
kwn
nkr
72013	qry
hlk
72019	Zlm
72022	xwy
72024	Er$
72027	bAr
ETl
72030	qSr
$yd
72035	syr
72039	ArD
72041	kwn
72044	qlb
Eql
72050	A*n
smE
72059	Emy
72061	bSr
72064	Emy
72066	qlb
72070	Sdr
72072	Ejl
72077	E*b
72080	xlf
Alh
wEd
72086	ywm
End
rbb
72091	Alf
snw
72095	Edd
72100	qry
mlw
72107	Zlm
72109	Ax*
72116	Syr
qwl
72121	nws
72127	n*r
byn
72131	Amn
72134	Eml
72137	SlH
72140	gfr
72142	rzq
krm
72146	sEy
72149	Ayy
72151	Ejz
72153	SHb
72155	jHm
72158	rsl
72161	qbl
72164	rsl
72167	nbA
72170	mny
lqy
72173	$Tn
72175	mny
72178	nsx
Alh
72181	lqy
72183	$Tn
72185	Hkm
Alh
Ayy
72190	Alh
Elm
Hkm
72194	jEl
72196	lqy
72198	$Tn
ftn
72203	qlb
72205	mrD
72208	qsw
qlb
72214	Zlm
72217	$qq
bEd
72221	Elm
72223	Aty
72226	Elm
72230	Hqq
72232	rbb
72235	Amn
72240	xbt
72243	qlb
72247	Alh
72249	hdy
72251	Amn
72254	SrT
qwm
72258	zyl
72260	kfr
72263	mry
72267	Aty
72270	swE
bgt
72273	Aty
72275	E*b
ywm
Eqm
72279	mlk
72282	Alh
Hkm
byn
72288	Amn
72291	Eml
72294	SlH
72296	jnn
72298	nEm
72301	kfr
72304	k*b
72307	Ayy
72313	E*b
hwn
72317	hjr
72320	sbl
Alh
72323	qtl
72326	mwt
72329	rzq
72332	Alh
rzq
Hsn
72337	Alh
72340	xyr
72342	rzq
72344	dxl
72347	dxl
rDw
72353	Alh
72355	Elm
Hlm
72360	Eqb
72362	mvl
72364	Eqb
72368	bgy
72372	nSr
72375	Alh
72377	Alh
72379	Efw
gfr
72384	Alh
wlj
72387	lyl
72390	nhr
72392	wlj
72394	nhr
72397	lyl
72400	Alh
smE
bSr
72406	Alh
72409	Hqq
72413	dEw
72416	dwn
72420	bTl
72423	Alh
72426	Elw
72428	kbr
72431	rAy
72433	Alh
nzl
72437	smw
mwh
72440	SbH
72442	ArD
xDr
72445	Alh
lTf
xbr
72453	smw
72458	ArD
72461	Alh
72465	gny
72467	Hmd
72470	rAy
72472	Alh
sxr
72479	ArD
72482	flk
jry
72486	bHr
72488	Amr
72491	msk
72493	smw
72495	wqE
72498	ArD
72501	A*n
72504	Alh
72507	nws
72509	rAf
rHm
72514	Hyy
72517	mwt
72520	Hyy
72524	Ans
72526	kfr
72528	kll
Amm
jEl
72532	nsk
72534	nsk
72538	nzE
72543	Amr
72545	dEw
72547	rbb
72553	hdy
qwm
72557	jdl
72561	qwl
Alh
Elm
72566	Eml
72568	Alh
Hkm
byn
72572	ywm
72574	qwm
72577	kwn
72581	xlf
72585	Elm
72587	Alh
Elm
72592	smw
72595	ArD
72599	ktb
72603	Alh
ysr
72606	Ebd
72609	dwn
Alh
72613	nzl
72616	slT
72619	lys
72624	Elm
72629	Zlm
72631	nSr
72634	tlw
72637	Ayy
72639	byn
Erf
72642	wjh
72644	kfr
72647	nkr
kwd
72650	sTw
72654	tlw
72658	Ayy
72660	qwl
72663	nbA
72666	$rr
72670	nwr
wEd
72673	Alh
72675	kfr
72678	bAs
72680	Syr
72684	nws
Drb
mvl
72688	smE
72694	dEw
72697	dwn
Alh
72700	xlq
72702	*bb
72705	jmE
72711	slb
72714	*bb
$yA
72717	nq*
72722	DEf
72724	Tlb
72727	Tlb
72729	qdr
72731	Alh
Hqq
qdr
72736	Alh
72738	qwy
Ezz
Alh
Sfw
72744	mlk
rsl
72749	nws
72751	Alh
smE
bSr
Elm
72756	byn
ydy
72761	xlf
72765	Alh
rjE
72768	Amr
72772	Amn
72774	rkE
72777	sjd
72780	Ebd
72782	rbb
72785	fEl
72788	xyr
72791	flH
72794	jhd
72797	Alh
Hqq
jhd
72802	jby
72806	jEl
72811	dyn
72813	Hrj
mll
Abw
72819	smw
72822	slm
72824	qbl
72829	kwn
72831	rsl
$hd
72836	kwn
72838	$hd
72841	nws
72843	qwm
72846	Slw
72848	Aty
72851	zkw
72853	ESm
72856	Alh
72858	wly
72861	nEm
72863	wly
72865	nEm
72867	nSr
72869	flH
72871	Amn
72875	Slw
72877	x$E
72883	lgw
ErD
72890	zkw
fEl
72896	frj
72898	HfZ
72901	zwj
72905	mlk
ymn
72911	gyr
lwm
72915	bgy
wry
72922	Edw
72927	Amn
72930	Ehd
72932	rEy
72937	Slw
72939	HfZ
72944	wrv
72946	wrv
72953	xld
72957	xlq
72960	Ans
72962	sll
72964	Tyn
72966	jEl
72969	nTf
72971	qrr
mkn
72974	xlq
72977	nTf
Elq
72980	xlq
72983	Elq
mDg
72986	xlq
72989	mDg
EZm
72992	ksw
72995	EZm
lHm
72998	n$A
73001	xlq
Axr
73004	brk
Alh
Hsn
73008	xlq
73012	bEd
73015	mwt
73019	ywm
73021	qwm
bEv
73027	xlq
73029	fwq
73031	sbE
Trq
73035	kwn
73039	xlq
gfl
73042	nzl
73046	smw
mwh
73049	qdr
73051	skn
73056	ArD
73061	*hb
73065	qdr
73067	n$A
73073	jnn
73075	nxl
73077	Enb
73082	fkh
kvr
73087	Akl
73090	$jr
xrj
73093	Twr
73095	nbt
73098	dhn
73100	Sbg
73103	Akl
73110	nEm
73112	Ebr
sqy
73118	bTn
73125	nfE
kvr
73130	Akl
73138	flk
Hml
73144	rsl
73148	qwm
73151	qwl
73153	qwm
73155	Ebd
73157	Alh
73162	Alh
gyr
73168	wqy
73171	qwl
73173	mlA
73175	kfr
73178	qwm
73183	b$r
mvl
73186	rwd
73188	fDl
73193	$yA
Alh
73196	nzl
mlk
73199	smE
73204	Abw
73207	Awl
73211	rjl
73214	jnn
73216	rbS
73221	Hyn
qwl
rbb
73225	nSr
73229	k*b
73233	wHy
73238	SnE
73240	flk
73242	Eyn
73245	wHy
73249	jyA
Amr
73253	fwr
73257	slk
73261	kll
zwj
vny
73265	Ahl
73269	sbq
73273	qwl
73278	xTb
73282	Zlm
73286	grq
73289	swy
73298	flk
73300	qwl
73302	Hmd
73304	Alh
73306	njw
73310	qwm
73312	Zlm
73314	qwl
rbb
73317	nzl
73319	nzl
brk
73323	xyr
73325	nzl
73330	Ayy
73333	kwn
73336	blw
73338	n$A
73341	bEd
73343	qrn
Axr
73346	rsl
73350	rsl
73354	Ebd
73356	Alh
73361	Alh
gyr
73367	wqy
73370	qwl
73372	mlA
73374	qwm
73377	kfr
73380	k*b
73383	lqy
73385	Axr
73387	trf
73392	Hyy
73394	dnw
73398	b$r
mvl
73401	Akl
73404	Akl
73409	$rb
73412	$rb
73417	TwE
73419	b$r
mvl
73426	xsr
73428	wEd
73433	mwt
73436	kwn
73438	trb
73440	EZm
73443	xrj
73448	wEd
73453	Hyy
73456	dnw
mwt
73459	Hyy
73464	bEv
73468	rjl
fry
73471	Alh
k*b
73479	Amn
qwl
rbb
73483	nSr
73487	k*b
73490	qwl
73493	qll
73495	SbH
73497	ndm
73499	Ax*
73502	SyH
73505	Hqq
73507	jEl
73510	gvw
73512	bEd
73515	qwm
73517	Zlm
73519	n$A
73522	bEd
73524	qrn
Axr
73527	sbq
73529	Amm
Ajl
73534	Axr
73537	rsl
73539	rsl
73541	wtr
kll
73544	jyA
Amm
rsl
73548	k*b
73552	tbE
73554	bED
73556	bED
73558	jEl
73561	Hdv
73563	bEd
73565	qwm
73567	Amn
73570	rsl
73574	Axw
73578	Ayy
73581	slT
byn
73586	mlA
73589	kbr
73592	kwn
73594	qwm
Elw
73597	qwl
73600	Amn
73602	b$r
mvl
73606	qwm
73610	Ebd
73612	k*b
73616	kwn
73620	hlk
73624	Aty
73628	ktb
73631	hdy
73634	jEl
73636	bny
73639	Amm
73641	Ayy
73643	Awy
73647	rbw
73649	qrr
73651	Eyn
73655	rsl
Akl
73660	Tyb
73662	Eml
73664	SlH
73669	Eml
73671	Elm
73675	Amm
73677	Amm
wHd
73681	rbb
73684	wqy
73688	qTE
73690	Amr
73692	byn
73694	zbr
kll
Hzb
73701	frH
73703	w*r
73706	gmr
73709	Hyn
73711	Hsb
73715	mdd
73720	mwl
73722	bny
srE
73728	xyr
73731	$Er
73737	x$y
rbb
73740	$fq
73745	Ayy
rbb
73748	Amn
73754	rbb
73757	$rk
73761	Aty
73764	Aty
73767	qlb
73769	wjl
73773	rbb
73775	rjE
73777	srE
73781	xyr
73786	sbq
73789	klf
nfs
73792	wsE
73797	ktb
nTq
73801	Hqq
73805	Zlm
73808	qlb
73811	gmr
73817	Eml
73819	dwn
73824	Eml
73827	Ax*
73829	trf
73833	E*b
73836	jAr
73839	jAr
73842	ywm
73848	nSr
73851	kwn
Ayy
73854	tlw
73858	kwn
73861	Eqb
73863	nkS
73865	kbr
73868	smr
hjr
73874	dbr
73877	qwl
73879	jyA
73883	Aty
Abw
73887	Awl
73890	Erf
73892	rsl
73898	nkr
73900	qwl
73904	jnn
73906	jyA
73910	Hqq
73912	kvr
73916	Hqq
krh
73920	tbE
73922	Hqq
hwy
73926	fsd
73928	smw
73931	ArD
73937	Aty
73941	*kr
73946	*kr
73948	ErD
73950	sAl
73952	xrj
73954	xrj
rbb
73957	xyr
73960	xyr
73962	rzq
73967	dEw
73970	SrT
qwm
73976	Amn
73980	Axr
73983	SrT
73985	nkb
73988	rHm
73992	k$f
73998	Drr
74000	ljj
74003	Tgy
74005	Emh
74010	Ax*
74015	E*b
74018	kyn
74021	rbb
74025	DrE
74029	ftH
74033	bwb
74035	E*b
$dd
74041	bls
74045	n$A
74049	smE
74052	bSr
74055	fAd
qll
74058	$kr
74063	*rA
74067	ArD
74071	H$r
74076	Hyy
74078	mwt
74082	xlf
74084	lyl
74087	nhr
74091	Eql
74094	qwl
74096	mvl
74098	qwl
74100	Awl
qwl
74105	mwt
74108	kwn
74110	trb
74112	EZm
74117	bEv
74120	wEd
74124	Abw
74128	qbl
74132	sTr
74134	Awl
qwl
74139	ArD
74145	kwn
74147	Elm
74150	qwl
74153	Alh
qwl
74158	*kr
74160	qwl
74162	rbb
74164	smw
74166	sbE
74168	rbb
74170	Er$
74172	EZm
74174	qwl
74177	Alh
qwl
74182	wqy
74184	qwl
74187	ydy
74189	mlk
kll
$yA
74194	jwr
74197	jwr
74201	kwn
74203	Elm
74206	qwl
74209	Alh
qwl
74212	Any
sHr
74216	Aty
74221	Hqq
74226	k*b
74228	Ax*
Alh
74231	wld
74234	kwn
74238	Alh
74241	*hb
kll
Alh
74246	xlq
74249	Elw
bED
74253	bED
sbH
Alh
74258	wSf
74260	Elm
74262	gyb
74265	$hd
74267	Elw
74270	$rk
74272	qwl
rbb
74276	rAy
74280	wEd
74282	rbb
74286	jEl
74290	qwm
74292	Zlm
74298	rAy
74301	wEd
74304	qdr
dfE
74309	Hsn
74311	swA
74313	Elm
74316	wSf
74319	qwl
rbb
74322	Ew*
74326	hmz
74328	$Tn
74330	Ew*
74333	rbb
74336	HDr
74341	jyA
AHd
74345	mwt
qwl
rbb
74349	rjE
74354	Eml
SlH
74358	trk
74363	klm
74365	qwl
74369	wry
74373	ywm
bEv
74378	nfx
74381	Swr
74384	nsb
byn
74390	sAl
74394	vql
wzn
74401	flH
74404	xff
wzn
74410	xsr
74412	nfs
74416	xld
lfH
wjh
74421	nwr
74426	klH
74429	kwn
Ayy
74432	tlw
74436	kwn
74440	k*b
74442	qwl
74444	rbb
74446	glb
74449	$qw
74452	kwn
74454	qwm
Dll
rbb
74458	xrj
74464	Ewd
74469	Zlm
qwl
xsA
74477	klm
74482	kwn
frq
74485	Ebd
74487	qwl
74489	rbb
74491	Amn
74494	gfr
74498	rHm
74502	xyr
74504	rHm
74506	Ax*
74509	sxr
74511	nsy
74514	*kr
74517	kwn
74521	DHk
74525	jzy
74529	ywm
74532	Sbr
74538	fwz
qwl
74541	lbv
74545	ArD
Edd
snw
qwl
74550	lbv
74552	ywm
74554	bED
ywm
74557	sAl
74559	Edd
qwl
74562	lbv
74565	qll
74569	kwn
74571	Elm
74575	Hsb
74579	xlq
74582	Ebv
74589	rjE
74592	Elw
Alh
74595	mlk
74597	Hqq
74599	Alh
74602	rbb
74604	Er$
74606	krm
74609	dEw
74611	Alh
Alh
Axr
74615	brhn
74623	Hsb
74625	End
rbb
74631	flH
74633	kfr
74635	qwl
rbb
74638	gfr
74640	rHm
74643	xyr
74645	rHm
swr
nzl
74651	frD
74655	nzl
74659	Ayy
byn
74663	*kr
74666	zny
74669	zny
74671	jld
74673	kll
wHd
74677	mAy
jld
74681	Ax*
74685	rAf
74687	dyn
Alh
74690	kwn
74692	Amn
74695	Alh
74698	ywm
74700	Axr
74703	$hd
E*b
74706	Twf
74709	Amn
74711	zny
74713	nkH
74715	zny
74717	$rk
74720	zny
74722	nkH
74725	zny
74727	$rk
74729	Hrm
74733	Amn
74736	rmy
74739	HSn
74742	Aty
74745	rbE
$hd
74748	jld
74751	vmn
jld
74755	qbl
74759	$hd
Abd
74765	fsq
74768	twb
74771	bEd
74774	SlH
74778	Alh
gfr
rHm
74783	rmy
74785	zwj
74789	kwn
74792	$hd
74794	nfs
74797	$hd
AHd
74800	rbE
$hd
74803	Alh
74809	Sdq
74812	xms
74814	lEn
Alh
74819	kwn
74822	k*b
74824	drA
74828	E*b
74830	$hd
rbE
$hd
74834	Alh
74840	k*b
74843	xms
74845	gDb
Alh
74850	kwn
74853	Sdq
74856	fDl
Alh
74861	rHm
74865	Alh
twb
Hkm
74870	jyA
74874	Afk
ESb
74879	Hsb
74882	$rr
74887	xyr
74891	kll
mrA
74896	ksb
74899	Avm
74902	wly
kbr
74909	E*b
EZm
74913	smE
74916	Znn
74918	Amn
74921	Amn
74923	nfs
74925	xyr
74927	qwl
74930	Afk
byn
74933	jyA
74938	rbE
$hd
74943	Aty
74947	$hd
74950	End
Alh
74954	k*b
74957	fDl
Alh
74962	rHm
74966	dnw
74969	Axr
74971	mss
74975	fyD
74979	E*b
EZm
74982	lqy
74986	lsn
74989	qwl
74992	fwh
74995	lys
75000	Elm
75002	Hsb
75005	hwn
75008	End
Alh
EZm
75014	smE
75017	qwl
75020	kwn
75024	klm
75027	sbH
75030	bht
EZm
wEZ
75034	Alh
75036	Ewd
75039	mvl
75041	Abd
75043	kwn
75045	Amn
75047	byn
Alh
75052	Ayy
75054	Alh
Elm
Hkm
75059	Hbb
75062	$yE
75064	fH$
75067	Amn
75071	E*b
Alm
75075	dnw
75078	Axr
75080	Alh
Elm
75085	Elm
75089	fDl
Alh
75094	rHm
75098	Alh
rAf
rHm
75104	Amn
75107	tbE
75109	xTw
75111	$Tn
75114	tbE
xTw
75117	$Tn
75121	Amr
75124	fH$
75127	nkr
75130	fDl
Alh
75135	rHm
75138	zkw
75142	AHd
Abd
75146	Alh
zkw
75149	$yA
75151	Alh
smE
Elm
75156	Alw
Awl
75159	fDl
75164	wsE
75166	Aty
75168	Awl
75170	qrb
75173	skn
75176	hjr
75178	sbl
Alh
75182	Efw
75186	SfH
75190	Hbb
75193	gfr
Alh
75198	Alh
gfr
rHm
75203	rmy
75206	HSn
75208	gfl
75210	Amn
lEn
75215	dnw
75218	Axr
75222	E*b
EZm
ywm
$hd
75228	lsn
75231	ydy
75234	rjl
75238	kwn
75240	Eml
75243	wfy
75245	Alh
dyn
75249	Hqq
75251	Elm
75254	Alh
75257	Hqq
75259	byn
75261	xbv
75264	xbv
75267	xbv
75270	xbv
75273	Tyb
75276	Tyb
75279	Tyb
75282	Tyb
75284	brA
75287	qwl
75291	gfr
75293	rzq
krm
75298	Amn
75301	dxl
75303	byt
gyr
byt
75308	Ans
75311	slm
75314	Ahl
75317	xyr
75322	*kr
75327	wjd
75331	AHd
75334	dxl
75338	A*n
75343	qwl
75346	rjE
75349	rjE
75352	zkw
75356	Alh
75359	Eml
75361	Elm
lys
75365	jnH
75367	dxl
75369	byt
gyr
skn
75374	mtE
75378	Alh
Elm
75381	bdw
75385	ktm
75387	qwl
75390	Amn
gDD
75394	bSr
75397	HfZ
75399	frj
75402	zkw
75406	Alh
xbr
75410	SnE
75413	qwl
75416	Amn
gDD
75420	bSr
75423	HfZ
75425	frj
75429	bdw
75431	zyn
75435	Zhr
75440	Drb
75443	xmr
75446	jyb
75450	bdw
75452	zyn
75456	bEl
75459	Abw
75462	Abw
bEl
75466	bny
75469	bny
bEl
75473	Axw
75476	bny
Axw
75480	bny
Axw
75484	nsw
75488	mlk
ymn
75493	tbE
gyr
Awl
75497	Arb
75500	rjl
75503	Tfl
75506	Zhr
75509	Ewr
75511	nsw
75514	Drb
75517	rjl
75520	Elm
75522	xfy
75525	zyn
75528	twb
75531	Alh
jmE
75535	Amn
75538	flH
75541	nkH
75544	Aym
75549	SlH
75551	Ebd
75554	Amw
75557	kwn
75559	fqr
gny
75562	Alh
75564	fDl
75567	Alh
wsE
Elm
75572	Eff
75575	wjd
75577	nkH
75579	gny
75581	Alh
75583	fDl
75587	bgy
75590	ktb
75593	mlk
ymn
75597	ktb
75601	Elm
75605	xyr
75607	Aty
75611	mwl
Alh
75614	Aty
75618	krh
75620	fty
75624	bgy
75626	rwd
75628	HSn
75630	bgy
75632	ErD
75634	Hyy
75636	dnw
75639	krh
75643	Alh
75645	bEd
krh
75648	gfr
rHm
75653	nzl
75657	Ayy
byn
75660	mvl
75663	xlw
75666	qbl
75669	wEZ
75672	wqy
Alh
nwr
75676	smw
75679	ArD
mvl
nwr
75684	$kw
75687	SbH
75689	SbH
75691	zjj
75693	zjj
75696	kwkb
drr
wqd
75700	$jr
brk
zyt
75704	$rq
75707	grb
kwd
zyt
75711	DwA
75715	mss
75717	nwr
nwr
75720	nwr
hdy
Alh
75724	nwr
75727	$yA
75729	Drb
Alh
75732	mvl
75735	nws
75737	Alh
75739	kll
$yA
Elm
75743	byt
A*n
Alh
75747	rfE
75749	*kr
75752	smw
75754	sbH
75761	gdw
75764	ASl
rjl
75767	lhw
75769	tjr
75772	byE
75774	*kr
Alh
75777	qwm
75779	Slw
75781	Aty
75783	zkw
xwf
75786	ywm
qlb
75791	qlb
75794	bSr
75796	jzy
75798	Alh
Hsn
75801	Eml
75804	zyd
75807	fDl
75810	Alh
rzq
75813	$yA
75815	gyr
Hsb
75819	kfr
75821	Eml
75824	srb
75826	qwE
Hsb
75830	ZmA
mwh
75834	jyA
75837	wjd
75839	$yA
75841	wjd
Alh
End
75846	wfy
75848	Hsb
75851	Alh
srE
75854	Hsb
75857	Zlm
75859	bHr
ljj
g$w
75863	mwj
75865	fwq
75867	mwj
75869	fwq
75871	sHb
Zlm
bED
75875	fwq
bED
75878	xrj
ydy
75882	kwd
rAy
75888	jEl
Alh
75892	nwr
75898	nwr
75901	rAy
75903	Alh
sbH
75910	smw
75913	ArD
75916	Tyr
Sff
kll
75920	Elm
Slw
75924	sbH
75927	Alh
Elm
75931	fEl
75935	Alh
mlk
75938	smw
75941	ArD
75944	Alh
75946	Syr
75949	rAy
75951	Alh
zjw
sHb
75955	Alf
byn
75959	jEl
75961	rkm
75963	rAy
75965	wdq
xrj
75968	xll
75971	nzl
75974	smw
75976	jbl
75980	brd
75982	Swb
75986	$yA
75988	Srf
75992	$yA
kwd
snw
brq
75997	*hb
76000	bSr
qlb
Alh
76004	lyl
76007	nhr
76012	Ebr
76014	Awl
76016	bSr
76018	Alh
xlq
kll
dbb
76023	mwh
76028	m$y
76030	bTn
76036	m$y
76038	rjl
76043	m$y
76045	rbE
xlq
Alh
76049	$yA
76051	Alh
76053	kll
$yA
qdr
76058	nzl
76060	Ayy
byn
76063	Alh
hdy
76066	$yA
76068	SrT
qwm
76071	qwl
76073	Amn
76076	Alh
76080	rsl
76082	TwE
76085	wly
frq
76090	bEd
76097	Amn
76100	dEw
76103	Alh
76105	rsl
76108	Hkm
byn
76112	frq
76115	ErD
76118	kwn
76122	Hqq
Aty
76127	*En
76130	qlb
76132	mrD
76134	ryb
76137	xwf
76140	Hyf
Alh
76145	rsl
76151	Zlm
76154	kwn
qwl
76157	Amn
76159	dEw
76162	Alh
76164	rsl
76167	Hkm
byn
76171	qwl
76173	smE
76176	TwE
76182	flH
76185	TwE
Alh
76188	rsl
76191	x$y
Alh
76194	wqy
76200	fwz
76202	qsm
76205	Alh
jhd
ymn
76211	Amr
76215	xrj
76217	qwl
76219	qsm
76221	TwE
Erf
76224	Alh
xbr
76228	Eml
76230	qwl
TwE
76233	Alh
76235	TwE
76238	rsl
76241	wly
76249	Hml
76254	Hml
76258	TwE
76261	hdy
76267	rsl
76270	blg
76272	byn
wEd
Alh
76276	Amn
76281	Eml
76284	SlH
76286	xlf
76291	ArD
76294	xlf
76297	qbl
76301	mkn
76305	dyn
76308	rDw
76313	bdl
76317	bEd
xwf
76320	Amn
Ebd
76325	$rk
76329	$yA
76332	kfr
bEd
76339	fsq
76341	qwm
76344	Slw
76346	Aty
76349	zkw
76351	TwE
76354	rsl
76357	rHm
76360	Hsb
76363	kfr
76365	Ejz
76368	ArD
76370	Awy
76373	nwr
76376	bAs
76378	Syr
76382	Amn
76385	A*n
76388	mlk
ymn
76394	blg
76397	Hlm
76400	vlv
mrr
76403	qbl
Slw
76406	fjr
76408	Hyn
wDE
76411	vwb
76415	Zhr
76418	bEd
Slw
76421	E$w
vlv
Ewr
76426	lys
76433	jnH
bEd
76436	Twf
76439	bED
76442	bED
76445	byn
Alh
76450	Ayy
76452	Alh
Elm
Hkm
76457	blg
76459	Tfl
76463	Hlm
76466	A*n
76470	A*n
76473	qbl
76477	byn
Alh
76481	Ayy
76484	Alh
Elm
Hkm
76489	qEd
76492	nsw
76495	rjw
76497	nkH
76499	lys
76502	jnH
76504	wDE
76506	vwb
76508	gyr
brj
76511	zyn
76514	Eff
76516	xyr
76520	Alh
smE
Elm
lys
76526	Emy
Hrj
76532	Erj
Hrj
76538	mrD
Hrj
76543	nfs
76546	Akl
76549	byt
76552	byt
Abw
76556	byt
Amm
76560	byt
Axw
76564	byt
Axw
76568	byt
Emm
76572	byt
Emm
76576	byt
xwl
76580	byt
xwl
76585	mlk
76587	ftH
76590	Sdq
76592	lys
76595	jnH
76597	Akl
76599	jmE
76601	$tt
76604	dxl
76606	byt
76608	slm
76611	nfs
76613	Hyy
76615	End
Alh
brk
Tyb
76621	byn
Alh
76626	Ayy
76629	Eql
76634	Amn
76636	Amn
76639	Alh
76641	rsl
76645	kwn
76650	Amr
jmE
76653	*hb
76656	A*n
76661	A*n
76666	Amn
76669	Alh
76671	rsl
76675	A*n
76679	bED
$An
76683	A*n
76686	$yA
76691	gfr
76694	Alh
76696	Alh
gfr
rHm
76700	jEl
76702	dEw
76704	rsl
byn
76708	dEw
bED
76711	bED
76713	Elm
Alh
76716	sll
76720	lw*
76723	H*r
76725	xlf
76728	Amr
76731	Swb
76733	ftn
76735	Swb
76737	E*b
Alm
76742	Alh
76746	smw
76749	ArD
76751	Elm
76757	ywm
rjE
76763	nbA
76767	Eml
76770	Alh
76772	kll
$yA
Elm
brk
76777	nzl
76779	frq
76781	Ebd
76784	kwn
76787	Elm
n*r
76792	mlk
76794	smw
76797	ArD
76800	Ax*
wld
76804	kwn
76807	$rk
76810	mlk
76812	xlq
kll
$yA
76816	qdr
76818	qdr
76820	Ax*
76823	dwn
76825	Alh
76827	xlq
76829	$yA
76832	xlq
76836	mlk
76839	nfs
76841	Drr
76844	nfE
76847	mlk
76849	mwt
76852	Hyy
76855	n$r
76857	qwl
76859	kfr
76864	Afk
fry
76868	Ewn
76872	qwm
Axr
76876	jyA
76878	Zlm
76880	zwr
76882	qwl
76884	sTr
76886	Awl
ktb
76891	mlw
76894	bkr
76896	ASl
qwl
nzl
76901	Elm
76903	srr
76906	smw
76909	ArD
76912	kwn
gfr
rHm
76916	qwl
76921	rsl
Akl
76924	TEm
76926	m$y
76929	swq
76931	nzl
76934	mlk
76936	kwn
76939	n*r
76941	lqy
76944	knz
76946	kwn
76949	jnn
Akl
76954	qwl
76956	Zlm
76958	tbE
76961	rjl
sHr
nZr
kyf
Drb
76970	mvl
76972	Dll
76976	TwE
76978	sbl
brk
76982	$yA
jEl
76986	xyr
76989	jnn
jry
76992	tHt
76995	nhr
76997	jEl
77000	qSr
77002	k*b
77006	swE
77008	Etd
77012	k*b
77015	swE
sEr
77018	rAy
77021	kwn
bEd
smE
77027	gyZ
77029	zfr
77032	lqy
77036	kwn
Dyq
qrn
dEw
77042	vbr
77044	dEw
77047	ywm
vbr
wHd
77051	dEw
77053	vbr
kvr
qwl
77058	xyr
77060	jnn
77062	xld
77064	wEd
77066	wqy
kwn
77070	jzy
77072	Syr
77078	$yA
77080	xld
kwn
77083	rbb
77085	wEd
sAl
77088	ywm
H$r
77093	Ebd
77096	dwn
Alh
77099	qwl
77102	Dll
77104	Ebd
77109	Dll
77112	sbl
qwl
77115	sbH
77118	kwn
bgy
77123	Ax*
77125	dwn
77128	wly
77131	mtE
77135	Abw
77138	nsy
77141	*kr
77143	kwn
77145	qwm
bwr
77149	k*b
77154	qwl
77158	TwE
77160	Srf
77163	nSr
77166	Zlm
77169	*wq
77171	E*b
kbr
77175	rsl
77177	qbl
77181	rsl
77186	Akl
77189	TEm
77191	m$y
77195	swq
77197	jEl
77199	bED
77202	bED
ftn
77205	Sbr
77208	kwn
rbb
77211	bSr
77213	qwl
77216	rjw
77218	lqy
77221	nzl
77225	mlk
77227	rAy
rbb
77232	kbr
77235	nfs
77238	Etw
77240	Etw
kbr
ywm
rAy
77246	mlk
77248	b$r
77252	jrm
77254	qwl
77256	Hjr
Hjr
77259	qdm
77263	Eml
77266	Eml
77268	jEl
77271	hbw
nvr
SHb
77275	jnn
77277	xyr
qrr
77280	Hsn
qyl
77283	ywm
$qq
77286	smw
77289	gmm
77291	nzl
77293	mlk
nzl
77296	mlk
77299	Hqq
77302	rHm
77304	kwn
ywm
77308	kfr
Esr
77311	ywm
EDD
77314	Zlm
77316	ydy
77318	qwl
77322	Ax*
77326	rsl
sbl
77333	Ax*
fln
xll
77338	Dll
77342	*kr
bEd
77345	jyA
77348	kwn
77350	$Tn
77353	Ans
x*l
77356	qwl
77358	rsl
77360	rbb
77363	qwm
77365	Ax*
77369	qrA
hjr
77374	jEl
77377	kll
nbA
Edw
77382	jrm
77384	kfy
77386	rbb
77388	hdy
77390	nSr
77392	qwl
77394	kfr
77397	nzl
77401	qrA
jml
wHd
77407	vbt
77410	fAd
77413	rtl
77416	rtl
77419	Aty
77423	mvl
77425	jyA
77430	Hqq
77432	Hsn
fsr
77435	H$r
77438	wjh
77443	$rr
kwn
77446	Dll
sbl
77451	Aty
77455	ktb
77457	jEl
77461	Axw
77464	wzr
77466	qwl
77468	*hb
77472	qwm
77474	k*b
77477	Ayy
77480	dmr
77483	dmr
77485	qwm
77488	k*b
77491	rsl
grq
77496	jEl
77501	nws
Ayy
77504	Etd
77508	Zlm
E*b
Alm
77512	Ewd
77516	SHb
77518	rss
77520	qrn
byn
77523	kvr
77525	kll
Drb
77531	mvl
77533	kll
tbr
77536	tbr
77540	Aty
77544	qry
77546	mTr
mTr
77549	swA
77553	kwn
77555	rAy
77559	kwn
77562	rjw
77564	n$r
77567	rAy
77571	Ax*
77575	hzA
77579	bEv
Alh
rsl
77583	kwd
77585	Dll
77588	Alh
77592	Sbr
77598	Elm
77600	Hyn
rAy
77604	E*b
77606	Dll
sbl
77609	rAy
77612	Ax*
Alh
77615	hwy
77620	kwn
77623	wkl
77625	Hsb
77627	kvr
77629	smE
77632	Eql
77639	nEm
77642	Dll
sbl
77646	rAy
77648	rbb
77650	kyf
mdd
77653	Zll
77656	$yA
77658	jEl
77660	skn
77662	jEl
77665	$ms
77668	dll
77670	qbD
77675	qbD
ysr
77680	jEl
77684	lyl
lbs
77688	nwm
sbt
77691	jEl
77693	nhr
n$r
77698	rsl
77700	rwH
b$r
byn
ydy
rHm
77707	nzl
77711	smw
mwh
Thr
77715	Hyy
77718	bld
mwt
77721	sqy
77725	xlq
77727	nEm
77729	Ans
kvr
77734	Srf
77737	byn
77740	*kr
77743	Aby
kvr
77746	nws
77748	kfr
77751	$yA
77754	bEv
77757	kll
qry
n*r
77762	TwE
77764	kfr
77766	jhd
77770	jhd
kbr
77775	mrj
77777	bHr
77779	E*b
frt
77783	mlH
Ajj
77786	jEl
byn
77791	Hjr
Hjr
77796	xlq
77799	mwh
b$r
77802	jEl
77804	nsb
77806	Shr
77808	kwn
rbb
77811	qdr
77813	Ebd
77816	dwn
Alh
77820	nfE
77824	Drr
77827	kwn
77829	kfr
77831	rbb
77833	Zhr
77836	rsl
77840	b$r
77842	n*r
qwl
77845	sAl
77850	Ajr
77853	$yA
77855	Ax*
77857	rbb
77859	sbl
77861	wkl
77864	Hyy
77867	mwt
77869	sbH
77871	Hmd
77874	kfy
77878	*nb
Ebd
77881	xbr
77883	xlq
77885	smw
77888	ArD
77891	byn
77894	stt
ywm
77897	swy
77900	Er$
77902	rHm
77904	sAl
77907	xbr
77910	qwl
77913	sjd
77917	rHm
qwl
77923	rHm
77925	sjd
77928	Amr
77931	zyd
77933	nfr
brk
77936	jEl
77939	smw
brj
77942	jEl
77945	srj
77947	qmr
nwr
77952	jEl
77954	lyl
77957	nhr
xlf
77961	rwd
77963	*kr
77965	rwd
$kr
77968	Ebd
77970	rHm
77972	m$y
77976	ArD
hwn
77980	xTb
77983	jhl
qwl
77986	slm
77989	byt
77992	rbb
77994	sjd
77996	qwm
77999	qwl
78001	rbb
78003	Srf
78006	E*b
78009	E*b
78011	kwn
grm
78015	swA
qrr
78018	qwm
78022	nfq
78025	srf
78029	qtr
78032	kwn
byn
78035	qwm
78039	dEw
78042	Alh
Alh
Axr
78047	qtl
78050	nfs
78052	Hrm
Alh
78057	Hqq
78060	zny
78064	fEl
78066	lqy
Avm
DEf
78072	E*b
ywm
78075	qwm
78077	xld
78080	hwn
78083	twb
78085	Amn
78087	Eml
Eml
SlH
78092	bdl
Alh
swA
78096	Hsn
78098	kwn
Alh
gfr
rHm
78104	twb
78106	Eml
SlH
78111	twb
78113	Alh
twb
78118	$hd
78121	zwr
78124	mrr
78128	lgw
mrr
78131	krm
78135	*kr
78138	Ayy
rbb
78142	xrr
78146	Smm
78148	Emy
78151	qwl
78153	rbb
78155	whb
78159	zwj
78162	*rr
78164	qrr
Eyn
78167	jEl
78171	wqy
Amm
78174	jzy
78177	grf
78180	Sbr
78183	lqy
78187	Hyy
78189	slm
xld
78193	Hsn
qrr
78196	qwm
qwl
78199	EbA
78202	rbb
78205	dEw
78209	k*b
78213	kwn
lzm
78217	Ayy
78219	ktb
78221	byn
78224	bxE
nfs
78229	kwn
78231	Amn
78233	$yA
nzl
78239	smw
Ayy
78242	Zll
Enq
78247	xDE
78250	Aty
78253	*kr
78256	rHm
Hdv
78259	kwn
78263	ErD
78266	k*b
78270	Aty
78272	nbA
78274	kwn
78278	hzA
78283	rAy
78287	ArD
78289	nbt
78294	kll
zwj
krm
78301	Ayy
78304	kwn
kvr
78307	Amn
78310	rbb
78315	Ezz
78317	rHm
78320	ndw
rbb
78325	Aty
78327	qwm
78329	Zlm
qwm
78334	wqy
78336	qwl
rbb
78341	xwf
78343	k*b
78347	Dyq
Sdr
78352	Tlq
lsn
78356	rsl
78364	*nb
78366	xwf
78368	qtl
78371	qwl
78374	*hb
78377	Ayy
78383	smE
78385	Aty
78389	qwl
78393	rsl
rbb
78396	Elm
78398	rsl
78401	bny
78403	qwl
78406	rbw
78410	wld
78412	lbv
78417	Emr
78419	snw
78421	fEl
78423	fEl
78426	fEl
78432	kfr
qwl
fEl
78442	Dll
78444	frr
78449	xwf
78453	whb
78456	rbb
78458	Hkm
78460	jEl
78464	rsl
78467	nEm
mnn
78473	Ebd
78475	bny
78477	qwl
78481	rbb
78483	Elm
qwl
rbb
78487	smw
78490	ArD
78493	byn
78496	kwn
78498	yqn
qwl
78502	Hwl
78506	smE
78508	qwl
rbb
78512	rbb
Abw
78516	Awl
qwl
78519	rsl
78522	rsl
78526	jnn
qwl
rbb
78530	$rq
78533	grb
78536	byn
78539	kwn
78541	Eql
78543	qwl
78546	Ax*
78548	Alh
gyr
78552	jEl
78557	sjn
qwl
78562	jyA
78566	$yA
byn
qwl
78570	Aty
78574	kwn
78578	Sdq
78580	lqy
ESw
78586	vEb
byn
78589	nzE
ydy
78595	byD
78598	nZr
qwl
78602	mlA
Hwl
78608	sHr
Elm
rwd
78612	xrj
78615	ArD
78618	sHr
78622	Amr
78624	qwl
78626	rjw
78629	Axw
78632	bEv
78635	mdn
H$r
Aty
78641	kll
sHr
Elm
78645	jmE
78647	sHr
78649	wqt
ywm
Elm
78653	qwl
78656	nws
78659	jmE
78662	tbE
78664	sHr
78666	kwn
78670	glb
78673	jyA
78675	sHr
qwl
78685	Ajr
78687	kwn
78691	glb
qwl
78701	qrb
qwl
78706	lqy
78710	lqy
78712	lqy
78714	Hbl
78717	ESw
78720	qwl
78723	Ezz
78730	glb
78732	lqy
78734	ESw
78739	lqf
78741	Afk
78744	lqy
78746	sHr
sjd
qwl
78750	Amn
78753	rbb
78755	Elm
rbb
78760	qwl
Amn
78765	qbl
78767	A*n
78773	kbr
78776	Elm
78779	sHr
78783	Elm
78786	qTE
78788	ydy
78791	rjl
78794	xlf
78797	Slb
78800	jmE
qwl
78804	Dyr
78808	rbb
78810	qlb
78813	TmE
78815	gfr
78818	rbb
78820	xTA
78823	kwn
78825	Awl
78827	Amn
78829	wHy
78834	sry
78836	Ebd
78840	tbE
78842	rsl
78846	mdn
H$r
78851	$r*m
qll
78859	gyZ
78864	jmE
H*r
78867	xrj
78871	jnn
78873	Eyn
78875	knz
78877	qwm
krm
78882	wrv
78885	bny
78888	tbE
78891	$rq
78894	rAy
78896	jmE
qwl
SHb
78903	drk
qwl
78909	rbb
78912	hdy
78915	wHy
78920	Drb
78922	ESw
78925	bHr
78927	flq
78929	kwn
kll
frq
78934	Twd
78936	EZm
78938	zlf
78942	Axr
78944	njw
78951	jmE
78953	grq
78956	Axr
78961	Ayy
78964	kwn
kvr
78967	Amn
78970	rbb
78975	Ezz
78977	rHm
78979	tlw
78982	nbA
78985	qwl
78987	Abw
78990	qwm
78993	Ebd
78995	qwl
78997	Ebd
Snm
79000	Zll
79003	Ekf
qwl
79006	smE
79010	dEw
79013	nfE
79017	Drr
79019	qwl
79022	wjd
79024	Abw
79028	fEl
79030	qwl
79033	rAy
79036	kwn
79038	Ebd
79042	Abw
79045	qdm
79049	Edw
79053	rbb
79055	Elm
79057	xlq
79061	hdy
79066	TEm
79069	sqy
79073	mrD
79077	$fy
79081	mwt
79084	Hyy
79088	TmE
79090	gfr
79093	xTA
79095	ywm
79097	dyn
rbb
79100	whb
79103	Hkm
79105	lHq
79109	SlH
79111	jEl
79114	lsn
Sdq
79118	Axr
79120	jEl
79123	wrv
jnn
79126	nEm
79128	gfr
79130	Abw
79133	kwn
79136	Dll
79139	xzy
79141	ywm
bEv
79144	ywm
79146	nfE
mwl
79150	bny
79153	Aty
Alh
79156	qlb
slm
79159	zlf
79161	jnn
79164	wqy
79166	brz
79168	jHm
79171	gwy
79173	qwl
79178	kwn
79180	Ebd
79183	dwn
Alh
79186	nSr
79190	nSr
79193	kbkb
79200	gwy
79202	jnd
79204	jmE
qwl
79211	xSm
79214	Alh
79216	kwn
79220	Dll
byn
79223	swy
79226	rbb
79228	Elm
79231	Dll
79235	jrm
79241	$fE
79244	Sdq
Hmm
79251	krr
79253	kwn
79256	Amn
79261	Ayy
79264	kwn
kvr
79267	Amn
79270	rbb
79275	Ezz
79277	rHm
k*b
qwm
79282	rsl
79284	qwl
79287	Axw
79292	wqy
79298	rsl
Amn
79301	wqy
79303	Alh
79305	TwE
79310	sAl
79315	Ajr
79317	Ajr
79321	rbb
79323	Elm
79325	wqy
79327	Alh
79329	TwE
79332	qwl
79335	Amn
79339	tbE
79342	r*l
qwl
79346	Elm
79350	kwn
79352	Eml
79355	Hsb
79359	rbb
79362	$Er
79368	Trd
79370	Amn
79374	n*r
byn
qwl
79381	nhy
79385	kwn
79389	rjm
qwl
rbb
79394	qwm
79396	k*b
79400	ftH
byn
79404	byn
79406	ftH
79408	njw
79416	Amn
79418	njw
79427	flk
79429	$Hn
79431	grq
79433	bEd
79435	bqy
79440	Ayy
79443	kwn
kvr
79446	Amn
79449	rbb
79454	Ezz
79456	rHm
k*b
Ewd
79460	rsl
79462	qwl
79465	Axw
79467	hwd
79470	wqy
79476	rsl
Amn
79479	wqy
79481	Alh
79483	TwE
79488	sAl
79493	Ajr
79495	Ajr
79499	rbb
79501	Elm
79503	bny
79506	kll
ryE
Ayy
Ebv
79512	Ax*
79514	SnE
79517	xld
79521	bT$
79523	bT$
79525	jbr
79527	wqy
79529	Alh
79531	TwE
79535	wqy
79538	mdd
79542	Elm
79544	mdd
79547	nEm
79549	bny
79551	jnn
79553	Eyn
79556	xwf
79559	E*b
ywm
EZm
qwl
79564	swy
79568	wEZ
79572	kwn
79575	wEZ
79579	xlq
79581	Awl
79586	E*b
79588	k*b
79592	hlk
79599	Ayy
79602	kwn
kvr
79605	Amn
79608	rbb
79613	Ezz
79615	rHm
k*b
79619	rsl
79621	qwl
79624	Axw
79626	SlH
79629	wqy
79635	rsl
Amn
79638	wqy
79640	Alh
79642	TwE
79647	sAl
79652	Ajr
79654	Ajr
79658	rbb
79660	Elm
79662	trk
79668	Amn
79670	jnn
79672	Eyn
79674	zrE
79676	nxl
TlE
79679	hDm
79681	nHt
79685	jbl
byt
frh
79689	wqy
79691	Alh
79693	TwE
79698	TwE
79700	Amr
79702	srf
79704	fsd
79708	ArD
79711	SlH
79713	qwl
79720	sHr
79724	b$r
mvl
79728	Aty
79730	Ayy
79732	kwn
79736	Sdq
qwl
79739	nwq
79742	$rb
79746	$rb
ywm
Elm
79751	mss
79755	swA
79757	Ax*
79759	E*b
ywm
EZm
79763	Eqr
79767	SbH
79769	ndm
79771	Ax*
79774	E*b
79779	Ayy
79782	kwn
kvr
79785	Amn
79788	rbb
79793	Ezz
79795	rHm
k*b
qwm
79800	rsl
79802	qwl
79805	Axw
79810	wqy
79816	rsl
Amn
79819	wqy
79821	Alh
79823	TwE
79828	sAl
79833	Ajr
79835	Ajr
79839	rbb
79841	Elm
79843	Aty
79846	*kr
79849	Elm
79851	w*r
79854	xlq
79857	rbb
79860	zwj
79864	qwm
Edw
qwl
79871	nhy
79875	kwn
79879	xrj
qwl
79884	Eml
79888	qly
rbb
79891	njw
79894	Ahl
79898	Eml
79901	njw
79905	Ahl
79907	jmE
79909	Ejz
79912	gbr
79914	dmr
79917	Axr
79919	mTr
79923	mTr
79925	swA
mTr
79928	n*r
79933	Ayy
79936	kwn
kvr
79939	Amn
79942	rbb
79947	Ezz
79949	rHm
k*b
SHb
79955	rsl
79957	qwl
79963	wqy
79969	rsl
Amn
79972	wqy
79974	Alh
79976	TwE
79981	sAl
79986	Ajr
79988	Ajr
79992	rbb
79994	Elm
wfy
79998	kyl
80001	kwn
80005	xsr
80007	wzn
80011	qsTs
80013	qwm
80016	bxs
80019	nws
$yA
80024	Evw
80028	ArD
fsd
80031	wqy
80034	xlq
80038	jbl
80040	Awl
qwl
80048	sHr
80053	b$r
mvl
80058	Znn
80063	k*b
80065	sqT
80068	ksf
80071	smw
80073	kwn
80077	Sdq
qwl
rbb
80081	Elm
80084	Eml
80087	k*b
80091	Ax*
80093	E*b
ywm
80096	Zll
80099	kwn
E*b
ywm
EZm
80107	Ayy
80110	kwn
kvr
80113	Amn
80116	rbb
80121	Ezz
80123	rHm
80128	nzl
rbb
80131	Elm
nzl
80136	rwH
80138	Amn
80140	qlb
80143	kwn
80146	n*r
80148	lsn
Erb
byn
80156	zbr
80158	Awl
80162	kwn
80165	Ayy
80167	Elm
80169	Elm
bny
80174	nzl
80178	bED
80180	Ejm
80182	qrA
80187	kwn
80191	Amn
80194	slk
80198	qlb
80200	jrm
80202	Amn
80207	rAy
80210	E*b
80212	Alm
80214	Aty
80216	bgt
80220	$Er
80223	qwl
80227	nZr
80231	E*b
80233	Ejl
80237	rAy
80240	mtE
80243	snw
80245	jyA
80248	kwn
80250	wEd
80253	gny
80257	kwn
80259	mtE
80263	hlk
80266	qry
80270	n*r
*kr
80274	kwn
80276	Zlm
80279	nzl
80283	$Tn
80286	bgy
80291	TwE
80297	smE
80299	Ezl
80302	dEw
80304	Alh
Alh
Axr
80308	kwn
80311	E*b
80313	n*r
E$r
80317	qrb
80319	xfD
jnH
80324	tbE
80328	Amn
80331	ESy
80335	qwl
80338	brA
80341	Eml
80344	wkl
80347	Ezz
80349	rHm
80351	rAy
80353	Hyn
qwm
80356	qlb
80360	sjd
80365	smE
80367	Elm
80369	nbA
80373	nzl
80375	$Tn
nzl
80378	kll
Afk
Avm
lqy
80384	smE
80386	kvr
80388	k*b
80391	$Er
tbE
80395	gwy
80398	rAy
80402	kll
wdy
hym
80409	qwl
80413	fEl
80417	Amn
80420	Eml
80423	SlH
80425	*kr
80427	Alh
kvr
80430	nSr
80433	bEd
80435	Zlm
80439	Elm
80441	Zlm
80444	qlb
qlb
80449	Ayy
80451	qrA
80453	ktb
byn
hdy
80457	b$r
80460	Amn
80462	qwm
80465	Slw
80467	Aty
80470	zkw
80475	Axr
80477	yqn
80482	Amn
80486	Axr
zyn
80491	Eml
80495	Emh
80501	swA
80503	E*b
80508	Axr
80511	xsr
80516	lqy
80518	qrA
80520	ldn
Hkm
Elm
80524	qwl
80527	Ahl
80531	Ans
80533	nwr
80535	Aty
80540	xbr
80542	Aty
80545	$hb
qbs
80549	Sly
80553	jyA
80555	ndw
80557	brk
80561	nwr
80564	Hwl
80567	sbH
Alh
rbb
80571	Elm
80577	Alh
80579	Ezz
80581	Hkm
80583	lqy
ESw
80588	rAy
80590	hzz
80593	jnn
wly
dbr
80598	Eqb
80602	xwf
80606	xwf
80610	rsl
80613	Zlm
80615	bdl
Hsn
bEd
swA
80622	gfr
rHm
80625	dxl
ydy
80629	jyb
80631	xrj
byD
80634	gyr
swA
80637	tsE
Ayy
80642	qwm
80646	kwn
80648	qwm
fsq
80652	jyA
80654	Ayy
80656	bSr
qwl
80660	sHr
byn
80663	jHd
80668	yqn
80670	nfs
80672	Zlm
80674	Elw
80676	nZr
kyf
kwn
Eqb
80681	fsd
80685	Aty
80690	Elm
80692	qwl
80695	Hmd
80697	Alh
80699	fDl
80702	kvr
80704	Ebd
80707	Amn
80709	wrv
80713	qwl
80717	nws
Elm
80720	nTq
80722	Tyr
80724	Aty
80727	kll
$yA
80734	fDl
80736	byn
80738	H$r
80741	jnd
80745	jnn
80748	Ans
80751	Tyr
80754	wzE
80758	Aty
80761	wdy
80763	nml
qwl
nml
80769	nml
dxl
80772	skn
80775	HTm
80780	jnd
80785	$Er
80788	bsm
DHk
80791	qwl
80794	qwl
rbb
80797	wzE
80800	$kr
nEm
80804	nEm
80810	wld
80814	Eml
SlH
rDw
80819	dxl
80822	rHm
80825	Ebd
80828	SlH
80830	fqd
80832	Tyr
80834	qwl
80839	rAy
80841	hdhd
80843	kwn
80846	gyb
80848	E*b
80851	E*b
$dd
80855	*bH
80860	Aty
80864	slT
byn
80867	mkv
gyr
bEd
80871	qwl
HwT
80877	HwT
80881	jyA
80887	nbA
yqn
80891	wjd
80893	mrA
mlk
80897	Aty
80899	kll
$yA
80904	Er$
EZm
wjd
80910	qwm
80912	sjd
80916	$ms
80918	dwn
Alh
80921	zyn
80925	$Tn
Eml
80929	Sdd
80933	sbl
80937	hdy
80941	sjd
80944	Alh
80946	xrj
80948	xbA
80951	smw
80954	ArD
80956	Elm
80958	xfy
80962	Eln
80964	Alh
80966	Alh
80969	rbb
80971	Er$
80973	EZm
qwl
80976	nZr
80978	Sdq
80981	kwn
80985	k*b
*hb
80988	ktb
80991	lqy
80996	wly
81000	nZr
81002	rjE
81004	qwl
81008	mlA
81011	lqy
81014	ktb
krm
81024	smw
Alh
81027	rHm
81029	rHm
81032	Elw
81037	Aty
81040	slm
qwl
81045	mlA
fty
81050	Amr
81053	kwn
81055	qTE
Amr
81058	$hd
81061	qwl
81064	Awl
qwy
81067	Awl
bAs
$dd
81072	Amr
81076	nZr
81079	Amr
qwl
81083	mlk
81085	dxl
81087	qry
fsd
81092	jEl
81094	Ezz
Ahl
81097	*ll
81101	fEl
81106	rsl
81110	hdy
81112	nZr
81115	rjE
81117	rsl
81120	jyA
81122	qwl
81124	mdd
81128	mwl
81131	Aty
81133	Alh
xyr
81137	Aty
81142	hdy
81144	frH
81146	rjE
81151	Aty
81155	jnd
81157	qbl
81164	xrj
81169	*ll
81172	Sgr
qwl
81177	mlA
81180	Aty
81183	Er$
81185	qbl
81187	Aty
81190	slm
qwl
Efr
81195	jnn
81197	Aty
81201	qbl
81203	qwm
81205	qwm
81213	qwy
Amn
qwl
81217	End
81219	Elm
81222	ktb
81224	Aty
81228	qbl
81230	rdd
81233	Trf
81237	rAy
81239	qrr
End
81242	qwl
81245	fDl
rbb
81249	blw
81252	$kr
81254	kfr
81257	$kr
81261	$kr
81263	nfs
81267	kfr
81270	rbb
81272	gny
krm
qwl
nkr
81279	Er$
81281	nZr
81283	hdy
81285	kwn
81289	hdy
81293	jyA
qwl
81297	Er$
81299	qwl
81304	Aty
81307	Elm
81309	qbl
81312	kwn
81314	slm
81316	Sdd
81319	kwn
Ebd
81322	dwn
Alh
81326	kwn
81328	qwm
kfr
qwl
81333	dxl
81336	SrH
81339	rAy
81341	Hsb
81343	ljj
81345	k$f
81347	swq
81349	qwl
81352	SrH
mrd
81355	qrr
qwl
rbb
81361	Zlm
81363	nfs
81366	slm
81371	Alh
rbb
81374	Elm
81378	rsl
81382	Axw
81384	SlH
81386	Ebd
81388	Alh
81392	frq
xSm
81395	qwl
81397	qwm
81401	Ejl
81405	swA
qbl
81408	Hsn
81410	gfr
81412	Alh
81415	rHm
81417	qwl
81419	Tyr
81428	qwl
Tyr
81431	End
Alh
81435	qwm
ftn
81439	kwn
81442	mdn
tsE
rhT
fsd
81449	ArD
81452	SlH
81454	qwl
81456	qsm
81459	Alh
81461	byt
81465	Ahl
81469	qwl
81472	wly
81475	$hd
81477	hlk
Ahl
81484	Sdq
81486	mkr
81488	mkr
81490	mkr
81492	mkr
81496	$Er
81499	nZr
kyf
kwn
Eqb
mkr
81507	dmr
81511	qwm
81513	jmE
81516	byt
81518	xwy
81521	Zlm
81527	Ayy
81529	qwm
Elm
81533	njw
81536	Amn
81539	kwn
81541	wqy
81546	qwl
81548	qwm
81551	Aty
81554	fH$
81557	bSr
81563	Aty
81566	rjl
$hw
81569	dwn
81571	nsw
81574	qwm
jhl
81579	kwn
jwb
qwm
81585	qwl
81587	xrj
81589	Awl
81592	qry
81596	Ans
Thr
81600	njw
81604	Ahl
81607	mrA
81609	qdr
81614	gbr
81616	mTr
81620	mTr
81622	swA
mTr
81625	n*r
qwl
81628	Hmd
81630	Alh
81632	slm
81634	Ebd
81637	Sfw
81639	Alh
xyr
81642	$rk
81646	xlq
81648	smw
81651	ArD
81653	nzl
81658	smw
mwh
81661	nbt
81665	Hdq
81667	bhj
81669	kwn
81673	nbt
81675	$jr
81678	Alh
81680	Alh
81683	qwm
Edl
81688	jEl
81690	ArD
qrr
81693	jEl
xll
81696	nhr
81698	jEl
81701	rsw
81703	jEl
byn
81706	bHr
Hjz
81709	Alh
81711	Alh
81713	kvr
81716	Elm
81720	jwb
81722	Drr
81724	dEw
81727	k$f
81729	swA
81731	jEl
81733	xlf
81735	ArD
81737	Alh
81739	Alh
qll
81742	*kr
81746	hdy
81749	Zlm
81751	brr
81754	bHr
81757	rsl
81759	rwH
b$r
byn
ydy
rHm
81766	Alh
81768	Alh
Elw
Alh
81773	$rk
81777	bdA
81779	xlq
81781	Ewd
81785	rzq
81789	smw
81792	ArD
81794	Alh
81796	Alh
qwl
hAt
81800	brhn
81803	kwn
81805	Sdq
qwl
81808	Elm
81812	smw
81815	ArD
81817	gyb
81819	Alh
81822	$Er
81825	bEv
81828	drk
Elm
81833	Axr
81837	$kk
81844	Emy
81846	qwl
81848	kfr
81852	kwn
81854	trb
81856	Abw
81862	xrj
81865	wEd
81870	Abw
81873	qbl
81877	sTr
81879	Awl
qwl
syr
81885	ArD
81887	nZr
81889	kyf
kwn
Eqb
81893	jrm
81896	Hzn
81901	kwn
81903	Dyq
81906	mkr
81909	qwl
81914	wEd
81916	kwn
81918	Sdq
qwl
Esy
81922	kwn
rdf
81926	bED
81928	Ejl
81932	rbb
81936	fDl
81939	nws
81942	kvr
81945	$kr
81949	rbb
81952	Elm
81954	knn
Sdr
81959	Eln
81964	gyb
81967	smw
81970	ArD
81973	ktb
byn
81978	qrA
qSS
81981	bny
81983	kvr
81988	xlf
81994	hdy
81996	rHm
81999	Amn
82001	rbb
82003	qDy
byn
82007	Hkm
82012	Ezz
82014	Elm
82016	wkl
82018	Alh
82023	Hqq
82025	byn
82029	smE
82031	mwt
82034	smE
82036	Smm
82038	dEw
82040	wly
82042	dbr
82047	hdy
82049	Emy
82051	Dll
82054	smE
82057	Amn
82059	Ayy
82063	slm
82066	wqE
82068	qwl
82071	xrj
82075	dbb
82078	ArD
klm
82083	nws
kwn
82087	Ayy
82090	yqn
82093	ywm
H$r
82096	kll
Amm
fwj
82101	k*b
82103	Ayy
82107	wzE
82111	jyA
82113	qwl
82115	k*b
82118	Ayy
82122	HwT
82126	Elm
82128	kwn
82130	Eml
82133	wqE
82135	qwl
82140	Zlm
82145	nTq
82149	rAy
82153	jEl
82156	lyl
82158	skn
82164	nhr
bSr
82170	Ayy
82172	qwm
Amn
82176	ywm
nfx
82180	Swr
82182	fzE
82186	smw
82191	ArD
82194	$yA
Alh
82197	kll
Aty
82201	dxr
82203	rAy
82205	jbl
Hsb
82208	jmd
82211	mrr
mrr
82214	sHb
SnE
Alh
82218	tqn
kll
$yA
82223	xbr
82226	fEl
82229	jyA
82232	Hsn
82236	xyr
82242	fzE
82244	Amn
82247	jyA
82250	swA
82252	kbb
wjh
82257	nwr
82259	jzy
82263	kwn
82265	Eml
82269	Amr
82272	Ebd
rbb
82276	bld
82278	Hrm
82283	kll
$yA
82286	Amr
82289	kwn
82292	slm
82295	tlw
82297	qrA
82300	hdy
82304	hdy
82306	nfs
82310	Dll
82312	qwl
82318	n*r
82320	qwl
82322	Hmd
82324	Alh
82326	rAy
82328	Ayy
82331	Erf
82336	rbb
82339	gfl
82342	Eml
82346	Ayy
82348	ktb
82350	byn
tlw
82355	nbA
82361	Hqq
82363	qwm
Amn
82368	Elw
82371	ArD
82373	jEl
Ahl
82376	$yE
DEf
Twf
82381	*bH
bny
82385	Hyy
nsw
82390	kwn
82393	fsd
82395	rwd
82397	mnn
82400	DEf
82404	ArD
82406	jEl
82408	Amm
82410	jEl
82413	wrv
82415	mkn
82420	ArD
82422	rAy
82427	jnd
82432	kwn
82434	H*r
82437	wHy
82440	Amm
82443	rDE
82448	xwf
82453	lqy
82458	ymm
82461	xwf
82464	Hzn
82467	rdd
82472	jEl
82476	rsl
82478	lqT
82480	Awl
82483	kwn
82486	Edw
82488	Hzn
82494	jnd
82496	kwn
82498	xTA
82500	qwl
mrA
82503	qrr
Eyn
82511	qtl
82514	Esy
82516	nfE
82519	Ax*
82521	wld
82525	$Er
82528	SbH
fAd
Amm
82532	frg
82534	kwd
82536	bdw
82541	rbT
82544	qlb
82547	kwn
82550	Amn
82552	qwl
82554	Axw
82556	qSS
82560	bSr
82564	jnb
82568	$Er
82571	Hrm
82576	rDE
82578	qbl
82580	qwl
82582	dll
82585	Ahl
byt
kfl
82596	nSH
82598	rdd
82602	Amm
82605	qrr
Eyn
82610	Hzn
82613	Elm
82615	wEd
Alh
Hqq
82620	kvr
82623	Elm
82627	blg
$dd
82631	swy
Aty
82635	Hkm
82637	Elm
82641	jzy
82643	Hsn
82645	dxl
82647	mdn
82649	Hyn
gfl
82652	Ahl
82655	wjd
82658	rjl
qtl
82663	$yE
82668	Edw
82671	gwv
82675	$yE
82680	Edw
82683	wkz
82687	qDy
82690	qwl
82693	Eml
82695	$Tn
82698	Edw
Dll
byn
qwl
rbb
82706	Zlm
82708	nfs
82711	gfr
82715	gfr
82722	gfr
82724	rHm
qwl
rbb
82730	nEm
82736	kwn
Zhr
82740	jrm
82742	SbH
82745	mdn
xwf
rqb
82751	nSr
82756	Srx
82758	qwl
82765	gwy
byn
82770	rwd
82772	bT$
82776	Edw
82779	qwl
82783	rwd
82785	qtl
82789	qtl
82791	nfs
82796	rwd
82799	kwn
jbr
82803	ArD
82806	rwd
82808	kwn
82811	SlH
82813	jyA
rjl
82816	qSw
82818	mdn
sEy
qwl
82825	mlA
Amr
82831	qtl
82835	xrj
82842	nSH
82844	xrj
82847	xwf
rqb
qwl
rbb
82852	njw
82856	qwm
82858	Zlm
82861	wjh
lqy
82864	qwl
Esy
rbb
82869	hdy
82871	swy
82873	sbl
82876	wrd
mwh
82879	wjd
82882	Amm
82885	nws
sqy
82889	wjd
82891	dwn
82893	mrA
*wd
82896	qwl
82898	xTb
82900	qwl
82903	sqy
82905	Sdr
82907	rEy
82909	Abw
82911	$yx
kbr
82914	sqy
82918	wly
82921	Zll
82923	qwl
rbb
82930	nzl
82935	xyr
fqr
82938	jyA
82940	AHd
82942	m$y
82944	Hyy
qwl
82947	Abw
82949	dEw
82952	jzy
82954	Ajr
82956	sqy
82962	jyA
82965	qSS
82969	qSS
qwl
82972	xwf
njw
82977	qwm
82979	Zlm
qwl
AHd
82984	Abw
82986	Ajr
82989	xyr
82991	Ajr
82994	qwy
82996	Amn
qwl
83000	rwd
83002	nkH
83004	AHd
bny
83010	Ajr
83012	vmn
Hjj
83016	tmm
83018	E$r
83021	End
83025	rwd
83027	$qq
83031	wjd
83034	$yA
Alh
83038	SlH
qwl
83041	byn
83044	byn
83049	Ajl
qDy
83054	Edw
83058	Alh
83061	qwl
wkl
83065	qDy
83068	Ajl
83070	syr
83072	Ahl
83074	Ans
83076	jnb
83078	Twr
nwr
qwl
83082	Ahl
83084	mkv
83088	Ans
83090	nwr
83093	Aty
83098	xbr
83100	j*w
83103	nwr
83106	Sly
83110	Aty
83112	ndw
83114	$TA
83116	wdy
83118	ymn
83121	bqE
83123	brk
83126	$jr
83133	Alh
rbb
83136	Elm
83139	lqy
ESw
83144	rAy
83146	hzz
83149	jnn
wly
dbr
83154	Eqb
83157	qbl
83160	xwf
83165	Amn
slk
ydy
83170	jyb
83172	xrj
byD
83175	gyr
swA
83178	Dmm
83181	jnH
83185	rhb
83188	brhn
83190	rbb
83195	mlA
83199	kwn
83201	qwm
fsq
qwl
rbb
83208	qtl
83212	nfs
83214	xwf
83216	qtl
83220	Axw
83224	fSH
83227	lsn
83229	rsl
83233	rdA
Sdq
83238	xwf
83240	k*b
83243	qwl
83245	$dd
EDd
83249	Axw
83252	jEl
83255	slT
83258	wSl
83263	Ayy
83268	tbE
83271	glb
83274	jyA
83278	Ayy
83280	byn
qwl
83286	sHr
fry
83290	smE
83295	Abw
83298	Awl
83300	qwl
83302	rbb
83304	Elm
83307	jyA
83310	hdy
83312	End
83316	kwn
83319	Eqb
83321	dwr
83325	flH
83327	Zlm
83329	qwl
83334	mlA
83336	Elm
83341	Alh
gyr
83345	wqd
83352	Tyn
83354	jEl
83357	SrH
83360	TlE
83362	Alh
83368	Znn
83372	k*b
83374	kbr
83377	jnd
83381	ArD
83383	gyr
83385	Hqq
83387	Znn
83394	rjE
83397	Ax*
83401	jnd
83404	nb*
83409	ymm
83411	nZr
kyf
kwn
Eqb
83416	Zlm
83418	jEl
83421	Amm
dEw
83426	nwr
83428	ywm
83430	qwm
83432	nSr
83435	tbE
83441	dnw
lEn
83444	ywm
83446	qwm
83450	qbH
83454	Aty
83458	ktb
83460	bEd
83462	hlk
83465	qrn
83467	Awl
bSr
83471	nws
83473	hdy
83475	rHm
83478	*kr
83482	kwn
83485	jnb
83487	grb
83489	qDy
83494	Amr
83497	kwn
83501	$hd
83505	n$A
83507	qrn
83509	Twl
83513	Emr
83516	kwn
83518	vwy
83520	Ahl
83522	tlw
83525	Ayy
83530	kwn
83532	rsl
83535	kwn
83538	jnb
83540	Twr
83542	ndw
83546	rHm
83548	rbb
83551	n*r
qwm
83554	Aty
83557	n*r
83559	qbl
83563	*kr
83568	Swb
83570	Swb
83573	qdm
ydy
83577	qwl
83579	rbb
83582	rsl
83586	rsl
83588	tbE
Ayy
83592	kwn
83595	Amn
83598	jyA
83601	Hqq
83603	End
83605	qwl
83608	Aty
mvl
83611	Aty
83616	kfr
83620	Aty
83623	qbl
qwl
83626	sHr
Zhr
83630	qwl
83635	kll
kfr
qwl
83639	Aty
83642	ktb
83644	End
Alh
83647	hdy
83650	tbE
83653	kwn
83655	Sdq
83659	jwb
83664	Elm
83667	tbE
83669	hwy
83673	Dll
83676	tbE
hwy
83680	gyr
hdy
83683	Alh
83685	Alh
83687	hdy
83689	qwm
83691	Zlm
83695	wSl
83700	qwl
83703	*kr
83706	Aty
83710	ktb
83712	qbl
83717	Amn
83721	tlw
83724	qwl
83726	Amn
83733	Hqq
83735	rbb
83739	kwn
83742	qbl
83744	slm
83746	Aty
83748	Ajr
83750	mrr
83753	Sbr
83756	drA
83760	Hsn
83762	swA
83766	rzq
83769	nfq
83773	smE
83776	lgw
ErD
83782	qwl
83786	Eml
83791	Eml
83793	slm
83797	bgy
83799	jhl
83803	hdy
83805	Hbb
83809	Alh
hdy
83812	$yA
83815	Elm
83818	hdy
83820	qwl
83823	tbE
83825	hdy
83828	xTf
83830	ArD
83835	mkn
83838	Hrm
Amn
jby
83843	vmr
kll
$yA
rzq
83848	ldn
83852	kvr
83855	Elm
83859	hlk
83862	qry
bTr
Ey$
83868	skn
83871	skn
83873	bEd
83876	qll
83878	kwn
83882	wrv
83885	kwn
rbb
83888	hlk
83890	qry
83892	bEv
83894	Amm
83896	rsl
tlw
83900	Ayy
83904	kwn
83906	hlk
83908	qry
83911	Ahl
83913	Zlm
83916	Aty
83919	$yA
83921	mtE
83923	Hyy
83925	dnw
83927	zyn
83931	End
Alh
xyr
83935	bqy
83939	Eql
83944	wEd
83947	wEd
Hsn
83951	lqy
83955	mtE
83958	mtE
83960	Hyy
83962	dnw
83965	ywm
83967	qwm
83970	HDr
83972	ywm
ndw
83976	qwl
83978	$rk
83981	kwn
83983	zEm
83985	qwl
83987	Hqq
83991	qwl
rbb
83996	gwy
83998	gwy
84003	gwy
84005	brA
84010	kwn
84013	Ebd
84016	qwl
dEw
84019	$rk
84022	dEw
84027	jwb
84032	rAy
84035	E*b
84039	kwn
84041	hdy
84044	ywm
ndw
84048	qwl
84050	jwb
84053	rsl
84055	Emy
84059	nbA
84064	sAl
84069	twb
84071	Amn
84073	Eml
SlH
84076	Esy
84078	kwn
84081	flH
84083	rbb
84085	xlq
84087	$yA
84089	xyr
84091	kwn
84095	xyr
sbH
Alh
84099	Elw
84102	$rk
84105	rbb
84107	Elm
84109	knn
Sdr
84114	Eln
84118	Alh
84120	Alh
84126	Hmd
84129	Awl
84132	Axr
84137	Hkm
84141	rjE
84143	qwl
84145	rAy
84148	jEl
Alh
84153	lyl
srmd
84156	ywm
84158	qwm
84160	Alh
gyr
Alh
Aty
84166	DwA
84170	smE
84172	qwl
84174	rAy
84177	jEl
Alh
84182	nhr
srmd
84185	ywm
84187	qwm
84189	Alh
gyr
Alh
Aty
84195	lyl
skn
84203	bSr
84207	rHm
84209	jEl
84213	lyl
84216	nhr
84218	skn
84224	bgy
84227	fDl
84232	$kr
84235	ywm
ndw
84239	qwl
84241	$rk
84244	kwn
84246	zEm
84249	nzE
84252	kll
Amm
$hd
84256	qwl
84258	hAt
84260	brhn
84263	Elm
84267	Hqq
84269	Alh
84271	Dll
84275	kwn
84277	fry
84281	kwn
84283	qwm
84286	bgy
84290	Aty
84295	knz
84298	ftH
84301	nwA
84304	ESb
Awl
84307	qwy
84309	qwl
84312	qwm
84315	frH
84317	Alh
84319	Hbb
84321	frH
84323	bgy
84326	Aty
84328	Alh
84330	dwr
84332	Axr
84335	nsy
nSb
84340	dnw
84342	Hsn
84345	Hsn
Alh
84351	bgy
84353	fsd
84356	ArD
84358	Alh
84360	Hbb
84362	fsd
qwl
84366	Aty
84370	Elm
End
84376	Elm
84378	Alh
84380	hlk
84382	qbl
84386	qrn
84389	$dd
84392	qwy
84394	kvr
jmE
84398	sAl
84400	*nb
84403	jrm
84405	xrj
84407	qwm
84410	zyn
84412	qwl
84414	rwd
84417	Hyy
84419	dnw
84424	mvl
84426	Aty
84432	HZZ
EZm
84435	qwl
84437	Aty
84440	Elm
84443	vwb
Alh
xyr
84448	Amn
84450	Eml
SlH
84454	lqy
84458	Sbr
84460	xsf
84466	dwr
84469	ArD
84472	kwn
84476	fAy
nSr
84481	dwn
Alh
84485	kwn
84488	nSr
84490	SbH
84492	mny
84494	kwn
84499	qwl
84502	Alh
bsT
84505	rzq
84508	$yA
84510	Ebd
84513	qdr
84516	mnn
Alh
84521	xsf
84527	flH
84529	kfr
84532	dwr
84534	Axr
jEl
84540	rwd
84542	Elw
84545	ArD
84548	fsd
84551	Eqb
84554	wqy
84556	jyA
84559	Hsn
84563	xyr
84568	jyA
84571	swA
84574	jzy
84576	Eml
84579	swA
84582	kwn
84584	Eml
84588	frD
84592	qrA
84594	rdd
84597	Ewd
qwl
rbb
84601	Elm
84603	jyA
84606	hdy
84611	Dll
byn
84615	kwn
84617	rjw
84619	lqy
84623	ktb
84625	rHm
84627	rbb
84631	kwn
84633	Zhr
84636	kfr
84639	Sdd
84643	Ayy
Alh
bEd
84647	nzl
84651	dEw
84653	rbb
84657	kwn
84661	$rk
84664	dEw
84666	Alh
Alh
Axr
84670	Alh
84673	kll
$yA
hlk
84677	wjh
84682	Hkm
84686	rjE
84690	Hsb
84692	nws
84694	trk
84697	qwl
84699	Amn
84704	ftn
84709	ftn
84713	qbl
84717	Elm
84719	Alh
84721	Sdq
84725	Elm
84728	k*b
84730	Hsb
84732	Eml
84735	swA
84737	sbq
84740	swA
84742	Hkm
84745	kwn
rjw
lqy
Alh
84751	Ajl
Alh
84754	Aty
84758	smE
84760	Elm
84763	jhd
84767	jhd
84769	nfs
84772	Alh
84774	gny
84777	Elm
84780	Amn
84783	Eml
84786	SlH
84788	kfr
84792	swA
84796	jzy
84799	Hsn
84801	kwn
84803	Eml
84806	wSy
84809	Ans
84811	wld
84813	Hsn
84816	jhd
84820	$rk
84824	lys
84829	Elm
84832	TwE
84836	rjE
84839	nbA
84843	kwn
84845	Eml
84849	Amn
84852	Eml
84855	SlH
84857	dxl
84862	SlH
84866	nws
84868	qwl
Amn
84872	Alh
84875	A*y
84877	Alh
jEl
ftn
84881	nws
84883	E*b
Alh
84888	jyA
nSr
84891	rbb
84894	qwl
84898	kwn
84904	lys
Alh
84907	Elm
84911	Sdr
84913	Elm
84916	Elm
84918	Alh
84920	Amn
84924	Elm
84927	nfq
84929	qwl
84931	kfr
84935	Amn
84937	tbE
84939	sbl
84943	Hml
xTA
84950	Hml
84952	xTA
84955	$yA
84959	k*b
84962	Hml
84964	vql
84967	vql
84969	vql
84973	sAl
84975	ywm
84977	qwm
84980	kwn
84982	fry
84987	rsl
84991	qwm
84994	lbv
84997	Alf
snw
85000	xms
Ewm
85003	Ax*
85006	Twf
85009	Zlm
85011	njw
85015	SHb
85017	sfn
85019	jEl
85022	Ayy
85025	Elm
85029	qwl
85031	qwm
85033	Ebd
85035	Alh
85037	wqy
85041	xyr
85045	kwn
85047	Elm
85051	Ebd
85054	dwn
Alh
wvn
85058	xlq
85060	Afk
85063	Ebd
85066	dwn
Alh
85069	mlk
85073	rzq
85075	bgy
85077	End
Alh
85080	rzq
85082	Ebd
85086	$kr
85092	rjE
85096	k*b
85100	k*b
Amm
85103	qbl
85109	rsl
85112	blg
85114	byn
85118	rAy
85120	kyf
bdA
Alh
85124	xlq
85126	Ewd
85131	Alh
ysr
qwl
syr
85138	ArD
85140	nZr
85142	kyf
bdA
85145	xlq
85147	Alh
n$A
85150	n$A
85152	Axr
85154	Alh
85156	kll
$yA
qdr
E*b
85161	$yA
85163	rHm
85165	$yA
85169	qlb
85175	Ejz
85178	ArD
85183	smw
85189	dwn
Alh
85192	wly
85195	nSr
85198	kfr
85201	Ayy
Alh
85204	lqy
85207	yAs
85210	rHm
85216	E*b
Alm
85220	kwn
jwb
qwm
85226	qwl
85228	qtl
85232	Hrq
85236	njw
85238	Alh
85241	nwr
85246	Ayy
85248	qwm
Amn
85252	qwl
85255	Ax*
85258	dwn
Alh
wvn
wdd
byn
85266	Hyy
85268	dnw
85270	ywm
85272	qwm
kfr
bED
85277	bED
85279	lEn
bED
85282	bED
85284	Awy
85287	nwr
85293	nSr
85295	Amn
85300	qwl
85303	hjr
85305	rbb
85311	Ezz
85313	Hkm
85315	whb
85323	jEl
85326	*rr
85329	nbA
85332	ktb
85334	Aty
85337	Ajr
85341	dnw
85347	Axr
85351	SlH
85355	qwl
85357	qwm
85362	Aty
85365	fH$
85367	sbq
85372	AHd
85375	Elm
85380	Aty
85383	rjl
85385	qTE
85388	sbl
85390	Aty
85393	ndw
85396	nkr
85399	kwn
jwb
qwm
85405	qwl
85407	Aty
85410	E*b
Alh
85413	kwn
85417	Sdq
qwl
rbb
85421	nSr
85425	qwm
85427	fsd
85430	jyA
rsl
85436	b$r
qwl
85441	hlk
Ahl
85445	qry
85447	Ahl
85449	kwn
85451	Zlm
qwl
85457	qwl
85460	Elm
85466	njw
85470	Ahl
85473	mrA
85475	kwn
85478	gbr
85482	jyA
rsl
85486	swA
85490	Dyq
85493	*rE
85495	qwl
85498	xwf
85501	Hzn
85504	njw
85507	Ahl
85510	mrA
85512	kwn
85515	gbr
85518	nzl
85520	Ahl
85523	qry
rjz
85527	smw
85530	kwn
85532	fsq
85537	trk
85541	Ayy
byn
85544	qwm
Eql
85550	Axw
85554	qwl
85556	qwm
85558	Ebd
85560	Alh
85562	rjw
85565	ywm
85567	Axr
85570	Evw
85574	ArD
fsd
85577	k*b
85581	Ax*
85584	rjf
85586	SbH
85589	dwr
85591	jvm
85593	Ewd
85598	byn
85602	skn
85605	zyn
85609	$Tn
Eml
85613	Sdd
85617	sbl
85619	kwn
85621	bSr
85631	jyA
85636	byn
85638	kbr
85642	ArD
85645	kwn
85647	sbq
85649	kll
Ax*
85653	*nb
85659	rsl
85663	HSb
85668	Ax*
85671	SyH
85676	xsf
85681	ArD
85686	grq
85690	kwn
Alh
85693	Zlm
85697	kwn
85699	nfs
85701	Zlm
85703	mvl
85705	Ax*
85708	dwn
Alh
wly
85712	mvl
85714	Enkb
Ax*
byt
85719	whn
85721	byt
85723	byt
85725	Enkb
85727	kwn
85729	Elm
85732	Alh
Elm
85735	dEw
85738	dwn
85741	$yA
85745	Ezz
85747	Hkm
85751	mvl
Drb
85756	nws
85759	Eql
85763	Elm
xlq
Alh
85767	smw
85770	ArD
85773	Hqq
85778	Ayy
85781	Amn
tlw
85784	wHy
85789	ktb
85791	qwm
85793	Slw
85796	Slw
nhy
85800	fH$
85803	nkr
85806	*kr
Alh
kbr
85810	Alh
Elm
85813	SnE
85817	jdl
85819	Ahl
85821	ktb
85826	Hsn
85829	Zlm
85834	qwl
85836	Amn
85840	nzl
85844	nzl
85848	Alh
85851	Alh
85853	wHd
85858	slm
85862	nzl
85867	ktb
85870	Aty
85874	ktb
Amn
85883	Amn
85888	jHd
85890	Ayy
85894	kfr
85897	kwn
85899	tlw
85901	qbl
85904	ktb
85907	xTT
85910	ymn
85914	ryb
85916	bTl
85919	Ayy
byn
85922	Sdr
85924	Aty
85927	Elm
85930	jHd
85932	Ayy
85936	Zlm
85938	qwl
85941	nzl
85944	Ayy
85946	rbb
85948	qwl
85952	Ayy
End
Alh
85959	n*r
byn
85964	kfy
85968	nzl
85973	ktb
tlw
85981	rHm
85983	*kr
85985	qwm
Amn
85988	qwl
kfy
85991	Alh
byn
85995	byn
85997	$hd
Elm
86002	smw
86005	ArD
86008	Amn
86012	bTl
86014	kfr
86017	Alh
86021	xsr
86023	Ejl
86028	E*b
86031	Ajl
smw
86034	jyA
86037	E*b
86040	Aty
86043	bgt
86047	$Er
86049	Ejl
86054	E*b
86059	HwT
86062	kfr
ywm
g$w
86067	E*b
86069	fwq
86073	tHt
rjl
86077	qwl
*wq
86081	kwn
86083	Eml
86086	Ebd
86089	Amn
86092	ArD
86094	wsE
86098	Ebd
86101	kll
nfs
*wq
86105	mwt
86109	rjE
86113	Amn
86116	Eml
86119	SlH
86121	bwA
86126	jnn
grf
jry
86130	tHt
86133	nhr
xld
86137	nEm
Ajr
86140	Eml
86142	Sbr
86146	rbb
86148	wkl
86153	dbb
86155	Hml
rzq
86158	Alh
rzq
86166	smE
86168	Elm
86172	sAl
86176	xlq
86178	smw
86181	ArD
86183	sxr
86185	$ms
86188	qmr
86190	qwl
86192	Alh
86194	Any
Afk
86197	Alh
bsT
86200	rzq
86203	$yA
86205	Ebd
86208	qdr
86212	Alh
86214	kll
$yA
Elm
86220	sAl
86224	nzl
86227	smw
mwh
86230	Hyy
86234	ArD
86236	bEd
mwt
86240	qwl
86242	Alh
qwl
86245	Hmd
86247	Alh
86249	kvr
86252	Eql
86258	Hyy
86260	dnw
86262	lhw
86264	lEb
86268	dwr
86270	Axr
86274	Hyy
86276	kwn
86278	Elm
86282	rkb
86286	flk
dEw
86289	Alh
xlS
86294	dyn
86297	njw
86301	brr
86304	$rk
86307	kfr
86311	Aty
86316	mtE
86320	Elm
86325	rAy
86329	jEl
86331	Hrm
Amn
86334	xTf
86336	nws
86338	Hwl
86344	bTl
Amn
86349	nEm
Alh
kfr
86355	Zlm
86358	fry
86360	Alh
k*b
86363	k*b
86366	Hqq
86368	jyA
86371	lys
86374	vwy
86377	kfr
86380	jhd
86385	hdy
86388	sbl
86392	Alh
86396	Hsn
86398	glb
86402	dnw
86404	ArD
86408	bEd
glb
86412	glb
86415	bDE
snw
86418	Alh
86420	Amr
86422	qbl
86425	bEd
86428	frH
86430	Amn
86432	nSr
Alh
nSr
86436	$yA
86440	Ezz
86442	rHm
wEd
Alh
86446	xlf
Alh
wEd
86452	kvr
86454	nws
86456	Elm
86458	Elm
86460	Zhr
86463	Hyy
86465	dnw
86470	Axr
86472	gfl
86476	fkr
86479	nfs
86482	xlq
Alh
86485	smw
86488	ArD
86491	byn
86496	Hqq
86498	Ajl
smw
86502	kvr
86505	nws
86507	lqy
rbb
86511	kfr
86515	syr
86519	ArD
86521	nZr
86523	kyf
kwn
Eqb
86528	qbl
86530	kwn
86532	$dd
86535	qwy
86537	vwr
86540	ArD
86542	Emr
86545	kvr
86548	Emr
86552	jyA
86554	rsl
86558	byn
86561	kwn
Alh
86564	Zlm
86568	kwn
86570	nfs
86572	Zlm
86575	kwn
Eqb
86578	swA
86581	swA
86583	k*b
86586	Ayy
Alh
86589	kwn
86593	hzA
86595	Alh
bdA
86598	xlq
86600	Ewd
86605	rjE
86608	ywm
qwm
86611	swE
bls
86614	jrm
86617	kwn
86621	$rk
86623	$fE
86625	kwn
86628	$rk
86630	kfr
86632	ywm
qwm
86635	swE
86637	frq
86642	Amn
86645	Eml
86648	SlH
86652	rwD
Hbr
86658	kfr
86661	k*b
86664	Ayy
86667	lqy
86669	Axr
86674	E*b
HDr
86677	sbH
Alh
Hyn
msw
86683	Hyn
SbH
86690	Hmd
86693	smw
86696	ArD
86698	E$w
86700	Hyn
Zhr
86703	xrj
86705	Hyy
86708	mwt
86710	xrj
86712	mwt
86715	Hyy
86717	Hyy
86719	ArD
bEd
mwt
86726	xrj
86730	Ayy
86733	xlq
86736	trb
86740	b$r
n$r
86745	Ayy
86748	xlq
86752	nfs
86754	zwj
86756	skn
86761	jEl
byn
86764	wdd
86766	rHm
86771	Ayy
86773	qwm
fkr
86778	Ayy
86780	xlq
86782	smw
86785	ArD
86787	xlf
lsn
86791	lwn
86797	Ayy
86800	Elm
86803	Ayy
86805	nwm
86809	lyl
86812	nhr
86814	bgy
86817	fDl
86823	Ayy
86825	qwm
smE
86830	Ayy
86832	rAy
86835	brq
xwf
86838	TmE
86840	nzl
86843	smw
mwh
86846	Hyy
86850	ArD
bEd
mwt
86858	Ayy
86860	qwm
Eql
86865	Ayy
86868	qwm
86870	smw
86873	ArD
86875	Amr
86879	dEw
86881	dEw
86884	ArD
86887	xrj
86895	smw
86898	ArD
kll
86902	qnt
86906	bdA
86908	xlq
86910	Ewd
86914	hwn
86921	mvl
86923	Elw
86926	smw
86929	ArD
86933	Ezz
86935	Hkm
Drb
86939	mvl
86941	nfs
86948	mlk
ymn
86952	$rk
86955	rzq
86962	swy
xwf
86967	xwf
86969	nfs
86973	fSl
86975	Ayy
86977	qwm
Eql
86981	tbE
86983	Zlm
86985	hwy
86988	gyr
Elm
86992	hdy
86994	Dll
Alh
87001	nSr
87003	qwm
wjh
87008	dyn
Hnf
fTr
Alh
87013	fTr
87015	nws
87019	bdl
87021	xlq
Alh
87025	dyn
87027	qwm
87030	kvr
87032	nws
87034	Elm
87036	nwb
87040	wqy
87044	qwm
87047	Slw
87050	kwn
87054	$rk
87057	frq
87059	dyn
87062	kwn
87064	$yE
kll
Hzb
87071	frH
87074	mss
87076	nws
Drr
dEw
87080	rbb
87082	nwb
87087	*wq
87091	rHm
87093	frq
87097	rbb
87099	$rk
87102	kfr
87106	Aty
87110	mtE
87114	Elm
87117	nzl
87121	slT
87124	klm
87127	kwn
87131	$rk
87135	*wq
87138	nws
rHm
frH
87146	Swb
87148	swA
87151	qdm
ydy
87156	qnT
87161	rAy
87164	Alh
bsT
87167	rzq
87170	$yA
87172	qdr
87177	Ayy
87179	qwm
Amn
87183	Aty
87186	qrb
Hqq
87191	skn
87193	bny
87195	sbl
87197	xyr
87200	rwd
87202	wjh
Alh
87208	flH
87211	Aty
87214	rbw
87216	rbw
87218	mwl
87220	nws
87223	rbw
End
Alh
87228	Aty
87231	zkw
rwd
87234	wjh
Alh
87240	DEf
Alh
87243	xlq
87246	rzq
87249	mwt
87252	Hyy
87256	$rk
87259	fEl
87263	$yA
sbH
87267	Elw
87270	$rk
87272	Zhr
87274	fsd
87277	brr
87280	bHr
87283	ksb
ydy
87286	nws
87288	*wq
87290	bED
87292	Eml
87296	rjE
87298	qwl
syr
87303	ArD
87305	nZr
87307	kyf
kwn
Eqb
87312	qbl
kwn
kvr
87316	$rk
87318	qwm
wjh
87323	dyn
87325	qwm
87327	qbl
87329	Aty
ywm
87332	rdd
87336	Alh
87338	SdE
87341	kfr
87345	kfr
87349	Eml
SlH
87353	nfs
87355	mhd
87358	jzy
87360	Amn
87363	Eml
87366	SlH
87368	fDl
87373	Hbb
87375	kfr
87378	Ayy
87381	rsl
87383	rwH
b$r
87387	*wq
87390	rHm
87394	jry
87396	flk
87398	Amr
87402	bgy
87405	fDl
87410	$kr
87415	rsl
87418	qbl
87420	rsl
87422	qwm
87425	jyA
87430	byn
87432	nqm
87436	jrm
87439	kwn
Hqq
87443	nSr
87445	Amn
Alh
87448	rsl
87450	rwH
87452	vwr
sHb
87455	bsT
87459	smw
kyf
$yA
87463	jEl
87465	ksf
87467	rAy
87469	wdq
xrj
87472	xll
87476	Swb
87480	$yA
87482	Ebd
87486	b$r
87490	kwn
87493	qbl
87495	nzl
87499	qbl
87502	bls
87504	nZr
87506	Avr
rHm
Alh
kyf
Hyy
87512	ArD
bEd
mwt
87519	Hyy
87521	mwt
87525	kll
$yA
qdr
87531	rsl
87533	rwH
87535	rAy
87538	Sfr
87540	Zll
87543	bEd
87545	kfr
87551	smE
87553	mwt
87556	smE
87558	Smm
87560	dEw
87562	wly
87564	dbr
87569	hdy
87571	Emy
87573	Dll
87576	smE
87579	Amn
87581	Ayy
87585	slm
Alh
87588	xlq
87591	DEf
87593	jEl
87595	bEd
DEf
qwy
87599	jEl
87601	bEd
qwy
DEf
87605	$yb
xlq
87608	$yA
87612	Elm
87614	qdr
87616	ywm
qwm
87619	swE
qsm
87622	jrm
87624	lbv
87626	gyr
swE
87630	kwn
87632	Afk
87635	qwl
87637	Aty
87640	Elm
87643	Amn
87646	lbv
87649	ktb
Alh
87652	ywm
87654	bEv
87657	ywm
87659	bEv
87663	kwn
87666	Elm
87671	nfE
87673	Zlm
87675	E*r
87680	Etb
87685	Drb
87689	nws
87693	qrA
87695	kll
mvl
87700	jyA
87704	Ayy
87706	qwl
87709	kfr
87714	bTl
87717	TbE
Alh
87720	qlb
87723	Elm
87726	Sbr
87728	wEd
Alh
Hqq
87733	xff
87738	yqn
87742	Ayy
87744	ktb
87746	Hkm
hdy
87749	rHm
87752	Hsn
87754	qwm
87757	Slw
87759	Aty
87762	zkw
87767	Axr
87769	yqn
87773	hdy
87775	rbb
87781	flH
87785	nws
87787	$ry
lhw
87790	Hdv
87792	Dll
87794	sbl
Alh
87797	gyr
Elm
87800	Ax*
87802	hzA
87806	E*b
hwn
87810	tlw
87813	Ayy
87815	wly
kbr
87820	smE
87824	A*n
87826	wqr
87828	b$r
87831	E*b
Alm
87835	Amn
87838	Eml
87841	SlH
87844	jnn
87846	nEm
xld
87850	wEd
Alh
Hqq
87856	Ezz
87858	Hkm
xlq
87861	smw
87863	gyr
Emd
rAy
87869	lqy
87872	ArD
rsw
87875	myd
87879	bvv
87883	kll
dbb
87886	nzl
87890	smw
mwh
87893	nbt
87898	kll
zwj
krm
87902	xlq
Alh
87905	rAy
87909	xlq
87912	dwn
87916	Zlm
87918	Dll
byn
87923	Aty
87927	Hkm
87929	$kr
87931	Alh
87934	$kr
87938	$kr
87940	nfs
87944	kfr
87947	Alh
gny
Hmd
87952	qwl
87955	bny
87959	wEZ
87962	bny
87965	$rk
87967	Alh
87970	$rk
87972	Zlm
EZm
87975	wSy
87978	Ans
87980	wld
87982	Hml
87984	Amm
87986	whn
87988	whn
87990	fSl
87993	Ewm
87995	$kr
88000	wld
88005	Syr
88008	jhd
88013	$rk
88017	lys
88022	Elm
88025	TwE
88028	SHb
88032	dnw
Erf
88035	tbE
sbl
88038	nwb
88044	rjE
88047	nbA
88051	kwn
88053	Eml
88056	bny
88061	kwn
vql
Hbb
88065	xrdl
88067	kwn
88069	Sxr
88073	smw
88077	ArD
Aty
88081	Alh
88083	Alh
lTf
xbr
88087	bny
88089	qwm
88091	Slw
88093	Amr
88096	Erf
88098	nhy
88101	nkr
88103	Sbr
88106	Swb
88111	Ezm
88113	Amr
88116	SEr
xdd
88121	nws
88124	m$y
88127	ArD
mrH
88130	Alh
88132	Hbb
kll
xyl
fxr
88137	qSd
88139	m$y
88142	gDD
88144	Swt
88147	nkr
88149	Swt
88151	Swt
88153	Hmr
88156	rAy
88159	Alh
sxr
88166	smw
88171	ArD
88173	sbg
88176	nEm
88178	Zhr
88180	bTn
88184	nws
88186	jdl
88188	Alh
88190	gyr
Elm
88194	hdy
88197	ktb
nwr
88201	qwl
88204	tbE
88207	nzl
Alh
qwl
88212	tbE
88214	wjd
88218	Abw
88223	kwn
88225	$Tn
dEw
88229	E*b
88231	sEr
88234	slm
wjh
88238	Alh
88241	Hsn
88244	msk
88247	Erw
88249	wvq
88252	Alh
Eqb
88255	Amr
88258	kfr
88261	Hzn
88263	kfr
88267	rjE
88270	nbA
88274	Eml
88277	Alh
Elm
88282	Sdr
mtE
88285	qll
88287	Drr
88290	E*b
glZ
88295	sAl
88299	xlq
88301	smw
88304	ArD
88306	qwl
88308	Alh
qwl
88311	Hmd
88313	Alh
88315	kvr
88318	Elm
88321	Alh
88325	smw
88328	ArD
88330	Alh
88333	gny
88335	Hmd
88342	ArD
88344	$jr
qlm
88348	bHr
mdd
88352	bEd
88354	sbE
bHr
88357	nfd
klm
Alh
88361	Alh
Ezz
Hkm
88365	xlq
88369	bEv
88373	nfs
wHd
88376	Alh
smE
bSr
88381	rAy
88383	Alh
wlj
88386	lyl
88389	nhr
88391	wlj
88393	nhr
88396	lyl
88398	sxr
88400	$ms
88403	qmr
kll
jry
88407	Ajl
smw
88411	Alh
88414	Eml
88416	xbr
88420	Alh
88423	Hqq
88427	dEw
88430	dwn
88433	bTl
88436	Alh
88439	Elw
88441	kbr
88444	rAy
88447	flk
jry
88451	bHr
88453	nEm
Alh
88456	rAy
88459	Ayy
88465	Ayy
88467	kll
Sbr
$kr
88472	g$w
88474	mwj
88477	Zll
dEw
88480	Alh
xlS
88485	dyn
88488	njw
88492	brr
88496	qSd
88499	jHd
88501	Ayy
88504	kll
xtr
kfr
88510	nws
wqy
88513	rbb
88516	x$y
88518	ywm
88520	jzy
wld
88523	wld
88527	wld
88529	jzy
88531	wld
88533	$yA
88535	wEd
Alh
Hqq
88540	grr
88544	Hyy
88546	dnw
88549	grr
88553	Alh
88555	grr
88557	Alh
End
88560	Elm
88562	swE
88564	nzl
88566	gyv
88568	Elm
88572	rHm
88575	dry
nfs
88578	ksb
gdw
88582	dry
nfs
88586	ArD
mwt
88589	Alh
Elm
xbr
88593	nzl
88595	ktb
88597	ryb
88601	rbb
88603	Elm
88605	qwl
88607	fry
88612	Hqq
88614	rbb
88617	n*r
qwm
88620	Aty
88623	n*r
88625	qbl
88629	hdy
88631	Alh
88633	xlq
88635	smw
88638	ArD
88641	byn
88644	stt
ywm
88647	swy
88650	Er$
88655	dwn
88658	wly
88661	$fE
88665	*kr
88667	dbr
88669	Amr
88672	smw
88675	ArD
88677	Erj
88681	ywm
kwn
qdr
88685	Alf
snw
88689	Edd
88692	Elm
88694	gyb
88697	$hd
88699	Ezz
88701	rHm
88703	Hsn
kll
$yA
xlq
88709	bdA
xlq
88712	Ans
88714	Tyn
88716	jEl
nsl
88720	sll
88722	mwh
mhn
88725	swy
88728	nfx
88732	rwH
88735	jEl
88739	smE
88742	bSr
88745	fAd
qll
88748	$kr
88751	qwl
88755	Dll
88759	ArD
88765	xlq
jdd
88770	lqy
rbb
88773	kfr
qwl
wfy
88777	mlk
88779	mwt
88781	wkl
88786	rbb
88788	rjE
88792	rAy
88795	jrm
nks
rAs
88799	End
rbb
88802	rbb
88804	bSr
88807	smE
88810	rjE
88812	Eml
SlH
88816	yqn
88819	$yA
88822	Aty
88824	kll
nfs
hdy
88830	Hqq
88832	qwl
88836	mlA
88841	jnn
88844	nws
jmE
88847	*wq
88851	nsy
88853	lqy
ywm
88859	nsy
88863	*wq
88865	E*b
88867	xld
88870	kwn
88872	Eml
88876	Amn
88878	Ayy
88882	*kr
88886	xrr
88888	sjd
88890	sbH
88893	Hmd
rbb
88899	kbr
88901	jfw
jnb
88906	DjE
dEw
88909	rbb
88911	xwf
88913	TmE
88917	rzq
88920	nfq
88924	Elm
nfs
88927	xfy
88931	qrr
Eyn
jzy
88936	kwn
88938	Eml
88943	kwn
Amn
88947	kwn
fsq
88950	swy
88954	Amn
88957	Eml
88960	SlH
88964	jnn
88966	Awy
nzl
88970	kwn
88972	Eml
88977	fsq
88980	Awy
88983	nwr
kll
rwd
88988	xrj
88992	Ewd
88997	qwl
89000	*wq
89002	E*b
89004	nwr
89006	kwn
89010	k*b
89014	*wq
89019	E*b
89021	dnw
dwn
89024	E*b
89026	kbr
89029	rjE
89033	Zlm
89036	*kr
89038	Ayy
rbb
89042	ErD
89049	jrm
nqm
89054	Aty
89058	ktb
89061	kwn
89063	mry
89065	lqy
89068	jEl
89071	hdy
89073	bny
89076	jEl
89080	Amm
hdy
89084	Amr
89087	Sbr
89090	kwn
89093	Ayy
89095	yqn
89098	rbb
89101	fSl
byn
89104	ywm
89106	qwm
89109	kwn
89113	xlf
89118	hdy
89122	hlk
89125	qbl
89129	qrn
m$y
89133	skn
89139	Ayy
89143	smE
89148	rAy
89152	swq
89154	mwh
89157	ArD
89159	jrz
89161	xrj
89164	zrE
Akl
89168	nEm
89171	nfs
89176	bSr
89179	qwl
89184	ftH
89186	kwn
89188	Sdq
qwl
ywm
89192	ftH
89194	nfE
89196	kfr
89198	Amn
89203	nZr
89206	ErD
89210	nZr
89213	nZr
89217	nbA
wqy
Alh
89222	TwE
89224	kfr
89227	nfq
89229	Alh
kwn
Elm
Hkm
89234	tbE
89236	wHy
89240	rbb
89243	Alh
kwn
89247	Eml
89249	xbr
89251	wkl
89253	Alh
89255	kfy
89257	Alh
wkl
89260	jEl
Alh
89263	rjl
89265	qlb
89267	jwf
89271	jEl
zwj
89275	Zhr
89279	Amm
89283	jEl
dEw
89286	bny
89289	qwl
89292	fwh
89295	Alh
qwl
89298	Hqq
89301	hdy
89303	sbl
dEw
89308	Abw
89311	qsT
End
Alh
89317	Elm
89319	Abw
89322	Axw
89326	dyn
89328	wly
89331	lys
89334	jnH
89337	xTA
89344	Emd
qlb
89348	kwn
Alh
gfr
rHm
89353	nbA
wly
89357	Amn
89359	nfs
89362	zwj
89364	Amm
89367	Awl
89369	rHm
bED
89372	wly
89374	bED
89376	ktb
Alh
89380	Amn
89383	hjr
89386	fEl
89389	wly
89391	Erf
kwn
89396	ktb
sTr
89400	Ax*
89404	nbA
wvq
89419	bny
89422	Ax*
89426	wvq
glZ
89429	sAl
89431	Sdq
89433	Sdq
89436	Edd
89439	kfr
E*b
Alm
89445	Amn
89447	*kr
89449	nEm
Alh
89454	jyA
89456	jnd
89458	rsl
89462	rwH
89464	jnd
89466	rAy
89470	kwn
Alh
89474	Eml
89476	bSr
89478	jyA
89482	fwq
89486	sfl
89491	zyg
89493	bSr
89495	blg
89497	qlb
89499	Hnjr
89501	Znn
89504	Alh
89506	Znn
89508	blw
89510	Amn
89512	zlzl
89514	zlzl
$dd
89518	qwl
89520	nfq
89524	qlb
89526	mrD
89528	wEd
89530	Alh
89532	rsl
89535	grr
89538	qwl
Twf
89543	Ahl
89546	qwm
89550	rjE
89553	A*n
frq
89558	nbA
qwl
89562	byt
89564	Ewr
89569	Ewr
89571	rwd
89574	frr
89577	dxl
89581	qTr
89584	sAl
89587	ftn
89589	Aty
89594	lbv
89599	ysr
89603	kwn
89605	Ehd
89607	Alh
89609	qbl
89611	wly
89614	dbr
89616	kwn
Ehd
Alh
sAl
qwl
89622	nfE
89625	frr
89627	frr
89631	mwt
89634	qtl
89638	mtE
89641	qll
qwl
89646	ESm
89649	Alh
89651	rwd
89654	swA
89656	rwd
89659	rHm
89662	wjd
89667	dwn
Alh
wly
89672	nSr
89674	Elm
Alh
89677	Ewq
89682	qwl
89684	Axw
89687	lmm
89692	Aty
89695	bAs
89697	qll
$HH
89703	jyA
89705	xwf
rAy
89709	nZr
89713	dwr
Eyn
89718	g$w
89723	mwt
89726	*hb
89728	xwf
slq
89733	lsn
Hdd
$HH
89738	xyr
89741	Amn
89744	HbT
Alh
Eml
89749	kwn
89752	Alh
ysr
Hsb
89757	Hzb
89759	*hb
89763	Aty
89765	Hzb
wdd
89771	bdw
89774	Erb
sAl
89778	nbA
89782	kwn
89787	qtl
89790	qll
89793	kwn
89797	rsl
Alh
Asw
Hsn
89803	kwn
rjw
Alh
89808	ywm
89810	Axr
89812	*kr
Alh
kvr
89817	rAy
89819	Amn
89821	Hzb
qwl
89826	wEd
89828	Alh
89830	rsl
89833	Sdq
Alh
89836	rsl
89840	zyd
89843	Amn
89845	slm
89848	Amn
rjl
Sdq
89853	Ehd
89855	Alh
89862	qDy
nHb
89869	nZr
89872	bdl
89874	bdl
89876	jzy
Alh
89879	Sdq
89881	Sdq
89884	E*b
89886	nfq
89888	$yA
89890	twb
89894	Alh
kwn
gfr
rHm
89899	rdd
Alh
89902	kfr
89905	gyZ
89908	nyl
89910	xyr
89912	kfy
Alh
89915	Amn
89917	qtl
89919	kwn
Alh
qwy
Ezz
89924	nzl
89926	Zhr
89930	Ahl
89932	ktb
89934	SyS
89937	q*f
89939	qlb
89942	rEb
frq
qtl
89947	Asr
89949	frq
89951	wrv
89953	ArD
89956	dwr
89959	mwl
89962	ArD
89964	wTA
89968	kwn
Alh
89971	kll
$yA
qdr
89977	nbA
qwl
89980	zwj
89983	kwn
89985	rwd
89988	Hyy
89990	dnw
89992	zyn
89995	Elw
89997	mtE
90000	srH
90002	srH
jml
90006	kwn
90008	rwd
90010	Alh
90012	rsl
90016	dwr
90018	Axr
90021	Alh
Edd
90025	Hsn
90028	Ajr
EZm
90031	nsw
90033	nbA
90035	Aty
90039	fH$
byn
DEf
90045	E*b
DEf
90048	kwn
90051	Alh
ysr
90055	qnt
90059	Alh
90061	rsl
90064	Eml
SlH
Aty
90068	Ajr
90070	mrr
90072	Etd
90076	rzq
krm
90079	nsw
90081	nbA
lys
90085	AHd
90088	nsw
90090	wqy
90094	xDE
90098	qwl
90100	TmE
90103	qlb
90105	mrD
90107	qwl
90109	qwl
Erf
90112	qrr
90115	byt
90119	brj
90121	brj
90123	jhl
90125	Awl
90127	qwm
90130	Slw
90132	Aty
90135	zkw
90137	TwE
90139	Alh
90141	rsl
90145	rwd
Alh
90148	*hb
90152	rjs
Ahl
90155	byt
90157	Thr
90159	Thr
90161	*kr
90164	tlw
90166	byt
90169	Ayy
Alh
90173	Hkm
90175	Alh
kwn
lTf
xbr
90181	slm
90184	slm
90187	Amn
90190	Amn
90193	qnt
90196	qnt
90199	Sdq
90202	Sdq
90205	Sbr
90208	Sbr
90211	x$E
90214	x$E
90217	Sdq
90220	Sdq
90223	Swm
90226	Swm
90229	HfZ
frj
90234	HfZ
90237	*kr
Alh
kvr
90242	*kr
Edd
Alh
90247	gfr
90249	Ajr
EZm
90253	kwn
90255	Amn
90258	Amn
90260	qDy
Alh
90263	rsl
90265	Amr
90267	kwn
90271	xyr
90273	Amr
90277	ESy
Alh
90280	rsl
90284	Dll
Dll
byn
90289	qwl
90292	nEm
Alh
90297	nEm
90301	msk
90304	zwj
90307	wqy
Alh
90310	xfy
90312	nfs
90315	Alh
bdw
90319	x$y
90321	nws
90323	Alh
Hqq
90326	x$y
90330	qDy
90334	wTr
zwj
90342	kwn
90345	Amn
Hrj
90348	zwj
dEw
90352	qDy
90356	wTr
90358	kwn
Amr
Alh
fEl
90363	kwn
90366	nbA
90368	Hrj
90371	frD
Alh
90375	snn
Alh
90379	xlw
90382	qbl
90384	kwn
Amr
Alh
qdr
qdr
90390	blg
90392	rsl
Alh
90395	x$y
90400	x$y
90402	AHd
90404	Alh
90406	kfy
90408	Alh
Hsb
90411	kwn
90413	Abw
AHd
90416	rjl
90420	rsl
Alh
90423	xtm
90425	nbA
90427	kwn
Alh
90430	kll
$yA
Elm
90436	Amn
90438	*kr
90440	Alh
*kr
kvr
90444	sbH
90447	bkr
90449	ASl
90452	Slw
90456	mlk
90459	xrj
90463	Zlm
90466	nwr
90468	kwn
90471	Amn
rHm
Hyy
90475	ywm
lqy
90479	slm
90481	Edd
90484	Ajr
krm
90489	nbA
90492	rsl
90495	$hd
90497	b$r
90499	n*r
90501	dEw
90503	Alh
90505	A*n
90508	srj
nwr
90511	b$r
90513	Amn
90519	Alh
fDl
kbr
90524	TwE
90526	kfr
90529	nfq
90531	wdE
A*y
90535	wkl
90537	Alh
90539	kfy
90541	Alh
wkl
90546	Amn
90549	nkH
90552	Amn
90554	Tlq
90558	qbl
90560	mss
90570	Edd
Edd
90575	mtE
90579	srH
90582	srH
jml
90587	nbA
90590	Hll
90594	zwj
90597	Aty
90599	Ajr
90603	mlk
ymn
90608	fyA
Alh
90613	bny
Emm
90617	bny
Emm
90621	bny
xwl
90625	bny
xwl
90629	hjr
90634	mrA
Amn
90637	whb
nfs
90642	nbA
90644	rwd
90646	nbA
90648	nkH
90650	xlS
90654	dwn
90656	Amn
90658	Elm
90661	frD
90666	zwj
90670	mlk
ymn
90675	kwn
90678	Hrj
90680	kwn
Alh
gfr
rHm
rjw
90686	$yA
90690	Awy
90694	$yA
90697	bgy
90701	Ezl
90705	jnH
90709	dnw
90711	qrr
Eyn
90716	Hzn
90719	rDw
90723	Aty
90726	kll
90729	Alh
Elm
90733	qlb
90736	kwn
Alh
Elm
Hlm
90741	Hll
90745	nsw
90747	bEd
90751	bdl
90755	zwj
90758	Ejb
90760	Hsn
90764	mlk
ymn
90768	kwn
Alh
90771	kll
$yA
rqb
90777	Amn
90780	dxl
90782	byt
90784	nbA
90787	A*n
90791	TEm
gyr
nZr
Any
90799	dEw
90802	dxl
90806	TEm
90809	n$r
90813	Ans
90815	Hdv
90818	kwn
A*y
90821	nbA
90823	Hyy
90827	Alh
90829	Hyy
90832	Hqq
90835	sAl
90838	mtE
90840	sAl
90844	wry
Hjb
90847	Thr
90849	qlb
90852	qlb
90856	kwn
90860	A*y
90862	rsl
Alh
90867	nkH
90869	zwj
90872	bEd
90874	Abd
90877	kwn
End
Alh
EZm
90882	bdw
90884	$yA
90886	xfy
90891	Alh
kwn
90894	kll
$yA
Elm
90898	jnH
90902	Abw
90906	bny
90910	Axw
90914	bny
Axw
90919	bny
Axw
90924	nsw
90929	mlk
ymn
90933	wqy
90935	Alh
90937	Alh
kwn
90940	kll
$yA
$hd
90944	Alh
90946	mlk
90948	Slw
90952	nbA
90956	Amn
90958	Slw
90963	slm
90965	slm
90968	A*y
90970	Alh
90972	rsl
90974	lEn
90976	Alh
90979	dnw
90982	Axr
90984	Edd
90987	E*b
hwn
90991	A*y
90994	Amn
90997	Amn
90999	gyr
91001	ksb
91005	Hml
91007	bht
91009	Avm
byn
91014	nbA
qwl
91017	zwj
91020	bny
91023	nsw
91025	Amn
dnw
91031	jlb
91034	dnw
91036	Erf
91040	A*y
91043	kwn
Alh
gfr
rHm
91050	nhy
91052	nfq
91056	qlb
91058	mrD
91061	rjf
91064	mdn
91066	grw
91073	jwr
91079	qll
lEn
91083	vqf
91085	Ax*
91088	qtl
91090	qtl
snn
Alh
91095	xlw
91098	qbl
91101	wjd
91103	snn
Alh
bdl
sAl
91109	nws
91112	swE
qwl
91116	Elm
91118	End
Alh
91122	dry
91126	swE
kwn
qrb
91130	Alh
lEn
91133	kfr
91135	Edd
91138	sEr
xld
91142	Abd
91144	wjd
91146	wly
91149	nSr
ywm
qlb
wjh
91156	nwr
qwl
91162	TwE
91164	Alh
91166	TwE
91169	rsl
91171	qwl
91173	rbb
91177	TwE
91179	swd
91182	kbr
91185	Dll
91189	sbl
rbb
91192	Aty
91194	DEf
91197	E*b
91199	lEn
91201	lEn
kbr
91206	Amn
91209	kwn
91213	A*y
91217	brA
91219	Alh
91222	qwl
91225	kwn
End
Alh
wjh
91232	Amn
91234	wqy
91236	Alh
91238	qwl
91240	qwl
sdd
SlH
91245	Eml
91248	gfr
91251	*nb
91255	TwE
Alh
91258	rsl
91262	fwz
fwz
EZm
91267	ErD
91270	Amn
91273	smw
91276	ArD
91279	jbl
91281	Aby
91284	Hml
91288	$fq
91293	Hml
91296	Ans
91299	kwn
Zlm
jhl
91303	E*b
Alh
91306	nfq
91309	nfq
91312	$rk
91315	$rk
91317	twb
Alh
91321	Amn
91324	Amn
91326	kwn
Alh
gfr
rHm
91331	Hmd
91333	Alh
91340	smw
91345	ArD
91350	Hmd
91353	Axr
91357	Hkm
91359	xbr
Elm
91362	wlj
91365	ArD
91368	xrj
91373	nzl
91376	smw
91379	Erj
91385	rHm
91387	gfr
91389	qwl
91391	kfr
91394	Aty
91397	swE
qwl
91401	rbb
91404	Aty
91407	Elm
91409	gyb
91411	Ezb
91414	vql
*rr
91418	smw
91423	ArD
91426	Sgr
91431	kbr
91434	ktb
byn
91437	jzy
91439	Amn
91442	Eml
91445	SlH
91449	gfr
91451	rzq
krm
91455	sEy
91458	Ayy
91460	Ejz
91464	E*b
91466	rjz
Alm
91469	rAy
91471	Aty
91474	Elm
91476	nzl
91480	rbb
91484	Hqq
91486	hdy
91488	SrT
91490	Ezz
91492	Hmd
91494	qwl
91496	kfr
91499	dll
91502	rjl
nbA
91506	mzq
91508	kll
mzq
91514	xlq
jdd
91517	fry
91519	Alh
k*b
91524	jnn
91528	Amn
91532	Axr
91535	E*b
91538	Dll
91540	bEd
91544	rAy
91548	byn
ydy
91553	xlf
91557	smw
91560	ArD
91562	$yA
xsf
91567	ArD
91569	sqT
91572	ksf
91575	smw
91580	Ayy
91582	kll
Ebd
nwb
91588	Aty
91593	fDl
91595	jbl
Awb
91602	Tyr
91604	lyn
91609	Hdd
91611	Eml
sbg
91614	qdr
91617	srd
91619	Eml
91621	SlH
91626	Eml
91628	bSr
91633	rwH
gdw
91636	$hr
91638	rwH
91640	$hr
91642	syl
91646	Eyn
91648	qTr
91652	jnn
91654	Eml
byn
ydy
91659	A*n
rbb
91664	zyg
91668	Amr
91670	*wq
91673	E*b
91675	sEr
Eml
91681	$yA
91683	Hrb
91685	mvl
91687	jfn
91690	jby
91692	qdr
rsw
Eml
91696	Awl
91698	$kr
91700	qll
91702	Ebd
91705	$kr
91708	qDy
91713	mwt
91715	dll
91718	mwt
91721	dbb
91723	ArD
Akl
nsA
91729	xrr
byn
91732	jnn
91735	kwn
91737	Elm
91740	gyb
91742	lbv
91746	E*b
91748	hwn
91751	kwn
91755	skn
91757	Ayy
jnn
91760	ymn
91762	$ml
Akl
91766	rzq
rbb
91770	$kr
91774	bld
Tyb
91777	rbb
gfr
91780	ErD
91783	rsl
91787	syl
91789	Erm
91791	bdl
91795	jnn
91797	jnn
91799	Akl
xmT
91802	Avl
91804	$yA
91806	sdr
qll
91809	jzy
91814	kfr
91818	jzy
91821	kfr
91823	jEl
91825	byn
91828	byn
91830	qry
91832	brk
91836	qry
Zhr
91839	qdr
91844	syr
syr
91849	lyl
91851	ywm
Amn
91854	qwl
91856	rbb
91858	bEd
byn
sfr
91863	Zlm
91865	nfs
91868	jEl
91871	Hdv
91873	mzq
91876	kll
mzq
91882	Ayy
91884	kll
Sbr
$kr
91890	Sdq
91894	Znn
91897	tbE
91901	frq
91904	Amn
91907	kwn
91913	slT
91916	Elm
91918	Amn
91921	Axr
91928	$kk
91930	rbb
91933	kll
$yA
HfZ
qwl
dEw
91940	zEm
91943	dwn
Alh
91946	mlk
91948	vql
*rr
91952	smw
91957	ArD
91965	$rk
91973	Zhr
91976	nfE
91978	$fE
End
91984	A*n
91989	fzE
91991	qlb
91993	qwl
91996	qwl
rbb
91999	qwl
92002	Hqq
92006	Elw
92008	kbr
qwl
92011	rzq
92015	smw
92018	ArD
qwl
Alh
92028	hdy
92031	Dll
byn
qwl
92035	sAl
92039	jrm
92043	sAl
92046	Eml
92048	qwl
jmE
byn
92052	rbb
92055	ftH
byn
92060	Hqq
92064	ftH
92066	Elm
qwl
rAy
92072	lHq
92076	$rk
92080	Alh
92082	Ezz
92084	Hkm
92087	rsl
92091	kff
92094	nws
b$r
92097	n*r
92100	kvr
92102	nws
92104	Elm
92107	qwl
92112	wEd
92114	kwn
92116	Sdq
qwl
92120	wEd
ywm
92123	Axr
92127	swE
92130	qdm
92133	qwl
92135	kfr
92138	Amn
92142	qrA
92147	byn
ydy
92152	rAy
92155	Zlm
wqf
End
rbb
92160	rjE
bED
92164	bED
92166	qwl
qwl
92169	DEf
92173	kbr
92178	kwn
92180	Amn
qwl
92183	kbr
92187	DEf
92191	Sdd
92196	hdy
bEd
92199	jyA
92202	kwn
92204	jrm
92206	qwl
92208	DEf
92212	kbr
92215	mkr
92217	lyl
92220	nhr
92222	Amr
92226	kfr
92228	Alh
92230	jEl
92233	ndd
92235	srr
92238	ndm
92240	rAy
92243	E*b
92245	jEl
92248	gll
92250	Enq
92252	kfr
92255	jzy
92259	kwn
92261	Eml
92265	rsl
92268	qry
92270	n*r
92272	qwl
trf
92279	rsl
92283	kfr
92285	qwl
92288	kvr
mwl
92291	wld
92296	E*b
qwl
92299	rbb
92301	bsT
92303	rzq
92306	$yA
92308	qdr
92311	kvr
92313	nws
92315	Elm
92319	mwl
92323	wld
92327	qrb
92329	End
92331	zlf
92334	Amn
92336	Eml
SlH
92342	jzy
92344	DEf
92347	Eml
92353	grf
Amn
92357	sEy
92360	Ayy
92362	Ejz
92366	E*b
HDr
qwl
92370	rbb
92372	bsT
92374	rzq
92377	$yA
92379	Ebd
92382	qdr
92387	nfq
92390	$yA
92393	xlf
92397	xyr
92399	rzq
92401	ywm
H$r
92404	jmE
92406	qwl
92409	mlk
92413	kwn
92415	Ebd
92417	qwl
92419	sbH
92422	wly
92425	dwn
92428	kwn
92430	Ebd
92433	jnn
kvr
92438	Amn
92441	ywm
92443	mlk
bED
92447	bED
nfE
92451	Drr
92453	qwl
92456	Zlm
92458	*wq
92460	E*b
92462	nwr
92464	kwn
92468	k*b
92472	tlw
92475	Ayy
92477	byn
qwl
92483	rjl
rwd
92486	Sdd
92490	kwn
Ebd
Abw
92495	qwl
92500	Afk
fry
92503	qwl
92505	kfr
92509	Hqq
92511	jyA
92516	sHr
byn
92520	Aty
92524	ktb
drs
92530	rsl
92534	qbl
92537	n*r
92539	k*b
92542	qbl
92546	blg
92548	E$r
92550	Aty
92554	k*b
92556	rsl
92559	kyf
kwn
nkr
92563	qwl
92566	wEZ
92569	wHd
92571	qwm
92574	Alh
vny
92577	frd
92579	fkr
92583	SHb
92586	jnn
92590	n*r
92593	byn
ydy
E*b
$dd
qwl
92599	sAl
92603	Ajr
92609	Ajr
92613	Alh
92617	kll
$yA
$hd
qwl
92622	rbb
92624	q*f
92627	Hqq
Elm
92630	gyb
qwl
jyA
92634	Hqq
92637	bdA
92639	bTl
92642	Ewd
qwl
92645	Dll
92650	Dll
92652	nfs
92656	hdy
92661	wHy
92664	rbb
92668	smE
qrb
92672	rAy
92674	fzE
92678	fwt
92680	Ax*
92683	kwn
qrb
92686	qwl
92688	Amn
92693	Any
92697	nw$
92699	kwn
bEd
92703	kfr
92708	qbl
92710	q*f
92714	gyb
92716	kwn
bEd
92719	Hwl
byn
92723	byn
92725	$hw
92729	fEl
92731	$yE
92734	qbl
92737	kwn
92740	$kk
ryb
92743	Hmd
92745	Alh
fTr
92748	smw
92751	ArD
jEl
92754	mlk
rsl
Awl
jnH
vny
92760	vlv
92762	rbE
zyd
92766	xlq
92768	$yA
92770	Alh
92772	kll
$yA
qdr
92776	ftH
Alh
92780	nws
92782	rHm
92785	msk
92790	msk
92793	rsl
92797	bEd
92802	Ezz
92804	Hkm
92808	nws
*kr
92811	nEm
Alh
92817	xlq
gyr
Alh
rzq
92824	smw
92827	ArD
92829	Alh
92833	Any
Afk
92838	k*b
92843	k*b
rsl
92846	qbl
92850	Alh
rjE
92853	Amr
92857	nws
92859	wEd
Alh
Hqq
92864	grr
92868	Hyy
92870	dnw
92873	grr
92877	Alh
92879	grr
92882	$Tn
92885	Edw
92887	Ax*
92890	Edw
92893	dEw
Hzb
92897	kwn
92900	SHb
92902	sEr
92904	kfr
92908	E*b
$dd
92912	Amn
92915	Eml
92918	SlH
92921	gfr
92923	Ajr
kbr
92928	zyn
92931	swA
Eml
92935	rAy
92937	Hsn
92940	Alh
Dll
92943	$yA
92945	hdy
92947	$yA
92950	*hb
nfs
92955	Hsr
92957	Alh
Elm
92961	SnE
92964	Alh
92966	rsl
92968	rwH
92970	vwr
sHb
92973	swq
92977	bld
mwt
92980	Hyy
92985	ArD
bEd
mwt
92992	n$r
92994	kwn
rwd
92997	Ezz
93000	Alh
93002	Ezz
jmE
93006	SEd
93008	klm
93010	Tyb
93013	Eml
93015	SlH
rfE
93020	mkr
93023	swA
93026	E*b
$dd
93029	mkr
93032	bwr
93034	Alh
xlq
93038	trb
93041	nTf
93043	jEl
93045	zwj
93048	Hml
93050	Anv
93053	wDE
93056	Elm
93060	Emr
93062	Emr
93065	nqS
93067	Emr
93071	ktb
93075	Alh
ysr
93079	swy
93081	bHr
93083	E*b
frt
swg
$rb
93090	mlH
Ajj
93094	kll
Akl
93097	lHm
Trw
93100	xrj
93102	Hly
lbs
93107	rAy
93109	flk
93112	mxr
93114	bgy
93117	fDl
93122	$kr
93124	wlj
93126	lyl
93129	nhr
93131	wlj
93133	nhr
93136	lyl
93138	sxr
93140	$ms
93143	qmr
kll
jry
93147	Ajl
smw
93150	Alh
rbb
93156	mlk
93159	dEw
93162	dwn
93165	mlk
93168	qTmr
93170	dEw
93174	smE
93176	dEw
93180	smE
93183	jwb
93188	ywm
93190	qwm
kfr
93194	$rk
93198	nbA
93200	mvl
xbr
93205	nws
93208	fqr
93210	Alh
93212	Alh
93215	gny
93217	Hmd
93219	$yA
*hb
93223	Aty
93225	xlq
jdd
93231	Alh
93233	Ezz
93236	wzr
wzr
wzr
Axr
93242	dEw
vql
93245	Hml
93248	Hml
93251	$yA
93254	kwn
93256	qrb
93259	n*r
93261	x$y
93263	rbb
93267	gyb
93269	qwm
93272	Slw
93275	zkw
93279	zkw
93281	nfs
93285	Alh
93287	Syr
93290	swy
93292	Emy
93295	bSr
93299	Zlm
93303	nwr
93307	Zll
93311	Hrr
93314	swy
93316	Hyy
93320	mwt
93322	Alh
smE
93325	$yA
93330	smE
93334	qbr
93338	n*r
93341	rsl
93346	Hqq
b$r
93349	n*r
93353	Amm
93355	xlw
93358	n*r
93361	k*b
93366	k*b
93369	qbl
93371	jyA
93373	rsl
93377	byn
93381	zbr
93385	ktb
93387	nwr
93389	Ax*
93392	kfr
93395	kyf
kwn
nkr
93401	rAy
93403	Alh
nzl
93407	smw
mwh
93410	xrj
93414	vmr
xlf
lwn
93421	jbl
jdd
byD
93425	Hmr
xlf
lwn
93430	grb
swd
93435	nws
93438	dbb
93441	nEm
xlf
lwn
93449	x$y
Alh
93452	Ebd
93455	Elm
93457	Alh
Ezz
gfr
93462	tlw
93464	ktb
Alh
93467	qwm
93470	Slw
93472	nfq
93476	rzq
93479	srr
93481	Eln
rjw
93484	tjr
93486	bwr
93488	wfy
93490	Ajr
93493	zyd
93496	fDl
93500	gfr
$kr
93504	wHy
93510	ktb
93513	Hqq
Sdq
93517	byn
ydy
93521	Alh
93523	Ebd
93526	xbr
bSr
93529	wrv
93532	ktb
93534	Sfw
93537	Ebd
93542	Zlm
93544	nfs
93549	qSd
93553	sbq
93556	xyr
93558	A*n
Alh
93563	fDl
93565	kbr
jnn
93568	dxl
93571	Hly
93576	swr
93578	*hb
93580	lAlA
93582	lbs
93586	Hrr
93588	qwl
93591	Hmd
93593	Alh
93595	*hb
93599	Hzn
93601	rbb
93604	gfr
$kr
93607	Hll
93609	dwr
93611	qwm
93613	fDl
93616	mss
93620	nSb
93623	mss
93627	lgb
93630	kfr
93634	nwr
93637	qDy
93641	mwt
93645	xff
93649	E*b
93653	jzy
kll
kfr
93658	Srx
93662	rbb
93664	xrj
93666	Eml
SlH
gyr
93670	kwn
93672	Eml
93676	Emr
93679	*kr
93683	*kr
93685	jyA
93688	n*r
93690	*wq
93696	Zlm
93698	nSr
93700	Alh
Elm
gyb
93704	smw
93707	ArD
93710	Elm
93714	Sdr
93717	jEl
93719	xlf
93722	ArD
93725	kfr
93729	kfr
93733	zyd
93735	kfr
kfr
93738	End
rbb
93742	mqt
93745	zyd
93747	kfr
kfr
93751	xsr
qwl
93754	rAy
93756	$rk
93759	dEw
93762	dwn
Alh
rAy
93768	xlq
93772	ArD
93776	$rk
93779	smw
93781	Aty
93784	ktb
93788	byn
93793	wEd
93795	Zlm
bED
93798	bED
93800	grr
93802	Alh
msk
93805	smw
93808	ArD
93810	zwl
93815	zwl
93818	msk
93821	AHd
93823	bEd
93827	kwn
Hlm
gfr
93831	qsm
93834	Alh
jhd
ymn
93840	jyA
93842	n*r
93844	kwn
93846	hdy
93848	AHd
93850	Amm
93853	jyA
93855	n*r
93857	zyd
93860	nfr
kbr
93864	ArD
93866	mkr
93868	swA
93871	Hyq
93873	mkr
93875	swA
93878	Ahl
93882	nZr
93885	snn
93887	Awl
93890	wjd
93892	snn
Alh
bdl
93897	wjd
93899	snn
Alh
Hwl
93905	syr
93909	ArD
93911	nZr
93913	kyf
kwn
Eqb
93918	qbl
93921	kwn
93923	$dd
93926	qwy
93929	kwn
Alh
93932	Ejz
93935	$yA
93938	smw
93943	ArD
93946	kwn
Elm
qdr
93951	Ax*
Alh
93954	nws
93957	ksb
93960	trk
93962	Zhr
93965	dbb
93968	Axr
93971	Ajl
smw
93975	jyA
Ajl
93980	Alh
kwn
93983	Ebd
93985	bSr
93989	qrA
93991	Hkm
93997	rsl
93999	SrT
qwm
nzl
94003	Ezz
94005	rHm
94007	n*r
qwm
94010	n*r
Abw
94015	gfl
94018	Hqq
94020	qwl
94022	kvr
94027	Amn
94031	jEl
94034	Enq
94036	gll
94041	*qn
94044	qmH
94046	jEl
94049	byn
ydy
94052	sdd
94055	xlf
94057	sdd
94059	g$w
94065	bSr
94068	swy
94072	n*r
94077	n*r
94080	Amn
94084	n*r
94086	tbE
94088	*kr
94090	x$y
94092	rHm
94095	gyb
94097	b$r
94100	gfr
94102	Ajr
krm
94107	Hyy
94109	mwt
94111	ktb
94113	qdm
94116	Avr
94119	kll
$yA
HSy
94125	Amm
byn
94128	Drb
94131	mvl
SHb
94134	qry
94136	jyA
94139	rsl
94141	rsl
94145	vny
94147	k*b
94151	Ezz
94154	vlv
94156	qwl
94162	rsl
qwl
94168	b$r
mvl
94173	nzl
94175	rHm
94177	$yA
94181	k*b
94183	qwl
94185	rbb
94187	Elm
94193	rsl
94200	blg
94202	byn
qwl
94207	Tyr
94214	nhy
94217	rjm
94222	mss
94227	E*b
Alm
qwl
94231	Tyr
94237	*kr
94241	qwm
srf
94244	jyA
94246	qSw
94248	mdn
rjl
sEy
qwl
94253	qwm
94255	tbE
94258	rsl
tbE
94263	sAl
94265	Ajr
94268	hdy
94274	Ebd
94276	fTr
94281	rjE
94284	Ax*
94286	dwn
94288	Alh
94290	rwd
94293	rHm
94295	Drr
94297	gny
94300	$fE
94302	$yA
94305	nq*
94313	Dll
byn
94317	Amn
94320	rbb
94323	smE
94326	qwl
dxl
94329	jnn
qwl
94333	qwm
94335	Elm
94339	gfr
94342	rbb
94345	jEl
94349	krm
94352	nzl
94355	qwm
94358	bEd
94361	jnd
94364	smw
94367	kwn
94369	nzl
94371	kwn
94373	SyH
wHd
94378	xmd
94380	Hsr
94383	Ebd
94385	Aty
94388	rsl
94390	kwn
94394	hzA
94398	rAy
94401	hlk
94403	qbl
94407	qrn
94413	rjE
94417	kll
94419	jmE
94422	HDr
94424	Ayy
94428	ArD
94430	mwt
Hyy
94435	xrj
94439	Hbb
94443	Akl
94446	jEl
94450	jnn
94452	nxl
94454	Enb
94456	fjr
94462	Eyn
94464	Akl
94467	vmr
94471	Eml
94473	ydy
94478	$kr
94480	sbH
94482	xlq
94484	zwj
kll
94489	nbt
94491	ArD
94494	nfs
94500	Elm
94503	Ayy
94507	lyl
slx
94512	nhr
94516	Zlm
94519	$ms
jry
94522	qrr
94526	qdr
94528	Ezz
94530	Elm
94533	qmr
qdr
94537	nzl
94539	Ewd
94542	Erjn
94544	qdm
94547	$ms
bgy
94552	drk
94554	qmr
94558	lyl
sbq
94561	nhr
94563	kll
94565	flk
sbH
94569	Ayy
94574	Hml
94576	*rr
94580	flk
94582	$Hn
94584	xlq
94589	mvl
94592	rkb
94596	$yA
grq
94601	Srx
94607	nq*
94610	rHm
94614	mtE
94616	Hyn
94619	qwl
94622	wqy
94625	byn
ydy
94630	xlf
94634	rHm
94638	Aty
94641	Ayy
94643	Ayy
rbb
94647	kwn
94651	ErD
94654	qwl
94657	nfq
94661	rzq
94663	Alh
qwl
94666	kfr
94670	Amn
94673	TEm
94676	$yA
Alh
TEm
94684	Dll
byn
94687	qwl
94692	wEd
94694	kwn
94696	Sdq
94698	nZr
94701	SyH
wHd
Ax*
94707	xSm
94711	TwE
94713	wSy
94717	Ahl
94719	rjE
94722	nfx
94725	Swr
94731	jdv
94733	rbb
94735	nsl
94737	qwl
94743	bEv
94746	rqd
94750	wEd
94752	rHm
94754	Sdq
94756	rsl
94758	kwn
94760	SyH
wHd
94765	jmE
94768	HDr
94771	ywm
94773	Zlm
nfs
$yA
94778	jzy
94782	kwn
94784	Eml
94787	SHb
94789	jnn
94791	ywm
94793	$gl
fkh
94797	zwj
94800	Zll
94803	Ark
wkA
94809	fkh
94814	dEw
94816	slm
qwl
94819	rbb
rHm
94822	myz
94825	ywm
94828	jrm
94831	Ehd
94835	bny
94839	Ebd
94842	$Tn
94847	Edw
byn
94851	Ebd
94855	SrT
qwm
94860	Dll
94863	jbl
kvr
94868	kwn
94870	Eql
94875	kwn
94877	wEd
94879	Sly
94883	ywm
94886	kwn
94888	kfr
94891	ywm
xtm
94894	fwh
94897	klm
94899	ydy
94902	$hd
rjl
94907	kwn
94909	ksb
94913	$yA
94915	Tms
94918	Eyn
94921	sbq
94924	SrT
94926	Any
bSr
94931	$yA
94933	msx
94937	kwn
94941	TwE
94943	mDy
94946	rjE
94950	Emr
94952	nks
94956	xlq
94960	Eql
94964	Elm
94968	$Er
94971	bgy
94977	*kr
94979	qrA
byn
94982	n*r
94984	kwn
Hyy
94987	Hqq
94989	qwl
94992	kfr
94996	rAy
95000	xlq
95006	Eml
ydy
95009	nEm
95014	mlk
95016	*ll
95024	rkb
95029	Akl
95036	nfE
95038	$rb
95042	$kr
95045	Ax*
95048	dwn
Alh
Alh
95053	nSr
95056	TwE
95058	nSr
95064	jnd
HDr
95068	Hzn
95070	qwl
95074	Elm
95076	srr
95080	Eln
95085	rAy
95087	Ans
95090	xlq
95094	nTf
95098	xSm
byn
95101	Drb
95104	mvl
95106	nsy
xlq
95109	qwl
95111	Hyy
95113	EZm
95116	rmm
qwl
Hyy
95121	n$A
95123	Awl
mrr
95128	kll
xlq
Elm
95132	jEl
95137	$jr
95139	xDr
nwr
95146	wqd
95150	lys
95152	xlq
95154	smw
95157	ArD
95159	qdr
95162	xlq
mvl
95169	xlq
95171	Elm
95174	Amr
95177	rwd
$yA
95180	qwl
95183	kwn
95185	kwn
95187	sbH
95190	ydy
95192	mlk
kll
$yA
95198	rjE
95202	Sff
Sff
95206	zjr
zjr
95210	tlw
*kr
95213	Alh
95216	wHd
rbb
95219	smw
95222	ArD
95225	byn
95228	rbb
95230	$rq
95233	zyn
95236	smw
95238	dnw
95240	zyn
95242	kwkb
95244	HfZ
95246	kll
$Tn
mrd
95250	smE
95254	mlA
95256	Elw
95258	q*f
95261	kll
jnb
dHr
95267	E*b
wSb
95271	xTf
95273	xTf
95275	tbE
95277	$hb
vqb
95280	fty
95284	$dd
xlq
95288	xlq
95292	xlq
95296	Tyn
lzb
95299	Ejb
95302	sxr
95306	*kr
95309	*kr
95313	rAy
95315	Ayy
sxr
95319	qwl
95324	sHr
byn
95328	mwt
95331	kwn
95333	trb
95335	EZm
95340	bEv
95343	Abw
95346	Awl
qwl
95351	dxr
95356	zjr
wHd
95361	nZr
95364	qwl
95370	ywm
95372	dyn
95374	ywm
95376	fSl
95378	kwn
95382	k*b
95384	H$r
95387	Zlm
95390	zwj
95394	kwn
95396	Ebd
95399	dwn
Alh
95402	hdy
95406	SrT
95408	jHm
95410	wqf
95415	sAl
95420	nSr
95425	ywm
slm
95428	qbl
bED
95432	bED
sAl
95435	qwl
95439	kwn
95441	Aty
95446	ymn
qwl
95451	kwn
95453	Amn
95456	kwn
95462	slT
95464	kwn
95466	qwm
Tgy
95469	Hqq
95472	qwl
rbb
95478	*wq
95480	gwy
95485	kwn
95487	gwy
95494	E*b
$rk
95500	fEl
95503	jrm
95506	kwn
95509	qwl
95513	Alh
95515	Alh
kbr
95519	qwl
95525	trk
Alh
95529	$Er
jnn
95532	jyA
95535	Hqq
95537	Sdq
95539	rsl
95543	*wq
95545	E*b
95547	Alm
95550	jzy
95554	kwn
95556	Eml
95559	Ebd
Alh
95562	xlS
95566	rzq
Elm
fkh
95571	krm
95573	jnn
95575	nEm
95577	srr
qbl
Twf
95583	kAs
95585	Eyn
byD
l**
95590	$rb
95594	gwl
95600	nzf
95603	End
95605	qSr
95607	Trf
Eyn
95611	byD
knn
95614	qbl
bED
95618	bED
sAl
95621	qwl
qwl
95627	kwn
95630	qrn
qwl
95638	Sdq
95641	mwt
95644	kwn
95646	trb
95648	EZm
95653	dyn
qwl
95657	TlE
95659	TlE
95661	rAy
95664	swy
95666	jHm
qwl
95669	Alh
95671	kwd
95674	rdy
95678	nEm
rbb
95682	kwn
95686	HDr
95692	mwt
95694	mwt
95697	Awl
95702	E*b
95708	fwz
95710	EZm
95712	mvl
95716	Eml
95718	Eml
95721	xyr
nzl
95724	$jr
95726	zqm
95729	jEl
95732	ftn
95735	Zlm
95738	$jr
xrj
95741	ASl
95743	jHm
TlE
95748	rAs
95750	$Tn
95755	Akl
95759	mlA
95763	bTn
95771	$wb
95773	Hmm
95776	rjE
95781	jHm
95784	lfw
95786	Abw
95788	Dll
95792	Avr
95794	hrE
95799	Dll
qbl
95802	kvr
95804	Awl
95808	rsl
95812	n*r
95814	nZr
kyf
kwn
Eqb
95819	n*r
95821	Ebd
Alh
95824	xlS
95828	ndw
95833	nEm
95835	jwb
95837	njw
95841	Ahl
95845	krb
95847	EZm
95849	jEl
95851	*rr
95855	bqy
95857	trk
95863	Axr
slm
95869	Elm
95874	jzy
95876	Hsn
95880	Ebd
95883	Amn
95885	grq
95888	Axr
95892	$yE
95897	jyA
rbb
95901	qlb
slm
95904	qwl
95906	Abw
95909	qwm
95912	Ebd
95915	Afk
Alh
dwn
Alh
rwd
95923	Znn
95926	rbb
95928	Elm
95930	nZr
nZr
95934	njm
95936	qwl
95939	sqm
95941	wly
95945	dbr
95947	rwg
95949	Alh
95952	qwl
95955	Akl
95961	nTq
95964	rwg
95967	Drb
95970	ymn
95972	qbl
95976	zff
95978	qwl
95980	Ebd
95983	nHt
95986	Alh
xlq
95991	Eml
95993	qwl
95995	bny
95999	bny
96001	lqy
96006	jHm
96008	rwd
96012	kyd
96014	jEl
96018	sfl
96020	qwl
96023	*hb
96025	rbb
96028	hdy
96030	rbb
96032	whb
96037	SlH
96039	b$r
96043	glm
Hlm
96047	blg
96051	sEy
qwl
96054	bny
96058	rAy
96061	nwm
96064	*bH
96067	nZr
96069	rAy
qwl
96072	Abw
96074	fEl
96076	Amr
96078	wjd
96081	$yA
Alh
96085	Sbr
96088	slm
96091	tll
96095	jbn
96097	ndw
96104	Sdq
96107	rAy
96112	jzy
96114	Hsn
96120	blw
96122	byn
96124	fdy
96128	*bH
EZm
96131	trk
96137	Axr
slm
96143	jzy
96145	Hsn
96149	Ebd
96152	Amn
96154	b$r
96159	nbA
96162	SlH
96164	brk
96173	*rr
96175	Hsn
96177	Zlm
96179	nfs
96181	byn
96185	mnn
96192	njw
96196	qwm
96200	krb
96202	EZm
96204	nSr
96208	kwn
96212	glb
96214	Aty
96218	ktb
96220	byn
96222	hdy
96226	SrT
96228	qwm
96230	trk
96236	Axr
slm
96246	jzy
96248	Hsn
96252	Ebd
96255	Amn
96262	rsl
96264	qwl
96266	qwm
96270	wqy
96273	dEw
96275	bEl
96277	w*r
96279	Hsn
96281	xlq
Alh
rbb
96286	rbb
Abw
96290	Awl
96292	k*b
96299	HDr
96301	Ebd
Alh
96304	xlS
96306	trk
96312	Axr
slm
96320	jzy
96322	Hsn
96326	Ebd
96329	Amn
96336	rsl
96338	njw
96342	Ahl
96344	jmE
96346	Ejz
96349	gbr
96351	dmr
96354	Axr
96359	mrr
96363	SbH
96367	lyl
96371	Eql
96379	rsl
96381	Abq
96384	flk
96386	$Hn
96388	shm
96390	kwn
96393	dHD
96395	lqm
96398	Hwt
96401	lwm
96406	kwn
96409	sbH
96411	lbv
96413	bTn
96416	ywm
bEv
96420	nb*
96425	Ery
96428	sqm
96430	nbt
96434	$jr
96438	rsl
96442	mAy
Alf
96445	zyd
96448	Amn
96451	mtE
96455	Hyn
96457	fty
96461	rbb
96464	bny
96469	bny
96471	xlq
96474	mlk
Anv
96478	$hd
96483	Afk
96486	qwl
96488	wld
Alh
96494	k*b
96496	Sfw
96498	bny
96501	bny
96505	kyf
Hkm
96511	*kr
96516	slT
byn
96519	Aty
96522	ktb
96525	kwn
96527	Sdq
96529	jEl
96531	byn
96534	byn
96536	jnn
nsb
96541	Elm
96543	jnn
96547	HDr
sbH
Alh
96552	wSf
96555	Ebd
Alh
96558	xlS
96564	Ebd
96571	ftn
96575	Sly
96577	jHm
96585	qwm
Elm
96593	Sff
96600	sbH
96603	kwn
96606	qwl
96610	End
96612	*kr
96615	Awl
96617	kwn
96619	Ebd
Alh
96622	xlS
96624	kfr
96630	Elm
96635	sbq
klm
96639	Ebd
96642	rsl
96648	nSr
96651	jnd
96656	glb
96658	wly
96662	Hyn
96664	bSr
96668	bSr
96673	E*b
96675	Ejl
96679	nzl
96681	swH
96684	swA
SbH
96687	n*r
96689	wly
96693	Hyn
96695	bSr
96698	bSr
96700	sbH
rbb
96703	rbb
96705	Ezz
96708	wSf
96711	slm
96714	rsl
96717	Hmd
96719	Alh
rbb
96722	Elm
96726	qrA
96729	*kr
96732	kfr
96735	Ezz
96737	$qq
96739	hlk
96742	qbl
96745	qrn
96747	ndw
96750	lwt
Hyn
nwS
96754	Ejb
96757	jyA
96759	n*r
96763	qwl
96765	kfr
96767	sHr
k*b
96770	jEl
96772	Alh
Alh
wHd
96778	$yA
Ejb
96781	Tlq
96783	mlA
96787	m$y
96790	Sbr
96793	Alh
96798	$yA
rwd
96801	smE
96807	mll
96809	Axr
96813	xlq
96815	nzl
96819	*kr
96821	byn
96826	$kk
96828	*kr
96832	*wq
96834	E*b
96837	End
96839	xzn
rHm
rbb
96844	Ezz
96846	whb
96850	mlk
96852	smw
96855	ArD
96858	byn
96862	rqy
96866	sbb
jnd
96870	hzm
96873	Hzb
k*b
qbl
96877	qwm
96880	Ewd
96885	wtd
96889	qwm
96892	SHb
96897	Hzb
96899	kll
96901	k*b
96903	rsl
96905	Hqq
Eqb
96910	nZr
96913	SyH
wHd
96919	fwq
96921	qwl
96923	rbb
96925	Ejl
96928	qTT
96930	qbl
ywm
96933	Hsb
Sbr
96937	qwl
96940	*kr
Ebd
96946	Ayd
96949	Awb
96952	sxr
96955	jbl
96958	sbH
96962	E$w
96965	$rq
96968	Tyr
H$r
kll
96973	Awb
96975	$dd
96977	mlk
96980	Aty
96984	Hkm
96986	fSl
96988	xTb
96991	Aty
96993	nbA
96995	xSm
96997	swr
97000	Hrb
97002	dxl
97007	fzE
97010	qwl
97013	xwf
xSm
bgy
bED
97019	bED
97021	Hkm
byn
97026	Hqq
97029	$TT
97031	hdy
97034	swy
97036	SrT
97039	Axw
97043	tsE
97045	tsE
nEj
97050	nEj
wHd
97053	qwl
kfl
97058	Ezz
97062	xTb
qwl
97066	Zlm
97069	sAl
nEj
97073	nEj
97077	kvr
97080	xlT
97082	bgy
bED
97086	bED
97089	Amn
97092	Eml
97095	SlH
97097	qll
97101	Znn
97105	ftn
97109	gfr
rbb
97113	xrr
rkE
97116	nwb
97118	gfr
97127	End
97130	zlf
97132	Hsn
Awb
97138	jEl
97141	xlf
97144	ArD
97146	Hkm
byn
97149	nws
97152	Hqq
97155	tbE
97157	hwy
97159	Dll
97162	sbl
Alh
97166	Dll
97169	sbl
Alh
97173	E*b
$dd
97177	nsy
97179	ywm
97181	Hsb
97184	xlq
97187	smw
97190	ArD
97193	byn
97195	bTl
97197	Znn
97199	kfr
97205	kfr
97209	nwr
97211	jEl
97213	Amn
97216	Eml
97219	SlH
97222	fsd
97225	ArD
97227	jEl
97229	wqy
97232	fjr
ktb
nzl
97239	brk
97241	dbr
97243	Ayy
97247	*kr
Awl
97250	lbb
97252	whb
97257	nEm
97259	Ebd
97262	Awb
97264	ErD
97269	E$w
97271	Sfn
97273	jwd
97275	qwl
97278	Hbb
97280	Hbb
97282	xyr
97284	*kr
rbb
97288	wry
97291	Hjb
rdd
97298	Tfq
msH
97302	swq
97305	Enq
97309	ftn
97313	lqy
97316	krs
97318	jsd
97320	nwb
qwl
rbb
97324	gfr
97328	whb
97331	mlk
97333	bgy
97335	AHd
97337	bEd
97343	whb
97345	sxr
97350	rwH
jry
97353	Amr
97355	rxw
Hyv
Swb
97360	$Tn
kll
bny
97364	gwS
97366	Axr
qrn
97370	Sfd
97372	ETw
97375	mnn
97377	msk
97379	gyr
Hsb
97385	End
97388	zlf
97390	Hsn
Awb
97393	*kr
Ebd
97398	ndw
rbb
97403	mss
97406	$Tn
97408	nSb
97410	E*b
rkD
97413	rjl
97416	gsl
brd
97419	$rb
97421	whb
97425	Ahl
97428	mvl
97432	rHm
97436	*kr
97438	Awl
97440	lbb
97442	Ax*
97444	ydy
97446	Dgv
97448	Drb
97453	Hnv
97456	wjd
97459	Sbr
nEm
97462	Ebd
97465	Awb
97467	*kr
Ebd
97475	Awl
97477	ydy
97480	bSr
97483	xlS
97487	xlS
*kr
97490	dwr
97494	End
97499	Sfw
97501	xyr
97503	*kr
97511	kfl
97513	kll
97516	xyr
97518	*kr
97523	wqy
97525	Hsn
Awb
jnn
97529	ftH
97533	bwb
wkA
97537	dEw
97542	fkh
kvr
97545	$rb
97547	End
97549	qSr
97551	Trf
trb
97555	wEd
97558	ywm
97560	Hsb
97564	rzq
97570	nfd
97576	Tgy
97578	$rr
Awb
97581	Sly
97585	bAs
97587	mhd
97591	*wq
97594	Hmm
97596	gsq
97598	Axr
97600	$kl
97602	zwj
97604	fwj
qHm
97609	rHb
97614	Sly
97616	nwr
qwl
97622	rHb
97626	qdm
97632	bAs
97634	qrr
qwl
97637	rbb
97640	qdm
97645	zyd
97647	E*b
DEf
97651	nwr
97653	qwl
97659	rAy
rjl
kwn
97663	Edd
97667	$rr
97669	Ax*
97672	sxr
97674	zyg
97678	bSr
97682	Hqq
xSm
Ahl
97686	nwr
qwl
97691	n*r
97695	Alh
97697	Alh
97699	wHd
97701	qhr
rbb
97704	smw
97707	ArD
97710	byn
97713	Ezz
97715	gfr
qwl
97718	nbA
EZm
97723	ErD
97725	kwn
97729	Elm
97732	mlA
97734	Elw
97736	xSm
97739	wHy
97746	n*r
byn
97749	qwl
rbb
97754	mlk
97757	xlq
b$r
97760	Tyn
97763	swy
97767	nfx
97772	rwH
97775	wqE
97779	sjd
97781	sjd
97783	mlk
kll
97786	jmE
97789	kbr
97791	kwn
97794	kfr
qwl
97799	mnE
97802	sjd
97805	xlq
97808	ydy
97811	kbr
97814	kwn
97818	Elw
qwl
97821	xyr
97824	xlq
97828	nwr
97830	xlq
97834	Tyn
qwl
97837	xrj
97843	rjm
97848	lEn
97851	ywm
97853	dyn
qwl
rbb
97858	nZr
97861	ywm
bEv
97864	qwl
97870	nZr
97872	ywm
97874	wqt
97876	Elm
qwl
97880	Ezz
97883	gwy
97886	jmE
97888	Ebd
97893	xlS
qwl
97897	Hqq
97900	Hqq
qwl
97903	mlA
97911	tbE
97915	jmE
qwl
97918	sAl
97923	Ajr
97929	klf
97933	*kr
97936	Elm
97939	Elm
97941	nbA
97943	bEd
Hyn
nzl
97947	ktb
97949	Alh
97951	Ezz
97953	Hkm
97956	nzl
97961	ktb
97964	Hqq
97966	Ebd
Alh
xlS
97972	dyn
97975	Alh
97977	dyn
97979	xlS
97982	Ax*
97985	dwn
97987	wly
97989	Ebd
97993	qrb
97997	Alh
zlf
98000	Alh
Hkm
byn
98009	xlf
98012	Alh
98014	hdy
98017	k*b
kfr
98020	rwd
Alh
98023	Ax*
wld
98026	Sfw
98029	xlq
98031	$yA
sbH
98035	Alh
98037	wHd
98039	qhr
xlq
98042	smw
98045	ArD
98048	Hqq
kwr
98051	lyl
98054	nhr
98056	kwr
98058	nhr
98061	lyl
98063	sxr
98065	$ms
98068	qmr
kll
jry
98072	Ajl
smw
98077	Ezz
98079	gfr
xlq
98083	nfs
wHd
98086	jEl
98089	zwj
98092	nzl
98097	nEm
vmn
zwj
xlq
98103	bTn
Amm
98106	xlq
98108	bEd
xlq
98111	Zlm
vlv
98114	Alh
rbb
98120	mlk
98122	Alh
98126	Any
Srf
98130	kfr
98134	Alh
gny
98140	rDw
98142	Ebd
98145	kfr
98148	$kr
98150	rDw
98156	wzr
wzr
wzr
Axr
98162	rbb
98164	rjE
98167	nbA
98171	kwn
98173	Eml
98177	Elm
98181	Sdr
98184	mss
98186	Ans
Drr
dEw
rbb
98191	nwb
98196	xwl
98198	nEm
98201	nsy
98203	kwn
dEw
98208	qbl
98210	jEl
98212	Alh
ndd
98215	Dll
98217	sbl
98219	qwl
mtE
98222	kfr
98224	qll
98228	SHb
98230	nwr
98234	qnt
Any
98237	lyl
sjd
98240	qwm
H*r
98243	Axr
98245	rjw
rHm
rbb
98249	qwl
98251	swy
98253	Elm
98258	Elm
98262	*kr
Awl
98265	lbb
qwl
98268	Ebd
98271	Amn
98273	wqy
98275	rbb
98279	Hsn
98284	dnw
Hsn
98287	ArD
Alh
wsE
98292	wfy
98294	Sbr
Ajr
98298	gyr
Hsb
qwl
98303	Amr
98306	Ebd
Alh
xlS
98312	dyn
98314	Amr
98318	kwn
Awl
98321	slm
qwl
98325	xwf
98327	ESy
98329	rbb
98331	E*b
ywm
EZm
qwl
Alh
Ebd
xlS
98340	dyn
98343	Ebd
98346	$yA
98349	dwn
98351	qwl
98354	xsr
98356	xsr
98358	nfs
98361	Ahl
98363	ywm
98365	qwm
98370	xsr
98372	byn
98376	fwq
98378	Zll
98381	nwr
98384	tHt
98386	Zll
98388	xwf
Alh
98392	Ebd
98395	Ebd
98398	wqy
98403	jnb
98406	Tgy
98408	Ebd
98412	nwb
98415	Alh
98419	b$r
98421	b$r
Ebd
98425	smE
98428	qwl
98430	tbE
98432	Hsn
98436	hdy
98438	Alh
98442	Awl
98444	lbb
98448	Hqq
98451	klm
98453	E*b
98457	nq*
98461	nwr
98464	wqy
98466	rbb
98470	grf
98472	fwq
98474	grf
bny
jry
98478	tHt
98481	nhr
wEd
Alh
98485	xlf
Alh
98488	wEd
98491	rAy
98493	Alh
nzl
98497	smw
mwh
98500	slk
98502	nbE
98505	ArD
98507	xrj
98510	zrE
xlf
lwn
98515	hyj
98517	rAy
98519	Sfr
98521	jEl
98523	HTm
98528	*kr
98530	Awl
98532	lbb
98536	$rH
Alh
Sdr
98542	slm
98546	nwr
98548	rbb
98554	qsw
qlb
98558	*kr
Alh
98562	Dll
byn
Alh
nzl
Hsn
98568	Hdv
ktb
$bh
vny
q$Er
98575	jld
98577	x$y
98579	rbb
98582	lyn
jld
98586	qlb
98589	*kr
Alh
98592	hdy
Alh
hdy
98598	$yA
98601	Dll
Alh
98608	hdy
98612	wqy
98614	wjh
98616	swA
98618	E*b
ywm
98621	qwm
98623	qwl
98626	Zlm
*wq
98630	kwn
98632	ksb
98634	k*b
98637	qbl
98640	Aty
98643	E*b
98645	Hyv
98647	$Er
98650	*wq
98652	Alh
98654	xzy
98657	Hyy
98659	dnw
98662	E*b
98664	Axr
kbr
98667	kwn
98669	Elm
98674	Drb
98678	nws
98682	qrA
98684	kll
mvl
98688	*kr
98690	qrA
Erb
gyr
98694	Ewj
98697	wqy
98699	Drb
Alh
mvl
rjl
98705	$rk
$ks
98708	rjl
slm
98711	rjl
98713	swy
98715	mvl
98717	Hmd
98719	Alh
98721	kvr
98724	Elm
98728	mwt
98732	mwt
98736	ywm
98738	qwm
End
rbb
98742	xSm
98746	Zlm
98749	k*b
98751	Alh
98753	k*b
98756	Sdq
98758	jyA
98761	lys
98764	vwy
98767	kfr
98770	jyA
98773	Sdq
98775	Sdq
98781	wqy
98785	$yA
98787	End
rbb
98791	jzy
98793	Hsn
98795	kfr
Alh
98799	swA
98801	Eml
98804	jzy
98806	Ajr
98809	Hsn
98811	kwn
98813	Eml
98816	lys
Alh
98819	kfy
Ebd
98823	xwf
98829	dwn
98833	Dll
Alh
98840	hdy
98843	hdy
Alh
98850	Dll
98852	lys
Alh
98855	Ezz
98857	nqm
98861	sAl
98865	xlq
98867	smw
98870	ArD
98872	qwl
98874	Alh
qwl
98878	rAy
98881	dEw
98884	dwn
Alh
98887	rwd
98889	Alh
98891	Drr
98894	k$f
Drr
98898	rwd
98901	rHm
98904	msk
rHm
98907	qwl
Hsb
98910	Alh
98913	wkl
98915	wkl
qwl
98918	qwm
98920	Eml
98923	kwn
98927	Eml
98930	Elm
98933	Aty
98935	E*b
xzy
98939	Hll
98942	E*b
qwm
98946	nzl
98951	ktb
98954	nws
98957	Hqq
98960	hdy
98963	nfs
98967	Dll
98971	Dll
98980	wkl
Alh
wfy
98984	nfs
Hyn
mwt
98991	mwt
98993	nwm
98996	msk
98998	qDy
99002	mwt
99004	rsl
99006	Axr
99008	Ajl
smw
99014	Ayy
99016	qwm
fkr
99020	Ax*
99023	dwn
Alh
$fE
qwl
99030	kwn
99033	mlk
99035	$yA
99038	Eql
99040	qwl
99042	Alh
99044	$fE
jmE
99048	mlk
99050	smw
99053	ArD
99057	rjE
99061	*kr
Alh
wHd
99065	$mz
qlb
99069	Amn
99073	Axr
99076	*kr
99079	dwn
99083	b$r
99085	qwl
Alh
99088	fTr
99090	smw
99093	ArD
Elm
99096	gyb
99099	$hd
99101	Hkm
byn
Ebd
99107	kwn
99111	xlf
99118	Zlm
99123	ArD
jmE
99126	mvl
99131	fdy
99136	swA
99138	E*b
ywm
99141	qwm
99143	bdw
99147	Alh
99150	kwn
99152	Hsb
99155	bdw
99158	swA
99160	ksb
99163	Hyq
99167	kwn
99171	hzA
99175	mss
99177	Ans
Drr
dEw
99183	xwl
99186	nEm
99189	qwl
99192	Aty
99196	Elm
99199	ftn
99202	kvr
99205	Elm
99208	qwl
99212	qbl
99216	gny
99220	kwn
99222	ksb
99225	Swb
99227	swA
99229	ksb
99233	Zlm
99238	Swb
99240	swA
99242	ksb
99248	Ejz
99252	Elm
99255	Alh
bsT
99258	rzq
99261	$yA
99263	qdr
99268	Ayy
99270	qwm
Amn
99273	qwl
99275	Ebd
99278	srf
99281	nfs
99284	qnT
99287	rHm
Alh
99290	Alh
gfr
99293	*nb
jmE
99299	gfr
99301	rHm
99303	nwb
99306	rbb
99309	slm
99314	qbl
99316	Aty
99319	E*b
99322	nSr
99325	tbE
99327	Hsn
99329	nzl
99333	rbb
99336	qbl
99338	Aty
99341	E*b
bgt
99346	$Er
99349	qwl
nfs
99352	Hsr
99355	frT
99358	jnb
Alh
99362	kwn
99367	sxr
99369	qwl
99372	Alh
hdy
99376	kwn
99380	wqy
99382	qwl
Hyn
rAy
99386	E*b
99391	krr
99393	kwn
99396	Hsn
99399	jyA
99401	Ayy
99404	k*b
99409	kbr
99412	kwn
99416	kfr
99418	ywm
99420	qwm
rAy
99423	k*b
99426	Alh
wjh
99429	swd
99431	lys
99434	vwy
99437	kbr
99439	njw
Alh
99442	wqy
99445	fwz
99448	mss
99451	swA
99455	Hzn
99457	Alh
xlq
kll
$yA
99464	kll
$yA
wkl
99469	qld
99471	smw
99474	ArD
99477	kfr
99480	Ayy
Alh
99485	xsr
qwl
99489	gyr
Alh
Amr
99494	Ebd
99497	jhl
99501	wHy
99508	qbl
99512	$rk
99515	HbT
99517	Eml
99521	kwn
99525	xsr
99527	Alh
99529	Ebd
99531	kwn
99534	$kr
99537	qdr
99539	Alh
Hqq
qdr
99545	ArD
jmE
qbD
99549	ywm
99551	qwm
99554	smw
Twy
99557	ymn
99559	sbH
99562	Elw
99565	$rk
99568	nfx
99571	Swr
99573	SEq
99577	smw
99582	ArD
99585	$yA
Alh
99588	nfx
99591	Axr
99595	qwm
nZr
99599	$rq
99601	ArD
99603	nwr
rbb
99607	wDE
99609	ktb
99611	jyA
99614	nbA
99617	$hd
99619	qDy
byn
99624	Hqq
99628	Zlm
99631	wfy
kll
nfs
99635	Eml
99638	Elm
99641	fEl
99644	swq
99646	kfr
99650	zmr
99653	jyA
99656	ftH
bwb
99660	qwl
99663	xzn
99667	Aty
99669	rsl
99672	tlw
99676	Ayy
rbb
99680	n*r
99683	lqy
ywm
99687	qwl
99692	Hqq
klm
99695	E*b
99698	kfr
qwl
dxl
99702	bwb
99704	xld
99708	bAs
vwy
99711	kbr
99713	swq
99715	wqy
99717	rbb
99721	jnn
zmr
99725	jyA
99729	ftH
bwb
99733	qwl
99736	xzn
99738	slm
99741	Tyb
99744	dxl
99747	xld
99749	qwl
99752	Hmd
99754	Alh
99756	Sdq
99758	wEd
99761	wrv
99764	ArD
bwA
99768	jnn
Hyv
$yA
99772	nEm
Ajr
99775	Eml
99777	rAy
99779	mlk
Hff
99782	Hwl
99784	Er$
sbH
99788	Hmd
rbb
99792	qDy
byn
99797	Hqq
99799	qwl
99801	Hmd
99803	Alh
rbb
99806	Elm
99808	nzl
99810	ktb
99812	Alh
99814	Ezz
99816	Elm
gfr
99819	*nb
99821	qbl
99823	twb
$dd
99826	Eqb
99829	Twl
99831	Alh
99837	Syr
99839	jdl
99841	Ayy
Alh
99845	kfr
99849	grr
99851	qlb
99855	bld
k*b
qbl
99859	qwm
99863	Hzb
99865	bEd
99868	hmm
kll
Amm
99872	rsl
99875	Ax*
99879	jdl
99883	bTl
99885	dHD
99890	Hqq
99892	Ax*
99896	kyf
kwn
Eqb
99903	Hqq
klm
rbb
99909	kfr
99913	SHb
99915	nwr
99917	Hml
99920	Er$
99923	Hwl
99925	sbH
99928	Hmd
rbb
99932	Amn
99937	gfr
99941	Amn
99943	rbb
99945	wsE
99947	kll
$yA
rHm
99951	Elm
99953	gfr
99956	twb
99959	tbE
99961	sbl
99964	wqy
99966	E*b
99968	jHm
rbb
99972	dxl
99974	jnn
99977	wEd
99982	SlH
99984	Abw
99987	zwj
99990	*rr
99996	Ezz
99998	Hkm
100000	wqy
100003	swA
100006	wqy
100008	swA
100012	rHm
100019	fwz
100021	EZm
100024	kfr
100026	ndw
100029	mqt
Alh
kbr
100033	mqt
100035	nfs
100038	dEw
100042	Amn
100044	kfr
100046	qwl
100048	rbb
100050	mwt
100053	vny
100055	Hyy
100058	vny
100060	Erf
100063	*nb
100068	xrj
100070	sbl
100076	dEw
Alh
wHd
100080	kfr
100084	$rk
100087	Amn
100091	Hkm
100093	Alh
100095	Elw
100097	kbr
100100	rAy
100102	Ayy
100105	nzl
100110	smw
rzq
100114	*kr
100117	nwb
100119	dEw
100121	Alh
xlS
100126	dyn
100129	krh
100131	kfr
rfE
100134	drj
100137	Er$
lqy
100140	rwH
100142	Amr
100146	$yA
100148	Ebd
100151	n*r
ywm
100154	lqy
ywm
100157	brz
100159	xfy
100161	Alh
100164	$yA
100168	mlk
100170	ywm
100172	Alh
100174	wHd
100176	qhr
100178	ywm
jzy
kll
nfs
100184	ksb
100186	Zlm
100188	ywm
100190	Alh
srE
100193	Hsb
100195	n*r
100197	ywm
100199	Azf
100202	qlb
100205	Hnjr
kZm
100210	Zlm
100212	Hmm
100215	$fE
TwE
Elm
xwn
100220	Eyn
100223	xfy
100225	Sdr
100227	Alh
qDy
100231	Hqq
100234	dEw
100237	dwn
100240	qDy
100243	$yA
100245	Alh
100248	smE
100250	bSr
100254	syr
100258	ArD
100260	nZr
100262	kyf
kwn
Eqb
100266	kwn
100269	qbl
100271	kwn
100274	$dd
100277	qwy
100279	Avr
100282	ArD
100284	Ax*
100286	Alh
100288	*nb
100292	kwn
100296	Alh
100298	wqy
100303	kwn
Aty
100306	rsl
100310	byn
100312	kfr
100315	Ax*
100317	Alh
100320	qwy
$dd
100323	Eqb
100327	rsl
100331	Ayy
100334	slT
byn
100343	qwl
100345	sHr
k*b
100349	jyA
100353	Hqq
100355	End
100357	qwl
100359	qtl
100361	bny
100363	Amn
100368	Hyy
100370	nsw
100374	kyd
100376	kfr
100379	Dll
100381	qwl
100383	w*r
100386	qtl
100390	dEw
rbb
100395	xwf
100397	bdl
dyn
100402	Zhr
100405	ArD
100407	fsd
100409	qwl
100413	Ew*
100416	rbb
100419	rbb
100422	kll
kbr
100425	Amn
100427	ywm
100429	Hsb
100431	qwl
rjl
Amn
100435	Awl
100437	ktm
Amn
100441	qtl
100443	rjl
100445	qwl
rbb
100448	Alh
100451	jyA
100455	byn
100457	rbb
100461	kwn
k*b
100466	k*b
100470	kwn
Sdq
Swb
100474	bED
100476	wEd
100479	Alh
100481	hdy
100484	srf
k*b
100487	qwm
100492	mlk
100494	ywm
Zhr
100498	ArD
100501	nSr
100504	bAs
Alh
100507	jyA
100509	qwl
100512	rAy
100516	rAy
100519	hdy
100522	sbl
100524	r$d
100526	qwl
100528	Amn
100530	qwm
100534	xwf
100537	mvl
ywm
100540	Hzb
mvl
dAb
qwm
100546	Ewd
100552	bEd
100556	Alh
rwd
Zlm
100561	Ebd
100564	qwm
100568	xwf
100571	ywm
100573	ndw
ywm
wly
100577	dbr
100582	Alh
100584	ESm
100587	Dll
Alh
100594	hdy
100598	jyA
100602	qbl
100605	byn
100608	zyl
100611	$kk
100614	jyA
100620	hlk
qwl
100624	bEv
Alh
100627	bEd
100629	rsl
100632	Dll
Alh
100636	srf
ryb
100639	jdl
100642	Ayy
Alh
100645	gyr
slT
Aty
100649	kbr
mqt
End
Alh
100654	End
100656	Amn
100660	TbE
Alh
100663	kll
qlb
kbr
jbr
100668	qwl
100672	bny
100675	SrH
100678	blg
100680	sbb
sbb
100683	smw
100685	TlE
100687	Alh
100693	Znn
100695	k*b
100699	zyn
100702	swA
Eml
100706	Sdd
100709	sbl
100712	kyd
100716	tbb
100718	qwl
100720	Amn
100722	qwm
100724	tbE
100727	hdy
100729	sbl
100731	r$d
100733	qwm
100739	Hyy
100741	dnw
mtE
100746	Axr
100748	dwr
100750	qrr
100752	Eml
swA
100756	jzy
100758	mvl
100762	Eml
SlH
100765	*kr
100767	Anv
100770	Amn
100773	dxl
100776	jnn
rzq
100782	gyr
Hsb
100786	qwm
100791	dEw
100795	njw
100797	dEw
100802	nwr
dEw
100807	kfr
100809	Alh
100811	$rk
100815	lys
100820	Elm
100823	dEw
100827	Ezz
100829	gfr
100831	jrm
100834	dEw
100839	lys
100842	dEw
100845	dnw
100850	Axr
100853	rdd
100856	Alh
100860	srf
100862	SHb
100864	nwr
100867	*kr
100870	qwl
100874	fwD
Amr
100878	Alh
100880	Alh
bSr
100884	Ebd
100886	wqy
100888	Alh
swA
100891	mkr
100894	Hyq
100896	Awl
100898	swA
100900	E*b
100902	nwr
ErD
100907	gdw
100909	E$w
100911	ywm
qwm
100914	swE
dxl
100917	Awl
100919	$dd
100921	E*b
100924	Hjj
100928	nwr
100930	qwl
100932	DEf
100935	kbr
100939	kwn
100943	tbE
100947	gny
100950	nSb
100953	nwr
qwl
100956	kbr
100960	kll
100964	Alh
100966	Hkm
byn
100969	Ebd
100971	qwl
100975	nwr
100977	xzn
100979	dEw
100981	rbb
100983	xff
100986	ywm
100989	E*b
qwl
100995	kwn
Aty
100998	rsl
101002	byn
qwl
101006	qwl
101009	dEw
101013	dEw
101015	kfr
101018	Dll
101022	nSr
rsl
101027	Amn
101031	Hyy
101033	dnw
101035	ywm
qwm
101038	$hd
ywm
101041	nfE
101043	Zlm
E*r
101050	lEn
101054	swA
101056	dwr
101060	Aty
101064	hdy
101066	wrv
101068	bny
101071	ktb
hdy
101074	*kr
101076	Awl
101078	lbb
101080	Sbr
101082	wEd
Alh
Hqq
101086	gfr
101088	*nb
101091	sbH
101093	Hmd
rbb
101098	E$w
101101	bkr
101104	jdl
101107	Ayy
Alh
101110	gyr
slT
Aty
101116	Sdr
101119	kbr
101123	blg
101126	Ew*
101128	Alh
101133	smE
101135	bSr
101137	xlq
101139	smw
101142	ArD
kbr
101145	xlq
101147	nws
101150	kvr
101152	nws
101154	Elm
101158	swy
101160	Emy
101163	bSr
101166	Amn
101169	Eml
101172	SlH
101176	swA
qll
101179	*kr
101183	swE
101185	Aty
101187	ryb
101192	kvr
101194	nws
101196	Amn
101199	qwl
rbb
101202	dEw
101205	jwb
101210	kbr
101213	Ebd
101216	dxl
101219	dxr
Alh
101222	jEl
101226	lyl
101228	skn
101234	nhr
bSr
101237	Alh
101240	fDl
101243	nws
101246	kvr
101248	nws
101250	$kr
101253	Alh
rbb
101256	xlq
kll
$yA
101260	Alh
101264	Any
Afk
101269	Afk
101271	kwn
101274	Ayy
Alh
jHd
101278	Alh
101280	jEl
101284	ArD
qrr
101288	smw
bny
101291	Swr
101294	Hsn
Swr
101298	rzq
101302	Tyb
101304	Alh
rbb
101308	brk
Alh
rbb
101312	Elm
101315	Hyy
101317	Alh
101321	dEw
101324	xlS
101328	dyn
101330	Hmd
101332	Alh
rbb
101335	Elm
qwl
101339	nhy
101342	Ebd
101344	dEw
101347	dwn
Alh
101350	jyA
101353	byn
101355	rbb
101358	Amr
101361	slm
101363	rbb
101365	Elm
101368	xlq
101371	trb
101374	nTf
101377	Elq
101379	xrj
101381	Tfl
101384	blg
101386	$dd
101390	kwn
101392	$yx
101397	wfy
101399	qbl
101402	blg
101404	Ajl
smw
101409	Eql
101413	Hyy
101415	mwt
101418	qDy
Amr
101423	qwl
101426	kwn
101428	kwn
101431	rAy
101434	jdl
101437	Ayy
Alh
Any
Srf
101443	k*b
101447	ktb
101451	rsl
101455	rsl
101459	Elm
101463	gll
101465	Enq
101469	slsl
sHb
101474	Hmm
101478	nwr
sjr
101482	qwl
101487	kwn
101489	$rk
101492	dwn
Alh
qwl
101496	Dll
101502	kwn
dEw
101505	qbl
$yA
101509	Dll
Alh
101512	kfr
101516	kwn
101518	frH
101522	ArD
101524	gyr
101526	Hqq
101530	kwn
101532	mrH
101534	dxl
101536	bwb
101538	xld
101542	bAs
vwy
101545	kbr
101547	Sbr
101549	wEd
Alh
Hqq
101554	rAy
101557	bED
101559	wEd
101562	wfy
101568	rjE
101573	rsl
101575	rsl
101577	qbl
101582	qSS
101591	qSS
101596	kwn
101598	rsl
101600	Aty
101602	Ayy
101605	A*n
Alh
101609	jyA
Amr
Alh
qDy
101615	Hqq
101617	xsr
101620	bTl
Alh
101623	jEl
101627	nEm
101629	rkb
101636	Akl
101643	nfE
101646	blg
101650	Hwj
101652	Sdr
101660	flk
Hml
101664	rAy
101666	Ayy
101670	Ayy
Alh
nkr
101677	syr
101681	ArD
101683	nZr
101685	kyf
kwn
Eqb
101690	qbl
101692	kwn
101694	kvr
101698	$dd
qwy
101701	Avr
101704	ArD
101707	gny
101711	kwn
101713	ksb
101717	jyA
101719	rsl
101723	byn
frH
101728	End
101732	Elm
101734	Hyq
101738	kwn
101742	hzA
101746	rAy
101748	bAs
101750	qwl
101752	Amn
101755	Alh
wHd
101759	kfr
101763	kwn
101767	$rk
101770	kwn
nfE
101773	Amn
101776	rAy
101778	bAs
101780	snn
Alh
101784	xlw
101786	Ebd
101789	xsr
101792	kfr
101794	nzl
101797	rHm
101799	rHm
ktb
fSl
Ayy
101804	qrA
Erb
101807	qwm
Elm
101810	b$r
101812	n*r
101814	ErD
kvr
101820	smE
101823	qwl
101825	qlb
101828	knn
101831	dEw
101837	A*n
101839	wqr
101842	byn
101845	byn
101847	Hjb
101849	Eml
101852	Eml
qwl
101857	b$r
mvl
101860	wHy
101865	Alh
101867	Alh
wHd
101870	qwm
101875	gfr
101882	$rk
101885	Aty
101888	zkw
101893	Axr
101895	kfr
101898	Amn
101901	Eml
101904	SlH
101907	Ajr
gyr
mnn
qwl
101915	kfr
101919	xlq
101921	ArD
101923	ywm
101925	jEl
101929	ndd
101931	rbb
101933	Elm
101935	jEl
101938	rsw
101940	fwq
101943	brk
101947	qdr
101950	qwt
101953	rbE
ywm
swy
101958	sAl
101960	swy
101963	smw
101966	dxn
101968	qwl
101974	ArD
Aty
101977	TwE
101979	krh
qwl
101982	Aty
101984	TwE
101986	qDy
101988	sbE
smw
101991	ywm
101993	wHy
101995	kll
smw
Amr
102000	zyn
102003	smw
102005	dnw
102007	SbH
102009	HfZ
102011	qdr
102013	Ezz
102015	Elm
102018	ErD
102021	qwl
n*r
102025	SEq
mvl
SEq
Ewd
102032	jyA
102035	rsl
102037	byn
ydy
102042	xlf
102046	Ebd
102049	Alh
qwl
102053	$yA
rbb
102057	nzl
mlk
102064	rsl
102068	kfr
102071	Ewd
102073	kbr
102077	ArD
102079	gyr
102081	Hqq
102083	qwl
102086	$dd
102089	qwy
102093	rAy
102096	Alh
102098	xlq
102101	$dd
102104	qwy
102106	kwn
102109	Ayy
102111	jHd
102114	rsl
102118	rwH
SrSr
102121	ywm
nHs
102124	*wq
102126	E*b
102128	xzy
102131	Hyy
102133	dnw
102136	E*b
102138	Axr
xzy
102143	nSr
102149	hdy
102153	Hbb
102156	Emy
102159	hdy
102161	Ax*
102163	SEq
102165	E*b
102167	hwn
102170	kwn
102172	ksb
102175	njw
102178	Amn
102181	kwn
102183	wqy
102186	ywm
H$r
Edw
Alh
102192	nwr
102195	wzE
102200	jyA
102203	$hd
102206	smE
102209	bSr
102212	jld
102216	kwn
102218	Eml
102221	qwl
102224	jld
102228	$hd
102232	qwl
102234	nTq
102236	Alh
102238	nTq
kll
$yA
102243	xlq
102245	Awl
mrr
102250	rjE
102254	kwn
102256	str
102259	$hd
102262	smE
102266	bSr
102270	jld
102274	Znn
102277	Alh
102279	Elm
kvr
102283	Eml
102287	Znn
102290	Znn
102293	rbb
102295	rdy
102298	SbH
102302	xsr
102305	Sbr
102309	nwr
vwy
102315	Etb
102322	Etb
102324	qyD
102328	qrn
102330	zyn
102335	byn
ydy
102340	xlf
102343	Hqq
102347	qwl
102349	Amm
102351	xlw
102353	qbl
102357	jnn
102360	Ans
102363	kwn
102365	xsr
102367	qwl
102369	kfr
102372	smE
102377	qrA
102379	lgw
102385	glb
102389	*wq
102392	kfr
102394	E*b
$dd
102398	jzy
102401	swA
102403	kwn
102405	Eml
102408	jzy
Edw
Alh
102412	nwr
102417	dwr
102419	xld
jzy
102423	kwn
102426	Ayy
102428	jHd
102431	qwl
102433	kfr
102435	rbb
102437	rAy
102440	Dll
102445	jnn
102448	Ans
jEl
102451	tHt
qdm
102455	kwn
102459	sfl
102462	qwl
102464	rbb
102466	Alh
102468	qwm
102470	nzl
102474	mlk
102477	xwf
102481	Hzn
102484	b$r
102488	jnn
102490	kwn
102492	wEd
102495	wly
102499	Hyy
102501	dnw
102505	Axr
102512	$hw
nfs
102521	dEw
102523	nzl
102525	gfr
rHm
102529	Hsn
qwl
102533	dEw
102535	Alh
102537	Eml
SlH
102540	qwl
102545	slm
102548	swy
102550	Hsn
102554	swA
dfE
102559	Hsn
102563	byn
102566	byn
102568	Edw
102571	wly
Hmm
102575	lqy
102579	Sbr
102583	lqy
102587	HZZ
EZm
102591	nzg
102596	$Tn
nzg
102599	Ew*
102601	Alh
102606	smE
102608	Elm
102611	Ayy
102614	lyl
102617	nhr
102620	$ms
102623	qmr
102625	sjd
102629	$ms
102634	qmr
102636	sjd
102639	Alh
102641	xlq
102644	kwn
102647	Ebd
102651	kbr
102655	End
rbb
102658	sbH
102664	lyl
102667	nhr
102671	sAm
102675	Ayy
102679	rAy
102681	ArD
x$E
102685	nzl
102690	mwh
hzz
102693	rbw
102696	Hyy
102699	Hyy
102701	mwt
102705	kll
$yA
qdr
102710	lHd
102713	Ayy
102716	xfy
102723	lqy
102726	nwr
xyr
102730	Aty
Amn
ywm
102734	qwm
Eml
102738	$yA
102744	Eml
102746	bSr
102749	kfr
102753	*kr
102755	jyA
102761	ktb
Ezz
102764	Aty
102767	bTl
102769	byn
ydy
102775	xlf
102777	nzl
102779	Hkm
Hmd
102782	qwl
102788	qwl
102791	rsl
102793	qbl
102796	rbb
102800	gfr
102803	Eqb
Alm
102807	jEl
102810	qrA
Ejm
102813	qwl
102816	fSl
Ayy
102820	Ejm
102822	Erb
qwl
102827	Amn
102829	hdy
102831	$fy
102835	Amn
102838	A*n
102840	wqr
102845	Emy
102847	ndw
102850	kwn
bEd
102855	Aty
102859	ktb
102861	xlf
102866	klm
sbq
102869	rbb
102872	qDy
byn
102880	$kk
102883	ryb
102885	Eml
SlH
102889	nfs
102893	swA
102899	rbb
102902	Zlm
102905	Ebd
102908	rdd
Elm
102911	swE
102914	xrj
102916	vmr
102918	kmm
102922	Hml
102924	Anv
102927	wDE
102930	Elm
102933	ywm
ndw
102937	$rk
102939	qwl
102941	A*n
102948	$hd
102950	Dll
102954	kwn
102956	dEw
102959	qbl
102961	Znn
102967	HyS
102969	sAm
102971	Ans
102973	dEw
102975	xyr
102978	mss
102981	$rr
102983	yAs
qnT
102988	*wq
102991	rHm
102995	bEd
Drr
mss
103000	qwl
103007	Znn
103009	swE
qwm
103014	rjE
103017	rbb
103022	End
103026	Hsn
103029	nbA
103032	kfr
103036	Eml
103040	*wq
103044	E*b
glZ
103048	nEm
103052	Ans
ErD
103055	nAy
103057	jnb
103061	mss
103064	$rr
103067	dEw
ErD
qwl
103071	rAy
103074	kwn
103076	End
Alh
103079	kfr
103084	Dll
103089	$qq
bEd
103092	rAy
103094	Ayy
103098	Afq
103101	nfs
103104	byn
103110	Hqq
103114	kfy
103116	rbb
103121	kll
$yA
$hd
103128	mry
103130	lqy
rbb
103137	kll
$yA
HwT
103144	wHy
103151	qbl
103153	Alh
103155	Ezz
103157	Hkm
103163	smw
103168	ArD
103172	Elw
103174	EZm
kwd
103177	smw
fTr
103181	fwq
103185	mlk
sbH
103189	Hmd
rbb
103193	gfr
103199	ArD
103202	Alh
103205	gfr
103207	rHm
103210	Ax*
103213	dwn
103215	wly
Alh
HfZ
103226	wkl
103230	wHy
103234	qrA
Erb
103237	n*r
Amm
103240	qry
103243	Hwl
103246	n*r
ywm
103249	jmE
103251	ryb
103254	frq
103257	jnn
103259	frq
103262	sEr
103265	$yA
Alh
103268	jEl
103270	Amm
wHd
103274	dxl
103276	$yA
103278	rHm
103282	Zlm
103287	wly
103290	nSr
103292	Ax*
103295	dwn
103297	wly
103299	Alh
103302	wly
103305	Hyy
103307	mwt
103311	kll
$yA
qdr
103316	xlf
103321	$yA
103323	Hkm
103326	Alh
103328	Alh
rbb
103333	wkl
103338	nwb
fTr
103341	smw
103344	ArD
jEl
103349	nfs
103351	zwj
103355	nEm
zwj
*rA
103361	lys
103363	mvl
103365	$yA
103369	smE
103371	bSr
103374	qld
103376	smw
103379	ArD
bsT
103382	rzq
103385	$yA
103387	qdr
103391	kll
$yA
Elm
$rE
103399	dyn
103401	wSy
103407	wHy
103413	wSy
103423	qwm
103426	dyn
103429	frq
103433	kbr
103436	$rk
103438	dEw
103442	Alh
jby
103447	$yA
103449	hdy
103453	nwb
103456	frq
103460	bEd
103462	jyA
103465	Elm
bgy
byn
103471	klm
sbq
103474	rbb
103477	Ajl
smw
103480	qDy
byn
103486	wrv
103489	ktb
103491	bEd
103495	$kk
103498	ryb
103503	dEw
103505	qwm
103508	Amr
103512	tbE
hwy
103516	qwl
Amn
103521	nzl
Alh
103524	ktb
103526	Amr
103529	Edl
byn
103532	Alh
rbb
103536	rbb
103540	Eml
103545	Eml
103548	Hjj
byn
103552	byn
103554	Alh
jmE
byn
103562	Syr
103565	Hjj
103568	Alh
103570	bEd
103572	jwb
103575	Hjj
103577	dHD
End
rbb
103584	gDb
103588	E*b
$dd
Alh
103592	nzl
103594	ktb
103597	Hqq
103600	wzn
103603	dry
103607	swE
qrb
Ejl
103614	Amn
103620	Amn
103622	$fq
103626	Elm
103631	Hqq
103635	mry
103639	swE
103642	Dll
bEd
Alh
lTf
103647	Ebd
103649	rzq
103651	$yA
103655	qwy
103657	Ezz
103659	kwn
rwd
Hrv
103663	Axr
zyd
103668	Hrv
103672	kwn
rwd
Hrv
103676	dnw
Aty
103687	Axr
103689	nSb
103693	$rk
$rE
103700	dyn
103703	A*n
103706	Alh
103709	klm
103711	fSl
103713	qDy
byn
103719	Zlm
103722	E*b
Alm
rAy
103726	Zlm
$fq
103730	ksb
103734	wqE
103739	Amn
103742	Eml
103745	SlH
103747	rwD
103749	jnn
103753	$yA
103755	End
rbb
103761	fDl
103763	kbr
103766	b$r
Alh
Ebd
103771	Amn
103774	Eml
103777	SlH
qwl
103780	sAl
103784	Ajr
103787	wdd
103790	qrb
103793	qrf
Hsn
zyd
103800	Hsn
103802	Alh
gfr
$kr
103806	qwl
103808	fry
103810	Alh
k*b
103814	$yA
Alh
xtm
103818	qlb
103821	mHw
Alh
103824	bTl
103826	Hqq
103828	Hqq
103830	klm
103834	Elm
103838	Sdr
103842	qbl
103844	twb
103846	Ebd
103849	Efw
103852	swA
103854	Elm
103856	fEl
103859	jwb
103861	Amn
103864	Eml
103867	SlH
103869	zyd
103872	fDl
103876	kfr
103879	E*b
$dd
103883	bsT
Alh
103886	rzq
103888	Ebd
103891	bgy
103895	ArD
103898	nzl
103900	qdr
103902	$yA
103906	Ebd
103908	xbr
bSr
103913	nzl
103915	gyv
103917	bEd
103919	qnT
103922	n$r
rHm
103928	wly
103930	Hmd
103933	Ayy
103935	xlq
103937	smw
103940	ArD
103943	bvv
103947	dbb
103951	jmE
103954	$yA
qdr
103958	Swb
103961	Swb
103965	ksb
ydy
103969	Efw
103971	kvr
103976	Ejz
103979	ArD
103985	dwn
Alh
103988	wly
103991	nSr
103994	Ayy
103997	jry
104000	bHr
104003	Elm
104005	$yA
skn
104008	rwH
104010	Zll
104012	rkd
104014	Zhr
104020	Ayy
104022	kll
Sbr
$kr
104026	wbq
104030	ksb
104033	Efw
104035	kvr
104037	Elm
104039	jdl
104042	Ayy
104048	HyS
104051	Aty
104054	$yA
104056	mtE
104058	Hyy
104060	dnw
104063	End
Alh
xyr
104067	bqy
104070	Amn
104074	rbb
104076	wkl
104080	jnb
104082	kbr
104084	Avm
104087	fH$
104091	gDb
104094	gfr
104098	jwb
104101	rbb
104104	qwm
104107	Slw
104109	Amr
104111	$wr
byn
104117	rzq
104120	nfq
104125	Swb
104128	bgy
104130	nSr
104133	jzy
swA
swA
mvl
104140	Efw
104142	SlH
104144	Ajr
104147	Alh
104151	Hbb
104153	Zlm
104157	nSr
bEd
Zlm
104167	sbl
104171	sbl
104174	Zlm
104177	nws
104179	bgy
104183	ArD
104185	gyr
104187	Hqq
104191	E*b
Alm
104196	Sbr
104198	gfr
104203	Ezm
104205	Amr
104208	Dll
Alh
104215	wly
104217	bEd
104220	rAy
104222	Zlm
104224	rAy
104227	E*b
qwl
104232	rdd
104234	sbl
104236	rAy
104238	ErD
104242	x$E
104245	*ll
nZr
104249	Trf
xfy
104252	qwl
104254	Amn
104258	xsr
104260	xsr
104262	nfs
104265	Ahl
104267	ywm
104269	qwm
104273	Zlm
104275	E*b
qwm
104279	kwn
104283	wly
nSr
104288	dwn
Alh
104292	Dll
Alh
104299	sbl
jwb
104303	rbb
104306	qbl
104308	Aty
ywm
104311	rdd
104315	Alh
104320	ljA
104327	nkr
104330	ErD
104334	rsl
104339	HfZ
104345	blg
104350	*wq
104353	Ans
104356	rHm
frH
104362	Swb
104364	swA
104367	qdm
ydy
104373	Ans
kfr
104376	Alh
mlk
104379	smw
104382	ArD
xlq
104385	$yA
whb
104389	$yA
Anv
104392	whb
104395	$yA
104397	*kr
104399	zwj
104401	*kr
104403	Anv
104405	jEl
104407	$yA
Eqm
104411	Elm
qdr
104415	kwn
104417	b$r
104419	klm
104421	Alh
104423	wHy
104426	wry
104428	Hjb
104430	rsl
rsl
104433	wHy
104435	A*n
104438	$yA
104441	Elw
Hkm
104446	wHy
104450	rwH
104452	Amr
104455	kwn
104457	dry
104460	ktb
104464	Amn
104467	jEl
104470	nwr
hdy
104475	$yA
104477	Ebd
104483	hdy
104485	SrT
qwm
SrT
Alh
104495	smw
104500	ArD
104503	Alh
Syr
104506	Amr
104510	ktb
104512	byn
104515	jEl
104518	qrA
Erb
104522	Eql
104528	Amm
104530	ktb
104534	Elw
Hkm
104538	Drb
104542	*kr
SfH
104545	kwn
104547	qwm
srf
104551	rsl
104554	nbA
104557	Awl
104560	Aty
104563	nbA
104565	kwn
104569	hzA
104572	hlk
104574	$dd
104577	bT$
104579	mDy
mvl
104582	Awl
104586	sAl
104590	xlq
104592	smw
104595	ArD
104597	qwl
104599	xlq
104602	Ezz
104604	Elm
104606	jEl
104610	ArD
mhd
104613	jEl
104618	sbl
104621	hdy
104625	nzl
104628	smw
mwh
104631	qdr
104633	n$r
104637	bld
mwt
104641	xrj
104645	xlq
104647	zwj
kll
104651	jEl
104656	flk
104659	nEm
104661	rkb
104664	swy
104667	Zhr
104670	*kr
104672	nEm
rbb
104676	swy
104681	qwl
104683	sbH
104685	sxr
104691	kwn
104695	qrn
104700	rbb
104703	qlb
104705	jEl
104710	Ebd
104712	jzA
104715	Ans
104717	kfr
byn
104720	Ax*
104723	xlq
bny
104726	Sfw
104730	bny
104733	b$r
AHd
104738	Drb
104741	rHm
mvl
Zll
wjh
104746	swd
104749	kZm
104753	n$A
104756	Hly
104761	xSm
gyr
byn
104765	jEl
104768	mlk
104771	Ebd
104773	rHm
Anv
104776	$hd
104778	xlq
104781	ktb
$hd
104785	sAl
104788	qwl
104791	$yA
104793	rHm
104795	Ebd
104804	Elm
104808	xrS
104811	Aty
104814	ktb
104816	qbl
104822	msk
104824	qwl
104828	wjd
104830	Abw
104833	Amm
104838	Avr
104840	hdy
104845	rsl
104848	qbl
104851	qry
104853	n*r
104855	qwl
trf
104860	wjd
104862	Abw
104865	Amm
104870	Avr
104872	qdw
qwl
104877	jyA
104881	hdy
104884	wjd
104888	Abw
104890	qwl
104896	rsl
104900	kfr
104902	nqm
104907	nZr
kyf
kwn
Eqb
104912	k*b
104915	qwl
104918	Abw
104921	qwm
104925	brA
104928	Ebd
104932	fTr
104938	hdy
104941	jEl
104943	klm
bqy
104946	Eqb
104950	rjE
104953	mtE
104957	Abw
104960	jyA
104963	Hqq
104965	rsl
byn
104969	jyA
104972	Hqq
qwl
104976	sHr
104982	kfr
104984	qwl
104987	nzl
104990	qrA
104992	rjl
104995	qry
EZm
104999	qsm
105001	rHm
rbb
105005	qsm
105007	byn
105009	Ey$
105013	Hyy
105015	dnw
105017	rfE
105019	bED
105021	fwq
bED
drj
105025	Ax*
bED
105028	bED
sxr
105031	rHm
rbb
105034	xyr
105037	jmE
105042	kwn
105044	nws
Amm
wHd
105048	jEl
105052	kfr
105055	rHm
105057	byt
105059	sqf
105061	fDD
105063	Erj
105066	Zhr
105070	byt
105072	bwb
105074	srr
105077	wkA
105080	zxrf
105083	kll
105086	mtE
105088	Hyy
105090	dnw
105093	Axr
End
rbb
105099	wqy
105102	E$w
105104	*kr
105106	rHm
qyD
105110	$Tn
105115	qrn
105120	Sdd
105125	sbl
105127	Hsb
105131	hdy
105134	jyA
105136	qwl
105139	byn
105142	byn
105144	bEd
105146	$rq
105148	bAs
105150	qrn
105153	nfE
105156	ywm
105158	Zlm
105164	E*b
$rk
105169	smE
105171	Smm
105173	hdy
105175	Emy
105178	kwn
105180	Dll
byn
105184	*hb
105193	nqm
105195	rAy
105199	wEd
105207	qdr
105209	msk
105212	wHy
105218	SrT
qwm
105224	*kr
105229	qwm
105233	sAl
105236	sAl
105238	rsl
105241	qbl
105244	rsl
105247	jEl
105250	dwn
105252	rHm
Alh
Ebd
105259	rsl
105263	Ayy
105268	mlA
105271	qwl
105274	rsl
rbb
105277	Elm
105280	jyA
105283	Ayy
105289	DHk
105293	rAy
105296	Ayy
105299	kbr
105301	Axw
105304	Ax*
105309	E*b
105312	rjE
105315	qwl
105320	sHr
dEw
105324	rbb
105328	Ehd
End
105334	hdy
105337	k$f
105342	E*b
105345	nkv
105348	ndw
105351	qwm
105353	qwl
105355	qwm
105358	lys
105361	mlk
mSr
105366	nhr
jry
105369	tHt
105374	bSr
105378	xyr
105383	mhn
105386	kwd
byn
105390	lqy
105393	swr
105395	*hb
105397	jyA
105401	mlk
qrn
105404	xff
qwm
105408	TwE
105413	kwn
105415	qwm
fsq
105419	Asf
105422	nqm
105427	grq
105430	jmE
105432	jEl
105435	slf
105437	mvl
105440	Axr
105443	Drb
bny
105446	mvl
105448	qwm
105452	Sdd
105455	qwl
105458	Alh
105460	xyr
105464	Drb
105470	jdl
105473	qwm
xSm
105478	Ebd
nEm
105484	jEl
105487	mvl
105489	bny
105493	$yA
105495	jEl
105499	mlk
105502	ArD
xlf
105509	Elm
105512	swE
105515	mry
105520	tbE
105524	SrT
qwm
105528	Sdd
105532	$Tn
105537	Edw
byn
105541	jyA
105545	byn
qwl
105548	jyA
105553	Hkm
105556	byn
105559	bED
105561	xlf
105566	wqy
105568	Alh
105570	TwE
105574	Alh
105576	rbb
105579	rbb
105582	Ebd
105586	SrT
qwm
105589	xlf
105591	Hzb
105593	byn
105599	Zlm
105602	E*b
ywm
Alm
105606	nZr
105610	swE
105612	Aty
105614	bgt
105618	$Er
105621	xll
105623	bED
105626	bED
Edw
105630	wqy
105632	Ebd
105635	xwf
105639	ywm
105643	Hzn
105646	Amn
105649	Ayy
105652	kwn
105654	slm
dxl
105658	jnn
105661	zwj
105663	Hbr
105665	Twf
105669	SHf
105671	*hb
105673	kwb
105678	$hw
105681	nfs
105683	l**
105685	Eyn
105690	xld
105694	jnn
105696	wrv
105701	kwn
105703	Eml
105709	fkh
kvr
105713	Akl
105717	jrm
105719	E*b
105721	xld
105723	ftr
105730	bls
105733	Zlm
105738	kwn
105742	Zlm
105744	ndw
105747	mlk
105749	qDy
105752	rbb
105754	qwl
105757	mkv
105760	jyA
105765	Hqq
105768	kvr
105772	Hqq
krh
105775	brm
105777	Amr
105781	brm
105783	Hsb
105788	smE
srr
105792	njw
105796	rsl
105800	ktb
105802	qwl
105804	kwn
105807	rHm
wld
105811	Awl
105813	Ebd
sbH
rbb
105817	smw
105820	ArD
rbb
105823	Er$
105826	wSf
105829	w*r
105831	xwD
105834	lEb
105837	lqy
105839	ywm
105842	wEd
105849	smw
Alh
105854	ArD
Alh
105859	Hkm
105861	Elm
105863	brk
105867	mlk
105869	smw
105872	ArD
105875	byn
105878	End
105880	Elm
105882	swE
105886	rjE
105890	mlk
105892	dEw
105895	dwn
105898	$fE
105901	$hd
105904	Hqq
105907	Elm
105912	sAl
105916	xlq
105919	qwl
105921	Alh
105923	Any
Afk
105927	qwl
105930	rbb
105934	qwm
105936	Amn
105939	SfH
105943	qwl
slm
105947	Elm
105952	ktb
105954	byn
105957	nzl
105961	lyl
brk
105965	kwn
105967	n*r
105970	frq
kll
Amr
Hkm
Amr
105976	End
105980	kwn
105982	rsl
rHm
105985	rbb
105991	smE
105993	Elm
rbb
105996	smw
105999	ArD
106002	byn
106005	kwn
106007	yqn
106009	Alh
106012	Hyy
106014	mwt
rbb
106018	rbb
Abw
106022	Awl
106026	$kk
lEb
106030	rqb
ywm
Aty
106034	smw
106036	dxn
byn
g$w
106040	nws
106042	E*b
Alm
rbb
106046	k$f
106050	E*b
106053	Amn
Any
106058	*kr
106061	jyA
106063	rsl
byn
106066	wly
106071	qwl
106073	Elm
jnn
106077	k$f
106079	E*b
qll
106083	Ewd
ywm
bT$
106087	bT$
106089	kbr
106092	nqm
106096	ftn
106098	qbl
106100	qwm
106103	jyA
106105	rsl
krm
106108	Ady
106112	Ebd
Alh
106118	rsl
Amn
106123	Elw
106126	Alh
106129	Aty
106132	slT
byn
106137	Ew*
106140	rbb
106143	rbb
106146	rjm
106152	Amn
106157	Ezl
106161	dEw
rbb
106166	qwm
jrm
106169	sry
106171	Ebd
106173	lyl
106176	tbE
106178	trk
106180	bHr
rhw
106184	jnd
grq
106187	trk
106190	jnn
106192	Eyn
106194	zrE
106196	qwm
krm
106199	nEm
kwn
106204	fkh
106208	wrv
106211	qwm
Axr
106215	bky
106219	smw
106222	ArD
106225	kwn
106227	nZr
106231	njw
106233	bny
106237	E*b
106239	hwn
106244	kwn
Elw
106248	srf
106252	xyr
106256	Elm
106259	Elm
106261	Aty
106266	Ayy
106270	blw
byn
106275	qwl
106280	mwt
106283	Awl
106288	n$r
106290	Aty
106293	Abw
106296	kwn
106298	Sdq
106301	xyr
106303	qwm
106308	qbl
106310	hlk
106315	kwn
106317	jrm
106320	xlq
106323	smw
106326	ArD
106329	byn
106331	lEb
106333	xlq
106339	Hqq
106342	kvr
106345	Elm
106348	ywm
106350	fSl
wqt
106353	jmE
ywm
106356	gny
wly
106359	wly
$yA
106364	nSr
106368	rHm
Alh
106374	Ezz
106376	rHm
106378	$jr
106380	zqm
TEm
106383	Avm
106386	mhl
gly
106390	bTn
106392	gly
106394	Hmm
Ax*
106399	Etl
106403	swy
106405	jHm
106407	Sbb
106409	fwq
rAs
106413	E*b
106415	Hmm
*wq
106421	Ezz
106423	krm
106427	kwn
106431	mry
106435	wqy
106437	qwm
Amn
106440	jnn
106442	Eyn
lbs
106449	qbl
106453	zwj
106457	Hwr
Eyn
dEw
106464	kll
fkh
Amn
106468	*wq
106473	mwt
106476	mwt
106478	Awl
106480	wqy
106482	E*b
106484	jHm
fDl
106487	rbb
106492	fwz
106494	EZm
106498	ysr
106502	lsn
106506	*kr
106509	rqb
106512	rqb
106514	nzl
106516	ktb
106518	Alh
106520	Ezz
106522	Hkm
106526	smw
106529	ArD
106531	Ayy
106534	Amn
106537	xlq
106541	bvv
106543	dbb
Ayy
106546	qwm
yqn
106550	xlf
106552	lyl
106555	nhr
106558	nzl
Alh
106562	smw
106564	rzq
106566	Hyy
106570	ArD
bEd
mwt
106575	Srf
106577	rwH
Ayy
106580	qwm
Eql
106584	Ayy
Alh
tlw
106592	Hqq
106596	Hdv
bEd
Alh
106600	Ayy
106602	Amn
106606	kll
Afk
Avm
smE
Ayy
Alh
tlw
106616	Srr
kbr
106621	smE
106624	b$r
106627	E*b
Alm
106631	Elm
106633	Ayy
106635	$yA
Ax*
106638	hzA
106642	E*b
hwn
106645	wry
106650	gny
106654	ksb
106656	$yA
106660	Ax*
106663	dwn
Alh
wly
106669	E*b
EZm
106672	hdy
106675	kfr
106678	Ayy
rbb
106683	E*b
106685	rjz
Alm
Alh
106689	sxr
106693	bHr
106695	jry
106697	flk
106701	Amr
106705	bgy
106708	fDl
106713	$kr
106716	sxr
106722	smw
106727	ArD
jmE
106735	Ayy
106737	qwm
fkr
106740	qwl
106743	Amn
106745	gfr
106750	rjw
106752	ywm
Alh
106755	jzy
qwm
106759	kwn
106761	ksb
106764	Eml
SlH
106768	nfs
106772	swA
106778	rbb
106780	rjE
106785	Aty
106787	bny
106790	ktb
106793	Hkm
106796	nbA
106798	rzq
106803	Tyb
106805	fDl
106810	Elm
106812	Aty
106815	byn
106818	Amr
106821	xlf
106825	bEd
106827	jyA
106830	Elm
bgy
byn
106835	rbb
106837	qDy
byn
106840	ywm
106842	qwm
106845	kwn
106849	xlf
106852	jEl
106856	$rE
106859	Amr
106861	tbE
106865	tbE
hwy
106869	Elm
106874	gny
106879	Alh
$yA
106884	Zlm
bED
106887	wly
bED
106890	Alh
wly
106893	wqy
106895	bSr
106898	nws
106900	hdy
106902	rHm
106904	qwm
yqn
106908	Hsb
106910	jrH
106913	swA
106915	jEl
106919	Amn
106922	Eml
106925	SlH
swy
Hyy
106930	mwt
106932	swA
106934	Hkm
106937	xlq
Alh
106940	smw
106943	ArD
106946	Hqq
106949	jzy
kll
nfs
106954	ksb
106958	Zlm
106962	rAy
106965	Ax*
Alh
106968	hwy
106971	Dll
106973	Alh
106975	Elm
106977	xtm
106979	smE
106982	qlb
106985	jEl
106987	bSr
106989	g$w
106992	hdy
106995	bEd
Alh
107000	*kr
107003	qwl
107008	Hyy
107011	dnw
mwt
107014	Hyy
107017	hlk
107021	dhr
107029	Elm
107033	Znn
107037	tlw
107040	Ayy
107042	byn
107044	kwn
Hjj
107049	qwl
107051	Aty
107054	Abw
107057	kwn
107059	Sdq
qwl
Alh
Hyy
107065	mwt
107068	jmE
107071	ywm
107073	qwm
107075	ryb
107080	kvr
107082	nws
107084	Elm
107088	Alh
mlk
107091	smw
107094	ArD
107096	ywm
qwm
107099	swE
107101	xsr
107103	bTl
107105	rAy
kll
Amm
jvw
kll
Amm
dEw
107113	ktb
107116	ywm
jzy
107120	kwn
107122	Eml
107125	ktb
107127	nTq
107132	Hqq
107135	kwn
107137	nsx
107139	kwn
107141	Eml
107146	Amn
107149	Eml
107152	SlH
107154	dxl
107156	rbb
107159	rHm
107164	fwz
107166	byn
107170	kfr
107175	kwn
Ayy
107178	tlw
107182	kbr
107185	kwn
107187	qwm
jrm
107191	qwl
107193	wEd
Alh
Hqq
107198	swE
107200	ryb
107203	qwl
107206	dry
107209	swE
107211	Znn
107213	Znn
107218	yqn
107220	bdw
107223	swA
107225	Eml
107228	Hyq
107232	kwn
107236	hzA
107239	qwl
107241	ywm
nsy
107246	nsy
107248	lqy
ywm
107253	Awy
107256	nwr
107262	nSr
107267	Ax*
107269	Ayy
Alh
hzA
107273	grr
107276	Hyy
107278	dnw
107281	ywm
107283	xrj
107290	Etb
107294	Alh
107296	Hmd
rbb
107299	smw
107301	rbb
107303	ArD
rbb
107306	Elm
107311	kbr
107314	smw
107317	ArD
107321	Ezz
107323	Hkm
107325	nzl
107327	ktb
107329	Alh
107331	Ezz
107333	Hkm
107335	xlq
107338	smw
107341	ArD
107344	byn
107349	Hqq
107351	Ajl
smw
107355	kfr
107359	n*r
107361	ErD
qwl
107364	rAy
107367	dEw
107370	dwn
Alh
rAy
107376	xlq
107380	ArD
107384	$rk
107387	smw
Aty
107392	ktb
107394	qbl
107397	Avr
107399	Elm
107401	kwn
107403	Sdq
107406	Dll
107409	dEw
107411	dwn
Alh
107415	jwb
107419	ywm
107421	qwm
107425	dEw
107427	gfl
107430	H$r
107432	nws
kwn
107437	Edw
107439	kwn
107442	Ebd
107444	kfr
107447	tlw
107450	Ayy
107452	byn
qwl
107455	kfr
107459	Hqq
107461	jyA
107464	sHr
byn
107467	qwl
107469	fry
107471	qwl
107473	fry
107478	mlk
107483	Alh
$yA
107486	Elm
107489	fyD
107493	kfy
107496	$hd
byn
107500	byn
107505	gfr
107507	rHm
qwl
107510	kwn
107512	bdE
107515	rsl
107518	dry
107520	fEl
107528	tbE
107531	wHy
107538	n*r
byn
qwl
107542	rAy
107545	kwn
107547	End
Alh
107550	kfr
107555	$hd
$hd
107558	bny
107561	mvl
107564	Amn
107566	kbr
107569	Alh
107571	hdy
107573	qwm
107575	Zlm
107577	qwl
107579	kfr
107583	Amn
107586	kwn
xyr
107589	sbq
107597	hdy
107603	qwl
107606	Afk
qdm
107610	qbl
107612	ktb
107614	Amm
107616	rHm
107619	ktb
Sdq
lsn
Erb
107624	n*r
107626	Zlm
107629	b$r
107632	Hsn
107635	qwl
107637	rbb
107639	Alh
107641	qwm
107645	xwf
107651	Hzn
107654	SHb
107656	jnn
xld
107660	jzy
107663	kwn
107665	Eml
107668	wSy
107671	Ans
107673	wld
107675	Hsn
Hml
107678	Amm
107680	krh
107682	wDE
107684	krh
107686	Hml
107689	fSl
107691	vlv
$hr
107695	blg
$dd
107699	blg
rbE
snw
qwl
rbb
107705	wzE
107708	$kr
nEm
107712	nEm
107718	wld
107722	Eml
SlH
rDw
107727	SlH
107731	*rr
107735	twb
107744	slm
107747	qbl
107750	Hsn
107752	Eml
107755	jwz
107757	swA
107760	SHb
107762	jnn
wEd
107765	Sdq
107767	kwn
107769	wEd
107773	qwl
107775	wld
107777	Aff
107781	wEd
107785	xrj
107788	xlw
107790	qrn
107792	qbl
107796	gwv
107798	Alh
107801	Amn
107803	wEd
Alh
Hqq
107807	qwl
107811	sTr
107813	Awl
107816	Hqq
107820	qwl
107822	Amm
107824	xlw
107826	qbl
107830	jnn
107833	Ans
107836	kwn
107838	xsr
107841	kll
drj
107845	Eml
107849	wfy
107851	Eml
107856	Zlm
107859	ywm
ErD
107862	kfr
107866	nwr
*hb
107869	Tyb
107872	Hyy
107875	dnw
107877	mtE
107883	ywm
jzy
107886	E*b
107888	hwn
107891	kwn
107893	kbr
107897	ArD
107899	gyr
107901	Hqq
107905	kwn
107907	fsq
107910	*kr
Axw
Ewd
107914	n*r
qwm
107919	Hqf
107922	xlw
107924	n*r
107926	byn
ydy
107931	xlf
107935	Ebd
107938	Alh
107941	xwf
107944	E*b
ywm
EZm
qwl
107950	jyA
107954	Afk
107957	Alh
107960	Aty
107964	wEd
107967	kwn
107971	Sdq
qwl
107976	Elm
End
Alh
107980	blg
107983	rsl
107990	rAy
107992	qwm
jhl
107997	rAy
108000	ErD
qbl
wdy
108004	qwl
108007	ErD
mTr
108013	Ejl
108017	rwH
108020	E*b
Alm
dmr
kll
$yA
108026	Amr
rbb
108030	SbH
108033	rAy
108035	skn
108039	jzy
108041	qwm
108043	jrm
108047	mkn
108053	mkn
108059	jEl
108063	smE
108065	bSr
108067	fAd
108070	gny
108073	smE
108077	bSr
108081	fAd
108084	$yA
108086	kwn
108088	jHd
108091	Ayy
Alh
108094	Hyq
108098	kwn
108102	hzA
108107	hlk
108110	Hwl
108114	qry
108116	Srf
108119	Ayy
108122	rjE
108126	nSr
108129	Ax*
108132	dwn
Alh
qrb
Alh
108137	Dll
108143	Afk
108147	kwn
108149	fry
108153	Srf
108157	nfr
108160	jnn
smE
108164	qrA
108167	HDr
108170	qwl
108172	nSt
108176	qDy
wly
108180	qwm
108182	n*r
qwl
108186	qwm
108190	smE
108192	ktb
nzl
108195	bEd
108197	Sdq
108200	byn
ydy
108203	hdy
108206	Hqq
108209	Trq
qwm
108212	qwm
108214	jwb
108216	dEw
Alh
108219	Amn
108223	gfr
108227	*nb
108230	jwr
108233	E*b
Alm
108238	jwb
dEw
Alh
108242	lys
108244	Ejz
108247	ArD
108249	lys
108253	dwn
108255	wly
108258	Dll
byn
108263	rAy
108266	Alh
108268	xlq
108270	smw
108273	ArD
108276	Eyy
108278	xlq
108281	qdr
108284	Hyy
108286	mwt
108291	kll
$yA
qdr
108295	ywm
ErD
108298	kfr
108302	nwr
108304	lys
108308	Hqq
qwl
108313	rbb
108315	qwl
108317	*wq
108320	E*b
108323	kwn
108325	kfr
108328	Sbr
108331	Sbr
Awl
108334	Ezm
108337	rsl
108340	Ejl
108345	ywm
rAy
108349	wEd
108352	lbv
108355	swE
108357	nhr
blg
108361	hlk
108364	qwm
108366	fsq
108368	kfr
108371	Sdd
108374	sbl
Alh
Dll
Eml
108381	Amn
108384	Eml
108387	SlH
108389	Amn
108393	nzl
108399	Hqq
108401	rbb
108403	kfr
108406	swA
108409	SlH
bwl
108416	kfr
108418	tbE
108421	bTl
108425	Amn
108427	tbE
108430	Hqq
108432	rbb
108436	Drb
Alh
108440	nws
mvl
108445	lqy
108448	kfr
108451	Drb
108453	rqb
108456	vxn
108460	$dd
108463	wvq
108466	mnn
bEd
108470	fdy
108472	wDE
108474	Hrb
wzr
108480	$yA
Alh
108483	nSr
108489	blw
bED
108493	bED
108496	qtl
108499	sbl
Alh
108503	Dll
Eml
108507	hdy
108510	SlH
bwl
108514	dxl
108517	jnn
Erf
108525	Amn
108528	nSr
108530	Alh
nSr
108534	vbt
qdm
108539	kfr
108542	tEs
108546	Dll
Eml
108553	krh
108556	nzl
Alh
108559	HbT
Eml
108565	syr
108569	ArD
108571	nZr
108573	kyf
kwn
Eqb
108578	qbl
108580	dmr
Alh
108587	kfr
mvl
108593	Alh
wly
108596	Amn
108601	kfr
108603	wly
108607	Alh
dxl
108610	Amn
108613	Eml
108616	SlH
jnn
jry
108620	tHt
108623	nhr
108626	kfr
108628	mtE
108631	Akl
108635	Akl
108637	nEm
108640	nwr
vwy
108647	qry
108649	$dd
qwy
108652	qry
108655	xrj
108657	hlk
108662	nSr
108668	kwn
108670	byn
108672	rbb
108676	zyn
108679	swA
Eml
108683	tbE
108685	hwy
108687	mvl
108689	jnn
108691	wEd
108693	wqy
108696	nhr
108698	mwh
gyr
Asn
108702	nhr
108704	lbn
108706	gyr
TEm
108710	nhr
108712	xmr
l**
108716	$rb
108718	nhr
108720	Esl
Sfw
108728	kll
108730	vmr
108732	gfr
108734	rbb
108739	xld
108742	nwr
108744	sqy
108746	mwh
Hmm
108749	qTE
mEy
108756	smE
108761	xrj
108764	End
108766	qwl
108770	Aty
108773	Elm
108775	qwl
Anf
108779	TbE
Alh
108782	qlb
108785	tbE
108787	hwy
108791	hdy
108793	zyd
108795	hdy
108797	Aty
108799	wqy
108803	nZr
108807	swE
108809	Aty
108811	bgt
108814	jyA
$rT
108818	Any
108822	jyA
108824	*kr
108827	Elm
108831	Alh
108833	Alh
108835	gfr
108837	*nb
108842	Amn
108845	Amn
108847	Alh
Elm
qlb
108852	vwy
108855	qwl
108857	Amn
108860	nzl
swr
108864	nzl
swr
Hkm
108868	*kr
108872	qtl
rAy
108877	qlb
108879	mrD
nZr
108884	nZr
108886	g$w
108891	mwt
108893	wly
108896	TwE
108898	qwl
Erf
108902	Ezm
108904	Amr
108907	Sdq
108909	Alh
108911	kwn
xyr
108917	Esy
108920	wly
108923	fsd
108927	ArD
108929	qTE
108931	rHm
108935	lEn
108937	Alh
108939	Smm
108942	Emy
bSr
108948	dbr
108951	qrA
108954	qlb
qfl
108959	rdd
108962	dbr
108965	bEd
108967	byn
108971	hdy
108973	$Tn
swl
108978	mlw
108985	qwl
108989	krh
108992	nzl
Alh
108995	TwE
108998	bED
109000	Amr
109002	Alh
Elm
srr
109007	kyf
109009	wfy
109012	mlk
Drb
109015	wjh
109018	dbr
109024	tbE
109027	sxT
Alh
109030	krh
109032	rDw
109035	HbT
Eml
109039	Hsb
109042	qlb
109044	mrD
109047	xrj
Alh
Dgn
109053	$yA
109055	rAy
109061	Erf
109065	swm
109069	Erf
109073	lHn
109075	qwl
109077	Alh
Elm
Eml
109083	blw
109087	Elm
109089	jhd
109094	Sbr
109096	blw
xbr
109101	kfr
109104	Sdd
109107	sbl
Alh
109110	$qq
109113	rsl
109115	bEd
109117	byn
109121	hdy
109123	Drr
109125	Alh
$yA
109129	HbT
Eml
109135	Amn
109137	TwE
109139	Alh
109141	TwE
109144	rsl
109147	bTl
109149	Eml
109153	kfr
109156	Sdd
109159	sbl
Alh
109162	mwt
109166	kfr
109169	gfr
Alh
109175	whn
109178	dEw
109182	slm
109186	Elw
109188	Alh
109193	wtr
109195	Eml
109200	Hyy
109202	dnw
lEb
109205	lhw
109208	Amn
109211	wqy
109213	Aty
109215	Ajr
109219	sAl
109221	mwl
109224	sAl
109228	Hfw
109230	bxl
109233	xrj
Dgn
109239	dEw
109242	nfq
109245	sbl
Alh
109251	bxl
109254	bxl
109258	bxl
109260	nfs
109263	Alh
109265	gny
109269	fqr
109272	wly
109274	bdl
qwm
gyr
109280	kwn
109282	mvl
109286	ftH
109290	ftH
byn
109293	gfr
109296	Alh
109298	qdm
109300	*nb
109304	Axr
109306	tmm
nEm
109312	hdy
109314	SrT
qwm
109317	nSr
109319	Alh
nSr
Ezz
109324	nzl
109326	skn
109328	qlb
109330	Amn
109332	zyd
109334	Amn
109336	Amn
109340	Alh
jnd
109343	smw
109346	ArD
109348	kwn
Alh
Elm
Hkm
109353	dxl
109355	Amn
109358	Amn
jnn
jry
109362	tHt
109365	nhr
xld
109370	kfr
109373	swA
109376	kwn
109378	End
Alh
fwz
EZm
109383	E*b
109385	nfq
109388	nfq
109391	$rk
109394	$rk
109396	Znn
109398	Alh
Znn
109401	swA
109404	dwr
109406	swA
109408	gDb
Alh
109413	lEn
109416	Edd
109421	swA
Syr
109425	Alh
jnd
109428	smw
109431	ArD
109433	kwn
Alh
Ezz
Hkm
109439	rsl
109442	$hd
109444	b$r
109446	n*r
109448	Amn
109451	Alh
109453	rsl
109456	Ezr
109460	wqr
109464	sbH
109467	bkr
109469	ASl
109472	byE
109477	byE
109479	Alh
ydy
Alh
fwq
ydy
109487	nkv
109491	nkv
109493	nfs
109497	wfy
109500	Ehd
109503	Alh
109506	Aty
109508	Ajr
EZm
109511	qwl
109515	xlf
109518	Erb
$gl
109521	mwl
109524	Ahl
109527	gfr
109530	qwl
109533	lsn
109536	lys
109538	qlb
109540	qwl
109543	mlk
109547	Alh
$yA
109550	rwd
109553	Drr
109555	rwd
109558	nfE
109560	kwn
Alh
109564	Eml
109566	xbr
109568	Znn
109572	qlb
109574	rsl
109577	Amn
109579	Ahl
109581	Abd
109583	zyn
109586	qlb
109589	Znn
109591	Znn
109593	swA
109595	kwn
109597	qwm
bwr
109602	Amn
109604	Alh
109606	rsl
109611	Etd
109615	kfr
sEr
109619	Alh
mlk
109622	smw
109625	ArD
gfr
109629	$yA
109631	E*b
109633	$yA
109635	kwn
Alh
gfr
rHm
109640	qwl
109642	xlf
109644	Tlq
109647	gnm
109649	Ax*
109652	w*r
109655	tbE
109657	rwd
109660	bdl
109662	klm
Alh
qwl
109666	tbE
109671	qwl
Alh
109674	qbl
109677	qwl
109680	Hsd
109684	kwn
109687	fqh
109690	qll
qwl
109694	xlf
109697	Erb
109699	dEw
109702	qwm
Awl
bAs
$dd
qtl
109710	slm
109714	TwE
109716	Aty
109718	Alh
Ajr
Hsn
109723	wly
109727	wly
109730	qbl
E*b
109733	E*b
Alm
lys
109738	Emy
Hrj
109744	Erj
Hrj
109750	mrD
Hrj
109754	TwE
Alh
109757	rsl
109759	dxl
109761	jnn
jry
109764	tHt
109767	nhr
109770	wly
E*b
109773	E*b
Alm
109777	rDw
Alh
109781	Amn
109783	byE
109786	tHt
109788	$jr
109790	Elm
109793	qlb
109796	nzl
109798	skn
109802	vwb
109804	ftH
qrb
109807	gnm
kvr
Ax*
109813	kwn
Alh
Ezz
Hkm
wEd
109819	Alh
gnm
kvr
Ax*
109826	Ejl
109831	kff
ydy
109834	nws
109839	kwn
Ayy
109843	Amn
109845	hdy
109847	SrT
qwm
109850	Axr
109852	qdr
109857	HwT
Alh
109862	kwn
Alh
109865	kll
$yA
qdr
109870	qtl
109873	kfr
109876	wly
109879	dbr
109882	wjd
109884	wly
109887	nSr
snn
Alh
109892	xlw
109894	qbl
109897	wjd
109899	snn
Alh
bdl
109905	kff
ydy
109911	ydy
109916	bTn
109919	bEd
109921	Zfr
109926	kwn
Alh
109930	Eml
109932	bSr
109935	kfr
109938	Sdd
109943	sjd
109945	Hrm
109948	hdy
Ekf
109951	blg
Hll
109956	rjl
Amn
109959	nsw
Amn
109962	Elm
109966	wTA
109970	Swb
109974	Err
109976	gyr
Elm
109979	dxl
Alh
109982	rHm
109985	$yA
109987	zyl
109990	E*b
109993	kfr
109997	E*b
Alm
110000	jEl
110002	kfr
110005	qlb
110008	Hmy
Hmy
110011	jhl
110013	nzl
Alh
skn
110018	rsl
110023	Amn
110025	lzm
110027	klm
110029	wqy
110031	kwn
110033	Hqq
110037	Ahl
110040	kwn
Alh
110043	kll
$yA
Elm
110048	Sdq
Alh
rsl
110053	rAy
110056	Hqq
110058	dxl
110061	sjd
110063	Hrm
110065	$yA
Alh
Amn
Hlq
rAs
110072	qSr
110074	xwf
110077	Elm
110080	Elm
110083	jEl
110085	dwn
110087	ftH
qrb
110091	rsl
rsl
110096	hdy
110098	dyn
110100	Hqq
110102	Zhr
110106	dyn
kll
110110	kfy
110112	Alh
$hd
110115	rsl
Alh
110121	$dd
110124	kfr
rHm
byn
110128	rAy
110130	rkE
sjd
bgy
110134	fDl
110136	Alh
110138	rDw
swm
110142	wjh
110145	Avr
110147	sjd
110149	mvl
110155	mvl
110161	zrE
xrj
$TA
110166	Azr
110169	glZ
110171	swy
110173	swq
110175	Ejb
110177	zrE
110179	gyZ
110183	kfr
wEd
Alh
110187	Amn
110190	Eml
110193	SlH
110196	gfr
110198	Ajr
EZm
110203	Amn
110206	qdm
110208	byn
ydy
Alh
110212	rsl
110215	wqy
110217	Alh
110219	Alh
smE
Elm
110225	Amn
110228	rfE
110230	Swt
110232	fwq
Swt
110235	nbA
110238	jhr
110244	qwl
110246	jhr
bED
110250	bED
110252	HbT
Eml
110258	$Er
110262	gDD
110264	Swt
110266	End
rsl
Alh
110271	mHn
Alh
qlb
110277	wqy
110280	gfr
110282	Ajr
EZm
110286	ndw
110290	wry
110292	Hjr
kvr
110296	Eql
110302	Sbr
110305	xrj
110309	kwn
xyr
110314	Alh
gfr
rHm
110320	Amn
110323	jyA
110325	fsq
110327	nbA
110329	byn
110332	Swb
110334	qwm
110336	jhl
110338	SbH
110342	fEl
110344	ndm
110346	Elm
110351	rsl
Alh
110354	TwE
110357	kvr
110360	Amr
110362	Ent
110366	Alh
Hbb
110371	Amn
110373	zyn
110376	qlb
110379	krh
110383	kfr
110386	fsq
110389	ESy
110393	r$d
fDl
110396	Alh
110398	nEm
110400	Alh
Elm
Hkm
110405	Twf
110408	Amn
qtl
110412	SlH
110414	byn
110418	bgy
AHd
110423	Axr
110425	qtl
110428	bgy
110430	fyA
110432	Amr
Alh
110436	fyA
110438	SlH
110440	byn
110444	Edl
110446	qsT
110449	Alh
Hbb
110452	qsT
110456	Amn
Axw
110459	SlH
110461	byn
Axw
110465	wqy
110467	Alh
110470	rHm
110475	Amn
110478	sxr
qwm
110481	qwm
Esy
110484	kwn
110486	xyr
110491	nsw
110493	nsw
Esy
110496	kwn
110498	xyr
110503	lmz
110505	nfs
110509	nbz
110513	lqb
bAs
110516	smw
110518	fsq
bEd
110521	Amn
110525	twb
110530	Zlm
110534	Amn
110536	jnb
110538	kvr
110541	Znn
110543	bED
110545	Znn
Avm
110549	jss
110553	gyb
bED
110556	bED
110558	Hbb
AHd
110562	Akl
lHm
Axw
110566	mwt
110568	krh
110572	wqy
110574	Alh
110576	Alh
twb
rHm
110582	nws
110585	xlq
110589	*kr
110591	Anv
110593	jEl
110596	$Eb
110598	qbl
110600	Erf
110603	krm
110605	End
Alh
wqy
110610	Alh
Elm
xbr
qwl
110615	Erb
Amn
110618	qwl
110620	Amn
110624	qwl
110626	slm
110630	dxl
110632	Amn
110634	qlb
110638	TwE
110640	Alh
110642	rsl
110645	lyt
110648	Eml
110650	$yA
110652	Alh
gfr
rHm
110658	Amn
110660	Amn
110663	Alh
110665	rsl
110669	ryb
110672	jhd
110675	mwl
110678	nfs
110681	sbl
Alh
110686	Sdq
qwl
110689	Elm
110691	Alh
110693	dyn
110696	Alh
Elm
110701	smw
110706	ArD
110708	Alh
110710	kll
$yA
Elm
mnn
110718	slm
110720	qwl
110722	mnn
110726	slm
110729	Alh
mnn
110734	hdy
110738	Amn
110740	kwn
110742	Sdq
110744	Alh
Elm
gyb
110748	smw
110751	ArD
110753	Alh
bSr
110757	Eml
110762	qrA
110764	mjd
110766	Ejb
110769	jyA
110771	n*r
110775	qwl
110777	kfr
110779	$yA
Ejb
110783	mwt
110786	kwn
110788	trb
110790	rjE
bEd
110793	Elm
110796	nqS
110798	ArD
110802	End
110804	ktb
HfZ
110807	k*b
110811	Hqq
110813	jyA
110818	Amr
mrj
110823	nZr
110827	smw
fwq
110830	kyf
bny
110835	zyn
110843	frj
110846	ArD
mdd
110851	lqy
110855	rsw
110857	nbt
110862	kll
zwj
bhj
bSr
110867	*kr
110869	kll
Ebd
nwb
110873	nzl
110877	smw
mwh
brk
110881	nbt
110885	jnn
110887	Hbb
110889	HSd
110892	nxl
bsq
110896	TlE
nDd
rzq
110901	Ebd
110903	Hyy
110907	bld
mwt
110912	xrj
k*b
qbl
110916	qwm
110919	SHb
110921	rss
110925	Ewd
110929	Axw
110932	SHb
110936	qwm
110938	kll
k*b
110941	rsl
110943	Hqq
wEd
110947	Eyy
110951	xlq
110953	Awl
110957	lbs
110959	xlq
jdd
110964	xlq
110967	Ans
110969	Elm
110971	wsws
110974	nfs
110978	qrb
110982	Hbl
110984	wrd
110986	lqy
110988	lqy
110991	ymn
110995	$ml
qEd
110998	lfZ
111000	qwl
111004	rqb
Etd
111007	jyA
skr
111010	mwt
111013	Hqq
111016	kwn
111020	Hyd
111022	nfx
111025	Swr
111027	ywm
111029	wEd
111031	jyA
kll
nfs
111036	swq
111038	$hd
111041	kwn
111044	gfl
111048	k$f
111052	gTw
111055	bSr
111058	ywm
Hdd
111061	qwl
qrn
111068	Etd
lqy
111073	kll
kfr
End
mnE
111079	xyr
Edw
ryb
111083	jEl
111085	Alh
Alh
Axr
111089	lqy
111094	E*b
111096	$dd
qwl
qrn
111100	rbb
111103	Tgy
111108	kwn
111110	Dll
bEd
qwl
111114	xSm
111120	qdm
111126	wEd
111128	bdl
111130	qwl
111137	Zlm
111140	Ebd
ywm
qwl
111146	mlA
111149	qwl
111152	zyd
111154	zlf
111156	jnn
111159	wqy
gyr
bEd
111164	wEd
111167	kll
Awb
HfZ
111171	x$y
111173	rHm
111176	gyb
111178	jyA
111180	qlb
nwb
dxl
111186	slm
111188	ywm
111190	xld
111194	$yA
111201	zyd
111204	hlk
111206	qbl
111209	qrn
111211	$dd
111214	bT$
111216	nqb
111220	bld
111223	HyS
111228	*kr
111231	kwn
111234	qlb
111236	lqy
111238	smE
111241	$hd
111245	xlq
111248	smw
111251	ArD
111254	byn
111257	stt
ywm
111261	mss
111264	lgb
111266	Sbr
111269	qwl
111272	sbH
111274	Hmd
rbb
111277	qbl
TlE
111280	$ms
111282	qbl
111284	grb
111288	lyl
111290	sbH
111293	dbr
111295	sjd
111297	smE
ywm
ndw
111301	ndw
111303	kwn
qrb
ywm
smE
111309	SyH
111312	Hqq
111314	ywm
111316	xrj
111320	Hyy
111322	mwt
111327	Syr
ywm
$qq
111331	ArD
111334	srE
111336	H$r
111339	ysr
111341	Elm
111344	qwl
111352	jbr
111354	*kr
111357	qrA
111359	xwf
wEd
111364	*rw
*rw
111368	Hml
wqr
111372	jry
ysr
111376	qsm
Amr
111380	wEd
111383	Sdq
111387	dyn
111389	wqE
111392	smw
111395	Hbk
111400	qwl
xlf
Afk
111406	Afk
qtl
111409	xrS
111413	gmr
shw
sAl
111418	ywm
111420	dyn
ywm
111425	nwr
ftn
111428	*wq
111430	ftn
111434	kwn
111438	Ejl
111442	wqy
111444	jnn
111446	Eyn
Ax*
111449	Aty
111451	rbb
111455	kwn
111457	qbl
111459	Hsn
kwn
111462	qll
111465	lyl
111467	hjE
111472	sHr
111474	gfr
111478	mwl
111480	Hqq
111483	sAl
111486	Hrm
111490	ArD
Ayy
111494	yqn
111497	nfs
111502	bSr
111507	smw
rzq
111512	wEd
111516	rbb
111518	smw
111521	ArD
111525	Hqq
mvl
111530	nTq
111533	Aty
111535	Hdv
Dyf
111539	krm
111541	dxl
111546	qwl
111548	slm
qwl
slm
qwm
nkr
111554	rwg
111556	Ahl
111559	jyA
111561	Ejl
smn
111564	qrb
111568	qwl
111571	Akl
111574	wjs
111577	xwf
qwl
111581	xwf
111583	b$r
111587	glm
Elm
111590	qbl
mrA
111594	Srr
111596	Skk
wjh
111600	qwl
Ejz
Eqm
qwl
111607	qwl
rbb
111614	Hkm
111616	Elm
qwl
111620	xTb
111624	rsl
qwl
111629	rsl
111632	qwm
jrm
111635	rsl
111638	Hjr
111640	Tyn
swm
End
rbb
111647	srf
111649	xrj
111652	kwn
111657	Amn
111660	wjd
111664	gyr
byt
111668	slm
111670	trk
111674	Ayy
111677	xwf
111680	E*b
111682	Alm
111687	rsl
111693	slT
byn
111696	wly
111698	rkn
111701	qwl
sHr
111704	jnn
111706	Ax*
111710	jnd
111713	nb*
111718	ymm
111721	lwm
111724	Ewd
111726	rsl
111731	rwH
111733	Eqm
111735	w*r
111737	$yA
Aty
111742	jEl
111746	rmm
111751	qwl
111754	mtE
111757	Hyn
111759	Etw
111762	Amr
rbb
111766	Ax*
111769	SEq
111772	nZr
111776	TwE
111779	qwm
111782	kwn
111784	nSr
111786	qwm
111789	qbl
111792	kwn
111794	qwm
fsq
111798	smw
bny
111803	Ayd
111808	wsE
111811	ArD
fr$
111816	nEm
111818	mhd
111821	kll
$yA
xlq
111825	zwj
111828	*kr
111831	frr
111834	Alh
111841	n*r
byn
111845	jEl
111848	Alh
Alh
Axr
111857	n*r
byn
111862	Aty
111865	qbl
111868	rsl
111870	qwl
111872	sHr
111874	jnn
111876	wSy
111882	qwm
Tgy
111885	wly
111892	lwm
111894	*kr
111898	*kr
nfE
111901	Amn
111904	xlq
111907	jnn
111910	Ans
111913	Ebd
111917	rwd
111921	rzq
111924	rwd
111926	TEm
111930	Alh
111933	rzq
111936	qwy
111938	mtn
111943	Zlm
111945	*nb
mvl
*nb
SHb
111952	Ejl
111959	kfr
111962	ywm
111965	wEd
111969	Twr
111971	ktb
sTr
111974	rqq
n$r
111978	byt
111980	Emr
111983	sqf
111985	rfE
111988	bHr
111990	sjr
111992	E*b
rbb
111996	wqE
112001	dfE
ywm
mwr
112005	smw
mwr
112008	syr
112010	jbl
syr
112017	k*b
112021	xwD
lEb
112024	ywm
dEE
112028	nwr
112030	dEE
112033	nwr
112035	kwn
112039	k*b
112043	sHr
112048	bSr
112050	Sly
112054	Sbr
112058	Sbr
112060	swy
112065	jzy
112068	kwn
112070	Eml
112074	wqy
112076	jnn
112078	nEm
fkh
112082	Aty
112084	rbb
112087	wqy
112089	rbb
112091	E*b
112093	jHm
Akl
112097	$rb
112099	hnA
112102	kwn
112104	Eml
112106	wkA
112108	srr
Sff
112111	zwj
112115	Hwr
Eyn
112119	Amn
112122	tbE
112124	*rr
112127	Amn
lHq
112132	*rr
112136	Alt
112140	Eml
112143	$yA
kll
mrA
112148	ksb
rhn
112151	mdd
112155	fkh
112157	lHm
112160	$hw
112162	nzE
112166	kAs
112168	lgw
112173	Avm
112175	Twf
112178	glm
112183	lAlA
knn
112186	qbl
bED
112190	bED
sAl
112193	qwl
112197	kwn
112199	qbl
112201	Ahl
112203	$fq
112205	mnn
Alh
112210	wqy
112212	E*b
112214	smm
112217	kwn
112220	qbl
dEw
112227	brr
112229	rHm
112231	*kr
112236	nEm
rbb
112240	khn
112243	jnn
112245	qwl
112247	$Er
rbS
112251	ryb
112253	mnn
qwl
rbS
112264	rbS
112266	Amr
112268	Hlm
112274	qwm
Tgy
112277	qwl
112279	qwl
112283	Amn
112287	Aty
112290	Hdv
mvl
112294	kwn
112296	Sdq
112298	xlq
112301	gyr
$yA
112306	xlq
112308	xlq
112311	smw
112314	ArD
112317	yqn
112320	End
112322	xzn
rbb
112328	sTr
112332	slm
smE
112339	Aty
smE
112343	slT
byn
112349	bny
112354	bny
112356	sAl
112358	Ajr
112362	grm
vql
112365	End
112368	gyb
112371	ktb
112374	rwd
112376	kyd
112379	kfr
112383	kyd
112387	Alh
gyr
Alh
sbH
Alh
112394	$rk
112398	rAy
112400	ksf
112403	smw
sqT
qwl
112407	sHb
rkm
112410	w*r
112413	lqy
112415	ywm
112420	SEq
112422	ywm
112424	gny
112427	kyd
112429	$yA
112433	nSr
112439	Zlm
112441	E*b
dwn
112446	kvr
112449	Elm
112452	Sbr
112454	Hkm
rbb
112461	Eyn
112464	sbH
112466	Hmd
rbb
112469	Hyn
qwm
112474	lyl
112476	sbH
112479	dbr
112481	njm
112484	njm
112486	hwy
112488	Dll
SHb
112493	gwy
112496	nTq
112499	hwy
112503	wHy
wHy
Elm
112507	$dd
112509	qwy
112511	mrr
112513	swy
112518	Afq
112520	Elw
112522	dnw
112524	dlw
112526	kwn
qwb
qws
112530	dnw
112532	wHy
112534	Ebd
112537	wHy
112539	k*b
112541	fAd
112543	rAy
112546	mry
112551	rAy
112555	rAy
112557	nzl
Axr
End
sdr
112562	nhy
End
112565	jnn
112567	Awy
112569	g$w
112571	sdr
112573	g$w
112575	zyg
112577	bSr
112580	Tgy
112583	rAy
112585	Ayy
rbb
112589	kbr
112592	rAy
112600	vlv
112602	Axr
112607	*kr
112612	Anv
112615	qsm
Dyz
112620	smw
smw
112626	Abw
112629	nzl
Alh
112634	slT
112636	tbE
112640	Znn
112643	hwy
112645	nfs
112649	jyA
112652	rbb
112655	hdy
112659	Ans
112661	mny
112664	Alh
112666	Axr
112669	Awl
112673	mlk
112676	smw
112678	gny
$fE
112681	$yA
112684	bEd
112686	A*n
Alh
112690	$yA
112692	rDw
112696	Amn
112700	Axr
112702	smw
112705	mlk
smw
112708	Anv
112716	Elm
112718	tbE
112722	Znn
112726	Znn
112728	gny
112731	Hqq
$yA
112734	ErD
112737	wly
112739	*kr
112743	rwd
112746	Hyy
112748	dnw
112750	blg
112754	Elm
112756	rbb
112759	Elm
112762	Dll
112764	sbl
112768	Elm
112771	hdy
112774	Alh
112778	smw
112783	ArD
112785	jzy
112787	swA
112791	Eml
112794	jzy
112796	Hsn
112800	Hsn
112802	jnb
112804	kbr
112806	Avm
112809	fH$
112812	lmm
112814	rbb
112816	wsE
112818	gfr
112820	Elm
112824	n$A
112828	ArD
112832	jnn
112834	bTn
Amm
112839	zkw
112841	nfs
112844	Elm
112847	wqy
112850	rAy
112853	wly
112855	ETw
qll
112858	kdy
112860	End
112862	Elm
112864	gyb
112867	rAy
112870	nbA
112874	SHf
112879	wfy
112882	wzr
wzr
wzr
Axr
112888	lys
112891	Ans
112894	sEy
112897	sEy
112900	rAy
112902	jzy
112905	jzy
112907	wfy
112911	rbb
112914	nhy
112919	DHk
112921	bky
112926	mwt
112928	Hyy
112932	xlq
112934	zwj
112936	*kr
112939	Anv
112941	nTf
112943	mny
112949	n$A
112951	Axr
112956	gny
112958	qny
112963	rbb
112965	$Er
112969	hlk
Ewd
112972	Awl
112977	bqy
112979	qwm
112982	qbl
112985	kwn
112988	Zlm
112990	Tgy
112993	Afk
hwy
112996	g$w
112999	g$w
113003	Alw
rbb
113006	mry
113008	n*r
113011	n*r
113013	Awl
Azf
113016	Azf
lys
113021	dwn
Alh
k$f
113029	Hdv
Ejb
113033	DHk
113037	bky
113041	smd
113043	sjd
113046	Alh
113048	Ebd
113050	qrb
113052	swE
113054	$qq
113056	qmr
113059	rAy
113061	Ayy
ErD
113065	qwl
113067	sHr
mrr
113070	k*b
113073	tbE
113075	hwy
113078	kll
Amr
qrr
113084	jyA
113088	nbA
113092	zjr
Hkm
blg
113097	gny
113099	n*r
113101	wly
113104	ywm
dEw
113107	dEw
113109	$yA
nkr
x$E
bSr
113114	xrj
113118	jdv
113121	jrd
n$r
hTE
113126	dEw
qwl
113129	kfr
113131	ywm
Esr
k*b
qbl
113136	qwm
113139	k*b
113141	Ebd
113144	qwl
113146	jnn
113148	zjr
113150	dEw
rbb
113155	glb
113157	nSr
113159	ftH
113161	bwb
113163	smw
113165	mwh
hmr
113168	fjr
113171	ArD
Eyn
113174	lqy
113176	mwh
113178	Amr
113180	qdr
113182	Hml
113187	lwH
113189	dsr
jry
113192	Eyn
113194	jzy
113197	kwn
kfr
113202	trk
113205	Ayy
113209	*kr
113211	kyf
kwn
E*b
113216	n*r
113220	ysr
113223	qrA
113226	*kr
113230	*kr
k*b
Ewd
113234	kyf
kwn
E*b
113239	n*r
113242	rsl
113246	rwH
SrSr
113249	ywm
nHs
mrr
nzE
113254	nws
113257	Ejz
nxl
qEr
113261	kyf
kwn
E*b
113266	n*r
113270	ysr
113273	qrA
113276	*kr
113280	*kr
k*b
113285	n*r
113287	qwl
113290	b$r
113293	wHd
tbE
113301	Dll
113303	sEr
113305	lqy
113307	*kr
113311	byn
113315	k*b
A$r
113318	Elm
113320	gdw
113323	k*b
113325	A$r
113328	rsl
113330	nwq
ftn
113335	rqb
113338	Sbr
113340	nbA
113344	mwh
qsm
byn
113348	kll
$rb
HDr
113352	ndw
113354	SHb
113357	ETw
113359	Eqr
113361	kyf
kwn
E*b
113366	n*r
113369	rsl
113373	SyH
wHd
113376	kwn
113379	h$m
113381	HZr
113385	ysr
113388	qrA
113391	*kr
113395	*kr
k*b
qwm
113401	n*r
113404	rsl
113408	HSb
113410	Awl
113412	njw
113416	sHr
nEm
113419	End
113423	jzy
113425	$kr
113429	n*r
113431	bT$
113434	mry
113438	n*r
113442	rwd
113446	Dyf
113449	Tms
113451	Eyn
113454	*wq
113456	E*b
113459	n*r
113463	SbH
113465	bkr
E*b
qrr
113469	*wq
113471	E*b
113474	n*r
113478	ysr
113481	qrA
113484	*kr
113488	*kr
113492	jyA
Awl
113496	n*r
k*b
113500	Ayy
113502	kll
113505	Ax*
113508	Ax*
Ezz
qdr
113512	kfr
113514	xyr
113520	brA
113523	zbr
113525	qwl
113528	jmE
nSr
113531	hzm
113533	jmE
113535	wly
113538	dbr
113541	swE
wEd
113546	swE
dhy
113549	mrr
113552	jrm
113554	Dll
113556	sEr
ywm
sHb
113562	nwr
113564	wjh
113566	*wq
113568	mss
113572	kll
$yA
xlq
113578	qdr
113581	Amr
113584	wHd
113586	lmH
113589	bSr
113593	hlk
113595	$yE
113600	*kr
113602	kll
$yA
fEl
113609	zbr
113611	kll
Sgr
113614	kbr
sTr
113618	wqy
113620	jnn
113622	nhr
113624	qEd
Sdq
End
mlk
qdr
113630	rHm
Elm
113633	qrA
xlq
113636	Ans
Elm
113640	byn
113642	$ms
113645	qmr
113647	Hsb
113650	njm
113653	$jr
sjd
113658	smw
rfE
113662	wDE
113664	wzn
113667	Tgy
113671	wzn
113673	qwm
113676	wzn
113679	qsT
113682	xsr
113685	wzn
113688	ArD
wDE
113693	Anm
113696	fkh
113699	nxl
113702	kmm
113705	Hbb
113708	ESf
113711	rwH
113715	Alw
rbb
113718	k*b
113720	xlq
113722	Ans
113724	SlSl
113727	fxr
113729	xlq
113731	jnn
113733	mrj
113735	nwr
113739	Alw
rbb
113742	k*b
113744	rbb
113746	$rq
113748	rbb
113750	grb
113754	Alw
rbb
113757	k*b
113759	mrj
113761	bHr
lqy
113764	byn
113768	bgy
113773	Alw
rbb
113776	k*b
113778	xrj
113782	lAlA
113785	mrj
113789	Alw
rbb
113792	k*b
113798	jry
113800	n$A
113803	bHr
113806	Elm
113810	Alw
rbb
113813	k*b
113815	kll
113819	fny
113821	bqy
wjh
rbb
113827	jll
113830	krm
113834	Alw
rbb
113837	k*b
113839	sAl
113844	smw
113847	ArD
kll
ywm
113852	$An
113856	Alw
rbb
113859	k*b
113862	frg
113867	vql
113871	Alw
rbb
113874	k*b
113877	E$r
113879	jnn
113882	Ans
113884	TwE
113887	nf*
113890	qTr
113892	smw
113895	ArD
113897	nf*
113900	nf*
113904	slT
113908	Alw
rbb
113911	k*b
113913	rsl
113916	$wZ
113918	nwr
113920	nHs
113923	nSr
113928	Alw
rbb
113931	k*b
113935	$qq
113937	smw
113939	kwn
wrd
113943	dhn
113947	Alw
rbb
113950	k*b
113955	sAl
113957	*nb
113959	Ans
113962	jnn
113966	Alw
rbb
113969	k*b
113971	Erf
113973	jrm
113975	swm
113978	Ax*
113981	nSy
113984	qdm
113988	Alw
rbb
113991	k*b
113996	k*b
114000	jrm
Twf
114003	byn
114006	byn
Hmm
Any
114012	Alw
rbb
114015	k*b
114020	xwf
qwm
rbb
114024	jnn
114028	Alw
rbb
114031	k*b
114034	fnn
114038	Alw
rbb
114041	k*b
114045	Eyn
jry
114051	Alw
rbb
114054	k*b
114059	kll
fkh
zwj
114065	Alw
rbb
114068	k*b
114070	wkA
114072	fr$
bTn
114078	jny
114080	jnn
dnw
114085	Alw
rbb
114088	k*b
114092	qSr
114094	Trf
114096	Tmv
114098	Ans
qbl
114103	jnn
114107	Alw
rbb
114110	k*b
114118	mrj
114122	Alw
rbb
114125	k*b
114128	jzy
114130	Hsn
114133	Hsn
114137	Alw
rbb
114140	k*b
114144	dwn
114146	jnn
114150	Alw
rbb
114153	k*b
114155	dhm
114159	Alw
rbb
114162	k*b
114166	Eyn
nDx
114171	Alw
rbb
114174	k*b
114178	fkh
114180	nxl
114182	rmn
114186	Alw
rbb
114189	k*b
114193	xyr
Hsn
114198	Alw
rbb
114201	k*b
114203	Hwr
qSr
114207	xym
114211	Alw
rbb
114214	k*b
114217	Tmv
114219	Ans
qbl
114224	jnn
114228	Alw
rbb
114231	k*b
114233	wkA
114235	rfrf
xDr
114238	Ebqr
Hsn
114243	Alw
rbb
114246	k*b
114248	brk
smw
rbb
114254	jll
114257	krm
114259	wqE
114261	wqE
lys
114264	wqE
114266	k*b
xfD
rfE
114270	rjj
114272	ArD
rjj
114275	bss
114277	jbl
bss
114280	kwn
hbw
bvv
114284	kwn
114286	zwj
vlv
114289	SHb
114291	ymn
114293	SHb
114295	ymn
114297	SHb
114299	$Am
114301	SHb
114303	$Am
114306	sbq
114308	sbq
114311	qrb
114313	jnn
114315	nEm
vll
114319	Awl
114321	qll
114324	Axr
114326	srr
wDn
wkA
114331	qbl
Twf
114335	wld
xld
114338	kwb
114342	kAs
114344	Eyn
114346	SdE
114352	nzf
114355	fkh
114358	xyr
114361	lHm
Tyr
114365	$hw
114368	Hwr
Eyn
114371	mvl
114373	lAlA
114375	knn
jzy
114379	kwn
114381	Eml
114384	smE
114388	lgw
114391	Avm
114393	qwl
slm
slm
114397	SHb
114399	ymn
114401	SHb
114403	ymn
114405	sdr
xDd
114408	TlH
nDd
114411	Zll
mdd
114414	mwh
skb
114417	fkh
kvr
114420	qTE
114423	mnE
114425	fr$
rfE
114429	n$A
114432	n$A
114434	jEl
114437	bkr
Erb
trb
114441	SHb
114443	ymn
vll
114447	Awl
114449	vll
114452	Axr
114454	SHb
114456	$ml
114458	SHb
114460	$ml
114462	smm
114464	Hmm
114466	Zll
114468	Hmm
114470	brd
114473	krm
114476	kwn
114478	qbl
114480	trf
114482	kwn
114484	Srr
114488	Hnv
114490	EZm
114492	kwn
114494	qwl
114498	mwt
114501	kwn
114503	trb
114505	EZm
114510	bEv
114513	Abw
114516	Awl
qwl
114520	Awl
114523	Axr
114525	jmE
114527	wqt
ywm
Elm
114535	Dll
114537	k*b
114539	Akl
114541	$jr
114543	zqm
114545	mlA
114549	bTn
114551	$rb
114556	Hmm
114558	$rb
$rb
114561	hym
114563	nzl
114565	ywm
114567	dyn
114569	xlq
114574	Sdq
114578	rAy
114581	mny
114585	xlq
114591	xlq
114593	qdr
114595	byn
114598	mwt
114603	sbq
114606	bdl
mvl
114610	n$A
114615	Elm
114620	Elm
114623	n$A
114625	Awl
114628	*kr
114632	rAy
114635	Hrv
114639	zrE
114645	zrE
114647	$yA
114649	jEl
114652	HTm
114654	Zll
114656	fkh
114661	grm
114664	Hrm
114667	rAy
114670	mwh
114672	$rb
114676	nzl
114681	mzn
114685	nzl
114687	$yA
jEl
114691	Ajj
114694	$kr
114698	rAy
114701	nwr
114703	wry
114707	n$A
114709	$jr
114714	n$A
114716	jEl
114719	*kr
114721	mtE
114724	qwy
114726	sbH
114728	smw
rbb
114732	EZm
114735	qsm
114737	wqE
114739	njm
114744	qsm
114746	Elm
114748	EZm
114752	qrA
krm
114755	ktb
knn
114758	mss
114762	Thr
nzl
114765	rbb
114767	Elm
114773	Hdv
114775	dhn
114777	jEl
114779	rzq
114783	k*b
114788	blg
114790	Hlq
114793	Hyn
nZr
114798	qrb
114806	bSr
114811	kwn
114813	gyr
dyn
rjE
114819	kwn
114821	Sdq
114825	kwn
114828	qrb
114830	rwH
114832	rwH
114834	jnn
nEm
114839	kwn
114841	SHb
114843	ymn
114845	slm
114849	SHb
114851	ymn
114855	kwn
114858	k*b
114860	Dll
114862	nzl
114864	Hmm
114866	Sly
jHm
114872	Hqq
114874	yqn
114876	sbH
114878	smw
rbb
114882	EZm
sbH
114885	Alh
114889	smw
114892	ArD
114896	Ezz
114898	Hkm
114901	mlk
114903	smw
114906	ArD
Hyy
114909	mwt
114913	kll
$yA
qdr
114918	Awl
114921	Axr
114924	Zhr
114927	bTn
114931	kll
$yA
Elm
114936	xlq
114938	smw
114941	ArD
114943	stt
ywm
114946	swy
114949	Er$
Elm
114952	wlj
114955	ArD
114958	xrj
114963	nzl
114966	smw
114969	Erj
114978	kwn
114981	Alh
114984	Eml
114986	bSr
114989	mlk
114991	smw
114994	ArD
114997	Alh
rjE
115000	Amr
wlj
115003	lyl
115006	nhr
115008	wlj
115010	nhr
115013	lyl
115016	Elm
115020	Sdr
Amn
115024	Alh
115026	rsl
115029	nfq
115033	jEl
115035	xlf
115040	Amn
115045	nfq
115049	Ajr
kbr
115056	Amn
115059	Alh
115062	rsl
dEw
115066	Amn
115069	rbb
115073	Ax*
wvq
115077	kwn
115079	Amn
115082	nzl
115084	Ebd
115086	Ayy
byn
115089	xrj
115093	Zlm
115096	nwr
115099	Alh
115103	rAf
rHm
115111	nfq
115114	sbl
Alh
115118	Alh
wrv
115121	smw
115124	ArD
115126	swy
115130	nfq
115132	qbl
115134	ftH
115136	qtl
115138	EZm
drj
115142	nfq
115145	bEd
115147	qtl
115150	kll
wEd
Alh
115154	Hsn
115156	Alh
115159	Eml
115161	xbr
115165	qrD
Alh
qrD
Hsn
115170	DEf
115177	Ajr
krm
ywm
rAy
115182	Amn
115185	Amn
sEy
nwr
115189	byn
ydy
115194	ymn
115196	b$r
115199	ywm
jnn
jry
115203	tHt
115206	nhr
xld
115213	fwz
115215	EZm
ywm
qwl
115219	nfq
115222	nfq
115225	Amn
115227	nZr
115230	qbs
115232	nwr
115234	qwl
rjE
115237	wry
115240	lms
115242	nwr
115244	Drb
byn
115248	swr
115251	bwb
bTn
115257	rHm
115259	Zhr
115262	qbl
115265	E*b
ndw
115271	kwn
115274	qwl
115280	ftn
115282	nfs
115285	rbS
115288	ryb
115291	grr
115294	mny
115296	jyA
Amr
Alh
115300	grr
115303	Alh
115305	grr
115308	ywm
115310	Ax*
115313	fdy
115318	kfr
115320	Awy
115323	nwr
115325	wly
115328	bAs
115330	Syr
115333	Any
115336	Amn
115339	x$E
qlb
115343	*kr
Alh
115347	nzl
115350	Hqq
115353	kwn
115357	Aty
115360	ktb
115362	qbl
115364	Twl
115368	Amd
115370	qsw
qlb
115374	kvr
115377	fsq
Elm
115381	Alh
Hyy
115384	ArD
bEd
mwt
115389	byn
115394	Ayy
115397	Eql
115401	Sdq
115404	Sdq
115406	qrD
115408	Alh
qrD
Hsn
DEf
115417	Ajr
krm
115421	Amn
115424	Alh
115426	rsl
115431	Sdq
115434	$hd
End
rbb
115440	Ajr
115443	nwr
115447	kfr
115450	k*b
115453	Ayy
115456	SHb
115458	jHm
Elm
115464	Hyy
115466	dnw
lEb
115469	lhw
115471	zyn
115473	fxr
byn
115477	kvr
115480	mwl
115483	wld
115485	mvl
gyv
Ejb
115489	kfr
nbt
115493	hyj
115495	rAy
115497	Sfr
115499	kwn
HTm
115504	Axr
E*b
$dd
115508	gfr
115510	Alh
115512	rDw
115516	Hyy
115518	dnw
115520	mtE
115522	grr
sbq
115526	gfr
115528	rbb
115531	jnn
ErD
115535	ErD
115537	smw
115540	ArD
Edd
115544	Amn
115547	Alh
115549	rsl
115552	fDl
Alh
Aty
115557	$yA
115559	Alh
115562	fDl
115564	EZm
115566	Swb
115568	Swb
115571	ArD
115575	nfs
115579	ktb
115581	qbl
115583	brA
115588	Alh
ysr
115592	Asw
115596	fwt
115600	frH
115604	Aty
115607	Alh
115609	Hbb
kll
xyl
fxr
115614	bxl
115617	Amr
115620	nws
115623	bxl
115626	wly
115629	Alh
115632	gny
115634	Hmd
115637	rsl
115639	rsl
115643	byn
115645	nzl
115650	ktb
115653	wzn
115655	qwm
115657	nws
115660	qsT
115662	nzl
115665	Hdd
115668	bAs
$dd
115671	nfE
115674	nws
115677	Elm
Alh
115680	nSr
115683	rsl
115687	gyb
115689	Alh
qwy
Ezz
115695	rsl
115701	jEl
115704	*rr
115707	nbA
115710	ktb
115714	hdy
115716	kvr
115719	fsq
115721	qfw
115724	Avr
115727	rsl
115730	qfw
115734	bny
115737	Aty
115743	jEl
115746	qlb
115748	tbE
115751	rAf
115753	rHm
115755	rhb
bdE
115760	ktb
115766	bgy
rDw
Alh
115771	rEy
115774	Hqq
rEy
115778	Aty
115781	Amn
115785	Ajr
115788	kvr
115791	fsq
115795	Amn
115797	wqy
115799	Alh
115801	Amn
115804	rsl
115806	Aty
115808	kfl
115810	rHm
115813	jEl
115816	nwr
m$y
115822	gfr
115826	Alh
gfr
rHm
115831	Elm
Ahl
115834	ktb
115837	qdr
115840	$yA
115842	fDl
Alh
115847	fDl
115849	ydy
Alh
Aty
115854	$yA
115856	Alh
115859	fDl
115861	EZm
115863	smE
Alh
qwl
115867	jdl
115870	zwj
115873	$kw
115875	Alh
115877	Alh
smE
Hwr
115882	Alh
smE
bSr
115886	Zhr
115891	nsw
115895	Amm
115898	Amm
115902	wld
115909	qwl
115911	nkr
115914	qwl
115916	zwr
115919	Alh
115921	Efw
gfr
115925	Zhr
115928	nsw
115931	Ewd
115935	qwl
115938	Hrr
rqb
115941	qbl
115943	mss
115946	wEZ
115951	Alh
115954	Eml
115956	xbr
115960	wjd
115962	Swm
$hr
tbE
115966	qbl
115968	mss
115973	TwE
115975	TEm
stt
skn
115980	Amn
115983	Alh
115985	rsl
115989	Hdd
Alh
115994	kfr
E*b
Alm
115999	Hdd
116001	Alh
116003	rsl
116005	kbt
116009	kbt
116012	qbl
116016	nzl
116018	Ayy
byn
116023	kfr
E*b
hwn
ywm
bEv
116029	Alh
jmE
116032	nbA
116036	Eml
116038	HSy
116040	Alh
116042	nsy
116046	Alh
116048	kll
$yA
$hd
116053	rAy
116055	Alh
Elm
116060	smw
116065	ArD
116067	kwn
116069	njw
vlv
116073	rbE
116077	xms
116080	sds
116084	dnw
116089	kvr
116096	kwn
116099	nbA
116103	Eml
116105	ywm
116107	qwm
116109	Alh
116111	kll
$yA
Elm
116116	rAy
116119	nhy
116123	njw
116125	Ewd
116129	nhy
116134	njw
116138	Avm
116141	Edw
116143	ESy
116145	rsl
116148	jyA
116151	Hyy
116157	Hyy
116161	Alh
116163	qwl
116166	nfs
116169	E*b
116171	Alh
116174	qwl
Hsb
116178	Sly
116182	bAs
116184	Syr
116188	Amn
116191	njw
116195	njw
116199	Avm
116202	Edw
116204	ESy
116206	rsl
116208	njw
116212	brr
116215	wqy
116217	wqy
116219	Alh
116223	H$r
116228	njw
116231	$Tn
116233	Hzn
116235	Amn
116238	lys
116240	Drr
116242	$yA
116245	A*n
Alh
116249	Alh
116252	wkl
116254	Amn
116258	Amn
116261	qwl
116264	fsH
116268	jls
116270	fsH
116272	fsH
Alh
116278	qwl
n$z
116282	n$z
116284	rfE
Alh
116287	Amn
116293	Aty
116296	Elm
drj
116299	Alh
116302	Eml
116304	xbr
116308	Amn
116311	njw
116314	rsl
116316	qdm
116318	byn
ydy
njw
116322	Sdq
116324	xyr
116328	Thr
116332	wjd
116336	Alh
gfr
rHm
116340	$fq
116343	qdm
116345	byn
ydy
njw
116349	Sdq
116353	fEl
116356	twb
Alh
116361	qwm
116364	Slw
116366	Aty
116369	zkw
116371	TwE
116373	Alh
116375	rsl
116378	Alh
xbr
116382	Eml
116386	rAy
116389	wly
116391	qwm
gDb
Alh
116405	Hlf
116409	k*b
116412	Elm
116414	Edd
Alh
116418	E*b
$dd
116422	swA
116424	kwn
116426	Eml
116428	Ax*
116430	ymn
116432	jnn
116434	Sdd
116437	sbl
Alh
116442	E*b
hwn
116445	gny
116448	mwl
116452	wld
116455	Alh
$yA
116458	SHb
116460	nwr
116464	xld
ywm
bEv
116468	Alh
jmE
116471	Hlf
116477	Hlf
116482	Hsb
116487	$yA
116493	k*b
Hw*
116498	$Tn
116500	nsy
116502	*kr
Alh
116505	Hzb
116507	$Tn
116510	Hzb
116512	$Tn
116515	xsr
116518	Hdd
116520	Alh
116522	rsl
116527	*ll
ktb
Alh
116531	glb
116535	rsl
116538	Alh
qwy
Ezz
116542	wjd
qwm
Amn
116547	Alh
116550	ywm
116552	Axr
wdd
116556	Hdd
Alh
116559	rsl
116563	kwn
116565	Abw
116568	bny
116571	Axw
116574	E$r
116577	ktb
116579	qlb
116582	Amn
116584	Ayd
116587	rwH
116591	dxl
116593	jnn
jry
116596	tHt
116599	nhr
xld
116603	rDw
Alh
116608	rDw
116613	Hzb
Alh
116617	Hzb
Alh
116621	flH
sbH
116624	Alh
116628	smw
116633	ArD
116637	Ezz
116639	Hkm
116642	xrj
116644	kfr
116647	Ahl
116649	ktb
116651	dwr
116654	Awl
116656	H$r
116658	Znn
116661	xrj
116664	Znn
116668	mnE
116670	HSn
116673	Alh
116675	Aty
116677	Alh
116679	Hyv
116681	Hsb
116684	q*f
116686	qlb
116689	rEb
xrb
116692	byt
116695	ydy
116698	ydy
116700	Amn
116702	Ebr
116705	Awl
116707	bSr
116711	ktb
Alh
116716	jlw
116718	E*b
116722	dnw
116728	Axr
E*b
116731	nwr
116736	$qq
116738	Alh
116740	rsl
116744	$qq
Alh
116748	Alh
$dd
116751	Eqb
116753	qTE
116756	lyn
116758	trk
116761	qwm
116763	ASl
116767	A*n
Alh
116771	xzy
116773	fsq
116776	fyA
Alh
116779	rsl
116785	wjf
116790	xyl
116793	rkb
116796	Alh
slT
rsl
116802	$yA
116804	Alh
116806	kll
$yA
qdr
116810	fyA
Alh
116813	rsl
116816	Ahl
116818	qry
116821	Alh
116825	rsl
116830	qrb
116833	ytm
116836	skn
116838	bny
116840	sbl
116843	kwn
dwl
byn
116847	gny
116852	Aty
116855	rsl
116857	Ax*
116862	nhy
116867	nhy
116870	wqy
116872	Alh
116874	Alh
$dd
116877	Eqb
116880	fqr
116882	hjr
116884	xrj
116887	dwr
116890	mwl
116892	bgy
116894	fDl
116896	Alh
116898	rDw
116900	nSr
116902	Alh
116904	rsl
116909	Sdq
116912	bwA
116915	dwr
116918	Amn
116920	qbl
116922	Hbb
116925	hjr
116930	wjd
116933	Sdr
116935	Hwj
116938	Aty
116941	Avr
116944	nfs
116948	kwn
116951	xSS
116954	wqy
$HH
nfs
116962	flH
116965	jyA
116968	bEd
116970	qwl
116972	rbb
116974	gfr
116979	Axw
116982	sbq
116987	Amn
116990	jEl
116992	qlb
116994	gll
116997	Amn
116999	rbb
117003	rAf
rHm
117007	rAy
117010	nfq
117012	qwl
117015	Axw
117018	kfr
117021	Ahl
117023	ktb
117026	xrj
117029	xrj
117035	TwE
117038	AHd
Abd
117042	qtl
117045	nSr
117049	Alh
$hd
117054	k*b
117057	xrj
117060	xrj
117067	qtl
117070	nSr
117076	nSr
117080	wly
117083	dbr
117086	nSr
117090	$dd
rhb
117093	Sdr
117096	Alh
117101	qwm
117103	fqh
117106	qtl
117109	jmE
117112	qry
HSn
117116	wry
jdr
bAs
117120	byn
117122	$dd
Hsb
117125	jmE
117127	qlb
117129	$tt
117134	qwm
117136	Eql
117139	mvl
117142	qbl
117144	qrb
*wq
117147	wbl
Amr
117153	E*b
Alm
117156	mvl
117158	$Tn
117160	qwl
117163	Ans
kfr
117167	kfr
qwl
117171	brA
117176	xwf
Alh
rbb
117180	Elm
117182	kwn
Eqb
117189	nwr
xld
117195	jzy
117197	Zlm
117201	Amn
117203	wqy
117205	Alh
117208	nZr
nfs
117211	qdm
117213	gdw
117215	wqy
117217	Alh
117219	Alh
xbr
117223	Eml
117227	kwn
117231	nsy
117233	Alh
117235	nsy
117237	nfs
117242	fsq
117244	swy
SHb
117247	nwr
117249	SHb
117251	jnn
SHb
117254	jnn
117257	fwz
117259	nzl
117263	qrA
117265	jbl
117267	rAy
117270	x$E
SdE
117273	x$y
Alh
117278	mvl
Drb
117283	nws
117286	fkr
117289	Alh
117292	Alh
117295	Elm
117297	gyb
117300	$hd
117303	rHm
117305	rHm
117307	Alh
117310	Alh
117314	mlk
117316	qds
117318	slm
117320	Amn
117322	hmn
117324	Ezz
117326	jbr
117328	kbr
sbH
Alh
117333	$rk
117336	Alh
117338	xlq
117340	brA
117342	Swr
117346	smw
117348	Hsn
sbH
117355	smw
117358	ArD
117362	Ezz
117364	Hkm
117368	Amn
117371	Ax*
117373	Edw
117376	Edw
117378	wly
lqy
117385	wdd
117388	kfr
117392	jyA
117396	Hqq
xrj
117400	rsl
117404	Amn
117407	Alh
rbb
117411	kwn
117413	xrj
117415	jhd
117417	sbl
117420	bgy
rDw
117423	srr
117429	wdd
117432	Elm
117435	xfy
117439	Eln
117443	fEl
117449	Dll
swy
117452	sbl
117454	vqf
117457	kwn
117461	Edw
117463	bsT
117467	ydy
117470	lsn
117474	swA
117476	wdd
117479	kfr
117482	nfE
117484	rHm
117488	wld
117490	ywm
117492	qwm
fSl
byn
117497	Alh
117500	Eml
117502	bSr
117504	kwn
117507	Asw
Hsn
117516	qwl
117519	qwm
117523	brA
117529	Ebd
117532	dwn
Alh
kfr
117539	bdw
byn
117543	byn
117546	Edw
117549	bgD
Abd
117552	Amn
117555	Alh
wHd
117559	qwl
117562	Abw
117565	gfr
117571	mlk
117575	Alh
117577	$yA
rbb
117582	wkl
117587	nwb
117593	Syr
rbb
117597	jEl
117599	ftn
117602	kfr
117605	gfr
117608	rbb
117614	Ezz
117616	Hkm
117619	kwn
117624	Asw
Hsn
117628	kwn
rjw
Alh
117633	ywm
117635	Axr
117638	wly
117641	Alh
117644	gny
117646	Hmd
Esy
Alh
117650	jEl
byn
117654	byn
117656	Edw
117660	wdd
117662	Alh
qdr
117665	Alh
gfr
rHm
117669	nhy
117671	Alh
117675	qtl
117680	dyn
117683	xrj
117687	dwr
117690	brr
117694	qsT
117699	Alh
Hbb
117702	qsT
117705	nhy
117707	Alh
117710	qtl
117715	dyn
117717	xrj
117721	dwr
117724	Zhr
117727	xrj
117730	wly
117735	wly
117741	Zlm
117745	Amn
117748	jyA
117751	Amn
hjr
117754	mHn
117757	Alh
Elm
117760	Amn
117764	Elm
117767	Amn
117770	rjE
117775	kfr
117778	Hll
117784	Hll
117789	Aty
117793	nfq
117797	jnH
117801	nkH
117805	Aty
117808	Ajr
117812	msk
117815	ESm
117817	kfr
117819	sAl
117822	nfq
117826	sAl
117829	nfq
117832	Hkm
Alh
Hkm
byn
117838	Alh
Elm
Hkm
117843	fwt
117845	$yA
117847	zwj
117851	kfr
117853	Eqb
117856	Aty
117859	*hb
zwj
117862	mvl
117864	nfq
117867	wqy
117869	Alh
117874	Amn
117878	nbA
117880	jyA
117883	Amn
byE
117890	$rk
117893	Alh
$yA
117897	srq
117901	zny
117905	qtl
117907	wld
117911	Aty
117914	bht
fry
117918	byn
ydy
117922	rjl
117926	ESy
117930	Erf
117932	byE
117935	gfr
117938	Alh
117940	Alh
gfr
rHm
117946	Amn
117949	wly
117951	qwm
gDb
Alh
117957	yAs
117961	Axr
117964	yAs
117966	kfr
117968	SHb
117970	qbr
sbH
117973	Alh
117977	smw
117982	ArD
117986	Ezz
117988	Hkm
117992	Amn
117996	qwl
118000	fEl
118002	kbr
mqt
End
Alh
118007	qwl
118011	fEl
118014	Alh
Hbb
118017	qtl
118020	sbl
118022	Sff
118025	bny
rSS
118029	qwl
118032	qwm
118035	qwm
118039	A*y
118044	Elm
118048	rsl
Alh
118054	zyg
118056	zyg
Alh
qlb
118061	Alh
118063	hdy
118065	qwm
118067	fsq
118070	qwl
118072	bny
118075	bny
118079	rsl
Alh
118083	Sdq
118086	byn
ydy
118093	b$r
118095	rsl
Aty
118098	bEd
118100	smw
118105	jyA
118109	byn
qwl
118113	sHr
byn
118117	Zlm
118120	fry
118122	Alh
118124	k*b
118127	dEw
118130	slm
118132	Alh
118134	hdy
118136	qwm
118138	Zlm
rwd
118142	TfA
118144	nwr
Alh
118147	fwh
118150	Alh
tmm
nwr
118156	krh
118158	kfr
118161	rsl
rsl
118166	hdy
118168	dyn
118170	Hqq
118172	Zhr
118176	dyn
kll
118181	krh
118183	$rk
118187	Amn
118190	dll
118193	tjr
njw
118197	E*b
Alm
Amn
118202	Alh
118204	rsl
118207	jhd
118210	sbl
Alh
118213	mwl
118216	nfs
118219	xyr
118223	kwn
118225	Elm
118227	gfr
118230	*nb
118233	dxl
118235	jnn
jry
118238	tHt
118241	nhr
118243	skn
Tyb
118246	jnn
118250	fwz
118252	EZm
118254	Axr
Hbb
118258	nSr
118260	Alh
118262	ftH
qrb
118265	b$r
118267	Amn
118271	Amn
118273	kwn
118275	nSr
Alh
118279	qwl
118281	bny
118285	Hwr
118287	nSr
118290	Alh
qwl
118293	Hwr
118295	nSr
Alh
118298	Amn
Twf
118301	bny
118304	kfr
Twf
118307	Ayd
118310	Amn
118313	Edw
118316	SbH
118318	Zhr
sbH
118321	Alh
118325	smw
118330	ArD
118332	mlk
118334	qds
118336	Ezz
118338	Hkm
118341	bEv
118344	Amm
rsl
118348	tlw
118351	Ayy
118354	zkw
118357	Elm
118360	ktb
118363	Hkm
118366	kwn
118369	qbl
118372	Dll
byn
118375	Axr
118379	lHq
118386	Ezz
118388	Hkm
118390	fDl
Alh
Aty
118395	$yA
118397	Alh
118400	fDl
118402	EZm
mvl
118405	Hml
118411	Hml
118415	mvl
118417	Hmr
Hml
sfr
bAs
mvl
118423	qwm
118425	k*b
118428	Ayy
Alh
118431	Alh
118433	hdy
118435	qwm
118437	Zlm
qwl
118442	hwd
118445	zEm
118449	wly
118451	Alh
118453	dwn
118455	nws
118457	mny
118460	mwt
118462	kwn
118464	Sdq
118467	mny
118470	Abd
118473	qdm
ydy
118477	Alh
Elm
118481	Zlm
qwl
118485	mwt
118487	frr
118494	lqy
118497	rdd
118500	Elm
118502	gyb
118505	$hd
118507	nbA
118511	kwn
118513	Eml
118518	Amn
118521	ndw
118524	Slw
118526	ywm
118528	jmE
118530	sEy
118533	*kr
Alh
118536	w*r
118539	byE
118541	xyr
118545	kwn
118547	Elm
118551	qDy
118553	Slw
118555	n$r
118559	ArD
118561	bgy
118564	fDl
Alh
118567	*kr
118569	Alh
kvr
118573	flH
118577	rAy
118579	tjr
118581	lhw
fDD
118587	trk
118590	qwm
qwl
118593	End
Alh
xyr
118598	lhw
118602	tjr
118604	Alh
xyr
118607	rzq
118609	jyA
118612	nfq
qwl
118615	$hd
118619	rsl
Alh
118622	Alh
Elm
118627	rsl
118630	Alh
$hd
118634	nfq
118636	k*b
Ax*
118639	ymn
118641	jnn
118643	Sdd
118646	sbl
Alh
118650	swA
118652	kwn
118654	Eml
118660	Amn
118663	kfr
118666	TbE
118668	qlb
118673	fqh
118677	rAy
118680	Ejb
118682	jsm
118686	qwl
118688	smE
118690	qwl
118694	x$b
snd
Hsb
118698	kll
SyH
118704	Edw
118706	H*r
118708	qtl
118710	Alh
Any
Afk
118716	qwl
118719	Elw
118721	gfr
118724	rsl
Alh
lwy
118728	rAs
118731	rAy
118734	Sdd
118738	kbr
swy
118743	gfr
118749	gfr
118753	gfr
Alh
118758	Alh
118760	hdy
118762	qwm
118764	fsq
118767	qwl
118770	nfq
118774	End
rsl
Alh
118778	fDD
118782	Alh
xzn
118785	smw
118788	ArD
118792	nfq
118794	fqh
118796	qwl
118800	rjE
118804	mdn
118806	xrj
118809	Ezz
118813	*ll
118816	Alh
118818	Ezz
118821	rsl
118826	Amn
118830	nfq
118832	Elm
118837	Amn
118840	lhw
118842	mwl
118846	wld
118849	*kr
Alh
118853	fEl
118859	xsr
118861	nfq
118865	rzq
118869	qbl
118871	Aty
AHd
118875	mwt
118877	qwl
rbb
118881	Axr
118885	Ajl
qrb
118888	Sdq
118890	kwn
118893	SlH
118896	Axr
Alh
nfs
118900	jyA
Ajl
118904	Alh
xbr
118908	Eml
118910	sbH
118912	Alh
118916	smw
118921	ArD
118925	mlk
118930	Hmd
118934	kll
$yA
qdr
118939	xlq
118944	kfr
118948	Amn
118950	Alh
118953	Eml
118955	bSr
xlq
118958	smw
118961	ArD
118964	Hqq
118966	Swr
118969	Hsn
Swr
118976	Syr
Elm
118981	smw
118984	ArD
118986	Elm
118988	srr
118992	Eln
118995	Alh
Elm
119000	Sdr
119003	Aty
119005	nbA
119007	kfr
119010	qbl
119012	*wq
119014	wbl
Amr
119020	E*b
Alm
119026	kwn
Aty
119029	rsl
119033	byn
119035	qwl
119038	b$r
hdy
119043	kfr
119046	wly
119049	gny
Alh
119052	Alh
gny
Hmd
zEm
119057	kfr
119061	bEv
119063	qwl
119066	rbb
119069	bEv
119073	nbA
119077	Eml
119082	Alh
ysr
119085	Amn
119088	Alh
119090	rsl
119094	nwr
119096	nzl
119099	Alh
119102	Eml
119104	xbr
ywm
jmE
119109	ywm
119111	jmE
119113	ywm
119115	gbn
119118	Amn
119120	Alh
119122	Eml
SlH
kfr
119127	swA
119130	dxl
119132	jnn
jry
119135	tHt
119138	nhr
xld
119142	Abd
119145	fwz
119147	EZm
119150	kfr
119153	k*b
119156	Ayy
119159	SHb
119161	nwr
xld
119166	bAs
119168	Syr
119170	Swb
119172	Swb
119175	A*n
Alh
119179	Amn
119181	Alh
hdy
qlb
119186	Alh
119188	kll
$yA
Elm
119192	TwE
119194	Alh
119196	TwE
119199	rsl
119202	wly
119208	rsl
119211	blg
119213	byn
Alh
119216	Alh
119221	Alh
119224	wkl
119226	Amn
119230	Amn
119234	zwj
119237	wld
119239	Edw
119243	H*r
119248	Efw
119251	SfH
119254	gfr
119258	Alh
gfr
rHm
119263	mwl
119266	wld
119268	ftn
119270	Alh
End
119273	Ajr
EZm
119276	wqy
119278	Alh
119280	TwE
119283	smE
119286	TwE
119289	nfq
119291	xyr
119293	nfs
119297	wqy
$HH
nfs
119305	flH
119307	qrD
119309	Alh
qrD
Hsn
DEf
119317	gfr
119321	Alh
$kr
Hlm
Elm
119326	gyb
119329	$hd
119331	Ezz
119333	Hkm
119337	nbA
119339	Tlq
119342	nsw
119344	Tlq
119348	Edd
119351	HSy
119354	Edd
119356	wqy
119358	Alh
rbb
119362	xrj
119366	byt
119370	xrj
119374	Aty
119377	fH$
byn
119381	Hdd
Alh
119385	Edw
Hdd
Alh
119390	Zlm
nfs
119394	dry
119396	Alh
Hdv
bEd
119400	Amr
119403	blg
119405	Ajl
119408	msk
119412	Erf
119414	frq
119418	Erf
119420	$hd
119423	Edl
119427	qwm
119430	$hd
119432	Alh
119434	wEZ
119438	kwn
Amn
119441	Alh
119444	ywm
119446	Axr
119449	wqy
Alh
jEl
119454	xrj
119456	rzq
119459	Hyv
119461	Hsb
119464	wkl
119466	Alh
119469	Hsb
119472	Alh
blg
Amr
119477	jEl
Alh
119480	kll
$yA
qdr
119485	yAs
119489	HyD
119491	nsw
119494	ryb
119497	Edd
119499	vlv
$hr
119504	HyD
119507	Awl
119509	Hml
Ajl
119513	wDE
119515	Hml
119519	wqy
Alh
jEl
119525	Amr
119527	ysr
119529	Amr
Alh
nzl
119537	wqy
Alh
kfr
119542	swA
119545	EZm
119548	Ajr
skn
119553	Hyv
skn
119557	wjd
119561	Drr
119565	Dyq
119571	kwn
119573	Awl
Hml
119576	nfq
119581	wDE
119583	Hml
119587	rDE
119592	Aty
119595	Ajr
119598	Amr
119600	byn
119603	Erf
119606	Esr
119610	rDE
119613	Axr
119615	nfq
119617	wsE
119619	wsE
119623	qdr
119626	rzq
119630	nfq
119633	Aty
119635	Alh
119637	klf
Alh
nfs
119642	Aty
119645	jEl
Alh
bEd
Esr
ysr
119653	qry
Etw
119656	Amr
rbb
119660	rsl
119663	Hsb
119666	Hsb
$dd
119669	E*b
119672	E*b
nkr
119675	*wq
wbl
Amr
119680	kwn
Eqb
Amr
119684	xsr
Edd
Alh
119689	E*b
$dd
119692	wqy
119694	Alh
119696	Awl
119698	lbb
119700	Amn
119703	nzl
Alh
119707	*kr
rsl
tlw
119712	Ayy
Alh
byn
119716	xrj
119718	Amn
119721	Eml
119724	SlH
119727	Zlm
119730	nwr
119733	Amn
119735	Alh
119737	Eml
SlH
dxl
119741	jnn
jry
119744	tHt
119747	nhr
xld
119751	Abd
119753	Hsn
Alh
119757	rzq
Alh
119760	xlq
sbE
smw
119766	ArD
mvl
119769	nzl
119771	Amr
byn
119775	Elm
119778	Alh
119780	kll
$yA
qdr
119785	Alh
119787	HwT
119789	kll
$yA
Elm
119795	nbA
119798	Hrm
119800	Hll
Alh
119804	bgy
rDw
zwj
119809	Alh
gfr
rHm
119813	frD
Alh
119817	Hll
ymn
119821	Alh
wly
119827	Elm
119829	Hkm
119832	srr
119834	nbA
119836	bED
zwj
119839	Hdv
119842	nbA
119846	Zhr
119848	Alh
119851	Erf
bED
119855	ErD
119857	bED
119860	nbA
119864	qwl
119866	nbA
119869	qwl
nbA
119873	Elm
119875	xbr
119877	twb
119880	Alh
119883	Sgw
qlb
119888	Zhr
119894	Alh
119896	wly
119901	SlH
119903	Amn
119906	mlk
bEd
119909	Zhr
Esy
rbb
119914	Tlq
119917	bdl
119919	zwj
xyr
119923	slm
Amn
qnt
twb
Ebd
syH
vyb
119931	bkr
119935	Amn
119937	wqy
119939	nfs
119942	Ahl
119944	nwr
wqd
119948	nws
119951	Hjr
119954	mlk
glZ
$dd
119958	ESy
119960	Alh
119962	Amr
119965	fEl
119968	Amr
119973	kfr
119976	E*r
119979	ywm
119982	jzy
119985	kwn
119987	Eml
119992	Amn
119994	twb
119997	Alh
twb
nSH
Esy
rbb
120004	kfr
120007	swA
120010	dxl
120012	jnn
jry
120015	tHt
120018	nhr
ywm
120021	xzy
Alh
120024	nbA
120027	Amn
120031	nwr
120033	sEy
byn
ydy
120039	ymn
120041	qwl
120043	rbb
120045	tmm
120048	nwr
120051	gfr
120057	kll
$yA
qdr
120063	nbA
jhd
120066	kfr
120069	nfq
120071	glZ
120075	Awy
120079	bAs
120081	Syr
Drb
Alh
mvl
120087	kfr
120089	mrA
120092	mrA
120094	kwn
120096	tHt
Ebd
120099	Ebd
120101	SlH
120103	xwn
120108	gny
120113	Alh
$yA
120116	qwl
dxl
120120	nwr
120123	dxl
120125	Drb
Alh
mvl
120130	Amn
120132	mrA
120135	qwl
rbb
120138	bny
120141	End
120143	byt
120146	jnn
120148	njw
120153	Eml
120156	njw
120160	qwm
120162	Zlm
120165	bny
120168	HSn
frj
120172	nfx
120177	rwH
120180	Sdq
120182	klm
rbb
120186	ktb
120189	kwn
120192	qnt
brk
120196	ydy
120199	mlk
120203	kll
$yA
qdr
120207	xlq
120209	mwt
120212	Hyy
120214	blw
120218	Hsn
Eml
120223	Ezz
120225	gfr
120227	xlq
sbE
smw
Tbq
120232	rAy
120234	xlq
120236	rHm
120238	fwt
120240	rjE
120242	bSr
120244	rAy
120246	fTr
120248	rjE
120250	bSr
krr
qlb
120256	bSr
xsA
120260	Hsr
120264	zyn
120267	smw
120269	dnw
120271	SbH
120273	jEl
120276	rjm
120279	$Tn
120281	Etd
120285	E*b
120287	sEr
120291	kfr
120294	rbb
120296	E*b
120299	bAs
120301	Syr
120303	lqy
120307	smE
120311	$hq
120314	fwr
kwd
myz
120319	gyZ
kll
lqy
120324	fwj
sAl
120327	xzn
120331	Aty
120333	n*r
qwl
120338	jyA
120340	n*r
120342	k*b
120345	qwl
120348	nzl
Alh
120351	$yA
120356	Dll
kbr
120359	qwl
120362	kwn
120364	smE
120366	Eql
120368	kwn
120371	SHb
120373	sEr
120375	Erf
120378	*nb
120381	sHq
120383	SHb
120385	sEr
120388	x$y
120390	rbb
120394	gyb
120397	gfr
120399	Ajr
kbr
120402	srr
120404	qwl
120407	jhr
120413	Elm
120417	Sdr
120420	Elm
120422	xlq
120426	lTf
120428	xbr
120431	jEl
120435	ArD
*ll
120438	m$y
120441	nkb
120444	Akl
120447	rzq
120453	n$r
120455	Amn
120460	smw
120462	xsf
120466	ArD
120470	mwr
120472	Amn
120477	smw
120479	rsl
120482	HSb
120485	Elm
120487	kyf
n*r
120493	k*b
120496	qbl
120499	kyf
kwn
nkr
120506	rAy
120510	Tyr
fwq
120513	Sff
120515	qbD
120518	msk
120522	rHm
120526	kll
$yA
bSr
120534	jnd
120537	nSr
120540	dwn
120542	rHm
120545	kfr
120548	grr
120553	rzq
120556	msk
rzq
120560	ljj
120563	Etw
120565	nfr
120569	m$y
kbb
120572	wjh
120574	hdy
120577	m$y
swy
120580	SrT
qwm
qwl
120585	n$A
120588	jEl
120592	smE
120595	bSr
120598	fAd
qll
120601	$kr
120603	qwl
120606	*rA
120610	ArD
120614	H$r
120617	qwl
120622	wEd
120624	kwn
120626	Sdq
qwl
120631	Elm
End
Alh
120638	n*r
byn
120642	rAy
120645	zlf
swA
wjh
120649	kfr
120652	qwl
120655	kwn
120659	dEw
120661	qwl
120663	rAy
120666	hlk
120668	Alh
120674	rHm
120678	jwr
120680	kfr
120682	E*b
Alm
qwl
120687	rHm
Amn
120695	wkl
120699	Elm
120704	Dll
byn
qwl
120708	rAy
120711	SbH
mwh
120714	gwr
120717	Aty
120720	mwh
Eyn
120725	qlm
120728	sTr
120733	nEm
rbb
120737	jnn
120743	Ajr
gyr
mnn
120751	xlq
EZm
120755	bSr
120757	bSr
120763	ftn
120765	rbb
120768	Elm
120771	Dll
120773	sbl
120777	Elm
120780	hdy
120783	TwE
120785	k*b
wdd
120789	dhn
120791	dhn
120795	TwE
kll
Hlf
mhn
hmz
m$y
120802	nmm
mnE
120806	xyr
Edw
Avm
Etl
bEd
120812	znm
120814	kwn
120816	mwl
120818	bny
120820	tlw
120823	Ayy
120825	qwl
sTr
120828	Awl
120830	wsm
120834	xrTm
120837	blw
120842	blw
120844	SHb
120846	jnn
120848	qsm
120851	Srm
120854	SbH
120857	vny
120860	Twf
120863	Twf
120865	rbb
120869	nwm
120871	SbH
120874	Srm
120876	ndw
120878	SbH
120880	gdw
120883	Hrv
120886	kwn
120888	Srm
120890	Tlq
120894	xft
120898	dxl
120902	ywm
120905	skn
120907	gdw
120910	Hrd
qdr
120914	rAy
120917	qwl
120922	Dll
120925	Hrm
qwl
wsT
120931	qwl
120935	sbH
120937	qwl
120939	sbH
rbb
120944	kwn
120946	Zlm
120948	qbl
bED
120952	bED
lwm
120955	qwl
120962	kwn
120964	Tgy
Esy
rbb
120969	bdl
120971	xyr
120977	rbb
120979	rgb
120983	E*b
120986	E*b
120988	Axr
kbr
120991	kwn
120993	Elm
120998	wqy
End
rbb
121002	jnn
121004	nEm
121007	jEl
121009	slm
121012	jrm
121016	kyf
Hkm
121022	ktb
121025	drs
121034	xyr
121039	ymn
121042	blg
121044	ywm
121046	qwm
121052	Hkm
121054	sAl
121060	zEm
121064	$rk
121067	Aty
121070	$rk
121073	kwn
121075	Sdq
ywm
k$f
121079	swq
121081	dEw
121085	sjd
121088	TwE
121090	x$E
bSr
121093	rhq
121095	*ll
121098	kwn
121100	dEw
121104	sjd
121107	slm
121109	w*r
121113	k*b
121117	Hdv
121119	drj
121122	Hyv
121124	Elm
121127	mlw
121131	kyd
121133	mtn
121135	sAl
121137	Ajr
121141	grm
vql
121144	End
121147	gyb
121150	ktb
121153	Sbr
121155	Hkm
rbb
121160	kwn
121162	SHb
121164	Hwt
121166	ndw
121169	kZm
121172	drk
121174	nEm
121176	rbb
121179	nb*
121182	Ery
121185	*mm
121187	jby
121189	rbb
121192	jEl
121196	SlH
121199	kwd
121201	kfr
121204	zlq
121208	bSr
121211	smE
121214	*kr
121216	qwl
121221	jnn
121226	*kr
121229	Elm
121231	Hqq
121234	Hqq
121237	dry
121241	Hqq
k*b
121245	Ewd
121248	qrE
121253	hlk
121257	Tgy
121260	Ewd
121262	hlk
121265	rwH
SrSr
Etw
sxr
121272	sbE
lyl
121275	vmn
ywm
Hsm
121279	rAy
121281	qwm
121284	SrE
121287	Ejz
nxl
xwy
121292	rAy
121296	bqy
121298	jyA
121302	qbl
121306	Afk
121309	xTA
121311	ESy
121313	rsl
rbb
121317	Ax*
121319	Ax*
rbw
121324	Tgy
121326	mwh
Hml
121332	jry
121334	jEl
121338	*kr
121340	wEy
121342	A*n
wEy
121346	nfx
121349	Swr
nfx
wHd
121353	Hml
121355	ArD
121358	jbl
121360	dkk
121362	dkk
wHd
121366	wqE
121368	wqE
121370	$qq
121372	smw
121376	why
121379	mlk
121381	rjw
121384	Hml
Er$
rbb
121388	fwq
121391	vmn
121393	ErD
121396	xfy
121399	xfy
121403	Aty
ktb
121407	ymn
121410	qwl
121412	qrA
121414	ktb
121418	Znn
121422	lqy
Hsb
121428	Ey$
rDw
121431	jnn
Elw
qTf
121435	dnw
Akl
121439	$rb
121441	hnA
121444	slf
121448	ywm
121450	xlw
121454	Aty
ktb
121458	$ml
121461	qwl
121466	Aty
ktb
121471	dry
121473	Hsb
121478	kwn
121480	qDy
121482	gny
121485	mwl
121487	hlk
121490	slT
121492	Ax*
121496	gll
121501	jHm
Sly
121507	slsl
*rE
121510	sbE
*rE
121513	slk
121518	kwn
121520	Amn
121522	Alh
121524	EZm
121527	HDD
121529	TEm
121531	skn
121533	lys
121537	ywm
121540	Hmm
121543	TEm
121546	gsl
121548	Akl
121552	xTA
121555	qsm
121558	bSr
121563	bSr
121568	qwl
rsl
krm
121575	qwl
$Er
qll
121579	Amn
121584	qwl
khn
qll
121588	*kr
121590	nzl
121592	rbb
121594	Elm
121597	qwl
121600	bED
121602	qwl
121604	Ax*
121610	ymn
121613	qTE
121618	wtn
121624	AHd
121627	Hjz
121632	*kr
121635	wqy
121640	Elm
121644	k*b
121649	Hsr
121652	kfr
121657	Hqq
121659	yqn
121661	sbH
121663	smw
rbb
121667	EZm
sAl
sAl
121671	E*b
wqE
121675	kfr
lys
121679	dfE
121681	Alh
121684	Erj
Erj
121687	mlk
121690	rwH
121694	ywm
kwn
qdr
121698	xms
Alf
snw
121702	Sbr
Sbr
jml
121707	rAy
121710	bEd
121712	rAy
121714	qrb
ywm
kwn
121718	smw
121721	mhl
121723	kwn
121725	jbl
121728	Ehn
121731	sAl
Hmm
Hmm
bSr
121737	wdd
121739	jrm
121741	fdy
121743	E*b
121746	bny
121749	SHb
121752	Axw
121755	fSl
121758	Awy
121764	ArD
jmE
121767	njw
121773	nzE
121776	$wy
dEw
121779	dbr
121781	wly
121783	jmE
121785	wEy
121788	Ans
xlq
hlE
121792	mss
121795	$rr
jzE
121799	mss
121802	xyr
mnE
121806	Slw
121810	Slw
121812	dwm
121816	mwl
121818	Hqq
Elm
121822	sAl
121825	Hrm
121828	Sdq
121831	ywm
121833	dyn
121838	E*b
rbb
121841	$fq
121843	E*b
rbb
121846	gyr
Amn
121852	frj
121854	HfZ
121857	zwj
121861	mlk
ymn
121867	gyr
lwm
121871	bgy
wry
121878	Edw
121883	Amn
121886	Ehd
121888	rEy
121893	$hd
121895	qwm
121900	Slw
121902	HfZ
121906	jnn
krm
121912	kfr
121914	qbl
121916	hTE
121919	ymn
121923	$ml
Ezw
121926	TmE
kll
mrA
121932	dxl
jnn
nEm
121938	xlq
121943	Elm
121947	qsm
121949	rbb
121951	$rq
121954	grb
121958	qdr
121961	bdl
xyr
121969	sbq
121971	w*r
121973	xwD
121976	lEb
121979	lqy
121981	ywm
121984	wEd
121986	ywm
xrj
121991	jdv
srE
121996	nSb
wfD
121999	x$E
bSr
122002	rhq
122004	*ll
122007	ywm
122009	kwn
122011	wEd
122015	rsl
122019	qwm
122022	n*r
qwm
122026	qbl
122028	Aty
122030	E*b
Alm
qwl
122034	qwm
122040	n*r
byn
122043	Ebd
122045	Alh
122047	wqy
122051	TwE
122054	gfr
122058	*nb
122061	Axr
122064	Ajl
smw
122067	Ajl
Alh
122070	jyA
122072	Axr
122074	kwn
122076	Elm
122078	qwl
rbb
122083	dEw
122085	qwm
122087	lyl
122089	nhr
122092	zyd
122094	dEw
122097	frr
122101	kll
dEw
122106	gfr
122109	jEl
122111	SbE
122114	A*n
122117	g$w
122119	vwb
122122	Srr
122125	kbr
122127	kbr
122131	dEw
122134	jhr
122138	Eln
122143	srr
122147	srr
122149	qwl
122151	gfr
122153	rbb
122157	kwn
gfr
rsl
122161	smw
122164	drr
122166	mdd
122169	mwl
122171	bny
122173	jEl
122176	jnn
122178	jEl
122181	nhr
122186	rjw
122189	Alh
wqr
122193	xlq
122195	Twr
122198	rAy
122200	kyf
xlq
Alh
sbE
smw
Tbq
122207	jEl
122209	qmr
122212	nwr
122214	jEl
122216	$ms
srj
122219	Alh
nbt
122224	ArD
nbt
122227	Ewd
122232	xrj
122234	xrj
122236	Alh
jEl
122241	ArD
bsT
122244	slk
122248	sbl
fjj
qwl
122252	rbb
122256	ESy
122260	tbE
122264	zyd
122266	mwl
122269	wld
122272	xsr
122274	mkr
122276	mkr
kbr
122279	qwl
122282	w*r
122284	Alh
122288	w*r
122290	wdd
122293	swE
122300	nsr
122303	Dll
122305	kvr
122308	zyd
122310	Zlm
122312	Dll
122315	xTA
122317	grq
122320	dxl
122322	nwr
122325	wjd
122330	dwn
Alh
nSr
122334	qwl
122336	rbb
122339	w*r
122342	ArD
122345	kfr
dwr
122350	w*r
122352	Dll
122354	Ebd
122358	wld
122361	fjr
kfr
rbb
122365	gfr
122370	wld
122375	dxl
byt
122378	Amn
122382	Amn
122385	Amn
122388	zyd
122390	Zlm
122392	tbr
qwl
wHy
122399	smE
nfr
122403	jnn
122405	qwl
122409	smE
122411	qrA
Ejb
hdy
122416	r$d
122418	Amn
122424	$rk
122426	rbb
122428	AHd
122432	Elw
jdd
rbb
122437	Ax*
SHb
122441	wld
122445	kwn
qwl
sfh
122450	Alh
$TT
122455	Znn
122459	qwl
122461	Ans
122464	jnn
122466	Alh
k*b
122471	kwn
rjl
122475	Ans
Ew*
122479	rjl
122482	jnn
122484	zyd
122487	rhq
122491	Znn
122495	Znn
122499	bEv
Alh
AHd
122505	lms
122508	smw
122510	wjd
122513	mlA
Hrs
$dd
122517	$hb
122521	kwn
122523	qEd
122526	qEd
122529	smE
122532	smE
122535	wjd
122538	$hb
rSd
122544	dry
122546	$rr
rwd
122552	ArD
122554	rwd
122557	rbb
122559	r$d
122566	SlH
122570	dwn
122572	kwn
122574	Trq
qdd
122579	Znn
122583	Ejz
Alh
122587	ArD
122590	Ejz
122592	hrb
122597	smE
122600	hdy
Amn
122607	Amn
122609	rbb
122613	xwf
bxs
122617	rhq
122624	slm
122629	qsT
122632	slm
122635	Hry
122637	r$d
122641	qsT
122643	kwn
122647	HTb
122651	qwm
122655	Trq
122657	sqy
122660	mwh
gdq
122663	ftn
122669	ErD
122671	*kr
rbb
122674	slk
122676	E*b
SEd
122681	sjd
122683	Alh
122686	dEw
122689	Alh
AHd
122695	qwm
Ebd
Alh
dEw
122700	kwd
122702	kwn
122706	lbd
qwl
122710	dEw
rbb
122715	$rk
122718	AHd
qwl
122723	mlk
122726	Drr
122729	r$d
qwl
122734	jwr
122737	Alh
AHd
122741	wjd
122743	dwn
122745	lHd
122747	blg
122749	Alh
122751	rsl
122755	ESy
Alh
122758	rsl
122764	nwr
122766	xld
122769	Abd
122772	rAy
122775	wEd
122779	Elm
122782	DEf
nSr
122785	qll
Edd
qwl
122789	dry
122791	qrb
122793	wEd
122796	jEl
122799	rbb
122801	Amd
Elm
122804	gyb
122807	Zhr
122809	gyb
122811	AHd
122814	rDw
122816	rsl
122820	slk
122822	byn
ydy
122827	xlf
122829	rSd
122831	Elm
122834	blg
122836	rsl
rbb
122840	HwT
122846	HSy
kll
$yA
Edd
122853	zml
qwm
122856	lyl
122858	qll
nSf
122862	nqS
122865	qll
122867	zyd
122871	rtl
122873	qrA
rtl
122878	lqy
122881	qwl
vql
122884	n$A
122886	lyl
122888	$dd
wTA
122891	qwm
qwl
122898	nhr
sbH
Twl
122902	*kr
smw
rbb
122907	btl
122910	btl
rbb
122913	$rq
122916	grb
122918	Alh
122922	Ax*
122924	wkl
122926	Sbr
122929	qwl
122932	hjr
122934	hjr
jml
122937	w*r
122941	k*b
Awl
122944	nEm
122946	mhl
122948	qll
122952	nkl
122954	jHm
122956	TEm
122958	gSS
122960	E*b
Alm
ywm
rjf
122965	ArD
122968	jbl
122970	kwn
122972	jbl
kvb
hyl
122977	rsl
122981	rsl
$hd
122987	rsl
122991	rsl
122993	ESy
122996	rsl
122998	Ax*
123001	Ax*
wbl
123004	kyf
wqy
123008	kfr
123010	ywm
jEl
123013	wld
$yb
123016	smw
fTr
123020	kwn
wEd
123023	fEl
123026	*kr
123029	$yA
Ax*
123032	rbb
123034	sbl
123036	rbb
123038	Elm
123041	qwm
dnw
123044	vlv
123046	lyl
123048	nSf
123051	vlv
123054	Twf
123060	Alh
qdr
123063	lyl
123066	nhr
Elm
123070	HSy
123074	twb
123078	qrA
123081	ysr
123084	qrA
Elm
123088	kwn
123091	mrD
123093	Axr
Drb
123098	ArD
bgy
123102	fDl
Alh
123105	Axr
qtl
123109	sbl
Alh
123112	qrA
123115	ysr
123119	qwm
123122	Slw
123124	Aty
123127	zkw
123129	qrD
123131	Alh
qrD
Hsn
123136	qdm
123139	nfs
123142	xyr
wjd
123146	End
Alh
123149	xyr
123151	EZm
Ajr
123154	gfr
123156	Alh
123158	Alh
gfr
rHm
123164	dvr
qwm
123167	n*r
123169	rbb
123172	kbr
123174	vwb
123177	Thr
123180	rjz
123182	hjr
123185	mnn
kvr
123189	rbb
123192	Sbr
123195	nqr
123198	nqr
123202	ywm
Esr
123206	kfr
gyr
ysr
w*r
123213	xlq
123215	wHd
123217	jEl
123221	mwl
mdd
123224	bny
$hd
123227	mhd
123231	mhd
123233	TmE
123235	zyd
123239	kwn
123241	Ayy
123243	End
123245	rhq
123247	SEd
123250	fkr
123252	qdr
123254	qtl
kyf
qdr
123258	qtl
kyf
qdr
123262	nZr
123264	Ebs
123266	bsr
123268	dbr
123270	kbr
123272	qwl
123276	sHr
Avr
123281	qwl
123283	b$r
123285	Sly
123290	dry
123295	bqy
123298	w*r
lwH
123302	b$r
123305	tsE
E$r
123309	jEl
123311	SHb
123313	nwr
123315	mlk
123318	jEl
123320	Edd
123323	ftn
123326	kfr
123329	yqn
123331	Aty
123334	ktb
123336	zyd
123338	Amn
123340	Amn
123343	ryb
123345	Aty
123348	ktb
123351	Amn
123354	qwl
123357	qlb
123359	mrD
123362	kfr
123364	rwd
Alh
123368	mvl
123371	Dll
Alh
123374	$yA
123376	hdy
123378	$yA
123381	Elm
jnd
rbb
123391	*kr
123394	b$r
123398	qmr
123401	lyl
123403	dbr
123406	SbH
123408	sfr
123412	AHd
123414	kbr
n*r
123418	b$r
123421	$yA
123425	qdm
123427	Axr
kll
nfs
123432	ksb
rhn
123435	SHb
123437	ymn
123439	jnn
sAl
123444	jrm
123446	slk
123450	qwl
123453	kwn
123456	Slw
123459	kwn
TEm
123462	skn
123464	kwn
123466	xwD
123469	xwD
123471	kwn
123473	k*b
123475	ywm
123477	dyn
123479	Aty
123482	yqn
123485	nfE
123487	$fE
123489	$fE
123496	*kr
ErD
123500	Hmr
nfr
frr
123504	qsr
123506	rwd
kll
mrA
123512	Aty
SHf
n$r
123518	xwf
123521	Axr
123525	*kr
123528	$yA
*kr
123533	*kr
123537	$yA
Alh
123540	Ahl
123542	wqy
123544	Ahl
123546	gfr
123548	qsm
123550	ywm
123552	qwm
123555	qsm
123558	nfs
123560	lwm
123562	Hsb
123564	Ans
123567	jmE
EZm
123571	qdr
123574	swy
bnn
123578	rwd
123580	Ans
123582	fjr
Amm
123585	sAl
123587	ywm
123589	qwm
123592	brq
123594	bSr
123596	xsf
123598	qmr
123600	jmE
123602	$ms
123605	qmr
qwl
123608	Ans
123612	frr
123615	wzr
123617	rbb
123621	qrr
nbA
123624	Ans
123628	qdm
123630	Axr
123633	Ans
123635	nfs
123637	bSr
123640	lqy
E*r
123644	Hrk
123647	lsn
123650	Ejl
123656	jmE
123659	qrA
123663	qrA
123667	tbE
qrA
123674	byn
123678	Hbb
123681	Ejl
123683	w*r
123686	Axr
wjh
123689	nDr
123691	rbb
123693	nZr
123695	wjh
123697	bsr
Znn
123700	fEl
123703	fqr
123706	blg
123708	trq
123710	qwl
123712	rqy
123714	Znn
123718	frq
123720	lff
123722	swq
123725	swq
123727	rbb
123731	swq
123734	Sdq
123737	Slw
123740	k*b
123742	wly
123744	*hb
123746	Ahl
123748	mTw
wly
123753	wly
123755	wly
123759	wly
123761	Hsb
123763	Ans
123765	trk
sdy
123769	kwn
nTf
123772	mny
mny
123775	kwn
Elq
123778	xlq
123780	swy
123782	jEl
123786	zwj
123788	*kr
123791	Anv
123793	lys
123796	qdr
123799	Hyy
123801	mwt
123803	Aty
123806	Ans
Hyn
123810	dhr
123812	kwn
$yA
*kr
123817	xlq
123820	Ans
123822	nTf
m$j
blw
123827	jEl
123830	smE
bSr
123834	hdy
123838	sbl
123840	$kr
123843	kfr
123846	Etd
123850	kfr
slsl
123853	gll
123855	sEr
123858	brr
$rb
123862	kAs
kwn
mzj
123866	kfr
Eyn
$rb
123871	Ebd
Alh
fjr
123876	fjr
wfy
123881	n*r
123883	xwf
123885	ywm
kwn
$rr
123889	Tyr
123891	TEm
123894	TEm
123896	Hbb
123898	skn
123900	ytm
123902	Asr
123905	TEm
123908	wjh
Alh
123911	rwd
123914	jzy
123917	$kr
123920	xwf
123922	rbb
123924	ywm
Ebs
qmTr
123928	wqy
123930	Alh
$rr
123934	ywm
123936	lqy
123938	nDr
123940	srr
123942	jzy
123946	Sbr
123948	jnn
123950	Hrr
wkA
123956	Ark
123958	rAy
123962	$ms
123965	zmhr
123967	dnw
123970	Zll
123973	*ll
qTf
123976	*ll
123978	Twf
123982	Any
123984	fDD
123986	kwb
kwn
qrr
qrr
123991	fDD
qdr
123995	qdr
123997	sqy
124001	kAs
kwn
mzj
124006	Eyn
124009	smw
124012	Twf
124015	wld
xld
124018	rAy
124021	Hsb
124024	lAlA
nvr
124028	rAy
124031	rAy
124033	nEm
124035	mlk
kbr
Elw
124039	vwb
124041	xDr
124045	Hly
124047	swr
124049	fDD
124051	sqy
124053	rbb
124055	$rb
Thr
124059	kwn
124062	jzy
124064	kwn
sEy
124067	$kr
124071	nzl
124076	qrA
nzl
124079	Sbr
124081	Hkm
rbb
124086	TwE
124089	Avm
124091	kfr
124093	*kr
smw
rbb
124097	bkr
124099	ASl
124103	lyl
124105	sjd
124109	sbH
124111	lyl
Twl
124115	Hbb
124118	Ejl
124120	w*r
124122	wry
124124	ywm
vql
124127	xlq
124131	$dd
124133	Asr
124137	$yA
124139	bdl
124141	mvl
124143	bdl
124146	*kr
124149	$yA
Ax*
124152	rbb
124154	sbl
124157	$yA
124161	$yA
Alh
124164	Alh
kwn
Elm
Hkm
dxl
124170	$yA
124172	rHm
124176	Zlm
Edd
124180	E*b
Alm
124184	rsl
Erf
124188	ESf
ESf
124192	n$r
n$r
124196	frq
frq
124200	lqy
*kr
E*r
124204	n*r
124207	wEd
124210	wqE
124214	njm
Tms
124219	smw
frj
124224	jbl
nsf
124229	rsl
wqt
124233	ywm
Ajl
124236	ywm
124238	fSl
124241	dry
124244	ywm
124246	fSl
124251	k*b
124254	hlk
124256	Awl
124258	tbE
124261	Axr
124264	fEl
124267	jrm
124272	k*b
124275	xlq
124278	mwh
mhn
124281	jEl
124285	qrr
mkn
124288	qdr
Elm
124291	qdr
124294	nEm
124296	qdr
124301	k*b
124304	jEl
124306	ArD
kft
Hyy
124310	mwt
124312	jEl
124316	rsw
$mx
124319	sqy
124322	mwh
frt
124328	k*b
Tlq
124333	kwn
124337	k*b
124339	Tlq
124342	Zll
124344	vlv
$Eb
124347	Zll
124350	gny
124353	lhb
124356	rmy
124358	$rr
124361	qSr
124364	jml
Sfr
124370	k*b
124372	ywm
124374	nTq
124378	A*n
124382	E*r
124388	k*b
124390	ywm
124392	fSl
jmE
124398	Awl
124401	kwn
124404	kyd
124406	kyd
124413	k*b
124416	wqy
124418	Zll
124420	Eyn
124422	fkh
124425	$hw
124427	Akl
124430	$rb
124432	hnA
124435	kwn
124437	Eml
124443	jzy
124445	Hsn
124450	k*b
Akl
124454	mtE
124456	qll
124459	jrm
124464	k*b
124467	qwl
124470	rkE
124473	rkE
124479	k*b
124483	Hdv
bEd
124486	Amn
124490	sAl
124494	nbA
124496	EZm
124501	xlf
124504	Elm
124509	Elm
124513	jEl
124515	ArD
mhd
124519	jbl
wtd
124522	xlq
124525	zwj
124527	jEl
124529	nwm
124531	sbt
124533	jEl
124536	lyl
lbs
124539	jEl
124542	nhr
Ey$
124545	bny
124547	fwq
124549	sbE
$dd
124552	jEl
124554	srj
whj
124557	nzl
124561	ESr
mwh
vjj
124565	xrj
124568	Hbb
124570	nbt
124572	jnn
lff
124575	ywm
124577	fSl
kwn
wqt
ywm
nfx
124584	Swr
124586	Aty
124588	fwj
124590	ftH
124592	smw
124594	kwn
bwb
124597	syr
124599	jbl
124601	kwn
srb
124605	kwn
rSd
124609	Tgy
Awb
lbv
124614	Hqb
124616	*wq
124620	brd
124623	$rb
124625	Hmm
124627	gsq
jzy
wfq
124632	kwn
124635	rjw
124637	Hsb
124639	k*b
124642	Ayy
124644	k*b
124646	kll
$yA
HSy
124651	ktb
124653	*wq
124657	zyd
124660	E*b
124664	wqy
fwz
Hdq
124668	Enb
124670	kEb
trb
124673	kAs
dhq
124676	smE
124680	lgw
124683	k*b
jzy
124686	rbb
124688	ETw
Hsb
rbb
124692	smw
124695	ArD
124698	byn
124701	rHm
124703	mlk
124707	xTb
ywm
qwm
124711	rwH
124714	mlk
Sff
124717	klm
124721	A*n
124725	rHm
124727	qwl
Swb
124731	ywm
124733	Hqq
124736	$yA
Ax*
124739	rbb
124741	Awb
124744	n*r
124747	E*b
qrb
ywm
nZr
124752	mrA
124754	qdm
ydy
124758	qwl
124760	kfr
124764	kwn
124766	trb
124769	nzE
grq
124773	n$T
n$T
124777	sbH
sbH
124781	sbq
sbq
124785	dbr
Amr
ywm
rjf
124790	rjf
tbE
124794	rdf
qlb
124797	wjf
bSr
124800	x$E
qwl
124807	rdd
124810	Hfr
124813	kwn
124815	EZm
nxr
qwl
124821	krr
xsr
124827	zjr
wHd
124834	shr
124836	Aty
124838	Hdv
124841	ndw
124843	rbb
124847	wdy
124849	qds
Twy
*hb
124856	Tgy
124858	qwl
124864	zkw
124866	hdy
124869	rbb
124872	x$y
124874	rAy
124877	Ayy
124879	kbr
124881	k*b
124883	ESy
124885	dbr
sEy
124888	H$r
124890	ndw
124892	qwl
124894	rbb
124897	Elw
124899	Ax*
124901	Alh
nkl
124904	Axr
124907	Awl
124912	Ebr
124915	x$y
124918	$dd
xlq
124922	smw
bny
124925	rfE
smk
124929	swy
124932	gT$
lyl
124936	xrj
DHw
124941	ArD
bEd
124944	dHw
124946	xrj
124949	mwh
124952	rEy
124956	jbl
rsw
124959	mtE
124964	nEm
124968	jyA
124970	Tmm
124972	kbr
ywm
*kr
124976	Ans
124978	sEy
124980	brz
124982	jHm
124985	rAy
124989	Tgy
124991	Avr
124993	Hyy
124995	dnw
124999	jHm
125002	Awy
125006	xwf
qwm
rbb
125011	nhy
125013	nfs
125016	hwy
125020	jnn
125023	Awy
sAl
125029	swE
125031	rsw
125037	*kr
125040	rbb
125042	nhy
125047	n*r
125049	x$y
125053	ywm
rAy
125058	lbv
125061	E$w
125063	DHw
125065	Ebs
125067	wly
125069	jyA
125072	Emy
125075	dry
125079	zkw
125081	*kr
125083	nfE
125086	*kr
125089	gny
125094	Sdy
125101	zkw
125105	jyA
125107	sEy
125110	x$y
125115	lhw
125119	*kr
125122	$yA
*kr
125126	SHf
krm
rfE
Thr
125131	ydy
sfr
krm
brr
qtl
125137	Ans
125139	kfr
125143	$yA
xlq
125147	nTf
xlq
125151	qdr
125155	sbl
ysr
125159	mwt
125162	qbr
125166	$yA
n$r
125171	qDy
125173	Amr
125177	nZr
125179	Ans
125181	TEm
125185	Sbb
125188	mwh
Sbb
125191	$qq
125194	ArD
$qq
125197	nbt
125201	Hbb
125203	Enb
125205	qDb
125207	zyt
125209	nxl
125211	Hdq
glb
125214	fkh
125216	Abb
mtE
125222	nEm
125226	jyA
125228	Sxx
ywm
frr
125232	mrA
125234	Axw
125237	Amm
125240	Abw
125243	SHb
125246	bny
125249	kll
mrA
125254	$An
gny
125257	wjh
125259	sfr
DHk
b$r
125263	wjh
125267	gbr
rhq
125270	qtr
125274	kfr
125276	fjr
125279	$ms
kwr
125284	njm
kdr
125289	jbl
syr
125294	E$r
ETl
125299	wH$
H$r
125304	bHr
sjr
125309	nfs
zwj
125314	wAd
sAl
125318	*nb
qtl
125323	SHf
n$r
125328	smw
k$T
125333	jHm
sEr
125338	jnn
zlf
Elm
nfs
125343	HDr
125346	qsm
125349	xns
125351	jry
125353	kns
125356	lyl
125358	EsEs
125361	SbH
125363	nfs
125367	qwl
rsl
krm
125371	qwy
End
125375	Er$
mkn
TwE
125379	Amn
125382	SHb
125385	jnn
125389	rAy
125393	Afq
125395	byn
125401	gyb
125403	Dnn
125408	qwl
$Tn
rjm
125413	*hb
125418	*kr
125421	Elm
125424	$yA
125428	qwm
125431	$yA
125435	$yA
Alh
rbb
125439	Elm
125442	smw
fTr
125447	kwkb
nvr
125452	bHr
fjr
125457	qbr
bEvr
Elm
nfs
125462	qdm
125464	Axr
125468	Ans
125470	grr
125473	rbb
125476	krm
125478	xlq
125481	swy
125484	Edl
125488	Swr
125490	$yA
rkb
125495	k*b
125499	dyn
125505	HfZ
krm
ktb
Elm
125511	fEl
125515	brr
125518	nEm
125522	fjr
125525	jHm
Sly
125529	ywm
125531	dyn
125538	gyb
125541	dry
125544	ywm
125546	dyn
125549	dry
125552	ywm
125554	dyn
ywm
125557	mlk
nfs
125560	nfs
$yA
125564	Amr
125567	Alh
125571	Tff
125574	kyl
125578	nws
wfy
125583	kyl
125587	wzn
125590	xsr
125594	Znn
125598	bEv
125600	ywm
EZm
ywm
qwm
125605	nws
125607	rbb
125609	Elm
125612	ktb
125614	fjr
125617	sjn
125620	dry
125623	sjn
ktb
rqm
125630	k*b
125632	k*b
125635	ywm
125637	dyn
125640	k*b
125644	kll
Edw
Avm
125648	tlw
125651	Ayy
125653	qwl
sTr
125656	Awl
125659	ryn
125661	qlb
125664	kwn
125666	ksb
125672	rbb
125676	Hjb
125681	Sly
125683	jHm
125685	qwl
125688	kwn
125692	k*b
125696	ktb
125698	brr
125701	Elw
125704	dry
125707	Elw
ktb
rqm
$hd
125713	qrb
125716	brr
125719	nEm
125722	Ark
nZr
125725	Erf
125727	wjh
125729	nDr
125731	nEm
sqy
125735	rHq
xtm
xtm
125739	msk
125745	nfs
125747	nfs
125749	mzj
125752	snm
Eyn
$rb
125758	qrb
125761	jrm
125763	kwn
125767	Amn
125769	DHk
125773	mrr
125777	gmz
125781	qlb
125784	Ahl
125786	qlb
125788	fkh
125791	rAy
125794	qwl
125799	Dll
125802	rsl
125806	HfZ
125809	ywm
125811	Amn
125815	kfr
DHk
125820	Ark
nZr
125824	vwb
125826	kfr
125828	kwn
125830	fEl
125834	smw
$qq
125837	A*n
125839	rbb
125842	Hqq
125846	ArD
mdd
125849	lqy
125854	xlw
125856	A*n
125858	rbb
125861	Hqq
125865	Ans
125868	kdH
125870	rbb
125872	kdH
125874	lqy
125879	Aty
ktb
125883	ymn
125887	Hsb
Hsb
ysr
125891	qlb
125893	Ahl
125895	srr
125899	Aty
ktb
125902	wry
Zhr
125907	dEw
vbr
125910	Sly
sEr
125914	kwn
125916	Ahl
125918	srr
125921	Znn
125924	Hwr
125927	rbb
125929	kwn
125932	bSr
125935	qsm
125938	$fq
125941	lyl
125944	wsq
125947	qmr
125949	wsq
125951	rkb
125953	Tbq
125955	Tbq
125961	Amn
125965	qrA
125969	qrA
125971	sjd
125975	kfr
125977	k*b
125980	Alh
Elm
125984	wEy
125987	b$r
125990	E*b
Alm
125994	Amn
125997	Eml
126000	SlH
126003	Ajr
gyr
mnn
126008	smw
126011	brj
126014	ywm
126016	wEd
126018	$hd
126020	$hd
qtl
SHb
126024	xdd
126026	nwr
126029	wqd
126034	qEd
126039	fEl
126043	Amn
$hd
126047	nqm
126053	Amn
126056	Alh
126058	Ezz
126060	Hmd
126064	mlk
126066	smw
126069	ArD
126071	Alh
126073	kll
$yA
$hd
126078	ftn
126081	Amn
126084	Amn
126087	twb
126092	E*b
126097	E*b
126099	Hrq
126102	Amn
126105	Eml
126108	SlH
126111	jnn
jry
126114	tHt
126117	nhr
126120	fwz
126122	kbr
126124	bT$
rbb
126128	$dd
126132	bdA
126134	Ewd
126138	gfr
126140	wdd
126143	Er$
126145	mjd
fEl
126149	rwd
126151	Aty
126153	Hdv
126155	jnd
126161	kfr
126164	k*b
126166	Alh
126168	wry
126170	HwT
126173	qrA
mjd
126176	lwH
HfZ
126180	smw
126183	Trq
126186	dry
126190	Trq
126192	njm
126194	vqb
126196	kll
nfs
126201	HfZ
126204	nZr
126206	Ans
126209	xlq
xlq
126212	mwh
dfq
xrj
126216	byn
126218	Slb
126221	trb
126225	rjE
126228	qdr
ywm
blw
126232	srr
126238	qwy
126241	nSr
126244	smw
126247	rjE
126250	ArD
126253	SdE
126257	qwl
fSl
126264	hzl
126267	kyd
126269	kyd
126271	kyd
kyd
126274	mhl
126276	kfr
mhl
126279	rwd
sbH
smw
rbb
126285	Elw
126287	xlq
126289	swy
126292	qdr
126294	hdy
126297	xrj
126299	rEy
126301	jEl
126303	gvw
Hwy
126306	qrA
126310	nsy
126313	$yA
Alh
126317	Elm
126319	jhr
126322	xfy
126324	ysr
126328	ysr
126330	*kr
126332	nfE
126334	*kr
126336	*kr
126338	x$y
126340	jnb
126343	$qw
126345	Sly
126347	nwr
126349	kbr
126352	mwt
126357	Hyy
126359	flH
126361	zkw
126363	*kr
smw
rbb
126368	Slw
126370	Avr
126373	Hyy
126375	dnw
126378	Axr
xyr
126381	bqy
126387	SHf
126389	Awl
SHf
126395	Aty
126397	Hdv
126399	g$w
wjh
126402	x$E
Eml
nSb
Sly
nwr
Hmy
sqy
126410	Eyn
Any
lys
126415	TEm
126418	DrE
126420	smn
126423	gny
126425	jwE
wjh
126428	nEm
126430	sEy
126432	rDw
126434	jnn
Elw
126437	smE
126440	lgw
126443	Eyn
jry
126447	srr
rfE
126450	kwb
wDE
126454	Sff
126457	bvv
126461	nZr
126465	Abl
kyf
xlq
126471	smw
kyf
rfE
126477	jbl
kyf
nSb
126483	ArD
kyf
sTH
126487	*kr
126491	*kr
lys
126497	sTr
126500	wly
126502	kfr
126504	E*b
126506	Alh
126508	E*b
126510	kbr
126514	Awb
126520	Hsb
126524	fjr
126526	lyl
E$r
126530	$fE
126533	wtr
126536	lyl
126538	sry
126542	qsm
126545	Hjr
126548	rAy
kyf
fEl
rbb
126554	Ewd
126558	Emd
126561	xlq
mvl
126566	bld
126570	jwb
126573	Sxr
126576	wdy
126581	wtd
126583	Tgy
126587	bld
126589	kvr
126594	fsd
126596	Sbb
126599	rbb
126601	swT
E*b
126604	rbb
126609	rSd
126613	Ans
126616	blw
126618	rbb
126621	krm
126624	nEm
126627	qwl
rbb
126630	krm
126636	blw
126639	qdr
126642	rzq
126645	qwl
rbb
126648	hwn
126653	krm
126656	ytm
126659	HDD
126662	TEm
126664	skn
126666	Akl
126669	wrv
Akl
lmm
126673	Hbb
126676	mwl
Hbb
jmm
126681	dkk
126683	ArD
dkk
dkk
126687	jyA
rbb
126692	mlk
Sff
Sff
126696	jyA
126701	*kr
126703	Ans
126705	Any
126709	*kr
qwl
126714	qdm
126717	Hyy
126722	E*b
E*b
126725	AHd
126728	wvq
wvq
126731	AHd
126735	nfs
126737	Tmn
rjE
126741	rbb
126743	rDw
rDw
126746	dxl
126749	Ebd
126752	dxl
126754	jnn
126757	qsm
126761	bld
126764	Hll
126768	bld
126770	wld
126773	wld
126776	xlq
126779	Ans
126781	kbd
126783	Hsb
126786	qdr
126789	AHd
qwl
hlk
126793	mwl
lbd
126796	Hsb
126799	rAy
126801	AHd
126804	jEl
126807	Eyn
126809	lsn
126811	$fh
126813	hdy
126817	njd
126820	qHm
126822	Eqb
126825	dry
126829	Eqb
fkk
rqb
126833	TEm
126835	ywm
126837	sgb
ytm
126840	qrb
126842	skn
126844	trb
126846	kwn
126849	Amn
126852	wSy
126856	Sbr
126858	wSy
126862	rHm
126864	SHb
126866	ymn
126869	kfr
126872	Ayy
126875	SHb
126877	$Am
126880	nwr
wSd
126884	$ms
126886	DHw
126890	qmr
126892	tlw
126896	nhr
126898	jlw
126902	lyl
126904	g$w
126908	smw
126911	bny
126915	ArD
126918	THw
126921	nfs
126924	swy
126927	lhm
126929	fjr
126932	wqy
126935	flH
126937	zkw
126941	xyb
126943	dsw
126945	k*b
126948	Tgy
126951	bEv
$qw
126955	qwl
126958	rsl
Alh
nwq
Alh
126963	sqy
126966	k*b
126970	Eqr
126974	dmdm
126977	rbb
126980	*nb
126983	swy
126987	xwf
Eqb
126992	lyl
126994	g$w
126997	nhr
126999	jlw
127002	xlq
127004	*kr
127007	Anv
127009	sEy
127012	$tt
127016	ETw
127018	wqy
127020	Sdq
127023	Hsn
127026	ysr
127030	ysr
127034	bxl
127036	gny
127038	k*b
127041	Hsn
127044	ysr
127048	Esr
127051	gny
127054	mwl
127057	rdy
127063	hdy
127070	Axr
127073	Awl
127075	n*r
127078	nwr
lZy
127081	Sly
127085	$qw
127087	k*b
127089	wly
127092	jnb
127095	wqy
127097	Aty
mwl
127100	zkw
127104	AHd
End
127108	nEm
jzy
127111	bgy
wjh
rbb
127116	Elw
127120	rDw
127123	DHw
127126	lyl
127128	sjw
127130	wdE
127132	rbb
127136	qly
127140	Axr
xyr
127146	Awl
127150	ETw
127152	rbb
127155	rDw
127158	wjd
127160	ytm
127162	Awy
127164	wjd
127166	Dll
127168	hdy
127170	wjd
127172	Eyl
127174	gny
127178	ytm
127181	qhr
127185	sAl
127188	nhr
127192	nEm
rbb
127196	Hdv
127199	$rH
127202	Sdr
127205	wDE
127209	wzr
127212	nqD
Zhr
127216	rfE
127220	*kr
127226	Esr
ysr
127231	Esr
ysr
127235	frg
127238	nSb
127241	rbb
127244	rgb
127247	tyn
127250	zyt
127252	Twr
127257	bld
127259	Amn
127262	xlq
127265	Ans
127267	Hsn
qwm
127270	rdd
127273	sfl
sfl
127277	Amn
127280	Eml
127283	SlH
127287	Ajr
gyr
mnn
127292	k*b
127294	bEd
127297	dyn
127299	lys
Alh
127302	Hkm
127304	Hkm
qrA
127307	smw
rbb
127311	xlq
xlq
127314	Ans
127316	Elq
qrA
127319	rbb
127322	krm
127324	Elm
127327	qlm
Elm
127330	Ans
127333	Elm
127337	Ans
127339	Tgy
127341	rAy
127343	gny
127346	rbb
127349	rjE
127351	rAy
127354	nhy
Ebd
127357	Slw
127359	rAy
127362	kwn
127365	hdy
127367	Amr
127370	wqy
127372	rAy
127375	k*b
127377	wly
127380	Elm
127383	Alh
rAy
127389	nhy
127391	sfE
127395	nSy
nSy
k*b
xTA
127401	dEw
ndw
127405	dEw
127407	zbn
127410	TwE
127413	sjd
127415	qrb
127418	nzl
127422	lyl
127424	qdr
127427	dry
127430	lyl
127432	qdr
lyl
127435	qdr
xyr
127438	Alf
$hr
nzl
127442	mlk
127445	rwH
127449	A*n
rbb
127453	kll
Amr
slm
127458	TlE
127460	fjr
127462	kwn
127464	kfr
127467	Ahl
127469	ktb
127472	$rk
fkk
127475	Aty
127478	byn
rsl
127481	Alh
tlw
SHf
Thr
127487	ktb
qwm
127491	frq
127493	Aty
127496	ktb
127499	bEd
127501	jyA
127504	byn
127507	Amr
127511	Ebd
127513	Alh
xlS
127518	dyn
Hnf
127521	qwm
127524	Slw
127526	Aty
127529	zkw
127532	dyn
127534	qwm
127537	kfr
127540	Ahl
127542	ktb
127545	$rk
127547	nwr
127549	xld
127554	$rr
127556	brA
127559	Amn
127562	Eml
127565	SlH
127568	xyr
127570	brA
jzy
127573	End
rbb
127576	jnn
127578	jry
127580	tHt
127583	nhr
xld
127587	Abd
rDw
Alh
127593	rDw
127600	x$y
rbb
127604	zlzl
127606	ArD
zlzl
127610	xrj
127612	ArD
vql
127616	qwl
127618	Ans
127623	Hdv
xbr
127628	rbb
127630	wHy
127634	Sdr
127636	nws
$tt
127639	rAy
127641	Eml
127645	Eml
vql
*rr
xyr
rAy
127653	Eml
vql
*rr
$rr
rAy
127661	Edw
DbH
127665	wry
qdH
127669	gyr
SbH
127672	vwr
127676	nqE
127678	wsT
127682	jmE
127685	Ans
127687	rbb
127690	knd
127697	$hd
127702	Hbb
127704	xyr
127706	$dd
127710	Elm
127712	bEvr
127716	qbr
127718	HSl
127722	Sdr
127724	rbb
127730	xbr
127732	qrE
127735	qrE
127738	dry
127742	qrE
ywm
kwn
127746	nws
127749	fr$
127751	bvv
127753	kwn
127755	jbl
127758	Ehn
127760	nf$
127764	vql
wzn
127770	Ey$
rDw
127775	xff
wzn
127779	Amm
127781	hwy
127784	dry
127788	nwr
Hmy
lhw
127793	kvr
127795	zwr
127798	qbr
127801	Elm
127806	Elm
127810	Elm
127812	Elm
127814	yqn
127816	rAy
127819	jHm
127822	rAy
127825	Eyn
127827	yqn
127830	sAl
127835	nEm
127838	ESr
127841	Ans
127844	xsr
127847	Amn
127850	Eml
127853	SlH
127855	wSy
127859	Hqq
127861	wSy
127865	Sbr
127868	kll
hmz
lmz
127872	jmE
mwl
127875	Edd
127877	Hsb
127879	mwl
127881	xld
127885	nb*
127889	HTm
127892	dry
127896	HTm
nwr
Alh
127900	wqd
127902	TlE
127905	fAd
127910	wSd
127912	Emd
mdd
127916	rAy
kyf
fEl
rbb
127922	SHb
127924	fyl
127927	jEl
kyd
127931	Dll
127933	rsl
127936	Tyr
Abl
rmy
127941	Hjr
127943	sjl
127945	jEl
127948	ESf
Akl
127951	Alf
127953	Alf
127955	rHl
127957	$tw
127960	Syf
127963	Ebd
127965	rbb
127968	byt
127970	TEm
127973	jwE
127975	Amn
127978	xwf
127980	rAy
127983	k*b
127986	dyn
127990	dEE
127992	ytm
127995	HDD
127997	TEm
127999	skn
128004	Slw
128008	Slw
128010	shw
128013	rAy
128016	mnE
128019	mEn
128022	ETw
128026	kvr
128028	Slw
128030	rbb
128033	nHr
128035	$nA
128039	btr
qwl
128044	kfr
128046	Ebd
128048	Ebd
128053	Ebd
128055	Ebd
128059	Ebd
128061	Ebd
128066	Ebd
128068	Ebd
128071	dyn
128076	dyn
128079	jyA
nSr
Alh
128084	ftH
128086	rAy
128089	nws
dxl
128093	dyn
Alh
fwj
128097	sbH
128099	Hmd
rbb
128103	gfr
128107	kwn
twb
tbb
ydy
Abw
lhb
128114	tbb
128116	gny
128119	mwl
128123	ksb
128125	Sly
nwr
128128	lhb
128130	mrA
128132	Hml
128134	HTb
128136	jyd
128138	Hbl
128140	msd
qwl
128143	Alh
AHd
Alh
128147	Smd
128149	wld
128152	wld
128155	kwn
128158	kfA
AHd
qwl
Ew*
128163	rbb
128165	flq
128167	$rr
128169	xlq
128172	$rr
gsq
128175	wqb
128178	$rr
128180	nfv
128183	Eqd
128186	$rr
Hsd
128189	Hsd
qwl
Ew*
128193	rbb
128195	nws
mlk
128198	nws
Alh
128201	nws
128203	$rr
128205	wsws
128207	xns
128209	wsws
128211	Sdr
128213	nws
128216	jnn
128219	nws
