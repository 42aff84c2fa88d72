import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiFileText, SDK_TYPES_FILE, sdkTypesText } from '../../../../scripts/write-openapi.ts';
import { PLANS } from '../../../shared/plans.ts';

describe('the OpenAPI document the API docs page is built from', () => {
  it('is what the routes describe (run `npm run openapi` after changing them)', () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiFileText());
  });

  it('types the SDK (packages/sdk/src/openapi.ts, by openapi-typescript)', async () => {
    expect(fs.readFileSync(SDK_TYPES_FILE, 'utf8')).toBe(await sdkTypesText());
  });

  it('states every plan’s daily limit from the plan catalog', () => {
    const doc = JSON.parse(openApiFileText()) as { info: { description: string } };
    for (const plan of PLANS) expect(doc.info.description).toContain(`${plan.name} ${plan.apiRequestsPerDay}`);
  });
});
