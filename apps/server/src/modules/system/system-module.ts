import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { SystemRepository } from './system.repository';
import { registerSystemRoutes } from './system.routes';
import { SystemService } from './system.service';

export type SystemDeps = Pick<Platform, 'config' | 'version' | 'database' | 'bus' | 'liveData'>;

/** System settings (`System/getConfig`) and the health check. */
export function installSystem(app: FastifyInstance, deps: SystemDeps): SystemService {
  const { config, database, bus, liveData } = deps;
  const system = new SystemService(new SystemRepository(database.db), {
    settings: {
      publicUrl: config.publicUrl,
      analyticsScriptUrl: config.analyticsScriptUrl,
      androidDownloadUrl: config.androidDownloadUrl,
      smsOutboxApi: config.demo.smsOutbox === 'public',
    },
    version: deps.version,
    startedAt: Date.now(),
    probes: { database, bus, liveDataClients: () => liveData.clientCount },
  });
  registerSystemRoutes(app, system, config.publicUrl);
  return system;
}
