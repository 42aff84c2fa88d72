import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { GalleryItem, GalleryPage } from '../../../shared/contracts/gallery.ts';
import { galleryPageHead } from './gallery-page-head.ts';
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

async function headFor(page: GalleryPage, cookie?: string) {
  const { service, calls } = gallery(page);
  const head = galleryPageHead(service);
  const app = new Hono().get('/', async (c) => c.json((await head(c)) ?? null));
  const res = await app.request('/', { headers: cookie ? { cookie } : {} });
  return { head: (await res.json()) as { html: string } | null, calls };
}

describe('the /gallery page head', () => {
  it('preloads the first three cards at their sizes (one per column count) and carries the first page', async () => {
    const page = { items: [1, 2, 3, 4].map((n) => item(n)), nextCursor: 'next' };
    const { head, calls } = await headFor(page);
    expect(calls).toEqual([[null, { limit: 9 }]]);
    const links = head!.html.match(/<link [^>]+>/g)!;
    expect(links).toHaveLength(3);
    expect(links[0]).toContain('imagesrcset="/api/gallery/post-1/image?w=256&amp;f=avif 256w,');
    expect(links[0]).toContain('fetchpriority="high"');
    expect(links[1]).toContain('media="(min-width: 640px)"');
    expect(links[2]).toContain('media="(min-width: 1024px)"');
    const json = /<script type="application\/json" id="gallery-first-page">(.*)<\/script>$/.exec(head!.html)![1]!;
    expect(JSON.parse(json)).toEqual(page);
  });

  it('cannot be broken out of by a title', async () => {
    const { head } = await headFor({ items: [item(1, '</script><script>alert(1)</script>')], nextCursor: null });
    expect(head!.html.match(/<\/script>/g)).toHaveLength(1);
    expect(head!.html).toContain('\\u003c/script>');
  });

  it('is left out for a signed-in visitor, whose page is their own', async () => {
    const { head, calls } = await headFor({ items: [item(1)], nextCursor: null }, 'better-auth.session_token=x.y');
    expect(head).toBeNull();
    expect(calls).toEqual([]);
  });
});
