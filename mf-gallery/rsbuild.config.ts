import { join } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { defineRemoteConfig } from '@harmoni/tooling/federation';
import { exposes } from './exposes';
import { pluginEventCalendars } from './src/calendar/calendarFilesPlugin';

export default mergeRsbuildConfig(
  defineRemoteConfig({
    workspace: 'mf-gallery',
    exposes,
    // the pages its content has, for the shell's sitemap (the server view only)
    serverModules: { './sitePages': './src/sitemap/sitePages.ts' },
  }),
  // "Add to calendar" and the site's /events.ics, written from the events at each build
  {
    plugins: [
      pluginEventCalendars({ eventsFile: join(process.cwd(), 'public/assets/docs/event.txt') }),
    ],
  },
);
