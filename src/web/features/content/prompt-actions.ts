import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';

/** docs/spec.md §8: the toast after a prompt is copied. */
export const PROMPT_COPIED = { title: 'Prompt Copied!', description: 'You can now paste it in the generation page.' };

/** Copies text with the Clipboard API; tells the visitor when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    toast.error('Could not copy', { description: 'Your browser blocked the clipboard. Select the text and copy it.' });
    return false;
  }
}

/** Copies a style or template prompt and confirms it (docs/spec.md §7: a clipboard write). */
export async function copyPrompt(prompt: string) {
  if (await copyText(prompt)) toast.success(PROMPT_COPIED.title, { description: PROMPT_COPIED.description });
}

/** Opens the generator with `prompt` filled in (the navigation state the generate page reads). */
export function useOpenInGenerator() {
  const navigate = useNavigate();
  return (prompt: string) => void navigate('/generate', { state: { prompt } });
}
