/**
 * Hand-made cover plans that exercise each environment, light and material, for the look renderers' tests and
 * preview sheets, with shapes from the real subject library.
 */
import type { Environment, Look, Material, SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import type { CoverPlan, KeyLight, Landform, PlacedSubject, PlanColors, SkyBody, SubjectShape } from '../plan.ts';
import { createRng } from '../random.ts';
import { loadShape } from '../subjects/index.ts';

/** A real library shape: the fixtures draw what the product draws. */
export function fixtureShape(name: string): SubjectShape {
  const key = name.includes(':') ? name : `fluent-emoji-high-contrast:${name}`;
  const shape = loadShape(key);
  if (!shape) throw new Error(`no library shape ${key}`);
  return shape;
}

interface FixtureInput {
  name: string;
  environment: Environment;
  horizon: number;
  light: KeyLight;
  skyBodies?: SkyBody[];
  landforms?: Landform[];
  subjects: (Omit<PlacedSubject, 'shape' | 'rotation' | 'flip' | 'colorBound'> & {
    shape: string;
    colorBound?: boolean;
    material?: Material;
  })[];
  colors: PlanColors;
}

function colors(all: string[], c: Partial<PlanColors>): PlanColors {
  return {
    skyTop: all[0]!,
    skyHorizon: all[1]!,
    ground: all[2]!,
    water: all[0]!,
    light: '#fff1d6',
    shadow: '#0b0b12',
    accent: all[3] ?? all[1]!,
    inks: all.slice(0, 3),
    paper: '#f1ead8',
    all,
    dark: true,
    ...c,
  };
}

const FIXTURES: FixtureInput[] = [
  {
    name: 'windmill-storm',
    environment: { setting: 'hills', time: 'dusk', weather: 'storm', effects: [] },
    horizon: 720,
    light: { x: 780, y: 560, kind: 'sun', intensity: 0.35 },
    subjects: [
      {
        noun: 'windmill',
        shape: 'ph:windmill-fill',
        x: 420,
        y: 600,
        w: 240,
        h: 240,
        depth: 0.2,
        grounded: true,
        color: '#1a1420',
      },
    ],
    colors: colors(['#3b1f5c', '#7a4a9a', '#2c3a24', '#d9c27a'], { light: '#e9d6ff' }),
  },
  {
    name: 'horse-surf-dawn',
    environment: { setting: 'beach', time: 'dawn', weather: 'clear', effects: [] },
    horizon: 560,
    light: { x: 300, y: 520, kind: 'sun', intensity: 0.9 },
    skyBodies: [{ kind: 'sun', x: 300, y: 520, r: 60, color: '#ffd9a0' }],
    subjects: [
      {
        noun: 'horse',
        shape: 'mdi:horse',
        x: 560,
        y: 700,
        w: 360,
        h: 300,
        depth: 0.1,
        grounded: true,
        color: '#f4f1ea',
        colorBound: true,
      },
    ],
    colors: colors(['#f3b58a', '#ffd9b0', '#c9a27a', '#6a8caf'], { water: '#8fb3c9', dark: false }),
  },
  {
    name: 'wolf-blood-moon',
    environment: { setting: 'mountains', time: 'night', weather: 'clear', effects: ['stars'] },
    horizon: 760,
    light: { x: 640, y: 300, kind: 'moon', intensity: 0.7 },
    skyBodies: [{ kind: 'moon', x: 640, y: 300, r: 150, color: '#a4161a' }],
    landforms: [{ kind: 'mountain', x: 300, y: 780, w: 700, h: 380 }],
    subjects: [
      { noun: 'wolf', shape: 'wolf', x: 360, y: 640, w: 280, h: 280, depth: 0.1, grounded: true, color: '#0a0a0c' },
    ],
    colors: colors(['#14060a', '#4a0d14', '#0d0d12', '#a4161a'], { light: '#ffb3a0' }),
  },
  {
    name: 'goldfish-pair-studio',
    environment: { setting: 'studio', time: 'day', weather: 'clear', effects: ['bubbles'] },
    horizon: 1100,
    light: { x: 500, y: -200, kind: 'spot', intensity: 0.8 },
    subjects: [
      {
        noun: 'goldfish',
        shape: 'fish',
        x: 380,
        y: 460,
        w: 260,
        h: 260,
        depth: 0,
        grounded: false,
        color: '#f28c28',
        colorBound: true,
      },
      {
        noun: 'goldfish',
        shape: 'fish',
        x: 640,
        y: 560,
        w: 240,
        h: 240,
        depth: 0.1,
        grounded: false,
        color: '#f28c28',
        colorBound: true,
      },
    ],
    colors: colors(['#f2e6c9', '#f7d9a8', '#e0c9a0', '#2a6f97'], { dark: false }),
  },
  {
    name: 'ramen-neon-street-rain',
    environment: { setting: 'street', time: 'night', weather: 'rain', effects: [] },
    horizon: 700,
    light: { x: 500, y: 420, kind: 'neon', intensity: 0.8 },
    subjects: [
      {
        noun: 'ramen shop',
        shape: 'steaming-bowl',
        x: 500,
        y: 520,
        w: 320,
        h: 320,
        depth: 0.1,
        grounded: true,
        color: '#ff2e88',
        material: 'neon',
      },
    ],
    colors: colors(['#0b1026', '#1c2a5a', '#111522', '#ff2e88', '#2ee6ff'], { light: '#ff7ac0' }),
  },
  {
    name: 'octopus-underwater',
    environment: { setting: 'underwater', time: 'day', weather: 'clear', effects: ['light-rays', 'bubbles'] },
    horizon: 1100,
    light: { x: 500, y: -100, kind: 'sun', intensity: 0.6 },
    subjects: [
      {
        noun: 'octopus',
        shape: 'octopus',
        x: 380,
        y: 560,
        w: 340,
        h: 340,
        depth: 0.1,
        grounded: false,
        color: '#c2452d',
      },
      {
        noun: 'grand piano',
        shape: 'mdi:piano',
        x: 660,
        y: 720,
        w: 300,
        h: 240,
        depth: 0.2,
        grounded: true,
        color: '#111111',
      },
    ],
    colors: colors(['#03324a', '#0a6e8a', '#0b2530', '#c2452d'], { water: '#0a6e8a' }),
  },
  {
    name: 'sailboat-moon-lake',
    environment: { setting: 'lake', time: 'night', weather: 'clear', effects: ['stars'] },
    horizon: 600,
    light: { x: 500, y: 260, kind: 'moon', intensity: 0.7 },
    skyBodies: [{ kind: 'moon', x: 500, y: 260, r: 80, color: '#f4efe0' }],
    subjects: [
      {
        noun: 'sailboat',
        shape: 'mdi:sail-boat',
        x: 470,
        y: 560,
        w: 200,
        h: 200,
        depth: 0.4,
        grounded: true,
        color: '#0c0f18',
      },
    ],
    colors: colors(['#0b1430', '#2b3d6b', '#0a0f1c', '#c9d6ff'], { light: '#dfe8ff', water: '#16244a' }),
  },
  {
    name: 'rose-chrome',
    environment: { setting: 'studio', time: 'day', weather: 'clear', effects: ['glitter'] },
    horizon: 1100,
    light: { x: 250, y: 150, kind: 'spot', intensity: 0.9 },
    subjects: [
      {
        noun: 'rose',
        shape: 'rose',
        x: 500,
        y: 520,
        w: 520,
        h: 520,
        depth: 0,
        grounded: false,
        color: '#c0c4cc',
        material: 'chrome',
      },
    ],
    colors: colors(['#ff5ec4', '#9b5cff', '#1a0f2e', '#e6f0ff'], {}),
  },
  {
    name: 'wolf-smoke-forest-fog',
    environment: { setting: 'forest', time: 'dusk', weather: 'fog', effects: [] },
    horizon: 760,
    light: { x: 500, y: 650, kind: 'sun', intensity: 0.4 },
    subjects: [
      {
        noun: 'wolf',
        shape: 'wolf',
        x: 500,
        y: 560,
        w: 420,
        h: 420,
        depth: 0.1,
        grounded: true,
        color: '#cfd4dc',
        material: 'smoke',
      },
    ],
    colors: colors(['#26303a', '#7d8a93', '#1c2026', '#c6b38e'], {}),
  },
  {
    name: 'sunflowers-thunderstorm',
    environment: { setting: 'field', time: 'day', weather: 'storm', effects: [] },
    horizon: 640,
    light: { x: 800, y: 300, kind: 'sun', intensity: 0.3 },
    subjects: [
      {
        noun: 'sunflower',
        shape: 'sunflower',
        x: 500,
        y: 800,
        w: 160,
        h: 160,
        depth: 0.2,
        grounded: true,
        color: '#f2c230',
        colorBound: true,
      },
    ],
    colors: colors(['#2b2f3a', '#5a6272', '#3c4a1e', '#f2c230'], {}),
  },
  {
    name: 'city-skyline-puddle',
    environment: { setting: 'city', time: 'night', weather: 'rain', effects: [] },
    horizon: 620,
    light: { x: 500, y: 560, kind: 'neon', intensity: 0.6 },
    subjects: [],
    colors: colors(['#120c24', '#3a2a6e', '#0e0c16', '#ffb347'], {}),
  },
  {
    name: 'whale-in-clouds',
    environment: { setting: 'sky', time: 'golden', weather: 'cloudy', effects: [] },
    horizon: 1100,
    light: { x: 820, y: 700, kind: 'sun', intensity: 0.8 },
    skyBodies: [{ kind: 'sun', x: 820, y: 700, r: 50, color: '#ffe2a8' }],
    subjects: [
      {
        noun: 'whale',
        shape: 'spouting-whale',
        x: 460,
        y: 460,
        w: 520,
        h: 400,
        depth: 0.2,
        grounded: false,
        color: '#34435a',
      },
    ],
    colors: colors(['#5c7fa8', '#f3c48a', '#3a4a5c', '#f7e2b8'], { dark: false }),
  },
];

const BRIEF: SceneBrief = {
  genre: 'indie-rock',
  mood: 'moody',
  palette: ['#111111', '#222222', '#333333'],
  paletteNames: ['black', 'grey', 'charcoal'],
  subjects: [],
  environment: { setting: 'studio', time: 'day', weather: 'clear', effects: [] },
  style: 'fixture',
  composition: 'hero',
  lighting: 'fixture',
  medium: 'fixture',
};

/** Every fixture, as a plan for the given look and seed. */
export function fixturePlans(look: Look, seed = 1): { name: string; plan: CoverPlan }[] {
  return FIXTURES.map((f) => ({
    name: f.name,
    plan: {
      look,
      brief: { ...BRIEF, environment: f.environment },
      family: 'indie',
      environment: f.environment,
      horizon: f.horizon,
      light: f.light,
      skyBodies: f.skyBodies ?? [],
      landforms: f.landforms ?? [],
      subjects: f.subjects.map((s) => ({
        ...s,
        shape: fixtureShape(s.shape),
        rotation: 0,
        flip: false,
        colorBound: s.colorBound ?? false,
      })),
      colors: f.colors,
      textBands: [{ y0: 60, y1: 200 }],
      roll: 0,
      // One generator for both, as a cover without a detail seed has.
      design: createRng(`${seed}|${look}|${f.name}`),
      rng: createRng(`${seed}|${look}|${f.name}`),
    },
  }));
}
