import { describe, expect, it } from 'vitest';
import type { SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import { renderArt } from './render.ts';

describe('lights strung overhead', () => {
  it('are read as lights over the scene, never as icons of a string of lights standing in it', () => {
    for (const idea of [
      'cumbia, a street party at night with string lights',
      'indie folk, a backyard wedding at dusk under fairy lights',
      'steelband, players hammering pans under a tin roof strung with bare bulbs at night',
    ]) {
      const { brief, parts } = refineIdea(idea);
      expect(brief.environment.effects, idea).toContain('string-lights');
      expect(
        brief.subjects.map((s) => s.asset),
        idea,
      ).not.toContain('mdi:fairy-lights');
      expect(
        parts.some((p) => p.as === 'lights strung overhead' && p.how === 'exact'),
        idea,
      ).toBe(true);
    }
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
