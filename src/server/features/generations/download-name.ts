/**
 * What a downloaded cover is called: "Artist - Title.jpg" as distributors and music libraries expect, from the
 * exact title and artist on the cover, else the title alone, else "Soundsleeve cover <seed>". Characters that file
 * systems refuse (/ \ : * ? " < > | and control characters) are dropped, whitespace is collapsed, and the name is
 * kept short enough for every system.
 */
export function downloadName(brief: { title?: string; artist?: string }, seed: number, format: 'jpeg' | 'png'): string {
  return `${fileBaseName(brief, `Soundsleeve cover ${seed}`)}.${format === 'png' ? 'png' : 'jpg'}`;
}

/** "Artist - Title" (or the one there is, else `fallback`) made safe as a file name, without an extension. */
export function fileBaseName(brief: { title?: string; artist?: string }, fallback: string): string {
  const clean = (s: string | undefined) =>
    (s ?? '')
      // Control characters are matched by what they are, so no control character sits in the pattern.
      .replace(/[/\\:*?"<>|\p{Cc}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '');
  const title = clean(brief.title);
  const artist = clean(brief.artist);
  return (title && artist ? `${artist} - ${title}` : title || artist || fallback).slice(0, 120).trim();
}

/**
 * A Content-Disposition header for `name`: an ASCII fallback for old clients and the exact UTF-8 name (RFC 6266)
 * for the rest, so "Sigur Rós - Ágætis byrjun.jpg" arrives as written.
 */
export function attachmentHeader(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'cover';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
