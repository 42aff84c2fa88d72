/**
 * The language-model refiner, with the real openai SDK talking to a local OpenAI-compatible chat server.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BuiltinRefiner, refineIdea } from '../../src/server/providers/refine/builtin-refiner.ts';
import { resolveNoun } from '../../src/server/engine/subjects/index.ts';
import { llmRefiner } from '../../src/server/providers/refine/llm-refiner.ts';
import { RefineValidationError } from '../../src/server/providers/refine/refine.provider.ts';
import {
  COMPOSITIONS,
  EFFECTS,
  IDEA_MAX_LENGTH,
  MATERIALS,
  PROMPT_SUFFIX,
  refinementSchema,
  SETTINGS,
} from '../../src/shared/contracts/scene-brief.ts';
import { reply, startLlmChatServer, type LlmChatServer } from '../support/protocol/llm-chat-server.ts';

const API_KEY = 'sk-test-refiner-0123456789abcdef';
const MODEL = 'test-model-mini';
const IDEA = 'a lonely lighthouse on a cliff at dusk';

/** A good answer for IDEA, deliberately unlike the built-in refinement. */
const modelAnswer = () => ({
  refinedPrompt:
    'A lone white lighthouse on a black basalt cliff at dusk, dream pop haze, palette of deep teal, dusk rose and ' +
    'pale gold, soft backlit glow, waves below, square album cover, professional music artwork',
  genre: 'dream-pop',
  mood: 'serene',
  palette: [
    { hex: '#0E3B43', name: 'deep teal' },
    { hex: '#d98c9a', name: 'dusk rose' },
    { hex: '#F2D492', name: 'pale gold' },
  ],
  subjects: [
    { noun: 'Lighthouse', count: 1 },
    { noun: 'moon', count: 1 },
    { noun: 'xyzzy', count: 2 },
  ],
  environment: { setting: 'sea', time: 'dusk', weather: 'clear', effects: ['stars'] },
  style: 'hazy analog photograph with light leaks',
  composition: 'thirds',
  lighting: 'soft backlit dusk glow',
  medium: 'expired 35mm film photograph',
});

let server: LlmChatServer;
let logs: Record<string, unknown>[];

function makeRefiner(options: { timeoutMs?: number; maxRetries?: number; apiKey?: string | undefined } = {}) {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  return llmRefiner({
    baseUrl: server.baseUrl,
    apiKey: 'apiKey' in options ? options.apiKey : API_KEY,
    model: MODEL,
    timeoutMs: options.timeoutMs ?? 5000,
    maxRetries: options.maxRetries,
    fallback: new BuiltinRefiner(),
    logger,
  });
}

const warnings = () => logs.filter((l) => l.level === 40);

beforeAll(async () => {
  server = await startLlmChatServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  logs = [];
});

