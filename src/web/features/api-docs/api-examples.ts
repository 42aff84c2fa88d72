/**
 * The public API as the docs page shows it, built from the API's own OpenAPI document
 * (src/shared/generated/openapi.json, written from the server's routes and checked against them by a test): each live
 * endpoint's method, path, summary, description and error answers come from it, and every field an example shows is
 * one the document defines. The examples use the fields docs/spec.md §3 names first, then list the rest of the
 * answer's fields. Daily limits come from the plan catalog.
 */
import openapi from '../../../shared/generated/openapi.json' with { type: 'json' };
import { sampleImageUrl } from '../../../shared/content/sample-art.ts';
import { STYLES } from '../../../shared/content/styles.ts';
import { TEMPLATES } from '../../../shared/content/templates.ts';
import { API_REQUESTS_PER_SECOND, FREE_API_REQUESTS_PER_DAY, PLANS, type PlanId } from '../../../shared/plans.ts';

export type HttpMethod = 'GET' | 'POST';

export interface CodeSample {
  /** What the code is, for the copy button's label ("generate request"). */
  label: string;
  code: string;
}

export interface Endpoint {
  id: string;
  method: HttpMethod;
  path: string;
  title: string;
  description: string;
  request: CodeSample;
  response: CodeSample;
  /** The answer's other fields (the document's schema), beyond those the example shows. */
  alsoInAnswer: string[];
  /** Error answers: status and when. */
  errors: { status: string; description: string }[];
  note?: string;
}

interface DocOperation {
  summary: string;
  description: string;
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface DocSchema {
  properties?: Record<string, DocSchema>;
  items?: DocSchema;
  $ref?: string;
  example?: Record<string, unknown>;
}
const doc = openapi as unknown as {
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, DocSchema> };
};

const schemaAt = (schema: DocSchema | undefined): DocSchema | undefined =>
  schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;

/** One documented operation; the page cannot show an endpoint the API does not have. */
function operation(method: HttpMethod, path: string): DocOperation {
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${path} is not in the API's OpenAPI document`);
  return op;
}

/** The fields of the JSON answer `status` of an operation. */
function answerFields(op: DocOperation, status: string): DocSchema {
  return schemaAt(op.responses[status]?.content?.['application/json']?.schema) ?? {};
}

/** `value`, keeping only `fields` (each must be in the document's schema). */
function pick(schema: DocSchema, value: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(
    fields.map((field) => {
      if (!schema.properties?.[field]) throw new Error(`${field} is not a field of the API's answer`);
      return [field, value[field]];
    }),
  );
}

const others = (schema: DocSchema, shown: string[]) =>
  Object.keys(schema.properties ?? {}).filter((field) => !shown.includes(field));

const errorsOf = (op: DocOperation) =>
  Object.entries(op.responses)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, r]) => ({ status, description: r.description }));

/** Requests a day for each plan's keys (docs/spec.md §9), from the plan catalog. */
export const RATE_LIMITS: readonly { plan: PlanId; name: string; perDay: number }[] = PLANS.map((p) => ({
  plan: p.id,
  name: p.name,
  perDay: p.apiRequestsPerDay,
}));
export { API_REQUESTS_PER_SECOND, FREE_API_REQUESTS_PER_DAY };

/**
 * The SDK list (docs/spec.md §2). JavaScript and Node.js are one library, the TypeScript SDK in `packages/sdk`
 * (fetch and Web Crypto, so browsers and Node 20+ alike); the others are planned, and any OpenAPI generator works.
 */
export const SDKS: readonly { name: string; description: string; available: boolean }[] = [
  {
    name: 'JavaScript',
    description: 'For browsers and front-end apps, typed for TypeScript: @soundsleeve/sdk, in packages/sdk.',
    available: true,
  },
  { name: 'Python', description: 'For scripts, notebooks and release pipelines.', available: false },
  {
    name: 'Node.js',
    description: 'For servers, bots and build tools (Node 20+): the same @soundsleeve/sdk.',
    available: true,
  },
  { name: 'Swift', description: 'For iOS and macOS apps.', available: false },
];

