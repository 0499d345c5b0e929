import '@harmoni/shared/base.css';
import { renderStandalone } from '@harmoni/shared/standalone';
import AboutPage from './about/AboutPage';
import ArticleListPage from './articles/ArticleListPage';
import ArticlePage from './articles/ArticlePage';
import ExamBoardsPage from './exam-boards/ExamBoardsPage';
import FaqPage from './faq/FaqPage';
import PrivacyPolicyPage from './legal/PrivacyPolicyPage';
import TermsPage from './legal/TermsPage';
import SetupOnlineLessonPage from './online-setup/SetupOnlineLessonPage';
import Testimonials from './testimonials/Testimonials';
import VisionMissionPage from './vision/VisionMissionPage';

renderStandalone('mf-about', [
  { path: '/', label: 'Testimonials (home section)', element: <Testimonials /> },
  { path: '/about', label: 'About Us', element: <AboutPage /> },
  {
    path: '/about/vision-and-mission',
    label: 'Vision & Mission',
    element: <VisionMissionPage />,
  },
  { path: '/about/article', label: 'Articles', element: <ArticleListPage /> },
  { path: '/about/article/:article', element: <ArticlePage /> },
  { path: '/about/exam-boards', label: 'Exam Boards', element: <ExamBoardsPage /> },
  { path: '/about/faq', label: 'FAQ', element: <FaqPage /> },
  {
    path: '/about/setup-online-lesson',
    label: 'Online Lesson Set-Up',
    element: <SetupOnlineLessonPage />,
  },
  { path: '/terms', label: 'Terms and Conditions', element: <TermsPage /> },
  { path: '/privacy-policy', label: 'Privacy Policy', element: <PrivacyPolicyPage /> },
]);
