import { mallCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../../platform/http/auth-context';
import { registerCall } from '../../../platform/http/register-call';
import type { BackpackService } from './backpack.service';
import type { MallService } from './mall.service';

/** The exchange mall and the backpack. Goods are public; the rest is the session member's. */
export function registerMallRoutes(
  app: FastifyInstance,
  services: { mall: MallService; backpack: BackpackService },
): void {
  const { mall, backpack } = services;
  registerCall(app, mallCalls.goodsList, ({ query, language }) => mall.list(query.page, language));
  registerCall(
    app,
    mallCalls.exchange,
    ({ request, body, language }) => mall.exchange(requireMember(request).userId, body, language),
    { successMessage: 'mall.exchanged' },
  );
  registerCall(app, mallCalls.exchangeRecords, ({ request, query, language }) =>
    mall.records(requireMember(request).userId, query.page, language),
  );
  registerCall(app, mallCalls.backpack, async ({ request, language }) => ({
    list: await backpack.list(requireMember(request).userId, language),
  }));
  registerCall(
    app,
    mallCalls.sendBackpackGift,
    ({ request, body, language }) => backpack.send(requireMember(request).userId, body, language),
    { successMessage: 'money.giftSent' },
  );
}
