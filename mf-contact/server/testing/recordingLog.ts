import type { Log } from '../logging';

export interface RecordedLine {
  level: string;
  details: object;
  message: string;
}

/** A log that keeps its lines, for tests that read what was logged. */
export function recordingLog(): Log & { lines: RecordedLine[] } {
  const lines: RecordedLine[] = [];
  const at = (level: string) => (details: object, message: string) =>
    lines.push({ level, details, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}
