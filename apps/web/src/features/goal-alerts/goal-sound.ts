import { LIMITS } from '@tifo/contract';

/** The part of the Web Audio API the goal sound uses, so tests can pass a fake. */
export interface AudioContextLike {
  readonly currentTime: number;
  readonly destination: AudioNode;
  state: string;
  resume(): Promise<void>;
  close(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

export type AudioContextFactory = () => AudioContextLike;

function defaultFactory(): AudioContextLike | null {
  const Context = globalThis.AudioContext as (new () => AudioContextLike) | undefined;
  return Context ? new Context() : null;
}

/**
 * A referee's whistle and a stadium horn, synthesized (no audio files): three short whistle
 * blasts, then horn pulses until `durationMs` (6 s, spec §9) has passed. Returns a function that
 * stops the sound early. A browser that refuses to play without a gesture is left silent.
 */
export function playGoalSound(
  durationMs: number = LIMITS.goalSoundMs,
  createContext: () => AudioContextLike | null = defaultFactory,
  schedule: (callback: () => void, ms: number) => unknown = (callback, ms) =>
    setTimeout(callback, ms),
): () => void {
  let context: AudioContextLike | null = null;
  try {
    context = createContext();
  } catch {
    return () => undefined;
  }
  if (!context) return () => undefined;
  const audio = context;
  const end = durationMs / 1000;
  const start = audio.currentTime;

  const tone = (
    type: OscillatorType,
    frequency: number,
    from: number,
    length: number,
    level: number,
  ) => {
    if (from >= end) return;
    const until = Math.min(from + length, end);
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, start + from);
    gain.gain.setValueAtTime(0, start + from);
    gain.gain.linearRampToValueAtTime(level, start + from + 0.02);
    gain.gain.setValueAtTime(level, Math.max(start + from + 0.02, start + until - 0.05));
    gain.gain.linearRampToValueAtTime(0, start + until);
    oscillator.connect(gain);
    gain.connect(audio.destination);
    oscillator.start(start + from);
    oscillator.stop(start + until);
  };

  try {
    // Whistle: a high trill, three blasts.
    for (const [from, length] of [
      [0, 0.25],
      [0.35, 0.25],
      [0.7, 0.6],
    ] as const) {
      tone('sine', 2_900, from, length, 0.25);
      tone('sine', 3_150, from, length, 0.12);
    }
    // Horn: low pulses, the last one ending exactly when the sound does.
    const blast = 0.6;
    for (let from = 1.5; from + blast + 0.3 <= end - blast; from += 0.9) {
      tone('sawtooth', 233, from, blast, 0.08);
    }
    tone('sawtooth', 233, Math.max(1.5, end - blast), blast, 0.08);
  } catch {
    // A partial Web Audio implementation: stay silent rather than break the page.
  }

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    audio.close().catch(() => undefined);
  };
  if (audio.state === 'suspended') {
    // Autoplay refused until a user gesture: keep quiet, no error for the visitor.
    audio.resume().catch(() => undefined);
  }
  schedule(stop, durationMs);
  return stop;
}
