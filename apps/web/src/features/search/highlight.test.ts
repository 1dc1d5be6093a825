import { describe, expect, it } from 'vitest';
import { excerptAround, highlightParts } from './highlight';

const marked = (text: string, term: string) =>
  highlightParts(text, term)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('search highlighting', () => {
  it('marks a match ignoring case and Vietnamese accents', () => {
    expect(marked('Hà Nội FC', 'ha noi')).toBe('[Hà Nội] FC');
    expect(marked('Sông Lam Nghệ An', 'NGHE')).toBe('Sông Lam [Nghệ] An');
    expect(marked('Đà Nẵng', 'da')).toBe('[Đà] Nẵng');
  });

  it('marks Chinese characters and every occurrence', () => {
    expect(marked('曼联对曼城', '曼')).toBe('[曼]联对[曼]城');
    expect(marked('今晚英超直播', '英超')).toBe('今晚[英超]直播');
  });

  it('leaves text without the term, or with an empty term, unmarked', () => {
    expect(marked('Arsenal', 'chelsea')).toBe('Arsenal');
    expect(marked('Arsenal', '  ')).toBe('Arsenal');
  });

  it('cuts a long text around the first match, with ellipses where it was cut', () => {
    const text = `${'a'.repeat(200)} Hà Nội thắng ${'b'.repeat(200)}`;
    const excerpt = excerptAround(text, 'ha noi', 60);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('Hà Nội thắng');
    expect([...excerpt].length).toBe(62);
    expect(excerptAround('Short text', 'zz')).toBe('Short text');
    expect(excerptAround(`${'x'.repeat(100)}`, 'zz', 50)).toBe(`${'x'.repeat(50)}…`);
  });
});
