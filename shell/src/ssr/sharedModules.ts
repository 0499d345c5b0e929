import * as shared from '@harmoni/shared';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as router from 'react-router-dom';
import * as zustand from 'zustand';

/**
 * The singletons a remote's server view borrows from the shell's (see remoteViewEnvironment):
 * one React, one router, one copy of the shared package, exactly as in the browser, so a remote
 * part renders inside the shell's tree and reads the same server content.
 */
export const sharedModules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router': router,
  'react-router-dom': router,
  zustand,
  '@harmoni/shared': shared,
};
