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
    // Node's Request (Node 24's undici) takes only Node's AbortSignal, but code in the page
    // makes jsdom's (react-router's navigations): follow a jsdom signal with a Node one.
    const jsdomSignal = this.global.AbortSignal;
    const NodeRequest = this.global.Request;
    if (NodeRequest === globalThis.Request && jsdomSignal !== globalThis.AbortSignal) {
      this.global.Request = class Request extends NodeRequest {
        constructor(input, init) {
          const signal = init && init.signal;
          if (signal instanceof jsdomSignal) {
            const follower = new AbortController();
            if (signal.aborted) follower.abort(signal.reason);
            else signal.addEventListener('abort', () => follower.abort(signal.reason));
            super(input, { ...init, signal: follower.signal });
          } else {
            super(input, init);
          }
        }
      };
    }
  }
}

module.exports = BrowserLikeEnvironment;
