import { describe, expect, it } from 'vitest';
import { sceneBriefSchema } from '../../shared/contracts/scene-brief.ts';
import { refineIdea } from '../providers/refine/builtin-refiner.ts';
import type { PlacedSubject } from './plan.ts';
import { planCover } from './planner.ts';
import { edges, shapeBox } from './shape.ts';

const plan = (idea: string, seed = 3) => planCover(refineIdea(idea).brief, seed, 'photon');
const find = (subjects: PlacedSubject[], noun: string) => subjects.find((s) => s.noun === noun)!;

/** Top and bottom of a subject's drawing (in units), over all its columns. */
function drawn(s: PlacedSubject): { top: number; bottom: number; left: number; right: number } {
  const box = shapeBox(s);
  const e = edges(s.shape);
  const cols = [...e.top.keys()].filter((c) => e.top[c]! < 1);
  const u = (c: number) => (s.flip ? 1 - (c + 0.5) / e.top.length : (c + 0.5) / e.top.length);
  return {
    top: box.y0 + Math.min(...cols.map((c) => e.top[c]!)) * box.h,
    bottom: box.y0 + Math.max(...cols.map((c) => e.bottom[c]!)) * box.h,
    left: box.x0 + Math.min(...cols.map(u)) * box.w,
    right: box.x0 + Math.max(...cols.map(u)) * box.w,
  };
}

