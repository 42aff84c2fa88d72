import { describe, expect, it } from 'vitest';
import { describePlace, refineIdea } from './builtin-refiner.ts';

const place = (idea: string) => refineIdea(idea).brief.environment;

describe('an old town', () => {
  it('is where an old place or a folk record is set', () => {
    // Round 96's fort, citadel and fandango were drawn under skyscrapers.
    for (const idea of [
      'Rajasthani folk album: Manganiyar singers in bright saffron turbans sitting on a rooftop inside the Jaisalmer fort at dusk',
      'Kurdish folk rock. For the cover I want the four of us up on the old walls of the citadel at sunset, and on the ' +
        'flat roofs below us the pigeon keepers waving flags, pigeons wheeling in the orange sky and the city behind.',
      'son jarocho record: a fandango in the street in Tlacotalpan, the house fronts painted mint, coral and lilac',
      'fado single, a woman hanging washing across an Alfama alley at dusk',
    ]) {
      const e = place(idea);
      expect(['city', 'street'], idea).toContain(e.setting);
      expect(e.oldTown, idea).toBe(true);
      expect(describePlace(e), idea).toMatch(/^an old town of low houses|^a street of old house fronts/);
    }
  });

  it('keeps its towers where the idea asks for them', () => {
    for (const idea of [
      'neon city street at night, synthwave',
      'folk album, the city skyline at dusk from a rooftop',
      'techno, a city at night in the rain',
      'flamenco, a street in tokyo at night',
    ]) {
      const e = place(idea);
      expect(['city', 'street'], idea).toContain(e.setting);
      expect(e.oldTown, idea).toBeUndefined();
    }
  });

  it('is only ever a town', () => {
    expect(place('folk album, a lighthouse on a cliff over the sea').oldTown).toBeUndefined();
  });
});
