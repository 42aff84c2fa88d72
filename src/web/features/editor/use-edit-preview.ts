import { useEffect, useRef, useState } from 'react';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import { fetchPreview, type Preview } from './editor-api.ts';

/** How long the document must stay still before it is drawn: a slider dragged asks once it pauses. */
const SETTLE_MS = 120;

/**
 * The server's drawing of the document as it is now: asked for once the document settles, an older request
 * cancelled by a newer one, the last drawing kept on screen while the next one comes.
 */
export function useEditPreview(coverId: string, document: CoverEdit | null, size: 512 | 1024) {
  const [preview, setPreview] = useState<(Preview & { doc: CoverEdit }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The document the preview (or the error) shown was drawn for: a newer one is being drawn.
  const [drawnFor, setDrawnFor] = useState<CoverEdit | null>(null);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!document) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchPreview(coverId, document, size, controller.signal).then(
        (next) => {
          if (controller.signal.aborted) return URL.revokeObjectURL(next.url);
          if (shown.current) URL.revokeObjectURL(shown.current);
          shown.current = next.url;
          setPreview({ ...next, doc: document });
          setError(null);
          setDrawnFor(document);
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setError(err instanceof Error ? err.message : 'The preview could not be drawn.');
          setDrawnFor(document);
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [coverId, document, size]);

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  // Where the layers landed, while the drawing has the document's layers (none added or removed since): boxes are
  // by layer order.
  const roles = (doc: CoverEdit) => doc.text.layers.map((l) => l.role).join();
  const boxes = preview && document && roles(preview.doc) === roles(document) ? preview.boxes : null;
  return { preview, boxes, drawing: document !== null && document !== drawnFor, error };
}
