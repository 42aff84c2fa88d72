import os from 'node:os';
import { Piscina } from 'piscina';
import type { CoverFile, LayerLegibility } from '../../../shared/contracts/preflight.ts';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import type { EditArt } from '../../engine/edit-export.ts';
import type { LayerBox, Rect } from '../../engine/edit.ts';
import type { CoverSpec } from '../../engine/export.ts';
import type { ToolCover } from '../../engine/tool-cover.ts';
import type { GradePreview, Palette } from '../../../shared/contracts/tone.ts';
import type { MockupScene, MockupText } from '../../../shared/contracts/mockups.ts';
import type { PrintProduct } from '../../../shared/release/print.ts';
import type { LogoRequest } from '../../engine/logos/index.ts';
import type { MoodboardDrawing } from '../../engine/moodboard.ts';
import type { Logger } from '../../logger.ts';
import { workerExecArgv, workerModule } from '../../threads/worker-module.ts';
import type { RenderResult, RenderTask } from './render-worker.ts';

/**
 * Worker threads (piscina) for everything that draws or encodes a cover, so the HTTP server's event loop only
 * moves bytes: the built-in engine's web variants and 3000² exports, and the PNG downloads of outside providers'
 * masters. See docs/decisions/008-render-pool.md.
 */
export interface RenderPool {
  /**
   * The 1024² WebP preview and 256² thumbnail of a built-in cover. A `background` render (nobody waits for it)
   * runs on a thread of its own at the lowest priority, so it never keeps a waiting render in line.
   */
  webVariants(
    spec: CoverSpec,
    signal?: AbortSignal,
    options?: { background?: boolean },
  ): Promise<{ preview: Buffer; thumbnail: Buffer }>;
  /** The 3000² distributor export of a built-in cover. */
  exportImage(spec: CoverSpec, format: 'jpeg' | 'png', signal?: AbortSignal): Promise<Buffer>;
  /** An outside provider's stored JPEG master re-encoded as the 3000² PNG download. */
  masterToPng(master: Buffer, signal?: AbortSignal): Promise<Buffer>;
  /** A stored 1024² WebP preview at another width or format (the public pages' responsive images). */
  sizedPreview(preview: Buffer, width: number, format: 'webp' | 'avif', signal?: AbortSignal): Promise<Buffer>;
  /** The edit document a built-in cover opens the editor with. */
  defaultEdit(spec: CoverSpec, signal?: AbortSignal): Promise<CoverEdit>;
  /** Characters of an edit's text that no shipped face can set. */
  unsettableText(doc: CoverEdit, signal?: AbortSignal): Promise<string[]>;
  /** An edited cover's 1024² WebP and 256² thumbnail, as the library shows it. */
  editedVariants(
    art: EditArt,
    doc: CoverEdit,
    seed: number,
    signal?: AbortSignal,
    /** A `background` render nobody waits for (a generation's further versions), as for webVariants. */
    options?: { background?: boolean },
  ): Promise<{ preview: Buffer; thumbnail: Buffer }>;
  /** Where each of an edit's text layers sits, in units of the 1000-unit square (null: a layer with nothing set). */
  layerBoxes(doc: CoverEdit, signal?: AbortSignal): Promise<(LayerBox | null)[]>;
  /** Where an edit's logo layer sits, in units of the 1000-unit square; null when it has none. */
  logoBox(doc: CoverEdit, signal?: AbortSignal): Promise<Rect | null>;
  /** Colours of an edit's art, most characteristic first, for the editor's text swatches. */
  artSwatches(art: EditArt, settings: CoverEdit['art'], signal?: AbortSignal): Promise<string[]>;
  /** The release kit of an edit as a ZIP (engine/release-pack.ts), its files named from `base`. */
  renderPack(art: EditArt, doc: CoverEdit, seed: number, base: string, signal?: AbortSignal): Promise<Buffer>;
  /** An edit's CMYK print master (engine/print-master.ts) as a PDF. */
  renderPrint(
    art: EditArt,
    doc: CoverEdit,
    seed: number,
    product: PrintProduct,
    title: string,
    signal?: AbortSignal,
  ): Promise<Buffer>;
  /** A mockup scene around a cover (engine/mockup-export.ts): the full PNG or the page's WebP preview. */
  renderMockup(
    cover: ToolCover,
    scene: MockupScene,
    text: MockupText,
    size: 'preview' | 'full',
    signal?: AbortSignal,
  ): Promise<Buffer>;
  /** Every mockup scene around a cover as full PNGs in one ZIP, named from `base`. */
  renderMockupZip(cover: ToolCover, text: MockupText, base: string, signal?: AbortSignal): Promise<Buffer>;
  /** A cover's palette (engine/tone.ts). */
  palette(cover: ToolCover, signal?: AbortSignal): Promise<Palette>;
  /** A cover with one of the editor's grades in place of its own, as a WebP preview. */
  renderGraded(cover: ToolCover, grade: GradePreview, signal?: AbortSignal): Promise<Buffer>;
  /** An artist logo as SVG text or a transparent PNG; `{ refused }` says why a request cannot be drawn. */
  renderLogo(
    request: LogoRequest,
    format: 'svg' | 'png',
    height: number,
    signal?: AbortSignal,
  ): Promise<{ svg: string } | { png: Buffer } | { refused: string }>;
  /** An edit's art alone (crop applied) as a PNG at `size` px, for reading lettering drawn into it. */
  renderArt(art: EditArt, settings: CoverEdit['art'], size: number, signal?: AbortSignal): Promise<Buffer>;
  /** The release check's measurements of an edit: its export read back from the file, its lettering at 64 px. */
  measureEdited(
    art: EditArt,
    doc: CoverEdit,
    format: 'jpeg' | 'png',
    seed: number,
    signal?: AbortSignal,
  ): Promise<{ file: CoverFile; layers: LayerLegibility[] }>;
  /** An edited cover at `size` px: the editor's WebP preview, or the 3000² JPEG or PNG export. */
  renderEdited(
    art: EditArt,
    doc: CoverEdit,
    size: number,
    format: 'webp' | 'jpeg' | 'png',
    seed: number,
    signal?: AbortSignal,
  ): Promise<Buffer>;
  /** A moodboard as a PNG, with its pictures' bytes by item id. */
  renderMoodboard(board: MoodboardDrawing, pictures: Record<string, Uint8Array>, signal?: AbortSignal): Promise<Buffer>;
  /** Worker threads alive now (none until the first task). */
  readonly threads: number;
  /** Waits for running tasks, then stops the threads; later tasks are refused. */
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  /** Most threads rendering at once; default: the CPUs this process may use (os.availableParallelism()). */
  maxThreads?: number;
  /**
   * The worker module (a default-exported function of a RenderTask). Default: render-worker beside this file,
   * `.js` in the build and `.ts` under tsx or vitest. Tests may pass a stand-in for the engine.
   */
  filename?: URL;
  /** Where failures outside any task (a thread dying while idle) are reported; without a listener they would crash. */
  logger?: Pick<Logger, 'error'>;
}

