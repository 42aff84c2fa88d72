/**
 * A menu whose code loads when a visitor reaches for it. The header's menus are built on Radix and floating-ui
 * (~50 KB of script), which every first load would otherwise evaluate. Until it is pointed at, focused or pressed,
 * the trigger is a plain button drawn exactly like the real one; a press before the code has arrived opens the
 * menu as soon as it has, and keyboard focus moves to the real trigger.
 */
import { ChevronDown } from 'lucide-react';
import { Suspense, useEffect, useState, type ReactNode, type RefObject } from 'react';

/** How the loaded menu starts: open (it was pressed) and with its trigger focused (it had focus). */
export interface MenuOpening {
  defaultOpen: boolean;
  focusTrigger: boolean;
}

/** What the trigger looks like, the same before and after the menu's code loads. */
export interface TriggerLook {
  className: string;
  label?: string;
  content: ReactNode;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function MenuOnDemand({
  trigger,
  renderMenu,
}: {
  trigger: TriggerLook;
  /** The lazily loaded menu (a React.lazy component), rendered inside Suspense. */
  renderMenu: (opening: MenuOpening) => ReactNode;
}) {
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null);
  const [focused, setFocused] = useState(false);
  const want = (open: boolean) => setWanted((was) => ({ open: open || (was?.open ?? false) }));
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      aria-label={trigger.label}
      className={trigger.className}
      onPointerEnter={() => want(false)}
      onFocus={() => {
        setFocused(true);
        want(false);
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        want(true);
      }}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        want(true);
      }}
    >
      {trigger.content}
    </button>
  );
  if (!wanted) return placeholder;
  return <Suspense fallback={placeholder}>{renderMenu({ defaultOpen: wanted.open, focusTrigger: focused })}</Suspense>;
}

/** Gives the loaded trigger the focus its placeholder had. */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, focus: boolean) {
  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only on mount: the placeholder's focus is handed over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The header's labelled menu buttons ('Create', 'Explore'…). */
export function labelledTrigger(label: string): TriggerLook {
  return {
    className:
      'group inline-flex h-10 items-center gap-1 rounded-full px-4 text-sm font-medium text-paper/85 outline-none hover:bg-white/5 hover:text-paper focus-visible:bg-white/5 data-[state=open]:text-paper',
    content: (
      <>
        {label}
        <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </>
    ),
  };
}