describe('subjects composed by how the idea relates them', () => {
  it.each([1, 2, 3, 4])('sets a hat on the cactus that wears it (seed %i)', (seed) => {
    const { subjects } = plan('a cactus wearing a cowboy hat, country pop', seed);
    const cactus = drawn(find(subjects, 'cactus'));
    const hat = drawn(find(subjects, 'cowboy hat'));
    // The hat's brim sits on the cactus's top, within the cactus's width, and the hat is smaller.
    expect(Math.abs(hat.bottom - cactus.top)).toBeLessThan(60);
    expect(hat.left).toBeGreaterThan(cactus.left - 40);
    expect(hat.right).toBeLessThan(cactus.right + 40);
    expect(find(subjects, 'cowboy hat').w).toBeLessThan(find(subjects, 'cactus').w);
  });

  it('lays a trumpet on the piano and in front of it', () => {
    const { subjects } = plan('a golden trumpet on a piano, big band swing');
    const piano = find(subjects, 'piano');
    const trumpet = find(subjects, 'trumpet');
    const p = drawn(piano);
    const t = drawn(trumpet);
    expect(t.bottom).toBeGreaterThan(p.top - 10);
    expect(t.bottom).toBeLessThan(p.top + (p.bottom - p.top) * 0.5);
    expect(trumpet.depth).toBeLessThan(piano.depth);
    expect(trumpet.grounded).toBe(false);
  });

  it.each([1, 2, 3, 4])('grows a rose from the skull as tall as it, all in the frame (seed %i)', (seed) => {
    const { subjects } = plan('a red rose growing from a cracked skull, black background', seed);
    const rose = drawn(find(subjects, 'rose'));
    const skull = drawn(find(subjects, 'skull'));
    expect(Math.abs(rose.bottom - skull.top)).toBeLessThan(60);
    expect(rose.bottom - rose.top).toBeGreaterThan((skull.bottom - skull.top) * 0.6);
    expect(rose.top).toBeGreaterThanOrEqual(0);
    // So do two crows on a power line.
    const crows = plan('two crows on a power line at dawn, folk', seed).subjects.filter((s) => s.noun === 'crows');
    expect(crows).toHaveLength(2);
    for (const crow of crows) expect(drawn(crow).top).toBeGreaterThanOrEqual(0);
    // A bottle on a piano stays small beside it.
    const piano = plan('a bottle of whiskey on a piano', seed).subjects;
    expect(find(piano, 'bottle').w).toBeLessThan(find(piano, 'piano').w * 0.6);
  });

  it.each([1, 2, 3])('puts sunglasses on the face of the woman who wears them (seed %i)', (seed) => {
    const { subjects } = plan('a woman with sunglasses', seed);
    const woman = drawn(find(subjects, 'woman'));
    const glasses = drawn(find(subjects, 'sunglasses'));
    const height = woman.bottom - woman.top;
    // Within the head's top eighth, narrower than the shoulders.
    expect(glasses.top).toBeGreaterThan(woman.top);
    expect(glasses.bottom).toBeLessThan(woman.top + height * 0.14);
    expect(glasses.right - glasses.left).toBeLessThan((woman.right - woman.left) * 0.6);
  });

  it.each([1, 2, 3])('puts goggles on the head of a side-on animal, not over its middle (seed %i)', (seed) => {
    const { subjects } = plan('a platypus in rhinestone goggles, hyperpop', seed);
    const platypus = find(subjects, 'platypus');
    const body = drawn(platypus);
    const goggles = drawn(find(subjects, 'rhinestone goggles'));
    const centre = (goggles.left + goggles.right) / 2;
    // In the head's third of the body, at the end it faces (our animals face left unless flipped).
    const third = (body.right - body.left) / 3;
    if (platypus.flip) expect(centre).toBeGreaterThan(body.right - third);
    else expect(centre).toBeLessThan(body.left + third);
    expect(goggles.right - goggles.left).toBeLessThan((body.right - body.left) * 0.4);
  });

  it('keeps what a snake is wrapped around in view, in front of its coil', () => {
    const { subjects } = plan('a snake wrapped around a microphone, trap');
    const snake = find(subjects, 'snake');
    const mic = find(subjects, 'microphone');
    expect(mic.depth).toBeLessThan(snake.depth);
    expect(mic.w).toBeLessThan(snake.w);
    const [m, s] = [drawn(mic), drawn(snake)];
    expect(m.left).toBeGreaterThan(s.left - 5);
    expect(m.right).toBeLessThan(s.right + 5);
  });

  it.each([1, 2, 3])('draws a stack of records as one pile with the cat on its top (seed %i)', (seed) => {
    const { subjects } = plan('a cat on a stack of records', seed);
    expect(subjects.filter((s) => s.noun === 'records')).toHaveLength(1);
    const stack = drawn(find(subjects, 'records'));
    const cat = drawn(find(subjects, 'cat'));
    expect(Math.abs(cat.bottom - stack.top)).toBeLessThan(60);
    // Records lie flat: the pile is wider than tall, and taller than one record seen from a low angle.
    expect(stack.right - stack.left).toBeGreaterThan(stack.bottom - stack.top);
    expect(find(subjects, 'records').shape.paths.length).toBeGreaterThan(3);
  });

  it.each([1, 2, 3, 4])('puts a ship inside the bottle, a canary inside its cage (seed %i)', (seed) => {
    for (const [idea, inner, outer] of [
      ['a ship in a bottle, sea shanty folk', 'ship', 'bottle'],
      ['a canary trapped in a rusty old cage', 'canary', 'old cage'],
    ] as const) {
      const { subjects } = plan(idea, seed);
      const [a, b] = [find(subjects, inner), find(subjects, outer)];
      const [i, o] = [drawn(a), drawn(b)];
      // Wholly within the container's drawing, smaller, and drawn over it.
      expect(i.left, idea).toBeGreaterThanOrEqual(o.left - 2);
      expect(i.right, idea).toBeLessThanOrEqual(o.right + 2);
      expect(i.top, idea).toBeGreaterThanOrEqual(o.top - 2);
      expect(i.bottom, idea).toBeLessThanOrEqual(o.bottom + 2);
      expect(a.w, idea).toBeLessThan(b.w * 0.7);
      expect(a.depth, idea).toBeLessThan(b.depth);
    }
  });

  it('sets the bowl on the table before the goldfish goes in the bowl', () => {
    const { subjects } = plan('a goldfish in a bowl on a table');
    const [fish, bowl, table] = ['goldfish', 'bowl', 'table'].map((n) => drawn(find(subjects, n)));
    expect(Math.abs(bowl!.bottom - table!.top)).toBeLessThan(40);
    expect(fish!.left).toBeGreaterThanOrEqual(bowl!.left - 2);
    expect(fish!.right).toBeLessThanOrEqual(bowl!.right + 2);
    expect(fish!.bottom).toBeLessThanOrEqual(bowl!.bottom + 2);
  });

  it('grows a rose from the top of the skull', () => {
    const { subjects } = plan('a rose growing from a cracked skull');
    const [rose, skull] = [drawn(find(subjects, 'rose')), drawn(find(subjects, 'skull'))];
    expect(Math.abs(rose.bottom - skull.top)).toBeLessThan(40);
    expect(rose.left).toBeGreaterThan(skull.left - 20);
    expect(rose.right).toBeLessThan(skull.right + 20);
  });

  it.each([1, 2, 3])('gives each of a few players their own instrument, at their side (seed %i)', (seed) => {
    const { subjects } = plan('three fiddlers in a pub, trad', seed);
    const fiddlers = subjects.filter((s) => s.noun === 'fiddlers');
    const violins = subjects.filter((s) => s.noun === 'violins');
    expect(fiddlers).toHaveLength(3);
    expect(violins).toHaveLength(3);
    // Every fiddler has a violin within reach: round 80's drummers stood empty-handed in the street.
    for (const f of fiddlers) {
      const box = drawn(f);
      expect(
        violins.some((v) => v.x > box.left - 80 && v.x < box.right + 80 && v.y > box.top && v.y < box.bottom),
      ).toBe(true);
    }
  });

  it.each([1, 2, 3])('gives players in waistcoats with a list of instruments one each (seed %i)', (seed) => {
    // Round 117's polka band stood apart from an accordion and a clarinet drawn on their own.
    const { subjects } = plan('five musicians in green waistcoats with an accordion, a clarinet and a tuba', seed);
    const players = subjects.filter((s) => s.noun === 'musicians').map(drawn);
    const held = ['accordion', 'clarinet'].map((n) => find(subjects, n));
    expect(players.length).toBeGreaterThan(1);
    for (const h of held)
      expect(players.some((b) => h.x > b.left - 40 && h.x < b.right + 40 && h.y > b.top && h.y < b.bottom)).toBe(true);
  });

  it.each([1, 2])("gives each of a pipe band's four pipers their own bagpipes (seed %i)", (seed) => {
    const { subjects } = plan('a full pipe band in kilts playing in the rain', seed);
    const pipers = subjects.filter((s) => s.noun === 'pipe band');
    const pipes = subjects.filter((s) => s.noun === 'bagpipes');
    expect([pipers.length, pipes.length]).toEqual([4, 4]);
    for (const p of pipers) {
      const box = drawn(p);
      expect(pipes.some((v) => v.x > box.left - 80 && v.x < box.right + 80 && v.y > box.top && v.y < box.bottom)).toBe(
        true,
      );
    }
  });

  it.each([1, 2])('puts each guitar of a band counted apart in one player’s hands (seed %i)', (seed) => {
    // Round 99's band stood empty-handed beside guitars lying on the stage; each player now has one (round 103).
    const { subjects } = plan('a five piece band playing guitars on a plank stage', seed);
    const players = subjects.filter((s) => s.noun === 'band');
    const guitars = subjects.filter((s) => s.noun === 'guitars');
    expect([players.length, guitars.length]).toEqual([4, 4]);
    for (const g of guitars) {
      expect(
        players.some((p) => {
          const box = drawn(p);
          return g.x > box.left && g.x < box.right && g.y > box.top && g.y < box.bottom;
        }),
      ).toBe(true);
    }
  });

  it.each([1, 2])('seats three herders on horseback each on a horse of their own (seed %i)', (seed) => {
    const { subjects } = plan('three herders on horseback at the edge of a frozen lake at dawn', seed);
    const riders = subjects.filter((s) => s.noun === 'herders');
    const horses = subjects.filter((s) => s.noun === 'horseback');
    expect([riders.length, horses.length]).toEqual([3, 3]);
    for (const r of riders) {
      const box = drawn(r);
      // A horse under each rider: across their feet, and lower on the cover than they are.
      expect(
        horses.some((h) => {
          const horse = drawn(h);
          return (
            horse.left < box.right && box.left < horse.right && horse.top < box.bottom && horse.bottom > box.bottom
          );
        }),
      ).toBe(true);
    }
  });

  it("draws a jaw harp small at its player's face, not as tall as them", () => {
    const { subjects } = plan('yakut folk, a woman playing a jaw harp outside a log house in the snow');
    const player = drawn(find(subjects, 'woman'));
    const harp = drawn(find(subjects, 'jaw harp'));
    expect(harp.bottom - harp.top).toBeLessThan((player.bottom - player.top) * 0.25);
    expect(harp.top).toBeLessThan(player.top + (player.bottom - player.top) * 0.3);
  });

  it.each([1, 2])('holds an instrument drawn as its kin as that kin is held (seed %i)', (seed) => {
    // A bandoneon drawn as an accordion is played across the body, smaller than its player (round 90's stood as tall
    // as him beside him).
    const { subjects } = plan('tango, an old bandoneon player asleep on a bentwood chair, a couple dancing', seed);
    const player = drawn(find(subjects, 'old bandoneon player'));
    const bandoneon = drawn(find(subjects, 'bandoneon'));
    expect(bandoneon.bottom - bandoneon.top).toBeLessThan((player.bottom - player.top) * 0.6);
    expect(bandoneon.left).toBeLessThan(player.right);
    expect(bandoneon.right).toBeGreaterThan(player.left);
  });

  it.each([1, 2])('draws an mbira as a thumb piano held before its player, not a marimba (seed %i)', (seed) => {
    // Round 95's mbira was drawn as a xylophone as big as its player.
    const { subjects } = plan('chimurenga, an old man playing mbira under a baobab at sunset', seed);
    const mbira = find(subjects, 'mbira');
    expect(mbira.shape.key).toBe('sleeve:kalimba');
    const player = drawn(find(subjects, 'old man'));
    const held = drawn(mbira);
    expect(held.bottom - held.top).toBeLessThan((player.bottom - player.top) * 0.3);
    expect(held.left).toBeGreaterThan(player.left - 40);
    expect(held.right).toBeLessThan(player.right + 40);
    expect(held.top).toBeGreaterThan(player.top);
    expect(held.bottom).toBeLessThan(player.bottom - (player.bottom - player.top) * 0.3);
  });

  it.each([1, 2])("stands a hand drum waist-high at its player's side, on their ground (seed %i)", (seed) => {
    const { subjects } = plan('a djembe player under a baobab at dusk', seed);
    const player = drawn(find(subjects, 'djembe player'));
    const drum = drawn(find(subjects, 'djembe'));
    // Its foot on the player's, its top below their chest: round 87's sabar drums stood as tall as their drummers.
    expect(Math.abs(drum.bottom - player.bottom)).toBeLessThan(30);
    expect(drum.top).toBeGreaterThan(player.top + (player.bottom - player.top) * 0.35);
    expect(drum.left).toBeLessThan(player.right + 60);
    expect(drum.right).toBeGreaterThan(player.left - 60);
  });

  it.each([1, 2])('stands a synth waist-high before its player, who stands behind it (seed %i)', (seed) => {
    const { subjects } = plan('a synth player in the desert at dusk', seed);
    const player = find(subjects, 'synth player');
    const synth = find(subjects, 'synth');
    const [p, k] = [drawn(player), drawn(synth)];
    // Round 103's synths stood half again as tall as their players and hid them: the player's head and chest show.
    expect(k.top).toBeGreaterThan(p.top + (p.bottom - p.top) * 0.35);
    expect(Math.abs(k.bottom - p.bottom)).toBeLessThan(30);
    expect(player.depth).toBeGreaterThan(synth.depth);
  });

  it.each([1, 2])('lays a qanun waist-high before its player, a zither and no harp (seed %i)', (seed) => {
    const { subjects } = plan('taarab, an old man playing qanun in a narrow alley at dusk', seed);
    const player = find(subjects, 'old man');
    const qanun = find(subjects, 'qanun');
    // Round 116 drew a concert harp as tall as its player for a taarab orchestra's qanun.
    expect(qanun.shape.key).toBe('sleeve:zither');
    const [p, z] = [drawn(player), drawn(qanun)];
    expect(z.top).toBeGreaterThan(p.top + (p.bottom - p.top) * 0.35);
    expect(player.depth).toBeGreaterThan(qanun.depth);
  });

  it('holds an umbrella above the girl', () => {
    const { subjects } = plan('a girl with a red umbrella in the rain, k-pop ballad');
    const girl = drawn(find(subjects, 'girl'));
    const umbrella = find(subjects, 'umbrella');
    expect(umbrella.y).toBeLessThan(girl.top + 20);
    expect(umbrella.x).toBeGreaterThan(girl.left - 60);
    expect(umbrella.x).toBeLessThan(girl.right + 60);
  });

  it.each([1, 2, 3])('stands a crowd in a studio on a floor in the lower part of the frame (seed %i)', (seed) => {
    const { subjects, horizon } = plan('hundreds of rats in a white studio', seed);
    const rats = subjects.filter((s) => s.noun === 'rats');
    expect(horizon).toBeGreaterThanOrEqual(1000);
    expect(rats.length).toBeGreaterThan(4);
    // Feet on the imagined floor: none floats in the upper half, as a scatter over the whole square did.
    for (const r of rats) expect(drawn(r).bottom).toBeGreaterThan(500);
  });

  it.each([1, 2, 3])('carries one thing on the backs of many, over the middle of the crowd (seed %i)', (seed) => {
    const { subjects } = plan("death metal, hundreds of sewer rats carrying a bishop's throne thru a tunnel", seed);
    const rats = subjects.filter((s) => s.noun === 'sewer rats').map(drawn);
    const throne = drawn(find(subjects, "bishop's throne"));
    const crowd = {
      top: Math.min(...rats.map((r) => r.top)),
      left: Math.min(...rats.map((r) => r.left)),
      right: Math.max(...rats.map((r) => r.right)),
    };
    expect(rats.length).toBeGreaterThan(4);
    // Its foot rests among the rats' backs, above the middle of the crowd, and it is about as large as the crowd.
    expect(throne.bottom).toBeGreaterThan(crowd.top);
    expect(throne.top).toBeLessThan(crowd.top);
    expect(Math.abs((throne.left + throne.right) / 2 - (crowd.left + crowd.right) / 2)).toBeLessThan(120);
    expect(throne.right - throne.left).toBeGreaterThan((crowd.right - crowd.left) * 0.35);
  });

  it.each([1, 2, 3])('hangs a lantern from the hand at the side, a lantern not a roof (seed %i)', (seed) => {
    const { subjects } = plan('doom metal, a hooded monk holding a lantern in a dead forest', seed);
    const monk = drawn(find(subjects, 'monk'));
    const lantern = drawn(find(subjects, 'lantern'));
    const height = monk.bottom - monk.top;
    expect(lantern.bottom - lantern.top).toBeLessThan(height * 0.3);
    // Below the head and above the feet, touching the body's side.
    expect(lantern.top).toBeGreaterThan(monk.top + height * 0.25);
    expect(lantern.bottom).toBeLessThan(monk.bottom);
    expect(Math.min(Math.abs(lantern.left - monk.right), Math.abs(monk.left - lantern.right))).toBeLessThan(40);
  });

  it('spreads what is above a subject over it', () => {
    const { subjects } = plan('a samurai under cherry blossoms, j-rock');
    const samurai = drawn(find(subjects, 'samurai'));
    const blossoms = subjects.filter((s) => s.noun === 'cherry blossoms');
    expect(blossoms.length).toBe(3);
    for (const b of blossoms) expect(b.y).toBeLessThan(samurai.top + 40);
  });

  it.each([1, 2, 3])(
    'stands a tree behind the man under it and hangs a disco ball clear of her head (seed %i)',
    (seed) => {
      const tree = plan('a man under a tree at dusk', seed).subjects;
      const man = drawn(find(tree, 'man'));
      const crown = drawn(find(tree, 'tree'));
      // On the same ground, rising well over his head (not a small canopy floating at his head).
      expect(Math.abs(crown.bottom - man.bottom)).toBeLessThan(40);
      expect(crown.top).toBeLessThan(man.top - (man.bottom - man.top) * 0.4);
      const ball = plan('a girl under a disco ball', seed).subjects;
      const girl = drawn(find(ball, 'girl'));
      const disco = drawn(find(ball, 'disco ball'));
      expect(disco.bottom).toBeLessThan(girl.top);
      expect(disco.bottom).toBeGreaterThan(girl.top - 80);
    },
  );

  it.each([1, 2, 3])(
    'a dancer under a mirror ball has air between them; a streetlight stands on the ground beside (seed %i)',
    (seed) => {
      const ball = plan('disco record, a woman dancing under a mirror ball', seed).subjects;
      const woman = drawn(find(ball, 'woman'));
      const mirror = drawn(find(ball, 'mirror ball'));
      expect(mirror.bottom).toBeLessThan(woman.top - (woman.bottom - woman.top) * 0.08);
      const lamp = plan('drill mixtape cover, a hooded figure under a streetlight in the rain', seed).subjects;
      const figure = drawn(find(lamp, 'hooded figure'));
      const post = drawn(find(lamp, 'streetlight'));
      expect(Math.abs(post.bottom - figure.bottom)).toBeLessThan(40);
      expect(post.top).toBeLessThan(figure.top);
    },
  );

  it.each([1, 2, 3])('a guitar being played is across the player, not beside him (seed %i)', (seed) => {
    const { subjects } = plan('funk album, a man playing bass guitar on a rooftop', seed);
    const man = drawn(find(subjects, 'man'));
    const guitar = drawn(find(subjects, 'bass guitar'));
    const mid = (guitar.left + guitar.right) / 2;
    expect(mid).toBeGreaterThan(man.left);
    expect(mid).toBeLessThan(man.right);
    expect(find(subjects, 'bass guitar').depth).toBeLessThan(find(subjects, 'man').depth);
  });

  it('refuses a relation to a subject the brief does not have, and ignores one to itself', () => {
    const brief = refineIdea('a cactus wearing a cowboy hat').brief;
    const bad = { ...brief, subjects: [{ ...brief.subjects[0]!, relation: { kind: 'on', to: 9 } }] };
    expect(sceneBriefSchema.safeParse(bad).success).toBe(false);
    const self = { ...brief, subjects: [{ ...brief.subjects[0]!, relation: { kind: 'on' as const, to: 0 } }] };
    expect(() => planCover(self, 1, 'sonic')).not.toThrow();
    const [cactus] = planCover(self, 1, 'sonic').subjects;
    expect(cactus!.noun).toBe('cactus');
  });

  describe('a group related to one thing is staged against the whole group', () => {
    const all = (subjects: PlacedSubject[], noun: string) => subjects.filter((s) => s.noun === noun);
    it.each([1, 2, 3, 4])('three men under a bridge stand beneath its span (seed %i)', (seed) => {
      const { subjects } = plan('three masked men under a motorway bridge in the rain', seed);
      const men = all(subjects, 'men').map(drawn);
      const bridge = drawn(find(subjects, 'motorway bridge'));
      expect(men).toHaveLength(3);
      for (const m of men) {
        expect(m.left).toBeGreaterThan(bridge.left - 5);
        expect(m.right).toBeLessThan(bridge.right + 5);
        // The span rises over their heads.
        expect(bridge.top).toBeLessThan(m.top);
      }
      expect(find(subjects, 'motorway bridge').depth).toBeGreaterThan(
        Math.max(...all(subjects, 'men').map((m) => m.depth)),
      );
    });

    it.each([1, 2, 3, 4])(
      'a choir before a church: the church stands behind, wider than the group (seed %i)',
      (seed) => {
        const { subjects } = plan('a choir before a burning church', seed);
        const singers = all(subjects, 'choir').map(drawn);
        const church = drawn(find(subjects, 'church'));
        expect(singers.length).toBeGreaterThan(2);
        const left = Math.min(...singers.map((s) => s.left));
        const right = Math.max(...singers.map((s) => s.right));
        expect(church.right - church.left).toBeGreaterThan((right - left) * 1.05);
        expect(Math.abs((church.left + church.right) / 2 - (left + right) / 2)).toBeLessThan(40);
      },
    );

    it.each([1, 2, 3, 4])('three cats on a wall sit along its top (seed %i)', (seed) => {
      const { subjects } = plan('three cats on a brick wall at night', seed);
      const cats = all(subjects, 'cats');
      const wall = find(subjects, 'wall');
      expect(cats).toHaveLength(3);
      const w = drawn(wall);
      for (const cat of cats) {
        const c = drawn(cat);
        expect(c.bottom).toBeGreaterThan(w.top - 25);
        expect(c.bottom).toBeLessThan(w.top + (w.bottom - w.top) * 0.5);
        expect(c.left).toBeGreaterThan(w.left - 30);
        expect(c.right).toBeLessThan(w.right + 30);
        expect(cat.grounded).toBe(false);
      }
    });

    it.each([1, 2, 3, 4])('four goldfish in a bowl swim inside it (seed %i)', (seed) => {
      const { subjects } = plan('four goldfish in a glass bowl', seed);
      const fish = all(subjects, 'goldfish').map(drawn);
      const bowl = drawn(find(subjects, 'bowl'));
      expect(fish).toHaveLength(4);
      for (const f of fish) {
        expect(f.left).toBeGreaterThanOrEqual(bowl.left - 2);
        expect(f.right).toBeLessThanOrEqual(bowl.right + 2);
        expect(f.top).toBeGreaterThanOrEqual(bowl.top - 2);
        expect(f.bottom).toBeLessThanOrEqual(bowl.bottom + 2);
      }
      // The bowl is at cover scale, not a small thing beside the fish.
      expect(bowl.right - bowl.left).toBeGreaterThan(400);
    });
  });
});

