/** What this remote exposes to the shell (and to the single-bundle benchmark build). */
export const exposes = {
  './lessonService': './src/lessons/lessonService.ts',
  './LessonCards': './src/lessons/LessonCards.tsx',
  './WhyUs': './src/why-us/WhyUs.tsx',
  './LessonPage': './src/lesson-page/LessonPage.tsx',
};
