/** Polls every instance's `/api/health` twice a second: what a load balancer would see. */
import type { ServerInstance } from './instances';

type Seen = 200 | 503 | 'down';

export class HealthWatch {
  private timer: NodeJS.Timeout | null = null;
  private readonly last = new Map<string, Seen>();
  /** Since `mark()`: what each instance answered other than 200, and when all were 200 again. */
  private readonly unhealthySince = new Map<string, Set<Seen>>();
  private allHealthyAt: number[] = [];

  constructor(private readonly instances: ServerInstance[]) {}

  start(): void {
    this.timer = setInterval(() => void this.poll(), 500);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  mark(): void {
    this.unhealthySince.clear();
    this.allHealthyAt = [];
  }

  allHealthy(): boolean {
    return this.instances.every((instance) => this.last.get(instance.options.name) === 200);
  }

  /** "503 on a, b; down on a; all 200 again 1.5 s after the fault's end". */
  summary(ended: number): string {
    const parts = [...this.unhealthySince].map(([name, seen]) => `${name}: ${[...seen].join('/')}`);
    const back = this.allHealthyAt.find((at) => at >= ended);
    const seen = parts.length > 0 ? `health ${parts.join(', ')}` : 'health stayed 200';
    return back === undefined
      ? `${seen}; not all 200 again`
      : `${seen}; all 200 again ${((back - ended) / 1000).toFixed(1)} s after`;
  }

  private async poll(): Promise<void> {
    await Promise.all(
      this.instances.map(async (instance) => {
        const name = instance.options.name;
        let seen: Seen;
        try {
          const response = await fetch(`http://127.0.0.1:${instance.port}/api/health`, {
            signal: AbortSignal.timeout(2_000),
          });
          void response.body?.cancel();
          seen = response.status === 200 ? 200 : 503;
        } catch {
          seen = 'down';
        }
        this.last.set(name, seen);
        if (seen !== 200) {
          const set = this.unhealthySince.get(name) ?? new Set<Seen>();
          set.add(seen);
          this.unhealthySince.set(name, set);
        }
      }),
    );
    if (this.allHealthy()) this.allHealthyAt.push(Date.now());
  }
}
