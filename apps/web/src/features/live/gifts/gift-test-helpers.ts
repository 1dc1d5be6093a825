import type { Gift, GiftEvent, Wallet } from '@tifo/contract';
import { ROOM_ID } from '../live-test-helpers';

/** Test drivers of the gift panel and gift effects. */

export const GIFTS: Gift[] = [
  { id: 1, name: '玫瑰', price: 1, image: '/emoji/1f339.svg', animation: 'none' },
  { id: 2, name: '足球', price: 10, image: '/emoji/26bd.svg', animation: 'float' },
  { id: 3, name: '奖杯', price: 1000, image: '/emoji/1f3c6.svg', animation: 'fullscreen' },
];

export function walletFixture(overrides: Partial<Wallet> = {}): Wallet {
  return {
    diamonds: 0,
    withdrawable: 0,
    pending: 0,
    held: 0,
    accumulated: 0,
    gold_coins: 0,
    ...overrides,
  };
}

let nextSendId = 1;

/** A `gift` event of the fixture room: a float of 足球 from 球迷A unless told otherwise. */
export function giftEvent(
  overrides: Partial<GiftEvent> = {},
  sender: Partial<GiftEvent['sender']> = {},
): GiftEvent {
  return {
    room_id: ROOM_ID,
    send_id: nextSendId++,
    gift_id: 2,
    gift_name: '足球',
    image: '/emoji/26bd.svg',
    animation: 'float',
    count: 1,
    total: 10,
    ...overrides,
    sender: { id: 31, nickname: '球迷A', avatar: '/uploads/a.png', noble_tier: null, ...sender },
  };
}
