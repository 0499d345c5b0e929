/**
 * For tests: the properties Google's rich-result guidelines list for each type the site
 * describes (Search Central's Event, Course list, FAQ and Breadcrumb pages), and a check that a
 * node has them. A property the content cannot give is listed in `leftOut` with the reason, so a
 * test says which recommended ones a node lacks on purpose.
 */
export interface RichResultRules {
  required: readonly string[];
  recommended: readonly string[];
  /** recommended properties the site leaves out, and why */
  leftOut?: Readonly<Record<string, string>>;
}

export const richResultRules = {
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: [
      'description',
      'endDate',
      'eventAttendanceMode',
      'eventStatus',
      'image',
      'offers',
      'organizer',
      'performer',
      'previousStartDate',
    ],
    leftOut: {
      description: 'event.txt has no description of an event',
      performer: 'event.txt does not name performers',
      previousStartDate: 'only for a rescheduled event; the content reschedules none',
      offers: 'only where the content says admission is free (no prices are published)',
      endDate: 'only where the content gives an end time',
    },
  },
  Course: { required: ['name', 'description'], recommended: ['provider'] },
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name', 'item'], recommended: [] },
  Place: { required: ['address'], recommended: ['name'] },
  PostalAddress: {
    required: [],
    recommended: [
      'streetAddress',
      'addressLocality',
      'postalCode',
      'addressRegion',
      'addressCountry',
    ],
  },
  Offer: {
    required: [],
    recommended: ['availability', 'price', 'priceCurrency', 'url'],
  },
} satisfies Record<string, RichResultRules>;

export type RichResultType = keyof typeof richResultRules;

/** A description's node, or one of its values, read as the plain JSON object it is. */
export function asNode(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Not a structured-data node: ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

/** A list value (itemListElement, mainEntity) as its nodes. */
export const asNodes = (value: unknown): Record<string, unknown>[] => [value].flat().map(asNode);

const present = (node: Record<string, unknown>, property: string) =>
  node[property] !== undefined &&
  node[property] !== '' &&
  !(Array.isArray(node[property]) && node[property].length === 0);

/**
 * What a node lacks for its type: required properties always, and recommended ones it leaves
 * out for no listed reason (or, with `strict`, for any reason).
 */
export function missingProperties(
  type: RichResultType,
  value: unknown,
  { strict = false } = {},
): string[] {
  const node = asNode(value);
  const rules: RichResultRules = richResultRules[type];
  const excused = strict ? {} : (rules.leftOut ?? {});
  return [
    ...rules.required.filter((property) => !present(node, property)),
    ...rules.recommended.filter(
      (property) => !present(node, property) && !Object.hasOwn(excused, property),
    ),
  ];
}

/** The page's structured data as a crawler reads it: each ld+json script of the HTML, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** Every node of a description, its graph's nodes or itself, whose type is (or includes) `type`. */
export function nodesOfType(
  descriptions: readonly Record<string, unknown>[],
  type: string,
): Record<string, unknown>[] {
  return descriptions
    .flatMap((description) =>
      Array.isArray(description['@graph'])
        ? (description['@graph'] as Record<string, unknown>[])
        : [description],
    )
    .filter((node) => [node['@type']].flat().includes(type));
}
