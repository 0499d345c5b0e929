/**
 * Every fact about the school lives here, so a rebrand is one file. Components read from this
 * module and never repeat these values.
 */
export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'YouTube' | 'TikTok';
  url: string;
}

export const site = {
  brand: 'Harmoni Music School',
  area: 'Setia Alam',
  city: 'Shah Alam',
  state: 'Selangor',
  country: 'Malaysia',
  established: 2018,
  /**
   * Where the school's times are kept: event times in the content are wall-clock times there.
   * The offset is the zone's, all year (Malaysia keeps no daylight saving time); structured
   * data and calendar files write it, and a test holds it to the zone's own.
   */
  timeZone: { name: 'Asia/Kuala_Lumpur', utcOffset: '+08:00' },
  principal: 'Ms. Lim Mei Ling',
  address: {
    street: '23-1, Jalan Setia Prima S U13/S',
    locality: 'Setia Alam',
    postcode: '40170',
    city: 'Shah Alam',
    state: 'Selangor',
  },
  /** display form of the school's mobile number */
  phone: '+60 17-628 4190',
  /** the same number as the messaging app wants it: country code, no symbols */
  whatsappNumber: '60176284190',
  email: 'hello@harmonimusic.com.my',
  socials: [
    { network: 'Facebook', url: 'https://www.facebook.com/harmonimusicschool' },
    { network: 'Instagram', url: 'https://www.instagram.com/harmonimusicschool' },
    { network: 'YouTube', url: 'https://www.youtube.com/@harmonimusicschool' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@harmonimusicschool' },
  ] satisfies SocialLink[],
  mapEmbedUrl:
    'https://www.google.com/maps/embed/v1/place?q=Setia+Alam,+Shah+Alam,+Selangor&key=harmoni-site',
  award: {
    year: 2023,
    name: 'Selangor Outstanding Music Educator Award',
  },
  defaultKeywords: [
    'Harmoni Music School',
    'music school Setia Alam',
    'music lessons Setia Alam',
    'music school Shah Alam',
    'piano lessons Shah Alam',
  ],
} as const;

export function fullAddress(): string {
  const { street, locality, postcode, city, state } = site.address;
  return `${street}, ${locality}, ${postcode} ${city}, ${state}, ${site.country}`;
}

/** A link that opens the messaging app on a chat with the school, optionally with a message. */
export function whatsappLink(message?: string): string {
  const base = `https://wa.me/${site.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** The school on the map provider's own site, for a visitor who would rather go there. */
export function mapLink(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress())}`;
}

export function emailLink(): string {
  return `mailto:${site.email}`;
}
