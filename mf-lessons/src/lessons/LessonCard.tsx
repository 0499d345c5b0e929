import { Picture, titleCase, type Lesson } from '@harmoni/shared';
import { Link } from 'react-router-dom';
import { cardImageSize } from '../images/imageSizes';
import { cardImageUrl, webpSibling } from '../images/lessonImages';
import { lessonCardPath } from './lessonCardPath';
import styles from './LessonCards.module.css';

/** One lesson: its picture and its title, the whole card leading where the card rule says. */
export function LessonCard({ lesson }: { lesson: Lesson }) {
  const title = titleCase(lesson.title);
  return (
    <li className={styles.card}>
      <Picture
        jpg={cardImageUrl(lesson.image)}
        webp={webpSibling(cardImageUrl(lesson.image))}
        loading="lazy"
        alt={`Illustration for ${title}`}
        width={cardImageSize.width}
        height={cardImageSize.height}
        className={styles.image}
      />
      <h3 className={styles.title}>
        {/* The link covers the card (see .link::after), so the picture is clickable too. */}
        <Link to={lessonCardPath(lesson)} className={styles.link}>
          {title}
        </Link>
      </h3>
    </li>
  );
}
