import { describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { connectImAs, textMessage } from '../../test-support/im-client';
import { registerStreamer } from '../../test-support/live';
import { buildTestApp } from '../../test-support/test-app';
import { busKinds, databaseKinds, openBusPair, openTestDatabase } from '../../test-support/targets';

// Two server instances share one database and one bus, as behind a load balancer.
const targets = databaseKinds.flatMap((database) =>
  busKinds.map((bus) => [database, bus] as const),
);

describe.each(targets)(
  'messaging across instances (%s database, %s bus)',
  (databaseKind, busKind) => {
    it('delivers private and room messages from one instance to the other', async () => {
      const database = await openTestDatabase(databaseKind);
      const [busA, busB] = await openBusPair(busKind);
      const first = await buildTestApp({ database, bus: busA, presenceIntervalMs: 100 });
      const second = await buildTestApp({ database, bus: busB, presenceIntervalMs: 100 });
      await first.app.listen({ host: '127.0.0.1', port: 0 });
      await second.app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const alice = await registerMember(first.app, database.db);
        const bob = await registerMember(second.app, database.db);
        const onFirst = await connectImAs(first.app, alice);
        const onSecond = await connectImAs(second.app, bob);

        await onFirst.request({
          type: 'sendPrivate',
          to: String(bob.userId),
          ...textMessage('from instance one'),
        });
        const received = await onSecond.next((m) => m.type === 'privateMessage');
        expect(received).toMatchObject({
          data: { from: String(alice.userId), payload: { text: 'from instance one' } },
        });
        await onSecond.request({
          type: 'sendPrivate',
          to: String(alice.userId),
          ...textMessage('and back'),
        });
        await onFirst.next(
          (m) => m.type === 'privateMessage' && m.data.from === String(bob.userId),
        );

        const streamer = await registerStreamer(first.app, database.db);
        for (const client of [onFirst, onSecond]) {
          expect(
            await client.request({ type: 'joinRoom', room_id: streamer.roomId }),
          ).toMatchObject({ code: 0 });
        }
        // Both instances' members are counted in the room's total.
        await onFirst.next((m) => m.type === 'roomMembers' && m.data.members === 2, 3_000);
        await onSecond.request({
          type: 'sendRoom',
          room_id: streamer.roomId,
          ...textMessage('room hello'),
        });
        await onFirst.next((m) => m.type === 'roomMessage' && m.data.from === String(bob.userId));
        onFirst.socket.close();
        onSecond.socket.close();
      } finally {
        await first.close();
        await second.close();
        await busA.close();
        await busB.close();
        await database.dispose();
      }
      // A fresh database and two whole server instances start inside the test: on a busy
      // two-core machine that alone has taken over 20 s.
    }, 60_000);
  },
);
