/**
 * Every content file of mf-about, with the resources (URL and parser) its pages read it with:
 * what `npm run content:check -w mf-about` checks. Imported once the public path is set.
 */
import { contentFile, plainFile, type ContentCatalog } from '@harmoni/tooling/contentCheck';
import { aboutUsResource } from '../src/about/aboutUs';
import { articleContentUrl, articleDirectory } from '../src/articles/articleDirectory';
import { articlesPage } from '../src/articles/articlesPage';
import { examBoardsResource } from '../src/exam-boards/examBoards';
import { faqResource } from '../src/faq/faq';
import { legalFiles, legalResource } from '../src/legal/legalResource';
import { setupResource } from '../src/online-setup/onlineSetup';
import { testimonialsResource } from '../src/testimonials/testimonials';
import { visionMissionResource } from '../src/vision/visionMission';

export const contentCatalog: ContentCatalog = {
  files: [
    // each article's body is the HTML file its entry names
    contentFile(articleDirectory, (entries) =>
      entries.map((entry) => plainFile(articleContentUrl(entry))),
    ),
    contentFile(articlesPage),
    contentFile(aboutUsResource),
    contentFile(visionMissionResource),
    contentFile(examBoardsResource),
    contentFile(faqResource),
    contentFile(setupResource),
    contentFile(testimonialsResource),
    ...legalFiles.map((file) => contentFile(legalResource(file))),
  ],
};
