import { describe, expect, it } from 'vitest';
import type { SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderArt } from './render.ts';

/** The idea is read with `effect` strung over its scene, reported as `said`, and none of `notDrawn` among its things. */
function expectStrung(idea: string, effect: 'string-lights' | 'bunting', said: string, notDrawn: string[] = []) {
  const { brief, parts } = refineIdea(idea);
  expect(brief.environment.effects, idea).toContain(effect);
  for (const asset of notDrawn)
    expect(
      brief.subjects.map((s) => s.asset),
      idea,
    ).not.toContain(asset);
  expect(
    parts.some((p) => p.as === said && p.how === 'exact'),
    idea,
  ).toBe(true);
}

describe('lights strung overhead', () => {
  it('are read as lights over the scene, never as icons of a string of lights standing in it', () => {
    for (const idea of [
      'cumbia, a street party at night with string lights',
      'indie folk, a backyard wedding at dusk under fairy lights',
      'steelband, players hammering pans under a tin roof strung with bare bulbs at night',
    ])
      expectStrung(idea, 'string-lights', 'lights strung overhead', ['mdi:fairy-lights']);
  });

  it('hang bulbs across the top of a night sky, glowing in Photon', () => {
    const size = 200;
    // The same street, once with lights strung over it and once with only stars.
    const street = refineIdea('cumbia, an empty street at night').brief;
    const brief = { ...street, environment: { ...street.environment, effects: ['string-lights' as const] } };
    const starry = { ...street, environment: { ...street.environment, effects: ['stars' as const] } };
    // Near-white pixels in the upper half: the bulbs (a night sky's stars are few and small).
    const bulbs = (b: SceneBrief) => {
      const d = renderArt({ brief: b, seed: 2, look: 'photon', size }).canvas.data();
      let n = 0;
      for (let k = 0; k < (size * size) / 2; k++) if (d[k * 4]! + d[k * 4 + 1]! + d[k * 4 + 2]! > 600) n++;
      return n;
    };
    expect(bulbs(brief)).toBeGreaterThan(bulbs(starry) + 30);
  });
});

describe('bunting strung overhead', () => {
  it('is read as flags over the scene: a fete, papel picado, prayer flags; a reed bunting stays a bird', () => {
    for (const idea of [
      'a village fete, bunting between the trees, a brass band',
      'son jarocho, musicians on a wooden tarima in the town square, papel picado strung overhead',
      'a monastery on a pass in ladakh, prayer flags snapping in the wind',
    ])
      expectStrung(idea, 'bunting', 'bunting strung overhead');
    const bird = refineIdea('a reed bunting singing on a fence post').brief;
    expect(bird.environment.effects).not.toContain('bunting');
    expect(bird.subjects[0]?.asset).toBe('mdi:bird');
  });

  for (const look of ['sonic', 'photon'] as const)
    it(`hangs pennants in the idea's colours across the top of the frame (${look})`, () => {
      const size = 200;
      const fete = refineIdea('a village green at noon under a blue sky, scarlet and lemon yellow').brief;
      const brief: SceneBrief = { ...fete, environment: { ...fete.environment, effects: ['bunting'] } };
      const d = renderArt({ brief, seed: 3, look, size }).canvas.data();
      // Scarlet or lemon pixels in the top two fifths, where only a blue sky is without the flags (a few hundred of
      // the sun's glow at most).
      let flags = 0;
      for (let k = 0; k < size * size * 0.4; k++) {
        const [r, g, b] = [d[k * 4]!, d[k * 4 + 1]!, d[k * 4 + 2]!];
        if ((r > 150 && g < 100 && b < 100) || (r > 170 && g > 150 && b < 110)) flags++;
      }
      expect(flags).toBeGreaterThan(300);
    });
});
