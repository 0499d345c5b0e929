import { headFor } from '@harmoni/shared/pageHead';
import { useContent, useDocumentMeta } from '@harmoni/shared';
import { aboutContent } from '../content';
import { ContentPage } from '../page/ContentPage';
import { PageHeader } from '../page/PageHeader';
import type { ExamBoard, ExamBoardsPageContent } from './examBoards';
import { examBoardsResource } from './examBoards';
import styles from './ExamBoardsPage.module.css';

function Board({
  board,
  index,
  subjectsLabel,
  websiteLabel,
}: {
  board: ExamBoard;
  index: number;
  subjectsLabel: string;
  websiteLabel: string;
}) {
  const titleId = `exam-board-${index}`;
  return (
    <article className={styles.board} aria-labelledby={titleId}>
      <img
        className={styles.logo}
        src={aboutContent.assetUrl(board.logo.src)}
        alt={board.logo.alt}
        width={160}
        height={160}
        loading={index === 0 ? undefined : 'lazy'}
      />
      <div className={styles.text}>
        <h2 id={titleId} className={styles.name}>
          {board.name}
        </h2>
        <p className={styles.subjects}>
          <strong>{subjectsLabel}</strong> {board.subjects.join(', ')}
        </p>
        {board.paragraphs.map((paragraph, paragraphIndex) => (
          <p key={paragraphIndex}>{paragraph}</p>
        ))}
        {board.website ? (
          <p>
            <a href={board.website} target="_blank" rel="noopener noreferrer">
              {websiteLabel}
              <span className="visually-hidden"> of {board.name} (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}

function ExamBoards({ title, intro, boards, subjectsLabel, websiteLabel }: ExamBoardsPageContent) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={styles.boards}>
        {boards.map((board, index) => (
          <Board
            key={board.name}
            board={board}
            index={index}
            subjectsLabel={subjectsLabel}
            websiteLabel={websiteLabel}
          />
        ))}
      </div>
    </>
  );
}

/** /about/exam-boards: the examination boards our students sit, each with its badge. */
export default function ExamBoardsPage() {
  const content = useContent(examBoardsResource);
  const page = content.status === 'ready' ? content.data : undefined;
  useDocumentMeta(headFor('about/exam-boards', page));
  return (
    <ContentPage content={content} urls={[examBoardsResource.url]} label="the exam boards">
      {(data) => <ExamBoards {...data} />}
    </ContentPage>
  );
}
