import { describe, expect, it } from 'vitest';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { briefFromDraft, draftFromBrief } from './brief-draft.ts';

const brief: SceneBrief = {
  genre: 'country',
  mood: 'warm',
  palette: ['#c98b4a', '#2f5d3a', '#f2e3c6'],
  paletteNames: ['tan', 'cactus green', 'cream'],
  subjects: [
    { noun: 'cactus', asset: 'fluent-emoji-high-contrast:cactus', count: 1, relation: { kind: 'wearing', to: 2 } },
    { noun: 'moon', asset: 'sky:moon', count: 1 },
    { noun: 'cowboy hat', asset: 'fluent-emoji-high-contrast:cowboy-hat-face', count: 1 },
  ],
  environment: { setting: 'desert', time: 'dusk', weather: 'clear', effects: [] },
  style: 'dusty western poster',
  composition: 'hero',
  lighting: 'low sun',
  medium: 'screen print',
};

describe('the Prompt Studio draft keeps how subjects relate', () => {
  it('round-trips a relation', () => {
    expect(briefFromDraft(draftFromBrief(brief)).subjects[0]!.relation).toEqual({ kind: 'wearing', to: 2 });
  });

  it('follows the related subject when another one is removed', () => {
    const draft = draftFromBrief(brief);
    draft.subjects.splice(1, 1);
    expect(briefFromDraft(draft).subjects[0]!.relation).toEqual({ kind: 'wearing', to: 1 });
  });

  it('drops a relation whose subject was removed', () => {
    const draft = draftFromBrief(brief);
    draft.subjects.splice(2, 1);
    expect(briefFromDraft(draft).subjects[0]!.relation).toBeUndefined();
  });
});

describe('the Prompt Studio draft keeps what happens to a subject', () => {
  it('round-trips a sinking subject, through an edit of its noun', () => {
    const sinking: SceneBrief = { ...brief, subjects: [{ ...brief.subjects[0]!, state: 'sinking' }] };
    expect(briefFromDraft(draftFromBrief(sinking)).subjects[0]!.state).toBe('sinking');
    const draft = draftFromBrief(sinking);
    draft.subjects[0]!.noun = 'grand piano';
    expect(briefFromDraft(draft).subjects[0]).toMatchObject({ noun: 'grand piano', state: 'sinking' });
  });
});
