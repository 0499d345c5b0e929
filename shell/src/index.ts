// The async boundary lets federation settle the shared singletons before any of them runs. It
// starts in a task of its own: evaluating this file (the federation runtime) is a long task
// already, and the shared modules' loading would otherwise run on at its end.
setTimeout(() => void import('./bootstrap'), 0);
