/** Unit tests of every workspace, in one run. Servers opt into node with a docblock. */
module.exports = {
  testEnvironment: '<rootDir>/jest/environment.cjs',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/tooling',
    '<rootDir>/serve',
    '<rootDir>/shell',
    '<rootDir>/mf-lessons',
    '<rootDir>/mf-gallery',
    '<rootDir>/mf-about',
    '<rootDir>/mf-contact',
    '<rootDir>/bench',
    '<rootDir>/scripts',
  ],
  testMatch: ['**/src/**/*.test.ts?(x)', '**/server/**/*.test.ts', '**/scripts/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    // Type-checking is tsc's job (npm run typecheck); here TypeScript only transpiles.
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          isolatedModules: true,
          jsx: 'react-jsx',
          module: 'commonjs',
          target: 'es2022',
          esModuleInterop: true,
          verbatimModuleSyntax: false,
        },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.(css)$': '<rootDir>/jest/styleStub.cjs',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/jest/fileStub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  globals: { __webpack_public_path__: 'http://localhost:3999/' },
};
