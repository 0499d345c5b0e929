/** /contact, optionally preselecting a class: '/contact?instrument=piano'. */
export function contactPath(instrument?: string): string {
  return instrument ? `/contact?${new URLSearchParams({ instrument }).toString()}` : '/contact';
}
