import { site } from '@harmoni/shared';
import { readPublic } from '../testing/serveContent';
import { parseVisionMission } from './visionMission';

describe('the Vision and Mission content file', () => {
  const raw = readPublic('assets/docs/about/vision-and-mission.txt');
  const page = parseVisionMission(JSON.parse(raw));

  it('has a vision and five mission points', () => {
    expect(page.vision.length).toBeGreaterThan(40);
    expect(page.missions).toHaveLength(5);
  });

  it('links the mission points to the piano, violin, guitar and vocal lesson pages', () => {
    const lessons = new Set(page.missions.flatMap((mission) => mission.lessons));
    expect([...lessons].sort()).toEqual(['guitar', 'piano', 'violin', 'vocal']);
  });

  it('never hard-codes the school name', () => {
    expect(raw).not.toContain(site.brand);
  });
});
