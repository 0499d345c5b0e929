/**
 * Visitor text reaches the staff's terminal, mail client and spreadsheet. Characters that
 * steer those instead of being read (ANSI/OSC escapes, carriage returns that overwrite a line,
 * C1 controls some terminals obey, bidi overrides that reorder what is shown: "Trojan Source")
 * are shown as escapes such as `\x1b` or `\u202e`, so the staff see them and nothing obeys them.
 */

/**
 * Controls (C0, DEL, C1), every format character (\p{Cf}: bidi embeddings, overrides and
 * isolates, direction marks, zero-width characters, the soft hyphen, the BOM), and the line
 * and paragraph separators.
 */
const controls = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The same, less C0: JSON.stringify escapes C0 in strings, and its indentation is \n. */
const beyondC0 = /[\u007f-\u009f\p{Cf}\u2028\u2029]/gu;

const named: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeOf(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  const named_ = named[char];
  if (named_) return named_;
  if (code < 0x100) return `\\x${code.toString(16).padStart(2, '0')}`;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

export interface VisibleOptions {
  /** keep line breaks (as \n) where the medium shows them harmlessly: a mail body, a CSV cell */
  keepLineBreaks?: boolean;
}

export function showControls(text: string, options: VisibleOptions = {}): string {
  if (!options.keepLineBreaks) return text.replace(controls, escapeOf);
  return text
    .replace(/\r\n/g, '\n')
    .replace(controls, (char) => (char === '\n' ? char : escapeOf(char)));
}

/**
 * JSON for a terminal: JSON.stringify already writes C0 as \u00XX; this does the same for the
 * other controls above, which stay valid JSON and read back as the same text.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    beyondC0,
    // each UTF-16 unit (a surrogate pair for a tag character), as JSON writes them
    (char) =>
      Array.from(
        { length: char.length },
        (_, unit) => `\\u${char.charCodeAt(unit).toString(16).padStart(4, '0')}`,
      ).join(''),
  );
}

/** A record of texts (a stored enquiry) with every field's controls shown. */
export function withControlsShown<T extends Record<keyof T, string>>(
  record: T,
  options: VisibleOptions = {},
): T {
  const shown = { ...record };
  for (const key of Object.keys(record) as (keyof T)[]) {
    shown[key] = showControls(record[key], options) as T[keyof T];
  }
  return shown;
}
