import type { ReasonIcon as ReasonIconName } from './whyUsContent';

/** Line drawings on a 24 x 24 grid, one per reason. */
const paths: Record<ReasonIconName, string[]> = {
  designed: [
    'M12 20s-7-4.4-9.2-8.8A5.2 5.2 0 0 1 12 6.3a5.2 5.2 0 0 1 9.2 4.9C19 15.6 12 20 12 20z',
  ],
  teachers: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5', 'M22 9v6'],
  environment: ['M3 11l9-7 9 7', 'M5 10v10h14V10', 'M10 20v-6h4v6'],
  showcase: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3l-5.5 2.9 1-6.2L3 9.6l6.2-.9z'],
  assessment: ['M9 3h6v3H9z', 'M7 4.5H5V21h14V4.5h-2', 'M8.5 13.5l2.5 2.5 4.5-5'],
  cover: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M8.5 15l2.5 2.5 4.5-5'],
};

export function ReasonIcon({ name, className }: { name: ReasonIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
