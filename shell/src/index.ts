import { loadChunksInSteps, type ChunkLoadingRuntime } from './federation/chunkLoadingSteps';
import { whenPageMayStart } from './startup/whenPageMayStart';

// Rspack's runtime, as the bundler names it inside the build.
declare const __webpack_require__: ChunkLoadingRuntime;

// The async boundary lets federation settle the shared singletons before any of them runs. It
// starts in a task of its own: evaluating this file (the federation runtime) is a long task
// already, and the shared modules' loading would otherwise run on at its end; and each step of
// loading it (shared modules, style sheets, scripts) starts in a task of its own too. It starts
// once the page's main content has painted, which the scripts' first work would otherwise hold
// back; the page's other files are fetched from then on too.
loadChunksInSteps(__webpack_require__);
void whenPageMayStart().then(() => setTimeout(() => void import('./bootstrap'), 0));
