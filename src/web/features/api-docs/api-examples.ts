/**
 * The planned public API (docs/spec.md §3 'API documentation examples'): endpoints with request and response
 * examples, the authentication example in three languages, the plans' daily limits and the SDKs. The API is
 * not served yet; these are the shapes it is planned to have. Examples use the site's own data.
 */
import { sampleImageUrl } from '../../../shared/content/sample-art.ts';
import { STYLES } from '../../../shared/content/styles.ts';
import { TEMPLATES } from '../../../shared/content/templates.ts';
import type { PlanId } from '../../../shared/plans.ts';

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
  note?: string;
}

/** Requests per day for each plan's API key (docs/spec.md §9). */
export const RATE_LIMITS: readonly { plan: PlanId; name: string; perDay: number }[] = [
  { plan: 'starter', name: 'Starter', perDay: 100 },
  { plan: 'pro', name: 'Pro', perDay: 500 },
  { plan: 'studio', name: 'Studio', perDay: 2000 },
];

export const SDKS: readonly { name: string; description: string }[] = [
  { name: 'JavaScript', description: 'For browsers and front-end apps, typed for TypeScript.' },
  { name: 'Python', description: 'For scripts, notebooks and release pipelines.' },
  { name: 'Node.js', description: 'For servers, bots and build tools.' },
  { name: 'Swift', description: 'For iOS and macOS apps.' },
];

export const AUTH_LANGUAGES = ['curl', 'javascript', 'python'] as const;
export type AuthLanguage = (typeof AUTH_LANGUAGES)[number];

const json = (value: unknown) => JSON.stringify(value, null, 2);
/** A string literal in single quotes, as JavaScript and Python both read it. */
const singleQuoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const EXAMPLE_PROMPT = 'Neon city skyline at midnight, synthwave, magenta and cyan';
const EXAMPLE_STYLE = STYLES[0]?.slug ?? 'neon-synthwave';

/** Where the API will live on this site. */
export const apiBase = (origin: string) => `${origin}/api/v1`;

export function endpoints(origin: string): Endpoint[] {
  const base = apiBase(origin);
  const getRequest = (path: string) => `curl ${base}${path} \\\n  -H "Authorization: Bearer YOUR_API_KEY"`;
  return [
    {
      id: 'generate',
      method: 'POST',
      path: '/generate',
      title: 'Generate album art',
      description: 'Turns a written idea into a square cover. One generation uses one credit.',
      request: {
        label: 'generate request',
        code: json({ prompt: EXAMPLE_PROMPT, style: EXAMPLE_STYLE, resolution: '3000x3000' }),
      },
      response: {
        label: 'generate response',
        code: json({ image_url: `${base}/images/gen_7d2c9a41.png`, credits_used: 1, generation_time: 4.2 }),
      },
    },
    {
      id: 'styles',
      method: 'GET',
      path: '/styles',
      title: 'List styles',
      description: 'The style presets you can pass as style when generating.',
      request: { label: 'styles request', code: getRequest('/styles') },
      response: {
        label: 'styles response',
        code: json({ styles: STYLES.map((s) => ({ id: s.slug, name: s.name })) }),
      },
    },
    {
      id: 'templates',
      method: 'GET',
      path: '/templates',
      title: 'List templates',
      description: 'Ready-made starting points, each with a preview image.',
      request: { label: 'templates request', code: getRequest('/templates') },
      response: {
        label: 'templates response',
        code: json({
          templates: TEMPLATES.slice(0, 3).map((t) => ({
            id: t.slug,
            name: t.title,
            preview: `${origin}${sampleImageUrl(t.art)}`,
          })),
        }),
      },
      note: `The answer lists every template (${TEMPLATES.length} today); the first three are shown.`,
    },
    {
      id: 'upscale',
      method: 'POST',
      path: '/upscale',
      title: 'Upscale an image',
      description: 'Enlarges a generated cover for print and distribution.',
      request: {
        label: 'upscale request',
        code: json({ image_url: `${base}/images/gen_7d2c9a41.png`, scale_factor: 2 }),
      },
      response: {
        label: 'upscale response',
        code: json({
          upscaled_url: `${base}/images/gen_7d2c9a41@2x.png`,
          original_size: '1500x1500',
          new_size: '3000x3000',
        }),
      },
    },
  ];
}

/** The authentication example: a generate call with the API key as a bearer token. */
export function authExamples(origin: string): Record<AuthLanguage, string> {
  const url = `${apiBase(origin)}/generate`;
  const body = { prompt: EXAMPLE_PROMPT, style: EXAMPLE_STYLE, resolution: '3000x3000' };
  const quoted = JSON.stringify(body).replace(/'/g, "'\\''");
  return {
    curl: [
      `curl -X POST ${url} \\`,
      '  -H "Authorization: Bearer YOUR_API_KEY" \\',
      '  -H "Content-Type: application/json" \\',
      `  -d '${quoted}'`,
    ].join('\n'),
    javascript: [
      `const response = await fetch('${url}', {`,
      "  method: 'POST',",
      '  headers: {',
      "    Authorization: 'Bearer YOUR_API_KEY',",
      "    'Content-Type': 'application/json',",
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
      '    headers={"Authorization": "Bearer YOUR_API_KEY"},',
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
