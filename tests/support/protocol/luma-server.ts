/**
 * A local stand-in for Luma's Dream Machine API (https://api.lumalabs.ai/dream-machine/v1), for tests: the image
 * generation endpoints the Luma Photon adapter uses, speaking the documented protocol so the real `lumaai` SDK
 * can talk to it. Each create request takes the next scripted behaviour (success after some polls, a failed
 * generation, one that never finishes, an HTTP error, malformed JSON...); every request is recorded.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import sharp, { type OverlayOptions } from 'sharp';
import { familyFor } from '../../../src/server/engine/faces.ts';

export const LUMA_TEST_KEY = 'luma-test-key-0123456789';
/** The default colour of the images the server makes: distinctive, so tests can recognise it in a result. */
export const LUMA_TEST_COLOUR = '#d81b8c';

export interface LumaImageSpec {
  width?: number;
  height?: number;
  /** Any colour sharp understands, e.g. '#d81b8c'. */
  colour?: string;
  /** A square of this colour over the middle half of the image (so a crop can be seen); none by default. */
  inset?: string | null;
  /** Lettering drawn across the image, as image engines sometimes add (in a face the app ships); none by default. */
  text?: string | null;
}

/** An error answer, as Luma sends them: JSON `{"detail": "..."}`. */
export interface LumaErrorAnswer {
  status: number;
  detail?: string;
  headers?: Record<string, string>;
}

interface Progress {
  /** GET answers with state 'queued' (default 1). */
  queuedPolls?: number;
  /** GET answers with state 'dreaming' after those (default 1). */
  dreamingPolls?: number;
  /** Error answers to the first GETs, before any state is reported (e.g. a 500 the SDK retries). */
  pollErrors?: LumaErrorAnswer[];
}

/** What happens to the generation made by one create request (or, for errors, to that create request). */
export type LumaBehaviour =
  | (Progress & {
      type: 'success';
      /** The image the server makes and serves at /files/{id}.png. */
      image?: LumaImageSpec;
      /** assets.image points here instead of at the server's own file. */
      imageUrl?: string;
      /** The whole assets object of the completed generation (e.g. {} for one without an image). */
      assets?: Record<string, unknown> | null;
    })
  | (Progress & { type: 'failed'; failureReason: string })
  /** Queued, then dreaming for ever. */
  | (Pick<Progress, 'queuedPolls'> & { type: 'never' })
  /** A state outside Luma's documented ones, after the usual progress. */
  | (Progress & { type: 'state'; state: string })
  /** This create request is answered with an error (a following behaviour answers the SDK's retry). */
  | (LumaErrorAnswer & { type: 'error' })
  /** A 201 (create) or 200 (poll) whose JSON body is cut short. */
  | { type: 'malformed'; on?: 'create' | 'poll' };

export interface LumaRecordedRequest {
  method: string;
  /** Path and query, e.g. /dream-machine/v1/generations/image */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON when the body is JSON, else the raw text ('' when empty). */
  body: unknown;
  /** Date.now() when the request arrived. */
  time: number;
}

export interface LumaServerOptions {
  /** The key accepted as `Authorization: Bearer <key>` (default LUMA_TEST_KEY). */
  apiKey?: string;
  /** Used when the script is empty (default: success after one queued and one dreaming poll). */
  defaultBehaviour?: LumaBehaviour;
  /** The image made for successes that do not name one (default 1024×1024 of LUMA_TEST_COLOUR). */
  image?: LumaImageSpec;
}

interface StoredGeneration {
  id: string;
  behaviour: LumaBehaviour;
  polls: number;
  createdAt: string;
  model: string;
  request: Record<string, unknown>;
}

const API_PREFIX = '/dream-machine/v1';
const MODELS = new Set(['photon-1', 'photon-flash-1']);
const ASPECT_RATIOS = new Set(['1:1', '16:9', '9:16', '4:3', '3:4', '21:9', '9:21']);

export class LumaServer {
  readonly requests: LumaRecordedRequest[] = [];
  private readonly server: http.Server;
  private readonly queue: LumaBehaviour[] = [];
  private readonly generations = new Map<string, StoredGeneration>();
  private readonly pngs = new Map<string, Promise<Buffer>>();
  private defaultBehaviour: LumaBehaviour;
  private readonly apiKey: string;
  private readonly image: Required<LumaImageSpec>;
  private origin = '';

