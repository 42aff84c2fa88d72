import { describe, expect, it } from 'vitest';
import { coverEditSchema, NEUTRAL_COLOUR } from './contracts/cover-edit.ts';
import {
  advancedLuts,
  balanceAt,
  curveAt,
  IDENTITY_CURVE,
  isNeutralAdvanced,
  NEUTRAL_ADVANCED,
  type AdvancedColour,
  type CurvePoint,
} from './colour-curves.ts';

const S_CURVE: CurvePoint[] = [
  [0, 0],
  [0.25, 0.15],
  [0.75, 0.85],
  [1, 1],
];

const withCurve = (channel: keyof AdvancedColour['curves'], points: readonly CurvePoint[]): AdvancedColour => ({
  ...NEUTRAL_ADVANCED,
  curves: { ...NEUTRAL_ADVANCED.curves, [channel]: points },
});

describe('advanced colour control', () => {
  it('passes through its points, rises where they rise and never overshoots between them', () => {
    for (const [x, y] of S_CURVE) expect(curveAt(S_CURVE, x)).toBeCloseTo(y, 9);
    let last = -1;
    for (let i = 0; i <= 100; i++) {
      const y = curveAt(S_CURVE, i / 100);
      expect(y).toBeGreaterThanOrEqual(last);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(1);
      last = y;
    }
    // A plateau stays flat (no bump above its level), and the ends hold beyond the outer points.
    const plateau: CurvePoint[] = [
      [0.1, 0],
      [0.4, 0.6],
      [0.6, 0.6],
      [0.9, 1],
    ];
    for (let x = 0.4; x <= 0.6; x += 0.02) expect(curveAt(plateau, x)).toBeCloseTo(0.6, 9);
    expect(curveAt(plateau, 0.05)).toBe(0);
    expect(curveAt(plateau, 0.95)).toBe(1);
  });

  it('leaves every level as it is when neutral, and says so', () => {
    const [r, g, b] = advancedLuts(NEUTRAL_ADVANCED);
    for (let v = 0; v < 256; v++) expect([r[v], g[v], b[v]]).toEqual([v, v, v]);
    expect(isNeutralAdvanced(null)).toBe(true);
    expect(isNeutralAdvanced(NEUTRAL_ADVANCED)).toBe(true);
    expect(isNeutralAdvanced(withCurve('blue', S_CURVE))).toBe(false);
    // Points on the diagonal that stop short of the corners clip the ends: not neutral.
    expect(
      isNeutralAdvanced(
        withCurve('rgb', [
          [0.2, 0.2],
          [0.8, 0.8],
        ]),
      ),
    ).toBe(false);
  });

  it('moves only the channel whose curve or grade changed, the way it was pushed', () => {
    const [r, g, b] = advancedLuts(withCurve('red', S_CURVE));
    expect(r[64]!).toBeLessThan(60); // an S-curve darkens the quarter tones
    expect(r[192]!).toBeGreaterThan(196); // and brightens the three-quarter tones
    expect([g[64], b[64], g[192], b[192]]).toEqual([64, 64, 192, 192]);

    const warmShadows: AdvancedColour = {
      ...NEUTRAL_ADVANCED,
      balance: { ...NEUTRAL_ADVANCED.balance, shadows: { red: 0.6, green: 0, blue: -0.6 } },
    };
    const [wr, wg, wb] = advancedLuts(warmShadows);
    expect(wr[20]!).toBeGreaterThan(40);
    expect(wb[20]!).toBe(0);
    expect(wg[20]).toBe(20);
    // Lift leaves white where it is.
    expect([wr[255], wb[255]]).toEqual([255, 255]);
    // Gamma moves the middle and leaves black and white; gain moves white down and leaves black.
    expect(balanceAt(0.5, 0, 0.5, 0)).toBeGreaterThan(0.58);
    expect(balanceAt(0.5, 0, -0.5, 0)).toBeLessThan(0.42);
    expect([balanceAt(0, 0, 0.5, 0), balanceAt(1, 0, 0.5, 0)]).toEqual([0, 1]);
    expect(balanceAt(1, 0, 0, -0.5)).toBeCloseTo(0.825, 6);
    expect(balanceAt(0, 0, 0, -0.5)).toBe(0);
  });

  it('reads the rgb curve after each channel’s own', () => {
    const invert: CurvePoint[] = [
      [0, 1],
      [1, 0],
    ];
    const [r] = advancedLuts({
      ...withCurve('rgb', invert),
      curves: { ...withCurve('rgb', invert).curves, red: S_CURVE },
    });
    expect(r[64]).toBe(255 - Math.round(curveAt(S_CURVE, 64 / 255) * 255));
  });

  it('refuses curves it cannot draw, with a message saying what to change', () => {
    const doc = (curve: unknown) => ({
      version: 1,
      text: { layers: [], plate: null },
      art: { look: null, seed: null, crop: { scale: 1, x: 0, y: 0 } },
      colour: NEUTRAL_COLOUR,
      advancedColour: { ...NEUTRAL_ADVANCED, curves: { ...NEUTRAL_ADVANCED.curves, green: curve } },
      badge: { explicit: false, corner: 'bottom-right' },
    });
    const message = (curve: unknown) => {
      const parsed = coverEditSchema.safeParse(doc(curve));
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message(S_CURVE)).toBeNull();
    expect(message([[0.5, 0.5]])).toBe('A curve needs at least two points.');
    expect(
      message([
        [0.6, 0.2],
        [0.4, 0.8],
      ]),
    ).toMatch(/left to right/);
    expect(message(Array.from({ length: 9 }, (_, i) => [i / 8, i / 8]))).toBe('A curve has at most 8 points.');
    expect(
      message([
        [0, 0],
        [1, 1.5],
      ]),
    ).not.toBeNull();
    expect(message('[[0,0],[1,1]]')).toBe('A curve is a list of [input, output] points.');
    // A document saved before curves existed reads as having none.
    const { advancedColour: _dropped, ...old } = doc(IDENTITY_CURVE);
    expect(coverEditSchema.parse(old).advancedColour).toBeNull();
  });
});
