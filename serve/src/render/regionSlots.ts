import { regionSlotAttribute, regionSlotEndAttribute } from '@harmoni/shared/pageMarkup';

/**
 * The markers the shell's view draws around a region's loading state (RemoteRegion), exactly as
 * React writes them. Module ids are plain ('lessons/LessonPage'), so they need no escaping.
 */
export const slotMarkers = (moduleId: string) => ({
  start: `<template ${regionSlotAttribute}="${moduleId}"></template>`,
  end: `<template ${regionSlotEndAttribute}="${moduleId}"></template>`,
});

/**
 * The shell's HTML with its slots filled: each region drawn apart goes in place of its slot
 * (markers and loading state); a slot without one keeps its loading state, which is what the
 * browser's first render draws there. The markers are found in the shell's own HTML only, once:
 * a region's HTML is never searched (and a region carrying a marker is refused before this).
 */
export function fillSlots(shellHtml: string, regions: ReadonlyMap<string, string>): string {
  let html = '';
  let from = 0;
  const slot = new RegExp(`<template ${regionSlotAttribute}="([^"]*)"></template>`, 'g');
  for (let found = slot.exec(shellHtml); found; found = slot.exec(shellHtml)) {
    const moduleId = found[1] ?? '';
    const { start, end } = slotMarkers(moduleId);
    const endAt = shellHtml.indexOf(end, found.index + start.length);
    if (endAt < 0) continue;
    const region = regions.get(moduleId);
    const loading = shellHtml.slice(found.index + start.length, endAt);
    html += shellHtml.slice(from, found.index) + (region ?? loading);
    from = endAt + end.length;
    slot.lastIndex = from;
  }
  return html + shellHtml.slice(from);
}
