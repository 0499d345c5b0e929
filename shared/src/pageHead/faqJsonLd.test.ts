import { asNode, asNodes, missingProperties } from '../testing/richResults';
import { faqPageJsonLd } from './faqJsonLd';

describe('faqPageJsonLd', () => {
  const faqs = [
    { q: 'How long is each lesson?', a: 'Lessons last 30-60 minutes.' },
    { q: 'Is there a free trial?', a: 'Yes, one per programme.' },
  ];

  it('asks each question and answers it with the text the page shows, in order', () => {
    const page = faqPageJsonLd(faqs);
    expect(page && missingProperties('FAQPage', page)).toEqual([]);
    const questions = asNodes(page?.mainEntity);
    expect(questions).toHaveLength(2);
    for (const [index, question] of questions.entries()) {
      expect(missingProperties('Question', question)).toEqual([]);
      const answer = asNode(question.acceptedAnswer);
      expect(missingProperties('Answer', answer)).toEqual([]);
      expect([question.name, answer.text]).toEqual([faqs[index]?.q, faqs[index]?.a]);
    }
  });

  it('says nothing for a page without questions', () => {
    expect(faqPageJsonLd([])).toBeUndefined();
  });
});
