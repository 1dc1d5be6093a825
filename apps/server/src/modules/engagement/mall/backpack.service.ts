import type { BackpackItem, Gift, Language } from '@tifo/contract';
import type { AppEventBus } from '../../../platform/events/app-event-bus';
import { AppError } from '../../../platform/http/app-error';
import { localized } from '../../../platform/i18n/localized';
import type { GiftService } from '../../money/gifts/gift.service';
import type { LedgerService } from '../../money/ledger/ledger.service';
import type { MallRepository } from './mall.repository';

export interface BackpackServiceDeps {
  ledger: LedgerService;
  gifts: GiftService;
  events: Pick<AppEventBus, 'emit'>;
}

/**
 * The backpack (spec §2 /live "backpack"): gifts a member got from the mall, sent in a live
 * room like any gift but without diamonds, so the streamer earns nothing from them and the
 * sender gains no wealth experience. They still count for the daily gift task.
 */
export class BackpackService {
  constructor(
    private readonly repository: MallRepository,
    private readonly deps: BackpackServiceDeps,
  ) {}

  async list(userId: number, language: Language): Promise<BackpackItem[]> {
    const rows = await this.repository.backpackOf(userId);
    return rows.map(({ gift, count }) => ({
      id: gift.id,
      name: localized(gift, 'name', language),
      price: gift.price,
      image: gift.image,
      animation: gift.animation as Gift['animation'],
      count,
    }));
  }

  async send(
    senderId: number,
    request: { room_id: number; gift_id: number; count: number },
    language: Language,
  ): Promise<{ list: BackpackItem[] }> {
    const { gifts } = this.deps;
    const gift = await gifts.activeGift(request.gift_id);
    const room = await gifts.roomForGifts(request.room_id, senderId);
    const sendId = await this.deps.ledger.transaction(async (tx) => {
      const taken = await this.repository.takeFromBackpack(tx, senderId, gift.id, request.count);
      if (!taken) throw new AppError('mall.backpackShort');
      return this.repository.insertBackpackSend(tx, {
        senderId,
        roomId: room.id,
        giftId: gift.id,
        count: request.count,
      });
    });
    this.deps.events.emit('gift.sent', {
      senderId,
      roomId: room.id,
      anchorId: room.anchorId,
      giftId: gift.id,
      count: request.count,
      diamonds: 0,
      backpack: true,
    });
    await gifts.announce(
      {
        sendId,
        senderId,
        roomId: room.id,
        gift,
        count: request.count,
        totalMinor: 0,
        backpack: true,
      },
      language,
    );
    return { list: await this.list(senderId, language) };
  }
}
