// The async boundary lets federation settle the shared singletons before any of them runs.
import('./bootstrap');
