/** What this remote exposes to the shell (and to the single-bundle benchmark build). */
export const exposes = {
  './AboutPage': './src/about/AboutPage.tsx',
  './VisionMissionPage': './src/vision/VisionMissionPage.tsx',
  './ArticleListPage': './src/articles/ArticleListPage.tsx',
  './ArticlePage': './src/articles/ArticlePage.tsx',
  './ExamBoardsPage': './src/exam-boards/ExamBoardsPage.tsx',
  './FaqPage': './src/faq/FaqPage.tsx',
  './SetupOnlineLessonPage': './src/online-setup/SetupOnlineLessonPage.tsx',
  './Testimonials': './src/testimonials/Testimonials.tsx',
  './TermsPage': './src/legal/TermsPage.tsx',
  './PrivacyPolicyPage': './src/legal/PrivacyPolicyPage.tsx',
};
