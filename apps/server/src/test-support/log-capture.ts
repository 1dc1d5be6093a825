/** One line the app logged (pino's JSON: level 30 info, 40 warn, 50 error, 60 fatal). */
export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export interface CapturedLog {
  /** Pass to `buildTestApp`/`useAppForFile` as `logger`. */
  logger: { level: string; stream: { write(line: string): void } };
  lines: LogLine[];
  /** Lines at error level or above. */
  errors(): LogLine[];
}

/** Collects the app's log lines in memory, so a test can say nothing was logged as an error. */
export function captureLog(level = 'info'): CapturedLog {
  const lines: LogLine[] = [];
  return {
    logger: {
      level,
      stream: {
        write(line: string) {
          lines.push(JSON.parse(line) as LogLine);
        },
      },
    },
    lines,
    errors: () => lines.filter((line) => line.level >= 50),
  };
}
