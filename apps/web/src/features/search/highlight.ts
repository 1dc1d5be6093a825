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
