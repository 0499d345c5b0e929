const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/**
 * JSON for inside a <script> element: '<' is never written raw, so no value can close the
 * script ('</script') or open a comment ('<!--'); '>' and '&' likewise, and the two line
 * separators that older parsers treat as line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text for an XML element. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}
