import { defineSingleBundleConfig } from '@harmoni/shared/singleBundle';

export default defineSingleBundleConfig();