describe('one thing over another', () => {
  it('puts what is under it under it', () => {
    const { subjects } = refineIdea('a cow floating over a nuclear power plant').brief;
    expect(subjects.map((s) => s.noun)).toEqual(['cow', 'nuclear power plant']);
    expect(subjects[1]!.relation).toEqual({ kind: 'under', to: 0 });
  });

  it.each([1, 2, 3])('draws the cow above the plant, not beside it (seed %i)', (seed) => {
    const { subjects } = plan('a cow floating over a nuclear power plant', seed);
    const cow = drawn(find(subjects, 'cow'));
    const plant = drawn(find(subjects, 'nuclear power plant'));
    expect(cow.bottom).toBeLessThan(plant.top + 40);
  });
});

describe('people posed by what they do', () => {
  it('sits one asleep on a throne or a horse upright, and lays one asleep on a bench down', () => {
    const state = (idea: string) => refineIdea(idea).brief.subjects[0]?.state;
    expect(state('a king asleep on a throne')).toBe('sitting');
    expect(state('a cowboy asleep on his horse')).toBe('sitting');
    expect(state('a man asleep on a bench')).toBe('lying');
  });

  it('reads dancing, arms raised and sitting for people only, and where they sit', () => {
    const state = (idea: string) => refineIdea(idea).brief.subjects[0]?.state;
    expect(state('a girl dancing on a rooftop at night')).toBe('dancing');
    expect(state('a crowd of ravers cheering under green lasers')).toBe('arms-up');
    expect(state('an old woman on a bench in the snow')).toBe('sitting');
    expect(state('a man standing on a bench')).toBe('standing');
    // Poses are for people: a dancing bear keeps its drawing.
    expect(state('a bear dancing in a circus')).toBeUndefined();
    const rider = refineIdea('a girl riding a motorbike on a wet street').brief.subjects[0]!;
    expect(rider).toMatchObject({ state: 'sitting', relation: { kind: 'on', to: 1 } });
    // Sitting on nothing the cover draws stands, and the report says it is not drawn as written.
    const roof = refineIdea('a boy sitting on a rooftop');
    expect(roof.brief.subjects[0]!.state).toBe('standing');
    expect(roof.parts.find((p) => p.phrase === 'boy sitting')).toMatchObject({
      as: 'a boy, standing',
      how: 'approximate',
    });
  });

  it('draws the pose: a dancer flings an arm out wider than a person standing', () => {
    for (const seed of [1, 2, 3]) {
      const dancer = drawn(plan('a woman dancing in an empty street', seed).subjects[0]!);
      const stander = drawn(plan('a woman standing in an empty street', seed).subjects[0]!);
      const aspect = (d: typeof dancer) => (d.right - d.left) / (d.bottom - d.top);
      expect(aspect(dancer)).toBeGreaterThan(aspect(stander) * 1.3);
    }
  });

  it.each([1, 2, 3, 4])('seats a rider on the motorbike, legs down its side (seed %i)', (seed) => {
    const { subjects } = plan('a girl riding a motorbike on a wet street at night', seed);
    const girl = drawn(find(subjects, 'girl'));
    const bike = drawn(find(subjects, 'motorbike'));
    // Her feet hang below the bike's top; her head is above it; she is at the bike's scale, not a small figure on it.
    expect(girl.bottom).toBeGreaterThan(bike.top + (bike.bottom - bike.top) * 0.2);
    expect(girl.top).toBeLessThan(bike.top);
    expect(girl.bottom - girl.top).toBeGreaterThan((bike.bottom - bike.top) * 0.8);
  });

  it.each([1, 2, 3, 4])(
    'stands a person on a crate at their own scale, the crate under their feet (seed %i)',
    (seed) => {
      // Round 109's guitarist on an upturned crate was a doll on a crate the size of the hero.
      const { subjects } = plan('flamenco, a teenage guitarist standing on a wooden crate in a patio at night', seed);
      const guitarist = drawn(find(subjects, 'teenage guitarist'));
      const crate = drawn(find(subjects, 'wooden crate'));
      expect(guitarist.bottom - guitarist.top).toBeGreaterThan((crate.bottom - crate.top) * 2);
      expect(Math.abs(guitarist.bottom - crate.top)).toBeLessThan(60);
      expect(find(subjects, 'wooden crate').w).toBeLessThan(find(subjects, 'teenage guitarist').w);
    },
  );
});