export const AUTH_LANGUAGES = ['curl', 'javascript', 'python'] as const;
export type AuthLanguage = (typeof AUTH_LANGUAGES)[number];

const json = (value: unknown) => JSON.stringify(value, null, 2);
/** A string literal in single quotes, as JavaScript and Python both read it. */
const singleQuoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const EXAMPLE_PROMPT = 'Neon city skyline at midnight, synthwave, magenta and cyan';
const EXAMPLE_STYLE = STYLES[0]?.slug ?? 'neon-synthwave';

/** Where the API lives on this site. */
export const apiBase = (origin: string) => `${origin}/api/v1`;

export function endpoints(origin: string): Endpoint[] {
  const base = apiBase(origin);
  const getRequest = (path: string) => `curl ${base}${path} \\\n  -H "Authorization: Bearer YOUR_API_KEY"`;
  const generate = operation('POST', '/generate');
  const generation = answerFields(generate, '200');
  const exampleGeneration = {
    ...(generation.example ?? {}),
    image_url: `${base}/images/0b9f2f1e-4c1a-4d6e-9a43-5f2d1c7b8e90.jpg?size=3000&expires=1796083200&signature=…`,
    generation_time: 1.2,
  };
  const generateShown = ['image_url', 'credits_used', 'generation_time'];
  const poll = operation('GET', '/generations/{id}');
  const styles = operation('GET', '/styles');
  const styleFields = answerFields(styles, '200').properties?.styles?.items ?? {};
  const templates = operation('GET', '/templates');
  const templateFields = answerFields(templates, '200').properties?.templates?.items ?? {};
  const upscale = operation('POST', '/upscale');
  const upscaled = answerFields(upscale, '200');
  const exampleUpscale = {
    ...(upscaled.example ?? {}),
    upscaled_url: `${base}/images/5c0e7d2a-8f14-4b6b-a0d7-1e9c3b2f4a61.png?size=2048&expires=1796083200&signature=…`,
  };
  const upscaleShown = ['upscaled_url', 'original_size', 'new_size'];
  const upscaleStatus = operation('GET', '/upscales/{id}');
  return [
    {
      id: 'generate',
      method: 'POST',
      path: '/generate',
      title: generate.summary,
      description: generate.description,
      request: {
        label: 'generate request',
        code: json({ prompt: EXAMPLE_PROMPT, style: EXAMPLE_STYLE, resolution: '3000x3000' }),
      },
      response: { label: 'generate response', code: json(pick(generation, exampleGeneration, generateShown)) },
      alsoInAnswer: others(generation, generateShown),
      errors: errorsOf(generate),
      note: 'Also in the request: look (sonic or photon), seed, title, artist and webhook_url.',
    },
    {
      id: 'generation',
      method: 'GET',
      path: '/generations/{id}',
      title: poll.summary,
      description: poll.description,
      request: { label: 'generation request', code: getRequest('/generations/0b9f2f1e-4c1a-4d6e-9a43-5f2d1c7b8e90') },
      response: {
        label: 'generation response',
        code: json(pick(generation, exampleGeneration, ['id', 'status', ...generateShown])),
      },
      alsoInAnswer: others(generation, ['id', 'status', ...generateShown]),
      errors: errorsOf(poll),
    },
    {
      id: 'styles',
      method: 'GET',
      path: '/styles',
      title: styles.summary,
      description: styles.description,
      request: { label: 'styles request', code: getRequest('/styles') },
      response: {
        label: 'styles response',
        code: json({ styles: STYLES.map((s) => pick(styleFields, { id: s.slug, name: s.name }, ['id', 'name'])) }),
      },
      alsoInAnswer: others(styleFields, ['id', 'name']).map((f) => `styles[].${f}`),
      errors: errorsOf(styles),
    },
    {
      id: 'templates',
      method: 'GET',
      path: '/templates',
      title: templates.summary,
      description: templates.description,
      request: { label: 'templates request', code: getRequest('/templates') },
      response: {
        label: 'templates response',
        code: json({
          templates: TEMPLATES.slice(0, 3).map((t) =>
            pick(templateFields, { id: t.slug, name: t.title, preview: `${origin}${sampleImageUrl(t.art)}` }, [
              'id',
              'name',
              'preview',
            ]),
          ),
        }),
      },
      alsoInAnswer: others(templateFields, ['id', 'name', 'preview']).map((f) => `templates[].${f}`),
      errors: errorsOf(templates),
      note: `The answer lists every template (${TEMPLATES.length} today); the first three are shown.`,
    },
    {
      id: 'upscale',
      method: 'POST',
      path: '/upscale',
      title: upscale.summary,
      description: upscale.description,
      request: {
        label: 'upscale request',
        code: json({ image_url: exampleGeneration.image_url, scale_factor: 2 }),
      },
      response: { label: 'upscale response', code: json(pick(upscaled, exampleUpscale, upscaleShown)) },
      alsoInAnswer: others(upscaled, upscaleShown),
      errors: errorsOf(upscale),
      note: 'Also in the request: generation_id (instead of image_url), denoise and sharpen; or send the image itself as the body (Content-Type: image/png, image/jpeg or image/webp) with ?scale_factor=2.',
    },
    {
      id: 'upscale-status',
      method: 'GET',
      path: '/upscales/{id}',
      title: upscaleStatus.summary,
      description: upscaleStatus.description,
      request: { label: 'upscale status request', code: getRequest('/upscales/5c0e7d2a-8f14-4b6b-a0d7-1e9c3b2f4a61') },
      response: {
        label: 'upscale status response',
        code: json(pick(upscaled, exampleUpscale, ['id', 'status', 'progress', ...upscaleShown])),
      },
      alsoInAnswer: others(upscaled, ['id', 'status', 'progress', ...upscaleShown]),
      errors: errorsOf(upscaleStatus),
    },
  ];
}

