import { ERROR_CODES } from '../../../shared/api-error.ts';
import { isNeutralAdvanced } from '../../../shared/colour-curves.ts';
import {
  coverEditSchema,
  SAFE_MARGIN,
  type Colour,
  type CoverEdit,
  type EditorState,
} from '../../../shared/contracts/cover-edit.ts';
import { nearestWeight, type TypefaceId } from '../../../shared/typefaces.ts';
import type { GenerationToggle } from '../../../shared/contracts/generation.ts';
import type { Look } from '../../../shared/contracts/scene-brief.ts';
import type { EditArt } from '../../engine/edit-export.ts';
import { editFromLayout } from '../../engine/edit-document.ts';
import { EXPORT_SIZE } from '../../engine/encode.ts';
import type { CoverSpec } from '../../engine/export.ts';
import { AppError } from '../../http/errors.ts';
import type { RenderPool } from '../../providers/image/render-pool.ts';
import type { StorageProvider } from '../../providers/storage/storage.provider.ts';
import type { TextReader } from '../../providers/ocr/text-reader.ts';
import { fileBaseName } from '../generations/download-name.ts';
import { preflightReport } from '../preflight/preflight.ts';
import type { PreflightRequest, PreflightResponse } from '../../../shared/contracts/preflight.ts';
import { STORE_RULES_CHECKED } from '../../../shared/release/store-rules.ts';
import type { GenerationRow, Owner } from '../generations/generations.repo.ts';
import type { EditImages, EditorRepo } from './editor.repo.ts';
import type { Logger } from '../../logger.ts';
import type { MockupText } from '../../../shared/contracts/mockups.ts';
import type { ToolCover } from '../../engine/tool-cover.ts';
import { PRINT_PRODUCTS, type PrintProduct } from '../../../shared/release/print.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import { logoRefusal } from '../logos/logos.service.ts';

export interface EditorDeps {
  repo: EditorRepo;
  /** One of the owner's covers (404 otherwise). */
  cover: (owner: Owner, id: string) => Promise<GenerationRow>;
  lookOf: (provider: GenerationToggle) => Look;
  storage: StorageProvider;
  renderPool: RenderPool;
  /** Reads lettering drawn into outside images, for the release check. */
  textReader: TextReader;
  /** Print masters and advanced colour control are a plan's features. */
  entitlements: Pick<EntitlementsService, 'require'>;
  logger: Pick<Logger, 'error'>;
}

/** What a custom style gives a cover it draws: its grade and its typefaces (null: the cover's own). */
export interface StyleFinish {
  colour: Colour;
  titleTypeface: TypefaceId | null;
  artistTypeface: TypefaceId | null;
}

/** Sizes the editor's preview is drawn at. */
export const PREVIEW_SIZES = [512, 1024] as const;

/**
 * The cover editor: a cover's edit document (its latest saved edit, or the cover as it is), saving edits, and
 * drawing them (preview and export) in the render pool, from the same document through the same code.
 */
