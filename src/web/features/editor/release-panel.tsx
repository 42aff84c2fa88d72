import { AlertTriangle, CircleCheck, CircleX, Disc3, LoaderCircle, Printer, ShieldCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { canUse } from '../../../shared/entitlements.ts';
import {
  PRINT_BLEED_MM,
  PRINT_PPI,
  PRINT_PRODUCT_IDS,
  PRINT_PRODUCTS,
  type PrintProduct,
} from '../../../shared/release/print.ts';
import { usePlan } from '../auth/index.ts';
import { LockNote } from '../../components/lock-note.tsx';
import { useId, useMemo, useState } from 'react';
import type { CoverEdit, LayerBoxes } from '../../../shared/contracts/cover-edit.ts';
import type {
  PreflightFix,
  PreflightIssue,
  PreflightResponse,
  StoreReport,
} from '../../../shared/contracts/preflight.ts';
import { STORE_RULES_CHECKED } from '../../../shared/release/store-rules.ts';
import { removeMatch } from '../../../shared/release/text-rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { countOf } from '../../../shared/plural.ts';
import { Choice } from './controls.tsx';
import { fetchPreflight } from './editor-api.ts';
import { insideMargins } from './placement.ts';

type Format = 'jpeg' | 'png';
const FORMATS = [
  { id: 'jpeg', label: 'JPEG' },
  { id: 'png', label: 'PNG' },
] as const satisfies readonly { id: Format; label: string }[];

const STATUS = {
  pass: { icon: CircleCheck, label: 'Passes', className: 'text-lime' },
  warn: { icon: AlertTriangle, label: 'Passes', className: 'text-amber-300' },
  fail: { icon: CircleX, label: 'Refused', className: 'text-danger' },
} as const;

/** The same fix applied to the document the editor holds. */
function applyFix(doc: CoverEdit, fix: PreflightFix, boxes: LayerBoxes | null): CoverEdit {
  if (fix.kind === 'inside-margins') return insideMargins(doc, boxes);
  if (fix.kind === 'use-format') return doc;
  const layers = doc.text.layers.map((layer, i) => {
    if (i !== fix.layer) return layer;
    if (fix.kind === 'move-layer') return { ...layer, y: Math.round(Math.min(1200, Math.max(-200, layer.y + fix.dy))) };
    return { ...layer, text: fix.kind === 'remove-words' ? removeMatch(layer.text, fix) : fix.text };
  });
  return { ...doc, text: { ...doc.text, layers } };
}

const layerText = (doc: CoverEdit, role: 'title' | 'artist') =>
  doc.text.layers
    .find((l) => l.role === role)
    ?.text.replace(/\s+/g, ' ')
    .trim() ?? '';

/**
 * The Release tab: the release's details as they will be entered at the distributor, and the edit checked against
 * each store's published artwork rules (the export as downloaded, read back by the server). Fixes that can be made
 * in one click change the edit; the check then runs again on request.
 */
export function ReleasePanel({
  coverId,
  doc,
  boxes,
  update,
  download,
  busy,
}: {
  coverId: string;
  doc: CoverEdit;
  download: (product: PrintProduct) => void;
  busy: boolean;
  boxes: LayerBoxes | null;
  update: (next: CoverEdit) => void;
}) {
  const [artist, setArtist] = useState(() => layerText(doc, 'artist'));
  const [title, setTitle] = useState(() => layerText(doc, 'title'));
  const [format, setFormat] = useState<Format>('jpeg');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ report: PreflightResponse; doc: CoverEdit; format: Format } | null>(null);
  const id = useId();
  const stale = result !== null && (result.doc !== doc || result.format !== format);

  const check = async () => {
    setChecking(true);
    setError(null);
    try {
      const report = await fetchPreflight(coverId, { document: doc, release: { artist, title }, format });
      setResult({ report, doc, format });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setChecking(false);
    }
  };

  const fix = (action: PreflightFix) => {
    if (action.kind === 'use-format') setFormat(action.format);
    else update(applyFix(doc, action, boxes));
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Check the cover against what Spotify, Apple Music, DistroKid and five more publish about artwork, before you
        upload it. Enter the release’s details as you will at your distributor.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={`${id}-artist`}
          label="Artist"
          value={artist}
          maxLength={200}
          onChange={(e) => setArtist(e.target.value)}
        />
        <TextField
          id={`${id}-title`}
          label="Release title"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Choice label="File you will upload" value={format} options={FORMATS} onChange={setFormat} />
      <Button onClick={() => void check()} disabled={checking}>
        {checking ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <ShieldCheck className="size-4" aria-hidden />
        )}
        {checking ? 'Checking the 3000 × 3000 file…' : result ? 'Check again' : 'Check for stores'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {result && <Results report={result.report} stale={stale} onFix={fix} />}
      <p className="text-xs text-subtle">
        Store rules as published, read {STORE_RULES_CHECKED}. Stores can still refuse a cover for what it shows.
      </p>
      <PrintAndMockups coverId={coverId} download={download} busy={busy} />
    </div>
  );
}