/** Threads above the first retire after this long without work. */
const IDLE_TIMEOUT_MS = 60_000;
/** How long close() lets running renders finish (a render takes at most a couple of seconds). */
const CLOSE_TIMEOUT_MS = 5_000;
/**
 * Render threads run at a lower priority than the event loop's thread (nice +10, set by piscina through its optional
 * @napi-rs/nice), so a machine rendering on every core still answers requests at once: renders get the CPU the event
 * loop leaves.
 */
const NICE_INCREMENT = 10;
/**
 * Background renders yield to the others too: when both want a core, the kernel gives a nice-19 thread about 12% of
 * it against a nice-10 one (scheduler weights 15 and 110).
 */
const BACKGROUND_NICE_INCREMENT = 19;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A pool whose threads start with its first task, so processes (and tests) that never render start none. */
export function createRenderPool(options: RenderPoolOptions = {}): RenderPool {
  const maxThreads = Math.max(1, options.maxThreads ?? os.availableParallelism());
  const filename = options.filename ?? workerModule(import.meta.url, 'render-worker');
  let pool: Piscina<RenderTask, RenderResult> | undefined;
  let background: Piscina<RenderTask, RenderResult> | undefined;
  let closed = false;
  const logger = options.logger ?? { error: console.error };

  const start = (settings: { minThreads: number; maxThreads: number; niceIncrement: number }) => {
    const started = new Piscina<RenderTask, RenderResult>({
      filename: filename.href,
      execArgv: workerExecArgv(filename),
      idleTimeout: IDLE_TIMEOUT_MS,
      closeTimeout: CLOSE_TIMEOUT_MS,
      ...settings,
    });
    started.on('error', (err: unknown) => logger.error({ err }, 'render pool: a worker thread failed'));
    return started;
  };

  const run = (task: RenderTask, signal?: AbortSignal, inBackground = false): Promise<RenderResult> => {
    if (closed) return Promise.reject(new Error('The render pool is closed.'));
    // One warm thread keeps the engine (fonts, JIT) loaded between covers. Background renders have threads of their
    // own (two at most: a generation's further versions share the cores nobody else is using), started when
    // needed, at the lowest priority: a render someone waits for gets the CPU first.
    const target = inBackground
      ? (background ??= start({
          minThreads: 0,
          maxThreads: Math.min(2, maxThreads),
          niceIncrement: BACKGROUND_NICE_INCREMENT,
        }))
      : (pool ??= start({ minThreads: 1, maxThreads, niceIncrement: NICE_INCREMENT }));
    // An aborted signal drops a queued task; a running one is stopped with its thread (piscina replaces it).
    return target.run(task, { signal: signal ?? null });
  };

  return {
    async webVariants(spec, signal, options) {
      const { preview, thumbnail } = (await run({ kind: 'web', spec }, signal, options?.background)) as {
        preview: Uint8Array;
        thumbnail: Uint8Array;
      };
      return { preview: asBuffer(preview), thumbnail: asBuffer(thumbnail) };
    },
    async exportImage(spec, format, signal) {
      return asBuffer((await run({ kind: 'export', spec, format }, signal)) as Uint8Array);
    },
    async masterToPng(master, signal) {
      return asBuffer((await run({ kind: 'master-png', master }, signal)) as Uint8Array);
    },
    async sizedPreview(preview, width, format, signal) {
      return asBuffer((await run({ kind: 'sized-preview', preview, width, format }, signal)) as Uint8Array);
    },
    async defaultEdit(spec, signal) {
      return JSON.parse((await run({ kind: 'edit-default', spec }, signal)) as string) as CoverEdit;
    },
    async unsettableText(doc, signal) {
      return JSON.parse((await run({ kind: 'edit-check', doc }, signal)) as string) as string[];
    },
    async editedVariants(art, doc, seed, signal, options) {
      const { preview, thumbnail } = (await run(
        { kind: 'edit-variants', art, doc, seed },
        signal,
        options?.background,
      )) as {
        preview: Uint8Array;
        thumbnail: Uint8Array;
      };
      return { preview: asBuffer(preview), thumbnail: asBuffer(thumbnail) };
    },
    async layerBoxes(doc, signal) {
      return JSON.parse((await run({ kind: 'edit-boxes', doc }, signal)) as string) as (LayerBox | null)[];
    },
    async logoBox(doc, signal) {
      if (!doc.logo) return null;
      return JSON.parse((await run({ kind: 'logo-box', doc }, signal)) as string) as Rect | null;
    },
    async artSwatches(art, settings, signal) {
      return JSON.parse((await run({ kind: 'edit-swatches', art, settings }, signal)) as string) as string[];
    },
    async renderPack(art, doc, seed, base, signal) {
      return asBuffer((await run({ kind: 'edit-pack', art, doc, seed, base }, signal)) as Uint8Array);
    },
    async renderPrint(art, doc, seed, product, title, signal) {
      return asBuffer((await run({ kind: 'edit-print', art, doc, seed, product, title }, signal)) as Uint8Array);
    },
    async renderMockup(cover, scene, text, size, signal) {
      return asBuffer((await run({ kind: 'mockup', cover, scene, text, size }, signal)) as Uint8Array);
    },
    async renderMockupZip(cover, text, base, signal) {
      return asBuffer((await run({ kind: 'mockup-zip', cover, text, base }, signal)) as Uint8Array);
    },
    async palette(cover, signal) {
      return JSON.parse((await run({ kind: 'palette', cover }, signal)) as string) as Palette;
    },
    async renderGraded(cover, grade, signal) {
      return asBuffer((await run({ kind: 'graded', cover, grade }, signal)) as Uint8Array);
    },
    async renderLogo(request, format, height, signal) {
      const result = await run({ kind: 'logo', request, format, height }, signal);
      if (typeof result === 'string') return JSON.parse(result) as { svg: string } | { refused: string };
      return { png: asBuffer(result as Uint8Array) };
    },
    async renderMoodboard(board, pictures, signal) {
      return asBuffer((await run({ kind: 'moodboard', board, pictures }, signal)) as Uint8Array);
    },
    async renderArt(art, settings, size, signal) {
      return asBuffer((await run({ kind: 'edit-art', art, settings, size }, signal)) as Uint8Array);
    },
    async measureEdited(art, doc, format, seed, signal) {
      return JSON.parse((await run({ kind: 'edit-measure', art, doc, format, seed }, signal)) as string) as {
        file: CoverFile;
        layers: LayerLegibility[];
      };
    },
    async renderEdited(art, doc, size, format, seed, signal) {
      return asBuffer((await run({ kind: 'edit-render', art, doc, size, format, seed }, signal)) as Uint8Array);
    },
    get threads() {
      return (pool?.threads.length ?? 0) + (background?.threads.length ?? 0);
    },
    async close() {
      closed = true;
      await Promise.all([pool?.close(), background?.close()]);
    },
  };
}
