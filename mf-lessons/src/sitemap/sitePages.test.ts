/** @jest-environment node */
import { publicFolderReader } from '@harmoni/shared/testing/publicFolderReader';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLessons } from '../lessons/parseLessons';
import sitePages from './sitePages';

const publicDir = join(__dirname, '../../public');
const read = publicFolderReader(publicDir);
const lessonList = readFileSync(join(publicDir, 'assets/docs/lesson.txt'), 'utf8');

describe('the pages the lessons remote publishes', () => {
  it('is every lesson with a page of its own, and no other', async () => {
    const lessons = parseLessons(JSON.parse(lessonList));
    const paths = await sitePages(read);
    expect(paths).toContain('/lesson/piano');
    expect(paths).toHaveLength(lessons.filter((lesson) => lesson.hasLink && lesson.link).length);
  });

  it('is none when the lesson list cannot be read', async () => {
    expect(await sitePages(() => Promise.resolve({ status: 'unreadable' }))).toEqual([]);
  });
});
