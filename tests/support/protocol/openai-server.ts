import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

/**
 * A local stand-in for the OpenAI wire protocol (and the Lovable AI gateway, which speaks the chat-completions
 * dialect with `message.images`), for tests of the image adapters with the real `openai` SDK.
 *
 * - `POST /v1/images/generations` → `{created, data: [{b64_json | url, revised_prompt}]}`
 * - `POST /v1/chat/completions` → a chat completion whose `choices[0].message.images[0].image_url.url` holds the
 *   image (a data URL, or a URL)
 * - `GET /files/<name>` → files the server was told to serve (images for `url` answers)
 *
 * Errors use the documented envelope `{"error": {"message", "type", "param", "code"}}`. Each request takes the
 * next queued behaviour (`queue(behaviour, times)`); with nothing queued it answers with a success.
 */

export interface Images {
  /** 1024 × 1024, solid SQUARE_COLOUR. */
  square: Buffer;
  /** 1792 × 1024: the centre 1024² is WIDE_CENTRE_COLOUR, the 384 px bands either side WIDE_EDGE_COLOUR. */
  wide: Buffer;
}

export const SQUARE_COLOUR = { r: 0x1f, g: 0xa3, b: 0xc8 };
export const WIDE_CENTRE_COLOUR = { r: 0xd0, g: 0x2f, b: 0x8a };
export const WIDE_EDGE_COLOUR = { r: 0x20, g: 0xc0, b: 0x30 };

export type Behaviour =
  /** Success with the image inline: `b64_json` (images) or a `data:image/png;base64,…` URL (chat). */
  | { kind: 'b64'; image?: Buffer; mime?: string }
  /** Success with an image URL: `url` if given, else the image served by this server at /files/<n>.png. */
  | { kind: 'url'; url?: string; image?: Buffer; contentType?: string }
  /** Any documented error: status plus the `error` object; extra headers (e.g. retry-after) optional. */
  | {
      kind: 'error';
      status: number;
      message: string;
      type: string | null;
      code: string | null;
      param?: string | null;
      headers?: Record<string, string>;
    }
  /** Never answers (the socket stays open until the client gives up or the server closes). */
  | { kind: 'hang' }
  /** 200 with `content-type: application/json` and a body that is not JSON. */
  | { kind: 'malformed' }
  /** 200 with valid JSON but no image (images: `data: []`; chat: a message with `text` and no images). */
  | { kind: 'empty'; text?: string }
  /** Chat only: the model answers with text declining to draw (no image). */
  | { kind: 'refusal'; text?: string };

export type ErrorBehaviour = Extract<Behaviour, { kind: 'error' }>;

export const behaviours = {
  b64: (image?: Buffer): Behaviour => ({ kind: 'b64', image }),
  url: (url?: string, image?: Buffer): Behaviour => ({ kind: 'url', url, image }),
  hang: (): Behaviour => ({ kind: 'hang' }),
  malformed: (): Behaviour => ({ kind: 'malformed' }),
  empty: (text?: string): Behaviour => ({ kind: 'empty', text }),
  refusal: (text?: string): Behaviour => ({ kind: 'refusal', text }),
  invalidKey: (): ErrorBehaviour => ({
    kind: 'error',
    status: 401,
    message:
      'Incorrect API key provided: sk-wrong***********key1. You can find your API key at https://platform.openai.com/account/api-keys.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  }),
  missingKey: (): ErrorBehaviour => ({
    kind: 'error',
    status: 401,
    message:
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    type: 'invalid_request_error',
    code: null,
  }),
  /** dall-e-3's refusal. */
  contentPolicy: (): ErrorBehaviour => ({
    kind: 'error',
    status: 400,
    message:
      'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.',
    type: 'invalid_request_error',
    code: 'content_policy_violation',
  }),
  /** gpt-image-1's refusal. */
  moderationBlocked: (): ErrorBehaviour => ({
    kind: 'error',
    status: 400,
    message:
      'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_0123456789abcdef.',
    type: 'image_generation_user_error',
    code: 'moderation_blocked',
  }),
  invalidParam: (param = 'size'): ErrorBehaviour => ({
    kind: 'error',
    status: 400,
    message: `Invalid value for '${param}'.`,
    type: 'invalid_request_error',
    code: 'invalid_value',
    param,
  }),
  /** 429 rate limit with `Retry-After: <seconds>`. */
  rateLimited: (retryAfterSeconds = 1): ErrorBehaviour => ({
    kind: 'error',
    status: 429,
    message:
      'Rate limit reached for gpt-image-1 in organization org-test on images per minute (IPM): Limit 5, Used 5, Requested 1. Please try again in 1s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  insufficientQuota: (): ErrorBehaviour => ({
    kind: 'error',
    status: 429,
    message: 'You exceeded your current quota, please check your plan and billing details.',
    type: 'insufficient_quota',
    code: 'insufficient_quota',
  }),
  /** The Lovable AI gateway's "out of credits". */
  paymentRequired: (): ErrorBehaviour => ({
    kind: 'error',
    status: 402,
    message: 'Payment required: add credits to your Lovable workspace to keep using AI.',
    type: 'payment_required',
    code: 'payment_required',
  }),
  serverError: (): ErrorBehaviour => ({
    kind: 'error',
    status: 500,
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  }),
};

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when there was none or it was not JSON). */
  body: Record<string, unknown> | undefined;
  /** performance.now() when the request arrived. */
  receivedAt: number;
}

