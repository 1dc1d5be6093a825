import { accountCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { buildTestApp } from '../../test-support/test-app';
import { busKinds, openBusPair, openTestDatabase } from '../../test-support/targets';

describe.each(busKinds)('logout across instances (%s bus)', (kind) => {
  it('ends a session at once on every instance, even where it was cached', async () => {
    const database = await openTestDatabase('pglite');
    const [busA, busB] = await openBusPair(kind);
    const first = await buildTestApp({ database, bus: busA });
    const second = await buildTestApp({ database, bus: busB });
    const member = await registerMember(first.app, database.db);

    // The second instance looks the session up once and caches it.
    const infoOnSecond = () =>
      callContract(second.app, accountCalls.memberInfo, { token: member.token });
    expect(await infoOnSecond()).toMatchObject({ code: 0 });

    await callContract(first.app, accountCalls.signOut, { token: member.token });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the bus delivers the revocation
    expect(await infoOnSecond()).toMatchObject({ code: 700 });

    await first.close();
    await second.close();
    await busA.close();
    await busB.close();
    await database.dispose();
  });
});
