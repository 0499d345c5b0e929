export interface FooterLink {
  to: string;
  label: string;
}

export const siteLinks: readonly FooterLink[] = [
  { to: '/', label: 'Home' },
  { to: '/gallery/photo', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
  { to: '/about/faq', label: 'FAQ' },
];

export const lessonLinks: readonly FooterLink[] = [
  { to: '/lesson/piano', label: 'Piano' },
  { to: '/lesson/violin', label: 'Violin' },
  { to: '/lesson/guitar', label: 'Guitar' },
  { to: '/lesson/vocal', label: 'Vocal' },
  { to: '/lesson/ukulele', label: 'Ukulele' },
  { to: '/lesson/keyboard', label: 'Keyboard' },
  { to: '/lesson/cello', label: 'Cello' },
  { to: '/lesson/online-lesson', label: 'Online' },
];

export const policyLinks: readonly FooterLink[] = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

export function copyrightLine(brand: string, now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${brand}. All rights reserved.`;
}
