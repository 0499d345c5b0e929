import { fullAddress, site } from './site';

/** The placeholders a content file may use instead of repeating the school's facts. */
const facts = new Map<string, () => string>([
  ['brand', () => site.brand],
  ['area', () => site.area],
  ['city', () => site.city],
  ['state', () => site.state],
  ['country', () => site.country],
  ['address', fullAddress],
  ['email', () => site.email],
  ['phone', () => site.phone],
  ['established', () => String(site.established)],
  ['principal', () => site.principal],
  ['awardYear', () => String(site.award.year)],
  ['awardName', () => site.award.name],
]);

/** The names of every placeholder that fillSiteFacts replaces, like 'brand' for '{brand}'. */
export const siteFactNames: readonly string[] = [...facts.keys()];

/** '{brand} is at {address}' -> the school's name and address from the site config. */
export function fillSiteFacts(text: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const fact = facts.get(name);
    return fact ? fact() : placeholder;
  });
}

/** The same value with the school's facts filled into every string inside it, however deep. */
export function fillSiteFactsDeep<T>(value: T): T {
  return fillValue(value) as T;
}

function fillValue(value: unknown): unknown {
  if (typeof value === 'string') return fillSiteFacts(value);
  if (Array.isArray(value)) return value.map(fillValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillValue(inner)]));
  }
  return value;
}