export interface OpenAiServerOptions {
  /** When set, every API request must carry `Authorization: Bearer <apiKey>` or gets a documented 401. */
  apiKey?: string;
}

export class OpenAiProtocolServer {
  readonly requests: RecordedRequest[] = [];
  images!: Images;
  baseUrl = '';
  /** Origin of the server (for /files/… URLs), e.g. http://127.0.0.1:54321. */
  origin = '';
  private readonly server: http.Server;
  private readonly sockets = new Set<Socket>();
  private readonly pending: Behaviour[] = [];
  private readonly files = new Map<string, { body: Buffer; contentType: string }>();
  private fileCount = 0;
  private apiKey: string | undefined;

  constructor(options: OpenAiServerOptions = {}) {
    this.apiKey = options.apiKey;
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<{ baseUrl: string }> {
    const [square, wide] = await Promise.all([
      sharp({ create: { width: 1024, height: 1024, channels: 3, background: SQUARE_COLOUR } })
        .png()
        .toBuffer(),
      sharp({ create: { width: 1792, height: 1024, channels: 3, background: WIDE_EDGE_COLOUR } })
        .composite([
          {
            input: { create: { width: 1024, height: 1024, channels: 3, background: WIDE_CENTRE_COLOUR } },
            left: 384,
            top: 0,
          },
        ])
        .png()
        .toBuffer(),
    ]);
    this.images = { square, wide };
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.baseUrl = `${this.origin}/v1`;
    return { baseUrl: this.baseUrl };
  }

  /** The next `times` API requests get `behaviour` (in order after anything already queued). */
  queue(behaviour: Behaviour, times = 1): this {
    for (let i = 0; i < times; i++) this.pending.push(behaviour);
    return this;
  }

  /** Serves `body` at /files/<name> and returns its absolute URL. */
  serveFile(name: string, body: Buffer, contentType = 'image/png'): string {
    this.files.set(name, { body, contentType });
    return `${this.origin}/files/${name}`;
  }

  setApiKey(apiKey: string | undefined): void {
    this.apiKey = apiKey;
  }

  /** Forgets requests and queued behaviours (between tests). */
  reset(): void {
    this.requests.length = 0;
    this.pending.length = 0;
  }

  /** API requests (not file downloads) recorded so far. */
  get apiRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith('/v1/'));
  }

  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.server.closeAllConnections();
    await closed;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> | undefined;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    } catch {
      body = undefined;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    this.requests.push({ method: req.method ?? '', path, headers: req.headers, body, receivedAt });

    if (req.method === 'GET' && path.startsWith('/files/')) {
      const file = this.files.get(decodeURIComponent(path.slice('/files/'.length)));
      if (!file) return sendError(res, 404, 'File not found.', 'invalid_request_error', null);
      res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.body.length }).end(file.body);
      return;
    }
    const endpoint =
      req.method === 'POST' && path === '/v1/images/generations'
        ? 'images'
        : req.method === 'POST' && path === '/v1/chat/completions'
          ? 'chat'
          : undefined;
    if (!endpoint) {
      return sendError(res, 404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error', null);
    }
    if (this.apiKey !== undefined) {
      const auth = req.headers.authorization;
      if (!auth) return answerError(res, behaviours.missingKey());
      if (auth !== `Bearer ${this.apiKey}`) return answerError(res, behaviours.invalidKey());
    }
    if (!body)
      return sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    if (typeof body.model !== 'string') {
      return sendError(
        res,
        400,
        "Missing required parameter: 'model'.",
        'invalid_request_error',
        'missing_required_parameter',
        'model',
      );
    }

    const behaviour = this.pending.shift() ?? behaviours.b64();
    switch (behaviour.kind) {
      case 'error':
        return answerError(res, behaviour);
      case 'hang':
        return; // never answered; close() destroys the socket
      case 'malformed':
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"created": 1713833628, "data": [{"b64_json": "iVBO');
        return;
      case 'empty':
        return sendJson(
          res,
          200,
          endpoint === 'images' ? imagesBody([]) : chatBody(body.model, behaviour.text ?? '', []),
        );
      case 'refusal': {
        const text =
          behaviour.text ?? "I'm sorry, but I can't create that image because it may violate content guidelines.";
        if (endpoint === 'chat') return sendJson(res, 200, chatBody(body.model, text, []));
        return answerError(res, behaviours.contentPolicy());
      }
      case 'b64': {
        const image = behaviour.image ?? this.images.square;
        const b64 = image.toString('base64');
        if (endpoint === 'images') {
          return sendJson(res, 200, imagesBody([{ b64_json: b64, revised_prompt: String(body.prompt ?? '') }]));
        }
        return sendJson(
          res,
          200,
          chatBody(body.model, 'Here is your album cover.', [`data:${behaviour.mime ?? 'image/png'};base64,${b64}`]),
        );
      }
      case 'url': {
        const url =
          behaviour.url ??
          this.serveFile(`${++this.fileCount}.png`, behaviour.image ?? this.images.square, behaviour.contentType);
        if (endpoint === 'images')
          return sendJson(res, 200, imagesBody([{ url, revised_prompt: String(body.prompt ?? '') }]));
        return sendJson(res, 200, chatBody(body.model, 'Here is your album cover.', [url]));
      }
    }
  }
}

function imagesBody(data: Record<string, unknown>[]) {
  return {
    created: Math.floor(Date.now() / 1000),
    data,
    usage: {
      total_tokens: 4200,
      input_tokens: 40,
      output_tokens: 4160,
      input_tokens_details: { text_tokens: 40, image_tokens: 0 },
    },
  };
}

function chatBody(model: string, text: string, imageUrls: string[]) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: {
          role: 'assistant',
          content: text,
          ...(imageUrls.length ? { images: imageUrls.map((url) => ({ type: 'image_url', image_url: { url } })) } : {}),
        },
      },
    ],
    usage: { prompt_tokens: 30, completion_tokens: 1290, total_tokens: 1320 },
  };
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res
    .writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers })
    .end(text);
}

function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  type: string | null,
  code: string | null,
  param: string | null = null,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, { error: { message, type, param, code } }, headers);
}

function answerError(res: http.ServerResponse, b: ErrorBehaviour) {
  sendError(res, b.status, b.message, b.type, b.code, b.param ?? null, b.headers);
}

/** The sRGB colour of one pixel of an encoded image. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const px = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return { r: px[0]!, g: px[1]!, b: px[2]! };
}

/** Largest per-channel difference between two colours. */
export function colourDistance(a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }): number {
  return Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
}

/** What a promise rejected with, and after how many milliseconds (fails the test if it resolved). */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const outcome = await promise.then(
    () => ({ resolved: true as const }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  if (outcome.resolved) throw new Error('Expected the promise to reject, but it resolved.');
  return { error: outcome.error, ms: performance.now() - started };
}
