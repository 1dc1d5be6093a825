import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

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
});