/** Print masters for a pressing, and the way to the mockups: a plan's features, locked with what unlocks them. */
function PrintAndMockups({
  coverId,
  download,
  busy,
}: {
  coverId: string;
  download: (product: PrintProduct) => void;
  busy: boolean;
}) {
  const plan = usePlan();
  return (
    <section aria-labelledby={`${coverId}-print`} className="flex flex-col gap-3 border-t border-line pt-4">
      <h3 id={`${coverId}-print`} className="font-semibold">
        Print and mockups
      </h3>
      <p className="text-sm text-muted">
        CMYK print masters at {PRINT_PPI} ppi with {PRINT_BLEED_MM} mm bleed, the cut and the bleed marked, for a
        pressing plant or a printer.
      </p>
      {canUse(plan, 'printMasters') ? (
        <div className="flex flex-wrap gap-2">
          {PRINT_PRODUCT_IDS.map((product) => (
            <Button key={product} variant="secondary" size="sm" disabled={busy} onClick={() => download(product)}>
              <Printer className="size-4" aria-hidden /> {PRINT_PRODUCTS[product].name} (PDF)
            </Button>
          ))}
        </div>
      ) : (
        <LockNote feature="printMasters" />
      )}
      {canUse(plan, 'mockups') ? (
        <Link
          to={`/tools/mockups?cover=${encodeURIComponent(coverId)}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-ember hover:underline"
        >
          <Disc3 className="size-4" aria-hidden /> See it as a record, CD, cassette, phone and poster
        </Link>
      ) : (
        <LockNote feature="mockups" />
      )}
    </section>
  );
}

function Results({
  report,
  stale,
  onFix,
}: {
  report: PreflightResponse;
  stale: boolean;
  onFix: (action: PreflightFix) => void;
}) {
  const passing = report.stores.filter((s) => s.status !== 'fail').length;
  // One list of what to fix, each finding once, however many stores it concerns.
  const findings = useMemo(() => {
    const byKey = new Map<string, { issue: PreflightIssue; stores: string[] }>();
    for (const store of report.stores)
      for (const issue of store.issues) {
        const seen = byKey.get(issue.key);
        if (!seen) byKey.set(issue.key, { issue, stores: [store.name] });
        else {
          seen.stores.push(store.name);
          if (issue.severity === 'fail') seen.issue = issue;
        }
      }
    return [...byKey.values()].sort(
      (a, b) => (a.issue.severity === 'fail' ? -1 : 0) - (b.issue.severity === 'fail' ? -1 : 0),
    );
  }, [report]);
  const { file } = report;
  return (
    <section aria-label="Release check results" aria-live="polite" className="flex flex-col gap-4">
      {stale && (
        <p className="rounded-lg border border-line-strong bg-ink px-3 py-2 text-sm text-muted">
          The cover changed since this check. Check again to see where it stands now.
        </p>
      )}
      <p className="font-semibold">
        {passing === report.stores.length
          ? 'Accepted by every store checked.'
          : `Accepted by ${passing} of ${report.stores.length} stores.`}{' '}
        <span className="font-normal text-muted">
          {file.width} × {file.height} px {file.format.toUpperCase()}, {file.space === 'srgb' ? 'sRGB' : file.space},{' '}
          {(file.bytes / 1_000_000).toFixed(1)} MB.
        </span>
      </p>
      <ul className="grid grid-cols-2 gap-2" aria-label="Stores">
        {report.stores.map((store) => (
          <StoreRow key={store.id} store={store} />
        ))}
      </ul>
      {findings.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="What to fix">
          {findings.map(({ issue, stores }) => {
            const { icon: Icon, className } = STATUS[issue.severity];
            return (
              <li key={issue.key} className="rounded-lg border border-line bg-ink/60 p-3 text-sm">
                <p className="flex gap-2">
                  <Icon className={`mt-0.5 size-4 shrink-0 ${className}`} aria-hidden />
                  <span>
                    <span className="sr-only">{issue.severity === 'fail' ? 'Refused: ' : 'Warning: '}</span>
                    {issue.message}
                  </span>
                </p>
                <p className="mt-1 pl-6 text-muted">
                  {issue.fix}{' '}
                  <span className="text-subtle">
                    ({issue.severity === 'fail' ? 'refused by' : 'a risk at'}{' '}
                    {stores.length === report.stores.length ? 'every store' : stores.join(', ')})
                  </span>
                </p>
                {issue.action && (
                  <div className="mt-2 pl-6">
                    <Button variant="secondary" size="sm" onClick={() => onFix(issue.action!)}>
                      <Wrench className="size-4" aria-hidden /> Fix it
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function StoreRow({ store }: { store: StoreReport }) {
  const { icon: Icon, label, className } = STATUS[store.status];
  const count = store.issues.length;
  return (
    <li className="flex items-center gap-2 rounded-lg border border-line bg-ink/60 px-3 py-2 text-sm">
      <Icon className={`size-4 shrink-0 ${className}`} aria-hidden />
      <span className="min-w-0">
        <span className="block truncate font-medium">{store.name}</span>
        <span className="block text-xs text-subtle">
          {label}
          {count ? ` · ${countOf(count, 'note')}` : ''}
          {store.source === 'none' ? ' · common rules' : ''}
        </span>
      </span>
    </li>
  );
}
