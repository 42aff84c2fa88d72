import * as Tabs from '@radix-ui/react-tabs';
import { ArrowLeft, Download, History, LoaderCircle, Package, Redo2, Save, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SaveStylePanel } from '../styles/index.ts';
import { ApiError } from '../../lib/api.ts';
import { ArtPanel, LabelPanel } from './art-panel.tsx';
import { ColourPanel } from './colour-panel.tsx';
import { LogoLayerPanel } from './logo-layer-panel.tsx';
import { CoverCanvas } from './cover-canvas.tsx';
import { ReleasePanel } from './release-panel.tsx';
import { TextPanel } from './text-panel.tsx';
import { useCoverEditor, type CoverEditor } from './use-cover-editor.ts';
import { useEditPreview } from './use-edit-preview.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
/** Plain colours any cover's text may want, after those taken from the art. */
const PLAIN = ['#ffffff', '#111111'];

/** The preview's size: sharp enough for the screen it is on, small enough to come back quickly. */
const previewSize = (): 512 | 1024 =>
  typeof window !== 'undefined' && window.innerWidth * window.devicePixelRatio >= 900 ? 1024 : 512;

/**
 * The cover editor (/editor/:id): the cover drawn by the server as it is edited (text, art, colour, label), undo
 * and redo, saving (downloads are then the edit), the saved versions, and the 3000² downloads.
 */
export function EditorView({ coverId }: { coverId: string }) {
  const editor = useCoverEditor(coverId);
  const { state, document: doc } = editor;
  const [size] = useState(previewSize);
  const { preview, boxes, drawing, error } = useEditPreview(coverId, doc, size);
  const [selected, setSelected] = useState(0);
  const swatches = useMemo(() => [...new Set([...(state.data?.swatches ?? []), ...PLAIN])], [state.data?.swatches]);

  useUndoKeys(editor);
  useLeaveWarning(editor.dirty);

  // A failed refresh after a save keeps the edit on screen; only a failed opening shows why it cannot be edited.
  if (state.isError && !state.data) return <CannotEdit error={state.error} />;
  if (!doc || !state.data) {
    return (
      <section className="container-page flex items-center gap-2 py-16 text-muted" aria-busy>
        <LoaderCircle className="size-5 animate-spin" aria-hidden /> Opening the editor…
      </section>
    );
  }
  const layer = Math.min(selected, Math.max(0, doc.text.layers.length - 1));
  const title = doc.text.layers.find((l) => l.role === 'title')?.text;

  return (
    <section className="container-page py-8 sm:py-12">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-2">
          <Link to="/library" className="flex items-center gap-1.5 text-sm text-muted hover:text-paper">
            <ArrowLeft className="size-4" aria-hidden /> Your covers
          </Link>
          <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">Edit cover</h1>
          <p className="text-sm text-muted" aria-live="polite">
            {editor.dirty
              ? 'Unsaved changes. Editing is free: save to make the downloads your edit.'
              : state.data.savedAt
                ? `Saved ${timeFormat.format(new Date(state.data.savedAt))}. Downloads are this edit.`
                : 'The cover as generated. Editing is free.'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={editor.undo}
            disabled={!editor.canUndo}
            className="w-9 px-0!"
            aria-label="Undo"
            title="Undo (Ctrl+Z)"
          >
            <Undo2 className="size-4 shrink-0" aria-hidden />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={editor.redo}
            disabled={!editor.canRedo}
            className="w-9 px-0!"
            aria-label="Redo"
            title="Redo (Ctrl+Shift+Z)"
          >
            <Redo2 className="size-4 shrink-0" aria-hidden />
          </Button>
          <Button size="sm" onClick={() => void editor.save()} disabled={!editor.dirty || editor.saving}>
            {editor.saving ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Save className="size-4" aria-hidden />
            )}
            Save
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void editor.download('jpeg')} disabled={editor.saving}>
            <Download className="size-4" aria-hidden /> JPEG
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void editor.download('png')} disabled={editor.saving}>
            <Download className="size-4" aria-hidden /> PNG
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void editor.download('kit')}
            disabled={editor.saving}
            title="The 3000 × 3000 master, a 1080 post, a 1080 × 1920 story, a 2560 × 1440 banner and a 640 thumbnail"
          >
            <Package className="size-4" aria-hidden /> Release kit
          </Button>
        </div>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start xl:gap-10">
        {/* Stays in view while the controls scroll: on a phone at the top, smaller, over the controls. */}
        <div className="sticky top-16 z-10 -mx-5 bg-ink/95 px-5 pt-2 pb-3 backdrop-blur md:-mx-8 md:px-8 lg:top-24 lg:mx-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
          {/* On a laptop screen (1280 × 900) the whole cover, title included, fits under the page's header. */}
          <div className="mx-auto w-full max-w-[38vh] lg:max-w-[calc(100svh-16rem)]">
            <CoverCanvas
              doc={doc}
              preview={preview}
              boxes={boxes}
              drawing={drawing}
              error={error}
              selected={layer}
              onSelect={setSelected}
              movesArt={state.data.art === 'image'}
              update={editor.update}
              done={editor.endGroup}
              alt={`Your cover${title ? `, ${title}` : ''}, as edited`}
            />
          </div>
          <ExportNote coverId={coverId} className="mt-2 hidden lg:block" />
        </div>

        <div className="flex flex-col gap-6">
          <Tabs.Root defaultValue="text" className="rounded-card border border-line bg-ink-raised/70">
            <Tabs.List aria-label="What to edit" className="grid grid-cols-5 border-b border-line">
              {(['text', 'art', 'colour', 'label', 'release'] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="h-12 text-sm font-semibold text-muted capitalize data-[state=active]:border-b-2 data-[state=active]:border-ember data-[state=active]:text-paper"
                >
                  {tab}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="p-4 sm:p-5">
              <Tabs.Content value="text">
                <TextPanel
                  doc={doc}
                  selected={layer}
                  onSelect={setSelected}
                  boxes={boxes}
                  swatches={swatches}
                  update={editor.update}
                  done={editor.endGroup}
                />
              </Tabs.Content>
              <Tabs.Content value="art">
                <ArtPanel doc={doc} cover={state.data.cover} update={editor.update} done={editor.endGroup} />
              </Tabs.Content>
              <Tabs.Content value="colour">
                <ColourPanel doc={doc} swatches={swatches} update={editor.update} done={editor.endGroup} />
              </Tabs.Content>
              <Tabs.Content value="label">
                <LabelPanel doc={doc} update={editor.update} />
                <LogoLayerPanel doc={doc} swatches={swatches} update={editor.update} done={editor.endGroup} />
              </Tabs.Content>
              <Tabs.Content value="release">
                <ReleasePanel
                  coverId={coverId}
                  doc={doc}
                  boxes={boxes}
                  update={editor.update}
                  download={(product) => void editor.download(product)}
                  busy={editor.saving}
                />
              </Tabs.Content>
            </div>
          </Tabs.Root>
          <SavedVersions editor={editor} />
          <SaveStylePanel coverId={coverId} doc={doc} {...(editor.dirty ? { saveEdit: editor.save } : {})} />
          <ExportNote coverId={coverId} className="lg:hidden" />
        </div>
      </div>
    </section>
  );
}

