import { describe, expect, it } from 'vitest';
import { refineIdea } from './builtin-refiner.ts';

const environment = (idea: string) => refineIdea(idea).brief.environment;

describe('mountains bare of snow', () => {
  it('are bare in a hot land, a wildfire and a range of cliffs (round 109)', () => {
    // Round 109 drew snowy Alps behind a taxi-brousse in Madagascar and a hotshot crew on snow-capped peaks.
    for (const idea of [
      'i drive a taxi-brousse on the RN7 down to Toliara in Madagascar, red cliffs either side of the road, hot orange sky',
      'alt-country, a hotshot crew on a ridge at dusk cutting line above a wildfire',
      'post-rock, cliffs over a grey sea',
      'desert rock, a lone peak over the canyon at noon',
    ])
      expect(environment(idea).bare, idea).toBe(true);
  });

  it('keep their snow where mountains are named, or snow is, in any words', () => {
    for (const idea of [
      'ambient, mountains at dawn',
      'folk, a shepherd on a ridge under snowy peaks',
      'desert blues, snow on the mountains above the dunes',
      '🐐🎺🏔️',
      'Cover für unser Album: Berge im Winter',
    ])
      expect(environment(idea).bare, idea).toBeUndefined();
  });
});