/** The authentication example: a generate call with the API key as a bearer token, answered once the cover is ready. */
export function authExamples(origin: string): Record<AuthLanguage, string> {
  const url = `${apiBase(origin)}/generate`;
  const body = { prompt: EXAMPLE_PROMPT, style: EXAMPLE_STYLE, resolution: '3000x3000' };
  const quoted = JSON.stringify(body).replace(/'/g, "'\\''");
  return {
    curl: [
      `curl -X POST ${url} \\`,
      '  -H "Authorization: Bearer YOUR_API_KEY" \\',
      '  -H "Content-Type: application/json" \\',
      '  -H "Prefer: wait" \\',
      `  -d '${quoted}'`,
    ].join('\n'),
    javascript: [
      `const response = await fetch('${url}', {`,
      "  method: 'POST',",
      '  headers: {',
      "    Authorization: 'Bearer YOUR_API_KEY',",
      "    'Content-Type': 'application/json',",
      "    Prefer: 'wait',",
      '  },',
      '  body: JSON.stringify({',
      `    prompt: ${singleQuoted(body.prompt)},`,
      `    style: '${body.style}',`,
      `    resolution: '${body.resolution}',`,
      '  }),',
      '});',
      'const { image_url } = await response.json();',
    ].join('\n'),
    python: [
      'import requests',
      '',
      'response = requests.post(',
      `    "${url}",`,
      '    headers={"Authorization": "Bearer YOUR_API_KEY", "Prefer": "wait"},',
      '    json={',
      `        "prompt": ${singleQuoted(body.prompt)},`,
      `        "style": "${body.style}",`,
      `        "resolution": "${body.resolution}",`,
      '    },',
      ')',
      'print(response.json()["image_url"])',
    ].join('\n'),
  };
}
