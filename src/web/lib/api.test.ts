import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, CLIENT_ERROR_CODES, NETWORK_ERROR_MESSAGE, unwrap } from './api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with one answer (or failure) and returns the mock, to read what was sent. */
function answer(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof answer>) => {
  const [path, init] = fetchMock.mock.calls[0]!;
  return { path, init: init!, headers: new Headers(init!.headers) };
};

const itemSchema = z.object({ id: z.string(), likes: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON with the session cookie and returns the body checked against the schema', async () => {
    const fetchMock = answer(json({ id: 'a1', likes: 3, extra: true }, 201));
    const result = await api.post('/api/things', { title: 'Hi' }, { schema: itemSchema });
    expect(result).toEqual({ ok: true, status: 201, data: { id: 'a1', likes: 3 } });
    const { path, init, headers } = sent(fetchMock);
    expect(path).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"title":"Hi"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('sends no body and no content type on a GET', async () => {
    const fetchMock = answer(json({ items: [] }));
    const result = await api.get('/api/gallery?limit=2');
    expect(result).toEqual({ ok: true, status: 200, data: { items: [] } });
    const { init, headers } = sent(fetchMock);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
  });

  it('reads an empty success (204) as null', async () => {
    answer(new Response(null, { status: 204 }));
    expect(await api.delete('/api/gallery/x')).toEqual({ ok: true, status: 204, data: null });
  });

  it('fails a success that does not match the schema', async () => {
    answer(json({ id: 'a1' }));
    const result = await api.get('/api/things/a1', { schema: itemSchema, fallback: 'Try again.' });
    expect(result).toEqual({
      ok: false,
      status: 200,
      code: CLIENT_ERROR_CODES.unexpectedAnswer,
      message: 'Try again.',
    });
  });

  it('maps our error shape to status, code and message', async () => {
    answer(json({ error: { code: 'no_credits', message: 'You have no credits left.' } }, 402));
    const result = await api.post('/api/generations', { prompt: 'x' }, { fallback: 'Something went wrong.' });
    expect(result).toEqual({ ok: false, status: 402, code: 'no_credits', message: 'You have no credits left.' });
  });

  it("maps better-auth's top-level { code, message }", async () => {
    answer(json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400));
    expect(await api.post('/api/auth/reset-password', {})).toEqual({
      ok: false,
      status: 400,
      code: 'INVALID_TOKEN',
      message: 'Invalid token',
    });
  });

  it('keeps the status of a non-JSON error body and uses the fallback message', async () => {
    answer(new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(await api.get('/api/quota', { fallback: 'Could not load.' })).toEqual({
      ok: false,
      status: 502,
      code: null,
      message: 'Could not load.',
    });
    answer(new Response('Too many requests', { status: 429 }));
    expect(await api.get('/api/quota')).toEqual({ ok: false, status: 429, code: null, message: null });
  });

  it('turns a network failure into status 0 with a clear message', async () => {
    answer(new TypeError('Failed to fetch'));
    expect(await api.post('/api/contact', { message: 'hi' })).toEqual({
      ok: false,
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('rethrows when the caller aborted the request', async () => {
    const controller = new AbortController();
    const reason = new DOMException('Aborted', 'AbortError');
    controller.abort(reason);
    answer(reason);
    await expect(api.get('/api/gallery', { signal: controller.signal })).rejects.toBe(reason);
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const fetchMock = answer(json({ ok: true }));
    const form = new FormData();
    form.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'cover.png');
    await api.post('/api/upload', form);
    const { init, headers } = sent(fetchMock);
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('sends a File as its bytes, with the type the caller gives', async () => {
    const fetchMock = answer(json({}));
    const file = new File(['webp bytes'], 'me.webp', { type: 'image/webp' });
    await api.post('/api/profile/avatar', file, { headers: { 'Content-Type': file.type } });
    const { init, headers } = sent(fetchMock);
    expect(init.body).toBe(file);
    expect(headers.get('content-type')).toBe('image/webp');
  });

  it('unwrap returns the data, or throws an ApiError with the status, code and message', async () => {
    answer(json({ id: 'a1', likes: 0 }));
    await expect(unwrap(api.get('/api/things/a1', { schema: itemSchema }))).resolves.toEqual({ id: 'a1', likes: 0 });

    answer(json({ error: { code: 'not_found', message: 'No such thing.' } }, 404));
    const error = await unwrap(api.get('/api/things/b2')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No such thing.' });

    answer(new Response('', { status: 500 }));
    await expect(unwrap(api.get('/api/things'), 'Could not load things.')).rejects.toThrow('Could not load things.');
  });
});
