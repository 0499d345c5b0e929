import type { ContentResource } from '@harmoni/shared';
import { lessonContent } from '../content';
import { fillSiteFacts } from '@harmoni/shared/siteFacts';
import { parseWhyUs, type WhyUsContent } from './whyUsContent';

function fillWhyUs(content: WhyUsContent): WhyUsContent {
  return {
    title: fillSiteFacts(content.title),
    intro: fillSiteFacts(content.intro),
    reasons: content.reasons.map((reason) => ({
      ...reason,
      title: fillSiteFacts(reason.title),
      text: fillSiteFacts(reason.text),
    })),
  };
}

/** why-us.txt on this remote's origin, with the school's facts filled in. */
export const whyUsResource: ContentResource<WhyUsContent> = {
  url: lessonContent.assetUrl('assets/docs/why-us.txt'),
  parse: (raw) => fillWhyUs(parseWhyUs(raw)),
};
