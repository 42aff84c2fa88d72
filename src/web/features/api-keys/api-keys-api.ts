/** Calls for the profile's API keys (src/shared/contracts/public-api.ts); answers are checked against the contract. */
import { z } from 'zod';
import { apiKeySchema, createdApiKeySchema } from '../../../shared/contracts/public-api.ts';
import { api } from '../../lib/api.ts';

export const API_KEYS_KEY = ['profile', 'api-keys'] as const;

const listSchema = z.object({ keys: z.array(apiKeySchema) });

export const apiKeysApi = {
  list: () => api.get('/api/profile/api-keys', { schema: listSchema, cache: 'no-store' }),
  create: (name: string) => api.post('/api/profile/api-keys', { name }, { schema: createdApiKeySchema }),
  revoke: (id: string) => api.delete(`/api/profile/api-keys/${encodeURIComponent(id)}`),
};
