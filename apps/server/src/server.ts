import { buildApp } from './app';
import { checkRtmpPortFree } from './media/rtmp-port';
import { ConfigError, loadConfig, type Config } from './platform/config/config';

/** Starts the server: reads the configuration, builds the app, listens, shuts down gracefully. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    // Before the database and everything else start, so a taken port fails fast and clearly.
    await checkRtmpPortFree(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const startedAt = performance.now();
  const { app, parts } = await buildApp({ config });
  // Slow clients must not hold sockets forever.
  app.server.requestTimeout = 30_000;
  app.server.headersTimeout = 20_000;
  app.server.keepAliveTimeout = 65_000;

  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal, drain_ms: config.shutdownDrainMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + config.shutdownTimeoutMs);
    force.unref();
    parts.drain.begin();
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  // A background promise nobody awaited (a timer's push while Redis is away) must not take
  // every fan on this instance down with it: log it loudly and keep serving (issue 27).
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection (kept running)');
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // After a network blip every page reconnects within a second or two: a queue of 4,096 (the
  // kernel caps it at net.core.somaxconn) instead of Node's 511 keeps those connections from
  // being dropped and retried seconds later (the chaos suite's reconnect storm, issue 27).
  const address = await app.listen({ host: config.host, port: config.port, backlog: 4096 });
  app.log.info(
    { address, ready_ms: Math.round(performance.now() - startedAt) },
    `Tifo is ready on http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Tifo failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
