import styles from './Page.module.css';

/** The page's one h1 and the lines that introduce it. */
export function PageHeader({
  title,
  intro,
}: {
  title: string;
  intro?: string | readonly string[];
}) {
  const lines = intro === undefined ? [] : typeof intro === 'string' ? [intro] : intro;
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lines.map((line, index) => (
        <p key={index} className={styles.intro}>
          {line}
        </p>
      ))}
    </header>
  );
}
