/**
 * Content files as text, for the parts the shell's server draws: read afresh for every page (as
 * the browser read them), reads of one file at the same moment sharing one fetch. A file that
 * cannot be read is undefined (that part then loads in the browser); each failing file is
 * reported once until it has been read again.
 */
export function contentTextReader(options: {
  /** how long a remote may take to answer; 3 s unless given */
  timeoutMs?: number;
  warn: (message: string) => void;
}): (url: string) => Promise<string | undefined> {
  const { timeoutMs = 3_000, warn } = options;
  const inFlight = new Map<string, Promise<string | undefined>>();
  const failing = new Set<string>();

  async function read(url: string): Promise<string | undefined> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const text = await response.text();
      failing.delete(url);
      return text;
    } catch (error) {
      if (!failing.has(url)) {
        failing.add(url);
        warn(`Could not read ${url} to draw the page: ${String(error)}`);
      }
      return undefined;
    }
  }

  return (url) => {
    let reading = inFlight.get(url);
    if (!reading) {
      reading = read(url).finally(() => inFlight.delete(url));
      inFlight.set(url, reading);
    }
    return reading;
  };
}
