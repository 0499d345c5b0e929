// The figures the beacon sends, and nothing else of web-vitals: the chunk loaded through this
// module leaves out what no one reads (TTFB; FCP stays, CLS is measured from it).
export { onCLS, onINP, onLCP } from 'web-vitals';
