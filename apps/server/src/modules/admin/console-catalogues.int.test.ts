import {
  bannerCatalogueCalls,
  goodsCatalogueCalls,
  mallCalls,
  moneyCalls,
  packageCatalogueCalls,
  videoCalls,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gifts } from '../../db/schema/index';
import { registerMember, registerStaff } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('console catalogues (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });

  const staff = (role: 'operator' | 'moderator') =>
    registerStaff(ctx.test.app, ctx.database.db, role);

  it('recharge packages: ten diamonds a yuan, a bounded bonus, administrators only', async () => {
    const administrator = await staff('operator');
    const moderator = await staff('moderator');
    const edit = { money_fen: 1200, give: 10, price_vnd: null, sort: 50, active: true };
    expect(
      (await call(packageCatalogueCalls.save, { body: edit, token: moderator.token })).status,
    ).toBe(403);
    const added = await call(packageCatalogueCalls.save, {
      body: edit,
      token: administrator.token,
    });
    expect(added.data).toMatchObject({
      before: null,
      after: { coin: 120, give: 10, money_fen: 1200 },
    });
    const offered = await call(moneyCalls.chargePackages, {});
    expect(offered.data.list.find((pack) => pack.id === added.data.after.id)).toMatchObject({
      coin: 120,
      money: 12,
    });
    for (const bad of [
      { ...edit, give: 121 },
      { ...edit, money_fen: 1205 },
      { ...edit, money_fen: 0 },
    ]) {
      expect(
        (await call(packageCatalogueCalls.save, { body: bad, token: administrator.token })).code,
      ).toBe(1);
    }
    const withdrawn = await call(packageCatalogueCalls.save, {
      body: { ...edit, id: added.data.after.id, active: false },
      token: administrator.token,
    });
    expect(withdrawn.data.before).toMatchObject({ active: true });
    const after = await call(moneyCalls.chargePackages, {});
    expect(after.data.list.map((pack) => pack.id)).not.toContain(added.data.after.id);
    const missing = await call(packageCatalogueCalls.save, {
      body: { ...edit, id: 999_999 },
      token: administrator.token,
    });
    expect(missing.status).toBe(404);
  });

  it('mall goods: gift goods name an ordinary gift, items none; the mall shows them at once', async () => {
    const administrator = await staff('operator');
    const edit = {
      name_zh: '签名足球',
      name_en: 'Signed ball',
      name_vi: 'Bóng có chữ ký',
      description_zh: '',
      description_en: '',
      description_vi: '',
      image: '/emoji/26bd.svg',
      price: 500,
      stock: 3,
      kind: 'item' as const,
      gift_id: null,
      gift_quantity: 1,
      sort: 1,
      on_sale: true,
    };
    const added = await call(goodsCatalogueCalls.save, { body: edit, token: administrator.token });
    expect(added.code).toBe(0);
    const mall = await call(mallCalls.goodsList, {});
    expect(mall.data.list.find((goods) => goods.id === added.data.after.id)).toMatchObject({
      name: 'Signed ball',
      stock: 3,
    });
    const noGift = await call(goodsCatalogueCalls.save, {
      body: { ...edit, kind: 'gift' },
      token: administrator.token,
    });
    expect(noGift.code).toBe(1);
    const [fanLight] = await ctx.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.kind, 'fan_light'));
    const fanLightGoods = await call(goodsCatalogueCalls.save, {
      body: { ...edit, kind: 'gift', gift_id: fanLight!.id },
      token: administrator.token,
    });
    expect(fanLightGoods.status).toBe(404);
    const roses = await call(goodsCatalogueCalls.save, {
      body: { ...edit, kind: 'gift', gift_id: 1, gift_quantity: 10 },
      token: administrator.token,
    });
    expect(roses.data.after).toMatchObject({ kind: 'gift', gift_id: 1, gift_quantity: 10 });
  });

  it('banners: any staff edits them; links stay on the site', async () => {
    const moderator = await staff('moderator');
    const edit = {
      position: 'home' as const,
      title_zh: '决赛之夜',
      title_en: 'Final night',
      title_vi: 'Đêm chung kết',
      image: '/uploads/2026/11/final.png',
      link: '/schedule',
      sort: 0,
      active: true,
    };
    const added = await call(bannerCatalogueCalls.save, { body: edit, token: moderator.token });
    expect(added.code).toBe(0);
    const home = await call(videoCalls.banners, { body: { position: 'home' } });
    expect(home.data.list.find((banner) => banner.id === added.data.after.id)).toMatchObject({
      title: 'Final night',
      link: '/schedule',
    });
    for (const link of [
      'https://elsewhere.example',
      '//elsewhere.example/x',
      'javascript:alert(1)',
    ]) {
      const refused = await call(bannerCatalogueCalls.save, {
        body: { ...edit, link },
        token: moderator.token,
      });
      expect(refused.code, link).toBe(1);
    }
    const member = await registerMember(ctx.test.app, ctx.database.db);
    expect((await call(bannerCatalogueCalls.list, { token: member.token })).status).toBe(403);
  });
});
