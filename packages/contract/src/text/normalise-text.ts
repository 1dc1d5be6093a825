/**
 * What people write is stored without invisible characters, so a name cannot hide a bidi
 * override or be made of zero-width spaces, and blocked words are matched on a folded form
 * that ignores width, case, zero-width characters and look-alike letters.
 *
 * Format characters (Unicode category Cf: zero-width spaces, soft hyphens, bidi controls) and
 * C1 controls are removed, except the joiners emoji need: U+200D between two emoji
 * (👨‍👩‍👧) and tag characters after 🏴 (subdivision flags). C0 controls are not removed here:
 * the contract refuses them (`plain-text.ts`).
 */
const INVISIBLE = /[\p{Cf}\u0080-\u009F]/gu;
const ZERO_WIDTH_JOINER = '\u200D';
const BLACK_FLAG = 0x1f3f4;
const isEmoji = (codePoint: number | undefined): boolean =>
  codePoint !== undefined &&
  /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u.test(String.fromCodePoint(codePoint));
const isTag = (codePoint: number | undefined): boolean =>
  codePoint !== undefined && codePoint >= 0xe0020 && codePoint <= 0xe007f;

/** Hangul fillers and the braille blank: letters that show as nothing, used for "empty" names. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

export function stripInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, (character: string, offset: number, whole: string) => {
    const before = codePointBefore(whole, offset);
    const after = whole.codePointAt(offset + character.length);
    if (character === ZERO_WIDTH_JOINER && isEmoji(before) && isEmoji(after)) return character;
    const codePoint = character.codePointAt(0);
    if (isTag(codePoint) && (before === BLACK_FLAG || isTag(before))) return character;
    return '';
  });
}

/**
 * A display name (nickname): compatibility forms folded (fullwidth letters become ASCII),
 * invisible characters removed, runs of whitespace made one space, trimmed. An empty result
 * means the name was only invisible characters.
 */
export function normaliseName(name: string): string {
  return stripInvisibleCharacters(name.normalize('NFKC'))
    .replace(BLANK_LETTERS, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Prose (signatures, announcements, titles, messages): composed (NFC) with invisible
 * characters removed; line breaks and the writer's punctuation kept. NFKC is not used here:
 * it would turn Chinese full-width punctuation (，！：) into ASCII.
 */
export function normaliseText(text: string): string {
  return stripInvisibleCharacters(text.normalize('NFC'));
}

/**
 * Latin look-alikes among Cyrillic and Greek letters (a small table of the common ones, not
 * Unicode's whole confusables list). Capitals map to capitals: the text is lowercased after.
 */
// prettier-ignore
const LOOK_ALIKES: Record<string, string> = {
  А: 'A', В: 'B', Е: 'E', Ё: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T',
  У: 'Y', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S', Ԛ: 'Q', Ԝ: 'W',
  а: 'a', е: 'e', ё: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's',
  ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', к: 'k',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P',
  Τ: 'T', Υ: 'Y', Χ: 'X',
  α: 'a', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/**
 * The form blocked words and reserved names are compared in: NFKC (fullwidth → ASCII), every
 * format character removed (zero-width spaces, soft hyphens, joiners), look-alike letters
 * made Latin, lowercase.
 */
export function foldForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(BLANK_LETTERS, '')
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter)
    .toLowerCase();
}

function codePointBefore(text: string, offset: number): number | undefined {
  if (offset === 0) return undefined;
  const last = text.charCodeAt(offset - 1);
  const isLowSurrogate = last >= 0xdc00 && last <= 0xdfff;
  return text.codePointAt(isLowSurrogate && offset >= 2 ? offset - 2 : offset - 1);
}
