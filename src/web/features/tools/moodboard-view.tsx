import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowUpToLine,
  Copy,
  Download,
  ImageUp,
  LayoutGrid,
  Link2,
  LoaderCircle,
  Plus,
  StickyNote,
  Trash2,
} from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { STYLES } from '../../../shared/content/styles.ts';
import { sampleImageUrl } from '../../../shared/content/sample-art.ts';
import {
  ITEM_MAX_WIDTH,
  ITEM_MIN_WIDTH,
  MAX_BOARD_ITEMS,
  NOTE_MAX_LENGTH,
  type Board,
  type BoardItem,
} from '../../../shared/contracts/moodboards.ts';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { SelectBox } from '../../components/ui/select-box.tsx';
import { fetchRecentGenerations, RECENT_QUERY_KEY, shownImages } from '../../lib/generations.ts';
import { toast } from '../../lib/toast.tsx';
import { BoardCanvas, itemLabel } from './board-canvas.tsx';
import { itemHeight, placeNewItem } from './board-placement.ts';
import {
  BOARDS_KEY,
  boardPngUrl,
  createBoard,
  deleteBoard,
  fetchBoard,
  fetchBoards,
  fetchGalleryCovers,
  fetchSharedBoard,
  saveBoard,
  shareBoard,
  shareUrl,
  uploadBoardPicture,
} from './moodboard-api.ts';
import { UPLOAD_TYPES, uploadProblem } from './tools-api.ts';
import { ToolFrame } from './tool-frame.tsx';

const LEAD =
  'Collect a direction before you generate: your covers and pictures, covers from the gallery, style presets, colours and notes on one board. Drag them into place, share a read-only link with your band or label, and download the board as a PNG.';

/** Changes are saved this long after the last one. */
const SAVE_AFTER_MS = 700;
const newItemId = () => Math.random().toString(36).slice(2, 10);
type NewItem =
  | { kind: 'cover'; coverId: string }
  | { kind: 'gallery'; postId: string }
  | { kind: 'upload'; uploadId: string }
  | { kind: 'style'; slug: string }
  | { kind: 'colour'; hex: string }
  | { kind: 'note'; text: string };

/** The Moodboard Creator (/tools/moodboard, Studio): pick or start a board, then build it. */
export function MoodboardView() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('board');
  const boards = useQuery({ queryKey: BOARDS_KEY, queryFn: fetchBoards });
  const queryClient = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState('');
  const open = (id: string | null) => setParams(id ? { board: id } : {});
  const current = chosen ?? boards.data?.[0]?.id ?? null;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const result = await createBoard(name.trim());
    if (!result.ok) return toast.error('Board not made', { description: result.message ?? undefined });
    setName('');
    await queryClient.invalidateQueries({ queryKey: BOARDS_KEY });
    open(result.data.id);
  };

  return (
    <ToolFrame icon={LayoutGrid} title="Moodboard Creator" lead={LEAD} feature="moodboard">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        {boards.data && boards.data.length > 0 && (
          <div className="flex min-w-64 flex-col gap-2">
            <label htmlFor={`${nameId}-board`} className="text-sm font-semibold">
              Board
            </label>
            <SelectBox
              id={`${nameId}-board`}
              shape="field"
              value={current ?? ''}
              onChange={(e) => open(e.target.value)}
            >
              {boards.data.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} ({b.itemCount} {b.itemCount === 1 ? 'item' : 'items'})
                </option>
              ))}
            </SelectBox>
          </div>
        )}
        <form onSubmit={(e) => void create(e)} className="flex flex-wrap items-end gap-2" aria-label="Start a board">
          <div className="flex flex-col gap-2">
            <label htmlFor={nameId} className="text-sm font-semibold">
              New board
            </label>
            <input
              id={nameId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={60}
              placeholder="Second album"
              className="h-10 rounded-lg border border-line-strong bg-ink-overlay px-3 text-sm"
            />
          </div>
          <Button type="submit" size="sm" disabled={name.trim().length < 2}>
            <Plus className="size-4" aria-hidden /> Start board
          </Button>
        </form>
      </div>
      {boards.isPending ? (
        <p className="flex items-center gap-2 text-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading your boards…
        </p>
      ) : current ? (
        <BoardEditor key={current} id={current} onDeleted={() => open(null)} />
      ) : (
        <p className="text-muted">Start a board: name it above, then add covers, colours and notes.</p>
      )}
    </ToolFrame>
  );
}

