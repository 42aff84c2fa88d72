import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { GalleryItem, GalleryPage } from '../../../shared/contracts/gallery.ts';
import type { PageRenderer } from '../../http/page-renderer.ts';
import type { PageRender } from '../../http/web-app.ts';
import { galleryPageRender } from './gallery-page-render.ts';
import type { GalleryService } from './gallery.service.ts';

const item = (n: number, title = `Cover ${n}`): GalleryItem =>
  ({
    id: `post-${n}`,
    title,
    artist: 'Someone',
    genre: 'Indie',
    idea: 'an idea',
    imageUrl: `/api/gallery/post-${n}/image`,
    likes: 0,
    likedByMe: false,
    mine: false,
    createdAt: '2026-11-24T00:00:00.000Z',
  }) as unknown as GalleryItem;

/** A gallery whose public first page is `page` (one object, as the service's one-second cache hands out). */
function gallery(page: GalleryPage) {
  const calls: unknown[] = [];
  const service = {
    list: async (viewer: string | null, opts: unknown) => {
      calls.push([viewer, opts]);
      return page;
    },
  } as unknown as GalleryService;
  return { service, calls };
}

function renderer(render: (seed: Record<string, unknown>) => Promise<string>) {
  const calls: Record<string, unknown>[] = [];
  const value: PageRenderer = {
    render: async (path, seed) => {
      expect(path).toBe('/gallery');
      calls.push(seed);
      return render(seed);
    },
    close: async () => undefined,
  };
  return { value, calls };
}

const silent = { warn: () => undefined };

async function renderFor(page: GalleryPage, cookie?: string, pageRenderer: PageRenderer | null = null) {
  const { service, calls } = gallery(page);
  const render = galleryPageRender(service, pageRenderer, silent);
  const app = new Hono().get('/', async (c) => c.json((await render(c)) ?? null));
  const res = await app.request('/', { headers: cookie ? { cookie } : {} });
  return { head: (await res.json()) as PageRender | null, calls };
}

describe('the /gallery page for a guest', () => {
  it('preloads the first three cards at their sizes (one per column count), and without drawn cards no data', async () => {
    const page = { items: [1, 2, 3, 4].map((n) => item(n)), nextCursor: 'next' };
    const { head, calls } = await renderFor(page);
    expect(calls).toEqual([[null, { limit: 9 }]]);
    const links = head!.head.match(/<link [^>]+>/g)!;
    expect(links).toHaveLength(3);
    expect(links[0]).toContain('imagesrcset="/api/gallery/post-1/image?w=256&amp;f=avif 256w,');
    expect(links[0]).toContain('fetchpriority="high"');
    expect(links[1]).toContain('media="(min-width: 640px)"');
    expect(links[2]).toContain('media="(min-width: 1024px)"');
    // The HTML has no cards, so the app must not hydrate with them: it asks the API.
    expect(head!.root).toBeUndefined();
    expect(head!.head).not.toContain('gallery-first-page');
  });

  it('cannot be broken out of by a title', async () => {
    const page = { items: [item(1, '</script><script>alert(1)</script>')], nextCursor: null };
    const { head } = await renderFor(page, undefined, renderer(async () => '<main>cards</main>').value);
    expect(head!.head.match(/<\/script>/g)).toHaveLength(1);
    expect(head!.head).toContain('\\u003c/script>');
  });

  it('is left out for a signed-in visitor, whose page is their own', async () => {
    const { head, calls } = await renderFor({ items: [item(1)], nextCursor: null }, 'better-auth.session_token=x.y');
    expect(head).toBeNull();
    expect(calls).toEqual([]);
  });

  it('draws the cards with the page renderer once per content, with the same page it carries', async () => {
    let page: GalleryPage = { items: [item(1), item(2)], nextCursor: null };
    const service = { list: async () => page } as unknown as GalleryService;
    const pages = renderer(async (seed) => `<main>${(seed.galleryFirstPage as GalleryPage).items.length} cards</main>`);
    const render = galleryPageRender(service, pages.value, silent);
    const app = new Hono().get('/', async (c) => c.json(await render(c)));
    const get = async () => (await (await app.request('/')).json()) as PageRender;

    const [a, b] = await Promise.all([get(), get()]);
    expect(a.root).toBe('<main>2 cards</main>');
    expect(JSON.parse(/>(\{.*\})</.exec(a.head)![1]!)).toEqual(page);
    expect(b).toEqual(a);
    expect(pages.calls).toEqual([{ galleryFirstPage: page }]);
    // An equal page (the service's cache hands out a new object each second) is not drawn again.
    page = { ...page, items: [...page.items] };
    expect((await get()).root).toBe('<main>2 cards</main>');
    expect(pages.calls).toHaveLength(1);
    // A changed page is.
    page = { items: [item(3)], nextCursor: null };
    const changed = await get();
    expect(changed.root).toBe('<main>1 cards</main>');
    expect(JSON.parse(/>(\{.*\})</.exec(changed.head)![1]!)).toEqual(page);
    expect(pages.calls).toHaveLength(2);
  });

  it('falls back to the page without drawn cards when rendering fails, and says so in the log', async () => {
    const warnings: unknown[] = [];
    const service = { list: async () => ({ items: [item(1)], nextCursor: null }) } as unknown as GalleryService;
    const pages = renderer(async () => {
      throw new Error('no bundle');
    });
    const render = galleryPageRender(service, pages.value, { warn: (...args: unknown[]) => void warnings.push(args) });
    const app = new Hono().get('/', async (c) => c.json(await render(c)));
    const head = (await (await app.request('/')).json()) as PageRender;
    expect(head.root).toBeUndefined();
    expect(head.head).not.toContain('gallery-first-page');
    expect(head.head).toContain('rel="preload"');
    expect(warnings).toHaveLength(1);
    // Not retried for the same content.
    await app.request('/');
    expect(pages.calls).toHaveLength(1);
  });
});
