/**
 * The app's toasts, with sonner's API, without loading sonner at start: most visits never show a toast, and its
 * ~33 KB would be evaluated on every first load. The first toast fetches sonner, mounts its Toaster in the
 * ToastHost and then shows; calls made meanwhile are kept in order.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type ToasterComponent = typeof SonnerToaster;

let loadedToaster: ToasterComponent | undefined;
let showToaster: ((toaster: ToasterComponent) => void) | undefined;
let toasterMounted: (() => void) | undefined;
let ready: Promise<Sonner> | undefined;

function sonner(): Promise<Sonner> {
  ready ??= import('sonner').then(
    ({ Toaster, toast }) =>
      new Promise<Sonner>((resolve) => {
        // The Toaster listens for toasts from its mount on; sonner drops a toast shown before it.
        toasterMounted = () => resolve(toast);
        loadedToaster = Toaster;
        showToaster?.(Toaster);
      }),
  );
  return ready;
}

type Show = Sonner['success'];

/** toast.success, .error and .info take the same arguments. */
function later(kind: 'success' | 'error' | 'info') {
  return (...args: Parameters<Show>) => void sonner().then((toast) => (toast[kind] as Show)(...args));
}

export const toast = Object.assign((...args: Parameters<Sonner>) => void sonner().then((show) => show(...args)), {
  success: later('success'),
  error: later('error'),
  info: later('info'),
  /** Dismisses a toast (all when no id); nothing to do while none can have been shown. */
  dismiss: (id?: string | number) => void ready?.then((show) => show.dismiss(id)),
});

/** Where the toasts appear: empty until the first toast loads sonner. Rendered once, in the app shell. */
export function ToastHost(props: ComponentProps<ToasterComponent>) {
  const [Toaster, setToaster] = useState<ComponentType<ComponentProps<ToasterComponent>> | null>(null);
  useEffect(() => {
    showToaster = (component) => setToaster(() => component);
    if (loadedToaster) showToaster(loadedToaster);
    return () => {
      showToaster = undefined;
    };
  }, []);
  // Runs after the Toaster's own effects (children's effects run first), so it already listens.
  useEffect(() => {
    if (Toaster) toasterMounted?.();
  }, [Toaster]);
  return Toaster ? <Toaster {...props} /> : null;
}
