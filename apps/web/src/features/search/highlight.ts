/** One character as search compares it (no accents, lower case): "Ộ" → "o", "đ" → "d". */
function foldChar(char: string): string {
  return char
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/**
 * Splits `text` around the places that match `term` as the server matches it (case and
 * Vietnamese accents ignored), so "ha noi" marks "Hà Nội" in "Hà Nội FC".
 */
export function highlightParts(text: string, term: string): { text: string; match: boolean }[] {
  const wanted = [...term.trim()].map(foldChar).join('');
  if (wanted === '') return [{ text, match: false }];
  const chars = [...text];
  // The folded text and, for each of its characters, the original character it came from.
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    for (const piece of foldChar(char)) {
      folded += piece;
      origin.push(index);
    }
  });
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (
    let at = folded.indexOf(wanted);
    at !== -1;
    at = folded.indexOf(wanted, at + wanted.length)
  ) {
    const start = origin[at] ?? 0;
    const end = (origin[at + wanted.length - 1] ?? start) + 1;
    if (start > from) parts.push({ text: chars.slice(from, start).join(''), match: false });
    parts.push({ text: chars.slice(start, end).join(''), match: true });
    from = end;
  }
  if (from < chars.length) parts.push({ text: chars.slice(from).join(''), match: false });
  return parts;
}

/**
 * A window of about `length` characters of a long text around the first place that matches
 * `term` (its start when nothing matches), with "…" where it was cut.
 */
export function excerptAround(text: string, term: string, length = 120): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  if (chars.length <= length) return chars.join('');
  const parts = highlightParts(chars.join(''), term);
  const first = parts.findIndex((part) => part.match);
  const matchAt =
    first === -1 ? 0 : parts.slice(0, first).reduce((sum, part) => sum + [...part.text].length, 0);
  const start = Math.max(0, Math.min(matchAt - Math.floor(length / 3), chars.length - length));
  const end = Math.min(chars.length, start + length);
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}
