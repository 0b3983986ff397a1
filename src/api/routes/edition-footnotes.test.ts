/**
 * The footnotes of the QuranEnc editions whose copy lost or crossed links between markers and notes, at the
 * route level: each note served at the marker it was read to belong to, the notes with no place listed in
 * the edition's metadata and served on no ayah.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tests/support/in-process';

const call = (pathname: string) => callApi(pathname);

interface Note {
  marker: string;
  text: string;
}

describe('footnotes read into place', () => {
  it('lists the unplaced notes in the metadata of the editions that have them, and only there', () => {
    const { status, json } = call('/api/v1/editions');
    expect(status).toBe(200);
    const byId = new Map<string, { unplaced_notes?: { number: number; footnote: string; why: string }[] }>(json.editions.map((edition: { id: string }) => [edition.id, edition]));
    expect(byId.get('ha-gumi')!.unplaced_notes!.map((entry) => entry.number)).toContain(1123);
    expect(byId.get('hi-omari')!.unplaced_notes!.map((entry) => entry.number)).toEqual(expect.arrayContaining([2213, 2326, 2472]));
    expect(byId.get('id-affairs')).not.toHaveProperty('unplaced_notes');
    for (const edition of byId.values()) for (const entry of edition.unplaced_notes ?? []) expect(entry.why).toMatch(/\S/);
    // The edition object an ayah answer carries stays without them.
    expect(call('/api/v1/editions/ha-gumi/ayah/2/168').json.edition).not.toHaveProperty('unplaced_notes');
  });

  it('serves no unplaced note on any ayah of its edition', () => {
    for (const id of ['ha-gumi', 'hi-omari']) {
      const unplaced = (call('/api/v1/editions').json.editions.find((edition: { id: string }) => edition.id === id).unplaced_notes as { footnote: string }[]).map((entry) => entry.footnote);
      for (let surah = 1; surah <= 114; surah++) {
        const { json } = call(`/api/v1/editions/${id}/surah/${surah}`);
        for (const ayah of json.ayahs as { text: string; footnotes: Note[] }[]) {
          for (const note of ayah.footnotes) {
            expect(ayah.text).toContain(note.marker);
            expect(unplaced).not.toContain(note.text);
          }
        }
      }
    }
  });

  it("serves ha-gumi 2:168's note on the footsteps of Satan at the marker on that word", () => {
    const { json } = call('/api/v1/editions/ha-gumi/ayah/2/168');
    expect(json.text).toContain('zambiyõyin[^1123] Shaiɗan');
    expect(json.footnotes.map((note: Note) => note.marker)).toEqual(['[^52]', '[^1123]']);
    expect(json.footnotes[1].text).toMatch(/^Hanyõyin Shaiɗan/);
  });

  it("serves hi-omari 3:35 without 65:2's note, and 9:60 with its four notes", () => {
    expect(call('/api/v1/editions/hi-omari/ayah/3/35').json.footnotes.map((note: Note) => note.marker)).toEqual(['[^212]']);
    const notes: Note[] = call('/api/v1/editions/hi-omari/ayah/9/60').json.footnotes;
    expect(notes.map((note) => note.marker)).toEqual(['[^763]', '[^764]', '[^765]', '[^766]']);
    ['क़ुर्आन ने यहाँ फ़क़ीर', 'जो ज़कात के काम', 'इस से अभिप्राय', 'संसार में कोई धर्म'].forEach((start, k) => expect(notes[k]!.text.startsWith(start), start).toBe(true));
  });
});
