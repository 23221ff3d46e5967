/**
 * The part of a result's text that the query matched, found the way the search matches (issue 13 point 4: "in any
 * highlighting"): on the folded text (src/domain/text.ts `fold`: case, accents, ß/ø...), mapped back to the text as
 * written, so "alvarez" marks "Álvarez" and "ss" marks the "ß" of "Straße". Pure.
 */
import { fold } from '../domain/text';

/** A run of the text, marked when it is part of a match. Concatenated, the runs give the text back unchanged. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Every match of `query` in `text`, as [start, end) offsets into `text`, in order and not overlapping. */
export function matchRanges(text: string, query: string): Array<[number, number]> {
  const needle = fold(query.trim());
  if (needle === '' || text === '') return [];
  // Fold one code point at a time, remembering which code point each folded character came from.
  let folded = '';
  const origin: number[] = []; // folded index -> offset of its code point in `text`
  const ends: number[] = []; // folded index -> end offset of that code point
  for (let at = 0; at < text.length; ) {
    const point = String.fromCodePoint(text.codePointAt(at)!);
    const next = at + point.length;
    for (const char of fold(point)) {
      for (let i = 0; i < char.length; i++) {
        origin.push(at);
        ends.push(next);
      }
      folded += char;
    }
    at = next;
  }
  const ranges: Array<[number, number]> = [];
  for (let from = folded.indexOf(needle); from !== -1; from = folded.indexOf(needle, from + needle.length)) {
    const start = origin[from]!;
    let end = ends[from + needle.length - 1]!;
    // Combining marks written after the last letter (a decomposed "a\u0301") belong to it.
    while (end < text.length) {
      const point = String.fromCodePoint(text.codePointAt(end)!);
      if (fold(point) !== '') break;
      end += point.length;
    }
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/** The text cut into runs, the matches of `query` marked. */
export function highlightParts(text: string, query: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, query)) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), match: false });
  return parts;
}
