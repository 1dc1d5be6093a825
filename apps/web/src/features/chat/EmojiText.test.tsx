import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmojiText } from './EmojiText';

function renderText(text: string) {
  return render(<EmojiText text={text} />).container;
}

describe('EmojiText', () => {
  it('shows markup as literal text, never as elements', () => {
    const container = renderText('<img src=x onerror=alert(1)><b>bold</b>');
    expect(container.textContent).toBe('<img src=x onerror=alert(1)><b>bold</b>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('draws known codes as our own images between the text', () => {
    const container = renderText('好球[微笑][OK]!');
    const smile = screen.getByRole('img', { name: '[微笑]' });
    expect(smile.getAttribute('src')).toBe('/emoji/1f642.svg');
    expect(smile.getAttribute('title')).toBe('[微笑]');
    expect(smile.getAttribute('draggable')).toBe('false');
    expect(screen.getByRole('img', { name: '[OK]' }).getAttribute('src')).toBe('/emoji/1f44c.svg');
    expect(container.textContent).toBe('好球!');
  });

  it('leaves unknown codes as text and keeps the text wrapping', () => {
    const container = renderText('[足球]\n[[便便]]');
    expect(container.textContent).toBe('[足球]\n[]');
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('alt'))).toEqual([
      '[便便]',
    ]);
    expect(container.firstElementChild?.className).toContain('whitespace-pre-wrap');
  });
});
