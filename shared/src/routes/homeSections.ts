/** The home page's sections that other teams own, in page order. */
export interface HomeSection {
  moduleId: string;
  /** for the message shown if the remote is down: 'Sorry, the events section is not available' */
  label: string;
}

export const homeSections: readonly HomeSection[] = [
  { moduleId: 'gallery/HomeEvents', label: 'the events section' },
  { moduleId: 'gallery/EventRecaps', label: 'the event recaps section' },
  { moduleId: 'lessons/LessonCards', label: 'the lessons section' },
  { moduleId: 'lessons/WhyUs', label: 'the Why Us section' },
  { moduleId: 'about/Testimonials', label: 'the testimonials section' },
];
