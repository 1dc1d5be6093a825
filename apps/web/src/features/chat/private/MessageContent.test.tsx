import { PERSONAL_CARD_TYPE, type ChatPayload } from '@tifo/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../test/render-app';
import { formatBytes, MessageContent } from './MessageContent';

function show(payload: ChatPayload) {
  return render(
    <MemoryRouter>
      <MessageContent payload={payload} />
    </MemoryRouter>,
  ).container;
}

describe('message content', () => {
  beforeAll(async () => {
    await setupI18n('zh');
  });

  it('opens an image full size in a new tab', () => {
    show({ kind: 'image', url: '/uploads/pic.png', width: 800, height: 600 });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/uploads/pic.png');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: '图片' }).getAttribute('src')).toBe('/uploads/pic.png');
  });

  it('offers a file for download with its name and size', () => {
    show({ kind: 'file', url: '/uploads/rules.pdf', name: 'rules.pdf', size: 1536 });
    const link = screen.getByTestId('file-message');
    expect(link.getAttribute('download')).toBe('rules.pdf');
    expect(link.textContent).toContain('rules.pdf');
    expect(link.textContent).toContain(formatBytes(1536, 'zh'));
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(812, 'en')).toBe('812 byte');
  });

  it('draws a personal card with a link to the profile', () => {
    show({
      kind: 'custom',
      custom: { type: PERSONAL_CARD_TYPE, name: 'Coach Li', avatar: '', id: '42' },
    });
    const card = screen.getByTestId('personal-card');
    expect(card.textContent).toContain('Coach Li');
    expect(card.textContent).toContain('个人名片');
    expect(screen.getByRole('link', { name: '查看主页' }).getAttribute('href')).toBe(
      '/persona?id=42',
    );
  });

  it('draws other custom messages as a card with title and price', () => {
    show({
      kind: 'custom',
      custom: { type: 3, title: 'VIP tips', image: '/uploads/tip.png', id: 't1', price: 88 },
    });
    const card = screen.getByTestId('custom-card');
    expect(card.textContent).toContain('VIP tips');
    expect(card.textContent).toContain('价格：88');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/tip.png');
  });

  it('never loads a card picture from another site', () => {
    const container = show({
      kind: 'custom',
      custom: {
        type: 3,
        title: 'VIP tips',
        image: 'https://tracker.example.com/pixel.png',
        id: 't1',
        price: 88,
      },
    });
    expect(screen.getByTestId('custom-card').textContent).toContain('VIP tips');
    expect(container.querySelector('img')).toBeNull();
  });
});