function BoardEditor({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const loaded = useQuery({ queryKey: [...BOARDS_KEY, id], queryFn: () => fetchBoard(id) });
  const [draft, setDraft] = useState<{ name: string; items: BoardItem[] } | null>(null);
  const [pictures, setPictures] = useState<Record<string, string>>({});
  const [names, setNames] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [status, setStatus] = useState<'saved' | 'waiting' | 'saving' | 'failed'>('saved');
  const [board, setBoard] = useState<Board | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The board as it stands, for the end of a drag (whose moves update it many times before it is saved).
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  if (loaded.data && !board) {
    setBoard(loaded.data);
    setDraft({ name: loaded.data.name, items: loaded.data.items });
    setPictures(loaded.data.pictures);
  }

  const save = useMutation({
    mutationFn: async (next: { name: string; items: BoardItem[] }) => {
      const result = await saveBoard(id, next);
      if (!result.ok) throw new Error(result.message ?? 'The board could not be saved.');
      return result.data;
    },
    onSuccess: (saved) => {
      setBoard(saved);
      setPictures((shown) => ({ ...shown, ...saved.pictures }));
      setStatus('saved');
      void queryClient.invalidateQueries({ queryKey: BOARDS_KEY, exact: true });
    },
    onError: (error) => {
      setStatus('failed');
      toast.error('Board not saved', { description: error.message });
    },
  });

  /** Changes the board now and saves it a moment after the last change. */
  const change = (next: { name: string; items: BoardItem[] }, saveNow = false) => {
    latest.current = next;
    setDraft(next);
    setStatus('waiting');
    clearTimeout(timer.current);
    const run = () => {
      if (next.name.trim().length < 2) return;
      setStatus('saving');
      save.mutate(next);
    };
    if (saveNow) run();
    else timer.current = setTimeout(run, SAVE_AFTER_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  if (loaded.isError) return <p className="text-danger">{loaded.error.message}</p>;
  if (!draft || !board)
    return (
      <p className="flex items-center gap-2 text-muted">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Opening the board…
      </p>
    );

  const items = draft.items;
  const picked = items.find((i) => i.id === selected) ?? null;
  const setItems = (next: BoardItem[], saveNow = false) => change({ ...draft, items: next }, saveNow);
  const add = (item: NewItem, picture?: { url: string; name: string }) => {
    if (items.length >= MAX_BOARD_ITEMS)
      return toast.error('Board full', { description: `A board holds at most ${MAX_BOARD_ITEMS} items.` });
    const id = newItemId();
    const w = item.kind === 'note' ? 320 : item.kind === 'colour' ? 180 : 300;
    if (picture) {
      setPictures((shown) => ({ ...shown, [id]: picture.url }));
      setNames((shown) => ({ ...shown, [id]: picture.name }));
    }
    const { x, y } = placeNewItem(items, w, itemHeight({ ...item, w }));
    setItems([...items, { ...item, id, x, y, w } as BoardItem], true);
    setSelected(id);
  };
  const update = (patch: Partial<BoardItem>, saveNow = false) =>
    picked &&
    setItems(
      items.map((i) => (i.id === picked.id ? ({ ...i, ...patch } as BoardItem) : i)),
      saveNow,
    );

  const toggleShare = async () => {
    const result = await shareBoard(id, !board.shareToken);
    if (!result.ok) return toast.error('Link not changed', { description: result.message ?? undefined });
    setBoard(result.data);
    toast.success(result.data.shareToken ? 'Read-only link made' : 'Link turned off');
  };
  const remove = async () => {
    if (!window.confirm(`Delete the board “${draft.name}”? Its covers stay in your library.`)) return;
    const result = await deleteBoard(id);
    if (!result.ok) return toast.error('Board not deleted', { description: result.message ?? undefined });
    await queryClient.invalidateQueries({ queryKey: BOARDS_KEY });
    toast.success('Board deleted');
    onDeleted();
  };

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <label className="sr-only" htmlFor={`board-name-${id}`}>
            Board name
          </label>
          <input
            id={`board-name-${id}`}
            value={draft.name}
            maxLength={60}
            onChange={(e) => change({ ...draft, name: e.target.value })}
            className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-ink-overlay px-3 font-display text-lg font-bold"
          />
          <p className="text-sm text-muted" role="status">
            {status === 'saved' ? 'Saved' : status === 'failed' ? 'Not saved' : 'Saving…'}
          </p>
        </div>
        <BoardCanvas
          name={draft.name}
          items={items}
          pictures={pictures}
          names={names}
          selected={selected}
          onSelect={setSelected}
          onMove={(itemId, x, y) => {
            // Kept in step at once: a pointer-up can arrive before React renders the last move, and the drag must
            // save where the item was let go, not one move short of it.
            const d = latest.current;
            if (!d) return;
            latest.current = { ...d, items: d.items.map((i) => (i.id === itemId ? { ...i, x, y } : i)) };
            setDraft(latest.current);
          }}
          onMoveEnd={() => latest.current && change(latest.current)}
        />
        {picked ? (
          <div
            className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-ink-raised/70 p-3"
            aria-label="Selected item"
          >
            <p className="text-sm font-semibold">{itemLabel(picked, names)}</p>
            <label className="flex items-center gap-2 text-sm">
              Size
              <input
                type="range"
                min={ITEM_MIN_WIDTH}
                max={ITEM_MAX_WIDTH}
                step={10}
                value={picked.w}
                onChange={(e) => update({ w: Number(e.target.value) })}
                className="accent-ember"
              />
            </label>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setItems([...items.filter((i) => i.id !== picked.id), picked], true)}
            >
              <ArrowUpToLine className="size-4" aria-hidden /> To front
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => (
                setItems(
                  items.filter((i) => i.id !== picked.id),
                  true,
                ),
                setSelected(null)
              )}
            >
              <Trash2 className="size-4" aria-hidden /> Remove
            </Button>
          </div>
        ) : (
          <p className="text-sm text-subtle">
            Press an item to pick it, drag it into place (arrow keys move it too), then size it or bring it to the
            front.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <ButtonAnchor href={boardPngUrl(board)} download variant="secondary" size="sm">
            <Download className="size-4" aria-hidden /> Download PNG
          </ButtonAnchor>
          <Button variant="secondary" size="sm" onClick={() => void toggleShare()}>
            <Link2 className="size-4" aria-hidden /> {board.shareToken ? 'Turn off the link' : 'Share a read-only link'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void remove()}>
            <Trash2 className="size-4" aria-hidden /> Delete board
          </Button>
        </div>
        {board.shareToken && <SharedLink token={board.shareToken} />}
      </div>
      <AddPanel onAdd={add} />
    </div>
  );
}

function SharedLink({ token }: { token: string }) {
  const url = shareUrl(token);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted">Anyone with this link can see the board:</span>
      <a href={url} className="break-all text-ember underline" target="_blank" rel="noreferrer">
        {url}
      </a>
      <Button
        variant="ghost"
        size="sm"
        onClick={() =>
          void navigator.clipboard.writeText(url).then(() => toast.success('Copied! Code copied to clipboard.'))
        }
      >
        <Copy className="size-4" aria-hidden /> Copy
      </Button>
    </div>
  );
}

/** A picture from the person's device: checked here first, then uploaded and added. */
function UploadPicture({ onAdd }: { onAdd: (item: NewItem, picture?: { url: string; name: string }) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) return toast.error('Picture not added', { description: problem });
    setBusy(true);
    const result = await uploadBoardPicture(file);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (!result.ok) return toast.error('Picture not added', { description: result.message ?? undefined });
    onAdd({ kind: 'upload', uploadId: result.data.uploadId }, { url: result.data.imageUrl, name: file.name });
  };
  return (
    <section aria-label="Your pictures" className="flex flex-col gap-2">
      <h3 className="text-xs font-medium tracking-wide text-subtle uppercase">Your pictures</h3>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        className="sr-only"
        aria-label="Upload a picture"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <ImageUp className="size-4" aria-hidden />
        )}
        Upload a picture
      </Button>
      <p className="text-xs text-subtle">PNG, JPEG or WebP, up to 20 MB; shown as a square from its middle.</p>
    </section>
  );
}

