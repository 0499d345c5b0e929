/**
 * A remote's standalone page has no shell, yet its production build expects the federation
 * runtime to be lent (runtimeLoan.ts). This script, loaded before the page's entry, lends it as
 * the shell does on the site.
 */
import { lendRuntime } from './lendRuntime';

lendRuntime();