describe('llmRefiner: a usable answer', () => {
  it('uses the brief and prompt the model wrote, and asks in the documented shape', async () => {
    server.script(reply.json(modelAnswer()));
    const refiner = makeRefiner();
    const result = await refiner.refine(IDEA);

    expect(refiner.name).toBe('openai');
    expect(refinementSchema.safeParse(result).success).toBe(true);
    expect(result.refinedPrompt).toBe(modelAnswer().refinedPrompt);
    expect(result.brief).toEqual({
      genre: 'dream-pop',
      mood: 'serene',
      palette: ['#0e3b43', '#d98c9a', '#f2d492'],
      paletteNames: ['deep teal', 'dusk rose', 'pale gold'],
      subjects: [
        { noun: 'lighthouse', asset: resolveNoun('lighthouse', IDEA)!.asset, count: 1 },
        { noun: 'moon', asset: resolveNoun('moon', IDEA)!.asset, count: 1 },
      ],
      environment: { setting: 'sea', time: 'dusk', weather: 'clear', effects: ['stars'] },
      style: 'hazy analog photograph with light leaks',
      composition: 'thirds',
      lighting: 'soft backlit dusk glow',
      medium: 'expired 35mm film photograph',
    });
    // A noun the library cannot draw is reported, not drawn.
    expect(result.parts).toContainEqual({ phrase: 'xyzzy', as: '', how: 'dropped' });
    expect(result).not.toEqual(refineIdea(IDEA));
    expect(warnings()).toEqual([]);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body?.model).toBe(MODEL);
    expect(request?.body?.response_format).toEqual({ type: 'json_object' });
    expect(request?.body?.temperature).toBeLessThanOrEqual(0.3);
    const messages = request?.body?.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toContain(IDEA);
    const system = messages[0]?.content ?? '';
    for (const value of [...COMPOSITIONS, ...MATERIALS, ...SETTINGS, ...EFFECTS, PROMPT_SUFFIX, '#rrggbb']) {
      expect(system).toContain(value);
    }
  });

  it('accepts JSON in a ```json fence with chatter around it', async () => {
    server.script(reply.fencedJson(modelAnswer()));
    const result = await makeRefiner().refine(IDEA);
    expect(result.brief.genre).toBe('dream-pop');
    expect(result.brief.palette).toEqual(['#0e3b43', '#d98c9a', '#f2d492']);
    expect(warnings()).toEqual([]);
  });

  it("keeps the model's relations between subjects it drew, by their new positions, and drops the rest", async () => {
    server.script(
      reply.json({
        ...modelAnswer(),
        subjects: [
          { noun: 'xyzzy', count: 1, relation: { kind: 'on', to: 1 } },
          { noun: 'Lighthouse', count: 1, relation: { kind: 'under', to: 2 } },
          { noun: 'moon', count: 1, relation: { kind: 'levitating', to: 0 } },
          { noun: 'gull', count: 1, relation: { kind: 'around', to: 0 } },
        ],
      }),
    );
    const { brief } = await makeRefiner().refine(IDEA);
    // xyzzy is not drawn: the lighthouse is now first; a relation to xyzzy or of an unknown kind is dropped.
    expect(brief.subjects.map((s) => [s.noun, s.relation])).toEqual([
      ['lighthouse', { kind: 'under', to: 1 }],
      ['moon', undefined],
      ['gull', undefined],
    ]);
  });

  it('stages the hero and two more things as the built-in refiner does, and reports the rest as not drawn', async () => {
    server.script(
      reply.json({
        ...modelAnswer(),
        subjects: [
          { noun: 'lighthouse', count: 1 },
          { noun: 'kettle', count: 1 },
          { noun: 'broom', count: 1 },
          { noun: 'rose', count: 1, relation: { kind: 'on', to: 4 } },
          { noun: 'skull', count: 1 },
        ],
      }),
    );
    const { brief, parts } = await makeRefiner().refine(IDEA);
    // Things in a relation come before the idea's order; the relation keeps pointing at the skull in its new place.
    expect(brief.subjects.map((s) => [s.noun, s.relation])).toEqual([
      ['lighthouse', undefined],
      ['rose', { kind: 'on', to: 2 }],
      ['skull', undefined],
    ]);
    expect(parts.find((p) => p.phrase === 'kettle')).toMatchObject({ how: 'dropped' });
    expect(parts.find((p) => p.phrase === 'broom')).toMatchObject({ how: 'dropped' });
  });

  it("keeps a state the model gives in the contract's words, and drops one it does not know", async () => {
    server.script(
      reply.json({
        ...modelAnswer(),
        subjects: [
          { noun: 'piano', count: 1, state: 'Sinking' },
          { noun: 'moon', count: 1, state: 'levitating' },
        ],
      }),
    );
    const { brief } = await makeRefiner().refine(IDEA);
    expect(brief.subjects.map((s) => [s.noun, s.state])).toEqual([
      ['piano', 'sinking'],
      ['moon', undefined],
    ]);
  });

  it('maps a genre name to the lexicon id and fills what the model left unknown from the built-in brief', async () => {
    server.script(reply.json({ ...modelAnswer(), genre: 'Dream Pop', composition: 'lighthouse-closeup', mood: null }));
    const result = await makeRefiner().refine(IDEA);
    const builtin = refineIdea(IDEA).brief;
    expect(result.brief.genre).toBe('dream-pop');
    expect(result.brief.composition).toBe(builtin.composition);
    expect(result.brief.mood).toBe(builtin.mood);
    expect(result.brief.style).toBe(modelAnswer().style);
  });

  it('keeps the exact quoted title and artist from the idea, in the brief and the prompt', async () => {
    const idea = 'cover for "Midnight Drive" by The Neon Hearts, synthwave';
    server.script(
      reply.json({
        ...modelAnswer(),
        genre: 'synthwave',
        refinedPrompt: 'Neon highway at night for MIDNIGHT DRIVE by neon hearts, square album cover',
        title: 'midnight drive',
        artist: 'Neon Hearts',
      }),
    );
    const result = await makeRefiner().refine(idea);
    expect(result.brief.title).toBe('Midnight Drive');
    expect(result.brief.artist).toBe('The Neon Hearts');
    expect(result.refinedPrompt).toContain('Midnight Drive');
    expect(result.refinedPrompt).not.toContain('MIDNIGHT DRIVE');
    expect(result.brief.genre).toBe('synthwave');
    expect(result.brief.style).toBe(modelAnswer().style);
  });

  it('keeps how the idea asks its lettering to be set and printed, read from its words', async () => {
    const idea = 'type only. "Mothball Season" stamped in gold foil on navy, small in the bottom left corner';
    server.script(reply.json({ ...modelAnswer(), title: 'Mothball Season' }));
    const result = await makeRefiner().refine(idea);
    expect(result.brief).toMatchObject({
      title: 'Mothball Season',
      typeEffect: 'foil',
      typeSize: 'small',
      typePlace: { row: 'bottom', side: 'left' },
    });
    expect(result.brief.typeColor).toBeDefined();
  });

  it('keeps what lettering alone is written on, and a drained pool, read from the idea', async () => {
    // The built-in reading finds them; a model asked for the documented shape does not name them.
    server.script(reply.json({ ...modelAnswer(), title: 'Sorry About The Bike' }));
    const board = await makeRefiner().refine('type only: "Sorry About The Bike" in chalk on the blackboard');
    expect(board.brief.typeSurface).toEqual({ kind: 'chalkboard' });
    server.script(
      reply.json({ ...modelAnswer(), environment: { setting: 'pool', time: 'dusk', weather: 'clear', effects: [] } }),
    );
    const pool = await makeRefiner().refine('skate punk, shopping cart on fire in an empty swimming pool');
    expect(pool.brief.environment).toMatchObject({ setting: 'pool', drained: true });
  });

  it('drops a title the idea never states', async () => {
    server.script(reply.json({ ...modelAnswer(), title: 'Lighthouse Dreams', artist: 'The Keepers' }));
    const result = await makeRefiner().refine(IDEA);
    expect(result.brief.title).toBeUndefined();
    expect(result.brief.artist).toBeUndefined();
    expect(result.brief.style).toBe(modelAnswer().style);
  });

  it('ends the prompt with the suffix exactly once', async () => {
    server.script(
      reply.json({ ...modelAnswer(), refinedPrompt: 'A lighthouse at dusk, dream pop haze, square album cover.' }),
      reply.json({ ...modelAnswer(), refinedPrompt: 'A lighthouse at dusk, Professional Music Artwork.' }),
    );
    const refiner = makeRefiner();
    const appended = await refiner.refine(IDEA);
    expect(appended.refinedPrompt).toBe(`A lighthouse at dusk, dream pop haze, square album cover, ${PROMPT_SUFFIX}`);
    const normalised = await refiner.refine(IDEA);
    expect(normalised.refinedPrompt).toBe(`A lighthouse at dusk, ${PROMPT_SUFFIX}`);
  });

  it('retries a 500 once and uses the second answer', async () => {
    server.script(reply.serverError(), reply.json(modelAnswer()));
    const result = await makeRefiner().refine(IDEA);
    expect(server.requests).toHaveLength(2);
    expect(result.brief.genre).toBe('dream-pop');
  });

  it('sends no Authorization header when no key is configured', async () => {
    server.script(reply.json(modelAnswer()));
    const result = await makeRefiner({ apiKey: undefined }).refine(IDEA);
    expect(result.brief.genre).toBe('dream-pop');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('llmRefiner: falls back to the built-in refinement', () => {
  /** Refines IDEA and checks the answer is the built-in one, with one warning whose reason matches. */
  async function expectFallback(refiner: ReturnType<typeof makeRefiner>, reason: RegExp) {
    const result = await refiner.refine(IDEA);
    expect(result).toEqual(refineIdea(IDEA));
    expect(server.requests.length).toBeGreaterThan(0);
    const warned = warnings();
    expect(warned).toHaveLength(1);
    expect(String(warned[0]?.reason)).toMatch(reason);
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
    return result;
  }

  it('on an answer that is not JSON', async () => {
    server.script(reply.content('Sure! A lighthouse, teal and rose, very dreamy.'));
    await expectFallback(makeRefiner(), /not JSON/);
  });

  it('on JSON that misses required fields', async () => {
    const { style: _style, ...withoutStyle } = modelAnswer();
    server.script(reply.json(withoutStyle));
    await expectFallback(makeRefiner(), /did not match.*style/);
  });

  it('on a palette with fewer than three usable colours', async () => {
    server.script(
      reply.json({
        ...modelAnswer(),
        palette: [
          { hex: '#0e3b43', name: 'deep teal' },
          { hex: 'rose', name: 'rose' },
          { hex: '#12345', name: 'broken' },
        ],
      }),
    );
    await expectFallback(makeRefiner(), /1 usable palette colours/);
  });

  it('on an empty choices array', async () => {
    server.script(reply.noChoices());
    await expectFallback(makeRefiner(), /no choices/);
  });

  it('on a 500 that persists through the retry', async () => {
    server.script(reply.serverError(), reply.serverError());
    await expectFallback(makeRefiner(), /HTTP 500/);
    expect(server.requests).toHaveLength(2);
  });

  it('on a 401, without retrying and without logging the key', async () => {
    server.script(reply.unauthorized(`Incorrect API key provided: ${API_KEY}.`));
    await expectFallback(makeRefiner(), /HTTP 401 invalid_api_key/);
    expect(server.requests).toHaveLength(1);
  });

  it('on a server that never answers, within the time budget', async () => {
    server.script(reply.hang(), reply.hang());
    const started = Date.now();
    await expectFallback(makeRefiner({ timeoutMs: 1000 }), /no answer within 1000 ms/);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(2500);
  });

  it('on a 429 whose Retry-After outlasts the time budget', async () => {
    server.script(reply.rateLimited(5), reply.json(modelAnswer()));
    const started = Date.now();
    await expectFallback(makeRefiner({ timeoutMs: 1000 }), /no answer within 1000 ms/);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('on a server that is not there', async () => {
    const gone = await startLlmChatServer();
    await gone.close();
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
    const refiner = llmRefiner({
      baseUrl: gone.baseUrl,
      apiKey: API_KEY,
      model: MODEL,
      timeoutMs: 2000,
      maxRetries: 0,
      fallback: new BuiltinRefiner(),
      logger,
    });
    expect(await refiner.refine(IDEA)).toEqual(refineIdea(IDEA));
    expect(String(warnings()[0]?.reason)).toMatch(/could not connect/);
  });
});

describe('llmRefiner: ideas and cancellation', () => {
  it('refuses a blank or over-long idea as the built-in does, without calling the model', async () => {
    const refiner = makeRefiner();
    await expect(refiner.refine('   ')).rejects.toBeInstanceOf(RefineValidationError);
    await expect(refiner.refine('x'.repeat(IDEA_MAX_LENGTH + 1))).rejects.toThrow(/under 1000 characters/);
    await expect(refiner.refine('')).rejects.toThrow('Describe your album cover idea.');
    expect(server.requests).toHaveLength(0);
  });

  it("stops when the caller's signal aborts, rather than answering", async () => {
    server.script(reply.hang());
    const controller = new AbortController();
    const pending = makeRefiner({ timeoutMs: 5000 }).refine(IDEA, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller went away')), 200);
    const started = Date.now();
    await expect(pending).rejects.toThrow('caller went away');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(warnings()).toEqual([]);
  });
});
