/// <reference path="../.astro/types.d.ts" />
// Types of Starlight's locals (Astro.locals.t) and of the virtual modules src/components/QuranSearch.astro
// (a copy of Starlight's search box) imports.
/// <reference path="../node_modules/@astrojs/starlight/locals.d.ts" />
/// <reference path="../node_modules/@astrojs/starlight/virtual.d.ts" />
/// <reference path="../node_modules/@astrojs/starlight/virtual-internal.d.ts" />
