export { openHeaderMenu } from '@harmoni/tooling/pageProbes';
