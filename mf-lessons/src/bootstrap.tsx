import '@harmoni/shared/base.css';
import { renderStandalone } from '@harmoni/shared/standalone';
import LessonPage from './lesson-page/LessonPage';
import LessonCards from './lessons/LessonCards';
import WhyUs from './why-us/WhyUs';

renderStandalone('mf-lessons', [
  {
    path: '/',
    label: 'Home sections',
    element: (
      <>
        <LessonCards />
        <WhyUs />
      </>
    ),
  },
  { path: '/lesson/:lesson', element: <LessonPage /> },
]);