function ExportNote({ coverId, className }: { coverId: string; className: string }) {
  return (
    <p className={`text-xs text-subtle ${className}`}>
      Downloads are 3000×3000, drawn from this same edit; the release kit adds a post, a story, a banner and a thumbnail
      in one ZIP.{' '}
      <Link to={`/generate?cover=${encodeURIComponent(coverId)}`} className="underline hover:text-paper">
        Open in the generator
      </Link>{' '}
      to vary or publish it.
    </p>
  );
}

function SavedVersions({ editor }: { editor: CoverEditor }) {
  const history = editor.state.data?.history ?? [];
  if (!history.length) return null;
  return (
    <details className="rounded-card border border-line bg-ink-raised/70 p-4">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <History className="size-4" aria-hidden /> Saved versions ({history.length})
      </summary>
      <ul className="mt-3 flex flex-col gap-1.5" aria-label="Saved versions">
        {history.map((h, i) => (
          <li key={h.id} className="flex items-center justify-between gap-3 text-sm">
            <time dateTime={h.createdAt} className="text-paper/85">
              {timeFormat.format(new Date(h.createdAt))}
              {i === 0 ? ' (latest)' : ''}
            </time>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void editor.restore(h.id)}
              aria-label={`Open the edit saved ${timeFormat.format(new Date(h.createdAt))}`}
            >
              Open
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

function CannotEdit({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.status : 0;
  const message =
    status === 404
      ? 'This cover is not one of yours, or it was deleted.'
      : status === 409
        ? 'This cover is not finished yet. Open it again once it is drawn.'
        : error.message;
  return (
    <section className="container-page flex flex-col items-start gap-4 py-16">
      <h1 className="font-display text-3xl font-bold">This cover cannot be edited</h1>
      <p role="alert" className="text-muted">
        {message}
      </p>
      <ButtonLink to="/library" variant="secondary">
        Your covers
      </ButtonLink>
    </section>
  );
}

/** Ctrl+Z (⌘Z) undoes and Ctrl+Shift+Z or Ctrl+Y redoes, except while typing, where the field has its own undo. */
function useUndoKeys({ undo, redo }: Pick<CoverEditor, 'undo' | 'redo'>) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const target = e.target as HTMLElement | null;
      if (
        target &&
        (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && (target as HTMLInputElement).type === 'text'))
      )
        return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);
}

/** Leaving with unsaved changes asks first: another page of the app, or closing or reloading the tab. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Leave without saving? Your changes to this cover will be lost.')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
