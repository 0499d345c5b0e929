/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { titleCase } from '../text/titleCase';
import { isProgramme, programmes } from './programmes';

const lessonList = join(__dirname, '..', '..', '..', 'mf-lessons', 'public', 'assets', 'docs');

describe('programmes', () => {
  it('are the lessons of lesson.txt, in title case and in its order', () => {
    const lessons = JSON.parse(readFileSync(join(lessonList, 'lesson.txt'), 'utf8')) as {
      title: string;
    }[];
    expect(programmes).toEqual(lessons.map((lesson) => titleCase(lesson.title.trim())));
  });

  it('match exactly', () => {
    expect(isProgramme('Piano')).toBe(true);
    expect(isProgramme('piano')).toBe(false);
    expect(isProgramme('Piano ')).toBe(false);
    expect(isProgramme('Drums')).toBe(false);
  });
});
