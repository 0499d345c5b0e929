/**
 * Stands in for `@module-federation/error-codes` in the browser builds (see federation.ts). The
 * package puts an English description of every federation error into each bundle that carries
 * the runtime: the shell and every remote entry, about 1 KB compressed each. Without them an
 * error keeps its code, its details and the link to the page that explains it. A unit test keeps
 * these exports equal to the package's.
 */
export const RUNTIME_001 = 'RUNTIME-001';
export const RUNTIME_002 = 'RUNTIME-002';
export const RUNTIME_003 = 'RUNTIME-003';
export const RUNTIME_004 = 'RUNTIME-004';
export const RUNTIME_005 = 'RUNTIME-005';
export const RUNTIME_006 = 'RUNTIME-006';
export const RUNTIME_007 = 'RUNTIME-007';
export const RUNTIME_008 = 'RUNTIME-008';
export const RUNTIME_009 = 'RUNTIME-009';
export const RUNTIME_010 = 'RUNTIME-010';
export const RUNTIME_011 = 'RUNTIME-011';
export const RUNTIME_012 = 'RUNTIME-012';
export const RUNTIME_013 = 'RUNTIME-013';
export const RUNTIME_014 = 'RUNTIME-014';
export const RUNTIME_015 = 'RUNTIME-015';
export const TYPE_001 = 'TYPE-001';
export const BUILD_001 = 'BUILD-001';
export const BUILD_002 = 'BUILD-002';

type DescriptionMap = Readonly<Record<string, string>>;

/**
 * Every code reads as the same words: the runtime also formats messages with the package's own
 * formatter, which looks the code up in the map it is given (one of these).
 */
const oneDescription: DescriptionMap = new Proxy({}, { get: () => 'Module Federation error' });

export const runtimeDescMap = oneDescription;
export const typeDescMap = oneDescription;
export const buildDescMap = oneDescription;
export const errorDescMap = oneDescription;

export function getShortErrorMsg(
  errorCode: string,
  errorDescMap: DescriptionMap,
  args?: Readonly<Record<string, unknown>>,
  originalErrorMsg?: string,
): string {
  const [group = ''] = errorCode.split('-');
  return [
    `${errorDescMap[errorCode] ?? 'Module Federation error'} #${errorCode}`,
    args ? `args: ${JSON.stringify(args)}` : '',
    `View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/${group.toLowerCase()}#${errorCode.toLowerCase()}`,
    originalErrorMsg ? `Original Error Message:\n ${originalErrorMsg}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
