import { site } from '@harmoni/shared';

/** The school facts content files may name as {placeholders}, so a rebrand is one file. */
const facts = {
  brand: site.brand,
  area: site.area,
  city: site.city,
  principal: site.principal,
} satisfies Record<string, string>;

export const siteFactNames = Object.keys(facts);

function isFact(name: string): name is keyof typeof facts {
  return Object.hasOwn(facts, name);
}

/** 'Lessons in {area}' -> 'Lessons in Setia Alam'; unknown placeholders are left as written. */
export function fillSiteFacts(text: string): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    isFact(name) ? facts[name] : placeholder,
  );
}
