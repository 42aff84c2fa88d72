import { Copy } from 'lucide-react';
import { toast } from '../../lib/toast.tsx';

export async function copyCode(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success('Copied!', { description: 'Code copied to clipboard.' });
  } catch {
    toast.error('Copy failed', { description: 'Your browser did not allow copying. Select the code and copy it.' });
  }
}

/**
 * A code sample under a bar with its caption and a copy button. The code scrolls sideways on narrow screens
 * and can take focus to do so.
 */
export function CodeBlock({ code, label, caption }: { code: string; label: string; caption: string }) {
  return (
    <figure className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-line bg-ink">
      <div className="flex items-center justify-between gap-3 border-b border-line py-1.5 pr-1.5 pl-4">
        <figcaption className="font-mono text-xs font-semibold tracking-wide text-subtle">{caption}</figcaption>
        <button
          type="button"
          onClick={() => void copyCode(code)}
          aria-label={`Copy ${label}`}
          className="inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold text-muted transition-colors hover:bg-white/5 hover:text-paper"
        >
          <Copy className="size-3.5" aria-hidden />
          Copy
        </button>
      </div>
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto p-4 font-mono text-[13px] leading-relaxed text-paper/90 focus-visible:outline-offset-[-2px]"
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
