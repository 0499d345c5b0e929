/**
 * `tsx --import @harmoni/tooling/withoutStyles …`: lets a command run a remote's page modules
 * in Node (the content check reads their resources) by loading their style sheets and pictures
 * as empty modules: Node cannot load them, and a check draws nothing.
 */
import { registerHooks } from 'node:module';

const styleOrPicture = /\.(?:css|svg|png|jpe?g|webp|gif)$/;

registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && styleOrPicture.test(new URL(url).pathname)) {
      return { format: 'module', source: 'export default {};', shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});
