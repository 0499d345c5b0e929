import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

export interface SectionHeadingProps {
  /** for the section's aria-labelledby */
  id: string;
  title: ReactNode;
  /** the line under the title, when the section has one */
  lead?: ReactNode;
}

/** The centred h2 that opens a section of the home page (and of a lesson page), and its lead. */
export function SectionHeading({ id, title, lead }: SectionHeadingProps) {
  return (
    <>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
    </>
  );
}
