import { readPublic } from '../testing/serveContent';
import { parseTestimonials } from './testimonials';

describe('parseTestimonials', () => {
  it('accepts an object whose values are columns of {cust_name, comment}', () => {
    const raw = {
      column_1: [{ cust_name: 'Aina', comment: 'Lovely' }],
      column_2: [],
    };
    expect(parseTestimonials(raw)).toEqual(raw);
  });

  it('rejects an entry without a name, a list instead of an object, and no columns', () => {
    expect(() => parseTestimonials({ column_1: [{ comment: 'x' }] })).toThrow(
      /column_1 › entry number 1 › cust_name: is missing/,
    );
    expect(() => parseTestimonials([[{ cust_name: 'a', comment: 'b' }]])).toThrow();
    expect(() => parseTestimonials({})).toThrow(/needs at least one column/);
  });
});

describe('the testimonial content file', () => {
  const columns = parseTestimonials(JSON.parse(readPublic('assets/docs/testimonial.txt')));
  const all = Object.values(columns).flat();

  it('has at least six testimonials in several columns', () => {
    expect(Object.keys(columns).length).toBeGreaterThanOrEqual(2);
    expect(all.length).toBeGreaterThanOrEqual(6);
  });

  it('has comments over 100 characters and comments within 100', () => {
    expect(all.filter(({ comment }) => comment.length > 100).length).toBeGreaterThanOrEqual(2);
    expect(all.some(({ comment }) => comment.length <= 100)).toBe(true);
  });
});