  constructor(options: LumaServerOptions = {}) {
    this.apiKey = options.apiKey ?? LUMA_TEST_KEY;
    this.defaultBehaviour = options.defaultBehaviour ?? { type: 'success' };
    this.image = { width: 1024, height: 1024, colour: LUMA_TEST_COLOUR, inset: null, text: null, ...options.image };
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        if (!res.headersSent) json(res, 500, { detail: `test server error: ${(err as Error).message}` });
        else res.destroy();
      });
    });
  }

  /** Listens on 127.0.0.1 (a free port); baseUrl is what the SDK takes, e.g. http://127.0.0.1:PORT/dream-machine/v1. */
  async start(): Promise<{ baseUrl: string }> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return { baseUrl: this.baseUrl };
  }

  get baseUrl(): string {
    return `${this.origin}${API_PREFIX}`;
  }

  /** The server's own address, e.g. http://127.0.0.1:PORT (its images are under /files/). */
  get url(): string {
    return this.origin;
  }

  /** Queues behaviours: each create request takes the next one; when none are left, the default applies. */
  script(...behaviours: LumaBehaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  setDefault(behaviour: LumaBehaviour): this {
    this.defaultBehaviour = behaviour;
    return this;
  }

  /**
   * The service gives up: every generation still being made reports 'failed' with this reason at its next poll, and
   * those created from now on fail at their first (until `setDefault` says otherwise).
   */
  failAll(failureReason: string): this {
    const failed: LumaBehaviour = { type: 'failed', failureReason, queuedPolls: 0, dreamingPolls: 0 };
    for (const generation of this.generations.values()) {
      generation.behaviour = failed;
      generation.polls = 0;
    }
    this.queue.length = 0;
    return this.setDefault(failed);
  }

  /** Forgets the script, the recorded requests and the generations (between tests). */
  reset(): void {
    this.queue.length = 0;
    this.requests.length = 0;
    this.generations.clear();
    this.pngs.clear();
  }

  /** Recorded requests, optionally only those to a path under the API prefix, e.g. requestsTo('POST', '/generations/image'). */
  requestsTo(method: string, apiPath?: string | RegExp): LumaRecordedRequest[] {
    return this.requests.filter((r) => {
      if (r.method !== method) return false;
      if (apiPath === undefined) return true;
      const rel = r.path.startsWith(API_PREFIX) ? r.path.slice(API_PREFIX.length) : r.path;
      return typeof apiPath === 'string' ? rel === apiPath : apiPath.test(rel);
    });
  }

  /** Stops listening and destroys open (keep-alive) connections. */
  async close(): Promise<void> {
    if (!this.server.listening) return;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const path = req.url ?? '/';
    let body: unknown = raw;
    if (raw && /json/i.test(String(req.headers['content-type'] ?? ''))) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body, time: Date.now() });

    const url = new URL(path, 'http://localhost');
    const file = /^\/files\/([0-9a-f-]+)\.png$/.exec(url.pathname);
    if (file && (req.method === 'GET' || req.method === 'HEAD')) return this.serveImage(file[1]!, res);
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) return json(res, 404, { detail: 'Not Found' });
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) return json(res, 401, { detail: 'Invalid API key' });

    const route = url.pathname.slice(API_PREFIX.length);
    if (route === '/generations/image') {
      if (req.method !== 'POST') return json(res, 405, { detail: 'Method Not Allowed' });
      return this.create(body, res);
    }
    const one = /^\/generations\/([^/]+)$/.exec(route);
    if (one) {
      const generation = this.generations.get(one[1]!);
      if (!generation) return json(res, 404, { detail: 'Generation not found' });
      if (req.method === 'GET') return this.poll(generation, res);
      if (req.method === 'DELETE') {
        this.generations.delete(generation.id);
        res.writeHead(204).end();
        return;
      }
      return json(res, 405, { detail: 'Method Not Allowed' });
    }
    return json(res, 404, { detail: 'Not Found' });
  }

  private create(body: unknown, res: http.ServerResponse): void {
    if (!body || typeof body !== 'object') return json(res, 400, { detail: 'Invalid request body' });
    const b = body as Record<string, unknown>;
    if (typeof b.model !== 'string' || !MODELS.has(b.model)) {
      return json(res, 400, { detail: `Invalid model: ${String(b.model)}` });
    }
    if (b.aspect_ratio !== undefined && !ASPECT_RATIOS.has(String(b.aspect_ratio))) {
      return json(res, 400, { detail: `Invalid aspect ratio: ${String(b.aspect_ratio)}` });
    }
    const behaviour = this.queue.shift() ?? this.defaultBehaviour;
    if (behaviour.type === 'error') return errorAnswer(res, behaviour);
    if (behaviour.type === 'malformed' && behaviour.on !== 'poll') return malformed(res, 201);

    const generation: StoredGeneration = {
      id: randomUUID(),
      behaviour,
      polls: 0,
      createdAt: new Date().toISOString(),
      model: b.model,
      request: { generation_type: 'image', ...b },
    };
    this.generations.set(generation.id, generation);
    json(res, 201, this.view(generation, 'queued'));
  }

  private poll(generation: StoredGeneration, res: http.ServerResponse): void {
    const behaviour = generation.behaviour;
    if (behaviour.type === 'malformed') return malformed(res, 200);
    if (behaviour.type === 'error') return json(res, 500, { detail: 'unreachable' });
    generation.polls++;
    const pollErrors = 'pollErrors' in behaviour ? (behaviour.pollErrors ?? []) : [];
    if (generation.polls <= pollErrors.length) return errorAnswer(res, pollErrors[generation.polls - 1]!);
    const n = generation.polls - pollErrors.length;
    const queued = behaviour.queuedPolls ?? 1;
    const dreaming = behaviour.type === 'never' ? Infinity : (behaviour.dreamingPolls ?? 1);
    if (n <= queued) return json(res, 200, this.view(generation, 'queued'));
    if (n <= queued + dreaming) return json(res, 200, this.view(generation, 'dreaming'));
    if (behaviour.type === 'failed') return json(res, 200, this.view(generation, 'failed', behaviour.failureReason));
    if (behaviour.type === 'state') return json(res, 200, this.view(generation, behaviour.state));
    json(res, 200, this.view(generation, 'completed'));
  }

  /** The Generation object as Luma returns it. */
  private view(generation: StoredGeneration, state: string, failureReason: string | null = null) {
    const behaviour = generation.behaviour;
    let assets: Record<string, unknown> | null = null;
    if (state === 'completed' && behaviour.type === 'success') {
      assets =
        behaviour.assets !== undefined
          ? behaviour.assets
          : { image: behaviour.imageUrl ?? `${this.origin}/files/${generation.id}.png` };
    }
    return {
      id: generation.id,
      generation_type: 'image',
      state,
      failure_reason: failureReason,
      created_at: generation.createdAt,
      assets,
      model: generation.model,
      request: generation.request,
    };
  }

  private async serveImage(id: string, res: http.ServerResponse): Promise<void> {
    const generation = this.generations.get(id);
    if (!generation || generation.behaviour.type !== 'success') return json(res, 404, { detail: 'Not Found' });
    const spec = { ...this.image, ...generation.behaviour.image };
    let png = this.pngs.get(id);
    if (!png) {
      png = makePng(spec);
      this.pngs.set(id, png);
    }
    const bytes = await png;
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': bytes.length }).end(bytes);
  }
}

