/**
 * A local OpenAI-compatible chat-completions server for tests: POST /v1/chat/completions answers with the
 * documented chat.completion object, or an OpenAI-shaped error. Tests script the next answers and read back
 * the requests it received. Answers are used in order; once the script runs out the server answers 500, so a
 * test never passes on an answer it did not ask for.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatReply =
  /** A completion whose message content is exactly this text. */
  | { kind: 'content'; content: string; finishReason?: string }
  /** An error status with the OpenAI error body {"error": {message, type, param, code}}. */
  | {
      kind: 'error';
      status: number;
      message: string;
      type: string;
      code: string | null;
      headers?: Record<string, string>;
    }
  /** A completion with an empty choices array. */
  | { kind: 'no-choices' }
  /** Never answers (the connection stays open until the client gives up or the server closes). */
  | { kind: 'hang' };

export interface RecordedChatRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: ChatRequestBody | undefined;
}

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string };
  temperature?: number;
  [key: string]: unknown;
}

/** Replies for the usual cases. */
export const reply = {
  /** The value as JSON message content. */
  json: (value: unknown): ChatReply => ({ kind: 'content', content: JSON.stringify(value) }),
  /** The value as JSON inside a ```json fence, with a sentence around it, as chatty models answer. */
  fencedJson: (value: unknown): ChatReply => ({
    kind: 'content',
    content: `Here is the scene:\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\nEnjoy!`,
  }),
  content: (content: string, finishReason = 'stop'): ChatReply => ({ kind: 'content', content, finishReason }),
  serverError: (message = 'The server had an error while processing your request.'): ChatReply => ({
    kind: 'error',
    status: 500,
    message,
    type: 'server_error',
    code: null,
  }),
  unauthorized: (message = 'Incorrect API key provided.'): ChatReply => ({
    kind: 'error',
    status: 401,
    message,
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  }),
  rateLimited: (retryAfterSeconds: number): ChatReply => ({
    kind: 'error',
    status: 429,
    message: 'Rate limit reached for requests. Please try again later.',
    type: 'requests',
    code: 'rate_limit_exceeded',
    headers: { 'retry-after': String(retryAfterSeconds) },
  }),
  noChoices: (): ChatReply => ({ kind: 'no-choices' }),
  hang: (): ChatReply => ({ kind: 'hang' }),
};

export interface LlmChatServer {
  /** The API root including /v1, as a client's baseURL. */
  baseUrl: string;
  /** Every request received, in order. */
  requests: RecordedChatRequest[];
  /** Queues the next answers. */
  script(...replies: ChatReply[]): void;
  /** Forgets queued answers and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

let completionCount = 0;

export async function startLlmChatServer(): Promise<LlmChatServer> {
  const queue: ChatReply[] = [];
  const requests: RecordedChatRequest[] = [];

  const sendJson = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const sendError = (
    res: http.ServerResponse,
    status: number,
    error: { message: string; type: string; code: string | null; param?: string | null },
    headers: Record<string, string> = {},
  ) => sendJson(res, status, { error: { param: null, ...error } }, headers);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: ChatRequestBody | undefined;
      try {
        body = text ? (JSON.parse(text) as ChatRequestBody) : undefined;
      } catch {
        body = undefined;
      }
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

      if (path !== '/v1/chat/completions') {
        return sendError(res, 404, { message: `Unknown path ${path}`, type: 'invalid_request_error', code: null });
      }
      if (req.method !== 'POST') {
        return sendError(res, 405, { message: 'Use POST', type: 'invalid_request_error', code: null });
      }
      if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
        return sendError(res, 400, {
          message: 'The request needs a JSON body with model and messages.',
          type: 'invalid_request_error',
          code: null,
        });
      }
      const next = queue.shift() ?? {
        kind: 'error',
        status: 500,
        message: 'No scripted reply left',
        type: 'server_error',
        code: null,
      };
      switch (next.kind) {
        case 'hang':
          return; // the socket stays open; close() ends it
        case 'error':
          return sendError(res, next.status, { message: next.message, type: next.type, code: next.code }, next.headers);
        case 'no-choices':
        case 'content': {
          completionCount += 1;
          const content = next.kind === 'content' ? next.content : '';
          const choices =
            next.kind === 'content'
              ? [
                  {
                    index: 0,
                    message: { role: 'assistant', content, refusal: null },
                    logprobs: null,
                    finish_reason: next.finishReason ?? 'stop',
                  },
                ]
              : [];
          const promptTokens = body.messages.reduce((n, m) => n + Math.ceil(String(m.content).length / 4), 0);
          const completionTokens = Math.ceil(content.length / 4);
          return sendJson(res, 200, {
            id: `chatcmpl-test${completionCount}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices,
            usage: {
              prompt_tokens: promptTokens,
              completion_tokens: completionTokens,
              total_tokens: promptTokens + completionTokens,
            },
            system_fingerprint: 'fp_test',
          });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => void queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
