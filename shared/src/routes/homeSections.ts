/** The home page's sections that other teams own, in page order. */
export interface HomeSection {
  moduleId: string;
  /** for the message shown if the remote is down: 'Sorry, the events section is not available' */
  label: string;
  /**
   * Drawn by the shell's server with the page, not loaded as it nears the viewport: the events
   * are the page's content for search engines (their structured data comes from the render
   * that draws them) and for visitors without scripts, and the first section a phone reaches.
   */
  drawnByServer?: boolean;
}

export const homeSections: readonly HomeSection[] = [
  { moduleId: 'gallery/HomeEvents', label: 'the events section', drawnByServer: true },
  { moduleId: 'gallery/EventRecaps', label: 'the event recaps section' },
  { moduleId: 'lessons/LessonCards', label: 'the lessons section' },
  { moduleId: 'lessons/WhyUs', label: 'the Why Us section' },
  { moduleId: 'about/Testimonials', label: 'the testimonials section' },
];
