/** A draft's fields as read back from the database's JSON: the texts, nothing else. */
export function draftFields(json: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof json !== 'object' || json === null) return fields;
  for (const [name, value] of Object.entries(json)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}
