@node
@acronym=quran
@convertedBy=Dirk Roorda and Cornelis van Lit
@createdBy=Kais Dukes
@createdDate=2011
@description=case of word
@license1=Open Source, unspecified, see http://corpus.quran.com/releasenotes.jsp
@license2=Creative Commons BY-ND 3.0 Unported
@source1=Morphology: Quranic Arabic Corpus 0.4 (2011) by Kais Dukes
@source1Url=http://corpus.quran.com
@source2=Text: Tanzil Quran Text (Uthmani, version 1.0.2)
@source2Url=http://tanzil.net/docs/home
@valueType=str
@writtenBy=Text-Fabric
@dateWritten=2019-05-13T07:17:55Z

2	genitive
genitive
5	genitive
7	genitive
9	nominative
11	genitive
genitive
14	genitive
16	genitive
18	genitive
genitive
genitive
22	genitive
31	accusative
33	accusative
accusative
40	genitive
42	genitive
48	genitive
52	nominative
54	accusative
57	nominative
60	genitive
66	genitive
71	accusative
93	genitive
98	genitive
104	genitive
106	genitive
112	nominative
117	nominative
132	nominative
134	genitive
138	genitive
142	genitive
144	nominative
148	nominative
nominative
153	genitive
159	genitive
163	genitive
165	genitive
170	genitive
173	accusative
183	accusative
190	genitive
192	nominative
196	nominative
accusative
201	nominative
nominative
219	genitive
225	nominative
231	nominative
248	nominative
257	nominative
263	nominative
285	genitive
291	accusative
296	nominative
nominative
305	genitive
314	accusative
317	genitive
321	nominative
327	accusative
nominative
331	genitive
334	accusative
339	accusative
342	nominative
344	genitive
350	genitive
354	nominative
nominative
nominative
364	genitive
367	genitive
370	nominative
372	nominative
374	nominative
377	accusative
380	genitive
384	genitive
accusative
387	genitive
389	nominative
nominative
393	genitive
396	nominative
398	accusative
418	nominative
422	genitive
425	genitive
428	accusative
430	genitive
genitive
nominative
434	nominative
436	nominative
439	accusative
447	genitive
458	accusative
accusative
462	accusative
accusative
468	genitive
accusative
476	genitive
accusative
485	genitive
accusative
496	genitive
502	genitive
508	genitive
510	genitive
515	accusative
518	genitive
genitive
523	accusative
537	accusative
539	nominative
542	nominative
545	nominative
549	genitive
559	accusative
563	accusative
566	genitive
569	nominative
576	genitive
accusative
585	genitive
591	accusative
597	nominative
nominative
603	nominative
605	accusative
610	accusative
612	accusative
615	accusative
628	nominative
630	genitive
642	nominative
645	accusative
649	accusative
654	accusative
662	accusative
666	accusative
genitive
669	genitive
genitive
677	nominative
687	genitive
691	nominative
696	genitive
700	accusative
723	genitive
accusative
729	genitive
733	accusative
genitive
738	genitive
genitive
nominative
744	nominative
748	genitive
751	nominative
754	genitive
accusative
769	accusative
774	genitive
790	accusative
792	accusative
accusative
800	genitive
807	genitive
812	accusative
815	accusative
818	accusative
830	nominative
832	nominative
835	nominative
839	genitive
846	genitive
857	accusative
859	genitive
862	genitive
880	genitive
884	genitive
889	accusative
897	genitive
902	nominative
906	nominative
909	accusative
915	accusative
925	accusative
931	genitive
936	nominative
953	nominative
956	genitive
nominative
963	genitive
nominative
966	nominative
968	genitive
971	nominative
973	genitive
975	accusative
984	nominative
986	nominative
993	accusative
1001	nominative
1005	nominative
1009	nominative
1025	genitive
1028	nominative
1030	genitive
1034	nominative
1036	accusative
genitive
1040	accusative
1051	genitive
1055	genitive
1070	accusative
1079	accusative
genitive
1088	genitive
1090	accusative
accusative
1103	accusative
1106	genitive
1111	accusative
1120	accusative
1125	accusative
1131	genitive
1136	accusative
1139	genitive
1143	accusative
1150	accusative
1161	genitive
1164	genitive
1169	nominative
1173	genitive
1179	nominative
genitive
1187	nominative
1189	accusative
genitive
1193	accusative
1208	genitive
1212	accusative
1215	nominative
1217	genitive
accusative
1224	nominative
1230	nominative
1242	genitive
genitive
1247	accusative
1249	genitive
1252	accusative
1257	accusative
1262	nominative
1264	genitive
1266	nominative
1274	accusative
1282	accusative
genitive
1292	accusative
accusative
accusative
1299	accusative
1301	genitive
1305	nominative
1312	genitive
1322	accusative
1324	accusative
1327	accusative
1335	nominative
1337	genitive
1340	accusative
1346	accusative
1349	genitive
1352	accusative
1357	genitive
1362	accusative
1365	nominative
1368	accusative
genitive
1379	nominative
1381	nominative
1387	nominative
1394	accusative
accusative
1400	nominative
1410	genitive
genitive
1423	accusative
1430	accusative
1433	accusative
1437	genitive
1451	accusative
1463	accusative
1472	accusative
1477	accusative
accusative
1482	nominative
1486	accusative
1492	accusative
1498	accusative
accusative
1511	accusative
1514	genitive
1524	nominative
1526	genitive
1533	genitive
1536	accusative
1541	nominative
genitive
accusative
1546	nominative
genitive
accusative
1556	genitive
genitive
1564	genitive
accusative
1571	nominative
1575	genitive
genitive
1581	accusative
1590	nominative
1592	genitive
1595	genitive
1598	genitive
1601	genitive
1604	genitive
1612	nominative
1616	nominative
1619	accusative
1632	nominative
1635	nominative
1640	genitive
1642	genitive
1652	genitive
genitive
1658	accusative
1660	genitive
1662	genitive
1683	accusative
1686	accusative
1690	genitive
1693	genitive
1695	genitive
1698	accusative
1702	nominative
1704	accusative
genitive
1709	nominative
1721	accusative
1726	accusative
1729	accusative
1737	genitive
1752	genitive
1756	nominative
genitive
1761	nominative
1768	genitive
1781	genitive
1789	accusative
accusative
1795	accusative
1798	accusative
genitive
1803	accusative
1806	accusative
1809	genitive
1813	nominative
1815	genitive
1818	accusative
1824	accusative
1830	accusative
1834	genitive
1839	genitive
1845	accusative
1858	nominative
1860	nominative
1863	nominative
nominative
accusative
1878	accusative
1884	nominative
1892	nominative
nominative
nominative
nominative
1899	accusative
1905	accusative
1914	accusative
1923	nominative
1925	nominative
1932	nominative
1934	nominative
1937	accusative
1942	accusative
nominative
1945	accusative
1951	accusative
1956	genitive
1971	accusative
1978	nominative
nominative
1992	genitive
1997	nominative
1999	accusative
2003	accusative
2011	nominative
2014	genitive
2020	genitive
2022	nominative
accusative
2028	genitive
2035	nominative
2048	nominative
2057	genitive
genitive
2061	nominative
2063	genitive
2080	nominative
2085	accusative
genitive
2092	genitive
2115	nominative
2118	genitive
2128	nominative
2137	accusative
genitive
2151	accusative
2163	nominative
2168	accusative
2170	accusative
2178	nominative
2184	accusative
2186	genitive
2193	genitive
genitive
2200	accusative
accusative
2203	nominative
2209	nominative
2212	nominative
2226	nominative
2228	accusative
accusative
2234	accusative
genitive
accusative
2240	nominative
accusative
2247	genitive
2255	accusative
2260	nominative
2264	nominative
2266	genitive
2270	nominative
2279	accusative
2281	nominative
2283	genitive
2287	nominative
2292	accusative
genitive
genitive
2299	accusative
2303	genitive
accusative
2306	genitive
2308	genitive
2311	genitive
2314	genitive
2320	genitive
accusative
2326	accusative
2331	accusative
2336	accusative
2341	nominative
2346	accusative
2351	accusative
2357	accusative
2360	genitive
2374	accusative
2379	accusative
2383	genitive
2391	genitive
2394	genitive
2400	accusative
2406	nominative
2409	nominative
2416	genitive
2418	genitive
2423	genitive
2426	nominative
2433	nominative
2436	genitive
2438	genitive
2440	accusative
2442	genitive
2446	genitive
2448	genitive
2451	nominative
2453	genitive
2463	accusative
2465	accusative
2468	genitive
2475	nominative
2486	accusative
2488	accusative
2493	genitive
2497	genitive
2501	accusative
accusative
genitive
2505	accusative
2511	genitive
2513	genitive
2519	nominative
2524	nominative
2529	accusative
2533	accusative
2539	nominative
2541	nominative
2545	nominative
2547	genitive
2550	accusative
2558	nominative
2560	genitive
genitive
nominative
2565	accusative
2571	genitive
2590	nominative
genitive
2594	genitive
2601	accusative
2609	nominative
accusative
2613	nominative
2615	genitive
2621	genitive
2627	genitive
2629	genitive
2633	genitive
nominative
nominative
2646	nominative
2660	accusative
2665	nominative
accusative
2677	accusative
genitive
2680	genitive
2684	accusative
2690	nominative
2693	genitive
2698	accusative
2700	genitive
2704	nominative
2709	accusative
2714	accusative
2717	accusative
2725	genitive
2740	genitive
2743	accusative
2745	genitive
2754	nominative
2759	accusative
2766	nominative
2768	nominative
accusative
genitive
accusative
2773	genitive
2775	genitive
2780	accusative
2784	accusative
2790	accusative
2794	nominative
2797	nominative
nominative
2801	genitive
2807	accusative
2809	genitive
2811	genitive
2818	nominative
2822	accusative
genitive
2828	genitive
2832	genitive
2836	nominative
nominative
2845	accusative
2847	genitive
2854	genitive
2857	genitive
genitive
accusative
2862	accusative
genitive
2866	accusative
2868	accusative
2871	genitive
2874	accusative
2876	genitive
2878	genitive
2881	genitive
2884	genitive
2886	genitive
2889	accusative
nominative
2893	genitive
2901	accusative
accusative
2910	nominative
2916	accusative
2919	nominative
2923	nominative
2932	nominative
2934	genitive
genitive
nominative
2939	accusative
2942	nominative
2948	accusative
accusative
genitive
accusative
genitive
2965	nominative
2967	genitive
genitive
2972	nominative
2976	accusative
2982	accusative
2984	accusative
2990	genitive
2992	genitive
genitive
2995	genitive
3001	genitive
3008	nominative
3022	accusative
3024	genitive
3026	genitive
3032	genitive
3036	genitive
3039	genitive
genitive
3065	genitive
3067	genitive
3076	accusative
3093	nominative
3095	genitive
genitive
nominative
3104	nominative
3124	genitive
nominative
nominative
3133	genitive
3135	genitive
3139	genitive
3145	genitive
3147	genitive
3150	nominative
3153	genitive
3158	nominative
nominative
3161	genitive
3163	genitive
3167	genitive
3173	genitive
3177	genitive
3183	accusative
3185	genitive
genitive
nominative
3192	accusative
3195	nominative
3197	genitive
3200	genitive
3206	genitive
genitive
3209	genitive
3212	genitive
3219	accusative
3224	nominative
3226	genitive
3231	accusative
3234	genitive
3238	accusative
3240	genitive
3242	nominative
3244	genitive
3246	genitive
3252	genitive
genitive
3255	accusative
accusative
3258	genitive
genitive
3262	genitive
3268	nominative
3277	nominative
3279	genitive
3282	accusative
3284	genitive
genitive
nominative
3291	accusative
3296	accusative
3302	genitive
3305	genitive
3309	accusative
genitive
3312	accusative
3317	nominative
3324	accusative
3328	accusative
3330	accusative
3332	nominative
3337	accusative
3342	accusative
3346	accusative
3349	genitive
3352	nominative
3356	nominative
3358	accusative
genitive
3363	nominative
3374	nominative
3377	nominative
3379	genitive
3383	nominative
3386	nominative
3388	genitive
3394	accusative
3402	accusative
genitive
3406	nominative
3408	accusative
3410	accusative
3412	genitive
3423	nominative
3427	accusative
genitive
3433	nominative
3438	genitive
3450	accusative
3455	genitive
nominative
3462	genitive
nominative
nominative
3467	genitive
3469	nominative
3472	nominative
3479	nominative
genitive
3482	accusative
nominative
nominative
3489	nominative
accusative
accusative
3499	genitive
3502	genitive
nominative
3506	nominative
nominative
3509	genitive
3512	genitive
3516	accusative
3535	nominative
3539	nominative
3545	genitive
3547	accusative
genitive
3551	nominative
3557	accusative
3559	genitive
3569	genitive
accusative
3572	accusative
3577	genitive
3579	genitive
3586	nominative
3590	nominative
3593	accusative
3597	accusative
genitive
3601	nominative
3607	accusative
3609	accusative
3615	genitive
3620	genitive
3622	genitive
3625	genitive
3631	accusative
3635	accusative
genitive
3652	nominative
3654	accusative
genitive
3658	accusative
3673	genitive
3677	accusative
3680	nominative
3682	genitive
accusative
3689	nominative
3694	nominative
3703	accusative
nominative
3707	genitive
3714	nominative
3718	genitive
accusative
3723	genitive
3728	nominative
3731	accusative
3737	accusative
accusative
3741	genitive
3743	accusative
3748	genitive
genitive
accusative
3755	genitive
3757	genitive
3761	accusative
3765	genitive
3768	genitive
3771	genitive
3773	genitive
3777	nominative
accusative
3782	accusative
accusative
3786	accusative
3790	genitive
3796	genitive
3799	genitive
3801	genitive
3809	accusative
3814	genitive
3816	genitive
3820	nominative
3824	nominative
3826	accusative
3829	genitive
3831	nominative
accusative
3841	nominative
3843	nominative
accusative
3849	accusative
3854	genitive
3856	accusative
accusative
3863	accusative
3873	nominative
3875	nominative
accusative
3882	accusative
3888	accusative
3894	accusative
3897	accusative
3905	nominative
3907	nominative
3912	genitive
genitive
3917	accusative
3927	genitive
3933	genitive
3937	genitive
3942	nominative
3949	genitive
3951	genitive
3956	nominative
accusative
3960	nominative
3962	accusative
3965	accusative
3970	accusative
3978	nominative
3982	accusative
3985	accusative
3987	nominative
3991	genitive
3997	genitive
4002	accusative
4005	accusative
genitive
4008	genitive
4010	genitive
4012	genitive
accusative
accusative
4019	nominative
4021	nominative
4049	accusative
4051	accusative
4056	accusative
genitive
accusative
4064	genitive
4070	genitive
4080	genitive
4082	genitive
4084	genitive
4086	genitive
4089	genitive
4093	nominative
4095	nominative
4100	nominative
4102	genitive
4106	accusative
genitive
4114	nominative
4120	genitive
4139	genitive
4145	nominative
4149	nominative
4151	nominative
accusative
genitive
4156	nominative
4158	genitive
accusative
4164	nominative
4171	genitive
4174	nominative
4177	nominative
4182	nominative
4187	nominative
4193	nominative
4198	accusative
4200	accusative
4202	accusative
4204	accusative
4207	accusative
4210	accusative
4212	accusative
4216	nominative
4218	nominative
4221	nominative
4225	accusative
accusative
4229	genitive
4232	nominative
4234	genitive
4240	nominative
4266	nominative
4269	genitive
4274	genitive
4283	genitive
4285	nominative
4288	nominative
4293	genitive
genitive
4301	accusative
accusative
4306	accusative
4309	genitive
4313	nominative
4316	accusative
4322	accusative
4334	accusative
4339	genitive
4345	accusative
4350	nominative
4354	nominative
4357	accusative
4360	accusative
4363	genitive
4365	nominative
nominative
4369	accusative
genitive
4374	genitive
4380	accusative
4385	accusative
4387	accusative
4389	genitive
4391	genitive
4400	accusative
4402	accusative
4410	accusative
4417	nominative
4419	genitive
4423	nominative
4425	genitive
4439	accusative
4441	genitive
genitive
4446	accusative
4452	genitive
accusative
4457	nominative
4460	genitive
accusative
genitive
4468	accusative
4471	genitive
4477	genitive
4484	genitive
4490	accusative
4498	accusative
4502	accusative
4509	accusative
4515	nominative
4517	genitive
4525	genitive
4528	genitive
nominative
4531	nominative
4537	accusative
4545	nominative
accusative
4548	accusative
4550	genitive
genitive
nominative
4555	genitive
4560	accusative
4562	accusative
4564	genitive
4566	genitive
4572	nominative
4574	genitive
4578	nominative
4580	genitive
4587	genitive
4592	accusative
4594	accusative
4596	genitive
4598	genitive
4607	accusative
4609	accusative
4617	genitive
4620	nominative
4639	accusative
4654	accusative
4660	accusative
4669	accusative
4672	accusative
4699	nominative
4707	genitive
4710	genitive
4712	accusative
accusative
4715	genitive
4724	genitive
genitive
nominative
4728	nominative
4740	genitive
4743	genitive
4746	genitive
4748	genitive
4751	genitive
4754	genitive
4757	genitive
4761	accusative
4766	nominative
4772	genitive
4778	nominative
4782	nominative
4784	genitive
4787	nominative
4792	nominative
4795	accusative
4798	accusative
4800	genitive
genitive
4806	accusative
4811	accusative
4821	accusative
4824	accusative
nominative
nominative
4836	genitive
4839	genitive
4841	genitive
4848	genitive
4851	genitive
4855	nominative
4860	nominative
4879	nominative
4881	nominative
4891	nominative
4895	nominative
genitive
4899	genitive
4902	genitive
genitive
accusative
4912	nominative
4919	nominative
4921	nominative
nominative
4924	accusative
4928	nominative
4930	nominative
4933	genitive
4935	genitive
4938	genitive
4940	genitive
4942	genitive
4945	genitive
4948	genitive
4953	genitive
4958	accusative
4962	nominative
4965	genitive
4967	genitive
4973	accusative
accusative
genitive
4982	genitive
genitive
4985	genitive
4987	genitive
4990	genitive
4992	genitive
accusative
4995	genitive
4998	genitive
5000	accusative
5002	genitive
5008	genitive
5012	genitive
genitive
accusative
5019	genitive
genitive
5025	nominative
accusative
5028	genitive
5039	accusative
5042	accusative
5044	genitive
accusative
5048	accusative
nominative
5051	genitive
5065	accusative
5071	nominative
5081	accusative
5096	nominative
accusative
5099	accusative
5106	genitive
5109	genitive
5111	nominative
5113	nominative
5120	genitive
accusative
accusative
5127	accusative
5129	genitive
5134	nominative
nominative
5142	genitive
5145	genitive
5151	genitive
5165	nominative
5175	accusative
5181	nominative
5186	accusative
5192	nominative
5197	genitive
5205	accusative
5207	accusative
nominative
nominative
nominative
5217	nominative
5224	genitive
5233	genitive
5246	accusative
5249	accusative
5251	accusative
5253	genitive
5260	genitive
genitive
5265	accusative
genitive
5269	genitive
5272	accusative
5276	accusative
nominative
nominative
5285	nominative
5288	genitive
5294	accusative
accusative
5301	genitive
5305	accusative
5310	nominative
accusative
5313	genitive
5321	nominative
nominative
5328	accusative
5331	genitive
5334	accusative
5337	genitive
5344	genitive
5348	accusative
5351	accusative
5354	genitive
5362	genitive
5365	genitive
genitive
5369	accusative
5373	accusative
5375	accusative
5377	genitive
5380	genitive
5384	accusative
5388	genitive
5391	genitive
5393	genitive
5396	genitive
5399	genitive
5402	genitive
5406	accusative
5408	genitive
5410	accusative
5412	genitive
5415	accusative
5418	accusative
5420	accusative
5422	genitive
5425	accusative
5429	genitive
5433	accusative
5437	accusative
5440	nominative
5442	genitive
5449	accusative
5452	genitive
5455	genitive
5457	accusative
5459	genitive
5468	nominative
5470	nominative
5478	nominative
5481	genitive
5483	nominative
5486	genitive
5489	nominative
5492	genitive
5495	nominative
5498	genitive
5505	genitive
5507	nominative
5509	nominative
5512	genitive
5514	nominative
5518	genitive
5520	nominative
5522	genitive
5525	nominative
5529	accusative
5534	nominative
nominative
5541	genitive
nominative
5544	accusative
5546	genitive
5556	accusative
5559	nominative
5562	accusative
5564	nominative
5567	genitive
5570	genitive
5573	genitive
accusative
5577	genitive
5589	nominative
5597	accusative
nominative
nominative
5604	genitive
accusative
5607	accusative
5610	accusative
5614	accusative
5618	accusative
nominative
nominative
5622	nominative
5630	nominative
5637	genitive
5643	accusative
accusative
5650	accusative
5653	genitive
5655	nominative
5657	genitive
genitive
5665	nominative
nominative
genitive
5671	accusative
5674	nominative
5681	nominative
5689	nominative
genitive
5696	nominative
accusative
5700	genitive
5702	accusative
5705	genitive
5708	genitive
5715	accusative
5723	accusative
5726	genitive
5728	nominative
5730	genitive
genitive
5733	nominative
5737	accusative
5744	accusative
5750	accusative
5755	accusative
5769	nominative
5776	nominative
5778	accusative
5780	genitive
5804	accusative
5806	genitive
5808	nominative
5810	genitive
5813	nominative
5818	nominative
5822	nominative
5829	accusative
5841	accusative
5850	nominative
5864	nominative
5866	nominative
5869	genitive
5871	genitive
5874	genitive
5879	accusative
5882	genitive
5890	nominative
5893	genitive
5895	nominative
genitive
5905	nominative
accusative
5910	genitive
5919	accusative
5921	accusative
5925	genitive
5933	genitive
5937	accusative
5939	genitive
5941	genitive
5944	genitive
5954	genitive
5957	nominative
5960	genitive
5963	genitive
5967	nominative
5973	accusative
5975	genitive
5980	accusative
5987	accusative
5989	genitive
5994	accusative
6003	genitive
genitive
6014	accusative
6018	accusative
6032	genitive
6038	nominative
nominative
6042	genitive
6048	accusative
6050	genitive
6052	genitive
6070	nominative
6072	genitive
6079	accusative
nominative
nominative
6089	nominative
6093	nominative
6095	genitive
6102	accusative
6106	genitive
6108	nominative
6110	nominative
6113	genitive
6115	genitive
6118	nominative
nominative
6131	genitive
6139	accusative
6144	accusative
accusative
6147	genitive
6152	genitive
genitive
6159	genitive
6163	genitive
6168	accusative
6171	accusative
6176	accusative
6179	accusative
6181	genitive
6191	genitive
6196	accusative
6201	nominative
accusative
6209	accusative
6213	nominative
6215	genitive
6218	nominative
6220	genitive
6222	genitive
6224	genitive
6234	genitive
6237	genitive
6243	genitive
6249	nominative
genitive
genitive
6254	genitive
6256	genitive
6261	nominative
nominative
6268	nominative
6270	accusative
6272	genitive
6274	genitive
6278	accusative
6283	accusative
nominative
6286	genitive
6288	nominative
nominative
nominative
6297	accusative
6300	accusative
6303	accusative
6306	accusative
6309	genitive
6315	genitive
6318	nominative
6324	accusative
6326	genitive
6328	nominative
6334	accusative
6336	genitive
6340	nominative
6344	accusative
6346	genitive
6353	genitive
6357	accusative
accusative
6360	genitive
6362	genitive
6376	genitive
6381	genitive
6386	genitive
6389	nominative
6393	accusative
6395	accusative
nominative
nominative
6402	accusative
6407	accusative
6409	genitive
6411	accusative
6414	genitive
accusative
6419	genitive
6422	accusative
6428	genitive
6435	genitive
6437	genitive
6443	accusative
6449	genitive
accusative
6454	genitive
accusative
6459	accusative
6461	genitive
6465	nominative
6471	nominative
nominative
6474	genitive
6478	accusative
6480	genitive
genitive
6486	genitive
6489	accusative
6497	accusative
6506	accusative
6519	genitive
6523	nominative
6527	genitive
6529	genitive
6532	accusative
6536	genitive
6540	nominative
6542	genitive
6549	genitive
6557	accusative
6560	accusative
6562	nominative
6566	accusative
6573	accusative
6577	nominative
6580	genitive
6582	nominative
6584	nominative
6589	nominative
6593	genitive
6596	accusative
6598	accusative
genitive
genitive
6602	nominative
nominative
6606	genitive
6608	nominative
6616	genitive
accusative
6622	accusative
6624	genitive
6629	nominative
nominative
6636	genitive
6641	nominative
6646	accusative
nominative
nominative
6656	nominative
6658	genitive
6661	genitive
6664	nominative
6668	nominative
6671	genitive
6674	nominative
6676	accusative
genitive
6683	genitive
genitive
6688	accusative
genitive
6691	genitive
6697	accusative
nominative
6700	genitive
6707	nominative
6709	nominative
6721	accusative
6723	accusative
6725	genitive
6727	nominative
6732	genitive
genitive
6736	nominative
accusative
accusative
6741	nominative
6743	accusative
accusative
6746	accusative
6749	accusative
6752	accusative
6755	genitive
6758	accusative
6760	genitive
6778	genitive
6783	nominative
accusative
accusative
6789	nominative
6801	genitive
6803	genitive
6806	nominative
6811	genitive
genitive
6820	accusative
6825	nominative
6830	genitive
6835	nominative
6838	nominative
6845	nominative
6850	accusative
6853	nominative
genitive
6857	accusative
genitive
nominative
6871	genitive
6875	genitive
6878	genitive
6881	genitive
6884	genitive
6886	genitive
6888	genitive
6894	genitive
6897	accusative
6900	nominative
6905	nominative
6908	nominative
6916	accusative
6919	nominative
6927	accusative
6930	nominative
6934	nominative
6946	genitive
6948	genitive
genitive
6953	nominative
6956	nominative
6958	nominative
6960	genitive
genitive
6963	nominative
6968	genitive
6970	genitive
6972	nominative
genitive
6977	nominative
accusative
genitive
6982	nominative
nominative
6986	genitive
6999	genitive
7010	genitive
7016	nominative
7020	nominative
7024	genitive
7027	genitive
7030	nominative
7032	genitive
7036	nominative
7049	genitive
genitive
7054	accusative
genitive
7057	nominative
nominative
nominative
7065	genitive
7068	genitive
7072	nominative
nominative
7075	nominative
7078	genitive
7080	nominative
7082	nominative
7084	genitive
7095	accusative
7099	nominative
7103	accusative
7110	genitive
7113	genitive
7120	genitive
7122	nominative
7125	nominative
7132	nominative
7135	nominative
7138	accusative
7141	genitive
7145	nominative
7150	accusative
nominative
nominative
7158	accusative
7164	nominative
nominative
nominative
7168	genitive
7178	accusative
7184	nominative
nominative
nominative
7188	genitive
7198	genitive
7200	nominative
7204	genitive
7207	genitive
7209	genitive
7213	accusative
7217	genitive
7228	genitive
7231	nominative
7236	accusative
7239	genitive
7257	genitive
7260	nominative
7262	accusative
7265	accusative
7269	accusative
nominative
7272	nominative
7278	accusative
7287	genitive
7292	accusative
7298	nominative
7303	accusative
7308	accusative
accusative
7311	genitive
7322	accusative
7324	genitive
7326	nominative
nominative
nominative
7332	nominative
7335	genitive
7337	genitive
7346	nominative
7349	nominative
nominative
nominative
7357	genitive
7359	nominative
genitive
genitive
7368	accusative
nominative
nominative
7376	accusative
7379	accusative
nominative
nominative
7384	nominative
7388	genitive
7390	accusative
genitive
7402	nominative
7404	genitive
7412	genitive
7415	genitive
7417	genitive
7419	nominative
7421	nominative
7423	genitive
7430	accusative
7434	nominative
7440	genitive
7444	genitive
7447	nominative
7449	nominative
nominative
nominative
7453	nominative
nominative
7456	nominative
7458	genitive
7460	nominative
7462	genitive
7476	accusative
7485	accusative
genitive
7495	accusative
genitive
7499	accusative
7508	nominative
genitive
7518	accusative
genitive
7524	nominative
7535	genitive
7538	accusative
accusative
7547	accusative
7559	accusative
genitive
7563	nominative
genitive
7568	genitive
7576	accusative
7580	accusative
7587	genitive
7593	genitive
7599	accusative
7610	accusative
7616	accusative
genitive
accusative
7622	accusative
genitive
7633	genitive
7636	genitive
7644	accusative
7649	accusative
7651	genitive
genitive
nominative
7659	accusative
7663	accusative
7673	accusative
7678	accusative
7682	genitive
7693	genitive
7696	genitive
7698	genitive
7700	nominative
7704	nominative
7706	nominative
7715	nominative
7718	accusative
7720	accusative
accusative
7728	accusative
7732	genitive
7735	nominative
7738	nominative
7742	genitive
7745	nominative
7747	accusative
7751	nominative
7753	genitive
7757	nominative
7761	genitive
7766	genitive
nominative
7773	accusative
7775	genitive
7779	genitive
7782	accusative
7792	accusative
7796	accusative
7807	genitive
7811	accusative
7816	accusative
7821	nominative
7831	accusative
7835	genitive
7837	accusative
genitive
7840	accusative
7845	accusative
7849	accusative
7857	genitive
7861	genitive
7863	nominative
7868	nominative
7871	accusative
7881	genitive
7883	genitive
7888	genitive
7891	nominative
7904	accusative
7909	accusative
accusative
7915	accusative
7917	genitive
7921	nominative
accusative
7928	accusative
7932	genitive
7942	accusative
nominative
nominative
7946	accusative
7953	accusative
7964	accusative
7971	genitive
nominative
7977	genitive
nominative
7980	accusative
7983	genitive
accusative
7987	genitive
7994	genitive
8005	accusative
8007	nominative
8019	genitive
8021	nominative
8023	genitive
8028	nominative
8031	genitive
8037	accusative
accusative
8041	accusative
8046	nominative
8051	genitive
8054	genitive
8056	genitive
8061	genitive
accusative
8068	accusative
8070	accusative
8078	accusative
8098	accusative
accusative
8101	genitive
8103	accusative
8106	genitive
accusative
genitive
8115	accusative
8123	genitive
8126	genitive
8128	nominative
nominative
nominative
8134	genitive
nominative
8138	genitive
accusative
8142	genitive
8146	nominative
8149	accusative
8163	genitive
8167	nominative
accusative
8170	genitive
8175	nominative
8182	accusative
8184	nominative
genitive
8188	genitive
8191	accusative
8193	genitive
8201	genitive
genitive
8207	accusative
nominative
nominative
8214	accusative
accusative
accusative
8222	accusative
accusative
8225	nominative
8239	genitive
8241	genitive
genitive
8244	genitive
genitive
8250	genitive
8256	accusative
8259	genitive
genitive
8270	nominative
8285	genitive
genitive
8292	genitive
8295	genitive
8303	nominative
8307	accusative
8311	nominative
nominative
8315	genitive
8320	nominative
8323	accusative
8328	accusative
accusative
8337	nominative
8342	nominative
8345	genitive
8351	accusative
8354	genitive
8357	accusative
8365	accusative
8368	genitive
8371	genitive
8373	nominative
8375	accusative
8380	nominative
nominative
nominative
8387	nominative
8390	accusative
genitive
8397	nominative
8400	nominative
8402	genitive
8405	nominative
8409	nominative
genitive
8412	nominative
genitive
8417	nominative
8422	accusative
8428	accusative
8432	nominative
8435	genitive
8438	accusative
nominative
8442	genitive
8465	accusative
8467	genitive
8475	accusative
8487	accusative
8492	accusative
8496	accusative
8498	genitive
8500	genitive
8508	nominative
genitive
8512	genitive
genitive
8515	accusative
accusative
8518	genitive
genitive
8521	nominative
accusative
8524	genitive
8530	genitive
8532	genitive
8536	accusative
8541	accusative
8544	accusative
8551	genitive
8553	genitive
8559	genitive
genitive
8563	nominative
accusative
8568	nominative
8570	accusative
8573	accusative
8582	nominative
genitive
8585	accusative
accusative
8589	genitive
8593	nominative
8596	accusative
nominative
genitive
8601	genitive
8603	nominative
genitive
8611	genitive
8618	genitive
8621	nominative
8624	accusative
8627	genitive
8632	nominative
8635	accusative
8637	accusative
8641	accusative
accusative
genitive
8645	accusative
8651	genitive
8653	genitive
8657	nominative
8662	genitive
8665	genitive
8670	nominative
8688	nominative
8694	accusative
8699	nominative
8711	genitive
8714	nominative
8716	nominative
8721	nominative
8724	nominative
8727	nominative
8730	nominative
nominative
8733	accusative
8737	nominative
8739	nominative
8743	nominative
8746	nominative
8752	genitive
8757	genitive
8762	accusative
8766	genitive
8770	accusative
genitive
8775	accusative
8782	genitive
8784	genitive
8791	nominative
8794	accusative
8797	accusative
8802	nominative
8807	nominative
8809	nominative
8811	accusative
8814	genitive
8818	nominative
8821	genitive
8827	genitive
8831	genitive
8837	genitive
8839	genitive
8841	accusative
8845	nominative
nominative
nominative
nominative
nominative
8857	genitive
8860	genitive
8865	nominative
8868	nominative
8874	genitive
8877	genitive
8879	nominative
8881	genitive
8885	nominative
8892	accusative
8894	genitive
8899	nominative
8901	accusative
8904	nominative
nominative
8917	nominative
8920	accusative
8924	genitive
8927	genitive
8934	genitive
8940	nominative
8944	accusative
8946	accusative
8952	genitive
8955	nominative
8957	genitive
8963	nominative
accusative
genitive
8970	nominative
accusative
genitive
8983	accusative
8985	accusative
genitive
8991	accusative
genitive
8996	genitive
8999	genitive
9006	genitive
9012	accusative
9015	genitive
9020	genitive
9027	accusative
9036	accusative
9038	genitive
genitive
nominative
9044	nominative
accusative
9052	nominative
9064	nominative
9069	accusative
9072	genitive
9081	genitive
genitive
9085	accusative
9092	accusative
9096	accusative
nominative
nominative
nominative
9103	accusative
9106	genitive
genitive
9109	genitive
genitive
9112	accusative
genitive
9115	genitive
genitive
nominative
genitive
9120	nominative
9126	nominative
nominative
nominative
9132	accusative
9135	genitive
genitive
9144	accusative
9147	accusative
9150	nominative
9152	accusative
genitive
9157	nominative
9165	nominative
nominative
9168	nominative
nominative
9171	genitive
9174	nominative
9176	nominative
nominative
nominative
9180	nominative
9187	accusative
9191	genitive
9194	genitive
9198	accusative
9200	accusative
9202	genitive
9207	genitive
9210	genitive
9212	genitive
9214	nominative
9217	genitive
genitive
9221	nominative
9225	nominative
9229	accusative
9234	genitive
9240	nominative
9244	accusative
9246	accusative
9248	nominative
9252	accusative
9254	accusative
genitive
genitive
9258	accusative
9260	genitive
9263	genitive
genitive
9266	genitive
9269	nominative
9272	accusative
9274	accusative
9280	nominative
9282	nominative
9284	nominative
9289	nominative
9292	nominative
9298	nominative
9300	genitive
9302	genitive
9305	genitive
9308	nominative
9314	genitive
9316	genitive
9321	nominative
9325	nominative
nominative
9330	nominative
9333	nominative
9339	nominative
9343	accusative
9349	nominative
9356	genitive
9369	genitive
9375	accusative
9384	genitive
9396	accusative
nominative
nominative
9400	nominative
9404	accusative
9410	genitive
9412	nominative
9415	accusative
9419	accusative
9421	nominative
nominative
nominative
9426	accusative
9433	accusative
9437	accusative
accusative
9443	nominative
9445	genitive
9451	genitive
9456	genitive
9459	accusative
9466	genitive
9468	genitive
9473	accusative
9487	accusative
9490	nominative
9498	genitive
9501	nominative
9506	nominative
9510	nominative
9514	accusative
9523	genitive
9526	genitive
9533	accusative
genitive
genitive
9541	genitive
9552	genitive
9557	genitive
genitive
9562	accusative
9565	genitive
9569	nominative
accusative
9573	genitive
9577	genitive
9583	accusative
accusative
9590	genitive
9593	accusative
9596	nominative
9600	accusative
9604	genitive
9607	genitive
accusative
9610	accusative
9614	nominative
9616	accusative
genitive
9621	nominative
9633	accusative
9645	nominative
9648	genitive
9658	nominative
nominative
9661	genitive
9664	nominative
9666	accusative
9670	accusative
9675	nominative
9677	genitive
9687	nominative
9690	genitive
9696	nominative
9698	genitive
9702	nominative
9704	nominative
9706	accusative
9710	accusative
9712	nominative
9715	accusative
genitive
genitive
9726	accusative
9731	accusative
9736	accusative
9739	nominative
9741	accusative
genitive
9746	nominative
9755	nominative
9761	accusative
9769	genitive
9773	accusative
9783	genitive
9785	genitive
9787	genitive
9796	nominative
genitive
9809	nominative
genitive
9812	nominative
9814	genitive
9819	nominative
9830	accusative
9836	genitive
9839	nominative
genitive
9849	nominative
9857	genitive
9859	genitive
genitive
9868	accusative
9870	nominative
9873	genitive
9877	nominative
9884	nominative
9895	nominative
9899	accusative
accusative
9907	accusative
9915	nominative
accusative
9918	accusative
9928	nominative
9932	genitive
9936	accusative
9938	genitive
9945	accusative
9947	nominative
9949	nominative
9956	genitive
9959	nominative
9963	nominative
9966	accusative
9971	nominative
9984	accusative
9986	accusative
9988	genitive
9991	nominative
accusative
genitive
9995	nominative
9998	genitive
10000	nominative
10008	accusative
accusative
10013	accusative
10019	nominative
10034	nominative
10037	nominative
10045	nominative
10051	accusative
10055	nominative
10057	nominative
10059	genitive
genitive
nominative
10067	genitive
10072	accusative
10074	nominative
nominative
10079	nominative
10081	accusative
10087	accusative
10092	accusative
accusative
10100	accusative
10108	nominative
nominative
10112	nominative
10117	nominative
10119	genitive
10123	genitive
10128	genitive
10135	genitive
10145	nominative
10156	nominative
10158	genitive
genitive
nominative
10163	nominative
10170	genitive
10174	nominative
nominative
10178	genitive
10180	genitive
10183	genitive
10186	genitive
10190	accusative
genitive
10193	genitive
10203	accusative
10205	accusative
10211	nominative
10214	nominative
accusative
10217	accusative
10228	accusative
10239	accusative
10246	accusative
10255	genitive
10257	accusative
10265	accusative
10282	nominative
10289	genitive
10291	genitive
10293	nominative
10295	accusative
10299	nominative
10301	nominative
10306	accusative
10309	genitive
accusative
10313	accusative
genitive
10319	accusative
10322	accusative
10324	genitive
accusative
10328	genitive
10332	accusative
10338	genitive
genitive
10342	nominative
nominative
10345	nominative
nominative
nominative
genitive
10350	accusative
10355	nominative
10358	genitive
10363	genitive
10370	genitive
10374	accusative
10378	nominative
10380	nominative
10387	accusative
10390	nominative
nominative
10393	nominative
10395	genitive
10397	nominative
nominative
10403	genitive
10405	nominative
10413	accusative
10415	genitive
10417	accusative
genitive
10423	accusative
10426	nominative
10429	nominative
10432	genitive
10439	nominative
10441	genitive
genitive
10448	nominative
10450	genitive
accusative
10455	accusative
10457	accusative
10467	genitive
10469	accusative
10474	nominative
accusative
10479	nominative
10481	genitive
10483	genitive
10485	accusative
10489	accusative
10493	accusative
10502	nominative
10506	nominative
10509	genitive
accusative
10514	nominative
10516	genitive
10518	genitive
genitive
genitive
10524	genitive
10529	genitive
10534	nominative
10536	genitive
10539	nominative
nominative
10542	genitive
10555	genitive
10559	nominative
10564	nominative
10566	genitive
10569	nominative
10572	genitive
genitive
10575	nominative
nominative
10580	accusative
10582	accusative
10584	genitive
10586	nominative
10589	genitive
10597	accusative
10599	genitive
10601	genitive
10605	genitive
nominative
10608	genitive
10611	genitive
10614	genitive
10617	genitive
10619	genitive
10622	genitive
10625	genitive
10628	genitive
10630	genitive
10633	genitive
10636	genitive
10638	nominative
10640	genitive
10642	genitive
10644	nominative
accusative
10647	nominative
10649	genitive
10655	genitive
10662	accusative
genitive
10665	nominative
10668	genitive
10671	nominative
accusative
10676	nominative
nominative
10679	nominative
10681	genitive
10683	nominative
nominative
10687	genitive
10691	accusative
10701	accusative
10706	accusative
10708	genitive
10710	accusative
10713	accusative
10716	accusative
10719	accusative
10722	accusative
10725	genitive
10727	nominative
10731	accusative
10736	nominative
10738	nominative
10740	genitive
accusative
10744	genitive
10746	accusative
10750	nominative
10752	nominative
10755	accusative
accusative
genitive
10759	nominative
10767	accusative
10770	genitive
10775	nominative
accusative
accusative
10783	genitive
genitive
10787	accusative
nominative
10790	genitive
10800	accusative
10803	genitive
10815	accusative
10818	genitive
10840	nominative
10842	nominative
nominative
10846	genitive
10852	genitive
genitive
10858	accusative
10860	genitive
genitive
10870	genitive
10873	genitive
10878	genitive
genitive
10883	nominative
10887	genitive
10890	genitive
10896	genitive
10904	accusative
10907	genitive
10911	genitive
genitive
10915	accusative
10919	nominative
10924	nominative
10935	nominative
10937	accusative
accusative
10943	genitive
10957	genitive
10959	accusative
10964	nominative
genitive
10974	accusative
10976	accusative
10978	genitive
10981	accusative
10987	accusative
11000	genitive
11003	nominative
11007	genitive
genitive
nominative
11012	accusative
11015	genitive
11019	accusative
11022	genitive
11026	accusative
11029	genitive
11033	accusative
11036	genitive
11042	genitive
genitive
11047	nominative
11049	accusative
accusative
11052	genitive
11054	genitive
11062	genitive
11064	genitive
11071	accusative
11075	nominative
accusative
11080	genitive
11082	nominative
11089	genitive
11097	nominative
11103	genitive
11108	genitive
11110	nominative
11112	genitive
genitive
nominative
accusative
11117	nominative
genitive
11122	genitive
accusative
11128	genitive
11132	accusative
11135	accusative
11137	accusative
accusative
11142	nominative
accusative
11146	nominative
nominative
11150	genitive
11157	accusative
11164	nominative
11169	accusative
11172	nominative
nominative
nominative
11178	accusative
11181	accusative
11188	accusative
11192	accusative
11194	accusative
11196	accusative
11198	accusative
11200	accusative
genitive
11203	accusative
genitive
11207	genitive
accusative
nominative
11212	genitive
11214	nominative
nominative
nominative
11219	nominative
genitive
accusative
11231	genitive
11233	accusative
11242	nominative
11244	nominative
11250	accusative
11257	accusative
11259	nominative
nominative
11267	nominative
11270	genitive
11277	accusative
11286	accusative
11290	genitive
11292	genitive
11296	nominative
11299	genitive
genitive
11304	accusative
accusative
11309	accusative
11314	nominative
11316	accusative
11318	accusative
11320	accusative
11323	nominative
11331	genitive
genitive
11334	accusative
11339	genitive
genitive
11343	nominative
accusative
11347	accusative
11353	genitive
11355	accusative
accusative
11359	nominative
11361	genitive
11366	nominative
11369	nominative
11373	genitive
11375	accusative
11379	genitive
accusative
11382	genitive
11384	genitive
11386	accusative
11388	accusative
11390	accusative
11393	genitive
11395	accusative
11401	nominative
11407	nominative
11409	nominative
11411	nominative
11415	nominative
11420	accusative
11425	accusative
11427	nominative
11433	accusative
accusative
genitive
11437	accusative
11440	accusative
11442	accusative
11447	genitive
11450	genitive
11455	nominative
11457	nominative
11459	accusative
11469	genitive
11471	genitive
11473	nominative
11477	genitive
11485	accusative
11487	genitive
11490	genitive
11492	genitive
11506	accusative
11508	nominative
11511	accusative
11524	nominative
11526	nominative
11528	accusative
11532	genitive
11535	nominative
11538	nominative
nominative
nominative
genitive
accusative
11545	genitive
11548	genitive
11552	genitive
11556	accusative
11559	genitive
11561	accusative
11565	genitive
11567	accusative
11573	nominative
11578	nominative
11582	nominative
11588	accusative
11602	accusative
11605	accusative
11608	accusative
11611	accusative
11613	accusative
11615	genitive
genitive
11624	genitive
11626	genitive
11635	genitive
11637	genitive
11639	genitive
11646	accusative
11648	genitive
genitive
11653	accusative
11656	accusative
11660	accusative
11662	genitive
genitive
11676	genitive
11682	accusative
11688	accusative
11690	accusative
11693	accusative
genitive
11698	genitive
11704	accusative
11714	genitive
11716	genitive
11721	accusative
11727	accusative
nominative
11731	nominative
11738	nominative
nominative
11743	nominative
11747	accusative
11750	nominative
11753	genitive
11756	nominative
11758	nominative
genitive
11763	genitive
11769	nominative
accusative
11782	accusative
11786	accusative
11788	genitive
11794	nominative
11796	nominative
nominative
11799	genitive
11802	nominative
11804	nominative
11807	nominative
11810	nominative
11815	nominative
11822	nominative
11827	accusative
11832	genitive
11834	genitive
11838	nominative
11842	accusative
11860	accusative
accusative
11864	genitive
11867	genitive
11873	genitive
11883	accusative
11887	accusative
11890	nominative
11894	accusative
11902	genitive
11905	genitive
11907	genitive
11909	accusative
genitive
accusative
genitive
11914	genitive
genitive
11919	genitive
11928	nominative
11930	genitive
11937	genitive
11945	genitive
11951	genitive
11957	accusative
11960	accusative
11963	accusative
11966	accusative
11969	accusative
11972	accusative
11978	accusative
genitive
11982	genitive
11988	nominative
11990	nominative
11994	genitive
11996	nominative
11999	accusative
12003	nominative
12005	nominative
12012	accusative
nominative
12016	genitive
12019	accusative
12021	genitive
12025	genitive
genitive
accusative
12030	accusative
12036	accusative
12042	accusative
12046	nominative
12048	accusative
accusative
12051	genitive
genitive
12065	nominative
12067	accusative
12069	genitive
12075	genitive
12080	nominative
12083	nominative
12086	genitive
12104	nominative
12117	nominative
12119	nominative
12128	nominative
accusative
12132	accusative
12136	accusative
accusative
12143	genitive
12145	accusative
12147	genitive
12149	genitive
12158	nominative
12164	nominative
nominative
12167	genitive
12169	nominative
12171	genitive
12173	genitive
12183	accusative
12190	accusative
12192	genitive
12198	genitive
genitive
12205	accusative
12207	genitive
12213	accusative
12216	genitive
12221	accusative
12228	nominative
12230	genitive
12232	genitive
12242	accusative
12244	genitive
12248	accusative
12262	accusative
12267	accusative
nominative
genitive
12272	nominative
accusative
12281	accusative
genitive
12287	accusative
12289	genitive
genitive
12296	nominative
nominative
nominative
12301	genitive
12306	nominative
nominative
12309	genitive
12311	genitive
12314	genitive
12316	genitive
12322	genitive
12335	genitive
12347	accusative
12359	genitive
nominative
12365	genitive
12367	accusative
12376	genitive
12382	accusative
12385	accusative
12391	genitive
genitive
12394	genitive
12396	accusative
accusative
12400	accusative
12405	genitive
12410	nominative
12416	accusative
12418	genitive
12426	nominative
nominative
12433	accusative
12436	accusative
12440	genitive
12447	genitive
12453	genitive
12459	genitive
genitive
12465	genitive
genitive
12471	genitive
12473	accusative
12481	genitive
12485	nominative
12487	accusative
12490	accusative
12493	accusative
12498	genitive
12501	accusative
12505	genitive
genitive
12511	accusative
12519	accusative
12535	accusative
12538	accusative
accusative
12545	genitive
accusative
12549	nominative
12553	nominative
accusative
12556	genitive
12563	genitive
12565	genitive
12569	nominative
nominative
12573	accusative
12594	accusative
12606	accusative
12610	genitive
12614	accusative
12620	nominative
12623	accusative
genitive
genitive
12635	genitive
12638	genitive
accusative
12641	accusative
12651	genitive
12661	genitive
12663	genitive
12665	genitive
12667	genitive
12670	genitive
12674	nominative
12676	nominative
12679	nominative
12681	genitive
12685	accusative
genitive
12693	nominative
12697	accusative
12699	genitive
accusative
12710	genitive
12713	genitive
12716	nominative
accusative
12720	accusative
genitive
12728	accusative
nominative
12734	nominative
12736	nominative
12740	accusative
12742	accusative
12744	nominative
12749	accusative
genitive
12753	genitive
12756	genitive
accusative
accusative
12766	nominative
12777	genitive
12784	accusative
nominative
nominative
12791	accusative
genitive
12797	accusative
12800	nominative
12806	nominative
12816	nominative
12821	genitive
12823	nominative
12825	genitive
accusative
12835	nominative
nominative
12842	genitive
12847	accusative
12860	genitive
12863	accusative
12866	nominative
nominative
12869	genitive
12871	accusative
12873	genitive
genitive
12878	nominative
12880	genitive
12883	genitive
12887	nominative
12894	genitive
12902	accusative
12907	genitive
12909	accusative
12911	genitive
12917	nominative
12920	nominative
12924	accusative
genitive
accusative
12932	genitive
12934	accusative
genitive
12939	genitive
12943	genitive
accusative
12946	accusative
12949	genitive
12952	nominative
nominative
nominative
genitive
12961	accusative
12964	genitive
12967	genitive
nominative
12970	genitive
12975	accusative
12981	accusative
nominative
12985	genitive
12988	accusative
12990	genitive
12996	genitive
genitive
12999	nominative
nominative
13007	accusative
13009	genitive
13015	genitive
genitive
13022	accusative
13025	nominative
13028	nominative
13030	genitive
13036	nominative
13043	accusative
13049	accusative
13053	accusative
genitive
13056	accusative
13066	nominative
genitive
13071	nominative
13077	genitive
13082	genitive
genitive
13085	nominative
13091	accusative
accusative
genitive
13102	nominative
13107	genitive
genitive
accusative
13117	accusative
genitive
13124	accusative
13127	accusative
genitive
13134	genitive
13136	accusative
13141	genitive
genitive
13145	genitive
13154	nominative
13157	accusative
13168	nominative
13173	genitive
13179	genitive
13185	genitive
13190	nominative
13203	genitive
13208	nominative
13213	nominative
nominative
accusative
13217	nominative
13220	nominative
13225	nominative
13230	accusative
genitive
13237	accusative
13248	nominative
13252	genitive
genitive
13257	nominative
13259	nominative
genitive
13267	genitive
13270	nominative
13272	accusative
13275	genitive
13278	genitive
13282	genitive
13287	genitive
13290	genitive
13293	nominative
13296	accusative
genitive
13301	genitive
13306	genitive
13312	genitive
13317	genitive
13321	nominative
13323	genitive
13326	accusative
13332	nominative
13334	nominative
13337	nominative
13343	accusative
13353	accusative
13362	nominative
13369	genitive
13371	genitive
13373	genitive
13376	genitive
13381	genitive
13383	genitive
13389	nominative
13399	genitive
genitive
13405	accusative
13407	genitive
genitive
13421	accusative
13423	genitive
13425	genitive
nominative
nominative
13430	accusative
genitive
accusative
13434	genitive
13442	genitive
13445	genitive
13447	genitive
13453	genitive
13459	genitive
13465	genitive
13470	genitive
13476	genitive
13483	nominative
nominative
13487	genitive
13496	nominative
13500	nominative
13503	genitive
accusative
13507	nominative
13509	genitive
13513	nominative
nominative
13521	genitive
13523	genitive
13525	genitive
genitive
13529	nominative
13531	accusative
genitive
13535	accusative
13544	nominative
13547	accusative
13552	nominative
13559	accusative
13561	genitive
13567	accusative
13576	nominative
13578	genitive
13583	nominative
13585	nominative
13592	accusative
13614	genitive
genitive
13635	accusative
13638	genitive
13643	genitive
13646	accusative
nominative
13649	genitive
13651	genitive
13655	nominative
13662	nominative
13677	nominative
13679	accusative
13681	accusative
13686	nominative
13692	genitive
13696	accusative
accusative
13700	genitive
13702	nominative
nominative
nominative
13707	nominative
13714	nominative
nominative
13719	genitive
13724	nominative
13730	nominative
13732	genitive
13735	nominative
13739	accusative
13748	genitive
13756	nominative
13759	genitive
genitive
13763	genitive
accusative
13777	genitive
13782	nominative
13785	genitive
genitive
13789	genitive
accusative
13795	nominative
13797	accusative
13803	nominative
13810	nominative
13813	genitive
genitive
13816	genitive
13818	genitive
13821	accusative
13832	accusative
13838	genitive
nominative
13850	nominative
13853	genitive
13857	genitive
13862	genitive
13872	nominative
nominative
nominative
13876	nominative
13884	accusative
accusative
accusative
13890	accusative
13899	accusative
13904	genitive
13908	accusative
13911	accusative
13920	genitive
13922	genitive
13925	genitive
nominative
13929	nominative
13932	nominative
13936	genitive
13942	genitive
13945	genitive
13948	genitive
13950	accusative
13953	genitive
13956	genitive
13958	nominative
13961	accusative
13967	accusative
13971	accusative
13975	accusative
13980	genitive
13986	accusative
13988	nominative
14002	nominative
14004	nominative
14006	genitive
14009	nominative
14012	genitive
14015	nominative
accusative
14021	nominative
14023	genitive
14027	genitive
14029	nominative
14035	genitive
14041	nominative
14043	genitive
14045	nominative
14048	genitive
14050	nominative
14052	nominative
14055	genitive
14067	nominative
14071	accusative
14075	nominative
14080	accusative
nominative
nominative
14087	nominative
14090	accusative
14092	genitive
14096	nominative
14104	accusative
14106	nominative
14110	accusative
14114	nominative
14121	accusative
14129	accusative
14133	nominative
14142	accusative
14151	accusative
14153	genitive
14169	nominative
14171	nominative
14175	genitive
14178	nominative
14188	genitive
14194	genitive
14199	accusative
accusative
14204	nominative
14206	accusative
14211	genitive
14216	genitive
genitive
accusative
accusative
14223	accusative
14225	genitive
14233	accusative
14235	genitive
14244	accusative
14246	nominative
14248	genitive
14250	accusative
14252	nominative
nominative
14263	genitive
genitive
14274	nominative
14277	accusative
14281	accusative
14287	accusative
14292	accusative
14295	accusative
14298	genitive
14302	accusative
14309	genitive
14311	genitive
14315	nominative
accusative
14318	genitive
14320	accusative
genitive
14323	genitive
14325	nominative
14328	accusative
14330	nominative
14344	genitive
14349	accusative
14351	nominative
nominative
14356	nominative
14358	genitive
14362	genitive
14367	accusative
14373	genitive
14379	accusative
14381	nominative
14384	nominative
14387	nominative
14389	genitive
14395	nominative
accusative
14403	genitive
14414	genitive
14419	genitive
14431	nominative
14438	accusative
14454	nominative
nominative
genitive
14459	genitive
14468	genitive
14471	nominative
14475	genitive
14480	accusative
14482	genitive
14497	nominative
nominative
14508	genitive
14510	genitive
accusative
accusative
14514	accusative
14518	nominative
14522	nominative
14527	genitive
accusative
14530	genitive
accusative
14533	genitive
14541	genitive
14543	genitive
14547	accusative
accusative
14551	genitive
14555	genitive
14571	genitive
nominative
14583	genitive
14592	nominative
14594	genitive
14599	nominative
14602	genitive
14609	genitive
14612	nominative
nominative
14615	genitive
14617	genitive
14624	accusative
14627	nominative
14633	nominative
14635	genitive
14643	nominative
14647	accusative
nominative
nominative
14651	nominative
14666	genitive
14673	genitive
14677	accusative
14681	accusative
14692	nominative
14694	accusative
14696	genitive
14699	nominative
14704	nominative
14709	nominative
14716	genitive
genitive
14722	nominative
14724	genitive
14726	nominative
nominative
14742	genitive
14748	genitive
14750	genitive
14759	accusative
accusative
14762	genitive
14767	genitive
14782	genitive
14790	genitive
14792	accusative
14795	accusative
14799	nominative
14802	accusative
14816	genitive
14820	genitive
14825	nominative
14830	genitive
14840	accusative
14842	genitive
14845	nominative
genitive
14858	accusative
genitive
14864	genitive
14866	genitive
14868	nominative
14870	nominative
14874	nominative
14876	nominative
accusative
genitive
14880	nominative
nominative
14889	nominative
14892	genitive
14897	accusative
14899	genitive
14904	accusative
14913	accusative
14916	accusative
14922	genitive
14925	genitive
genitive
14932	nominative
14936	accusative
14945	genitive
genitive
14949	accusative
14951	genitive
genitive
nominative
14958	accusative
14961	nominative
14964	genitive
genitive
14970	accusative
14986	genitive
genitive
14995	accusative
15003	genitive
15005	nominative
15010	genitive
15014	genitive
15019	genitive
15022	nominative
nominative
15032	genitive
15049	genitive
15052	accusative
15056	accusative
15065	genitive
genitive
accusative
15069	nominative
accusative
genitive
15075	accusative
15080	nominative
15082	genitive
15095	genitive
15099	nominative
15110	genitive
15112	genitive
15114	genitive
15117	accusative
15120	accusative
15122	genitive
15127	genitive
15130	genitive
15132	genitive
15137	nominative
15147	nominative
nominative
15154	nominative
15157	accusative
15170	accusative
15174	nominative
15176	nominative
15180	nominative
15185	genitive
15187	genitive
15189	genitive
15193	nominative
15197	accusative
genitive
15200	nominative
nominative
genitive
genitive
15208	nominative
15210	accusative
15224	accusative
15234	genitive
15240	accusative
accusative
15243	nominative
15249	accusative
15252	genitive
15256	nominative
nominative
15263	accusative
15266	genitive
15270	accusative
accusative
15275	nominative
nominative
15289	nominative
15291	genitive
15301	accusative
15305	nominative
nominative
15309	nominative
15313	accusative
15322	accusative
15325	genitive
15329	nominative
15335	genitive
15338	accusative
15341	genitive
15349	genitive
15351	genitive
15363	nominative
nominative
15376	nominative
15378	genitive
15381	accusative
15386	nominative
15397	accusative
15399	genitive
15402	genitive
nominative
15405	genitive
15408	genitive
15410	nominative
15415	nominative
15419	nominative
accusative
15425	accusative
nominative
15429	nominative
15436	accusative
15439	accusative
15441	genitive
genitive
15447	accusative
15449	genitive
15454	nominative
15458	accusative
15461	genitive
15464	genitive
15469	accusative
15477	genitive
15482	genitive
15486	nominative
15491	nominative
15493	genitive
15497	genitive
15512	accusative
15521	nominative
15523	genitive
15529	genitive
15532	genitive
15535	genitive
15537	genitive
nominative
genitive
nominative
15542	genitive
15548	accusative
15550	accusative
15552	genitive
15558	genitive
15562	accusative
15569	nominative
15571	nominative
15573	nominative
15575	genitive
15580	genitive
15583	genitive
15594	accusative
15596	genitive
15603	accusative
accusative
15616	genitive
15618	genitive
15622	nominative
accusative
15628	accusative
15635	genitive
15645	accusative
genitive
15653	accusative
accusative
15687	genitive
15690	genitive
15694	nominative
nominative
15698	genitive
nominative
15701	genitive
15704	genitive
15706	nominative
15708	genitive
genitive
nominative
15713	genitive
15715	genitive
15718	genitive
15720	genitive
15722	genitive
15725	genitive
15727	accusative
15729	genitive
15731	genitive
15735	accusative
accusative
15738	accusative
15741	genitive
15747	genitive
15749	genitive
15752	genitive
accusative
15759	accusative
accusative
15765	accusative
15767	genitive
accusative
15775	accusative
15785	genitive
15787	genitive
accusative
15794	accusative
15798	genitive
15803	genitive
15808	accusative
15814	accusative
15820	accusative
15825	accusative
15827	genitive
accusative
15838	genitive
15844	accusative
15846	genitive
15852	accusative
15857	nominative
15863	accusative
genitive
15868	genitive
15870	genitive
nominative
15874	genitive
15883	genitive
15889	genitive
15902	accusative
15909	accusative
15912	genitive
15915	nominative
accusative
15918	genitive
genitive
15921	nominative
accusative
15924	nominative
15926	genitive
15931	nominative
15937	genitive
nominative
nominative
15941	nominative
15943	nominative
15947	nominative
15952	accusative
15956	nominative
15959	genitive
15962	nominative
accusative
15966	accusative
15968	genitive
genitive
15972	accusative
genitive
nominative
15977	genitive
15981	genitive
15983	genitive
15988	genitive
15999	accusative
16001	genitive
16006	genitive
genitive
accusative
accusative
16013	nominative
16015	accusative
genitive
16019	accusative
nominative
16022	genitive
16024	nominative
16039	accusative
16045	nominative
16047	nominative
16050	accusative
16056	genitive
genitive
16062	accusative
16068	accusative
accusative
16071	accusative
16075	accusative
16083	accusative
16085	accusative
16089	accusative
16094	accusative
accusative
16102	accusative
16105	genitive
16110	accusative
16113	genitive
16118	accusative
accusative
16130	genitive
16140	genitive
accusative
16143	accusative
16145	accusative
16155	accusative
16159	nominative
16162	nominative
16171	accusative
accusative
16174	accusative
16182	genitive
16185	accusative
16190	accusative
accusative
16197	accusative
accusative
16202	nominative
16205	accusative
16221	accusative
accusative
16227	accusative
16233	accusative
16240	accusative
16246	accusative
16253	accusative
16255	accusative
16262	accusative
16269	accusative
16275	genitive
16282	accusative
16292	genitive
accusative
16296	genitive
nominative
16302	nominative
16305	nominative
16309	genitive
nominative
16315	nominative
16318	nominative
16326	accusative
accusative
16332	accusative
nominative
16335	genitive
16338	genitive
16341	genitive
16353	accusative
accusative
16363	genitive
16365	accusative
accusative
16375	accusative
16380	accusative
accusative
16386	accusative
16388	genitive
accusative
16395	genitive
16397	accusative
16402	accusative
16405	nominative
16407	genitive
16411	genitive
nominative
genitive
16415	genitive
16420	accusative
accusative
genitive
16426	nominative
16432	accusative
16437	nominative
16440	genitive
16443	genitive
genitive
16448	nominative
16456	nominative
16463	nominative
16467	nominative
16471	genitive
16474	nominative
16480	nominative
16483	genitive
16486	nominative
16488	genitive
genitive
16494	genitive
nominative
16498	nominative
16503	nominative
16505	nominative
16508	accusative
accusative
16511	genitive
16513	accusative
16515	accusative
accusative
16520	nominative
16523	nominative
16530	nominative
16536	nominative
16541	nominative
16547	genitive
genitive
16554	genitive
16559	nominative
16569	nominative
16575	nominative
16580	nominative
16586	genitive
genitive
16593	genitive
16597	nominative
16599	accusative
16601	nominative
16605	nominative
16607	nominative
16610	genitive
genitive
16615	nominative
16620	accusative
16625	nominative
16628	genitive
16630	genitive
genitive
16636	genitive
accusative
genitive
accusative
16641	genitive
16643	nominative
nominative
nominative
16647	nominative
genitive
16652	accusative
16654	accusative
16658	accusative
16661	genitive
16664	nominative
accusative
16671	nominative
16673	nominative
16677	accusative
16679	accusative
16683	accusative
16687	accusative
accusative
16694	nominative
nominative
16701	accusative
16703	genitive
16710	accusative
16723	genitive
16728	nominative
16731	nominative
16734	accusative
16759	accusative
16761	accusative
accusative
16766	nominative
16768	genitive
16774	accusative
16776	genitive
16781	genitive
16785	nominative
16790	nominative
accusative
accusative
16796	nominative
16802	accusative
16806	accusative
16809	nominative
16816	accusative
16824	nominative
16830	accusative
accusative
16833	nominative
16845	accusative
accusative
16856	genitive
16866	genitive
genitive
16874	genitive
16885	accusative
16888	nominative
16891	accusative
accusative
16897	accusative
genitive
accusative
genitive
16904	accusative
16906	accusative
16913	accusative
16918	accusative
16920	accusative
accusative
16930	nominative
16933	genitive
16939	accusative
accusative
16947	nominative
16951	genitive
16959	accusative
16961	accusative
16964	accusative
16968	nominative
16971	nominative
16974	nominative
16977	nominative
16980	nominative
16983	nominative
16985	genitive
16987	nominative
16989	genitive
16991	nominative
16998	nominative
17002	genitive
17004	nominative
genitive
17008	nominative
17012	genitive
17015	genitive
17033	accusative
17037	nominative
genitive
17042	genitive
17048	accusative
17050	genitive
17056	accusative
17058	accusative
accusative
17062	nominative
17065	genitive
17069	nominative
17071	accusative
genitive
17080	accusative
17086	genitive
17088	accusative
accusative
genitive
17103	accusative
17105	accusative
17108	accusative
17118	genitive
17120	genitive
17122	accusative
17124	accusative
accusative
17132	accusative
17136	accusative
17138	accusative
17143	nominative
17146	genitive
17149	genitive
17151	nominative
nominative
17154	genitive
17156	nominative
17159	genitive
17165	genitive
genitive
17172	accusative
17176	genitive
accusative
accusative
genitive
17182	accusative
genitive
17193	genitive
17197	nominative
17201	genitive
17204	genitive
17210	accusative
17217	nominative
17221	nominative
nominative
nominative
17225	nominative
17233	accusative
17236	genitive
17243	nominative
nominative
nominative
17247	nominative
17259	accusative
17263	accusative
accusative
17266	nominative
17274	nominative
accusative
17277	nominative
17284	accusative
17286	accusative
17290	genitive
17294	accusative
17296	genitive
17303	accusative
17306	accusative
17310	accusative
17315	accusative
17317	accusative
17322	accusative
17327	genitive
accusative
17332	accusative
17341	accusative
17346	accusative
accusative
17354	nominative
17357	accusative
17360	genitive
17363	genitive
nominative
17372	genitive
nominative
17381	accusative
17383	genitive
17386	accusative
17389	genitive
genitive
accusative
17394	genitive
17397	accusative
17402	nominative
17405	nominative
17409	nominative
17415	accusative
17418	accusative
17421	genitive
genitive
accusative
17425	nominative
nominative
17429	genitive
17433	nominative
accusative
17437	genitive
17444	genitive
17448	nominative
nominative
nominative
17453	genitive
17457	nominative
17462	accusative
17474	genitive
17490	accusative
17492	accusative
17494	accusative
accusative
17500	accusative
genitive
17506	accusative
17508	genitive
17511	accusative
17513	genitive
17518	accusative
17520	nominative
accusative
17524	accusative
17526	accusative
accusative
17531	accusative
17538	accusative
17542	genitive
accusative
17546	genitive
17548	genitive
17551	genitive
17554	genitive
17557	genitive
genitive
17560	genitive
17563	genitive
17565	genitive
17568	genitive
17571	genitive
17573	genitive
17575	genitive
17579	nominative
17582	accusative
17587	accusative
accusative
17596	accusative
17599	genitive
17606	nominative
17608	genitive
17615	genitive
accusative
accusative
17622	accusative
17624	accusative
17626	genitive
17632	genitive
17637	genitive
17639	genitive
17644	nominative
17647	accusative
17650	accusative
17659	genitive
17662	genitive
17664	genitive
17672	nominative
17675	nominative
17678	accusative
17680	accusative
17683	accusative
genitive
17688	accusative
17694	genitive
17696	accusative
accusative
17704	genitive
genitive
17707	genitive
17715	accusative
17725	accusative
17731	nominative
17736	accusative
accusative
17739	nominative
17747	accusative
17750	nominative
17759	accusative
17761	accusative
genitive
17770	accusative
17773	genitive
17776	nominative
17781	genitive
17786	accusative
17791	accusative
17795	accusative
accusative
17801	genitive
17804	genitive
17807	accusative
17809	accusative
accusative
17818	accusative
17821	genitive
17825	accusative
17833	accusative
17835	nominative
nominative
17838	genitive
17843	genitive
accusative
17848	genitive
accusative
17857	accusative
17859	genitive
17871	accusative
genitive
17876	accusative
17878	genitive
17881	accusative
17884	genitive
17903	accusative
17907	accusative
17912	nominative
17914	genitive
17921	accusative
17923	nominative
17928	accusative
17935	accusative
17938	accusative
17941	genitive
17944	accusative
17949	genitive
17958	accusative
17960	genitive
17963	nominative
genitive
accusative
17967	accusative
17977	accusative
17986	genitive
17990	accusative
accusative
17999	accusative
18002	nominative
18010	accusative
18016	genitive
18018	accusative
18023	accusative
accusative
18032	accusative
18035	genitive
18040	genitive
18043	genitive
18052	nominative
18057	accusative
18062	nominative
18066	nominative
18072	accusative
18076	nominative
18079	genitive
18086	accusative
accusative
18092	accusative
18097	nominative
18099	genitive
18105	accusative
genitive
18108	accusative
18111	accusative
18116	accusative
accusative
18135	genitive
accusative
18142	genitive
18147	accusative
18150	nominative
18155	accusative
accusative
18162	accusative
18164	accusative
18166	accusative
accusative
18176	accusative
18180	accusative
18183	genitive
18186	nominative
accusative
18190	accusative
18195	nominative
nominative
18200	accusative
accusative
18203	accusative
18210	accusative
18212	genitive
18218	accusative
18220	genitive
18226	genitive
18228	accusative
18236	accusative
18238	accusative
accusative
18241	nominative
18247	accusative
18252	accusative
18254	accusative
18256	genitive
18264	genitive
18270	genitive
18273	genitive
18280	genitive
18283	genitive
18285	genitive
18287	nominative
18289	nominative
accusative
18311	genitive
18320	genitive
18333	nominative
18337	accusative
accusative
18349	nominative
18353	genitive
18357	accusative
18362	accusative
18368	nominative
18372	nominative
18381	genitive
18386	accusative
18388	accusative
18392	nominative
18395	genitive
18409	genitive
18411	accusative
accusative
18418	genitive
18423	genitive
genitive
18432	accusative
18440	accusative
18446	nominative
18450	accusative
accusative
accusative
18456	genitive
18468	accusative
18475	genitive
18477	accusative
18485	accusative
18497	accusative
18503	genitive
18510	nominative
18526	accusative
18530	accusative
accusative
18539	genitive
18541	accusative
accusative
18548	accusative
accusative
18553	accusative
18556	accusative
18559	accusative
18562	nominative
18567	genitive
18570	genitive
18573	genitive
18576	genitive
18580	accusative
18583	nominative
18585	genitive
18589	genitive
accusative
18592	nominative
18598	accusative
18603	accusative
18607	accusative
18621	nominative
18625	nominative
18631	accusative
18633	accusative
18639	nominative
18641	genitive
18649	accusative
18652	accusative
18654	nominative
18660	accusative
18664	accusative
accusative
18670	genitive
genitive
18676	accusative
18678	accusative
18681	genitive
18686	genitive
genitive
18696	accusative
accusative
18706	genitive
genitive
18710	genitive
18713	genitive
18716	genitive
18719	genitive
18723	accusative
18730	genitive
18732	genitive
nominative
18740	genitive
18742	accusative
18748	genitive
18750	accusative
18757	genitive
genitive
18766	genitive
18768	genitive
18772	accusative
18774	genitive
18776	accusative
18778	genitive
18780	accusative
18791	accusative
18797	accusative
18802	accusative
18809	nominative
18811	nominative
18817	accusative
18819	genitive
genitive
18822	accusative
accusative
18827	accusative
18836	accusative
18842	genitive
genitive
18845	nominative
18847	genitive
nominative
18851	nominative
nominative
18860	accusative
18868	nominative
18874	genitive
genitive
18880	nominative
18885	genitive
genitive
18891	nominative
18896	genitive
18899	nominative
18901	genitive
genitive
18908	genitive
18914	accusative
18919	genitive
18922	genitive
18928	genitive
18931	genitive
18939	genitive
accusative
18944	genitive
accusative
18949	accusative
18953	accusative
18964	accusative
18968	nominative
18974	genitive
18977	nominative
18980	accusative
18984	nominative
18996	genitive
19000	genitive
accusative
19008	accusative
19013	genitive
genitive
genitive
19021	accusative
accusative
19027	nominative
19030	genitive
19033	genitive
19045	genitive
19048	genitive
19050	genitive
19064	nominative
genitive
19069	nominative
19075	accusative
19077	accusative
19081	genitive
genitive
19086	accusative
19091	accusative
19093	nominative
19096	accusative
19101	nominative
nominative
accusative
19105	nominative
accusative
19109	accusative
accusative
19114	nominative
19120	accusative
accusative
19125	nominative
19130	nominative
19132	genitive
genitive
accusative
19140	genitive
19145	genitive
19153	accusative
19156	genitive
genitive
accusative
nominative
19161	accusative
19169	genitive
19171	genitive
19173	accusative
19178	nominative
19180	genitive
accusative
19188	genitive
accusative
19191	nominative
19206	nominative
19210	nominative
19216	accusative
19229	accusative
19236	accusative
19241	genitive
genitive
19265	accusative
19268	accusative
19274	genitive
accusative
19278	accusative
19280	nominative
19286	nominative
19295	accusative
19300	nominative
19327	accusative
19331	nominative
19336	accusative
19340	accusative
19350	accusative
19352	accusative
19358	genitive
19375	accusative
19379	accusative
19401	accusative
accusative
19407	genitive
19410	accusative
19412	accusative
19416	accusative
accusative
19419	nominative
genitive
genitive
19423	nominative
nominative
19426	genitive
19436	genitive
genitive
19442	nominative
19444	nominative
genitive
genitive
19451	genitive
accusative
19455	accusative
19457	nominative
19459	nominative
nominative
19462	genitive
19465	nominative
genitive
genitive
19473	nominative
genitive
genitive
accusative
19478	genitive
19481	nominative
accusative
accusative
19487	accusative
accusative
19490	nominative
19492	nominative
accusative
19498	nominative
19508	accusative
accusative
19511	nominative
19519	genitive
genitive
19534	accusative
19537	accusative
19540	accusative
19542	genitive
19544	genitive
19546	accusative
genitive
nominative
nominative
19555	genitive
19558	nominative
19565	accusative
19571	accusative
19575	nominative
19578	genitive
nominative
genitive
19582	genitive
19585	nominative
19587	genitive
genitive
19590	genitive
19593	genitive
19596	nominative
19598	accusative
19600	genitive
19603	genitive
19607	genitive
accusative
19610	accusative
19612	nominative
19614	accusative
19617	nominative
19619	accusative
19622	genitive
accusative
accusative
accusative
19629	accusative
19631	accusative
19634	nominative
accusative
accusative
19642	nominative
accusative
genitive
19656	accusative
19659	genitive
19665	nominative
genitive
accusative
19675	nominative
19677	nominative
19680	accusative
19683	accusative
19686	genitive
19689	genitive
19692	genitive
19696	accusative
19701	accusative
19705	nominative
19712	nominative
accusative
accusative
19719	genitive
genitive
19724	genitive
accusative
accusative
19728	accusative
19733	genitive
19735	accusative
19737	genitive
19739	genitive
19745	nominative
19749	nominative
19752	genitive
19755	nominative
accusative
accusative
19764	genitive
19769	nominative
19775	genitive
19787	accusative
19792	accusative
accusative
19806	accusative
19810	nominative
19813	accusative
19819	accusative
19830	genitive
19835	nominative
nominative
19844	accusative
19850	accusative
19853	accusative
19863	genitive
19866	genitive
19873	accusative
accusative
19877	accusative
19884	nominative
19886	genitive
19890	accusative
19894	accusative
19899	accusative
19902	accusative
19906	genitive
accusative
accusative
19914	accusative
19918	accusative
accusative
19921	accusative
19924	genitive
19934	accusative
19937	accusative
19941	genitive
accusative
accusative
19949	genitive
19951	genitive
19970	genitive
19977	nominative
accusative
accusative
19987	accusative
19990	genitive
19993	accusative
19995	genitive
20000	nominative
20006	genitive
accusative
20010	accusative
20012	accusative
20014	accusative
accusative
20023	accusative
20026	accusative
20031	accusative
accusative
20037	genitive
20043	genitive
20046	accusative
20056	genitive
20059	nominative
20064	accusative
20074	genitive
20076	genitive
20080	accusative
20083	accusative
20085	genitive
20091	accusative
20095	accusative
20098	accusative
20102	accusative
20104	accusative
accusative
accusative
20110	accusative
20117	genitive
20121	nominative
accusative
accusative
20127	accusative
20129	accusative
20134	accusative
20138	accusative
20140	accusative
accusative
20144	nominative
genitive
20149	nominative
20153	nominative
20165	accusative
20173	genitive
20176	nominative
20180	accusative
20183	accusative
20193	nominative
genitive
20197	accusative
20199	accusative
20201	genitive
20203	genitive
20209	genitive
20211	genitive
20213	genitive
accusative
20216	genitive
20221	accusative
genitive
genitive
20228	accusative
accusative
20234	accusative
20236	genitive
20242	nominative
20245	accusative
genitive
20248	genitive
20256	accusative
20259	accusative
20261	accusative
20271	accusative
20280	genitive
20284	accusative
accusative
20290	genitive
20293	accusative
20299	accusative
accusative
20303	nominative
20310	genitive
20312	accusative
accusative
20333	accusative
20335	genitive
20345	accusative
genitive
20351	accusative
accusative
20354	genitive
genitive
20359	accusative
accusative
20371	nominative
20373	accusative
20375	nominative
20377	nominative
20384	accusative
20393	accusative
20397	accusative
20400	genitive
20403	nominative
accusative
20407	accusative
accusative
genitive
accusative
20413	nominative
20415	genitive
accusative
20419	genitive
20423	genitive
genitive
20426	genitive
20429	accusative
20439	genitive
genitive
accusative
20444	accusative
20450	genitive
20452	genitive
20454	genitive
20457	nominative
20463	accusative
20468	accusative
20471	nominative
accusative
20476	accusative
20479	genitive
20482	nominative
20485	accusative
genitive
accusative
20490	nominative
accusative
accusative
20495	genitive
20499	genitive
20504	genitive
20507	nominative
20509	genitive
genitive
accusative
20518	genitive
20520	nominative
20532	genitive
20534	genitive
20536	genitive
20555	genitive
20558	genitive
20565	genitive
20568	genitive
20574	genitive
20577	accusative
20581	accusative
20584	nominative
20587	genitive
20589	accusative
20591	accusative
20594	accusative
20600	accusative
20602	accusative
20605	nominative
nominative
20610	nominative
20612	accusative
20622	accusative
20628	accusative
20636	accusative
20638	genitive
20647	accusative
20649	genitive
20656	genitive
20666	accusative
20668	accusative
accusative
20675	nominative
accusative
20678	genitive
20682	nominative
accusative
accusative
20687	genitive
20691	genitive
20696	genitive
20706	accusative
20708	genitive
20715	accusative
20723	genitive
20727	genitive
20732	genitive
20735	nominative
accusative
accusative
20740	genitive
20744	genitive
20749	genitive
20753	genitive
accusative
20759	nominative
20761	nominative
20765	genitive
20768	nominative
20771	accusative
20775	accusative
20777	genitive
20779	accusative
genitive
nominative
20783	genitive
20786	genitive
20789	nominative
accusative
accusative
20793	nominative
20799	accusative
20802	genitive
accusative
20805	genitive
20809	genitive
20813	genitive
20816	genitive
20819	accusative
20821	accusative
20823	nominative
nominative
20832	accusative
20845	accusative
20851	accusative
20853	nominative
20860	genitive
20862	genitive
20866	genitive
20870	genitive
20874	genitive
20878	genitive
20883	genitive
20885	genitive
20888	genitive
20891	genitive
20895	genitive
20897	genitive
20901	accusative
accusative
20919	accusative
20922	nominative
20932	accusative
20935	accusative
20940	accusative
accusative
20946	accusative
accusative
20949	genitive
20951	genitive
20955	accusative
20958	accusative
20962	accusative
20964	genitive
accusative
20973	genitive
20978	accusative
genitive
20991	accusative
20997	genitive
genitive
21003	nominative
21006	accusative
nominative
21009	genitive
21012	genitive
21014	genitive
accusative
21026	nominative
21028	genitive
21034	accusative
21041	genitive
nominative
21055	genitive
21057	nominative
21059	accusative
21061	accusative
21063	genitive
21067	nominative
21070	genitive
21073	genitive
accusative
21077	accusative
21080	accusative
21083	nominative
21091	genitive
21094	accusative
21098	accusative
21103	accusative
21105	accusative
accusative
accusative
21119	nominative
21125	accusative
21127	nominative
21135	accusative
accusative
21138	genitive
21140	genitive
21148	genitive
21151	accusative
accusative
21155	accusative
21158	genitive
21160	genitive
21163	genitive
21169	accusative
21181	genitive
21185	accusative
21188	genitive
21191	accusative
21193	genitive
21197	nominative
21199	accusative
accusative
accusative
21204	nominative
21206	genitive
21216	nominative
accusative
accusative
21221	nominative
21223	accusative
21226	genitive
21229	genitive
21235	nominative
accusative
accusative
21241	accusative
21250	genitive
21253	accusative
21255	accusative
accusative
21262	genitive
21264	genitive
21272	accusative
genitive
21275	genitive
21282	genitive
21286	genitive
21293	accusative
21295	accusative
21299	nominative
accusative
21306	genitive
accusative
accusative
21314	genitive
21316	genitive
21322	accusative
genitive
21330	accusative
21334	nominative
accusative
accusative
21339	nominative
21341	genitive
21346	accusative
21349	genitive
21354	accusative
accusative
21363	accusative
accusative
21369	nominative
21371	genitive
21377	accusative
21379	genitive
21384	nominative
21393	accusative
accusative
accusative
21399	accusative
21402	accusative
21404	genitive
21414	accusative
accusative
21426	genitive
21432	accusative
accusative
21437	genitive
21439	accusative
21442	genitive
21445	genitive
genitive
21448	genitive
21451	accusative
21453	genitive
genitive
21456	genitive
21458	nominative
21460	nominative
21463	nominative
21467	genitive
21474	accusative
21477	genitive
21480	genitive
21483	genitive
accusative
accusative
21487	genitive
21494	accusative
accusative
accusative
genitive
accusative
genitive
21524	genitive
21533	genitive
21535	accusative
21537	genitive
21543	accusative
21547	nominative
21552	nominative
accusative
accusative
21558	genitive
21560	genitive
21567	accusative
genitive
21571	accusative
21573	genitive
21577	accusative
21580	genitive
21589	accusative
21595	genitive
21598	genitive
genitive
accusative
21602	genitive
21605	genitive
21613	genitive
21615	accusative
21617	genitive
21620	genitive
21626	genitive
21629	accusative
accusative
21633	nominative
21636	genitive
21641	nominative
21653	genitive
21657	accusative
21659	accusative
21662	nominative
21664	accusative
21667	nominative
21669	genitive
21672	genitive
21674	genitive
21679	accusative
accusative
21692	genitive
21695	genitive
21697	genitive
21703	genitive
21705	genitive
21707	genitive
21709	genitive
21712	genitive
21714	genitive
21716	genitive
21718	genitive
21720	genitive
21722	genitive
21726	accusative
accusative
21729	accusative
21737	genitive
21739	accusative
21747	nominative
accusative
accusative
accusative
accusative
21753	accusative
21759	genitive
21761	genitive
nominative
accusative
21765	genitive
21768	nominative
accusative
accusative
21772	nominative
21782	genitive
21786	nominative
21792	genitive
accusative
21802	genitive
genitive
21807	accusative
accusative
21818	nominative
21828	accusative
21830	accusative
genitive
accusative
21835	accusative
21840	genitive
accusative
21843	nominative
21845	nominative
21850	nominative
21853	genitive
21855	genitive
21860	accusative
21870	genitive
21874	genitive
21877	genitive
21880	nominative
accusative
accusative
21884	accusative
21886	genitive
21891	genitive
21898	genitive
21901	accusative
21905	nominative
nominative
nominative
genitive
nominative
genitive
21912	nominative
21917	genitive
21919	nominative
21926	genitive
21928	genitive
21934	nominative
21937	accusative
21942	nominative
nominative
nominative
accusative
21951	nominative
21957	genitive
21962	genitive
21966	genitive
accusative
21971	nominative
21974	accusative
21976	genitive
21980	nominative
21982	nominative
21987	genitive
21997	accusative
22007	accusative
22011	accusative
22017	genitive
22030	accusative
accusative
22039	genitive
genitive
accusative
22044	accusative
22046	nominative
22048	nominative
22052	nominative
22054	genitive
22061	accusative
accusative
22069	genitive
22080	genitive
22084	genitive
22090	accusative
accusative
22096	nominative
22101	genitive
22103	nominative
22108	nominative
22112	nominative
22116	nominative
22128	nominative
22133	accusative
22138	nominative
22146	accusative
accusative
22149	accusative
22153	genitive
nominative
genitive
22157	genitive
22159	nominative
22166	nominative
22168	genitive
genitive
nominative
22172	nominative
22180	genitive
22184	nominative
22186	genitive
22192	accusative
genitive
22195	genitive
22198	nominative
22200	accusative
22205	nominative
22212	accusative
genitive
22217	accusative
22219	accusative
22223	accusative
22227	accusative
22230	accusative
22232	accusative
22234	accusative
22237	accusative
22239	genitive
22242	accusative
22255	nominative
genitive
22263	genitive
22265	genitive
22274	genitive
22277	genitive
22284	genitive
22287	genitive
22291	accusative
22293	accusative
nominative
22296	genitive
22301	nominative
22304	nominative
22306	nominative
22308	genitive
22313	genitive
genitive
22319	nominative
22322	nominative
22325	nominative
22328	nominative
22333	nominative
22343	genitive
22350	genitive
22352	nominative
22354	accusative
22360	genitive
22372	accusative
22377	accusative
22384	accusative
22392	accusative
accusative
22398	genitive
accusative
genitive
22402	genitive
22405	accusative
nominative
nominative
22420	nominative
22427	genitive
accusative
22436	nominative
22449	accusative
genitive
22456	accusative
22458	accusative
nominative
22461	genitive
22463	accusative
22468	nominative
22470	nominative
22475	accusative
nominative
22480	nominative
22482	nominative
22487	nominative
22490	genitive
22493	nominative
22499	accusative
22501	genitive
22507	accusative
22509	accusative
accusative
genitive
22514	genitive
genitive
22521	genitive
22525	nominative
22531	genitive
22534	genitive
22536	nominative
22545	genitive
22549	accusative
22552	accusative
22556	genitive
22561	genitive
22564	accusative
22568	genitive
22573	accusative
22581	accusative
22584	genitive
22587	nominative
22592	genitive
22597	accusative
22602	accusative
22606	accusative
accusative
22612	genitive
22615	genitive
22621	nominative
22627	genitive
22637	accusative
22648	accusative
genitive
22653	accusative
22671	accusative
22673	accusative
nominative
22676	genitive
22678	genitive
22680	nominative
22686	accusative
22688	genitive
accusative
22692	genitive
22698	nominative
genitive
22708	nominative
22711	genitive
22715	accusative
22717	accusative
nominative
22724	nominative
22732	accusative
22735	nominative
22737	nominative
nominative
22747	genitive
22750	nominative
22752	genitive
22754	nominative
22760	accusative
genitive
22766	nominative
22772	accusative
22776	accusative
22783	accusative
22786	genitive
22791	nominative
22796	nominative
accusative
genitive
genitive
22805	accusative
accusative
accusative
22810	nominative
22813	accusative
22820	accusative
22825	accusative
22830	genitive
22839	accusative
accusative
accusative
22847	accusative
22854	accusative
22857	genitive
22860	nominative
22864	accusative
22871	accusative
22873	genitive
22877	genitive
22879	accusative
22887	accusative
22889	accusative
22893	accusative
22895	genitive
22900	accusative
22912	genitive
22916	accusative
22926	accusative
22929	accusative
22937	nominative
22940	accusative
22945	accusative
22955	accusative
22958	accusative
22961	accusative
22963	genitive
22965	genitive
22970	nominative
22978	accusative
22980	genitive
22984	nominative
22989	accusative
22998	genitive
23002	genitive
23007	genitive
nominative
23010	nominative
nominative
23015	nominative
23018	accusative
23020	accusative
23022	genitive
23028	genitive
23031	genitive
23033	genitive
23039	genitive
genitive
23048	accusative
23051	nominative
nominative
genitive
23059	genitive
accusative
23066	accusative
accusative
genitive
23070	accusative
23076	genitive
accusative
23080	genitive
nominative
23083	genitive
23086	genitive
23089	accusative
23095	nominative
23097	genitive
genitive
nominative
23103	nominative
23106	nominative
23108	nominative
genitive
23111	nominative
23120	genitive
23124	nominative
23138	genitive
nominative
23141	genitive
23144	genitive
23147	accusative
23153	nominative
23155	accusative
23157	genitive
23161	nominative
23167	genitive
23170	genitive
23178	genitive
23181	genitive
23186	nominative
23188	nominative
23190	nominative
23192	genitive
genitive
nominative
23198	nominative
23200	genitive
23203	accusative
23207	accusative
genitive
23215	accusative
23219	accusative
23226	accusative
23229	genitive
23231	accusative
23236	accusative
23238	accusative
23241	nominative
23249	genitive
23254	accusative
23258	accusative
23262	accusative
accusative
23284	nominative
23286	nominative
23292	nominative
23300	accusative
23309	nominative
23312	genitive
23319	accusative
23323	accusative
23329	accusative
23339	nominative
23348	nominative
23350	accusative
23357	accusative
23360	accusative
23364	accusative
23367	accusative
23369	genitive
23371	genitive
23376	nominative
23379	accusative
accusative
23385	genitive
23391	genitive
23393	genitive
23398	accusative
genitive
genitive
23403	genitive
23407	accusative
23411	genitive
23418	genitive
23428	nominative
23431	genitive
23438	accusative
23446	genitive
accusative
23457	accusative
accusative
23460	genitive
23467	genitive
23470	genitive
23475	genitive
23477	genitive
23480	nominative
23482	genitive
23487	nominative
23489	accusative
genitive
23499	genitive
23502	nominative
accusative
23507	genitive
23511	accusative
23513	accusative
genitive
23518	accusative
23525	accusative
23528	genitive
23531	accusative
nominative
23538	genitive
23540	genitive
23545	genitive
genitive
23551	accusative
23553	genitive
genitive
23556	genitive
23559	genitive
23565	accusative
accusative
23576	accusative
accusative
23583	nominative
23587	genitive
23590	accusative
23593	accusative
23597	genitive
23599	nominative
23602	nominative
23606	accusative
23608	accusative
23615	genitive
accusative
23625	nominative
23628	nominative
23631	genitive
23637	genitive
23641	nominative
23644	genitive
23650	genitive
nominative
nominative
23658	genitive
23668	accusative
nominative
nominative
23672	nominative
23678	accusative
23685	accusative
23690	genitive
23707	genitive
accusative
23710	accusative
23712	accusative
23720	genitive
genitive
23723	genitive
23731	nominative
nominative
23740	genitive
23745	genitive
23751	nominative
nominative
23755	nominative
23758	nominative
23762	accusative
23764	accusative
23769	accusative
23771	genitive
23773	nominative
nominative
nominative
23780	genitive
genitive
23787	accusative
23792	accusative
nominative
nominative
23799	accusative
23802	nominative
23804	genitive
23807	genitive
23817	nominative
23819	genitive
genitive
nominative
23823	nominative
23825	nominative
23834	genitive
23842	genitive
23847	nominative
23854	nominative
23857	genitive
nominative
23860	genitive
genitive
23869	accusative
23871	genitive
genitive
23896	nominative
accusative
23905	genitive
accusative
23911	nominative
23914	accusative
23920	genitive
nominative
23927	genitive
nominative
nominative
nominative
23933	genitive
nominative
23937	genitive
23945	accusative
23961	accusative
23968	accusative
23972	genitive
23974	accusative
23977	accusative
23984	accusative
23987	nominative
23990	nominative
genitive
23996	genitive
24003	genitive
24009	accusative
24012	nominative
24014	nominative
24019	nominative
24029	nominative
24032	nominative
24038	genitive
genitive
24045	accusative
24051	accusative
24061	genitive
24063	accusative
accusative
24072	nominative
24077	nominative
24087	accusative
24090	genitive
24093	accusative
24096	genitive
24099	accusative
24102	genitive
24105	accusative
24108	genitive
24111	accusative
24114	genitive
24117	accusative
nominative
24126	nominative
24136	nominative
24141	nominative
24146	genitive
24149	genitive
genitive
genitive
accusative
24155	accusative
genitive
24160	genitive
24166	accusative
24169	nominative
24171	nominative
24173	accusative
24176	accusative
genitive
24181	genitive
24183	accusative
24185	accusative
24188	genitive
24192	nominative
24194	genitive
24198	nominative
24208	nominative
24213	nominative
24220	accusative
24223	genitive
accusative
24227	accusative
genitive
24232	genitive
24234	accusative
24239	accusative
24244	nominative
24248	accusative
24256	genitive
24258	genitive
24263	accusative
24265	accusative
24269	nominative
24273	accusative
accusative
24288	accusative
24290	genitive
nominative
24293	accusative
24308	accusative
24313	nominative
24317	accusative
24327	genitive
24330	nominative
24342	nominative
24347	genitive
genitive
24352	accusative
24355	genitive
24357	nominative
24360	accusative
24362	genitive
24367	nominative
24369	genitive
accusative
24372	genitive
24376	nominative
24384	accusative
24387	accusative
accusative
nominative
24391	nominative
genitive
24405	accusative
24409	accusative
24411	accusative
24416	genitive
24418	nominative
24429	nominative
24432	nominative
24437	genitive
24439	genitive
24441	genitive
24451	genitive
24453	accusative
24465	genitive
accusative
genitive
24472	accusative
24475	nominative
24480	accusative
24482	nominative
24491	genitive
24496	nominative
24498	genitive
24505	genitive
24508	genitive
genitive
24512	genitive
24516	genitive
genitive
24522	accusative
genitive
24525	nominative
genitive
24532	nominative
nominative
nominative
24537	nominative
24539	nominative
24541	nominative
24551	accusative
24556	accusative
24559	nominative
24563	accusative
24565	accusative
24573	accusative
genitive
24577	nominative
24579	nominative
24589	accusative
24591	accusative
24593	accusative
24599	accusative
24601	genitive
24605	accusative
accusative
24610	accusative
24614	accusative
24621	genitive
24625	accusative
24627	accusative
24632	nominative
24638	accusative
24640	genitive
24651	genitive
24661	genitive
24664	accusative
24666	nominative
24672	genitive
24675	accusative
accusative
genitive
24681	nominative
24691	accusative
24694	accusative
24698	accusative
24700	nominative
accusative
24703	nominative
24705	genitive
24707	genitive
24723	genitive
24732	nominative
nominative
24742	accusative
24749	genitive
24752	genitive
24754	genitive
24757	accusative
24769	nominative
24772	nominative
24774	genitive
24777	accusative
24779	genitive
24782	accusative
24793	nominative
nominative
genitive
nominative
24798	nominative
24808	nominative
24810	nominative
24812	accusative
24818	accusative
24826	genitive
24828	accusative
24830	accusative
24834	accusative
24837	accusative
24840	accusative
24842	genitive
24844	genitive
24848	accusative
24851	genitive
24854	nominative
24860	genitive
accusative
24863	nominative
24867	accusative
24871	accusative
24873	genitive
24884	accusative
24891	accusative
24893	genitive
24901	accusative
24904	accusative
24911	genitive
24917	genitive
24921	genitive
genitive
24926	nominative
nominative
24929	nominative
24937	nominative
24939	nominative
24946	genitive
24956	accusative
24959	nominative
24964	genitive
24966	accusative
24970	accusative
24972	accusative
24975	accusative
24977	genitive
24981	genitive
24986	accusative
24989	accusative
24996	genitive
25002	accusative
25010	genitive
25012	accusative
25014	accusative
25020	genitive
25022	genitive
25033	nominative
25036	nominative
25040	genitive
25043	genitive
25045	genitive
25048	accusative
25051	nominative
25063	accusative
genitive
genitive
25071	accusative
25075	nominative
25080	nominative
25082	accusative
25086	accusative
25095	nominative
25104	nominative
25113	nominative
25117	nominative
nominative
25130	accusative
25133	nominative
nominative
genitive
25139	nominative
25141	accusative
genitive
25145	accusative
accusative
25149	accusative
25156	genitive
25160	nominative
25164	accusative
25166	nominative
25169	nominative
25174	genitive
25176	genitive
25184	accusative
nominative
genitive
25190	genitive
25192	nominative
nominative
25211	nominative
nominative
25219	genitive
25225	nominative
nominative
nominative
25230	nominative
nominative
genitive
25234	nominative
25238	genitive
25241	nominative
25243	nominative
25245	nominative
25251	accusative
25253	accusative
25258	accusative
25261	accusative
25269	genitive
genitive
25276	accusative
25279	accusative
25281	nominative
25284	nominative
25286	nominative
25289	accusative
25291	genitive
25296	genitive
25298	accusative
25300	genitive
25305	accusative
genitive
25311	genitive
25315	accusative
25320	genitive
25322	genitive
25328	genitive
genitive
25331	genitive
genitive
25334	genitive
genitive
genitive
25353	genitive
25365	accusative
25379	nominative
25383	nominative
25389	genitive
25391	nominative
25399	genitive
25402	genitive
25412	accusative
25415	accusative
25418	nominative
25422	accusative
25424	genitive
accusative
25431	accusative
25440	accusative
25442	accusative
25452	nominative
25458	accusative
25460	accusative
25475	genitive
25477	accusative
25482	genitive
25489	genitive
25492	accusative
25499	accusative
25501	genitive
25509	genitive
25516	genitive
25522	nominative
25524	accusative
25526	genitive
25528	genitive
25532	nominative
25537	accusative
25540	genitive
25543	nominative
accusative
25549	nominative
25551	genitive
25560	genitive
25563	nominative
25565	genitive
25567	nominative
25574	accusative
25577	nominative
25585	accusative
25589	accusative
25597	nominative
accusative
accusative
25603	accusative
25608	nominative
25612	nominative
25615	genitive
25617	genitive
25628	accusative
25630	nominative
25632	nominative
genitive
genitive
25636	genitive
25640	accusative
25643	nominative
25646	nominative
genitive
25653	nominative
genitive
genitive
25657	nominative
genitive
25666	accusative
25671	nominative
25674	accusative
25681	nominative
25688	nominative
25691	nominative
25694	nominative
25697	nominative
nominative
25700	genitive
25702	genitive
25715	nominative
25718	accusative
25721	accusative
25724	accusative
25727	genitive
25730	genitive
25735	genitive
genitive
25740	genitive
25744	nominative
25748	accusative
25753	accusative
25767	genitive
25770	nominative
25772	nominative
25782	accusative
nominative
25799	accusative
25813	nominative
25816	accusative
25818	nominative
25826	nominative
25828	genitive
25831	genitive
25834	nominative
25837	nominative
25841	nominative
25847	genitive
25851	accusative
25856	nominative
nominative
25859	nominative
25867	accusative
25870	nominative
25877	accusative
25879	nominative
nominative
25885	genitive
25889	nominative
genitive
25893	accusative
accusative
25896	genitive
25898	nominative
nominative
genitive
25902	nominative
25904	accusative
25907	accusative
genitive
25911	nominative
25920	nominative
25924	nominative
nominative
nominative
genitive
25931	nominative
25933	genitive
25935	nominative
25937	accusative
25943	genitive
25948	nominative
25950	genitive
25954	accusative
25958	accusative
25965	nominative
25967	accusative
25969	accusative
25971	accusative
accusative
25975	genitive
25978	accusative
25980	accusative
25983	accusative
25986	accusative
25992	accusative
25997	genitive
26002	genitive
26005	accusative
26007	genitive
genitive
nominative
26013	accusative
nominative
26016	genitive
26019	accusative
nominative
nominative
26025	genitive
26028	nominative
26030	nominative
26043	nominative
26046	nominative
26051	nominative
26053	genitive
26057	accusative
26059	accusative
26061	genitive
26067	nominative
26075	genitive
26088	accusative
26091	nominative
26096	nominative
26100	nominative
nominative
nominative
26106	nominative
26108	genitive
26115	accusative
26118	nominative
26120	genitive
26123	genitive
26126	genitive
26129	genitive
26138	genitive
26140	accusative
26142	nominative
26157	nominative
26161	genitive
26164	nominative
26171	accusative
26177	nominative
26182	accusative
26188	nominative
26194	accusative
26205	genitive
nominative
26208	accusative
26219	nominative
26223	nominative
genitive
26228	accusative
26231	nominative
accusative
26234	genitive
nominative
nominative
genitive
26241	nominative
26243	genitive
26251	genitive
26255	nominative
26257	genitive
26262	genitive
26264	genitive
26269	genitive
26277	accusative
26281	accusative
genitive
26286	accusative
genitive
26294	genitive
26303	accusative
26305	nominative
26308	accusative
26316	nominative
26321	genitive
26323	nominative
26325	nominative
26327	genitive
26339	genitive
26341	nominative
26347	genitive
26349	genitive
26356	nominative
accusative
genitive
26363	accusative
26368	nominative
26372	accusative
26374	accusative
accusative
26377	nominative
26379	accusative
26388	accusative
26394	nominative
26396	genitive
26399	nominative
26401	accusative
accusative
genitive
26405	accusative
26411	genitive
26418	genitive
26420	genitive
26423	accusative
26426	genitive
26428	accusative
26435	accusative
26438	accusative
26441	accusative
26444	accusative
26450	genitive
26452	genitive
26454	genitive
26456	genitive
26464	accusative
26466	genitive
26471	accusative
26474	accusative
26476	genitive
26482	accusative
26484	genitive
26490	accusative
genitive
26500	genitive
26511	nominative
nominative
26519	genitive
26527	genitive
26538	nominative
26542	nominative
26544	accusative
accusative
genitive
26549	nominative
26555	accusative
26558	genitive
26562	accusative
26566	accusative
26576	nominative
26591	genitive
26593	nominative
nominative
genitive
accusative
26598	accusative
26603	accusative
26606	genitive
26610	accusative
26612	genitive
26615	genitive
26618	accusative
26626	nominative
26628	genitive
26630	nominative
26633	nominative
26648	accusative
26652	accusative
26655	genitive
26659	nominative
26661	accusative
accusative
genitive
26670	genitive
26675	accusative
26677	accusative
26679	genitive
genitive
26682	accusative
26695	genitive
26710	genitive
26717	genitive
26722	nominative
26724	genitive
26740	accusative
accusative
26744	accusative
26751	accusative
26766	accusative
26772	genitive
genitive
nominative
26781	nominative
26793	nominative
26795	nominative
26797	nominative
26799	nominative
26802	accusative
nominative
26807	nominative
26810	genitive
26813	nominative
accusative
26817	accusative
26819	nominative
26829	nominative
26831	nominative
26833	genitive
nominative
26836	genitive
26839	genitive
26847	genitive
genitive
nominative
26851	nominative
26853	genitive
26857	accusative
26860	accusative
26864	accusative
26867	accusative
26873	genitive
26882	genitive
26885	accusative
26887	nominative
nominative
accusative
26897	nominative
26900	genitive
26904	genitive
26906	accusative
26909	accusative
26921	genitive
26923	genitive
genitive
26931	accusative
26938	genitive
26946	nominative
26962	genitive
26965	genitive
26971	genitive
26981	accusative
26984	accusative
26989	accusative
26992	genitive
26999	genitive
27005	genitive
27007	accusative
accusative
27015	accusative
27017	genitive
27023	genitive
27033	nominative
nominative
27042	nominative
27047	accusative
27051	nominative
27061	accusative
27066	accusative
27081	genitive
27083	genitive
27105	genitive
27111	nominative
27113	genitive
27120	genitive
27123	genitive
27126	genitive
27129	genitive
27132	accusative
27138	genitive
27140	genitive
27142	accusative
27148	accusative
27162	genitive
27165	genitive
27169	nominative
27171	nominative
27174	accusative
genitive
27177	accusative
genitive
27180	genitive
27183	genitive
27197	accusative
27206	genitive
27214	accusative
27216	accusative
genitive
genitive
27231	nominative
27233	nominative
27238	nominative
27240	genitive
27243	accusative
27253	genitive
27257	genitive
genitive
nominative
27263	nominative
accusative
genitive
27270	nominative
27272	nominative
27274	nominative
genitive
nominative
accusative
27279	nominative
nominative
accusative
27284	accusative
27292	nominative
27308	accusative
genitive
accusative
accusative
27319	nominative
nominative
27324	nominative
27334	accusative
27342	accusative
27347	accusative
27356	nominative
27361	genitive
accusative
27366	genitive
27373	nominative
27375	accusative
27378	accusative
27386	nominative
27396	nominative
27403	genitive
genitive
27409	accusative
27415	genitive
27437	genitive
27439	accusative
27446	genitive
27448	accusative
27453	accusative
genitive
27475	nominative
27477	genitive
27494	accusative
27508	genitive
27520	genitive
genitive
27527	genitive
27538	genitive
27556	nominative
27563	nominative
27566	nominative
27571	genitive
27579	genitive
27587	genitive
27592	genitive
27599	accusative
27612	genitive
genitive
27619	nominative
accusative
27624	accusative
27636	accusative
27639	genitive
27649	nominative
27651	nominative
27653	nominative
27655	nominative
27659	nominative
27661	nominative
nominative
27692	accusative
27694	genitive
genitive
27702	nominative
27704	genitive
27719	nominative
27723	accusative
27725	genitive
genitive
27733	genitive
27735	genitive
27742	nominative
27750	accusative
27753	genitive
27755	accusative
27758	genitive
27763	genitive
27767	nominative
27773	genitive
27780	genitive
27789	nominative
27792	nominative
27805	nominative
27807	genitive
27811	accusative
nominative
27816	accusative
27819	accusative
27827	genitive
27830	genitive
27833	genitive
27836	genitive
27839	nominative
nominative
27847	genitive
27849	genitive
27852	genitive
27861	genitive
27863	nominative
27865	nominative
27868	genitive
27871	nominative
27880	genitive
genitive
27890	nominative
genitive
27896	nominative
27898	accusative
genitive
27905	accusative
27931	genitive
27933	genitive
27941	genitive
27944	genitive
27954	nominative
27961	nominative
27968	nominative
27987	accusative
genitive
genitive
28001	accusative
28005	nominative
28008	nominative
28010	genitive
28016	nominative
28018	genitive
genitive
28021	genitive
28028	nominative
accusative
28032	accusative
28037	genitive
28040	nominative
nominative
genitive
28051	accusative
28064	nominative
genitive
accusative
28068	accusative
28073	nominative
28075	nominative
28080	accusative
28082	accusative
28084	accusative
28092	nominative
28105	genitive
28110	nominative
28124	nominative
genitive
28130	accusative
28138	nominative
28150	nominative
28153	nominative
28170	genitive
28176	genitive
28178	nominative
28181	nominative
28192	accusative
28196	genitive
28199	genitive
28202	accusative
28208	genitive
28211	genitive
28215	genitive
28220	genitive
28228	genitive
28234	accusative
28237	genitive
28244	nominative
28248	genitive
28252	nominative
28254	genitive
28257	genitive
28266	genitive
28270	nominative
28274	nominative
28277	genitive
28280	accusative
28287	accusative
28289	genitive
28293	genitive
28300	nominative
nominative
28307	accusative
28311	nominative
28313	genitive
28325	genitive
genitive
28330	accusative
28341	genitive
28346	genitive
28348	genitive
28365	nominative
28368	genitive
28371	accusative
28374	nominative
28376	genitive
28390	nominative
28394	accusative
28397	nominative
nominative
28401	genitive
28403	accusative
28405	nominative
28407	genitive
28418	genitive
28421	genitive
28426	genitive
28432	genitive
28434	genitive
28436	genitive
28439	genitive
28442	genitive
28445	genitive
genitive
28454	genitive
28462	genitive
28470	nominative
nominative
28475	nominative
28489	nominative
accusative
genitive
28497	accusative
28501	accusative
28504	nominative
28507	nominative
28518	genitive
genitive
28522	genitive
28527	nominative
28530	nominative
28532	genitive
28538	genitive
28540	genitive
28543	genitive
28547	accusative
28549	accusative
28561	genitive
28563	nominative
28570	genitive
genitive
28579	nominative
28585	accusative
28587	genitive
28591	genitive
genitive
28597	accusative
28600	accusative
28602	accusative
genitive
28608	accusative
28617	nominative
28622	nominative
28629	genitive
28631	genitive
genitive
nominative
28646	genitive
28656	genitive
genitive
28666	nominative
28670	accusative
28672	genitive
accusative
28675	genitive
28677	genitive
28685	genitive
28688	genitive
28691	accusative
28701	accusative
28703	accusative
28705	accusative
28710	nominative
28712	nominative
28719	nominative
28727	genitive
genitive
nominative
28732	nominative
28736	accusative
genitive
28752	nominative
28754	genitive
28756	nominative
nominative
28768	genitive
genitive
28781	genitive
28783	accusative
28787	nominative
28793	nominative
28796	genitive
accusative
28800	nominative
28806	genitive
28811	accusative
genitive
28815	nominative
28822	genitive
28824	genitive
28830	accusative
28847	accusative
28850	accusative
28853	genitive
28855	accusative
28860	nominative
28863	nominative
28868	nominative
accusative
28873	genitive
nominative
28876	genitive
28879	genitive
28883	nominative
28885	nominative
28889	nominative
28891	genitive
28893	genitive
28896	accusative
accusative
28903	accusative
28906	genitive
genitive
28912	accusative
accusative
28915	genitive
28918	genitive
28924	genitive
28931	nominative
28933	accusative
28936	nominative
28945	accusative
28950	accusative
accusative
28954	nominative
28965	nominative
28972	genitive
28974	genitive
28979	accusative
accusative
28983	nominative
28986	nominative
28992	accusative
28996	nominative
29005	accusative
29011	accusative
29014	accusative
accusative
29021	genitive
29025	nominative
29033	genitive
29049	nominative
29051	accusative
29053	nominative
29055	accusative
genitive
accusative
29078	genitive
29086	accusative
29088	nominative
29090	genitive
nominative
29094	genitive
29107	accusative
29110	genitive
29115	nominative
29118	nominative
29121	nominative
29126	accusative
29128	genitive
29131	accusative
29135	accusative
29137	nominative
nominative
29144	accusative
29146	accusative
accusative
29151	accusative
29155	genitive
29158	genitive
29160	accusative
29162	accusative
29164	accusative
29166	accusative
29168	accusative
29170	accusative
29176	accusative
29178	accusative
29180	accusative
29182	accusative
29184	accusative
nominative
29188	genitive
29190	accusative
29193	accusative
29195	accusative
29197	accusative
29199	accusative
29204	genitive
29207	genitive
29210	genitive
29213	genitive
29224	genitive
genitive
29227	nominative
genitive
29235	genitive
29256	accusative
29259	accusative
29262	accusative
29275	accusative
29281	genitive
29285	nominative
29288	genitive
29297	accusative
29301	nominative
29304	genitive
29309	accusative
accusative
genitive
29318	nominative
29320	genitive
29322	genitive
29327	accusative
29332	nominative
accusative
29335	accusative
29338	genitive
29342	accusative
29349	accusative
29360	nominative
29363	nominative
29368	genitive
29374	nominative
29378	nominative
nominative
29381	accusative
genitive
29387	accusative
29389	genitive
29392	accusative
29400	genitive
29408	genitive
29414	nominative
29419	genitive
accusative
29431	nominative
29437	accusative
29440	nominative
29446	nominative
29448	genitive
29450	genitive
29453	nominative
nominative
genitive
29459	accusative
29462	accusative
29465	accusative
29467	genitive
29475	genitive
accusative
29478	genitive
29483	genitive
29493	accusative
29499	accusative
genitive
29508	accusative
genitive
29514	accusative
29516	accusative
29525	nominative
29529	accusative
29541	accusative
nominative
29544	genitive
29547	genitive
29550	accusative
29553	genitive
29555	nominative
29557	genitive
29560	genitive
29562	nominative
29567	nominative
29569	genitive
29573	accusative
accusative
29577	accusative
29580	accusative
accusative
29583	nominative
29585	genitive
29587	genitive
29595	accusative
29602	genitive
29604	genitive
29607	genitive
29612	accusative
29614	genitive
29623	genitive
genitive
29626	nominative
29628	nominative
29633	accusative
29635	genitive
29644	genitive
accusative
29651	accusative
genitive
genitive
29659	accusative
29663	accusative
accusative
29668	genitive
29670	genitive
29672	nominative
nominative
29675	accusative
29677	genitive
29680	accusative
29683	accusative
accusative
29686	accusative
genitive
29691	genitive
29696	genitive
29702	accusative
29704	genitive
29711	genitive
accusative
29714	accusative
29723	accusative
29725	accusative
29727	genitive
genitive
accusative
29737	nominative
29739	genitive
29742	genitive
29747	nominative
29753	nominative
29756	accusative
genitive
29761	genitive
genitive
nominative
29765	nominative
nominative
29769	accusative
29772	nominative
genitive
genitive
29782	genitive
genitive
nominative
29789	nominative
29794	accusative
29798	nominative
29800	nominative
29804	nominative
29806	genitive
29813	genitive
29827	genitive
29833	accusative
29845	genitive
29854	genitive
29857	accusative
29864	genitive
29868	nominative
29879	accusative
29886	genitive
29895	genitive
genitive
29900	accusative
accusative
29903	genitive
genitive
29910	genitive
genitive
accusative
29916	genitive
29918	nominative
29933	genitive
accusative
genitive
29941	nominative
29951	nominative
accusative
genitive
29967	accusative
29970	accusative
29979	accusative
genitive
29985	genitive
29998	accusative
30003	nominative
30009	accusative
genitive
accusative
30021	nominative
30024	accusative
30034	genitive
genitive
accusative
accusative
30039	genitive
30042	genitive
30044	nominative
30047	genitive
accusative
30050	genitive
accusative
30055	nominative
30073	nominative
30080	genitive
30092	nominative
30095	accusative
genitive
30098	accusative
30106	accusative
accusative
30114	accusative
30119	nominative
30121	genitive
30125	genitive
30132	genitive
30135	nominative
genitive
30138	accusative
30140	accusative
30142	accusative
30144	genitive
30149	nominative
30151	nominative
30155	accusative
30159	genitive
30164	genitive
genitive
30171	accusative
30179	accusative
30182	nominative
30186	genitive
30190	nominative
30193	genitive
30200	nominative
genitive
30208	genitive
30210	accusative
30222	nominative
genitive
30243	accusative
30248	genitive
30251	genitive
genitive
30254	accusative
30257	nominative
30260	genitive
30264	accusative
30266	genitive
30268	accusative
30275	accusative
30293	nominative
genitive
30301	nominative
30305	accusative
30310	genitive
30324	nominative
30329	accusative
30339	accusative
30345	genitive
30348	nominative
30352	genitive
30355	genitive
30363	genitive
30375	genitive
genitive
accusative
genitive
30391	genitive
30401	nominative
30408	accusative
30411	nominative
genitive
nominative
nominative
30417	accusative
30424	nominative
accusative
genitive
30428	nominative
nominative
30439	nominative
30444	accusative
30448	genitive
30456	accusative
30458	accusative
accusative
30465	genitive
30469	nominative
30471	accusative
30479	nominative
genitive
30482	accusative
30487	accusative
30489	genitive
30494	nominative
30496	genitive
accusative
genitive
30502	nominative
30511	accusative
30514	accusative
30516	accusative
30518	genitive
30524	genitive
30527	nominative
30531	genitive
accusative
30535	nominative
30538	genitive
30542	accusative
30551	nominative
nominative
30554	accusative
30560	nominative
30562	accusative
30564	nominative
nominative
30570	accusative
30572	genitive
accusative
30581	accusative
30583	genitive
30586	genitive
30591	nominative
30598	accusative
30604	accusative
genitive
30613	genitive
30619	nominative
30621	nominative
30626	genitive
30632	accusative
30637	nominative
30639	accusative
30641	genitive
30643	genitive
30645	nominative
30647	nominative
30650	genitive
nominative
30658	nominative
30661	genitive
30667	nominative
30670	nominative
nominative
30673	genitive
30681	genitive
30690	genitive
genitive
genitive
30698	nominative
30703	genitive
30706	accusative
30711	genitive
30715	nominative
30724	nominative
30726	genitive
30732	nominative
30737	genitive
30743	genitive
30746	genitive
accusative
30753	genitive
30755	genitive
30760	genitive
30766	genitive
30772	genitive
30777	genitive
30782	genitive
30793	genitive
30796	genitive
accusative
genitive
30800	nominative
30812	accusative
30817	nominative
30833	nominative
30835	nominative
nominative
30844	genitive
30847	nominative
30849	nominative
30852	nominative
30856	accusative
genitive
30860	accusative
30877	genitive
30880	genitive
nominative
30883	genitive
30886	nominative
30888	genitive
30893	accusative
30898	nominative
30902	accusative
30906	nominative
nominative
30913	accusative
30915	accusative
30917	genitive
genitive
30925	nominative
accusative
30928	genitive
30936	accusative
30941	accusative
accusative
30944	accusative
genitive
30948	accusative
30951	accusative
accusative
nominative
30957	accusative
30960	accusative
accusative
30963	accusative
genitive
30968	genitive
30975	accusative
30977	accusative
genitive
30989	accusative
30993	genitive
accusative
30996	accusative
31003	nominative
31008	accusative
31010	genitive
31015	nominative
nominative
accusative
genitive
31021	genitive
accusative
31026	genitive
accusative
31031	accusative
31035	accusative
31041	nominative
31043	genitive
31048	genitive
31052	accusative
31056	genitive
accusative
31061	genitive
accusative
31066	accusative
31070	accusative
31076	nominative
31078	genitive
31082	accusative
31086	nominative
31091	nominative
31096	genitive
accusative
31101	accusative
31103	genitive
genitive
31106	accusative
31110	accusative
31112	accusative
31121	accusative
31123	genitive
31129	accusative
31131	accusative
accusative
31134	accusative
genitive
31139	nominative
31141	accusative
31144	genitive
genitive
31151	accusative
genitive
31155	genitive
31158	accusative
31160	nominative
nominative
31169	accusative
genitive
genitive
31175	genitive
31178	genitive
31183	accusative
31188	nominative
31192	nominative
31197	genitive
31203	genitive
31209	nominative
31217	nominative
31219	nominative
genitive
genitive
31225	nominative
31229	genitive
31231	genitive
31239	nominative
31245	nominative
31252	genitive
31258	genitive
31263	accusative
31267	accusative
31270	genitive
31282	accusative
31292	genitive
31294	nominative
31296	nominative
31303	accusative
31307	accusative
31313	accusative
31323	accusative
31328	accusative
31333	genitive
31342	genitive
31346	genitive
31356	nominative
31366	accusative
31370	genitive
accusative
31376	accusative
31379	genitive
31390	accusative
31403	accusative
31406	nominative
31410	genitive
31424	accusative
31426	genitive
31431	nominative
31434	accusative
31440	accusative
31443	accusative
31446	genitive
31449	accusative
31451	accusative
31463	accusative
genitive
31467	genitive
genitive
31483	nominative
31485	accusative
31495	accusative
31501	genitive
31515	accusative
31517	accusative
accusative
31523	accusative
31525	genitive
genitive
31528	accusative
31530	accusative
31534	genitive
genitive
31541	nominative
31545	nominative
31564	nominative
31566	genitive
31568	genitive
31575	genitive
31578	accusative
31589	nominative
31593	accusative
31600	nominative
31602	genitive
31605	nominative
31607	nominative
31610	nominative
31615	genitive
genitive
31627	genitive
31629	accusative
31631	genitive
31646	nominative
31649	nominative
31653	nominative
genitive
genitive
31657	accusative
31659	nominative
genitive
genitive
31665	accusative
nominative
31672	genitive
31676	genitive
31678	accusative
31684	nominative
31689	accusative
31694	accusative
31700	genitive
31703	nominative
31706	genitive
31720	genitive
31724	nominative
genitive
31732	genitive
31737	accusative
31749	nominative
31752	genitive
genitive
accusative
accusative
accusative
genitive
accusative
31764	genitive
31767	accusative
31770	accusative
31773	accusative
31776	accusative
31779	genitive
genitive
31782	genitive
31784	accusative
31794	nominative
31796	genitive
31799	accusative
genitive
31802	accusative
31805	nominative
genitive
genitive
31811	nominative
genitive
31819	nominative
accusative
genitive
31824	genitive
31826	nominative
31844	accusative
31846	genitive
31849	accusative
31851	accusative
genitive
accusative
31862	accusative
31864	nominative
31866	genitive
31871	nominative
nominative
31874	nominative
31882	genitive
31884	nominative
31892	genitive
31895	genitive
31903	genitive
31910	genitive
31912	accusative
accusative
31918	nominative
31920	genitive
31927	nominative
31929	accusative
31932	nominative
31936	nominative
31941	nominative
31951	accusative
31965	accusative
31973	genitive
31978	accusative
31981	nominative
31984	nominative
31988	nominative
31994	nominative
31998	nominative
32005	accusative
32012	genitive
32024	genitive
32032	accusative
accusative
32052	genitive
32056	genitive
32061	accusative
32066	genitive
32080	nominative
32087	genitive
32093	genitive
32114	genitive
32119	genitive
32127	genitive
32140	accusative
32143	accusative
32149	genitive
genitive
32154	genitive
32158	genitive
32162	genitive
32167	accusative
32169	accusative
32174	accusative
accusative
32185	accusative
32188	genitive
32191	nominative
32195	nominative
32198	accusative
32203	genitive
32212	accusative
32218	genitive
32224	nominative
32234	genitive
32241	nominative
32246	genitive
32251	accusative
32257	genitive
32268	genitive
32273	genitive
32279	accusative
32283	nominative
32293	genitive
32295	genitive
32299	nominative
32308	genitive
32315	accusative
32318	nominative
nominative
32322	accusative
32326	accusative
32342	genitive
32346	nominative
32349	genitive
nominative
32356	genitive
nominative
32359	nominative
32361	genitive
32378	accusative
genitive
32385	accusative
32387	accusative
32390	accusative
32392	nominative
32394	genitive
32396	nominative
32399	genitive
genitive
32406	accusative
genitive
32413	nominative
32417	accusative
32421	genitive
32425	accusative
32430	accusative
32438	nominative
32441	genitive
32451	accusative
accusative
32462	accusative
32469	accusative
32472	nominative
32479	accusative
32484	genitive
32489	genitive
32496	nominative
32500	genitive
32504	accusative
32506	accusative
genitive
genitive
32513	accusative
32517	accusative
32524	accusative
32527	accusative
32532	nominative
32538	accusative
accusative
32541	genitive
genitive
32548	nominative
32550	accusative
genitive
32554	accusative
32556	accusative
genitive
genitive
32574	accusative
32578	accusative
genitive
32583	genitive
32587	accusative
32590	genitive
32599	genitive
32601	genitive
accusative
accusative
32605	genitive
32610	accusative
32612	genitive
32619	nominative
32622	accusative
32632	accusative
32635	accusative
32637	genitive
32639	genitive
32645	genitive
32651	accusative
32657	genitive
32664	genitive
genitive
nominative
32670	nominative
32675	accusative
32681	accusative
genitive
32688	nominative
32695	accusative
32704	nominative
32717	genitive
32725	nominative
32727	genitive
32731	nominative
32734	nominative
32739	genitive
accusative
32744	genitive
32749	nominative
32753	genitive
32758	nominative
32772	genitive
genitive
32784	genitive
32790	accusative
32795	genitive
32799	genitive
32803	genitive
32806	genitive
32809	genitive
32812	nominative
32814	accusative
32822	accusative
32824	nominative
32827	genitive
32829	accusative
32838	accusative
accusative
32842	genitive
32845	genitive
nominative
32854	nominative
32857	genitive
32867	genitive
32872	accusative
32884	genitive
32895	nominative
32897	genitive
32903	accusative
32907	nominative
32909	genitive
32911	genitive
32917	accusative
32921	genitive
nominative
32925	genitive
32927	nominative
32933	accusative
32942	accusative
32945	accusative
32947	accusative
32950	nominative
32952	genitive
32956	nominative
32962	genitive
32965	genitive
32968	genitive
32971	nominative
32976	nominative
32978	genitive
32994	nominative
32998	nominative
genitive
33003	genitive
33010	nominative
33022	nominative
33024	genitive
accusative
33027	genitive
33035	nominative
33037	accusative
33044	nominative
33046	accusative
33052	nominative
accusative
33056	nominative
genitive
33060	genitive
33065	genitive
genitive
33071	accusative
33076	genitive
nominative
33079	accusative
33081	nominative
33085	genitive
nominative
33089	accusative
33091	genitive
33096	accusative
33098	genitive
33100	nominative
33114	nominative
33116	accusative
genitive
33119	genitive
33122	accusative
33127	accusative
33129	genitive
33131	genitive
33134	nominative
33136	genitive
accusative
33142	genitive
33150	nominative
33166	nominative
33168	genitive
33172	accusative
33174	nominative
33184	nominative
33186	genitive
accusative
33189	genitive
33197	genitive
33203	nominative
33207	accusative
33212	genitive
33216	accusative
33218	accusative
33220	accusative
33225	nominative
33227	nominative
33230	accusative
33237	accusative
genitive
33246	genitive
33257	genitive
33262	genitive
accusative
33265	accusative
33267	genitive
33274	accusative
33276	accusative
33278	nominative
33286	genitive
33289	nominative
genitive
33294	genitive
33300	genitive
33310	accusative
33318	accusative
33330	accusative
33332	nominative
33336	accusative
33339	accusative
33341	genitive
genitive
33347	genitive
33350	accusative
33352	accusative
33355	accusative
33358	accusative
33361	accusative
33364	accusative
accusative
33367	genitive
33373	nominative
33376	nominative
33378	nominative
nominative
33381	genitive
33384	accusative
33386	accusative
33388	accusative
33394	accusative
33401	genitive
accusative
genitive
33409	accusative
33411	accusative
33413	accusative
genitive
nominative
33418	genitive
33424	accusative
accusative
accusative
genitive
genitive
33433	accusative
accusative
33439	genitive
genitive
33447	accusative
33454	genitive
33456	genitive
33461	accusative
33468	nominative
33470	nominative
33472	nominative
33475	genitive
genitive
33484	accusative
33489	accusative
33491	genitive
33498	accusative
33500	genitive
33505	accusative
33509	accusative
33514	genitive
nominative
33522	accusative
genitive
genitive
33527	nominative
33529	genitive
33537	genitive
genitive
33541	accusative
33546	nominative
33550	nominative
33552	genitive
33554	genitive
33557	accusative
genitive
33567	genitive
33579	nominative
33581	genitive
33584	genitive
33609	accusative
33613	genitive
33621	genitive
33627	accusative
accusative
33631	genitive
accusative
33634	accusative
33637	accusative
33641	accusative
33646	genitive
nominative
33656	nominative
33661	genitive
33669	genitive
33678	genitive
33681	accusative
33686	nominative
33690	nominative
33692	genitive
33694	genitive
33697	accusative
genitive
33704	nominative
nominative
33713	nominative
33715	genitive
33718	genitive
33730	accusative
33732	genitive
genitive
genitive
33740	genitive
accusative
33745	accusative
genitive
33759	accusative
accusative
33767	nominative
33781	genitive
33788	genitive
33790	nominative
33792	nominative
33798	genitive
33804	nominative
33808	nominative
33812	genitive
33818	accusative
33822	genitive
33829	accusative
33832	genitive
33838	accusative
33843	genitive
33849	accusative
33852	genitive
accusative
33855	accusative
33858	accusative
33862	accusative
33867	genitive
nominative
33873	nominative
33875	genitive
33878	nominative
genitive
33882	accusative
33889	genitive
genitive
33897	genitive
33901	nominative
nominative
33909	accusative
33911	genitive
genitive
33918	genitive
33922	genitive
33924	accusative
33929	accusative
accusative
33934	accusative
genitive
33942	genitive
accusative
33946	nominative
33951	genitive
33966	accusative
nominative
33969	genitive
33980	nominative
33993	nominative
33998	accusative
34003	genitive
genitive
34010	accusative
34022	genitive
34027	nominative
34032	genitive
34034	accusative
34042	accusative
34049	accusative
genitive
34063	accusative
34065	accusative
34069	genitive
34075	accusative
34082	genitive
34085	genitive
34092	accusative
accusative
34095	genitive
34097	genitive
34100	nominative
nominative
34105	accusative
genitive
34116	genitive
34120	nominative
34128	accusative
34131	accusative
34136	genitive
34142	accusative
34147	nominative
34149	genitive
34152	genitive
accusative
34155	accusative
34158	accusative
34162	accusative
34167	genitive
nominative
34173	nominative
34175	genitive
34181	accusative
34184	accusative
34190	accusative
accusative
34199	genitive
accusative
genitive
34204	nominative
34210	accusative
34216	genitive
genitive
34224	genitive
genitive
34234	accusative
34241	accusative
34250	nominative
34252	genitive
34256	nominative
34268	nominative
34277	nominative
accusative
34282	nominative
34284	genitive
34287	nominative
34292	genitive
34299	accusative
34304	accusative
34307	genitive
34314	genitive
34322	accusative
34327	genitive
accusative
34333	genitive
34335	accusative
34339	nominative
34354	nominative
nominative
34358	nominative
34360	accusative
genitive
accusative
34364	genitive
34367	accusative
34370	accusative
34373	accusative
genitive
34378	genitive
34381	nominative
34383	genitive
34387	nominative
34392	genitive
34398	accusative
34403	nominative
34408	nominative
34413	genitive
34415	accusative
34419	accusative
34430	accusative
34435	accusative
34443	accusative
34450	accusative
genitive
34462	genitive
genitive
34469	genitive
34471	genitive
34475	accusative
34479	genitive
34482	genitive
34490	accusative
34492	genitive
34494	accusative
34503	accusative
34506	nominative
34509	nominative
34514	accusative
34523	accusative
34525	genitive
34536	accusative
34539	genitive
34542	genitive
34560	nominative
34562	genitive
34566	nominative
34568	accusative
34571	nominative
34575	nominative
34577	genitive
34581	nominative
34583	accusative
34592	accusative
genitive
34597	accusative
genitive
34601	nominative
34603	nominative
34613	accusative
34615	genitive
genitive
34625	genitive
34630	genitive
34639	nominative
34644	genitive
34651	nominative
34655	genitive
34668	genitive
34672	nominative
34674	genitive
34676	genitive
34682	genitive
34685	genitive
34690	accusative
34693	accusative
34698	genitive
34700	accusative
34702	genitive
34705	genitive
34707	genitive
34718	nominative
34720	genitive
34723	nominative
34725	accusative
34728	nominative
34730	genitive
34732	genitive
nominative
34739	genitive
34742	accusative
34748	genitive
34750	genitive
34754	accusative
34756	accusative
genitive
34765	genitive
34775	genitive
34778	accusative
34783	nominative
nominative
34787	accusative
34792	nominative
34795	genitive
34798	nominative
34800	genitive
genitive
34805	nominative
nominative
34812	genitive
34823	accusative
34829	genitive
accusative
34835	genitive
genitive
genitive
34841	nominative
accusative
34849	accusative
34855	accusative
34864	genitive
34868	accusative
34878	accusative
34888	accusative
34890	genitive
34899	genitive
genitive
34905	genitive
34908	nominative
34920	nominative
34935	accusative
34939	nominative
accusative
34946	genitive
34948	genitive
genitive
genitive
34952	genitive
34954	nominative
34959	accusative
34967	nominative
34973	genitive
34979	accusative
34988	accusative
34991	accusative
34994	genitive
35000	accusative
35006	genitive
35008	nominative
35019	genitive
genitive
35025	accusative
35030	accusative
35034	accusative
35038	nominative
35040	genitive
genitive
35044	accusative
35046	accusative
35053	genitive
35058	accusative
35063	accusative
35067	accusative
35072	accusative
35074	nominative
35076	nominative
35078	genitive
35083	genitive
35089	accusative
35091	genitive
35097	genitive
35101	nominative
35104	genitive
35110	genitive
35116	genitive
35123	nominative
35127	accusative
35134	genitive
35145	accusative
genitive
35149	genitive
35151	genitive
35154	genitive
35164	nominative
35174	nominative
35178	genitive
35181	accusative
35186	nominative
35188	accusative
genitive
35192	accusative
35206	genitive
35218	genitive
35225	accusative
35228	accusative
35231	accusative
35234	accusative
35237	accusative
accusative
accusative
35246	accusative
accusative
35254	nominative
35258	accusative
35262	accusative
35267	accusative
35276	accusative
35286	accusative
35288	accusative
genitive
35297	accusative
35299	genitive
35301	nominative
35318	genitive
35325	genitive
35332	accusative
35337	accusative
35343	accusative
35345	genitive
35347	accusative
35356	nominative
genitive
35360	nominative
35362	genitive
genitive
35374	nominative
35376	nominative
35388	genitive
genitive
35391	accusative
35396	genitive
35400	genitive
35406	accusative
35410	accusative
35415	nominative
35419	nominative
35424	nominative
35430	nominative
35438	accusative
genitive
35442	accusative
35449	genitive
35456	genitive
genitive
35461	accusative
35463	genitive
35466	accusative
35471	accusative
35476	nominative
35478	genitive
35480	nominative
35484	accusative
accusative
accusative
35492	genitive
35495	nominative
genitive
35498	accusative
accusative
35502	nominative
35504	genitive
35506	genitive
35510	genitive
35517	accusative
35519	genitive
35523	nominative
35525	genitive
35530	nominative
35533	accusative
35549	genitive
35553	accusative
35562	nominative
35566	genitive
35569	accusative
35572	nominative
accusative
35578	accusative
35586	nominative
35588	genitive
35591	accusative
35599	genitive
35601	genitive
35605	genitive
35617	genitive
35625	genitive
35627	genitive
genitive
accusative
35631	accusative
35633	genitive
genitive
35639	genitive
35642	accusative
35647	genitive
35652	accusative
35654	genitive
35658	genitive
35665	genitive
35667	genitive
35669	genitive
35674	accusative
genitive
35685	accusative
35687	genitive
35692	accusative
35697	accusative
35699	genitive
35703	accusative
35711	genitive
35718	accusative
35724	genitive
35727	genitive
35729	genitive
35731	nominative
35744	nominative
genitive
35747	genitive
35750	genitive
35752	accusative
accusative
35756	nominative
35770	accusative
35777	accusative
35782	genitive
35799	nominative
35810	genitive
35814	nominative
35816	genitive
35818	accusative
accusative
35827	genitive
35832	accusative
genitive
35838	accusative
35842	genitive
genitive
35850	accusative
genitive
35855	accusative
35871	accusative
35876	accusative
35878	genitive
35880	genitive
35882	accusative
35889	genitive
35895	genitive
35899	nominative
35901	genitive
35907	accusative
35911	nominative
35913	genitive
35916	nominative
35919	genitive
35921	genitive
35927	accusative
35933	accusative
35938	genitive
35944	accusative
35947	genitive
35950	nominative
nominative
35956	genitive
35958	nominative
35961	accusative
35964	genitive
35966	nominative
35968	nominative
35973	genitive
35979	nominative
accusative
35982	accusative
accusative
35985	genitive
35992	nominative
35994	accusative
36003	genitive
36013	nominative
36019	nominative
36031	nominative
36042	nominative
36044	genitive
36052	genitive
accusative
36057	genitive
36065	nominative
36073	nominative
36076	accusative
genitive
36090	accusative
36095	genitive
36103	accusative
36105	accusative
36107	accusative
36112	accusative
accusative
36117	genitive
36120	genitive
36125	genitive
36131	genitive
36137	accusative
36143	accusative
36148	accusative
36152	accusative
36175	accusative
36178	accusative
36183	nominative
36186	nominative
36188	nominative
36191	nominative
genitive
36195	accusative
36199	nominative
36201	genitive
36204	genitive
36206	accusative
36216	genitive
36218	genitive
36221	genitive
36223	genitive
36227	genitive
36229	genitive
36241	genitive
genitive
nominative
36248	genitive
36258	accusative
accusative
accusative
accusative
36266	genitive
36270	nominative
36275	genitive
36278	accusative
36283	accusative
accusative
accusative
36288	nominative
genitive
accusative
36298	accusative
36305	accusative
36308	accusative
36312	genitive
36326	accusative
36339	accusative
36351	nominative
36356	accusative
accusative
36361	accusative
36366	accusative
36374	accusative
accusative
36385	accusative
36388	genitive
36400	genitive
36403	accusative
36405	genitive
36411	genitive
36415	nominative
36417	accusative
genitive
36420	accusative
36422	accusative
36442	nominative
36449	accusative
nominative
nominative
36454	nominative
36456	accusative
accusative
36460	accusative
36462	genitive
36485	genitive
36493	genitive
genitive
36517	accusative
accusative
36522	nominative
36530	genitive
36532	genitive
36536	accusative
36538	genitive
36540	accusative
36543	nominative
36545	genitive
36550	nominative
nominative
36558	genitive
accusative
36563	nominative
36567	accusative
36575	genitive
36578	genitive
36586	genitive
36588	nominative
36592	accusative
36595	accusative
36598	genitive
36610	nominative
nominative
36621	nominative
36623	genitive
36629	genitive
36632	accusative
36641	nominative
36643	nominative
nominative
36660	genitive
36665	accusative
36670	accusative
36672	genitive
36678	accusative
accusative
36683	nominative
36689	nominative
36699	genitive
36713	nominative
36716	genitive
genitive
36719	genitive
36721	accusative
36727	genitive
36733	genitive
36743	accusative
36745	genitive
36752	accusative
36759	nominative
36762	genitive
36766	accusative
36768	genitive
36778	nominative
36784	accusative
36794	accusative
36799	accusative
36809	nominative
36814	genitive
36831	genitive
36834	accusative
36837	nominative
36840	genitive
36842	genitive
36853	nominative
36855	genitive
36860	genitive
36865	accusative
36871	accusative
36873	nominative
36878	genitive
36881	accusative
36889	nominative
36893	nominative
36901	nominative
36908	genitive
accusative
36912	genitive
36915	genitive
36918	nominative
36927	nominative
36936	nominative
36945	genitive
36948	nominative
36952	nominative
36955	genitive
36957	nominative
36959	nominative
36973	genitive
36988	nominative
36993	genitive
37004	genitive
37010	genitive
37019	accusative
37021	nominative
37029	genitive
37032	genitive
37036	nominative
nominative
37044	genitive
37046	genitive
37049	genitive
37053	nominative
37055	genitive
37063	nominative
37067	genitive
genitive
accusative
37075	nominative
37078	accusative
37085	genitive
37094	genitive
37096	nominative
37101	nominative
37103	accusative
genitive
37110	genitive
37117	genitive
37120	genitive
37125	accusative
37131	nominative
37137	nominative
37139	accusative
genitive
37143	accusative
37145	genitive
37153	genitive
37155	accusative
37158	accusative
37162	nominative
37169	accusative
37175	genitive
37181	nominative
37185	nominative
37187	nominative
37189	genitive
37197	genitive
genitive
37203	accusative
37214	accusative
accusative
37225	accusative
accusative
37233	accusative
37239	genitive
37244	accusative
37248	accusative
37255	nominative
37266	accusative
37277	accusative
37280	accusative
37291	genitive
37296	nominative
37305	nominative
37311	genitive
genitive
nominative
nominative
37329	accusative
37333	nominative
37341	nominative
37349	nominative
37357	nominative
37365	accusative
37377	accusative
37379	nominative
37383	accusative
37388	accusative
37394	genitive
37399	accusative
37403	accusative
37414	genitive
37432	accusative
37437	genitive
37442	genitive
37451	genitive
nominative
37456	genitive
37459	nominative
nominative
37468	nominative
37471	genitive
37477	nominative
37479	nominative
37486	genitive
37497	genitive
37513	genitive
37516	nominative
37518	genitive
37521	nominative
37523	nominative
37525	genitive
37532	nominative
37547	accusative
37550	genitive
37552	accusative
37554	accusative
37556	accusative
37558	genitive
37561	genitive
37564	genitive
37567	genitive
37573	genitive
37576	accusative
genitive
37583	genitive
37599	genitive
37602	nominative
37604	genitive
37607	genitive
37611	accusative
37615	accusative
genitive
37621	accusative
37623	accusative
37628	accusative
37632	nominative
37636	nominative
37638	nominative
37645	nominative
37649	accusative
37652	genitive
37660	accusative
37672	nominative
accusative
37676	nominative
accusative
genitive
37681	nominative
37683	nominative
nominative
37689	nominative
37692	genitive
37696	genitive
37699	accusative
37702	genitive
37704	nominative
37710	genitive
37720	genitive
37729	nominative
accusative
37732	genitive
37741	accusative
genitive
37744	genitive
37750	nominative
37754	accusative
37756	genitive
37760	accusative
37762	genitive
37766	accusative
37770	accusative
37775	nominative
37779	accusative
37787	nominative
37790	genitive
37793	genitive
accusative
37799	nominative
37801	accusative
37807	nominative
37812	nominative
37815	genitive
genitive
37818	accusative
nominative
nominative
37825	accusative
accusative
37835	genitive
accusative
37846	accusative
37848	genitive
37853	genitive
37860	accusative
37863	nominative
37867	genitive
37870	accusative
37881	genitive
37886	accusative
37890	accusative
37892	genitive
37898	accusative
genitive
37906	accusative
37908	accusative
37913	accusative
37915	accusative
37919	accusative
nominative
37922	genitive
37932	genitive
accusative
37935	genitive
37937	nominative
37947	accusative
37954	accusative
37960	accusative
37963	accusative
37965	genitive
37967	accusative
37969	genitive
37974	genitive
37976	genitive
37978	nominative
37980	nominative
37984	nominative
37992	accusative
38004	accusative
38010	accusative
38013	accusative
accusative
38016	accusative
nominative
nominative
38022	accusative
nominative
genitive
38026	genitive
38035	nominative
38042	nominative
38055	nominative
38057	accusative
38063	accusative
accusative
38066	genitive
38068	nominative
38074	accusative
38076	accusative
38104	accusative
38106	genitive
accusative
genitive
38110	nominative
38112	nominative
38120	nominative
38123	accusative
38136	nominative
38138	nominative
38145	genitive
38149	genitive
38161	accusative
38163	accusative
38165	genitive
38167	genitive
38179	accusative
38188	accusative
38193	accusative
nominative
38196	genitive
38202	nominative
nominative
38206	genitive
38213	nominative
38221	genitive
38228	genitive
38234	nominative
38241	accusative
38244	accusative
38248	accusative
38259	nominative
38262	nominative
38264	nominative
38267	accusative
accusative
38270	nominative
nominative
38273	nominative
38280	accusative
38284	accusative
38289	accusative
38296	nominative
nominative
38299	genitive
38301	genitive
38327	nominative
38329	nominative
nominative
38332	genitive
38338	nominative
38350	accusative
38355	nominative
38357	genitive
38362	accusative
38369	accusative
38371	genitive
38377	accusative
38380	genitive
38385	genitive
genitive
38390	nominative
38401	nominative
accusative
38416	nominative
38423	genitive
38425	genitive
38430	accusative
38433	nominative
38437	nominative
38440	accusative
38448	nominative
38450	accusative
38452	genitive
38454	accusative
38456	accusative
38461	accusative
38474	accusative
38480	genitive
genitive
38491	accusative
38500	genitive
38505	nominative
38507	accusative
38510	genitive
38514	accusative
accusative
38518	genitive
38522	accusative
38527	genitive
38531	nominative
38553	nominative
38555	genitive
38563	nominative
38567	nominative
nominative
38571	genitive
38578	accusative
38583	nominative
38592	accusative
nominative
38597	nominative
38601	nominative
38610	genitive
38614	genitive
accusative
38620	genitive
38623	genitive
38625	genitive
38628	genitive
38631	genitive
38633	genitive
38635	genitive
38642	genitive
38648	genitive
38650	accusative
38652	genitive
accusative
38656	nominative
38658	nominative
38660	genitive
genitive
nominative
38667	genitive
38669	genitive
38674	genitive
38676	nominative
38679	nominative
accusative
38692	genitive
38697	nominative
accusative
38700	accusative
38706	genitive
38712	genitive
38715	accusative
38717	nominative
nominative
38723	nominative
38725	genitive
38727	accusative
38732	accusative
38742	genitive
38745	accusative
38749	nominative
38751	genitive
38753	genitive
38763	genitive
38765	accusative
38770	genitive
38774	nominative
accusative
38777	accusative
38780	genitive
38783	nominative
38785	nominative
38792	accusative
38799	accusative
accusative
38808	accusative
38810	accusative
38821	nominative
38827	accusative
accusative
38830	genitive
38840	genitive
38842	accusative
38844	accusative
38846	genitive
38851	genitive
genitive
38854	nominative
38859	nominative
38866	nominative
accusative
38872	accusative
38876	accusative
38879	genitive
38883	nominative
38890	nominative
38893	genitive
38899	nominative
38912	accusative
38914	nominative
nominative
38917	genitive
38921	nominative
38925	genitive
38927	nominative
38930	nominative
38936	genitive
38939	accusative
nominative
nominative
38951	nominative
38954	accusative
38957	accusative
38962	accusative
38964	genitive
38969	nominative
38973	accusative
38976	genitive
38979	genitive
38981	genitive
genitive
genitive
38987	genitive
38992	genitive
genitive
38997	nominative
38999	genitive
39002	accusative
nominative
nominative
39006	genitive
39010	accusative
39013	accusative
accusative
39018	genitive
39024	genitive
39028	accusative
nominative
nominative
39032	genitive
genitive
genitive
39038	genitive
39043	genitive
genitive
39051	genitive
39056	accusative
genitive
39059	nominative
39062	accusative
39064	accusative
39066	genitive
accusative
genitive
39085	accusative
39088	genitive
genitive
39103	genitive
39109	accusative
39121	genitive
accusative
39128	genitive
39130	accusative
39134	accusative
39158	genitive
39161	genitive
39163	genitive
39168	accusative
genitive
39171	accusative
39174	accusative
39176	genitive
39182	nominative
39190	genitive
39192	genitive
genitive
39208	genitive
39216	genitive
39221	nominative
39223	nominative
39234	accusative
39236	nominative
39242	genitive
39247	genitive
39250	accusative
genitive
39259	genitive
accusative
39264	accusative
genitive
39269	accusative
39271	accusative
39275	nominative
nominative
39278	nominative
39280	nominative
nominative
39283	nominative
39290	genitive
39292	nominative
39294	nominative
39297	accusative
39300	genitive
39305	nominative
nominative
39309	accusative
39315	nominative
39318	accusative
39326	nominative
39331	accusative
39333	nominative
39341	accusative
39347	nominative
nominative
39351	accusative
39357	nominative
39360	accusative
39362	genitive
genitive
39365	nominative
accusative
39368	genitive
39372	genitive
39377	nominative
39382	genitive
39385	accusative
39387	accusative
39389	nominative
39392	accusative
39394	nominative
nominative
nominative
39398	nominative
39400	genitive
39409	nominative
nominative
39418	accusative
accusative
39423	accusative
39425	accusative
nominative
nominative
39429	nominative
39431	nominative
39436	genitive
39440	genitive
39443	nominative
39445	genitive
39447	accusative
39450	accusative
39461	nominative
nominative
nominative
39468	accusative
39474	accusative
39476	genitive
39482	nominative
nominative
nominative
39496	genitive
39499	genitive
39502	genitive
genitive
39512	nominative
39514	nominative
genitive
39528	genitive
39531	genitive
39542	genitive
39547	nominative
39550	genitive
accusative
39554	accusative
39556	nominative
39558	nominative
39563	nominative
39568	nominative
39570	nominative
genitive
39578	nominative
39581	genitive
39583	nominative
nominative
39596	genitive
genitive
39608	nominative
accusative
39612	nominative
39614	nominative
nominative
39621	genitive
39628	accusative
39635	nominative
39637	genitive
nominative
39640	nominative
39642	genitive
39644	genitive
genitive
39647	accusative
39649	genitive
genitive
nominative
nominative
39654	genitive
39656	genitive
39664	genitive
39670	genitive
accusative
genitive
39678	nominative
nominative
genitive
39683	accusative
genitive
39686	genitive
39688	nominative
39690	genitive
39692	genitive
39696	genitive
accusative
39699	genitive
39701	genitive
39703	accusative
nominative
39707	genitive
39709	nominative
39717	nominative
39729	nominative
nominative
genitive
39738	genitive
genitive
39746	genitive
39752	accusative
39759	accusative
39765	accusative
39768	genitive
39771	accusative
39774	accusative
39779	nominative
39781	nominative
39786	accusative
39804	accusative
genitive
39814	accusative
39819	accusative
39823	accusative
39826	accusative
nominative
nominative
39831	nominative
39834	genitive
39842	accusative
genitive
39847	accusative
39853	nominative
39861	genitive
nominative
accusative
genitive
39866	accusative
genitive
39873	accusative
39875	genitive
39877	genitive
39890	accusative
39893	accusative
39906	accusative
39909	accusative
39914	genitive
39918	nominative
39921	nominative
39923	nominative
39927	genitive
genitive
accusative
accusative
39935	genitive
39949	genitive
accusative
39953	accusative
39958	accusative
39967	accusative
39972	accusative
39974	nominative
39978	genitive
39982	genitive
39984	genitive
39991	accusative
39994	genitive
genitive
40001	genitive
40006	accusative
40008	genitive
40012	accusative
40023	accusative
40026	accusative
40032	genitive
40034	genitive
40040	accusative
genitive
40047	nominative
nominative
40056	accusative
40062	nominative
40064	genitive
40076	accusative
genitive
genitive
40081	accusative
genitive
40086	nominative
40091	nominative
nominative
nominative
40103	nominative
40114	genitive
genitive
40118	genitive
40123	genitive
accusative
40126	nominative
nominative
40136	genitive
40140	accusative
genitive
accusative
40144	genitive
40148	genitive
40151	nominative
40156	genitive
40158	nominative
40162	accusative
genitive
40167	genitive
40170	genitive
40172	genitive
40176	accusative
40180	accusative
40185	accusative
40194	genitive
40198	accusative
40200	genitive
40202	accusative
40204	genitive
40206	genitive
40211	genitive
40214	genitive
40216	genitive
40220	genitive
genitive
40225	accusative
genitive
40228	nominative
40232	accusative
40234	accusative
40245	genitive
genitive
40248	genitive
40251	genitive
40253	nominative
accusative
accusative
genitive
40261	nominative
40264	nominative
40267	genitive
40271	genitive
40273	genitive
40278	nominative
nominative
accusative
40283	accusative
40285	accusative
accusative
40288	nominative
nominative
40291	nominative
40298	accusative
40301	accusative
40303	accusative
40308	accusative
40311	genitive
40322	nominative
40326	nominative
40329	nominative
40332	nominative
40335	nominative
40338	nominative
40341	nominative
40346	nominative
40349	accusative
40352	nominative
40356	accusative
40360	genitive
40362	genitive
40365	genitive
40367	genitive
40374	nominative
40376	genitive
40379	nominative
40383	accusative
40385	accusative
40390	nominative
40392	genitive
genitive
40395	accusative
genitive
40400	nominative
40407	accusative
40413	nominative
40420	accusative
40423	nominative
accusative
40427	genitive
40432	genitive
40435	accusative
40447	nominative
40449	genitive
40452	nominative
40454	genitive
40460	nominative
nominative
nominative
40464	nominative
40471	nominative
nominative
40478	accusative
40480	accusative
accusative
genitive
40489	accusative
40494	nominative
40496	genitive
40501	accusative
nominative
nominative
40511	genitive
40516	genitive
40518	genitive
40525	nominative
40527	nominative
40533	accusative
40535	genitive
40541	accusative
40546	accusative
40548	genitive
40551	nominative
40555	nominative
nominative
nominative
genitive
40562	nominative
40564	nominative
nominative
genitive
40568	nominative
40571	genitive
40575	accusative
40580	genitive
40583	nominative
40589	accusative
40592	accusative
40594	accusative
40596	genitive
genitive
40600	accusative
accusative
accusative
40611	accusative
accusative
40614	accusative
40617	accusative
40628	accusative
genitive
40631	genitive
40635	nominative
40639	accusative
40645	nominative
40649	accusative
40653	genitive
40655	genitive
40657	genitive
40663	genitive
genitive
40670	nominative
40672	nominative
40677	accusative
40680	genitive
40683	genitive
40687	accusative
40689	genitive
40692	genitive
40697	genitive
genitive
40704	accusative
40707	accusative
40714	genitive
genitive
40720	genitive
genitive
accusative
40727	genitive
genitive
40733	nominative
40736	nominative
40739	nominative
40746	genitive
40757	accusative
40759	genitive
accusative
genitive
nominative
accusative
accusative
40766	genitive
genitive
accusative
40771	genitive
40774	accusative
40777	nominative
nominative
40781	nominative
40783	nominative
40790	accusative
40796	accusative
accusative
40803	accusative
40808	accusative
accusative
40811	genitive
40815	nominative
nominative
40819	genitive
40829	accusative
40834	accusative
40838	accusative
40841	nominative
40847	nominative
40851	nominative
genitive
40855	nominative
40859	accusative
40861	accusative
40863	nominative
40877	genitive
genitive
40883	genitive
40889	genitive
40891	genitive
40894	genitive
40897	nominative
40899	genitive
40901	genitive
40904	genitive
40906	nominative
40912	accusative
accusative
40916	accusative
accusative
40924	accusative
40926	nominative
40928	genitive
genitive
nominative
40939	nominative
40946	accusative
genitive
40952	genitive
40956	genitive
40961	accusative
accusative
40966	nominative
accusative
40975	genitive
40982	accusative
40987	nominative
40989	nominative
genitive
40993	nominative
40995	nominative
nominative
nominative
41000	accusative
41002	accusative
41007	genitive
41010	genitive
41013	genitive
genitive
41016	nominative
41026	accusative
accusative
41029	accusative
accusative
41041	nominative
41047	genitive
41054	accusative
41058	accusative
41061	nominative
41066	nominative
41068	nominative
41087	accusative
41095	genitive
41098	genitive
41100	genitive
41105	genitive
41108	genitive
41111	nominative
nominative
41115	genitive
41125	genitive
41128	genitive
41130	genitive
41133	nominative
41138	genitive
41147	accusative
41153	accusative
41157	nominative
accusative
41167	accusative
41169	genitive
41180	accusative
41185	accusative
41191	accusative
41195	nominative
41199	nominative
nominative
41203	genitive
41209	accusative
41211	genitive
41218	accusative
41222	nominative
41225	nominative
genitive
41229	nominative
41245	genitive
41250	genitive
41252	nominative
41255	genitive
41259	nominative
41266	nominative
41272	accusative
41275	genitive
41281	nominative
41289	nominative
41293	genitive
41297	genitive
41302	nominative
41310	nominative
41312	nominative
41321	nominative
41323	genitive
41325	genitive
41329	genitive
41336	accusative
41338	nominative
41342	accusative
41344	accusative
41353	accusative
accusative
41363	nominative
41371	genitive
41374	genitive
41381	accusative
41385	nominative
41393	nominative
41398	nominative
41402	nominative
41407	nominative
41415	genitive
41417	genitive
41420	nominative
41424	nominative
41429	genitive
41443	nominative
41449	accusative
41451	genitive
41453	accusative
41471	genitive
41500	nominative
41502	nominative
41507	nominative
41509	nominative
41513	nominative
41515	genitive
41518	nominative
41523	genitive
nominative
41528	nominative
41531	genitive
41534	genitive
41537	genitive
41542	genitive
nominative
41548	genitive
41551	genitive
41554	genitive
genitive
41557	genitive
41559	genitive
accusative
41562	genitive
41564	nominative
nominative
nominative
41574	accusative
41579	nominative
41581	nominative
genitive
41587	genitive
41592	genitive
41594	nominative
41605	accusative
genitive
41609	nominative
nominative
41614	genitive
41622	nominative
41624	nominative
41626	nominative
41634	accusative
41643	accusative
41645	accusative
41651	accusative
genitive
accusative
41658	nominative
41660	nominative
41663	nominative
41668	nominative
41674	genitive
41680	accusative
nominative
41704	genitive
41706	genitive
41709	genitive
41721	accusative
genitive
41727	genitive
41731	accusative
41737	accusative
41739	nominative
41742	genitive
nominative
41746	genitive
41751	genitive
41757	genitive
41761	accusative
41765	accusative
41771	accusative
41774	nominative
41776	nominative
41778	accusative
41781	genitive
41784	accusative
accusative
genitive
accusative
41791	nominative
41796	nominative
41800	nominative
nominative
41805	genitive
41809	accusative
41812	accusative
41814	accusative
accusative
41817	accusative
41822	genitive
41828	genitive
41835	genitive
41838	genitive
41849	nominative
41853	genitive
41856	genitive
41861	nominative
41866	nominative
41869	genitive
41871	genitive
genitive
41874	genitive
41876	genitive
41878	genitive
genitive
41881	genitive
genitive
41885	genitive
41888	nominative
41892	genitive
41896	nominative
41904	accusative
41910	nominative
41913	genitive
nominative
41916	nominative
genitive
41922	genitive
41928	genitive
41933	accusative
41938	accusative
41942	accusative
41944	accusative
41950	nominative
41952	accusative
nominative
nominative
41956	nominative
41958	accusative
41961	genitive
genitive
41965	genitive
41968	nominative
accusative
41973	accusative
accusative
41976	genitive
genitive
41979	nominative
41981	genitive
nominative
41986	nominative
41988	nominative
41990	nominative
41992	nominative
41995	accusative
41998	accusative
42004	genitive
42006	nominative
42010	nominative
42014	genitive
42023	accusative
42025	genitive
42029	accusative
genitive
42048	nominative
42050	nominative
42053	genitive
42060	accusative
42069	nominative
accusative
accusative
42074	genitive
42077	genitive
42084	genitive
42086	genitive
42089	genitive
42095	accusative
42101	genitive
42112	genitive
42118	genitive
42129	nominative
42133	accusative
42135	genitive
42138	genitive
42146	accusative
42163	accusative
42165	accusative
42168	nominative
42172	accusative
nominative
42175	genitive
42180	accusative
42183	genitive
42186	genitive
42193	accusative
42201	nominative
42207	nominative
nominative
42221	accusative
accusative
42226	nominative
42236	genitive
42238	genitive
42241	nominative
42245	accusative
42247	accusative
42250	nominative
42252	genitive
42254	accusative
genitive
genitive
42264	genitive
42267	genitive
42270	genitive
genitive
42280	genitive
42282	nominative
genitive
nominative
accusative
42295	accusative
42300	accusative
accusative
42312	nominative
42314	genitive
42323	genitive
42329	accusative
42331	accusative
42336	accusative
42338	accusative
42345	genitive
accusative
genitive
42351	accusative
42353	genitive
42358	genitive
42362	accusative
42367	genitive
42374	genitive
42376	genitive
42383	nominative
42388	nominative
42391	nominative
42396	nominative
42404	genitive
42407	nominative
42411	nominative
42415	nominative
42420	genitive
42424	accusative
genitive
42429	nominative
42431	genitive
42440	accusative
42442	genitive
42449	accusative
42451	genitive
42455	genitive
42464	nominative
42469	accusative
42474	genitive
42477	genitive
42484	nominative
42489	nominative
42491	nominative
42494	genitive
42497	genitive
42500	nominative
accusative
42506	nominative
42508	nominative
42512	nominative
42515	genitive
42525	accusative
42527	accusative
42536	nominative
nominative
42541	genitive
42546	genitive
42557	nominative
42562	genitive
42564	genitive
42569	genitive
42571	genitive
42573	nominative
nominative
nominative
42600	nominative
42605	genitive
accusative
42617	nominative
42625	nominative
42632	accusative
42634	genitive
42637	nominative
42639	genitive
42666	nominative
42668	genitive
42673	nominative
accusative
42677	nominative
42683	genitive
42685	genitive
42688	genitive
42702	genitive
42722	nominative
42724	genitive
42726	nominative
accusative
42751	accusative
42756	genitive
42758	genitive
42760	nominative
nominative
accusative
42764	accusative
42766	nominative
42771	accusative
42774	nominative
42776	genitive
42779	nominative
nominative
nominative
42785	genitive
42790	accusative
42796	accusative
42799	nominative
42801	genitive
42803	nominative
nominative
nominative
42809	genitive
42813	genitive
42816	genitive
42818	genitive
42823	genitive
accusative
genitive
42827	genitive
42829	genitive
42833	nominative
42839	nominative
42841	genitive
42844	accusative
nominative
nominative
42849	nominative
42851	nominative
42854	genitive
42857	genitive
42864	genitive
42866	nominative
42878	genitive
42880	accusative
42883	nominative
accusative
42887	accusative
42890	nominative
42892	nominative
42896	accusative
42900	genitive
nominative
42904	genitive
42906	genitive
42911	genitive
42921	nominative
42926	genitive
genitive
42929	nominative
42933	genitive
42937	accusative
accusative
42940	accusative
accusative
42943	nominative
42949	accusative
nominative
nominative
42954	genitive
42956	accusative
42969	accusative
42971	nominative
42975	nominative
nominative
nominative
42983	accusative
42987	accusative
42989	genitive
42994	genitive
42997	accusative
43000	nominative
43002	nominative
43010	nominative
accusative
43014	nominative
43018	nominative
43024	genitive
43026	genitive
43029	genitive
43040	nominative
nominative
43043	genitive
genitive
43054	nominative
nominative
nominative
43061	accusative
accusative
43064	accusative
43066	accusative
accusative
43069	genitive
43071	accusative
43075	accusative
43077	accusative
43080	genitive
43090	nominative
43092	nominative
43097	nominative
43102	accusative
43104	nominative
43108	genitive
43110	genitive
genitive
nominative
43119	nominative
43126	nominative
43129	accusative
43134	accusative
43137	genitive
43139	genitive
43141	genitive
nominative
43146	accusative
43149	genitive
genitive
genitive
43157	genitive
genitive
43160	nominative
43164	accusative
43166	accusative
43169	nominative
43174	accusative
43176	genitive
43181	nominative
43184	nominative
nominative
nominative
43188	accusative
43192	genitive
accusative
43196	accusative
43203	accusative
43207	genitive
genitive
43215	accusative
43218	accusative
43221	genitive
43224	genitive
43227	genitive
43230	nominative
43232	genitive
43235	genitive
43240	genitive
43251	nominative
43253	nominative
43255	nominative
43257	nominative
43259	nominative
43261	nominative
43263	nominative
43265	nominative
43267	nominative
43270	genitive
43273	nominative
43276	genitive
43279	nominative
43281	genitive
genitive
43286	accusative
43291	genitive
43301	genitive
43306	accusative
accusative
43309	genitive
43316	nominative
43318	genitive
43322	nominative
genitive
43325	genitive
43329	genitive
43340	nominative
43342	genitive
43347	accusative
43349	nominative
nominative
43354	nominative
43357	accusative
accusative
43370	accusative
43372	genitive
genitive
nominative
43376	accusative
43379	nominative
43381	genitive
43384	genitive
43393	genitive
genitive
43396	genitive
43399	genitive
43403	nominative
43406	genitive
43409	genitive
43412	genitive
43418	genitive
43420	genitive
43422	genitive
43426	nominative
genitive
43438	nominative
nominative
43443	genitive
43453	nominative
43461	nominative
43468	accusative
43470	genitive
43482	accusative
43485	nominative
43487	nominative
43489	nominative
43495	accusative
43499	accusative
43501	genitive
43505	genitive
43507	genitive
43510	accusative
43514	genitive
43519	genitive
genitive
43526	genitive
43529	genitive
43538	nominative
43541	nominative
43544	nominative
43546	genitive
genitive
43552	accusative
43555	accusative
43561	genitive
accusative
43569	nominative
nominative
43572	accusative
43575	accusative
43577	genitive
43582	accusative
accusative
43586	accusative
43591	accusative
43599	nominative
accusative
43610	nominative
43614	accusative
43619	genitive
genitive
43623	nominative
43629	genitive
43634	accusative
43646	nominative
43658	genitive
43665	accusative
43670	accusative
accusative
43673	genitive
43678	nominative
43684	nominative
43689	accusative
43698	accusative
43707	genitive
43709	nominative
43713	accusative
43715	genitive
43722	nominative
43733	genitive
genitive
accusative
43737	accusative
43751	nominative
43753	nominative
43756	genitive
43761	genitive
43766	nominative
accusative
43772	nominative
43780	nominative
43782	genitive
43784	nominative
43790	nominative
43795	genitive
nominative
nominative
43804	nominative
43806	nominative
43808	accusative
43817	nominative
43819	genitive
43821	genitive
43824	nominative
43826	genitive
43828	genitive
43833	genitive
nominative
43839	genitive
43845	accusative
43854	accusative
genitive
accusative
genitive
43861	nominative
43865	nominative
nominative
43868	accusative
43870	nominative
43874	accusative
43877	accusative
43879	genitive
genitive
43885	genitive
43888	accusative
43891	genitive
43894	genitive
genitive
43898	nominative
nominative
43912	nominative
43914	accusative
accusative
genitive
accusative
43922	accusative
43935	accusative
43938	genitive
43945	nominative
43947	genitive
43949	nominative
nominative
43961	accusative
accusative
43965	accusative
accusative
43970	accusative
43974	accusative
43976	genitive
43979	accusative
43982	nominative
43987	genitive
43990	accusative
43992	genitive
43997	genitive
43999	genitive
44002	genitive
44006	nominative
44009	genitive
44012	genitive
44014	accusative
44016	genitive
44024	accusative
44031	genitive
44033	genitive
44043	genitive
44045	nominative
44047	nominative
44050	nominative
44065	accusative
44068	nominative
44071	genitive
44075	genitive
44078	nominative
44080	genitive
44082	genitive
nominative
44087	accusative
44089	accusative
44092	nominative
44096	nominative
44098	nominative
nominative
44103	nominative
44105	genitive
genitive
44108	genitive
44112	nominative
44115	genitive
44117	accusative
accusative
44122	genitive
44127	nominative
44135	accusative
44138	genitive
44146	accusative
44148	nominative
44152	genitive
44155	accusative
44157	accusative
44164	accusative
44173	genitive
44181	genitive
44193	accusative
44195	genitive
44203	nominative
44207	genitive
44219	accusative
44221	accusative
44226	accusative
44229	genitive
44231	genitive
44243	nominative
44245	accusative
44251	accusative
44255	genitive
genitive
44270	genitive
nominative
44286	nominative
44288	accusative
genitive
genitive
44294	nominative
44313	accusative
44315	genitive
44324	nominative
44329	genitive
accusative
44334	genitive
44341	nominative
44346	genitive
genitive
44360	nominative
44362	accusative
genitive
44368	accusative
44375	genitive
44380	genitive
accusative
44393	nominative
44395	accusative
accusative
44402	nominative
44405	genitive
44409	accusative
44424	nominative
44426	genitive
44433	nominative
44435	genitive
44441	accusative
44445	genitive
44451	accusative
accusative
44454	genitive
accusative
44461	nominative
44463	genitive
44466	nominative
nominative
accusative
44470	accusative
44483	genitive
44486	genitive
44493	genitive
44500	genitive
genitive
44509	nominative
nominative
44515	nominative
44517	genitive
genitive
44529	accusative
accusative
44534	accusative
44547	genitive
44558	genitive
44560	genitive
44562	genitive
44564	nominative
44566	nominative
44569	nominative
44572	genitive
44574	accusative
44576	genitive
44578	genitive
44582	nominative
44595	nominative
44597	genitive
44599	genitive
44601	genitive
44607	genitive
44612	nominative
44614	genitive
44619	nominative
44622	nominative
44627	nominative
accusative
44634	nominative
44638	nominative
44643	nominative
44645	accusative
44647	accusative
44652	accusative
44659	genitive
44664	accusative
44666	genitive
44670	nominative
44673	genitive
44675	genitive
44681	genitive
genitive
44688	nominative
44690	nominative
44694	accusative
44696	nominative
44699	nominative
44701	nominative
44703	genitive
44707	nominative
44713	accusative
nominative
genitive
44717	genitive
44722	nominative
44727	genitive
44729	genitive
44733	nominative
44735	accusative
44738	genitive
accusative
44741	nominative
44743	genitive
44747	nominative
44749	accusative
44752	accusative
44759	accusative
44763	nominative
44768	accusative
44772	nominative
44783	genitive
accusative
accusative
44788	accusative
44794	genitive
44797	accusative
44800	nominative
genitive
44808	genitive
genitive
44812	genitive
44828	genitive
44831	genitive
44836	accusative
44839	accusative
44844	accusative
44847	genitive
44851	accusative
44854	genitive
44859	accusative
44864	nominative
44874	nominative
nominative
44878	nominative
44881	accusative
44883	genitive
44886	nominative
44894	nominative
genitive
44909	genitive
44914	accusative
44919	nominative
44922	accusative
44933	genitive
44939	genitive
44941	nominative
44945	genitive
44952	genitive
nominative
44973	nominative
44976	accusative
44979	accusative
44984	genitive
accusative
44987	accusative
nominative
44998	nominative
45002	genitive
genitive
45006	accusative
45008	accusative
nominative
45012	accusative
45014	genitive
45016	accusative
45020	genitive
45022	genitive
45033	genitive
genitive
45043	genitive
genitive
45048	accusative
45058	genitive
45064	nominative
45071	genitive
45077	nominative
45079	genitive
45096	nominative
45098	nominative
45101	genitive
45111	nominative
45116	nominative
45119	nominative
45125	nominative
45143	accusative
45163	accusative
45172	accusative
45176	accusative
accusative
45181	accusative
accusative
45187	accusative
45196	accusative
45199	genitive
45202	accusative
45210	genitive
genitive
45216	accusative
45222	accusative
45233	nominative
45236	nominative
nominative
45244	genitive
genitive
nominative
45250	nominative
45253	accusative
45257	genitive
45269	nominative
45273	accusative
45278	genitive
45280	accusative
45283	accusative
45287	nominative
45289	genitive
genitive
nominative
45294	nominative
45300	accusative
45312	nominative
45314	accusative
45316	accusative
45322	nominative
45334	accusative
45351	accusative
45353	genitive
45369	nominative
45374	nominative
45379	nominative
45384	genitive
45389	genitive
genitive
45395	genitive
45404	accusative
45409	accusative
45412	accusative
45416	genitive
45425	genitive
45429	genitive
45432	genitive
45435	accusative
genitive
nominative
45440	accusative
45455	nominative
45457	nominative
45461	nominative
45463	genitive
45466	nominative
45471	genitive
45473	genitive
45475	nominative
45478	genitive
45481	genitive
genitive
45485	genitive
45495	nominative
45506	nominative
45510	genitive
45516	accusative
45518	accusative
45521	nominative
45527	genitive
45532	nominative
45537	genitive
45539	accusative
accusative
45542	genitive
45544	accusative
45546	nominative
genitive
45550	genitive
45553	accusative
45562	genitive
45569	genitive
45575	genitive
45581	accusative
45591	genitive
45594	genitive
genitive
45598	genitive
45603	genitive
45606	accusative
45611	accusative
45614	genitive
genitive
45618	accusative
genitive
45621	nominative
45640	nominative
45643	genitive
45645	genitive
45649	genitive
45651	accusative
45653	genitive
genitive
45658	nominative
45660	nominative
45665	nominative
45669	accusative
45671	genitive
accusative
45675	nominative
45677	nominative
45681	genitive
45685	genitive
45690	genitive
45698	genitive
genitive
accusative
45706	accusative
45719	accusative
45727	accusative
accusative
45733	genitive
45735	genitive
45741	nominative
accusative
accusative
45747	nominative
45753	genitive
45758	genitive
45760	accusative
45763	genitive
45770	genitive
45781	genitive
45783	accusative
45787	nominative
45790	genitive
45794	nominative
45800	accusative
45802	accusative
45813	accusative
genitive
45818	genitive
45821	nominative
45828	nominative
45831	nominative
45834	genitive
genitive
45838	genitive
45844	accusative
45847	accusative
45852	nominative
45856	accusative
45877	genitive
45879	nominative
45883	genitive
45891	genitive
45902	accusative
45906	genitive
45911	accusative
45919	genitive
45925	nominative
45927	genitive
45932	genitive
45934	accusative
45936	genitive
45944	genitive
45959	genitive
45964	genitive
45966	genitive
45971	genitive
45973	accusative
45975	accusative
45977	genitive
45979	genitive
45982	genitive
45990	accusative
accusative
45997	nominative
45999	genitive
46006	nominative
nominative
46009	nominative
46015	genitive
46020	nominative
46026	nominative
46042	accusative
46049	nominative
46052	genitive
46059	genitive
46062	nominative
46067	genitive
genitive
genitive
46074	nominative
46078	nominative
46083	nominative
46089	nominative
46096	nominative
46098	accusative
46103	accusative
46106	accusative
46108	genitive
46111	nominative
46113	accusative
46115	genitive
46121	nominative
46126	genitive
46128	nominative
46130	genitive
46133	genitive
46135	genitive
46137	genitive
46144	accusative
46146	nominative
46149	genitive
46156	genitive
46159	nominative
46161	accusative
46169	genitive
46178	accusative
46183	genitive
46186	accusative
46191	accusative
46194	genitive
46196	genitive
46201	genitive
46205	genitive
46207	genitive
46212	genitive
46214	genitive
46220	genitive
46223	genitive
accusative
46228	accusative
46230	accusative
46235	accusative
46239	accusative
46242	nominative
accusative
46249	accusative
46251	accusative
46253	accusative
46255	accusative
46258	genitive
46260	genitive
accusative
46267	genitive
46269	accusative
46273	genitive
46278	genitive
46288	accusative
46290	accusative
46294	nominative
46303	accusative
46312	genitive
genitive
46315	accusative
46319	nominative
46321	nominative
46323	accusative
46325	accusative
46331	nominative
46338	accusative
46344	nominative
genitive
46350	genitive
46353	accusative
46358	accusative
46364	genitive
46367	accusative
46371	genitive
46377	accusative
46379	accusative
46382	accusative
46385	genitive
46387	genitive
46390	nominative
46396	nominative
genitive
accusative
genitive
46406	genitive
46415	nominative
46417	accusative
46420	accusative
46422	accusative
46424	genitive
46438	genitive
46451	accusative
46453	genitive
46460	nominative
46462	genitive
46470	genitive
46480	genitive
genitive
46486	genitive
46492	nominative
genitive
46502	nominative
genitive
46508	accusative
46510	accusative
46514	nominative
46519	nominative
46522	accusative
genitive
46531	accusative
46533	genitive
46536	genitive
46538	genitive
46544	genitive
46548	nominative
46555	genitive
nominative
46558	accusative
46564	accusative
46568	accusative
46573	genitive
46578	genitive
genitive
46583	accusative
46595	genitive
46598	genitive
46603	nominative
46606	nominative
46608	genitive
46617	accusative
genitive
46623	genitive
46631	accusative
46635	genitive
46638	accusative
46646	accusative
46651	accusative
46654	nominative
46656	nominative
46661	genitive
46663	genitive
46672	genitive
genitive
46677	accusative
46688	genitive
46692	accusative
46696	genitive
accusative
46704	genitive
46709	genitive
genitive
46729	genitive
46734	nominative
46736	genitive
46739	accusative
46749	genitive
46752	accusative
46754	genitive
46762	genitive
46767	nominative
46769	nominative
46772	nominative
46774	nominative
46779	nominative
46781	genitive
46791	genitive
46808	genitive
46819	nominative
46822	nominative
46824	genitive
46826	nominative
46828	nominative
46833	accusative
genitive
genitive
46841	accusative
46848	nominative
46850	nominative
46855	accusative
46864	accusative
accusative
46867	genitive
genitive
46871	accusative
genitive
genitive
accusative
46886	accusative
genitive
genitive
46890	genitive
nominative
46896	genitive
genitive
nominative
46904	accusative
46912	accusative
46915	accusative
46927	nominative
46929	genitive
46931	genitive
46935	genitive
46938	genitive
46941	genitive
nominative
46946	accusative
46949	accusative
46951	nominative
46953	genitive
genitive
46960	genitive
46963	accusative
46965	genitive
genitive
46969	nominative
46973	genitive
46977	nominative
46979	nominative
accusative
46988	nominative
46990	genitive
46992	genitive
47002	nominative
nominative
47012	accusative
47014	genitive
genitive
47023	accusative
47027	accusative
47047	accusative
47050	accusative
47060	nominative
nominative
47068	accusative
accusative
accusative
47078	nominative
47084	nominative
nominative
47094	genitive
47098	nominative
47100	nominative
nominative
47105	nominative
accusative
47112	nominative
47115	nominative
47124	nominative
47127	accusative
47129	nominative
47133	nominative
47135	nominative
47137	genitive
genitive
nominative
47150	genitive
genitive
genitive
47154	genitive
47162	genitive
genitive
47167	accusative
47181	genitive
genitive
47186	accusative
47192	nominative
47197	accusative
47199	accusative
47201	accusative
47206	accusative
47224	genitive
47227	nominative
47236	nominative
47247	genitive
47249	genitive
47254	nominative
47259	genitive
47261	nominative
nominative
accusative
47265	accusative
47278	genitive
47281	nominative
nominative
47288	genitive
47294	nominative
47296	genitive
47300	accusative
47302	genitive
47308	nominative
47313	genitive
accusative
47319	genitive
47324	nominative
47330	genitive
47333	nominative
genitive
47337	genitive
47342	genitive
genitive
47348	accusative
47353	genitive
47355	nominative
47360	accusative
47363	genitive
47370	genitive
genitive
47373	genitive
47378	nominative
47385	accusative
47396	accusative
47408	accusative
47413	genitive
47416	nominative
47425	genitive
47430	genitive
47433	nominative
47435	genitive
47439	nominative
nominative
47442	nominative
47445	genitive
47448	genitive
47451	genitive
47454	genitive
47458	accusative
47469	accusative
47471	genitive
47477	nominative
nominative
47484	accusative
47490	accusative
genitive
genitive
47496	nominative
47501	genitive
47507	accusative
accusative
47519	nominative
47521	accusative
47523	genitive
47532	genitive
47536	accusative
47539	nominative
47548	genitive
47550	genitive
47555	accusative
47557	genitive
47571	nominative
47574	nominative
47581	accusative
47583	nominative
47587	genitive
47592	genitive
47598	nominative
genitive
47606	accusative
47611	nominative
47617	genitive
47634	nominative
genitive
47640	accusative
47646	nominative
47653	nominative
47658	nominative
accusative
nominative
nominative
47665	genitive
47673	genitive
47677	nominative
47685	accusative
47699	genitive
47707	nominative
47714	genitive
47719	nominative
47730	nominative
47736	nominative
47756	nominative
47760	nominative
47768	genitive
47774	genitive
47792	accusative
47794	genitive
47797	genitive
47809	nominative
47813	accusative
47819	nominative
47821	genitive
47850	nominative
47857	nominative
nominative
47862	nominative
47867	nominative
47874	genitive
nominative
nominative
47878	accusative
47886	nominative
47893	accusative
47896	nominative
47904	genitive
genitive
genitive
47909	genitive
47912	nominative
47915	nominative
nominative
47923	genitive
47926	genitive
47929	nominative
accusative
47935	genitive
47937	nominative
47940	accusative
47945	accusative
47947	genitive
47952	genitive
47957	genitive
47960	accusative
47962	accusative
47964	genitive
genitive
47971	accusative
47974	nominative
47979	genitive
47983	nominative
47986	accusative
47990	nominative
47996	nominative
48000	nominative
48005	genitive
48008	accusative
48011	genitive
48013	genitive
48016	nominative
accusative
48021	nominative
48024	nominative
48027	genitive
48031	accusative
48034	nominative
48037	nominative
48039	genitive
48042	nominative
48047	genitive
48051	nominative
nominative
genitive
48064	nominative
48073	genitive
48075	nominative
48091	nominative
48103	genitive
48106	nominative
48109	genitive
48113	genitive
48118	genitive
48121	accusative
48124	nominative
48133	nominative
nominative
48137	genitive
48139	genitive
48152	nominative
48155	genitive
48161	accusative
48164	genitive
48167	genitive
nominative
48170	accusative
48173	nominative
48177	accusative
48182	genitive
nominative
48188	nominative
48190	nominative
48197	accusative
48199	nominative
48213	nominative
48217	accusative
48226	accusative
48229	accusative
48233	accusative
48235	genitive
48241	accusative
48245	nominative
48251	genitive
48256	genitive
genitive
48260	genitive
48268	genitive
48274	nominative
genitive
48278	genitive
48283	accusative
48289	nominative
48295	genitive
48301	accusative
48312	genitive
nominative
48316	genitive
48320	genitive
48323	nominative
48325	genitive
48328	nominative
48331	genitive
genitive
48351	nominative
48353	accusative
accusative
48361	accusative
48363	nominative
48366	genitive
genitive
nominative
48372	nominative
48376	accusative
48381	accusative
48384	genitive
48392	genitive
genitive
48396	nominative
48400	genitive
genitive
48406	accusative
48411	accusative
genitive
genitive
genitive
48421	nominative
accusative
48424	accusative
48426	genitive
48429	accusative
48432	accusative
48435	accusative
48437	genitive
genitive
genitive
48442	genitive
nominative
48445	accusative
48448	nominative
48452	accusative
48457	genitive
nominative
48465	genitive
48481	nominative
48483	nominative
nominative
48488	nominative
48494	accusative
accusative
48504	nominative
48511	genitive
48518	genitive
48521	nominative
48530	genitive
48532	genitive
48539	accusative
48545	genitive
48555	accusative
genitive
48559	nominative
48562	nominative
genitive
48566	accusative
48573	genitive
genitive
48581	genitive
48585	nominative
nominative
48596	genitive
48598	accusative
genitive
48601	nominative
nominative
genitive
48607	nominative
48611	accusative
48616	accusative
48619	genitive
48624	genitive
48627	accusative
48631	nominative
48633	nominative
48640	nominative
48645	genitive
48647	accusative
48657	genitive
48660	accusative
48663	accusative
48665	genitive
48670	nominative
48672	accusative
48675	genitive
48678	accusative
48680	nominative
48687	genitive
genitive
48692	accusative
48704	accusative
48714	genitive
genitive
48717	nominative
48719	nominative
48727	genitive
48730	genitive
genitive
genitive
48735	nominative
48740	nominative
48743	nominative
48745	accusative
48749	nominative
nominative
48756	genitive
genitive
nominative
genitive
48761	nominative
48765	accusative
48767	genitive
48770	nominative
nominative
48776	genitive
48778	nominative
48783	nominative
48787	genitive
genitive
48790	accusative
48792	nominative
nominative
nominative
48796	nominative
48804	nominative
genitive
48810	nominative
48812	nominative
nominative
genitive
48818	nominative
48820	accusative
48828	accusative
48832	nominative
nominative
48837	nominative
48845	genitive
48851	genitive
48854	nominative
48857	nominative
48860	nominative
48866	accusative
48873	genitive
48879	nominative
nominative
48891	genitive
48894	genitive
48909	accusative
48913	genitive
genitive
48918	nominative
48921	nominative
genitive
48932	genitive
48935	genitive
48938	genitive
48944	nominative
48946	accusative
48950	nominative
48956	accusative
48959	nominative
48963	nominative
48965	genitive
48969	nominative
48973	accusative
48975	accusative
48982	accusative
48984	genitive
genitive
accusative
accusative
genitive
48995	genitive
48997	genitive
49000	genitive
nominative
49003	accusative
49006	nominative
49010	accusative
49015	genitive
nominative
49023	accusative
49026	accusative
49032	genitive
49039	accusative
genitive
genitive
49044	nominative
49049	accusative
49052	accusative
49055	genitive
49061	accusative
accusative
49070	genitive
accusative
nominative
genitive
nominative
49080	accusative
49087	genitive
49091	nominative
49093	nominative
49101	nominative
49107	genitive
49116	nominative
49118	nominative
49121	nominative
49130	genitive
49132	genitive
49139	accusative
accusative
49157	accusative
49163	nominative
49167	genitive
49178	nominative
49184	nominative
49189	nominative
49192	accusative
genitive
49195	accusative
genitive
49198	accusative
genitive
49202	nominative
genitive
49207	genitive
49211	accusative
49219	nominative
49221	nominative
nominative
49226	nominative
49229	accusative
49241	accusative
49244	nominative
49256	genitive
49259	nominative
49262	nominative
49264	nominative
49268	genitive
49273	accusative
49275	accusative
49277	nominative
49283	nominative
49286	nominative
49291	genitive
49295	nominative
49302	nominative
49308	nominative
49314	accusative
49316	nominative
49320	nominative
49324	accusative
49329	accusative
49332	genitive
49341	nominative
49346	genitive
49348	accusative
49357	accusative
49359	genitive
49363	nominative
49369	nominative
49371	genitive
49374	genitive
genitive
49377	genitive
49379	genitive
49384	accusative
accusative
49388	nominative
accusative
49391	genitive
49393	accusative
49395	accusative
49397	genitive
49402	accusative
49406	nominative
49408	nominative
49414	accusative
49416	accusative
49418	genitive
49421	nominative
49423	nominative
49426	genitive
49428	genitive
49435	nominative
49437	nominative
49447	accusative
49454	nominative
49460	genitive
genitive
49463	genitive
49466	nominative
genitive
49474	accusative
genitive
49479	nominative
genitive
49485	genitive
49488	nominative
49490	accusative
49492	nominative
nominative
49498	accusative
49502	accusative
49504	genitive
49506	nominative
nominative
49511	nominative
49514	nominative
nominative
49522	genitive
genitive
accusative
49528	nominative
49531	genitive
49536	nominative
49538	nominative
49547	genitive
49552	nominative
49554	nominative
accusative
49561	nominative
49564	nominative
49568	nominative
49571	accusative
49573	nominative
49585	genitive
accusative
49592	nominative
49595	nominative
49599	nominative
49601	accusative
accusative
genitive
49608	genitive
49620	nominative
49623	genitive
49628	nominative
49630	accusative
49632	accusative
genitive
49639	nominative
49641	accusative
49648	nominative
49651	genitive
49655	accusative
49662	genitive
49665	genitive
49668	accusative
49674	nominative
49676	accusative
49684	nominative
49694	accusative
49706	nominative
49719	nominative
49725	genitive
genitive
49728	genitive
49736	accusative
nominative
49739	genitive
49741	accusative
49744	genitive
49747	genitive
49751	genitive
49753	nominative
49756	genitive
49761	accusative
49764	accusative
49766	genitive
49772	genitive
49774	genitive
49776	nominative
genitive
49782	genitive
49785	genitive
49787	accusative
49807	accusative
49811	nominative
49816	genitive
49818	genitive
49820	nominative
49822	nominative
49826	nominative
49831	accusative
accusative
accusative
49838	accusative
49842	nominative
49851	nominative
genitive
49857	genitive
49860	genitive
49863	genitive
accusative
49866	accusative
49871	genitive
49873	genitive
49878	accusative
49886	nominative
49888	nominative
49890	nominative
49893	genitive
49904	genitive
49908	nominative
49914	nominative
49917	genitive
nominative
49920	genitive
49923	genitive
49929	nominative
nominative
49941	nominative
49944	genitive
49951	nominative
49953	genitive
49955	genitive
49961	accusative
accusative
49971	accusative
49973	genitive
49982	accusative
49988	genitive
49993	genitive
49996	nominative
49998	genitive
50001	nominative
50007	accusative
accusative
accusative
50012	accusative
50015	accusative
50021	accusative
50024	nominative
50028	nominative
50031	genitive
50038	accusative
50041	accusative
50044	genitive
nominative
nominative
50052	nominative
50058	genitive
50060	genitive
50063	accusative
50069	genitive
genitive
50076	genitive
50079	genitive
genitive
50082	genitive
50084	accusative
50086	nominative
nominative
50092	genitive
50094	genitive
50096	nominative
50099	genitive
50104	nominative
50106	nominative
50108	nominative
50110	genitive
50116	nominative
50118	accusative
50122	genitive
genitive
50126	accusative
50131	accusative
50135	nominative
genitive
50142	genitive
50144	accusative
accusative
50147	nominative
50153	accusative
50159	genitive
50161	genitive
50164	nominative
50166	genitive
50170	accusative
50174	accusative
50183	genitive
50190	nominative
50193	accusative
50195	accusative
50205	nominative
50223	nominative
50228	nominative
50236	nominative
50239	nominative
50244	nominative
50259	genitive
50261	genitive
50272	genitive
50283	accusative
50285	accusative
50291	accusative
50301	accusative
accusative
genitive
50309	nominative
50314	genitive
50321	accusative
50326	genitive
50329	genitive
genitive
50336	nominative
50338	accusative
50340	nominative
nominative
50343	nominative
50345	nominative
50352	nominative
50356	accusative
50360	accusative
50364	nominative
50366	nominative
50371	accusative
50373	nominative
nominative
50384	genitive
genitive
accusative
genitive
50395	genitive
50402	genitive
50404	genitive
50408	genitive
50417	accusative
50424	genitive
50427	genitive
50433	genitive
50435	genitive
50437	nominative
nominative
50440	genitive
50444	accusative
50446	genitive
50453	accusative
50458	accusative
50460	accusative
50466	accusative
50473	genitive
50476	genitive
50481	accusative
50488	accusative
genitive
50492	nominative
50495	nominative
50502	nominative
50516	accusative
genitive
50526	accusative
50529	accusative
50533	genitive
50536	genitive
50541	accusative
50544	accusative
50547	genitive
50551	accusative
50555	genitive
50558	nominative
50562	genitive
50564	accusative
50569	nominative
nominative
50576	genitive
50580	nominative
50582	genitive
50586	nominative
50590	genitive
50597	genitive
50601	nominative
50605	genitive
50612	genitive
50616	accusative
50620	genitive
50625	genitive
50628	accusative
50630	nominative
nominative
50639	genitive
50647	genitive
50650	nominative
50653	genitive
nominative
50656	genitive
50658	genitive
50661	genitive
50666	accusative
50673	genitive
genitive
50679	genitive
50688	accusative
50691	accusative
genitive
50695	accusative
50712	accusative
50717	accusative
50719	genitive
50722	accusative
50726	nominative
nominative
50744	genitive
50765	genitive
50767	nominative
50770	nominative
nominative
50786	accusative
50795	genitive
50800	nominative
50806	accusative
50812	nominative
50814	nominative
50820	genitive
50825	genitive
50831	genitive
50834	accusative
50837	accusative
nominative
50840	nominative
50847	accusative
50851	nominative
50857	accusative
nominative
50860	accusative
50863	nominative
50869	genitive
50877	genitive
50882	nominative
50891	genitive
50893	accusative
50902	nominative
50908	accusative
genitive
50914	genitive
50919	genitive
50921	nominative
50925	accusative
nominative
50928	accusative
50930	genitive
50932	genitive
50940	genitive
50942	genitive
50945	genitive
genitive
50952	genitive
50955	accusative
50957	genitive
50962	nominative
50965	genitive
50967	nominative
nominative
nominative
50971	nominative
50973	nominative
50975	nominative
50980	genitive
50983	accusative
50989	nominative
50993	nominative
50997	genitive
51000	nominative
51003	genitive
51013	nominative
51015	nominative
51018	accusative
51020	genitive
51025	nominative
51028	genitive
51030	nominative
51034	accusative
51036	accusative
51040	nominative
51046	nominative
51048	genitive
51052	nominative
51065	genitive
51070	accusative
genitive
51077	nominative
accusative
genitive
51085	genitive
accusative
genitive
51091	nominative
51095	accusative
genitive
genitive
51100	nominative
nominative
51103	accusative
genitive
genitive
51107	nominative
genitive
51110	nominative
51112	nominative
51117	genitive
51124	genitive
51129	nominative
genitive
51135	genitive
51137	genitive
51139	genitive
51148	accusative
genitive
51154	genitive
51160	nominative
nominative
51163	nominative
51167	genitive
genitive
genitive
51172	nominative
nominative
51175	genitive
genitive
genitive
51179	accusative
genitive
51186	genitive
51194	accusative
genitive
accusative
51206	genitive
51209	accusative
51217	genitive
51219	nominative
nominative
51229	accusative
51237	genitive
51239	nominative
51244	nominative
51253	nominative
51264	nominative
51268	genitive
51274	nominative
51276	genitive
51280	accusative
51283	nominative
51286	genitive
51288	nominative
51291	nominative
51296	accusative
51298	genitive
51302	accusative
51304	genitive
51311	genitive
51313	nominative
51315	genitive
51317	accusative
51320	nominative
51326	genitive
51334	genitive
51345	genitive
51348	accusative
51351	accusative
51353	genitive
51357	nominative
51361	accusative
51363	nominative
51366	genitive
51370	nominative
51373	nominative
51375	nominative
nominative
51380	nominative
51389	genitive
51399	accusative
51402	nominative
nominative
51408	genitive
51410	genitive
51413	nominative
nominative
51421	genitive
51424	genitive
51432	genitive
51439	accusative
51441	genitive
51444	nominative
51446	genitive
nominative
51459	nominative
accusative
51473	nominative
51479	genitive
51486	genitive
51490	genitive
51500	accusative
51503	nominative
51505	genitive
51516	accusative
51532	accusative
51538	nominative
51542	genitive
51546	accusative
51549	genitive
51560	genitive
51571	genitive
51576	nominative
51582	nominative
51585	accusative
51587	nominative
51596	nominative
51610	genitive
51613	genitive
51615	nominative
nominative
accusative
51620	nominative
51622	genitive
51627	accusative
51631	accusative
51639	nominative
51644	nominative
51651	accusative
51655	nominative
51659	accusative
genitive
51662	nominative
nominative
51668	accusative
51674	accusative
51676	genitive
51693	accusative
51696	nominative
51700	nominative
51704	nominative
51710	genitive
genitive
51716	genitive
genitive
51724	genitive
51726	genitive
51729	nominative
51732	genitive
51744	nominative
51750	genitive
51753	nominative
51761	genitive
51763	genitive
51765	accusative
51767	genitive
genitive
51775	nominative
genitive
51784	accusative
51786	genitive
51795	genitive
51799	nominative
51805	nominative
51821	genitive
51825	accusative
51827	genitive
genitive
51832	nominative
nominative
51835	nominative
51839	nominative
51853	accusative
51855	genitive
51862	nominative
genitive
51868	nominative
51872	genitive
51884	genitive
51889	accusative
51894	nominative
51899	accusative
51902	nominative
51907	genitive
51911	nominative
51917	accusative
51921	genitive
51923	accusative
genitive
genitive
51931	genitive
genitive
51939	genitive
51944	nominative
51947	genitive
51949	genitive
51953	nominative
51955	genitive
51959	accusative
genitive
genitive
genitive
nominative
51971	nominative
51975	genitive
51979	nominative
51981	genitive
51991	nominative
accusative
51994	nominative
nominative
52003	nominative
52005	nominative
52009	accusative
accusative
accusative
52014	accusative
52016	accusative
52024	genitive
52026	accusative
genitive
52034	accusative
52036	accusative
52042	nominative
52051	accusative
52053	nominative
52060	nominative
52066	accusative
52068	genitive
52071	genitive
52076	genitive
52081	accusative
52086	nominative
52090	nominative
52095	nominative
52097	genitive
52101	genitive
52107	nominative
52110	accusative
52128	genitive
accusative
52133	accusative
52141	accusative
52151	nominative
52157	nominative
52159	accusative
52161	nominative
nominative
52164	nominative
52170	accusative
52175	nominative
52177	nominative
52185	nominative
52188	genitive
52191	nominative
52195	genitive
52198	nominative
52202	genitive
52205	accusative
52208	accusative
52213	genitive
52218	nominative
52221	nominative
52224	genitive
52228	genitive
52234	nominative
52242	genitive
52244	genitive
52251	genitive
genitive
52258	genitive
genitive
52262	nominative
52264	nominative
52274	nominative
52276	nominative
52280	accusative
52283	nominative
52288	genitive
genitive
52295	accusative
52301	accusative
52304	accusative
52313	genitive
52315	genitive
52319	nominative
52327	nominative
52330	nominative
52333	nominative
52337	nominative
52348	accusative
52351	accusative
52353	genitive
52357	genitive
52362	nominative
52370	accusative
52373	accusative
52377	accusative
52379	nominative
52384	nominative
52386	genitive
52390	genitive
52398	genitive
nominative
52402	accusative
52408	genitive
52410	genitive
52415	nominative
52417	nominative
52423	accusative
accusative
52433	genitive
52438	genitive
52441	genitive
52447	nominative
52451	genitive
52455	accusative
52466	genitive
52474	nominative
52479	accusative
52485	accusative
52491	nominative
52497	nominative
52499	nominative
52505	genitive
52509	nominative
52515	accusative
52518	nominative
accusative
52522	nominative
52526	genitive
52532	accusative
52536	nominative
52539	nominative
nominative
52543	genitive
52547	nominative
52549	accusative
52560	genitive
52567	genitive
52569	genitive
52573	nominative
52577	accusative
nominative
52581	nominative
52583	nominative
52591	nominative
52593	nominative
nominative
52602	genitive
52608	genitive
52610	genitive
accusative
52613	genitive
52616	genitive
52618	nominative
52622	genitive
52625	genitive
52628	accusative
52634	genitive
52637	genitive
52639	genitive
52653	accusative
52661	nominative
52663	genitive
52669	genitive
52677	genitive
52681	nominative
52684	genitive
52686	nominative
52688	genitive
52691	genitive
52694	genitive
52703	nominative
52707	nominative
52710	genitive
52714	nominative
52722	nominative
52724	genitive
genitive
52730	nominative
accusative
52739	nominative
52743	genitive
52745	genitive
52752	accusative
genitive
52759	genitive
52765	genitive
52768	accusative
52773	genitive
52775	genitive
52783	genitive
52789	nominative
52792	genitive
52796	nominative
52798	genitive
nominative
52813	nominative
52824	nominative
52833	nominative
52837	genitive
52839	genitive
52844	genitive
52846	nominative
52848	genitive
52850	genitive
52853	accusative
52857	accusative
52859	accusative
nominative
52863	accusative
genitive
genitive
52867	genitive
52869	accusative
52871	genitive
52876	nominative
52878	genitive
52885	genitive
52888	nominative
52891	accusative
52893	genitive
52897	nominative
52901	genitive
52903	genitive
genitive
52912	genitive
52916	accusative
52919	accusative
nominative
52923	genitive
genitive
52927	accusative
52930	genitive
52934	genitive
genitive
52944	accusative
52949	accusative
52951	accusative
52954	genitive
52956	genitive
52960	nominative
nominative
52964	accusative
52966	accusative
52971	genitive
52973	genitive
52979	genitive
nominative
nominative
52983	nominative
52985	genitive
52987	nominative
52989	nominative
nominative
52992	nominative
genitive
52996	genitive
genitive
53000	accusative
53003	genitive
53006	genitive
53011	genitive
53013	genitive
53020	nominative
nominative
53027	accusative
53033	genitive
genitive
53040	genitive
53045	nominative
53047	genitive
53051	nominative
53053	genitive
53057	nominative
53064	genitive
accusative
53067	genitive
53072	genitive
53075	nominative
53078	accusative
53081	nominative
genitive
53085	genitive
53087	genitive
53091	accusative
53094	nominative
53096	genitive
53106	nominative
53108	genitive
53113	nominative
53116	genitive
genitive
genitive
nominative
53123	nominative
nominative
53129	nominative
53134	nominative
genitive
accusative
53139	genitive
nominative
53142	genitive
53145	genitive
53147	nominative
53149	nominative
nominative
53156	accusative
53165	genitive
53168	genitive
53170	nominative
53173	genitive
53176	nominative
53178	genitive
nominative
53183	genitive
53189	genitive
genitive
53192	accusative
53197	genitive
53203	genitive
53208	nominative
53210	genitive
accusative
53214	accusative
53222	genitive
53225	genitive
53231	accusative
accusative
53234	accusative
53238	accusative
53240	accusative
53244	nominative
53246	genitive
53250	nominative
53252	genitive
53257	accusative
53269	genitive
53272	nominative
53274	genitive
53277	nominative
53279	genitive
53285	genitive
53293	genitive
53296	genitive
nominative
53301	genitive
53304	nominative
53310	genitive
53314	nominative
53316	genitive
53319	genitive
53322	genitive
53327	genitive
53330	genitive
accusative
53333	accusative
53335	nominative
53339	genitive
53342	genitive
53345	nominative
53347	genitive
53350	genitive
53352	nominative
53359	genitive
53361	accusative
53366	genitive
53368	accusative
53371	accusative
53376	nominative
53379	nominative
53384	nominative
53387	nominative
53392	genitive
accusative
53397	genitive
53402	nominative
53406	nominative
nominative
genitive
genitive
53413	nominative
53415	nominative
53419	genitive
accusative
53423	nominative
53425	genitive
53430	nominative
accusative
accusative
53442	genitive
accusative
genitive
53446	genitive
nominative
nominative
53453	nominative
53455	accusative
53458	accusative
53462	nominative
53465	accusative
53471	accusative
53476	genitive
53480	nominative
53482	accusative
53488	genitive
53491	nominative
53506	genitive
accusative
53509	accusative
53511	accusative
53521	nominative
53523	genitive
53525	genitive
53527	nominative
53531	nominative
53541	genitive
53544	nominative
53548	nominative
53552	nominative
53554	genitive
53559	genitive
genitive
53566	accusative
53573	nominative
53581	accusative
53586	accusative
53588	genitive
53593	accusative
genitive
genitive
53601	accusative
53610	accusative
53612	accusative
53618	genitive
53620	accusative
53624	nominative
53626	genitive
nominative
genitive
53636	genitive
53639	genitive
53642	genitive
53646	nominative
53652	genitive
genitive
nominative
53663	nominative
53665	genitive
53670	accusative
genitive
53673	genitive
genitive
53681	nominative
53691	genitive
53696	nominative
53700	nominative
53702	genitive
nominative
53706	accusative
53717	genitive
53719	genitive
53723	nominative
53725	nominative
53728	genitive
53730	nominative
53740	nominative
53742	genitive
53746	accusative
53761	nominative
53764	genitive
genitive
53768	genitive
genitive
53772	nominative
53780	genitive
genitive
53785	nominative
genitive
53793	genitive
53797	genitive
53799	nominative
53815	genitive
53818	nominative
53821	accusative
53831	genitive
53836	accusative
53841	nominative
53847	nominative
53853	nominative
53856	genitive
53858	nominative
accusative
53870	nominative
53874	accusative
accusative
53888	nominative
53891	accusative
53893	genitive
53897	nominative
genitive
53900	accusative
53904	accusative
53910	genitive
53912	genitive
53928	genitive
53934	nominative
53936	genitive
genitive
53945	genitive
accusative
53961	genitive
53964	genitive
53967	genitive
53974	nominative
53981	genitive
53985	nominative
53991	genitive
53994	nominative
53997	genitive
53999	genitive
54002	nominative
54004	genitive
nominative
54011	genitive
54013	genitive
nominative
54016	genitive
54020	nominative
54023	genitive
54026	nominative
nominative
54029	nominative
54031	nominative
54034	nominative
54039	nominative
54041	genitive
54043	nominative
54050	accusative
54061	genitive
54064	accusative
54073	accusative
54085	genitive
54092	accusative
accusative
54099	accusative
54107	genitive
54112	genitive
54114	genitive
54117	genitive
54123	accusative
54125	genitive
54132	accusative
54134	accusative
54139	genitive
54143	genitive
54146	genitive
genitive
54149	genitive
genitive
nominative
54153	nominative
54159	accusative
54161	nominative
54163	genitive
54170	accusative
54184	nominative
54189	nominative
54199	accusative
54203	genitive
54206	nominative
54209	accusative
54211	genitive
54215	nominative
54217	genitive
54223	genitive
54227	genitive
54229	nominative
accusative
54234	nominative
genitive
54240	nominative
54243	nominative
54245	genitive
54253	accusative
54257	genitive
accusative
54262	accusative
54266	accusative
54268	nominative
54270	genitive
54272	nominative
54281	accusative
54284	genitive
54287	genitive
54289	genitive
genitive
54293	genitive
54295	genitive
54297	genitive
genitive
54305	genitive
54310	genitive
54312	nominative
54315	genitive
54317	genitive
genitive
54323	accusative
54325	accusative
54328	genitive
54333	genitive
genitive
54339	accusative
54342	genitive
genitive
54349	genitive
54352	genitive
genitive
54361	nominative
54371	nominative
54373	nominative
54379	nominative
54381	genitive
54385	accusative
54389	genitive
54392	genitive
54397	genitive
genitive
54403	genitive
54405	genitive
genitive
genitive
54411	nominative
54413	genitive
54417	accusative
genitive
54425	genitive
accusative
54430	accusative
54432	genitive
54436	accusative
54441	accusative
54446	nominative
54448	genitive
54450	nominative
54454	nominative
54470	nominative
54473	nominative
54476	nominative
54485	genitive
accusative
54489	accusative
54491	nominative
nominative
54497	nominative
54500	genitive
54502	genitive
genitive
54505	genitive
54507	genitive
54511	genitive
54517	nominative
54520	nominative
54524	genitive
54528	accusative
54531	genitive
54551	genitive
54559	genitive
54561	nominative
54565	genitive
nominative
genitive
54569	genitive
54572	genitive
54580	genitive
54586	genitive
genitive
54593	nominative
nominative
54606	nominative
54613	genitive
genitive
54618	nominative
54623	nominative
nominative
54628	accusative
54634	genitive
54645	genitive
54648	genitive
genitive
54652	genitive
54657	nominative
54666	genitive
54671	accusative
54684	genitive
54689	nominative
54696	genitive
54703	genitive
54710	genitive
54716	nominative
54722	accusative
54729	accusative
54731	genitive
54737	accusative
54741	accusative
54748	nominative
genitive
genitive
54752	genitive
54754	nominative
54758	genitive
genitive
54771	nominative
54773	genitive
genitive
54779	genitive
54782	genitive
54784	nominative
nominative
nominative
54791	genitive
54793	nominative
54796	genitive
54801	nominative
54803	genitive
genitive
54813	genitive
54817	nominative
54819	nominative
54824	accusative
54827	genitive
54830	accusative
54833	genitive
54841	genitive
genitive
54847	genitive
54849	genitive
54854	genitive
accusative
54859	nominative
54870	accusative
54874	nominative
54878	genitive
genitive
54881	genitive
54887	nominative
54892	nominative
54905	genitive
54909	nominative
54913	nominative
54915	accusative
54918	accusative
54920	genitive
54937	genitive
54956	accusative
54961	genitive
54967	genitive
54979	genitive
54982	accusative
54985	nominative
nominative
54996	genitive
genitive
55000	genitive
55003	nominative
accusative
55008	genitive
genitive
55011	nominative
55015	nominative
55021	nominative
accusative
accusative
accusative
55026	genitive
genitive
nominative
55030	nominative
55032	nominative
55036	genitive
55038	accusative
55040	accusative
genitive
55043	genitive
genitive
55048	nominative
55050	accusative
55053	genitive
55059	nominative
genitive
genitive
55063	genitive
genitive
55067	genitive
55069	genitive
55074	genitive
55076	nominative
55082	genitive
55084	genitive
55087	genitive
55089	genitive
55093	genitive
55096	nominative
55098	accusative
55101	nominative
55111	accusative
genitive
accusative
55117	accusative
55119	accusative
55121	genitive
genitive
55129	nominative
55134	genitive
accusative
55140	genitive
55147	accusative
55151	genitive
55154	genitive
55162	accusative
55171	accusative
55173	accusative
55175	genitive
55178	nominative
55180	nominative
55185	nominative
nominative
55190	genitive
55193	accusative
55198	genitive
accusative
55206	genitive
accusative
55215	accusative
55220	genitive
55222	genitive
55229	accusative
55235	accusative
55238	accusative
nominative
55245	accusative
55248	accusative
55253	genitive
55262	accusative
genitive
55270	accusative
55272	nominative
nominative
55277	nominative
nominative
55283	accusative
accusative
55289	nominative
55294	accusative
nominative
55301	accusative
55304	genitive
55321	nominative
nominative
accusative
55330	genitive
55333	genitive
genitive
accusative
genitive
accusative
genitive
55341	genitive
accusative
55348	accusative
55351	accusative
55354	genitive
55363	genitive
55368	accusative
55382	genitive
55384	genitive
55387	genitive
55392	genitive
55394	nominative
55396	genitive
55403	genitive
accusative
55406	genitive
55408	nominative
55411	nominative
55413	genitive
nominative
55418	accusative
55420	genitive
55423	genitive
55425	accusative
55429	accusative
55431	accusative
55438	genitive
55443	genitive
accusative
55447	nominative
55452	accusative
accusative
55458	nominative
55464	genitive
55469	nominative
accusative
accusative
genitive
55478	nominative
55481	nominative
55483	nominative
55487	accusative
accusative
55492	nominative
55498	accusative
55503	genitive
genitive
55506	accusative
55511	accusative
55520	genitive
55525	genitive
55530	genitive
55534	accusative
55551	accusative
55556	accusative
55559	accusative
genitive
nominative
55566	nominative
55573	nominative
55578	accusative
accusative
genitive
55582	accusative
55585	accusative
nominative
nominative
genitive
accusative
55592	nominative
accusative
55595	genitive
55598	nominative
55603	genitive
55605	genitive
55607	genitive
55611	accusative
55613	accusative
55616	genitive
nominative
55620	genitive
55623	accusative
55626	nominative
55629	nominative
accusative
genitive
55635	accusative
nominative
55638	genitive
55640	nominative
55643	genitive
55657	nominative
nominative
55662	nominative
55664	genitive
55667	nominative
55669	genitive
55671	genitive
genitive
nominative
55682	accusative
55694	nominative
55704	genitive
55709	nominative
nominative
55714	genitive
accusative
55725	nominative
55731	nominative
55735	nominative
55742	genitive
55748	genitive
55752	accusative
55756	genitive
55762	accusative
55769	accusative
55776	nominative
55783	genitive
55786	genitive
55788	genitive
55794	genitive
55807	genitive
55809	genitive
55818	nominative
55820	genitive
55827	accusative
55830	genitive
55844	nominative
55848	nominative
nominative
55857	genitive
accusative
55865	genitive
55871	genitive
genitive
genitive
55878	accusative
55882	nominative
nominative
55886	accusative
55895	accusative
55902	genitive
genitive
genitive
55912	accusative
55920	genitive
55924	genitive
55926	accusative
55928	nominative
55936	genitive
genitive
55942	accusative
accusative
55949	genitive
accusative
55962	genitive
55974	nominative
55981	accusative
55990	accusative
55993	accusative
56000	nominative
nominative
56008	accusative
56010	genitive
56012	genitive
genitive
56016	accusative
56021	genitive
56023	genitive
56025	genitive
56029	nominative
56033	genitive
56036	nominative
accusative
56039	genitive
56041	genitive
genitive
56054	genitive
56061	accusative
56065	nominative
nominative
56068	nominative
56070	accusative
56074	accusative
56076	genitive
56079	nominative
56086	accusative
56088	genitive
56095	genitive
56100	genitive
56102	genitive
genitive
56112	nominative
56118	accusative
56120	genitive
56122	genitive
56124	nominative
56130	genitive
56139	genitive
56141	genitive
56143	genitive
56145	genitive
56147	nominative
56161	genitive
56167	accusative
56169	accusative
56174	accusative
56177	nominative
56180	nominative
56182	nominative
56189	nominative
56196	genitive
56199	genitive
56201	nominative
56203	genitive
56206	nominative
genitive
56209	genitive
genitive
56213	nominative
nominative
56217	accusative
56219	genitive
56221	genitive
56226	genitive
accusative
56233	genitive
56236	genitive
accusative
56239	genitive
accusative
56246	nominative
56253	genitive
56255	nominative
56261	nominative
56263	nominative
56266	nominative
56270	nominative
56272	nominative
56277	genitive
genitive
56287	accusative
56293	nominative
56303	genitive
genitive
56315	nominative
56328	genitive
56334	genitive
56340	genitive
genitive
56345	nominative
56349	nominative
56351	nominative
56353	nominative
56361	genitive
genitive
56364	accusative
genitive
56369	nominative
56371	accusative
56373	accusative
56382	genitive
56386	accusative
genitive
56389	nominative
56393	nominative
nominative
56415	genitive
56420	nominative
56424	genitive
56427	genitive
56430	genitive
56433	accusative
56440	nominative
56454	accusative
56456	accusative
56458	nominative
accusative
56462	nominative
56464	genitive
56470	nominative
56480	accusative
56495	genitive
56498	nominative
56503	accusative
56505	nominative
56511	genitive
56519	nominative
accusative
56524	accusative
56526	accusative
56533	accusative
56535	genitive
56540	genitive
56543	genitive
56549	genitive
genitive
56555	accusative
56558	genitive
56562	nominative
56564	genitive
56566	accusative
56577	genitive
genitive
56583	nominative
56585	genitive
56587	accusative
56592	genitive
56599	accusative
56607	genitive
accusative
accusative
56614	nominative
accusative
56631	genitive
56634	accusative
56637	accusative
56642	genitive
56646	accusative
56648	nominative
56652	accusative
56654	accusative
56656	accusative
56660	nominative
56662	nominative
56669	accusative
56672	genitive
56675	accusative
56677	accusative
56681	nominative
56689	accusative
56699	accusative
56703	genitive
56710	nominative
56712	nominative
56719	genitive
56724	accusative
accusative
56728	genitive
56734	accusative
56750	genitive
56757	accusative
56761	accusative
genitive
accusative
accusative
56776	nominative
56785	genitive
genitive
56792	genitive
56795	accusative
56801	nominative
56803	nominative
genitive
56810	accusative
56820	accusative
56823	genitive
56825	genitive
56831	genitive
56839	accusative
56848	genitive
56851	accusative
56854	genitive
56862	accusative
56864	genitive
56868	nominative
nominative
56872	accusative
56879	nominative
56881	nominative
56892	nominative
accusative
56897	accusative
56902	accusative
56905	genitive
56909	nominative
56913	genitive
56915	genitive
56917	accusative
56920	nominative
nominative
56924	accusative
56927	accusative
56930	accusative
56936	accusative
56945	genitive
nominative
56948	genitive
56952	nominative
56959	accusative
56965	genitive
accusative
56971	nominative
56975	nominative
56986	accusative
56989	accusative
56992	accusative
56995	accusative
56998	genitive
57000	genitive
57005	accusative
57007	genitive
57015	accusative
57018	accusative
57021	accusative
57024	accusative
57027	nominative
nominative
57030	genitive
57036	genitive
57038	genitive
57048	genitive
accusative
nominative
57056	accusative
57058	genitive
57066	accusative
57072	accusative
accusative
57079	accusative
57086	accusative
accusative
57095	genitive
57106	genitive
accusative
57113	accusative
57115	accusative
57121	genitive
57125	genitive
57146	accusative
genitive
57153	accusative
57155	nominative
nominative
57158	nominative
57172	genitive
genitive
57177	accusative
57182	nominative
nominative
genitive
57192	nominative
57194	nominative
nominative
57203	genitive
nominative
57206	nominative
57209	nominative
57211	accusative
57213	accusative
57227	accusative
57235	nominative
57239	nominative
57241	genitive
57245	accusative
57247	accusative
accusative
57250	genitive
57253	genitive
57259	genitive
genitive
57270	genitive
57274	nominative
accusative
57279	genitive
57285	nominative
57287	genitive
57293	nominative
57295	genitive
57300	accusative
57302	genitive
57308	nominative
57322	accusative
57325	accusative
57327	accusative
57330	accusative
57333	genitive
57338	nominative
genitive
genitive
57346	accusative
57352	genitive
57355	accusative
nominative
57366	accusative
genitive
accusative
57374	genitive
57376	genitive
57385	nominative
57389	accusative
57397	nominative
nominative
57401	nominative
57403	genitive
nominative
57408	nominative
57410	genitive
nominative
genitive
57418	genitive
57421	nominative
57432	nominative
57434	accusative
57439	nominative
accusative
57443	nominative
57449	accusative
57464	nominative
57467	nominative
genitive
57475	genitive
57481	nominative
57486	accusative
57493	nominative
57515	nominative
57520	genitive
57523	genitive
57527	nominative
57534	genitive
57537	genitive
57543	genitive
57549	genitive
57552	nominative
57554	nominative
57561	genitive
genitive
accusative
57567	accusative
57572	accusative
57578	nominative
57587	nominative
57593	genitive
57599	nominative
57601	genitive
57605	genitive
57609	accusative
57619	genitive
57624	genitive
accusative
genitive
57630	nominative
57634	accusative
57637	accusative
57640	accusative
57642	genitive
57665	accusative
57668	nominative
57671	genitive
57688	genitive
57690	genitive
57700	genitive
accusative
57704	nominative
57706	genitive
nominative
57718	genitive
57727	genitive
57730	accusative
57737	accusative
57739	genitive
57748	genitive
57751	genitive
57758	accusative
57763	genitive
57780	genitive
57783	nominative
57787	accusative
57792	nominative
57794	genitive
57802	genitive
57808	genitive
57813	genitive
57816	accusative
57819	nominative
nominative
57829	nominative
57831	genitive
57833	nominative
57837	genitive
57840	genitive
accusative
57843	genitive
57846	nominative
57849	genitive
57854	genitive
57859	genitive
57861	genitive
57864	nominative
57872	accusative
57875	genitive
57885	nominative
57889	accusative
accusative
57894	nominative
nominative
57908	genitive
57911	genitive
57916	nominative
accusative
57920	accusative
genitive
57929	genitive
57932	genitive
57938	nominative
57948	accusative
57952	nominative
57956	genitive
57983	accusative
57990	genitive
58004	genitive
58006	genitive
accusative
58018	nominative
58022	genitive
58024	nominative
58026	accusative
58029	nominative
58033	genitive
58035	genitive
58044	genitive
58050	genitive
58063	genitive
nominative
58066	genitive
58069	genitive
58071	nominative
58073	nominative
58077	nominative
58079	nominative
58083	nominative
58085	accusative
58087	genitive
58094	genitive
58100	genitive
genitive
58105	nominative
58110	accusative
58119	genitive
58125	nominative
58128	accusative
58133	nominative
58135	accusative
58140	accusative
58144	nominative
58146	genitive
58152	genitive
58154	genitive
58161	nominative
accusative
58166	nominative
58169	accusative
58173	nominative
nominative
58182	accusative
58194	genitive
58196	accusative
58198	genitive
58202	nominative
58206	genitive
accusative
58213	accusative
accusative
genitive
58221	accusative
58223	genitive
58232	genitive
58234	accusative
58240	genitive
58243	genitive
genitive
58246	genitive
accusative
accusative
accusative
58252	genitive
58255	genitive
58257	genitive
58260	genitive
58265	accusative
58267	accusative
accusative
58273	accusative
58275	genitive
58280	nominative
58284	genitive
58290	genitive
accusative
58295	genitive
58305	genitive
58307	genitive
58311	accusative
genitive
58314	accusative
58317	genitive
58319	nominative
nominative
nominative
58325	nominative
58328	genitive
58333	accusative
58335	genitive
58339	nominative
58351	genitive
58353	genitive
58358	accusative
genitive
accusative
58362	accusative
nominative
nominative
58366	nominative
58368	accusative
58371	genitive
58374	genitive
58381	genitive
genitive
58387	nominative
58393	nominative
58397	genitive
genitive
58402	nominative
58407	genitive
58409	accusative
58415	genitive
58417	accusative
58419	accusative
58425	genitive
58430	genitive
58435	genitive
genitive
58444	genitive
genitive
58451	accusative
58454	genitive
58457	genitive
accusative
58468	genitive
58470	accusative
58472	accusative
58480	nominative
accusative
accusative
accusative
58487	genitive
58495	accusative
accusative
58502	accusative
58504	accusative
58509	nominative
58511	genitive
58513	nominative
58520	nominative
accusative
nominative
nominative
58525	nominative
58529	genitive
58532	nominative
58534	genitive
58543	genitive
58552	genitive
58556	genitive
genitive
58560	genitive
nominative
58563	genitive
58566	genitive
58569	nominative
58571	genitive
58574	genitive
58576	genitive
58579	nominative
58581	accusative
58583	genitive
genitive
nominative
58587	nominative
58591	genitive
genitive
58597	accusative
58603	accusative
58606	accusative
58609	accusative
58620	genitive
genitive
58623	genitive
58625	genitive
58630	nominative
58635	genitive
58637	genitive
58641	nominative
58646	genitive
58648	accusative
58654	genitive
58656	genitive
accusative
58661	accusative
genitive
58665	accusative
genitive
58670	genitive
58673	genitive
58676	genitive
58678	accusative
58680	accusative
58682	genitive
58684	nominative
58691	accusative
58698	genitive
accusative
58704	accusative
58708	accusative
58710	accusative
58713	accusative
58718	accusative
58736	nominative
58738	nominative
58741	accusative
genitive
58748	nominative
58751	nominative
58753	accusative
58756	genitive
genitive
accusative
58778	accusative
58795	accusative
58799	accusative
58802	nominative
58809	genitive
58817	accusative
58821	nominative
58826	genitive
58829	accusative
58846	genitive
genitive
58851	accusative
accusative
58854	genitive
58862	accusative
58865	genitive
genitive
accusative
58871	genitive
58878	accusative
58887	accusative
accusative
58890	genitive
genitive
58893	genitive
58895	accusative
58897	nominative
58900	genitive
58902	accusative
58906	genitive
58909	genitive
58911	genitive
nominative
58914	nominative
58919	genitive
58922	genitive
58925	genitive
58936	genitive
genitive
58946	accusative
accusative
genitive
58954	accusative
58957	accusative
58959	accusative
58971	accusative
58974	genitive
genitive
accusative
58979	accusative
58981	accusative
accusative
58986	nominative
58990	genitive
58995	nominative
59004	accusative
59006	genitive
59017	nominative
59021	accusative
accusative
59046	accusative
59048	accusative
accusative
59053	nominative
accusative
genitive
59061	accusative
59067	genitive
genitive
59072	nominative
nominative
59079	genitive
genitive
accusative
accusative
59085	accusative
genitive
59088	nominative
59097	accusative
59102	accusative
genitive
genitive
59112	accusative
59115	genitive
59123	accusative
59125	genitive
59127	nominative
59130	nominative
59136	accusative
accusative
59143	accusative
59146	genitive
59157	accusative
59161	genitive
59164	genitive
59166	genitive
59172	nominative
59179	genitive
59185	nominative
59197	nominative
59202	accusative
accusative
genitive
59206	nominative
nominative
59216	genitive
59218	nominative
59226	nominative
59228	genitive
59230	genitive
59234	genitive
59241	genitive
59243	nominative
59246	genitive
59259	nominative
nominative
59266	nominative
59269	nominative
nominative
nominative
59278	genitive
genitive
59283	nominative
59287	nominative
nominative
59293	accusative
59299	genitive
genitive
59305	nominative
59309	genitive
59311	genitive
genitive
59318	nominative
59320	nominative
59323	genitive
59330	genitive
accusative
59335	nominative
59337	genitive
59341	nominative
nominative
59350	accusative
59352	accusative
59355	genitive
59358	accusative
59362	accusative
59364	accusative
59368	nominative
59370	genitive
59373	genitive
59376	genitive
59382	nominative
59384	accusative
59389	genitive
59392	nominative
59395	accusative
59402	genitive
59413	accusative
59416	genitive
59419	nominative
nominative
accusative
59423	nominative
genitive
59427	genitive
59431	nominative
genitive
59442	nominative
accusative
accusative
59446	accusative
accusative
59450	nominative
59452	accusative
59454	genitive
genitive
59459	genitive
genitive
59464	nominative
accusative
59467	genitive
59470	genitive
59482	nominative
59493	nominative
59496	nominative
59504	nominative
accusative
accusative
59510	accusative
genitive
59524	accusative
59527	accusative
59529	accusative
59531	genitive
59536	genitive
genitive
59543	accusative
genitive
59547	genitive
59550	accusative
nominative
nominative
59560	nominative
59563	accusative
59565	nominative
59568	nominative
59573	genitive
59575	accusative
59581	genitive
59583	accusative
59587	nominative
nominative
59592	nominative
nominative
59607	genitive
59617	accusative
59623	accusative
59630	accusative
59632	genitive
59637	genitive
59643	accusative
59646	genitive
59649	nominative
nominative
59652	accusative
59654	accusative
accusative
59657	genitive
accusative
59664	genitive
accusative
59667	genitive
59675	genitive
genitive
59683	genitive
accusative
59690	genitive
59694	genitive
59702	accusative
genitive
accusative
59710	genitive
59715	nominative
59724	accusative
59728	accusative
59730	accusative
59732	genitive
59743	genitive
genitive
59748	genitive
59751	genitive
59753	genitive
59760	nominative
59762	accusative
59765	nominative
59770	genitive
59774	nominative
59777	genitive
59786	genitive
59799	nominative
59802	genitive
59807	nominative
59811	genitive
59821	genitive
59827	accusative
accusative
59835	nominative
accusative
59840	genitive
59842	accusative
59845	genitive
59847	genitive
59850	genitive
59852	nominative
59856	accusative
59862	genitive
59868	nominative
59870	nominative
59874	nominative
59876	accusative
59881	accusative
59883	genitive
genitive
59890	genitive
59892	accusative
accusative
59897	accusative
genitive
59902	accusative
accusative
59908	genitive
genitive
59912	genitive
59918	genitive
nominative
59924	accusative
accusative
59929	nominative
genitive
59936	accusative
59939	accusative
genitive
genitive
59945	accusative
59947	genitive
59950	accusative
accusative
59958	accusative
59966	genitive
59968	genitive
59973	accusative
accusative
59981	genitive
59993	nominative
59995	genitive
59999	accusative
60006	accusative
60012	accusative
genitive
60021	accusative
60023	nominative
60037	genitive
60040	genitive
accusative
60045	accusative
60050	nominative
60054	accusative
60059	genitive
60063	accusative
accusative
60073	genitive
60078	accusative
accusative
60083	nominative
60086	genitive
accusative
60091	genitive
60095	nominative
accusative
60101	accusative
60104	accusative
accusative
60109	accusative
60111	genitive
60115	accusative
60117	genitive
accusative
60122	accusative
60124	genitive
60130	accusative
60132	genitive
60135	accusative
60137	accusative
genitive
60142	accusative
60144	accusative
genitive
60149	accusative
60152	genitive
60158	accusative
60160	genitive
accusative
60164	accusative
60166	accusative
60170	genitive
60173	accusative
60176	accusative
60184	genitive
60198	nominative
accusative
nominative
60205	accusative
60208	accusative
60215	accusative
60218	nominative
60230	nominative
60235	accusative
60242	genitive
60244	genitive
genitive
60249	genitive
60252	genitive
genitive
60255	accusative
accusative
60261	accusative
60278	genitive
60281	accusative
accusative
60287	accusative
60292	accusative
60296	nominative
60300	nominative
60302	accusative
accusative
60309	genitive
genitive
60315	nominative
genitive
60318	accusative
60323	accusative
60326	genitive
60330	nominative
nominative
genitive
60334	nominative
accusative
60338	accusative
genitive
accusative
accusative
60344	accusative
accusative
60348	nominative
60359	genitive
accusative
60364	accusative
60367	accusative
nominative
60371	nominative
60378	genitive
60387	accusative
accusative
60393	accusative
60395	genitive
60398	genitive
60401	nominative
60410	accusative
nominative
60413	nominative
60417	genitive
60422	accusative
60429	genitive
accusative
60433	accusative
60435	nominative
accusative
60440	accusative
60442	accusative
60444	genitive
60448	accusative
60451	accusative
60454	accusative
60456	genitive
60460	nominative
60462	genitive
60464	accusative
60471	accusative
genitive
60474	genitive
60482	accusative
accusative
60487	accusative
60489	accusative
60491	genitive
60497	accusative
60499	genitive
60502	accusative
accusative
60505	accusative
60509	accusative
60519	genitive
60521	accusative
accusative
60527	accusative
60529	accusative
genitive
60537	accusative
60540	accusative
accusative
60547	accusative
60551	accusative
60554	accusative
60560	accusative
60563	nominative
60567	genitive
60571	accusative
60577	genitive
60579	accusative
60585	genitive
60589	accusative
60594	accusative
60596	genitive
60601	nominative
60604	accusative
60611	genitive
60614	accusative
60616	accusative
60621	accusative
60630	genitive
60632	genitive
60634	nominative
60636	nominative
accusative
60647	nominative
60650	accusative
60653	accusative
60656	accusative
nominative
60662	accusative
60668	genitive
accusative
60675	accusative
60680	accusative
accusative
nominative
60685	nominative
60687	accusative
genitive
60690	accusative
60697	nominative
60701	genitive
60705	accusative
genitive
accusative
accusative
60712	genitive
accusative
accusative
60719	nominative
60723	genitive
60728	genitive
accusative
60735	accusative
accusative
60745	genitive
60754	accusative
60758	accusative
60760	nominative
60770	genitive
60772	genitive
accusative
accusative
60782	accusative
accusative
60788	nominative
60790	nominative
60793	nominative
60801	genitive
60805	genitive
60812	accusative
60817	accusative
accusative
60824	accusative
60827	accusative
60830	accusative
60837	genitive
accusative
accusative
60844	genitive
60846	accusative
60853	genitive
60855	accusative
60860	accusative
60864	genitive
accusative
60870	genitive
60872	accusative
60874	nominative
60889	nominative
60893	nominative
60898	accusative
accusative
60907	accusative
60915	accusative
60923	accusative
60925	accusative
60930	nominative
accusative
accusative
60936	accusative
60938	accusative
60940	accusative
60945	genitive
60958	accusative
genitive
60966	accusative
60977	accusative
accusative
60985	genitive
60994	accusative
60998	genitive
61004	nominative
61007	accusative
61009	accusative
61013	accusative
61017	genitive
accusative
accusative
nominative
61022	nominative
61041	accusative
61043	nominative
61045	nominative
61050	genitive
61053	genitive
61059	accusative
61061	genitive
61063	genitive
61067	genitive
accusative
61076	genitive
61082	accusative
61084	genitive
61089	accusative
61097	genitive
61100	accusative
nominative
61103	nominative
61107	accusative
61112	accusative
61115	accusative
genitive
61119	accusative
61123	genitive
61126	nominative
61128	accusative
genitive
61131	genitive
61133	nominative
61135	accusative
accusative
61141	genitive
accusative
61151	genitive
61158	nominative
61162	genitive
61164	accusative
accusative
61176	genitive
61178	accusative
61186	accusative
61191	genitive
61197	nominative
61203	accusative
61206	genitive
61209	accusative
61211	accusative
61214	genitive
61223	accusative
accusative
61231	genitive
61235	genitive
61240	accusative
61248	accusative
61266	genitive
61268	genitive
61272	accusative
61275	accusative
61286	genitive
nominative
61289	accusative
accusative
61299	genitive
61306	genitive
61309	genitive
61316	genitive
61319	genitive
61328	nominative
61330	accusative
61332	nominative
61339	nominative
61343	genitive
61345	accusative
nominative
61353	accusative
61356	genitive
61361	genitive
61368	accusative
61374	nominative
61377	genitive
61390	genitive
61396	nominative
accusative
61406	accusative
61408	genitive
61413	accusative
61420	accusative
61429	accusative
nominative
61435	accusative
61438	genitive
61456	accusative
61462	nominative
accusative
61470	genitive
61473	genitive
61480	genitive
61486	genitive
61491	accusative
accusative
61494	accusative
genitive
61497	genitive
61502	accusative
61505	genitive
61511	accusative
61517	accusative
61523	accusative
61528	genitive
nominative
61531	nominative
accusative
61551	accusative
61559	accusative
61573	accusative
accusative
61580	accusative
61582	genitive
61584	accusative
61586	genitive
61594	accusative
61605	genitive
61617	accusative
61620	accusative
accusative
61626	accusative
61629	genitive
61635	genitive
61637	accusative
61640	accusative
61642	genitive
61644	genitive
61646	genitive
61648	genitive
61650	accusative
61652	genitive
61654	accusative
61656	genitive
61658	accusative
61662	genitive
61667	accusative
61674	nominative
61676	accusative
accusative
61680	nominative
61684	accusative
genitive
61689	accusative
genitive
61696	genitive
61698	accusative
accusative
61704	nominative
61708	nominative
61711	accusative
61713	accusative
61718	genitive
61721	nominative
61723	nominative
61726	genitive
61731	accusative
61733	accusative
61740	genitive
61745	genitive
61752	nominative
61754	accusative
61756	nominative
61759	genitive
61762	nominative
61764	nominative
61768	nominative
accusative
61776	genitive
61779	nominative
61781	genitive
nominative
61790	genitive
61792	accusative
61816	accusative
61818	accusative
61820	genitive
61823	accusative
61828	accusative
61834	nominative
61837	nominative
61843	genitive
61846	genitive
61851	genitive
61856	nominative
61859	genitive
accusative
61868	genitive
61872	genitive
61874	genitive
genitive
61878	nominative
61880	genitive
61882	accusative
61896	genitive
accusative
61902	nominative
61904	genitive
61906	genitive
61910	accusative
accusative
61913	accusative
61917	accusative
61924	accusative
61928	genitive
61931	genitive
accusative
61937	nominative
61939	genitive
61944	genitive
61949	genitive
61955	accusative
61959	accusative
nominative
61966	accusative
accusative
61972	accusative
61980	genitive
61987	nominative
accusative
accusative
61995	genitive
nominative
61999	accusative
62007	genitive
accusative
accusative
62013	genitive
accusative
62018	accusative
62024	genitive
62026	accusative
accusative
62031	nominative
62035	nominative
62044	accusative
62046	genitive
62051	accusative
62053	genitive
62055	genitive
62057	accusative
62059	accusative
62061	accusative
nominative
62064	nominative
accusative
62071	accusative
62073	nominative
62081	genitive
62090	accusative
62092	accusative
62097	nominative
accusative
accusative
62106	accusative
62110	genitive
62113	accusative
nominative
62118	accusative
62124	accusative
62126	accusative
62132	nominative
62134	accusative
62140	accusative
genitive
nominative
62148	accusative
62150	genitive
62154	nominative
accusative
62161	nominative
accusative
genitive
genitive
62167	nominative
genitive
62176	nominative
62183	nominative
accusative
62194	nominative
62196	genitive
62199	genitive
accusative
62208	nominative
accusative
62217	genitive
62224	accusative
62226	accusative
62231	genitive
62234	genitive
genitive
62239	accusative
62243	nominative
62245	genitive
62250	accusative
62254	genitive
62261	genitive
62269	accusative
62271	accusative
62273	accusative
62282	genitive
62284	genitive
62289	accusative
62304	accusative
62306	genitive
62316	genitive
accusative
62321	accusative
genitive
62326	nominative
genitive
62330	accusative
62336	genitive
62342	accusative
62346	accusative
62351	accusative
accusative
62360	nominative
62362	nominative
62367	genitive
62376	accusative
62378	accusative
62382	nominative
62384	genitive
62388	accusative
62394	nominative
62397	genitive
62403	nominative
62406	genitive
62410	accusative
62412	nominative
62414	genitive
62418	genitive
62421	accusative
62427	nominative
accusative
62431	accusative
accusative
62434	genitive
62439	accusative
62444	accusative
62448	accusative
accusative
accusative
62453	accusative
62460	nominative
accusative
62468	genitive
62472	genitive
62475	accusative
62478	genitive
62484	accusative
62488	nominative
accusative
62492	genitive
62501	genitive
accusative
62510	genitive
accusative
62517	nominative
62519	nominative
accusative
62525	nominative
62529	accusative
accusative
62535	accusative
62537	genitive
62540	genitive
62544	genitive
62546	accusative
62550	nominative
62553	genitive
62557	accusative
62562	genitive
62564	accusative
62570	genitive
62572	accusative
62577	genitive
62581	genitive
accusative
accusative
62592	accusative
nominative
62598	accusative
62603	accusative
62607	genitive
62610	nominative
62614	genitive
62620	accusative
62625	genitive
62633	nominative
62635	nominative
62637	genitive
62640	genitive
62644	genitive
62646	accusative
62652	accusative
62654	nominative
62659	genitive
62661	accusative
62668	genitive
genitive
62672	nominative
62677	genitive
accusative
62689	accusative
62695	genitive
62699	nominative
62702	genitive
62709	genitive
62711	accusative
62715	accusative
62720	genitive
62722	accusative
62724	genitive
62730	accusative
62732	genitive
62736	genitive
62741	genitive
genitive
62745	nominative
62749	nominative
62758	accusative
accusative
62763	accusative
62766	nominative
62770	nominative
62772	genitive
62774	nominative
62776	genitive
62778	nominative
62780	nominative
nominative
62785	genitive
62796	accusative
62803	accusative
62813	accusative
62816	nominative
62826	accusative
62828	accusative
genitive
62832	nominative
62834	nominative
62842	accusative
62845	genitive
62850	genitive
62854	nominative
nominative
accusative
62862	genitive
62874	accusative
62890	genitive
62897	accusative
62909	accusative
genitive
nominative
62915	accusative
62917	accusative
62923	accusative
62925	accusative
62934	accusative
nominative
62937	nominative
62945	genitive
62952	accusative
62956	nominative
nominative
62959	nominative
62964	nominative
nominative
62967	nominative
62969	accusative
62972	genitive
62976	nominative
62978	nominative
62980	nominative
62983	nominative
62985	nominative
62987	genitive
62993	nominative
63000	accusative
accusative
63009	accusative
63015	genitive
63018	nominative
63020	accusative
63024	nominative
63027	accusative
63038	nominative
63041	genitive
63044	accusative
63049	genitive
63051	accusative
genitive
accusative
63057	accusative
63059	nominative
nominative
63067	nominative
63069	genitive
63072	genitive
63082	genitive
63085	genitive
63090	genitive
63092	accusative
63100	genitive
genitive
63104	accusative
63106	genitive
63112	genitive
63114	accusative
63117	accusative
63119	accusative
63123	accusative
63127	genitive
63130	genitive
63133	accusative
63138	nominative
63143	accusative
63145	genitive
63147	genitive
63154	accusative
63157	genitive
63161	accusative
63165	nominative
63167	accusative
63171	nominative
63173	genitive
63193	genitive
accusative
63198	nominative
63207	genitive
63210	genitive
63213	accusative
63216	nominative
63219	accusative
63228	genitive
63233	accusative
63236	accusative
63240	nominative
genitive
63244	genitive
63247	nominative
63253	genitive
63255	genitive
63259	accusative
accusative
63262	genitive
63264	genitive
accusative
63270	genitive
63273	nominative
63276	accusative
63281	accusative
accusative
63286	genitive
63288	nominative
63290	genitive
63296	genitive
63300	accusative
63302	accusative
nominative
63305	nominative
63307	accusative
63314	accusative
63318	accusative
63320	accusative
63325	nominative
63329	genitive
63336	nominative
63339	accusative
63341	nominative
accusative
63345	accusative
63349	nominative
63351	genitive
63359	accusative
63364	accusative
accusative
63372	genitive
63377	accusative
63380	accusative
63384	nominative
63398	genitive
63401	genitive
63405	accusative
63409	nominative
nominative
63416	genitive
63418	accusative
63424	accusative
63430	nominative
63432	accusative
63435	genitive
63440	accusative
63443	accusative
63445	accusative
63448	nominative
63453	accusative
63455	genitive
63461	accusative
63464	genitive
63467	accusative
accusative
63471	nominative
63473	accusative
63479	accusative
63483	genitive
63488	nominative
63497	nominative
63499	genitive
63509	genitive
63511	accusative
63517	nominative
63522	genitive
genitive
63527	accusative
63530	nominative
63532	genitive
63534	genitive
63536	nominative
accusative
63539	nominative
accusative
63545	accusative
63547	genitive
63549	genitive
63551	genitive
63557	genitive
63562	nominative
63564	genitive
63567	accusative
63571	nominative
63574	nominative
63576	genitive
genitive
accusative
63580	nominative
63583	nominative
nominative
63586	genitive
63588	genitive
63591	genitive
63593	genitive
nominative
accusative
genitive
63598	accusative
63600	nominative
accusative
63603	accusative
63606	accusative
63610	accusative
accusative
63621	accusative
63626	genitive
63628	accusative
63639	accusative
genitive
63649	accusative
63653	nominative
63657	accusative
accusative
63667	nominative
63672	genitive
63675	accusative
63678	accusative
63688	accusative
63692	nominative
63694	accusative
63701	genitive
63705	genitive
63710	accusative
63714	genitive
63718	genitive
genitive
63727	accusative
63729	accusative
63731	genitive
63737	nominative
63741	genitive
accusative
63747	accusative
63749	genitive
63752	genitive
63755	accusative
genitive
63762	accusative
63764	genitive
accusative
63767	accusative
63771	nominative
63789	accusative
63791	accusative
63795	nominative
63797	accusative
63803	nominative
63811	accusative
63820	genitive
63823	genitive
63825	genitive
genitive
63830	nominative
accusative
genitive
accusative
63838	accusative
63846	genitive
63850	accusative
63856	nominative
63858	genitive
63863	nominative
accusative
63869	accusative
63871	accusative
63873	accusative
63881	genitive
63888	accusative
63892	nominative
63898	accusative
63901	nominative
63906	genitive
genitive
63917	nominative
63924	genitive
63926	accusative
63933	genitive
63935	accusative
63942	genitive
63948	accusative
63950	nominative
63953	nominative
nominative
63956	genitive
63969	accusative
63973	nominative
63978	genitive
63980	accusative
63984	nominative
63995	genitive
63997	accusative
64001	nominative
64003	genitive
64009	accusative
64011	genitive
64014	accusative
64019	accusative
genitive
64024	accusative
64028	accusative
64032	genitive
accusative
64040	genitive
64044	accusative
64051	genitive
64054	accusative
64064	genitive
64071	accusative
64079	nominative
64085	accusative
64089	genitive
accusative
64101	genitive
64103	accusative
64107	accusative
64109	genitive
64114	accusative
64116	genitive
64123	genitive
64125	accusative
64129	nominative
64141	accusative
64147	accusative
64149	accusative
64159	accusative
64166	nominative
accusative
64173	accusative
64185	genitive
64192	accusative
64202	genitive
64212	accusative
64218	accusative
accusative
64228	accusative
64230	accusative
64244	genitive
64246	accusative
64254	accusative
64262	accusative
accusative
64265	genitive
genitive
64271	accusative
accusative
64283	accusative
64285	accusative
64292	genitive
accusative
64303	genitive
64305	accusative
64313	accusative
genitive
64317	accusative
64331	accusative
64347	accusative
64350	nominative
genitive
64354	genitive
64360	genitive
64366	accusative
64369	nominative
64373	genitive
64378	genitive
64387	accusative
64389	nominative
64391	accusative
genitive
accusative
64397	nominative
64400	nominative
64402	accusative
64409	accusative
64411	accusative
64418	nominative
64420	accusative
64423	accusative
64425	accusative
accusative
64430	nominative
64434	genitive
nominative
64438	genitive
64441	accusative
64443	nominative
64448	nominative
64450	accusative
64453	nominative
64458	accusative
64463	accusative
64465	accusative
64467	genitive
64475	genitive
64478	nominative
64484	accusative
64490	genitive
64492	genitive
64500	accusative
64509	genitive
64515	genitive
genitive
accusative
64520	accusative
64524	accusative
64526	genitive
64531	genitive
genitive
64535	accusative
64537	accusative
64541	accusative
64543	genitive
64553	accusative
64565	genitive
64570	accusative
accusative
64578	accusative
64582	accusative
64584	nominative
64591	genitive
64593	accusative
64596	accusative
64600	accusative
64602	genitive
64607	genitive
64613	genitive
64615	accusative
64626	accusative
64629	accusative
64633	accusative
64635	nominative
64638	genitive
64640	accusative
64646	accusative
64650	accusative
64652	genitive
64654	accusative
64656	accusative
nominative
64660	genitive
64666	accusative
64670	accusative
64673	accusative
64675	accusative
64682	nominative
64684	nominative
64690	genitive
64692	accusative
64695	accusative
64697	accusative
64701	accusative
64703	genitive
64707	accusative
64709	nominative
64717	accusative
64725	accusative
64740	accusative
64743	nominative
64745	genitive
64750	nominative
nominative
64755	accusative
64758	nominative
nominative
64761	accusative
64765	accusative
64770	genitive
64775	genitive
64780	accusative
64784	genitive
64788	genitive
accusative
64792	nominative
64795	genitive
64797	genitive
64805	accusative
64815	nominative
64818	genitive
64820	accusative
64825	genitive
64828	genitive
accusative
64836	genitive
accusative
64840	nominative
64844	genitive
64846	genitive
64855	accusative
64861	genitive
genitive
64865	genitive
64869	nominative
64876	accusative
64878	genitive
accusative
64881	nominative
64883	nominative
64891	nominative
64894	nominative
64896	accusative
64905	genitive
64909	nominative
64911	genitive
accusative
accusative
64921	accusative
64926	nominative
accusative
64929	genitive
nominative
64935	nominative
accusative
64939	nominative
nominative
64947	genitive
64949	accusative
64954	nominative
nominative
64962	nominative
64964	nominative
nominative
64970	accusative
genitive
64976	accusative
accusative
64982	genitive
genitive
64985	accusative
64987	nominative
genitive
genitive
64991	accusative
64993	accusative
64996	accusative
64998	accusative
accusative
65001	accusative
65007	nominative
65013	nominative
accusative
65019	genitive
65021	nominative
65023	accusative
65030	accusative
65032	genitive
65036	nominative
65038	accusative
65044	genitive
65046	accusative
65052	genitive
genitive
65057	nominative
65059	accusative
65061	nominative
65067	genitive
nominative
65070	nominative
65076	genitive
accusative
65079	nominative
65085	nominative
65088	nominative
65090	accusative
65097	genitive
accusative
65103	nominative
65108	nominative
65115	genitive
65119	accusative
65121	nominative
65126	accusative
65128	nominative
65134	accusative
accusative
genitive
accusative
65141	genitive
65145	genitive
65153	accusative
65155	accusative
65157	nominative
65160	accusative
65162	genitive
65168	accusative
accusative
65171	accusative
65173	genitive
65176	accusative
65179	accusative
65181	accusative
65183	genitive
65188	accusative
accusative
65191	nominative
65194	accusative
65197	accusative
65200	accusative
65202	accusative
65207	genitive
accusative
65212	genitive
65214	accusative
accusative
65219	genitive
65221	accusative
65227	accusative
65233	accusative
accusative
65241	genitive
65247	accusative
65252	nominative
genitive
65259	accusative
accusative
65266	nominative
65271	nominative
65275	accusative
65280	nominative
65285	nominative
65290	accusative
65293	genitive
65295	accusative
65300	accusative
accusative
65309	accusative
accusative
65315	nominative
65317	genitive
65319	genitive
65326	accusative
65331	accusative
accusative
65337	genitive
65344	nominative
65346	accusative
65348	accusative
65355	genitive
65357	genitive
65361	accusative
accusative
65372	accusative
65379	genitive
accusative
65390	genitive
accusative
65396	accusative
accusative
65402	accusative
65409	nominative
65414	accusative
accusative
65417	accusative
genitive
65421	nominative
65423	accusative
genitive
65428	nominative
65430	accusative
65443	genitive
accusative
65448	nominative
genitive
65453	accusative
65457	accusative
65461	accusative
65471	genitive
65474	genitive
65478	accusative
65480	accusative
65482	genitive
65488	accusative
accusative
65492	nominative
65495	accusative
65499	accusative
65502	accusative
65504	accusative
65506	nominative
nominative
genitive
accusative
65511	genitive
65520	genitive
65524	genitive
accusative
65529	accusative
65541	accusative
nominative
65545	nominative
65552	nominative
nominative
65557	nominative
65559	genitive
65562	nominative
65568	genitive
genitive
genitive
65576	accusative
65582	nominative
65584	accusative
65586	genitive
genitive
65591	accusative
65593	genitive
65597	nominative
65601	genitive
65612	accusative
65626	genitive
accusative
65631	accusative
accusative
65636	genitive
65639	accusative
65655	accusative
65657	accusative
65666	genitive
65676	accusative
accusative
65679	accusative
65684	accusative
65687	accusative
65691	genitive
accusative
65694	accusative
65702	nominative
65705	genitive
65710	genitive
accusative
65714	nominative
65717	genitive
65720	nominative
65732	accusative
65734	nominative
65741	accusative
65748	accusative
65757	genitive
genitive
65761	accusative
65768	genitive
genitive
65771	accusative
65781	genitive
genitive
65787	accusative
65789	accusative
65791	accusative
65794	accusative
65801	genitive
65808	accusative
genitive
accusative
65815	genitive
accusative
65820	accusative
65823	accusative
accusative
65830	genitive
65832	genitive
65834	genitive
65839	accusative
65846	genitive
65848	accusative
65850	accusative
accusative
65856	genitive
accusative
65861	accusative
65863	genitive
65866	accusative
accusative
65871	accusative
65875	genitive
65878	genitive
65881	accusative
genitive
65884	accusative
65889	genitive
accusative
65894	accusative
accusative
65900	accusative
accusative
65905	nominative
65910	genitive
65912	genitive
genitive
65919	accusative
genitive
65923	genitive
genitive
65926	genitive
65939	nominative
65941	genitive
65944	accusative
65946	accusative
65950	genitive
65952	nominative
65956	accusative
65961	accusative
65966	accusative
65974	accusative
65980	accusative
65985	accusative
accusative
genitive
65991	nominative
accusative
65996	genitive
66000	nominative
66002	accusative
66008	accusative
66010	accusative
66014	nominative
66018	accusative
66020	accusative
66023	nominative
66027	genitive
66031	accusative
66037	genitive
genitive
66043	accusative
genitive
66048	accusative
66052	accusative
66057	nominative
66059	accusative
nominative
66062	genitive
66065	genitive
66068	accusative
66076	genitive
66082	accusative
66086	nominative
66095	accusative
66101	nominative
66108	genitive
66112	accusative
66115	genitive
66123	accusative
66129	accusative
genitive
accusative
66137	genitive
genitive
nominative
66141	nominative
66144	genitive
accusative
66149	nominative
66153	nominative
66156	accusative
66162	nominative
66166	genitive
66168	accusative
accusative
66178	accusative
66181	accusative
66187	nominative
66189	accusative
66200	genitive
nominative
accusative
66204	nominative
accusative
66210	accusative
66213	genitive
66215	nominative
accusative
66218	accusative
66224	genitive
66231	nominative
accusative
66242	accusative
66246	accusative
66253	nominative
accusative
66256	nominative
accusative
66260	nominative
66264	accusative
66267	genitive
66269	genitive
nominative
accusative
genitive
66274	accusative
66276	nominative
accusative
66285	genitive
66292	accusative
66294	accusative
66298	accusative
66301	accusative
66303	genitive
accusative
66316	genitive
accusative
66326	accusative
66331	genitive
genitive
accusative
66339	accusative
66345	genitive
66352	accusative
66361	accusative
66364	genitive
66367	accusative
66378	accusative
accusative
66382	accusative
66385	genitive
accusative
66390	accusative
66392	genitive
accusative
66398	accusative
66402	accusative
66404	genitive
accusative
66411	nominative
accusative
66417	accusative
accusative
66421	nominative
66429	nominative
66433	nominative
accusative
66440	genitive
accusative
66447	genitive
66450	accusative
66452	nominative
66456	genitive
66459	genitive
66461	nominative
66463	genitive
accusative
66472	accusative
66474	nominative
66476	nominative
66478	accusative
66480	genitive
accusative
66490	accusative
66496	nominative
accusative
66505	genitive
66512	accusative
66517	accusative
accusative
66523	accusative
66526	genitive
66532	genitive
66537	accusative
66545	accusative
66549	accusative
66553	accusative
66558	accusative
66561	accusative
66563	accusative
66565	nominative
66568	genitive
66575	genitive
66580	genitive
66583	accusative
66587	accusative
66589	genitive
66595	genitive
66601	accusative
66603	accusative
nominative
66606	accusative
66612	nominative
66614	nominative
66619	nominative
genitive
66623	accusative
66627	genitive
66635	accusative
66643	genitive
66648	genitive
accusative
66656	nominative
66660	nominative
66664	accusative
66670	genitive
66672	genitive
accusative
66687	nominative
66689	accusative
66698	accusative
66700	genitive
66704	accusative
nominative
66711	nominative
genitive
66730	accusative
66738	genitive
66741	nominative
66744	nominative
66754	genitive
66761	nominative
nominative
66767	nominative
66774	nominative
66785	accusative
66788	accusative
66791	accusative
66794	genitive
66797	accusative
66799	genitive
genitive
accusative
accusative
66807	genitive
66810	genitive
66813	genitive
66818	accusative
66823	accusative
66829	accusative
66833	accusative
66835	genitive
66839	accusative
66845	accusative
66847	genitive
66849	accusative
accusative
66855	accusative
66861	genitive
66866	accusative
66870	accusative
66877	accusative
66882	accusative
66885	nominative
66893	accusative
accusative
66899	genitive
66909	genitive
66916	genitive
66922	nominative
66925	genitive
66928	nominative
66932	nominative
66940	accusative
66947	genitive
66951	nominative
66967	genitive
66971	nominative
66979	accusative
66986	genitive
66991	accusative
66995	accusative
66997	genitive
genitive
67003	genitive
67005	nominative
67011	genitive
67016	nominative
67019	genitive
67026	genitive
67031	genitive
67040	accusative
accusative
67049	accusative
67067	accusative
67081	nominative
genitive
67086	accusative
67088	accusative
genitive
67099	genitive
67101	genitive
67105	nominative
67110	accusative
67119	accusative
67128	nominative
67131	nominative
67133	nominative
67137	accusative
genitive
accusative
67146	nominative
67148	genitive
67150	genitive
67152	nominative
67154	accusative
genitive
67158	genitive
67161	nominative
67171	accusative
accusative
67179	accusative
67184	genitive
accusative
67191	accusative
67193	genitive
genitive
67200	accusative
67206	accusative
67208	genitive
67210	genitive
67226	accusative
accusative
67234	accusative
67236	accusative
67251	genitive
67254	genitive
67257	nominative
67264	genitive
genitive
67269	accusative
67272	accusative
67274	accusative
67282	accusative
accusative
67285	nominative
67287	nominative
67289	genitive
67294	nominative
accusative
67298	nominative
67301	accusative
67308	nominative
accusative
67315	genitive
accusative
67321	genitive
67330	accusative
67332	accusative
67338	accusative
67344	nominative
67352	genitive
67355	genitive
67361	genitive
67364	genitive
67368	accusative
67373	accusative
67378	accusative
67384	nominative
67392	accusative
67401	nominative
67404	nominative
67410	genitive
67418	genitive
67420	accusative
nominative
67430	nominative
67435	genitive
67445	nominative
genitive
67451	nominative
67457	nominative
accusative
67464	genitive
genitive
67467	genitive
67473	accusative
67481	nominative
67487	accusative
67492	accusative
67495	accusative
67498	genitive
67505	genitive
67507	genitive
67512	nominative
67514	nominative
accusative
67517	nominative
67529	genitive
67538	nominative
67544	accusative
67546	accusative
67552	genitive
67558	accusative
67569	genitive
67571	nominative
nominative
67574	nominative
67579	accusative
67581	accusative
67586	accusative
67598	accusative
67602	accusative
67608	nominative
67610	nominative
nominative
genitive
67615	genitive
67618	nominative
accusative
67624	nominative
67633	genitive
67637	genitive
67643	accusative
67646	genitive
accusative
67650	accusative
67657	nominative
67659	genitive
67666	genitive
67672	nominative
accusative
67679	accusative
genitive
67686	genitive
67692	accusative
67694	genitive
67696	accusative
67703	accusative
67706	accusative
67710	genitive
67725	nominative
67732	nominative
67741	nominative
67749	accusative
67757	genitive
67760	nominative
67765	genitive
67772	accusative
67783	accusative
67786	genitive
67792	nominative
67795	nominative
67797	genitive
67799	accusative
accusative
67803	accusative
67809	nominative
67811	accusative
accusative
67819	nominative
67827	nominative
67829	genitive
67834	accusative
67841	accusative
67844	genitive
67851	accusative
67853	genitive
67855	genitive
67865	nominative
67870	accusative
accusative
67874	nominative
67879	nominative
67882	nominative
genitive
67896	accusative
67902	accusative
67905	accusative
67912	nominative
67914	genitive
67916	accusative
67926	accusative
67929	nominative
67937	accusative
67945	accusative
67950	nominative
67953	nominative
67971	nominative
67975	accusative
genitive
67981	genitive
67986	genitive
67996	accusative
genitive
genitive
68002	accusative
68007	nominative
68010	nominative
68024	accusative
68026	genitive
68028	genitive
68039	nominative
68050	genitive
68059	accusative
68066	genitive
68073	accusative
68085	genitive
accusative
68089	nominative
68091	nominative
68094	accusative
68098	accusative
genitive
accusative
68107	genitive
68117	genitive
68119	accusative
68128	accusative
68130	genitive
accusative
accusative
68139	accusative
68141	genitive
accusative
accusative
68147	genitive
68151	accusative
68153	accusative
68156	accusative
68162	accusative
68164	nominative
68171	nominative
68173	accusative
68178	accusative
68185	genitive
68190	nominative
68192	accusative
68196	accusative
accusative
68202	accusative
68205	accusative
68210	accusative
68212	accusative
68218	nominative
68221	genitive
68226	accusative
68231	nominative
68238	nominative
68243	accusative
68246	accusative
nominative
68251	accusative
68259	accusative
68263	nominative
68266	genitive
68268	genitive
68274	accusative
68280	genitive
68283	nominative
68287	accusative
68290	accusative
68297	accusative
accusative
68306	genitive
68315	accusative
68318	nominative
68320	nominative
68322	nominative
68328	genitive
68330	genitive
68335	nominative
68339	accusative
68343	accusative
68350	genitive
68352	genitive
68360	accusative
68367	genitive
68371	genitive
68376	accusative
68382	nominative
68385	nominative
68390	genitive
68399	genitive
68428	nominative
68431	nominative
68436	genitive
68438	genitive
68440	genitive
68452	nominative
68462	genitive
68464	genitive
68467	nominative
accusative
68475	nominative
68488	accusative
nominative
68492	genitive
nominative
68502	nominative
68506	accusative
68518	genitive
68524	accusative
accusative
68529	accusative
68531	genitive
accusative
68534	accusative
68541	accusative
68546	accusative
68552	nominative
68562	accusative
68574	genitive
genitive
68579	nominative
68581	genitive
nominative
68584	nominative
68594	accusative
68598	genitive
68602	genitive
68608	accusative
68610	genitive
68612	genitive
68615	nominative
68618	genitive
68622	accusative
68624	nominative
nominative
68635	genitive
genitive
68638	accusative
genitive
68641	genitive
68643	accusative
genitive
68648	genitive
68650	genitive
68654	accusative
68656	genitive
68664	accusative
68672	accusative
68675	accusative
68677	genitive
68679	genitive
68686	nominative
genitive
68689	nominative
68691	nominative
68694	accusative
68698	genitive
68706	accusative
68712	nominative
68715	genitive
68723	genitive
68725	genitive
68732	nominative
68736	genitive
68738	genitive
68747	genitive
68749	genitive
68754	accusative
68761	accusative
68764	accusative
68767	genitive
68773	nominative
nominative
68783	nominative
68785	genitive
68787	genitive
68794	genitive
nominative
68800	genitive
nominative
68806	genitive
68808	genitive
68810	genitive
68819	accusative
nominative
68826	nominative
68833	nominative
nominative
68841	accusative
68847	nominative
68851	accusative
68854	genitive
68857	genitive
68861	nominative
68863	nominative
68867	nominative
genitive
68874	nominative
68880	genitive
68885	nominative
68888	accusative
68891	genitive
68904	accusative
68907	accusative
68914	accusative
68916	genitive
68928	accusative
68933	accusative
68938	accusative
68944	accusative
68956	accusative
68963	accusative
68966	nominative
68978	genitive
68980	accusative
68984	accusative
68986	accusative
accusative
68992	accusative
69013	genitive
69022	accusative
69028	accusative
69033	nominative
69039	accusative
accusative
69046	accusative
69049	accusative
69052	accusative
69054	accusative
69060	accusative
69066	genitive
69071	accusative
69076	genitive
69079	genitive
69086	nominative
69091	nominative
69102	genitive
69105	genitive
69108	accusative
69114	genitive
69123	accusative
69126	accusative
69133	accusative
69136	genitive
69144	nominative
69146	nominative
69151	accusative
genitive
genitive
69155	genitive
69173	genitive
69175	accusative
69179	accusative
69182	nominative
69184	accusative
69187	nominative
69192	nominative
69198	accusative
69201	nominative
69207	genitive
69210	genitive
69218	accusative
69230	nominative
accusative
accusative
69235	nominative
nominative
69243	genitive
69247	genitive
69253	accusative
nominative
69258	accusative
69271	genitive
69273	nominative
69281	nominative
69283	genitive
69289	genitive
69294	accusative
69304	genitive
69307	accusative
69310	accusative
69320	genitive
accusative
genitive
genitive
69334	genitive
accusative
69345	accusative
accusative
69355	accusative
accusative
accusative
69361	genitive
69363	nominative
69369	accusative
69372	accusative
69375	accusative
69378	accusative
nominative
69381	genitive
69389	genitive
69391	genitive
69394	accusative
69403	nominative
nominative
genitive
nominative
69408	genitive
69414	genitive
69417	genitive
accusative
69436	accusative
69441	accusative
69446	genitive
69448	genitive
69450	nominative
69453	nominative
69455	genitive
69459	nominative
69472	nominative
69476	accusative
69482	accusative
69487	genitive
69490	accusative
69494	genitive
69504	accusative
69512	accusative
69524	genitive
69526	genitive
69549	genitive
69552	genitive
69555	genitive
69559	genitive
genitive
69562	nominative
69566	nominative
69570	genitive
69575	accusative
genitive
69590	accusative
69597	nominative
69607	accusative
69611	genitive
69617	nominative
69625	genitive
69630	nominative
69632	accusative
69642	nominative
69644	genitive
genitive
69651	nominative
69657	accusative
69661	accusative
69663	accusative
69665	genitive
69667	genitive
69671	nominative
accusative
69676	accusative
genitive
69679	genitive
69688	accusative
69694	nominative
69696	accusative
69698	accusative
69700	accusative
69702	accusative
69705	genitive
69709	accusative
69713	genitive
69718	genitive
nominative
69722	nominative
nominative
69732	nominative
69738	accusative
accusative
69742	genitive
69748	accusative
69752	genitive
69755	genitive
69760	nominative
69765	nominative
69770	accusative
69774	accusative
69782	nominative
69785	genitive
genitive
69795	genitive
69800	genitive
69803	nominative
69805	nominative
69807	genitive
69810	genitive
69820	genitive
69823	genitive
69827	accusative
69829	accusative
69833	accusative
69837	accusative
69839	accusative
69854	genitive
69861	genitive
69866	genitive
69872	nominative
69881	genitive
69883	genitive
69896	genitive
69899	nominative
69904	nominative
69920	genitive
69929	nominative
69934	genitive
69950	genitive
genitive
69956	accusative
69961	genitive
69970	genitive
genitive
69985	accusative
69990	accusative
69994	nominative
69997	accusative
69999	accusative
70001	genitive
70007	accusative
70013	accusative
70019	accusative
70022	genitive
70030	genitive
70036	genitive
70038	genitive
accusative
70041	accusative
70044	accusative
70049	accusative
70053	genitive
70060	accusative
70062	genitive
70064	accusative
70066	genitive
70068	accusative
70070	genitive
70076	accusative
70078	accusative
70082	accusative
70084	accusative
70091	genitive
70096	accusative
70101	accusative
genitive
accusative
70109	genitive
70115	genitive
70117	accusative
70121	genitive
70132	accusative
70136	genitive
70138	genitive
70145	genitive
70150	genitive
70156	accusative
genitive
70162	accusative
70164	genitive
70166	genitive
70172	genitive
70177	nominative
70179	genitive
70184	genitive
70186	accusative
70191	genitive
70193	accusative
70196	accusative
70198	accusative
70202	accusative
genitive
70205	accusative
70210	accusative
70214	accusative
70219	accusative
genitive
70227	genitive
70232	nominative
70235	genitive
70237	accusative
accusative
70241	genitive
70245	genitive
70255	genitive
genitive
accusative
70261	genitive
70270	accusative
accusative
70278	accusative
70280	genitive
70283	accusative
70290	nominative
70293	nominative
70295	genitive
70308	genitive
70313	accusative
70316	accusative
70318	accusative
70320	accusative
70322	genitive
70325	nominative
70328	genitive
70330	accusative
70332	genitive
70334	accusative
70336	genitive
nominative
70340	genitive
70346	genitive
70352	genitive
70354	accusative
70356	genitive
70359	accusative
70371	genitive
70374	accusative
70377	accusative
70385	genitive
70397	genitive
70403	accusative
70405	genitive
70408	accusative
70410	nominative
70415	accusative
70418	nominative
70420	genitive
70431	nominative
70437	accusative
70447	genitive
70452	accusative
70454	accusative
70460	accusative
70464	accusative
70472	genitive
70479	accusative
70481	accusative
70484	genitive
70487	nominative
70489	accusative
accusative
70493	nominative
70502	accusative
70504	accusative
70506	nominative
70509	nominative
70515	genitive
70518	nominative
70521	accusative
70523	genitive
70530	nominative
70532	nominative
70534	genitive
70546	nominative
70548	nominative
70552	genitive
genitive
70559	nominative
70561	nominative
70565	nominative
nominative
70571	nominative
70577	genitive
70583	accusative
70591	genitive
genitive
nominative
genitive
70598	nominative
70602	accusative
70608	nominative
70611	nominative
70616	nominative
70632	nominative
70636	nominative
70640	accusative
70647	nominative
70649	nominative
70654	nominative
70656	nominative
70661	nominative
70663	nominative
70670	accusative
70673	accusative
70675	genitive
70677	genitive
70680	genitive
70685	accusative
genitive
70689	accusative
70696	accusative
70704	genitive
70706	genitive
70708	genitive
70711	accusative
70714	nominative
70717	nominative
70722	accusative
70724	genitive
genitive
70732	accusative
70735	genitive
70744	nominative
70746	nominative
nominative
70751	nominative
70762	genitive
70767	nominative
70769	nominative
70777	accusative
70780	genitive
70791	nominative
70795	nominative
70797	genitive
70799	accusative
70804	genitive
70806	nominative
70809	nominative
70811	nominative
70817	nominative
70819	nominative
70822	accusative
70825	accusative
70827	genitive
nominative
nominative
accusative
70835	nominative
genitive
70842	nominative
genitive
genitive
accusative
70850	accusative
accusative
70856	genitive
70859	accusative
genitive
nominative
70865	genitive
70869	genitive
70871	genitive
genitive
70875	accusative
genitive
genitive
70895	genitive
70897	genitive
70899	nominative
70901	nominative
70906	genitive
70909	genitive
70917	genitive
70920	genitive
70923	genitive
70926	genitive
genitive
70929	genitive
genitive
70939	genitive
70943	genitive
genitive
70948	accusative
70953	accusative
70966	genitive
70968	genitive
70973	genitive
genitive
accusative
70979	accusative
accusative
70988	accusative
70995	genitive
genitive
genitive
71001	accusative
71004	nominative
71010	accusative
71015	genitive
genitive
nominative
71021	accusative
nominative
71024	accusative
71029	accusative
71034	genitive
71038	genitive
71042	genitive
71044	genitive
genitive
71048	genitive
71051	genitive
genitive
accusative
genitive
71059	genitive
genitive
71065	genitive
nominative
71070	accusative
71072	genitive
accusative
71075	genitive
71080	nominative
71084	accusative
71087	genitive
71090	genitive
71094	genitive
71097	accusative
71099	genitive
71104	nominative
71112	nominative
71115	genitive
71119	nominative
71122	accusative
71126	nominative
71128	nominative
71131	genitive
genitive
71145	nominative
71147	nominative
71151	nominative
71153	nominative
71155	genitive
71160	genitive
71165	nominative
71167	accusative
71176	genitive
genitive
71180	genitive
71183	nominative
71185	accusative
71196	nominative
71199	genitive
71202	genitive
71207	genitive
71210	genitive
71220	nominative
71230	genitive
genitive
71234	accusative
71248	accusative
71251	accusative
71254	accusative
71260	accusative
71262	accusative
71264	accusative
71266	genitive
71268	accusative
71270	genitive
genitive
nominative
71277	accusative
71284	genitive
71289	genitive
71292	nominative
71295	nominative
71298	nominative
71301	nominative
71304	nominative
71307	nominative
71309	nominative
71312	genitive
71314	nominative
71319	nominative
71323	nominative
71329	genitive
71331	accusative
71336	nominative
71340	genitive
71349	nominative
71351	genitive
71354	genitive
genitive
71358	nominative
71364	genitive
71368	nominative
71372	nominative
71374	genitive
71384	genitive
71392	accusative
71394	genitive
71396	accusative
71405	genitive
genitive
71409	genitive
71412	nominative
71418	genitive
71420	genitive
71422	accusative
71424	nominative
71428	nominative
71434	genitive
71437	genitive
71442	genitive
71444	genitive
71453	genitive
genitive
71457	genitive
71459	genitive
71466	genitive
accusative
71469	nominative
71474	genitive
71481	genitive
71483	genitive
71487	genitive
genitive
71494	genitive
accusative
71497	genitive
71503	accusative
71506	nominative
71510	genitive
71513	genitive
71516	genitive
71518	genitive
71523	genitive
71526	genitive
71530	accusative
71533	genitive
genitive
71538	genitive
genitive
genitive
71544	accusative
71550	accusative
genitive
71553	genitive
genitive
71560	genitive
71562	genitive
71572	accusative
71574	accusative
71579	accusative
71585	accusative
71593	genitive
71595	genitive
71600	genitive
genitive
71604	nominative
71607	accusative
genitive
71615	nominative
71625	accusative
71628	genitive
71632	accusative
71634	genitive
accusative
71637	genitive
accusative
genitive
71646	genitive
71653	genitive
71658	nominative
71664	nominative
71666	genitive
genitive
71672	accusative
genitive
71678	genitive
71680	genitive
71685	nominative
71687	genitive
genitive
71690	nominative
71694	genitive
71696	genitive
71699	genitive
genitive
71703	accusative
71707	accusative
genitive
71714	genitive
71716	genitive
71718	nominative
71720	nominative
nominative
71730	accusative
71734	nominative
71736	nominative
71740	accusative
71747	accusative
71749	genitive
71760	accusative
71767	genitive
genitive
71773	nominative
71777	accusative
genitive
71781	accusative
71785	nominative
71796	accusative
71799	accusative
71813	accusative
nominative
71818	nominative
71825	nominative
71837	accusative
71845	accusative
71847	accusative
71854	accusative
71857	accusative
genitive
genitive
71872	accusative
71874	genitive
71877	nominative
71882	genitive
71885	genitive
genitive
71891	nominative
71893	nominative
71896	nominative
genitive
71899	accusative
accusative
71903	genitive
71906	nominative
71908	nominative
71910	nominative
71912	nominative
71916	nominative
genitive
accusative
71923	nominative
71928	accusative
71930	nominative
nominative
71939	genitive
71943	accusative
71948	accusative
71954	genitive
71960	genitive
71963	genitive
nominative
71966	genitive
71975	accusative
71977	nominative
genitive
71980	nominative
71982	nominative
71984	nominative
genitive
71987	nominative
genitive
71990	nominative
genitive
71994	nominative
72000	genitive
72008	nominative
72011	nominative
72013	genitive
72019	nominative
72022	nominative
72024	genitive
72027	genitive
genitive
72030	genitive
genitive
72039	genitive
72044	nominative
72050	nominative
72061	nominative
72066	nominative
72070	genitive
72077	genitive
72081	nominative
accusative
72086	accusative
accusative
genitive
72091	genitive
genitive
72098	nominative
72100	genitive
72107	nominative
72116	nominative
72119	nominative
72121	nominative
72127	nominative
nominative
72137	genitive
72140	nominative
72142	nominative
nominative
72149	genitive
72151	accusative
72153	nominative
72155	genitive
72161	genitive
72164	genitive
72167	genitive
72173	nominative
72175	genitive
72179	nominative
72183	nominative
72186	nominative
genitive
72190	nominative
nominative
nominative
72198	nominative
accusative
72203	genitive
72205	nominative
72208	genitive
nominative
72214	accusative
72217	genitive
genitive
72226	accusative
72230	nominative
72232	genitive
72243	nominative
72247	accusative
72249	nominative
72254	genitive
genitive
72263	genitive
72270	nominative
accusative
72275	nominative
genitive
genitive
72279	nominative
72282	genitive
72284	accusative
72294	genitive
72296	genitive
72298	genitive
72307	genitive
72313	nominative
nominative
72320	genitive
genitive
72332	nominative
accusative
accusative
72337	accusative
72340	nominative
72342	genitive
72347	accusative
72353	accusative
72355	nominative
nominative
72362	genitive
72375	nominative
72377	accusative
72379	nominative
nominative
72384	accusative
72387	accusative
72390	genitive
72394	accusative
72397	genitive
72400	accusative
nominative
nominative
72406	accusative
72409	nominative
72416	genitive
72420	nominative
72423	accusative
72426	nominative
72428	nominative
72433	accusative
72437	genitive
accusative
72442	nominative
accusative
72445	accusative
nominative
nominative
72453	genitive
72458	genitive
72461	accusative
72465	nominative
72467	nominative
72472	accusative
72479	genitive
72482	accusative
72486	genitive
72488	genitive
72493	accusative
72498	genitive
72501	genitive
72504	accusative
72507	genitive
72509	nominative
nominative
72524	accusative
72526	nominative
72528	genitive
genitive
72532	accusative
72534	nominative
72543	genitive
72547	genitive
72553	genitive
genitive
72562	nominative
nominative
72568	nominative
72570	accusative
72572	accusative
72574	genitive
72587	accusative
72592	genitive
72595	genitive
72599	genitive
72603	genitive
nominative
72609	genitive
genitive
72616	accusative
72624	nominative
72629	genitive
72631	genitive
72637	nominative
72639	genitive
72642	genitive
72647	accusative
72658	genitive
72666	genitive
72670	nominative
72673	nominative
72680	nominative
72682	nominative
72684	nominative
72686	nominative
72697	genitive
genitive
72702	accusative
72714	nominative
accusative
72724	nominative
72727	nominative
72731	accusative
accusative
genitive
72736	accusative
72738	nominative
nominative
nominative
72744	genitive
accusative
72749	genitive
72751	accusative
nominative
nominative
72756	accusative
nominative
72761	accusative
72765	genitive
72768	nominative
72770	nominative
72782	accusative
72788	accusative
72797	genitive
accusative
genitive
72811	genitive
72813	genitive
accusative
genitive
72817	genitive
72822	accusative
72824	genitive
72831	nominative
accusative
72838	accusative
72841	genitive
72846	accusative
72851	accusative
72856	genitive
72858	genitive
72863	genitive
72867	nominative
72871	nominative
72875	genitive
72877	nominative
72883	genitive
nominative
72890	genitive
nominative
72896	genitive
72898	nominative
72901	genitive
72906	nominative
72911	nominative
genitive
72916	accusative
72922	nominative
72927	genitive
72930	genitive
72932	nominative
72937	genitive
72944	nominative
72949	accusative
72953	nominative
72960	accusative
72962	genitive
72964	genitive
72969	accusative
72971	genitive
genitive
72977	accusative
accusative
72983	accusative
accusative
72989	accusative
accusative
72995	accusative
accusative
73001	accusative
accusative
73005	nominative
nominative
73008	genitive
73012	accusative
73015	nominative
73019	accusative
73021	genitive
73029	accusative
73031	accusative
accusative
73039	genitive
accusative
73046	genitive
accusative
73049	genitive
73056	genitive
73061	genitive
73065	nominative
73073	accusative
73075	genitive
73077	genitive
73082	nominative
nominative
73090	accusative
73093	genitive
genitive
73098	genitive
73100	genitive
73103	genitive
73110	genitive
73112	accusative
73118	genitive
73125	nominative
nominative
73138	genitive
73146	accusative
73148	genitive
73153	nominative
73157	accusative
73162	genitive
nominative
73173	nominative
73178	genitive
73183	nominative
nominative
73194	nominative
73197	accusative
73204	genitive
73207	genitive
73211	nominative
73214	nominative
73221	genitive
73223	nominative
73240	accusative
73242	genitive
73245	genitive
73250	nominative
73255	nominative
73261	genitive
nominative
nominative
73265	accusative
73273	nominative
73286	nominative
73294	accusative
73298	genitive
73302	nominative
73304	genitive
73310	genitive
73312	genitive
73315	accusative
73319	accusative
accusative
73323	nominative
73325	genitive
73330	genitive
73336	accusative
73341	genitive
73343	accusative
accusative
73350	accusative
73356	accusative
73361	genitive
nominative
73372	nominative
73374	genitive
73383	genitive
73385	genitive
73392	genitive
73394	genitive
73398	nominative
nominative
73419	accusative
accusative
73426	nominative
73438	accusative
73440	accusative
73443	nominative
accusative
accusative
73453	nominative
73456	nominative
73464	genitive
73468	nominative
73471	genitive
accusative
73479	genitive
73481	nominative
73493	genitive
73497	accusative
73502	nominative
73505	genitive
73510	accusative
73512	accusative
73515	genitive
73517	genitive
73522	genitive
73524	accusative
accusative
73529	genitive
accusative
73539	accusative
73541	accusative
accusative
73545	accusative
nominative
73554	accusative
73556	accusative
73561	accusative
73563	accusative
73565	genitive
73572	nominative
73574	nominative
73576	accusative
73578	genitive
73581	genitive
genitive
73584	genitive
73586	genitive
73594	accusative
accusative
73602	genitive
genitive
73606	nominative
73610	nominative
73620	genitive
73626	nominative
73628	accusative
73636	accusative
accusative
73639	accusative
73641	accusative
73647	genitive
nominative
genitive
73651	genitive
73653	nominative
73655	nominative
73660	genitive
73664	accusative
73671	nominative
73675	nominative
73677	accusative
accusative
73681	nominative
73690	accusative
73692	accusative
73694	accusative
nominative
genitive
73701	nominative
73706	genitive
73709	genitive
73720	genitive
73722	genitive
73728	genitive
73737	genitive
genitive
73740	nominative
73745	genitive
genitive
73754	genitive
73767	nominative
73769	nominative
73773	genitive
73775	nominative
73781	genitive
73786	nominative
73790	accusative
73792	accusative
73797	nominative
73801	genitive
73808	nominative
73811	genitive
73817	nominative
73819	genitive
73824	nominative
73829	nominative
73833	genitive
73842	accusative
73852	nominative
73861	genitive
73865	accusative
73868	accusative
73877	accusative
73884	accusative
73887	accusative
73892	accusative
73898	nominative
73904	nominative
73910	genitive
73912	nominative
73916	genitive
nominative
73922	nominative
accusative
73928	nominative
73931	nominative
73941	genitive
73946	genitive
73948	nominative
73952	accusative
73954	nominative
genitive
73957	nominative
73960	nominative
73962	genitive
73970	genitive
genitive
73980	genitive
73983	genitive
73985	nominative
73998	genitive
74003	genitive
74015	genitive
74021	genitive
74033	accusative
accusative
genitive
genitive
74041	nominative
74049	accusative
74052	accusative
74055	accusative
accusative
74067	genitive
74082	nominative
74084	genitive
74087	genitive
74096	accusative
74100	nominative
74110	accusative
74112	accusative
74117	nominative
74124	nominative
74128	genitive
74132	nominative
74134	genitive
74139	nominative
74153	genitive
74162	nominative
74164	genitive
74166	genitive
74168	nominative
74170	genitive
74172	genitive
74177	genitive
74187	genitive
74189	nominative
genitive
genitive
74209	genitive
74221	genitive
74226	nominative
74229	nominative
74231	genitive
74235	accusative
74238	genitive
74242	nominative
genitive
74250	nominative
74253	genitive
accusative
genitive
74260	genitive
74262	genitive
74265	genitive
74273	nominative
74282	nominative
74290	genitive
74292	genitive
74304	nominative
74309	nominative
74311	accusative
74313	nominative
74320	nominative
74326	genitive
74328	genitive
74333	nominative
74342	accusative
74345	nominative
74347	nominative
74355	accusative
74363	nominative
74365	nominative
74369	genitive
74371	nominative
74373	genitive
74381	genitive
74384	accusative
accusative
74395	nominative
74401	nominative
74405	nominative
74412	accusative
74415	genitive
nominative
74418	accusative
74421	nominative
74426	nominative
74430	nominative
74444	accusative
74449	nominative
74454	accusative
accusative
accusative
74469	nominative
74483	nominative
74485	genitive
74489	accusative
74502	nominative
74504	genitive
74509	accusative
74514	nominative
74529	accusative
74538	nominative
74545	genitive
accusative
genitive
74552	accusative
74554	accusative
genitive
74559	accusative
74565	accusative
74582	accusative
74593	nominative
74595	nominative
74597	nominative
74599	accusative
74602	nominative
74604	genitive
74606	genitive
74610	accusative
genitive
accusative
accusative
74615	accusative
74623	nominative
74625	accusative
genitive
74633	nominative
74636	nominative
74643	nominative
74645	genitive
nominative
74659	accusative
accusative
74666	nominative
74669	nominative
74673	accusative
genitive
74677	accusative
genitive
74685	nominative
74687	genitive
genitive
74695	genitive
74698	genitive
74700	genitive
74704	accusative
74706	nominative
74709	genitive
74711	nominative
74715	accusative
74717	accusative
74720	nominative
74725	nominative
74727	nominative
74733	genitive
74739	accusative
74745	genitive
genitive
74751	accusative
accusative
74759	accusative
accusative
74765	nominative
74771	genitive
74778	accusative
nominative
nominative
74785	accusative
74792	nominative
74794	nominative
74797	nominative
genitive
74800	nominative
genitive
74803	genitive
74809	genitive
74812	nominative
74814	accusative
genitive
74822	genitive
74828	accusative
74831	accusative
genitive
74834	genitive
74840	genitive
74843	accusative
74845	accusative
genitive
74853	genitive
74856	nominative
genitive
74861	nominative
74865	accusative
nominative
nominative
74874	genitive
nominative
74882	accusative
74887	nominative
74891	genitive
genitive
74899	genitive
74903	accusative
74909	nominative
nominative
74918	nominative
74921	nominative
74923	genitive
74925	accusative
74930	nominative
nominative
74938	genitive
accusative
74947	genitive
74950	accusative
genitive
74954	nominative
74957	nominative
genitive
74962	nominative
74966	genitive
74969	genitive
74979	nominative
nominative
74986	genitive
74992	genitive
75000	nominative
75005	accusative
75008	accusative
genitive
nominative
75027	accusative
75030	nominative
nominative
75034	nominative
75039	genitive
75041	accusative
75045	accusative
75048	nominative
75052	accusative
75054	nominative
nominative
nominative
75064	nominative
75071	nominative
nominative
75075	genitive
75078	genitive
75080	nominative
75089	nominative
genitive
75094	nominative
75098	accusative
nominative
nominative
75102	nominative
75109	accusative
75111	genitive
75115	genitive
75117	genitive
75124	genitive
75127	genitive
75130	nominative
genitive
75135	nominative
75142	genitive
accusative
75146	accusative
75151	nominative
nominative
nominative
75157	nominative
75159	genitive
75164	genitive
75168	accusative
75170	genitive
75173	accusative
75176	accusative
75178	genitive
genitive
75194	nominative
75198	nominative
nominative
nominative
75206	accusative
75208	accusative
75210	accusative
75215	genitive
75218	genitive
75222	nominative
nominative
accusative
75228	nominative
75231	nominative
75234	nominative
75245	nominative
accusative
75249	accusative
75254	accusative
75257	nominative
75259	nominative
75261	nominative
75264	genitive
75267	nominative
75270	genitive
75273	nominative
75276	genitive
75279	nominative
75282	genitive
75284	nominative
75291	nominative
75293	nominative
nominative
75296	nominative
75303	accusative
accusative
genitive
75314	genitive
75317	nominative
75331	accusative
75352	nominative
75356	nominative
75361	nominative
75365	nominative
75369	accusative
accusative
genitive
75374	nominative
75378	nominative
75390	genitive
75394	genitive
75399	accusative
75402	nominative
75406	accusative
nominative
75416	genitive
75420	genitive
75425	accusative
75431	accusative
75443	genitive
75446	genitive
75452	accusative
75456	genitive
75459	genitive
75462	genitive
genitive
75466	genitive
75469	genitive
genitive
75473	genitive
75476	genitive
genitive
75480	genitive
genitive
75484	genitive
75489	nominative
75493	genitive
genitive
genitive
75497	genitive
75500	genitive
75503	genitive
75509	genitive
75511	genitive
75517	genitive
75525	genitive
75531	genitive
accusative
nominative
75535	nominative
75544	accusative
75549	accusative
75551	genitive
75554	genitive
75559	accusative
75562	nominative
75564	genitive
75567	nominative
nominative
nominative
75577	accusative
75581	nominative
75583	genitive
75590	accusative
75594	nominative
75605	accusative
75611	genitive
genitive
75620	genitive
75624	genitive
75628	accusative
75632	accusative
75634	genitive
75636	genitive
75643	accusative
75645	genitive
genitive
75648	nominative
nominative
75657	accusative
accusative
75660	accusative
75666	genitive
75669	accusative
75672	genitive
nominative
nominative
75676	genitive
75679	genitive
nominative
genitive
75684	genitive
75687	nominative
75689	nominative
75691	genitive
75693	nominative
75696	nominative
nominative
75700	genitive
genitive
genitive
75704	genitive
75707	genitive
75709	nominative
75717	nominative
nominative
75720	genitive
75722	nominative
75724	genitive
75730	nominative
75732	accusative
75735	genitive
75737	nominative
75739	genitive
genitive
nominative
75743	genitive
75745	nominative
75752	nominative
75761	genitive
75764	genitive
nominative
75769	nominative
75772	nominative
75774	genitive
genitive
75777	genitive
75779	genitive
75781	genitive
75783	genitive
75786	accusative
75791	nominative
75794	nominative
75798	nominative
accusative
75807	genitive
75810	nominative
75815	genitive
genitive
75821	nominative
75824	genitive
75826	genitive
75830	nominative
accusative
75839	accusative
75842	accusative
accusative
75848	accusative
75851	nominative
nominative
75854	genitive
75857	genitive
75859	genitive
genitive
75863	nominative
75865	genitive
75867	nominative
75869	genitive
75871	nominative
nominative
nominative
75875	accusative
genitive
75879	accusative
75889	nominative
75892	accusative
75898	genitive
75903	accusative
75910	genitive
75913	genitive
75916	nominative
genitive
nominative
75921	accusative
75924	accusative
75927	nominative
nominative
75935	genitive
nominative
75938	genitive
75941	genitive
75944	genitive
75946	nominative
75951	accusative
75953	accusative
75956	accusative
75961	accusative
75965	accusative
75968	genitive
75974	genitive
75976	genitive
75980	genitive
75994	genitive
genitive
76000	genitive
76002	nominative
76004	accusative
76007	accusative
76012	accusative
76014	genitive
76016	genitive
76018	nominative
76020	accusative
genitive
76023	genitive
76030	genitive
76038	genitive
76045	genitive
76047	nominative
76051	accusative
76053	genitive
genitive
nominative
76060	accusative
accusative
76063	nominative
76068	genitive
genitive
76076	genitive
76080	genitive
76086	nominative
76090	genitive
76097	genitive
76103	genitive
76105	genitive
76109	accusative
76112	nominative
76115	nominative
76122	nominative
76127	accusative
76130	genitive
76132	nominative
76141	nominative
76145	nominative
76151	nominative
76155	accusative
76157	genitive
76162	genitive
76164	genitive
76168	accusative
76182	nominative
76186	accusative
76188	accusative
76192	accusative
76200	nominative
76205	genitive
accusative
genitive
76221	nominative
nominative
76224	accusative
nominative
76233	accusative
76238	accusative
76267	genitive
76270	nominative
76272	nominative
76274	nominative
76284	genitive
76291	genitive
76297	genitive
76305	accusative
76317	genitive
genitive
76320	accusative
76329	accusative
76333	accusative
76339	nominative
76344	accusative
76349	accusative
76354	accusative
76365	accusative
76368	genitive
76370	genitive
76373	nominative
76378	nominative
76380	nominative
76389	nominative
76397	accusative
76400	accusative
genitive
76403	genitive
genitive
76406	genitive
76408	accusative
76411	accusative
76415	genitive
76418	genitive
genitive
76421	genitive
nominative
genitive
76433	nominative
accusative
76436	nominative
76439	nominative
76442	genitive
76446	nominative
76450	genitive
76452	nominative
nominative
nominative
76459	nominative
76463	accusative
76473	genitive
76478	nominative
76481	genitive
76484	nominative
nominative
nominative
76489	nominative
76492	genitive
76497	accusative
76502	nominative
76506	accusative
76508	accusative
genitive
76511	genitive
76516	nominative
76520	nominative
nominative
nominative
76526	genitive
nominative
76532	genitive
nominative
76538	genitive
nominative
76543	genitive
76549	genitive
76552	genitive
genitive
76556	genitive
genitive
76560	genitive
genitive
76564	genitive
genitive
76568	genitive
genitive
76572	genitive
genitive
76576	genitive
genitive
76580	genitive
genitive
76587	accusative
76590	genitive
76595	nominative
76599	accusative
76601	accusative
76606	accusative
76611	genitive
76613	accusative
76615	genitive
genitive
accusative
accusative
76622	nominative
76626	genitive
76634	nominative
76639	genitive
76641	genitive
76647	accusative
76650	genitive
genitive
76669	genitive
76671	genitive
76679	genitive
genitive
76694	accusative
76696	accusative
nominative
nominative
76702	accusative
76704	genitive
accusative
76708	genitive
genitive
76711	accusative
76714	nominative
76720	accusative
76728	genitive
76733	nominative
76737	nominative
nominative
76742	genitive
76746	genitive
76749	genitive
76757	accusative
76770	nominative
76772	genitive
genitive
nominative
76779	accusative
76781	genitive
76787	genitive
accusative
76792	nominative
76794	genitive
76797	genitive
76801	accusative
76807	nominative
76810	genitive
76813	accusative
genitive
76818	accusative
76823	genitive
76825	accusative
76829	accusative
76839	genitive
76841	accusative
76844	accusative
76849	accusative
76852	accusative
76855	accusative
76864	nominative
76872	nominative
nominative
76878	accusative
76880	accusative
76884	nominative
76886	genitive
76894	accusative
76896	accusative
76903	accusative
76906	genitive
76909	genitive
76913	accusative
accusative
76921	genitive
76924	accusative
76929	genitive
76934	nominative
76937	accusative
76939	accusative
76944	nominative
76949	nominative
76956	nominative
76961	accusative
accusative
76970	accusative
76978	accusative
76986	accusative
76989	genitive
76992	genitive
76995	nominative
77000	accusative
77006	genitive
77015	genitive
accusative
77021	genitive
genitive
77027	accusative
77029	accusative
77036	accusative
accusative
accusative
77042	accusative
77047	accusative
accusative
accusative
77053	accusative
accusative
77058	nominative
77060	nominative
77062	genitive
77066	nominative
77070	accusative
77072	accusative
77080	accusative
77083	genitive
77085	accusative
accusative
77088	accusative
77096	genitive
genitive
77104	nominative
77112	accusative
77115	accusative
77125	genitive
77128	genitive
77135	accusative
77141	accusative
77145	accusative
accusative
77160	accusative
77163	accusative
77171	accusative
accusative
77177	accusative
77181	genitive
77189	accusative
77195	genitive
77199	accusative
77202	genitive
accusative
77209	nominative
77211	accusative
77218	accusative
77225	nominative
77228	accusative
77235	genitive
77240	accusative
accusative
accusative
77246	accusative
77248	nominative
77252	genitive
77256	accusative
accusative
77266	genitive
77271	accusative
accusative
nominative
77275	genitive
77277	nominative
accusative
77280	nominative
accusative
77283	accusative
77286	nominative
77289	genitive
77293	nominative
accusative
77296	nominative
77299	nominative
77302	genitive
77305	accusative
77308	genitive
accusative
77311	accusative
77314	nominative
77316	genitive
77324	accusative
77326	genitive
accusative
77329	nominative
77334	accusative
accusative
77342	genitive
accusative
77350	nominative
77353	genitive
accusative
77358	nominative
77360	accusative
77363	nominative
77369	accusative
accusative
77377	genitive
genitive
accusative
77382	genitive
77386	genitive
77388	accusative
77390	accusative
77401	nominative
accusative
accusative
77410	accusative
77416	accusative
77423	genitive
77430	genitive
77432	genitive
accusative
77438	genitive
77441	genitive
77443	nominative
accusative
77446	nominative
accusative
77453	nominative
77455	accusative
77459	accusative
77461	nominative
77463	accusative
accusative
77472	genitive
77477	genitive
77483	accusative
77485	accusative
genitive
77491	accusative
77501	genitive
accusative
77508	genitive
accusative
accusative
77512	accusative
77514	genitive
77516	accusative
77518	genitive
77520	accusative
accusative
77523	accusative
77525	accusative
77531	accusative
77533	accusative
77536	accusative
77544	genitive
77547	accusative
77549	genitive
77564	accusative
77575	accusative
77580	nominative
accusative
77588	genitive
77600	accusative
77604	accusative
77606	nominative
accusative
77613	accusative
77615	accusative
77623	accusative
77627	accusative
77639	genitive
77642	nominative
accusative
77648	genitive
77653	accusative
77660	accusative
77665	accusative
77668	accusative
77675	accusative
accusative
77684	accusative
accusative
77688	accusative
accusative
77693	accusative
accusative
77700	accusative
accusative
accusative
nominative
genitive
77711	genitive
accusative
accusative
77718	accusative
accusative
77727	accusative
77729	accusative
accusative
77737	accusative
77744	nominative
77746	genitive
77748	accusative
77757	genitive
genitive
accusative
77764	accusative
77770	accusative
accusative
77777	nominative
77779	nominative
nominative
77783	nominative
nominative
77787	accusative
77789	accusative
77791	accusative
accusative
77799	genitive
accusative
77804	accusative
77806	accusative
77809	nominative
77811	accusative
77816	genitive
genitive
77829	nominative
77831	genitive
77833	accusative
77840	accusative
77842	accusative
77850	genitive
77857	genitive
77859	accusative
77864	genitive
77871	genitive
77878	genitive
genitive
77881	accusative
77885	genitive
77888	accusative
77891	accusative
77894	genitive
genitive
77900	genitive
77902	nominative
77907	accusative
77917	genitive
77923	nominative
77933	accusative
77939	genitive
accusative
77945	accusative
77947	accusative
accusative
77954	accusative
77957	accusative
accusative
77966	accusative
77968	nominative
77970	genitive
77976	genitive
accusative
77983	nominative
77986	accusative
77992	genitive
77994	accusative
77996	accusative
78001	accusative
78006	accusative
genitive
78009	accusative
78012	accusative
78016	accusative
78018	accusative
78033	accusative
78035	accusative
78041	accusative
genitive
accusative
accusative
78050	accusative
78053	nominative
78057	genitive
78067	accusative
78072	nominative
accusative
78075	genitive
78080	accusative
78088	accusative
accusative
78093	nominative
genitive
78096	genitive
78099	nominative
accusative
accusative
78107	accusative
78113	genitive
accusative
78121	accusative
78128	genitive
78131	accusative
78138	genitive
genitive
78146	accusative
78148	accusative
78153	accusative
78159	genitive
78162	genitive
78164	accusative
genitive
78171	genitive
accusative
78177	accusative
78187	accusative
78189	accusative
accusative
78194	accusative
78196	accusative
78202	nominative
78205	nominative
78214	accusative
78217	nominative
78219	genitive
78221	genitive
78224	nominative
accusative
78231	accusative
78239	genitive
accusative
78243	nominative
78247	accusative
78253	genitive
78256	genitive
genitive
78263	accusative
78272	nominative
78287	genitive
78294	genitive
genitive
genitive
78301	accusative
78305	nominative
78307	accusative
78310	accusative
78315	nominative
78317	nominative
78321	nominative
78323	nominative
78327	accusative
78329	accusative
accusative
accusative
78337	nominative
78348	nominative
78353	nominative
78358	genitive
78364	nominative
78377	genitive
78381	accusative
78383	nominative
78387	accusative
78393	nominative
genitive
78396	genitive
78399	accusative
78401	nominative
genitive
78410	accusative
78417	genitive
78419	accusative
78423	nominative
78432	genitive
78442	genitive
78456	nominative
78458	accusative
78464	genitive
78467	nominative
78475	nominative
genitive
78478	nominative
78481	nominative
78483	genitive
78485	nominative
78487	genitive
78490	genitive
78493	accusative
78498	accusative
78502	accusative
78509	nominative
78512	nominative
genitive
78516	genitive
78519	accusative
78526	nominative
78528	nominative
78530	genitive
78533	genitive
78536	accusative
78548	accusative
nominative
78557	genitive
78566	genitive
genitive
78578	genitive
78581	accusative
78586	nominative
nominative
78590	accusative
78595	nominative
78598	genitive
78602	genitive
accusative
78608	nominative
nominative
78615	genitive
78618	genitive
78629	nominative
78635	genitive
accusative
78641	genitive
genitive
genitive
78647	nominative
78649	genitive
genitive
genitive
78656	genitive
78659	nominative
78664	accusative
78670	accusative
78675	nominative
78679	genitive
78685	accusative
78691	accusative
78701	genitive
78705	nominative
78710	nominative
78714	accusative
78717	accusative
78723	genitive
accusative
78730	nominative
78733	nominative
accusative
78746	nominative
accusative
78753	genitive
78755	genitive
genitive
nominative
78759	accusative
78765	accusative
78773	nominative
78779	accusative
78788	accusative
78791	accusative
78794	genitive
78800	accusative
78804	accusative
78808	genitive
78810	nominative
78818	nominative
78820	genitive
78825	accusative
78827	genitive
78832	genitive
78836	genitive
78840	nominative
78843	nominative
78846	genitive
accusative
78851	nominative
nominative
78859	nominative
78864	nominative
nominative
78871	genitive
78873	genitive
78875	genitive
78877	genitive
genitive
78885	accusative
genitive
78891	accusative
78896	nominative
78898	nominative
nominative
78903	nominative
78907	accusative
78909	nominative
78918	genitive
78922	genitive
78925	accusative
78930	nominative
genitive
78934	genitive
78936	genitive
78942	accusative
78946	nominative
78949	accusative
78951	accusative
78956	accusative
78961	accusative
78965	nominative
78967	accusative
78970	accusative
78975	nominative
78977	nominative
78982	accusative
genitive
78987	genitive
78990	genitive
78998	accusative
79003	accusative
79024	accusative
79042	nominative
79045	nominative
79049	nominative
79053	accusative
79055	genitive
79093	nominative
79095	accusative
79097	genitive
nominative
79103	accusative
79109	genitive
79114	accusative
genitive
79118	genitive
79123	genitive
genitive
79126	genitive
79130	genitive
79136	genitive
79141	accusative
79144	accusative
79147	nominative
79150	nominative
79154	accusative
79156	genitive
genitive
79161	nominative
79164	genitive
79168	nominative
79171	genitive
79183	genitive
genitive
79200	nominative
79202	nominative
accusative
nominative
79214	genitive
79220	genitive
genitive
79226	genitive
79228	genitive
79235	nominative
79241	genitive
79244	genitive
genitive
79251	accusative
79256	genitive
79261	accusative
79265	nominative
79267	accusative
79270	accusative
79275	nominative
79277	nominative
79279	nominative
genitive
79282	accusative
79287	nominative
79289	nominative
79298	nominative
nominative
79303	accusative
79315	genitive
79317	nominative
79321	genitive
79323	genitive
79327	accusative
79342	nominative
79346	nominative
79355	nominative
79359	genitive
79368	genitive
79370	genitive
79374	nominative
nominative
79383	nominative
79389	genitive
79391	nominative
79394	nominative
79404	accusative
79406	accusative
79412	accusative
79416	genitive
79423	accusative
79427	genitive
79429	genitive
79435	accusative
79440	accusative
79444	nominative
79446	accusative
79449	accusative
79454	nominative
79456	nominative
79458	nominative
79460	accusative
79465	nominative
79467	nominative
79476	nominative
nominative
79481	accusative
79493	genitive
79495	nominative
79499	genitive
79501	genitive
79506	genitive
genitive
accusative
79514	accusative
79525	accusative
79529	accusative
79547	genitive
79549	genitive
79551	genitive
79553	genitive
79559	accusative
genitive
genitive
79564	nominative
79575	genitive
79579	nominative
79581	genitive
79586	genitive
79599	accusative
79603	nominative
79605	accusative
79608	accusative
79613	nominative
79615	nominative
79617	nominative
79619	accusative
79624	nominative
79626	nominative
79635	nominative
nominative
79640	accusative
79652	genitive
79654	nominative
79658	genitive
79660	genitive
79668	accusative
79670	genitive
79672	genitive
79674	genitive
79676	genitive
nominative
79679	nominative
79685	genitive
accusative
accusative
79691	accusative
79700	accusative
79702	genitive
79708	genitive
79720	genitive
79724	nominative
nominative
79730	genitive
79736	genitive
79739	nominative
79742	nominative
79746	nominative
genitive
genitive
79755	genitive
79759	nominative
genitive
genitive
79769	accusative
79774	nominative
79779	accusative
79783	nominative
79785	accusative
79788	accusative
79793	nominative
79795	nominative
79797	nominative
genitive
79800	accusative
79805	nominative
79807	nominative
79816	nominative
nominative
79821	accusative
79833	genitive
79835	nominative
79839	genitive
79841	genitive
79846	accusative
79849	genitive
79857	nominative
79860	genitive
79864	nominative
nominative
79873	nominative
79879	genitive
79884	genitive
79888	genitive
nominative
79894	nominative
79905	accusative
79907	accusative
79909	accusative
79912	genitive
79917	accusative
79923	accusative
79926	nominative
79928	genitive
79933	accusative
79937	nominative
79939	accusative
79942	accusative
79947	nominative
79949	nominative
79951	nominative
79953	genitive
79955	accusative
79960	nominative
79969	nominative
nominative
79974	accusative
79986	genitive
79988	nominative
79992	genitive
79994	genitive
79998	accusative
80005	genitive
80011	genitive
80013	genitive
80019	accusative
accusative
80028	genitive
accusative
80038	accusative
80040	accusative
80048	genitive
80053	nominative
nominative
80063	genitive
80068	accusative
80071	genitive
80077	genitive
80079	nominative
80081	nominative
80093	nominative
genitive
80096	genitive
80100	accusative
genitive
genitive
80107	accusative
80111	nominative
80113	accusative
80116	accusative
80121	nominative
80123	nominative
80128	nominative
genitive
80131	genitive
80136	nominative
80138	nominative
80140	genitive
80146	genitive
80148	genitive
genitive
genitive
80156	genitive
80158	genitive
80165	accusative
80169	nominative
nominative
genitive
80178	genitive
80180	nominative
80191	accusative
80198	genitive
80200	genitive
80210	accusative
80212	accusative
80216	accusative
80227	nominative
80231	genitive
80243	accusative
80266	genitive
80270	nominative
nominative
80276	accusative
80283	nominative
80297	genitive
80299	nominative
80303	accusative
genitive
accusative
accusative
80311	genitive
80314	accusative
80317	accusative
80320	accusative
80328	genitive
80338	nominative
80347	genitive
80349	genitive
80353	accusative
80356	accusative
80360	genitive
80365	nominative
80367	nominative
80375	nominative
80378	genitive
genitive
genitive
80384	accusative
80386	nominative
80388	nominative
80391	nominative
80395	nominative
80402	genitive
genitive
80423	genitive
80427	accusative
accusative
80433	genitive
80444	genitive
80449	nominative
80451	genitive
80453	genitive
genitive
genitive
80457	nominative
80460	genitive
80465	accusative
80470	accusative
80475	genitive
80486	genitive
80491	accusative
80501	nominative
80503	genitive
80508	genitive
80511	nominative
80518	accusative
80520	genitive
genitive
genitive
80525	nominative
80527	genitive
80533	accusative
80540	genitive
80545	genitive
genitive
80561	genitive
80564	accusative
80567	accusative
genitive
genitive
80571	genitive
80573	nominative
80577	nominative
80579	nominative
80581	nominative
80584	nominative
80593	nominative
80595	accusative
80600	nominative
80610	nominative
80616	accusative
accusative
genitive
80622	nominative
nominative
80626	accusative
80629	genitive
80632	accusative
80634	genitive
genitive
80637	genitive
genitive
80640	genitive
80642	genitive
80648	accusative
accusative
80654	nominative
80656	accusative
80660	nominative
nominative
80670	nominative
80672	accusative
80674	accusative
80679	nominative
80681	genitive
80687	genitive
80689	genitive
accusative
80695	nominative
80697	genitive
80702	genitive
80704	genitive
80707	genitive
80710	nominative
accusative
80715	nominative
80717	nominative
80720	accusative
80722	genitive
80727	genitive
genitive
80734	nominative
80736	nominative
80740	genitive
nominative
80745	genitive
80748	genitive
80751	genitive
80761	genitive
80763	genitive
80765	nominative
80767	nominative
80769	nominative
80772	accusative
80778	nominative
80780	nominative
80789	accusative
80791	genitive
80795	accusative
80801	accusative
80810	genitive
80815	accusative
80822	genitive
80825	genitive
80828	genitive
80832	accusative
80841	accusative
80846	genitive
80851	accusative
accusative
80864	genitive
genitive
80868	accusative
genitive
80885	genitive
80887	genitive
genitive
80893	accusative
80899	genitive
genitive
80904	nominative
nominative
80910	accusative
80916	genitive
80918	genitive
genitive
80925	nominative
accusative
80933	genitive
80944	genitive
80948	accusative
80951	genitive
80954	genitive
80964	nominative
80966	accusative
80969	nominative
80971	genitive
80973	genitive
80985	genitive
80988	genitive
81006	nominative
81008	nominative
81014	nominative
nominative
81019	genitive
81024	genitive
genitive
81027	genitive
81029	genitive
81040	accusative
81043	nominative
81045	nominative
81050	genitive
81055	accusative
accusative
81064	nominative
genitive
81067	nominative
genitive
genitive
81072	nominative
81083	accusative
81087	accusative
81094	accusative
genitive
81097	accusative
81106	nominative
81110	genitive
81112	nominative
81117	nominative
81121	genitive
81128	genitive
81133	nominative
nominative
81142	genitive
81155	genitive
81157	accusative
81169	accusative
81172	nominative
81175	nominative
81177	nominative
nominative
81183	genitive
81185	accusative
81190	accusative
81192	nominative
81195	genitive
81201	accusative
81205	genitive
81213	nominative
nominative
81217	accusative
81219	nominative
81222	genitive
81228	accusative
81233	nominative
81239	accusative
accusative
81245	genitive
nominative
81263	genitive
81270	nominative
81272	nominative
nominative
81279	accusative
81297	nominative
81307	accusative
81309	genitive
81314	accusative
81322	genitive
genitive
81328	genitive
genitive
81336	accusative
81343	accusative
81347	genitive
81352	nominative
nominative
81355	genitive
81357	nominative
81363	nominative
81368	accusative
genitive
81371	genitive
genitive
81374	genitive
81381	genitive
nominative
81384	accusative
81388	accusative
81392	nominative
81397	nominative
81405	genitive
accusative
81408	genitive
81412	accusative
81426	accusative
81429	nominative
81431	accusative
genitive
81435	nominative
81442	genitive
nominative
genitive
81449	genitive
81459	genitive
81465	accusative
81472	genitive
81477	accusative
genitive
81484	nominative
81488	accusative
81492	accusative
81502	nominative
genitive
81511	accusative
81513	accusative
81516	nominative
81518	accusative
81527	accusative
81529	genitive
81544	accusative
81548	genitive
81554	accusative
81566	accusative
accusative
81569	genitive
81571	genitive
81574	nominative
81580	accusative
genitive
81589	accusative
genitive
81592	genitive
81596	nominative
81604	accusative
81607	accusative
81614	genitive
81620	accusative
81623	nominative
81625	genitive
81628	nominative
81630	genitive
81632	nominative
81634	genitive
81639	nominative
nominative
81648	genitive
81651	accusative
81658	genitive
accusative
81665	accusative
nominative
genitive
81675	accusative
81678	nominative
accusative
genitive
81683	nominative
81690	accusative
accusative
81694	accusative
81696	accusative
81701	accusative
81704	accusative
81706	nominative
accusative
81709	nominative
accusative
genitive
81713	nominative
81722	accusative
81729	accusative
81733	accusative
81735	genitive
81737	nominative
accusative
genitive
accusative
81749	genitive
81751	genitive
81754	genitive
81759	accusative
accusative
accusative
nominative
genitive
81766	nominative
accusative
genitive
81770	nominative
81779	accusative
81789	genitive
81792	genitive
81794	nominative
accusative
genitive
81800	accusative
81805	accusative
81812	genitive
81815	genitive
81817	accusative
81819	nominative
81829	nominative
81833	genitive
81837	genitive
81844	nominative
81854	accusative
81856	nominative
81862	nominative
81870	nominative
81873	genitive
81877	nominative
81879	genitive
81885	genitive
81891	nominative
81893	genitive
81903	genitive
81914	nominative
81918	accusative
81926	nominative
81932	accusative
81935	nominative
genitive
81939	genitive
81942	accusative
81949	accusative
81955	nominative
81964	genitive
81967	genitive
81970	genitive
81973	genitive
genitive
81978	accusative
81981	genitive
genitive
accusative
81994	genitive
81996	nominative
81999	genitive
82001	accusative
82004	accusative
82007	genitive
82012	nominative
82014	nominative
82018	genitive
82023	genitive
82025	genitive
82031	nominative
82036	accusative
82038	accusative
82042	accusative
82047	genitive
82049	genitive
82051	genitive
82059	genitive
82063	nominative
82068	nominative
82075	accusative
82078	genitive
82083	accusative
82087	genitive
82093	accusative
82096	genitive
genitive
accusative
82103	genitive
82118	genitive
82126	accusative
82135	nominative
82156	accusative
82164	accusative
accusative
82170	genitive
82172	genitive
82176	accusative
82180	genitive
82186	genitive
82191	genitive
82195	nominative
82197	nominative
82201	accusative
82205	accusative
82208	accusative
82212	accusative
82214	genitive
accusative
genitive
82219	accusative
genitive
82223	nominative
82232	genitive
82236	nominative
82242	genitive
82244	nominative
82250	genitive
82253	nominative
82257	genitive
82273	accusative
82276	genitive
82283	nominative
genitive
82292	genitive
82297	accusative
82306	genitive
82318	genitive
82322	nominative
82324	genitive
82328	genitive
82336	nominative
82339	genitive
82346	nominative
82348	genitive
82350	genitive
82355	genitive
nominative
82358	accusative
82361	genitive
82363	genitive
82367	accusative
82371	genitive
82374	accusative
82376	accusative
82378	accusative
82382	accusative
82386	accusative
82393	genitive
82404	genitive
82408	accusative
82413	accusative
82420	genitive
82423	accusative
82425	accusative
82427	accusative
82440	genitive
nominative
82458	genitive
82467	nominative
82472	nominative
82476	genitive
82480	nominative
accusative
82486	accusative
82488	accusative
82490	accusative
82492	accusative
82494	accusative
82498	accusative
82501	nominative
accusative
nominative
genitive
82521	accusative
82529	nominative
genitive
nominative
accusative
82544	genitive
82550	genitive
82554	genitive
82564	genitive
82576	accusative
82578	genitive
82585	genitive
genitive
82596	nominative
82602	genitive
82606	nominative
82615	accusative
genitive
nominative
82620	accusative
82628	accusative
82635	accusative
82637	accusative
82643	accusative
82647	accusative
82649	genitive
genitive
82652	genitive
82658	nominative
82663	genitive
82668	genitive
82675	genitive
82680	genitive
82685	nominative
82693	genitive
82695	genitive
82698	nominative
nominative
nominative
82702	nominative
82708	nominative
82722	nominative
82724	nominative
82726	nominative
82737	accusative
82740	genitive
82745	genitive
accusative
82755	genitive
82761	nominative
82765	nominative
nominative
82776	nominative
82781	nominative
82791	accusative
82794	genitive
82800	accusative
82803	genitive
82811	genitive
82814	nominative
82816	genitive
82818	genitive
82822	nominative
82825	accusative
82842	genitive
82847	accusative
82850	nominative
82856	genitive
82858	genitive
82862	accusative
genitive
82866	nominative
82871	accusative
82873	genitive
82877	accusative
genitive
82882	accusative
82885	genitive
82891	genitive
82893	nominative
82898	nominative
82907	nominative
82909	nominative
82911	nominative
nominative
82921	genitive
82924	nominative
82935	genitive
nominative
82940	nominative
82944	genitive
82947	nominative
82954	accusative
82969	accusative
82977	genitive
82979	genitive
82981	nominative
82984	nominative
82989	accusative
82994	nominative
82996	nominative
83004	nominative
nominative
83012	accusative
genitive
83018	accusative
83021	genitive
83035	nominative
83038	genitive
83044	accusative
83049	nominative
83054	accusative
83058	nominative
83062	nominative
83066	nominative
83068	accusative
83072	genitive
83076	genitive
83078	genitive
accusative
83082	genitive
83090	accusative
83098	genitive
83100	genitive
83103	genitive
83114	genitive
83116	genitive
83118	genitive
83121	genitive
83123	genitive
83126	genitive
83129	nominative
83133	nominative
nominative
83136	genitive
83140	nominative
83149	nominative
83151	accusative
83156	nominative
83165	genitive
83167	accusative
83170	genitive
83173	accusative
83175	genitive
genitive
83181	accusative
83185	genitive
83188	nominative
83190	genitive
83193	genitive
83195	genitive
83201	accusative
accusative
83204	nominative
83212	accusative
83220	nominative
83222	nominative
83224	nominative
83227	accusative
83231	accusative
83233	accusative
83246	accusative
83249	genitive
83255	accusative
83263	genitive
83271	nominative
83276	nominative
83278	genitive
83280	genitive
83286	nominative
genitive
83295	genitive
83298	genitive
83301	nominative
nominative
83304	nominative
83310	genitive
83312	genitive
83319	nominative
83321	genitive
83327	nominative
83330	nominative
83332	nominative
83334	nominative
83341	genitive
nominative
83349	nominative
83352	genitive
83357	accusative
83362	genitive
nominative
83372	genitive
83377	nominative
83381	genitive
83383	genitive
83385	genitive
83401	accusative
83409	genitive
83414	nominative
83416	genitive
83421	accusative
83426	genitive
83428	accusative
83430	genitive
83441	nominative
accusative
83444	accusative
83446	genitive
83450	genitive
83456	nominative
83458	accusative
83460	genitive
83465	accusative
83467	nominative
accusative
83471	genitive
83473	genitive
83475	accusative
83485	genitive
83487	genitive
83492	genitive
83494	accusative
83501	genitive
83507	accusative
83513	nominative
83518	accusative
83520	genitive
genitive
83525	genitive
83532	accusative
83538	genitive
83540	genitive
83546	accusative
83548	genitive
83552	accusative
83557	genitive
83559	genitive
83570	nominative
83574	nominative
83579	accusative
83586	accusative
83589	genitive
83595	genitive
83601	nominative
83603	genitive
83609	accusative
83612	nominative
83621	nominative
83623	genitive
83626	nominative
83635	genitive
nominative
83642	genitive
83644	genitive
genitive
83647	nominative
83655	accusative
83669	accusative
83673	nominative
83677	accusative
83680	genitive
genitive
83683	genitive
83685	accusative
83689	accusative
83691	accusative
83700	accusative
83710	accusative
83712	genitive
83733	nominative
83735	genitive
83742	genitive
83744	accusative
83748	accusative
83750	nominative
83760	genitive
83762	accusative
83776	accusative
83786	nominative
83791	nominative
83793	nominative
83799	accusative
83809	accusative
83815	nominative
83818	genitive
83825	accusative
accusative
83830	genitive
83838	accusative
accusative
83843	nominative
genitive
genitive
accusative
83848	genitive
83852	accusative
83862	genitive
83864	accusative
83868	nominative
83873	genitive
83876	accusative
83882	accusative
83886	nominative
83888	accusative
83890	genitive
83894	genitive
83896	accusative
83900	genitive
83906	genitive
83908	genitive
83911	nominative
83913	nominative
83919	genitive
83921	nominative
83923	genitive
83925	genitive
83927	nominative
83931	accusative
genitive
nominative
83935	nominative
83947	accusative
accusative
83951	nominative
83958	accusative
83960	genitive
83962	genitive
83965	accusative
83967	genitive
83970	genitive
83972	accusative
83978	nominative
83991	nominative
accusative
84019	accusative
84035	accusative
84044	accusative
84053	accusative
84059	nominative
84074	accusative
84081	genitive
84083	nominative
84095	nominative
accusative
genitive
84105	nominative
84110	nominative
84118	nominative
84120	accusative
84126	nominative
84129	genitive
84132	genitive
84137	nominative
84149	nominative
84153	accusative
accusative
84156	genitive
84158	genitive
84160	nominative
nominative
genitive
84166	genitive
84178	nominative
84182	accusative
accusative
84185	genitive
84187	genitive
84189	nominative
nominative
genitive
84195	genitive
84207	genitive
84213	accusative
84216	accusative
84227	genitive
84235	accusative
84241	nominative
84252	genitive
genitive
accusative
84260	accusative
84267	accusative
84269	genitive
84280	genitive
84283	genitive
nominative
84295	genitive
84298	accusative
84304	genitive
genitive
84307	genitive
84312	nominative
84317	accusative
84321	accusative
84328	nominative
84330	accusative
84332	accusative
84336	accusative
84340	genitive
84346	nominative
84353	accusative
84356	genitive
84358	accusative
84362	accusative
84370	genitive
84378	accusative
84382	genitive
84386	genitive
84389	nominative
84392	accusative
84394	nominative
accusative
84400	genitive
84403	nominative
84407	genitive
84410	genitive
84417	accusative
84419	accusative
84424	accusative
84427	nominative
84431	nominative
genitive
genitive
84440	accusative
accusative
84443	nominative
genitive
nominative
84451	accusative
84458	nominative
84466	genitive
84469	accusative
84476	genitive
84481	genitive
genitive
84488	genitive
84494	accusative
84498	genitive
84502	accusative
84505	accusative
84510	genitive
84517	nominative
84529	nominative
84532	nominative
84534	nominative
84542	accusative
84545	genitive
84548	accusative
84551	nominative
84554	genitive
84559	genitive
84563	nominative
84571	genitive
84579	genitive
84592	accusative
84594	nominative
84597	genitive
84599	nominative
84601	nominative
84606	genitive
84611	genitive
genitive
84623	nominative
84625	accusative
84627	genitive
84633	accusative
84636	genitive
84643	genitive
genitive
accusative
84653	genitive
84661	genitive
84665	accusative
genitive
accusative
accusative
84670	accusative
84673	nominative
genitive
nominative
84677	accusative
84682	nominative
84692	nominative
84713	genitive
84719	nominative
84728	accusative
84735	accusative
84747	accusative
genitive
84751	accusative
genitive
84754	nominative
84758	nominative
84760	nominative
84769	genitive
84772	accusative
84774	nominative
84777	genitive
84786	genitive
84792	genitive
84799	accusative
84809	accusative
84811	genitive
84813	accusative
84829	nominative
84836	nominative
84855	genitive
84862	genitive
84866	genitive
84872	genitive
84877	genitive
84879	accusative
84881	genitive
84883	genitive
genitive
84889	nominative
84891	genitive
84900	accusative
84905	nominative
84907	genitive
84911	genitive
84913	genitive
84918	nominative
84927	accusative
84939	accusative
84944	genitive
84950	genitive
84952	genitive
84955	genitive
84959	nominative
84964	accusative
84967	accusative
accusative
genitive
84975	accusative
84977	genitive
84989	accusative
84991	genitive
84997	accusative
genitive
85000	accusative
accusative
85006	nominative
85009	nominative
85015	accusative
85017	genitive
85022	accusative
85025	genitive
85027	accusative
85031	genitive
85035	accusative
85041	nominative
85054	genitive
genitive
accusative
85060	accusative
85066	genitive
genitive
85073	accusative
85077	accusative
genitive
85080	accusative
85101	nominative
85103	genitive
85109	genitive
85112	nominative
85114	nominative
85122	nominative
85124	accusative
85131	genitive
nominative
85138	genitive
85145	accusative
85147	nominative
85150	accusative
85152	accusative
85154	accusative
85156	genitive
genitive
nominative
85175	genitive
85178	genitive
85183	genitive
85189	genitive
genitive
85192	genitive
85195	genitive
85201	genitive
genitive
85204	genitive
85210	genitive
85216	nominative
nominative
85221	accusative
genitive
85238	nominative
85241	genitive
85246	genitive
85248	genitive
85258	genitive
genitive
accusative
accusative
genitive
85266	genitive
85268	genitive
85270	accusative
85272	genitive
85274	nominative
85277	genitive
85280	nominative
85282	accusative
85284	genitive
85287	nominative
85293	genitive
85298	nominative
85303	nominative
85305	genitive
85311	nominative
85313	nominative
85319	genitive
85321	genitive
85326	genitive
85329	accusative
85332	accusative
85337	accusative
85341	genitive
85347	genitive
85351	genitive
85353	accusative
85357	genitive
85365	accusative
85372	genitive
85375	genitive
85383	accusative
85388	accusative
85393	genitive
85396	accusative
85400	accusative
genitive
85410	genitive
genitive
85417	genitive
85419	nominative
85425	genitive
85427	genitive
85431	nominative
85433	accusative
85436	genitive
85441	nominative
genitive
85445	genitive
85447	accusative
85451	accusative
85456	accusative
85460	nominative
85470	accusative
85473	accusative
85478	genitive
85483	nominative
85485	accusative
85493	accusative
85504	nominative
85507	accusative
85510	accusative
85515	genitive
85518	nominative
85520	genitive
85523	genitive
accusative
85527	genitive
85541	accusative
accusative
85544	genitive
85549	genitive
nominative
85552	accusative
85556	nominative
85560	accusative
85565	accusative
85567	accusative
85574	genitive
accusative
85584	nominative
85589	genitive
85591	accusative
85593	accusative
85595	accusative
85602	genitive
85609	nominative
accusative
85617	genitive
85621	accusative
85623	genitive
85625	accusative
85627	accusative
85633	nominative
85636	genitive
85642	genitive
85647	accusative
85649	accusative
85653	genitive
85663	accusative
85671	nominative
85681	accusative
85691	nominative
85699	accusative
85703	nominative
85708	genitive
genitive
accusative
85712	genitive
85714	genitive
85716	accusative
85719	accusative
85721	genitive
85723	nominative
85725	genitive
85732	accusative
85738	genitive
85741	genitive
85745	nominative
85747	nominative
85751	nominative
85756	genitive
85763	nominative
85765	nominative
85767	accusative
85770	accusative
85773	genitive
85778	accusative
85781	genitive
85789	genitive
85793	accusative
85796	accusative
85800	genitive
85803	genitive
85806	nominative
genitive
nominative
85810	nominative
85819	accusative
85821	genitive
85826	nominative
85848	nominative
85851	nominative
85853	nominative
85858	nominative
85867	accusative
85874	accusative
85890	genitive
85894	nominative
85901	genitive
85904	genitive
85910	genitive
85916	nominative
85919	nominative
nominative
85922	genitive
85927	accusative
85932	genitive
85936	nominative
85944	nominative
85946	genitive
85952	nominative
accusative
genitive
85959	nominative
nominative
85973	accusative
85981	accusative
85983	nominative
85985	genitive
85991	genitive
85995	accusative
85997	accusative
86002	genitive
86005	genitive
86012	genitive
86017	genitive
86021	nominative
86028	genitive
86031	nominative
genitive
86037	nominative
86043	accusative
86054	genitive
86057	genitive
86059	nominative
86062	genitive
accusative
86067	nominative
86069	genitive
86073	genitive
genitive
86086	nominative
86092	nominative
86094	nominative
86101	nominative
genitive
nominative
86105	genitive
86119	genitive
86126	genitive
accusative
86130	genitive
86133	nominative
accusative
86138	nominative
86140	genitive
86146	genitive
86151	nominative
86153	genitive
86156	accusative
86158	nominative
86166	nominative
86168	nominative
86178	genitive
86181	accusative
86185	accusative
86188	accusative
86192	nominative
86197	nominative
86200	accusative
86205	genitive
86212	accusative
86214	genitive
genitive
nominative
86227	genitive
accusative
86234	accusative
86236	genitive
genitive
86242	nominative
86245	nominative
86247	genitive
86249	nominative
86258	nominative
86260	nominative
86262	nominative
86264	nominative
86268	accusative
86270	accusative
86274	nominative
86286	genitive
86289	accusative
accusative
86294	accusative
86301	genitive
86331	accusative
accusative
86336	nominative
86338	genitive
86344	genitive
86349	genitive
genitive
86355	nominative
86360	genitive
accusative
86366	genitive
86373	genitive
genitive
86377	genitive
86388	accusative
86392	accusative
86394	accusative
86396	genitive
86400	nominative
86402	genitive
86404	genitive
86408	genitive
genitive
86415	genitive
genitive
86418	genitive
86420	nominative
86422	genitive
86425	genitive
86430	nominative
86432	genitive
genitive
86440	nominative
86442	nominative
accusative
genitive
86447	nominative
accusative
86452	accusative
86454	genitive
86460	accusative
86463	genitive
86465	genitive
86470	genitive
86472	nominative
86479	genitive
86483	nominative
86485	genitive
86488	accusative
86491	accusative
86496	genitive
86498	genitive
genitive
86502	accusative
86505	genitive
86507	genitive
genitive
86511	nominative
86519	genitive
86525	nominative
86528	genitive
86532	accusative
86535	accusative
86540	accusative
86545	accusative
86554	nominative
86558	genitive
86562	nominative
86570	accusative
86576	accusative
86581	nominative
86586	genitive
genitive
86595	nominative
86598	accusative
86608	accusative
86611	nominative
86614	nominative
86621	genitive
86623	nominative
86628	genitive
86630	accusative
86632	accusative
86635	nominative
86648	genitive
86652	genitive
86664	genitive
86667	genitive
86669	genitive
86674	genitive
nominative
86677	accusative
genitive
accusative
86683	accusative
86690	nominative
86693	genitive
86696	genitive
86698	accusative
86700	accusative
86705	accusative
86708	genitive
86712	accusative
86715	genitive
86719	accusative
accusative
genitive
86730	genitive
86736	genitive
86740	nominative
86745	genitive
86752	genitive
86754	accusative
86762	accusative
86764	accusative
86766	accusative
86771	genitive
86773	genitive
86778	genitive
86780	nominative
86782	genitive
86785	genitive
86787	nominative
genitive
86791	genitive
86797	genitive
86800	genitive
86803	genitive
86805	nominative
86809	genitive
86812	genitive
86814	nominative
86817	genitive
86823	genitive
86825	genitive
86830	genitive
86835	accusative
accusative
86838	accusative
86843	genitive
accusative
86850	accusative
accusative
genitive
86858	genitive
86860	genitive
86865	genitive
86870	nominative
86873	nominative
86875	genitive
86881	accusative
86884	genitive
86895	genitive
86898	genitive
nominative
86902	nominative
86908	accusative
86914	nominative
86921	nominative
86923	nominative
86926	genitive
86929	genitive
86933	nominative
86935	nominative
86939	accusative
86941	genitive
86949	nominative
86952	genitive
86962	nominative
86967	genitive
86969	accusative
86975	genitive
86977	genitive
86985	accusative
86988	genitive
genitive
86995	nominative
87001	genitive
87004	accusative
87008	genitive
accusative
accusative
genitive
87015	accusative
87019	accusative
87021	genitive
genitive
87025	nominative
87027	nominative
87030	accusative
87032	genitive
87036	accusative
87047	accusative
87054	genitive
87059	accusative
87064	accusative
nominative
genitive
87071	nominative
87076	accusative
nominative
87080	accusative
87082	accusative
87091	accusative
87093	nominative
87097	genitive
87121	accusative
87138	accusative
accusative
87148	nominative
87152	nominative
87164	accusative
87167	accusative
87177	genitive
87179	genitive
87184	accusative
87186	nominative
accusative
87191	accusative
87193	accusative
87195	genitive
87197	nominative
87202	accusative
genitive
87208	nominative
87214	genitive
87218	genitive
87220	genitive
87224	accusative
genitive
87231	genitive
87234	accusative
genitive
87240	nominative
nominative
87256	genitive
87263	genitive
accusative
87274	nominative
87277	genitive
87280	genitive
87284	nominative
87286	genitive
87290	accusative
87303	genitive
87309	nominative
87312	genitive
87314	nominative
87316	accusative
87319	accusative
87323	genitive
87325	genitive
87327	genitive
87330	nominative
87332	accusative
87336	genitive
87345	nominative
87350	accusative
87353	genitive
87366	genitive
87368	genitive
87375	accusative
87378	genitive
87383	accusative
accusative
87390	genitive
87396	nominative
87398	genitive
87405	genitive
87418	genitive
87420	accusative
87422	genitive
87430	genitive
87440	accusative
87443	nominative
87445	genitive
nominative
87450	accusative
87453	accusative
87459	genitive
87465	accusative
87469	accusative
87472	genitive
87482	genitive
87493	genitive
87499	genitive
87502	accusative
87506	genitive
genitive
genitive
87512	accusative
accusative
genitive
87519	genitive
87521	nominative
87525	genitive
genitive
nominative
87533	accusative
87538	accusative
87543	genitive
87553	nominative
87558	accusative
87560	accusative
87564	accusative
87569	genitive
87571	genitive
87573	genitive
87581	genitive
87585	nominative
nominative
87591	genitive
87595	genitive
genitive
accusative
87601	genitive
genitive
accusative
87605	accusative
87612	nominative
87614	nominative
87616	accusative
87619	nominative
87622	nominative
87626	accusative
genitive
87640	accusative
87643	accusative
87649	genitive
genitive
87652	genitive
87654	genitive
87657	nominative
87659	genitive
87675	nominative
87689	genitive
87693	genitive
87695	genitive
genitive
87704	genitive
87714	nominative
87718	nominative
87720	genitive
87728	accusative
genitive
nominative
87742	nominative
87744	genitive
87746	genitive
genitive
87749	accusative
87752	genitive
87757	accusative
87762	accusative
87767	genitive
87773	genitive
87775	genitive
87781	nominative
87785	genitive
87788	accusative
87790	genitive
87794	genitive
genitive
87797	genitive
genitive
87802	accusative
87806	nominative
nominative
87813	nominative
87816	accusative
87824	genitive
87826	accusative
87831	genitive
genitive
87841	genitive
87844	nominative
87846	genitive
accusative
87850	accusative
genitive
accusative
87856	nominative
87858	nominative
87861	genitive
87863	genitive
genitive
87872	genitive
accusative
87883	genitive
genitive
87890	genitive
accusative
87898	genitive
genitive
genitive
87902	nominative
genitive
87912	genitive
87916	nominative
87918	genitive
genitive
87925	genitive
87927	accusative
87931	genitive
87940	genitive
87947	accusative
nominative
nominative
87953	nominative
87955	genitive
87962	accusative
87967	genitive
87970	accusative
87972	nominative
nominative
87978	accusative
87980	genitive
87984	nominative
87986	accusative
87988	genitive
87990	nominative
87993	genitive
88000	genitive
88005	nominative
88022	nominative
88032	genitive
accusative
88036	accusative
88044	nominative
88056	accusative
88062	accusative
genitive
88065	genitive
88069	genitive
88073	genitive
88077	genitive
88081	nominative
88083	accusative
nominative
nominative
88087	accusative
88091	accusative
88096	genitive
88101	genitive
88111	genitive
88113	genitive
88117	accusative
88121	genitive
88127	genitive
accusative
88130	accusative
88133	accusative
genitive
genitive
88139	genitive
88144	genitive
88147	accusative
88149	genitive
88151	nominative
88153	genitive
88159	accusative
88166	genitive
88171	genitive
88176	accusative
88178	accusative
88180	accusative
88184	genitive
88188	genitive
88190	genitive
genitive
88194	genitive
88197	genitive
genitive
88208	nominative
88218	accusative
88225	nominative
88229	genitive
88231	genitive
88235	accusative
88238	genitive
88241	nominative
88247	genitive
88249	accusative
88252	genitive
nominative
88255	genitive
88263	nominative
88267	nominative
88277	accusative
nominative
88280	genitive
88282	genitive
88285	accusative
88290	genitive
genitive
88301	genitive
88304	accusative
88308	nominative
88311	nominative
88313	genitive
88315	nominative
88321	genitive
88325	genitive
88328	genitive
88330	accusative
88333	nominative
88335	nominative
88342	genitive
88344	genitive
nominative
88348	nominative
88352	genitive
88354	nominative
genitive
88358	nominative
genitive
88361	accusative
nominative
nominative
88365	nominative
88369	nominative
88373	genitive
genitive
88376	accusative
nominative
nominative
88383	accusative
88386	accusative
88389	genitive
88393	accusative
88396	genitive
88400	accusative
88403	accusative
nominative
88407	genitive
genitive
88411	accusative
88416	nominative
88420	accusative
88423	nominative
88430	genitive
88433	nominative
88436	accusative
88439	nominative
88441	nominative
88447	accusative
88451	genitive
88453	genitive
genitive
88459	genitive
88465	genitive
88467	genitive
genitive
genitive
88474	nominative
88477	genitive
88480	accusative
accusative
88485	accusative
88492	genitive
88496	nominative
88501	genitive
88504	nominative
genitive
genitive
88508	nominative
88510	nominative
88513	accusative
88518	accusative
88521	nominative
88523	genitive
88527	nominative
88529	genitive
88531	genitive
88533	accusative
88535	accusative
genitive
nominative
88544	nominative
88546	nominative
88553	genitive
88555	nominative
88557	accusative
accusative
88560	nominative
88562	genitive
88566	accusative
88572	genitive
88576	nominative
88579	accusative
88583	nominative
88585	genitive
genitive
88589	accusative
nominative
nominative
88593	nominative
88595	genitive
88597	accusative
88601	genitive
88603	genitive
88612	nominative
88614	genitive
88618	accusative
88623	genitive
88625	genitive
88631	nominative
88635	genitive
88638	accusative
88641	accusative
88644	genitive
genitive
88650	genitive
88655	genitive
88658	genitive
88661	genitive
88669	accusative
88672	genitive
88675	genitive
88681	genitive
88683	nominative
88685	accusative
genitive
88692	nominative
88694	genitive
88697	genitive
88699	nominative
88701	nominative
88704	accusative
genitive
88710	accusative
88712	genitive
88714	genitive
88717	accusative
88720	genitive
88722	genitive
genitive
88732	genitive
88739	accusative
88742	accusative
88745	accusative
accusative
88759	genitive
88765	genitive
genitive
88770	genitive
genitive
88773	nominative
88777	nominative
88779	genitive
88786	genitive
88795	nominative
nominative
genitive
88799	accusative
genitive
88802	accusative
88813	accusative
88816	nominative
88824	accusative
genitive
genitive
88832	nominative
88838	genitive
88841	genitive
88844	genitive
genitive
88853	accusative
genitive
88865	accusative
88867	genitive
88878	genitive
88888	accusative
88893	genitive
genitive
88902	nominative
88906	genitive
88909	accusative
88911	accusative
88913	accusative
88925	nominative
88931	genitive
genitive
accusative
88944	accusative
88948	accusative
88960	genitive
88964	nominative
88966	genitive
accusative
88980	nominative
88983	nominative
89002	accusative
89004	genitive
89019	genitive
89021	nominative
accusative
89024	genitive
89026	genitive
89033	nominative
89038	genitive
genitive
89049	genitive
nominative
89056	nominative
89058	accusative
89063	genitive
89065	genitive
89071	genitive
89073	genitive
genitive
89080	accusative
89084	genitive
89093	genitive
89098	accusative
89102	accusative
89104	accusative
89106	genitive
89125	genitive
89129	genitive
89133	genitive
89139	genitive
89154	accusative
89157	genitive
89159	genitive
89164	accusative
89168	nominative
89171	nominative
89184	nominative
89188	accusative
89190	accusative
89192	genitive
89198	nominative
89213	nominative
89215	nominative
89217	nominative
89219	accusative
89224	accusative
89227	accusative
89229	accusative
89231	accusative
accusative
89240	genitive
89243	accusative
89249	accusative
89253	genitive
89257	genitive
accusative
89261	nominative
89263	genitive
89265	genitive
89267	genitive
89272	accusative
89279	genitive
89284	accusative
89286	accusative
89289	nominative
89292	genitive
89295	nominative
89298	accusative
89303	accusative
89308	genitive
89311	nominative
accusative
genitive
89319	accusative
89322	nominative
89326	genitive
89328	genitive
89334	nominative
89345	nominative
89349	nominative
accusative
accusative
89353	nominative
nominative
89357	genitive
89359	genitive
89362	nominative
89364	nominative
89367	nominative
89369	genitive
nominative
89372	nominative
89374	genitive
89376	genitive
genitive
89380	genitive
89383	genitive
89389	genitive
89391	accusative
89396	genitive
accusative
89404	genitive
accusative
89412	genitive
89414	genitive
89416	genitive
89418	genitive
genitive
genitive
89426	accusative
accusative
89431	accusative
89433	genitive
89439	genitive
accusative
accusative
89443	nominative
89449	accusative
genitive
89456	nominative
89462	accusative
89464	accusative
89471	nominative
89476	accusative
89482	genitive
89486	genitive
89493	nominative
89497	nominative
89499	accusative
89504	genitive
89506	accusative
89510	nominative
89514	accusative
accusative
89520	nominative
89524	genitive
89526	nominative
89530	nominative
89532	nominative
89535	accusative
89539	nominative
89543	accusative
accusative
89546	accusative
89554	nominative
89558	accusative
89562	accusative
89564	nominative
89569	genitive
89574	accusative
89581	genitive
89587	accusative
89599	accusative
89607	accusative
89609	genitive
89614	accusative
89617	nominative
genitive
accusative
89625	nominative
89631	genitive
89634	genitive
89641	accusative
89649	genitive
89654	accusative
89659	accusative
89667	genitive
genitive
accusative
89672	accusative
89675	nominative
89677	accusative
89682	accusative
89684	genitive
89695	accusative
89697	accusative
accusative
89705	nominative
89714	nominative
89723	genitive
89728	nominative
89733	genitive
genitive
accusative
89738	genitive
89745	nominative
accusative
89752	genitive
accusative
89757	accusative
89765	nominative
89771	nominative
89774	genitive
89778	genitive
89790	accusative
89797	genitive
genitive
nominative
nominative
89805	accusative
89808	accusative
89810	accusative
89813	accusative
accusative
89819	nominative
89821	accusative
89828	nominative
89830	nominative
89834	nominative
89836	nominative
89843	accusative
89845	accusative
89848	genitive
nominative
89855	accusative
89863	accusative
89874	accusative
89877	nominative
89879	accusative
89881	genitive
89886	accusative
89894	accusative
89896	accusative
accusative
89900	nominative
89905	genitive
89910	accusative
89913	nominative
89915	accusative
89917	accusative
89920	nominative
accusative
accusative
89930	genitive
89932	genitive
89934	genitive
89939	genitive
89942	accusative
accusative
89949	accusative
89953	accusative
89956	accusative
89959	accusative
89962	accusative
89969	nominative
89971	genitive
genitive
accusative
89975	nominative
89977	nominative
89980	genitive
89988	accusative
89990	accusative
89992	accusative
90002	accusative
accusative
90010	accusative
90012	accusative
90016	accusative
90018	accusative
90021	accusative
90025	genitive
90028	accusative
accusative
90031	nominative
90033	genitive
90039	genitive
genitive
90045	nominative
nominative
90051	genitive
accusative
90059	genitive
90061	genitive
90065	accusative
90068	accusative
90070	nominative
90076	accusative
accusative
90079	accusative
90081	genitive
90085	genitive
90088	genitive
90098	genitive
90103	genitive
90105	nominative
90109	accusative
accusative
90115	genitive
90121	accusative
90123	genitive
90125	nominative
90130	accusative
90135	accusative
90139	accusative
90141	accusative
90146	nominative
90152	accusative
accusative
90155	genitive
90159	accusative
90166	genitive
90169	genitive
genitive
90173	genitive
90175	accusative
90177	accusative
accusative
90181	accusative
90184	accusative
90187	accusative
90190	accusative
90193	accusative
90196	accusative
90199	accusative
90202	accusative
90205	accusative
90208	accusative
90211	accusative
90214	accusative
90217	accusative
90220	accusative
90223	accusative
90226	accusative
90229	accusative
accusative
90234	accusative
90237	accusative
accusative
accusative
90242	accusative
90244	nominative
90247	accusative
90249	accusative
accusative
90255	genitive
90258	genitive
90261	nominative
90263	nominative
90265	accusative
90271	nominative
90273	genitive
90278	accusative
90280	accusative
90285	accusative
accusative
90293	nominative
90304	accusative
90308	accusative
90312	genitive
90315	nominative
genitive
90321	accusative
90323	nominative
nominative
90331	nominative
90334	accusative
90345	genitive
nominative
90348	genitive
genitive
90356	accusative
90359	nominative
genitive
accusative
90366	genitive
90368	genitive
90372	nominative
90375	accusative
genitive
90382	genitive
90385	nominative
genitive
accusative
accusative
90392	genitive
genitive
90402	accusative
90404	accusative
90408	genitive
accusative
90412	nominative
genitive
genitive
90416	genitive
90420	accusative
genitive
90423	accusative
90425	genitive
90428	nominative
90430	genitive
genitive
accusative
90434	nominative
90440	accusative
accusative
accusative
90447	accusative
90449	accusative
90456	nominative
90463	genitive
90466	genitive
90471	genitive
accusative
nominative
90475	accusative
90479	nominative
90484	accusative
accusative
90487	nominative
90489	nominative
90495	accusative
90497	accusative
90499	accusative
90501	accusative
90503	genitive
90505	genitive
90508	accusative
accusative
90513	accusative
90519	genitive
accusative
accusative
90526	accusative
90529	accusative
90532	genitive
90537	genitive
90541	genitive
accusative
90544	nominative
90552	genitive
90558	genitive
90570	genitive
90582	accusative
accusative
90585	nominative
90587	nominative
90594	accusative
90599	accusative
90604	nominative
90609	nominative
90613	genitive
genitive
90617	genitive
genitive
90621	genitive
genitive
90625	genitive
genitive
90631	accusative
90634	accusative
accusative
90638	accusative
90642	genitive
90646	nominative
90650	accusative
90654	genitive
90656	genitive
90666	genitive
90671	nominative
90678	nominative
90681	nominative
accusative
accusative
90705	accusative
90709	nominative
90712	nominative
90726	nominative
90729	nominative
90733	genitive
90737	nominative
accusative
accusative
90745	nominative
90747	genitive
90755	genitive
90760	nominative
90765	nominative
90769	nominative
90771	genitive
genitive
accusative
90775	nominative
90782	accusative
90784	genitive
90791	genitive
accusative
genitive
genitive
90813	genitive
90815	genitive
90821	accusative
90827	nominative
90832	genitive
90838	accusative
90844	genitive
genitive
90847	nominative
90849	genitive
90852	genitive
90862	accusative
genitive
90869	accusative
90872	genitive
90874	accusative
90878	accusative
genitive
accusative
90884	accusative
90891	accusative
90894	genitive
genitive
accusative
90898	accusative
90902	genitive
90906	genitive
90910	genitive
90914	genitive
genitive
90919	genitive
genitive
90924	genitive
90930	nominative
90935	accusative
90937	accusative
90940	genitive
genitive
accusative
90944	accusative
90946	accusative
90952	genitive
90954	nominative
90965	accusative
90970	accusative
90972	accusative
90976	nominative
90979	genitive
90982	genitive
90987	accusative
accusative
90994	accusative
90997	accusative
90999	genitive
91007	accusative
91009	accusative
accusative
91012	nominative
91014	nominative
91017	genitive
91020	genitive
91023	genitive
91025	genitive
91031	genitive
91034	nominative
91044	nominative
accusative
accusative
91052	nominative
91056	genitive
91058	nominative
91061	nominative
91064	genitive
91079	accusative
accusative
91090	accusative
accusative
genitive
91098	genitive
91103	genitive
genitive
accusative
91109	nominative
91112	genitive
91116	nominative
91118	accusative
genitive
91126	accusative
91128	accusative
91130	accusative
91133	accusative
91138	accusative
accusative
91142	accusative
91146	accusative
91149	accusative
accusative
91152	nominative
91156	genitive
91164	accusative
91169	accusative
91173	accusative
91179	accusative
91182	accusative
91189	accusative
accusative
91194	nominative
91197	genitive
91201	accusative
accusative
91204	nominative
91215	nominative
91219	nominative
91226	accusative
genitive
accusative
91230	nominative
91236	accusative
91240	accusative
accusative
91245	accusative
91251	accusative
91256	accusative
91258	accusative
91263	accusative
accusative
91270	accusative
91273	genitive
91276	genitive
91279	genitive
91296	nominative
91300	accusative
accusative
91304	nominative
91306	accusative
91309	accusative
91312	accusative
91315	accusative
91318	nominative
91321	genitive
91324	genitive
91327	nominative
accusative
accusative
91331	nominative
91333	genitive
91340	genitive
91345	genitive
91350	nominative
91353	genitive
91357	nominative
91359	nominative
91365	genitive
91376	genitive
91385	nominative
91387	nominative
91397	nominative
91401	nominative
91407	genitive
91409	genitive
91414	nominative
genitive
91418	genitive
91423	genitive
91426	nominative
91431	nominative
91434	genitive
genitive
91445	genitive
91449	nominative
91451	nominative
nominative
91458	genitive
91460	accusative
91464	nominative
91466	genitive
nominative
91474	accusative
91480	genitive
91484	accusative
91488	genitive
91490	genitive
91492	genitive
91502	genitive
91508	accusative
genitive
91514	genitive
genitive
91519	genitive
accusative
91524	nominative
91532	genitive
91535	genitive
91538	genitive
91540	genitive
91548	accusative
nominative
91553	accusative
91557	genitive
91560	genitive
91567	accusative
91572	accusative
91575	genitive
91580	accusative
91582	genitive
genitive
genitive
91590	genitive
91593	accusative
91595	accusative
91598	accusative
91602	accusative
91609	accusative
91612	genitive
91617	genitive
91621	accusative
91628	nominative
91631	genitive
91633	accusative
nominative
91636	nominative
91638	nominative
91640	nominative
91646	accusative
91648	genitive
91652	genitive
91655	accusative
nominative
91659	genitive
genitive
91668	genitive
91673	genitive
91675	genitive
91683	genitive
91685	accusative
91687	genitive
91690	genitive
91692	genitive
genitive
91696	accusative
genitive
accusative
91700	nominative
91702	genitive
91705	nominative
91713	accusative
91718	genitive
91721	nominative
91723	genitive
91725	accusative
91732	nominative
91740	accusative
91746	genitive
91748	genitive
91753	genitive
91755	genitive
91757	nominative
nominative
91760	genitive
91762	genitive
91766	genitive
genitive
91774	nominative
nominative
91777	nominative
nominative
91787	accusative
91789	genitive
91795	genitive
91797	nominative
nominative
genitive
genitive
91802	genitive
91804	genitive
91806	genitive
genitive
91821	accusative
91825	accusative
91828	accusative
91830	genitive
91836	genitive
accusative
91844	accusative
91849	accusative
91851	accusative
accusative
91856	accusative
91859	accusative
genitive
91865	accusative
91871	accusative
91876	accusative
genitive
91882	genitive
91884	genitive
genitive
genitive
91893	nominative
accusative
91901	accusative
91904	genitive
91913	genitive
91921	genitive
91928	genitive
91930	nominative
91933	genitive
genitive
nominative
91943	genitive
genitive
91948	accusative
genitive
91952	genitive
91957	genitive
91965	genitive
91973	genitive
91978	nominative
accusative
91991	genitive
91997	nominative
92002	accusative
92006	nominative
92008	nominative
92015	genitive
92018	genitive
92020	nominative
92028	genitive
92031	genitive
genitive
92050	accusative
92052	nominative
92056	accusative
92060	genitive
92064	nominative
92066	nominative
92076	accusative
92080	nominative
92082	nominative
92084	nominative
92091	accusative
92094	genitive
accusative
92097	accusative
92100	accusative
92102	genitive
92112	nominative
92116	accusative
92120	nominative
genitive
92127	accusative
92142	genitive
92147	accusative
nominative
92155	nominative
nominative
accusative
genitive
92161	nominative
92164	genitive
92166	accusative
92180	accusative
92196	genitive
accusative
92204	accusative
92215	nominative
92217	genitive
92220	genitive
92228	genitive
92233	accusative
92238	accusative
92243	accusative
92248	accusative
92250	genitive
92268	genitive
92270	genitive
92273	nominative
92283	nominative
92288	nominative
accusative
92291	accusative
92296	genitive
92299	nominative
92303	accusative
92311	accusative
92313	genitive
92319	nominative
92323	nominative
92329	accusative
92331	nominative
92337	accusative
92342	nominative
92344	genitive
92353	genitive
nominative
92360	genitive
92362	accusative
92366	genitive
nominative
92370	nominative
92374	accusative
92379	genitive
92390	genitive
92397	nominative
92399	genitive
92401	accusative
92404	accusative
92409	genitive
92419	accusative
92422	nominative
92425	genitive
92433	accusative
nominative
92438	nominative
92441	accusative
92444	nominative
92447	genitive
accusative
92451	accusative
92460	accusative
92462	genitive
92475	nominative
92477	genitive
92483	nominative
92492	nominative
92500	nominative
genitive
92509	genitive
92516	nominative
nominative
92524	genitive
92534	accusative
92537	genitive
92542	genitive
92548	accusative
92556	nominative
92561	nominative
92569	genitive
92574	genitive
genitive
92577	nominative
92583	genitive
92586	genitive
92590	nominative
92593	accusative
nominative
genitive
genitive
92603	genitive
92609	nominative
92613	genitive
92617	genitive
genitive
nominative
92622	nominative
92627	genitive
nominative
92630	genitive
92634	nominative
92639	nominative
92652	genitive
92664	nominative
92668	nominative
nominative
92678	accusative
92683	genitive
genitive
92697	nominative
92699	genitive
genitive
92708	genitive
92714	genitive
92716	genitive
genitive
92720	accusative
92723	accusative
92731	genitive
92734	genitive
92740	genitive
genitive
92743	nominative
92745	genitive
genitive
92748	genitive
92751	genitive
genitive
92754	genitive
accusative
nominative
genitive
genitive
92760	accusative
92762	accusative
92766	genitive
92770	accusative
92772	genitive
genitive
nominative
92777	nominative
92780	genitive
92782	genitive
92785	accusative
92793	accusative
92797	genitive
92802	nominative
92804	nominative
92806	nominative
92808	nominative
92811	accusative
genitive
92817	genitive
nominative
genitive
92824	genitive
92827	genitive
92829	accusative
92844	nominative
92846	genitive
92850	genitive
92853	nominative
92855	nominative
92857	nominative
92859	accusative
genitive
nominative
92868	nominative
92870	nominative
92877	genitive
92879	nominative
92882	accusative
92885	nominative
92890	accusative
92894	accusative
92900	genitive
92902	genitive
92908	nominative
nominative
92918	genitive
92921	nominative
92923	nominative
nominative
92931	nominative
genitive
92937	accusative
92940	accusative
92951	nominative
92955	genitive
92957	accusative
nominative
92964	nominative
92968	accusative
92971	accusative
92977	genitive
genitive
92985	accusative
accusative
genitive
92992	nominative
92997	accusative
93000	genitive
93002	nominative
accusative
93008	nominative
93010	nominative
93013	nominative
93015	nominative
93023	accusative
93026	nominative
nominative
93029	nominative
93034	nominative
93038	genitive
93041	genitive
93045	accusative
93050	genitive
93056	genitive
93062	genitive
93067	genitive
93071	genitive
93075	genitive
nominative
93081	nominative
93083	nominative
nominative
nominative
nominative
93090	nominative
nominative
93094	genitive
93097	accusative
accusative
93102	accusative
93109	accusative
93112	accusative
93117	genitive
93126	accusative
93129	genitive
93133	accusative
93136	genitive
93140	accusative
93143	accusative
nominative
93147	genitive
genitive
93150	nominative
nominative
93156	nominative
93162	genitive
93168	genitive
93176	accusative
93188	accusative
93190	genitive
93194	genitive
93200	nominative
genitive
93203	nominative
93205	nominative
93208	nominative
93210	genitive
93212	nominative
93215	nominative
93217	nominative
93225	genitive
genitive
93231	genitive
93233	genitive
93237	nominative
accusative
nominative
93243	nominative
93245	genitive
93251	nominative
93255	accusative
nominative
93263	accusative
93267	genitive
93272	accusative
93281	genitive
93285	genitive
93287	nominative
93292	nominative
93295	nominative
93299	nominative
93303	nominative
93307	nominative
93311	nominative
93316	nominative
93320	nominative
93322	accusative
93330	genitive
93334	genitive
93338	nominative
93346	genitive
accusative
93349	accusative
93353	genitive
93358	nominative
93369	genitive
93373	nominative
93377	genitive
93381	genitive
93385	genitive
93387	genitive
93397	nominative
93403	accusative
93407	genitive
accusative
93414	genitive
accusative
nominative
93421	genitive
nominative
nominative
93425	nominative
nominative
nominative
93430	nominative
nominative
93435	genitive
93438	genitive
93441	genitive
nominative
nominative
93450	accusative
93452	genitive
93455	nominative
93457	accusative
nominative
nominative
93464	accusative
genitive
93470	accusative
93479	accusative
93481	accusative
93484	accusative
93490	accusative
93496	genitive
93500	nominative
nominative
93510	genitive
93513	nominative
accusative
93517	accusative
nominative
93521	accusative
93523	genitive
93526	nominative
nominative
93532	accusative
93537	genitive
93542	nominative
93544	genitive
93549	nominative
93553	nominative
93556	genitive
93558	genitive
genitive
93563	nominative
93565	nominative
nominative
genitive
93576	genitive
93578	genitive
93580	accusative
93582	nominative
93586	nominative
93591	nominative
93593	genitive
93599	accusative
93601	accusative
93604	nominative
nominative
93609	accusative
93611	genitive
93613	genitive
93620	nominative
93627	nominative
93634	nominative
genitive
93649	genitive
93654	accusative
genitive
93662	accusative
93667	accusative
accusative
93688	nominative
93696	genitive
93698	genitive
93700	accusative
nominative
genitive
93704	genitive
93707	genitive
93710	nominative
93712	genitive
93714	genitive
93719	accusative
93722	genitive
93729	nominative
93735	accusative
nominative
93738	accusative
genitive
93742	accusative
93747	accusative
nominative
93751	accusative
93756	accusative
93762	genitive
genitive
93772	genitive
93776	nominative
93779	genitive
93784	accusative
93788	genitive
93795	nominative
nominative
93798	accusative
93800	accusative
93802	accusative
93805	genitive
93808	accusative
93821	genitive
93823	genitive
93828	accusative
accusative
93834	genitive
accusative
genitive
93842	nominative
93846	nominative
93848	genitive
93850	genitive
93855	nominative
93860	accusative
accusative
93864	genitive
93866	accusative
93868	genitive
93873	nominative
93875	nominative
93878	genitive
93885	accusative
93887	genitive
93892	genitive
genitive
accusative
93899	genitive
genitive
accusative
93909	genitive
93915	nominative
93918	genitive
93923	accusative
93926	accusative
93930	nominative
93935	genitive
93938	genitive
93943	genitive
93947	accusative
accusative
93952	nominative
93954	accusative
93962	genitive
93965	genitive
93971	genitive
genitive
93976	nominative
93980	accusative
93983	genitive
93985	accusative
93989	genitive
93991	genitive
93997	genitive
93999	genitive
genitive
accusative
94003	genitive
94005	genitive
94008	accusative
94011	nominative
94015	nominative
94020	nominative
94022	genitive
94034	genitive
94036	accusative
94041	genitive
94044	nominative
94049	genitive
nominative
94052	accusative
94055	genitive
94057	accusative
94068	nominative
94088	accusative
94092	accusative
94095	genitive
94100	genitive
94102	genitive
genitive
94109	nominative
94116	accusative
94119	accusative
genitive
94125	genitive
genitive
94131	accusative
accusative
94134	genitive
94139	nominative
94145	nominative
94154	genitive
94162	nominative
94168	nominative
nominative
94175	nominative
94177	genitive
94185	nominative
94193	nominative
94200	nominative
94202	nominative
94227	nominative
nominative
94231	nominative
94233	accusative
94241	nominative
nominative
94246	genitive
94248	genitive
nominative
94253	accusative
94258	accusative
94265	accusative
94268	nominative
94286	genitive
94288	accusative
94293	nominative
94295	genitive
94300	nominative
94302	accusative
94313	genitive
genitive
94320	genitive
94329	accusative
94333	nominative
94342	nominative
94349	genitive
94355	genitive
94358	genitive
94361	genitive
94364	genitive
94369	accusative
94373	accusative
accusative
94378	nominative
94380	accusative
94383	genitive
94388	genitive
94403	accusative
94407	genitive
94417	nominative
94419	nominative
94422	nominative
94424	nominative
94428	nominative
94430	nominative
94439	accusative
94450	genitive
94452	genitive
94454	genitive
94462	genitive
94467	genitive
94473	nominative
94480	accusative
94484	accusative
accusative
94491	nominative
94494	genitive
94503	nominative
94507	nominative
94512	accusative
94516	nominative
94519	nominative
94522	genitive
94526	nominative
94528	genitive
94530	genitive
94533	accusative
94537	accusative
94542	genitive
94544	genitive
94547	nominative
94554	accusative
94558	nominative
nominative
94561	genitive
94563	nominative
94565	genitive
94569	nominative
94576	accusative
94580	genitive
94582	genitive
94589	genitive
94601	accusative
94610	accusative
94614	accusative
94616	genitive
94625	accusative
nominative
94630	accusative
94641	genitive
94643	genitive
genitive
94651	accusative
94663	nominative
94677	nominative
94684	genitive
genitive
94692	nominative
94696	accusative
94701	accusative
accusative
94713	accusative
94717	genitive
94725	genitive
94731	genitive
94733	genitive
94740	nominative
94746	genitive
94752	nominative
94756	nominative
94760	accusative
accusative
94765	nominative
94768	nominative
94771	accusative
94774	nominative
accusative
94787	accusative
94789	genitive
94791	accusative
94793	genitive
nominative
94797	nominative
94800	genitive
94803	genitive
nominative
94809	nominative
94816	nominative
accusative
94819	genitive
genitive
94825	accusative
nominative
94828	nominative
94835	nominative
accusative
94842	accusative
94847	nominative
nominative
94855	nominative
nominative
94863	accusative
accusative
94873	nominative
94883	accusative
94891	accusative
94894	genitive
94899	nominative
94903	nominative
94918	genitive
94924	accusative
94937	genitive
94943	accusative
94956	genitive
94968	accusative
94977	nominative
94979	nominative
nominative
94985	accusative
94989	nominative
94992	genitive
95007	nominative
95009	accusative
95014	nominative
95024	nominative
95036	nominative
95038	nominative
95048	genitive
genitive
accusative
95058	accusative
95064	nominative
nominative
95070	nominative
95087	nominative
95094	genitive
95098	nominative
nominative
95104	accusative
95107	accusative
95113	accusative
95116	nominative
95123	accusative
genitive
95128	genitive
genitive
nominative
95137	genitive
95139	genitive
accusative
95154	genitive
95157	accusative
95159	genitive
95163	accusative
95169	nominative
95171	nominative
95174	nominative
95178	accusative
95187	accusative
95190	genitive
95192	nominative
genitive
genitive
95202	genitive
accusative
95206	genitive
accusative
95210	genitive
accusative
95213	accusative
95216	nominative
nominative
95219	genitive
95222	genitive
95225	accusative
95228	nominative
95230	genitive
95236	accusative
95238	accusative
95240	genitive
95242	genitive
95244	accusative
95246	genitive
genitive
genitive
95254	genitive
95256	nominative
95261	genitive
genitive
accusative
95267	nominative
nominative
95273	accusative
95277	nominative
nominative
95284	nominative
accusative
95296	genitive
genitive
95315	accusative
95324	nominative
nominative
95333	accusative
95335	accusative
95340	nominative
95343	nominative
95346	nominative
95351	nominative
95356	nominative
nominative
95367	nominative
95370	nominative
95372	genitive
95374	nominative
95376	genitive
95390	accusative
95399	genitive
genitive
95406	genitive
95408	genitive
95415	nominative
95425	accusative
nominative
95429	nominative
95432	genitive
95446	genitive
95453	accusative
95462	genitive
95466	accusative
accusative
95472	nominative
genitive
95478	nominative
95487	accusative
95494	genitive
nominative
95503	genitive
95513	accusative
95515	nominative
95525	nominative
genitive
95529	genitive
genitive
95535	genitive
95539	accusative
95543	nominative
95545	genitive
95547	genitive
95559	accusative
genitive
95562	accusative
95566	nominative
nominative
nominative
95571	nominative
95573	genitive
95575	genitive
95577	genitive
accusative
95583	genitive
95585	genitive
accusative
genitive
95590	genitive
95594	nominative
95603	accusative
95605	genitive
95607	genitive
nominative
95611	nominative
nominative
95615	nominative
95618	genitive
95622	nominative
95630	nominative
95638	genitive
95646	accusative
95648	accusative
95653	nominative
95657	nominative
95664	genitive
95666	genitive
95669	genitive
95678	nominative
nominative
95686	genitive
95692	genitive
95694	accusative
95697	nominative
95702	genitive
95708	nominative
95710	nominative
95712	genitive
95718	nominative
95721	nominative
accusative
95724	nominative
95726	genitive
95732	accusative
95735	genitive
95738	nominative
95741	genitive
95743	genitive
nominative
95748	nominative
95750	genitive
95755	nominative
95759	nominative
95763	accusative
95771	accusative
95773	genitive
95776	accusative
95781	genitive
95786	accusative
95788	accusative
95792	genitive
95800	accusative
95802	nominative
95804	genitive
95812	accusative
95817	nominative
95819	genitive
95821	accusative
genitive
95824	accusative
95830	nominative
95835	nominative
95841	accusative
95845	genitive
95847	genitive
95851	accusative
95855	accusative
95863	genitive
nominative
95866	genitive
95869	genitive
95876	accusative
95880	genitive
95883	genitive
95888	accusative
95892	genitive
95895	accusative
95898	accusative
95901	genitive
genitive
95906	genitive
95909	genitive
95915	accusative
accusative
accusative
genitive
95923	nominative
95926	genitive
95928	genitive
95931	accusative
95934	genitive
95939	nominative
95945	accusative
95949	genitive
95967	accusative
95970	genitive
95986	nominative
95999	accusative
96006	genitive
96012	accusative
96018	accusative
96023	nominative
96025	genitive
96030	accusative
96037	genitive
96043	genitive
genitive
96048	accusative
96051	accusative
96054	nominative
96061	genitive
96072	nominative
96082	nominative
96085	genitive
96095	genitive
96102	nominative
96107	nominative
96114	accusative
96120	nominative
96122	nominative
96128	genitive
genitive
96137	genitive
nominative
96140	genitive
96145	accusative
96149	genitive
96152	genitive
96158	genitive
accusative
96162	genitive
96170	genitive
96173	genitive
96175	nominative
96177	nominative
96179	genitive
96181	nominative
96188	genitive
96190	accusative
96196	accusative
96200	genitive
96202	genitive
96212	accusative
96218	accusative
96220	accusative
96226	accusative
96228	accusative
96236	genitive
nominative
96239	genitive
96241	accusative
96248	accusative
96252	genitive
96255	genitive
96258	genitive
96262	genitive
96266	genitive
96275	accusative
96279	accusative
96281	genitive
accusative
accusative
96286	accusative
genitive
96290	genitive
96299	nominative
96301	accusative
genitive
96304	accusative
96312	genitive
nominative
96315	genitive
96322	accusative
96326	genitive
96329	genitive
96332	accusative
96336	genitive
96342	accusative
96344	accusative
96346	accusative
96349	genitive
96354	accusative
96363	accusative
96367	genitive
96375	genitive
96379	genitive
96384	genitive
96386	genitive
96393	genitive
96398	nominative
96401	nominative
96409	genitive
96413	genitive
96416	genitive
96425	genitive
96428	nominative
96434	accusative
96436	genitive
96442	genitive
genitive
96455	genitive
96461	genitive
96464	nominative
96469	nominative
96474	accusative
accusative
96478	nominative
96483	genitive
96489	nominative
96494	nominative
96498	genitive
96501	genitive
96516	nominative
nominative
96522	genitive
96527	accusative
96531	accusative
96534	accusative
96536	genitive
accusative
96543	nominative
96547	nominative
accusative
genitive
96555	accusative
genitive
96558	accusative
96571	genitive
96575	genitive
96577	genitive
96585	nominative
nominative
96593	nominative
96600	nominative
96610	accusative
96612	accusative
96615	genitive
96619	accusative
genitive
96622	accusative
96636	nominative
96639	genitive
96642	genitive
96648	nominative
96651	accusative
96656	nominative
96662	genitive
96673	genitive
96681	genitive
96685	nominative
96687	genitive
96693	genitive
96700	accusative
genitive
96703	genitive
96705	genitive
96711	nominative
96714	genitive
96717	nominative
96719	genitive
genitive
96722	genitive
96726	genitive
genitive
96729	genitive
96735	genitive
96737	genitive
96742	genitive
96745	genitive
96751	accusative
genitive
96759	nominative
96765	nominative
96767	nominative
nominative
96772	accusative
accusative
accusative
96778	nominative
nominative
96783	nominative
96793	genitive
96798	nominative
96807	genitive
96809	genitive
96813	nominative
96819	nominative
96821	genitive
96826	genitive
96828	genitive
96834	accusative
96837	accusative
96839	nominative
genitive
genitive
96844	genitive
96846	genitive
96850	nominative
96852	genitive
96855	genitive
96858	accusative
96866	genitive
nominative
96870	nominative
96873	genitive
96875	accusative
96877	nominative
genitive
96880	nominative
96882	nominative
nominative
96885	genitive
96887	nominative
96889	nominative
genitive
96892	nominative
96894	genitive
96897	nominative
96899	nominative
96903	accusative
96906	nominative
96913	accusative
accusative
96919	genitive
96923	accusative
96928	accusative
96930	accusative
genitive
96933	genitive
96941	accusative
96943	accusative
accusative
96946	genitive
96949	nominative
96955	accusative
accusative
96962	genitive
96965	genitive
96968	accusative
accusative
nominative
96973	nominative
96977	accusative
96984	accusative
96986	accusative
96988	genitive
96993	nominative
96995	genitive
97000	accusative
97005	genitive
97014	nominative
97016	nominative
97019	genitive
97022	accusative
97026	genitive
97034	genitive
97036	genitive
97039	nominative
97043	nominative
97045	nominative
accusative
97050	nominative
nominative
97062	genitive
97069	genitive
genitive
97073	genitive
97077	accusative
97080	genitive
97083	nominative
97086	genitive
97095	genitive
97097	nominative
97102	nominative
97110	accusative
97114	accusative
97127	accusative
97130	nominative
97132	accusative
genitive
97135	nominative
97141	accusative
97144	genitive
97147	accusative
97149	genitive
97152	genitive
97157	genitive
97162	genitive
genitive
97169	genitive
genitive
97173	nominative
nominative
97179	accusative
97181	genitive
97187	accusative
97190	accusative
97193	accusative
97195	accusative
97197	nominative
97202	nominative
97209	genitive
97219	accusative
97222	genitive
97225	genitive
97229	accusative
97232	genitive
nominative
97239	nominative
97243	genitive
97248	nominative
97250	genitive
97255	genitive
genitive
97259	nominative
97262	nominative
97269	genitive
97271	genitive
97273	nominative
97280	accusative
97282	genitive
97284	genitive
nominative
97291	genitive
97299	accusative
97302	genitive
97305	genitive
97311	genitive
97316	genitive
97318	accusative
97322	nominative
97331	accusative
97335	genitive
97337	genitive
97343	nominative
97350	accusative
97353	genitive
97355	accusative
97360	accusative
accusative
genitive
97364	genitive
97366	accusative
accusative
97370	genitive
97372	nominative
97379	genitive
genitive
97385	accusative
97388	nominative
97390	accusative
genitive
97394	accusative
97396	genitive
97399	accusative
97406	nominative
97408	genitive
97410	genitive
97413	genitive
97416	nominative
nominative
97419	nominative
97425	accusative
97428	accusative
97430	accusative
97432	accusative
97436	nominative
97438	genitive
97440	genitive
97444	genitive
97446	accusative
97459	accusative
97462	nominative
97465	nominative
97468	accusative
97470	accusative
97472	genitive
97474	genitive
nominative
97477	accusative
97480	genitive
97487	genitive
accusative
97490	genitive
97494	accusative
97499	genitive
97501	genitive
97504	accusative
97507	accusative
97509	accusative
97511	genitive
97513	nominative
97516	genitive
97518	nominative
97523	genitive
97525	accusative
genitive
accusative
genitive
accusative
97533	nominative
accusative
97542	genitive
genitive
97545	genitive
97547	accusative
97549	genitive
97551	genitive
nominative
97558	genitive
97560	genitive
97564	nominative
97570	genitive
97576	genitive
97578	accusative
genitive
genitive
97587	nominative
97594	nominative
97596	nominative
97598	nominative
97600	genitive
97602	nominative
97604	nominative
nominative
accusative
97609	accusative
97614	nominative
97616	genitive
97622	accusative
97634	nominative
97637	accusative
97647	accusative
accusative
97651	genitive
97660	accusative
97667	genitive
97672	accusative
97678	nominative
97682	nominative
nominative
genitive
97686	genitive
97691	nominative
97695	genitive
97697	nominative
97699	nominative
97701	nominative
nominative
97704	genitive
97707	genitive
97710	accusative
97713	nominative
97715	nominative
97718	nominative
nominative
97723	nominative
97729	genitive
97732	genitive
97734	nominative
97746	nominative
nominative
97750	nominative
97754	genitive
97757	nominative
accusative
97760	genitive
97772	genitive
97779	accusative
97783	nominative
nominative
97786	nominative
97788	accusative
97794	genitive
97797	nominative
97808	genitive
97818	genitive
97821	nominative
97828	genitive
97834	genitive
97843	nominative
97848	nominative
97851	genitive
97853	genitive
97855	nominative
97861	genitive
97870	genitive
97872	genitive
97874	genitive
97876	genitive
97880	genitive
97886	accusative
97888	accusative
97893	accusative
97897	nominative
97900	accusative
97905	genitive
97915	accusative
97923	genitive
97929	genitive
97933	nominative
97936	genitive
97941	accusative
97943	accusative
genitive
nominative
97947	genitive
97949	genitive
97951	genitive
97953	genitive
97961	accusative
97964	genitive
97967	accusative
accusative
97972	accusative
97975	genitive
97977	nominative
97979	nominative
97985	genitive
97987	accusative
97997	genitive
accusative
98000	accusative
98002	accusative
98012	accusative
98017	nominative
nominative
98021	nominative
98024	accusative
98032	accusative
98035	nominative
98037	nominative
98039	nominative
98042	genitive
98045	accusative
98048	genitive
98051	accusative
98054	genitive
98058	accusative
98061	genitive
98065	accusative
98068	accusative
nominative
98072	genitive
genitive
98077	nominative
98079	nominative
98083	genitive
genitive
98089	accusative
98097	genitive
accusative
genitive
98103	genitive
genitive
98106	accusative
98108	genitive
genitive
98111	genitive
genitive
98114	nominative
nominative
98120	nominative
98122	accusative
98134	accusative
nominative
98142	genitive
98145	accusative
98157	nominative
accusative
nominative
98162	genitive
98164	nominative
98177	nominative
98179	genitive
98181	genitive
98186	accusative
nominative
98189	accusative
98191	accusative
98198	accusative
98208	genitive
98212	genitive
accusative
98217	genitive
98222	genitive
98224	accusative
98228	genitive
98230	genitive
98234	nominative
accusative
98237	genitive
accusative
98240	accusative
98243	accusative
98246	accusative
genitive
98263	nominative
98265	genitive
98268	accusative
98275	accusative
98284	nominative
nominative
98287	nominative
genitive
nominative
98294	nominative
accusative
98298	genitive
genitive
98307	accusative
accusative
98312	accusative
98319	accusative
98321	genitive
98329	nominative
98331	accusative
genitive
genitive
98335	accusative
98337	accusative
98340	nominative
98349	genitive
98354	accusative
98358	accusative
98361	accusative
98363	accusative
98365	genitive
98370	nominative
98372	nominative
98376	genitive
98378	nominative
98381	genitive
98384	genitive
98386	nominative
98389	nominative
98392	accusative
98395	nominative
98406	accusative
98415	genitive
98419	nominative
98422	nominative
98428	accusative
98432	accusative
98438	nominative
98442	nominative
98444	genitive
98451	nominative
98453	genitive
98461	genitive
98466	accusative
98470	nominative
98472	genitive
98474	nominative
nominative
98478	genitive
98481	nominative
accusative
genitive
98486	nominative
98488	accusative
98493	accusative
98497	genitive
accusative
98502	accusative
98505	genitive
98510	accusative
accusative
nominative
98519	accusative
98523	accusative
98528	nominative
98530	genitive
98532	genitive
98537	nominative
accusative
98542	genitive
98546	genitive
98548	genitive
98551	nominative
98554	genitive
nominative
98558	genitive
genitive
98562	genitive
genitive
nominative
98566	accusative
98568	genitive
accusative
accusative
nominative
98575	nominative
98579	accusative
98583	nominative
98586	nominative
98589	genitive
genitive
98592	genitive
genitive
98602	nominative
98608	genitive
98614	genitive
98616	accusative
98618	genitive
accusative
98621	genitive
98626	genitive
98637	genitive
98643	nominative
98645	genitive
98652	nominative
98654	accusative
98657	genitive
98659	genitive
98662	nominative
98664	genitive
nominative
98678	genitive
98682	genitive
98684	genitive
genitive
98690	accusative
accusative
accusative
nominative
genitive
98700	nominative
accusative
accusative
98705	nominative
nominative
98708	accusative
accusative
98711	genitive
98715	accusative
98717	nominative
98719	genitive
98721	nominative
98728	nominative
98732	nominative
98736	accusative
98738	genitive
accusative
genitive
98746	nominative
98751	genitive
98756	genitive
98763	genitive
genitive
98767	genitive
98773	genitive
98781	nominative
98787	accusative
genitive
98791	nominative
98793	genitive
98796	nominative
98799	accusative
98806	accusative
98809	genitive
98817	nominative
98819	genitive
accusative
98829	genitive
98834	nominative
98840	genitive
98844	nominative
98850	genitive
98853	nominative
98855	genitive
nominative
genitive
98867	genitive
98870	accusative
98874	nominative
98884	genitive
genitive
98889	nominative
98891	genitive
98894	genitive
genitive
98901	genitive
98904	genitive
genitive
98908	nominative
98910	nominative
98915	nominative
98918	nominative
98923	genitive
98927	nominative
98935	nominative
98942	nominative
nominative
98951	accusative
98954	genitive
98957	genitive
98963	genitive
98980	genitive
nominative
98984	accusative
accusative
genitive
98993	genitive
99002	accusative
99006	nominative
99008	genitive
genitive
99014	genitive
99016	genitive
99023	genitive
genitive
accusative
99035	accusative
99042	genitive
99044	nominative
accusative
99048	nominative
99050	genitive
99053	genitive
99062	nominative
accusative
99066	nominative
99073	genitive
99079	genitive
99086	accusative
99088	accusative
99090	genitive
99093	genitive
accusative
99096	genitive
99099	genitive
99102	accusative
genitive
99123	genitive
accusative
99126	accusative
99128	accusative
99136	genitive
99138	genitive
accusative
99141	genitive
99147	genitive
99158	nominative
99177	accusative
nominative
99186	accusative
99196	genitive
99199	nominative
99202	accusative
99212	genitive
99227	nominative
99240	nominative
99248	genitive
99255	accusative
99258	accusative
99268	genitive
99270	genitive
99275	nominative
99281	genitive
99287	genitive
genitive
99290	accusative
99293	accusative
accusative
99299	nominative
99301	nominative
99306	genitive
99314	genitive
99319	nominative
99327	accusative
99333	genitive
99336	genitive
99341	nominative
accusative
99350	nominative
99352	nominative
99358	genitive
genitive
99367	genitive
99372	accusative
99380	genitive
99383	accusative
99386	accusative
99391	accusative
99396	genitive
99401	nominative
99416	genitive
99418	accusative
99420	genitive
99426	genitive
nominative
99429	nominative
99433	genitive
genitive
99437	genitive
99440	nominative
99445	genitive
99451	nominative
99457	nominative
nominative
genitive
genitive
99464	genitive
genitive
nominative
99469	nominative
99471	genitive
99474	genitive
99480	genitive
genitive
99485	nominative
99489	accusative
genitive
99495	nominative
99497	nominative
99508	genitive
99517	nominative
99525	genitive
99527	accusative
99534	genitive
99539	accusative
accusative
genitive
99545	nominative
accusative
nominative
99549	accusative
99551	genitive
99554	nominative
nominative
99557	genitive
99559	accusative
99571	genitive
99577	genitive
99582	genitive
99586	nominative
99591	nominative
99595	nominative
99601	nominative
99603	genitive
genitive
99609	nominative
99614	genitive
99617	genitive
99620	accusative
99624	genitive
99632	nominative
genitive
99638	nominative
99649	genitive
accusative
99657	nominative
99663	nominative
99669	nominative
99676	accusative
genitive
99683	accusative
genitive
99693	nominative
99695	genitive
99698	genitive
99702	accusative
genitive
accusative
99709	nominative
99711	genitive
99717	accusative
99721	genitive
accusative
99730	nominative
99736	nominative
99738	nominative
99747	accusative
99752	nominative
99754	genitive
99758	accusative
99764	accusative
99768	genitive
99773	nominative
99775	genitive
99779	accusative
accusative
99782	genitive
99784	genitive
99788	genitive
genitive
99793	accusative
99797	genitive
99801	nominative
99803	genitive
genitive
99806	genitive
99808	nominative
99810	genitive
99812	genitive
99814	genitive
99816	genitive
genitive
99819	genitive
99821	genitive
99823	genitive
genitive
99826	genitive
nominative
99829	genitive
99831	accusative
99837	nominative
99841	genitive
genitive
99851	nominative
99855	genitive
99857	accusative
99859	nominative
genitive
99863	nominative
99865	genitive
99869	nominative
genitive
99872	genitive
99883	genitive
99890	accusative
99898	nominative
99904	nominative
genitive
99913	nominative
99915	genitive
99920	accusative
99923	accusative
99928	genitive
genitive
99943	accusative
99947	accusative
genitive
accusative
99951	accusative
99961	accusative
99966	accusative
99968	genitive
accusative
99974	accusative
genitive
99984	genitive
99987	genitive
99990	genitive
99996	nominative
99998	nominative
100003	accusative
100008	accusative
100019	nominative
100021	nominative
100029	nominative
genitive
nominative
100033	genitive
100035	accusative
100042	genitive
100048	accusative
100053	nominative
100058	nominative
100063	genitive
100068	genitive
100070	genitive
100077	nominative
accusative
100091	nominative
100093	genitive
100095	genitive
100097	genitive
100102	genitive
100110	genitive
accusative
100121	accusative
accusative
100126	accusative
100131	nominative
nominative
100134	genitive
nominative
100137	genitive
100140	accusative
100142	genitive
100148	genitive
100152	accusative
100154	genitive
accusative
100157	nominative
100161	genitive
100164	nominative
100168	nominative
100170	accusative
100172	genitive
100174	genitive
100176	genitive
100178	accusative
100180	nominative
genitive
100186	accusative
100188	accusative
100190	accusative
nominative
100193	genitive
100197	accusative
100199	genitive
100202	nominative
100205	genitive
accusative
100210	genitive
100212	genitive
100215	genitive
100218	accusative
100220	genitive
100225	nominative
100227	nominative
100231	genitive
100237	genitive
100243	genitive
100245	accusative
100248	nominative
100250	nominative
100258	genitive
100264	nominative
100269	genitive
100274	accusative
100277	accusative
100279	accusative
100282	genitive
100286	nominative
100288	genitive
100296	genitive
100298	genitive
100306	nominative
100310	genitive
100317	nominative
100320	nominative
nominative
100323	genitive
100329	nominative
100331	genitive
100334	genitive
genitive
100337	genitive
100339	accusative
100341	genitive
100345	nominative
nominative
100353	genitive
100355	genitive
100361	accusative
100365	accusative
100370	accusative
100374	nominative
100376	genitive
100379	genitive
100382	nominative
100387	nominative
100391	accusative
100398	accusative
100405	genitive
100407	accusative
100410	nominative
100416	genitive
100419	genitive
100422	genitive
genitive
100427	genitive
100429	genitive
100432	nominative
nominative
100435	genitive
accusative
100438	accusative
100443	accusative
100446	nominative
100448	nominative
100455	genitive
100457	genitive
100462	accusative
100466	nominative
100471	accusative
100474	nominative
100479	accusative
100484	nominative
nominative
100487	nominative
100492	nominative
100494	accusative
accusative
100498	genitive
100504	genitive
genitive
100510	nominative
100522	accusative
100524	genitive
100530	nominative
100537	accusative
genitive
100540	genitive
accusative
genitive
genitive
genitive
100546	genitive
100548	genitive
100552	genitive
100556	nominative
100558	accusative
100561	genitive
100564	nominative
100571	accusative
100573	genitive
accusative
100577	accusative
100582	genitive
100584	genitive
100588	nominative
100594	genitive
100600	nominative
100602	genitive
100605	genitive
100611	genitive
100625	nominative
100627	genitive
100629	accusative
100633	nominative
100636	nominative
nominative
100642	genitive
genitive
100645	genitive
genitive
100650	accusative
accusative
genitive
100654	accusative
100661	nominative
100663	genitive
genitive
genitive
genitive
100669	nominative
100671	nominative
100675	accusative
100680	accusative
accusative
100683	genitive
100687	genitive
nominative
100695	accusative
100701	genitive
nominative
genitive
100709	genitive
100712	nominative
accusative
100716	genitive
100722	nominative
100729	accusative
100731	genitive
100733	nominative
100739	nominative
100741	nominative
nominative
100746	accusative
100748	nominative
100750	genitive
100753	accusative
100758	accusative
100763	accusative
100765	genitive
100767	nominative
100770	nominative
100776	accusative
100782	genitive
genitive
100786	nominative
100795	genitive
100802	genitive
100809	genitive
100820	nominative
100827	genitive
100829	genitive
100831	accusative
100842	nominative
100845	genitive
100850	genitive
100853	accusative
100856	genitive
100860	accusative
100862	nominative
100864	genitive
100875	nominative
100878	genitive
100880	accusative
nominative
100884	genitive
100888	nominative
genitive
100896	genitive
accusative
nominative
100900	genitive
100902	nominative
100907	accusative
100909	accusative
100911	accusative
100914	nominative
100917	accusative
accusative
accusative
100921	genitive
100928	genitive
100932	nominative
100943	accusative
100947	nominative
100950	accusative
100953	genitive
100960	nominative
100964	accusative
100967	accusative
100969	genitive
100975	genitive
100977	genitive
genitive
100981	accusative
100986	accusative
100989	genitive
100998	nominative
101002	genitive
101013	nominative
101015	genitive
101018	genitive
101023	accusative
101031	genitive
101033	genitive
101035	accusative
101038	nominative
accusative
101043	accusative
nominative
101050	nominative
101054	nominative
101056	genitive
101062	nominative
101064	genitive
101068	nominative
genitive
101071	accusative
genitive
101074	nominative
101076	genitive
101078	genitive
101082	accusative
genitive
nominative
101088	genitive
101093	genitive
genitive
101098	genitive
101101	genitive
101107	genitive
genitive
101110	genitive
genitive
101116	genitive
101119	nominative
101123	genitive
101128	genitive
101133	nominative
101135	nominative
101137	nominative
101139	genitive
101142	genitive
nominative
101145	genitive
101147	genitive
101150	accusative
101152	genitive
101160	nominative
101163	nominative
101172	genitive
101176	nominative
accusative
101183	accusative
101185	nominative
101187	accusative
101192	accusative
101194	genitive
101200	nominative
101213	genitive
101218	genitive
accusative
nominative
101226	accusative
101234	accusative
accusative
101237	accusative
101239	nominative
genitive
101243	genitive
101246	accusative
101248	genitive
101253	nominative
nominative
101256	nominative
genitive
genitive
101260	accusative
101274	genitive
genitive
101278	nominative
101284	accusative
accusative
101288	accusative
accusative
101295	accusative
101302	genitive
101304	nominative
nominative
101309	nominative
nominative
101312	genitive
101315	nominative
101317	accusative
101324	accusative
101328	accusative
101330	nominative
101332	genitive
genitive
101335	genitive
101347	genitive
genitive
101353	nominative
101355	genitive
101363	genitive
101365	genitive
101371	genitive
101374	genitive
101377	genitive
101381	accusative
101386	accusative
101392	accusative
101399	genitive
101404	accusative
genitive
101419	accusative
101437	genitive
genitive
101447	genitive
101455	accusative
101463	nominative
101465	genitive
101469	nominative
101474	genitive
101478	genitive
101492	genitive
genitive
101505	genitive
accusative
101510	nominative
101512	accusative
101522	genitive
101524	genitive
101526	genitive
101536	accusative
genitive
accusative
101543	nominative
101545	genitive
101549	accusative
genitive
nominative
101557	accusative
101575	accusative
101577	genitive
101598	genitive
101602	genitive
101605	genitive
genitive
101610	nominative
genitive
101615	genitive
101620	nominative
nominative
101627	accusative
101643	nominative
101650	accusative
101652	genitive
101660	genitive
101666	genitive
101669	nominative
genitive
genitive
101681	genitive
101687	nominative
101690	genitive
101694	accusative
101698	accusative
accusative
101701	accusative
101704	genitive
101719	nominative
101723	genitive
101728	accusative
101732	genitive
101748	accusative
101755	genitive
accusative
101767	accusative
101773	nominative
101778	accusative
101780	accusative
genitive
101786	genitive
101792	nominative
101794	nominative
101797	genitive
101799	genitive
nominative
101802	nominative
101804	accusative
accusative
101807	genitive
101810	accusative
101812	accusative
101815	nominative
101825	nominative
101828	genitive
101837	genitive
101839	nominative
101842	genitive
101845	genitive
101847	nominative
101852	nominative
101857	nominative
nominative
101865	nominative
101867	nominative
nominative
101879	nominative
101882	genitive
101888	accusative
101893	genitive
101895	nominative
101904	genitive
101907	nominative
nominative
genitive
101921	accusative
101923	genitive
101929	accusative
101931	nominative
101933	genitive
101938	accusative
101940	genitive
101950	accusative
101953	genitive
genitive
accusative
101958	genitive
101963	genitive
101966	nominative
101974	genitive
101977	accusative
101979	accusative
101984	accusative
101988	accusative
genitive
101991	genitive
101995	genitive
genitive
accusative
102003	accusative
102005	accusative
102007	genitive
102009	accusative
102011	nominative
102013	genitive
102015	genitive
102025	accusative
accusative
genitive
genitive
102030	genitive
102035	nominative
102037	genitive
nominative
102042	genitive
102049	accusative
102054	nominative
102058	accusative
102068	nominative
102071	nominative
102077	genitive
102079	genitive
102081	genitive
102086	nominative
102089	accusative
102096	accusative
102101	nominative
102104	accusative
102109	genitive
102118	accusative
accusative
102121	genitive
genitive
102126	accusative
102128	genitive
102131	genitive
102133	genitive
102136	nominative
102138	genitive
nominative
102147	nominative
102156	genitive
102159	genitive
102163	nominative
102165	genitive
102167	genitive
102186	accusative
102188	nominative
genitive
102192	genitive
102206	nominative
102209	nominative
102212	nominative
102224	genitive
102236	nominative
102239	accusative
genitive
102245	accusative
genitive
102262	nominative
102266	nominative
102270	nominative
102277	accusative
102280	accusative
102287	nominative
102293	genitive
102302	genitive
102309	nominative
nominative
102322	genitive
102328	accusative
102335	accusative
nominative
102340	accusative
102347	nominative
102349	genitive
102353	genitive
102357	genitive
102360	genitive
102365	accusative
102377	genitive
102394	accusative
accusative
102401	accusative
102408	nominative
genitive
genitive
102412	nominative
102417	nominative
102419	genitive
accusative
102426	genitive
102435	accusative
102445	genitive
102448	genitive
102451	accusative
genitive
102459	genitive
102464	nominative
102466	nominative
102474	nominative
102488	genitive
102495	nominative
102499	genitive
102501	genitive
102505	genitive
102513	nominative
102523	accusative
102525	genitive
genitive
102529	nominative
accusative
102535	genitive
102538	accusative
102545	genitive
102550	nominative
102554	nominative
102559	nominative
102563	accusative
102566	accusative
102568	nominative
102571	nominative
nominative
102586	nominative
genitive
genitive
102596	genitive
nominative
102601	genitive
102606	nominative
102608	nominative
102611	genitive
102614	nominative
102617	nominative
102620	nominative
102623	nominative
102629	genitive
102634	genitive
102639	genitive
102655	accusative
genitive
102664	genitive
102667	genitive
102675	genitive
102681	accusative
accusative
102690	accusative
102699	genitive
102701	nominative
102705	genitive
genitive
nominative
102713	genitive
102726	genitive
nominative
102731	accusative
accusative
102734	genitive
102746	nominative
102753	genitive
102761	nominative
nominative
102767	nominative
102769	genitive
nominative
102775	genitive
102777	nominative
102779	genitive
genitive
102791	genitive
102793	genitive
102796	accusative
102799	nominative
genitive
102802	nominative
genitive
genitive
102810	accusative
accusative
102817	nominative
102820	nominative
102822	nominative
102829	genitive
102831	nominative
102838	genitive
102840	nominative
102845	genitive
102850	genitive
genitive
102857	nominative
102859	accusative
102866	nominative
102869	genitive
102873	accusative
102880	genitive
102883	genitive
102886	accusative
102889	genitive
102899	nominative
102902	genitive
102905	genitive
102909	nominative
102911	genitive
102916	genitive
102918	genitive
102924	genitive
102930	genitive
102933	accusative
102937	nominative
102948	genitive
102959	genitive
102967	genitive
102971	nominative
102973	genitive
102975	genitive
102981	nominative
102983	nominative
nominative
102991	accusative
102995	genitive
accusative
103009	accusative
accusative
103017	genitive
103022	accusative
103026	nominative
103044	genitive
genitive
103052	genitive
103057	genitive
103064	nominative
103066	nominative
genitive
genitive
103076	genitive
genitive
103084	nominative
103089	genitive
genitive
103094	genitive
103098	genitive
103101	genitive
103110	nominative
103116	genitive
103121	genitive
genitive
nominative
103128	genitive
103130	genitive
genitive
103137	genitive
genitive
nominative
103151	genitive
103153	nominative
103155	nominative
103157	nominative
103163	genitive
103168	genitive
103172	nominative
103174	nominative
103177	nominative
103181	genitive
103185	nominative
103189	genitive
genitive
103199	genitive
103202	accusative
103205	nominative
103207	nominative
103213	genitive
103215	accusative
nominative
nominative
103226	genitive
103234	accusative
accusative
103238	accusative
103240	genitive
103243	accusative
103247	accusative
103249	genitive
103251	accusative
103254	nominative
103257	genitive
103259	nominative
103262	genitive
103266	nominative
103270	accusative
accusative
103278	genitive
103282	nominative
103287	genitive
103290	genitive
103295	genitive
103297	accusative
103299	nominative
103302	nominative
103307	nominative
103311	genitive
genitive
nominative
103321	genitive
103323	nominative
103326	genitive
103328	nominative
nominative
103339	nominative
103341	genitive
103344	genitive
103349	genitive
103351	accusative
103355	genitive
accusative
103363	genitive
103365	nominative
103369	nominative
103371	nominative
103374	nominative
103376	genitive
103379	genitive
103382	accusative
103391	genitive
genitive
nominative
103399	genitive
103404	accusative
103417	accusative
103419	accusative
103421	accusative
103426	accusative
103436	genitive
103442	nominative
103460	genitive
103465	nominative
accusative
accusative
103471	nominative
103474	genitive
103477	genitive
genitive
103481	accusative
103489	accusative
103491	genitive
103495	genitive
103498	genitive
103513	accusative
103522	nominative
103524	genitive
103530	accusative
103532	nominative
nominative
103536	nominative
103540	nominative
103545	nominative
103548	accusative
accusative
103552	accusative
103554	nominative
103556	accusative
103562	nominative
103568	genitive
103570	genitive
103575	nominative
103577	nominative
accusative
genitive
103584	nominative
103588	nominative
nominative
nominative
103594	accusative
103597	genitive
103600	genitive
103607	accusative
nominative
103622	nominative
103631	nominative
103639	genitive
103642	genitive
genitive
nominative
nominative
103647	genitive
103655	nominative
103657	nominative
103661	accusative
103663	genitive
103668	genitive
103674	accusative
103676	accusative
103687	genitive
103689	genitive
103693	nominative
103700	genitive
103706	nominative
103709	nominative
103711	genitive
103714	accusative
103719	accusative
103722	nominative
nominative
103726	accusative
accusative
103734	nominative
103745	genitive
103747	genitive
103749	genitive
103755	accusative
genitive
103761	nominative
103763	nominative
103767	nominative
accusative
103777	genitive
103784	accusative
103787	accusative
103790	genitive
103794	accusative
103800	accusative
103802	accusative
nominative
nominative
103810	genitive
accusative
103815	nominative
103818	genitive
103822	nominative
103824	accusative
103828	accusative
103830	genitive
103834	nominative
103836	genitive
103838	genitive
103844	accusative
103846	genitive
103852	genitive
103867	genitive
103872	genitive
103876	nominative
103879	nominative
nominative
103884	nominative
103886	accusative
103888	genitive
103895	genitive
103900	genitive
103906	genitive
103908	nominative
nominative
103915	accusative
103917	genitive
103923	accusative
103928	nominative
103930	nominative
103933	genitive
103935	nominative
103937	genitive
103940	genitive
103947	genitive
103951	genitive
103955	nominative
103961	genitive
103966	nominative
103971	genitive
103976	genitive
103979	genitive
103985	genitive
genitive
103988	genitive
103991	genitive
103994	genitive
103997	genitive
104000	genitive
104003	genitive
104008	accusative
104012	accusative
104014	genitive
104020	genitive
104022	genitive
genitive
genitive
104035	genitive
104042	genitive
104048	genitive
104054	genitive
104056	nominative
104058	genitive
104060	genitive
104063	accusative
genitive
nominative
104067	nominative
104074	genitive
104082	accusative
104084	genitive
104087	accusative
104101	genitive
104107	accusative
104109	nominative
104111	nominative
accusative
104128	nominative
104133	nominative
genitive
nominative
nominative
104144	nominative
104147	genitive
104153	accusative
104158	accusative
genitive
104167	genitive
104171	nominative
104177	accusative
104183	genitive
104185	genitive
104187	genitive
104191	nominative
nominative
104203	genitive
104205	genitive
104209	nominative
104215	genitive
104217	genitive
104222	accusative
104227	accusative
104232	genitive
104234	genitive
104242	accusative
104245	genitive
104249	genitive
genitive
104258	accusative
104262	accusative
104265	genitive
104267	accusative
104269	genitive
104273	accusative
104275	genitive
genitive
104283	genitive
104288	genitive
genitive
104293	nominative
104299	genitive
104303	genitive
104306	genitive
104309	nominative
104311	accusative
104315	genitive
104320	genitive
104327	genitive
104339	accusative
104345	nominative
104353	accusative
104356	accusative
104364	nominative
104368	nominative
104373	accusative
nominative
104376	genitive
nominative
104379	genitive
104382	genitive
104390	accusative
104397	accusative
104401	accusative
104403	accusative
104408	accusative
104411	nominative
nominative
104417	genitive
104421	nominative
104423	accusative
104426	genitive
104428	genitive
104431	accusative
104435	genitive
104441	nominative
nominative
104450	accusative
104452	genitive
104460	nominative
104464	nominative
104470	accusative
104477	genitive
104485	genitive
genitive
genitive
genitive
104495	genitive
104500	genitive
104503	genitive
104506	nominative
104510	genitive
104512	genitive
104518	accusative
accusative
104528	genitive
104530	genitive
104534	nominative
nominative
104542	accusative
accusative
104547	accusative
accusative
104554	genitive
104557	genitive
104563	genitive
104574	accusative
104577	accusative
104580	nominative
104582	genitive
104592	genitive
104595	accusative
104602	nominative
104604	nominative
104610	accusative
accusative
104618	accusative
104628	genitive
accusative
104631	genitive
104637	accusative
accusative
104647	accusative
accusative
104656	genitive
104659	genitive
104667	genitive
104672	accusative
genitive
104683	accusative
104695	accusative
104700	genitive
104703	nominative
104710	genitive
104712	accusative
104715	accusative
104717	nominative
nominative
104724	genitive
104730	genitive
104734	nominative
104741	genitive
accusative
104744	nominative
104746	accusative
104749	nominative
104756	genitive
104761	genitive
nominative
genitive
104768	accusative
104771	nominative
104773	genitive
accusative
104778	accusative
104782	nominative
104793	nominative
104804	genitive
104814	accusative
104816	genitive
104822	nominative
104830	accusative
104833	genitive
104838	genitive
104840	nominative
104848	genitive
104851	genitive
104853	genitive
104856	nominative
104862	accusative
104865	genitive
104870	genitive
104872	nominative
104881	genitive
104888	accusative
104900	nominative
104910	nominative
104912	genitive
104916	nominative
104918	genitive
104921	genitive
104925	nominative
104943	accusative
accusative
104946	genitive
104957	accusative
104963	nominative
104965	nominative
nominative
104972	nominative
104976	nominative
104982	nominative
104990	nominative
104992	genitive
104995	genitive
genitive
105001	accusative
genitive
105007	accusative
105009	accusative
105013	genitive
105015	genitive
105019	accusative
105021	accusative
genitive
genitive
105026	nominative
105028	accusative
accusative
105031	nominative
genitive
105034	nominative
105044	nominative
accusative
accusative
105055	genitive
105057	genitive
105059	accusative
105061	genitive
105063	accusative
105070	genitive
105072	accusative
105074	accusative
105080	accusative
105083	nominative
105086	nominative
105088	genitive
105090	genitive
105093	nominative
accusative
genitive
105099	genitive
105104	genitive
105106	genitive
105110	accusative
105115	nominative
105125	genitive
105131	nominative
105142	accusative
105144	accusative
105146	nominative
105150	nominative
105156	accusative
105164	genitive
nominative
105171	accusative
105175	accusative
105180	genitive
genitive
105193	nominative
105207	nominative
105218	genitive
genitive
105224	nominative
105229	genitive
105241	genitive
105244	genitive
105250	genitive
105252	genitive
accusative
105261	nominative
105263	genitive
105266	genitive
105268	genitive
105274	nominative
genitive
105277	genitive
105283	genitive
105296	genitive
105299	nominative
105301	genitive
105309	genitive
105318	nominative
105320	nominative
105324	accusative
105329	accusative
105334	nominative
105342	accusative
105349	nominative
105351	genitive
105355	nominative
105361	nominative
accusative
105366	nominative
105369	genitive
105378	nominative
105383	nominative
105393	nominative
105395	genitive
105398	accusative
105401	nominative
accusative
105405	accusative
105415	accusative
accusative
105430	accusative
105435	accusative
105437	accusative
105440	genitive
105444	nominative
accusative
accusative
105448	nominative
105458	nominative
105460	nominative
105470	accusative
105473	nominative
nominative
105478	nominative
105487	accusative
105489	genitive
genitive
105499	accusative
105502	genitive
105509	nominative
105512	genitive
105524	nominative
nominative
105532	nominative
105537	nominative
nominative
105542	genitive
105545	genitive
105553	genitive
105559	accusative
105568	accusative
105574	accusative
105576	nominative
105579	nominative
105586	nominative
nominative
105591	nominative
105593	genitive
105596	nominative
105602	genitive
genitive
genitive
105610	accusative
105614	accusative
105621	nominative
105623	nominative
105626	genitive
nominative
105630	accusative
105632	nominative
105635	nominative
105639	accusative
105649	genitive
105654	accusative
105658	accusative
105661	nominative
105669	genitive
105671	genitive
105673	genitive
105681	nominative
105685	nominative
105690	nominative
105694	nominative
105709	nominative
nominative
105717	accusative
105719	genitive
genitive
nominative
105730	nominative
105742	accusative
105747	nominative
105752	nominative
105757	nominative
105765	genitive
105768	accusative
105772	genitive
nominative
105777	accusative
105781	nominative
105789	accusative
105792	nominative
105796	nominative
105807	genitive
nominative
105811	nominative
105813	genitive
accusative
genitive
105817	genitive
105820	genitive
genitive
105823	genitive
105839	accusative
105849	genitive
nominative
105854	genitive
nominative
105859	nominative
105861	nominative
105867	nominative
105869	genitive
105872	genitive
105875	accusative
105878	accusative
105880	nominative
105882	genitive
105895	genitive
105898	accusative
105904	genitive
105921	nominative
105927	genitive
105930	nominative
105934	nominative
105944	nominative
105952	genitive
105954	genitive
105961	genitive
genitive
105967	accusative
105971	nominative
genitive
genitive
accusative
105976	genitive
105982	accusative
accusative
105985	genitive
105991	nominative
105993	nominative
genitive
105996	genitive
105999	genitive
106002	accusative
106007	accusative
106009	accusative
106015	nominative
106018	nominative
genitive
106022	genitive
106026	genitive
106031	accusative
106034	nominative
106036	genitive
genitive
106040	accusative
106042	nominative
nominative
accusative
106050	accusative
106053	nominative
106058	nominative
106063	nominative
nominative
106073	nominative
nominative
106077	nominative
106079	genitive
accusative
106083	nominative
accusative
106087	accusative
106089	accusative
106092	nominative
106098	accusative
106100	accusative
accusative
106105	nominative
nominative
106112	accusative
genitive
106118	nominative
nominative
106126	genitive
106132	genitive
genitive
106140	genitive
106143	genitive
106162	accusative
106166	nominative
nominative
106171	genitive
106173	accusative
106176	nominative
106180	accusative
accusative
106184	nominative
nominative
106190	genitive
106192	genitive
106194	genitive
106196	genitive
genitive
106199	genitive
106204	accusative
106211	accusative
accusative
106219	nominative
106222	nominative
106227	accusative
106233	accusative
genitive
106237	genitive
106239	genitive
106241	genitive
106245	accusative
106248	genitive
106256	genitive
106259	genitive
106266	genitive
106270	nominative
nominative
106280	nominative
106283	nominative
106288	genitive
106293	genitive
106298	accusative
106301	nominative
106303	nominative
genitive
106308	genitive
106317	accusative
106323	accusative
106326	accusative
106329	accusative
106331	accusative
106339	genitive
106342	accusative
106348	accusative
106350	genitive
nominative
106353	accusative
accusative
106357	genitive
106359	genitive
accusative
106369	nominative
106374	nominative
106376	nominative
106378	accusative
106380	genitive
nominative
106383	genitive
106386	genitive
106390	genitive
106392	genitive
106394	genitive
106403	genitive
106405	genitive
106409	accusative
genitive
106413	genitive
106415	genitive
106421	nominative
106423	nominative
106435	accusative
106437	genitive
genitive
106440	genitive
106442	genitive
106446	genitive
106448	genitive
accusative
106457	genitive
genitive
106464	genitive
genitive
accusative
106473	accusative
106476	accusative
106478	nominative
106482	accusative
106484	genitive
accusative
106487	genitive
106492	nominative
106494	nominative
106502	genitive
106512	nominative
106514	nominative
106516	genitive
106518	genitive
106520	genitive
106522	genitive
106526	genitive
106529	genitive
106531	genitive
106534	genitive
106537	genitive
106543	genitive
nominative
106546	genitive
106550	genitive
106552	genitive
106555	genitive
106559	nominative
106562	genitive
106564	genitive
106570	accusative
accusative
genitive
106575	genitive
106577	genitive
nominative
106580	genitive
106584	nominative
genitive
106592	genitive
106595	genitive
genitive
accusative
genitive
106600	genitive
106604	nominative
106606	genitive
genitive
genitive
106610	genitive
genitive
106617	accusative
106627	genitive
genitive
106633	genitive
106635	accusative
106638	accusative
106642	nominative
nominative
106645	genitive
106647	nominative
106656	accusative
106663	genitive
genitive
accusative
106669	nominative
nominative
106672	genitive
106678	genitive
genitive
106683	nominative
106685	genitive
nominative
nominative
106693	accusative
106697	nominative
106701	genitive
106708	genitive
106722	genitive
106727	genitive
accusative
106735	genitive
106737	genitive
106752	accusative
genitive
106756	accusative
106765	accusative
106768	genitive
106778	genitive
106787	nominative
genitive
106790	accusative
106793	accusative
106796	accusative
106803	genitive
106810	genitive
106815	genitive
106818	genitive
106825	genitive
106830	nominative
accusative
accusative
106835	accusative
106838	accusative
106840	accusative
106842	genitive
106856	genitive
106859	genitive
106866	accusative
106879	genitive
accusative
106884	accusative
nominative
106887	nominative
genitive
106890	nominative
nominative
106893	genitive
106895	nominative
106898	genitive
106900	nominative
106902	nominative
106904	genitive
106913	accusative
106925	genitive
accusative
genitive
106930	nominative
106938	nominative
106940	accusative
106943	accusative
106946	genitive
106950	nominative
genitive
106966	accusative
106968	accusative
106973	nominative
106975	genitive
106979	genitive
106982	genitive
106987	genitive
106989	accusative
106995	genitive
genitive
107008	nominative
107011	nominative
107021	nominative
107029	genitive
107040	nominative
107042	genitive
107045	accusative
107054	genitive
107059	accusative
107061	nominative
107071	genitive
107073	genitive
107075	accusative
107080	accusative
107082	genitive
107088	genitive
nominative
107091	genitive
107094	genitive
107096	accusative
107099	nominative
107103	nominative
107106	accusative
genitive
accusative
nominative
genitive
107113	genitive
107116	accusative
107125	nominative
107132	genitive
107152	genitive
107156	nominative
107159	genitive
107164	nominative
107166	nominative
107176	nominative
107187	accusative
accusative
107193	accusative
genitive
nominative
107198	nominative
107200	accusative
107209	nominative
107213	accusative
107218	genitive
107223	nominative
107241	accusative
107248	accusative
genitive
107253	genitive
107256	nominative
107262	genitive
107269	genitive
genitive
accusative
107276	nominative
107278	nominative
107281	accusative
107294	genitive
107296	nominative
genitive
107299	genitive
107301	genitive
107303	genitive
genitive
107306	genitive
107311	nominative
107314	genitive
107317	genitive
107321	nominative
107323	nominative
107325	nominative
107327	genitive
107329	genitive
107331	genitive
107333	genitive
107338	genitive
107341	accusative
107344	accusative
107349	genitive
107351	genitive
genitive
107361	nominative
107370	genitive
genitive
107380	genitive
107384	nominative
107387	genitive
107392	genitive
107394	genitive
107397	genitive
107399	genitive
107403	accusative
107406	nominative
107411	genitive
genitive
107419	genitive
107421	genitive
107425	genitive
107427	nominative
107432	nominative
107437	accusative
107442	genitive
107444	accusative
107450	nominative
107452	genitive
107459	genitive
107464	nominative
nominative
107483	genitive
accusative
107486	nominative
107496	accusative
107500	accusative
107505	nominative
107507	nominative
107512	accusative
107515	genitive
107538	nominative
nominative
107547	genitive
genitive
107556	nominative
107558	genitive
genitive
107561	genitive
107569	accusative
107573	accusative
107575	accusative
107587	accusative
107606	nominative
nominative
107610	genitive
107612	nominative
nominative
accusative
107616	accusative
107619	nominative
nominative
accusative
accusative
107629	nominative
107632	genitive
107637	nominative
107639	nominative
107645	nominative
107654	nominative
107656	genitive
accusative
107660	accusative
107671	accusative
107673	genitive
107675	accusative
107678	nominative
107680	accusative
107684	accusative
107686	nominative
107689	nominative
107691	nominative
accusative
107696	accusative
107700	accusative
accusative
107703	nominative
107709	accusative
107718	genitive
107723	accusative
107731	genitive
107744	genitive
107750	accusative
107757	genitive
107760	genitive
107762	genitive
accusative
107765	genitive
107775	genitive
107777	genitive
107790	nominative
107792	genitive
107798	accusative
accusative
107803	accusative
genitive
nominative
107811	nominative
107813	genitive
107820	nominative
107822	genitive
107826	genitive
107830	genitive
107833	genitive
107838	accusative
107841	genitive
nominative
107851	accusative
107859	accusative
107866	genitive
107869	genitive
107872	genitive
107875	genitive
107883	accusative
107886	accusative
107888	genitive
107897	genitive
107899	genitive
107901	genitive
107911	accusative
genitive
107915	accusative
107919	genitive
107924	nominative
107926	genitive
nominative
107931	genitive
107938	accusative
107944	accusative
genitive
genitive
107957	genitive
107971	genitive
107976	nominative
accusative
genitive
107992	accusative
108000	accusative
accusative
genitive
108007	nominative
nominative
108017	nominative
108020	nominative
nominative
108023	accusative
genitive
108026	genitive
genitive
108035	nominative
108041	accusative
108043	accusative
108063	accusative
108065	accusative
108067	accusative
108073	nominative
108077	nominative
108081	nominative
108084	genitive
108091	genitive
genitive
108110	accusative
108114	genitive
108119	genitive
108132	genitive
genitive
accusative
accusative
108143	nominative
108157	accusative
108160	genitive
108164	accusative
108180	genitive
108182	accusative
108186	accusative
108192	accusative
108195	genitive
nominative
accusative
108200	accusative
nominative
108206	genitive
108209	genitive
genitive
108212	accusative
108216	accusative
genitive
108227	genitive
108233	genitive
genitive
108239	accusative
genitive
108244	genitive
108247	genitive
108253	genitive
108255	accusative
108258	genitive
genitive
108266	accusative
108270	genitive
108273	accusative
108278	genitive
108281	genitive
108286	nominative
108291	genitive
genitive
nominative
108295	accusative
108302	genitive
108308	genitive
108313	genitive
108320	accusative
108332	nominative
108334	genitive
108337	genitive
108345	accusative
108355	accusative
108357	genitive
nominative
108364	nominative
108366	nominative
108374	genitive
genitive
108377	accusative
108387	genitive
108395	genitive
108399	nominative
108401	genitive
108406	genitive
108410	accusative
108421	accusative
108430	accusative
108432	genitive
108437	nominative
108440	genitive
accusative
108451	accusative
108453	genitive
108463	accusative
108466	accusative
108470	accusative
108474	nominative
accusative
108481	nominative
108490	accusative
108493	genitive
108499	genitive
genitive
108504	accusative
108511	accusative
108517	accusative
108523	nominative
108530	accusative
108535	accusative
108542	accusative
108547	accusative
108557	nominative
108560	accusative
108569	genitive
108575	nominative
108578	genitive
108581	nominative
108587	genitive
nominative
108593	accusative
nominative
108601	accusative
108603	accusative
108607	accusative
108616	genitive
genitive
108620	genitive
108623	nominative
108637	nominative
108640	nominative
genitive
108645	nominative
108647	genitive
108649	nominative
accusative
108652	genitive
108662	accusative
108670	genitive
108672	genitive
108679	nominative
genitive
108685	accusative
108687	nominative
108689	genitive
108693	nominative
108696	nominative
108698	genitive
genitive
genitive
108702	nominative
108704	genitive
108707	nominative
108710	nominative
108712	genitive
genitive
108716	genitive
108718	nominative
108720	genitive
genitive
108728	genitive
108730	genitive
108732	nominative
108734	genitive
108739	nominative
108742	genitive
108746	accusative
accusative
108750	accusative
108764	genitive
108773	accusative
108776	accusative
108780	nominative
108782	genitive
108787	accusative
108795	accusative
108799	accusative
108807	accusative
108811	accusative
108815	nominative
108824	nominative
108831	accusative
108833	nominative
108837	genitive
108842	genitive
108845	genitive
108847	nominative
108849	accusative
108852	genitive
108861	nominative
108865	nominative
nominative
108872	nominative
108877	genitive
108879	nominative
108884	accusative
108886	genitive
108891	genitive
108893	nominative
108896	nominative
108898	nominative
nominative
108904	nominative
108909	accusative
108912	accusative
108927	genitive
108931	accusative
108937	nominative
108943	accusative
108951	accusative
108954	genitive
nominative
108962	genitive
108965	genitive
108971	genitive
108973	nominative
108993	nominative
108998	genitive
109000	genitive
109002	nominative
109004	accusative
109012	nominative
109015	accusative
109018	accusative
109028	accusative
109032	accusative
109036	accusative
109042	genitive
109044	nominative
109048	nominative
accusative
109065	genitive
109073	genitive
109075	genitive
109077	nominative
109079	accusative
109089	accusative
109094	accusative
109097	accusative
109107	genitive
genitive
109113	accusative
109115	genitive
109121	genitive
109125	accusative
accusative
109130	accusative
109133	nominative
109139	accusative
109144	accusative
109149	accusative
109159	genitive
genitive
109166	nominative
109170	nominative
109182	genitive
109186	nominative
109188	nominative
accusative
109195	accusative
109200	nominative
109202	nominative
nominative
109205	nominative
109215	accusative
109221	accusative
109234	accusative
109245	genitive
genitive
109260	genitive
109263	nominative
109265	nominative
109269	nominative
109275	accusative
accusative
109282	accusative
109290	accusative
accusative
109296	nominative
109300	genitive
109307	accusative
109314	accusative
accusative
109319	nominative
accusative
accusative
109326	accusative
109328	genitive
109330	genitive
109334	accusative
accusative
genitive
109340	genitive
nominative
109343	genitive
109346	genitive
109349	nominative
accusative
accusative
109355	accusative
109358	accusative
genitive
109362	genitive
109365	nominative
accusative
109373	genitive
109378	accusative
genitive
accusative
accusative
109385	accusative
109388	accusative
109391	accusative
109394	accusative
109396	accusative
109398	genitive
accusative
109401	genitive
109404	nominative
109406	genitive
109409	nominative
109419	genitive
109422	accusative
109425	genitive
nominative
109428	genitive
109431	genitive
109434	nominative
accusative
accusative
109442	accusative
109444	accusative
109446	accusative
109451	genitive
109453	genitive
109467	accusative
109469	accusative
109479	accusative
nominative
genitive
accusative
nominative
109493	genitive
109503	accusative
109508	accusative
accusative
109515	nominative
109518	genitive
109521	nominative
109524	nominative
109533	genitive
109538	genitive
109547	genitive
accusative
109553	accusative
109558	accusative
109561	nominative
109566	accusative
109574	nominative
109577	nominative
109579	genitive
109581	accusative
109586	genitive
109591	accusative
109593	genitive
109597	accusative
accusative
109604	genitive
109606	genitive
109615	genitive
accusative
109619	genitive
nominative
109622	genitive
109625	genitive
109636	nominative
accusative
accusative
109642	nominative
109647	genitive
109662	accusative
genitive
109672	nominative
109674	genitive
109690	accusative
109694	genitive
109697	genitive
109702	genitive
nominative
genitive
genitive
109718	nominative
accusative
accusative
109730	genitive
109733	accusative
accusative
109738	genitive
nominative
109744	genitive
nominative
109750	genitive
nominative
109755	accusative
109757	accusative
109761	genitive
109764	genitive
109767	nominative
109773	accusative
accusative
109778	nominative
109781	genitive
109786	accusative
109788	genitive
109793	genitive
109798	accusative
109804	accusative
accusative
109807	accusative
accusative
109814	nominative
accusative
accusative
109819	nominative
accusative
accusative
109832	accusative
109834	genitive
109840	accusative
109843	genitive
109847	accusative
accusative
109850	nominative
109858	nominative
109863	nominative
109865	genitive
genitive
accusative
109879	accusative
109884	accusative
109887	accusative
accusative
genitive
109894	genitive
109899	genitive
genitive
accusative
109906	accusative
109911	accusative
109916	genitive
genitive
109919	genitive
109927	nominative
109932	accusative
109943	genitive
109945	genitive
109948	accusative
accusative
109952	accusative
109956	nominative
nominative
109959	nominative
nominative
109974	nominative
109976	genitive
genitive
109980	nominative
109982	genitive
109997	accusative
accusative
110005	genitive
110008	accusative
accusative
110011	genitive
110014	nominative
accusative
110018	genitive
110023	genitive
110027	accusative
110029	nominative
110033	accusative
110037	accusative
110041	nominative
110043	genitive
genitive
accusative
110049	nominative
accusative
110053	nominative
110056	genitive
110061	accusative
110063	accusative
110066	nominative
accusative
accusative
accusative
110072	accusative
110085	genitive
110087	accusative
accusative
110092	accusative
110096	genitive
110098	genitive
110100	genitive
110106	genitive
genitive
110112	genitive
accusative
nominative
nominative
genitive
110119	accusative
110121	nominative
110124	genitive
nominative
accusative
110130	accusative
accusative
110134	accusative
110136	genitive
110138	accusative
nominative
110142	genitive
110145	genitive
110147	genitive
110149	nominative
110153	genitive
110155	nominative
110159	genitive
110161	genitive
110163	accusative
110173	genitive
110177	accusative
110183	accusative
110185	nominative
110193	genitive
110196	accusative
110198	accusative
accusative
110201	nominative
110208	accusative
nominative
genitive
110212	genitive
110217	accusative
110219	accusative
nominative
nominative
110223	nominative
110230	accusative
110232	accusative
genitive
110235	genitive
110244	genitive
110246	genitive
genitive
110250	genitive
110253	nominative
110264	accusative
110266	accusative
genitive
genitive
110272	nominative
accusative
110277	genitive
110280	nominative
110282	nominative
nominative
110290	genitive
110292	genitive
nominative
110310	accusative
110314	nominative
nominative
nominative
110318	nominative
110325	nominative
110327	genitive
110334	accusative
110336	genitive
110344	accusative
110351	accusative
genitive
110357	genitive
110360	genitive
110366	accusative
110371	accusative
110376	genitive
110383	accusative
110386	accusative
110389	accusative
110393	nominative
accusative
110396	genitive
110398	accusative
110400	nominative
nominative
nominative
110405	genitive
110408	genitive
110414	accusative
110419	nominative
110423	genitive
110432	genitive
genitive
110440	accusative
110444	genitive
110449	accusative
110452	accusative
110456	nominative
nominative
110461	accusative
nominative
110467	accusative
110473	nominative
110479	nominative
110481	genitive
110486	accusative
110491	nominative
110493	genitive
110498	accusative
110505	accusative
110513	genitive
110516	nominative
110518	nominative
accusative
110521	genitive
110530	nominative
110532	nominative
110538	accusative
110541	genitive
110543	accusative
110545	genitive
nominative
110554	nominative
110556	accusative
110559	nominative
110563	accusative
genitive
110566	accusative
110574	accusative
110576	accusative
nominative
nominative
110580	nominative
110582	nominative
110589	genitive
110591	nominative
110596	accusative
110598	accusative
110603	accusative
110605	accusative
genitive
nominative
110610	accusative
nominative
nominative
110615	nominative
110632	nominative
110634	genitive
110640	accusative
110642	accusative
110648	genitive
110650	accusative
110652	accusative
nominative
nominative
110658	nominative
110663	genitive
110665	genitive
110675	genitive
110678	genitive
110681	genitive
genitive
110686	nominative
110691	accusative
110693	genitive
110696	nominative
110701	genitive
110706	genitive
110708	nominative
110710	genitive
genitive
nominative
110726	accusative
110729	nominative
110738	genitive
110742	accusative
110744	accusative
110746	accusative
110748	genitive
110751	genitive
110753	nominative
nominative
110762	genitive
110764	genitive
110771	nominative
110777	nominative
110779	nominative
nominative
110788	accusative
110790	nominative
nominative
110798	nominative
110802	accusative
110804	nominative
nominative
110811	genitive
110818	genitive
genitive
110827	genitive
accusative
110843	genitive
110846	accusative
110855	accusative
110862	genitive
genitive
genitive
accusative
110867	nominative
110869	genitive
genitive
genitive
110877	genitive
accusative
accusative
110885	genitive
110887	accusative
110889	genitive
110892	accusative
genitive
110896	nominative
nominative
accusative
110901	genitive
110907	accusative
accusative
110912	nominative
110914	accusative
110916	nominative
genitive
110919	nominative
110921	genitive
110923	nominative
110925	nominative
110927	nominative
110929	nominative
genitive
110932	nominative
110934	genitive
110936	nominative
genitive
nominative
110941	accusative
110944	genitive
110951	genitive
110953	genitive
110957	genitive
110959	genitive
genitive
110967	accusative
110974	nominative
110978	nominative
110982	genitive
110984	genitive
110988	nominative
110991	genitive
110995	genitive
nominative
111000	genitive
111004	nominative
nominative
111008	nominative
111010	genitive
111013	genitive
111025	genitive
111027	nominative
111029	genitive
111032	nominative
genitive
accusative
111036	nominative
111038	nominative
111044	genitive
111052	accusative
111055	nominative
111058	accusative
nominative
111062	nominative
111068	nominative
111072	genitive
accusative
genitive
genitive
genitive
111079	genitive
genitive
genitive
111084	accusative
genitive
accusative
accusative
111094	genitive
111096	genitive
111098	nominative
111100	accusative
111110	genitive
genitive
111126	genitive
111130	nominative
111137	genitive
111140	genitive
accusative
111144	genitive
111152	genitive
111156	nominative
111159	genitive
accusative
genitive
111167	genitive
genitive
genitive
111173	accusative
111176	genitive
111180	genitive
genitive
111186	genitive
111188	nominative
111190	genitive
111201	nominative
111206	accusative
111209	genitive
111211	nominative
111214	accusative
111220	genitive
111223	genitive
111228	nominative
111234	nominative
111238	accusative
111241	nominative
111248	genitive
111251	accusative
111254	accusative
111257	genitive
genitive
111264	genitive
111274	genitive
genitive
111277	accusative
genitive
111280	genitive
111282	accusative
111284	genitive
111288	genitive
111293	accusative
111295	genitive
111298	accusative
111301	genitive
111303	genitive
genitive
accusative
111309	accusative
111312	genitive
111314	nominative
111316	genitive
111327	nominative
accusative
111331	nominative
111334	accusative
111336	nominative
111339	nominative
111341	nominative
111352	genitive
111357	genitive
111360	accusative
111364	genitive
accusative
111368	genitive
accusative
111372	genitive
accusative
111376	genitive
accusative
111383	nominative
111387	accusative
111389	nominative
111392	genitive
nominative
111395	genitive
111400	genitive
genitive
111409	nominative
111413	genitive
nominative
111418	nominative
111420	genitive
accusative
111425	genitive
111430	accusative
111442	accusative
111444	genitive
111446	genitive
accusative
111451	nominative
111457	accusative
111459	accusative
111462	accusative
111465	genitive
111472	genitive
111478	genitive
111480	nominative
111483	genitive
111486	genitive
111490	genitive
nominative
111494	genitive
111497	genitive
111507	genitive
nominative
111516	genitive
111518	genitive
111521	genitive
111525	nominative
accusative
111535	nominative
genitive
genitive
111539	genitive
111548	accusative
111550	nominative
nominative
nominative
111556	genitive
111561	genitive
genitive
111577	accusative
111587	genitive
genitive
111591	nominative
111594	genitive
111597	accusative
111601	nominative
nominative
111608	nominative
111614	nominative
111616	nominative
111620	nominative
111622	nominative
111624	nominative
111632	genitive
genitive
111638	accusative
111640	genitive
accusative
accusative
genitive
111647	genitive
111657	genitive
111664	accusative
genitive
111668	genitive
111674	accusative
111680	accusative
111682	accusative
111685	genitive
111691	genitive
111693	genitive
genitive
111698	genitive
111702	nominative
111704	nominative
111710	accusative
111718	genitive
111721	nominative
111724	genitive
111731	accusative
111733	accusative
111737	genitive
111746	genitive
111749	genitive
111757	genitive
111762	genitive
genitive
111769	nominative
111779	genitive
111784	accusative
111786	accusative
genitive
111789	genitive
111794	accusative
accusative
111798	accusative
111803	genitive
111808	nominative
111811	accusative
111818	nominative
111821	genitive
genitive
111825	nominative
111834	genitive
111841	nominative
nominative
111847	accusative
genitive
accusative
accusative
111857	nominative
nominative
111865	genitive
111868	genitive
111872	nominative
111874	nominative
111882	nominative
nominative
111892	genitive
111898	accusative
111901	accusative
111907	accusative
111910	accusative
111921	genitive
111930	accusative
111933	nominative
nominative
111936	genitive
111938	nominative
111945	accusative
accusative
genitive
genitive
111956	nominative
111962	genitive
111969	genitive
111971	genitive
genitive
111974	genitive
genitive
111978	genitive
111980	genitive
111983	genitive
111985	genitive
111988	genitive
111990	genitive
111992	accusative
genitive
111996	nominative
112001	genitive
accusative
112005	nominative
accusative
112010	nominative
accusative
112013	nominative
112017	genitive
112021	genitive
112024	accusative
112028	genitive
genitive
accusative
112033	nominative
112043	nominative
112060	nominative
112074	accusative
112076	genitive
112078	genitive
accusative
112084	nominative
112089	nominative
112091	accusative
112093	genitive
112099	accusative
112106	accusative
112108	genitive
genitive
112115	genitive
genitive
112124	nominative
112127	genitive
112132	accusative
112140	genitive
112143	genitive
nominative
genitive
112149	nominative
112155	genitive
112157	genitive
112166	accusative
112168	nominative
112173	nominative
112178	nominative
112183	nominative
nominative
112187	nominative
112190	genitive
112199	accusative
112201	genitive
112203	accusative
112206	nominative
112212	accusative
112214	genitive
112220	genitive
112227	nominative
112229	nominative
112236	genitive
genitive
112240	genitive
112243	genitive
112247	nominative
112251	accusative
112253	genitive
112260	accusative
112264	genitive
112268	nominative
112274	nominative
nominative
112290	genitive
genitive
112296	accusative
112301	genitive
genitive
112306	nominative
112311	accusative
112314	accusative
112320	accusative
112322	nominative
genitive
112328	nominative
112332	nominative
112340	nominative
112343	genitive
genitive
112349	nominative
112354	nominative
112358	accusative
112362	genitive
nominative
112365	accusative
112368	nominative
112376	accusative
112383	nominative
112387	nominative
nominative
genitive
accusative
genitive
112400	accusative
112403	genitive
accusative
112407	nominative
nominative
112415	accusative
112422	accusative
112427	nominative
112429	accusative
112441	accusative
accusative
112446	accusative
112454	genitive
genitive
112461	genitive
112466	genitive
genitive
112469	accusative
112474	genitive
112479	accusative
112481	genitive
112484	genitive
112489	nominative
112499	genitive
112503	nominative
112507	nominative
112509	genitive
nominative
genitive
112518	genitive
112520	nominative
112527	accusative
nominative
112530	accusative
112534	genitive
112541	nominative
112557	accusative
nominative
accusative
genitive
112562	genitive
accusative
112565	nominative
112567	genitive
112571	accusative
112577	nominative
112585	genitive
genitive
112589	accusative
112594	accusative
112596	genitive
112598	genitive
112600	accusative
112602	nominative
112607	nominative
112612	nominative
112615	nominative
nominative
112620	nominative
112626	nominative
112630	nominative
112634	genitive
112640	accusative
112645	nominative
112652	genitive
112655	genitive
112659	genitive
112664	genitive
112666	nominative
112669	nominative
112673	genitive
112676	genitive
112679	nominative
112681	accusative
112684	genitive
112687	nominative
112700	genitive
112705	accusative
accusative
112708	nominative
112716	genitive
112722	accusative
112726	accusative
112731	genitive
accusative
112739	genitive
112746	accusative
112748	accusative
112750	nominative
112754	genitive
112756	accusative
112759	nominative
112764	genitive
112768	nominative
112774	genitive
112778	genitive
112783	genitive
112800	genitive
112804	accusative
112806	genitive
112809	accusative
112812	accusative
112814	accusative
112816	nominative
112818	genitive
112820	nominative
112828	genitive
112832	nominative
112834	genitive
genitive
112841	accusative
112844	nominative
112856	accusative
112860	accusative
112862	nominative
112864	genitive
112874	genitive
genitive
112877	genitive
112883	nominative
accusative
nominative
112891	genitive
112897	accusative
112905	accusative
112907	nominative
112911	genitive
112914	genitive
112934	nominative
112936	accusative
112939	nominative
112941	genitive
112949	accusative
112951	nominative
112958	nominative
112963	nominative
112965	nominative
112970	accusative
112972	nominative
112974	genitive
112979	accusative
genitive
112982	genitive
112988	accusative
112990	accusative
112993	accusative
113002	genitive
genitive
genitive
113008	nominative
113011	genitive
113013	nominative
113016	nominative
113021	genitive
genitive
nominative
113029	genitive
113041	nominative
113046	genitive
113052	nominative
113056	nominative
113061	accusative
113067	nominative
nominative
113075	accusative
113078	nominative
genitive
nominative
113088	genitive
113092	nominative
nominative
nominative
113099	nominative
113104	accusative
113107	nominative
113109	genitive
genitive
accusative
nominative
113118	genitive
113121	nominative
nominative
accusative
113126	genitive
113129	nominative
113131	nominative
nominative
113134	accusative
113136	nominative
genitive
113141	accusative
113146	nominative
113151	accusative
113155	nominative
113161	accusative
113163	genitive
113165	genitive
genitive
113171	accusative
accusative
113176	nominative
113178	genitive
113186	genitive
genitive
113189	genitive
113192	genitive
113194	accusative
113205	accusative
113209	genitive
113213	nominative
113216	genitive
113223	accusative
113226	genitive
113230	genitive
113232	nominative
113236	nominative
113239	genitive
113246	accusative
accusative
113249	genitive
genitive
genitive
113254	accusative
113257	nominative
genitive
genitive
113263	nominative
113266	genitive
113273	accusative
113276	genitive
113280	genitive
113282	nominative
113285	genitive
113290	accusative
113293	accusative
113301	genitive
113303	genitive
113307	nominative
113311	genitive
113315	nominative
nominative
113320	accusative
113323	nominative
113325	nominative
113328	nominative
113330	genitive
accusative
113344	accusative
nominative
accusative
113348	nominative
genitive
nominative
113354	accusative
113363	nominative
113366	genitive
113373	accusative
accusative
113379	genitive
113381	genitive
113388	accusative
113391	genitive
113395	genitive
113397	nominative
genitive
113401	genitive
113408	accusative
113410	accusative
genitive
113416	genitive
accusative
113419	genitive
113431	accusative
113438	genitive
113446	genitive
113451	accusative
113456	nominative
113459	genitive
113465	accusative
nominative
nominative
113471	nominative
113474	genitive
113481	accusative
113484	genitive
113488	genitive
113493	accusative
accusative
113496	nominative
113500	genitive
113502	genitive
113508	accusative
genitive
genitive
113512	nominative
113514	nominative
113520	nominative
113523	genitive
113528	nominative
nominative
113533	nominative
113538	accusative
113541	nominative
nominative
113546	nominative
nominative
113549	nominative
113552	accusative
113554	genitive
113556	genitive
accusative
113562	genitive
113564	genitive
113568	accusative
genitive
113572	accusative
genitive
113578	genitive
113581	nominative
113584	nominative
113586	genitive
113589	genitive
113595	accusative
113600	genitive
113602	nominative
genitive
113609	genitive
113611	nominative
genitive
113614	genitive
nominative
113618	accusative
113620	genitive
113622	genitive
113624	genitive
genitive
accusative
genitive
genitive
113630	nominative
113633	accusative
113636	accusative
113640	accusative
113642	nominative
113645	nominative
113647	genitive
113650	nominative
113653	nominative
113658	accusative
113664	accusative
113671	genitive
113676	accusative
113679	genitive
113685	accusative
113688	accusative
113693	genitive
113696	nominative
113699	nominative
nominative
113702	genitive
113705	nominative
nominative
113708	genitive
113711	genitive
113714	genitive
genitive
genitive
113722	accusative
113724	genitive
113727	genitive
113731	accusative
113733	genitive
113735	genitive
113738	genitive
genitive
genitive
113744	nominative
113746	nominative
113748	nominative
113750	nominative
113753	genitive
genitive
genitive
113761	accusative
113764	accusative
113766	nominative
113772	genitive
genitive
genitive
113782	nominative
113785	nominative
113788	genitive
genitive
genitive
113798	nominative
113800	nominative
113803	genitive
113806	genitive
113809	genitive
genitive
genitive
113815	nominative
113819	nominative
113822	nominative
genitive
113825	nominative
113827	genitive
113830	genitive
113833	genitive
genitive
genitive
113844	genitive
113847	genitive
accusative
genitive
113852	genitive
113855	genitive
genitive
genitive
113865	nominative
113867	nominative
113870	genitive
genitive
genitive
113877	nominative
113879	genitive
113882	genitive
113890	genitive
113892	genitive
113895	genitive
113904	genitive
113907	genitive
genitive
genitive
113916	nominative
113918	genitive
113920	nominative
113927	genitive
genitive
genitive
113937	nominative
113940	accusative
113943	genitive
113946	genitive
genitive
genitive
113957	genitive
113959	nominative
113962	nominative
113965	genitive
genitive
genitive
113973	nominative
113975	genitive
113981	genitive
113984	genitive
113987	genitive
genitive
genitive
113994	nominative
114000	nominative
114003	accusative
114006	accusative
genitive
genitive
114011	genitive
genitive
genitive
114021	accusative
genitive
114024	nominative
114027	genitive
genitive
genitive
114033	nominative
genitive
114037	genitive
genitive
genitive
114045	nominative
114050	genitive
genitive
genitive
114059	genitive
genitive
nominative
114064	genitive
genitive
genitive
114070	accusative
114072	genitive
nominative
114076	genitive
114078	genitive
114080	accusative
nominative
114084	genitive
genitive
genitive
114092	nominative
114094	genitive
114098	nominative
accusative
114103	nominative
114106	genitive
genitive
genitive
114115	nominative
114118	nominative
114121	genitive
genitive
genitive
114128	nominative
114130	genitive
114133	nominative
114136	genitive
genitive
genitive
114144	genitive
114146	nominative
114149	genitive
genitive
genitive
114155	nominative
114158	genitive
genitive
genitive
114166	nominative
nominative
114170	genitive
genitive
genitive
114178	nominative
114180	nominative
114182	nominative
114185	genitive
genitive
genitive
114193	nominative
nominative
114197	genitive
genitive
genitive
114203	nominative
nominative
114207	genitive
114210	genitive
genitive
genitive
114219	nominative
accusative
114224	nominative
114227	genitive
genitive
genitive
114233	accusative
114235	genitive
genitive
114238	genitive
genitive
114242	genitive
genitive
genitive
114249	nominative
genitive
114252	nominative
114254	genitive
114257	genitive
114261	nominative
114264	genitive
114266	nominative
nominative
nominative
114272	nominative
accusative
114277	nominative
accusative
114281	accusative
accusative
114286	accusative
accusative
114289	nominative
114291	genitive
114293	nominative
114295	genitive
114297	nominative
114299	genitive
114301	nominative
114303	genitive
114306	nominative
114308	nominative
114311	nominative
114313	genitive
114315	genitive
nominative
114319	genitive
114321	nominative
114324	genitive
114326	genitive
genitive
accusative
114331	accusative
114335	nominative
nominative
114338	genitive
114340	accusative
114342	genitive
114344	genitive
114355	genitive
114361	genitive
genitive
114368	nominative
nominative
114371	genitive
114373	genitive
114375	genitive
accusative
114388	accusative
114391	accusative
114393	accusative
accusative
accusative
114397	nominative
114399	genitive
114401	nominative
114403	genitive
114405	genitive
genitive
114408	genitive
genitive
114411	genitive
genitive
114414	genitive
genitive
114417	genitive
genitive
114420	genitive
114423	genitive
114425	genitive
genitive
114432	accusative
114437	accusative
accusative
accusative
114441	genitive
114443	genitive
nominative
114447	genitive
114449	nominative
114452	genitive
114454	nominative
114456	genitive
114458	nominative
114460	genitive
114462	genitive
114464	genitive
114466	genitive
114468	genitive
114470	genitive
114473	genitive
114478	accusative
114480	accusative
114488	genitive
114490	genitive
114503	accusative
114505	accusative
114510	nominative
114513	nominative
114516	nominative
114520	accusative
114523	accusative
114525	nominative
114527	genitive
genitive
genitive
114533	nominative
114535	nominative
114537	nominative
114539	nominative
114541	genitive
114543	genitive
114545	nominative
114549	accusative
114551	nominative
114556	genitive
114558	nominative
accusative
114561	genitive
114563	nominative
114565	accusative
114567	genitive
114591	nominative
114595	accusative
114598	accusative
114603	genitive
114607	accusative
114623	accusative
114625	nominative
114645	nominative
114652	accusative
114661	nominative
114664	nominative
114670	accusative
114681	genitive
114685	nominative
114691	accusative
114701	accusative
114709	accusative
114714	nominative
114719	accusative
114721	accusative
114724	genitive
114728	genitive
genitive
114732	genitive
114737	genitive
114739	genitive
114744	nominative
114748	nominative
114752	nominative
nominative
114755	genitive
genitive
114762	nominative
nominative
114765	genitive
114767	genitive
114773	genitive
114775	nominative
114779	accusative
114790	accusative
114798	nominative
114813	accusative
genitive
114821	accusative
114828	genitive
114830	nominative
114832	nominative
114834	nominative
genitive
114841	genitive
114843	genitive
114845	nominative
114849	genitive
114851	genitive
114858	genitive
114860	genitive
114862	nominative
114864	genitive
114866	nominative
genitive
114872	nominative
114874	genitive
114878	genitive
genitive
114882	genitive
114885	genitive
114889	genitive
114892	genitive
114896	nominative
114898	nominative
114901	nominative
114903	genitive
114906	genitive
114913	genitive
genitive
nominative
114918	nominative
114921	nominative
114924	nominative
114927	nominative
114931	genitive
genitive
nominative
114938	accusative
114941	accusative
114943	genitive
genitive
114949	genitive
114955	genitive
114966	genitive
114974	accusative
114981	nominative
114986	nominative
114989	nominative
114991	genitive
114994	genitive
114997	genitive
115000	nominative
115003	accusative
115006	genitive
115010	accusative
115013	genitive
115016	nominative
115018	genitive
115020	genitive
115024	genitive
115026	genitive
115035	accusative
115049	nominative
nominative
115059	genitive
115062	nominative
115069	genitive
115074	accusative
115079	accusative
115084	genitive
115086	accusative
accusative
115093	genitive
115096	genitive
115099	accusative
115103	nominative
nominative
115114	genitive
genitive
115118	genitive
nominative
115121	genitive
115124	genitive
115132	genitive
115134	genitive
115138	nominative
accusative
115145	genitive
115150	accusative
115152	nominative
115154	accusative
115156	nominative
115161	nominative
115166	accusative
accusative
accusative
115177	nominative
nominative
accusative
115182	accusative
115185	accusative
115187	nominative
115189	accusative
nominative
115194	genitive
115196	nominative
115199	accusative
nominative
115203	genitive
115206	nominative
accusative
115213	nominative
115215	nominative
accusative
115219	nominative
115222	genitive
115232	genitive
115237	accusative
115242	accusative
115245	accusative
115248	genitive
115251	nominative
nominative
115257	nominative
115259	nominative
115262	genitive
115265	nominative
115272	accusative
115282	accusative
115294	nominative
115297	nominative
genitive
115303	genitive
115305	nominative
115308	accusative
115313	nominative
115320	genitive
115323	nominative
115325	genitive
115330	nominative
115340	nominative
115343	genitive
genitive
115350	genitive
115360	accusative
115362	genitive
115368	nominative
115371	nominative
115374	nominative
115377	nominative
115381	accusative
115384	accusative
accusative
genitive
115394	accusative
115401	accusative
115404	accusative
115408	accusative
accusative
accusative
115417	nominative
nominative
115424	genitive
115426	genitive
115431	nominative
115434	nominative
accusative
genitive
115440	nominative
115443	nominative
115453	genitive
115456	nominative
115458	genitive
115464	nominative
115466	nominative
nominative
115469	nominative
115471	nominative
115473	nominative
accusative
115477	nominative
115480	genitive
115483	genitive
115485	genitive
genitive
115489	accusative
nominative
115497	accusative
115500	accusative
115504	genitive
nominative
nominative
115508	nominative
115510	genitive
115512	nominative
115516	nominative
115518	nominative
115520	nominative
115522	genitive
115526	genitive
115528	genitive
115531	genitive
nominative
115535	genitive
115537	genitive
115540	genitive
115547	genitive
115549	genitive
115552	nominative
genitive
115559	nominative
nominative
115562	genitive
115564	genitive
115568	genitive
115571	genitive
115575	genitive
115579	genitive
115581	genitive
115588	genitive
nominative
115607	nominative
115610	accusative
genitive
genitive
115620	accusative
115623	genitive
115629	accusative
115632	nominative
115634	nominative
115639	accusative
115643	genitive
115647	accusative
115650	accusative
115653	accusative
115657	nominative
115660	genitive
115665	accusative
115668	nominative
nominative
115671	nominative
115674	genitive
115678	nominative
115683	accusative
115687	genitive
115689	accusative
nominative
nominative
115697	accusative
115699	accusative
115704	genitive
115707	accusative
115710	accusative
115714	genitive
115716	nominative
115719	nominative
115724	genitive
115727	genitive
115733	genitive
genitive
accusative
115741	accusative
115746	genitive
115751	accusative
115753	accusative
115755	accusative
115766	accusative
genitive
genitive
115774	accusative
genitive
115785	accusative
115788	nominative
115791	nominative
115793	nominative
115799	accusative
115804	genitive
115808	nominative
115810	genitive
115816	accusative
115826	nominative
nominative
nominative
115832	nominative
115834	genitive
115840	genitive
115842	genitive
genitive
115847	accusative
115849	genitive
genitive
115856	nominative
nominative
115859	genitive
115861	genitive
115864	nominative
accusative
115870	genitive
115875	genitive
115877	nominative
115879	accusative
115882	accusative
nominative
nominative
115891	genitive
115895	accusative
115898	nominative
115911	accusative
115914	genitive
115916	accusative
115919	accusative
115921	nominative
nominative
115928	genitive
115938	nominative
genitive
115941	genitive
115951	nominative
115956	nominative
115962	nominative
genitive
genitive
115966	genitive
115975	nominative
genitive
accusative
115983	genitive
115985	genitive
115989	nominative
genitive
115994	genitive
nominative
nominative
116001	accusative
116003	accusative
116012	genitive
116018	accusative
accusative
116023	genitive
nominative
nominative
accusative
116029	nominative
accusative
116040	nominative
116046	nominative
116048	genitive
genitive
nominative
116055	accusative
116060	genitive
116065	genitive
116069	genitive
genitive
116073	nominative
116077	genitive
116080	nominative
116084	genitive
116089	accusative
116092	accusative
116105	accusative
116107	genitive
116109	accusative
116111	genitive
genitive
nominative
116123	genitive
116138	genitive
116141	genitive
116143	genitive
116145	genitive
116161	nominative
116166	genitive
116171	nominative
116175	nominative
116177	nominative
116184	nominative
116186	nominative
116199	genitive
116202	genitive
116204	genitive
116206	genitive
116212	genitive
116215	nominative
116219	accusative
116228	nominative
116231	genitive
116240	genitive
116242	accusative
116245	genitive
genitive
116249	genitive
116254	nominative
116256	nominative
116268	genitive
116273	nominative
116285	nominative
116296	accusative
accusative
116299	nominative
116304	nominative
116306	nominative
116314	accusative
116318	accusative
nominative
nominative
116322	accusative
116324	nominative
116328	nominative
116336	accusative
nominative
nominative
116345	accusative
accusative
accusative
116349	accusative
116357	nominative
116364	accusative
116369	accusative
116373	accusative
116375	accusative
116378	nominative
nominative
116391	accusative
116393	nominative
116409	genitive
116415	nominative
116418	accusative
accusative
116430	accusative
116432	accusative
116437	genitive
genitive
116442	nominative
nominative
116448	nominative
116452	nominative
116455	genitive
accusative
116458	nominative
116460	genitive
116464	nominative
accusative
116468	nominative
accusative
116487	genitive
116493	nominative
116498	nominative
116502	accusative
genitive
116505	nominative
116507	genitive
116510	accusative
116512	genitive
116515	nominative
116520	accusative
116522	accusative
116527	genitive
116529	nominative
116535	nominative
116538	accusative
nominative
nominative
116543	accusative
116547	genitive
116550	genitive
116552	genitive
116557	accusative
116559	accusative
116565	accusative
116568	accusative
116571	accusative
116574	accusative
116579	genitive
116582	accusative
116587	genitive
116593	accusative
116596	genitive
116599	nominative
accusative
116604	nominative
116613	nominative
genitive
116617	accusative
genitive
116621	nominative
116624	genitive
116628	genitive
116633	genitive
116637	nominative
116639	nominative
116647	genitive
116649	genitive
116651	genitive
116654	genitive
116656	genitive
116668	nominative
116670	nominative
116673	genitive
116677	nominative
116679	genitive
116686	genitive
116689	accusative
116692	accusative
116695	genitive
116698	genitive
116700	genitive
116705	accusative
116707	genitive
116712	nominative
116716	accusative
116722	genitive
116728	genitive
nominative
116731	genitive
116738	accusative
116740	accusative
116745	accusative
116748	accusative
nominative
116751	genitive
116756	genitive
116761	accusative
116763	genitive
116767	genitive
genitive
116773	accusative
116777	nominative
116779	genitive
116790	genitive
116793	genitive
116796	accusative
116798	accusative
116804	nominative
116806	genitive
genitive
nominative
116811	nominative
116813	genitive
116816	genitive
116818	genitive
116821	genitive
116825	genitive
116828	genitive
116830	genitive
116833	genitive
116836	genitive
116838	genitive
116840	genitive
116844	accusative
accusative
116847	genitive
116855	nominative
116872	accusative
116874	accusative
nominative
116877	genitive
116880	genitive
116882	genitive
116887	genitive
116890	genitive
116894	accusative
116896	genitive
116898	accusative
116902	accusative
116904	accusative
116909	nominative
116915	accusative
116918	accusative
116920	genitive
116933	genitive
116935	accusative
116944	genitive
116951	nominative
116955	accusative
genitive
116962	nominative
116968	genitive
116972	accusative
116979	genitive
116987	genitive
116992	genitive
116994	accusative
116999	accusative
117003	nominative
nominative
117015	genitive
117021	genitive
117023	genitive
117031	accusative
117038	accusative
accusative
117049	nominative
117054	nominative
117062	accusative
117083	accusative
117090	nominative
accusative
117093	genitive
117096	genitive
117101	nominative
117109	accusative
117112	genitive
genitive
117116	genitive
genitive
nominative
117120	accusative
117122	nominative
117125	accusative
117127	nominative
117129	nominative
117134	nominative
117139	genitive
117142	genitive
117144	accusative
117147	accusative
genitive
117153	nominative
nominative
117156	genitive
117158	genitive
117163	genitive
117171	nominative
117177	accusative
accusative
117180	genitive
117183	accusative
117189	genitive
accusative
117195	nominative
117197	genitive
117199	nominative
117205	accusative
117209	nominative
117213	genitive
117217	accusative
117219	accusative
nominative
117233	accusative
117237	accusative
117242	nominative
117245	nominative
117247	genitive
117249	nominative
117251	genitive
nominative
117254	genitive
117257	nominative
117263	accusative
117265	genitive
117270	accusative
accusative
117273	genitive
genitive
117278	nominative
117283	genitive
117289	nominative
117292	accusative
117295	nominative
117297	genitive
117300	genitive
117303	nominative
117305	nominative
117307	nominative
117310	accusative
117314	nominative
117316	nominative
117318	nominative
117320	nominative
117322	nominative
117324	nominative
117326	nominative
117328	nominative
accusative
genitive
117336	nominative
117338	nominative
117340	nominative
117342	nominative
117346	nominative
117348	nominative
117355	genitive
117358	genitive
117362	nominative
117364	nominative
117366	nominative
117373	accusative
117376	accusative
117378	accusative
117385	genitive
117396	genitive
117400	accusative
117407	genitive
genitive
117415	accusative
117417	genitive
117420	accusative
genitive
117429	genitive
117432	nominative
117450	accusative
117452	genitive
117461	accusative
117467	accusative
117470	accusative
117474	genitive
117484	nominative
117488	nominative
117490	accusative
117492	genitive
117494	accusative
117497	nominative
117502	nominative
117507	nominative
nominative
117510	genitive
117513	accusative
117519	genitive
117523	nominative
117532	genitive
genitive
117540	accusative
117543	accusative
117546	nominative
117549	nominative
accusative
117555	genitive
accusative
117559	accusative
genitive
117562	genitive
117575	genitive
117577	genitive
accusative
117593	nominative
accusative
117599	accusative
117608	accusative
117614	nominative
117616	nominative
117624	nominative
nominative
117630	accusative
117633	accusative
117635	accusative
117641	accusative
117644	nominative
117646	nominative
117648	nominative
117651	accusative
117654	accusative
117660	accusative
117662	nominative
nominative
117665	nominative
nominative
nominative
117671	nominative
117680	genitive
117687	genitive
117699	accusative
117702	accusative
117707	nominative
117715	genitive
117721	genitive
117727	genitive
117741	nominative
117743	nominative
117751	nominative
accusative
117757	nominative
nominative
117760	genitive
117767	accusative
117775	genitive
117778	nominative
117797	accusative
117808	accusative
117815	genitive
117817	genitive
117832	nominative
genitive
117835	accusative
117838	nominative
nominative
nominative
117845	nominative
117847	genitive
117851	genitive
117860	nominative
117862	accusative
117869	accusative
117874	nominative
117876	nominative
117878	nominative
117883	nominative
117893	genitive
accusative
117907	accusative
117914	genitive
117918	accusative
genitive
117922	genitive
117930	genitive
117938	accusative
117940	accusative
nominative
nominative
117944	nominative
117951	accusative
117953	nominative
117961	genitive
117966	nominative
117968	genitive
117970	genitive
117973	genitive
117977	genitive
117982	genitive
117986	nominative
117988	nominative
117990	nominative
118003	accusative
accusative
genitive
118014	accusative
118020	genitive
118022	accusative
118025	nominative
nominative
118030	nominative
118032	genitive
118035	accusative
118048	nominative
genitive
118057	nominative
accusative
118061	nominative
118065	accusative
118067	accusative
118071	nominative
nominative
genitive
118075	accusative
genitive
118079	nominative
genitive
118083	accusative
118086	accusative
genitive
118091	genitive
118093	accusative
118095	genitive
118098	genitive
118100	nominative
118102	nominative
118109	genitive
118113	nominative
nominative
118117	nominative
118122	genitive
118124	accusative
118130	genitive
118132	nominative
118136	accusative
118138	accusative
118144	accusative
genitive
118147	genitive
118150	nominative
nominative
genitive
118158	nominative
118162	accusative
118166	genitive
118168	genitive
118170	genitive
118176	genitive
genitive
118183	nominative
118185	nominative
118193	genitive
118197	genitive
genitive
118202	genitive
118204	genitive
118210	genitive
genitive
118213	genitive
118216	genitive
118219	nominative
118230	accusative
118235	accusative
118238	genitive
118241	nominative
118243	accusative
accusative
118246	genitive
genitive
118250	nominative
118252	nominative
118254	nominative
118258	nominative
118260	genitive
118262	nominative
nominative
118267	accusative
118269	nominative
118275	accusative
genitive
118280	nominative
nominative
genitive
118285	genitive
118287	nominative
118290	genitive
118293	nominative
118295	nominative
genitive
118299	nominative
118301	genitive
genitive
118305	nominative
118313	genitive
118318	accusative
118321	genitive
118325	genitive
118330	genitive
118332	genitive
118334	genitive
118336	genitive
118338	genitive
118344	genitive
accusative
118351	accusative
118360	accusative
118363	accusative
118369	genitive
118372	genitive
genitive
118375	genitive
118386	nominative
118388	nominative
118390	nominative
genitive
118397	nominative
nominative
118400	genitive
118402	genitive
nominative
118408	accusative
118415	genitive
118417	genitive
118419	accusative
118421	nominative
118423	genitive
118428	genitive
genitive
118431	nominative
118435	accusative
118437	accusative
118440	nominative
118449	nominative
118451	genitive
118453	genitive
118455	genitive
118460	accusative
118464	accusative
118470	accusative
118474	nominative
118477	nominative
nominative
118481	genitive
118485	accusative
118494	nominative
118500	genitive
118502	genitive
118505	genitive
118516	nominative
118524	genitive
118526	genitive
118528	genitive
118533	genitive
genitive
118539	accusative
118541	nominative
118553	nominative
118559	genitive
118564	genitive
genitive
118569	accusative
accusative
118579	accusative
118581	accusative
118590	accusative
118593	accusative
genitive
nominative
118598	genitive
118602	genitive
118604	nominative
nominative
118607	genitive
118612	nominative
118619	nominative
genitive
118622	nominative
118627	nominative
118630	nominative
118634	accusative
118636	nominative
118639	accusative
118641	accusative
118646	genitive
genitive
118668	genitive
118682	nominative
118690	genitive
118694	nominative
nominative
118698	accusative
genitive
118704	nominative
118710	nominative
118724	nominative
genitive
118728	accusative
118738	nominative
nominative
118754	nominative
118758	accusative
118762	accusative
118764	accusative
118774	accusative
genitive
genitive
118782	genitive
nominative
118785	genitive
118788	genitive
118792	accusative
118804	genitive
118809	nominative
118813	accusative
118816	genitive
118818	nominative
118821	genitive
118826	genitive
118830	accusative
118835	nominative
118842	nominative
118846	nominative
118849	genitive
genitive
118859	nominative
118869	genitive
118872	accusative
118875	nominative
118878	accusative
118885	genitive
genitive
118893	genitive
118897	nominative
accusative
118901	nominative
118904	nominative
nominative
118912	genitive
118916	genitive
118921	genitive
118925	nominative
118930	nominative
118934	genitive
genitive
nominative
118944	nominative
118948	nominative
118950	nominative
118955	nominative
118958	accusative
118961	accusative
118964	genitive
118970	accusative
118976	nominative
118981	genitive
118984	genitive
118995	nominative
nominative
118998	genitive
119000	genitive
119005	nominative
119010	genitive
119014	accusative
genitive
119020	nominative
nominative
119029	nominative
119033	genitive
119038	nominative
119050	nominative
119052	nominative
nominative
nominative
119066	genitive
119082	genitive
nominative
119088	genitive
119090	genitive
119094	genitive
119099	nominative
119104	nominative
accusative
119109	genitive
119111	genitive
119113	nominative
119115	genitive
119120	genitive
119123	accusative
119127	accusative
119132	accusative
119135	genitive
119138	nominative
accusative
119142	accusative
119145	nominative
119147	nominative
119156	genitive
119159	nominative
119161	genitive
accusative
119168	nominative
119172	genitive
119175	genitive
genitive
119181	genitive
119183	accusative
119186	nominative
119188	genitive
genitive
nominative
119194	accusative
119199	accusative
119208	genitive
119211	nominative
119213	nominative
nominative
119216	accusative
119221	genitive
119226	nominative
119228	nominative
119234	genitive
119237	genitive
119239	accusative
119258	accusative
nominative
nominative
119263	nominative
119266	nominative
119268	nominative
119270	nominative
accusative
119273	nominative
nominative
119278	accusative
119291	accusative
119293	genitive
119298	accusative
genitive
119305	nominative
119309	accusative
accusative
accusative
119321	nominative
nominative
nominative
nominative
119326	genitive
119329	genitive
119331	nominative
119333	nominative
119335	nominative
119337	nominative
119342	accusative
119348	genitive
119354	accusative
119358	accusative
accusative
119366	genitive
119377	genitive
genitive
119381	nominative
genitive
119386	accusative
genitive
119391	accusative
119396	accusative
119398	accusative
119400	accusative
119405	accusative
119412	genitive
119418	genitive
119422	accusative
genitive
119430	accusative
119432	genitive
119441	genitive
119444	genitive
119446	genitive
119450	accusative
119454	accusative
119459	genitive
119466	genitive
119469	nominative
119472	accusative
nominative
genitive
119478	nominative
119480	genitive
genitive
accusative
119489	genitive
119491	genitive
119497	nominative
119499	nominative
genitive
119507	nominative
119509	genitive
nominative
119515	accusative
119520	accusative
119525	genitive
119527	accusative
119529	nominative
genitive
119538	accusative
119542	accusative
119548	accusative
119553	genitive
119557	genitive
119573	accusative
genitive
119583	accusative
119595	accusative
119600	accusative
119603	genitive
119613	nominative
119616	nominative
genitive
119619	genitive
119626	nominative
119635	nominative
119638	nominative
accusative
119646	nominative
accusative
genitive
accusative
119651	nominative
119653	genitive
119656	genitive
genitive
119660	genitive
119666	accusative
accusative
119672	accusative
accusative
119676	accusative
genitive
119681	nominative
genitive
119684	accusative
119686	nominative
119689	accusative
accusative
119694	accusative
119696	accusative
119698	genitive
119704	nominative
119707	accusative
accusative
119712	accusative
genitive
accusative
119724	accusative
119727	genitive
119730	genitive
119735	genitive
119738	accusative
119741	accusative
119744	genitive
119747	nominative
accusative
119751	accusative
119754	nominative
119757	accusative
nominative
119761	accusative
genitive
119766	genitive
accusative
119771	nominative
accusative
119778	accusative
119780	genitive
genitive
nominative
119785	accusative
119789	genitive
genitive
accusative
119793	nominative
119795	nominative
119801	nominative
119805	accusative
genitive
119809	nominative
nominative
nominative
119814	nominative
119817	accusative
genitive
119821	nominative
nominative
119827	nominative
119829	nominative
119834	nominative
119836	genitive
genitive
119839	accusative
119848	nominative
119852	accusative
119857	genitive
119873	nominative
119875	nominative
119880	genitive
119884	nominative
119894	accusative
119896	nominative
119899	nominative
119901	nominative
119903	genitive
119906	nominative
accusative
119909	nominative
119911	nominative
119919	accusative
accusative
119923	accusative
accusative
accusative
accusative
accusative
accusative
accusative
119931	accusative
119933	nominative
119939	accusative
119942	accusative
119944	accusative
nominative
119948	nominative
119951	nominative
119954	nominative
nominative
nominative
119960	accusative
119971	nominative
119979	accusative
119990	nominative
119997	genitive
accusative
accusative
120001	nominative
120007	accusative
120012	accusative
120015	genitive
120018	nominative
accusative
120022	nominative
120024	accusative
120029	accusative
120031	nominative
120034	accusative
genitive
120039	genitive
120043	accusative
120048	accusative
120057	genitive
genitive
nominative
120061	nominative
120063	nominative
120066	accusative
120069	accusative
120075	nominative
120077	nominative
120081	nominative
120083	nominative
accusative
120089	accusative
genitive
120092	accusative
genitive
120096	accusative
genitive
120099	genitive
120101	genitive
120113	genitive
accusative
120120	accusative
accusative
120123	genitive
120126	nominative
accusative
120132	accusative
genitive
120136	accusative
120141	accusative
120143	accusative
120146	genitive
120151	genitive
120153	genitive
120160	genitive
120162	genitive
120164	accusative
accusative
genitive
120169	accusative
120177	genitive
120182	genitive
genitive
120186	genitive
120192	genitive
120196	genitive
120199	nominative
120203	genitive
genitive
nominative
120209	accusative
120212	accusative
120216	nominative
120218	nominative
accusative
120223	nominative
120225	nominative
120228	accusative
genitive
accusative
120234	genitive
120236	genitive
120238	genitive
120242	accusative
120246	genitive
120250	accusative
accusative
120256	nominative
accusative
120260	nominative
120267	accusative
120269	accusative
120271	genitive
120276	accusative
120279	genitive
120285	accusative
120287	genitive
120294	genitive
120296	nominative
genitive
120301	nominative
120311	accusative
120319	genitive
120324	nominative
120327	nominative
120333	nominative
120340	nominative
120349	nominative
120351	genitive
120356	genitive
genitive
120371	genitive
120373	genitive
120378	genitive
120381	accusative
120383	genitive
120385	genitive
120390	accusative
120394	genitive
120397	nominative
120399	nominative
nominative
120404	accusative
120413	nominative
120415	genitive
120417	genitive
120426	nominative
120428	nominative
120435	accusative
accusative
120441	genitive
120447	genitive
120453	nominative
120460	genitive
120466	accusative
120477	genitive
120482	accusative
120488	nominative
120496	genitive
120501	nominative
120510	genitive
accusative
120513	accusative
120522	nominative
120526	genitive
genitive
nominative
120534	nominative
120540	genitive
120542	genitive
120545	nominative
120548	genitive
120557	accusative
120563	genitive
120565	genitive
120570	accusative
120572	genitive
120574	nominative
120578	accusative
120580	genitive
genitive
120592	accusative
120595	accusative
120598	accusative
accusative
120610	genitive
120622	nominative
120626	accusative
120631	nominative
accusative
genitive
120638	nominative
nominative
120645	accusative
120647	nominative
120668	nominative
120671	accusative
120680	accusative
120682	genitive
genitive
120687	nominative
120704	genitive
genitive
120712	nominative
120714	accusative
120720	genitive
genitive
120725	genitive
120733	genitive
genitive
120737	genitive
120743	accusative
accusative
genitive
120751	genitive
genitive
120760	genitive
120763	nominative
120765	accusative
120768	nominative
120773	genitive
120777	nominative
120780	genitive
120785	accusative
120796	accusative
genitive
genitive
genitive
genitive
120802	genitive
genitive
120806	genitive
genitive
genitive
genitive
accusative
120812	genitive
120815	accusative
genitive
120818	genitive
120823	nominative
120826	nominative
120828	genitive
120834	genitive
120844	accusative
120846	genitive
120854	accusative
120863	nominative
120865	genitive
120869	nominative
120874	genitive
120878	accusative
120883	genitive
120888	accusative
120902	accusative
120905	nominative
120910	genitive
accusative
120922	nominative
120925	nominative
120927	nominative
120939	accusative
genitive
120946	accusative
120949	nominative
120952	genitive
120958	accusative
120964	accusative
120966	nominative
120971	accusative
120977	genitive
120979	nominative
120983	nominative
120986	nominative
120988	genitive
nominative
120998	genitive
accusative
genitive
121002	accusative
121004	genitive
121009	accusative
121012	genitive
121022	nominative
121039	nominative
121042	nominative
121044	genitive
121046	genitive
121056	nominative
121060	nominative
121064	nominative
121070	genitive
121075	accusative
accusative
121079	genitive
121085	genitive
121090	accusative
nominative
121095	nominative
121104	genitive
121107	nominative
121117	genitive
121122	genitive
121131	accusative
121133	nominative
121137	accusative
121141	genitive
nominative
121144	accusative
121147	nominative
121155	genitive
genitive
121162	genitive
121164	genitive
121169	nominative
121174	nominative
121176	genitive
121182	genitive
121185	nominative
121189	nominative
121196	genitive
121208	genitive
121214	accusative
121221	nominative
121226	nominative
121229	genitive
121231	nominative
121234	nominative
121241	nominative
121243	nominative
121245	nominative
121248	genitive
121251	nominative
121257	genitive
121260	nominative
121265	genitive
genitive
genitive
121272	accusative
genitive
121275	accusative
genitive
accusative
121281	accusative
121284	accusative
121287	nominative
genitive
genitive
121296	genitive
121299	nominative
121302	accusative
121306	nominative
121309	genitive
121313	accusative
genitive
121319	accusative
accusative
121326	nominative
121332	genitive
121338	accusative
121342	nominative
nominative
121349	genitive
nominative
nominative
121355	nominative
121358	nominative
121362	accusative
accusative
121368	nominative
121372	nominative
121376	nominative
121379	nominative
121381	genitive
121385	accusative
genitive
121388	accusative
121391	nominative
121399	nominative
121404	accusative
121407	genitive
121414	accusative
121422	nominative
accusative
121428	genitive
genitive
121431	genitive
genitive
nominative
121435	nominative
121441	accusative
121448	genitive
121450	genitive
121455	accusative
121458	genitive
121467	nominative
121473	nominative
121480	accusative
121485	nominative
121490	nominative
121501	accusative
121507	genitive
nominative
121510	nominative
accusative
121522	genitive
121524	genitive
121529	genitive
121531	genitive
121537	accusative
121540	nominative
121543	nominative
121546	genitive
121552	nominative
121568	nominative
genitive
genitive
121575	genitive
genitive
accusative
121584	genitive
genitive
accusative
121590	nominative
121592	genitive
121594	genitive
121600	accusative
121602	genitive
121610	genitive
121618	accusative
121624	genitive
121627	genitive
121632	nominative
121635	genitive
121644	accusative
121649	nominative
121652	genitive
121657	nominative
121659	genitive
121663	genitive
genitive
121667	genitive
121669	nominative
121671	genitive
genitive
121675	genitive
121679	nominative
121681	genitive
genitive
121684	genitive
121687	nominative
121690	nominative
121694	genitive
121696	nominative
121698	accusative
accusative
genitive
121703	accusative
accusative
121710	accusative
121714	accusative
accusative
121718	nominative
121721	genitive
121725	nominative
121728	genitive
121732	nominative
accusative
121739	nominative
121743	genitive
121746	genitive
121749	genitive
121752	genitive
121755	genitive
121764	genitive
accusative
121772	nominative
accusative
121776	genitive
121788	accusative
121790	accusative
121795	nominative
accusative
121802	nominative
accusative
121806	accusative
121810	genitive
121812	nominative
121816	genitive
121818	nominative
nominative
121822	genitive
121825	genitive
121831	genitive
121833	genitive
121838	genitive
genitive
121841	nominative
121843	accusative
genitive
121846	nominative
genitive
121852	genitive
121854	nominative
121857	genitive
121862	nominative
121867	nominative
genitive
121872	accusative
121878	nominative
121883	genitive
121886	genitive
121888	nominative
121893	genitive
121895	nominative
121900	genitive
121906	genitive
nominative
121914	accusative
121916	accusative
121919	genitive
121923	genitive
accusative
121927	nominative
genitive
121933	accusative
genitive
121949	genitive
121951	genitive
121954	genitive
121958	nominative
121962	accusative
121969	genitive
121981	accusative
121986	accusative
121991	genitive
accusative
121996	genitive
121999	accusative
nominative
122004	nominative
122007	nominative
122017	accusative
122019	genitive
122023	accusative
122026	genitive
122030	nominative
nominative
122034	accusative
122040	nominative
nominative
122045	accusative
122058	genitive
122064	genitive
genitive
122067	accusative
genitive
122079	accusative
122085	accusative
122087	accusative
122089	accusative
122094	nominative
122097	accusative
122111	accusative
122114	genitive
122119	accusative
122127	accusative
122134	accusative
122147	accusative
122153	accusative
122158	accusative
122161	accusative
122164	accusative
122169	genitive
122171	genitive
122176	accusative
122181	accusative
122189	genitive
accusative
122195	accusative
122202	nominative
accusative
genitive
accusative
122209	accusative
122212	accusative
122216	accusative
accusative
122219	nominative
122224	genitive
accusative
122234	accusative
122236	nominative
122241	accusative
accusative
122248	accusative
accusative
122251	nominative
accusative
122266	nominative
122269	nominative
122272	accusative
122276	accusative
accusative
122284	accusative
122290	accusative
122293	accusative
122296	accusative
122298	accusative
122300	accusative
122305	accusative
122310	accusative
122312	accusative
122315	genitive
122322	accusative
122330	genitive
genitive
accusative
122335	nominative
accusative
122342	genitive
122345	genitive
accusative
122354	accusative
122361	accusative
accusative
accusative
122370	genitive
122376	accusative
122378	accusative
122382	genitive
122385	genitive
122390	accusative
122392	accusative
122400	nominative
122403	genitive
122411	accusative
accusative
122416	genitive
122426	genitive
122428	accusative
122433	nominative
genitive
122438	accusative
122441	accusative
122447	nominative
122450	genitive
accusative
122461	nominative
122464	nominative
122466	genitive
accusative
122472	nominative
122475	genitive
122479	genitive
122482	genitive
122487	accusative
122500	nominative
accusative
122508	accusative
122514	accusative
accusative
122517	accusative
122526	accusative
122529	genitive
122534	accusative
122538	accusative
accusative
122546	nominative
122552	genitive
122557	nominative
122559	accusative
122566	nominative
122570	accusative
122574	accusative
accusative
122584	accusative
122587	genitive
122592	accusative
122600	accusative
122609	genitive
122614	accusative
122617	accusative
122624	nominative
122629	nominative
122637	accusative
122641	nominative
122646	genitive
accusative
122655	genitive
122660	accusative
accusative
122671	genitive
genitive
122676	accusative
accusative
122681	accusative
122683	genitive
122688	accusative
genitive
accusative
122696	nominative
genitive
122706	accusative
122711	accusative
122718	accusative
122726	accusative
122729	accusative
122737	genitive
nominative
122743	genitive
122745	accusative
122747	accusative
122749	genitive
122751	genitive
122756	accusative
122758	accusative
122764	accusative
genitive
accusative
122769	accusative
122782	nominative
accusative
122785	nominative
accusative
122791	nominative
122799	nominative
122801	accusative
nominative
122804	genitive
122809	genitive
122811	accusative
122816	genitive
122822	genitive
genitive
122827	genitive
122829	accusative
122836	accusative
genitive
122847	accusative
genitive
accusative
122851	nominative
122853	nominative
122856	accusative
122858	accusative
accusative
122865	accusative
122873	accusative
accusative
122881	accusative
accusative
122884	accusative
122886	genitive
122888	nominative
accusative
122891	nominative
accusative
122898	genitive
accusative
accusative
122903	accusative
genitive
122910	accusative
nominative
122913	genitive
122916	genitive
122918	accusative
122924	accusative
122934	accusative
accusative
122941	accusative
accusative
122944	genitive
122948	accusative
122952	accusative
122954	accusative
122956	accusative
accusative
genitive
122960	accusative
accusative
accusative
122965	nominative
122968	nominative
122972	nominative
accusative
accusative
122981	accusative
accusative
122990	genitive
accusative
122994	nominative
122996	accusative
123001	accusative
accusative
123010	accusative
123013	accusative
accusative
123016	nominative
nominative
123021	nominative
123023	accusative
123026	nominative
123032	genitive
123034	accusative
123036	accusative
123042	accusative
123044	genitive
123046	genitive
123048	accusative
123051	accusative
123054	nominative
123057	accusative
123060	nominative
123063	accusative
123066	accusative
123084	genitive
123091	nominative
123093	nominative
123098	genitive
123102	genitive
genitive
123105	nominative
123109	genitive
genitive
123122	accusative
123127	accusative
123131	accusative
accusative
accusative
123139	genitive
123142	genitive
123146	accusative
genitive
123149	accusative
123151	accusative
accusative
123156	accusative
123158	accusative
nominative
nominative
123162	nominative
123164	nominative
123169	accusative
123174	accusative
123180	accusative
123189	genitive
123198	genitive
123202	nominative
nominative
123206	genitive
nominative
genitive
123215	accusative
123221	accusative
accusative
123224	accusative
accusative
123231	accusative
123241	genitive
123243	accusative
123247	accusative
123276	nominative
123281	nominative
123283	genitive
123287	accusative
123293	nominative
123299	nominative
123302	genitive
123305	accusative
accusative
123311	accusative
123313	genitive
123315	accusative
123320	accusative
123323	accusative
123334	accusative
123340	accusative
123348	accusative
123351	nominative
123357	genitive
123359	nominative
123362	nominative
123365	nominative
123368	accusative
123372	nominative
123382	accusative
genitive
123391	nominative
123394	genitive
123398	genitive
123401	genitive
123406	genitive
123412	nominative
123414	genitive
accusative
123418	genitive
123428	nominative
genitive
123433	nominative
123435	accusative
123437	genitive
123439	genitive
123444	genitive
123449	genitive
123456	genitive
123462	accusative
123467	accusative
123469	genitive
123475	genitive
123477	genitive
123482	nominative
123487	nominative
123489	genitive
123496	genitive
accusative
123500	nominative
nominative
123504	genitive
123507	nominative
genitive
123513	accusative
accusative
123521	accusative
123525	nominative
123538	nominative
123540	nominative
123542	genitive
123544	nominative
123546	genitive
123550	genitive
123552	genitive
123558	genitive
123560	genitive
123564	nominative
123568	accusative
123571	accusative
123575	accusative
123580	nominative
123583	accusative
123587	nominative
123589	genitive
123594	nominative
123598	nominative
123602	nominative
123605	nominative
123608	nominative
123612	nominative
123615	accusative
123617	genitive
123621	nominative
123624	nominative
123633	nominative
123635	genitive
123637	nominative
123641	accusative
123647	accusative
123656	accusative
123659	accusative
123668	accusative
123674	accusative
123681	accusative
123686	accusative
nominative
123689	nominative
123691	genitive
123693	nominative
123695	nominative
123697	nominative
123703	nominative
123708	accusative
123712	nominative
123718	nominative
123722	nominative
123725	genitive
123727	genitive
123731	nominative
123746	genitive
123749	nominative
123753	nominative
123755	nominative
123759	nominative
123763	nominative
123766	accusative
123770	accusative
123772	genitive
123776	accusative
123786	accusative
123788	accusative
123791	accusative
123796	genitive
123801	accusative
123806	genitive
nominative
123810	genitive
123813	accusative
accusative
123820	accusative
123822	genitive
genitive
123830	accusative
accusative
123838	accusative
123840	accusative
123843	accusative
123850	genitive
accusative
123853	accusative
123855	accusative
123858	accusative
123862	genitive
123864	nominative
123866	accusative
accusative
123871	nominative
genitive
123876	accusative
123881	genitive
123885	accusative
123887	nominative
123889	accusative
123894	accusative
123896	genitive
123898	accusative
123900	accusative
123902	accusative
123908	genitive
genitive
123914	accusative
123917	accusative
123922	genitive
123924	accusative
accusative
accusative
123930	nominative
accusative
123934	genitive
123938	accusative
123940	accusative
123948	accusative
123950	accusative
accusative
123956	genitive
123962	accusative
123965	accusative
123967	accusative
123970	nominative
123974	nominative
123976	accusative
123982	genitive
123984	genitive
123986	genitive
123988	accusative
accusative
123991	genitive
123995	accusative
124001	accusative
124003	nominative
124005	accusative
accusative
124010	accusative
124015	nominative
nominative
124024	accusative
accusative
124033	accusative
124035	accusative
accusative
accusative
124039	nominative
genitive
nominative
124043	nominative
124047	accusative
124049	genitive
124053	nominative
124055	accusative
accusative
124062	accusative
124065	nominative
124067	accusative
124076	accusative
accusative
124081	genitive
genitive
124089	accusative
124091	accusative
124094	accusative
genitive
124097	accusative
124099	accusative
124103	genitive
124111	accusative
accusative
124118	accusative
124122	accusative
124124	accusative
accusative
124133	accusative
124141	accusative
124143	accusative
124146	nominative
124152	genitive
124154	accusative
124162	nominative
124164	accusative
124166	accusative
accusative
124172	genitive
124176	accusative
124180	accusative
accusative
124184	genitive
accusative
124188	genitive
accusative
124192	genitive
accusative
124196	genitive
accusative
124200	genitive
accusative
accusative
124204	accusative
124210	nominative
124214	nominative
124219	nominative
124224	nominative
124229	nominative
124232	genitive
genitive
124236	genitive
124238	genitive
124244	nominative
124246	genitive
nominative
124251	genitive
124256	accusative
124261	accusative
124267	genitive
nominative
124272	genitive
124278	genitive
genitive
124285	genitive
genitive
124288	genitive
genitive
124296	nominative
nominative
124301	genitive
124306	accusative
accusative
accusative
124310	accusative
124316	accusative
accusative
124322	accusative
accusative
nominative
124328	genitive
124342	genitive
genitive
genitive
genitive
124347	genitive
124353	genitive
124358	genitive
124361	genitive
124364	nominative
nominative
nominative
124370	genitive
124372	nominative
124384	nominative
124388	genitive
124390	nominative
124392	genitive
124398	accusative
124404	nominative
124409	nominative
124413	genitive
124416	accusative
124418	genitive
124420	genitive
124422	genitive
124432	accusative
124445	accusative
nominative
124450	genitive
124456	accusative
124459	nominative
nominative
124464	genitive
124475	nominative
124479	genitive
124482	genitive
genitive
accusative
124494	genitive
124496	genitive
124501	nominative
124515	accusative
accusative
124519	accusative
accusative
124525	accusative
124529	accusative
124531	accusative
124536	accusative
accusative
124542	accusative
accusative
124547	accusative
124549	accusative
accusative
124554	accusative
accusative
124561	genitive
accusative
accusative
124568	accusative
124570	accusative
124572	accusative
accusative
124575	accusative
124577	genitive
124579	accusative
accusative
124584	genitive
124588	accusative
124592	nominative
124595	accusative
124599	nominative
124602	accusative
124604	accusative
124606	accusative
124609	genitive
accusative
accusative
124614	accusative
124620	accusative
124623	accusative
124625	accusative
124627	accusative
accusative
accusative
124637	accusative
124642	genitive
124644	accusative
124646	accusative
genitive
124651	accusative
124660	accusative
124664	genitive
accusative
accusative
124668	accusative
124670	accusative
accusative
124673	accusative
accusative
124680	accusative
124683	accusative
accusative
124686	genitive
124688	accusative
accusative
genitive
124692	genitive
124695	genitive
124698	accusative
124701	genitive
124707	accusative
accusative
124711	nominative
124714	nominative
accusative
124725	nominative
124728	accusative
124731	nominative
124733	nominative
124739	genitive
124741	accusative
124747	accusative
accusative
accusative
124752	nominative
124755	nominative
124760	nominative
124766	accusative
124769	genitive
accusative
124773	genitive
accusative
124777	genitive
accusative
124781	genitive
accusative
124785	genitive
accusative
accusative
124790	nominative
124794	nominative
nominative
124797	nominative
nominative
124800	nominative
124807	nominative
124810	genitive
124815	accusative
accusative
124821	nominative
nominative
124827	nominative
nominative
124834	genitive
124838	nominative
genitive
124843	nominative
124847	genitive
124849	genitive
genitive
124853	genitive
124869	genitive
124877	accusative
124879	accusative
124894	nominative
124897	nominative
124901	nominative
accusative
124904	genitive
124907	genitive
124912	accusative
124918	nominative
accusative
124922	nominative
124926	accusative
124933	accusative
124937	accusative
124941	accusative
accusative
124949	accusative
124952	accusative
124956	accusative
124959	accusative
124964	genitive
124970	nominative
124972	nominative
accusative
124976	nominative
124982	nominative
124993	accusative
124995	accusative
124999	accusative
125002	nominative
125007	accusative
genitive
125013	accusative
125016	genitive
125020	accusative
125023	nominative
125029	genitive
125031	nominative
125037	genitive
125040	genitive
125042	nominative
125047	nominative
125053	accusative
125061	accusative
125063	accusative
125072	nominative
125086	nominative
125119	nominative
125126	genitive
genitive
genitive
genitive
125131	genitive
genitive
genitive
genitive
125137	nominative
125142	nominative
genitive
125147	genitive
125155	accusative
125179	nominative
125181	genitive
125188	accusative
accusative
125194	accusative
accusative
125201	accusative
125203	accusative
125205	accusative
125207	accusative
125209	accusative
125211	accusative
accusative
125214	accusative
125216	accusative
accusative
125222	genitive
125228	nominative
accusative
125232	nominative
125234	genitive
125237	genitive
125240	genitive
125243	genitive
125246	genitive
125249	genitive
genitive
125254	nominative
125257	nominative
125259	nominative
nominative
nominative
125263	nominative
125267	nominative
125270	nominative
125274	nominative
125276	nominative
125279	nominative
125284	nominative
125289	nominative
125294	nominative
125299	nominative
125304	nominative
125309	nominative
125314	nominative
125317	genitive
genitive
125323	nominative
125328	nominative
125333	nominative
125338	nominative
125341	nominative
125349	genitive
125351	genitive
125353	genitive
125356	genitive
125361	genitive
125367	nominative
genitive
genitive
genitive
genitive
accusative
genitive
125375	genitive
genitive
genitive
125379	genitive
125382	nominative
125385	genitive
125393	genitive
125395	genitive
125401	genitive
125403	genitive
125408	genitive
genitive
genitive
125418	nominative
125421	genitive
125436	nominative
nominative
125439	genitive
125442	nominative
125447	nominative
125452	nominative
125457	nominative
125460	nominative
125466	nominative
125468	nominative
125473	genitive
125476	genitive
125487	genitive
genitive
125499	genitive
125505	accusative
accusative
accusative
125515	accusative
125518	genitive
125522	accusative
125525	genitive
125529	accusative
125531	genitive
125538	genitive
125544	nominative
125546	genitive
125552	nominative
125554	genitive
accusative
125558	nominative
125560	genitive
accusative
125564	nominative
125567	genitive
nominative
125571	genitive
125578	genitive
125598	nominative
125600	genitive
genitive
accusative
125605	nominative
125607	genitive
125609	genitive
125612	accusative
125614	genitive
125617	genitive
125623	nominative
nominative
nominative
nominative
125630	genitive
125635	genitive
125637	genitive
125644	nominative
genitive
genitive
125651	nominative
125654	nominative
125656	genitive
125661	genitive
125672	genitive
125676	nominative
125681	nominative
125683	genitive
125696	accusative
125698	genitive
125701	genitive
125707	nominative
nominative
nominative
125713	nominative
125716	accusative
125719	genitive
125722	genitive
125727	genitive
125729	accusative
125731	genitive
125735	genitive
genitive
nominative
125739	nominative
125747	nominative
125749	nominative
125752	genitive
accusative
125758	nominative
125784	genitive
125788	accusative
125799	nominative
125806	accusative
125809	accusative
125815	genitive
125820	genitive
125826	nominative
125834	nominative
125839	genitive
125846	nominative
125858	genitive
125863	nominative
125865	nominative
125868	nominative
125870	genitive
125872	accusative
125874	nominative
125880	accusative
125883	genitive
125888	accusative
accusative
125893	genitive
125895	accusative
125900	accusative
125902	accusative
genitive
125908	accusative
125911	accusative
125916	genitive
125918	accusative
125927	accusative
125932	accusative
125938	genitive
125941	genitive
125947	genitive
125953	accusative
125955	genitive
125969	nominative
125980	nominative
nominative
125990	genitive
genitive
126000	accusative
126003	nominative
nominative
genitive
126008	genitive
genitive
126011	genitive
126014	genitive
126016	genitive
126018	genitive
126020	genitive
126022	nominative
126024	genitive
126026	genitive
genitive
126029	genitive
126034	nominative
126043	genitive
nominative
126056	genitive
126058	genitive
126060	genitive
126064	nominative
126066	genitive
126069	genitive
126071	nominative
126073	genitive
genitive
nominative
126081	accusative
126084	accusative
126092	nominative
genitive
126097	nominative
126099	genitive
126108	accusative
126111	nominative
126114	genitive
126117	nominative
126120	nominative
126122	nominative
126124	accusative
genitive
126128	nominative
126138	nominative
126140	nominative
nominative
126143	genitive
126145	nominative
nominative
126153	nominative
126155	genitive
genitive
126158	genitive
126164	genitive
126166	nominative
126168	genitive
126170	nominative
126173	nominative
nominative
126176	genitive
genitive
126180	genitive
126183	genitive
126190	nominative
126192	nominative
126194	nominative
126196	nominative
genitive
126201	nominative
126206	nominative
126212	genitive
genitive
126216	genitive
126218	genitive
126221	genitive
126225	genitive
126228	nominative
accusative
126232	nominative
126238	genitive
126241	genitive
126244	genitive
genitive
126247	genitive
126250	genitive
genitive
126253	genitive
126257	nominative
nominative
126264	genitive
126269	accusative
126272	accusative
126276	accusative
126279	accusative
126281	accusative
genitive
126285	genitive
126299	accusative
126303	accusative
accusative
126314	nominative
126319	accusative
126328	genitive
126334	nominative
126343	nominative
126347	accusative
126349	accusative
126364	accusative
genitive
126373	accusative
126375	accusative
126378	nominative
nominative
126381	nominative
126387	genitive
126389	genitive
genitive
genitive
126393	genitive
126397	nominative
126399	genitive
nominative
126402	nominative
nominative
nominative
126406	accusative
accusative
126410	genitive
genitive
126415	nominative
126418	genitive
126425	genitive
nominative
126428	nominative
126430	genitive
126432	nominative
126434	genitive
genitive
126440	accusative
126443	nominative
nominative
126447	nominative
nominative
126450	nominative
nominative
126453	nominative
nominative
126456	nominative
nominative
126465	genitive
126471	genitive
126477	genitive
126483	genitive
126491	nominative
126497	genitive
126506	nominative
126508	accusative
126510	accusative
126514	accusative
126520	accusative
126524	genitive
126526	genitive
genitive
126530	genitive
126533	genitive
126536	genitive
126542	nominative
126544	genitive
genitive
126551	nominative
126554	genitive
genitive
genitive
126558	genitive
126562	nominative
126566	genitive
126568	genitive
126573	accusative
126576	genitive
126578	genitive
genitive
126581	genitive
126587	genitive
126594	accusative
126599	nominative
126601	accusative
genitive
126604	accusative
126609	genitive
126613	nominative
126618	nominative
126628	nominative
126642	accusative
126646	nominative
126656	accusative
126662	genitive
126664	genitive
126669	accusative
accusative
accusative
126676	accusative
accusative
accusative
126683	nominative
accusative
accusative
126688	nominative
126692	nominative
accusative
accusative
126699	genitive
126703	nominative
126709	nominative
126717	genitive
126723	accusative
126725	nominative
126729	accusative
126731	nominative
126733	nominative
126735	nominative
126737	nominative
126741	genitive
126743	accusative
accusative
126749	genitive
126754	accusative
126761	genitive
126764	nominative
126768	genitive
126770	genitive
126779	accusative
126781	genitive
126789	nominative
126793	accusative
accusative
126801	nominative
126807	accusative
126809	accusative
126811	accusative
126817	accusative
126822	accusative
126829	nominative
nominative
genitive
126833	nominative
126835	genitive
genitive
genitive
accusative
accusative
genitive
126842	accusative
accusative
genitive
126856	genitive
126862	genitive
126864	nominative
126866	genitive
126872	genitive
126875	nominative
126877	genitive
126880	nominative
nominative
126884	genitive
126886	genitive
126890	genitive
126896	genitive
126902	genitive
126908	genitive
126915	genitive
126921	genitive
126929	accusative
126932	accusative
126946	nominative
126948	genitive
126952	nominative
126958	nominative
genitive
accusative
genitive
126963	accusative
126977	nominative
126980	genitive
126988	accusative
126992	genitive
126997	genitive
127004	accusative
127007	accusative
127009	accusative
127012	nominative
127023	genitive
127030	genitive
127041	genitive
127048	genitive
127054	nominative
127063	accusative
127070	accusative
127073	accusative
127078	accusative
127085	nominative
127095	nominative
127098	accusative
127104	genitive
accusative
127108	genitive
127111	accusative
genitive
genitive
127116	genitive
127123	genitive
127126	genitive
127132	nominative
127140	nominative
nominative
127146	genitive
127152	nominative
127160	accusative
127166	accusative
127172	accusative
127178	accusative
127185	accusative
127192	genitive
genitive
127202	accusative
127209	accusative
127213	accusative
127220	accusative
127226	genitive
accusative
127231	genitive
accusative
127241	genitive
127247	genitive
127250	genitive
127252	genitive
genitive
127257	genitive
127259	genitive
127265	accusative
127267	genitive
genitive
127273	accusative
genitive
127283	accusative
127287	nominative
nominative
genitive
127297	genitive
127300	nominative
127302	genitive
127304	genitive
127307	genitive
genitive
127314	accusative
127316	genitive
127319	nominative
127322	nominative
127327	genitive
127330	accusative
127337	accusative
127346	genitive
127349	accusative
127355	accusative
127365	genitive
127370	genitive
127383	accusative
127395	genitive
genitive
genitive
genitive
127402	accusative
127407	accusative
127422	genitive
127424	genitive
127430	nominative
127432	genitive
nominative
127435	genitive
nominative
127438	genitive
genitive
127442	nominative
127445	nominative
127449	genitive
genitive
127453	genitive
genitive
nominative
127458	genitive
127460	genitive
127467	genitive
127469	genitive
127472	genitive
accusative
127478	nominative
nominative
127481	genitive
127483	accusative
accusative
127487	nominative
nominative
127496	accusative
127499	genitive
127504	nominative
127513	accusative
accusative
127518	accusative
accusative
127524	accusative
127529	accusative
127532	nominative
127534	genitive
127540	genitive
127542	genitive
127545	genitive
127547	genitive
genitive
accusative
127554	nominative
127556	genitive
127565	accusative
127568	nominative
127570	genitive
nominative
127573	accusative
genitive
127576	nominative
genitive
127580	genitive
127583	nominative
accusative
127587	accusative
127589	nominative
127601	accusative
127606	nominative
accusative
127612	nominative
accusative
127618	nominative
127624	accusative
127628	accusative
127636	nominative
accusative
127641	accusative
127646	accusative
genitive
accusative
127654	accusative
genitive
accusative
127661	genitive
accusative
127665	genitive
accusative
127669	genitive
accusative
127676	accusative
127682	accusative
127685	accusative
127687	genitive
127690	nominative
127697	nominative
127702	genitive
127704	genitive
127706	nominative
127716	genitive
127722	genitive
127724	accusative
127730	nominative
127732	nominative
127735	nominative
127742	nominative
accusative
127746	nominative
127749	genitive
127751	genitive
127755	nominative
127758	genitive
127760	genitive
127765	nominative
127770	genitive
genitive
127776	nominative
127779	nominative
127781	nominative
127788	nominative
nominative
127793	nominative
127798	accusative
127812	accusative
127814	genitive
127819	accusative
127825	accusative
127827	genitive
127835	genitive
127838	genitive
127841	accusative
127844	genitive
127853	accusative
127859	genitive
127865	genitive
nominative
127868	genitive
genitive
genitive
127873	accusative
127879	accusative
127889	genitive
127896	nominative
nominative
genitive
127900	nominative
127905	genitive
127910	nominative
127912	genitive
genitive
127919	nominative
127922	genitive
127924	genitive
127928	accusative
127931	genitive
127936	accusative
accusative
127941	genitive
127943	genitive
127948	genitive
genitive
127951	genitive
genitive
genitive
127955	accusative
127957	genitive
127960	genitive
127965	accusative
127968	genitive
127973	genitive
127978	genitive
127986	genitive
127992	accusative
127997	genitive
127999	genitive
128001	nominative
128004	genitive
128008	genitive
128010	nominative
128019	accusative
128026	accusative
128030	genitive
128035	accusative
128039	nominative
128042	nominative
128044	nominative
128053	nominative
128059	nominative
128066	nominative
128071	nominative
128076	nominative
128080	nominative
genitive
128084	nominative
128089	accusative
128093	genitive
genitive
accusative
128099	genitive
genitive
128108	accusative
128110	nominative
genitive
genitive
128119	nominative
128126	accusative
accusative
genitive
128130	nominative
128132	accusative
128134	genitive
128136	genitive
128138	nominative
128140	genitive
128143	nominative
nominative
nominative
128147	nominative
128158	accusative
nominative
128163	genitive
128165	genitive
128167	genitive
128172	genitive
genitive
128178	genitive
128180	genitive
128183	genitive
128186	genitive
genitive
128193	genitive
128195	genitive
genitive
128198	genitive
genitive
128201	genitive
128203	genitive
128205	genitive
128207	genitive
128211	genitive
128213	genitive
128216	genitive
128219	genitive
