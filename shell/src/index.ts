import { whenPageMayStart } from './startup/whenPageMayStart';

// The async boundary lets federation settle the shared singletons before any of them runs. It
// starts in a task of its own: evaluating this file (the federation runtime) is a long task
// already, and the shared modules' loading would otherwise run on at its end. And it starts once
// the page's main content has painted, which the scripts' first work would otherwise hold back;
// the page's other files are fetched from then on too.
void whenPageMayStart().then(() => setTimeout(() => void import('./bootstrap'), 0));