export function editorService(deps: EditorDeps) {
  const { repo, cover, lookOf, storage, renderPool, textReader, entitlements, logger } = deps;
  const finished = async (owner: Owner, id: string) => {
    const row = await cover(owner, id);
    if (row.status !== 'succeeded') throw new AppError(409, ERROR_CODES.notReady, 'This cover is not finished yet.');
    return row;
  };

  /**
   * Curves and per-channel grades, and the artist's logo, need the plan that includes them, unless they are the ones
   * the cover's saved edit already has: what was made under a plan stays editable (its text, its art) after the plan
   * ends. A new logo is drawn once here (in the render pool) so one the engine cannot draw is refused with why.
   */
  const allowedDocument = async (owner: Owner, id: string, document: CoverEdit) => {
    const curves = !isNeutralAdvanced(document.advancedColour);
    if (!curves && !document.logo) return;
    const latest = await repo.latest(id);
    const saved = latest ? coverEditSchema.parse(latest.document) : null;
    const changed = (key: 'advancedColour' | 'logo') =>
      JSON.stringify(saved?.[key] ?? null) !== JSON.stringify(document[key]);
    if (curves && changed('advancedColour')) await entitlements.require(owner, 'advancedColour');
    if (document.logo && changed('logo')) {
      await entitlements.require(owner, 'logoGenerator');
      const { name, treatment, emblem, colour } = document.logo;
      const drawn = await renderPool.renderLogo(
        { name, treatment, ...(emblem ? { emblem } : {}), ...(colour ? { colour } : {}) },
        'svg',
        64,
      );
      if ('refused' in drawn) throw new AppError(400, ERROR_CODES.validation, logoRefusal(drawn.refused));
    }
  };

  const specOf = (row: GenerationRow): CoverSpec => ({
    brief: row.brief,
    seed: row.seed,
    look: lookOf(row.provider),
    ...(row.detailSeed === null ? {} : { detail: row.detailSeed }),
  });

  /** What an edit is drawn over: the built-in cover's art, or the outside service's stored master. */
  const artOf = async (row: GenerationRow): Promise<EditArt> => {
    if (!row.masterKey) return { kind: 'builtin', spec: specOf(row) };
    const master = await storage.get(row.masterKey);
    if (!master) throw new AppError(404, ERROR_CODES.notFound, 'The full-size image is missing.');
    return { kind: 'image', image: master.body };
  };

  /** Lettering in an outside image's art as the edit crops it, read at 1024² (OCR, off this thread). */
  const readArt = async (image: Uint8Array, document: CoverEdit) =>
    textReader.read(await renderPool.renderArt({ kind: 'image', image }, document.art, 1024));

  // The grain of a grade follows the cover, so the preview and export of an edit agree from one render to the next.
  const seedOf = (row: GenerationRow) => row.seed % 2 ** 31;

  /** The cover's edit as it stands: its latest saved, or the cover as generated. */
  const documentOf = async (row: GenerationRow, latest: { document: unknown } | null) =>
    coverEditSchema.parse(
      // An outside service's image carries no separate type: its edit starts without text layers.
      latest?.document ?? (row.masterKey ? editFromLayout(null) : await renderPool.defaultEdit(specOf(row))),
    );

  /** "Artist - Title" from an edit's own lines (the cover's seed when it has neither), for file names. */
  /** The text of the edit's title or artist layer, on one line ('' when it has none). */
  const lineOf = (doc: CoverEdit, role: 'title' | 'artist') =>
    doc.text.layers
      .find((l) => l.role === role)
      ?.text.replace(/\s+/g, ' ')
      .trim() ?? '';

  const fileBase = (row: GenerationRow, doc: CoverEdit) =>
    fileBaseName({ title: lineOf(doc, 'title'), artist: lineOf(doc, 'artist') }, `Soundsleeve cover ${row.seed}`);

  /** The edited cover's pictures for the library, drawn and stored. */
  const storeImages = async (row: GenerationRow, document: CoverEdit): Promise<EditImages> => {
    const { preview, thumbnail } = await renderPool.editedVariants(await artOf(row), document, seedOf(row));
    const [previewKey, thumbnailKey] = await Promise.all([
      storage.put(preview, 'image/webp'),
      storage.put(thumbnail, 'image/webp'),
    ]);
    return { previewKey, thumbnailKey };
  };

  /** Removes pictures an edit let go of, unless another row holds the same file. */
  const release = async (id: string, keys: string[]) => {
    if (!keys.length) return;
    const kept = await repo.stillReferenced(keys);
    const results = await Promise.allSettled(keys.filter((k) => !kept.has(k)).map((k) => storage.remove(k)));
    const failed = results.filter((r) => r.status === 'rejected').length;
    if (failed) logger.error({ id, failed }, 'some pictures of an earlier edit could not be removed');
  };

  /**
   * The cover's own document with a custom style's finish: its grade, and its typefaces on the title and artist (a
   * line set wider than the cover's safe area in the new face is made smaller to fit).
   */
  const finishedDocument = async (row: GenerationRow, finish: StyleFinish): Promise<CoverEdit> => {
    const base = await documentOf(row, null);
    const faceOf = (role: string) =>
      role === 'title' ? finish.titleTypeface : role === 'artist' ? finish.artistTypeface : null;
    const retyped: CoverEdit = {
      ...base,
      colour: finish.colour,
      text: {
        ...base.text,
        layers: base.text.layers.map((layer) => {
          const face = faceOf(layer.role);
          return face ? { ...layer, typeface: face, weight: nearestWeight(face, layer.weight) } : layer;
        }),
      },
    };
    const room = 1000 - 2 * SAFE_MARGIN;
    const boxes = await renderPool.layerBoxes(retyped);
    return {
      ...retyped,
      text: {
        ...retyped.text,
        layers: retyped.text.layers.map((layer, i) => {
          const box = boxes[i];
          return box && box.w > room
            ? { ...layer, size: Math.max(12, Math.floor((layer.size * room) / box.w)) }
            : layer;
        }),
      },
    };
  };

  /** Draws an edit's pictures and saves it as the cover's newest; the pictures it replaced are let go. */
  const keep = async (row: GenerationRow, document: CoverEdit) => {
    const images = await storeImages(row, document);
    let saved;
    try {
      saved = await repo.save(row.id, document, images);
    } catch (err) {
      await release(row.id, [images.previewKey, images.thumbnailKey]);
      throw err;
    }
    await release(row.id, saved.released);
    return saved.row;
  };

  return {
    /** The cover's edit document, its saved history (newest first) and the swatches of its art. */
    async open(owner: Owner, id: string): Promise<EditorState> {
      const row = await finished(owner, id);
      const [latest, history, art] = await Promise.all([repo.latest(id), repo.history(id), artOf(row)]);
      const document = await documentOf(row, latest);
      return {
        document,
        art: art.kind,
        cover: art.kind === 'builtin' ? { look: art.spec.look, seed: art.spec.seed } : null,
        // Taken from the cover's own art (its framing, not an edit's), so the swatches stay put while editing.
        swatches: await renderPool.artSwatches(art, editFromLayout(null).art),
        savedAt: latest?.createdAt.toISOString() ?? null,
        history: history.map((h) => ({ id: h.id, createdAt: h.createdAt.toISOString() })),
      };
    },

    /** One of the cover's saved edits, to go back to. */
    async saved(owner: Owner, id: string, editId: string) {
      await finished(owner, id);
      const row = await repo.get(id, editId);
      if (!row) throw new AppError(404, ERROR_CODES.notFound, "That saved edit is not in this cover's history.");
      return { id: row.id, document: coverEditSchema.parse(row.document), savedAt: row.createdAt.toISOString() };
    },

    /** Saves an edit as the cover's newest; refuses text no shipped typeface can set. */
    async save(owner: Owner, id: string, document: CoverEdit) {
      const cover = await finished(owner, id);
      await allowedDocument(owner, id, document);
      const missing = await renderPool.unsettableText(document);
      if (missing.length)
        throw new AppError(
          400,
          ERROR_CODES.validation,
          `No typeface we ship has these characters: ${missing.slice(0, 8).join(' ')}. Remove them and save again.`,
        );
      const saved = await keep(cover, document);
      return { id: saved.id, savedAt: saved.createdAt.toISOString() };
    },

    /**
     * A custom style's finish saved as a newly drawn cover's edit. Downloads and the library then show the cover as
     * styled, and the editor opens on it. `drawn`: its pictures, when they were drawn already (finishedVariants).
     */
    async applyFinish(row: GenerationRow, finish: StyleFinish, drawn?: EditImages) {
      const document = await finishedDocument(row, finish);
      if (!drawn) return void (await keep(row, document));
      await release(row.id, (await repo.save(row.id, document, drawn)).released);
    },

    /** A version's 1024² preview and thumbnail with a custom style's finish, drawn but not stored. */
    async finishedVariants(
      row: GenerationRow,
      finish: StyleFinish,
      signal?: AbortSignal,
      options?: { background?: boolean },
    ) {
      const document = await finishedDocument(row, finish);
      return renderPool.editedVariants(await artOf(row), document, seedOf(row), signal, options);
    },

    /**
     * Draws the saved edit's pictures again over the cover's art as it is now (after another version was picked).
     * Never fails the pick it follows: a failure is logged and the pictures stay as they were.
     */
    async redraw(owner: Owner, id: string) {
      try {
        const row = await finished(owner, id);
        const latest = await repo.latest(id);
        if (!latest) return;
        const images = await storeImages(row, coverEditSchema.parse(latest.document));
        const result = await repo.setImages(latest.id, images);
        // A newer save (or the cover's deletion) came first: these pictures belong to nobody.
        await release(id, result.updated ? result.released : [images.previewKey, images.thumbnailKey]);
      } catch (err) {
        logger.error({ err, id }, 'the edited cover could not be drawn again after a pick');
      }
    },

    /** The saved edit's picture (the library's), or null when the cover has none. */
    async image(owner: Owner, id: string, variant: 'preview' | 'thumbnail') {
      await cover(owner, id);
      const latest = await repo.latest(id);
      const key = variant === 'preview' ? latest?.previewKey : latest?.thumbnailKey;
      const object = key ? await storage.get(key) : null;
      if (!object) throw new AppError(404, ERROR_CODES.notFound, 'This cover has no saved edit.');
      return object;
    },

    /**
     * An edit (saved or not) drawn as the editor's WebP preview, with where each text layer landed (for picking a
     * layer by pointing at it and dragging it).
     */
    async preview(
      owner: Owner,
      id: string,
      document: CoverEdit,
      size: (typeof PREVIEW_SIZES)[number],
      /** The request's: a preview the page stopped waiting for (a newer one replaced it) is not drawn. */
      signal?: AbortSignal,
    ) {
      const row = await finished(owner, id);
      await allowedDocument(owner, id, document);
      const [image, boxes, logoBox] = await Promise.all([
        renderPool.renderEdited(await artOf(row), document, size, 'webp', seedOf(row), signal),
        renderPool.layerBoxes(document, signal),
        renderPool.logoBox(document, signal),
      ]);
      return { image, boxes, logoBox };
    },

    /**
     * The release check of an edit (saved or not): its export as it would be downloaded, read back from the file,
     * and its lettering, against each store's published artwork rules and the release's details.
     */
    async preflight(
      owner: Owner,
      id: string,
      request: PreflightRequest,
      signal?: AbortSignal,
    ): Promise<PreflightResponse> {
      const row = await finished(owner, id);
      const { document, release, format } = request;
      await allowedDocument(owner, id, document);
      const art = await artOf(row);
      const [measured, boxes, bakedWords] = await Promise.all([
        renderPool.measureEdited(art, document, format, seedOf(row), signal),
        renderPool.layerBoxes(document, signal),
        art.kind === 'image' ? readArt(art.image, document) : [],
      ]);
      const stores = preflightReport({
        ...measured,
        boxes,
        doc: document,
        release,
        art: art.kind === 'builtin' ? { kind: 'builtin' } : { kind: 'image', enlarged: row.upscaled },
        bakedWords,
      });
      return { ...measured, stores, rulesChecked: STORE_RULES_CHECKED };
    },

    /**
     * The saved edit's 3000² export, named from its own title and artist; null when the cover has no saved edit
     * (its download is then the cover as generated).
     */
    async download(owner: Owner, id: string, format: 'jpeg' | 'png') {
      const row = await finished(owner, id);
      const latest = await repo.latest(id);
      if (!latest) return null;
      const doc = coverEditSchema.parse(latest.document);
      const bytes = await renderPool.renderEdited(await artOf(row), doc, EXPORT_SIZE, format, seedOf(row));
      return { bytes, filename: `${fileBase(row, doc)}.${format === 'png' ? 'png' : 'jpg'}` };
    },

    /**
     * The release kit of the cover as it stands (its saved edit, or as generated): the 3000² master, a 1080² post,
     * a 1080 × 1920 story, a 2560 × 1440 banner and a 640² thumbnail in one ZIP, all from one drawing.
     */
    async pack(owner: Owner, id: string, signal?: AbortSignal) {
      const row = await finished(owner, id);
      const doc = await documentOf(row, await repo.latest(id));
      const base = fileBase(row, doc);
      const bytes = await renderPool.renderPack(await artOf(row), doc, seedOf(row), base, signal);
      return { bytes, filename: `${base} - release kit.zip` };
    },

    /** The cover as it stands as a CMYK print master for `product` (a PDF with bleed and trim marked). */
    async printMaster(owner: Owner, id: string, product: PrintProduct, signal?: AbortSignal) {
      await entitlements.require(owner, 'printMasters');
      const row = await finished(owner, id);
      const doc = await documentOf(row, await repo.latest(id));
      const base = fileBase(row, doc);
      const bytes = await renderPool.renderPrint(await artOf(row), doc, seedOf(row), product, base, signal);
      return { bytes, filename: `${base} - ${PRINT_PRODUCTS[product].name} CMYK.pdf` };
    },

    /** The cover as it stands, for the tools: what to draw, its title and artist, and a file name. */
    async toolCover(owner: Owner, id: string): Promise<{ cover: ToolCover; text: MockupText; base: string }> {
      const row = await finished(owner, id);
      const doc = await documentOf(row, await repo.latest(id));
      return {
        cover: { kind: 'edit', art: await artOf(row), doc, seed: seedOf(row) },
        text: { artist: lineOf(doc, 'artist'), title: lineOf(doc, 'title') },
        base: fileBase(row, doc),
      };
    },
  };
}

export type EditorService = ReturnType<typeof editorService>;
