import { describe, expect, it } from 'vitest';
import { artistSaid } from './artist-in-scene.ts';

const artistAsPerson = (scene: string, artist: string | undefined) => artistSaid(scene, artist).scene;
import { refineIdea } from './builtin-refiner.ts';

describe('artistSaid', () => {
  it('reads the artist named in the picture as a person, keeping every offset', () => {
    const scene = 'a Späti at 2am, Kemal in a grey tracksuit sitting on a beer crate';
    const read = artistAsPerson(scene, 'Kemal B.');
    expect(read).toHaveLength(scene.length);
    expect(read).toContain('pal   in a grey tracksuit');
    expect(artistAsPerson('MC Daiane in a neon bikini on a sound system', 'MC Daiane')).toMatch(/^person {4}in/);
  });

  it("leaves a band's name, a name that is a word, and the name's other uses alone", () => {
    expect(artistAsPerson('The Second Sitting playing on the counter', 'The Second Sitting')).toBe(
      'The Second Sitting playing on the counter',
    );
    expect(artistAsPerson('a lucky cat on a shelf, Lucky waving', 'Lucky')).toBe(
      'a lucky cat on a shelf, Lucky waving',
    );
    expect(artistAsPerson('Kemalpaşa street at night', 'Kemal B.')).toBe('Kemalpaşa street at night');
    expect(artistAsPerson('a fox in the snow', undefined)).toBe('a fox in the snow');
  });
});

describe('an artist named again in the picture', () => {
  const things = (idea: string) => refineIdea(idea).brief.subjects.map((s) => `${s.noun}=${s.asset}`);

  it('is drawn, dressed and placed as said, not their clothes on their own', () => {
    // Round 103 drew a tracksuit on a beer crate, a blowfish for a black puffer, a floral dress on a ute's tray.
    const kemal = things(
      'Titel: Pfandflaschenprinz / Künstler: Kemal B. — Deutschrap. a Späti on a street corner at 2am, Kemal in a grey tracksuit sitting on a beer crate',
    );
    expect(kemal[0]).toMatch(/=sleeve:figure$/);
    expect(kemal.join(' ')).not.toMatch(/tracksuit|t-shirt/);
    const tobi = things(
      '"Chicken Shop Oracle" by Kxng Tobi, grime. a chicken shop at 1am, Tobi in a black puffer spitting bars at the counter',
    );
    expect(tobi[0]).toMatch(/=sleeve:figure$/);
    expect(tobi.join(' ')).not.toMatch(/blowfish|mdi:bar/);
  });

  it('is reported by name: the whole name, and the name where its clothes are said', () => {
    const { parts } = refineIdea(
      'Titel: Pfand / Künstler: Kemal B. — Deutschrap. a Späti at 2am, Kemal in a grey tracksuit sitting on a beer crate',
    );
    expect(parts.find((p) => p.phrase === 'Kemal')?.as).toMatch(/person/);
    expect(parts.map((p) => `${p.phrase} ${p.as}`).join(' | ')).not.toMatch(/\bKem\b|\bpal\b/);
  });
});
