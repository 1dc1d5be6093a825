import type { Bus } from './bus';
import { MemoryBus } from './memory-bus';
import { RedisBus } from './redis-bus';

export async function createBus(options: {
  redisUrl: string | undefined;
  onError?: (error: Error) => void;
}): Promise<Bus> {
  if (!options.redisUrl) return new MemoryBus();
  return RedisBus.connect({
    url: options.redisUrl,
    ...(options.onError ? { onError: options.onError } : {}),
  });
}