/** A solid PNG of the given size and colour, with a square of another in its middle half if asked (the server's images). */
export async function makePng(spec: LumaImageSpec = {}): Promise<Buffer> {
  const { width = 1024, height = 1024, colour = LUMA_TEST_COLOUR, inset = null, text = null } = spec;
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const layers: OverlayOptions[] = [];
  if (text) {
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f4f1ea';
    ctx.font = `${Math.round(height / 9)}px ${familyFor('archivo', 800, text).family}`;
    ctx.textAlign = 'center';
    ctx.fillText(text, width / 2, height * 0.2);
    layers.push({ input: canvas.toBuffer('image/png'), left: 0, top: 0 });
  }
  if (inset) {
    const w = Math.round(width / 2);
    const h = Math.round(height / 2);
    const square = await sharp({ create: { width: w, height: h, channels: 3, background: inset } })
      .png()
      .toBuffer();
    layers.push({ input: square, left: Math.round(width / 4), top: Math.round(height / 4) });
  }
  if (layers.length) image.composite(layers);
  return image.png({ compressionLevel: 1 }).toBuffer();
}

/**
 * For browser tests and other processes: starts a server and gives its address with the environment that
 * points the app at it (the app must run with OUTBOUND_ALLOW_PRIVATE to download its http://127.0.0.1 images).
 */
export async function startLumaServer(options: LumaServerOptions = {}): Promise<{
  server: LumaServer;
  baseUrl: string;
  env: { LUMA_BASE_URL: string; LUMA_API_KEY: string; OUTBOUND_ALLOW_PRIVATE: 'true' };
  close: () => Promise<void>;
}> {
  const server = new LumaServer(options);
  const { baseUrl } = await server.start();
  return {
    server,
    baseUrl,
    env: { LUMA_BASE_URL: baseUrl, LUMA_API_KEY: options.apiKey ?? LUMA_TEST_KEY, OUTBOUND_ALLOW_PRIVATE: 'true' },
    close: () => server.close(),
  };
}

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      ...headers,
    })
    .end(text);
}

function errorAnswer(res: http.ServerResponse, answer: LumaErrorAnswer): void {
  json(res, answer.status, { detail: answer.detail ?? http.STATUS_CODES[answer.status] ?? 'Error' }, answer.headers);
}

function malformed(res: http.ServerResponse, status: number): void {
  const text = '{"id": "5d7c0c36-4c2a-4c5f-9a39-6f1b9c1e2a44", "state": "queu';
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
