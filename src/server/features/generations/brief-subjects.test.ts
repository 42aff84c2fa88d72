import { describe, expect, it } from 'vitest';
import { resolveNoun } from '../../engine/subjects/index.ts';
import { AppError } from '../../http/errors.ts';
import { refineIdea } from '../../providers/refine/builtin-refiner.ts';
import { resolveBriefSubjects, unknownSubjectMessage } from './brief-subjects.ts';

const base = () => refineIdea('a wolf made of smoke howling at the moon').brief;

describe('resolveBriefSubjects', () => {
  it('keeps the refiner’s subjects and reports each as its resolution reads', () => {
    const brief = base();
    const { brief: resolved, parts } = resolveBriefSubjects(brief, 'a wolf made of smoke howling at the moon');
    expect(resolved).toEqual(brief);
    expect(parts.map((p) => [p.phrase, p.how])).toEqual(brief.subjects.map((s) => [s.noun, 'exact']));
  });

  it('resolves a typed noun without an asset, or with one the library does not have', () => {
    const brief = base();
    brief.subjects = [{ noun: 'lighthouse', count: 1 } as never, { noun: 'marlin', asset: 'nope:nothing', count: 2 }];
    const { brief: resolved, parts } = resolveBriefSubjects(brief);
    expect(resolved.subjects[0]).toEqual({ noun: 'lighthouse', asset: resolveNoun('lighthouse')!.asset, count: 1 });
    expect(resolved.subjects[1]).toMatchObject({ noun: 'marlin', asset: resolveNoun('marlin')!.asset, count: 2 });
    expect(parts).toEqual([
      { phrase: 'lighthouse', as: 'a lighthouse', how: 'exact' },
      { phrase: 'marlin', as: 'a fish', how: 'approximate' },
    ]);
  });

  it('reports a known asset that stands for another noun as an approximation', () => {
    const brief = base();
    brief.subjects = [{ noun: 'sailfish', asset: resolveNoun('marlin')!.asset, count: 1 }];
    const { parts } = resolveBriefSubjects(brief);
    expect(parts[0]).toMatchObject({ phrase: 'sailfish', how: 'approximate' });
  });

  it('refuses a noun nothing can stand for, with a message a person can act on', () => {
    const brief = base();
    brief.subjects = [{ noun: 'xyzzy', asset: 'zz:zz', count: 1 }];
    let error: unknown;
    try {
      resolveBriefSubjects(brief);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe(unknownSubjectMessage('xyzzy'));
    expect(unknownSubjectMessage('xyzzy')).toBe('We can\'t draw "xyzzy" yet. Try another word.');
  });
});
