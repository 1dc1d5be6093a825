import { fork, type ChildProcess } from 'node:child_process';

/** Starts a TypeScript file as a child process with an IPC channel (a benchmark's helper). */
export function forkTs(file: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return fork(file, [], {
    env: { ...process.env, ...env },
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_CPU_PROF]
        : []),
    ],
    stdio: 'inherit',
  });
}

/** The next IPC message of a child whose `event` is `event`. */
export function nextEvent<T>(child: ChildProcess, event: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { event: string }) => {
      if (message.event !== event) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });
}
