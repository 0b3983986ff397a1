// The prayer-times page (src/pages/prayer-times.astro): places by name or from the browser's
// location, today's times with the rule of each prayer, the month and the Qibla, from the live API,
// in the method, Asr convention and high-latitude rule the reader chose (remembered in localStorage)
// or the place's country's defaults, said as such; where only static files are served, the capitals'
// year files in their country's default method, said so on the page.
(() => {
  const root = document.getElementById('prayer');
  if (!root) return;
  const base = root.dataset.base || '';
  const lang = root.dataset.lang || 'en';
  const fileYear = Number(root.dataset.year);
  const S = JSON.parse(root.dataset.strings);
  const capitals = JSON.parse(root.dataset.capitals).map(([id, name, local, country, latitude, longitude, bearing, distance]) => ({ id, name, local, country, latitude, longitude, bearing, distance }));
  const capitalById = new Map(capitals.map((capital) => [capital.id, capital]));
  const PRAYERS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'];
  const STORAGE_KEY = 'prayer-place';
  const CHOICES_KEY = 'prayer-choices';
  const $ = (id) => document.getElementById(id);
  const note = $('prayer-note');
  const list = $('place-list');
  const result = $('prayer-result');
  const selects = { method: $('choose-method'), madhab: $('choose-madhab'), high_latitude_rule: $('choose-high-latitude') };
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
  const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const cell = (text, attrs = {}) => Object.assign(document.createElement('td'), { textContent: text }, attrs);
  const regions = (() => {
    try {
      return new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      return null;
    }
  })();
  /** A country's name in the interface's language (its ISO code where the browser has no name). */
  const countryName = (code) => (code && regions ? regions.of(code) || code : code || '');
  /** A place's name in the interface's language, and its country's: never an admin code. */
  const comma = lang === 'ar' || lang === 'ur' ? '، ' : ', ';
  const placeLabel = (place) => [(place.names && place.names[lang]) || place.local || place.name, countryName(place.country)].filter(Boolean).join(comma);
  const optionName = (select, value) => [...select.options].find((option) => option.value === value)?.dataset.name || value;

  /** A JSON answer; a network failure or an answer that is not JSON (a static host's 404 page) is `body: null`. */
  async function get(path) {
    try {
      const response = await fetch(base + path, { headers: { accept: 'application/json' } });
      const type = response.headers.get('content-type') || '';
      const body = type.includes('json') ? await response.json() : null;
      return { ok: response.ok && body !== null, status: response.status, body };
    } catch {
      return { ok: false, status: 0, body: null };
    }
  }
  // The live API refuses bad input with a 400 problem; a host without the API answers 404 (or nothing).
  const refusal = (answer) => (answer.status === 400 && answer.body && answer.body.code ? answer.body : null);

  function remember(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage refused (private mode): the page works without remembering.
    }
  }
  function recall(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || 'null');
    } catch {
      return null;
    }
  }

  /** The reader's choices as query parameters: only those that differ from the place's default. */
  const choiceQuery = () =>
    Object.entries(selects)
      .filter(([, select]) => select.value)
      .map(([name, select]) => `&${name}=${encodeURIComponent(select.value)}`)
      .join('');
  const anyChoice = () => Object.values(selects).some((select) => select.value);

  /** The first option of each control says what the default is for this place, as the answer gives it. */
  function sayDefaults(method, country) {
    const where = countryName(country);
    const label = (select, chosenBy, value) => {
      const first = select.options[0];
      if (select.value === '' && value) first.textContent = chosenBy === 'country' && where ? fill(S.defaultFor, { country: where, name: optionName(select, value) }) : fill(S.defaultIs, { name: optionName(select, value) });
      else first.textContent = where ? fill(S.defaultForCountry, { country: where }) : S.countryDefault;
    };
    label(selects.method, method.method_chosen_by, method.id);
    label(selects.madhab, method.madhab_chosen_by, method.madhab);
    label(selects.high_latitude_rule, method.high_latitude_rule_chosen_by, method.high_latitude_rule);
  }

  function dateLabel(iso, options) {
    const [year, month, day] = iso.split('-').map(Number);
    return new Intl.DateTimeFormat(lang, { timeZone: 'UTC', ...options }).format(Date.UTC(year, month - 1, day));
  }

  /** The rule of a prayer in plain words, with the method's angle or interval filled in. */
  function ruleWords(rule, prayer, method) {
    if (rule === 'angle') return fill(S.rules.angle, { angle: prayer === 'fajr' ? method.fajr_angle : prayer === 'isha' ? method.isha_angle : method.maghrib_angle });
    if (rule === 'interval') return fill(S.rules.interval, { minutes: method.isha_interval });
    return S.rules[rule] || rule;
  }

  /** The method, who chose it, and the Asr and high-latitude rules applied, in the interface's language. */
  function methodSentences(method) {
    const chosen = method.method_chosen_by === 'country' ? ` ${fill(S.byCountry, { country: countryName(method.country) })}` : '';
    const highLatitude = method.high_latitude_rule_applied || method.high_latitude_rule;
    const applied = fill(S.applied, { madhab: S.madhabs[method.madhab] || method.madhab, rule: S.highLatitudes[highLatitude] || highLatitude });
    return `${fill(S.method, { name: optionName(selects.method, method.id) || method.name })}${chosen} ${applied}`;
  }

  /** Today's rows: each prayer, its time and how it was reckoned (in English, with the API's own words too). */
  function renderToday(date, times, rules, whys) {
    $('today-heading').textContent = fill(S.today, { date: dateLabel(date, { dateStyle: 'full' }) });
    $('today').tBodies[0].replaceChildren(
      ...PRAYERS.map((prayer) => {
        const row = document.createElement('tr');
        row.dataset.prayer = prayer;
        const rule = cell(rules[prayer]);
        if (lang === 'en' && whys && whys[prayer]) {
          const why = Object.assign(document.createElement('small'), { textContent: whys[prayer] });
          rule.append(document.createElement('br'), `${S.why} `, why);
        }
        row.append(cell(S.names[prayer]), cell(times[prayer], { dir: 'ltr' }), rule);
        return row;
      }),
    );
  }

  function renderMonth(days, today) {
    $('month').tBodies[0].replaceChildren(
      ...days.map(({ date, times }) => {
        const row = document.createElement('tr');
        if (date === today) row.setAttribute('aria-current', 'date');
        row.append(cell(dateLabel(date, { weekday: 'short', day: 'numeric' })), ...PRAYERS.map((prayer) => cell(times[prayer], { dir: 'ltr' })));
        return row;
      }),
    );
  }

  function showPlace(name, zone) {
    $('place-name').textContent = name;
    $('zone-note').textContent = fill(S.timezone, { zone });
    result.hidden = false;
    note.textContent = '';
  }

  async function showLive(where, day, place) {
    const [year, month] = day.date.split('-').map(Number);
    const [monthAnswer, qiblaDated] = await Promise.all([get(`/v1/prayer-times/month?${where}&year=${year}&month=${month}${choiceQuery()}`), get(`/v1/qibla?${where}&date=${day.date}`)]);
    const qibla = qiblaDated.ok ? qiblaDated : await get(`/v1/qibla?${where}`);
    const known = day.location.place;
    showPlace(known ? placeLabel(known) : `${place.name} (${day.location.latitude}, ${day.location.longitude})`, day.location.timezone);
    $('source-note').textContent = '';
    const hhmm = Object.fromEntries(PRAYERS.map((prayer) => [prayer, day.times[prayer].slice(11, 16)]));
    const rules = Object.fromEntries(PRAYERS.map((prayer) => [prayer, ruleWords(day.method.applied[prayer].rule, prayer, day.method)]));
    const whys = Object.fromEntries(PRAYERS.map((prayer) => [prayer, day.method.applied[prayer].why]));
    renderToday(day.date, hhmm, rules, whys);
    sayDefaults(day.method, day.location.country);
    $('method-note').textContent = methodSentences(day.method);
    if (qibla.ok && qibla.body.bearing_true === null) {
      $('qibla-note').textContent = S.atKaaba;
    } else if (qibla.ok) {
      const magnetic = qibla.body.magnetic;
      $('qibla-note').textContent = fill(S.qibla, { bearing: qibla.body.bearing_true.toFixed(1), distance: Math.round(qibla.body.distance_km) })
        + (magnetic ? ` ${fill(S.compass, { bearing: magnetic.bearing_magnetic.toFixed(1), declination: magnetic.declination.toFixed(1), model: magnetic.model })}` : '');
    } else {
      // /v1/qibla not answered: a capital's true bearing, worked out when the page was built.
      const capital = capitalById.get(place.id);
      $('qibla-note').textContent = capital ? fill(S.qibla, { bearing: capital.bearing.toFixed(1), distance: Math.round(capital.distance) }) : '';
    }
    if (monthAnswer.ok) {
      renderMonth(monthAnswer.body.days.map((entry) => ({ date: entry.date, times: Object.fromEntries(PRAYERS.map((prayer) => [prayer, entry.times[prayer].slice(11, 16)])) })), day.date);
    }
  }

  /** A capital from its year file, in its country's default method: what a static mirror can serve. */
  async function showFromFile(capital) {
    const path = `/v1/prayer-times/year/${capital.id}/${fileYear}.json`;
    const answer = await get(path);
    if (!answer.ok) {
      note.textContent = S.failed;
      return;
    }
    const { columns, days, method, location } = answer.body;
    const at = (row) => Object.fromEntries(columns.map((column, i) => [column, row[i]]));
    const zone = location.timezone;
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const rows = days.map(at);
    // The file is of one year: another year's today shows the same day of the file's year.
    const today = rows.find((row) => row.date === now) || rows.find((row) => row.date.slice(5) === now.slice(5)) || rows[0];
    showPlace(placeLabel(location.place || capital), zone);
    $('source-note').textContent = fill(S.fromFile, { file: path }) + (anyChoice() ? ` ${S.choicesNeedLive}` : '');
    const fixed = { sunrise: 'horizon', dhuhr: 'transit', asr: method.madhab, maghrib: method.maghrib_angle ? 'angle' : 'sunset' };
    const rules = Object.fromEntries(PRAYERS.map((prayer) => [prayer, ruleWords(today[`${prayer}_rule`] || fixed[prayer], prayer, method)]));
    renderToday(today.date, today, rules, null);
    sayDefaults(method, location.country);
    $('method-note').textContent = methodSentences(method);
    $('qibla-note').textContent = fill(S.qibla, { bearing: capital.bearing.toFixed(1), distance: Math.round(capital.distance) });
    renderMonth(rows.filter((row) => row.date.slice(0, 7) === today.date.slice(0, 7)).map((row) => ({ date: row.date, times: row })), today.date);
  }

  let current = null;
  async function show(place) {
    current = place;
    list.replaceChildren();
    note.textContent = S.searching;
    const where = place.id ? `city=${place.id}` : `lat=${place.latitude}&lng=${place.longitude}`;
    const day = await get(`/v1/prayer-times?${where}${choiceQuery()}`);
    if (place !== current) return;
    if (day.ok) {
      await showLive(where, day.body, place);
    } else if (refusal(day)) {
      result.hidden = true;
      note.textContent = `${S.refused} ${refusal(day).detail}`;
    } else if (place.id && capitalById.has(place.id)) {
      await showFromFile(capitalById.get(place.id));
    } else {
      result.hidden = true;
      note.textContent = S.liveNeeded;
      return;
    }
    if (place.id) remember(STORAGE_KEY, { id: place.id, name: place.name });
  }

  async function search(query) {
    note.textContent = S.searching;
    list.replaceChildren();
    const answer = await get(`/v1/places?q=${encodeURIComponent(query)}&limit=8`);
    let places;
    let live = true;
    if (answer.ok) places = answer.body.places;
    else if (refusal(answer)) {
      note.textContent = `${S.refused} ${refusal(answer).detail}`;
      return;
    } else {
      live = false;
      const key = fold(query);
      places = capitals.filter((capital) => fold(capital.name).startsWith(key) || fold(capital.local).startsWith(key)).slice(0, 8);
    }
    note.textContent = places.length ? (live ? '' : S.capitalsOnly) : live ? S.noPlace : `${S.noPlace} ${S.capitalsOnly}`;
    const labels = places.map(placeLabel);
    list.replaceChildren(
      ...places.map((place, i) => {
        const item = document.createElement('li');
        // Two places of one name in one country are told apart by where they are.
        const twin = labels.indexOf(labels[i]) !== i || labels.lastIndexOf(labels[i]) !== i;
        const label = twin ? `${labels[i]} (${place.latitude.toFixed(2)}, ${place.longitude.toFixed(2)})` : labels[i];
        const button = Object.assign(document.createElement('button'), { type: 'button', textContent: label });
        button.dataset.city = String(place.id);
        button.addEventListener('click', () => show(place));
        item.append(button);
        return item;
      }),
    );
  }

  $('place-form').addEventListener('submit', (event) => {
    event.preventDefault();
    search($('place-query').value);
  });
  $('locate').addEventListener('click', () => {
    if (!navigator.geolocation) {
      note.textContent = S.locationDenied;
      return;
    }
    note.textContent = S.locating;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => show({ name: S.myLocation, latitude: coords.latitude.toFixed(4), longitude: coords.longitude.toFixed(4) }),
      () => (note.textContent = S.locationDenied),
      { timeout: 20000, maximumAge: 600000 },
    );
  });

  // The reader's choices, as last made: a value no longer offered is left at the default.
  const chosen = recall(CHOICES_KEY) || {};
  for (const [name, select] of Object.entries(selects)) {
    if ([...select.options].some((option) => option.value === chosen[name])) select.value = chosen[name];
    select.addEventListener('change', () => {
      remember(CHOICES_KEY, Object.fromEntries(Object.entries(selects).map(([key, each]) => [key, each.value])));
      if (current) show(current);
    });
  }

  const asked = Number(new URLSearchParams(location.search).get('city'));
  const remembered = recall(STORAGE_KEY);
  if (asked) show({ id: asked, name: String(asked) });
  else if (remembered && remembered.id) show(remembered);
})();
