import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** A word read off an image, with how sure the reader is (0-100). */
export interface ReadWord {
  text: string;
  confidence: number;
}

/** Reads lettering drawn into an image (OCR). */
export interface TextReader {
  read(image: Buffer): Promise<ReadWord[]>;
  /** Stops the reader's thread; later reads are refused. */
  close(): Promise<void>;
}

/**
 * English traineddata shipped inside the npm package `@tesseract.js-data/eng` (the smaller integer 'best' model):
 * nothing is fetched at run time.
 */
function englishData(): string {
  const require = createRequire(import.meta.url);
  const { langPath } = require('@tesseract.js-data/eng') as { langPath: string };
  return langPath.replace(/4\.0\.0$/, '4.0.0_best_int');
}

/**
 * Tesseract (tesseract.js, Apache-2.0) in its own worker thread, started on the first read and kept for the next:
 * recognition never runs on the HTTP server's event loop. Reads are queued one after another by the worker.
 */
export function tesseractReader(): TextReader {
  let worker: Promise<Worker> | undefined;
  let closed = false;
  const start = async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, { langPath: englishData(), gzip: true, cacheMethod: 'none' });
    // Sparse text: lettering scattered over a picture, not a page of paragraphs. A cover has no print resolution;
    // stating one keeps Tesseract from guessing (and printing its guess to the server's output).
    await w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: '300' });
    return w;
  };
  return {
    async read(image) {
      if (closed) throw new Error('The text reader is closed.');
      worker ??= start();
      const { data } = await (await worker).recognize(image, {}, { blocks: true });
      return (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((p) =>
          p.lines.flatMap((line) => line.words.map((w) => ({ text: w.text, confidence: Math.round(w.confidence) }))),
        ),
      );
    },
    async close() {
      closed = true;
      const w = worker;
      worker = undefined;
      if (w) await (await w).terminate();
    },
  };
}
