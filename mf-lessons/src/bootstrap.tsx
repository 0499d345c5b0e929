import '@harmoni/shared/base.css';
import { renderStandalone } from '@harmoni/shared';
import { LessonServicePreview } from './lessons/LessonServicePreview';

renderStandalone('mf-lessons', [
  { path: '/', label: 'Lesson service', element: <LessonServicePreview /> },
]);
