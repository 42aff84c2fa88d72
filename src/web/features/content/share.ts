import { toast } from '../../lib/toast.tsx';
import { copyText } from './prompt-actions.ts';

/** Shown when the link was copied because the browser has no share sheet. */
export const LINK_COPIED = { title: 'Link copied!', description: 'Paste it anywhere to share.' };

/**
 * Opens the system share sheet (Web Share API) where there is one; elsewhere copies the link and says so.
 * A share the visitor cancels is left alone.
 */
export async function shareLink(data: { title: string; text: string; url: string }) {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      // Not allowed here (no user activation, policy...): fall back to copying the link.
    }
  }
  if (await copyText(data.url)) toast.success(LINK_COPIED.title, { description: LINK_COPIED.description });
}
