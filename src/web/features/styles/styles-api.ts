/** Calls behind custom styles (/api/styles): one's own, the shared ones, saving, changing and removing them. */
import {
  customStyleListSchema,
  customStyleSchema,
  type CustomStyle,
  type StyleInput,
  type StyleUpdate,
} from '../../../shared/contracts/custom-styles.ts';
import { api, unwrap } from '../../lib/api.ts';

export const MY_STYLES_KEY = ['styles', 'mine'] as const;
export const SHARED_STYLES_KEY = ['styles', 'shared'] as const;

export const fetchMyStyles = async (): Promise<CustomStyle[]> =>
  (await unwrap(api.get('/api/styles/mine', { schema: customStyleListSchema }), 'Your styles could not be loaded.'))
    .items;

export const fetchSharedStyles = async (): Promise<CustomStyle[]> =>
  (await unwrap(api.get('/api/styles', { schema: customStyleListSchema }), 'Shared styles could not be loaded.')).items;

export const saveStyle = (input: StyleInput) =>
  api.post('/api/styles', input, { schema: customStyleSchema, fallback: 'The style could not be saved.' });

export const updateStyle = (id: string, update: StyleUpdate) =>
  api.patch(`/api/styles/${encodeURIComponent(id)}`, update, {
    schema: customStyleSchema,
    fallback: 'The style could not be changed.',
  });

export const deleteStyle = (id: string) =>
  api.delete(`/api/styles/${encodeURIComponent(id)}`, { fallback: 'The style could not be deleted.' });
