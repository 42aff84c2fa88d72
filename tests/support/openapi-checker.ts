import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI document is read as plain JSON
type OpenApiDocument = Record<string, any>;

/** JSON Pointer escaping of one path segment. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The app's OpenAPI document (GET /api/v1/openapi.json), validated once by a real OpenAPI 3.1 validator, and a check
 * of any answer against it: its path and status must be documented, and a JSON body must match the documented
 * schema (JSON Schema 2020-12, $refs into the document's components).
 */
export function openApiChecker(app: () => { request: (path: string) => Response | Promise<Response> }) {
  let loaded: Promise<{ doc: OpenApiDocument; ajv: Ajv2020 }> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const res = await app().request('/api/v1/openapi.json');
      expect(res.status).toBe(200);
      const doc = (await res.json()) as OpenApiDocument;
      const validator = new Validator();
      const result = await validator.validate(structuredClone(doc));
      expect(result.errors ?? [], 'the OpenAPI document is valid').toEqual([]);
      expect(result.valid).toBe(true);
      // Keywords OpenAPI adds to JSON Schema (example, discriminator...) are not validation keywords.
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      ajv.addSchema(doc, 'openapi.json');
      return { doc, ajv };
    })());

  /** The documented path template an actual path (under the document's server) matches. */
  const templateOf = (doc: OpenApiDocument, path: string) => {
    const relative = path.replace(/^\/api\/v1/, '').split('?')[0]!;
    return Object.keys(doc.paths).find((template) => {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      return pattern.test(relative);
    });
  };

  return {
    async document() {
      return (await load()).doc;
    },
    /** Fails unless `status` and `body` are what the document says `method path` answers. */
    async check(method: string, path: string, status: number, body: unknown) {
      const { doc, ajv } = await load();
      const template = templateOf(doc, path);
      expect(template, `${path} is documented`).toBeDefined();
      const operation = doc.paths[template!][method.toLowerCase()];
      expect(operation, `${method} ${template} is documented`).toBeDefined();
      const response = operation.responses[String(status)];
      expect(response, `${method} ${template} documents status ${status}`).toBeDefined();
      if (body === null) return;
      const ref = `openapi.json#/paths/${pointer(template!)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
      const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
      const valid = validate(body);
      expect(validate.errors ?? [], `${method} ${path} ${status} matches the document`).toEqual([]);
      expect(valid).toBe(true);
    },
  };
}