/** What can go on a board: my covers, my pictures, the gallery's, the style presets, a colour and a note. */
function AddPanel({ onAdd }: { onAdd: (item: NewItem, picture?: { url: string; name: string }) => void }) {
  const covers = useQuery({ queryKey: RECENT_QUERY_KEY, queryFn: fetchRecentGenerations });
  const gallery = useQuery({ queryKey: ['gallery', 'moodboard'], queryFn: fetchGalleryCovers });
  const [hex, setHex] = useState('#ff8a5b');
  const [note, setNote] = useState('');
  const ids = { colour: useId(), note: useId() };
  const thumb =
    'size-16 overflow-hidden rounded-md border border-line hover:border-ember focus-visible:outline-2 focus-visible:outline-ember';
  const finished = (covers.data ?? []).filter((g) => g.status === 'succeeded');

  return (
    <aside
      aria-label="Add to the board"
      className="flex flex-col gap-5 rounded-card border border-line bg-ink-raised/70 p-4"
    >
      <h2 className="font-display text-lg font-bold">Add to the board</h2>
      <section aria-label="Your covers" className="flex flex-col gap-2">
        <h3 className="text-xs font-medium tracking-wide text-subtle uppercase">Your covers</h3>
        {finished.length ? (
          <div className="flex flex-wrap gap-2">
            {finished.slice(0, 12).map((g) => {
              const { imageUrl, thumbnailUrl } = shownImages(g);
              const label = g.brief?.title ?? g.prompt.slice(0, 40);
              return (
                <button
                  key={g.id}
                  type="button"
                  className={thumb}
                  aria-label={`Add your cover: ${label}`}
                  onClick={() => onAdd({ kind: 'cover', coverId: g.id }, { url: imageUrl!, name: label })}
                >
                  <img src={thumbnailUrl ?? imageUrl!} alt="" className="size-full object-cover" />
                </button>
              );
            })}
          </div>
        ) : (
          <p className="text-sm text-subtle">Covers you make show here.</p>
        )}
      </section>
      <UploadPicture onAdd={onAdd} />
      <section aria-label="From the gallery" className="flex flex-col gap-2">
        <h3 className="text-xs font-medium tracking-wide text-subtle uppercase">From the gallery</h3>
        <div className="flex flex-wrap gap-2">
          {(gallery.data ?? []).slice(0, 12).map((post) => (
            <button
              key={post.id}
              type="button"
              className={thumb}
              aria-label={`Add gallery cover: ${post.title} by ${post.artist}`}
              onClick={() =>
                onAdd(
                  { kind: 'gallery', postId: post.id },
                  { url: post.imageUrl, name: `${post.title} by ${post.artist}` },
                )
              }
            >
              <img src={post.thumbnailUrl} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      </section>
      <section aria-label="Styles" className="flex flex-col gap-2">
        <h3 className="text-xs font-medium tracking-wide text-subtle uppercase">Styles</h3>
        <div className="flex flex-wrap gap-2">
          {STYLES.map((style) => (
            <button
              key={style.slug}
              type="button"
              className={thumb}
              aria-label={`Add style: ${style.name}`}
              onClick={() =>
                onAdd({ kind: 'style', slug: style.slug }, { url: sampleImageUrl(style.art), name: style.name })
              }
            >
              <img src={sampleImageUrl(style.art, 'thumbnail')} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      </section>
      <section aria-label="Add a colour" className="flex flex-col gap-2">
        <label htmlFor={ids.colour} className="text-xs font-medium tracking-wide text-subtle uppercase">
          Colour
        </label>
        <div className="flex items-center gap-2">
          <input
            id={ids.colour}
            type="color"
            value={hex}
            onChange={(e) => setHex(e.target.value.toLowerCase())}
            className="h-10 w-14 rounded border border-line-strong bg-transparent"
          />
          <span className="font-mono text-sm">{hex.toUpperCase()}</span>
          <Button variant="secondary" size="sm" onClick={() => onAdd({ kind: 'colour', hex })}>
            <Plus className="size-4" aria-hidden /> Add colour
          </Button>
        </div>
      </section>
      <section aria-label="Add a note" className="flex flex-col gap-2">
        <label htmlFor={ids.note} className="text-xs font-medium tracking-wide text-subtle uppercase">
          Note
        </label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Cold light, warm title."
          className="rounded-lg border border-line-strong bg-ink-overlay p-2 text-sm"
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={!note.trim()}
          onClick={() => (onAdd({ kind: 'note', text: note.trim() }), setNote(''))}
        >
          <StickyNote className="size-4" aria-hidden /> Add note
        </Button>
      </section>
    </aside>
  );
}

/** A shared board (/moodboard/:token): read-only, with its PNG to download. */
export function SharedBoardView({ token }: { token: string }) {
  const shared = useQuery({
    queryKey: ['moodboard', 'shared', token],
    queryFn: () => fetchSharedBoard(token),
    retry: false,
  });
  return (
    <section className="container-page flex flex-col gap-6 py-12 sm:py-16">
      {shared.isPending ? (
        <p className="flex items-center gap-2 text-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Opening the board…
        </p>
      ) : shared.isError ? (
        <div className="flex flex-col items-start gap-3">
          <h1 className="font-display text-3xl font-bold">Board not found</h1>
          <p className="text-muted">{shared.error.message}</p>
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-2">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
              <LayoutGrid className="size-4" aria-hidden /> Moodboard
            </p>
            <h1 className="font-display text-4xl font-bold tracking-tight">{shared.data.name}</h1>
            <p className="text-muted">By {shared.data.author}</p>
          </header>
          <BoardCanvas name={shared.data.name} items={shared.data.items} pictures={shared.data.pictures} />
          <div>
            <ButtonAnchor href={boardPngUrl(shared.data, token)} download variant="secondary" size="sm">
              <Download className="size-4" aria-hidden /> Download PNG
            </ButtonAnchor>
          </div>
        </>
      )}
    </section>
  );
}
