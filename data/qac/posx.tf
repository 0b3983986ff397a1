@node
@acronym=quran
@convertedBy=Dirk Roorda and Cornelis van Lit
@createdBy=Kais Dukes
@createdDate=2011
@description=part-of-speech of word, refined class
@documentation=http://corpus.quran.com/documentation/tagset.jsp
@license1=Open Source, unspecified, see http://corpus.quran.com/releasenotes.jsp
@license2=Creative Commons BY-ND 3.0 Unported
@source1=Morphology: Quranic Arabic Corpus 0.4 (2011) by Kais Dukes
@source1Url=http://corpus.quran.com
@source2=Text: Tanzil Quran Text (Uthmani, version 1.0.2)
@source2Url=http://tanzil.net/docs/home
@valueType=str
@writtenBy=Text-Fabric
@dateWritten=2019-05-13T07:17:56Z

3	proper
11	proper
23	personal
25	coordinating
personal
29	personal
35	relative
37	personal
39	personal
44	personal
coordinating
negative
50	demonstrative
53	negative
56	personal
61	relative
63	personal
67	coordinating
69	personal
72	resumption
74	relative
76	personal
personal
79	personal
coordinating
relative
83	personal
85	relative
88	personal
coordinating
relative
94	personal
resumption
99	personal
101	personal
demonstrative
107	personal
coordinating
demonstrative
personal
113	accusative
relative
116	personal
119	personal
equalization
122	personal
personal
coordinating
negative
127	personal
negative
130	personal
132	proper
135	personal
coordinating
139	personal
resumption
143	personal
145	resumption
147	personal
150	resumption
154	relative
157	personal
159	proper
coordinating
166	circumstantial
negative
personal
172	personal
proper
coordinating
relative
177	personal
resumption
negative
181	personal
restriction
184	personal
circumstantial
negative
188	personal
191	personal
193	resumption
195	personal
proper
198	resumption
200	personal
204	relative
206	personal
208	personal
resumption
time
213	personal
prohibition
216	personal
221	personal
accusative
preventive
personal
226	inceptive
accusative
personal
personal
232	supplemental
amendment
negative
236	personal
coordinating
time
241	personal
243	personal
245	subordinating
250	personal
interrogative
254	subordinating
258	inceptive
accusative
personal
personal
264	supplemental
amendment
negative
268	personal
coordinating
time
272	personal
relative
275	personal
277	personal
279	personal
coordinating
time
283	personal
286	personal
288	personal
accusative
personal
location
personal
accusative
preventive
personal
297	proper
300	personal
coordinating
303	personal
306	personal
308	personal
demonstrative
relative
312	personal
318	resumption
negative
322	personal
coordinating
negative
326	personal
329	personal
332	relative
335	resumption
time
338	relative
location
personal
342	proper
345	personal
coordinating
348	personal
351	negative
353	personal
357	coordinating
personal
negative
361	personal
coordinating
369	personal
371	coordinating
373	coordinating
376	personal
378	personal
381	personal
388	resumption
proper
399	personal
time
403	personal
405	personal
407	personal
resumption
time
412	personal
414	personal
resumption
conditional
418	proper
emphatic
423	personal
coordinating
426	personal
accusative
proper
433	vocative
438	personal
440	personal
relative
443	personal
coordinating
relative
448	personal
accusative
personal
452	personal
relative
456	personal
460	coordinating
464	coordinating
470	coordinating
473	personal
479	personal
resumption
prohibition
483	personal
485	proper
487	circumstantial
personal
490	personal
resumption
conditional
494	personal
498	relative
500	personal
503	personal
result
506	personal
511	personal
coordinating
514	personal
516	personal
519	proper
conditional
522	personal
524	resumption
conditional
negative
528	personal
resumption
negative
532	personal
result
535	personal
538	relative
540	personal
543	coordinating
550	resumption
552	relative
554	personal
coordinating
557	personal
560	accusative
562	personal
567	personal
570	time
572	personal
574	personal
579	personal
demonstrative
relative
583	personal
586	resumption
588	personal
590	personal
592	resumption
594	personal
596	personal
599	circumstantial
personal
602	personal
604	accusative
proper
negative
608	subordinating
611	supplemental
613	coordinating
relative
location
personal
resumption
explanation
conditional
621	personal
result
624	personal
accusative
personal
631	personal
coordinating
explanation
conditional
636	personal
result
639	personal
interrogative
642	proper
644	demonstrative
648	personal
650	coordinating
653	personal
655	resumption
negative
659	personal
restriction
663	relative
665	personal
667	proper
671	personal
coordinating
674	personal
relative
677	proper
679	personal
subordinating
682	coordinating
684	personal
688	demonstrative
personal
692	interrogative
694	personal
696	proper
circumstantial
699	personal
701	coordinating
703	personal
coordinating
706	personal
coordinating
709	personal
coordinating
712	personal
714	personal
personal
relative
719	personal
relative
725	coordinating
730	coordinating
732	personal
735	circumstantial
personal
741	resumption
time
745	personal
749	accusative
personal
757	personal
interrogative
761	personal
relative
765	personal
coordinating
770	circumstantial
personal
775	personal
coordinating
779	personal
781	accusative
personal
784	relative
negative
787	personal
resumption
790	proper
794	personal
coordinating
797	personal
801	coordinating
804	personal
personal
808	demonstrative
conditional
811	personal
814	personal
816	personal
negative
820	personal
exceptive
relative
824	personal
personal
accusative
personal
personal
834	vocative
proper
837	personal
840	personal
resumption
time
844	personal
847	personal
849	interrogative
negative
853	personal
accusative
personal
860	coordinating
863	coordinating
865	relative
867	personal
coordinating
relative
871	personal
873	personal
resumption
time
877	personal
882	personal
884	proper
result
887	personal
exceptive
proper
891	coordinating
893	coordinating
898	coordinating
900	personal
vocative
proper
904	personal
coordinating
907	personal
909	proper
coordinating
912	personal
914	personal
916	location
918	personal
coordinating
prohibition
922	personal
demonstrative
926	cause
928	personal
932	resumption
934	personal
936	proper
938	personal
coordinating
941	personal
943	relative
945	personal
947	personal
resumption
950	personal
952	personal
954	personal
958	coordinating
960	personal
965	coordinating
969	resumption
971	proper
974	personal
976	coordinating
979	personal
accusative
personal
personal
988	personal
990	personal
992	personal
994	resumption
conditional
997	emphatic
personal
1000	personal
1002	result
conditional
1006	personal
result
negative
1011	personal
coordinating
negative
personal
1016	personal
resumption
relative
1020	personal
coordinating
1023	personal
1026	personal
demonstrative
1031	personal
1033	personal
1035	vocative
1037	proper
1039	personal
1041	personal
relative
1044	personal
1046	personal
coordinating
1049	personal
1052	personal
1056	personal
coordinating
personal
coordinating
1061	personal
personal
coordinating
1065	personal
1067	relative
1069	personal
1072	relative
1074	personal
coordinating
prohibition
1078	personal
1082	personal
coordinating
prohibition
1086	personal
1089	personal
1092	coordinating
personal
coordinating
1096	personal
personal
coordinating
prohibition
1101	personal
1107	coordinating
1109	personal
1112	circumstantial
personal
1115	personal
coordinating
1118	personal
1121	coordinating
1123	personal
1126	coordinating
1128	personal
1132	interrogative
1134	personal
1140	coordinating
1142	personal
1144	personal
circumstantial
personal
1148	personal
1151	interrogative
supplemental
negative
1155	personal
coordinating
1158	personal
1162	coordinating
1165	resumption
accusative
personal
emphatic
1170	restriction
1174	relative
1176	personal
accusative
personal
1181	personal
coordinating
accusative
personal
1186	personal
1188	vocative
1190	proper
1192	personal
1194	personal
relative
1197	personal
1199	personal
coordinating
accusative
personal
1204	personal
personal
1209	coordinating
1211	personal
1213	negative
1219	coordinating
negative
1223	personal
1225	coordinating
negative
1229	personal
1231	resumption
negative
personal
1235	personal
coordinating
time
1239	personal
personal
1243	proper
1245	personal
personal
1251	personal
1253	personal
coordinating
1256	personal
1258	personal
resumption
1261	demonstrative
1265	personal
1267	coordinating
time
1270	personal
1272	personal
1275	cause
1277	personal
personal
coordinating
1281	personal
1283	proper
circumstantial
personal
1287	personal
coordinating
time
1291	personal
proper
1295	coordinating
1297	personal
1302	personal
circumstantial
personal
1306	coordinating
1308	personal
1310	personal
1313	demonstrative
accusative
personal
1317	personal
coordinating
time
1321	personal
proper
1325	coordinating
1328	accusative
personal
1331	personal
coordinating
time
1335	proper
1338	personal
vocative
1341	personal
accusative
personal
1345	personal
1347	personal
1350	personal
1353	cause
1355	personal
1358	personal
coordinating
1361	personal
1363	personal
demonstrative
1367	personal
location
1370	personal
resumption
1374	personal
accusative
personal
personal
1382	coordinating
time
1385	personal
vocative
proper
negative
1391	personal
1394	proper
1396	resumption
1398	personal
1401	circumstantial
personal
1404	personal
coordinating
1407	personal
personal
1412	personal
accusative
personal
1416	personal
coordinating
1419	personal
1421	personal
1424	coordinating
1426	personal
1428	personal
1431	coordinating
1435	personal
1438	relative
1440	personal
personal
resumption
negative
1445	personal
personal
resumption
amendment
1450	personal
1452	personal
1454	personal
coordinating
time
1458	personal
1460	personal
demonstrative
1464	coordinating
1466	personal
1468	personal
location
1471	personal
1473	coordinating
1475	personal
1479	coordinating
1481	personal
1485	personal
1487	personal
resumption
future
1493	resumption
1495	relative
1497	personal
1500	relative
1503	personal
cause
1506	personal
1508	relative
1510	personal
1516	relative
1518	personal
1520	personal
resumption
time
1524	proper
1527	personal
cause
1530	personal
1534	personal
1537	resumption
1540	personal
1544	certainty
1549	personal
1551	personal
coordinating
1554	personal
1557	proper
coordinating
prohibition
1561	personal
1566	coordinating
time
1569	personal
vocative
proper
negative
1577	resumption
1580	personal
1582	personal
1585	personal
1587	relative
1593	personal
coordinating
1596	personal
coordinating
1599	personal
coordinating
1602	personal
coordinating
1605	personal
1607	interrogative
1609	personal
relative
personal
1614	relative
personal
1618	personal
1620	resumption
accusative
1623	personal
relative
1626	personal
resumption
1630	personal
1633	coordinating
1636	coordinating
1638	personal
1642	proper
demonstrative
1645	accusative
personal
1648	personal
1650	personal
1653	proper
coordinating
1656	personal
1663	demonstrative
1665	relative
1667	personal
coordinating
1670	personal
1672	personal
accusative
relative
1676	personal
coordinating
relative
1680	personal
coordinating
1683	proper
coordinating
1686	proper
conditional
1690	proper
coordinating
1696	coordinating
1699	result
1701	personal
1703	personal
location
1706	personal
coordinating
negative
1711	personal
coordinating
negative
personal
1716	personal
resumption
time
1720	personal
1722	personal
coordinating
1725	personal
location
personal
1731	personal
relative
1734	personal
personal
1738	coordinating
1740	personal
relative
1743	personal
accusative
personal
1747	personal
coordinating
1750	personal
1753	demonstrative
resumption
conditional
1757	proper
1759	personal
coordinating
1762	personal
emphatic
1765	personal
1769	coordinating
emphatic
certainty
1773	personal
relative
1776	personal
1778	personal
1782	resumption
1784	personal
1786	personal
1788	personal
1791	coordinating
1793	personal
personal
1797	relative
location
1800	personal
coordinating
relative
location
personal
coordinating
1810	coordinating
time
1813	proper
1816	personal
accusative
proper
1820	personal
subordinating
1823	personal
1826	personal
interrogative
1829	personal
1834	proper
subordinating
1841	personal
1844	personal
1846	personal
1849	personal
interrogative
personal
1853	accusative
personal
1856	accusative
personal
1859	negative
1861	coordinating
negative
1865	location
demonstrative
resumption
1869	personal
relative
1872	personal
1874	personal
1877	personal
1879	personal
1882	personal
interrogative
1885	personal
1887	accusative
personal
1890	accusative
personal
1896	personal
1901	personal
1904	personal
1906	personal
1909	personal
interrogative
personal
accusative
1917	personal
resumption
accusative
personal
conditional
1923	proper
emphatic
1927	accusative
personal
1930	accusative
personal
1933	negative
1938	coordinating
negative
1944	negative
1947	personal
1949	personal
1951	time
1953	personal
1957	resumption
1959	personal
personal
coordinating
negative
1964	personal
1966	personal
coordinating
time
1970	personal
1972	result
1974	personal
1976	personal
resumption
proper
1980	relative
1982	personal
1984	personal
coordinating
1987	personal
1989	personal
personal
1993	personal
1995	demonstrative
1997	proper
2000	coordinating
2002	personal
2004	personal
accusative
personal
2008	personal
coordinating
2012	personal
2015	demonstrative
resumption
personal
2021	coordinating
2024	resumption
accusative
2029	emphatic
relative
2033	personal
2036	coordinating
accusative
2039	personal
emphatic
relative
2043	coordinating
2046	personal
2049	coordinating
accusative
2052	personal
emphatic
relative
2058	proper
resumption
negative
proper
2065	relative
2067	personal
interrogative
supplemental
2071	personal
subordinating
2074	personal
2076	personal
coordinating
certainty
2082	personal
2084	personal
2086	proper
coordinating
2089	personal
personal
2093	relative
2095	personal
personal
circumstantial
personal
2100	personal
resumption
time
2104	personal
relative
2107	personal
2109	personal
2111	personal
coordinating
time
2116	personal
2120	personal
interrogative
2123	personal
personal
2126	subordinating
2128	proper
2130	personal
purpose
2133	personal
personal
2136	personal
location
2139	personal
interrogative
supplemental
negative
2144	personal
interrogative
supplemental
negative
2149	personal
accusative
proper
2153	relative
2155	personal
coordinating
relative
2159	personal
resumption
2162	personal
2164	negative
2166	personal
2169	exceptive
2171	resumption
negative
personal
exceptive
2176	personal
resumption
2180	relative
2182	personal
2187	personal
coordinating
2190	personal
demonstrative
2194	proper
purpose
2197	personal
2199	personal
2202	resumption
2205	personal
2207	relative
2210	personal
coordinating
2214	personal
2216	relative
2218	personal
resumption
2221	personal
negative
2224	personal
2227	exceptive
2231	interrogative
2233	personal
location
proper
2237	resumption
negative
2240	proper
2242	personal
coordinating
2245	personal
2247	proper
relative
negative
2251	personal
answer
conditional
2256	coordinating
2259	personal
2261	personal
result
demonstrative
2267	personal
2269	personal
2271	resumption
relative
2274	personal
coordinating
2277	personal
2280	demonstrative
2283	proper
personal
2286	personal
2288	resumption
time
2291	personal
2294	proper
negative
2297	personal
restriction
proper
coordinating
2305	coordinating
2309	coordinating
2312	coordinating
2315	coordinating
2317	personal
2322	coordinating
2324	personal
2327	coordinating
2329	personal
2332	coordinating
2334	personal
exceptive
2338	personal
circumstantial
personal
2342	resumption
time
2345	personal
2347	personal
negative
2350	personal
2352	personal
coordinating
negative
2356	personal
2358	personal
2361	personal
coordinating
2364	personal
circumstantial
personal
2368	personal
coordinating
personal
demonstrative
2373	personal
2375	personal
coordinating
2378	personal
2381	personal
2384	personal
2386	personal
2388	personal
2392	coordinating
2395	resumption
conditional
2398	personal
personal
2402	personal
personal
circumstantial
personal
2408	personal
2410	personal
interrogative
supplemental
2414	personal
2419	coordinating
2421	personal
2424	resumption
negative
2427	relative
2429	demonstrative
2431	personal
restriction
2439	resumption
time
2444	personal
2449	resumption
negative
proper
2455	relative
2457	personal
demonstrative
relative
2461	personal
2469	resumption
negative
2473	personal
2476	coordinating
negative
personal
2480	personal
resumption
emphatic
certainty
2485	personal
proper
2489	coordinating
2491	personal
2494	personal
2498	coordinating
2500	personal
proper
2503	proper
2506	coordinating
2508	personal
personal
2514	interrogative
supplemental
time
2518	personal
2521	relative
negative
2525	personal
2527	personal
resumption
2531	personal
coordinating
2535	personal
resumption
2538	personal
2540	personal
2542	retraction
2544	personal
proper
2548	personal
resumption
2551	relative
2553	personal
resumption
time
2557	personal
2561	proper
2564	relative
location
personal
coordinating
2569	personal
2573	personal
2575	relative
2577	personal
coordinating
time
2581	personal
relative
2584	personal
2586	personal
2588	personal
resumption
2591	proper
2596	relative
2598	personal
2600	personal
2602	personal
subordinating
2605	personal
2607	relative
2609	proper
2611	subordinating
2613	proper
2616	personal
2618	relative
2622	personal
coordinating
2625	personal
2630	resumption
2636	resumption
time
2640	personal
2642	personal
2644	relative
2646	proper
2648	personal
2651	relative
2654	personal
resumption
2657	personal
2659	relative
location
personal
resumption
personal
2668	relative
2670	personal
2672	supplemental
2674	interrogative
2676	personal
2678	proper
2681	conditional
2683	personal
2685	resumption
emphatic
certainty
2689	personal
proper
2694	coordinating
2696	personal
2701	personal
circumstantial
personal
2705	resumption
time
2708	personal
2710	personal
coordinating
2713	personal
location
personal
2719	personal
relative
2722	personal
personal
2726	coordinating
2728	personal
2730	personal
2732	personal
coordinating
2735	personal
resumption
2738	personal
2741	personal
2746	personal
2749	relative
2751	personal
2753	personal
2755	personal
conditional
2758	personal
2761	conditional
2764	personal
2769	location
proper
2776	result
2778	personal
2781	conditional
2783	personal
2785	resumption
negative
2788	personal
personal
time
2792	relative
2795	personal
resumption
proper
2802	resumption
emphatic
2805	emphatic
personal
2812	resumption
2814	relative
2816	personal
2819	personal
subordinating
2824	resumption
negative
personal
2829	personal
2833	subordinating
2835	resumption
proper
2839	relative
2841	personal
2843	conditional
2847	proper
result
accusative
personal
2852	personal
2855	personal
2858	proper
2861	relative
location
2864	personal
coordinating
2867	coordinating
2872	conditional
2876	proper
coordinating
2879	personal
coordinating
2882	personal
coordinating
proper
coordinating
proper
result
accusative
proper
2894	resumption
emphatic
certainty
2898	personal
2900	personal
2903	resumption
negative
2907	personal
restriction
2911	interrogative
supplemental
time
2915	personal
2918	personal
2921	personal
retraction
2924	personal
negative
2927	personal
resumption
time
2931	personal
2935	proper
2938	relative
location
personal
2944	relative
2946	personal
2950	proper
location
2953	personal
accusative
personal
negative
2958	personal
coordinating
2961	personal
relative
2965	proper
2968	proper
resumption
negative
2972	proper
resumption
accusative
2976	proper
2978	personal
2980	personal
2985	coordinating
relative
2992	proper
proper
coordinating
proper
resumption
negative
2999	personal
3004	personal
accusative
preventive
personal
3009	resumption
negative
3012	resumption
3014	personal
3016	personal
relative
3019	personal
3021	personal
location
3025	coordinating
3027	personal
resumption
negative
personal
3034	personal
3037	exceptive
3040	proper
coordinating
3043	personal
relative
3046	personal
coordinating
negative
3050	personal
resumption
emphatic
certainty
3055	personal
emphatic
conditional
3059	personal
negative
3062	personal
3068	resumption
emphatic
3071	relative
3073	personal
3075	personal
3077	personal
conditional
3080	personal
3082	personal
resumption
conditional
accusative
personal
3088	personal
coordinating
3091	personal
emphatic
3096	proper
3098	conditional
3100	personal
3102	personal
vocative
3105	relative
3107	personal
prohibition
3110	personal
3112	personal
resumption
3115	personal
3117	personal
coordinating
3120	personal
resumption
3127	negative
3129	relative
3131	personal
3136	coordinating
negative
3140	subordinating
3143	personal
3148	personal
resumption
proper
3154	personal
relative
3157	coordinating
proper
3164	conditional
3168	coordinating
3170	personal
3175	personal
coordinating
3178	personal
interrogative
negative
3182	accusative
proper
3188	interrogative
negative
3191	accusative
proper
3194	personal
3198	coordinating
3201	coordinating
negative
3204	personal
3207	proper
3210	coordinating
negative
3213	coordinating
3215	personal
subordinating
3218	personal
3220	personal
3222	subordinating
3224	proper
3227	resumption
conditional
3235	result
certainty
3247	subordinating
3249	personal
personal
3254	personal
3260	personal
3263	relative
3266	personal
3269	resumption
3271	personal
coordinating
3274	personal
3277	proper
3280	personal
accusative
proper
3287	coordinating
3289	personal
3292	coordinating
3294	personal
3297	resumption
conditional
3300	personal
3303	personal
3307	personal
personal
location
proper
accusative
proper
3314	relative
3316	personal
3318	resumption
3320	personal
negative
3324	proper
restriction
relative
3328	proper
coordinating
proper
demonstrative
3333	personal
3336	personal
3338	personal
conditional
3341	personal
3343	answer
conditional
3347	personal
3349	proper
circumstantial
personal
3353	result
3355	personal
3357	personal
location
3360	personal
resumption
negative
3365	personal
coordinating
negative
personal
3370	personal
coordinating
3374	proper
3377	proper
3380	coordinating
3383	proper
3386	proper
3389	circumstantial
personal
3392	personal
3396	demonstrative
3398	relative
negative
3401	personal
3404	personal
resumption
proper
3408	location
personal
time
3414	relative
3416	personal
3418	personal
3420	personal
resumption
interrogative
3425	relative
3428	proper
subordinating
3432	personal
3434	personal
coordinating
3439	personal
demonstrative
negative
3444	personal
subordinating
3447	personal
personal
restriction
3452	personal
3457	coordinating
3459	personal
3465	resumption
3467	proper
3470	coordinating
3473	resumption
conditional
3476	personal
result
location
3480	proper
accusative
proper
3485	resumption
3487	personal
3489	proper
3492	personal
retraction
3495	personal
relative
3500	coordinating
3505	personal
3510	coordinating
3513	resumption
time
3517	result
accusative
preventive
3522	personal
3524	coordinating
3526	resumption
3528	relative
negative
3531	personal
exhortation
3534	personal
proper
coordinating
3538	personal
3541	demonstrative
3543	relative
3546	personal
3549	personal
3552	personal
certainty
3555	personal
3561	personal
accusative
personal
3565	personal
personal
3571	coordinating
3573	resumption
negative
3580	resumption
negative
3584	personal
3586	proper
coordinating
negative
3590	proper
3594	personal
3596	accusative
3598	proper
personal
3602	resumption
emphatic
conditional
3606	personal
3608	personal
time
relative
3612	personal
3616	negative
3618	personal
3620	proper
3623	coordinating
negative
3626	relative
3628	personal
personal
3633	personal
personal
3637	personal
demonstrative
3640	personal
3642	personal
resumption
conditional
3647	personal
result
demonstrative
personal
3653	vocative
3655	proper
3657	personal
3659	personal
relative
3662	personal
3664	personal
coordinating
accusative
personal
3669	personal
personal
3674	coordinating
3676	personal
3678	negative
3684	coordinating
negative
3688	personal
3690	coordinating
negative
3693	personal
3695	coordinating
negative
personal
3699	personal
coordinating
time
3703	proper
3705	personal
3708	coordinating
3710	personal
3712	accusative
personal
3715	personal
3721	resumption
3724	personal
3726	negative
3729	personal
3732	coordinating
time
3735	personal
3742	coordinating
3744	coordinating
3746	personal
3749	proper
3751	coordinating
3753	personal
3755	proper
coordinating
proper
interpretation
3760	personal
3762	personal
3766	coordinating
3769	coordinating
3774	resumption
time
3777	proper
3779	personal
3781	demonstrative
3784	coordinating
3787	personal
3791	relative
3794	personal
3796	proper
coordinating
3803	resumption
conditional
3806	result
3808	personal
3810	coordinating
3812	personal
3817	resumption
3821	coordinating
time
3824	proper
3830	coordinating
proper
3833	personal
3836	personal
accusative
personal
personal
3845	personal
coordinating
3848	personal
3851	personal
coordinating
3855	personal
3859	personal
coordinating
3862	personal
3864	personal
coordinating
3868	personal
accusative
personal
personal
3877	personal
coordinating
3881	personal
3884	personal
3887	personal
3889	personal
coordinating
3892	personal
3895	coordinating
3898	coordinating
3900	personal
accusative
personal
personal
3908	resumption
interrogative
3913	proper
restriction
relative
3918	personal
resumption
emphatic
certainty
3923	personal
personal
3928	resumption
accusative
personal
3934	emphatic
3938	time
3941	personal
3943	personal
3947	personal
3952	coordinating
3955	personal
proper
3958	personal
coordinating
proper
vocative
3963	personal
accusative
proper
3968	personal
3971	resumption
negative
3974	emphatic
restriction
circumstantial
personal
3979	coordinating
3981	personal
3983	time
3985	proper
3988	time
3992	personal
interrogative
3995	personal
3998	personal
4000	personal
4003	personal
coordinating
4007	personal
proper
coordinating
proper
coordinating
proper
4015	circumstantial
personal
4018	personal
4020	demonstrative
4022	certainty
4025	personal
relative
4028	coordinating
4030	personal
relative
4033	personal
resumption
negative
4037	personal
4039	relative
4041	personal
4043	personal
resumption
4046	personal
4048	personal
proper
coordinating
proper
4053	personal
4055	retraction
4057	proper
4059	resumption
negative
4066	personal
4068	personal
4070	proper
coordinating
relative
4075	personal
coordinating
relative
4080	proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
4090	coordinating
relative
4093	proper
coordinating
proper
coordinating
relative
4103	personal
negative
4106	location
4109	personal
circumstantial
personal
4113	personal
4115	resumption
conditional
4118	personal
4121	relative
4123	personal
4125	personal
result
certainty
4129	personal
coordinating
conditional
4133	personal
result
accusative
preventive
personal
4140	result
future
4143	personal
personal
proper
resumption
personal
4153	proper
resumption
interrogative
4158	proper
4160	coordinating
personal
4163	personal
4166	interrogative
4168	personal
personal
4171	proper
resumption
personal
4175	personal
coordinating
4178	personal
resumption
4181	personal
4183	personal
coordinating
4186	personal
4188	personal
resumption
personal
4192	personal
4194	coordinating
4196	personal
accusative
proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
4209	personal
proper
coordinating
proper
4214	interrogative
personal
4217	coordinating
proper
resumption
interrogative
4223	relative
4226	location
personal
4229	proper
resumption
negative
proper
4236	relative
4238	personal
demonstrative
4241	certainty
4244	personal
relative
4247	coordinating
4249	personal
relative
4252	personal
resumption
negative
4256	personal
4258	relative
4260	personal
4262	personal
future
4270	interrogative
4272	personal
4275	personal
relative
4278	personal
4280	personal
4283	proper
4286	coordinating
4290	relative
4295	resumption
4297	demonstrative
4299	personal
personal
4303	purpose
4305	personal
4310	coordinating
4315	personal
4317	resumption
negative
4320	personal
4323	relative
4325	personal
4327	personal
restriction
purpose
4331	relative
4336	relative
4340	personal
resumption
certainty
4344	emphatic
4346	restriction
4348	relative
4350	proper
resumption
negative
4354	proper
purpose
4358	personal
accusative
proper
4364	emphatic
4367	certainty
4371	personal
4375	resumption
emphatic
4378	emphatic
personal
4382	personal
resumption
4386	personal
location
4392	resumption
conditional
supplemental
4396	personal
result
4399	personal
4401	personal
location
personal
resumption
accusative
relative
4408	personal
4411	emphatic
4413	personal
accusative
personal
4420	personal
resumption
negative
proper
4427	relative
4429	personal
resumption
emphatic
conditional
4434	personal
relative
4437	personal
4443	negative
4445	personal
4447	personal
coordinating
negative
personal
4454	personal
coordinating
negative
4458	personal
4463	coordinating
emphatic
conditional
4467	personal
4469	personal
4472	relative
4474	personal
4478	accusative
personal
answer
emphatic
4485	relative
4487	personal
personal
4492	personal
personal
4495	subordinating
4497	personal
4499	personal
resumption
accusative
4504	personal
emphatic
4507	personal
4510	circumstantial
personal
4513	personal
4518	personal
resumption
negative
4522	emphatic
4526	resumption
4530	personal
4532	personal
resumption
4535	personal
4538	conditional
supplemental
4541	personal
4544	personal
proper
4547	accusative
proper
4553	resumption
4557	personal
resumption
4561	personal
location
4567	resumption
accusative
personal
emphatic
4575	personal
resumption
negative
proper
4582	relative
4584	personal
resumption
4589	personal
resumption
4593	personal
location
4599	resumption
conditional
supplemental
4603	personal
result
4606	personal
4608	personal
location
personal
purpose
subordinating
negative
4619	personal
4621	exceptive
relative
4624	personal
4626	personal
resumption
prohibition
4630	personal
personal
coordinating
4634	personal
personal
coordinating
purpose
4640	personal
4642	personal
resumption
accusative
personal
4647	personal
4649	subordinating
4651	personal
4653	personal
4656	personal
4659	personal
4661	personal
coordinating
4664	personal
coordinating
4667	personal
4670	coordinating
4673	coordinating
4675	personal
relative
negative
4679	personal
4681	personal
resumption
4684	personal
personal
4687	personal
coordinating
4690	personal
4692	personal
resumption
prohibition
4696	personal
personal
vocative
4700	relative
4702	personal
4704	personal
4708	coordinating
4711	accusative
proper
location
4716	resumption
prohibition
4719	personal
4721	relative
4725	proper
4727	retraction
4729	supplemental
amendment
negative
4733	personal
resumption
emphatic
4737	emphatic
personal
4744	coordinating
4747	coordinating
4752	coordinating
4755	coordinating
4758	resumption
4762	relative
time
4765	personal
4768	personal
accusative
personal
4772	proper
coordinating
accusative
personal
4777	personal
4779	demonstrative
4781	personal
4785	personal
coordinating
4788	coordinating
demonstrative
personal
4793	accusative
4795	proper
coordinating
4798	proper
4801	proper
resumption
conditional
4807	coordinating
4809	result
negative
4813	personal
subordinating
4817	personal
coordinating
conditional
4822	result
accusative
proper
4827	accusative
relative
4830	personal
relative
4833	personal
4837	coordinating
4842	relative
4844	personal
personal
4852	demonstrative
4854	personal
proper
coordinating
4858	personal
4861	exceptive
relative
4864	personal
coordinating
4867	personal
coordinating
4870	personal
resumption
demonstrative
4875	personal
resumption
personal
4882	accusative
relative
4885	personal
coordinating
4888	personal
circumstantial
personal
4892	demonstrative
4894	personal
4896	proper
coordinating
4900	coordinating
4906	personal
negative
4910	personal
4913	coordinating
negative
personal
4917	personal
resumption
4920	personal
4923	negative
4925	exceptive
personal
4931	accusative
4936	coordinating
4939	coordinating
4943	coordinating
4946	coordinating
4949	relative
4955	relative
4959	coordinating
relative
4962	proper
4968	coordinating
4971	personal
4974	time
4976	personal
coordinating
4980	personal
4984	coordinating
4988	coordinating
4993	location
4996	coordinating
4999	emphatic
5004	personal
resumption
5009	relative
5013	proper
5016	personal
personal
5020	proper
resumption
relative
5024	personal
5028	proper
resumption
conditional
5032	relative
5034	personal
time
5037	personal
5040	accusative
5044	proper
5046	coordinating
accusative
proper
5052	time
5054	relative
5056	personal
5058	relative
5060	personal
circumstantial
5063	personal
5066	coordinating
5069	personal
5072	resumption
5074	relative
5076	personal
conditional
accusative
5080	personal
5082	result
5085	personal
5087	subordinating
5089	personal
5091	personal
5093	demonstrative
5095	personal
proper
5098	personal
5101	personal
resumption
negative
personal
5110	vocative
5115	personal
5117	relative
5123	resumption
prohibition
5126	personal
5129	proper
accusative
personal
5133	personal
5136	accusative
preventive
5139	personal
5143	coordinating
5146	coordinating
subordinating
5149	personal
5151	proper
relative
negative
5155	personal
resumption
time
5160	personal
5162	personal
relative
5165	proper
5167	personal
retraction
5170	relative
5172	personal
5174	personal
5176	personal
interrogative
supplemental
subordinating
5182	personal
negative
5185	personal
5187	coordinating
negative
5190	personal
resumption
5193	relative
5195	personal
5198	relative
5201	relative
negative
5204	restriction
5206	coordinating
5211	resumption
personal
negative
5215	personal
vocative
5218	relative
5220	personal
5222	personal
5225	relative
5227	personal
personal
coordinating
5231	personal
5233	proper
conditional
5236	personal
personal
5239	personal
accusative
preventive
5244	personal
5247	coordinating
5250	coordinating
5254	coordinating
relative
5258	personal
5261	proper
resumption
conditional
5267	coordinating
negative
5270	result
negative
5274	personal
accusative
proper
5279	accusative
relative
5282	personal
relative
5285	proper
5289	coordinating
5291	personal
5293	personal
5296	demonstrative
negative
5299	personal
5302	personal
exceptive
5306	coordinating
negative
5309	personal
proper
time
5314	coordinating
negative
5317	personal
resumption
5320	personal
5323	demonstrative
relative
5326	personal
5332	coordinating
5338	resumption
relative
5341	personal
5345	demonstrative
5347	accusative
proper
5355	resumption
accusative
relative
5359	personal
5363	emphatic
5370	subordinating
5372	personal
5374	personal
location
5378	coordinating
5381	resumption
accusative
5385	relative
5388	proper
coordinating
5394	coordinating
5397	coordinating
5400	coordinating
5403	coordinating
5409	personal
5413	coordinating
5416	coordinating
5419	coordinating
5423	coordinating
5426	coordinating
5430	coordinating
5434	coordinating
5438	coordinating
5443	personal
time
5446	personal
coordinating
5453	coordinating
5456	coordinating
time
5460	demonstrative
relative
5463	personal
coordinating
demonstrative
personal
5469	vocative
5471	relative
5473	personal
5476	personal
5487	coordinating
5493	coordinating
5499	resumption
conditional
5503	personal
5506	personal
5508	coordinating
5513	coordinating
5516	personal
5519	demonstrative
5523	personal
coordinating
5526	resumption
conditional
5529	time
demonstrative
result
5533	personal
5536	resumption
5538	personal
5543	vocative
5547	accusative
personal
5550	personal
5553	personal
time
5557	personal
5560	conditional
5568	coordinating
5578	resumption
conditional
5581	personal
time
subordinating
5585	personal
result
accusative
preventive
5590	personal
5592	relative
5594	personal
personal
accusative
proper
5600	resumption
conditional
5606	coordinating
5608	coordinating
5610	location
personal
result
negative
5616	personal
accusative
proper
5621	vocative
5623	relative
5625	personal
5628	personal
5632	subordinating
5635	relative
5638	personal
accusative
personal
5642	personal
time
5645	resumption
conditional
5649	personal
5651	coordinating
5654	resumption
5659	resumption
5661	relative
5663	personal
personal
5668	resumption
conditional
5672	result
personal
5676	personal
resumption
subordinating
5680	personal
5683	personal
conditional
5686	personal
5688	personal
5690	proper
relative
5694	personal
5696	proper
5701	coordinating
5706	coordinating
5709	resumption
conditional
5713	personal
5716	result
imperative
5719	personal
coordinating
conditional
5724	coordinating
5727	resumption
5733	proper
5735	personal
5738	coordinating
negative
5742	personal
5745	coordinating
purpose
5748	personal
5751	coordinating
purpose
5754	personal
proper
5757	relative
5759	personal
coordinating
accusative
personal
5764	personal
resumption
time
5768	personal
5770	personal
5772	personal
result
accusative
personal
5781	time
5783	personal
personal
resumption
imperative
5788	personal
5790	personal
coordinating
imperative
5794	personal
5796	personal
accusative
personal
5800	personal
5803	personal
time
5811	personal
personal
5815	personal
coordinating
personal
5820	personal
5822	proper
accusative
personal
5826	personal
5828	personal
5830	personal
coordinating
5834	personal
coordinating
5838	personal
resumption
5841	time
5843	personal
personal
coordinating
5847	personal
relative
5850	proper
5852	personal
coordinating
5855	personal
coordinating
5858	personal
5862	personal
5875	coordinating
5877	personal
5883	coordinating
prohibition
5886	personal
personal
circumstantial
personal
5894	demonstrative
5896	proper
cause
prohibition
5900	personal
personal
5903	demonstrative
5905	proper
5907	personal
5911	accusative
personal
5914	personal
coordinating
prohibition
5918	personal
5920	personal
location
personal
5926	coordinating
5928	personal
5930	personal
5934	purpose
5936	personal
5945	circumstantial
personal
5948	personal
5950	personal
personal
5956	personal
5961	coordinating
5964	resumption
5969	subordinating
5971	personal
5976	personal
resumption
accusative
5981	relative
5983	resumption
5985	personal
5990	personal
coordinating
5993	personal
proper
accusative
personal
5998	personal
coordinating
6001	personal
6004	proper
relative
6007	personal
personal
coordinating
prohibition
6012	personal
accusative
proper
negative
6019	coordinating
6021	personal
personal
location
6025	personal
personal
coordinating
6029	personal
personal
6034	personal
personal
resumption
6043	coordinating
prohibition
6046	personal
personal
location
6055	personal
personal
6058	personal
resumption
conditional
6062	personal
personal
result
6066	personal
personal
6069	demonstrative
6073	resumption
conditional
6076	personal
result
accusative
proper
6082	coordinating
6084	personal
personal
6087	negative
6090	coordinating
6095	proper
resumption
conditional
6099	personal
result
negative
6103	restriction
6116	coordinating
6120	resumption
conditional
6124	personal
result
6127	personal
6129	personal
6132	relative
6135	personal
resumption
6138	personal
proper
coordinating
6142	personal
accusative
proper
location
6148	coordinating
6150	personal
6153	proper
coordinating
prohibition
6157	personal
6160	personal
6164	coordinating
6166	personal
accusative
proper
6172	coordinating
6174	personal
6177	coordinating
6181	proper
resumption
conditional
6185	personal
resumption
relative
6192	coordinating
prohibition
6195	personal
6197	personal
6203	personal
resumption
conditional
6208	personal
6210	coordinating
6212	personal
6216	personal
resumption
6221	coordinating
6223	coordinating
6225	resumption
time
6228	personal
resumption
conditional
6238	resumption
relative
6244	resumption
conditional
negative
6248	resumption
6255	coordinating
6257	time
6259	personal
demonstrative
6263	demonstrative
6265	relative
negative
6269	personal
6275	resumption
6277	personal
proper
coordinating
6281	personal
accusative
proper
6291	resumption
conditional
6295	personal
6298	result
negative
6301	coordinating
negative
6304	coordinating
negative
6310	resumption
conditional
6313	personal
6317	personal
proper
resumption
6321	personal
resumption
accusative
6329	coordinating
6331	personal
personal
vocative
6339	personal
6341	subordinating
6343	personal
6347	personal
resumption
time
6351	personal
6353	proper
result
6356	personal
proper
location
6363	coordinating
6365	personal
personal
6368	subordinating
6370	personal
circumstantial
conditional
6374	personal
6377	personal
emphatic
6382	coordinating
6384	personal
6390	coordinating
6392	personal
proper
accusative
proper
6398	resumption
time
6401	personal
6403	personal
result
6406	personal
proper
6410	personal
6412	personal
coordinating
6416	resumption
6420	relative
6423	personal
6425	personal
6429	resumption
negative
6432	personal
6438	coordinating
6440	personal
relative
6444	personal
6446	personal
6451	coordinating
6456	coordinating
6458	personal
6462	demonstrative
6464	personal
6467	relative
6469	personal
resumption
proper
6475	coordinating
6477	personal
proper
6482	resumption
conditional
6487	result
negative
6491	personal
coordinating
conditional
6495	result
negative
6499	personal
6501	relative
6503	coordinating
6505	personal
proper
coordinating
6509	personal
accusative
personal
6513	personal
6515	personal
coordinating
6520	relative
6522	personal
6524	personal
6530	coordinating
6532	proper
6534	relative
6537	personal
coordinating
personal
6543	resumption
time
6550	purpose
6553	personal
coordinating
6558	coordinating
6561	resumption
proper
negative
6567	coordinating
time
6571	personal
6573	proper
6575	personal
6581	resumption
6583	personal
proper
resumption
emphatic
6590	coordinating
6594	relative
6597	personal
6600	proper
resumption
proper
6607	vocative
6609	relative
6611	personal
6613	personal
6616	proper
6618	resumption
prohibition
6621	personal
6624	proper
accusative
personal
6628	personal
6631	resumption
conditional
6634	personal
6637	relative
6639	personal
6642	result
6644	personal
accusative
proper
6649	interrogative
6651	personal
restriction
subordinating
6655	personal
proper
6662	resumption
6665	resumption
6669	resumption
6671	proper
6677	proper
interrogative
6680	personal
personal
6685	resumption
conditional
6689	proper
6692	relative
6694	personal
result
accusative
proper
6703	relative
6705	personal
6710	resumption
6712	personal
6714	relative
6716	personal
resumption
relative
6720	personal
location
personal
time
6726	resumption
proper
6729	relative
6739	coordinating
6741	proper
6745	coordinating
6747	coordinating
6749	location
personal
6756	purpose
6758	location
6762	relative
6764	personal
6766	personal
resumption
negative
6771	personal
restriction
relative
6775	personal
personal
6779	relative
6781	personal
6785	location
personal
coordinating
6789	proper
relative
6792	personal
6794	relative
6796	personal
6798	personal
6804	personal
resumption
proper
6808	relative
6813	coordinating
6815	personal
subordinating
6818	personal
6820	proper
resumption
negative
6824	personal
6826	relative
6828	personal
6831	personal
6833	personal
6836	coordinating
6839	resumption
6841	personal
6846	coordinating
relative
6849	personal
location
personal
interrogative
6854	proper
inceptive
accusative
6858	proper
6861	personal
personal
interrogative
6865	personal
6867	conditional
6869	personal
6872	result
6876	coordinating
6879	coordinating
6882	coordinating
6885	coordinating
6889	coordinating
conditional
6892	personal
6895	result
accusative
proper
6899	personal
6903	personal
6906	circumstantial
personal
6910	personal
resumption
6913	subordinating
6915	personal
6917	circumstantial
personal
6921	personal
coordinating
6924	subordinating
6926	personal
6928	circumstantial
personal
6932	personal
resumption
proper
6936	coordinating
personal
negative
6940	personal
6942	personal
personal
6951	personal
6955	personal
6957	resumption
6961	proper
coordinating
6965	personal
coordinating
6971	coordinating
6974	personal
6976	personal
6978	location
proper
resumption
6987	resumption
negative
6990	personal
6992	personal
personal
6996	personal
personal
7000	personal
conditional
7003	personal
resumption
conditional
7008	personal
7011	personal
coordinating
7014	circumstantial
personal
7017	result
demonstrative
7021	personal
7025	coordinating
7028	coordinating
demonstrative
7033	personal
7035	personal
7037	accusative
relative
7040	personal
coordinating
relative
7044	personal
coordinating
7047	personal
7050	proper
demonstrative
7053	personal
7055	proper
resumption
proper
7061	personal
personal
7066	coordinating
7071	personal
7074	coordinating
7079	coordinating
7081	personal
7085	personal
coordinating
7088	personal
personal
interrogative
7092	personal
7097	demonstrative
7099	proper
7101	personal
7104	accusative
personal
7107	personal
7111	coordinating
7114	coordinating
7116	personal
personal
7124	personal
7126	resumption
conditional
7129	personal
personal
resumption
7133	personal
resumption
proper
7142	resumption
conditional
7145	proper
emphatic
7148	personal
accusative
proper
7153	resumption
prohibition
7156	personal
7161	personal
resumption
emphatic
7169	circumstantial
subordinating
7172	personal
coordinating
prohibition
7176	personal
7181	personal
coordinating
emphatic
7189	circumstantial
subordinating
7192	personal
demonstrative
7195	personal
7199	coordinating
proper
7204	proper
coordinating
7210	personal
coordinating
7214	personal
7218	accusative
personal
7221	personal
coordinating
7224	personal
personal
7230	personal
7232	resumption
7234	personal
7240	resumption
prohibition
7243	personal
personal
7247	personal
resumption
time
7251	personal
result
7254	personal
personal
7259	personal
proper
accusative
proper
7266	coordinating
7271	personal
7274	personal
resumption
7277	personal
7279	personal
interrogative
7282	personal
coordinating
7285	personal
7288	personal
coordinating
7291	personal
proper
coordinating
7295	personal
accusative
personal
7299	personal
coordinating
7304	coordinating
prohibition
7307	personal
proper
7312	personal
subordinating
7315	personal
coordinating
7318	personal
coordinating
7321	personal
location
7325	resumption
proper
7329	negative
7331	personal
proper
7338	personal
supplemental
amendment
7342	personal
7344	relative
7347	personal
resumption
proper
7353	relative
7355	personal
7358	personal
7362	resumption
conditional
7365	personal
result
accusative
proper
7371	coordinating
conditional
7374	personal
7377	result
accusative
proper
7382	resumption
7386	personal
7389	personal
7392	resumption
negative
7396	personal
subordinating
7399	personal
relative
7402	proper
7405	personal
conditional
7408	personal
7410	personal
7412	proper
coordinating
7418	resumption
7420	personal
7424	personal
7426	demonstrative
conditional
7429	personal
7431	coordinating
7433	personal
7435	relative
7437	personal
7441	coordinating
7446	personal
7448	resumption
proper
7455	resumption
7459	coordinating
7463	resumption
negative
7467	personal
subordinating
7470	personal
7472	relative
7474	personal
personal
7477	exceptive
subordinating
7480	personal
subordinating
negative
7484	personal
7486	proper
resumption
conditional
7490	personal
subordinating
negative
7494	personal
7496	proper
result
negative
7501	personal
7503	relative
7506	personal
demonstrative
7509	proper
resumption
prohibition
7513	personal
personal
resumption
conditional
7519	proper
result
demonstrative
personal
7525	resumption
conditional
7528	personal
result
negative
7533	personal
7540	personal
resumption
conditional
7544	personal
result
negative
7549	personal
subordinating
7552	personal
conditional
7555	personal
subordinating
7558	personal
7560	proper
resumption
demonstrative
7564	proper
7566	personal
7570	personal
resumption
time
7574	personal
7577	coordinating
7579	personal
7581	personal
result
7584	personal
personal
7588	coordinating
7590	personal
personal
7594	coordinating
prohibition
7597	personal
personal
7600	purpose
7602	personal
resumption
conditional
7606	demonstrative
result
certainty
7611	personal
coordinating
prohibition
7615	personal
7617	proper
7619	coordinating
7621	personal
7623	proper
7625	personal
coordinating
relative
7630	personal
7634	coordinating
7638	personal
7640	personal
coordinating
7643	personal
proper
coordinating
7647	personal
accusative
proper
7654	resumption
time
7657	personal
7660	coordinating
7662	personal
7664	personal
result
prohibition
7668	personal
personal
subordinating
7672	personal
7674	personal
time
7677	personal
location
personal
7683	demonstrative
7686	personal
relative
7690	personal
7693	proper
coordinating
7699	demonstrative
7702	personal
coordinating
7705	resumption
proper
7708	coordinating
personal
negative
7712	personal
resumption
7717	personal
7719	personal
time
7723	relative
7725	subordinating
7729	resumption
7734	personal
7736	personal
coordinating
7739	personal
7743	negative
7746	restriction
7748	personal
negative
7754	personal
coordinating
negative
7759	personal
7762	personal
coordinating
7768	demonstrative
resumption
conditional
7772	personal
7777	personal
coordinating
7780	result
negative
7784	personal
coordinating
conditional
7788	personal
subordinating
7791	personal
7793	personal
result
negative
7798	personal
time
7801	personal
relative
7804	personal
7808	resumption
7810	personal
proper
coordinating
7814	personal
accusative
proper
7818	relative
7820	personal
7822	resumption
relative
7825	personal
7827	personal
coordinating
7830	personal
7833	personal
7836	personal
7839	coordinating
7841	resumption
time
7844	personal
7846	personal
result
negative
7851	personal
7853	relative
7855	personal
7858	personal
7862	resumption
proper
7865	relative
7867	personal
7869	coordinating
negative
7873	personal
7875	relative
7877	personal
7879	personal
7884	coordinating
7886	personal
7889	personal
7891	proper
accusative
personal
future
7896	personal
personal
resumption
amendment
prohibition
7902	personal
personal
7905	exceptive
subordinating
7908	personal
7911	coordinating
prohibition
7914	personal
7923	personal
resumption
7926	personal
accusative
proper
7930	relative
7933	personal
resumption
7936	personal
personal
coordinating
7940	personal
accusative
proper
7945	negative
7948	personal
conditional
7951	personal
7954	subordinating
negative
7957	personal
personal
coordinating
7961	personal
7963	personal
7965	resumption
7967	personal
personal
7973	personal
coordinating
7979	personal
7988	coordinating
conditional
7991	personal
personal
7995	subordinating
7997	personal
personal
circumstantial
certainty
8002	personal
8004	personal
8006	resumption
8008	relative
8010	personal
exceptive
subordinating
8014	personal
coordinating
8017	relative
8020	personal
8024	resumption
subordinating
8027	personal
8032	resumption
prohibition
8035	personal
8038	location
personal
accusative
proper
8043	relative
8045	personal
8048	personal
8052	coordinating
8057	coordinating
8059	personal
8061	proper
8063	resumption
conditional
8066	personal
resumption
8069	coordinating
8071	resumption
time
8074	personal
result
8077	personal
proper
8080	subordinating
8082	personal
relative
negative
8086	personal
8088	personal
resumption
relative
8092	personal
8094	personal
coordinating
8097	personal
8102	personal
8109	resumption
conditional
8112	personal
result
negative
8117	personal
8119	relative
8121	personal
8124	personal
8127	resumption
proper
8131	resumption
8144	demonstrative
8146	proper
8148	personal
8150	personal
accusative
personal
8154	personal
interrogative
negative
8159	relative
8161	personal
8164	personal
circumstantial
personal
8171	resumption
8174	personal
proper
8177	personal
coordinating
8180	personal
accusative
proper
emphatic
8189	resumption
accusative
8194	negative
8196	personal
coordinating
8199	personal
8202	proper
coordinating
8205	personal
accusative
proper
8210	interrogative
demonstrative
relative
8214	proper
8217	cause
8219	personal
8221	personal
8224	resumption
proper
8227	coordinating
8229	circumstantial
8231	personal
8233	personal
interrogative
negative
8242	proper
8245	proper
time
8248	personal
8252	personal
8255	personal
8260	proper
8262	interrogative
8264	personal
conditional
8268	personal
8271	subordinating
negative
8274	personal
8276	personal
resumption
interrogative
8280	personal
subordinating
negative
8286	proper
circumstantial
certainty
8290	personal
8293	personal
coordinating
8296	personal
resumption
time
8301	personal
8305	personal
exceptive
8309	personal
resumption
proper
8316	coordinating
8319	personal
8321	personal
accusative
proper
certainty
8327	personal
proper
8331	personal
interrogative
8335	personal
8339	personal
circumstantial
personal
8347	personal
coordinating
negative
8356	accusative
proper
8359	personal
8361	personal
coordinating
8364	personal
8369	coordinating
8372	resumption
proper
8376	personal
relative
8379	coordinating
proper
8383	coordinating
8386	personal
8388	personal
accusative
8392	personal
subordinating
8395	personal
8399	personal
8403	personal
coordinating
8407	relative
8410	proper
coordinating
8413	proper
8415	personal
8418	accusative
8420	demonstrative
emphatic
8424	personal
conditional
8427	personal
8429	resumption
time
8432	proper
8437	accusative
proper
8440	personal
8443	resumption
conditional
8447	personal
result
8451	personal
coordinating
conditional
negative
8456	personal
result
accusative
personal
8461	personal
exceptive
relative
8468	personal
coordinating
8471	personal
8473	personal
exceptive
8477	personal
resumption
time
8481	personal
personal
coordinating
relative
8486	personal
location
personal
8490	personal
negative
8494	personal
8496	time
8498	proper
coordinating
8501	personal
8503	relative
8505	personal
accusative
personal
8509	proper
interrogative
8519	proper
resumption
proper
location
8525	resumption
time
8528	personal
8530	proper
coordinating
8533	personal
8535	personal
8537	personal
8540	personal
8542	coordinating
8545	personal
coordinating
8548	personal
8554	resumption
8556	personal
personal
8560	proper
coordinating
8563	proper
proper
coordinating
8567	personal
proper
8571	coordinating
8574	coordinating
8576	personal
8578	relative
8580	resumption
conditional
8583	proper
8587	personal
8590	emphatic
8594	resumption
accusative
proper
8602	demonstrative
8604	proper
8606	personal
8608	personal
8612	resumption
accusative
personal
emphatic
8619	demonstrative
8623	personal
8625	personal
8629	personal
relative
8632	proper
coordinating
8636	personal
8638	resumption
8640	personal
proper
8643	proper
8646	coordinating
8648	personal
personal
8654	resumption
conditional
8657	proper
negative
8660	relative
8663	personal
8666	relative
8668	personal
8671	supplemental
amendment
8674	personal
resumption
8677	personal
relative
8680	coordinating
8682	personal
relative
8685	resumption
conditional
8688	proper
negative
8691	personal
resumption
accusative
proper
8696	relative
8698	vocative
8700	relative
8702	personal
8704	personal
8706	relative
8708	personal
personal
8712	subordinating
8715	negative
8718	personal
coordinating
negative
8722	coordinating
negative
8725	resumption
8728	personal
8731	proper
negative
8734	exceptive
personal
8740	negative
8742	personal
8744	coordinating
negative
8748	personal
relative
8753	coordinating
relative
8758	interrogative
demonstrative
relative
8762	location
personal
exceptive
8767	personal
8769	relative
location
8772	personal
coordinating
relative
location
personal
coordinating
negative
8780	personal
8785	personal
restriction
8788	relative
8792	personal
8795	coordinating
8798	resumption
negative
8801	personal
8803	personal
resumption
personal
8810	negative
8815	certainty
8822	resumption
conditional
8828	coordinating
8831	proper
result
certainty
8840	negative
8843	personal
resumption
proper
8848	proper
8850	relative
8852	personal
8854	personal
8861	resumption
relative
8864	personal
8866	personal
8870	personal
personal
8878	demonstrative
8882	personal
8884	personal
8886	interrogative
negative
8890	relative
8892	proper
8895	personal
subordinating
8898	personal
proper
8902	time
8904	proper
8906	personal
relative
8909	coordinating
8912	personal
8914	coordinating
8917	proper
supplemental
accusative
proper
8928	resumption
8931	personal
8935	resumption
8937	relative
8939	resumption
proper
negative
8947	coordinating
8949	relative
8953	circumstantial
personal
8958	personal
8960	interrogative
8962	demonstrative
proper
time
8966	personal
coordinating
8969	personal
proper
8973	coordinating
8975	personal
8977	interrogative
8979	personal
8982	personal
8984	coordinating
8988	retraction
8990	personal
8993	resumption
8997	personal
coordinating
9000	personal
negative
9003	coordinating
9007	personal
resumption
purpose
9011	personal
9016	coordinating
9021	interrogative
9023	personal
coordinating
9026	personal
9028	resumption
time
9032	personal
9035	accusative
proper
9041	resumption
time
9044	proper
9046	personal
9048	personal
interrogative
9054	interrogative
supplemental
negative
9059	answer
resumption
amendment
purpose
9065	personal
9067	resumption
9073	coordinating
9075	personal
9077	personal
coordinating
9084	personal
9086	coordinating
9088	personal
9090	personal
personal
9093	coordinating
9095	accusative
proper
9100	relative
9102	personal
9104	personal
9107	proper
9119	resumption
proper
9123	relative
9125	resumption
proper
9129	relative
9131	personal
9133	personal
9136	proper
coordinating
negative
9140	personal
relative
9143	personal
9145	coordinating
negative
9149	personal
9151	personal
location
9154	personal
coordinating
negative
9159	personal
coordinating
negative
personal
9164	personal
9167	coordinating
9173	personal
9175	resumption
proper
9179	vocative
9181	relative
9183	personal
prohibition
9186	personal
9188	personal
9192	coordinating
9196	relative
9199	personal
9203	coordinating
negative
9207	proper
coordinating
9213	resumption
9215	personal
9220	personal
9222	resumption
9224	personal
9226	resumption
9228	personal
9230	negative
9232	personal
9236	relative
9238	personal
resumption
proper
negative
9247	coordinating
9249	relative
9251	personal
9253	personal
9256	proper
coordinating
9261	personal
9268	personal
9270	cause
9273	personal
9275	resumption
conditional
negative
9279	personal
9281	result
9283	resumption
proper
9286	relative
9288	personal
9290	interrogative
9293	personal
subordinating
9297	personal
9301	coordinating
9306	personal
9310	personal
9312	personal
9317	coordinating
9319	personal
9322	coordinating
9324	personal
9327	resumption
9329	personal
9332	personal
9334	resumption
9337	demonstrative
9339	proper
9341	personal
9344	accusative
personal
9347	personal
vocative
9350	relative
9352	personal
9354	personal
9357	relative
9359	personal
coordinating
9362	relative
9364	personal
9366	personal
9370	coordinating
prohibition
9373	personal
9377	personal
9379	personal
circumstantial
9382	personal
9385	personal
certainty
subordinating
9389	personal
9391	personal
resumption
9394	personal
accusative
proper
9400	proper
9402	personal
9405	coordinating
9407	personal
9411	coordinating
proper
9414	personal
9417	personal
coordinating
9420	resumption
proper
9427	relative
9429	resumption
conditional
9434	result
certainty
9439	resumption
negative
9442	restriction
9446	resumption
conditional
9449	personal
9452	coordinating
9454	personal
9457	result
accusative
proper
9461	personal
resumption
negative
9469	conditional
9471	personal
9474	result
9476	personal
coordinating
conditional
9480	personal
personal
coordinating
9484	personal
personal
9488	result
personal
9492	personal
resumption
9496	personal
9499	personal
coordinating
proper
9503	relative
9505	personal
9509	personal
9511	personal
resumption
accusative
proper
9516	relative
9518	resumption
conditional
9521	personal
9524	resumption
9527	personal
resumption
negative
9531	personal
restriction
9535	proper
resumption
conditional
9539	personal
9544	personal
circumstantial
personal
prohibition
9549	personal
9553	relative
9555	personal
9558	proper
negative
9561	personal
9567	personal
9575	personal
9578	personal
negative
9581	personal
9585	resumption
conditional
9588	personal
9591	result
accusative
proper
9595	personal
9597	relative
9599	personal
9601	personal
9605	coordinating
9609	coordinating
9611	supplemental
9613	personal
9615	personal
location
9618	personal
coordinating
negative
9623	personal
coordinating
negative
personal
9628	personal
relative
9631	personal
9634	negative
9636	personal
restriction
9639	subordinating
9641	relative
9643	personal
9645	proper
9649	demonstrative
9651	accusative
personal
9654	personal
accusative
preventive
9662	resumption
9664	proper
9667	coordinating
9671	resumption
conditional
9674	personal
9678	personal
coordinating
9681	result
9683	personal
relative
9686	circumstantial
9688	personal
9690	proper
coordinating
conditional
9694	result
demonstrative
9699	personal
9701	personal
9704	proper
9707	coordinating
9711	resumption
proper
negative
9718	accusative
relative
9721	personal
coordinating
9724	personal
9727	coordinating
9729	personal
9732	coordinating
9734	personal
9738	personal
9740	personal
location
9743	personal
resumption
negative
9748	personal
resumption
negative
personal
9753	personal
vocative
9756	relative
9758	personal
9760	personal
proper
coordinating
9764	personal
relative
9770	conditional
9772	personal
9774	resumption
conditional
negative
9778	personal
result
9781	personal
9785	proper
coordinating
9788	personal
coordinating
conditional
9792	personal
result
9795	personal
9798	personal
negative
9801	personal
coordinating
prohibition
9805	personal
coordinating
conditional
9811	resumption
9815	resumption
subordinating
9818	personal
9821	personal
conditional
9824	personal
9826	personal
coordinating
9829	personal
9832	personal
9834	personal
9836	proper
coordinating
9841	relative
9843	circumstantial
personal
negative
9847	personal
vocative
9850	relative
9852	personal
time
9855	personal
9861	result
9863	personal
personal
coordinating
imperative
9868	location
personal
9874	coordinating
negative
9878	subordinating
9881	subordinating
9883	personal
proper
coordinating
imperative
9888	coordinating
imperative
9891	relative
9893	personal
9896	coordinating
imperative
9899	proper
9901	personal
coordinating
prohibition
9906	personal
9908	resumption
conditional
9911	relative
9913	personal
9917	coordinating
9919	coordinating
negative
9922	subordinating
9924	personal
result
imperative
9929	personal
9933	coordinating
9935	personal
9939	personal
resumption
conditional
negative
9944	personal
9946	resumption
9948	coordinating
9951	relative
9953	personal
9957	subordinating
9960	personal
coordinating
9964	personal
9967	coordinating
negative
9972	time
subordinating
9975	personal
coordinating
prohibition
9979	personal
subordinating
9982	personal
personal
9985	coordinating
9989	personal
demonstrative
9992	location
proper
coordinating
9999	coordinating
10001	subordinating
negative
10004	personal
exceptive
subordinating
10011	personal
personal
location
personal
resumption
10018	personal
10020	subordinating
negative
10023	personal
personal
resumption
10027	personal
time
10030	personal
resumption
negative
10035	coordinating
negative
10038	resumption
conditional
10041	personal
result
accusative
personal
10047	personal
coordinating
10050	personal
proper
resumption
10054	personal
proper
coordinating
proper
10062	resumption
conditional
10065	personal
10068	circumstantial
negative
10071	personal
10073	result
10076	resumption
conditional
10080	personal
10082	result
imperative
10085	relative
10088	personal
coordinating
imperative
10092	proper
10094	personal
resumption
prohibition
10098	personal
10101	resumption
conditional
10104	personal
result
accusative
personal
10110	personal
resumption
proper
10114	relative
10116	personal
10119	proper
relative
10124	coordinating
relative
10129	resumption
conditional
10132	personal
relative
10136	personal
coordinating
10139	personal
personal
10142	personal
10144	personal
proper
resumption
10149	relative
10151	coordinating
10153	relative
10155	resumption
proper
10165	relative
10168	personal
10171	personal
coordinating
10178	proper
coordinating
10181	personal
coordinating
10184	personal
coordinating
10187	personal
negative
10190	location
10194	personal
resumption
10197	personal
10199	personal
coordinating
10202	personal
10204	personal
10206	personal
resumption
10209	personal
10212	negative
10214	proper
10216	exceptive
10218	personal
10220	personal
relative
10223	coordinating
10225	personal
relative
10229	personal
prohibition
10232	personal
conditional
10235	personal
coordinating
10238	personal
10240	personal
coordinating
prohibition
10245	personal
10248	subordinating
10250	personal
personal
10253	relative
10256	personal
10258	personal
coordinating
prohibition
10262	personal
relative
negative
10267	personal
10269	personal
coordinating
10273	personal
coordinating
10277	personal
coordinating
10280	personal
personal
10283	personal
coordinating
10286	personal
10293	proper
negative
10296	exceptive
personal
10304	personal
10312	relative
location
10315	personal
coordinating
10319	proper
coordinating
10322	proper
10329	coordinating
10333	accusative
relative
10336	personal
10339	proper
10341	personal
10344	resumption
proper
10349	accusative
proper
negative
10354	personal
10359	coordinating
negative
10364	personal
relative
10367	personal
10371	interrogative
10373	negative
10375	exceptive
personal
10381	personal
relative
10385	personal
10389	personal
10392	personal
10396	coordinating
10399	resumption
explanation
conditional
10404	personal
10406	result
10408	personal
relative
10412	personal
10416	coordinating
10419	personal
resumption
negative
10424	personal
restriction
proper
resumption
10434	personal
10436	personal
10438	personal
10443	personal
resumption
negative
10447	restriction
10452	personal
prohibition
10456	personal
time
time
10460	personal
personal
coordinating
10465	personal
10468	personal
10470	accusative
personal
personal
10476	personal
accusative
personal
10484	negative
10487	personal
accusative
proper
negative
10494	accusative
relative
10497	personal
negative
10501	personal
10503	personal
coordinating
negative
10507	personal
10509	proper
10511	resumption
demonstrative
personal
10520	proper
coordinating
relative
10525	personal
10527	personal
10530	personal
coordinating
10533	personal
proper
10537	personal
resumption
proper
10545	relative
10547	personal
future
10550	personal
coordinating
10553	personal
10555	proper
resumption
10560	certainty
10563	personal
10568	personal
10573	proper
coordinating
10578	personal
personal
10581	personal
10585	resumption
proper
10590	personal
relative
10593	accusative
10595	demonstrative
emphatic
10612	coordinating
10615	coordinating
10623	coordinating
10626	coordinating
10631	coordinating
10634	coordinating
10637	demonstrative
10643	resumption
proper
location
personal
10651	interrogative
10653	personal
10657	demonstrative
10659	relative
10661	personal
location
10664	personal
10669	personal
10674	personal
coordinating
10678	coordinating
10681	proper
resumption
proper
10688	relative
10690	personal
10692	personal
accusative
personal
10696	personal
resumption
10700	personal
10702	personal
coordinating
10705	personal
10711	coordinating
10714	coordinating
10717	coordinating
10720	coordinating
10727	proper
accusative
personal
negative
10732	exceptive
personal
coordinating
10737	coordinating
10745	negative
10747	exceptive
personal
10753	accusative
10756	location
proper
10759	proper
resumption
negative
10763	relative
10765	personal
10768	restriction
10771	relative
10773	personal
10777	location
personal
resumption
conditional
10784	proper
result
accusative
proper
10791	resumption
conditional
10794	personal
personal
result
10799	personal
10801	personal
10803	proper
coordinating
relative
10807	personal
coordinating
10811	relative
10813	personal
10816	coordinating
10819	interrogative
10821	personal
resumption
conditional
10825	personal
result
certainty
10829	personal
coordinating
conditional
10833	personal
result
accusative
preventive
10838	personal
10841	resumption
proper
10847	accusative
relative
10850	personal
10853	proper
coordinating
10856	personal
10862	coordinating
10864	personal
relative
10867	personal
10874	resumption
10876	personal
10880	demonstrative
relative
10884	personal
10888	coordinating
10891	resumption
negative
10894	personal
10897	interrogative
negative
10901	relative
10903	personal
10909	personal
10912	proper
purpose
10915	location
personal
coordinating
10921	personal
circumstantial
personal
10925	demonstrative
10927	accusative
personal
10930	personal
negative
10933	personal
10936	restriction
time
10939	resumption
10941	personal
10944	personal
relative
10947	personal
10949	personal
resumption
interrogative
time
10954	personal
personal
10958	negative
10961	personal
coordinating
10966	relative
10968	circumstantial
personal
negative
10972	personal
10974	proper
vocative
10982	relative
10984	coordinating
10989	relative
10991	coordinating
10993	relative
10995	coordinating
10997	relative
11001	personal
11004	accusative
personal
11016	coordinating
11023	coordinating
11030	coordinating
11037	coordinating
11039	relative
11044	prohibition
11055	resumption
conditional
11058	demonstrative
result
11062	proper
11065	restriction
subordinating
11068	personal
11070	personal
11072	resumption
11074	personal
proper
11077	personal
resumption
11080	proper
11084	conditional
11086	personal
relative
11090	personal
coordinating
11093	personal
personal
11096	personal
proper
resumption
11100	relative
11104	coordinating
relative
11109	resumption
proper
11115	time
11119	relative
11124	coordinating
relative
11130	subordinating
accusative
location
personal
coordinating
location
personal
11139	resumption
11141	personal
proper
11144	personal
resumption
proper
11152	conditional
11154	personal
11156	personal
proper
result
11160	personal
personal
11163	personal
proper
coordinating
11168	personal
11170	personal
resumption
proper
11177	personal
proper
coordinating
11182	resumption
conditional
11185	personal
result
accusative
proper
negative
11193	accusative
proper
11196	proper
coordinating
proper
coordinating
11201	proper
coordinating
11204	proper
11210	personal
11213	resumption
proper
11217	time
11220	proper
11222	personal
accusative
personal
11226	personal
11228	personal
relative
11232	personal
11234	resumption
11237	personal
accusative
personal
personal
11245	resumption
time
11248	personal
11251	personal
accusative
personal
11255	personal
personal
11258	resumption
proper
11262	relative
11264	resumption
11271	coordinating
accusative
personal
11275	personal
personal
proper
coordinating
accusative
personal
11282	personal
11284	personal
coordinating
11287	personal
11290	proper
11293	resumption
11295	personal
11297	personal
11301	coordinating
11303	personal
11306	coordinating
11308	personal
proper
time
11313	personal
proper
11318	location
personal
11322	vocative
proper
interrogative
11326	personal
demonstrative
11329	personal
11332	proper
accusative
proper
11336	relative
11341	time
11343	proper
11345	personal
11348	personal
11351	personal
11354	personal
11357	accusative
personal
11362	resumption
11364	personal
11367	circumstantial
personal
11374	accusative
proper
11377	personal
11379	proper
11384	proper
coordinating
11387	coordinating
11389	coordinating
11396	personal
interrogative
11400	personal
11402	circumstantial
certainty
11405	personal
11408	coordinating
11410	personal
11414	demonstrative
proper
11417	relative
11421	personal
11424	personal
11428	personal
subordinating
negative
11434	time
11436	exceptive
11438	coordinating
11441	personal
11443	coordinating
11448	coordinating
11451	coordinating
time
11456	vocative
proper
accusative
proper
11461	personal
coordinating
11464	personal
coordinating
11467	personal
11472	vocative
proper
11475	personal
11478	personal
coordinating
11481	personal
coordinating
11484	personal
location
11488	demonstrative
11494	personal
11496	personal
resumption
negative
11500	personal
location
personal
time
11505	personal
11507	personal
interrogative
personal
11511	proper
coordinating
negative
11515	personal
location
personal
time
11520	personal
time
11525	vocative
proper
accusative
proper
11530	personal
11534	personal
11536	personal
11538	proper
proper
11541	proper
11546	coordinating
11549	coordinating
11553	coordinating
11560	coordinating
11562	coordinating
11568	personal
interrogative
11572	personal
11574	circumstantial
negative
11577	personal
11581	demonstrative
proper
11584	relative
11586	time
11589	result
accusative
preventive
11594	personal
11596	coordinating
11598	resumption
11600	personal
11603	coordinating
11606	coordinating
11608	proper
coordinating
11611	proper
coordinating
11616	proper
accusative
personal
certainty
11621	personal
personal
11627	personal
accusative
personal
11632	personal
11640	coordinating
11643	personal
coordinating
11649	proper
coordinating
11654	coordinating
11657	coordinating
11663	proper
coordinating
11666	personal
11668	relative
11670	personal
coordinating
relative
11674	personal
11677	personal
accusative
11680	demonstrative
emphatic
11684	personal
conditional
11687	personal
11689	coordinating
11692	relative
location
11695	personal
11698	proper
coordinating
purpose
11703	personal
11705	relative
11708	personal
resumption
11711	personal
personal
11717	personal
resumption
11720	personal
proper
coordinating
11724	personal
personal
accusative
proper
11729	personal
coordinating
11732	personal
resumption
11735	personal
personal
demonstrative
11740	resumption
time
11743	proper
11745	personal
11749	interrogative
11751	personal
11753	proper
11757	personal
11759	proper
11761	personal
11763	proper
resumption
11767	accusative
personal
11771	personal
11773	personal
11775	relative
11777	personal
coordinating
11780	personal
11783	resumption
11785	personal
location
11789	resumption
11791	personal
coordinating
11794	proper
resumption
proper
11800	time
11802	proper
vocative
proper
accusative
personal
11808	personal
coordinating
11811	personal
11813	personal
coordinating
11816	personal
11818	relative
11820	personal
coordinating
11823	relative
11825	personal
personal
location
relative
11830	personal
11835	coordinating
11837	personal
11839	personal
coordinating
11842	location
personal
11845	relative
11847	personal
11849	personal
11851	personal
resumption
explanation
conditional
11856	personal
result
11859	personal
11865	coordinating
11868	resumption
negative
11871	personal
11874	coordinating
explanation
conditional
11878	personal
coordinating
11881	personal
11884	result
11886	personal
11888	personal
resumption
proper
negative
11895	demonstrative
11897	personal
11899	personal
11903	coordinating
11908	accusative
11910	proper
location
proper
11915	proper
11917	personal
11920	coordinating
11923	personal
11925	resumption
11931	personal
resumption
prohibition
11938	resumption
conditional
11941	personal
11943	personal
11946	relative
11948	personal
11952	result
11955	personal
11958	personal
coordinating
11961	personal
coordinating
11964	personal
coordinating
11967	personal
coordinating
11970	personal
coordinating
11973	personal
coordinating
11976	coordinating
11979	proper
11983	accusative
demonstrative
emphatic
personal
11991	resumption
negative
11995	restriction
proper
resumption
accusative
proper
emphatic
personal
12006	resumption
conditional
12009	personal
result
accusative
proper
12018	vocative
12023	personal
12027	location
personal
coordinating
location
personal
subordinating
negative
12035	restriction
proper
coordinating
negative
12041	personal
12043	coordinating
negative
12047	personal
12052	proper
resumption
conditional
12056	personal
result
12059	personal
12061	personal
12063	accusative
personal
12066	vocative
12071	interrogative
12073	personal
12075	proper
circumstantial
negative
12080	proper
coordinating
12083	proper
restriction
12087	personal
interrogative
supplemental
negative
12092	personal
vocative
personal
demonstrative
12097	personal
12099	relative
12101	personal
12103	personal
12105	resumption
12107	interrogative
12109	personal
12111	relative
12114	personal
12116	personal
12118	resumption
proper
12121	coordinating
personal
negative
12125	personal
negative
12128	proper
proper
coordinating
negative
proper
supplemental
amendment
12138	coordinating
negative
12144	accusative
12149	proper
emphatic
relative
12153	personal
personal
coordinating
demonstrative
12159	coordinating
relative
12162	personal
resumption
proper
12174	subordinating
12176	personal
personal
resumption
negative
12181	personal
restriction
12184	personal
circumstantial
negative
12188	personal
vocative
12194	interrogative
12196	personal
12199	proper
circumstantial
personal
12203	personal
vocative
12209	interrogative
12211	personal
12217	coordinating
12219	personal
12222	circumstantial
personal
12225	personal
resumption
12234	personal
12236	relative
12239	relative
12241	personal
time
12245	coordinating
12247	personal
time
personal
accusative
personal
12253	personal
coordinating
prohibition
12257	personal
exceptive
12260	relative
12263	personal
12265	accusative
12269	proper
subordinating
12274	relative
12276	personal
coordinating
12279	personal
personal
location
12283	personal
12285	accusative
12290	proper
12292	personal
relative
12295	resumption
proper
12302	personal
relative
12305	resumption
proper
12312	resumption
12317	relative
conditional
12320	personal
12324	personal
12326	personal
coordinating
12329	personal
relative
conditional
12333	personal
12336	negative
12338	personal
12340	personal
restriction
subordinating
12344	personal
12346	personal
12348	demonstrative
12350	accusative
personal
12353	personal
12356	personal
12361	resumption
12363	personal
12365	proper
12368	circumstantial
personal
12371	personal
answer
conditional
12377	personal
coordinating
12380	result
accusative
proper
12386	accusative
relative
12389	personal
12392	proper
coordinating
12395	personal
12398	demonstrative
negative
12402	personal
12406	coordinating
negative
12409	personal
proper
coordinating
negative
12415	personal
time
12419	coordinating
negative
12422	personal
coordinating
12425	personal
12428	resumption
accusative
12431	personal
emphatic
12435	personal
12437	personal
12441	purpose
12443	personal
personal
12448	resumption
negative
personal
12454	coordinating
12456	personal
personal
12460	proper
resumption
negative
personal
12466	proper
coordinating
12469	personal
12471	proper
12474	circumstantial
personal
12477	personal
negative
12482	subordinating
12484	personal
proper
12488	coordinating
12491	coordinating
12494	coordinating
12500	personal
12503	personal
12506	proper
resumption
amendment
12510	personal
12513	subordinating
12515	personal
12517	personal
12520	coordinating
12522	subordinating
12524	personal
12526	personal
coordinating
negative
12530	personal
subordinating
12533	personal
12536	coordinating
12540	interrogative
12542	personal
12546	time
time
personal
12550	coordinating
time
12553	proper
12557	emphatic
relative
12560	personal
personal
12564	coordinating
12566	coordinating
12568	personal
12572	relative
location
personal
emphatic
12577	emphatic
12579	personal
coordinating
emphatic
12583	emphatic
personal
12586	interrogative
12588	personal
coordinating
12591	personal
12593	demonstrative
12595	personal
12597	personal
12599	personal
12601	resumption
12603	personal
resumption
personal
location
personal
12611	resumption
conditional
12614	time
demonstrative
result
demonstrative
personal
12621	interrogative
supplemental
12625	proper
12627	personal
circumstantial
12630	personal
12632	relative
12636	coordinating
12640	coordinating
12642	circumstantial
12644	personal
12646	personal
12649	personal
12651	proper
coordinating
relative
12656	personal
coordinating
relative
12661	proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
12671	coordinating
relative
12674	proper
coordinating
proper
coordinating
12682	personal
negative
12685	location
12688	personal
resumption
personal
12692	personal
12694	resumption
conditional
12699	proper
12701	result
negative
12705	personal
resumption
personal
12714	interrogative
12716	proper
12719	personal
time
12722	personal
coordinating
12725	personal
accusative
12730	coordinating
12732	personal
12735	resumption
proper
negative
12743	demonstrative
12745	personal
accusative
12748	personal
12750	proper
coordinating
12754	coordinating
12760	personal
negative
12764	personal
12767	coordinating
negative
personal
12771	personal
exceptive
relative
12775	personal
12778	demonstrative
coordinating
12781	personal
resumption
accusative
proper
12787	accusative
relative
12790	personal
time
12793	personal
coordinating
12796	personal
12798	negative
12801	personal
resumption
demonstrative
personal
12807	accusative
relative
12810	personal
coordinating
12813	personal
circumstantial
personal
12817	resumption
negative
12822	personal
12827	circumstantial
conditional
12831	personal
demonstrative
12834	personal
12837	coordinating
negative
12840	personal
12843	negative
12845	personal
12850	personal
12852	relative
12854	personal
resumption
conditional
12858	personal
12861	result
accusative
proper
12865	personal
12874	proper
exceptive
relative
12878	proper
12881	personal
12884	subordinating
12887	proper
12889	resumption
12891	personal
12894	proper
coordinating
12897	personal
personal
conditional
12901	personal
12903	resumption
conditional
12907	proper
12912	demonstrative
result
demonstrative
personal
12920	proper
resumption
12923	personal
12925	proper
12927	resumption
negative
12933	accusative
12940	emphatic
relative
12943	proper
12945	coordinating
12951	personal
12955	proper
resumption
conditional
12959	personal
12962	resumption
12964	proper
12971	relative
12974	personal
12976	coordinating
conditional
12979	result
accusative
proper
12987	vocative
12992	interrogative
12994	personal
12997	proper
circumstantial
proper
13002	relative
13004	personal
13006	vocative
13011	interrogative
13013	personal
13016	proper
relative
13020	personal
personal
13023	circumstantial
personal
13026	resumption
negative
proper
13032	relative
13034	personal
vocative
13037	relative
13039	personal
conditional
13042	personal
13045	relative
13047	personal
13051	personal
personal
time
13055	personal
13057	coordinating
interrogative
13060	personal
circumstantial
personal
13065	personal
13067	proper
coordinating
13070	personal
13072	personal
resumption
conditional
13077	proper
result
certainty
13084	vocative
13086	relative
13088	personal
13090	personal
proper
13094	personal
coordinating
negative
13098	emphatic
restriction
circumstantial
personal
13103	coordinating
13105	personal
13108	proper
13110	coordinating
prohibition
13113	personal
coordinating
13116	personal
13118	proper
13120	personal
time
13123	personal
13125	coordinating
13127	location
13129	personal
coordinating
13132	personal
13135	personal
13137	coordinating
13139	personal
13146	coordinating
13148	personal
13150	personal
13152	demonstrative
13154	proper
13156	personal
13158	personal
accusative
personal
13162	personal
resumption
imperative
13167	personal
13170	personal
13174	coordinating
13176	personal
13180	coordinating
13182	personal
13186	resumption
demonstrative
personal
13191	coordinating
prohibition
13194	personal
13196	relative
13198	personal
coordinating
13201	personal
13204	relative
13206	personal
13209	resumption
demonstrative
13212	personal
13215	time
13218	coordinating
13221	resumption
explanation
conditional
13226	personal
interrogative
13229	personal
time
13232	personal
resumption
13235	personal
13239	relative
13241	personal
13243	personal
coordinating
explanation
conditional
13249	personal
result
13253	proper
personal
13256	personal
13258	demonstrative
13260	proper
13262	personal
13264	personal
13268	resumption
negative
proper
13276	resumption
13278	proper
relative
13283	coordinating
relative
13288	coordinating
13290	proper
13295	personal
13303	personal
13307	coordinating
13309	personal
13313	coordinating
13315	personal
13317	proper
resumption
conditional
13324	emphatic
13328	personal
13330	personal
13333	coordinating
13335	personal
13338	negative
13340	personal
personal
exceptive
13344	resumption
conditional
13347	personal
personal
13350	personal
personal
13354	coordinating
negative
13357	personal
13360	personal
13363	location
relative
13366	personal
exceptive
13371	proper
coordinating
13377	coordinating
13379	personal
13383	proper
coordinating
13387	personal
13390	demonstrative
13392	accusative
personal
13395	personal
13397	personal
13400	proper
coordinating
13403	personal
13409	demonstrative
13411	subordinating
13413	personal
coordinating
13416	personal
13418	personal
13420	personal
13429	personal
13431	proper
time
13435	circumstantial
personal
13438	personal
13440	personal
13442	proper
coordinating
13448	coordinating
13450	personal
13454	coordinating
13456	personal
13460	coordinating
13462	personal
13466	resumption
demonstrative
13471	resumption
conditional
13474	personal
13477	result
negative
13480	personal
personal
resumption
proper
13488	accusative
relative
13491	personal
negative
13495	personal
13497	personal
coordinating
negative
13501	personal
13503	proper
13505	resumption
demonstrative
13510	personal
13512	personal
13515	relative
13517	personal
13519	demonstrative
13528	personal
13534	personal
13536	personal
coordinating
13539	personal
resumption
negative
13543	personal
proper
resumption
amendment
13548	personal
13550	personal
vocative
13553	relative
13555	personal
prohibition
13558	personal
13562	personal
negative
13565	personal
personal
13569	personal
subordinating
13572	personal
certainty
13579	personal
resumption
relative
13584	personal
13586	certainty
13588	personal
13590	personal
13593	conditional
13595	personal
13597	personal
vocative
personal
relative
13602	personal
personal
coordinating
negative
13607	personal
personal
coordinating
13611	personal
13616	personal
resumption
time
13620	personal
personal
13623	personal
13625	personal
coordinating
time
13629	personal
13631	personal
13633	personal
13641	personal
13644	personal
accusative
proper
13652	conditional
13654	personal
13657	personal
coordinating
conditional
13661	personal
13664	personal
13666	personal
coordinating
conditional
13670	personal
coordinating
13673	personal
negative
13676	personal
13678	personal
13680	accusative
proper
13683	relative
13685	personal
13687	resumption
time
13690	personal
13693	personal
13701	resumption
proper
13705	time
13709	personal
subordinating
13712	personal
resumption
proper
13716	personal
resumption
13719	proper
resumption
imperative
13725	resumption
emphatic
certainty
13729	personal
proper
13732	proper
circumstantial
personal
13736	resumption
13738	personal
proper
accusative
personal
13743	personal
time
13749	interrogative
negative
13752	personal
subordinating
13755	personal
13757	personal
13765	answer
conditional
13768	personal
coordinating
13771	personal
coordinating
13774	personal
personal
13778	personal
demonstrative
13781	personal
13783	personal
13791	resumption
negative
13794	personal
proper
restriction
13799	personal
coordinating
purpose
13804	personal
13806	personal
resumption
negative
13811	restriction
13814	proper
13819	purpose
13823	relative
13825	personal
coordinating
13828	personal
coordinating
13831	personal
13835	personal
13840	coordinating
13843	personal
coordinating
13846	personal
resumption
accusative
personal
13851	resumption
13853	proper
relative
13858	coordinating
relative
13865	relative
13867	coordinating
13869	relative
13871	resumption
proper
13875	vocative
13877	relative
13879	personal
prohibition
13882	personal
13887	coordinating
13889	personal
proper
accusative
personal
13894	personal
coordinating
13897	personal
13900	relative
13905	coordinating
13907	personal
proper
coordinating
13912	accusative
personal
13915	personal
coordinating
13918	personal
13923	personal
coordinating
13927	personal
13930	coordinating
13937	relative
13939	personal
13943	coordinating
13946	coordinating
13951	coordinating
13957	resumption
proper
13962	coordinating
relative
time
13966	personal
13968	coordinating
13970	personal
13972	personal
13974	personal
proper
coordinating
13978	personal
13981	personal
resumption
interrogative
13987	restriction
proper
coordinating
negative
13992	personal
13994	relative
13996	personal
circumstantial
personal
14000	personal
demonstrative
14003	personal
14007	personal
coordinating
14013	personal
14018	personal
resumption
14024	certainty
14028	personal
14030	resumption
14032	personal
14036	coordinating
14038	personal
interrogative
14044	demonstrative
14049	coordinating
14051	coordinating
14056	resumption
prohibition
14059	personal
coordinating
prohibition
14063	personal
circumstantial
personal
14068	conditional
14070	personal
14072	conditional
14074	personal
14076	result
certainty
14083	personal
resumption
demonstrative
14089	personal
location
14093	supplemental
purpose
14096	proper
relative
14099	personal
coordinating
14103	personal
14105	resumption
proper
negative
14111	coordinating
purpose
14114	proper
relative
14117	personal
coordinating
14122	coordinating
14124	personal
subordinating
14127	personal
14129	proper
circumstantial
time
14133	proper
relative
14136	personal
14138	personal
comitative
14143	resumption
emphatic
certainty
14147	personal
14149	personal
14154	subordinating
14156	personal
personal
resumption
certainty
14161	personal
personal
circumstantial
personal
14166	personal
resumption
negative
proper
restriction
14172	certainty
14176	personal
14179	interrogative
supplemental
conditional
14183	coordinating
14186	personal
14189	personal
resumption
conditional
14195	personal
result
negative
14199	proper
14201	resumption
future
14204	proper
14207	resumption
negative
14212	subordinating
14214	restriction
14217	proper
14220	resumption
conditional
14227	personal
14229	personal
coordinating
conditional
14237	personal
14239	personal
resumption
future
14245	resumption
14250	location
personal
14254	coordinating
negative
14257	personal
14259	relative
14261	personal
14264	proper
coordinating
negative
14268	personal
coordinating
negative
14272	personal
resumption
proper
14278	resumption
negative
14282	personal
restriction
subordinating
14286	personal
14288	personal
14291	personal
14293	personal
coordinating
14296	personal
14299	personal
coordinating
14303	personal
coordinating
14306	personal
14312	resumption
14314	personal
proper
14319	coordinating
14324	resumption
proper
14329	vocative
14331	relative
14333	personal
conditional
14336	personal
relative
14339	personal
14341	personal
personal
14345	personal
coordinating
14348	personal
14350	retraction
proper
14353	personal
resumption
personal
14359	future
14363	relative
14365	personal
14369	subordinating
14371	personal
14373	proper
relative
negative
14378	personal
14380	resumption
14382	personal
14385	resumption
14390	resumption
emphatic
certainty
14394	personal
proper
14397	personal
time
14400	personal
personal
14404	personal
inceptive
time
14408	personal
coordinating
14411	personal
14415	coordinating
14417	personal
14420	subordinating
14422	personal
relative
14425	personal
14427	personal
relative
14432	coordinating
14434	personal
relative
14439	coordinating
14441	personal
14443	personal
purpose
14446	personal
resumption
emphatic
certainty
14452	personal
resumption
proper
14460	time
14462	personal
circumstantial
negative
14466	personal
14469	circumstantial
14473	personal
14476	personal
resumption
14479	personal
14484	subordinating
14486	personal
14488	relative
14490	personal
coordinating
negative
relative
14495	personal
resumption
proper
14500	relative
14502	personal
coordinating
14506	personal
14516	personal
circumstantial
14519	certainty
14521	personal
14523	personal
14525	personal
14527	proper
14535	personal
interrogative
14538	personal
14545	accusative
14549	personal
14551	proper
14553	personal
14556	personal
relative
negative
14560	personal
14562	personal
14564	personal
conditional
14568	personal
14573	negative
14575	personal
vocative
demonstrative
14579	conditional
14581	personal
14584	personal
emphatic
14587	relative
14590	personal
14595	personal
resumption
purpose
14599	proper
relative
14603	personal
coordinating
purpose
14607	relative
14610	personal
resumption
proper
14618	accusative
relative
14621	personal
14623	personal
time
14628	accusative
preventive
14631	personal
14633	proper
14636	relative
14638	personal
resumption
emphatic
certainty
14643	proper
14645	personal
accusative
proper
14650	vocative
14652	relative
14654	personal
prohibition
14657	personal
14659	relative
14661	personal
coordinating
14664	personal
14667	personal
time
14670	personal
14674	coordinating
14676	personal
14678	conditional
14680	personal
location
personal
negative
14685	personal
coordinating
negative
14689	personal
purpose
14692	proper
demonstrative
14697	personal
resumption
proper
14701	coordinating
14703	coordinating
proper
14706	relative
14708	personal
14710	resumption
emphatic
conditional
14714	personal
14717	proper
coordinating
14720	personal
emphatic
14724	proper
coordinating
14729	relative
14731	personal
coordinating
emphatic
conditional
14736	personal
coordinating
14739	personal
emphatic
14742	proper
14744	personal
resumption
14747	supplemental
14750	proper
14752	personal
14754	personal
resumption
conditional
14758	personal
14763	emphatic
14765	personal
14768	personal
resumption
14772	personal
coordinating
14776	personal
coordinating
14779	personal
14783	resumption
time
14786	personal
result
14790	proper
accusative
proper
14796	conditional
14798	personal
proper
result
negative
14804	personal
coordinating
conditional
14808	personal
result
interrogative
demonstrative
relative
14814	personal
14817	personal
resumption
14820	proper
resumption
imperative
14826	resumption
negative
14831	subordinating
14833	resumption
conditional
14838	relative
14843	coordinating
14847	relative
14849	circumstantial
personal
negative
14853	personal
interrogative
supplemental
relative
14859	proper
14861	relative
14866	proper
coordinating
14869	personal
proper
resumption
14875	personal
14877	location
proper
resumption
proper
14883	relative
14885	personal
emphatic
certainty
14889	proper
14893	time
14896	personal
14900	personal
14903	personal
14905	personal
coordinating
14908	personal
coordinating
14911	personal
14914	coordinating
14917	circumstantial
conditional
14920	personal
14923	emphatic
14927	interrogative
supplemental
time
14931	personal
14933	certainty
14935	personal
14937	personal
14939	personal
interrogative
demonstrative
14943	personal
14947	personal
accusative
proper
14954	resumption
relative
14957	personal
time
14962	supplemental
14965	proper
resumption
purpose
14971	coordinating
purpose
14974	relative
14976	personal
resumption
14980	personal
14982	personal
14984	personal
14987	proper
coordinating
14990	personal
14992	personal
conditional
14996	emphatic
14998	personal
personal
personal
15004	time
15007	personal
15012	personal
15015	personal
relative
15020	personal
resumption
proper
15025	relative
15027	personal
relative
15030	personal
15033	personal
circumstantial
15036	personal
conditional
15039	personal
personal
negative
15043	personal
15045	supplemental
15047	personal
15050	personal
15053	conditional
15055	personal
15057	resumption
prohibition
15060	emphatic
relative
15063	personal
15066	proper
15068	inceptive
15070	location
15072	personal
15074	personal
15077	relative
15079	personal
proper
15083	personal
circumstantial
15086	personal
15088	relative
negative
15091	personal
15093	personal
15096	personal
subordinating
negative
15101	personal
coordinating
negative
personal
15106	personal
15108	personal
15112	proper
coordinating
15115	coordinating
accusative
proper
negative
15123	relative
15125	personal
15127	proper
coordinating
15133	subordinating
15135	personal
15139	relative
15141	personal
15143	personal
coordinating
15146	personal
15149	relative
15152	personal
15155	accusative
15158	certainty
15160	personal
15162	personal
resumption
15165	personal
personal
coordinating
15169	personal
15171	coordinating
15173	personal
15175	personal
proper
resumption
15181	coordinating
15183	personal
15187	proper
coordinating
15190	negative
15192	personal
15194	coordinating
15196	personal
15198	proper
resumption
proper
15204	accusative
preventive
demonstrative
15208	proper
15211	personal
resumption
prohibition
15215	personal
personal
coordinating
15219	personal
personal
conditional
15223	personal
15225	resumption
negative
15228	personal
relative
15231	personal
15235	accusative
personal
negative
15239	personal
proper
15243	proper
subordinating
negative
15248	personal
15253	resumption
15255	personal
15258	accusative
relative
15261	personal
15267	negative
15269	personal
proper
15272	resumption
15274	personal
15277	resumption
prohibition
15280	emphatic
relative
15283	personal
accusative
relative
15288	personal
15292	personal
accusative
preventive
15297	personal
purpose
15300	personal
15302	resumption
15304	personal
15307	negative
15309	proper
purpose
15315	relative
personal
15318	personal
15326	coordinating
negative
15329	proper
purpose
15332	personal
15336	resumption
accusative
proper
15342	personal
relative
15345	resumption
15347	personal
15349	proper
coordinating
15352	personal
resumption
conditional
15356	personal
coordinating
15359	personal
result
15362	personal
15365	resumption
negative
15368	emphatic
relative
15371	personal
15373	relative
15375	personal
proper
15379	personal
personal
15383	personal
inceptive
personal
15388	personal
future
15391	personal
relative
15394	personal
15396	personal
time
15400	resumption
15402	proper
15406	coordinating
15409	resumption
proper
15412	relative
15414	personal
15416	emphatic
certainty
15419	proper
15421	relative
15423	personal
accusative
proper
15427	coordinating
personal
15430	future
15432	relative
15434	personal
coordinating
15437	personal
15443	coordinating
15446	personal
15450	demonstrative
15452	relative
15455	personal
coordinating
accusative
proper
15465	relative
15467	personal
accusative
proper
15472	personal
subordinating
negative
15480	personal
15484	personal
15488	certainty
15490	personal
15494	personal
15498	coordinating
15500	relative
15502	personal
resumption
15505	interrogative
15507	personal
personal
conditional
15511	personal
15513	resumption
conditional
15516	personal
personal
result
certainty
15524	personal
15526	personal
15530	coordinating
15533	coordinating
15543	resumption
accusative
preventive
15547	personal
15549	personal
time
15553	resumption
conditional
15559	coordinating
15562	proper
result
certainty
15566	resumption
negative
15572	restriction
15576	emphatic
15578	emphatic
15581	personal
coordinating
15584	personal
coordinating
emphatic
15588	emphatic
15590	relative
15592	personal
15597	personal
coordinating
15600	relative
15602	personal
15605	resumption
conditional
15608	personal
coordinating
15611	personal
result
accusative
demonstrative
15619	resumption
time
15622	proper
15624	relative
15626	personal
15629	emphatic
15631	emphatic
personal
15636	coordinating
negative
15639	personal
personal
resumption
15643	personal
personal
location
15647	personal
coordinating
15650	personal
15652	personal
15655	resumption
15657	relative
15659	personal
negative
15662	emphatic
relative
15665	personal
15667	relative
15669	personal
coordinating
15672	personal
subordinating
15675	personal
15677	relative
negative
15680	personal
resumption
negative
15684	emphatic
personal
15691	resumption
15693	personal
15696	resumption
15698	proper
15702	coordinating
15705	coordinating
proper
15711	accusative
15716	coordinating
15719	coordinating
15723	coordinating
15726	emphatic
15732	relative
15734	personal
proper
15737	coordinating
15739	resumption
15742	personal
coordinating
15745	personal
15750	coordinating
15754	personal
negative
15757	personal
demonstrative
15761	personal
resumption
15764	personal
15769	personal
accusative
personal
conditional
15776	result
certainty
15779	personal
personal
resumption
negative
15789	personal
accusative
personal
15793	personal
15799	interpretation
15801	personal
15804	personal
coordinating
15807	personal
15809	personal
supplemental
15813	personal
15815	personal
coordinating
15819	personal
15821	personal
coordinating
15824	personal
location
15829	personal
coordinating
15832	personal
relative
15835	personal
personal
15839	personal
coordinating
prohibition
15843	personal
time
15847	accusative
personal
negative
15853	resumption
15856	personal
15858	personal
accusative
personal
negative
15866	personal
15869	coordinating
15872	personal
15875	resumption
relative
15878	personal
coordinating
15881	personal
15884	personal
coordinating
15887	personal
15890	personal
coordinating
15893	personal
coordinating
15896	personal
emphatic
15899	emphatic
15901	personal
15903	personal
coordinating
emphatic
15907	emphatic
personal
15913	personal
15919	proper
resumption
proper
location
personal
15927	prohibition
15929	emphatic
personal
15932	relative
15934	personal
15940	coordinating
15942	personal
proper
resumption
15948	amendment
relative
15951	personal
15953	personal
15955	personal
15960	personal
15965	personal
15969	proper
resumption
relative
location
proper
15978	resumption
accusative
15984	emphatic
relative
15988	proper
coordinating
relative
15993	personal
coordinating
relative
15998	personal
16001	proper
negative
16004	personal
16007	proper
16010	demonstrative
16012	personal
16014	personal
location
16017	personal
accusative
proper
16023	vocative
16025	relative
16027	personal
16029	personal
coordinating
16032	personal
coordinating
16035	personal
coordinating
16038	personal
proper
accusative
personal
16043	personal
vocative
16049	personal
16051	personal
relative
16054	personal
16058	coordinating
16061	personal
16063	personal
coordinating
16067	personal
16070	coordinating
16072	coordinating
16074	personal
proper
relative
16078	personal
16080	personal
coordinating
16084	accusative
proper
16088	personal
16090	coordinating
16092	personal
16096	personal
resumption
prohibition
16100	personal
16106	coordinating
prohibition
16109	personal
16111	personal
16114	personal
accusative
personal
16120	resumption
conditional
16123	personal
subordinating
negative
16127	personal
16131	result
16133	personal
relative
16137	personal
16142	coordinating
16144	coordinating
16146	coordinating
conditional
16149	personal
subordinating
negative
16153	personal
resumption
16156	coordinating
relative
16160	personal
demonstrative
16163	subordinating
negative
16166	personal
coordinating
16169	personal
16173	personal
16175	resumption
conditional
16178	personal
16180	personal
16184	personal
16186	result
16188	personal
personal
16192	coordinating
prohibition
16195	personal
16199	personal
relative
16202	proper
16204	personal
16206	resumption
16208	personal
personal
16211	personal
coordinating
16214	personal
personal
coordinating
16218	personal
16220	personal
16223	coordinating
16225	personal
16228	inceptive
time
16231	personal
16234	resumption
conditional
16237	personal
16239	personal
16241	result
16243	personal
16245	personal
16247	personal
coordinating
prohibition
16251	personal
personal
16254	coordinating
16256	subordinating
16258	personal
resumption
conditional
16263	result
imperative
16266	coordinating
conditional
16270	result
imperative
16276	resumption
time
16279	personal
16281	personal
16283	personal
result
16286	personal
16288	personal
resumption
16292	proper
16299	relative
16303	coordinating
16306	coordinating
16312	relative
16316	coordinating
16320	relative
16323	personal
coordinating
16328	resumption
time
16336	coordinating
16339	coordinating
16342	result
16344	personal
personal
16347	personal
coordinating
16350	personal
16352	personal
16355	resumption
imperative
16358	relative
conditional
16361	personal
16364	personal
16368	personal
16370	personal
resumption
imperative
16374	personal
proper
coordinating
imperative
16379	personal
16382	accusative
relative
16385	personal
16390	accusative
preventive
16393	personal
16396	personal
16398	coordinating
future
16401	personal
16404	personal
proper
16408	personal
16416	resumption
conditional
16419	personal
16421	location
16423	result
16425	personal
16427	relative
16429	coordinating
conditional
16433	result
16435	personal
16438	coordinating
16441	personal
16446	personal
16450	relative
16452	conditional
16455	personal
16457	resumption
conditional
negative
16462	personal
16464	resumption
16466	personal
16468	personal
result
16472	personal
16475	resumption
conditional
16479	personal
16481	result
16484	personal
16492	personal
coordinating
16496	personal
coordinating
16499	personal
negative
16502	personal
interrogative
personal
16507	personal
16511	proper
accusative
proper
16517	coordinating
16519	personal
16521	relative
16524	personal
conditional
negative
16529	personal
16531	resumption
conditional
16535	personal
16537	result
16539	personal
16543	relative
16545	personal
16550	personal
16552	personal
coordinating
16555	coordinating
16557	personal
16561	relative
16563	personal
conditional
negative
16568	personal
16570	resumption
conditional
16574	personal
16576	result
16578	personal
16582	relative
16584	personal
16589	personal
16591	personal
coordinating
16594	coordinating
conditional
16600	coordinating
16602	resumption
16604	personal
16606	coordinating
16608	result
16613	personal
16616	coordinating
conditional
16619	personal
16622	demonstrative
result
personal
16634	personal
coordinating
16641	proper
resumption
proper
16646	demonstrative
16648	proper
resumption
conditional
16652	proper
coordinating
16655	personal
16657	personal
16662	personal
16667	personal
resumption
demonstrative
16674	coordinating
conditional
16677	proper
coordinating
16680	personal
coordinating
16684	personal
16686	personal
16690	personal
resumption
16693	personal
16696	coordinating
relative
16699	personal
16704	personal
supplemental
16707	personal
16709	personal
16712	personal
resumption
conditional
16716	personal
result
16719	personal
personal
16726	personal
16729	coordinating
16731	proper
16733	personal
16735	coordinating
relative
16738	personal
personal
16741	personal
resumption
16744	personal
personal
resumption
conditional
16749	personal
coordinating
16752	personal
result
16755	personal
16757	personal
accusative
proper
16763	accusative
preventive
16768	proper
16770	relative
16772	personal
16777	coordinating
16779	personal
16782	resumption
demonstrative
16785	proper
16787	personal
resumption
16790	proper
16793	coordinating
16798	relative
16800	personal
16803	inceptive
time
16807	personal
16811	accusative
personal
16814	personal
16816	time
coordinating
negative
relative
16821	personal
circumstantial
personal
16825	demonstrative
16827	personal
16829	personal
16832	vocative
16834	relative
16836	personal
negative
16840	personal
subordinating
16843	personal
16847	coordinating
prohibition
16850	personal
personal
purpose
16854	personal
16857	relative
16859	personal
personal
exceptive
subordinating
16864	personal
16868	resumption
16870	personal
personal
16875	resumption
conditional
16878	personal
personal
result
16882	subordinating
16884	personal
16886	coordinating
16888	proper
16890	personal
16893	coordinating
conditional
16896	personal
16901	coordinating
16903	personal
16905	personal
16907	result
prohibition
16910	personal
16912	personal
16914	interrogative
16916	personal
personal
16919	coordinating
16922	circumstantial
interrogative
16925	personal
personal
circumstantial
certainty
16931	personal
16934	coordinating
16936	personal
16938	personal
16941	coordinating
prohibition
16944	personal
relative
16948	personal
16952	exceptive
relative
certainty
16956	accusative
personal
16960	coordinating
16962	coordinating
16967	personal
16969	personal
coordinating
16972	personal
coordinating
16975	personal
coordinating
16978	personal
coordinating
16981	personal
coordinating
16986	coordinating
16990	coordinating
16992	personal
relative
16995	personal
personal
coordinating
16999	personal
17003	coordinating
17006	personal
coordinating
17009	personal
relative
17013	personal
17016	personal
relative
17019	personal
17021	personal
resumption
conditional
negative
17026	personal
17028	personal
17030	personal
result
negative
17035	personal
coordinating
17039	personal
relative
17043	personal
coordinating
subordinating
17047	personal
location
17051	exceptive
relative
certainty
17055	accusative
proper
17060	coordinating
17066	exceptive
relative
17070	personal
17072	proper
17074	personal
coordinating
17078	personal
relative
location
demonstrative
subordinating
17084	personal
17087	personal
17091	resumption
conditional
17094	personal
17096	personal
17098	personal
result
17101	personal
personal
17104	personal
17106	resumption
negative
17110	personal
17112	relative
17114	personal
17116	personal
17121	accusative
proper
17126	resumption
conditional
negative
17131	personal
17133	subordinating
17139	resumption
17141	relative
17144	personal
17147	personal
17150	resumption
proper
17155	personal
17157	personal
17160	resumption
17162	personal
personal
17167	personal
coordinating
17170	personal
personal
17173	personal
17180	coordinating
negative
17184	resumption
time
17187	personal
coordinating
conditional
17191	personal
17194	result
17196	personal
17198	relative
17205	demonstrative
17207	relative
17212	personal
resumption
subordinating
17216	personal
17219	personal
resumption
proper
17225	proper
purpose
17229	personal
coordinating
17232	personal
17234	relative
17237	personal
coordinating
17241	personal
resumption
proper
17246	coordinating
proper
17249	subordinating
17252	personal
coordinating
17255	relative
17257	personal
17260	subordinating
17262	personal
17266	proper
subordinating
17270	personal
resumption
17276	vocative
17278	relative
17280	personal
prohibition
17283	personal
17285	personal
location
personal
17291	exceptive
subordinating
17298	personal
coordinating
prohibition
17302	personal
17304	personal
accusative
proper
17309	personal
17311	resumption
conditional
17314	demonstrative
17316	coordinating
17318	result
future
17321	personal
17323	resumption
17325	demonstrative
17327	proper
17329	conditional
17331	personal
17333	relative
17335	personal
17337	personal
17340	personal
17342	personal
coordinating
17345	personal
17348	resumption
prohibition
17351	personal
relative
17354	proper
17356	personal
17358	personal
17366	relative
17368	personal
coordinating
17375	relative
17377	personal
resumption
17380	personal
proper
17384	personal
accusative
proper
17392	coordinating
17396	personal
17399	relative
17403	coordinating
17406	coordinating
conditional
17410	personal
result
17413	personal
personal
17416	personal
accusative
proper
17431	subordinating
17433	proper
17435	personal
17438	coordinating
17440	subordinating
17442	personal
17445	personal
resumption
17455	relative
17457	proper
resumption
conditional
17461	personal
17463	personal
result
17466	personal
personal
coordinating
17470	personal
personal
17475	coordinating
17477	personal
personal
resumption
conditional
17482	personal
personal
result
prohibition
17487	personal
17489	personal
17491	accusative
proper
17496	coordinating
conditional
17499	personal
17502	personal
result
17505	personal
17509	personal
coordinating
17514	personal
conditional
17517	personal
17520	proper
location
personal
accusative
proper
17528	coordinating
17530	personal
proper
coordinating
prohibition
17535	personal
17537	personal
17539	coordinating
17544	coordinating
17549	coordinating
17552	coordinating
17555	coordinating
17561	coordinating
17566	coordinating
17572	coordinating
17576	coordinating
relative
17580	personal
accusative
proper
negative
17585	relative
17589	relative
17591	personal
coordinating
17594	personal
17600	coordinating
17602	personal
relative
17605	personal
proper
17609	personal
resumption
17612	personal
17618	coordinating
relative
17621	personal
17623	personal
17627	coordinating
negative
17630	personal
17632	proper
coordinating
negative
17640	resumption
conditional
17644	proper
17646	personal
17648	result
17651	resumption
interrogative
17654	personal
conditional
17657	personal
17659	proper
coordinating
17665	coordinating
17667	personal
17669	relative
17671	personal
proper
resumption
17675	proper
17677	personal
17679	accusative
proper
negative
17685	resumption
conditional
17690	personal
coordinating
17695	personal
17698	resumption
interrogative
time
17702	personal
17708	coordinating
17710	personal
17712	personal
17714	demonstrative
17716	time
17718	relative
17720	personal
coordinating
17723	personal
17726	subordinating
17729	personal
17732	coordinating
negative
17735	personal
proper
17738	vocative
17740	relative
17742	personal
prohibition
17745	personal
17748	circumstantial
personal
17753	personal
relative
17756	personal
coordinating
negative
17760	exceptive
17765	personal
coordinating
conditional
17769	personal
17771	coordinating
17774	coordinating
17778	personal
17782	coordinating
17784	personal
17787	resumption
negative
17790	personal
17792	result
17794	personal
17797	coordinating
17799	personal
17802	personal
coordinating
17805	personal
accusative
proper
17811	interrogative
negative
17815	relative
17817	personal
17823	personal
17826	coordinating
17828	personal
subordinating
17831	personal
17834	resumption
proper
17839	personal
resumption
17843	proper
17845	coordinating
17848	proper
17851	relative
17853	personal
17855	personal
17860	personal
coordinating
17863	personal
17865	personal
coordinating
17868	personal
circumstantial
17873	coordinating
17875	personal
17879	personal
coordinating
17885	resumption
conditional
accusative
personal
17890	personal
17892	personal
coordinating
17895	personal
circumstantial
17898	coordinating
17900	personal
emphatic
17905	personal
coordinating
17908	resumption
amendment
17911	personal
proper
17915	personal
resumption
negative
17919	personal
exceptive
17922	vocative
17924	relative
17926	personal
17930	personal
17932	relative
17934	personal
17937	relative
location
personal
17942	subordinating
17945	cause
17947	personal
17950	personal
coordinating
17953	personal
17955	subordinating
17957	personal
17961	resumption
17964	proper
17966	accusative
proper
negative
17970	subordinating
17973	personal
resumption
17976	relative
location
demonstrative
17980	relative
17982	resumption
conditional
17986	proper
result
certainty
17992	interrogative
negative
17996	relative
17998	personal
18000	personal
inceptive
proper
18004	relative
18006	circumstantial
negative
18009	personal
18012	interrogative
18014	personal
18016	proper
18019	resumption
18022	personal
18025	interrogative
negative
18029	relative
18031	personal
18037	personal
18041	coordinating
18044	coordinating
18046	personal
18048	relative
18050	personal
demonstrative
18054	relative
18056	personal
18058	demonstrative
relative
18061	personal
proper
resumption
conditional
18066	proper
result
negative
18071	personal
18073	coordinating
18075	personal
18080	coordinating
answer
negative
18084	personal
18088	coordinating
18090	personal
18094	relative
18096	personal
proper
18100	personal
supplemental
certainty
18104	personal
18106	proper
18109	coordinating
18112	coordinating
18114	personal
personal
18118	resumption
18120	personal
relative
18124	personal
coordinating
18127	personal
relative
18131	personal
resumption
18135	proper
18137	accusative
relative
18140	personal
18143	personal
future
18146	personal
18148	time
18151	personal
18153	personal
personal
18157	personal
purpose
18160	personal
18163	accusative
proper
18168	coordinating
relative
18171	personal
coordinating
18174	personal
18177	future
18179	personal
18184	personal
18189	personal
time
18192	personal
18194	personal
18197	coordinating
18199	personal
18202	accusative
proper
18205	personal
subordinating
18208	personal
18213	personal
resumption
time
18217	personal
location
18221	subordinating
18223	personal
18227	accusative
proper
18230	relative
18232	personal
18234	personal
accusative
proper
18240	vocative
18242	relative
18244	personal
18246	personal
proper
coordinating
18250	personal
18253	coordinating
18258	personal
resumption
conditional
18262	personal
18265	result
18267	personal
personal
18270	proper
coordinating
18274	conditional
18276	personal
18278	personal
18280	proper
coordinating
18286	demonstrative
18288	coordinating
18291	interrogative
negative
18295	relative
18297	personal
accusative
personal
18301	personal
18303	relative
18306	personal
coordinating
relative
18312	personal
18314	personal
subordinating
18317	personal
18321	resumption
certainty
18324	personal
subordinating
18327	personal
18329	personal
coordinating
18333	proper
subordinating
18336	personal
18339	resumption
time
18343	personal
18345	personal
18347	relative
18349	proper
coordinating
18355	personal
18359	personal
18361	personal
18363	resumption
interrogative
time
18367	personal
18370	relative
18373	personal
coordinating
18376	personal
personal
18379	personal
18381	proper
negative
18384	personal
restriction
18387	coordinating
18389	demonstrative
relative
18392	proper
relative
18396	personal
resumption
18400	personal
coordinating
18403	personal
coordinating
18407	personal
18410	personal
18413	resumption
negative
18416	personal
18419	exceptive
purpose
18424	proper
resumption
conditional
accusative
personal
time
18431	personal
18433	personal
18435	personal
personal
coordinating
18439	personal
proper
coordinating
18444	personal
18447	emphatic
18449	personal
proper
18453	resumption
negative
18457	personal
negative
18460	personal
18463	personal
personal
18466	relative
18468	location
personal
coordinating
negative
18473	personal
18476	personal
18479	relative
18481	personal
coordinating
18484	personal
18486	resumption
conditional
accusative
personal
18491	personal
18493	personal
interpretation
18496	personal
18498	personal
coordinating
18501	personal
18504	personal
negative
18507	personal
personal
restriction
18512	personal
coordinating
conditional
accusative
personal
18518	personal
relative
18521	personal
18523	personal
emphatic
18528	personal
coordinating
18532	resumption
answer
emphatic
18536	personal
personal
18540	personal
18543	coordinating
emphatic
18546	personal
personal
18550	resumption
conditional
18553	proper
coordinating
18557	result
demonstrative
location
relative
18562	proper
18564	personal
18568	coordinating
18571	coordinating
18574	coordinating
18577	resumption
18579	demonstrative
18581	demonstrative
18585	proper
resumption
18589	proper
18591	vocative
18593	relative
18595	personal
18597	personal
18599	personal
coordinating
18602	personal
18604	coordinating
18606	personal
18608	resumption
accusative
18611	personal
emphatic
relative
emphatic
18616	emphatic
resumption
conditional
18620	personal
18623	certainty
18625	proper
18627	personal
time
negative
18631	location
personal
18634	coordinating
emphatic
conditional
18638	personal
18641	proper
emphatic
18644	emphatic
18646	subordinating
negative
18649	location
personal
coordinating
location
personal
18655	vocative
accusative
personal
18659	personal
location
personal
cause
18666	resumption
imperative
18671	proper
relative
18674	personal
18682	resumption
conditional
18687	proper
coordinating
18690	coordinating
18692	result
future
18695	personal
18698	resumption
interrogative
18701	personal
negative
18704	personal
18707	proper
coordinating
18714	coordinating
18717	coordinating
18720	relative
18722	personal
18724	personal
18726	personal
18728	demonstrative
18734	personal
coordinating
18738	personal
18741	personal
18743	coordinating
18746	personal
18749	personal
18751	relative
18753	personal
18755	personal
18758	proper
coordinating
relative
18762	personal
18764	personal
18769	resumption
18771	personal
18774	proper
accusative
18778	proper
18781	interrogative
negative
18785	relative
18788	personal
18790	personal
18792	personal
coordinating
18795	personal
18798	coordinating
18800	personal
18803	resumption
time
18807	personal
18810	surprise
18813	personal
18815	personal
18820	proper
coordinating
18824	resumption
18826	personal
18828	personal
18830	interrogative
18832	personal
18834	personal
18837	exhortation
18839	personal
personal
18849	coordinating
18854	relative
18856	resumption
prohibition
18859	personal
18861	conditional
supplemental
18864	personal
18866	personal
18869	coordinating
conditional
18872	personal
18876	resumption
conditional
18879	personal
18882	personal
demonstrative
18886	proper
coordinating
conditional
18890	personal
18893	personal
demonstrative
18897	personal
18902	proper
resumption
interrogative
18906	demonstrative
18909	negative
18911	personal
18913	personal
18915	conditional
18917	personal
18920	result
18922	proper
coordinating
conditional
18926	personal
18929	result
18932	personal
resumption
18935	personal
personal
18941	resumption
18944	proper
18946	conditional
18950	result
certainty
18953	proper
coordinating
conditional
18957	result
negative
18960	personal
personal
18963	personal
18965	resumption
18967	personal
18969	resumption
time
18972	personal
18975	personal
18979	personal
18981	relative
18983	resumption
proper
18986	relative
18988	personal
resumption
18992	personal
coordinating
18996	proper
resumption
19000	proper
19002	interrogative
supplemental
negative
19006	personal
19008	proper
resumption
conditional
19015	proper
emphatic
19018	personal
19020	personal
19023	resumption
time
19026	personal
19031	coordinating
19035	personal
19037	personal
coordinating
conditional
19041	personal
personal
19046	coordinating
19052	personal
emphatic
19055	personal
relative
19058	personal
personal
19061	personal
resumption
conditional
19065	proper
19067	personal
coordinating
19070	personal
emphatic
19073	personal
19075	proper
exceptive
19078	cause
19082	proper
negative
19085	exceptive
19087	personal
coordinating
19093	proper
subordinating
19097	relative
19099	personal
resumption
proper
19104	coordinating
19107	conditional
19113	personal
19116	personal
coordinating
conditional
19124	personal
19127	personal
resumption
19130	proper
19135	resumption
time
19138	personal
19141	result
19143	personal
19147	personal
coordinating
19150	personal
personal
accusative
proper
19159	proper
negative
19162	exceptive
personal
emphatic
19166	emphatic
personal
19172	negative
19175	personal
resumption
relative
19180	proper
19182	resumption
interrogative
19185	personal
19190	circumstantial
proper
19193	personal
19195	relative
19197	personal
interrogative
19200	personal
subordinating
19203	personal
relative
19206	proper
resumption
conditional
19210	proper
result
negative
19215	personal
19218	personal
subordinating
19221	personal
19223	subordinating
19225	personal
coordinating
19228	personal
19230	resumption
prohibition
19233	personal
19235	personal
19239	personal
19242	proper
resumption
conditional
19246	personal
result
19249	personal
personal
coordinating
19253	personal
personal
location
19257	personal
personal
coordinating
prohibition
19262	personal
19264	personal
19266	coordinating
negative
19269	exceptive
relative
19272	personal
19275	location
personal
coordinating
location
personal
19281	coordinating
19283	personal
personal
19287	personal
subordinating
19290	personal
personal
coordinating
19294	personal
19296	personal
resumption
conditional
19300	proper
emphatic
19303	personal
19305	personal
coordinating
emphatic
19309	personal
personal
resumption
conditional
19314	personal
personal
coordinating
negative
19319	personal
personal
coordinating
19323	personal
19325	personal
19328	result
negative
19331	proper
19333	personal
19335	personal
19337	future
19339	personal
19342	personal
subordinating
19345	personal
personal
coordinating
19349	personal
19351	personal
time
subordinating
19355	personal
19360	personal
19362	personal
resumption
conditional
negative
19367	personal
personal
coordinating
19371	personal
19373	personal
19376	coordinating
19378	personal
19380	personal
result
19383	personal
personal
coordinating
19387	personal
personal
location
19391	personal
personal
resumption
demonstrative
19396	personal
19398	personal
19400	personal
19403	resumption
negative
19408	subordinating
19411	exceptive
19413	resumption
conditional
19418	resumption
19422	coordinating
19427	personal
exceptive
subordinating
19431	personal
resumption
conditional
19439	personal
coordinating
personal
19443	result
19447	resumption
conditional
19452	location
personal
coordinating
location
personal
19458	result
19463	personal
coordinating
19468	resumption
conditional
negative
19472	result
19478	proper
resumption
19481	proper
19484	resumption
conditional
19489	result
19491	personal
proper
19495	personal
coordinating
19498	proper
19500	personal
coordinating
19503	personal
coordinating
19507	personal
19510	vocative
19512	relative
19514	personal
time
19517	personal
19520	proper
result
19523	personal
coordinating
prohibition
19527	personal
19529	relative
19532	personal
19536	personal
19539	personal
19545	resumption
location
proper
19551	demonstrative
19553	personal
19556	resumption
19558	proper
19560	personal
resumption
19563	personal
accusative
proper
19568	relative
19570	personal
19572	negative
19583	coordinating
19588	proper
19591	personal
coordinating
19594	personal
19596	proper
19601	personal
coordinating
19604	personal
19609	coordinating
19612	proper
19615	coordinating
19617	proper
19627	personal
coordinating
19630	coordinating
19632	resumption
19634	proper
19637	accusative
relative
19640	personal
19645	personal
19647	personal
19649	interrogative
19651	personal
19653	personal
19655	personal
19661	personal
interrogative
negative
19666	proper
19668	coordinating
19670	personal
19672	personal
supplemental
demonstrative
19676	personal
proper
circumstantial
19681	exceptive
19687	coordinating
19690	coordinating
19693	negative
19695	personal
19697	coordinating
negative
19700	personal
19702	resumption
demonstrative
19705	proper
subordinating
19709	personal
coordinating
19712	proper
19715	resumption
conditional
19720	proper
19727	coordinating
19729	coordinating
conditional
19734	personal
19737	proper
coordinating
19740	personal
coordinating
19743	personal
19746	result
certainty
19750	personal
19752	proper
resumption
19755	proper
19758	resumption
time
19761	personal
19765	result
19768	personal
19770	subordinating
19772	personal
19776	conditional
19778	personal
subordinating
19781	personal
relative
19784	personal
accusative
19789	personal
19791	personal
19794	resumption
time
19797	personal
19799	personal
coordinating
19802	personal
19804	personal
19807	result
imperative
19812	personal
location
personal
coordinating
imperative
19818	personal
19820	personal
resumption
time
19824	personal
result
imperative
19828	personal
19831	personal
coordinating
imperative
19837	negative
19839	personal
coordinating
imperative
19843	personal
location
personal
coordinating
imperative
19849	personal
19851	personal
resumption
19854	personal
19856	relative
19858	personal
subordinating
19861	personal
19864	personal
coordinating
19867	personal
coordinating
19870	personal
19872	personal
19875	resumption
negative
19879	personal
conditional
19883	personal
19887	coordinating
19889	personal
19891	subordinating
19893	personal
19895	personal
coordinating
19898	personal
19900	personal
accusative
proper
19909	resumption
time
19912	personal
19915	result
19917	personal
proper
19920	coordinating
19922	circumstantial
19925	personal
resumption
time
19929	personal
result
19932	personal
19935	accusative
19944	resumption
prohibition
19947	personal
19952	conditional
19954	personal
19956	personal
result
accusative
personal
19961	personal
19963	subordinating
19965	personal
coordinating
19968	personal
19970	proper
relative
negative
19974	personal
resumption
19977	proper
19980	accusative
personal
19983	personal
19985	personal
19991	purpose
19993	location
19997	relative
19999	personal
proper
resumption
negative
20008	resumption
20010	proper
accusative
proper
20016	coordinating
negative
20020	relative
20022	personal
20024	personal
accusative
proper
negative
20029	relative
20034	personal
20038	coordinating
negative
20041	personal
20043	proper
circumstantial
personal
location
personal
time
20050	personal
relative
negative
20057	resumption
20059	proper
20061	relative
20063	personal
20065	vocative
personal
relative
20069	personal
20071	personal
20077	resumption
interrogative
20080	proper
20082	personal
time
20086	coordinating
interrogative
20090	personal
20092	resumption
conditional
20096	coordinating
20099	personal
coordinating
20102	proper
20104	proper
20107	coordinating
conditional
20111	resumption
accusative
preventive
20115	personal
20118	personal
resumption
20121	proper
20124	coordinating
conditional
20128	coordinating
20130	coordinating
20133	personal
20135	result
certainty
20139	coordinating
20142	resumption
conditional
20145	proper
20147	personal
coordinating
20150	personal
emphatic
20155	personal
subordinating
20158	personal
personal
resumption
negative
20163	personal
restriction
20166	personal
coordinating
negative
20170	personal
personal
20174	circumstantial
20176	proper
20178	personal
20181	coordinating
20184	coordinating
20186	personal
relative
negative
20191	coordinating
20194	proper
20196	personal
20198	negative
20204	personal
exceptive
relative
20210	coordinating
20212	coordinating
20214	location
20217	resumption
conditional
20220	demonstrative
20223	proper
result
future
20227	personal
20230	coordinating
conditional
20237	relative
20240	personal
20243	coordinating
20250	personal
relative
20253	coordinating
20255	personal
proper
resumption
20260	accusative
proper
negative
20264	subordinating
20267	personal
resumption
20270	relative
location
demonstrative
20274	relative
20276	resumption
conditional
20280	proper
result
certainty
20286	negative
20288	personal
20291	personal
restriction
20294	coordinating
negative
20297	personal
restriction
20302	personal
proper
coordinating
20306	emphatic
20308	emphatic
20311	personal
20314	coordinating
emphatic
20317	emphatic
personal
coordinating
emphatic
20322	emphatic
personal
coordinating
emphatic
20327	emphatic
personal
supplemental
emphatic
20332	emphatic
20336	coordinating
emphatic
20339	emphatic
personal
supplemental
emphatic
20344	emphatic
20346	proper
resumption
conditional
20351	proper
20355	proper
result
certainty
20362	personal
coordinating
20365	personal
coordinating
negative
20369	personal
20371	proper
restriction
20374	demonstrative
20376	personal
proper
resumption
negative
20381	personal
20383	personal
20385	resumption
relative
20388	personal
coordinating
20391	personal
20394	future
20396	personal
20401	personal
20406	personal
time
20409	proper
20411	resumption
interrogative
20415	proper
20420	personal
coordinating
negative
20427	conditional
20432	personal
coordinating
negative
20437	personal
20440	proper
20442	coordinating
negative
20445	coordinating
conditional
20453	coordinating
20455	circumstantial
personal
20458	result
demonstrative
20461	personal
20463	proper
coordinating
negative
20467	personal
20469	coordinating
interrogative
20474	relative
20477	personal
20479	proper
circumstantial
personal
20483	coordinating
20486	proper
20488	resumption
20490	proper
proper
20493	resumption
20495	proper
relative
20500	coordinating
relative
20505	resumption
20507	proper
20512	resumption
20514	personal
personal
20520	proper
20522	personal
20524	personal
coordinating
relative
20529	personal
20537	relative
negative
20540	personal
personal
relative
20545	personal
resumption
20548	personal
subordinating
20551	personal
personal
coordinating
20559	coordinating
subordinating
20562	personal
20569	resumption
conditional
20572	personal
20575	result
accusative
proper
20580	personal
20582	resumption
conditional
20588	personal
20590	coordinating
20592	result
negative
20596	personal
subordinating
20599	personal
location
personal
20603	resumption
20607	resumption
20613	resumption
conditional
20616	personal
coordinating
20619	personal
result
accusative
proper
20625	relative
20627	personal
20629	resumption
negative
20632	personal
subordinating
20635	personal
location
20639	resumption
conditional
20642	personal
result
prohibition
20646	personal
20650	cause
20652	personal
personal
20657	resumption
conditional
20660	personal
coordinating
20663	personal
result
accusative
proper
20670	coordinating
conditional
20673	personal
20675	proper
20679	personal
resumption
20682	proper
20685	resumption
20687	proper
relative
20692	coordinating
relative
20697	resumption
emphatic
certainty
20701	personal
relative
20704	personal
20709	personal
coordinating
personal
interpretation
20714	personal
proper
coordinating
conditional
20719	personal
result
accusative
20723	proper
relative
20728	coordinating
relative
20733	resumption
20735	proper
20738	resumption
20740	proper
relative
20745	coordinating
relative
20750	resumption
20753	proper
20755	conditional
20758	personal
20762	coordinating
20766	resumption
20768	proper
20770	demonstrative
20772	conditional
20778	result
location
proper
20784	coordinating
20787	resumption
20789	proper
20792	vocative
20794	relative
20796	personal
20798	personal
20805	proper
resumption
conditional
20810	personal
coordinating
20814	coordinating
20817	conditional
20820	coordinating
20822	result
proper
20826	personal
resumption
prohibition
20830	personal
20833	subordinating
20835	personal
resumption
conditional
20839	personal
coordinating
20842	personal
result
accusative
proper
20848	relative
20850	personal
20852	vocative
20854	relative
20856	personal
20858	personal
20860	proper
coordinating
20863	personal
coordinating
20867	relative
20871	personal
coordinating
20875	relative
20879	resumption
conditional
20883	proper
coordinating
20886	personal
coordinating
20889	personal
coordinating
20892	personal
coordinating
20898	result
certainty
20903	accusative
relative
20906	personal
coordinating
20909	personal
coordinating
20912	personal
coordinating
20915	personal
coordinating
20918	personal
20920	negative
20922	proper
purpose
20926	personal
coordinating
negative
purpose
20931	personal
20937	accusative
20939	personal
20942	relative
20944	personal
20952	interrogative
20954	personal
location
personal
20959	resumption
accusative
20964	proper
20966	resumption
certainty
20970	personal
20974	subordinating
time
20977	personal
20979	proper
20982	personal
coordinating
20986	personal
result
prohibition
20990	personal
location
personal
20995	personal
20999	personal
accusative
personal
answer
21004	personal
accusative
proper
21010	coordinating
21014	proper
21016	relative
21018	personal
21020	personal
resumption
conditional
21025	personal
21028	proper
21030	personal
interrogative
negative
21034	location
personal
coordinating
conditional
21044	personal
interrogative
negative
21049	personal
coordinating
21052	personal
21056	resumption
proper
21059	location
personal
time
21064	resumption
negative
21067	proper
21075	accusative
21079	personal
proper
circumstantial
personal
21084	personal
resumption
time
21088	personal
21093	personal
21096	personal
21099	coordinating
negative
21102	personal
proper
exceptive
21107	location
demonstrative
negative
21111	demonstrative
coordinating
negative
21115	demonstrative
resumption
conditional
21119	proper
result
negative
21124	personal
21126	vocative
21128	relative
21130	personal
prohibition
21133	personal
21141	interrogative
21143	personal
subordinating
21146	personal
21148	proper
21150	personal
21153	accusative
21164	resumption
negative
21168	personal
21170	exceptive
relative
21173	personal
coordinating
21176	personal
coordinating
21179	personal
21181	proper
coordinating
21184	personal
21186	personal
21188	proper
resumption
demonstrative
location
21194	resumption
future
21197	proper
21202	interrogative
21204	proper
21207	personal
conditional
21210	personal
coordinating
21213	personal
resumption
21216	proper
21219	negative
21221	proper
21230	exceptive
relative
21233	resumption
21235	proper
21238	conditional
21240	personal
21242	coordinating
21244	personal
personal
coordinating
21248	personal
21251	result
accusative
proper
21257	accusative
relative
21260	personal
21262	proper
coordinating
21265	personal
coordinating
21268	personal
subordinating
21271	personal
location
proper
coordinating
21276	personal
coordinating
21279	personal
21283	coordinating
21287	coordinating
21289	personal
subordinating
21292	personal
location
demonstrative
21296	demonstrative
personal
21301	circumstantial
21303	personal
21309	coordinating
relative
21312	personal
21314	proper
coordinating
21317	personal
coordinating
negative
21321	personal
location
21325	personal
demonstrative
future
21329	personal
21331	personal
resumption
21334	proper
21338	personal
21342	subordinating
21345	personal
21350	resumption
certainty
21353	personal
proper
21357	demonstrative
coordinating
21360	personal
21362	personal
proper
21365	coordinating
21367	personal
21372	personal
coordinating
21375	personal
21380	relative
21382	personal
21385	coordinating
21387	personal
21389	demonstrative
coordinating
21392	personal
proper
21396	coordinating
21398	personal
location
personal
21405	personal
coordinating
21408	personal
21410	personal
21412	personal
21416	coordinating
21418	personal
21420	personal
prohibition
21423	personal
21427	coordinating
21429	personal
21431	personal
21434	coordinating
21436	supplemental
21438	personal
21440	personal
coordinating
21443	personal
21446	proper
coordinating
21449	personal
21455	coordinating
21457	personal
21459	personal
21461	retraction
21463	proper
21465	personal
21468	personal
resumption
negative
21472	personal
restriction
21475	coordinating
21478	personal
coordinating
21481	personal
21483	proper
21486	coordinating
21488	personal
accusative
personal
21492	personal
21494	proper
proper
21497	proper
21499	proper
resumption
negative
21503	personal
personal
coordinating
negative
21508	personal
personal
supplemental
amendment
21514	personal
resumption
accusative
relative
21519	personal
21521	personal
emphatic
21526	personal
negative
21529	personal
21531	personal
21534	exceptive
21538	coordinating
negative
21541	personal
personal
21544	retraction
21546	personal
proper
21549	personal
resumption
21552	proper
21555	resumption
negative
21561	restriction
emphatic
21564	emphatic
21566	personal
time
21569	personal
resumption
time
21576	personal
21578	coordinating
21582	relative
21584	personal
21586	personal
21588	personal
21592	personal
coordinating
21596	personal
21599	proper
21601	coordinating
21603	personal
21606	resumption
certainty
21609	personal
21611	personal
coordinating
21614	personal
21621	resumption
21623	personal
21628	personal
21631	amendment
21638	personal
coordinating
21643	personal
21645	relative
21648	personal
coordinating
relative
21654	personal
coordinating
21660	coordinating
21665	coordinating
21669	proper
coordinating
21675	demonstrative
future
21678	personal
21681	accusative
personal
21684	personal
21686	personal
21688	subordinating
21690	personal
21692	proper
coordinating
21698	personal
coordinating
21701	personal
21703	proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
21713	coordinating
proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
21725	personal
proper
proper
coordinating
21730	certainty
21732	personal
personal
21735	personal
21738	coordinating
21740	negative
21742	personal
21744	personal
resumption
21747	proper
proper
21752	coordinating
21754	purpose
negative
21761	proper
21763	time
21766	resumption
21768	proper
21771	amendment
proper
21775	relative
21778	personal
21780	personal
21783	personal
circumstantial
21788	personal
resumption
21792	proper
21794	accusative
relative
21797	personal
coordinating
21800	personal
21803	proper
certainty
21806	personal
21809	accusative
relative
21812	personal
coordinating
21815	personal
negative
21818	proper
purpose
21822	personal
coordinating
negative
purpose
21827	personal
21829	exceptive
21831	proper
21834	personal
time
resumption
21838	demonstrative
21840	proper
21842	vocative
21846	certainty
21848	personal
21856	personal
resumption
21859	personal
21862	personal
resumption
conditional
21866	personal
result
accusative
21870	proper
relative
21875	coordinating
21878	resumption
21880	proper
21883	vocative
21887	prohibition
21889	personal
21892	personal
coordinating
prohibition
21896	personal
21898	proper
restriction
21902	accusative
preventive
21905	proper
proper
21908	proper
21910	proper
resumption
21913	personal
21915	personal
21917	proper
coordinating
21921	personal
resumption
21924	personal
21926	proper
coordinating
21929	personal
coordinating
prohibition
21933	personal
21936	personal
21939	personal
accusative
preventive
proper
21946	personal
subordinating
21950	personal
21953	personal
relative
21958	coordinating
relative
21963	resumption
21966	proper
21968	negative
21971	proper
subordinating
21976	proper
coordinating
negative
21983	resumption
conditional
21988	personal
coordinating
21991	result
future
21994	personal
21996	personal
21998	resumption
explanation
conditional
22002	personal
coordinating
22005	personal
22008	result
22010	personal
22012	personal
coordinating
22015	personal
22018	personal
coordinating
explanation
conditional
22023	personal
coordinating
22026	personal
result
22029	personal
22032	circumstantial
negative
22035	personal
22037	personal
22040	proper
22042	coordinating
negative
22045	vocative
22049	certainty
22051	personal
22055	personal
resumption
22058	personal
22060	personal
22063	coordinating
explanation
conditional
22067	personal
22069	proper
coordinating
22072	personal
22074	personal
result
future
22078	personal
22082	personal
coordinating
22085	coordinating
22087	personal
22089	personal
22093	personal
personal
22096	proper
22098	personal
22102	conditional
22107	personal
22109	coordinating
22111	personal
22113	result
22115	personal
22117	relative
22119	coordinating
personal
22122	personal
conditional
negative
22127	personal
22129	resumption
conditional
22132	personal
22134	result
22136	personal
22140	relative
22142	coordinating
conditional
22145	personal
22148	coordinating
22150	result
22159	proper
22161	personal
subordinating
22164	personal
resumption
proper
22171	vocative
22173	relative
22175	personal
22177	personal
22183	personal
22187	exceptive
relative
22191	personal
22196	circumstantial
personal
22199	accusative
proper
22202	relative
22204	vocative
22206	relative
22208	personal
prohibition
22211	personal
22213	proper
coordinating
negative
22220	coordinating
negative
22224	coordinating
negative
22228	coordinating
negative
22236	personal
22240	personal
coordinating
22243	resumption
time
22246	personal
result
22249	personal
coordinating
prohibition
22253	emphatic
personal
22257	subordinating
22259	personal
personal
22266	subordinating
22268	personal
resumption
22271	personal
22275	coordinating
22278	coordinating
prohibition
22281	personal
22285	coordinating
22288	coordinating
22290	personal
proper
accusative
proper
22299	personal
22302	coordinating
22305	coordinating
22309	coordinating
relative
22314	proper
22316	personal
coordinating
22320	coordinating
22323	coordinating
22326	coordinating
22329	coordinating
relative
22334	exceptive
relative
22337	personal
coordinating
relative
22344	coordinating
subordinating
22347	personal
22351	demonstrative
22354	time
22356	relative
22358	personal
22361	personal
resumption
prohibition
22365	personal
personal
coordinating
22369	personal
personal
22372	time
22374	personal
22376	personal
22378	personal
coordinating
22381	personal
22383	personal
22385	personal
coordinating
22388	personal
22390	personal
22392	proper
22394	resumption
conditional
22403	result
accusative
proper
22409	personal
personal
interrogative
22414	personal
22418	personal
22421	coordinating
relative
22424	personal
22430	personal
personal
22433	relative
22435	personal
proper
resumption
22439	personal
22441	relative
22443	personal
22445	personal
coordinating
22448	personal
22450	proper
22452	personal
coordinating
22455	personal
proper
accusative
proper
22463	time
22466	personal
22469	resumption
22471	relative
22473	personal
22478	personal
coordinating
22481	personal
22484	personal
coordinating
22491	coordinating
22495	relative
22497	personal
22502	personal
time
22505	personal
personal
22508	personal
22512	coordinating
negative
22516	resumption
conditional
22522	result
certainty
22526	personal
circumstantial
personal
22535	vocative
22537	relative
22539	personal
time
22542	personal
22546	result
22548	personal
22550	personal
coordinating
22553	personal
22557	coordinating
22559	personal
22562	personal
coordinating
22565	personal
22569	resumption
conditional
22572	personal
22574	result
22576	personal
coordinating
conditional
22580	personal
22582	coordinating
22585	coordinating
22589	personal
22593	coordinating
22595	personal
22598	coordinating
negative
22601	personal
22603	result
22605	personal
22608	coordinating
22610	personal
22613	personal
coordinating
22616	personal
22618	personal
negative
22621	proper
purpose
22625	personal
22628	resumption
amendment
22631	purpose
22633	personal
coordinating
purpose
22638	personal
22640	personal
accusative
personal
22644	personal
coordinating
22647	personal
22649	proper
22651	personal
coordinating
22654	personal
relative
22657	personal
22659	personal
time
22662	personal
22664	personal
coordinating
22667	personal
coordinating
22670	personal
proper
accusative
proper
22679	vocative
22681	relative
22683	personal
22685	personal
22688	proper
22693	coordinating
prohibition
22696	emphatic
personal
22701	subordinating
negative
22704	personal
22706	personal
personal
22712	resumption
22714	personal
proper
accusative
proper
22720	relative
22722	personal
22724	proper
relative
22727	personal
coordinating
22730	personal
22734	personal
22736	coordinating
22739	resumption
relative
22742	personal
coordinating
22745	personal
22748	personal
demonstrative
22753	vocative
22755	relative
22757	personal
22759	personal
22761	proper
22763	personal
time
22767	subordinating
22769	personal
22771	personal
22773	personal
coordinating
22777	personal
22779	personal
coordinating
22782	personal
proper
resumption
22786	proper
supplemental
imperative
22792	resumption
emphatic
certainty
22796	proper
22799	proper
coordinating
22802	personal
22804	personal
22808	coordinating
22810	proper
accusative
personal
location
personal
emphatic
conditional
22818	personal
22821	coordinating
22823	personal
22826	coordinating
22828	personal
22831	personal
coordinating
22834	personal
personal
coordinating
22838	personal
proper
22842	emphatic
22844	emphatic
22846	personal
22848	personal
coordinating
emphatic
22852	emphatic
personal
22858	personal
22861	resumption
conditional
22864	time
demonstrative
22867	personal
result
certainty
22874	resumption
22876	supplemental
22878	personal
22880	personal
22882	personal
personal
coordinating
22886	personal
22888	personal
22891	personal
22896	personal
circumstantial
22899	personal
22902	relative
22904	personal
22906	personal
resumption
negative
22914	personal
exceptive
22918	personal
resumption
22922	personal
coordinating
22925	accusative
proper
22930	coordinating
22932	relative
22934	personal
accusative
personal
proper
22939	personal
22941	personal
coordinating
22944	personal
22947	relative
22949	personal
22951	personal
coordinating
22954	personal
location
personal
22959	coordinating
22966	resumption
future
22969	personal
proper
22972	relative
22974	personal
22976	personal
vocative
22981	certainty
22983	personal
22985	personal
22988	personal
22991	relative
22993	personal
22995	personal
22999	coordinating
23003	certainty
23005	personal
23007	proper
23009	coordinating
23014	personal
proper
relative
23019	personal
23023	coordinating
23025	personal
23034	personal
coordinating
23037	personal
23041	emphatic
certainty
23044	relative
23046	personal
accusative
proper
personal
23051	proper
23053	proper
23055	supplemental
interrogative
23059	proper
23061	conditional
23063	subordinating
23066	proper
23068	proper
coordinating
23071	personal
coordinating
relative
23078	resumption
23080	proper
23084	coordinating
23087	coordinating
relative
location
personal
23092	relative
23094	resumption
proper
23100	coordinating
23103	proper
coordinating
23106	proper
personal
23109	proper
coordinating
23112	personal
23114	resumption
23116	interrogative
23118	personal
23121	personal
inceptive
personal
23126	relative
23130	relative
23132	coordinating
23134	relative
23136	resumption
23138	proper
23142	coordinating
23145	coordinating
relative
location
personal
coordinating
23151	personal
23154	vocative
23158	certainty
23160	personal
23162	personal
23165	personal
23171	subordinating
23173	personal
negative
23176	personal
23179	coordinating
negative
23182	resumption
certainty
23185	personal
23187	coordinating
23189	resumption
proper
23195	resumption
time
23198	proper
23201	personal
vocative
23204	personal
23206	personal
23208	proper
23210	personal
time
23214	personal
23216	coordinating
23218	personal
23220	coordinating
23222	personal
relative
negative
23230	vocative
23232	personal
23234	personal
23239	relative
23241	proper
23243	personal
resumption
prohibition
23247	personal
23250	personal
cause
23253	personal
23256	personal
vocative
proper
accusative
23261	personal
23264	coordinating
accusative
personal
negative
23269	personal
23272	personal
23274	personal
resumption
conditional
23278	personal
23280	personal
result
accusative
personal
23288	relative
23290	personal
23292	proper
23294	personal
23296	personal
23298	personal
23301	resumption
time
23304	personal
personal
result
accusative
personal
23310	resumption
23312	proper
supplemental
23315	personal
conditional
23318	personal
23321	personal
vocative
proper
accusative
personal
negative
23328	personal
time
subordinating
23332	personal
23334	personal
resumption
23337	personal
coordinating
23340	personal
coordinating
23343	personal
accusative
personal
vocative
demonstrative
23351	personal
accusative
personal
negative
23356	exceptive
23358	personal
coordinating
23361	personal
supplemental
23364	location
personal
coordinating
location
23373	supplemental
accusative
personal
23378	personal
time
23382	personal
23386	supplemental
negative
23394	coordinating
23397	personal
23400	proper
23404	time
23406	personal
23408	coordinating
23412	personal
coordinating
negative
23420	emphatic
23422	emphatic
personal
23425	accusative
preventive
23428	proper
23432	emphatic
conditional
23435	personal
23437	personal
23439	personal
purpose
23442	personal
negative
personal
23448	personal
23450	personal
purpose
23453	personal
accusative
personal
23457	proper
23461	accusative
personal
23464	subordinating
23468	personal
coordinating
23471	personal
coordinating
23478	resumption
demonstrative
23483	resumption
23486	personal
23488	personal
23491	personal
cause
23494	personal
coordinating
23500	coordinating
23502	proper
23508	purpose
23510	personal
23515	personal
23517	vocative
23519	personal
interrogative
23522	personal
subordinating
23526	demonstrative
23529	cause
23533	personal
cause
23541	demonstrative
23543	personal
23546	proper
accusative
personal
conditional
23555	coordinating
23560	result
accusative
preventive
23567	coordinating
conditional
23570	personal
result
accusative
preventive
23578	resumption
emphatic
certainty
23582	personal
23584	personal
23588	coordinating
accusative
23592	personal
time
demonstrative
23598	emphatic
23600	accusative
preventive
23603	relative
23605	personal
proper
coordinating
23609	personal
coordinating
23612	personal
23617	subordinating
23619	personal
coordinating
23622	personal
coordinating
23626	personal
coordinating
23629	personal
23632	coordinating
23634	personal
23638	demonstrative
23640	personal
23645	resumption
23647	personal
23653	exceptive
relative
23656	personal
23659	subordinating
23661	personal
23663	personal
resumption
23666	personal
accusative
proper
23671	vocative
23673	relative
23675	personal
23677	personal
proper
coordinating
23681	personal
23683	personal
23686	coordinating
23688	personal
23691	personal
accusative
personal
23695	personal
accusative
relative
23699	personal
conditional
accusative
23703	personal
relative
23709	comitative
23711	personal
location
personal
purpose
23716	personal
23718	personal
23724	negative
23727	personal
resumption
23730	personal
23734	personal
subordinating
23737	personal
23741	resumption
negative
personal
23747	personal
resumption
23750	personal
23753	resumption
23756	coordinating
23759	supplemental
23761	personal
23763	personal
23766	relative
23768	personal
23771	proper
resumption
proper
23776	resumption
conditional
23782	personal
coordinating
23785	result
accusative
proper
23790	personal
accusative
proper
23795	interrogative
negative
23798	accusative
proper
23801	personal
23805	coordinating
23809	relative
23811	coordinating
23814	relative
23816	resumption
proper
23822	vocative
23826	prohibition
23828	personal
relative
23831	personal
23836	relative
23838	personal
23840	personal
23843	personal
resumption
negative
23848	personal
coordinating
23851	relative
23853	personal
23862	negative
23864	personal
personal
23867	personal
23873	personal
23875	personal
conditional
23878	personal
demonstrative
result
23882	personal
personal
coordinating
conditional
negative
23888	personal
personal
result
23892	personal
resumption
conditional
23896	proper
23898	personal
result
negative
23903	personal
23905	proper
23907	demonstrative
relative
negative
23911	proper
subordinating
23915	personal
23917	personal
23922	coordinating
23924	personal
23938	resumption
conditional
23941	personal
personal
result
23945	location
personal
coordinating
23950	personal
coordinating
conditional
23955	personal
result
negative
23959	personal
personal
23962	coordinating
conditional
23965	personal
result
23968	location
personal
23973	accusative
proper
23978	resumption
interrogative
23981	personal
personal
circumstantial
location
personal
23987	proper
23989	personal
23991	proper
coordinating
23994	personal
23997	demonstrative
resumption
negative
demonstrative
24004	accusative
personal
24007	personal
24009	proper
24011	personal
24013	coordinating
24017	personal
24020	relative
24022	personal
24024	relative
24026	personal
coordinating
24030	coordinating
24034	relative
24036	personal
24039	proper
circumstantial
24042	personal
24044	personal
24046	resumption
prohibition
24049	personal
24052	resumption
24054	personal
personal
coordinating
prohibition
24059	personal
24062	personal
24065	resumption
conditional
negative
24070	relative
24072	proper
result
demonstrative
personal
24078	coordinating
24080	personal
24082	personal
24084	personal
accusative
24091	coordinating
24097	coordinating
24103	coordinating
24109	coordinating
24115	coordinating
24119	resumption
conditional
24123	personal
result
personal
24128	personal
coordinating
conditional
negative
24134	relative
24136	proper
result
demonstrative
personal
24142	coordinating
24144	personal
24147	personal
24149	proper
24151	proper
24154	relative
location
24157	personal
24160	proper
coordinating
24163	personal
personal
24166	proper
24168	personal
24170	coordinating
24172	coordinating
24175	relative
location
24178	personal
24181	proper
coordinating
24184	coordinating
24189	coordinating
imperative
24194	proper
24196	relative
24198	proper
24200	personal
coordinating
conditional
negative
24206	relative
24208	proper
result
demonstrative
personal
24214	coordinating
24216	personal
24218	personal
24226	relative
location
24229	personal
24233	coordinating
24236	personal
coordinating
24239	location
personal
24242	relative
24244	proper
resumption
prohibition
24249	personal
24251	relative
24253	personal
24260	personal
24262	personal
24264	coordinating
24266	resumption
conditional
24269	proper
emphatic
24272	personal
24275	resumption
amendment
purpose
24279	personal
24281	relative
24283	personal
resumption
24286	personal
24290	proper
24292	personal
24294	resumption
24296	personal
24298	relative
24300	personal
24302	personal
24304	personal
coordinating
subordinating
24308	location
personal
24311	relative
24313	proper
coordinating
prohibition
24318	personal
coordinating
24321	personal
subordinating
24324	personal
personal
24328	relative
24330	proper
24332	personal
resumption
conditional
24336	personal
result
24339	accusative
preventive
24342	proper
subordinating
24345	personal
24349	personal
resumption
accusative
24356	emphatic
24358	interrogative
supplemental
24362	proper
24364	personal
resumption
interrogative
24369	proper
24374	personal
vocative
24377	relative
24379	personal
prohibition
24382	personal
24384	proper
coordinating
24387	proper
24390	personal
24393	resumption
conditional
24396	personal
24398	personal
result
accusative
personal
24403	personal
accusative
proper
negative
24412	resumption
24414	relative
24417	personal
24420	personal
24422	personal
24424	personal
24426	subordinating
24428	personal
24430	resumption
24432	proper
subordinating
24438	coordinating
24442	personal
coordinating
24445	personal
24447	relative
24449	personal
24452	personal
24454	resumption
24456	relative
24458	personal
interrogative
demonstrative
relative
24463	personal
24465	proper
24468	personal
accusative
personal
emphatic
location
personal
24476	personal
coordinating
24479	personal
24481	vocative
24483	relative
24485	personal
conditional
24489	personal
24492	personal
result
future
24496	proper
24500	personal
coordinating
24503	personal
personal
24514	personal
24517	proper
circumstantial
negative
24521	personal
24524	demonstrative
24526	proper
24528	personal
relative
24531	resumption
proper
24535	accusative
preventive
24538	personal
proper
coordinating
24542	personal
coordinating
relative
24546	personal
relative
24549	personal
24552	coordinating
24554	personal
24557	circumstantial
personal
24560	resumption
conditional
24563	proper
coordinating
24566	personal
coordinating
relative
24570	personal
result
accusative
24574	proper
personal
24578	vocative
24580	relative
24582	personal
prohibition
24585	personal
relative
24588	personal
24590	personal
24592	coordinating
24595	relative
24597	personal
24602	personal
coordinating
24607	resumption
24609	personal
proper
conditional
24613	personal
24615	resumption
time
24618	personal
24623	personal
personal
24626	coordinating
24628	demonstrative
24630	accusative
personal
24633	negative
24635	personal
24637	vocative
24641	interrogative
24643	personal
24645	personal
restriction
subordinating
24649	personal
24651	proper
coordinating
relative
24656	personal
coordinating
relative
24662	coordinating
accusative
24665	personal
24668	interrogative
24670	personal
24674	demonstrative
24676	location
proper
relative
24680	personal
proper
coordinating
24685	personal
coordinating
24689	personal
24692	coordinating
24695	coordinating
24699	demonstrative
24702	coordinating
24708	coordinating
time
24711	personal
personal
24714	personal
24716	personal
circumstantial
certainty
24720	personal
24724	coordinating
personal
certainty
24728	personal
24730	personal
resumption
proper
24735	relative
24737	personal
24739	personal
resumption
24744	personal
24746	personal
24750	coordinating
24753	coordinating
24755	personal
24758	emphatic
24760	relative
24762	personal
24764	personal
exhortation
24767	personal
24770	coordinating
24775	personal
24778	coordinating
24780	personal
24783	emphatic
24785	relative
24787	personal
24789	personal
resumption
24793	proper
24795	proper
24799	personal
coordinating
24802	personal
24804	relative
24806	personal
retraction
24809	personal
24814	resumption
emphatic
24817	emphatic
24820	personal
relative
24824	personal
24827	personal
24829	coordinating
24831	resumption
24833	personal
location
personal
24838	coordinating
24845	time
24847	personal
24853	personal
proper
resumption
24857	personal
24862	resumption
proper
negative
24868	resumption
conditional
accusative
24875	personal
coordinating
24878	personal
emphatic
24881	personal
24883	personal
24885	personal
coordinating
emphatic
24889	personal
personal
24894	resumption
conditional
accusative
personal
24899	personal
24901	proper
coordinating
24904	proper
coordinating
relative
24909	personal
24912	personal
emphatic
24915	personal
24918	personal
coordinating
24923	personal
24925	personal
24928	coordinating
24931	personal
24933	relative
24935	personal
vocative
24941	relative
24944	personal
24947	personal
resumption
conditional
negative
24952	result
negative
24955	personal
24957	personal
resumption
proper
24961	personal
24965	accusative
proper
negative
24974	vocative
24979	personal
24984	personal
24986	proper
coordinating
24989	proper
coordinating
relative
24994	personal
24997	personal
resumption
emphatic
25001	emphatic
25004	personal
relative
25008	personal
25011	personal
25013	coordinating
25015	resumption
prohibition
25023	accusative
relative
25026	personal
coordinating
relative
25030	personal
coordinating
25033	proper
coordinating
25036	proper
conditional
25040	proper
coordinating
25046	coordinating
25049	result
negative
25053	personal
coordinating
negative
personal
25058	personal
emphatic
certainty
25062	personal
25065	proper
coordinating
25068	personal
25070	personal
25072	time
25074	personal
25077	relative
negative
25081	personal
25084	personal
coordinating
25088	personal
coordinating
25091	personal
subordinating
negative
25096	cause
25098	personal
coordinating
25101	personal
coordinating
25104	proper
25106	personal
coordinating
25109	personal
coordinating
25112	personal
25115	personal
resumption
proper
25120	relative
25122	personal
emphatic
certainty
25126	relative
25128	personal
accusative
proper
personal
25133	proper
25135	proper
resumption
25139	proper
vocative
25142	proper
25144	personal
proper
25147	personal
coordinating
25150	personal
accusative
personal
conditional
25156	proper
result
certainty
25160	proper
25162	personal
25164	proper
circumstantial
25167	personal
25170	resumption
negative
25177	emphatic
certainty
25180	relative
25182	personal
accusative
proper
25187	resumption
negative
25191	restriction
25194	resumption
conditional
negative
25198	personal
25200	relative
25202	personal
emphatic
25205	emphatic
relative
25208	personal
25210	personal
25213	interrogative
supplemental
negative
25217	personal
25219	proper
coordinating
25222	personal
personal
resumption
proper
25228	negative
25230	proper
25232	proper
restriction
25235	certainty
25239	personal
25242	coordinating
25244	personal
25247	personal
25249	personal
25256	personal
25259	coordinating
25263	personal
25265	interrogative
25267	personal
25270	proper
relative
negative
25275	personal
25277	coordinating
negative
25280	resumption
proper
personal
25288	vocative
25292	prohibition
25294	personal
25297	personal
25301	coordinating
prohibition
25304	personal
25307	certainty
25309	personal
25312	coordinating
25314	personal
25316	coordinating
25318	personal
25324	relative
25326	personal
25329	proper
25332	proper
coordinating
proper
25336	proper
demonstrative
25339	subordinating
25341	personal
coordinating
25344	personal
25346	personal
25348	personal
negative
25351	personal
25355	personal
personal
emphatic
25359	relative
25361	personal
25363	personal
25367	personal
25369	personal
relative
25372	personal
emphatic
25375	relative
25378	personal
25380	personal
subordinating
25383	proper
25385	personal
resumption
25390	personal
25392	resumption
conditional
25395	personal
25397	personal
25399	proper
coordinating
25403	coordinating
relative
25407	personal
negative
25410	personal
personal
25413	resumption
accusative
25417	personal
25419	emphatic
25421	emphatic
25427	relative
25429	personal
25431	proper
coordinating
relative
25435	personal
coordinating
emphatic
25439	emphatic
25441	personal
25444	relative
25446	personal
relative
25449	personal
accusative
personal
proper
demonstrative
25455	accusative
25457	personal
25459	coordinating
25461	coordinating
accusative
personal
negative
25466	personal
coordinating
time
25470	personal
relative
25478	personal
25484	relative
25486	personal
25491	personal
25493	personal
25495	personal
resumption
25498	personal
location
25502	resumption
interrogative
25505	personal
negative
25509	proper
coordinating
relative
25513	personal
25517	circumstantial
25519	subordinating
25521	personal
25523	personal
location
25529	cause
25531	personal
proper
25534	relative
25536	personal
25541	personal
25546	personal
resumption
demonstrative
25552	resumption
relative
25555	personal
coordinating
25558	personal
25561	personal
demonstrative
25566	vocative
25568	relative
25570	personal
prohibition
25573	personal
25575	relative
25577	proper
25579	personal
coordinating
prohibition
25583	personal
accusative
proper
negative
25590	resumption
25592	personal
25594	relative
25596	personal
proper
25600	coordinating
25602	personal
proper
relative
personal
25607	personal
25609	negative
25611	personal
proper
25618	personal
resumption
amendment
25622	personal
25624	relative
25626	personal
25629	resumption
25631	personal
25637	relative
25639	personal
25641	personal
coordinating
25644	personal
coordinating
25648	resumption
conditional
negative
25652	result
25656	demonstrative
25659	personal
time
25662	personal
resumption
25665	personal
25667	personal
25669	demonstrative
25671	proper
25673	personal
25675	personal
accusative
personal
25679	personal
vocative
25682	relative
25684	personal
accusative
preventive
25689	coordinating
25692	coordinating
25695	coordinating
25702	proper
resumption
25705	personal
personal
accusative
personal
25710	personal
accusative
preventive
25715	proper
subordinating
25718	location
personal
25722	coordinating
25728	coordinating
25731	coordinating
25733	personal
25736	proper
coordinating
25741	resumption
interrogative
personal
25745	coordinating
25747	personal
proper
coordinating
25751	personal
25754	coordinating
25756	personal
resumption
conditional
25760	personal
result
25763	personal
accusative
preventive
25768	personal
25775	relative
25777	personal
coordinating
25780	personal
25785	relative
25787	personal
time
supplemental
25791	personal
coordinating
25794	personal
coordinating
25797	personal
25800	coordinating
25802	personal
coordinating
25805	personal
coordinating
25808	personal
coordinating
25811	personal
resumption
proper
25817	vocative
25819	relative
25821	personal
emphatic
25824	emphatic
personal
proper
25833	personal
25835	personal
coordinating
25838	personal
purpose
25841	proper
relative
25844	personal
25848	resumption
conditional
25851	time
demonstrative
result
25855	personal
25858	vocative
25860	relative
25862	personal
prohibition
25865	personal
25868	circumstantial
personal
25871	resumption
conditional
25874	personal
25876	personal
25878	result
25881	relative
25888	personal
25892	personal
25896	proper
coordinating
25901	coordinating
25903	demonstrative
25905	purpose
25909	personal
25911	proper
25913	relative
25915	coordinating
conditional
25918	result
25920	proper
25922	personal
resumption
proper
25930	personal
25934	coordinating
25936	personal
25939	personal
coordinating
25944	coordinating
25947	personal
25951	subordinating
25953	personal
25955	resumption
25957	personal
proper
relative
25961	personal
25963	personal
25965	proper
25967	proper
25976	coordinating
25981	coordinating
25984	coordinating
25987	demonstrative
purpose
25990	personal
accusative
proper
25994	relative
25998	coordinating
relative
26003	resumption
accusative
proper
26011	personal
accusative
proper
26017	coordinating
accusative
proper
26022	negative
26026	restriction
26029	resumption
proper
26032	relative
26034	personal
coordinating
relative
26038	personal
26040	negative
26044	coordinating
26047	circumstantial
subordinating
26050	personal
26054	resumption
26056	personal
proper
vocative
26062	accusative
personal
26065	personal
vocative
26068	relative
26070	personal
prohibition
26073	personal
26076	conditional
26079	personal
26081	personal
coordinating
conditional
26085	personal
26087	personal
time
26091	proper
26094	personal
26096	proper
26098	personal
resumption
proper
26103	certainty
26105	personal
26109	personal
coordinating
26112	personal
26114	personal
26116	negative
26118	proper
26121	coordinating
negative
26124	coordinating
negative
26127	coordinating
negative
26130	resumption
accusative
relative
26134	personal
26136	personal
26138	proper
26141	circumstantial
26143	personal
negative
26146	personal
resumption
time
26151	personal
26153	personal
26155	relative
26157	proper
coordinating
26163	personal
26165	personal
relative
26168	personal
26170	personal
26172	personal
interrogative
supplemental
conditional
26178	personal
negative
26181	personal
26183	coordinating
negative
26186	personal
vocative
26189	relative
26191	personal
26193	personal
26195	personal
negative
26198	personal
relative
26201	time
26203	personal
26205	proper
26207	personal
26209	resumption
26211	personal
26213	relative
26215	personal
26217	personal
vocative
26220	relative
26222	personal
26225	personal
time
26229	personal
26232	time
26239	personal
coordinating
26244	personal
conditional
personal
26248	personal
26252	coordinating
26254	personal
26259	personal
personal
26265	resumption
26267	personal
26269	proper
conditional
26272	personal
negative
26276	personal
26278	resumption
conditional
26283	coordinating
negative
26287	proper
accusative
personal
answer
emphatic
26295	coordinating
conditional
26299	accusative
personal
26302	personal
26304	result
26307	personal
26309	personal
26311	relative
26314	personal
26317	coordinating
26319	personal
26321	proper
emphatic
26324	personal
26328	personal
resumption
negative
26332	personal
accusative
personal
answer
emphatic
26340	demonstrative
26342	subordinating
26344	personal
26350	personal
coordinating
26353	personal
subordinating
26357	time
26359	personal
resumption
26362	personal
proper
coordinating
26366	personal
resumption
proper
negative
26375	time
26377	proper
26380	coordinating
26382	interrogative
26384	personal
26386	personal
negative
26390	personal
accusative
personal
personal
26397	time
26399	proper
vocative
proper
26403	proper
26406	personal
26408	personal
coordinating
26412	personal
time
26415	personal
personal
26427	coordinating
26429	coordinating
time
26432	personal
personal
26436	coordinating
26439	coordinating
26441	proper
coordinating
26444	proper
coordinating
time
26457	personal
coordinating
26461	personal
coordinating
26467	personal
coordinating
26472	coordinating
26477	personal
coordinating
time
26485	personal
coordinating
time
26489	personal
26491	proper
26493	personal
time
26496	personal
personal
26501	resumption
26503	relative
26505	personal
26507	personal
negative
demonstrative
restriction
26513	coordinating
time
26516	personal
26520	interpretation
26522	personal
26524	personal
coordinating
26528	personal
26530	personal
26532	personal
resumption
26536	accusative
personal
26539	time
26543	vocative
proper
26546	proper
interrogative
26550	personal
subordinating
26554	personal
26561	personal
proper
conditional
26565	personal
26568	personal
26570	subordinating
26573	personal
coordinating
26577	personal
coordinating
26580	subordinating
certainty
26583	personal
personal
coordinating
26588	personal
26593	proper
26595	proper
proper
vocative
26599	personal
26602	personal
26609	personal
26613	personal
coordinating
26616	personal
coordinating
26620	personal
coordinating
26623	personal
resumption
personal
26630	proper
accusative
personal
26634	personal
26636	personal
resumption
conditional
26640	time
26642	personal
result
accusative
personal
26647	personal
26649	negative
26651	personal
26656	coordinating
time
26659	proper
vocative
proper
26663	proper
interrogative
personal
26667	personal
26672	personal
personal
coordinating
26676	personal
26680	proper
26683	personal
negative
26687	personal
subordinating
26690	relative
26693	personal
26696	conditional
26698	personal
26700	personal
personal
result
certainty
26705	personal
personal
26708	relative
26711	personal
coordinating
negative
26715	relative
26718	personal
accusative
personal
personal
26725	negative
26727	personal
26729	personal
exceptive
relative
26733	personal
personal
26736	personal
interpretation
26739	personal
proper
26742	personal
coordinating
26745	personal
coordinating
26748	personal
26750	personal
26752	subordinating
26754	personal
26756	personal
resumption
time
26760	personal
personal
26763	personal
personal
26768	personal
resumption
personal
26775	conditional
26777	personal
result
accusative
personal
26782	personal
coordinating
conditional
26787	personal
result
accusative
personal
personal
26797	proper
demonstrative
26804	personal
26806	personal
26811	personal
26816	personal
time
26819	proper
26821	personal
coordinating
26824	personal
26826	personal
demonstrative
26833	proper
26837	coordinating
26840	coordinating
relative
26843	personal
coordinating
personal
26853	proper
relative
26858	coordinating
26861	coordinating
26865	coordinating
26868	coordinating
relative
26871	personal
26874	personal
26876	personal
personal
relative
26880	personal
26883	coordinating
26886	resumption
26889	location
personal
coordinating
personal
26894	personal
coordinating
personal
proper
26901	coordinating
26907	personal
coordinating
26910	personal
coordinating
26913	relative
26915	personal
resumption
negative
26919	personal
26925	personal
restriction
26928	personal
26930	personal
26932	result
certainty
26935	personal
26939	time
26941	personal
result
future
26945	personal
26947	relative
26949	personal
26951	personal
26953	personal
interrogative
negative
26957	personal
interrogative
26960	personal
26963	personal
26967	personal
personal
26972	relative
negative
26976	personal
coordinating
26979	personal
26983	personal
26985	coordinating
26987	personal
26993	personal
coordinating
26996	personal
personal
27000	personal
coordinating
27003	personal
27006	personal
27009	resumption
conditional
27012	personal
27014	personal
27018	coordinating
27020	personal
personal
27024	personal
emphatic
27027	relative
27029	personal
negative
demonstrative
restriction
27035	coordinating
27037	personal
exhortation
27041	personal
27043	coordinating
conditional
27046	personal
27048	emphatic
27052	coordinating
negative
27055	personal
coordinating
conditional
27059	personal
personal
27062	emphatic
27064	personal
personal
27067	coordinating
emphatic
27070	personal
27072	personal
relative
27075	personal
resumption
emphatic
certainty
27084	personal
cause
27088	relative
27090	personal
27092	personal
relative
27095	personal
27097	personal
27099	personal
27102	personal
27106	coordinating
27108	personal
interrogative
27116	interrogative
relative
27121	coordinating
27126	proper
27130	personal
27133	emphatic
27135	emphatic
personal
27141	negative
27144	personal
relative
27147	personal
27149	personal
resumption
personal
negative
27154	personal
coordinating
27157	personal
relative
27163	coordinating
27166	resumption
personal
27173	interrogative
27175	proper
27181	coordinating
27184	resumption
personal
27187	coordinating
negative
27191	accusative
personal
27194	personal
subordinating
27198	relative
27200	resumption
negative
27203	emphatic
27208	accusative
personal
27211	conditional
27213	personal
27215	personal
27219	conditional
27222	personal
time
result
certainty
27227	personal
resumption
demonstrative
27234	coordinating
conditional
27237	personal
proper
27241	result
negative
27245	personal
exceptive
personal
coordinating
conditional
27251	personal
27254	result
personal
27260	coordinating
personal
27264	location
27266	personal
coordinating
personal
27274	interrogative
27279	proper
27281	location
personal
coordinating
location
personal
resumption
27289	personal
demonstrative
27292	proper
purpose
27295	personal
27297	personal
coordinating
relative
27301	interrogative
accusative
personal
emphatic
27306	personal
accusative
location
proper
27313	negative
27316	accusative
preventive
personal
27321	coordinating
accusative
personal
27326	relative
27328	personal
relative
27331	personal
personal
27336	personal
personal
27339	subordinating
27341	personal
27343	personal
relative
27346	personal
27348	personal
result
personal
negative
27353	personal
resumption
interrogative
27358	relative
27361	proper
27363	coordinating
27367	personal
accusative
personal
negative
27374	resumption
time
27377	personal
27379	coordinating
27382	relative
27384	personal
interrogative
27387	personal
relative
27390	personal
27392	personal
coordinating
negative
27397	personal
restriction
subordinating
27401	personal
27403	proper
27405	personal
negative
27408	personal
27411	interrogative
27413	personal
27416	personal
coordinating
27420	personal
relative
27423	personal
27425	personal
resumption
27428	personal
relative
27432	personal
coordinating
27435	personal
27438	personal
27440	subordinating
27442	personal
personal
coordinating
27447	personal
27449	resumption
conditional
27452	personal
27455	negative
27457	personal
27459	personal
inceptive
time
27463	personal
personal
27466	personal
personal
27469	relative
27471	personal
negative
demonstrative
restriction
27478	circumstantial
personal
27481	personal
27483	personal
coordinating
27486	personal
27488	personal
resumption
negative
27492	personal
restriction
27495	personal
coordinating
negative
27499	personal
coordinating
conditional
27503	time
27505	personal
27509	coordinating
27511	personal
vocative
accusative
personal
27516	coordinating
negative
27522	personal
coordinating
27528	retraction
27531	personal
relative
27534	personal
27536	personal
27539	resumption
conditional
27542	personal
emphatic
27545	personal
27547	relative
27549	personal
27551	personal
resumption
accusative
personal
emphatic
27557	resumption
27559	personal
negative
personal
restriction
27564	personal
27567	coordinating
negative
personal
27572	coordinating
conditional
27575	time
27577	personal
27580	personal
27582	interrogative
27584	demonstrative
27589	personal
answer
27593	personal
27595	supplemental
27597	personal
27601	relative
27603	personal
27605	personal
certainty
27608	relative
27610	personal
27613	proper
inceptive
time
27617	personal
27622	personal
vocative
27625	personal
27627	relative
27629	personal
27631	personal
circumstantial
personal
27635	personal
27637	personal
27640	personal
inceptive
27643	relative
27645	personal
resumption
negative
27652	restriction
27654	coordinating
27656	coordinating
emphatic
27664	relative
27666	personal
interrogative
supplemental
negative
27671	personal
certainty
27674	accusative
personal
emphatic
27678	personal
relative
27681	personal
coordinating
accusative
personal
negative
27687	personal
personal
resumption
accusative
27695	proper
27697	personal
resumption
emphatic
certainty
27705	personal
coordinating
27708	personal
27710	relative
27712	personal
coordinating
27715	personal
inceptive
27718	personal
27720	personal
resumption
negative
27726	proper
resumption
emphatic
certainty
27731	personal
27736	resumption
conditional
27741	personal
27743	personal
resumption
conditional
27747	personal
subordinating
27754	coordinating
27759	coordinating
27761	personal
27764	coordinating
conditional
27767	proper
emphatic
27770	personal
27774	resumption
negative
27777	emphatic
27781	accusative
preventive
27784	relative
27786	personal
resumption
27791	personal
proper
coordinating
27795	personal
27797	personal
resumption
27800	personal
exhortation
27804	personal
27808	personal
27810	accusative
proper
27814	subordinating
27817	resumption
accusative
27820	personal
negative
27823	personal
resumption
negative
27831	coordinating
negative
27837	personal
restriction
27841	personal
negative
27844	personal
27850	coordinating
27853	personal
27855	personal
resumption
relative
27859	personal
27862	personal
27864	coordinating
27869	conditional
27871	proper
27873	personal
coordinating
conditional
27878	personal
27883	interrogative
27885	personal
personal
conditional
27889	personal
27891	proper
coordinating
27894	personal
27897	interrogative
27899	proper
27901	personal
conditional
27904	personal
27906	retraction
personal
27909	personal
coordinating
27912	relative
27914	personal
27916	personal
conditional
27919	coordinating
27921	personal
relative
27924	personal
resumption
emphatic
certainty
27929	personal
27934	personal
coordinating
27937	personal
personal
27942	coordinating
27945	accusative
personal
27948	personal
resumption
exhortation
time
27953	personal
27955	personal
27957	personal
resumption
amendment
27962	personal
coordinating
27966	personal
27968	proper
relative
27971	personal
27973	personal
resumption
time
27977	personal
relative
27980	personal
27982	personal
27984	personal
27986	personal
27990	inceptive
time
27993	personal
27995	relative
27997	personal
27999	personal
personal
28002	resumption
surprise
personal
28006	resumption
28011	relative
28013	personal
resumption
28018	proper
28023	interrogative
28025	personal
conditional
28028	proper
28030	personal
coordinating
28033	personal
coordinating
28038	personal
interrogative
28042	proper
28044	personal
28046	personal
28048	interrogative
28052	coordinating
personal
28055	personal
28057	interrogative
28059	personal
personal
conditional
28063	personal
28065	proper
28067	coordinating
28069	interrogative
28071	restriction
28076	coordinating
negative
28081	restriction
28083	coordinating
28085	resumption
conditional
28088	coordinating
28090	result
negative
28094	personal
coordinating
negative
personal
28099	personal
coordinating
relative
28103	personal
28106	personal
28108	personal
28112	relative
28114	personal
28116	personal
28118	negative
28121	personal
location
personal
28125	proper
coordinating
negative
28131	coordinating
negative
28135	personal
accusative
personal
28139	negative
28141	restriction
relative
28145	personal
28147	interrogative
28151	coordinating
28154	interrogative
supplemental
negative
28158	personal
coordinating
28162	personal
relative
28165	personal
subordinating
28168	personal
28171	personal
28174	personal
28177	personal
28179	coordinating
negative
28182	accusative
personal
28185	personal
resumption
prohibition
28189	relative
28191	personal
28193	personal
28197	coordinating
28201	personal
28203	personal
negative
28206	personal
28209	personal
28212	coordinating
negative
28216	personal
28218	personal
28221	cause
28223	personal
coordinating
28229	resumption
28231	demonstrative
28233	personal
28235	personal
28238	purpose
28240	personal
interrogative
demonstrative
28244	proper
28246	personal
28249	personal
interrogative
28252	proper
28258	resumption
time
28261	personal
relative
28264	personal
28267	personal
result
28272	personal
28275	personal
28278	personal
28281	accusative
personal
conditional
28286	personal
28290	coordinating
28294	personal
coordinating
28297	result
accusative
personal
28302	resumption
28304	demonstrative
28308	coordinating
purpose
28315	accusative
personal
28318	personal
subordinating
28321	relative
28323	personal
28326	proper
28328	negative
28331	personal
certainty
28334	personal
answer
resumption
negative
personal
28343	accusative
personal
28349	personal
coordinating
28352	personal
28354	personal
negative
location
personal
relative
28360	personal
28362	personal
negative
28366	restriction
28368	proper
28372	resumption
personal
28378	conditional
accusative
location
personal
relative
28384	personal
28386	personal
emphatic
28391	location
personal
coordinating
location
personal
resumption
proper
28402	resumption
location
personal
28408	negative
28410	personal
restriction
personal
coordinating
28415	relative
28419	coordinating
28422	coordinating
negative
28427	restriction
28429	personal
coordinating
negative
28437	coordinating
negative
28440	coordinating
negative
28443	restriction
28447	coordinating
personal
relative
28451	personal
28455	coordinating
28457	relative
28459	personal
28463	coordinating
28465	personal
28467	personal
purpose
28472	coordinating
28474	personal
28476	personal
coordinating
28479	personal
28481	relative
28483	personal
28485	personal
coordinating
personal
28490	location
28492	personal
resumption
28496	personal
28498	inceptive
time
28502	personal
28506	personal
28508	personal
circumstantial
personal
negative
28513	personal
coordinating
28516	personal
28518	proper
28520	personal
28523	inceptive
28525	personal
28528	resumption
personal
28534	interrogative
28536	personal
28541	coordinating
28545	personal
personal
28548	coordinating
28550	emphatic
conditional
28553	personal
28555	demonstrative
emphatic
28558	emphatic
28563	proper
28565	personal
28567	personal
coordinating
28572	coordinating
personal
28575	personal
28577	personal
28581	subordinating
28584	personal
28588	personal
coordinating
28593	personal
coordinating
28596	personal
28598	coordinating
28601	personal
28605	interrogative
28609	accusative
personal
28612	personal
resumption
28616	personal
28618	personal
circumstantial
personal
28625	personal
28627	personal
28634	resumption
future
28637	personal
resumption
time
28641	personal
relative
28644	personal
28647	personal
result
28651	personal
28654	personal
28658	personal
coordinating
conditional
supplemental
28663	emphatic
personal
28666	proper
result
prohibition
28670	time
28673	location
28678	resumption
negative
28681	relative
28683	personal
28686	personal
28689	resumption
amendment
28692	accusative
personal
28695	personal
resumption
28698	relative
28700	personal
28702	personal
28704	coordinating
28706	coordinating
28708	personal
28713	coordinating
28716	personal
subordinating
28721	relative
28725	personal
28728	proper
28730	coordinating
negative
28733	resumption
conditional
28738	negative
28741	personal
demonstrative
relative
28745	personal
28747	relative
28749	personal
28751	personal
28755	coordinating
28759	relative
28761	personal
28763	personal
28765	interrogative
28769	proper
relative
negative
28773	personal
coordinating
negative
28777	personal
coordinating
28782	personal
time
time
28786	personal
proper
28789	relative
28791	personal
28793	proper
28799	personal
28802	personal
personal
28808	personal
28810	accusative
28812	proper
personal
28816	coordinating
28818	personal
purpose
28825	coordinating
subordinating
28828	personal
28831	coordinating
28833	personal
personal
resumption
personal
relative
28839	personal
28841	personal
coordinating
personal
relative
28848	coordinating
28854	coordinating
time
28858	resumption
28861	personal
28864	resumption
28866	personal
28869	time
28877	coordinating
28880	resumption
personal
28886	resumption
time
28889	proper
28892	personal
proper
interrogative
28898	accusative
personal
28901	personal
coordinating
28904	personal
28908	resumption
28910	demonstrative
28912	proper
28916	coordinating
28919	coordinating
purpose
28925	coordinating
time
28929	personal
28935	demonstrative
28937	personal
coordinating
time
28942	negative
28946	coordinating
time
28953	demonstrative
28955	personal
coordinating
time
28960	emphatic
conditional
negative
28964	personal
28966	personal
emphatic
28969	emphatic
28975	coordinating
time
28982	demonstrative
28984	personal
demonstrative
28987	coordinating
time
28991	vocative
28993	personal
accusative
personal
28998	relative
29000	personal
accusative
personal
29004	personal
29006	personal
29008	relative
29012	coordinating
29016	resumption
negative
personal
29022	resumption
29024	personal
29026	personal
29028	interrogative
29030	personal
personal
29033	proper
circumstantial
certainty
29037	personal
coordinating
negative
29041	relative
29043	personal
29045	personal
exceptive
subordinating
29050	personal
29054	personal
29058	interrogative
supplemental
negative
29062	personal
resumption
interrogative
29066	relative
29068	personal
coordinating
negative
29072	personal
accusative
personal
29076	personal
29078	proper
relative
negative
29083	personal
29085	personal
29087	resumption
interrogative
29095	conditional
29097	personal
29099	personal
relative
29102	personal
coordinating
negative
29106	personal
29108	personal
29111	demonstrative
29113	personal
29116	coordinating
personal
29119	resumption
demonstrative
29122	personal
29124	personal
personal
proper
29129	personal
29132	relative
29134	accusative
29136	personal
29139	coordinating
29141	personal
29143	personal
proper
coordinating
proper
29149	personal
coordinating
proper
29153	personal
29156	coordinating
29159	personal
proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
proper
coordinating
29173	demonstrative
29177	coordinating
proper
coordinating
proper
coordinating
proper
coordinating
proper
29189	coordinating
proper
coordinating
29193	proper
coordinating
proper
coordinating
proper
coordinating
29201	personal
29205	coordinating
29208	personal
coordinating
29211	personal
coordinating
29214	personal
coordinating
29217	personal
personal
coordinating
29221	personal
personal
29226	demonstrative
29228	proper
29231	personal
relative
29236	personal
resumption
conditional
29240	personal
emphatic
29244	personal
relative
29247	personal
29249	personal
demonstrative
relative
29253	personal
personal
29257	coordinating
29260	coordinating
29263	resumption
conditional
29267	personal
demonstrative
result
certainty
29272	personal
29274	personal
29277	personal
29279	personal
29282	demonstrative
relative
29285	proper
resumption
29289	personal
29292	negative
29294	personal
29296	personal
29298	negative
personal
restriction
29305	resumption
negative
29308	personal
proper
29312	personal
time
29315	personal
negative
29318	proper
29324	interrogative
29328	relative
29331	personal
proper
29334	coordinating
29340	personal
personal
29344	personal
personal
coordinating
29348	personal
29350	resumption
29352	personal
relative
negative
29356	personal
personal
coordinating
negative
29361	personal
29363	proper
coordinating
29366	personal
29369	personal
29371	personal
resumption
demonstrative
29376	personal
personal
29380	relative
location
29383	personal
coordinating
purpose
29390	coordinating
relative
location
personal
resumption
relative
29397	personal
29402	personal
29404	personal
coordinating
personal
29409	personal
29411	personal
resumption
interrogative
29416	relative
29419	proper
29421	coordinating
29425	personal
coordinating
negative
29430	personal
29432	coordinating
interrogative
29435	future
29438	relative
29440	proper
resumption
conditional
29444	time
29451	circumstantial
29456	personal
29458	personal
29460	personal
29462	time
29464	personal
29469	relative
29471	personal
29473	personal
29475	proper
29479	coordinating
29481	personal
29484	personal
29486	personal
coordinating
emphatic
certainty
29491	personal
personal
29495	subordinating
29497	personal
personal
time
29501	coordinating
29503	personal
relative
29506	personal
personal
location
29510	personal
coordinating
negative
29514	location
personal
29517	personal
relative
29520	personal
accusative
personal
29524	personal
29526	emphatic
certainty
29529	location
personal
coordinating
29534	personal
relative
29537	personal
29539	personal
accusative
proper
29545	coordinating
29554	coordinating
29561	demonstrative
proper
resumption
interrogative
29566	personal
29570	coordinating
29575	coordinating
29578	coordinating
29582	demonstrative
29588	coordinating
personal
relative
29593	personal
29596	purpose
29598	personal
29600	personal
29605	coordinating
29608	certainty
29610	personal
29616	personal
coordinating
personal
relative
29621	personal
29625	resumption
29627	coordinating
29629	certainty
29631	personal
29637	personal
coordinating
personal
relative
29646	coordinating
29648	personal
29650	personal
29654	coordinating
29656	personal
29658	personal
29662	personal
29665	resumption
29671	personal
29674	coordinating
29678	coordinating
29681	coordinating
29685	coordinating
29689	personal
29692	personal
time
29695	coordinating
29697	personal
accusative
29700	demonstrative
emphatic
29706	personal
coordinating
29709	personal
29711	proper
29715	circumstantial
29717	personal
coordinating
29720	personal
29722	personal
29724	coordinating
29730	personal
coordinating
29734	relative
29736	personal
29740	coordinating
29743	interrogative
29746	personal
29748	coordinating
negative
29752	personal
29754	resumption
29758	resumption
personal
29764	demonstrative
proper
29767	personal
negative
29770	exceptive
personal
29775	resumption
29777	personal
personal
coordinating
personal
29785	negative
29787	personal
29790	resumption
personal
29795	resumption
personal
29801	certainty
29803	personal
29807	personal
resumption
conditional
29811	result
29814	personal
coordinating
conditional
29818	result
29820	personal
resumption
negative
personal
29825	personal
29828	coordinating
29830	demonstrative
29834	coordinating
purpose
29837	personal
29839	personal
coordinating
purpose
29843	personal
29847	personal
29849	relative
29852	personal
29855	personal
negative
29858	exceptive
personal
coordinating
29865	resumption
conditional
29868	proper
negative
29871	personal
coordinating
negative
29875	personal
personal
29878	personal
29880	coordinating
negative
personal
29884	personal
29887	resumption
prohibition
29890	personal
relative
29893	personal
29896	proper
cause
29899	personal
proper
29906	demonstrative
29908	personal
29913	personal
coordinating
29917	personal
29919	personal
resumption
29922	personal
29924	relative
29926	personal
29928	personal
resumption
29931	personal
29933	proper
29936	personal
emphatic
conditional
29940	personal
29942	emphatic
29944	emphatic
29946	personal
29948	accusative
preventive
29952	location
proper
coordinating
interrogative
29957	personal
accusative
personal
time
29962	negative
29964	personal
coordinating
29968	personal
coordinating
29971	personal
29973	subordinating
negative
29976	personal
29978	personal
time
29981	coordinating
29983	personal
29986	personal
29988	personal
resumption
conditional
accusative
personal
29994	personal
29996	personal
29999	coordinating
30001	personal
30004	coordinating
30006	personal
30008	personal
30012	negative
30014	personal
purpose
30017	personal
exceptive
subordinating
30021	proper
coordinating
accusative
30025	personal
30027	personal
coordinating
30030	demonstrative
30032	personal
30040	coordinating
30045	personal
30052	resumption
conditional
30056	personal
negative
30059	personal
personal
resumption
30063	personal
coordinating
relative
30067	personal
coordinating
purpose
30072	personal
30074	relative
negative
30077	personal
30081	coordinating
purpose
30084	personal
personal
coordinating
purpose
30089	personal
relative
personal
30093	interrogative
supplemental
30096	proper
30099	resumption
personal
relative
30104	personal
30108	resumption
relative
30111	personal
personal
30116	personal
accusative
personal
30122	personal
30126	resumption
negative
30129	emphatic
30133	resumption
30137	personal
30139	coordinating
30141	negative
30145	personal
resumption
personal
30152	coordinating
conditional
30156	relative
30161	personal
personal
30165	proper
negative
30168	personal
exceptive
30172	coordinating
negative
personal
restriction
30177	personal
accusative
30180	personal
personal
30183	relative
30187	personal
coordinating
personal
30194	resumption
30196	personal
30198	relative
30201	proper
30203	personal
conditional
30206	personal
30209	personal
30211	resumption
interrogative
30214	personal
subordinating
negative
30218	personal
30220	relative
30223	proper
30225	personal
coordinating
certainty
30230	personal
relative
30234	personal
exceptive
relative
30238	personal
30240	personal
coordinating
accusative
30244	emphatic
30246	personal
30249	personal
30253	accusative
30255	personal
personal
30261	resumption
30263	personal
30267	coordinating
30269	personal
accusative
relative
30273	personal
30276	future
30278	personal
30280	relative
30282	personal
30284	personal
resumption
prohibition
30288	personal
30290	relative
negative
30294	proper
30296	personal
resumption
accusative
personal
emphatic
30302	coordinating
accusative
30305	proper
emphatic
30308	personal
30311	personal
purpose
30314	personal
personal
resumption
conditional
30319	personal
personal
accusative
personal
emphatic
30325	interrogative
supplemental
relative
30330	resumption
30332	personal
personal
coordinating
30336	personal
30338	personal
30342	personal
30347	relative
30349	personal
30357	personal
30359	demonstrative
30364	relative
30366	personal
30368	personal
coordinating
30371	demonstrative
30373	personal
30379	personal
purpose
30382	personal
30384	personal
coordinating
negative
30388	personal
restriction
30392	personal
coordinating
negative
30396	personal
coordinating
time
30400	personal
30403	personal
negative
30409	relative
30412	proper
proper
30415	location
30418	personal
future
30421	relative
30423	personal
30425	location
proper
coordinating
30431	relative
30433	personal
30435	personal
resumption
conditional
30439	proper
subordinating
30442	personal
30445	personal
30448	proper
coordinating
conditional
30452	subordinating
30454	personal
30457	personal
30460	accusative
preventive
30467	demonstrative
30469	proper
30473	relative
negative
30476	personal
coordinating
demonstrative
30481	personal
30483	certainty
30485	personal
30491	personal
30493	personal
30497	location
30499	personal
coordinating
personal
30503	personal
30505	relative
30507	personal
30509	personal
coordinating
time
30513	personal
30515	vocative
30519	certainty
30521	personal
30525	coordinating
30528	personal
30533	personal
30536	personal
30539	coordinating
30541	personal
30543	personal
relative
30546	personal
30548	personal
30553	personal
30556	personal
exceptive
relative
30560	proper
accusative
30563	personal
30566	coordinating
30568	demonstrative
30575	relative
30577	personal
30579	personal
vocative
30584	coordinating
30587	interrogative
negative
30590	personal
30593	personal
30595	personal
30597	personal
30599	personal
coordinating
30602	personal
personal
30606	personal
demonstrative
30609	personal
30611	personal
30614	personal
coordinating
30617	personal
30622	coordinating
30624	personal
30627	personal
accusative
personal
30631	personal
30633	demonstrative
subordinating
negative
30638	personal
30644	circumstantial
30646	personal
30648	resumption
30653	relative
30655	personal
coordinating
negative
30659	personal
30663	relative
30665	personal
coordinating
30668	personal
30674	conditional
30677	personal
coordinating
30682	personal
relative
30686	subordinating
30688	personal
30693	accusative
relative
30696	personal
emphatic
30699	resumption
negative
personal
30705	vocative
30707	personal
30709	personal
30712	personal
accusative
personal
30716	resumption
future
30719	personal
relative
30723	personal
30727	accusative
personal
negative
30733	resumption
30735	personal
30737	proper
30739	relative
30744	coordinating
30748	coordinating
30750	personal
demonstrative
30753	proper
30756	personal
coordinating
demonstrative
30761	personal
resumption
relative
30767	personal
supplemental
negative
30772	proper
coordinating
relative
30777	proper
supplemental
personal
30783	personal
30785	relative
30787	personal
coordinating
30790	demonstrative
30799	personal
30801	personal
purpose
30804	personal
personal
coordinating
purpose
30809	personal
30811	personal
30813	personal
resumption
conditional
30817	proper
negative
30820	personal
personal
resumption
30824	personal
coordinating
relative
30828	personal
coordinating
30831	personal
demonstrative
30834	coordinating
30837	negative
30839	personal
restriction
relative
30845	personal
coordinating
30850	personal
coordinating
30853	negative
30855	personal
30857	proper
30859	personal
30862	personal
future
30865	personal
30867	relative
30869	personal
30871	personal
coordinating
30874	personal
relative
30878	demonstrative
30884	personal
coordinating
30889	personal
coordinating
conditional
30894	result
personal
30897	personal
30899	future
30901	personal
30903	personal
accusative
personal
30908	certainty
30910	relative
30912	personal
30914	personal
30919	coordinating
30921	personal
relative
30924	personal
proper
30928	proper
certainty
30931	personal
resumption
negative
30935	personal
30937	coordinating
personal
relative
30943	coordinating
30946	coordinating
30949	coordinating
30954	personal
coordinating
30958	coordinating
30962	coordinating
30966	personal
30969	personal
time
30972	coordinating
30974	personal
30976	personal
time
30979	personal
coordinating
prohibition
30983	personal
accusative
personal
negative
30990	coordinating
30995	coordinating
30998	personal
31000	relative
31002	personal
proper
coordinating
prohibition
31007	personal
31010	proper
accusative
personal
31014	personal
31023	coordinating
31029	interrogative
31033	coordinating
31036	coordinating
relative
31040	personal
31045	personal
personal
31049	conditional
31051	personal
31053	coordinating
31058	coordinating
31064	interrogative
31068	coordinating
31071	coordinating
relative
31075	personal
31079	coordinating
31081	personal
31083	time
31085	personal
proper
31088	demonstrative
resumption
interrogative
31093	relative
31096	proper
31098	purpose
31105	accusative
proper
negative
31114	negative
31117	relative
31120	personal
31125	personal
exceptive
subordinating
31130	coordinating
31133	coordinating
31136	resumption
accusative
personal
31140	coordinating
31145	proper
31147	personal
resumption
conditional
31153	coordinating
negative
31156	result
accusative
31159	personal
31162	coordinating
31164	relative
31166	personal
31168	personal
31172	coordinating
31176	coordinating
31180	personal
31182	personal
31184	personal
exceptive
relative
31189	personal
coordinating
31193	coordinating
relative
31198	demonstrative
31200	personal
personal
31204	personal
resumption
accusative
personal
emphatic
31210	resumption
conditional
31213	personal
personal
result
31218	personal
31222	resumption
negative
31226	personal
31232	future
31234	relative
31236	personal
conditional
31239	proper
negative
31242	personal
coordinating
negative
31246	personal
coordinating
negative
31250	personal
31254	demonstrative
31256	relative
31259	personal
inceptive
31262	personal
31264	personal
31266	interrogative
location
personal
31271	cause
31273	personal
personal
31276	personal
negative
31279	personal
exceptive
31283	coordinating
negative
personal
restriction
31288	personal
31290	supplemental
31292	proper
31297	resumption
conditional
31300	emphatic
31302	personal
31305	vocative
31308	personal
relative
31311	personal
accusative
proper
31315	demonstrative
resumption
conditional
31319	personal
result
prohibition
31323	location
personal
coordinating
prohibition
31329	relative
31331	personal
31334	personal
coordinating
relative
negative
31339	personal
31343	resumption
personal
31347	personal
31349	personal
31352	personal
31354	relative
31357	personal
31359	personal
interpretation
prohibition
31363	personal
31365	personal
31367	coordinating
31372	coordinating
prohibition
31375	personal
31377	personal
31380	personal
31382	personal
coordinating
personal
coordinating
prohibition
31388	personal
31391	relative
31394	personal
coordinating
relative
31398	coordinating
prohibition
31401	personal
31404	relative
31406	proper
exceptive
31411	demonstrative
31413	personal
31415	personal
accusative
personal
31419	personal
coordinating
prohibition
31423	personal
31427	restriction
31429	relative
personal
31435	personal
coordinating
31438	personal
31441	coordinating
31447	negative
31450	exceptive
31452	personal
resumption
time
31456	personal
result
31459	personal
circumstantial
conditional
31465	coordinating
31468	proper
31470	personal
demonstrative
31473	personal
31475	personal
accusative
personal
31479	personal
coordinating
accusative
demonstrative
31484	personal
31486	cause
31488	personal
personal
coordinating
prohibition
31493	personal
31496	cause
31499	personal
31502	personal
demonstrative
31505	personal
31507	personal
accusative
personal
31511	personal
coordinating
31514	personal
proper
31520	relative
31522	coordinating
31527	coordinating
31529	coordinating
31531	accusative
personal
31536	personal
31538	personal
resumption
demonstrative
31543	personal
personal
31546	resumption
31548	personal
personal
coordinating
31552	personal
accusative
personal
31556	personal
subordinating
31559	personal
accusative
preventive
31569	personal
coordinating
conditional
31573	personal
31576	personal
emphatic
31579	coordinating
31581	personal
conditional
accusative
personal
31587	personal
31590	emphatic
31592	personal
31595	personal
result
certainty
31599	personal
31603	personal
coordinating
31606	coordinating
31608	resumption
interrogative
31612	relative
31616	proper
coordinating
31620	personal
future
31623	relative
31625	personal
31628	personal
31633	relative
31635	personal
31637	personal
interrogative
31640	personal
restriction
subordinating
31644	personal
31647	coordinating
31650	personal
coordinating
31656	personal
time
31662	personal
negative
31667	personal
negative
31673	coordinating
31677	personal
31681	personal
accusative
personal
31685	accusative
relative
31688	personal
31690	personal
coordinating
31693	personal
31696	personal
31698	personal
31701	accusative
preventive
31704	personal
31706	proper
coordinating
31709	personal
31711	relative
31713	personal
31715	personal
conditional
31721	result
31723	personal
31726	personal
coordinating
conditional
31733	result
negative
31736	restriction
31738	personal
circumstantial
personal
negative
31743	personal
31745	accusative
personal
31748	personal
31750	personal
31757	proper
31759	circumstantial
negative
31766	accusative
31768	personal
coordinating
31771	personal
coordinating
31774	personal
coordinating
31777	personal
31779	proper
31783	negative
31786	personal
resumption
31789	demonstrative
31791	personal
resumption
personal
31796	proper
31798	interrogative
31800	proper
31803	resumption
personal
31808	coordinating
negative
31813	exceptive
31815	personal
coordinating
negative
31822	coordinating
31825	personal
31827	personal
resumption
31830	personal
31832	relative
31834	personal
31836	personal
31838	personal
coordinating
personal
relative
31843	personal
31847	coordinating
31850	personal
location
31854	purpose
31856	personal
31858	relative
31860	personal
accusative
31863	personal
31867	coordinating
accusative
personal
emphatic
31877	personal
resumption
prohibition
31883	personal
31886	personal
purpose
31890	personal
coordinating
31897	personal
relative
31901	personal
31904	personal
coordinating
prohibition
31908	personal
31911	personal
31914	supplemental
31916	personal
resumption
31922	personal
personal
coordinating
31926	personal
31928	personal
31930	coordinating
personal
31933	coordinating
negative
31937	personal
time
31940	personal
31942	personal
restriction
subordinating
31946	personal
accusative
personal
31950	personal
31952	resumption
emphatic
31955	emphatic
relative
31959	personal
coordinating
emphatic
31963	emphatic
31966	coordinating
emphatic
31969	emphatic
31971	personal
31974	resumption
negative
31977	personal
31979	coordinating
31982	time
31985	resumption
conditional
31989	personal
result
demonstrative
personal
31995	coordinating
conditional
31999	personal
result
demonstrative
relative
32004	personal
32006	personal
32008	relative
32010	personal
32013	personal
32015	personal
resumption
emphatic
certainty
32020	personal
personal
32025	coordinating
32027	personal
32029	personal
32031	personal
32034	supplemental
32036	personal
coordinating
emphatic
certainty
32041	personal
personal
coordinating
32045	personal
personal
coordinating
32049	personal
32054	personal
32056	proper
resumption
32059	personal
exceptive
proper
negative
32068	interrogative
32070	personal
subordinating
negative
32074	time
32076	personal
personal
32079	personal
32082	personal
32084	personal
personal
32088	coordinating
32090	personal
personal
32095	supplemental
32098	personal
resumption
negative
32103	personal
subordinating
32107	personal
resumption
32110	accusative
personal
32117	personal
32121	personal
32123	accusative
personal
32129	resumption
32131	relative
32133	personal
personal
emphatic
32137	emphatic
32139	personal
32141	personal
32144	coordinating
emphatic
32147	personal
32151	personal
coordinating
32155	personal
coordinating
32159	personal
coordinating
32163	personal
coordinating
negative
32168	personal
32173	personal
32176	emphatic
conditional
32179	personal
32181	personal
emphatic
32184	emphatic
proper
32187	personal
32189	coordinating
vocative
proper
32193	personal
coordinating
32196	personal
32198	proper
coordinating
32201	personal
32205	personal
coordinating
prohibition
32209	personal
demonstrative
32213	cause
32215	personal
32219	resumption
32222	personal
32224	proper
purpose
32228	personal
relative
32232	personal
32235	personal
coordinating
32238	negative
32240	personal
32242	personal
32244	demonstrative
32247	restriction
subordinating
32250	personal
32252	coordinating
32254	personal
32258	coordinating
32260	personal
accusative
personal
32264	personal
emphatic
32269	coordinating
32271	personal
32274	resumption
time
32277	personal
32282	personal
32284	personal
coordinating
32287	personal
32289	personal
32291	personal
32295	proper
resumption
32298	personal
32300	personal
interrogative
negative
32304	personal
32306	demonstrative
32309	coordinating
32312	personal
accusative
32315	proper
32317	personal
32321	personal
32323	personal
32325	personal
32327	personal
coordinating
conditional
negative
32333	personal
coordinating
32336	personal
emphatic
32339	emphatic
32345	personal
32347	personal
32351	coordinating
32353	personal
32358	coordinating
32364	personal
32366	personal
coordinating
32369	personal
32371	personal
coordinating
32374	personal
32376	personal
vocative
32379	proper
certainty
32382	personal
32384	personal
32388	personal
coordinating
32391	resumption
32395	demonstrative
32397	demonstrative
32400	proper
accusative
personal
32404	personal
vocative
32407	proper
negative
32410	emphatic
personal
32413	proper
32415	subordinating
32418	personal
32421	proper
32424	personal
32426	personal
purpose
32429	personal
32431	personal
accusative
personal
32435	personal
personal
coordinating
32439	personal
32442	negative
32444	personal
personal
accusative
personal
32449	personal
32451	proper
32454	relative
negative
32457	personal
resumption
time
32461	personal
32464	personal
32466	personal
32468	personal
32470	personal
resumption
proper
32474	personal
32476	personal
32478	accusative
proper
negative
32485	interrogative
32487	personal
32489	proper
relative
negative
32493	personal
32497	personal
32501	coordinating
32503	personal
32505	personal
location
32509	coordinating
32511	personal
personal
32515	personal
32519	subordinating
32521	personal
32523	personal
32526	coordinating
32530	personal
32533	accusative
personal
32536	personal
32538	proper
32542	proper
circumstantial
32545	personal
accusative
personal
32549	vocative
32551	proper
32553	personal
32555	personal
location
32559	coordinating
32561	personal
coordinating
32564	personal
coordinating
prohibition
32568	personal
accusative
personal
negative
32576	interrogative
32579	proper
relative
32584	personal
coordinating
32592	personal
32594	relative
32596	personal
32603	time
32607	demonstrative
32614	personal
32616	accusative
preventive
32620	personal
32623	relative
32626	personal
coordinating
relative
32630	coordinating
32633	coordinating
32640	coordinating
subordinating
32643	personal
32645	proper
relative
negative
32650	personal
32652	coordinating
subordinating
32655	personal
32657	proper
relative
negative
32661	personal
resumption
32667	resumption
time
32671	personal
negative
32674	personal
time
coordinating
negative
32679	personal
vocative
32682	proper
conditional
supplemental
32686	emphatic
personal
32690	personal
32692	personal
32694	personal
32696	personal
result
conditional
32700	coordinating
32702	result
negative
32706	personal
coordinating
negative
personal
32711	personal
resumption
relative
32715	personal
32718	personal
coordinating
32721	personal
32723	personal
demonstrative
32728	personal
32730	personal
32732	resumption
interrogative
32736	relative
32739	proper
32741	coordinating
32745	personal
demonstrative
32748	personal
32750	personal
32754	inceptive
time
32757	personal
32759	personal
32761	personal
personal
32764	personal
interrogative
relative
32768	personal
32770	personal
32773	proper
32775	personal
32777	personal
32779	personal
coordinating
32782	personal
32785	personal
accusative
personal
32789	personal
32793	personal
32796	certainty
32800	personal
32804	coordinating
32810	time
32815	personal
inceptive
time
32819	personal
32821	personal
32825	personal
32828	personal
32830	personal
demonstrative
32833	personal
personal
resumption
32837	personal
32847	resumption
amendment
negative
32851	personal
coordinating
32855	personal
32858	personal
coordinating
negative
32863	personal
32865	personal
32868	resumption
32870	personal
32874	relative
32876	personal
32878	personal
accusative
relative
32882	personal
32885	personal
coordinating
32888	personal
32890	personal
negative
32894	personal
32898	coordinating
negative
32901	personal
32903	proper
32912	resumption
32914	demonstrative
32919	personal
32921	proper
32923	coordinating
32926	personal
32928	resumption
32930	demonstrative
32934	coordinating
relative
32937	personal
coordinating
32940	personal
32943	negative
32946	exceptive
32948	personal
demonstrative
32952	proper
personal
32955	personal
32957	resumption
32959	personal
relative
32963	personal
32969	personal
32972	coordinating
32974	personal
32978	proper
relative
32981	personal
32983	demonstrative
coordinating
negative
32987	personal
purpose
32990	conditional
subordinating
32993	personal
proper
emphatic
certainty
33000	personal
33004	coordinating
33006	personal
interpretation
demonstrative
33010	proper
33012	personal
personal
33015	relative
33017	personal
33019	personal
coordinating
33024	proper
33028	interpretation
certainty
33031	personal
relative
33034	personal
33036	personal
33038	resumption
interrogative
33041	personal
relative
33045	personal
33048	personal
answer
resumption
33053	location
personal
interpretation
33057	proper
33061	relative
33063	personal
33066	proper
coordinating
33069	personal
personal
33072	resumption
personal
33078	resumption
location
personal
33082	coordinating
33088	personal
33092	personal
coordinating
33095	personal
33098	proper
interpretation
33102	personal
negative
33105	personal
personal
circumstantial
personal
33110	personal
resumption
time
33115	personal
location
33121	personal
33123	personal
prohibition
33126	personal
location
33132	coordinating
33139	personal
personal
33143	personal
33145	personal
negative
33149	personal
33151	personal
coordinating
relative
33155	personal
33157	personal
interrogative
demonstrative
relative
33162	personal
negative
33165	personal
proper
33170	personal
33172	proper
negative
33176	personal
coordinating
negative
personal
33181	personal
coordinating
33189	proper
interpretation
33192	personal
33194	personal
33198	coordinating
33200	relative
33202	personal
proper
33205	personal
accusative
proper
33209	personal
33213	relative
33215	personal
33217	personal
33219	coordinating
33221	coordinating
33223	personal
33228	resumption
33230	time
33232	personal
33234	subordinating
33236	personal
33239	personal
demonstrative
coordinating
relative
33244	personal
33247	personal
33249	personal
resumption
emphatic
certainty
33254	personal
personal
33259	personal
personal
33264	coordinating
33269	personal
interrogative
33272	personal
restriction
33275	personal
time
33279	personal
33281	relative
33283	personal
personal
33287	certainty
33291	personal
33295	resumption
interrogative
33298	personal
33301	cause
33303	personal
33305	personal
coordinating
33308	cause
33311	relative
33313	personal
33315	certainty
33317	personal
33319	personal
coordinating
33323	personal
relative
33326	personal
33328	personal
accusative
33331	personal
proper
relative
33337	coordinating
33343	coordinating
33354	personal
33356	coordinating
33359	coordinating
33362	coordinating
33368	personal
inceptive
33371	personal
33374	coordinating
33378	proper
33383	personal
33385	personal
33387	coordinating
33389	accusative
personal
negative
33395	coordinating
prohibition
33398	personal
33402	time
33404	personal
coordinating
33407	personal
personal
33410	coordinating
33412	accusative
33414	proper
33419	resumption
personal
relative
33426	location
33429	personal
inceptive
time
33436	personal
personal
33441	coordinating
33443	personal
33445	personal
33448	coordinating
33450	personal
33452	personal
33458	demonstrative
33462	accusative
personal
33465	personal
resumption
33473	personal
33477	personal
coordinating
relative
33481	negative
33483	restriction
33486	demonstrative
33493	personal
emphatic
certainty
33497	personal
proper
33501	personal
coordinating
33504	vocative
33506	personal
33508	personal
proper
negative
33512	personal
33516	personal
accusative
personal
33521	personal
33530	personal
accusative
personal
emphatic
33535	personal
33540	vocative
33542	personal
33545	personal
33547	resumption
accusative
personal
33556	personal
33559	personal
coordinating
33563	personal
resumption
33567	proper
relative
negative
33571	personal
interrogative
coordinating
33575	personal
subordinating
33578	personal
33582	personal
33586	personal
purpose
33589	personal
coordinating
purpose
33593	personal
resumption
accusative
personal
33598	personal
resumption
33601	personal
personal
resumption
33605	personal
personal
coordinating
relative
location
personal
33614	coordinating
33616	personal
relative
33619	personal
33622	personal
accusative
personal
33626	personal
33629	coordinating
33631	proper
33633	personal
proper
33636	vocative
33638	personal
33640	personal
proper
negative
33644	personal
33648	personal
interrogative
supplemental
negative
33653	personal
33657	relative
33659	personal
33662	personal
accusative
personal
emphatic
33667	personal
33670	coordinating
accusative
personal
emphatic
33675	personal
33680	vocative
33682	personal
33685	personal
33687	resumption
accusative
personal
33696	personal
33699	personal
resumption
personal
33703	personal
33706	interrogative
coordinating
33709	personal
subordinating
33712	personal
33716	personal
33720	personal
purpose
33723	personal
resumption
33726	personal
time
33729	personal
33734	proper
coordinating
33737	personal
33742	resumption
33744	personal
33746	proper
accusative
personal
33750	personal
33752	personal
interrogative
33755	personal
personal
purpose
33759	proper
33761	personal
coordinating
33764	relative
33768	personal
result
33771	personal
33773	relative
33775	personal
conditional
33778	personal
33783	certainty
33786	personal
33789	personal
33791	coordinating
33793	interrogative
33795	personal
personal
33800	personal
personal
personal
coordinating
33805	personal
negative
33808	proper
33810	personal
33813	resumption
33815	personal
accusative
personal
location
personal
33823	resumption
33825	personal
personal
coordinating
relative
location
personal
33834	personal
coordinating
33837	personal
33839	relative
33841	personal
33844	personal
resumption
negative
33848	personal
33850	coordinating
33852	proper
33854	personal
proper
33857	vocative
33859	personal
33861	personal
proper
negative
33865	personal
33869	personal
certainty
33872	personal
33876	personal
demonstrative
33879	proper
33881	personal
33883	resumption
33885	personal
personal
33890	proper
coordinating
prohibition
33894	personal
personal
33898	cause
33900	personal
33903	coordinating
33905	personal
time
33908	personal
33912	proper
coordinating
33915	personal
33920	personal
33923	personal
33925	coordinating
33927	personal
33931	resumption
33933	personal
33935	proper
coordinating
prohibition
33939	personal
33947	relative
33949	personal
33952	personal
33954	relative
33956	personal
33958	relative
33961	personal
interrogative
33964	personal
accusative
proper
33970	personal
33972	personal
accusative
personal
33976	relative
33979	personal
33982	relative
33984	personal
accusative
personal
33988	relative
33990	personal
33992	personal
33994	resumption
33996	personal
33999	coordinating
34001	personal
34005	personal
coordinating
34008	personal
vocative
proper
34012	personal
34014	relative
34016	personal
conditional
34019	personal
34023	resumption
34025	personal
34028	resumption
34030	personal
34033	personal
34035	resumption
34038	personal
coordinating
34041	vocative
34043	personal
emphatic
certainty
34047	personal
personal
34051	personal
coordinating
34054	personal
34056	personal
resumption
amendment
negative
34061	personal
34064	coordinating
proper
time
34070	personal
interrogative
34073	personal
34076	negative
34078	personal
34080	personal
34086	accusative
personal
emphatic
34090	personal
34098	retraction
personal
34102	resumption
negative
34107	personal
restriction
subordinating
34111	personal
34113	personal
personal
34117	personal
accusative
personal
34122	personal
resumption
34125	personal
personal
coordinating
34129	personal
exceptive
34132	personal
34137	coordinating
34139	personal
34141	personal
34143	resumption
34145	interrogative
34150	coordinating
34152	proper
34154	personal
proper
34157	vocative
34159	personal
34161	personal
proper
negative
34165	personal
34169	personal
certainty
34172	personal
34176	personal
resumption
34179	personal
34182	coordinating
34185	resumption
prohibition
34188	personal
34192	personal
coordinating
prohibition
34196	personal
34200	time
34202	personal
demonstrative
34206	personal
conditional
34209	personal
34211	coordinating
prohibition
34214	personal
34219	personal
coordinating
34222	personal
34225	proper
relative
34229	personal
coordinating
34232	personal
personal
34235	resumption
34237	personal
time
34240	personal
34242	coordinating
34244	personal
coordinating
34247	personal
interrogative
34253	resumption
conditional
34258	personal
34260	personal
34262	relative
34264	personal
34266	personal
coordinating
34269	negative
34271	personal
result
34274	personal
34277	proper
location
personal
resumption
personal
34288	relative
34290	personal
34293	personal
emphatic
34296	emphatic
personal
vocative
proper
coordinating
relative
34303	personal
location
personal
34308	personal
coordinating
emphatic
34312	emphatic
34315	personal
34317	interrogative
circumstantial
conditional
34321	personal
34323	certainty
34325	personal
34327	proper
34329	conditional
34331	personal
34334	personal
time
time
34338	personal
proper
34341	personal
resumption
negative
34346	personal
subordinating
34350	personal
exceptive
subordinating
34354	proper
34356	personal
34359	personal
34364	proper
34366	personal
34368	personal
34370	location
personal
coordinating
location
34375	personal
34379	coordinating
personal
34384	coordinating
34388	relative
34390	personal
34393	personal
emphatic
conditional
34397	personal
proper
accusative
personal
answer
emphatic
34404	resumption
34406	personal
34409	cause
34411	personal
34414	personal
34416	relative
34418	personal
proper
34421	subordinating
negative
34424	personal
34426	personal
relative
34429	personal
proper
34432	personal
personal
34436	resumption
34439	personal
coordinating
34442	vocative
34444	personal
emphatic
certainty
34448	personal
personal
34452	personal
coordinating
34455	personal
34457	personal
resumption
interrogative
34464	resumption
negative
34467	personal
34472	restriction
34474	personal
34476	personal
34480	coordinating
34483	accusative
personal
34486	personal
coordinating
34489	personal
34495	inceptive
34497	personal
coordinating
34500	personal
certainty
34504	personal
34507	coordinating
34510	coordinating
34512	personal
personal
34515	circumstantial
personal
negative
34519	personal
resumption
conditional
accusative
34527	personal
coordinating
34530	personal
emphatic
34533	personal
34535	personal
34540	coordinating
34543	resumption
amendment
34546	personal
cause
34549	personal
personal
34552	relative
34554	personal
34556	personal
interrogative
coordinating
34563	subordinating
34565	personal
34567	personal
time
circumstantial
personal
34572	interrogative
coordinating
34578	subordinating
34580	personal
34582	personal
time
circumstantial
personal
34587	personal
interrogative
coordinating
34591	personal
34593	proper
resumption
negative
34598	proper
restriction
34604	interrogative
coordinating
negative
34609	relative
34611	personal
34617	personal
subordinating
conditional
34622	personal
personal
34626	personal
coordinating
34631	personal
resumption
personal
negative
34636	personal
demonstrative
34642	personal
34645	personal
resumption
emphatic
certainty
34650	personal
34652	personal
34656	resumption
negative
34659	personal
purpose
34662	personal
34664	relative
34666	personal
34670	demonstrative
34672	proper
34677	resumption
negative
34680	personal
34683	personal
34686	resumption
conditional
34689	personal
34691	personal
emphatic
34694	coordinating
34696	personal
34699	personal
proper
34703	personal
34705	proper
coordinating
34708	personal
resumption
34711	personal
34713	personal
resumption
34716	interrogative
34721	coordinating
34723	proper
vocative
proper
accusative
personal
34735	subordinating
negative
34739	proper
restriction
34743	certainty
34745	personal
personal
34751	personal
cause
34754	location
personal
34757	proper
34759	conditional
34761	personal
34763	personal
34766	result
34769	personal
conditional
34772	personal
34776	resumption
34779	personal
coordinating
surprise
personal
34785	resumption
34788	personal
coordinating
surprise
personal
34801	proper
accusative
demonstrative
emphatic
34808	subordinating
34810	personal
34813	personal
resumption
interrogative
34817	personal
34819	personal
34821	personal
coordinating
34824	personal
coordinating
34832	personal
personal
34838	resumption
34842	proper
34844	personal
accusative
34847	personal
emphatic
34850	conditional
34852	personal
personal
34857	answer
coordinating
accusative
personal
emphatic
34866	personal
vocative
proper
explanation
subordinating
34872	coordinating
explanation
subordinating
34876	personal
34881	personal
resumption
time
34885	personal
34887	personal
34891	coordinating
34893	personal
personal
coordinating
34897	personal
34901	coordinating
34903	personal
34905	proper
interpretation
34909	personal
resumption
surprise
personal
34914	relative
34916	personal
resumption
34921	coordinating
34923	relative
34925	personal
34927	personal
resumption
34930	personal
time
coordinating
34934	personal
34936	coordinating
34942	personal
34944	personal
34950	proper
coordinating
proper
34954	proper
34956	personal
34958	personal
time
subordinating
34963	personal
accusative
demonstrative
emphatic
34969	personal
personal
34974	purpose
34976	personal
34978	personal
34980	personal
resumption
future
34984	personal
emphatic
34987	emphatic
34989	personal
coordinating
34992	personal
34995	coordinating
emphatic
34998	emphatic
personal
35002	personal
accusative
personal
35007	personal
35009	resumption
negative
35013	personal
exceptive
subordinating
35017	personal
35021	personal
time
35024	personal
35026	personal
35029	personal
35031	coordinating
35033	personal
35035	resumption
35041	proper
interrogative
35044	proper
coordinating
35047	personal
purpose
35050	personal
35054	coordinating
35056	personal
coordinating
35059	personal
35061	future
35064	personal
coordinating
35068	personal
circumstantial
accusative
personal
location
personal
35076	proper
35079	personal
35081	personal
35083	proper
coordinating
35086	personal
accusative
35091	proper
35093	personal
relative
35098	personal
resumption
35106	personal
35108	personal
35111	subordinating
35113	personal
coordinating
35117	subordinating
35119	personal
personal
35124	personal
subordinating
35128	personal
coordinating
35131	personal
35135	coordinating
35137	interrogative
35139	personal
resumption
emphatic
certainty
35144	personal
35146	proper
35150	coordinating
35155	accusative
personal
35158	personal
resumption
time
35162	personal
35166	personal
35168	personal
demonstrative
coordinating
conditional
35173	personal
35176	personal
35178	proper
coordinating
relative
location
personal
inceptive
accusative
preventive
35187	personal
location
proper
resumption
accusative
35193	personal
negative
35196	personal
coordinating
35199	personal
conditional
35202	personal
35204	personal
35207	purpose
35209	personal
35211	personal
result
negative
personal
35216	personal
35219	resumption
35221	personal
35223	personal
35226	coordinating
35229	coordinating
35232	coordinating
35235	coordinating
35240	resumption
35242	personal
coordinating
35245	personal
35248	resumption
time
35252	personal
35256	personal
vocative
proper
35261	personal
35263	personal
35265	subordinating
35267	location
personal
emphatic
conditional
35272	personal
35274	personal
35277	emphatic
35279	emphatic
35281	personal
coordinating
emphatic
35285	emphatic
location
personal
35289	proper
coordinating
time
35293	personal
35295	personal
35300	personal
35302	personal
surprise
personal
35306	personal
cause
35309	personal
35311	personal
coordinating
35314	personal
personal
35320	accusative
personal
35323	personal
35326	personal
coordinating
35329	personal
35331	personal
35333	coordinating
35335	personal
35338	relative
35340	personal
35342	personal
35346	coordinating
35348	personal
relative
35351	personal
35353	personal
coordinating
35358	personal
35363	proper
35365	subordinating
35367	personal
coordinating
35370	personal
relative
35374	proper
coordinating
35377	personal
coordinating
relative
35381	personal
35383	personal
coordinating
35386	personal
35389	proper
35392	resumption
35394	personal
35398	personal
35402	personal
35404	personal
vocative
proper
35409	personal
35412	subordinating
35414	personal
35417	accusative
personal
35421	personal
accusative
demonstrative
35425	relative
personal
35428	personal
coordinating
35431	relative
35433	personal
35435	personal
35437	interrogative
35439	proper
35441	personal
35443	circumstantial
personal
35446	personal
35450	resumption
time
35453	personal
personal
35457	proper
35459	personal
personal
35465	personal
35467	personal
coordinating
35470	personal
35472	personal
resumption
35475	demonstrative
35479	personal
35481	coordinating
35483	personal
proper
35487	coordinating
35489	personal
personal
35493	resumption
35497	personal
35500	coordinating
35502	proper
35505	personal
proper
35508	personal
35511	personal
coordinating
35514	coordinating
prohibition
35520	resumption
time
35523	proper
35526	personal
coordinating
35529	personal
35531	personal
35534	personal
35536	personal
35539	personal
35541	negative
35543	personal
resumption
amendment
35550	resumption
conditional
35554	personal
result
future
35558	personal
resumption
time
35563	personal
35568	personal
35570	coordinating
35572	proper
35574	resumption
time
35579	personal
35581	personal
35583	personal
coordinating
personal
35590	vocative
proper
accusative
personal
35595	personal
personal
35602	personal
coordinating
35606	personal
resumption
35609	relative
35611	personal
personal
coordinating
35618	resumption
35620	personal
35622	personal
35630	coordinating
35635	coordinating
35637	personal
35640	coordinating
35643	personal
35645	personal
35648	personal
future
35651	personal
35655	future
35659	personal
relative
35662	personal
35670	resumption
conditional
35673	personal
35676	negative
35678	personal
35680	personal
coordinating
conditional
35684	personal
35688	negative
35690	personal
personal
35693	coordinating
conditional
35696	personal
35701	personal
personal
35704	demonstrative
35706	accusative
personal
35709	personal
35712	personal
coordinating
35715	personal
35717	personal
35719	resumption
relative
35722	personal
35725	personal
coordinating
35732	personal
interrogative
35735	personal
restriction
relative
35739	personal
35741	personal
resumption
35745	proper
35748	personal
35751	personal
35755	personal
35757	interrogative
negative
35760	personal
accusative
personal
negative
35765	personal
coordinating
negative
35769	personal
35772	personal
personal
circumstantial
35776	personal
35778	resumption
time
35783	personal
coordinating
35786	personal
accusative
personal
certainty
35791	personal
35793	personal
emphatic
conditional
negative
35798	personal
35800	personal
coordinating
35804	personal
emphatic
35807	emphatic
35811	coordinating
time
35814	proper
35817	personal
35822	relative
35824	personal
personal
35828	personal
interrogative
35831	personal
35834	personal
coordinating
35839	coordinating
35844	personal
35846	personal
35848	personal
35852	personal
accusative
35857	personal
personal
coordinating
35861	personal
35863	personal
personal
resumption
prohibition
35869	personal
35872	coordinating
negative
35875	personal
location
35883	personal
35886	personal
coordinating
35890	personal
coordinating
35893	personal
35896	personal
resumption
personal
35902	accusative
relative
35905	personal
35908	future
35910	personal
35914	personal
coordinating
35922	resumption
35924	demonstrative
35928	resumption
relative
35931	personal
35934	coordinating
35936	personal
35939	personal
coordinating
35942	personal
accusative
35945	personal
35948	personal
emphatic
35952	resumption
time
35956	proper
35962	circumstantial
35965	personal
35967	coordinating
35970	relative
personal
35974	personal
35976	personal
coordinating
35979	proper
35981	personal
35986	personal
resumption
time
35990	personal
35995	personal
conditional
35998	personal
36000	personal
personal
36004	coordinating
personal
interrogative
36008	personal
36010	relative
36015	personal
negative
personal
restriction
36020	personal
36023	personal
relative
36026	coordinating
36028	relative
36030	personal
36032	personal
resumption
36036	personal
coordinating
36039	personal
coordinating
personal
36045	coordinating
36048	personal
36050	demonstrative
36054	coordinating
36058	accusative
personal
36061	personal
36063	personal
36066	personal
36069	personal
relative
36072	coordinating
36074	personal
36078	resumption
future
36081	personal
36083	relative
36085	personal
coordinating
36088	personal
36091	coordinating
relative
personal
36096	personal
36098	personal
relative
36101	personal
36108	relative
36110	personal
personal
36113	location
personal
36117	proper
coordinating
36120	proper
36122	personal
36126	coordinating
36128	personal
36132	coordinating
36135	personal
36138	coordinating
36141	personal
36144	coordinating
36147	personal
36149	personal
coordinating
36153	relative
36156	personal
resumption
relative
36160	personal
36162	personal
coordinating
36165	personal
personal
coordinating
36169	personal
personal
coordinating
36173	personal
36176	relative
36178	location
personal
demonstrative
personal
36185	vocative
36189	accusative
personal
36192	proper
36194	personal
36196	relative
36198	personal
36202	coordinating
36205	negative
36207	exceptive
personal
36210	coordinating
36212	resumption
36214	personal
36216	proper
coordinating
36219	personal
36224	relative
36227	proper
coordinating
36230	personal
coordinating
36233	personal
personal
accusative
personal
36238	personal
resumption
36242	proper
36245	personal
36249	coordinating
36251	personal
36253	personal
resumption
36256	personal
personal
36262	coordinating
36264	personal
36266	proper
time
36269	personal
36271	personal
subordinating
36276	personal
36279	cause
36282	personal
36286	certainty
36291	personal
coordinating
36294	personal
36296	personal
36299	coordinating
36301	personal
36303	personal
36306	coordinating
36310	personal
36313	relative
36315	personal
personal
resumption
negative
36320	personal
personal
resumption
amendment
36325	personal
36327	personal
36329	personal
coordinating
time
36334	personal
36336	personal
demonstrative
36340	coordinating
36342	personal
36344	personal
location
36347	personal
coordinating
36350	personal
36352	coordinating
36354	personal
36360	personal
36362	personal
future
36367	resumption
36369	relative
36371	personal
36373	personal
36376	relative
36379	personal
resumption
36382	personal
36384	personal
36390	relative
36392	personal
36394	personal
resumption
36397	personal
36401	relative
36406	time
36408	personal
36412	time
36414	personal
36416	personal
time
36419	personal
36421	coordinating
time
negative
36425	personal
negative
36428	personal
36430	demonstrative
36432	personal
36434	relative
36436	personal
36438	personal
coordinating
time
36444	personal
36446	interrogative
36448	personal
36450	proper
36452	personal
coordinating
36455	personal
36459	personal
36463	personal
resumption
accusative
personal
36468	personal
resumption
time
36472	personal
relative
36475	personal
36477	personal
36479	personal
relative
36482	personal
36486	coordinating
36488	personal
relative
36491	personal
36496	relative
36498	personal
36500	personal
resumption
time
36504	personal
36506	relative
36508	personal
36510	personal
36512	personal
36514	personal
36516	personal
36519	resumption
time
36523	personal
emphatic
36526	emphatic
36528	personal
36533	relative
36535	personal
36539	accusative
36541	personal
emphatic
36546	coordinating
accusative
personal
emphatic
36552	resumption
36554	personal
personal
36561	personal
36564	coordinating
36566	personal
location
demonstrative
coordinating
36571	personal
personal
36576	coordinating
36579	accusative
personal
36582	personal
resumption
36587	personal
36590	personal
36594	personal
36596	demonstrative
36599	coordinating
36601	personal
future
36605	personal
circumstantial
conditional
36609	personal
36612	personal
36614	personal
personal
interrogative
negative
36620	personal
36624	subordinating
negative
36627	personal
36629	proper
restriction
36633	circumstantial
36635	personal
relative
36638	personal
resumption
36646	relative
36648	personal
interrogative
supplemental
negative
36653	personal
resumption
relative
36657	personal
36661	coordinating
36663	personal
36666	accusative
personal
negative
36673	resumption
time
36676	personal
36679	location
personal
accusative
personal
36684	resumption
36686	personal
accusative
personal
36691	personal
36693	personal
relative
36696	personal
personal
36700	coordinating
36702	personal
relative
36705	personal
accusative
personal
36709	personal
coordinating
time
36714	personal
36717	proper
36720	personal
36722	personal
coordinating
36725	personal
36728	personal
interrogative
36731	personal
36734	personal
36736	personal
answer
36739	personal
subordinating
36742	personal
time
36746	accusative
personal
36749	personal
36751	demonstrative
36753	coordinating
36755	personal
accusative
preventive
36760	personal
36763	coordinating
36765	personal
36769	personal
interrogative
supplemental
36773	personal
36775	relative
36779	resumption
36781	demonstrative
36785	resumption
accusative
personal
36789	personal
coordinating
36793	personal
36795	relative
36797	personal
personal
36800	personal
resumption
36804	personal
coordinating
36807	personal
36809	proper
coordinating
36815	resumption
conditional
36818	personal
emphatic
36821	personal
personal
36824	personal
resumption
accusative
personal
36832	coordinating
36835	personal
resumption
36838	personal
36843	conditional
36846	personal
36848	coordinating
36850	personal
36852	demonstrative
36856	relative
36858	personal
36861	personal
resumption
36866	accusative
personal
36869	personal
36874	relative
36876	personal
36879	personal
coordinating
36882	personal
36884	personal
36886	personal
conditional
36889	proper
result
personal
36894	coordinating
conditional
36897	result
demonstrative
personal
36902	resumption
emphatic
certainty
36906	personal
36908	proper
36913	coordinating
36917	personal
36919	negative
36921	personal
36923	personal
coordinating
36926	personal
36928	negative
36930	personal
36932	personal
coordinating
36935	personal
36937	negative
36939	personal
36941	personal
demonstrative
36946	retraction
personal
36949	demonstrative
personal
36953	resumption
36955	proper
36960	resumption
36962	personal
personal
36965	personal
coordinating
36968	personal
relative
36971	personal
36974	personal
future
36977	personal
relative
36980	personal
36982	personal
resumption
36985	relative
36987	personal
36990	personal
36994	coordinating
36996	personal
36998	personal
resumption
relative
37002	personal
37005	personal
future
37008	personal
37011	negative
37013	personal
coordinating
37017	personal
accusative
37020	personal
37022	interrogative
supplemental
negative
37026	personal
negative
37030	personal
37033	negative
personal
restriction
37038	interrogative
supplemental
negative
37042	personal
37047	coordinating
37050	coordinating
relative
37053	proper
37056	coordinating
subordinating
37059	subordinating
37061	certainty
37064	personal
resumption
37069	time
personal
37072	personal
conditional
37075	proper
result
negative
37080	personal
resumption
37083	personal
37086	personal
37088	personal
37090	personal
personal
37095	interrogative
37097	personal
37099	accusative
preventive
37102	personal
location
37105	personal
negative
37108	personal
37111	personal
restriction
personal
37118	coordinating
37121	negative
37123	personal
restriction
37127	personal
personal
accusative
personal
37133	personal
37135	accusative
preventive
37138	personal
location
proper
resumption
accusative
37146	negative
37148	personal
37150	negative
37154	personal
37156	coordinating
negative
37159	exceptive
relative
37162	proper
resumption
conditional
37166	personal
37170	emphatic
37172	personal
37176	coordinating
negative
37179	personal
37182	negative
personal
restriction
37186	coordinating
37191	personal
personal
relative
37195	personal
37199	coordinating
37202	personal
37204	personal
purpose
37208	personal
resumption
time
37212	personal
37216	coordinating
37219	personal
resumption
time
37224	personal
proper
37227	personal
emphatic
conditional
37231	personal
personal
37234	emphatic
37236	emphatic
37240	coordinating
time
37243	personal
37247	personal
37250	relative
37252	personal
resumption
37255	proper
37257	relative
37259	personal
interrogative
37262	personal
relative
negative
37267	circumstantial
personal
37270	personal
coordinating
negative
37274	personal
37276	personal
37278	coordinating
negative
37281	personal
37283	personal
resumption
conditional
37287	personal
personal
37292	negative
37294	personal
personal
37298	personal
equalization
37301	personal
personal
coordinating
personal
37306	accusative
relative
37309	personal
37312	proper
37315	personal
resumption
37318	personal
personal
resumption
imperative
37323	personal
37325	personal
conditional
37328	personal
37330	interrogative
37332	personal
37335	personal
37337	personal
coordinating
37340	personal
37343	personal
37345	personal
coordinating
37348	personal
37351	personal
37353	personal
coordinating
37356	personal
37359	personal
37361	personal
37364	personal
37366	personal
coordinating
37369	personal
personal
resumption
prohibition
37374	personal
personal
accusative
37378	personal
proper
relative
37384	coordinating
personal
37389	resumption
relative
37392	personal
37395	personal
negative
37398	personal
37400	personal
coordinating
negative
37404	personal
37406	personal
coordinating
conditional
37410	personal
personal
37415	negative
37417	personal
resumption
37420	personal
37422	personal
37424	personal
circumstantial
personal
negative
37429	personal
37433	coordinating
37438	coordinating
37443	resumption
conditional
supplemental
37447	emphatic
personal
37451	proper
37453	result
37456	proper
accusative
personal
37461	accusative
relative
37464	personal
time
37467	personal
37471	proper
37473	personal
resumption
surprise
personal
37478	resumption
37480	personal
37482	personal
personal
37487	coordinating
negative
37490	personal
coordinating
time
negative
37495	personal
37499	personal
exhortation
37502	personal
personal
37505	accusative
preventive
37508	relative
37511	personal
37514	personal
demonstrative
37519	personal
coordinating
37522	coordinating
37527	personal
resumption
conditional
37532	proper
result
37535	personal
37537	personal
coordinating
37540	personal
accusative
personal
37544	personal
coordinating
37548	personal
37551	personal
37553	coordinating
37555	coordinating
location
37565	coordinating
37568	coordinating
prohibition
37574	accusative
relative
location
37578	personal
negative
37581	personal
37584	personal
resumption
37587	personal
personal
coordinating
37591	personal
37593	personal
37595	personal
personal
37604	proper
coordinating
37608	resumption
37610	personal
proper
coordinating
37614	personal
37617	personal
coordinating
37620	personal
proper
coordinating
37624	personal
conditional
37627	personal
37629	accusative
preventive
37633	relative
time
37636	proper
37639	personal
coordinating
time
37644	personal
37646	personal
37648	personal
37650	resumption
37653	personal
37655	personal
relative
37658	personal
37661	coordinating
37663	relative
37665	personal
personal
37668	personal
demonstrative
personal
37675	personal
37677	location
37679	personal
coordinating
37682	coordinating
37686	subordinating
37688	personal
37690	personal
37693	personal
37697	circumstantial
accusative
37703	emphatic
37706	personal
personal
37711	time
relative
37714	accusative
preventive
37717	personal
37721	circumstantial
personal
37724	personal
resumption
time
37728	personal
proper
37733	accusative
personal
37736	personal
circumstantial
37739	personal
accusative
37747	personal
coordinating
37750	proper
subordinating
37757	personal
coordinating
37763	purpose
37767	coordinating
37771	circumstantial
conditional
37776	time
37778	personal
37780	personal
cause
37784	personal
accusative
personal
37788	personal
37795	resumption
negative
37798	personal
proper
restriction
37802	coordinating
purpose
37806	personal
37808	personal
resumption
negative
37813	restriction
37816	proper
accusative
proper
37821	time
37823	personal
37828	personal
coordinating
37832	personal
37837	purpose
37839	personal
37841	personal
coordinating
37845	personal
37848	proper
coordinating
purpose
37854	personal
coordinating
37858	personal
37861	time
37864	personal
37868	accusative
personal
location
personal
resumption
37874	personal
relative
37877	personal
future
37882	relative
37884	personal
37887	resumption
37889	personal
location
37893	coordinating
37895	personal
37897	personal
37900	demonstrative
37902	accusative
personal
37905	personal
proper
coordinating
37909	personal
resumption
conditional
37913	proper
coordinating
37916	personal
result
accusative
proper
37923	demonstrative
supplemental
37926	personal
personal
coordinating
accusative
37936	vocative
37938	relative
37940	personal
time
37943	personal
relative
37946	personal
37948	result
prohibition
37951	personal
personal
37955	resumption
conditional
37958	personal
time
37961	personal
restriction
37966	coordinating
37970	result
certainty
37976	proper
resumption
37979	personal
proper
resumption
37985	resumption
negative
37988	personal
personal
resumption
accusative
proper
37994	personal
resumption
negative
37998	personal
time
38001	personal
resumption
accusative
proper
38006	coordinating
purpose
38012	personal
38015	accusative
proper
38019	demonstrative
coordinating
accusative
proper
38027	conditional
38029	personal
result
certainty
38033	personal
38036	coordinating
conditional
38039	personal
result
personal
38044	personal
coordinating
conditional
38048	personal
38050	resumption
negative
38054	personal
38056	personal
38058	resumption
conditional
38061	coordinating
accusative
proper
location
38067	vocative
38069	relative
38071	personal
38073	personal
proper
coordinating
38077	personal
coordinating
prohibition
38081	personal
38083	personal
circumstantial
personal
38087	personal
coordinating
prohibition
38091	personal
38093	relative
38095	personal
38097	personal
circumstantial
personal
negative
38102	personal
accusative
38107	location
proper
38113	relative
negative
38116	personal
resumption
conditional
38120	proper
38122	personal
38124	emphatic
38126	personal
coordinating
conditional
38130	personal
emphatic
38133	personal
circumstantial
personal
38137	vocative
38139	relative
38141	personal
38143	personal
38145	proper
coordinating
38150	time
38152	personal
38154	relative
38156	personal
coordinating
38159	personal
accusative
proper
38163	location
38166	coordinating
38168	personal
coordinating
accusative
personal
38173	personal
38175	personal
coordinating
38178	personal
38180	negative
38182	emphatic
relative
38185	personal
38187	personal
38189	coordinating
38191	personal
accusative
proper
38197	coordinating
38199	personal
time
personal
38208	personal
subordinating
38211	personal
38214	resumption
38216	personal
coordinating
38219	personal
38222	personal
coordinating
38225	personal
38229	accusative
personal
38232	personal
vocative
38235	relative
38237	personal
prohibition
38240	personal
proper
coordinating
38245	coordinating
38247	personal
38249	personal
circumstantial
personal
38253	personal
resumption
38256	personal
accusative
preventive
38260	personal
coordinating
38263	personal
38265	coordinating
accusative
proper
location
personal
38272	vocative
38274	relative
38276	personal
conditional
38279	personal
proper
38283	personal
38285	coordinating
38288	personal
38290	personal
coordinating
38294	personal
coordinating
proper
38302	resumption
time
38306	personal
relative
38309	personal
purpose
38312	personal
personal
coordinating
38316	personal
personal
coordinating
38320	personal
personal
coordinating
38324	personal
coordinating
38327	proper
resumption
proper
38333	coordinating
time
38337	personal
38339	personal
38341	personal
certainty
38344	personal
conditional
38347	emphatic
38349	personal
38351	demonstrative
negative
demonstrative
restriction
38358	coordinating
time
38361	personal
proper
vocative
conditional
38366	demonstrative
personal
38372	personal
result
38376	personal
38381	coordinating
38383	personal
38387	resumption
negative
38390	proper
purpose
38393	personal
circumstantial
personal
38397	personal
coordinating
negative
38401	proper
38403	personal
circumstantial
personal
38407	personal
resumption
interrogative
38411	personal
subordinating
negative
38415	personal
proper
circumstantial
personal
38420	personal
38426	resumption
negative
38429	personal
38431	personal
negative
38434	personal
restriction
38438	resumption
accusative
38441	personal
negative
38444	personal
coordinating
negative
38449	personal
location
38453	restriction
38455	coordinating
38457	resumption
38459	personal
38463	relative
38465	personal
38467	personal
accusative
relative
38471	personal
38473	personal
38475	personal
purpose
38478	personal
38481	proper
resumption
future
38485	personal
personal
coordinating
38490	personal
38492	coordinating
38494	personal
resumption
relative
38498	personal
38500	proper
38502	personal
purpose
38505	proper
38511	coordinating
38516	personal
38519	coordinating
38521	personal
38523	coordinating
38525	personal
38527	proper
demonstrative
personal
38534	relative
38536	personal
conditional
38539	personal
38542	personal
relative
certainty
38546	coordinating
conditional
38549	personal
result
certainty
38556	resumption
38558	personal
personal
38561	negative
38564	coordinating
38569	personal
38571	proper
resumption
conditional
38575	personal
result
accusative
proper
38580	relative
38582	personal
38584	coordinating
conditional
38587	personal
result
38590	personal
accusative
proper
38594	personal
38598	coordinating
38602	coordinating
38604	personal
accusative
relative
38608	personal
38611	resumption
accusative
38614	proper
38616	personal
coordinating
38621	coordinating
38626	coordinating
38629	coordinating
38632	coordinating
38636	conditional
38638	personal
38640	personal
38642	proper
coordinating
subordinating
38646	personal
38649	personal
time
38653	time
38657	resumption
proper
38663	time
personal
38670	coordinating
personal
38677	coordinating
38680	location
38682	personal
resumption
conditional
38686	personal
emphatic
38689	personal
38693	resumption
amendment
purpose
38697	proper
38701	purpose
38703	relative
38707	coordinating
38709	relative
38713	resumption
accusative
proper
emphatic
38719	time
38721	personal
personal
proper
38726	personal
38728	resumption
conditional
38731	personal
38733	emphatic
38735	personal
coordinating
emphatic
38739	personal
38743	resumption
accusative
proper
38747	accusative
personal
38754	coordinating
time
38757	personal
personal
time
38761	personal
38764	personal
38766	coordinating
38768	personal
38771	personal
purpose
38774	proper
38778	resumption
38780	proper
38784	vocative
38786	relative
38788	personal
time
38791	personal
38793	result
38795	personal
coordinating
38798	personal
proper
38801	accusative
personal
38804	personal
coordinating
38807	personal
proper
coordinating
38811	personal
coordinating
prohibition
38815	personal
cause
38818	personal
coordinating
38822	personal
coordinating
38825	personal
accusative
proper
location
38831	coordinating
prohibition
38834	personal
38836	relative
38838	personal
38841	personal
38843	coordinating
38847	circumstantial
38849	personal
38852	proper
resumption
proper
38856	relative
38858	personal
38860	coordinating
time
38864	personal
38866	proper
38868	personal
coordinating
38871	negative
38874	personal
38876	time
38880	coordinating
accusative
personal
38885	personal
resumption
time
38894	personal
coordinating
38897	accusative
personal
38901	personal
accusative
personal
38905	relative
negative
38908	personal
accusative
personal
38912	proper
resumption
proper
38918	time
38922	coordinating
relative
38926	personal
38929	demonstrative
38931	personal
resumption
conditional
38936	proper
result
accusative
proper
38942	resumption
conditional
38945	time
38947	relative
38949	personal
38953	personal
38955	personal
coordinating
38958	personal
coordinating
38961	personal
38965	demonstrative
38967	relative
38970	personal
coordinating
accusative
proper
38983	proper
coordinating
relative
38988	personal
38990	personal
38993	proper
cause
38996	personal
proper
39000	personal
accusative
proper
39007	demonstrative
39009	accusative
proper
negative
39016	personal
39021	personal
relative
39025	personal
coordinating
accusative
proper
39034	proper
coordinating
relative
39039	personal
39041	personal
39045	personal
cause
39048	personal
personal
39052	personal
coordinating
39055	personal
39057	proper
resumption
39061	personal
39063	accusative
39067	location
proper
relative
39071	personal
coordinating
personal
negative
39076	personal
relative
39079	personal
39081	personal
coordinating
39084	personal
39086	personal
39090	coordinating
personal
negative
39094	personal
resumption
conditional
supplemental
39099	emphatic
personal
39104	result
39107	personal
relative
location
personal
accusative
personal
39114	personal
resumption
conditional
supplemental
39119	emphatic
39123	result
39126	personal
39129	accusative
proper
negative
39135	resumption
negative
39138	emphatic
relative
39141	personal
39143	personal
accusative
personal
negative
39148	personal
resumption
39151	personal
39153	personal
relative
39156	personal
39159	coordinating
39165	personal
39167	personal
39169	proper
coordinating
39172	personal
coordinating
39177	personal
negative
39180	personal
personal
proper
39184	personal
resumption
conditional
39188	personal
39193	proper
39196	personal
resumption
personal
prohibition
39201	personal
resumption
conditional
39205	personal
39209	result
39212	personal
coordinating
39216	proper
accusative
personal
personal
39224	coordinating
conditional
39227	personal
subordinating
39230	personal
personal
result
accusative
39235	personal
proper
personal
relative
39240	personal
39243	personal
coordinating
39248	coordinating
39250	location
39252	personal
conditional
39255	personal
relative
39261	negative
39263	personal
location
39266	personal
resumption
accusative
proper
39271	location
personal
accusative
personal
39277	vocative
39282	personal
proper
coordinating
relative
39287	personal
39291	vocative
39301	conditional
39304	personal
39308	personal
39310	coordinating
conditional
39314	personal
39317	personal
39320	relative
39322	personal
39324	accusative
personal
39327	negative
39329	personal
39331	time
39333	proper
39335	personal
coordinating
39338	accusative
39340	personal
39342	resumption
conditional
39346	personal
39350	personal
39352	coordinating
conditional
39356	personal
39359	personal
39363	proper
resumption
proper
location
39369	negative
39373	subordinating
39376	personal
39384	personal
39388	coordinating
proper
39393	coordinating
proper
39397	conditional
39400	proper
39402	emphatic
39404	personal
39406	relative
39408	personal
39411	cause
39413	personal
39415	relative
39417	personal
39420	coordinating
39422	personal
proper
accusative
proper
39428	vocative
39434	relative
39437	personal
39441	conditional
39443	proper
39446	personal
39449	personal
39452	relative
39455	personal
coordinating
39459	personal
coordinating
proper
39464	coordinating
conditional
39467	personal
39469	personal
result
certainty
39473	personal
proper
39477	resumption
39480	personal
resumption
proper
39485	accusative
relative
39488	personal
coordinating
39491	personal
coordinating
39494	personal
39497	personal
coordinating
39500	personal
39503	proper
coordinating
relative
39507	personal
coordinating
39510	personal
demonstrative
39513	personal
39516	coordinating
relative
39519	personal
coordinating
negative
39523	personal
negative
39526	personal
39529	personal
39534	personal
resumption
conditional
39538	personal
personal
39543	result
39545	personal
39548	exceptive
39551	location
personal
coordinating
location
personal
39557	resumption
proper
39560	relative
39562	personal
39564	resumption
relative
39567	personal
39569	personal
39572	conditional
negative
39575	personal
personal
39582	coordinating
39585	resumption
relative
39588	personal
coordinating
39591	personal
coordinating
39594	personal
39597	proper
coordinating
relative
39601	personal
coordinating
39604	personal
demonstrative
personal
39611	personal
39613	coordinating
39616	resumption
relative
39619	personal
39622	coordinating
39624	personal
coordinating
39627	personal
location
personal
supplemental
demonstrative
39633	personal
resumption
39639	personal
39645	proper
accusative
proper
39654	proper
coordinating
39657	personal
39659	relative
39661	personal
39665	resumption
39667	personal
39673	coordinating
39675	personal
accusative
personal
39680	proper
coordinating
accusative
proper
39687	coordinating
39690	proper
coordinating
39693	personal
39702	accusative
proper
39708	coordinating
39710	personal
resumption
conditional
39714	personal
resumption
personal
39719	personal
coordinating
conditional
39723	personal
resumption
39726	personal
accusative
personal
39731	proper
coordinating
39734	relative
39736	personal
39740	restriction
relative
39743	personal
39747	coordinating
negative
39750	personal
personal
39753	coordinating
negative
39756	personal
39758	personal
39760	resumption
39762	personal
39764	personal
39766	personal
39769	personal
accusative
proper
39775	resumption
time
39782	resumption
39784	personal
39787	location
39789	personal
personal
coordinating
39793	personal
personal
coordinating
39797	personal
personal
coordinating
39801	personal
39803	personal
39806	resumption
conditional
39809	personal
coordinating
39812	personal
39815	coordinating
39817	personal
39820	resumption
39822	personal
39824	personal
accusative
proper
39829	coordinating
conditional
39836	personal
resumption
39839	personal
39843	proper
coordinating
39846	personal
39848	personal
demonstrative
39851	accusative
personal
39854	negative
39856	personal
interrogative
39863	location
proper
coordinating
location
39868	personal
restriction
relative
39872	personal
location
39878	resumption
relative
39881	personal
39883	personal
resumption
39886	personal
39888	personal
accusative
proper
39894	interrogative
circumstantial
conditional
39898	personal
39900	personal
negative
39903	personal
39905	personal
39907	coordinating
negative
39911	personal
personal
39915	personal
coordinating
39919	personal
coordinating
39922	personal
39925	personal
39928	proper
39931	coordinating
39933	personal
39936	personal
accusative
personal
39940	relative
39942	personal
39944	personal
negative
39947	personal
39951	coordinating
negative
39954	coordinating
demonstrative
personal
39959	resumption
conditional
39962	personal
coordinating
39965	personal
39968	coordinating
39970	personal
39973	resumption
39975	personal
39979	coordinating
39986	personal
coordinating
conditional
39990	personal
39992	personal
39996	personal
coordinating
39999	personal
40002	personal
resumption
40005	personal
40009	accusative
personal
negative
40014	personal
accusative
personal
40018	personal
interrogative
negative
40022	personal
40025	personal
40027	personal
coordinating
40030	personal
40035	coordinating
personal
40038	personal
personal
40042	interrogative
40044	personal
personal
resumption
proper
40049	subordinating
40051	personal
personal
conditional
40055	personal
40058	personal
personal
40061	personal
proper
40065	personal
coordinating
40068	personal
coordinating
40071	personal
40073	personal
coordinating
40079	coordinating
40083	personal
coordinating
40086	proper
40088	relative
40090	coordinating
proper
40094	coordinating
40096	personal
subordinating
40099	personal
circumstantial
negative
40103	proper
relative
40106	personal
40108	personal
coordinating
negative
40112	personal
40115	proper
coordinating
negative
40119	personal
coordinating
negative
40125	coordinating
proper
40129	relative
40131	personal
negative
40137	subordinating
40139	personal
40141	proper
40145	personal
40149	demonstrative
40152	personal
coordinating
40157	personal
40159	accusative
preventive
40163	proper
relative
40167	proper
coordinating
40173	coordinating
40177	coordinating
40181	coordinating
negative
40184	restriction
proper
resumption
40188	demonstrative
subordinating
40191	personal
40195	interrogative
40197	personal
40201	coordinating
40208	relative
40211	proper
coordinating
40217	coordinating
40221	proper
negative
40224	personal
location
proper
coordinating
proper
negative
40235	relative
40237	personal
coordinating
40240	personal
coordinating
40243	personal
40246	proper
40249	personal
coordinating
40252	personal
40255	location
proper
coordinating
demonstrative
personal
40263	personal
40265	personal
40269	personal
coordinating
40272	coordinating
40275	personal
40277	personal
40282	personal
time
accusative
proper
location
personal
40290	vocative
40292	relative
40294	personal
prohibition
40297	personal
40299	personal
coordinating
40302	personal
40304	conditional
40306	personal
40312	coordinating
relative
40315	personal
40317	personal
resumption
demonstrative
personal
40324	conditional
40327	personal
coordinating
40330	personal
coordinating
40333	personal
coordinating
40336	personal
coordinating
40339	personal
coordinating
40343	personal
personal
coordinating
40348	personal
40350	personal
coordinating
40354	personal
personal
40358	personal
40360	proper
coordinating
40363	personal
coordinating
40368	personal
resumption
40371	personal
40374	proper
40377	personal
coordinating
proper
negative
40386	emphatic
certainty
40389	personal
proper
40394	coordinating
40396	proper
time
40399	personal
40401	personal
resumption
negative
40406	personal
40408	coordinating
40411	personal
40415	relative
40417	coordinating
40419	personal
40421	coordinating
40423	proper
40425	personal
40428	personal
coordinating
40433	coordinating
40436	negative
40438	personal
personal
coordinating
40442	relative
40444	personal
coordinating
demonstrative
40450	coordinating
40452	proper
40455	demonstrative
40457	relative
40459	coordinating
proper
40463	vocative
40465	relative
40467	personal
accusative
preventive
40473	resumption
negative
40476	personal
40481	time
40483	personal
demonstrative
coordinating
conditional
40488	personal
40490	resumption
future
40493	personal
proper
40497	personal
conditional
40500	accusative
proper
40505	personal
relative
negative
40509	personal
40511	proper
coordinating
negative
40519	coordinating
negative
40522	personal
relative
40525	proper
coordinating
40528	personal
coordinating
negative
40532	personal
40537	relative
40539	personal
40544	personal
40549	circumstantial
personal
40552	coordinating
40555	proper
proper
40558	proper
coordinating
40562	proper
40564	proper
40566	proper
demonstrative
40569	personal
40572	personal
40574	personal
40576	relative
40578	personal
40582	personal
proper
interrogative
40586	personal
40588	personal
40590	personal
coordinating
40593	personal
40597	proper
coordinating
40600	proper
40602	proper
coordinating
negative
40606	personal
restriction
purpose
40610	personal
40613	negative
40615	restriction
personal
40618	personal
40620	relative
40622	personal
40624	personal
subordinating
40627	personal
40629	proper
40632	personal
coordinating
40635	proper
restriction
subordinating
40640	personal
coordinating
conditional
40646	personal
relative
40650	personal
40654	coordinating
40658	purpose
40660	personal
40665	personal
coordinating
conditional
40671	vocative
40673	relative
40675	personal
accusative
40681	coordinating
40684	emphatic
40686	personal
40693	coordinating
40695	personal
40698	proper
coordinating
relative
40702	personal
40705	coordinating
40708	coordinating
negative
40711	personal
personal
40715	proper
resumption
40718	personal
40725	personal
40728	proper
coordinating
40732	personal
40734	personal
coordinating
40737	personal
coordinating
40740	personal
demonstrative
relative
40744	personal
40747	personal
resumption
40750	personal
relative
40753	personal
40755	personal
accusative
40760	location
proper
40767	proper
40772	coordinating
40776	personal
40779	demonstrative
40784	resumption
prohibition
40787	personal
40789	personal
40791	personal
coordinating
40794	personal
40799	subordinating
40801	personal
personal
40804	coordinating
40806	personal
accusative
proper
location
40812	accusative
preventive
40822	personal
relative
40825	personal
40827	personal
personal
40830	coordinating
40832	personal
personal
40835	purpose
40837	personal
40839	relative
40841	proper
coordinating
40844	personal
relative
40847	proper
40850	personal
40853	personal
coordinating
proper
negative
40862	vocative
40864	relative
40866	personal
relative
40869	personal
time
40873	personal
40875	personal
40878	proper
40880	personal
40884	interrogative
40886	personal
40895	resumption
relative
40905	restriction
40907	restriction
40909	personal
40911	personal
40914	coordinating
40918	personal
coordinating
prohibition
40922	personal
personal
40925	coordinating
proper
40931	restriction
40933	personal
personal
resumption
certainty
40938	personal
proper
time
40942	personal
relative
40945	personal
40948	time
personal
40953	time
40957	personal
negative
40960	accusative
proper
location
personal
resumption
40966	proper
40968	personal
40970	personal
coordinating
40973	personal
40976	negative
40978	personal
personal
coordinating
40983	relative
40985	personal
40988	circumstantial
40990	proper
personal
40994	coordinating
proper
40999	personal
41001	coordinating
41003	coordinating
41005	personal
41008	personal
coordinating
41011	personal
41014	proper
demonstrative
41018	personal
conditional
41021	personal
41023	personal
conditional
41028	coordinating
41031	emphatic
41033	personal
personal
coordinating
amendment
41039	personal
41042	coordinating
future
41045	personal
41047	proper
conditional
41050	personal
emphatic
41053	personal
location
personal
41057	personal
41059	personal
coordinating
proper
41063	accusative
personal
emphatic
41068	proper
41070	personal
41072	interrogative
41074	personal
41076	personal
41080	personal
relative
41083	personal
coordinating
41088	negative
41090	personal
relative
41093	personal
41095	proper
coordinating
41101	subordinating
41103	personal
41106	personal
coordinating
41109	personal
coordinating
proper
41116	accusative
preventive
41119	personal
relative
negative
41123	personal
41125	proper
coordinating
41131	coordinating
41134	personal
resumption
personal
41139	personal
41141	personal
coordinating
conditional
41145	personal
41148	emphatic
41150	personal
41152	personal
41154	coordinating
amendment
41157	proper
41159	personal
resumption
41162	personal
coordinating
41166	personal
location
41170	conditional
41172	personal
41174	personal
negative
41177	personal
personal
restriction
41181	coordinating
emphatic
41184	personal
41186	personal
41188	personal
personal
41192	coordinating
41194	personal
41197	personal
coordinating
proper
41204	emphatic
certainty
41207	personal
41212	coordinating
41214	personal
41216	personal
41223	coordinating
41226	proper
circumstantial
personal
41230	coordinating
41232	personal
relative
41237	personal
coordinating
negative
41241	personal
inceptive
41247	personal
coordinating
accusative
proper
emphatic
41256	conditional
41258	personal
41261	personal
coordinating
conditional
41265	personal
41268	personal
certainty
41271	personal
41273	personal
41276	coordinating
41278	personal
circumstantial
personal
41283	negative
41285	personal
restriction
relative
41289	proper
41291	personal
personal
41294	personal
coordinating
41297	proper
resumption
imperative
41304	interrogative
41306	personal
41308	personal
restriction
41313	circumstantial
personal
41317	personal
subordinating
41320	personal
proper
41326	personal
coordinating
41330	personal
resumption
41333	personal
accusative
personal
location
personal
41341	personal
41343	coordinating
41345	negative
41348	personal
accusative
personal
41352	personal
41355	coordinating
negative
41358	personal
subordinating
41362	personal
41364	personal
restriction
accusative
personal
41369	personal
41371	proper
coordinating
41375	personal
coordinating
negative
41379	personal
41382	restriction
circumstantial
personal
41386	coordinating
negative
41389	personal
restriction
circumstantial
personal
41394	resumption
prohibition
41397	personal
41399	personal
coordinating
negative
41403	personal
accusative
preventive
41407	proper
purpose
41410	personal
41412	personal
41418	coordinating
41421	personal
circumstantial
personal
41425	coordinating
41427	personal
41429	proper
accusative
personal
emphatic
41434	personal
circumstantial
negative
personal
41439	personal
coordinating
accusative
personal
41445	personal
conditional
41448	personal
41450	coordinating
41452	coordinating
41454	emphatic
41456	personal
41458	personal
coordinating
personal
41462	personal
coordinating
41465	personal
relative
41468	personal
41472	resumption
conditional
41475	personal
41477	personal
41479	personal
coordinating
conditional
negative
41484	personal
41486	personal
time
personal
41490	personal
coordinating
conditional
accusative
personal
41496	personal
relative
41499	personal
proper
coordinating
41503	personal
coordinating
41506	personal
41508	personal
proper
future
41512	personal
proper
41516	personal
coordinating
41519	personal
accusative
personal
41523	proper
41525	accusative
preventive
41532	coordinating
41535	coordinating
41539	personal
coordinating
41544	personal
coordinating
41549	coordinating
41552	coordinating
41555	proper
coordinating
41562	proper
coordinating
proper
41567	coordinating
41569	personal
relative
41572	personal
41575	coordinating
41577	personal
personal
41584	personal
41587	proper
coordinating
41593	coordinating
41596	relative
41598	personal
41600	personal
coordinating
relative
41604	personal
41606	proper
41608	personal
41612	personal
41614	proper
41616	personal
purpose
41619	personal
personal
coordinating
proper
coordinating
41625	personal
41627	subordinating
41629	personal
personal
conditional
41633	personal
41635	interrogative
negative
41638	personal
accusative
personal
relative
41643	proper
coordinating
41646	personal
resumption
accusative
41650	personal
41652	proper
41655	personal
demonstrative
41664	subordinating
41667	personal
41670	personal
41672	relative
41675	personal
41678	personal
accusative
proper
41682	relative
41684	personal
coordinating
emphatic
conditional
41689	personal
personal
emphatic
41693	emphatic
accusative
preventive
41697	personal
41699	coordinating
41702	interrogative
41704	proper
coordinating
41707	personal
coordinating
41710	personal
41712	personal
41714	personal
prohibition
41717	personal
certainty
41720	personal
time
41723	personal
conditional
41729	personal
41733	accusative
personal
41736	personal
41740	coordinating
41744	personal
41748	personal
41752	coordinating
41754	personal
41758	coordinating
41760	personal
41762	personal
41764	personal
proper
resumption
41768	personal
accusative
41772	personal
41776	proper
41779	coordinating
41782	coordinating
41786	proper
41789	personal
personal
41792	personal
coordinating
41795	personal
proper
coordinating
41799	personal
41803	relative
41806	personal
41808	personal
41811	personal
41813	coordinating
41816	coordinating
41818	resumption
41820	personal
41823	personal
coordinating
41826	personal
41829	personal
41831	subordinating
41833	relative
41836	personal
41839	personal
coordinating
41842	personal
41844	relative
41846	personal
demonstrative
41850	personal
41854	coordinating
41857	coordinating
demonstrative
personal
41862	interrogative
negative
41865	personal
41867	relative
41870	personal
41872	proper
coordinating
proper
coordinating
proper
coordinating
41879	proper
coordinating
41882	proper
coordinating
41887	personal
41889	personal
41893	coordinating
negative
41896	proper
purpose
41899	personal
coordinating
amendment
41903	personal
41905	personal
41907	personal
coordinating
41911	coordinating
41915	personal
41919	personal
41923	coordinating
41925	personal
41929	coordinating
41931	personal
41934	coordinating
41936	personal
41939	coordinating
41941	personal
proper
coordinating
41945	personal
demonstrative
future
41949	personal
proper
accusative
proper
41956	proper
41959	coordinating
41966	personal
41971	personal
coordinating
41977	proper
coordinating
41981	proper
41983	demonstrative
personal
41989	vocative
41996	coordinating
41999	coordinating
42002	personal
coordinating
42005	personal
proper
coordinating
42012	personal
42014	proper
negative
42017	personal
circumstantial
emphatic
certainty
42022	personal
42026	coordinating
42028	personal
time
42031	personal
coordinating
42034	personal
42036	relative
negative
42039	personal
coordinating
negative
42043	personal
restriction
subordinating
42047	personal
proper
coordinating
42051	personal
42054	personal
resumption
conditional
42058	personal
42062	personal
coordinating
conditional
42066	personal
42068	personal
proper
42075	coordinating
42078	coordinating
negative
42081	personal
42087	coordinating
negative
42090	coordinating
42092	personal
relative
42095	proper
emphatic
conditional
42099	personal
42102	personal
emphatic
42105	emphatic
coordinating
emphatic
42109	emphatic
42113	resumption
time
42116	personal
42119	personal
42121	personal
42123	personal
coordinating
42126	personal
circumstantial
personal
42130	resumption
42132	personal
42136	personal
42140	personal
personal
42143	relative
42145	personal
proper
relative
42149	personal
personal
coordinating
42153	relative
42155	personal
42157	personal
interrogative
negative
42161	personal
accusative
proper
42166	personal
coordinating
42169	personal
coordinating
accusative
proper
42176	relative
42178	personal
42187	coordinating
relative
negative
42191	personal
restriction
42194	personal
resumption
42197	personal
42199	personal
42201	proper
42203	personal
coordinating
42206	personal
42211	personal
coordinating
negative
42216	personal
conditional
42220	personal
42223	resumption
negative
42226	proper
42228	personal
demonstrative
42231	accusative
personal
42234	personal
42236	proper
coordinating
42239	personal
coordinating
proper
negative
42253	personal
42256	proper
coordinating
42259	personal
subordinating
42262	personal
42265	personal
coordinating
42268	personal
42271	proper
coordinating
42274	personal
prohibition
42277	personal
42283	proper
42286	conditional
42288	personal
42290	personal
resumption
imperative
42294	personal
42296	coordinating
imperative
42299	personal
42303	relative
42305	personal
42307	personal
resumption
conditional
42311	personal
proper
42316	personal
coordinating
42319	personal
personal
42324	resumption
42326	negative
42328	personal
location
personal
time
coordinating
negative
42335	personal
location
personal
42339	accusative
personal
42342	personal
42348	resumption
42350	personal
location
42354	coordinating
negative
42360	personal
42362	time
coordinating
prohibition
42368	personal
accusative
personal
42372	personal
42374	proper
coordinating
42377	personal
coordinating
42380	personal
circumstantial
personal
42384	coordinating
prohibition
42387	personal
42389	personal
coordinating
42392	personal
accusative
preventive
42396	proper
subordinating
42399	personal
42401	personal
42405	coordinating
42408	personal
circumstantial
personal
42412	coordinating
time
42416	interpretation
42418	personal
42420	proper
coordinating
42423	personal
location
42426	personal
42428	personal
42433	personal
coordinating
42436	personal
42438	personal
42440	location
42444	personal
42446	subordinating
42448	personal
location
42452	coordinating
42456	personal
resumption
personal
negative
42461	personal
amendment
42465	coordinating
relative
42468	personal
location
personal
42472	personal
42475	personal
coordinating
42478	personal
coordinating
demonstrative
42482	personal
42485	coordinating
demonstrative
personal
42491	proper
42493	personal
42498	personal
42503	personal
demonstrative
42509	coordinating
42516	purpose
42519	personal
coordinating
42522	relative
42524	personal
proper
coordinating
42528	personal
future
42531	relative
42533	personal
42535	personal
42542	coordinating
negative
42547	coordinating
negative
42550	relative
negative
42553	personal
relative
42556	personal
42558	time
42560	personal
42562	proper
coordinating
42565	personal
negative
42572	coordinating
proper
42576	coordinating
negative
42579	relative
time
relative
42583	personal
personal
purpose
42587	personal
42589	personal
negative
42592	relative
42594	personal
42596	personal
42598	personal
coordinating
42601	personal
42607	subordinating
negative
42610	personal
relative
42613	personal
accusative
preventive
42619	relative
42621	personal
personal
circumstantial
personal
42627	personal
42629	subordinating
42631	personal
location
42635	coordinating
42637	proper
42640	personal
resumption
personal
negative
42645	personal
42647	personal
42649	personal
time
42652	personal
42654	personal
42656	prohibition
42658	personal
negative
42662	personal
certainty
42665	personal
proper
42669	personal
coordinating
future
42673	proper
42675	personal
coordinating
42678	personal
coordinating
42681	personal
42686	coordinating
42689	resumption
42691	personal
42693	relative
42695	personal
42697	personal
future
42700	personal
42702	proper
42704	personal
time
42707	personal
42709	personal
purpose
42712	personal
42714	personal
resumption
42717	personal
42719	personal
accusative
personal
42723	coordinating
42725	personal
proper
42729	relative
42731	personal
42733	personal
42735	personal
42737	personal
purpose
42740	personal
42742	personal
resumption
conditional
42746	personal
42748	personal
resumption
accusative
proper
negative
42763	coordinating
42765	coordinating
42767	subordinating
negative
42770	personal
42772	relative
42774	proper
42777	personal
coordinating
proper
42782	coordinating
42786	relative
42788	relative
42791	coordinating
42794	personal
42798	personal
42802	coordinating
proper
42806	coordinating
42810	relative
42813	proper
coordinating
42819	coordinating
42821	relative
42824	location
proper
coordinating
42830	inceptive
accusative
personal
42835	personal
future
42838	personal
proper
42842	personal
accusative
proper
42847	coordinating
42855	coordinating
42858	coordinating
relative
42861	personal
personal
42866	proper
42868	personal
coordinating
42871	personal
42873	personal
coordinating
42877	personal
42881	personal
42886	personal
time
demonstrative
42893	coordinating
42895	relative
42897	personal
42902	coordinating
42906	proper
42908	personal
42912	negative
42914	personal
personal
42917	personal
future
42920	personal
42922	coordinating
42924	personal
42928	coordinating
42931	personal
42934	personal
42936	personal
42939	coordinating
42943	proper
subordinating
42947	personal
accusative
proper
42955	personal
42958	personal
coordinating
42961	personal
42963	personal
coordinating
42967	personal
accusative
42970	personal
42973	personal
coordinating
proper
42978	interrogative
negative
42981	personal
accusative
proper
personal
42990	personal
coordinating
42995	coordinating
accusative
proper
personal
43003	coordinating
43006	personal
resumption
future
43010	proper
43012	personal
coordinating
43015	personal
coordinating
43019	coordinating
future
43022	personal
43027	coordinating
43030	resumption
43032	personal
43034	relative
43036	personal
43038	personal
coordinating
43044	proper
explanation
43047	personal
coordinating
explanation
43052	personal
coordinating
proper
43057	coordinating
relative
43060	personal
43063	coordinating
43065	coordinating
43067	location
43070	coordinating
43073	relative
43075	proper
coordinating
43078	personal
43081	coordinating
emphatic
43084	emphatic
negative
43087	personal
restriction
43091	coordinating
proper
43094	accusative
personal
emphatic
43098	prohibition
43101	personal
time
emphatic
43113	subordinating
43116	personal
43118	personal
43121	personal
subordinating
43124	personal
coordinating
proper
43130	interrogative
supplemental
relative
43135	personal
43139	proper
coordinating
43143	coordinating
relative
43147	personal
43152	resumption
43155	personal
43158	proper
coordinating
proper
negative
43167	negative
43170	personal
relative
43173	personal
43177	personal
restriction
subordinating
43182	personal
coordinating
proper
43187	accusative
proper
43194	personal
coordinating
43197	personal
43199	accusative
43201	personal
43203	proper
43205	personal
43208	proper
resumption
43211	personal
coordinating
43214	personal
43217	personal
43221	proper
coordinating
43224	proper
coordinating
43227	proper
coordinating
relative
43233	personal
43235	proper
resumption
43238	personal
43241	personal
relative
43244	personal
43246	personal
coordinating
demonstrative
personal
43271	coordinating
43277	coordinating
43282	proper
coordinating
43287	negative
43292	coordinating
relative
43295	personal
subordinating
43298	personal
43302	coordinating
conditional
43305	personal
43310	relative
43313	personal
accusative
personal
43319	coordinating
negative
43323	proper
43326	personal
restriction
43331	personal
personal
resumption
time
43337	personal
accusative
personal
43342	proper
43345	personal
accusative
proper
emphatic
43351	coordinating
negative
43354	proper
purpose
43358	time
time
43361	personal
43365	personal
relative
43368	personal
accusative
proper
43375	accusative
proper
43378	personal
43382	coordinating
43386	coordinating
43388	coordinating
negative
43391	personal
43394	proper
43397	coordinating
negative
43400	emphatic
certainty
43403	proper
43407	coordinating
43410	coordinating
43413	relative
43415	personal
personal
43423	relative
43429	personal
coordinating
43433	personal
accusative
personal
43437	personal
43440	coordinating
43444	relative
43446	personal
inceptive
time
43451	personal
43455	relative
43457	coordinating
43460	personal
43462	personal
coordinating
43465	personal
subordinating
negative
43470	proper
restriction
43473	personal
coordinating
43477	personal
purpose
43480	personal
accusative
proper
personal
43488	vocative
43490	relative
43492	personal
43494	personal
proper
coordinating
43498	personal
location
43502	negative
43507	proper
coordinating
relative
43511	personal
43515	subordinating
43517	personal
43520	proper
coordinating
negative
43524	personal
43527	personal
43530	personal
demonstrative
43533	accusative
personal
negative
43537	personal
43539	coordinating
negative
43542	coordinating
negative
43547	proper
coordinating
negative
43551	personal
43556	coordinating
negative
43559	personal
43563	restriction
43566	personal
43568	personal
43571	accusative
proper
negative
43578	coordinating
negative
43581	personal
43584	coordinating
negative
43587	coordinating
negative
43590	personal
43592	restriction
43595	personal
purpose
43598	personal
proper
43601	relative
43603	personal
43605	personal
coordinating
negative
43611	purpose
43613	personal
43615	resumption
conditional
43622	personal
43624	purpose
43626	personal
43630	coordinating
purpose
43633	personal
43635	personal
time
43638	personal
43640	personal
accusative
personal
43644	personal
vocative
43647	relative
43649	personal
43651	personal
relative
43654	personal
personal
43659	coordinating
imperative
43662	personal
43664	personal
43666	coordinating
43668	personal
accusative
proper
location
43674	coordinating
time
relative
43679	resumption
43681	personal
relative
43684	interrogative
personal
43687	personal
demonstrative
43690	resumption
explanation
conditional
43694	personal
resumption
43697	personal
43699	coordinating
personal
43702	personal
coordinating
explanation
conditional
43708	personal
43710	resumption
43712	personal
43716	personal
coordinating
43719	personal
circumstantial
personal
43723	interrogative
supplemental
negative
43727	personal
accusative
personal
43731	personal
43736	coordinating
43738	coordinating
negative
43741	personal
coordinating
negative
personal
43746	personal
coordinating
time
relative
43754	personal
43757	interrogative
43759	personal
43762	coordinating
43764	personal
43766	proper
43768	personal
43770	accusative
personal
43773	negative
43775	personal
emphatic
certainty
43779	personal
43783	personal
43786	personal
relative
43789	personal
43792	personal
43798	resumption
conditional
43801	personal
resumption
43805	personal
proper
negative
43809	restriction
personal
43812	personal
43814	personal
coordinating
personal
43823	demonstrative
43829	interrogative
43835	subordinating
43837	personal
43841	personal
interpretation
43846	coordinating
43848	relative
43850	personal
accusative
43853	personal
43856	location
43858	personal
43862	accusative
demonstrative
emphatic
43867	accusative
43869	personal
proper
relative
43875	coordinating
43881	coordinating
43889	negative
43892	restriction
43896	personal
demonstrative
proper
43900	personal
resumption
43903	personal
personal
interrogative
supplemental
negative
43909	personal
43911	personal
43913	personal
43916	proper
43918	accusative
personal
43923	coordinating
43925	personal
purpose
43928	relative
43930	personal
coordinating
43933	personal
43939	coordinating
relative
43942	personal
43944	personal
43948	coordinating
43952	relative
43954	personal
43956	personal
personal
relative
43963	coordinating
43967	coordinating
43969	personal
43971	purpose
43973	personal
43977	coordinating
43980	negative
43982	proper
demonstrative
restriction
43994	personal
accusative
44000	coordinating
44003	coordinating
relative
44006	proper
44010	coordinating
44013	emphatic
44018	personal
accusative
relative
negative
44023	personal
44025	personal
coordinating
44028	personal
44034	coordinating
44036	personal
44038	personal
coordinating
relative
personal
44044	personal
44046	demonstrative
44048	personal
44052	relative
44054	personal
44056	personal
accusative
relative
44060	personal
coordinating
44063	personal
44067	personal
44069	personal
44072	personal
44076	personal
44084	personal
44086	personal
44088	personal
proper
vocative
coordinating
44093	personal
44095	personal
44097	coordinating
44100	personal
subordinating
44105	proper
44109	coordinating
conditional
44112	proper
44119	personal
44123	emphatic
44126	personal
44128	personal
resumption
44131	relative
negative
44134	personal
44136	personal
44139	personal
44141	personal
coordinating
time
44150	personal
44153	personal
coordinating
44156	coordinating
44158	resumption
time
44161	personal
44163	personal
44165	personal
44168	subordinating
negative
44171	personal
44175	personal
44177	demonstrative
44182	relative
44184	personal
44186	personal
coordinating
emphatic
certainty
44191	personal
44196	personal
time
44199	personal
coordinating
44202	personal
44204	personal
44208	coordinating
negative
44211	personal
purpose
44214	personal
44216	demonstrative
44222	coordinating
44224	personal
personal
44232	personal
purpose
44235	interrogative
44237	personal
coordinating
time
44242	personal
44244	personal
44247	relative
negative
44250	personal
44252	personal
44255	proper
44257	demonstrative
coordinating
44260	personal
44262	negative
44265	personal
subordinating
44268	personal
44272	personal
negative
44275	restriction
relative
44279	personal
accusative
personal
44283	conditional
44285	personal
44287	personal
44292	conditional
44294	proper
negative
44297	personal
personal
44300	personal
coordinating
negative
44304	personal
44306	personal
resumption
certainty
44310	personal
44312	personal
44316	personal
interrogative
supplemental
negative
44321	personal
resumption
relative
44326	relative
44329	proper
44331	coordinating
44335	personal
accusative
personal
negative
44342	coordinating
44344	personal
44347	proper
relative
negative
44351	personal
coordinating
negative
44355	personal
coordinating
44358	personal
demonstrative
44361	personal
location
proper
44365	interrogative
44367	personal
proper
44370	relative
negative
44376	coordinating
negative
44382	personal
coordinating
44386	relative
44388	personal
coordinating
negative
44394	restriction
44397	resumption
44399	personal
coordinating
conditional
44406	personal
emphatic
44409	location
personal
44412	relative
44414	personal
44416	personal
coordinating
44419	personal
exhortation
44423	personal
44427	personal
resumption
44430	accusative
preventive
44435	proper
resumption
44438	personal
accusative
personal
location
personal
44446	coordinating
time
44449	personal
44457	personal
surprise
44460	personal
44464	personal
44466	proper
44469	accusative
44471	personal
44473	personal
relative
44476	personal
personal
relative
44480	personal
44484	coordinating
44487	inceptive
time
44490	personal
44494	coordinating
44496	personal
44498	personal
44502	coordinating
44504	personal
44506	personal
44508	personal
44511	coordinating
44513	personal
44519	coordinating
44521	personal
accusative
personal
44526	personal
44528	personal
proper
44532	personal
44535	emphatic
conditional
44538	personal
personal
44541	demonstrative
emphatic
44544	emphatic
44548	resumption
time
44551	personal
surprise
personal
44555	personal
44563	vocative
44567	accusative
preventive
44570	personal
44573	personal
44579	coordinating
44581	personal
44583	personal
coordinating
44586	personal
44588	relative
44590	personal
44592	personal
accusative
preventive
44603	personal
personal
44608	resumption
44611	personal
44616	relative
44620	coordinating
44623	inceptive
time
44629	personal
coordinating
44632	coordinating
44635	personal
accusative
personal
44640	personal
44642	personal
44644	personal
44646	coordinating
44648	coordinating
44650	personal
personal
44654	subordinating
negative
44661	demonstrative
44668	personal
coordinating
proper
44676	coordinating
44678	relative
44684	relative
44686	personal
44689	coordinating
44691	coordinating
negative
44695	personal
44697	coordinating
negative
44700	demonstrative
44703	proper
personal
44706	personal
44708	coordinating
relative
44711	personal
44718	personal
coordinating
44721	personal
44723	negative
44725	personal
44727	proper
44730	accusative
preventive
44734	personal
44740	demonstrative
44744	personal
44746	personal
44748	coordinating
44751	personal
44753	coordinating
44756	relative
44758	personal
44760	personal
personal
coordinating
44764	personal
resumption
44767	personal
location
personal
coordinating
44773	personal
negative
44776	personal
personal
44779	personal
resumption
44783	proper
44785	location
personal
coordinating
location
personal
conditional
44792	personal
44795	personal
emphatic
44798	time
44802	relative
44804	coordinating
44806	personal
44808	proper
44810	personal
44813	coordinating
44816	personal
relative
44819	personal
44821	personal
44823	relative
44825	personal
44829	coordinating
44832	coordinating
interrogative
44837	coordinating
44840	coordinating
relative
44848	coordinating
44855	coordinating
relative
44860	resumption
future
44863	personal
proper
resumption
44867	interrogative
supplemental
negative
44871	personal
resumption
demonstrative
proper
44876	personal
44879	resumption
interrogative
time
44884	restriction
44887	resumption
interrogative
44890	personal
44892	demonstrative
44896	personal
44898	relative
44900	personal
accusative
personal
negative
44905	personal
44907	interrogative
44910	personal
relative
44915	coordinating
44917	personal
44919	proper
44923	coordinating
44925	personal
resumption
interrogative
44929	personal
44931	interrogative
44934	personal
relative
44941	proper
44946	interrogative
supplemental
relative
44954	subordinating
44956	coordinating
relative
negative
44960	restriction
subordinating
44963	resumption
relative
44966	personal
interrogative
44969	personal
coordinating
negative
44974	personal
restriction
44977	accusative
44980	negative
44986	accusative
proper
44990	relative
44992	personal
coordinating
negative
44996	demonstrative
44998	proper
subordinating
45003	proper
coordinating
amendment
45007	relative
location
45010	personal
coordinating
45015	negative
45018	personal
45023	coordinating
45025	personal
45027	personal
45029	resumption
45031	personal
45035	personal
coordinating
45038	personal
relative
45041	personal
45044	proper
conditional
45047	personal
45049	retraction
45051	personal
45053	relative
negative
45056	personal
45059	personal
coordinating
negative
45063	personal
45065	personal
45067	demonstrative
45069	relative
45072	personal
resumption
45075	interrogative
45080	coordinating
45082	personal
relative
45086	personal
coordinating
45089	personal
relative
negative
45094	personal
coordinating
45097	personal
45102	coordinating
conditional
45105	personal
personal
resumption
45110	personal
45112	personal
coordinating
45115	personal
45117	personal
personal
45121	relative
45123	coordinating
personal
45127	relative
45129	personal
coordinating
45132	personal
relative
45135	personal
45137	personal
interrogative
supplemental
personal
45144	coordinating
conditional
45147	personal
negative
45150	personal
coordinating
45153	personal
relative
45157	personal
interrogative
supplemental
personal
45164	coordinating
conditional
45167	personal
negative
45170	personal
accusative
proper
negative
45178	coordinating
accusative
45183	personal
45185	personal
coordinating
45189	personal
45191	subordinating
negative
45194	personal
restriction
45201	personal
location
personal
certainty
45206	relative
45208	personal
45211	proper
coordinating
negative
45215	personal
45217	coordinating
explanation
45220	emphatic
personal
45223	relative
45225	personal
coordinating
45228	emphatic
personal
resumption
45232	personal
45234	personal
coordinating
proper
45239	relative
45241	personal
coordinating
45247	resumption
time
45251	personal
45253	location
personal
45258	coordinating
personal
negative
45262	personal
coordinating
45265	personal
interrogative
demonstrative
45270	conditional
45272	personal
45275	negative
45279	personal
45281	coordinating
negative
45284	restriction
relative
45287	proper
45292	time
45295	personal
resumption
negative
45299	personal
45301	coordinating
negative
45304	personal
45306	interrogative
45308	personal
conditional
45311	personal
45313	personal
45315	coordinating
45317	interrogative
45320	personal
45323	interrogative
coordinating
time
relative
45329	personal
45331	personal
interrogative
45334	time
coordinating
certainty
45338	personal
45340	personal
45342	personal
coordinating
45346	relative
45348	personal
45350	personal
45354	interrogative
45356	personal
restriction
45359	relative
45361	personal
45363	personal
coordinating
45366	personal
personal
interrogative
45370	personal
45372	answer
coordinating
45375	personal
accusative
personal
emphatic
45380	coordinating
negative
personal
45385	coordinating
conditional
accusative
45392	relative
45396	emphatic
45399	personal
coordinating
45402	personal
45405	time
45407	personal
45410	coordinating
45412	location
personal
45417	coordinating
personal
negative
45421	personal
inceptive
accusative
45425	proper
relative
45430	coordinating
45433	inceptive
accusative
45436	proper
45438	coordinating
accusative
45441	personal
negative
45444	personal
personal
45447	coordinating
45449	coordinating
45451	personal
45453	personal
vocative
45458	certainty
45460	personal
45464	personal
coordinating
45468	relative
45472	coordinating
45474	coordinating
45482	proper
coordinating
45486	personal
resumption
45489	demonstrative
resumption
imperative
45493	personal
personal
45497	relative
45499	personal
45501	interrogative
45503	personal
relative
45506	proper
45508	personal
45511	coordinating
45513	personal
45515	personal
45517	coordinating
45520	interrogative
proper
45524	personal
coordinating
45527	proper
45529	personal
coordinating
interrogative
45533	relative
45535	personal
45537	proper
45543	accusative
proper
emphatic
45551	coordinating
accusative
45554	personal
negative
45557	personal
coordinating
negative
45563	coordinating
negative
45567	personal
45569	proper
coordinating
negative
45573	personal
45576	restriction
45578	personal
45580	personal
45582	time
45584	personal
45586	personal
coordinating
negative
45592	personal
45599	coordinating
negative
45604	coordinating
negative
45608	demonstrative
coordinating
negative
45612	restriction
45616	inceptive
accusative
45619	proper
negative
45623	personal
coordinating
negative
personal
45628	personal
relative
45631	personal
coordinating
45634	personal
45636	personal
45638	personal
45646	coordinating
45650	negative
45654	proper
demonstrative
personal
45661	coordinating
negative
45664	personal
45666	personal
accusative
45671	proper
45673	personal
45678	inceptive
accusative
45681	proper
relative
45686	coordinating
relative
45691	coordinating
negative
45694	relative
45696	personal
45699	proper
45701	negative
45703	personal
restriction
45707	coordinating
negative
personal
restriction
45712	personal
personal
relative
45717	personal
45720	purpose
45722	personal
45724	personal
coordinating
45729	accusative
45731	demonstrative
emphatic
45737	personal
45739	personal
45741	proper
45744	personal
personal
45749	personal
relative
45754	coordinating
relative
45759	negative
location
personal
45765	demonstrative
interrogative
45768	personal
45770	proper
relative
negative
45774	personal
45776	accusative
relative
45779	personal
45781	proper
45784	negative
45786	personal
45791	coordinating
45793	personal
45795	personal
coordinating
45798	personal
45804	relative
45806	personal
45808	personal
coordinating
45812	personal
45814	proper
time
45819	personal
vocative
45822	personal
conditional
45827	personal
45829	personal
coordinating
45832	personal
45835	proper
resumption
45838	proper
45840	personal
resumption
45843	personal
45845	personal
comitative
45848	personal
coordinating
negative
45853	personal
45855	personal
45857	coordinating
45859	personal
45861	personal
coordinating
prohibition
45865	personal
personal
resumption
conditional
45870	personal
resumption
negative
45874	personal
personal
45878	negative
45880	personal
restriction
45883	proper
coordinating
45886	personal
subordinating
45891	proper
resumption
45894	personal
personal
resumption
45898	personal
personal
coordinating
relative
location
personal
45907	coordinating
45909	personal
personal
45912	coordinating
45914	personal
relative
45917	personal
45920	personal
resumption
45923	interrogative
45928	coordinating
45930	personal
45933	personal
45937	personal
coordinating
45940	personal
personal
45945	resumption
negative
45948	personal
purpose
45951	personal
45953	relative
45955	personal
45957	personal
45961	demonstrative
45967	coordinating
45969	personal
45972	personal
proper
coordinating
proper
45977	proper
coordinating
45980	personal
45983	personal
resumption
45986	personal
coordinating
45989	personal
45992	resumption
time
45995	personal
46000	personal
46002	personal
accusative
demonstrative
emphatic
46009	proper
interrogative
46012	personal
46016	time
46018	personal
interrogative
46021	demonstrative
coordinating
negative
46028	personal
interrogative
46031	personal
personal
purpose
46035	personal
46037	relative
46039	personal
46041	personal
46043	personal
coordinating
46047	personal
46053	coordinating
negative
personal
46057	personal
46060	coordinating
46062	proper
46064	personal
personal
46070	resumption
time
46077	personal
proper
46080	personal
relative
personal
46084	resumption
time
46087	personal
46089	proper
relative
46092	personal
46094	personal
46097	accusative
proper
future
46101	personal
accusative
proper
negative
46109	coordinating
46111	proper
46116	personal
coordinating
conditional
46122	resumption
relative
46126	proper
restriction
46131	personal
46135	proper
coordinating
46138	personal
subordinating
46141	personal
coordinating
accusative
proper
emphatic
46150	coordinating
accusative
personal
emphatic
46157	coordinating
46159	proper
vocative
46162	personal
conditional
46165	personal
46167	personal
46169	proper
resumption
46172	personal
46174	personal
conditional
46177	personal
46179	resumption
46181	personal
46183	proper
46185	personal
46187	personal
prohibition
46190	personal
46197	coordinating
46199	personal
46202	personal
46208	resumption
46210	personal
46212	proper
coordinating
46215	personal
subordinating
46218	personal
46221	personal
46223	proper
46225	coordinating
46227	personal
46229	personal
46231	coordinating
46233	personal
46236	coordinating
46240	coordinating
46242	proper
46244	personal
accusative
personal
46248	personal
proper
coordinating
46252	personal
46254	coordinating
46262	personal
purpose
46265	personal
46268	personal
46270	personal
46274	personal
coordinating
46279	personal
resumption
negative
46283	personal
46286	personal
46292	certainty
46295	personal
resumption
46298	personal
coordinating
prohibition
46302	emphatic
46304	relative
negative
46307	personal
coordinating
46310	personal
46313	proper
46316	coordinating
46318	personal
proper
coordinating
46322	personal
46324	coordinating
46326	inceptive
time
46329	personal
46334	personal
accusative
personal
negative
46339	restriction
relative
46343	personal
46345	proper
coordinating
personal
46350	proper
interrogative
46353	time
coordinating
certainty
46357	personal
time
coordinating
46361	personal
46365	resumption
46369	personal
46372	personal
purpose
46376	relative
46378	personal
46380	coordinating
accusative
46388	personal
emphatic
46391	coordinating
emphatic
certainty
46395	personal
46397	proper
46400	coordinating
46402	personal
personal
46407	coordinating
negative
46410	personal
46413	personal
46416	accusative
46418	personal
46420	location
personal
46426	relative
46428	personal
46430	personal
46432	personal
resumption
conditional
46436	personal
46440	relative
46442	personal
46444	personal
resumption
46447	relative
46449	personal
46454	personal
emphatic
certainty
46458	personal
46463	personal
resumption
negative
46467	emphatic
46471	coordinating
negative
46474	emphatic
46476	relative
46478	personal
46481	proper
cause
46487	accusative
relative
46491	personal
46494	personal
negative
46497	personal
coordinating
conditional
46501	personal
46506	personal
46511	resumption
exhortation
46516	coordinating
46518	personal
46520	personal
restriction
46523	proper
time
46526	personal
46528	personal
46530	personal
46539	coordinating
46541	personal
personal
46545	coordinating
conditional
46549	personal
emphatic
46552	relative
46557	personal
46559	interrogative
supplemental
personal
46567	personal
46569	coordinating
negative
46574	subordinating
46576	restriction
46579	proper
coordinating
46585	relative
negative
46588	personal
46591	personal
interrogative
46596	coordinating
46599	coordinating
negative
46604	coordinating
46609	negative
46611	personal
resumption
interrogative
46615	personal
restriction
46619	relative
46621	personal
46624	personal
46626	resumption
46628	personal
accusative
personal
location
personal
46636	coordinating
46639	personal
coordinating
relative
46643	personal
46645	demonstrative
46648	personal
46653	vocative
46657	conditional
46659	personal
46664	personal
resumption
negative
46668	relative
46670	personal
46673	proper
coordinating
amendment
46677	proper
relative
46680	personal
coordinating
46683	personal
subordinating
46689	coordinating
interpretation
46693	personal
46698	coordinating
prohibition
46701	emphatic
46705	coordinating
prohibition
46710	proper
relative
negative
46714	personal
coordinating
negative
46718	personal
resumption
conditional
46722	personal
resumption
accusative
personal
answer
46730	coordinating
conditional
46733	personal
proper
46737	resumption
negative
46741	personal
restriction
personal
coordinating
conditional
46747	personal
46750	resumption
negative
46755	personal
46758	personal
relative
46763	personal
coordinating
personal
46771	vocative
46775	certainty
46777	personal
46782	personal
resumption
relative
46786	resumption
accusative
preventive
46792	personal
coordinating
relative
46796	resumption
accusative
preventive
46801	personal
coordinating
negative
personal
46806	personal
46809	coordinating
46811	relative
46814	personal
coordinating
46819	proper
coordinating
personal
46829	personal
coordinating
46833	time
46836	subordinating
negative
46839	personal
restriction
proper
accusative
personal
46845	personal
46847	personal
46849	coordinating
46851	coordinating
subordinating
46854	personal
46856	personal
coordinating
46859	personal
46861	personal
46863	personal
46869	coordinating
46875	personal
coordinating
conditional
46879	personal
resumption
accusative
personal
46885	personal
46890	proper
46892	personal
coordinating
personal
46899	inceptive
accusative
personal
46903	personal
46905	personal
purpose
46908	personal
46910	personal
inceptive
46914	personal
46916	personal
46918	relative
46920	personal
coordinating
relative
46924	personal
accusative
personal
46932	coordinating
negative
46939	restriction
46941	proper
46943	personal
coordinating
46947	personal
coordinating
46950	personal
46955	coordinating
personal
relative
46961	coordinating
46967	coordinating
46970	personal
46974	purpose
46976	personal
interrogative
personal
46981	coordinating
emphatic
conditional
46985	personal
accusative
personal
46993	emphatic
46995	emphatic
relative
46998	personal
negative
demonstrative
restriction
47004	coordinating
emphatic
conditional
47008	personal
47010	personal
47016	emphatic
47018	emphatic
relative
47021	personal
inceptive
47025	personal
47029	personal
coordinating
47033	personal
relative
47036	personal
47038	personal
47040	personal
coordinating
emphatic
conditional
47045	personal
47049	personal
47051	coordinating
47053	personal
personal
47056	personal
accusative
personal
emphatic
47062	coordinating
emphatic
conditional
47066	personal
personal
47069	time
47072	personal
emphatic
47075	emphatic
47080	personal
accusative
personal
emphatic
47086	restriction
relative
47089	personal
coordinating
47092	personal
47095	demonstrative
47097	personal
47099	coordinating
47102	resumption
accusative
personal
47107	relative
47110	personal
coordinating
47114	personal
47116	personal
subordinating
47119	personal
exhortation
47123	personal
47125	coordinating
47127	location
personal
47130	accusative
preventive
personal
47134	coordinating
proper
47140	coordinating
47142	personal
47144	personal
47146	resumption
47148	personal
47153	personal
47155	coordinating
47157	personal
relative
47160	personal
47163	proper
conditional
47166	personal
47168	resumption
conditional
47171	personal
47173	personal
resumption
47176	personal
accusative
preventive
47182	proper
coordinating
subordinating
negative
47187	restriction
personal
resumption
interrogative
personal
47193	relative
47200	coordinating
47202	personal
47205	personal
47207	personal
47209	personal
coordinating
personal
47213	personal
negative
47216	personal
demonstrative
relative
47221	personal
47225	restriction
47228	coordinating
47230	relative
47232	personal
47234	personal
coordinating
47237	relative
47239	personal
47241	personal
interrogative
supplemental
relative
47250	personal
coordinating
47253	personal
47256	personal
coordinating
47260	personal
47262	proper
47264	coordinating
47266	demonstrative
47268	personal
47270	personal
coordinating
relative
47275	personal
47279	resumption
47283	personal
resumption
negative
47290	personal
accusative
personal
47297	personal
coordinating
accusative
47303	negative
47305	personal
coordinating
relative
47310	relative
47313	proper
47315	demonstrative
47317	personal
47320	personal
coordinating
47325	demonstrative
relative
47328	personal
47331	personal
inceptive
47334	proper
47338	relative
47340	personal
47343	proper
coordinating
47346	personal
personal
47349	circumstantial
personal
47354	personal
47356	demonstrative
negative
47359	personal
47364	coordinating
negative
47368	personal
47371	proper
47376	personal
47379	negative
47381	personal
47383	personal
47386	coordinating
negative
47389	personal
47391	personal
demonstrative
relative
47395	personal
47397	personal
coordinating
47401	personal
relative
47404	personal
47406	personal
negative
47409	accusative
personal
47414	personal
47417	accusative
relative
47420	personal
coordinating
47423	personal
47426	coordinating
47428	personal
47431	personal
demonstrative
47435	proper
personal
47438	personal
47446	coordinating
47449	coordinating
47452	coordinating
47455	interrogative
47457	personal
47459	interrogative
supplemental
negative
47463	personal
coordinating
emphatic
certainty
47468	personal
proper
47472	personal
accusative
personal
47476	personal
47479	interpretation
prohibition
47482	personal
restriction
proper
accusative
personal
47489	personal
47493	resumption
47497	relative
47499	personal
47502	personal
negative
47505	personal
restriction
47509	personal
coordinating
negative
47513	personal
47515	personal
restriction
relative
personal
47520	personal
47524	coordinating
negative
47528	personal
47530	personal
47533	retraction
47535	personal
47538	vocative
47540	personal
interrogative
47543	personal
conditional
47546	personal
47551	personal
circumstantial
47554	personal
47558	personal
resumption
47562	personal
interrogative
47565	personal
personal
circumstantial
personal
47570	personal
47572	coordinating
vocative
47575	personal
negative
47578	personal
47580	personal
47582	negative
47584	personal
restriction
47587	proper
coordinating
negative
personal
47593	relative
47595	personal
accusative
personal
47600	personal
coordinating
accusative
personal
47605	personal
47608	personal
coordinating
vocative
47612	personal
relative
47615	personal
47617	proper
conditional
47620	personal
personal
interrogative
supplemental
negative
47626	personal
coordinating
negative
47631	personal
location
personal
47635	proper
coordinating
negative
47641	coordinating
negative
47644	accusative
personal
47647	coordinating
negative
47651	relative
47654	personal
negative
47657	personal
proper
47660	proper
47663	relative
47666	personal
accusative
personal
surprise
emphatic
47675	personal
vocative
proper
certainty
47680	personal
personal
coordinating
47684	personal
47686	personal
resumption
47689	personal
47691	relative
47693	personal
conditional
47696	personal
47701	accusative
preventive
47704	personal
47706	personal
proper
conditional
47710	coordinating
negative
personal
47715	coordinating
negative
47718	personal
47720	personal
conditional
47723	personal
subordinating
47727	personal
conditional
47730	proper
47732	subordinating
47734	personal
personal
47737	personal
coordinating
47740	personal
47742	personal
coordinating
47745	personal
47747	personal
47749	conditional
47751	personal
personal
resumption
47755	personal
47757	personal
coordinating
personal
47762	relative
47764	personal
coordinating
47768	proper
accusative
personal
negative
47775	personal
restriction
relative
certainty
47780	resumption
negative
47784	relative
47786	personal
47788	personal
coordinating
47795	personal
coordinating
47798	personal
coordinating
negative
47802	personal
47804	relative
47806	personal
accusative
personal
47810	coordinating
47814	coordinating
time
47818	personal
47822	personal
47824	personal
47826	personal
47828	conditional
47830	personal
47832	personal
resumption
accusative
personal
47838	personal
47840	subordinating
47842	personal
coordinating
future
47846	personal
relative
47849	personal
47852	personal
coordinating
47856	personal
47859	inceptive
time
47863	personal
coordinating
47869	personal
47872	personal
47877	coordinating
47879	personal
restriction
relative
47884	personal
47887	coordinating
relative
47890	coordinating
negative
47893	location
personal
restriction
47897	coordinating
47900	personal
47902	personal
47905	proper
47907	personal
coordinating
47910	personal
accusative
47913	personal
emphatic
47917	coordinating
personal
47921	personal
47927	coordinating
47929	proper
47931	personal
coordinating
47936	vocative
47938	personal
47940	location
personal
coordinating
prohibition
47945	location
47949	future
47954	personal
47959	negative
47965	proper
restriction
relative
47969	coordinating
47971	location
personal
47975	resumption
47980	coordinating
47982	vocative
47985	personal
47987	personal
coordinating
vocative
47992	personal
coordinating
47997	coordinating
48001	coordinating
48005	proper
coordinating
48014	coordinating
48016	proper
48018	personal
coordinating
48022	personal
accusative
48025	personal
48028	personal
coordinating
accusative
48032	personal
48035	coordinating
personal
48041	vocative
proper
accusative
personal
48048	personal
accusative
personal
48054	resumption
negative
48057	personal
relative
48061	personal
48063	personal
48065	accusative
personal
48068	personal
subordinating
48076	personal
accusative
personal
48081	personal
subordinating
48084	personal
relative
48088	personal
48090	personal
48092	coordinating
restriction
48096	personal
coordinating
48099	personal
48105	vocative
proper
48111	personal
coordinating
48115	personal
coordinating
48120	relative
location
personal
coordinating
48125	future
48127	personal
coordinating
48130	personal
48132	personal
48135	demonstrative
48141	personal
48143	personal
negative
48146	personal
48148	personal
personal
coordinating
negative
48153	personal
48156	demonstrative
resumption
48159	accusative
48165	coordinating
48167	proper
48169	personal
proper
48172	vocative
48174	personal
48176	personal
proper
negative
48180	personal
48184	personal
negative
personal
restriction
48189	vocative
48191	personal
negative
48194	personal
48196	personal
48198	negative
48200	personal
restriction
48203	relative
48205	personal
interrogative
supplemental
negative
48210	personal
coordinating
vocative
48214	personal
48216	personal
48218	personal
coordinating
48221	personal
48223	personal
48228	personal
48230	coordinating
48232	personal
48236	personal
coordinating
prohibition
48240	personal
48243	personal
vocative
proper
negative
48248	personal
personal
48252	coordinating
negative
personal
48258	personal
48261	personal
coordinating
negative
personal
48266	personal
48269	negative
48271	restriction
48273	personal
48276	personal
48280	accusative
personal
48283	proper
coordinating
48286	personal
accusative
personal
48291	relative
48293	personal
48296	personal
resumption
48299	personal
personal
48302	coordinating
prohibition
48305	personal
personal
accusative
personal
48310	personal
48312	proper
48314	personal
coordinating
48317	personal
negative
48321	restriction
personal
48326	personal
accusative
48329	personal
48333	resumption
conditional
48336	personal
resumption
certainty
48340	personal
personal
relative
48344	personal
48346	personal
48348	personal
coordinating
48352	personal
48355	personal
coordinating
negative
48359	personal
personal
48362	accusative
48364	personal
48369	coordinating
time
48373	personal
48375	personal
proper
coordinating
relative
48380	personal
location
personal
48386	personal
coordinating
48389	personal
personal
48394	coordinating
demonstrative
proper
48398	personal
48402	personal
coordinating
48405	personal
48407	personal
coordinating
48410	personal
48415	coordinating
48417	personal
48419	demonstrative
48423	coordinating
48427	inceptive
accusative
proper
48431	personal
48433	personal
inceptive
48437	proper
48439	proper
coordinating
48442	proper
48444	personal
proper
48447	vocative
48449	personal
48451	personal
proper
negative
48455	personal
48459	personal
personal
48462	personal
48466	coordinating
48468	personal
48470	personal
resumption
48473	personal
personal
coordinating
48477	personal
48479	personal
accusative
48482	personal
48486	personal
vocative
proper
certainty
48491	personal
48493	personal
48495	time
demonstrative
interrogative
48499	personal
subordinating
48502	relative
48505	personal
coordinating
accusative
personal
emphatic
48513	relative
48515	personal
48517	personal
48520	vocative
48522	personal
interrogative
48525	personal
conditional
48528	personal
48533	personal
coordinating
48536	personal
48538	personal
48540	resumption
relative
48543	personal
48545	proper
conditional
48548	personal
personal
resumption
negative
48553	personal
personal
48557	coordinating
vocative
48560	personal
demonstrative
48563	proper
48565	personal
48567	resumption
48569	personal
personal
48574	proper
coordinating
prohibition
48578	personal
personal
48582	cause
48584	personal
48587	resumption
48589	personal
personal
resumption
48594	personal
48597	personal
48600	demonstrative
48604	resumption
time
48608	personal
48610	personal
proper
coordinating
relative
48615	personal
location
personal
48621	personal
coordinating
48625	time
accusative
48628	personal
personal
48634	coordinating
48636	relative
48638	personal
48641	resumption
48643	personal
48646	personal
48649	subordinating
negative
48652	personal
48654	personal
inceptive
accusative
proper
48659	personal
48661	personal
inceptive
48665	proper
coordinating
emphatic
certainty
48671	personal
proper
48677	personal
48681	coordinating
negative
48684	subordinating
48689	resumption
time
48693	personal
negative
48697	personal
48699	personal
coordinating
48703	personal
48706	personal
prohibition
48709	accusative
personal
48712	personal
48715	proper
coordinating
48718	personal
48720	coordinating
48722	resumption
48724	personal
personal
48727	proper
coordinating
48731	proper
proper
48734	vocative
48736	interrogative
48738	circumstantial
personal
48741	coordinating
demonstrative
48744	personal
48746	accusative
demonstrative
emphatic
48752	personal
interrogative
48757	proper
48759	proper
coordinating
48762	personal
48764	personal
48768	accusative
personal
48772	coordinating
time
48776	proper
48779	coordinating
48781	personal
48785	personal
48788	proper
accusative
proper
emphatic
48795	vocative
proper
48799	demonstrative
accusative
personal
certainty
48806	personal
coordinating
accusative
personal
48811	personal
48815	coordinating
time
48819	personal
proper
48823	personal
coordinating
48827	personal
48829	coordinating
48831	demonstrative
48834	coordinating
48836	personal
48838	personal
48840	personal
48842	personal
coordinating
48847	personal
48849	personal
48853	vocative
48855	personal
demonstrative
48858	personal
personal
48862	personal
resumption
48865	personal
proper
coordinating
prohibition
48870	personal
personal
48874	personal
interrogative
48878	personal
48882	personal
emphatic
certainty
48886	personal
negative
48889	personal
48892	personal
48895	coordinating
accusative
personal
emphatic
48900	relative
48903	conditional
accusative
48906	personal
48908	personal
48910	coordinating
48916	personal
vocative
proper
accusative
personal
48923	personal
negative
48926	personal
48928	personal
resumption
48933	personal
48939	coordinating
negative
48943	personal
48945	restriction
48947	personal
accusative
personal
48951	personal
relative
48954	personal
accusative
48957	personal
48960	interrogative
48966	resumption
time
48970	personal
48972	personal
48974	personal
48976	personal
coordinating
48979	personal
48981	personal
48987	location
48989	personal
coordinating
negative
personal
48998	coordinating
49000	proper
49002	personal
proper
49005	vocative
49007	personal
49009	personal
proper
negative
49013	personal
49017	personal
coordinating
prohibition
49021	personal
49024	coordinating
49027	accusative
personal
49030	personal
49033	coordinating
accusative
personal
49038	personal
49042	coordinating
vocative
49045	personal
49047	personal
49050	coordinating
49056	coordinating
prohibition
49059	personal
49063	personal
coordinating
prohibition
49067	personal
49073	proper
49076	personal
conditional
49079	personal
49081	coordinating
negative
personal
49085	personal
49089	personal
vocative
proper
interrogative
49094	personal
49096	personal
subordinating
49099	relative
49102	personal
coordinating
subordinating
49108	personal
relative
49111	accusative
personal
emphatic
personal
49120	vocative
49122	personal
interrogative
49125	personal
conditional
49128	personal
49133	personal
coordinating
49136	personal
49138	personal
49141	coordinating
negative
49144	subordinating
49146	personal
49148	relative
49150	personal
49152	personal
negative
49155	restriction
49158	relative
49160	personal
coordinating
negative
49164	personal
restriction
49167	proper
49169	personal
49171	personal
coordinating
49174	personal
49176	coordinating
vocative
49179	personal
negative
49182	emphatic
personal
49185	personal
subordinating
49188	personal
49190	relative
49193	proper
coordinating
49196	proper
coordinating
49199	proper
coordinating
negative
49203	proper
49205	personal
49208	coordinating
49210	personal
49212	personal
coordinating
49215	personal
49217	personal
accusative
49220	personal
49224	personal
vocative
proper
negative
49231	relative
49233	coordinating
accusative
personal
emphatic
49238	personal
49240	personal
49242	coordinating
conditional
49245	personal
emphatic
49248	personal
personal
coordinating
negative
personal
49254	personal
49258	vocative
49260	personal
interrogative
49263	personal
49266	personal
49268	proper
coordinating
49271	personal
personal
location
personal
49276	accusative
49278	personal
49280	relative
49282	personal
49284	coordinating
vocative
49287	personal
49289	personal
49292	personal
accusative
personal
49296	future
49298	personal
relative
49301	personal
49304	personal
coordinating
relative
personal
49309	coordinating
49311	personal
accusative
personal
location
personal
49317	coordinating
time
49321	personal
49323	personal
proper
coordinating
relative
49328	personal
location
personal
49334	personal
coordinating
49337	relative
49339	personal
49342	resumption
49344	personal
49347	personal
49350	subordinating
negative
49353	personal
49355	personal
inceptive
49359	proper
49361	subordinating
49363	proper
coordinating
emphatic
certainty
49368	personal
proper
49372	personal
coordinating
49377	proper
coordinating
49380	personal
resumption
49383	personal
49385	proper
coordinating
negative
49389	proper
49394	personal
49398	coordinating
49400	personal
49403	coordinating
49409	coordinating
49411	personal
49413	demonstrative
49415	coordinating
49424	demonstrative
49430	personal
49432	personal
49434	personal
49436	coordinating
49438	coordinating
negative
49441	personal
personal
coordinating
amendment
49446	personal
49448	personal
resumption
negative
49453	personal
49455	personal
relative
49458	personal
49461	proper
49464	time
49468	personal
coordinating
negative
49472	personal
personal
49476	coordinating
49478	demonstrative
49481	personal
time
49486	circumstantial
personal
49489	accusative
49491	personal
49494	accusative
49496	demonstrative
emphatic
49500	relative
49505	demonstrative
49509	personal
49512	coordinating
demonstrative
49516	coordinating
negative
49519	personal
restriction
49526	negative
49529	restriction
49532	personal
resumption
49535	personal
49537	coordinating
49539	resumption
explanation
conditional
49543	personal
resumption
49549	personal
49551	personal
49553	coordinating
49557	personal
relative
49562	coordinating
49565	restriction
relative
49569	personal
accusative
49572	personal
49575	relative
49577	coordinating
explanation
conditional
49581	personal
resumption
49585	proper
49588	personal
relative
49593	coordinating
49596	restriction
relative
49600	personal
49604	resumption
prohibition
49610	relative
49612	demonstrative
negative
49615	personal
restriction
49618	subordinating
49621	personal
49624	coordinating
accusative
personal
emphatic
49629	personal
49631	personal
49634	coordinating
emphatic
certainty
49638	personal
proper
49642	resumption
49645	personal
coordinating
conditional
49652	personal
emphatic
49655	location
personal
coordinating
accusative
personal
emphatic
49664	personal
49666	coordinating
accusative
49669	time
emphatic
49672	emphatic
personal
49675	personal
49677	personal
accusative
personal
49681	relative
49683	personal
49685	resumption
49688	subordinating
49690	personal
coordinating
relative
49694	location
personal
coordinating
prohibition
49699	personal
accusative
personal
49703	relative
49705	personal
49707	coordinating
prohibition
49710	personal
49712	relative
49714	personal
cause
49717	personal
49720	coordinating
negative
49723	personal
49726	proper
49729	coordinating
negative
49732	personal
coordinating
49740	coordinating
49745	accusative
49749	personal
49752	demonstrative
49757	coordinating
49759	resumption
accusative
proper
negative
49767	resumption
exhortation
49775	personal
49779	personal
49786	restriction
49789	relative
49791	personal
49793	personal
coordinating
49796	relative
49798	personal
relative
49801	personal
49803	personal
coordinating
49806	personal
49808	coordinating
negative
49812	personal
purpose
49819	circumstantial
49821	personal
49823	coordinating
conditional
49827	personal
emphatic
49834	coordinating
negative
49837	personal
49839	restriction
relative
49843	personal
coordinating
49846	demonstrative
49848	personal
coordinating
49853	personal
emphatic
49856	emphatic
proper
49861	coordinating
49865	coordinating
49869	personal
49874	relative
49877	personal
49879	personal
coordinating
49882	personal
49884	demonstrative
49887	coordinating
49889	coordinating
49894	coordinating
49897	relative
negative
49900	personal
49902	personal
49905	personal
accusative
personal
49909	coordinating
49911	personal
accusative
personal
49915	coordinating
49917	proper
49921	coordinating
49924	coordinating
49926	personal
49931	personal
resumption
49934	personal
coordinating
49938	personal
coordinating
negative
49942	personal
49946	relative
49948	personal
49950	demonstrative
49956	accusative
personal
49959	personal
personal
proper
49963	accusative
personal
49966	personal
personal
49970	personal
49975	relative
49977	personal
49979	personal
demonstrative
49982	proper
coordinating
conditional
49986	personal
49989	personal
emphatic
49994	time
49996	proper
49999	personal
vocative
50002	personal
accusative
personal
50006	personal
50010	coordinating
50013	coordinating
50017	personal
personal
50020	personal
50023	vocative
50025	personal
prohibition
50029	personal
50032	personal
resumption
50035	personal
50037	personal
50039	accusative
50041	proper
50047	coordinating
50049	demonstrative
50051	personal
50053	personal
coordinating
50056	personal
50061	coordinating
50064	personal
50066	personal
coordinating
50070	proper
50072	subordinating
50074	personal
50077	personal
50080	proper
coordinating
proper
accusative
50085	personal
50088	emphatic
certainty
50092	proper
coordinating
50095	personal
50100	time
50102	personal
emphatic
proper
coordinating
50107	personal
50111	personal
50113	personal
circumstantial
personal
50117	accusative
50119	personal
emphatic
50125	personal
proper
coordinating
50129	personal
personal
50134	personal
50137	personal
coordinating
50140	personal
50143	personal
50149	personal
prohibition
50152	personal
proper
coordinating
50156	personal
personal
50163	personal
50167	conditional
50169	personal
50172	personal
vocative
50175	personal
relative
50178	personal
negative
50181	personal
50183	proper
circumstantial
accusative
personal
50188	personal
emphatic
50192	personal
location
personal
50197	coordinating
50199	coordinating
accusative
personal
50203	personal
emphatic
50207	accusative
personal
emphatic
50211	personal
subordinating
50214	personal
50216	personal
coordinating
50219	subordinating
50221	personal
50224	circumstantial
personal
50227	personal
50230	personal
emphatic
conditional
50234	personal
50237	circumstantial
personal
50240	accusative
personal
answer
emphatic
50245	resumption
time
50248	personal
50250	personal
coordinating
50253	personal
subordinating
50256	personal
personal
50262	coordinating
50264	personal
50266	personal
emphatic
50269	emphatic
personal
50273	personal
demonstrative
circumstantial
personal
negative
50279	personal
resumption
50282	personal
50284	personal
50287	personal
50289	personal
vocative
50292	personal
accusative
personal
50296	personal
50298	coordinating
50300	personal
proper
location
50304	personal
coordinating
50307	personal
50310	resumption
negative
personal
50316	personal
coordinating
conditional
50320	personal
50322	coordinating
50324	personal
50327	personal
50332	retraction
50335	personal
50337	personal
50339	resumption
50342	coordinating
proper
50347	relative
50349	personal
coordinating
50353	coordinating
50355	personal
50357	personal
resumption
50361	personal
50363	vocative
50365	demonstrative
50367	coordinating
50369	personal
personal
50372	coordinating
proper
50376	relative
50378	personal
coordinating
50381	personal
personal
50388	coordinating
50390	personal
50392	personal
50396	coordinating
50398	relative
50400	personal
50402	proper
50405	personal
50407	personal
50409	personal
50411	subordinating
50413	personal
coordinating
50416	personal
50418	coordinating
50420	demonstrative
50422	personal
50424	proper
50428	coordinating
purpose
50431	personal
50436	coordinating
proper
50441	personal
coordinating
accusative
50447	negative
50449	personal
coordinating
time
50454	personal
50456	personal
personal
50459	coordinating
50461	coordinating
50463	demonstrative
50467	coordinating
50469	personal
relative
personal
50474	personal
50477	personal
coordinating
50482	coordinating
50486	personal
50489	proper
accusative
personal
50493	personal
50496	personal
accusative
personal
negative
50503	coordinating
emphatic
certainty
50508	personal
coordinating
50512	personal
conditional
subordinating
50518	personal
50520	demonstrative
purpose
50524	personal
50527	coordinating
50530	accusative
personal
50534	personal
50537	coordinating
50539	personal
50542	coordinating
50545	personal
50548	coordinating
50550	personal
50552	personal
location
50557	relative
50559	relative
50563	personal
50565	restriction
subordinating
50568	coordinating
50572	personal
50574	personal
50577	personal
coordinating
50583	personal
conditional
50587	personal
50591	resumption
50593	coordinating
personal
50598	coordinating
conditional
50602	personal
50606	resumption
50608	coordinating
personal
50613	resumption
time
50617	personal
50622	accusative
personal
50626	personal
accusative
50629	personal
50631	proper
50634	demonstrative
coordinating
50637	personal
50640	personal
accusative
personal
50644	personal
50648	coordinating
50659	personal
50662	personal
certainty
50665	personal
50667	accusative
personal
emphatic
50671	personal
50675	resumption
time
50680	personal
50683	personal
coordinating
50687	personal
50689	coordinating
50694	personal
50696	coordinating
50700	personal
resumption
time
50704	personal
personal
50707	personal
personal
coordinating
50711	personal
50713	personal
coordinating
50716	personal
50719	proper
negative
demonstrative
50723	negative
demonstrative
restriction
50729	resumption
demonstrative
relative
50733	personal
personal
50736	personal
coordinating
emphatic
certainty
50741	personal
personal
50745	personal
resumption
50748	coordinating
emphatic
conditional
negative
50753	relative
50755	personal
emphatic
50758	emphatic
coordinating
emphatic
50762	emphatic
50768	personal
50773	personal
50775	relative
50777	personal
personal
50780	personal
coordinating
restriction
50785	personal
50787	personal
50790	personal
coordinating
50796	resumption
50799	personal
50801	personal
coordinating
50805	personal
50807	personal
accusative
personal
personal
50815	coordinating
50818	personal
50821	relative
50823	personal
50826	emphatic
50828	emphatic
personal
50832	coordinating
50834	location
personal
50841	personal
accusative
personal
50845	personal
50848	coordinating
50852	accusative
personal
50855	personal
50859	personal
50865	personal
50867	personal
50870	personal
accusative
personal
50874	personal
50879	negative
50881	personal
50884	personal
personal
restriction
50888	personal
personal
50892	personal
time
subordinating
50896	personal
demonstrative
50899	relative
50901	personal
50903	personal
accusative
personal
50907	personal
50910	negative
50912	personal
50914	proper
coordinating
personal
50920	personal
50922	coordinating
50924	personal
50927	personal
proper
coordinating
proper
coordinating
proper
negative
50936	personal
subordinating
50940	proper
50943	demonstrative
50946	proper
50948	personal
coordinating
50953	coordinating
accusative
50958	negative
50960	personal
vocative
50963	personal
50966	interrogative
50970	coordinating
proper
50976	negative
50978	personal
50981	personal
restriction
50985	personal
personal
personal
coordinating
50990	personal
negative
50993	proper
50995	personal
50998	negative
51001	restriction
51003	proper
51005	subordinating
negative
51008	personal
restriction
personal
demonstrative
51016	coordinating
accusative
51021	negative
51023	personal
vocative
51026	personal
51029	conditional
51031	personal
resumption
51035	personal
51037	coordinating
conditional
51041	resumption
51043	coordinating
51049	personal
51053	relative
51055	personal
51057	personal
coordinating
51061	relative
51063	accusative
personal
51067	personal
51069	personal
location
51072	personal
resumption
51075	personal
51077	proper
51080	personal
resumption
51088	coordinating
51092	accusative
personal
51099	personal
51102	coordinating
51106	coordinating
51109	vocative
51114	personal
personal
51118	personal
conditional
51121	personal
51126	personal
51128	personal
51131	coordinating
negative
personal
51140	coordinating
51142	relative
51145	personal
coordinating
51148	time
51150	personal
51152	personal
51155	personal
resumption
51158	personal
personal
proper
51165	personal
51171	personal
51174	coordinating
51178	coordinating
51181	accusative
personal
51187	accusative
personal
51190	personal
51193	personal
51197	coordinating
relative
51200	personal
resumption
51203	personal
personal
51207	personal
restriction
51211	relative
51213	personal
coordinating
51218	demonstrative
51222	personal
relative
51225	personal
51227	personal
restriction
51231	relative
51233	personal
coordinating
51238	demonstrative
51241	personal
51245	coordinating
51247	personal
51249	personal
coordinating
51255	personal
personal
51258	personal
resumption
time
51262	personal
51269	personal
coordinating
51272	personal
relative
51277	relative
51279	personal
51281	personal
accusative
51284	personal
51287	personal
51290	relative
51292	personal
time
51295	personal
proper
51299	personal
51301	personal
51304	proper
negative
51307	personal
51309	personal
51317	time
51321	personal
51323	personal
personal
51327	personal
coordinating
accusative
personal
emphatic
51335	demonstrative
purpose
51338	accusative
personal
negative
51342	personal
51346	coordinating
accusative
proper
negative
51354	coordinating
negative
51358	personal
accusative
51362	emphatic
51367	restriction
relative
51371	personal
accusative
51374	personal
51377	coordinating
51382	personal
personal
51385	personal
51387	personal
51390	personal
resumption
time
51394	personal
51396	accusative
personal
51400	location
personal
51406	personal
51411	accusative
personal
51415	coordinating
51417	demonstrative
51419	personal
51421	proper
51427	personal
location
51433	personal
relative
51436	coordinating
negative
51442	coordinating
emphatic
51449	relative
51451	personal
coordinating
51454	personal
51456	personal
coordinating
51460	proper
coordinating
51463	personal
51465	personal
coordinating
51468	personal
coordinating
personal
51472	personal
51474	coordinating
time
51477	personal
51480	personal
51483	personal
personal
51488	personal
51491	personal
interrogative
negative
51495	personal
accusative
personal
51501	coordinating
personal
51506	resumption
conditional
negative
51510	personal
personal
51513	personal
resumption
negative
51518	personal
location
personal
coordinating
prohibition
51524	personal
personal
51527	personal
future
51531	personal
51533	personal
coordinating
accusative
personal
emphatic
51539	coordinating
51543	personal
51545	personal
51547	personal
51550	personal
accusative
personal
51554	personal
personal
time
51558	personal
51561	personal
accusative
personal
51565	personal
resumption
time
51569	personal
51572	personal
51574	personal
vocative
51577	personal
51580	personal
51583	resumption
51585	location
personal
51588	personal
51590	coordinating
accusative
personal
51594	personal
emphatic
51598	interrogative
51600	personal
51602	personal
restriction
51605	subordinating
51607	personal
personal
51611	personal
51614	resumption
proper
51618	coordinating
personal
51623	coordinating
time
51626	personal
51628	personal
51630	personal
51632	personal
51635	personal
51637	personal
vocative
51640	personal
relative
51643	demonstrative
51645	personal
51648	personal
coordinating
51652	personal
coordinating
51656	personal
coordinating
51661	demonstrative
51665	negative
51667	personal
location
personal
51672	personal
personal
51676	proper
emphatic
51679	emphatic
personal
51682	personal
restriction
subordinating
51687	personal
coordinating
time
51691	personal
personal
51694	personal
51696	proper
51698	relative
51701	coordinating
51703	vocative
51705	personal
prohibition
51708	personal
51712	coordinating
51714	personal
51718	coordinating
negative
51722	personal
51724	proper
51727	negative
51730	restriction
51732	proper
51734	personal
51736	personal
coordinating
51739	personal
resumption
imperative
51745	coordinating
time
51748	personal
51752	personal
51754	personal
negative
51759	personal
51761	proper
51764	restriction
51768	proper
51770	personal
coordinating
accusative
personal
emphatic
51778	relative
51780	personal
personal
coordinating
accusative
51787	negative
51789	personal
coordinating
time
51793	personal
51795	proper
51798	personal
51800	personal
51802	accusative
personal
personal
51806	personal
resumption
prohibition
51811	relative
51813	personal
51815	personal
resumption
time
51819	personal
51822	personal
51829	personal
coordinating
51836	accusative
personal
emphatic
51841	personal
coordinating
51844	personal
51846	personal
interrogative
51849	personal
51851	personal
51856	coordinating
51858	relative
51861	personal
51864	coordinating
personal
51867	personal
51870	personal
51872	proper
emphatic
certainty
51876	personal
negative
51879	personal
purpose
51885	coordinating
negative
51888	personal
51891	personal
resumption
relative
51895	personal
conditional
51898	personal
51901	personal
51903	personal
relative
51908	personal
resumption
personal
51912	personal
51914	demonstrative
51918	resumption
51922	personal
time
51926	personal
coordinating
51929	personal
51933	personal
51935	demonstrative
51937	personal
51939	proper
negative
51942	purpose
51945	personal
51950	restriction
subordinating
51953	proper
51956	relative
51958	coordinating
51965	personal
conditional
51968	resumption
certainty
51973	personal
51976	resumption
51978	personal
proper
51982	personal
coordinating
negative
51986	personal
51988	personal
51990	personal
51993	coordinating
proper
51997	relative
51999	personal
52001	personal
vocative
52006	accusative
52008	personal
52012	resumption
52015	personal
52017	personal
accusative
personal
52021	personal
52027	proper
subordinating
52030	restriction
relative
52033	personal
52035	personal
location
personal
accusative
personal
surprise
emphatic
52043	resumption
time
52046	personal
52048	personal
52050	personal
52054	personal
interrogative
negative
52058	personal
accusative
52061	personal
certainty
52065	personal
52068	proper
coordinating
52072	relative
52074	personal
52076	proper
resumption
negative
52085	personal
52087	personal
coordinating
52090	proper
52092	personal
coordinating
personal
52099	personal
52102	personal
coordinating
52105	personal
vocative
52108	personal
accusative
52111	personal
52113	coordinating
negative
52116	personal
restriction
52119	relative
52121	personal
coordinating
negative
52125	personal
52130	coordinating
52134	relative
52136	personal
52138	personal
coordinating
52142	relative
52144	personal
52146	personal
coordinating
accusative
personal
emphatic
52153	retraction
52156	personal
52158	personal
52160	resumption
52164	proper
subordinating
52167	personal
52169	personal
52171	accusative
personal
personal
52178	coordinating
52181	personal
coordinating
52184	vocative
52186	personal
52188	proper
coordinating
52192	personal
52196	coordinating
personal
52200	personal
52202	proper
52205	proper
52209	coordinating
52215	accusative
preventive
52219	personal
coordinating
52222	personal
52224	proper
coordinating
52228	proper
relative
negative
52232	personal
vocative
52235	personal
52237	personal
coordinating
52240	personal
52242	proper
coordinating
52245	personal
coordinating
prohibition
52249	personal
52252	proper
accusative
personal
negative
52259	proper
restriction
52265	resumption
time
52268	personal
52270	personal
52272	personal
vocative
52278	personal
coordinating
52281	personal
52284	coordinating
52286	personal
52290	resumption
52293	personal
52296	coordinating
52299	personal
accusative
proper
52306	interrogative
52308	personal
relative
52311	personal
52313	proper
coordinating
52316	personal
time
personal
52321	personal
interrogative
accusative
personal
emphatic
personal
proper
52329	personal
proper
coordinating
demonstrative
52334	personal
certainty
52337	proper
52339	personal
accusative
personal
relative
52344	coordinating
52346	resumption
accusative
proper
negative
52355	personal
52357	proper
emphatic
certainty
52361	personal
proper
52364	personal
coordinating
conditional
52368	personal
emphatic
52372	negative
52375	personal
52379	proper
52381	personal
coordinating
personal
52388	personal
52391	personal
demonstrative
coordinating
52395	personal
personal
52400	personal
52403	coordinating
52405	personal
personal
52409	personal
52411	coordinating
time
52418	personal
accusative
personal
emphatic
52424	proper
conditional
subordinating
52428	personal
personal
52431	personal
52433	proper
accusative
personal
emphatic
52439	personal
52442	resumption
time
subordinating
52449	personal
52452	personal
resumption
52457	interrogative
negative
52461	personal
accusative
personal
52466	proper
relative
negative
52470	personal
52472	personal
vocative
52475	personal
52478	personal
52480	personal
accusative
personal
52484	personal
52487	future
52490	personal
52492	personal
accusative
personal
personal
52500	resumption
time
52503	personal
52505	proper
52508	personal
52510	personal
coordinating
52514	personal
proper
conditional
52518	proper
52520	coordinating
52523	personal
52527	coordinating
52529	personal
52531	personal
52533	coordinating
52535	vocative
52537	personal
demonstrative
52541	personal
52544	certainty
52546	personal
52548	personal
52550	coordinating
certainty
52554	personal
time
52557	personal
52561	coordinating
52564	personal
52570	subordinating
52573	proper
location
personal
coordinating
location
52579	personal
accusative
52582	personal
52585	relative
52587	accusative
personal
personal
52595	personal
certainty
52598	personal
personal
52603	coordinating
52605	personal
personal
52614	coordinating
52617	personal
52619	personal
52623	coordinating
52627	personal
52629	coordinating
52631	personal
52635	demonstrative
52641	personal
52643	personal
coordinating
negative
52647	personal
location
personal
time
52652	personal
52654	personal
circumstantial
personal
52658	personal
coordinating
negative
52664	coordinating
conditional
52667	personal
52670	coordinating
negative
52673	personal
52675	personal
52678	negative
personal
restriction
52685	coordinating
52692	coordinating
52696	personal
52698	personal
circumstantial
personal
52702	personal
52704	coordinating
negative
52708	personal
52710	proper
restriction
circumstantial
personal
52715	interrogative
supplemental
52718	personal
subordinating
52721	personal
52725	proper
coordinating
52728	personal
52732	circumstantial
personal
negative
52736	personal
52738	demonstrative
52740	personal
52743	proper
52746	personal
coordinating
relative
52750	personal
coordinating
52753	proper
coordinating
negative
personal
52760	coordinating
negative
52763	personal
52766	personal
restriction
52771	personal
52776	interrogative
supplemental
negative
52780	personal
52784	coordinating
52786	personal
interrogative
52790	relative
52793	personal
coordinating
emphatic
52801	relative
52803	personal
interrogative
supplemental
negative
52808	personal
inceptive
time
52814	coordinating
52816	personal
accusative
personal
certainty
52821	personal
52823	personal
52825	personal
coordinating
52828	relative
52830	coordinating
negative
52834	personal
52840	emphatic
certainty
52845	personal
52851	negative
52855	coordinating
amendment
52858	relative
location
52861	personal
coordinating
52866	coordinating
52868	coordinating
52873	personal
52875	demonstrative
52879	coordinating
relative
52883	personal
52886	personal
52889	coordinating
accusative
52894	negative
52896	personal
proper
relative
52906	personal
personal
coordinating
52913	coordinating
52917	coordinating
52931	accusative
personal
52936	personal
52938	personal
coordinating
personal
relative
52945	coordinating
52948	personal
52950	coordinating
52952	coordinating
52959	personal
52967	accusative
52969	demonstrative
emphatic
52975	personal
coordinating
52982	coordinating
52986	coordinating
52988	coordinating
52991	coordinating
52998	coordinating
53001	personal
53007	accusative
53009	demonstrative
emphatic
53015	personal
coordinating
conditional
53019	resumption
53022	personal
interrogative
time
53026	personal
53028	interrogative
accusative
personal
emphatic
53035	demonstrative
relative
53038	personal
53041	personal
coordinating
demonstrative
53048	personal
coordinating
demonstrative
53054	personal
53056	personal
53058	coordinating
53060	personal
personal
53065	time
53068	coordinating
certainty
53073	personal
53076	coordinating
accusative
53079	personal
emphatic
53088	personal
coordinating
accusative
53092	personal
emphatic
53097	coordinating
53099	relative
53101	personal
exhortation
53105	personal
53109	personal
accusative
preventive
personal
53114	coordinating
53119	proper
53121	relative
53125	coordinating
relative
53130	coordinating
relative
53133	coordinating
53136	location
personal
53143	coordinating
53152	personal
relative
53157	coordinating
relative
53161	personal
coordinating
relative
personal
53169	coordinating
53175	personal
53180	personal
coordinating
53184	personal
53186	personal
personal
53190	proper
accusative
proper
negative
53195	relative
53200	personal
relative
53204	personal
coordinating
time
53208	proper
53212	resumption
negative
53216	personal
coordinating
negative
53220	personal
53223	personal
53226	personal
relative
53229	personal
53233	coordinating
53235	coordinating
53241	coordinating
53247	personal
coordinating
53253	personal
coordinating
53258	coordinating
53261	personal
relative
53264	coordinating
personal
53267	personal
53269	proper
coordinating
personal
53276	personal
53280	coordinating
relative
53283	personal
53286	personal
negative
53289	personal
53291	personal
53294	restriction
53298	personal
53302	purpose
53305	personal
coordinating
negative
personal
53311	personal
coordinating
negative
53317	restriction
53320	coordinating
53322	proper
53324	relative
53328	coordinating
53332	coordinating
53334	coordinating
53336	personal
53340	coordinating
53344	relative
53348	coordinating
53352	proper
53354	interrogative
supplemental
53357	personal
53360	personal
53362	negative
53364	personal
53367	personal
53369	coordinating
negative
53373	interrogative
53377	coordinating
53380	coordinating
interrogative
53385	coordinating
53388	coordinating
53390	personal
53392	proper
53395	personal
53398	personal
resumption
53404	personal
53406	proper
53410	coordinating
personal
53421	coordinating
53426	personal
coordinating
53433	coordinating
53435	relative
53437	personal
53439	personal
53445	coordinating
53449	personal
53451	demonstrative
53453	proper
53456	coordinating
53459	resumption
conditional
53463	resumption
53466	coordinating
explanation
conditional
53472	resumption
53478	demonstrative
53480	proper
53484	relative
53486	personal
53489	personal
53492	coordinating
relative
negative
53496	personal
53498	personal
conditional
accusative
53502	personal
relative
53508	coordinating
53510	personal
location
personal
emphatic
53515	personal
53517	personal
demonstrative
53520	personal
53524	coordinating
53526	personal
proper
coordinating
53532	interrogative
supplemental
relative
53536	accusative
53539	personal
53542	personal
53546	relative
personal
53549	accusative
preventive
53555	relative
53557	personal
53560	proper
coordinating
negative
53564	personal
53567	coordinating
relative
53570	personal
relative
53573	proper
53575	personal
subordinating
53578	coordinating
53580	personal
53582	personal
coordinating
53585	personal
53589	coordinating
relative
53592	personal
53596	personal
coordinating
53599	personal
53602	coordinating
53604	personal
53606	relative
53608	personal
personal
53611	coordinating
53613	coordinating
53615	personal
53621	demonstrative
53623	personal
53628	proper
53630	personal
personal
coordinating
relative
53637	personal
coordinating
53640	personal
coordinating
53643	personal
coordinating
53648	personal
53650	personal
53656	personal
53658	relative
53660	personal
coordinating
53666	coordinating
relative
53669	personal
53671	proper
53675	personal
coordinating
53678	personal
relative
53681	proper
53683	personal
subordinating
53686	coordinating
53688	personal
53692	demonstrative
53694	personal
53697	coordinating
53699	personal
53703	proper
53708	relative
53710	coordinating
53712	coordinating
53714	personal
53720	coordinating
negative
53729	restriction
53731	coordinating
53733	relative
53735	personal
exhortation
53739	personal
53743	personal
53745	accusative
proper
53748	relative
53750	coordinating
53753	personal
relative
53756	relative
53758	personal
coordinating
53762	personal
53765	proper
inceptive
53769	proper
53773	relative
53775	personal
coordinating
53778	personal
53783	personal
coordinating
53788	demonstrative
53790	personal
personal
53794	certainty
53798	personal
53800	purpose
53803	personal
relative
53806	personal
53808	personal
circumstantial
personal
53812	personal
53817	personal
53819	personal
negative
53822	restriction
personal
53825	personal
53827	personal
coordinating
53830	personal
53832	personal
coordinating
conditional
accusative
proper
53839	personal
53842	coordinating
53845	personal
53848	coordinating
53851	personal
53854	retraction
53856	proper
53860	interrogative
supplemental
negative
53864	relative
53866	personal
subordinating
conditional
53870	proper
emphatic
53876	coordinating
negative
53879	relative
53881	personal
53883	personal
53885	relative
53887	personal
53889	coordinating
53894	personal
53898	proper
accusative
proper
negative
53905	coordinating
emphatic
certainty
53913	personal
resumption
53916	personal
53918	relative
53920	personal
coordinating
53923	personal
personal
coordinating
interrogative
53929	personal
interrogative
supplemental
relative
personal
53939	relative
53941	coordinating
53943	personal
53945	proper
53949	personal
personal
coordinating
53953	personal
personal
53956	relative
negative
53962	coordinating
53968	retraction
53971	relative
53973	personal
53975	personal
coordinating
53978	personal
53982	coordinating
relative
53985	proper
resumption
negative
53989	personal
53993	personal
54000	coordinating
emphatic
54006	coordinating
negative
54009	personal
54011	proper
54016	proper
relative
54024	personal
54028	personal
54030	coordinating
54032	personal
demonstrative
54035	relative
54037	personal
coordinating
54044	coordinating
relative
54047	personal
personal
54052	personal
54054	relative
54057	personal
coordinating
54062	relative
54065	personal
54067	accusative
preventive
54070	personal
subordinating
54073	proper
coordinating
negative
54078	personal
54080	personal
54082	coordinating
54084	personal
54086	coordinating
54088	demonstrative
54090	personal
personal
54094	coordinating
emphatic
conditional
54098	personal
54100	personal
time
relative
54104	personal
54108	negative
54110	personal
54112	proper
54115	coordinating
negative
54118	coordinating
emphatic
certainty
54122	personal
54126	personal
coordinating
54129	personal
54131	personal
54133	coordinating
54135	coordinating
negative
54140	subordinating
54144	restriction
54147	proper
54153	proper
relative
54156	coordinating
54158	coordinating
location
personal
54164	coordinating
conditional
supplemental
54168	emphatic
personal
54171	relative
54173	personal
coordinating
54176	emphatic
personal
resumption
accusative
preventive
54182	personal
54185	coordinating
54187	personal
54190	interrogative
supplemental
negative
54194	personal
accusative
personal
54201	personal
54204	personal
coordinating
proper
54208	negative
54212	personal
coordinating
personal
54218	coordinating
certainty
54221	relative
54224	personal
resumption
54227	proper
54232	relative
54236	coordinating
future
54242	relative
54246	coordinating
54248	relative
54250	personal
54252	personal
54257	proper
54259	location
personal
coordinating
location
personal
coordinating
relative
location
personal
54274	personal
personal
54277	personal
purpose
54291	personal
54298	proper
relative
54301	personal
relative
54306	coordinating
relative
54311	coordinating
54319	relative
54321	personal
54329	coordinating
54331	personal
54334	proper
coordinating
54337	personal
personal
54340	demonstrative
54344	coordinating
negative
54347	personal
54350	restriction
54354	personal
purpose
54358	personal
resumption
54361	proper
relative
54364	coordinating
54366	relative
54368	coordinating
personal
54374	coordinating
emphatic
certainty
54378	personal
proper
54382	personal
interpretation
54386	personal
54393	coordinating
54395	personal
54398	proper
accusative
54401	demonstrative
emphatic
54408	coordinating
time
54411	proper
54414	personal
54416	personal
54418	proper
54420	personal
time
54423	personal
54426	proper
54428	personal
personal
54433	coordinating
54435	personal
54437	personal
coordinating
54440	personal
54442	personal
coordinating
54445	demonstrative
54449	personal
54451	coordinating
time
54455	personal
emphatic
conditional
54459	personal
emphatic
54462	emphatic
personal
coordinating
emphatic
conditional
54468	personal
accusative
54471	personal
emphatic
54474	coordinating
54476	proper
conditional
54479	personal
personal
coordinating
relative
54487	resumption
accusative
proper
emphatic
54493	interrogative
negative
54496	personal
54498	relative
54501	personal
54503	proper
coordinating
proper
coordinating
proper
coordinating
relative
54512	personal
negative
54515	personal
restriction
proper
54519	personal
54521	personal
54525	resumption
54527	personal
54529	personal
54532	personal
coordinating
54535	personal
accusative
personal
54539	personal
54541	relative
54543	personal
54545	personal
coordinating
accusative
personal
emphatic
54553	relative
54555	personal
personal
54558	personal
54562	personal
interrogative
54565	proper
54570	coordinating
54574	personal
purpose
54578	personal
54581	personal
coordinating
54584	personal
54589	personal
negative
personal
restriction
54595	personal
54597	personal
subordinating
54600	personal
personal
54603	relative
54607	personal
resumption
54610	personal
personal
54617	personal
54619	personal
negative
personal
restriction
54625	personal
coordinating
accusative
proper
54631	relative
54635	personal
coordinating
negative
54640	personal
subordinating
54643	personal
54646	restriction
54649	proper
coordinating
54652	proper
resumption
imperative
54658	coordinating
interrogative
54661	personal
subordinating
negative
54666	proper
circumstantial
certainty
54670	personal
54672	personal
coordinating
emphatic
54676	emphatic
54678	relative
54680	personal
personal
coordinating
54684	proper
resumption
imperative
54690	coordinating
54692	relative
54694	personal
54697	personal
emphatic
54700	emphatic
personal
54704	personal
coordinating
emphatic
54708	emphatic
54711	personal
resumption
54715	personal
54717	personal
emphatic
54720	emphatic
54723	coordinating
emphatic
54726	emphatic
personal
54732	personal
demonstrative
54735	relative
54738	personal
coordinating
54742	personal
coordinating
54745	personal
coordinating
54753	personal
proper
coordinating
54761	personal
coordinating
negative
54766	personal
coordinating
54769	personal
54775	coordinating
negative
personal
54780	coordinating
54783	personal
54787	relative
54789	personal
54792	personal
54794	personal
54799	personal
54805	negative
54807	personal
54809	relative
54811	personal
54814	demonstrative
personal
54820	interrogative
negative
54823	accusative
proper
54828	coordinating
54834	conditional
54837	personal
coordinating
54843	coordinating
negative
demonstrative
54847	proper
54850	coordinating
54852	personal
54854	proper
54856	resumption
54861	relative
54863	personal
accusative
personal
54867	personal
54869	personal
54871	resumption
interrogative
personal
54876	personal
54879	proper
54883	personal
conditional
54886	personal
proper
emphatic
54890	personal
personal
54894	personal
equalization
54897	personal
coordinating
54900	personal
negative
54903	personal
54906	coordinating
54909	proper
time
54914	accusative
proper
54917	personal
54921	coordinating
54923	personal
personal
resumption
54927	personal
personal
coordinating
negative
54933	personal
54935	personal
54938	restriction
subordinating
54941	personal
personal
coordinating
54945	personal
54947	personal
resumption
prohibition
54951	personal
personal
coordinating
54955	personal
54957	personal
negative
personal
54962	personal
coordinating
negative
personal
54968	personal
accusative
personal
54972	personal
54974	relative
54976	personal
personal
54980	accusative
54984	personal
54987	coordinating
54989	relative
54991	personal
coordinating
54994	personal
55001	personal
55006	personal
55010	personal
55012	personal
55014	personal
55016	interrogative
negative
55019	interrogative
55021	proper
55029	personal
55031	coordinating
55033	personal
55039	personal
55045	personal
coordinating
55048	proper
55054	accusative
personal
55057	personal
coordinating
55070	negative
55072	personal
55076	proper
relative
55079	personal
55090	coordinating
55094	coordinating
55096	proper
55099	coordinating
55101	proper
relative
55104	interrogative
negative
55108	relative
55110	personal
55112	proper
55114	coordinating
55116	personal
55118	personal
55122	proper
55124	personal
personal
coordinating
55130	coordinating
55132	personal
55134	proper
55136	purpose
55138	personal
55141	personal
55144	personal
resumption
accusative
55148	personal
55155	personal
relative
55158	personal
55160	personal
55163	coordinating
55165	personal
55167	relative
55169	personal
personal
55172	coordinating
55176	subordinating
55179	negative
55182	personal
coordinating
negative
55186	proper
relative
55191	coordinating
55194	coordinating
55200	resumption
55203	personal
55209	personal
coordinating
55213	personal
55216	purpose
55223	personal
coordinating
55227	personal
55230	coordinating
55233	personal
55236	coordinating
55240	coordinating
55243	personal
55246	coordinating
55249	coordinating
55251	personal
55254	relative
55256	personal
personal
coordinating
conditional
55261	personal
55263	proper
prohibition
55266	personal
personal
accusative
55271	emphatic
55274	coordinating
time
55277	proper
55279	personal
55281	demonstrative
55285	coordinating
55287	personal
coordinating
55290	personal
subordinating
55296	personal
accusative
personal
55300	personal
55305	resumption
relative
55308	personal
resumption
accusative
personal
55313	personal
coordinating
relative
55317	personal
resumption
accusative
personal
55324	personal
accusative
personal
55328	personal
55331	personal
55337	location
55339	personal
55343	personal
purpose
55346	personal
55349	resumption
55357	personal
coordinating
55360	personal
55364	accusative
personal
55367	personal
55369	personal
accusative
personal
55373	relative
55375	coordinating
relative
55378	coordinating
negative
55382	proper
55388	coordinating
negative
55396	proper
relative
55400	personal
55404	proper
coordinating
proper
accusative
55409	personal
emphatic
55415	personal
55417	personal
55421	coordinating
55424	personal
55426	personal
coordinating
55430	personal
55432	personal
55435	personal
coordinating
55439	personal
coordinating
55448	coordinating
negative
55451	emphatic
proper
55455	relative
55459	accusative
preventive
55462	personal
55467	personal
55473	personal
negative
55477	personal
55479	personal
coordinating
55482	personal
55484	coordinating
55490	personal
55493	resumption
55495	relative
55497	personal
55499	personal
55501	personal
55507	personal
coordinating
55512	interrogative
supplemental
negative
55516	personal
55518	personal
55521	negative
55523	personal
55526	coordinating
55528	personal
55531	relative
55533	personal
55535	personal
coordinating
55539	personal
interrogative
55542	personal
55544	personal
coordinating
55547	personal
55549	personal
55552	coordinating
certainty
55555	personal
55557	personal
coordinating
location
proper
55562	personal
coordinating
conditional
55567	personal
purpose
55571	personal
55574	resumption
negative
55577	emphatic
proper
55581	personal
55583	personal
accusative
proper
55596	coordinating
55599	coordinating
55601	personal
55603	proper
55608	coordinating
55612	time
55618	personal
55621	coordinating
55624	personal
55627	purpose
55629	proper
55632	relative
55634	accusative
proper
55639	demonstrative
55644	coordinating
purpose
55647	personal
55649	personal
coordinating
purpose
55653	personal
accusative
preventive
personal
55659	coordinating
purpose
55666	demonstrative
55670	coordinating
proper
55674	preventive
55676	relative
55678	personal
conditional
55681	personal
55684	personal
55686	personal
coordinating
55689	personal
coordinating
55692	personal
55695	resumption
future
55698	personal
coordinating
negative
55702	personal
55705	restriction
coordinating
55708	personal
55711	negative
55716	personal
coordinating
negative
55720	personal
coordinating
55723	personal
vocative
55726	relative
55729	personal
55732	accusative
personal
emphatic
55736	conditional
negative
55739	personal
55743	conditional
55745	personal
55749	negative
55753	restriction
55757	coordinating
negative
55760	personal
surprise
55763	accusative
personal
personal
55767	personal
55770	coordinating
accusative
personal
55774	personal
emphatic
55777	coordinating
emphatic
certainty
55781	personal
55784	personal
55789	coordinating
negative
55792	personal
55795	restriction
55797	personal
55799	personal
55801	personal
55803	demonstrative
55805	personal
55810	negative
55812	personal
55814	personal
coordinating
certainty
55821	coordinating
conditional
55824	personal
55826	personal
55831	coordinating
55833	personal
55835	personal
55837	personal
emphatic
55840	personal
accusative
preventive
55845	personal
retraction
personal
55850	coordinating
emphatic
certainty
55854	personal
55859	coordinating
55861	personal
personal
55866	coordinating
55868	personal
personal
55874	restriction
relative
55879	resumption
55881	personal
55884	coordinating
55888	personal
personal
coordinating
55892	personal
55894	personal
55896	coordinating
55898	personal
55900	personal
55905	coordinating
55907	personal
55909	personal
55911	personal
55913	coordinating
relative
55916	personal
55918	personal
55921	coordinating
negative
55925	restriction
location
personal
55929	personal
coordinating
negative
55933	personal
restriction
55938	coordinating
55940	personal
55944	coordinating
55946	personal
55951	coordinating
55953	personal
personal
personal
coordinating
negative
personal
55960	personal
55963	coordinating
accusative
personal
emphatic
personal
55969	coordinating
55971	coordinating
personal
55975	coordinating
emphatic
certainty
55979	personal
55983	personal
coordinating
emphatic
certainty
55988	personal
55991	coordinating
accusative
55994	personal
personal
55997	personal
accusative
personal
56002	coordinating
emphatic
certainty
56006	personal
56014	coordinating
56018	personal
personal
56026	coordinating
time
56030	personal
56034	accusative
personal
56043	resumption
time
56046	personal
personal
coordinating
56050	personal
56052	personal
56055	personal
resumption
56058	personal
56060	personal
56062	resumption
56067	personal
56069	restriction
proper
56072	subordinating
56074	location
56078	vocative
proper
relative
56082	personal
subordinating
negative
56086	location
56090	negative
56092	purpose
56097	personal
personal
56105	resumption
56108	personal
resumption
accusative
personal
56113	coordinating
accusative
56116	personal
56125	personal
resumption
56128	personal
56132	personal
56134	resumption
accusative
personal
56148	personal
56150	relative
56152	personal
personal
emphatic
56156	emphatic
56158	personal
56162	coordinating
emphatic
56165	emphatic
personal
56168	restriction
56170	personal
56172	personal
56176	demonstrative
56179	personal
56181	accusative
56183	personal
56186	personal
56188	personal
56190	restriction
relative
56193	personal
56197	coordinating
accusative
proper
emphatic
56202	personal
56205	personal
56212	personal
56215	accusative
56220	coordinating
56223	personal
personal
56228	coordinating
56230	personal
relative
56234	personal
56241	negative
56243	personal
56245	personal
56247	coordinating
negative
personal
56251	personal
56256	personal
accusative
personal
personal
56264	coordinating
accusative
56267	personal
personal
56273	coordinating
56275	personal
56278	proper
time
56281	personal
56283	personal
coordinating
56286	personal
56289	accusative
personal
56292	personal
56295	personal
prohibition
56298	accusative
personal
56301	personal
56306	interrogative
56308	personal
personal
56311	subordinating
56313	personal
56316	resumption
56318	interrogative
56320	personal
56322	personal
56324	personal
personal
56329	resumption
prohibition
56336	coordinating
relative
56342	personal
restriction
56347	resumption
relative
56350	personal
56355	personal
accusative
personal
56359	personal
56363	restriction
56365	proper
accusative
personal
emphatic
56370	personal
56372	restriction
56374	personal
56376	personal
accusative
personal
emphatic
56383	coordinating
time
56387	proper
56391	accusative
personal
56396	personal
retraction
56399	personal
personal
56402	relative
56404	personal
56406	personal
56408	personal
coordinating
56411	personal
personal
56416	coordinating
accusative
personal
emphatic
56421	resumption
56425	personal
56431	coordinating
56434	personal
coordinating
negative
56439	personal
56441	coordinating
56443	personal
location
56446	personal
coordinating
56449	personal
56451	personal
demonstrative
56455	accusative
56457	demonstrative
56460	coordinating
56466	personal
56468	accusative
demonstrative
56471	personal
resumption
prohibition
56475	personal
personal
coordinating
56479	personal
proper
coordinating
prohibition
56484	personal
personal
56487	personal
interrogative
supplemental
negative
56492	personal
56497	demonstrative
56499	personal
conditional
56502	personal
56504	emphatic
56506	personal
accusative
personal
emphatic
56512	personal
56514	personal
resumption
56517	personal
56521	coordinating
56523	personal
56525	personal
56527	personal
coordinating
56530	personal
56532	personal
56536	accusative
56538	demonstrative
emphatic
56544	coordinating
accusative
personal
emphatic
56551	accusative
56553	demonstrative
emphatic
56559	coordinating
certainty
56565	emphatic
56567	resumption
56569	personal
56571	personal
coordinating
accusative
personal
emphatic
56579	coordinating
emphatic
certainty
56588	coordinating
56590	personal
personal
56593	personal
resumption
56596	personal
56598	personal
56600	coordinating
56602	personal
56604	personal
56610	resumption
56612	personal
56616	coordinating
negative
56620	personal
relative
56623	personal
56625	personal
coordinating
negative
56629	personal
56632	coordinating
56635	coordinating
relative
location
personal
restriction
56643	coordinating
accusative
56647	emphatic
56649	resumption
56655	accusative
56657	personal
personal
56663	coordinating
emphatic
certainty
56667	personal
personal
56673	coordinating
56675	proper
56678	negative
56680	emphatic
56682	personal
56684	relative
56686	personal
56688	personal
56691	personal
coordinating
prohibition
56696	personal
coordinating
56700	personal
56704	coordinating
56706	accusative
personal
personal
56714	relative
56716	personal
56720	relative
56722	personal
56724	proper
56726	resumption
56729	personal
emphatic
56732	emphatic
personal
56736	relative
56738	personal
56740	personal
resumption
56744	relative
56746	coordinating
56751	accusative
personal
56754	personal
personal
56758	relative
56760	personal
location
proper
56765	resumption
future
56768	personal
coordinating
emphatic
certainty
56773	accusative
personal
56777	personal
56779	relative
56781	personal
resumption
56787	personal
coordinating
56793	coordinating
56796	personal
56799	personal
56804	proper
resumption
prohibition
56808	personal
personal
56811	personal
coordinating
56815	relative
56817	personal
56826	personal
56828	relative
56832	personal
subordinating
56835	personal
accusative
personal
negative
56840	restriction
personal
resumption
56844	personal
personal
56849	coordinating
56857	relative
56859	personal
56865	resumption
time
personal
56870	coordinating
56874	personal
56876	personal
56878	personal
56880	coordinating
56882	coordinating
56884	personal
56886	personal
coordinating
56889	personal
56891	personal
56895	personal
coordinating
56899	personal
coordinating
56903	personal
56906	negative
56908	personal
56910	personal
restriction
56916	accusative
56918	personal
emphatic
56922	coordinating
56925	coordinating
56928	coordinating
56931	purpose
56933	personal
personal
coordinating
56937	coordinating
56939	relative
negative
56942	personal
coordinating
56945	proper
56949	coordinating
56951	personal
56953	coordinating
conditional
56956	emphatic
56958	personal
56960	personal
relative
56968	personal
56970	personal
56972	coordinating
56974	personal
56977	personal
56979	personal
56982	personal
56984	personal
56987	coordinating
56990	coordinating
56993	coordinating
56996	coordinating
57001	accusative
57003	demonstrative
emphatic
57009	personal
coordinating
57013	personal
57016	coordinating
57019	coordinating
57022	coordinating
57025	coordinating
57031	personal
accusative
57034	demonstrative
emphatic
57040	personal
coordinating
relative
57045	personal
57051	personal
accusative
57054	demonstrative
emphatic
57060	personal
coordinating
personal
relative
57067	purpose
57069	personal
57071	personal
57074	coordinating
57076	personal
57078	personal
57081	personal
personal
coordinating
57089	personal
coordinating
purpose
57093	personal
57096	personal
coordinating
accusative
personal
57101	personal
coordinating
57108	subordinating
57111	personal
coordinating
57114	coordinating
57116	accusative
personal
57119	personal
coordinating
57122	coordinating
57126	personal
57128	personal
interrogative
supplemental
relative
57134	relative
negative
57137	interrogative
supplemental
negative
57141	personal
coordinating
conditional
57145	personal
57147	proper
prohibition
57150	personal
personal
accusative
proper
emphatic
57157	coordinating
proper
57160	relative
57162	personal
coordinating
relative
57166	personal
coordinating
relative
57170	personal
57173	proper
negative
57176	personal
57178	coordinating
personal
57181	personal
57185	coordinating
negative
57188	personal
interrogative
57191	personal
57193	personal
57196	resumption
relative
negative
57200	personal
57205	personal
57207	coordinating
personal
57210	negative
57212	accusative
proper
57215	relative
57217	personal
coordinating
relative
57221	personal
accusative
personal
negative
57228	coordinating
time
57232	personal
interrogative
57236	personal
57238	personal
57242	purpose
57244	personal
57246	personal
57251	coordinating
57254	relative
57256	personal
personal
57261	inceptive
57263	relative
57265	personal
certainty
57268	relative
57271	personal
resumption
57274	proper
57276	personal
57280	resumption
57283	personal
57288	personal
coordinating
57291	personal
57296	negative
57298	personal
coordinating
57304	personal
coordinating
57307	interrogative
57309	personal
relative
57312	personal
57314	personal
57316	personal
57318	relative
57320	personal
57323	accusative
57328	coordinating
57334	relative
57336	personal
57341	personal
result
57344	personal
57347	negative
57349	personal
57353	answer
accusative
proper
57358	relative
57360	personal
57362	personal
resumption
57365	personal
57367	proper
57370	personal
resumption
emphatic
57377	coordinating
57380	relative
57382	personal
interrogative
57386	personal
57388	personal
57391	relative
57393	personal
57395	demonstrative
57399	coordinating
emphatic
57405	coordinating
emphatic
57412	proper
57414	personal
personal
57419	personal
57423	personal
57425	personal
relative
57428	personal
57430	demonstrative
57432	proper
57435	relative
57437	personal
57442	personal
57445	personal
57447	personal
57449	proper
57451	relative
57453	personal
57455	personal
interrogative
57458	personal
restriction
subordinating
57462	personal
57465	coordinating
57469	personal
57471	demonstrative
57473	relative
57476	personal
coordinating
negative
57480	personal
proper
coordinating
amendment
57485	personal
57487	personal
57489	personal
resumption
57492	personal
57494	relative
57496	personal
coordinating
57500	personal
relative
57503	personal
57505	personal
57507	personal
coordinating
57510	relative
57512	personal
conditional
57515	proper
negative
57518	personal
57521	personal
57524	personal
coordinating
negative
57528	personal
coordinating
negative
57532	personal
57535	personal
57539	demonstrative
57541	relative
57544	personal
resumption
interrogative
57550	restriction
57555	coordinating
emphatic
certainty
57559	personal
57564	interpretation
57566	personal
proper
coordinating
57570	personal
57573	resumption
57575	personal
relative
57578	proper
coordinating
57581	personal
relative
57585	personal
57588	resumption
57590	personal
57594	coordinating
57596	personal
interrogative
57602	conditional
57606	personal
resumption
accusative
proper
negative
57612	relative
57614	coordinating
negative
57617	personal
57620	coordinating
57622	personal
57624	proper
57627	personal
negative
57630	proper
relative
57633	answer
57636	personal
57638	coordinating
accusative
57643	negative
57645	personal
purpose
57649	personal
relative
57652	personal
57654	personal
coordinating
purpose
57658	relative
57660	personal
accusative
personal
57664	personal
57666	accusative
preventive
57669	personal
57672	time
57674	personal
personal
subordinating
57679	personal
57681	coordinating
57683	coordinating
relative
57686	personal
57688	proper
57691	relative
57693	personal
emphatic
57696	emphatic
personal
57702	coordinating
emphatic
57708	conditional
57710	personal
57712	personal
relative
57715	personal
coordinating
57719	personal
57721	personal
coordinating
negative
57725	personal
57728	personal
restriction
57733	personal
resumption
57736	personal
57740	conditional
57742	personal
negative
57745	personal
57749	coordinating
57752	coordinating
57754	personal
57756	personal
57759	purpose
57764	relative
57767	personal
coordinating
accusative
personal
57772	personal
interrogative
supplemental
57776	relative
57778	personal
57781	subordinating
57783	proper
57785	personal
57788	coordinating
57790	personal
57795	negative
57797	personal
coordinating
57800	personal
57803	personal
resumption
negative
personal
57809	coordinating
57811	personal
57814	resumption
accusative
57817	personal
emphatic
57821	interrogative
supplemental
negative
57825	personal
57827	relative
57829	proper
57834	personal
57838	coordinating
57843	proper
circumstantial
personal
57847	coordinating
57849	proper
57851	relative
57855	coordinating
relative
57862	coordinating
57865	coordinating
personal
negative
57869	personal
57871	personal
57873	personal
57876	personal
coordinating
57879	personal
relative
57882	personal
coordinating
57885	proper
prohibition
57888	personal
57891	accusative
preventive
personal
57896	resumption
personal
resumption
57900	personal
personal
coordinating
57904	personal
relative
57909	coordinating
57912	coordinating
57914	personal
57918	interrogative
supplemental
57921	proper
57923	personal
coordinating
relative
57927	personal
57930	resumption
57932	proper
coordinating
time
57936	personal
57939	resumption
57941	personal
57943	personal
coordinating
time
57950	personal
time
57954	personal
57957	personal
57959	personal
purpose
57962	personal
57964	relative
57966	personal
personal
resumption
57970	personal
resumption
future
57974	personal
coordinating
57977	personal
57979	relative
negative
57982	personal
57985	relative
57987	personal
personal
57990	proper
emphatic
57993	emphatic
57995	relative
57997	personal
57999	personal
coordinating
58002	personal
58004	proper
58008	personal
coordinating
58011	personal
relative
58014	personal
coordinating
time
58019	personal
58025	personal
58027	coordinating
personal
58036	relative
58039	personal
interrogative
58042	personal
58045	coordinating
58047	personal
58051	inceptive
58053	relative
58055	personal
58057	relative
negative
58060	personal
58067	coordinating
58069	proper
58074	coordinating
personal
58080	coordinating
conditional
58083	proper
58088	personal
negative
58092	personal
58095	coordinating
amendment
58098	personal
58102	resumption
time
58106	personal
negative
58109	personal
58111	coordinating
negative
58114	personal
coordinating
58117	personal
58119	proper
relative
58122	personal
coordinating
58126	personal
58129	accusative
58131	personal
58134	negative
58136	accusative
58138	personal
58141	coordinating
accusative
personal
58146	proper
emphatic
certainty
58150	personal
58155	personal
resumption
58159	personal
58161	proper
58163	personal
resumption
personal
58167	personal
58170	coordinating
58172	personal
58175	coordinating
negative
58178	personal
58180	personal
58183	restriction
purpose
58187	personal
relative
58190	personal
58192	personal
coordinating
58195	coordinating
58200	personal
coordinating
proper
58208	resumption
58211	personal
58214	time
58216	personal
accusative
58219	demonstrative
emphatic
58225	personal
coordinating
accusative
58229	personal
58233	emphatic
58236	personal
58238	relative
58241	personal
58245	coordinating
58253	coordinating
58258	coordinating
58262	personal
58264	personal
58266	coordinating
58269	accusative
58271	demonstrative
emphatic
58277	personal
coordinating
58281	personal
58285	interpretation
58287	personal
58292	coordinating
58296	coordinating
58298	relative
58300	personal
coordinating
58303	personal
58308	coordinating
58310	personal
58313	personal
58318	personal
58322	personal
58324	personal
58329	accusative
58331	demonstrative
emphatic
58337	personal
coordinating
proper
58341	personal
coordinating
58344	personal
coordinating
58347	personal
relative
58355	subordinating
negative
58358	time
58361	accusative
proper
58365	coordinating
proper
58369	personal
58375	resumption
negative
relative
58379	personal
58383	personal
58385	relative
58388	personal
resumption
personal
58392	personal
58394	interrogative
supplemental
58398	proper
58400	personal
coordinating
proper
58405	personal
58408	personal
58410	coordinating
58413	personal
58416	personal
58418	coordinating
58420	coordinating
58422	personal
58426	interrogative
supplemental
58432	personal
coordinating
58436	proper
personal
58439	personal
coordinating
58442	personal
58445	proper
relative
negative
58450	personal
58455	coordinating
58459	coordinating
negative
58462	personal
resumption
prohibition
58466	personal
58468	proper
58471	accusative
proper
58474	coordinating
personal
negative
58478	personal
58480	proper
58484	negative
58488	coordinating
relative
58491	personal
personal
58494	personal
58497	resumption
personal
58501	personal
58503	coordinating
58505	interrogative
58507	personal
58511	proper
retraction
58514	personal
negative
58517	personal
coordinating
58520	proper
58524	personal
58526	negative
58530	circumstantial
personal
58535	personal
location
relative
58539	personal
negative
58544	interrogative
58546	personal
coordinating
relative
58553	coordinating
personal
58558	coordinating
58560	proper
58564	coordinating
58567	coordinating
negative
58572	restriction
58577	coordinating
personal
58580	accusative
proper
58586	coordinating
proper
58589	personal
58593	personal
negative
58596	personal
58598	coordinating
58601	personal
58604	coordinating
58607	coordinating
58610	accusative
personal
58613	personal
interrogative
negative
58617	personal
58626	negative
58628	personal
restriction
proper
accusative
58633	demonstrative
emphatic
58639	personal
coordinating
proper
58644	personal
58647	personal
58649	coordinating
58652	personal
58659	personal
personal
58663	personal
coordinating
58667	personal
coordinating
58671	personal
coordinating
58674	personal
coordinating
58677	personal
58679	coordinating
58683	coordinating
proper
58687	personal
58689	relative
58692	coordinating
58695	personal
58700	coordinating
58703	personal
58706	personal
58709	coordinating
58712	personal
58714	personal
58716	demonstrative
58719	personal
58721	personal
accusative
personal
58725	personal
resumption
conditional
58729	personal
resumption
accusative
preventive
58734	personal
58740	personal
58742	proper
coordinating
58745	personal
personal
coordinating
58749	personal
58752	coordinating
58759	coordinating
negative
58763	relative
58765	personal
coordinating
negative
personal
58770	personal
coordinating
time
58774	relative
58776	personal
58779	resumption
negative
58783	personal
coordinating
negative
personal
58788	personal
coordinating
time
58792	relative
58794	personal
58796	personal
58798	personal
58800	personal
demonstrative
58803	personal
relative
58806	personal
58810	personal
resumption
58813	personal
58815	personal
58818	accusative
personal
emphatic
58822	coordinating
58824	personal
58826	proper
time
58830	coordinating
58833	personal
relative
58836	personal
58838	personal
relative
58841	personal
coordinating
58844	personal
58847	proper
58849	personal
personal
58856	relative
58858	personal
58860	personal
coordinating
58869	personal
58872	personal
coordinating
58875	personal
58877	personal
58880	demonstrative
coordinating
58883	personal
58885	personal
58892	coordinating
58894	coordinating
58896	coordinating
58900	proper
accusative
proper
58907	coordinating
58910	coordinating
58915	coordinating
58920	coordinating
58923	coordinating
58927	personal
accusative
personal
58931	personal
coordinating
58934	personal
58937	proper
time
58940	personal
coordinating
prohibition
58944	personal
58947	time
58949	personal
circumstantial
certainty
58953	personal
proper
58956	personal
58958	accusative
proper
58961	relative
58963	personal
coordinating
prohibition
58967	personal
58969	relative
58972	personal
58978	personal
58980	personal
58982	location
personal
subordinating
58987	personal
58991	accusative
preventive
58994	personal
proper
58997	personal
coordinating
emphatic
59001	emphatic
59003	personal
59007	relative
59009	personal
59011	personal
59013	personal
coordinating
conditional
59017	proper
emphatic
59020	personal
59023	coordinating
amendment
59026	relative
59028	coordinating
59030	relative
59032	coordinating
emphatic
59035	emphatic
59037	relative
59039	personal
59041	personal
coordinating
prohibition
59045	personal
59047	personal
59049	location
personal
cause
59054	time
59056	personal
coordinating
59059	personal
59063	relative
59065	personal
59068	proper
coordinating
59071	personal
59074	coordinating
prohibition
59077	personal
59080	proper
59083	accusative
preventive
location
proper
personal
59090	personal
conditional
59093	personal
59095	personal
relative
location
personal
59100	coordinating
relative
location
proper
59105	coordinating
emphatic
59108	emphatic
relative
59111	personal
59113	personal
59116	relative
59118	personal
59120	personal
relative
59126	coordinating
59128	circumstantial
personal
59131	resumption
emphatic
59134	emphatic
personal
59138	coordinating
emphatic
59141	emphatic
personal
59144	personal
59147	relative
59149	personal
59151	personal
resumption
time
59155	personal
59157	proper
resumption
59161	proper
59164	proper
59167	accusative
personal
59171	personal
59174	relative
59176	personal
coordinating
59180	personal
59182	personal
accusative
preventive
59186	personal
59188	relative
59190	personal
personal
coordinating
relative
personal
59196	personal
59198	coordinating
time
59201	personal
59205	coordinating
proper
59209	relative
59212	personal
accusative
preventive
personal
59217	retraction
59219	personal
negative
59222	personal
59225	personal
59231	personal
59235	purpose
59237	relative
59239	personal
coordinating
59242	coordinating
59246	proper
coordinating
emphatic
certainty
59251	accusative
personal
59254	personal
accusative
preventive
59258	personal
59261	relative
59263	personal
59265	personal
59267	circumstantial
demonstrative
59272	accusative
relative
negative
59276	personal
59279	proper
negative
59282	personal
proper
coordinating
59286	personal
59289	accusative
preventive
59294	relative
negative
59297	personal
59300	proper
coordinating
demonstrative
personal
59306	relative
59309	proper
59313	personal
restriction
relative
59317	circumstantial
59319	personal
59324	coordinating
amendment
relative
59332	resumption
59334	personal
59337	proper
coordinating
59340	personal
59343	demonstrative
59345	accusative
personal
59348	personal
59356	coordinating
accusative
proper
negative
59365	demonstrative
relative
59368	proper
59371	personal
coordinating
59374	personal
coordinating
59377	personal
coordinating
demonstrative
personal
59383	negative
59385	accusative
personal
59390	personal
59393	coordinating
accusative
59396	personal
59398	relative
59400	personal
59403	relative
59405	personal
coordinating
59408	personal
coordinating
59411	personal
accusative
59414	personal
59417	personal
emphatic
59428	personal
coordinating
59433	relative
59435	coordinating
personal
negative
59439	personal
coordinating
59442	proper
59449	personal
59451	personal
59456	resumption
59460	proper
resumption
59463	personal
proper
59468	coordinating
59472	relative
59474	personal
59476	personal
coordinating
emphatic
certainty
59481	personal
59484	personal
resumption
59487	personal
personal
resumption
59491	personal
59494	circumstantial
personal
59497	resumption
59499	personal
59501	relative
59503	personal
proper
59507	coordinating
59509	personal
59511	proper
conditional
59514	personal
personal
59517	personal
accusative
preventive
59522	personal
59525	coordinating
59528	coordinating
59532	coordinating
relative
59537	proper
59539	personal
resumption
relative
59545	coordinating
negative
59548	resumption
accusative
proper
59553	coordinating
prohibition
59556	personal
59558	relative
59561	personal
59564	demonstrative
59566	coordinating
demonstrative
59569	purpose
59571	personal
59573	proper
59576	accusative
relative
59579	personal
59581	proper
59584	negative
59586	personal
59589	coordinating
59591	personal
59594	coordinating
59596	relative
59598	personal
59600	personal
relative
59603	personal
59605	personal
59608	coordinating
negative
59611	personal
personal
coordinating
amendment
59616	personal
59618	personal
59620	personal
coordinating
accusative
59624	personal
59626	relative
59628	personal
59633	coordinating
59635	personal
59638	demonstrative
coordinating
59641	personal
accusative
59644	personal
59647	personal
emphatic
59651	accusative
proper
59657	proper
59659	coordinating
negative
59668	personal
59670	personal
coordinating
59673	personal
59677	coordinating
59679	personal
personal
59685	coordinating
accusative
personal
59691	emphatic
59695	coordinating
59697	personal
59699	personal
subordinating
59703	proper
59705	coordinating
negative
59711	accusative
preventive
59717	relative
59719	personal
59721	personal
coordinating
accusative
59725	personal
emphatic
59728	location
personal
59734	relative
59736	personal
59738	personal
59740	personal
59745	personal
59749	coordinating
59754	coordinating
59756	personal
59758	relative
personal
59761	accusative
59763	personal
personal
59767	relative
59771	personal
coordinating
personal
59778	coordinating
conditional
59781	personal
resumption
59784	personal
59787	relative
59789	personal
59791	personal
coordinating
emphatic
conditional
59796	personal
emphatic
personal
59803	coordinating
59805	coordinating
negative
59808	personal
restriction
59811	proper
coordinating
negative
59816	personal
coordinating
prohibition
59823	relative
59825	personal
accusative
proper
location
relative
59831	personal
coordinating
relative
personal
59837	relative
59841	personal
59853	relative
59855	personal
59857	personal
purpose
59860	personal
59863	personal
accusative
personal
personal
59871	coordinating
59873	personal
proper
59877	coordinating
59879	personal
personal
59884	proper
subordinating
negative
59888	personal
59891	personal
59894	relative
59896	personal
location
proper
accusative
personal
59904	coordinating
59906	personal
59909	proper
59913	emphatic
59915	emphatic
59920	coordinating
emphatic
59923	emphatic
59926	resumption
time
59931	personal
59933	personal
59935	personal
59938	personal
59942	coordinating
59944	personal
59948	coordinating
59952	coordinating
59954	personal
59956	personal
59960	personal
coordinating
59963	personal
personal
59967	coordinating
59969	coordinating
59971	personal
personal
59975	conditional
59977	personal
59979	personal
59982	personal
coordinating
conditional
59986	personal
resumption
59989	personal
resumption
time
59996	purpose
59998	personal
60000	personal
coordinating
purpose
60004	personal
60008	subordinating
60010	personal
personal
60014	coordinating
purpose
60017	personal
relative
60020	personal
60024	personal
subordinating
60027	personal
coordinating
conditional
60031	personal
60033	personal
coordinating
60036	personal
proper
60042	accusative
demonstrative
60045	proper
60048	relative
personal
60051	coordinating
60055	relative
60057	personal
60060	accusative
60062	personal
60065	coordinating
accusative
relative
negative
60070	personal
60075	personal
60077	personal
60080	coordinating
60088	personal
60092	coordinating
60097	coordinating
60099	personal
60102	coordinating
60106	resumption
60108	personal
60112	coordinating
60114	personal
60119	purpose
60121	personal
60125	personal
coordinating
purpose
60129	personal
60133	coordinating
60136	coordinating
60140	personal
personal
60143	coordinating
60147	personal
personal
60150	personal
60153	personal
coordinating
60157	personal
60163	personal
60167	personal
60171	personal
60175	personal
60177	relative
60179	resumption
accusative
preventive
60185	personal
coordinating
relative
60189	resumption
accusative
preventive
60194	personal
coordinating
negative
60201	coordinating
negative
60204	personal
60209	coordinating
time
60212	personal
subordinating
60217	personal
60219	personal
resumption
60222	personal
60224	personal
resumption
60228	personal
60231	coordinating
60233	personal
personal
60236	coordinating
interrogative
60239	personal
60245	proper
coordinating
60250	personal
60254	personal
60257	relative
60263	personal
60265	personal
60267	personal
relative
60271	relative
60273	coordinating
60275	personal
60277	personal
proper
60280	personal
60283	coordinating
relative
60288	coordinating
60291	personal
60293	personal
circumstantial
personal
60297	resumption
demonstrative
60301	personal
60305	demonstrative
coordinating
demonstrative
60311	personal
coordinating
negative
60317	personal
60320	interrogative
60322	personal
60324	personal
60327	coordinating
emphatic
60333	coordinating
60336	negative
60338	location
proper
60342	cause
60346	coordinating
60349	personal
subordinating
negative
60353	personal
restriction
personal
coordinating
60361	explanation
60363	emphatic
location
personal
60369	personal
coordinating
60372	personal
resumption
prohibition
60377	personal
60379	coordinating
negative
60382	personal
coordinating
60386	personal
60389	coordinating
60392	personal
60399	coordinating
60402	personal
60404	personal
60406	subordinating
60408	personal
personal
60412	personal
60415	relative
60418	personal
conditional
60421	personal
60423	resumption
accusative
personal
60431	coordinating
60437	personal
coordinating
60441	coordinating
60445	coordinating
negative
60449	accusative
60453	personal
60456	proper
coordinating
60460	proper
60463	personal
60465	coordinating
explanation
60468	emphatic
60470	personal
60475	personal
60477	personal
resumption
60481	personal
60484	coordinating
negative
60488	personal
60492	personal
coordinating
negative
60496	personal
60500	cause
60504	accusative
60506	personal
60511	relative
60513	coordinating
60515	accusative
personal
60520	personal
60523	coordinating
prohibition
60526	personal
60528	personal
60531	personal
60533	personal
coordinating
personal
accusative
60538	personal
60542	coordinating
prohibition
60545	personal
60548	accusative
personal
60552	coordinating
60555	coordinating
prohibition
60558	personal
60561	relative
60563	proper
restriction
60568	coordinating
relative
60572	resumption
certainty
60575	personal
60578	personal
60580	resumption
negative
60586	accusative
personal
60590	coordinating
prohibition
60593	personal
60597	restriction
60599	relative
personal
60605	personal
coordinating
60608	personal
60612	accusative
60617	coordinating
60619	personal
60622	time
60624	personal
coordinating
60627	personal
60633	demonstrative
60635	coordinating
60638	coordinating
negative
60641	relative
60644	personal
60646	personal
60648	accusative
60651	coordinating
60654	coordinating
60658	demonstrative
60661	personal
60663	coordinating
negative
60670	accusative
personal
negative
60676	coordinating
negative
60683	demonstrative
60686	personal
location
60689	personal
60691	demonstrative
60693	relative
60696	personal
60698	personal
60702	coordinating
negative
60705	location
proper
60709	resumption
60712	proper
60715	interrogative
supplemental
60718	personal
60720	personal
60724	coordinating
60730	accusative
personal
emphatic
60734	personal
60737	coordinating
emphatic
certainty
60741	personal
60743	demonstrative
60745	proper
purpose
60748	personal
coordinating
negative
60752	personal
restriction
60756	conditional
60758	location
personal
60762	relative
60764	personal
surprise
emphatic
60768	personal
60775	personal
coordinating
60779	relative
60781	personal
60786	personal
60791	coordinating
60794	coordinating
relative
60797	personal
coordinating
negative
60802	restriction
60806	personal
coordinating
amendment
negative
60811	personal
60813	personal
accusative
personal
60819	coordinating
time
60822	personal
60824	proper
60826	personal
location
personal
coordinating
location
relative
negative
60834	personal
60840	coordinating
60842	personal
60845	personal
60847	subordinating
60849	personal
personal
coordinating
60854	personal
60856	coordinating
time
60859	personal
60861	personal
60864	proper
60866	personal
60868	personal
60871	personal
60873	personal
60876	relative
60878	personal
60880	personal
time
60883	personal
60885	personal
coordinating
time
personal
60890	time
60894	negative
60896	personal
restriction
60901	interrogative
60903	personal
60905	personal
60908	resumption
60910	personal
resumption
negative
60914	personal
60916	coordinating
60918	personal
interrogative
time
60922	personal
60924	coordinating
60926	interrogative
accusative
personal
emphatic
60935	personal
60937	coordinating
60939	coordinating
60942	relative
60946	personal
resumption
future
60950	personal
relative
60953	personal
60955	relative
60957	personal
60960	resumption
future
60963	personal
60965	personal
60967	personal
coordinating
60970	personal
interrogative
personal
60975	subordinating
60980	personal
coordinating
60983	personal
60986	personal
coordinating
60989	personal
negative
60992	personal
restriction
60995	coordinating
60999	personal
61001	personal
relative
personal
61005	accusative
61007	proper
61009	location
personal
accusative
61013	proper
61021	personal
61024	personal
conditional
61028	personal
coordinating
conditional
61033	personal
coordinating
negative
61037	personal
personal
61040	personal
61042	coordinating
61044	personal
61047	relative
61051	coordinating
61054	coordinating
emphatic
certainty
61058	personal
61064	coordinating
61066	personal
proper
proper
61071	personal
relative
61074	personal
61077	personal
resumption
negative
61081	personal
61086	personal
coordinating
negative
61090	demonstrative
relative
61093	personal
61095	personal
61098	personal
61101	interrogative
personal
61104	coordinating
61106	personal
61108	personal
coordinating
61111	personal
61113	personal
accusative
61117	personal
61120	coordinating
negative
61124	restriction
personal
61127	personal
time
61132	coordinating
61134	personal
61138	demonstrative
61143	coordinating
negative
61146	personal
subordinating
61152	restriction
subordinating
61156	personal
61159	coordinating
61161	personal
proper
61166	resumption
61168	personal
61170	personal
coordinating
negative
61177	restriction
61179	coordinating
time
61182	personal
61184	personal
accusative
61187	personal
61192	coordinating
negative
61195	personal
61198	relative
61200	personal
personal
restriction
61207	coordinating
61214	proper
coordinating
61217	personal
resumption
negative
61221	personal
restriction
61225	coordinating
time
61228	personal
61233	personal
61235	proper
resumption
61238	personal
restriction
proper
61242	interrogative
61245	relative
61247	personal
61250	interrogative
61252	personal
personal
demonstrative
relative
61257	personal
61259	personal
emphatic
conditional
61263	personal
personal
61269	emphatic
61271	emphatic
61273	personal
restriction
61278	coordinating
relative
61281	personal
61283	personal
resumption
accusative
proper
61288	personal
61291	coordinating
61293	relative
61295	personal
61297	personal
61300	personal
coordinating
61304	personal
61307	personal
coordinating
61310	personal
coordinating
61313	personal
61317	coordinating
61320	coordinating
61322	personal
coordinating
negative
61326	personal
61328	proper
restriction
61331	accusative
61333	personal
61336	personal
61338	personal
61340	coordinating
61344	personal
61347	personal
relative
61351	personal
61357	purpose
61359	personal
61362	personal
accusative
personal
61367	personal
61369	coordinating
time
61372	personal
61379	relative
61381	personal
restriction
personal
resumption
time
61387	personal
61392	personal
coordinating
61398	interrogative
supplemental
61401	personal
subordinating
61405	personal
61409	coordinating
61412	personal
61414	coordinating
prohibition
61417	personal
61419	personal
61421	coordinating
61423	personal
subordinating
61426	personal
61428	personal
61431	coordinating
61434	personal
61439	coordinating
61441	personal
61443	relative
61445	personal
coordinating
prohibition
61449	personal
61451	personal
61453	personal
61455	personal
61457	coordinating
emphatic
certainty
61461	personal
61463	proper
coordinating
61466	personal
personal
61471	coordinating
61474	coordinating
61476	personal
personal
61481	coordinating
61483	personal
personal
61488	relative
61490	personal
61498	personal
resumption
relative
61503	personal
61506	personal
resumption
demonstrative
61510	personal
61512	personal
coordinating
negative
61516	personal
61518	coordinating
relative
61522	demonstrative
61524	resumption
personal
61530	coordinating
61533	coordinating
conditional
61536	personal
emphatic
61539	personal
personal
61542	relative
61544	personal
61546	personal
purpose
61550	personal
61552	personal
coordinating
surprise
emphatic
61557	personal
personal
61560	coordinating
conditional
subordinating
61564	personal
personal
emphatic
certainty
61569	personal
61572	personal
61575	surprise
emphatic
61578	personal
personal
61583	coordinating
61587	coordinating
negative
61591	personal
61593	personal
61595	coordinating
conditional
61598	personal
emphatic
61601	personal
personal
61606	purpose
61608	personal
personal
61611	personal
coordinating
surprise
negative
61616	personal
61618	personal
restriction
61622	relative
certainty
61625	personal
time
personal
61630	personal
coordinating
negative
61636	personal
61649	coordinating
proper
61653	accusative
proper
61659	coordinating
61663	resumption
61666	personal
61669	personal
61671	subordinating
61673	personal
61675	personal
61678	coordinating
61681	personal
61683	personal
61686	coordinating
61688	personal
61691	coordinating
61694	personal
61697	personal
61700	coordinating
61705	coordinating
61709	accusative
61714	coordinating
61718	proper
relative
personal
61722	coordinating
61727	coordinating
negative
61732	restriction
61734	coordinating
time
61737	personal
61742	coordinating
61746	personal
coordinating
time
61750	personal
61760	personal
resumption
61763	personal
61766	relative
personal
61770	coordinating
61772	personal
personal
61783	personal
coordinating
negative
61787	personal
61791	restriction
61793	coordinating
emphatic
conditional
61797	personal
emphatic
61800	emphatic
61802	relative
61804	personal
61806	personal
coordinating
negative
61811	personal
61813	personal
61815	personal
61817	restriction
61821	personal
accusative
61824	personal
61827	personal
61830	emphatic
conditional
61835	coordinating
61839	subordinating
61841	personal
61844	demonstrative
61846	proper
negative
61849	personal
61852	personal
coordinating
conditional
61857	personal
61861	coordinating
emphatic
certainty
61865	personal
61870	demonstrative
61872	proper
61876	resumption
61881	restriction
61883	coordinating
61885	personal
negative
61889	personal
61893	personal
61898	coordinating
61901	personal
61905	coordinating
61907	coordinating
61912	personal
61914	coordinating
61919	subordinating
61921	personal
61923	personal
61925	coordinating
61928	proper
coordinating
61933	coordinating
61936	personal
61940	coordinating
61945	coordinating
negative
61950	personal
61954	personal
61957	personal
61961	personal
interrogative
61964	personal
restriction
61968	coordinating
negative
61973	subordinating
61975	personal
time
61978	personal
61981	restriction
subordinating
61984	personal
interrogative
61987	proper
61991	conditional
61998	personal
62000	emphatic
62002	personal
62004	personal
62013	proper
62015	location
personal
coordinating
location
personal
accusative
personal
62025	personal
62028	coordinating
relative
62031	proper
resumption
personal
62036	coordinating
relative
62039	resumption
negative
62043	personal
62047	personal
coordinating
62050	personal
62056	personal
62058	coordinating
62060	coordinating
62063	personal
proper
time
subordinating
62069	personal
personal
62072	demonstrative
62074	personal
62076	accusative
personal
62079	personal
62082	personal
coordinating
62085	personal
interrogative
time
62089	personal
62091	coordinating
62093	interrogative
accusative
personal
emphatic
62100	interrogative
supplemental
negative
62104	personal
accusative
proper
relative
62111	coordinating
62116	subordinating
62119	personal
coordinating
62123	personal
62125	negative
62128	personal
resumption
62133	restriction
62136	conditional
personal
62139	personal
62143	personal
surprise
emphatic
62147	personal
62151	coordinating
62156	coordinating
emphatic
certainty
62160	personal
proper
62165	resumption
62168	proper
time
62171	personal
resumption
62175	personal
proper
accusative
personal
emphatic
62181	personal
vocative
proper
62186	emphatic
certainty
62189	personal
negative
62192	demonstrative
restriction
62197	coordinating
62201	coordinating
accusative
personal
emphatic
62206	personal
vocative
proper
62210	resumption
62212	subordinating
62214	personal
62218	resumption
62220	personal
personal
coordinating
relative
location
personal
62227	coordinating
62229	personal
62232	personal
62235	proper
62237	personal
62240	resumption
time
62247	personal
62249	personal
62251	coordinating
62256	personal
personal
coordinating
62263	coordinating
negative
62266	personal
personal
restriction
62270	coordinating
62272	coordinating
proper
62275	personal
personal
purpose
62279	personal
62285	coordinating
62287	personal
personal
62292	personal
62294	personal
coordinating
prohibition
62298	personal
accusative
relative
62302	personal
62307	personal
time
62311	personal
62313	personal
62318	coordinating
62320	personal
62323	personal
conditional
62328	personal
emphatic
62331	coordinating
62333	personal
62338	personal
coordinating
62341	personal
62345	personal
proper
coordinating
62349	personal
62353	relative
62355	personal
resumption
62358	personal
62363	coordinating
negative
62368	personal
coordinating
negative
62373	personal
coordinating
62376	location
demonstrative
62379	coordinating
62384	proper
relative
negative
62389	coordinating
negative
62393	personal
62398	coordinating
negative
62402	personal
62407	coordinating
62409	personal
62414	proper
relative
62419	personal
62422	coordinating
negative
62426	personal
62429	purpose
62435	personal
coordinating
62440	relative
62442	personal
62445	accusative
62447	personal
62452	personal
time
coordinating
62456	relative
62458	personal
62460	proper
62462	negative
62464	personal
62466	personal
62469	coordinating
negative
62473	personal
62479	personal
negative
62482	personal
restriction
62485	resumption
accusative
personal
62490	personal
62493	personal
conditional
negative
62497	personal
62499	demonstrative
62503	accusative
personal
62506	personal
relative
62513	personal
purpose
62516	personal
interrogative
personal
62521	coordinating
accusative
personal
emphatic
62526	relative
62528	personal
62531	coordinating
62533	personal
accusative
62538	coordinating
62542	personal
62545	personal
62547	time
62554	coordinating
62556	personal
62558	personal
62560	personal
62563	personal
62565	coordinating
62568	personal
62571	personal
62573	resumption
62575	personal
62578	personal
62584	coordinating
62586	personal
personal
purpose
62590	interrogative
62595	relative
62597	personal
62599	personal
62602	personal
62604	personal
62608	accusative
personal
62612	personal
62615	personal
coordinating
62618	personal
personal
62621	coordinating
62623	personal
62626	personal
time
62629	personal
coordinating
62632	personal
62634	personal
62638	coordinating
62641	negative
62645	personal
62647	emphatic
certainty
62650	personal
surprise
62653	demonstrative
62655	personal
62657	personal
62660	personal
62662	exhortation
62664	personal
62666	personal
62670	coordinating
relative
62674	relative
62677	proper
62679	coordinating
time
62682	personal
personal
coordinating
relative
62687	personal
restriction
proper
resumption
62692	personal
62698	personal
62700	personal
62703	personal
coordinating
62707	personal
62710	personal
62712	coordinating
62716	time
62721	personal
location
62725	coordinating
time
62729	personal
location
62733	circumstantial
personal
62738	personal
demonstrative
62742	proper
relative
62745	proper
coordinating
personal
62750	coordinating
relative
62753	resumption
negative
62757	personal
62760	coordinating
62762	personal
62764	circumstantial
personal
62767	coordinating
62769	personal
62773	coordinating
62777	circumstantial
62779	personal
62782	personal
62786	conditional
62788	personal
62790	personal
emphatic
62793	personal
62795	personal
62797	coordinating
emphatic
62800	personal
62802	personal
62804	coordinating
62806	demonstrative
62808	personal
personal
purpose
62812	personal
location
personal
62818	personal
interrogative
62821	personal
62823	personal
62825	personal
62827	coordinating
62831	personal
62833	personal
62836	relative
62838	personal
resumption
62841	personal
62843	personal
62846	personal
demonstrative
62851	coordinating
imperative
62857	coordinating
imperative
62860	personal
62864	personal
coordinating
imperative
62868	coordinating
negative
62871	emphatic
62873	personal
62875	accusative
personal
conditional
62879	personal
62881	personal
62883	personal
personal
coordinating
62887	personal
personal
62891	personal
coordinating
negative
62895	personal
answer
time
coordinating
62900	demonstrative
62902	personal
62904	personal
purpose
62907	personal
accusative
62910	proper
62912	coordinating
accusative
62916	negative
62919	personal
time
62922	personal
location
personal
62926	personal
coordinating
62929	personal
62931	personal
62933	personal
62936	personal
62939	personal
62941	relative
62943	personal
62946	personal
emphatic
62949	emphatic
62951	personal
62953	future
62955	personal
62958	personal
62960	personal
coordinating
62963	personal
62966	personal
62968	personal
62973	coordinating
62975	personal
62977	coordinating
62979	personal
62981	personal
62984	personal
62988	personal
relative
62991	personal
restriction
62994	resumption
prohibition
62998	personal
restriction
63002	coordinating
prohibition
63006	personal
63008	personal
63010	coordinating
prohibition
63013	emphatic
63016	accusative
personal
63019	demonstrative
63021	restriction
subordinating
63024	proper
coordinating
63028	personal
time
63031	personal
coordinating
63035	subordinating
63037	personal
63039	personal
63043	demonstrative
63045	coordinating
63047	personal
63050	personal
63054	coordinating
63056	personal
63059	proper
63062	relative
63064	personal
63066	personal
63070	coordinating
63075	personal
coordinating
63078	negative
63080	personal
63083	personal
63086	coordinating
negative
63091	personal
63093	coordinating
63095	relative
63098	personal
63102	personal
negative
63107	personal
coordinating
negative
63113	personal
63115	coordinating
63118	personal
location
relative
63122	personal
63124	personal
63128	coordinating
63132	personal
63134	personal
coordinating
prohibition
63139	personal
63141	personal
63148	coordinating
prohibition
63151	relative
63153	personal
63155	personal
63158	personal
coordinating
63162	personal
coordinating
63166	personal
63168	coordinating
63174	personal
resumption
relative
63178	resumption
imperative
63181	coordinating
relative
63184	resumption
imperative
63187	accusative
personal
63190	personal
63197	personal
63199	personal
coordinating
conditional
63203	personal
63205	personal
63217	coordinating
63220	accusative
relative
63223	personal
coordinating
63226	personal
63229	accusative
personal
negative
63234	relative
63237	demonstrative
63239	personal
63241	proper
63245	personal
63249	personal
63251	personal
63256	coordinating
63258	personal
63263	coordinating
63267	personal
63274	coordinating
63277	coordinating
63280	personal
63284	personal
63287	personal
63291	coordinating
63293	personal
personal
63297	coordinating
63299	personal
location
personal
63308	personal
coordinating
negative
63313	personal
63315	coordinating
63317	personal
63319	personal
63321	coordinating
63324	personal
63326	resumption
63330	personal
circumstantial
personal
63334	personal
personal
63338	personal
63340	coordinating
63343	coordinating
63346	personal
circumstantial
personal
63352	personal
63354	negative
63356	subordinating
63358	demonstrative
time
coordinating
negative
63366	coordinating
emphatic
conditional
63370	personal
63373	personal
emphatic
63376	emphatic
63379	personal
63383	personal
63385	personal
circumstantial
personal
63389	personal
interrogative
63392	personal
63394	relative
63396	personal
63399	coordinating
63402	coordinating
63404	personal
63406	accusative
personal
personal
proper
63411	personal
coordinating
negative
63417	personal
63419	coordinating
exhortation
time
63423	personal
63425	personal
63427	personal
relative
63430	proper
negative
63433	restriction
63435	proper
conditional
63438	personal
personal
63442	personal
63444	coordinating
63446	resumption
63449	personal
subordinating
63452	personal
63456	personal
coordinating
63460	personal
63465	resumption
63469	coordinating
63472	personal
63474	resumption
negative
63478	personal
63480	coordinating
63484	personal
resumption
63489	personal
63491	relative
63494	personal
circumstantial
personal
63500	personal
coordinating
63503	vocative
accusative
personal
negative
63510	personal
63512	coordinating
negative
63516	personal
63519	personal
personal
63523	proper
coordinating
negative
63528	time
63532	proper
63535	personal
63538	coordinating
63541	coordinating
63544	personal
63553	personal
personal
63558	resumption
63561	personal
63565	resumption
63569	personal
63572	coordinating
63574	proper
63581	coordinating
63589	coordinating
63595	location
63597	personal
63599	coordinating
63602	coordinating
63607	coordinating
63612	coordinating
63614	personal
personal
coordinating
negative
63620	personal
63622	coordinating
63624	personal
63627	personal
63629	emphatic
certainty
63632	personal
personal
63635	subordinating
63637	personal
personal
63641	retraction
63643	personal
subordinating
negative
63648	personal
63650	coordinating
63654	coordinating
63660	relative
63662	personal
coordinating
63665	personal
vocative
63668	personal
interrogative
demonstrative
63673	negative
63676	coordinating
negative
63679	restriction
63681	personal
coordinating
63684	personal
relative
63687	personal
63689	coordinating
negative
63693	personal
63695	coordinating
time
63698	personal
63703	personal
63705	proper
resumption
63708	personal
restriction
proper
63715	coordinating
63720	personal
interrogative
supplemental
63724	personal
personal
coordinating
63728	personal
63732	personal
circumstantial
personal
63736	personal
63743	negative
63745	personal
personal
63750	coordinating
63753	coordinating
negative
63757	personal
coordinating
negative
63761	personal
63766	coordinating
63770	personal
63772	personal
relative
63775	personal
resumption
63778	personal
personal
resumption
negative
63783	personal
63785	personal
coordinating
63788	personal
location
personal
63792	coordinating
63798	coordinating
63800	personal
accusative
personal
63804	personal
coordinating
negative
63808	personal
63810	personal
63812	coordinating
emphatic
certainty
63816	personal
63818	demonstrative
63820	proper
63827	coordinating
63834	coordinating
negative
63839	subordinating
63841	personal
time
63844	personal
63847	coordinating
63849	personal
63851	personal
restriction
subordinating
63855	personal
63859	coordinating
63861	personal
63865	coordinating
negative
63870	restriction
63872	coordinating
63874	coordinating
63876	relative
63878	personal
63882	purpose
63884	personal
63886	personal
63889	coordinating
63891	personal
63893	personal
coordinating
relative
63897	personal
63899	coordinating
relative
63903	relative
63908	personal
resumption
63912	personal
coordinating
63915	relative
63918	personal
accusative
personal
63922	personal
63925	personal
63927	subordinating
63929	personal
personal
coordinating
63934	personal
63936	coordinating
conditional
63939	personal
63943	resumption
negative
63946	personal
surprise
time
coordinating
63951	personal
63957	conditional
63959	personal
63961	relative
63963	personal
emphatic
63967	personal
63970	retraction
63972	personal
63974	negative
63976	personal
63979	personal
63981	coordinating
demonstrative
63986	personal
personal
time
63990	personal
coordinating
63993	personal
63996	personal
63998	coordinating
time
64001	proper
64004	personal
negative
64012	coordinating
64015	resumption
time
64018	personal
64021	personal
64023	personal
64025	personal
coordinating
64029	personal
64034	resumption
time
64037	personal
64041	personal
64043	personal
64045	personal
emphatic
certainty
64049	personal
64052	personal
demonstrative
64056	interrogative
64058	personal
time
64061	personal
64065	resumption
accusative
personal
64069	personal
64072	coordinating
negative
64075	personal
personal
restriction
64079	proper
subordinating
64082	personal
coordinating
64086	personal
64092	demonstrative
relative
64095	personal
64097	resumption
64099	personal
64102	personal
64104	resumption
64106	personal
64110	personal
64112	personal
personal
64117	personal
coordinating
64120	personal
personal
64124	personal
64128	personal
proper
interrogative
64132	personal
64134	subordinating
64136	personal
64138	relative
64140	personal
64143	accusative
personal
negative
64147	location
personal
64150	coordinating
interrogative
64154	relative
negative
64158	personal
64161	future
64163	personal
conditional
64166	proper
64168	coordinating
negative
64172	personal
64175	resumption
conditional
64178	personal
personal
resumption
negative
64183	personal
64189	personal
64191	personal
64193	resumption
64195	personal
inceptive
time
64199	personal
64204	personal
64206	interrogative
64208	personal
personal
purpose
64213	personal
emphatic
certainty
64217	personal
64221	interrogative
negative
64224	accusative
personal
negative
64228	location
personal
64232	prohibition
64234	personal
64236	relative
64238	personal
coordinating
prohibition
64242	personal
64245	personal
64247	resumption
64249	personal
inceptive
time
64253	personal
64255	resumption
64257	personal
64259	interrogative
64261	personal
64267	emphatic
certainty
64270	personal
64274	interrogative
negative
64278	personal
accusative
personal
negative
64283	location
personal
64287	conditional
64289	personal
personal
64293	time
personal
resumption
negative
64298	personal
certainty
64301	personal
64304	personal
64306	resumption
64308	personal
inceptive
time
64312	personal
64316	personal
64318	personal
resumption
64321	personal
subordinating
64324	personal
personal
resumption
64328	personal
64330	personal
64333	subordinating
64335	resumption
64337	personal
64339	conditional
64341	personal
emphatic
64344	personal
64346	personal
64349	demonstrative
64352	personal
coordinating
64355	personal
future
64358	personal
64361	relative
negative
64365	personal
64367	conditional
64370	resumption
64375	personal
64379	resumption
64381	personal
subordinating
64384	personal
coordinating
64387	location
personal
64394	coordinating
conditional
64398	resumption
64401	personal
64403	coordinating
64405	personal
subordinating
64408	personal
64410	coordinating
64412	resumption
64414	personal
subordinating
64417	personal
64419	personal
64422	personal
64424	coordinating
64427	coordinating
conditional
64431	resumption
64439	coordinating
64442	personal
64445	personal
coordinating
64449	personal
64451	resumption
64454	personal
subordinating
64457	personal
64459	personal
coordinating
64462	personal
64464	personal
64468	personal
coordinating
negative
64472	personal
personal
64476	personal
demonstrative
64479	relative
negative
64483	personal
64485	coordinating
64487	personal
personal
64494	future
64497	personal
64499	personal
64501	accusative
personal
64504	personal
64506	personal
64510	coordinating
64512	personal
personal
64518	resumption
64521	inceptive
time
64528	personal
64533	coordinating
64535	location
personal
64539	personal
vocative
64544	explanation
subordinating
64547	coordinating
explanation
subordinating
64552	personal
64555	explanation
conditional
64558	resumption
future
64561	personal
coordinating
64566	personal
coordinating
64569	personal
64572	coordinating
explanation
conditional
64576	coordinating
64579	resumption
64581	personal
64585	coordinating
future
64589	personal
64592	personal
64594	coordinating
64597	inceptive
time
64604	personal
64608	negative
64611	personal
64614	personal
64617	demonstrative
coordinating
certainty
64621	personal
64623	relative
location
personal
64627	coordinating
64630	inceptive
time
64633	location
64639	personal
64641	negative
64643	personal
64645	personal
64648	personal
vocative
64653	accusative
proper
coordinating
proper
64661	resumption
interrogative
64665	personal
64668	subordinating
64670	location
personal
coordinating
location
personal
64677	relative
64679	personal
64681	personal
64683	personal
64685	resumption
64687	personal
personal
64692	location
personal
coordinating
location
personal
64699	personal
personal
64704	inceptive
time
64707	location
64712	personal
inceptive
time
64716	personal
64720	personal
personal
64724	personal
64726	resumption
negative
64729	personal
subordinating
64732	personal
personal
coordinating
negative
64737	personal
64739	personal
64742	demonstrative
64746	personal
resumption
time
64752	personal
64754	personal
64756	coordinating
64760	personal
64762	coordinating
64764	personal
64766	personal
time
64771	coordinating
64776	resumption
64778	personal
personal
64781	coordinating
64783	personal
proper
time
64790	relative
64793	personal
64798	personal
coordinating
64801	personal
negative
64804	personal
64806	interrogative
supplemental
64809	relative
64811	personal
subordinating
64814	personal
64816	personal
64819	personal
64821	accusative
personal
64824	personal
proper
64831	interrogative
64833	personal
64838	relative
64841	personal
64847	circumstantial
personal
64850	personal
accusative
personal
64854	personal
64856	demonstrative
relative
64859	personal
64863	personal
coordinating
64866	personal
resumption
64870	personal
resumption
negative
64875	personal
64880	demonstrative
64882	personal
proper
64885	relative
64887	personal
coordinating
64890	personal
64892	personal
coordinating
64895	personal
64897	accusative
relative
64900	personal
coordinating
64903	personal
64908	personal
64911	proper
64915	personal
negative
64918	personal
64920	personal
64923	conditional
64931	personal
emphatic
64936	time
subordinating
64941	personal
coordinating
conditional
64945	personal
64948	personal
64951	accusative
preventive
personal
64956	personal
64959	personal
accusative
preventive
64963	personal
64966	resumption
relative
64972	personal
resumption
imperative
64978	coordinating
negative
64984	personal
64990	personal
64992	personal
proper
time
64997	personal
65002	personal
accusative
personal
65009	personal
coordinating
65015	coordinating
negative
65020	personal
65022	personal
65024	coordinating
accusative
personal
65028	personal
65033	personal
coordinating
65037	personal
65039	resumption
65042	personal
65045	personal
65048	personal
coordinating
65053	proper
coordinating
65056	personal
65058	personal
65060	vocative
proper
accusative
personal
65065	personal
65069	personal
proper
negative
65074	personal
65080	personal
interrogative
65084	personal
65086	circumstantial
65089	personal
65091	coordinating
certainty
65094	personal
65101	demonstrative
65104	personal
personal
65107	personal
65109	coordinating
certainty
65112	personal
personal
65116	circumstantial
negative
65122	personal
65125	personal
65129	personal
subordinating
negative
65135	time
65138	resumption
65142	personal
65146	coordinating
65149	personal
interpretation
65152	personal
time
coordinating
time
vocative
proper
65163	resumption
65165	personal
personal
65170	coordinating
65174	personal
coordinating
65177	coordinating
65180	coordinating
65184	personal
coordinating
negative
65190	coordinating
65193	personal
time
65196	coordinating
time
65199	coordinating
time
65203	resumption
65208	proper
time
65213	personal
location
65216	coordinating
65220	personal
65222	resumption
65224	personal
65226	personal
65228	personal
coordinating
65232	personal
65236	accusative
personal
65243	personal
conditional
65246	personal
65249	accusative
preventive
personal
65254	personal
purpose
65258	personal
65262	interrogative
65265	personal
65267	coordinating
negative
65270	personal
65272	coordinating
negative
65278	demonstrative
65281	personal
personal
65284	personal
65286	coordinating
purpose
65289	personal
65294	coordinating
65297	personal
coordinating
65302	resumption
65304	personal
coordinating
65308	personal
location
65311	resumption
65313	personal
65321	vocative
accusative
personal
65325	personal
time
demonstrative
coordinating
65330	personal
65333	resumption
65335	personal
65338	personal
interpretation
prohibition
65342	certainty
65345	personal
location
personal
65349	coordinating
65351	personal
65353	personal
65360	personal
65363	coordinating
65365	personal
coordinating
65368	personal
coordinating
65371	personal
65373	coordinating
explanation
65376	emphatic
65381	resumption
65383	personal
accusative
personal
65387	personal
65392	resumption
negative
65396	time
65398	resumption
65401	personal
65403	personal
65405	personal
65407	personal
vocative
proper
emphatic
certainty
65413	personal
65416	vocative
65418	proper
negative
65422	personal
65425	coordinating
negative
65429	personal
65431	resumption
65434	personal
65436	personal
interrogative
65439	relative
65446	accusative
personal
65449	proper
65451	personal
65454	coordinating
65456	personal
65458	coordinating
65460	personal
65462	location
relative
65465	personal
coordinating
65468	personal
65472	coordinating
65475	relative
65477	personal
65479	coordinating
65483	personal
coordinating
negative
65487	personal
65490	coordinating
65494	personal
time
65497	personal
coordinating
time
65501	coordinating
time
65505	demonstrative
proper
65508	proper
65512	relative
65514	personal
65516	personal
negative
65520	proper
subordinating
65526	personal
time
65530	resumption
accusative
preventive
65535	personal
65537	coordinating
65539	coordinating
accusative
proper
65543	personal
coordinating
65546	personal
resumption
65549	personal
personal
demonstrative
65554	resumption
65560	personal
resumption
65564	relative
65566	personal
65573	personal
coordinating
65576	time
65578	personal
personal
amendment
65584	time
65588	coordinating
65590	personal
time
65594	time
65598	circumstantial
personal
65602	coordinating
personal
negative
65606	personal
accusative
personal
personal
65613	coordinating
relative
65616	personal
coordinating
65619	personal
65621	personal
coordinating
65627	proper
accusative
personal
65633	time
65637	personal
vocative
65640	personal
65642	interrogative
65644	relative
negative
65647	coordinating
negative
65650	coordinating
negative
65654	personal
65656	vocative
65658	personal
accusative
personal
certainty
65663	personal
65667	relative
negative
65670	personal
resumption
65673	personal
65675	personal
65678	vocative
65680	personal
prohibition
65684	proper
accusative
65687	proper
65693	vocative
65695	personal
accusative
personal
65699	subordinating
65701	personal
65706	resumption
65710	proper
65713	interrogative
65715	personal
65718	personal
vocative
proper
emphatic
conditional
negative
65725	emphatic
65727	emphatic
personal
coordinating
65731	personal
65736	personal
future
65740	personal
65742	personal
accusative
personal
65747	personal
65749	coordinating
65751	personal
coordinating
relative
65755	personal
65758	proper
coordinating
65762	personal
65764	subordinating
negative
65770	personal
65772	resumption
time
65775	personal
coordinating
relative
65779	personal
65782	proper
65784	personal
65786	personal
proper
coordinating
proper
coordinating
65793	personal
65795	coordinating
65797	personal
65799	personal
65802	personal
coordinating
65805	personal
65807	personal
65811	coordinating
65816	proper
accusative
personal
65821	coordinating
65825	coordinating
65827	personal
personal
65835	coordinating
65837	personal
personal
65840	coordinating
65842	personal
65844	personal
65847	personal
65849	personal
proper
65852	coordinating
65857	proper
accusative
personal
65864	coordinating
65868	coordinating
65872	personal
65876	coordinating
65879	coordinating
65881	location
65883	personal
65885	coordinating
65890	proper
accusative
personal
65896	coordinating
65898	personal
personal
65902	demonstrative
relative
65905	proper
65907	personal
65913	proper
coordinating
65916	relative
65918	personal
location
proper
coordinating
65924	proper
coordinating
proper
coordinating
65929	relative
65931	personal
coordinating
65934	personal
time
65938	personal
65943	personal
65945	coordinating
65947	resumption
65951	personal
65954	personal
65957	coordinating
65959	personal
65962	resumption
future
65965	personal
65967	restriction
relative
65970	coordinating
65972	coordinating
65975	resumption
demonstrative
65978	personal
65980	proper
coordinating
negative
65984	personal
65987	proper
relative
65993	personal
65997	accusative
personal
66001	personal
66003	negative
66005	personal
66007	personal
66009	restriction
66011	coordinating
66013	personal
66015	personal
66017	personal
time
coordinating
time
demonstrative
66023	proper
relative
66028	personal
relative
66032	coordinating
negative
66035	restriction
66039	personal
66041	personal
relative
location
66045	personal
coordinating
relative
location
personal
coordinating
relative
location
demonstrative
coordinating
negative
66058	personal
66063	coordinating
66066	coordinating
relative
location
personal
resumption
66072	personal
coordinating
66077	personal
interrogative
66081	personal
66083	coordinating
66087	interrogative
time
relative
66091	personal
emphatic
future
66096	interrogative
supplemental
negative
66102	accusative
personal
66105	personal
personal
66109	circumstantial
negative
66113	resumption
66116	personal
emphatic
66119	emphatic
personal
coordinating
66123	proper
coordinating
emphatic
66127	emphatic
personal
location
proper
66132	coordinating
emphatic
66135	emphatic
66139	interrogative
personal
66146	coordinating
emphatic
personal
66151	relative
personal
66155	personal
66157	coordinating
negative
66160	personal
restriction
66163	personal
66167	personal
66170	coordinating
66172	relative
66174	personal
coordinating
66180	personal
66182	coordinating
time
66186	personal
66188	personal
66191	relative
66193	personal
66195	relative
66197	personal
interrogative
66203	coordinating
66206	coordinating
interrogative
66209	personal
time
personal
66214	personal
66217	coordinating
66220	relative
66225	resumption
imperative
66229	personal
66233	inceptive
time
66236	personal
relative
66239	personal
explanation
66243	coordinating
explanation
66247	resumption
future
66250	personal
relative
personal
66255	coordinating
66258	coordinating
66260	proper
relative
66263	personal
66265	coordinating
66271	location
66273	personal
66275	coordinating
66278	interrogative
supplemental
66281	personal
relative
66286	personal
coordinating
66289	emphatic
66291	emphatic
66293	coordinating
66295	interrogative
66299	coordinating
66301	location
66305	aversion
future
66308	relative
66310	coordinating
66313	personal
66318	coordinating
66320	personal
relative
66323	coordinating
66325	personal
66327	coordinating
66329	personal
66332	proper
66334	purpose
66336	personal
66338	personal
66340	aversion
future
66343	personal
66346	personal
coordinating
66349	personal
66351	personal
66353	interrogative
negative
66356	accusative
personal
66359	personal
66361	proper
66366	personal
66368	resumption
prohibition
66372	personal
accusative
preventive
66377	personal
66387	coordinating
66392	proper
66394	negative
66396	personal
66399	restriction
relative
66402	location
66406	coordinating
66408	personal
66413	emphatic
certainty
66416	personal
66423	personal
66425	personal
coordinating
66430	coordinating
66435	subordinating
66437	personal
66442	coordinating
negative
66448	subordinating
66451	negative
66453	relative
66457	coordinating
66460	restriction
66465	emphatic
certainty
66468	personal
coordinating
66471	personal
66473	coordinating
66475	personal
66477	personal
time
66482	accusative
relative
66485	personal
coordinating
66488	personal
66491	future
66494	personal
66498	resumption
accusative
preventive
66502	personal
personal
66506	personal
purpose
66510	personal
66513	coordinating
66516	personal
66519	coordinating
interrogative
66522	personal
time
personal
66527	interrogative
66530	personal
66533	coordinating
66536	personal
66539	negative
66541	personal
66543	personal
66545	proper
purpose
66548	restriction
66551	relative
66555	relative
66559	coordinating
66571	personal
relative
66576	coordinating
relative
66581	coordinating
relative
location
personal
coordinating
relative
location
66590	coordinating
conditional
66596	resumption
accusative
personal
66602	coordinating
66604	proper
negative
66607	restriction
personal
66610	personal
66615	coordinating
interrogative
66618	personal
66620	proper
time
66624	resumption
66628	personal
66630	personal
accusative
personal
66634	personal
66636	accusative
personal
66639	personal
66641	personal
66644	coordinating
66650	resumption
time
66653	personal
66655	vocative
proper
accusative
personal
personal
66661	personal
resumption
66665	personal
accusative
personal
66674	coordinating
personal
66677	personal
personal
resumption
66682	relative
66684	accusative
personal
personal
proper
negative
66690	restriction
personal
resumption
66694	personal
coordinating
66701	personal
accusative
66708	personal
purpose
66714	relative
66716	resumption
prohibition
66719	emphatic
personal
66722	personal
relative
negative
66727	personal
coordinating
66731	personal
cause
66734	resumption
interrogative
demonstrative
66739	personal
vocative
proper
66743	personal
66745	personal
66748	personal
coordinating
66752	personal
66755	personal
coordinating
66758	personal
66760	personal
66765	personal
vocative
proper
resumption
66770	personal
resumption
surprise
personal
66778	personal
coordinating
prohibition
66782	future
66784	personal
66786	personal
66789	coordinating
66792	personal
66795	personal
66803	purpose
66805	personal
66808	personal
66813	proper
accusative
personal
66819	personal
66822	personal
66824	personal
coordinating
66828	personal
66830	personal
coordinating
66836	personal
66838	personal
66840	personal
coordinating
66844	personal
66848	personal
proper
66851	personal
66854	personal
66856	personal
coordinating
66859	personal
66862	personal
subordinating
66865	personal
66867	coordinating
66869	personal
66871	accusative
personal
66874	personal
66876	personal
66879	certainty
66881	personal
66883	personal
vocative
proper
coordinating
emphatic
certainty
66890	personal
66892	personal
66895	time
66897	personal
66900	personal
relative
66903	interpretation
66905	personal
personal
66910	resumption
66912	personal
personal
66917	resumption
imperative
66920	personal
66927	personal
66930	personal
coordinating
66934	personal
coordinating
66937	personal
66939	personal
66942	personal
coordinating
purpose
66948	personal
time
66952	personal
coordinating
66955	interrogative
66957	personal
66959	relative
66961	personal
resumption
66964	personal
personal
66968	personal
subordinating
66972	personal
coordinating
negative
66976	coordinating
66978	personal
66980	resumption
66982	personal
personal
66987	coordinating
66989	personal
personal
66992	resumption
66994	personal
time
66998	proper
coordinating
67001	personal
67004	vocative
proper
coordinating
67008	personal
personal
67012	personal
67014	personal
coordinating
67017	personal
67020	personal
coordinating
prohibition
67024	personal
67027	personal
67029	personal
67031	proper
accusative
personal
67035	coordinating
67037	personal
67039	personal
67042	accusative
personal
67045	coordinating
67048	personal
67050	personal
accusative
personal
67054	subordinating
67057	personal
coordinating
subordinating
67062	prohibition
67064	personal
accusative
personal
location
personal
67070	coordinating
67072	resumption
67074	personal
personal
coordinating
67078	personal
accusative
personal
67083	personal
resumption
67086	location
personal
67089	proper
coordinating
prohibition
67093	personal
certainty
67096	personal
personal
67102	personal
resumption
67107	relative
67111	accusative
personal
certainty
67116	personal
accusative
67121	relative
67123	coordinating
67126	resumption
relative
67129	personal
vocative
proper
67134	personal
relative
67140	personal
coordinating
67144	resumption
relative
67153	personal
location
67156	personal
67159	negative
67162	personal
coordinating
negative
67166	relative
67169	personal
67173	coordinating
67176	personal
67178	personal
67180	coordinating
67186	resumption
67188	personal
67190	personal
67196	personal
coordinating
67199	personal
67201	personal
accusative
67204	demonstrative
emphatic
67212	personal
67214	personal
personal
coordinating
67218	personal
67220	personal
coordinating
67223	personal
67225	personal
67228	coordinating
emphatic
certainty
67232	personal
personal
67235	personal
67237	personal
resumption
67240	coordinating
67243	interrogative
67245	personal
personal
purpose
67249	personal
67252	personal
67255	personal
vocative
proper
resumption
emphatic
67261	emphatic
personal
67266	personal
resumption
67269	location
personal
coordinating
location
personal
67275	negative
67277	personal
personal
coordinating
negative
personal
67286	personal
67290	coordinating
subordinating
67295	time
resumption
67298	proper
coordinating
67302	personal
coordinating
67307	personal
proper
67310	personal
prohibition
67313	personal
67315	proper
67317	cause
67319	personal
67322	coordinating
certainty
67325	relative
67327	resumption
67329	personal
67331	personal
location
personal
coordinating
67336	personal
67340	personal
certainty
demonstrative
emphatic
67346	personal
subordinating
67349	personal
personal
67353	personal
67356	personal
coordinating
67359	personal
67362	personal
67365	resumption
67367	personal
67369	personal
coordinating
67372	personal
67374	coordinating
certainty
67378	time
relative
67382	personal
vocative
proper
explanation
subordinating
67388	coordinating
explanation
subordinating
67393	relative
67396	retraction
67398	personal
resumption
surprise
67402	personal
coordinating
67405	personal
67408	personal
67411	personal
accusative
personal
67415	resumption
67419	personal
67421	proper
67423	personal
prohibition
67426	accusative
personal
personal
67431	coordinating
67433	relative
67436	personal
67438	relative
67440	personal
accusative
relative
67444	personal
67447	coordinating
negative
67452	location
67454	resumption
67460	personal
67462	personal
67465	proper
coordinating
proper
67470	personal
67472	personal
time
subordinating
67477	personal
accusative
personal
emphatic
67482	personal
relative
67485	personal
67488	resumption
emphatic
67491	emphatic
67493	personal
coordinating
67496	personal
67499	coordinating
emphatic
67502	emphatic
personal
67508	coordinating
emphatic
67511	emphatic
interrogative
personal
67516	coordinating
67519	personal
negative
67522	personal
67524	relative
67526	personal
67530	coordinating
relative
67533	personal
resumption
67536	relative
personal
67539	accusative
preventive
67542	demonstrative
67547	accusative
personal
67550	personal
67553	personal
purpose
67557	personal
67559	personal
coordinating
relative
67563	personal
personal
67566	personal
67570	coordinating
proper
67573	coordinating
67575	accusative
personal
conditional
67580	personal
67582	resumption
accusative
67585	personal
proper
negative
67590	personal
coordinating
negative
67594	coordinating
conditional
67597	personal
67599	certainty
67603	resumption
demonstrative
67606	personal
67612	proper
67616	personal
67621	personal
resumption
demonstrative
67625	relative
67627	resumption
emphatic
certainty
67631	personal
67633	proper
interpretation
67638	personal
coordinating
67642	personal
67648	negative
67651	coordinating
negative
67654	resumption
67656	personal
proper
67660	personal
coordinating
67663	personal
67667	relative
67669	personal
coordinating
67672	proper
67674	personal
coordinating
negative
67678	vocative
67680	proper
certainty
67683	personal
personal
67687	personal
coordinating
67690	personal
personal
location
67697	coordinating
67699	personal
67701	personal
67704	coordinating
67708	personal
67711	relative
67713	personal
personal
coordinating
prohibition
67718	personal
67720	personal
cause
67724	personal
67726	personal
coordinating
conditional
67731	personal
67733	personal
result
certainty
67737	resumption
accusative
personal
emphatic
67743	relative
67745	coordinating
67747	coordinating
67750	coordinating
67752	resumption
interrogative
67755	personal
67758	personal
vocative
proper
67762	personal
relative
67766	personal
coordinating
67769	personal
67771	personal
67773	personal
purpose
67777	resumption
accusative
personal
certainty
67782	personal
67784	personal
67787	personal
coordinating
67790	personal
67792	proper
resumption
67795	proper
67798	personal
67802	vocative
67804	personal
interrogative
negative
67808	personal
67810	personal
67813	interrogative
supplemental
67817	personal
67820	coordinating
67822	personal
subordinating
67826	personal
67830	personal
cause
67833	personal
67835	personal
67837	personal
negative
67840	personal
67842	personal
67845	personal
coordinating
accusative
personal
67850	personal
67856	coordinating
67858	personal
personal
coordinating
67862	demonstrative
67865	proper
coordinating
67869	personal
67873	personal
67875	coordinating
67877	personal
demonstrative
67880	personal
coordinating
67883	proper
resumption
67886	interrogative
supplemental
negative
67890	personal
accusative
negative
67895	personal
67897	coordinating
negative
67901	personal
67903	coordinating
negative
67906	coordinating
emphatic
certainty
67911	personal
proper
67915	vocative
67917	personal
accusative
preventive
67921	personal
67923	personal
coordinating
accusative
67927	personal
67930	resumption
67932	personal
personal
coordinating
67936	personal
67938	personal
67940	personal
negative
67944	personal
67949	personal
proper
67952	vocative
proper
relative
67956	personal
time
67959	personal
personal
67962	personal
subordinating
negative
67966	personal
interrogative
supplemental
67970	personal
67972	personal
67974	vocative
67977	personal
prohibition
67982	personal
coordinating
negative
67987	personal
accusative
personal
67991	personal
subordinating
67995	personal
location
67998	proper
coordinating
negative
68003	personal
68005	resumption
relative
68008	personal
vocative
proper
68013	personal
68015	relative
negative
68018	personal
68020	personal
resumption
68023	personal
68029	resumption
68031	personal
personal
coordinating
68035	demonstrative
68038	personal
68040	personal
68042	resumption
68044	coordinating
accusative
68047	personal
68051	subordinating
68053	prohibition
imperative verbal
coordinating
accusative
68058	personal
68060	negative
68062	personal
coordinating
68067	personal
relative
68070	personal
68072	personal
68074	emphatic
68076	emphatic
personal
coordinating
emphatic
68081	emphatic
personal
68087	accusative
preventive
68090	personal
proper
relative
negative
68095	restriction
personal
68102	demonstrative
68105	personal
68108	relative
certainty
68111	coordinating
certainty
68114	personal
personal
68118	personal
68120	relative
68123	personal
resumption
accusative
personal
68128	time
68134	personal
coordinating
68138	personal
time
68148	coordinating
68152	time
68155	personal
location
personal
negative
68160	personal
restriction
time
personal
68166	relative
68168	personal
time
68172	personal
68174	negative
68176	personal
restriction
68179	coordinating
68181	personal
personal
68186	resumption
68189	personal
68191	personal
68193	resumption
68195	personal
68198	negative
68201	personal
68203	coordinating
negative
68206	time
68208	personal
68211	negative
68214	personal
coordinating
68222	resumption
negative
68225	restriction
68227	time
negative
68232	restriction
relative
68236	personal
68239	coordinating
68242	personal
68245	relative
location
68248	personal
coordinating
relative
location
personal
circumstantial
negative
68256	personal
68258	personal
68260	coordinating
68269	coordinating
certainty
68272	relative
68275	coordinating
conditional
68281	circumstantial
personal
68284	resumption
negative
68288	coordinating
negative
68291	coordinating
68293	demonstrative
68295	personal
personal
proper
68299	coordinating
68301	personal
68303	personal
68307	accusative
personal
68310	personal
coordinating
68314	personal
68316	resumption
68318	proper
68323	coordinating
prohibition
68328	proper
68331	subordinating
68334	personal
68336	personal
coordinating
68340	personal
68342	personal
68344	coordinating
emphatic
certainty
68348	personal
68350	proper
68353	resumption
68355	coordinating
negative
68359	personal
68361	coordinating
time
68364	personal
68369	personal
68371	proper
resumption
68374	personal
restriction
proper
68378	resumption
68380	personal
vocative
proper
accusative
demonstrative
68387	personal
coordinating
68391	personal
resumption
negative
68395	emphatic
personal
68399	proper
cause
68402	accusative
68404	personal
subordinating
negative
68409	personal
coordinating
negative
68413	coordinating
accusative
personal
negative
68419	personal
coordinating
negative
68423	resumption
68426	personal
68428	proper
68430	vocative
proper
interrogative
68434	personal
68439	coordinating
68441	negative
68443	resumption
68445	personal
68447	personal
resumption
68451	personal
68453	personal
coordinating
68456	personal
68458	personal
68460	personal
68464	proper
coordinating
68467	proper
68469	personal
coordinating
68472	coordinating
68474	personal
68476	personal
coordinating
68480	personal
coordinating
68485	personal
68487	personal
68490	personal
68494	resumption
conditional
supplemental
68498	emphatic
personal
68501	personal
68503	resumption
conditional
68507	personal
resumption
negative
68511	coordinating
negative
68514	coordinating
conditional
68519	personal
resumption
accusative
68523	personal
68526	coordinating
68528	personal
time
68535	personal
68537	interrogative
68539	personal
personal
68542	circumstantial
certainty
68545	personal
68549	demonstrative
68551	personal
68553	personal
resumption
68556	personal
personal
coordinating
68560	demonstrative
68562	time
68564	coordinating
68566	demonstrative
68568	relative
68570	coordinating
negative
68576	personal
resumption
emphatic
68583	coordinating
68585	interrogative
supplemental
negative
68590	personal
interrogative
68593	personal
time
personal
68600	personal
68603	personal
accusative
68606	demonstrative
emphatic
68613	coordinating
conditional
68619	personal
emphatic
68623	coordinating
68626	resumption
68629	relative
68631	personal
coordinating
68637	personal
time
68642	coordinating
time
68645	personal
coordinating
68651	coordinating
68653	coordinating
68657	accusative
personal
68660	coordinating
prohibition
68663	emphatic
68665	personal
68667	relative
68669	personal
68671	personal
68674	personal
68680	purpose
68682	personal
68684	personal
coordinating
68688	personal
68690	coordinating
68692	coordinating
68695	personal
68699	coordinating
68702	personal
negative
68705	personal
68707	personal
68709	personal
coordinating
68716	coordinating
68718	personal
exhortation
68721	personal
68726	personal
interrogative
supplemental
negative
68731	personal
68733	relative
68739	coordinating
conditional
accusative
personal
68744	personal
personal
68750	personal
emphatic
68753	personal
68755	personal
exhortation
68758	personal
68760	personal
68762	cause
68765	personal
68768	subordinating
68770	coordinating
68775	resumption
68777	personal
resumption
future
68781	personal
relative
68788	coordinating
relative
68796	personal
circumstantial
personal
68802	negative
68804	personal
68809	personal
68811	restriction
68813	personal
personal
circumstantial
personal
68818	personal
68821	personal
coordinating
68824	personal
68827	relative
68829	personal
interrogative
demonstrative
restriction
68835	personal
interrogative
supplemental
68839	personal
68842	circumstantial
personal
68845	personal
68848	personal
68855	coordinating
68858	coordinating
personal
68864	retraction
68866	personal
68869	retraction
68871	personal
retraction
personal
68875	resumption
imperative
68878	personal
68882	subordinating
68886	negative
68888	time
personal
68893	personal
personal
interrogative
supplemental
personal
68899	personal
coordinating
negative
68903	personal
time
personal
restriction
68910	personal
resumption
68913	personal
68917	conditional
68919	personal
negative
68922	personal
coordinating
negative
68926	personal
personal
68929	negative
68931	personal
68934	coordinating
negative
68937	personal
68939	coordinating
68941	personal
personal
68945	coordinating
68947	personal
personal
coordinating
relative
68952	coordinating
68954	personal
68957	emphatic
certainty
68960	personal
68962	personal
68965	personal
68967	personal
interrogative
supplemental
negative
68972	personal
coordinating
interrogative
68976	personal
68981	coordinating
68983	personal
time
personal
68988	resumption
time
68991	personal
68993	personal
time
personal
68997	personal
68999	personal
prohibition
69002	personal
coordinating
69005	personal
69007	relative
69009	personal
69011	personal
coordinating
69014	personal
accusative
personal
69018	personal
69020	personal
vocative
69023	personal
accusative
personal
69027	personal
69029	resumption
negative
69032	demonstrative
69034	personal
69037	personal
personal
69041	coordinating
negative
69044	personal
69047	coordinating
69050	coordinating
relative
location
personal
69055	conditional
69057	personal
subordinating
69061	emphatic
69063	personal
personal
69067	personal
conditional
69070	personal
69072	retraction
69080	coordinating
69082	personal
resumption
time
personal
69087	coordinating
69089	personal
69093	relative
69095	personal
coordinating
69098	personal
relative
69103	coordinating
69106	coordinating
relative
location
personal
negative
69112	personal
69115	personal
coordinating
negative
69119	personal
69121	personal
69124	coordinating
69127	negative
69129	personal
coordinating
69132	personal
69137	personal
69139	personal
conditional
69143	personal
69145	restriction
proper
emphatic
69149	personal
resumption
69152	proper
69157	relative
69159	personal
negative
69163	relative
69165	coordinating
personal
69168	personal
coordinating
69171	personal
69174	personal
69178	personal
69180	personal
demonstrative
69183	relative
location
personal
coordinating
69188	relative
time
personal
retraction
69193	personal
negative
69196	personal
69199	resumption
personal
69202	coordinating
negative
69205	personal
69208	personal
69211	restriction
69214	personal
accusative
personal
negative
69219	restriction
personal
resumption
69223	personal
personal
coordinating
69227	personal
69233	personal
retraction
69237	negative
69239	personal
personal
69244	coordinating
personal
69248	personal
69250	personal
69252	relative
location
69255	personal
coordinating
relative
69259	personal
coordinating
negative
69263	personal
restriction
69266	relative
69268	coordinating
personal
69272	personal
69274	coordinating
relative
69278	personal
accusative
personal
69284	personal
resumption
demonstrative
69288	personal
proper
69291	demonstrative
69295	interrogative
supplemental
negative
69299	relative
69301	personal
accusative
69305	coordinating
69309	personal
69311	resumption
69313	personal
personal
coordinating
69317	personal
69324	interrogative
supplemental
negative
69328	personal
coordinating
69331	personal
69336	subordinating
69339	personal
coordinating
69342	personal
69344	personal
69347	accusative
personal
69350	personal
coordinating
69353	personal
69358	coordinating
personal
69362	personal
69364	coordinating
personal
relative
69370	coordinating
69373	coordinating
69376	coordinating
69383	personal
coordinating
negative
69387	personal
69392	personal
69395	interrogative
supplemental
conditional
69399	personal
resumption
personal
69409	coordinating
69411	personal
69415	coordinating
69419	coordinating
69421	personal
69423	personal
coordinating
time
69427	personal
relative
69430	personal
negative
69433	personal
personal
restriction
69437	interrogative
demonstrative
relative
69442	personal
coordinating
personal
69449	personal
69456	future
69458	personal
69460	personal
resumption
prohibition
69464	personal
personal
coordinating
69468	personal
interrogative
demonstrative
69473	conditional
69475	personal
69477	conditional
69479	relative
69481	personal
69483	negative
69485	personal
69488	personal
69491	coordinating
negative
69495	personal
coordinating
negative
personal
69500	personal
retraction
69503	personal
69505	coordinating
69507	personal
resumption
negative
69511	personal
69513	personal
coordinating
negative
personal
69518	personal
coordinating
emphatic
certainty
69527	personal
resumption
69531	relative
69533	personal
69535	personal
relative
69538	personal
69540	personal
69542	personal
69544	relative
69546	personal
69550	coordinating
69556	retraction
personal
69561	personal
69563	coordinating
69565	personal
69568	personal
69571	personal
negative
69574	personal
69577	personal
coordinating
negative
personal
69582	personal
69584	personal
retraction
69587	personal
demonstrative
coordinating
69591	personal
69595	personal
69598	interrogative
supplemental
negative
69602	personal
accusative
personal
69609	personal
69612	personal
interrogative
supplemental
personal
69619	accusative
preventive
69622	personal
69626	coordinating
negative
69633	time
relative
69636	personal
coordinating
emphatic
conditional
69641	personal
69646	personal
emphatic
69649	emphatic
vocative
69652	personal
accusative
personal
69656	personal
69658	coordinating
69668	resumption
negative
69673	coordinating
conditional
69681	personal
69683	personal
coordinating
69687	personal
69689	coordinating
emphatic
certainty
69693	personal
proper
coordinating
proper
69699	coordinating
69701	coordinating
69706	relative
69708	personal
69710	personal
69714	coordinating
personal
69720	coordinating
demonstrative
69725	personal
personal
interrogative
supplemental
personal
69731	personal
69733	coordinating
emphatic
certainty
69737	personal
proper
69740	personal
69743	coordinating
69745	personal
69747	personal
69749	time
69753	personal
coordinating
69756	personal
relative
demonstrative
69761	relative
personal
69764	personal
69767	personal
69769	personal
69771	personal
69773	personal
69776	emphatic
certainty
69779	personal
personal
coordinating
69783	personal
69788	personal
interrogative
69791	personal
personal
69796	coordinating
personal
69802	retraction
69804	personal
69808	coordinating
69811	relative
69813	personal
coordinating
personal
69817	demonstrative
69821	coordinating
69823	proper
emphatic
69826	emphatic
69828	personal
time
subordinating
69832	personal
69834	resumption
69836	personal
69838	restriction
69841	personal
accusative
personal
69845	personal
69847	personal
69849	personal
relative
69852	demonstrative
69855	personal
accusative
personal
emphatic
69863	personal
69865	personal
69868	personal
69871	personal
proper
69874	personal
resumption
69877	personal
69879	personal
69884	accusative
personal
69887	personal
69889	personal
interrogative
personal
69893	personal
demonstrative
69897	personal
vocative
proper
69901	retraction
69903	personal
69905	personal
demonstrative
resumption
69909	personal
personal
conditional
69913	personal
69915	personal
resumption
69918	personal
69921	personal
coordinating
69924	personal
accusative
personal
personal
69930	coordinating
69932	personal
69935	personal
emphatic
certainty
69939	personal
negative
demonstrative
69943	personal
69945	interrogative
supplemental
69948	personal
69951	proper
relative
negative
69955	personal
69957	coordinating
negative
69960	personal
69963	personal
coordinating
69966	relative
69968	personal
69971	proper
interrogative
supplemental
negative
69976	personal
69978	personal
69980	personal
personal
coordinating
69984	personal
69986	personal
conditional
69989	personal
69992	personal
vocative
69996	personal
69998	coordinating
70001	proper
coordinating
70004	personal
70006	personal
70008	resumption
70010	personal
personal
70014	coordinating
70016	personal
personal
coordinating
proper
70023	relative
70025	personal
70027	personal
70031	coordinating
70033	personal
70035	personal
proper
coordinating
proper
70040	coordinating
70043	personal
70045	coordinating
70047	personal
personal
70051	personal
70054	personal
coordinating
70057	personal
70059	personal
70063	coordinating
70067	coordinating
70071	coordinating
70073	personal
70075	personal
70077	coordinating
proper
70080	personal
personal
70083	coordinating
70085	coordinating
70087	personal
personal
70092	relative
70097	accusative
personal
70100	personal
70104	coordinating
70106	personal
personal
70110	personal
accusative
personal
70116	coordinating
proper
time
70122	resumption
70124	personal
70126	personal
coordinating
70129	personal
personal
coordinating
70133	personal
70139	coordinating
70141	personal
personal
70146	relative
70148	personal
70151	personal
accusative
personal
70155	personal
70158	resumption
70160	personal
personal
70163	coordinating
proper
coordinating
proper
time
70169	personal
70173	time
70176	personal
70180	coordinating
70182	personal
70185	personal
70187	coordinating
70189	personal
personal
proper
coordinating
70195	personal
70197	coordinating
70199	coordinating
70201	personal
location
proper
70207	personal
coordinating
70211	coordinating
70213	personal
70215	coordinating
70217	personal
personal
70222	personal
purpose
70225	personal
70228	personal
resumption
interrogative
personal
70233	coordinating
70235	proper
70242	personal
70246	relative
70248	personal
70250	personal
coordinating
70253	personal
70258	coordinating
70261	proper
relative
70264	personal
70266	personal
coordinating
70269	personal
70271	location
demonstrative
coordinating
70275	personal
70277	personal
70279	coordinating
proper
time
70284	personal
accusative
personal
70288	personal
70291	coordinating
personal
70296	resumption
70298	personal
70300	personal
coordinating
70303	personal
relative
70306	personal
70309	coordinating
70311	personal
personal
70314	personal
coordinating
70317	personal
location
personal
70323	personal
coordinating
70329	coordinating
proper
coordinating
proper
coordinating
70341	coordinating
70343	personal
personal
70347	personal
accusative
personal
70353	coordinating
70357	time
70360	coordinating
70362	subordinating
negative
70366	personal
resumption
70372	subordinating
negative
70375	restriction
personal
70378	personal
accusative
personal
70382	personal
70386	resumption
70388	personal
70390	personal
coordinating
70393	personal
personal
70398	coordinating
70400	demonstrative
70404	coordinating
proper
time
70409	personal
70411	personal
negative
70414	personal
70416	circumstantial
personal
70421	resumption
70423	personal
70425	personal
coordinating
70428	personal
70430	personal
proper
coordinating
70434	personal
70436	personal
70438	personal
accusative
personal
70442	personal
70444	personal
70448	coordinating
70450	personal
personal
70453	coordinating
70455	coordinating
70457	personal
70459	personal
70461	coordinating
relative
70465	personal
resumption
70468	personal
70470	personal
70473	personal
coordinating
70476	personal
personal
coordinating
70480	personal
70485	accusative
demonstrative
70488	personal
70491	coordinating
personal
70494	personal
resumption
70497	personal
personal
coordinating
70501	personal
70503	personal
location
personal
70508	personal
70510	resumption
relative
70516	circumstantial
personal
70519	resumption
negative
70524	personal
coordinating
accusative
personal
70529	personal
70531	coordinating
70536	personal
personal
accusative
personal
negative
70542	personal
inceptive
time
70546	proper
coordinating
proper
coordinating
personal
70555	personal
coordinating
70562	resumption
time
personal
70567	relative
70569	personal
vocative
70572	personal
certainty
70575	personal
70579	demonstrative
retraction
70582	personal
70584	accusative
personal
coordinating
relative
70589	personal
70592	proper
70594	proper
personal
70597	personal
70599	conditional
70601	demonstrative
70603	negative
70605	personal
personal
coordinating
70610	personal
70613	personal
70615	personal
70617	coordinating
personal
70620	personal
negative
70623	personal
accusative
relative
70628	personal
70630	personal
70633	demonstrative
70635	personal
70637	negative
70639	personal
70641	personal
coordinating
personal
70645	relative
70648	personal
70650	negative
70652	personal
70657	coordinating
70659	personal
70662	demonstrative
70664	personal
relative
70667	personal
70669	personal
70682	relative
70684	personal
70688	personal
70691	personal
accusative
personal
70695	personal
70697	coordinating
emphatic
certainty
70701	personal
70704	proper
70709	accusative
70713	personal
70715	personal
70718	accusative
70720	demonstrative
emphatic
70726	coordinating
negative
70729	personal
personal
restriction
70737	accusative
relative
70741	personal
accusative
preventive
70745	personal
70748	resumption
interrogative
personal
70752	resumption
conditional
70755	personal
resumption
70759	personal
personal
70763	coordinating
negative
70766	interrogative
70768	coordinating
70770	relative
70772	personal
accusative
personal
70781	coordinating
70783	relative
70785	personal
coordinating
negative
70789	accusative
personal
70793	personal
coordinating
70800	personal
70805	coordinating
70807	personal
70813	relative
70815	personal
vocative
70821	personal
70823	personal
accusative
70832	personal
personal
70838	relative
70840	coordinating
70846	personal
coordinating
70852	circumstantial
negative
personal
70857	coordinating
accusative
70860	proper
70862	coordinating
70866	relative
70869	proper
70873	coordinating
70880	personal
accusative
personal
relative
70885	personal
resumption
accusative
personal
70890	personal
coordinating
70893	personal
70898	vocative
70902	conditional
70904	personal
70910	resumption
accusative
personal
70914	personal
personal
70918	coordinating
70921	coordinating
70924	coordinating
70928	coordinating
70931	purpose
70934	personal
coordinating
70940	relative
70945	coordinating
70947	personal
70949	coordinating
purpose
70952	personal
70954	personal
coordinating
70957	personal
relative
70960	coordinating
70962	personal
relative
70969	purpose
negative
70976	coordinating
70981	resumption
time
70984	personal
70986	personal
70990	coordinating
70992	coordinating
70998	demonstrative
71000	accusative
proper
personal
71005	coordinating
accusative
personal
71011	coordinating
accusative
personal
71018	coordinating
accusative
71023	negative
71026	personal
coordinating
accusative
proper
71031	relative
71035	coordinating
71039	relative
71042	proper
71046	coordinating
negative
71049	coordinating
negative
71055	personal
purpose
71060	proper
71062	personal
71067	coordinating
71069	personal
71076	demonstrative
71078	relative
71081	personal
coordinating
accusative
proper
71091	coordinating
71095	relative
71097	proper
71100	coordinating
conditional
71103	personal
71107	personal
coordinating
conditional
71111	personal
71116	personal
71120	coordinating
71123	demonstrative
personal
71132	proper
relative
negative
71136	personal
coordinating
relative
negative
71141	personal
demonstrative
personal
71149	emphatic
relative
71152	personal
71156	personal
emphatic
71161	coordinating
emphatic
71166	accusative
proper
71169	relative
71171	personal
coordinating
71174	personal
71181	personal
71184	accusative
proper
71187	relative
71189	relative
71192	subordinating
negative
71195	personal
proper
71200	coordinating
71203	resumption
imperative
71211	coordinating
imperative
71214	resumption
imperative
71217	interrogative
71219	emphatic
71221	personal
relative
71224	coordinating
71226	demonstrative
71228	personal
personal
71232	coordinating
accusative
proper
71236	relative
71238	accusative
relative
71241	personal
coordinating
relative
71245	personal
coordinating
71248	proper
coordinating
71251	proper
coordinating
71254	proper
coordinating
relative
71258	personal
accusative
proper
71262	location
personal
71267	accusative
proper
71273	interrogative
negative
71276	accusative
proper
71280	personal
relative
71285	coordinating
relative
71290	coordinating
71293	coordinating
71296	coordinating
71299	coordinating
71302	coordinating
71305	coordinating
71308	coordinating
71313	coordinating
71317	personal
71320	coordinating
relative
71323	proper
resumption
negative
71327	personal
71330	accusative
proper
71333	relative
71335	demonstrative
71338	personal
71341	personal
resumption
relative
71345	personal
71348	personal
71356	personal
71361	personal
relative
71365	personal
coordinating
71369	coordinating
71371	personal
71375	time
71377	personal
subordinating
71380	personal
71382	personal
71386	personal
71388	personal
coordinating
71391	personal
71395	accusative
proper
71398	relative
71400	personal
coordinating
71403	personal
71410	personal
71414	personal
71416	personal
71421	coordinating
71423	coordinating
71425	personal
71427	personal
71429	coordinating
71431	personal
71438	coordinating
71440	personal
71445	accusative
relative
71448	personal
coordinating
71451	personal
71454	proper
coordinating
71460	relative
71462	personal
personal
71471	personal
coordinating
71475	coordinating
relative
71479	personal
71485	personal
71489	coordinating
time
71492	personal
71494	proper
71498	interpretation
prohibition
71502	personal
71504	coordinating
71507	personal
71511	coordinating
71514	coordinating
71519	coordinating
71528	personal
personal
71531	coordinating
71536	personal
71541	purpose
71543	personal
71546	personal
coordinating
71549	personal
71551	proper
71556	relative
71558	personal
71563	resumption
71565	personal
71567	personal
coordinating
71570	personal
71575	coordinating
purpose
71578	personal
71580	personal
coordinating
imperative
71584	personal
71586	personal
coordinating
imperative
71590	personal
71596	demonstrative
coordinating
relative
71601	proper
resumption
personal
71606	personal
location
71609	personal
coordinating
71613	personal
71616	restriction
relative
71620	personal
resumption
71623	personal
71629	coordinating
71631	personal
71637	proper
71641	personal
coordinating
relative
71646	proper
resumption
accusative
preventive
71654	coordinating
71656	personal
71659	coordinating
71662	personal
71668	demonstrative
coordinating
relative
71673	proper
resumption
accusative
personal
71682	personal
71684	personal
71689	coordinating
71691	personal
71697	coordinating
71702	personal
71704	purpose
71706	personal
71708	proper
71710	relative
71712	personal
71717	coordinating
71719	personal
71722	resumption
71724	personal
71726	personal
coordinating
71731	relative
time
71734	proper
71737	personal
coordinating
71742	relative
71744	personal
coordinating
71750	coordinating
71752	relative
71754	personal
personal
71757	personal
coordinating
71762	personal
personal
71765	personal
71768	proper
71770	personal
71772	personal
71774	resumption
71776	personal
71778	proper
71780	personal
71782	coordinating
time
71786	personal
resumption
71789	personal
71791	personal
coordinating
71794	personal
71797	coordinating
71801	demonstrative
71803	personal
personal
71806	personal
accusative
personal
71810	personal
negative
71813	proper
71815	personal
coordinating
negative
71819	personal
coordinating
amendment
71823	personal
71827	personal
71829	demonstrative
71831	personal
71833	personal
purpose
71836	personal
proper
71839	relative
71841	personal
coordinating
71846	accusative
proper
71850	relative
71852	personal
accusative
proper
negative
71862	relative
71864	personal
71866	accusative
personal
71869	personal
coordinating
accusative
proper
71875	personal
emphatic
71878	relative
71880	personal
71883	personal
71887	restriction
subordinating
71890	personal
71892	personal
proper
coordinating
conditional
71897	proper
71901	personal
71904	emphatic
71907	coordinating
71909	coordinating
71911	coordinating
71915	personal
71917	proper
71919	coordinating
emphatic
71922	emphatic
proper
relative
71926	personal
accusative
proper
emphatic
71932	relative
conditional
71935	personal
personal
71941	personal
71944	coordinating
71946	personal
71949	coordinating
71951	personal
71955	coordinating
71957	personal
71961	coordinating
71963	proper
71967	coordinating
conditional
71970	personal
personal
resumption
certainty
71975	time
personal
71978	proper
coordinating
proper
coordinating
proper
coordinating
71985	proper
coordinating
71988	proper
coordinating
71991	proper
coordinating
71994	proper
resumption
71997	personal
72001	coordinating
72003	personal
personal
coordinating
interrogative
72009	personal
coordinating
72015	personal
personal
circumstantial
personal
72020	resumption
personal
72025	personal
coordinating
72029	coordinating
72032	interrogative
supplemental
negative
72036	personal
72040	cause
72043	personal
72046	personal
72048	personal
coordinating
72052	personal
72054	personal
resumption
accusative
personal
negative
72062	coordinating
amendment
72067	relative
72071	coordinating
72073	personal
personal
72078	coordinating
negative
72081	proper
72083	personal
coordinating
accusative
72087	location
72089	personal
72094	relative
72096	personal
coordinating
72102	personal
72104	personal
circumstantial
personal
72108	coordinating
72110	personal
personal
coordinating
72114	personal
72118	vocative
72122	accusative
preventive
personal
72126	personal
72129	resumption
relative
72132	personal
coordinating
72135	personal
72139	personal
72141	coordinating
72144	coordinating
relative
72147	personal
72150	personal
72152	demonstrative
72156	coordinating
negative
72159	personal
72162	personal
72165	coordinating
negative
72168	restriction
time
72173	proper
72176	personal
resumption
72179	proper
relative
72183	proper
coordinating
72186	proper
72188	personal
coordinating
proper
72193	purpose
72195	relative
72198	proper
72201	relative
72204	personal
72206	coordinating
72210	personal
coordinating
accusative
72215	emphatic
72219	coordinating
purpose
72222	relative
72224	personal
72227	accusative
personal
72233	personal
coordinating
72236	personal
72238	personal
coordinating
72242	personal
72244	personal
coordinating
accusative
proper
emphatic
72250	relative
72252	personal
72256	coordinating
negative
72259	relative
72261	personal
72265	personal
72268	personal
72272	coordinating
72274	personal
72280	time
72282	proper
72284	location
personal
resumption
relative
72289	personal
coordinating
72292	personal
72299	coordinating
relative
72302	personal
coordinating
72305	personal
72308	personal
resumption
demonstrative
72312	personal
72315	coordinating
relative
72318	personal
72321	proper
coordinating
72324	personal
coordinating
72327	personal
emphatic
72330	emphatic
personal
proper
72335	coordinating
accusative
proper
emphatic
personal
72343	emphatic
72345	emphatic
personal
72349	personal
personal
coordinating
accusative
proper
emphatic
72357	demonstrative
coordinating
relative
72363	relative
72366	personal
coordinating
72370	personal
emphatic
72373	emphatic
personal
proper
accusative
proper
emphatic
72381	demonstrative
72383	accusative
proper
72391	coordinating
72398	coordinating
accusative
proper
72403	demonstrative
72405	accusative
proper
personal
72410	coordinating
accusative
relative
72414	personal
72417	personal
personal
72421	coordinating
accusative
proper
personal
72429	interrogative
negative
72432	accusative
proper
72439	resumption
72444	accusative
proper
72449	personal
relative
72454	coordinating
relative
72459	coordinating
accusative
proper
emphatic
personal
72468	interrogative
negative
72471	accusative
proper
72475	personal
relative
72480	coordinating
72489	personal
coordinating
72494	subordinating
72499	restriction
72502	personal
accusative
proper
72508	emphatic
72511	coordinating
personal
relative
72515	personal
coordinating
72518	personal
coordinating
72521	personal
accusative
72525	emphatic
72531	personal
72533	personal
72535	personal
resumption
negative
72539	emphatic
personal
72544	coordinating
72548	personal
accusative
personal
emphatic
72555	coordinating
conditional
72558	personal
personal
resumption
72562	proper
72565	relative
72567	personal
proper
72570	location
personal
72576	relative
72578	personal
72580	personal
72582	personal
interrogative
negative
72586	accusative
proper
72589	relative
72593	coordinating
72596	accusative
demonstrative
72600	accusative
demonstrative
72603	proper
72605	coordinating
72607	personal
72610	proper
relative
negative
72615	personal
72617	coordinating
relative
72621	personal
72623	personal
72625	coordinating
negative
72632	coordinating
time
72636	personal
72638	personal
72643	relative
72645	personal
72649	personal
72651	personal
72653	relative
72655	personal
72657	personal
72659	personal
72661	interrogative
supplemental
72664	personal
72668	demonstrative
72672	personal
proper
relative
72676	personal
coordinating
72681	vocative
72687	resumption
72689	personal
72691	personal
accusative
relative
72695	personal
72698	proper
negative
72701	personal
72703	coordinating
conditional
72706	personal
72708	personal
coordinating
conditional
72712	personal
72716	negative
72718	personal
personal
72721	personal
72725	coordinating
72728	negative
72730	personal
proper
72734	personal
accusative
proper
emphatic
72740	proper
72746	coordinating
72750	accusative
proper
72755	relative
location
72758	personal
coordinating
relative
72762	personal
coordinating
72765	proper
72769	vocative
72771	relative
72773	personal
72775	personal
coordinating
72778	personal
coordinating
72781	personal
72783	personal
coordinating
72786	personal
72789	accusative
personal
72792	personal
coordinating
72795	personal
72797	proper
72800	personal
personal
72803	personal
coordinating
negative
72808	personal
72816	personal
proper
personal
72820	personal
72822	proper
72825	coordinating
72827	demonstrative
purpose
72834	personal
coordinating
72837	personal
72842	resumption
72844	personal
72847	coordinating
72849	personal
72852	coordinating
72854	personal
72856	proper
personal
72859	personal
resumption
72864	coordinating
72868	certainty
72872	relative
personal
72876	personal
72878	coordinating
relative
personal
72885	coordinating
relative
personal
72892	coordinating
relative
personal
72897	personal
72899	restriction
72902	personal
coordinating
relative
72907	personal
resumption
accusative
personal
72913	resumption
relative
72916	location
demonstrative
resumption
demonstrative
personal
72923	coordinating
relative
personal
72928	personal
coordinating
72931	personal
72933	coordinating
relative
personal
72938	personal
72940	personal
demonstrative
personal
72945	relative
72947	personal
72949	proper
personal
72952	personal
72954	coordinating
emphatic
certainty
72958	personal
72965	coordinating
72967	personal
personal
72973	coordinating
72975	personal
72979	resumption
72981	personal
72985	resumption
72987	personal
72991	resumption
72993	personal
72997	coordinating
72999	personal
personal
73003	resumption
73005	proper
73009	coordinating
accusative
personal
time
demonstrative
emphatic
73016	coordinating
accusative
personal
73023	personal
coordinating
emphatic
certainty
73028	personal
73030	personal
73033	coordinating
negative
73036	personal
73041	coordinating
73043	personal
73050	resumption
73052	personal
personal
73057	coordinating
accusative
personal
73063	personal
emphatic
73066	resumption
73068	personal
73070	personal
73072	personal
73076	coordinating
73079	personal
73081	personal
73084	coordinating
73086	personal
73088	personal
coordinating
73094	proper
73099	coordinating
73104	coordinating
accusative
73107	personal
73111	emphatic
73114	personal
73116	relative
73119	personal
coordinating
73122	personal
73124	personal
73127	coordinating
73129	personal
73131	personal
coordinating
73134	personal
coordinating
73140	personal
coordinating
emphatic
certainty
73145	personal
proper
73149	personal
coordinating
73152	vocative
73154	personal
73156	personal
proper
negative
73160	personal
73164	personal
interrogative
supplemental
negative
73169	personal
resumption
73174	relative
73176	personal
73179	personal
negative
demonstrative
restriction
73185	personal
73187	subordinating
73190	personal
coordinating
conditional
73194	proper
emphatic
73198	negative
73200	personal
73202	demonstrative
73205	personal
73208	negative
personal
restriction
73213	personal
73215	resumption
73217	personal
73219	personal
73224	personal
73226	personal
73228	relative
73230	personal
personal
resumption
73234	personal
73236	personal
interpretation
73243	personal
coordinating
73246	personal
resumption
time
73251	personal
coordinating
73256	resumption
73259	personal
73264	coordinating
73266	personal
restriction
relative
73271	personal
73275	personal
coordinating
negative
73279	personal
73281	relative
73283	personal
accusative
personal
73287	coordinating
time
73290	personal
personal
coordinating
relative
location
personal
73299	resumption
73304	proper
relative
73307	personal
73313	coordinating
73316	personal
73318	personal
73321	coordinating
personal
73326	accusative
73328	demonstrative
emphatic
73331	coordinating
certainty
73334	personal
emphatic
73337	coordinating
73339	personal
73342	personal
73345	coordinating
73347	personal
73349	personal
73352	personal
interpretation
73355	personal
proper
negative
73359	personal
73363	personal
interrogative
supplemental
negative
73368	personal
coordinating
73375	personal
relative
73378	personal
coordinating
73381	personal
73386	circumstantial
73388	personal
personal
73395	negative
demonstrative
restriction
73400	personal
73403	relative
73405	personal
73407	personal
coordinating
73411	relative
73413	personal
coordinating
emphatic
conditional
73418	personal
73421	personal
accusative
personal
surprise
emphatic
73427	interrogative
73429	personal
accusative
personal
time
73434	personal
coordinating
73437	personal
73439	coordinating
73441	accusative
personal
73447	relative
73449	personal
negative
personal
restriction
73454	personal
73458	coordinating
73460	coordinating
negative
personal
73465	negative
personal
restriction
73471	proper
73473	coordinating
negative
personal
73477	personal
73482	personal
73484	personal
73486	relative
73488	personal
personal
73492	relative
73494	emphatic
73496	emphatic
73498	resumption
73500	personal
73506	coordinating
73508	personal
personal
73511	resumption
73518	coordinating
73520	personal
73523	personal
73526	negative
73531	personal
coordinating
negative
73535	personal
coordinating
73538	personal
73540	personal
73543	subordinating
73547	personal
73549	personal
personal
resumption
73553	personal
73555	personal
73557	coordinating
73559	personal
personal
73562	resumption
73566	negative
73568	personal
coordinating
73571	personal
proper
coordinating
73575	personal
proper
73579	personal
coordinating
73584	proper
coordinating
73587	personal
resumption
73590	personal
coordinating
73593	personal
73596	resumption
73598	personal
interrogative
73604	personal
circumstantial
73607	personal
73609	personal
73611	resumption
73613	personal
personal
coordinating
73617	personal
73621	coordinating
emphatic
certainty
73625	personal
proper
73629	accusative
personal
73632	personal
coordinating
73635	personal
73637	proper
coordinating
73640	personal
73642	coordinating
73644	personal
personal
73650	coordinating
73652	vocative
73657	personal
73661	coordinating
73663	personal
73665	accusative
personal
73668	relative
73670	personal
73672	coordinating
accusative
demonstrative
73676	personal
73679	coordinating
personal
73682	personal
resumption
73685	personal
personal
resumption
73689	personal
73691	personal
location
personal
73698	relative
location
personal
73702	resumption
73704	personal
73707	personal
73710	interrogative
73712	personal
accusative
relative
73716	personal
73718	personal
73721	coordinating
73725	personal
73729	retraction
negative
73732	personal
accusative
relative
personal
73739	personal
73741	coordinating
relative
personal
73747	personal
73749	personal
coordinating
relative
personal
73755	personal
negative
73758	personal
coordinating
relative
73762	personal
relative
73765	personal
circumstantial
73768	personal
73770	accusative
personal
73774	personal
73776	demonstrative
73778	personal
73782	coordinating
personal
73785	personal
73787	coordinating
negative
73791	restriction
73793	personal
coordinating
location
personal
73802	coordinating
personal
negative
73806	personal
retraction
73809	personal
73813	demonstrative
coordinating
73816	personal
73820	demonstrative
personal
73823	personal
73825	inceptive
time
73828	personal
73830	personal
73834	time
personal
73837	personal
prohibition
73840	personal
73843	accusative
personal
73846	personal
negative
73849	personal
certainty
73853	personal
73856	personal
resumption
73859	personal
73862	personal
73864	personal
73867	personal
73870	personal
interrogative
supplemental
negative
73875	personal
73878	coordinating
73880	personal
relative
negative
73885	personal
73888	coordinating
negative
73891	personal
73893	personal
resumption
personal
73897	personal
73899	coordinating
73901	personal
73903	personal
73905	retraction
73907	personal
73911	coordinating
73913	personal
73918	coordinating
conditional
73924	personal
emphatic
73929	coordinating
73932	coordinating
relative
73935	personal
retraction
73938	personal
personal
73942	personal
resumption
personal
73947	personal
73949	coordinating
73951	personal
73953	resumption
73956	personal
73958	coordinating
personal
73963	coordinating
accusative
personal
emphatic
73968	personal
73972	coordinating
accusative
relative
negative
73977	personal
73984	emphatic
73986	coordinating
conditional
73989	personal
personal
coordinating
73993	personal
relative
73996	personal
73999	emphatic
74001	personal
74004	personal
74006	personal
coordinating
emphatic
certainty
74011	personal
personal
74016	resumption
negative
74019	personal
74022	personal
coordinating
negative
74026	personal
inceptive
time
74030	personal
74032	personal
74037	time
personal
74040	personal
74042	coordinating
personal
relative
74047	personal
74050	coordinating
74053	coordinating
74057	relative
74059	personal
coordinating
personal
relative
74064	personal
74068	coordinating
74070	personal
74072	personal
coordinating
personal
relative
74077	coordinating
74079	coordinating
74081	personal
74085	coordinating
74088	interrogative
supplemental
negative
74092	personal
retraction
74095	personal
74097	relative
74102	personal
interrogative
time
74106	personal
coordinating
74109	personal
74111	coordinating
74113	interrogative
accusative
personal
emphatic
74118	emphatic
certainty
74121	personal
personal
coordinating
74125	personal
demonstrative
74129	negative
demonstrative
restriction
74137	relative
74140	coordinating
relative
74143	personal
conditional
74146	personal
74148	personal
future
74151	personal
74153	proper
74155	interrogative
supplemental
negative
74159	personal
74161	relative
74167	coordinating
74173	future
74175	personal
74177	proper
74179	interrogative
supplemental
negative
74183	personal
74185	relative
74188	personal
74192	coordinating
personal
74195	coordinating
negative
74199	personal
conditional
74202	personal
74204	personal
future
74207	personal
74209	proper
74211	resumption
interrogative
74214	personal
retraction
74217	personal
personal
74222	coordinating
accusative
personal
emphatic
74227	negative
74229	proper
74232	coordinating
negative
74235	location
personal
74239	surprise
emphatic
74245	relative
74247	coordinating
emphatic
74251	personal
74255	proper
74257	relative
74259	personal
74263	coordinating
74266	resumption
74269	relative
74271	personal
74274	personal
explanation
74277	emphatic
personal
relative
74281	personal
74283	personal
resumption
prohibition
74287	personal
74293	coordinating
accusative
personal
74297	subordinating
74299	personal
relative
74302	personal
emphatic
74307	relative
personal
74312	personal
74315	relative
74317	personal
coordinating
74321	personal
74324	personal
74328	proper
coordinating
74332	personal
74334	personal
subordinating
74337	personal
personal
inceptive
time
74343	personal
74348	personal
74350	personal
personal
accusative
personal
74357	relative
74359	personal
aversion
accusative
personal
74364	personal
74366	personal
coordinating
74370	personal
74375	personal
resumption
time
74382	resumption
negative
74385	location
personal
time
coordinating
negative
74391	personal
resumption
relative
74396	personal
resumption
demonstrative
personal
74402	coordinating
relative
74406	personal
resumption
demonstrative
relative
74411	personal
74413	personal
74415	proper
74419	personal
74422	coordinating
personal
74425	personal
74427	interrogative
negative
74431	personal
74434	personal
coordinating
74437	personal
74439	personal
74441	personal
74443	personal
74445	personal
74448	personal
74450	personal
coordinating
74453	personal
74457	personal
74459	personal
74461	personal
resumption
conditional
74465	personal
resumption
accusative
personal
74472	personal
74474	personal
coordinating
prohibition
74478	personal
personal
accusative
personal
74486	personal
74488	personal
74490	personal
74492	personal
resumption
74496	personal
coordinating
74499	personal
coordinating
personal
74505	resumption
74507	personal
personal
74512	personal
personal
74515	personal
coordinating
74518	personal
74520	personal
74522	personal
accusative
personal
74526	personal
personal
74531	relative
74533	personal
accusative
personal
personal
74540	interrogative
74542	personal
74549	personal
74551	personal
74553	coordinating
74556	resumption
74561	negative
74563	personal
restriction
74566	conditional
accusative
personal
74570	personal
74572	personal
interrogative
supplemental
74576	personal
accusative
subordinating
74580	personal
personal
74583	coordinating
accusative
personal
74587	personal
negative
74590	personal
resumption
74593	proper
74598	negative
74600	restriction
personal
74607	coordinating
relative
74610	location
proper
74614	negative
74617	personal
74619	personal
resumption
accusative
preventive
74624	personal
location
74627	personal
accusative
personal
negative
74634	coordinating
74637	personal
74639	coordinating
74641	coordinating
personal
74648	personal
personal
coordinating
74652	personal
personal
coordinating
74656	personal
74658	personal
74661	accusative
personal
74664	personal
74667	coordinating
74670	resumption
74672	personal
74676	personal
74679	coordinating
prohibition
74682	personal
74684	personal
74688	proper
conditional
74691	personal
74693	personal
74695	proper
coordinating
74701	coordinating
imperative
74705	personal
74712	negative
74714	restriction
74716	coordinating
74718	coordinating
74721	negative
74723	personal
restriction
74726	coordinating
74728	coordinating
74730	demonstrative
74734	coordinating
relative
74737	personal
74740	coordinating
negative
74743	personal
74747	resumption
74749	personal
personal
74753	coordinating
prohibition
74756	personal
74758	personal
74760	time
coordinating
demonstrative
personal
74766	restriction
relative
74769	personal
74772	demonstrative
coordinating
74775	personal
resumption
accusative
proper
74781	coordinating
relative
74784	personal
74786	personal
circumstantial
negative
74791	personal
74793	restriction
74795	personal
resumption
74799	personal
74803	proper
accusative
personal
emphatic
74810	coordinating
74813	accusative
74815	proper
74817	personal
conditional
74823	coordinating
74826	personal
74829	subordinating
74834	proper
accusative
personal
emphatic
74841	coordinating
74844	accusative
74846	proper
74848	personal
conditional
74854	coordinating
conditional
74857	proper
74859	personal
coordinating
74862	personal
coordinating
accusative
proper
74868	accusative
relative
74871	personal
74877	personal
prohibition
74880	personal
personal
74884	personal
retraction
personal
74889	personal
74894	personal
relative
74900	coordinating
relative
74904	personal
74906	personal
74908	personal
74911	exhortation
time
74914	personal
personal
74919	coordinating
74924	personal
74926	coordinating
74928	personal
demonstrative
74932	exhortation
74934	personal
74936	personal
74940	resumption
time
negative
74944	personal
74948	resumption
demonstrative
location
proper
personal
74955	coordinating
conditional
74958	proper
74960	personal
coordinating
74963	personal
74967	coordinating
74970	emphatic
74972	personal
74974	relative
74976	personal
74978	personal
74981	time
74983	personal
personal
74987	personal
coordinating
74990	personal
74993	personal
relative
74997	personal
74999	personal
75001	coordinating
75003	personal
personal
75006	circumstantial
personal
location
proper
75011	coordinating
exhortation
time
75015	personal
personal
75018	personal
negative
75022	personal
subordinating
75026	demonstrative
75028	personal
demonstrative
75033	personal
proper
subordinating
75037	personal
75040	personal
time
conditional
75044	personal
75046	coordinating
75048	proper
75050	personal
75053	coordinating
proper
75057	accusative
relative
75060	personal
subordinating
75066	relative
75068	personal
75070	personal
75076	coordinating
75079	resumption
proper
75082	circumstantial
personal
negative
75086	personal
coordinating
conditional
75090	proper
75092	personal
coordinating
75095	personal
coordinating
accusative
proper
75101	vocative
75103	relative
75105	personal
prohibition
75108	personal
75111	proper
coordinating
conditional
75117	proper
resumption
accusative
personal
75125	coordinating
75128	coordinating
conditional
75131	proper
75133	personal
coordinating
75136	personal
negative
75140	personal
75143	time
coordinating
accusative
proper
75148	relative
75150	coordinating
proper
75154	coordinating
prohibition
75161	personal
coordinating
75165	subordinating
75167	personal
75171	coordinating
75174	coordinating
75179	proper
coordinating
imperative
75183	personal
coordinating
imperative
75187	personal
interrogative
negative
75191	personal
subordinating
75194	proper
75196	personal
coordinating
proper
75201	accusative
relative
75204	personal
75212	personal
75216	coordinating
75219	coordinating
75221	personal
75224	time
75227	personal
75229	personal
coordinating
75232	personal
coordinating
75235	personal
75237	relative
75239	personal
75241	personal
time
75244	personal
proper
75247	personal
75250	coordinating
75252	personal
accusative
proper
personal
75265	coordinating
75271	coordinating
75277	coordinating
75283	demonstrative
75286	relative
75288	personal
75290	personal
75292	coordinating
75295	vocative
75297	relative
75299	personal
prohibition
75302	personal
75306	personal
75309	personal
coordinating
75312	personal
75315	personal
demonstrative
75319	personal
accusative
personal
75323	personal
resumption
conditional
negative
75328	personal
75330	personal
75332	resumption
prohibition
75335	personal
personal
75340	personal
coordinating
conditional
75345	personal
75347	personal
resumption
75350	personal
personal
75354	personal
coordinating
proper
75358	relative
75360	personal
75364	personal
75366	subordinating
75368	personal
75373	personal
75376	personal
coordinating
proper
75380	relative
75382	personal
coordinating
relative
75386	personal
75392	personal
75395	personal
coordinating
75398	personal
75400	personal
demonstrative
75404	personal
accusative
proper
75409	relative
75411	personal
coordinating
75418	personal
75421	personal
coordinating
75424	personal
75426	personal
coordinating
prohibition
75430	personal
75432	personal
restriction
relative
75437	personal
coordinating
imperative
75441	personal
75444	personal
75447	personal
coordinating
prohibition
75451	personal
75453	personal
restriction
75457	personal
coordinating
75460	personal
coordinating
75464	personal
coordinating
75467	personal
coordinating
75471	personal
coordinating
75474	personal
coordinating
75478	personal
coordinating
75482	personal
coordinating
75485	personal
coordinating
relative
75490	personal
coordinating
75501	coordinating
75504	relative
negative
75507	personal
75512	coordinating
prohibition
75515	personal
75518	personal
purpose
75521	relative
75523	personal
75526	personal
coordinating
75529	personal
75531	proper
75536	accusative
personal
75539	personal
coordinating
75542	personal
75546	personal
coordinating
75552	personal
coordinating
75555	personal
conditional
75558	personal
75561	personal
proper
75565	personal
coordinating
proper
75570	coordinating
imperative
75573	relative
negative
75576	personal
75580	personal
proper
75584	personal
coordinating
relative
75588	personal
75592	relative
75595	personal
resumption
75598	personal
personal
conditional
75602	personal
75604	personal
75606	coordinating
75608	personal
personal
75612	proper
relative
75615	personal
coordinating
prohibition
75619	personal
75621	personal
75625	conditional
75627	personal
75629	purpose
75631	personal
75637	coordinating
relative
75640	personal
resumption
accusative
proper
75647	personal
75650	coordinating
emphatic
certainty
75654	personal
75656	personal
75659	coordinating
75662	relative
75664	personal
75667	personal
coordinating
75673	proper
75677	coordinating
75682	personal
75686	personal
75694	accusative
personal
75703	negative
75705	coordinating
negative
75710	personal
75712	coordinating
conditional
negative
75716	personal
75722	proper
75725	personal
relative
75728	coordinating
75730	proper
75736	coordinating
proper
75745	proper
subordinating
75748	coordinating
75751	personal
75753	personal
75756	personal
75758	personal
75762	coordinating
75766	negative
75768	personal
75770	coordinating
negative
75775	proper
coordinating
75780	coordinating
75785	personal
75789	personal
75792	coordinating
75795	purpose
75797	personal
proper
75800	relative
75802	personal
coordinating
75805	personal
75808	personal
coordinating
proper
75812	relative
75817	coordinating
relative
75820	personal
75822	personal
75828	personal
75832	inceptive
time
75835	personal
negative
75838	personal
75840	coordinating
75842	proper
location
personal
resumption
75847	personal
75849	personal
coordinating
proper
75855	coordinating
75862	personal
75866	personal
75870	personal
75874	personal
75877	time
75880	personal
negative
75884	personal
coordinating
relative
negative
75889	proper
75891	personal
75893	resumption
negative
75896	personal
75899	interrogative
negative
75902	accusative
proper
75906	personal
relative
75911	coordinating
75914	coordinating
75919	certainty
75922	personal
coordinating
75925	personal
coordinating
proper
75930	relative
75932	personal
coordinating
75935	proper
75939	coordinating
75942	coordinating
75944	proper
75947	interrogative
negative
75950	accusative
proper
75954	coordinating
75956	location
personal
coordinating
75960	personal
75962	resumption
75969	personal
coordinating
75978	personal
75981	coordinating
75984	personal
relative
75987	coordinating
75989	personal
75991	relative
75996	personal
76002	proper
76005	coordinating
76008	accusative
76010	demonstrative
emphatic
76017	coordinating
proper
76024	resumption
76026	personal
relative
76031	personal
coordinating
76034	personal
relative
76039	coordinating
76041	personal
relative
76047	proper
relative
76050	accusative
proper
76056	emphatic
certainty
76059	personal
76062	coordinating
proper
76065	relative
76070	coordinating
76072	personal
76074	personal
76076	proper
coordinating
76081	coordinating
76083	personal
coordinating
76088	personal
76091	demonstrative
coordinating
negative
demonstrative
76098	coordinating
time
76101	personal
76103	proper
coordinating
76106	personal
purpose
76109	location
personal
time
76114	personal
76116	coordinating
conditional
76120	personal
76124	personal
76126	personal
76128	interrogative
76131	personal
76133	coordinating
76135	personal
coordinating
76138	personal
subordinating
76141	proper
76143	personal
coordinating
76146	personal
retraction
demonstrative
personal
76152	accusative
preventive
76158	time
76160	personal
76162	proper
coordinating
76165	personal
purpose
76168	location
personal
subordinating
76172	personal
76174	personal
coordinating
76177	personal
coordinating
demonstrative
personal
76183	coordinating
relative
76186	proper
coordinating
76189	personal
coordinating
76192	proper
coordinating
76195	personal
resumption
demonstrative
personal
76201	coordinating
76203	personal
76205	proper
76208	personal
emphatic
conditional
76212	personal
personal
emphatic
76216	emphatic
76218	prohibition
76220	personal
76223	accusative
proper
76227	relative
76229	personal
76232	personal
proper
coordinating
76236	personal
76239	resumption
conditional
76242	personal
resumption
accusative
preventive
76247	personal
relative
76250	coordinating
76252	personal
relative
76255	personal
coordinating
conditional
76259	personal
personal
76262	personal
coordinating
negative
76268	restriction
76274	proper
relative
76277	personal
76279	personal
coordinating
76282	personal
76285	emphatic
76287	emphatic
personal
76293	subordinating
76295	relative
76298	personal
coordinating
emphatic
76302	emphatic
76304	personal
76306	personal
relative
76310	personal
coordinating
emphatic
76314	emphatic
personal
76319	personal
76322	personal
personal
negative
76326	personal
76328	personal
76330	coordinating
relative
76333	time
demonstrative
resumption
demonstrative
personal
76340	coordinating
76342	personal
76345	coordinating
76347	personal
76350	coordinating
76352	personal
76355	accusative
personal
76358	personal
prohibition
76361	emphatic
relative
76364	personal
76369	coordinating
76371	personal
76374	coordinating
emphatic
76379	vocative
76381	relative
76383	personal
imperative
76386	personal
relative
76390	personal
coordinating
relative
negative
76395	personal
76399	personal
76407	coordinating
76410	personal
76412	personal
76416	coordinating
76425	personal
76428	personal
coordinating
negative
76432	personal
76434	time
personal
76438	personal
76440	personal
76444	demonstrative
76446	proper
76448	personal
76451	coordinating
proper
76455	coordinating
time
76461	personal
76464	resumption
imperative
76467	personal
76469	subordinating
76471	relative
76474	personal
76476	demonstrative
76478	proper
76480	personal
76482	personal
coordinating
proper
76487	coordinating
76493	relative
negative
76496	personal
76498	resumption
76501	personal
76503	subordinating
76505	personal
76507	personal
76512	coordinating
subordinating
76515	personal
76518	personal
coordinating
proper
76528	coordinating
negative
76534	coordinating
negative
76540	coordinating
negative
76544	personal
subordinating
76547	personal
76550	personal
coordinating
76554	personal
coordinating
76558	personal
coordinating
76562	personal
coordinating
76566	personal
coordinating
76570	personal
coordinating
76574	personal
coordinating
76578	personal
coordinating
76582	personal
coordinating
relative
76586	personal
76588	personal
coordinating
76591	personal
76594	personal
76596	subordinating
76598	personal
76600	coordinating
76602	resumption
time
76605	personal
76607	resumption
76609	personal
76612	personal
76616	proper
76620	demonstrative
76622	proper
76624	personal
76627	accusative
personal
76630	personal
accusative
preventive
76635	relative
76637	personal
76639	proper
coordinating
76642	personal
coordinating
time
76646	personal
location
personal
76652	negative
76654	personal
76657	personal
personal
accusative
relative
76662	personal
personal
demonstrative
relative
76667	personal
76669	proper
coordinating
76672	personal
resumption
time
76676	personal
personal
76681	personal
resumption
76685	relative
76687	personal
76689	personal
coordinating
76693	personal
proper
accusative
proper
76699	prohibition
76701	personal
76705	location
personal
76710	personal
76712	certainty
76714	proper
relative
76717	personal
76719	personal
76721	resumption
imperative
76724	relative
76726	personal
76729	personal
subordinating
76732	personal
76734	coordinating
76736	personal
76739	inceptive
accusative
76742	proper
relative
76747	coordinating
76750	certainty
76752	relative
personal
76755	personal
coordinating
76759	personal
76761	personal
resumption
76764	personal
76766	relative
76768	personal
coordinating
proper
76776	relative
76782	personal
purpose
76789	relative
76791	personal
76795	coordinating
76798	coordinating
negative
76802	coordinating
negative
76806	personal
76811	coordinating
76815	coordinating
76817	personal
76819	coordinating
76821	personal
76824	personal
76826	negative
76828	personal
76830	circumstantial
personal
76833	personal
coordinating
negative
76837	personal
76840	personal
76842	coordinating
negative
76845	coordinating
negative
76848	personal
76850	coordinating
negative
76853	coordinating
negative
76856	coordinating
76858	relative
76860	personal
negative
demonstrative
restriction
76866	personal
coordinating
76869	personal
76871	personal
76874	resumption
certainty
76877	personal
76879	coordinating
76881	coordinating
76883	personal
76888	personal
coordinating
personal
76893	personal
time
coordinating
time
76899	personal
relative
76907	coordinating
76910	accusative
personal
76915	coordinating
76917	personal
interrogative
demonstrative
76925	coordinating
76930	exhortation
76933	personal
76935	cause
76937	location
personal
76940	coordinating
76943	personal
76945	coordinating
76948	personal
76952	personal
coordinating
76957	negative
76959	personal
restriction
76964	interrogative
76966	personal
76968	personal
76971	resumption
76973	personal
resumption
negative
76977	personal
76980	relative
conditional
76985	personal
76988	demonstrative
76993	personal
76996	coordinating
76999	personal
77001	retraction
77003	personal
77007	coordinating
77009	personal
77011	relative
77017	time
77019	personal
77024	personal
77026	personal
77028	coordinating
77030	coordinating
time
77033	personal
77035	personal
77040	personal
time
77043	prohibition
77045	personal
77050	coordinating
77052	personal
77056	interrogative
demonstrative
77059	coordinating
77063	relative
77069	personal
77071	coordinating
77074	personal
77076	personal
relative
77079	personal
77084	personal
77087	coordinating
77090	personal
coordinating
relative
77094	personal
77097	proper
coordinating
77100	interrogative
personal
77103	personal
77105	personal
demonstrative
coordinating
personal
77110	personal
77114	personal
77116	personal
negative
77121	personal
subordinating
77126	personal
77129	coordinating
amendment
77132	personal
personal
coordinating
77136	personal
77139	personal
77142	coordinating
77144	personal
77147	resumption
certainty
77150	personal
personal
77153	relative
77155	personal
resumption
negative
77159	personal
77161	coordinating
negative
77164	coordinating
relative
77168	personal
77170	personal
77173	coordinating
negative
77176	personal
time
personal
77182	restriction
accusative
personal
emphatic
77187	personal
77190	coordinating
77192	personal
77196	coordinating
77198	personal
77200	personal
77204	interrogative
77206	personal
coordinating
77210	personal
77212	coordinating
77214	relative
negative
77217	personal
77219	personal
exhortation
77223	personal
77226	coordinating
77229	personal
emphatic
certainty
77233	personal
77236	personal
coordinating
77239	personal
77244	personal
77247	negative
77249	time
77253	coordinating
77255	personal
77258	coordinating
77260	personal
77262	relative
77264	personal
77267	coordinating
77269	personal
personal
77275	proper
time
77279	coordinating
77282	coordinating
77290	coordinating
77297	time
77303	coordinating
77310	coordinating
77317	personal
77319	vocative
accusative
personal
77323	personal
location
77328	vocative
77330	accusative
personal
negative
77336	emphatic
certainty
77339	personal
77343	time
time
77346	personal
coordinating
77350	proper
77355	coordinating
77359	vocative
77361	personal
accusative
77364	personal
77366	personal
demonstrative
77369	proper
77371	coordinating
77373	demonstrative
77375	personal
77383	coordinating
77387	personal
77389	coordinating
77391	coordinating
77393	relative
77395	personal
exhortation
77399	personal
77401	proper
77405	demonstrative
purpose
77409	personal
77411	personal
coordinating
77414	personal
personal
77417	coordinating
negative
77420	personal
personal
77424	restriction
77426	personal
personal
77431	coordinating
77434	relative
77436	personal
77439	personal
77441	proper
demonstrative
77445	coordinating
77448	coordinating
emphatic
certainty
77452	personal
proper
77456	coordinating
77458	personal
location
personal
77462	personal
proper
77465	resumption
77467	personal
77469	personal
77473	relative
77475	personal
77478	personal
resumption
77481	personal
personal
77484	coordinating
77486	proper
time
77489	personal
77493	personal
personal
coordinating
77497	personal
personal
77503	coordinating
77505	personal
77511	coordinating
proper
coordinating
proper
coordinating
77519	coordinating
77521	location
demonstrative
77524	coordinating
77527	personal
77529	personal
77532	coordinating
77535	personal
77537	coordinating
emphatic
certainty
77541	personal
77545	relative
77550	interrogative
supplemental
negative
77554	personal
77556	personal
personal
retraction
77560	personal
negative
77563	personal
77565	coordinating
time
77568	personal
personal
negative
77572	personal
personal
restriction
77576	interrogative
demonstrative
relative
77580	proper
77582	conditional
77584	emphatic
77586	personal
77589	personal
conditional
subordinating
77593	personal
77595	personal
coordinating
future
77599	personal
77602	personal
77605	relative
77608	interrogative
77610	personal
relative
77614	personal
77616	personal
interrogative
supplemental
personal
77622	personal
77624	coordinating
77626	accusative
77628	personal
77630	personal
coordinating
77633	personal
negative
personal
restriction
77640	retraction
personal
77644	interrogative
negative
77649	personal
interrogative
77654	coordinating
conditional
77657	emphatic
77659	personal
77661	coordinating
77663	personal
77667	personal
77669	coordinating
77671	personal
personal
77674	personal
77677	coordinating
personal
relative
77682	personal
77686	coordinating
77690	coordinating
77695	coordinating
personal
relative
77702	location
77705	personal
coordinating
77708	personal
77714	purpose
77717	personal
77720	coordinating
77722	personal
77724	relative
77726	personal
77728	coordinating
77731	coordinating
emphatic
certainty
77735	personal
personal
location
personal
purpose
77741	personal
resumption
77747	restriction
77749	coordinating
conditional
77752	personal
emphatic
77755	personal
77760	resumption
negative
77765	coordinating
77767	personal
77769	personal
77772	coordinating
personal
relative
77778	demonstrative
77781	coordinating
demonstrative
77785	coordinating
77787	location
personal
77790	coordinating
77793	coordinating
personal
relative
77801	coordinating
77803	personal
77805	coordinating
77807	coordinating
77810	personal
77812	coordinating
77814	personal
77817	proper
relative
negative
77821	personal
coordinating
negative
77825	personal
coordinating
77832	personal
77834	coordinating
negative
77837	personal
personal
restriction
77841	coordinating
77844	negative
77846	personal
77848	personal
77851	restriction
relative
77854	subordinating
77858	personal
77860	coordinating
77865	relative
negative
77868	coordinating
77872	personal
coordinating
77876	personal
77880	personal
77882	relative
77886	coordinating
77889	coordinating
relative
location
personal
77896	coordinating
77903	resumption
77906	personal
77908	coordinating
time
77912	personal
77914	personal
77919	personal
coordinating
relative
77924	interrogative
77927	relative
77929	personal
coordinating
77932	personal
77935	relative
77941	coordinating
77944	personal
77946	coordinating
77949	coordinating
personal
relative
77955	coordinating
77960	relative
77962	subordinating
77964	coordinating
77967	coordinating
77971	relative
77973	personal
77978	coordinating
time
77981	personal
77985	personal
77987	coordinating
relative
77990	personal
77993	personal
77995	coordinating
77997	coordinating
relative
78000	personal
78002	personal
78005	personal
78007	proper
accusative
78010	personal
78013	accusative
personal
78017	coordinating
78019	coordinating
relative
time
78023	personal
negative
78026	personal
coordinating
negative
78030	personal
coordinating
78033	location
demonstrative
78036	coordinating
relative
negative
78040	personal
location
proper
78045	coordinating
negative
78048	personal
78051	relative
78053	proper
restriction
78058	coordinating
negative
78061	personal
coordinating
relative
78065	demonstrative
78070	personal
78076	coordinating
78079	personal
78081	restriction
relative
78084	coordinating
78086	coordinating
78090	resumption
demonstrative
78093	proper
78095	personal
78097	coordinating
78099	proper
78102	coordinating
relative
78105	coordinating
78108	resumption
accusative
personal
78113	proper
78115	coordinating
relative
negative
78119	personal
78122	coordinating
time
78125	personal
78130	personal
78132	coordinating
relative
time
78136	personal
78140	personal
negative
78143	personal
78145	personal
78147	coordinating
78149	coordinating
relative
78152	personal
78154	personal
78157	personal
78160	personal
coordinating
78163	personal
78166	coordinating
78168	personal
78173	demonstrative
78175	personal
78179	relative
78181	personal
coordinating
78184	personal
78186	personal
78188	coordinating
78192	personal
78195	coordinating
78198	negative
78201	personal
78203	personal
conditional
78206	personal
resumption
certainty
78210	personal
resumption
future
78216	demonstrative
78222	accusative
personal
78226	personal
subordinating
negative
78230	personal
78232	conditional
78236	personal
78241	resumption
78244	personal
78246	personal
78248	coordinating
negative
78251	personal
78258	restriction
78260	personal
78262	personal
78264	resumption
certainty
78267	personal
resumption
future
78271	personal
78273	relative
78275	personal
78277	personal
78279	personal
interrogative
supplemental
negative
78284	personal
78288	interrogative
78290	personal
78292	personal
78297	accusative
78299	demonstrative
emphatic
78302	coordinating
negative
78306	personal
78308	coordinating
accusative
78311	personal
emphatic
personal
78318	coordinating
time
78322	personal
proper
interpretation
78331	proper
interrogative
negative
78335	personal
78338	personal
accusative
personal
78342	subordinating
78344	personal
personal
coordinating
78349	personal
coordinating
negative
78354	personal
resumption
78358	proper
coordinating
78361	personal
78363	personal
78365	resumption
78367	subordinating
78369	personal
personal
78372	aversion
resumption
78375	personal
78378	personal
accusative
personal
location
personal
78384	resumption
78386	personal
proper
coordinating
78390	personal
accusative
personal
78397	interpretation
78399	location
personal
78402	proper
78404	interrogative
negative
78407	personal
78409	personal
78411	coordinating
78413	personal
78415	personal
78418	personal
78420	coordinating
78422	personal
78424	personal
relative
78427	personal
coordinating
personal
78435	personal
personal
surprise
coordinating
personal
78443	resumption
78445	personal
78447	personal
time
78450	personal
personal
resumption
78455	personal
78457	personal
78459	coordinating
78461	personal
78465	coordinating
demonstrative
78469	personal
78471	personal
subordinating
78474	personal
78476	proper
78478	proper
coordinating
relative
78488	coordinating
78491	coordinating
relative
location
personal
conditional
78497	personal
78501	relative
78503	personal
interrogative
negative
78507	personal
78510	personal
coordinating
78514	personal
78518	accusative
78520	personal
relative
78524	personal
emphatic
78531	coordinating
78534	coordinating
relative
location
personal
conditional
78540	personal
78542	personal
78544	emphatic
conditional
78547	personal
78550	personal
emphatic
78553	emphatic
personal
78559	interrogative
supplemental
conditional
78563	personal
personal
78569	resumption
78572	personal
conditional
78575	personal
78579	resumption
78582	personal
coordinating
time
personal
78588	coordinating
78591	personal
coordinating
time
personal
78604	personal
accusative
demonstrative
emphatic
78611	subordinating
78613	personal
78616	personal
78619	personal
resumption
interrogative
78623	personal
78625	personal
78627	personal
coordinating
78630	personal
coordinating
78638	personal
personal
78644	resumption
78652	coordinating
78657	interrogative
personal
78660	accusative
personal
78665	conditional
78667	personal
personal
78671	resumption
time
78677	personal
78679	proper
interrogative
accusative
78683	personal
emphatic
78686	conditional
78688	personal
personal
78693	answer
coordinating
accusative
personal
surprise
emphatic
78704	personal
proper
78707	personal
relative
personal
78711	resumption
78713	personal
78715	personal
coordinating
78718	personal
coordinating
78721	personal
78724	proper
accusative
personal
emphatic
personal
78731	resumption
78733	proper
78735	personal
coordinating
time
personal
78740	relative
78742	personal
resumption
78749	personal
78751	personal
78757	proper
coordinating
proper
78762	personal
78764	personal
time
subordinating
78769	personal
accusative
personal
emphatic
78774	personal
relative
78777	personal
78780	resumption
emphatic
future
78784	personal
emphatic
78787	emphatic
78789	personal
coordinating
78792	personal
78795	coordinating
emphatic
78798	emphatic
personal
78802	personal
negative
78805	accusative
personal
78809	personal
78811	accusative
personal
78814	subordinating
78817	personal
78819	personal
78821	personal
subordinating
78824	personal
78828	coordinating
78830	personal
78832	proper
interpretation
78837	personal
accusative
personal
78841	resumption
78843	proper
78848	accusative
demonstrative
emphatic
78853	coordinating
accusative
personal
78857	personal
emphatic
78860	coordinating
accusative
personal
emphatic
78866	resumption
78868	personal
personal
78872	coordinating
78874	coordinating
78876	coordinating
78880	demonstrative
coordinating
78883	personal
personal
78886	proper
resumption
78889	personal
personal
78892	resumption
time
78899	proper
accusative
personal
emphatic
78905	aversion
accusative
location
personal
78910	personal
future
78913	personal
resumption
78916	personal
78918	proper
interpretation
78923	personal
78926	resumption
78928	coordinating
78937	coordinating
78939	personal
location
78943	coordinating
78945	personal
proper
coordinating
relative
location
personal
78952	coordinating
78954	personal
78957	accusative
78959	demonstrative
emphatic
78962	coordinating
negative
78966	personal
78968	coordinating
accusative
78971	personal
emphatic
personal
78978	coordinating
78981	personal
78983	proper
time
78988	personal
coordinating
78991	personal
relative
78994	personal
78996	personal
78999	resumption
79002	personal
79005	interrogative
79007	personal
personal
time
79011	personal
coordinating
79014	personal
personal
coordinating
79018	personal
79020	personal
retraction
79023	personal
79025	personal
79027	demonstrative
79029	personal
79031	interrogative
supplemental
79034	personal
relative
79037	personal
79039	personal
personal
coordinating
79043	personal
79046	resumption
accusative
personal
79051	personal
restriction
79056	relative
79058	personal
coordinating
personal
79062	personal
coordinating
relative
personal
79067	personal
coordinating
79070	personal
coordinating
time
79074	personal
resumption
personal
79078	personal
coordinating
relative
79082	personal
coordinating
79085	personal
coordinating
relative
79089	subordinating
79092	personal
79094	personal
79099	personal
79102	personal
79104	coordinating
79106	personal
79110	coordinating
79113	personal
79119	coordinating
79121	personal
79127	coordinating
79131	accusative
personal
79137	coordinating
negative
79140	personal
79143	personal
79145	negative
79148	coordinating
negative
79151	restriction
relative
79154	proper
79158	coordinating
79161	proper
79165	coordinating
79172	coordinating
79175	personal
interrogative
relative
79179	personal
79181	personal
79184	proper
interrogative
79187	personal
personal
coordinating
79191	personal
resumption
79194	personal
79196	personal
personal
coordinating
79201	coordinating
79203	proper
79206	personal
circumstantial
personal
79210	personal
79212	personal
79214	proper
conditional
79217	personal
emphatic
79222	time
79224	personal
79229	coordinating
negative
79232	personal
restriction
79236	resumption
negative
79239	personal
79242	coordinating
negative
79246	resumption
conditional
accusative
79250	personal
79252	cause
79257	accusative
79259	demonstrative
emphatic
79262	coordinating
negative
79266	personal
79268	coordinating
accusative
79271	personal
emphatic
personal
79280	proper
79283	time
79286	personal
79288	personal
proper
interrogative
negative
79293	personal
accusative
personal
79297	personal
79300	resumption
79302	personal
proper
coordinating
79306	personal
personal
coordinating
negative
79311	personal
79313	personal
79316	negative
79318	personal
restriction
79324	resumption
79326	personal
proper
coordinating
79330	personal
personal
79333	personal
interrogative
79337	personal
circumstantial
79340	personal
79344	coordinating
relative
79347	personal
79349	relative
79351	personal
79353	personal
conditional
79356	personal
restriction
79360	personal
conditional
79363	personal
coordinating
negative
personal
79371	negative
personal
restriction
79377	personal
emphatic
conditional
negative
79382	vocative
proper
emphatic
79386	emphatic
79392	personal
accusative
79395	personal
79397	personal
personal
resumption
79401	location
personal
coordinating
location
personal
79407	coordinating
79409	personal
coordinating
relative
location
personal
79417	resumption
79419	personal
personal
coordinating
relative
location
personal
79430	coordinating
79432	personal
time
79436	accusative
79438	demonstrative
emphatic
79441	coordinating
negative
79445	personal
79447	coordinating
accusative
79450	personal
emphatic
personal
79458	proper
79461	time
79464	personal
79466	personal
proper
interrogative
negative
79471	personal
accusative
personal
79475	personal
79478	resumption
79480	personal
proper
coordinating
79484	personal
personal
coordinating
negative
79489	personal
79491	personal
79494	negative
79496	personal
restriction
79502	interrogative
79504	personal
79510	personal
coordinating
79513	personal
79515	accusative
personal
79518	personal
coordinating
time
79522	personal
79524	personal
79526	resumption
79528	personal
proper
coordinating
79532	personal
personal
coordinating
79536	personal
relative
79539	personal
79541	relative
79543	personal
79545	personal
79548	coordinating
79550	coordinating
79552	coordinating
79554	accusative
personal
79558	personal
79563	personal
79566	personal
equalization
79569	personal
coordinating
negative
79576	negative
demonstrative
restriction
79582	coordinating
negative
personal
79587	resumption
79589	personal
personal
resumption
79593	personal
personal
accusative
79597	demonstrative
emphatic
79600	coordinating
negative
79604	personal
79606	coordinating
accusative
79609	personal
emphatic
personal
79617	proper
79620	time
79623	personal
79625	personal
proper
interrogative
negative
79630	personal
accusative
personal
79634	personal
79637	resumption
79639	personal
proper
coordinating
79643	personal
personal
coordinating
negative
79648	personal
79650	personal
79653	negative
79655	personal
restriction
79661	interrogative
79663	personal
79665	relative
vocative
demonstrative
79671	coordinating
79673	coordinating
79675	coordinating
79678	personal
79680	coordinating
79682	personal
79688	resumption
79690	personal
proper
coordinating
79694	personal
personal
coordinating
prohibition
79699	personal
79703	relative
79705	personal
79709	coordinating
negative
79712	personal
79714	personal
accusative
preventive
personal
79721	negative
personal
restriction
79726	personal
resumption
79731	conditional
79733	personal
79738	demonstrative
79741	personal
79743	coordinating
79745	personal
79749	coordinating
prohibition
79752	personal
personal
79756	cause
79758	personal
79762	resumption
79764	personal
personal
resumption
79768	personal
79770	resumption
79772	personal
79775	accusative
79777	demonstrative
emphatic
79780	coordinating
negative
79784	personal
79786	coordinating
accusative
79789	personal
emphatic
personal
79798	proper
79801	time
79804	personal
79806	personal
proper
interrogative
negative
79811	personal
accusative
personal
79815	personal
79818	resumption
79820	personal
proper
coordinating
79824	personal
personal
coordinating
negative
79829	personal
79831	personal
79834	negative
79836	personal
restriction
79842	interrogative
79844	personal
79850	coordinating
79852	personal
relative
79856	personal
79858	personal
79861	personal
retraction
personal
79867	personal
emphatic
conditional
negative
79872	vocative
proper
emphatic
79876	emphatic
79881	accusative
personal
79885	personal
79890	personal
79892	personal
coordinating
79895	personal
79897	relative
79899	personal
resumption
79902	personal
personal
coordinating
79906	personal
79908	restriction
79913	coordinating
79915	personal
79918	coordinating
79920	personal
79922	personal
79924	coordinating
79929	accusative
79931	demonstrative
emphatic
79934	coordinating
negative
79938	personal
79940	coordinating
accusative
79943	personal
emphatic
personal
79956	time
79959	personal
proper
interrogative
negative
79964	personal
accusative
personal
79968	personal
79971	resumption
79973	personal
proper
coordinating
79977	personal
personal
coordinating
negative
79982	personal
79984	personal
79987	negative
79989	personal
restriction
79996	personal
79999	coordinating
prohibition
80002	personal
80006	coordinating
80008	personal
80014	coordinating
prohibition
80017	personal
80021	personal
coordinating
prohibition
80025	personal
80030	coordinating
80032	personal
relative
80035	personal
coordinating
80042	personal
accusative
preventive
personal
80049	coordinating
negative
personal
restriction
80055	personal
coordinating
conditional
80059	personal
emphatic
80064	resumption
80067	personal
80072	conditional
80074	personal
80080	personal
80083	relative
80085	personal
resumption
80088	personal
personal
resumption
80092	personal
80097	accusative
personal
80103	accusative
80105	demonstrative
emphatic
80108	coordinating
negative
80112	personal
80114	coordinating
accusative
80117	personal
emphatic
personal
80124	coordinating
accusative
personal
emphatic
80134	personal
80141	personal
purpose
80151	coordinating
accusative
personal
emphatic
80159	interrogative
supplemental
negative
80164	personal
80166	subordinating
80168	personal
80171	proper
coordinating
conditional
80175	personal
personal
80181	coordinating
80183	personal
80185	personal
negative
80188	personal
80190	personal
80193	demonstrative
80195	personal
personal
80201	negative
80203	personal
80205	personal
80208	personal
80213	coordinating
80215	personal
80217	circumstantial
personal
negative
80221	personal
resumption
80224	personal
interrogative
personal
80228	interrogative
supplemental
80232	personal
80234	personal
interrogative
supplemental
80238	personal
conditional
80241	personal
personal
80244	coordinating
80246	personal
relative
80249	personal
80251	personal
negative
80255	personal
relative
80258	personal
80260	personal
coordinating
negative
80264	personal
80267	restriction
80269	personal
80272	coordinating
negative
80275	personal
80277	coordinating
negative
80281	personal
80283	proper
coordinating
negative
80288	personal
coordinating
negative
80292	personal
accusative
personal
80298	emphatic
80300	resumption
negative
80303	location
proper
80307	cause
80312	coordinating
80315	personal
80318	coordinating
80321	personal
80323	relative
80325	personal
80329	resumption
conditional
80332	personal
personal
resumption
80336	accusative
personal
80340	relative
80342	personal
coordinating
80350	relative
80352	personal
80355	coordinating
80357	personal
80361	accusative
personal
personal
80368	interrogative
80370	personal
80372	relative
80375	proper
80382	personal
80385	coordinating
80387	personal
80389	coordinating
80393	personal
80396	interrogative
negative
80399	accusative
personal
80405	personal
coordinating
accusative
personal
80410	personal
relative
negative
80414	personal
restriction
relative
80418	personal
coordinating
80421	personal
80424	coordinating
80426	personal
proper
80429	coordinating
80431	personal
80434	relative
80436	personal
coordinating
future
80440	relative
80442	personal
interrogative
80446	personal
80448	demonstrative
80451	proper
coordinating
80456	coordinating
80461	relative
80463	personal
80466	coordinating
80468	personal
80471	coordinating
personal
80476	personal
80478	personal
accusative
relative
negative
80483	personal
80488	personal
80490	personal
80492	personal
resumption
personal
80496	personal
demonstrative
relative
80500	personal
80504	coordinating
personal
80509	personal
80512	coordinating
accusative
personal
emphatic
80518	proper
80523	time
80525	proper
80528	personal
accusative
personal
80532	personal
80534	future
80536	personal
80538	personal
80541	coordinating
80543	personal
80547	accusative
personal
80550	personal
resumption
time
80554	personal
80556	interpretation
80558	relative
80562	coordinating
relative
80565	personal
coordinating
80568	proper
80572	vocative
proper
accusative
personal
personal
proper
80582	coordinating
80585	personal
resumption
time
80589	personal
80591	accusative
personal
80596	coordinating
negative
80599	vocative
proper
prohibition
80603	accusative
personal
negative
80607	location
personal
80611	restriction
relative
80614	coordinating
80617	time
80619	resumption
accusative
personal
80624	coordinating
80627	personal
80630	personal
80640	proper
coordinating
80643	personal
accusative
personal
80647	personal
80650	resumption
time
80653	personal
80655	personal
80658	personal
demonstrative
80662	coordinating
80664	personal
80666	personal
coordinating
80669	personal
80671	personal
80673	coordinating
80675	resumption
80677	interrogative
80682	coordinating
emphatic
certainty
80686	personal
proper
coordinating
proper
80691	coordinating
80693	personal
80697	proper
relative
80700	personal
80705	personal
80708	coordinating
80710	proper
proper
coordinating
80714	vocative
80719	personal
80723	coordinating
80725	personal
80729	accusative
demonstrative
emphatic
personal
80737	coordinating
80740	proper
80742	personal
80746	coordinating
80749	coordinating
80752	coordinating
personal
80755	personal
inceptive
time
80759	personal
80766	vocative
80771	personal
80773	personal
negative
80776	emphatic
personal
proper
coordinating
80781	personal
circumstantial
personal
negative
80786	personal
resumption
80792	personal
coordinating
80796	personal
80798	personal
subordinating
80802	personal
relative
80805	personal
80807	personal
coordinating
80811	personal
coordinating
subordinating
80817	personal
coordinating
80820	personal
80823	personal
80826	personal
80829	coordinating
80833	coordinating
80835	interrogative
80837	personal
negative
80842	coordinating
80847	emphatic
80849	emphatic
personal
80853	coordinating
emphatic
80856	emphatic
personal
coordinating
emphatic
80861	emphatic
personal
80866	resumption
80870	coordinating
80873	personal
80875	relative
negative
80879	personal
coordinating
80882	personal
personal
80885	proper
80889	accusative
personal
80892	personal
80895	personal
coordinating
80901	coordinating
80903	personal
80907	personal
personal
coordinating
80911	personal
80913	personal
80919	proper
coordinating
80923	personal
80925	proper
80927	personal
coordinating
80930	personal
80934	resumption
personal
negative
80938	personal
subordinating
negative
80942	personal
80944	proper
relative
80952	coordinating
80955	coordinating
80957	relative
80959	personal
coordinating
relative
80963	personal
proper
negative
80967	restriction
personal
80975	future
80977	interrogative
80979	personal
coordinating
80982	personal
80989	demonstrative
coordinating
80992	personal
80994	personal
coordinating
80998	personal
coordinating
81001	interrogative
81003	personal
81005	vocative
81009	accusative
personal
81013	personal
81016	accusative
personal
81019	proper
coordinating
accusative
personal
81025	proper
81030	interpretation
prohibition
81033	personal
81035	personal
coordinating
81038	personal
personal
81042	vocative
81047	personal
personal
81051	personal
negative
81054	personal
81059	personal
personal
81062	personal
personal
81066	coordinating
81070	coordinating
81074	personal
resumption
81077	personal
interrogative
81081	accusative
81084	time
81086	personal
81089	personal
personal
coordinating
81093	personal
81096	personal
81098	coordinating
81100	demonstrative
81102	personal
coordinating
accusative
personal
81108	personal
81111	coordinating
81114	interrogative
81118	resumption
time
81121	proper
81123	interrogative
81125	personal
personal
81129	resumption
relative
81132	personal
proper
81136	relative
81138	personal
retraction
personal
81143	personal
81145	personal
81148	personal
resumption
emphatic
81152	emphatic
personal
81156	negative
81159	personal
81161	personal
coordinating
emphatic
81165	emphatic
personal
81168	personal
81170	coordinating
personal
81174	vocative
81178	interrogative
personal
81181	personal
81184	personal
time
subordinating
81188	personal
personal
81196	personal
81198	personal
81200	personal
time
subordinating
81206	personal
coordinating
accusative
personal
81211	personal
emphatic
81216	relative
location
personal
81223	personal
81225	personal
81227	personal
time
subordinating
81232	personal
81234	personal
resumption
time
81238	personal
81240	location
personal
81243	demonstrative
81247	personal
purpose
81250	personal
interrogative
81253	coordinating
81255	coordinating
relative
81258	resumption
accusative
preventive
81264	personal
coordinating
relative
81268	resumption
accusative
81271	personal
81276	personal
81278	personal
81280	personal
81282	interrogative
81284	coordinating
81287	relative
negative
81290	personal
resumption
time
81295	interrogative
demonstrative
81298	personal
81300	accusative
personal
personal
coordinating
81305	personal
81310	personal
coordinating
81313	personal
81315	coordinating
81317	personal
relative
81323	proper
accusative
personal
81332	personal
81334	personal
81337	resumption
time
81340	personal
81342	personal
81344	coordinating
81348	personal
81350	accusative
personal
81358	personal
accusative
personal
81362	personal
81364	personal
coordinating
81367	personal
location
proper
81371	proper
81375	coordinating
emphatic
certainty
81379	personal
81381	proper
81383	personal
proper
interpretation
81387	personal
proper
resumption
time
personal
81394	personal
81396	vocative
81398	personal
81400	interrogative
81402	personal
81406	time
81409	exhortation
81411	personal
proper
accusative
personal
81416	personal
81418	personal
81420	personal
81422	personal
coordinating
81425	relative
location
personal
81430	personal
location
proper
retraction
personal
81437	personal
coordinating
81446	personal
81450	coordinating
negative
81453	personal
81455	personal
81457	personal
81459	proper
emphatic
81462	emphatic
personal
coordinating
81466	personal
coordinating
emphatic
81470	emphatic
81473	personal
negative
81476	personal
81479	personal
coordinating
accusative
personal
emphatic
81485	coordinating
81487	personal
81489	coordinating
81491	personal
81493	circumstantial
personal
negative
81497	personal
resumption
81500	interrogative
81504	personal
accusative
personal
81508	personal
personal
coordinating
81512	personal
81514	resumption
demonstrative
81517	personal
81520	relative
81522	personal
accusative
81525	demonstrative
emphatic
81531	personal
coordinating
81534	personal
relative
81537	personal
coordinating
81540	personal
81542	personal
coordinating
proper
time
81549	personal
interrogative
81552	personal
81555	circumstantial
personal
81558	personal
interrogative
accusative
personal
emphatic
81564	personal
81572	retraction
personal
81576	personal
resumption
negative
81582	personal
restriction
subordinating
81586	personal
81588	personal
81590	proper
81593	personal
accusative
personal
81598	personal
resumption
81601	personal
personal
coordinating
81605	personal
restriction
81608	personal
81610	personal
personal
81615	coordinating
81617	personal
81619	personal
81621	coordinating
81630	proper
coordinating
81635	personal
relative
81638	interrogative
proper
81641	coordinating
81643	personal
coordinating
relative
81649	coordinating
81652	coordinating
81655	personal
81660	coordinating
81662	personal
81664	personal
81668	negative
81671	personal
subordinating
81674	personal
81676	personal
interrogative
81679	location
proper
retraction
personal
81685	personal
coordinating
relative
81692	coordinating
81695	personal
81697	coordinating
81700	personal
81702	coordinating
81704	location
81708	interrogative
81710	location
proper
retraction
81714	personal
negative
81717	personal
coordinating
relative
81723	time
81725	personal
coordinating
81730	coordinating
81732	personal
81736	interrogative
81738	location
proper
81741	relative
81743	personal
coordinating
relative
81747	personal
81752	coordinating
81755	coordinating
relative
81761	location
81764	personal
interrogative
81767	location
proper
81770	proper
81772	relative
81774	personal
coordinating
relative
81780	coordinating
81782	personal
coordinating
relative
81786	personal
81790	coordinating
81793	interrogative
81795	location
proper
81799	personal
81801	personal
conditional
81804	personal
81807	negative
81809	relative
81813	coordinating
81818	restriction
proper
coordinating
negative
81823	personal
interrogative
81826	personal
retraction
81830	personal
81834	retraction
personal
81839	personal
retraction
personal
81843	personal
81845	coordinating
81847	relative
81849	personal
interrogative
time
81853	personal
81855	coordinating
81857	personal
interrogative
accusative
personal
emphatic
81863	emphatic
certainty
81866	personal
demonstrative
personal
coordinating
81871	personal
81874	negative
demonstrative
restriction
81882	personal
81886	coordinating
81888	personal
interrogative
81894	coordinating
negative
81898	personal
coordinating
prohibition
81905	relative
81907	personal
coordinating
81910	personal
interrogative
demonstrative
81915	conditional
81917	personal
81921	subordinating
81925	personal
81927	relative
81929	personal
coordinating
accusative
81933	personal
emphatic
81940	coordinating
accusative
81943	personal
negative
81946	personal
coordinating
accusative
81950	personal
emphatic
81953	relative
81956	personal
coordinating
relative
81960	personal
coordinating
negative
81968	coordinating
81971	restriction
81975	accusative
demonstrative
81978	proper
81982	proper
81984	relative
personal
81987	personal
81989	personal
coordinating
accusative
personal
emphatic
81995	coordinating
82000	accusative
82002	personal
82004	location
personal
82008	personal
coordinating
personal
82015	resumption
82018	proper
accusative
personal
82026	accusative
personal
negative
82032	coordinating
negative
82039	time
82041	personal
82043	coordinating
negative
personal
82052	personal
negative
82055	restriction
relative
82060	personal
resumption
personal
82064	coordinating
time
82070	personal
82072	personal
82074	personal
82080	personal
accusative
82085	personal
82088	personal
negative
82091	personal
coordinating
82100	relative
82104	personal
coordinating
personal
82108	personal
inceptive
time
82112	personal
82114	interrogative
82116	personal
82119	personal
circumstantial
negative
82123	personal
82125	personal
82127	coordinating
82129	personal
82131	personal
coordinating
82137	personal
82139	relative
82141	personal
coordinating
personal
negative
82146	personal
interrogative
negative
82150	personal
accusative
personal
82154	personal
82157	purpose
82159	personal
82161	personal
coordinating
82166	accusative
82168	demonstrative
emphatic
82174	personal
coordinating
82181	coordinating
82183	relative
82187	coordinating
relative
82192	restriction
relative
82195	proper
coordinating
82199	personal
personal
82202	coordinating
82207	personal
82209	circumstantial
personal
82216	proper
relative
82221	accusative
personal
82225	relative
82227	personal
relative
82233	resumption
82235	personal
82238	personal
coordinating
personal
82243	time
82245	coordinating
relative
82251	resumption
82254	personal
82258	interrogative
82260	personal
restriction
relative
82264	personal
82266	personal
accusative
preventive
82270	personal
subordinating
82274	demonstrative
82277	relative
82279	personal
coordinating
82282	personal
82285	coordinating
82287	personal
subordinating
82292	proper
coordinating
subordinating
82297	proper
coordinating
relative
82301	resumption
accusative
preventive
82307	personal
coordinating
relative
82311	resumption
82313	accusative
preventive
personal
82319	coordinating
82324	proper
future
82327	personal
82329	personal
coordinating
82332	personal
personal
coordinating
negative
82337	personal
82341	relative
82343	personal
82345	demonstrative
82353	personal
82356	proper
coordinating
proper
82365	personal
accusative
proper
82372	coordinating
82375	personal
82380	personal
82383	personal
coordinating
82387	personal
accusative
personal
82394	coordinating
82396	subordinating
82399	relative
82401	personal
82405	coordinating
82407	personal
82409	coordinating
82411	personal
82414	coordinating
82417	personal
82421	coordinating
82423	proper
coordinating
proper
coordinating
82428	personal
82430	personal
relative
82433	personal
82435	personal
coordinating
82438	personal
82441	proper
interpretation
82444	personal
personal
resumption
time
82449	personal
82451	personal
resumption
82454	personal
personal
82459	coordinating
prohibition
82462	coordinating
prohibition
82465	accusative
personal
82468	personal
82470	personal
coordinating
82473	personal
82477	resumption
82479	personal
82481	proper
purpose
82485	personal
82487	coordinating
82489	accusative
proper
coordinating
proper
coordinating
82495	personal
82497	personal
82499	coordinating
82502	proper
82506	personal
coordinating
82509	personal
prohibition
82512	personal
personal
82515	subordinating
82517	personal
coordinating
82520	personal
82522	coordinating
personal
negative
82526	personal
coordinating
82531	proper
82533	conditional
82535	emphatic
82538	personal
conditional
subordinating
82542	personal
82545	personal
purpose
82551	coordinating
82555	personal
82557	personal
personal
resumption
82562	personal
82565	circumstantial
personal
negative
82569	personal
coordinating
82572	personal
82574	personal
82579	resumption
82581	interrogative
82583	personal
82588	personal
personal
82591	personal
circumstantial
personal
82595	personal
82597	resumption
82599	personal
personal
82603	personal
subordinating
82607	personal
coordinating
negative
82611	coordinating
purpose
82614	accusative
82616	proper
82618	coordinating
accusative
82621	personal
negative
82624	personal
coordinating
time
82629	personal
coordinating
82633	personal
personal
82636	coordinating
82638	coordinating
82640	demonstrative
82644	coordinating
82653	personal
coordinating
82657	personal
82660	personal
demonstrative
82664	personal
coordinating
demonstrative
82669	personal
coordinating
82672	personal
relative
82676	personal
82678	relative
82681	personal
resumption
82684	personal
proper
coordinating
82689	personal
82691	demonstrative
82695	proper
accusative
personal
82703	personal
accusative
personal
82707	personal
82709	personal
resumption
82713	personal
resumption
82717	personal
accusative
personal
personal
82727	personal
82729	relative
82731	personal
82733	personal
resumption
negative
82741	resumption
82748	resumption
time
relative
82752	personal
82757	personal
82760	personal
proper
accusative
personal
emphatic
82767	resumption
time
subordinating
82771	subordinating
82774	relative
personal
82778	personal
82780	vocative
proper
interrogative
82784	subordinating
82786	personal
82788	subordinating
82790	personal
82795	negative
82797	restriction
subordinating
82804	coordinating
negative
82807	subordinating
82812	coordinating
82821	vocative
proper
accusative
82827	personal
82829	personal
purpose
82832	personal
personal
resumption
82836	accusative
personal
82839	personal
82843	resumption
82846	personal
82851	personal
82853	personal
82859	coordinating
time
82863	proper
82867	personal
subordinating
82870	personal
82874	coordinating
time
82878	proper
82881	personal
82887	personal
coordinating
82892	personal
82895	personal
82897	relative
82899	personal
82901	personal
negative
82908	coordinating
82910	personal
82913	resumption
82916	personal
coordinating
82922	coordinating
82925	personal
accusative
personal
82929	relative
82931	personal
82933	personal
82937	resumption
82939	personal
82941	personal
82946	accusative
82948	personal
82950	personal
purpose
82953	personal
82955	relative
82957	personal
82959	personal
resumption
time
82963	personal
coordinating
82967	personal
82971	prohibition
82974	personal
82982	personal
vocative
82985	personal
82987	personal
accusative
82990	relative
82992	personal
82998	accusative
personal
83001	subordinating
83003	personal
83006	personal
demonstrative
83009	subordinating
83011	personal
83014	resumption
conditional
83017	personal
83019	resumption
83022	personal
coordinating
negative
83026	subordinating
83029	personal
future
83032	personal
conditional
83035	proper
83040	demonstrative
location
personal
coordinating
location
personal
conditional
supplemental
83051	personal
resumption
negative
83056	personal
coordinating
proper
83060	relative
83063	resumption
time
83066	proper
83069	coordinating
83073	personal
83083	personal
83085	personal
accusative
personal
83089	personal
83091	accusative
personal
83094	personal
83096	personal
83099	coordinating
83104	accusative
personal
83107	personal
resumption
time
83111	personal
83127	subordinating
vocative
proper
accusative
personal
personal
proper
83137	coordinating
subordinating
83141	personal
resumption
time
83145	personal
83147	accusative
personal
83152	coordinating
negative
83155	vocative
proper
83158	coordinating
prohibition
83161	accusative
personal
83168	personal
83171	personal
83177	coordinating
83180	personal
83182	personal
83186	resumption
demonstrative
83191	personal
83193	proper
coordinating
83196	personal
accusative
personal
83200	personal
83205	personal
accusative
personal
83209	personal
83211	personal
83213	coordinating
83215	subordinating
83217	personal
personal
coordinating
83221	personal
proper
personal
83226	personal
83228	resumption
83230	personal
location
personal
83235	personal
accusative
personal
83239	subordinating
83241	personal
personal
83244	future
83247	personal
83250	personal
coordinating
83254	personal
83256	resumption
negative
83259	personal
83261	personal
83264	personal
personal
coordinating
relative
83269	personal
83272	resumption
time
83275	personal
proper
83279	personal
83282	personal
negative
demonstrative
restriction
83288	coordinating
negative
83291	personal
83293	demonstrative
83296	personal
83299	coordinating
83301	proper
83303	personal
83306	relative
83313	personal
coordinating
relative
83318	personal
83322	accusative
personal
negative
83328	coordinating
83330	proper
vocative
83335	negative
83337	personal
83339	personal
83343	personal
resumption
83347	personal
vocative
proper
83353	coordinating
83356	personal
83358	accusative
personal
83363	proper
coordinating
accusative
personal
emphatic
83369	personal
83373	coordinating
83375	personal
coordinating
83378	personal
83386	coordinating
83388	personal
accusative
personal
83392	personal
negative
83395	personal
resumption
83398	personal
personal
coordinating
83402	personal
coordinating
83405	personal
personal
83410	resumption
83412	interrogative
83417	coordinating
83419	personal
personal
83423	personal
83427	coordinating
83431	negative
83433	personal
coordinating
83436	personal
personal
83439	demonstrative
83443	coordinating
83447	personal
83451	coordinating
emphatic
certainty
83455	personal
proper
83461	relative
83463	personal
83472	coordinating
83474	coordinating
83476	accusative
personal
83479	personal
coordinating
negative
83483	personal
83488	time
83490	personal
83492	proper
83495	coordinating
negative
83498	personal
83502	coordinating
accusative
personal
83506	personal
83508	coordinating
83511	personal
83514	coordinating
negative
83517	personal
83521	proper
83524	personal
83526	personal
coordinating
accusative
personal
83531	personal
83533	coordinating
negative
83536	personal
83541	time
83543	personal
coordinating
amendment
83549	personal
purpose
83553	negative
83555	personal
83560	personal
accusative
personal
83564	personal
coordinating
conditional
subordinating
83569	personal
83572	relative
83575	personal
coordinating
83578	personal
83580	personal
exhortation
83583	personal
83585	personal
83587	cause
83590	personal
coordinating
83596	resumption
time
83599	personal
83604	personal
83606	personal
exhortation
83610	relative
83612	proper
interrogative
supplemental
negative
83617	personal
83619	relative
83621	proper
83625	personal
83628	personal
coordinating
83631	personal
accusative
personal
83638	resumption
83640	personal
83645	proper
personal
83649	personal
83651	personal
conditional
83654	personal
83656	resumption
conditional
negative
83660	personal
83662	personal
resumption
83665	accusative
preventive
83668	personal
83670	personal
coordinating
relative
83675	relative
83678	personal
83683	proper
accusative
proper
negative
83692	coordinating
emphatic
certainty
83696	personal
83698	personal
83701	accusative
personal
83704	personal
relative
83707	personal
personal
83713	personal
personal
83716	personal
83718	personal
coordinating
time
83723	personal
83725	personal
83727	personal
83729	personal
accusative
personal
83736	personal
accusative
personal
83740	personal
83743	personal
83745	demonstrative
83747	personal
83749	personal
83752	relative
83754	personal
coordinating
83757	personal
83763	coordinating
83765	relative
83767	personal
personal
83770	personal
coordinating
time
83774	personal
83778	personal
83780	personal
coordinating
83783	personal
83785	personal
83787	personal
coordinating
83790	personal
83792	personal
83795	personal
negative
83800	accusative
personal
negative
83804	relative
83806	personal
coordinating
accusative
proper
83811	relative
83813	coordinating
personal
83819	coordinating
83821	personal
conditional
83826	location
personal
83831	personal
interrogative
supplemental
negative
83837	personal
83842	personal
83849	personal
coordinating
accusative
83853	personal
negative
83856	personal
coordinating
interrogative
83860	personal
83865	personal
coordinating
demonstrative
83869	personal
negative
83874	personal
restriction
83877	coordinating
83879	personal
personal
83883	coordinating
negative
83887	personal
83895	personal
83899	personal
83901	personal
coordinating
negative
83905	personal
83909	restriction
circumstantial
83912	personal
83914	coordinating
relative
83917	personal
83920	resumption
83926	coordinating
83928	personal
coordinating
relative
location
proper
83934	coordinating
83936	interrogative
supplemental
negative
83940	personal
interrogative
supplemental
relative
83945	personal
personal
83949	coordinating
personal
83952	personal
83954	relative
83956	personal
personal
83963	coordinating
personal
83971	coordinating
83974	personal
coordinating
83977	interrogative
83979	personal
relative
83982	personal
83984	personal
83986	relative
83989	personal
83993	personal
demonstrative
relative
83997	personal
83999	personal
personal
84002	subordinating
84004	personal
84006	personal
84008	personal
negative
84011	personal
personal
84014	personal
coordinating
84018	personal
84020	personal
coordinating
84023	personal
personal
resumption
negative
84028	personal
84030	personal
coordinating
84033	personal
84036	conditional
accusative
personal
84040	personal
84042	personal
coordinating
84046	personal
coordinating
84049	interrogative
84051	personal
84054	resumption
84057	personal
84060	time
resumption
personal
negative
84065	personal
resumption
explanation
conditional
84070	coordinating
84072	coordinating
84075	resumption
84077	subordinating
84082	coordinating
84084	personal
84086	relative
84088	coordinating
84090	negative
84093	personal
84097	proper
coordinating
84101	relative
84103	personal
coordinating
84106	personal
84108	relative
84111	personal
coordinating
relative
84115	personal
coordinating
personal
proper
negative
84121	restriction
personal
84124	personal
84130	coordinating
84133	coordinating
84135	personal
84138	coordinating
84140	personal
84142	personal
84144	interrogative
84146	personal
conditional
84149	proper
84151	personal
84159	relative
84162	proper
84164	personal
84167	interrogative
supplemental
negative
84171	personal
84173	interrogative
84175	personal
conditional
84178	proper
84180	personal
84188	relative
84191	proper
84193	personal
84197	personal
84199	personal
interrogative
supplemental
negative
84204	personal
coordinating
84208	personal
84211	personal
84214	coordinating
84217	purpose
84219	personal
84221	personal
coordinating
purpose
84225	personal
84228	personal
coordinating
accusative
personal
84233	personal
coordinating
84237	personal
coordinating
84240	interrogative
84242	personal
relative
84245	personal
84247	personal
coordinating
84250	personal
84255	coordinating
84257	personal
84259	personal
84261	personal
resumption
84264	personal
accusative
84269	proper
coordinating
84273	personal
relative
84276	personal
84278	personal
accusative
proper
84284	proper
resumption
84288	personal
coordinating
84291	personal
personal
84296	relative
accusative
84299	personal
emphatic
84308	time
84311	personal
84313	personal
negative
84316	accusative
proper
negative
84322	coordinating
84325	relative
84327	personal
proper
84333	coordinating
prohibition
84337	personal
84341	coordinating
84344	subordinating
84346	proper
84348	personal
coordinating
prohibition
84357	accusative
proper
negative
84364	accusative
preventive
84367	personal
personal
84371	location
personal
interrogative
supplemental
negative
84377	accusative
proper
certainty
84383	personal
84387	relative
personal
84391	personal
84393	coordinating
84396	coordinating
negative
84401	personal
84404	resumption
84408	personal
84411	personal
84413	relative
84415	personal
84420	vocative
accusative
84423	personal
84425	relative
84427	proper
accusative
personal
emphatic
84434	coordinating
84436	relative
84438	personal
84442	personal
84444	proper
84447	relative
84449	coordinating
84452	coordinating
negative
84455	personal
restriction
84459	resumption
84461	personal
84463	personal
coordinating
84467	personal
84470	resumption
negative
84474	personal
84478	personal
personal
84482	proper
coordinating
negative
84489	coordinating
84491	relative
84493	personal
84495	personal
84500	personal
accusative
proper
84507	relative
84511	personal
coordinating
84514	conditional
subordinating
84517	proper
84519	personal
emphatic
84523	personal
accusative
personal
negative
84530	demonstrative
84536	personal
84538	relative
negative
84541	personal
84546	coordinating
negative
84549	coordinating
84555	relative
84560	resumption
84562	personal
84565	personal
coordinating
relative
84572	resumption
negative
84575	relative
84577	personal
84580	restriction
relative
84583	personal
84585	personal
accusative
relative
84590	personal
84592	proper
emphatic
84595	personal
84600	personal
84602	relative
84607	coordinating
relative
personal
84613	coordinating
negative
84616	personal
84618	subordinating
84621	personal
84624	restriction
84628	personal
resumption
negative
84632	emphatic
84637	coordinating
negative
84640	emphatic
personal
84644	proper
time
time
84649	personal
coordinating
84654	personal
coordinating
negative
84658	emphatic
84662	coordinating
negative
84665	location
proper
84669	negative
84671	restriction
personal
84676	restriction
84678	personal
84680	personal
84683	coordinating
84685	personal
84687	personal
84689	interrogative
84693	subordinating
84695	personal
subordinating
84698	personal
84700	personal
coordinating
personal
negative
84705	personal
coordinating
emphatic
certainty
84710	personal
relative
84714	personal
coordinating
emphatic
84718	emphatic
proper
relative
84722	personal
coordinating
emphatic
84726	emphatic
84729	coordinating
84731	relative
84733	personal
84736	subordinating
84738	personal
personal
84741	relative
84743	personal
relative
84748	proper
resumption
accusative
84752	proper
emphatic
84755	coordinating
personal
84761	coordinating
relative
84764	resumption
accusative
preventive
84770	personal
accusative
proper
emphatic
84778	coordinating
relative
84781	personal
coordinating
84784	personal
84787	emphatic
84789	emphatic
84791	personal
84793	personal
coordinating
emphatic
84797	emphatic
personal
84800	relative
84802	personal
84804	personal
coordinating
84807	personal
84812	personal
84814	coordinating
conditional
84817	personal
personal
purpose
84822	personal
relative
84826	personal
84828	personal
84830	resumption
negative
84833	personal
84835	personal
84837	personal
coordinating
84840	personal
84842	relative
84844	personal
84846	personal
coordinating
relative
84850	personal
coordinating
84853	personal
84856	emphatic
84858	emphatic
personal
84863	coordinating
84867	relative
84870	personal
84872	proper
resumption
time
84877	proper
84884	proper
coordinating
emphatic
conditional
84892	personal
emphatic
84895	emphatic
accusative
personal
84899	personal
location
personal
interrogative
supplemental
84905	proper
84909	relative
84914	coordinating
emphatic
84917	emphatic
proper
relative
84921	personal
coordinating
emphatic
84925	emphatic
84928	coordinating
84930	relative
84932	personal
84934	relative
84936	personal
84938	personal
84940	personal
coordinating
imperative
84945	personal
coordinating
negative
personal
84953	personal
84956	accusative
personal
emphatic
84960	coordinating
emphatic
84963	emphatic
84965	personal
coordinating
84968	location
84970	personal
coordinating
emphatic
84974	emphatic
84979	relative
84981	personal
84983	personal
coordinating
emphatic
certainty
84988	personal
proper
84992	personal
coordinating
84996	personal
84999	restriction
85002	resumption
85004	personal
85007	circumstantial
personal
85010	resumption
85012	personal
personal
coordinating
85018	coordinating
85020	personal
personal
85026	coordinating
proper
time
85032	personal
85034	personal
proper
coordinating
85038	personal
personal
demonstrative
85043	personal
conditional
85046	personal
85048	personal
accusative
preventive
85052	personal
85055	proper
85057	coordinating
85059	personal
85061	accusative
relative
85064	personal
85067	proper
negative
85070	personal
85072	personal
85074	resumption
85076	personal
location
proper
85081	coordinating
85083	personal
personal
coordinating
85087	personal
85089	personal
85091	personal
85093	personal
coordinating
conditional
85097	personal
resumption
certainty
85104	personal
coordinating
negative
85110	restriction
85115	interrogative
supplemental
negative
85119	personal
interrogative
85122	proper
85125	coordinating
85127	personal
accusative
demonstrative
85131	proper
85135	personal
85139	coordinating
85141	personal
interrogative
85146	coordinating
proper
85153	accusative
proper
85160	relative
85162	coordinating
85164	relative
85166	coordinating
85168	personal
85170	personal
coordinating
negative
personal
85179	coordinating
negative
85184	coordinating
negative
85187	personal
85190	proper
85193	coordinating
negative
85196	coordinating
relative
85199	personal
85202	proper
coordinating
85205	personal
demonstrative
85208	personal
85211	personal
coordinating
demonstrative
85215	personal
85218	coordinating
negative
85223	personal
restriction
subordinating
85227	personal
85229	personal
personal
coordinating
85233	personal
personal
resumption
85237	personal
proper
85242	accusative
85244	demonstrative
emphatic
85250	personal
coordinating
85253	accusative
preventive
85256	personal
85259	proper
85263	personal
85269	coordinating
85275	personal
85278	coordinating
85281	personal
85283	coordinating
85285	personal
85288	coordinating
negative
85291	personal
85294	coordinating
85297	personal
proper
coordinating
85301	accusative
personal
85306	personal
accusative
personal
personal
85314	coordinating
85316	personal
85318	personal
proper
coordinating
proper
coordinating
85324	personal
85327	personal
85330	coordinating
85333	coordinating
85335	personal
personal
85338	personal
85342	coordinating
accusative
personal
85348	emphatic
85352	coordinating
proper
time
85358	personal
accusative
personal
emphatic
85363	personal
85366	negative
85368	personal
85370	personal
85376	interrogative
accusative
personal
emphatic
85381	personal
85384	coordinating
85386	personal
85389	coordinating
85391	personal
85394	personal
85397	coordinating
negative
85402	personal
restriction
subordinating
85406	personal
85408	personal
85411	proper
conditional
85414	personal
85420	personal
85422	personal
85428	coordinating
time
85432	personal
proper
85438	personal
accusative
personal
85443	demonstrative
85446	accusative
85448	personal
85450	personal
85453	accusative
85455	personal
proper
85458	personal
personal
85462	relative
85464	personal
emphatic
85467	emphatic
personal
coordinating
85471	personal
restriction
85474	personal
85479	coordinating
time
subordinating
85484	personal
proper
85488	personal
coordinating
85492	personal
85494	coordinating
85496	personal
negative
85499	coordinating
prohibition
85502	accusative
personal
85505	personal
coordinating
85508	personal
restriction
85511	personal
85516	accusative
personal
85521	demonstrative
85529	relative
85531	personal
85533	personal
coordinating
emphatic
certainty
85538	personal
85540	personal
85546	personal
coordinating
85549	proper
85551	personal
proper
coordinating
85555	vocative
85557	personal
85559	personal
proper
coordinating
85563	personal
85568	coordinating
prohibition
85571	personal
85576	resumption
85578	personal
personal
resumption
85582	personal
85585	coordinating
85587	personal
85590	personal
85592	coordinating
proper
coordinating
proper
coordinating
certainty
85600	personal
85603	personal
coordinating
85607	personal
85609	proper
85611	personal
coordinating
85614	personal
85618	coordinating
85620	personal
85622	coordinating
proper
coordinating
proper
coordinating
proper
coordinating
emphatic
certainty
85632	personal
proper
85637	resumption
85639	personal
85643	coordinating
negative
85646	personal
85648	resumption
85651	personal
85654	personal
resumption
85657	personal
relative
85660	personal
85662	personal
85664	coordinating
85666	personal
relative
85669	personal
85672	coordinating
85674	personal
relative
85677	personal
85679	personal
85682	coordinating
85684	personal
relative
85687	personal
coordinating
negative
85691	proper
purpose
85694	personal
coordinating
amendment
85698	personal
85700	personal
85702	personal
85704	relative
85706	personal
85709	proper
85717	coordinating
accusative
85722	emphatic
85726	conditional
85728	personal
85730	personal
accusative
proper
85734	relative
85736	personal
85739	personal
85742	coordinating
personal
85748	coordinating
demonstrative
85753	personal
85757	coordinating
negative
85760	personal
restriction
85765	proper
85768	coordinating
85774	accusative
85776	demonstrative
emphatic
85783	relative
85786	personal
85790	coordinating
85794	accusative
85801	coordinating
85804	coordinating
emphatic
85807	proper
85809	coordinating
proper
85812	relative
85814	personal
coordinating
prohibition
85818	personal
85822	restriction
85824	relative
personal
85827	restriction
relative
85830	personal
85832	personal
coordinating
85835	personal
85837	personal
85839	relative
85842	personal
coordinating
85846	personal
coordinating
85849	personal
coordinating
85852	personal
85854	coordinating
personal
85857	personal
85859	coordinating
85861	demonstrative
85863	personal
85865	personal
85868	resumption
relative
85871	personal
personal
85876	personal
85878	personal
coordinating
85881	demonstrative
relative
85885	personal
coordinating
negative
85891	personal
restriction
85895	coordinating
negative
85898	personal
85902	personal
85905	coordinating
negative
85908	personal
85911	personal
surprise
emphatic
85917	retraction
personal
85923	relative
85925	personal
85928	coordinating
negative
85933	personal
restriction
85937	coordinating
85939	personal
exhortation
85943	personal
85947	personal
85949	accusative
preventive
85953	location
proper
coordinating
accusative
preventive
personal
85961	interrogative
supplemental
negative
85965	personal
accusative
personal
85969	personal
85971	personal
85976	personal
accusative
85979	demonstrative
emphatic
85982	coordinating
85987	personal
85991	proper
location
personal
coordinating
location
personal
85999	relative
86003	coordinating
86006	coordinating
relative
86009	personal
86013	coordinating
86015	personal
86017	proper
demonstrative
personal
86022	coordinating
86024	personal
personal
86029	coordinating
conditional
86033	emphatic
86035	personal
86038	coordinating
emphatic
86041	emphatic
personal
86044	circumstantial
personal
negative
86048	personal
86050	personal
personal
86055	coordinating
accusative
proper
emphatic
86065	personal
86070	personal
coordinating
86075	personal
coordinating
86079	personal
relative
86082	personal
86084	personal
vocative
86087	personal
relative
86090	personal
accusative
86093	personal
86095	resumption
personal
resumption
86099	personal
personal
86106	coordinating
86108	personal
86110	personal
coordinating
relative
86114	personal
coordinating
86117	personal
86120	emphatic
86122	emphatic
personal
86126	proper
86131	personal
86136	personal
86141	relative
86143	personal
coordinating
86147	personal
86149	personal
coordinating
86154	negative
86157	personal
proper
86160	personal
coordinating
personal
coordinating
personal
86169	coordinating
emphatic
conditional
86173	personal
personal
relative
86179	coordinating
86182	coordinating
86186	coordinating
86189	emphatic
86191	emphatic
proper
resumption
interrogative
86196	personal
proper
86202	relative
86206	personal
coordinating
86210	personal
accusative
proper
86217	coordinating
emphatic
conditional
86221	personal
personal
relative
86229	coordinating
86232	personal
86238	personal
emphatic
86241	emphatic
proper
86247	proper
retraction
86250	personal
negative
86253	personal
coordinating
negative
demonstrative
86261	restriction
86263	coordinating
86265	coordinating
accusative
86271	emphatic
personal
86275	conditional
86277	personal
86279	personal
coordinating
time
86283	personal
86288	personal
proper
86292	personal
86295	resumption
time
86298	personal
86302	surprise
personal
86305	personal
purpose
86308	personal
86310	relative
86312	personal
personal
coordinating
purpose
86317	personal
resumption
future
86321	personal
interrogative
supplemental
negative
86326	personal
accusative
personal
86330	personal
86333	circumstantial
86339	personal
interrogative
supplemental
86346	personal
coordinating
86350	proper
86352	personal
coordinating
relative
86357	relative
86360	proper
86362	coordinating
86367	time
86369	personal
interrogative
86373	proper
86378	coordinating
relative
86381	personal
86383	personal
emphatic
86386	emphatic
personal
86389	personal
coordinating
accusative
proper
emphatic
location
86400	proper
86405	coordinating
personal
86410	personal
future
86413	personal
86418	proper
86423	coordinating
86426	coordinating
time
86433	proper
86435	relative
86437	coordinating
personal
86444	proper
negative
86447	proper
86449	personal
coordinating
accusative
86455	negative
86457	personal
86459	personal
86466	coordinating
personal
86471	personal
86473	interrogative
supplemental
negative
86477	personal
86480	personal
negative
86483	proper
86486	coordinating
86489	coordinating
relative
location
personal
restriction
86497	coordinating
86500	coordinating
accusative
86509	personal
emphatic
86512	interrogative
supplemental
negative
86516	personal
86520	coordinating
86522	personal
interrogative
86526	relative
86529	personal
86531	personal
86534	personal
86536	coordinating
86538	personal
86541	coordinating
86543	personal
personal
86547	relative
86549	personal
personal
coordinating
86553	personal
86555	personal
86559	resumption
negative
86562	proper
purpose
86565	personal
coordinating
amendment
86569	personal
86571	personal
86573	personal
coordinating
86577	relative
86579	personal
86582	subordinating
86584	personal
86587	proper
coordinating
86590	personal
86592	personal
86594	personal
proper
86599	coordinating
86601	personal
coordinating
86604	personal
86606	personal
coordinating
86615	coordinating
negative
86619	personal
86622	personal
86624	coordinating
86626	personal
86629	personal
86631	coordinating
86636	time
86638	personal
resumption
explanation
conditional
86643	personal
coordinating
86646	personal
86649	resumption
personal
86654	personal
coordinating
explanation
conditional
86659	personal
coordinating
86662	personal
86665	personal
coordinating
86670	resumption
demonstrative
86676	resumption
86678	proper
86681	personal
coordinating
86685	personal
coordinating
86688	personal
86694	coordinating
86697	coordinating
86699	coordinating
86702	personal
86709	coordinating
86716	coordinating
86720	time
86722	personal
coordinating
86725	demonstrative
86727	personal
coordinating
86731	personal
subordinating
86734	personal
86737	coordinating
time
personal
86742	personal
coordinating
86746	personal
subordinating
86750	personal
86753	personal
86755	purpose
86757	personal
86759	personal
coordinating
86762	location
personal
86765	coordinating
86767	accusative
86769	demonstrative
emphatic
86775	personal
coordinating
86779	personal
86783	coordinating
86786	coordinating
86789	personal
coordinating
86792	personal
accusative
86795	demonstrative
emphatic
86801	coordinating
86804	personal
86806	personal
86810	coordinating
86813	coordinating
86815	personal
86818	personal
accusative
86821	demonstrative
emphatic
86827	personal
coordinating
86831	personal
86833	personal
86837	coordinating
86839	coordinating
86845	coordinating
86848	personal
86851	time
86853	personal
accusative
86856	demonstrative
emphatic
86862	personal
coordinating
86866	personal
subordinating
86871	coordinating
86876	personal
coordinating
time
86880	personal
86885	surprise
personal
86888	personal
coordinating
86891	personal
relative
86896	coordinating
86901	personal
86903	coordinating
personal
relative
86909	coordinating
86911	personal
coordinating
personal
86916	personal
coordinating
86919	personal
86927	coordinating
86930	coordinating
personal
86938	personal
86942	personal
interrogative
86945	personal
86947	relative
86950	personal
86954	relative
86956	personal
personal
resumption
personal
86961	personal
86964	personal
personal
86968	personal
86970	personal
86972	demonstrative
86979	personal
retraction
86982	relative
86984	personal
86986	personal
86990	resumption
relative
86993	relative
86995	proper
coordinating
negative
86999	personal
87002	resumption
87005	personal
87011	proper
relative
87017	personal
negative
87022	proper
demonstrative
87028	coordinating
accusative
87033	negative
87035	personal
87038	personal
coordinating
87041	personal
personal
coordinating
87045	personal
87048	coordinating
prohibition
87051	personal
87056	relative
87058	personal
87060	personal
coordinating
87063	personal
87068	relative
location
personal
87072	coordinating
time
87079	personal
87081	personal
87084	personal
coordinating
time
87088	personal
87090	personal
87092	time
87095	personal
87098	personal
87100	personal
purpose
87103	personal
87105	relative
87107	personal
personal
resumption
87111	personal
resumption
future
87115	personal
coordinating
87118	personal
87120	personal
87122	coordinating
personal
87126	relative
87128	personal
87130	personal
87132	personal
coordinating
time
87136	personal
87141	personal
87143	personal
coordinating
conditional
87147	personal
87150	relative
87153	personal
surprise
personal
87157	personal
interrogative
supplemental
negative
87162	personal
accusative
proper
87169	relative
87171	coordinating
87173	accusative
87175	demonstrative
emphatic
87181	personal
resumption
87188	personal
coordinating
87192	coordinating
87196	demonstrative
87199	relative
87201	personal
87203	proper
coordinating
demonstrative
personal
87209	coordinating
relative
87212	personal
87215	purpose
87221	resumption
negative
87224	location
proper
coordinating
relative
87229	personal
87233	personal
87235	proper
resumption
demonstrative
personal
87241	proper
relative
87244	personal
coordinating
87247	personal
coordinating
87250	personal
coordinating
87253	personal
interrogative
87257	personal
relative
87261	demonstrative
87265	personal
coordinating
87269	relative
87271	personal
87278	coordinating
87282	relative
87287	purpose
87289	personal
87291	relative
87293	personal
accusative
personal
87297	personal
87300	personal
87304	coordinating
87306	personal
interrogative
87310	relative
87315	personal
87317	resumption
87320	personal
87328	subordinating
87331	negative
87334	personal
87336	proper
time
87339	personal
relative
87342	resumption
87344	personal
87346	personal
coordinating
relative
87351	resumption
87354	personal
87356	personal
purpose
87359	relative
87361	personal
coordinating
87364	personal
87369	personal
accusative
personal
negative
87376	coordinating
87379	personal
subordinating
87385	coordinating
purpose
87388	personal
87391	personal
coordinating
purpose
87399	personal
coordinating
purpose
87403	personal
87406	personal
coordinating
accusative
personal
87411	personal
coordinating
emphatic
certainty
87416	personal
87419	personal
87423	personal
coordinating
87426	personal
personal
87431	resumption
87433	personal
87435	relative
87437	personal
coordinating
87442	personal
87446	proper
relative
87451	resumption
87454	resumption
87456	personal
87460	interrogative
87462	coordinating
87464	personal
87466	resumption
87473	personal
resumption
time
87478	personal
relative
87483	personal
time
personal
87487	personal
coordinating
conditional
87491	personal
87494	subordinating
87497	personal
87500	personal
emphatic
87503	resumption
87508	proper
interrogative
87513	time
87515	personal
accusative
demonstrative
emphatic
87522	coordinating
personal
87528	coordinating
emphatic
conditional
87532	personal
87534	coordinating
87536	personal
personal
87539	emphatic
87541	personal
87544	personal
87546	personal
resumption
accusative
personal
negative
87554	coordinating
negative
87561	time
87563	personal
87565	coordinating
negative
personal
87574	personal
negative
87577	restriction
relative
87582	personal
resumption
personal
87586	proper
relative
87589	personal
87592	coordinating
87598	coordinating
87604	coordinating
87607	relative
87609	coordinating
personal
87615	coordinating
87623	negative
87625	personal
87629	demonstrative
87631	personal
87633	personal
coordinating
87636	relative
87638	personal
87641	coordinating
87644	emphatic
certainty
87647	personal
87650	proper
87655	coordinating
demonstrative
87660	coordinating
accusative
personal
87664	personal
negative
87667	personal
resumption
time
negative
87672	relative
87674	personal
87676	personal
coordinating
negative
personal
87681	personal
coordinating
emphatic
certainty
87686	personal
87691	demonstrative
87693	proper
87697	coordinating
emphatic
conditional
87701	personal
personal
87705	emphatic
87707	emphatic
relative
87710	personal
negative
personal
restriction
87716	demonstrative
87718	proper
87721	relative
negative
87724	personal
resumption
87727	accusative
87729	proper
87731	coordinating
negative
87734	emphatic
personal
relative
negative
87739	personal
87741	demonstrative
87748	coordinating
87753	relative
87755	personal
87758	coordinating
87760	personal
87763	coordinating
personal
87768	personal
87770	personal
demonstrative
87776	personal
coordinating
demonstrative
personal
87782	coordinating
87786	relative
87791	purpose
87795	proper
87799	coordinating
87801	personal
87803	demonstrative
87805	personal
87808	coordinating
time
87812	personal
87814	personal
87818	subordinating
negative
87821	personal
accusative
87825	personal
87827	resumption
87829	personal
87833	accusative
relative
87836	personal
coordinating
87839	personal
87843	personal
87849	personal
87851	proper
87853	coordinating
personal
87866	personal
personal
coordinating
87874	subordinating
87877	personal
coordinating
87881	personal
87885	coordinating
87887	personal
87892	resumption
87894	personal
87896	personal
87901	demonstrative
87903	proper
resumption
87906	personal
personal
interrogative
87910	relative
87913	personal
retraction
87920	coordinating
emphatic
certainty
87924	personal
proper
87928	interpretation
87931	proper
coordinating
relative
87935	resumption
accusative
preventive
87941	personal
coordinating
relative
87945	resumption
accusative
proper
87950	coordinating
time
87953	proper
87956	personal
circumstantial
personal
87960	personal
vocative
87963	personal
negative
87967	proper
accusative
87971	emphatic
87974	coordinating
87976	personal
87981	personal
87983	personal
87985	personal
87989	coordinating
87991	personal
87994	interpretation
87997	personal
coordinating
88001	personal
88003	personal
88006	coordinating
conditional
88009	personal
personal
88012	subordinating
88015	personal
relative
88019	personal
88021	personal
88023	resumption
negative
88026	personal
coordinating
88029	personal
88034	coordinating
88037	relative
88040	personal
coordinating
88043	personal
88045	personal
resumption
88048	personal
88050	relative
88052	personal
88054	personal
vocative
88057	personal
accusative
personal
conditional
88066	coordinating
88070	coordinating
88074	coordinating
88080	personal
proper
accusative
proper
88086	vocative
88088	personal
88092	coordinating
88097	coordinating
88102	coordinating
88105	relative
88107	personal
accusative
demonstrative
88114	coordinating
negative
88118	personal
88122	coordinating
prohibition
88129	accusative
proper
negative
88136	coordinating
88140	personal
coordinating
88145	personal
accusative
88150	emphatic
88154	interrogative
negative
88157	personal
accusative
proper
88162	personal
relative
88167	coordinating
relative
88172	coordinating
88175	personal
88177	personal
88179	coordinating
88181	coordinating
88185	relative
88188	proper
88192	coordinating
negative
88195	coordinating
negative
88199	coordinating
time
88203	personal
88205	personal
relative
88208	proper
88210	personal
retraction
88213	relative
88215	personal
88217	personal
88219	personal
interrogative
supplemental
conditional
88225	proper
88227	personal
88232	coordinating
relative
88236	personal
88238	proper
circumstantial
personal
88242	resumption
certainty
88250	coordinating
88252	proper
88256	coordinating
relative
88259	resumption
negative
88262	personal
88264	personal
88266	personal
88268	personal
resumption
88271	personal
88273	relative
88275	personal
accusative
proper
88284	personal
88286	coordinating
88288	personal
88292	coordinating
emphatic
conditional
88296	personal
personal
relative
88302	coordinating
88305	emphatic
88307	emphatic
proper
88313	proper
retraction
88316	personal
negative
88319	personal
88321	proper
relative
88326	coordinating
88329	accusative
proper
personal
88336	coordinating
conditional
accusative
relative
88346	coordinating
88350	personal
88353	personal
88356	negative
88359	proper
accusative
proper
88364	negative
88366	personal
coordinating
negative
88370	personal
restriction
88375	accusative
proper
88379	interrogative
negative
88382	accusative
proper
88390	coordinating
88397	coordinating
88401	coordinating
88409	coordinating
accusative
proper
88413	relative
88415	personal
88417	demonstrative
88419	accusative
proper
personal
88424	coordinating
accusative
relative
88428	personal
88431	personal
88434	coordinating
accusative
proper
personal
88442	interrogative
negative
88445	accusative
88454	proper
purpose
88457	personal
88460	personal
accusative
88463	demonstrative
emphatic
88470	coordinating
time
88473	personal
88479	personal
proper
88483	personal
88486	resumption
time
88489	personal
88493	resumption
88495	personal
88497	coordinating
negative
88502	personal
restriction
88507	vocative
88512	personal
88514	personal
coordinating
88517	personal
88519	negative
88524	personal
coordinating
negative
88528	personal
88532	personal
88534	accusative
88536	proper
88538	resumption
prohibition
88541	emphatic
personal
88547	coordinating
prohibition
88550	emphatic
personal
88553	proper
88556	accusative
proper
location
personal
88563	coordinating
88567	coordinating
88569	relative
88573	coordinating
negative
88577	interrogative
88580	coordinating
negative
88588	accusative
proper
88596	negative
88599	personal
88604	coordinating
88606	personal
88608	personal
retraction
personal
88615	personal
purpose
88619	negative
88621	personal
88626	personal
accusative
personal
88630	personal
proper
relative
88636	coordinating
88639	coordinating
relative
location
personal
88646	coordinating
88651	negative
88653	personal
88656	personal
88659	coordinating
negative
88662	interrogative
supplemental
negative
88666	personal
88676	coordinating
88679	personal
88684	personal
88688	relative
88690	personal
demonstrative
88695	coordinating
88702	relative
88707	personal
coordinating
88715	coordinating
88718	personal
88724	coordinating
88726	personal
coordinating
88730	personal
88733	personal
coordinating
88737	personal
88740	coordinating
88743	coordinating
88747	relative
88749	personal
coordinating
88752	personal
interrogative
time
88756	personal
88760	interrogative
accusative
personal
emphatic
88767	retraction
personal
88772	personal
88776	personal
88780	relative
88783	personal
coordinating
88787	personal
88789	personal
coordinating
conditional
88793	time
88798	personal
location
88801	personal
88803	personal
88805	personal
coordinating
88808	personal
resumption
88811	personal
88814	accusative
personal
88817	coordinating
conditional
88820	personal
emphatic
88823	personal
88827	personal
coordinating
amendment
88834	personal
emphatic
88837	emphatic
proper
88842	coordinating
88846	resumption
88848	personal
88850	relative
88852	personal
88855	personal
demonstrative
accusative
personal
88860	personal
personal
coordinating
88864	personal
88869	relative
88871	personal
88873	personal
accusative
preventive
88879	personal
relative
time
88883	personal
88885	personal
88887	personal
88889	coordinating
88891	personal
88895	personal
coordinating
personal
negative
88900	personal
88903	personal
88908	personal
88910	personal
88912	coordinating
88914	coordinating
88916	relative
88918	personal
personal
88921	personal
coordinating
negative
88926	relative
88929	personal
88935	relative
88937	personal
88939	personal
interrogative
supplemental
relative
88946	relative
88949	negative
88951	personal
explanation
conditional
88955	personal
coordinating
88958	personal
88961	resumption
88963	personal
88969	relative
88971	personal
88973	personal
coordinating
explanation
conditional
88978	personal
resumption
88981	personal
88984	time
88986	personal
subordinating
88989	personal
88991	personal
88993	personal
88995	personal
coordinating
88999	personal
89001	personal
89005	relative
89007	personal
89009	personal
89011	personal
coordinating
emphatic
89015	emphatic
personal
89022	location
89027	accusative
personal
89030	personal
coordinating
relative
89035	relative
89040	personal
coordinating
89044	personal
accusative
personal
89051	coordinating
emphatic
certainty
89055	personal
proper
89059	resumption
prohibition
89066	personal
coordinating
89069	personal
personal
89074	proper
coordinating
89077	personal
89079	personal
89082	personal
89085	personal
time
89088	personal
coordinating
89091	personal
89094	personal
89096	personal
accusative
89099	personal
personal
89102	location
personal
89108	relative
89110	personal
89112	personal
89114	personal
interrogative
supplemental
negative
89120	personal
interrogative
89123	personal
89126	personal
89131	personal
89134	personal
accusative
89137	demonstrative
emphatic
89140	interrogative
supplemental
negative
89144	personal
interrogative
supplemental
negative
89149	personal
accusative
personal
89160	resumption
89163	personal
89167	personal
89169	personal
coordinating
89172	personal
interrogative
supplemental
negative
89177	personal
coordinating
89180	personal
interrogative
demonstrative
89185	conditional
89187	personal
89193	negative
89195	relative
89197	personal
89199	personal
coordinating
negative
personal
89204	personal
resumption
89208	personal
coordinating
89211	accusative
personal
89214	vocative
89219	proper
coordinating
prohibition
89225	coordinating
89228	accusative
proper
89233	coordinating
89235	relative
89238	personal
89241	personal
accusative
proper
89246	relative
89248	personal
89250	coordinating
89253	proper
coordinating
89257	proper
89259	negative
89261	proper
89268	personal
coordinating
negative
89273	personal
relative
89276	personal
89278	personal
89280	personal
coordinating
negative
89285	personal
89287	personal
demonstrative
89290	personal
89293	personal
coordinating
proper
89299	coordinating
personal
89305	personal
personal
89309	personal
personal
89312	location
proper
resumption
conditional
negative
89318	personal
89320	personal
resumption
89323	personal
89327	coordinating
89329	personal
coordinating
89333	personal
89336	relative
89338	personal
89340	personal
coordinating
amendment
relative
89346	personal
coordinating
89349	proper
89360	personal
coordinating
89363	personal
89365	personal
coordinating
89371	personal
89377	proper
89381	coordinating
89384	restriction
subordinating
89387	personal
89390	personal
89393	demonstrative
89398	coordinating
time
89401	personal
89406	personal
coordinating
89409	personal
coordinating
89412	proper
coordinating
proper
coordinating
proper
coordinating
proper
89420	proper
coordinating
89423	personal
89425	personal
89428	purpose
89434	personal
coordinating
89442	vocative
89444	relative
89446	personal
89448	personal
89450	proper
89452	personal
time
89455	personal
89457	coordinating
89459	personal
89461	personal
89463	coordinating
89465	negative
89467	personal
personal
coordinating
89471	proper
89473	relative
89475	personal
89477	time
89479	personal
personal
89483	personal
coordinating
89488	personal
coordinating
time
89494	coordinating
89500	coordinating
89502	personal
89504	proper
89507	time
89511	coordinating
89513	personal
89516	coordinating
time
89521	coordinating
relative
89525	personal
89527	negative
89529	personal
proper
coordinating
89533	personal
restriction
89536	coordinating
time
89541	personal
vocative
89544	proper
negative
89548	personal
resumption
89551	personal
coordinating
89556	personal
89560	personal
accusative
89563	personal
89565	coordinating
negative
personal
89570	negative
89572	personal
restriction
89575	coordinating
conditional
89579	personal
89582	personal
coordinating
89585	personal
89588	emphatic
89590	personal
personal
coordinating
negative
89595	personal
89597	personal
restriction
89600	coordinating
emphatic
certainty
89604	personal
89606	personal
proper
89610	negative
89612	personal
89615	coordinating
89618	proper
89621	negative
89623	personal
89626	conditional
89628	personal
89632	coordinating
89635	coordinating
surprise
negative
89639	personal
restriction
89643	relative
demonstrative
relative
89647	personal
89649	proper
conditional
89653	personal
89655	coordinating
89658	personal
89660	coordinating
negative
89663	personal
89665	personal
89668	proper
89670	coordinating
negative
89673	certainty
89675	proper
89679	personal
coordinating
89685	personal
vocative
89689	personal
coordinating
negative
89693	personal
89696	restriction
89700	personal
resumption
time
89707	personal
personal
89710	personal
89712	personal
89715	personal
89717	relative
89720	personal
89724	resumption
time
89730	personal
personal
89739	demonstrative
negative
89742	personal
resumption
89745	proper
89747	personal
coordinating
89750	demonstrative
89752	proper
89755	personal
89758	negative
89760	personal
coordinating
conditional
89767	personal
conditional
accusative
personal
89776	personal
89779	personal
coordinating
conditional
89783	personal
89785	personal
negative
89788	personal
restriction
89791	emphatic
certainty
89795	personal
89798	proper
89802	relative
89805	proper
coordinating
89811	coordinating
89813	proper
89815	coordinating
time
89823	personal
demonstrative
relative
89827	personal
proper
coordinating
89831	personal
coordinating
89834	proper
coordinating
89837	personal
coordinating
negative
89841	personal
restriction
89844	coordinating
89851	personal
relative
89854	personal
proper
89857	personal
coordinating
89860	personal
relative
89864	personal
coordinating
89867	personal
relative
89870	coordinating
negative
89873	personal
89875	purpose
89877	proper
89882	personal
coordinating
89887	conditional
89889	coordinating
89892	personal
accusative
proper
89898	coordinating
89900	proper
relative
89903	personal
89906	personal
negative
89909	personal
89911	coordinating
89913	proper
89918	coordinating
89920	proper
89923	coordinating
89925	relative
89927	personal
personal
89935	personal
coordinating
89940	personal
89945	personal
coordinating
89948	personal
89950	coordinating
89952	personal
89954	personal
coordinating
89957	personal
coordinating
89960	personal
coordinating
89963	negative
89965	personal
personal
coordinating
89969	proper
89974	vocative
89981	personal
conditional
89984	personal
89986	personal
89991	coordinating
89993	personal
resumption
89996	personal
89998	personal
coordinating
90001	personal
90004	coordinating
conditional
90007	personal
90009	personal
proper
coordinating
90013	personal
coordinating
90019	resumption
accusative
proper
90027	personal
90030	vocative
90034	relative
90037	personal
90043	personal
90047	coordinating
90049	demonstrative
90051	proper
90053	coordinating
relative
90057	personal
90059	proper
coordinating
90062	personal
coordinating
90067	personal
90069	personal
90071	coordinating
90073	personal
90075	personal
90078	vocative
90083	personal
90089	conditional
90091	personal
resumption
prohibition
90095	personal
90099	cause
90101	relative
90104	personal
90106	coordinating
90108	personal
90111	coordinating
90113	personal
90116	personal
coordinating
prohibition
90120	personal
90123	proper
90126	coordinating
90128	personal
90131	coordinating
90133	personal
90136	coordinating
90138	personal
proper
coordinating
90142	personal
accusative
preventive
90146	proper
purpose
90150	personal
90156	coordinating
90158	personal
90160	coordinating
90162	personal
relative
90167	personal
90170	proper
coordinating
90174	accusative
proper
90179	accusative
90181	proper
coordinating
90185	coordinating
90188	coordinating
90191	coordinating
90194	coordinating
90197	coordinating
90200	coordinating
90203	coordinating
90206	coordinating
90209	coordinating
90212	coordinating
90215	coordinating
90218	coordinating
90221	coordinating
90224	coordinating
90227	coordinating
90231	personal
coordinating
90235	coordinating
90238	proper
90240	coordinating
90244	proper
90246	personal
90248	coordinating
90251	coordinating
negative
90256	coordinating
negative
90259	time
90261	proper
coordinating
90264	personal
90266	subordinating
90269	personal
90274	personal
coordinating
relative
90278	proper
coordinating
90281	personal
resumption
certainty
90287	coordinating
time
90291	relative
90293	proper
90295	personal
coordinating
90298	personal
90300	personal
90303	personal
90305	personal
coordinating
90308	proper
coordinating
90313	personal
relative
proper
90317	personal
coordinating
90322	circumstantial
proper
90325	subordinating
90327	personal
resumption
time
90331	proper
90333	personal
90336	personal
personal
personal
90340	subordinating
negative
90350	personal
time
90353	personal
90355	personal
90357	coordinating
90360	proper
90362	negative
90370	relative
90372	proper
90374	personal
90376	proper
90378	relative
90380	personal
90383	coordinating
90386	proper
90389	relative
90391	personal
90393	proper
coordinating
90396	personal
personal
coordinating
negative
90401	personal
90403	restriction
proper
coordinating
90408	proper
90410	negative
90412	proper
90417	personal
coordinating
amendment
90421	proper
coordinating
90426	coordinating
90428	proper
90433	vocative
90435	relative
90437	personal
90439	personal
proper
90443	coordinating
90445	personal
personal
time
coordinating
time
personal
relative
90454	personal
coordinating
90457	personal
purpose
90460	personal
90467	coordinating
90474	personal
90477	personal
personal
90480	coordinating
90483	personal
90486	vocative
90490	accusative
personal
90493	personal
personal
90496	coordinating
90498	coordinating
90500	coordinating
90503	proper
90506	personal
coordinating
90510	coordinating
90515	accusative
90517	personal
90519	proper
90522	coordinating
prohibition
90527	coordinating
90530	coordinating
90533	personal
coordinating
90537	proper
coordinating
90541	proper
90543	vocative
90545	relative
90547	personal
time
90550	personal
90553	coordinating
90555	personal
personal
90559	subordinating
90561	personal
personal
resumption
negative
90566	personal
90568	personal
90572	personal
personal
resumption
90576	personal
personal
coordinating
90580	personal
personal
90584	vocative
90588	accusative
personal
90591	personal
90593	personal
90595	personal
relative
90598	personal
90600	personal
coordinating
relative
90605	personal
90607	relative
90609	proper
90611	personal
coordinating
90615	personal
coordinating
90619	personal
coordinating
90623	personal
coordinating
90627	personal
relative
90630	personal
location
personal
coordinating
90636	conditional
90639	personal
90643	conditional
90647	subordinating
90649	personal
90652	personal
90657	certainty
90659	personal
relative
90662	personal
90664	personal
90667	personal
coordinating
relative
90672	personal
purpose
negative
90677	personal
90679	coordinating
90681	proper
90685	relative
90688	personal
coordinating
90692	personal
relative
90695	coordinating
relative
90698	personal
90700	relative
90702	personal
resumption
negative
90707	personal
demonstrative
90710	subordinating
90713	personal
coordinating
negative
90717	personal
coordinating
90720	personal
90722	relative
90724	personal
personal
90727	personal
coordinating
proper
90731	relative
90734	personal
coordinating
90737	proper
90740	negative
90743	personal
90748	coordinating
negative
subordinating
90753	personal
90756	coordinating
conditional
90759	personal
90761	personal
restriction
relative
90766	personal
coordinating
90769	proper
90774	vocative
90776	relative
90778	personal
prohibition
90781	personal
90785	restriction
subordinating
90789	personal
90795	personal
coordinating
amendment
time
90800	personal
resumption
90803	personal
coordinating
time
90807	personal
resumption
90810	personal
coordinating
negative
90816	accusative
demonstrative
90822	coordinating
90825	personal
coordinating
proper
negative
90833	coordinating
time
90836	personal
personal
90839	resumption
90841	personal
personal
90846	demonstrative
90850	personal
coordinating
90853	personal
coordinating
negative
90858	personal
subordinating
90861	personal
90863	proper
coordinating
negative
subordinating
90868	personal
90870	personal
90873	personal
time
accusative
demonstrative
90878	location
proper
90881	conditional
90883	personal
90885	coordinating
90887	personal
personal
resumption
accusative
proper
90897	negative
90900	personal
90903	personal
coordinating
negative
90907	personal
coordinating
negative
90911	personal
coordinating
negative
90916	personal
coordinating
negative
90921	personal
coordinating
negative
90925	personal
coordinating
negative
relative
90931	personal
coordinating
90934	personal
proper
accusative
proper
90943	accusative
proper
coordinating
90947	personal
90949	personal
90953	vocative
90955	relative
90957	personal
90959	personal
90961	personal
coordinating
90964	personal
90966	accusative
relative
90969	personal
proper
coordinating
90973	personal
90975	personal
proper
90980	coordinating
90983	coordinating
90986	personal
90989	coordinating
relative
90992	personal
90995	coordinating
91000	relative
91002	personal
resumption
certainty
91006	personal
91008	coordinating
91011	vocative
91018	personal
coordinating
91021	personal
coordinating
91027	personal
91029	personal
91032	personal
demonstrative
91035	subordinating
91037	personal
coordinating
negative
91041	personal
coordinating
91044	proper
91047	emphatic
conditional
negative
91053	coordinating
relative
91057	personal
91059	coordinating
91064	proper
emphatic
91067	emphatic
personal
91070	personal
coordinating
negative
91074	personal
personal
91077	personal
restriction
91081	location
relative
91084	personal
91086	personal
coordinating
91089	personal
91092	proper
91094	relative
91096	personal
91099	coordinating
negative
91104	proper
91107	personal
91114	accusative
preventive
91117	personal
location
proper
coordinating
relative
91123	personal
accusative
91129	accusative
proper
91134	coordinating
91137	personal
91141	personal
time
negative
91145	personal
91147	coordinating
negative
91153	personal
91158	personal
vocative
accusative
personal
91163	personal
proper
coordinating
91167	personal
91170	coordinating
91172	personal
91174	personal
accusative
personal
91178	personal
91180	personal
coordinating
91183	personal
coordinating
91186	personal
personal
91191	personal
91193	personal
91198	coordinating
91200	personal
91203	vocative
91205	relative
91207	personal
prohibition
91210	personal
91212	relative
91214	personal
proper
resumption
91218	personal
proper
91221	relative
91223	personal
coordinating
91226	location
proper
91229	vocative
91231	relative
91233	personal
91235	personal
proper
coordinating
91239	personal
91244	personal
91246	personal
coordinating
91250	personal
91252	personal
coordinating
relative
91256	proper
coordinating
91259	personal
resumption
certainty
91265	accusative
personal
91268	personal
91274	coordinating
91277	coordinating
91280	resumption
91282	personal
subordinating
91285	personal
personal
coordinating
91289	personal
91291	personal
coordinating
91294	personal
91297	accusative
personal
91302	purpose
91304	proper
91307	coordinating
91310	coordinating
91313	coordinating
91316	coordinating
91318	proper
91322	coordinating
91325	coordinating
91327	proper
91333	proper
relative
91336	personal
relative
91341	coordinating
relative
91346	coordinating
91348	personal
91354	coordinating
personal
91361	relative
91366	coordinating
relative
91370	personal
coordinating
relative
91377	coordinating
relative
91381	personal
coordinating
personal
91388	coordinating
91390	relative
91392	personal
negative
91395	personal
91399	answer
coordinating
91402	personal
emphatic
91405	emphatic
personal
91410	negative
91413	personal
91419	coordinating
negative
91424	coordinating
negative
91428	demonstrative
coordinating
negative
91432	restriction
91436	purpose
91438	relative
91440	personal
coordinating
91443	personal
91446	demonstrative
91448	personal
91450	coordinating
91453	coordinating
relative
91456	personal
91459	personal
91461	demonstrative
91463	personal
91468	coordinating
91470	relative
91472	personal
91475	relative
91478	personal
91481	personal
personal
91485	coordinating
91493	coordinating
91495	relative
91497	personal
interrogative
91500	personal
91504	personal
time
91507	personal
91510	accusative
personal
emphatic
91516	interrogative
91519	proper
91521	coordinating
91523	personal
91525	retraction
relative
negative
91529	personal
91536	coordinating
91541	interrogative
supplemental
negative
91545	personal
91547	relative
location
91550	personal
coordinating
relative
91554	personal
91558	coordinating
91561	conditional
91565	personal
91568	coordinating
91571	personal
91576	accusative
91578	demonstrative
emphatic
91585	coordinating
emphatic
certainty
91589	personal
proper
91592	personal
91594	vocative
91597	personal
location
personal
coordinating
91603	coordinating
91605	personal
91607	personal
91610	subordinating
91613	coordinating
91618	coordinating
91620	personal
91622	accusative
personal
91625	relative
91627	personal
91629	coordinating
91631	proper
91635	personal
91637	coordinating
91639	personal
91641	coordinating
91643	personal
91645	personal
91649	coordinating
91653	relative
91655	location
91657	personal
91661	personal
coordinating
relative
91666	personal
91669	personal
91671	personal
91677	personal
91679	personal
relative
91684	coordinating
91686	coordinating
91691	coordinating
91695	personal
91697	proper
91699	coordinating
91703	personal
91706	resumption
time
91709	personal
91711	personal
91714	negative
91716	personal
91719	personal
restriction
91726	personal
resumption
time
91733	subordinating
conditional
91736	personal
91738	personal
91741	negative
91743	personal
91749	emphatic
certainty
91753	proper
91756	personal
91761	coordinating
91764	personal
91768	personal
coordinating
91771	personal
91773	personal
91776	coordinating
91779	resumption
91781	personal
resumption
91784	personal
91786	personal
91790	coordinating
91792	personal
personal
91796	personal
91801	coordinating
91803	coordinating
91808	demonstrative
91810	personal
personal
91813	relative
91815	personal
coordinating
interrogative
91819	restriction
91822	coordinating
91824	personal
location
personal
coordinating
location
91831	relative
91833	personal
91835	personal
91838	coordinating
91840	personal
91842	personal
91846	personal
91848	personal
91850	coordinating
91853	resumption
91855	personal
91857	personal
91859	location
91861	personal
coordinating
91864	personal
91866	personal
resumption
91869	personal
personal
91872	coordinating
91874	personal
personal
91878	accusative
91880	demonstrative
emphatic
91887	coordinating
emphatic
certainty
91892	personal
proper
91895	personal
resumption
91898	personal
personal
restriction
91905	coordinating
negative
91909	personal
91911	personal
91914	restriction
purpose
91917	relative
91923	relative
personal
91926	personal
91929	coordinating
91931	personal
91938	personal
relative
91941	personal
91944	proper
negative
91947	personal
91953	coordinating
negative
91958	coordinating
negative
91961	personal
91963	personal
91966	coordinating
negative
91969	personal
91971	personal
91974	coordinating
negative
91979	location
personal
restriction
91983	relative
91986	personal
inceptive
time
91992	personal
91994	personal
interrogative
91998	personal
92000	personal
92003	coordinating
personal
92010	relative
92012	personal
92016	coordinating
92020	proper
coordinating
accusative
personal
coordinating
personal
emphatic
92029	coordinating
92034	negative
92036	personal
92038	relative
92040	personal
coordinating
negative
92045	relative
92047	personal
92050	location
personal
92053	personal
coordinating
92056	location
personal
92061	coordinating
personal
92069	personal
personal
relative
92073	personal
92075	personal
92077	aversion
retraction
personal
proper
92085	coordinating
negative
92088	personal
personal
restriction
92096	coordinating
92098	coordinating
accusative
92103	negative
92105	personal
coordinating
92108	personal
interrogative
demonstrative
92113	conditional
92115	personal
92119	personal
92122	negative
92124	personal
92126	personal
92128	coordinating
negative
92131	personal
coordinating
92134	relative
92136	personal
negative
92140	demonstrative
92142	proper
coordinating
negative
92146	relative
location
92149	personal
coordinating
conditional
92153	time
92157	location
92159	personal
92162	personal
92168	relative
92170	personal
92172	relative
92174	personal
conditional
personal
emphatic
92179	personal
92182	relative
92184	personal
92186	relative
92188	personal
interrogative
personal
92192	personal
personal
92197	time
time
92200	personal
retraction
92203	personal
92205	coordinating
92207	relative
92209	personal
92211	relative
92213	personal
retraction
92218	coordinating
92221	time
92223	personal
personal
subordinating
92228	proper
coordinating
92232	personal
92234	coordinating
92236	personal
92239	time
92241	personal
92244	coordinating
92246	personal
92251	relative
92253	personal
interrogative
92256	personal
restriction
relative
92260	personal
92262	personal
coordinating
negative
92266	personal
92271	restriction
92274	personal
accusative
personal
92278	relative
92280	personal
92282	personal
92284	coordinating
92286	personal
personal
92290	coordinating
92292	coordinating
negative
personal
92298	accusative
92300	personal
92305	relative
92307	coordinating
92309	coordinating
accusative
92314	negative
92316	personal
coordinating
negative
92320	personal
coordinating
negative
92324	personal
92326	relative
92328	personal
location
personal
92332	restriction
relative
92335	coordinating
92338	resumption
demonstrative
92341	personal
92346	relative
92348	personal
coordinating
personal
92355	coordinating
relative
92358	personal
92361	personal
92363	demonstrative
92369	accusative
92371	personal
92376	relative
92380	personal
coordinating
92384	personal
coordinating
relative
92388	personal
92391	resumption
personal
92394	personal
coordinating
personal
92400	coordinating
92403	personal
92405	coordinating
92410	interrogative
demonstrative
personal
92414	personal
92416	personal
92418	personal
92420	personal
personal
92423	personal
92426	personal
retraction
92429	personal
92431	personal
92435	personal
92437	personal
92439	resumption
92442	negative
92445	personal
92449	coordinating
negative
92452	coordinating
92455	relative
92457	personal
92459	personal
92463	relative
92465	personal
92467	personal
92469	personal
coordinating
time
92474	personal
92476	personal
92479	personal
negative
demonstrative
restriction
92485	subordinating
92487	personal
92489	relative
92493	personal
coordinating
92496	personal
negative
demonstrative
restriction
92502	coordinating
92504	relative
92506	personal
92510	time
92512	personal
negative
demonstrative
restriction
92518	coordinating
negative
92521	personal
personal
92526	personal
personal
coordinating
negative
92531	personal
92533	personal
time
personal
92538	coordinating
92540	relative
92543	personal
coordinating
negative
92547	personal
92549	relative
92551	personal
personal
resumption
92555	personal
92557	personal
resumption
interrogative
92562	personal
92564	accusative
preventive
92567	personal
92570	subordinating
92572	personal
92574	proper
92576	coordinating
92578	coordinating
92580	personal
negative
92584	personal
92587	negative
personal
restriction
92592	personal
location
92598	negative
92600	personal
personal
92604	resumption
personal
92607	personal
negative
92610	personal
restriction
92613	proper
coordinating
personal
92621	accusative
92623	personal
92635	coordinating
negative
92640	coordinating
negative
92644	conditional
92646	personal
resumption
accusative
preventive
92653	personal
coordinating
conditional
92657	personal
resumption
92660	relative
92663	personal
92665	personal
accusative
personal
92670	coordinating
conditional
92673	time
92675	personal
resumption
negative
92679	coordinating
92681	personal
92685	coordinating
92687	personal
92689	personal
92691	personal
coordinating
interrogative
92695	personal
92701	coordinating
certainty
92704	personal
92706	personal
92709	coordinating
92711	personal
92718	coordinating
92720	location
personal
coordinating
location
relative
92726	personal
92728	relative
92732	personal
92735	accusative
personal
92738	personal
92745	proper
92749	coordinating
92759	coordinating
92761	coordinating
92767	relative
92769	accusative
proper
92775	relative
92777	proper
92783	resumption
negative
92787	personal
coordinating
relative
92791	resumption
negative
92795	personal
92798	personal
coordinating
personal
92805	vocative
92810	personal
92812	proper
92814	personal
interrogative
92819	proper
92821	personal
92825	coordinating
92828	negative
92830	restriction
personal
resumption
interrogative
92835	personal
coordinating
conditional
92839	personal
personal
resumption
certainty
92847	personal
coordinating
92850	proper
92854	vocative
92858	accusative
92860	proper
92862	resumption
prohibition
92865	emphatic
personal
92871	coordinating
prohibition
92874	emphatic
personal
92877	proper
92880	accusative
92882	proper
92884	personal
92886	resumption
92888	personal
personal
92891	accusative
preventive
92895	personal
purpose
92898	personal
92903	relative
92905	personal
92907	personal
92910	coordinating
relative
92913	personal
coordinating
92916	personal
92920	personal
92922	coordinating
92925	interrogative
supplemental
relative
92930	personal
92933	personal
resumption
92936	personal
92938	resumption
accusative
proper
92942	relative
92944	coordinating
92946	relative
92948	resumption
negative
92952	personal
92954	personal
92956	accusative
proper
92960	relative
92962	personal
coordinating
proper
relative
92969	resumption
92972	coordinating
92974	personal
personal
92979	coordinating
92981	personal
92983	personal
92986	time
92988	personal
92990	demonstrative
92993	relative
92998	resumption
93000	proper
93005	personal
93011	coordinating
93017	personal
coordinating
relative
93021	personal
93025	personal
93028	coordinating
93030	demonstrative
personal
93033	coordinating
proper
93036	personal
93039	coordinating
93042	coordinating
93044	personal
93046	coordinating
negative
93051	coordinating
negative
93054	restriction
93057	personal
coordinating
negative
93063	coordinating
negative
93068	personal
restriction
93072	accusative
demonstrative
93075	proper
93077	coordinating
negative
93082	demonstrative
93087	personal
coordinating
demonstrative
93092	coordinating
93096	personal
93099	coordinating
93101	personal
93104	personal
personal
coordinating
93111	personal
93113	purpose
93115	personal
93118	personal
coordinating
accusative
personal
93123	personal
93130	coordinating
93137	coordinating
93141	coordinating
93149	demonstrative
proper
93152	personal
93154	personal
93157	coordinating
relative
93160	personal
93163	personal
negative
93166	personal
93169	conditional
93171	personal
personal
negative
93175	personal
93177	personal
coordinating
conditional
93181	personal
negative
93184	personal
93186	personal
coordinating
93192	personal
93195	personal
coordinating
negative
93199	personal
93202	vocative
93206	personal
93210	proper
circumstantial
proper
personal
93218	conditional
93221	personal
coordinating
93227	coordinating
negative
demonstrative
93231	proper
93234	coordinating
negative
93240	coordinating
conditional
93246	personal
negative
93250	personal
93252	coordinating
conditional
93257	accusative
preventive
93260	relative
93262	personal
93264	personal
93268	coordinating
93270	personal
93273	coordinating
relative
93276	resumption
accusative
preventive
93282	personal
coordinating
93285	proper
93288	coordinating
negative
93293	coordinating
93296	coordinating
negative
93300	coordinating
negative
93304	coordinating
negative
93308	coordinating
negative
93312	coordinating
negative
93317	coordinating
negative
93321	accusative
proper
93324	relative
93326	coordinating
negative
personal
93331	relative
93335	negative
personal
restriction
93339	accusative
personal
93342	personal
personal
93348	coordinating
93350	coordinating
negative
93354	restriction
93357	personal
93359	coordinating
conditional
93362	personal
personal
resumption
certainty
93367	relative
93370	personal
93372	personal
93374	personal
93378	coordinating
93382	coordinating
93388	coordinating
93390	personal
relative
93393	personal
coordinating
interrogative
93398	personal
interrogative
negative
93402	accusative
proper
93409	resumption
93411	personal
93413	personal
93417	personal
coordinating
93424	coordinating
93428	personal
coordinating
93432	coordinating
93436	coordinating
93439	coordinating
93444	personal
93446	demonstrative
accusative
preventive
93450	proper
93453	personal
93456	accusative
proper
93460	accusative
relative
93463	personal
93465	proper
coordinating
93468	personal
93471	coordinating
93473	personal
93475	relative
93477	personal
personal
93480	coordinating
93483	personal
93485	negative
93487	purpose
93489	personal
93491	personal
coordinating
93494	personal
93497	personal
accusative
personal
93502	coordinating
relative
93505	personal
93507	personal
93511	personal
93516	relative
location
93519	personal
accusative
proper
93524	personal
emphatic
93528	coordinating
93530	personal
93533	relative
93535	personal
93538	personal
coordinating
93541	personal
93545	personal
coordinating
93548	personal
93550	coordinating
93552	personal
93559	proper
demonstrative
personal
93567	proper
93569	personal
personal
93572	personal
93574	personal
93579	coordinating
93581	coordinating
93583	personal
93585	personal
93587	coordinating
93589	personal
93593	proper
relative
93597	personal
93600	accusative
93602	personal
emphatic
93606	relative
93608	personal
93614	personal
negative
93617	personal
93619	personal
93621	coordinating
negative
93624	personal
93626	personal
93628	coordinating
relative
93631	personal
93633	personal
93635	proper
negative
93639	personal
cause
93642	personal
coordinating
negative
93647	personal
93650	personal
93652	demonstrative
93656	coordinating
personal
93659	personal
93661	personal
93663	personal
93665	personal
93669	relative
93671	personal
93673	interrogative
supplemental
negative
93677	personal
relative
93681	personal
relative
93684	coordinating
93686	personal
93689	resumption
93691	personal
resumption
negative
93699	accusative
proper
93705	coordinating
93708	accusative
personal
93715	personal
relative
93718	personal
93723	coordinating
relative
93726	resumption
93728	personal
93730	personal
coordinating
negative
93737	personal
location
93740	personal
restriction
93743	coordinating
negative
93749	personal
restriction
93753	interrogative
93755	personal
93757	personal
relative
93760	personal
93763	proper
93765	personal
personal
interrogative
93769	personal
93773	coordinating
93775	personal
93780	coordinating
93782	personal
personal
93785	resumption
personal
93790	personal
retraction
negative
93797	personal
93799	restriction
93801	accusative
proper
93806	coordinating
93809	subordinating
93811	personal
coordinating
emphatic
conditional
93816	personal
negative
93819	personal
93824	personal
accusative
personal
93830	coordinating
93832	personal
93834	proper
93837	personal
emphatic
conditional
93841	personal
93843	emphatic
93845	emphatic
93851	resumption
time
93854	personal
93856	negative
93858	personal
restriction
93865	coordinating
93869	coordinating
negative
93876	restriction
93879	personal
resumption
interrogative
93883	personal
restriction
93888	resumption
negative
93893	proper
93895	coordinating
negative
93900	proper
93902	interrogative
supplemental
negative
93906	personal
93910	coordinating
93912	personal
interrogative
93916	relative
93919	personal
coordinating
93922	personal
93925	personal
93927	coordinating
negative
93930	proper
purpose
93933	personal
93939	coordinating
negative
93944	accusative
personal
93949	coordinating
conditional
93952	proper
93956	relative
93958	personal
negative
93963	personal
93966	coordinating
amendment
93969	personal
93973	coordinating
time
93977	personal
resumption
accusative
proper
93984	personal
93989	proper
93992	accusative
personal
emphatic
94006	purpose
94009	negative
94012	personal
resumption
personal
94016	emphatic
certainty
94023	personal
resumption
personal
negative
94028	personal
accusative
personal
94032	personal
94035	personal
94037	coordinating
personal
94042	resumption
personal
94045	coordinating
94047	personal
94051	personal
94053	coordinating
94056	personal
94058	coordinating
94060	personal
personal
resumption
personal
negative
94066	personal
coordinating
94070	personal
equalization
94073	personal
personal
coordinating
negative
94078	personal
negative
94081	personal
accusative
preventive
94085	relative
94089	coordinating
94096	resumption
94098	personal
94101	coordinating
94104	accusative
personal
personal
94110	coordinating
94112	relative
94114	personal
coordinating
94117	personal
coordinating
94122	personal
personal
94127	coordinating
94130	personal
94135	time
94137	personal
94140	time
94142	personal
94144	personal
94146	resumption
94148	personal
personal
resumption
94152	personal
94155	coordinating
94157	personal
accusative
personal
94161	personal
94164	personal
negative
personal
restriction
94170	personal
coordinating
negative
94178	negative
personal
restriction
94182	personal
94184	personal
94186	personal
94188	accusative
personal
94191	personal
emphatic
94194	coordinating
negative
94197	personal
restriction
94204	personal
accusative
personal
94208	personal
94210	personal
emphatic
conditional
negative
94215	personal
emphatic
94218	emphatic
personal
coordinating
emphatic
94223	emphatic
personal
94226	personal
94230	personal
94232	personal
location
personal
interrogative
conditional
94238	personal
retraction
personal
94243	coordinating
94252	vocative
94254	personal
94256	personal
94260	personal
relative
negative
94264	personal
94266	coordinating
personal
94269	coordinating
interrogative
94272	personal
negative
94275	relative
94277	personal
coordinating
94280	personal
94282	personal
interrogative
94287	personal
94289	conditional
94291	personal
94296	negative
94299	personal
94301	personal
94303	coordinating
negative
94306	personal
personal
accusative
personal
answer
emphatic
94315	accusative
personal
94318	personal
94321	personal
resumption
94324	personal
personal
94329	proper
94331	vocative
accusative
94334	personal
94336	personal
94338	relative
94341	personal
94343	personal
coordinating
94346	personal
94350	coordinating
negative
94353	personal
94356	personal
94359	personal
94365	coordinating
negative
94368	personal
94370	negative
94372	restriction
94375	resumption
surprise
personal
94379	vocative
94384	negative
94386	personal
94389	restriction
94391	personal
94393	personal
94395	personal
interrogative
negative
94399	personal
interrogative
94402	personal
time
personal
94408	accusative
personal
94411	personal
negative
94414	personal
coordinating
conditional
94418	time
94420	location
personal
94423	coordinating
94426	personal
94432	personal
personal
coordinating
94436	personal
94438	personal
94440	coordinating
94442	personal
94444	personal
coordinating
94447	personal
94449	personal
94453	coordinating
94455	coordinating
94457	personal
94459	personal
94463	purpose
94465	personal
94468	personal
coordinating
negative
94472	personal
94474	personal
interrogative
supplemental
negative
94479	personal
94481	relative
94486	personal
94488	relative
94492	coordinating
94495	personal
coordinating
94498	relative
negative
94501	personal
coordinating
94505	personal
94510	personal
94513	resumption
time
personal
94517	coordinating
94524	personal
demonstrative
94531	coordinating
94535	personal
personal
94545	negative
94550	personal
subordinating
94555	coordinating
negative
94562	coordinating
94567	personal
coordinating
94571	personal
accusative
personal
94575	personal
94577	personal
94583	coordinating
94585	personal
94587	personal
94590	personal
relative
94593	personal
coordinating
conditional
94598	personal
resumption
negative
94603	personal
coordinating
negative
personal
94608	personal
restriction
94612	personal
coordinating
94617	coordinating
time
94621	personal
94623	personal
relative
location
94627	personal
coordinating
relative
94631	personal
accusative
personal
94635	personal
coordinating
negative
94639	personal
94645	personal
restriction
94648	personal
94650	personal
94652	coordinating
time
94656	personal
94658	personal
94660	relative
94662	personal
proper
94665	relative
94667	personal
94669	relative
94671	personal
interrogative
94674	relative
conditional
94677	proper
94679	personal
negative
personal
restriction
94686	coordinating
94688	personal
interrogative
demonstrative
94693	conditional
94695	personal
94697	negative
94699	personal
restriction
94704	personal
circumstantial
personal
94708	personal
resumption
negative
94712	personal
94714	coordinating
negative
94718	personal
94720	personal
coordinating
94726	coordinating
time
personal
94734	personal
94736	personal
94738	personal
vocative
94741	personal
relative
94744	personal
94747	personal
demonstrative
relative
94753	coordinating
94757	negative
94759	restriction
94762	resumption
time
personal
94766	location
personal
94769	resumption
94772	negative
94776	coordinating
negative
94779	personal
restriction
relative
94783	personal
94785	personal
accusative
94789	proper
94795	personal
coordinating
94798	personal
94806	personal
94808	personal
94810	coordinating
94812	personal
relative
94815	personal
94821	coordinating
94823	personal
94829	interrogative
negative
94833	personal
vocative
94836	proper
interpretation
prohibition
94840	personal
94842	proper
accusative
personal
94846	personal
94849	coordinating
interpretation
94852	personal
personal
demonstrative
94857	coordinating
emphatic
certainty
94862	personal
94865	interrogative
supplemental
negative
94869	personal
94871	personal
demonstrative
proper
relative
94876	personal
94878	personal
94880	personal
personal
94885	relative
94887	personal
94889	personal
94895	personal
coordinating
94898	personal
94900	personal
coordinating
94904	personal
94906	relative
94908	personal
94910	personal
coordinating
conditional
94914	emphatic
94916	personal
94919	personal
resumption
94922	personal
94925	resumption
interrogative
94928	personal
coordinating
conditional
94932	emphatic
94934	personal
personal
94938	personal
resumption
negative
94942	personal
94944	coordinating
negative
94947	personal
coordinating
relative
94951	personal
94953	personal
94957	interrogative
supplemental
negative
94961	personal
coordinating
negative
94965	personal
personal
94969	coordinating
negative
94973	personal
negative
personal
restriction
94978	coordinating
proper
94981	purpose
94983	relative
94986	coordinating
94993	interrogative
supplemental
negative
94997	personal
accusative
personal
95001	personal
95003	personal
95005	relative
95008	personal
95010	resumption
personal
95013	personal
95015	coordinating
95017	personal
personal
95020	personal
resumption
95023	personal
95025	personal
coordinating
95028	personal
95030	personal
coordinating
95033	personal
95035	personal
95037	coordinating
95039	interrogative
supplemental
negative
95043	personal
coordinating
95046	personal
95049	proper
95051	accusative
personal
95054	personal
negative
95057	personal
95059	personal
coordinating
personal
95063	personal
95066	resumption
prohibition
95069	personal
95071	personal
accusative
personal
95075	relative
95077	personal
coordinating
relative
95081	personal
interrogative
supplemental
negative
95088	accusative
personal
95091	personal
personal
95095	resumption
time
personal
95100	coordinating
95103	personal
95105	coordinating
95108	personal
95110	relative
95114	circumstantial
personal
95119	personal
relative
95122	personal
95125	coordinating
personal
95131	relative
95134	personal
95141	coordinating
time
personal
95145	personal
95147	personal
interrogative
supplemental
95151	relative
95155	coordinating
95161	subordinating
95164	personal
answer
coordinating
personal
95172	accusative
preventive
95175	personal
time
95179	subordinating
95182	personal
95184	coordinating
95186	resumption
95188	relative
95191	personal
95195	coordinating
95197	personal
95199	personal
95204	coordinating
95208	coordinating
95212	accusative
95214	personal
emphatic
95220	coordinating
95223	coordinating
relative
location
personal
coordinating
95231	accusative
personal
95234	personal
95243	coordinating
95249	negative
95251	personal
95257	coordinating
95259	personal
95264	coordinating
95266	personal
95269	restriction
relative
95274	resumption
95276	personal
95279	resumption
95281	personal
interrogative
personal
95286	coordinating
relative
95289	personal
accusative
personal
95293	personal
personal
95298	retraction
95300	personal
circumstantial
95303	personal
coordinating
time
95307	personal
negative
95310	personal
coordinating
time
95314	personal
95317	personal
coordinating
95320	personal
negative
demonstrative
restriction
95326	interrogative
time
95329	personal
coordinating
95332	personal
95334	coordinating
95336	interrogative
accusative
personal
emphatic
95341	interrogative
supplemental
95344	personal
95348	answer
coordinating
personal
95352	resumption
accusative
preventive
personal
95358	resumption
time
personal
95362	personal
coordinating
95365	personal
vocative
95368	personal
demonstrative
95373	demonstrative
95377	relative
95379	personal
95381	personal
95383	personal
95385	personal
relative
95388	personal
coordinating
95391	personal
coordinating
relative
95395	personal
95397	personal
95400	proper
resumption
95403	personal
personal
95409	coordinating
95411	personal
personal
accusative
personal
95416	interrogative
95418	personal
negative
95421	personal
retraction
personal
95427	coordinating
95430	personal
95434	personal
95436	personal
accusative
personal
95440	personal
95442	personal
personal
95448	personal
retraction
negative
95452	personal
95454	coordinating
negative
95458	personal
95460	personal
95463	retraction
95465	personal
95468	resumption
95471	personal
95474	personal
accusative
personal
emphatic
95479	resumption
95481	personal
personal
accusative
personal
95486	personal
95488	resumption
accusative
personal
time
95496	accusative
personal
95499	demonstrative
95504	accusative
personal
95507	personal
time
95511	personal
negative
95514	restriction
proper
95517	personal
coordinating
95520	personal
interrogative
accusative
personal
emphatic
95527	personal
95531	retraction
95536	coordinating
95540	accusative
personal
emphatic
95548	coordinating
negative
95551	personal
restriction
relative
95555	personal
95557	personal
restriction
95560	proper
95563	demonstrative
95565	personal
95569	coordinating
personal
95581	personal
95591	negative
95593	personal
95595	coordinating
negative
personal
95599	personal
95601	personal
coordinating
location
personal
95609	accusative
personal
95613	coordinating
95616	personal
95620	personal
95624	personal
accusative
personal
95629	personal
95632	interrogative
accusative
personal
emphatic
95639	interrogative
time
95642	personal
coordinating
95645	personal
95647	coordinating
95649	interrogative
accusative
personal
emphatic
95655	interrogative
personal
95658	resumption
95660	coordinating
95662	personal
95669	proper
conditional
95672	personal
emphatic
95675	personal
coordinating
conditional
95680	personal
emphatic
95683	personal
95687	interrogative
supplemental
negative
personal
95693	restriction
95695	personal
95698	coordinating
negative
personal
95703	accusative
demonstrative
emphatic
personal
95713	demonstrative
resumption
imperative
95719	interrogative
demonstrative
95723	coordinating
95726	proper
accusative
personal
95730	personal
personal
95736	accusative
personal
95745	personal
accusative
personal
95750	proper
coordinating
accusative
personal
emphatic
95757	personal
coordinating
95761	personal
95764	coordinating
accusative
95767	personal
95769	personal
emphatic
95774	coordinating
accusative
95777	personal
emphatic
95782	accusative
personal
95785	personal
95787	personal
95789	resumption
personal
95793	personal
95795	personal
coordinating
emphatic
certainty
95800	time
personal
95805	coordinating
emphatic
certainty
95809	personal
95811	personal
95813	resumption
95815	interrogative
95820	restriction
95822	proper
95825	coordinating
emphatic
certainty
95829	personal
proper
coordinating
emphatic
95836	coordinating
95838	personal
personal
coordinating
95842	personal
95848	coordinating
95850	personal
95852	personal
personal
95856	coordinating
95858	personal
95860	personal
95866	proper
95870	accusative
personal
95873	demonstrative
95877	accusative
personal
95881	personal
95884	coordinating
95886	personal
95889	coordinating
accusative
95893	personal
emphatic
proper
time
95899	personal
95903	time
95907	personal
coordinating
95910	personal
interrogative
95913	personal
interrogative
95917	location
proper
95920	personal
resumption
interrogative
95924	personal
95929	resumption
95935	coordinating
95937	accusative
personal
95940	resumption
95942	personal
95944	personal
95946	resumption
95950	personal
coordinating
95953	interrogative
negative
95956	personal
interrogative
95959	personal
negative
95962	personal
resumption
95966	personal
95971	resumption
95973	personal
95975	personal
95977	personal
95979	interrogative
95981	personal
relative
95984	personal
circumstantial
proper
95988	personal
coordinating
relative
95992	personal
95994	personal
95996	personal
95998	personal
96000	coordinating
96002	personal
personal
96007	coordinating
96009	personal
96011	personal
96013	resumption
96015	personal
personal
96019	coordinating
96021	accusative
personal
96026	personal
future
96029	personal
96031	personal
96034	personal
96038	resumption
96040	personal
personal
96045	resumption
time
96048	location
personal
96053	vocative
96055	personal
accusative
personal
96062	accusative
personal
96065	personal
resumption
96068	interrogative
96071	vocative
96073	personal
96075	relative
96077	future
96079	personal
conditional
96082	proper
96086	resumption
time
96089	personal
coordinating
96092	personal
96096	coordinating
96098	personal
personal
interpretation
vocative
proper
certainty
96105	personal
96108	accusative
personal
96111	demonstrative
96115	accusative
demonstrative
emphatic
personal
96123	coordinating
96125	personal
personal
96130	coordinating
96132	personal
96134	personal
96140	proper
96142	demonstrative
96146	accusative
personal
96150	personal
96153	coordinating
96155	personal
personal
96158	proper
96163	coordinating
96165	personal
96167	personal
coordinating
96170	proper
coordinating
96174	personal
96176	coordinating
96180	personal
96182	coordinating
emphatic
certainty
96186	personal
96188	proper
coordinating
proper
coordinating
96193	personal
personal
coordinating
96197	personal
96203	coordinating
96205	personal
personal
resumption
96209	personal
personal
96213	coordinating
96215	personal
personal
96221	coordinating
96223	personal
personal
96229	coordinating
96231	personal
96233	personal
96239	proper
coordinating
proper
accusative
personal
96245	demonstrative
96249	accusative
personal
96253	personal
96256	coordinating
accusative
proper
emphatic
96263	time
96267	personal
interrogative
negative
96271	personal
interrogative
96274	personal
proper
coordinating
96278	personal
96282	proper
96284	personal
coordinating
96288	personal
96291	resumption
96293	personal
personal
resumption
accusative
personal
emphatic
96300	restriction
96302	proper
96305	coordinating
96307	personal
96309	personal
96315	proper
accusative
personal
96319	demonstrative
96323	accusative
personal
96327	personal
96330	coordinating
accusative
proper
emphatic
96337	time
96339	personal
personal
coordinating
96343	personal
96345	restriction
96350	coordinating
96352	personal
96355	coordinating
accusative
personal
emphatic
96360	personal
96362	personal
96364	coordinating
96368	interrogative
supplemental
negative
96372	personal
coordinating
accusative
proper
emphatic
96380	time
96387	resumption
96389	coordinating
96394	resumption
96396	personal
96399	circumstantial
personal
96402	coordinating
conditional
accusative
personal
96410	emphatic
96414	personal
96418	personal
resumption
96421	personal
personal
96426	circumstantial
personal
96429	coordinating
96431	personal
96433	personal
96437	coordinating
96439	personal
personal
96444	coordinating
96446	personal
coordinating
96449	personal
resumption
96452	personal
personal
96456	resumption
96458	personal
interrogative
96462	personal
96465	circumstantial
96467	personal
96470	coordinating
96472	personal
96476	circumstantial
personal
96479	inceptive
accusative
personal
96484	personal
emphatic
96487	personal
96489	proper
coordinating
accusative
personal
emphatic
96495	interrogative
96502	interrogative
96504	personal
interrogative
96507	personal
interrogative
supplemental
negative
96512	personal
coordinating
96515	personal
96518	resumption
96520	personal
96523	personal
conditional
96526	personal
96528	coordinating
96530	personal
location
personal
coordinating
location
96538	coordinating
emphatic
certainty
96544	accusative
personal
emphatic
96549	proper
96551	relative
96553	personal
restriction
96556	proper
96559	resumption
accusative
personal
coordinating
relative
96565	personal
negative
personal
96569	personal
96572	restriction
relative
personal
96578	coordinating
negative
96581	personal
restriction
96584	personal
96587	coordinating
accusative
personal
emphatic
personal
96594	coordinating
accusative
personal
emphatic
personal
96601	coordinating
conditional
96604	personal
emphatic
96607	personal
conditional
accusative
location
personal
96616	emphatic
96618	personal
96620	proper
96623	resumption
96625	personal
96627	personal
resumption
future
96631	personal
coordinating
emphatic
certainty
96637	personal
96640	personal
96643	accusative
personal
96646	personal
96649	coordinating
accusative
96652	personal
96654	personal
96657	resumption
96660	personal
96663	coordinating
96665	personal
resumption
future
96669	personal
interrogative
supplemental
96674	personal
96676	personal
resumption
time
96682	personal
resumption
96688	resumption
96691	personal
96694	coordinating
96696	resumption
future
96699	personal
96702	personal
96707	relative
96709	personal
coordinating
96715	coordinating
96719	proper
96726	proper
96730	retraction
relative
96733	personal
96736	coordinating
96738	interrogative
96740	personal
96743	personal
96746	resumption
96748	personal
coordinating
96753	coordinating
96755	personal
subordinating
96758	personal
96761	personal
coordinating
96766	demonstrative
96769	interrogative
96775	accusative
demonstrative
emphatic
96780	coordinating
96785	personal
interpretation
96788	personal
coordinating
96791	personal
96794	personal
accusative
demonstrative
emphatic
96800	negative
96802	personal
96804	demonstrative
96810	negative
demonstrative
restriction
96814	interrogative
96817	personal
96822	personal
retraction
personal
96829	personal
retraction
negative
96833	personal
96835	personal
coordinating
location
personal
96842	personal
96847	coordinating
96849	personal
96853	coordinating
96856	coordinating
relative
location
personal
resumption
imperative
96863	personal
96868	relative
location
96875	time
personal
96878	proper
coordinating
proper
coordinating
proper
96886	coordinating
proper
coordinating
96890	proper
coordinating
96895	demonstrative
96898	negative
96900	restriction
96904	resumption
96907	personal
coordinating
negative
96911	demonstrative
restriction
96915	negative
96917	personal
96920	coordinating
96922	personal
96924	personal
96927	personal
96929	personal
time
96936	relative
96938	personal
coordinating
96942	personal
proper
96947	accusative
personal
96950	accusative
personal
96953	personal
96956	location
personal
96959	personal
96963	coordinating
96966	coordinating
96972	personal
96974	coordinating
96976	personal
96978	personal
coordinating
96981	personal
personal
96985	coordinating
96989	coordinating
interrogative
96992	personal
96996	time
96998	personal
97001	time
97003	personal
97005	proper
coordinating
97009	personal
97011	personal
prohibition
97017	personal
97020	resumption
97022	location
personal
97027	coordinating
prohibition
97030	coordinating
97032	personal
97037	accusative
demonstrative
97040	personal
97042	personal
97044	coordinating
97047	circumstantial
97049	personal
97052	resumption
97055	personal
personal
coordinating
97059	personal
97064	emphatic
certainty
97067	personal
97071	personal
97074	personal
coordinating
accusative
97081	emphatic
97084	personal
97087	restriction
relative
97090	personal
coordinating
97093	personal
97096	coordinating
97098	relative
personal
coordinating
97102	proper
accusative
preventive
97106	personal
personal
coordinating
97111	personal
coordinating
97115	coordinating
97117	resumption
97119	personal
97121	personal
demonstrative
coordinating
accusative
97126	personal
location
personal
emphatic
97131	coordinating
97134	vocative
proper
accusative
personal
97139	personal
personal
97145	resumption
97147	location
97153	coordinating
negative
97158	cause
97160	personal
97163	proper
accusative
relative
97167	personal
97170	proper
97172	personal
97176	relative
97178	personal
97182	coordinating
negative
97185	personal
97188	coordinating
97191	coordinating
relative
location
personal
97196	demonstrative
97198	relative
97200	personal
resumption
97204	relative
97206	personal
97210	coordinating
97212	relative
97214	personal
coordinating
97217	personal
97226	coordinating
97235	personal
personal
97238	personal
97240	purpose
97242	personal
97244	personal
coordinating
purpose
97251	coordinating
97253	personal
97255	proper
proper
97260	accusative
personal
97263	time
97266	personal
97274	coordinating
97276	accusative
personal
97279	personal
97286	personal
97293	personal
personal
97296	personal
resumption
97303	coordinating
97306	coordinating
emphatic
certainty
97310	personal
proper
coordinating
97314	personal
97317	personal
97319	coordinating
97323	personal
97326	personal
coordinating
97330	personal
97332	negative
97338	personal
accusative
personal
personal
97344	resumption
97346	personal
97348	personal
97354	personal
97356	location
97358	coordinating
97360	proper
97363	coordinating
97365	coordinating
97371	demonstrative
97373	personal
resumption
97376	coordinating
97381	coordinating
accusative
97384	personal
location
personal
emphatic
97389	coordinating
97392	coordinating
97395	personal
proper
time
97400	personal
accusative
personal
97404	personal
97406	proper
97409	coordinating
97414	personal
demonstrative
97418	coordinating
97420	coordinating
97422	personal
97424	personal
97426	personal
coordinating
97429	personal
location
personal
97434	personal
coordinating
97441	coordinating
97445	personal
97447	coordinating
97450	personal
coordinating
prohibition
97454	accusative
personal
97457	personal
personal
97463	accusative
personal
97466	coordinating
97469	personal
proper
coordinating
proper
coordinating
proper
97478	coordinating
97481	accusative
personal
97484	personal
personal
97491	coordinating
accusative
personal
location
personal
emphatic
97502	coordinating
97504	proper
coordinating
97507	proper
coordinating
97512	coordinating
97517	demonstrative
97519	coordinating
accusative
97524	emphatic
97528	proper
97531	personal
97536	personal
97538	personal
97540	personal
97544	coordinating
97546	coordinating
location
personal
97553	demonstrative
relative
97556	personal
97561	accusative
demonstrative
emphatic
97565	personal
negative
97568	personal
97571	demonstrative
coordinating
accusative
97577	emphatic
97580	proper
97582	personal
personal
coordinating
97588	demonstrative
resumption
imperative
97592	personal
personal
97595	coordinating
97597	coordinating
97601	personal
97603	demonstrative
97606	location
personal
negative
97611	personal
accusative
personal
97618	personal
retraction
personal
negative
97624	personal
personal
97627	personal
personal
97630	personal
resumption
97636	personal
97638	personal
relative
97642	personal
demonstrative
resumption
97646	personal
97652	coordinating
97654	personal
relative
97657	personal
negative
97662	personal
97664	personal
97668	interrogative
97670	personal
personal
97673	coordinating
97676	personal
97679	accusative
demonstrative
emphatic
97688	accusative
preventive
personal
97692	coordinating
negative
97696	restriction
proper
97705	coordinating
97708	coordinating
relative
location
personal
97717	personal
97720	personal
97722	personal
97724	negative
97727	personal
97735	time
97737	personal
negative
97741	personal
restriction
accusative
negative
personal
97748	time
97751	personal
97755	accusative
personal
97761	resumption
time
97764	personal
personal
coordinating
97768	personal
97770	personal
97773	personal
resumption
97776	personal
97778	personal
97780	resumption
97785	personal
97787	restriction
proper
97790	coordinating
97796	vocative
proper
relative
97800	personal
subordinating
97804	relative
97806	personal
97809	personal
interrogative
97812	personal
coordinating
97815	personal
97820	personal
97823	personal
97825	personal
personal
97829	coordinating
97831	personal
personal
97836	resumption
97839	personal
resumption
accusative
personal
97844	coordinating
accusative
97847	personal
97849	personal
97856	personal
resumption
97859	personal
97863	personal
97865	resumption
accusative
personal
97878	resumption
97881	personal
emphatic
97884	emphatic
personal
97887	restriction
97889	personal
97891	personal
97895	resumption
97898	coordinating
97902	emphatic
97904	emphatic
proper
97907	personal
coordinating
97910	relative
97912	personal
97914	personal
97917	negative
97919	personal
97921	personal
97924	coordinating
negative
personal
97930	negative
personal
restriction
97937	coordinating
emphatic
97940	emphatic
97942	personal
time
97949	proper
97954	accusative
personal
97957	personal
97959	personal
97965	resumption
97967	proper
97970	personal
97973	inceptive
97975	proper
97980	coordinating
relative
97983	personal
97986	personal
97988	negative
97990	personal
restriction
purpose
97994	personal
personal
97997	proper
97999	accusative
proper
98002	location
personal
98005	relative
personal
98008	personal
98010	personal
accusative
proper
negative
98015	relative
personal
98019	conditional
98021	proper
subordinating
98025	emphatic
98028	relative
98030	relative
98033	personal
personal
proper
98043	coordinating
98055	coordinating
98062	coordinating
98066	coordinating
98074	inceptive
personal
98081	personal
98085	coordinating
98088	personal
98090	personal
coordinating
98094	personal
98101	personal
98105	personal
98113	demonstrative
proper
98116	personal
98118	personal
98121	negative
98123	restriction
personal
resumption
interrogative
98128	personal
conditional
98131	personal
resumption
accusative
proper
98137	personal
coordinating
negative
98143	personal
98146	coordinating
conditional
98149	personal
98151	personal
98153	personal
coordinating
negative
98160	coordinating
98163	personal
98165	personal
resumption
98168	personal
98170	relative
98172	personal
98174	personal
accusative
personal
98182	coordinating
time
98190	personal
98193	personal
coordinating
time
98197	personal
98200	personal
98202	relative
98206	personal
98209	coordinating
98212	proper
98214	purpose
98218	personal
98223	personal
98225	accusative
personal
98231	coordinating
relative
personal
98239	coordinating
98244	coordinating
98248	personal
98250	interrogative
98252	relative
98254	personal
coordinating
relative
negative
98259	personal
accusative
preventive
98267	vocative
98269	personal
relative
98272	personal
98274	personal
98276	personal
98278	relative
98280	personal
98282	demonstrative
98286	coordinating
98288	proper
98290	accusative
preventive
98296	personal
98301	accusative
personal
98304	personal
subordinating
98307	proper
98310	personal
98313	coordinating
98315	personal
98317	subordinating
98321	proper
98323	accusative
personal
98326	conditional
98328	personal
98330	personal
98335	proper
98339	personal
98341	personal
resumption
98344	personal
relative
98347	personal
98350	personal
98352	accusative
98355	relative
98357	personal
98359	personal
coordinating
98362	personal
98366	inceptive
demonstrative
personal
98374	personal
98377	personal
98382	coordinating
98385	personal
98387	demonstrative
98389	proper
98391	personal
98393	personal
vocative
98396	personal
resumption
98399	personal
personal
coordinating
relative
98404	personal
98407	subordinating
98409	personal
personal
coordinating
98413	personal
98415	proper
98417	personal
98420	resumption
98423	personal
relative
98426	personal
98429	resumption
98431	personal
98433	personal
demonstrative
relative
98437	personal
proper
coordinating
demonstrative
personal
98445	interrogative
supplemental
relative
98450	personal
98454	interrogative
supplemental
personal
98458	relative
98462	amendment
relative
98465	personal
98467	personal
98469	personal
98473	personal
98479	personal
98483	proper
negative
98486	proper
98489	interrogative
negative
98492	accusative
proper
98499	coordinating
98501	personal
98506	coordinating
98509	personal
98513	personal
coordinating
98516	coordinating
98518	personal
98520	coordinating
98522	personal
98524	accusative
98526	demonstrative
emphatic
98533	interrogative
supplemental
relative
98537	proper
98539	personal
98542	proper
resumption
personal
98549	personal
resumption
98556	personal
98559	proper
demonstrative
98564	proper
98574	personal
98576	relative
98578	personal
98580	personal
coordinating
98584	personal
coordinating
98587	personal
98590	proper
demonstrative
98593	proper
98596	personal
relative
98599	coordinating
relative
98602	proper
resumption
negative
98606	personal
98609	interrogative
supplemental
relative
98615	personal
98622	coordinating
98628	personal
relative
98631	personal
98633	personal
98635	relative
98638	personal
resumption
98641	personal
98646	negative
98648	personal
resumption
98651	personal
proper
98660	coordinating
emphatic
98666	conditional
98668	personal
98670	personal
coordinating
emphatic
certainty
98675	personal
98680	demonstrative
98682	proper
98686	accusative
personal
98689	personal
proper
98695	accusative
personal
98698	personal
98700	proper
98704	personal
98707	coordinating
98712	interrogative
98714	personal
98719	proper
retraction
98722	personal
negative
98725	personal
accusative
personal
98729	coordinating
accusative
personal
98733	coordinating
accusative
personal
98739	location
98741	personal
98743	personal
resumption
relative
98748	relative
98751	proper
coordinating
98757	time
98759	personal
interrogative
98763	proper
98768	coordinating
relative
98774	coordinating
98777	personal
demonstrative
personal
98783	personal
relative
98786	personal
location
98789	personal
demonstrative
98794	purpose
98796	proper
98798	personal
98800	relative
98802	personal
coordinating
98805	personal
98807	personal
98810	relative
98812	personal
98814	personal
interrogative
98817	proper
98821	personal
coordinating
98824	personal
personal
98827	relative
98830	personal
coordinating
relative
98834	proper
resumption
negative
98838	personal
98841	coordinating
relative
98844	proper
resumption
negative
98848	personal
98851	interrogative
98853	proper
98858	coordinating
emphatic
conditional
98862	personal
personal
relative
98868	coordinating
98871	emphatic
98873	emphatic
proper
98876	interrogative
supplemental
98879	personal
relative
98882	personal
98885	proper
conditional
98888	personal
proper
98892	interrogative
personal
98896	personal
coordinating
98899	personal
98902	interrogative
personal
98906	personal
98909	personal
proper
98912	personal
98917	vocative
98919	personal
98921	personal
98924	personal
accusative
personal
98928	resumption
future
98931	personal
relative
98934	personal
98937	personal
coordinating
98941	personal
98944	accusative
personal
98947	personal
98949	personal
98958	resumption
relative
98961	resumption
98964	personal
coordinating
relative
98968	resumption
accusative
preventive
98973	personal
coordinating
negative
personal
98978	personal
98981	proper
98987	personal
coordinating
relative
negative
98994	personal
resumption
98997	relative
99000	personal
99003	coordinating
99010	accusative
99012	demonstrative
emphatic
99018	personal
coordinating
99021	personal
99024	proper
99027	interrogative
supplemental
conditional
99031	personal
negative
99034	personal
99036	coordinating
negative
99039	personal
99042	proper
99047	personal
99051	coordinating
99054	coordinating
99056	personal
99058	personal
coordinating
time
99062	proper
99064	personal
99067	relative
negative
99070	personal
99074	coordinating
time
99077	relative
99080	personal
time
personal
99084	personal
99086	proper
vocative
99091	coordinating
99097	coordinating
99100	personal
99102	location
99104	personal
99106	relative
99108	personal
99110	personal
99112	personal
coordinating
conditional
accusative
99117	relative
99119	personal
relative
99125	coordinating
99127	personal
location
personal
emphatic
99132	personal
99134	personal
99142	coordinating
99145	personal
99147	proper
relative
negative
99151	personal
99153	personal
coordinating
99157	personal
99159	relative
99161	personal
coordinating
99165	personal
relative
99168	personal
99170	personal
99172	personal
resumption
time
99180	personal
coordinating
time
99184	personal
personal
99188	personal
99190	accusative
preventive
99193	personal
personal
99197	retraction
personal
99200	coordinating
accusative
99203	personal
negative
99206	personal
certainty
99209	personal
relative
99213	personal
resumption
negative
99218	personal
relative
99221	personal
99223	personal
resumption
99226	personal
99228	relative
99230	personal
coordinating
relative
99234	personal
99236	demonstrative
future
99239	personal
99241	relative
99243	personal
coordinating
negative
personal
99249	interrogative
supplemental
negative
99253	personal
accusative
proper
99260	relative
99262	coordinating
99264	accusative
99266	demonstrative
emphatic
99272	personal
99274	vocative
99276	personal
relative
99279	personal
99282	personal
prohibition
99285	personal
99288	proper
accusative
proper
99295	accusative
personal
personal
99302	coordinating
99304	personal
99307	personal
coordinating
99310	personal
99312	personal
99315	subordinating
99317	personal
99320	coordinating
negative
99323	personal
coordinating
99326	personal
99328	relative
99331	personal
99334	personal
99337	subordinating
99339	personal
99343	circumstantial
personal
negative
99347	personal
subordinating
99351	vocative
99354	relative
99356	personal
99359	proper
coordinating
conditional
99363	personal
emphatic
99368	coordinating
99370	conditional
accusative
proper
99374	personal
emphatic
99377	personal
99381	coordinating
99387	conditional
accusative
99390	personal
99392	cause
99397	answer
certainty
99400	personal
99402	personal
resumption
99405	personal
99407	personal
coordinating
99410	personal
coordinating
99413	personal
99417	coordinating
99422	relative
99424	personal
99426	proper
99428	personal
99430	interrogative
99433	proper
99438	coordinating
99440	proper
relative
99443	personal
99446	personal
negative
99449	personal
99452	coordinating
negative
personal
99456	personal
proper
99461	coordinating
personal
99468	personal
99472	coordinating
99475	coordinating
relative
99478	personal
99481	proper
demonstrative
personal
99487	interrogative
supplemental
99490	proper
99492	personal
personal
99498	coordinating
emphatic
certainty
99503	personal
coordinating
99506	relative
99509	personal
emphatic
conditional
99513	personal
emphatic
99516	emphatic
99518	personal
coordinating
emphatic
99522	emphatic
99526	retraction
proper
resumption
99530	coordinating
99535	coordinating
negative
99538	personal
proper
99542	personal
circumstantial
99548	personal
99552	coordinating
99558	personal
99560	personal
coordinating
99564	relative
99566	personal
coordinating
99572	resumption
99574	relative
99578	coordinating
relative
99583	restriction
relative
99586	proper
coordinating
99590	personal
99592	coordinating
time
personal
99597	personal
coordinating
99605	personal
coordinating
99610	coordinating
99615	coordinating
99618	coordinating
99620	location
personal
99625	coordinating
personal
negative
99629	personal
coordinating
99634	relative
99636	coordinating
personal
99640	relative
99642	personal
coordinating
99645	relative
99647	personal
99649	proper
99651	inceptive
time
99654	personal
personal
99658	personal
coordinating
99662	personal
99664	personal
interrogative
negative
99668	personal
99671	personal
99673	personal
99675	personal
99678	personal
coordinating
99681	personal
personal
99685	personal
demonstrative
99688	personal
answer
coordinating
amendment
99701	personal
99703	proper
99706	personal
coordinating
99712	coordinating
99714	relative
99716	personal
99718	personal
99721	proper
99723	inceptive
time
99726	personal
personal
coordinating
99731	personal
coordinating
99735	personal
99737	personal
99740	personal
99742	personal
resumption
99745	personal
personal
99748	coordinating
99750	personal
99754	proper
relative
99757	personal
99759	personal
coordinating
99762	personal
99768	proper
location
99771	resumption
99776	coordinating
99786	personal
99790	personal
coordinating
99793	location
personal
99798	coordinating
99803	proper
99812	proper
99820	coordinating
99830	negative
99832	restriction
personal
99835	personal
99838	negative
99842	proper
restriction
relative
99846	personal
resumption
negative
99850	personal
99852	personal
99857	time
personal
99860	proper
coordinating
99866	personal
coordinating
99873	personal
purpose
99876	personal
personal
coordinating
99880	personal
99884	purpose
99886	personal
99888	personal
99891	resumption
99893	personal
personal
resumption
interrogative
99899	personal
coordinating
99902	demonstrative
99906	personal
99908	relative
99910	personal
accusative
personal
99916	relative
99918	personal
99921	coordinating
relative
99924	personal
99926	personal
99930	personal
coordinating
99933	personal
99935	personal
coordinating
99938	personal
99940	relative
99942	personal
99944	personal
99946	personal
99950	coordinating
99952	resumption
99955	relative
99957	personal
coordinating
99960	personal
99962	personal
coordinating
99965	personal
99970	personal
coordinating
99973	personal
99975	proper
relative
99978	personal
personal
coordinating
relative
99985	personal
coordinating
99988	personal
coordinating
99991	personal
accusative
personal
personal
99999	coordinating
100001	personal
100004	coordinating
conditional
100009	time
result
certainty
100013	personal
personal
coordinating
demonstrative
personal
100022	accusative
relative
100025	personal
100027	personal
emphatic
100030	proper
100034	personal
100036	personal
time
100039	personal
100043	coordinating
100045	personal
100047	personal
100049	personal
100051	personal
personal
100054	coordinating
100056	personal
personal
100059	coordinating
100061	personal
100064	personal
resumption
interrogative
100071	demonstrative
100073	accusative
personal
time
100077	proper
100079	personal
100081	personal
coordinating
conditional
100086	personal
100088	personal
resumption
100093	proper
100098	personal
relative
100101	personal
100103	personal
coordinating
100107	personal
100112	coordinating
negative
100115	restriction
relative
100118	resumption
100120	personal
proper
100124	personal
100127	coordinating
conditional
100143	personal
100145	relative
100149	personal
purpose
100156	personal
100158	negative
100161	proper
100163	personal
100166	relative
100172	proper
100183	relative
100185	negative
100189	accusative
proper
100194	coordinating
100196	personal
100200	time
100203	location
100207	negative
100213	coordinating
negative
100221	coordinating
relative
100226	coordinating
proper
100232	circumstantial
relative
100235	personal
100238	personal
negative
100241	personal
100244	accusative
proper
personal
100251	interrogative
supplemental
negative
100255	personal
100259	coordinating
100261	personal
interrogative
100265	relative
100267	personal
100270	personal
100272	personal
personal
100276	personal
100278	coordinating
100283	resumption
100285	personal
proper
100289	personal
coordinating
negative
100294	personal
100296	proper
100299	demonstrative
100301	accusative
personal
100305	personal
100307	personal
100311	resumption
100313	personal
resumption
100316	personal
proper
accusative
personal
100324	coordinating
emphatic
certainty
100328	personal
proper
100332	personal
coordinating
100337	proper
coordinating
proper
coordinating
proper
resumption
100344	personal
100347	resumption
time
100350	personal
100356	personal
100358	personal
100360	personal
100362	relative
100364	personal
location
personal
coordinating
100369	personal
100371	personal
coordinating
negative
100377	restriction
100380	coordinating
100382	proper
100384	personal
personal
100387	proper
coordinating
imperative
100392	personal
accusative
personal
100396	subordinating
100399	personal
coordinating
subordinating
100408	coordinating
100410	proper
accusative
personal
100414	personal
100417	personal
coordinating
100420	personal
100424	negative
100430	coordinating
100436	proper
100439	personal
interrogative
100442	personal
100444	subordinating
100447	personal
proper
coordinating
certainty
100452	personal
100458	personal
coordinating
conditional
100463	resumption
100465	personal
100467	personal
coordinating
conditional
100473	personal
100475	relative
100477	personal
accusative
proper
negative
100482	relative
personal
100486	vocative
100488	personal
100490	personal
100499	resumption
relative
100502	personal
100505	proper
conditional
100508	personal
100510	proper
negative
100513	personal
restriction
relative
100517	coordinating
negative
100520	personal
restriction
100525	coordinating
100527	relative
100529	vocative
100531	personal
accusative
personal
100536	personal
100544	proper
coordinating
proper
coordinating
proper
coordinating
relative
100553	personal
coordinating
negative
proper
100562	coordinating
vocative
100565	personal
accusative
personal
100570	personal
100576	personal
100578	negative
100580	personal
100582	proper
100585	coordinating
relative
100588	proper
resumption
negative
100592	personal
100595	coordinating
emphatic
certainty
100599	personal
proper
100606	resumption
negative
100609	personal
100613	relative
100615	personal
100617	personal
inceptive
time
100622	personal
negative
100625	proper
100628	personal
100631	demonstrative
100633	proper
relative
personal
100638	relative
100640	personal
100643	proper
100648	personal
100651	location
proper
coordinating
location
relative
100657	personal
100659	demonstrative
100661	proper
100667	coordinating
100669	proper
vocative
proper
100674	personal
100676	accusative
personal
100684	cause
100688	proper
coordinating
accusative
personal
emphatic
100694	personal
100696	coordinating
100698	demonstrative
100701	proper
100704	personal
coordinating
100710	coordinating
negative
100713	proper
restriction
100717	coordinating
100719	relative
100721	vocative
100723	personal
100725	personal
personal
100728	personal
100732	vocative
100734	personal
accusative
preventive
demonstrative
100743	coordinating
accusative
100747	personal
100751	relative
100754	resumption
negative
100757	restriction
100759	personal
coordinating
relative
100766	coordinating
100768	circumstantial
personal
100771	resumption
demonstrative
100774	personal
100776	proper
100778	personal
100780	personal
100784	coordinating
vocative
100787	personal
relative
100790	personal
100792	personal
100796	circumstantial
100798	personal
personal
100804	personal
personal
purpose
100809	proper
coordinating
100813	personal
relative
100817	personal
100819	personal
100821	coordinating
personal
100824	personal
100830	negative
100832	accusative
relative
100835	personal
personal
100838	personal
100841	personal
100846	coordinating
negative
100851	coordinating
accusative
100854	personal
100856	proper
coordinating
accusative
100861	personal
100865	coordinating
future
100868	personal
relative
100872	personal
coordinating
100876	personal
100878	proper
accusative
proper
100885	resumption
100887	personal
proper
100890	relative
100892	personal
coordinating
100897	proper
100904	personal
100906	personal
100908	coordinating
100910	coordinating
100916	personal
100918	proper
100922	coordinating
time
100925	personal
100929	resumption
100934	relative
100936	personal
accusative
personal
100940	personal
100942	personal
100944	resumption
interrogative
personal
100949	personal
100955	relative
100957	personal
accusative
personal
100962	personal
accusative
proper
certainty
100967	location
100970	coordinating
100972	relative
100978	proper
100980	personal
100982	personal
100985	personal
100991	personal
interrogative
supplemental
negative
100997	personal
100999	personal
101004	personal
answer
101007	personal
resumption
101010	personal
coordinating
negative
101016	restriction
101019	accusative
personal
emphatic
101024	personal
coordinating
relative
101028	personal
101034	coordinating
101040	negative
101045	personal
coordinating
101048	personal
101051	coordinating
101053	personal
101057	coordinating
emphatic
certainty
101061	personal
proper
101065	coordinating
101067	personal
101069	proper
101073	coordinating
101079	resumption
101081	accusative
101083	proper
101085	coordinating
101089	personal
coordinating
101095	personal
101099	coordinating
101102	accusative
relative
101105	personal
101108	proper
101113	personal
negative
101117	personal
restriction
101120	negative
personal
101124	personal
resumption
101128	proper
accusative
personal
personal
101136	emphatic
101140	coordinating
101148	coordinating
accusative
101153	negative
101155	personal
coordinating
negative
101161	coordinating
101164	coordinating
relative
101167	personal
coordinating
101170	personal
101173	coordinating
negative
101178	relative
101180	personal
accusative
101184	emphatic
101186	negative
101189	personal
coordinating
accusative
101195	negative
101197	personal
coordinating
101201	personal
101203	personal
personal
101207	personal
accusative
relative
101211	personal
101214	personal
future
101217	personal
proper
101220	proper
relative
101224	personal
101227	purpose
101229	personal
101231	personal
coordinating
101236	accusative
proper
emphatic
101244	coordinating
accusative
101249	negative
101251	personal
demonstrative
proper
101255	personal
101259	negative
101261	restriction
personal
resumption
interrogative
101266	personal
101268	demonstrative
101270	relative
101272	personal
101275	proper
101277	personal
proper
relative
101282	personal
101286	coordinating
101290	coordinating
101292	personal
coordinating
101296	personal
coordinating
101299	personal
101303	demonstrative
proper
101306	personal
resumption
101309	proper
101313	personal
101316	negative
101318	restriction
personal
resumption
101322	personal
personal
101326	personal
101332	proper
101337	accusative
personal
101340	personal
subordinating
101343	relative
101345	personal
101348	proper
time
101351	personal
101356	personal
coordinating
101359	personal
subordinating
101366	personal
relative
101369	personal
101372	coordinating
101375	coordinating
101378	coordinating
101380	personal
101382	coordinating
purpose
101385	personal
101387	personal
coordinating
purpose
101391	personal
101393	coordinating
101395	personal
relative
101400	coordinating
purpose
101403	personal
101406	coordinating
accusative
personal
101410	personal
personal
relative
101414	coordinating
101416	coordinating
time
101420	resumption
accusative
preventive
101425	personal
101427	coordinating
101429	interrogative
negative
101433	relative
101435	personal
101438	proper
interrogative
101441	personal
relative
101444	personal
101448	coordinating
101450	relative
101452	personal
101454	personal
101456	personal
resumption
future
101460	personal
time
101466	personal
coordinating
101471	personal
101475	coordinating
101480	personal
coordinating
101484	personal
interrogative
relative
101488	personal
101490	personal
101493	proper
101495	personal
101497	personal
101499	personal
retraction
negative
101508	demonstrative
101510	proper
101513	demonstrative
101515	relative
101517	personal
101519	personal
101527	coordinating
101529	relative
101531	personal
101533	personal
101535	personal
101537	proper
101540	personal
coordinating
101546	resumption
101548	accusative
101550	proper
101552	coordinating
explanation
101555	emphatic
personal
101558	relative
101560	personal
coordinating
101563	emphatic
personal
resumption
101567	personal
101569	personal
coordinating
emphatic
certainty
101574	personal
101578	personal
101580	personal
relative
101583	personal
101585	personal
coordinating
101588	personal
relative
negative
101593	personal
coordinating
negative
101599	subordinating
101603	restriction
101606	proper
resumption
time
101611	proper
101616	coordinating
101618	time
101621	proper
relative
101625	personal
101628	purpose
101630	personal
101632	personal
coordinating
101635	personal
101637	personal
coordinating
101640	personal
101642	personal
101644	coordinating
purpose
101647	personal
101649	personal
101653	personal
coordinating
101656	personal
coordinating
101662	personal
coordinating
101665	personal
101667	personal
resumption
101671	proper
101673	personal
interrogative
supplemental
negative
101678	personal
101682	coordinating
101684	personal
interrogative
101688	relative
101691	personal
101693	personal
101696	personal
coordinating
101700	coordinating
101705	resumption
negative
101709	personal
relative
101712	personal
101714	personal
resumption
time
101718	personal
101720	personal
101725	personal
101727	relative
location
personal
101733	coordinating
101736	personal
relative
101739	personal
101741	personal
101743	personal
resumption
time
101747	personal
101749	personal
101751	personal
101753	personal
101755	proper
101757	personal
coordinating
101760	personal
101762	relative
101764	personal
101766	personal
101768	resumption
negative
101772	personal
101774	personal
time
101777	personal
101779	personal
101781	proper
relative
certainty
101787	personal
coordinating
101790	time
101803	personal
proper
101809	personal
101811	coordinating
101813	resumption
101816	personal
resumption
personal
negative
101821	personal
coordinating
101824	personal
101826	personal
101830	relative
101832	personal
101834	personal
coordinating
101838	personal
101840	coordinating
101843	personal
coordinating
101846	personal
101848	resumption
101850	accusative
personal
101854	accusative
preventive
personal
101859	personal
101862	personal
accusative
preventive
101866	personal
101869	resumption
101871	personal
101873	personal
coordinating
101876	personal
personal
coordinating
101883	relative
negative
101886	personal
101889	coordinating
personal
101894	personal
101896	accusative
relative
101899	personal
coordinating
101902	personal
101906	personal
101911	interrogative
accusative
personal
emphatic
101916	personal
101918	relative
101924	coordinating
101926	personal
101928	personal
101930	demonstrative
101934	coordinating
101937	personal
101941	personal
coordinating
101945	personal
coordinating
101949	personal
101951	personal
101959	coordinating
101964	circumstantial
personal
101967	coordinating
101970	personal
coordinating
101976	personal
101978	coordinating
101981	personal
101983	personal
101985	resumption
101987	personal
101992	coordinating
101998	personal
coordinating
102001	personal
102008	coordinating
102010	demonstrative
102016	resumption
conditional
102019	personal
resumption
102023	personal
personal
102028	proper
coordinating
proper
time
102033	personal
102039	personal
coordinating
102043	personal
subordinating
negative
102047	personal
restriction
proper
102051	personal
conditional
102055	personal
emphatic
102059	resumption
accusative
personal
102063	relative
102065	personal
102067	personal
102069	resumption
conditional
proper
resumption
102074	personal
102082	coordinating
102084	personal
relative
102088	personal
102090	interrogative
supplemental
negative
102094	personal
accusative
proper
relative
102099	personal
personal
102103	personal
102105	coordinating
102107	personal
102110	personal
102112	personal
resumption
102115	personal
102117	personal
102123	purpose
102125	personal
102134	coordinating
emphatic
102140	coordinating
personal
negative
102144	personal
coordinating
conditional
proper
resumption
102150	personal
personal
resumption
102154	personal
102160	resumption
102162	personal
102169	relative
102171	personal
102173	personal
coordinating
102176	personal
relative
102179	personal
coordinating
102182	personal
102184	personal
coordinating
time
102189	proper
102193	resumption
personal
102196	personal
inceptive
time
relative
102201	personal
personal
102205	personal
102207	personal
coordinating
102210	personal
coordinating
102213	personal
102215	relative
102217	personal
102219	personal
coordinating
102222	personal
102225	personal
102227	interrogative
102229	personal
102231	personal
102233	personal
102235	personal
proper
relative
102241	coordinating
personal
102244	personal
102247	coordinating
102249	personal
102251	personal
coordinating
negative
102255	personal
102257	personal
subordinating
102261	personal
102263	personal
coordinating
negative
102267	personal
coordinating
negative
102271	personal
coordinating
amendment
102275	personal
accusative
proper
negative
102282	relative
102284	personal
coordinating
demonstrative
102288	personal
relative
102291	personal
102294	personal
102296	personal
coordinating
102299	personal
102303	resumption
conditional
102306	personal
resumption
102312	personal
coordinating
conditional
102316	personal
resumption
negative
personal
102323	coordinating
102325	personal
102327	personal
102329	resumption
102331	personal
102333	personal
relative
location
102337	personal
coordinating
relative
102341	personal
coordinating
102345	personal
102350	certainty
102354	personal
102358	coordinating
102361	accusative
personal
102364	personal
102366	coordinating
102368	relative
102370	personal
prohibition
102373	personal
102375	demonstrative
102377	proper
coordinating
102380	personal
102382	personal
accusative
personal
102386	personal
resumption
emphatic
102390	emphatic
relative
102393	personal
102396	coordinating
emphatic
102399	emphatic
personal
102402	relative
102404	personal
102406	personal
demonstrative
102410	proper
102414	personal
102416	personal
102422	relative
102424	personal
102427	personal
102429	personal
coordinating
102432	relative
102434	personal
102436	personal
102438	personal
relative
102441	personal
personal
102446	coordinating
102450	personal
102453	personal
purpose
102456	personal
102460	accusative
relative
102463	personal
102465	personal
proper
coordinating
102469	personal
102472	personal
102475	subordinating
negative
102478	personal
coordinating
prohibition
102482	personal
coordinating
102485	personal
102488	proper
relative
102491	personal
102493	personal
personal
102496	personal
102502	coordinating
102506	coordinating
102508	personal
102510	personal
relative
102514	personal
coordinating
102517	personal
102519	personal
relative
102522	personal
102527	coordinating
relative
102532	relative
102535	proper
coordinating
102539	coordinating
102541	accusative
personal
102545	proper
coordinating
negative
102551	coordinating
negative
102557	relative
personal
102560	resumption
time
relative
location
personal
coordinating
location
personal
102569	accusative
personal
102573	coordinating
negative
102576	personal
restriction
relative
102580	personal
coordinating
negative
102584	personal
restriction
102589	coordinating
explanation
102592	emphatic
personal
102596	proper
102598	resumption
102601	proper
accusative
personal
personal
102609	coordinating
102612	personal
102615	coordinating
102618	coordinating
102621	coordinating
102624	prohibition
102626	personal
102630	coordinating
negative
102635	coordinating
102637	personal
102639	proper
relative
102642	personal
conditional
102645	personal
personal
102648	personal
resumption
conditional
102652	personal
resumption
relative
location
102657	personal
102659	personal
102661	personal
102665	coordinating
102668	coordinating
personal
negative
102672	personal
coordinating
102676	personal
accusative
personal
102683	resumption
time
102686	personal
102688	personal
102692	coordinating
102694	accusative
relative
102697	personal
emphatic
102702	accusative
personal
102708	accusative
relative
102711	personal
102714	personal
negative
102717	personal
102719	personal
interrogative
supplemental
relative
102728	coordinating
relative
102736	personal
relative
102739	personal
accusative
personal
102743	relative
102745	personal
102747	accusative
relative
102750	personal
102754	time
102756	personal
coordinating
accusative
personal
emphatic
102763	negative
102765	personal
102771	personal
coordinating
negative
102776	personal
102781	negative
102784	personal
restriction
relative
certainty
102794	personal
accusative
102797	personal
emphatic
102801	coordinating
102805	coordinating
conditional
102808	personal
personal
proper
102812	emphatic
102814	personal
exhortation
102818	personal
interrogative
102821	coordinating
102824	personal
102826	relative
102828	personal
102830	coordinating
102832	coordinating
relative
negative
102836	personal
102839	personal
102841	coordinating
personal
102844	personal
102846	demonstrative
102848	personal
102852	coordinating
emphatic
certainty
102856	personal
proper
102860	resumption
102863	personal
coordinating
conditional
102870	personal
emphatic
102873	location
personal
coordinating
accusative
personal
emphatic
102882	personal
102884	relative
102887	resumption
102890	personal
coordinating
relative
102894	resumption
102896	personal
coordinating
negative
102900	personal
102907	personal
102912	coordinating
negative
102919	personal
coordinating
negative
102925	coordinating
negative
102928	restriction
102931	personal
coordinating
102935	personal
interrogative
102938	personal
102940	personal
102942	personal
personal
negative
102946	personal
102949	coordinating
102952	personal
relative
102955	personal
102957	personal
102960	coordinating
102962	personal
negative
102965	personal
102968	negative
102976	coordinating
conditional
102979	personal
102982	resumption
102985	coordinating
emphatic
conditional
102989	personal
personal
102993	personal
102998	personal
emphatic
103001	emphatic
demonstrative
103004	personal
coordinating
negative
103011	coordinating
emphatic
conditional
103015	personal
103018	personal
accusative
103021	personal
location
personal
emphatic
103027	resumption
emphatic
103030	emphatic
relative
103033	personal
103035	relative
103037	personal
coordinating
emphatic
103041	emphatic
personal
103046	coordinating
time
103049	personal
103054	coordinating
103058	personal
coordinating
time
103062	personal
103065	resumption
103070	interrogative
103072	personal
conditional
103077	proper
coordinating
103080	personal
103082	personal
relative
103086	relative
personal
103091	future
103093	personal
103095	personal
103099	coordinating
103102	personal
103106	personal
accusative
personal
103111	interrogative
supplemental
negative
103117	personal
accusative
personal
103124	inceptive
accusative
personal
103132	personal
inceptive
accusative
personal
103143	demonstrative
103146	personal
coordinating
103149	relative
103152	personal
proper
103159	personal
relative
103164	coordinating
relative
103169	coordinating
personal
103179	personal
103182	personal
coordinating
103187	personal
103191	personal
coordinating
103194	personal
103196	relative
103200	inceptive
accusative
proper
personal
103208	coordinating
relative
103211	personal
103214	personal
103216	proper
103219	personal
coordinating
negative
personal
103224	personal
103227	coordinating
103229	demonstrative
103231	personal
103233	personal
proper
103236	purpose
103241	coordinating
relative
103244	personal
coordinating
103250	negative
103253	personal
103257	proper
coordinating
103263	coordinating
conditional
103266	proper
emphatic
103269	personal
103272	coordinating
amendment
103275	relative
103279	personal
coordinating
103283	negative
103285	personal
103288	coordinating
negative
103291	coordinating
103293	personal
103296	personal
103298	resumption
proper
personal
103303	coordinating
personal
103308	coordinating
personal
103314	coordinating
relative
103317	personal
103319	personal
103322	resumption
103324	personal
103326	proper
demonstrative
proper
103330	personal
103332	personal
103334	personal
coordinating
103337	personal
103342	coordinating
103347	personal
103350	personal
103352	coordinating
103358	personal
103360	personal
103364	personal
103366	coordinating
personal
103373	personal
103377	coordinating
103384	relative
103386	coordinating
103388	accusative
personal
103396	personal
103400	relative
103403	personal
proper
coordinating
relative
103408	personal
103410	personal
coordinating
relative
103414	personal
103416	personal
proper
coordinating
proper
coordinating
proper
subordinating
103424	personal
103427	coordinating
prohibition
103430	personal
103432	personal
103437	relative
103439	personal
103441	personal
proper
103445	personal
relative
103448	coordinating
103451	personal
relative
103454	coordinating
negative
103457	personal
restriction
103461	relative
103463	personal
103467	location
personal
coordinating
conditional
103475	personal
103479	emphatic
103481	location
personal
coordinating
accusative
relative
103487	personal
103492	personal
emphatic
103497	personal
103499	resumption
103501	demonstrative
resumption
103504	coordinating
103507	subordinating
103509	personal
coordinating
prohibition
103514	personal
coordinating
103518	personal
103520	relative
103522	proper
103525	coordinating
103527	personal
purpose
103530	location
personal
proper
103534	personal
coordinating
103537	personal
103539	personal
103541	personal
coordinating
103544	personal
103546	personal
negative
103549	location
personal
coordinating
location
personal
proper
103556	location
personal
coordinating
103560	personal
103563	coordinating
relative
103566	personal
103568	proper
103571	relative
103574	personal
103576	personal
103578	location
103580	personal
coordinating
103583	personal
103585	coordinating
103587	personal
103590	proper
relative
103598	coordinating
103601	coordinating
relative
103604	personal
accusative
103611	personal
relative
negative
103615	personal
103617	personal
coordinating
relative
103621	personal
103624	personal
coordinating
103627	personal
accusative
personal
103632	inceptive
accusative
relative
103636	personal
103640	emphatic
103644	proper
103648	personal
103650	relative
103652	coordinating
personal
103658	relative
103666	personal
103669	personal
coordinating
relative
103678	personal
103680	personal
coordinating
negative
103684	personal
103690	coordinating
103692	personal
103695	personal
103697	personal
103701	relative
negative
103705	personal
proper
coordinating
conditional
103712	emphatic
103714	location
personal
coordinating
accusative
103721	personal
103729	relative
103731	personal
coordinating
personal
103736	personal
coordinating
relative
103740	personal
coordinating
103743	personal
103751	personal
relative
103754	personal
location
103757	personal
demonstrative
personal
103764	demonstrative
relative
103767	proper
103769	personal
relative
103772	personal
coordinating
103775	personal
103779	negative
103781	personal
103783	personal
103785	restriction
103791	coordinating
relative
103797	personal
103799	personal
103801	accusative
proper
103805	coordinating
103807	personal
103810	proper
103812	resumption
conditional
103815	proper
103819	personal
coordinating
103822	proper
103825	coordinating
103831	personal
accusative
personal
103839	coordinating
personal
relative
103847	personal
coordinating
103853	coordinating
103855	relative
103857	personal
coordinating
103860	relative
103862	personal
coordinating
103865	personal
103868	coordinating
103870	personal
103873	personal
coordinating
103878	personal
103881	coordinating
conditional
103884	proper
103889	personal
emphatic
103892	personal
103896	coordinating
amendment
103901	relative
103903	accusative
personal
103907	personal
103910	coordinating
personal
relative
103918	relative
103920	personal
coordinating
103924	personal
coordinating
personal
103931	coordinating
103934	personal
103938	coordinating
103941	coordinating
relative
103945	personal
103948	coordinating
personal
103952	personal
time
103956	coordinating
relative
103959	personal
103962	resumption
103964	relative
103967	personal
coordinating
103972	coordinating
negative
personal
103980	coordinating
negative
103983	personal
103986	proper
103989	coordinating
negative
103992	coordinating
103995	personal
104004	conditional
104009	resumption
104011	personal
104015	personal
accusative
104018	demonstrative
emphatic
104025	coordinating
104027	personal
104029	relative
104031	personal
coordinating
104036	coordinating
104038	relative
104040	personal
104043	personal
negative
104046	personal
104049	resumption
relative
104052	personal
104055	resumption
104061	coordinating
relative
location
proper
104066	coordinating
104069	relative
104071	personal
coordinating
104075	personal
104077	personal
coordinating
relative
104081	personal
104085	coordinating
104088	coordinating
time
relative
104092	personal
personal
104095	personal
coordinating
relative
104099	personal
104102	personal
coordinating
104105	personal
104108	coordinating
104110	personal
104112	location
personal
coordinating
104116	relative
104118	personal
personal
104121	personal
coordinating
relative
time
104126	personal
104129	personal
104131	personal
coordinating
104137	personal
resumption
relative
104141	coordinating
104143	resumption
104145	personal
104147	proper
accusative
personal
negative
104154	coordinating
emphatic
relative
104158	time
104160	personal
resumption
demonstrative
negative
104165	personal
104168	accusative
preventive
104173	relative
104175	personal
104178	coordinating
104180	personal
104188	demonstrative
104190	personal
104193	coordinating
emphatic
relative
104197	coordinating
104199	accusative
demonstrative
emphatic
104206	coordinating
relative
104209	proper
resumption
negative
104213	personal
104218	personal
coordinating
104223	time
104225	personal
104229	personal
interrogative
104235	coordinating
104237	personal
104239	personal
104241	personal
104247	personal
104251	coordinating
104253	relative
104255	personal
accusative
104259	relative
104261	personal
104263	personal
coordinating
104266	personal
104270	inceptive
accusative
104277	coordinating
negative
104281	personal
104285	personal
personal
104289	proper
coordinating
relative
104293	proper
resumption
negative
104297	personal
104301	personal
104304	personal
104307	subordinating
104310	negative
104313	personal
104315	proper
negative
104318	personal
104321	time
coordinating
negative
104325	personal
104328	resumption
conditional
104331	personal
resumption
negative
104335	personal
personal
104338	personal
104340	negative
104342	personal
restriction
104346	coordinating
accusative
personal
time
104351	personal
104355	personal
104359	personal
coordinating
conditional
104363	personal
104366	relative
104369	personal
resumption
accusative
104376	proper
104380	coordinating
104384	relative
104388	relative
104391	coordinating
104394	relative
104398	coordinating
104400	personal
104402	coordinating
104404	coordinating
104406	relative
104409	accusative
personal
104413	coordinating
negative
104418	subordinating
104420	personal
proper
restriction
104424	coordinating
104427	personal
104429	coordinating
104432	resumption
104436	personal
relative
104439	accusative
personal
104443	coordinating
104445	demonstrative
104447	personal
104449	personal
104453	personal
negative
104456	personal
104458	relative
104461	coordinating
negative
104465	coordinating
amendment
104468	personal
personal
104473	personal
relative
104478	personal
coordinating
accusative
personal
emphatic
104488	proper
relative
104491	personal
relative
104496	coordinating
relative
104501	inceptive
104503	proper
104513	accusative
personal
104516	personal
personal
proper
104520	accusative
personal
104523	personal
coordinating
accusative
personal
104531	location
personal
emphatic
104536	interrogative
supplemental
104540	personal
104544	subordinating
104546	personal
104549	coordinating
interrogative
104552	personal
104558	coordinating
negative
104561	personal
104564	restriction
104566	personal
104568	personal
104570	personal
resumption
104573	personal
104576	personal
104578	coordinating
104583	coordinating
emphatic
conditional
104587	personal
personal
relative
104593	coordinating
104596	emphatic
104598	emphatic
104600	personal
104605	relative
104608	personal
104612	coordinating
104615	personal
104617	personal
104619	accusative
personal
104622	personal
coordinating
relative
104632	resumption
104634	personal
104636	personal
104640	demonstrative
104642	personal
coordinating
relative
104649	personal
coordinating
104653	personal
104657	coordinating
104660	relative
104662	personal
purpose
104665	personal
104668	personal
coordinating
104671	personal
104674	personal
time
104677	personal
104679	personal
coordinating
104682	personal
104684	relative
104687	personal
demonstrative
coordinating
negative
104692	personal
104694	personal
104696	coordinating
accusative
personal
104701	personal
emphatic
104704	coordinating
104706	personal
104708	personal
104711	personal
104713	accusative
104716	emphatic
104719	coordinating
104722	relative
104725	coordinating
104727	personal
104731	coordinating
time
104735	personal
104737	relative
104745	personal
104747	coordinating
personal
104750	interrogative
supplemental
relative
104757	coordinating
personal
104764	coordinating
104766	personal
104769	relative
personal
104775	interrogative
104777	personal
104779	personal
future
104783	personal
coordinating
104786	personal
coordinating
104789	personal
conditional
104794	negative
104796	personal
personal
negative
104800	personal
104802	demonstrative
104805	negative
personal
restriction
104809	personal
coordinating
104812	personal
personal
104817	personal
resumption
personal
104821	personal
104823	retraction
104825	personal
accusative
personal
104829	personal
104831	personal
104834	coordinating
accusative
personal
104839	personal
104841	coordinating
104843	demonstrative
negative
104846	personal
104849	personal
104854	restriction
104857	personal
accusative
personal
104861	personal
104863	personal
104866	coordinating
accusative
personal
104871	personal
104874	interrogative
supplemental
conditional
104878	personal
personal
104883	relative
104885	personal
104887	personal
104889	personal
104891	personal
accusative
personal
104895	relative
104897	personal
104899	personal
104901	resumption
104903	personal
104905	personal
resumption
104908	interrogative
104913	coordinating
time
104916	proper
104919	personal
coordinating
104922	personal
accusative
personal
104927	relative
104929	personal
restriction
relative
104933	personal
coordinating
accusative
personal
future
104939	personal
coordinating
104942	personal
104947	personal
accusative
personal
104951	personal
retraction
104954	personal
demonstrative
coordinating
104958	personal
104961	personal
104964	coordinating
104967	coordinating
time
104970	personal
104974	personal
demonstrative
104977	coordinating
accusative
personal
104981	personal
104983	coordinating
104985	personal
exhortation
104988	demonstrative
104990	proper
104997	interrogative
personal
105000	personal
105003	personal
personal
105006	personal
location
personal
105010	personal
105016	coordinating
105018	personal
105020	personal
105024	purpose
105027	personal
105030	coordinating
105033	personal
105036	relative
105038	personal
coordinating
conditional
subordinating
105047	emphatic
105049	personal
105051	relative
105058	personal
105062	coordinating
105065	personal
105067	personal
coordinating
105071	personal
105073	coordinating
105076	personal
105078	personal
coordinating
105081	coordinating
negative
105084	demonstrative
exceptive
105091	coordinating
105094	location
105096	personal
105100	coordinating
relative
105109	personal
105111	resumption
personal
105114	personal
105116	coordinating
accusative
personal
emphatic
105121	personal
personal
105126	coordinating
105128	personal
accusative
personal
105132	inceptive
time
105135	personal
105137	vocative
accusative
location
personal
coordinating
location
personal
105147	resumption
105151	coordinating
negative
105154	personal
105157	time
105159	personal
accusative
personal
105166	interrogative
supplemental
personal
105172	coordinating
105176	coordinating
relative
105182	coordinating
explanation
105185	emphatic
105187	personal
resumption
accusative
personal
105192	personal
105194	coordinating
105196	emphatic
personal
relative
105200	personal
personal
resumption
accusative
personal
105206	personal
105208	resumption
105211	relative
105214	personal
accusative
personal
105220	coordinating
accusative
personal
emphatic
105226	personal
coordinating
105230	personal
coordinating
future
105234	personal
coordinating
105237	relative
105239	personal
105242	personal
105245	personal
interrogative
105248	personal
105255	personal
coordinating
emphatic
certainty
105260	personal
proper
105264	personal
105266	proper
coordinating
105269	personal
coordinating
105272	accusative
personal
105278	resumption
time
105281	personal
105284	personal
time
personal
105288	personal
105290	personal
coordinating
negative
105294	personal
105297	restriction
personal
105302	personal
coordinating
105305	personal
personal
105310	accusative
personal
105313	personal
coordinating
105316	personal
vocative
105323	personal
105325	personal
105327	relative
105329	location
personal
accusative
personal
emphatic
105335	resumption
time
105338	personal
105340	personal
105343	time
personal
105346	personal
coordinating
105349	proper
105352	personal
105354	vocative
105356	personal
interrogative
105360	personal
105362	proper
coordinating
demonstrative
105370	personal
interrogative
supplemental
negative
105375	personal
coordinating
personal
105380	demonstrative
relative
personal
105384	coordinating
negative
105388	resumption
exhortation
105392	personal
105396	coordinating
105398	location
personal
105403	resumption
105406	personal
coordinating
105409	personal
personal
accusative
personal
105414	personal
105417	resumption
time
105420	personal
personal
105423	personal
105425	personal
coordinating
105428	personal
personal
105431	coordinating
105433	personal
personal
105436	coordinating
105441	coordinating
time
105445	proper
105447	time
105449	personal
105451	personal
105453	personal
coordinating
105456	personal
interrogative
105459	personal
105461	coordinating
personal
negative
105465	personal
personal
105468	personal
restriction
105471	retraction
personal
105475	negative
personal
restriction
105480	personal
105482	personal
coordinating
105485	personal
personal
105490	proper
coordinating
conditional
105494	emphatic
105496	personal
105498	personal
105504	personal
coordinating
accusative
personal
emphatic
105513	resumption
negative
105516	emphatic
105518	personal
coordinating
105521	personal
personal
demonstrative
105526	coordinating
negative
105529	emphatic
personal
105532	proper
accusative
personal
105536	personal
105539	coordinating
time
105542	proper
105547	certainty
105549	personal
personal
105554	coordinating
purpose
105558	personal
105560	relative
105562	personal
105564	personal
resumption
105567	personal
proper
coordinating
105571	personal
personal
accusative
proper
personal
105577	personal
coordinating
105580	personal
resumption
105583	personal
personal
demonstrative
105588	resumption
105594	personal
resumption
105598	relative
105600	personal
105605	interrogative
105607	personal
restriction
105611	subordinating
105613	personal
105615	circumstantial
personal
negative
105619	personal
105622	time
105624	personal
105628	restriction
105631	vocative
105633	personal
negative
105637	personal
105640	coordinating
negative
personal
105644	personal
relative
105647	personal
105650	personal
coordinating
105653	personal
105656	personal
105658	proper
personal
coordinating
105662	personal
105664	personal
105667	personal
105672	coordinating
105674	coordinating
105676	personal
relative
105679	personal
105682	coordinating
105686	coordinating
personal
105689	personal
105691	coordinating
demonstrative
105694	proper
relative
105697	personal
personal
105700	relative
105702	personal
105704	personal
105706	personal
105708	personal
105712	personal
105714	personal
accusative
105720	proper
105722	negative
105725	personal
coordinating
personal
105729	personal
105731	coordinating
negative
105734	personal
personal
coordinating
amendment
105739	personal
personal
105743	coordinating
105745	personal
vocative
proper
imperative
105751	personal
105753	personal
105755	accusative
personal
105758	emphatic
certainty
105761	personal
personal
105766	coordinating
accusative
105769	personal
105774	coordinating
105776	personal
105778	resumption
accusative
personal
105782	coordinating
105784	personal
accusative
personal
negative
105790	personal
coordinating
105793	personal
answer
coordinating
105797	personal
location
personal
105801	personal
105803	conditional
105809	resumption
personal
105818	coordinating
105825	relative
105827	personal
resumption
105830	personal
105832	personal
coordinating
105835	personal
105838	personal
105840	personal
relative
105843	personal
coordinating
personal
relative
105851	coordinating
105856	coordinating
personal
105862	coordinating
105864	relative
105866	personal
105870	coordinating
105873	coordinating
relative
location
personal
coordinating
location
personal
105883	coordinating
105885	personal
105887	personal
coordinating
negative
105891	relative
105893	personal
105896	personal
105899	restriction
relative
105905	coordinating
personal
105908	personal
coordinating
emphatic
conditional
105913	personal
personal
relative
105917	personal
emphatic
105920	emphatic
proper
resumption
interrogative
105925	personal
coordinating
105928	personal
vocative
105931	personal
accusative
demonstrative
105935	negative
105937	personal
resumption
105941	personal
coordinating
105945	resumption
future
105948	personal
105955	accusative
personal
105958	personal
personal
105963	accusative
personal
105966	personal
105969	personal
105977	personal
accusative
personal
105981	personal
105986	personal
accusative
personal
personal
105997	coordinating
106000	coordinating
relative
location
personal
conditional
106006	personal
106008	negative
106010	restriction
personal
106013	coordinating
106016	personal
coordinating
106020	personal
106023	retraction
personal
106028	personal
resumption
106041	demonstrative
106045	personal
106048	personal
106051	accusative
personal
106054	interrogative
106056	personal
106059	coordinating
certainty
106062	personal
106065	coordinating
106067	personal
106069	personal
coordinating
106072	personal
106075	accusative
personal
106081	accusative
personal
106090	accusative
personal
106093	coordinating
emphatic
certainty
106097	personal
time
personal
106101	proper
coordinating
106104	personal
106107	interpretation
106109	personal
106111	personal
106113	proper
accusative
personal
106117	personal
106120	coordinating
interpretation
prohibition
106124	personal
106126	proper
accusative
personal
106130	personal
106134	coordinating
accusative
personal
106138	personal
106141	personal
coordinating
106144	personal
subordinating
106147	personal
personal
coordinating
conditional
negative
106153	personal
106155	personal
resumption
106158	personal
personal
resumption
106163	personal
accusative
demonstrative
106168	resumption
106172	personal
106174	accusative
personal
106177	coordinating
106182	accusative
personal
106186	interrogative
106188	personal
106191	coordinating
106193	coordinating
106195	coordinating
106198	coordinating
106201	personal
106203	personal
106206	demonstrative
coordinating
106209	personal
personal
106213	coordinating
negative
106217	personal
106220	coordinating
106223	coordinating
negative
106226	personal
106228	coordinating
emphatic
certainty
106232	personal
106234	proper
106241	proper
accusative
personal
106249	coordinating
emphatic
certainty
106253	personal
personal
106260	coordinating
106262	personal
personal
106267	relative
106269	personal
106272	accusative
demonstrative
emphatic
106276	personal
negative
personal
restriction
106281	personal
106284	coordinating
negative
personal
106289	resumption
106291	personal
106294	personal
conditional
106297	personal
106299	interrogative
personal
106302	coordinating
106304	proper
coordinating
relative
106309	personal
106311	personal
personal
accusative
personal
106316	personal
106318	coordinating
negative
106321	personal
106324	coordinating
106327	coordinating
relative
location
personal
106332	negative
106334	personal
personal
restriction
106340	coordinating
accusative
106343	personal
negative
106346	personal
accusative
106352	personal
106355	negative
106361	coordinating
negative
personal
106365	personal
restriction
relative
106369	proper
accusative
personal
personal
106377	accusative
106380	proper
106396	personal
personal
coordinating
106400	personal
personal
106406	coordinating
106408	personal
106411	personal
106417	accusative
personal
personal
106424	accusative
demonstrative
relative
106428	personal
106430	personal
106432	personal
accusative
106441	coordinating
106444	personal
106447	coordinating
106451	demonstrative
coordinating
106454	personal
personal
106460	personal
106462	personal
106467	negative
106469	personal
106471	personal
106474	restriction
106479	coordinating
106481	personal
106488	personal
demonstrative
personal
106495	resumption
accusative
preventive
106499	personal
personal
106503	personal
accusative
personal
106507	personal
resumption
106510	accusative
personal
106518	proper
106523	accusative
106527	coordinating
106530	emphatic
106535	coordinating
106538	personal
coordinating
relative
106548	personal
coordinating
106553	coordinating
106556	coordinating
relative
106559	proper
106565	coordinating
106568	personal
106571	time
106573	personal
coordinating
106582	personal
demonstrative
106585	proper
106587	personal
106589	personal
106593	resumption
106597	time
proper
coordinating
106601	personal
106603	personal
106611	proper
106614	personal
coordinating
106619	subordinating
negative
106622	personal
resumption
106625	personal
106629	coordinating
time
106634	personal
106637	personal
106639	demonstrative
106641	personal
106646	personal
proper
coordinating
negative
106652	personal
relative
106655	personal
106657	coordinating
negative
relative
106661	personal
106664	proper
106666	coordinating
106668	personal
106671	demonstrative
106673	coordinating
relative
106676	personal
106680	personal
106682	personal
106687	proper
relative
106691	personal
106694	purpose
106699	personal
106702	personal
coordinating
purpose
106706	personal
106709	personal
coordinating
accusative
personal
106714	personal
coordinating
106718	personal
relative
106723	coordinating
relative
106730	personal
accusative
106733	demonstrative
emphatic
106739	personal
106742	relative
106744	personal
106746	personal
106748	relative
negative
106751	personal
106753	proper
purpose
106758	relative
106760	personal
106762	personal
relative
106766	resumption
106769	personal
coordinating
relative
106773	resumption
106775	personal
coordinating
106779	personal
106781	personal
coordinating
emphatic
certainty
106786	personal
106788	proper
106791	coordinating
106794	coordinating
106797	coordinating
106799	personal
personal
106804	coordinating
106806	personal
personal
106811	coordinating
106813	personal
personal
106819	coordinating
negative
106822	personal
restriction
106826	relative
106828	personal
106832	location
personal
accusative
106836	personal
106838	location
personal
106844	relative
106846	personal
106848	personal
106850	personal
coordinating
106853	personal
personal
106860	resumption
106862	personal
coordinating
negative
106867	relative
negative
106870	personal
accusative
personal
negative
106875	personal
106877	personal
106879	proper
106881	coordinating
accusative
106886	personal
106889	coordinating
proper
106894	demonstrative
106899	coordinating
106901	coordinating
106906	personal
coordinating
106909	relative
106911	personal
106914	subordinating
106916	personal
106918	relative
106920	personal
coordinating
106923	personal
106928	personal
coordinating
106931	personal
106933	relative
106935	personal
coordinating
106938	proper
106941	coordinating
106947	coordinating
purpose
106953	relative
106955	coordinating
personal
negative
106959	personal
interrogative
supplemental
106963	personal
relative
106967	personal
106969	personal
coordinating
106972	personal
proper
106976	coordinating
106980	personal
coordinating
106983	personal
coordinating
106988	personal
106990	resumption
relative
106993	personal
106996	proper
interrogative
supplemental
negative
107001	personal
coordinating
107004	personal
negative
personal
restriction
107009	personal
107013	coordinating
107015	coordinating
negative
107018	personal
restriction
107022	coordinating
negative
107025	personal
107027	demonstrative
107030	negative
personal
restriction
107034	personal
coordinating
time
107039	personal
107041	personal
107043	negative
107046	personal
restriction
subordinating
107050	personal
107052	personal
107055	personal
conditional
107058	personal
107061	proper
107063	personal
coordinating
107066	personal
coordinating
107069	personal
107074	negative
107077	personal
coordinating
accusative
107083	negative
107085	personal
coordinating
107088	proper
107092	coordinating
107095	coordinating
107100	time
107104	coordinating
107114	personal
107118	personal
relative
107121	personal
107123	personal
demonstrative
107126	personal
107129	personal
107133	accusative
personal
107136	personal
107138	relative
107140	personal
107142	personal
resumption
explanation
conditional
107147	personal
coordinating
107150	personal
107153	resumption
107155	personal
107157	personal
107160	personal
demonstrative
personal
107167	coordinating
explanation
conditional
107171	personal
interrogative
supplemental
negative
107177	personal
107180	personal
resumption
107183	personal
coordinating
107186	personal
107189	coordinating
time
107192	accusative
107194	proper
107196	coordinating
107199	negative
107202	personal
107204	personal
negative
107207	relative
107210	negative
107212	restriction
107214	coordinating
negative
personal
107219	coordinating
107222	personal
107224	relative
107226	personal
coordinating
107230	personal
relative
107233	personal
107235	personal
107237	personal
coordinating
107241	time
107243	personal
107245	subordinating
107247	personal
107250	personal
demonstrative
coordinating
107254	personal
107257	coordinating
negative
107260	personal
107263	demonstrative
107265	accusative
personal
107268	personal
107270	proper
107272	coordinating
107274	personal
107279	resumption
107281	time
negative
107284	personal
107286	personal
coordinating
negative
personal
107291	personal
resumption
107294	proper
107300	coordinating
107307	coordinating
107309	personal
107315	coordinating
107318	coordinating
personal
107329	proper
107334	negative
107336	personal
107339	coordinating
107342	coordinating
relative
location
personal
restriction
107350	coordinating
107353	coordinating
relative
107356	personal
107358	relative
107360	personal
107363	interrogative
107365	personal
relative
107368	personal
107371	proper
107373	personal
personal
interrogative
107377	personal
107381	coordinating
107383	personal
107389	personal
personal
107395	demonstrative
coordinating
107400	conditional
107402	personal
107404	coordinating
relative
107408	relative
107412	proper
relative
negative
107417	personal
107422	coordinating
personal
107426	personal
107428	coordinating
time
107434	personal
107436	personal
107438	coordinating
107440	personal
107443	personal
107445	coordinating
time
107449	personal
107451	personal
107454	relative
107456	personal
107460	time
107462	personal
demonstrative
107466	coordinating
107468	personal
107470	personal
107472	conditional
107474	personal
personal
resumption
negative
107479	personal
107481	personal
107483	proper
107485	personal
107488	relative
107490	personal
107492	personal
107495	personal
107497	location
personal
coordinating
location
personal
coordinating
personal
107509	negative
107511	personal
107516	coordinating
negative
107519	relative
107522	personal
coordinating
negative
107526	personal
negative
107529	restriction
relative
107533	personal
coordinating
negative
personal
restriction
107541	interrogative
107543	personal
conditional
107548	proper
coordinating
107551	personal
107553	personal
coordinating
107559	proper
107562	personal
resumption
107565	circumstantial
107567	personal
accusative
proper
negative
107576	coordinating
107578	relative
107580	personal
107582	relative
107584	personal
conditional
107588	negative
107590	personal
personal
107593	personal
coordinating
time
negative
107598	personal
107600	personal
resumption
future
107604	personal
demonstrative
107608	coordinating
107611	personal
107613	proper
107615	coordinating
107617	coordinating
demonstrative
107623	purpose
107625	relative
107627	personal
coordinating
107633	accusative
relative
107636	personal
107638	personal
proper
coordinating
107642	personal
resumption
negative
107647	personal
coordinating
negative
personal
107652	personal
demonstrative
107656	proper
107659	personal
107662	relative
107664	personal
107666	personal
coordinating
107669	personal
107674	personal
107677	personal
107679	personal
107681	coordinating
107683	personal
107685	coordinating
107687	personal
coordinating
107690	personal
107693	inceptive
time
107697	personal
coordinating
107704	personal
107706	personal
subordinating
107710	personal
relative
107713	personal
107715	personal
coordinating
107719	personal
coordinating
subordinating
107725	personal
coordinating
107729	personal
107732	personal
accusative
personal
107736	personal
107738	personal
coordinating
accusative
personal
107744	proper
demonstrative
relative
107749	personal
107751	relative
107753	personal
coordinating
107758	personal
107762	proper
107766	relative
107768	personal
107770	personal
coordinating
relative
107776	personal
107779	personal
interrogative
107782	personal
personal
subordinating
107786	coordinating
certainty
107793	personal
coordinating
personal
107797	personal
proper
107800	personal
107802	accusative
107804	proper
107806	resumption
107808	negative
demonstrative
restriction
107814	demonstrative
relative
107818	personal
107823	certainty
107827	personal
107831	coordinating
107834	accusative
personal
107837	personal
107839	coordinating
107844	relative
107846	personal
coordinating
purpose
107850	personal
107852	personal
coordinating
personal
negative
107857	personal
coordinating
107861	relative
107863	personal
107868	personal
107870	personal
107873	personal
107876	coordinating
107878	personal
107880	personal
resumption
107885	personal
107890	relative
107892	personal
107894	personal
107902	coordinating
107904	relative
107906	personal
107908	personal
coordinating
107912	proper
time
107916	personal
107919	proper
coordinating
certainty
107928	personal
coordinating
107932	personal
interpretation
prohibition
107936	personal
restriction
proper
accusative
personal
107943	personal
107948	personal
interrogative
107951	personal
personal
purpose
107955	personal
107958	personal
resumption
107961	personal
107963	relative
107965	personal
conditional
107968	personal
107973	accusative
preventive
107977	location
proper
coordinating
107981	personal
relative
107984	personal
107986	personal
coordinating
accusative
personal
107991	personal
107994	personal
resumption
time
107998	personal
personal
108003	personal
108005	personal
demonstrative
108009	personal
retraction
personal
relative
108014	personal
108016	personal
108019	personal
108028	personal
resumption
108031	personal
negative
108034	restriction
108036	personal
108038	demonstrative
108044	coordinating
emphatic
certainty
108048	personal
personal
108051	relative
negative
108054	personal
personal
108057	personal
coordinating
108060	personal
108062	personal
108064	coordinating
108066	coordinating
108068	resumption
negative
108072	personal
108074	personal
coordinating
negative
108078	personal
coordinating
negative
108082	personal
108085	time
108087	personal
108089	personal
108092	proper
coordinating
108096	personal
relative
108099	personal
108101	personal
108103	personal
coordinating
emphatic
certainty
108108	personal
relative
108111	personal
108115	coordinating
108117	personal
108120	accusative
personal
108123	personal
resumption
exhortation
108127	personal
relative
108130	personal
108133	proper
108136	retraction
108138	personal
108140	personal
coordinating
demonstrative
108144	personal
coordinating
relative
108148	personal
108150	personal
coordinating
time
108154	personal
108156	personal
108162	personal
108164	proper
coordinating
time
108168	personal
personal
108171	personal
108173	personal
coordinating
time
108178	personal
108181	personal
108184	personal
vocative
108187	personal
accusative
personal
108191	personal
108196	proper
108199	relative
location
108202	personal
108207	coordinating
108211	vocative
108213	personal
108215	personal
108217	proper
coordinating
108220	personal
108222	personal
108225	personal
108228	personal
coordinating
108231	personal
108235	coordinating
relative
negative
108240	proper
resumption
108248	coordinating
108251	personal
108254	personal
108256	demonstrative
108260	interrogative
supplemental
negative
108264	personal
accusative
proper
relative
108271	coordinating
108274	coordinating
negative
108279	personal
108283	subordinating
108287	answer
accusative
personal
108294	coordinating
108297	relative
108299	personal
108303	interrogative
108305	demonstrative
108310	personal
answer
coordinating
108314	personal
108316	resumption
108318	personal
108322	relative
108324	personal
108326	personal
resumption
108330	subordinating
108338	coordinating
negative
108342	personal
accusative
personal
108347	personal
relative
108350	personal
negative
108353	personal
restriction
108359	resumption
interrogative
108362	restriction
108367	relative
108369	personal
coordinating
108372	personal
108375	proper
108378	personal
coordinating
relative
108382	personal
coordinating
108385	personal
108388	coordinating
108390	personal
108392	relative
108395	proper
coordinating
personal
108402	personal
108405	personal
108407	personal
coordinating
108411	personal
demonstrative
108414	accusative
relative
108417	personal
108419	personal
108422	coordinating
accusative
relative
108426	personal
108428	personal
108433	personal
108435	demonstrative
108437	proper
108442	personal
resumption
time
108446	personal
relative
108449	personal
resumption
108454	inceptive
time
108457	personal
personal
resumption
108461	personal
108464	resumption
explanation
108467	time
coordinating
explanation
108476	personal
demonstrative
coordinating
conditional
108481	proper
emphatic
108485	personal
coordinating
amendment
purpose
108491	personal
108494	coordinating
relative
108497	personal
108500	proper
resumption
negative
108505	personal
future
108508	personal
coordinating
108512	personal
coordinating
108515	personal
108517	proper
108519	personal
108521	personal
vocative
108524	relative
108526	personal
conditional
108529	personal
proper
108532	personal
coordinating
108536	personal
coordinating
relative
108540	personal
resumption
108544	personal
coordinating
108548	personal
demonstrative
108551	accusative
personal
108554	personal
relative
108557	proper
resumption
108561	personal
interrogative
supplemental
negative
108566	personal
108570	coordinating
108572	personal
interrogative
108576	relative
108579	personal
108581	proper
108583	personal
coordinating
108589	personal
demonstrative
108592	accusative
proper
108595	relative
108597	personal
coordinating
accusative
108602	negative
108605	personal
accusative
proper
108609	relative
108611	personal
coordinating
108614	personal
108621	personal
108624	coordinating
relative
108627	personal
108629	personal
coordinating
108632	personal
108634	subordinating
108638	coordinating
108643	personal
coordinating
108648	personal
108653	personal
relative
108656	personal
108658	personal
personal
resumption
negative
108664	personal
interrogative
supplemental
relative
108673	personal
108675	relative
108678	personal
108681	personal
circumstantial
108684	personal
108686	personal
108689	proper
relative
108695	personal
108701	coordinating
108705	negative
108708	personal
coordinating
108717	coordinating
108722	coordinating
108724	personal
108726	personal
108731	coordinating
108735	personal
108737	relative
personal
108743	coordinating
108745	personal
108748	resumption
108751	personal
coordinating
108754	personal
relative
108758	personal
inceptive
time
108762	personal
108765	personal
108767	personal
108769	relative
108771	personal
108774	interrogative
108777	demonstrative
relative
108780	proper
108783	personal
coordinating
108786	personal
108788	personal
coordinating
relative
108792	personal
108794	personal
108796	coordinating
108798	personal
108800	personal
resumption
interrogative
108804	personal
restriction
108808	subordinating
108810	personal
108812	resumption
certainty
108816	personal
resumption
interrogative
108820	personal
time
108823	personal
108825	personal
resumption
108828	accusative
personal
negative
108832	restriction
proper
coordinating
108838	personal
coordinating
108843	coordinating
108846	coordinating
proper
108850	personal
coordinating
108853	personal
coordinating
108856	relative
108858	personal
exhortation
108862	resumption
time
108867	coordinating
108870	personal
108874	personal
relative
108878	personal
108881	personal
108883	personal
108888	personal
108892	resumption
108895	personal
108897	coordinating
108900	coordinating
time
108905	resumption
conditional
108908	personal
proper
emphatic
108914	personal
resumption
interrogative
108918	personal
conditional
108921	personal
subordinating
108924	personal
108928	coordinating
108930	personal
108932	personal
demonstrative
relative
108936	personal
proper
resumption
108940	personal
coordinating
108944	personal
interrogative
supplemental
negative
108949	personal
108951	proper
coordinating
108956	personal
accusative
relative
108960	personal
108963	personal
108966	relative
108969	personal
108973	proper
108976	personal
coordinating
108980	personal
demonstrative
108983	accusative
personal
108986	personal
108988	relative
108990	personal
relative
108993	proper
future
108996	personal
109001	coordinating
proper
109005	personal
resumption
interrogative
time
109010	personal
109014	personal
109016	personal
coordinating
109019	personal
demonstrative
109022	accusative
personal
109025	personal
relative
109028	proper
coordinating
109031	personal
109033	personal
resumption
109037	personal
coordinating
109040	relative
109043	personal
109045	subordinating
negative
109048	proper
109050	personal
coordinating
conditional
109054	emphatic
109056	personal
personal
personal
coordinating
emphatic
109062	personal
personal
109066	personal
coordinating
emphatic
109070	emphatic
personal
109076	coordinating
proper
109080	personal
coordinating
emphatic
109084	emphatic
personal
109091	personal
coordinating
109095	coordinating
109098	personal
accusative
relative
109102	personal
coordinating
109105	personal
109108	proper
coordinating
109111	personal
109116	relative
109119	personal
109122	negative
109124	personal
proper
109127	coordinating
future
109131	personal
vocative
109134	relative
109136	personal
109138	personal
proper
coordinating
109142	personal
109145	coordinating
prohibition
109148	personal
109150	personal
accusative
relative
109154	personal
coordinating
109157	personal
109160	proper
coordinating
109163	personal
circumstantial
personal
109167	resumption
negative
109170	proper
109172	personal
resumption
prohibition
109176	personal
coordinating
109179	personal
109183	circumstantial
personal
109187	coordinating
proper
location
personal
coordinating
negative
109194	personal
109196	personal
accusative
preventive
109204	coordinating
109206	coordinating
conditional
109209	personal
coordinating
109212	personal
109214	personal
109216	personal
coordinating
negative
109220	personal
109222	personal
conditional
109225	personal
personal
coordinating
109229	personal
109231	personal
coordinating
109235	personal
vocative
personal
demonstrative
109240	personal
purpose
109243	personal
109246	proper
resumption
109249	personal
relative
109252	coordinating
relative
109255	resumption
accusative
preventive
109261	personal
coordinating
proper
109266	circumstantial
personal
109270	coordinating
conditional
109273	personal
109277	personal
coordinating
negative
109281	personal
109283	personal
accusative
personal
109287	personal
109289	personal
109292	purpose
109295	personal
proper
relative
109301	personal
coordinating
relative
109305	coordinating
109308	personal
109310	personal
coordinating
109313	personal
109316	coordinating
109318	personal
proper
109322	personal
relative
109331	purpose
109333	personal
109335	location
109337	personal
coordinating
109340	proper
109344	coordinating
109347	coordinating
109349	proper
109352	purpose
109356	coordinating
109363	personal
109368	personal
coordinating
109372	personal
109374	personal
coordinating
109377	demonstrative
location
proper
109382	coordinating
109386	coordinating
109389	coordinating
109392	coordinating
109398	proper
109403	personal
109407	coordinating
109409	proper
109411	personal
coordinating
109414	personal
coordinating
109418	personal
proper
coordinating
109423	coordinating
109425	proper
109429	coordinating
109432	coordinating
109434	proper
109437	accusative
personal
109440	personal
personal
109443	coordinating
109445	coordinating
109447	purpose
109449	personal
109451	proper
coordinating
109454	personal
coordinating
109457	personal
personal
coordinating
109461	personal
personal
coordinating
109465	personal
personal
time
coordinating
time
accusative
relative
109473	personal
personal
accusative
preventive
109478	personal
proper
109481	proper
109484	personal
resumption
relative
109488	resumption
accusative
preventive
109494	personal
coordinating
relative
109499	relative
109502	personal
proper
resumption
future
109507	personal
109510	future
109513	personal
109520	personal
109522	personal
coordinating
109525	personal
resumption
109529	personal
109531	personal
109534	personal
relative
109539	personal
109541	resumption
relative
109545	personal
109547	proper
109549	conditional
109552	personal
109554	coordinating
109557	personal
109559	retraction
109561	proper
109563	relative
109565	personal
109567	retraction
109569	personal
subordinating
negative
109575	coordinating
109580	personal
time
coordinating
109584	demonstrative
109587	personal
coordinating
109590	personal
109594	coordinating
109596	personal
109599	coordinating
relative
negative
109604	proper
coordinating
109607	personal
resumption
accusative
personal
109612	personal
109617	coordinating
109619	proper
109623	coordinating
109628	relative
109630	coordinating
109632	relative
109634	coordinating
109636	proper
109639	future
109643	time
109645	personal
109648	purpose
109650	personal
personal
109653	personal
personal
109656	personal
109658	personal
subordinating
109661	personal
109663	proper
109665	negative
109667	personal
personal
109670	demonstrative
109672	proper
109675	resumption
future
109678	personal
retraction
109681	personal
personal
retraction
109685	personal
negative
109688	personal
restriction
109698	future
109700	personal
109707	personal
personal
coordinating
109711	personal
resumption
conditional
109715	personal
109717	personal
proper
109721	coordinating
conditional
109724	personal
109726	subordinating
109728	personal
109732	personal
109740	coordinating
negative
109746	coordinating
negative
109752	coordinating
relative
109755	proper
coordinating
109758	personal
109760	personal
109765	personal
109768	coordinating
relative
109772	personal
109775	emphatic
certainty
109778	proper
109782	time
109784	personal
personal
109789	coordinating
109791	relative
109794	personal
resumption
109800	personal
coordinating
109803	personal
109806	coordinating
109810	personal
personal
coordinating
109814	proper
109818	personal
proper
109823	personal
personal
coordinating
109828	personal
demonstrative
coordinating
109836	personal
coordinating
purpose
109844	coordinating
109846	personal
109849	coordinating
109851	negative
109853	personal
109855	personal
certainty
109858	proper
109860	personal
coordinating
109863	proper
109868	coordinating
conditional
109871	personal
relative
109874	personal
emphatic
109877	personal
109880	coordinating
negative
109883	personal
109885	coordinating
negative
109889	proper
relative
certainty
109895	coordinating
negative
109900	proper
109902	coordinating
personal
relative
109907	personal
109909	personal
coordinating
109912	personal
109914	personal
109917	proper
109920	subordinating
109922	personal
109924	personal
coordinating
109927	proper
109929	relative
109931	personal
109933	personal
relative
109936	personal
coordinating
109939	personal
personal
109946	circumstantial
109950	subordinating
109953	personal
coordinating
conditional
109958	coordinating
109961	negative
109963	personal
personal
subordinating
109967	personal
personal
coordinating
109971	personal
109973	personal
109978	purpose
109980	proper
109983	personal
relative
109986	conditional
109988	personal
emphatic
109991	personal
relative
109994	personal
109996	personal
109999	time
110001	relative
110003	personal
110006	personal
110011	proper
resumption
110014	proper
110016	personal
110019	personal
coordinating
110024	coordinating
110026	personal
110030	coordinating
110032	personal
110035	personal
coordinating
110038	personal
coordinating
110041	proper
110046	emphatic
certainty
110049	proper
110051	personal
110057	emphatic
110059	emphatic
110064	conditional
110066	proper
110070	personal
coordinating
110073	negative
110075	personal
resumption
110078	relative
negative
110081	personal
coordinating
110086	demonstrative
110089	personal
relative
110093	personal
110097	coordinating
110101	purpose
110103	personal
110108	personal
coordinating
110112	proper
110114	proper
110116	proper
coordinating
relative
location
personal
110126	location
personal
110129	personal
110133	personal
110136	proper
coordinating
110140	personal
110143	personal
110148	demonstrative
110150	personal
110153	proper
coordinating
110156	personal
110159	proper
110164	personal
resumption
110167	personal
resumption
110170	coordinating
110174	personal
110178	purpose
110181	personal
110185	proper
relative
110188	personal
coordinating
110191	personal
110195	personal
110197	coordinating
110200	vocative
110202	relative
110204	personal
prohibition
110207	personal
location
110210	proper
coordinating
110213	personal
coordinating
110216	personal
proper
accusative
proper
110222	vocative
110224	relative
110226	personal
prohibition
110229	personal
110231	personal
110236	coordinating
prohibition
110239	personal
110241	personal
110248	personal
110251	subordinating
110254	personal
circumstantial
personal
negative
110259	personal
accusative
relative
110263	personal
110265	personal
location
110268	proper
demonstrative
relative
110272	proper
110274	personal
110279	personal
110281	coordinating
110284	accusative
relative
110287	personal
personal
110294	personal
negative
110297	personal
coordinating
conditional
accusative
personal
110303	personal
110307	personal
emphatic
110312	personal
coordinating
proper
110317	vocative
110319	relative
110321	personal
conditional
110324	personal
110328	resumption
110330	personal
subordinating
110333	personal
110337	resumption
110339	personal
110341	relative
110343	personal
110345	coordinating
110347	personal
accusative
110350	personal
110352	proper
conditional
110355	personal
110361	emphatic
110363	personal
coordinating
accusative
proper
110369	personal
110372	coordinating
110374	personal
110377	personal
coordinating
110381	personal
110384	coordinating
110387	coordinating
110390	demonstrative
personal
110396	proper
coordinating
110399	coordinating
proper
110403	coordinating
conditional
110410	personal
resumption
110413	personal
location
personal
resumption
conditional
110420	personal
110424	resumption
110426	personal
relative
110433	proper
resumption
conditional
110437	resumption
110439	personal
location
personal
110445	coordinating
110447	personal
accusative
proper
110453	accusative
preventive
110458	resumption
110460	personal
location
110463	personal
coordinating
110466	personal
proper
accusative
personal
110471	personal
vocative
110474	relative
110476	personal
prohibition
110483	subordinating
110485	personal
110488	personal
coordinating
prohibition
110495	subordinating
110497	personal
110500	personal
coordinating
prohibition
110504	personal
110506	personal
coordinating
prohibition
110510	personal
110519	time
110522	coordinating
relative
negative
110526	resumption
demonstrative
personal
110531	vocative
110533	relative
110535	personal
110537	personal
110542	accusative
110547	coordinating
prohibition
110550	personal
coordinating
prohibition
110555	personal
110557	interrogative
110560	personal
subordinating
110565	personal
110567	resumption
110569	personal
personal
coordinating
110573	personal
proper
accusative
proper
110579	vocative
110583	accusative
personal
110586	personal
personal
110590	coordinating
110592	coordinating
110594	personal
personal
110597	coordinating
110599	purpose
110601	personal
accusative
110604	personal
location
proper
110608	personal
accusative
proper
110617	personal
110619	negative
110621	personal
coordinating
amendment
110625	personal
110627	personal
coordinating
negative
110635	personal
coordinating
conditional
110639	personal
proper
coordinating
110643	personal
negative
110646	personal
110649	personal
110651	accusative
proper
110655	accusative
preventive
110659	relative
110661	personal
110663	proper
coordinating
110666	personal
coordinating
negative
110670	personal
coordinating
110673	personal
110676	personal
coordinating
110679	personal
110682	proper
demonstrative
personal
110688	interrogative
110690	personal
proper
110694	personal
circumstantial
proper
110698	relative
110702	coordinating
relative
110707	coordinating
proper
110714	personal
110716	personal
subordinating
110719	personal
110721	prohibition
110723	personal
110725	personal
110727	personal
retraction
proper
110732	personal
subordinating
110735	personal
110739	conditional
110741	personal
110743	accusative
proper
110749	coordinating
110752	coordinating
proper
110756	relative
110758	personal
110762	proper
110765	retraction
110767	personal
subordinating
110770	personal
110773	personal
resumption
110778	demonstrative
110781	interrogative
time
110784	personal
coordinating
110787	personal
110789	demonstrative
110792	certainty
110794	personal
relative
110800	personal
coordinating
location
personal
110806	retraction
110808	personal
110812	time
110814	personal
resumption
personal
110820	interrogative
supplemental
negative
110824	personal
110829	personal
interrogative
110832	personal
personal
coordinating
110836	personal
personal
coordinating
negative
110841	personal
110844	coordinating
110848	personal
personal
coordinating
110852	personal
110854	personal
110856	coordinating
110858	personal
110860	personal
110866	coordinating
110872	coordinating
110874	personal
110880	resumption
110882	personal
110884	personal
110886	coordinating
110890	coordinating
110895	personal
110902	coordinating
110904	personal
110906	personal
110910	demonstrative
110914	time
personal
110917	proper
coordinating
110922	coordinating
proper
coordinating
proper
coordinating
proper
coordinating
110930	proper
coordinating
110935	coordinating
110937	proper
110942	resumption
110945	interrogative
supplemental
110948	personal
110954	retraction
personal
110961	coordinating
emphatic
certainty
110965	personal
110968	coordinating
110970	relative
110973	personal
110975	personal
coordinating
personal
110980	personal
110985	time
110992	coordinating
110997	negative
111001	restriction
location
personal
111006	coordinating
111014	demonstrative
relative
111017	personal
111019	personal
111021	coordinating
111026	demonstrative
111030	coordinating
111034	location
personal
111037	coordinating
111039	emphatic
certainty
111042	personal
111046	demonstrative
resumption
111049	personal
111051	personal
111053	personal
resumption
111056	personal
111060	coordinating
111063	personal
demonstrative
relative
location
personal
111070	personal
111072	proper
111082	relative
111084	location
proper
111088	resumption
111090	personal
personal
111099	personal
111101	personal
negative
111104	personal
personal
coordinating
amendment
111113	prohibition
111115	personal
location
personal
coordinating
certainty
111121	personal
111123	personal
111127	negative
111131	location
personal
coordinating
negative
personal
111144	proper
interrogative
111147	personal
coordinating
111150	interrogative
111153	coordinating
111156	proper
111162	demonstrative
relative
111165	personal
111170	relative
111177	coordinating
111183	personal
personal
111187	demonstrative
111192	personal
relative
111195	personal
111197	personal
coordinating
location
personal
111202	coordinating
interrogative
111205	personal
time
personal
111210	personal
111213	personal
111215	resumption
111217	personal
111221	interrogative
111224	accusative
111226	demonstrative
emphatic
111230	relative
111233	personal
111235	coordinating
111239	circumstantial
personal
111242	coordinating
emphatic
certainty
111246	personal
111249	coordinating
111252	coordinating
relative
location
personal
111259	coordinating
negative
111262	personal
111265	resumption
111268	relative
111270	personal
coordinating
111276	personal
time
111281	coordinating
time
111285	coordinating
111289	resumption
111291	personal
coordinating
111296	coordinating
111307	personal
111313	demonstrative
111317	accusative
personal
personal
111321	coordinating
111323	coordinating
111325	personal
111328	time
111333	personal
111335	demonstrative
111338	personal
111340	personal
111343	relative
111345	personal
coordinating
negative
personal
111350	personal
111353	resumption
111357	proper
relative
111361	personal
coordinating
111366	coordinating
111370	coordinating
111374	coordinating
111378	accusative
preventive
111381	personal
emphatic
111384	coordinating
accusative
111388	emphatic
111390	coordinating
111396	accusative
personal
emphatic
111404	personal
relative
111410	relative
personal
111416	personal
interrogative
111422	personal
111427	personal
111429	personal
111431	personal
demonstrative
relative
111435	personal
111437	personal
111439	personal
accusative
111445	coordinating
111448	relative
111450	personal
111452	personal
accusative
personal
111456	personal
time
demonstrative
111461	personal
111466	relative
111468	personal
coordinating
111473	personal
111475	personal
coordinating
111479	personal
111484	coordinating
111487	coordinating
111495	coordinating
111498	personal
interrogative
supplemental
negative
111503	personal
coordinating
111509	personal
coordinating
relative
111513	personal
resumption
111519	coordinating
111522	accusative
personal
emphatic
111527	relative
accusative
personal
111531	personal
interrogative
111534	personal
111537	proper
111540	time
111542	personal
111544	personal
coordinating
111547	personal
111553	resumption
111557	personal
coordinating
111563	coordinating
111565	personal
111567	personal
111569	interrogative
negative
111572	personal
resumption
111576	personal
111579	personal
prohibition
111582	coordinating
111584	personal
personal
111589	resumption
111592	personal
111595	coordinating
111598	personal
coordinating
111604	personal
111606	demonstrative
111609	personal
accusative
personal
personal
111618	resumption
relative
111621	personal
111626	personal
accusative
personal
111630	personal
111634	purpose
111637	personal
111642	location
111644	personal
111648	resumption
111650	personal
relative
111654	personal
111658	resumption
negative
111661	personal
111663	personal
111668	proper
coordinating
111671	personal
111673	personal
111676	relative
111678	personal
111683	coordinating
111685	proper
time
111688	personal
personal
111691	proper
111695	resumption
111699	personal
coordinating
111703	coordinating
111705	resumption
111707	personal
personal
coordinating
111711	personal
coordinating
111714	personal
personal
111719	circumstantial
personal
111722	coordinating
111724	proper
time
111727	personal
111729	personal
111734	negative
111740	personal
restriction
111743	personal
111747	coordinating
111749	proper
time
111753	personal
111755	personal
111758	resumption
111760	personal
111764	personal
resumption
111767	personal
111770	circumstantial
personal
111773	personal
resumption
negative
111777	personal
111780	coordinating
negative
111783	personal
111785	coordinating
111787	proper
111790	accusative
personal
111793	personal
111796	coordinating
111800	personal
personal
111804	coordinating
accusative
personal
emphatic
111809	coordinating
111813	personal
personal
resumption
111819	coordinating
111824	personal
111826	accusative
personal
111829	personal
resumption
111832	personal
111834	proper
accusative
personal
111838	personal
111840	personal
111843	coordinating
prohibition
111846	personal
location
proper
111851	accusative
personal
111854	personal
111856	personal
111860	demonstrative
negative
111863	relative
111866	personal
111869	restriction
111871	personal
111873	coordinating
111875	interrogative
111877	personal
111879	personal
retraction
personal
111884	resumption
111887	personal
resumption
negative
personal
111893	coordinating
111895	resumption
accusative
111902	coordinating
negative
111905	personal
111908	coordinating
111911	restriction
purpose
111914	personal
personal
negative
111919	personal
111922	coordinating
negative
111925	subordinating
111927	personal
personal
accusative
proper
personal
111939	resumption
accusative
111942	relative
111944	personal
111949	personal
resumption
negative
111953	personal
personal
resumption
111958	relative
111960	personal
111963	personal
relative
111966	personal
coordinating
111970	coordinating
111976	coordinating
111981	coordinating
111986	coordinating
111991	accusative
111994	personal
emphatic
111997	negative
111999	personal
112007	coordinating
112012	resumption
112014	time
112018	relative
personal
112023	personal
112026	personal
112029	proper
112031	demonstrative
112034	relative
112036	personal
112038	personal
112040	personal
interrogative
supplemental
112044	demonstrative
coordinating
personal
negative
112049	personal
112051	personal
personal
resumption
112055	personal
coordinating
prohibition
112059	personal
112062	personal
accusative
preventive
112066	personal
relative
112069	personal
112071	personal
accusative
112077	coordinating
112081	relative
112083	personal
112085	personal
coordinating
112088	personal
112090	personal
112095	personal
coordinating
112098	personal
112101	relative
112103	personal
112105	personal
112110	coordinating
112112	personal
personal
112117	coordinating
relative
112120	personal
coordinating
112123	personal
112125	personal
112129	personal
112131	personal
112133	personal
coordinating
negative
112137	personal
personal
112141	personal
112147	relative
112150	coordinating
112152	personal
personal
112156	coordinating
112159	relative
112161	personal
112163	personal
112165	personal
112167	negative
112170	personal
coordinating
negative
112174	coordinating
112177	personal
112180	personal
accusative
personal
112185	coordinating
112188	personal
112192	personal
112194	personal
accusative
personal
112198	personal
time
112202	personal
112204	resumption
112206	proper
112208	personal
coordinating
112211	personal
112215	accusative
personal
112218	personal
112222	personal
accusative
personal
personal
112230	resumption
112232	resumption
negative
personal
112238	personal
112241	coordinating
negative
112244	coordinating
112246	personal
112250	personal
112256	personal
resumption
accusative
personal
location
personal
112265	coordinating
112267	personal
112269	personal
112271	demonstrative
coordinating
personal
112276	coordinating
112278	personal
112280	personal
retraction
negative
112284	personal
resumption
imperative
112288	personal
112292	personal
conditional
112295	personal
112297	coordinating
112299	personal
112303	coordinating
personal
112307	coordinating
112309	personal
112312	coordinating
112315	retraction
negative
112318	personal
coordinating
location
personal
112324	personal
coordinating
personal
112329	coordinating
112331	personal
112334	personal
112336	personal
resumption
imperative
112341	personal
112345	coordinating
112347	personal
112350	circumstantial
112352	personal
112355	coordinating
112357	personal
112359	resumption
personal
112364	coordinating
location
personal
112369	resumption
personal
112372	personal
coordinating
112375	personal
112377	resumption
relative
112380	personal
personal
112384	coordinating
112386	personal
112389	proper
112391	proper
112393	relative
112395	personal
coordinating
conditional
112399	personal
112406	personal
112409	resumption
112411	personal
112414	personal
112416	personal
relative
112419	personal
112421	personal
112423	negative
112426	personal
112428	personal
112430	coordinating
negative
personal
112434	personal
coordinating
accusative
112438	relative
112440	personal
112442	location
demonstrative
coordinating
accusative
112447	personal
negative
112450	personal
coordinating
112456	personal
resumption
accusative
personal
112462	personal
coordinating
112468	personal
112471	coordinating
112475	resumption
112477	personal
coordinating
112485	time
112487	negative
112490	personal
coordinating
negative
112494	coordinating
negative
112500	negative
personal
restriction
112506	personal
112512	coordinating
112514	circumstantial
personal
112521	coordinating
112523	coordinating
112525	coordinating
112529	coordinating
112531	resumption
112535	personal
relative
112538	negative
112542	relative
112544	interrogative
supplemental
112547	personal
personal
112550	relative
112552	coordinating
emphatic
certainty
112556	personal
112559	location
112563	location
personal
112568	time
112572	relative
112574	negative
112578	coordinating
negative
112581	emphatic
certainty
112587	personal
112590	interrogative
supplemental
112593	personal
proper
coordinating
proper
coordinating
proper
112603	interrogative
112605	personal
112608	coordinating
112610	personal
112613	demonstrative
surprise
112617	negative
personal
restriction
112622	personal
personal
personal
coordinating
112627	personal
negative
112630	proper
112632	personal
112635	negative
112637	personal
restriction
112641	coordinating
relative
112646	coordinating
emphatic
certainty
112650	personal
112653	personal
112656	coordinating
112660	relative
112662	resumption
112664	proper
112667	coordinating
112670	coordinating
interrogative
112677	negative
112680	personal
112682	restriction
112685	subordinating
112687	proper
112689	relative
112691	coordinating
112693	accusative
relative
negative
112697	personal
112701	emphatic
112703	personal
112709	coordinating
negative
112712	personal
112714	personal
112717	negative
112719	personal
restriction
112723	coordinating
accusative
112727	negative
112733	resumption
112736	relative
112740	personal
coordinating
negative
112744	restriction
112749	demonstrative
112751	personal
112755	accusative
112757	personal
personal
112761	relative
112765	personal
coordinating
personal
112770	relative
112772	coordinating
112774	proper
relative
112779	coordinating
relative
112784	purpose
112786	relative
112788	personal
112790	relative
112792	personal
coordinating
112795	relative
112797	personal
112801	relative
112803	personal
112807	coordinating
112810	restriction
112813	accusative
112815	personal
112819	personal
112822	personal
time
112825	personal
112829	coordinating
time
personal
112836	personal
resumption
prohibition
112840	personal
112842	personal
personal
112846	relative
112848	interrogative
supplemental
112851	personal
relative
112854	coordinating
112857	coordinating
112859	interrogative
location
personal
112865	resumption
personal
112868	coordinating
negative
112872	relative
112875	proper
coordinating
proper
relative
112880	subordinating
negative
112886	coordinating
subordinating
112892	restriction
relative
112895	coordinating
accusative
112898	personal
future
112901	coordinating
112903	personal
112908	coordinating
accusative
112912	personal
112915	coordinating
accusative
personal
personal
112920	coordinating
112922	coordinating
accusative
personal
personal
112927	coordinating
112929	coordinating
accusative
personal
112937	coordinating
112942	time
112944	coordinating
accusative
112947	personal
112952	coordinating
accusative
personal
personal
112957	coordinating
112959	coordinating
accusative
personal
personal
112965	proper
coordinating
accusative
personal
112970	proper
112973	coordinating
proper
resumption
negative
112978	coordinating
112980	proper
112983	accusative
personal
112986	personal
personal
112989	coordinating
112991	coordinating
112995	resumption
112997	personal
relative
113000	resumption
113005	personal
113007	demonstrative
113019	personal
113022	proper
113024	interrogative
supplemental
113027	demonstrative
113031	personal
coordinating
113034	personal
coordinating
negative
113038	personal
circumstantial
personal
113042	resumption
113044	personal
113046	proper
coordinating
113049	personal
113053	coordinating
113057	coordinating
conditional
113060	personal
113063	personal
coordinating
113066	personal
113069	coordinating
113071	personal
coordinating
113074	personal
113076	personal
coordinating
113081	coordinating
emphatic
certainty
113085	personal
113089	relative
113091	personal
113095	resumption
negative
113100	resumption
113103	personal
time
113113	personal
113115	personal
113119	accusative
personal
113130	demonstrative
113134	time
personal
113137	proper
coordinating
113140	personal
113142	personal
coordinating
113145	personal
113147	coordinating
113149	resumption
113152	personal
accusative
personal
113156	resumption
113158	resumption
113160	personal
113167	coordinating
113169	personal
113173	resumption
113179	certainty
113181	coordinating
113183	personal
personal
113188	coordinating
113193	personal
113196	relative
113199	coordinating
emphatic
certainty
113203	personal
personal
113206	resumption
interrogative
113210	resumption
interrogative
113214	personal
coordinating
113217	coordinating
emphatic
certainty
113221	personal
113223	proper
113227	resumption
interrogative
113232	proper
resumption
interrogative
113237	personal
coordinating
113240	accusative
personal
113243	personal
113245	personal
113255	accusative
personal
113260	resumption
interrogative
113264	personal
coordinating
113267	coordinating
emphatic
certainty
113271	personal
113273	proper
113277	resumption
interrogative
113282	proper
113286	coordinating
113288	personal
interrogative
113292	personal
113295	personal
accusative
personal
surprise
emphatic
113302	coordinating
113304	interrogative
113309	personal
113312	personal
retraction
personal
113317	future
113319	personal
113321	relative
113326	accusative
personal
113333	personal
resumption
113336	personal
coordinating
113339	coordinating
113341	personal
accusative
113346	location
personal
113351	resumption
113353	personal
113355	personal
coordinating
113358	coordinating
113360	resumption
interrogative
113364	personal
coordinating
113367	accusative
personal
113370	personal
113372	personal
113375	coordinating
113377	personal
113382	coordinating
emphatic
certainty
113386	personal
113388	proper
113392	resumption
interrogative
113398	proper
113402	accusative
personal
113405	personal
113407	personal
113409	restriction
113411	proper
113413	personal
personal
113420	personal
113422	demonstrative
113424	relative
113426	coordinating
emphatic
certainty
113430	personal
113432	personal
resumption
113435	personal
113439	coordinating
emphatic
certainty
113443	personal
personal
113447	personal
resumption
113450	personal
113452	personal
resumption
113455	personal
113457	personal
coordinating
113460	coordinating
emphatic
certainty
113464	personal
113468	resumption
113470	personal
113472	personal
coordinating
113475	coordinating
emphatic
certainty
113479	personal
113481	proper
113485	resumption
interrogative
113489	coordinating
emphatic
certainty
113494	proper
113498	personal
113501	personal
113503	personal
resumption
113506	personal
personal
113511	interrogative
113513	personal
113516	demonstrative
coordinating
113519	personal
113524	coordinating
113526	personal
personal
113530	future
113534	coordinating
113536	personal
113539	retraction
113543	personal
coordinating
113548	coordinating
113550	accusative
113555	coordinating
113559	personal
113565	personal
113567	personal
113569	proper
accusative
personal
113575	personal
personal
113579	coordinating
negative
113582	personal
restriction
113590	coordinating
emphatic
certainty
113594	personal
113596	personal
resumption
interrogative
113601	coordinating
113605	personal
personal
113610	coordinating
113613	coordinating
113616	accusative
113621	coordinating
113626	location
113633	proper
113638	personal
113643	coordinating
113648	coordinating
113651	coordinating
113655	personal
coordinating
113660	personal
coordinating
113665	interpretation
prohibition
113668	personal
113672	coordinating
113674	personal
113680	coordinating
prohibition
113683	personal
113686	coordinating
113690	personal
113695	personal
113697	coordinating
113703	coordinating
113709	coordinating
113712	resumption
113717	personal
113719	personal
113728	coordinating
113736	resumption
113741	personal
113743	personal
113747	coordinating
113751	resumption
113756	personal
113758	personal
113763	personal
location
personal
113767	negative
113769	personal
resumption
113775	personal
113777	personal
113780	personal
113783	coordinating
113786	resumption
113791	personal
113793	personal
coordinating
113796	personal
113807	resumption
113809	interrogative
113812	personal
113814	personal
113816	relative
113818	personal
113820	coordinating
113824	personal
113828	coordinating
113831	resumption
113833	interrogative
113836	personal
113838	personal
113840	personal
relative
113845	coordinating
113850	personal
113853	resumption
113855	interrogative
113858	personal
113860	personal
future
113864	personal
113868	resumption
113870	interrogative
113873	personal
113875	personal
vocative
113880	coordinating
113883	conditional
113885	personal
subordinating
113888	personal
113893	coordinating
113896	resumption
113898	personal
negative
113901	personal
restriction
113905	resumption
113910	personal
113912	personal
113915	personal
113919	coordinating
113921	coordinating
negative
113924	personal
resumption
113927	interrogative
113930	personal
113932	personal
resumption
time
113938	coordinating
113944	resumption
113949	personal
113951	personal
resumption
time
negative
113958	personal
113960	coordinating
negative
113963	resumption
113965	interrogative
113968	personal
113970	personal
113976	personal
coordinating
113982	coordinating
113985	resumption
113987	interrogative
113990	personal
113992	personal
demonstrative
proper
relative
113998	personal
114002	personal
location
personal
coordinating
location
114009	resumption
114014	personal
114016	personal
coordinating
114019	relative
114023	personal
114025	resumption
114030	personal
114032	personal
114035	resumption
114037	interrogative
114040	personal
114042	personal
114044	personal
114047	personal
resumption
114053	personal
114055	personal
114057	personal
114062	resumption
114067	personal
114069	personal
114074	personal
114077	coordinating
114082	resumption
114087	personal
114089	personal
114091	personal
114095	negative
114097	personal
114099	time
personal
coordinating
negative
114104	resumption
114106	interrogative
114109	personal
114111	personal
accusative
personal
114116	coordinating
114119	resumption
114121	interrogative
114124	personal
114126	personal
interrogative
114131	restriction
114134	resumption
114136	interrogative
114139	personal
114141	personal
coordinating
114145	personal
114147	resumption
114149	interrogative
114152	personal
114154	personal
114156	resumption
114158	interrogative
114161	personal
114163	personal
114165	personal
114168	resumption
114170	interrogative
114173	personal
114175	personal
114177	personal
114179	coordinating
114181	coordinating
114183	resumption
114185	interrogative
114188	personal
114190	personal
114192	personal
114195	resumption
114197	interrogative
114200	personal
114202	personal
114208	resumption
114213	personal
114215	personal
negative
114218	personal
114220	time
personal
coordinating
negative
114225	resumption
114230	personal
114232	personal
114237	coordinating
114240	resumption
114245	personal
114247	personal
114251	personal
114255	coordinating
114258	time
114265	personal
114269	time
114274	coordinating
114279	resumption
114283	coordinating
114285	personal
114288	resumption
114292	interrogative
114296	coordinating
114300	interrogative
114304	coordinating
114309	demonstrative
114320	coordinating
114330	personal
114334	personal
114339	coordinating
114341	coordinating
114345	negative
114347	personal
114349	personal
coordinating
negative
114353	personal
coordinating
114357	relative
114359	personal
coordinating
114364	relative
114366	personal
coordinating
114378	relative
114380	personal
114382	personal
negative
114385	personal
114387	personal
114389	coordinating
negative
114392	restriction
114396	coordinating
114400	interrogative
114407	coordinating
114410	coordinating
114413	coordinating
114416	coordinating
114419	negative
114421	coordinating
negative
114424	coordinating
114427	accusative
personal
114430	personal
personal
114433	coordinating
114435	personal
personal
114448	coordinating
114453	coordinating
114457	interrogative
114463	coordinating
114465	coordinating
114469	negative
114471	coordinating
negative
114474	accusative
personal
114477	personal
time
demonstrative
114481	coordinating
114483	personal
114485	personal
114491	coordinating
114493	personal
114495	personal
interrogative
time
114499	personal
coordinating
114502	personal
114504	coordinating
114506	interrogative
accusative
personal
emphatic
114511	interrogative
supplemental
114514	personal
114518	accusative
114521	coordinating
114524	emphatic
114530	coordinating
accusative
personal
114538	emphatic
114543	proper
resumption
114547	personal
114550	coordinating
114553	personal
114557	coordinating
114562	demonstrative
114564	personal
114568	personal
114570	personal
personal
resumption
exhortation
114575	personal
interrogative
supplemental
114579	personal
relative
114582	personal
interrogative
personal
114586	personal
personal
coordinating
personal
114592	personal
114594	personal
location
personal
114599	coordinating
negative
personal
114605	subordinating
114608	personal
coordinating
114611	personal
114613	relative
negative
114616	personal
coordinating
emphatic
certainty
114621	personal
114626	resumption
exhortation
114629	personal
interrogative
supplemental
114633	personal
relative
114636	personal
interrogative
personal
114640	personal
personal
coordinating
personal
114646	conditional
114648	emphatic
114650	personal
personal
114653	resumption
114655	personal
114657	personal
accusative
personal
emphatic
114662	retraction
personal
114665	interrogative
supplemental
114668	personal
114671	relative
114673	personal
interrogative
personal
114677	personal
personal
114682	coordinating
personal
114686	conditional
114689	personal
personal
114692	resumption
exhortation
114695	personal
interrogative
supplemental
114699	personal
114702	relative
114704	personal
interrogative
personal
114708	personal
114710	personal
coordinating
personal
114715	personal
114717	personal
personal
114720	coordinating
114725	resumption
114730	personal
114733	resumption
negative
114740	coordinating
accusative
personal
emphatic
114745	conditional
114747	personal
114749	accusative
personal
emphatic
proper
114757	negative
114759	personal
restriction
114768	interrogative
supplemental
114771	demonstrative
114774	personal
114776	coordinating
114778	personal
114780	personal
accusative
personal
114784	personal
resumption
exhortation
time
114791	coordinating
personal
time
114795	personal
coordinating
personal
114800	personal
114802	personal
coordinating
amendment
negative
114807	personal
resumption
exhortation
conditional
114812	personal
114816	personal
personal
conditional
114820	personal
114822	resumption
conditional
conditional
114829	resumption
114831	coordinating
114833	coordinating
114836	coordinating
conditional
conditional
114844	resumption
114847	personal
114852	coordinating
conditional
conditional
114861	resumption
114865	coordinating
114868	accusative
demonstrative
emphatic
personal
114875	resumption
114880	personal
114885	proper
relative
114890	coordinating
114893	coordinating
personal
114900	personal
114904	coordinating
114908	coordinating
114910	coordinating
personal
114916	personal
114919	coordinating
114922	coordinating
114925	coordinating
114928	coordinating
personal
114934	personal
relative
114939	coordinating
114945	coordinating
114951	relative
114956	coordinating
relative
114960	personal
coordinating
relative
114967	coordinating
relative
114971	personal
coordinating
personal
location
personal
interrogative
relative
114979	personal
coordinating
proper
114983	relative
114985	personal
114988	personal
114992	coordinating
114995	coordinating
114997	proper
115007	coordinating
115014	coordinating
personal
115022	personal
115024	proper
coordinating
115027	personal
coordinating
115030	personal
115032	relative
115034	personal
115037	personal
coordinating
relative
115041	personal
115043	personal
coordinating
115046	personal
115048	personal
115051	coordinating
interrogative
115054	personal
negative
115057	personal
115059	proper
circumstantial
115064	personal
purpose
115067	personal
115070	personal
coordinating
certainty
115075	personal
conditional
115078	personal
115080	personal
relative
115085	personal
115088	purpose
115090	personal
115097	coordinating
accusative
proper
115101	personal
emphatic
115105	coordinating
interrogative
115108	personal
subordinating
negative
115112	personal
115115	proper
circumstantial
115118	proper
115122	coordinating
115125	negative
115128	personal
relative
115135	coordinating
115137	demonstrative
115141	relative
115143	personal
115146	coordinating
115148	personal
coordinating
115152	proper
115155	coordinating
proper
115158	relative
115160	personal
115162	interrogative
demonstrative
relative
115166	proper
115169	cause
115171	personal
115173	personal
coordinating
115176	personal
115183	coordinating
115188	personal
location
115191	personal
coordinating
115195	personal
115197	personal
115204	personal
115209	personal
demonstrative
personal
115220	coordinating
115224	relative
115226	personal
115228	personal
personal
115233	personal
115236	personal
location
personal
coordinating
115241	personal
115243	resumption
115245	location
personal
115250	personal
115253	personal
115255	personal
115258	coordinating
115260	personal
115263	personal
115267	personal
personal
interrogative
negative
115272	location
personal
115275	personal
answer
coordinating
accusative
personal
115281	personal
115283	personal
coordinating
115286	personal
coordinating
115289	personal
coordinating
115292	personal
115298	proper
coordinating
115301	personal
115303	proper
115306	resumption
115309	negative
115312	personal
115314	coordinating
negative
115317	relative
115319	personal
115321	personal
115324	personal
115326	personal
coordinating
115331	interrogative
negative
115335	relative
115337	personal
subordinating
115341	personal
115344	proper
coordinating
relative
115351	coordinating
negative
115354	personal
115356	relative
115358	personal
115363	coordinating
115366	personal
115369	resumption
115372	personal
coordinating
115376	personal
115379	personal
accusative
proper
115385	time
115387	personal
certainty
115390	personal
115392	personal
115395	accusative
personal
115398	personal
accusative
115402	coordinating
115405	coordinating
115407	personal
proper
115413	personal
coordinating
115416	personal
115419	coordinating
relative
115422	personal
115424	proper
coordinating
115427	personal
demonstrative
personal
115432	coordinating
115435	location
115437	personal
115439	personal
115441	personal
coordinating
115444	personal
coordinating
relative
115448	personal
coordinating
115451	personal
115454	personal
demonstrative
115460	personal
accusative
preventive
115468	coordinating
115470	coordinating
115472	coordinating
115474	location
personal
coordinating
115481	coordinating
115491	personal
coordinating
115494	coordinating
115496	personal
115498	coordinating
115501	coordinating
115507	coordinating
115510	proper
coordinating
115513	coordinating
negative
115519	restriction
115524	personal
115529	personal
coordinating
115533	personal
115538	coordinating
115543	relative
115545	personal
115547	proper
coordinating
115550	personal
demonstrative
115553	proper
115555	personal
relative
115558	coordinating
proper
115565	negative
115572	coordinating
negative
115576	personal
restriction
115582	subordinating
115584	personal
accusative
demonstrative
115588	proper
115590	purpose
negative
115593	personal
115595	relative
115597	personal
coordinating
prohibition
115601	personal
115603	relative
115605	personal
coordinating
proper
negative
115613	relative
115615	personal
coordinating
115618	personal
115624	coordinating
relative
115627	resumption
accusative
proper
personal
115635	emphatic
certainty
115638	personal
115640	personal
115644	coordinating
115646	personal
location
personal
115651	coordinating
115654	purpose
115661	coordinating
115663	personal
115667	personal
115670	coordinating
115675	coordinating
purpose
115678	proper
relative
115681	personal
coordinating
115684	personal
115688	accusative
proper
115692	coordinating
emphatic
certainty
115696	personal
proper
coordinating
proper
coordinating
115702	personal
115705	personal
115708	coordinating
115711	coordinating
115713	personal
115715	coordinating
115718	personal
115720	coordinating
115722	personal
115725	personal
115728	personal
coordinating
115731	personal
115733	proper
115735	proper
coordinating
115738	personal
personal
115741	proper
coordinating
115744	personal
115747	relative
115749	personal
personal
115752	coordinating
115754	coordinating
115757	personal
personal
negative
115761	personal
personal
115764	personal
restriction
115768	proper
resumption
negative
115772	personal
personal
115776	personal
resumption
115779	personal
relative
115782	personal
115784	personal
115786	personal
coordinating
115790	personal
115792	vocative
115794	relative
115796	personal
115798	personal
proper
coordinating
115802	personal
115805	personal
115807	personal
115811	personal
coordinating
115815	personal
115818	personal
115820	personal
coordinating
115824	personal
coordinating
proper
115829	purpose
negative
115835	subordinating
negative
115838	personal
115843	proper
coordinating
accusative
115850	proper
115852	personal
relative
115855	coordinating
proper
115862	certainty
115864	proper
115866	relative
115868	personal
115871	personal
coordinating
115875	proper
coordinating
proper
115880	personal
accusative
proper
115885	relative
115887	personal
115889	personal
115892	personal
negative
personal
115896	personal
negative
115899	personal
restriction
relative
115903	personal
personal
coordinating
accusative
personal
emphatic
115910	personal
115915	coordinating
115917	coordinating
accusative
proper
emphatic
115923	coordinating
relative
115926	personal
115929	personal
coordinating
115932	personal
115934	relative
115936	personal
resumption
115942	subordinating
115944	personal
demonstrative
115947	personal
115949	personal
coordinating
proper
115953	relative
115955	personal
115957	resumption
relative
negative
115961	resumption
115967	subordinating
115969	personal
resumption
relative
negative
115974	resumption
115978	demonstrative
purpose
115981	personal
115983	proper
coordinating
115986	personal
coordinating
demonstrative
115990	proper
coordinating
115997	accusative
relative
116000	personal
proper
coordinating
116004	personal
116006	personal
116008	subordinating
116010	relative
116013	personal
coordinating
certainty
116017	personal
116020	coordinating
116028	personal
proper
116031	coordinating
116033	personal
116035	relative
116037	personal
116039	personal
proper
circumstantial
116043	personal
personal
coordinating
proper
116051	interrogative
negative
116054	accusative
proper
116057	relative
116061	coordinating
relative
116066	negative
116071	restriction
personal
116074	personal
coordinating
negative
116078	restriction
personal
116081	personal
coordinating
negative
116086	demonstrative
coordinating
negative
116090	restriction
personal
location
personal
interrogative
relative
116097	personal
coordinating
116100	personal
116102	relative
116104	personal
116108	accusative
proper
116114	interrogative
negative
116118	relative
116120	personal
116124	coordinating
116126	personal
116128	relative
116130	personal
116132	personal
coordinating
116135	personal
116139	coordinating
116142	coordinating
116146	coordinating
time
116149	personal
personal
116152	personal
personal
116155	relative
negative
116158	personal
116160	personal
proper
coordinating
116164	personal
116167	personal
exhortation
116170	personal
proper
116173	relative
116176	personal
proper
116179	personal
personal
coordinating
116185	vocative
116187	relative
116189	personal
time
116192	personal
resumption
prohibition
116196	personal
116200	coordinating
116203	coordinating
116207	coordinating
116209	personal
116213	coordinating
116216	coordinating
116218	personal
proper
relative
116222	personal
116224	personal
accusative
preventive
116231	proper
purpose
116234	relative
116236	personal
coordinating
116241	personal
116243	restriction
116246	proper
coordinating
116249	proper
resumption
imperative
116255	vocative
116257	relative
116259	personal
time
116263	personal
116265	personal
116269	resumption
116271	personal
116273	proper
116275	personal
coordinating
time
116280	personal
resumption
116283	personal
116285	proper
relative
116288	personal
116290	personal
coordinating
relative
116294	personal
116298	coordinating
proper
116301	relative
116303	personal
116305	vocative
116307	relative
116309	personal
time
116312	personal
116315	resumption
116317	personal
location
116321	personal
116323	demonstrative
116326	personal
coordinating
116329	resumption
conditional
negative
116333	personal
resumption
accusative
proper
116339	interrogative
116341	personal
subordinating
116344	personal
location
116348	personal
116350	resumption
time
negative
116354	personal
coordinating
116357	proper
116359	personal
resumption
116362	personal
116365	coordinating
116367	personal
116370	coordinating
116372	personal
proper
coordinating
116376	personal
coordinating
proper
116381	relative
116383	personal
interrogative
negative
116388	relative
116390	personal
116393	proper
116395	personal
negative
personal
116399	personal
coordinating
negative
116403	personal
coordinating
116406	personal
116410	circumstantial
personal
116413	personal
116415	proper
116417	personal
116420	accusative
personal
116423	relative
116425	personal
116427	personal
116429	personal
116431	personal
116433	resumption
116435	personal
116438	proper
resumption
116441	personal
116444	negative
116447	personal
116449	personal
coordinating
negative
116453	personal
116455	proper
116457	demonstrative
116461	personal
116463	personal
116467	personal
proper
116470	resumption
116472	personal
116474	personal
116476	subordinating
116478	personal
116480	personal
coordinating
116483	personal
accusative
personal
116488	inceptive
accusative
personal
personal
116496	personal
116498	proper
resumption
116501	personal
116503	proper
demonstrative
116507	proper
inceptive
accusative
116512	proper
personal
116516	accusative
relative
116519	personal
proper
coordinating
116523	personal
demonstrative
116529	proper
emphatic
116532	emphatic
personal
coordinating
116536	personal
accusative
proper
116541	negative
116545	personal
116547	proper
coordinating
116554	personal
relative
116557	proper
coordinating
116560	personal
coordinating
conditional
116564	personal
116566	personal
coordinating
116569	personal
coordinating
116572	personal
coordinating
116575	personal
demonstrative
116580	personal
116583	coordinating
116585	personal
116589	personal
coordinating
116592	personal
116597	personal
116602	personal
116604	proper
116606	personal
coordinating
116609	personal
116611	personal
demonstrative
116614	proper
inceptive
accusative
116618	proper
personal
116624	proper
relative
116629	coordinating
relative
116634	resumption
personal
116640	personal
relative
116643	relative
116645	personal
116652	personal
116657	negative
116659	personal
subordinating
116662	personal
coordinating
116665	personal
accusative
personal
116669	personal
116671	personal
116673	proper
resumption
116676	personal
proper
116680	negative
116682	personal
coordinating
116687	personal
116691	personal
116693	personal
116696	personal
coordinating
116701	resumption
116703	personal
vocative
116708	resumption
conditional
subordinating
116712	proper
116714	personal
116717	emphatic
116719	personal
116723	resumption
116725	personal
116732	demonstrative
116734	accusative
personal
116737	personal
proper
coordinating
116741	personal
resumption
conditional
116745	proper
result
accusative
proper
116752	conditional
116754	personal
116757	coordinating
116759	personal
personal
116764	personal
result
116768	proper
coordinating
purpose
116774	coordinating
conditional
116777	proper
116780	personal
116782	personal
result
negative
116786	personal
116788	personal
116791	coordinating
negative
116794	resumption
accusative
proper
116799	personal
116801	relative
116803	coordinating
proper
116809	conditional
116811	proper
116814	personal
116819	result
116821	proper
coordinating
116826	coordinating
116831	coordinating
116834	coordinating
116837	coordinating
116841	subordinating
negative
116845	location
116849	personal
coordinating
conditional
116853	personal
116856	result
116858	personal
personal
coordinating
conditional
116863	personal
116865	personal
result
116868	personal
resumption
116871	personal
proper
accusative
proper
116883	relative
116885	personal
116888	personal
coordinating
116891	personal
116893	personal
116896	proper
coordinating
116899	coordinating
116901	personal
proper
coordinating
116905	personal
demonstrative
personal
116910	coordinating
relative
116913	personal
116916	coordinating
116921	personal
116923	personal
relative
116927	personal
coordinating
negative
116931	personal
116934	personal
116937	relative
116939	personal
coordinating
116942	personal
116945	personal
circumstantial
subordinating
116950	personal
116952	resumption
conditional
116957	personal
result
demonstrative
personal
116963	coordinating
relative
116966	personal
116969	personal
116971	personal
116973	personal
116976	personal
coordinating
116980	personal
relative
116983	personal
personal
116988	coordinating
negative
116993	personal
116996	relative
116998	personal
117000	personal
accusative
personal
117005	interrogative
negative
117009	relative
117011	personal
117013	personal
117016	personal
relative
117019	personal
117024	emphatic
conditional
117027	personal
emphatic
117030	emphatic
location
personal
coordinating
negative
117037	personal
117039	time
coordinating
conditional
117043	personal
emphatic
117046	emphatic
personal
resumption
proper
117051	accusative
personal
emphatic
117055	emphatic
conditional
117058	personal
negative
117061	personal
location
personal
coordinating
emphatic
conditional
117068	personal
negative
117071	personal
personal
coordinating
emphatic
conditional
117077	personal
personal
emphatic
117081	emphatic
117084	coordinating
negative
117087	personal
emphatic
personal
117094	personal
117096	proper
demonstrative
117099	accusative
personal
117102	negative
117104	personal
negative
117107	personal
personal
117110	restriction
117114	coordinating
117119	personal
location
personal
117124	personal
117126	circumstantial
117128	personal
117130	demonstrative
117132	accusative
personal
117135	negative
117137	personal
117140	relative
117143	personal
117146	personal
117149	personal
resumption
117152	personal
117158	proper
time
117165	resumption
time
117169	accusative
personal
117173	personal
accusative
personal
117177	proper
117181	cause
117184	personal
accusative
personal
117192	personal
resumption
demonstrative
117198	vocative
117200	relative
117202	personal
117204	personal
proper
resumption
imperative
117210	relative
117214	coordinating
117216	personal
proper
accusative
proper
117222	relative
117224	personal
coordinating
prohibition
117228	personal
117230	relative
117232	personal
proper
cause
117236	personal
117238	personal
demonstrative
personal
117243	negative
117248	coordinating
117251	proper
117254	proper
personal
117258	conditional
117260	personal
demonstrative
117263	proper
117266	emphatic
117268	personal
personal
117274	proper
resumption
demonstrative
117280	personal
117284	accusative
personal
117287	personal
personal
proper
relative
negative
117293	exceptive
personal
117298	coordinating
117301	personal
117306	personal
proper
relative
negative
117311	exceptive
personal
117330	proper
117332	subordinating
117334	personal
personal
proper
117344	personal
117351	personal
relative
117356	coordinating
117359	resumption
personal
117365	vocative
117367	relative
117369	personal
prohibition
117372	personal
117374	personal
coordinating
117377	personal
117380	personal
117382	personal
117386	circumstantial
certainty
117389	personal
117391	relative
117393	personal
117398	personal
117401	coordinating
personal
subordinating
117405	personal
117407	proper
117409	personal
conditional
117412	personal
117414	personal
117418	personal
coordinating
117422	personal
117424	personal
117426	personal
117430	resumption
personal
117434	relative
117436	personal
coordinating
relative
117440	personal
resumption
conditional
117444	personal
117446	personal
result
certainty
117453	conditional
117455	personal
personal
117458	personal
117460	personal
117462	coordinating
117464	personal
117466	personal
117468	personal
coordinating
117471	personal
117475	coordinating
117477	personal
subordinating
117480	personal
negative
117483	personal
117485	personal
coordinating
negative
117489	personal
time
117494	location
personal
resumption
proper
117499	relative
117501	personal
117503	certainty
117506	personal
117510	proper
coordinating
relative
location
personal
time
117517	personal
117520	personal
accusative
personal
117525	personal
coordinating
117528	relative
117530	personal
117533	proper
117535	personal
117537	personal
coordinating
117540	location
personal
coordinating
location
personal
117547	coordinating
117550	time
117553	personal
117555	proper
117557	personal
exceptive
117560	proper
117563	personal
emphatic
117566	emphatic
117568	personal
coordinating
negative
117573	personal
117575	proper
117579	personal
117581	personal
117583	personal
coordinating
117586	personal
117588	personal
coordinating
117591	personal
117595	personal
prohibition
117598	personal
117601	relative
117603	personal
resumption
117607	personal
117609	personal
accusative
personal
personal
117617	emphatic
certainty
117621	personal
117623	personal
117627	relative
117630	proper
coordinating
117636	resumption
conditional
117639	result
accusative
proper
personal
117648	proper
subordinating
117651	location
personal
coordinating
location
relative
117657	personal
117659	personal
117661	resumption
proper
117664	coordinating
proper
117668	negative
117670	personal
proper
117673	relative
negative
117676	personal
personal
117681	coordinating
negative
117684	personal
personal
117688	personal
subordinating
117691	personal
personal
coordinating
117695	personal
117697	personal
accusative
proper
117703	accusative
preventive
117706	personal
proper
117709	relative
117711	personal
personal
117716	coordinating
117718	personal
personal
117722	personal
coordinating
117725	personal
117728	personal
subordinating
117731	personal
personal
resumption
conditional
117736	personal
result
demonstrative
personal
117742	vocative
117744	relative
117746	personal
time
117749	personal
117753	result
117755	personal
personal
proper
117761	personal
resumption
conditional
117765	personal
personal
117768	result
prohibition
117771	personal
personal
117776	negative
personal
117780	personal
coordinating
negative
personal
117785	personal
117787	personal
coordinating
117790	personal
personal
relative
117794	personal
resumption
negative
117799	personal
subordinating
117802	personal
personal
time
117806	personal
personal
117809	personal
coordinating
prohibition
117813	personal
117818	coordinating
117820	personal
relative
117823	personal
coordinating
imperative
117827	personal
relative
117830	personal
demonstrative
117833	proper
117835	location
personal
coordinating
proper
117841	resumption
conditional
117844	personal
117848	personal
117852	coordinating
117854	personal
result
117857	personal
relative
117861	personal
117863	relative
117865	personal
resumption
117868	personal
proper
relative
personal
117873	personal
117875	vocative
117879	time
117881	personal
117885	personal
personal
117888	subordinating
negative
117891	personal
117893	proper
117895	coordinating
negative
117898	personal
coordinating
negative
117902	personal
coordinating
negative
117906	personal
117908	personal
coordinating
negative
117912	personal
117916	personal
personal
location
117920	personal
coordinating
117923	personal
coordinating
negative
117927	personal
personal
117931	result
117933	personal
coordinating
117937	personal
proper
accusative
proper
117943	vocative
117945	relative
117947	personal
prohibition
117950	personal
117953	proper
117955	personal
certainty
117958	personal
117963	subordinating
117973	proper
relative
117978	coordinating
relative
117983	resumption
personal
117989	vocative
117991	relative
117993	personal
117995	interrogative
117997	personal
relative
negative
118001	personal
118004	location
proper
subordinating
118008	personal
relative
negative
118012	personal
accusative
proper
118016	relative
118018	personal
118021	personal
118023	accusative
personal
118027	resumption
time
118030	proper
118033	personal
vocative
118036	personal
118038	interrogative
118040	personal
personal
circumstantial
certainty
118045	personal
accusative
personal
118049	proper
118051	personal
resumption
time
118055	personal
118057	proper
118059	personal
resumption
proper
negative
118068	resumption
time
118071	proper
118073	proper
vocative
118076	proper
accusative
personal
118080	proper
118082	personal
118085	relative
location
118088	personal
118091	proper
coordinating
118099	personal
118101	personal
proper
resumption
time
118106	personal
118111	personal
demonstrative
118115	resumption
interrogative
118119	relative
118122	proper
118125	circumstantial
personal
118130	proper
resumption
proper
negative
118140	personal
purpose
118143	personal
118145	proper
118148	personal
resumption
proper
118153	personal
resumption
conditional
118159	personal
relative
118163	personal
118167	coordinating
118171	purpose
118173	personal
118178	personal
resumption
conditional
118184	vocative
118186	relative
118188	personal
interrogative
118191	personal
118195	personal
118200	personal
118202	proper
coordinating
118205	personal
coordinating
118208	personal
118211	proper
118214	personal
coordinating
118217	personal
demonstrative
118221	personal
conditional
118224	personal
118226	personal
118229	personal
118231	personal
coordinating
118234	personal
118239	personal
118242	coordinating
118247	proper
demonstrative
118253	resumption
118256	personal
personal
118260	proper
coordinating
118264	coordinating
118268	vocative
118270	relative
118272	personal
118274	personal
118276	proper
118278	subordinating
118280	proper
118282	proper
118286	interrogative
118288	personal
118290	proper
118294	personal
118296	proper
resumption
118302	proper
coordinating
118306	cause
118308	personal
relative
118311	personal
118314	personal
coordinating
118317	personal
118321	proper
relative
118326	coordinating
relative
118339	personal
relative
118347	personal
118350	personal
118352	personal
coordinating
118355	personal
coordinating
118358	personal
118361	coordinating
118364	circumstantial
conditional
118367	personal
118370	emphatic
118374	coordinating
118377	personal
negative
118380	personal
118382	personal
resumption
personal
118389	demonstrative
118391	proper
118393	personal
relative
118396	resumption
proper
118404	relative
118406	personal
118408	proper
coordinating
negative
118412	personal
personal
118424	relative
118426	personal
118429	proper
resumption
proper
negative
118439	vocative
118441	relative
118443	personal
conditional
118446	personal
accusative
personal
118451	proper
118456	result
118458	personal
118461	conditional
118463	personal
118465	resumption
negative
118468	personal
personal
time
118472	relative
118475	personal
resumption
proper
118483	accusative
118486	relative
118488	personal
118490	personal
resumption
accusative
personal
118495	personal
coordinating
118498	personal
118503	coordinating
118506	coordinating
118508	personal
118510	relative
118512	personal
118514	personal
vocative
118517	relative
118519	personal
time
118528	proper
result
118531	personal
118534	proper
coordinating
118537	personal
118540	demonstrative
118543	personal
conditional
118546	personal
118548	personal
resumption
time
118554	result
118556	personal
118560	coordinating
118562	personal
118565	proper
coordinating
118568	personal
proper
118571	accusative
personal
118574	personal
coordinating
time
118578	personal
118580	coordinating
118583	personal
118585	personal
coordinating
118588	personal
personal
118592	relative
location
proper
118599	coordinating
118603	coordinating
proper
118608	time
118610	personal
118614	personal
118616	accusative
personal
emphatic
118620	proper
resumption
proper
118624	accusative
personal
emphatic
118628	personal
coordinating
proper
118632	accusative
118635	emphatic
118638	personal
118640	personal
118642	coordinating
118644	personal
118647	proper
accusative
personal
118651	relative
118653	personal
118655	personal
demonstrative
118658	accusative
personal
118661	personal
coordinating
118664	personal
cause
118669	personal
coordinating
personal
negative
118674	personal
coordinating
time
118678	personal
personal
118681	personal
118683	personal
coordinating
conditional
118687	personal
118691	personal
accusative
personal
118697	personal
118701	personal
personal
118705	resumption
118707	personal
118709	personal
proper
interrogative
118713	personal
coordinating
time
118718	personal
118720	personal
118723	personal
118725	proper
118727	personal
118729	personal
coordinating
118732	personal
personal
118735	personal
circumstantial
personal
118741	personal
equalization
118744	personal
118746	personal
coordinating
negative
118751	personal
negative
118754	proper
118756	personal
accusative
proper
negative
118765	personal
relative
118768	personal
prohibition
118771	personal
118773	relative
location
118776	proper
118779	personal
resumption
118782	proper
118786	coordinating
118789	resumption
accusative
118793	negative
118795	personal
118797	personal
emphatic
conditional
118801	personal
118804	proper
emphatic
118807	emphatic
118811	personal
118814	resumption
118816	proper
118819	coordinating
118822	personal
coordinating
118827	resumption
accusative
118831	negative
118833	personal
vocative
118836	relative
118838	personal
prohibition
118841	personal
118843	personal
coordinating
negative
118847	personal
118850	proper
resumption
conditional
118854	demonstrative
result
demonstrative
personal
118860	resumption
118862	personal
118864	relative
118866	personal
personal
118870	subordinating
118873	personal
118876	coordinating
118879	personal
exhortation
118882	personal
personal
118887	cause
118889	coordinating
118894	resumption
negative
118897	proper
118899	time
118902	personal
resumption
proper
118907	relative
118909	personal
118912	proper
relative
118917	coordinating
relative
118923	personal
118926	coordinating
118928	personal
118931	coordinating
personal
118937	personal
relative
118940	personal
resumption
118943	personal
118945	coordinating
118947	personal
118949	resumption
proper
118952	relative
118954	personal
118959	coordinating
118965	coordinating
118967	personal
coordinating
118971	personal
resumption
118974	personal
118978	relative
118982	coordinating
118985	coordinating
118987	relative
118989	personal
coordinating
relative
118993	personal
resumption
proper
119001	interrogative
negative
119004	personal
119006	relative
119008	personal
119011	cause
119013	personal
119016	personal
resumption
119019	personal
119022	demonstrative
119024	accusative
personal
119028	personal
119030	personal
119034	coordinating
119036	personal
interrogative
119040	personal
personal
cause
119044	personal
coordinating
119047	personal
coordinating
119050	proper
resumption
proper
119056	relative
119058	personal
subordinating
negative
119062	personal
119064	answer
119067	personal
emphatic
119070	emphatic
coordinating
emphatic
119074	emphatic
119076	relative
119078	personal
resumption
demonstrative
119082	proper
119084	resumption
119086	personal
119088	proper
coordinating
119091	personal
coordinating
119095	relative
119097	personal
resumption
proper
119101	relative
119103	personal
119105	time
119107	personal
119112	demonstrative
119116	resumption
conditional
119120	proper
coordinating
119126	personal
119128	personal
coordinating
119131	personal
119136	personal
119141	personal
time
demonstrative
119148	resumption
relative
119151	personal
coordinating
119154	personal
119157	personal
demonstrative
119164	personal
resumption
119169	negative
119173	restriction
119176	proper
resumption
conditional
119181	proper
119184	personal
resumption
proper
119191	resumption
119193	personal
proper
coordinating
119197	personal
119200	resumption
conditional
119203	personal
result
accusative
preventive
119209	personal
119214	proper
negative
119217	exceptive
personal
resumption
119221	proper
resumption
imperative
119227	vocative
119229	relative
119231	personal
accusative
119235	personal
coordinating
119238	personal
119241	personal
cause
119244	personal
personal
resumption
conditional
119249	personal
coordinating
119252	personal
coordinating
119255	personal
result
accusative
proper
119261	accusative
preventive
119264	personal
coordinating
119267	personal
119269	resumption
proper
location
personal
119275	resumption
119277	personal
proper
subordinating
119281	personal
coordinating
119284	personal
coordinating
119287	personal
coordinating
119290	personal
119294	personal
resumption
conditional
119300	personal
result
demonstrative
personal
119306	conditional
119308	personal
proper
119313	personal
119315	personal
coordinating
119319	personal
resumption
proper
119327	coordinating
119334	vocative
119338	time
119340	personal
119343	result
119345	personal
personal
119349	personal
coordinating
119352	personal
119355	coordinating
119357	personal
proper
119360	personal
prohibition
119363	personal
personal
119367	personal
coordinating
prohibition
119371	personal
exceptive
subordinating
119375	personal
119379	resumption
demonstrative
119382	proper
resumption
conditional
119387	proper
result
certainty
119392	personal
negative
119395	accusative
proper
119398	time
demonstrative
119401	resumption
time
119404	personal
119406	personal
result
119409	personal
personal
119413	coordinating
119415	personal
personal
119419	coordinating
119421	personal
119425	personal
coordinating
119428	personal
119432	proper
demonstrative
119436	personal
relative
119441	proper
coordinating
119447	resumption
conditional
119450	proper
119453	personal
119455	coordinating
119457	personal
119460	negative
119462	resumption
conditional
119466	proper
result
personal
119470	personal
accusative
proper
119475	personal
certainty
119478	proper
119483	resumption
relative
119486	personal
119492	personal
conditional
119495	personal
result
119498	personal
119501	coordinating
relative
negative
119505	personal
resumption
119511	personal
subordinating
119514	personal
119516	personal
resumption
conditional
119520	proper
119523	personal
119526	personal
119528	demonstrative
119530	proper
119532	personal
119534	personal
resumption
conditional
119538	proper
119541	personal
119543	personal
coordinating
119547	personal
119550	personal
personal
119555	personal
119558	personal
coordinating
prohibition
119562	personal
personal
purpose
119566	personal
119568	personal
resumption
conditional
119572	personal
119575	result
119577	personal
119579	personal
119582	personal
119584	personal
coordinating
conditional
119588	personal
119590	personal
result
119593	personal
personal
119596	personal
coordinating
119599	personal
location
personal
119604	coordinating
conditional
119607	personal
result
future
119612	personal
119614	imperative
119620	personal
coordinating
conditional
119625	personal
119627	personal
result
imperative
119632	relative
119634	personal
proper
negative
119638	proper
119640	exceptive
relative
119643	personal
future
119646	proper
time
119650	resumption
119658	personal
coordinating
119661	personal
cause
119664	personal
personal
119668	coordinating
119670	personal
personal
119674	coordinating
119678	personal
coordinating
119683	personal
119686	proper
119688	personal
119691	resumption
119693	personal
proper
vocative
119699	relative
119701	personal
certainty
119704	proper
119706	personal
119711	personal
119713	proper
119715	purpose
119717	relative
119719	personal
coordinating
119722	personal
119731	resumption
conditional
119735	proper
coordinating
119740	personal
119745	personal
119750	personal
time
certainty
119754	proper
119756	personal
119758	proper
relative
119763	coordinating
119768	personal
119772	location
personal
purpose
119776	personal
accusative
proper
119783	coordinating
accusative
proper
certainty
119792	vocative
119797	interrogative
119799	relative
119801	proper
119803	personal
119807	personal
resumption
proper
119812	certainty
119814	proper
119816	personal
119819	personal
resumption
proper
119823	personal
coordinating
personal
119830	resumption
time
119838	personal
119840	resumption
time
119844	personal
coordinating
119847	personal
proper
119850	personal
119853	personal
coordinating
119858	resumption
time
119861	personal
119863	personal
119865	interrogative
119867	personal
demonstrative
119871	personal
119876	conditional
119878	personal
119880	proper
result
certainty
119885	personal
coordinating
conditional
119889	personal
119891	personal
result
accusative
proper
personal
119897	personal
coordinating
proper
coordinating
119904	coordinating
119907	time
demonstrative
119912	personal
conditional
119915	personal
subordinating
119918	personal
119922	personal
119930	coordinating
119932	vocative
119934	relative
119936	personal
119938	personal
119940	personal
coordinating
119943	personal
119946	personal
119949	coordinating
119953	personal
119957	negative
119959	personal
proper
relative
119963	personal
coordinating
119966	personal
relative
119969	personal
vocative
119972	relative
119974	personal
prohibition
119977	personal
119979	time
accusative
preventive
119983	personal
relative
119986	personal
119988	personal
vocative
119991	relative
119993	personal
119995	personal
119997	proper
120002	personal
subordinating
120006	personal
120008	personal
coordinating
120011	personal
120016	personal
120019	time
negative
120022	proper
120025	coordinating
relative
120028	personal
location
personal
120032	personal
120034	location
120036	personal
coordinating
120040	personal
120042	personal
120044	personal
120047	personal
120049	personal
coordinating
120053	personal
accusative
personal
120060	vocative
120067	coordinating
120070	coordinating
120073	personal
resumption
120076	personal
proper
resumption
120083	proper
120086	relative
120088	personal
120090	proper
coordinating
120093	proper
120095	personal
location
120100	personal
120102	coordinating
120104	personal
personal
resumption
negative
120109	personal
120111	personal
120113	proper
120115	resumption
120118	personal
120121	location
120124	coordinating
120126	proper
120129	relative
120131	personal
120133	proper
time
120137	personal
120140	personal
location
personal
120146	proper
coordinating
120149	personal
120151	proper
coordinating
120154	personal
coordinating
120157	personal
120163	coordinating
proper
120166	proper
relative
120170	personal
cause
120173	personal
120175	personal
120178	personal
coordinating
120184	personal
coordinating
120187	personal
coordinating
120194	relative
120197	personal
120200	coordinating
personal
120206	relative
120210	coordinating
120213	purpose
120215	personal
120217	personal
120220	resumption
personal
120226	relative
120231	negative
120239	cause
120243	interrogative
120247	coordinating
120254	personal
120258	circumstantial
personal
120261	resumption
emphatic
certainty
120265	personal
120272	coordinating
120274	personal
personal
120279	proper
coordinating
120282	personal
120284	personal
120288	resumption
120290	relative
120292	personal
120295	personal
120297	proper
resumption
120302	time
120304	personal
120306	personal
120308	personal
120310	personal
120312	circumstantial
personal
120320	time
120323	personal
120326	personal
120328	personal
interrogative
negative
120332	personal
120335	personal
answer
certainty
120339	personal
120341	coordinating
120343	personal
coordinating
120346	personal
negative
120349	proper
120352	negative
personal
restriction
120358	coordinating
120360	personal
conditional
120363	personal
120365	coordinating
120367	negative
120369	personal
120374	resumption
120376	personal
120379	personal
resumption
120386	accusative
relative
120389	personal
120391	personal
120396	personal
120398	coordinating
120401	resumption
120403	personal
120405	personal
coordinating
120408	personal
120410	personal
accusative
personal
120418	interrogative
negative
120421	relative
120423	circumstantial
personal
120429	personal
relative
120433	personal
120437	resumption
120439	personal
120442	personal
coordinating
120445	personal
120448	personal
resumption
120451	personal
120454	interrogative
120456	personal
relative
120461	subordinating
120464	personal
120467	resumption
surprise
personal
120471	coordinating
120473	personal
relative
120478	subordinating
120481	personal
120483	resumption
future
120486	personal
interrogative
120489	personal
resumption
emphatic
certainty
120494	relative
120497	personal
resumption
interrogative
120502	personal
interrogative
supplemental
negative
120507	personal
120511	location
personal
120514	coordinating
120516	personal
negative
120519	personal
restriction
120523	accusative
personal
120529	coordinating
interrogative
demonstrative
relative
personal
120536	personal
120538	personal
120543	negative
120546	restriction
120549	coordinating
interrogative
demonstrative
relative
120554	personal
conditional
120558	personal
retraction
120561	personal
120564	coordinating
120566	interrogative
supplemental
relative
120573	personal
120575	coordinating
relative
120583	personal
relative
120586	personal
coordinating
120590	personal
120593	coordinating
120596	coordinating
120600	relative
120602	personal
120604	personal
relative
120607	personal
120611	resumption
120613	personal
120615	personal
resumption
120618	personal
interrogative
demonstrative
120623	conditional
120625	personal
120628	accusative
preventive
120632	location
proper
coordinating
accusative
preventive
personal
120640	resumption
time
120643	personal
personal
120648	relative
120650	personal
coordinating
120653	demonstrative
relative
120656	personal
120658	personal
120660	personal
120662	interrogative
120664	personal
conditional
120667	personal
proper
coordinating
relative
location
personal
coordinating
120675	personal
result
interrogative
120685	personal
120689	personal
120691	personal
coordinating
120694	personal
120696	personal
resumption
future
120700	personal
relative
personal
120707	interrogative
120709	personal
conditional
120713	personal
120715	result
interrogative
120718	personal
120726	coordinating
relative
120729	personal
negative
personal
120735	personal
120738	resumption
accusative
120741	personal
emphatic
120746	coordinating
accusative
personal
emphatic
120753	resumption
future
120756	coordinating
120758	personal
120760	interrogative
personal
120764	accusative
120766	personal
personal
120770	relative
120774	personal
resumption
personal
120781	resumption
prohibition
120787	personal
subordinating
120790	coordinating
120792	personal
resumption
prohibition
120810	time
demonstrative
120813	subordinating
120817	coordinating
120819	time
120822	personal
120824	personal
120829	future
120831	personal
120835	accusative
personal
120838	personal
personal
120841	subordinating
120843	personal
120847	time
120849	personal
emphatic
120852	emphatic
personal
120855	coordinating
negative
120858	personal
cause
120862	personal
120866	personal
circumstantial
personal
120870	cause
120875	resumption
120877	personal
120879	interpretation
120881	personal
120884	personal
conditional
120887	personal
120889	coordinating
120891	personal
circumstantial
personal
120895	personal
interpretation
prohibition
120899	emphatic
personal
120902	time
120904	personal
120906	coordinating
120908	personal
120912	resumption
time
120915	personal
personal
120918	personal
accusative
personal
emphatic
120923	retraction
personal
120928	personal
interrogative
negative
120933	personal
exhortation
120936	personal
120938	personal
120941	personal
accusative
personal
120945	personal
120947	coordinating
120950	personal
120954	personal
120956	personal
vocative
120959	personal
accusative
personal
120963	personal
120967	personal
subordinating
120970	personal
120973	personal
accusative
personal
120978	personal
120981	demonstrative
120984	coordinating
emphatic
120990	conditional
120992	personal
120994	personal
accusative
120999	location
121001	personal
121005	interrogative
supplemental
121009	proper
121013	interrogative
121015	personal
interrogative
121018	personal
coordinating
121021	personal
121024	personal
121026	personal
accusative
121029	personal
121031	personal
emphatic
relative
121035	personal
coordinating
121038	personal
121041	personal
121047	accusative
121049	personal
emphatic
relative
121053	personal
121055	personal
interrogative
personal
121059	demonstrative
121061	coordinating
121063	personal
121065	resumption
imperative
121068	personal
121071	personal
conditional
121074	personal
121076	time
121080	coordinating
121082	personal
121086	resumption
negative
121089	personal
121092	personal
121094	personal
121096	circumstantial
certainty
121099	personal
121101	personal
121105	circumstantial
personal
121108	resumption
121110	personal
coordinating
relative
121115	demonstrative
121118	future
121120	personal
121123	negative
121125	personal
coordinating
121129	personal
accusative
121132	personal
121134	coordinating
121136	personal
121138	resumption
personal
121143	coordinating
location
personal
121148	resumption
personal
121151	personal
resumption
121157	personal
coordinating
prohibition
121165	time
121167	circumstantial
personal
121170	conditional
subordinating
121173	personal
121177	personal
emphatic
121183	circumstantial
personal
121186	resumption
121188	personal
121190	personal
coordinating
121193	personal
121197	resumption
certainty
121200	relative
121202	personal
emphatic
121205	personal
personal
121209	personal
time
121212	personal
121215	coordinating
121217	personal
accusative
personal
emphatic
121222	resumption
negative
personal
restriction
121232	interrogative
121235	coordinating
interrogative
121238	personal
interrogative
121243	proper
coordinating
proper
121249	resumption
explanation
proper
resumption
121254	personal
121258	coordinating
explanation
proper
resumption
121263	personal
121269	personal
121271	personal
time
121274	coordinating
time
121278	resumption
121283	personal
121285	accusative
personal
121290	resumption
interrogative
121294	personal
121297	resumption
121299	proper
coordinating
relative
time
personal
coordinating
121310	coordinating
121312	personal
121315	personal
coordinating
121318	personal
121321	accusative
personal
time
121328	personal
personal
121333	purpose
121335	personal
121337	personal
121339	coordinating
121341	personal
121344	resumption
time
121352	coordinating
121356	coordinating
121359	coordinating
121361	personal
121364	result
time
121369	coordinating
121373	resumption
personal
time
121377	circumstantial
121382	personal
coordinating
121387	personal
location
personal
time
121392	time
121394	personal
negative
121398	personal
121400	resumption
explanation
conditional
121405	personal
121408	personal
result
121411	imperative verbal
121413	personal
121415	personal
accusative
personal
121419	personal
accusative
personal
121424	personal
resumption
personal
121434	personal
121437	personal
coordinating
121440	personal
121443	relative
121445	personal
121451	coordinating
explanation
conditional
121456	personal
121459	personal
result
121462	vocative
accusative
personal
negative
121468	personal
coordinating
negative
121472	relative
121474	personal
vocative
accusative
personal
121481	negative
121484	personal
121486	personal
121489	personal
121491	personal
121493	personal
personal
coordinating
121497	personal
personal
coordinating
121503	personal
personal
coordinating
121509	personal
121512	resumption
121514	personal
personal
accusative
personal
121519	negative
121522	proper
121525	coordinating
negative
121532	resumption
121535	personal
121537	time
vocative
demonstrative
121541	coordinating
negative
121544	restriction
121547	negative
121549	personal
restriction
121553	resumption
negative
121557	relative
121559	personal
coordinating
relative
negative
121564	personal
accusative
personal
emphatic
121571	resumption
negative
personal
121578	relative
121580	personal
coordinating
negative
121587	relative
121589	personal
121595	resumption
conditional
121599	personal
121603	emphatic
121605	personal
121607	personal
121611	coordinating
emphatic
121614	personal
121616	personal
121619	resumption
negative
121622	personal
121626	personal
121628	resumption
accusative
personal
emphatic
121636	coordinating
accusative
personal
emphatic
121641	accusative
121643	personal
121645	coordinating
accusative
personal
emphatic
121653	coordinating
accusative
personal
emphatic
121660	resumption
121665	personal
121678	personal
121681	proper
121688	coordinating
121692	personal
121697	personal
121701	cause
121705	accusative
personal
121708	personal
personal
121711	coordinating
121713	personal
121715	time
121722	coordinating
121729	coordinating
negative
121735	personal
personal
121740	subordinating
121744	time
121747	personal
coordinating
121750	personal
coordinating
121753	personal
coordinating
121756	personal
relative
121759	personal
coordinating
relative
121766	coordinating
121768	personal
aversion
accusative
personal
proper
121778	relative
121780	coordinating
121782	coordinating
121784	coordinating
121786	accusative
121791	time
121793	personal
121797	coordinating
time
121800	personal
121804	exceptive
121807	relative
personal
121811	personal
121813	coordinating
relative
121817	personal
121823	coordinating
121826	coordinating
relative
121829	personal
121834	coordinating
relative
personal
121840	personal
121842	accusative
121845	personal
121848	coordinating
relative
personal
121853	personal
121855	exceptive
121858	personal
coordinating
relative
121863	personal
resumption
accusative
personal
121869	resumption
conditional
121872	location
demonstrative
result
demonstrative
personal
121879	coordinating
relative
personal
121884	personal
coordinating
121887	personal
121889	coordinating
relative
personal
121894	personal
121896	coordinating
relative
personal
121901	personal
121903	personal
demonstrative
121908	resumption
interrogative
121911	relative
121913	personal
location
personal
121920	coordinating
121925	interrogative
121930	personal
subordinating
121935	aversion
accusative
personal
121939	personal
personal
121942	relative
121944	personal
resumption
negative
121952	coordinating
121955	accusative
personal
emphatic
121960	subordinating
121964	personal
resumption
negative
personal
121970	resumption
121972	personal
121974	personal
coordinating
121977	personal
121980	personal
121982	personal
relative
121985	personal
121988	personal
121993	accusative
personal
121998	personal
122001	personal
122003	personal
122005	demonstrative
122008	relative
122010	personal
122012	personal
accusative
personal
122016	personal
proper
122020	personal
subordinating
122024	personal
122027	subordinating
122029	personal
122033	vocative
122035	personal
accusative
personal
122039	personal
122042	subordinating
122044	personal
proper
coordinating
122048	personal
personal
coordinating
122052	personal
personal
122056	personal
122059	personal
coordinating
122062	personal
122066	accusative
122068	proper
time
122071	negative
122073	conditional
122075	personal
122077	personal
122080	personal
accusative
personal
122084	personal
122086	personal
time
coordinating
time
resumption
negative
122093	personal
122095	personal
restriction
122098	coordinating
accusative
personal
time
122103	personal
personal
purpose
122108	personal
122110	personal
122112	personal
122115	personal
coordinating
122118	personal
122120	personal
coordinating
122123	personal
coordinating
122126	personal
122128	coordinating
accusative
personal
122132	personal
personal
122135	coordinating
accusative
personal
122139	personal
122141	personal
coordinating
122144	personal
122146	personal
122148	coordinating
122150	personal
122152	personal
122154	personal
accusative
personal
122163	personal
122165	coordinating
122167	personal
122170	coordinating
122172	coordinating
122175	personal
122177	coordinating
122180	personal
122182	interrogative
122184	personal
negative
122187	personal
122189	proper
122191	circumstantial
certainty
122194	personal
122196	interrogative
negative
122199	personal
interrogative
122202	proper
122206	coordinating
122211	personal
122213	coordinating
122218	resumption
proper
122221	personal
122226	coordinating
122228	personal
122230	personal
coordinating
122233	personal
122235	coordinating
proper
122239	personal
122243	purpose
122245	personal
122247	personal
122251	proper
122253	personal
accusative
personal
122257	personal
personal
coordinating
122261	personal
relative
negative
122265	personal
122267	personal
coordinating
122270	personal
restriction
122273	coordinating
122275	personal
122278	coordinating
122280	personal
negative
122283	emphatic
122285	personal
coordinating
negative
122289	emphatic
proper
coordinating
negative
proper
coordinating
negative
proper
coordinating
proper
coordinating
proper
circumstantial
certainty
122304	personal
122306	coordinating
prohibition
122311	restriction
122314	preventive
122316	personal
122318	personal
coordinating
122321	personal
122323	coordinating
negative
122326	personal
122328	personal
122331	proper
122333	coordinating
122335	proper
122337	personal
prohibition
122347	accusative
personal
conditional
122351	personal
122353	personal
122355	personal
coordinating
negative
122359	personal
restriction
122364	personal
122367	personal
coordinating
122371	personal
coordinating
122374	relative
122377	personal
122379	coordinating
122383	coordinating
122386	coordinating
prohibition
122391	restriction
122396	personal
accusative
personal
122404	coordinating
122406	personal
accusative
personal
122410	personal
proper
122417	cause
122419	personal
122421	personal
coordinating
negative
122427	personal
122429	coordinating
accusative
personal
122435	personal
negative
122439	coordinating
negative
122442	coordinating
accusative
personal
122448	personal
122450	proper
122452	coordinating
accusative
personal
122456	personal
subordinating
negative
122462	coordinating
122466	proper
122468	coordinating
accusative
personal
122477	personal
122483	cause
122485	personal
personal
122488	coordinating
accusative
personal
122492	personal
122494	subordinating
122496	personal
subordinating
negative
122500	proper
122502	coordinating
accusative
personal
122506	personal
122509	coordinating
122511	personal
personal
122516	coordinating
122518	coordinating
accusative
personal
122522	personal
122525	personal
122530	resumption
conditional
122534	time
122537	personal
122540	coordinating
accusative
personal
negative
122545	interrogative
122549	relative
122553	coordinating
122556	personal
122558	personal
122560	coordinating
accusative
personal
122564	personal
122567	coordinating
122569	personal
location
demonstrative
122573	personal
122576	coordinating
accusative
personal
122580	personal
subordinating
negative
122584	proper
122588	coordinating
negative
122591	personal
122593	coordinating
accusative
personal
time
122598	personal
122602	personal
122604	personal
resumption
conditional
122610	personal
result
negative
122615	coordinating
negative
122618	coordinating
accusative
personal
122622	personal
122624	proper
coordinating
122627	personal
122630	resumption
conditional
122633	result
demonstrative
122636	personal
122638	resumption
explanation
122642	resumption
122644	personal
122646	proper
122648	coordinating
subordinating
conditional
122652	personal
122656	emphatic
122658	personal
personal
122662	purpose
122664	personal
122666	personal
resumption
conditional
122673	personal
122675	personal
122678	coordinating
accusative
122683	proper
resumption
prohibition
122687	personal
location
proper
122691	coordinating
accusative
personal
time
122697	proper
122699	personal
122701	personal
122703	personal
122705	personal
122708	accusative
preventive
122712	personal
coordinating
negative
122717	personal
122720	accusative
personal
negative
122725	personal
122727	coordinating
negative
122731	accusative
personal
negative
122735	personal
122737	proper
122739	coordinating
negative
122744	personal
122746	exceptive
122749	proper
coordinating
122752	personal
resumption
conditional
122756	proper
coordinating
122759	personal
result
accusative
122763	personal
122765	proper
122768	personal
time
inceptive
time
122773	personal
relative
122776	personal
result
future
122780	personal
interrogative
122784	coordinating
122788	negative
122790	interrogative
122792	relative
122794	personal
coordinating
122798	personal
122800	personal
122805	resumption
negative
122810	personal
122812	exceptive
relative
122817	resumption
accusative
personal
122824	personal
coordinating
122828	personal
122830	purpose
122832	subordinating
certainty
122835	personal
122838	personal
coordinating
122842	relative
location
personal
coordinating
122850	vocative
122857	exceptive
122860	personal
coordinating
122864	personal
122866	coordinating
122869	personal
coordinating
122873	proper
122875	accusative
personal
future
122880	personal
122883	accusative
122887	personal
122890	coordinating
122893	accusative
122895	personal
122901	coordinating
122905	personal
coordinating
122909	personal
122914	coordinating
122917	negative
122919	exceptive
personal
cause
122923	personal
122925	coordinating
122928	relative
122930	personal
coordinating
122933	personal
122936	coordinating
122938	personal
coordinating
122945	coordinating
122947	personal
122949	accusative
location
personal
122953	coordinating
122955	coordinating
122959	coordinating
122962	time
122966	coordinating
122969	coordinating
122975	accusative
personal
122978	personal
122980	personal
122984	personal
122986	subordinating
122988	personal
122990	proper
122992	resumption
122994	proper
122997	cause
122999	personal
personal
123003	resumption
interrogative
123006	personal
conditional
123009	personal
123019	personal
123022	personal
123024	accusative
demonstrative
123027	resumption
conditional
123033	personal
123035	accusative
123037	personal
123039	accusative
personal
123042	time
123047	coordinating
time
personal
coordinating
time
personal
coordinating
123056	relative
location
personal
coordinating
proper
123064	coordinating
123068	subordinating
negative
123071	personal
personal
cause
123076	personal
resumption
123079	personal
relative
123084	proper
123086	subordinating
future
123090	personal
123092	coordinating
123095	personal
123100	personal
123103	proper
coordinating
123107	personal
123110	proper
resumption
123113	personal
relative
123117	personal
coordinating
123120	personal
123123	coordinating
123125	personal
123128	coordinating
123130	personal
proper
123134	resumption
conditional
123137	personal
123140	personal
123144	personal
personal
location
proper
personal
123150	coordinating
123153	coordinating
123155	personal
proper
accusative
proper
123161	vocative
123166	coordinating
123168	coordinating
123170	personal
coordinating
123173	coordinating
123175	personal
coordinating
123178	coordinating
123181	coordinating
123183	coordinating
prohibition
123187	coordinating
123190	personal
coordinating
123193	resumption
time
123199	result
demonstrative
time
123210	personal
coordinating
relative
123214	personal
123216	coordinating
123218	personal
123220	personal
123223	coordinating
123226	coordinating
123228	personal
123230	personal
123232	coordinating
123234	subordinating
123236	aversion
accusative
personal
123242	personal
123244	future
123246	personal
123248	accusative
personal
123251	coordinating
123253	cause
123255	interrogative
123257	coordinating
123259	interrogative
123261	coordinating
123263	coordinating
123265	coordinating
123267	coordinating
123269	coordinating
123271	coordinating
123273	negative
demonstrative
restriction
123278	negative
demonstrative
restriction
123284	future
123286	personal
proper
coordinating
interrogative
123291	personal
interrogative
proper
negative
123296	coordinating
negative
123304	personal
123307	resumption
negative
123310	personal
123314	restriction
123316	coordinating
negative
123319	personal
123321	personal
restriction
123325	relative
123327	personal
purpose
123330	relative
123332	personal
123335	coordinating
123337	relative
123339	personal
123341	coordinating
negative
123344	relative
123346	personal
123349	coordinating
123352	coordinating
purpose
123355	relative
123358	personal
123360	coordinating
123363	interrogative
123365	proper
123367	demonstrative
123370	demonstrative
123372	proper
relative
123375	coordinating
123377	relative
123379	coordinating
negative
123384	personal
restriction
personal
coordinating
negative
personal
restriction
123395	aversion
123399	coordinating
123402	time
123404	coordinating
123407	time
123409	accusative
personal
emphatic
123420	relative
123423	personal
subordinating
123426	coordinating
123431	relative
123434	exceptive
123441	personal
123445	interrogative
123447	personal
123449	proper
123451	personal
negative
123457	coordinating
negative
123463	coordinating
123465	personal
123467	location
123470	coordinating
123472	personal
123478	inceptive
123480	personal
123483	resumption
negative
123486	personal
123490	resumption
interrogative
123493	personal
123498	accusative
personal
123505	retraction
123510	personal
subordinating
123515	aversion
retraction
negative
123519	personal
123522	aversion
accusative
personal
123526	resumption
conditional
123530	personal
resumption
negative
123534	personal
restriction
subordinating
123538	proper
personal
123543	coordinating
123547	negative
123553	coordinating
negative
123561	interrogative
123565	subordinating
negative
123569	personal
answer
123573	subordinating
123576	personal
retraction
123581	purpose
123583	time
personal
123586	interrogative
123590	resumption
time
123595	coordinating
123599	coordinating
123603	coordinating
123609	time
interrogative
123613	aversion
negative
123618	personal
time
123625	time
123627	relative
123629	coordinating
123631	retraction
123636	personal
123638	circumstantial
subordinating
123642	personal
prohibition
123646	personal
123648	personal
purpose
123652	personal
accusative
123655	personal
123657	personal
coordinating
123660	personal
resumption
time
123664	personal
personal
result
123669	personal
coordinating
accusative
123673	personal
123675	personal
aversion
retraction
123679	personal
123682	coordinating
123684	personal
123688	time
123692	personal
123694	coordinating
123696	time
123699	subordinating
123702	personal
123704	aversion
time
123709	coordinating
123711	interrogative
123713	coordinating
123715	accusative
personal
123719	coordinating
123728	personal
time
123732	coordinating
negative
123735	coordinating
negative
123738	resumption
amendment
123741	coordinating
123743	coordinating
123747	personal
123751	personal
coordinating
123754	coordinating
123757	personal
coordinating
123760	interrogative
123764	subordinating
123767	interrogative
negative
123774	coordinating
123777	coordinating
123779	coordinating
123781	coordinating
123784	personal
123789	coordinating
123792	interrogative
123794	demonstrative
123798	subordinating
123802	interrogative
123811	negative
123815	accusative
personal
123818	personal
123825	personal
coordinating
123828	personal
personal
123832	accusative
personal
123835	personal
personal
123839	explanation
123841	coordinating
explanation
123844	accusative
personal
123847	personal
123852	coordinating
123854	coordinating
123856	accusative
123860	personal
123865	personal
123870	personal
123872	proper
123874	personal
personal
123878	personal
123882	coordinating
123884	personal
123888	personal
123890	coordinating
123892	personal
123897	personal
123899	coordinating
123901	coordinating
123903	accusative
preventive
123906	personal
123909	proper
negative
123913	personal
123915	coordinating
negative
123918	accusative
personal
123923	personal
123927	cause
123929	personal
proper
123932	demonstrative
123935	coordinating
123937	personal
123939	coordinating
123941	coordinating
123943	personal
123945	relative
123947	personal
123949	coordinating
123953	personal
123957	negative
123959	personal
123961	personal
123963	coordinating
negative
123966	coordinating
123969	personal
123971	personal
circumstantial
123975	personal
123977	coordinating
123980	personal
123985	coordinating
123993	personal
personal
123996	coordinating
123998	personal
124000	personal
124004	personal
124008	personal
124010	proper
coordinating
124014	personal
124017	time
124019	personal
personal
124022	personal
personal
124026	coordinating
time
124029	personal
location
124032	personal
124034	coordinating
124038	personal
124042	coordinating
124044	coordinating
124046	personal
124050	coordinating
124052	personal
124054	personal
124057	accusative
demonstrative
124061	personal
124063	coordinating
124066	personal
124068	accusative
personal
personal
124072	personal
124074	personal
124076	proper
124078	resumption
124083	personal
coordinating
prohibition
124088	personal
124090	coordinating
124092	coordinating
124096	personal
time
coordinating
time
coordinating
124104	resumption
124107	personal
coordinating
124110	personal
time
124113	accusative
demonstrative
124116	personal
124119	coordinating
124121	personal
location
personal
124126	personal
124128	personal
personal
coordinating
124132	personal
124134	personal
resumption
time
124138	personal
124140	personal
124142	personal
124144	accusative
demonstrative
124147	resumption
conditional
124153	personal
124155	resumption
negative
124158	personal
restriction
subordinating
124162	proper
accusative
proper
124169	relative
124173	personal
coordinating
124179	personal
124186	coordinating
124190	coordinating
124194	coordinating
124198	coordinating
124203	coordinating
124205	accusative
relative
124208	personal
emphatic
124211	resumption
time
124216	coordinating
time
124221	coordinating
time
124226	coordinating
time
124239	coordinating
interrogative
124242	personal
interrogative
124248	time
124252	interrogative
negative
124257	coordinating
124259	personal
124263	demonstrative
124269	time
124273	interrogative
negative
124276	personal
124280	coordinating
124282	personal
personal
124290	coordinating
124292	personal
coordinating
124298	time
124302	interrogative
negative
124309	coordinating
124311	coordinating
124313	personal
124315	personal
124318	coordinating
124320	personal
personal
124325	time
124330	personal
124332	relative
124334	personal
124336	personal
124338	personal
124340	personal
124346	negative
124348	coordinating
negative
124354	accusative
personal
124362	accusative
personal
124367	time
124371	demonstrative
124373	negative
124375	personal
coordinating
negative
124380	personal
coordinating
124383	personal
124385	time
124389	demonstrative
124394	personal
personal
coordinating
124399	resumption
conditional
124403	personal
124405	result
124407	personal
personal
124410	time
124414	accusative
124419	coordinating
124421	coordinating
124424	relative
124426	personal
124428	personal
coordinating
124431	personal
124434	relative
124436	personal
124438	personal
accusative
personal
124442	demonstrative
124447	time
124452	personal
coordinating
124455	personal
124457	accusative
personal
124461	time
124465	resumption
time
124469	personal
124471	personal
negative
124474	personal
124476	time
124480	resumption
124482	interrogative
124484	time
personal
124487	personal
124489	interrogative
124491	personal
124497	relative
personal
124500	personal
124502	aversion
future
124505	personal
coordinating
aversion
future
124510	personal
interrogative
negative
124517	coordinating
124521	coordinating
124523	personal
personal
124526	coordinating
124528	personal
124530	personal
124532	coordinating
124534	personal
124538	coordinating
124540	personal
124544	coordinating
124546	personal
location
personal
124551	coordinating
124553	personal
124556	coordinating
124558	personal
124564	purpose
124567	personal
124569	coordinating
124571	coordinating
124574	accusative
124585	coordinating
124587	personal
124589	coordinating
124593	coordinating
124596	coordinating
124600	coordinating
124603	accusative
proper
124613	personal
time
negative
124617	personal
124619	personal
124621	coordinating
negative
124624	exceptive
124626	coordinating
124630	accusative
personal
124633	personal
negative
124636	personal
124638	coordinating
124640	personal
124643	personal
124645	coordinating
124649	personal
personal
124652	cause
124654	personal
resumption
negative
124658	personal
restriction
124661	accusative
124667	coordinating
124669	coordinating
124672	coordinating
124675	negative
124677	personal
124679	personal
124681	coordinating
negative
124687	personal
124693	coordinating
124696	resumption
relative
location
personal
124702	negative
124704	personal
124706	personal
124708	time
124712	coordinating
124716	negative
124718	personal
exceptive
relative
124723	personal
124726	coordinating
124729	demonstrative
124734	resumption
conditional
124740	personal
124742	accusative
personal
124745	personal
personal
124749	time
124753	relative
124756	personal
coordinating
124761	vocative
accusative
personal
124765	personal
124771	coordinating
124775	coordinating
124779	coordinating
124783	coordinating
124787	time
124792	personal
124796	time
124799	personal
124802	personal
interrogative
accusative
personal
emphatic
124811	interrogative
time
124814	personal
124818	personal
demonstrative
answer
124823	resumption
accusative
preventive
personal
124829	resumption
surprise
personal
124835	interrogative
124837	personal
124839	proper
time
124842	personal
124844	personal
124853	proper
accusative
personal
124857	coordinating
124859	interrogative
124861	personal
124863	subordinating
124865	coordinating
124867	personal
124870	personal
coordinating
124873	resumption
124875	personal
124880	resumption
124882	coordinating
124884	coordinating
124887	coordinating
124889	coordinating
124891	coordinating
124893	personal
124895	personal
124898	cause
124900	personal
proper
124905	coordinating
124908	accusative
124910	demonstrative
emphatic
124914	relative
124916	interrogative
personal
124920	coordinating
124924	personal
124927	personal
coordinating
124930	personal
coordinating
124934	personal
coordinating
124938	personal
coordinating
124942	time
demonstrative
124945	personal
124948	personal
124950	personal
coordinating
124953	personal
coordinating
124958	personal
124961	personal
coordinating
124965	personal
resumption
time
124973	time
124977	relative
124979	coordinating
124984	relative
124986	resumption
explanation
conditional
124990	coordinating
124996	result
accusative
125000	personal
125003	coordinating
explanation
conditional
125009	personal
coordinating
125017	result
accusative
125020	proper
personal
125025	personal
personal
125030	time
125032	personal
125034	interrogative
personal
125038	personal
125041	personal
125043	personal
accusative
preventive
personal
125048	relative
125050	personal
accusative
personal
time
125055	personal
personal
negative
125059	personal
restriction
125062	coordinating
125064	personal
125066	coordinating
125068	subordinating
125070	personal
125073	resumption
interrogative
125076	personal
accusative
personal
125080	coordinating
125082	cause
125084	personal
125087	explanation
conditional
125090	result
personal
125093	personal
125095	resumption
negative
125098	personal
subordinating
negative
125102	coordinating
explanation
conditional
125106	personal
125108	circumstantial
personal
125111	result
personal
125114	personal
125116	aversion
accusative
personal
125120	resumption
conditional
125124	personal
125138	interrogative
125140	personal
125142	interrogative
125145	personal
125149	personal
coordinating
125152	personal
coordinating
125157	personal
coordinating
125160	personal
coordinating
125163	personal
coordinating
time
125168	personal
aversion
negative
125172	relative
125174	personal
resumption
imperative
125182	personal
accusative
personal
125186	personal
125190	coordinating
125192	personal
125196	coordinating
125198	personal
125200	personal
125202	coordinating
125204	coordinating
125206	coordinating
125208	coordinating
125210	coordinating
125213	coordinating
125215	coordinating
125219	personal
coordinating
125223	personal
resumption
time
125229	time
125235	personal
coordinating
125238	personal
coordinating
125241	personal
coordinating
125244	personal
coordinating
125247	personal
125252	personal
time
125256	personal
125258	time
125262	coordinating
125264	time
125266	personal
125269	personal
125271	demonstrative
personal
125277	time
125281	coordinating
time
125286	coordinating
time
125291	coordinating
time
125296	coordinating
time
125301	coordinating
time
125306	coordinating
time
125311	coordinating
time
125317	interrogative
125320	coordinating
time
125325	coordinating
time
125330	coordinating
time
125335	coordinating
time
125338	proper
125342	relative
125344	resumption
negative
125354	coordinating
125357	time
125359	coordinating
125362	time
125364	accusative
personal
emphatic
125372	location
125378	location
125380	resumption
negative
125383	personal
125386	resumption
emphatic
certainty
125390	personal
125396	coordinating
negative
personal
125404	coordinating
negative
personal
125411	resumption
interrogative
125414	personal
negative
personal
restriction
125423	relative
125426	personal
subordinating
125429	resumption
negative
125432	personal
restriction
subordinating
125436	proper
125440	time
125444	coordinating
time
125449	coordinating
time
125454	coordinating
time
125461	relative
125463	coordinating
125465	vocative
125469	relative
125471	personal
125474	personal
125477	relative
125479	personal
coordinating
125482	personal
coordinating
125485	personal
125489	relative
125492	personal
aversion
retraction
125496	personal
125500	resumption
accusative
125503	personal
emphatic
125509	personal
relative
125512	personal
accusative
125516	emphatic
125519	coordinating
accusative
125523	emphatic
125527	personal
personal
time
125532	circumstantial
negative
personal
125536	personal
125539	coordinating
interrogative
125542	personal
interrogative
125547	coordinating
interrogative
125550	personal
interrogative
125556	negative
125562	resumption
125565	time
125567	proper
125572	relative
time
125575	personal
125580	personal
coordinating
time
125584	personal
personal
coordinating
125588	personal
personal
125591	personal
interrogative
negative
125595	demonstrative
accusative
personal
125602	time
125610	aversion
accusative
125615	emphatic
125618	coordinating
interrogative
125621	personal
interrogative
125627	time
125631	relative
125633	personal
125638	resumption
negative
125642	personal
restriction
125647	time
125650	personal
125652	personal
125657	aversion
retraction
125662	personal
relative
125665	personal
125667	personal
aversion
accusative
personal
125673	personal
time
emphatic
125677	coordinating
accusative
personal
emphatic
125684	coordinating
125686	demonstrative
relative
125689	personal
125691	personal
125693	personal
aversion
accusative
125699	emphatic
125702	coordinating
interrogative
125705	personal
interrogative
125711	personal
125714	accusative
125717	emphatic
125724	personal
125728	personal
125733	personal
125738	personal
125740	resumption
125742	demonstrative
resumption
imperative
125748	coordinating
125750	personal
125756	personal
125759	accusative
relative
125762	personal
125764	personal
125766	relative
125768	personal
125770	personal
coordinating
time
125774	personal
125776	personal
125778	personal
coordinating
time
125782	personal
125785	personal
125787	personal
125789	coordinating
time
125792	personal
personal
125795	personal
accusative
demonstrative
emphatic
125800	coordinating
negative
125803	personal
125805	personal
125807	resumption
125809	time
relative
125812	personal
125817	personal
125822	personal
interrogative
125827	relative
125829	personal
125831	personal
time
125836	coordinating
125840	personal
coordinating
125843	coordinating
time
125848	coordinating
125850	relative
125852	personal
coordinating
125855	coordinating
125859	personal
coordinating
125862	vocative
125866	accusative
personal
125871	personal
125873	coordinating
125875	personal
resumption
explanation
conditional
125881	personal
125884	personal
result
future
125890	coordinating
125894	personal
125896	resumption
explanation
conditional
125901	personal
location
125904	personal
result
future
125909	coordinating
125912	accusative
personal
125917	personal
125919	accusative
personal
125922	subordinating
negative
125925	answer
accusative
125928	personal
125931	personal
125933	resumption
negative
125939	coordinating
125942	coordinating
relative
125945	coordinating
125948	time
125950	emphatic
125952	emphatic
125956	resumption
interrogative
125959	personal
negative
125962	personal
coordinating
time
125967	personal
125969	proper
negative
125972	personal
retraction
relative
125976	personal
125978	personal
resumption
proper
125983	relative
125985	personal
cause
125988	personal
125992	exceptive
relative
125995	personal
coordinating
125998	personal
126002	personal
126012	coordinating
126017	coordinating
126019	coordinating
126030	time
personal
126033	personal
126035	coordinating
personal
126038	relative
126040	personal
126045	coordinating
negative
126048	personal
126050	personal
restriction
subordinating
126054	personal
126056	proper
126061	relative
126063	personal
126067	coordinating
126070	coordinating
proper
126076	accusative
relative
126079	personal
126082	coordinating
126085	coordinating
negative
126088	personal
resumption
126091	personal
126093	proper
coordinating
126096	personal
126100	accusative
relative
126103	personal
coordinating
126106	personal
126110	personal
126115	personal
126118	demonstrative
126123	accusative
126126	personal
emphatic
126129	accusative
personal
personal
126133	coordinating
126135	coordinating
personal
126148	relative
126150	interrogative
126152	personal
126156	proper
coordinating
proper
retraction
relative
126162	personal
126165	coordinating
proper
126169	personal
126171	coordinating
personal
proper
126181	coordinating
126184	coordinating
interrogative
126187	personal
interrogative
126195	negative
126198	exceptive
126200	personal
126202	coordinating
imperative
126208	relative
126219	coordinating
126222	accusative
personal
126226	personal
emphatic
126229	time
126233	coordinating
negative
126236	personal
126239	coordinating
negative
126248	coordinating
126254	accusative
personal
emphatic
126259	coordinating
negative
personal
126265	accusative
personal
126268	personal
126270	coordinating
126273	resumption
126278	personal
126283	personal
126286	relative
126288	coordinating
126290	coordinating
relative
126293	coordinating
126295	coordinating
relative
126300	coordinating
126302	personal
126305	future
126307	personal
resumption
negative
126311	exceptive
relative
126314	proper
accusative
personal
126320	coordinating
relative
126323	coordinating
126325	personal
126329	resumption
126331	conditional
126335	future
126337	relative
126339	coordinating
126341	personal
126344	relative
126350	coordinating
negative
126354	personal
coordinating
negative
126358	certainty
126360	relative
126362	coordinating
126366	personal
coordinating
126369	retraction
126371	personal
126376	coordinating
126380	coordinating
126382	accusative
demonstrative
emphatic
126391	proper
coordinating
proper
interrogative
126396	personal
126401	time
126414	personal
126416	exceptive
126419	negative
126421	coordinating
negative
126427	time
126431	personal
126436	negative
126439	personal
126442	personal
126446	personal
126449	coordinating
126452	coordinating
126455	coordinating
126458	interrogative
supplemental
negative
126462	personal
126466	interrogative
126468	coordinating
126472	interrogative
126474	coordinating
126478	interrogative
126480	coordinating
126484	interrogative
126486	resumption
126488	accusative
preventive
personal
126493	personal
126495	personal
126498	exceptive
relative
126501	coordinating
126503	resumption
126505	personal
proper
126511	accusative
126513	personal
126515	personal
coordinating
accusative
126519	personal
126521	personal
126525	coordinating
126528	coordinating
126531	coordinating
126534	coordinating
126537	time
126539	interrogative
126541	demonstrative
126546	interrogative
negative
126549	interrogative
126552	personal
126554	proper
proper
126559	relative
negative
126563	personal
126567	coordinating
proper
relative
126571	personal
126577	coordinating
proper
126582	relative
126584	personal
126588	coordinating
126590	personal
126592	personal
126595	coordinating
126598	personal
126600	personal
126603	accusative
126605	personal
emphatic
126610	resumption
explanation
126614	time
supplemental
126617	personal
126619	personal
coordinating
126622	personal
coordinating
126625	personal
result
126629	personal
126631	personal
coordinating
explanation
time
supplemental
126637	personal
coordinating
126641	personal
126643	personal
result
126647	personal
126649	personal
aversion
retraction
negative
126654	personal
126657	coordinating
negative
126660	personal
126665	coordinating
126667	personal
126672	coordinating
126674	personal
126679	aversion
time
126686	coordinating
126689	personal
coordinating
126695	coordinating
126697	time
126699	proper
time
126704	coordinating
interrogative
126707	personal
126711	vocative
accusative
personal
126715	personal
126718	personal
resumption
time
negative
126724	personal
126726	coordinating
negative
126730	personal
126732	vocative
126739	personal
126742	personal
126745	coordinating
126747	personal
126750	personal
coordinating
126753	personal
126755	personal
negative
126759	demonstrative
126762	coordinating
personal
126766	demonstrative
126769	coordinating
126771	coordinating
relative
126774	emphatic
certainty
126777	personal
126782	interrogative
126784	subordinating
negative
126788	personal
126792	personal
126795	interrogative
126797	subordinating
negative
126800	personal
126802	interrogative
negative
126806	personal
126808	coordinating
126810	coordinating
126812	coordinating
126814	personal
personal
126818	resumption
negative
126823	coordinating
interrogative
126826	personal
interrogative
126832	coordinating
126841	coordinating
126845	coordinating
126848	relative
126850	personal
coordinating
126853	personal
126857	coordinating
126859	personal
126863	demonstrative
126867	coordinating
relative
126870	personal
126873	personal
personal
126879	personal
126885	coordinating
126887	personal
coordinating
126891	time
126893	personal
coordinating
126897	time
126899	personal
coordinating
126903	time
126905	personal
coordinating
126909	coordinating
relative
126912	personal
coordinating
126916	coordinating
relative
126919	personal
coordinating
126922	coordinating
relative
126925	personal
coordinating
126928	personal
126930	personal
coordinating
126933	personal
certainty
126936	relative
126938	personal
coordinating
certainty
126942	relative
126944	personal
126946	proper
126949	personal
time
126953	personal
resumption
126957	personal
126959	proper
126961	proper
coordinating
126964	personal
resumption
126967	personal
personal
coordinating
126971	personal
personal
cause
126976	personal
126978	personal
126981	personal
coordinating
126984	personal
coordinating
negative
126989	personal
126993	time
126995	coordinating
126998	time
127000	coordinating
relative
127005	coordinating
127008	accusative
127010	personal
emphatic
127013	resumption
explanation
conditional
127017	coordinating
127019	coordinating
127024	result
future
127027	personal
127031	coordinating
explanation
conditional
127035	coordinating
127037	coordinating
127042	result
future
127045	personal
127049	resumption
negative
127053	personal
127055	personal
time
127058	accusative
127060	personal
emphatic
127064	coordinating
accusative
127067	personal
emphatic
127071	coordinating
127074	resumption
127076	personal
personal
127080	negative
127082	personal
restriction
127086	relative
127088	coordinating
127090	coordinating
future
127093	personal
127096	relative
127099	personal
127101	coordinating
negative
127105	location
personal
127110	exceptive
127114	personal
127117	coordinating
emphatic
future
127124	coordinating
127127	time
127129	negative
127131	personal
127133	personal
coordinating
negative
127137	resumption
emphatic
127143	personal
127147	resumption
emphatic
future
127151	personal
127153	personal
coordinating
127156	interrogative
negative
127159	personal
127161	coordinating
127163	coordinating
127165	personal
127167	coordinating
127169	coordinating
127171	personal
127173	coordinating
127175	resumption
explanation
127179	coordinating
prohibition
127182	coordinating
explanation
127186	coordinating
prohibition
127189	coordinating
explanation
127194	personal
resumption
127197	interrogative
negative
127201	personal
127203	personal
coordinating
127206	personal
127208	personal
127210	personal
relative
127214	personal
coordinating
127217	personal
127219	personal
127221	personal
coordinating
accusative
127228	accusative
127233	resumption
time
127236	personal
result
127239	coordinating
127242	personal
coordinating
127248	coordinating
127251	coordinating
127253	proper
coordinating
demonstrative
127260	emphatic
certainty
127263	personal
127269	coordinating
127271	personal
personal
location
127275	exceptive
relative
127278	personal
coordinating
127281	personal
127284	resumption
127286	personal
127290	resumption
interrogative
127293	personal
time
127298	interrogative
127300	proper
127309	personal
relative
127318	resumption
127320	personal
127323	relative
127331	relative
negative
127334	aversion
accusative
127338	emphatic
127340	subordinating
127342	personal
127344	accusative
127347	personal
127350	interrogative
127352	personal
relative
127356	time
127358	interrogative
127360	personal
conditional
127366	coordinating
127371	interrogative
127373	personal
conditional
127376	coordinating
127378	interrogative
negative
127382	accusative
proper
127385	aversion
emphatic
conditional
negative
127390	emphatic
127392	emphatic
127399	resumption
imperative
127403	personal
future
127408	aversion
prohibition
127411	personal
coordinating
127414	coordinating
127416	accusative
personal
127419	personal
personal
127425	coordinating
interrogative
127428	personal
interrogative
127443	coordinating
127447	personal
127451	personal
127456	personal
127461	negative
127463	relative
127465	personal
127470	coordinating
127476	personal
127481	proper
127486	personal
127489	coordinating
negative
127492	relative
127494	personal
127497	certainty
127500	relative
127502	personal
127505	coordinating
negative
127508	personal
certainty
purpose
127512	personal
proper
127516	personal
127520	coordinating
127522	personal
127525	coordinating
127527	personal
127530	resumption
demonstrative
127535	accusative
relative
127538	personal
127543	coordinating
127548	proper
127551	personal
demonstrative
personal
127557	accusative
relative
127560	personal
coordinating
127563	personal
127566	demonstrative
personal
127572	personal
location
127575	personal
127577	proper
127581	personal
127586	personal
time
127589	proper
127591	personal
coordinating
127594	personal
127596	personal
demonstrative
127599	relative
127602	personal
time
127608	personal
coordinating
127614	personal
coordinating
127619	interrogative
127621	personal
time
127625	personal
127627	accusative
127629	personal
127632	personal
time
127638	purpose
127640	personal
127642	personal
resumption
conditional
127650	personal
coordinating
conditional
127658	personal
127663	coordinating
127667	coordinating
127670	time
coordinating
127673	personal
127675	personal
127677	coordinating
127679	personal
127681	personal
127683	accusative
127688	personal
emphatic
127691	coordinating
accusative
personal
127695	demonstrative
emphatic
127698	coordinating
accusative
personal
127705	emphatic
127707	interrogative
supplemental
negative
127711	time
127713	relative
127717	coordinating
127719	relative
127723	accusative
127725	personal
127727	personal
time
emphatic
127733	interrogative
127736	coordinating
interrogative
127739	personal
interrogative
127743	time
127752	coordinating
127761	resumption
explanation
conditional
127766	personal
result
personal
127772	coordinating
explanation
conditional
127777	personal
result
127780	personal
127782	coordinating
interrogative
127785	personal
interrogative
personal
127791	personal
127794	inceptive
127796	personal
127799	aversion
future
127802	personal
coordinating
aversion
future
127807	personal
aversion
conditional
127811	personal
127815	emphatic
127817	emphatic
127820	coordinating
emphatic
127823	emphatic
personal
127828	coordinating
emphatic
127831	emphatic
time
127839	accusative
127842	emphatic
127845	exceptive
relative
127848	personal
coordinating
127851	personal
127854	coordinating
127856	personal
127860	coordinating
127862	personal
127871	relative
127874	coordinating
127876	personal
127878	accusative
127880	personal
127882	personal
aversion
emphatic
127886	emphatic
127890	coordinating
interrogative
127893	personal
interrogative
127898	proper
127901	relative
127906	accusative
personal
127909	personal
127914	interrogative
negative
127917	interrogative
127920	personal
127925	interrogative
negative
127929	personal
127932	coordinating
127935	personal
127939	personal
127944	coordinating
127946	personal
127952	proper
127954	personal
127958	coordinating
127961	coordinating
imperative
127964	personal
127966	demonstrative
127969	relative
127971	personal
127974	coordinating
127976	personal
127979	interrogative
127981	personal
relative
127987	coordinating
demonstrative
relative
127993	coordinating
negative
128000	resumption
128005	relative
personal
128009	personal
128011	relative
personal
128014	personal
coordinating
128017	personal
128020	accusative
personal
128023	personal
personal
128027	resumption
128031	personal
coordinating
128034	accusative
128036	personal
personal
128041	vocative
128045	negative
128047	relative
128049	personal
coordinating
negative
personal
128054	relative
128056	coordinating
negative
personal
128060	relative
128062	personal
coordinating
negative
personal
128067	relative
128070	personal
128072	personal
coordinating
128075	personal
128077	personal
time
128081	proper
coordinating
128085	coordinating
128087	personal
128091	personal
128094	proper
128096	result
128101	personal
coordinating
128104	personal
accusative
personal
128113	coordinating
128115	negative
128118	personal
128120	personal
coordinating
relative
128124	future
128129	coordinating
128131	personal
128137	personal
128142	personal
proper
128145	proper
128148	negative
128150	coordinating
negative
128153	coordinating
negative
128157	personal
128168	relative
128170	coordinating
128174	time
128176	coordinating
128184	coordinating
128188	time
128208	relative
128217	coordinating
