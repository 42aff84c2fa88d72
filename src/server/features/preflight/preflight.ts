import { SAFE_MARGIN, type CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import type { CoverFile, LayerLegibility, PreflightIssue, StoreReport } from '../../../shared/contracts/preflight.ts';
import { COMMON_RULES, STORE_RULES, type StoreRules } from '../../../shared/release/store-rules.ts';
import { sameWords, textMatches, TEXT_RULE_TEXT } from '../../../shared/release/text-rules.ts';
import type { LayerBox } from '../../engine/edit.ts';
import type { ReadWord } from '../../providers/ocr/text-reader.ts';

/** Below this capital height at 64 px, letters blur into a smudge in store lists. */
export const MIN_CAP_PX = 3;
/** WCAG's contrast for large text: below it, lettering fades into the art. */
export const MIN_CONTRAST = 3;
const SQUARE = 1000;

export interface PreflightInput {
  file: CoverFile;
  layers: LayerLegibility[];
  boxes: (LayerBox | null)[];
  doc: CoverEdit;
  release: { artist: string; title: string };
  /** What the art is: drawn by the engine at full size, or an outside image (enlarged from a smaller original?). */
  art: { kind: 'builtin' } | { kind: 'image'; enlarged: boolean };
  /** Words read (OCR) off an outside image's art, without the edit's own text; empty for the engine's art. */
  bakedWords: ReadWord[];
}

/** Below this confidence a 'word' read off a picture is usually texture, not lettering. */
export const MIN_WORD_CONFIDENCE = 60;

/** A finding before it meets a store: how severe it is there. */
interface Finding extends Omit<PreflightIssue, 'severity'> {
  severity: (store: StoreRules) => 'warn' | 'fail' | null;
}

const ROLE_NAMES = { title: 'title', artist: 'artist name', line: 'extra line' } as const;
const always = (severity: 'warn' | 'fail') => (): 'warn' | 'fail' => severity;

function fileFindings({ file, doc, art }: PreflightInput): Finding[] {
  const found: Finding[] = [];
  const side = Math.min(file.width, file.height);
  if (file.width !== file.height)
    found.push({
      key: 'square',
      check: 'square',
      severity: always('fail'),
      message: `The file is ${file.width} × ${file.height} px; every store asks for a square.`,
      fix: 'Export the cover again from the editor: its exports are square.',
      action: null,
    });
  found.push({
    key: 'size',
    check: 'size',
    severity: (store) => {
      if (side < (store.minPx ?? COMMON_RULES.minPx)) return 'fail';
      return side < (store.recommendedPx ?? COMMON_RULES.recommendedPx) ? 'warn' : null;
    },
    message: `The file is ${side} px on each side.`,
    fix: 'Download the 3000 × 3000 px master.',
    action: null,
  });
  const format = file.format as (typeof COMMON_RULES.formats)[number];
  found.push({
    key: `format-${file.format}`,
    check: 'format',
    severity: (store) => {
      if ((store.formats ?? COMMON_RULES.formats).includes(format)) return null;
      return store.formats ? 'fail' : 'warn';
    },
    message: `The file is a ${file.format.toUpperCase()}.`,
    fix: 'Download the JPEG instead.',
    action: file.format === 'jpeg' ? null : { kind: 'use-format', format: 'jpeg' },
  });
  const rgb = file.space === 'srgb' && file.channels >= 3;
  if (!rgb || !file.iccSrgb)
    found.push({
      key: 'colour',
      check: 'colour',
      severity: (store) => (!rgb && store.rgbOnly ? 'fail' : 'warn'),
      message: rgb
        ? 'The file has no sRGB colour profile, so stores may show its colours differently.'
        : `The file is in ${file.space.toUpperCase()} colour, not RGB.`,
      fix: 'Export the cover again from the editor: its exports are sRGB.',
      action: null,
    });
  if (file.hasAlpha)
    found.push({
      key: 'transparency',
      check: 'transparency',
      severity: always('warn'),
      message: 'The file has transparent areas; stores fill them with a colour of their choosing.',
      fix: 'Download the JPEG, which has none.',
      action: { kind: 'use-format', format: 'jpeg' },
    });
  const zoom = doc.art.crop.scale;
  if (art.kind === 'image' && (art.enlarged || zoom > 1)) {
    const why = [
      art.enlarged ? 'the original image is smaller than 3000 px' : '',
      zoom > 1 ? `the crop enlarges it ${zoom.toFixed(1)}×` : '',
    ].filter(Boolean);
    found.push({
      key: 'sharpness',
      check: 'sharpness',
      severity: (store) => (store.refusesBlurry ? 'warn' : null),
      message: `The art is enlarged (${why.join(' and ')}), so it can look soft; stores refuse blurry or pixelated covers.`,
      fix:
        zoom > 1
          ? 'Zoom the picture out in the Art tab, or start from a built-in look, which is drawn at 3000 px.'
          : 'Start from a built-in look, which is drawn at 3000 px, or from a larger original image.',
      action: null,
    });
  }
  return found;
}

/**
 * Lettering an image engine drew into the art: stray or garbled words it often adds. A word that is the release's
 * own (the engine set the title) is left alone; what a store refuses in lettering is refused here too.
 */
function bakedTextFindings({ bakedWords, release }: PreflightInput): Finding[] {
  const own = new Set(
    `${release.artist} ${release.title}`
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
  const words = bakedWords
    .filter((w) => w.confidence >= MIN_WORD_CONFIDENCE && /\p{L}.*\p{L}/u.test(w.text))
    .map((w) => w.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => w && !own.has(w.toLocaleLowerCase()));
  if (!words.length) return [];
  const refused = textMatches(words.join(' ')).map((m) => m.rule);
  return [
    {
      key: 'baked-text',
      check: 'baked-text',
      severity: (store) => (refused.some((rule) => store.refuses.includes(rule)) ? 'fail' : 'warn'),
      message: `The art has lettering drawn into it: ${words.map((w) => `“${w}”`).join(', ')}. Image engines often draw stray or garbled letters, and stores refuse text that is not the release's.`,
      fix: 'Crop it out with the zoom in the Art tab, or draw the cover again.',
      action: null,
    },
  ];
}

function letteringFindings({ doc, release, layers, boxes }: PreflightInput): Finding[] {
  const found: Finding[] = [];
  doc.text.layers.forEach((layer, i) => {
    const role = ROLE_NAMES[layer.role];
    for (const match of textMatches(layer.text)) {
      const { name, fix } = TEXT_RULE_TEXT[match.rule];
      found.push({
        key: `lettering-${i}-${match.index}`,
        check: 'lettering',
        rule: match.rule,
        severity: (store) => (store.refuses.includes(match.rule) ? 'fail' : 'warn'),
        message: `The ${role} “${layer.text.replace(/\n/g, ' ')}” has ${name}: “${match.text}”.`,
        fix,
        action: { kind: 'remove-words', layer: i, text: match.text, index: match.index },
      });
    }
    const wanted = layer.role === 'title' ? release.title : layer.role === 'artist' ? release.artist : '';
    if (wanted && layer.text.trim() && !sameWords(layer.text, wanted))
      found.push({
        key: `release-text-${i}`,
        check: 'release-text',
        // Distributors compare a cover's words with the release's details before any store sees it.
        severity: always('fail'),
        message: `The cover's ${role} reads “${layer.text.replace(/\n/g, ' ')}” but the release's is “${wanted}”.`,
        fix: `Set the ${role} on the cover to “${wanted}”, or correct the release's details.`,
        action: { kind: 'use-release-text', layer: i, text: wanted },
      });
    const legibility = layers.find((l) => l.index === i);
    if (legibility && legibility.contrast !== null) {
      // Size is judged on the title alone: an artist line set small under a large title is ordinary design, and
      // stores ask that the title reads in their lists, not every line.
      const small = layer.role === 'title' && legibility.capPx < MIN_CAP_PX;
      const faint = legibility.contrast < MIN_CONTRAST;
      if ((small || faint) && layer.role !== 'line')
        found.push({
          key: `legibility-${i}`,
          check: 'legibility',
          severity: always('warn'),
          message: [
            `At the 64 px size of store lists, the ${role}`,
            small ? `is ${legibility.capPx} px tall` : '',
            small && faint ? 'and' : '',
            faint ? `has a contrast of ${legibility.contrast}:1 with the art behind it` : '',
          ]
            .filter(Boolean)
            .join(' ')
            .concat('.'),
          fix: faint
            ? 'Choose a lighter or darker colour, or add an outline or a plate in the Text tab.'
            : 'Make the text larger in the Text tab.',
          action: null,
        });
    }
    const box = boxes[i];
    if (box && layer.text.trim()) {
      const outside = box.x < 0 || box.y < 0 || box.x + box.w > SQUARE || box.y + box.h > SQUARE;
      const unsafe =
        box.x < SAFE_MARGIN ||
        box.y < SAFE_MARGIN ||
        box.x + box.w > SQUARE - SAFE_MARGIN ||
        box.y + box.h > SQUARE - SAFE_MARGIN;
      if (outside || unsafe)
        found.push({
          key: `margins-${i}`,
          check: 'margins',
          severity: always(outside ? 'fail' : 'warn'),
          message: outside
            ? `The ${role} runs off the edge of the cover, so it is cut.`
            : `The ${role} sits closer than 7% to the edge, where store thumbnails crop and round corners.`,
          fix: 'Move the text inside the margins.',
          action: { kind: 'inside-margins' },
        });
    }
  });
  return found;
}

/** Letters closer than this (units of the 1000-unit square) read as touching at full size. */
const MIN_LETTER_GAP = 4;
/** Space the fix leaves between two layers' letters. */
const FIX_GAP = 16;

/**
 * Two text layers whose letters run into each other (one line's descenders into the next line's capitals, an
 * artist name set over the title): measured on the letters' ink, not the lines' boxes, since a face's ascenders and
 * descenders reach past its lines. The fix moves the lower layer down clear of the upper, or, with no room above
 * the bottom margin, the upper one up.
 */
function overlapFindings({ doc, boxes }: PreflightInput): Finding[] {
  const found: Finding[] = [];
  const inked = doc.text.layers
    .map((layer, i) => ({ layer, i, box: boxes[i] }))
    .filter((l): l is typeof l & { box: LayerBox } => !!l.box && !!l.layer.text.trim());
  for (const [k, a] of inked.entries()) {
    for (const b of inked.slice(k + 1)) {
      const [upper, lower] = a.box.ink.y <= b.box.ink.y ? [a, b] : [b, a];
      const u = upper.box.ink;
      const l = lower.box.ink;
      const across = Math.min(u.x + u.w, l.x + l.w) - Math.max(u.x, l.x);
      const into = u.y + u.h + MIN_LETTER_GAP - l.y;
      if (across <= 0 || into <= 0) continue;
      const shift = Math.ceil(u.y + u.h + FIX_GAP - l.y);
      const action =
        lower.box.y + lower.box.h + shift <= SQUARE - SAFE_MARGIN
          ? { kind: 'move-layer' as const, layer: lower.i, dy: shift }
          : upper.box.y - shift >= SAFE_MARGIN
            ? { kind: 'move-layer' as const, layer: upper.i, dy: -shift }
            : null;
      found.push({
        key: `overlap-${upper.i}-${lower.i}`,
        check: 'overlap',
        // Stores refuse artwork whose text cannot be read; letters run together are the start of that.
        severity: always('warn'),
        message: `The ${ROLE_NAMES[upper.layer.role]} and the ${ROLE_NAMES[lower.layer.role]} run into each other: their letters touch or overlap.`,
        fix: action
          ? `Move the ${ROLE_NAMES[(action.layer === lower.i ? lower : upper).layer.role]} ${action.dy > 0 ? 'down' : 'up'}, or make one of them smaller, in the Text tab.`
          : 'Make one of them smaller, or set them side by side, in the Text tab.',
        action,
      });
    }
  }
  return found;
}

/** Each store's verdict on a cover: its findings, each as severe as that store's published rules make it. */
export function preflightReport(input: PreflightInput): StoreReport[] {
  const findings = [
    ...fileFindings(input),
    ...bakedTextFindings(input),
    ...letteringFindings(input),
    ...overlapFindings(input),
  ];
  return STORE_RULES.map((store) => {
    const issues: PreflightIssue[] = [];
    for (const { severity, ...finding } of findings) {
      const level = severity(store);
      if (level) issues.push({ ...finding, severity: level });
    }
    issues.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'fail' ? -1 : 1));
    const status = issues.some((i) => i.severity === 'fail') ? 'fail' : issues.length ? 'warn' : 'pass';
    const source = store.sources.some((s) => s.kind === 'official')
      ? 'official'
      : store.sources.length
        ? 'secondary'
        : 'none';
    return { id: store.id, name: store.name, status, issues, source };
  });
}
