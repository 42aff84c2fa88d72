/**
 * What lettering alone is written on, printed under the letters on the ground's stock (see `typeGround`): a
 * chalkboard clouded with wiped chalk inside its frame, cloth in soft folds catching the light, a painted wall chipped
 * to the coat beneath, planks of wood with their grain and seams, a window seen from inside. Printed in the set's lightest ink and its key.
 */
import type { TypeSurface } from '../../../shared/contracts/scene-brief.ts';
import { byLightness } from './inks.ts';
import type { Sonic } from './state.ts';

export function typeSurface(S: Sonic, kind: TypeSurface): void {
  const rng = S.rng('type-surface');
  const light = byLightness(S.set)[0]!;
  const key = S.set.key;
  switch (kind) {
    case 'chalkboard': {
      // Clouds of wiped chalk, then the eraser's swipes across the board.
      for (let k = 0; k < 7; k++)
        S.press.rampRadial(light, null, rng.range(80, 920), rng.range(80, 920), 0, rng.range(140, 280), 0.18, 0, {
          steps: 6,
        });
      S.press.ink(
        light,
        (c) => {
          c.beginPath();
          for (let k = 0; k < 4; k++) {
            const y = rng.range(140, 820);
            const phase = rng.range(0, 6);
            c.moveTo(60, y);
            for (let x = 60; x <= 940; x += 40) c.lineTo(x, y + Math.sin(x * 0.008 + phase) * 34);
            for (let x = 940; x >= 60; x -= 40) c.lineTo(x, y + 56 + Math.sin(x * 0.008 + phase) * 34);
            c.closePath();
          }
          c.fill();
        },
        0.12,
      );
      // The wooden frame, its grain knocked out in fine lines.
      S.press.ink(
        key,
        (c) => {
          c.beginPath();
          c.rect(-20, -20, 1040, 1040);
          c.rect(36, 36, 928, 928);
          c.fill('evenodd');
        },
        0.9,
      );
      S.press.knock(
        (c) => {
          c.beginPath();
          for (let t = 6; t < 34; t += rng.range(4, 8)) {
            c.moveTo(0, t);
            c.lineTo(1000, t + rng.range(-2, 2));
            c.moveTo(0, 1000 - t);
            c.lineTo(1000, 1000 - t + rng.range(-2, 2));
            c.moveTo(t, 36);
            c.lineTo(t + rng.range(-2, 2), 964);
            c.moveTo(1000 - t, 36);
            c.lineTo(1000 - t + rng.range(-2, 2), 964);
          }
          c.lineWidth = 1.2;
          c.stroke();
        },
        { alpha: 0.3 },
      );
      return;
    }
    case 'cloth': {
      // Cloth for cross-stitch is held taut in its frame: no folds (its holes are drawn with the stitches).
      if (S.plan.brief.typeEffect === 'cross-stitch') return;
      // Folds running across the cloth: a crest catching the light beside the shadow of its trough.
      for (let k = 0; k < 6; k++) {
        const x = -200 + k * 240 + rng.range(-40, 40);
        const lean = rng.range(0.35, 0.6);
        const strip = (dx: number, w: number) => (c: Parameters<Parameters<typeof S.press.ink>[1]>[0]) => {
          c.beginPath();
          c.moveTo(x + dx, -20);
          c.bezierCurveTo(x + dx + 120, 300, x + dx - 80 + lean * 400, 700, x + dx + lean * 500, 1020);
          c.lineTo(x + dx + lean * 500 + w, 1020);
          c.bezierCurveTo(x + dx - 80 + lean * 400 + w, 700, x + dx + 120 + w, 300, x + dx + w, -20);
          c.closePath();
        };
        S.press.ink(light, (c) => (strip(0, 90)(c), c.fill()), 0.08);
        S.press.ink(light, (c) => (strip(30, 30)(c), c.fill()), 0.12);
        S.press.ink(key, (c) => (strip(90, 90)(c), c.fill()), 0.3);
      }
      return;
    }
    case 'wall': {
      // Paint chipped away to the plaster in irregular flakes, each flake's edge in shadow.
      const flakes: [number, number][][] = [];
      for (let k = 0; k < 14; k++) {
        const [cx, cy, r] = [rng.range(40, 960), rng.range(40, 960), rng.range(14, 60)];
        const n = 9;
        flakes.push(
          Array.from({ length: n }, (_, i) => {
            const a = (i / n) * Math.PI * 2;
            const rr = r * rng.range(0.45, 1.15);
            return [cx + Math.cos(a) * rr * 1.4, cy + Math.sin(a) * rr] as [number, number];
          }),
        );
      }
      const outline = (c: Parameters<Parameters<typeof S.press.ink>[1]>[0]) => {
        c.beginPath();
        for (const f of flakes) {
          f.forEach(([x, y], i) => (i ? c.lineTo(x, y) : c.moveTo(x, y)));
          c.closePath();
        }
      };
      // (On a light or mid stock a light ink vanishes into the paper: the bared coat is printed as a shade under it.)
      S.press.ink(S.set.opaque ? light : key, (c) => (outline(c), c.fill()), S.set.opaque ? 0.85 : 0.3);
      S.press.ink(key, (c) => (outline(c), (c.lineWidth = 2.5), c.stroke()), 0.6);
      return;
    }
    case 'glass': {
      // A window seen from inside: the street beyond as soft shadow low in the pane, two streaks of reflected light across the pane,
      // and its frame and one glazing bar in the key.
      for (let k = 0; k < 5; k++)
        S.press.rampRadial(key, null, rng.range(60, 940), rng.range(520, 1000), 0, rng.range(220, 380), 0.12, 0, {
          steps: 8,
        });
      S.press.ink(
        light,
        (c) => {
          c.beginPath();
          for (const [at, width] of [
            [560, 120],
            [760, 40],
          ] as const) {
            c.moveTo(at - width / 2, 0);
            c.lineTo(at + width / 2, 0);
            c.lineTo(at + width / 2 - 550, 1000);
            c.lineTo(at - width / 2 - 550, 1000);
            c.closePath();
          }
          c.fill();
        },
        0.22,
      );
      S.press.ink(
        key,
        (c) => {
          c.beginPath();
          c.rect(-20, -20, 1040, 1040);
          c.rect(26, 26, 948, 948);
          c.fill('evenodd');
          c.beginPath();
          c.rect(159, 0, 18, 1000);
          c.fill();
        },
        0.95,
      );
      return;
    }
    case 'wood': {
      // Planks laid across, the seams dark, the grain running along each.
      S.press.ink(
        key,
        (c) => {
          c.beginPath();
          for (let y = 250; y < 1000; y += 250) c.rect(-20, y - 3, 1040, 6);
          c.fill();
        },
        0.75,
      );
      S.press.ink(
        key,
        (c) => {
          c.beginPath();
          for (let y = 12; y < 1000; y += rng.range(9, 18)) {
            const phase = rng.range(0, 6);
            const amp = rng.range(2, 9);
            c.moveTo(-20, y);
            for (let x = -20; x <= 1020; x += 30) c.lineTo(x, y + Math.sin(x * 0.006 + phase) * amp);
          }
          c.lineWidth = 1.3;
          c.stroke();
        },
        0.28,
      );
      return;
    }
  }
}
