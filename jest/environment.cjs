// jsdom lacks a few web platform globals that Node has and our code relies on (react-router
// needs TextEncoder; content helpers use fetch types). Hand Node's own implementations over.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const nodeGlobals = [
      'TextEncoder',
      'TextDecoder',
      'Response',
      'Request',
      'Headers',
      'ReadableStream',
      'structuredClone',
    ];
    for (const name of nodeGlobals) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
