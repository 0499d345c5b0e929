import * as errorCodes from '@module-federation/error-codes';
import * as standIn from './federationErrorCodes';

describe('the stand-in for @module-federation/error-codes', () => {
  it('exports every name the package exports, with the same codes', () => {
    // 'default' is the CommonJS interop Jest adds, not one of the package's exports
    const exported = Object.keys(errorCodes).filter((name) => name !== 'default');
    expect(Object.keys(standIn).sort()).toEqual(exported.sort());
    for (const [name, value] of Object.entries(errorCodes)) {
      if (typeof value === 'string') expect(standIn[name as keyof typeof standIn]).toBe(value);
    }
  });

  it('formats an error with its code, details and the page that explains it', () => {
    expect(
      standIn.getShortErrorMsg(
        standIn.RUNTIME_008,
        standIn.runtimeDescMap,
        { resourceUrl: 'http://localhost:3001/static/js/lessons.e3.js' },
        'timeout',
      ),
    ).toBe(
      [
        'Module Federation error #RUNTIME-008',
        'args: {"resourceUrl":"http://localhost:3001/static/js/lessons.e3.js"}',
        'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008',
        'Original Error Message:\n timeout',
      ].join('\n'),
    );
  });

  it("reads the same through the package's own formatter", () => {
    expect(errorCodes.getShortErrorMsg(standIn.TYPE_001, standIn.typeDescMap)).toMatch(
      /^Module Federation error #TYPE-001\nView the docs/,
    );
  });
});
