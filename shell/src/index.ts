import { whenPageMayStart } from './startup/whenPageMayStart';

// The async boundary lets federation settle the shared singletons before any of them runs. It
// starts in a task of its own, once the page's main content has painted, which the scripts'
// first work would otherwise hold back: evaluating this file (the federation runtime) is a long
// task already. The page's other files are fetched from then on too.
void whenPageMayStart().then(() => setTimeout(() => void import('./bootstrap'), 0));
